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
root=$(cd "$(dirname "$0")/.." && pwd)
decks="$root/tests/decks"
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
expect 0 "the bundled Constructed decks" "$replay" deck check "$root"/corpora/decks/constructed_*.txt
check $([ "$(grep -c ': legal as Constructed: it has a Hero, ' "$tmp/o")" = 8 ]; echo $?) \
  "each bundled Constructed deck: legal as Constructed, the Hero named"

expect 0 "an exported list: \"3x\", comments, the Hero last" "$replay" deck check "$decks/exported_axiom.txt"
has "$tmp/o" "exported_axiom.txt: legal as Constructed: it has a Hero, Subhash & Marmo; 40 cards" \
  "the Hero found on the last line"
expect 0 "a byte-order mark and CR LF" "$replay" deck check "$decks/exported_bravos_crlf.txt"
has "$tmp/o" "legal as Constructed: it has a Hero, Kojo & Booda; 40 cards" "CR LF list: 40 cards"
expect 0 "standard input" "$replay" deck check - < "$decks/exported_bravos_crlf.txt"
has "$tmp/o" "^\(standard input\): legal" "standard input is named"
expect 0 "a Limited deck without a Hero" "$replay" deck check "$root/corpora/decks/abilities_choices.txt"
has "$tmp/o" "legal as Limited: it has no Hero" "no Hero: Limited, and it says so"

# -------------------------------------------------------------- illegal lists
expect 1 "six copies of a name" "$replay" deck check "$decks/six_of_a_name.txt"
has "$tmp/o" "illegal as Constructed: it has a Hero, Subhash & Marmo; 40 cards, 1 violation" \
  "six of a name: Constructed, inferred from its Hero"
has "$tmp/o" "^  1\.1\.4\.e: the deck has 6 cards named Kelon Elemental; at most 3 of a name \[ALT_CORE_B_AX_04_C\]$" \
  "six of a name: 1.1.4.e with the card"
expect 0 "the same list as Limited (--format)" "$replay" deck check --format limited "$decks/six_of_a_name.txt"
has "$tmp/o" "legal as Limited: --format" "--format limited is said"

expect 1 "two Heroes" "$replay" deck check "$decks/two_heroes.txt"
has "$tmp/o" "^  1\.1\.4\.b: the deck has 2 Heroes \(Sigismar & Wingspan, Waru & Mack\); a Constructed deck needs exactly 1" \
  "two Heroes: a 1.1.4.b violation naming both, not a parse error"

expect 1 "cards this build cannot give" "$replay" deck check "$decks/other_sets.txt"
has "$tmp/o" "^  set \(line 6\): ALT_ALIZE_B_YZ_42_R1 is from Trial by Frost; this build holds Beyond the Gates$" \
  "another set is named"
has "$tmp/o" "^  unique \(line 7\): ALT_COREKS_B_YZ_10_U_4001 is a Unique card of Beyond the Gates: each Unique has costs, statistics and abilities of its own" \
  "a Unique is refused saying why"
has "$tmp/o" "^  reference \(line 8\): unknown card reference ALT_CORE_B_YZ_99_C$" "an unknown reference"
has "$tmp/o" "^  1\.1\.4\.c: the deck has 6 cards besides its Hero" \
  "every violation, not only the first (the alternate art counted as its card)"

# Every deck of several, and the worst exit code: 3 over 1 over 0.
expect 1 "legal and illegal decks" "$replay" deck check "$decks/exported_axiom.txt" "$decks/six_of_a_name.txt"
check $([ "$(wc -l < "$tmp/o")" = 3 ]; echo $?) "two decks: both verdicts"
expect 3 "an unreadable file among them" "$replay" deck check "$decks/six_of_a_name.txt" "$tmp/missing.txt"
has "$tmp/o" "missing.txt: unreadable \(no format applied\): No such file or directory" "a missing file"
printf '3 ALT_CORE_B_AX_04_C\nthree ALT_CORE_B_AX_05_C\n' > "$tmp/malformed.txt"
expect 3 "a malformed line" "$replay" deck check "$tmp/malformed.txt"
has "$tmp/o" "unreadable \(no format applied\): line 2: expected \"COUNT REFERENCE\"" "the malformed line is named"
expect 3 "a directory" "$replay" deck check "$tmp"

