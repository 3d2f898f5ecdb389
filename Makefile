# altered-judge: a thin front for CMake. `make run` and `make test` are all a
# fresh Debian machine needs; `make deps` installs what is missing (as root).
JOBS ?= 2

SAN_ENV := ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

.PHONY: all deps build build-asan test run bench clean

all: build

deps:
	@bash scripts/deps.sh

build: deps
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
	cmake --build build -j$(JOBS)

build-asan: deps
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DSANITIZE=ON
	cmake --build build-asan -j$(JOBS)

test: build build-asan
	ctest --test-dir build --output-on-failure -j$(JOBS)
	$(SAN_ENV) ctest --test-dir build-asan --output-on-failure -j$(JOBS)

run: build
	./build/bin/altered-replay play --seed 1

bench: build
	@set -e; found=0; \
	for b in build/bin/bench_*; do \
	  [ -x "$$b" ] || continue; found=1; \
	  echo "== $$b"; "$$b"; \
	done; \
	for s in bench/*.sh; do \
	  [ -f "$$s" ] || continue; found=1; \
	  echo "== $$s"; bash "$$s" build; \
	done; \
	[ $$found = 1 ] || echo "no benchmark built (bench/ has no sources)"

clean:
	rm -rf build build-asan build-fuzz
