//! The 36 piece types as data: names, abbreviations, letters, XBetza strings,
//! promotion targets and the royal flag.

use core::fmt;

use crate::Side;

/// One of the 36 piece types: 18 unpromoted types, each with the one promoted
/// type it becomes.
///
/// The order is the rules' table order: the 18 unpromoted types, then their
/// 18 promoted types in the same order, so `kind.promoted()` is
/// `ALL[kind.index() + 18]`.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::PieceKind;
/// assert_eq!(PieceKind::Pawn.promoted(), Some(PieceKind::Tadpole));
/// assert_eq!(PieceKind::Dabbaba.info().betza, "D");
/// assert_eq!(PieceKind::Genie.info().betza, "Q3cabK");
/// assert_eq!(PieceKind::Genie.abbreviation(), "Ge");
/// assert!(PieceKind::Emperor.is_royal());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[allow(missing_docs)] // Each variant is documented by its row of `PIECES`.
pub enum PieceKind {
    Pawn,
    Guard,
    Priest,
    Scirocco,
    King,
    Wazir,
    Firzan,
    Commoner,
    Marquis,
    Chariot,
    Alfil,
    Stork,
    Knight,
    Camel,
    Dervish,
    Goat,
    Dabbaba,
    Wagon,
    Tadpole,
    Zebra,
    Duke,
    Vulture,
    Emperor,
    Zag,
    Zig,
    Wildebeest,
    Abbot,
    Octopus,
    Bishop,
    Queen,
    Rook,
    Squirrel,
    Harpy,
    Lioness,
    Genie,
    Spider,
}

/// The number of piece types.
pub const KIND_COUNT: usize = 36;

/// The number of unpromoted (and of promoted) piece types.
pub const UNPROMOTED_COUNT: usize = 18;

/// Everything the rules say about one piece type, except how it moves in
/// detail (the XBetza string says that, see the crate docs).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceInfo {
    /// The type.
    pub kind: PieceKind,
    /// The English name, as in the rules table.
    pub name: &'static str,
    /// The inventor's abbreviation (`Gu`, `Zi`, …), used in the readable
    /// move notation.
    pub abbreviation: &'static str,
    /// The position-text letter (uppercase; Blue writes it uppercase, Tan
    /// lowercase). A promoted piece is written `+` and the letter of the
    /// piece it came from, so promoted types share their origin's letter.
    pub letter: char,
    /// The movement in XBetza, as H.G. Muller's Interactive Diagram writes it.
    pub betza: &'static str,
    /// How it moves, in words.
    pub description: &'static str,
    /// The type it promotes to; `None` for promoted types.
    pub promotes_to: Option<PieceKind>,
    /// Whether it is royal (King and Emperor): losing it loses the game.
    pub royal: bool,
}

macro_rules! piece_rows {
    ($( $kind:ident, $name:literal, $abbr:literal, $letter:literal, $betza:literal, $promo:expr, $royal:literal, $desc:literal; )*) => {
        /// The piece table: one row per type, in [`PieceKind`] order.
        pub const PIECES: [PieceInfo; KIND_COUNT] = [
            $( PieceInfo {
                kind: PieceKind::$kind,
                name: $name,
                abbreviation: $abbr,
                letter: $letter,
                betza: $betza,
                description: $desc,
                promotes_to: $promo,
                royal: $royal,
            }, )*
        ];
    };
}

use PieceKind as K;

