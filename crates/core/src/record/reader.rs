//! The streaming reader: lines, tokens, and games replayed move by move.

use std::io::{BufRead, Read as _};
use std::marker::PhantomData;

use super::error::snippet;
use super::{ErrorKind, RESULT_TAGS, Record, RecordError, Tags, result_tags, result_token, tags};
use crate::text::GameText;

/// The longest line a reader accepts, in bytes (a Sirocco custom board's
/// `BoardSpec` tag is the longest line a record normally has, a few KB).
pub const MAX_LINE_BYTES: usize = 1 << 16;

/// The result tokens.
const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "*", "end"];

/// Reads the records of one game type from `input`, one game in memory at a
/// time: an iterator of `Result<Record<G>, RecordError>`.
///
/// Every move is replayed as it is read. After the first error the
/// iterator ends (a damaged file is not guessed past).
///
/// # Examples
///
/// Reading a file game by game (the game type names which game's records):
///
/// ```no_run
/// use std::io::BufReader;
/// use boardkit_core::Game;
/// use boardkit_core::record::Reader;
/// use boardkit_core::text::GameText;
///
/// fn count_finished<G: GameText>(path: &str) -> Result<usize, Box<dyn std::error::Error>> {
///     let mut finished = 0;
///     for record in Reader::<G, _>::new(BufReader::new(std::fs::File::open(path)?)) {
///         finished += usize::from(record?.game().outcome().is_some());
///     }
///     Ok(finished)
/// }
/// ```
pub struct Reader<G, R> {
    lines: Lines<R>,
    done: bool,
    game: PhantomData<fn() -> G>,
}

impl<G: GameText, R: BufRead> Reader<G, R> {
    /// A reader of `G` records from `input`.
    pub fn new(input: R) -> Reader<G, R> {
        Reader {
            lines: Lines { input, text: String::new(), number: 0, pos: 0, loaded: false, eof: false },
            done: false,
            game: PhantomData,
        }
    }

    /// Skips blank lines; the line where the next game begins, if any.
    fn next_game_line(&mut self) -> Result<Option<usize>, RecordError> {
        while self.lines.current()? {
            if !self.lines.rest().trim().is_empty() {
                return Ok(Some(self.lines.number));
            }
            self.lines.consume_line();
        }
        Ok(None)
    }

    /// Reads one game, or `None` at the end of the input.
    fn read_game(&mut self) -> Result<Option<Record<G>>, RecordError> {
        if self.next_game_line()?.is_none() {
            return Ok(None);
        }
        let tags = self.read_tags()?;
        let game_tag = tags.iter().find(|tag| tag.name == "Game");
        let Some(game_tag) = game_tag else {
            let (line, column) = match tags.first() {
                Some(first) => (first.line, 1),
                None => (self.lines.number, self.lines.column(self.lines.pos)),
            };
            return Err(RecordError { line, column, ply: None, kind: ErrorKind::MissingGameTag });
        };
        if game_tag.value != G::NAME {
            return Err(game_tag.error(ErrorKind::UnknownGame { found: snippet(&game_tag.value), expected: G::NAME }));
        }
        let mut setup = Tags::default();
        let mut info = Tags::default();
        let mut stated = Vec::new();
        for tag in &tags {
            if G::SETUP_TAGS.contains(&tag.name.as_str()) {
                setup.insert(&tag.name, &tag.value);
            } else if let Some(&name) = RESULT_TAGS.iter().find(|&&name| name == tag.name) {
                stated.push((name, tag));
            } else if tag.name != "Game" {
                info.insert(&tag.name, &tag.value);
            }
        }
        let start = G::from_setup_tags(&setup).map_err(|error| {
            let at = tags.iter().find(|tag| tag.name == error.tag).unwrap_or(game_tag);
            at.error(ErrorKind::BadSetup { tag: error.tag, message: error.message })
        })?;

        let mut game = start.clone();
        let mut moves = Vec::new();
        self.read_moves(&mut game, &mut moves)?;

        for (name, tag) in stated {
            let expected = result_tags(&game).into_iter().find(|(n, _)| *n == name).map(|(_, value)| value);
            if expected.as_deref() != Some(tag.value.as_str()) {
                let actual = match expected {
                    Some(value) => format!("which has `{value}`"),
                    None if game.outcome().is_none() => "which is not over".to_string(),
                    None => "which has no such tag".to_string(),
                };
                let mut error = tag.error(ErrorKind::TagMismatch { tag: name, stated: snippet(&tag.value), actual });
                error.ply = Some(moves.len());
                return Err(error);
            }
        }
        Ok(Some(Record { tags: info, start, moves, game }))
    }

