"""The boardkit games as OpenSpiel games.

>>> import pyspiel
>>> import boardkit.openspiel
>>> boardkit.openspiel.register()
>>> game = pyspiel.load_game("boardkit_sirocco(players=4)")
>>> game.num_players()
4

``register()`` registers four Python games with ``pyspiel.register_game``:

=====================  ============================================  =========================
short name             parameters (default)                          utility
=====================  ============================================  =========================
``boardkit_scirocco``  ``swaps`` (0), ``mirror`` (False),            zero-sum, +1/-1/0
                       ``max_plies`` (2000)
``boardkit_sirocco``   ``players`` (4, 2-4), ``round_limit`` (1000)   general-sum: the scores
``boardkit_towers``    ``width`` (6), ``height`` (6), ``balls`` (2),  zero-sum, +1/-1/0
                       ``repetition_draw`` (True), ``max_plies``
                       (2000)
``boardkit_variant``   ``variant`` ("chess": any bundled variant),   zero-sum, +1/-1/0
                       ``max_plies`` (1000)
=====================  ============================================  =========================

All are sequential perfect-information games; Sirocco has explicit
stochastic chance (the die: chance actions 0-5 are ``roll 1`` - ``roll 6``).
OpenSpiel needs a bound on the game length, so every game has one: Towers'
``max_plies`` is the rules' ply limit (a draw), Sirocco's ``round_limit`` the
rules' round limit (scored as usual), and Scirocco, whose rules have no
limit, is a draw after ``max_plies`` plies (``truncated()`` is then true);
so is a variant (whose move rule and repetitions may or may not end it
first). A variant of a user's variants.ini text is not registered by name:
``VariantGame(name, ini)`` makes it an OpenSpiel game object directly
(``load_game`` and game strings cannot carry the ini text).

Actions and observation tensors are those of the boardkit classes
(``legal_actions()``, ``observation_tensor()``; layouts in docs/python.md).
States serialise as their action history, so
``pyspiel.serialize_game_and_state`` / ``deserialize_game_and_state`` and
``pickle`` round-trip.

``RolloutEvaluator`` is an evaluator for OpenSpiel's ``MCTSBot`` that plays
its random rollouts inside boardkit's Rust code, which is what makes MCTS on
these long games fast enough.
"""

from __future__ import annotations

import numpy as np
import pyspiel

import boardkit

__all__ = ["register", "RolloutEvaluator", "GAME_NAMES", "VariantGame"]

#: The OpenSpiel short names registered by ``register()``.
GAME_NAMES = ("boardkit_scirocco", "boardkit_sirocco", "boardkit_towers", "boardkit_variant")

_CHANCE = int(pyspiel.PlayerId.CHANCE)
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)


