#!/usr/bin/env bash
# test_uniques_cli.sh: decks with Unique cards end to end through
# altered-replay (docs/uniques.md): the three real-style decks of
# tests/decks/ (uniques_*.txt, their records in a compact file, an API
# JSON file and inline) are legal and played; a Unique without its record
# is judged for deck limits and refused for play; bad records are refused
# with a message and exit 3, a part this build lacks with exit 4; games
# with Uniques are generated and verified, their records in the log header
# and in positions, and covered by the state hash; verify --uniques gives
# the records a header lacks.
#
#   bash tests/test_uniques_cli.sh path/to/altered-replay
#
# One line per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed";
# 77 when there is no python3 to read JSON and edit logs with.
set -u

replay=${1:?usage: test_uniques_cli.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
command -v python3 > /dev/null || { echo "skip: no python3 (JSON checks, tools/logtool.py)"; exit 77; }
root=$(cd "$(dirname "$0")/.." && pwd)
. "$(dirname "$0")/lib.sh"
decks="$root/tests/decks"
muna="$decks/uniques_muna.txt"
bravos="$decks/uniques_bravos.txt"
yzmir="$decks/uniques_yzmir.txt"
has() { grep -qF -- "$2" "$1"; echo $?; }

# ------------------------------------------------------------ deck check
run "$tmp/o" "$tmp/e" "$replay" deck check --play --uniques "$decks/uniques_muna.uniques" "$muna"
check $([ "$rc" = 0 ] && grep -q "legal as Constructed" "$tmp/o" && ! grep -q "note" "$tmp/o"; echo $?) \
  "uniques_muna.txt with its compact records file: legal and played, no note (exit $rc)" "$(cat "$tmp/o" "$tmp/e")"
run "$tmp/o" "$tmp/e" "$replay" deck check --play --json --uniques "$decks/uniques_bravos.json" "$bravos"
check $([ "$rc" = 0 ] && grep -q '"verdict":"legal"' "$tmp/o" && grep -q '"playable":true' "$tmp/o"; echo $?) \
  "uniques_bravos.txt with its API JSON records and an inline one: legal, playable (exit $rc)" "$(cat "$tmp/o" "$tmp/e")"
run "$tmp/o" "$tmp/e" "$replay" deck check --play "$yzmir"
check $([ "$rc" = 0 ] && grep -q "legal as Constructed" "$tmp/o"; echo $?) \
  "uniques_yzmir.txt, its records inline (an Ordis family printed Yzmir, a Landmark): legal and played (exit $rc)" \
  "$(cat "$tmp/o" "$tmp/e")"

# Without its records: judged by the references for the deck limits, with
# a note on the factions; --play refuses it, saying what is missing.
run "$tmp/o" "$tmp/e" "$replay" deck check "$muna"
check $([ "$rc" = 0 ] && [ "$(has "$tmp/o" "read from its reference alone): its record (faction, costs, statistics, abilities) is needed to play it")" = 0 ] &&
        [ "$(has "$tmp/o" "have factions of their own, which their references do not give")" = 0 ]; echo $?) \
  "without the records: legal by the references, each Unique's record named as needed (exit $rc)" "$(cat "$tmp/o")"
run "$tmp/o" "$tmp/e" "$replay" deck check --play "$muna"
check $([ "$rc" = 4 ] && [ "$(has "$tmp/o" "(--play refuses the deck)")" = 0 ]; echo $?) "... and --play refuses it: exit 4 (exit $rc)"
# The name limit counts a Unique with its family's other cards.
sed 's/^2 ALT_CORE_B_MU_09_C/3 ALT_CORE_B_MU_09_C/' "$muna" > "$tmp/four.txt"
run "$tmp/o" "$tmp/e" "$replay" deck check --uniques "$decks/uniques_muna.uniques" "$tmp/four.txt"
check $([ "$rc" = 1 ] && [ "$(has "$tmp/o" "4 cards named Kodama")" = 0 ]; echo $?) \
  "three Kodama and Kodama's Unique: four of a name, illegal (exit $rc)" "$(cat "$tmp/o")"

