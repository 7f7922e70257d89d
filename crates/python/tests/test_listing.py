"""A game object lists its legal moves once per state and reuses the list
(legal_actions, legal_moves, play_action, play): the list is always the
current state's, after every kind of move, refusal, copy and pickle."""

import pickle
import random

import pytest

import boardkit
from conftest import CONFIGS


def listing(game):
    """What the game lists now: its legal actions and its legal move texts."""
    return game.legal_actions(), game.legal_moves()


def unlisted(make, moves):
    """A new game that plays `moves` by text without ever listing its moves
    (every move checked on its own): the reference listing."""
    game = make()
    for move in moves:
        game.play(move)
    return listing(game)


def illegal_action(game, actions):
    """The smallest action that is not legal here (the first outside the
    layout when every action of it is legal, as at a throw)."""
    bound = game.max_chance_outcomes() if game.is_chance() else game.num_distinct_actions()
    return next(action for action in range(bound + 1) if action not in actions)


@pytest.mark.parametrize("make", CONFIGS)
def test_the_listed_moves_are_always_the_current_states(make):
    rng = random.Random(7)
    game = make()
    for ply in range(80):
        if game.is_over():
            assert listing(game) == ([], [])
            break
        actions, moves = listing(game)
        assert listing(game) == (actions, moves), "listed twice in one state"
        assert (actions, moves) == unlisted(make, game.moves())
        # Refusals leave the state, and so its listing, as they were.
        for refused in (lambda: game.play_action(illegal_action(game, actions)), lambda: game.play("zz")):
            with pytest.raises(ValueError):
                refused()
            assert listing(game) == (actions, moves)
        step = ply % 4
        if game.is_chance() and step == 0:
            game.play_chance(rng.random())
        elif step == 0:
            game.play_action(rng.choice(actions))
        elif step == 1:
            game.play(rng.choice(moves))
        elif step == 2:
            # A copy moved on leaves the original's listing alone, and lists
            # its own new state.
            other = game.clone()
            other.play_action(actions[-1])
            assert listing(game) == (actions, moves)
            assert listing(other) == unlisted(make, other.moves())
            game.play_action(actions[0])
        else:
            game = pickle.loads(pickle.dumps(game))
            assert listing(game) == (actions, moves)
            game.play(rng.choice(moves))
        assert listing(game) == unlisted(make, game.moves()), f"after ply {ply + 1}"


@pytest.mark.parametrize("make", CONFIGS)
def test_a_move_played_from_the_list_is_the_move_listed(make):
    for seed in range(5):
        rng = random.Random(seed)
        listed, checked = make(), make()
        while not listed.is_over() and len(listed.moves()) < 120:
            actions = listed.legal_actions()
            action = rng.choice(actions)
            move = listed.action_to_move(action)
            listed.play_action(action)
            checked.play(move)  # never listed: the checked path
            assert listed.moves()[-1] == move and listed == checked


def test_play_chance_picks_by_the_games_weights_after_a_listing():
    game = boardkit.Sirocco(players=3)
    assert game.legal_actions() == [0, 1, 2, 3, 4, 5]
    assert game.play_chance(0.5) == "roll 4" and not game.is_chance()
    assert game.legal_moves() == unlisted(lambda: boardkit.Sirocco(players=3), ["roll 4"])[1]
    # The texts play_chance returns are shared between calls, never changed.
    texts = set()
    for i in range(60):
        fresh = boardkit.Sirocco(players=2)
        texts.add(fresh.play_chance(i / 60))
    assert texts == {f"roll {k}" for k in range(1, 7)}


@pytest.mark.parametrize("make", CONFIGS)
def test_the_listed_playout_is_seeded_and_finishes(make):
    one, two = make(), make()
    plies = one._listed_playout(3)
    assert plies == two._listed_playout(3) == len(one.moves()) and one == two
    assert one.is_over()
    replayed = make()
    for move in one.moves():
        replayed.play(move)
    assert replayed == one