piece_rows! {
    Pawn, "Pawn", "P", 'P', "fmWfcF", Some(K::Tadpole), false, "One step straight forward without capturing; captures one step diagonally forward. No double step, no en passant.";
    Guard, "Guard", "Gu", 'U', "mWcF", Some(K::Zebra), false, "Steps one square orthogonally without capturing; captures one square diagonally (a pawn that goes every way).";
    Priest, "Priest", "Pr", 'I', "NF", Some(K::Duke), false, "One step diagonally (Firzan) or a Knight's leap.";
    Scirocco, "Scirocco", "Sc", 'S', "BW", Some(K::Vulture), false, "One step orthogonally (Wazir) or slides diagonally like a Bishop.";
    King, "King", "K", 'K', "K", Some(K::Emperor), true, "Royal. One step in any direction.";
    Wazir, "Wazir", "W", 'W', "W", Some(K::Zag), false, "One step orthogonally.";
    Firzan, "Firzan", "F", 'F', "F", Some(K::Zig), false, "One step diagonally.";
    Commoner, "Commoner", "Co", 'M', "K", Some(K::Wildebeest), false, "One step in any direction, like a King, but not royal.";
    Marquis, "Marquis", "Ma", 'Y', "WN", Some(K::Abbot), false, "One step orthogonally or a Knight's leap.";
    Chariot, "Chariot", "Ch", 'H', "R4", Some(K::Octopus), false, "Slides orthogonally up to 4 squares.";
    Alfil, "Alfil", "A", 'A', "A", Some(K::Bishop), false, "Leaps two squares diagonally (2,2), over anything.";
    Stork, "Stork", "St", 'T', "AcW", Some(K::Queen), false, "Leaps two squares diagonally (2,2); captures (only) one step orthogonally.";
    Knight, "Knight", "N", 'N', "N", Some(K::Rook), false, "The chess Knight's leap (2,1).";
    Camel, "Camel", "C", 'C', "C", Some(K::Squirrel), false, "Leaps (3,1).";
    Dervish, "Dervish", "De", 'V', "ADxabafKxabsW", Some(K::Harpy), false, "Leaps (2,0) or (2,2); relays moves to friendly neighbours (see Relays).";
    Goat, "Goat", "Go", 'G', "DmF", Some(K::Lioness), false, "Leaps (2,0) (moving or capturing); steps one square diagonally without capturing.";
    Dabbaba, "Dabbaba", "D", 'D', "D", Some(K::Genie), false, "Leaps two squares orthogonally (2,0).";
    Wagon, "Wagon", "Wa", 'O', "yafW", Some(K::Spider), false, "A Rook that can never stop on or capture on the orthogonally adjacent square; a piece on that square blocks it in that direction.";
    Tadpole, "Tadpole", "Ta", 'P', "FcWH", None, false, "One step diagonally or a (3,0) leap; captures (only) one step orthogonally.";
    Zebra, "Zebra", "Z", 'U', "Z", None, false, "Leaps (3,2).";
    Duke, "Duke", "Du", 'I', "NR4", None, false, "A Knight's leap or slides orthogonally up to 4 squares.";
    Vulture, "Vulture", "Vu", 'S', "mBcRK", None, false, "One step in any direction (moving or capturing); further away moves (only) like a Bishop and captures (only) like a Rook.";
    Emperor, "Emperor", "Em", 'K', "WDA", None, true, "Royal. One step orthogonally, or leaps (2,0) or (2,2).";
    Zag, "Zag", "Za", 'W', "FAcafmW", None, false, "One step diagonally or a (2,2) leap; its only orthogonal moves are jump-captures over an adjacent enemy onto the empty square beyond.";
    Zig, "Zig", "Zi", 'F', "WDcafmF", None, false, "One step orthogonally or a (2,0) leap; its only diagonal moves are jump-captures over an adjacent enemy onto the empty square beyond.";
    Wildebeest, "Wildebeest", "Wi", 'M', "CN", None, false, "A Knight's leap (2,1) or a Camel's leap (3,1).";
    Abbot, "Abbot", "Ab", 'Y', "NB4", None, false, "A Knight's leap or slides diagonally up to 4 squares.";
    Octopus, "Octopus", "Oc", 'H', "mFyafsF", None, false, "Steps one square diagonally onto an empty square (a move by itself), and may continue from there as a Rook in either orthogonal direction leading away from its start, stopping on any empty square or capturing the first enemy.";
    Bishop, "Bishop", "B", 'A', "B", None, false, "Slides diagonally.";
    Queen, "Queen", "Q", 'T', "Q", None, false, "Slides in any direction.";
    Rook, "Rook", "R", 'N', "R", None, false, "Slides orthogonally.";
    Squirrel, "Squirrel", "Sq", 'C', "NAD", None, false, "Leaps (2,0), (2,1) or (2,2).";
    Harpy, "Harpy", "Ha", 'V', "mQ3xavspmafsK3", None, false, "Slides up to 3 squares in any direction without capturing; relays the Knight's move to friendly pieces it sees (see Relays).";
    Lioness, "Lioness", "Li", 'G', "KNAD", None, false, "Leaps to any square of the 5x5 block around it: (1,0), (1,1), (2,0), (2,1), (2,2).";
    Genie, "Genie", "Ge", 'D', "Q3cabK", None, false, "Slides up to 3 squares in any direction; also captures an enemy on any of the 8 adjacent squares without moving.";
    Spider, "Spider", "Sp", 'O', "mWyafsW", None, false, "Steps one square orthogonally onto an empty square (a move by itself), and may continue from there as a Bishop along either diagonal leading away from its start.";
}

