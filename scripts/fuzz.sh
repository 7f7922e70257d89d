#!/usr/bin/env bash
# Runs the cargo-fuzz targets of fuzz/ for a bounded time each.
#
#   scripts/fuzz.sh <target|all> <seconds>      e.g.  scripts/fuzz.sh all 60
#   scripts/fuzz.sh list                        the target names
#
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`);
# installs cargo-fuzz when it is missing. Each target keeps its corpus in
# fuzz/corpus/<target> (not committed) and starts from the committed seeds in
# fuzz/seeds/<target> when there are any. A crash is saved under
# fuzz/artifacts/<target>/ and makes the script exit non-zero. The last
# line of libFuzzer's output (executions, coverage) is printed per target.
#
# The same checks run on stable, briefly, in the normal suite:
# `cargo test --test fuzz_smoke`.
set -euo pipefail

cd "$(dirname "$0")/../fuzz"

usage() {
    echo "usage: scripts/fuzz.sh <target|all|list> [seconds]" >&2
    exit 2
}

[ $# -ge 1 ] || usage
if ! cargo +nightly --version >/dev/null 2>&1; then
    echo "error: the nightly toolchain is missing (rustup toolchain install nightly)" >&2
    exit 1
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz
fi

targets=$(cargo +nightly fuzz list)
case "$1" in
    list) echo "$targets"; exit 0 ;;
    all) selected=$targets ;;
    *)
        if ! grep -qx -- "$1" <<<"$targets"; then
            echo "error: unknown target '$1'; the targets are:" >&2
            echo "$targets" >&2
            exit 2
        fi
        selected=$1
        ;;
esac
seconds=${2:-60}
[[ $seconds =~ ^[0-9]+$ ]] || usage

cargo +nightly fuzz build -O
failed=0
for target in $selected; do
    mkdir -p "corpus/$target"
    dirs=("corpus/$target")
    [ -d "seeds/$target" ] && dirs+=("seeds/$target")
    # Betza compilation is bounded (any string on any board
    # up to 16x16 well under 100 ms): one second per input is already ten
    # times the bound in an instrumented build. The rule targets play whole
    # games per input and keep libFuzzer's looser limit.
    timeout=10
    [ "$target" = betza ] && timeout=1
    log=$(mktemp)
    if cargo +nightly fuzz run -O "$target" "${dirs[@]}" -- \
        -max_total_time="$seconds" -rss_limit_mb=1024 -timeout="$timeout" -print_final_stats=1 >"$log" 2>&1; then
        runs=$(grep -m1 '^stat::number_of_executed_units' "$log" | awk '{print $2}')
        cov=$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -oE 'cov: [0-9]+' || true)
        echo "$target: ok, ${runs:-?} executions in ${seconds} s, ${cov:-cov: ?}"
    else
        failed=1
        echo "$target: FAILED (see fuzz/artifacts/$target/)"
        grep -E 'panicked|ERROR|SUMMARY' "$log" | head -5
    fi
    rm -f "$log"
done
exit $failed
