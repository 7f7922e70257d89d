//! The rules of **Towers** for boardkit: a two-player game in which every
//! piece (a "tower") carries balls, and the number of balls on a piece is
//! how far it moves.
//!
//! This page is the complete rules reference. The original rules sheet (a
//! machine translation, with no title and no board size) leaves some things
//! open; the project fixed them, and every such choice is marked
//! **Choice** below. The repository's `docs/towers.md` tells the same rules
//! with more examples.
//!
//! ```
//! use boardkit_core::Game;
//! use boardkit_towers::{Side, Towers};
//!
//! let mut game = Towers::startpos();
//! assert_eq!(game.legal_moves().len(), 66);
//! game.play(&"c1-c3".parse()?)?; // White: the tower on c1 (2 balls) moves 2 squares
//! game.play(&"d6>a6,b6".parse()?)?; // Brown: d6 gives one ball each to a6 and b6
//! assert_eq!(game.side_to_move(), Side::White);
//! assert_eq!(game.to_string(), "B3B3B2B0B2B2/....../....../..W2.../....../W2W2.W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 2 seen 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The board
//!
//! A rectangle of squares, by default **6 files × 6 ranks** (`a`–`f`,
//! `1`–`6`). Any width from 2 to 16 and height from 3 to 16 can be chosen in
//! a [`Config`]. **White**'s back row is rank 1, **Brown**'s is the top rank.
//! At the start each side has one piece on every square of its back row —
//! so the width is the number of pieces per side — and every piece carries
//! **2 balls** (configurable). White moves first.
//!
//! ```text
//!  6  B2  B2  B2  B2  B2  B2     Brown's back row
//!  5   .   .   .   .   .   .
//!  4   .   .   .   .   .   .
//!  3   .   .   .   .   .   .
//!  2   .   .   .   .   .   .
//!  1  W2  W2  W2  W2  W2  W2     White's back row
//!      a   b   c   d   e   f
//! ```
//!
//! (`W2` = a White piece with 2 balls; [`Towers::diagram`] draws this.)
//! Pieces never leave the board and are never removed: only balls are.
//!
//! # A turn
//!
//! On your turn you choose **exactly one** of three actions, always with a
//! piece of yours that has n ≥ 1 balls. A piece with 0 balls cannot act at
//! all (but it can receive balls, see Share).
//!
//! ## Move — `c1-c3`
//!
//! The piece moves **exactly n squares** in a straight line: forward,
//! backward or sideways, never diagonally. It cannot jump: every square it
//! passes over and the square where it stops must be empty. It cannot turn
//! on the way. It keeps its balls.
//!
//! ```text
//!  5   .   .   *   .   .       the W2 on c3 can reach exactly the four
//!  4   .   .   .   .   .       squares marked *, two squares away in a
//!  3   *   .  W2   .   *       straight line; with a piece on c4 it could
//!  2   .   .   .   .   .       not go north (no jumping), with one on e3
//!  1   .   .   *   .   .       not east (the end square must be empty)
//!      a   b   c   d   e
//! ```
//!
//! ## Share — `a1>b1,c1`
//!
//! Take **all** the balls off the piece and put **one** ball each on
//! min(n, k) **different** other pieces of your side, where k is the number
//! of your other pieces (5 on the default board). When n < k you choose the
//! recipients, so a piece has C(k, n) different shares; when n ≥ k every
//! other piece gets one ball and the n − k balls left over are **lost**
//! from the game (the sheet's example: a tower of 6 balls gives 5 and loses
//! 1). Pieces with 0 balls may receive, which makes them able to act again.
//!
//! ```text
//!  before:  W2  W2  W2  W2  W2  W2      c1>a1,f1      after:  W3  W2  W0  W2  W2  W3
//!            a   b   c   d   e   f                             a   b   c   d   e   f
//! ```
//!
//! ## Capture — `c2xc4`
//!
//! If an enemy piece with **at least one ball** stands **exactly n squares**
//! away in a straight line (rank or file) with only empty squares between,
//! you may remove **all of its balls** from the game. Neither piece moves.
//! The sheet's example: a White piece with 2 balls and a Brown piece with 3
//! balls two squares apart, nothing between — White removes the 3 balls.
//!
//! ```text
//!  4   .   .  B3   .            c2xc4: Brown's c4 keeps its square
//!  3   .   .   .   .            but drops to B0; Brown's captured
//!  2   .   .  W2   .            count grows by 3
//!      a   b   c   d
//! ```
//!
//! # The end
//!
//! - **Back row**: you win at once when one of your pieces **ends a Move**
//!   on the opponent's back row ([`Reason::BackRow`]).
//! - **No balls**: a player with no balls left can no longer act and
//!   **loses**; this is checked right after the opponent's action
//!   ([`Reason::NoBalls`]). A player with at least one ball always has an
//!   action (sharing is always possible, there are at least two pieces), so
//!   there is no stalemate.
//! - **Repetition** (**Choice**, an addition to the sheet, on by default,
//!   [`Config::with_repetition_draw`]): the **third occurrence** of the same
//!   position — same pieces on the same squares with the same balls, same
//!   player to move — ends the game as a **draw** ([`Reason::Repetition`]).
//! - **Ply limit** (**Choice**, off by default,
//!   [`Config::with_ply_limit`]): after that many actions the game is a
//!   **draw** ([`Reason::PlyLimit`]).
//!
//! [`Game::outcome`](boardkit_core::Game::outcome) gives the verdict and the
//! reason; it displays as `White wins (a piece reached the opponent's back
//! row)` or `draw (third occurrence of a position)`.
//!
//! # Choices where the sheet is silent
//!
//! - **Name and size.** The sheet has neither; the project calls the game
//!   Towers and plays 6 × 6 by default (six pieces a side, as in the
//!   sheet's "the other five pieces").
//! - **Exact distance.** A piece with n balls moves or captures exactly n
//!   squares, never fewer ("if it has 4 balls it must move 4 squares").
//! - **Where a move may end.** Any empty square, including one's own back
//!   row; only ending on the **opponent's** back row wins. A capture or share
//!   never wins by itself.
//! - **Share recipients** are other pieces of the mover (never the sharer
//!   itself), each receiving exactly one ball; the sharer keeps none. With n
//!   < k the player chooses the set, so each set is a separate action; with
//!   n ≥ k there is exactly one share, to all others.
//! - **Capture targets.** Only an enemy piece with at least one ball can be
//!   captured; it must be the first piece on the line (any piece in between,
//!   of either side and with any balls, blocks). A 0-ball enemy piece is not
//!   a target and blocks lines like any piece.
//! - **Losing on no balls** is checked for the player about to move, right
//!   after the opponent's action. The player who just acted never runs out
//!   (capturing costs nothing; a share keeps at least one ball on the board).
//!   A position in which the player to move has no balls is lost for it.
//! - **Order of the end checks** after an action: back row, then no balls,
//!   then repetition, then ply limit — so a win on the last ply before the
//!   limit is still a win.
//! - **Repetition** compares pieces, balls and the player to move; the ball
//!   accounting is implied (balls never return to the board, so equal boards
//!   have equal totals). Positions from before balls last left the board
//!   (a capture, or a share that lost balls) can never occur again and are
//!   forgotten.
//! - **Ball limits.** `width × balls` must be at most 255, so that a piece
//!   that collects every ball of its side still fits its count in a byte.
//!
//! # Notation
//!
//! [`Move`] texts need no position: `a1-a3` (move), `a1xa3` (capture),
//! `a1>b1,c1` (share to b1 and c1). Squares are `a1` … `p16`. Move and
//! capture squares must differ and share a rank or file; share recipients
//! are distinct, at most 15, in any order, and print sorted by rank then
//! file. Parsing checks syntax only; [`Towers::check`] and
//! [`play`](boardkit_core::Game::play) check the rules.
//!
//! # Position text
//!
//! The [`Display`](core::fmt::Display) / [`FromStr`](core::str::FromStr)
//! text of [`Towers`] is one line of space-separated fields:
//!
//! ```text
//! B2B2B2B2B2B2/....../....../....../....../W2W2W2W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1
//! ```
//!
//! 1. The board, ranks from the top down separated by `/`, each rank's
//!    squares from file `a` on: `.` empty, `W<n>` a White piece with n
//!    balls, `B<n>` a Brown one. The number of squares per rank is the width,
//!    the number of ranks the height.
//! 2. The side to move, `w` or `b`.
//! 3. `balls <n>`: balls per piece at the start (needed for the accounting).
//! 4. `captured <white> <brown>`: balls of each side removed by the
//!    opponent's captures.
//! 5. `lost <white> <brown>`: balls of each side lost in shares.
//! 6. `ply <n>`: actions played.
//! 7. `seen <n>`: how many times the current position has occurred
//!    (1–3 with the repetition draw on).
//! 8. Only when not the default: `repetition off`, then `limit <n>`.
//!
//! Parsing also accepts the word `startpos` for the default start. It
//! checks everything and reports the first fault as a
//! [`PositionParseError`]: the sizes and balls of a valid [`Config`],
//! exactly `width` pieces per side, and for each side balls on the board +
//! captured + lost = `width × balls`. It refuses positions no game can
//! reach: the side to move already on the opponent's back row, `seen`
//! above 3 with the repetition draw on, `ply` past the limit. A finished
//! game's text parses back as finished, with the same outcome.
//!
//! **Choice:** the text does not carry the whole repetition record, only how
//! often the *current* position has occurred; a game read from text forgets
//! which other positions it has seen. That is why the conformance kit runs
//! with `text_is_complete: false`, and why [`Towers`]' equality (which
//! includes the record) can tell a parsed game from the original.
//!
//! # Move order and the action list
//!
//! [`legal_moves`](boardkit_core::Game::legal_moves) lists actions piece by
//! piece in square order (rank, then file); for each piece its move or
//! capture to the north, east, south and west, then its shares. The list is
//! an [`MoveList`], backed by a `Vec` because shares can make it huge
//! (over 100 000 actions on a 16-wide board); reuse one with
//! [`Towers::legal_actions_into`], or just count with
//! [`Towers::count_actions`].
//!
//! # Perft and speed
//!
//! [`perft`] and [`perft_divide`] count action paths with copy-make and
//! bulk-counted leaves (shares by binomial coefficients); they agree with
//! the generic [`boardkit_core::perft`]. From the default start:
//!
//! | depth | paths |
//! |---|---|
//! | 1 | 66 |
//! | 2 | 4 356 |
//! | 3 | 244 854 |
//! | 4 | 13 757 392 |
//! | 5 | 631 848 674 |
//!
//! (Depth 1: 6 two-square advances and 6 × C(5, 2) = 60 shares. Depth 2:
//! no White action can touch Brown in one ply, so 66 × 66.) More vectors,
//! for other sizes and mid-game positions, are in the crate's
//! `tests/data/perft.txt`. The deep ones run as ignored tests:
//! `cargo test -p boardkit-towers --release --test perft -- --ignored`.
//!
//! Speed: `cargo run --release -p boardkit-towers --example towers_perft_bench`
//! (perft 4 of the default start, single thread, leaves counted in bulk)
//! ran at about 1 300 M nodes per second on one core of the 2-core
//! development machine (AMD EPYC, rustc 1.95) on 2026-12-01: the figure of
//! the README's Speed table, which has every game's figures.
//!
//! The repetition record stores 64-bit position hashes, not whole
//! positions; two different positions with the same hash would be taken for
//! a repetition, with a chance of about one in 2⁶⁴ per comparison.
//!
//! # Features
//!
//! `serde`: [`Config`] (validated on input), [`Side`], [`Piece`],
//! [`Reason`], [`Move`] (as its notation) and [`Towers`] (as its position
//! text, validated on input).
#![doc = include_str!("../docs/pictures.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod board;
mod capture;
mod config;
mod game;
mod list;
mod moves;
mod perft;
pub mod record;
mod side;
pub mod svg;
mod text;

/// The geometry type the API takes and returns (squares `a1` … `p16`).
pub use boardkit_geometry::Square;
pub use config::{Config, ConfigError};
pub use game::{Piece, PlayError, Reason, Towers};
pub use list::MoveList;
pub use moves::{MAX_RECIPIENTS, Move, MoveParseError, Recipients};
pub use perft::{perft, perft_divide};
pub use side::Side;
pub use text::PositionParseError;

/// The facade's rules page `docs/towers.md`, so that its Rust example is
/// compiled and run with this crate's doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/towers.md")]
struct DocsTowersPage;
