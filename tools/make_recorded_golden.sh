#!/usr/bin/env bash
# make_recorded_golden.sh: (re)makes the golden games of recorded chance,
# corpora/games/recorded/ (docs/log-format.md, "Chance").
#
# Two kinds, both pinned by MANIFEST.tsv there:
# - converted: a seeded game of `altered-replay gen` (hashed over encoding 5)
#   kept beside `altered-replay record-chance` of it; the pair must give the
#   same hash at every step (tests/test_chance_log.sh checks it);
# - scratch: `altered-replay gen --chance recorded`, whose shuffles and dice
#   are dealt by gen's answer generator as another platform would deal them:
#   no seed derives them.
# The seeds are chosen for what they hold: a Discard pile shuffled into the
# Deck (CR 3.2.2.d) mid-game, and the most dice (CR 7.3.19).
#
# Usage: tools/make_recorded_golden.sh [BUILD_DIR]   (default: build)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
replay="$build/bin/altered-replay"
out="$root/corpora/games/recorded"
[ -x "$replay" ] || { echo "make_recorded_golden: $replay is missing: build first" >&2; exit 1; }
mkdir -p "$out"
rm -f "$out"/*.altlog

# name kind ruleset decks seed: what each file is.
games=(
  "reshuffle_limited converted seeds-2 limited 2038277"
  "reshuffle_limited converted cr3-2 limited 2038277"
  "dice_heroes converted seeds-2 heroes 50"
  "dice_heroes converted cr3-2 heroes 236"
  "reshuffle_heroes scratch seeds-2 heroes 494"
  "reshuffle_heroes scratch cr3-2 heroes 494"
  "dice_heroes scratch seeds-2 heroes 326"
  "limited scratch cr3-2 limited 1"
)
manifest="$out/MANIFEST.tsv"
printf 'file\tmade\tfrom\truleset\tdecks\tseed\tsteps\tfinal_hash\tsetup_outcomes\tstep_outcomes\treshuffles\n' > "$manifest"
for line in "${games[@]}"; do
  read -r name kind ruleset decks seed <<< "$line"
  fam=${ruleset%-*}
  file="${name}_${kind}_${fam}_s${seed}.altlog"
  from=-
  if [ "$kind" = converted ]; then
    from="seeded_${name}_${fam}_s${seed}.altlog"
    "$replay" gen --seed "$seed" --games 1 --decks "$decks" --ruleset "$ruleset" --out "$out/$from" 2> /dev/null
    "$replay" record-chance "$out/$from" "$out/$file" 2> /dev/null
  else
    "$replay" gen --seed "$seed" --games 1 --decks "$decks" --ruleset "$ruleset" --chance recorded \
      --out "$out/$file" 2> /dev/null
  fi
  "$replay" verify "$out/$file" > /dev/null
  steps=$(( $("$replay" hashes "$out/$file" | wc -l) - 1 ))
  final=$("$replay" hashes "$out/$file" | tail -1)
  read -r setup_n step_n resh < <(python3 "$root/tools/logtool.py" chance "$out/$file" | python3 -c '
import sys
lines = sys.stdin.read().splitlines()
setup = len(lines[0].split(": ", 1)[1].split(",")) if lines[0] != "setup: " else 0
steps = [l.split(": ", 1)[1].split(",") for l in lines[1:]]
print(setup, sum(len(s) for s in steps), sum(1 for s in steps if len(s) > 3))')
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$kind" "$from" "$ruleset" "$decks" "$seed" "$steps" \
    "$final" "$setup_n" "$step_n" "$resh" >> "$manifest"
  echo "make_recorded_golden: $file ($kind, $steps steps, $step_n outcomes in steps)" >&2
done
