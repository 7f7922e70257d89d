#!/usr/bin/env bash
# The real-XBoard test of boardkit-xboard.
#
# 1. Starts XBoard under Xvfb with the engine as both players in match
#    mode, one game at 1 minute per side from a start array chosen through
#    the engine options, waits for it to end (bounded), checks that the PGN
#    XBoard saved replays to the same result (`boardkit-xboard --replay`:
#    XBoard's moves resolved, then the game read by boardkit's record
#    reader with XBoard's result), and keeps screenshots under
#    target/xboard-suite/ (under CARGO_TARGET_DIR when it is set).
# 2. Plays three moves as a human against the engine by clicking the board
#    (xdotool), the last one a relayed move (a Camel stepping around its
#    Dervish, which XBoard's Betza strings cannot express), and checks that
#    the engine's highlight offered exactly that square and accepted it.
# 3. Plays the engine against itself at chess (XBoard's `normal`; the
#    engine started with `--variant normal`) and at Capablanca chess, eight
#    moves each, then at crazyhouse and shogi from positions with pieces in
#    hand and at minishogi (an engine-defined variant with holdings and
#    shogi promotions), six moves each, with XBoard's legality testing on
#    (XBoard then adjudicates a draw), and checks that XBoard accepted every
#    move the engines made and passed each on to the other engine, and that
#    pieces were dropped (`N@d5`) in the games from pieces in hand.
# Installs xboard, xvfb, imagemagick and xdotool with apt-get when missing;
# under CI=true a tool that is still missing fails the run.
#
# Usage: scripts/suite-xboard.sh      (from anywhere; exits non-zero on failure)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
target=${CARGO_TARGET_DIR:-$root/target}
out="$target/xboard-suite"
game_seconds=170   # the game (two 1-minute clocks plus move latency) must end within this
xboard_bin=""

log() { echo "suite-xboard: $*"; }
fail() { echo "suite-xboard: FAILED: $*" >&2; exit 1; }

find_tools() {
    xboard_bin="$(command -v xboard || true)"
    [[ -z "$xboard_bin" && -x /usr/games/xboard ]] && xboard_bin=/usr/games/xboard
    [[ -n "$xboard_bin" ]] && command -v Xvfb >/dev/null && command -v import >/dev/null && command -v xdotool >/dev/null
}

if ! find_tools; then
    log "installing xboard, xvfb, imagemagick, xdotool"
    if command -v apt-get >/dev/null && { [[ $(id -u) == 0 ]] || command -v sudo >/dev/null; }; then
        sudo_cmd=""; [[ $(id -u) == 0 ]] || sudo_cmd=sudo
        $sudo_cmd apt-get update -qq || true
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq xboard xvfb imagemagick xdotool >/dev/null || true
    fi
    if ! find_tools; then
        if [[ "${CI:-}" == "true" ]]; then fail "xboard, Xvfb, ImageMagick's import or xdotool is missing (CI=true: no skipping)"; fi
        log "SKIPPED: xboard, Xvfb, ImageMagick's import or xdotool is missing"
        exit 0
    fi
fi

log "building the engine (release)"
(cd "$root" && cargo build --release -q -p boardkit-xboard)
engine="$target/release/boardkit-xboard"

rm -rf "$out"
mkdir -p "$out"
pgn="$out/game.pgn"

# A free display number.
display=90
while [[ -e "/tmp/.X${display}-lock" ]]; do display=$((display + 1)); done

pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

Xvfb ":$display" -screen 0 1024x768x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
pids+=($!)
sleep 1

# A start array other than the default, chosen through the engine options
# (swaps 165 = Chariot-Wagon, Stork-Goat, Priest-Marquis, Wazir-Firzan;
# mirror symmetry): XBoard sends them before the game, the first engine's
# `setup` carries the array, and XBoard passes it to the second engine.
array=165
symmetry=mirror
expected_fen="$(printf 'option Start array=%s\noption Symmetry=%s\nvariant scirocco\nquit\n' "$array" "$symmetry" \
    | "$engine" | sed -n 's/^setup ([^)]*) 10x10+0_fairy //p')"
[[ -n "$expected_fen" ]] || fail "the engine sent no setup for array $array/$symmetry"

