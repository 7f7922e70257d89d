//! Reads back the PGN that XBoard saves: resolves each of its move texts
//! against the legal moves of the rules, then hands the game to boardkit's
//! record reader ([`boardkit_core::record`]) with XBoard's result, which
//! replays every move again and checks that the result is the one the
//! rules give.
//!
//! XBoard writes moves in its SAN for engine-defined pieces: the piece's
//! protocol text ([`crate::pieces::kind_text`]: `N`, `+P`, `Q`; none for
//! Pawns), a
//! disambiguating file, rank or square, `x` for a capture, the destination
//! (ranks from 0), possibly a check mark; a jump-capture as the jumped
//! square after the `x`, then `-` and the landing square (`+Wxe2-f2`). It
//! does not write every
//! promotion, so one text can name two legal moves (promoting or not); the
//! reader then keeps the choice that lets every later move replay (a
//! bounded depth-first search). The game's `FEN` tag, if any, is the start.
//!
//! XBoard's PGN is not boardkit's record format (SAN with XBoard's letters
//! and ranks from 0, its own tags), so the moves are translated first: the
//! record is written in boardkit's canonical form with XBoard's `Result`
//! as its result token, and read back with [`record::read_one`].

use std::fmt;

use boardkit_core::record::{self, Record};
use boardkit_scirocco::{Move, Scirocco};

use crate::engine::result_line;
use crate::notation::side_capture;
use crate::pieces::kind_text;
use crate::position_text::{PositionTextError, parse_position};
use crate::squares::parse_square_prefix;

/// The most positions the search for a consistent reading visits before
/// it gives up ([`ReplayError::TooManyReadings`]).
pub const READING_LIMIT: u32 = 200_000;

/// Why a PGN did not replay.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The file could not be read.
    #[error("cannot read the file: {0}")]
    Io(#[from] std::io::Error),
    /// The `FEN` tag is not a Scirocco position.
    #[error("the FEN tag is not a Scirocco position: {0}")]
    Fen(#[from] PositionTextError),
    /// No `Result` tag.
    #[error("the game has no Result tag")]
    NoResult,
    /// The translated record does not write (a move boardkit's record
    /// refuses: the reader below would find the same).
    #[error("the moves do not make a boardkit record: {0}")]
    Record(String),
    /// The moves do not replay under the rules.
    #[error("move {index} (`{text}`) is not a legal move here, under any reading of the moves before it")]
    Illegal {
        /// 1-based index among the moves.
        index: usize,
        /// The move text.
        text: String,
    },
    /// The reader gave up: the move texts have so many readings (bare
    /// texts that may promote or not) that it visited its limit of
    /// positions without finding one under which every move plays. The
    /// record may be sound; it is refused rather than read for ever.
    #[error(
        "gave up after trying {limit} positions: no reading found so far plays move {index} (`{text}`), \
         and the moves before it have too many readings (bare texts that may promote or not) to try them all"
    )]
    TooManyReadings {
        /// The most positions the reader visits ([`READING_LIMIT`]).
        limit: u32,
        /// 1-based index of the deepest move that no reading tried so far plays.
        index: usize,
        /// That move's text.
        text: String,
    },
}

/// A replayed game.
#[derive(Clone, Debug)]
pub struct Summary {
    /// The moves, in boardkit's coordinate notation.
    pub moves: Vec<Move>,
    /// The PGN's `Result` tag.
    pub pgn_result: String,
    /// The result by the rules after the last move (`1-0 {…}`), if it ended.
    pub rules_result: Option<String>,
    /// The game as a boardkit record (canonical text) with the PGN's result.
    pub record: String,
    /// What boardkit's record reader said of it: `Ok` when it replayed
    /// every move and found the PGN's result to be the rules' result.
    pub record_check: Result<(), String>,
}

impl Summary {
    /// Whether the rules end the game with the PGN's result, or leave it
    /// going on where the PGN's result is `*` (unfinished); and boardkit's
    /// record reader accepted the game.
    pub fn agrees(&self) -> bool {
        let rules = self.rules_result.as_deref().map_or("*", |line| line.split(' ').next().unwrap_or(line));
        self.record_check.is_ok() && rules == self.pgn_result
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let record = match &self.record_check {
            Ok(()) => "boardkit's record reader replays it to that result".to_string(),
            Err(error) => format!("boardkit's record reader refuses it: {error}"),
        };
        write!(
            f,
            "{} moves replayed; PGN result {}; by the rules: {}; {}; {}",
            self.moves.len(),
            self.pgn_result,
            self.rules_result.as_deref().unwrap_or("the game goes on"),
            record,
            if self.agrees() { "they agree" } else { "they DISAGREE" }
        )
    }
}

