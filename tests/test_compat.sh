#!/usr/bin/env bash
# test_compat.sh: every released log still verifies, with the verdict its
# release gave it (corpora/compat/README.md). For each release directory,
# each game EXPECTED.tsv lists is verified with this build and compared
# field by field (verdict, steps, Days, winner, rule, chance mode) and by
# its last state hash; a log in the directory that EXPECTED.tsv does not
# list fails too, so that none is skipped unseen.
#
#   bash tests/test_compat.sh path/to/altered-replay
#
# One line per check, then "N passed, M failed"; 77 without python3 (it
# reads verify --json).
set -u

replay=${1:?usage: test_compat.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
command -v python3 > /dev/null || { echo "skip: no python3 (it reads verify --json)"; exit 77; }
. "$(dirname "$0")/lib.sh"

releases=0
for dir in "$root"/corpora/compat/*/; do
  [ -f "$dir/EXPECTED.tsv" ] || continue
  releases=$((releases + 1))
  release=$(basename "$dir")
  games=0
  declare -A listed=()
  while IFS=$'\t' read -r file game verdict steps days winner rule chance final; do
    [ "$file" = file ] && continue
    listed[$file]=1
    games=$((games + 1))
    run "$tmp/v" "$tmp/e" "$replay" verify --json --game "$game" "$dir/$file"
    got=$(python3 -c '
import json, sys
for line in open(sys.argv[1]):
    o = json.loads(line)
    if "verdict" in o:
        print("\t".join(str(o.get(k, "")) for k in ("verdict", "steps", "days", "winner", "rule", "chance")))
        break' "$tmp/v")
    want=$(printf '%s\t%s\t%s\t%s\t%s\t%s' "$verdict" "$steps" "$days" "$winner" "$rule" "$chance")
    check $([ "$rc" = 0 ] && [ "$got" = "$want" ]; echo $?) "$release/$file game $game: $verdict, $steps steps, P$winner by $rule ($chance)" \
      "exit $rc, got '$got'"
    last=$("$replay" hashes --game "$game" "$dir/$file" 2> /dev/null | tail -n 1)
    check $([ "$last" = "$final" ]; echo $?) "$release/$file game $game: last hash $final" "got '$last'"
  done < "$dir/EXPECTED.tsv"
  for f in "$dir"/*.altlog; do
    name=$(basename "$f")
    check $([ -n "${listed[$name]:-}" ]; echo $?) "$release/$name is listed in EXPECTED.tsv"
  done
  unset listed
  check $([ "$games" -gt 0 ]; echo $?) "release $release: $games games"
done
check $([ "$releases" -ge 1 ]; echo $?) "$releases release(s) under corpora/compat/"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
