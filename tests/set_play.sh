# set_play.sh: the self-play steps the sets' play tests share
# (test_frost_play.sh, test_maze_play.sh, test_sky_play.sh), sourced after
# lib.sh. Needs $replay, $tmp, $day and $set (the set's reference prefix:
# ALT_ALIZE, ALT_BISE, ALT_CYCLONE); each test starts $tmp/verdicts and
# $tmp/played empty.
: > "$tmp/verdicts"
: > "$tmp/played"
: > "$tmp/queued"

# play NAME RULESET COUNT SEED DECK DECK [FORMAT]: generates the games into
# one archive, to be verified with the others by verify_played.
play() {
    local name=$1 ruleset=$2 count=$3 seed=$4 a=$5 b=$6 format=${7:-}
    local log="$tmp/$name.altlog"
    "$replay" gen --seed "$seed" --games "$count" --date "$day" --ruleset "$ruleset" ${format:+--format "$format"} \
        --deck "$a" --deck "$b" --out "$log" >"$tmp/gen.out" 2>&1
    local gen_rc=$?
    if [ "$gen_rc" -ne 0 ]; then
        bad "$name: gen exited $gen_rc ($(tail -n 1 "$tmp/gen.out"))"
        return
    fi
    printf '%s\t%s\t%s\t%s\n' "$name" "$ruleset" "$count" "$log" >> "$tmp/queued"
}

# verify_played: every archive play wrote since the last call, verified by
# one run of verify (one process for them all, not one each: the CI's
# time): each archive complete and every game of it verified, none
# refused. Each verdict line goes to $tmp/verdicts, each card of the set
# played to $tmp/played (from one dump of the archives merged).
verify_played() {
    [ -s "$tmp/queued" ] || return 0
    local logs=() name ruleset count log verified
    while IFS=$'\t' read -r name ruleset count log; do logs+=("$log"); done < "$tmp/queued"
    "$replay" verify "${logs[@]}" >"$tmp/verify.out" 2>&1
    while IFS=$'\t' read -r name ruleset count log; do
        grep -F "$log game " "$tmp/verify.out" > "$tmp/mine" || true
        verified=$(grep -c ': verified ' "$tmp/mine")
        if [ "$verified" -ne "$count" ] || ! grep -qF "$log: archive complete" "$tmp/verify.out"; then
            bad "$name: $verified of $count games verified ($(grep -F "$log" "$tmp/verify.out" | grep -v ': verified ' | head -n 2 | tr '\n' ' '))"
            continue
        fi
        grep ': verified ' "$tmp/mine" | sed "s/^/$ruleset /" >> "$tmp/verdicts"
        ok "$name: $count games generated and verified"
    done < "$tmp/queued"
    if "$replay" archive merge "$tmp/merged.altlog" "${logs[@]}" > "$tmp/merge.out" 2>&1; then
        "$replay" dump "$tmp/merged.altlog" | grep -o " plays [^(]*(#[0-9]* ${set}_[A-Z0-9_]*" |
            grep -o "${set}_[A-Z0-9_]*" >> "$tmp/played"
    else
        bad "the archives do not merge ($(tail -n 1 "$tmp/merge.out"))"
    fi
    rm -f "$tmp/merged.altlog"
    : > "$tmp/queued"
}

# check_decks DECK...: each deck legal on the day in its format (Limited
# when its name says so, else Constructed).
check_decks() {
    local d f
    for d in "$@"; do
        case "$d" in *limited*) f=limited ;; *) f=constructed ;; esac
        "$replay" deck check --date "$day" --format "$f" "$d" > "$tmp/check.out" 2>&1 ||
            bad "$(basename "$d"): not legal as $f ($(head -n 3 "$tmp/check.out" | tr '\n' ' '))"
    done
}

# play_set DIR PREFIX RULESET COUNT_PER_PAIR LIMITED_COUNT SEED: the decks
# PREFIX_* of tools/make_decks.py in DIR: the Constructed decks, each
# against every other (COUNT_PER_PAIR games each way, so each in both
# seats), the Limited decks each against the next.
play_set() {
    local dir=$1 prefix=$2 ruleset=$3 per=$4 lim=$5 seed=$6
    local con=() limd=() i j f
    for f in "$dir/${prefix}"_{axiom,bravos,lyra,muna,ordis,yzmir}.txt; do con+=("$f"); done
    for f in "$dir/${prefix}"_limited_*.txt; do limd+=("$f"); done
    for ((i = 0; i < ${#con[@]}; i++)); do
        for ((j = 0; j < ${#con[@]}; j++)); do
            [ "$i" = "$j" ] && continue
            [ "$per" -gt 0 ] || continue
            play "${prefix}_$(basename "${con[$i]}" .txt)_$(basename "${con[$j]}" .txt)_$ruleset" "$ruleset" "$per" \
                $((seed + 100 * i + 10 * j)) "${con[$i]}" "${con[$j]}"
        done
    done
    for ((i = 0; i < ${#limd[@]}; i++)); do
        j=$(((i + 1) % ${#limd[@]}))
        play "${prefix}_$(basename "${limd[$i]}" .txt)_$ruleset" "$ruleset" "$lim" $((seed + 7000 + i)) \
            "${limd[$i]}" "${limd[$j]}" limited
    done
}

# play_against_frost DIR PREFIX RULESET SEED: each Constructed deck
# PREFIX_FACTION of DIR against the Trial by Frost deck of its faction
# (frost_FACTION), three games each: the set's deck first under seeds-3,
# second under cr4-1.
play_against_frost() {
    local dir=$1 prefix=$2 ruleset=$3 seed=$4 i=0 f a b
    for f in axiom bravos lyra muna ordis yzmir; do
        a=$dir/${prefix}_$f.txt b=$dir/frost_$f.txt
        [ "$ruleset" = cr4-1 ] && { a=$dir/frost_$f.txt b=$dir/${prefix}_$f.txt; }
        play "$(basename "$a" .txt)_$(basename "$b" .txt)_$ruleset" "$ruleset" 3 $((seed + 10 * i)) "$a" "$b"
        i=$((i + 1))
    done
}

# summary SET_NAME MIN_PRINTS RULESET...: verifies what is still to be
# (verify_played), then the games, steps and outcomes per ruleset (200
# games or more each), how many of the set's prints were played
# (MIN_PRINTS or more), then "N passed, M failed"; returns 1 when any check
# failed.
summary() {
    local name=$1 min=$2 ruleset n steps prints
    shift 2
    verify_played
    for ruleset in "$@"; do
        n=$(grep -c "^$ruleset " "$tmp/verdicts")
        steps=$(grep "^$ruleset " "$tmp/verdicts" | sed 's/.*: verified \([0-9]*\) steps.*/\1/' | awk '{s += $1} END {print s + 0}')
        echo "$ruleset: $n games, $steps steps; $(grep "^$ruleset " "$tmp/verdicts" | sed 's/.*steps, [0-9]* days\?, //; s/ (.*//; s/: .*//' |
            sort | uniq -c | sort -rn | awk '{c = $1; $1 = ""; printf "%s%d%s", (NR > 1 ? "; " : ""), c, $0} END {print ""}')"
        [ "$n" -ge 200 ] || bad "$ruleset: only $n games were played (200 or more expected)"
    done
    prints=$(sort -u "$tmp/played" | wc -l)
    echo "$prints prints of $name played ($(wc -l < "$tmp/played") plays)"
    [ "$prints" -ge "$min" ] || bad "only $prints prints of $name were played"
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
