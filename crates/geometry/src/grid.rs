//! Rectangular boards: which squares exist, stepping and sliding on them,
//! symmetries, dense indices and text diagrams.

use core::fmt::Write as _;
use core::iter::FusedIterator;

use crate::{Direction, File, GeometryError, MAX_SIDE, Offset, Rank, Square};

/// The size of a rectangular board of 1×1 up to 16×16 squares.
///
/// A `Grid` answers every question that depends on the board's edges:
/// whether a square is on the board, where a step or a slide leads, the
/// board's symmetries and a dense `0..width*height` numbering for tables.
///
/// # Examples
///
/// ```
/// use boardkit_geometry::{Grid, Square, Direction};
/// let grid = Grid::new(10, 10)?;
/// let a1: Square = "a1".parse()?;
/// assert_eq!(grid.ray(a1, Direction::North, None).count(), 9);
/// assert_eq!(grid.ray(a1, Direction::NorthEast, Some(4)).last(), Some("e5".parse()?));
/// assert_eq!(grid.rotate_180(a1), Some("j10".parse()?));
/// assert!(!grid.contains("k1".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GridData", into = "GridData"))]
pub struct Grid {
    width: u8,
    height: u8,
}

/// The serialized form of a [`Grid`], validated on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct GridData {
    width: u8,
    height: u8,
}

#[cfg(feature = "serde")]
impl TryFrom<GridData> for Grid {
    type Error = GeometryError;
    fn try_from(data: GridData) -> Result<Grid, GeometryError> {
        Grid::new(data.width, data.height)
    }
}

#[cfg(feature = "serde")]
impl From<Grid> for GridData {
    fn from(grid: Grid) -> GridData {
        GridData { width: grid.width, height: grid.height }
    }
}

impl Grid {
    /// The 8×8 board of orthodox chess.
    pub const CHESS: Grid = Grid { width: 8, height: 8 };

