#!/usr/bin/env bash
# test_js_reader.sh: examples/js/read_archive.js, the JavaScript reader of
# game log archives, as its README section says to run it: `npm ci` from
# its package-lock.json (here into JS_DIR under the build tree, never into
# git), then node on the golden games and on archives altered-replay
# writes, good and broken.
#
#   bash tests/test_js_reader.sh JS_DIR ALTERED_REPLAY
#
# Exit 77 (skipped, with the reason) when node or npm is not installed or
# the npm registry cannot be reached; any other npm failure fails.
set -u

jsdir=${1:?usage: test_js_reader.sh JS_DIR ALTERED_REPLAY}
replay=${2:?usage: test_js_reader.sh JS_DIR ALTERED_REPLAY}
root=$(cd "$(dirname "$0")/.." && pwd)
src="$root/examples/js"

for tool in node npm; do
  if ! command -v $tool > /dev/null; then
    echo "skip: no $tool (apt-get install nodejs npm)"
    exit 77
  fi
done
echo "node $(node --version), npm $(npm --version)"

# node_modules is made again only when the lock file changes.
mkdir -p "$jsdir"
if ! cmp -s "$src/package-lock.json" "$jsdir/package-lock.json" || [ ! -d "$jsdir/node_modules/protobufjs" ]; then
  cp "$src/package.json" "$src/package-lock.json" "$jsdir/"
  # --ignore-scripts: protobufjs's postinstall only warns about versions,
  # and a test should not run code it fetched beyond the reader's own needs.
  if ! (cd "$jsdir" && npm ci --ignore-scripts --no-audit --no-fund > npm.log 2>&1); then
    if grep -qE 'ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNREFUSED|ECONNRESET|ENETUNREACH' "$jsdir/npm.log"; then
      echo "skip: the npm registry cannot be reached: $(grep -m1 -E 'ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONN|ENETUNREACH' "$jsdir/npm.log")"
      exit 77
    fi
    echo "FAIL: npm ci in $jsdir:"
    tail -20 "$jsdir/npm.log"
    exit 1
  fi
fi

. "$(dirname "$0")/lib.sh"
reader() { NODE_PATH="$jsdir/node_modules" timeout 60 node "$src/read_archive.js" "$@"; }

# Every golden game: its seed, ruleset and step count as MANIFEST.tsv records them.
n=0
wrong=0
while IFS=$'\t' read -r file ruleset seed steps _; do
  [ "$file" = file ] && continue
  out=$(reader "$root/corpora/games/$file" 2>&1)
  n=$((n + 1))
  rs="$ruleset-[0-9]*"                 # a family's latest revision, or the revision named
  [[ $ruleset == *-* ]] && rs=$ruleset
  if ! grep -q "game 1: seed $seed, $rs, .*, $steps steps, initial hash [0-9a-f]\{16\}" <<< "$out"; then
    wrong=$((wrong + 1))
    echo "  $file: want seed $seed, $ruleset, $steps steps: $out"
  fi
done < "$root/corpora/games/MANIFEST.tsv"
if [ $n -gt 0 ] && [ $wrong = 0 ]; then ok "all $n golden games: seed, ruleset and steps as MANIFEST.tsv"; else bad "$wrong of $n golden games"; fi