/// Reads and replays the PGN file at `path`.
///
/// # Errors
///
/// [`ReplayError`] when the file cannot be read, has no result, or its
/// moves do not replay.
pub fn replay_file(path: &str) -> Result<Summary, ReplayError> {
    replay(&std::fs::read_to_string(path)?)
}

/// Replays the first game of a PGN text.
///
/// # Errors
///
/// [`ReplayError`] when it has no result or its moves do not replay.
pub fn replay(pgn: &str) -> Result<Summary, ReplayError> {
    replay_within(pgn, READING_LIMIT)
}

/// [`replay`], visiting at most `limit` positions to find a reading.
fn replay_within(pgn: &str, limit: u32) -> Result<Summary, ReplayError> {
    let mut fen = None;
    let mut result = None;
    let mut movetext = String::new();
    for line in pgn.lines() {
        let line = line.trim();
        if let Some(tag) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            if let Some((name, value)) = tag.split_once(' ') {
                let value = value.trim().trim_matches('"').to_string();
                match name {
                    "FEN" => fen = Some(value),
                    "Result" => result = Some(value),
                    _ => {}
                }
            }
        } else {
            movetext.push_str(line);
            movetext.push(' ');
        }
    }
    let pgn_result = result.ok_or(ReplayError::NoResult)?;
    let start = match &fen {
        Some(fen) => parse_position(fen)?,
        None => Scirocco::startpos(),
    };
    let tokens = move_tokens(&movetext);
    let mut reading = Reading { budget: limit, gave_up: false, deepest: 0 };
    let mut moves = Vec::new();
    if !reading.solve(&start, &tokens, &mut moves) {
        let (index, text) = (reading.deepest + 1, tokens.get(reading.deepest).cloned().unwrap_or_default());
        return Err(if reading.gave_up {
            ReplayError::TooManyReadings { limit, index, text }
        } else {
            ReplayError::Illegal { index, text }
        });
    }
    let mut game = Record::new(start);
    for mv in &moves {
        game.play(*mv).map_err(|error| ReplayError::Record(error.to_string()))?;
    }
    let rules_result = game.game().outcome().map(|outcome| result_line(&outcome));
    let record = with_result(&record::write(&game), &pgn_result);
    let record_check = record::read_one::<Scirocco>(&record).map(|_| ()).map_err(|error| error.to_string());
    Ok(Summary { moves, pgn_result, rules_result, record, record_check })
}

/// A canonical record text with its result token (the last word) replaced.
fn with_result(text: &str, result: &str) -> String {
    let body = text.trim_end();
    match body.rsplit_once(char::is_whitespace) {
        Some((before, _)) => format!("{before} {result}\n"),
        None => format!("{result}\n"),
    }
}

/// The move texts of a PGN move section: without comments `{…}`, `(…)`
/// variations, move numbers, results and `$n` annotations.
fn move_tokens(movetext: &str) -> Vec<String> {
    let mut cleaned = String::new();
    let mut depth_brace = 0;
    let mut depth_paren = 0;
    for c in movetext.chars() {
        match c {
            '{' => depth_brace += 1,
            '}' => depth_brace -= 1,
            '(' if depth_brace == 0 => depth_paren += 1,
            ')' if depth_brace == 0 => depth_paren -= 1,
            _ if depth_brace > 0 || depth_paren > 0 => {}
            _ => cleaned.push(c),
        }
    }
    cleaned
        .split_whitespace()
        .filter(|token| !matches!(*token, "1-0" | "0-1" | "1/2-1/2" | "*"))
        .map(|token| token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|token| !token.is_empty() && !token.starts_with('$'))
        .map(str::to_string)
        .collect()
}

/// The depth-first search for a reading of the move texts under which
/// every move plays.
struct Reading {
    /// How many more positions it may visit.
    budget: u32,
    /// Whether it ran out of budget (rather than out of readings).
    gave_up: bool,
    /// The index of the deepest move text it reached.
    deepest: usize,
}

