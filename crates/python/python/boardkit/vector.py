"""Batched games for learning: thousands of games of one configuration stepped
together, with numpy arrays in and out and no Python object per game.

>>> from boardkit import vector
>>> envs = vector.make("towers", num_envs=4, seed=1)
>>> obs, info = envs.reset()
>>> obs.shape, envs.legal_action_mask().shape
((4, 5, 6, 6), (4, 1296))
>>> obs, rewards, terminated, truncated, info = envs.step(envs.sample_legal_actions())
>>> rewards.shape
(4, 2)

Every game in a batch is always at a player's decision: chance turns
(Sirocco's die) are resolved inside ``step`` from the game's own seeded
generator. A game that ends in a step reports its final rewards in that step
(``terminated`` or ``truncated`` set) and is reset at once, so the
observation, mask and current player that the same step leaves are already
the new game's (Gymnasium's "same-step" autoreset).

The observation and mask arrays are the batch's own, rewritten in place by
every step and returned as read-only views: copy them to keep them.

A new game or variant registers with one line::

    vector.register("towers8", lambda **options: boardkit.Towers(width=8, height=8, **options))
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Tuple

import numpy as np

import boardkit
from boardkit._boardkit import _VectorEnv

__all__ = ["VectorEnv", "make", "register", "gymnasium_env", "GAMES"]

#: The games ``make`` knows: name -> factory taking the game's options and
#: returning the scalar game object every env starts as.
GAMES: Dict[str, Callable[..., Any]] = {}


def register(name: str, factory: Callable[..., Any]) -> None:
    """Makes ``make(name, ...)`` batch ``factory(**options)``: a Scirocco,
    Sirocco, Towers or Variant object (any options, any start position)."""
    GAMES[name] = factory


register("scirocco", boardkit.Scirocco)
register("sirocco", boardkit.Sirocco)
register("towers", boardkit.Towers)
register("variant", boardkit.Variant)


def make(
    game: str,
    num_envs: int,
    seed: int = 0,
    *,
    observations: bool = True,
    threads: int = 1,
    max_plies: Optional[int] = None,
    **options: Any,
) -> "VectorEnv":
    """``num_envs`` games of ``game`` (a name in ``GAMES``) made with
    ``options`` (the scalar class's: ``players=3`` for Sirocco, ``width=8``
    for Towers, ``name="capablanca"`` for a variant, ...), seeded with
    ``seed``.

    ``observations=False`` skips the observations (``reset`` and ``step``
    then return None for them) when only masks are needed; ``threads``
    steps the batch on that many threads (the trajectories do not depend on
    it); ``max_plies`` truncates a game after that many player moves.
    """
    try:
        factory = GAMES[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(sorted(GAMES))}") from None
    return VectorEnv(factory(**options), num_envs, seed, observations=observations, threads=threads, max_plies=max_plies)


def _read_only(array: Optional[np.ndarray]) -> Optional[np.ndarray]:
    if array is None:
        return None
    view = array.view()
    view.flags.writeable = False
    return view


class VectorEnv:
    """``num_envs`` games that start as ``prototype`` (see ``make``).

    Attributes: ``num_envs``, ``num_players``, ``num_actions`` (the mask's
    width), ``observation_shape`` (one game's), ``game`` (the prototype).
    """

    def __init__(
        self,
        prototype: Any,
        num_envs: int,
        seed: int = 0,
        *,
        observations: bool = True,
        threads: int = 1,
        max_plies: Optional[int] = None,
    ):
        self.game = prototype.clone()
        self._native = _VectorEnv(prototype, int(num_envs), int(seed), bool(observations), int(threads), max_plies)
        self.num_envs = self._native.num_envs
        self.num_players = self._native.num_players
        self.num_actions = self._native.num_actions
        self.observation_shape = tuple(self._native.observation_shape)
        self.threads = self._native.threads
        self._mask = _read_only(self._native.mask())
        self._observations = _read_only(self._native.observations())

    def reset(self, seed: Optional[int] = None) -> Tuple[Optional[np.ndarray], Dict[str, Any]]:
        """Restarts every game (reseeding each game's generator from ``seed``
        when given) and returns (observations, info); info is empty."""
        self._native.reset(None if seed is None else int(seed))
        return self._observations, {}

    def legal_action_mask(self) -> np.ndarray:
        """``bool[num_envs, num_actions]``: the legal actions of each game."""
        return self._mask

    def observations(self) -> Optional[np.ndarray]:
        """``float32[num_envs, *observation_shape]``: each game seen by its
        player to move (as the scalar ``observation_tensor()``), or None."""
        return self._observations

    def current_player(self) -> np.ndarray:
        """``int64[num_envs]``: the player to move in each game."""
        return self._native.current_player()

    def sample_legal_actions(self) -> np.ndarray:
        """``int64[num_envs]``: a uniformly random legal action per game, from
        each game's seeded generator."""
        return self._native.sample_legal_actions()

    def step(self, actions: Any) -> Tuple[Optional[np.ndarray], np.ndarray, np.ndarray, np.ndarray, Dict[str, Any]]:
        """Plays one action per game and returns (observations, rewards
        ``float32[num_envs, num_players]``, terminated, truncated, info).

        Rewards are zero except in the step that ends a game: +1 for the
        winner and -1 for the loser of Scirocco and Towers (0 each for a
        draw), the final scores for Sirocco (as the OpenSpiel adapter's
        returns). That game is then already reset.

        Raises ValueError naming the first game whose action is not legal;
        then no game was stepped.
        """
        actions = np.ascontiguousarray(actions, dtype=np.int64)
        if actions.shape != (self.num_envs,):
            raise ValueError(f"step needs an array of {self.num_envs} actions, not shape {actions.shape}")
        rewards, terminated, truncated = self._native.step(actions)
        return self._observations, rewards, terminated, truncated, {}

    def state_text(self, index: int) -> str:
        """The state text of game ``index``; the game class's ``from_text``
        reads it (Scirocco's rule options are not in it)."""
        return self._native.state_text(int(index))

    def legal_actions(self, index: int) -> list:
        """The legal actions of game ``index``, ascending."""
        return self._native.legal_actions(int(index))

    def __repr__(self) -> str:
        return f"<boardkit.vector.VectorEnv {self.game!r} x {self.num_envs}>"


def gymnasium_env(game: str, num_envs: int, seed: int = 0, **kwargs: Any) -> "Any":
    """``make(game, num_envs, seed, **kwargs)`` behind Gymnasium's vector
    environment interface (``gymnasium.vector.VectorEnv``, Gymnasium 1.x),
    which RL libraries that take a Gymnasium vector env consume directly.
    See ``GymnasiumVectorEnv``."""
    from boardkit._gymnasium import GymnasiumVectorEnv

    return GymnasiumVectorEnv(make(game, num_envs, seed, **kwargs))


def __getattr__(name: str) -> Any:
    # GymnasiumVectorEnv subclasses gymnasium's class, so it is made on first
    # use: boardkit.vector itself does not need Gymnasium.
    if name == "GymnasiumVectorEnv":
        from boardkit._gymnasium import GymnasiumVectorEnv

        return GymnasiumVectorEnv
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
