//! The native part of the `boardkit` Python package (`boardkit._boardkit`):
//! one Python class per game — `Scirocco`, `Sirocco`, `Towers`, and
//! `Variant` for chess and its variants — sharing one shape, with dense
//! actions and observation tensors for learning.
//!
//! The pure-Python parts (the OpenSpiel and PettingZoo adapters, type
//! stubs) live in `python/boardkit/`; maturin packages both
//! (`pip install ./crates/python`). The layouts of actions and observations
//! are documented in `scirocco.rs`, `sirocco.rs`, `towers.rs` and
//! `variant.rs`, and in `docs/python.md`.
//!
//! Everything a Python user passes in is checked: a bad text, an illegal
//! move or an action outside the layout raises `ValueError` with the reason,
//! and the state is then unchanged.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod bots;
mod bridge;
mod convert;
mod scirocco;
mod session;
mod sirocco;
mod towers;
mod variant;
mod vector;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pybacked::PyBackedStr;
use pyo3::types::{PyBytes, PyInt, PyList, PyString, PyTuple, PyType};

use crate::bridge::{BitOptions, Bridge};
use crate::convert::{SharedTexts, action_list};
use crate::session::Session;

/// A refusal as a Python `ValueError`.
fn value_error(message: String) -> PyErr {
    PyValueError::new_err(message)
}

/// An integer argument as Python passed it, read without failing, so that
/// the function that takes it can say which argument is wrong and why.
/// Python ints have no size: PyO3's own conversion to a Rust integer
/// raises an `OverflowError` that names neither the argument nor the range.
#[derive(Clone, Debug, PartialEq)]
enum IntArg {
    /// An int (or an object with `__index__`, as numpy's integers) that fits 64 bits.
    Number(i128),
    /// An int beyond 64 bits, as its first digits.
    Huge(String),
    /// Not an int: its type's name.
    NotInt(String),
}

impl<'py> FromPyObject<'py> for IntArg {
    fn extract_bound(value: &Bound<'py, PyAny>) -> PyResult<IntArg> {
        // i64 first: the common case, as fast as PyO3's own conversion.
        if let Ok(number) = value.extract::<i64>() {
            return Ok(IntArg::Number(number.into()));
        }
        if let Ok(number) = value.extract::<u64>() {
            return Ok(IntArg::Number(number.into()));
        }
        if value.is_instance_of::<PyInt>() || value.hasattr("__index__").unwrap_or(false) {
            // A huge int's digits are cut: the message names the argument, not a page of digits.
            let digits = value.str().map(|text| session::quote_plain(&text.to_string_lossy())).unwrap_or_default();
            return Ok(IntArg::Huge(digits));
        }
        Ok(IntArg::NotInt(type_name(value)))
    }
}

impl IntArg {
    /// The number, checked to lie in `min..=max`: a `ValueError` naming the
    /// argument `name` and the range when it does not, a `TypeError` when
    /// it is no int.
    fn check<T: TryFrom<i128>>(self, name: &str, min: i128, max: i128) -> PyResult<T> {
        let shown = match self {
            IntArg::Number(number) if (min..=max).contains(&number) => {
                if let Ok(value) = T::try_from(number) {
                    return Ok(value);
                }
                number.to_string()
            }
            IntArg::Number(number) => number.to_string(),
            IntArg::Huge(digits) => digits,
            IntArg::NotInt(type_name) => {
                return Err(PyTypeError::new_err(format!("{name} must be an int, not {type_name}")));
            }
        };
        let wanted = if max >= i128::from(u32::MAX) { format!("{min} or more") } else { format!("{min} to {max}") };
        Err(PyValueError::new_err(format!("{name} must be {wanted}, not {shown}")))
    }
}

/// [`IntArg::check`] of an argument that may be `None`.
fn optional_int<T: TryFrom<i128>>(value: Option<IntArg>, name: &str, min: i128, max: i128) -> PyResult<Option<T>> {
    value.map(|value| value.check(name, min, max)).transpose()
}

