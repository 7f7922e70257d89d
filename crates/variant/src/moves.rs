//! Moves in Fairy-Stockfish's UCI notation: `e2e4`, `e7e8q`, `g7g8+`,
//! ranks from 1 (`a10` on boards of more than 9 ranks), and a wall placed
//! after the move as `e2e4,e4f5`.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

/// No square (a move without a locust capture).
pub(crate) const NO_SQUARE: u8 = 255;

/// What a move does besides going from one square to another; found by the
/// position, not written in the notation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum MoveKind {
    /// Read from text: the position finds out what it is.
    Unknown,
    Normal,
    Promotion,
    PiecePromotion,
    Castling,
    EnPassant,
    /// A piece from hand placed on an empty square.
    Drop,
}

/// A move: from-square, to-square, an optional promotion (`q`, or `+` for a
/// shogi-style promotion) and, for XBetza locust moves, the square of the
/// piece captured on the way.
///
/// Castling is written as the king's move (`e1g1`), as Fairy-Stockfish does
/// outside Chess960. A move of several legs that captures on the way
/// (which Fairy-Stockfish does not have) is written with the captured
/// square between: `e5e6e7` captures on e6 and lands on e7.
///
/// # Equality
///
/// Moves are equal when their text is: from, captured-on-the-way, to and
/// promotion. What the move does on the board (castling, en passant) is
/// the position's business.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    pub(crate) from: u8,
    pub(crate) to: u8,
    pub(crate) via: u8,
    /// 0, a lowercase piece letter, or `+`.
    pub(crate) promotion: u8,
    pub(crate) kind: MoveKind,
    pub(crate) capture: bool,
    /// The castling rook's square.
    pub(crate) rook: u8,
    /// For a drop: the dropped piece's uppercase letter (its type in
    /// hand; `promotion` is `+` when it is placed promoted); else 0.
    pub(crate) dropped: u8,
    /// The square where the move places a wall (`wallingRule`); every
    /// square can be one, p16 included, so no square stands for none.
    pub(crate) wall: Option<u8>,
    /// For a gating move (Seirawan chess, `b1c3h`): the square the piece
    /// from hand (`promotion`'s letter) is placed on; else `NO_SQUARE`
    /// (also for a move read from text).
    pub(crate) gate: u8,
}

impl Move {
    pub(crate) fn new(from: u8, to: u8, via: u8, promotion: u8, kind: MoveKind, capture: bool) -> Move {
        Move { from, to, via, promotion, kind, capture, rook: NO_SQUARE, dropped: 0, wall: None, gate: NO_SQUARE }
    }

    /// The from- and to-square as the text writes them: castling that
    /// gates on the rook's square is written from the rook's square to the
    /// king's (`h1e1h`), as Fairy-Stockfish writes it.
    fn written_squares(&self) -> (u8, u8) {
        if self.kind == MoveKind::Castling && self.gate == self.rook && self.gate != self.from {
            (self.rook, self.from)
        } else {
            (self.from, self.to)
        }
    }

    /// For a gating move (`b1c3h`; castling `e1g1h` on the king's square,
    /// `h1e1h` on the rook's), the name of the square the piece from hand
    /// is placed on; `None` for other moves and for a move read from text.
    pub fn gating_square(&self) -> Option<String> {
        (self.gate != NO_SQUARE).then(|| square_name(self.gate))
    }

    /// A drop of the piece `letter` (uppercase) on `to`, placed promoted
    /// when `promoted`. Its from-square is `to`.
    pub(crate) fn drop(letter: u8, to: u8, promoted: bool) -> Move {
        let promotion = if promoted { b'+' } else { 0 };
        Move {
            from: to,
            to,
            via: NO_SQUARE,
            promotion,
            kind: MoveKind::Drop,
            capture: false,
            rook: NO_SQUARE,
            dropped: letter,
            wall: None,
            gate: NO_SQUARE,
        }
    }

    /// For a drop (`P@e4`), the letter of the piece taken from hand
    /// (uppercase, whoever drops it); `None` for a move on the board.
    pub fn dropped_piece(&self) -> Option<char> {
        (self.dropped != 0).then_some(char::from(self.dropped))
    }

    /// Whether the move places a piece from hand (`P@e4`, `+P@e4`).
    pub fn is_drop(&self) -> bool {
        self.dropped != 0
    }

    pub(crate) fn with_rook(mut self, rook: u8) -> Move {
        self.rook = rook;
        self
    }

    /// The from-square's name (`e2`); for a drop, the square dropped on.
    pub fn from_square(&self) -> String {
        square_name(self.from)
    }

    /// The to-square's name (`e4`).
    pub fn to_square(&self) -> String {
        square_name(self.to)
    }

    /// The promotion: a lowercase piece letter, `+`, or `None`; for a drop,
    /// `+` when the piece is placed promoted (`+P@e4`).
    pub fn promotion(&self) -> Option<char> {
        (self.promotion != 0).then_some(char::from(self.promotion))
    }

    /// The square's name where the move places a wall, in a variant with
    /// a `wallingRule` (`f5` in `e2e4,e4f5`); `None` for a move without one.
    ///
    /// ```
    /// use boardkit_variant::Move;
    ///
    /// let mv: Move = "e2e4,e4f5".parse()?;
    /// assert_eq!((mv.to_square(), mv.wall_square()), ("e4".to_string(), Some("f5".to_string())));
    /// assert_eq!(mv.to_string(), "e2e4,e4f5");
    /// assert_eq!("e2e4".parse::<Move>()?.wall_square(), None);
    /// # Ok::<(), boardkit_variant::MoveParseError>(())
    /// ```
    pub fn wall_square(&self) -> Option<String> {
        self.wall.map(square_name)
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.written_squares() == other.written_squares()
            && self.via == other.via
            && self.promotion == other.promotion
            && self.dropped == other.dropped
            && self.wall == other.wall
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.written_squares(), self.via, self.promotion, self.dropped, self.wall).hash(state);
    }
}

