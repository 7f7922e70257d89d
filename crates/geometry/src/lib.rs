//! Board geometry for boardkit.
//!
//! Two kinds of board:
//!
//! - **Square grids** up to 16×16, described below.
//! - **Point-and-line boards** ([`graph`]): named points joined by undirected
//!   lines, named regions, validated construction from data, and exact-length
//!   simple-path destinations for race games.
//!
//! Everything that takes user input returns a typed error instead of
//! panicking: [`SquareParseError`] for square names, [`GeometryError`] for
//! grid sizes and indices.
//!
//! # Square grids
//!
//! | Type | What it is for |
//! |------|----------------|
//! | [`File`], [`Rank`] | A column `a`–`p` and a row `1`–`16`. |
//! | [`Square`] | A square of any grid up to 16×16, packed `rank * 16 + file`; named `a1` … `p16`. The same value names the same square on every board. |
//! | [`Offset`] | A displacement `(file, rank)`: a knight's leap is `(1, 2)`. |
//! | [`Direction`] | The eight compass directions, for rays. |
//! | [`Grid`] | A board's size. It knows the edges: stepping ([`Grid::offset`] returns `None` off the board), rays with an optional range limit ([`Grid::ray`]), symmetries ([`Grid::rotate_180`], [`Grid::mirror_files`], [`Grid::mirror_ranks`]), dense indices for per-square tables ([`Grid::index`]) and text diagrams ([`Grid::diagram`]). |
//!
//! ## Names
//!
//! A square's name is its file letter and rank number, lowercase, with no
//! leading zero: `a1`, `e4`, `j10`, `p16`. Ranks 10 to 16 take two digits,
//! so squares written next to each other are read with
//! [`Square::parse_prefix`], which takes the longest rank number that exists
//! (`j1j10` is `j1` then `j10`).
//!
//! ## Orientation
//!
//! Rank 1 is at the bottom and file `a` on the left, as seen by the side
//! that moves up the board. North is towards higher ranks, east towards
//! higher files. `rotate_180` is how the other side sees the board.
//!
//! # Pictures
//!
//! [`svg`] is the small SVG writer every boardkit renderer uses (escaping,
//! number formatting, ids, a `viewBox`).
//!
//! # Examples
//!
//! Stepping, sliding and symmetries:
//!
//! ```
//! use boardkit_geometry::{Direction, Grid, Offset, Square};
//!
//! let grid = Grid::new(10, 10)?;
//! let e5: Square = "e5".parse()?;
//! // A knight's leap that stays on the board, and one that does not.
//! assert_eq!(grid.offset(e5, Offset::new(1, 2)), Some("f7".parse()?));
//! assert_eq!(grid.offset(e5, Offset::new(0, 6)), None);
//! // A rook's ray to the east, and a ray limited to two steps.
//! let east: Vec<String> = grid.ray(e5, Direction::East, None).map(|s| s.to_string()).collect();
//! assert_eq!(east, ["f5", "g5", "h5", "i5", "j5"]);
//! assert_eq!(grid.ray(e5, Direction::SouthWest, Some(2)).last(), Some("c3".parse()?));
//! // The other side's view of e5.
//! assert_eq!(grid.rotate_180(e5), Some("f6".parse()?));
//! // Bad names are errors, not panics.
//! assert!("k0".parse::<Square>().is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Rays and diagrams:
//!
//! ```
//! use boardkit_geometry::{Direction, Grid, Square};
//!
//! let grid = Grid::new(10, 10)?;
//! let e5: Square = "e5".parse()?;
//! // The squares a piece sliding up to two steps orthogonally reaches.
//! let reach: Vec<Square> = Direction::ORTHOGONAL.iter().flat_map(|&d| grid.ray(e5, d, Some(2))).collect();
//! assert_eq!(reach.len(), 8);
//! let diagram = grid.diagram(|sq| if sq == e5 { 'R' } else if reach.contains(&sq) { 'x' } else { '.' });
//! // Rank 10 is the first line, so rank 5 is the sixth.
//! assert_eq!(diagram.lines().nth(5), Some(" 5 . . x x R x x . . ."));
//! assert_eq!(diagram.lines().last(), Some("   a b c d e f g h i j"));
//! print!("{diagram}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Features
//!
//! - `serde`: `Serialize`/`Deserialize` for every value. Squares are their
//!   names, grids are `{"width": w, "height": h}`;
//!   deserializing validates (a bad name or an oversized grid is an error).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod grid;
mod offset;
mod square;

pub use error::GeometryError;
pub use grid::{Grid, Ray};
pub use offset::{Direction, Offset};
pub use square::{File, MAX_SIDE, Rank, Square, SquareParseError};

pub mod graph;
pub mod svg;
