#!/usr/bin/env bash
# pgo_train.sh TREE PROFILE: the training run of profile-guided optimization
# (CMakeLists.txt, "profile-guided optimization"): a PGO=use tree calls it,
# before it compiles anything, whenever a source it was trained on changed.
#
# TREE was configured with -DPGO=generate -DPGO_PROFILE=PROFILE; its
# altered-replay plays games of every kind a judge meets (both deck sets, both
# rulesets, seeded and recorded chance) and verifies them, and the compiler's
# counters, written to PROFILE, record which paths run hot. The counters add
# up over runs, so PROFILE is emptied first: the same sources always give the
# same profile. No seed is one bench/bench_verify.sh uses (it starts at 1):
# the profile is of games, not of the benchmark's own.
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 TREE PROFILE" >&2
    exit 2
fi
tree=$1
profile=$2
replay=$tree/bin/altered-replay
if [ ! -x "$replay" ]; then
    echo "$0: $replay is not built (cmake --build $tree --target altered-replay)" >&2
    exit 1
fi

rm -rf "$profile"
mkdir -p "$profile"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name, then gen's options
games=(
    "heroes        --decks heroes  --games 600 --seed 700001"
    "limited       --decks limited --games 300 --seed 710001"
    "heroes_cr3    --decks heroes  --games 200 --seed 720001 --ruleset cr3"
    "heroes_chance --decks heroes  --games 200 --seed 730001 --chance recorded"
)
for g in "${games[@]}"; do
    read -r name opts <<< "$g"
    # shellcheck disable=SC2086  # opts is a list of options
    "$replay" gen $opts --out "$work/$name.altlog" 2> "$work/$name.gen" ||
        { cat "$work/$name.gen" >&2; echo "$0: gen $opts failed (make build PGO= builds without a profile)" >&2; exit 1; }
    "$replay" verify -j 1 "$work/$name.altlog" > "$work/$name.verify" ||
        { tail -5 "$work/$name.verify" >&2; echo "$0: verify of $name failed (make build PGO= builds without a profile)" >&2; exit 1; }
done

n=$(find "$profile" -name '*.gcda' | wc -l)
if [ "$n" -eq 0 ]; then
    echo "$0: the training wrote no profile into $profile (is $tree configured with -DPGO=generate?)" >&2
    exit 1
fi
echo "pgo_train: $n object profiles in $profile"
