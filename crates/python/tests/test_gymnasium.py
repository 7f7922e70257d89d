"""boardkit.vector's Gymnasium vector-environment adapter and the numpy
self-play example built on it."""

import importlib.util

import numpy as np
import pytest

from conftest import ROOT, need

gymnasium = need("gymnasium")

from boardkit import vector  # noqa: E402


def test_spaces_and_autoreset_mode():
    env = vector.gymnasium_env("towers", 8, seed=1)
    assert isinstance(env, gymnasium.vector.VectorEnv)
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.SAME_STEP
    assert env.single_observation_space.shape == (5, 6, 6)
    assert env.single_action_space.n == 1296
    assert env.observation_space.shape == (8, 5, 6, 6)
    observations, info = env.reset(seed=3)
    assert observations in env.observation_space
    assert info["action_mask"].shape == (8, 1296)
    assert list(info["current_player"]) == [0] * 8


def test_the_reward_is_the_movers():
    env = vector.gymnasium_env("towers", 16, seed=2, width=4, height=4)
    _, info = env.reset()
    finished = 0
    for _ in range(300):
        movers = info["current_player"].copy()
        actions = env.envs.sample_legal_actions()
        assert np.array_equal(env.action_masks(), info["action_mask"])
        _, rewards, terminated, truncated, info = env.step(actions)
        assert rewards.shape == (16,)
        np.testing.assert_array_equal(rewards, info["rewards"][np.arange(16), movers])
        assert not rewards[~terminated].any()
        finished += int(terminated.sum())
    assert finished > 0


def test_the_self_play_example_runs():
    path = ROOT / "crates" / "python" / "examples" / "towers_selfplay.py"
    spec = importlib.util.spec_from_file_location("towers_selfplay", path)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    before, after = example.main(["--iterations", "2", "--envs", "16", "--steps", "16", "--eval-games", "8"])
    assert 0.0 <= before <= 1.0 and 0.0 <= after <= 1.0
