"""The Gymnasium vector-environment adapter of ``boardkit.vector`` (imported
on first use of ``boardkit.vector.GymnasiumVectorEnv``: it needs Gymnasium)."""

from __future__ import annotations

from typing import Any, Dict, Optional

import gymnasium
import numpy as np
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space


class GymnasiumVectorEnv(gymnasium.vector.VectorEnv):
    """A ``boardkit.vector.VectorEnv`` as a ``gymnasium.vector.VectorEnv``.

    - ``single_observation_space``: ``Box(0, inf, observation_shape, float32)``
      (the scalar ``observation_tensor()`` of the player to move);
      ``single_action_space``: ``Discrete(num_actions)``.
    - ``step(actions)`` returns ``rewards[num_envs]`` for the player who made
      each env's move (self-play: one policy plays every seat), and
      ``infos`` with ``"action_mask"`` (``bool[num_envs, num_actions]``, the
      next move's legal actions), ``"current_player"`` (who makes it) and
      ``"rewards"`` (every player's, ``float32[num_envs, num_players]``).
    - ``metadata["autoreset_mode"]`` is ``AutoresetMode.SAME_STEP``: a game
      that ends is reset within the step that reports its end, and the
      observation returned is already the new game's. The finished game's
      last observation is not kept (its value is the final reward).

    The observation and mask arrays are read-only views that the next step
    rewrites: copy them to keep them.
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, envs: Any):
        if envs.observations() is None:
            raise ValueError("a Gymnasium vector env needs observations: make the batch with observations=True")
        self.envs = envs
        self.num_envs = envs.num_envs
        self.single_observation_space = gymnasium.spaces.Box(0.0, np.inf, envs.observation_shape, np.float32)
        self.single_action_space = gymnasium.spaces.Discrete(envs.num_actions)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self._rows = np.arange(self.num_envs)

    def _info(self, rewards: Optional[np.ndarray] = None) -> Dict[str, Any]:
        info = {"action_mask": self.envs.legal_action_mask(), "current_player": self.envs.current_player()}
        if rewards is not None:
            info["rewards"] = rewards
        return info

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None):
        observations, _ = self.envs.reset(seed=seed)
        return observations, self._info()

    def step(self, actions: Any):
        movers = self.envs.current_player()
        observations, rewards, terminated, truncated, _ = self.envs.step(actions)
        return observations, rewards[self._rows, movers].astype(np.float64), terminated, truncated, self._info(rewards)

    def action_masks(self) -> np.ndarray:
        """The legal-action mask (the name masked-PPO implementations call)."""
        return self.envs.legal_action_mask()
