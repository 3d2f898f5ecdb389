#!/usr/bin/env bash
# test_uniques_random.sh: random Unique cards over every part this build
# implements (tests/uniques_random.c places each in an ability the
# composer takes, records of Beyond the Gates' families with costs and
# powers drawn within the printed ranges, three to a Constructed deck),
# each deck checked, then played against the next by self-play under
# seeds-3 and cr4-1 and every game verified. In the sanitizer tree each
# step also runs the invariant checker (ALT_CHECK_INVARIANTS), so a part that
# leaves an impossible state, a memory error or undefined behaviour fails
# here. The figures (games, steps, outcomes) are printed last.
#
#   bash tests/test_uniques_random.sh ALTERED_REPLAY UNIQUES_RANDOM [SEED [GAMES]]
#
# SEED (default 31) picks the records; GAMES (default 4) is the games per
# pair of decks and ruleset. One line per check ("ok: ..." or "FAIL: ..."),
# then "N passed, M failed".
set -u

replay=${1:?usage: test_uniques_random.sh ALTERED_REPLAY UNIQUES_RANDOM [SEED [GAMES]]}
maker=${2:?usage: test_uniques_random.sh ALTERED_REPLAY UNIQUES_RANDOM [SEED [GAMES]]}
seed=${3:-31}
per_pair=${4:-4}
case "$replay" in /*) ;; *) replay="$PWD/$replay" ;; esac
case "$maker" in /*) ;; *) maker="$PWD/$maker" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
. "$(dirname "$0")/lib.sh"
cd "$root" || exit 1

mkdir -p "$tmp/u"
run "$tmp/made" "$tmp/e" "$maker" "$seed" "$tmp/u"
check $([ "$rc" = 0 ]; echo $?) "uniques_random $seed: every implemented part in a record (exit $rc)" \
  "$(cat "$tmp/made" "$tmp/e" | head -20)"
sed 's/^/  /' "$tmp/made"
records="$tmp/u/uniques.txt"
decks=("$tmp"/u/deck_*.txt)
n=${#decks[@]}
check $([ "$n" -ge 20 ]; echo $?) "$n decks of three random Uniques each"

# Every deck legal and played, its Uniques by their records.
run "$tmp/o" "$tmp/e" "$replay" deck check --play --uniques "$records" "${decks[@]}"
check $([ "$rc" = 0 ] && [ "$(grep -c ': legal as Constructed' "$tmp/o")" = "$n" ]; echo $?) \
  "deck check --play: the $n decks legal and played (exit $rc)" "$(grep -v ': legal as' "$tmp/o" | head -4)"

# Each deck against the next, under seeds-3 and cr4-1 (the Complete Rules
# 4.0, which every part needs: a record with one of its mechanics is refused
# under a 3.0 ruleset): generated, then verified.
games=0 steps=0 failed_gen=0
logs=()
for ruleset in seeds-3 cr4-1; do
  for ((i = 0; i < n; i++)); do
    a=${decks[$i]}
    b=${decks[$(((i + 1) % n))]}
    log="$tmp/g_${ruleset}_$i.altlog"
    if "$replay" gen --deck "$a" --deck "$b" --uniques "$records" --ruleset "$ruleset" \
         --seed $((1000 * seed + i)) --games "$per_pair" --out "$log" > "$tmp/gen.out" 2>&1; then
      s=$(sed -n 's/^altered-replay gen: \([0-9]*\) games, \([0-9]*\) steps.*/\2/p' "$tmp/gen.out")
      games=$((games + per_pair))
      steps=$((steps + ${s:-0}))
      logs+=("$log")
    else
      failed_gen=$((failed_gen + 1))
      bad "gen, $ruleset, $(basename "$a") against $(basename "$b"): $(tail -n 2 "$tmp/gen.out" | tr '\n' ' ')"
    fi
  done
done
check $([ "$failed_gen" = 0 ] && [ "$games" -ge 200 ]; echo $?) \
  "gen: $games games of self-play, $steps steps, with Uniques on both sides"
run "$tmp/v" "$tmp/e" "$replay" verify "${logs[@]}"
verified=$(grep -c ': verified ' "$tmp/v")
check $([ "$rc" = 0 ] && [ "$verified" = "$games" ]; echo $?) \
  "verify: $verified of $games games verified (exit $rc)" "$(grep ' game [0-9]* (' "$tmp/v" | grep -v ': verified ' | head -3)"

p0=$(grep -c ': verified .*winner P0 ' "$tmp/v")
p1=$(grep -c ': verified .*winner P1 ' "$tmp/v")
none=$((verified - p0 - p1))
echo "figures: $games games, $steps steps; P0 won $p0, P1 won $p1, no winner $none;" \
  "by rule: $(grep -o 'winner P[01] by [^:]*' "$tmp/v" | sed 's/.* by //' | sort | uniq -c |
               awk '{n = $1; $1 = ""; printf "%s%s %d", sep, substr($0, 2), n; sep = ", "}')"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
