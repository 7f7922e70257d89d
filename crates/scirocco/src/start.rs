//! The 512 starting arrays: 8 optional pair swaps × 2 symmetries.

use core::fmt;

use boardkit_geometry::Square;

use crate::bitboard::{SQUARES, square_of};
use crate::{Piece, PieceKind, Position, Side};

bitflags::bitflags! {
    /// Which of the 8 pairs of Blue's array are swapped (each pair stands on
    /// one rank at mirror files `f` ↔ `j − f + a`).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::Swaps;
    /// assert_eq!(Swaps::all().bits().count_ones(), 8);
    /// ```
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    pub struct Swaps: u8 {
        /// Chariot a1 ↔ Wagon j1.
        const CHARIOT_WAGON = 1 << 0;
        /// Alfil b1 ↔ Dabbaba i1.
        const ALFIL_DABBABA = 1 << 1;
        /// Stork c1 ↔ Goat h1.
        const STORK_GOAT = 1 << 2;
        /// Knight e1 ↔ Camel f1.
        const KNIGHT_CAMEL = 1 << 3;
        /// Dervish g1 ↔ the empty square d1.
        const DERVISH_EMPTY = 1 << 4;
        /// Priest b2 ↔ Marquis i2.
        const PRIEST_MARQUIS = 1 << 5;
        /// King d2 ↔ Commoner g2.
        const KING_COMMONER = 1 << 6;
        /// Wazir e2 ↔ Firzan f2.
        const WAZIR_FIRZAN = 1 << 7;
    }
}

/// How Tan's array follows from Blue's.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Symmetry {
    /// Tan's array is Blue's turned 180°: Blue King d2 → Tan King g9.
    Rotational,
    /// Tan's array is Blue's reflected across the horizontal midline: Blue
    /// King d2 → Tan King d9.
    Mirror,
}

/// One of the 512 starting arrays: a set of pair swaps in Blue's array and
/// the symmetry that gives Tan's.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::{StartArray, Swaps, Symmetry};
/// assert_eq!(StartArray::all().count(), 512);
/// let pos = StartArray::DEFAULT.position();
/// assert_eq!(pos.to_string(), boardkit_scirocco::STARTPOS_FEN);
/// let swapped = StartArray { swaps: Swaps::KING_COMMONER, symmetry: Symmetry::Mirror }.position();
/// assert_eq!(swapped.piece_at("g2".parse()?).map(|p| p.to_string()), Some("K".into()));
/// assert_eq!(swapped.piece_at("g9".parse()?).map(|p| p.to_string()), Some("k".into()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StartArray {
    /// The swapped pairs of Blue's array.
    pub swaps: Swaps,
    /// How Tan's array follows.
    pub symmetry: Symmetry,
}

/// Blue's array without swaps, as dense squares (rank 1 is 0..10, rank 2 is 10..20, rank 3 is 20..30).
const BLUE_ARRAY: [(u8, PieceKind); 27] = {
    use PieceKind as K;
    [
        (0, K::Chariot),
        (1, K::Alfil),
        (2, K::Stork),
        (4, K::Knight),
        (5, K::Camel),
        (6, K::Dervish),
        (7, K::Goat),
        (8, K::Dabbaba),
        (9, K::Wagon),
        (11, K::Priest),
        (12, K::Scirocco),
        (13, K::King),
        (14, K::Wazir),
        (15, K::Firzan),
        (16, K::Commoner),
        (17, K::Scirocco),
        (18, K::Marquis),
        (20, K::Pawn),
        (21, K::Pawn),
        (22, K::Guard),
        (23, K::Pawn),
        (24, K::Pawn),
        (25, K::Pawn),
        (26, K::Pawn),
        (27, K::Guard),
        (28, K::Pawn),
        (29, K::Pawn),
    ]
};

/// The dense squares of each swap pair (the first is the unswapped square of
/// the first-named piece).
const PAIRS: [(Swaps, u8, u8); 8] = [
    (Swaps::CHARIOT_WAGON, 0, 9),
    (Swaps::ALFIL_DABBABA, 1, 8),
    (Swaps::STORK_GOAT, 2, 7),
    (Swaps::KNIGHT_CAMEL, 4, 5),
    (Swaps::DERVISH_EMPTY, 6, 3),
    (Swaps::PRIEST_MARQUIS, 11, 18),
    (Swaps::KING_COMMONER, 13, 16),
    (Swaps::WAZIR_FIRZAN, 14, 15),
];

impl StartArray {
    /// The pictured default: no swaps, rotational symmetry.
    pub const DEFAULT: StartArray = StartArray { swaps: Swaps::empty(), symmetry: Symmetry::Rotational };

    /// All 512 arrays: swap sets in increasing bit order, rotational first.
    pub fn all() -> impl Iterator<Item = StartArray> + Clone {
        [Symmetry::Rotational, Symmetry::Mirror].into_iter().flat_map(|symmetry| {
            (0..=u8::MAX).map(move |bits| StartArray { swaps: Swaps::from_bits_retain(bits), symmetry })
        })
    }

    /// The board of this array: the piece code (see `Piece::code`) on each
    /// dense square, 0 for empty.
    pub(crate) const fn board(self) -> [u8; SQUARES] {
        let mut board = [0u8; SQUARES];
        let mut i = 0;
        while i < BLUE_ARRAY.len() {
            let (square, kind) = BLUE_ARRAY[i];
            board[square as usize] = Piece::new(Side::Blue, kind).code();
            i += 1;
        }
        let mut p = 0;
        while p < PAIRS.len() {
            let (flag, a, b) = PAIRS[p];
            if self.swaps.bits() & flag.bits() != 0 {
                let held = board[a as usize];
                board[a as usize] = board[b as usize];
                board[b as usize] = held;
            }
            p += 1;
        }
        let mut square = 0;
        while square < 30 {
            let code = board[square];
            if code != 0 {
                let Some(piece) = Piece::from_code(code) else { unreachable_code() };
                let tan = Piece::new(Side::Tan, piece.kind).code();
                let file = square % 10;
                let rank = square / 10;
                let target = match self.symmetry {
                    Symmetry::Rotational => (9 - rank) * 10 + (9 - file),
                    Symmetry::Mirror => (9 - rank) * 10 + file,
                };
                board[target] = tan;
            }
            square += 1;
        }
        board
    }

    /// The starting position of this array, Blue to move.
    pub const fn position(self) -> Position {
        Position::from_board_unchecked(self.board(), Side::Blue, 1)
    }

    /// The squares and types of Blue's pieces in this array.
    pub fn blue_pieces(self) -> Vec<(Square, PieceKind)> {
        let board = self.board();
        (0..30u8)
            .filter_map(|sq| Piece::from_code(board[sq as usize]).map(|piece| (square_of(sq), piece.kind)))
            .collect()
    }
}

// `board` only reads codes it wrote itself.
const fn unreachable_code() -> ! {
    panic!("the start array holds only valid piece codes")
}

impl Default for StartArray {
    fn default() -> StartArray {
        StartArray::DEFAULT
    }
}

impl fmt::Display for StartArray {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symmetry = match self.symmetry {
            Symmetry::Rotational => "rotational",
            Symmetry::Mirror => "mirror",
        };
        if self.swaps.is_empty() {
            write!(f, "no swaps, {symmetry}")
        } else {
            let names: Vec<&str> = self.swaps.iter_names().map(|(name, _)| name).collect();
            write!(f, "{}, {symmetry}", names.join("+"))
        }
    }
}
