//! `Setup` (a possibly invalid position with public fields) and the validated
//! `Position`.

use core::fmt;

use boardkit_geometry::Square;

use crate::bitboard::{Bits, SQUARES, bit, dense, square_of};
use crate::tables::tables;
use crate::zobrist;
use crate::{Move, Piece, PieceKind, Side};

/// The most pieces a side can have: the 27 it starts with.
pub const MAX_PIECES_PER_SIDE: u32 = 27;

/// A position as plain data, possibly invalid: what a position text or a
/// board editor describes before [`Position::from_setup`] checks it.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::{Position, Setup};
/// let mut setup = Setup::from_fen("10/10/10/4k5/10/10/10/4K5/10/10 b")?;
/// assert_eq!(setup.pieces.len(), 2);
/// setup.width = 8;
/// let error = Position::from_setup(&setup).unwrap_err();
/// assert!(error.to_string().contains("10x10"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// Number of files (must be 10).
    pub width: u8,
    /// Number of ranks (must be 10).
    pub height: u8,
    /// The pieces and their squares, in any order.
    pub pieces: Vec<(Square, Piece)>,
    /// The side to move.
    pub side_to_move: Side,
    /// The move number: 1 for the first move of each side, increased after
    /// every Tan move.
    pub fullmove: u32,
}

bitflags::bitflags! {
    /// Every way a [`Setup`] can break the rules.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
    pub struct Faults: u16 {
        /// The board is not 10×10.
        const BOARD_SIZE = 1 << 0;
        /// A piece stands outside the 10×10 board.
        const OFF_BOARD = 1 << 1;
        /// Two pieces stand on one square.
        const SQUARE_TWICE = 1 << 2;
        /// A side has more than one royal piece (King or Emperor).
        const TOO_MANY_ROYALS = 1 << 3;
        /// A side has no royal piece, and it is not the side to move. (The
        /// side to move may lack its royal: its royal was just captured and
        /// the game is over.)
        const MISSING_ROYAL = 1 << 4;
        /// A side has more than 27 pieces (more than it starts with).
        const TOO_MANY_PIECES = 1 << 5;
        /// The move number is 0.
        const MOVE_NUMBER = 1 << 6;
    }
}

/// Why a [`Setup`] is not a valid position: every fault found, each
/// explained.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("invalid position: {}", .details.join("; "))]
pub struct PositionError {
    /// The faults, as flags.
    pub faults: Faults,
    /// One sentence per fault, saying where.
    pub details: Vec<String>,
}

/// A valid Scirocco position: the board, the side to move and the move
/// number. Checked on construction; cheap to copy (under 256 bytes), so
/// moves are played by copy-make.
///
/// Pawns on the last rank are valid (they simply cannot move forward).
///
/// # Equality
///
/// Two positions are equal when they have the same pieces on the same
/// squares, the same side to move, the same move number and the same
/// [`RuleOptions`]. The repetition rule compares
/// [`zobrist_hash`](Position::zobrist_hash)es, which leave out the move
/// number and the options. The position text (`Display` / `FromStr`, and
/// the serde form) round-trips everything but the options (see
/// [`RuleOptions`]).
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::{Position, Side, STARTPOS_FEN};
/// let pos: Position = STARTPOS_FEN.parse()?;
/// assert_eq!(pos.side_to_move(), Side::Blue);
/// assert_eq!(pos.pseudo_legal_moves().len(), 21);
/// let after = pos.play(&"e3e4".parse()?)?;
/// assert_eq!(after.side_to_move(), Side::Tan);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Position {
    pub(crate) board: [u8; SQUARES],
    pub(crate) sides: [u128; 2],
    /// Dervishes and Harpies of each side.
    pub(crate) relayers: [u128; 2],
    /// The pieces of each side that can capture more than three squares
    /// away ([`PieceKind::captures_beyond_three`]): with the pieces near a
    /// square, the only ones that can attack it.
    pub(crate) riders: [u128; 2],
    /// The royal piece's dense square of each side, or `NO_SQUARE`.
    pub(crate) royals: [u8; 2],
    /// How many pieces each side has (`sides[i].count_ones()`, kept up to
    /// date: without a `popcnt` instruction, which the default x86-64
    /// target lacks, counting a `u128` costs some thirty instructions, and
    /// a search's evaluation asks at every leaf).
    pub(crate) counts: [u8; 2],
    pub(crate) hash: u64,
    pub(crate) side_to_move: Side,
    pub(crate) fullmove: u32,
    pub(crate) options: RuleOptions,
}

