#!/usr/bin/env bash
# test_replay_cli_usage.sh: the command line as a person at the table uses
# it, so that every command treats options alike and every report names
# its game and its rule (docs/cli.md is the reference these checks follow):
#   - every command answers --help and --version, refuses an unknown option
#     or a stray argument with exit 64 and a message naming it and --help,
#     takes --name=value, ends its options at --, reads - as standard input
#     and picks one game of an archive with --game N;
#   - verify --json writes JSON Lines, one object a line, for each game and
#     each problem of a file (missing, no games, broken framing);
#   - hashes marks where each game of an archive starts;
#   - verdicts name the event, round, table, players, format and ruleset, and
#     the winner with the rule's number and words; steps are numbered alike
#     by dump, hashes, state, verify and play;
#   - altered-judge-client's options, when it is built next to altered-replay.
#
#   bash tests/test_replay_cli_usage.sh path/to/altered-replay
#
# One line per check ("ok: ..." or "FAIL: ..."), then "N passed, M failed";
# exits 1 when any check failed, 77 without python3 (logs are edited with
# tools/logtool.py and JSON is parsed with Python's json module).
set -u

replay=${1:?usage: test_replay_cli_usage.sh ALTERED_REPLAY}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
client="$(dirname "$replay")/altered-judge-client"
golden="$root/corpora/games"
logtool=(python3 "$root/tools/logtool.py")
command -v python3 > /dev/null || { echo "skip: no python3"; exit 77; }
. "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
rc=0
run() {  # run CMD...: stdout to out, stderr to err; sets rc
  "$@" > out 2> err
  rc=$?
}
# usage_error DESCRIPTION WORD CMD...: exit 64, and stderr names WORD and --help.
usage_error() {
  local what=$1 word=$2
  shift 2
  run "$@"
  check $([ $rc = 64 ] && grep -qF -- "$word" err && grep -q -- "--help" err && [ ! -s out ]; echo $?) \
    "$what: exit 64, names '$word' and --help" "exit $rc: $(head -c 200 err)"
}

one="$golden/sum_win_p1_seeds_s1.altlog"
other="$golden/abilities_auraq_cr3_s1.altlog"
pos="$root/tests/positions/perft/opening.json"
deck="$root/tests/decks/exported_axiom.txt"
cat "$one" "$other" > two.altlog
steps1=$("$replay" hashes "$one" | wc -l)
steps1=$((steps1 - 1))
"$replay" keygen --out k > /dev/null
"$replay" verify --sign k.key --verdict-out one.verdict "$one" > /dev/null
"$replay" archive seal "$one" one-sealed.altlog 2> /dev/null

# ------------------------------------------------ every command, alike
# Each command with arguments it accepts (so that one more is stray).
declare -A good=(
  [verify]="$one"
  [dump]="$one"
  [hashes]="$one"
  [state]="--step 0 $one"
  [html]="--out page.html $one"
  [gen]="--seed 1 --out g.altlog"
  [play]="--seed 1"
  [cards]=""
  [perft]="--depth 1 $pos"
  [keygen]="--out k2"
  [verify-verdict]="--key k.pub one.verdict $one"
  [diff]="$pos $pos"
  [position]="check $pos"
  [archive]="seal $one sealed.altlog"
  [deck]="decode AAAA"
)
for cmd in "${!good[@]}"; do
  run "$replay" "$cmd" --help
  check $([ $rc = 0 ] && grep -q "^usage: altered-replay $cmd" out; echo $?) "$cmd --help: exit 0, a usage on stdout" \
    "exit $rc: $(head -c 200 out err)"
  run "$replay" "$cmd" --version
  check $([ $rc = 0 ] && grep -q "^altered-replay, engine " out && grep -q "^ruleset seeds-" out; echo $?) \
    "$cmd --version: exit 0, the versions" "exit $rc"
  # shellcheck disable=SC2086 # the arguments are words
  usage_error "$cmd: an unknown option" "--frobnicate" "$replay" "$cmd" --frobnicate ${good[$cmd]}
done
for cmd in dump hashes state html gen play cards perft keygen verify-verdict diff position archive deck; do
  # shellcheck disable=SC2086
  usage_error "$cmd: a stray argument" "stray.txt" "$replay" "$cmd" ${good[$cmd]} stray.txt
