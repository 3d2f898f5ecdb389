#!/usr/bin/env bash
# test_outputs.sh: no altered-replay command loses a file it was given
# (replay/outfile.h). Every command that writes a file refuses an output
# that is one of its inputs, by the same path, a hard link or a symbolic
# link (exit 64, the input untouched), and standard output redirected onto
# an input; a run that fails or is killed leaves the old output whole and
# no temporary file behind; `archive seal --in-place` seals a file itself.
#
#   bash tests/test_outputs.sh path/to/altered-replay
set -u

replay=${1:?usage: test_outputs.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
. "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1

sum() { sha256sum "$1" | cut -d' ' -f1; }
leftovers() { find . -name '.*.??????' | wc -l; }

"$replay" gen --seed 4 --games 2 --out games.altlog 2> /dev/null
"$replay" state games.altlog --step 5 --json --out p5.json
cp "$root/corpora/decks/constructed_axiom.txt" deck.txt

# refused NAME FILE CMD...: CMD exits 64, says it will not write over
# FILE, and FILE keeps its bytes.
refused() {
  local name=$1 file=$2
  shift 2
  local before
  before=$(sum "$file")
  "$@" > out 2> err
  local rc=$?
  if [ $rc = 64 ] && grep -q "refusing to write over it" err && [ "$(sum "$file")" = "$before" ] &&
     [ "$(leftovers)" = 0 ]; then
    ok "$name: refused (exit 64), $file untouched"
  else
    bad "$name: exit $rc, $(cat err), $file $( [ "$(sum "$file")" = "$before" ] && echo kept || echo CHANGED)"
  fi
}

ln games.altlog hard.altlog
ln -s games.altlog soft.altlog
ln p5.json hard.json
for out in games.altlog hard.altlog soft.altlog; do
  refused "archive seal IN $out" games.altlog "$replay" archive seal games.altlog "$out"
  refused "archive unseal IN $out" games.altlog "$replay" archive unseal games.altlog "$out"
  refused "archive merge $out IN" games.altlog "$replay" archive merge "$out" games.altlog
  refused "record-chance IN $out" games.altlog "$replay" record-chance games.altlog "$out"
  refused "html IN --out $out" games.altlog "$replay" html games.altlog --out "$out"
  refused "state IN --out $out" games.altlog "$replay" state games.altlog --step 3 --out "$out"
  refused "verify --html $out IN" games.altlog "$replay" verify --html "$out" games.altlog
done
refused "position apply POS --out POS" p5.json "$replay" position apply p5.json 0 --out p5.json
refused "position apply POS --out a hard link of POS" p5.json "$replay" position apply p5.json 0 --out hard.json
refused "archive merge: the output among several inputs" games.altlog \
  "$replay" archive merge games.altlog p5.json games.altlog
"$replay" keygen --out k > /dev/null 2>&1
refused "verify --sign --verdict-out the log" games.altlog \
  "$replay" verify --sign k.key --verdict-out games.altlog games.altlog
refused "verify --sign --verdict-out the key" k.key "$replay" verify --sign k.key --verdict-out k.key games.altlog
cp games.altlog v.altlog
cp games.altlog v.altlog.verdict
refused "verify --sign FILE FILE.verdict: the verdict of one would overwrite the other" v.altlog.verdict \
  "$replay" verify --sign k.key v.altlog v.altlog.verdict
refused "gen --deck D --out D" deck.txt "$replay" gen --seed 1 --deck deck.txt --deck deck.txt --out deck.txt
# Standard input and standard output are files too.
refused "record-chance - OUT < OUT" games.altlog bash -c '"$0" record-chance - games.altlog < games.altlog' "$replay"
cp games.altlog appended.altlog
refused "archive seal IN - >> IN" appended.altlog bash -c '"$0" archive seal appended.altlog - >> appended.altlog' "$replay"

# What an output replaces stays whole when the run fails.
cp games.altlog old.altlog
head -c 700 games.altlog > cut.altlog
before=$(sum old.altlog)
for c in "archive seal cut.altlog old.altlog" "record-chance cut.altlog old.altlog" \
         "archive merge old.altlog cut.altlog" "html cut.altlog --out old.altlog" \
         "state cut.altlog --step 2 --out old.altlog"; do
  # shellcheck disable=SC2086
  "$replay" $c > /dev/null 2>&1; rc=$?
  check $([ $rc = 3 ] && [ "$(sum old.altlog)" = "$before" ] && [ "$(leftovers)" = 0 ]; echo $?) \
    "$c fails (exit 3): the old output is whole, no temporary file is left" "exit $rc"
done
"$replay" archive seal games.altlog old.altlog > /dev/null 2>&1; rc=$?
check $([ $rc = 3 ] && [ "$(sum old.altlog)" = "$before" ]; echo $?) \
  "archive seal of a sealed archive is refused and the old output stays whole" "exit $rc"

# ... and when it is killed: by a file size limit (SIGXFSZ), or by a TERM
# while it writes. The temporary file goes too.
(ulimit -f 4; "$replay" gen --seed 1 --games 40 --out old.altlog > /dev/null 2>&1); rc=$?
check $([ $rc != 0 ] && [ "$(sum old.altlog)" = "$before" ] && [ "$(leftovers)" = 0 ]; echo $?) \
  "gen stopped by the file size limit: the old output is whole, no temporary file left" "exit $rc"
"$replay" gen --seed 1 --games 100000 --out old.altlog > /dev/null 2>&1 &
pid=$!
for _ in $(seq 200); do [ "$(leftovers)" = 0 ] || break; sleep 0.05; done
seen=$(leftovers)
kill -TERM $pid 2> /dev/null
wait $pid; rc=$?
check $([ "$seen" = 1 ] && [ $rc = 143 ] && [ "$(sum old.altlog)" = "$before" ] && [ "$(leftovers)" = 0 ]; echo $?) \
  "gen killed by TERM while writing: the old output is whole, its temporary file removed" \
  "exit $rc, temporary files seen $seen"

# A whole run replaces the file at once, with the mode the old one had.
chmod 640 old.altlog
"$replay" gen --seed 2 --games 1 --out old.altlog 2> /dev/null; rc=$?
check $([ $rc = 0 ] && [ "$(sum old.altlog)" != "$before" ] && [ "$(stat -c %a old.altlog)" = 640 ] &&
        "$replay" archive check old.altlog > /dev/null; echo $?) \
  "a whole run replaces the old output, keeping its mode" "exit $rc, mode $(stat -c %a old.altlog)"
# A symbolic link at the output is replaced, never written through.
echo keep > target.txt
ln -s target.txt link.altlog
"$replay" gen --seed 2 --games 1 --out link.altlog 2> /dev/null
check $([ ! -L link.altlog ] && [ "$(cat target.txt)" = keep ]; echo $?) \
  "an output that is a symbolic link: the link is replaced, its target untouched"
# Devices are written through: /dev/null stays a device.
"$replay" state games.altlog --step 3 --out /dev/null; rc=$?
check $([ $rc = 0 ] && [ -c /dev/null ]; echo $?) "--out /dev/null writes to the device" "exit $rc"

# archive seal --in-place: the file itself, sealed; unseal --in-place undoes it.
cp games.altlog inplace.altlog
"$replay" archive unseal --in-place inplace.altlog 2> err; rc=$?
"$replay" archive check inplace.altlog > out
check $([ $rc = 0 ] && grep -q ": unsealed: no trailer after 2 games" out; echo $?) \
  "archive unseal --in-place: the same file, its trailer gone" "exit $rc: $(cat err out)"
"$replay" archive seal --in-place inplace.altlog 2> err; rc=$?
"$replay" archive check inplace.altlog > out
check $([ $rc = 0 ] && grep -q ": complete: 2 games, as sealed" out && cmp -s inplace.altlog games.altlog; echo $?) \
  "archive seal --in-place: the same file, sealed again, byte for byte gen's" "exit $rc: $(cat err out)"
"$replay" archive seal --in-place - < games.altlog > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "archive seal --in-place - is a bad command line" "exit $rc"
"$replay" archive seal --in-place a.altlog b.altlog > /dev/null 2>&1; rc=$?
check $([ $rc = 64 ]; echo $?) "archive seal --in-place takes one FILE" "exit $rc"

echo "outputs: $passed passed, $failed failed"
[ "$failed" = 0 ]
