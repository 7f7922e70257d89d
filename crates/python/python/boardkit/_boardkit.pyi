"""Type stubs of the native module ``boardkit._boardkit``."""

import sys
from typing import Any

import numpy as np
import numpy.typing as npt

if sys.version_info >= (3, 11):
    from typing import Self
else:
    from typing_extensions import Self

__version__: str

class Scirocco:
    """Scirocco, the 10x10 chess variant for two players (Blue moves first).

    Moves are typed in either notation: coordinates (``e3e4``) or readable
    (``P e3-e4``); ``legal_moves()`` and ``moves()`` give coordinates.
    """
    def __init__(self, swaps: int = 0, symmetry: str = "rotational", literal_dervish: bool = False) -> None: ...

    @classmethod
    def from_text(cls, text: str) -> Self:
        """Reads a state from its text (what ``str()`` gives, or ``startpos moves P e3-e4 ...``); raises ValueError."""
    @classmethod
    def _restore(cls, start: str, options: int, moves: list[str]) -> Self: ...
    def players(self) -> list[str]:
        """The players' names in seat order; players are numbered by their place here."""
    def num_players(self) -> int:
        """The number of players."""
    def turn(self) -> int | None:
        """The player to move, or None at a chance turn and when the game is over."""
    def current_player(self) -> int:
        """The player to move, -1 at a chance turn, -4 when over (OpenSpiel's numbering)."""
    def is_chance(self) -> bool:
        """Whether a chance event (a die throw) is due."""
    def is_over(self) -> bool:
        """Whether the game is over."""
    def legal_moves(self) -> list[str]:
        """The legal moves (at a chance turn the chance outcomes) as texts, in the game's order."""
    def play(self, move: str) -> None:
        """Plays a move text; raises ValueError with the reason and leaves the state unchanged."""
    def chance_outcomes(self) -> list[tuple[str, float]]:
        """(move, probability) of each outcome of the pending chance event."""
    def chance_actions(self) -> list[tuple[int, float]]:
        """(chance action, probability) of each outcome of the pending chance event, ascending."""
    def play_chance(self, u: float) -> str:
        """Plays the chance outcome that a uniform u in [0, 1) picks; returns its text."""
    def outcome(self) -> tuple[list[int], str] | None:
        """(winners as player indices, reason) once over; no winners for a draw."""
    def outcome_text(self) -> str | None:
        """The outcome as players read it, e.g. "Blue wins (royal captured)"."""
    def scores(self) -> list[int] | None:
        """Each player's score (Sirocco); None for games without scores."""
    def moves(self) -> list[str]:
        """The moves played since start_text(), in order."""
    def start_text(self) -> str:
        """The text this game started from."""
    def clone(self) -> Self:
        """A copy with the same state and history."""
    def __copy__(self) -> Self: ...
    def __deepcopy__(self, memo: Any) -> Self: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, tuple[str, int, list[str]]]: ...
    def to_svg(self) -> str:
        """The state as an SVG picture."""
    def to_record(self, tags: dict[str, str] | None = None) -> str:
        """The game as a record text (tags, start, moves, result)."""
    @classmethod
    def from_record(cls, text: str) -> Self:
        """The game that a record text describes (every move replayed); raises ValueError."""
    def num_distinct_actions(self) -> int:
        """Player actions are 0..num_distinct_actions()."""
    def max_chance_outcomes(self) -> int:
        """Chance actions are 0..max_chance_outcomes() (0 without chance)."""
    def legal_actions(self) -> list[int]:
        """The legal moves as dense actions, ascending (chance actions at a chance turn)."""
    def action_to_move(self, action: int) -> str:
        """The move text of a dense action here; raises ValueError outside the layout."""
    def move_to_action(self, move: str) -> int:
        """The dense action of a move text here; raises ValueError."""
    def play_action(self, action: int) -> None:
        """Plays a dense action; raises ValueError and leaves the state unchanged."""
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of observation_tensor()."""
    def observation_tensor(self, player: int | None = None) -> npt.NDArray[np.float32]:
        """The observation of player (default: the player to move, else 0)."""
    def perft(self, depth: int) -> int:
        """Move paths of depth plies (chance outcomes are branches); releases the GIL."""
    def perft_divide(self, depth: int) -> list[tuple[str, int]]:
        """perft(depth - 1) after each legal move; releases the GIL."""
    def random_playout(self, seed: int, max_plies: int | None = None) -> int:
        """Plays random moves in Rust (GIL released) until the end or max_plies; returns the plies."""

class Sirocco:
    """Sirocco, the dice race-and-chase game for 2 to 4 players, with scores."""
    def __init__(self, players: int = 4, round_limit: int | None = None) -> None: ...

    @classmethod
    def from_text(cls, text: str) -> Self:
        """Reads a state from its text (what ``str()`` gives); raises ValueError."""
    @classmethod
    def _restore(cls, start: str, options: int, moves: list[str]) -> Self: ...
    def players(self) -> list[str]:
        """The players' names in seat order; players are numbered by their place here."""
    def num_players(self) -> int:
        """The number of players."""
    def turn(self) -> int | None:
        """The player to move, or None at a chance turn and when the game is over."""
    def current_player(self) -> int:
        """The player to move, -1 at a chance turn, -4 when over (OpenSpiel's numbering)."""
    def is_chance(self) -> bool:
        """Whether a chance event (a die throw) is due."""
    def is_over(self) -> bool:
        """Whether the game is over."""
    def legal_moves(self) -> list[str]:
        """The legal moves (at a chance turn the chance outcomes) as texts, in the game's order."""
    def play(self, move: str) -> None:
        """Plays a move text; raises ValueError with the reason and leaves the state unchanged."""
    def chance_outcomes(self) -> list[tuple[str, float]]:
        """(move, probability) of each outcome of the pending chance event."""
    def chance_actions(self) -> list[tuple[int, float]]:
        """(chance action, probability) of each outcome of the pending chance event, ascending."""
    def play_chance(self, u: float) -> str:
        """Plays the chance outcome that a uniform u in [0, 1) picks; returns its text."""
    def outcome(self) -> tuple[list[int], str] | None:
        """(winners as player indices, reason) once over; no winners for a draw."""
    def outcome_text(self) -> str | None:
        """The outcome as players read it, e.g. "Blue wins (royal captured)"."""
    def scores(self) -> list[int] | None:
        """Each player's score (Sirocco); None for games without scores."""
    def moves(self) -> list[str]:
        """The moves played since start_text(), in order."""
    def start_text(self) -> str:
        """The text this game started from."""
    def clone(self) -> Self:
        """A copy with the same state and history."""
    def __copy__(self) -> Self: ...
    def __deepcopy__(self, memo: Any) -> Self: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, tuple[str, int, list[str]]]: ...
    def to_svg(self) -> str:
        """The state as an SVG picture."""
    def to_record(self, tags: dict[str, str] | None = None) -> str:
        """The game as a record text (tags, start, moves, result)."""
    @classmethod
    def from_record(cls, text: str) -> Self:
        """The game that a record text describes (every move replayed); raises ValueError."""
    def num_distinct_actions(self) -> int:
        """Player actions are 0..num_distinct_actions()."""
    def max_chance_outcomes(self) -> int:
        """Chance actions are 0..max_chance_outcomes() (0 without chance)."""
    def legal_actions(self) -> list[int]:
        """The legal moves as dense actions, ascending (chance actions at a chance turn)."""
    def action_to_move(self, action: int) -> str:
        """The move text of a dense action here; raises ValueError outside the layout."""
    def move_to_action(self, move: str) -> int:
        """The dense action of a move text here; raises ValueError."""
    def play_action(self, action: int) -> None:
        """Plays a dense action; raises ValueError and leaves the state unchanged."""
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of observation_tensor()."""
    def observation_tensor(self, player: int | None = None) -> npt.NDArray[np.float32]:
        """The observation of player (default: the player to move, else 0)."""
    def perft(self, depth: int) -> int:
        """Move paths of depth plies (chance outcomes are branches); releases the GIL."""
    def perft_divide(self, depth: int) -> list[tuple[str, int]]:
        """perft(depth - 1) after each legal move; releases the GIL."""
    def random_playout(self, seed: int, max_plies: int | None = None) -> int:
        """Plays random moves in Rust (GIL released) until the end or max_plies; returns the plies."""

class Towers:
    """Towers, the two-player ball-sharing game (White moves first)."""
    def __init__(
        self,
        width: int = 6,
        height: int = 6,
        balls: int = 2,
        repetition_draw: bool = True,
        ply_limit: int | None = None,
    ) -> None: ...

    @classmethod
    def from_text(cls, text: str) -> Self:
        """Reads a state from its text (what ``str()`` gives); raises ValueError."""
    @classmethod
    def _restore(cls, start: str, options: int, moves: list[str]) -> Self: ...
    def players(self) -> list[str]:
        """The players' names in seat order; players are numbered by their place here."""
    def num_players(self) -> int:
        """The number of players."""
    def turn(self) -> int | None:
        """The player to move, or None at a chance turn and when the game is over."""
    def current_player(self) -> int:
        """The player to move, -1 at a chance turn, -4 when over (OpenSpiel's numbering)."""
    def is_chance(self) -> bool:
        """Whether a chance event (a die throw) is due."""
    def is_over(self) -> bool:
        """Whether the game is over."""
    def legal_moves(self) -> list[str]:
        """The legal moves (at a chance turn the chance outcomes) as texts, in the game's order."""
    def play(self, move: str) -> None:
        """Plays a move text; raises ValueError with the reason and leaves the state unchanged."""
    def chance_outcomes(self) -> list[tuple[str, float]]:
        """(move, probability) of each outcome of the pending chance event."""
    def chance_actions(self) -> list[tuple[int, float]]:
        """(chance action, probability) of each outcome of the pending chance event, ascending."""
    def play_chance(self, u: float) -> str:
        """Plays the chance outcome that a uniform u in [0, 1) picks; returns its text."""
    def outcome(self) -> tuple[list[int], str] | None:
        """(winners as player indices, reason) once over; no winners for a draw."""
    def outcome_text(self) -> str | None:
        """The outcome as players read it, e.g. "Blue wins (royal captured)"."""
    def scores(self) -> list[int] | None:
        """Each player's score (Sirocco); None for games without scores."""
    def moves(self) -> list[str]:
        """The moves played since start_text(), in order."""
    def start_text(self) -> str:
        """The text this game started from."""
    def clone(self) -> Self:
        """A copy with the same state and history."""
    def __copy__(self) -> Self: ...
    def __deepcopy__(self, memo: Any) -> Self: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, tuple[str, int, list[str]]]: ...
    def to_svg(self) -> str:
        """The state as an SVG picture."""
    def to_record(self, tags: dict[str, str] | None = None) -> str:
        """The game as a record text (tags, start, moves, result)."""
    @classmethod
    def from_record(cls, text: str) -> Self:
        """The game that a record text describes (every move replayed); raises ValueError."""
    def num_distinct_actions(self) -> int:
        """Player actions are 0..num_distinct_actions()."""
    def max_chance_outcomes(self) -> int:
        """Chance actions are 0..max_chance_outcomes() (0 without chance)."""
    def legal_actions(self) -> list[int]:
        """The legal moves as dense actions, ascending (chance actions at a chance turn)."""
    def action_to_move(self, action: int) -> str:
        """The move text of a dense action here; raises ValueError outside the layout."""
    def move_to_action(self, move: str) -> int:
        """The dense action of a move text here; raises ValueError."""
    def play_action(self, action: int) -> None:
        """Plays a dense action; raises ValueError and leaves the state unchanged."""
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of observation_tensor()."""
    def observation_tensor(self, player: int | None = None) -> npt.NDArray[np.float32]:
        """The observation of player (default: the player to move, else 0)."""
    def perft(self, depth: int) -> int:
        """Move paths of depth plies (chance outcomes are branches); releases the GIL."""
    def perft_divide(self, depth: int) -> list[tuple[str, int]]:
        """perft(depth - 1) after each legal move; releases the GIL."""
    def random_playout(self, seed: int, max_plies: int | None = None) -> int:
        """Plays random moves in Rust (GIL released) until the end or max_plies; returns the plies."""

class Variant:
    """A chess-family variant: chess, a bundled variant (capablanca, grand,
    shatranj, makruk, ...) or a section of a Fairy-Stockfish variants.ini
    text. Positions are ``<variant> <FEN>``, moves UCI (``e2e4``, ``e7e8q``)."""
    def __init__(self, name: str = "chess", ini: str | None = None) -> None: ...

    @classmethod
    def from_text(cls, text: str, ini: str | None = None) -> Self:
        """Reads ``<variant> [<FEN>] [moves ...]`` (the variant looked up in ini, then bundled); raises ValueError."""
    @classmethod
    def _restore(cls, start: str, ini: str | None, moves: list[str]) -> Self: ...
    def name(self) -> str:
        """The variant's name."""
    def ini(self) -> str | None:
        """The variants.ini text the rules came from; None for a bundled variant."""
    def board_size(self) -> tuple[int, int]:
        """(files, ranks)."""
    def piece_types(self) -> list[tuple[str, str, str]]:
        """(letter, option name, Betza) of each piece type, in the order of actions and planes."""
    def piece_at(self, file: int, rank: int) -> str | None:
        """The FEN letter of the piece on (file, rank) from 0, or None."""
    def fen(self) -> str:
        """The position's FEN."""
    def returns(self) -> list[float]:
        """+1/-1 for winner/loser, 0.0 each for a draw or a game in progress."""
    def players(self) -> list[str]:
        """The players' names in seat order; players are numbered by their place here."""
    def num_players(self) -> int:
        """The number of players."""
    def turn(self) -> int | None:
        """The player to move, or None at a chance turn and when the game is over."""
    def current_player(self) -> int:
        """The player to move, -1 at a chance turn, -4 when over (OpenSpiel's numbering)."""
    def is_chance(self) -> bool:
        """Whether a chance event (a die throw) is due."""
    def is_over(self) -> bool:
        """Whether the game is over."""
    def legal_moves(self) -> list[str]:
        """The legal moves (at a chance turn the chance outcomes) as texts, in the game's order."""
    def play(self, move: str) -> None:
        """Plays a move text; raises ValueError with the reason and leaves the state unchanged."""
    def chance_outcomes(self) -> list[tuple[str, float]]:
        """(move, probability) of each outcome of the pending chance event."""
    def chance_actions(self) -> list[tuple[int, float]]:
        """(chance action, probability) of each outcome of the pending chance event, ascending."""
    def play_chance(self, u: float) -> str:
        """Plays the chance outcome that a uniform u in [0, 1) picks; returns its text."""
    def outcome(self) -> tuple[list[int], str] | None:
        """(winners as player indices, reason) once over; no winners for a draw."""
    def outcome_text(self) -> str | None:
        """The outcome as players read it, e.g. "Blue wins (royal captured)"."""
    def scores(self) -> list[int] | None:
        """Each player's score (Sirocco); None for games without scores."""
    def moves(self) -> list[str]:
        """The moves played since start_text(), in order."""
    def start_text(self) -> str:
        """The text this game started from."""
    def clone(self) -> Self:
        """A copy with the same state and history."""
    def __copy__(self) -> Self: ...
    def __deepcopy__(self, memo: Any) -> Self: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, tuple[str, str | None, list[str]]]: ...
    def to_svg(self) -> str:
        """The state as an SVG picture."""
    def num_distinct_actions(self) -> int:
        """Player actions are 0..num_distinct_actions()."""
    def max_chance_outcomes(self) -> int:
        """Chance actions are 0..max_chance_outcomes() (0 without chance)."""
    def legal_actions(self) -> list[int]:
        """The legal moves as dense actions, ascending (chance actions at a chance turn)."""
    def action_to_move(self, action: int) -> str:
        """The move text of a dense action here; raises ValueError outside the layout."""
    def move_to_action(self, move: str) -> int:
        """The dense action of a move text here; raises ValueError."""
    def play_action(self, action: int) -> None:
        """Plays a dense action; raises ValueError and leaves the state unchanged."""
    def observation_shape(self) -> tuple[int, ...]:
        """The shape of observation_tensor()."""
    def observation_tensor(self, player: int | None = None) -> npt.NDArray[np.float32]:
        """The observation of player (default: the player to move, else 0)."""
    def perft(self, depth: int) -> int:
        """Move paths of depth plies (chance outcomes are branches); releases the GIL."""
    def perft_divide(self, depth: int) -> list[tuple[str, int]]:
        """perft(depth - 1) after each legal move; releases the GIL."""
    def random_playout(self, seed: int, max_plies: int | None = None) -> int:
        """Plays random moves in Rust (GIL released) until the end or max_plies; returns the plies."""


