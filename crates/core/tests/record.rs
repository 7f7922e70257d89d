//! The record format on the toy game (three players, a die, scores), so
//! that the core crate's own tests pin the reader and the writer: the
//! canonical text, every kind of fault with its line, column and ply, and
//! the edges of the line limit. (The game crates test their own notations.)

mod common;

use boardkit_core::record::{
    self, ErrorKind, MAX_LINE_BYTES, Notation, Reader, Record, RecordError, TagError, game_name,
};
use boardkit_core::text::GameText;
use boardkit_core::{Game, Turn};
use common::{Bug, ToyMove, ToyRace};
use std::io::Read;

const HEAD: &str = "[Game \"ToyRace\"]\n\n";

fn moves(text: &str) -> Vec<ToyMove> {
    let mut out = Vec::new();
    let mut words = text.split_whitespace();
    while let Some(word) = words.next() {
        let token = if word == "roll" { format!("roll {}", words.next().unwrap()) } else { word.to_string() };
        out.push(token.parse().unwrap());
    }
    out
}

fn record_of(start: ToyRace, text: &str) -> Record<ToyRace> {
    let mut record = Record::new(start);
    for mv in moves(text) {
        record.play(mv).unwrap_or_else(|error| panic!("{error}"));
    }
    record
}

/// Seat 0 takes 3 a turn, the others pass: seat 0 wins in its fourth turn.
const WIN: &str = "roll 3 take roll 1 pass roll 1 pass roll 3 take roll 1 pass roll 1 pass \
                   roll 3 take roll 1 pass roll 1 pass roll 3 take";

fn error_of(text: &str) -> RecordError {
    match record::read_one::<ToyRace>(text) {
        Ok(record) => panic!("read a bad record:\n{text}\nas {record:?}"),
        Err(error) => error,
    }
}

/// (line, column, ply) of the error for `text`, with its kind.
fn fault(text: &str) -> (usize, usize, Option<usize>, ErrorKind) {
    let error = error_of(text);
    (error.line, error.column, error.ply, error.kind)
}

#[test]
fn a_finished_game_has_its_canonical_text_and_reads_back() {
    let mut game = record_of(ToyRace::new(Bug::None), WIN);
    assert_eq!(game.set_tag("Event", "Test night"), Ok(None));
    assert_eq!(game.set_tag("Quote", "a \"b\" \\ c"), Ok(None));
    assert_eq!(game.game().turn(), Turn::Over);
    let text = record::write(&game);
    assert_eq!(
        text,
        "[Game \"ToyRace\"]\n[Event \"Test night\"]\n[Quote \"a \\\"b\\\" \\\\ c\"]\n[Position \"0 0 0 p0\"]\n\
         [Termination \"reached 10 points\"]\n[Winners \"0\"]\n[Scores \"0 12, 1 0, 2 0\"]\n\n\
         1. roll 3 take 2. roll 1 pass 3. roll 1 pass 1. roll 3 take 2. roll 1 pass\n\
         3. roll 1 pass 1. roll 3 take 2. roll 1 pass 3. roll 1 pass 1. roll 3 take end\n"
    );
    assert_eq!(record::write_with(&game, Notation::Readable), text);
    let again = record::read_one::<ToyRace>(&text).unwrap();
    assert_eq!(again, game);
    assert_eq!(again.tags().get("Quote"), Some("a \"b\" \\ c"));
    assert_eq!(again.moves().len(), 20);
    assert_eq!(again.game().points, [12, 0, 0]);
}

#[test]
fn an_unfinished_game_from_a_set_position_ends_with_a_star() {
    let start: ToyRace = "4 5 6 p1 r2".parse().unwrap();
    let game = record_of(start, "pass roll 2");
    // The first ply continues move 2 (its throw is already made), so `2...` stands before it.
    let text = record::write(&game);
    assert_eq!(
        text,
        "[Game \"ToyRace\"]\n[Position \"4 5 6 p1 r2\"]\n[Scores \"0 4, 1 5, 2 6\"]\n\n2... pass 3. roll 2 *\n"
    );
    assert_eq!(record::read_one::<ToyRace>(&text).unwrap(), game);
}

