//! What can be wrong with a record, and where.

use core::fmt;

/// A record that could not be read: what was wrong ([`ErrorKind`]) and where
/// (1-based line and column, and the ply when the fault is in the moves).
///
/// Displays as `line 7, column 12, ply 23: illegal move e3e5: ...`; the ply
/// is left out for faults in the tags.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct RecordError {
    /// The line, counted from 1 over the whole input (not the game).
    pub line: usize,
    /// The column, counted from 1 in characters (a tab is one character).
    pub column: usize,
    /// The ply the fault belongs to, counted from 1 within the game: the
    /// move being read, or for a result that contradicts the game the number
    /// of plies played. `None` for faults in the tags or between games.
    pub ply: Option<usize>,
    /// What was wrong.
    pub kind: ErrorKind,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)?;
        if let Some(ply) = self.ply {
            write!(f, ", ply {ply}")?;
        }
        write!(f, ": {}", self.kind)
    }
}

/// The kinds of faults a record can have.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input could not be read (the I/O error's message).
    #[error("cannot read the input: {0}")]
    Io(String),
    /// The input is not UTF-8.
    #[error("the text is not valid UTF-8")]
    InvalidUtf8,
    /// A line is longer than the reader accepts (see
    /// [`MAX_LINE_BYTES`](super::MAX_LINE_BYTES)).
    #[error("the line is longer than {0} bytes")]
    LineTooLong(usize),
    /// A tag line that is not `[Name "value"]`.
    #[error("bad tag: {0}")]
    BadTag(String),
    /// The same tag twice in one game.
    #[error("the tag `{0}` appears twice")]
    DuplicateTag(String),
    /// A game without a `[Game "..."]` tag (or movetext without tags).
    #[error("a game record starts with its tags, among them the [Game \"...\"] tag naming its game")]
    MissingGameTag,
    /// The `Game` tag names another game than the one being read.
    #[error("unknown game `{found}` (this reader reads `{expected}` records)")]
    UnknownGame {
        /// The tag's value.
        found: String,
        /// The game this reader reads.
        expected: &'static str,
    },
    /// A start-position tag (`Position`, or a game's own such as `Array`,
    /// `Players`, `Config`) is wrong or contradicts another.
    #[error("bad [{tag}] tag: {message}")]
    BadSetup {
        /// The tag.
        tag: &'static str,
        /// Why.
        message: String,
    },
    /// A move number that does not fit the ply it stands before.
    #[error("the move number `{found}` does not fit this ply, which is `{expected}`")]
    BadMoveNumber {
        /// The number as written (`12.` or `12...`).
        found: String,
        /// What the ply's number is.
        expected: String,
    },
    /// A move text the game's notation cannot read.
    #[error("bad move `{text}`: {message}")]
    BadMove {
        /// The text.
        text: String,
        /// Why it does not read.
        message: String,
    },
    /// A well-formed move that is not legal where it stands.
    #[error("illegal move {text}: {message}")]
    IllegalMove {
        /// The move's text.
        text: String,
        /// Why the game refused it.
        message: String,
    },
    /// The result token does not agree with the replayed game.
    #[error("the result `{stated}` contradicts the game, {actual}")]
    ResultMismatch {
        /// The token in the record.
        stated: String,
        /// What the game's end is.
        actual: String,
    },
    /// A result tag (`Termination`, `Winners`, `Scores`) that does not agree
    /// with the replayed game.
    #[error("the tag [{tag} \"{stated}\"] contradicts the game, {actual}")]
    TagMismatch {
        /// The tag.
        tag: &'static str,
        /// Its value in the record.
        stated: String,
        /// What the game says.
        actual: String,
    },
    /// The input ends (or the next game begins) before this game is complete.
    #[error("the record is truncated: {0}")]
    Truncated(String),
    /// Text that has no place where it stands.
    #[error("unexpected `{text}`: {expected}")]
    Unexpected {
        /// The text (at most 40 characters of it).
        text: String,
        /// What was expected there.
        expected: &'static str,
    },
    /// No game in the input (for [`read_one`](super::read_one)).
    #[error("there is no game in the input")]
    NoGame,
    /// More than one game in the input (for [`read_one`](super::read_one)).
    #[error("a second game begins here; expected exactly one")]
    SeveralGames,
}

/// Why a tag could not be set on a [`Record`](super::Record).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TagError {
    /// A tag name must be ASCII letters, digits and `_`, starting with a letter.
    #[error("bad tag name `{0}`: use ASCII letters, digits and `_`, starting with a letter")]
    BadName(String),
    /// A tag value must fit on one line.
    #[error("a tag value must not contain line breaks or other control characters")]
    BadValue,
    /// The tag is written from the game itself (`Game`, the start-position
    /// tags, `Termination`, `Winners`, `Scores`).
    #[error("the tag `{0}` is written from the game itself and cannot be set")]
    Reserved(String),
}

/// At most 40 characters of `text`, for messages.
pub(crate) fn snippet(text: &str) -> String {
    crate::text::cut(text)
}