# ------------------------------------------------------------ bad records
rec='ALT_CORE_B_MU_09_U_2215 faction=MU cost=2/2 power=3/3/4'
bad_record() {  # bad_record NAME TEXT EXIT WORDS: deck check --uniques on TEXT
  printf '%s\n' "$2" > "$tmp/$1"
  run "$tmp/o" "$tmp/e" "$replay" deck check --play --uniques "$tmp/$1" "$muna"
  check $([ "$rc" = "$3" ] && [ "$(has "$tmp/e" "$4")" = 0 ]; echo $?) \
    "$1: exit $3, \"$4\" (exit $rc)" "$(cat "$tmp/e")"
}
bad_record unknown.uniques "$rec main=22:191:33,20:181:9999" 3 "part 9999 is not a part id of the Unique grammar"
bad_record wrong_type.uniques "$rec main=22:191:33,20:90:109" 3 "part 90 is an OUTPUT, where a CONDITION goes"
bad_record short.uniques "$rec main=22:191:33,20:181" 3 "expected TRIGGER:CONDITION:OUTPUT, three part ids"
bad_record no_faction.uniques "ALT_CORE_B_MU_09_U_2215 cost=2/2 main=22:191:33" 3 "a record gives faction=, cost= and main="
bad_record four_mains.uniques "$rec main=22:191:33,22:191:33,22:191:33,22:191:33" 3 "more than 3 main abilities"
bad_record broken.json '[{"reference": "ALT_CORE_B_MU_09_U_2215", "mainFaction": {"reference": "MU"}' 3 "not JSON"
bad_record not_unique.json '{"reference": "ALT_CORE_B_MU_09_R1", "rarity": {"reference": "RARE"}}' 3 "not a Unique"
run "$tmp/o" "$tmp/e" "$replay" deck check --uniques "$tmp/absent.uniques" "$muna"
check $([ "$rc" = 3 ] && [ -s "$tmp/e" ]; echo $?) "a records file that does not open: exit 3 (exit $rc)" "$(cat "$tmp/e")"
# A part whose mechanics come with a later set: read, judged, not played.
printf '%s main=24:889:56\n' "$rec" > "$tmp/later.uniques"
run "$tmp/o" "$tmp/e" "$replay" deck check --play --uniques "$tmp/later.uniques" "$muna"
check $([ "$rc" = 4 ] && [ "$(has "$tmp/o" "Kodama (ALT_CORE_B_MU_09_U_2215), main ability 1: part 889 (CONDITION) is not implemented by this build: it waits for")" = 0 ]; echo $?) \
  "a part this build lacks: --play names the Unique, its ability, the part and what it waits for (exit $rc)" "$(cat "$tmp/o")"
run "$tmp/o" "$tmp/e" "$replay" gen --deck "$muna" --deck "$bravos" --uniques "$tmp/later.uniques" \
  --uniques "$decks/uniques_bravos.json" --games 1 --seed 1 --out "$tmp/never.altlog"
check $([ "$rc" = 4 ] && [ ! -e "$tmp/never.altlog" ] && [ "$(has "$tmp/e" "part 889 (CONDITION)")" = 0 ]; echo $?) \
  "... and gen refuses to play it, writing nothing (exit $rc)" "$(cat "$tmp/e")"
# Two different records of one Unique: the inline one and a file's.
printf 'ALT_COREKS_B_OR_16_U_6 faction=YZ cost=3/3 power=3/3/4 main=236:191:90 support=192:191:59\n' > "$tmp/or16.uniques"
run "$tmp/o" "$tmp/e" "$replay" deck check --uniques "$tmp/or16.uniques" "$yzmir"
check $([ "$rc" = 3 ] && [ "$(has "$tmp/o" "a second, different record of this Unique")" = 0 ]; echo $?) \
  "an inline record and a file's that differ: refused (exit $rc)" "$(cat "$tmp/o" "$tmp/e")"

# ----------------------------------------------------------- uniques read
# docs/uniques.md's example: its record read back, in words.
doc_block "$root/docs/uniques.md" uniques-read > "$tmp/want"
head -1 "$tmp/want" > "$tmp/hydra.uniques"
run "$tmp/o" "$tmp/e" "$replay" uniques read "$tmp/hydra.uniques"
check $([ "$rc" = 0 ] && [ -s "$tmp/want" ] && cmp -s "$tmp/want" "$tmp/o"; echo $?) \
  "docs/uniques.md's uniques read example is what the build prints (exit $rc)" "$(diff "$tmp/want" "$tmp/o" | head -6)"
