//! The state text: a complete, exact, one-line description of a game state.

use core::fmt;
use core::str::FromStr;
use std::sync::Arc;

use crate::Seat;
use crate::board::{Board, PAWNS};
use crate::game::{Reason, SeatState, Sirocco};
use crate::name::PointName;

/// Why a state text could not be read. Says which part was wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StateParseError {
    /// The text does not have the five `|`-separated parts.
    #[error("a state text is `<board> | <seat> <pawns...> x<captures> | ... | <seat> to roll | round <n>`; {0}")]
    Layout(String),
    /// The board named is not the one given (or not the reference board).
    #[error(
        "the state is on board `{found}`, but board `{expected}` was given (parse custom boards with Sirocco::from_text_with_board)"
    )]
    WrongBoard {
        /// The board in the text.
        found: String,
        /// The board supplied.
        expected: String,
    },
    /// The seats listed are not those of 2, 3 or 4 players in turn order.
    #[error("the seats {0} are not those of a 2-, 3- or 4-player game in turn order (SW NE / SW NW NE / SW NW NE SE)")]
    Seats(String),
    /// A `startpos` or `startpos:N` text with a bad player count.
    #[error("`{text}` is not a start position: {reason} (use startpos:2, startpos:3 or startpos:4)")]
    StartPos {
        /// The start of the offending text.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A seat code was not understood.
    #[error("`{0}` is not a seat code (SW, NW, NE, SE)")]
    BadSeat(String),
    /// A pawn on an unknown point or on a base where it cannot be.
    #[error("{seat}: {problem}")]
    Pawn {
        /// The seat whose list is wrong.
        seat: Seat,
        /// What is wrong.
        problem: String,
    },
    /// Two pawns on one point outside the bases.
    #[error("two pawns on {0}")]
    Crowded(String),
    /// The captures do not add up with the missing pawns.
    #[error("captures do not match the missing pawns: {0}")]
    Captures(String),
    /// The turn part is wrong.
    #[error("bad turn `{0}` (expected `<seat> to roll` or `<seat> rolled <1-6>`, the seat a player)")]
    Turn(String),
    /// The round part is wrong.
    #[error("bad round `{0}` (expected `round <n>` or `round <n>/<limit>`, n and limit from 1)")]
    Round(String),
    /// The round or the round limit is a number beyond what a state can
    /// count ([`u32::MAX`], 4294967295).
    #[error("the {what} `{number}` is beyond 4294967295, the most rounds a game counts")]
    RoundTooLarge {
        /// `round` or `round limit`.
        what: &'static str,
        /// The number (its start, if long).
        number: String,
    },
    /// A game finished by a move (not by the round limit) with a pending throw.
    #[error("the game is over, so no throw can be pending")]
    ThrowAfterEnd,
}

impl fmt::Display for Sirocco {
    /// The state text, for example
    /// `reference | SW a1 a1 a1 a1 a1 c3 x0 | NE m13 m13 m13 m13 m13 m13 x0 | NE to roll | round 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = &*self.board;
        f.write_str(board.name())?;
        for &seat in self.seats() {
            let state = &self.seats[seat.index()];
            write!(f, " | {}", seat.code())?;
            for _ in 0..state.home {
                write!(f, " {}", board.name_of(board.base(seat)))?;
            }
            for point in state.field {
                write!(f, " {}", board.name_of(point))?;
            }
            for _ in 0..state.arrived {
                write!(f, " {}", board.name_of(board.goal(seat)))?;
            }
            write!(f, " x{}", state.captured)?;
        }
        match self.throw {
            None => write!(f, " | {} to roll", self.to_move.code())?,
            Some(throw) => write!(f, " | {} rolled {throw}", self.to_move.code())?,
        }
        write!(f, " | round {}", self.round)?;
        if let Some(limit) = self.round_limit {
            write!(f, "/{limit}")?;
        }
        Ok(())
    }
}

impl Sirocco {
    /// Reads a position argument as command lines give it: `startpos:<players>`
    /// (`startpos` alone is 4 players), or a state text on the reference board.
    ///
    /// # Errors
    ///
    /// A [`StateParseError`] for a bad state text or player count.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::Sirocco;
    /// assert_eq!(Sirocco::parse_position("startpos:3")?, Sirocco::startpos(3)?);
    /// assert_eq!(Sirocco::parse_position("startpos")?, Sirocco::startpos(4)?);
    /// assert!(Sirocco::parse_position("startpos:5").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_position(text: &str) -> Result<Sirocco, StateParseError> {
        let text = text.trim();
        match text.strip_prefix("startpos") {
            Some(rest) => {
                let bad = |reason: String| StateParseError::StartPos { text: snippet(text), reason };
                let players = match rest {
                    "" => 4,
                    _ => rest
                        .strip_prefix(':')
                        .and_then(|n| n.parse::<u8>().ok())
                        .ok_or_else(|| bad("the player count is not a number".into()))?,
                };
                Sirocco::startpos(players).map_err(|e| bad(e.to_string()))
            }
            None => text.parse(),
        }
    }
}

impl FromStr for Sirocco {
    type Err = StateParseError;