    /// A board of `width` files and `height` ranks.
    ///
    /// # Errors
    ///
    /// [`GeometryError::BadGridSize`] unless both are between 1 and 16.
    pub const fn new(width: u8, height: u8) -> Result<Grid, GeometryError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            Err(GeometryError::BadGridSize { width, height })
        } else {
            Ok(Grid { width, height })
        }
    }

    /// The number of files.
    #[inline]
    pub const fn width(self) -> u8 {
        self.width
    }

    /// The number of ranks.
    #[inline]
    pub const fn height(self) -> u8 {
        self.height
    }

    /// The number of squares, `width * height`.
    #[inline]
    pub const fn len(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// Always `false`: a grid has at least one square.
    #[inline]
    pub const fn is_empty(self) -> bool {
        false
    }

    /// Whether `square` lies on this board.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        square.file().index() < self.width && square.rank().index() < self.height
    }

    /// The square `offset` away from `square`, or `None` when it is off the board.
    #[inline]
    pub const fn offset(self, square: Square, offset: Offset) -> Option<Square> {
        match square.offset(offset) {
            Some(to) if self.contains(to) => Some(to),
            _ => None,
        }
    }

    /// The squares reached by repeating `direction`'s step from `from`
    /// (excluding `from`), nearest first, up to the edge or at most `limit`
    /// steps (`Some(0)` gives nothing). The ray is empty when `from` is off
    /// the board.
    pub fn ray(self, from: Square, direction: Direction, limit: Option<u8>) -> Ray {
        self.ray_by(from, direction.offset(), limit)
    }

    /// Like [`Grid::ray`] with any step, e.g. `(1, 2)` for a nightrider.
    /// A ray with the step [`Offset::ZERO`] is empty (it would never move).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_geometry::{Grid, Offset, Square};
    /// let grid = Grid::new(10, 10)?;
    /// let b1: Square = "b1".parse()?;
    /// let nightrider: Vec<String> = grid.ray_by(b1, Offset::new(1, 2), None).map(|s| s.to_string()).collect();
    /// assert_eq!(nightrider, ["c3", "d5", "e7", "f9"]);
    /// assert_eq!(grid.ray_by(b1, Offset::ZERO, None).count(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ray_by(self, from: Square, step: Offset, limit: Option<u8>) -> Ray {
        let start = if self.contains(from) && step != Offset::ZERO { Some(from) } else { None };
        Ray { grid: self, at: start, step, remaining: limit.unwrap_or(u8::MAX) }
    }

    /// The dense index `rank * width + file` of `square`, or `None` when it is
    /// off the board. Dense indices number the board's squares `0..len()` in
    /// square order, for per-square tables.
    #[inline]
    pub const fn index(self, square: Square) -> Option<usize> {
        if self.contains(square) {
            Some(square.rank().index() as usize * self.width as usize + square.file().index() as usize)
        } else {
            None
        }
    }

    /// The square with dense index `index`, or `None` when `index >= len()`.
    #[inline]
    pub const fn square(self, index: usize) -> Option<Square> {
        if index < self.len() {
            Square::from_coords((index % self.width as usize) as u8, (index / self.width as usize) as u8)
        } else {
            None
        }
    }

    /// Every square of the board in square order (`a1`, `b1`, …, then rank 2, …).
    pub fn squares(self) -> impl DoubleEndedIterator<Item = Square> + Clone {
        (0..self.len()).filter_map(move |i| self.square(i))
    }

    /// The square seen from the opposite side: turned half a turn about the
    /// centre of the board. `None` when `square` is off the board.
    #[inline]
    pub const fn rotate_180(self, square: Square) -> Option<Square> {
        match (square.file().flip(self.width), square.rank().flip(self.height)) {
            (Some(file), Some(rank)) => Some(Square::new(file, rank)),
            _ => None,
        }
    }

    /// The square reflected left–right (file `a` ↔ the last file).
    #[inline]
    pub const fn mirror_files(self, square: Square) -> Option<Square> {
        match (square.file().flip(self.width), self.contains(square)) {
            (Some(file), true) => Some(Square::new(file, square.rank())),
            _ => None,
        }
    }

    /// The square reflected top–bottom (rank 1 ↔ the last rank).
    #[inline]
    pub const fn mirror_ranks(self, square: Square) -> Option<Square> {
        match (square.rank().flip(self.height), self.contains(square)) {
            (Some(rank), true) => Some(Square::new(square.file(), rank)),
            _ => None,
        }
    }

    /// The last rank of the board.
    #[inline]
    pub const fn last_rank(self) -> Rank {
        match Rank::new(self.height - 1) {
            Some(rank) => rank,
            None => unreachable_rank(),
        }
    }

    /// The last file of the board.
    #[inline]
    pub const fn last_file(self) -> File {
        match File::new(self.width - 1) {
            Some(file) => file,
            None => unreachable_file(),
        }
    }

    /// A text diagram of the board, top rank first, one character per square
    /// from `cell`, with rank numbers on the left and file letters below:
    ///
    /// ```
    /// use boardkit_geometry::{Grid, Square};
    /// let grid = Grid::new(3, 2)?;
    /// let king: Square = "b1".parse()?;
    /// let text = grid.diagram(|sq| if sq == king { 'K' } else { '.' });
    /// assert_eq!(text, " 2 . . .\n 1 . K .\n   a b c\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn diagram(self, mut cell: impl FnMut(Square) -> char) -> String {
        let mut out = String::new();
        for rank in (0..self.height).rev() {
            let _ = write!(out, "{:>2}", rank + 1);
            for file in 0..self.width {
                if let Some(square) = Square::from_coords(file, rank) {
                    out.push(' ');
                    out.push(cell(square));
                }
            }
            out.push('\n');
        }
        out.push_str("  ");
        for file in File::ALL.iter().take(self.width as usize) {
            out.push(' ');
            out.push(file.char());
        }
        out.push('\n');
        out
    }
}

// Width and height are validated to 1..=16 by `Grid::new`, so these cannot be reached.
const fn unreachable_rank() -> Rank {
    Rank::ALL[0]
}
const fn unreachable_file() -> File {
    File::ALL[0]
}

/// The squares along one direction from a start square; see [`Grid::ray`].
#[derive(Clone, Debug)]
pub struct Ray {
    grid: Grid,
    at: Option<Square>,
    step: Offset,
    remaining: u8,
}

impl Iterator for Ray {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.remaining == 0 {
            return None;
        }
        let next = self.grid.offset(self.at?, self.step);
        self.at = next;
        self.remaining -= 1;
        next
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        // No ray on a 16x16 board is longer than 15 squares.
        match self.at {
            Some(_) => (0, Some(usize::from(self.remaining.min(MAX_SIDE - 1)))),
            None => (0, Some(0)),
        }
    }
}

impl FusedIterator for Ray {}
