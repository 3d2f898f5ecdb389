#!/usr/bin/env bash
# make_golden.sh: (re)makes the golden games of corpora/games/.
#
# 1. altered-golden-scan replays `altered-replay gen` self-play for the first
#    SCAN_GAMES seeds under both rulesets (seeds, cr3) and prints each game's
#    features (tools/golden_scan.c).
# 2. For each ruleset, picks seeds that cover the rules' edge cases (each case
#    twice when the scan finds it; see CASES below), plus EXTRA seeds found
#    by wider scans for cases too rare for the first range (each re-checked).
# 3. Writes each chosen game with `altered-replay gen --games 1` as
#    corpora/games/<case>_<ruleset>_s<seed>.altlog, verifies it, checks that
#    verify and the scan agree on steps, days, winner and rule, and records
#    it in corpora/games/MANIFEST.tsv with its final state hash
#    (`altered-replay hashes FILE | tail -1`).
# 4. Writes corpora/games/README.md: what each file covers and the rules for
#    changing them.
# 5. Runs tools/make_set_golden.sh all: the games of the sets' decks drawn
#    from the records (Trial by Frost's frost_*, Whispers from the Maze's
#    maze_*, Skybound Odyssey's sky_*).
#
# Usage: tools/make_golden.sh [BUILD_DIR]      (default: build; run from anywhere)
# Environment: SCAN_GAMES (default 20000), EXTRA_RESHUFFLE_SEEDS (default below).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
case "$build" in /*) ;; *) build="$root/$build" ;; esac
replay="$build/bin/altered-replay"
scan="$build/bin/altered-golden-scan"
out="$root/corpora/games"
scan_games=${SCAN_GAMES:-20000}
# Empty-deck reshuffles need a game of 17+ Days: none in the first 20000
# seeds; `altered-golden-scan --seed 220001 --games 2000000` found this one
# (both players reshuffle on Day 17, after a 3-Day Arena).
extra_reshuffle=${EXTRA_RESHUFFLE_SEEDS:-2038277}

for b in "$replay" "$scan"; do
  if [ ! -x "$b" ]; then
    echo "make_golden: $b is missing: build first (cmake --build $build)" >&2
    exit 1
  fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "make_golden: scanning seeds 1..$scan_games under seeds and cr3" >&2
"$scan" --seed 1 --games "$scan_games" --ruleset both > "$tmp/scan.tsv"
for s in $extra_reshuffle; do
  "$scan" --seed "$s" --games 1 --ruleset both | tail -n +2 >> "$tmp/extra.tsv"
done
touch "$tmp/extra.tsv"

# Selection: one line per game: case, ruleset, seed, features (the scan's columns).
python3 - "$tmp/scan.tsv" "$tmp/extra.tsv" > "$tmp/chosen.tsv" <<'EOF'
import csv, sys

def load(path, header=None):
    with open(path) as f:
        rows = list(csv.reader(f, delimiter="\t"))
    if header is None:
        header, rows = rows[0], rows[1:]
    out = []
    for r in rows:
        d = dict(zip(header, r))
        for k in ("seed", "steps", "days", "winner", "sum0", "sum1", "arena_days",
                  "reshuffles", "cleanups", "reserve_plays", "fleeting_discards"):
            d[k] = int(d[k])
        out.append(d)
    return header, out

header, rows = load(sys.argv[1])
_, extra = load(sys.argv[2], header)

def plain(r):   # won by a sum, the other player short of 7
    return r["rule"] == "4.2.5.d" and r["same_day"] == "-" and r["arena_days"] == 0

def winner_sum(r):
    return r["sum%d" % r["winner"]] if r["winner"] >= 0 else -1

# (case name, ruleset or None for both, filter, sort key, how many, explanation)
CASES = [
    ("sum_win_p0", None, lambda r: plain(r) and r["winner"] == 0 and winner_sum(r) == 7,
     lambda r: r["seed"], 1, "P0 wins alone with a sum of exactly 7 (4.2.5.d)"),
    ("sum_win_p1", None, lambda r: plain(r) and r["winner"] == 1 and winner_sum(r) == 7,
     lambda r: r["seed"], 1, "P1 wins alone with a sum of exactly 7 (4.2.5.d)"),
    ("cross_alone", None, lambda r: plain(r) and winner_sum(r) > 7,
     lambda r: (-winner_sum(r), r["seed"]), 2, "the winner alone passes 7 (sum 8+), the other below 7 (4.2.5.d)"),
    ("meet_arena", None, lambda r: r["same_day"] == "meet" and r["arena_days"] == 1,
     lambda r: r["seed"], 2, "both reach exactly 7 on the same Day: Arena (4.3), decided on its first Day"),
    ("cross_meet_tiebreak", "seeds", lambda r: r["same_day"] == "cross-meet",
     lambda r: r["seed"], 2, "one at 7, the other past it, same Day: seed 003 tiebreaker, the one who went further loses"),
    ("cross_meet_sum", "cr3", lambda r: r["same_day"] == "cross-meet",
     lambda r: r["seed"], 2, "one at 7, the other past it, same Day: CR 4.2.5.d, the greater sum wins"),
    ("cross_equal_arena", None, lambda r: r["same_day"] == "cross", lambda r: r["seed"], 2,
     "both past 7 with equal sums on the same Day: Arena (4.3)"),
    ("arena_long", None, lambda r: r["arena_days"] >= 2, lambda r: (-r["arena_days"], r["seed"]), 2,
     "an Arena lasting 2 or more Days (4.3.e ties, another Day)"),
    ("cleanup_over_limit", None, lambda r: r["cleanups"] > 0, lambda r: (-r["cleanups"], r["seed"]), 2,
     "the most Clean-up choices over the Reserve limit (4.2.5.c)"),
    ("fleeting_reserve", None, lambda r: r["reserve_plays"] > 0,
     lambda r: (-r["reserve_plays"], -r["fleeting_discards"], r["seed"]), 2,
     "the most plays from Reserve (Fleeting) and Fleeting Characters discarded at Rest"),
    ("shortest", None, lambda r: r["winner"] >= 0, lambda r: (r["steps"], r["seed"]), 1,
     "the fewest steps"),
    ("longest", None, lambda r: r["arena_days"] == 0, lambda r: (-r["days"], -r["steps"], r["seed"]), 1,
     "the most Days without an Arena"),
]
EXTRA = [
    ("reshuffle", lambda r: r["reshuffles"] > 0, "an empty Deck shuffles the Discard into a new Deck (3.2.2.d)"),
]

feature_cols = ["sum0", "sum1", "same_day", "arena_days", "reshuffles", "cleanups",
                "reserve_plays", "fleeting_discards"]
def features(r):
    return " ".join("%s=%s" % (k, r[k]) for k in feature_cols)

for ruleset in ("seeds", "cr3"):
    used = set()
    mine = [r for r in rows if r["ruleset"] == ruleset]
    for name, only, keep, key, n, why in CASES:
        if only and only != ruleset:
            continue
        cands = sorted((r for r in mine if keep(r) and r["seed"] not in used), key=key)
        if not cands:
            print("make_golden: no %s game under %s in the scan" % (name, ruleset), file=sys.stderr)
        for r in cands[:n]:
            used.add(r["seed"])
            print("\t".join([name, ruleset, str(r["seed"]), features(r), why]))
    for name, keep, why in EXTRA:
        found = [r for r in mine if keep(r)]
        found += [r for r in extra if r["ruleset"] == ruleset and keep(r)]
        if not found:
            print("make_golden: no %s game under %s" % (name, ruleset), file=sys.stderr)
        for r in sorted(found, key=lambda r: r["seed"])[:2]:
            print("\t".join([name, ruleset, str(r["seed"]), features(r), why]))
EOF

mkdir -p "$out"
rm -f "$out"/*.altlog
manifest="$out/MANIFEST.tsv"
printf 'file\truleset\tseed\tsteps\tdays\twinner\trule\tfinal_hash\tfeatures\n' > "$manifest"
table="$tmp/table.md"
: > "$table"
count=0
while IFS=$'\t' read -r case_name ruleset seed feats why; do
  file="${case_name}_${ruleset}_s${seed}.altlog"
  path="$out/$file"
  "$replay" gen --seed "$seed" --games 1 --ruleset "$ruleset" --decks limited --out "$path" 2> "$tmp/gen.err" || {
    cat "$tmp/gen.err" >&2; exit 1; }
  json=$("$replay" verify --json "$path") || { echo "make_golden: $file does not verify: $json" >&2; exit 1; }
  final=$("$replay" hashes "$path" | tail -1)
  # steps, days, winner and rule from verify; they must agree with the scan.
  read -r steps days winner rule < <(python3 -c '
import json, sys
j = json.loads(sys.argv[1])
print(j["steps"], j["days"], j["winner"], j["rule"].replace(" ", "_"))' "$json")
  rule=${rule//_/ }
  scanned=$(awk -F'\t' -v s="$seed" -v r="$ruleset" '$1 == s && $2 == r { print $3, $4, $5, $6; exit }' \
              "$tmp/scan.tsv" "$tmp/extra.tsv")
  if [ "$scanned" != "$steps $days $winner $rule" ]; then
    echo "make_golden: $file: scan says '$scanned', verify says '$steps $days $winner $rule'" >&2
    exit 1
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$ruleset" "$seed" "$steps" "$days" "$winner" \
    "$rule" "$final" "$feats" >> "$manifest"
  printf '| `%s` | %s | %s | P%s by %s, %s steps, %s Days | %s |\n' "$file" "$ruleset" "$why" "$winner" \
    "$rule" "$steps" "$days" "$feats" >> "$table"
  count=$((count + 1))
done < "$tmp/chosen.tsv"

# A game of named decks: FILE RULESET SEED WHY FEATS, then gen's deck options.
gen_decks() {
  local file=$1 ruleset=$2 seed=$3 why=$4 feats=$5
  shift 5
  local path="$out/$file"
  "$replay" gen --seed "$seed" --games 1 --ruleset "$ruleset" "$@" --out "$path" 2> "$tmp/gen.err" ||
    { cat "$tmp/gen.err" >&2; exit 1; }
  local json final steps days winner rule
  json=$("$replay" verify --json "$path") || { echo "make_golden: $file does not verify: $json" >&2; exit 1; }
  final=$("$replay" hashes "$path" | tail -1)
  read -r steps days winner rule < <(python3 -c '
import json, sys
j = json.loads(sys.argv[1])
print(j["steps"], j["days"], j["winner"], j["rule"].replace(" ", "_"))' "$json")
  rule=${rule//_/ }
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$ruleset" "$seed" "$steps" "$days" "$winner" \
    "$rule" "$final" "$feats" >> "$manifest"
  printf '| `%s` | %s | %s | P%s by %s, %s steps, %s Days | %s |\n' "$file" "$ruleset" "$why" "$winner" \
    "$rule" "$steps" "$days" "$feats" >> "$table"
  count=$((count + 1))
}

# Games with abilities: decks of corpora/decks/ (tokens, boosts, Reactions
# and their order, choices, support abilities, Noon, Landmarks; dice,
# sacrifices, Mana Orbs discarded, each player's own "may"). They are Limited
# decks, some with a Hero, so --format limited: gen would infer Constructed.
decks="$root/corpora/decks"
for ruleset in seeds cr3; do
  for seed in 1 2 3; do
    gen_decks "abilities_${ruleset}_s${seed}.altlog" "$ruleset" "$seed" \
      "cards with abilities: tokens, boosts, Reactions, choices, support abilities" "decks=abilities" \
      --format limited --deck "$decks/abilities_tokens_boosts.txt" --deck "$decks/abilities_choices.txt"
  done
  # FILE-STEM|WHY|DECK A|DECK B (corpora/decks/*.txt), one game each.
  while IFS='|' read -r stem why deck_a deck_b; do
    gen_decks "${stem}_${ruleset}_s1.altlog" "$ruleset" 1 "cards with abilities: $why" "decks=abilities" \
      --format limited --deck "$decks/$deck_a.txt" --deck "$decks/$deck_b.txt"
  done <<'GAMES'
abilities_dice_sacrifice|dice and their replacements, sacrifices, Mana Orbs discarded, each player's "may"|abilities_dice_sacrifice|abilities_reserve_mana
abilities_events|Reactions after Rest, to an opponent's draws, silenced by the Council; the Kraken's sea; Foundry and Kadigir|abilities_events_silence|abilities_events_landmarks
abilities_granted|a granted {R}, {J} again card by card, a cheaper cost by a discard; a Hero's Morning from the Deck|abilities_granted_cheaper|abilities_fen_lyra
abilities_reveal|cards revealed and played, two dice and one kept, targets within a total Hand Cost, a card played from Reserve by its own Reaction|abilities_reveal_festival|abilities_granted_cheaper
abilities_auraq|a Hero's counters spent to play the top card for free, each Resupply replaced by two cards revealed|abilities_auraq_resupply|abilities_reveal_festival
GAMES
done

# Counters on Heroes and Landmarks (Scrap, Heroism, Kelon).
for ruleset in seeds cr3; do
  gen_decks "constructed_counters_${ruleset}_s1.altlog" "$ruleset" 1 \
    "Constructed, Heroes with counters: Treyst & Rossum, Kelon Cylinders and Brassbug Hubs against Atsadi & Surge" \
    "decks=constructed" --format constructed --deck "$decks/constructed_axiom_counters.txt" \
    --deck "$decks/constructed_bravos_counters.txt"
done

# Constructed games with Heroes: gen's default decks (corpora/decks/
# constructed_*.txt), the seed choosing the pair; seeds 0..5 put each
# faction first once, under each ruleset.
factions=(axiom bravos lyra muna ordis yzmir)
for ruleset in seeds cr3; do
  for seed in 0 1 2 3 4 5; do
    a=$((seed % 6)) b=$(((seed % 6 + 1 + (seed / 6) % 5) % 6))
    gen_decks "heroes_${factions[a]}_vs_${factions[b]}_${ruleset}_s${seed}.altlog" "$ruleset" "$seed" \
      "Constructed, Heroes: ${factions[a]} against ${factions[b]} (gen's default decks)" "decks=heroes"
  done
done

version=$("$replay" --version)
cat > "$out/README.md" <<EOF
# Golden games

Pinned self-play games of \`altered-replay gen\` (its Limited decks, and for
\`abilities_*\` and \`heroes_*\` the decks of \`corpora/decks/\`: \`heroes_*\` are gen's
default Constructed decks with Heroes),
chosen by \`tools/make_golden.sh\` to cover the rules' edge cases under both
rulesets. Each \`.altlog\` file is an archive of one game; \`MANIFEST.tsv\`
records, per file, the ruleset, seed, steps, Days, winner, deciding rule and
the final state hash (the last line of \`altered-replay hashes FILE\`), and the
features the scan saw. \`tests/test_replay_cli.sh\` (ctest \`replay_cli\`)
checks that every file verifies and ends on its pinned hash.

Recorded chance (docs/log-format.md, "Chance") has golden games of its
own in \`recorded/\`, made by \`tools/make_recorded_golden.sh\`: games
converted from seeded ones (\`record-chance\`), each kept beside its seeded
twin, and games dealt from scratch (\`gen --chance recorded\`); their
\`MANIFEST.tsv\` pins each file's steps and last hash, and
\`tests/test_chance_log.sh\` (ctest \`chance_log\`) checks them, each
converted game against its twin hash by hash.

## The rule

These hashes are pinned. A change that alters any of them changes what a
recorded game means or hashes to, so it must bump a version: \`ALT_HASH_VERSION\`
(the canonical state encoding), the ruleset version (\`seeds-N\`, \`cr3-N\`),
\`ALT_RNG_VERSION\`, or the card database version. The commit that does it
regenerates this directory and says why in its message. Never regenerate the
files only to make the test pass.

## Regenerating

    cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2
    tools/make_golden.sh            # scans seeds 1..${scan_games}; rewrites *.altlog, MANIFEST.tsv, README.md

\`build/bin/altered-golden-scan --seed S --games N\` prints the features of any
range of seeds (tools/golden_scan.c explains the columns).

## What each file covers

Features: \`sum0\`/\`sum1\` each player's final sum of Expedition distances;
\`same_day\` \`meet\` (both exactly 7), \`cross\` (both past 7, equal),
\`cross-meet\` (one at 7, one past it); \`arena_days\` Days played in the Arena;
\`reshuffles\` empty-Deck reshuffles; \`cleanups\` Clean-up choices over the
Reserve limit; \`reserve_plays\` plays from Reserve (Fleeting);
\`fleeting_discards\` Fleeting Characters discarded at Rest.

| file | ruleset | covers | result | features |
|---|---|---|---|---|
$(cat "$table")

The default decks hold only Characters without abilities (Defender, Gigantic
and Seasoned do occur); tokens, boosts, Spells, Landmarks, Reactions and their
order, ability choices and support quick actions occur in the \`abilities_*\`
games, and Heroes in the Constructed \`constructed_*\` games. Not covered yet:
Scout (no supported card has it). Two
sums both past 7 and
different never occurred in the scanned seeds. Empty-Deck reshuffles need 17+
Days: none in seeds 1..20000, one game in 2.2 million seeds (seed
${extra_reshuffle}), kept under both rulesets.

Made with:

$(echo "$version" | sed 's/^/    /')
EOF
echo "make_golden: $count games in $out" >&2
# The sets' games (Trial by Frost, Whispers from the Maze, Skybound
# Odyssey): rows of their own in MANIFEST.tsv and a section each of
# README.md.
"$root/tools/make_set_golden.sh" all "$build"
