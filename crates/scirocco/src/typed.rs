//! Moves as a person types them: either notation, resolved against a game.
//!
//! [`Scirocco::parse_move`] accepts the coordinate notation (`e3e4`,
//! `e8e9+`, `e5e6e5`, see [`Move`]) and the readable notation (`P e3-e4`,
//! `Gu c3-c4`, `Zi d4xe5-f6`, see [`Position::readable`]). A text that starts
//! with an uppercase letter (a piece abbreviation) is read as readable
//! notation, any other text as coordinates; surrounding whitespace is
//! ignored.
//!
//! A text that does not parse but would with one common slip corrected
//! (`e3-e4`, `E3E4`, `p e3-e4`, `Pe3-e4`, `P e3e4`) is refused with
//! [`MoveTextError::Slip`], which names the text meant.
//!
//! Parsing is not playing: `parse_move` says what move the text means, and
//! [`Scirocco::play`] decides whether it is legal (and why not). A readable
//! text for a move the position has is checked exactly (right piece, capture
//! and relay marks); a readable text for a move the position does not have
//! can only be checked for the piece it names, and is then handed to `play`,
//! which says why the move is refused.

use boardkit_geometry::Square;

use crate::{Move, MoveParseError, PieceKind, Position, ReadableError, Scirocco};

/// Why a typed move (either notation) does not name a move.
///
/// Displays as ``bad move `<text>`: <reason>``, the text cut to 40
/// characters ([`boardkit_core::text::cut`]); [`MoveTextError::reason`] is
/// the reason alone.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum MoveTextError {
    /// A coordinate-notation text (`e3e4`) that does not parse.
    Coordinate {
        /// The text, without surrounding whitespace.
        text: String,
        /// Why it does not parse.
        error: MoveParseError,
    },
    /// A readable-notation text (`P e3-e4`) that does not parse.
    Readable {
        /// The text, without surrounding whitespace.
        text: String,
        /// What is wrong with it.
        error: ReadableError,
    },
    /// A readable-notation text that names a move of the position with the
    /// wrong capture, promotion or relay marks (`Gu c3xc4` for `Gu c3-c4`).
    Miswritten {
        /// The text, without surrounding whitespace.
        text: String,
        /// The move's readable form.
        expected: String,
    },
    /// A readable-notation text whose piece abbreviation is not the piece on
    /// its from-square.
    WrongPiece {
        /// The text, without surrounding whitespace.
        text: String,
        /// The from-square.
        square: Square,
        /// The piece type standing there.
        found: PieceKind,
        /// The piece type the text names.
        named: PieceKind,
    },
    /// A text that does not parse as written but does after one of the
    /// common slips corrected: a coordinate move with a dash (`e3-e4`) or in
    /// capitals (`E3E4`), a lowercase abbreviation (`p e3-e4`), no space
    /// after the abbreviation (`Pe3-e4`), or a readable move without its dash
    /// (`P e3e4`).
    Slip {
        /// The text, without surrounding whitespace.
        text: String,
        /// What is written differently (`piece abbreviations start with a
        /// capital letter`).
        slip: &'static str,
        /// The corrected texts, each of which parses: one, or the move in
        /// both notations.
        corrections: Vec<String>,
    },
}

impl MoveTextError {
    /// The text as typed, without surrounding whitespace.
    pub fn text(&self) -> &str {
        match self {
            MoveTextError::Coordinate { text, .. }
            | MoveTextError::Readable { text, .. }
            | MoveTextError::Miswritten { text, .. }
            | MoveTextError::WrongPiece { text, .. }
            | MoveTextError::Slip { text, .. } => text,
        }
    }

    /// Why the text is not a move, without the text: what a message puts
    /// after ``bad move `<text>`: ``.
    pub fn reason(&self) -> String {
        match self {
            MoveTextError::Coordinate { error, .. } => error.to_string(),
            MoveTextError::Readable { error, .. } => error.to_string(),
            MoveTextError::Miswritten { expected, .. } => format!("this move is written `{expected}`"),
            MoveTextError::WrongPiece { square, found, named, .. } => format!(
                "the piece on {square} is a {found} ({}), not a {named} ({})",
                found.abbreviation(),
                named.abbreviation()
            ),
            MoveTextError::Slip { slip, corrections, .. } => format!("{slip}; did you mean {}?", quoted(corrections)),
        }
    }
}

impl std::fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bad move `{}`: {}", boardkit_core::text::cut(self.text()), self.reason())
    }
}

impl std::error::Error for MoveTextError {}

/// The corrections of a [`MoveTextError::Slip`], quoted and joined by "or".
fn quoted(corrections: &[String]) -> String {
    corrections.iter().map(|text| format!("`{text}`")).collect::<Vec<_>>().join(" or ")
}