/// The type name of `value` for a message (`NoneType`, `float`).
fn type_name(value: &Bound<'_, PyAny>) -> String {
    value.get_type().name().map_or_else(|_| "an unknown type".to_string(), |name| name.to_string())
}

/// The str argument `name` of `function`; anything else is a `TypeError`
/// that names the argument as Python code writes it (`move`, which Rust
/// code must spell `r#move`).
fn str_arg(value: &Bound<'_, PyAny>, function: &str, name: &str) -> PyResult<PyBackedStr> {
    value.extract::<PyBackedStr>().map_err(|_| {
        PyTypeError::new_err(format!("{function}() argument '{name}' must be str, not {}", type_name(value)))
    })
}

/// `values` as a numpy float32 array of `shape`.
fn numpy_array<'py>(py: Python<'py>, values: &[f32], shape: &[usize]) -> PyResult<Bound<'py, PyAny>> {
    let bytes: Vec<u8> = values.iter().flat_map(|value| value.to_ne_bytes()).collect();
    let numpy = py.import("numpy")?;
    let flat = numpy.call_method1("frombuffer", (PyBytes::new(py, &bytes), "=f4"))?;
    // `frombuffer` shares the immutable bytes; the copy is writable.
    flat.call_method1("reshape", (PyTuple::new(py, shape)?,))?.call_method0("copy")
}