// Moves are played by copy-make: the docs promise a small copy.
const _: () = assert!(core::mem::size_of::<Position>() <= 256);

/// "No square" in `Position::royals`.
pub(crate) const NO_SQUARE: u8 = u8::MAX;

bitflags::bitflags! {
    /// Optional readings of the rules. The default (empty) set is the
    /// interpretation rules.md fixes.
    ///
    /// Options belong to a [`Position`] value, not to its text: the
    /// position text (and the serde form, which is the text) does not carry
    /// them, so a position read back from text has the default options;
    /// set them again with [`Position::with_options`] or
    /// [`Scirocco::with_options`](crate::Scirocco::with_options).
    ///
    /// ```
    /// use boardkit_scirocco::{Position, RuleOptions};
    /// let literal = Position::startpos().with_options(RuleOptions::LITERAL_DERVISH);
    /// let read_back: Position = literal.to_string().parse()?;
    /// assert_eq!(read_back.options(), RuleOptions::empty());
    /// assert_eq!(read_back.with_options(RuleOptions::LITERAL_DERVISH), literal);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// With the `serde` feature the options are written as their names
    /// (`"LITERAL_DERVISH"`, `""` for none); reading also takes hexadecimal
    /// bits (`"0x1"`) and refuses bits that name no option (`"0xff"`).
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize))]
    pub struct RuleOptions: u8 {
        /// The literal reading of the Dervish relay: a piece diagonally next
        /// to the Dervish may also leap as a Dabbaba to the two squares
        /// adjacent to the Dervish (friendly pawn f4, Dervish g5: f4→f6 and
        /// f4→h4). Off by default.
        ///
        /// One move of this reading has no notation of its own: a Zag
        /// diagonally next to its Dervish (Zag e5, Dervish f6) may leap to
        /// e7 by the relay, and also jump-capture an enemy on e6 landing on
        /// e7. Both would be written `e5e7`; the move list holds one
        /// `e5e7`, the jump-capture.
        const LITERAL_DERVISH = 1 << 0;
    }
}

/// Deserializing refuses undefined option bits, which no rule reads and
/// which would make two equal rule sets compare (and hash) different.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for RuleOptions {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RuleOptions, D::Error> {
        let read: RuleOptions = bitflags::serde::deserialize(deserializer)?;
        RuleOptions::from_bits(read.bits()).ok_or_else(|| {
            serde::de::Error::custom(format_args!(
                "undefined rule option bits {:#x} (the options are {:#x}: LITERAL_DERVISH)",
                read.bits() & !RuleOptions::all().bits(),
                RuleOptions::all().bits()
            ))
        })
    }
}

/// The Setup values of a bare board.
impl Setup {
    /// An empty 10×10 board, Blue to move, move 1.
    pub fn empty() -> Setup {
        Setup { width: 10, height: 10, pieces: Vec::new(), side_to_move: Side::Blue, fullmove: 1 }
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::empty()
    }
}

