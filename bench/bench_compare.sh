#!/usr/bin/env bash
# bench_compare.sh: `altered-replay verify` of one build beside another's,
# in the same run, on the same archive: the way to show a change is no
# slower. A shared machine's speed drifts over minutes, so the two builds
# run in back-to-back pairs, alternating which goes first, and each pair
# gives a ratio; the median of the ratios is the figure to judge by.
#
#   bench/bench_compare.sh BEFORE_BUILD [AFTER_BUILD]   (AFTER_BUILD: build)
#
# The archive is self-play of the bundled Hero decks (gen's default),
# written by BEFORE_BUILD's own gen, so that both builds read it: a later
# build verifies every earlier build's logs, not the reverse. Prints, per
# build, the median wall time of `verify -j 1`, games/s, verified steps/s
# and peak RSS; then each pair's AFTER/BEFORE ratio and their median
# (below 1.00: AFTER is faster). Environment: GAMES (2000), PAIRS (7),
# SEED (1). Exit 0 once the figures are printed; 1 when a build does not
# verify the archive.
set -euo pipefail

before=${1:?usage: bench_compare.sh BEFORE_BUILD [AFTER_BUILD]}
after=${2:-build}
games=${GAMES:-2000}
pairs=${PAIRS:-7}
seed=${SEED:-1}
for b in "$before" "$after"; do
  [ -x "$b/bin/altered-replay" ] || { echo "bench_compare: no $b/bin/altered-replay (build it first)" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$before/bin/altered-replay" gen --seed "$seed" --games "$games" --out "$tmp/games.altlog" 2> "$tmp/gen"
steps=$(grep -o '[0-9]* steps' "$tmp/gen" | head -1 | cut -d' ' -f1)
echo "archive: $games games of the bundled Hero decks, ${steps:-?} steps, written by $before's gen"

# One run: wall seconds and peak RSS in KiB, "SECONDS KIB".
run() {
  /usr/bin/time -f '%e %M' -o "$tmp/t" "$1/bin/altered-replay" verify -j 1 "$tmp/games.altlog" > "$tmp/out" 2>&1 ||
    { echo "bench_compare: $1 does not verify the archive:" >&2; tail -3 "$tmp/out" >&2; exit 1; }
  cat "$tmp/t"
}

declare -a tb ta rb ra ratio
for ((i = 0; i < pairs; i++)); do
  if ((i % 2 == 0)); then
    read -r sb mb < <(run "$before"); read -r sa ma < <(run "$after")
  else
    read -r sa ma < <(run "$after"); read -r sb mb < <(run "$before")
  fi
  tb+=("$sb"); ta+=("$sa"); rb+=("$mb"); ra+=("$ma")
  ratio+=("$(awk -v a="$sa" -v b="$sb" 'BEGIN { printf "%.3f", a / b }')")
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
report() {
  local name=$1 secs=$2 kib=$3
  awk -v n="$name" -v s="$secs" -v g="$games" -v st="${steps:-0}" -v k="$kib" \
    'BEGIN { printf "%-8s verify -j 1: %.2f s median, %.0f games/s, %.2f M steps/s, peak RSS %.1f MiB\n",
             n, s, g / s, st / s / 1e6, k / 1024 }'
}
report before "$(median "${tb[@]}")" "$(median "${rb[@]}")"
report after "$(median "${ta[@]}")" "$(median "${ra[@]}")"
echo "after/before, per pair: ${ratio[*]}"
echo "after/before, median of $pairs pairs: $(median "${ratio[@]}")"