/// The body shared by the game classes. `game_class!(Class, Game, {
/// constructor })` is a game whose options fit a number (the three games:
/// from_text and pickling read and write them so); `game_class!(@body
/// Class, Game, { methods })` is the shared body with the given methods, for
/// a game that writes its constructor, from_text and pickling itself
/// (`Variant`).
macro_rules! game_class {
    ($class:ident, $game:ty, { $($constructor:tt)* }) => {
        game_class!(@body $class, $game, {
            $($constructor)*

            /// Reads a state from its text (what `str()` gives; `startpos`
            /// and the game's other start forms are accepted too).
            ///
            /// Raises ValueError when the text is not a valid state.
            #[classmethod]
            fn from_text(_cls: &Bound<'_, PyType>, text: &str) -> PyResult<Self> {
                let options = <$game as BitOptions>::options_from_bits(0).map_err(value_error)?;
                Session::from_text(text, options).map(Self::wrap).map_err(value_error)
            }

            /// Rebuilds a game from its start text, rule options and moves
            /// (what pickling stores).
            #[classmethod]
            fn _restore(_cls: &Bound<'_, PyType>, start: &str, options: u64, moves: Vec<String>) -> PyResult<Self> {
                let options = <$game as BitOptions>::options_from_bits(options).map_err(value_error)?;
                Session::restore(start, options, &moves).map(Self::wrap).map_err(value_error)
            }

            /// Pickling: the start text, the rule options and the moves,
            /// replayed by _restore().
            fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String, u64, Vec<String>))> {
                let (start, options, moves) = slf.borrow().inner.restore_parts();
                let restore = slf.get_type().getattr("_restore")?;
                Ok((restore, (start, <$game as BitOptions>::options_to_bits(options), moves)))
            }

        });
    };
    (@body $class:ident, $game:ty, { $($methods:tt)* }) => {
        impl $class {
            /// The Python object of `inner`.
            fn wrap(inner: Session<$game>) -> Self {
                Self { inner }
            }

            /// The texts of this game's moves, shared by all its objects.
            fn texts() -> &'static SharedTexts<<$game as boardkit::core::Game>::Move> {
                static TEXTS: SharedTexts<<$game as boardkit::core::Game>::Move> = SharedTexts::new();
                &TEXTS
            }
        }

        #[pymethods]
        impl $class {
            $($methods)*

            /// The players' names in seat (turn) order; players are numbered
            /// by their place in this list everywhere else.
            fn players(&self) -> Vec<String> {
                self.inner.players()
            }

            /// The number of players.
            fn num_players(&self) -> usize {
                self.inner.players().len()
            }

            /// The player to move (an index in players()), or None at a
            /// chance turn and when the game is over.
            fn turn(&self) -> Option<usize> {
                self.inner.turn()
            }

            /// The player to move, -1 at a chance turn, -4 when the game is
            /// over (OpenSpiel's numbering).
            fn current_player(&self) -> i64 {
                self.inner.current_player()
            }

            /// Whether a chance event (a die throw) is due.
            fn is_chance(&self) -> bool {
                self.inner.is_chance()
            }

            /// Whether the game is over.
            fn is_over(&self) -> bool {
                self.inner.is_over()
            }

            /// The legal moves (at a chance turn the chance outcomes) as
            /// texts in the game's notation, in the game's order.
            fn legal_moves<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
                Self::texts().list(py, self.inner.legal_moves())
            }

            /// Plays a move given as text.
            ///
            /// Raises ValueError with the reason when the text is no move or
            /// the move is not legal; the state is then unchanged.
            fn play(&mut self, r#move: &Bound<'_, PyAny>) -> PyResult<()> {
                let text = str_arg(r#move, "play", "move")?;
                self.inner.play_text(&text).map_err(value_error)
            }

            /// The outcomes of the pending chance event as (move, probability)
            /// pairs; empty unless is_chance().
            fn chance_outcomes(&self) -> Vec<(String, f64)> {
                self.inner.chance_outcomes()
            }

            /// The outcomes of the pending chance event as (chance action,
            /// probability) pairs, ascending; empty unless is_chance().
            fn chance_actions(&self) -> Vec<(u64, f64)> {
                self.inner.chance_actions()
            }

            /// Plays the outcome of the pending chance event that a uniform
            /// random number u in [0, 1) picks (each outcome has a share of
            /// [0, 1) the size of its probability) and returns its text, so
            /// that a Python loop needs only `random()` for chance.
            ///
            /// Raises ValueError when no chance event is due or u is outside [0, 1).
            fn play_chance<'py>(&mut self, py: Python<'py>, u: f64) -> PyResult<Bound<'py, PyString>> {
                let mv = self.inner.play_chance(u).map_err(value_error)?;
                Ok(Self::texts().text(py, &mv))
            }

            /// How the game ended: (winners as player indices, reason), with
            /// no winners for a draw; None while the game goes on.
            fn outcome(&self) -> Option<(Vec<usize>, String)> {
                self.inner.outcome()
            }

            /// The outcome as players read it, e.g. "Blue wins (royal
            /// captured)"; None while the game goes on.
            fn outcome_text(&self) -> Option<String> {
                self.inner.outcome_text()
            }

            /// Each player's score in players() order, for games that keep
            /// score (Sirocco); None otherwise.
            fn scores(&self) -> Option<Vec<i64>> {
                self.inner.scores()
            }

            /// The moves played since the start text, in order.
            fn moves(&self) -> Vec<String> {
                self.inner.moves().iter().map(ToString::to_string).collect()
            }

            /// The text this game started from.
            fn start_text(&self) -> String {
                self.inner.start_text().to_string()
            }

            /// A copy of this game (the same state and history).
            fn clone(&self) -> Self {
                Self::wrap(self.inner.clone())
            }

            /// copy.copy(): the same as clone().
            fn __copy__(&self) -> Self {
                self.clone()
            }

            /// copy.deepcopy(): the same as clone() (a game shares nothing).
            fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
                self.clone()
            }

            /// The state text, which from_text() reads back.
            fn __str__(&self) -> String {
                self.inner.state().to_string()
            }

            /// An expression that rebuilds the state: boardkit.Towers.from_text("...").
            fn __repr__(&self) -> String {
                format!("boardkit.{}.from_text({:?})", <$game as Bridge>::CLASS, self.inner.state().to_string())
            }

            /// Equal when the states are equal (Scirocco and Towers: with the
            /// repetition history); never equal to other types.
            fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
                other.downcast::<Self>().is_ok_and(|other| self.inner == other.borrow().inner)
            }

            /// The position hash: equal states hash equal.
            fn __hash__(&self) -> u64 {
                self.inner.state().hash64()
            }

            /// The state as an SVG picture (a string).
            fn to_svg(&self) -> String {
                self.inner.state().svg()
            }

            /// The size of the player action space: player actions are
            /// 0..num_distinct_actions().
            fn num_distinct_actions(&self) -> u64 {
                self.inner.state().num_distinct_actions()
            }

            /// The most outcomes of a chance event (0 without chance):
            /// chance actions are 0..max_chance_outcomes().
            fn max_chance_outcomes(&self) -> u64 {
                self.inner.state().max_chance_outcomes()
            }

            /// The legal moves as dense actions, ascending (chance actions
            /// at a chance turn).
            fn legal_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
                action_list(py, self.inner.legal_actions())
            }

            /// The move text of a dense action in this state (a chance
            /// action at a chance turn). The move need not be legal.
            ///
            /// Raises ValueError for a number outside the layout.
            fn action_to_move(&self, action: IntArg) -> PyResult<String> {
                let action = action.check("action", 0, u64::MAX.into())?;
                self.inner.action_to_move(action).map(|mv| mv.to_string()).map_err(value_error)
            }

            /// The dense action of a move text in this state.
            ///
            /// Raises ValueError when the text is no move or has no number
            /// here (e.g. a share to a square without an own piece).
            fn move_to_action(&self, r#move: &Bound<'_, PyAny>) -> PyResult<u64> {
                let text = str_arg(r#move, "move_to_action", "move")?;
                self.inner.move_to_action(&text).map_err(value_error)
            }

            /// Plays a dense action.
            ///
            /// Raises ValueError when it is outside the layout or not legal;
            /// the state is then unchanged.
            fn play_action(&mut self, action: IntArg) -> PyResult<()> {
                let action = action.check("action", 0, u64::MAX.into())?;
                self.inner.play_action(action).map_err(value_error)
            }

            /// The shape of observation_tensor().
            fn observation_shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
                PyTuple::new(py, self.inner.state().observation_shape())
            }

            /// The observation of `player` (default: the player to move, or
            /// player 0) as a float32 numpy array of observation_shape().
            #[pyo3(signature = (player=None))]
            fn observation_tensor<'py>(
                &self,
                py: Python<'py>,
                player: Option<IntArg>,
            ) -> PyResult<Bound<'py, PyAny>> {
                let player: Option<usize> = optional_int(player, "player", 0, u32::MAX.into())?;
                let observer = player.or_else(|| self.inner.turn()).unwrap_or(0);
                let values = self.inner.observation(observer).map_err(value_error)?;
                numpy_array(py, &values, &self.inner.state().observation_shape())
            }

            /// The number of move paths of `depth` plies from here (chance
            /// outcomes count as branches). Releases the GIL.
            ///
            /// Raises ValueError for a negative depth.
            fn perft(&self, py: Python<'_>, depth: IntArg) -> PyResult<u64> {
                let depth = depth.check("depth", 0, u32::MAX.into())?;
                let inner = &self.inner;
                Ok(py.allow_threads(|| inner.perft(depth)))
            }

            /// perft(depth - 1) after each legal move, as (move, count)
            /// pairs in the game's order. Releases the GIL.
            fn perft_divide(&self, py: Python<'_>, depth: IntArg) -> PyResult<Vec<(String, u64)>> {
                let depth = depth.check("depth", 0, u32::MAX.into())?;
                let inner = &self.inner;
                Ok(py.allow_threads(|| inner.perft_divide(depth)))
            }

            /// Benchmark aid (bench/playouts.py), not API: the dense-action
            /// Python loop (play_chance, legal_actions, a uniform pick,
            /// play_action) run entirely in Rust from SplitMix64(seed) until
            /// the game ends, the GIL released. Returns the plies played.
            fn _listed_playout(&mut self, py: Python<'_>, seed: IntArg) -> PyResult<u64> {
                let seed = seed.check("seed", 0, u64::MAX.into())?;
                let inner = &mut self.inner;
                Ok(py.allow_threads(|| inner.listed_playout(seed)))
            }

            /// Plays uniformly random moves (chance outcomes by their
            /// probabilities) from SplitMix64(seed) until the game ends or
            /// max_plies were played, all in Rust with the GIL released.
            /// Returns the plies played.
            #[pyo3(signature = (seed, max_plies=None))]
            fn random_playout(
                &mut self,
                py: Python<'_>,
                seed: IntArg,
                max_plies: Option<IntArg>,
            ) -> PyResult<u64> {
                let seed = seed.check("seed", 0, u64::MAX.into())?;
                let max_plies = optional_int(max_plies, "max_plies", 0, u64::MAX.into())?;
                let inner = &mut self.inner;
                Ok(py.allow_threads(|| inner.random_playout(seed, max_plies)))
            }
        }
    };
}

