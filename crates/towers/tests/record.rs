//! Towers game records: round trips, the canonical text, every kind of
//! malformed record with its error and place, and garbage that must not
//! panic or hang.

use boardkit_core::record::{self, ErrorKind, Notation, Reader, Record, RecordError};
use boardkit_core::text::GameText;
use boardkit_core::{Game, RandomSource, SplitMix64};
use boardkit_towers::{Config, Towers};
use proptest::prelude::*;

/// A random game from `start` of at most `max_plies`, each move picked from
/// the legal moves sorted by text (so the game does not depend on the
/// generator's order).
fn random_record<G: GameText>(start: G, seed: u64, max_plies: usize) -> Record<G> {
    let mut record = Record::new(start);
    let mut rng = SplitMix64::new(seed);
    for _ in 0..max_plies {
        let mut moves: Vec<G::Move> = record.game().legal_moves();
        if moves.is_empty() {
            break;
        }
        moves.sort_by_key(|mv| mv.to_string());
        let pick = moves.swap_remove(rng.below(moves.len() as u64) as usize);
        record.play(pick).expect("a listed move plays");
    }
    record
}

fn config() -> impl Strategy<Value = Config> {
    (2u8..=7, 3u8..=7, 1u8..=3, any::<bool>(), prop::option::of(1u32..60)).prop_map(
        |(width, height, balls, repetition, limit)| {
            Config::new(width, height, balls).unwrap().with_repetition_draw(repetition).with_ply_limit(limit).unwrap()
        },
    )
}

fn error_of(text: &str) -> RecordError {
    match record::read_one::<Towers>(text) {
        Ok(record) => panic!("read a bad record:\n{text}\nas {record:?}"),
        Err(error) => error,
    }
}

/// Checks the error's place (line, column, ply) and kind.
#[track_caller]
fn assert_fault(text: &str, line: usize, column: usize, ply: Option<usize>, kind: impl Fn(&ErrorKind) -> bool) {
    let error = error_of(text);
    assert_eq!((error.line, error.column, error.ply), (line, column, ply), "{error}\nin\n{text}");
    assert!(kind(&error.kind), "wrong kind: {error}\nin\n{text}");
}

const HEAD: &str = "[Game \"Towers\"]\n[Config \"6x6 balls 2\"]\n\n";

#[test]
fn a_record_reads_with_moves_numbers_and_comments() {
    let text = format!("{HEAD}1. c1-c3 {{a comment\nover two lines}} d6>a6,b6 ; to the end of the line\n2. c3-c5 *\n");
    let game = record::read_one::<Towers>(&text).unwrap();
    let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["c1-c3", "d6>a6,b6", "c3-c5"]);
    assert_eq!(record::write(&game), format!("{HEAD}1. c1-c3 d6>a6,b6 2. c3-c5 *\n"));
    // Numbers are optional, may be glued to the move, and `n...` continues a move.
    let loose = format!("{HEAD}c1-c3 1...d6>a6,b6 2.c3-c5 *");
    assert_eq!(record::read_one::<Towers>(&loose).unwrap(), game);
}

#[test]
fn several_games_read_as_a_sequence() {
    let first = random_record(Towers::startpos(), 1, 30);
    let second = random_record(Towers::with_config(Config::new(4, 5, 1).unwrap()), 2, 400);
    let text = format!("{}\n{}", record::write(&first), record::write(&second));
    let games = record::read::<Towers>(&text).unwrap();
    assert_eq!(games, [first.clone(), second]);
    let error = record::read_one::<Towers>(&text).unwrap_err();
    assert_eq!(error.kind, ErrorKind::SeveralGames);
    assert_eq!(error.line, record::write(&first).lines().count() + 2);
    // The streaming reader gives the same games, then stops after an error.
    let broken = format!("{}\n{HEAD}1. c1-c4 *\n\n{}", record::write(&first), record::write(&first));
    let read: Vec<Result<Record<Towers>, RecordError>> = Reader::new(broken.as_bytes()).collect();
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].as_ref().ok(), Some(&first));
    assert!(matches!(read[1].as_ref().map_err(|e| &e.kind), Err(ErrorKind::IllegalMove { .. })));
}

