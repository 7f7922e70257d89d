"""Shared helpers of the boardkit Python tests."""

import os
import pathlib
import random

import pytest

import boardkit

#: The repository root (crates/python/tests -> ../../..).
ROOT = pathlib.Path(__file__).resolve().parents[3]

#: Every game class with the option sets the tests run it with.
CONFIGS = [
    pytest.param(lambda: boardkit.Scirocco(), id="scirocco"),
    pytest.param(lambda: boardkit.Scirocco(swaps=0b1010_0101, symmetry="mirror"), id="scirocco-array"),
    pytest.param(lambda: boardkit.Sirocco(players=2), id="sirocco2"),
    pytest.param(lambda: boardkit.Sirocco(players=3), id="sirocco3"),
    pytest.param(lambda: boardkit.Sirocco(players=4), id="sirocco4"),
    pytest.param(lambda: boardkit.Towers(), id="towers"),
    pytest.param(lambda: boardkit.Towers(width=8, height=7, balls=3), id="towers-8x7"),
    pytest.param(lambda: boardkit.Variant(), id="chess"),
    pytest.param(lambda: boardkit.Variant("capablanca"), id="capablanca"),
]


def random_game(make, seed, plies):
    """The game `make()` after up to `plies` random moves (fewer if it ends)."""
    rng = random.Random(seed)
    game = make()
    for _ in range(plies):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    return game


def examples_dir():
    """Where the built Rust examples are (`inspect`, `perft`)."""
    return pathlib.Path(os.environ.get("BOARDKIT_EXAMPLES", ROOT / "target" / "release" / "examples"))


@pytest.fixture(scope="session")
def rust_example():
    """The path of a built Rust example; skips (fails under CI=true) when absent."""

    def find(name):
        path = examples_dir() / name
        if not path.exists():
            message = f"the Rust example {path} is not built (cargo build --release --example {name})"
            if os.environ.get("CI") == "true":
                pytest.fail(message)
            pytest.skip(message)
        return str(path)

    return find


def need(module):
    """Imports `module`; skips the test module without it, but fails under CI=true."""
    try:
        return __import__(module, fromlist=["_"])
    except ImportError as error:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{module} is missing under CI=true: {error}", pytrace=False)
        pytest.skip(f"{module} is not installed", allow_module_level=True)