/// Scirocco, the 10×10 chess variant for two players (Blue moves first).
///
/// Scirocco(swaps=0, symmetry="rotational", literal_dervish=False): the start
/// array with these pair swaps (a bit set: 1 Chariot/Wagon, 2 Alfil/Dabbaba,
/// 4 Stork/Goat, 8 Knight/Camel, 16 Dervish/empty, 32 Priest/Marquis,
/// 64 King/Commoner, 128 Wazir/Firzan) and Tan's array by "rotational" or
/// "mirror" symmetry; literal_dervish turns on that reading of the Dervish
/// relay. from_text accepts a position text, "startpos", and either followed
/// by " moves e3e4 ...".
#[pyclass(module = "boardkit._boardkit")]
struct Scirocco {
    inner: Session<boardkit::scirocco::Scirocco>,
}

game_class!(Scirocco, boardkit::scirocco::Scirocco, {
    #[new]
    #[pyo3(signature = (swaps=IntArg::Number(0), symmetry="rotational", literal_dervish=false))]
    #[pyo3(text_signature = "(swaps=0, symmetry='rotational', literal_dervish=False)")]
    fn new(swaps: IntArg, symmetry: &str, literal_dervish: bool) -> PyResult<Self> {
        use boardkit::scirocco::{RuleOptions, StartArray, Swaps, Symmetry};
        let symmetry = match symmetry {
            "rotational" => Symmetry::Rotational,
            "mirror" => Symmetry::Mirror,
            other => return Err(value_error(format!("symmetry is \"rotational\" or \"mirror\", not {other:?}"))),
        };
        let options = if literal_dervish { RuleOptions::LITERAL_DERVISH } else { RuleOptions::empty() };
        let swaps = swaps.check("swaps", 0, 255)?;
        let array = StartArray { swaps: Swaps::from_bits_retain(swaps), symmetry };
        Ok(Scirocco::wrap(Session::new(boardkit::scirocco::Scirocco::from_array(array).with_options(options))))
    }
});

