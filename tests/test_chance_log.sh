#!/usr/bin/env bash
# test_chance_log.sh: recorded chance end to end (docs/log-format.md,
# "Chance"), through altered-replay verify: the recorded golden games
# verify and end on their pinned hashes, and each converted one hashes as
# its seeded twin at every step; the document's worked example prints what
# it says; an impossible outcome is illegal with its rule, a missing or an
# extra one malformed, a seeded log with outcomes malformed; a recorded
# shuffle that contradicts the answers after it (a Mana pick of a card it
# left in the Deck) is illegal at that step.
#
#   bash tests/test_chance_log.sh path/to/altered-replay
#
# One line per check, then "N passed, M failed"; 77 without python3
# (tools/logtool.py edits the logs).
set -u

replay=${1:?usage: test_chance_log.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
command -v python3 > /dev/null || { echo "skip: no python3 (tools/logtool.py needs one)"; exit 77; }
logtool=(python3 "$root/tools/logtool.py")
. "$(dirname "$0")/lib.sh"
golden="$root/corpora/games/recorded"

# ------------------------------------------------------ recorded golden games
converted=0 scratch=0 reshuffled_c=0 reshuffled_s=0
while IFS=$'\t' read -r file made from ruleset decks seed steps final setup_n step_n resh; do
  [ "$file" = file ] && continue
  run "$tmp/v" "$tmp/e" "$replay" verify "$golden/$file"
  check $([ "$rc" = 0 ] && grep -qF "ruleset $ruleset, recorded chance): verified $steps steps" "$tmp/v"; echo $?) \
    "$file verifies: $steps steps, recorded chance" "exit $rc: $(head -c 300 "$tmp/v" "$tmp/e")"
  "$replay" hashes "$golden/$file" > "$tmp/h" 2> /dev/null
  check $([ "$(tail -n 1 "$tmp/h")" = "$final" ]; echo $?) "$file ends on its pinned hash $final"
  n=$("${logtool[@]}" chance "$golden/$file" | python3 -c '
import sys
lines = sys.stdin.read().splitlines()
print(sum(len(l.split(": ", 1)[1].split(",")) for l in lines[1:]))')
  check $([ "$n" = "$step_n" ]; echo $?) "$file records $step_n outcomes in its steps" "got $n"
  if [ "$made" = converted ]; then
    converted=$((converted + 1))
    [ "$resh" -gt 0 ] && reshuffled_c=$((reshuffled_c + 1))
    "$replay" hashes "$golden/$from" > "$tmp/hs" 2> /dev/null
    check $(cmp -s "$tmp/h" "$tmp/hs"; echo $?) "$file hashes as its seeded twin $from at every step"
    check $(python3 "${logtool[1]}" info "$golden/$from" > /dev/null && "${logtool[@]}" chance "$golden/$from" |
            grep -qx "setup: "; echo $?) "$from, seeded, records no outcome"
  else
    scratch=$((scratch + 1))
    [ "$resh" -gt 0 ] && reshuffled_s=$((reshuffled_s + 1))
  fi
done < "$golden/MANIFEST.tsv"
check $([ "$converted" -ge 4 ] && [ "$scratch" -ge 4 ]; echo $?) \
  "$converted converted and $scratch scratch golden games (4 or more each)"
check $([ "$reshuffled_c" -ge 1 ] && [ "$reshuffled_s" -ge 1 ]; echo $?) \
  "a Discard pile shuffled into the Deck among both kinds ($reshuffled_c converted, $reshuffled_s scratch)"

# ------------------------------------------------ a fresh conversion, --json
"$replay" gen --seed 21 --games 2 --out "$tmp/s.altlog" > /dev/null 2>&1
run "$tmp/o" "$tmp/e" "$replay" record-chance "$tmp/s.altlog" "$tmp/r.altlog"
check $([ "$rc" = 0 ] && [ "$(grep -c "the same hashes" "$tmp/e")" = 2 ]; echo $?) \
  "record-chance of a fresh seeded archive: both games keep their hashes" "exit $rc: $(head -c 300 "$tmp/e")"
"$replay" hashes "$tmp/s.altlog" | grep -v "^#" > "$tmp/hs"    # the games' title lines name the chance
"$replay" hashes "$tmp/r.altlog" | grep -v "^#" > "$tmp/hr"
check $(cmp -s "$tmp/hs" "$tmp/hr"; echo $?) "the converted archive's hashes are the seeded one's, line for line"
run "$tmp/j" "$tmp/e" "$replay" verify --json "$tmp/r.altlog"
check $(python3 -c '
import json, sys
objs = [o for o in map(json.loads, open(sys.argv[1])) if o.get("type") == "game"]
assert len(objs) == 2 and all(o["chance"] == "recorded" and o["verdict"] == "verified" for o in objs)' "$tmp/j"; echo $?) \
  "verify --json: \"chance\":\"recorded\", verified"
expect() {  # expect WANT-RC TEXT DESCRIPTION FILE: verify exits WANT-RC and says TEXT
  run "$tmp/v" "$tmp/e" "$replay" verify "$4"
  check $([ "$rc" = "$1" ] && grep -qF -- "$2" "$tmp/v"; echo $?) "$3: exit $1" "exit $rc: $(head -c 400 "$tmp/v" "$tmp/e")"
}
run "$tmp/o" "$tmp/e" "$replay" record-chance "$tmp/r.altlog" "$tmp/rr.altlog"
check $([ "$rc" = 64 ] && grep -qF "already records its chance" "$tmp/e"; echo $?) \
  "record-chance of a recorded log is refused (exit 64)" "exit $rc"
run "$tmp/o" "$tmp/e" "$replay" record-chance "$root/corpora/games/sum_win_p1_seeds_s1.altlog" "$tmp/old.altlog"
check $([ "$rc" = 4 ] && grep -qF "seeds-1 has no state encoding for recorded chance" "$tmp/e" && [ ! -e "$tmp/old.altlog" ]; echo $?) \
  "record-chance of a seeds-1 log: unsupported (exit 4), nothing written" "exit $rc"

# --------------------------------------------------- outcomes refused
dice="$golden/dice_heroes_scratch_seeds_s326.altlog"
die_step=$("${logtool[@]}" chance "$dice" | awk -F': ' 'NR > 1 && $2 !~ /,/ { print $1; exit }')
check $([ -n "$die_step" ]; echo $?) "the dice game has a step with one outcome (a die: step $die_step)"
"${logtool[@]}" set-chance "$dice" "$tmp/d7.altlog" --step "$die_step" --values 7
expect 2 "illegal at step $die_step: chance outcome 1, 7, for the die (CR 7.3.19)" "a die showing 7 is illegal, with CR 7.3.19" "$tmp/d7.altlog"
"${logtool[@]}" set-chance "$dice" "$tmp/d0.altlog" --step "$die_step" --values 0
expect 2 "CR 7.3.19: a six-sided die shows 1 to 6" "a die showing 0 is illegal" "$tmp/d0.altlog"
"${logtool[@]}" set-chance "$dice" "$tmp/dnone.altlog" --step "$die_step" --values ""
expect 3 "malformed at step $die_step: the log records 0 chance outcomes here, and the rules call for more: the die (CR 7.3.19)" \
  "a die roll the step does not record: malformed, naming the event" "$tmp/dnone.altlog"
"${logtool[@]}" set-chance "$dice" "$tmp/dtwo.altlog" --step "$die_step" --values 3,4
expect 3 "the log records 2 chance outcomes here; the rules called for 1" "one outcome too many: malformed" "$tmp/dtwo.altlog"
"${logtool[@]}" set-chance "$tmp/s.altlog" "$tmp/seeded_extra.altlog" --step 3 --values 1
expect 3 "a seeded log records no chance outcomes" "a seeded log whose step records an outcome: malformed" \
  "$tmp/seeded_extra.altlog"
"${logtool[@]}" set-chance "$tmp/s.altlog" "$tmp/seeded_setup.altlog" --setup --values 1,2
expect 3 "a seeded log records no setup chance outcomes" "a seeded log with setup outcomes: malformed" \
  "$tmp/seeded_setup.altlog"
"${logtool[@]}" set-header "$tmp/r.altlog" "$tmp/enc4.altlog" --hash-encoding 4
expect 3 "a recorded log names encoding 5 or later" "a recorded log naming hash encoding 4: malformed" "$tmp/enc4.altlog"

# A recorded shuffle the answers contradict: the first player's Deck
# reversed, so the six cards its Mana picks name are not those drawn. The
# hashes are taken out (they would diverge first): legality alone.
"${logtool[@]}" chance "$tmp/r.altlog" | head -n 1 | python3 -c '
import sys
v = [int(x) for x in sys.stdin.read().split(": ", 1)[1].split(",")]
first, n = v[6], (len(v) - 7) // 2
lo = 7 + first * n
v[lo:lo + n] = v[lo:lo + n][::-1]
print(",".join(map(str, v)))' > "$tmp/reversed"
"${logtool[@]}" strip-hashes "$tmp/r.altlog" "$tmp/nohash.altlog"
"${logtool[@]}" set-chance "$tmp/nohash.altlog" "$tmp/rev.altlog" --setup --values "$(cat "$tmp/reversed")"
expect 2 "illegal at step 1: " "a Mana pick of a card the recorded shuffle left in the Deck: illegal at step 1" "$tmp/rev.altlog"

# ------------------------------------- docs/log-format.md's worked example
doc="$root/docs/log-format.md"
block() { doc_block "$doc" "$1"; }   # tests/lib.sh
(
  cd "$tmp" || exit 1
  altered-replay() { "$replay" "$@"; }
  tools/logtool.py() { "${logtool[@]}" "$@"; }
  block chance-commands > commands.sh
  # shellcheck disable=SC1091
  . ./commands.sh > example.out 2>&1
) 2> /dev/null
check $(diff <(block chance-outcomes) <(grep "^setup: " "$tmp/example.out") > "$tmp/d"; echo $?) \
  "docs/log-format.md: logtool.py chance prints the example's outcomes" "$(head -c 300 "$tmp/d")"
check $(diff <(block chance-verify) <(grep " game 1 (" "$tmp/example.out") > "$tmp/d"; echo $?) \
  "docs/log-format.md: verify prints the example's refusal" "$(head -c 400 "$tmp/d")"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
