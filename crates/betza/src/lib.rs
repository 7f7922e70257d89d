//! The Betza / XBetza piece-movement notation: parse it, print it back
//! canonically, compile it for a board and generate moves.
//!
//! Ralph Betza's notation describes how a chess piece moves with a few
//! letters; H.G. Muller's XBetza extends it to moves made of several steps
//! ("legs"). Fairy-chess pages, XBoard, the Interactive Diagram on
//! chessvariants.com and Fairy-Stockfish all use it. boardkit's Scirocco
//! crate defines its 36 pieces with it.
//!
//! ```
//! use boardkit_betza::{Forward, MoveTable, Movement, Occupant};
//! use boardkit_geometry::{Grid, Square};
//!
//! // The Scirocco Zag: moves as F or A, and jump-captures orthogonally.
//! let zag: Movement = "FAcafmW".parse()?;
//! let table = MoveTable::new(&zag, Grid::new(10, 10)?)?;      // geometry done once
//! let (e5, e6): (Square, Square) = ("e5".parse()?, "e6".parse()?);
//! let board = move |sq: Square| if sq == e6 { Occupant::Enemy } else { Occupant::Empty };
//! let mut moves = Vec::new();
//! table.generate(e5, Forward::Up, &board, false, &mut moves); // no allocation per move
//! let jump = moves.iter().find(|m| m.captured.contains(&e6)).ok_or("no jump-capture")?;
//! assert_eq!(jump.to.to_string(), "e7");                     // lands behind the captured piece
//! assert_eq!(moves.len(), 9);                                 // 4 F + 4 A + the jump
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The notation
//!
//! ## Atoms
//!
//! An atom is one leap `(x, y)` in all its symmetric directions. Leaps jump
//! over whatever is in between.
//!
//! | atom | leap | name | | atom | leap | name |
//! |---|---|---|---|---|---|---|
//! | `W` | (1,0) | wazir | | `H` | (3,0) | threeleaper |
//! | `F` | (1,1) | ferz | | `C` | (3,1) | camel |
//! | `D` | (2,0) | dabbaba | | `Z` | (3,2) | zebra |
//! | `N` | (2,1) | knight | | `G` | (3,3) | tripper |
//! | `A` | (2,2) | alfil | | `K` | `W` + `F` | king |
//!
//! `L` is read as the camel and `J` as the zebra (the dialects disagree on
//! these two letters); they are always printed `C` and `Z`.
//!
//! **Unions.** Atoms written side by side add up: `WN` (the Marquis) is a
//! wazir and a knight, `KNAD` (the Lioness) reaches every square of the 5×5
//! block around it. Whitespace may separate components on input (`fmW fcF`,
//! as rules sheets often write them); it is never printed.
//!
//! **Riders.** A doubled letter or a trailing `0` repeats the leap in the same
//! direction until something is in the way: `WW` = `W0` = `R` (rook), `FF` =
//! `B` (bishop), `KK` = `Q` (queen), `NN` (nightrider). A rider stops on the
//! first occupied square, capturing it if it is an enemy. A number of 1–15
//! limits the repeats: `R4` goes at most 4 squares, `Q3` 3, `NN2` two knight
//! leaps (`N2` means the same). Ranges above 15 are an error (no board is
//! larger than 16×16).
//!
//! ```text
//! R4 on e5 (10x10)                NN on a1 (7x7)
//! 10 . . . . . . . . . .           7 . . . * . . .
//!  9 . . . . * . . . . .           6 . . . . . . .
//!  8 . . . . * . . . . .           5 . . * . . . .
//!  7 . . . . * . . . . .           4 . . . . . . *
//!  6 . . . . * . . . . .           3 . * . . * . .
//!  5 * * * * @ * * * * .           2 . . * . . . .
//!  4 . . . . * . . . . .           1 @ . . . . . .
//!  3 . . . . * . . . . .             a b c d e f g
//!  2 . . . . * . . . . .
//!  1 . . . . * . . . . .
//!    a b c d e f g h i j
//! ```
//!
//! **Modes.** Without a mode letter an atom moves *and* captures. `m` = move
//! only (to an empty square), `c` = capture only. Modifier letters apply to
//! the next atom only: `mBcRK` (the Vulture) is `mB` ∪ `cR` ∪ `K`, the pawn
//! of Scirocco is `fmWfcF`.
//!
//! ## Directions
//!
//! Direction letters are relative to the side's [`Forward`] direction:
//! `f` forward, `b` backward, `l` left, `r` right, `v` = `fb` (vertical),
//! `s` = `lr` (sideways), `h` half. What they select depends on the atom:
//!
//! - **Orthogonal atoms** (`W D H R`): letters add up. `fsW` is forward,
//!   left and right; `vR` the vertical rook.
//! - **Diagonal atoms** (`F A G B`): one letter picks a pair (`fF` = both
//!   forward diagonals, `lF` both left ones), two letters one direction
//!   (`flF`).
//! - **Oblique atoms** (`N C Z`): one letter picks the pair whose *long*
//!   side points that way (`fN` = the two narrow forward leaps (±1,2); `lN` =
//!   (−2,±1)). Two letters on different axes pick one leap, and the order
//!   matters: the second letter gives the long side (`flN` = (−2,1), `lfN` =
//!   (−1,2)); `fsN` = the two wide forward leaps (±2,1), `lvN` = (−1,±2).
//!   `fh`, `bh`, `lh`, `rh` are the four leaps on one side; `hl` and `hr` are
//!   the two chiral halves (`hlN` = the quarter turns of `lfN`).
//! - **The king** `K` and queen `Q`: the letters act on their orthogonal and
//!   diagonal parts, which are then printed apart: `fK` is printed `fWfF`
//!   (three forward squares), `fsQ` `fsRfB`.
//!
//! Adjacent letters on different axes form one pair, in either order; so
//! `f` and `r` on a knight cannot be written `frN` (that is the single leap
//! (2,1)). The printer then names each leap: `fNrN` prints as `lfrffrbrN`.
//!
//! ```text
//! fsN on d4          hlN on d4          fmWfcF on d4, Forward::Down,
//!                                       enemies on c3 and e5
//!  7 . . . . . . .    7 . . . . . . .    7 . . . . . . .
//!  6 . . . . . . .    6 . . * . . . .    6 . . . . . . .
//!  5 . * . . . * .    5 . . . . . * .    5 . . . . x . .
//!  4 . . . @ . . .    4 . . . @ . . .    4 . . . @ . . .
//!  3 . . . . . . .    3 . * . . . . .    3 . . X m c . .
//!  2 . . . . . . .    2 . . . . * . .    2 . . . . . . .
//!  1 . . . . . . .    1 . . . . . . .    1 . . . . . . .
//!    a b c d e f g      a b c d e f g      a b c d e f g
//! ```
//!
//! For the side playing down the board ([`Forward::Down`]) the whole
//! movement is turned 180°: its forward is the board's down, its left the
//! board's right.
//!
//! ## Other single-leg modifiers
//!
//! - `n` **lame**: the leap is blocked by a piece on a square it passes.
//!   Line leaps pass the squares in between (`nD` is blocked on (0,1));
//!   oblique leaps go straight along their long side first, then diagonally,
//!   like the xiangqi horse `nN` ((1,2) is blocked on (0,1), never on (1,1))
//!   and elephant `nA`.
//! - `j` on a rider: the first square is skipped, whatever stands there (`jR`
//!   never stops next to its square). On leapers `j` is a compile error.
//! - `p` **cannon**: the rider must hop exactly one piece (of either side)
//!   on the way and may stop on any square after it: the xiangqi cannon is
//!   `mRcpR` (moves as a rook, captures by hopping). On a line leaper of
//!   length 2 or 3 (`pD`) one square in between must be occupied.
//! - `g` **grasshopper**: slide to the first piece and land just behind it
//!   (`gQ`).
//! - `i`: only from the piece's initial square (the chess pawn's `ifmnD`).
//! - `e`: en passant. It parses and prints, but needs the game's history:
//!   generation ignores it ([`Movement::has_en_passant`]).
//!
//! ## Multi-leg moves (XBetza)
//!
//! `[group] a [group] a … ATOM` is one move of several legs, all with the
//! same atom. Each group gives its leg's directions and mode. Later legs take
//! their directions **relative to the previous leg**: `f` straight on, `b`
//! straight back, `l`, `r`, `s` a 90° turn, `fl`, `fr`, `fs` 45°, `bl`, `br`,
//! `bs` 135°, `v` and `vs` both ways. A 45° turn turns an orthogonal step
//! diagonal and back (W↔F, D↔A, R↔B). Oblique atoms only turn by quarter
//! turns. Without letters a later leg goes straight on, back or sideways (all
//! 8 ways for `K`). On later legs a vertical letter followed by a horizontal
//! one is one 45° direction (`fl`); a horizontal one followed by a vertical
//! one is two directions (`lf` = left and straight on).
//!
//! The mode of a leg that is not the last says what its end square must
//! hold:
//!
//! | mode | the square… | then |
//! |---|---|---|
//! | `m` (default) | is empty | the move goes on |
//! | `c` | holds an enemy, which is captured ("locust") | the move goes on |
//! | `p` | holds any piece, hopped over | the move goes on |
//! | `y` | is empty | later legs switch leaper ↔ slider |
//! | `x` | holds a friendly piece (relay) | that piece makes the rest |
//!
//! The constructions Scirocco needs:
//!
//! - **jump-capture** `cafmW` (Zag): capture the orthogonal neighbour and go
//!   straight on to the empty square behind it; `cafmF` diagonally (Zig).
//! - **capture without moving** `cabK` (Genie): capture a neighbour, step
//!   straight back: the move ends on the from-square.
//! - **bent riders** `mFyafsF` (Octopus): a diagonal step to an empty square
//!   (the `y` leg, not a destination of its own: `mF` adds that), then a rook
//!   slide turned 45° outwards; `mWyafsW` (Spider) the other way round.
//! - **ski-rider** `yafW` (Wagon): a rook that never stops on, and is blocked
//!   by, its neighbour.
//!
//! ```
//! use boardkit_betza::{Forward, MoveTable, Movement, Occupant, diagram};
//! use boardkit_geometry::{Grid, Square};
//!
//! let octopus = MoveTable::new(&Movement::parse("mFyafsF")?, Grid::new(7, 7)?)?;
//! let empty = |_: Square| Occupant::Empty;
//! assert_eq!(diagram(&octopus, "d4".parse()?, Forward::Up, &empty, false), "\
//! \x207 . . * . * . .
//! \x206 . . * . * . .
//! \x205 * * m . m * *
//! \x204 . . . @ . . .
//! \x203 * * m . m * *
//! \x202 . . * . * . .
//! \x201 . . * . * . .
//! \x20  a b c d e f g
//! ");
//!
//! // The Zag among pieces: X marks the enemies it captures (jumping over them).
//! let zag = MoveTable::new(&Movement::parse("FAcafmW")?, Grid::new(5, 5)?)?;
//! let board = |sq: Square| match sq.to_string().as_str() {
//!     "a3" => Occupant::Own,
//!     "c4" | "b3" | "d3" => Occupant::Enemy,
//!     _ => Occupant::Empty,
//! };
//! assert_eq!(diagram(&zag, "c3".parse()?, Forward::Up, &board, false), "\
//! \x205 * . m . *
//! \x204 . * X * .
//! \x203 o x @ X m
//! \x202 . * c * .
//! \x201 * . . . *
//! \x20  a b c d e
//! ");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! (b3 is not capturable: the square behind it, a3, is not empty.)
//!
//! ## Decisions where the notation is not settled
//!
//! - **Range over several legs.** A range (or rider letter) applies to the
//!   *first* leg only; later legs are single leaps unless a `y` leg switches
//!   them to sliders. This is what makes H.G. Muller's Harpy string
//!   `mQ3xavspmafsK3` mean what it should (XBoard applies the range to every
//!   leg).
//! - **Relays** (`x` legs) parse and print, and [`Movement::has_relay`] and
//!   [`Movement::without_relays`] let a game find them, but [`MoveTable`]
//!   generates **no** moves for a component with an `x` leg: relaying depends
//!   on which friendly piece stands where and is a game rule, implemented by
//!   the Scirocco crate. So `ADxabafKxabsW` (Dervish) generates exactly the
//!   `D` and `A` leaps, and `mQ3xavspmafsK3` (Harpy) exactly `mQ3`.
//! - **Moves that end on the from-square.** A multi-leg move may come back
//!   to where it started. With a locust capture on the way it is a capture
//!   without moving (`cabK`); without one it is a null move, a pass (the
//!   Chu Shogi Lion's `mabK`), generated like any other move: `to` is the
//!   from-square and nothing is captured. A game without passes filters
//!   those out.
//! - **Captured squares.** A move's captured squares are the destination (if
//!   it held an enemy) and the locust (`c` leg) squares; a move never lands on
//!   a square it captured by locust, and hurdles and captured squares never
//!   include the from-square (the piece has left it).
//! - **Canonical printing.** Shortcuts for riders (`R`, `B`, `Q`, doubled
//!   letters `NN`) on single-leg components, the atom letter with its range
//!   on multi-leg ones (`mafsK3`); no direction letters on `K`/`Q`; `C`/`Z`,
//!   never `L`/`J`; default modes left out (`W`, not `mcW`; `afW`, not
//!   `mafW`) except where needed to keep two components apart (`mW` then `W`
//!   prints `mWmcW`, since `mWW` would be a rider); modifier letters in
//!   XBoard's order: `i`, directions, then `x y c p g m e n j` (`ifmnD`,
//!   `cpR`, `vspm`). Components keep the order they were written in;
//!   components that differ only in their first leg's directions are merged
//!   (`fWbW` = `vW`).
//!
//! # Compiling and generating
//!
//! [`MoveTable::new`] compiles a [`Movement`] for a [`Grid`](boardkit_geometry::Grid)
//! of up to 16×16: for every square and both [`Forward`] values it lists the
//! [`MoveTemplate`]s, each a complete recipe (destination, squares that must
//! be empty, hurdles, locust captures, what the destination must hold,
//! initial-square only). [`MoveTable::generate`] checks those against an
//! [`Occupancy`] and appends [`GeneratedMove`]s (destination and captured
//! squares), without allocating per move and without duplicates.
//!
//! [`diagram`] draws the result like the diagrams above ([`LEGEND`]); the
//! `betza` example of the `boardkit` package is a command-line front end:
//!
//! ```text
//! cargo run --release --example betza -- "mRcpR" --board 10x10 --from e5 --own e7 --enemy e9 --side white
//! ```
//!
//! [`svg`] draws the same diagrams as SVG pictures (a disc for move or
//! capture, a ring for move only, a cross for capture only, with a legend).
//!
//! [`catalog`] lists the strings of the Scirocco, chess, shogi and xiangqi
//! pieces.
//!
//! # Errors
//!
//! Parsing never panics and reads any input in linear time: a
//! [`ParseError`] gives the byte offset and what was expected there. Texts
//! longer than [`MAX_TEXT_LEN`] bytes or with more than [`MAX_COMPONENTS`]
//! components are refused before they are read, so parsing takes
//! microseconds and a few KiB.
//! Compiling reports constructions it does not support (for example `p` on a
//! one-step leaper) and the capacity limits as a [`CompileError`] naming the
//! limit. The limits bound time and memory for any text on any board up to
//! 16×16:
//!
//! | limit | value | what it bounds |
//! |---|---|---|
//! | [`MAX_TEXT_LEN`] | 1,024 | bytes of text (the longest catalog piece: 14; all 36 Scirocco pieces in one text: 128) |
//! | [`MAX_COMPONENTS`] | 256 | components written (the most in the catalog: 4; all Scirocco pieces: 68) |
//! | [`MAX_LEGS`] | 6 | legs of one component |
//! | [`MAX_PASSED`] | 32 | empty squares one move passes |
//! | [`MAX_TEMPLATES_PER_SQUARE`] | 4,096 | ways to move from one square |
//! | [`MAX_TEMPLATES`] | 131,072 | templates in a table: at most 7 MiB |
//! | [`MAX_WORK_PER_SQUARE`] | 65,536 | steps of work for one from-square |
//! | [`MAX_WORK`] | 600,000 | steps of work for the whole table: the time |
//!
//! A step of work is a square checked on a path, a direction or component
//! tried, or half a template found (repeats included); compiling time is
//! proportional to it. Compiling stops at the first limit passed, so every
//! text compiles or is refused in about 25 ms, well under 100 ms (release build, 2-core
//! machine shared with other jobs; the costliest text found takes 25 ms best
//! of 5) with at most 11 MiB peak memory, most of it the table. The largest
//! real pieces stay inside: on 16×16 the cannon queen `pQ` builds 105,280
//! templates (5.6 MiB) with 371,008 steps in 13 ms, the xiangqi cannon
//! `mRcpR` 87,040 with 296,960; every Scirocco piece on its 10×10 board
//! needs under 25,000 steps. Texts like `aaaaaW` or `aaaK`, which would
//! build millions of templates on 16×16, are refused with
//! [`CompileError::TableTooComplex`] or [`CompileError::TableTooLarge`] in
//! 15-25 ms. `cargo run --release -p boardkit-betza --example compile_cost
//! -- 16x16 TEXT...` prints the cost of any text (time, templates, steps);
//! the `betza_compile_bench` example times the costliest texts known.
//!
//! # Tests
//!
//! The test suite pins the known answers of the notation, every Scirocco
//! piece against its description, the chess, shogi and xiangqi pieces, and
//! insta snapshots of every piece's diagram. Its property tests run a few
//! hundred cases each; a longer soak:
//! `PROPTEST_CASES=20000 cargo test -p boardkit-betza --release --test properties`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod atom;
mod board;
pub mod catalog;
mod diagram;
mod letters;
mod movement;
mod parse;
pub mod svg;
mod table;

pub use atom::Atom;
pub use board::{Destination, Forward, GeneratedMove, Occupancy, Occupant};
pub use diagram::{LEGEND, Mark, diagram, empty_board_diagram, marks};
pub use movement::{Component, Leg, Modes, Movement};
pub use parse::{MAX_COMPONENTS, MAX_LEGS, MAX_RANGE, MAX_TEXT_LEN, ParseError, ParseErrorKind};
pub use table::{
    CompileError, MAX_PASSED, MAX_TEMPLATES, MAX_TEMPLATES_PER_SQUARE, MAX_WORK, MAX_WORK_PER_SQUARE, MoveTable,
    MoveTemplate,
};
