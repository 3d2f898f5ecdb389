#!/usr/bin/env bash
# test_install.sh: what a user of `cmake --install` gets, used as they would
# use it: install into a fresh prefix under the build tree, build
# tests/install_smoke.c against it with pkg-config alone (and again after
# moving the tree), check its game against altered-replay's, compile the
# public header alone, read the man pages and check the systemd unit.
#
#   bash tests/test_install.sh BUILD_DIR CC [CFLAGS]
#
# CFLAGS are added to the program's own (a SANITIZE tree passes
# -fsanitize=..., which its library needs at link time).
# The man pages are rendered with man (man-db) and checked for warnings
# with groff where they are installed; without man the roff source itself is
# checked (its sections and every option of the tool's --help), and the
# test says so. Exit 77 (skipped) only when pkg-config is not on PATH.
set -u

build=${1:?usage: test_install.sh BUILD_DIR CC}
cc=${2:?usage: test_install.sh BUILD_DIR CC [CFLAGS]}
extra=${3:-}
root=$(cd "$(dirname "$0")/.." && pwd)
work="$build/install-test"
prefix="$work/prefix"

if ! command -v pkg-config > /dev/null; then
  echo "skip: no pkg-config on PATH (apt-get install pkg-config)"
  exit 77
fi

passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

rm -rf "$work"
mkdir -p "$work"
if cmake --install "$build" --prefix "$prefix" > "$work/install.log" 2>&1; then
  ok "cmake --install --prefix $prefix ($(grep -c 'Installing:' "$work/install.log") files)"
else
  bad "cmake --install: $(tail -5 "$work/install.log")"
  echo "$passed passed, $failed failed"
  exit 1
fi

# Everything issue 13 lists, where a user looks for it.
pc=$(find "$prefix" -name altered-engine.pc | head -1)
lib=$(find "$prefix" -name libaltered_engine.a | head -1)
for f in bin/altered-replay bin/altered-judged bin/altered-judge-client include/altered.h \
         share/man/man1/altered-replay.1 share/man/man1/altered-judged.1 share/man/man1/altered-judge-client.1 \
         lib/systemd/system/altered-judged.service share/doc/altered-judge/log-format.md \
         share/doc/altered-judge/daemon.md share/doc/altered-judge/README.md share/altered-judge/altered.proto; do
  if [ -s "$prefix/$f" ]; then ok "installed $f"; else bad "not installed: $f"; fi
done
if [ -n "$lib" ] && [ -n "$pc" ]; then ok "installed ${lib#"$prefix"/} and ${pc#"$prefix"/}"; else bad "no library or no .pc file"; fi
for t in altered-replay altered-judged altered-judge-client; do
  if [ -x "$prefix/bin/$t" ]; then ok "bin/$t is executable"; else bad "bin/$t is not executable"; fi
done
if out=$("$prefix/bin/altered-replay" --version 2>&1) && grep -q . <<< "$out"; then
  ok "installed altered-replay --version: $(head -1 <<< "$out")"
else
  bad "installed altered-replay --version: $out"
fi