    /// Reads the tag lines at the start of a game.
    fn read_tags(&mut self) -> Result<Vec<TagLine>, RecordError> {
        let mut tags: Vec<TagLine> = Vec::new();
        while self.lines.current()? && self.lines.rest().trim_start().starts_with('[') {
            let tag = parse_tag(&self.lines.text, self.lines.number)?;
            if tags.iter().any(|t| t.name == tag.name) {
                return Err(RecordError {
                    line: tag.line,
                    column: tag.name_column,
                    ply: None,
                    kind: ErrorKind::DuplicateTag(tag.name),
                });
            }
            tags.push(tag);
            self.lines.consume_line();
        }
        Ok(tags)
    }

    /// Reads and plays the movetext up to and including the result token.
    fn read_moves(&mut self, game: &mut G, moves: &mut Vec<G::Move>) -> Result<(), RecordError> {
        let mut numbered: Option<Token> = None;
        loop {
            let token = self.next_token()?;
            let ply = Some(moves.len() + 1);
            let at = |kind| RecordError { line: token.line, column: token.column, ply, kind };
            let word = match &token.kind {
                TokenKind::End => {
                    return Err(at(ErrorKind::Truncated("the input ends before the game's result token".into())));
                }
                TokenKind::TagLine => {
                    return Err(at(ErrorKind::Truncated(
                        "a tag line in the moves: the game before has no result token".into(),
                    )));
                }
                TokenKind::Number { text, number } => {
                    if numbered.is_some() {
                        return Err(at(ErrorKind::Unexpected { text: snippet(text), expected: "a move" }));
                    }
                    let expected = game.move_number();
                    let starts = !text.ends_with("...");
                    if *number != Some(expected.number) || starts != expected.starts {
                        return Err(at(ErrorKind::BadMoveNumber {
                            found: snippet(text),
                            expected: expected.to_string(),
                        }));
                    }
                    numbered = Some(token);
                    continue;
                }
                TokenKind::Word(word) => word.clone(),
            };
            if RESULTS.contains(&word.as_str()) && !is_legal_move(game, &word) {
                if let Some(number) = numbered {
                    return Err(RecordError {
                        line: number.line,
                        column: number.column,
                        ply,
                        kind: ErrorKind::Unexpected { text: word, expected: "a move after the move number" },
                    });
                }
                let actual = result_token(game);
                if word != actual {
                    let actual = match game.outcome() {
                        Some(outcome) => format!("which ends `{actual}`: {outcome}"),
                        None => "which is not over".to_string(),
                    };
                    return Err(RecordError {
                        ply: Some(moves.len()),
                        ..at(ErrorKind::ResultMismatch { stated: word, actual })
                    });
                }
                return self.finish_line(moves.len());
            }
            numbered = None;
            let mut text = word;
            for _ in 1..G::move_words(&text).min(8) {
                match self.next_token()?.kind {
                    TokenKind::Word(more) => {
                        text.push(' ');
                        text.push_str(&more);
                    }
                    _ => {
                        return Err(at(ErrorKind::BadMove {
                            text: snippet(&text),
                            message: "the move's text is cut off".into(),
                        }));
                    }
                }
            }
            let mv = game.read_move(&text).map_err(|error| {
                at(ErrorKind::BadMove { text: snippet(&text), message: error.reason().to_string() })
            })?;
            if let Err(error) = game.play(&mv) {
                let message = game.refusal(&error);
                return Err(at(ErrorKind::IllegalMove { text: snippet(&text), message }));
            }
            moves.push(mv);
        }
    }