/// Whether `text` (trimmed) is written in the readable notation: it starts
/// with a piece abbreviation, and every abbreviation starts with an
/// uppercase letter while every coordinate move starts with a file letter.
fn is_readable(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_uppercase())
}

/// Splits a list of typed moves separated by whitespace, in either notation,
/// into one text per move for [`Scirocco::parse_move`]. A readable move has a
/// space after its abbreviation (`P e3-e4`), so a word of letters only (an
/// abbreviation, also mistyped in lowercase: `p e3-e4`, which `parse_move`
/// then corrects) is joined with the text after it; a coordinate move always
/// has digits.
///
/// # Examples
///
/// ```
/// use boardkit_scirocco::split_moves;
/// assert_eq!(split_moves("e3e4  Pr i9-h7 c3c4"), ["e3e4", "Pr i9-h7", "c3c4"]);
/// ```
pub fn split_moves(list: &str) -> Vec<String> {
    let mut texts = Vec::new();
    let mut tokens = list.split_whitespace();
    while let Some(token) = tokens.next() {
        match tokens.clone().next() {
            Some(next) if token.chars().all(|c| c.is_ascii_alphabetic()) => {
                tokens.next();
                texts.push(format!("{token} {next}"));
            }
            _ => texts.push(token.to_string()),
        }
    }
    texts
}

impl Scirocco {
    /// Reads a move typed in either notation: coordinates (`e3e4`, `e8e9+`,
    /// `e5e6e5`) or readable (`P e3-e4`, `Gu c3-c4`, `Ge e5xe6!`); see the
    /// [module docs](crate#move-notations). The move is not played and
    /// not checked for legality: [`Scirocco::play`] does that and says why
    /// a move is refused.
    ///
    /// # Errors
    ///
    /// [`MoveTextError`]: the coordinate text does not parse, the readable
    /// text does not parse, names a piece that is not on its from-square
    /// (`P c3-c4` for the Guard's move), or writes a move of the position with
    /// the wrong marks (`Gu c3xc4`).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::Scirocco;
    /// let mut game = Scirocco::startpos();
    /// let mv = game.parse_move("P e3-e4")?;
    /// assert_eq!(mv, game.parse_move("e3e4")?);
    /// game.play(&mv)?;
    /// assert_eq!(game.parse_move("Pr i9-h7")?.to_string(), "i9h7");
    /// assert!(game.parse_move("Gu e8-e7").is_err()); // a Pawn stands on e8
    /// assert!(game.parse_move("e8e").is_err());
    /// // Parsing is not playing: the Pawn cannot go two squares, and `play` says so.
    /// let too_far = game.parse_move("P e8-e6")?;
    /// assert!(game.play(&too_far).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let text = text.trim();
        self.parse_exactly(text).map_err(|error| self.slip(text).unwrap_or(error))
    }

    /// [`parse_move`](Scirocco::parse_move) of a trimmed text, without
    /// looking for slips.
    fn parse_exactly(&self, text: &str) -> Result<Move, MoveTextError> {
        if !is_readable(text) {
            return text.parse().map_err(|error| MoveTextError::Coordinate { text: text.to_string(), error });
        }
        let position = self.position();
        match position.parse_readable(text) {
            Ok(mv) => Ok(mv),
            Err(ReadableError::NotAMove { mv }) => named_piece_check(position, text, mv).map(|()| mv),
            Err(ReadableError::Mismatch { expected, .. }) => {
                // Name the piece first when that is what is wrong: it is the likelier slip.
                let mv = position
                    .parse_readable(&expected)
                    .map_err(|error| MoveTextError::Readable { text: text.to_string(), error })?;
                named_piece_check(position, text, mv)?;
                Err(MoveTextError::Miswritten { text: text.to_string(), expected })
            }
            Err(error) => Err(MoveTextError::Readable { text: text.to_string(), error }),
        }
    }
}

