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
. "$(dirname "$0")/lib.sh"

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
  # The MANIFEST spells the rule as the engine does; verify says its
  # number and its words (docs/cli.md).
  case "$rule" in
    4.2.5.d) said="4.2.5.d: the greater total distance, 7 or more, wins" ;;
    4.3.e) said="4.3.e: in the Arena, more of its terrains (Forest, Mountain, Water) with a greater statistic wins" ;;
    "seed 003 tiebreaker") said="seed 003: both totals 7 or more: the player whose Expeditions went further loses" ;;
    *) said="$rule" ;;
  esac
  run "$tmp/v" "$tmp/e" "$replay" verify "$path"
  check $([ "$rc" = 0 ] && grep -qF "verified $steps steps, $days days, winner P$winner by $said" "$tmp/v"; echo $?) \
    "$file verifies: $steps steps, $days days, P$winner by $said" "exit $rc: $(cat "$tmp/v" "$tmp/e" | head -c 300)"
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
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
objs = [o for o in lines if "verdict" in o]
archives = [o for o in lines if "archive" in o]
assert all(isinstance(o, dict) and o["verdict"] == "verified" and o["game"] == 1 for o in objs)
assert len(archives) == len(objs) and all(o["archive"] == "unsealed" for o in archives)
print(len(objs))' "$tmp/j" 2> /dev/null || echo error)
check $([ "$rc" = 0 ] && [ "$n" = "${#files[@]}" ]; echo $?) \
  "verify --json on ${#files[@]} golden files: one verified object per game" "exit $rc, got $n"