    /// After the result token: only comments may follow on its line.
    fn finish_line(&mut self, plies: usize) -> Result<(), RecordError> {
        loop {
            self.lines.skip_whitespace();
            let trimmed = self.lines.rest();
            if trimmed.is_empty() || trimmed.starts_with(';') {
                self.lines.consume_line();
                return Ok(());
            }
            match trimmed.strip_prefix('{').and_then(|inside| inside.find('}')) {
                Some(end) => self.lines.pos += end + 2,
                None => {
                    let word = trimmed.split_whitespace().next().unwrap_or(trimmed).to_string();
                    return Err(RecordError {
                        line: self.lines.number,
                        column: self.lines.column(self.lines.pos),
                        ply: Some(plies),
                        kind: ErrorKind::Unexpected {
                            text: snippet(&word),
                            expected: "nothing but comments after the result token on its line",
                        },
                    });
                }
            }
        }
    }

    /// The next token of movetext, comments skipped.
    fn next_token(&mut self) -> Result<Token, RecordError> {
        loop {
            if !self.lines.current()? {
                let (line, column) = self.lines.end();
                return Ok(Token { kind: TokenKind::End, line, column });
            }
            self.lines.skip_whitespace();
            let trimmed = self.lines.rest();
            let start = self.lines.pos;
            let (line, column) = (self.lines.number, self.lines.column(start));
            let Some(first) = trimmed.chars().next() else {
                self.lines.consume_line();
                continue;
            };
            match first {
                ';' => self.lines.consume_line(),
                '{' => {
                    self.lines.pos += 1;
                    self.skip_comment(line, column)?;
                }
                '[' if self.lines.text[..start].trim().is_empty() => {
                    return Ok(Token { kind: TokenKind::TagLine, line, column });
                }
                _ => {
                    let len =
                        trimmed.find(|c: char| c.is_whitespace() || c == '{' || c == ';').unwrap_or(trimmed.len());
                    let word = trimmed[..len].to_string();
                    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
                    if digits > 0 && word[digits..].starts_with('.') {
                        let dots = if word[digits..].starts_with("...") { 3 } else { 1 };
                        let text = word[..digits + dots].to_string();
                        let number = word[..digits].parse().ok();
                        self.lines.pos = start + digits + dots;
                        return Ok(Token { kind: TokenKind::Number { text, number }, line, column });
                    }
                    let kind = TokenKind::Word(word);
                    self.lines.pos = start + len;
                    return Ok(Token { kind, line, column });
                }
            }
        }
    }

    /// Skips a `{ ... }` comment whose `{` was at `line`, `column`.
    fn skip_comment(&mut self, line: usize, column: usize) -> Result<(), RecordError> {
        loop {
            if !self.lines.current()? {
                return Err(RecordError {
                    line,
                    column,
                    ply: None,
                    kind: ErrorKind::Truncated("the comment opened here is never closed with `}`".into()),
                });
            }
            match self.lines.rest().find('}') {
                Some(end) => {
                    self.lines.pos += end + 1;
                    return Ok(());
                }
                None => self.lines.consume_line(),
            }
        }
    }
}

/// Whether `word`, a result token, is rather a legal one-word move of
/// `game`: a game may name things so that a move reads like a result (a
/// Sirocco board with points named `1` and `0` has the step `1-0`). Never
/// ambiguous: every result but `*` belongs after a finished game, where no
/// move is legal, so in a game not over such a word that is a legal move is
/// the move; anywhere else (and always for `*`, the result of a game not
/// over) a result token is the result, as it always was.
fn is_legal_move<G: GameText>(game: &G, word: &str) -> bool {
    word != "*"
        && game.outcome().is_none()
        && G::move_words(word) == 1
        && game.read_move(word).is_ok_and(|mv| game.is_legal(&mv))
}

impl<G: GameText, R: BufRead> Iterator for Reader<G, R> {
    type Item = Result<Record<G>, RecordError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let result = self.read_game().transpose();
        if !matches!(result, Some(Ok(_))) {
            self.done = true;
        }
        result
    }
}

/// Every game in `text`.
///
/// # Errors
///
/// The first [`RecordError`].
pub fn read<G: GameText>(text: &str) -> Result<Vec<Record<G>>, RecordError> {
    Reader::new(text.as_bytes()).collect()
}

/// The one game in `text`.
///
/// # Errors
///
/// A [`RecordError`]: the game's first fault, [`ErrorKind::NoGame`] for a
/// text with no game, [`ErrorKind::SeveralGames`] for one with more.
pub fn read_one<G: GameText>(text: &str) -> Result<Record<G>, RecordError> {
    read_one_from(text.as_bytes())
}

