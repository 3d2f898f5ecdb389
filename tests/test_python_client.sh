#!/usr/bin/env bash
# test_python_client.sh: the altered_judge Python package (python/), used as
# its README says: from the source tree with PYTHONPATH, and installed with
# pip as the altered-judge-py command. Offline it reads every game of an
# archive (`games`) and refuses broken ones; against a daemon on a free
# loopback port it answers as altered-judge-client does (the same JSON),
# over CURVE too; without pyzmq it says what to install.
#
#   bash tests/test_python_client.sh BIN_DIR [PB2_DIR]
#
# PB2_DIR holds the altered_pb2.py the build makes with protoc; without it
# the package runs protoc itself. Needs a Python with zmq and
# google.protobuf (Debian's python3-zmq and python3-protobuf:
# /usr/bin/python3 is tried first, since another python3 may come first on
# PATH). Without one it exits 77, which ctest counts as skipped, and says
# what is missing.
set -u

bin=${1:?usage: test_python_client.sh BIN_DIR [PB2_DIR]}
pb2=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=199"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}exitcode=198"

py=""
why=""
for cand in /usr/bin/python3 python3; do
  command -v "$cand" > /dev/null || { why="$why; no $cand"; continue; }
  if err=$("$cand" -c 'import zmq, google.protobuf' 2>&1); then
    py=$cand
    break
  fi
  why="$why; $cand: $(tail -1 <<< "$err")"
done
if [ -z "$py" ]; then
  echo "skip: no python3 with zmq and protobuf${why} (apt-get install python3-zmq python3-protobuf)"
  exit 77
fi
echo "python: $py ($("$py" --version 2>&1))"

tmp=$(mktemp -d)
daemon=0
daemon2=0
cleanup() {
  for p in "$daemon" "$daemon2"; do
    if [ "$p" != 0 ]; then kill -KILL "$p" 2> /dev/null; wait "$p" 2> /dev/null; fi
  done
  rm -rf "$tmp"
}
trap cleanup EXIT

if [ -n "$pb2" ] && [ -f "$pb2/altered_pb2.py" ]; then
  export ALTERED_PB2_DIR="$pb2"
elif ! command -v protoc > /dev/null; then
  echo "skip: no altered_pb2.py and no protoc to make it (apt-get install protobuf-compiler)"
  exit 77
fi

passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
# The package from the source tree, as README.md says to run it.
pyc() { PYTHONPATH="$root/python" timeout 60 "$py" -m altered_judge "$@"; }
same_json() { "$py" -c 'import json,sys; a,b=(json.loads(x) for x in sys.argv[1:3]); sys.exit(a!=b)' "$1" "$2"; }
# Lines of JSON objects, one for one: every field of the first's is the
# second's, which may hold more (the C client's lines name their "type").
sub_json_lines() {
  "$py" -c '
import json, sys
a, b = ([json.loads(l) for l in x.splitlines() if l.strip()] for x in sys.argv[1:3])
sys.exit(len(a) != len(b) or any(k not in q or q[k] != v for p, q in zip(a, b) for k, v in p.items()))' "$1" "$2"
}

"$bin/altered-replay" gen --seed 5 --games 3 --out "$tmp/games.altlog" 2> /dev/null || bad "altered-replay gen"

