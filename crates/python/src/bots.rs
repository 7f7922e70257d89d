//! Computer players and game records for Python: `boardkit.Bot` (the
//! generic searches of `boardkit::search` and each game's ready-made
//! player, named by a short spec), `boardkit.write_record` and
//! `boardkit.read_record` (the PGN-like record text of `boardkit::core::record`).
//!
//! A bot's spec is what a round-robin's table shows:
//!
//! | spec | bot |
//! |---|---|
//! | `random` | a uniformly random legal move |
//! | `alphabeta:depth=N` | alpha-beta (`AlphaBeta`) N plies deep over the game's own evaluation, captures searched 4 plies further to quiet positions |
//! | `expectimax:depth=N` | `Expectimax` (max-n through the dice) N plies deep over the game's own evaluation |
//! | `mcts:iterations=N` | UCT (`Mcts`) with N iterations of random playouts |
//! | `player:quick`, `player:standard`, `player:strong` | the game's ready-made player at that strength (`boardkit::bots`) |
//!
//! Every bot is deterministic for a given seed: none has a time budget.

use std::sync::Mutex;

use boardkit::bots::{Bot, Strength};
use boardkit::core::record;
use boardkit::core::text::GameText;
use boardkit::core::{Game, SplitMix64};
use boardkit::search::{AlphaBeta, Evaluate, Expectimax, Limits, MAX_DEPTH, Mcts, RandomBot};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::bridge::Bridge;
use crate::session::Session;

/// A parsed bot spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spec {
    /// `random`.
    Random,
    /// `alphabeta:depth=N`.
    AlphaBeta(u32),
    /// `expectimax:depth=N`.
    Expectimax(u32),
    /// `mcts:iterations=N`.
    Mcts(u64),
    /// `player:<strength>`.
    Player(Strength),
}

/// The captures searched past an `alphabeta:depth=N` bot's depth (the
/// ready-made players' quick setting).
const QUIESCENCE_PLIES: u32 = 4;

/// The most MCTS iterations a spec may ask for (the tree is allocated for them).
const MAX_ITERATIONS: u64 = 10_000_000;

impl Spec {
    /// Reads a spec such as `alphabeta:depth=3`.
    fn parse(text: &str) -> Result<Spec, String> {
        let (kind, argument) = text.split_once(':').unwrap_or((text, ""));
        let number = |name: &str, max: u64| -> Result<u64, String> {
            let value = argument
                .strip_prefix(name)
                .and_then(|rest| rest.strip_prefix('='))
                .ok_or_else(|| format!("bot `{text}`: expected `{kind}:{name}=N`"))?;
            let value: u64 = value.parse().map_err(|_| format!("bot `{text}`: `{value}` is not a number"))?;
            if value == 0 || value > max {
                return Err(format!("bot `{text}`: {name} must be 1 to {max}"));
            }
            Ok(value)
        };
        match kind {
            "random" if argument.is_empty() => Ok(Spec::Random),
            "alphabeta" => Ok(Spec::AlphaBeta(number("depth", u64::from(MAX_DEPTH))? as u32)),
            "expectimax" => Ok(Spec::Expectimax(number("depth", u64::from(MAX_DEPTH))? as u32)),
            "mcts" => Ok(Spec::Mcts(number("iterations", MAX_ITERATIONS)?)),
            "player" => argument.parse().map(Spec::Player).map_err(|error| format!("bot `{text}`: {error}")),
            _ => Err(format!(
                "unknown bot `{text}` (expected random, alphabeta:depth=N, expectimax:depth=N, mcts:iterations=N \
                 or player:quick|standard|strong)"
            )),
        }
    }
}

/// A boxed bot of game `G`, shareable across the threads Python may run it on.
type Boxed<G> = Box<dyn Bot<G> + Send>;

/// What a game adds to [`Bridge`] to have bots: its evaluation and its
/// ready-made player.
trait Playing: Bridge + GameText + Game<Move: Send + Sync, Player: Send + Sync> {
    /// The game's evaluation for the generic searches.
    fn evaluation() -> impl Evaluate<Self> + Send + 'static;

    /// The game's ready-made player at `strength`, its ties broken by `seed`.
    fn player(strength: Strength, seed: u64) -> Boxed<Self>;

    /// The bot a spec names, seeded with `seed`.
    fn bot(spec: Spec, seed: u64) -> Boxed<Self> {
        match spec {
            Spec::Random => Box::new(RandomBot::new(SplitMix64::new(seed))),
            Spec::AlphaBeta(depth) => Box::new(
                AlphaBeta::new(Self::evaluation(), Limits::depth(depth))
                    .with_quiescence(QUIESCENCE_PLIES)
                    .with_hash_mb(1)
                    .with_tie_break_seed(seed),
            ),
            Spec::Expectimax(depth) => Box::new(
                Expectimax::new(Self::evaluation(), Limits::depth(depth)).with_hash_mb(1).with_tie_break_seed(seed),
            ),
            Spec::Mcts(iterations) => Box::new(Mcts::random_playouts(Limits::iterations(iterations), seed)),
            Spec::Player(strength) => Self::player(strength, seed),
        }
    }
}

