#!/usr/bin/env bash
# test_verdict.sh REPLAY: what altered-replay verify checks and says it
# checked (issue 14): signed verdicts (keygen, verify --sign,
# verify-verdict; forged, tampered and other-log verdicts refused; swapped
# player names), the parts of a log outside the state hashes, strings with
# a NUL or invalid UTF-8 (malformed, exit 3), unfinished games (exit 6),
# valid UTF-8 in --json whatever the input, and docs/verdict.md's worked
# example against this build. Logs are edited with tools/logtool.py.
# Prints one line per check; exits 1 when any check failed, 77 without python3.
set -u
replay=$1
root=$(cd "$(dirname "$0")/.." && pwd)
command -v python3 > /dev/null || exit 77
logtool=(python3 "$root/tools/logtool.py")
. "$(dirname "$0")/lib.sh"   # tmp, check, run, doc_block
# edit IN OUT PYTHON: the first game's GameLog fields as `g`, logtool as `lt`.
edit() {
  python3 - "$1" "$2" "$root/tools" "$3" <<'EOF'
import sys
sys.path.insert(0, sys.argv[3])
import logtool as lt
games = lt.read_archive(sys.argv[1])
g = games[0]
exec(sys.argv[4])
lt.write_archive(sys.argv[2], games)
EOF
}
golden="$root/corpora/games/sum_win_p1_seeds_s1.altlog"
cd "$tmp"

# ------------------------------------------------------------------ keys
run out err "$replay" keygen --out k
check $([ $rc = 0 ] && [ "$(stat -c %a k.key)" = 600 ] && [ "$(stat -c %a k.pub)" = 644 ]; echo $?) \
  "keygen: k.key mode 600, k.pub mode 644" "exit $rc, $(stat -c %a k.key k.pub | tr '\n' ' ')"
check $([ "$(wc -c < k.key)" = 129 ] && [ "$(wc -c < k.pub)" = 65 ]; echo $?) "keygen: 128 and 64 hex digits"
cp k.key before.key
run out err "$replay" keygen --out k
check $([ $rc = 3 ] && cmp -s k.key before.key && grep -q "never overwritten" err; echo $?) \
  "keygen refuses a prefix whose files exist, and keeps them" "exit $rc"
ln -s "$tmp/planted" s.key
run out err "$replay" keygen --out s
check $([ $rc = 3 ] && [ ! -e planted ] && [ ! -e s.pub ]; echo $?) "keygen refuses to write through a symlink" "exit $rc"
"$replay" keygen --out other > /dev/null
chmod 640 k.key
run out err "$replay" verify --sign k.key "$golden"
check $([ $rc = 64 ] && grep -q "group or others" err; echo $?) "verify --sign refuses a secret key others may read" \
  "exit $rc: $(cat err)"
chmod 600 k.key
cp k.pub pub-as-secret.key && chmod 600 pub-as-secret.key
run out err "$replay" verify --sign pub-as-secret.key "$golden"
check $([ $rc = 64 ] && grep -q "a public key, not a secret one" err; echo $?) "verify --sign refuses a public key as the secret"

# The daemon's --sign-key takes the same key files, refused the same way.
judged="$(dirname "$replay")/altered-judged"
if [ -x "$judged" ]; then
  chmod 640 k.key
  run out err "$judged" --sign-key k.key --bind 'tcp://127.0.0.1:*'
  check $([ $rc = 64 ] && grep -q "group or others" err; echo $?) "altered-judged --sign-key refuses a key others may read" \
    "exit $rc: $(cat err)"
  chmod 600 k.key
  run out err "$judged" --sign-key pub-as-secret.key --bind 'tcp://127.0.0.1:*'
  check $([ $rc = 64 ] && grep -q "a public key" err; echo $?) "altered-judged --sign-key refuses a public key"
  "$judged" --sign-key k.key --bind 'tcp://127.0.0.1:*' --workers 1 > daemon.out 2> daemon.err &
  pid=$!
  for _ in $(seq 50); do grep -q '^tcp://' daemon.out 2> /dev/null && break; sleep 0.1; done
  check $(grep -q '^tcp://127.0.0.1:' daemon.out; echo $?) "altered-judged --sign-key with a good key serves" \
    "$(head -3 daemon.err)"
  kill "$pid" 2> /dev/null; wait "$pid" 2> /dev/null