/// The movetext's units as the format defines them: each ply's move, with its
/// number before it where a move starts (and before the first ply), then the result.
fn units(game: &Record<ToyRace>) -> Vec<String> {
    let mut state = game.start().clone();
    let mut units = Vec::new();
    for (ply, mv) in game.moves().iter().enumerate() {
        let number = state.move_number();
        units.push(if number.starts || ply == 0 { format!("{number} {mv}") } else { mv.to_string() });
        state.play(mv).unwrap();
    }
    units.push(record::result_token(game.game()).to_string());
    units
}

#[test]
fn every_written_line_fits_in_79_columns_and_is_filled() {
    let mut longest = 0;
    for passes in 0..12 {
        let game = record_of(ToyRace::new(Bug::None), &("roll 1 pass ".repeat(passes) + WIN));
        let text = record::write(&game);
        let lines: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
        // The lines are the units, in order, one space apart, each line as full as it can be:
        // the next line's first unit would not have fitted.
        let units = units(&game);
        let mut next = 0;
        for (index, line) in lines.iter().enumerate() {
            let mut taken = 0;
            let mut width = 0;
            while next + taken < units.len() && width + usize::from(taken > 0) + units[next + taken].len() <= 79 {
                width += usize::from(taken > 0) + units[next + taken].len();
                taken += 1;
            }
            assert_eq!(*line, units[next..next + taken].join(" "), "line {index} of\n{text}");
            assert!(taken > 0, "line {index} of\n{text}");
            next += taken;
            longest = longest.max(line.len());
        }
        assert_eq!(next, units.len(), "{text}");
        assert_eq!(record::read_one::<ToyRace>(&text).unwrap(), game);
    }
    // The toy's units are 9 and 4 columns wide, so no line reaches column 79 here
    // (tests/record.rs of boardkit-towers checks the last column on real moves).
    assert_eq!(longest, 78);
}

#[test]
fn several_games_read_one_after_another() {
    let first = record_of(ToyRace::new(Bug::None), WIN);
    let second = record_of("1 2 3 p2".parse().unwrap(), "roll 2 take");
    let text = format!("\n\n{}\n\n{}", record::write(&first), record::write(&second));
    let games = record::read::<ToyRace>(&text).unwrap();
    assert_eq!(games, [first.clone(), second]);
    let error = error_of(&text);
    assert_eq!(
        (error.line, error.column, error.kind),
        (2 + record::write(&first).lines().count() + 3, 1, ErrorKind::SeveralGames)
    );
    assert_eq!(error_of("\n  \n").kind, ErrorKind::NoGame);

    // After an error the stream ends: the good third game is not read.
    let broken = format!("{}\n{HEAD}roll 4 *\n\n{}", record::write(&first), record::write(&first));
    let read: Vec<Result<Record<ToyRace>, RecordError>> = Reader::new(broken.as_bytes()).collect();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].as_ref().ok(), Some(&first));
    let bad = read[1].as_ref().unwrap_err();
    assert_eq!((bad.column, bad.ply), (1, Some(1)));
    assert!(matches!(&bad.kind, ErrorKind::BadMove { text, .. } if text == "roll 4"), "{bad}");
}

#[test]
fn comments_and_move_numbers_are_read_where_they_stand() {
    let text = format!(
        "{HEAD}1. roll 3 {{a comment}} 1... take ; to the end of the line\n\
         2.roll 1{{no space}}pass;\n{{a comment\nover lines}} 3. roll 1\tpass *  {{after}} ; also\n"
    );
    let game = record::read_one::<ToyRace>(&text).unwrap();
    assert_eq!(game.moves(), moves("roll 3 take roll 1 pass roll 1 pass"));
    assert_eq!(game.game().points, [3, 0, 0]);
}

