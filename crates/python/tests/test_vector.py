"""boardkit.vector: batched games against the scalar classes they batch.

Every check compares a batch with scalar games rebuilt from its state texts
(`from_text(state_text(i))`), so the batch is judged by the scalar API that
the other test modules pin."""

import hashlib

import numpy as np
import pytest

import boardkit
from boardkit import vector

#: (name, options) of every configuration batched here (Sirocco with a round
#: limit, so that games end within the tests).
CASES = [
    pytest.param("scirocco", {}, id="scirocco"),
    pytest.param("scirocco", {"swaps": 0b1010_0101, "symmetry": "mirror"}, id="scirocco-array"),
    pytest.param("sirocco", {"players": 2, "round_limit": 20}, id="sirocco2"),
    pytest.param("sirocco", {"players": 3, "round_limit": 20}, id="sirocco3"),
    pytest.param("sirocco", {"players": 4, "round_limit": 20}, id="sirocco4"),
    # Random Towers games on 6x6 take 330 plies on average: the rules' ply
    # limit (a draw) ends them within the test; 4x4 games end with a winner.
    pytest.param("towers", {"ply_limit": 100}, id="towers"),
    pytest.param("towers", {"width": 8, "height": 7, "balls": 3, "ply_limit": 100}, id="towers-8x7"),
    pytest.param("towers", {"width": 4, "height": 4}, id="towers-4x4"),
    pytest.param("variant", {"name": "chess"}, id="chess"),
    pytest.param("variant", {"name": "breakthrough"}, id="breakthrough"),
]


def scalar(envs, index):
    """Game `index` of the batch as a scalar game, read from its state text
    (without the repetition history that the text does not carry)."""
    return type(envs.game).from_text(envs.state_text(index))


def follow_chance(game, text, depth=3):
    """`game` after the chance outcomes that lead to the state `text` (the
    batch resolves chance inside its step); None when none does."""
    if not game.is_chance():
        return game if str(game) == text else None
    if depth == 0:
        return None
    for action, _ in game.chance_actions():
        child = game.clone()
        child.play_action(action)
        found = follow_chance(child, text, depth - 1)
        if found is not None:
            return found
    return None


def expected_returns(game):
    """The returns of a finished scalar game as the batch reports them."""
    scores = game.scores()
    if scores is not None:
        return [float(score) for score in scores]
    winners = game.outcome()[0]
    players = game.num_players()
    if not winners or len(winners) == players:
        return [0.0] * players
    return [1.0 if player in winners else -1.0 for player in range(players)]


def check_matches(envs, games, observations):
    """Masks, players and observations of every game of the batch equal
    those of the scalar `games`."""
    mask = envs.legal_action_mask()
    players = envs.current_player()
    for index, game in enumerate(games):
        assert not game.is_over() and not game.is_chance()
        legal = game.legal_actions()
        assert list(np.flatnonzero(mask[index])) == legal, index
        assert envs.legal_actions(index) == legal
        assert players[index] == game.current_player()
        if observations is not None:
            np.testing.assert_array_equal(observations[index], game.observation_tensor())


@pytest.mark.parametrize(("name", "options"), CASES)
def test_random_batched_play_matches_the_scalar_games(name, options):
    """Each game of the batch is shadowed by a scalar game that plays the same
    actions (and the chance outcomes the batch drew), with its history."""
    envs = vector.make(name, num_envs=6, seed=3, **options)
    observations, info = envs.reset()
    assert info == {}
    assert observations.shape == (6, *envs.observation_shape)
    assert envs.legal_action_mask().shape == (6, envs.num_actions)
    assert envs.num_actions == envs.game.num_distinct_actions()

    def fresh(index):
        game = follow_chance(envs.game.clone(), envs.state_text(index))
        assert game is not None, "a reset game is not at the start"
        return game

    games = [fresh(index) for index in range(envs.num_envs)]
    check_matches(envs, games, observations)
    finished = 0
    for _ in range(120):
        actions = envs.sample_legal_actions()
        for game, action in zip(games, actions):
            assert action in game.legal_actions()
        observations, rewards, terminated, truncated, _ = envs.step(actions)
        assert rewards.shape == (6, envs.num_players) and rewards.dtype == np.float32
        assert not truncated.any()
        for index, (game, action) in enumerate(zip(games, actions)):
            game.play_action(int(action))
            if game.is_over():
                # The final rewards come with this step; the game is reset.
                assert terminated[index]
                assert list(rewards[index]) == expected_returns(game)
                games[index] = fresh(index)
                finished += 1
            else:
                assert not terminated[index]
                assert not rewards[index].any()
                games[index] = follow_chance(game, envs.state_text(index))
                assert games[index] is not None, "the batch left a state the move does not lead to"
        check_matches(envs, games, observations)
    # Random Scirocco and chess games outlast the 120 steps.
    if name != "scirocco" and options.get("name") != "chess":
        assert finished > 0, "no game ended: the autoreset went untested"
    # The state texts read back as the same states.
    for index, game in enumerate(games):
        assert str(scalar(envs, index)) == str(game)


@pytest.mark.parametrize(("name", "options"), CASES)
def test_a_refused_step_changes_no_game(name, options):
    envs = vector.make(name, num_envs=5, seed=11, **options)
    for _ in range(3):
        envs.step(envs.sample_legal_actions())
    texts = [envs.state_text(index) for index in range(5)]
    mask, observations = envs.legal_action_mask().copy(), envs.observations().copy()
    actions = envs.sample_legal_actions()
    illegal = next(action for action in range(envs.num_actions) if not mask[3, action])
    for bad, message in [(illegal, "env 3: action"), (envs.num_actions, "outside the action space"), (-1, "env 3")]:
        refused = actions.copy()
        refused[3] = bad
        with pytest.raises(ValueError, match=message):
            envs.step(refused)
        assert [envs.state_text(index) for index in range(5)] == texts
        np.testing.assert_array_equal(envs.legal_action_mask(), mask)
        np.testing.assert_array_equal(envs.observations(), observations)
    with pytest.raises(ValueError, match="5 actions"):
        envs.step(actions[:4])
    # The refusals did not use up the games' generators either.
    twin = vector.make(name, num_envs=5, seed=11, **options)
    for _ in range(3):
        twin.step(twin.sample_legal_actions())
    np.testing.assert_array_equal(twin.sample_legal_actions(), actions)