/// The one game in `input` (a file's bytes, say: input that is not UTF-8
/// is an error at the line and column of the first bad byte).
///
/// # Errors
///
/// As [`read_one`].
pub fn read_one_from<G: GameText, R: BufRead>(input: R) -> Result<Record<G>, RecordError> {
    let mut reader = Reader::<G, _>::new(input);
    let Some(record) = reader.read_game()? else {
        let (line, column) = reader.lines.end();
        return Err(RecordError { line, column, ply: None, kind: ErrorKind::NoGame });
    };
    if let Some(line) = reader.next_game_line()? {
        return Err(RecordError { line, column: 1, ply: None, kind: ErrorKind::SeveralGames });
    }
    Ok(record)
}

/// The `Game` tag's value of the first game in `input` (tags are read
/// up to the first line that is not a tag), and where the value stands
/// (line, column): what a program that reads records of several games
/// looks at to choose the reader.
///
/// # Errors
///
/// A [`RecordError`]: a bad tag line, [`ErrorKind::MissingGameTag`],
/// [`ErrorKind::NoGame`] for an input without a game.
///
/// # Examples
///
/// ```
/// use boardkit_core::record::game_name;
/// let text = "\n[Event \"x\"]\n[Game \"Towers\"]\n\n*\n";
/// assert_eq!(game_name(text.as_bytes())?, ("Towers".to_string(), 3, 7));
/// # Ok::<(), boardkit_core::record::RecordError>(())
/// ```
pub fn game_name<R: BufRead>(input: R) -> Result<(String, usize, usize), RecordError> {
    let mut lines = Lines { input, text: String::new(), number: 0, pos: 0, loaded: false, eof: false };
    while lines.current()? && lines.rest().trim().is_empty() {
        lines.consume_line();
    }
    if !lines.current()? {
        let (line, column) = lines.end();
        return Err(RecordError { line, column, ply: None, kind: ErrorKind::NoGame });
    }
    let first_line = lines.number;
    while lines.current()? && lines.rest().trim_start().starts_with('[') {
        let tag = parse_tag(&lines.text, lines.number)?;
        if tag.name == "Game" {
            return Ok((tag.value, tag.line, tag.value_column));
        }
        lines.consume_line();
    }
    Err(RecordError { line: first_line, column: 1, ply: None, kind: ErrorKind::MissingGameTag })
}

/// The input, one line at a time, with a cursor in the current line.
struct Lines<R> {
    input: R,
    /// The current line, without its line break.
    text: String,
    /// The current line's number (1-based; 0 before the first).
    number: usize,
    /// The cursor: a byte offset in `text`, on a character boundary.
    pos: usize,
    /// Whether `text` holds a line not consumed yet.
    loaded: bool,
    eof: bool,
}

impl<R: BufRead> Lines<R> {
    /// Loads the next line unless one is loaded; `false` at the end of the input.
    fn current(&mut self) -> Result<bool, RecordError> {
        if self.loaded {
            return Ok(true);
        }
        if self.eof {
            return Ok(false);
        }
        let mut bytes = Vec::new();
        let at = |kind| RecordError { line: self.number + 1, column: 1, ply: None, kind };
        // The line, its break (up to two bytes, `\r\n`), and no more: one
        // byte past a longest line with its break is enough to know it is too long.
        let limit = MAX_LINE_BYTES as u64 + 2;
        let read = (&mut self.input).take(limit).read_until(b'\n', &mut bytes);
        let count = read.map_err(|error| at(ErrorKind::Io(error.to_string())))?;
        if count == 0 {
            self.eof = true;
            return Ok(false);
        }
        if bytes.last() == Some(&b'\n') {
            bytes.pop();
            if bytes.last() == Some(&b'\r') {
                bytes.pop();
            }
        }
        if bytes.len() > MAX_LINE_BYTES {
            return Err(at(ErrorKind::LineTooLong(MAX_LINE_BYTES)));
        }
        self.number += 1;
        self.text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(error) => {
                let valid = &error.as_bytes()[..error.utf8_error().valid_up_to()];
                let column = String::from_utf8_lossy(valid).chars().count() + 1;
                return Err(RecordError { line: self.number, column, ply: None, kind: ErrorKind::InvalidUtf8 });
            }
        };
        // A byte-order mark some editors put at the start of a file is not text.
        if self.number == 1 && self.text.starts_with('\u{feff}') {
            self.text.drain(..'\u{feff}'.len_utf8());
        }
        self.pos = 0;
        self.loaded = true;
        Ok(true)
    }

    /// Moves the cursor past whitespace.
    fn skip_whitespace(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    fn consume_line(&mut self) {
        self.loaded = false;
    }

    /// The current line from the cursor on.
    fn rest(&self) -> &str {
        self.text.get(self.pos..).unwrap_or("")
    }

    /// The 1-based character column of byte offset `byte` in the current line.
    fn column(&self, byte: usize) -> usize {
        self.text.get(..byte).map_or(1, |before| before.chars().count() + 1)
    }

    /// Where the input ends: just after the last line read.
    fn end(&self) -> (usize, usize) {
        match self.number {
            0 => (1, 1),
            n => (n, self.text.chars().count() + 1),
        }
    }
}

