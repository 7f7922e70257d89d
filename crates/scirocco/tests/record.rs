//! Scirocco game records: both notations, start arrays, the variant,
//! malformed records and garbage.

use boardkit_core::record::{self, ErrorKind, Notation, Reader, Record, RecordError};
use boardkit_core::text::GameText;
use boardkit_core::{RandomSource, SplitMix64};
use boardkit_scirocco::{RuleOptions, Scirocco, StartArray};
use proptest::prelude::*;

/// A random game from `start` of at most `max_plies`, each move picked from
/// the legal moves sorted by text.
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

fn error_of(text: &str) -> RecordError {
    match record::read_one::<Scirocco>(text) {
        Ok(record) => panic!("read a bad record:\n{text}\nas {record:?}"),
        Err(error) => error,
    }
}

const HEAD: &str = "[Game \"Scirocco\"]\n\n";

#[test]
fn both_notations_read_even_mixed() {
    let coordinates = record::read_one::<Scirocco>(&format!("{HEAD}1. e3e4 e8e7 2. c3c4 *")).unwrap();
    let readable = record::read_one::<Scirocco>(&format!("{HEAD}1. P e3-e4 P e8-e7 2. Gu c3-c4 *")).unwrap();
    let mixed = record::read_one::<Scirocco>(&format!("{HEAD}1. P e3-e4 e8e7 2. Gu\nc3-c4 *")).unwrap();
    assert_eq!(coordinates, readable);
    assert_eq!(coordinates, mixed);
    assert_eq!(record::write_with(&mixed, Notation::Readable), format!("{HEAD}1. P e3-e4 P e8-e7 2. Gu c3-c4 *\n"));
}

#[test]
fn an_illegal_move_names_its_line_column_and_ply() {
    let text = "[Game \"Scirocco\"]\n[Event \"x\"]\n\n1. e3e4 e8e7 2. e4e5 e7e6\n3. c3c4 d8d7 4. e3e5 *\n";
    let error = error_of(text);
    assert_eq!(error.to_string(), "line 5, column 17, ply 7: illegal move e3e5: there is no piece on e3");
    let error = error_of(&format!("{HEAD}1. Gu e3-e4 *"));
    assert_eq!(
        error.to_string(),
        "line 3, column 4, ply 1: bad move `Gu e3-e4`: the piece on e3 is a Pawn (P), not a Guard (Gu)"
    );
    let error = error_of(&format!("{HEAD}1. e3e4 e8e7 2. e4e5 1...e7e6 *"));
    assert!(matches!(error.kind, ErrorKind::BadMoveNumber { .. }), "{error}");
    assert_eq!((error.line, error.column, error.ply), (3, 22, Some(4)));
}

#[test]
fn start_arrays_variant_and_positions() {
    let mut rng = SplitMix64::new(3);
    let arrays: Vec<StartArray> = StartArray::all().collect();
    for _ in 0..8 {
        let array = arrays[rng.below(512) as usize];
        let game = random_record(Scirocco::from_array(array), rng.next_u64(), 30);
        let text = record::write(&game);
        assert_eq!(text.contains("[Array \""), array != StartArray::DEFAULT, "{text}");
        assert!(!text.contains("[Position"), "{text}");
        assert_eq!(record::read_one::<Scirocco>(&text).unwrap(), game);
    }
    let literal = random_record(Scirocco::startpos().with_options(RuleOptions::LITERAL_DERVISH), 4, 40);
    let text = record::write(&literal);
    assert!(text.contains("[Variant \"literal-dervish\"]"), "{text}");
    let read = record::read_one::<Scirocco>(&text).unwrap();
    assert_eq!(read.game().position().options(), RuleOptions::LITERAL_DERVISH);
    assert_eq!(read, literal);

    let bad = |text: &str, tag: &str, line: usize| {
        let error = error_of(text);
        assert!(matches!(&error.kind, ErrorKind::BadSetup { tag: t, .. } if *t == tag), "{error}");
        assert_eq!(error.line, line, "{error}");
    };
    bad("[Game \"Scirocco\"]\n[Array \"mirror XX\"]\n\n*", "Array", 2);
    bad("[Game \"Scirocco\"]\n[Variant \"chess\"]\n\n*", "Variant", 2);
    bad("[Game \"Scirocco\"]\n[Position \"10/10 b\"]\n\n*", "Position", 2);
    let both = format!("[Game \"Scirocco\"]\n[Array \"mirror\"]\n[Position \"{}\"]\n\n*", Scirocco::startpos());
    bad(&both, "Array", 2);
}