_Game = Scirocco | Sirocco | Towers | Variant

class Bot:
    """A computer player: Bot(spec, game, seed=0) with spec ``random``,
    ``alphabeta:depth=N``, ``expectimax:depth=N``, ``mcts:iterations=N`` or
    ``player:quick|standard|strong``; ``game`` is any state of its game."""
    def __init__(self, spec: str, game: _Game, seed: int = 0) -> None: ...
    @property
    def spec(self) -> str:
        """The spec the bot was made from."""
    def choose(self, state: _Game) -> str | None:
        """The move text the bot plays in state (GIL released), None when no player is to move."""

def write_record(game: _Game, tags: dict[str, Any] | None = None) -> str:
    """The game record text (tags, start, moves, result) of game."""

def read_record(text: str) -> tuple[_Game, list[tuple[str, str]]]:
    """(game, tags) of a record text, every move and the result checked; raises ValueError."""

class _VectorEnv:
    """The native batch behind boardkit.vector.VectorEnv."""
    def __init__(
        self, prototype: _Game, num_envs: int, seed: int = 0, observations: bool = True, threads: int = 1,
        max_plies: int | None = None,
    ) -> None: ...
    num_envs: int
    num_players: int
    num_actions: int
    observation_shape: list[int]
    threads: int
    def mask(self) -> npt.NDArray[np.bool_]: ...
    def observations(self) -> npt.NDArray[np.float32] | None: ...
    def reset(self, seed: int | None = None) -> None: ...
    def step(
        self, actions: npt.NDArray[np.int64]
    ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_]]: ...
    def sample_legal_actions(self) -> npt.NDArray[np.int64]: ...
    def current_player(self) -> npt.NDArray[np.int64]: ...
    def state_text(self, index: int) -> str: ...
    def legal_actions(self, index: int) -> list[int]: ...
    def _plies_played(self) -> int: ...
