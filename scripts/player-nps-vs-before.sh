#!/usr/bin/env bash
# The Scirocco player's nodes per second against the player before
# boardkit-search, in the same run on the same machine.
#
#   scripts/player-nps-vs-before.sh [ROUNDS]
#
# Builds the bench of commit 6847dba (the release before the search rewrite,
# where `benches/player_nps.rs` first measured that player) in a worktree
# under target/, with its own target directory, and the current
# `crates/players/benches/player_nps.rs`; then runs the two alternately ROUNDS times
# (default 10) and prints, per pinned position, the best figure of each and
# their ratio. Best-of-many, because a search of a few milliseconds is
# easily slowed by the machine, never sped up. The old bench takes the best
# of 5 searches per run and today's of 15, so the old one runs three times
# per round: both figures are the best of 15 × ROUNDS searches.
#
# Needs bash 4.3 or later, awk and a clone with the history down to 6847dba
# (not a shallow one). The first run builds both benches in release mode
# (minutes).
set -euo pipefail
cd "$(dirname "$0")/.."

rounds="${1:-10}"
before_commit=6847dba
before_tree="target/player-nps-before"

if ! git cat-file -e "${before_commit}^{commit}" 2>/dev/null; then
    echo "error: commit $before_commit is not in this clone (a shallow clone? try: git fetch --unshallow)" >&2
    exit 2
fi
if [ ! -d "$before_tree" ]; then
    # A `cargo clean` removes the directory but not git's record of it.
    git worktree prune
    git worktree add --detach "$before_tree" "$before_commit" >/dev/null
fi
if [ "$(git -C "$before_tree" rev-parse HEAD)" != "$(git rev-parse "${before_commit}^{commit}")" ]; then
    echo "error: $before_tree is not at $before_commit; remove it (git worktree remove --force $before_tree)" >&2
    exit 2
fi

# Builds the bench of the tree $1 into the target directory $2 and prints
# the executable's path (cargo's JSON messages on stdout; its progress and
# any error stay on stderr). Separate target directories, because cargo
# names a path package's outputs the same whatever the checkout's location.
bench_binary() {
    (cd "$1" && cargo bench $3 --bench player_nps --no-run --target-dir "$2" --message-format=json) |
        grep '"reason":"compiler-artifact"' | grep '"name":"player_nps"' |
        sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1
}
# The bench moved with the players into crates/players since then.
before="$(bench_binary "$before_tree" "$PWD/$before_tree/target" "")"
after="$(bench_binary . "$PWD/target" "-p boardkit-players")"
if [ -z "$before" ] || [ -z "$after" ] || [ "$before" = "$after" ]; then
    echo "error: could not build two different benches (before: '$before', now: '$after')" >&2
    exit 1
fi

declare -A best_before best_after
record_best() { # array-name ply value
    local -n table="$1"
    if [ -z "${table[$2]:-}" ] || awk -v new="$3" -v old="${table[$2]}" 'BEGIN { exit !(new > old) }'; then
        table[$2]="$3"
    fi
}
for ((round = 1; round <= rounds; round++)); do
    for _ in 1 2 3; do
        while read -r ply nps; do record_best best_before "$ply" "$nps"; done < <(
            "$before" | sed -n 's/^ply *\([0-9]*\):.*= *\([0-9.]*\) M nodes\/s$/\1 \2/p')
    done
    while read -r ply nps; do record_best best_after "$ply" "$nps"; done < <(
        "$after" --new | sed -n 's/^  ply *\([0-9]*\):.*= *\([0-9.]*\) M nodes\/s$/\1 \2/p')
done

echo "Scirocco Standard player, best of $((15 * rounds)) searches of each position by each player (M nodes/s):"
for ply in 0 20 40; do
    awk -v ply="$ply" -v before="${best_before[$ply]}" -v now="${best_after[$ply]}" \
        'BEGIN { printf "  ply %2d: before %.3f  now %.3f  = %.1fx\n", ply, before, now, now / before }'
done
