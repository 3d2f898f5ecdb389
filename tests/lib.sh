# tests/lib.sh: what every shell test of this project starts with, sourced
# (`. "$(dirname "$0")/lib.sh"`) after it has found its programs: a scratch
# directory removed on exit, the pass and fail counts, and the helpers that
# count them. A sanitizer's report exits 199 (ASan) or 198 (UBSan), so that
# a test that expects a plain non-zero exit cannot mistake one for a refusal.

export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=199"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}exitcode=198"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
check() {  # check CONDITION-RESULT(0/1) DESCRIPTION [DETAIL]
  if [ "$1" = 0 ]; then ok "$2"; else bad "$2${3:+ ($3)}"; fi
}

# run OUT ERR CMD...: runs the command, stdout to OUT, stderr to ERR; sets rc.
rc=0
run() {
  local o=$1 e=$2
  shift 2
  "$@" > "$o" 2> "$e"
  rc=$?
}

# doc_block DOC NAME: the fenced block after "<!-- example: NAME -->" in
# DOC: a document's worked example, which the tests run and compare with
# what the build prints, so that the document stays true.
doc_block() {
  awk -v name="$2" '$0 == "<!-- example: " name " -->" { on = 1; next }
                    on && /^```/ { if (in_block) exit; in_block = 1; next }
                    in_block { print }' "$1"
}
