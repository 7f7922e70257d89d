"""The boardkit games as PettingZoo AEC environments with action masks.

>>> from boardkit.pettingzoo import env
>>> e = env("towers")
>>> e.reset(seed=1)
>>> observation, reward, termination, truncation, info = e.last()
>>> sorted(observation)
['action_mask', 'observation']

``env(name, render_mode=None, max_plies=None, **options)`` takes a game name
(``"scirocco"``, ``"sirocco"``, ``"towers"``, ``"variant"``) and the keyword
options of its boardkit class (``players=3`` for Sirocco, ``width=8`` for
Towers, ...). A variant's name is the option ``variant`` (``name`` is the
game's): ``env("variant", variant="capablanca")``, with ``ini=text`` for a
section of a variants.ini text.

- Agents are ``player_0``, ``player_1``, ... in seat order.
- Actions are the boardkit dense actions: ``Discrete(num_distinct_actions)``.
- Observations are dicts: ``observation``, the boardkit observation tensor
  of the observing agent (float32), and ``action_mask``, an int8 vector with
  1 for the legal actions of the agent to move (all zeros for the others).
- Rewards come at the end: +1 for a winner and -1 for a loser of Scirocco,
  Towers and the variants (0 for a draw), each player's final score in Sirocco.
- Chance (Sirocco's die) is resolved inside the environment by its own
  generator, seeded by ``reset(seed=...)``; ``infos[agent]["throw"]`` holds
  the pending throw.
- ``max_plies`` truncates a game after that many agent moves (all agents then
  see ``truncation``); by default games run to their end.
- Render modes: ``"ansi"`` (the state text) and ``"svg"`` (an SVG string).
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import boardkit

__all__ = ["env", "BoardkitEnv"]

#: The largest value any observation tensor holds (Towers' ball counts).
_OBSERVATION_HIGH = 255.0


def env(name, render_mode=None, max_plies=None, **options):
    """A PettingZoo AEC environment of the boardkit game ``name``."""
    return BoardkitEnv(name, render_mode=render_mode, max_plies=max_plies, **options)


class BoardkitEnv(AECEnv):
    """An AEC environment of one boardkit game (see the module docs)."""

    metadata = {"render_modes": ["ansi", "svg"], "name": "boardkit_v0", "is_parallelizable": False}

    def __init__(self, name, render_mode=None, max_plies=None, **options):
        super().__init__()
        if name not in boardkit.GAMES:
            raise ValueError(f"unknown boardkit game {name!r} (expected one of {sorted(boardkit.GAMES)})")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is one of {self.metadata['render_modes']}, not {render_mode!r}")
        self._cls = boardkit.GAMES[name]
        if name == "variant" and "variant" in options:
            # The Variant class calls it `name`, which `env` takes for the game's.
            options = {**options, "name": options["variant"]}
            del options["variant"]
        self._options = options
        self._max_plies = max_plies
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"boardkit_{name}_v0"}
        probe = self._cls(**options)
        self.game = probe
        self.possible_agents = [f"player_{i}" for i in range(probe.num_players())]
        self._index = {agent: i for i, agent in enumerate(self.possible_agents)}
        actions = int(probe.num_distinct_actions())
        shape = tuple(probe.observation_shape())
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, _OBSERVATION_HIGH, shape, np.float32),
                    "action_mask": spaces.Box(0, 1, (actions,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self._rng = np.random.default_rng()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            for i, agent in enumerate(self.possible_agents):
                self.action_spaces[agent].seed(seed + i)
        self.game = self._cls(**self._options)
        self._plies = 0
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._resolve_chance()
        self.agent_selection = self.possible_agents[self.game.turn()]

    def _resolve_chance(self):
        """Plays chance outcomes (by their probabilities) until a player is to move."""
        while self.game.is_chance():
            outcomes = self.game.chance_actions()
            actions = [action for action, _ in outcomes]
            probabilities = np.array([p for _, p in outcomes])
            self.game.play_action(int(self._rng.choice(actions, p=probabilities / probabilities.sum())))
            for agent in self.agents:
                self.infos[agent]["throw"] = self.game.moves()[-1]

    def observe(self, agent):
        index = self._index[agent]
        mask = np.zeros(self.action_spaces[agent].n, np.int8)
        if self.game.turn() == index:
            mask[self.game.legal_actions()] = 1
        return {"observation": self.game.observation_tensor(index), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.game.play_action(int(action))
        self._plies += 1
        self._resolve_chance()
        self.rewards = {a: 0.0 for a in self.agents}
        if self.game.is_over():
            for a, value in zip(self.possible_agents, self._final_rewards()):
                self.rewards[a] = value
                self.terminations[a] = True
            self.agent_selection = agent
        elif self._max_plies is not None and self._plies >= self._max_plies:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = self.possible_agents[self.game.turn()]
        self._accumulate_rewards()
        if self.render_mode is not None:
            self.render()

    def _final_rewards(self):
        if self.game.scores() is not None:
            return [float(score) for score in self.game.scores()]
        winners = self.game.outcome()[0]
        players = self.game.num_players()
        if not winners or len(winners) == players:
            return [0.0] * players
        return [1.0 if i in winners else -1.0 for i in range(players)]

    def render(self):
        if self.render_mode is None:
            return None
        if self.render_mode == "svg":
            return self.game.to_svg()
        return str(self.game)

    def close(self):
        pass