impl Playing for boardkit::scirocco::Scirocco {
    fn evaluation() -> impl Evaluate<Self> + Send + 'static {
        boardkit::bots::scirocco::Evaluation::default().prepare()
    }

    fn player(strength: Strength, seed: u64) -> Boxed<Self> {
        Box::new(boardkit::bots::scirocco::player(strength).with_tie_break_seed(seed))
    }
}

impl Playing for boardkit::sirocco::Sirocco {
    fn evaluation() -> impl Evaluate<Self> + Send + 'static {
        boardkit::bots::sirocco::Evaluation::default()
    }

    fn player(strength: Strength, seed: u64) -> Boxed<Self> {
        Box::new(boardkit::bots::sirocco::player(strength).with_tie_break_seed(seed))
    }
}

impl Playing for boardkit::towers::Towers {
    fn evaluation() -> impl Evaluate<Self> + Send + 'static {
        boardkit::bots::towers::Evaluation::default()
    }

    fn player(strength: Strength, seed: u64) -> Boxed<Self> {
        Box::new(boardkit::bots::towers::player(strength).with_tie_break_seed(seed))
    }
}

impl Playing for boardkit::variant::VariantGame {
    fn evaluation() -> impl Evaluate<Self> + Send + 'static {
        boardkit::bots::variant::Evaluation::default()
    }

    fn player(strength: Strength, seed: u64) -> Boxed<Self> {
        Box::new(boardkit::bots::variant::player(strength).with_tie_break_seed(seed))
    }
}

/// A bot of one of the games.
enum AnyBot {
    /// A Scirocco bot.
    Scirocco(Boxed<boardkit::scirocco::Scirocco>),
    /// A Sirocco bot.
    Sirocco(Boxed<boardkit::sirocco::Sirocco>),
    /// A Towers bot.
    Towers(Boxed<boardkit::towers::Towers>),
    /// A bot of any variant (the variant player reads the rules of the
    /// state it is given).
    Variant(Boxed<boardkit::variant::VariantGame>),
}

/// The move `bot` chooses in `session`'s state, as text, the GIL released
/// while it thinks; `None` when no player is to move.
fn choose<G: Playing>(py: Python<'_>, bot: &mut Boxed<G>, session: &Session<G>) -> Option<String> {
    let state = session.state().clone();
    py.allow_threads(|| bot.choose(&state)).map(|mv| mv.to_string())
}

/// A computer player of one game: `Bot(spec, game, seed=0)`, with `game`
/// any state of that game (its class picks the game). Specs: `random`,
/// `alphabeta:depth=N`, `expectimax:depth=N`, `mcts:iterations=N`,
/// `player:quick|standard|strong`.
#[pyclass(module = "boardkit._boardkit", name = "Bot")]
pub(crate) struct PyBot {
    /// The spec it was made from.
    spec: String,
    /// The bot (behind a lock: a search needs `&mut`, Python shares objects).
    bot: Mutex<AnyBot>,
}

#[pymethods]
impl PyBot {
    /// A bot of `game`'s game from `spec`, seeded with `seed`.
    ///
    /// Raises ValueError for an unknown spec or a game that is not a
    /// boardkit game.
    #[new]
    #[pyo3(signature = (spec, game, seed=0))]
    fn new(spec: &str, game: &Bound<'_, PyAny>, seed: u64) -> PyResult<PyBot> {
        let parsed = Spec::parse(spec.trim()).map_err(PyValueError::new_err)?;
        let bot = if game.downcast::<crate::Scirocco>().is_ok() {
            AnyBot::Scirocco(Playing::bot(parsed, seed))
        } else if game.downcast::<crate::Sirocco>().is_ok() {
            AnyBot::Sirocco(Playing::bot(parsed, seed))
        } else if game.downcast::<crate::Towers>().is_ok() {
            AnyBot::Towers(Playing::bot(parsed, seed))
        } else if game.downcast::<crate::Variant>().is_ok() {
            AnyBot::Variant(Playing::bot(parsed, seed))
        } else {
            return Err(PyValueError::new_err(format!("no bots for a {}", game.get_type().name()?)));
        };
        Ok(PyBot { spec: spec.trim().to_string(), bot: Mutex::new(bot) })
    }

    /// The spec the bot was made from.
    #[getter]
    fn spec(&self) -> String {
        self.spec.clone()
    }

