#!/usr/bin/env bash
# test_one_reading.sh REPLAY: a signed verdict, and an archive trailer, that
# protobuf readers could read two ways are refused by every reader this
# project gives (verify-verdict, archive check, verify, docs/verdict.md's
# Python checker), whichever occurrence comes first: a verdict field given
# twice (the real one and a forged one with the players swapped), a field
# the schema does not hold, a byte after the last field, a field given twice
# inside the signed bytes, and a trailer with a field given twice.
# Prints one line per check; exits 1 when any check failed, 77 without python3.
set -u
replay=$1
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
command -v python3 > /dev/null || exit 77
logtool=(python3 "$root/tools/logtool.py")
. "$(dirname "$0")/lib.sh"   # tmp, check, run, doc_block
golden="$root/corpora/games/sum_win_p1_seeds_s1.altlog"
cd "$tmp"

"$replay" keygen --out k > /dev/null
"${logtool[@]}" set-event "$golden" ab.altlog --name "Open" --round 3 --table 12 --players "Alice,Bruno"
"$replay" verify --sign k.key ab.altlog > /dev/null
have_checker=0
if python3 -c 'import cryptography' 2> /dev/null; then
  doc_block "$root/docs/verdict.md" python > check.py
  have_checker=1
fi

# edit_verdict IN OUT PYTHON: the SignedVerdict's fields as `f` (a list of
# [number, wire type, bytes]), rewritten to OUT; `swap` swaps the players.
edit_verdict() {
  python3 - "$1" "$2" "$3" <<'EOF'
import sys
def varint(b, p):
    v = s = 0
    while True:
        c = b[p]; p += 1; v |= (c & 0x7F) << s; s += 7
        if c < 0x80: return v, p
def enc(v):
    o = bytearray()
    while True:
        c = v & 0x7F; v >>= 7
        if v: o.append(c | 0x80)
        else: o.append(c); return bytes(o)
data, p, f = open(sys.argv[1], "rb").read(), 0, []
while p < len(data):
    k, p = varint(data, p)
    n, p = varint(data, p)
    f.append([k >> 3, k & 7, data[p:p + n]]); p += n
def swap(b): return b.replace(b"Alice", b"\0TMP\0").replace(b"Bruno", b"Alice").replace(b"\0TMP\0", b"Bruno")
def pack(fields): return b"".join(enc(n << 3 | w) + enc(len(v)) + v for n, w, v in fields)
exec(sys.argv[3])
open(sys.argv[2], "wb").write(pack(f) + globals().get("tail", b""))
EOF
}

# --------------------------------------- two verdicts under one signature
edit_verdict ab.altlog.verdict real-first.verdict 'f.append([1, 2, swap(f[0][2])])'
edit_verdict ab.altlog.verdict forged-first.verdict 'f.insert(0, [1, 2, swap(f[0][2])])'
for v in real-first forged-first; do
  run out err "$replay" verify-verdict $v.verdict --key k.pub ab.altlog
  check $([ $rc = 3 ] && grep -q "field 1 (verdict) given twice" out && ! grep -q "signature good" out; echo $?) \
    "verify-verdict refuses two verdict fields, the $v one first: exit 3, nothing shown as checked" "exit $rc: $(cat out)"
  if [ $have_checker = 1 ]; then
    python3 check.py $v.verdict k.pub ab.altlog > out 2>&1; rc=$?
    check $([ $rc != 0 ] && ! grep -q checked out && grep -q "given twice" out; echo $?) \
      "docs/verdict.md's checker refuses two verdict fields, the $v one first" "exit $rc: $(tail -1 out)"
  fi
done

# ---------------------------------- an unknown field, a byte past the end
edit_verdict ab.altlog.verdict unknown.verdict 'f.append([9, 2, b"note"])'
edit_verdict ab.altlog.verdict trailing.verdict 'tail = b"\x0a"'
for v in unknown trailing; do
  run out err "$replay" verify-verdict $v.verdict --key k.pub ab.altlog
  check $([ $rc = 3 ] && grep -q "not a signed verdict with one reading" out; echo $?) \
    "verify-verdict refuses the $v verdict: exit 3" "exit $rc: $(cat out)"
  if [ $have_checker = 1 ]; then
    python3 check.py $v.verdict k.pub ab.altlog > out 2>&1; rc=$?
    check $([ $rc != 0 ] && ! grep -q checked out; echo $?) "docs/verdict.md's checker refuses the $v verdict" \
      "exit $rc: $(tail -1 out)"
  fi
done