#[test]
fn movetext_faults_say_what_and_where() {
    let bad_number =
        |found: &str, expected: &str| ErrorKind::BadMoveNumber { found: found.into(), expected: expected.into() };
    assert_eq!(
        error_of(&format!("{HEAD}roll 3 2... take *")).to_string(),
        "line 3, column 8, ply 2: the move number `2...` does not fit this ply, which is `1...`"
    );
    assert_eq!(
        error_of("[Game \"Chess\"]\n\n*").to_string(),
        "line 1, column 7: unknown game `Chess` (this reader reads `ToyRace` records)"
    );
    assert_eq!(fault(&format!("{HEAD}roll 3 2... take *")), (3, 8, Some(2), bad_number("2...", "1...")));
    assert_eq!(fault(&format!("{HEAD}roll 3 1. take *")), (3, 8, Some(2), bad_number("1.", "1...")));
    assert_eq!(fault(&format!("{HEAD}99999999999999999999999. *")).3, bad_number("99999999999999999999999.", "1."));
    assert_eq!(
        fault(&format!("{HEAD}1. 1. roll 1 *")),
        (3, 4, Some(1), ErrorKind::Unexpected { text: "1.".into(), expected: "a move" })
    );
    assert_eq!(
        fault(&format!("{HEAD}roll 3 take  2. *")),
        (3, 14, Some(3), ErrorKind::Unexpected { text: "*".into(), expected: "a move after the move number" })
    );
    // A word that begins with a dot is a move token (a bad one), not a number.
    let (line, column, ply, kind) = fault(&format!("{HEAD}roll 2 .take *"));
    assert_eq!((line, column, ply), (3, 8, Some(2)));
    assert!(matches!(&kind, ErrorKind::BadMove { text, .. } if text == ".take"), "{kind:?}");
    assert!(matches!(fault(&format!("{HEAD}... *")).3, ErrorKind::BadMove { text, .. } if text == "..."));
    // A `[` starts the next game's tags only at the start of a line; inside one it is a word.
    let (line, column, ply, kind) = fault(&format!("{HEAD}roll 3 [Game \"ToyRace\"]\n"));
    assert_eq!((line, column, ply), (3, 8, Some(2)));
    assert!(matches!(&kind, ErrorKind::BadMove { text, .. } if text == "[Game"), "{kind:?}");

    let (line, column, ply, kind) = fault(&format!("{HEAD}roll 3 take roll 2 roll 1 *"));
    assert_eq!((line, column, ply), (3, 20, Some(4)));
    assert!(
        matches!(&kind, ErrorKind::IllegalMove { text, message } if text == "roll 1" && message == "illegal move roll 1")
    );
    let (_, column, ply, kind) = fault(&format!("{HEAD}roll"));
    assert_eq!((column, ply), (1, Some(1)));
    assert!(matches!(&kind, ErrorKind::BadMove { message, .. } if message == "the move's text is cut off"));
    assert!(matches!(fault(&format!("{HEAD}roll *")).3, ErrorKind::BadMove { text, .. } if text == "roll *"));

    assert_eq!(
        fault(&format!("{HEAD}roll 3 take")),
        (3, 12, Some(3), ErrorKind::Truncated("the input ends before the game's result token".into()))
    );
    assert_eq!(
        fault(&format!("{HEAD}roll 3 take\n{HEAD}*\n")),
        (4, 1, Some(3), ErrorKind::Truncated("a tag line in the moves: the game before has no result token".into()))
    );
    assert_eq!(
        fault(&format!("{HEAD}roll 3\n  {{ never\nclosed")),
        (4, 3, None, ErrorKind::Truncated("the comment opened here is never closed with `}`".into()))
    );
}

#[test]
fn only_comments_may_follow_the_result_on_its_line() {
    let unexpected = |text: &str| ErrorKind::Unexpected {
        text: text.into(),
        expected: "nothing but comments after the result token on its line",
    };
    assert_eq!(fault(&format!("{HEAD}*  take")), (3, 4, Some(0), unexpected("take")));
    assert_eq!(fault(&format!("{HEAD}*  {{ab}} x\n")), (3, 9, Some(0), unexpected("x")));
    assert_eq!(fault(&format!("{HEAD}roll 3 * {{ab}}{{}}{{c}}  {{d x\n")), (3, 21, Some(1), unexpected("{d")));
    let game = record::read_one::<ToyRace>(&format!("{HEAD}roll 3 * {{ab}}{{}} {{c}} ; x\n")).unwrap();
    assert_eq!(game.moves(), [ToyMove::Throw(3)]);
}