#[test]
fn a_won_game_and_its_contradictions() {
    let game = (0..50)
        .map(|seed| random_record(Scirocco::startpos(), seed, 2000))
        .find(|game| game.game().outcome().is_some())
        .expect("a finished random game");
    let outcome = game.game().outcome().unwrap();
    let text = record::write(&game);
    assert!(text.contains(&format!("[Termination \"{}\"]", outcome.reason)), "{text}");
    let token = record::result_token(game.game());
    assert!(token == "1-0" || token == "0-1");
    assert_eq!(record::read_one::<Scirocco>(&text).unwrap(), game);
    let readable = record::write_with(&game, Notation::Readable);
    assert_eq!(record::read_one::<Scirocco>(&readable).unwrap(), game);
    let flipped = if token == "1-0" { "0-1" } else { "1-0" };
    let bad = format!("{}{flipped}\n", text.trim_end().strip_suffix(token).unwrap());
    let error = error_of(&bad);
    assert!(matches!(error.kind, ErrorKind::ResultMismatch { .. }), "{error}");
    assert!(error.to_string().ends_with(&format!("which ends `{token}`: {outcome}")), "{error}");
}

#[test]
fn the_canonical_record_of_a_seeded_game() {
    let mut game = random_record(Scirocco::startpos(), 2026, 60);
    game.set_tag("Event", "boardkit records").unwrap();
    game.set_tag("Blue", "random mover").unwrap();
    game.set_tag("Tan", "random mover").unwrap();
    let text = record::write(&game);
    let readable = record::write_with(&game, Notation::Readable);
    for text in [&text, &readable] {
        assert!(text.lines().all(|line| line.chars().count() < 80));
        assert_eq!(record::read_one::<Scirocco>(text).unwrap(), game);
    }
    insta::assert_snapshot!("coordinates", text);
    insta::assert_snapshot!("readable", readable);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random games in both notations, from the start, a random array or a
    /// position text: write then read gives the same game; the text is canonical.
    #[test]
    fn random_games_round_trip(seed in any::<u64>(), plies in 0usize..200, start in 0u8..3, readable in any::<bool>()) {
        let array = StartArray::all().nth((seed % 512) as usize).unwrap();
        let start = match start {
            0 => Scirocco::startpos(),
            1 => Scirocco::from_array(array),
            _ => Scirocco::from_fen(&random_record(Scirocco::from_array(array), !seed, 11).game().to_string()).unwrap(),
        };
        let game = random_record(start, seed, plies);
        let notation = if readable { Notation::Readable } else { Notation::Standard };
        let text = record::write_with(&game, notation);
        let read = record::read_one::<Scirocco>(&text).unwrap();
        prop_assert_eq!(&read, &game);
        prop_assert_eq!(record::write_with(&read, notation), text.clone());
        prop_assert!(record::read_one::<Scirocco>(&text[..text.len() - 2]).is_err());
    }

    /// Random and damaged bytes never panic or hang the reader.
    #[test]
    fn garbage_is_an_error(seed in any::<u64>(), edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..6)) {
        let mut text = record::write_with(&random_record(Scirocco::startpos(), seed, 30), Notation::Readable).into_bytes();
        for (at, byte) in edits {
            let at = at.index(text.len());
            text[at] = byte;
        }
        // The reader stops after its first error; every game before it is sound.
        for game in Reader::<Scirocco, _>::new(&text[..]).map_while(Result::ok) {
            prop_assert_eq!(record::read_one::<Scirocco>(&record::write(&game)).unwrap(), game);
        }
    }
}