run "$tmp/o" "$tmp/e" "$replay" uniques read "$decks/uniques_muna.uniques" "$decks/uniques_bravos.json"
check $([ "$rc" = 0 ] && [ "$(grep -c '^ALT_' "$tmp/o")" = 5 ] &&
        [ "$(has "$tmp/o" "ALT_CORE_B_BR_13_U_5102 faction=BR cost=3/5 power=5/4/3 main=22:191:97,17:183:161 support=192:191:412")" = 0 ]; echo $?) \
  "uniques read: five records, the JSON one in its compact form (exit $rc)" "$(cat "$tmp/o" "$tmp/e")"
run "$tmp/o" "$tmp/e" "$replay" uniques read "$tmp/later.uniques"
check $([ "$rc" = 4 ] && [ "$(has "$tmp/o" "not played by this build")" = 0 ]; echo $?) "uniques read of a record not played: exit 4 (exit $rc)"
run "$tmp/o" "$tmp/e" "$replay" uniques coverage --json
check $([ "$rc" = 0 ] && python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
t = d["types"]
assert [t[k]["total"] for k in ("TRIGGER", "CONDITION", "OUTPUT")] == [89, 164, 630], t
assert sum(t[k]["implemented"] for k in t) + len(d["missing"]) == 883, len(d["missing"])
assert all(m["mechanic"] for m in d["missing"])
# With parts.tsv (when the grammar is beside the checkout): its split by set adds up.
for k in ("TRIGGER", "CONDITION", "OUTPUT"):
    for f in ("implemented", "total"):
        assert "sets" not in d or sum(d["sets"][s][k][f] for s in d["sets"]) == t[k][f], (k, f)' "$tmp/o"; echo $?) \
  "uniques coverage --json: 883 parts by type, each missing one with the mechanic it waits for (exit $rc)"
# docs/uniques.md's coverage table is what the build implements.
check $(python3 -c '
import json, re, sys
d = json.load(open(sys.argv[1]))
doc = open(sys.argv[2]).read()
t = d["types"]
for k in ("TRIGGER", "CONDITION", "OUTPUT"):
    m = re.search(r"^\| %s \| (\d+) \| (\d+) \|$" % k, doc, re.M)
    assert m and (int(m.group(1)), int(m.group(2))) == (t[k]["implemented"], t[k]["total"]), (k, m and m.groups())
m = re.search(r"^\| all \| (\d+) \| 883 \|$", doc, re.M)
assert m and int(m.group(1)) == sum(t[k]["implemented"] for k in t)' "$tmp/o" "$root/docs/uniques.md"; echo $?) \
  "docs/uniques.md's coverage table says what uniques coverage counts"

# ------------------------------------------------------ games with Uniques
run "$tmp/o" "$tmp/e" "$replay" gen --deck "$muna" --deck "$bravos" --uniques "$decks/uniques_muna.uniques" \
  --uniques "$decks/uniques_bravos.json" --games 12 --seed 5 --out "$tmp/mb.altlog"
check $([ "$rc" = 0 ]; echo $?) "gen: 12 games of Muna against Bravos, six Uniques (exit $rc)" "$(cat "$tmp/e")"
run "$tmp/o" "$tmp/e" "$replay" gen --deck "$yzmir" --deck "$muna" --uniques "$decks/uniques_muna.uniques" \
  --games 8 --seed 40 --out "$tmp/ym.altlog"
check $([ "$rc" = 0 ]; echo $?) "gen: 8 games of Yzmir (inline records) against Muna (exit $rc)" "$(cat "$tmp/e")"
for log in mb ym; do
  run "$tmp/v1" "$tmp/e" "$replay" verify -j 1 "$tmp/$log.altlog"; rc1=$rc
  run "$tmp/v2" "$tmp/e" "$replay" verify -j 2 "$tmp/$log.altlog"
  check $([ "$rc1" = 0 ] && [ "$rc" = 0 ] && cmp -s "$tmp/v1" "$tmp/v2"; echo $?) \
    "$log.altlog verifies on its own, the same on 1 and 2 threads (exit $rc1, $rc)" "$(tail -2 "$tmp/v1")"
done
"$replay" dump "$tmp/mb.altlog" > "$tmp/dump" 2>&1
check $([ "$(grep -c "plays [A-Za-z ]* (#[0-9]* ALT_[A-Z]*_B_[A-Z]*_[0-9]*_U_[0-9]*)" "$tmp/dump")" -gt 0 ]; echo $?) \
  "the games play the Uniques, by their references"

# Positions carry the records; the hash covers them.
run "$tmp/o" "$tmp/e" "$replay" state "$tmp/ym.altlog" --step 20 --json --out "$tmp/s.json"
check $([ "$rc" = 0 ] && python3 -c '
import json, sys
u = json.load(open(sys.argv[1]))["uniques"]
assert len(u) == 5 and u[0].startswith("ALT_COREKS_B_OR_16_U_6 faction=YZ"), u' "$tmp/s.json"; echo $?) \
  "state --json: the position lists the game's five Unique records, deck order (exit $rc)"
"$replay" state "$tmp/ym.altlog" --step 20 --binary --out "$tmp/s.bin" 2> "$tmp/e"
run "$tmp/pj" "$tmp/e" "$replay" position check "$tmp/s.json"; rcj=$rc
run "$tmp/pb" "$tmp/e" "$replay" position check "$tmp/s.bin"
want=$("$replay" hashes --game 1 "$tmp/ym.altlog" | sed -n 21p)
check $([ "$rcj" = 0 ] && [ "$rc" = 0 ] && [ "$(head -1 "$tmp/pj")" = "$(head -1 "$tmp/pb")" ] &&
        [ "$(has "$tmp/pj" "valid position, hash $want")" = 0 ]; echo $?) \
  "position check: the JSON and binary positions hash as the log's step 20 ($want)" "$(head -1 "$tmp/pj" "$tmp/pb")"
run "$tmp/o" "$tmp/e" "$replay" diff "$tmp/s.json" "$tmp/s.bin"
check $([ "$rc" = 0 ]; echo $?) "diff: the JSON and binary positions are one (exit $rc)" "$(cat "$tmp/o")"
sed 's/main=20:191:90,1:182:111/main=20:191:90,1:182:9999/' "$tmp/s.json" > "$tmp/bad.json"
run "$tmp/o" "$tmp/e" "$replay" position check "$tmp/bad.json"
check $([ "$rc" = 3 ] && [ "$(has "$tmp/e" "part 9999")" = 0 ]; echo $?) \
  "a position whose record names no part: refused, exit 3 (exit $rc)" "$(cat "$tmp/e")"
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
d["uniques"] = d["uniques"][1:]
json.dump(d, open(sys.argv[2], "w"))' "$tmp/s.json" "$tmp/short.json"
run "$tmp/o" "$tmp/e" "$replay" position check "$tmp/short.json"
check $([ "$rc" != 0 ] && [ "$rc" -lt 64 ] && [ -s "$tmp/e" ]; echo $?) \
  "a position missing a record its deck holds: refused (exit $rc)" "$(cat "$tmp/e")"

# --------------------------------------------- logs without their records
logtool=(python3 "$root/tools/logtool.py")
"${logtool[@]}" set-header "$tmp/ym.altlog" "$tmp/bare.altlog" --game 1 --drop-uniques
run "$tmp/o" "$tmp/e" "$replay" verify --game 1 "$tmp/bare.altlog"
check $([ "$rc" = 4 ] && [ "$(has "$tmp/o" "is a Unique card whose record the log does not carry")" = 0 ]; echo $?) \
  "a header without the records: unsupported, exit 4 (exit $rc)" "$(grep ' game 1 ' "$tmp/o")"
grep '_U_' "$yzmir" | cut -d' ' -f2- > "$tmp/yzmir.uniques"
run "$tmp/o" "$tmp/e" "$replay" verify --game 1 --uniques "$decks/uniques_muna.uniques" \
  --uniques "$tmp/yzmir.uniques" "$tmp/bare.altlog"
check $([ "$rc" = 0 ]; echo $?) "verify --uniques gives them: verified (exit $rc)" "$(grep ' game 1 ' "$tmp/o")"
# A record other than the one played: the setup digest differs.
sed 's/cost=4\/4 main=20:191:90/cost=4\/5 main=20:191:90/' "$tmp/yzmir.uniques" > "$tmp/other.uniques"
run "$tmp/o" "$tmp/e" "$replay" verify --game 1 --uniques "$decks/uniques_muna.uniques" \
  --uniques "$tmp/other.uniques" "$tmp/bare.altlog"
check $([ "$rc" = 1 ] && [ "$(has "$tmp/o" "diverged")" = 0 ]; echo $?) \
  "a record with one cost changed: the hash diverges, exit 1 (exit $rc)" "$(grep ' game 1 ' "$tmp/o")"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