impl Position {
    /// Builds a position from a board array without checks (for the start arrays, which are valid).
    pub(crate) const fn from_board_unchecked(board: [u8; SQUARES], side_to_move: Side, fullmove: u32) -> Position {
        let mut sides = [0u128; 2];
        let mut relayers = [0u128; 2];
        let mut riders = [0u128; 2];
        let mut royals = [NO_SQUARE; 2];
        let mut hash = match side_to_move {
            Side::Blue => 0,
            Side::Tan => zobrist::TAN_TO_MOVE,
        };
        let mut square = 0;
        while square < SQUARES {
            if let Some(piece) = Piece::from_code(board[square]) {
                let side = piece.side as usize;
                sides[side] |= bit(square as u8);
                if matches!(piece.kind, PieceKind::Dervish | PieceKind::Harpy) {
                    relayers[side] |= bit(square as u8);
                }
                if piece.kind.captures_beyond_three() {
                    riders[side] |= bit(square as u8);
                }
                if piece.kind.is_royal() {
                    royals[side] = square as u8;
                }
                hash ^= zobrist::key(board[square], square as u8);
            }
            square += 1;
        }
        let counts = [sides[0].count_ones() as u8, sides[1].count_ones() as u8];
        Position {
            board,
            sides,
            relayers,
            riders,
            royals,
            counts,
            hash,
            side_to_move,
            fullmove,
            options: RuleOptions::empty(),
        }
    }