impl Scirocco {
    /// The error for a text that does not parse but would with one common
    /// slip corrected: a [`MoveTextError::Slip`] naming the correction, or
    /// the corrected text's own error when it reads as a readable move with
    /// the wrong piece or marks (which says how the text was understood);
    /// `None` when no correction reads.
    fn slip(&self, text: &str) -> Option<MoveTextError> {
        let slip = |slip: &'static str, corrections: Vec<String>| MoveTextError::Slip {
            text: text.to_string(),
            slip,
            corrections,
        };
        let corrected = |why: &'static str, candidate: String| match self.parse_exactly(&candidate) {
            Ok(_) => Some(slip(why, vec![candidate])),
            Err(error @ (MoveTextError::WrongPiece { .. } | MoveTextError::Miswritten { .. })) => Some(error),
            Err(_) => None,
        };
        // The move in both notations when the position has it, else in
        // coordinates alone.
        let both = |mv: Move| {
            let mut corrections = vec![mv.to_string()];
            corrections.extend(self.position().readable(&mv).ok());
            corrections
        };
        // `E3E4`, `E3-E4`: coordinates in capitals.
        if text.contains(|c: char| c.is_ascii_uppercase()) && !text.contains(' ') {
            let lower: String = text.to_ascii_lowercase().chars().filter(|&c| c != '-' && c != 'x').collect();
            if let Ok(mv) = lower.parse::<Move>() {
                return Some(slip("squares are written in lowercase", both(mv)));
            }
        }
        let (first, rest) = text.split_once(' ').unwrap_or((text, ""));
        if is_readable(text) {
            // `Pe3-e4`, `Guc3-c4`: the abbreviation runs into the square.
            let letters = text.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(text.len());
            for split in (1..letters).rev() {
                let (abbreviation, square) = text.split_at(split);
                if PieceKind::from_abbreviation(abbreviation).is_some() {
                    let candidate = format!("{abbreviation} {square}");
                    if let Some(error) = corrected("a space follows the piece abbreviation", candidate) {
                        return Some(error);
                    }
                }
            }
            // `P e3e4`: coordinates after the abbreviation.
            let readable = rest.parse::<Move>().ok().and_then(|mv| self.position().readable(&mv).ok());
            return readable
                .map(|readable| slip("the readable notation puts `-` or `x` between the squares", vec![readable]));
        }
        // `p e3-e4`, `gu c3-c4`: a lowercase abbreviation.
        if !first.is_empty() && !rest.is_empty() && first.chars().all(|c| c.is_ascii_lowercase()) {
            let capitalised = format!("{}{}", first[..1].to_ascii_uppercase(), &first[1..]);
            if let Some(error) =
                corrected("piece abbreviations start with a capital letter", format!("{capitalised} {rest}"))
            {
                return Some(error);
            }
        }
        // `e3-e4`, `d4xe5`: coordinates written with the readable marks.
        if text.contains(['-', 'x']) {
            let candidate: String = text.chars().filter(|&c| c != '-' && c != 'x').collect();
            if let Ok(mv) = candidate.parse::<Move>() {
                return Some(slip(
                    "coordinate moves have no `-` or `x` (a readable move names the piece first)",
                    both(mv),
                ));
            }
        }
        None
    }
}