# A sealed archive of three games, against altered-replay's own reading.
"$replay" gen --seed 5 --games 3 --out "$tmp/games.altlog" 2> /dev/null || bad "altered-replay gen"
out=$(reader --json "$tmp/games.altlog"); rc=$?
got=$(node -e 'for (const l of require("fs").readFileSync(0, "utf8").trim().split("\n")) { const o = JSON.parse(l); if ("steps" in o) console.log(o.game, o.seed, o.steps, o.initial_hash); }' <<< "$out")
want=$("$replay" verify --json "$tmp/games.altlog" | node -e '
const ls = require("fs").readFileSync(0, "utf8").trim().split("\n").map(JSON.parse).filter((o) => "steps" in o);
ls.forEach((o) => console.log(o.game, 4 + o.game, o.steps));')
hashes=$("$replay" hashes "$tmp/games.altlog" | head -1)
if [ $rc = 0 ] && [ "$(cut -d' ' -f1-3 <<< "$got")" = "$want" ] && grep -q "^1 5 [0-9]* $hashes$" <<< "$got" &&
   grep -q '"archive":"complete","games":3,"sealed_games":3' <<< "$out"; then
  ok "--json: 3 games, seeds 5-7, steps as altered-replay verify counts them, game 1's initial hash $hashes, sealed and complete"
else
  bad "--json (exit $rc): '$got' vs '$want' (hash $hashes): $out"
fi

# Where Debian's Python with protobuf is, the two readers print the same.
compare_py=0
if /usr/bin/python3 -c 'import google.protobuf' 2> /dev/null && command -v protoc > /dev/null; then
  for flag in "" --json; do
    a=$(reader $flag "$tmp/games.altlog" "$root/corpora/games/abilities_cr3_s1.altlog")
    b=$(PYTHONPATH="$root/python" /usr/bin/python3 -m altered_judge games $flag "$tmp/games.altlog" \
          "$root/corpora/games/abilities_cr3_s1.altlog")
    if [ "$a" = "$b" ]; then ok "${flag:-text}: line for line what altered-judge-py games prints"; else bad "${flag:-text} differs from altered-judge-py: $a vs $b"; fi
  done
  compare_py=1
else
  echo "note: no /usr/bin/python3 with protobuf and protoc: not compared with altered-judge-py (apt-get install python3-protobuf protobuf-compiler)"
fi

# Broken archives: a message, exit 3, never a stack trace.
head -c 300 "$tmp/games.altlog" > "$tmp/cut.altlog"
printf '\x05hello' > "$tmp/junk.altlog"
printf '\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff' > "$tmp/prefix.altlog"
: > "$tmp/empty.altlog"
for c in "cut:game 1: truncated" "junk:game 1: not a GameLog\|without a header" "prefix:over 10 bytes" \
         "empty:no games" "missing:ENOENT"; do
  name=${c%%:*}
  want=${c#*:}
  out=$(reader "$tmp/$name.altlog" 2>&1); rc=$?
  if [ $rc = 3 ] && grep -q "$want" <<< "$out" && ! grep -q '    at ' <<< "$out"; then ok "$name archive: exit 3, $out"; else bad "$name archive (exit $rc): $out"; fi
done
# A hero's reference with a NUL, or a byte that is not UTF-8, in game 3:
# malformed for the format, though protobufjs alone reads both.
node -e '
const fs = require("fs");
const [, src, dir] = process.argv;
const d = fs.readFileSync(src);
const i = d.lastIndexOf("ALT_CORE_B_MU_01_C");
for (const [name, byte] of [["nul", 0], ["utf8", 0xff]]) {
  const c = Buffer.from(d);
  c[i + 3] = byte;
  fs.writeFileSync(`${dir}/${name}.altlog`, c);
}' "$tmp/games.altlog" "$tmp"
for c in "nul:game 3: not a GameLog at byte [0-9]*: a string holds a NUL" \
         "utf8:game 3: not a GameLog at byte [0-9]*: a string is not valid UTF-8"; do
  out=$(reader "$tmp/${c%%:*}.altlog" 2>&1); rc=$?
  if [ $rc = 3 ] && grep -q "${c#*:}" <<< "$out"; then ok "${c%%:*} in a string: exit 3"; else bad "${c%%:*} (exit $rc): $out"; fi
done
"$replay" gen --seed 5 --games 3 --out "$tmp/a.altlog" 2> /dev/null
node -e 'const fs = require("fs"); const d = fs.readFileSync(process.argv[1]); d[d.length >> 1] ^= 1; fs.writeFileSync(process.argv[2], d);' \
  "$tmp/a.altlog" "$tmp/altered.altlog"
out=$(reader "$tmp/altered.altlog" 2>&1)
if grep -q 'archive altered\|not a GameLog' <<< "$out"; then ok "an altered archive is told: $(tail -1 <<< "$out")"; else bad "altered archive: $out"; fi

# Archives that are not what their trailer sealed: the verdict in
# altered-replay's words, and exit 5, as altered-replay verify exits.
node -e '
const fs = require("fs");
const [, src, dir] = process.argv;
const d = fs.readFileSync(src);
const frames = [];
for (let p = 0; p < d.length;) {
  let n = 0, s = 0, q = p;
  for (;;) { const b = d[q++]; n += (b & 0x7f) * 2 ** s; s += 7; if (!(b & 0x80)) break; }
  frames.push(d.subarray(p, q + n)); p = q + n;
}
const t = frames.length - 1;
fs.writeFileSync(`${dir}/swapped.altlog`, Buffer.concat([frames[1], frames[0], frames[2], frames[t]]));
fs.writeFileSync(`${dir}/short.altlog`, Buffer.concat([frames[0], frames[1], frames[t]]));' "$tmp/games.altlog" "$tmp"
# The trailer's offsets rewritten as [0, 1, 2]: the games are as sealed,
# but the trailer does not say where they begin.
NODE_PATH="$jsdir/node_modules" node -e '
const fs = require("fs");
const protobuf = require("protobufjs");
const [, src, proto, out] = process.argv;
const GameLog = protobuf.loadSync(proto).lookupType("altered.GameLog");
const d = fs.readFileSync(src);
let p = 0, last = 0, len = 0, q = 0;
while (p < d.length) {
  let n = 0, s = 0; q = p;
  for (;;) { const b = d[q++]; n += (b & 0x7f) * 2 ** s; s += 7; if (!(b & 0x80)) break; }
  last = p; len = n; p = q + n;
}
const start = d.length - len;
const log = GameLog.decode(d.subarray(start));
log.archiveTrailer.offsets = [0, 1, 2];
const body = GameLog.encode(log).finish();
const w = protobuf.Writer.create(); w.uint32(body.length);
fs.writeFileSync(out, Buffer.concat([d.subarray(0, last), Buffer.from(w.finish()), Buffer.from(body)]));' \
  "$tmp/games.altlog" "$root/proto/altered.proto" "$tmp/offsets.altlog"
for c in "swapped:archive reordered: game 2 was sealed at another position (reordered)" \
         "short:archive truncated: 2 of 3 sealed games: games missing after game 2" \
         "offsets:archive altered: the trailer says game 2 begins at byte 1, but it begins at byte"; do
  out=$(reader "$tmp/${c%%:*}.altlog" 2>&1); rc=$?
  if [ $rc = 5 ] && grep -qF "${c#*:}" <<< "$out"; then ok "${c%%:*} archive: exit 5, $(tail -1 <<< "$out")"
  else bad "${c%%:*} archive (exit $rc): $out"; fi
done
for f in swapped short offsets; do
  want=$("$replay" archive check "$tmp/$f.altlog" | sed 's/^[^:]*: //')
  got=$(reader "$tmp/$f.altlog" | tail -1 | sed 's/^[^:]*: archive //')
  if [ "$got" = "$want" ]; then ok "$f archive: the verdict in altered-replay archive check's words"
  else bad "$f: '$got' vs archive check's '$want'"; fi
done
# Formats by their names, never the schema's constants.
out=$(reader "$tmp/games.altlog"; reader --json "$tmp/games.altlog")
if ! grep -q FORMAT_ <<< "$out" && grep -q ", Constructed, " <<< "$out" && grep -q '"format":"constructed"' <<< "$out"; then
  ok "formats as the tools write them: Constructed in text, constructed in JSON"
else bad "format names: $out"; fi

# A trailer given twice (two lists of digests to one reader, one to another):
# refused, as altered-replay refuses it (docs/verdict.md, "One reading").
trailer_twice() {
  python3 - "$1" "$2" <<'EOF'
import sys
d = open(sys.argv[1], "rb").read()
def varint(b, p):
    v = s = 0
    while True:
        c = b[p]; p += 1; v |= (c & 0x7F) << s; s += 7
        if c < 0x80: return v, p
def enc(v):
    o = bytearray()
    while True:
        c = v & 0x7F; v >>= 7
        o.append(c | (0x80 if v else 0))
        if not v: return bytes(o)
p, frames = 0, []
while p < len(d):
    n, q = varint(d, p); frames.append(d[q:q + n]); p = q + n
frames[-1] = frames[-1] + frames[-1]   # the trailer's one field, given twice
open(sys.argv[2], "wb").write(b"".join(enc(len(f)) + f for f in frames))
EOF
}
trailer_twice "$tmp/a.altlog" "$tmp/twice.altlog"
out=$(reader "$tmp/twice.altlog" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q "the archive trailer at byte [0-9]*: field 15 (archiveTrailer) given twice" <<< "$out"; then
  ok "a trailer given twice: exit 3, $out"
else
  bad "a trailer given twice (exit $rc): $out"
fi

out=$(reader 2>&1); rc=$?
if [ $rc = 64 ]; then ok "no archive: exit 64"; else bad "no archive (exit $rc): $out"; fi
out=$(NODE_PATH="$tmp" node "$src/read_archive.js" "$tmp/games.altlog" 2>&1); rc=$?
if [ $rc = 69 ] && grep -q 'npm ci' <<< "$out"; then ok "without protobufjs: exit 69, says to run npm ci"; elif [ -d "$src/node_modules" ]; then echo "note: examples/js/node_modules exists: the missing-module message is not checked"; else bad "without protobufjs (exit $rc): $out"; fi

# ... and the same of archives that are not whole, with the same exit code.
if [ "$compare_py" = 1 ]; then
  for f in swapped short offsets; do
    [ -e "$tmp/$f.altlog" ] || continue
    a=$(reader "$tmp/$f.altlog" 2>&1); ra=$?
    b=$(PYTHONPATH="$root/python" /usr/bin/python3 -m altered_judge games "$tmp/$f.altlog" 2>&1); rb=$?
    if [ "$a" = "$b" ] && [ $ra = $rb ]; then ok "$f archive: what altered-judge-py games prints, exit $ra"
    else bad "$f archive: JS (exit $ra) $a vs Python (exit $rb) $b"; fi
  done
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
