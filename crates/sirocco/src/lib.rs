//! Sirocco, the dice race-and-chase game for 2 to 4 players.
//!
//! This crate knows the rules: the board, whose turn it is, the die throw as
//! an explicit chance event, the legal moves for a throw, playing a move,
//! captures, the end of the game with its reason, and the scores. It
//! implements [`boardkit_core::Game`], so the generic boardkit tools (perft,
//! random playouts, the conformance kit, bots) work on it. Nothing here draws
//! random numbers: the caller supplies every throw.
//!
//! The rules below are the complete reference: a player can learn the game
//! here, and every point the original rules sheet leaves open is decided
//! (*Interpretations*). The repository's `docs/sirocco.md` is the guide to
//! playing it with the example programs, in the browser and from Python, with
//! worked examples.
//!
//! # The game in one paragraph
//!
//! Each player has six pawns on the base of its corner. In turn a player
//! throws one die and moves **one** pawn exactly that many steps along the
//! lines. The aim is to bring the pawns to the diagonally opposite corner
//! (the *goal base*) and, on the way, to capture opponents' pawns by landing
//! on them. The game ends as soon as some player has no pawn left outside its
//! goal base. Then a capture is worth 3 points, a pawn in the goal base 2, a
//! pawn on a grey dot of the goal corner 1. The highest score wins, so hunting
//! is worth more than racing.
//!
//! # The board
//!
//! The printed board is described only in words by the original sheet, so
//! the crate ships a **reference board** ([`Board::reference`]) and accepts
//! any other board as data ([`Board::from_spec`], see *Custom boards*).
//!
//! The reference board's points lie on a 13×13 lattice named like chess
//! squares (files `a`–`m`, ranks `1`–`13`). Only points on a line exist
//! (145 of them); lines join neighbouring points: along ranks 1, 3, 5, …, 13,
//! along files a, c, e, …, m, and along the two long diagonals a1–m13 and
//! a13–m1 (192 lines).
//!
//! ```text
//! 13 O-o-o-+-+-+-#-+-+-+-o-o-O
//!    |\  |   |   |   |   |  /|
//! 12 o o +   +   +   +   + o o
//!    |  \|   |   |   |   |/  |
//! 11 o-+-o-+-+-+-+-+-+-+-o-+-o
//!    |   |\  |   |   |  /|   |
//! 10 +   + # +   +   + # +   +
//!    |   |  \|   |   |/  |   |
//!  9 +-+-+-+-+-+-+-+-+-+-+-+-+
//!    |   |   |\  |  /|   |   |
//!  8 +   +   + + + + +   +   +
//!    |   |   |  \|/  |   |   |
//!  7 #-+-+-+-+-+-#-+-+-+-+-+-#
//!    |   |   |  /|\  |   |   |
//!  6 +   +   + + + + +   +   +
//!    |   |   |/  |  \|   |   |
//!  5 +-+-+-+-+-+-+-+-+-+-+-+-+
//!    |   |  /|   |   |\  |   |
//!  4 +   + # +   +   + # +   +
//!    |   |/  |   |   |  \|   |
//!  3 o-+-o-+-+-+-+-+-+-+-o-+-o
//!    |  /|   |   |   |   |\  |
//!  2 o o +   +   +   +   + o o
//!    |/  |   |   |   |   |  \|
//!  1 O-o-o-+-+-+-#-+-+-+-o-o-O
//!    a b c d e f g h i j k l m
//! ```
//!
//! `O` a base (large circle), `o` a grey dot (neutral start space), `#` a
//! protected (red-bordered) spot, `+` a field point; `-` `|` `/` `\` are
//! lines. ([`Board::diagram`] draws this; [`Sirocco::diagram`] adds the pawns
//! as digits `1`–`4`, one per seat.)
//!
//! A pawn steps only along a drawn line.
//!
//! | seat | base | grey dots | goal base (the opposite corner) | diagram digit |
//! |---|---|---|---|---|
//! | South-West (`SW`) | a1 | b1 c1 a2 a3 b2 c3 | m13 | `1` |
//! | North-West (`NW`) | a13 | b13 c13 a12 a11 b12 c11 | m1 | `2` |
//! | North-East (`NE`) | m13 | l13 k13 m12 m11 l12 k11 | a1 | `3` |
//! | South-East (`SE`) | m1 | l1 k1 m2 m3 l2 k3 | a13 | `4` |
//!
//! Protected spots: g7 (the centre), d4, j4, d10, j10 (on the long
//! diagonals), g1, a7, m7, g13 (the middles of the edges). The other 117
//! points are the playing field.
//!
//! # Players and turns
//!
//! Each player has **six pawns**, all starting on its own base. Two players
//! take South-West and North-East; three take South-West,
//! North-West and North-East; four take every corner ([`Seat::for_players`]).
//! Turns go clockwise — South-West, North-West, North-East, South-East — and
//! South-West begins. Every turn has two steps:
//!
//! 1. **The throw** — a chance turn ([`Turn::Chance`](boardkit_core::Turn::Chance)).
//!    The legal "moves" are the six outcomes `roll 1` … `roll 6`, each with
//!    weight 1 ([`Game::chance_outcomes`](boardkit_core::Game::chance_outcomes));
//!    the caller plays the face it rolled (with a real die or its own random
//!    generator).
//! 2. **The move** — the player's turn: one pawn moves exactly as many steps
//!    as thrown (`c3-g7`), or, if that throw allows nothing, the only legal
//!    move is `pass`.
//!
//! A *round* is one turn of every player; rounds are counted from 1.
//!
//! # Moving
//!
//! - A move is a path of exactly N steps (N = the throw) from point to
//!   neighbouring point along lines, never visiting a point twice. Only the
//!   end point matters: two paths to the same end point are the same move.
//! - Paths **pass over pawns** of any colour; pawns never block a path.
//! - A path never enters the player's **own base** again, and never enters
//!   its **own grey dots** again once it has left its corner.
//! - A path never passes through or lands on **another base**, except the
//!   player's **goal base**, which it may enter only with its last step: the
//!   pawn has arrived there and never moves again.
//! - Landing:
//!   - on an empty point: fine;
//!   - on an own pawn: not allowed;
//!   - on an opponent's pawn on a field point that is not protected: the
//!     opponent's pawn is **captured** — it leaves the game for good and
//!     counts for the capturer ([`Sirocco::captures`]);
//!   - on an opponent's pawn on a grey dot (of any corner) or a protected
//!     spot: not allowed — pawns there cannot be knocked over;
//!   - on the goal base: always allowed; a base holds any number of pawns of
//!     any colours.
//! - **Entry first**: while a player still has a pawn on its own base or its
//!   own grey dots, it must move one of those pawns (the move may end on a
//!   grey dot or in the field, and may capture). Only when none is left there
//!   may it move its other pawns.
//! - If the throw allows no move, the player passes.
//!
//! Because paths jump over pawns, the end points of a pawn depend only on
//! its seat, its point and the throw. The crate precomputes them per (seat,
//! point, throw) when a board is built ([`Board::destinations`]) and only
//! filters the landing rules at play time.
//!
//! # End and scoring
//!
//! The game ends right after a move that leaves some player with no pawn
//! outside its goal base — every pawn it still has is home
//! ([`Reason::AllHome`]) or it has none left ([`Reason::AllCaptured`]). It
//! also ends when no pawn of any player can ever move again
//! ([`Reason::Stalled`], see *Interpretations*). Every player then scores
//! ([`Sirocco::score`], available at any time):
//!
//! - 3 points for each opponent pawn it captured;
//! - 2 points for each own pawn in its goal base;
//! - 1 point for each own pawn on a grey dot of its goal corner;
//! - 0 for pawns anywhere else.
//!
//! A score is defined at any time (what the player would get if the game
//! ended now); [`Game::scores`](boardkit_core::Game::scores) gives them in
//! turn order.
//!
//! The highest score wins; equal highest scores share the win
//! ([`Verdict::SharedWin`](boardkit_core::Verdict::SharedWin)). The player
//! who ends the game does not necessarily win. [`Sirocco::ranking`] lists
//! the standings. For simulations an optional round limit
//! ([`Sirocco::with_round_limit`], off by default) ends the game after that
//! many full rounds with the same scoring ([`Reason::RoundLimit`]).
//!
//! # Interpretations
//!
//! Where the rules leave room, the crate decides as follows.
//!
//! - **The own corner is one region.** A pawn on its base or own grey dots
//!   may walk through and stop on its own grey dots (from a1 a throw of 2
//!   reaches c1, a3 or c3), but once its path has stepped onto any other
//!   point it may not come back into the corner, in the same move or later.
//!   It never re-enters its base (not even from a grey dot).
//! - **Entry first is strict.** If no pawn on the base or own grey dots can
//!   move with the throw, the player passes even when field pawns could move
//!   (the sheet: all pawns must be brought into the field *before* a pawn
//!   already there may move).
//! - **Unused corners still count.** In 2- and 3-player games the empty
//!   corners' bases still cannot be entered and their grey dots still protect
//!   pawns.
//! - **Goal corner.** The grey dots of the goal corner are ordinary grey dots
//!   (protected, passable, and worth 1 point at the end); the goal base is
//!   the only base a pawn may enter.
//! - **Everyone is checked.** The end rule applies to any player after any
//!   move: a capture that takes an opponent's last pawn outside its goal ends
//!   the game too.
//! - **Dead ends are real.** On the reference board b3 and c2 touch only
//!   South-West's own grey dots (and likewise in every corner), so a pawn
//!   that stops there can never move again; it can still be captured
//!   ([`Board::dead_ends`]).
//! - **A stalled game ends.** When no player can ever move again, the game
//!   ends right after the move that made it so ([`Reason::Stalled`]) and is
//!   scored as usual; otherwise the rules' end condition could never be met
//!   and the game would be passes for ever. That is the case when no pawn is
//!   left on a base and every pawn each player may move stands on a dead
//!   end: all its pawns outside the goal or, while entry first holds it, its
//!   pawns on its own grey dots (which cannot be captured). About one random
//!   2-player game in forty stalls on the reference board.
//! - **All tied** players share the win
//!   ([`Verdict::SharedWin`](boardkit_core::Verdict::SharedWin) with every
//!   player); a Sirocco game is never a draw.
//! - **Passing is a move** (`pass`), so every turn is a throw and a move in a
//!   game record, and records replay exactly.
//! - **Round limit.** With a limit of n the game ends after the last
//!   player's move of round n; a game that ends by the end rule in that
//!   move reports that rule.
//!
//! # Notation and game records
//!
//! A [`Move`] is written `roll 4` (the throw), `c3-g7` (a pawn from c3 to
//! g7), or `pass`. A game record is the list of these tokens; replaying them
//! with [`Game::play`](boardkit_core::Game::play) reproduces the game. Moves
//! name points, so they parse without a board ([`PointName`]); the game
//! checks them when they are played.
//!
//! # State text
//!
//! [`Sirocco`]'s `Display` writes a one-line state text that
//! [`FromStr`](core::str::FromStr) reads back to an equal state:
//!
//! ```text
//! reference | SW a1 a1 a1 a1 a1 c3 x0 | NE m13 m13 m13 m13 m13 m13 x0 | NE to roll | round 1
//! ```
//!
//! - the board's name (`reference` for the built-in board);
//! - one part per player in turn order: its seat code (`SW`, `NW`, `NE`,
//!   `SE`), the point of each of its pawns (pawns on the own base first,
//!   then the others in point order, then those in the goal base), and `x`
//!   with the number of pawns it captured;
//! - whose turn it is: `NE to roll` (a throw is due) or `NE rolled 4` (the
//!   player must move for throw 4); a finished game names the seat that
//!   would have been next. A finished game has no throw pending, except one
//!   ended by a round limit set while a throw was pending
//!   ([`Sirocco::with_round_limit`] below the current round): its text keeps
//!   the throw, so lifting the limit again gives back the same game;
//! - the round, `round 7`, or `round 7/50` with a round limit of 50 (any
//!   number from 1 to 4294967295, [`u32::MAX`]; the round counter stops
//!   there, see [`Sirocco::round`]).
//!
//! The reader accepts pawns in any order, and checks that every point
//! exists, that no two pawns share a point outside the bases, that no pawn
//! stands on a base other than its own and its goal, that a player has at
//! most six pawns, and that the captures add up with the missing pawns. A
//! state on a custom board is read with [`Sirocco::from_text_with_board`].
//! [`Sirocco::parse_position`] also takes `startpos:<players>`.
//!
//! # Custom boards
//!
//! A [`BoardSpec`] lists the points, the lines, the four corners (base and
//! grey dots for every seat) and the protected spots, as a struct (serde
//! with the `serde` feature) or as a small text format (see [`BoardSpec`]).
//! [`Board::from_spec`] validates it and rejects, with a [`BoardError`]
//! saying what and where: broken points or lines (duplicates, unknown end
//! points, self-loops), point names that move notation cannot carry, unknown
//! points in corners or protected spots, missing or repeated corners, points
//! with two roles, corners without grey dots, a base not joined to its grey
//! dots, a goal that cannot be reached, boards where six pawns could have
//! more than [`MAX_MOVES`] moves, and boards so dense (more than
//! [`MAX_PATHS`] short paths) that their tables would take too long to build.
//!
//! # Examples
//!
//! A game driven by the caller's die:
//!
//! ```
//! use boardkit_core::{Game, Turn};
//! use boardkit_sirocco::{Move, Seat, Sirocco};
//!
//! let mut game = Sirocco::startpos(4)?;
//! game.play(&Move::Roll(3))?;
//! // Entry first: only the pawns on a1 can move; these are their end points.
//! let moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["a1-d1", "a1-c2", "a1-b3", "a1-d3", "a1-a4", "a1-c4", "a1-d4"]);
//! game.play(&"a1-d4".parse()?)?;
//! assert_eq!(game.turn(), Turn::Chance);
//! assert_eq!(game.seat_to_move(), Seat::NorthWest);
//! // An illegal move is an error and changes nothing.
//! game.play(&Move::Roll(6))?;
//! let before = game.clone();
//! assert!(game.play(&"a13-a12".parse()?).is_err());
//! assert_eq!(game, before);
//! assert_eq!(game.scores().map(|s| s.to_vec()), Some(vec![0, 0, 0, 0]));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A random game to the end with the generic tools:
//!
//! ```
//! use boardkit_core::{Game, SplitMix64, random_playout};
//! use boardkit_sirocco::Sirocco;
//!
//! let mut game = Sirocco::startpos(2)?;
//! random_playout(&mut game, &mut SplitMix64::new(1), None);
//! let outcome = game.outcome().ok_or("not over")?;
//! println!("{outcome}: scores {:?}", game.scores());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Tests and speed
//!
//! The test suite checks every rule sentence, cross-checks the path tables
//! against a brute-force search, runs the core conformance kit on random
//! 2-, 3- and 4-player games, pins perft counts and keeps playthrough
//! snapshots. Longer runs are ignored by default:
//! `cargo test -p boardkit-sirocco --release -- --ignored` (thousands of
//! conformance games per player count, deep perft). Random playouts are
//! measured by `cargo run --release -p boardkit-sirocco --example sirocco_playout_bench`;
//! [`Sirocco::count_moves`] and [`Sirocco::play_index`] are the allocation-free
//! fast path it uses.
//!
//! # Features
//!
//! - `serde`: the board, moves, games and results as serde values.
//! - `svg` (on by default): pictures of boards and games, see the `svg`
//!   module.
#![cfg_attr(feature = "svg", doc = include_str!("../docs/pictures.md"))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod board;
mod capture;
mod game;
mod moves;
mod name;
pub mod record;
mod seat;
#[cfg(feature = "svg")]
pub mod svg;
mod text;
mod zobrist;

pub use board::{
    BOARD_NAME_DELIMITERS, Board, BoardError, BoardSpec, CornerSpec, MAX_MOVES, MAX_PATHS, MAX_THROW, PAWNS,
    REFERENCE_NAME,
};
/// The geometry types the API takes and returns: the point-and-line board
/// ([`Board::graph`]), its points and point sets, and path rules
/// ([`Board::path_rules`]).
pub use boardkit_geometry::graph::{LineBoard, PathRules, PointId, PointSet};
pub use game::{MAX_SCORE, MoveList, PlayError, Reason, Sirocco, Standing};
pub use moves::{Move, MoveParseError};
pub use name::{MAX_NAME_LEN, PointName, PointNameError};
pub use seat::{Seat, SeatError};
pub use text::StateParseError;
