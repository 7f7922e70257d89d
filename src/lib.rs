#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub use boardkit_core as core;
pub use boardkit_geometry as geometry;

/// The Betza / XBetza piece-movement notation (with the `scirocco` feature).
#[cfg(feature = "scirocco")]
pub use boardkit_betza as betza;
/// Scirocco, the 10×10 chess variant (feature `scirocco`).
#[cfg(feature = "scirocco")]
pub use boardkit_scirocco as scirocco;
/// Sirocco, the dice race-and-chase game (feature `sirocco`).
#[cfg(feature = "sirocco")]
pub use boardkit_sirocco as sirocco;
/// Towers, the ball-sharing game (feature `towers`).
#[cfg(feature = "towers")]
pub use boardkit_towers as towers;

/// The generic computer players: alpha-beta, expectimax, MCTS, random
/// movers, matches ([`boardkit-search`](boardkit_search)).
pub use boardkit_search as search;

pub mod bots;
