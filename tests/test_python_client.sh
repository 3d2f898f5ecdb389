#!/usr/bin/env bash
# test_python_client.sh: examples/python/judge_client.py against a daemon on
# a free loopback port: Info, LegalActions, Legal, State and a request
# about the JSON position State returned, and Verify.
#
#   bash tests/test_python_client.sh BIN_DIR [PB2_DIR]
#
# Needs a Python with zmq and google.protobuf (Debian's python3-zmq and
# python3-protobuf: /usr/bin/python3 is tried first) and altered_pb2.py in
# PB2_DIR (the build makes it with protoc) or protoc to make it. Without
# them it exits 77, which ctest counts as skipped.
set -u

bin=${1:?usage: test_python_client.sh BIN_DIR [PB2_DIR]}
pb2=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
client="$root/examples/python/judge_client.py"
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=199"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}exitcode=198"

py=""
for cand in /usr/bin/python3 python3; do
  if command -v "$cand" > /dev/null && "$cand" -c 'import zmq, google.protobuf' 2> /dev/null; then
    py=$cand
    break
  fi
done
if [ -z "$py" ]; then
  echo "skip: no python3 with zmq and protobuf (apt-get install python3-zmq python3-protobuf)"
  exit 77
fi

tmp=$(mktemp -d)
daemon=0
cleanup() {
  if [ "$daemon" != 0 ]; then kill -KILL "$daemon" 2> /dev/null; wait "$daemon" 2> /dev/null; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

if [ -z "$pb2" ] || [ ! -f "$pb2/altered_pb2.py" ]; then
  if ! command -v protoc > /dev/null; then
    echo "skip: no altered_pb2.py and no protoc (apt-get install protobuf-compiler)"
    exit 77
  fi
  pb2="$tmp/pb2"
  mkdir -p "$pb2"
  protoc --proto_path="$root/proto" --python_out="$pb2" "$root/proto/altered.proto" || exit 1
fi

passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

"$bin/altered-replay" gen --seed 5 --games 2 --out "$tmp/games.altlog" 2> /dev/null || { bad "altered-replay gen"; }
mkfifo "$tmp/out"
"$bin/altered-judged" --bind 'tcp://127.0.0.1:*' --workers 2 > "$tmp/out" 2> "$tmp/daemon.log" &
daemon=$!
exec 3< "$tmp/out"
endpoint=""
read -r -t 30 endpoint <&3
case "$endpoint" in
  tcp://127.0.0.1:*) ok "daemon listens on $endpoint" ;;
  *) bad "daemon printed no endpoint"; echo "0 passed, 1 failed"; exit 1 ;;
esac
cat <&3 > /dev/null &

jc() { timeout 60 "$py" "$client" --endpoint "$endpoint" --timeout 10000 --pb2-dir "$pb2" "$@"; }

out=$(jc info); rc=$?
if [ $rc = 0 ] && grep -q '^engine ' <<< "$out" && grep -q 'cards' <<< "$out"; then ok "info"; else bad "info (exit $rc): $out"; fi

out=$(jc actions "$tmp/games.altlog" --step 10); rc=$?
if [ $rc = 0 ] && grep -q 'legal answer(s):' <<< "$out" && grep -q '^  ACTION_' <<< "$out"; then
  ok "actions after step 10"
else
  bad "actions (exit $rc): $out"
fi
hash=$("$bin/altered-replay" hashes "$tmp/games.altlog" | sed -n 11p)
if grep -q "state hash $hash" <<< "$out"; then ok "actions: the state hash is altered-replay's ($hash)"; else bad "actions: hash $hash not in: $out"; fi

out=$(jc legal "$tmp/games.altlog" --step 10); rc=$?
if [ $rc = 0 ] && grep -q '^legal at step 11' <<< "$out"; then ok "legal: step 11 is legal"; else bad "legal (exit $rc): $out"; fi

jc state "$tmp/games.altlog" --step 10 --print-position > "$tmp/pos10.json"; rc=$?
if [ $rc = 0 ] && "$py" -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/pos10.json"; then
  ok "state --print-position: a JSON position"
else
  bad "state --print-position (exit $rc): $(head -c 200 "$tmp/pos10.json")"
fi
out=$(jc actions --position "$tmp/pos10.json"); rc=$?
if [ $rc = 0 ] && grep -q "state hash $hash" <<< "$out" && grep -q '^  ACTION_' <<< "$out"; then
  ok "actions --position: the state after step 10 ($hash)"
else
  bad "actions --position (exit $rc): $out"
fi

out=$(jc verify "$tmp/games.altlog"); rc=$?
want=$("$bin/altered-replay" verify "$tmp/games.altlog" | head -1)
if [ $rc = 0 ] && [ "$out" = "$want" ]; then ok "verify: the report is altered-replay's"; else bad "verify (exit $rc): '$out' vs '$want'"; fi

kill -TERM "$daemon"
wait "$daemon"
rc=$?
daemon=0
if [ $rc = 0 ]; then ok "daemon exits 0 on SIGTERM"; else bad "daemon exit $rc on SIGTERM: $(tail -5 "$tmp/daemon.log")"; fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
