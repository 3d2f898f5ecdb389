# set_play.sh: the self-play step the sets' play tests share
# (test_frost_play.sh, test_sky_play.sh), sourced after lib.sh.
#
# play NAME RULESET COUNT SEED DECK DECK [FORMAT]: generates the games into
# one archive and verifies it: every game verified, none refused. Each
# verdict line goes to $tmp/verdicts, each card of the set played (its
# reference prefix in $set: ALT_ALIZE, ALT_CYCLONE) to $tmp/played. Needs
# $replay, $tmp, $day and $set.
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
    "$replay" verify "$log" >"$tmp/verify.out" 2>&1
    local rc=$? verified
    verified=$(grep -c ': verified ' "$tmp/verify.out")
    if [ "$rc" -ne 0 ] || [ "$verified" -ne "$count" ]; then
        bad "$name: verify exited $rc with $verified of $count games verified ($(grep -v ': verified ' "$tmp/verify.out" | head -n 2 | tr '\n' ' '))"
        return
    fi
    grep ': verified ' "$tmp/verify.out" | sed "s/^/$ruleset /" >> "$tmp/verdicts"
    "$replay" dump "$log" | grep -o " plays [^(]*(#[0-9]* ${set}_[A-Z0-9_]*" | grep -o "${set}_[A-Z0-9_]*" >> "$tmp/played"
    ok "$name: $count games generated and verified"
}