#[test]
fn the_result_and_the_result_tags_must_agree_with_the_game() {
    let mismatch =
        |stated: &str, actual: &str| ErrorKind::ResultMismatch { stated: stated.into(), actual: actual.into() };
    assert_eq!(fault(&format!("{HEAD}roll 3 end")), (3, 8, Some(1), mismatch("end", "which is not over")));
    let over = format!("{HEAD}{WIN} *");
    let outcome = record_of(ToyRace::new(Bug::None), WIN).game().outcome().unwrap();
    let ends = format!("which ends `end`: {outcome}");
    assert_eq!(fault(&over), (3, 121, Some(20), mismatch("*", &ends)));

    let tag_mismatch = |tag: &'static str, stated: &str, actual: &str| ErrorKind::TagMismatch {
        tag,
        stated: stated.into(),
        actual: actual.into(),
    };
    assert_eq!(
        fault("[Game \"ToyRace\"]\n[Winners \"0\"]\n\nroll 3 *"),
        (2, 10, Some(1), tag_mismatch("Winners", "0", "which is not over"))
    );
    assert_eq!(
        fault("[Game \"ToyRace\"]\n[Scores \"0 1, 1 0, 2 0\"]\n\nroll 3 *"),
        (2, 9, Some(1), tag_mismatch("Scores", "0 1, 1 0, 2 0", "which has `0 0, 1 0, 2 0`"))
    );
    let won = format!("[Game \"ToyRace\"]\n[Winners \"1\"]\n\n{WIN} end");
    assert_eq!(fault(&won), (2, 10, Some(20), tag_mismatch("Winners", "1", "which has `0`")));
}

#[test]
fn tag_faults_say_what_and_where() {
    let bad_tag = |message: &str| ErrorKind::BadTag(message.into());
    assert_eq!(
        fault("[Game \"Chess\"]\n\n*"),
        (1, 7, None, ErrorKind::UnknownGame { found: "Chess".into(), expected: "ToyRace" })
    );
    assert_eq!(fault("[Event \"x\"]\n\n*"), (1, 1, None, ErrorKind::MissingGameTag));
    assert_eq!(fault("\n\n  roll 3 *"), (3, 1, None, ErrorKind::MissingGameTag));
    assert_eq!(
        fault("[Game \"ToyRace\"]\n  [Event \"x\"]\n[ Event \"y\"]\n\n*"),
        (3, 3, None, ErrorKind::DuplicateTag("Event".into()))
    );
    assert_eq!(fault("  [  ]"), (1, 6, None, bad_tag("expected a tag name after `[`")));
    assert_eq!(fault("[2nd \"x\"]"), (1, 2, None, bad_tag("a tag name starts with a letter")));
    assert_eq!(fault("[Game  Toy]"), (1, 8, None, bad_tag("expected `\"` to open the tag's value")));
    assert_eq!(fault("[Game \"Toy"), (1, 11, None, bad_tag("the tag's value is not closed with `\"` on its line")));
    assert_eq!(
        fault("[Game \"To\\y\"]"),
        (1, 10, None, bad_tag("unknown escape in a tag's value (only `\\\"` and `\\\\`)"))
    );
    assert_eq!(fault("[Game \"Toy\" x]"), (1, 13, None, bad_tag("expected `]` after the tag's value")));
    assert_eq!(fault("[Game \"Toy\"]  x"), (1, 15, None, bad_tag("unexpected text after the tag's `]`")));
    assert_eq!(
        fault("[Game \"ToyRace\"]\n[Position \"0 0 p0\"]\n\n*"),
        (2, 11, None, ErrorKind::BadSetup { tag: "Position", message: "not a toy state: `0 0 p0`".into() })
    );

    // Spaces around the parts of a tag line, and escapes, are read.
    let text = "  [ Game  \"ToyRace\" ]  \n[Event \"a \\\"b\\\" \\\\\"]\n[Position \"1 2 3 p1 r3\"]\n\ntake *";
    let game = record::read_one::<ToyRace>(text).unwrap();
    assert_eq!(game.tags().get("Event"), Some("a \"b\" \\"));
    assert_eq!(game.game().points, [1, 5, 3]);
}

