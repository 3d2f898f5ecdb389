#!/usr/bin/env bash
# test_independent_writer.sh: a log written from the documents alone
# (tools/independent_writer.py: recorded chance, its own shuffle, no state
# hash, hand-encoded protobuf and trailer) is accepted by altered-replay as
# a whole game verified for legality only, and its faults are refused as
# docs/log-format.md says: a Deck that holds a card twice is illegal under
# CR 4.1.i (exit 2), a log cut short is unfinished (exit 6). If the
# documents drift from what the verifier reads, this is where it shows.
#
#   bash tests/test_independent_writer.sh path/to/altered-replay
#
# One line per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed";
# 77 when there is no python3 to run the writer with.
set -u

replay=${1:?usage: test_independent_writer.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
# The writer is meant for /usr/bin/python3; any python3 will do for the test.
py=/usr/bin/python3
[ -x "$py" ] || py=$(command -v python3) || { echo "skip: no python3 (tools/independent_writer.py needs one)"; exit 77; }
writer=("$py" "$root/tools/independent_writer.py")
. "$(dirname "$0")/lib.sh"

# ------------------------------------------------------ whole games verify
# Seed 3 Expands each Morning, so the writer's tracking of each Hand (the
# Deck it dealt, two cards drawn a Morning) is checked by the verifier too.
for seed in 1 2 3; do
  extra=()
  [ "$seed" = 3 ] && extra=(--expand)
  log="$tmp/s$seed.altlog"
  "${writer[@]}" --seed "$seed" "${extra[@]}" --out "$log" > "$tmp/w" 2>&1
  rc=$?
  if [ "$rc" = 77 ]; then echo "skip: $(cat "$tmp/w")"; exit 77; fi
  check "$rc" "writer, seed $seed${extra[*]:+ ${extra[*]}}" "$(head -2 "$tmp/w")"

  run "$tmp/v" "$tmp/e" "$replay" verify "$log"
  line=$(grep " game 1 (" "$tmp/v")
  check $([ "$rc" = 0 ]; echo $?) "seed $seed: verify exits 0" "exit $rc: $line"
  check $(case "$line" in *"recorded chance"*": verified for legality only, the log records no state hash: "*" steps, 1000 days"*) echo 0 ;; *) echo 1 ;; esac) \
    "seed $seed: verified for legality only, recorded chance, to the Day limit" "$line"
  check $(grep -q "archive complete: 1 game, as sealed" "$tmp/v"; echo $?) \
    "seed $seed: the hand-made trailer seals the archive" "$(grep archive "$tmp/v")"

  run "$tmp/j" "$tmp/e" "$replay" verify --json "$log"
  check $("$py" -c '
import json, sys
g = [o for o in map(json.loads, open(sys.argv[1])) if o["type"] == "game"]
assert len(g) == 1, g
g = g[0]
assert g["chance"] == "recorded" and g["verdict"] == "verified", g
assert g["outcome"] == "day_limit" and g["winner"] == -1, g
# every state, the initial one counted, is checked for legality only
assert g["hashes_absent"] == g["steps"] + 1, g
' "$tmp/j" 2>&1 > /dev/null; echo $?) "seed $seed: verify --json: chance recorded, verified, every hash absent"
done

# The writer's own shuffle is what the log records: two seeds, two games.
check $(! cmp -s "$tmp/s1.altlog" "$tmp/s2.altlog"; echo $?) "seeds 1 and 2 deal different games"

# ---------------------------------------------------------- a bad shuffle
"${writer[@]}" --seed 2 --bad-shuffle --out "$tmp/bad.altlog" > /dev/null 2>&1
run "$tmp/v" "$tmp/e" "$replay" verify "$tmp/bad.altlog"
line=$(grep " game 1 (" "$tmp/v")
check $([ "$rc" = 2 ]; echo $?) "a Deck holding a card twice: exit 2" "exit $rc: $line"
check $(case "$line" in *"illegal at step 0: the setup"*"4.1.i"*) echo 0 ;; *) echo 1 ;; esac) \
  "... refused in the setup, naming CR 4.1.i" "$line"
run "$tmp/j" "$tmp/e" "$replay" verify --json "$tmp/bad.altlog"
check $(grep -q '"verdict":"illegal",.*"rule":"4.1.i, 3.2.2.d"' "$tmp/j"; echo $?) \
  "... verify --json gives the rules it cites as its rule field" "$(head -c 600 "$tmp/j")"

# A deck whose cards hold a Hero, with no Hero in the Hero slot (the writer
# puts every line of a list among the cards): a Hero never goes into the
# Deck (CR 1.3.1.c), so the game is refused at setup as verify's every
# reader of decks refuses it, as position check refuses such a deck list.
{ echo "1 ALT_CORE_B_BR_01_C"; for i in $(seq 29); do echo "1 ALT_CORE_B_BR_04_C"; done; } > "$tmp/hero_in_cards.txt"
"${writer[@]}" --seed 1 --deck0 "$tmp/hero_in_cards.txt" --out "$tmp/hero.altlog" > /dev/null 2>&1
run "$tmp/v" "$tmp/e" "$replay" verify "$tmp/hero.altlog"
line=$(grep " game 1 (" "$tmp/v")
check $([ "$rc" = 2 ] && case "$line" in *"illegal at step 0"*"1.3.1.c"*"Kojo & Booda"*) true ;; *) false ;; esac; echo $?) \
  "a Hero among a deck's cards, its Hero slot empty: exit 2, CR 1.3.1.c" "exit $rc: $line"

# A card the database knows but this build does not play yet (a design of
# Seeds of Unity, whose abilities are not encoded): the game is refused at
# setup, naming the design and its set, exit 4; never played as if the card
# had no text.
for i in $(seq 30); do echo "1 ALT_DUSTER_B_AX_101_C"; done > "$tmp/not_played.txt"
"${writer[@]}" --seed 1 --deck0 "$tmp/not_played.txt" --version-of "$replay" --out "$tmp/np.altlog" > /dev/null 2>&1
run "$tmp/v" "$tmp/e" "$replay" verify "$tmp/np.altlog"
line=$(grep " game 1 (" "$tmp/v")
check $([ "$rc" = 4 ] && case "$line" in *"unsupported at step 0"*"Axiom Exhibit (ALT_DUSTER_B_AX_101_C, Seeds of Unity)"*) true ;; *) false ;; esac; echo $?) \
  "a card not played yet: exit 4, the design and its set named" "exit $rc: $line"

# ------------------------------------------------------------ a cut game
"${writer[@]}" --seed 1 --steps 9 --out "$tmp/cut.altlog" > /dev/null 2>&1
run "$tmp/v" "$tmp/e" "$replay" verify "$tmp/cut.altlog"
line=$(grep " game 1 (" "$tmp/v")
check $([ "$rc" = 6 ]; echo $?) "a log cut after 9 steps: exit 6" "exit $rc: $line"
check $(case "$line" in *"unfinished: 9 steps verified"*) echo 0 ;; *) echo 1 ;; esac) \
  "... said to be unfinished, not verified" "$line"
run "$tmp/v" "$tmp/e" "$replay" verify --allow-unfinished --require-hashes "$tmp/cut.altlog"
check $([ "$rc" = 3 ] && grep -q "malformed at step 0: the log records no hash of the initial state" "$tmp/v"; echo $?) \
  "... --allow-unfinished does not let --require-hashes pass a game with no hash (exit 3)" "exit $rc: $(head -1 "$tmp/v")"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ] || exit 1
