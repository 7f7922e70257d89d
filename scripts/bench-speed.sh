#!/usr/bin/env bash
# The README's Speed table: runs the speed benches in release mode and
# prints the table in Markdown, with one line saying on which machine and
# when it was made.
#
#   scripts/bench-speed.sh [--raw DIR]
#
# The benches (each single-threaded):
#   - cargo run --release -p boardkit-scirocco --example scirocco_perft_bench 6
#   - cargo run --release -p boardkit-towers --example towers_perft_bench
#   - cargo run --release -p boardkit-sirocco --example sirocco_playout_bench
#   - cargo bench --bench engines   (divan: generic perft, the players, random games)
# With --raw DIR their full outputs are kept in DIR. The table goes to
# stdout, the benches' progress to stderr. The first run builds the benches
# in release mode (minutes); figures vary with the machine's load, so run it
# with the machine otherwise idle.
#
# Needs bash, awk and the Rust toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

raw=""
if [ "${1:-}" = "--raw" ]; then
    raw="${2:?--raw needs a directory}"
    mkdir -p "$raw"
elif [ $# -gt 0 ]; then
    echo "usage: scripts/bench-speed.sh [--raw DIR]" >&2
    exit 2
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

run() { # name, command...
    local name="$1"
    shift
    echo "running: $*" >&2
    "$@" >"$out/$name.txt" 2>"$out/$name.err" || {
        cat "$out/$name.err" >&2
        echo "error: '$*' failed" >&2
        exit 1
    }
    if [ -n "$raw" ]; then
        cp "$out/$name.txt" "$raw/$name.txt"
    fi
}

# The machine's load while the benches run: other work on the cores slows
# every figure, so the table says how busy the machine was.
load_before="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")"
run scirocco cargo run --quiet --release -p boardkit-scirocco --example scirocco_perft_bench 6
run towers cargo run --quiet --release -p boardkit-towers --example towers_perft_bench
run sirocco cargo run --quiet --release -p boardkit-sirocco --example sirocco_playout_bench
run engines cargo bench --quiet --bench engines

# The rate of a line of the per-crate benches: the number before the unit.
rate() { # file, line pattern, unit (as printed after the number)
    awk -v pattern="$2" -v unit="$3" '
        index($0, pattern) {
            n = split($0, words, " ")
            for (i = 2; i <= n; i++) {
                if (words[i] == unit || words[i] == unit ",") { printf "%s", words[i - 1]; exit }
            }
        }' "$1"
}

# The fastest sample's throughput of one divan bench, in items per second
# (divan prints it under the bench's time line, scaled: 1.2 Mitem/s).
divan_rate() { # bench name
    awk -v name="$1" '
        found && /item\/s/ {
            for (i = 1; i <= NF; i++) {
                if ($i ~ /item\/s$/) {
                    scale = 1
                    if ($i ~ /^K/) scale = 1e3
                    if ($i ~ /^M/) scale = 1e6
                    if ($i ~ /^G/) scale = 1e9
                    printf "%.0f", $(i - 1) * scale
                    exit
                }
            }
        }
        $0 ~ ("[─ ]" name " ") { found = 1 }' "$out/engines.txt"
}

# Millions, one decimal, from items per second ("n/a" when missing).
millions() { # items per second
    if [ -z "$1" ]; then echo "n/a"; else awk -v v="$1" 'BEGIN { printf "%.1f M", v / 1e6 }'; fi
}
# Thousands, from items per second.
thousands() {
    if [ -z "$1" ]; then echo "n/a"; else awk -v v="$1" 'BEGIN { printf "%.1f k", v / 1e3 }'; fi
}
or_na() { if [ -z "$1" ]; then echo "n/a"; else echo "$1"; fi; }

sc_start="$(or_na "$(rate "$out/scirocco.txt" "start perft(6)" "M")")"
sc_plain="$(or_na "$(rate "$out/scirocco.txt" "start one ply at a time(6)" "M")")"
sc_middle="$(or_na "$(rate "$out/scirocco.txt" "middlegame perft(4)" "M")")"
tw_fast="$(or_na "$(rate "$out/towers.txt" "fast perft:" "M")")"
tw_generic="$(or_na "$(rate "$out/towers.txt" "generic perft:" "M")")"
si_generic="$(or_na "$(rate "$out/sirocco.txt" "generic Game path" "games/s")")"
si_fast="$(or_na "$(rate "$out/sirocco.txt" "fast path" "games/s")")"

load_after="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")"
cpu="$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)"
cores="$(nproc 2>/dev/null || echo "?")"
memory="$(awk '/^MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || true)"
rustc_version="$(rustc --version | awk '{ print $2 }')"

cat <<EOF
Made by \`scripts/bench-speed.sh\` on $(date -u +%Y-%m-%d): ${cpu:-unknown CPU}, $cores cores, ${memory:-? GiB}, $(uname -s), rustc $rustc_version, release build, one thread; load average $load_before before the benches and $load_after after them (on an otherwise idle machine it stays below 1, and the figures below are higher when it does).

| game | measurement | speed | bench |
|---|---|---|---|
| Scirocco | perft(6) of the start position, the crate's \`perft\` (counts the last two plies together) | $sc_start M nodes/s | \`scirocco_perft_bench\` |
| Scirocco | the same counted one ply at a time: move generation itself | $sc_plain M nodes/s | \`scirocco_perft_bench\` |
| Scirocco | perft(4) of a middlegame holding all 36 piece types | $sc_middle M nodes/s | \`scirocco_perft_bench\` |
| Towers | perft(4) of the default start, the crate's \`perft\` (leaves counted in bulk) | $tw_fast M nodes/s | \`towers_perft_bench\` |
| Towers | the same with the generic \`boardkit_core::perft\` | $tw_generic M nodes/s | \`towers_perft_bench\` |
| Sirocco | complete random 4-player games through the \`Game\` trait / the crate's fast path | $si_generic / $si_fast games/s | \`sirocco_playout_bench\` |
| all | generic \`Perft\` over the \`Game\` trait: Scirocco depth 3, Towers depth 4, Sirocco 4 players depth 6 (throws are plies) | $(millions "$(divan_rate scirocco_startpos_3)"), $(millions "$(divan_rate towers_startpos_4)"), $(millions "$(divan_rate sirocco_4_players_6)") nodes/s | \`engines -- perft\` |
| Scirocco, Towers | the ready-made \`Standard\` player (alpha-beta), 20 000 nodes | $(millions "$(divan_rate scirocco_alpha_beta)"), $(millions "$(divan_rate towers_alpha_beta)") nodes/s | \`engines -- search\` |
| Sirocco | the \`Standard\` player (expectimax) / MCTS, 20 000 nodes, 4 players after a throw | $(millions "$(divan_rate sirocco_expectimax)") / $(millions "$(divan_rate sirocco_mcts)") nodes/s | \`engines -- search\` |
| all | complete random games through the \`Game\` trait: Scirocco, Towers, Sirocco (4 players) | $(thousands "$(divan_rate scirocco_trait)"), $(thousands "$(divan_rate towers_trait)"), $(thousands "$(divan_rate sirocco_4_players_trait)") games/s | \`engines -- playout\` |
EOF
