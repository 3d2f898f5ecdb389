#!/usr/bin/env bash
# test_step_positions.sh: logs whose steps carry the writer's own position
# (Step.position, docs/log-format.md "Positions in a log"), end to end
# through altered-replay verify: such a log verifies as before; at a
# divergent step verify names the differing fields, in words and in JSON,
# as `diff` names them; a position that does not decode is said to, with a
# verdict and no crash; a step with a position and no hash is compared
# through the position.
#
#   bash tests/test_step_positions.sh path/to/altered-replay
#
# The logs are made here with `gen` and tools/logtool.py, never pinned:
# the hashes of a ruleset may change under this test, the checks may not.
# One line per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed";
# 77 when there is no python3 to edit logs with.
set -u

replay=${1:?usage: test_step_positions.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
command -v python3 > /dev/null || { echo "skip: no python3 (tools/logtool.py needs one)"; exit 77; }
logtool=(python3 "$root/tools/logtool.py")
. "$(dirname "$0")/lib.sh"

# The game lines of a verify report with the file's name taken out, so
# that two copies of one game compare.
games_of() { grep " game [0-9]* (" "$1" | sed 's/^[^ ]* game/game/'; }

# ------------------------------------------------- positions change nothing
"$replay" gen --seed 11 --games 2 --out "$tmp/base.altlog" > /dev/null 2>&1
check $? "gen --seed 11 --games 2"
"${logtool[@]}" attach-positions "$tmp/base.altlog" "$tmp/p1.altlog" --replay "$replay" --game 1 &&
  "${logtool[@]}" attach-positions "$tmp/p1.altlog" "$tmp/pos.altlog" --replay "$replay" --game 2 --json
check $? "attach-positions: binary positions on game 1, JSON on game 2"
"${logtool[@]}" get-position "$tmp/pos.altlog" --game 1 --step 3 > "$tmp/g1s3"
"${logtool[@]}" get-position "$tmp/pos.altlog" --game 2 --step 3 > "$tmp/g2s3"
check $([ "$(head -c 4 "$tmp/g1s3")" = ALTP ] && [ "$(head -c 1 "$tmp/g2s3")" = "{" ]; echo $?) \
  "the steps carry them: ALTP in game 1, a JSON document in game 2"
run "$tmp/want" "$tmp/e" "$replay" verify "$tmp/base.altlog"; want_rc=$rc
run "$tmp/got" "$tmp/e" "$replay" verify "$tmp/pos.altlog"
check $([ "$want_rc" = 0 ] && [ "$rc" = 0 ] && [ "$(games_of "$tmp/want")" = "$(games_of "$tmp/got")" ]; echo $?) \
  "a log with positions verifies as without them, line for line (exit $rc)" "$(diff <(games_of "$tmp/want") <(games_of "$tmp/got") | head -4)"
"$replay" hashes --recorded "$tmp/base.altlog" > "$tmp/h1" 2>&1
"$replay" hashes --recorded "$tmp/pos.altlog" > "$tmp/h2" 2>&1
"$replay" hashes "$tmp/pos.altlog" > "$tmp/h3" 2>&1
check $(cmp -s "$tmp/h1" "$tmp/h2" && cmp -s "$tmp/h1" "$tmp/h3"; echo $?) "the same recorded and replayed hashes"
run "$tmp/wantj" "$tmp/e" "$replay" verify --json "$tmp/base.altlog"
run "$tmp/gotj" "$tmp/e" "$replay" verify --json "$tmp/pos.altlog"
check $(python3 -c '
import json, sys
def games(p):
    out = []
    for l in open(p):
        o = json.loads(l)
        if o["type"] == "game":
            o.pop("file")
            out.append(o)
    return out
a, b = games(sys.argv[1]), games(sys.argv[2])
assert len(a) == 2 and a == b, (a, b)
assert not any("position" in o or "differs" in o or "positions_compared" in o for o in b)' "$tmp/wantj" "$tmp/gotj"; echo $?) \
  "verify --json: the same game objects, and no position keys for a verified game"
# A golden game too (its hashes come from corpora/, whatever they are).
golden=$(ls "$root"/corpora/games/*.altlog | head -1)
"${logtool[@]}" attach-positions "$golden" "$tmp/golden.altlog" --replay "$replay"
run "$tmp/want" "$tmp/e" "$replay" verify "$golden"; want_rc=$rc
run "$tmp/got" "$tmp/e" "$replay" verify "$tmp/golden.altlog"
check $([ "$rc" = "$want_rc" ] && [ "$(games_of "$tmp/want")" = "$(games_of "$tmp/got")" ]; echo $?) \
  "$(basename "$golden") with positions attached: the same verdict (exit $rc)"

# ------------------------------------------------------- a staged divergence
# Game 2 (JSON positions), step k: its hash and one field of its position
# altered. verify names exactly that field, with our value and theirs.
n2=$("${logtool[@]}" info "$tmp/pos.altlog" | sed -n 's/^game 2: \([0-9]*\) steps$/\1/p')
k=$((n2 / 2))
"$replay" state "$tmp/pos.altlog" --game 2 --step "$k" --json --out "$tmp/ours.json"
b=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["players"][1]["zones"]["mana"][0]["boosts"])' "$tmp/ours.json")
check $([ -n "$b" ]; echo $?) "step $k of game 2: player 1's first Mana card has $b boosts"
field="players[1].zones.mana[0].boosts"
line="$field: $b vs $((b + 2))"
"${logtool[@]}" set-hash "$tmp/pos.altlog" "$tmp/h.altlog" --game 2 --step "$k" &&
  "${logtool[@]}" edit-position "$tmp/h.altlog" "$tmp/div.altlog" --game 2 --step "$k" "$field=$((b + 2))"
check $? "set-hash and edit-position $field=$((b + 2)) at game 2, step $k"
run "$tmp/v" "$tmp/e" "$replay" verify --game 2 "$tmp/div.altlog"
check $([ "$rc" = 1 ] && grep -q "): diverged at step $k: " "$tmp/v"; echo $?) "verify: diverged at step $k, exit 1" \
  "exit $rc: $(head -c 300 "$tmp/v" "$tmp/e")"
check $(grep -qxF "  the position the log records after the step differs from ours in 1 field (ours vs theirs):" "$tmp/v" &&
        grep -qxF "    $line" "$tmp/v"; echo $?) "verify names the one differing field: $line" "$(grep -A3 'position the log' "$tmp/v")"
check $(grep -q "^  expected hash [0-9a-f]\{16\}, actual [0-9a-f]\{16\}$" "$tmp/v"; echo $?) "and both hashes, as before"
# The very line diff prints between our state and theirs.
"${logtool[@]}" get-position "$tmp/div.altlog" --game 2 --step "$k" > "$tmp/theirs.json"
run "$tmp/d" "$tmp/e" "$replay" diff "$tmp/ours.json" "$tmp/theirs.json"
check $([ "$rc" = 1 ] && [ "$(cat "$tmp/d")" = "$line" ]; echo $?) "diff OURS THEIRS prints that line alone" "exit $rc: $(head -3 "$tmp/d")"
run "$tmp/j" "$tmp/e" "$replay" verify --json --game 2 "$tmp/div.altlog"
check $([ "$rc" = 1 ] && python3 -c '
import json, sys
g = [o for o in map(json.loads, open(sys.argv[1])) if o["type"] == "game"]
assert len(g) == 1, g
g = g[0]
assert g["verdict"] == "diverged" and g["step"] == int(sys.argv[2]), g
assert g["position"] == "differs" and g["differs_total"] == 1, g
assert g["differs"] == [{"path": sys.argv[3], "ours": sys.argv[4], "theirs": sys.argv[5]}], g["differs"]
' "$tmp/j" "$k" "$field" "$b" "$((b + 2))"; echo $?) "verify --json: position differs, differs [{path: $field, ours: $b, theirs: $((b + 2))}]" \
  "exit $rc: $(head -c 600 "$tmp/j")"
run "$tmp/v1" "$tmp/e" "$replay" verify "$tmp/div.altlog"
run "$tmp/v2" "$tmp/e" "$replay" verify -j 2 "$tmp/div.altlog"
check $(cmp -s "$tmp/v1" "$tmp/v2"; echo $?) "verify -j 2 prints what -j 1 prints"

# A hash altered and a position that equals ours: the states agree.
"${logtool[@]}" set-hash "$tmp/pos.altlog" "$tmp/eq.altlog" --game 1 --step 5
run "$tmp/v" "$tmp/e" "$replay" verify --game 1 "$tmp/eq.altlog"
check $([ "$rc" = 1 ] && grep -qF "the position the log records after the step equals ours" "$tmp/v"; echo $?) \
  "an altered hash with an equal position: diverged, and the positions are said to agree" "exit $rc"

# Another step's state in its place: far too many fields, capped at 20.
n1=$("${logtool[@]}" info "$tmp/pos.altlog" | sed -n 's/^game 1: \([0-9]*\) steps$/\1/p')
"$replay" state "$tmp/pos.altlog" --game 1 --step "$n1" --binary --out "$tmp/far.bin"
"${logtool[@]}" set-position "$tmp/eq.altlog" "$tmp/far.altlog" --game 1 --step 5 --file "$tmp/far.bin"
run "$tmp/v" "$tmp/e" "$replay" verify --game 1 "$tmp/far.altlog"
total=$(sed -n 's/^  the position the log records after the step differs from ours in \([0-9]*\) fields .*/\1/p' "$tmp/v")
shown=$(sed -n '/differs from ours in/,/^  state before/p' "$tmp/v" | grep -c '^    [^ ].*: .* vs ')
check $([ "$rc" = 1 ] && [ "${total:-0}" -gt 20 ] && [ "$shown" = 20 ] &&
        grep -qx "    and $((total - 20)) more" "$tmp/v"; echo $?) \
  "a far position: 20 field lines of $total, then 'and $((${total:-20} - 20)) more'" "exit $rc, shown $shown"
run "$tmp/j" "$tmp/e" "$replay" verify --json --game 1 "$tmp/far.altlog"
check $(python3 -c '
import json, sys
g = [o for o in map(json.loads, open(sys.argv[1])) if o["type"] == "game"][0]
assert g["differs_total"] == int(sys.argv[2]) and len(g["differs"]) == 20, g
assert all(set(d) <= {"path", "ours", "theirs", "elements"} for d in g["differs"])' "$tmp/j" "${total:-0}"; echo $?) \
  "verify --json: differs holds 20 of differs_total $total"

# ------------------------------------------------------- positions that do not decode
# Garbage where a position should be, text and binary: diverged (the hash
# says so), the position said not to decode, never a crash.
head -c 40 "$tmp/far.bin" > "$tmp/cut.bin"
python3 -c 'import random, sys; sys.stdout.buffer.write(random.Random(7).randbytes(3000))' > "$tmp/noise.bin"
printf 'ALTP' | cat - "$tmp/noise.bin" > "$tmp/altp_noise.bin"
i=0
for bad_pos in text:not-a-position file:"$tmp/cut.bin" file:"$tmp/noise.bin" file:"$tmp/altp_noise.bin"; do
  i=$((i + 1))
  case "$bad_pos" in
    text:*) "${logtool[@]}" set-position "$tmp/h.altlog" "$tmp/bad$i.altlog" --game 2 --step "$k" --text "${bad_pos#text:}" ;;
    file:*) "${logtool[@]}" set-position "$tmp/h.altlog" "$tmp/bad$i.altlog" --game 2 --step "$k" --file "${bad_pos#file:}" ;;
  esac
  run "$tmp/v" "$tmp/e" "$replay" verify --game 2 "$tmp/bad$i.altlog"
  check $([ "$rc" = 1 ] && grep -q "): diverged at step $k: " "$tmp/v" &&
          grep -q "^  the position the log records after the step does not decode: ." "$tmp/v"; echo $?) \
    "a garbage position ($(basename "${bad_pos#*:}")): diverged, exit 1, 'does not decode'" "exit $rc: $(head -c 400 "$tmp/v" "$tmp/e")"
  run "$tmp/j" "$tmp/e" "$replay" verify --json --game 2 "$tmp/bad$i.altlog"
  check $([ "$rc" = 1 ] && python3 -c '
import json, sys
g = [o for o in map(json.loads, open(sys.argv[1])) if o["type"] == "game"][0]
assert g["verdict"] == "diverged" and g["position"] == "undecodable" and g["position_error"], g
assert "differs" not in g' "$tmp/j"; echo $?) "  and in JSON: position undecodable, with position_error" "exit $rc"
done

# ------------------------------------------------------- no hash, a position
# Hashes stripped: the positions are compared instead.
"${logtool[@]}" strip-hashes "$tmp/pos.altlog" "$tmp/nh.altlog" --game 2
run "$tmp/v" "$tmp/e" "$replay" verify --game 2 "$tmp/nh.altlog"
check $([ "$rc" = 0 ] && grep -qF "(their hashes are absent): $n2 steps, " "$tmp/v" &&
        grep -qF "verified, $n2 of $((n2 + 1)) states compared through the positions the log records, 1 of $((n2 + 1)) for legality only (their hashes are absent): " "$tmp/v"; echo $?) \
  "no hashes, positions on every step: verified, $n2 states compared through them (exit $rc)" "$(head -c 400 "$tmp/v")"
run "$tmp/j" "$tmp/e" "$replay" verify --json --game 2 "$tmp/nh.altlog"
check $(python3 -c '
import json, sys
g = [o for o in map(json.loads, open(sys.argv[1])) if o["type"] == "game"][0]
assert g["verdict"] == "verified" and g["positions_compared"] == int(sys.argv[2]) and g["hashes_absent"] == 1, g' \
  "$tmp/j" "$n2"; echo $?) "verify --json: positions_compared $n2, hashes_absent 1 (the initial state)"
"${logtool[@]}" edit-position "$tmp/nh.altlog" "$tmp/nhdiv.altlog" --game 2 --step "$k" "$field=$((b + 2))"
run "$tmp/v" "$tmp/e" "$replay" verify --game 2 "$tmp/nhdiv.altlog"
check $([ "$rc" = 1 ] && grep -q "): diverged at step $k: the state after the step differs from the position the log records" "$tmp/v" &&
        grep -q "^  no hash recorded; ours [0-9a-f]\{16\}$" "$tmp/v" && grep -qxF "    $line" "$tmp/v"; echo $?) \
  "no hash, one field altered: diverged at step $k, naming $field (exit $rc)" "$(head -c 500 "$tmp/v")"
"${logtool[@]}" set-position "$tmp/nh.altlog" "$tmp/nhbad.altlog" --game 2 --step "$k" --text '{"format_version":'
run "$tmp/v" "$tmp/e" "$replay" verify --game 2 "$tmp/nhbad.altlog"
check $([ "$rc" = 3 ] && grep -q "): malformed at step $k: the position the step records does not decode: " "$tmp/v"; echo $?) \
  "no hash, a position that does not decode: malformed at step $k, exit 3" "exit $rc: $(head -c 400 "$tmp/v" "$tmp/e")"
# Binary positions (game 1), no hashes: verified through them; another
# step's state in step 5's place diverges there.
"${logtool[@]}" strip-hashes "$tmp/pos.altlog" "$tmp/nhb.altlog" --game 1
run "$tmp/v" "$tmp/e" "$replay" verify --game 1 "$tmp/nhb.altlog"
check $([ "$rc" = 0 ] && grep -qF "$n1 of $((n1 + 1)) states compared through the positions the log records" "$tmp/v"; echo $?) \
  "binary positions, no hashes: verified, $n1 states compared through them (exit $rc)" "$(head -c 300 "$tmp/v")"
"${logtool[@]}" set-position "$tmp/nhb.altlog" "$tmp/nhbfar.altlog" --game 1 --step 5 --file "$tmp/far.bin"
run "$tmp/v" "$tmp/e" "$replay" verify --game 1 "$tmp/nhbfar.altlog"
check $([ "$rc" = 1 ] && grep -q "): diverged at step 5: the state after the step differs from the position the log records" "$tmp/v" &&
        grep -q "^    and [0-9]* more$" "$tmp/v"; echo $?) "binary positions, no hashes, another state at step 5: diverged there (exit $rc)"
# Only steps without a hash are compared through their position: one
# without a hash but an equal position passes, and the rest is as before.
"${logtool[@]}" strip-hashes "$tmp/pos.altlog" "$tmp/one.altlog" --game 1 --step 4
run "$tmp/v" "$tmp/e" "$replay" verify --game 1 "$tmp/one.altlog"
check $([ "$rc" = 0 ] && grep -qF "1 of " "$tmp/v" && grep -qF "states compared through the positions" "$tmp/v" &&
        ! grep -qF "for legality only" "$tmp/v"; echo $?) "one hash stripped: that state is compared through its position" \
  "exit $rc: $(head -c 300 "$tmp/v")"

# docs/log-format.md's worked example: its commands, run here, print its lines.
doc="$root/docs/log-format.md"
block() { doc_block "$doc" "$1"; }   # tests/lib.sh
(
  cd "$tmp" || exit 1
  altered-replay() { "$replay" "$@"; }
  tools/logtool.py() { "${logtool[@]}" "$@"; }
  block commands | sed -e 's|--replay altered-replay|--replay "$replay"|' > commands.sh
  sed '$d' commands.sh > make.sh      # every command but the last makes the log
  tail -n 1 commands.sh > show.sh     # the last prints what the document shows
  # shellcheck disable=SC1091
  . ./make.sh > /dev/null 2>&1
  # shellcheck disable=SC1091
  . ./show.sh > example.out 2>&1
) 2> /dev/null
want=$(block verify | wc -l)
check $([ "$want" -gt 3 ] && diff <(block verify) <(head -n "$want" "$tmp/example.out") > "$tmp/d"; echo $?) \
  "docs/log-format.md: the worked example's commands print its lines" "$(head -5 "$tmp/d")"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