/// The abbreviation of a readable text must be the type of the piece on the
/// from-square when that is a piece of the side to move (an empty square or
/// an enemy piece is for `play` to explain).
fn named_piece_check(position: &Position, text: &str, mv: Move) -> Result<(), MoveTextError> {
    let named = text.split(' ').next().and_then(PieceKind::from_abbreviation);
    match (named, position.piece_at(mv.from())) {
        (Some(named), Some(piece)) if piece.side == position.side_to_move() && piece.kind != named => {
            Err(MoveTextError::WrongPiece { text: text.to_string(), square: mv.from(), found: piece.kind, named })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn both_notations_name_the_same_moves() {
        let game = Scirocco::startpos();
        for mv in game.legal_moves() {
            let readable = game.position().readable(&mv).unwrap();
            assert_eq!(game.parse_move(&readable), Ok(mv), "{readable}");
            assert_eq!(game.parse_move(&mv.to_string()), Ok(mv), "{mv}");
            assert_eq!(game.parse_move(&format!("  {readable}\n")), Ok(mv), "surrounding whitespace");
        }
    }

    #[test]
    fn bad_texts_are_typed_errors() {
        let game = Scirocco::startpos();
        assert!(matches!(game.parse_move(""), Err(MoveTextError::Coordinate { error: MoveParseError::Empty, .. })));
        assert!(matches!(game.parse_move("e3e"), Err(MoveTextError::Coordinate { .. })));
        assert!(matches!(game.parse_move("P c3-c4"), Err(MoveTextError::WrongPiece { .. })));
        assert_eq!(
            game.parse_move("Gu c3xc4").unwrap_err().to_string(),
            "bad move `Gu c3xc4`: this move is written `Gu c3-c4`"
        );
        assert!(matches!(game.parse_move("Gu c3-c4~"), Err(MoveTextError::Miswritten { .. })));
        // (`P e3e4` is a slip with a correction; a move the position lacks has none.)
        assert!(matches!(
            game.parse_move("P e3e9"),
            Err(MoveTextError::Readable { error: ReadableError::Syntax { offset: 4, .. }, .. })
        ));
        assert!(matches!(
            game.parse_move("Xy e3-e4"),
            Err(MoveTextError::Readable { error: ReadableError::Syntax { offset: 0, .. }, .. })
        ));
        assert_eq!(
            game.parse_move("Gu e3-e5"),
            Err(MoveTextError::WrongPiece {
                text: "Gu e3-e5".into(),
                square: sq("e3"),
                found: PieceKind::Pawn,
                named: PieceKind::Guard
            })
        );
        let message = game.parse_move("Gu e3-e5").unwrap_err().to_string();
        assert_eq!(message, "bad move `Gu e3-e5`: the piece on e3 is a Pawn (P), not a Guard (Gu)");
    }

    #[test]
    fn common_slips_name_the_move_meant() {
        let game = Scirocco::startpos();
        let message = |text: &str| game.parse_move(text).unwrap_err().to_string();
        assert_eq!(
            message("e3-e4"),
            "bad move `e3-e4`: coordinate moves have no `-` or `x` (a readable move names the piece first); \
             did you mean `e3e4` or `P e3-e4`?"
        );
        // A move the position does not have is named in coordinates only.
        assert!(message("e3-e6").ends_with("did you mean `e3e6`?"), "{}", message("e3-e6"));
        assert_eq!(
            message("p e3-e4"),
            "bad move `p e3-e4`: piece abbreviations start with a capital letter; did you mean `P e3-e4`?"
        );
        assert!(message("gu c3-c4").ends_with("did you mean `Gu c3-c4`?"));
        assert_eq!(
            message("Pe3-e4"),
            "bad move `Pe3-e4`: a space follows the piece abbreviation; did you mean `P e3-e4`?"
        );
        // A correction that reads as the wrong piece says how the text was read.
        assert_eq!(message("Gue3-e4"), "bad move `Gu e3-e4`: the piece on e3 is a Pawn (P), not a Guard (Gu)");
        assert_eq!(message("q e3-e4"), "bad move `Q e3-e4`: the piece on e3 is a Pawn (P), not a Queen (Q)");
        assert!(message("Guc3-c4").ends_with("did you mean `Gu c3-c4`?"));
        assert_eq!(
            message("P e3e4"),
            "bad move `P e3e4`: the readable notation puts `-` or `x` between the squares; did you mean `P e3-e4`?"
        );
        assert_eq!(
            message("E3E4"),
            "bad move `E3E4`: squares are written in lowercase; did you mean `e3e4` or `P e3-e4`?"
        );
        assert!(message("E3-E4").ends_with("did you mean `e3e4` or `P e3-e4`?"));
        // Every correction parses; a text with no likely meaning keeps its own error.
        for text in ["e3-e4", "e3xe6", "p e3-e4", "gu c3-c4", "Pe3-e4", "P e3e4", "Guc3-c4", "E3E4", "E3-E4"] {
            let Err(MoveTextError::Slip { corrections, .. }) = game.parse_move(text) else { panic!("{text}") };
            for correction in corrections {
                assert!(game.parse_move(&correction).is_ok(), "{text} -> {correction}");
            }
        }
        assert!(matches!(game.parse_move("zz"), Err(MoveTextError::Coordinate { .. })));
        assert!(matches!(game.parse_move("Xq e3-e4"), Err(MoveTextError::Readable { .. })));
        assert!(matches!(game.parse_move("xq e3-e4"), Err(MoveTextError::Coordinate { .. })));
    }

    #[test]
    fn moves_the_position_lacks_are_left_to_play() {
        let game = Scirocco::startpos();
        // Too far, an empty square, an enemy piece: the text names the squares,
        // and `play` says why they are not a move.
        assert_eq!(game.parse_move("P e3-e5"), Ok(Move::new(sq("e3"), sq("e5"))));
        assert_eq!(game.parse_move("P e5-e6"), Ok(Move::new(sq("e5"), sq("e6"))));
        assert_eq!(game.parse_move("P e8-e7"), Ok(Move::new(sq("e8"), sq("e7"))));
        assert_eq!(game.parse_move("P e3-e4=Ta"), Ok(Move::promoting(sq("e3"), sq("e4"))));
        assert!(game.clone().play(&game.parse_move("P e3-e5").unwrap()).is_err());
    }

    #[test]
    fn move_lists_split_into_moves_of_either_notation() {
        assert_eq!(split_moves("e3e4 P e8-e7  Gu c3-c4 e8e9+"), ["e3e4", "P e8-e7", "Gu c3-c4", "e8e9+"]);
        assert_eq!(split_moves("  "), Vec::<String>::new());
        // A lone abbreviation at the end stays one text (and fails to parse as a move).
        assert_eq!(split_moves("e3e4 P"), ["e3e4", "P"]);
        // A lowercase abbreviation is joined too (for `parse_move` to correct), a
        // readable move run together (`Pe3-e4`) is not.
        assert_eq!(split_moves("p e3-e4 Pe3-e4 e8e7"), ["p e3-e4", "Pe3-e4", "e8e7"]);
    }
}
