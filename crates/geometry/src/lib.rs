//! Board geometry for boardkit.
//!
//! Two kinds of board:
//!
//! - **Square grids** up to 16×16: [`File`], [`Rank`], [`Square`] (with
//!   algebraic names `a1` … `p16`), [`Offset`], the eight [`Direction`]s and a
//!   [`Grid`] that knows the board's edges (stepping, rays with an optional
//!   range limit, rotations and reflections, dense indices, text diagrams).
//!   Square sets (bitboards) are in [`set`].
//! - **Point-and-line boards** ([`graph`]): named points joined by undirected
//!   lines, named regions, validated construction from data, and exact-length
//!   simple-path destinations for race games.
//!
//! Everything that takes user input returns a typed error instead of
//! panicking.
//!
//! # Examples
//!
//! ```
//! use boardkit_geometry::{Direction, Grid, Offset, Square};
//!
//! let grid = Grid::new(10, 10)?;
//! let e5: Square = "e5".parse()?;
//! // A knight's leap that stays on the board, and one that does not.
//! assert_eq!(grid.offset(e5, Offset::new(1, 2)), Some("f7".parse()?));
//! assert_eq!(grid.offset(e5, Offset::new(0, 6)), None);
//! // A rook's ray to the east.
//! let east: Vec<String> = grid.ray(e5, Direction::East, None).map(|s| s.to_string()).collect();
//! assert_eq!(east, ["f5", "g5", "h5", "i5", "j5"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod grid;
mod offset;
mod square;

pub use error::GeometryError;
pub use grid::{Grid, Ray};
pub use offset::{Direction, Offset};
pub use set::{DenseSet, SquareSet};
pub use square::{File, MAX_SIDE, Rank, Square, SquareParseError};

pub mod graph;
pub mod set;
