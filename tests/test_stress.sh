#!/usr/bin/env bash
# test_stress.sh: 200 games of self-play on the bundled Hero decks and the
# ability decks (corpora/decks/abilities_*.txt, each against the next), in
# the latest revision of both rulesets, every game then verified. In the
# sanitizer tree each step also runs the invariant checker (debug builds
# set ALT_CHECK_INVARIANTS), so a rule that leaves an impossible state, a
# memory error or undefined behaviour anywhere on these decks fails here.
#
#   bash tests/test_stress.sh path/to/altered-replay
#
# One line per archive ("ok: ..." or "FAIL: ..."), then "N passed, M
# failed"; exits 1 when any check failed.
set -u

replay=${1:?usage: test_stress.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
. "$(dirname "$0")/lib.sh"

games=0

# Generates `count` games into one archive and verifies it: every game
# verified, none refused, the archive whole.
stress() {
    local name=$1 count=$2
    shift 2
    local log="$tmp/$name.altlog"
    "$replay" gen "$@" --games "$count" --out "$log" >"$tmp/gen.out" 2>&1
    local gen_rc=$?
    if [ "$gen_rc" -ne 0 ]; then
        bad "$name: gen exited $gen_rc ($(tail -n 1 "$tmp/gen.out"))"
        return
    fi
    "$replay" verify "$log" >"$tmp/verify.out" 2>&1
    local rc=$?
    local verified
    verified=$(grep -c ': verified ' "$tmp/verify.out")
    if [ "$rc" -ne 0 ] || [ "$verified" -ne "$count" ]; then
        bad "$name: verify exited $rc with $verified of $count games verified ($(grep -v ': verified ' "$tmp/verify.out" | head -n 2 | tr '\n' ' '))"
        return
    fi
    games=$((games + count))
    ok "$name: $count games generated and verified"
}

decks=("$root"/corpora/decks/abilities_*.txt)
for ruleset in seeds-2 cr3-2; do
    stress "heroes_$ruleset" 30 --seed 101 --decks heroes --ruleset "$ruleset"
    n=${#decks[@]}
    for ((i = 0; i < n; i++)); do
        a=${decks[$i]}
        b=${decks[$(((i + 1) % n))]}
        stress "$(basename "$a" .txt)_$ruleset" 7 --seed $((200 + i)) --deck "$a" --deck "$b" --format limited --ruleset "$ruleset"
    done
done
[ "$games" -ge 200 ] || bad "only $games games were played (200 or more expected)"
echo "$games games; $passed passed, $failed failed"
[ "$failed" -eq 0 ]