impl Reading {
    /// Finds moves for `tokens` from `game`, appending them to `moves`.
    fn solve(&mut self, game: &Scirocco, tokens: &[String], moves: &mut Vec<Move>) -> bool {
        let Some(token) = tokens.first() else { return true };
        self.deepest = self.deepest.max(moves.len());
        for mv in candidates(game, token) {
            if self.budget == 0 {
                self.gave_up = true;
                return false;
            }
            self.budget -= 1;
            let mut next = game.clone();
            if next.play(&mv).is_err() {
                continue;
            }
            moves.push(mv);
            if self.solve(&next, &tokens[1..], moves) {
                return true;
            }
            moves.pop();
        }
        false
    }
}

/// The legal moves of `game` that the SAN text `token` can mean.
fn candidates(game: &Scirocco, token: &str) -> Vec<Move> {
    // SAN is ASCII; the byte-wise scan below must not land inside a character.
    if !token.is_ascii() {
        return Vec::new();
    }
    let position = game.position();
    let text = token.trim_end_matches(['#', '!', '?']);
    let (promoted_piece, rest) = match text.strip_prefix('+') {
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_uppercase()) => (true, rest),
        _ => (false, text),
    };
    let (letter, rest) = match rest.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (c, &rest[1..]),
        _ => ('P', rest),
    };
    // Every square named, in order; the last is the destination.
    let mut squares = Vec::new();
    let mut i = 0;
    let mut prefix = String::new();
    while i < rest.len() {
        if let Some((square, used)) = parse_square_prefix(&rest[i..]) {
            squares.push(square);
            i += used;
        } else {
            if squares.is_empty() {
                prefix.push(char::from(rest.as_bytes()[i]));
            }
            i += 1;
        }
    }
    let Some(&destination) = squares.last() else { return Vec::new() };
    // `+Wxe2-f2`: an `x` before the first of two or more squares names the
    // piece a jump-capture takes on its way (the first leg), not where the
    // mover stands; `+Wd2xe2-f2` and `Nb1c3` start with the mover's square.
    let victim_first = squares.len() >= 2 && prefix.contains('x');
    let prefix: String = prefix.chars().filter(|&c| c != 'x' && c != '-').collect();
    let from_hint = if squares.len() >= 2 && !victim_first { Some(squares[0]) } else { None };
    let victim_hint = if victim_first { Some(squares[0]) } else { None };
    // `=+`, `=Q` or a doubled `+`: a promotion; otherwise unknown (XBoard
    // leaves most promotions unwritten).
    let says_promotion = rest.contains("=+") || rest.ends_with("++") || {
        let after_eq = rest.split_once('=').map(|(_, after)| after);
        after_eq.is_some_and(|after| after.starts_with(|c: char| c.is_ascii_uppercase()))
    };
    let piece_text = if promoted_piece { format!("+{letter}") } else { letter.to_string() };
    game.legal_moves()
        .iter()
        .copied()
        .filter(|mv| {
            let Some(piece) = position.piece_at(mv.from()) else { return false };
            if kind_text(piece.kind) != piece_text {
                return false;
            }
            let lands = mv.to() == destination
                || side_capture(position, mv)
                    .is_some_and(|victim| victim == destination && mv.captured_in_place().is_some());
            let from_ok = match from_hint {
                Some(hint) => hint == mv.from() || side_capture(position, mv) == Some(hint) && squares.len() > 2,
                None => prefix.chars().all(|c| {
                    if c.is_ascii_lowercase() {
                        char::from(b'a' + mv.from().file().index()) == c
                    } else if let Some(d) = c.to_digit(10) {
                        u32::from(mv.from().rank().index()) == d
                    } else {
                        false
                    }
                }),
            };
            let victim_ok = victim_hint.is_none_or(|victim| side_capture(position, mv) == Some(victim));
            lands && from_ok && victim_ok && (!says_promotion || mv.is_promotion())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_skip_numbers_comments_and_results() {
        assert_eq!(move_tokens("1. e2e3 {book} f7f6 2. Nxe5 (2. d4) 1-0"), vec!["e2e3", "f7f6", "Nxe5"]);
    }

    #[test]
    fn brackets_inside_comments_are_comment_text() {
        let text = "1. e2e3 (2. d4) f7f6 {a (b} 2. g2g3 {c ) d} h7h6 (2... h6 {e ) f}) 3. i2i3";
        assert_eq!(move_tokens(text), vec!["e2e3", "f7f6", "g2g3", "h7h6", "i2i3"]);
    }

    /// `*` agrees with a game the rules leave going on, and with nothing
    /// else; a decisive result needs the rules to end the game.
    #[test]
    fn an_unfinished_game_agrees_only_with_an_unfinished_result() {
        let pgn = |result: &str| {
            format!("[Result \"{result}\"]\n[FEN \"k9/10/10/10/10/10/10/1n8/10/K1N7 w - - 0 1\"]\n\n1. Kb1 {result}\n")
        };
        let summary = replay(&pgn("*")).expect("replays");
        assert_eq!((summary.moves.len(), summary.rules_result.as_deref()), (1, None));
        assert_eq!(summary.record_check, Ok(()));
        assert!(summary.agrees(), "{summary:?}");
        assert_eq!(
            summary.to_string(),
            "1 moves replayed; PGN result *; by the rules: the game goes on; \
             boardkit's record reader replays it to that result; they agree"
        );
        let decided = replay(&pgn("1-0")).expect("the moves replay");
        assert!(!decided.agrees(), "{decided:?}");
        assert!(decided.to_string().ends_with("they DISAGREE"), "{decided}");
        // The rules end this one: `*` does not agree with it.
        let ended = "[Result \"*\"]\n[FEN \"k9/10/10/10/10/10/10/1n8/10/K1N7 w - - 0 1\"]\n\n1. Nb2 *\n";
        assert!(!replay(ended).expect("replays").agrees());
    }

    #[test]
    fn a_short_game_replays_to_its_result() {
        // Blue Knight e1 captures the Tan King on... built from a position.
        let pgn = "[Result \"1-0\"]\n[FEN \"k9/10/10/10/10/10/10/1n8/10/K1N7 w - - 0 1\"]\n\n1. Nb2 1-0\n";
        // c1 Knight (XBoard c0) to b3 (XBoard b2) captures the Tan Knight;
        // Tan keeps only its King: bare royal.
        let summary = replay(pgn).expect("replays");
        assert_eq!(summary.moves.len(), 1);
        assert_eq!(summary.rules_result.as_deref(), Some("1-0 {Tan has only the royal left}"));
        assert_eq!(summary.record_check, Ok(()));
        assert!(summary.record.contains("[Termination \"bare royal\"]"), "{}", summary.record);
        assert!(summary.agrees());
        assert_eq!(
            summary.to_string(),
            "1 moves replayed; PGN result 1-0; by the rules: 1-0 {Tan has only the royal left}; \
             boardkit's record reader replays it to that result; they agree"
        );
    }

    /// When the reader runs out of positions to visit it says that it gave
    /// up, naming the deepest move it reached, instead of calling a move
    /// illegal; a search that tried every reading within its limit still
    /// calls the move illegal.
    #[test]
    fn a_reader_out_of_positions_says_it_gave_up() {
        let king = "[Result \"*\"]\n[FEN \"k9/10/10/10/10/10/10/1n8/10/K1N7 w - - 0 1\"]\n\n1. Kb1 *\n";
        assert!(replay_within(king, 1).is_ok());
        match replay_within(king, 0) {
            Err(ReplayError::TooManyReadings { limit: 0, index: 1, text }) => assert_eq!(text, "Kb1"),
            other => panic!("{other:?}"),
        }
        // A bare Pawn text reaching the zone reads two ways (promoting or
        // not); the move after it plays under neither.
        let pawn = "[Result \"*\"]\n[FEN \"k8p/10/10/4P5/10/10/10/10/10/K8P w - - 0 1\"]\n\n1. e7 Nj9 *\n";
        for limit in [2, READING_LIMIT] {
            match replay_within(pawn, limit) {
                Err(ReplayError::Illegal { index: 2, text }) => assert_eq!(text, "Nj9"),
                other => panic!("limit {limit}: {other:?}"),
            }
        }
        let gave_up = replay_within(pawn, 1).expect_err("one reading tried of two");
        assert!(
            matches!(&gave_up, ReplayError::TooManyReadings { limit: 1, index: 2, text } if text == "Nj9"),
            "{gave_up:?}"
        );
        assert!(gave_up.to_string().starts_with("gave up after trying 1 positions"), "{gave_up}");
    }

    /// The readings of one SAN text (XBoard's squares: ranks from 0).
    fn readings(fen: &str, token: &str) -> Vec<String> {
        let game = Scirocco::from_fen(fen).expect("test position");
        candidates(&game, token).iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_san_text_is_read_by_its_piece_squares_and_promotion() {
        // Blue Knights a1, c1 and a5 all reach b3 (XBoard b2).
        let knights = "k8p/10/10/10/10/N9/10/10/10/N1N6K b";
        let sorted = |token: &str| {
            let mut read = readings(knights, token);
            read.sort();
            read
        };
        assert_eq!(sorted("Nb2"), ["a1b3", "a5b3", "c1b3"]);
        assert_eq!(sorted("Nab2"), ["a1b3", "a5b3"], "by the file");
        assert_eq!(sorted("Ncb2"), ["c1b3"]);
        assert_eq!(sorted("N0b2"), ["a1b3", "c1b3"], "by the rank");
        assert_eq!(sorted("N4b2"), ["a5b3"]);
        assert_eq!(sorted("Na0b2"), ["a1b3"], "by the square");
        assert_eq!(sorted("Na-b2"), sorted("Nab2"), "a dash is no hint");
        assert_eq!(sorted("Naxb2"), sorted("Nab2"), "nor is an x");
        // The Genie e5 (XBoard writes it J) takes the Pawn e6 (XBoard e5)
        // by moving there or without moving; the Pawn d5 (d4) is another
        // victim.
        let genie = "k9/10/10/10/4p5/3p+D5/10/10/10/K9 b";
        let mut takes: Vec<String> = readings(genie, "Jxe5");
        takes.sort();
        assert_eq!(takes, ["e5e6", "e5e6e5"]);
        // A Pawn reaching the zone: written bare it may promote or not.
        let pawn = "k8p/10/10/4P5/10/10/10/10/10/K8P b";
        assert_eq!(readings(pawn, "e7").len(), 2);
        for promoting in ["e7=+", "e7++"] {
            let read = readings(pawn, promoting);
            assert_eq!(read.len(), 1, "{promoting}: {read:?}");
            assert!(read[0].ends_with('+'), "{promoting}: {read:?}");
        }
    }

    /// A jump-capture's texts: its squares in order, or the victim first
    /// after an `x`, or the victim first of three squares; the victim first
    /// of two squares with no `x` names no move. A `+` starts a promoted
    /// piece's name only before its letter.
    #[test]
    fn a_jump_capture_and_a_promoted_piece_are_read_by_their_texts() {
        // Blue Zig f4 (XBoard f3) jumps the Tan Pawn g5 (g4) to h6 (h5);
        // a Blue Tadpole on b2 (b1) steps to a3 (a2).
        let zig = "k8p/10/10/10/10/6p3/5+F4/10/1+P8/K9 b";
        for text in ["+Ff3g4h5", "+Ff3-h5", "+Ff3xg4-h5", "+Fxg4-h5", "+Fg4f3h5", "+Fh5"] {
            assert_eq!(readings(zig, text), ["f4h6"], "{text}");
        }
        for text in ["+Fg4-h5", "+Fg4h5", "+Fe3-h5", "+Fxf3-h5"] {
            assert_eq!(readings(zig, text), Vec::<String>::new(), "{text}");
        }
        assert_eq!(readings(zig, "+Pa2"), ["b2a3"]);
        assert_eq!(readings(zig, "+a2"), Vec::<String>::new(), "a `+` with no letter after it");
    }

    #[test]
    fn an_impossible_move_is_an_error() {
        let pgn = "[Result \"1-0\"]\n\n1. Nj9 1-0\n";
        assert!(matches!(replay(pgn), Err(ReplayError::Illegal { index: 1, .. })));
        // Texts that name no square at all are refused the same way.
        for text in ["O-O", "--", "Nx", "+"] {
            let pgn = format!("[Result \"1-0\"]\n\n1. {text} 1-0\n");
            assert!(matches!(replay(&pgn), Err(ReplayError::Illegal { index: 1, .. })), "{text}");
        }
    }
}