log "XBoard: engine against engine, one game, 1 minute each, start array $array $symmetry"
(
    cd "$out"
    # Legality testing off: XBoard would judge the engines' moves by the
    # `piece` Betza strings, which cannot express the Dervish and Harpy
    # relays; the engines know the rules and claim the result. No draw
    # adjudication: Scirocco has no fifty-move rule and a repetition never
    # draws (a third occurrence is illegal), but XBoard would call a draw
    # after 50 reversible moves, or repeats if set (a game of 387 plies did).
    DISPLAY=":$display" exec timeout "$((game_seconds + 30))" "$xboard_bin" \
        -fcp "$engine" -fd "$out" -scp "$engine" -sd "$out" \
        -firstProtocolVersion 2 -secondProtocolVersion 2 \
        -variant scirocco -testLegality false -ruleMoves 0 -repeatsToDraw 0 -adjudicateDrawMoves 0 \
        -firstOptions "Start array=$array,Symmetry=$symmetry" \
        -secondOptions "Start array=$array,Symmetry=$symmetry" \
        -matchMode true -matchGames 1 -tc 1 -inc 0 \
        -saveGameFile "$pgn" -debug -boardSize medium \
        >"$out/xboard.log" 2>&1
) &
xboard_pid=$!
pids+=("$xboard_pid")

# Screenshots every two seconds until the game is saved: the one of the
# opening (after about 8 seconds, most pieces still on the board) is
# xboard-scirocco.png, the one taken when the PGN appears (the final
# position and XBoard's result) is final.png. Both are trimmed to the
# window (Xvfb's screen is larger).
start=$SECONDS
shot="$out/xboard-scirocco.png"
screenshot() { DISPLAY=":$display" import -window root "$1" 2>/dev/null && convert "$1" -trim +repage "$1"; }
while kill -0 "$xboard_pid" 2>/dev/null; do
    if [[ -s "$pgn" ]]; then
        screenshot "$out/final.png" || true
        break
    fi
    if [[ ! -s "$shot" ]] && (( SECONDS - start >= 8 )); then
        screenshot "$shot" || true
    fi
    if (( SECONDS - start > game_seconds )); then
        fail "the game did not end within ${game_seconds}s (see $out)"
    fi
    sleep 2
done
sleep 1
[[ -s "$pgn" ]] || fail "XBoard saved no game (see $out/xboard.log and $out/xboard.debug)"
[[ -s "$shot" ]] || fail "no screenshot"
log "game saved after $((SECONDS - start))s: $pgn"

grep -q '^\[Variant "scirocco"\]' "$pgn" || fail "the PGN is not a Scirocco game"
grep -qF "[FEN \"$expected_fen\"]" "$pgn" || fail "the game did not start from array $array/$symmetry ($expected_fen)"
if grep -qi "forfeit\|illegal\|invalid" "$pgn"; then
    fail "XBoard reports a forfeit or an illegal move: $(grep -i 'forfeit\|illegal\|invalid' "$pgn" | head -3)"
fi

log "replaying the PGN through boardkit's record reader"
"$engine" --replay "$pgn" || fail "the PGN does not replay to its result"

log "screenshots: $shot, $out/final.png"

# Part 2: a human's clicks. XBoard's medium board: 52-pixel squares, the
# a-file's left edge at x=2, the top rank's top edge at y=103 (XBoard 4.9.1,
# no window manager); square (file, rank), both from 0, is clicked at its
# centre.
human="$out/human"
mkdir -p "$human"
log "XBoard: a human against the engine, moves entered with the mouse"
(
    cd "$human"
    DISPLAY=":$display" exec timeout 60 "$xboard_bin" -fcp "$engine" -fd "$human" \
        -firstProtocolVersion 2 -variant scirocco -testLegality false -ruleMoves 0 -repeatsToDraw 0 \
        -adjudicateDrawMoves 0 -st 0:01 \
        -debug -boardSize medium >"$human/xboard.log" 2>&1
) &
human_pid=$!
pids+=("$human_pid")
sleep 4
click() { # file rank (0-based, XBoard's)
    DISPLAY=":$display" xdotool mousemove $((2 + 52 * $1 + 26)) $((103 + 52 * (9 - $2) + 26)) click 1
    sleep 0.6
}
engine_moves() { local n; n="$(grep -ac '<first : move ' "$human/xboard.debug" 2>/dev/null || true)"; echo "${n:-0}"; }
wait_reply() { # number of engine moves to wait for
    for _ in $(seq 1 40); do (( $(engine_moves) >= $1 )) && return 0; sleep 0.25; done
    fail "the engine did not answer move $1 (see $human/xboard.debug)"
}
click 6 2; click 6 3; wait_reply 1   # the pawn g3-g4 (XBoard g2g3)
click 6 1; click 6 2; wait_reply 2   # the Commoner g2-g3 (g1g2)
click 5 0; click 6 1; wait_reply 3   # the Camel f1-g2 around the Dervish g1 (f0g1): relayed
screenshot "$human/relay.png" || true
kill "$human_pid" 2>/dev/null || true
debug="$human/xboard.debug"
grep -aq '>first : lift f0' "$debug" || fail "XBoard sent no lift for the Camel"
# The engine's reply to the lift: its rank-2 row (the ninth, counted from
# the top) marks g2 and nothing else; the Camel's own leaps elsewhere
# depend on the engine's replies.
marks="$(grep -a -A1 '>first : lift f0' "$debug" | sed -n 's/.*<first : highlight //p' | head -1)"
[[ "$(echo "$marks" | cut -d/ -f9)" == "6Y3" ]] \
    || fail "the engine did not mark g2 for the Camel (rank 2 of \`$marks\`)"