/// A square's name: file letter, rank number from 1.
pub(crate) fn square_name(square: u8) -> String {
    format!("{}{}", char::from(b'a' + square % 16), square / 16 + 1)
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.dropped != 0 {
            if self.promotion == b'+' {
                f.write_str("+")?;
            }
            return write!(f, "{}@{}", char::from(self.dropped), square_name(self.to));
        }
        let (from, to) = self.written_squares();
        f.write_str(&square_name(from))?;
        if self.via != NO_SQUARE {
            f.write_str(&square_name(self.via))?;
        }
        f.write_str(&square_name(to))?;
        if self.promotion != 0 {
            write!(f, "{}", char::from(self.promotion))?;
        }
        if let Some(wall) = self.wall {
            // Fairy-Stockfish's notation: the landing square again, then the wall's.
            write!(f, ",{}{}", square_name(self.to), square_name(wall))?;
        }
        Ok(())
    }
}

/// Why a move's text could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("bad move `{text}`: {reason}")]
pub struct MoveParseError {
    /// The text (at most 40 characters of it).
    pub text: String,
    /// What is wrong.
    pub reason: &'static str,
}

/// Reads one square at the start of `text`: a file `a`–`p` and a rank
/// 1–16; returns it and the bytes used.
fn read_square(text: &[u8]) -> Option<(u8, usize)> {
    let file = *text.first()?;
    if !(b'a'..=b'p').contains(&file) {
        return None;
    }
    let digits = text[1..].iter().take(2).take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || text[1] == b'0' {
        return None;
    }
    let two = (digits == 2).then(|| (text[1] - b'0') * 10 + (text[2] - b'0')).filter(|&n| n <= 16);
    let (rank, used) = match two {
        Some(rank) => (rank, 3),
        None => (text[1] - b'0', 2),
    };
    Some(((rank - 1) * 16 + (file - b'a'), used))
}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(text: &str) -> Result<Move, MoveParseError> {
        let error = |reason| MoveParseError { text: text.chars().take(40).collect(), reason };
        // A wall placement follows a comma: `e2e4,e4f5` (the landing square, then the wall's).
        let (text_move, wall_text) = match text.split_once(',') {
            Some((head, tail)) => (head, Some(tail)),
            None => (text, None),
        };
        if let Some(at) = text.find('@') {
            return parse_drop(text, at).map_err(error);
        }
        let bytes = text_move.as_bytes();
        let mut squares: arrayvec::ArrayVec<u8, 3> = arrayvec::ArrayVec::new();
        let mut at = 0;
        while squares.len() < 3 {
            let Some((square, used)) = bytes.get(at..).and_then(read_square) else { break };
            squares.push(square);
            at += used;
        }
        if squares.len() < 2 {
            return Err(error("expected two squares such as `e2e4`"));
        }
        let promotion = match &bytes[at..] {
            [] => 0,
            [b'+'] => b'+',
            [letter] if letter.is_ascii_lowercase() => *letter,
            _ => return Err(error("expected a lowercase piece letter or `+` after the squares")),
        };
        let (from, via, to) = match squares.as_slice() {
            [from, to] => (*from, NO_SQUARE, *to),
            [from, via, to] => (*from, *via, *to),
            _ => return Err(error("expected two or three squares")),
        };
        let wall = match wall_text {
            None => None,
            Some(tail) => {
                let tail = tail.as_bytes();
                let Some((landing, used)) = read_square(tail) else {
                    return Err(error("expected the landing square after the comma, as in `e2e4,e4f5`"));
                };
                if landing != to {
                    return Err(error("the square after the comma must be the move's landing square"));
                }
                match tail.get(used..).and_then(read_square) {
                    Some((wall, wall_used)) if used + wall_used == tail.len() => Some(wall),
                    _ => return Err(error("expected the wall's square after the landing square, as in `e2e4,e4f5`")),
                }
            }
        };
        Ok(Move {
            from,
            to,
            via,
            promotion,
            kind: MoveKind::Unknown,
            capture: false,
            rook: NO_SQUARE,
            dropped: 0,
            wall,
            gate: NO_SQUARE,
        })
    }
}

/// Reads a drop, `P@e4` or `+P@e4` (a promoted drop), `@` at `at`.
fn parse_drop(text: &str, at: usize) -> Result<Move, &'static str> {
    let (piece, square) = (&text.as_bytes()[..at], &text.as_bytes()[at + 1..]);
    let (promoted, letter) = match piece {
        [letter] => (false, *letter),
        [b'+', letter] => (true, *letter),
        _ => return Err("expected one piece letter (after an optional `+`) before `@`, as in `P@e4`"),
    };
    if !letter.is_ascii_alphabetic() {
        return Err("expected a piece letter before `@`, as in `P@e4`");
    }
    match read_square(square) {
        Some((to, used)) if used == square.len() => {
            let mut mv = Move::drop(letter.to_ascii_uppercase(), to, promoted);
            mv.kind = MoveKind::Unknown;
            Ok(mv)
        }
        _ => Err("expected one square after `@`, as in `P@e4`"),
    }
}
