#!/usr/bin/env bash
# test_shown_names.sh REPLAY: a log whose event and player names hold a
# Unicode bidirectional override, an isolate, a zero-width space and a C1
# control is shown with each of them escaped (<U+XXXX>, or '?' for the
# control) wherever a person reads the names: verify's line, the signed
# verdict's text, the replay page (its header and its data). The raw
# characters reach none of them; --json keeps the names as they are.
# Prints one line per check; exits 1 when any check failed, 77 without python3.
set -u
replay=$1
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
command -v python3 > /dev/null || exit 77
logtool=(python3 "$root/tools/logtool.py")
. "$(dirname "$0")/lib.sh"   # tmp, check, run
golden="$root/corpora/games/sum_win_p1_seeds_s1.altlog"
cd "$tmp"

rlo=$'\u202e' lri=$'\u2066' pdi=$'\u2069' zwsp=$'\u200b' csi=$'\u009b'
"${logtool[@]}" set-event "$golden" bidi.altlog --name "Open${rlo}nepO" --round 3 --table 12 \
  --players "${lri}Alice${pdi},${zwsp}Bruno${csi}2J"
raw() { grep -c -e "$rlo" -e "$lri" -e "$pdi" -e "$zwsp" -e "$csi" "$1"; }

run out err "$replay" verify bidi.altlog
check $([ $rc = 0 ] && grep -qF '(Open<U+202E>nepO, round 3, table 12; P0 <U+2066>Alice<U+2069> v P1 <U+200B>Bruno?2J;' out &&
        [ "$(raw out)" = 0 ]; echo $?) "verify's line shows the override, the isolates, the zero-width space escaped" \
  "exit $rc: $(head -1 out)"
run out err "$replay" verify --json bidi.altlog
check $(python3 -c '
import json, sys
g = json.loads(open(sys.argv[1]).readline())
assert g["event"] == "Open\u202enepO" and g["players"] == ["\u2066Alice\u2069", "\u200bBruno\u009b2J"], g' out; echo $?) \
  "verify --json keeps the names as the log holds them (for programs)"

"$replay" keygen --out k > /dev/null
"$replay" verify --sign k.key bidi.altlog > /dev/null 2>&1
run out err "$replay" verify-verdict bidi.altlog.verdict --key k.pub bidi.altlog
check $([ $rc = 0 ] && grep -qF 'event "Open<U+202E>nepO" round 3 table 12; players P0 "<U+2066>Alice<U+2069>", P1 "<U+200B>Bruno?2J"' out &&
        [ "$(raw out)" = 0 ]; echo $?) "verify-verdict shows the signed names escaped" "exit $rc: $(grep game out)"

run out err "$replay" html bidi.altlog --out page.html
check $([ $rc = 0 ] && [ "$(raw page.html)" = 0 ]; echo $?) "the replay page holds none of the raw characters" "exit $rc"
check $(grep -qF 'Open&lt;U+202E&gt;nepO, round 3, table 12: &lt;U+2066&gt;Alice&lt;U+2069&gt; v &lt;U+200B&gt;Bruno?2J' page.html; echo $?) \
  "the page's header shows them escaped" "$(grep -o 'seed [^<]*' page.html | head -1)"
check $(python3 -c '
import json, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
data = json.loads(re.search(r"<script type=\"application/json\" id=\"game-data\">(.*?)</script>", page, re.S).group(1))
h = data["header"]
assert h["event"] == "Open<U+202E>nepO" and h["players"] == ["<U+2066>Alice<U+2069>", "<U+200B>Bruno?2J"], h' page.html; echo $?) \
  "the page's data names the players escaped, as verify does"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
