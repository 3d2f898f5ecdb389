#!/usr/bin/env bash
# make_compat.sh: writes corpora/compat/<release>/, the logs this release
# writes, once: a release's directory is never regenerated (it is what
# every later build must still verify, with the same verdicts;
# tests/test_compat.sh, ctest `compat`). It refuses a directory that
# exists.
#
# Each file is an archive of three self-play games: seeded under every
# ruleset, recorded (docs/log-format.md, "Chance") under every ruleset that
# has recorded chance, dealt from scratch and converted from a seeded log,
# Limited and Constructed. EXPECTED.tsv gives, per game, what `verify
# --json` said and the last state hash (`hashes`).
#
# Usage: tools/make_compat.sh [BUILD_DIR]   (default: build)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
replay="$build/bin/altered-replay"
[ -x "$replay" ] || { echo "make_compat: $replay is missing: build first" >&2; exit 1; }
release=$(head -n 1 "$root/VERSION")
dir="$root/corpora/compat/$release"
if [ -e "$dir" ]; then
  echo "make_compat: $dir exists; a release's logs are written once and never regenerated" >&2
  exit 1
fi
mkdir -p "$dir"
cd "$dir"
for r in seeds-2 cr3-2 seeds-1 cr3-1; do
  for d in limited heroes; do
    "$replay" gen --seed 100 --games 3 --ruleset "$r" --decks "$d" --out "seeded_${r}_${d}.altlog" 2> /dev/null
    case $r in
      *-1) ;;   # revision 1 has no encoding for recorded chance
      *)
        "$replay" gen --seed 200 --games 3 --ruleset "$r" --decks "$d" --chance recorded \
          --out "recorded_${r}_${d}.altlog" 2> /dev/null
        "$replay" record-chance "seeded_${r}_${d}.altlog" "converted_${r}_${d}.altlog" 2> /dev/null ;;
    esac
  done
done
printf 'file\tgame\tverdict\tsteps\tdays\twinner\trule\tchance\tfinal_hash\n' > EXPECTED.tsv
for f in *.altlog; do
  "$replay" verify --json "$f" | python3 -c '
import json, sys
for line in sys.stdin:
    o = json.loads(line)
    if "verdict" in o:
        print("\t".join(str(x) for x in (o["file"], o["game"], o["verdict"], o["steps"], o["days"], o["winner"],
                                          o["rule"], o["chance"])))' > games.tmp
  while IFS=$'\t' read -r file game rest; do
    printf '%s\t%s\t%s\t%s\n' "$file" "$game" "$rest" "$("$replay" hashes --game "$game" "$f" | tail -n 1)" >> EXPECTED.tsv
  done < games.tmp
done
rm -f games.tmp
echo "make_compat: wrote $(($(wc -l < EXPECTED.tsv) - 1)) games of release $release into $dir" >&2