/// One `[Name "value"]` line, parsed.
struct TagLine {
    name: String,
    value: String,
    line: usize,
    name_column: usize,
    value_column: usize,
}

impl TagLine {
    /// An error about this tag's value.
    fn error(&self, kind: ErrorKind) -> RecordError {
        RecordError { line: self.line, column: self.value_column, ply: None, kind }
    }
}

/// Parses a tag line (its first non-blank character is `[`).
fn parse_tag(text: &str, line: usize) -> Result<TagLine, RecordError> {
    let chars: Vec<char> = text.chars().collect();
    // `at` is a 0-based character index; columns are `at + 1`.
    let mut at = 0;
    let bad = |at: usize, message: &str| RecordError {
        line,
        column: at + 1,
        ply: None,
        kind: ErrorKind::BadTag(message.to_string()),
    };
    let skip_spaces = |at: &mut usize| {
        while chars.get(*at).is_some_and(|c| c.is_whitespace()) {
            *at += 1;
        }
    };
    skip_spaces(&mut at);
    at += 1; // the `[`
    skip_spaces(&mut at);
    let name_at = at;
    while chars.get(at).is_some_and(|&c| c.is_ascii_alphanumeric() || c == '_') {
        at += 1;
    }
    let name: String = chars[name_at..at].iter().collect();
    if name.is_empty() {
        return Err(bad(name_at, "expected a tag name after `[`"));
    }
    if tags::check_name(&name).is_err() {
        return Err(bad(name_at, "a tag name starts with a letter"));
    }
    skip_spaces(&mut at);
    let value_at = at;
    if chars.get(at) != Some(&'"') {
        return Err(bad(at, "expected `\"` to open the tag's value"));
    }
    at += 1;
    let mut value = String::new();
    loop {
        match chars.get(at) {
            None => return Err(bad(at, "the tag's value is not closed with `\"` on its line")),
            Some('"') => break,
            Some('\\') => match chars.get(at + 1) {
                Some(&c @ ('"' | '\\')) => {
                    value.push(c);
                    at += 1;
                }
                _ => return Err(bad(at, "unknown escape in a tag's value (only `\\\"` and `\\\\`)")),
            },
            Some(&c) => value.push(c),
        }
        at += 1;
    }
    at += 1;
    skip_spaces(&mut at);
    if chars.get(at) != Some(&']') {
        return Err(bad(at, "expected `]` after the tag's value"));
    }
    at += 1;
    skip_spaces(&mut at);
    if at < chars.len() {
        return Err(bad(at, "unexpected text after the tag's `]`"));
    }
    Ok(TagLine { name, value, line, name_column: name_at + 1, value_column: value_at + 1 })
}

/// A token of movetext and where it starts.
struct Token {
    kind: TokenKind,
    line: usize,
    column: usize,
}

enum TokenKind {
    /// A move token's word, or a result token.
    Word(String),
    /// A move number: its text (`12.` or `12...`) and value (`None` if
    /// too large).
    Number { text: String, number: Option<u64> },
    /// A line beginning with `[`: the next game's tags.
    TagLine,
    /// The end of the input.
    End,
}
