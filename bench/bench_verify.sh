#!/usr/bin/env bash
# bench_verify.sh: how fast `altered-replay verify` checks archives, how much
# memory it needs, and what share of its work is state hashing.
#
#   bench/bench_verify.sh [BUILD_DIR]        (default: build; `make bench` runs it)
#
# 1. Generates (once; again only when altered-replay is newer) archives of
#    10,000, 1,000 and 200 self-play games into BUILD_DIR/bench/ with
#    `altered-replay gen`, keeping the step count gen reports on stderr.
# 2. Times `verify` on the 10,000- and 1,000-game archives with
#    /usr/bin/time -v: games/s, verified steps/s, peak RSS. The reader holds
#    one game at a time, so peak RSS should not grow with the archive.
# 3. Runs `verify` on the 200-game archive under valgrind's callgrind and
#    reports the inclusive instruction share of alt_game_hash (the canonical
#    encoding plus XXH3-64) against the whole run.
# Environment: BIG (10000), SMALL (1000), CG_GAMES (200), SEED (1), DECKS
# (limited: gen's two Limited decks, comparable with earlier figures; heroes:
# its Constructed decks with Heroes).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
replay="$build/bin/altered-replay"
dir="$build/bench"
big=${BIG:-10000}
small=${SMALL:-1000}
cg_games=${CG_GAMES:-200}
seed=${SEED:-1}
decks=${DECKS:-limited}

if [ ! -x "$replay" ]; then
  echo "bench_verify: $replay is missing: build first" >&2
  exit 1
fi
if [ ! -x /usr/bin/time ]; then
  echo "bench_verify: /usr/bin/time (GNU time) is needed for peak RSS" >&2
  exit 1
fi
mkdir -p "$dir"

# archive N: makes $dir/verify_N.altlog (and .steps) unless it is up to date.
archive() {
  local n=$1 f="$dir/verify_${decks}_$1.altlog"
  if [ ! -s "$f" ] || [ ! -s "$f.steps" ] || [ "$replay" -nt "$f" ]; then
    echo "generating $n games into $f" >&2
    "$replay" gen --seed "$seed" --games "$n" --decks "$decks" --out "$f" 2> "$f.gen"
    sed -n 's/.* games, \([0-9]*\) steps.*/\1/p' "$f.gen" > "$f.steps"
  fi
  echo "$f"
}

# measure N: verify the N-game archive under /usr/bin/time -v.
measure() {
  local n=$1 f steps t0 t1 rc
  f=$(archive "$n")
  steps=$(cat "$f.steps")
  t0=$(date +%s%N)
  set +e
  /usr/bin/time -v "$replay" verify "$f" > /dev/null 2> "$dir/time_$n.txt"
  rc=$?
  set -e
  t1=$(date +%s%N)
  if [ "$rc" != 0 ]; then
    echo "bench_verify: verify $f exited $rc" >&2
    tail -5 "$dir/time_$n.txt" >&2
    exit 1
  fi
  local rss user sys
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$dir/time_$n.txt")
  user=$(sed -n 's/.*User time (seconds): *//p' "$dir/time_$n.txt")
  sys=$(sed -n 's/.*System time (seconds): *//p' "$dir/time_$n.txt")
  awk -v n="$n" -v steps="$steps" -v ns=$((t1 - t0)) -v rss="$rss" -v user="$user" -v sys="$sys" \
      -v size="$(stat -c %s "$f")" 'BEGIN {
    s = ns / 1e9
    printf "verify %6d games (%8d steps, %6.1f MB): %6.3f s wall (user %.2f, sys %.2f)  %9.0f games/s  %11.0f steps/s  peak RSS %6.1f MB\n",
           n, steps, size / 1e6, s, user, sys, n / s, steps / s, rss / 1024
  }'
}

echo "== altered-replay verify throughput ($(basename "$build") build)"
measure "$big"
measure "$small"
rss_big=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$dir/time_$big.txt")
rss_small=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$dir/time_$small.txt")
echo "peak RSS: $rss_big kB for $big games vs $rss_small kB for $small games" \
     "(the reader keeps one game in memory: it should not grow with the archive)"

echo
echo "== share of instructions spent hashing (callgrind, $cg_games games)"
if ! command -v valgrind > /dev/null || ! command -v callgrind_annotate > /dev/null; then
  echo "valgrind/callgrind_annotate not installed: skipped"
  exit 0
fi
f=$(archive "$cg_games")
out="$dir/callgrind_$cg_games.out"
valgrind --tool=callgrind --callgrind-out-file="$out" "$replay" verify "$f" > /dev/null 2> "$dir/callgrind_$cg_games.log"
callgrind_annotate --inclusive=yes --threshold=100 "$out" 2> /dev/null > "$dir/callgrind_$cg_games.txt"
total=$(sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' "$dir/callgrind_$cg_games.txt" | tr -d ,)
# ir FUNCTION: inclusive instructions of one function (first, i.e. the outer, entry).
ir() {
  awk -v fn="$1" '$0 ~ ":" fn " " { gsub(",", "", $1); print $1; exit }' "$dir/callgrind_$cg_games.txt"
}
echo "method: valgrind --tool=callgrind counts every instruction executed by"
echo "  \`altered-replay verify\` on $cg_games games ($(cat "$f.steps") steps); callgrind_annotate --inclusive=yes"
echo "  gives each function's instructions including its callees. alt_game_hash is"
echo "  the whole hashing path (it calls the canonical encoder, then XXH3_64bits in"
echo "  libxxhash); the share is its inclusive count over the program total. The"
echo "  counts are instructions, not time, and include startup (card database parse)."
printf '  %-28s %14s %7s\n' function "Ir (inclusive)" share
for fn in alt_game_hash encode XXH3_64bits alt_game_apply alt_game_new altered__game_log__unpack replay_game; do
  v=$(ir "$fn")
  [ -n "$v" ] || continue
  awk -v fn="$fn" -v v="$v" -v t="$total" 'BEGIN { printf "  %-28s %14d %6.1f%%\n", fn, v, 100 * v / t }'
done
awk -v t="$total" 'BEGIN { printf "  %-28s %14d %6.1f%%\n", "program total", t, 100 }'
hash=$(ir alt_game_hash)
awk -v v="${hash:-0}" -v t="$total" 'BEGIN {
  printf "hashing (alt_game_hash: encode + XXH3) is %.1f%% of the instructions of verify\n", 100 * v / t }'
echo "full report: $dir/callgrind_$cg_games.txt"
