#!/usr/bin/env bash
# test_deck_cli.sh: `altered-replay deck` (check, decode, encode) and the
# format inference of `gen`, end to end, on the lists of tests/decks/ (as
# players export them) and the bundled corpora/decks/.
#
#   bash tests/test_deck_cli.sh path/to/altered-replay
#
# One line per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed";
# exits 1 when any check failed. Under sanitizers a report exits with
# 198/199, so it reads as a crash, never as a verdict.
set -u

replay=${1:?usage: test_deck_cli.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
# Every check as of one day, so that the verdicts do not change with the
# calendar (bans and suspensions, and the date each verdict names).
day=2026-01-15
root=$(cd "$(dirname "$0")/.." && pwd)
decks="$root/tests/decks"
. "$(dirname "$0")/lib.sh"

# run CMD...: stdout to $tmp/o, stderr to $tmp/e; sets rc.
rc=0
run() {
  "$@" > "$tmp/o" 2> "$tmp/e"
  rc=$?
}
# expect CODE DESCRIPTION CMD...: the command exits with CODE.
expect() {
  local want=$1 what=$2
  shift 2
  run "$@"
  check $([ "$rc" = "$want" ]; echo $?) "$what: exit $want" "exit $rc: $(head -c 300 "$tmp/e")"
}
has() {  # has FILE PATTERN DESCRIPTION: grep -E in the file
  check $(grep -Eq -- "$2" "$1"; echo $?) "$3" "$(head -c 400 "$1")"
}

# ---------------------------------------------------------------- legal lists
expect 0 "the bundled Constructed decks" "$replay" deck check --date $day "$root"/corpora/decks/constructed_*.txt
check $([ "$(grep -c ': legal as Constructed: it has a Hero, ' "$tmp/o")" = 8 ]; echo $?) \
  "each bundled Constructed deck: legal as Constructed, the Hero named"

expect 0 "an exported list: \"3x\", comments, the Hero last" "$replay" deck check --date $day "$decks/exported_axiom.txt"
has "$tmp/o" "exported_axiom.txt: legal as Constructed: it has a Hero, Subhash & Marmo; 40 cards; as of $day$" \
  "the Hero found on the last line"
expect 0 "a byte-order mark and CR LF" "$replay" deck check --date $day "$decks/exported_bravos_crlf.txt"
has "$tmp/o" "legal as Constructed: it has a Hero, Kojo & Booda; 40 cards" "CR LF list: 40 cards"
expect 0 "standard input" "$replay" deck check --date $day - < "$decks/exported_bravos_crlf.txt"
has "$tmp/o" "^\(standard input\): legal" "standard input is named"
expect 0 "a Limited deck without a Hero" "$replay" deck check --date $day "$root/corpora/decks/abilities_choices.txt"
has "$tmp/o" "legal as Limited: it has no Hero" "no Hero: Limited, and it says so"

# -------------------------------------------------------------- illegal lists
expect 1 "six copies of a name" "$replay" deck check --date $day "$decks/six_of_a_name.txt"
has "$tmp/o" "illegal as Constructed: it has a Hero, Subhash & Marmo; 40 cards; as of $day; 1 violation$" \
  "six of a name: Constructed, inferred from its Hero"
has "$tmp/o" "^  4\.0 1\.1\.4\.d: the deck has 6 cards named Kelon Elemental; at most 3 of a name \[ALT_CORE_B_AX_04_C\]$" \
  "six of a name: 4.0 1.1.4.d with the card (the default ruleset's edition)"
expect 1 "six copies of a name, the rules 3.0" "$replay" deck check --date $day --ruleset seeds-2 "$decks/six_of_a_name.txt"
has "$tmp/o" "^  1\.1\.4\.e: the deck has 6 cards named Kelon Elemental; at most 3 of a name \[ALT_CORE_B_AX_04_C\]$" \
  "six of a name under seeds-2: 3.0's 1.1.4.e"
expect 0 "the same list as Limited (--format)" "$replay" deck check --date $day --format limited "$decks/six_of_a_name.txt"
has "$tmp/o" "legal as Limited, as --format says" "--format limited is said"

expect 1 "two Heroes" "$replay" deck check --date $day "$decks/two_heroes.txt"
has "$tmp/o" "^  4\.0 1\.1\.4\.b: the deck has 2 Heroes \(Sigismar & Wingspan, Waru & Mack\); a Constructed deck needs exactly 1" \
  "two Heroes: a 1.1.4.b violation naming both, not a parse error"

expect 1 "cards this build cannot give" "$replay" deck check --date $day "$decks/other_sets.txt"
has "$tmp/o" "^  set \(line 8\): ALT_EOLE_B_YZ_42_R1 is from the set EOLE, which this build does not know$" \
  "a set this build does not know is named"
has "$tmp/o" "^  set \(line 9\): ALT_DUSTER_B_YZ_42_C is from Seeds of Unity, whose records this build holds in part: not in this build's records$" \
  "a set held in part: not in this build's records"
has "$tmp/o" "^  reference \(line 12\): unknown card reference ALT_CORE_B_YZ_99_C: Beyond the Gates has no such card$" "an unknown reference"
has "$tmp/o" "^  4\.0 1\.1\.4\.b: the deck has 9 cards with its Hero; a Constructed deck needs at least 40" \
  "every violation, not only the first (the alternate art, the later set's card and the Unique counted)"
has "$tmp/o" "^  note, unique: Unique cards \(Baku\) have factions of their own" \
  "a Unique is read as its family's, with a note on its faction"
has "$tmp/o" "^  not yet played by this build \(no effect on the verdict\): .*\(ALT_DUSTER_B_YZ_101_C, Seeds of Unity\)" \
  "a card of a later set: judged, and named as not yet played"

# Decks of several sets as players export them (written from the records),
# each in its format, as of $day: legal, the Uniques noted, the cards of
# sets this build does not play yet named without weighing on the verdict.
expect 0 "Standard, four sets and three Uniques" "$replay" deck check --date $day "$decks/standard_axiom_four_sets.txt"
has "$tmp/o" "standard_axiom_four_sets.txt: legal as Constructed: it has a Hero, Treyst & Rossum; 52 cards; as of $day, 1 note$" \
  "Standard: 52 cards of four sets with three Uniques, legal"
has "$tmp/o" "^  note, unique: Unique cards \(Gavroche, The Refinery, Avalanche\) have factions of their own" "... its Uniques noted"
has "$tmp/o" "not yet played by this build.*Skybound Odyssey.*Whispers from the Maze" "... the later sets' cards named with their sets"
expect 0 "NUC, CR LF and 3x counts" "$replay" deck check --date $day --format nuc "$decks/nuc_lyra_crlf.txt"
has "$tmp/o" "nuc_lyra_crlf.txt: legal as NUC, as --format says; 58 cards; as of $day$" "NUC: 58 cards, 15 rares"
expect 0 "Singleton of 65 cards" "$replay" deck check --date $day --format singleton "$decks/singleton_muna.txt"
has "$tmp/o" "legal as Singleton, as --format says; 65 cards" "Singleton: past Standard's 60"
expect 1 "the Singleton list as Standard" "$replay" deck check --date $day "$decks/singleton_muna.txt"
has "$tmp/o" "^  4.0 1.1.4.b: the deck has 65 cards with its Hero; a Constructed deck has at most 60" \
  "... too many cards for Standard, by CR 4.0 1.1.4.b under seeds-3 (the default)"
expect 1 "the Singleton list as Standard under seeds-2" "$replay" deck check --date $day --ruleset seeds-2 "$decks/singleton_muna.txt"
has "$tmp/o" "^  seeds-003: the deck has 65 cards with its Hero; a Constructed deck has at most 60" \
  "... by the seeds' 003 under seeds-2 (CR 3.0 sets no most)"
expect 0 "a pool format, its Uniques in the pool" "$replay" deck check --date $day --format pool --pool "$decks/frontier_pool.txt" \
  "$decks/frontier_yzmir.txt"
printf 'ALT_CORE_B_YZ_08_U_1\n' > "$tmp/small_pool.txt"
expect 1 "... and against a pool without them" "$replay" deck check --date $day --format pool --pool "$tmp/small_pool.txt" \
  "$decks/frontier_yzmir.txt"
has "$tmp/o" "^  pool \(line [0-9]*\): ALT_[A-Z]*_B_YZ_[0-9]*_U_[0-9]* is not in the format's pool of Unique cards" "... each Unique outside it named"
expect 0 "Sealed, three factions and a Unique" "$replay" deck check --date $day --format limited "$decks/sealed_three_factions.txt"
has "$tmp/o" "legal as Limited, as --format says; 33 cards" "Sealed: 33 cards of three factions"
# Their codes: the compact format holds every set's numbers and each
# Unique's serial. It holds no set (docs/card-database.md, "Deck codes"): a
# Hero reprinted in a later set under its number reads back as the first
# set's print, the same card; so the decoded list keeps every Unique, the
# count of cards, and encodes to the same code.
for d in standard_axiom_four_sets singleton_muna frontier_yzmir; do
  expect 0 "encode --compact $d" "$replay" deck encode --compact "$decks/$d.txt"
  code=$(cat "$tmp/o")
  expect 0 "decode $d's code" "$replay" deck decode "$code"
  cp "$tmp/o" "$tmp/decoded.txt"
  want=$(tr -d '\r' < "$decks/$d.txt" | grep -o 'ALT_[A-Z0-9_]*_U_[0-9]*' | sort)
  got=$(grep -o 'ALT_[A-Z0-9_]*_U_[0-9]*' "$tmp/decoded.txt" | sort)
  cards=$(tr -d '\r' < "$decks/$d.txt" | sed 's/#.*//; s/x / /' | awk 'NF == 2 {n += $1} END {print n}')
  decoded=$(awk '{n += $1} END {print n}' "$tmp/decoded.txt")
  check $([ -n "$want" ] && [ "$want" = "$got" ] && [ "$cards" = "$decoded" ]; echo $?) \
    "$d: the compact code keeps its $cards cards and its Uniques with their serials" "$want / $got; $cards / $decoded"
  expect 0 "encode --compact $d's decoded list" "$replay" deck encode --compact "$tmp/decoded.txt"
  check $([ "$(cat "$tmp/o")" = "$code" ]; echo $?) "... which encodes to the same code"
done

# Every deck of several, and the worst exit code: 3 over 1 over 0.
expect 1 "legal and illegal decks" "$replay" deck check --date $day "$decks/exported_axiom.txt" "$decks/six_of_a_name.txt"
check $([ "$(wc -l < "$tmp/o")" = 3 ]; echo $?) "two decks: both verdicts"
expect 3 "an unreadable file among them" "$replay" deck check --date $day "$decks/six_of_a_name.txt" "$tmp/missing.txt"
has "$tmp/o" "missing.txt: unreadable \(no format applied\): No such file or directory" "a missing file"
printf '3 ALT_CORE_B_AX_04_C\nthree ALT_CORE_B_AX_05_C\n' > "$tmp/malformed.txt"
expect 3 "a malformed line" "$replay" deck check --date $day "$tmp/malformed.txt"
has "$tmp/o" "unreadable \(no format applied\): line 2: expected \"COUNT REFERENCE\"" "the malformed line is named"
expect 3 "a directory" "$replay" deck check --date $day "$tmp"

# ----------------------------------------------------------------------- JSON
expect 3 "--json (a missing file among them)" "$replay" deck check --date $day --json "$decks/six_of_a_name.txt" "$decks/other_sets.txt" "$tmp/missing.txt" \
  "$decks/exported_axiom.txt"
if command -v python3 > /dev/null; then
  python3 - "$tmp/o" > "$tmp/j" 2>&1 <<'EOF'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 4, lines
six, other, missing, legal = (json.loads(l) for l in lines)
assert six["verdict"] == "illegal" and six["format"] == "constructed" and six["format_from"] == "hero", six
assert six["hero"] == {"ref": "ALT_CORE_B_AX_03_C", "name": "Subhash & Marmo"}, six
v = six["violations"][0]
assert v["rule"] == "4.0 1.1.4.d" and v["cards"] == [{"ref": "ALT_CORE_B_AX_04_C", "name": "Kelon Elemental"}], v
rules = [v["rule"] for v in other["violations"]]
assert rules == ["set", "set", "reference", "4.0 1.1.4.b"], rules
assert [n["rule"] for n in other["notes"]] == ["unique"], other["notes"]
assert other["violations"][0]["line"] == 8 and other["violations"][0]["ref"] == "ALT_EOLE_B_YZ_42_R1", other
assert other["playable"] is False and "Seeds of Unity" in other["not_played"], other
assert six["date"] == "2026-01-15" and six["ruleset"] and six["notes"] == [], six
assert missing["verdict"] == "unreadable" and missing["format"] is None and missing["error"], missing
assert legal["verdict"] == "legal" and legal["violations"] == [] and legal["cards"] == 40, legal
print("json ok")
EOF
  check $?  "--json: one object a deck, rule, line, reference and cards as fields" "$(cat "$tmp/j")"
fi

# ------------------------------------------------------------------ deck codes
code=$(cat "$decks/deckfmt_example.code")
expect 0 "decode the format's example code" "$replay" deck decode "$code"
check $([ "$(grep -c '^[0-9] ALT_CORE_B_' "$tmp/o")" = 19 ]; echo $?) "decode: 19 lines"
has "$tmp/o" "^1 ALT_CORE_B_YZ_03_C  # Afanas & Senka$" "decode: the Hero with its name"
cp "$tmp/o" "$tmp/decoded.txt"
expect 0 "encode the decoded list" "$replay" deck encode "$tmp/decoded.txt"
check $([ "$(cat "$tmp/o")" = "$code" ]; echo $?) "encode(decode(code)) is the code" "$(cat "$tmp/o")"
expect 0 "check a deck code" "$replay" deck check --date $day --code "$code"
has "$tmp/o" "^code $code: legal as Constructed: it has a Hero, Afanas & Senka; 40 cards; as of $day$" "check --code"
expect 0 "URL-safe and unpadded" "$replay" deck decode "$(printf %s "$code" | tr '+/' '-_' | tr -d =)"

# The deck in a list, as the codes keep it: each reference once with its
# count, sorted; "3x", comments, a byte-order mark and CR LF dropped.
norm() {
  sed -e '1s/^\xEF\xBB\xBF//' -e 's/\r$//' -e 's/#.*//' "$1" |
    awk 'NF { n = $1; sub(/[xX]$/, "", n); c[$2] += n } END { for (r in c) print c[r], r }' | LC_ALL=C sort -k2
}
# Lines of a decoded list or of a vector, names and comments dropped, in order.
lines() { sed -e 's/ *#.*//' -e '/^$/d' "$1"; }

# Compact codes (FORMAT_SPEC_COMPACT.md, version 2): the variant is told by
# the code's version field, so decode and check --code read both.
for v in compact_example compact_singletons compact_counts; do
  c=$(cat "$decks/$v.code")
  expect 0 "decode the compact vector $v" "$replay" deck decode "$c"
  lines "$tmp/o" > "$tmp/got"
  lines "$decks/$v.txt" > "$tmp/want"
  check $(cmp -s "$tmp/got" "$tmp/want"; echo $?) "$v decodes to $v.txt, line for line" \
    "$(diff "$tmp/want" "$tmp/got" | head -5)"
done
has "$tmp/o" "^65 ALT_CORE_B_AX_05_C  # Foundry Engineer$" "compact: a count of 65 (quantity 0, extended 62)"
compact=$(cat "$decks/compact_example.code")
expect 0 "encode --compact the vector's list" "$replay" deck encode --compact "$decks/compact_example.txt"
check $([ "$(cat "$tmp/o")" = "$compact" ]; echo $?) "encode --compact of compact_example.txt is compact_example.code" \
  "$(cat "$tmp/o")"
expect 0 "encode --compact the standard example's list (another order)" "$replay" deck encode --compact "$tmp/decoded.txt"
check $([ "$(cat "$tmp/o")" = "$compact" ]; echo $?) \
  "one deck, one compact code: groups by faction, entries by number" "$(cat "$tmp/o")"
expect 0 "encode without --compact is still the standard format" "$replay" deck encode "$decks/compact_example.txt"
check $(case "$(cat "$tmp/o")" in E*=) echo 0 ;; *) echo 1 ;; esac) \
  "the default: version 1 (its first character E), padded" "$(cat "$tmp/o")"
