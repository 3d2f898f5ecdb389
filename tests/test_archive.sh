#!/usr/bin/env bash
# test_archive.sh: sealed archives end to end (docs/log-format.md, "Archive
# trailer"): `archive seal`, `archive check` and `verify` on a whole archive
# and on every way one can be incomplete, each with its documented verdict
# and exit code; and the trailer's digests recomputed independently from
# the document's recipe, so that the document and the code cannot part.
#
#   bash tests/test_archive.sh path/to/altered-replay
#
# Damaged archives are cut and spliced frame by frame with Python's standard
# library (Debian's /usr/bin/python3 first). Without any Python it exits 77
# (ctest: skipped) and says so.
set -u

replay=${1:?usage: test_archive.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
py=""
for c in /usr/bin/python3 python3; do
  if command -v "$c" > /dev/null 2>&1; then py=$c; break; fi
done
if [ -z "$py" ]; then
  echo "skipped: no python3 to cut archives with (install Debian's python3)"
  exit 77
fi
. "$(dirname "$0")/lib.sh"

# expect CODE VERDICT FILE DESCRIPTION: `archive check FILE` exits CODE and names VERDICT.
expect() {
  local code=$1 verdict=$2 file=$3 what=$4
  "$replay" archive check "$file" > "$tmp/out" 2> "$tmp/err"
  local rc=$?
  if [ "$rc" = "$code" ] && grep -q ": $verdict: " "$tmp/out"; then
    ok "$what: $verdict, exit $code"
  else
    bad "$what: wanted $verdict exit $code, got exit $rc: $(cat "$tmp/out" "$tmp/err")"
  fi
}

# splice OUT SRC SPEC: OUT is made of the frames of SRC (0-based; the
# trailer is the last frame) listed in SPEC, e.g. "0 2 1 T".
splice() {
  "$py" - "$@" <<'PY'
import sys
out, src, spec = sys.argv[1], sys.argv[2], sys.argv[3:]
data = open(src, "rb").read()
frames, pos = [], 0
while pos < len(data):
    start, n, shift = pos, 0, 0
    while True:
        c = data[pos]; pos += 1
        n |= (c & 0x7F) << shift; shift += 7
        if not c & 0x80:
            break
    frames.append(data[start:pos + n]); pos += n
with open(out, "wb") as f:
    for s in spec:
        f.write(frames[-1] if s == "T" else frames[int(s)])
PY
}

"$replay" gen --seed 11 --games 4 --out "$tmp/a.altlog" 2> /dev/null
"$replay" gen --seed 40 --games 3 --out "$tmp/other.altlog" 2> /dev/null

expect 0 complete "$tmp/a.altlog" "an archive written by gen"
"$replay" verify "$tmp/a.altlog" > "$tmp/v" 2>&1
rc=$?
if [ $rc = 0 ] && grep -q "archive complete: 4 games, as sealed" "$tmp/v"; then ok "verify says the archive is complete"
else bad "verify on a sealed archive: exit $rc: $(cat "$tmp/v")"; fi

splice "$tmp/cut_between.altlog" "$tmp/a.altlog" 0 1
expect 5 unsealed "$tmp/cut_between.altlog" "cut between two games (the trailer is gone)"
"$replay" verify "$tmp/cut_between.altlog" > "$tmp/v" 2>&1
rc=$?
if [ $rc = 0 ] && grep -q "archive unsealed: .*completeness cannot be checked" "$tmp/v"; then
  ok "verify without a trailer passes but says completeness was not checked"
else bad "verify of an unsealed archive: exit $rc: $(cat "$tmp/v")"; fi
"$replay" verify --require-sealed "$tmp/cut_between.altlog" > "$tmp/v" 2>&1
rc=$?
if [ $rc = 5 ]; then ok "verify --require-sealed fails an unsealed archive (exit 5)"
else bad "verify --require-sealed: exit $rc: $(cat "$tmp/v")"; fi

size=$(stat -c %s "$tmp/a.altlog")
head -c $((size / 2)) "$tmp/a.altlog" > "$tmp/cut_inside.altlog"
expect 1 truncated "$tmp/cut_inside.altlog" "cut inside a game"
grep -q "ends inside game" "$tmp/out" && ok "the cut is placed inside a game" || bad "no 'ends inside game': $(cat "$tmp/out")"

splice "$tmp/removed.altlog" "$tmp/a.altlog" 0 2 3 T
expect 1 truncated "$tmp/removed.altlog" "a game removed from the middle"
grep -q "sealed game 2 is missing" "$tmp/out" && ok "the missing game is named" || bad "missing game not named: $(cat "$tmp/out")"

splice "$tmp/tail.altlog" "$tmp/a.altlog" 0 1 T
expect 1 truncated "$tmp/tail.altlog" "the last games removed, the trailer kept"
grep -q "games missing after game 2" "$tmp/out" && ok "games missing after game 2" || bad "$(cat "$tmp/out")"

splice "$tmp/swapped.altlog" "$tmp/a.altlog" 0 2 1 3 T
expect 4 reordered "$tmp/swapped.altlog" "two games swapped"
grep -q "game 3 was sealed at another position" "$tmp/out" && ok "the first game out of place is named" || bad "$(cat "$tmp/out")"

splice "$tmp/dup.altlog" "$tmp/a.altlog" 0 1 1 2 3 T
expect 4 reordered "$tmp/dup.altlog" "a game duplicated"
grep -q "game 3 repeats an earlier game" "$tmp/out" && ok "the duplicate is named" || bad "$(cat "$tmp/out")"

splice "$tmp/foreign.altlog" "$tmp/a.altlog" 0 1 2 3
splice "$tmp/foreign_t.altlog" "$tmp/other.altlog" T
cat "$tmp/foreign.altlog" "$tmp/foreign_t.altlog" > "$tmp/foreign2.altlog"
expect 2 altered "$tmp/foreign2.altlog" "a trailer from another archive"

splice "$tmp/alone.altlog" "$tmp/a.altlog" T
expect 1 truncated "$tmp/alone.altlog" "a trailer alone"

cp "$tmp/a.altlog" "$tmp/garbage.altlog"
printf 'garbage' >> "$tmp/garbage.altlog"
expect 3 malformed "$tmp/garbage.altlog" "bytes after the trailer"
"$replay" verify "$tmp/garbage.altlog" > "$tmp/v" 2>&1
rc=$?
if [ $rc = 3 ] && grep -q "archive malformed: .*bytes after the archive trailer" "$tmp/v"; then
  ok "verify fails an archive with bytes after its trailer as malformed (exit 3)"
else bad "verify with garbage after the trailer: exit $rc: $(cat "$tmp/v")"; fi

# A byte changed inside game 2 (its last byte: the last step's hash).
"$py" - "$tmp/a.altlog" "$tmp/altered.altlog" <<'PY'
import sys
data = bytearray(open(sys.argv[1], "rb").read())
pos, ends = 0, []
while pos < len(data):
    n, shift = 0, 0
    while True:
        c = data[pos]; pos += 1
        n |= (c & 0x7F) << shift; shift += 7
        if not c & 0x80:
            break
    pos += n; ends.append(pos)
data[ends[1] - 1] ^= 0x01
open(sys.argv[2], "wb").write(bytes(data))
PY
expect 2 altered "$tmp/altered.altlog" "a byte of game 2 changed"
grep -q "game 2 is not any game that was sealed" "$tmp/out" && ok "the altered game is named" || bad "$(cat "$tmp/out")"
"$replay" verify "$tmp/altered.altlog" > "$tmp/v" 2>&1
rc=$?
if [ $rc = 1 ] && grep -q "archive altered" "$tmp/v"; then ok "verify: the hash diverges and the archive is altered"
else bad "verify of an altered game: exit $rc: $(cat "$tmp/v")"; fi

# The trailer's offsets rewritten as [0, 1, 2, 3, 4], every other field
# as sealed: the trailer no longer says where the games begin.
"$replay" gen --seed 11 --games 5 --out "$tmp/five.altlog" 2> /dev/null
"$py" - "$tmp/five.altlog" "$tmp/offsets.altlog" <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
def varint(b, p):
    v = s = 0
    while True:
        c = b[p]; p += 1; v |= (c & 0x7F) << s; s += 7
        if not c & 0x80:
            return v, p
def enc(v):
    out = bytearray()
    while True:
        out.append((v & 0x7F) | (0x80 if v > 0x7F else 0)); v >>= 7
        if not v:
            return bytes(out)
pos, starts = 0, []
while pos < len(data):
    starts.append(pos)
    n, q = varint(data, pos); pos = q + n
t = starts[-1]
n, q = varint(data, t)
msg = data[q:q + n]
key, p = varint(msg, 0)
ln, p = varint(msg, p)
tr, out, r = msg[p:p + ln], bytearray(), 0
while r < len(tr):
    k, r2 = varint(tr, r)
    f, wt = k >> 3, k & 7
    if wt == 0:
        _, r3 = varint(tr, r2)
    else:
        m, r3 = varint(tr, r2); r3 += m
    if f == 3:
        packed = b"".join(enc(i) for i in range(5))
        out += enc(3 << 3 | 2) + enc(len(packed)) + packed
    else:
        out += tr[r:r3]
    r = r3
inner = enc(15 << 3 | 2) + enc(len(out)) + bytes(out)
open(sys.argv[2], "wb").write(data[:t] + enc(len(inner)) + inner)
PY
expect 2 altered "$tmp/offsets.altlog" "trailer offsets rewritten as [0,1,2,3,4]"
grep -q "the trailer says game 2 begins at byte 1, but it begins at byte [0-9]" "$tmp/out" &&
  ok "the first game whose offset is wrong is named" || bad "$(cat "$tmp/out")"
"$replay" verify "$tmp/offsets.altlog" > "$tmp/v" 2>&1
rc=$?
if [ $rc = 5 ] && grep -q "archive altered: the trailer says game 2 begins" "$tmp/v"; then
  ok "verify fails an archive whose trailer misplaces its games (exit 5)"
else bad "verify of rewritten offsets: exit $rc: $(tail -3 "$tmp/v")"; fi

# Sealing: an unsealed archive becomes complete, byte for byte the same games.
"$replay" archive seal "$tmp/cut_between.altlog" "$tmp/resealed.altlog" 2> "$tmp/err"
rc=$?
[ $rc = 0 ] && ok "archive seal" || bad "archive seal: exit $rc: $(cat "$tmp/err")"
expect 0 complete "$tmp/resealed.altlog" "a sealed copy of an unsealed archive"
splice "$tmp/resealed_games.altlog" "$tmp/resealed.altlog" 0 1
cmp -s "$tmp/resealed_games.altlog" "$tmp/cut_between.altlog" && ok "sealing keeps each game's bytes" || bad "sealing changed the games"
"$replay" archive seal "$tmp/a.altlog" "$tmp/twice.altlog" 2> "$tmp/err"
rc=$?
if [ $rc = 3 ] && grep -q "already has a trailer" "$tmp/err" && [ ! -e "$tmp/twice.altlog" ]; then
  ok "sealing a sealed archive is refused and writes nothing"
else bad "seal of a sealed archive: exit $rc: $(cat "$tmp/err")"; fi
"$replay" archive seal "$tmp/cut_inside.altlog" "$tmp/bad.altlog" 2> "$tmp/err"
rc=$?
[ $rc = 3 ] && [ ! -e "$tmp/bad.altlog" ] && ok "sealing a broken archive is refused" || bad "seal of a broken archive: exit $rc"
"$replay" archive seal < /dev/null > /dev/null 2>&1
[ $? = 64 ] && ok "archive seal without files is a usage error" || bad "archive seal usage"
"$replay" archive check --bogus "$tmp/a.altlog" > /dev/null 2>&1
[ $? = 64 ] && ok "an unknown option is a usage error" || bad "archive check --bogus"

# Rounds joined: two sealed archives concatenated are not an archive (the
# first trailer is followed by bytes); `archive merge` checks each and
# writes their games, byte for byte, under one new trailer.
cat "$tmp/a.altlog" "$tmp/other.altlog" > "$tmp/cat.altlog"
expect 3 malformed "$tmp/cat.altlog" "two sealed archives concatenated"
"$replay" archive merge "$tmp/merged.altlog" "$tmp/a.altlog" "$tmp/other.altlog" 2> "$tmp/merge_err"
rc=$?
expect 0 complete "$tmp/merged.altlog" "archive merge of two sealed archives"
grep -q "complete: 7 games, as sealed" "$tmp/out" && ok "the merged archive holds 4 + 3 games" || bad "$(cat "$tmp/out")"
splice "$tmp/merged_games.altlog" "$tmp/merged.altlog" 0 1 2 3 4 5 6
splice "$tmp/a_games.altlog" "$tmp/a.altlog" 0 1 2 3
splice "$tmp/other_games.altlog" "$tmp/other.altlog" 0 1 2
cat "$tmp/a_games.altlog" "$tmp/other_games.altlog" > "$tmp/both_games.altlog"
if [ $rc = 0 ] && cmp -s "$tmp/merged_games.altlog" "$tmp/both_games.altlog" &&
   grep -q "a.altlog: complete" "$tmp/merge_err" && grep -q "other.altlog: complete" "$tmp/merge_err"; then
  ok "archive merge: each input checked and named, their games byte for byte in order"
else bad "archive merge: exit $rc: $(cat "$tmp/merge_err")"; fi
"$replay" verify "$tmp/merged.altlog" > "$tmp/v" 2>&1
rc=$?
[ $rc = 0 ] && grep -q "7 games in 1 file: 7 verified" "$tmp/v" && ok "verify of the merged archive: 7 verified" ||
  bad "verify merged: exit $rc: $(tail -2 "$tmp/v")"
"$replay" archive merge "$tmp/m2.altlog" "$tmp/cut_between.altlog" "$tmp/other.altlog" 2> "$tmp/merge_err"
rc=$?
expect 0 complete "$tmp/m2.altlog" "an unsealed input merged (named unsealed)"
[ $rc = 0 ] && grep -q "cut_between.altlog: unsealed" "$tmp/merge_err" && ok "an unsealed input is merged and said to be" ||
  bad "merge of an unsealed input: exit $rc: $(cat "$tmp/merge_err")"
for c in "5:altered.altlog" "5:swapped.altlog" "5:tail.altlog" "3:cut_inside.altlog" "3:garbage.altlog"; do
  want=${c%%:*} f=${c#*:}
  "$replay" archive merge "$tmp/bad_merge.altlog" "$tmp/other.altlog" "$tmp/$f" 2> "$tmp/err"
  rc=$?
  if [ $rc = "$want" ] && [ ! -e "$tmp/bad_merge.altlog" ]; then ok "archive merge with $f: exit $want, nothing written"
  else bad "archive merge with $f: exit $rc: $(cat "$tmp/err")"; fi
done
"$replay" archive merge "$tmp/twice.altlog" "$tmp/a.altlog" "$tmp/resealed.altlog" 2> "$tmp/err"
rc=$?
[ $rc = 3 ] && grep -q "the same game is in the inputs twice" "$tmp/err" && [ ! -e "$tmp/twice.altlog" ] &&
  ok "archive merge refuses a game given twice" || bad "merge of a game twice: exit $rc: $(cat "$tmp/err")"
"$replay" archive merge "$tmp/x.altlog" > /dev/null 2>&1
[ $? = 64 ] && ok "archive merge without an input is a usage error" || bad "archive merge usage"

# Unsealing: a whole archive without its trailer, to add games and seal again.
"$replay" archive unseal "$tmp/a.altlog" "$tmp/unsealed.altlog" 2> "$tmp/merge_err"
rc=$?
expect 5 unsealed "$tmp/unsealed.altlog" "archive unseal of a complete archive"
[ $rc = 0 ] && cmp -s "$tmp/unsealed.altlog" "$tmp/a_games.altlog" && ok "unsealing keeps each game's bytes" ||
  bad "unseal: exit $rc: $(cat "$tmp/merge_err")"
cat "$tmp/unsealed.altlog" "$tmp/other_games.altlog" > "$tmp/grown.altlog"
"$replay" archive seal "$tmp/grown.altlog" "$tmp/grown_sealed.altlog" 2> /dev/null
expect 0 complete "$tmp/grown_sealed.altlog" "an unsealed archive grown by three games and sealed again"
for c in "5:altered.altlog" "5:swapped.altlog" "3:cut_between.altlog"; do
  want=${c%%:*} f=${c#*:}
  "$replay" archive unseal "$tmp/$f" "$tmp/bad_unseal.altlog" 2> "$tmp/err"
  rc=$?
  if [ $rc = "$want" ] && [ ! -e "$tmp/bad_unseal.altlog" ]; then ok "archive unseal of $f: exit $want, nothing written"
  else bad "archive unseal of $f: exit $rc: $(cat "$tmp/err")"; fi
done

# The recipe of docs/log-format.md, recomputed here: the SHA-256 of all bytes
# before the trailer, and each game's digest (the first 8 bytes of its framed
# bytes' SHA-256, little-endian), against what check and the trailer say.
"$replay" archive check --json "$tmp/a.altlog" > "$tmp/json"
"$py" - "$tmp/a.altlog" "$tmp/json" <<'PY'
import hashlib, json, sys
data = open(sys.argv[1], "rb").read()
report = json.loads(open(sys.argv[2]).read())
frames, pos = [], 0
while pos < len(data):
    start, n, shift = pos, 0, 0
    while True:
        c = data[pos]; pos += 1
        n |= (c & 0x7F) << shift; shift += 7
        if not c & 0x80:
            break
    frames.append((start, pos, pos + n)); pos += n
games, trailer = frames[:-1], frames[-1]
assert hashlib.sha256(data[:trailer[0]]).hexdigest() == report["sha256"], "archive SHA-256"
# The trailer: GameLog field 15 holding ArchiveTrailer; read its fields.
def varint(b, p):
    v = s = 0
    while True:
        c = b[p]; p += 1; v |= (c & 0x7F) << s; s += 7
        if not c & 0x80:
            return v, p
msg = data[trailer[1]:trailer[2]]
key, p = varint(msg, 0)
assert key == (15 << 3 | 2), "the trailer is GameLog field 15"
ln, p = varint(msg, p)
tr, fields, q = msg[p:p + ln], {}, 0
while q < len(tr):
    key, q = varint(tr, q)
    f, wt = key >> 3, key & 7
    if wt == 0:
        v, q = varint(tr, q)
    else:
        n, q = varint(tr, q); v = tr[q:q + n]; q += n
    fields[f] = v
assert fields[1] == 1 and fields[2] == len(games), "version and game count"
offs, q = [], 0
while q < len(fields[3]):
    v, q = varint(fields[3], q); offs.append(v)
assert offs == [g[0] for g in games], "offsets"
digs = [int.from_bytes(fields[4][8 * i:8 * i + 8], "little") for i in range(len(games))]
want = [int.from_bytes(hashlib.sha256(data[g[0]:g[2]]).digest()[:8], "little") for g in games]
assert digs == want, "per-game digests"
assert fields[5] == hashlib.sha256(data[:trailer[0]]).digest(), "trailer SHA-256"
PY
[ $? = 0 ] && ok "the trailer follows docs/log-format.md's recipe (recomputed independently)" || bad "trailer recipe"

echo "archive: $passed passed, $failed failed"
[ "$failed" = 0 ]
