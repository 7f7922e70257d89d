"""Random-playout speed through the Python API, against the Rust trait.

    python crates/python/bench/playouts.py [--seconds 1] [--repeat 3] [--json]

For each game it measures, on one core, whole random games per second and
plies (moves and chance outcomes) per second:

- ``python text``: the loop Python users write with text moves —
  ``is_over()``, ``is_chance()``, ``legal_moves()``, ``random.choice``,
  ``play(move)``; at a chance turn ``play_chance(random.random())``;
- ``python actions``: the same with dense actions, as an OpenSpiel-style
  loop — ``current_player()``, ``legal_actions()``, ``random.choice``,
  ``play_action(action)``, ``play_chance(random.random())``;
- ``python floor (no-op methods)``: the ``python actions`` loop, unchanged,
  on a pure-Python stand-in whose methods do nothing but replay recorded
  games of the same game (each ``legal_actions()`` returns the recorded list,
  ``play_action`` only counts): what CPython's own loop, calls and
  ``random.choice`` cost with no native work at all. No Python loop can be
  faster, so ``floor / rust`` is the ceiling of ``python / rust``;
- ``rust``: ``random_playout(seed)``, a whole random game in Rust through the
  ``Game`` trait (the core's ``Playout`` mover — the games' ``pick_move`` and
  ``pick_chance_outcome`` fast paths, which draw a move without listing them
  all — each move played with ``Game::play_unchecked``, as the core's
  ``Playout::run`` plays them, and recorded; the GIL released):
  the speed of the Rust trait that the Python loops are compared with, and
  the denominator of the ``vs rust`` column;
- ``rust listed``: the ``python actions`` loop with no Python in it
  (``_listed_playout(seed)``: per ply the same native work as the calls of
  that loop — the legal actions listed, a uniform pick, the move found in
  the list and played — minus the Python objects and calls). It shows how
  much of the gap is the listing that a list-returning API needs (Sirocco's
  ``rust`` row never lists its ~35 moves of a late throw) and how much is
  Python.

The ``vs rust`` column is each row / ``rust`` in games per second; the
project's target is at least 25 % for ``python actions``. Times are the
process's CPU time (``time.process_time``), and each row is the best of
``--repeat`` rounds interleaved with the other rows, so that other load on
the machine disturbs the figures less. Build the package in release mode first
(``maturin develop --release`` or ``pip install ./crates/python``): a debug
build measures nothing useful.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import time

import boardkit

GAMES = {
    "scirocco": lambda: boardkit.Scirocco(),
    "towers": lambda: boardkit.Towers(),
    "sirocco2": lambda: boardkit.Sirocco(players=2),
    "sirocco4": lambda: boardkit.Sirocco(players=4),
    "chess": lambda: boardkit.Variant("chess"),
}

ROWS = ["python text", "python actions", "python floor (no-op methods)", "rust", "rust listed"]

# OpenSpiel's player ids, as current_player() gives them.
CHANCE, TERMINAL = -1, -4

# Recorded games per game for the floor row.
RECORDED = 50


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
        if player == TERMINAL:
            return plies
        if player == CHANCE:
            game.play_chance(uniform())
        else:
            game.play_action(choice(game.legal_actions()))
        plies += 1


class Replay:
    """A stand-in for a game whose methods do no work: it replays a recorded
    game (the player of each ply and, at player plies, the legal actions),
    whatever is played."""

    __slots__ = ("_players", "_actions", "_ply")

    def __init__(self, players, actions):
        self._players, self._actions, self._ply = players, actions, 0

    def current_player(self):
        return self._players[self._ply]

    def legal_actions(self):
        return self._actions[self._ply]

    def play_action(self, action):
        self._ply += 1

    def play_chance(self, u):
        self._ply += 1


def record(make, games):
    """`games` random games of `make()` as (players, actions) per ply, for Replay."""
    rng = random.Random(2)
    recorded = []
    for _ in range(games):
        game, players, actions = make(), [], []
        while True:
            player = game.current_player()
            players.append(player)
            actions.append(game.legal_actions() if player >= 0 else None)
            if player == TERMINAL:
                break
            if player == CHANCE:
                game.play_chance(rng.random())
            else:
                game.play_action(rng.choice(actions[-1]))
        recorded.append((players, actions))
    return recorded


def rust_playout(game, rng):
    """One random game played in Rust; returns the plies played."""
    return game.random_playout(rng.getrandbits(64))


def rust_listed_playout(game, rng):
    """The dense-action loop played in Rust; returns the plies played."""
    return game._listed_playout(rng.getrandbits(64))


def measure(make, playout, seconds):
    """Whole games per CPU second and plies per CPU second of `playout`."""
    rng = random.Random(1)
    games = plies = 0
    start = time.process_time()
    while True:
        plies += playout(make(), rng)
        games += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds and games >= 3:
            return games / elapsed, plies / elapsed


def rows_of(make):
    """(make, playout) of each row of ROWS for one game."""
    recorded = itertools.cycle(record(make, RECORDED))
    return {
        "python text": (make, python_text_playout),
        "python actions": (make, python_action_playout),
        "python floor (no-op methods)": (lambda: Replay(*next(recorded)), python_action_playout),
        "rust": (make, rust_playout),
        "rust listed": (make, rust_listed_playout),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time per measurement (default 1)")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; each row keeps its best (default 3)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    results = {}
    print(f"{'game':<10} {'loop':<29} {'games/s':>9} {'plies/s':>11} {'ns/ply':>7} {'vs rust':>8}")
    for name, make in GAMES.items():
        loops = rows_of(make)
        best = {}
        for _ in range(max(1, args.repeat)):
            for label in ROWS:
                games, plies = measure(*loops[label], args.seconds)
                if label not in best or games > best[label][0]:
                    best[label] = (games, plies)
        rust_games = best["rust"][0]
        for label in ROWS:
            games, plies = best[label]
            ratio = games / rust_games
            print(f"{name:<10} {label:<29} {games:>9.1f} {plies:>11.0f} {1e9 / plies:>7.0f} {ratio:>8.1%}")
        results[name] = {label: {"games_per_s": g, "plies_per_s": p} for label, (g, p) in best.items()}
    if args.json:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
