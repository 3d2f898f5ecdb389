#!/usr/bin/env bash
# bench_verify.sh: how fast `altered-replay verify` checks archives, each
# figure printed beside its limit measured in the same run, how much memory
# it needs, and where its instructions go.
#
#   bench/bench_verify.sh [BUILD_DIR]        (default: build; `make bench` runs it)
#
# For the Hero decks (gen's default: six Constructed decks with Heroes, what
# real games look like), then for gen's two Limited decks:
# 1. Generates (once; again only when altered-replay is newer) archives of
#    BIG, SMALL and CG_GAMES self-play games into BUILD_DIR/bench/ with
#    `altered-replay gen`, keeping the step count gen reports on stderr.
# 2. Times `verify -j 1` (one core) on the BIG and SMALL archives with
#    /usr/bin/time -v, REPEAT times each: the median wall time gives games/s
#    and verified steps/s (reading, unpacking and the archive's SHA-256
#    included); peak RSS should not grow with the archive (the reader holds
#    one game). The one-core steps/s is printed beside its target (3 M for
#    the Hero decks), then `archive check` on the BIG archive (reading
#    alone: framing, SHA-256, unpacking) beside verify -j 1 and beside the
#    target's whole budget for those steps. Where verify takes -j, the BIG
#    archive again on as many threads as the machine has cores
#    (-j $(nproc)), and its speed-up over -j 1 beside its target (1.8x on 2
#    cores): from the two medians, then from PAIRS back-to-back pairs of
#    runs, the figure to judge by (the machine's speed drifts between the
#    medians' runs, minutes apart).
# 3. Runs bench_replay on the SMALL archive: in one process, the games
#    verified, the same games replayed without hashing (the limit faster
#    hashing can reach), setup alone (its share of a game), alt_game_hash
#    beside XXH3 alone over the same encoded bytes, and alt_game_copy beside
#    one memcpy of the state; and, reading the archive again each round as
#    verify reads it, hashing's share of reading and verifying together.
# 4. For the Hero decks, runs `verify` on the CG_GAMES archive under
#    valgrind's callgrind: the inclusive instruction share of hashing, of
#    setup and of the rest (instructions, not time, but free of the noise of
#    a shared machine: compare builds with them).
# Environment: DECKS ("heroes limited"), BIG (10000), SMALL (1000), CG_GAMES
# (200), REPEAT (3), PAIRS (7, the speed-up's), ROUNDS (5, bench_replay's),
# SEED (1).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
replay="$build/bin/altered-replay"
bench_replay="$build/bin/bench_replay"
dir="$build/bench"
big=${BIG:-10000}
small=${SMALL:-1000}
cg_games=${CG_GAMES:-200}
repeat=${REPEAT:-3}
pairs=${PAIRS:-7}
rounds=${ROUNDS:-5}
seed=${SEED:-1}
deck_sets=${DECKS:-heroes limited}

if [ ! -x "$replay" ]; then
  echo "bench_verify: $replay is missing: build first" >&2
  exit 1
fi
if [ ! -x /usr/bin/time ]; then
  echo "bench_verify: /usr/bin/time (GNU time) is needed for peak RSS" >&2
  exit 1
fi
mkdir -p "$dir"

# archive DECKS N: makes $dir/verify_DECKS_N.altlog (and .steps) unless it is up to date.
archive() {
  local decks=$1 n=$2 f="$dir/verify_$1_$2.altlog"
  if [ ! -s "$f" ] || [ ! -s "$f.steps" ] || [ "$replay" -nt "$f" ]; then
    echo "generating $n games ($decks decks) into $f" >&2
    "$replay" gen --seed "$seed" --games "$n" --decks "$decks" --out "$f" 2> "$f.gen"
    sed -n 's/.* games, \([0-9]*\) steps.*/\1/p' "$f.gen" > "$f.steps"
  fi
  echo "$f"
}

# verify takes -j (threads) when its usage names it.
has_jobs=0
usage=$("$replay" verify --help 2>&1 || true)
case "$usage" in *"-j N"*) has_jobs=1 ;; esac

