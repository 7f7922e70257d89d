#!/usr/bin/env bash
# The real-XBoard test of boardkit-xboard (issue 13).
#
# Starts XBoard under Xvfb with the engine as both players in match mode,
# one game at 1 minute per side, waits for it to end (bounded), checks that
# the PGN XBoard saved replays under boardkit's rules to the same result
# (`boardkit-xboard --replay`), and keeps a screenshot under
# target/xboard-suite/. Installs xboard, xvfb and imagemagick with apt-get
# when missing; under CI=true a tool that is still missing fails the run.
#
# Usage: scripts/suite-xboard.sh      (from anywhere; exits non-zero on failure)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/xboard-suite"
game_seconds=150   # the game (two 1-minute clocks) must end within this
xboard_bin=""

log() { echo "suite-xboard: $*"; }
fail() { echo "suite-xboard: FAILED: $*" >&2; exit 1; }

find_tools() {
    xboard_bin="$(command -v xboard || true)"
    [[ -z "$xboard_bin" && -x /usr/games/xboard ]] && xboard_bin=/usr/games/xboard
    [[ -n "$xboard_bin" ]] && command -v Xvfb >/dev/null && command -v import >/dev/null
}

if ! find_tools; then
    log "installing xboard, xvfb, imagemagick"
    if command -v apt-get >/dev/null && { [[ $(id -u) == 0 ]] || command -v sudo >/dev/null; }; then
        sudo_cmd=""; [[ $(id -u) == 0 ]] || sudo_cmd=sudo
        $sudo_cmd apt-get update -qq || true
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq xboard xvfb imagemagick >/dev/null || true
    fi
    if ! find_tools; then
        if [[ "${CI:-}" == "true" ]]; then fail "xboard, Xvfb or ImageMagick's import is missing (CI=true: no skipping)"; fi
        log "SKIPPED: xboard, Xvfb or ImageMagick's import is missing"
        exit 0
    fi
fi

log "building the engine (release)"
(cd "$root" && cargo build --release -q -p boardkit-xboard)
engine="$root/target/release/boardkit-xboard"

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
    # relays; the engines know the rules and claim the result.
    DISPLAY=":$display" exec timeout "$((game_seconds + 30))" "$xboard_bin" \
        -fcp "$engine" -fd "$out" -scp "$engine" -sd "$out" \
        -firstProtocolVersion 2 -secondProtocolVersion 2 \
        -variant scirocco -testLegality false \
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

log "replaying the PGN under boardkit's rules"
"$engine" --replay "$pgn" || fail "the PGN does not replay to its result"

log "screenshot: $shot"
log "passed"