# ---------------------------------------------------------------- offline
out=$(pyc games --json "$tmp/games.altlog"); rc=$?
want=$("$bin/altered-replay" verify --json "$tmp/games.altlog" | "$py" -c '
import json, sys
print(" ".join(str(o["steps"]) for o in map(json.loads, sys.stdin) if "steps" in o))')
got=$("$py" -c '
import json, sys
print(" ".join(str(o["steps"]) for o in map(json.loads, sys.stdin) if "steps" in o))' <<< "$out")
if [ $rc = 0 ] && [ "$got" = "$want" ] && grep -q '"archive":"complete"' <<< "$out"; then
  ok "games --json: 3 games of $want steps, as altered-replay verify counts them; archive complete"
else
  bad "games (exit $rc): steps '$got' vs '$want': $out"
fi
first=$("$bin/altered-replay" hashes "$tmp/games.altlog" | head -1)
if grep -q "\"game\":1,.*\"initial_hash\":\"$first\"" <<< "$out"; then ok "games: game 1's initial hash is altered-replay's"; else bad "games: no initial hash $first"; fi
n=0
for f in "$root"/corpora/games/*.altlog; do
  out=$(pyc games "$f" 2>&1) || { bad "games $f: $out"; continue; }
  n=$((n + 1))
done
ok "games reads all $n golden archives of corpora/games"
# Formats by their names; an archive not what its trailer sealed in
# altered-replay archive check's words, exit 5 as verify exits.
out=$(pyc games "$tmp/games.altlog"; pyc games --json "$tmp/games.altlog")
if ! grep -q FORMAT_ <<< "$out" && grep -q ', Constructed, ' <<< "$out" && grep -q '"format": *"constructed"' <<< "$out"; then
  ok "games: the format as the tools write it, never FORMAT_CONSTRUCTED"
else bad "games: format names: $out"; fi
"$py" - "$tmp/games.altlog" "$tmp/swapped.altlog" <<'PY'
import sys
def frames(path):
    d, out, p = open(path, "rb").read(), [], 0
    while p < len(d):
        n = s = 0; q = p
        while True:
            b = d[q]; q += 1; n |= (b & 0x7F) << s; s += 7
            if not b & 0x80:
                break
        out.append(d[p:q + n]); p = q + n
    return out
f = frames(sys.argv[1])
open(sys.argv[2], "wb").write(f[1] + f[0] + f[2] + f[3])
PY
out=$(pyc games "$tmp/swapped.altlog"); rc=$?
want=$("$bin/altered-replay" archive check "$tmp/swapped.altlog" | sed 's/^[^:]*: //')
if [ $rc = 5 ] && [ "$(tail -1 <<< "$out" | sed 's/^[^:]*: archive //')" = "$want" ]; then
  ok "games of a reordered archive: exit 5, '$want' as archive check says"
else bad "games of a reordered archive (exit $rc): $out vs $want"; fi

if out=$(env -u ALTERED_PB2_DIR PYTHONPATH="$root/python" "$py" -m altered_judge games "$tmp/games.altlog" 2>&1) &&
   grep -q 'game 3: seed 7' <<< "$out"; then
  ok "games without ALTERED_PB2_DIR: protoc makes altered_pb2 at first use"
elif ! command -v protoc > /dev/null; then
  echo "note: no protoc: the package's own generation is not checked (apt-get install protobuf-compiler)"
else
  bad "games without ALTERED_PB2_DIR: $out"
fi

head -c 300 "$tmp/games.altlog" > "$tmp/cut.altlog"
out=$(pyc games "$tmp/cut.altlog" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q 'game 1: truncated' <<< "$out"; then ok "a cut archive: exit 3, '$out'"; else bad "cut archive (exit $rc): $out"; fi
printf '\x05hello' > "$tmp/junk.altlog"
out=$(pyc games "$tmp/junk.altlog" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q 'not a GameLog' <<< "$out"; then ok "bytes that are no GameLog: exit 3"; else bad "junk (exit $rc): $out"; fi
"$py" - "$tmp/games.altlog" "$tmp/altered.altlog" << 'PY'
import sys
data = bytearray(open(sys.argv[1], "rb").read())
data[len(data) // 2] ^= 1   # a byte of game 2
open(sys.argv[2], "wb").write(data)
PY
out=$(pyc games "$tmp/altered.altlog" 2>&1); rc=$?
if grep -q 'archive altered\|not a GameLog' <<< "$out"; then ok "an altered archive is told: $(tail -1 <<< "$out")"; else bad "altered archive (exit $rc): $out"; fi
# A hero's reference with a NUL, or a byte that is not UTF-8, in game 3:
# malformed for the format, though protobuf itself may accept the first.
"$py" - "$tmp/games.altlog" "$tmp" << 'PY'
import sys
d = open(sys.argv[1], "rb").read()
i = d.rindex(b"ALT_CORE_B_MU_01_C")
for name, byte in (("nul", b"\x00"), ("utf8", b"\xff")):
    open("%s/%s.altlog" % (sys.argv[2], name), "wb").write(d[:i + 3] + byte + d[i + 4:])
PY
out=$(pyc games "$tmp/nul.altlog" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q 'game 3: header.decks\[1\].hero holds a NUL' <<< "$out"; then ok "a NUL in a string: exit 3, the field named"; else bad "NUL (exit $rc): $out"; fi
out=$(pyc games "$tmp/utf8.altlog" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q 'game 3: not a GameLog' <<< "$out"; then ok "a string not UTF-8: exit 3"; else bad "UTF-8 (exit $rc): $out"; fi
out=$(pyc games "$tmp/no-such.altlog" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q 'No such file' <<< "$out"; then ok "a missing file: exit 3"; else bad "missing file (exit $rc): $out"; fi
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
trailer_twice "$tmp/games.altlog" "$tmp/twice.altlog"
out=$(pyc games "$tmp/twice.altlog" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q "the archive trailer at byte [0-9]*: field 15 (archive_trailer) given twice" <<< "$out"; then
  ok "a trailer given twice: exit 3, $out"
else
  bad "a trailer given twice (exit $rc): $out"
fi
out=$(pyc legal "$tmp/games.altlog" --action 'pass' 2>&1); rc=$?
if [ $rc = 64 ] && grep -q -- '--action pass: not an index' <<< "$out"; then ok "a bad --action: exit 64"; else bad "bad --action (exit $rc): $out"; fi
out=$(pyc verify "$tmp/games.altlog" --step 3 2>&1); rc=$?
if [ $rc = 64 ] && grep -q -- '--step is for' <<< "$out"; then ok "an option its command does not read (verify --step): exit 64"; else bad "verify --step (exit $rc): $out"; fi
out=$(pyc frobnicate 2>&1); rc=$?
if [ $rc = 64 ]; then ok "an unknown command: exit 64"; else bad "unknown command (exit $rc): $out"; fi

# Without pyzmq, the exact packages to install.
mkdir -p "$tmp/nozmq"
echo 'raise ImportError("No module named zmq (hidden by the test)")' > "$tmp/nozmq/zmq.py"
out=$(PYTHONPATH="$tmp/nozmq:$root/python" "$py" -m altered_judge info 2>&1); rc=$?
if [ $rc = 69 ] && grep -qF 'apt-get install python3-zmq python3-protobuf' <<< "$out"; then
  ok "no zmq: exit 69, '$out'"
else
  bad "no zmq (exit $rc): $out"
fi

# Installed with pip in a virtual environment that sees Debian's packages,
# by the README's own three lines ("The Python package", block pip-venv),
# run as written from a copy of the repository's root: a plain `pip
# install` is refused by Debian's Python (externally-managed-environment).
if "$py" -m pip --version > /dev/null 2>&1 && "$py" -c 'import setuptools, venv' 2> /dev/null; then
  mkdir -p "$tmp/root/proto" "$tmp/home" "$tmp/pybin"
  cp -r "$root/python" "$tmp/root/python"
  cp "$root/proto/altered.proto" "$tmp/root/proto/"
  cp "$tmp/games.altlog" "$tmp/root/"
  ln -s "$(command -v "$py")" "$tmp/pybin/python3"   # Debian's, whatever python3 comes first on PATH
  awk '$0 == "<!-- example: pip-venv -->" { on = 1; next }
       on && /^```/ { if (in_block) exit; in_block = 1; next }
       in_block { print }' "$root/README.md" > "$tmp/pip-venv.sh"
  out=$(cd "$tmp/root" && HOME="$tmp/home" PATH="$tmp/pybin:$PATH" PYTHONPATH= PIP_NO_INDEX=1 \
          bash -e "$tmp/pip-venv.sh" 2>&1); rc=$?
  if [ $rc = 0 ] && [ "$(wc -l < "$tmp/pip-venv.sh")" = 3 ] && grep -q 'game 3: seed 7' <<< "$out" &&
     [ -x "$tmp/home/altered-judge-venv/bin/altered-judge-py" ]; then
    ok "pip install in a venv, as the README says: altered-judge-py games"
  else
    bad "the README's pip install in a venv (exit $rc): $(tail -5 <<< "$out")"
  fi
else
  echo "note: no pip, setuptools or venv for $py: the console command is not checked (apt-get install python3-pip python3-setuptools python3-venv)"
fi

# ------------------------------------------------------------- the daemon
start_daemon() {   # start_daemon FIFO ARGS...: sets $pid and $endpoint
  local fifo=$1
  shift
  mkfifo "$fifo"
  "$bin/altered-judged" --bind 'tcp://127.0.0.1:*' --workers 2 "$@" > "$fifo" 2>> "$tmp/daemon.log" &
  pid=$!
  exec {fd}< "$fifo"
  endpoint=""
  read -r -t 30 endpoint <&$fd
  cat <&$fd > /dev/null &
}
start_daemon "$tmp/out" 
daemon=$pid
case "$endpoint" in
  tcp://127.0.0.1:*) ok "daemon listens on $endpoint" ;;
  *) bad "daemon printed no endpoint"; echo "$passed passed, $failed failed"; exit 1 ;;
esac
jc() { pyc --endpoint "$endpoint" --timeout 10000 "$@"; }
cj() { timeout 60 "$bin/altered-judge-client" --endpoint "$endpoint" --timeout 10000 "$@"; }

out=$(jc info); rc=$?
if [ $rc = 0 ] && grep -q '^engine ' <<< "$out" && grep -q '^card database .* supported$' <<< "$out"; then ok "info"; else bad "info (exit $rc): $out"; fi

out=$(jc actions "$tmp/games.altlog" --step 10); rc=$?
hash=$("$bin/altered-replay" hashes "$tmp/games.altlog" | sed -n 11p)
if [ $rc = 0 ] && grep -q "^after step 10: state hash $hash" <<< "$out" && grep -q 'legal answer(s):' <<< "$out"; then
  ok "actions after step 10: the state hash is altered-replay's ($hash)"
else
  bad "actions (exit $rc, want $hash): $out"
fi

# The same questions in JSON: the Python client's objects are the C client's.
for q in "actions $tmp/games.altlog --step 10" "actions $tmp/games.altlog --game 2 --step 33" \
         "legal $tmp/games.altlog --step 10" "legal $tmp/games.altlog --step 10 --action pass,1" \
         "legal $tmp/games.altlog --step 10 --action kind=pass,player=1" "legal $tmp/games.altlog --step 10 --action 0" \
         "legal $tmp/games.altlog --step 10 --action kind=pass" "state $tmp/games.altlog --game 3 --step 20"; do
  # shellcheck disable=SC2086
  a=$(jc --json $q); ra=$?
  # shellcheck disable=SC2086
  b=$(cj --json $q); rb=$?
  if [ $ra = $rb ] && same_json "$a" "$b"; then ok "--json ${q//$tmp\//} (exit $ra): as altered-judge-client's"; else bad "--json $q: exit $ra vs $rb: $a vs $b"; fi
done

# The list in words, as the C client writes it: INDEX  ACTION  description.
a=$(jc actions "$tmp/games.altlog" --step 10); ra=$?
b=$(cj actions "$tmp/games.altlog" --step 10); rb=$?
if [ $ra = 0 ] && [ $rb = 0 ] && [ "$a" = "$b" ] && grep -qE '^  0  kind=' <<< "$a"; then
  ok "actions in words: the C client's lines, INDEX  ACTION  description"
else
  bad "actions in words differ (exit $ra vs $rb): $(diff <(echo "$a") <(echo "$b") | head -4)"
fi

out=$(jc legal "$tmp/games.altlog" --step 10); rc=$?
if [ $rc = 0 ] && grep -q '^legal at step 11: .*; state hash after: ' <<< "$out"; then ok "legal: step 11 is legal"; else bad "legal (exit $rc): $out"; fi

jc state "$tmp/games.altlog" --step 10 --print-position > "$tmp/pos10.json"; rc=$?
out=$(jc actions --position "$tmp/pos10.json"); rc2=$?
if [ $rc = 0 ] && [ $rc2 = 0 ] && grep -q "state hash $hash" <<< "$out"; then
  ok "state --print-position, then actions --position: the state after step 10"
else
  bad "--print-position / --position (exit $rc, $rc2): $out"
fi
out=$(jc actions --position - < "$tmp/pos10.json"); rc=$?
if [ $rc = 0 ] && grep -q "state hash $hash" <<< "$out"; then ok "--position - reads standard input"; else bad "--position - (exit $rc): $out"; fi
echo '{"not": "a position"}' > "$tmp/badpos.json"
out=$(jc actions --position "$tmp/badpos.json" 2>&1); rc=$?
if [ $rc = 3 ] && grep -q 'ERROR_' <<< "$out"; then ok "a bad position: the daemon's error, exit 3"; else bad "bad position (exit $rc): $out"; fi

# verify: every game of every archive (the daemon's reports, as
# altered-judge-client prints them), whether each archive is whole, and the
# SHA-256 of the bytes the hashes leave out.
golden="$root/corpora/games/abilities_cr3_s1.altlog"
out=$(jc verify "$tmp/games.altlog" "$golden"); rc=$?
want=$(cj verify "$tmp/games.altlog" "$golden")
sha=$(sha256sum "$tmp/games.altlog" | cut -d' ' -f1)
if [ $rc = 0 ] && [ "$(grep ' game [0-9]' <<< "$out")" = "$(grep ' game [0-9]' <<< "$want")" ] &&
   [ "$(grep -c ' game [0-9]' <<< "$out")" = 4 ] && grep -q 'archive complete: 3 games' <<< "$out" &&
   grep -q 'archive unsealed' <<< "$out" && grep -q "SHA-256 $sha of all" <<< "$out"; then
  ok "verify of a sealed and an unsealed archive: 4 games as altered-judge-client reports them, each archive's verdict and SHA-256"
else
  bad "verify (exit $rc): '$out' vs '$want'"
fi
a=$(jc --json verify "$tmp/games.altlog" "$golden")
b=$(cj --json verify "$tmp/games.altlog" "$golden")
if [ "$(wc -l <<< "$a")" = 8 ] && sub_json_lines "$a" "$b"; then
  ok "verify --json: 8 objects, each field as altered-judge-client's"
else
  bad "verify --json: $a vs $b"
fi
# A step carrying its writer's position, its hash and one field altered:
# the Python client names the field from the reply, as the C client does.
"$py" "$root/tools/logtool.py" attach-positions "$tmp/games.altlog" "$tmp/pos.altlog" --replay "$bin/altered-replay" --json &&
  "$py" "$root/tools/logtool.py" set-hash "$tmp/pos.altlog" "$tmp/posh.altlog" --step 10 &&
  "$py" "$root/tools/logtool.py" edit-position "$tmp/posh.altlog" "$tmp/posdiv.altlog" --step 10 'day=99'
a=$(jc --json verify --game 1 "$tmp/posdiv.altlog"); rc=$?
b=$(cj --json verify --game 1 "$tmp/posdiv.altlog")
if [ $rc = 1 ] && sub_json_lines "$a" "$b" && "$py" -c '
import json, sys
g = json.loads(sys.argv[1].splitlines()[0])
assert g["position"] == "differs" and g["differs_total"] == 1 and g["differs"][0]["path"] == "day", g
assert g["differs"][0]["theirs"] == "99", g' "$a"; then
  ok "verify --json of a step position with one field altered: position differs, the field named, as altered-judge-client's"
else
  bad "verify --json of a step position (exit $rc): $a vs $b"
fi
# An archive cut inside game 2: game 1 still verified, then the break, the
# archive's verdict and its bytes' digest, line for line as the C client's
# (their words may differ).
head -c $(( $(stat -c %s "$tmp/games.altlog") / 2 )) "$tmp/games.altlog" > "$tmp/half.altlog"
kinds() { "$py" -c '
import json, sys
for l in sys.stdin:
    o = json.loads(l)
    print(o["type"], o.get("game"), o.get("verdict"), o.get("problem"), o.get("archive"), o.get("sha256"))'; }
a=$(jc --json verify "$tmp/half.altlog"); ra=$?
b=$(cj --json verify "$tmp/half.altlog"); rb=$?
if [ $ra = 3 ] && [ $rb = 3 ] && [ "$(kinds <<< "$a")" = "$(kinds <<< "$b")" ] && grep -q '"problem":"malformed_framing"' <<< "$a"; then
  ok "verify of an archive cut inside game 2: exit 3, $(wc -l <<< "$a") lines of the C client's types and verdicts"
else
  bad "verify of a cut archive (exit $ra vs $rb): $a vs $b"
fi
out=$(jc --json verify --game 2 "$tmp/games.altlog"); rc=$?
if [ $rc = 0 ] && [ "$(grep -c '"type":"game"' <<< "$out")" = 1 ] && grep -q '"game":2,' <<< "$out"; then ok "verify --game 2: that game only"; else bad "verify --game 2 (exit $rc): $out"; fi
out=$(jc verify --game 9 "$tmp/games.altlog" 2>&1); rc=$?
if [ $rc = 64 ] && grep -q 'has no game 9' <<< "$out"; then ok "verify --game 9 of 3: exit 64"; else bad "verify --game 9 (exit $rc): $out"; fi

# CURVE: a daemon that admits one client key.
"$bin/altered-judged" --gen-keys "$tmp/server" > /dev/null 2>&1
"$bin/altered-judged" --gen-keys "$tmp/client" > /dev/null 2>&1
mkdir -p "$tmp/allowed"
cp "$tmp/client.pub" "$tmp/allowed/"
start_daemon "$tmp/out2" --curve-secret-key "$tmp/server.key" --curve-allow "$tmp/allowed"
daemon2=$pid
out=$(pyc --endpoint "$endpoint" --curve-server-key "$tmp/server.pub" --curve-key "$tmp/client" info); rc=$?
if [ $rc = 0 ] && grep -q '^engine ' <<< "$out"; then ok "CURVE: an admitted key is answered"; else bad "CURVE info (exit $rc): $out"; fi
out=$(pyc --endpoint "$endpoint" --curve-server-key "$tmp/server.pub" --timeout 1500 info 2>&1); rc=$?
if [ $rc = 75 ] && grep -q 'no reply' <<< "$out"; then ok "CURVE: a fresh key pair is not admitted (exit 75)"; else bad "CURVE fresh key (exit $rc): $out"; fi
out=$(pyc --endpoint "$endpoint" --timeout 1500 info 2>&1); rc=$?
if [ $rc = 75 ]; then ok "CURVE: a plain client gets no answer (exit 75)"; else bad "CURVE plain (exit $rc): $out"; fi
out=$(pyc --endpoint "$endpoint" --curve-server-key "$tmp/games.altlog" info 2>&1); rc=$?
if [ $rc = 3 ] && grep -q 'no z85 CURVE key' <<< "$out"; then ok "CURVE: a file that is no key: exit 3"; else bad "CURVE bad key (exit $rc): $out"; fi

for p in daemon daemon2; do
  kill -TERM "${!p}"
  wait "${!p}"
  rc=$?
  if [ $rc = 0 ]; then ok "$p exits 0 on SIGTERM"; else bad "$p exit $rc on SIGTERM: $(tail -5 "$tmp/daemon.log")"; fi
  printf -v "$p" 0
done

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
