#!/usr/bin/env bash
# test_judged_client.sh: altered-judge-client against altered-judged on free
# loopback ports, end to end: every subcommand in words and in JSON, its
# answers checked against altered-replay's (verify reports byte for byte,
# hashes), positions (--position, JSON and binary, and --print-position),
# exit codes, a timeout against a silent endpoint, and CURVE.
#
#   bash tests/test_judged_client.sh BIN_DIR
#
# One line per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed".
set -u

bin=${1:?usage: test_judged_client.sh BIN_DIR}
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
replay="$bin/altered-replay"
judged="$bin/altered-judged"
client="$bin/altered-judge-client"
logtool=(python3 "$root/tools/logtool.py")
. "$(dirname "$0")/lib.sh"
daemons=()
cleanup() {
  for p in "${daemons[@]}"; do kill -KILL "$p" 2> /dev/null; wait "$p" 2> /dev/null; done
  rm -rf "$tmp"
}
trap cleanup EXIT

# start NAME ARGS...: starts a daemon, sets $endpoint to its first line.
endpoint=""
started=0
start() {
  local name=$1
  shift
  mkfifo "$tmp/$name.out"
  "$judged" "$@" > "$tmp/$name.out" 2> "$tmp/$name.log" &
  started=$!
  daemons+=("$started")
  exec 3< "$tmp/$name.out"
  endpoint=""
  read -r -t 30 endpoint <&3
  cat <&3 > /dev/null &
  exec 3<&-
}
# stop PID: SIGTERM, then the exit status in $rc.
rc=0
stop() {
  kill -TERM "$1"
  wait "$1"
  rc=$?
}

for f in "$replay" "$judged" "$client"; do
  if [ ! -x "$f" ]; then
    echo "FAIL: $f is not built"
    echo "0 passed, 1 failed"
    exit 1
  fi
done

"$replay" gen --seed 21 --games 3 --out "$tmp/games.altlog" 2> /dev/null
"$replay" gen --seed 22 --games 1 --out "$tmp/one.altlog" 2> /dev/null
start plain --bind 'tcp://127.0.0.1:*' --workers 2
pid=$started
case "$endpoint" in
  tcp://127.0.0.1:*) ok "altered-judged --bind tcp://127.0.0.1:* prints $endpoint" ;;
  *) bad "no endpoint from the daemon: $(cat "$tmp/plain.log")"; echo "$passed passed, $failed failed"; exit 1 ;;
esac
jc=("$client" --endpoint "$endpoint" --timeout 20000)

# ------------------------------------------------------------------- info
out=$("${jc[@]}" info); rc=$?
check $([ $rc = 0 ] && grep -q '^engine ' <<< "$out" && grep -q '^rulesets seeds-1, cr3-1, seeds-2, cr3-2' <<< "$out"; echo $?) \
  "info in words" "exit $rc: $out"
want_db=$("$replay" --version | grep '^card database')
check $(grep -qF "$want_db" <<< "$out"; echo $?) "info: card database as altered-replay --version says" "$want_db"
out=$("${jc[@]}" --json info); rc=$?
check $([ $rc = 0 ] && python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); assert d["cards"] > 0 and "worker" in d' <<< "$out"; echo $?) \
  "info --json is one JSON object" "$out"

# ------------------------------------------------------------------ state
steps=$("${logtool[@]}" steps "$tmp/one.altlog" | wc -l)
"$replay" hashes "$tmp/one.altlog" > "$tmp/hashes"
for k in 0 1 17 "$steps"; do
  want=$(sed -n "$((k + 1))p" "$tmp/hashes")
  out=$("${jc[@]}" state "$tmp/one.altlog" --step "$k"); rc=$?
  check $([ $rc = 0 ] && grep -q "after step $k: state hash $want" <<< "$out"; echo $?) \
    "state after step $k: hash $want" "exit $rc: $(head -2 <<< "$out")"
done
out=$("${jc[@]}" --json state "$tmp/one.altlog" --step 5); rc=$?
check $([ $rc = 0 ] && python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); assert len(d["encoding"]) > 0 and d["decision"]["kind"] >= 1' <<< "$out"; echo $?) \
  "state --json" "$out"

