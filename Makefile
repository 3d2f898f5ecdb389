# altered-judge: a thin front for CMake. `make run` and `make test` are all a
# fresh Debian machine needs; `make deps` installs what is missing (as root).
JOBS ?= 2

SAN_ENV := ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

.PHONY: all deps build build-asan test run play bench bench-compare soak fuzz clean

all: build

deps:
	@bash scripts/deps.sh

# The Release tree, optimized from a profile: build-pgo/ is the same build
# instrumented, which plays and verifies games (scripts/pgo_train.sh) to
# count where the code goes; build/ is then compiled from those counts
# (CMakeLists.txt, "profile-guided optimization"), and trains them again
# itself whenever a source changed. PGO= (empty) builds build/ without a
# profile; so does any compiler but GCC.
PGO ?= use
PGO_TREE := build-pgo
PGO_PROFILE := $(CURDIR)/$(PGO_TREE)/profile

build: deps
	@set -e; \
	if [ "$(PGO)" = use ] && $(CC) --version 2>/dev/null | grep -q 'Free Software Foundation'; then \
	  cmake -S . -B $(PGO_TREE) -DCMAKE_BUILD_TYPE=Release -DPGO=generate -DPGO_PROFILE=$(PGO_PROFILE); \
	  cmake --build $(PGO_TREE) -j$(JOBS) --target altered-replay; \
	  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPGO=use -DPGO_PROFILE=$(PGO_PROFILE) \
	    -DPGO_TREE=$(CURDIR)/$(PGO_TREE); \
	else \
	  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DPGO= -DPGO_TREE=; \
	fi; \
	cmake --build build -j$(JOBS)

build-asan: deps
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DSANITIZE=ON
	cmake --build build-asan -j$(JOBS)

test: build build-asan
	ctest --test-dir build --output-on-failure -j$(JOBS)
	$(SAN_ENV) ctest --test-dir build-asan --output-on-failure -j$(JOBS)

# The judge daemon in the foreground on the bundled card set; Ctrl-C stops it.
# It prints where it listens and the client command line that asks it.
# Override the endpoint or the options: make run JUDGED_ARGS="--bind tcp://127.0.0.1:6000"
# When it cannot start (the port taken by another daemon, say), the hint
# says so.
JUDGED_ARGS ?=
JUDGED ?= ./build/bin/altered-judged
run: build
	@$(JUDGED) $(JUDGED_ARGS) || { rc=$$?; \
	  if [ $$rc = 1 ]; then \
	    echo "make run: altered-judged did not start (above: why). If the port is taken, give another" \
	         "endpoint: make run JUDGED_ARGS=\"--bind tcp://127.0.0.1:6000\" (tcp://127.0.0.1:* takes any free port)" >&2; \
	  fi; exit $$rc; }

# One game of self-play, told step by step.
play: build
	./build/bin/altered-replay play --seed 1

# bench_replay reads an archive: bench/bench_verify.sh makes them and runs it.
bench: build
	@set -e; found=0; \
	for b in build/bin/bench_*; do \
	  [ -x "$$b" ] || continue; found=1; \
	  [ "$${b##*/}" != bench_replay ] || continue; \
	  echo "== $$b"; "$$b"; \
	done; \
	for s in bench/*.sh; do \
	  [ -f "$$s" ] || continue; found=1; \
	  [ "$${s##*/}" != bench_compare.sh ] || continue; \
	  echo "== $$s"; bash "$$s" build; \
	done; \
	[ $$found = 1 ] || echo "no benchmark built (bench/ has no sources)"

# verify of this build beside another's, same run, same archive, pair by
# pair (bench/bench_compare.sh): BEFORE is the build tree of the commit a
# change is judged against.
bench-compare: build
	@[ -n "$(BEFORE)" ] || { echo "usage: make bench-compare BEFORE=<build tree of the commit to compare with>"; exit 64; }
	bash bench/bench_compare.sh "$(BEFORE)" build

# The daemon under a hostile mix for SOAK_SECONDS, beside a quiet run as
# long: replies lost, p99, peak RSS (bench/soak_judged.c, docs/daemon.md).
SOAK_SECONDS ?= 60
soak: build
	./build/bin/soak_judged --seconds $(SOAK_SECONDS)

# libFuzzer harnesses (fuzz/, docs/fuzzing.md): clang, ASan and UBSan, each
# run for FUZZ_SECONDS; new crashes land in corpora/crashes/<harness>/, which
# `make test` replays. Not part of `make test`.
FUZZ_SECONDS ?= 60
FUZZ_HARNESSES ?=
# Known open bugs whose oracle the harnesses let pass (docs/fuzzing.md, "Open
# findings"); their reproducers stay in corpora/crashes/. Empty it to check them.
FUZZ_IGNORE ?=

fuzz: deps
	CC=clang cmake -S . -B build-fuzz -DFUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHECK_INVARIANTS=OFF
	cmake --build build-fuzz -j$(JOBS) --target fuzz_harnesses
	FUZZ_IGNORE=$(FUZZ_IGNORE) bash fuzz/run.sh build-fuzz $(FUZZ_SECONDS) $(FUZZ_HARNESSES)

clean:
	rm -rf build build-asan build-fuzz $(PGO_TREE)
