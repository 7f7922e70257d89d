//! The position text: Display and FromStr of [`Towers`].

use core::fmt;
use core::str::FromStr;

use crate::board::Board;
use crate::{Config, ConfigError, Side, Towers};

/// Why a text is not a Towers position. Fields are counted from 1 in the
/// space-separated text; ranks from the top (the first rank written).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionParseError {
    /// The text ended before this field.
    #[error("the position text ends before the {0}")]
    Missing(&'static str),
    /// A keyword field was something else.
    #[error("expected `{expected}` as field {field}, found `{found}`")]
    Keyword {
        /// Field number.
        field: usize,
        /// The keyword expected.
        expected: &'static str,
        /// What was there (first characters).
        found: String,
    },
    /// A number field is not a number in range.
    #[error("field {field} ({what}) must be a number, found `{found}`")]
    Number {
        /// Field number.
        field: usize,
        /// What the number means.
        what: &'static str,
        /// What was there (first characters).
        found: String,
    },
    /// A board cell is neither `.` nor `W<balls>` / `B<balls>` (balls 0–255).
    #[error("rank {rank} from the top: bad cell at byte {at} (expected `.`, `W<balls>` or `B<balls>`)")]
    Cell {
        /// Rank line, 1 = the first written (top) one.
        rank: usize,
        /// Byte within that rank line.
        at: usize,
    },
    /// Ranks of different widths: `rank` is the first whose width is not
    /// the board's (the width most ranks have; on a tie, the first rank's).
    #[error("rank {rank} from the top has {found} squares but the board is {expected} squares wide")]
    Ragged {
        /// Rank line, 1 = top.
        rank: usize,
        /// Squares in that rank.
        found: usize,
        /// Squares in the first rank.
        expected: usize,
    },
    /// The side to move is not `w` or `b`.
    #[error("the side to move must be `w` or `b`, found `{0}`")]
    SideToMove(String),
    /// Board size or balls out of range.
    #[error("bad rules: {0}")]
    Config(#[from] ConfigError),
    /// A side does not have exactly one piece per file.
    #[error("{side} has {found} pieces, the board width says {expected}")]
    PieceCount {
        /// The side.
        side: Side,
        /// Pieces found.
        found: usize,
        /// The width.
        expected: usize,
    },
    /// Balls on the board + captured + lost is not the starting stock.
    #[error("{side}'s balls do not add up: {on_board} on the board + {captured} captured + {lost} lost != {expected}")]
    Accounting {
        /// The side.
        side: Side,
        /// Its balls on the board.
        on_board: u32,
        /// Its balls captured.
        captured: u32,
        /// Its balls lost.
        lost: u32,
        /// width × balls per piece.
        expected: u32,
    },
    /// The side to move already stands on the opponent's back row, which no
    /// game can reach (reaching it ends the game at once).
    #[error("{0} is to move but already has a piece on the opponent's back row")]
    MoverOnBackRow(Side),
    /// `seen` is 0, or above 3 while the repetition draw is on.
    #[error("seen must be at least 1 (and at most 3 with the repetition draw on), found {0}")]
    Seen(usize),
    /// The ply count is past the ply limit.
    #[error("ply {ply} is past the ply limit {limit}")]
    PastPlyLimit {
        /// The ply count.
        ply: u32,
        /// The limit.
        limit: u32,
    },
    /// Text after the last field.
    #[error("unexpected text `{0}` after the position")]
    Trailing(String),
}

fn snippet(text: &str) -> String {
    text.chars().take(12).collect()
}

impl fmt::Display for Towers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let board = &self.board;
        for rank in (0..board.height).rev() {
            for file in 0..board.width {
                let square = usize::from(rank << 4 | file);
                match board.owner[square] {
                    1 => write!(f, "W{}", board.balls[square])?,
                    2 => write!(f, "B{}", board.balls[square])?,
                    _ => f.write_str(".")?,
                }
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let [white, brown] = [Side::White, Side::Brown].map(Side::index);
        write!(
            f,
            " {} balls {} captured {} {} lost {} {} ply {} seen {}",
            board.to_move.letter(),
            self.config.balls(),
            board.captured[white],
            board.captured[brown],
            board.lost[white],
            board.lost[brown],
            self.ply,
            self.repetitions(),
        )?;
        if !self.config.repetition_draw() {
            f.write_str(" repetition off")?;
        }
        if let Some(limit) = self.config.ply_limit() {
            write!(f, " limit {limit}")?;
        }
        Ok(())
    }
}

/// Fields of the text after the board, with their numbers for errors.
struct Fields<'a> {
    words: core::iter::Peekable<core::str::SplitAsciiWhitespace<'a>>,
    number: usize,
}

impl<'a> Fields<'a> {
    fn next(&mut self, what: &'static str) -> Result<&'a str, PositionParseError> {
        self.number += 1;
        self.words.next().ok_or(PositionParseError::Missing(what))
    }

    fn keyword(&mut self, expected: &'static str) -> Result<(), PositionParseError> {
        let word = self.next(expected)?;
        match word == expected {
            true => Ok(()),
            false => Err(PositionParseError::Keyword { field: self.number, expected, found: snippet(word) }),
        }
    }

    fn number<T: FromStr>(&mut self, what: &'static str) -> Result<T, PositionParseError> {
        let word = self.next(what)?;
        // Only plain decimal digits: `+3` or `03` would not print back the same.
        let canonical =
            !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) && (word.len() == 1 || !word.starts_with('0'));
        match canonical {
            true => word.parse().ok(),
            false => None,
        }
        .ok_or_else(|| PositionParseError::Number { field: self.number, what, found: snippet(word) })
    }
}

