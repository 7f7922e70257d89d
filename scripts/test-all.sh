#!/usr/bin/env bash
# Every test suite of boardkit, on a fresh machine: the Rust tests, then each
# suite that needs system tools (a browser, XBoard, Python). Each suite script
# installs what it is missing (apt-get, a Python virtual environment) and,
# under CI=true, fails rather than skips when a tool cannot be had.
#
#   scripts/test-all.sh            every suite
#   scripts/test-all.sh rust web   only the named suites
#
# The quick Rust-only suite is `cargo test --workspace`.
set -euo pipefail
cd "$(dirname "$0")/.."

all_suites=(rust web xboard python)
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=("${all_suites[@]}")

failed=()
for suite in "${wanted[@]}"; do
    printf '\n=== suite %s (%s)\n' "$suite" "$(date +%T)"
    case "$suite" in
        rust) cmd=(cargo test --workspace) ;;
        *)
            if [ ! -f "scripts/suite-$suite.sh" ]; then
                echo "error: unknown suite '$suite' (known: ${all_suites[*]})" >&2
                exit 2
            fi
            cmd=(bash "scripts/suite-$suite.sh")
            ;;
    esac
    if ! "${cmd[@]}"; then
        failed+=("$suite")
    fi
done

printf '\n=== suites: %d run, %d failed%s\n' "${#wanted[@]}" "${#failed[@]}" \
    "$([ ${#failed[@]} -eq 0 ] || printf ' (%s)' "${failed[*]}")"
[ ${#failed[@]} -eq 0 ]