/// The movetext's units as the record format defines them: each ply's move, with its
/// number before it where a move starts (and before the first ply), then the result.
fn units<G: GameText>(game: &Record<G>) -> Vec<String> {
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
fn movetext_lines_are_filled_up_to_column_79_and_no_further() {
    let mut full_lines = 0;
    for seed in 0..40 {
        let game = random_record(Towers::with_config(Config::new(7, 7, 2).unwrap()), seed, 120);
        let text = record::write(&game);
        let lines: Vec<&str> = text.split("\n\n").nth(1).unwrap().lines().collect();
        // Each line takes the next units, one space apart, as many as fit in 79 columns.
        let units = units(&game);
        let mut next = 0;
        for line in lines {
            let mut taken = 0;
            let mut width = 0;
            while next + taken < units.len() && width + usize::from(taken > 0) + units[next + taken].len() <= 79 {
                width += usize::from(taken > 0) + units[next + taken].len();
                taken += 1;
            }
            assert!(taken > 0);
            assert_eq!(line, units[next..next + taken].join(" "), "seed {seed}:\n{text}");
            next += taken;
            full_lines += usize::from(line.len() == 79);
        }
        assert_eq!(next, units.len(), "seed {seed}:\n{text}");
    }
    // Some lines end exactly at the last column (the boundary is exercised).
    assert!(full_lines > 0);
}

#[test]
fn a_finished_game_has_its_result_and_termination() {
    let finished = (0..200)
        .map(|seed| random_record(Towers::with_config(Config::new(3, 4, 1).unwrap()), seed, 1000))
        .find(|game| game.game().outcome().is_some_and(|o| o.verdict != boardkit_core::Verdict::Draw))
        .expect("a won game");
    let text = record::write(&finished);
    let outcome = finished.game().outcome().unwrap();
    assert!(text.contains(&format!("[Termination \"{}\"]", outcome.reason)), "{text}");
    assert!(!text.contains("Winners") && !text.contains("Scores"), "{text}");
    let token = record::result_token(finished.game());
    assert!(text.trim_end().ends_with(token) && (token == "1-0" || token == "0-1"), "{text}");
    assert_eq!(record::read_one::<Towers>(&text).unwrap(), finished);

    // The other results contradict it, at the token's place.
    let (last_line, column) = {
        let last = text.trim_end().lines().last().unwrap();
        (text.trim_end().lines().count(), last.chars().count() - token.chars().count() + 1)
    };
    for wrong in ["*", "1/2-1/2", if token == "1-0" { "0-1" } else { "1-0" }, "end"] {
        let bad = format!("{}{wrong}\n", text.trim_end().strip_suffix(token).unwrap());
        let error = error_of(&bad);
        assert_eq!((error.line, error.column, error.ply), (last_line, column, Some(finished.moves().len())), "{error}");
        assert!(matches!(&error.kind, ErrorKind::ResultMismatch { stated, .. } if stated == wrong), "{error}");
        assert!(error.to_string().contains(&outcome.to_string()), "{error}");
    }
    // A wrong Termination.
    let bad = text.replace(&format!("[Termination \"{}\"]", outcome.reason), "[Termination \"resigned\"]");
    let error = error_of(&bad);
    assert!(matches!(error.kind, ErrorKind::TagMismatch { tag: "Termination", .. }), "{error}");
    assert_eq!((error.line, error.column), (3, 14));
    // Towers keeps no score, so a two-player game has no Winners tag: one stated is refused, and
    // the message says the tag has no place here (not that the game goes on).
    let bad = text.replace("[Termination", "[Winners \"White\"]\n[Termination");
    let error = error_of(&bad);
    assert_eq!(
        error.kind,
        ErrorKind::TagMismatch { tag: "Winners", stated: "White".into(), actual: "which has no such tag".into() }
    );
}

#[test]
fn malformed_records_say_what_and_where() {
    // Tags.
    assert_fault("[Game \"Towers\"]\n[Event x]\n\n*\n", 2, 8, None, |k| matches!(k, ErrorKind::BadTag(_)));
    assert_fault("[Game \"Towers\"]\n[Event \"a\\q\"]\n\n*\n", 2, 10, None, |k| matches!(k, ErrorKind::BadTag(_)));
    assert_fault("[Game \"Towers\"]\n[Event \"abc\n\n*\n", 2, 12, None, |k| matches!(k, ErrorKind::BadTag(_)));
    assert_fault("[Game \"Towers\"]\n[Event \"a\"] x\n\n*\n", 2, 13, None, |k| matches!(k, ErrorKind::BadTag(_)));
    assert_fault("[Game \"Towers\"]\n[2nd \"a\"]\n\n*\n", 2, 2, None, |k| matches!(k, ErrorKind::BadTag(_)));
    assert_fault("[Game \"Towers\"]\n[ \"a\"]\n\n*\n", 2, 3, None, |k| matches!(k, ErrorKind::BadTag(_)));
    assert_fault("[Game \"Towers\"]\n[Game \"Towers\"]\n\n*\n", 2, 2, None, |k| {
        matches!(k, ErrorKind::DuplicateTag(_))
    });
    // The game.
    assert_fault("[Game \"Chess\"]\n\n*\n", 1, 7, None, |k| matches!(k, ErrorKind::UnknownGame { .. }));
    assert_fault("[Event \"x\"]\n\n*\n", 1, 1, None, |k| matches!(k, ErrorKind::MissingGameTag));
    assert_fault("\n\n1. c1-c3 *\n", 3, 1, None, |k| matches!(k, ErrorKind::MissingGameTag));
    // Start positions.
    let bad_setup =
        |tag: &'static str| move |k: &ErrorKind| matches!(k, ErrorKind::BadSetup { tag: t, .. } if *t == tag);
    assert_fault("[Game \"Towers\"]\n[Position \"xyz\"]\n\n*\n", 2, 11, None, bad_setup("Position"));
    assert_fault("[Game \"Towers\"]\n[Config \"6x6 balls 0\"]\n\n*\n", 2, 9, None, bad_setup("Config"));
    let other = Towers::with_config(Config::new(4, 4, 1).unwrap()).to_string();
    let contradiction = format!("[Game \"Towers\"]\n[Config \"6x6 balls 2\"]\n[Position \"{other}\"]\n\n*\n");
    assert_fault(&contradiction, 2, 9, None, bad_setup("Config"));
    // Move numbers.
    let bad_number = |k: &ErrorKind| matches!(k, ErrorKind::BadMoveNumber { .. });
    assert_fault(&format!("{HEAD}1. c1-c3 2. d6>a6,b6 *\n"), 4, 10, Some(2), bad_number);
    assert_fault(&format!("{HEAD}1... c1-c3 *\n"), 4, 1, Some(1), bad_number);
    assert_fault(&format!("{HEAD}\n\n  7. c1-c3 *\n"), 6, 3, Some(1), bad_number);
    assert_fault(&format!("{HEAD}99999999999999999999999. c1-c3 *\n"), 4, 1, Some(1), bad_number);
    assert_fault(&format!("{HEAD}1. 1. c1-c3 *\n"), 4, 4, Some(1), |k| matches!(k, ErrorKind::Unexpected { .. }));
    assert_fault(&format!("{HEAD}1. c1-c3 1... *\n"), 4, 10, Some(2), |k| matches!(k, ErrorKind::Unexpected { .. }));
    assert_fault(&format!("{HEAD}1. c1-c9 *\n"), 4, 4, Some(1), |k| matches!(k, ErrorKind::IllegalMove { .. }));
    assert_fault(&format!("{HEAD}1. c1-c3 d6>a6,b6 2. c3-c2x *\n"), 4, 22, Some(3), |k| {
        matches!(k, ErrorKind::BadMove { .. })
    });
    // Moves.
    assert_fault(&format!("{HEAD}1. c1+c3 *\n"), 4, 4, Some(1), |k| matches!(k, ErrorKind::BadMove { .. }));
    assert_fault(
        &format!("{HEAD}1. c1-c3\n  d6>a6,b6 c3-c4 *\n"),
        5,
        12,
        Some(3),
        |k| matches!(k, ErrorKind::IllegalMove { text, message } if text == "c3-c4" && message.contains("2 balls")),
    );
    // Results.
    assert_fault(&format!("{HEAD}1. c1-c3 1-0\n"), 4, 10, Some(1), |k| matches!(k, ErrorKind::ResultMismatch { .. }));
    assert_fault("[Game \"Towers\"]\n[Termination \"royal captured\"]\n\n*\n", 2, 14, Some(0), |k| {
        matches!(k, ErrorKind::TagMismatch { tag: "Termination", .. })
    });
    assert_fault("[Game \"Towers\"]\n[Winners \"White\"]\n\n*\n", 2, 10, Some(0), |k| {
        matches!(k, ErrorKind::TagMismatch { tag: "Winners", .. })
    });
    // Truncation.
    let truncated = |k: &ErrorKind| matches!(k, ErrorKind::Truncated(_));
    assert_fault(&format!("{HEAD}1. c1-c3"), 4, 9, Some(2), truncated);
    assert_fault("[Game \"Towers\"]\n", 1, 16, Some(1), truncated);
    assert_fault(&format!("{HEAD}1. c1-c3 {{ unfinished\n"), 4, 10, None, truncated);
    assert_fault(&format!("{HEAD}1. c1-c3\n\n{HEAD}*\n"), 6, 1, Some(2), truncated);
    // Garbage.
    assert_fault(&format!("{HEAD}1. c1-c3 * c3-c5\n"), 4, 12, Some(1), |k| matches!(k, ErrorKind::Unexpected { .. }));
    let error = Reader::<Towers, _>::new(&b"[Game \"Towers\"]\n[Event \"\xff\"]\n"[..]).next().unwrap().unwrap_err();
    assert_eq!((error.line, error.column, error.kind), (2, 9, ErrorKind::InvalidUtf8));
    let long = format!("[Game \"Towers\"]\n[Event \"{}\"]\n\n*\n", "x".repeat(record::MAX_LINE_BYTES));
    let error = error_of(&long);
    assert_eq!((error.line, error.kind), (2, ErrorKind::LineTooLong(record::MAX_LINE_BYTES)));
    assert_eq!(error_of("").kind, ErrorKind::NoGame);
    // A byte-order mark at the start is skipped; columns count from after it.
    assert_eq!(record::read_one::<Towers>(&format!("\u{feff}{HEAD}*")).unwrap(), Record::new(Towers::startpos()));
    assert_eq!(error_of("\u{feff}[Game \"Chess\"]\n\n*").column, 7);
    assert_eq!(error_of("\n  \n").kind, ErrorKind::NoGame);
}

#[test]
fn messages_name_the_place_and_the_ply() {
    let error = error_of(&format!("{HEAD}1. c1-c3 d6>a6,b6 2. c3-c9 *\n"));
    assert_eq!(error.to_string(), "line 4, column 22, ply 3: illegal move c3-c9: c9 is not on the board (a1 to f6)");
    let error = error_of(&format!("{HEAD}1. c1-c3 d6>a6,b6 2. a1-a4 *\n"));
    assert_eq!(
        error.to_string(),
        "line 4, column 22, ply 3: illegal move a1-a4: the piece on a1 has 2 balls, so it acts exactly 2 squares away, not 3"
    );
    assert_eq!(
        error_of("[Game \"Chess\"]\n\n*").to_string(),
        "line 1, column 7: unknown game `Chess` (this reader reads `Towers` records)"
    );
}

#[test]
fn the_canonical_record_of_a_seeded_game() {
    let mut game = random_record(Towers::with_config(Config::new(4, 5, 2).unwrap()), 2026, 1000);
    game.set_tag("Event", "boardkit records").unwrap();
    game.set_tag("White", "random mover").unwrap();
    game.set_tag("Brown", "random \"mover\" \\ 2").unwrap();
    let text = record::write(&game);
    assert!(text.lines().all(|line| line.chars().count() < 80));
    assert_eq!(record::read_one::<Towers>(&text).unwrap(), game);
    insta::assert_snapshot!(text);
}

#[test]
fn setting_tags() {
    let mut game = Record::new(Towers::startpos());
    for reserved in ["Game", "Config", "Position", "Termination", "Winners", "Scores"] {
        assert!(game.set_tag(reserved, "x").is_err(), "{reserved}");
    }
    assert!(game.set_tag("Bad Name", "x").is_err());
    assert!(game.set_tag("Event", "two\nlines").is_err());
    assert_eq!(game.set_tag("Round", "3").unwrap(), None);
    assert_eq!(game.set_tag("Round", "4").unwrap().as_deref(), Some("3"));
    assert_eq!(game.remove_tag("Round").as_deref(), Some("4"));
    assert!(game.tags().is_empty());
}

#[test]
fn undo_keeps_the_record_consistent() {
    let mut game = random_record(Towers::startpos(), 7, 20);
    let replayed = random_record(Towers::startpos(), 7, 12);
    game.truncate(12);
    assert_eq!(game, replayed);
    assert_eq!(game.game(), replayed.game());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Random games: write, then read, gives the same game; reading then
    /// writing canonical text gives the same text.
    #[test]
    fn random_games_round_trip(config in config(), seed in any::<u64>(), plies in 0usize..300, mid in any::<bool>()) {
        let start = if mid { random_record(Towers::with_config(config), !seed, 7).game().to_string().parse().unwrap() } else { Towers::with_config(config) };
        let game = random_record(start, seed, plies);
        let text = record::write(&game);
        // Tag lines are as long as their values; the movetext is wrapped.
        prop_assert!(text.lines().filter(|line| !line.starts_with('[')).all(|line| line.chars().count() < 80), "{}", text);
        let read = record::read_one::<Towers>(&text).unwrap();
        prop_assert_eq!(&read, &game);
        prop_assert_eq!(read.game(), game.game());
        prop_assert_eq!(record::write_with(&read, Notation::Readable), text.clone());
        // Every strict prefix but the one missing only the final newline is an error.
        let cuts: Vec<usize> = text.char_indices().map(|(i, _)| i).filter(|&i| i + 1 < text.len()).collect();
        for &cut in cuts.iter().step_by(7) {
            prop_assert!(record::read_one::<Towers>(&text[..cut]).is_err(), "{}", &text[..cut]);
        }
    }

    /// Random bytes never panic or hang the reader.
    #[test]
    fn random_bytes_are_errors_not_panics(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        for result in Reader::<Towers, _>::new(&bytes[..]) {
            let _ = result;
        }
        let text = String::from_utf8_lossy(&bytes);
        let _ = record::read::<Towers>(&format!("[Game \"Towers\"]\n{text}"));
    }

    /// Damaged records (bytes replaced, inserted or removed) read as an error
    /// or as a game whose canonical text reads back the same.
    #[test]
    fn damaged_records_never_panic(seed in any::<u64>(), edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..6)) {
        let mut bytes = record::write(&random_record(Towers::startpos(), seed, 40)).into_bytes();
        for (at, byte, how) in edits {
            let at = at.index(bytes.len() + 1);
            match how {
                0 if at < bytes.len() => bytes[at] = byte,
                1 => bytes.insert(at, byte),
                _ if at < bytes.len() => { bytes.remove(at); }
                _ => {}
            }
        }
        if let Ok(games) = Reader::<Towers, _>::new(&bytes[..]).collect::<Result<Vec<_>, _>>() {
            for game in games {
                let again = record::read_one::<Towers>(&record::write(&game)).unwrap();
                prop_assert_eq!(again, game);
            }
        }
    }
}
