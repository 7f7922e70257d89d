//! The error type of grid construction, square sets and conversions.

use crate::Square;

/// What went wrong building or converting a grid value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GeometryError {
    /// A grid must have 1 to 16 files and 1 to 16 ranks.
    #[error("a grid must be 1x1 to 16x16, not {width}x{height}")]
    BadGridSize {
        /// The requested number of files.
        width: u8,
        /// The requested number of ranks.
        height: u8,
    },
    /// An index was out of its range.
    #[error("index {index} is out of range (must be below {limit})")]
    IndexOutOfRange {
        /// The index given.
        index: usize,
        /// The first index that is too large.
        limit: usize,
    },
    /// A square cannot be stored in a [`DenseSet`](crate::DenseSet) of this
    /// width: its file is not below the width, or its dense index
    /// `rank * width + file` is not below 128.
    #[error("square {square} does not fit a dense square set {width} files wide")]
    SquareDoesNotFit {
        /// The square.
        square: Square,
        /// The width of the set.
        width: u8,
    },
    /// A grid cannot be described by a [`DenseSet`](crate::DenseSet) of this
    /// width: the widths differ or the grid has more than 128 squares.
    #[error(
        "a {width}x{height} grid does not fit a dense square set {set_width} files wide \
         (the widths must match and the grid must have at most 128 squares)"
    )]
    GridDoesNotFit {
        /// The number of files of the grid.
        width: u8,
        /// The number of ranks of the grid.
        height: u8,
        /// The width of the set.
        set_width: u8,
    },
}