# ---------------------------------------------------------------- actions
out=$("${jc[@]}" actions "$tmp/one.altlog" --step 12); rc=$?
next=$("${logtool[@]}" steps "$tmp/one.altlog" | sed -n 13p)
check $([ $rc = 0 ] && grep -q 'legal answer(s):' <<< "$out"; echo $?) "actions after step 12" "exit $rc: $out"
out=$("${jc[@]}" --json actions "$tmp/one.altlog" --step 12); rc=$?
check $([ $rc = 0 ] && python3 -c '
import json, sys
d = json.loads(sys.stdin.readline())
k, kind, player, obj, exp, choice, h = sys.argv[1].split()
want = (int(kind), int(player), int(obj), int(exp), int(choice))
assert any((a["kind"], a["player"], a["object"], a["expedition"], a["choice"]) == want for a in d["actions"])
assert all(a["description"] for a in d["actions"])
' "$next" <<< "$out"; echo $?) "actions --json lists the recorded step 13 ($next)" "$out"

# ------------------------------------------------------------------ legal
out=$("${jc[@]}" legal "$tmp/one.altlog" --step 12); rc=$?
want=$(sed -n 14p "$tmp/hashes")
check $([ $rc = 0 ] && grep -q "^legal at step 13: .*state hash after: $want" <<< "$out"; echo $?) \
  "legal: the recorded step 13, with the recorded hash after it" "exit $rc: $out"
out=$("${jc[@]}" legal "$tmp/one.altlog"); rc=$?
check $([ $rc = 0 ] && grep -q "^legal at step $steps:" <<< "$out"; echo $?) "legal: the last step by default" "exit $rc: $out"
out=$("${jc[@]}" legal "$tmp/one.altlog" --step 0 --action "pass,0"); rc=$?
check $([ $rc = 2 ] && grep -q '^illegal at step 1:' <<< "$out"; echo $?) "legal --action pass at the opening: illegal, exit 2" "exit $rc: $out"
out=$("${jc[@]}" --json legal "$tmp/one.altlog" --action "mana_pick,0,3"); rc=$?
check $([ $rc = 2 ] && python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); assert d["legal"] is False and d["rule"] == "CR 4.0 1.3.3"' <<< "$out"; echo $?) \
  "legal --json after the game's end: illegal by 1.3.3, cited as seeds-3 does (CR 4.0)" "exit $rc: $out"
"${jc[@]}" legal "$tmp/one.altlog" --action "fly,0" > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "legal --action with an unknown kind: exit 64" "exit $rc"
out=$("${jc[@]}" legal "$tmp/one.altlog" --step 0 --action "choose,0"); rc=$?
check $([ $rc = 2 ] && grep -q '^illegal at step 1:' <<< "$out"; echo $?) "legal --action choose (the last kind) is read: illegal at the opening, exit 2" "exit $rc: $out"

# An illegal history: exit 2, the step named.
"${logtool[@]}" set-action "$tmp/one.altlog" "$tmp/bad_step.altlog" --step 4 "player=9" 2> /dev/null
out=$("${jc[@]}" state "$tmp/bad_step.altlog" --step 10 2>&1); rc=$?
check $([ $rc = 2 ] && grep -q 'ERROR_ILLEGAL_HISTORY' <<< "$out" && grep -q 'step 4' <<< "$out"; echo $?) \
  "state over an illegal history: ERROR_ILLEGAL_HISTORY at step 4, exit 2" "exit $rc: $out"
# An unknown card: exit 4.
"${logtool[@]}" set-header "$tmp/one.altlog" "$tmp/bad_card.altlog" --card 0 0 ALT_CORE_B_QQ_01_C 2> /dev/null
out=$("${jc[@]}" actions "$tmp/bad_card.altlog" 2>&1); rc=$?
check $([ $rc = 4 ] && grep -q 'ERROR_UNSUPPORTED' <<< "$out"; echo $?) "actions with an unknown card: ERROR_UNSUPPORTED, exit 4" "exit $rc: $out"

# -------------------------------------------------------------- positions
# The JSON position of a State reply, sent back: the same state.
"${jc[@]}" state "$tmp/one.altlog" --step 17 --print-position > "$tmp/pos17.json"; rc=$?
check $([ $rc = 0 ] && python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/pos17.json"; echo $?) \
  "state --print-position prints a JSON document" "exit $rc: $(head -c 200 "$tmp/pos17.json")"
want=$(sed -n 18p "$tmp/hashes")
out=$("${jc[@]}" actions --position "$tmp/pos17.json"); rc=$?
check $([ $rc = 0 ] && grep -q "^in $tmp/pos17.json: state hash $want" <<< "$out" && grep -q 'legal answer(s):' <<< "$out"; echo $?) \
  "actions --position (JSON): the state after step 17, hash $want" "exit $rc: $(head -3 <<< "$out")"
# The binary position of a State reply (--json, hex): the recorded step 18 is legal there.
"${jc[@]}" --json state "$tmp/one.altlog" --step 17 |
  python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["position_json"]["players"]; sys.stdout.buffer.write(bytes.fromhex(d["position"]))' \
    > "$tmp/pos17.bin"; rc=$?
check $([ $rc = 0 ] && [ "$(head -c 4 "$tmp/pos17.bin")" = ALTP ]; echo $?) "state --json carries the binary and the JSON position" "exit $rc"
act=$("${logtool[@]}" steps "$tmp/one.altlog" | sed -n 18p | awk '{print $2","$3","$4","$5","$6}')
want=$(sed -n 19p "$tmp/hashes")
out=$("${jc[@]}" legal --position "$tmp/pos17.bin" --action "$act"); rc=$?
check $([ $rc = 0 ] && grep -q "^legal in $tmp/pos17.bin: .*state hash after: $want" <<< "$out"; echo $?) \
  "legal --position (binary) --action $act: legal, hash after $want" "exit $rc: $out"
out=$("${jc[@]}" --json state --position "$tmp/pos17.bin"); rc=$?
check $([ $rc = 0 ] && python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); assert d["position_file"] and d["hash"] == sys.argv[1]' "$(sed -n 18p "$tmp/hashes")" <<< "$out"; echo $?) \
  "state --json --position (binary)" "exit $rc: $(head -c 300 <<< "$out")"
head -c 40 "$tmp/pos17.bin" > "$tmp/cut.bin"
out=$("${jc[@]}" state --position "$tmp/cut.bin" 2>&1); rc=$?
check $([ $rc = 3 ] && grep -q 'ERROR_MALFORMED: position (binary): ' <<< "$out"; echo $?) \
  "a truncated position: ERROR_MALFORMED naming the field, exit 3" "exit $rc: $out"
"${jc[@]}" legal --position "$tmp/pos17.bin" > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "legal --position without --action: exit 64" "exit $rc"
"${jc[@]}" state "$tmp/one.altlog" --position "$tmp/pos17.bin" > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "--position and a log: exit 64" "exit $rc"

# ----------------------------------------------------------------- verify
# The reports and exit codes of altered-replay verify, byte for byte.
"${logtool[@]}" set-hash "$tmp/games.altlog" "$tmp/diverged.altlog" --game 2 --step 9 2> /dev/null
"${logtool[@]}" set-action "$tmp/games.altlog" "$tmp/illegal2.altlog" --game 1 --step 7 "object=250" 2> /dev/null
head -c 300 "$tmp/games.altlog" > "$tmp/truncated.altlog"
# A log without hashes: the daemon says, as verify does, that it checked
# legality only.
"${logtool[@]}" strip-hashes "$tmp/games.altlog" "$tmp/nohash.altlog" --game 1 2> /dev/null
# Steps that carry the writer's position (docs/log-format.md, "Positions
# in a log"): a divergence with the differing field named, a position that
# does not decode, a log compared through positions alone; the reply's
# position fields make the client's JSON verify's, byte for byte.
"${logtool[@]}" attach-positions "$tmp/one.altlog" "$tmp/pos.altlog" --replay "$replay" --json
"${logtool[@]}" set-hash "$tmp/pos.altlog" "$tmp/posh.altlog" --step 12
b0=$("$replay" state "$tmp/one.altlog" --step 12 --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["players"][0]["zones"]["mana"][0]["boosts"])')
"${logtool[@]}" edit-position "$tmp/posh.altlog" "$tmp/posdiv.altlog" --step 12 "players[0].zones.mana[0].boosts=$((b0 + 5))"
"${logtool[@]}" set-position "$tmp/posh.altlog" "$tmp/posbad.altlog" --step 12 --text 'not a position'
"${logtool[@]}" strip-hashes "$tmp/pos.altlog" "$tmp/posnohash.altlog"
"$replay" state "$tmp/one.altlog" --step 30 --binary --out "$tmp/far.bin"
"${logtool[@]}" set-position "$tmp/posh.altlog" "$tmp/posfar.altlog" --step 12 --file "$tmp/far.bin"
# The client does not print verify's last line, its summary of the run.
for f in games diverged illegal2 truncated nohash posdiv posbad posnohash posfar; do
  "$replay" verify "$tmp/$f.altlog" > "$tmp/want_all.txt" 2> /dev/null; want_rc=$?
  sed '$d' "$tmp/want_all.txt" > "$tmp/want.txt"
  "${jc[@]}" verify "$tmp/$f.altlog" > "$tmp/got.txt" 2> "$tmp/err.txt"; rc=$?
  check $([ $rc = $want_rc ] && cmp -s "$tmp/want.txt" "$tmp/got.txt"; echo $?) \
    "verify $f.altlog: altered-replay's report and exit code ($want_rc)" "exit $rc: $(diff "$tmp/want.txt" "$tmp/got.txt" | head -5)"
  "$replay" verify --json "$tmp/$f.altlog" 2> /dev/null | grep -v '^{"type":"summary",' > "$tmp/want.txt"
  "${jc[@]}" --json verify "$tmp/$f.altlog" > "$tmp/got.txt" 2> /dev/null
  check $(cmp -s "$tmp/want.txt" "$tmp/got.txt"; echo $?) "verify --json $f.altlog: altered-replay's JSON" \
    "$(diff "$tmp/want.txt" "$tmp/got.txt" | head -4)"
done
"${jc[@]}" --json verify "$tmp/posdiv.altlog" > "$tmp/got.txt" 2> /dev/null; rc=$?
check $([ $rc = 1 ] && python3 -c '
import json, sys
g = json.loads(open(sys.argv[1]).readline())
assert g["verdict"] == "diverged" and g["step"] == 12 and g["position"] == "differs", g
assert {"path": "players[0].zones.mana[0].boosts", "ours": sys.argv[2], "theirs": sys.argv[3]} in g["differs"], g["differs"]' \
  "$tmp/got.txt" "$b0" "$((b0 + 5))"; echo $?) \
  "verify --json through the daemon names the differing field of a step's position" "exit $rc: $(head -c 400 "$tmp/got.txt")"
"${jc[@]}" --json verify "$tmp/posfar.altlog" > "$tmp/got.txt" 2> /dev/null
check $(python3 -c '
import json, sys
g = json.loads(open(sys.argv[1]).readline())
assert g["differs_total"] > 20 and len(g["differs"]) == 20, g' "$tmp/got.txt"; echo $?) \
  "through the daemon too, differs holds 20 fields and differs_total all of them"
"${jc[@]}" --json verify "$tmp/posbad.altlog" > "$tmp/got.txt" 2> /dev/null; rc=$?
check $([ $rc = 1 ] && grep -q '"position":"undecodable","position_error":"' "$tmp/got.txt"; echo $?) \
  "verify --json through the daemon: a step position that does not decode" "exit $rc: $(head -c 300 "$tmp/got.txt")"
"${jc[@]}" verify "$tmp/nohash.altlog" > "$tmp/got.txt" 2> /dev/null
check $(grep -q ": verified for legality only, the log records no state hash: " "$tmp/got.txt"; echo $?) \
  "verify of a hashless log through the daemon says it was checked for legality only" "$(head -1 "$tmp/got.txt")"

# ------------------------------------------------------------ bad usages
"$client" > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "no command: exit 64" "exit $rc"
"$client" --endpoint "$endpoint" state > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "state without a file: exit 64" "exit $rc"
"${jc[@]}" state "$tmp/one.altlog" --step 100000 > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "state --step past the end: exit 64" "exit $rc"

# A silent endpoint: exit 75 (try again later) within the timeout.
silent=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
t0=$(date +%s)
"$client" --endpoint "tcp://127.0.0.1:$silent" --timeout 700 info > /dev/null 2>&1; rc=$?
t1=$(date +%s)
check $([ $rc = 75 ] && [ $((t1 - t0)) -le 5 ]; echo $?) "no daemon there: exit 75 after --timeout" "exit $rc in $((t1 - t0)) s"

# ------------------------------------------------- ACTION, as position legal
# What `actions` lists is what --action takes back, as `position apply` does:
# the FIELD form, an index, and the older KIND,PLAYER form, all one answer.
out=$("${jc[@]}" actions "$tmp/one.altlog" --step 12); rc=$?
line=$(grep -E '^  [0-9]+  kind=' <<< "$out" | head -1)
idx=$(awk '{print $1}' <<< "$line"); act=$(awk '{print $2}' <<< "$line")
"$replay" state "$tmp/one.altlog" --step 12 --json > "$tmp/p12.json"
check $([ $rc = 0 ] && "$replay" position legal "$tmp/p12.json" | grep -qF "$idx  $act  "; echo $?) \
  "actions lists INDEX  ACTION  description as position legal does ($idx  $act)" "exit $rc: $(head -5 <<< "$out")"
want=$("${jc[@]}" legal "$tmp/one.altlog" --step 12 --action "$act" | sed 's/.*state hash after: //')
for form in "$act" "$idx" "$(sed 's/kind=//; s/,player=/,/; s/,object=/,/; s/,expedition=hero/,0/; s/,expedition=companion/,1/' <<< "$act")"; do
  out=$("${jc[@]}" legal "$tmp/one.altlog" --step 12 --action "$form"); rc=$?
  check $([ $rc = 0 ] && [ -n "$want" ] && grep -q "state hash after: $want" <<< "$out"; echo $?) \
    "legal --action $form: the same answer, legal" "exit $rc: $out"
done
# And position apply takes the positional form too: the same next position.
positional=$(sed 's/kind=//; s/,player=/,/; s/,object=/,/; s/,expedition=hero/,0/; s/,expedition=companion/,1/' <<< "$act")
a=$("$replay" position apply "$tmp/p12.json" "$act" 2>&1); ra=$?
b=$("$replay" position apply "$tmp/p12.json" "$positional" 2>&1); rb=$?
check $([ $ra = 0 ] && [ $rb = 0 ] && [ "$a" = "$b" ]; echo $?) \
  "position apply takes $positional as it takes $act" "exit $ra, $rb: $(head -c 200 <<< "$b")"
noplayer=$(sed 's/,player=[0-9]//' <<< "$act")
out=$("${jc[@]}" legal "$tmp/one.altlog" --step 12 --action "$noplayer" 2>&1); rc=$?
check $([ $rc = 0 ] && grep -q "state hash after: $want" <<< "$out"; echo $?) \
  "legal --action $noplayer: the deciding player's answer, as position apply reads it" "exit $rc: $out"
"${jc[@]}" legal "$tmp/one.altlog" --step 12 --action 999 > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "legal --action with an index past the list: exit 64" "exit $rc"

# ----------------------------------------------------------- the words
# The state in altered-replay's words: the ruleset as the log names it, the
# regions by their terrains.
out=$("${jc[@]}" state "$tmp/one.altlog" --step 12); rc=$?
"$replay" state "$tmp/one.altlog" --step 12 > "$tmp/want_state.txt"
check $([ $rc = 0 ] && diff <(tail -n +3 <<< "$out") <(tail -n +2 "$tmp/want_state.txt") > /dev/null; echo $?) \
  "state prints the state in altered-replay state's words (ruleset seeds-2, terrains by name)" \
  "$(diff <(tail -n +3 <<< "$out") <(tail -n +2 "$tmp/want_state.txt") | head -4)"

stop "$pid"
check $([ $rc = 0 ]; echo $?) "the daemon exits 0 on SIGTERM" "exit $rc: $(tail -3 "$tmp/plain.log")"

# --------------------------------------------------- replies, one meaning
# A stand-in daemon that sends the replies given (hex, one per request):
# every verdict and error code maps to its own exit code through the
# client's table, an unknown one is an error exit (never verdict mod 256),
# and what a reply carries is shown with its controls and bidi escaped.
pyzmq=""
for cand in /usr/bin/python3 python3; do
  if command -v "$cand" > /dev/null && "$cand" -c 'import zmq' 2> /dev/null; then pyzmq=$cand; break; fi
done
if [ -n "$pyzmq" ]; then
  # fake REPLY_HEX: answers every request with the reply until it is
  # stopped (unfake); sets $fake_ep. Every request: a client of another
  # test run beside this one may still be reconnecting to a port the
  # system hands out again here, and its request must not use up ours.
  fake() {
    rm -f "$tmp/fake.port"
    "$pyzmq" - "$1" > "$tmp/fake.port" <<'EOF' &
import sys, zmq
ctx = zmq.Context()
s = ctx.socket(zmq.REP)
port = s.bind_to_random_port("tcp://127.0.0.1")
print(port, flush=True)
while s.poll(90000):
    s.recv()
    s.send(bytes.fromhex(sys.argv[1]))
s.close(0)
EOF
    fake_pid=$!
    for _ in $(seq 600); do [ -s "$tmp/fake.port" ] && break; sleep 0.05; done
    fake_ep="tcp://127.0.0.1:$(cat "$tmp/fake.port")"
  }
  unfake() { kill "$fake_pid" 2> /dev/null; wait "$fake_pid" 2> /dev/null; }
  # Reply{id ID, verify: VerifyReply{verdict V, report R}} and Reply{id 1, error{code C}}.
  verify_reply() {
    "$pyzmq" -c '
import sys
def v(n):
    o = bytearray()
    while True:
        b = n & 0x7F; n >>= 7
        if n: o.append(b | 0x80)
        else: o.append(b); return bytes(o)
def f(num, data): return v(num << 3 | 2) + v(len(data)) + data
body = v(1 << 3) + v(int(sys.argv[1])) + f(11, sys.argv[2].encode())
print((v(1 << 3) + v(int(sys.argv[3])) + f(5, body)).hex())' "$1" "$2" "${3:-1}"
  }
  error_reply() { "$pyzmq" -c 'import sys; print(bytes([8, 1, 0x12, 4, 8, int(sys.argv[1]), 0x12, 0]).hex())' "$1"; }
  for case in "0 0" "1 1" "2 2" "3 3" "4 4" "6 6" "5 76" "256 76" "512 76" "7 76"; do
    set -- $case
    fake "$(verify_reply "$1" "report")"
    "$client" --endpoint "$fake_ep" --timeout 60000 verify "$tmp/one.altlog" > "$tmp/fake.out" 2> "$tmp/fake.err"; rc=$?
    unfake
    check $([ $rc = "$2" ]; echo $?) "a reply with verdict $1: exit $2" "exit $rc: $(cat "$tmp/fake.err")"
  done
  for case in "1 3" "2 3" "3 4" "4 2" "5 3" "6 70" "7 75" "8 75" "99 76"; do
    set -- $case
    fake "$(error_reply "$1")"
    "$client" --endpoint "$fake_ep" --timeout 60000 info > "$tmp/fake.out" 2> "$tmp/fake.err"; rc=$?
    unfake
    check $([ $rc = "$2" ]; echo $?) "an error reply with code $1: exit $2" "exit $rc: $(cat "$tmp/fake.err")"
  done
  fake "$(verify_reply 0 "report" 2)"
  "$client" --endpoint "$fake_ep" --timeout 60000 verify "$tmp/one.altlog" > /dev/null 2>&1; rc=$?
  unfake
  check $([ $rc = 76 ]; echo $?) "a reply with another request's id: exit 76" "exit $rc"
  fake "$(verify_reply 0 $'P0 Al\u202eice v P1 Bruno\x1b[2J\ngame 2\n')"
  "$client" --endpoint "$fake_ep" --timeout 60000 verify "$tmp/one.altlog" > "$tmp/fake.out" 2> /dev/null; rc=$?
  unfake
  check $([ $rc = 0 ] && grep -qF 'P0 Al<U+202E>ice v P1 Bruno?[2J' "$tmp/fake.out" && grep -qx 'game 2' "$tmp/fake.out" &&
          ! grep -q $'\x1b' "$tmp/fake.out"; echo $?) \
    "a report's bidi override and escape sequence are shown escaped, its lines kept" "$(head -2 "$tmp/fake.out")"
else
  echo "skip: no python3 with zmq for the stand-in daemon"
fi

# ------------------------------------------------------- the port is taken
# make run on a busy port: the daemon says what holds it, make says how to
# give it another (JUDGED_ARGS). make's `build` is not redone (-o build).
busy=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 -c 'import socket, sys, time; s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(("127.0.0.1", int(sys.argv[1]))); s.listen(); time.sleep(30)' "$busy" &
holder=$!
daemons+=("$holder")
for _ in $(seq 50); do python3 -c 'import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), 1)' "$busy" 2> /dev/null && break; sleep 0.1; done
out=$(make -s -C "$root" -o build run JUDGED="$judged" JUDGED_ARGS="--bind tcp://127.0.0.1:$busy" 2>&1); rc=$?
kill "$holder" 2> /dev/null; wait "$holder" 2> /dev/null
check $([ $rc != 0 ] && grep -q "Address already in use (another process listens there" <<< "$out" &&
        grep -q 'make run JUDGED_ARGS="--bind tcp://127.0.0.1:6000"' <<< "$out"; echo $?) \
  "make run on a taken port: the daemon says so, make says how to give another (JUDGED_ARGS)" "exit $rc: $out"

# ------------------------------------------------------------------ CURVE
if "$judged" --version | grep -q 'with CURVE'; then
  "$judged" --gen-keys "$tmp/server" > /dev/null && "$judged" --gen-keys "$tmp/alice" > /dev/null &&
    "$judged" --gen-keys "$tmp/bob" > /dev/null
  check $?  "--gen-keys writes key pairs"
  perm=$(stat -c %a "$tmp/server.key")
  check $([ "$perm" = 600 ]; echo $?) "the secret key file is private (mode $perm)"
  { echo "# allowed clients"; cat "$tmp/alice.pub"; } > "$tmp/allow.txt"
  start curve --bind 'tcp://127.0.0.1:*' --workers 1 --curve-secret-key "$tmp/server.key" --curve-allow "$tmp/allow.txt"
  cpid=$started
  out=$("$client" --endpoint "$endpoint" --timeout 20000 --curve-server-key "$tmp/server.pub" --curve-key "$tmp/alice" info); rc=$?
  check $([ $rc = 0 ] && grep -q '^engine ' <<< "$out"; echo $?) "CURVE: a listed client is answered" "exit $rc: $out"
  "$client" --endpoint "$endpoint" --timeout 1500 --curve-server-key "$tmp/server.pub" --curve-key "$tmp/bob" info > /dev/null 2>&1; rc=$?
  check $([ $rc = 75 ]; echo $?) "CURVE: an unlisted client is not answered (exit 75)" "exit $rc"
  "$client" --endpoint "$endpoint" --timeout 1500 info > /dev/null 2>&1; rc=$?
  check $([ $rc = 75 ]; echo $?) "CURVE: a plain client is not answered (exit 75)" "exit $rc"
  check $(grep -q 'ZAP: refused' "$tmp/curve.log"; echo $?) "CURVE: the refusals are logged"
  stop "$cpid"
  check $([ $rc = 0 ]; echo $?) "the CURVE daemon exits 0 on SIGTERM" "exit $rc"
else
  echo "skip: libzmq without CURVE"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
