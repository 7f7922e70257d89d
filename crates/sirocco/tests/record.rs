//! Sirocco game records: throws as moves, rounds as move numbers, scores
//! and winners in tags, custom boards, malformed records and garbage.

use std::sync::Arc;

use boardkit_core::record::{self, ErrorKind, Reader, Record, RecordError};
use boardkit_core::text::GameText;
use boardkit_core::{Game, RandomSource, SplitMix64};
use boardkit_sirocco::{Board, Sirocco};
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
    match record::read_one::<Sirocco>(text) {
        Ok(record) => panic!("read a bad record:\n{text}\nas {record:?}"),
        Err(error) => error,
    }
}

const HEAD: &str = "[Game \"Sirocco\"]\n[Players \"2\"]\n[Board \"reference\"]\n\n";

#[test]
fn throws_and_rounds() {
    let text = format!("{HEAD}1. roll 3 a1-d4 roll 5 m13-h8 2. roll\n6 a1-e3 2... roll 1 *\n");
    let game = record::read_one::<Sirocco>(&text).unwrap();
    assert_eq!(game.moves().len(), 7);
    assert_eq!(game.game().round(), 2);
    let canonical = record::write(&game);
    assert!(canonical.ends_with("\n\n1. roll 3 a1-d4 roll 5 m13-h8 2. roll 6 a1-e3 roll 1 *\n"), "{canonical}");
    assert_eq!(record::read_one::<Sirocco>(&canonical).unwrap(), game);
}

#[test]
fn finished_games_record_winners_and_scores() {
    for players in [2, 3, 4] {
        let game = random_record(Sirocco::startpos(players).unwrap(), u64::from(players), 5000);
        let outcome = game.game().outcome().expect("random Sirocco games end");
        let text = record::write(&game);
        assert!(text.contains(&format!("[Termination \"{}\"]", outcome.reason)), "{text}");
        assert!(text.contains("[Winners \""), "{text}");
        assert!(text.contains("[Scores \"South-West "), "{text}");
        let token = record::result_token(game.game());
        assert_eq!(token == "end", players > 2);
        assert!(text.trim_end().ends_with(token));
        assert_eq!(record::read_one::<Sirocco>(&text).unwrap(), game);

        // A wrong score or winner is refused at its tag.
        let scores_line = text.lines().position(|l| l.starts_with("[Scores")).unwrap() + 1;
        let bad = text.replacen("[Scores \"South-West ", "[Scores \"South-West 9", 1);
        let error = error_of(&bad);
        assert!(matches!(error.kind, ErrorKind::TagMismatch { tag: "Scores", .. }), "{error}");
        assert_eq!((error.line, error.column, error.ply), (scores_line, 9, Some(game.moves().len())));
        let bad = text.replacen("[Winners \"", "[Winners \"nobody, ", 1);
        assert!(matches!(error_of(&bad).kind, ErrorKind::TagMismatch { tag: "Winners", .. }));
        let bad = format!("{}*\n", text.trim_end().strip_suffix(token).unwrap());
        assert!(matches!(error_of(&bad).kind, ErrorKind::ResultMismatch { .. }));
    }
}

#[test]
fn malformed_sirocco_records() {
    let kind = |text: &str| {
        let error = error_of(text);
        (error.line, error.column, error.ply, error.kind)
    };
    // Players missing, wrong, or contradicting the Position.
    let (line, column, _, k) = kind("[Game \"Sirocco\"]\n\n*\n");
    assert_eq!((line, column), (1, 7));
    assert!(matches!(k, ErrorKind::BadSetup { tag: "Players", .. }));
    assert!(matches!(kind("[Game \"Sirocco\"]\n[Players \"5\"]\n\n*\n").3, ErrorKind::BadSetup { tag: "Players", .. }));
    let four = Sirocco::startpos(4).unwrap().to_string();
    let text = format!("[Game \"Sirocco\"]\n[Players \"2\"]\n[Position \"{four}\"]\n\n*\n");
    assert!(matches!(kind(&text).3, ErrorKind::BadSetup { tag: "Players", .. }));
    // An unknown board without its spec; a broken spec.
    let text = "[Game \"Sirocco\"]\n[Players \"2\"]\n[Board \"mine\"]\n\n*\n";
    assert_eq!(kind(text).0, 3);
    assert!(matches!(kind(text).3, ErrorKind::BadSetup { tag: "Board", .. }));
    let text = "[Game \"Sirocco\"]\n[Players \"2\"]\n[BoardSpec \"name x; points a1\"]\n\n*\n";
    assert!(matches!(kind(text).3, ErrorKind::BadSetup { tag: "BoardSpec", .. }));
    // A step when a throw is due; a throw cut off; a bad throw.
    let (line, column, ply, k) = kind(&format!("{HEAD}1. a1-d4 *\n"));
    assert_eq!((line, column, ply), (5, 4, Some(1)));
    assert!(matches!(k, ErrorKind::IllegalMove { .. }), "{k}");
    assert!(matches!(kind(&format!("{HEAD}1. roll")).3, ErrorKind::BadMove { .. }));
    assert!(matches!(kind(&format!("{HEAD}1. roll 7 *")).3, ErrorKind::BadMove { .. }));
    // Round numbers: the second seat's throw is not a new round.
    let (line, column, ply, k) = kind(&format!("{HEAD}1. roll 3 a1-d4 2. roll 5 *\n"));
    assert_eq!((line, column, ply), (5, 17, Some(3)));
    assert!(matches!(k, ErrorKind::BadMoveNumber { expected, .. } if expected == "1..."));
    // A result for a game in progress.
    assert!(matches!(kind(&format!("{HEAD}1. roll 3 a1-d4 1-0\n")).3, ErrorKind::ResultMismatch { .. }));
}