/// Sirocco, the dice race-and-chase game for 2 to 4 players, with scores.
///
/// Sirocco(players=4, round_limit=None): the start on the reference board.
/// Every turn is a chance turn (the throw: "roll 1" ... "roll 6") followed by
/// the player's move ("c3-g7" or "pass").
#[pyclass(module = "boardkit._boardkit")]
struct Sirocco {
    inner: Session<boardkit::sirocco::Sirocco>,
}

game_class!(Sirocco, boardkit::sirocco::Sirocco, {
    #[new]
    #[pyo3(signature = (players=IntArg::Number(4), round_limit=None))]
    #[pyo3(text_signature = "(players=4, round_limit=None)")]
    fn new(players: IntArg, round_limit: Option<IntArg>) -> PyResult<Self> {
        let players = players.check("players", 2, 4)?;
        let round_limit = optional_int(round_limit, "round_limit", 0, u32::MAX.into())?;
        let game = boardkit::sirocco::Sirocco::startpos(players).map_err(|error| value_error(error.to_string()))?;
        Ok(Sirocco::wrap(Session::new(game.with_round_limit(round_limit))))
    }
});

/// Towers, the two-player ball-sharing game (White moves first).
///
/// Towers(width=6, height=6, balls=2, repetition_draw=True, ply_limit=None):
/// the start of that configuration (width 2-16, height 3-16, width x balls at
/// most 255).
#[pyclass(module = "boardkit._boardkit")]
struct Towers {
    inner: Session<boardkit::towers::Towers>,
}

