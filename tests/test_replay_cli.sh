#!/usr/bin/env bash
# test_replay_cli.sh: the altered-replay command line, end to end, against the
# golden games of corpora/games/ and damaged copies of them.
#
#   bash tests/test_replay_cli.sh path/to/altered-replay
#
# One line per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed";
# exits 1 when any check failed. Damaged logs are made by tools/logtool.py
# (a stdlib-only protobuf wire-format editor). Under sanitizers a report
# exits with 198/199, so it reads as a crash (>= 128), never as a verdict.
set -u

replay=${1:?usage: test_replay_cli.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
golden="$root/corpora/games"
manifest="$golden/MANIFEST.tsv"
logtool=(python3 "$root/tools/logtool.py")
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=199"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}exitcode=198"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() {  # check CONDITION-RESULT(0/1) DESCRIPTION [DETAIL]
  if [ "$1" = 0 ]; then ok "$2"; else bad "$2${3:+ ($3)}"; fi
}

# run OUT ERR CMD...: runs the command, stdout to OUT, stderr to ERR; sets rc.
rc=0
run() {
  local o=$1 e=$2
  shift 2
  "$@" > "$o" 2> "$e"
  rc=$?
}
# expect_rc WANT DESCRIPTION CMD...: the command exits with WANT.
expect_rc() {
  local want=$1 what=$2
  shift 2
  run "$tmp/out" "$tmp/err" "$@"
  if [ "$rc" = "$want" ]; then ok "$what: exit $rc"; else bad "$what: exit $rc, want $want: $(head -c 300 "$tmp/err")"; fi
}

if [ ! -x "$replay" ]; then
  echo "FAIL: $replay is not an executable"
  echo "0 passed, 1 failed"
  exit 1
fi
if [ ! -s "$manifest" ]; then
  echo "FAIL: $manifest is missing (tools/make_golden.sh makes it)"
  echo "0 passed, 1 failed"
  exit 1
fi

# ---------------------------------------------------------------- golden games
files=()
declare -A steps_of
while IFS=$'\t' read -r file ruleset seed steps days winner rule final features; do
  [ "$file" = file ] && continue
  path="$golden/$file"
  files+=("$path")
  steps_of[$path]=$steps
  run "$tmp/v" "$tmp/e" "$replay" verify "$path"
  check $([ "$rc" = 0 ] && grep -q "verified $steps steps, $days days, winner P$winner by $rule" "$tmp/v"; echo $?) \
    "$file verifies: $steps steps, $days days, P$winner by $rule" "exit $rc: $(cat "$tmp/v" "$tmp/e" | head -c 300)"
  run "$tmp/h" "$tmp/e" "$replay" hashes "$path"
  got=$(tail -1 "$tmp/h")
  check $([ "$rc" = 0 ] && [ "$got" = "$final" ]; echo $?) "$file final hash $final" "got '$got', exit $rc"
  lines=$(wc -l < "$tmp/h")
  check $([ "$lines" = $((steps + 1)) ]; echo $?) "$file: hashes prints steps+1 = $((steps + 1)) lines" "got $lines"
  run "$tmp/r" "$tmp/e" "$replay" hashes --recorded "$path"
  check $(cmp -s "$tmp/h" "$tmp/r"; echo $?) "$file: hashes --recorded equals the replayed hashes"
done < "$manifest"
check $([ "${#files[@]}" -ge 30 ]; echo $?) "MANIFEST.tsv lists ${#files[@]} golden games (30 or more)"

# verify --json: one object per game, over all golden files and a 5-game archive.
run "$tmp/j" "$tmp/e" "$replay" verify --json "${files[@]}"
n=$(python3 -c '
import json, sys
objs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert all(isinstance(o, dict) and o["verdict"] == "verified" and o["game"] == 1 for o in objs)
print(len(objs))' "$tmp/j" 2> /dev/null || echo error)
check $([ "$rc" = 0 ] && [ "$n" = "${#files[@]}" ]; echo $?) \
  "verify --json on ${#files[@]} golden files: one verified object per game" "exit $rc, got $n"
"$replay" gen --seed 500 --games 5 --out "$tmp/five.altlog" 2> "$tmp/gen5.err"
run "$tmp/j" "$tmp/e" "$replay" verify --json "$tmp/five.altlog"
n=$(python3 -c '
import json, sys
objs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert [o["game"] for o in objs] == list(range(1, len(objs) + 1))
print(len(objs))' "$tmp/j" 2> /dev/null || echo error)
check $([ "$rc" = 0 ] && [ "$n" = 5 ]; echo $?) "verify --json on a 5-game archive prints 5 objects, games 1..5" \
  "exit $rc, got $n"

# The helper itself: decoding and re-encoding changes no byte.
"${logtool[@]}" roundtrip "${files[0]}" "$tmp/rt.altlog"
check $(cmp -s "${files[0]}" "$tmp/rt.altlog"; echo $?) "logtool.py re-encodes a golden archive byte for byte"

# ------------------------------------------------------------ damaged logs
base="$golden/$(awk -F'\t' '$1 ~ /^meet_arena_seeds_/ { print $1; exit }' "$manifest")"
[ -f "$base" ] || base=${files[0]}
nsteps=${steps_of[$base]}
"${logtool[@]}" steps "$base" > "$tmp/steps.txt"

# A recorded hash changed at step K: diverged, and the report names step K.
k=$((nsteps / 2))
"${logtool[@]}" set-hash "$base" "$tmp/hash.altlog" --step "$k"
expect_rc 1 "hash corrupted at step $k" "$replay" verify "$tmp/hash.altlog"
check $(grep -q "diverged at step $k:" "$tmp/out"; echo $?) "the divergence report names step $k"
check $(grep -q "expected hash" "$tmp/out"; echo $?) "the divergence report gives both hashes"
"${logtool[@]}" set-hash "$base" "$tmp/hash1.altlog" --step "$nsteps"
expect_rc 1 "hash corrupted at the last step $nsteps" "$replay" verify "$tmp/hash1.altlog"
check $(grep -q "diverged at step $nsteps:" "$tmp/out"; echo $?) "the divergence report names step $nsteps"

rule_re='[0-9]+\.[0-9]+(\.[0-9a-z]+)*:'
# illegal_case NAME K FILE: verify exits 2, names step K and a rule number.
illegal_case() {
  local what=$1 k=$2 f=$3
  expect_rc 2 "$what at step $k" "$replay" verify "$f"
  check $(grep -q "illegal at step $k:" "$tmp/out"; echo $?) "$what: the report names step $k" "$(head -1 "$tmp/out")"
  check $(head -1 "$tmp/out" | grep -Eq "$rule_re"; echo $?) "$what: the report cites a rule number" \
    "$(head -1 "$tmp/out")"
}
# Step 2 is an opening Mana pick: pick again the card step 1 put in Mana.
obj1=$(awk '$1 == 1 { print $4 }' "$tmp/steps.txt")
"${logtool[@]}" set-action "$base" "$tmp/act1.altlog" --step 2 "object=$obj1"
illegal_case "a Mana pick of a card no longer in Hand" 2 "$tmp/act1.altlog"
# A play from Hand in the middle of the game names a card of the player's Mana.
read -r kp pp < <(awk -v h=$((nsteps / 2)) '$1 >= h && $2 == 4 { print $1, $3; exit }' "$tmp/steps.txt")
mana_obj=$(awk -v p="$pp" '$2 == 1 && $3 == p { print $4; exit }' "$tmp/steps.txt")
"${logtool[@]}" set-action "$base" "$tmp/act2.altlog" --step "$kp" "object=$mana_obj"
illegal_case "a play of a card in Mana" "$kp" "$tmp/act2.altlog"
# The wrong player at an Afternoon turn.
"${logtool[@]}" set-action "$base" "$tmp/act3.altlog" --step "$kp" "player=$((1 - pp))"
illegal_case "a turn taken by the wrong player" "$kp" "$tmp/act3.altlog"
# An action kind the decision does not take (a Keep during the Afternoon).
"${logtool[@]}" set-action "$base" "$tmp/act4.altlog" --step "$kp" kind=7
expect_rc 2 "an action of the wrong kind at step $kp" "$replay" verify "$tmp/act4.altlog"
check $(grep -q "illegal at step $kp:" "$tmp/out"; echo $?) "wrong kind: the report names step $kp"

# Truncated mid-game, empty, a 2 GB length prefix.
size=$(stat -c %s "$base")
head -c $((size / 2)) "$base" > "$tmp/trunc.altlog"
expect_rc 3 "an archive truncated mid-game" "$replay" verify "$tmp/trunc.altlog"
head -c 1 "$base" > "$tmp/trunc1.altlog"
expect_rc 3 "an archive truncated after its first byte" "$replay" verify "$tmp/trunc1.altlog"
: > "$tmp/empty.altlog"
expect_rc 3 "an empty file" "$replay" verify "$tmp/empty.altlog"
expect_rc 3 "a missing file" "$replay" verify "$tmp/no-such-file.altlog"
"${logtool[@]}" huge-prefix "$tmp/huge.altlog"
start=$(date +%s%N)
expect_rc 3 "a length prefix claiming 2 GB" "$replay" verify "$tmp/huge.altlog"
ms=$((($(date +%s%N) - start) / 1000000))
check $([ "$ms" -lt 2000 ]; echo $?) "the 2 GB prefix is refused quickly (${ms} ms)"
"${logtool[@]}" huge-prefix "$tmp/huge2.altlog" --bytes $((1 << 62))
expect_rc 3 "a length prefix claiming 2^62 bytes" "$replay" verify "$tmp/huge2.altlog"

# Header versions and cards.
"${logtool[@]}" set-header "$base" "$tmp/rs.altlog" --ruleset seeds-99
expect_rc 4 "ruleset version seeds-99" "$replay" verify "$tmp/rs.altlog"
"${logtool[@]}" set-header "$base" "$tmp/rs2.altlog" --ruleset seeds
expect_rc 4 "an unversioned ruleset name" "$replay" verify "$tmp/rs2.altlog"
"${logtool[@]}" set-header "$base" "$tmp/card.altlog" --card 1 4 ALT_CORE_B_XX_99_C
expect_rc 4 "an unknown card reference in a deck" "$replay" verify "$tmp/card.altlog"
check $(grep -q "ALT_CORE_B_XX_99_C" "$tmp/out"; echo $?) "the report names the unknown card"
"${logtool[@]}" set-header "$base" "$tmp/fv.altlog" --format-version 2
expect_rc 3 "log format version 2" "$replay" verify "$tmp/fv.altlog"
"${logtool[@]}" set-header "$base" "$tmp/he.altlog" --hash-encoding 99
expect_rc 3 "state hash encoding 99" "$replay" verify "$tmp/he.altlog"

# Random byte flips: in the steps of a game, a verdict 1, 2 or 3; anywhere in
# the file, any verdict 1-4; never a crash.
for s in $(seq 1 12); do
  nflip=$((s % 2 ? 1 : 3))
  "${logtool[@]}" flip "$tmp/five.altlog" "$tmp/flip.altlog" --seed "$s" --count "$nflip" --in-steps 3
  run "$tmp/out" "$tmp/err" "$replay" verify "$tmp/flip.altlog"
  check $([ "$rc" -ge 1 ] && [ "$rc" -le 3 ]; echo $?) "$nflip byte(s) flipped in game 3's steps (seed $s): exit $rc" \
    "$(head -c 300 "$tmp/err")"
done
for s in $(seq 1 8); do
  "${logtool[@]}" flip "$base" "$tmp/flip.altlog" --seed "$s" --count 4
  run "$tmp/out" "$tmp/err" "$replay" verify "$tmp/flip.altlog"
  check $([ "$rc" -ge 1 ] && [ "$rc" -le 4 ]; echo $?) "4 bytes flipped in the middle of the file (seed $s): exit $rc" \
    "$(head -c 300 "$tmp/err")"
  for sub in dump hashes; do
    run "$tmp/out" "$tmp/err" "$replay" "$sub" "$tmp/flip.altlog"
    check $([ "$rc" -lt 128 ]; echo $?) "$sub on the flipped file (seed $s) does not crash: exit $rc" \
      "$(head -c 300 "$tmp/err")"
  done
done

# ---------------------------------------------------------------- gen
"$replay" gen --seed 77 --games 3 --out "$tmp/a.altlog" 2> "$tmp/gen.err"
gen_rc=$?
"$replay" gen --seed 77 --games 3 --out "$tmp/b.altlog" 2> /dev/null
check $([ "$gen_rc" = 0 ] && cmp -s "$tmp/a.altlog" "$tmp/b.altlog"; echo $?) \
  "gen twice with seed 77 gives byte-identical archives"
check $(grep -Eq "3 games, [0-9]+ steps" "$tmp/gen.err"; echo $?) "gen reports games and steps on stderr"
"$replay" gen --seed 77 --games 1 --ruleset cr3 --out "$tmp/c.altlog" 2> /dev/null
check $(! cmp -s <(head -c 200 "$tmp/a.altlog") <(head -c 200 "$tmp/c.altlog"); echo $?) \
  "gen --ruleset cr3 records another header"
expect_rc 4 "gen --ruleset nonsense" "$replay" gen --seed 1 --ruleset nonsense --out "$tmp/x.altlog"
# gen's default decks: Constructed with Heroes, the seed choosing the pair.
"$replay" gen --seed 2 --games 2 --out "$tmp/heroes.altlog" 2> /dev/null
"$replay" state "$tmp/heroes.altlog" --step 1 --game 1 > "$tmp/heroes.txt" 2>&1
check $(grep -q "Hero .*Nevenka & Blotch (ALT_CORE_B_LY_01_C)" "$tmp/heroes.txt" &&
        grep -q "Hero .*(ALT_CORE_B_MU_" "$tmp/heroes.txt"; echo $?) \
  "gen's default decks for seed 2: Lyra against Muna, each with its Hero"
"$replay" state "$tmp/heroes.altlog" --step 1 --game 2 > "$tmp/heroes2.txt" 2>&1
check $(grep -q "Hero .*(ALT_CORE_B_MU_" "$tmp/heroes2.txt" && grep -q "Hero .*(ALT_CORE_B_OR_" "$tmp/heroes2.txt"; echo $?) \
  "gen's default decks for seed 3: Muna against Ordis"
"$replay" gen --seed 2 --games 1 --decks limited --out "$tmp/limited.altlog" 2> /dev/null
"$replay" state "$tmp/limited.altlog" --step 1 > "$tmp/limited.txt" 2>&1
check $(grep -q "Hero Expedition" "$tmp/limited.txt" && ! grep -q "^  Hero  " "$tmp/limited.txt"; echo $?) "gen --decks limited: no Hero"
expect_rc 64 "gen --decks with --deck" "$replay" gen --seed 1 --decks limited --deck a --deck b --out "$tmp/x.altlog"
expect_rc 64 "gen --decks nonsense" "$replay" gen --seed 1 --decks nonsense --out "$tmp/x.altlog"
expect_rc 64 "gen without --out" "$replay" gen --seed 1

# ---------------------------------------------------------------- dump, state
run "$tmp/d" "$tmp/e" "$replay" dump "$base"
lines=$(grep -cE '^ +[0-9]+ +Day' "$tmp/d")
check $([ "$rc" = 0 ] && [ "$lines" = "$nsteps" ] && grep -q "winner P" "$tmp/d"; echo $?) \
  "dump prints $nsteps step lines and the winner" "exit $rc, $lines lines"
"$replay" hashes "$base" > "$tmp/h"
for k in 0 1 $((nsteps / 2)) "$nsteps"; do
  run "$tmp/s" "$tmp/e" "$replay" state "$base" --step "$k"
  want=$(sed -n "$((k + 1))p" "$tmp/h")
  check $([ "$rc" = 0 ] && grep -q "after step $k, hash $want" "$tmp/s"; echo $?) \
    "state --step $k shows the state whose hash is line $((k + 1)) of hashes" "exit $rc: $(head -1 "$tmp/s")"
done
run "$tmp/s" "$tmp/e" "$replay" state "$base" --step $((nsteps + 1))
check $([ "$rc" != 0 ] && [ "$rc" -lt 128 ]; echo $?) "state --step past the end fails: exit $rc"
run "$tmp/s" "$tmp/e" "$replay" state "$tmp/five.altlog" --step 1 --game 6
check $([ "$rc" != 0 ] && [ "$rc" -lt 128 ]; echo $?) "state --game past the archive fails: exit $rc"
run "$tmp/s" "$tmp/e" "$replay" state "$tmp/five.altlog" --step 1 --game 4
check $([ "$rc" = 0 ] && grep -q "^game 4, after step 1" "$tmp/s"; echo $?) "state --game 4 shows game 4"

# ---------------------------------------------------------------- help, version
for sub in verify gen dump state hashes play cards; do
  run "$tmp/o" "$tmp/e" "$replay" "$sub" --help
  check $([ "$rc" = 0 ] && grep -q "usage: altered-replay $sub" "$tmp/o"; echo $?) "$sub --help: exit $rc, usage"
done
run "$tmp/o" "$tmp/e" "$replay" --help
check $([ "$rc" = 0 ] && grep -q "^usage: altered-replay" "$tmp/o"; echo $?) "--help: exit $rc, usage"
expect_rc 64 "an unknown command" "$replay" frobnicate
run "$tmp/o" "$tmp/e" "$replay" --version
for word in "engine" "ruleset seeds-" "ruleset cr3-" "rng " "card database"; do
  check $([ "$rc" = 0 ] && grep -q "$word" "$tmp/o"; echo $?) "--version prints a '$word' line"
done

# ---------------------------------------------------------------- cards
run "$tmp/o" "$tmp/e" "$replay" cards
total=$(wc -l < "$tmp/o")
supported=$(grep -c " supported " "$tmp/o")
run "$tmp/u" "$tmp/e" "$replay" cards --unsupported
unsupported=$(wc -l < "$tmp/u")
check $([ "$rc" = 0 ] && [ "$total" = 1020 ] && [ $((supported + unsupported)) = 1020 ] && \
        ! grep -q " supported " "$tmp/u"; echo $?) \
  "cards lists 1020 records; --unsupported lists exactly the $unsupported others"
check $(grep -q "ALT_CORE_B_BR_04_C *supported .*Ratatoskr" "$tmp/o"; echo $?) "cards: Ratatoskr is supported"
check $([ "$(grep -Ec " supported +Hero " "$tmp/o")" = 36 ] && ! grep -q "unsupported *Hero" "$tmp/o"; echo $?) \
  "cards: the 36 Hero records (18 designs, two prints) are supported"
run "$tmp/o" "$tmp/e" "$replay" cards --coverage
core_supported=$(grep -c "^ALT_CORE_B.* supported " <("$replay" cards))
check $([ "$rc" = 0 ] && grep -Eq "^supported 389/389 designs \($core_supported/510 records\)$" "$tmp/o"; echo $?) \
  "cards --coverage: supported 389/389 designs ($core_supported/510 records)" "$(tail -1 "$tmp/o")"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