# measure DECKS N [JOBS]: verify the N-game archive REPEAT times under
# /usr/bin/time -v, on JOBS threads (1, the default).
measure() {
  local decks=$1 n=$2 jobs=${3:-1} f steps rc walls="" t0 t1 log
  local -a opt=()
  if [ "$has_jobs" = 1 ]; then
    opt=(-j "$jobs")
  fi
  f=$(archive "$decks" "$n")
  steps=$(cat "$f.steps")
  log="$dir/time_${decks}_$n.txt"
  [ "$jobs" = 1 ] || log="$dir/time_${decks}_${n}_j$jobs.txt"
  for _ in $(seq "$repeat"); do
    t0=$(date +%s%N)
    set +e
    /usr/bin/time -v "$replay" verify "${opt[@]}" "$f" > /dev/null 2> "$log"
    rc=$?
    set -e
    t1=$(date +%s%N)
    if [ "$rc" != 0 ]; then
      echo "bench_verify: verify $f exited $rc" >&2
      tail -5 "$log" >&2
      exit 1
    fi
    walls="$walls $((t1 - t0))"
  done
  local rss
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): *//p' "$log")
  echo "$rss" > "$log.rss"
  # shellcheck disable=SC2086
  printf '%s\n' $walls | sort -n | awk -v n="$n" -v steps="$steps" -v rss="$rss" -v r="$repeat" \
      -v j="-j $jobs" -v size="$(stat -c %s "$f")" -v wallf="$log.wall" '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    s = m / 1e9
    printf "  verify %-10s %6d games (%8d steps, %5.1f MB): median of %d %6.3f s wall  %7.0f games/s  %9.0f steps/s  peak RSS %5.1f MB\n",
           j, n, steps, size / 1e6, r, s, n / s, steps / s, rss / 1024
    printf "%.6f %d\n", s, steps > wallf
  }'
}

# reading DECKS N: `archive check` on the N-game archive, REPEAT times:
# framing, SHA-256 and unpacking every game, no replay. Its median beside
# verify -j 1's is what reading costs of verify, and beside the whole budget
# of the one-core target (steps / 3 M s).
reading() {
  local decks=$1 n=$2 f walls="" t0 t1
  f=$(archive "$decks" "$n")
  "$replay" archive check "$f" > /dev/null 2>&1 || { echo "  (archive check is not available: reading not timed)"; return 0; }
  for _ in $(seq "$repeat"); do
    t0=$(date +%s%N)
    "$replay" archive check "$f" > /dev/null
    t1=$(date +%s%N)
    walls="$walls $((t1 - t0))"
  done
  # shellcheck disable=SC2086
  printf '%s\n' $walls | sort -n | awk -v wallf="$dir/time_${decks}_$n.txt.wall" '{ v[NR] = $1 } END {
    m = ((NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) / 1e9
    getline line < wallf; split(line, w, " ")
    printf "  reading alone (archive check: framing, SHA-256, unpacking): median %.3f s, %.1f%% of verify -j 1; the whole budget of 3 M steps/s for these steps is %.3f s\n",
           m, 100 * m / w[1], w[2] / 3e6
  }'
}

# speedup DECKS N JOBS: PAIRS pairs of `verify -j 1` and `verify -j JOBS`
# on the N-game archive, back to back (which of the two goes first
# alternates), and the median of the pairs' ratios. A shared machine's speed
# drifts over minutes; the two runs of a pair see nearly the same machine,
# where medians taken minutes apart need not.
speedup() {
  local decks=$1 n=$2 jobs=$3 f i j order a b t0 t1 ratios=""
  f=$(archive "$decks" "$n")
  for i in $(seq "$pairs"); do
    for order in 1 2; do
      if [ $(( (i + order) % 2 )) = 0 ]; then j=1; else j=$jobs; fi
      t0=$(date +%s%N)
      "$replay" verify -j "$j" "$f" > /dev/null || { echo "bench_verify: verify -j $j $f failed" >&2; exit 1; }
      t1=$(date +%s%N)
      if [ "$j" = 1 ]; then a=$((t1 - t0)); else b=$((t1 - t0)); fi
    done
    ratios="$ratios $(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", a / b }')"
  done
  # shellcheck disable=SC2086
  printf '%s\n' $ratios | sort -n | awk -v n="$jobs" -v p="$pairs" '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "  -j %d, paired: %.2fx the speed of -j 1, median of %d back-to-back pairs (%.2fx to %.2fx) (target on 2 cores: at least 1.8x)\n",
           n, m, p, v[1], v[NR] }'
}

# Whether the tree was compiled from a profile (README, "Build options"):
# the figures of one are not those of the other.
pgo=$(sed -n 's/^PGO:STRING=//p' "$build/CMakeCache.txt" 2>/dev/null || true)
case "$pgo" in
  use) pgo=" (compiled from a profile: PGO=use)" ;;
  "") pgo=" (no profile)" ;;
  *) pgo=" (PGO=$pgo)" ;;
esac

