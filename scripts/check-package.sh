#!/usr/bin/env bash
# Checks that every published crate of the workspace packages: `cargo package`
# refuses a crate that reaches outside its own directory for a file it
# includes, or a path dependency without a version. Each crate's package is
# then listed, so that a missing licence or readme shows. With --verify, the
# packages are also built from their unpacked archives (slower).
set -euo pipefail
cd "$(dirname "$0")/.."

verify=--no-verify
if [ "${1:-}" = "--verify" ]; then
    verify=
fi

# The crates that are published: every member without `publish = false`.
mapfile -t crates < <(cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
for package in json.load(sys.stdin)["packages"]:
    if package["publish"] != []:
        print(package["name"])
')
packages=()
for crate in "${crates[@]}"; do
    packages+=(-p "$crate")
done

# --allow-dirty: the check is about the crates' contents, so it also runs on
# a checkout with changes not yet committed.
cargo package "${packages[@]}" --allow-dirty $verify --quiet

status=0
for name in "${crates[@]}"; do
    crate=$(ls "${CARGO_TARGET_DIR:-target}"/package/"$name"-[0-9]*.crate)
    listing=$(tar -tzf "$crate")
    for file in Cargo.toml README.md LICENSE-MIT LICENSE-APACHE; do
        if ! grep -qx "[^/]*/$file" <<<"$listing"; then
            echo "$crate has no $file"
            status=1
        fi
    done
done
if [ "$status" -eq 0 ]; then
    echo "every published crate packages with its readme and licences: ${crates[*]}"
fi
exit "$status"