grep -aq '>first : usermove .*f0g1' "$debug" || grep -aq '>first : f0g1' "$debug" \
    || fail "XBoard did not send the relayed move f0g1"
if grep -aq '<first : Illegal' "$debug"; then fail "the engine refused a move: $(grep -a '<first : Illegal' "$debug")"; fi
log "the relayed move was highlighted, entered with the mouse and accepted ($human/relay.png)"

# Part 3: chess variants, with XBoard checking the moves by its own rules.
variant_game() { # XBoard's variant name, extra engine arguments, moves[, start FEN with pieces in hand]
    local variant="$1" args="$2" moves="$3" fen="${4:-}" dir="$out/$1" start position=()
    mkdir -p "$dir"
    if [[ -n "$fen" ]]; then
        echo "$fen" >"$dir/start.fen"
        position=(-loadPositionFile "$dir/start.fen")
    fi
    log "XBoard: engine against engine at $variant, legality testing on, $moves moves"
    (
        cd "$dir"
        DISPLAY=":$display" exec timeout 120 "$xboard_bin" \
            -fcp "$engine$args" -fd "$dir" -scp "$engine$args" -sd "$dir" \
            -firstProtocolVersion 2 -secondProtocolVersion 2 -variant "$variant" \
            -testLegality true -matchMode true -matchGames 1 -tc 0:30 -inc 0 -adjudicateDrawMoves "$moves" \
            "${position[@]}" -saveGameFile "$dir/game.pgn" -saveSettingsOnExit false -debug -boardSize small \
            >"$dir/xboard.log" 2>&1
    ) &
    local pid=$!
    pids+=("$pid")
    start=$SECONDS
    while kill -0 "$pid" 2>/dev/null && [[ ! -s "$dir/game.pgn" ]]; do
        (( SECONDS - start > 110 )) && fail "the $variant game did not end within 110s (see $dir)"
        sleep 1
    done
    sleep 1
    screenshot "$dir/final.png" || true
    kill "$pid" 2>/dev/null || true
    [[ -s "$dir/game.pgn" ]] || fail "XBoard saved no $variant game (see $dir/xboard.debug)"
    if [[ "$variant" != normal ]]; then
        grep -q "^\[Variant \"$variant\"\]" "$dir/game.pgn" || fail "the PGN is not a $variant game"
    fi
    if grep -qi "illegal\|forfeit\|invalid" "$dir/game.pgn"; then
        fail "XBoard refused a $variant move: $(grep -i 'illegal\|forfeit\|invalid' "$dir/game.pgn" | head -3)"
    fi
    local debug="$dir/xboard.debug" made passed
    if grep -aq 'Illegal move' "$debug"; then fail "a $variant move was refused: $(grep -a 'Illegal move' "$debug" | head -3)"; fi
    made="$(grep -ac '<first : move \|<second: move ' "$debug" || true)"
    passed="$(grep -ac '>first : usermove \|>second: usermove ' "$debug" || true)"
    (( made >= 2 * moves )) || fail "only $made $variant moves were made (see $debug)"
    (( passed >= made - 1 )) || fail "XBoard passed on $passed of the $made $variant moves (see $debug)"
    grep -q 'Xboard adjudication: long game\|#' "$dir/game.pgn" || fail "the $variant game did not run its $moves moves"
    if [[ -n "$fen" ]]; then
        local drops
        drops="$(grep -ac '<first : move [A-Z]@\|<second: move [A-Z]@' "$debug" || true)"
        (( drops >= 1 )) || fail "no piece was dropped in the $variant game (see $debug)"
        log "$variant: $drops drops among them"
    fi
    log "$variant: $made moves made, every one accepted by XBoard ($dir/game.pgn)"
}
variant_game normal " --variant normal" 8
variant_game capablanca "" 8
variant_game crazyhouse "" 6 "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[NBnb] w KQkq - 4 4"
variant_game shogi "" 6 "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[Pp] w - - 0 3"
# XBoard reads a position file before the engine's `setup` sizes the
# board, so the engine-defined minishogi starts from its start position.
variant_game minishogi "" 6
log "passed"
