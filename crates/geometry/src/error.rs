//! The error type of grid construction and conversions.

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
}