    /// Checks a [`Setup`] and builds the position.
    ///
    /// # Errors
    ///
    /// [`PositionError`] listing every fault (see [`Faults`]): a board that
    /// is not 10×10, pieces off the board or two on one square, a side with
    /// two royals, a side other than the side to move without a royal, more
    /// than 27 pieces of one side, move number 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::{Faults, Position, Setup};
    /// let setup = Setup::from_fen("kk8/10/10/10/10/10/10/10/10/10 t")?;
    /// let error = Position::from_setup(&setup).unwrap_err();
    /// assert_eq!(error.faults, Faults::TOO_MANY_ROYALS | Faults::MISSING_ROYAL);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut faults = Faults::empty();
        let mut details = Vec::new();
        if setup.width != 10 || setup.height != 10 {
            faults |= Faults::BOARD_SIZE;
            details.push(format!("the board is {}x{}, not 10x10", setup.width, setup.height));
        }
        let mut board = [0u8; SQUARES];
        for &(square, piece) in &setup.pieces {
            match dense(square) {
                None => {
                    faults |= Faults::OFF_BOARD;
                    details.push(format!("{piece} on {square} is off the 10x10 board"));
                }
                Some(index) if board[index as usize] != 0 => {
                    faults |= Faults::SQUARE_TWICE;
                    details.push(format!("two pieces on {square}"));
                }
                Some(index) => board[index as usize] = piece.code(),
            }
        }
        for side in Side::ALL {
            let mine = || setup.pieces.iter().filter(move |(_, piece)| piece.side == side);
            let royals = mine().filter(|(_, piece)| piece.kind.is_royal()).count();
            if royals > 1 {
                faults |= Faults::TOO_MANY_ROYALS;
                details.push(format!("{side} has {royals} royal pieces"));
            }
            if royals == 0 && side != setup.side_to_move {
                faults |= Faults::MISSING_ROYAL;
                details.push(format!("{side} has no royal piece (King or Emperor)"));
            }
            let count = mine().count();
            if count > MAX_PIECES_PER_SIDE as usize {
                faults |= Faults::TOO_MANY_PIECES;
                details.push(format!("{side} has {count} pieces, more than {MAX_PIECES_PER_SIDE}"));
            }
        }
        if setup.fullmove == 0 {
            faults |= Faults::MOVE_NUMBER;
            details.push("the move number is 0".into());
        }
        if faults.is_empty() {
            Ok(Position::from_board_unchecked(board, setup.side_to_move, setup.fullmove))
        } else {
            Err(PositionError { faults, details })
        }
    }

    /// The [`Setup`] of this position (pieces in square order).
    pub fn to_setup(&self) -> Setup {
        Setup {
            width: 10,
            height: 10,
            pieces: self.pieces().collect(),
            side_to_move: self.side_to_move,
            fullmove: self.fullmove,
        }
    }

    /// The default start position (no swaps, rotational symmetry).
    pub const fn startpos() -> Position {
        STARTPOS
    }

    /// The piece on `square`, if any (`None` off the board too).
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        dense(square).and_then(|index| Piece::from_code(self.board[index as usize]))
    }

    /// Every piece with its square, in square order (`a1`, `b1`, …).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Bits(self.sides[0] | self.sides[1])
            .filter_map(|index| Piece::from_code(self.board[index as usize]).map(|piece| (square_of(index), piece)))
    }

    /// How many pieces `side` has.
    pub fn piece_count(&self, side: Side) -> u32 {
        u32::from(self.counts[side.index()])
    }

    /// The square of `side`'s royal piece (King or Emperor), if it has one.
    pub fn royal_square(&self, side: Side) -> Option<Square> {
        match self.royals[side.index()] {
            NO_SQUARE => None,
            index => Some(square_of(index)),
        }
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The move number (1 for the first move of each side).
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The rule options in force.
    pub fn options(&self) -> RuleOptions {
        self.options
    }

    /// The same position under other rule options.
    pub fn with_options(mut self, options: RuleOptions) -> Position {
        self.options = options;
        self
    }

    /// The Zobrist hash: equal for positions with the same pieces on the same
    /// squares and the same side to move (the repetition rule's sameness).
    pub fn zobrist_hash(&self) -> u64 {
        self.hash
    }

    /// The material rule that ends the game here, if any (royal captured or
    /// bare royal), with the losing side. Does not look at moves.
    pub(crate) fn material_end(&self) -> Option<(Side, crate::Reason)> {
        let us = self.side_to_move;
        let them = us.other();
        // One piece left: a set with exactly one bit (without a `popcnt`
        // instruction, which the default x86-64 target lacks, a count of a
        // `u128` costs some twenty instructions; a search asks at every node).
        let single = |set: u128| set != 0 && set & (set - 1) == 0;
        let bare = |side: Side| single(self.sides[side.index()]) && self.royals[side.index()] != NO_SQUARE;
        if self.royals[us.index()] == NO_SQUARE {
            Some((us, crate::Reason::RoyalCaptured))
        } else if self.royals[them.index()] == NO_SQUARE {
            // Only reachable through an invalid-by-history setup; validation forbids it.
            Some((them, crate::Reason::RoyalCaptured))
        } else if bare(us) {
            Some((us, crate::Reason::BareRoyal))
        } else if bare(them) {
            Some((them, crate::Reason::BareRoyal))
        } else {
            None
        }
    }

    /// How the game ends here without a history: royal captured, bare royal,
    /// or no (pseudo-legal) move for the side to move. `None` while it goes
    /// on. [`Scirocco::outcome`](crate::Scirocco) adds the repetition rule.
    pub fn outcome(&self) -> Option<crate::Outcome> {
        let (loser, reason) = match self.material_end() {
            Some(end) => end,
            None if !self.has_pseudo_legal_move() => (self.side_to_move, crate::Reason::NoLegalMove),
            None => return None,
        };
        Some(crate::Outcome { verdict: boardkit_core::Verdict::Win(loser.other()), reason })
    }

    /// Plays a pseudo-legal move.
    ///
    /// # Errors
    ///
    /// [`PlayError`](crate::PlayError) saying why, when `mv` is not one of
    /// [`pseudo_legal_moves`](Position::pseudo_legal_moves); `self` is not
    /// changed (the result is a new position).
    pub fn play(&self, mv: &Move) -> Result<Position, crate::PlayError> {
        if self.material_end().is_some() {
            Err(crate::PlayError::Illegal { mv: *mv, reason: crate::IllegalReason::GameOver })
        } else if self.is_pseudo_legal(mv) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(crate::PlayError::Illegal { mv: *mv, reason: self.refusal(mv) })
        }
    }

    /// Plays `mv` without checking that it is legal: the fast path for
    /// engines and perft. For a move that is not pseudo-legal here the result
    /// is unspecified (but no panic for moves between on-board squares).
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        let mut next = *self;
        next.play_in_place(mv);
        next
    }

    /// [`play_unchecked`](Position::play_unchecked) on this position itself:
    /// no copy of the position (a game applies a move at every node of a
    /// search).
    #[inline]
    pub(crate) fn play_in_place(&mut self, mv: &Move) {
        if let (Some(from), Some(to)) = (dense(mv.from()), dense(mv.second_square())) {
            self.apply(from, to, mv.kind());
        }
    }

    /// Copy-make core: moves the piece on `from`.
    #[inline]
    pub(crate) fn apply(&mut self, from: u8, to: u8, kind: crate::moves::MoveKind) {
        use crate::moves::MoveKind;
        let us = self.side_to_move;
        let them = us.other();
        let code = self.board[from as usize];
        let Some(piece) = Piece::from_code(code) else { return };
        match kind {
            MoveKind::Stay => self.remove(to),
            MoveKind::Normal | MoveKind::Promote => {
                if tables().has_locust(piece.kind.index()) {
                    for square in Bits(self.locust_capture(from, to)) {
                        self.remove(square);
                    }
                }
                if self.sides[them.index()] & bit(to) != 0 {
                    self.remove(to);
                }
                self.remove(from);
                let kind = match (kind, piece.kind.promoted()) {
                    (MoveKind::Promote, Some(promoted)) => promoted,
                    _ => piece.kind,
                };
                self.put(to, Piece::new(us, kind));
            }
        }
        if us == Side::Tan {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side_to_move = them;
        self.hash ^= zobrist::TAN_TO_MOVE;
    }

    /// The squares a jump-capture from `from` to `to` removes (0 when it is no jump-capture).
    pub(crate) fn locust_capture(&self, from: u8, to: u8) -> u128 {
        let Some(piece) = Piece::from_code(self.board[from as usize]) else { return 0 };
        let us = piece.side;
        let own = self.sides[us.index()];
        let enemy = self.sides[us.other().index()];
        let tables = tables();
        tables
            .templates(tables.entry(piece.kind.index(), us.index(), from))
            .iter()
            .find(|t| t.to == to && t.locust != 0 && t.applies(own | enemy, own, enemy))
            .map_or(0, |t| t.locust)
    }

    #[inline]
    fn remove(&mut self, square: u8) {
        let code = self.board[square as usize];
        let Some(piece) = Piece::from_code(code) else { return };
        let side = piece.side.index();
        let mask = !bit(square);
        self.sides[side] &= mask;
        self.counts[side] = self.counts[side].wrapping_sub(1);
        self.relayers[side] &= mask;
        self.riders[side] &= mask;
        if self.royals[side] == square {
            self.royals[side] = NO_SQUARE;
        }
        self.hash ^= zobrist::key(code, square);
        self.board[square as usize] = 0;
    }

    #[inline]
    fn put(&mut self, square: u8, piece: Piece) {
        let code = piece.code();
        let side = piece.side.index();
        self.board[square as usize] = code;
        self.sides[side] |= bit(square);
        self.counts[side] = self.counts[side].wrapping_add(1);
        if matches!(piece.kind, PieceKind::Dervish | PieceKind::Harpy) {
            self.relayers[side] |= bit(square);
        }
        if piece.kind.captures_beyond_three() {
            self.riders[side] |= bit(square);
        }
        if piece.kind.is_royal() {
            self.royals[side] = square;
        }
        self.hash ^= zobrist::key(code, square);
    }

    /// A text diagram of the board, rank 10 on top, two characters a square:
    /// the piece's position-text code (`K`, `+p`, …) or `.` for an empty
    /// square, with rank numbers on the left and file letters below.
    pub fn diagram(&self) -> String {
        let mut out = String::new();
        for rank in (0..10u8).rev() {
            out.push_str(&format!("{:>2} ", rank + 1));
            for file in 0..10u8 {
                let index = rank * 10 + file;
                match Piece::from_code(self.board[index as usize]) {
                    Some(piece) => out.push_str(&format!("{:>2}", piece.to_string())),
                    None => out.push_str(" ."),
                }
            }
            out.push('\n');
        }
        out.push_str("    a b c d e f g h i j\n");
        out
    }
}

/// The default start position as a constant (no swaps, rotational
/// symmetry, Blue to move, move 1).
pub const STARTPOS: Position = crate::StartArray::DEFAULT.position();

/// The position text of the default start position.
pub const STARTPOS_FEN: &str = "odgvcn1tah/1ysmfwksi1/ppuppppupp/10/10/10/10/PPUPPPPUPP/1ISKWFMSY1/HAT1NCVGDO b";

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
