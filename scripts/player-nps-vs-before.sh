#!/usr/bin/env bash
# The Scirocco player's nodes per second against the player before
# boardkit-search, in the same run on the same machine (issue #10's target).
#
#   scripts/player-nps-vs-before.sh [ROUNDS]
#
# Builds the bench of commit 6847dba (the release before the search rewrite,
# where `benches/player_nps.rs` first measured that player) in a worktree
# under target/, and the current `benches/player_nps.rs`; then runs the two
# alternately ROUNDS times (default 10) and prints, per pinned position, the
# best figure of each and their ratio. Best-of-many, because a search of a
# few milliseconds is easily slowed by the machine, never sped up.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds="${1:-10}"
before_commit=6847dba
before_tree="target/player-nps-before"

if [ ! -d "$before_tree" ]; then
    git worktree add --detach "$before_tree" "$before_commit" >/dev/null
fi
bench_binary() {
    # The path of the bench executable cargo just built, from its JSON messages.
    (cd "$1" && cargo bench --bench player_nps --no-run --message-format=json 2>/dev/null) |
        python3 -c 'import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message.get("reason") == "compiler-artifact" and message["target"]["name"] == "player_nps" and message.get("executable"):
        print(message["executable"])'
}
before="$(bench_binary "$before_tree")"
after="$(bench_binary .)"

declare -A best_before best_after
record_best() { # array-name ply value
    local -n table="$1"
    if [ -z "${table[$2]:-}" ] || python3 -c "import sys; sys.exit(0 if $3 > ${table[$2]} else 1)"; then
        table[$2]="$3"
    fi
}
for ((round = 1; round <= rounds; round++)); do
    while read -r ply nps; do record_best best_before "$ply" "$nps"; done < <(
        "$before" | sed -n 's/^ply *\([0-9]*\):.*= *\([0-9.]*\) M nodes\/s$/\1 \2/p')
    while read -r ply nps; do record_best best_after "$ply" "$nps"; done < <(
        "$after" --new | sed -n 's/^  ply *\([0-9]*\):.*= *\([0-9.]*\) M nodes\/s$/\1 \2/p')
done

echo "Scirocco Standard player, best of $rounds runs of each bench (M nodes/s):"
for ply in 0 20 40; do
    python3 -c "print(f'  ply {$ply:>2}: before {${best_before[$ply]}:.3f}  now {${best_after[$ply]}:.3f}  = {${best_after[$ply]} / ${best_before[$ply]}:.1f}x')"
done