/// Parses one rank line into `(side, balls)` cells.
fn parse_rank(line: &str, rank: usize) -> Result<Vec<Option<(Side, u8)>>, PositionParseError> {
    let bytes = line.as_bytes();
    let mut cells = Vec::new();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        let side = match byte {
            b'.' => {
                cells.push(None);
                at += 1;
                continue;
            }
            b'W' => Side::White,
            b'B' => Side::Brown,
            _ => return Err(PositionParseError::Cell { rank, at }),
        };
        let digits = bytes[at + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
        let number = &line[at + 1..at + 1 + digits];
        let balls = match number.parse::<u8>() {
            Ok(balls) if digits == 1 || !number.starts_with('0') => balls,
            _ => return Err(PositionParseError::Cell { rank, at: at + 1 }),
        };
        cells.push(Some((side, balls)));
        at += 1 + digits;
    }
    if cells.is_empty() {
        return Err(PositionParseError::Cell { rank, at: 0 });
    }
    Ok(cells)
}

impl FromStr for Towers {
    type Err = PositionParseError;

    /// Parses a position text (see [the format](crate#position-text)), or
    /// the word `startpos` for the default start position.
    fn from_str(text: &str) -> Result<Towers, PositionParseError> {
        if text.trim() == "startpos" {
            return Ok(Towers::startpos());
        }
        let mut fields = Fields { words: text.split_ascii_whitespace().peekable(), number: 0 };
        let board_text = fields.next("board")?;
        let mut ranks = Vec::new();
        for (i, line) in board_text.split('/').enumerate() {
            ranks.push(parse_rank(line, i + 1)?);
        }
        // The board's width is the one most ranks have, so that the error
        // blames the odd rank out (on a tie, the first rank's width).
        let count = |width: usize| ranks.iter().filter(|cells: &&Vec<_>| cells.len() == width).count();
        let most = ranks.iter().map(|cells| count(cells.len())).max().unwrap_or(0);
        let width = ranks.iter().map(Vec::len).find(|&width| count(width) == most).unwrap_or(0);
        if let Some((i, cells)) = ranks.iter().enumerate().find(|(_, cells)| cells.len() != width) {
            return Err(PositionParseError::Ragged { rank: i + 1, found: cells.len(), expected: width });
        }
        let width = u8::try_from(ranks.first().map_or(0, Vec::len)).unwrap_or(u8::MAX);
        let height = u8::try_from(ranks.len()).unwrap_or(u8::MAX);
        let to_move = match fields.next("side to move")? {
            "w" => Side::White,
            "b" => Side::Brown,
            other => return Err(PositionParseError::SideToMove(snippet(other))),
        };
        fields.keyword("balls")?;
        let balls: u8 = fields.number("balls per piece")?;
        let mut config = Config::new(width, height, balls)?;
        fields.keyword("captured")?;
        let captured: [u16; 2] = [fields.number("White's captured balls")?, fields.number("Brown's captured balls")?];
        fields.keyword("lost")?;
        let lost: [u16; 2] = [fields.number("White's lost balls")?, fields.number("Brown's lost balls")?];
        fields.keyword("ply")?;
        let ply: u32 = fields.number("ply count")?;
        fields.keyword("seen")?;
        let seen: usize = fields.number("times seen")?;
        if fields.words.peek() == Some(&"repetition") {
            fields.keyword("repetition")?;
            fields.keyword("off")?;
            config = config.with_repetition_draw(false);
        }
        if fields.words.peek() == Some(&"limit") {
            fields.keyword("limit")?;
            config = config.with_ply_limit(Some(fields.number("ply limit")?))?;
        }
        if let Some(rest) = fields.words.next() {
            return Err(PositionParseError::Trailing(snippet(rest)));
        }

        let mut board = Board::empty(width, height);
        board.to_move = to_move;
        board.captured = captured;
        board.lost = lost;
        let mut counts = [0usize; 2];
        for (row, cells) in ranks.iter().enumerate() {
            let rank = height - 1 - row as u8;
            for (file, cell) in cells.iter().enumerate() {
                if let Some((side, balls)) = *cell {
                    board.put(rank << 4 | file as u8, side, balls);
                    counts[side.index()] += 1;
                }
            }
        }
        for side in Side::ALL {
            let i = side.index();
            if counts[i] != usize::from(width) {
                return Err(PositionParseError::PieceCount { side, found: counts[i], expected: usize::from(width) });
            }
            let (on_board, captured, lost) =
                (u32::from(board.on_board[i]), u32::from(board.captured[i]), u32::from(board.lost[i]));
            let expected = u32::from(config.balls_per_side());
            if on_board + captured + lost != expected {
                return Err(PositionParseError::Accounting { side, on_board, captured, lost, expected });
            }
        }
        let enemy_row = board.back_rank(to_move.opponent());
        if board.pieces[to_move.index()].iter().any(|square| square >> 4 == enemy_row) {
            return Err(PositionParseError::MoverOnBackRow(to_move));
        }
        if seen == 0 || (config.repetition_draw() && seen > 3) {
            return Err(PositionParseError::Seen(seen));
        }
        if let Some(limit) = config.ply_limit()
            && ply > limit
        {
            return Err(PositionParseError::PastPlyLimit { ply, limit });
        }
        Ok(Towers::from_parts(config, board, ply, seen))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Towers {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Towers {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Towers, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
