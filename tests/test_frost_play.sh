#!/usr/bin/env bash
# test_frost_play.sh: Trial by Frost in self-play, with Beyond the Gates:
# the decks tools/make_decks.py drew from the records (corpora/decks/
# frost_*.txt: a Constructed deck with a Hero per faction, three Limited
# decks of two factions), every ordered pair of the Constructed decks and
# each Limited deck against the others, in the latest revision of both
# rulesets, 200 games or more each, every game verified; with python3, the
# decks of five more seeds too. In the sanitizer tree each step also runs
# the invariant checker (debug builds set ALT_CHECK_INVARIANTS). The games
# are played on 2025-11-01, after every erratum of the set.
#
#   bash tests/test_frost_play.sh path/to/altered-replay
#
# One line per archive ("ok: ..." or "FAIL: ..."), then the games, steps
# and outcomes per ruleset, how many of the set's prints were played, and
# "N passed, M failed"; exits 1 when any check failed.
set -u

replay=${1:?usage: test_frost_play.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/set_play.sh"

day=2025-11-01
set=ALT_ALIZE
: > "$tmp/verdicts"
: > "$tmp/played"


# Every deck legal in its format on the day.
check_decks() {
    local d
    for d in "$@"; do
        case "$d" in *limited*) f=limited ;; *) f=constructed ;; esac
        "$replay" deck check --date "$day" --format "$f" "$d" > "$tmp/check.out" 2>&1 ||
            bad "$(basename "$d"): not legal as $f ($(head -n 3 "$tmp/check.out" | tr '\n' ' '))"
    done
}

# play_set DIR PREFIX RULESET COUNT_PER_PAIR LIMITED_COUNT SEED: the set of
# decks PREFIX_* in DIR: the Constructed decks, each against every other
# (COUNT_PER_PAIR games each way), the Limited decks each against the next.
play_set() {
    local dir=$1 prefix=$2 ruleset=$3 per=$4 lim=$5 seed=$6
    local con=() limd=() i j
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

check_decks "$root"/corpora/decks/frost_*.txt
for ruleset in seeds-2 cr3-2; do
    play_set "$root/corpora/decks" frost "$ruleset" 6 20 1000
done
if command -v python3 > /dev/null; then
    for s in 1 2 3 4 5; do
        python3 "$root/tools/make_decks.py" --seed "$s" --name "frost$s" --out "$tmp" > /dev/null ||
            bad "tools/make_decks.py --seed $s failed"
        check_decks "$tmp/frost${s}"_*.txt
        for ruleset in seeds-2 cr3-2; do
            play_set "$tmp" "frost$s" "$ruleset" 1 4 $((s * 10000))
        done
    done
else
    echo "note: no python3, only the decks of corpora/decks played"
fi

for ruleset in seeds-2 cr3-2; do
    n=$(grep -c "^$ruleset " "$tmp/verdicts")
    steps=$(grep "^$ruleset " "$tmp/verdicts" | sed 's/.*: verified \([0-9]*\) steps.*/\1/' | awk '{s += $1} END {print s + 0}')
    echo "$ruleset: $n games, $steps steps; $(grep "^$ruleset " "$tmp/verdicts" | sed 's/.*steps, [0-9]* days\?, //; s/ (.*//; s/: .*//' |
        sort | uniq -c | sort -rn | awk '{c = $1; $1 = ""; printf "%s%d%s", (NR > 1 ? "; " : ""), c, $0} END {print ""}')"
    [ "$n" -ge 200 ] || bad "$ruleset: only $n games were played (200 or more expected)"
done
prints=$(sort -u "$tmp/played" | wc -l)
echo "$prints prints of Trial by Frost played ($(wc -l < "$tmp/played") plays)"
[ "$prints" -ge 100 ] || bad "only $prints prints of Trial by Frost were played"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