# ------------------------ a field given twice inside the signed bytes, signed
# The signer's own key signs a Verdict whose file name is given twice: the
# signature holds, the verdict still has two readings.
if [ $have_checker = 1 ]; then
  edit_verdict ab.altlog.verdict twice-inside.verdict '
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
seed = bytes.fromhex(open("k.key").read().strip())[:32]
inner = f[0][2] + bytes([3 << 3 | 2, 5]) + b"other"
f[0][2] = inner
f[2][2] = Ed25519PrivateKey.from_private_bytes(seed).sign(b"altered-verdict-1\0" + inner)'
  run out err "$replay" verify-verdict twice-inside.verdict --key k.pub
  check $([ $rc = 3 ] && grep -q "the signed verdict is malformed: field 3 (file) given twice" out; echo $?) \
    "verify-verdict refuses a signed Verdict with a field given twice: exit 3" "exit $rc: $(cat out)"
  python3 check.py twice-inside.verdict k.pub ab.altlog > out 2>&1; rc=$?
  check $([ $rc != 0 ] && grep -q "Verdict: field 3 given twice" out; echo $?) \
    "docs/verdict.md's checker refuses it too" "exit $rc: $(tail -1 out)"
fi
run out err "$replay" verify-verdict ab.altlog.verdict --key k.pub ab.altlog
check $rc "the verdict as written still checks" "exit $rc: $(cat out)"
if [ $have_checker = 1 ]; then
  python3 check.py ab.altlog.verdict k.pub ab.altlog > out 2>&1; rc=$?
  check $([ $rc = 0 ] && grep -q checked out; echo $?) "docs/verdict.md's checker checks it" "$(tail -1 out)"
fi

# ------------------------------------------ an archive trailer, two ways
"$replay" gen --seed 5 --games 2 --out sealed.altlog 2> /dev/null
run out err "$replay" archive check sealed.altlog
check $rc "a sealed archive as gen writes it is complete" "exit $rc: $(cat out)"
# edit_trailer OUT PYTHON: the trailer's fields as `t` ([number, wire, bytes]),
# `g` the GameLog's fields around it.
edit_trailer() {
  python3 - sealed.altlog "$1" "$root/tools" "$2" <<'EOF'
import sys
sys.path.insert(0, sys.argv[3])
data = open(sys.argv[1], "rb").read()
def varint(b, p):
    v = s = 0
    while True:
        c = b[p]; p += 1; v |= (c & 0x7F) << s; s += 7
        if c < 0x80: return v, p
def enc(v):
    o = bytearray()
    while True:
        c = v & 0x7F; v >>= 7
        if v: o.append(c | 0x80)
        else: o.append(c); return bytes(o)
def parse(b):
    p, out = 0, []
    while p < len(b):
        k, p = varint(b, p)
        if k & 7 == 0:
            v, q = varint(b, p); out.append([k >> 3, 0, b[p:q]]); p = q
        elif k & 7 == 1:
            out.append([k >> 3, 1, b[p:p + 8]]); p += 8
        else:
            n, p = varint(b, p); out.append([k >> 3, 2, b[p:p + n]]); p += n
    return out
def pack(fields):
    return b"".join(enc(n << 3 | w) + (enc(len(v)) if w == 2 else b"") + v for n, w, v in fields)
p, frames = 0, []
while p < len(data):
    n, q = varint(data, p); frames.append(data[q:q + n]); p = q + n
g = parse(frames[-1])
t = parse(g[0][2])
exec(sys.argv[4])
g[0][2] = pack(t)
frames[-1] = pack(g)
open(sys.argv[2], "wb").write(b"".join(enc(len(f)) + f for f in frames))
EOF
}
edit_trailer games-twice.altlog 't.append([2, 0, enc(5)])'                        # games = 2, then 5
edit_trailer games-first.altlog 't.insert(0, [2, 0, enc(5)])'                      # games = 5, then 2
edit_trailer sha-twice.altlog 't.append([5, 2, bytes(32)])'
edit_trailer unknown-trailer.altlog 't.append([9, 0, enc(1)])'
edit_trailer trailer-twice.altlog 'g.append([15, 2, pack(t)])'                     # GameLog.archive_trailer twice
for a in games-twice games-first sha-twice unknown-trailer trailer-twice; do
  run out err "$replay" archive check $a.altlog
  check $([ $rc = 3 ] && grep -q "malformed" out && grep -q "archive trailer" out; echo $?) \
    "archive check: a trailer read two ways ($a) is malformed, exit 3" "exit $rc: $(cat out)"
  run out err "$replay" verify $a.altlog
  check $([ $rc = 3 ]; echo $?) "verify: the same trailer ($a): exit 3" "exit $rc: $(tail -2 out)"
done

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
