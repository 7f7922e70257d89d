"""Random-playout speed through the Python API, against the Rust trait.

    python crates/python/bench/playouts.py [--seconds 3] [--json]

For each game it measures, on one core, whole random games per second:

- ``python text``: the loop Python users write with text moves —
  ``is_over()``, ``legal_moves()``, ``random.choice``, ``play(move)``; at a
  chance turn ``play_chance(random.random())``;
- ``python actions``: the same with dense actions, as an OpenSpiel-style
  loop — ``current_player()``, ``legal_actions()``, ``play_action(action)``,
  ``play_chance(random.random())``;
- ``rust``: ``random_playout(seed)``, the same loop entirely in Rust
  (``boardkit_core::random_move`` and the checked ``Game::play``, the GIL
  released): the speed of the Rust trait that the Python loops are compared
  with.

The ratio column is python / rust; the project's target is at least 25 %.
Build the package in release mode first (``maturin develop --release`` or
``pip install ./crates/python``): a debug build measures nothing useful.
"""

from __future__ import annotations

import argparse
import json
import random
import time

import boardkit

GAMES = {
    "scirocco": lambda: boardkit.Scirocco(),
    "towers": lambda: boardkit.Towers(),
    "sirocco2": lambda: boardkit.Sirocco(players=2),
    "sirocco4": lambda: boardkit.Sirocco(players=4),
}


def python_text_playout(game, rng):
    """One random game with text moves; returns the plies played."""
    plies = 0
    choice, uniform = rng.choice, rng.random
    while not game.is_over():
        if game.is_chance():
            game.play_chance(uniform())
        else:
            game.play(choice(game.legal_moves()))
        plies += 1
    return plies


def python_action_playout(game, rng):
    """One random game with dense actions, OpenSpiel style; returns the plies played."""
    plies = 0
    choice, uniform = rng.choice, rng.random
    while True:
        player = game.current_player()
        if player == -4:  # over
            return plies
        if player == -1:  # chance
            game.play_chance(uniform())
        else:
            game.play_action(choice(game.legal_actions()))
        plies += 1


def rust_playout(game, rng):
    """One random game played in Rust; returns the plies played."""
    return game.random_playout(rng.getrandbits(64))


def measure(make, playout, seconds):
    """Whole games per second and plies per second of `playout`."""
    rng = random.Random(1)
    games = plies = 0
    start = time.perf_counter()
    while True:
        plies += playout(make(), rng)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and games >= 3:
            return games / elapsed, plies / elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    results = {}
    print(f"{'game':<10} {'loop':<15} {'games/s':>10} {'plies/s':>12} {'vs rust':>8}")
    for name, make in GAMES.items():
        rust_games, rust_plies = measure(make, rust_playout, args.seconds)
        rows = {"rust": (rust_games, rust_plies)}
        for label, playout in [("python text", python_text_playout), ("python actions", python_action_playout)]:
            rows[label] = measure(make, playout, args.seconds)
        for label in ["python text", "python actions", "rust"]:
            games, plies = rows[label]
            print(f"{name:<10} {label:<15} {games:>10.1f} {plies:>12.0f} {games / rust_games:>8.1%}")
        results[name] = {label: {"games_per_s": g, "plies_per_s": p} for label, (g, p) in rows.items()}
    if args.json:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
