#!/usr/bin/env bash
# test_perft.sh: the perft reference suite. Runs `altered-replay perft` on
# each position of tests/positions/perft/ at the depths the table in the
# "## Perft" section of docs/position.md gives, and checks the counts there:
# the document is the one place the counts are written, so it and the build
# cannot disagree.
#
#   bash tests/test_perft.sh path/to/altered-replay
#
# A table row is
#   | `tests/positions/perft/FILE` | what it shows | DEPTH | SEQUENCES | ENDING EARLY |
# Every file of tests/positions/perft/ has a row, every row a file. One line
# per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed"; exits 1
# when any check failed. Under sanitizers a report exits with 198/199.
set -u

replay=${1:?usage: test_perft.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
doc="$root/docs/position.md"
suite="tests/positions/perft"
. "$(dirname "$0")/lib.sh"

if [ ! -x "$replay" ]; then
  echo "FAIL: $replay is not an executable"
  echo "0 passed, 1 failed"
  exit 1
fi
if [ ! -f "$doc" ]; then
  echo "FAIL: $doc is missing: its Perft section holds the counts"
  echo "0 passed, 1 failed"
  exit 1
fi

# The rows of the Perft section (from its heading to the next "## " or the
# end): FILE DEPTH SEQUENCES ENDED, one per line.
awk '
  /^## / { in_perft = ($0 ~ /^## Perft[[:space:]]*$/); next }
  in_perft && /^\|[[:space:]]*`tests\/positions\/perft\// {
    n = split($0, cell, "|")
    for (i = 1; i <= n; i++) gsub(/^[[:space:]]+|[[:space:]]+$|`/, "", cell[i])
    print cell[2], cell[4], cell[5], cell[6]
  }' "$doc" > "$tmp/rows"
nrows=$(wc -l < "$tmp/rows")
check $([ "$nrows" -ge 7 ]; echo $?) "docs/position.md's Perft section lists $nrows perft rows (7 or more)"

# Every position of the suite has a row, and every row's file is there.
for f in "$root/$suite"/*; do
  [ -e "$f" ] || continue
  rel="$suite/$(basename "$f")"
  check $(awk -v f="$rel" '$1 == f { found = 1 } END { exit !found }' "$tmp/rows"; echo $?) \
    "$rel has a row in docs/position.md"
done

while read -r file depth want ended; do
  what="$file at depth $depth"
  if [ ! -f "$root/$file" ]; then
    bad "$what: the file is missing"
    continue
  fi
  if ! [[ "$depth" =~ ^[0-9]+$ && "$want" =~ ^[0-9]+$ && "$ended" =~ ^[0-9]+$ ]]; then
    bad "$what: the row's depth, count and ending-early count are not numbers ('$depth' '$want' '$ended')"
    continue
  fi
  "$replay" perft "$root/$file" --depth "$depth" > "$tmp/out" 2> "$tmp/err"
  rc=$?
  line=$(tail -1 "$tmp/out")
  got=$(sed -n 's/^perft depth [0-9]*: \([0-9]*\) answer sequences\{0,1\}, \([0-9]*\) ending the game early$/\1 \2/p' \
        <<< "$line")
  check $([ "$rc" = 0 ] && [ "$got" = "$want $ended" ]; echo $?) \
    "$what: $want sequences, $ended ending the game early" "exit $rc, got '$line' $(head -c 300 "$tmp/err")"
done < "$tmp/rows"

# --divide: one line per legal answer, in `position legal`'s order, whose
# counts add up to the total (on each position at its smallest depth).
sort -k1,1 -k2,2n "$tmp/rows" | awk '!seen[$1]++' > "$tmp/shallow"
while read -r file depth want ended; do
  [ -f "$root/$file" ] || continue
  [ "$depth" -ge 1 ] 2> /dev/null || continue
  "$replay" perft "$root/$file" --depth "$depth" --divide > "$tmp/div" 2> "$tmp/err"
  rc=$?
  # INDEX  ACTION  COUNT  description, then the total line.
  head -n -1 "$tmp/div" > "$tmp/lines"
  sum=$(awk '{ s += $3 } END { print s + 0 }' "$tmp/lines")
  total=$(tail -1 "$tmp/div" | awk '{ print $4 }')
  "$replay" position legal "$root/$file" | grep -v '^#' | awk '{ print $1, $2 }' > "$tmp/legal"
  awk '{ print $1, $2 }' "$tmp/lines" > "$tmp/divided"
  check $([ "$rc" = 0 ] && [ "$sum" = "$want" ] && [ "$total" = "$want" ] && cmp -s "$tmp/legal" "$tmp/divided"; echo $?) \
    "$file --divide at depth $depth: one line per legal answer, adding up to $want" \
    "exit $rc, sum $sum, total $total"
done < "$tmp/shallow"

# Depth 0 is the position itself; a bad depth is a usage error.
first="$root/$(head -1 "$tmp/rows" | awk '{ print $1 }')"
"$replay" perft "$first" --depth 0 > "$tmp/out" 2> "$tmp/err"
rc=$?
check $([ "$rc" = 0 ] && grep -q '^perft depth 0: 1 answer sequence, 0 ending' "$tmp/out"; echo $?) \
  "perft --depth 0 counts one sequence, the empty one" "exit $rc: $(cat "$tmp/out" "$tmp/err" | head -c 300)"
for d in -1 65 x ""; do
  "$replay" perft "$first" --depth "$d" > "$tmp/out" 2> "$tmp/err"
  rc=$?
  check $([ "$rc" = 64 ]; echo $?) "perft --depth '$d' is a usage error: exit $rc"
done

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