fi

# ------------------------------------------------------- signed verdicts
"${logtool[@]}" set-event "$golden" ab.altlog --name "Open" --round 3 --table 12 --players "Alice,Bruno"
"${logtool[@]}" set-event "$golden" ba.altlog --name "Open" --round 3 --table 12 --players "Bruno,Alice"
run out err "$replay" verify --sign k.key ab.altlog
check $([ $rc = 0 ] && [ -s ab.altlog.verdict ] && grep -q "of all [0-9]* bytes, in signed verdict ab.altlog.verdict; .*: a signed verdict binds them" out; echo $?) \
  "verify --sign writes FILE.verdict and says so" "exit $rc"
run out err "$replay" verify-verdict ab.altlog.verdict --key k.pub ab.altlog
check $([ $rc = 0 ] && grep -q "signature good" out && grep -q 'players P0 "Alice", P1 "Bruno"' out &&
        grep -q "the verdict is about this log" out; echo $?) "verify-verdict: authentic, about the log, names the players" \
  "exit $rc: $(cat out err)"
run out err "$replay" verify-verdict ab.altlog.verdict --key k.pub --require-verified
check $rc "verify-verdict --require-verified: a verified verdict" "exit $rc"
# The hashes cannot tell the two apart: both verify.
run out err "$replay" verify ba.altlog
check $rc "players swapped: the game still verifies (names are outside the state hash)" "exit $rc"
run out err "$replay" verify-verdict ab.altlog.verdict --key k.pub ba.altlog
check $([ $rc = 2 ] && grep -q "not the file the verdict is about" out; echo $?) \
  "players swapped: the verdict is refused for the other log (its digest)" "exit $rc"
run out err "$replay" verify --sign k.key --verdict-out ba.verdict ba.altlog
sha() { python3 -c 'import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],"rb").read()).hexdigest())' "$1"; }
check $([ $rc = 0 ] && ! cmp -s ab.altlog.verdict ba.verdict && [ "$(sha ab.altlog)" != "$(sha ba.altlog)" ]; echo $?) \
  "players swapped: another digest, another verdict"
# The signed bytes with the players swapped in place: same length, bad signature.
python3 -c '
import sys
d = open(sys.argv[1], "rb").read()
d = d.replace(b"Alice", b"\0TMP\0").replace(b"Bruno", b"Alice").replace(b"\0TMP\0", b"Bruno")
open(sys.argv[2], "wb").write(d)' ab.altlog.verdict swapped.verdict
run out err "$replay" verify-verdict swapped.verdict --key k.pub
check $([ $rc = 1 ] && grep -q "does not match" out; echo $?) "players swapped inside a signed verdict: the signature fails" \
  "exit $rc: $(cat out)"