# A program of the user's own, with nothing but the installed tree.
build_smoke() {   # build_smoke PKGCONFIG_DIR OUT
  local flags
  flags=$(PKG_CONFIG_PATH="$1" pkg-config --cflags --libs altered-engine) || return 1
  echo "  cc $flags"
  "$cc" -std=c11 -Wall -Wextra -pedantic -Werror $extra "$root/tests/install_smoke.c" $flags -o "$2"
}
pcdir=$(dirname "$pc")
version=$(PKG_CONFIG_PATH="$pcdir" pkg-config --modversion altered-engine)
if [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then ok "pkg-config --modversion altered-engine: $version"; else bad "modversion '$version'"; fi
if build_smoke "$pcdir" "$work/install_smoke"; then ok "install_smoke.c built with pkg-config --cflags --libs altered-engine"; else bad "install_smoke.c does not build against the installed tree"; fi

decks="$root/corpora/decks"
day=2026-01-15   # a fixed day: a game's date is part of its setup, so of its hash
out=$("$work/install_smoke" "$decks/constructed_axiom.txt" "$decks/constructed_lyra.txt" 3 $day 2>&1); rc=$?
echo "$out" | head -5 | sed 's/^/  /'
"$prefix/bin/altered-replay" gen --seed 3 --games 1 --date $day --deck "$decks/constructed_axiom.txt" \
  --deck "$decks/constructed_lyra.txt" --out "$work/game.altlog" 2> /dev/null
want=$("$prefix/bin/altered-replay" hashes "$work/game.altlog" | head -1)
got=$(sed -n 's/^hash //p' <<< "$out")
if [ $rc = 0 ] && [ -n "$want" ] && [ "$got" = "$want" ]; then
  ok "install_smoke: the initial hash is altered-replay's ($want)"
else
  bad "install_smoke (exit $rc): hash '$got', altered-replay '$want'"
fi
n=$(sed -n 's/^answers //p' <<< "$out")
listed=$(grep -c '^  [0-9]' <<< "$out")
if [ -n "$n" ] && [ "$n" -gt 0 ] && [ "$listed" = "$n" ]; then ok "install_smoke: $n legal answers listed"; else bad "answers '$n', $listed listed"; fi
out=$("$work/install_smoke" "$work/no-such-deck.txt" "$decks/constructed_lyra.txt" 3 $day 2>&1); rc=$?
if [ $rc = 1 ] && grep -q 'cannot open' <<< "$out"; then ok "install_smoke: a missing deck is refused (exit 1)"; else bad "missing deck: exit $rc: $out"; fi

# The .pc file finds its prefix from where it lies: a moved tree still builds.
mv "$prefix" "$work/moved"
if build_smoke "${pcdir/"$prefix"/"$work/moved"}" "$work/install_smoke_moved" &&
   "$work/install_smoke_moved" "$decks/constructed_axiom.txt" "$decks/constructed_lyra.txt" 3 $day | grep -q "^hash $want$"; then
  ok "the moved tree builds and plays the same game"
else
  bad "the moved tree"
fi
mv "$work/moved" "$prefix"

# The public header on its own, strict C11.
for std in c11 c17; do
  if "$cc" -std=$std -Wall -Wextra -pedantic -Werror -fsyntax-only -x c "$prefix/include/altered.h" 2> "$work/header.err"; then
    ok "altered.h compiles alone with -std=$std -Wall -Wextra -pedantic"
  else
    bad "altered.h alone, -std=$std: $(head -5 "$work/header.err")"
  fi
done

# Man pages: they render without warnings, have their sections, and name
# every option their tool's --help lists.
have_man=0; command -v man > /dev/null && have_man=1
have_groff=0; command -v groff > /dev/null && have_groff=1
[ $have_man = 1 ] || echo "note: no man (apt-get install man-db): the roff source is checked without rendering"
[ $have_groff = 1 ] || echo "note: no groff (apt-get install groff-base): the pages are not checked for roff warnings"
render() {   # the page as text, no hyphenation, one long line per paragraph
  if [ $have_man = 1 ]; then
    MANWIDTH=400 MANROFFOPT="-rHY=0" MAN_KEEP_FORMATTING= man -l "$1" 2> /dev/null | col -b
  else
    sed -e '/^\.\\"/d' -e 's/^\.[A-Za-z]* *//' -e 's/\\f[BIRP]//g' -e 's/\\-/-/g' -e 's/\\(em/-/g' -e 's/"//g' "$1"
  fi
}
for t in altered-replay altered-judged altered-judge-client; do
  page="$prefix/share/man/man1/$t.1"
  [ -s "$page" ] || continue
  if [ $have_groff = 1 ]; then
    warn=$(groff -man -ww -z -Tutf8 "$page" 2>&1)
    if [ -z "$warn" ]; then ok "man $t: groff -ww: no warning"; else bad "man $t: groff: $warn"; fi
  fi
  text=$(render "$page")
  missing=""
  for s in NAME SYNOPSIS DESCRIPTION; do grep -q "^$s" <<< "$text" || missing="$missing $s"; done
  grep -q "^ *$t - " <<< "$text" || missing="$missing NAME-line"
  help=$("$prefix/bin/$t" --help 2>&1)
  for o in $(grep -oE -- '--[a-z][a-z0-9-]*' <<< "$help" | sort -u); do
    grep -qF -- "$o" <<< "$text" || missing="$missing $o"
  done
  if [ -z "$missing" ]; then
    ok "man $t: sections and all $(grep -oE -- '--[a-z][a-z0-9-]*' <<< "$help" | sort -u | wc -l) options of --help ($([ $have_man = 1 ] && echo "man -l" || echo "roff source"))"
  else
    bad "man $t lacks:$missing"
  fi
done

# The unit starts the installed daemon.
unit="$prefix/lib/systemd/system/altered-judged.service"
exec_start=$(sed -n 's/^ExecStart=\([^ ]*\).*/\1/p' "$unit")
if [ "$exec_start" = "$prefix/bin/altered-judged" ] && [ -x "$exec_start" ]; then
  ok "unit: ExecStart=$exec_start"
else
  bad "unit: ExecStart '$exec_start' is not $prefix/bin/altered-judged"
fi
if grep -qE '@[A-Z_]+@' "$unit"; then bad "unit: an unsubstituted @VARIABLE@: $(grep -E '@[A-Z_]+@' "$unit")"; else ok "unit: every @VARIABLE@ substituted"; fi
for opt in DynamicUser=yes NoNewPrivileges=yes ProtectSystem=strict ProtectHome=yes PrivateTmp=yes; do
  grep -qx "$opt" "$unit" || bad "unit: no $opt"
done
if command -v systemd-analyze > /dev/null; then
  # --man=no: the page is installed under the prefix, not where man looks.
  if out=$(systemd-analyze verify --man=no "$unit" 2>&1) && [ -z "$out" ]; then
    ok "unit: systemd-analyze verify"
  else
    bad "unit: systemd-analyze verify: $out"
  fi
else
  echo "note: no systemd-analyze: the unit's syntax is not checked by systemd"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
