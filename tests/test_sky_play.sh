#!/usr/bin/env bash
# test_sky_play.sh: Skybound Odyssey in self-play, with Beyond the Gates,
# for the factions whose designs are all played (Axiom): the deck
# tools/make_decks.py drew from the records (corpora/decks/sky_axiom.txt:
# a Constructed deck with the set's Hero) against each Constructed deck of
# corpora/decks/frost_*.txt, both ways, in both rulesets of the Complete
# Rules 4.0 (the set's words are 4.0's), 200 games or more each, every game
# verified. In the sanitizer tree each step also runs the invariant
# checker (debug builds set ALT_CHECK_INVARIANTS). The games are played on
# 2025-11-01, after every erratum of the set.
#
#   bash tests/test_sky_play.sh path/to/altered-replay
#
# One line per archive ("ok: ..." or "FAIL: ..."), then the games, steps
# and outcomes per ruleset, how many of the set's prints were played, and
# "N passed, M failed"; exits 1 when any check failed.
set -u

replay=${1:?usage: test_sky_play.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/set_play.sh"

day=2025-11-01
set=ALT_CYCLONE
: > "$tmp/verdicts"
: > "$tmp/played"

sky=$root/corpora/decks/sky_axiom.txt
"$replay" deck check --date "$day" --format constructed "$sky" > "$tmp/check.out" 2>&1 ||
    bad "sky_axiom.txt: not legal as constructed ($(head -n 3 "$tmp/check.out" | tr '\n' ' '))"
for ruleset in seeds-3 cr4-1; do
    i=0
    for f in "$root"/corpora/decks/frost_{axiom,bravos,lyra,muna,ordis,yzmir}.txt; do
        other=$(basename "$f" .txt)
        play "sky_axiom_${other}_$ruleset" "$ruleset" 17 $((2000 + 10 * i)) "$sky" "$f"
        play "${other}_sky_axiom_$ruleset" "$ruleset" 17 $((3000 + 10 * i)) "$f" "$sky"
        i=$((i + 1))
    done
done

for ruleset in seeds-3 cr4-1; do
    n=$(grep -c "^$ruleset " "$tmp/verdicts")
    steps=$(grep "^$ruleset " "$tmp/verdicts" | sed 's/.*: verified \([0-9]*\) steps.*/\1/' | awk '{s += $1} END {print s + 0}')
    echo "$ruleset: $n games, $steps steps; $(grep "^$ruleset " "$tmp/verdicts" | sed 's/.*steps, [0-9]* days\?, //; s/ (.*//; s/: .*//' |
        sort | uniq -c | sort -rn | awk '{c = $1; $1 = ""; printf "%s%d%s", (NR > 1 ? "; " : ""), c, $0} END {print ""}')"
    [ "$n" -ge 200 ] || bad "$ruleset: only $n games were played (200 or more expected)"
done
prints=$(sort -u "$tmp/played" | wc -l)
echo "$prints prints of Skybound Odyssey played ($(wc -l < "$tmp/played") plays)"
[ "$prints" -ge 10 ] || bad "only $prints prints of Skybound Odyssey were played"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