done
usage_error "verify: no FILE" "no FILE" "$replay" verify --json
usage_error "state: --step without its value" "--step needs a value" "$replay" state "$one" --step
usage_error "a value given to a flag" "--json takes no value" "$replay" verify --json=yes "$one"
usage_error "an unknown command" "frob" "$replay" frob
run "$replay" --version
check $([ $rc = 0 ] && grep -q "^ruleset seeds-3 (default)" out; echo $?) "altered-replay --version" "exit $rc"

# --name=value is --name value.
"$replay" state "$one" --step 5 > a.txt
run "$replay" state --step=5 "$one"
check $([ $rc = 0 ] && cmp -s a.txt out; echo $?) "state --step=5 is state --step 5"

# -- ends the options: a file whose name starts with a dash.
cp "$one" ./-dash.altlog
usage_error "a file named like an option, without --" "-dash.altlog" "$replay" verify -dash.altlog
run "$replay" verify -- -dash.altlog
check $([ $rc = 0 ] && grep -q "^-dash.altlog game 1" out; echo $?) "verify -- -dash.altlog: exit 0" "exit $rc: $(head -c 200 err)"
run "$replay" hashes -- -dash.altlog
check $([ $rc = 0 ] && [ "$(wc -l < out)" = $((steps1 + 1)) ]; echo $?) "hashes -- -dash.altlog" "exit $rc"

# - is standard input wherever a file is read.
"$replay" hashes "$one" > want.txt
for args in "verify -" "dump -" "hashes -" "state --step 3 -" "html --out - -" \
            "verify-verdict --key k.pub one.verdict -"; do
  # shellcheck disable=SC2086
  run "$replay" $args < "$one"
  check $([ $rc = 0 ] && [ -s out ]; echo $?) "altered-replay $args < log: exit 0" "exit $rc: $(head -c 200 err)"
done
run "$replay" archive check - < one-sealed.altlog
check $([ $rc = 0 ] && grep -q "^-: complete" out; echo $?) "archive check - < a sealed log: complete" "exit $rc: $(cat out err)"
run "$replay" hashes - < "$one"
check $(cmp -s want.txt out; echo $?) "hashes - reads the same game as hashes FILE"
for args in "perft --depth 1 -" "position check -" "diff - $pos"; do
  # shellcheck disable=SC2086
  run "$replay" $args < "$pos"
  check $([ $rc = 0 ]; echo $?) "altered-replay $args < position: exit 0" "exit $rc: $(head -c 200 err)"
done
run "$replay" deck check - < "$deck"
check $([ $rc = 0 ] || [ $rc = 1 ]; echo $?) "deck check - reads a deck list" "exit $rc: $(head -c 200 err)"
run "$replay" verify-verdict --key k.pub - "$one" < one.verdict
check $([ $rc = 0 ] && grep -q "signature good" out; echo $?) "verify-verdict --key PUB - LOG: the verdict on stdin"
usage_error "diff - -" "standard input" "$replay" diff - -
usage_error "verify - -" "standard input is read once" "$replay" verify - -
usage_error "archive check - -" "standard input is read once" "$replay" archive check - -
usage_error "deck check - -" "standard input is read once" "$replay" deck check - -

# --game N wherever an archive is read.
"$replay" hashes "$other" > other.txt
for args in "dump" "hashes" "state --step 2" "verify" "html --out g2.html"; do
  # shellcheck disable=SC2086
  run "$replay" $args --game 2 two.altlog
  check $([ $rc = 0 ]; echo $?) "$args --game 2 of two games: exit 0" "exit $rc: $(head -c 200 err)"
  # shellcheck disable=SC2086
  run "$replay" $args --game 3 two.altlog
  check $([ $rc = 64 ] && grep -q "no game 3" out err; echo $?) "$args --game 3 of two games: exit 64, no game 3" \
    "exit $rc: $(head -c 200 out err)"
  # shellcheck disable=SC2086
  usage_error "$args --game 0" "--game takes a game number from 1" "$replay" $args --game 0 two.altlog
done
run "$replay" hashes --game 2 two.altlog
check $(cmp -s other.txt out; echo $?) "hashes --game 2: the second game's hashes alone"
run "$replay" verify --game 2 two.altlog
check $([ "$(grep -c ' game [0-9]' out)" = 1 ] && grep -q "^two.altlog game 2 " out; echo $?) \
  "verify --game 2: one game's line, game 2's" "$(head -3 out)"
usage_error "verify --sign with --game" "exclude each other" "$replay" verify --sign k.key --game 1 "$one"