@pytest.mark.parametrize(("name", "options"), CASES)
def test_same_seed_same_trajectories_on_any_number_of_threads(name, options):
    # 40 games: a threaded step splits them into parts of at least 16 games,
    # so two and three threads share three parts.
    count = 40

    def trajectory(seed, threads):
        envs = vector.make(name, num_envs=count, seed=seed, threads=threads, **options)
        steps = []
        for _ in range(40):
            actions = envs.sample_legal_actions()
            observations, rewards, terminated, _, _ = envs.step(actions)
            texts = tuple(envs.state_text(index) for index in range(count))
            mask = hashlib.sha256(envs.legal_action_mask().tobytes()).digest()
            steps.append((tuple(actions), rewards.tobytes(), terminated.tobytes(), observations.tobytes(), mask, texts))
        return steps

    one = trajectory(5, 1)
    assert trajectory(5, 1) == one
    assert trajectory(5, 3) == one
    assert trajectory(6, 2) != one


def test_reset_with_a_seed_replays_the_same_games():
    envs = vector.make("sirocco", num_envs=4, seed=1, players=3)
    first = []
    for _ in range(10):
        first.append(envs.state_text(0))
        envs.step(envs.sample_legal_actions())
    envs.reset(seed=1)
    again = []
    for _ in range(10):
        again.append(envs.state_text(0))
        envs.step(envs.sample_legal_actions())
    assert again == first


def test_observations_can_be_skipped():
    envs = vector.make("towers", num_envs=4, seed=2, observations=False)
    observations, _ = envs.reset()
    assert observations is None and envs.observations() is None
    for _ in range(30):
        observations, *_ = envs.step(envs.sample_legal_actions())
        assert observations is None
    check_matches(envs, [scalar(envs, index) for index in range(4)], None)


def test_the_returned_arrays_are_read_only_views():
    envs = vector.make("towers", num_envs=2, seed=2)
    with pytest.raises(ValueError):
        envs.legal_action_mask()[0, 0] = True
    with pytest.raises(ValueError):
        envs.observations()[0, 0, 0, 0] = 1.0


def test_max_plies_truncates_and_resets():
    envs = vector.make("towers", num_envs=3, seed=4, max_plies=5)
    start = str(envs.game)
    for ply in range(1, 6):
        _, rewards, terminated, truncated, _ = envs.step(envs.sample_legal_actions())
        assert not rewards.any()
        assert not terminated.any()
        assert truncated.all() == (ply == 5)
    assert all(envs.state_text(index) == start for index in range(3))


def test_a_batch_starts_where_its_prototype_stands():
    game = boardkit.Towers()
    game.play("c1-c3")
    envs = vector.VectorEnv(game, 3, seed=0)
    assert all(envs.state_text(index) == str(game) for index in range(3))
    assert list(envs.current_player()) == [1, 1, 1]


def test_unknown_games_and_options_are_refused():
    with pytest.raises(ValueError, match="unknown game"):
        vector.make("chess", 4)
    with pytest.raises(ValueError):
        vector.make("sirocco", 4, players=5)
    with pytest.raises(ValueError):
        vector.make("towers", 0)
    with pytest.raises(IndexError):
        vector.make("towers", 2).state_text(2)


def test_registering_a_variant_is_one_line():
    vector.register("towers-5x5", lambda **options: boardkit.Towers(width=5, height=5, **options))
    try:
        envs = vector.make("towers-5x5", 2, seed=1)
        assert envs.observation_shape == (5, 5, 5)
    finally:
        del vector.GAMES["towers-5x5"]


@pytest.mark.parametrize(("name", "options"), CASES)
def test_the_mask_holds_exactly_the_legal_actions_after_many_steps(name, options):
    """A mask row is updated by clearing the last state's actions and setting
    the new ones, never rewritten whole: after hundreds of steps and resets
    every row must still hold the legal actions and nothing else (no stale
    entry), whether a step plays the sampled action or another one."""
    envs = vector.make(name, num_envs=16, seed=9, observations=False, max_plies=150, **options)
    ends = 0
    for step in range(300):
        sampled = envs.sample_legal_actions()
        if step % 3 == 0:
            # Not the sampled action: the lowest legal one (the search path
            # of a step, and a sample drawn but not played).
            actions = np.array([envs.legal_actions(index)[0] for index in range(envs.num_envs)], dtype=np.int64)
        else:
            actions = sampled
        _, _, terminated, truncated, _ = envs.step(actions)
        ends += int(terminated.sum() + truncated.sum())
    mask = envs.legal_action_mask()
    for index in range(envs.num_envs):
        game = scalar(envs, index)
        assert list(np.flatnonzero(mask[index])) == envs.legal_actions(index)
        if name != "scirocco":
            # Scirocco's text carries no repetition history, so its scalar
            # twin may allow a move that would repeat a position a third time.
            assert envs.legal_actions(index) == game.legal_actions(), index
    assert int(mask.sum()) == sum(len(envs.legal_actions(index)) for index in range(envs.num_envs))
    assert ends > 0, "no game ended or was cut off: the reset path went untested"
