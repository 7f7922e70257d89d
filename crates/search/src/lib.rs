//! Generic computer players over the [`Game`] trait of
//! boardkit: engine-grade searches that work on every game of the family
//! (and on any other implementation of the trait).
//!
//! Every bot implements [`Bot`]: given a state where a player is to move, it
//! [`choose`](Bot::choose)s one of the legal moves. Chance turns (a die
//! throw) are not a bot's business: the caller resolves them, usually with
//! [`random_move`](boardkit_core::random_move), or lets [`play_game`] do it.
//!
//! | Bot | For | How it thinks |
//! |-----|-----|---------------|
//! | [`RandomBot`] | any game | a uniformly random legal move |
//! | [`Greedy`] | any game | the move with the best evaluation one ply ahead |
//! | [`AlphaBeta`] | two players, zero-sum | principal variation search, transposition table, iterative deepening, killer and history ordering, quiescence; optionally selective ([`SearchOptions`]): null move, reductions, futility, extensions, counter moves and follow-up histories |
//! | [`Expectimax`] | chance and 2–8 players | max-n or paranoid search, exact weighted averages at chance turns, a table of exact values |
//! | [`Mcts`] | any number of players, chance | UCT with random playouts or an evaluation cut-off, seeded |
//!
//! The searching bots read a position through an [`Evaluate`] function:
//! "how good is this state for that player", as an `i32` where positive is
//! good. Any closure `Fn(&G, G::Player) -> i32` is one, and
//! [`ScoreDifference`] works for every game that keeps score. Finished games
//! are never evaluated: the outcome decides, a win being worth [`WIN`] minus
//! the number of plies it takes to get there, so the bots prefer faster wins
//! and slower losses.
//!
//! How long a bot may think is set by [`Limits`]: a maximum depth, a node
//! budget, a time budget, and for MCTS an iteration budget. Without a time
//! budget every bot is deterministic: the same state (and seed) gives the
//! same move on every machine. Another thread can end a search early with
//! the bot's [`StopHandle`], and `search_with_progress` reports each
//! finished iteration (depth, score, nodes, time, line) as it goes, for a
//! front end's thinking output.
//!
//! # Speed
//!
//! The searches are written for the engine-grade trait: moves are generated
//! into per-ply buffers owned by the bot, states live on a per-ply stack and
//! are refilled with [`Clone::clone_from`] and
//! [`play_unchecked`](boardkit_core::Game::play_unchecked), and the tables
//! are allocated when the bot is built. After a warm-up search (which sizes
//! the buffers) a search of [`AlphaBeta`], [`Expectimax`] or [`Mcts`]
//! allocates nothing per node (only each report's line); the crate's
//! `allocations` test counts it for each of them on Scirocco, Towers and
//! Sirocco, and that [`Greedy`], one ply deep, and [`RandomBot`] allocate
//! nothing per choice once their buffers have grown to the longest move
//! list met.
//!
//! An evaluation that is a sum over the pieces can be made incremental:
//! [`AlphaBeta`] carries an [`Evaluate::summary`] along its line, updated by
//! [`Evaluate::child_summary`] after each move, and judges its leaves with
//! [`Evaluate::evaluate_summarised`] (by default there is no summary).
//!
//! # Examples
//!
//! Alpha-beta against a random mover on Towers (any two-player game works):
//!
//! ```
//! use boardkit_core::{Game, SplitMix64};
//! use boardkit_search::{AlphaBeta, Limits, RandomBot, play_game};
//! use boardkit_towers::{Side, Towers};
//!
//! // Count balls: positive is good for `player`.
//! let balls = |game: &Towers, player: Side| {
//!     i32::from(game.balls_on_board(player)) - i32::from(game.balls_on_board(player.opponent()))
//! };
//! let mut thinker = AlphaBeta::new(balls, Limits::depth(3).with_nodes(20_000)).with_hash_mb(1).with_quiescence(4);
//! let mut random = RandomBot::new(SplitMix64::new(7));
//! let mut game = Towers::startpos();
//! let record = play_game(&mut game, &mut [&mut thinker, &mut random], &mut SplitMix64::new(1), Some(300))?;
//! println!("{} plies: {:?}", record.plies, game.outcome());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! MCTS on four-player Sirocco, where the dice are drawn from the caller's
//! seeded generator:
//!
//! ```
//! use boardkit_core::{Game, SplitMix64};
//! use boardkit_search::{Limits, Mcts, RandomBot, play_game};
//! use boardkit_sirocco::Sirocco;
//!
//! let mut game = Sirocco::startpos(4)?;
//! let mut mcts = Mcts::random_playouts(Limits::iterations(200), 1);
//! let mut a = RandomBot::new(SplitMix64::new(2));
//! let mut b = RandomBot::new(SplitMix64::new(3));
//! let mut c = RandomBot::new(SplitMix64::new(4));
//! play_game(&mut game, &mut [&mut mcts, &mut a, &mut b, &mut c], &mut SplitMix64::new(5), Some(40))?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod alpha_beta;
mod arena;
mod buffers;
mod evaluate;
mod expectimax;
mod greedy;
mod limits;
mod mcts;
mod options;
mod random;
mod report;
mod stop;
mod tt;

pub use alpha_beta::{AlphaBeta, DEFAULT_HASH_MB};
pub use arena::{ArenaError, GameRecord, MatchSummary, SeatStats, match_against_random, play_game};
pub use evaluate::{Evaluate, MAX_EVALUATION, ScoreDifference, WIN, outcome_value};
pub use expectimax::{DEFAULT_EXPECTIMAX_HASH_MB, Expectimax, Strategy};
pub use greedy::Greedy;
pub use limits::{Limits, MAX_DEPTH};
pub use mcts::{DEFAULT_TREE_NODES, Even, Mcts};
pub use options::{Reductions, SearchOptions};
pub use random::RandomBot;
pub use report::SearchReport;
pub use stop::StopHandle;

use boardkit_core::Game;

/// A computer player: picks a move for the player to move.
///
/// # Examples
///
/// A bot that always plays the first legal move:
///
/// ```
/// use boardkit_search::Bot;
/// use boardkit_core::{Game, Turn};
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
    /// [`random_move`](boardkit_core::random_move)).
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