def _game_type(short_name, long_name, *, chance, utility, players, parameters):
    return pyspiel.GameType(
        short_name=short_name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(players),
        min_num_players=min(players),
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


_SCIROCCO_TYPE = _game_type(
    "boardkit_scirocco",
    "boardkit Scirocco",
    chance=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    players=(2,),
    parameters={"swaps": 0, "mirror": False, "max_plies": 2000},
)
_SIROCCO_TYPE = _game_type(
    "boardkit_sirocco",
    "boardkit Sirocco",
    chance=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    players=(2, 3, 4),
    parameters={"players": 4, "round_limit": 1000},
)
_TOWERS_TYPE = _game_type(
    "boardkit_towers",
    "boardkit Towers",
    chance=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    players=(2,),
    parameters={"width": 6, "height": 6, "balls": 2, "repetition_draw": True, "max_plies": 2000},
)

_VARIANT_TYPE = _game_type(
    "boardkit_variant",
    "boardkit chess variant",
    chance=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    players=(2,),
    parameters={"variant": "chess", "max_plies": 1000},
)


class _BoardkitGame(pyspiel.Game):
    """An OpenSpiel game over one boardkit class (subclasses set the details)."""

    def __init__(self, game_type, params, start, max_length, utilities):
        self._start = start
        info = pyspiel.GameInfo(
            num_distinct_actions=int(start.num_distinct_actions()),
            max_chance_outcomes=int(start.max_chance_outcomes()),
            num_players=start.num_players(),
            min_utility=float(utilities[0]),
            max_utility=float(utilities[1]),
            utility_sum=0.0 if game_type.utility == pyspiel.GameType.Utility.ZERO_SUM else None,
            max_game_length=int(max_length),
        )
        super().__init__(game_type, info, params or {})
        self._max_plies = int(max_length)

    def new_initial_state(self):
        """The start of a game."""
        return _BoardkitState(self, self._start.clone())

    def make_py_observer(self, iig_obs_type=None, params=None):
        """The observer of the boardkit observation tensor."""
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        return _Observer(self._start.observation_shape())

    def boardkit_start(self):
        """A copy of the boardkit start state."""
        return self._start.clone()

    def returns_of(self, bk):
        """The returns of a finished boardkit state (zeros while it goes on)."""
        players = bk.num_players()
        if not bk.is_over():
            return [0.0] * players
        winners = bk.outcome()[0]
        if not winners or len(winners) == players:
            return [0.0] * players
        return [1.0 if p in winners else -1.0 for p in range(players)]


class _SciroccoGame(_BoardkitGame):
    def __init__(self, params=None):
        params = params or {}
        full = {**_SCIROCCO_TYPE.parameter_specification, **params}
        symmetry = "mirror" if full["mirror"] else "rotational"
        start = boardkit.Scirocco(swaps=int(full["swaps"]), symmetry=symmetry)
        super().__init__(_SCIROCCO_TYPE, params, start, full["max_plies"], (-1, 1))


class _TowersGame(_BoardkitGame):
    def __init__(self, params=None):
        params = params or {}
        full = {**_TOWERS_TYPE.parameter_specification, **params}
        start = boardkit.Towers(
            width=int(full["width"]),
            height=int(full["height"]),
            balls=int(full["balls"]),
            repetition_draw=bool(full["repetition_draw"]),
            ply_limit=int(full["max_plies"]),
        )
        super().__init__(_TOWERS_TYPE, params, start, full["max_plies"], (-1, 1))


class _SiroccoGame(_BoardkitGame):
    def __init__(self, params=None):
        params = params or {}
        full = {**_SIROCCO_TYPE.parameter_specification, **params}
        players = int(full["players"])
        rounds = int(full["round_limit"])
        start = boardkit.Sirocco(players=players, round_limit=rounds)
        # A capture is worth 3, an arrived pawn 2: at most every opposing
        # pawn captured and all six own pawns home.
        best = 3 * 6 * (players - 1) + 2 * 6
        # Every round is a throw and a move per player.
        super().__init__(_SIROCCO_TYPE, params, start, 2 * players * rounds, (0, best))

    def returns_of(self, bk):
        if not bk.is_over():
            return [0.0] * bk.num_players()
        return [float(score) for score in bk.scores()]


class VariantGame(_BoardkitGame):
    """A chess variant as an OpenSpiel game: ``boardkit_variant(variant=...)``
    for a bundled variant, or ``VariantGame("mine", ini=text)`` for a section
    of a variants.ini text (such a game is made directly, not by
    ``load_game``). The parameter is ``variant``: OpenSpiel keeps ``name``
    for the game's own name."""

    def __init__(self, params=None, ini=None, **kwargs):
        # `VariantGame("mine", ini=...)` and OpenSpiel's `VariantGame(params)`.
        if isinstance(params, str):
            params = {"variant": params}
        params = {**(params or {}), **kwargs}
        full = {**_VARIANT_TYPE.parameter_specification, **params}
        start = boardkit.Variant(str(full["variant"]), ini=ini)
        super().__init__(_VARIANT_TYPE, params, start, int(full["max_plies"]), (-1, 1))


class _BoardkitState(pyspiel.State):
    """An OpenSpiel state holding a boardkit state."""

    def __init__(self, game, bk):
        super().__init__(game)
        self._bk = bk
        self._plies = 0
        self._max_plies = game._max_plies

    def boardkit(self):
        """The boardkit state (a copy)."""
        return self._bk.clone()

    def truncated(self):
        """Whether the ply bound of a game without one in its rules ended it."""
        return not self._bk.is_over() and self._plies >= self._max_plies

    def current_player(self):
        if self.truncated():
            return _TERMINAL
        return self._bk.current_player()

    def _legal_actions(self, player):
        if self.truncated() or player != self._bk.current_player():
            return []
        return self._bk.legal_actions()

    def chance_outcomes(self):
        return self._bk.chance_actions()

    def _apply_action(self, action):
        self._bk.play_action(int(action))
        self._plies += 1

    def _action_to_string(self, player, action):
        try:
            return self._bk.action_to_move(int(action))
        except ValueError:
            return f"action {action}"

    def is_terminal(self):
        return self._bk.is_over() or self.truncated()

    def returns(self):
        return self.get_game().returns_of(self._bk)

    def rewards(self):
        return self.returns()

    def __str__(self):
        return str(self._bk)


class _Observer:
    """OpenSpiel's PyObserver over the boardkit observation tensor."""

    def __init__(self, shape):
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state, player):
        self.tensor[:] = state._bk.observation_tensor(int(player)).reshape(-1)

    def string_from(self, state, player):
        del player
        return str(state._bk)


class RolloutEvaluator:
    """An evaluator for ``open_spiel.python.algorithms.mcts.MCTSBot``.

    Like OpenSpiel's ``RandomRolloutEvaluator`` (uniform priors, the mean
    returns of ``n_rollouts`` random playouts), but each playout runs in
    boardkit's Rust code (``random_playout``) instead of move by move
    through Python.
    """

    def __init__(self, n_rollouts=1, seed=None):
        self._n = n_rollouts
        self._rng = np.random.default_rng(seed)

    def evaluate(self, state):
        game = state.get_game()
        total = np.zeros(game.num_players())
        for _ in range(self._n):
            bk = state._bk.clone()
            remaining = max(0, state._max_plies - state._plies)
            plies = bk.random_playout(int(self._rng.integers(2**63)), max_plies=remaining)
            if state._plies + plies >= state._max_plies and not bk.is_over():
                continue  # truncated: a draw, zero returns
            total += game.returns_of(bk)
        return total / self._n

    def prior(self, state):
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions(state.current_player())
        return [(action, 1.0 / len(actions)) for action in actions]


_REGISTERED = False


def register():
    """Registers ``boardkit_scirocco``, ``boardkit_sirocco``,
    ``boardkit_towers`` and ``boardkit_variant`` with OpenSpiel (once; later
    calls do nothing)."""
    global _REGISTERED
    if _REGISTERED:
        return
    pyspiel.register_game(_SCIROCCO_TYPE, _SciroccoGame)
    pyspiel.register_game(_SIROCCO_TYPE, _SiroccoGame)
    pyspiel.register_game(_TOWERS_TYPE, _TowersGame)
    pyspiel.register_game(_VARIANT_TYPE, VariantGame)
    _REGISTERED = True