# ------------------------------------------------ verify --json: JSON Lines
head -c 1500 "$one" > cut.altlog
: > empty.altlog
run "$replay" verify --json "$one" missing.altlog empty.altlog cut.altlog two.altlog
check $([ $rc = 3 ]; echo $?) "verify --json with bad files: exit 3" "exit $rc"
python3 - out <<'PY' > py.txt 2>&1
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
objs = [json.loads(l) for l in lines]               # every line is one object
assert all(isinstance(o, dict) and o.get("type") in ("game", "problem", "archive", "coverage", "summary")
           for o in objs), objs
# The summary is last, and sums up the lines before it.
s = objs[-1]
assert s["type"] == "summary" and [o["type"] for o in objs].count("summary") == 1, s
assert s["files"] == 5 and s["games"] == 4 and s["verified"] == 3 and s["failed"] == 1, s
assert s["verdicts"] == {"verified": 3, "malformed": 1} and s["unreadable"] == 1 and s["no_games"] == 1, s
assert s["archives"] == {"truncated": 1, "unsealed": 3}, s
probs = {(o["file"], o["problem"]) for o in objs if o["type"] == "problem"}
assert ("missing.altlog", "unreadable") in probs, probs
assert ("empty.altlog", "no_games") in probs, probs
assert ("cut.altlog", "malformed_framing") in probs, probs
games = [o for o in objs if o["type"] == "game"]
assert [o["game"] for o in games if o["file"] == "two.altlog"] == [1, 2], games
g = games[0]
assert g["verdict"] == "verified" and g["winner"] == 1, g
assert g["rule"] == "4.2.5.d" and g["outcome"] == "sum" and "greater total distance" in g["how"], g
assert g["format"] in ("limited", "constructed") and g["ruleset"].startswith("seeds-"), g
print("checked")
PY
check $(grep -qx checked py.txt; echo $?) \
  "verify --json: every line parses; games, problems (unreadable, no games, framing), archive, coverage, summary" \
  "$(tail -3 py.txt)"
# The same in words: one summary line, last; the note on what the hashes
# leave out once, on the first file's digest line.
run "$replay" verify "$one" missing.altlog empty.altlog cut.altlog two.altlog
check $([ "$(tail -1 out)" = "altered-replay verify: 4 games in 5 files: 3 verified, 1 failed (1 malformed); archives: 1 truncated, 3 unsealed; 1 file unreadable; 1 file with no game" ]; echo $?) \
  "verify: one summary line, last: games verified and failed, by verdict, archives, files" "$(tail -1 out)"
check $([ "$(grep -c "the state hashes do not cover" out)" = 1 ] && [ "$(grep -c ": SHA-256 [0-9a-f]\{64\} of all" out)" = 4 ] &&
        grep "the state hashes do not cover" out | grep -q "^$one: SHA-256 "; echo $?) \
  "verify: a digest line per file, what the hashes leave out said once, on the first" "$(grep -n SHA-256 out)"
run "$replay" verify --allow-unfinished "$one" two.altlog
check $([ "$(tail -1 out)" = "altered-replay verify: 3 games in 2 files: 3 verified; archives: 2 unsealed" ]; echo $?) \
  "verify: the summary of a run where all verify" "$(tail -1 out)"

# ------------------------------------------------ one of a thing is singular
"$replay" gen --seed 3 --games 1 --out single.altlog 2> gen.err
"$replay" archive unseal single.altlog single_unsealed.altlog 2> unseal.err
"$replay" archive seal single_unsealed.altlog single_resealed.altlog 2> seal.err
{ cat gen.err unseal.err seal.err
  "$replay" verify single.altlog single_unsealed.altlog
  "$replay" archive check single_unsealed.altlog
  "$replay" verify --json single.altlog; } > plural.txt 2>&1
check $(! grep -Eq '(^|[^0-9])1 (games|steps|days|files|bytes|archives)\b' plural.txt &&
        grep -q "no trailer after 1 game:" plural.txt && grep -q "1 game, as sealed" plural.txt &&
        grep -q "^altered-replay gen: 1 game, " plural.txt; echo $?) \
  "one game, one file: never \"1 games\"" "$(grep -E '(^|[^0-9])1 (games|steps|days|files|bytes|archives)\b' plural.txt)"

# ------------------------------------------------ hashes: where games start
run "$replay" hashes two.altlog
check $([ $rc = 0 ] && [ "$(sed -n "$((steps1 + 2))p" out | cut -c1-9)" = "# game 2 " ] &&
        [ "$(grep -c '^#' out)" = 1 ]; echo $?) \
  "hashes of two games: one '# game 2' line, after game 1's $((steps1 + 1)) hashes" "$(grep -n '^#' out)"