#[test]
fn a_custom_board_travels_in_its_record() {
    let board = Board::from_spec(&Board::reference().to_spec().with_name("copy")).unwrap();
    let game = random_record(Sirocco::with_board(Arc::new(board), 3).unwrap().with_round_limit(Some(4)), 5, 200);
    let text = record::write(&game);
    assert!(text.contains("[Board \"copy\"]\n[BoardSpec \"name copy; points a1 "), "{text}");
    assert!(text.contains("[RoundLimit \"4\"]"), "{text}");
    assert_eq!(record::read_one::<Sirocco>(&text).unwrap(), game);
}

#[test]
fn the_canonical_record_of_a_seeded_game() {
    let mut game = random_record(Sirocco::startpos(3).unwrap(), 2026, 5000);
    game.set_tag("Event", "boardkit records").unwrap();
    let text = record::write(&game);
    assert!(text.lines().filter(|l| !l.starts_with('[')).all(|line| line.chars().count() < 80));
    assert_eq!(record::read_one::<Sirocco>(&text).unwrap(), game);
    insta::assert_snapshot!(text);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Random games (from the start or from a position, with or without a
    /// round limit): write then read gives the same game, and the text is
    /// canonical.
    #[test]
    fn random_games_round_trip(players in 2u8..=4, seed in any::<u64>(), plies in 0usize..400, mid in any::<bool>(), limit in prop::option::of(1u32..20)) {
        let fresh = Sirocco::startpos(players).unwrap().with_round_limit(limit);
        let start = if mid { random_record(fresh, !seed, 9).game().clone() } else { fresh };
        let game = random_record(start, seed, plies);
        let text = record::write(&game);
        let read = record::read_one::<Sirocco>(&text).unwrap();
        prop_assert_eq!(&read, &game);
        prop_assert_eq!(record::write(&read), text.clone());
        prop_assert!(record::read_one::<Sirocco>(&text[..text.len() - 2]).is_err());
    }

    /// Random and damaged bytes never panic or hang the reader.
    #[test]
    fn garbage_is_an_error(seed in any::<u64>(), edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..6), bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let mut text = record::write(&random_record(Sirocco::startpos(2).unwrap(), seed, 30)).into_bytes();
        for (at, byte) in edits {
            let at = at.index(text.len());
            text[at] = byte;
        }
        text.extend_from_slice(&bytes);
        // The reader stops after its first error; every game before it is sound.
        for game in Reader::<Sirocco, _>::new(&text[..]).map_while(Result::ok) {
            prop_assert_eq!(record::read_one::<Sirocco>(&record::write(&game)).unwrap(), game);
        }
    }
}

#[test]
fn setup_tags_take_only_their_canonical_numbers_and_a_matching_board_name() {
    let kind = |text: &str| error_of(text).kind;
    // Numbers as the writer writes them: no sign, no leading zero.
    for players in ["02", "+2", "3 "] {
        let text = format!("[Game \"Sirocco\"]\n[Players \"{players}\"]\n\n*\n");
        assert!(matches!(kind(&text), ErrorKind::BadSetup { tag: "Players", .. }), "Players {players:?}");
    }
    for limit in ["04", "+4"] {
        let text = format!("[Game \"Sirocco\"]\n[Players \"2\"]\n[RoundLimit \"{limit}\"]\n\n*\n");
        assert!(matches!(kind(&text), ErrorKind::BadSetup { tag: "RoundLimit", .. }), "RoundLimit {limit:?}");
    }
    let limited = "[Game \"Sirocco\"]\n[Players \"2\"]\n[RoundLimit \"4\"]\n\n*\n";
    assert_eq!(record::read_one::<Sirocco>(limited).unwrap().game().round_limit(), Some(4));
    // A Board tag naming another board than its BoardSpec describes.
    let spec = Board::reference().to_spec().with_name("copy").to_string().replace('\n', "; ");
    let text = format!("[Game \"Sirocco\"]\n[Players \"2\"]\n[Board \"other\"]\n[BoardSpec \"{spec}\"]\n\n*\n");
    assert!(matches!(kind(&text), ErrorKind::BadSetup { tag: "Board", .. }), "{text}");
    let text = format!("[Game \"Sirocco\"]\n[Players \"2\"]\n[Board \"copy\"]\n[BoardSpec \"{spec}\"]\n\n*\n");
    assert_eq!(record::read_one::<Sirocco>(&text).unwrap().game().board().name(), "copy");
}
