//! Scirocco, Adrian King's 10×10 chess variant (2009 revision), for
//! boardkit: legal moves, playing them, the end of the game with its reason,
//! position and move notations, all 512 start arrays, and fast perft.
//!
//! These docs are the rules reference: a player can learn the game here.
//!
//! # Quick start
//!
//! ```
//! use boardkit_core::Game;
//! use boardkit_scirocco::{Scirocco, Side};
//!
//! let mut game = Scirocco::startpos();
//! assert_eq!(game.legal_moves().len(), 21);
//! game.play(&"e3e4".parse()?)?;          // coordinate notation
//! let reply = game.position().parse_readable("Pr i9-h7")?; // readable notation
//! game.play(&reply)?;
//! assert_eq!(game.position().side_to_move(), Side::Blue);
//! assert!(game.outcome().is_none());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The game
//!
//! ## Board and sides
//!
//! A 10×10 board, files `a`–`j`, ranks `1`–`10`; `a1` is the lower-left
//! corner from Blue's side. **Blue** starts on ranks 1–3 and moves first,
//! **Tan** starts on ranks 8–10. Each side has 27 pieces of 18 types.
//!
//! ## Setup
//!
//! The default start position ([`STARTPOS`], [`STARTPOS_FEN`]); Blue's
//! pieces uppercase, Tan's lowercase (letters below):
//!
//! ```text
//! 10  o d g v c n . t a h      Tan:  Wagon Dabbaba Goat Dervish Camel Knight . Stork Alfil Chariot
//!  9  . y s m f w k s i .            . Marquis Scirocco Commoner Firzan Wazir King Scirocco Priest .
//!  8  p p u p p p p u p p            Pawns, Guards on c8 and h8
//!  7  . . . . . . . . . .
//!  6  . . . . . . . . . .
//!  5  . . . . . . . . . .
//!  4  . . . . . . . . . .
//!  3  P P U P P P P U P P     Blue:  Pawns, Guards on c3 and h3
//!  2  . I S K W F M S Y .            . Priest Scirocco King Wazir Firzan Commoner Scirocco Marquis .
//!  1  H A T . N C V G D O            Chariot Alfil Stork . Knight Camel Dervish Goat Dabbaba Wagon
//!     a b c d e f g h i j
//! ```
//!
//! Eight **pairs** of Blue's array stand on one rank at mirror files (`a`↔`j`,
//! `b`↔`i`, …): Chariot–Wagon, Alfil–Dabbaba, Stork–Goat, Knight–Camel,
//! Dervish–empty square, Priest–Marquis, King–Commoner, Wazir–Firzan. A
//! setup swaps any subset of them ([`Swaps`], 256 Blue arrays), and Tan's
//! array follows Blue's by a [`Symmetry`]: **rotational** (turned 180°, Blue
//! King d2 → Tan King g9) or **mirror** (reflected across the midline, Blue
//! King d2 → Tan King d9). The 2 × 256 = 512 setups are the [`StartArray`]
//! values ([`StartArray::all`]); the default is no swaps, rotational
//! ([`StartArray::DEFAULT`]). At the table, Blue first places both Kings and
//! both Commoners (which fixes the symmetry), then Tan chooses every other
//! pair for Blue. A setup and its left–right mirror image (all 8 swaps
//! toggled) give mirror-image games.
//!
//! ## The pieces
//!
//! Every unpromoted type promotes to exactly one promoted type. Movement in
//! Betza notation (W = one step orthogonal, F = one step diagonal, D = (2,0)
//! leap, A = (2,2), N = (2,1), C = (3,1), Z = (3,2), H = (3,0); K = WF; R,
//! B, Q = riders, a number limits the range; `m` move only, `c` capture
//! only, `f` forward). Leapers jump over anything; riders stop at the first
//! occupied square (capturing it if it is an enemy and captures are
//! allowed). The table is [`PIECES`]; every piece is drawn further down.
//!
//! | # | piece (abbr., letter) | moves | promotes to (abbr.) | promoted moves |
//! |---|---|---|---|---|
//! | 1 | Pawn (P, `P`) | `fmW fcF`: one step forward, captures one step diagonally forward; no double step, no en passant | Tadpole (Ta) | `F H cW` |
//! | 2 | Guard (Gu, `U`) | `mW cF`: steps orthogonally, captures diagonally | Zebra (Z) | `Z` |
//! | 3 | Priest (Pr, `I`) | `F N` | Duke (Du) | `N R4` |
//! | 4 | Scirocco (Sc, `S`) | `W B` | Vulture (Vu) | `mB cR K` |
//! | 5 | King (K, `K`), royal | `K` | Emperor (Em), royal | `W D A` |
//! | 6 | Wazir (W, `W`) | `W` | Zag (Za) | `F A` + orthogonal jump-capture |
//! | 7 | Firzan (F, `F`) | `F` | Zig (Zi) | `W D` + diagonal jump-capture |
//! | 8 | Commoner (Co, `M`), not royal | `K` | Wildebeest (Wi) | `N C` |
//! | 9 | Marquis (Ma, `Y`) | `W N` | Abbot (Ab) | `N B4` |
//! | 10 | Chariot (Ch, `H`) | `R4` | Octopus (Oc) | bent rider |
//! | 11 | Alfil (A, `A`) | `A` | Bishop (B) | `B` |
//! | 12 | Stork (St, `T`) | `cW A` | Queen (Q) | `Q` |
//! | 13 | Knight (N, `N`) | `N` | Rook (R) | `R` |
//! | 14 | Camel (C, `C`) | `C` | Squirrel (Sq) | `D N A` |
//! | 15 | Dervish (De, `V`) | `D A` + relay | Harpy (Ha) | `mQ3` + relay |
//! | 16 | Goat (Go, `G`) | `mF D` | Lioness (Li) | `W F D N A` |
//! | 17 | Dabbaba (D, `D`) | `D` | Genie (Ge) | `Q3` + capture without moving |
//! | 18 | Wagon (Wa, `O`) | rook that skips the adjacent square | Spider (Sp) | bent rider |
//!
//! ### The unusual moves, exactly
//!
//! - **Jump-capture (Zig, Zag).** Zig: if a diagonally adjacent square holds
//!   an enemy and the square beyond it on the same diagonal is empty, the Zig
//!   may jump there, removing the jumped piece. Zag: the same orthogonally.
//!   A friendly or empty adjacent square gives no move. These are the Zig's
//!   only diagonal moves and the Zag's only orthogonal ones.
//! - **Capture without moving (Genie).** The Genie may remove an enemy from
//!   any of the 8 adjacent squares and stay where it is; a move of its own,
//!   besides capturing that piece by moving onto it with its `Q3`.
//! - **Octopus.** One diagonal step onto an *empty* square (a move by
//!   itself), then optionally on as a rook in either orthogonal direction
//!   leading away from its start (after (+1,+1): along (+1,0) or (0,+1)),
//!   over empty squares, stopping on any of them or capturing the first enemy.
//!   It never reaches an orthogonally adjacent square; its nearest capture is
//!   a knight's distance away.
//! - **Spider.** The same with the roles swapped: one orthogonal step onto
//!   an empty square, then a bishop along the two diagonals leading away.
//! - **Wagon.** A rook whose first square in each direction is never a
//!   destination; if that square is occupied (by anyone) the Wagon cannot
//!   move that way at all.
//! - **Vulture.** To the 8 adjacent squares it moves and captures; further
//!   away it moves like a bishop (no capture) and captures like a rook.
//!
//! ### Relays (Dervish and Harpy)
//!
//! A relayed move is an extra move a friendly piece gains from where it
//! stands relative to a Dervish or Harpy of its own side. Relays never help
//! enemy pieces. A relayed move may move or capture, but **a piece never
//! promotes on a relayed move**. A move the piece could also make under its
//! own power (same squares, same effect) is not a relayed move, and may
//! promote as usual. The relaying Dervish or Harpy gains nothing itself.
//!
//! - **Dervish** (interpretation of the rules, the inventor's own worked
//!   example and the Jocly implementation): a friendly piece on one of the 8
//!   squares adjacent to the Dervish may (1) jump over the Dervish to the
//!   square diametrically opposite, and (2) if it is an orthogonal
//!   neighbour, step one square diagonally to either square adjacent both to
//!   it and to the Dervish. Example: Dervish g5, friendly pawns f4 and h5:
//!   f4 may go to h6; h5 may go to g6 or g4 (or f5). The literal reading of
//!   the rule sheet ("may move as F, D or A to any square adjacent to the
//!   Dervish") also lets a diagonal neighbour leap to the two squares
//!   adjacent to the Dervish (f4→f6, f4→h4); it is
//!   [`RuleOptions::LITERAL_DERVISH`], off by default.
//! - **Harpy**: a friendly piece on a square the Harpy could reach with its
//!   `Q3` if that square were empty (same line in one of 8 directions, at
//!   most 3 squares away, every square between empty) may move or capture as
//!   a Knight. Pieces that already have the Knight move (Knight, Priest,
//!   Marquis, Squirrel, Wildebeest, Duke, Abbot, Lioness) gain nothing.
//!
//! A piece next to two Dervishes or seen by two Harpies has the union of
//! the relayed moves; each move is listed once.
//!
//! *Implementation:* boardkit-betza parses the relay strings
//! (`ADxabafKxabsW`, `mQ3xavspmafsK3`) but compiles their `x` components to
//! no moves; this crate generates the relays on top of the DSL tables, as
//! rules written from the text above (`movegen.rs`).
//!
//! ## Promotion
//!
//! A piece may promote at the end of any move that starts or ends (or both)
//! in its owner's promotion zone: ranks 8–10 for Blue, 1–3 for Tan (the
//! enemy's home). Promotion is always optional, so such a move is listed
//! twice: without (`e8e9`) and with promotion (`e8e9+`). Promoted pieces
//! never promote again and never revert. The King may promote to Emperor.
//! No promotion on a relayed move. A capture without moving is made only by
//! the Genie, which is promoted already.
//!
//! ## End of the game
//!
//! Checking is not enforced: a player may leave or put their royal piece
//! (King or Emperor) where it can be captured. The game ends as soon as one
//! of these holds, and the player it names **loses** ([`Reason`]):
//!
//! 1. **Royal captured** — the player's King or Emperor has been captured.
//! 2. **Bare royal** — after a move, the player has nothing left but the
//!    royal piece (a player with exactly two pieces loses on losing either;
//!    the baring move wins at once, even if the baring piece could be
//!    recaptured).
//! 3. **No legal move** — the player to move has none. Stalemate is a loss.
//!
//! **Repetition**: a move is illegal if it would create the third
//! occurrence of the same position (same pieces of the same sides on the
//! same squares, same player to move) in the game. Repetition never draws;
//! a player whose every move would be such a third occurrence has no legal
//! move and loses by rule 3. Draws happen only by the players' agreement;
//! the crate never declares one (a caller can simply stop the game).
//!
//! Interpretations where a position text (not a game) decides: if both
//! sides are bare, the side to move loses (the last move bared it); a
//! position whose side to move has no royal is a finished game (royal
//! captured), see [`Faults`].
//!
//! "Check" helpers for interfaces: [`Position::attacked_squares`],
//! [`Position::is_royal_attacked`].
//!
//! # The crate
//!
//! - [`Scirocco`]: a game (position + repetition history), implementing
//!   [`boardkit_core::Game`] (players [`Side`], moves [`Move`], move lists
//!   [`MoveList`], reasons [`Reason`]). Its text is the position text.
//! - [`Position`]: a validated position (copy-make: [`Position::play`],
//!   [`Position::play_unchecked`]), pseudo-legal moves (every rule but
//!   repetition), [`perft`] / [`perft_divide`] counting the last two plies in bulk.
//! - [`Setup`]: a possibly invalid position with public fields;
//!   [`Position::from_setup`] lists every fault.
//! - [`PieceKind`], [`Piece`], [`PIECES`]: the piece table as data.
//! - [`StartArray`], [`Swaps`], [`Symmetry`]: the 512 setups.
//! - Feature `serde`: [`Position`] and [`Move`] travel as their texts and
//!   are validated when read (an invalid text is an error); [`Setup`] and
//!   the small types derive their serde forms ([`Setup`] stays unchecked
//!   until [`Position::from_setup`]).
//!
//! ## Position text
//!
//! Ranks 10 → 1 separated by `/`, digits for runs of empty squares (`10`
//! allowed), a piece is its letter (uppercase Blue, lowercase Tan), a
//! promoted piece is `+` and the letter of the piece it came from; then the
//! side to move `b` or `t`; then optionally the move number (written only
//! when it is not 1). Letters: Pawn P, Guard U, Priest I, Scirocco S, King
//! K, Wazir W, Firzan F, Commoner M, Marquis Y, Chariot H, Alfil A, Stork T,
//! Knight N, Camel C, Dervish V, Goat G, Dabbaba D, Wagon O. Example:
//! `odgvcn1tah/1ysmfwksi1/ppuppppupp/10/10/10/10/PPUPPPPUPP/1ISKWFMSY1/HAT1NCVGDO b`.
//! See [`Setup::from_fen`] for the exact grammar and [`FenError`].
//!
//! ## Move notations
//!
//! **Coordinates** ([`Move`]'s `Display`/`FromStr`): `<from><to>` (`e3e4`,
//! `a1a4`, `j1j10`); `+` when the move promotes (`e8e9+`); a capture without
//! moving is from-square, captured square, from-square (`e5e6e5`);
//! jump-captures and relayed moves are plain `<from><to>`.
//!
//! **Readable** ([`Position::readable`], [`Position::parse_readable`]): the
//! inventor's abbreviation, a space, then `<from>-<to>` for a move,
//! `<from>x<to>` for a capture, `<from>x<jumped>-<to>` for a jump-capture,
//! `<from>x<target>!` for a capture without moving; `=<promoted abbr.>` for a
//! promotion and `~` after a relayed move: `Gu c3-c4`, `Ch a1xa4`,
//! `Zi d4xe5-f6`, `Ge e5xe6!`, `P e8-e9=Ta`, `P f4-h6~`.
//!
//! **Typed by a person** ([`Scirocco::parse_move`]): either notation; a text
//! starting with an uppercase letter (a piece abbreviation) is readable, any
//! other is coordinates. [`Scirocco::from_spec`] and the examples read moves
//! this way, so `startpos moves e3e4 Pr i9-h7` is one game.
//!
//! ## Perft
//!
//! Pseudo-legal perft of the default start position (pinned in
//! `tests/data/perft.txt`, which also pins six crafted middlegames holding
//! all 36 types; the counts up to depth 3, and depth 4 of the start
//! position, are also reproduced by a slow reference generator written
//! separately from the rules):
//!
//! | depth | nodes |
//! |---|---|
//! | 1 | 21 |
//! | 2 | 441 |
//! | 3 | 10 874 |
//! | 4 | 268 223 |
//! | 5 | 7 561 209 |
//! | 6 | 213 354 184 |
//!
//! Measure speed with `cargo run --release -p boardkit-scirocco --example
//! scirocco_perft_bench 6`: perft(6) ran at about 356 M nodes/s on one core
//! of the 2-core development machine on 2026-12-01 (the README's Speed
//! table; [`perft`] counts the last two plies together, and counting one
//! ply at a time, move generation alone, ran at about 101 M). Deep perft,
//! the reference perft and the long
//! conformance soak are ignored tests:
//! `cargo test -p boardkit-scirocco --release -- --ignored`.
//!
//! ## How movement is built
//!
//! Each piece's XBetza string ([`PieceInfo::betza`]) is compiled once by
//! boardkit-betza into per-square templates, which this crate turns into
//! `u128` bit masks over the 100 squares (plain leaps become one mask per
//! square; riders and bent riders keep a path mask per destination). A test
//! checks these tables square by square against tables written straight
//! from the rules above, and a slow reference generator written from the
//! rules is compared with the fast one on random positions.
#![doc = include_str!("../docs/pieces.md")]
#![doc = include_str!("../docs/pictures.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod betza_source;
mod bitboard;
mod capture;
mod diagrams;
mod fen;
mod game;
mod movegen;
mod moves;
mod perft;
mod piece;
mod position;
mod queries;
mod readable;
pub mod record;
mod refusal;
mod replies;
#[cfg(test)]
mod rules_source;
mod side;
mod start;
pub mod stats;
pub mod svg;
mod tables;
mod typed;
mod zobrist;

/// The geometry type the API takes and returns (squares `a1` … `j10`).
pub use bitboard::{SquareIndices, square_index, square_indices};
pub use boardkit_geometry::Square;
pub use fen::FenError;
pub use game::{IllegalReason, Outcome, PlayError, Reason, Scirocco, SpecError};
pub use movegen::{MAX_MOVES, MoveList};
pub use moves::{Move, MoveKind, MoveParseError};
pub use perft::{perft, perft_divide};
pub use piece::{KIND_COUNT, PIECES, Piece, PieceInfo, PieceKind, UNPROMOTED_COUNT};
pub use position::{Faults, MAX_PIECES_PER_SIDE, Position, PositionError, RuleOptions, STARTPOS, STARTPOS_FEN, Setup};
pub use readable::ReadableError;
pub use side::Side;
pub use start::{StartArray, Swaps, Symmetry};
pub use typed::{MoveTextError, split_moves};