for decks in $deck_sets; do
  case "$decks" in
    heroes) what="the Hero decks (gen's default: six Constructed decks with Heroes)" ;;
    limited) what="the Limited decks (gen's two)" ;;
    *) echo "bench_verify: DECKS holds $decks: heroes or limited" >&2; exit 1 ;;
  esac
  echo "== $what, $(basename "$build") build$pgo"
  measure "$decks" "$big"
  measure "$decks" "$small"
  echo "  peak RSS: $(cat "$dir/time_${decks}_$big.txt.rss") kB for $big games vs" \
       "$(cat "$dir/time_${decks}_$small.txt.rss") kB for $small games (one game in memory: it should not grow)"
  awk '{ printf "  one core: %.0f steps/s for %d steps (target for the Hero decks: at least 3,000,000)\n", $2 / $1, $2 }' \
      "$dir/time_${decks}_$big.txt.wall"
  reading "$decks" "$big"
  if [ "$has_jobs" = 1 ]; then
    measure "$decks" "$big" "$(nproc)"
    if [ "$(nproc)" -gt 1 ]; then
      one=$(cut -d' ' -f1 "$dir/time_${decks}_$big.txt.wall")
      many=$(cut -d' ' -f1 "$dir/time_${decks}_${big}_j$(nproc).txt.wall")
      awk -v one="$one" -v many="$many" -v n="$(nproc)" 'BEGIN {
        printf "  -j %d: %.2fx the speed of -j 1 from the medians above (runs minutes apart)\n", n, one / many }'
      speedup "$decks" "$big" "$(nproc)"
    fi
  fi
  if [ -x "$bench_replay" ]; then
    "$bench_replay" "$(archive "$decks" "$small")" -r "$rounds" -l "  in one process, $decks" | sed '2,$s/^/  /'
  else
    echo "  $bench_replay is missing: the figures beside their limits are skipped"
  fi
  echo
done

echo "== where verify's instructions go (callgrind, $cg_games games, the Hero decks)"
if ! command -v valgrind > /dev/null || ! command -v callgrind_annotate > /dev/null; then
  echo "valgrind/callgrind_annotate not installed: skipped"
  exit 0
fi
f=$(archive heroes "$cg_games")
out="$dir/callgrind_$cg_games.out"
jobs_opt=()
[ "$has_jobs" = 0 ] || jobs_opt=(-j 1)   # one thread: one call tree
valgrind --tool=callgrind --callgrind-out-file="$out" "$replay" verify "${jobs_opt[@]}" "$f" > /dev/null \
    2> "$dir/callgrind_$cg_games.log"
callgrind_annotate --inclusive=yes --threshold=100 "$out" 2> /dev/null > "$dir/callgrind_$cg_games.txt"
total=$(sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' "$dir/callgrind_$cg_games.txt" | tr -d ,)
# ir FUNCTION: inclusive instructions of one function (first, i.e. the outer, entry).
ir() {
  awk -v fn="$1" '$0 ~ ":" fn "[ .]" { gsub(",", "", $1); print $1; exit }' "$dir/callgrind_$cg_games.txt"
}
echo "method: valgrind --tool=callgrind counts every instruction executed by"
echo "  \`altered-replay verify\` on $cg_games games ($(cat "$f.steps") steps); callgrind_annotate --inclusive=yes"
echo "  gives each function's instructions including its callees. replay_game is one game's"
echo "  verification (setup, steps, hashes); setup_game its setup (header, cards, decks,"
echo "  deal); alt_game_hash the canonical encoder plus XXH3 (engine/xxh.h). The archive's SHA-256"
echo "  and the reading (replay_frame_check: unpacking, replay_log_unpack, and the strings'"
echo "  check where protobuf-c unpacked) are outside replay_game."
printf '  %-28s %14s %7s %9s\n' function "Ir (inclusive)" share "of games"
games_ir=$(ir replay_game)
for fn in replay_game setup_game replay_log_setup alt_game_new alt_deck_validate alt_cards_find \
          alt_hash_setup_digest alt_game_apply alt_game_hash encode replay_reader_next \
          replay_frame_check replay_log_unpack altered__game_log__unpack replay_wire_strings_check \
          replay_sha256_update crypto_hash_sha256_update; do
  v=$(ir "$fn")
  [ -n "$v" ] || continue
  awk -v fn="$fn" -v v="$v" -v t="$total" -v g="${games_ir:-0}" 'BEGIN {
    if (g > 0 && fn !~ /reader|unpack|sha256|frame|wire/ && fn != "replay_game") printf "  %-28s %14d %6.1f%% %8.1f%%\n", fn, v, 100 * v / t, 100 * v / g
    else printf "  %-28s %14d %6.1f%%\n", fn, v, 100 * v / t }'
done
awk -v t="$total" 'BEGIN { printf "  %-28s %14d %6.1f%%\n", "program total", t, 100 }'
echo "full report: $dir/callgrind_$cg_games.txt"