# ----------------------------------------------------------------------- JSON
expect 3 "--json (a missing file among them)" "$replay" deck check --json "$decks/six_of_a_name.txt" "$decks/other_sets.txt" "$tmp/missing.txt" \
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
assert v["rule"] == "1.1.4.e" and v["cards"] == [{"ref": "ALT_CORE_B_AX_04_C", "name": "Kelon Elemental"}], v
rules = [v["rule"] for v in other["violations"]]
assert rules == ["set", "unique", "reference", "1.1.4.c"], rules
assert other["violations"][0]["line"] == 6 and other["violations"][0]["ref"] == "ALT_ALIZE_B_YZ_42_R1", other
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
expect 0 "check a deck code" "$replay" deck check --code "$code"
has "$tmp/o" "^code $code: legal as Constructed: it has a Hero, Afanas & Senka; 40 cards$" "check --code"
expect 0 "URL-safe and unpadded" "$replay" deck decode "$(printf %s "$code" | tr '+/' '-_' | tr -d =)"
for f in "$root"/corpora/decks/constructed_*.txt "$decks/exported_bravos_crlf.txt"; do
  run "$replay" deck encode "$f"
  c=$(cat "$tmp/o")
  run "$replay" deck decode "$c"
  "$replay" deck encode "$tmp/o" > "$tmp/o2" 2>&1
  check $([ "$(cat "$tmp/o2")" = "$c" ] && [ -n "$c" ]; echo $?) "round trip of $(basename "$f") through a code"
done
expect 3 "decode: not Base64" "$replay" deck decode 'not a code!'
has "$tmp/e" "not Base64" "decode: says it is not Base64"
expect 3 "decode: another version" "$replay" deck decode "IBA="
has "$tmp/e" "version 2; this build reads version 1" "decode: names the version"
expect 3 "decode: cut short" "$replay" deck decode "EBAk3DNQ"
# Any string: a list or a refusal (3), never a crash.
crashed=0
for i in $(seq 1 200); do
  c=$(head -c $((i % 60 + 1)) /dev/urandom | base64 -w0)
  [ $((i % 2)) = 0 ] && c="E${c:1}"   # version 1 half the time
  "$replay" deck decode "$c" > /dev/null 2>&1
  r=$?
  { [ "$r" = 0 ] || [ "$r" = 3 ]; } || { crashed=1; echo "decode $c: exit $r"; }
done
check $crashed "decode: 200 random codes, each a list or a refusal"
expect 3 "check --code with a bad code" "$replay" deck check --code "EBAk3DNQ"
has "$tmp/o" "unreadable \(no format applied\): a deck code cut short" "check: a bad code is unreadable"

# ------------------------------------------------------------- command line
expect 0 "deck --help" "$replay" deck --help
has "$tmp/o" "^exit codes:" "deck --help lists the exit codes"
expect 0 "deck check --help" "$replay" deck check --help
expect 0 "altered-replay --help" "$replay" --help
has "$tmp/o" "deck check \[--format F\] \[--json\] FILE" "altered-replay --help names deck check"
expect 64 "deck: no command" "$replay" deck
expect 64 "deck: unknown command" "$replay" deck frobnicate
expect 64 "deck check: no deck" "$replay" deck check
expect 64 "deck check: unknown option" "$replay" deck check --frob "$decks/two_heroes.txt"
has "$tmp/e" "unknown option '--frob'" "the unknown option is named"
expect 64 "deck check: bad --format" "$replay" deck check --format sealed "$decks/two_heroes.txt"
cp "$decks/two_heroes.txt" "$tmp/--json"
(cd "$tmp" && "$replay" deck check -- --json > o3 2>&1; echo $? > rc3)
check $([ "$(cat "$tmp/rc3")" = 1 ] && grep -q "^--json: illegal" "$tmp/o3"; echo $?) "-- ends the options"

# --------------------------------------------------------------------- gen
# Two Constructed lists are played as Constructed: an illegal one is refused.
expect 2 "gen with an illegal Constructed deck" "$replay" gen --seed 1 --games 1 \
  --deck "$decks/six_of_a_name.txt" --deck "$root/corpora/decks/constructed_bravos.txt" --out "$tmp/g.altlog"
has "$tmp/e" "deck 1 \(.*six_of_a_name.txt\) is not legal as Constructed \(a deck has a Hero\): 1 violation" \
  "gen: the format applied and why"
has "$tmp/e" "^  1\.1\.4\.e: the deck has 6 cards named Kelon Elemental" "gen: the violation"
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
expect 4 "gen with a card of another set" "$replay" gen --seed 1 --games 1 \
  --deck "$decks/other_sets.txt" --deck "$root/corpora/decks/constructed_bravos.txt" --out "$tmp/x.altlog"
has "$tmp/e" "ALT_ALIZE_B_YZ_42_R1 is from Trial by Frost" "gen: the set is named"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