# Any byte of the verdict changed.
python3 -c '
import sys
d = bytearray(open(sys.argv[1], "rb").read())
d[60] ^= 1
open(sys.argv[2], "wb").write(bytes(d))' ab.altlog.verdict flipped.verdict
run out err "$replay" verify-verdict flipped.verdict --key k.pub
check $([ $rc = 1 ]; echo $?) "a flipped byte in a signed verdict: refused" "exit $rc"
# Forged: signed by another key, with or without the trusted key named in it.
run out err "$replay" verify --sign other.key --verdict-out forged.verdict ab.altlog
run out err "$replay" verify-verdict forged.verdict --key k.pub ab.altlog
check $([ $rc = 1 ] && grep -q "another key" out; echo $?) "a verdict signed by another key: refused" "exit $rc"
python3 -c '
import sys
d = open(sys.argv[1], "rb").read()
other = bytes.fromhex(open(sys.argv[2]).read().strip())
trusted = bytes.fromhex(open(sys.argv[3]).read().strip())
open(sys.argv[4], "wb").write(d.replace(other, trusted))' forged.verdict other.pub k.pub forged2.verdict
run out err "$replay" verify-verdict forged2.verdict --key k.pub ab.altlog
check $([ $rc = 1 ] && grep -q "does not match" out; echo $?) "a forged verdict naming the trusted key: refused" "exit $rc"
printf 'not a verdict' > junk.verdict
run out err "$replay" verify-verdict junk.verdict --key k.pub
check $([ $rc != 0 ]; echo $?) "a file that is no verdict: refused" "exit $rc"
# --------------------------------------------- what the hashes do not cover
run out err "$replay" verify --json ab.altlog
check $(python3 -c '
import json, sys
objs = [json.loads(l) for l in open(sys.argv[1])]
c = [o for o in objs if "outside_hashes" in o]
assert len(c) == 1 and {"event.name", "event.round", "event.table", "event.players"} <= set(c[0]["outside_hashes"])
assert len(c[0]["sha256"]) == 64 and c[0]["signed_verdict"] == ""' out 2> /dev/null; echo $?) \
  "verify --json names the header fields outside the hashes and the file's SHA-256"

# ---------------------------------------------------- NUL and invalid UTF-8
edit "$golden" nul-ruleset.altlog '
def fix(h):
    def fv(v):
        r = lt.get(v, 2)[0]; r[2] = r[2] + b"\0-2"
    lt.edit_sub(lt.get(h, 2)[0], None, fv)
lt.edit_sub(lt.get(g, 1)[0], None, fix)'
edit "$golden" nul-card.altlog '
def fix(h):
    def fd(d):
        c = lt.get(d, 2)[0]; c[2] = c[2] + b"\0suffix"
    lt.edit_sub(lt.get(h, 5)[0], None, fd)
lt.edit_sub(lt.get(g, 1)[0], None, fix)'
edit "$golden" utf8-card.altlog '
def fix(h):
    def fd(d):
        c = lt.get(d, 2)[1]; c[2] = c[2] + b"\xff"
    lt.edit_sub(lt.get(h, 5)[1], None, fd)
lt.edit_sub(lt.get(g, 1)[0], None, fix)'
"${logtool[@]}" set-event "$golden" nul-player.altlog --players "Alice,Bruno"
python3 -c '
import sys
d = open(sys.argv[1], "rb").read()
open(sys.argv[2], "wb").write(d.replace(b"Bruno", b"Br\0no"))' nul-player.altlog nul-player2.altlog
"${logtool[@]}" set-event "$golden" utf8-event.altlog --name "Open" --players "Alice,Bruno"
python3 -c '
import sys
d = open(sys.argv[1], "rb").read()
open(sys.argv[2], "wb").write(d.replace(b"Open", b"Op\xc3n"))' utf8-event.altlog utf8-event2.altlog
for f in nul-ruleset nul-card utf8-card nul-player2 utf8-event2; do
  run out err "$replay" verify "$f.altlog"
  check $([ $rc = 3 ] && grep -q "malformed" out; echo $?) "$f: malformed, exit 3" "exit $rc: $(head -1 out)"
done
run out err "$replay" verify nul-ruleset.altlog
check $(grep -q "header.versions.ruleset: a NUL byte inside the string, at byte 7" out; echo $?) \
  "the report names the field and the byte" "$(head -1 out)"
run out err "$replay" verify utf8-card.altlog
check $(grep -q "header.decks\[1\].cards\[1\]: the string is not valid UTF-8" out; echo $?) \
  "the report names the deck and the card" "$(head -1 out)"

# ----------------------------------------------------------- unfinished
edit "$golden" cut.altlog 'g[:] = [f for f in g if f[0] != 3] + lt.get(g, 3)[:20]'
edit "$golden" empty.altlog 'g[:] = [f for f in g if f[0] != 3]'
run out err "$replay" verify cut.altlog
check $([ $rc = 6 ] && grep -q "unfinished: 20 steps verified" out; echo $?) "a game cut after 20 steps: unfinished, exit 6" \
  "exit $rc: $(head -1 out)"
run out err "$replay" verify empty.altlog
check $([ $rc = 6 ] && grep -q "holds no step" out; echo $?) "a log with no steps: unfinished, exit 6" "exit $rc"
run out err "$replay" verify --allow-unfinished cut.altlog
check $([ $rc = 0 ] && grep -q unfinished out; echo $?) "--allow-unfinished: exit 0, still said unfinished" "exit $rc"
run out err "$replay" verify --json cut.altlog
check $(python3 -c '
import json, sys
o = json.loads(open(sys.argv[1]).readline())
assert o["verdict"] == "unfinished" and o["steps"] == 20' out 2> /dev/null; echo $?) "verify --json: verdict unfinished"
run out err "$replay" verify cut.altlog "$golden"
check $([ $rc = 6 ]; echo $?) "an unfinished game first fails the whole run" "exit $rc"
run out err "$replay" verify --sign k.key cut.altlog
run out err "$replay" verify-verdict cut.altlog.verdict --key k.pub --require-verified cut.altlog
check $([ $rc = 4 ] && grep -q "game 1: unfinished" out; echo $?) "the signed verdict says unfinished (exit code 6)" "exit $rc"

# ------------------------------------------------------- UTF-8 in --json
cp "$golden" "$tmp/bad"$'\xff'"name.altlog"
run out err "$replay" verify --json "$tmp/bad"$'\xff'"name.altlog"
check $(python3 -c '
import json, sys
text = open(sys.argv[1], "rb").read().decode("utf-8")   # strict: raises on invalid UTF-8
objs = [json.loads(l) for l in text.splitlines()]
assert "\ufffd" in objs[0]["file"]' out 2> /dev/null; echo $?) "verify --json of a file name that is not UTF-8: valid UTF-8 (U+FFFD)"

# ------------------------------------------ docs/verdict.md's worked example
doc="$root/docs/verdict.md"
block() { doc_block "$doc" "$1"; }   # tests/lib.sh
block secret-key > example.key; chmod 600 example.key
block public-key > example.pub
"${logtool[@]}" set-event "$golden" round3.altlog --name "Open de Lyon" --round 3 --table 12 --players "Alice,Bruno"
SOURCE_DATE_EPOCH=1796083200 "$replay" verify --sign example.key round3.altlog > out 2>&1
check $(diff <(block verify) out > diff.txt; echo $?) "docs/verdict.md: verify --sign's output" "$(head -5 diff.txt)"
"$replay" verify-verdict round3.altlog.verdict --key example.pub round3.altlog > out 2>&1
check $(diff <(block verify-verdict) out > diff.txt; echo $?) "docs/verdict.md: verify-verdict's output" "$(head -5 diff.txt)"
python3 -c 'import sys; print(open(sys.argv[1], "rb").read()[-64:].hex())' round3.altlog.verdict | fold -w 64 > out
check $(diff <(block signature) out > diff.txt; echo $?) "docs/verdict.md: the signature's bytes" "$(head -5 diff.txt)"
# Another language's standard Ed25519 library checks the documented bytes:
# the document's own Python, on the example and on the players' verdict.
if python3 -c 'import cryptography' 2> /dev/null; then
  block python > check.py
  python3 check.py round3.altlog.verdict example.pub round3.altlog > out 2>&1; rc=$?
  check $([ $rc = 0 ] && grep -q checked out; echo $?) "docs/verdict.md's Python checks the example" "$(tail -2 out)"
  python3 check.py ab.altlog.verdict k.pub ab.altlog > out 2>&1; rc=$?
  check $([ $rc = 0 ] && grep -q checked out; echo $?) "docs/verdict.md's Python checks a fresh verdict" "$(tail -2 out)"
  python3 check.py swapped.verdict k.pub ab.altlog > out 2>&1; rc=$?
  check $([ $rc != 0 ] && grep -q InvalidSignature out; echo $?) "docs/verdict.md's Python refuses the swapped names"
  python3 check.py ab.altlog.verdict k.pub ba.altlog > out 2>&1; rc=$?
  check $([ $rc != 0 ] && grep -q "another log" out; echo $?) "docs/verdict.md's Python refuses another log"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