    /// Reads a state text on the reference board; see
    /// [`Sirocco::from_text_with_board`] for custom boards.
    fn from_str(text: &str) -> Result<Sirocco, StateParseError> {
        Sirocco::from_text_with_board(text, Board::reference())
    }
}

fn snippet(text: &str) -> String {
    boardkit_core::text::cut(text)
}

impl Sirocco {
    /// Reads a state text on `board` (whose name must be the text's first
    /// part). [`FromStr`] does the same with the reference board.
    ///
    /// # Errors
    ///
    /// A [`StateParseError`] saying which part is wrong: the layout, the
    /// board name, the seats, a pawn's point, two pawns on one point, more
    /// than six pawns, captures that do not add up with the missing pawns, the
    /// turn or the round.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_sirocco::{Board, Sirocco};
    /// let board = Board::from_spec(&Board::reference().to_spec().with_name("my-board"))?;
    /// let game = Sirocco::with_board(board.into(), 2)?;
    /// let text = game.to_string();
    /// assert!(text.starts_with("my-board | SW a1"));
    /// let again = Sirocco::from_text_with_board(&text, game.board().clone())?;
    /// assert_eq!(again, game);
    /// assert!(text.parse::<Sirocco>().is_err()); // not the reference board
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_text_with_board(text: &str, board: Arc<Board>) -> Result<Sirocco, StateParseError> {
        let parts: Vec<&str> = text.split('|').map(str::trim).collect();
        if parts.len() < 5 || parts.len() > 7 {
            let count = match parts.len() {
                1 => "1 part".to_string(),
                n => format!("{n} parts"),
            };
            return Err(StateParseError::Layout(format!("found {count} in `{}`", snippet(text))));
        }
        let name = parts[0];
        if name != board.name() {
            return Err(StateParseError::WrongBoard { found: snippet(name), expected: board.name().to_string() });
        }
        let seat_parts = &parts[1..parts.len() - 2];
        let mut seats = [SeatState::default(); 4];
        let mut listed = Vec::new();
        for part in seat_parts {
            let mut words = part.split_whitespace();
            let code = words.next().unwrap_or("");
            let seat: Seat = code.parse().map_err(|_| StateParseError::BadSeat(snippet(code)))?;
            if seat.code() != code {
                return Err(StateParseError::BadSeat(snippet(code)));
            }
            listed.push(seat);
            let words: Vec<&str> = words.collect();
            let Some((last, points)) = words.split_last() else {
                return Err(StateParseError::Pawn { seat, problem: "the captures `x<n>` are missing".into() });
            };
            let pawn = |problem: String| StateParseError::Pawn { seat, problem };
            let captured = last
                .strip_prefix('x')
                .and_then(|n| {
                    if n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()) { n.parse::<u8>().ok() } else { None }
                })
                .ok_or_else(|| pawn(format!("expected the captures `x<n>` last, found `{}`", snippet(last))))?;
            if points.len() > usize::from(PAWNS) {
                return Err(pawn(format!("{} pawns listed, at most {PAWNS}", points.len())));
            }
            let state = &mut seats[seat.index()];
            state.captured = captured;
            for word in points {
                let point = word
                    .parse::<PointName>()
                    .ok()
                    .and_then(|n| board.point(n))
                    .ok_or_else(|| pawn(format!("no point `{}` on this board", snippet(word))))?;
                if point == board.base(seat) {
                    state.home += 1;
                } else if point == board.goal(seat) {
                    state.arrived += 1;
                } else if board.bases().contains(point) {
                    return Err(pawn(format!("a pawn cannot stand on the base {word} of another corner")));
                } else if !state.field.insert(point) {
                    return Err(StateParseError::Crowded((*word).to_string()));
                }
            }
        }
        let players = match listed.as_slice() {
            [Seat::SouthWest, Seat::NorthEast] => 2,
            [Seat::SouthWest, Seat::NorthWest, Seat::NorthEast] => 3,
            [Seat::SouthWest, Seat::NorthWest, Seat::NorthEast, Seat::SouthEast] => 4,
            _ => {
                let codes: Vec<&str> = listed.iter().map(|s| s.code()).collect();
                return Err(StateParseError::Seats(codes.join(" ")));
            }
        };
        for a in 0..4 {
            for b in a + 1..4 {
                if let Some(point) = (seats[a].field & seats[b].field).first() {
                    return Err(StateParseError::Crowded(board.name_of(point).to_string()));
                }
            }
        }
        let missing = |index: usize| usize::from(PAWNS) - seats[index].pawns();
        let total_missing: usize = listed.iter().map(|s| missing(s.index())).sum();
        let total_captured: usize = listed.iter().map(|s| usize::from(seats[s.index()].captured)).sum();
        if total_missing != total_captured {
            return Err(StateParseError::Captures(format!("{total_missing} pawns missing, {total_captured} captured")));
        }
        for seat in &listed {
            let others: usize = listed.iter().filter(|o| *o != seat).map(|o| missing(o.index())).sum();
            if usize::from(seats[seat.index()].captured) > others {
                return Err(StateParseError::Captures(format!("{seat} captured more pawns than its opponents lost")));
            }
        }
        let turn = parts[parts.len() - 2];
        let turn_error = || StateParseError::Turn(snippet(turn));
        let words: Vec<&str> = turn.split_whitespace().collect();
        let (code, throw) = match words.as_slice() {
            [code, "to", "roll"] => (*code, None),
            [code, "rolled", face] => match face.as_bytes() {
                [digit @ b'1'..=b'6'] => (*code, Some(digit - b'0')),
                _ => return Err(turn_error()),
            },
            _ => return Err(turn_error()),
        };
        let to_move: Seat = code.parse().map_err(|_| turn_error())?;
        if to_move.code() != code || !listed.contains(&to_move) {
            return Err(turn_error());
        }
        let round_text = parts[parts.len() - 1];
        let round_error = || StateParseError::Round(snippet(round_text));
        // Any u32 from 1, written as `Display` writes it (no sign, no leading zero): every round and
        // limit a state can hold reads back, and a longer number is refused as such, not as bad syntax.
        let number = |n: &str, what: &'static str| -> Result<u32, StateParseError> {
            if n.is_empty() || n.starts_with('0') || !n.bytes().all(|b| b.is_ascii_digit()) {
                return Err(round_error());
            }
            n.parse().map_err(|_| StateParseError::RoundTooLarge { what, number: snippet(n) })
        };
        let value = round_text.strip_prefix("round ").ok_or_else(round_error)?;
        let (round, round_limit) = match value.split_once('/') {
            Some((round, limit)) => (number(round, "round")?, Some(number(limit, "round limit")?)),
            None => (number(value, "round")?, None),
        };
        let mut game =
            Sirocco { board, players, seats, to_move, throw, round, round_limit, end: None, hash: 0 }.with_fresh_hash();
        game.refresh_end();
        // Only a round limit can end a game while a throw is pending: `with_round_limit` may set
        // a limit the current round already passed. Every other end comes after a move, before
        // the next throw.
        if game.throw.is_some() && game.end.is_some_and(|reason| !matches!(reason, Reason::RoundLimit(_))) {
            return Err(StateParseError::ThrowAfterEnd);
        }
        Ok(game)
    }
}