impl PieceKind {
    /// All 36 types: the 18 unpromoted ones, then the 18 promoted ones.
    pub const ALL: [PieceKind; KIND_COUNT] = {
        let mut all = [PieceKind::Pawn; KIND_COUNT];
        let mut i = 0;
        while i < KIND_COUNT {
            all[i] = PIECES[i].kind;
            i += 1;
        }
        all
    };

    /// The position of this type in [`PieceKind::ALL`] (0..36).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The type with this index, if `index < 36`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<PieceKind> {
        if index < KIND_COUNT { Some(PieceKind::ALL[index]) } else { None }
    }

    /// This type's row of the piece table.
    #[inline]
    pub const fn info(self) -> &'static PieceInfo {
        &PIECES[self as usize]
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// The inventor's abbreviation.
    pub const fn abbreviation(self) -> &'static str {
        self.info().abbreviation
    }

    /// The type this one promotes to, or `None` for a promoted type.
    #[inline]
    pub const fn promoted(self) -> Option<PieceKind> {
        self.info().promotes_to
    }

    /// Whether this is one of the 18 promoted types.
    #[inline]
    pub const fn is_promoted(self) -> bool {
        self as usize >= UNPROMOTED_COUNT
    }

    /// The unpromoted type this one comes from (itself for unpromoted types).
    #[inline]
    pub const fn unpromoted(self) -> PieceKind {
        if self.is_promoted() { PieceKind::ALL[self as usize - UNPROMOTED_COUNT] } else { self }
    }

    /// Whether this is a royal type (King, Emperor).
    #[inline]
    pub const fn is_royal(self) -> bool {
        // The table's `royal` column, without the table read (a search asks
        // at every node); a test checks that the two agree.
        matches!(self, PieceKind::King | PieceKind::Emperor)
    }

    /// Whether the piece already has the Knight move of its own, so that a
    /// Harpy relays nothing to it (Knight, Priest, Marquis, Squirrel,
    /// Wildebeest, Duke, Abbot, Lioness).
    #[inline]
    pub const fn has_knight_move(self) -> bool {
        matches!(
            self,
            PieceKind::Knight
                | PieceKind::Priest
                | PieceKind::Marquis
                | PieceKind::Squirrel
                | PieceKind::Wildebeest
                | PieceKind::Duke
                | PieceKind::Abbot
                | PieceKind::Lioness
        )
    }

    /// Whether the piece can capture more than three squares (files or
    /// ranks) away from where it stands: the riders (Scirocco, Vulture,
    /// Chariot, Octopus, Bishop, Queen, Rook, Wagon, Spider, Duke, Abbot).
    /// Every other type captures only within the 7×7 block around it, so
    /// the question "is this square attacked" need look at those only
    /// when they stand near it.
    #[inline]
    pub(crate) const fn captures_beyond_three(self) -> bool {
        matches!(
            self,
            PieceKind::Scirocco
                | PieceKind::Vulture
                | PieceKind::Chariot
                | PieceKind::Octopus
                | PieceKind::Bishop
                | PieceKind::Queen
                | PieceKind::Rook
                | PieceKind::Wagon
                | PieceKind::Spider
                | PieceKind::Duke
                | PieceKind::Abbot
        )
    }

    /// The type written with this position-text letter (uppercase) and `+`
    /// mark.
    pub const fn from_letter(letter: char, promoted: bool) -> Option<PieceKind> {
        let mut i = 0;
        while i < UNPROMOTED_COUNT {
            if PIECES[i].letter == letter {
                return Some(if promoted { PieceKind::ALL[i + UNPROMOTED_COUNT] } else { PieceKind::ALL[i] });
            }
            i += 1;
        }
        None
    }

    /// The type with this inventor's abbreviation (`Gu`, `Zi`, …).
    pub fn from_abbreviation(abbreviation: &str) -> Option<PieceKind> {
        PieceKind::ALL.into_iter().find(|kind| kind.abbreviation() == abbreviation)
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a type and a side.
///
/// Displays as its position-text code: `K`, `+P` for a Blue Tadpole, `v` for
/// a Tan Dervish.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::{Piece, PieceKind, Side};
/// let tadpole = Piece::new(Side::Tan, PieceKind::Tadpole);
/// assert_eq!(tadpole.to_string(), "+p");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// Its type.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of `side` and `kind`.
    pub const fn new(side: Side, kind: PieceKind) -> Piece {
        Piece { side, kind }
    }

    /// A small code (0 is kept for "empty" in board arrays): `1 + kind` for
    /// Blue, `65 + kind` for Tan, so side and type are a shift and a mask away.
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        1 + ((self.side as u8) << 6) + self.kind as u8
    }

    /// The piece with this code, if it is one: one load (boards are read
    /// square by square at every node of a search).
    #[inline]
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        PIECE_OF_CODE[code as usize]
    }

    /// [`from_code`](Piece::from_code) computed: the table's definition.
    const fn decode(code: u8) -> Option<Piece> {
        if code == 0 {
            return None;
        }
        let c = (code - 1) as usize;
        let kind = c & 63;
        if kind >= KIND_COUNT || c >> 6 > 1 {
            return None;
        }
        let side = if c >> 6 == 1 { Side::Tan } else { Side::Blue };
        Some(Piece { side, kind: PieceKind::ALL[kind] })
    }

    /// The type index of a nonzero code (see [`Piece::code`]).
    #[inline]
    pub(crate) const fn kind_index_of(code: u8) -> usize {
        (code.wrapping_sub(1) & 63) as usize
    }

    /// The position-text letter of this piece: uppercase for Blue.
    pub const fn letter(self) -> char {
        let letter = self.kind.info().letter;
        match self.side {
            Side::Blue => letter,
            Side::Tan => letter.to_ascii_lowercase(),
        }
    }
}

