"""Batched random play (boardkit.vector) against the scalar loops, the Rust
trait and OpenSpiel's own games.

    python crates/python/bench/vector.py [--envs 1024] [--seconds 0.5] [--repeat 10] [--json]

Plies are moves and chance outcomes (Sirocco's throws), counted alike in
every row. The games: Scirocco, Towers 6x6, Sirocco with 2 and 4 players,
and chess as ``boardkit.Variant(name="chess")`` (``--games`` picks some).
Rows per game:

- ``python actions``: the scalar dense-action loop of bench/playouts.py
  (``current_player()``, ``legal_actions()``, ``random.choice``,
  ``play_action``, ``play_chance``), one game at a time;
- ``rust trait``: ``random_playout(seed)``, whole random games in Rust
  through the ``Game`` trait (the games' fast pick paths, no listing);
- ``vector masks``: ``--envs`` games of ``boardkit.vector`` on one thread,
  each step ``legal_action_mask()``, ``sample_legal_actions()``,
  ``step(actions)``, with ``observations=False`` (masks only);
- ``vector masks+obs``: the same with the observations written every step;
- ``vector masks, 1 thread, wall`` and ``vector masks, N threads, wall``:
  the masks-only loop on one and on N threads, both in wall time, so that
  the two compare (the other rows are one thread in CPU time).

and, beside them, OpenSpiel's Python loop over its native ``chess`` and
``backgammon`` (``legal_actions``, ``random.choice``, ``apply_action``;
chance by ``chance_outcomes()``), measured in the same run when pyspiel is
installed.

One-thread rows are timed in process CPU time; the threaded rows in wall
time (CPU time adds the threads up). Each round measures every row once,
and each row keeps the best of ``--repeat`` rounds: many short rounds, so
that a burst of load on a shared machine spoils a few measurements of each
row rather than the whole of some rows. Build the package in release mode
first.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import time

import boardkit
from boardkit import vector

GAMES = {
    "scirocco": ("scirocco", {}),
    "towers": ("towers", {}),
    "sirocco2": ("sirocco", {"players": 2}),
    "sirocco4": ("sirocco", {"players": 4}),
    "chess": ("variant", {"name": "chess"}),
}

CHANCE, TERMINAL = -1, -4


def python_actions(name, options, seconds):
    """Plies per CPU second of the scalar dense-action loop."""
    rng = random.Random(1)
    choice, uniform = rng.choice, rng.random
    plies, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        game = vector.GAMES[name](**options)
        while True:
            player = game.current_player()
            if player == TERMINAL:
                break
            if player == CHANCE:
                game.play_chance(uniform())
            else:
                game.play_action(choice(game.legal_actions()))
            plies += 1
    return plies / (time.process_time() - start)


def rust_trait(name, options, seconds):
    """Plies per CPU second of whole random games in Rust (the Game trait)."""
    rng = random.Random(1)
    plies, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        plies += vector.GAMES[name](**options).random_playout(rng.getrandbits(64))
    return plies / (time.process_time() - start)


def batched(name, options, seconds, envs, threads=1, observations=False, wall=False):
    """Plies per second of batched random play with masks (CPU time on one
    thread, wall time on several or when ``wall``)."""
    batch = vector.make(name, envs, seed=1, threads=threads, observations=observations, **options)
    clock = time.process_time if threads == 1 and not wall else time.perf_counter
    mask, sample, step = batch.legal_action_mask, batch.sample_legal_actions, batch.step
    played, start = batch._native._plies_played(), clock()
    while clock() - start < seconds:
        for _ in range(8):
            mask()
            step(sample())
    return (batch._native._plies_played() - played) / (clock() - start)


def openspiel(game_name, seconds):
    """Plies per CPU second of OpenSpiel's Python loop over a native game."""
    import pyspiel

    game = pyspiel.load_game(game_name)
    rng = random.Random(1)
    plies, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            plies += 1
    return plies / (time.process_time() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--envs", type=int, default=1024)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    print(f"# {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"{time.strftime('%Y-%m-%d')}, {args.envs} envs, boardkit {boardkit.__version__}")
    results = {}
    rows = {
        "python actions": lambda n, o: python_actions(n, o, args.seconds),
        "rust trait": lambda n, o: rust_trait(n, o, args.seconds),
        "vector masks": lambda n, o: batched(n, o, args.seconds, args.envs),
        "vector masks+obs": lambda n, o: batched(n, o, args.seconds, args.envs, observations=True),
        "vector masks, 1 thread, wall": lambda n, o: batched(n, o, args.seconds, args.envs, wall=True),
        f"vector masks, {args.threads} threads, wall": lambda n, o: batched(n, o, args.seconds, args.envs, args.threads),
    }
    print(f"{'game':<10} {'loop':<30} {'plies/s':>12} {'vs python':>10} {'vs rust':>8}")
    for label in args.games:
        name, options = GAMES[label]
        best = {}
        for _ in range(max(1, args.repeat)):
            for row, run in rows.items():
                best[row] = max(best.get(row, 0.0), run(name, options))
        for row, rate in best.items():
            print(f"{label:<10} {row:<30} {rate:>12,.0f} {rate / best['python actions']:>9.1f}x "
                  f"{rate / best['rust trait']:>8.0%}")
        results[label] = best
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("(pyspiel is not installed: no OpenSpiel rows)")
    else:
        for game_name in ("chess", "backgammon"):
            rate = max(openspiel(game_name, args.seconds) for _ in range(max(1, args.repeat)))
            print(f"{'openspiel':<10} {game_name + ' (python loop)':<30} {rate:>12,.0f}")
            results[f"openspiel {game_name}"] = {"python loop": rate}
    if args.json:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
