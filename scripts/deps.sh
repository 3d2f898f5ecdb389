#!/usr/bin/env bash
# deps.sh: makes sure the Debian packages the build, the tests and the tools
# need are installed. As root it installs the missing ones with apt-get; as
# any other user it prints the command to run and fails.
set -euo pipefail

packages=(
  cmake pkg-config make gcc libc6-dev   # the build
  libxxhash-dev                         # engine: XXH3 state hash
  protobuf-c-compiler libprotobuf-c-dev # game log format
  libzmq3-dev                           # altered-judged
  libjansson-dev                        # positions as JSON (replay/, judged/)
  libsodium-dev                         # Ed25519 signed verdicts (replay/)
  libssl-dev                            # libcrypto's SHA-256 of archives and verdicts (replay/sha256.c)
  libcmocka-dev                         # unit tests
  clang                                 # libFuzzer harnesses
  python3 python3-zmq python3-protobuf  # tools/ and client scripts
  protobuf-compiler                     # protoc: altered_pb2.py for examples/python/
  chromium                              # tests: altered-replay html pages in a headless browser
  python3-setuptools python3-pip python3-venv  # tests: the Python package installed with pip in a venv (python/)
  man-db                                # tests: the installed man pages rendered with man -l
  nodejs                                # examples/js: the JavaScript archive reader
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  if [ "$status" != "installed" ]; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "deps: all ${#packages[@]} packages installed"
  exit 0
fi

echo "deps: missing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
else
  echo "deps: run this, then try again:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
