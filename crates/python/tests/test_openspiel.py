"""The OpenSpiel games: registration, OpenSpiel's own random-simulation test,
its MCTS bot against a random bot, serialisation round trips."""

import pickle

import numpy as np
import pytest

from conftest import need

pyspiel = need("pyspiel")

import boardkit.openspiel  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402

boardkit.openspiel.register()

#: Every game and player count; the short ones keep hundreds of simulations
#: within seconds (OpenSpiel checks every state of every simulation).
SIMULATIONS = [
    ("boardkit_scirocco(max_plies=120)", 200),
    ("boardkit_towers(max_plies=120)", 200),
    ("boardkit_towers(width=8,height=8,balls=3,max_plies=120)", 100),
    ("boardkit_sirocco(players=2,round_limit=25)", 200),
    ("boardkit_sirocco(players=3,round_limit=20)", 200),
    ("boardkit_sirocco(players=4,round_limit=15)", 200),
    ("boardkit_variant(max_plies=120)", 100),
    ("boardkit_variant(variant=capablanca,max_plies=120)", 100),
    ("boardkit_variant(variant=breakthrough)", 100),
]

#: Whole games, checked with serialisation at every step.
FULL_GAMES = ["boardkit_scirocco", "boardkit_towers", "boardkit_sirocco(players=2)",
              "boardkit_sirocco(players=3)", "boardkit_sirocco(players=4)", "boardkit_variant",
              "boardkit_variant(variant=breakthrough)"]


def test_registration_and_game_types():
    boardkit.openspiel.register()  # twice is fine
    sirocco = pyspiel.load_game("boardkit_sirocco(players=4)")
    kind = sirocco.get_type()
    assert sirocco.num_players() == 4 and sirocco.max_chance_outcomes() == 6
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert (kind.min_num_players, kind.max_num_players) == (2, 4)
    assert pyspiel.load_game("boardkit_sirocco(players=2)").num_players() == 2
    for name, actions, shape in [("boardkit_scirocco", 30_000, [73, 10, 10]), ("boardkit_towers", 1296, [5, 6, 6])]:
        game = pyspiel.load_game(name)
        assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
        assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
        assert game.num_distinct_actions() == actions and game.observation_tensor_shape() == shape
        assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)
    with pytest.raises(ValueError):
        pyspiel.load_game("boardkit_sirocco(players=5)")
    for name, actions, shape in [("boardkit_variant", 32_768, [20, 8, 8]),
                                 ("boardkit_variant(variant=capablanca)", 8 * 80 * 80 + 2 * 80 * 80, [24, 8, 10])]:
        game = pyspiel.load_game(name)
        assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
        assert game.num_players() == 2 and game.max_chance_outcomes() == 0 and game.max_game_length() == 1000
        assert game.num_distinct_actions() == actions and game.observation_tensor_shape() == shape
        assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (-1.0, 1.0, 0.0)
    with pytest.raises(ValueError, match="unknown variant"):
        pyspiel.load_game("boardkit_variant(variant=nonesuch)")


@pytest.mark.parametrize(("name", "sims"), SIMULATIONS)
def test_openspiel_random_simulations(name, sims):
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=sims, serialize=False, verbose=False)


@pytest.mark.parametrize("name", FULL_GAMES)
def test_openspiel_random_simulations_of_whole_games_with_serialisation(name):
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=2, serialize=True, verbose=False)


def play_mcts_against_random(name, games, simulations, seed):
    game = pyspiel.load_game(name)
    rng = np.random.RandomState(seed)
    evaluator = boardkit.openspiel.RolloutEvaluator(n_rollouts=2, seed=seed)
    wins = 0
    for index in range(games):
        mcts_seat = index % 2
        bots = [None, None]
        bots[mcts_seat] = mcts.MCTSBot(game, uct_c=2.0, max_simulations=simulations, evaluator=evaluator,
                                       random_state=rng, solve=False)
        bots[1 - mcts_seat] = pyspiel.make_uniform_random_bot(1 - mcts_seat, int(rng.randint(2**31)))
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(bots[state.current_player()].step(state))
        wins += state.returns()[mcts_seat] > 0
    return wins


@pytest.mark.parametrize(("name", "simulations"), [("boardkit_towers", 60), ("boardkit_scirocco", 60),
                                                  ("boardkit_variant(variant=breakthrough)", 60)])
def test_openspiel_mcts_beats_a_random_bot(name, simulations):
    games = 10
    wins = play_mcts_against_random(name, games, simulations, seed=2026)
    assert wins > games // 2, f"MCTS won only {wins} of {games} games of {name}"


@pytest.mark.parametrize("name", FULL_GAMES)
def test_serialisation_and_pickling_round_trip(name):
    game = pyspiel.load_game(name)
    rng = np.random.RandomState(5)
    state = game.new_initial_state()
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(actions, p=probabilities)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game) and str(state2) == str(state) and state2.history() == state.history()
    restored = pickle.loads(pickle.dumps(state))
    assert str(restored) == str(state) and restored.legal_actions() == state.legal_actions()
    assert str(pickle.loads(pickle.dumps(game))) == str(game)
    clone = state.clone()
    assert str(clone) == str(state)
    if not clone.is_terminal():
        clone.apply_action(clone.legal_actions()[0])
        assert str(clone) != str(state)
    observation = np.array(state.observation_tensor(0))
    assert observation.size == np.prod(game.observation_tensor_shape())


def test_a_variant_of_a_variants_ini_text_is_an_openspiel_game():
    ini = "[wazirknight:chess]\nbishop = -\ncustomPiece1 = b:NW\n"
    game = boardkit.openspiel.VariantGame("wazirknight", ini=ini, max_plies=60)
    state = game.new_initial_state()
    assert len(state.legal_actions()) == 24 and str(state).startswith("wazirknight ")
    pyspiel.random_sim_test(game, num_sims=20, serialize=False, verbose=False)
    with pytest.raises(ValueError, match="line 2"):
        boardkit.openspiel.VariantGame("x", ini="[x:chess]\nfoo = 1\n")


def test_variant_observations_and_masks_are_the_boardkit_ones():
    game = pyspiel.load_game("boardkit_variant(variant=shatranj)")
    state = game.new_initial_state()
    rng = np.random.RandomState(3)
    for _ in range(30):
        if state.is_terminal():
            break
        bk = state.boardkit()
        assert state.legal_actions() == bk.legal_actions()
        for player in (0, 1):
            np.testing.assert_array_equal(np.array(state.observation_tensor(player)).reshape(bk.observation_shape()),
                                          bk.observation_tensor(player))
        state.apply_action(int(rng.choice(state.legal_actions())))