/// With the `serde` feature a state is a string. On the reference board it
/// is the state text, exactly as [`Display`](fmt::Display) writes it
/// (`"reference | SW a1 … | round 1"`). On a custom board, whose name alone
/// does not say what the board is, it is the board's [`BoardSpec`](crate::BoardSpec) text
/// (one statement a line) followed by the state text as the last line:
///
/// ```text
/// name mine
/// points a1 b1 ...
/// lines a1-b1 ...
/// corner SW base a1 grey b1 ...
/// ...
/// protected g7 ...
/// mine | SW a1 a1 a1 a1 a1 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1
/// ```
///
/// Deserializing validates both: the board as [`Board::from_spec`] does
/// (building its tables, so it costs what building the board costs), then
/// the state on it. A string whose first part is the name `reference`, or
/// that is one line, is read as a state text on the reference board, so
/// every string accepted before custom boards could be serialized reads the
/// same. Strings only, so the form works with every serde format.
///
/// # Examples
///
/// ```
/// use std::sync::Arc;
/// use boardkit_sirocco::{Board, Sirocco};
/// let board = Board::from_spec(&Board::reference().to_spec().with_name("mine"))?;
/// let game = Sirocco::with_board(Arc::new(board), 2)?;
/// let json = serde_json::to_string(&game)?;
/// assert!(json.starts_with("\"name mine\\npoints a1 b1 "));
/// assert!(json.ends_with("\\nmine | SW a1 a1 a1 a1 a1 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1\""));
/// assert_eq!(serde_json::from_str::<Sirocco>(&json)?, game);
/// let reference = Sirocco::startpos(2)?;
/// assert_eq!(serde_json::to_string(&reference)?, format!("\"{reference}\""));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for Sirocco {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.board.name() == crate::REFERENCE_NAME {
            return serializer.collect_str(self);
        }
        // BoardSpec's Display ends every statement with a newline, so the state text is the last line.
        serializer.collect_str(&format_args!("{}{self}", self.board.to_spec()))
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Sirocco {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Sirocco, D::Error> {
        use serde::de::Error as _;
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        let trimmed = text.trim();
        let first_part = trimmed.split('|').next().unwrap_or("").trim();
        // Every string the reference-board form accepts has `reference` as its first part: keep reading
        // those (and one-line texts, for their errors) exactly as before.
        let custom = match trimmed.rsplit_once('\n') {
            Some(split) if first_part != crate::REFERENCE_NAME => split,
            _ => return text.parse().map_err(D::Error::custom),
        };
        let (spec_text, state_text) = custom;
        let spec: crate::BoardSpec =
            spec_text.parse().map_err(|error| D::Error::custom(format!("the state's board: {error}")))?;
        let board = Board::from_spec(&spec).map_err(|error| D::Error::custom(format!("the state's board: {error}")))?;
        Sirocco::from_text_with_board(state_text, Arc::new(board)).map_err(D::Error::custom)
    }
}
