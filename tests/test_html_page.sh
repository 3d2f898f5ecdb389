#!/usr/bin/env bash
# test_html_page.sh: `altered-replay html` and `verify --html` pages in a real
# browser (ctest html_page). Writes pages for golden games, an illegal and a
# diverging log, loads them in headless Chromium (tests/html_page_cdp.py
# drives it over the DevTools protocol) and checks what they show at several
# steps against `altered-replay state --json`, stepping with clicks, keys, the
# slider and #step=K; at desktop and phone widths, every step's text holds no
# engine identifier and no word cut across two lines; Limbo, the ability
# resolving, the Expedition totals and the Characters' statistics read as
# `altered-replay state` says them; screenshots go to SHOTDIR.
#
# usage: test_html_page.sh ALTERED-REPLAY SHOTDIR
# Exit 77 (skipped) only where Chromium is not installed: scripts/deps.sh
# installs it (Debian's package `chromium`) with the other packages.
set -uo pipefail

replay=$1
shots=$2
root=$(cd "$(dirname "$0")/.." && pwd)
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "html_page: skipped: no chromium (scripts/deps.sh installs Debian's package chromium)"
  exit 77
fi
if ! command -v python3 > /dev/null; then
  echo "html_page: skipped: no python3 to drive chromium with"
  exit 77
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
logtool=(python3 "$root/tools/logtool.py")
games=(sum_win_p0_seeds_s3 heroes_axiom_vs_bravos_cr3_s0 arena_long_cr3_s4799)

cases=()
for g in "${games[@]}"; do
  "$replay" html "$root/corpora/games/$g.altlog" --out "$tmp/$g.html" > /dev/null || fail "html $g"
  cases+=("$root/corpora/games/$g.altlog:$tmp/$g.html:ok")
done

# A game whose Reactions wait in Limbo while an ability resolves: its page
# says them as `state` does.
"$replay" html "$root/corpora/games/constructed_counters_seeds_s1.altlog" --out "$tmp/counters_limbo.html" > /dev/null ||
  fail "html constructed_counters_seeds_s1"
cases+=("$root/corpora/games/constructed_counters_seeds_s1.altlog:$tmp/counters_limbo.html:ok")

# A log made illegal in the middle (a Keep in an Afternoon), one whose
# recorded hash is wrong at a step, and an event name that is markup.
base=$root/corpora/games/sum_win_p0_seeds_s3.altlog
"${logtool[@]}" set-action "$base" "$tmp/illegal.altlog" --step 40 kind=7
"${logtool[@]}" set-event "$tmp/illegal.altlog" "$tmp/illegal_event.altlog" \
  --name '</script><script>document.title="owned"</script>' --round 3 --table 12 --players 'Ada <b>,Bo & Co'
"${logtool[@]}" set-hash "$base" "$tmp/diverged.altlog" --step 25
"$replay" html "$tmp/illegal_event.altlog" --out "$tmp/illegal.html" > /dev/null || fail "html of an illegal log"
"$replay" html "$tmp/diverged.altlog" --out "$tmp/diverged.html" > /dev/null || fail "html of a diverging log"
cases+=("$tmp/illegal_event.altlog:$tmp/illegal.html:illegal:40" "$tmp/diverged.altlog:$tmp/diverged.html:diverged:25")

# verify --html writes the page of the first failing game and keeps its verdict.
"$replay" verify --html "$tmp/verify.html" "$base" "$tmp/illegal_event.altlog" > /dev/null
rc=$?
[ $rc -eq 2 ] || fail "verify --html of an illegal log exits 2, not $rc"
if [ -s "$tmp/verify.html" ]; then
  cases+=("$tmp/illegal_event.altlog:$tmp/verify.html:illegal:40")
else
  fail "verify --html wrote no page"
fi
# A page for each failing game: the first to PAGE, the next to PAGE-2, each
# named on standard error, in the games' order.
"$replay" verify --html "$tmp/fails.html" "$tmp/illegal_event.altlog" "$base" "$tmp/diverged.altlog" \
  > /dev/null 2> "$tmp/fails.err"
rc=$?
[ $rc -eq 2 ] || fail "verify --html of two failing logs exits 2 (the first failure's), not $rc"
if [ -s "$tmp/fails.html" ] && [ -s "$tmp/fails-2.html" ] && [ ! -e "$tmp/fails-3.html" ] &&
   grep -q "illegal_event.altlog game 1: page $tmp/fails.html$" "$tmp/fails.err" &&
   grep -q "diverged.altlog game 1: page $tmp/fails-2.html$" "$tmp/fails.err"; then
  cases+=("$tmp/diverged.altlog:$tmp/fails-2.html:diverged:25")
else
  fail "verify --html: a page for each failing game, named on standard error: $(cat "$tmp/fails.err")"
fi
"$replay" verify --html "$tmp/none.html" "$base" > /dev/null || fail "verify --html of a verified log"
[ ! -e "$tmp/none.html" ] || fail "verify --html writes no page when every game verifies"

# Self-contained: nothing fetched, and the markup in the event name escaped.
for p in "$tmp"/*.html; do
  if grep -Eiq '<(link|img|iframe|object|embed)\b|src=|url\(|@import|https?://' "$p"; then
    fail "$(basename "$p") refers to something outside itself"
  fi
done
grep -q '&lt;/script&gt;&lt;script&gt;' "$tmp/illegal.html" || fail "the event name is escaped in the page's header"
[ "$(grep -c '<script' "$tmp/illegal.html")" -eq 2 ] || fail "the page holds exactly its own two scripts"

# Command line.
"$replay" html "$base" > /dev/null 2>&1; rc=$?
[ $rc -eq 64 ] || fail "html without --out exits 64, not $rc"
"$replay" html "$base" --out "$tmp/x.html" --bogus > /dev/null 2>&1; rc=$?
[ $rc -eq 64 ] || fail "html with an unknown option exits 64, not $rc"
"$replay" html "$base" --game 2 --out "$tmp/x.html" > /dev/null 2>&1; rc=$?
[ $rc -eq 64 ] || fail "html --game 2 of a one-game archive exits 64, not $rc"
"$replay" html "$tmp/no-such.altlog" --out "$tmp/x.html" > /dev/null 2>&1; rc=$?
[ $rc -eq 3 ] || fail "html of a missing file exits 3, not $rc"
"$replay" html - --out - < "$base" > "$tmp/stdout.html"
grep -q '^<!DOCTYPE html>' "$tmp/stdout.html" || fail "html - --out - reads and writes the standard streams"

for g in "${games[@]}"; do
  echo "html_page: $g: $(wc -c < "$tmp/$g.html") bytes, $("${logtool[@]}" info "$root/corpora/games/$g.altlog" | sed 's/^game 1: //')"
done

mkdir -p "$shots"
python3 "$root/tests/html_page_cdp.py" "$chromium" "$replay" "$tmp" "$shots" "${cases[@]}" || fails=$((fails + 1))
if [ $fails -ne 0 ]; then
  [ -f "$tmp/chromium.log" ] && tail -20 "$tmp/chromium.log"
  echo "html_page: $fails failed"
  exit 1
fi
echo "html_page: all passed"
