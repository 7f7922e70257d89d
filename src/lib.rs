//! boardkit: the rules of the board games Scirocco, Sirocco and Towers, for
//! game UIs, bots, tournament servers and simulators in Rust.
//!
//! Every game implements one [`Game`](crate::core::Game) trait, so perft,
//! random playouts, the conformance test kit and the computer players
//! ([`bots`]) work on all of them; each game crate's docs are a complete rules
//! reference that a player can learn the game from.
//!
//! | module | crate | what it is |
//! |---|---|---|
//! | [`core`] | `boardkit-core` | the `Game` trait (players, chance turns with exact weights, outcomes with their reason, scores), perft, random playouts, the conformance kit |
//! | [`geometry`] | `boardkit-geometry` | square grids up to 16×16 and point-and-line boards |
//! | `betza` | `boardkit-betza` | the Betza / XBetza piece-movement notation (feature `scirocco`) |
//! | `scirocco` | `boardkit-scirocco` | **Scirocco**, Adrian King's 10×10 chess variant (feature `scirocco`) |
//! | `sirocco` | `boardkit-sirocco` | **Sirocco**, the dice race-and-chase game for 2–4 players (feature `sirocco`) |
//! | `towers` | `boardkit-towers` | **Towers**, where the balls on a piece are its moves (feature `towers`) |
//! | `variant` | `boardkit-variant` | chess-family games read from a Fairy-Stockfish `variants.ini` section: chess, Capablanca, Grand, Shatranj, Makruk and more (feature `variant`) |
//! | [`bots`] | `boardkit-players` | ready-made computer players for every game |
//!
//! # A taste of the API
//!
//! ```
//! # #[cfg(feature = "scirocco")] {
//! use boardkit::core::Game;
//! use boardkit::scirocco::Scirocco;
//!
//! let mut game = Scirocco::startpos();
//! assert_eq!(game.legal_moves().len(), 21);
//! let mv = game.parse_move("P e3-e4")?; // or the coordinates `e3e4`
//! game.play(&mv)?;
//! assert_eq!(game.outcome(), None);
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The repository's `README.md` has more examples (they run as this crate's
//! doctests), the example programs (`tour`, `play`, `arena`, `inspect`,
//! `perft`, `betza`, `render`) and the speed figures; its `docs/` directory
//! has the rules of each game in full and the notation reference.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

/// The repository's `README.md`, so that its Rust examples are compiled and
/// run with this crate's doctests. (It is not the crate docs: its relative
/// links are right on GitHub and would be broken in rustdoc.)
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The pages of the repository's `docs/` directory, one item each, so that
/// every Rust sample in them is compiled and run with this crate's doctests
/// (`docs/towers.md` runs with `boardkit-towers`' doctests). A page whose
/// samples need a game crate is tested with that game's feature on.
#[cfg(doctest)]
mod docs_pages {
    #[doc = include_str!("../docs/index.md")]
    struct Index;

    #[doc = include_str!("../docs/architecture.md")]
    #[cfg(all(feature = "scirocco", feature = "towers"))]
    struct Architecture;

    #[doc = include_str!("../docs/notation.md")]
    #[cfg(all(feature = "scirocco", feature = "sirocco", feature = "towers"))]
    struct Notation;

    #[doc = include_str!("../docs/scirocco.md")]
    #[cfg(feature = "scirocco")]
    struct Scirocco;

    #[doc = include_str!("../docs/sirocco.md")]
    #[cfg(feature = "sirocco")]
    struct Sirocco;

    #[doc = include_str!("../docs/web.md")]
    struct Web;

    #[doc = include_str!("../docs/xboard.md")]
    struct Xboard;

    #[doc = include_str!("../docs/python.md")]
    struct Python;

    #[doc = include_str!("../docs/mutation-testing.md")]
    struct MutationTesting;
}

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
/// Chess-family games read from a Fairy-Stockfish variants.ini section:
/// chess, Capablanca, Grand, Shatranj, Makruk and others (feature `variant`).
#[cfg(feature = "variant")]
pub use boardkit_variant as variant;

/// The generic computer players: alpha-beta, expectimax, MCTS, random
/// movers, matches ([`boardkit-search`](boardkit_search)).
pub use boardkit_search as search;

/// The ready-made computer players of the three games: an evaluation per
/// game and strength levels over the generic searches
/// ([`boardkit-players`](boardkit_players), one feature per game like this
/// crate's).
pub use boardkit_players as bots;

/// The games of this crate (those its features enable) in a
/// [`Catalog`](boardkit_core::Catalog), for front ends that choose the game
/// by name at run time; a front end with games of its own registers each
/// with one more line.
///
/// ```
/// # #[cfg(all(feature = "scirocco", feature = "sirocco", feature = "towers", feature = "variant"))] {
/// let catalog = boardkit::catalog();
/// assert_eq!(catalog.names(), ["Scirocco", "Sirocco", "Towers", "Variant"]);
/// let mut game = catalog.open("towers", "startpos moves c1-c3")?;
/// assert!(game.play_text("c1-c9").is_err()); // not a move of this board
/// game.play_text("d6>a6,b6")?;
/// assert_eq!(game.plies(), 2);
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn catalog() -> boardkit_core::Catalog {
    // Built with no game feature, nothing is registered.
    #[allow(unused_mut)]
    let mut catalog = boardkit_core::Catalog::new();
    #[cfg(feature = "scirocco")]
    catalog.register::<boardkit_scirocco::Scirocco>();
    #[cfg(feature = "sirocco")]
    catalog.register::<boardkit_sirocco::Sirocco>();
    #[cfg(feature = "towers")]
    catalog.register::<boardkit_towers::Towers>();
    #[cfg(feature = "variant")]
    catalog.register::<boardkit_variant::VariantGame>();
    catalog
}