expect 0 "check a compact code" "$replay" deck check --date $day --code "$compact"
has "$tmp/o" "^code $compact: legal as Constructed: it has a Hero, Afanas & Senka; 40 cards; as of $day$" "check --code, compact"
padded=$compact
while [ $((${#padded} % 4)) != 0 ]; do padded="$padded="; done
expect 0 "a compact code padded, in the standard alphabet" "$replay" deck decode "$(printf %s "$padded" | tr -- '-_' '+/')"
expect 1 "check a compact code of Uniques" "$replay" deck check --date $day --code "$(cat "$decks/compact_singletons.code")"
has "$tmp/o" "note, unique: Unique cards \(Baku[^)]*\) have factions of their own" \
  "compact: a COREKS Unique keeps its set, read as its family's"

# Round trips: every bundled deck of Beyond the Gates and both exported
# lists, in both variants.
for f in "$root"/corpora/decks/{abilities,constructed}_*.txt "$decks/exported_axiom.txt" "$decks/exported_bravos_crlf.txt"; do
  for variant in standard compact; do
    flag=; [ "$variant" = compact ] && flag=--compact
    run "$replay" deck encode $flag "$f"
    c=$(cat "$tmp/o")
    run "$replay" deck decode "$c"
    norm "$tmp/o" > "$tmp/back"
    norm "$f" > "$tmp/orig"
    check $([ -n "$c" ] && cmp -s "$tmp/back" "$tmp/orig"; echo $?) \
      "decode(encode $variant $(basename "$f")) is the deck" "$(diff "$tmp/orig" "$tmp/back" | head -4)"
  done
done
# Trial by Frost's decks: numbers past 31 need the compact code, which holds
# no set, so their Heroes (reprints of Beyond the Gates' under their numbers)
# read back as Beyond the Gates' prints; every other card as it was.
for f in "$root"/corpora/decks/frost_*.txt "$decks"/frost_*.txt; do
  expect 3 "encode $(basename "$f") in the standard format" "$replay" deck encode "$f"
  has "$tmp/e" "cannot be written as a deck code \(version 1 numbers a card up to 31; --compact writes it\)" \
    "... names the card the standard format cannot number"
  run "$replay" deck encode --compact "$f"
  c=$(cat "$tmp/o")
  run "$replay" deck decode "$c"
  norm "$tmp/o" | sed -E 's/ALT_CORE_B_([A-Z]{2})_0([1-3])_C$/ALT_HERO_\1_\2/' | LC_ALL=C sort -k2 > "$tmp/back"
  norm "$f" | sed -E 's/ALT_(ALIZE|CORE)_B_([A-Z]{2})_0([1-3])_C$/ALT_HERO_\2_\3/' | LC_ALL=C sort -k2 > "$tmp/orig"
  check $([ -n "$c" ] && cmp -s "$tmp/back" "$tmp/orig"; echo $?) \
    "decode(encode compact $(basename "$f")) is the deck, its Hero Beyond the Gates' print" \
    "$(diff "$tmp/orig" "$tmp/back" | head -4)"
done
# Standard codes are also byte for byte stable through a list.
for f in "$root"/corpora/decks/constructed_*.txt "$decks/exported_bravos_crlf.txt"; do
  run "$replay" deck encode "$f"
  c=$(cat "$tmp/o")
  run "$replay" deck decode "$c"
  "$replay" deck encode "$tmp/o" > "$tmp/o2" 2>&1
  check $([ "$(cat "$tmp/o2")" = "$c" ] && [ -n "$c" ]; echo $?) "round trip of $(basename "$f") through a code"
done
# The compact code keeps no set: a CORE and a COREKS print of a card are one
# entry, read back as CORE.
printf '1 ALT_CORE_B_AX_03_C\n2 ALT_CORE_B_AX_04_C\n1 ALT_COREKS_B_AX_04_C\n' > "$tmp/ks.txt"
run "$replay" deck encode --compact "$tmp/ks.txt"
expect 0 "decode a compact code of CORE and COREKS prints" "$replay" deck decode "$(cat "$tmp/o")"
check $([ "$(lines "$tmp/o" | tr '\n' ,)" = "1 ALT_CORE_B_AX_03_C,3 ALT_CORE_B_AX_04_C," ]; echo $?) \
  "compact: the prints of one card counted together, as CORE" "$(cat "$tmp/o")"

# A card numbered past 31 has no standard code (number:5); a compact one
# (number-1:8) holds it.
printf '1 ALT_CORE_B_OR_03_C\n3 ALT_CORE_B_OR_32_C\n' > "$tmp/or32.txt"
expect 3 "encode a card numbered 32 (standard)" "$replay" deck encode "$tmp/or32.txt"
has "$tmp/e" "ALT_CORE_B_OR_32_C cannot be written as a deck code \(version 1 numbers a card up to 31; --compact writes it\)" \
  "encode: why, and what writes it"
expect 0 "encode --compact a card numbered 32" "$replay" deck encode --compact "$tmp/or32.txt"
run "$replay" deck decode "$(cat "$tmp/o")"
check $([ "$(lines "$tmp/o" | tr '\n' ,)" = "1 ALT_CORE_B_OR_03_C,3 ALT_CORE_B_OR_32_C," ]; echo $?) \
  "compact: number 32 read back" "$(cat "$tmp/o")"

# Bad codes: a clear refusal and exit 3. The compact ones are built from the
# specification's fields (header, group, entry) with one of them wrong.
bad_code() {  # bad_code CODE PATTERN DESCRIPTION
  expect 3 "decode: $3" "$replay" deck decode "$1"
  has "$tmp/e" "$2" "decode: $3, said"
}
bad_code 'not a code!' "not Base64 \(character 4 is ' '|not Base64" "not Base64"
bad_code 'IBA@' "not Base64 \(character 4 is '@'\)" "a character outside both alphabets"
bad_code 'IBAgoEA==' "not Base64" "padding that completes no group of four"
bad_code '' "it is empty" "an empty code"
bad_code "MBA=" "version 3; this build reads version 1 \(the standard format\) and 2 \(the compact one\)" \
  "another version"
bad_code "EBAk3DNQ" "a deck code cut short" "a standard code cut short"
# version 2, 1 group, flags 1000 (reserved bit set), AX, 1 entry: 1 AX 03 C
bad_code "IBQgoEA" "reserved header bits set \(100; they must be 0\)" "a reserved header bit set"
bad_code "IBEgoEA" "reserved header bits set \(001; they must be 0\)" "the two-bit reserved field set"
# the same with faction 0, then with 0 entries in the group
bad_code "IBAAoEA" "faction 0 in group 1, which the format reserves" "faction 0"
bad_code "IBAgAA" "an empty faction group \(1, AX\): a group holds 1 to 63 cards" "a group of 0 entries"
# quantity 00 with extended 0 (a count of 0), then extended 63 (66 copies)
bad_code "IBAggAEA" "a count of 0 \(AX 3\)" "a count of 0"
bad_code "IBAgn4EA" "a count of 66 \(AX 3\): the format holds 1 to 65" "a count of 66"
# AX number 200: no card of this build, and a compact code names no set
bad_code "IBAguOA" "card AX 200, which this build does not hold \(a compact code leaves the set out" \
  "a card this build does not hold"
# YZ 10, a Unique of the dual family, word 1: COREKS, id 0
bad_code "IBDAoTgACA" "a Unique YZ 10 numbered 0, which the format reserves" "a Unique numbered 0"
# 2 groups in the header, 1 in the bits
bad_code "ICAgoEA" "cut short in faction group 2 of 2" "a compact code cut short"
# the one-card code "IBAgoEA" and one more zero byte
bad_code "IBAgoEAA" "a compact deck code with 1 byte after its last card" "a byte after the last card"
bad_code "${code%=}AAAA" "a standard deck code with 3 bytes after its last card" \
  "bytes after the last card (standard)"
expect 0 "padding bits are not read (1 AX 03 C, its three padding bits 1)" "$replay" deck decode "IBAgoEc"
has "$tmp/o" "^1 ALT_CORE_B_AX_03_C  # Subhash & Marmo$" "padding bits set: the card, and nothing more"
# Every shorter prefix of a code lacks a byte its cards need.
cut=0
for c in "$code" "$compact" "$(cat "$decks/compact_singletons.code")" "$(cat "$decks/compact_counts.code")"; do
  c=${c%%=*}
  for i in $(seq 1 $((${#c} - 1))); do
    "$replay" deck decode "${c:0:$i}" > /dev/null 2>&1
    r=$?
    [ "$r" = 3 ] || { cut=1; echo "decode ${c:0:$i}: exit $r"; }
  done
done
check $cut "decode: every truncated code refused (exit 3)"
# Any string: a list or a refusal (3), never a crash.
crashed=0
for i in $(seq 1 300); do
  c=$(head -c $((i % 60 + 1)) /dev/urandom | base64 -w0)
  case $((i % 3)) in
    0) c="E${c:1}" ;;   # version 1
    1) c="I${c:1}" ;;   # version 2 (compact)
  esac
  "$replay" deck decode "$c" > /dev/null 2>&1
  r=$?
  { [ "$r" = 0 ] || [ "$r" = 3 ]; } || { crashed=1; echo "decode $c: exit $r"; }
done
check $crashed "decode: 300 random codes, each a list or a refusal"
expect 3 "check --code with a bad code" "$replay" deck check --date $day --code "EBAk3DNQ"
has "$tmp/o" "unreadable \(no format applied\): a deck code cut short" "check: a bad code is unreadable"
expect 3 "check --code with a bad compact code" "$replay" deck check --date $day --code "IBAguOA" --code "$compact"
has "$tmp/o" "^code IBAguOA: unreadable \(no format applied\): a compact deck code holding card AX 200" \
  "check: a bad compact code is unreadable, the others still checked"
check $([ "$(wc -l < "$tmp/o")" = 2 ]; echo $?) "check: both codes have a verdict"
expect 64 "encode --compact without a file" "$replay" deck encode --compact
expect 64 "decode takes no --compact" "$replay" deck decode --compact "$compact"
has "$tmp/e" "unknown option '--compact'" "decode: the option is named"

# ------------------------------------------------------------- command line
expect 0 "deck --help" "$replay" deck --help
has "$tmp/o" "^exit codes:" "deck --help lists the exit codes"
expect 0 "deck check --help" "$replay" deck check --help
expect 0 "altered-replay --help" "$replay" --help
has "$tmp/o" "deck check \[--format F\] \[--date D\] \[--json\] FILE" "altered-replay --help names deck check"
expect 64 "deck: no command" "$replay" deck
expect 64 "deck: unknown command" "$replay" deck frobnicate
expect 64 "deck check: no deck" "$replay" deck check
expect 64 "deck check: unknown option" "$replay" deck check --date $day --frob "$decks/two_heroes.txt"
has "$tmp/e" "unknown option '--frob'" "the unknown option is named"
expect 64 "deck check: bad --format" "$replay" deck check --date $day --format frontier "$decks/two_heroes.txt"
expect 64 "deck check: bad --date" "$replay" deck check --date 2025-02-30 "$decks/two_heroes.txt"
has "$tmp/e" "--date takes a day YYYY-MM-DD" "deck check: a date that is no day is named"
expect 64 "deck check: --format pool without --pool" "$replay" deck check --format pool "$decks/two_heroes.txt"
cp "$decks/two_heroes.txt" "$tmp/--json"
(cd "$tmp" && "$replay" deck check --date $day -- --json > o3 2>&1; echo $? > rc3)
check $([ "$(cat "$tmp/rc3")" = 1 ] && grep -q "^--json: illegal" "$tmp/o3"; echo $?) "-- ends the options"

# --------------------------------------------------------------------- gen
# Two Constructed lists are played as Constructed: an illegal one is refused.
expect 2 "gen with an illegal Constructed deck" "$replay" gen --seed 1 --games 1 \
  --deck "$decks/six_of_a_name.txt" --deck "$root/corpora/decks/constructed_bravos.txt" --out "$tmp/g.altlog"
has "$tmp/e" "deck 1 \(.*six_of_a_name.txt\) is not legal as Constructed \(a deck has a Hero\): 1 violation" \
  "gen: the format applied and why"
has "$tmp/e" "^  4\.0 1\.1\.4\.d: the deck has 6 cards named Kelon Elemental" "gen: the violation"
check $([ ! -s "$tmp/g.altlog" ]; echo $?) "gen: no game written"
expect 0 "gen with two legal exported lists" "$replay" gen --seed 1 --games 2 \
  --deck "$decks/exported_axiom.txt" --deck "$decks/exported_bravos_crlf.txt" --out "$tmp/g.altlog"
has "$tmp/e" "2 games, [0-9]+ steps, Constructed \(a deck has a Hero\)" "gen: says Constructed"
expect 0 "verify the games" "$replay" verify "$tmp/g.altlog"
expect 0 "gen --format limited still plays it as Limited" "$replay" gen --seed 1 --games 1 --format limited \
  --deck "$decks/six_of_a_name.txt" --deck "$root/corpora/decks/constructed_bravos.txt" --out "$tmp/l.altlog"
has "$tmp/e" "Limited \(--format\)" "gen: --format is said"
expect 0 "gen's default decks" "$replay" gen --seed 3 --games 1 --out "$tmp/d.altlog"
has "$tmp/e" "Constructed \(the bundled Hero decks\)" "gen: the bundled Hero decks are Constructed"
# Trial by Frost with Beyond the Gates, as players export them: each legal
# in its format, then played against each other and verified.
expect 0 "Standard, Trial by Frost and Beyond the Gates" "$replay" deck check --date $day "$decks/frost_standard_ordis.txt"
has "$tmp/o" "frost_standard_ordis.txt: legal as Constructed: it has a Hero, Gulrang & Tocsin; 45 cards; as of $day$" \
  "Standard: 45 cards of two sets, every one played by this build"
expect 0 "NUC with CR LF and names after #" "$replay" deck check --date $day --format nuc "$decks/frost_nuc_yzmir_crlf.txt"
has "$tmp/o" "frost_nuc_yzmir_crlf.txt: legal as NUC, as --format says; 43 cards; as of $day$" "NUC: 43 cards"
expect 0 "Sealed, Muna and Lyra" "$replay" deck check --date $day --format limited "$decks/frost_sealed_muna_lyra.txt"
has "$tmp/o" "frost_sealed_muna_lyra.txt: legal as Limited, as --format says; 35 cards" "Sealed: 35 cards of two factions"
expect 0 "gen: the Standard list against the NUC list" "$replay" gen --seed 7 --games 6 --date $day \
  --deck "$decks/frost_standard_ordis.txt" --deck "$decks/frost_nuc_yzmir_crlf.txt" --out "$tmp/frost.altlog"
has "$tmp/e" "6 games, [0-9]+ steps, Constructed \(a deck has a Hero\)" "gen: Constructed"
expect 0 "verify the Trial by Frost games" "$replay" verify "$tmp/frost.altlog"
has "$tmp/o" "6 games in 1 file: 6 verified" "... all 6 verified"
expect 0 "gen: the Sealed list against a Limited deck of the set" "$replay" gen --seed 7 --games 6 --date $day \
  --format limited --deck "$decks/frost_sealed_muna_lyra.txt" --deck "$root/corpora/decks/frost_limited_bravos_ordis.txt" \
  --out "$tmp/frost_limited.altlog"
expect 0 "verify the Limited games" "$replay" verify "$tmp/frost_limited.altlog"
has "$tmp/o" "6 games in 1 file: 6 verified" "... all 6 verified"
# Skybound Odyssey (its Axiom, whose designs are all played) with Beyond the
# Gates, as players export them: each legal in its format, then played
# against each other (the default ruleset, of the Complete Rules 4.0, whose
# words the set uses) and verified.
expect 0 "Standard, Skybound Odyssey and Beyond the Gates" "$replay" deck check --date $day "$decks/sky_standard_axiom.txt"
has "$tmp/o" "sky_standard_axiom.txt: legal as Constructed: it has a Hero, Isaree & Pebble; 44 cards; as of $day$" \
  "Standard: 44 cards of two sets, every one played by this build"
expect 0 "NUC, Skybound Odyssey, CR LF" "$replay" deck check --date $day --format nuc "$decks/sky_nuc_axiom_crlf.txt"
has "$tmp/o" "sky_nuc_axiom_crlf.txt: legal as NUC, as --format says; 40 cards; as of $day$" "NUC: 40 cards"
expect 0 "gen: the Skybound Odyssey lists" "$replay" gen --seed 7 --games 6 --date $day \
  --deck "$decks/sky_standard_axiom.txt" --deck "$decks/sky_nuc_axiom_crlf.txt" --out "$tmp/sky.altlog"
expect 0 "verify the Skybound Odyssey games" "$replay" verify "$tmp/sky.altlog"
has "$tmp/o" "6 games in 1 file: 6 verified" "... all 6 verified"
# Whispers from the Maze with Beyond the Gates, as players export them: a
# Standard list with the set's own Hero, a NUC list and a Sealed build,
# each legal in its format, then played (the default ruleset, of the
# Complete Rules 4.0, whose Scout the set uses) and verified.
expect 0 "Standard, Whispers from the Maze and Beyond the Gates" "$replay" deck check --date $day --play \
  "$decks/maze_standard_muna.txt"
has "$tmp/o" "maze_standard_muna.txt: legal as Constructed: it has a Hero, Teija & Nauraa; 44 cards; as of $day$" \
  "Standard: 44 cards of two sets, every one played by this build"
expect 0 "NUC, Whispers from the Maze, CR LF" "$replay" deck check --date $day --format nuc --play \
  "$decks/maze_nuc_lyra_crlf.txt"
has "$tmp/o" "maze_nuc_lyra_crlf.txt: legal as NUC, as --format says; 40 cards; as of $day$" "NUC: 40 cards"
expect 0 "Sealed, Axiom and Yzmir" "$replay" deck check --date $day --format limited --play \
  "$decks/maze_sealed_axiom_yzmir.txt"
has "$tmp/o" "maze_sealed_axiom_yzmir.txt: legal as Limited, as --format says; 30 cards" "Sealed: 30 cards of two factions"
expect 0 "gen: the Whispers from the Maze lists" "$replay" gen --seed 7 --games 6 --date $day \
  --deck "$decks/maze_standard_muna.txt" --deck "$decks/maze_nuc_lyra_crlf.txt" --out "$tmp/maze.altlog"
has "$tmp/e" "6 games, [0-9]+ steps, Constructed \(a deck has a Hero\)" "gen: Constructed"
expect 0 "verify the Whispers from the Maze games" "$replay" verify "$tmp/maze.altlog"
has "$tmp/o" "6 games in 1 file: 6 verified" "... all 6 verified"
expect 0 "gen: the Sealed build against a Limited deck of the set" "$replay" gen --seed 7 --games 6 --date $day \
  --format limited --deck "$decks/maze_sealed_axiom_yzmir.txt" --deck "$root/corpora/decks/maze_limited_bravos_ordis.txt" \
  --out "$tmp/maze_limited.altlog"
expect 0 "verify the Whispers from the Maze Limited games" "$replay" verify "$tmp/maze_limited.altlog"
has "$tmp/o" "6 games in 1 file: 6 verified" "... all 6 verified"

expect 4 "gen with a card of a set this build does not know" "$replay" gen --seed 1 --games 1 \
  --deck "$decks/other_sets.txt" --deck "$root/corpora/decks/constructed_bravos.txt" --out "$tmp/x.altlog"
has "$tmp/e" "ALT_EOLE_B_YZ_42_R1 is from the set EOLE, which this build does not know" "gen: the set is named"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