game_class!(Towers, boardkit::towers::Towers, {
    #[new]
    #[pyo3(signature = (
        width=IntArg::Number(6),
        height=IntArg::Number(6),
        balls=IntArg::Number(2),
        repetition_draw=true,
        ply_limit=None
    ))]
    #[pyo3(text_signature = "(width=6, height=6, balls=2, repetition_draw=True, ply_limit=None)")]
    fn new(
        width: IntArg,
        height: IntArg,
        balls: IntArg,
        repetition_draw: bool,
        ply_limit: Option<IntArg>,
    ) -> PyResult<Self> {
        use boardkit::towers::Config;
        let (widths, heights) = (Config::WIDTHS, Config::HEIGHTS);
        let width = width.check("width", (*widths.start()).into(), (*widths.end()).into())?;
        let height = height.check("height", (*heights.start()).into(), (*heights.end()).into())?;
        // Config::new says how many balls fit the width (width x balls at most 255).
        let balls = balls.check("balls", 1, 255)?;
        let ply_limit = optional_int(ply_limit, "ply_limit", 0, u32::MAX.into())?;
        let error = |error: boardkit::towers::ConfigError| value_error(error.to_string());
        let config = Config::new(width, height, balls).map_err(error)?.with_repetition_draw(repetition_draw);
        let config = config.with_ply_limit(ply_limit).map_err(error)?;
        Ok(Towers::wrap(Session::new(boardkit::towers::Towers::with_config(config))))
    }
});

/// A chess-family variant: chess, or any variant bundled with boardkit
/// (Capablanca, Grand, Shatranj, Makruk, ...), or a section of a
/// Fairy-Stockfish variants.ini text.
///
/// Variant(name="chess", ini=None): the start of variant `name`, looked up
/// in `ini` (a variants.ini text) when given, then among the bundled
/// variants. Positions are `<variant> <FEN>`, moves Fairy-Stockfish's UCI
/// notation (e2e4, e7e8q, g7g8+); from_text accepts `<variant>`,
/// `<variant> <FEN>` and either followed by " moves e2e4 ...".
///
/// Raises ValueError for an unknown name or an ini text the variant crate
/// refuses (the message names the line and the option).
#[pyclass(module = "boardkit._boardkit")]
struct Variant {
    inner: Session<boardkit::variant::VariantGame>,
}

impl Variant {
    /// The game `text` describes, read with the rules it names (see
    /// [`variant::Source::of_text`]).
    fn read(text: &str, ini: Option<&str>) -> Result<Variant, String> {
        let source = variant::Source::of_text(text, ini)?;
        Session::from_text(text, source).map(Variant::wrap)
    }
}

