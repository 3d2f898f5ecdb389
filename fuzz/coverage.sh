#!/usr/bin/env bash
# coverage.sh: the line coverage of engine/ that the fuzz corpora reach.
#
#   fuzz/coverage.sh [--learned] [BUILD_DIR]      (default build-cov)
#
# Builds the regression drivers (<harness>_regress) with clang's source-based
# coverage (-fprofile-instr-generate -fcoverage-mapping) in BUILD_DIR, runs
# each over corpora/<harness>/ (and, with --learned, over what `make fuzz`
# learned in build-fuzz/corpus/<harness>/ too), merges the profiles with
# llvm-profdata and prints `llvm-cov report` for engine/*.c.
# Needs clang, llvm-profdata and llvm-cov (Debian: clang and llvm; set
# LLVM_PROFDATA / LLVM_COV to use other names, e.g. llvm-cov-14).
set -euo pipefail
cd "$(dirname "$0")/.."

learned=0
if [ "${1:-}" = "--learned" ]; then
  learned=1
  shift
fi
build=${1:-build-cov}
profdata=${LLVM_PROFDATA:-llvm-profdata}
cov=${LLVM_COV:-llvm-cov}
for tool in clang "$profdata" "$cov"; do
  command -v "$tool" >/dev/null || { echo "coverage.sh: $tool not found (apt-get install clang llvm)" >&2; exit 2; }
done

CC=clang cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DWERROR=OFF \
  -DCMAKE_C_FLAGS="-fprofile-instr-generate -fcoverage-mapping" >/dev/null
harnesses=()
for src in fuzz/fuzz_*.c; do
  h=$(basename "$src" .c)
  # fuzz_request exists only when the daemon's handler does.
  if cmake --build "$build" -j2 --target "${h}_regress" >/dev/null 2>&1; then
    harnesses+=("$h")
  else
    echo "coverage.sh: ${h}_regress does not build here; left out" >&2
  fi
done

# The learned corpora hold inputs of the known open bugs (docs/fuzzing.md).
export FUZZ_IGNORE=${FUZZ_IGNORE-}
rm -rf "$build/profiles"
mkdir -p "$build/profiles"
objects=()
for h in "${harnesses[@]}"; do
  dirs=("corpora/$h")
  [ "$learned" = 1 ] && [ -d "build-fuzz/corpus/$h" ] && dirs+=("build-fuzz/corpus/$h")
  # The saved crashes are left out: an input that aborts writes no profile.
  LLVM_PROFILE_FILE="$build/profiles/$h.profraw" "$build/bin/${h}_regress" "${dirs[@]}" | tail -1 | sed "s/^/$h: /"
  objects+=(-object "$build/bin/${h}_regress")
done
"$profdata" merge -sparse "$build"/profiles/*.profraw -o "$build/profiles/merged.profdata"
# "${objects[@]:1}": the first binary as the argument llvm-cov requires, the
# others as -object.
"$cov" report "${objects[@]:1}" -instr-profile "$build/profiles/merged.profdata" engine/*.c