    /// The move the bot plays in `state` (a move text that `play` reads),
    /// or None when no player is to move (a chance turn, a finished game).
    /// Releases the GIL while it thinks.
    ///
    /// Raises ValueError when `state` is not of the bot's game.
    fn choose(&self, py: Python<'_>, state: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
        let mut bot = self.bot.lock().map_err(|_| PyValueError::new_err("the bot failed in an earlier search"))?;
        let wrong = || -> PyResult<PyErr> {
            Ok(PyValueError::new_err(format!("a bot of another game cannot play {}", state.repr()?)))
        };
        match &mut *bot {
            AnyBot::Scirocco(bot) => match state.downcast::<crate::Scirocco>() {
                Ok(state) => Ok(choose(py, bot, &state.borrow().inner)),
                Err(_) => Err(wrong()?),
            },
            AnyBot::Sirocco(bot) => match state.downcast::<crate::Sirocco>() {
                Ok(state) => Ok(choose(py, bot, &state.borrow().inner)),
                Err(_) => Err(wrong()?),
            },
            AnyBot::Towers(bot) => match state.downcast::<crate::Towers>() {
                Ok(state) => Ok(choose(py, bot, &state.borrow().inner)),
                Err(_) => Err(wrong()?),
            },
            AnyBot::Variant(bot) => match state.downcast::<crate::Variant>() {
                Ok(state) => Ok(choose(py, bot, &state.borrow().inner)),
                Err(_) => Err(wrong()?),
            },
        }
    }

    /// `boardkit.Bot('spec')`.
    fn __repr__(&self) -> String {
        format!("boardkit.Bot({:?})", self.spec)
    }
}

/// A record's tags as (name, value) pairs, in the record's order.
type TagList = Vec<(String, String)>;

/// The record text of `session` with `tags`.
fn record_of<G: Playing>(session: &Session<G>, tags: &[(String, String)]) -> Result<String, String> {
    let mut record = session.record().clone();
    for (name, value) in tags {
        record.set_tag(name, value).map_err(|error| format!("tag {name}: {error}"))?;
    }
    Ok(record::write(&record))
}

/// The game record (PGN-like text: tags, start, moves, result) of `game`
/// from its start text, with the extra `tags` (e.g. `{"White": "random"}`).
/// `read_record` reads it back, replaying and checking every move and the result.
///
/// Raises ValueError for a tag name or value the format cannot hold.
#[pyfunction]
#[pyo3(signature = (game, tags=None))]
pub(crate) fn write_record(game: &Bound<'_, PyAny>, tags: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
    let tags: Vec<(String, String)> = match tags {
        Some(tags) => tags.iter().map(|(k, v)| Ok((k.extract()?, v.str()?.to_string()))).collect::<PyResult<_>>()?,
        None => Vec::new(),
    };
    let written = if let Ok(game) = game.downcast::<crate::Scirocco>() {
        record_of(&game.borrow().inner, &tags)
    } else if let Ok(game) = game.downcast::<crate::Sirocco>() {
        record_of(&game.borrow().inner, &tags)
    } else if let Ok(game) = game.downcast::<crate::Towers>() {
        record_of(&game.borrow().inner, &tags)
    } else if let Ok(game) = game.downcast::<crate::Variant>() {
        record_of(&game.borrow().inner, &tags)
    } else {
        Err(format!("no records for a {}", game.get_type().name()?))
    };
    written.map_err(PyValueError::new_err)
}

/// The game a record text holds, replayed, with its tags: `(game, tags)`.
/// The game's class is the `Game` tag's (`Scirocco`, `Sirocco`, `Towers`, `Variant`).
///
/// Raises ValueError for a text that is not exactly one legal game whose
/// result and result tags agree with the replayed moves.
#[pyfunction]
pub(crate) fn read_record<'py>(py: Python<'py>, text: &str) -> PyResult<(Bound<'py, PyAny>, TagList)> {
    let (name, _, _) = record::game_name(text.as_bytes()).map_err(|error| PyValueError::new_err(error.to_string()))?;
    fn replay<G: Playing>(text: &str) -> Result<(Session<G>, TagList), String> {
        let record = record::read_one::<G>(text).map_err(|error| error.to_string())?;
        let tags = record.tags().iter().map(|(name, value)| (name.to_string(), value.to_string())).collect();
        Ok((Session::from_record(record)?, tags))
    }
    let error = PyValueError::new_err;
    Ok(match name.as_str() {
        <boardkit::scirocco::Scirocco as GameText>::NAME => {
            let (inner, tags) = replay(text).map_err(error)?;
            (Bound::new(py, crate::Scirocco { inner })?.into_any(), tags)
        }
        <boardkit::sirocco::Sirocco as GameText>::NAME => {
            let (inner, tags) = replay(text).map_err(error)?;
            (Bound::new(py, crate::Sirocco { inner })?.into_any(), tags)
        }
        <boardkit::towers::Towers as GameText>::NAME => {
            let (inner, tags) = replay(text).map_err(error)?;
            (Bound::new(py, crate::Towers { inner })?.into_any(), tags)
        }
        <boardkit::variant::VariantGame as GameText>::NAME => {
            let (inner, tags) = replay(text).map_err(error)?;
            (Bound::new(py, crate::Variant { inner })?.into_any(), tags)
        }
        other => return Err(error(format!("no boardkit game is called {other:?}"))),
    })
}
