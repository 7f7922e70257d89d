//! The common ground of every boardkit game.
//!
//! - [`Game`]: one trait for the rules of a game — whose [`Turn`] it is (a
//!   player, a chance event such as a die throw, or nobody because the game
//!   is over), the legal moves, playing a move, the [`Outcome`] with the rule
//!   that ended the game, and scores.
//!   Moves are generated into caller-owned buffers, states are copied with
//!   [`Clone::clone_from`] and advanced with [`Game::play_unchecked`], and
//!   every state has a [`Game::position_hash`]: what search engines need.
//! - [`perft`] and [`perft_divide`] (and the reusable [`Perft`]): counting
//!   the paths of the game tree, the standard correctness check of move
//!   generators, allocation-free per node.
//! - [`random_move`] and [`random_playout`] (and the buffer-reusing
//!   [`Playout`]), driven by a caller-supplied [`RandomSource`]
//!   ([`SplitMix64`] is a small seedable one).
//! - [`conformance`]: the random-game test kit that every game crate runs.
//! - [`text`]: the one text layer of every game ([`GameText`]): moves as
//!   people type them in every notation, position specs (`startpos:N moves
//!   …`), player names, record tags; [`Session`] (a game in progress with
//!   typed moves, undo and records) and [`Catalog`] (any game by name, for
//!   front ends).
//!
//! # Chance
//!
//! Nothing in boardkit draws random numbers. A state whose turn is
//! [`Turn::Chance`] lists the outcomes with exact integer weights in
//! [`Game::generate_chance_outcomes`]; the caller picks one (with its own RNG, or a
//! real die) and plays it like a move. Perft counts every outcome as a
//! branch.
//!
//! # Examples
//!
//! A whole game: a pile of counters, each player takes one or two, whoever
//! takes the last counter wins. Implementing [`Game`] gives it perft, random
//! playouts and the conformance kit.
//!
//! ```
//! use std::fmt;
//! use std::str::FromStr;
//!
//! use boardkit_core::{Game, Outcome, PlayerList, SplitMix64, Turn, Verdict, conformance, perft, perft_divide};
//!
//! #[derive(Clone, PartialEq, Debug)]
//! struct Pile { counters: u8, to_move: u8 }
//!
//! #[derive(Debug, thiserror::Error)]
//! #[error("cannot take {0}")]
//! struct CannotTake(u8);
//!
//! impl fmt::Display for Pile {
//!     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
//!         write!(f, "{} p{}", self.counters, self.to_move)
//!     }
//! }
//!
//! impl FromStr for Pile {
//!     type Err = String;
//!     fn from_str(text: &str) -> Result<Pile, String> {
//!         let (counters, player) = text.split_once(" p").ok_or("expected `<counters> p<player>`")?;
//!         let counters = counters.parse().map_err(|_| format!("bad count `{counters}`"))?;
//!         match player {
//!             "0" | "1" => Ok(Pile { counters, to_move: if player == "0" { 0 } else { 1 } }),
//!             _ => Err(format!("bad player `{player}`")),
//!         }
//!     }
//! }
//!
//! impl Game for Pile {
//!     type Player = u8;
//!     type Move = u8; // how many counters to take
//!     type Reason = &'static str;
//!     type PlayError = CannotTake;
//!
//!     fn players(&self) -> PlayerList<u8> {
//!         [0, 1].into_iter().collect()
//!     }
//!     fn turn(&self) -> Turn<u8> {
//!         if self.counters == 0 { Turn::Over } else { Turn::Player(self.to_move) }
//!     }
//!     fn generate_moves(&self, moves: &mut Vec<u8>) {
//!         moves.clear();
//!         moves.extend(1..=self.counters.min(2));
//!     }
//!     fn play(&mut self, take: &u8) -> Result<(), CannotTake> {
//!         if !self.is_legal(take) {
//!             return Err(CannotTake(*take)); // nothing has changed
//!         }
//!         self.play_unchecked(take);
//!         Ok(())
//!     }
//!     fn play_unchecked(&mut self, take: &u8) {
//!         debug_assert!(self.is_legal(take), "illegal take {take}");
//!         self.counters -= take;
//!         self.to_move = 1 - self.to_move;
//!     }
//!     fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
//!         // The player who took the last counter is not the one to move now.
//!         (self.counters == 0)
//!             .then(|| Outcome { verdict: Verdict::Win(1 - self.to_move), reason: "took the last counter" })
//!     }
//!     fn is_legal(&self, take: &u8) -> bool {
//!         (1..=self.counters.min(2)).contains(take)
//!     }
//!     fn is_legal_cheaply(&self, take: &u8) -> Option<bool> {
//!         Some(self.is_legal(take)) // no list, no allocation
//!     }
//!     fn position_hash(&self) -> u64 {
//!         // The whole state fits in the hash: equal states hash equal.
//!         u64::from(self.counters) << 1 | u64::from(self.to_move)
//!     }
//! }
//!
//! let start = Pile { counters: 4, to_move: 0 };
//! assert_eq!(perft(&start, 2), 4); // 1-1, 1-2, 2-1, 2-2
//! // After taking 2, taking the last 2 ends the game before the third ply.
//! assert_eq!(perft_divide(&start, 3), [(1, 3), (2, 1)]);
//! let report = conformance::check(|_: &mut SplitMix64| start.clone(), &conformance::Config::default())?;
//! assert_eq!(report.finished_games, 100);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A random game of any [`Game`]:
//!
//! ```
//! use boardkit_core::{Game, SplitMix64, random_playout};
//!
//! fn play_out<G: Game>(mut game: G) -> Option<String> {
//!     let mut rng = SplitMix64::new(2026);
//!     random_playout(&mut game, &mut rng, Some(10_000));
//!     game.outcome().map(|outcome| outcome.to_string())
//! }
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod conformance;
mod game;
mod perft;
mod playout;
pub mod record;
mod rng;
mod scores;
mod session;
pub mod text;
#[cfg(feature = "serde")]
mod verdict_serde;

pub use game::{
    ChanceOutcomes, Game, MAX_CHANCE_OUTCOMES, MAX_PLAYERS, Outcome, PlayerList, Turn, Verdict, total_weight,
};
pub use perft::{Perft, perft, perft_divide};
pub use playout::{Playout, PlayoutReport, random_move, random_playout};
pub use rng::{RandomSource, SplitMix64};
pub use scores::Scores;
pub use session::Session;
pub use text::{Catalog, GameText};
