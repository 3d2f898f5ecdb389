#!/usr/bin/env bash
# test_sky_play.sh: Skybound Odyssey in self-play, with Beyond the Gates:
# the decks tools/make_decks.py drew from the records (corpora/decks/
# sky_*.txt: a Constructed deck per faction, with the set's Hero where it
# is played, three Limited decks of two factions), every ordered pair of
# the Constructed decks (so each deck in both seats), each Limited deck
# against the next, and each Constructed deck against the Trial by Frost
# deck of its faction (corpora/decks/frost_*.txt: first under seeds-3,
# second under cr4-1), in both rulesets of the Complete Rules 4.0 (the
# set's words are 4.0's), 200 games or more each, every game verified. In the sanitizer tree each step
# also runs the invariant checker (debug builds set ALT_CHECK_INVARIANTS).
# The games are played on 2025-11-01, after every erratum of the set.
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
decks=$root/corpora/decks

check_decks "$decks"/sky_*.txt
for ruleset in seeds-3 cr4-1; do
    play_set "$decks" sky "$ruleset" 5 18 2000
    play_against_frost "$decks" sky "$ruleset" 5000
done

summary "Skybound Odyssey" 100 seeds-3 cr4-1
