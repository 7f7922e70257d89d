"""Bots, game records and round-robins (boardkit.Bot, read_record,
write_record, boardkit.distributed), in this process and over a local Ray."""

import json
import os
import random
import subprocess
import sys

import pytest

import boardkit
from boardkit import distributed
from conftest import CONFIGS, random_game

SPECS = ["random", "alphabeta:depth=1", "expectimax:depth=1", "mcts:iterations=20", "player:quick"]


@pytest.mark.parametrize("make", CONFIGS)
@pytest.mark.parametrize("spec", SPECS)
def test_every_bot_plays_legal_moves_and_is_seeded(make, spec):
    game = random_game(make, 3, 6)
    if game.is_chance():
        game.play_chance(0.5)
    if game.is_over():
        pytest.skip("the random opening ended the game")
    first = boardkit.Bot(spec, game, seed=9).choose(game)
    assert first in game.legal_moves()
    assert boardkit.Bot(spec, game, seed=9).choose(game) == first
    assert boardkit.Bot(spec, game).spec == spec


def test_a_bot_without_a_decision_to_make_returns_none():
    game = boardkit.Sirocco(players=2)
    assert game.is_chance()
    assert boardkit.Bot("random", game).choose(game) is None


@pytest.mark.parametrize(
    "spec", ["", "minimax", "alphabeta", "alphabeta:depth=0", "alphabeta:depth=x", "mcts:depth=3", "player:huge", "random:1"]
)
def test_bad_specs_are_refused(spec):
    with pytest.raises(ValueError):
        boardkit.Bot(spec, boardkit.Towers())


def test_a_bot_refuses_another_games_state():
    bot = boardkit.Bot("random", boardkit.Towers())
    with pytest.raises(ValueError, match="another game"):
        bot.choose(boardkit.Scirocco())


@pytest.mark.parametrize("make", CONFIGS)
def test_records_round_trip(make):
    for seed in range(3):
        game = random_game(make, seed, 60 + 40 * seed)
        text = boardkit.write_record(game, {"Event": "test", "Bots": "a, b"})
        read, tags = boardkit.read_record(text)
        assert type(read) is type(game)
        assert str(read) == str(game) and read.moves() == game.moves()
        assert read.outcome() == game.outcome()
        assert dict(tags)["Event"] == "test"


def test_a_bad_record_is_refused():
    game = boardkit.Towers()
    game.play("c1-c3")
    text = boardkit.write_record(game)
    with pytest.raises(ValueError):
        boardkit.read_record(text.replace("c1-c3", "c1-c4"))
    with pytest.raises(ValueError):
        boardkit.read_record("[Game \"Chess\"]\n\n*\n")


def check_replays(results):
    """Every record replays to the result the round-robin counted."""
    assert len(results.records) == len(results.seats) == len(results.winners)
    wins = {bot: 0 for bot in results.bots}
    draws = unfinished = 0
    for record, seats, winners in zip(results.records, results.seats, results.winners):
        game, tags = boardkit.read_record(record)
        assert dict(tags)["Bots"] == ", ".join(seats)
        if winners is None:
            assert not game.is_over()
            unfinished += 1
            continue
        assert game.is_over()
        assert game.outcome()[0] == winners
        if len(winners) == 1:
            wins[seats[winners[0]]] += 1
        else:
            draws += 1
    assert (results.wins, results.draws, results.unfinished) == (wins, draws, unfinished)


def test_an_in_process_round_robin():
    bots = ["random", "alphabeta:depth=2", "player:quick"]
    results = distributed.play_matches("towers", bots, games=2, seed=4, workers=0)
    assert len(results.records) == 3 * 2
    # Each pairing moves first once each.
    assert sorted(results.seats) == sorted(
        [(a, b) for a, b in [(bots[0], bots[1]), (bots[0], bots[2]), (bots[1], bots[2])]]
        + [(b, a) for a, b in [(bots[0], bots[1]), (bots[0], bots[2]), (bots[1], bots[2])]]
    )
    check_replays(results)
    assert results.wins["random"] < results.wins["alphabeta:depth=2"] + results.wins["player:quick"]
    assert "alphabeta:depth=2" in results.table()
    again = distributed.play_matches("towers", bots, games=2, seed=4, workers=0)
    assert again.records == results.records