#[test]
fn input_that_is_not_utf8_or_too_long_is_an_error_at_its_line() {
    let mut bytes = format!("{HEAD}roll 3 tà").into_bytes();
    bytes.extend([0xff, b' ', b'*']);
    let error = record::read_one_from::<ToyRace, _>(bytes.as_slice()).unwrap_err();
    assert_eq!((error.line, error.column, error.kind), (3, 10, ErrorKind::InvalidUtf8));

    // A line of exactly the limit is read; one byte more is refused.
    let comment = |bytes: usize| format!("{HEAD};{}\n*\n", "x".repeat(bytes - 1));
    assert!(record::read_one::<ToyRace>(&comment(MAX_LINE_BYTES)).is_ok());
    assert!(record::read_one::<ToyRace>(&comment(MAX_LINE_BYTES).replace('\n', "\r\n")).is_ok());
    assert_eq!(fault(&comment(MAX_LINE_BYTES + 1)), (3, 1, None, ErrorKind::LineTooLong(MAX_LINE_BYTES)));
    assert_eq!(MAX_LINE_BYTES, 65_536);

    // A line that never ends is refused once the limit is passed, not read on: the reader pulls
    // little more than the limit (and one buffer) from its input.
    let mut endless = Counted { inner: std::io::repeat(b'x').take(16 * MAX_LINE_BYTES as u64), read: 0 };
    let error = record::read_one_from::<ToyRace, _>(std::io::BufReader::new(&mut endless)).unwrap_err();
    assert_eq!((error.line, error.kind), (1, ErrorKind::LineTooLong(MAX_LINE_BYTES)));
    assert!(endless.read <= MAX_LINE_BYTES + 2 + 8 * 1024, "{} bytes read", endless.read);

    // A byte-order mark before the first line is not text; anywhere else it is.
    let game = record::read_one::<ToyRace>(&format!("\u{feff}{HEAD}roll 3 *")).unwrap();
    assert_eq!(game.moves(), [ToyMove::Throw(3)]);
    assert_eq!(fault(&format!("\n\u{feff}{HEAD}*")), (2, 1, None, ErrorKind::MissingGameTag));
}

/// A reader that counts the bytes taken from it.
struct Counted<R> {
    inner: R,
    read: usize,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let count = self.inner.read(buf)?;
        self.read += count;
        Ok(count)
    }
}

#[test]
fn the_game_tag_is_found_among_the_first_tags() {
    let name = |text: &str| game_name(text.as_bytes());
    assert_eq!(name("[Game \"Towers\"]\n\n*\n"), Ok(("Towers".to_string(), 1, 7)));
    assert_eq!(
        name("\n \n[Event \"x\"]\n  [Site \"y\"]\n[ Game \"A \\\"b\\\"\"]\n\n*\n"),
        Ok(("A \"b\"".to_string(), 5, 8))
    );
    let error = name("\n\n[Event \"x\"]\n\n[Game \"Towers\"]\n*\n").unwrap_err();
    assert_eq!((error.line, error.column, error.kind), (3, 1, ErrorKind::MissingGameTag));
    let error = name("\n\n").unwrap_err();
    assert_eq!((error.line, error.column, error.kind), (2, 1, ErrorKind::NoGame));
    let error = name("[Event x]").unwrap_err();
    assert_eq!((error.line, error.column), (1, 8));
}

#[test]
fn a_record_refuses_reserved_and_bad_tags_and_undoes_moves() {
    let mut game = record_of(ToyRace::new(Bug::None), "roll 3 take roll 2");
    for reserved in ["Game", "Position", "Termination", "Winners", "Scores"] {
        assert_eq!(game.set_tag(reserved, "x"), Err(TagError::Reserved(reserved.into())));
    }
    assert_eq!(game.set_tag("2nd", "x"), Err(TagError::BadName("2nd".into())));
    assert_eq!(game.set_tag("Event", "a\nb"), Err(TagError::BadValue));
    assert_eq!(game.set_tag("Event", "a"), Ok(None));
    assert!(!game.tags().is_empty());
    assert_eq!(game.tags().len(), 1);
    assert_eq!(game.set_tag("Event", "b"), Ok(Some("a".to_string())));
    assert_eq!(game.remove_tag("Event").as_deref(), Some("b"));
    assert!(game.tags().is_empty());

    assert!(game.play(ToyMove::Throw(1)).is_err());
    assert_eq!(game.moves().len(), 3);
    game.truncate(5);
    assert_eq!(game.moves().len(), 3);
    game.truncate(1);
    assert_eq!(game.moves(), [ToyMove::Throw(3)]);
    assert_eq!(*game.game(), "0 0 0 p0 r3".parse::<ToyRace>().unwrap());
    assert_eq!(*game.start(), ToyRace::new(Bug::None));
    let (tags, start, played) = game.into_parts();
    assert!(tags.is_empty());
    assert_eq!((start, played), (ToyRace::new(Bug::None), vec![ToyMove::Throw(3)]));
}
