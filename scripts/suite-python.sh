#!/usr/bin/env bash
# The Python suite: builds the `boardkit` Python package (crates/python) into
# a virtual environment and runs its pytest suite — the API against the Rust
# examples `inspect` and `perft`, OpenSpiel's random simulations and MCTS,
# PettingZoo's api_test, pickling, the batched games (Gymnasium) and the
# round-robins over a local Ray cluster of 2 CPUs.
#
#   scripts/suite-python.sh            # venv in target/py-venv (reused)
#   BOARDKIT_PY_VENV=/tmp/v scripts/suite-python.sh
#   PYTEST_ARGS="-k openspiel" scripts/suite-python.sh
#
# Installs what is missing: Python's venv module through apt-get (as root),
# the Python packages from PyPI. Exits non-zero on any failure, and when
# pytest ran no test (its exit code 5). Under CI=true a missing tool is a
# failure, never a skip (the tests that need the Rust examples fail too).
set -euo pipefail

cd "$(dirname "$0")/.."
root=$PWD
target=${CARGO_TARGET_DIR:-$root/target}
venv=${BOARDKIT_PY_VENV:-$target/py-venv}
python=${PYTHON:-python3}
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-2}

say() { printf 'suite-python: %s\n' "$*" >&2; }

command -v cargo >/dev/null || { say "cargo is missing (install the Rust toolchain)"; exit 1; }

# crates/python is a workspace of its own (the root one excludes it), so the
# root's fmt, clippy and rustdoc checks do not cover it: they run here.
# PyO3's abi3 build needs no Python for these.
manifest=crates/python/Cargo.toml
export CARGO_TARGET_DIR=$target
say "rustfmt, clippy and rustdoc of crates/python"
cargo fmt --manifest-path "$manifest" -- --check
cargo clippy -q --manifest-path "$manifest" --all-targets --all-features -- -D warnings
RUSTDOCFLAGS=-Dwarnings cargo doc -q --manifest-path "$manifest" --no-deps --all-features --document-private-items

# Python 3.9+ with the venv module; Debian packages it separately.
if ! command -v "$python" >/dev/null || ! "$python" -c 'import venv, ensurepip' 2>/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        say "installing python3 and python3-venv with apt-get"
        apt-get update -qq && apt-get install -y -qq python3 python3-venv python3-dev >/dev/null
        python=python3
    else
        say "$python with the venv module is missing"; exit 1
    fi
fi
"$python" -c 'import sys; assert sys.version_info >= (3, 9), sys.version' \
    || { say "Python 3.9 or later is needed"; exit 1; }

if [ ! -x "$venv/bin/python" ]; then
    say "creating the virtual environment $venv"
    "$python" -m venv "$venv"
fi
pip() { "$venv/bin/python" -m pip --disable-pip-version-check "$@"; }

say "installing maturin, pytest, numpy, open-spiel, pettingzoo, gymnasium, ray"
pip install -q maturin pytest numpy open-spiel pettingzoo 'gymnasium>=1.0' 'ray>=2.9'

say "building the Rust examples inspect and perft (release)"
cargo build -q --release --example inspect --example perft
export BOARDKIT_EXAMPLES=$target/release/examples

say "building and installing the boardkit package (pip install ./crates/python)"
pip install -q --force-reinstall --no-deps ./crates/python

say "running pytest"
cd crates/python
status=0
# shellcheck disable=SC2086
"$venv/bin/python" -m pytest -q -p no:cacheprovider ${PYTEST_ARGS:-} tests || status=$?
if [ "$status" = 5 ]; then
    say "pytest collected no test: that is a failure"
    exit 1
fi
exit "$status"