def test_a_multiplayer_round_robin_seats_every_group():
    bots = ["random", "expectimax:depth=1", "mcts:iterations=10", "player:quick"]
    results = distributed.play_matches("sirocco", bots, games=3, seed=1, workers=0, options={"players": 3},
                                       max_plies=200)
    assert len(results.records) == 4 * 3
    assert all(len(seats) == 3 for seats in results.seats)
    check_replays(results)


def test_unfinished_games_are_counted_and_recorded_as_such():
    results = distributed.play_matches("scirocco", ["random", "alphabeta:depth=1"], games=2, seed=2, workers=0,
                                       max_plies=6)
    assert results.unfinished == 2 and results.draws == 0 and sum(results.wins.values()) == 0
    check_replays(results)


def test_round_robin_refusals():
    with pytest.raises(ValueError):
        distributed.play_matches("towers", ["random"], workers=0)
    with pytest.raises(ValueError):
        distributed.play_matches("towers", ["random", "random"], workers=0)
    with pytest.raises(ValueError):
        distributed.play_matches("towers", ["random", "nonsense"], workers=0)
    with pytest.raises(ValueError):
        distributed.play_matches("chess", ["random", "alphabeta:depth=1"], workers=0)


def test_the_command_line_prints_the_table():
    command = [sys.executable, "-m", "boardkit.distributed", "towers", "random", "alphabeta:depth=1",
               "--games", "2", "--workers", "0", "--option", "width=5"]
    printed = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120).stdout
    assert "towers: 2 games, 2 bots" in printed
    assert "alphabeta:depth=1" in printed and "draws" in printed


def ray_or_skip():
    try:
        import ray  # noqa: F401
    except ImportError as error:
        if os.environ.get("CI") == "true":
            pytest.fail(f"ray is missing under CI=true: {error}", pytrace=False)
        pytest.skip("ray is not installed")


def test_a_round_robin_over_a_local_ray_cluster(tmp_path):
    ray_or_skip()
    bots = ["random", "alphabeta:depth=1", "mcts:iterations=20"]
    seed = random.Random(8).getrandbits(32)
    # In a child process with a time bound: a Ray cluster that cannot start
    # fails the test instead of hanging the suite.
    records = tmp_path / "records.txt"
    command = [sys.executable, "-m", "boardkit.distributed", "towers", *bots, "--games", "2", "--seed", str(seed),
               "--workers", "2", "--ray-address", "local", "--records", str(records)]
    printed = subprocess.run(command, capture_output=True, text=True, check=True, timeout=600).stdout
    local = distributed.play_matches("towers", bots, games=2, seed=seed, workers=0)
    assert printed.strip() == local.table()
    assert records.read_text() == "\n".join(local.records)
    check_replays(local)


def test_a_multiplayer_round_robin_over_ray_matches_the_in_process_one():
    ray_or_skip()
    bots = ["random", "player:quick", "mcts:iterations=10"]
    script = (
        "import json; from boardkit import distributed; "
        "r = distributed.play_matches('sirocco', %r, games=2, seed=3, workers=2, ray_address='local', "
        "options={'players': 3}, max_plies=300); print(json.dumps(r.records))" % (bots,)
    )
    printed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                             timeout=600).stdout
    records = json.loads(printed.strip().splitlines()[-1])
    local = distributed.play_matches("sirocco", bots, games=2, seed=3, workers=0, options={"players": 3},
                                     max_plies=300)
    assert records == local.records
    check_replays(local)