game_class!(@body Variant, boardkit::variant::VariantGame, {
    #[new]
    #[pyo3(signature = (name="chess", ini=None))]
    #[pyo3(text_signature = "(name='chess', ini=None)")]
    fn new(name: &str, ini: Option<&str>) -> PyResult<Self> {
        let source = variant::Source::find(name, ini).map_err(value_error)?;
        let start = source.start().map_err(value_error)?;
        Ok(Variant::wrap(Session::with_options(start, source)))
    }

    /// Reads a game from its text: `<variant>`, `<variant> <FEN>` (what
    /// `str()` gives), either followed by ` moves e2e4 ...`; `startpos` is
    /// chess. The variant is looked up in `ini` when given, then among the
    /// bundled ones.
    ///
    /// Raises ValueError when the text is no position of a known variant.
    #[classmethod]
    #[pyo3(signature = (text, ini=None))]
    fn from_text(_cls: &Bound<'_, PyType>, text: &str, ini: Option<&str>) -> PyResult<Self> {
        Variant::read(text, ini).map_err(value_error)
    }

    /// Rebuilds a game from its start text, the ini text of its rules (None
    /// for a bundled variant) and its moves (what pickling stores).
    #[classmethod]
    fn _restore(_cls: &Bound<'_, PyType>, start: &str, ini: Option<&str>, moves: Vec<String>) -> PyResult<Self> {
        let source = variant::Source::of_text(start, ini).map_err(value_error)?;
        Session::restore(start, source, &moves).map(Self::wrap).map_err(value_error)
    }

    /// Pickling: the start text, the ini text of the rules and the moves,
    /// replayed by _restore().
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (String, Option<String>, Vec<String>))> {
        let (start, source, moves) = slf.borrow().inner.restore_parts();
        let restore = slf.get_type().getattr("_restore")?;
        Ok((restore, (start, source.ini.as_deref().map(str::to_string), moves)))
    }

    /// The variant's name (`chess`, `capablanca`, a section of the ini text).
    fn name(&self) -> String {
        self.inner.state().rules().name().to_string()
    }

    /// The variants.ini text the rules were read from, or None for a
    /// bundled variant.
    fn ini(&self) -> Option<String> {
        self.inner.options().ini.as_deref().map(str::to_string)
    }

    /// The board's (files, ranks).
    fn board_size(&self) -> (u8, u8) {
        let rules = self.inner.state().rules();
        (rules.files(), rules.ranks())
    }

    /// The piece types as (letter, option name, Betza movement) in the
    /// order that the actions' promotion numbers and the observation planes
    /// use.
    fn piece_types(&self) -> Vec<(String, String, String)> {
        let rules = self.inner.state().rules();
        let types = rules.piece_types().iter();
        types.map(|piece| (piece.letter().to_string(), piece.name().to_string(), piece.betza().to_string())).collect()
    }

    /// The piece on `file` and `rank` (from 0; a1 is (0, 0)) as its FEN
    /// letter (uppercase for White, with a leading + when promoted that
    /// way), or None for an empty square or one off the board.
    fn piece_at(&self, file: IntArg, rank: IntArg) -> PyResult<Option<String>> {
        let file: u8 = file.check("file", 0, 255)?;
        let rank: u8 = rank.check("rank", 0, 255)?;
        let game = self.inner.state();
        Ok(game.piece_at(file, rank).map(|piece| {
            let letter = piece.letter(game.rules());
            if piece.promoted { format!("+{letter}") } else { letter.to_string() }
        }))
    }

    /// The FEN of the position (the state text without the variant's name).
    fn fen(&self) -> String {
        self.inner.state().fen()
    }

    /// Each player's return: 1.0 for the winner, -1.0 for the loser, 0.0
    /// each for a draw and while the game goes on (OpenSpiel's terminal
    /// returns).
    fn returns(&self) -> Vec<f64> {
        match self.inner.outcome() {
            Some((winners, _)) if winners.len() == 1 => {
                (0..2).map(|player| if winners.contains(&player) { 1.0 } else { -1.0 }).collect()
            }
            _ => vec![0.0, 0.0],
        }
    }
});

/// The native module `boardkit._boardkit`; `boardkit` re-exports it.
#[pymodule]
fn _boardkit(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Scirocco>()?;
    module.add_class::<Sirocco>()?;
    module.add_class::<Towers>()?;
    module.add_class::<Variant>()?;
    module.add_class::<vector::VectorEnv>()?;
    module.add_class::<bots::PyBot>()?;
    module.add_function(wrap_pyfunction!(bots::write_record, module)?)?;
    module.add_function(wrap_pyfunction!(bots::read_record, module)?)?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