check $(diff <(sed -n "$((steps1 + 3)),\$p" out) other.txt > /dev/null; echo $?) \
  "hashes of two games: game 2's hashes follow its line"

# ------------------------------------------------ verdicts in words
"${logtool[@]}" set-event "$one" event.altlog --name "Open de Lyon" --round 3 --table 12 --players "Alice,Bruno"
run "$replay" verify event.altlog
want="event.altlog game 1 (Open de Lyon, round 3, table 12; P0 Alice v P1 Bruno; Limited, ruleset seeds-1, seed 1):"
want="$want verified 52 steps, 6 days, winner P1 (Bruno) by 4.2.5.d: the greater total distance, 7 or more, wins"
check $([ $rc = 0 ] && grep -qF "$want" out; echo $?) "verify names the event, round, table, players, format, ruleset, winner and rule" \
  "$(head -1 out)"
run "$replay" verify --json event.altlog
check $(head -1 out | python3 -c 'import json,sys; o=json.loads(sys.stdin.readline())
assert (o["event"], o["round"], o["table"], o["players"]) == ("Open de Lyon", 3, 12, ["Alice", "Bruno"]), o' 2>&1; echo $?) \
  "verify --json: event, round, table and players as fields"
run "$replay" dump event.altlog
check $(head -1 out | grep -qF "game 1 (Open de Lyon, round 3, table 12; P0 Alice v P1 Bruno; Limited, ruleset seeds-1, seed 1)" &&
        tail -1 out | grep -qF "winner P1 by 4.2.5.d: the greater total distance, 7 or more, wins"; echo $?) \
  "dump: the same header and the same rule's words" "$(head -1 out; tail -1 out)"
"$replay" html --out event.html event.altlog
check $(grep -qF "P1 wins by 4.2.5.d: the greater total distance, 7 or more, wins" event.html; echo $?) \
  "html: the verdict in the same words"
"$replay" verify --sign k.key --verdict-out event.verdict event.altlog > /dev/null
run "$replay" verify-verdict --key k.pub event.verdict
check $(grep -qF "winner P1 by 4.2.5.d: the greater total distance, 7 or more, wins" out &&
        grep -qF "Limited, ruleset seeds-1, seed 1" out; echo $?) "verify-verdict: the rule's number and words" "$(grep '^game' out)"
# Names beyond ASCII: the reader leaves such a game to protobuf-c
# (docs/log-format.md, "How a reader may unpack a log"), and it verifies
# the same, its names whole.
"${logtool[@]}" set-event "$one" accents.altlog --name "Open de Besançon" --round 3 --table 12 --players "Zoé,Bruno"
run "$replay" verify accents.altlog
check $([ $rc = 0 ] && grep -qF "accents.altlog game 1 (Open de Besançon, round 3, table 12; P0 Zoé v P1 Bruno; Limited" out &&
        grep -qF "verified 52 steps, 6 days, winner P1 (Bruno)" out; echo $?) \
  "verify: a game whose event and players are not ASCII verifies, their names whole" "$(head -1 out)"
# A player's name holding a control byte never reaches the terminal raw.
"${logtool[@]}" set-event "$one" esc.altlog --players "$(printf 'Al\033[2Jice'),Bruno"
run "$replay" verify esc.altlog
check $(! grep -q $'\033' out; echo $?) "verify: a control byte in a player's name is not written to the terminal"
"$replay" verify --sign k.key --verdict-out esc.verdict esc.altlog > /dev/null
run "$replay" verify-verdict --key k.pub esc.verdict
check $([ $rc = 0 ] && grep -q 'P0 "Al?\[2Jice"' out && ! grep -q $'\033' out; echo $?) \
  "verify-verdict: the same name with its control byte as '?'" "$(grep '^game' out)"
# Long strings are cut where docs/cli.md says: the event's name at 120
# bytes, a player's at 60, the ruleset's at 40 (an unknown ruleset: the
# game is refused, its line still names it).
ev=$(printf 'E%.0s' $(seq 130)); pl=$(printf 'x%.0s' $(seq 65)); rs=$(printf 'r%.0s' $(seq 50))
"${logtool[@]}" set-event "$one" long.altlog --name "$ev" --players "$pl,Bruno"
run "$replay" verify long.altlog
check $([ $rc = 0 ] && grep -qF "long.altlog game 1 (${ev:0:120}; P0 ${pl:0:60} v P1 Bruno; Limited" out; echo $?) \
  "verify: an event's name cut at 120 bytes, a player's at 60" "$(head -1 out)"
"${logtool[@]}" set-header "$one" longrs.altlog --ruleset "$rs"
run "$replay" verify longrs.altlog
check $([ $rc = 4 ] && grep -qF "longrs.altlog game 1 (Limited, ruleset ${rs:0:40}, seed" out; echo $?) \
  "verify: a ruleset's name cut at 40 bytes" "$(head -1 out)"

# Steps numbered alike: step K is the K-th answer; hashes' line K+1, dump's
# line for K and state --step K are the state after it.
k=7
h_hashes=$("$replay" hashes "$one" | sed -n "$((k + 1))p")
h_dump=$("$replay" dump "$one" | awk -v k=$k '$1 == k { gsub(/[][]/, "", $NF); print $NF }')
h_state=$("$replay" state --step $k "$one" | head -1 | awk '{ print $NF }')
check $([ "$h_hashes" = "$h_dump" ] && [ "$h_dump" = "$h_state" ]; echo $?) \
  "step $k: hashes, dump and state agree ($h_hashes, $h_dump, $h_state)"
run "$replay" play --seed 1 --verbose
check $(sed -n 3p out | grep -Eq '^ +1  Day 1 '; echo $?) "play --verbose numbers its first step 1, as dump does" "$(sed -n 3p out)"
first_dump=$("$replay" dump "$one" | sed -n 2p | awk '{ print $1 }')
check $([ "$first_dump" = 1 ]; echo $?) "dump numbers its first step 1"

# Regions in words: state's Adventure line names each region's terrains as
# the position's Tumult cards lie, and the ruleset as the header names it.
"$replay" state --step 40 "$one" > st.txt
"$replay" state --step 40 --json "$one" > st.json
python3 - st.txt st.json <<'PY' > py.txt 2>&1
import json, sys
text = open(sys.argv[1]).read().splitlines()
tum = json.load(open(sys.argv[2]))["adventure"]["tumult"]
halves = {"forest": ["Forest", "Mountain and Water"], "mountain": ["Mountain", "Forest and Water"],
          "water": ["Water", "Forest and Mountain"]}
want = "Adventure, from the Hero region: Hero region"
for s, t in enumerate(tum):
    h = halves[t["card"]][::-1] if t["flipped"] else halves[t["card"]]
    want += " | %d %s, %d %s%s" % (1 + 2 * s, h[0], 2 + 2 * s, h[1], "" if t["face_up"] else " (face down)")
want += " | Companion region"
assert text[2] == want, (text[2], want)
assert text[1].endswith("; ruleset seeds-1"), text[1]
print("checked")
PY
check $(grep -qx checked py.txt; echo $?) "state: regions by their terrains, the ruleset by its full name" "$(tail -2 py.txt)"

# One spelling of the rulesets: what gen refuses lists what --version names.
run "$replay" gen --seed 1 --ruleset nonsense --out x.altlog
names=$("$replay" --version | sed -n 's/^ruleset \([^ ]*\).*/\1/p' | paste -sd, | sed 's/,/, /g')
check $([ $rc = 4 ] && grep -qF "$names" err; echo $?) "gen --ruleset nonsense: exit 4, lists $names" "$(cat err)"
run "$replay" play --ruleset nonsense
check $([ $rc = 4 ] && grep -qF "$names" err; echo $?) "play --ruleset nonsense: the same list"

# ------------------------------------------------ altered-judge-client
if [ -x "$client" ]; then
  run "$client" --help
  check $([ $rc = 0 ] && grep -q "^usage: altered-judge-client" out; echo $?) "client --help: exit 0"
  run "$client" --version
  check $([ $rc = 0 ] && grep -q "^altered-judge-client, engine " out; echo $?) "client --version: exit 0, no daemon needed"
  usage_error "client: an unknown option" "--frobnicate" "$client" --frobnicate info
  usage_error "client: a stray argument to info" "stray.txt" "$client" info stray.txt
  usage_error "client: two logs to state" "stray.txt" "$client" state "$one" stray.txt
  usage_error "client: no command" "no command" "$client"
  usage_error "client: --game 0" "--game" "$client" --game 0 verify "$one"
  usage_error "client: --step to verify, which reads no step" "--step is for" "$client" --step 3 verify "$one"
  usage_error "client: --action to state" "--action is for legal" "$client" --action 6,0,255,0,0 state "$one"
else
  echo "note: no altered-judge-client next to $replay: its checks are left out"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
