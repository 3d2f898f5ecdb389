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

summary "Trial by Frost" 100 seeds-2 cr3-2
