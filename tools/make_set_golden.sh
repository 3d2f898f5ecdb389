#!/usr/bin/env bash
# make_set_golden.sh: (re)makes the golden games of a set in corpora/games/,
# from the decks tools/make_decks.py drew for it with Beyond the Gates
# (corpora/decks/SET_*.txt): for each faction, its Constructed deck against
# the next faction's, under both rulesets of the set's edition of the
# Complete Rules, and each Limited deck against the next under the first,
# played on 2025-11-01 over the bundled card database. Each game is the
# first seed from 1 decided at Dusk (4.2.5.d, 4.3.e or the seed 003
# tiebreaker). Its file is SET_<deck>_<ruleset>_s<seed>.altlog; its row of
# corpora/games/MANIFEST.tsv pins its steps, Days, winner, rule and final
# hash; its line of the set's table in corpora/games/README.md says what it
# plays. The set's rows and section are replaced, the others kept, the
# sets' rows and sections always in the order of SETS below, so that the
# same build writes the same files whichever set is made first.
#
# The games hash the card database's digest: run it (all) after every
# change of cards/altered.tsv. tools/make_golden.sh runs it after the other
# golden games.
#
# Usage: tools/make_set_golden.sh SET|all [BUILD_DIR]   (default: build)
#   SET: frost (Trial by Frost, seeds-2 and cr3-2), maze (Whispers from
#   the Maze, seeds-3 and cr4-1) or sky (Skybound Odyssey, seeds-3 and
#   cr4-1); all: each in turn, in the sets' order.
set -euo pipefail

SETS=(frost maze sky)
root=$(cd "$(dirname "$0")/.." && pwd)
usage() { echo "usage: tools/make_set_golden.sh SET|all [BUILD_DIR]   (SET: ${SETS[*]})" >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 2 ] || usage
which=$1
build=${2:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
if [ "$which" = all ]; then
  for s in "${SETS[@]}"; do "$0" "$s" "$build"; done
  exit 0
fi

# The set: its title, its reference prefix and its two rulesets (the first
# also plays the Limited games).
case "$which" in
  frost) title="Trial by Frost" ref=ALT_ALIZE rulesets=(seeds-2 cr3-2) ;;
  maze) title="Whispers from the Maze" ref=ALT_BISE rulesets=(seeds-3 cr4-1) ;;
  sky) title="Skybound Odyssey" ref=ALT_CYCLONE rulesets=(seeds-3 cr4-1) ;;
  *) echo "make_set_golden: no set '$which'" >&2; usage ;;
esac
prefix=$which
replay="$build/bin/altered-replay"
out="$root/corpora/games"
decks="$root/corpora/decks"
day=2025-11-01
[ -x "$replay" ] || { echo "make_set_golden: $replay is missing: build first" >&2; exit 1; }
db=$("$replay" --version | sed -n 's/^card database \([^,]*\),.*/\1/p')

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rm -f "$out/${prefix}"_*.altlog
manifest="$out/MANIFEST.tsv"
: > "$tmp/rows"
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
      { echo "make_set_golden: $stem seed $seed does not verify" >&2; exit 1; }
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
  plays=$("$replay" dump "$out/$file" | grep -c " plays .*${ref}_" || true)
  # The MANIFEST's ruleset column names the family (seeds, cr3, cr4).
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "${ruleset%-*}" "$seed" "$steps" "$days" "$winner" "$rule" \
    "$final" "decks=$prefix date=$day ${prefix}_plays=$plays" >> "$tmp/rows"
  printf '| `%s` | %s | %s | P%s by %s, %s steps, %s Days | %s plays of %s cards |\n' "$file" "$ruleset" \
    "$why" "$winner" "$rule" "$steps" "$days" "$plays" "$title" >> "$table"
  echo "make_set_golden: $file" >&2
}

factions=(axiom bravos lyra muna ordis yzmir)
for ruleset in "${rulesets[@]}"; do
  for ((f = 0; f < 6; f++)); do
    a=${factions[$f]} b=${factions[$(((f + 1) % 6))]}
    game "${prefix}_${a}" "$ruleset" constructed "${prefix}_$a" "${prefix}_$b" "Constructed: the $a deck against the $b deck"
  done
done
limited=("${prefix}_limited_axiom_muna" "${prefix}_limited_bravos_ordis" "${prefix}_limited_lyra_yzmir")
for ((i = 0; i < 3; i++)); do
  a=${limited[$i]} b=${limited[$(((i + 1) % 3))]}
  game "$a" "${rulesets[0]}" limited "$a" "$b" "Limited: ${a#"${prefix}"_limited_} against ${b#"${prefix}"_limited_}"
done

# MANIFEST.tsv: the other games' rows as they were, then each set's rows in
# the order of SETS, this set's new.
python3 - "$manifest" "$tmp/rows" "$prefix" "${SETS[@]}" <<'EOF'
import sys
path, rows_path, mine, sets = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
lines = open(path).read().splitlines(keepends=True)
def owner(line):
    return next((s for s in sets if line.startswith(s + "_")), None)
rows = {s: [l for l in lines if owner(l) == s] for s in sets}
rows[mine] = open(rows_path).read().splitlines(keepends=True)
text = "".join(l for l in lines if owner(l) is None) + "".join("".join(rows[s]) for s in sets)
open(path, "w").write(text)
EOF

# README.md: the set's section between its markers, the sets' sections after
# the rest, in the order of SETS.
readme="$out/README.md"
python3 - "$readme" "$table" "$prefix" "$title" "$day" "$db" "${rulesets[@]}" "${SETS[@]}" <<'EOF'
import sys, textwrap
path, table, mine, title, day, db, r1, r2 = sys.argv[1:9]
sets = sys.argv[9:]
text = open(path).read()
sections = {}
for s in sets:
    begin, end = "<!-- %s -->\n" % s, "<!-- /%s -->\n" % s
    if begin in text:
        a, b = text.index(begin), text.index(end) + len(end)
        sections[s] = text[a:b]
        text = text[:a] + text[b:]
words = ("`{s}_*` games: {t} with Beyond the Gates, the decks of `corpora/decks/{s}_*.txt` "
         "(`tools/make_decks.py`), played on {d} over {db} under {r1} and {r2} (Limited: {r1}), "
         "made by `tools/make_set_golden.sh {s}`; each is the first seed decided at Dusk."
         ).format(s=mine, t=title, d=day, db=db, r1=r1, r2=r2)
sections[mine] = ("<!-- %s -->\n## %s\n\n" % (mine, title) + textwrap.fill(words, 80, break_on_hyphens=False) +
                  "\n\n| file | ruleset | covers | result | %s |\n|---|---|---|---|---|\n" % title +
                  open(table).read() + "<!-- /%s -->\n" % mine)
text = text.rstrip("\n") + "\n" + "".join("\n" + sections[s] for s in sets if s in sections)
open(path, "w").write(text)
EOF
echo "make_set_golden: $(grep -c "^${prefix}_" "$manifest") games of $title" >&2