/// [`Piece::from_code`] of every byte.
static PIECE_OF_CODE: [Option<Piece>; 256] = {
    let mut table = [None; 256];
    let mut code = 0;
    while code < 256 {
        table[code] = Piece::decode(code as u8);
        code += 1;
    }
    table
};

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind.is_promoted() {
            f.write_str("+")?;
        }
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_index_below_the_count_names_a_type_and_no_other_does() {
        for (index, kind) in PieceKind::ALL.iter().enumerate() {
            assert_eq!(PieceKind::from_index(index), Some(*kind));
        }
        assert_eq!(PieceKind::from_index(KIND_COUNT - 1), Some(PieceKind::Spider));
        assert_eq!(PieceKind::from_index(KIND_COUNT), None);
        assert_eq!(PieceKind::from_index(usize::MAX), None);
    }

    #[test]
    fn table_rows_are_in_kind_order_and_consistent() {
        for (i, info) in PIECES.iter().enumerate() {
            assert_eq!(info.kind.index(), i);
            assert_eq!(info.promotes_to.is_none(), info.kind.is_promoted(), "{}", info.name);
            if let Some(promoted) = info.promotes_to {
                assert_eq!(promoted.index(), i + UNPROMOTED_COUNT);
                assert_eq!(promoted.unpromoted(), info.kind);
                assert_eq!(promoted.info().letter, info.letter);
            }
        }
    }

    #[test]
    fn letters_abbreviations_and_codes_are_unique() {
        let letters: HashSet<char> = PIECES[..UNPROMOTED_COUNT].iter().map(|p| p.letter).collect();
        assert_eq!(letters.len(), UNPROMOTED_COUNT);
        let abbreviations: HashSet<&str> = PIECES.iter().map(|p| p.abbreviation).collect();
        assert_eq!(abbreviations.len(), KIND_COUNT);
        for side in Side::ALL {
            for kind in PieceKind::ALL {
                let piece = Piece::new(side, kind);
                assert_eq!(Piece::from_code(piece.code()), Some(piece));
                assert_eq!(PieceKind::from_letter(kind.info().letter, kind.is_promoted()), Some(kind));
                assert_eq!(PieceKind::from_abbreviation(kind.abbreviation()), Some(kind));
            }
        }
        assert_eq!(Piece::from_code(0), None);
        assert_eq!(Piece::from_code(37), None);
        assert_eq!(Piece::from_code(130), None);
        // Exactly the codes of pieces decode, each to its piece.
        let decoded = (0..=u8::MAX).filter_map(Piece::from_code).count();
        assert_eq!(decoded, 2 * KIND_COUNT);
        for code in 0..=u8::MAX {
            if let Some(piece) = Piece::from_code(code) {
                assert_eq!(piece.code(), code);
            }
        }
    }

    #[test]
    fn only_king_and_emperor_are_royal() {
        let royals: Vec<PieceKind> = PieceKind::ALL.into_iter().filter(|k| k.is_royal()).collect();
        assert_eq!(royals, [PieceKind::King, PieceKind::Emperor]);
        for kind in PieceKind::ALL {
            assert_eq!(kind.is_royal(), kind.info().royal, "{kind:?}");
        }
    }

    #[test]
    fn the_knight_move_exception_list_matches_the_betza_strings() {
        // A type has the Knight move exactly when its XBetza string has the `N` atom
        // (Lioness's `KNAD` included); the relay-only Harpy and Dervish do not.
        for kind in PieceKind::ALL {
            assert_eq!(kind.has_knight_move(), kind.info().betza.contains('N'), "{kind}");
        }
    }
}
