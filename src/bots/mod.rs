//! Computer players over the [`Game`] trait.
//!
//! Every bot implements [`Bot`]: given a state where a player is to move, it
//! [`choose`](Bot::choose)s one of the legal moves. Chance turns (a die throw)
//! are not a bot's business: the caller resolves them, usually with
//! [`random_move`](crate::core::random_move), or lets [`play_game`] do it.
//!
//! | Bot | For | How it thinks |
//! |-----|-----|---------------|
//! | [`RandomBot`] | any game | a uniformly random legal move |
//! | [`AlphaBeta`] | two players, zero-sum | negamax alpha-beta, iterative deepening, move ordering |
//! | [`Expectimax`] | chance and 2–4 players | max-n or paranoid search, weighted averages at chance turns |
//! | [`Greedy`] | any game | the move with the best evaluation one ply ahead |
//!
//! The searching bots read a position through an [`Evaluate`] function:
//! "how good is this state for that player", as an `i32` where positive is
//! good. Any closure `Fn(&G, G::Player) -> i32` is one, and
//! [`ScoreDifference`] works for every game that keeps score. Finished games
//! are never evaluated: the [`Outcome`](crate::core::Outcome) decides, a win
//! being worth [`WIN`] minus the number of plies it takes to get there, so the
//! bots prefer faster wins and slower losses.
//!
//! How long a bot may think is set by [`Limits`]: a maximum depth in plies
//! plus an optional node budget and an optional time budget. With a node
//! budget and no time budget every bot is fully deterministic: the same state
//! gives the same move on every machine.
//!
//! # Ready-made players for the games
//!
//! Each game has a computer player with an evaluation made for it, tuned to
//! beat random movers in (far) more than 90 of 100 games (the `arena`
//! example and the `players` test measure it), one [`Strength`] knob, and
//! node-counted [`Limits`] so that the same state gives the same move on
//! every machine:
//!
//! | Game | Player | How it thinks |
//! |------|--------|---------------|
//! | Scirocco | [`scirocco::player`] | [`AlphaBeta`] over material (piece values derived from mobility), royal safety and pawn advancement; captures searched to quiet positions, MVV-LVA ordering |
//! | Towers | [`towers::player`] | [`AlphaBeta`] over balls, advancement and back-row threats; captures searched to quiet positions |
//! | Sirocco | [`sirocco::player`] | [`Expectimax`] (max-n, 2–4 players) through the dice over score, progress (expected throws to the goal) and the danger of being captured |
//!
//! ```
//! use boardkit::bots::{Bot, Strength, towers};
//! use boardkit::core::Game;
//! use boardkit::towers::Towers;
//!
//! let mut game = Towers::startpos();
//! let mut computer = towers::player(Strength::Quick).with_tie_break_seed(1);
//! // The computer plays both sides (Towers has no dice: a player is always to move).
//! while let Some(action) = computer.choose(&game) {
//!     game.play(&action)?;
//! }
//! println!("{}", game.outcome().ok_or("the game is over")?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Examples
//!
//! Alpha-beta against a random mover, on any two-player game:
//!
//! ```
//! use boardkit::bots::{AlphaBeta, Bot, Limits, RandomBot, play_game};
//! use boardkit::core::{Game, SplitMix64};
//!
//! fn match_up<G: Game>(mut game: G) -> Result<(), Box<dyn std::error::Error>> {
//!     // Count material, pieces, anything: positive is good for `player`.
//!     let evaluate = |_game: &G, _player: G::Player| 0;
//!     let mut thinker = AlphaBeta::new(evaluate, Limits::depth(4).with_nodes(100_000));
//!     let mut random = RandomBot::new(SplitMix64::new(7));
//!     let record = play_game(&mut game, &mut [&mut thinker, &mut random], &mut SplitMix64::new(1), Some(500))?;
//!     println!("{} plies, outcome: {:?}", record.plies, game.outcome());
//!     Ok(())
//! }
//! ```

mod alpha_beta;
mod arena;
mod evaluate;
mod expectimax;
mod greedy;
mod limits;
mod random;
mod strength;

#[cfg(feature = "scirocco")]
pub mod scirocco;
#[cfg(feature = "sirocco")]
pub mod sirocco;
#[cfg(feature = "towers")]
pub mod towers;

pub use alpha_beta::{AlphaBeta, SearchReport};
pub use arena::{ArenaError, GameRecord, MatchSummary, SeatStats, match_against_random, play_game};
pub use evaluate::{Evaluate, MAX_EVALUATION, ScoreDifference, WIN, outcome_value};
pub use expectimax::{Expectimax, Strategy};
pub use greedy::Greedy;
pub use limits::Limits;
pub use random::RandomBot;
pub use strength::{Strength, StrengthParseError};

use crate::core::Game;

/// A computer player: picks a move for the player to move.
///
/// # Examples
///
/// A bot that always plays the first legal move:
///
/// ```
/// use boardkit::bots::Bot;
/// use boardkit::core::{Game, Turn};
///
/// struct FirstMove;
///
/// impl<G: Game> Bot<G> for FirstMove {
///     fn choose(&mut self, game: &G) -> Option<G::Move> {
///         match game.turn() {
///             Turn::Player(_) => game.legal_moves().first().cloned(),
///             Turn::Chance | Turn::Over => None,
///         }
///     }
/// }
/// ```
pub trait Bot<G: Game> {
    /// A legal move for the player to move in `game`, or `None` when no
    /// player is to move (the game is over, or a chance event is due: the
    /// caller resolves those, e.g. with
    /// [`random_move`](crate::core::random_move)).
    fn choose(&mut self, game: &G) -> Option<G::Move>;
}

impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for &mut B {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        (**self).choose(game)
    }
}

impl<G: Game, B: Bot<G> + ?Sized> Bot<G> for Box<B> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        (**self).choose(game)
    }
}