"$replay" gen --seed 500 --games 5 --out "$tmp/five.altlog" 2> "$tmp/gen5.err"
run "$tmp/j" "$tmp/e" "$replay" verify --json "$tmp/five.altlog"
n=$(python3 -c '
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
objs = [o for o in lines if "verdict" in o]
assert [o["game"] for o in objs] == list(range(1, len(objs) + 1))
archive = [o for o in lines if "archive" in o][-1]
assert archive["archive"] == "complete" and archive["games"] == len(objs)
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
# verify --json gives the rule an illegal step breaks as its own field, the
# number alone, the one the reason cites (README).
run "$tmp/out" "$tmp/err" "$replay" verify --json "$tmp/act2.altlog"
check $(python3 -c '
import json, re, sys
g = json.loads(open(sys.argv[1]).readline())
assert g["verdict"] == "illegal" and re.fullmatch(r"[0-9][0-9a-z.]*", g["rule"]), g
assert (": " + g["rule"] + ": ") in g["reason"], g' "$tmp/out"; echo $?) \
  "verify --json: an illegal game's rule is a field of its own, the one its reason cites" "$(head -c 400 "$tmp/out")"
run "$tmp/out" "$tmp/err" "$replay" verify --json "$tmp/act4.altlog"
check $(grep -q '"verdict":"illegal",.*"rule":""' "$tmp/out"; echo $?) \
  "verify --json: an illegal step whose reason cites no rule has rule \"\"" "$(head -c 400 "$tmp/out")"

# A log without hashes (an engine that hashes nothing) is verified for
# legality, and the verdict says so; one without a single step's hash says
# how many states went unhashed; an illegal step in a hashless log is still
# found, with its rule.
"${logtool[@]}" strip-hashes "$base" "$tmp/nohash.altlog"
expect_rc 0 "a log with no hash at all" "$replay" verify "$tmp/nohash.altlog"
check $(grep -q "verified for legality only, the log records no state hash: $nsteps steps, " "$tmp/out"; echo $?) \
  "a hashless log: the verdict's first words say it was checked for legality only" "$(head -1 "$tmp/out")"
run "$tmp/out" "$tmp/err" "$replay" verify --json "$tmp/nohash.altlog"
check $(grep -q "\"hashes_absent\":$((nsteps + 1))" "$tmp/out"; echo $?) "a hashless log: verify --json counts $((nsteps + 1)) absent hashes"
"${logtool[@]}" strip-hashes "$base" "$tmp/onehash.altlog" --step "$k"
expect_rc 0 "a log missing step $k's hash" "$replay" verify "$tmp/onehash.altlog"
check $(grep -q ": verified, 1 of $((nsteps + 1)) states for legality only (their hashes are absent): $nsteps steps" "$tmp/out"; echo $?) \
  "one absent hash: the verdict counts it in its first words" "$(head -1 "$tmp/out")"
# --require-hashes: a state compared neither by its hash nor by a position
# fails the game (malformed, exit 3) at that state; a whole log still passes.
expect_rc 3 "--require-hashes, step $k's hash absent" "$replay" verify --require-hashes "$tmp/onehash.altlog"
check $(grep -q "malformed at step $k: the log records no hash of the state after step $k, nor a position: --require-hashes fails a state not compared (1 of $((nsteps + 1)) states have no hash)" "$tmp/out"; echo $?) \
  "--require-hashes names the first state not compared" "$(head -1 "$tmp/out")"
expect_rc 3 "--require-hashes on a log with no hash" "$replay" verify --require-hashes -j 2 "$tmp/nohash.altlog"
check $(grep -q "malformed at step 0: the log records no hash of the initial state" "$tmp/out"; echo $?) \
  "--require-hashes, no hash at all: the initial state is the first not compared (-j 2)" "$(head -1 "$tmp/out")"
run "$tmp/out" "$tmp/err" "$replay" verify --require-hashes --json "$tmp/onehash.altlog"
check $(grep -q "\"verdict\":\"malformed\",.*\"step\":$k," "$tmp/out"; echo $?) "--require-hashes --json: malformed at step $k"
expect_rc 0 "--require-hashes on a log with every hash" "$replay" verify --require-hashes "$base"
"${logtool[@]}" set-action "$tmp/nohash.altlog" "$tmp/nohash_bad.altlog" --step "$kp" "object=$mana_obj"
illegal_case "a hashless log with a play of a card in Mana" "$kp" "$tmp/nohash_bad.altlog"
# Without hashes a wrong but legal step cannot be told: a changed hash is
# not absent, and still diverges.
"${logtool[@]}" set-hash "$tmp/nohash.altlog" "$tmp/nohash_set.altlog" --step "$k" --value 1
expect_rc 1 "a hashless log with one wrong hash at step $k" "$replay" verify "$tmp/nohash_set.altlog"

# verify -j N: the games of an archive replayed on N threads print the same
# lines, in the same order, with the same exit code, as -j 1, for whole,
# diverged and cut archives alike.
cat "${files[@]}" > "$tmp/all.altlog"
"${logtool[@]}" set-hash "$tmp/all.altlog" "$tmp/all_bad.altlog" --game 20 --step 3
head -c $(( $(wc -c < "$tmp/all.altlog") * 2 / 3 )) "$tmp/all.altlog" > "$tmp/all_cut.altlog"
for f in all all_bad all_cut; do
  for mode in "" "--json"; do
    "$replay" verify $mode -j 1 "$tmp/$f.altlog" > "$tmp/j1.txt" 2> /dev/null; r1=$?
    "$replay" verify $mode -j 3 "$tmp/$f.altlog" > "$tmp/j3.txt" 2> /dev/null; r3=$?
    check $([ "$r1" = "$r3" ] && cmp -s "$tmp/j1.txt" "$tmp/j3.txt"; echo $?) \
      "verify ${mode:+$mode }-j 3 $f.altlog: -j 1's lines and exit code ($r1)" "exit $r3: $(diff "$tmp/j1.txt" "$tmp/j3.txt" | head -3)"
  done
done
# ... and for archives broken anywhere: a game that is no GameLog (at its
# top level, or deep inside a step), a NUL in a string, a trailer in the
# middle, bytes after the trailer, a length prefix of a terabyte, a cut,
# games reordered or missing. -j N reads ahead of the games it settles, so
# each must stop where -j 1 stops and say what it says, in the signed
# verdict too, and --game N must pick the same game. Forty games: batches
# of several sizes, over several workers.
"$replay" gen --seed 3 --games 40 --out "$tmp/forty.altlog" 2> /dev/null
"$replay" keygen --out "$tmp/jkey" > /dev/null 2>&1
python3 - "$tmp/forty.altlog" "$tmp/broken" <<'EOF'
import sys
def varint(n):
    out = bytearray()
    while True:
        b, n = n & 0x7F, n >> 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)
def frames(d):
    p, out = 0, []
    while p < len(d):
        n = s = 0
        q = p
        while True:
            b = d[q]; q += 1; n |= (b & 0x7F) << s; s += 7
            if not b & 0x80:
                break
        out.append(d[p:q] + d[q:q + n]); p = q + n
    return out
def message(f):
    i = 0
    while f[i] & 0x80:
        i += 1
    return f[i + 1:]
d = open(sys.argv[1], "rb").read()
fr = frames(d)
games, trailer = fr[:-1], fr[-1]
def patched(k, fn):
    m = bytearray(message(games[k])); fn(m)
    return b"".join(games[:k]) + varint(len(m)) + bytes(m) + b"".join(games[k + 1:]) + trailer
def nul(m):
    m[m.index(b"ALT_") + 1] = 0
def no_message(m):
    m[0] = 0xFF
def deep(m):   # the first step's action claims more bytes than the step holds
    p = 0
    while True:
        tag = m[p]; p += 1
        if tag & 7 == 1:
            p += 8
            continue
        n = s = 0
        while True:
            b = m[p]; p += 1; n |= (b & 0x7F) << s; s += 7
            if not b & 0x80:
                break
        if tag == 0x1A:   # steps (3), length-delimited: its action (1) follows
            assert m[p] == 0x0A and n < 0x7F
            m[p + 1] = 0x7F
            return
        p += n if tag & 7 == 2 else 0
out = {
    "nul_game_1": patched(0, nul), "nul_game_23": patched(22, nul),
    "no_message_game_9": patched(8, no_message), "deep_game_30": patched(29, deep),
    "trailer_after_game_10": b"".join(games[:10]) + trailer + b"".join(games[10:]),
    "byte_after_trailer": d + b"\0",
    "huge_prefix_game_12": b"".join(games[:11]) + varint(1 << 40) + b"abc",
    "cut_in_game_17": d[:len(b"".join(games[:16])) + 100],
    "reordered": b"".join(games[:3] + [games[30]] + games[4:30] + [games[3]] + games[31:]) + trailer,
    "game_15_missing": b"".join(games[:14] + games[15:]) + trailer,
}
for name, data in out.items():
    open("%s_%s.altlog" % (sys.argv[2], name), "wb").write(data)
EOF
for f in "$tmp/forty.altlog" "$tmp"/broken_*.altlog; do
  name=$(basename "$f" .altlog)
  for mode in "" "--json" "--game 5" "--sign"; do
    for j in 1 2 4; do
      args=($mode)
      [ "$mode" = --sign ] && args=(--sign "$tmp/jkey.key" --verdict-out "$tmp/j.verdict")
      SOURCE_DATE_EPOCH=1700000000 "$replay" verify "${args[@]}" -j $j "$f" > "$tmp/j$j.txt" 2> /dev/null
      echo "exit $?" >> "$tmp/j$j.txt"
      [ "$mode" = --sign ] && cat "$tmp/j.verdict" >> "$tmp/j$j.txt"
    done
    check $(cmp -s "$tmp/j1.txt" "$tmp/j2.txt" && cmp -s "$tmp/j1.txt" "$tmp/j4.txt"; echo $?) \
      "verify ${mode:+$mode }-j 2 and -j 4 $name: what -j 1 prints and exits with" \
      "$(diff "$tmp/j1.txt" "$tmp/j2.txt" | head -3)"
  done
done
run "$tmp/out" "$tmp/err" "$replay" verify -j 2 "$tmp/broken_deep_game_30.altlog"
check $([ $rc = 3 ] && grep -q "game 30: malformed: game at byte [0-9]* is not a valid GameLog message" "$tmp/out" &&
        grep -q "archive malformed: unreadable after game 29" "$tmp/out" && ! grep -q "game 31" "$tmp/out"; echo $?) \
  "verify -j 2: a step that is no message in game 30 stops there, games 1 to 29 reported" "exit $rc: $(tail -3 "$tmp/out")"
expect_rc 64 "verify -j 0" "$replay" verify -j 0 "$tmp/all.altlog"
expect_rc 64 "verify -j x" "$replay" verify -j x "$tmp/all.altlog"

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
# A well-formed log of another version is unsupported (4), never
# malformed, and says which versions it needs: an earlier one comes from a
# build before 1.0, whose logs are not kept.
"${logtool[@]}" set-header "$base" "$tmp/fv.altlog" --format-version 2
expect_rc 4 "log format version 2" "$replay" verify "$tmp/fv.altlog"
# --help gives the code verify gives it.
help_code=$("$replay" --help | awk '/^  [0-9]/ { code = $1 } /a log of a/ { print code; exit }')
check $([ "$help_code" = 4 ]; echo $?) "--help says exit 4 for a log of a version this build does not read" \
  "it says $help_code"
check $("$replay" verify --help | grep -q "4 an unsupported card or ruleset, or a log of a version"; echo $?) \
  "verify --help says exit 4 for a log of a version this build does not read"
check $(grep -q "log format version 2: the log was written by a later build; this build reads log format version 1" "$tmp/out"; echo $?) \
  "a later log format version: named, with this build's" "$(head -1 "$tmp/out")"
"${logtool[@]}" set-header "$base" "$tmp/he.altlog" --hash-encoding 99
expect_rc 4 "state hash encoding 99" "$replay" verify "$tmp/he.altlog"
"${logtool[@]}" set-header "$base" "$tmp/he1.altlog" --hash-encoding 1
expect_rc 4 "state hash encoding 1" "$replay" verify "$tmp/he1.altlog"
check $(grep -q "state hash encoding 1: the log was written by an earlier build, from before release 1.0, whose logs are not kept verifiable; this build reads state hash encoding" "$tmp/out"; echo $?) \
  "an earlier hash encoding: a pre-1.0 log, not kept, and the encoding this build reads" "$(head -1 "$tmp/out")"
check $(! grep -q "malformed" "$tmp/out"; echo $?) "an earlier hash encoding is not called malformed"

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

# ---------------------------------------------------------------- positions
# state --json / --binary: the position after step K in either form; both
# read back as the same state (diff) with the hash `hashes` gives.
# The state before the mid-game play from Hand of the damaged-log checks: an
# Afternoon turn with several answers.
mid=$((kp - 1))
expect_rc 0 "state --step $mid --json" "$replay" state "$base" --step "$mid" --json --out "$tmp/mid.json"
check $(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["players"][1]["zones"]' \
        "$tmp/mid.json" 2> /dev/null; echo $?) "state --json writes a JSON position with both players' zones"
expect_rc 0 "state --step $mid --binary --out" "$replay" state "$base" --step "$mid" --binary --out "$tmp/mid.bin"
check $([ "$(head -c 4 "$tmp/mid.bin")" = ALTP ]; echo $?) "state --binary writes a binary position (ALTP)"
"$replay" state "$base" --step "$mid" --binary > "$tmp/mid2.bin" 2> /dev/null
check $(cmp -s "$tmp/mid.bin" "$tmp/mid2.bin"; echo $?) "state --binary to a pipe writes what --out writes"
"$replay" state "$base" --step "$mid" --json > "$tmp/mid2.json" 2> /dev/null
check $(cmp -s "$tmp/mid.json" "$tmp/mid2.json"; echo $?) "state --json to standard output writes what --out writes"
# On a terminal (a pty), --binary is refused.
python3 -c '
import os, pty, sys
sys.exit(os.waitstatus_to_exitcode(pty.spawn(sys.argv[1:])))' "$replay" state "$base" --step "$mid" --binary \
  > "$tmp/tty.out" 2>&1
rc=$?
check $([ "$rc" = 64 ] && grep -q "terminal" "$tmp/tty.out"; echo $?) "state --binary on a terminal is refused: exit $rc"
expect_rc 64 "state --json --binary together" "$replay" state "$base" --step 1 --json --binary
expect_rc 64 "state --step x" "$replay" state "$base" --step x --json
expect_rc 64 "state --step -1" "$replay" state "$base" --step -1 --json
expect_rc 64 "state --step past the end, --json" "$replay" state "$base" --step $((nsteps + 1)) --json
expect_rc 3 "state --out into a missing directory" "$replay" state "$base" --step 1 --json --out "$tmp/no/such/dir.json"
# A log damaged at step 2: the state after step 3 does not exist, and is not
# made up from the steps before the damage.
expect_rc 2 "state --step 3 of a log whose step 2 is illegal" "$replay" state "$tmp/act1.altlog" --step 3 --json
expect_rc 0 "state --step 1 of that log" "$replay" state "$tmp/act1.altlog" --step 1 --json

for form in json bin; do
  run "$tmp/o" "$tmp/e" "$replay" position check "$tmp/mid.$form"
  want=$(sed -n "$((mid + 1))p" "$tmp/h")
  check $([ "$rc" = 0 ] && grep -q "^valid position, hash $want; " "$tmp/o" && grep -q "^Waiting on: " "$tmp/o"; echo $?) \
    "position check on the $form position: valid, hash $want, the state in words" "exit $rc: $(head -c 300 "$tmp/o" "$tmp/e")"
done
"$replay" position check - < "$tmp/mid.json" > "$tmp/o" 2> "$tmp/e"
rc=$?
check $([ "$rc" = 0 ] && grep -q "^valid position, hash $want" "$tmp/o"; echo $?) "position check - reads standard input"
expect_rc 0 "diff of the JSON and the binary form of one position" "$replay" diff "$tmp/mid.json" "$tmp/mid.bin"
check $([ ! -s "$tmp/out" ]; echo $?) "diff of equal positions prints nothing"
"$replay" diff - "$tmp/mid.bin" < "$tmp/mid.json" > "$tmp/o" 2> "$tmp/e"
rc=$?
check $([ "$rc" = 0 ]; echo $?) "diff - B reads A from standard input: exit $rc"

# position legal: a comment line with the decision, then INDEX ACTION words.
run "$tmp/legal" "$tmp/e" "$replay" position legal "$tmp/mid.json"
n=$(grep -vc '^#' "$tmp/legal")
said=$(sed -n '1s/.*: \([0-9]*\) legal answers\{0,1\}$/\1/p' "$tmp/legal")
check $([ "$rc" = 0 ] && [ "$n" -ge 1 ] && [ "$n" = "$said" ]; echo $?) "position legal lists $n answers, as its header says" \
  "exit $rc, header says '$said'"
check $(grep -v '^#' "$tmp/legal" | awk '$1 != NR - 1 || $2 !~ /^kind=[a-z_]+,player=[01](,[a-z]+=[a-z0-9]+)*$/ { bad = 1 }
        END { exit bad }'; echo $?) "position legal: lines numbered from 0, each with its ACTION fields"
# The logged step mid+1 is one of them (the same words as dump), and applying
# it, by index or by fields, gives the state after that step.
"$replay" dump "$base" > "$tmp/d"
words=$(awk -v k=$((mid + 1)) '$1 == k { sub(/^ *[0-9]+ +Day +[0-9]+ +[A-Za-z]+ +/, ""); sub(/ +\[[0-9a-f]+\]$/, ""); print }' "$tmp/d")
line=$(grep -v '^#' "$tmp/legal" | awk -v w="$words" '{ i = $1; f = $2; $1 = $2 = ""; sub(/^ +/, "") } $0 == w { print i, f; exit }')
read -r idx fields <<< "$line"
check $([ -n "$idx" ]; echo $?) "the logged step $((mid + 1)) is listed: $idx $fields" "words '$words'"
"$replay" state "$base" --step $((mid + 1)) --json --out "$tmp/next.json"
expect_rc 0 "position apply by index $idx" "$replay" position apply "$tmp/mid.json" "$idx" --out "$tmp/by_index.json"
expect_rc 0 "position apply by fields $fields" "$replay" position apply "$tmp/mid.bin" "$fields" --out "$tmp/by_fields.json"
expect_rc 0 "the answer by index leads to the logged next state" "$replay" diff "$tmp/by_index.json" "$tmp/next.json"
"$replay" state "$base" --step $((mid + 1)) --binary --out "$tmp/next.bin"
expect_rc 0 "the answer by fields leads to the logged next state" "$replay" diff "$tmp/by_fields.json" "$tmp/next.bin"
expect_rc 0 "position apply --binary" "$replay" position apply "$tmp/mid.json" "$idx" --binary --out "$tmp/by_index.bin"
check $(cmp -s "$tmp/by_index.bin" "$tmp/next.bin"; echo $?) "position apply --binary writes the next state's bytes"
# Two states apart: diff names the differing fields by path, exits 1.
expect_rc 1 "diff of the states before and after a step" "$replay" diff "$tmp/mid.json" "$tmp/next.bin"
check $(grep -Eq '^[a-z_]+(\[[0-9]+\])?(\.[a-z_]+(\[[0-9]+\])?)*: .+ vs .+$' "$tmp/out" &&
        ! grep -Evq '^[a-z_]+(\[[0-9]+\])?(\.[a-z_]+(\[[0-9]+\])?)*: .+ vs .+$' "$tmp/out"; echo $?) \
  "diff prints PATH: A vs B lines only" "$(head -3 "$tmp/out")"
# One field changed by hand: exactly that path.
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
d["players"][1]["zones"]["mana"][0]["boosts"] = 2
json.dump(d, open(sys.argv[2], "w"), indent=1)' "$tmp/mid.json" "$tmp/boosted.json"
expect_rc 1 "diff against a copy with one field changed" "$replay" diff "$tmp/mid.bin" "$tmp/boosted.json"
check $([ "$(cat "$tmp/out")" = "players[1].zones.mana[0].boosts: 0 vs 2" ]; echo $?) \
  "diff names the one changed field: players[1].zones.mana[0].boosts: 0 vs 2" "$(head -3 "$tmp/out")"

# Refusals: an answer the rules refuse cites the rule (exit 2); a bad ACTION
# is a usage error (64).
mana=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
p = d["decision"]["player"]
print(d["players"][p]["zones"]["mana"][0]["id"])' "$tmp/mid.json")
kind=$(tail -1 "$tmp/legal" | awk '{ split($2, f, ","); print f[1] }')
expect_rc 2 "position apply $kind,object=$mana (a card in Mana)" "$replay" position apply "$tmp/mid.json" "$kind,object=$mana"
check $(grep -Eq "^illegal: .*$rule_re" "$tmp/out"; echo $?) "the refusal cites a rule number" "$(head -1 "$tmp/out")"
expect_rc 2 "position apply kind=keep (not this decision's kind)" "$replay" position apply "$tmp/mid.json" kind=keep,object=0
for a in "" "$n" 99999 kind=frobnicate "kind=pass,colour=red" "kind=pass,kind=pass" "object=1" "kind=pass,,player=0" \
         "kind=pass,player=3" "kind=play,expedition=middle" "kind=pass,choice=70000" "1x"; do
  expect_rc 64 "position apply with ACTION '$a'" "$replay" position apply "$tmp/mid.json" "$a"
done
check $(grep -q "ACTION" "$tmp/err"; echo $?) "a bad ACTION is named on stderr" "$(head -1 "$tmp/err")"
# CR 4.2.5.c: a Clean-up under way keeps at most the limit; a position that
# kept more (a reviewer's fuzzer found it) is refused on loading, where
# once it loaded and broke an invariant at the next Clean-up pick.
over="$root/corpora/fuzz_position/cleanup_kept_over_the_limit"
run "$tmp/o" "$tmp/e" "$replay" position check "$over"
check $([ "$rc" = 3 ] && grep -qF "players[1].zones.reserve: 3 kept, more than the limit of 2 (CR 4.2.5.c)" "$tmp/e"; echo $?) \
  "a Clean-up that kept more than the Reserve limit is refused (exit 3)" "exit $rc: $(head -c 300 "$tmp/e")"
expect_rc 3 "position apply on it is refused, not aborted" "$replay" position apply "$over" kind=keep,player=0,object=32
# Player 2 is chance (docs/log-format.md, "Chance"): a well-formed ACTION,
# which a seeded game's player decision refuses as a rule would.
expect_rc 2 "position apply kind=chance,player=2 (chance answers no player's decision)" \
  "$replay" position apply "$tmp/mid.json" "kind=chance,player=2,choice=1"
# Fields that fit several answers are ambiguous, unless one has exactly them.
nk=$(grep -v '^#' "$tmp/legal" | awk -v k="$kind" '{ split($2, f, ",") } f[1] == k' | wc -l)
if [ "$nk" -ge 2 ]; then
  expect_rc 64 "position apply $kind (fits $nk answers)" "$replay" position apply "$tmp/mid.json" "$kind"
  check $(grep -q "agree" "$tmp/err"; echo $?) "the ambiguity is explained" "$(head -1 "$tmp/err")"
fi
# The game's last state: over, nothing to answer.
"$replay" state "$base" --step "$nsteps" --json --out "$tmp/over.json"
run "$tmp/o" "$tmp/e" "$replay" position legal "$tmp/over.json"
check $([ "$rc" = 0 ] && grep -q "^# the game is over" "$tmp/o" && [ "$(grep -vc '^#' "$tmp/o")" = 0 ]; echo $?) \
  "position legal on a finished game: no answer"
expect_rc 2 "position apply on a finished game" "$replay" position apply "$tmp/over.json" kind=pass
run "$tmp/o" "$tmp/e" "$replay" perft "$tmp/over.json" --depth 3
check $([ "$rc" = 0 ] && grep -q "^perft depth 3: 1 answer sequence, 1 ending the game early$" "$tmp/o"; echo $?) \
  "perft on a finished game: one sequence, ending early" "$(cat "$tmp/o")"

# perft: --divide lines add up to the total, one per legal answer.
run "$tmp/p" "$tmp/e" "$replay" perft "$tmp/mid.json" --depth 2
total=$(sed -n 's/^perft depth 2: \([0-9]*\) answer.*/\1/p' "$tmp/p")
run "$tmp/pd" "$tmp/e" "$replay" perft "$tmp/mid.bin" --depth 2 --divide
sum=$(head -n -1 "$tmp/pd" | awk '{ s += $3 } END { print s + 0 }')
check $([ "$rc" = 0 ] && [ -n "$total" ] && [ "$sum" = "$total" ] && [ "$(head -n -1 "$tmp/pd" | wc -l)" = "$n" ]; echo $?) \
  "perft --divide: $n lines adding up to perft's $total" "sum $sum"
run "$tmp/p1" "$tmp/e" "$replay" perft "$tmp/mid.json" --depth 1
check $(grep -q "^perft depth 1: $n answer" "$tmp/p1"; echo $?) "perft --depth 1 counts the $n legal answers"
expect_rc 64 "perft without --depth" "$replay" perft "$tmp/mid.json"
expect_rc 64 "perft --depth 100" "$replay" perft "$tmp/mid.json" --depth 100
expect_rc 64 "perft with two positions" "$replay" perft "$tmp/mid.json" "$tmp/mid.bin" --depth 1

# Bad positions: every command refuses them alike, naming the problem.
head -c 200 "$tmp/mid.json" > "$tmp/trunc.json"
head -c 100 "$tmp/mid.bin" > "$tmp/trunc.bin"
: > "$tmp/empty.pos"
head -c $((5 << 20)) /dev/zero | tr '\0' ' ' > "$tmp/huge.json"
sed '0,/"ALT_CORE_B_[A-Z0-9_]*"/s//"ALT_CORE_B_XX_99_C"/' "$tmp/mid.json" > "$tmp/unknown.json"
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
d["players"][0]["zones"]["hand"].append(d["players"][0]["zones"]["mana"][0])
json.dump(d, open(sys.argv[2], "w"))' "$tmp/mid.json" "$tmp/twice.json"
python3 -c '
import sys
b = bytearray(open(sys.argv[1], "rb").read()); b[4] = 99
open(sys.argv[2], "wb").write(b)' "$tmp/mid.bin" "$tmp/version.bin"
for sub in "position check" "position legal" "perft --depth 1" "diff $tmp/mid.json"; do
  for bad in trunc.json:3 trunc.bin:3 empty.pos:3 huge.json:3 unknown.json:4 twice.json:3 version.bin:3 \
             no-such-file.json:3; do
    f=${bad%%:*} want=${bad##*:}
    # shellcheck disable=SC2086
    expect_rc "$want" "$sub on $f" "$replay" $sub "$tmp/$f"
  done
done
expect_rc 3 "a directory as a position" "$replay" position check "$tmp"
"$replay" position check "$tmp/unknown.json" > /dev/null 2> "$tmp/e"
check $(grep -q "ALT_CORE_B_XX_99_C" "$tmp/e"; echo $?) "the unknown card is named" "$(cat "$tmp/e")"
"$replay" position check "$tmp/twice.json" > /dev/null 2> "$tmp/e"
check $(grep -q "players\[0\]" "$tmp/e"; echo $?) "the card in two zones: the error names the field" "$(cat "$tmp/e")"
"$replay" position check "$tmp/trunc.bin" > /dev/null 2> "$tmp/e"
check $(grep -q "truncated" "$tmp/e"; echo $?) "a truncated binary position says so" "$(cat "$tmp/e")"
expect_rc 64 "position apply on a bad ACTION before a bad file" "$replay" position apply "$tmp/trunc.json" kind=nope
expect_rc 64 "position with no subcommand" "$replay" position
expect_rc 64 "position frobnicate" "$replay" position frobnicate "$tmp/mid.json"
expect_rc 64 "position check with two files" "$replay" position check "$tmp/mid.json" "$tmp/mid.bin"
expect_rc 64 "position legal --binary" "$replay" position legal "$tmp/mid.json" --binary
expect_rc 64 "position apply without ACTION" "$replay" position apply "$tmp/mid.json"
expect_rc 64 "diff with one file" "$replay" diff "$tmp/mid.json"
expect_rc 64 "diff - -" "$replay" diff - -

# ---------------------------------------------------------------- help, version
for sub in verify gen dump state hashes play cards position diff perft keygen verify-verdict; do
  run "$tmp/o" "$tmp/e" "$replay" "$sub" --help
  check $([ "$rc" = 0 ] && grep -q "usage: altered-replay $sub" "$tmp/o"; echo $?) "$sub --help: exit $rc, usage"
done
run "$tmp/o" "$tmp/e" "$replay" --help
check $([ "$rc" = 0 ] && grep -q "^usage: altered-replay" "$tmp/o"; echo $?) "--help: exit $rc, usage"
for code in 0 1 2 3 4 5 6 64 70; do
  check $(sed -n '/^exit codes:/,$p' "$tmp/o" | grep -Eq "^  $code +[a-z]"; echo $?) "--help explains exit code $code"
done
expect_rc 64 "an unknown command" "$replay" frobnicate
run "$tmp/o" "$tmp/e" "$replay" --version
for word in "engine" "ruleset seeds-" "ruleset cr3-" "rng " "card database"; do
  check $([ "$rc" = 0 ] && grep -q "$word" "$tmp/o"; echo $?) "--version prints a '$word' line"
done

# ---------------------------------------------------------------- cards
# btg-4, Beyond the Gates as first printed: every record supported.
run "$tmp/o" "$tmp/e" "$replay" cards --cards btg-4
total=$(wc -l < "$tmp/o")
supported=$(grep -c " supported " "$tmp/o")
run "$tmp/u" "$tmp/e" "$replay" cards --cards btg-4 --unsupported
unsupported=$(wc -l < "$tmp/u")
check $([ "$rc" = 0 ] && [ "$total" = 1020 ] && [ $((supported + unsupported)) = 1020 ] && \
        ! grep -q " supported " "$tmp/u"; echo $?) \
  "cards --cards btg-4 lists 1020 records; --unsupported lists exactly the $unsupported others"
check $(grep -q "ALT_CORE_B_BR_04_C *supported .*Ratatoskr" "$tmp/o"; echo $?) "cards: Ratatoskr is supported"
check $([ "$(grep -Ec " supported +Hero " "$tmp/o")" = 36 ] && ! grep -q "unsupported *Hero" "$tmp/o"; echo $?) \
  "cards: the 36 Hero records (18 designs, two prints) are supported"
# The newest database: every set, each reference once (its newest version).
run "$tmp/o" "$tmp/e" "$replay" cards
check $([ "$rc" = 0 ] && [ "$(cut -d' ' -f1 "$tmp/o" | sort | uniq -d | wc -l)" = 0 ] && \
        grep -q "^ALT_ALIZE_B_AX_35_C .*Vaike, Energy Pioneer" "$tmp/o" && \
        grep -q "^ALT_CORE_B_BR_04_C *supported" "$tmp/o"; echo $?) "cards: every set's records, each reference once"
run "$tmp/o" "$tmp/e" "$replay" cards --coverage
core_supported=$(grep -c "^ALT_CORE_B.* supported " <("$replay" cards))
check $([ "$rc" = 0 ] && grep -Eq "^  CORE +550 +([0-9]+) +\1  Beyond the Gates$" "$tmp/o" && \
        grep -Eq "^  ALIZE +327 +([0-9]+) +\1  Trial by Frost$" "$tmp/o" && \
        grep -Eq "^  DUSTER +115 .*\(its records in part\)$" "$tmp/o"; echo $?) \
  "cards --coverage: per set, every design of Beyond the Gates and of Trial by Frost played" "$(head -5 "$tmp/o")"
# show: a card as of a date, the version then in force, its history.
run "$tmp/o" "$tmp/e" "$replay" cards show ALT_CORE_B_OR_21_C --date 2024-11-14
check $([ "$rc" = 0 ] && grep -q "its first printing" "$tmp/o" && grep -q "costs 1 more" "$tmp/o" && \
        grep -q "2024-11-15  balancing erratum (entry 161): a new version" "$tmp/o"; echo $?) \
  "cards show: Robin Hood the day before its erratum"
run "$tmp/o" "$tmp/e" "$replay" cards show ALT_CORE_B_OR_21_C --date 2024-11-15 --json
check $([ "$rc" = 0 ] && grep -q '"version_from":"2024-11-15"' "$tmp/o" && grep -q "can't cost less than 2" "$tmp/o"; echo $?) \
  "cards show --json: Robin Hood on the day of its erratum"
run "$tmp/o" "$tmp/e" "$replay" cards show ALT_CORE_B_YZ_05_U_1 --date 2025-03-01
check $([ "$rc" = 0 ] && grep -q "banned in Constructed formats from 2025-02-01 (entry 186)" "$tmp/o"; echo $?) \
  "cards show: a Unique Moonlight Jellyfish, banned that day"
run "$tmp/o" "$tmp/e" "$replay" cards show ALT_CORE_B_AX_99_C
check $([ "$rc" = 1 ] && grep -q "unknown card reference ALT_CORE_B_AX_99_C" "$tmp/e"; echo $?) \
  "cards show: an unknown reference exits 1, saying so"
run "$tmp/o" "$tmp/e" "$replay" cards list --set ALIZE
check $([ "$rc" = 0 ] && [ "$(wc -l < "$tmp/o")" = 327 ] && grep -q "^ALT_ALIZE_B_AX_35_C *supported" "$tmp/o" && \
        ! grep -q "not-supported" "$tmp/o"; echo $?) \
  "cards list --set ALIZE: its 327 records, every one supported"
run "$tmp/o" "$tmp/e" "$replay" cards list --set NOPE
check $([ "$rc" = 1 ]; echo $?) "cards list: a set the database lacks exits 1"
run "$tmp/o" "$tmp/e" "$replay" cards --cards btg-9
check $([ "$rc" = 4 ] && grep -q "no bundled card database has version btg-9" "$tmp/e"; echo $?) \
  "cards --cards: an unknown database version exits 4"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
