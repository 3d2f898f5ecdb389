#!/usr/bin/env bash
# make_frost_golden.sh: (re)makes the golden games of Trial by Frost in
# corpora/games/: for each faction, its deck of corpora/decks/frost_*.txt
# (tools/make_decks.py: Trial by Frost with Beyond the Gates) against the
# next faction's, under seeds-2 and cr3-2, and each Limited deck against
# the next under seeds-2, played on 2025-11-01 over all-1. Each game is the
# first seed from 1 decided at Dusk (4.2.5.d, 4.3.e or the seed 003
# tiebreaker). Its file is frost_<deck>_<ruleset>_s<seed>.altlog; its row of
# corpora/games/MANIFEST.tsv pins its steps, Days, winner, rule and final
# hash (the frost_* rows are replaced, the others kept); its line of the
# "Trial by Frost" table of corpora/games/README.md says what it plays.
# tools/make_golden.sh runs it after the other golden games.
#
# Usage: tools/make_frost_golden.sh [BUILD_DIR]      (default: build)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
replay="$build/bin/altered-replay"
out="$root/corpora/games"
decks="$root/corpora/decks"
day=2025-11-01
[ -x "$replay" ] || { echo "make_frost_golden: $replay is missing: build first" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rm -f "$out"/frost_*.altlog
manifest="$out/MANIFEST.tsv"
grep -v '^frost_' "$manifest" > "$tmp/manifest" || true
table="$tmp/table.md"
: > "$table"

# game STEM RULESET FORMAT DECK_A DECK_B WHY
game() {
  local stem=$1 ruleset=$2 format=$3 a=$4 b=$5 why=$6 seed json steps days winner rule final
  for seed in $(seq 1 50); do
    "$replay" gen --seed "$seed" --games 1 --ruleset "$ruleset" --date "$day" --format "$format" \
      --deck "$decks/$a.txt" --deck "$decks/$b.txt" --out "$tmp/g.altlog" 2> "$tmp/gen.err" ||
      { cat "$tmp/gen.err" >&2; exit 1; }
    json=$("$replay" verify --json "$tmp/g.altlog" | head -n 1) ||
      { echo "make_frost_golden: $stem seed $seed does not verify" >&2; exit 1; }
    read -r steps days winner rule < <(python3 -c '
import json, sys
j = json.loads(sys.argv[1])
print(j["steps"], j["days"], j["winner"], j["rule"].replace(" ", "_"))' "$json")
    rule=${rule//_/ }
    case "$rule" in 4.2.5.d | 4.3.e | "seed 003") break ;; esac
  done
  [ "$rule" = "seed 003" ] && rule="seed 003 tiebreaker"
  local file="${stem}_${ruleset}_s${seed}.altlog"
  "$replay" archive unseal "$tmp/g.altlog" "$out/$file"   # one game, as the other golden files
  final=$("$replay" hashes "$out/$file" | tail -1)
  local plays
  plays=$("$replay" dump "$out/$file" | grep -c ' plays .*ALT_ALIZE_' || true)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "${ruleset%-*}" "$seed" "$steps" "$days" "$winner" "$rule" \
    "$final" "decks=frost date=$day frost_plays=$plays" >> "$tmp/manifest"
  printf '| `%s` | %s | %s | P%s by %s, %s steps, %s Days | %s plays of Trial by Frost cards |\n' "$file" "$ruleset" \
    "$why" "$winner" "$rule" "$steps" "$days" "$plays" >> "$table"
  echo "make_frost_golden: $file" >&2
}

factions=(axiom bravos lyra muna ordis yzmir)
for ruleset in seeds-2 cr3-2; do
  for ((f = 0; f < 6; f++)); do
    a=${factions[$f]} b=${factions[$(((f + 1) % 6))]}
    game "frost_${a}" "$ruleset" constructed "frost_$a" "frost_$b" "Constructed: the $a deck against the $b deck"
  done
done
limited=(frost_limited_axiom_muna frost_limited_bravos_ordis frost_limited_lyra_yzmir)
for ((i = 0; i < 3; i++)); do
  a=${limited[$i]} b=${limited[$(((i + 1) % 3))]}
  game "$a" seeds-2 limited "$a" "$b" "Limited: ${a#frost_limited_} against ${b#frost_limited_}"
done
mv "$tmp/manifest" "$manifest"

# The README's section between its markers, rewritten.
readme="$out/README.md"
python3 - "$readme" "$table" <<'EOF'
import sys
path, table = sys.argv[1], open(sys.argv[2]).read()
text = open(path).read()
begin, end = "<!-- frost -->\n", "<!-- /frost -->\n"
section = (begin + "## Trial by Frost\n\n"
           "`frost_*` games: Trial by Frost with Beyond the Gates, the decks of\n"
           "`corpora/decks/frost_*.txt` (`tools/make_decks.py`), played on 2025-11-01 over\n"
           "all-1, made by `tools/make_frost_golden.sh`; each is the first seed decided\n"
           "at Dusk.\n\n"
           "| file | ruleset | covers | result | Trial by Frost |\n|---|---|---|---|---|\n" + table + end)
if begin in text:
    text = text[:text.index(begin)] + section + text[text.index(end) + len(end):]
else:
    text = text.rstrip("\n") + "\n\n" + section
open(path, "w").write(text)
EOF
echo "make_frost_golden: $(grep -c '^frost_' "$manifest") games" >&2
