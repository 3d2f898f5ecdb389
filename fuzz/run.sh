#!/usr/bin/env bash
# run.sh: runs the libFuzzer harnesses of a FUZZ=ON build, one after the
# other, each for SECONDS (`make fuzz` calls it; docs/fuzzing.md).
#
#   fuzz/run.sh BUILD_DIR SECONDS [HARNESS...]     (default: every harness built)
#
# Each harness starts from its named corpus, corpora/<harness>/, which it only
# reads; what it learns goes to BUILD_DIR/corpus/<harness>/ (kept between
# runs, never committed). A crash, leak, timeout or out-of-memory input is
# saved as corpora/crashes/<harness>/<kind>-<sha1>, where ctest replays it
# from then on. Exits 1 when any harness found something.
set -u
cd "$(dirname "$0")/.."

build=${1:-build-fuzz}
seconds=${2:-60}
shift 2 || true
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  for src in fuzz/fuzz_*.c; do
    h=$(basename "$src" .c)
    [ -x "$build/bin/$h" ] && harnesses+=("$h")
  done
fi
if [ ${#harnesses[@]} -eq 0 ]; then
  echo "run.sh: no harness in $build/bin (configure with -DFUZZ=ON and build target fuzz_harnesses)" >&2
  exit 2
fi

max_len() {
  case "$1" in
    fuzz_walk) echo 8192 ;;      # a game to the Day limit is ~4,000 bytes
    fuzz_log|fuzz_log_unpack|fuzz_request) echo 16384 ;;
    fuzz_position) echo 40960 ;;   # a full JSON position is ~36,000 bytes
    *) echo 8192 ;;
  esac
}

found=0
summary=""
for h in "${harnesses[@]}"; do
  bin="$build/bin/$h"
  if [ ! -x "$bin" ]; then
    echo "run.sh: $bin is not built" >&2
    found=1
    continue
  fi
  work="$build/corpus/$h"
  crashes="corpora/crashes/$h"
  mkdir -p "$work" "$crashes"
  opts=(-max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len="$(max_len "$h")"
        -artifact_prefix="$crashes/" -print_final_stats=1)
  [ -f "fuzz/$h.dict" ] && opts+=(-dict="fuzz/$h.dict")
  seeds=()
  [ -d "corpora/$h" ] && seeds+=("corpora/$h")
  [ "$h" = fuzz_log_unpack ] && seeds+=("corpora/fuzz_log")   # it reads archives too
  log="$build/$h.log"
  echo "== $h: ${seconds}s, corpus $work ${seeds[*]:-}, crashes to $crashes/"
  before=$(ls "$crashes" | wc -l)
  start=$(date +%s)
  "$bin" "${opts[@]}" "$work" "${seeds[@]}" >"$log" 2>&1
  rc=$?
  took=$(( $(date +%s) - start ))
  after=$(ls "$crashes" | wc -l)
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  units=$(ls "$work" | wc -l)
  line="$h: rc $rc, ${took}s, ${runs:-?} runs, ${cov:-cov: ?}, $units inputs in $work, $((after - before)) new in $crashes/"
  echo "$line"
  summary+="$line"$'\n'
  if [ "$rc" -ne 0 ] || [ "$after" -gt "$before" ]; then
    found=1
    echo "   see $log:"
    grep -E 'ERROR|oracle failed|SUMMARY|Test unit written' "$log" | head -8 | sed 's/^/   /'
  fi
  rmdir "$crashes" 2>/dev/null || true   # no empty directories left behind
done
rmdir corpora/crashes 2>/dev/null || true
echo
echo "== summary"
printf '%s' "$summary"
exit $found
