"""The Python API against the Rust examples `inspect` and `perft` on seeded
random positions: the same legal moves, outcome, scores and perft counts."""

import subprocess

import pytest

import boardkit
from conftest import random_game

#: (example game name, factory, how to name the start for the examples).
GAMES = [
    pytest.param("scirocco", lambda: boardkit.Scirocco(), id="scirocco"),
    pytest.param("towers", lambda: boardkit.Towers(), id="towers"),
    pytest.param("towers", lambda: boardkit.Towers(width=5, height=7, balls=3), id="towers-5x7"),
    pytest.param("sirocco", lambda: boardkit.Sirocco(players=2), id="sirocco2"),
    pytest.param("sirocco", lambda: boardkit.Sirocco(players=3), id="sirocco3"),
    pytest.param("sirocco", lambda: boardkit.Sirocco(players=4), id="sirocco4"),
    pytest.param("chess", lambda: boardkit.Variant(), id="chess"),
    pytest.param("capablanca", lambda: boardkit.Variant("capablanca"), id="capablanca"),
]

#: Seeded positions per game: (seed, plies).
POSITIONS = [(seed, plies) for seed in range(12) for plies in (0, 7, 31, 90)]


def position(game, text):
    """A state text as the examples read it: a variant's without its name
    (the examples take the variant as the game)."""
    return text.split(" ", 1)[1] if isinstance(game, boardkit.Variant) else text


def run(program, *args):
    done = subprocess.run([program, *args], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, f"{program} {args[:2]}...: {done.stderr}"
    return done.stdout.splitlines()


@pytest.mark.parametrize(("name", "make"), GAMES)
def test_legal_moves_outcome_and_scores_match_inspect(rust_example, name, make):
    inspect = rust_example("inspect")
    for seed, plies in POSITIONS:
        game = random_game(make, seed, plies)
        # The start text and the moves, so that the example sees the same
        # history (Scirocco's repetition rule depends on it).
        lines = run(inspect, name, position(game, game.start_text()), "moves", *game.moves())
        outcome_at = next(i for i, line in enumerate(lines) if line.startswith("outcome: "))
        assert lines[:outcome_at] == sorted(game.legal_moves()), (seed, plies, str(game))
        expected = "outcome: ongoing" if game.outcome() is None else f"outcome: {game.outcome_text()}"
        assert lines[outcome_at] == expected
        if name == "sirocco":
            scores = ", ".join(f"{p} {s}" for p, s in zip(game.players(), game.scores()))
            assert lines[outcome_at + 1] == f"scores: {scores}"


@pytest.mark.parametrize(("name", "make"), GAMES)
def test_perft_matches_the_perft_example(rust_example, name, make):
    perft = rust_example("perft")
    depth = {"scirocco": 2, "towers": 3, "sirocco": 3, "chess": 3, "capablanca": 2}[name]
    for seed, plies in POSITIONS[::5]:
        game = random_game(make, seed, plies)
        # The examples count from the position text (no history).
        fresh = type(game).from_text(str(game))
        lines = run(perft, name, position(game, str(game)), str(depth), "--divide")
        assert lines[-1] == f"nodes {fresh.perft(depth)}", (seed, plies, str(game))
        divide = sorted(f"{move} {count}" for move, count in fresh.perft_divide(depth))
        assert lines[:-1] == divide
