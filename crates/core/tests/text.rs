//! The text layer on the toy game (three players, a die, scores): position
//! specs with numbered starts, typed moves and their refusals, sessions with
//! undo and records, players by name or number, the catalog of games by
//! name, and random or malformed text thrown at every reader (never a panic,
//! never a change, never a message that grows with its input).

mod common;

use boardkit_core::record::Notation;
use boardkit_core::text::{self, Catalog, GameText, MoveError, OpenError, QUOTE_CHARS, SpecError, cut};
use boardkit_core::{Game, Session};
use common::{Bug, ToyMove, ToyRace};
use proptest::prelude::*;

#[test]
fn specs_read_starts_states_and_moves() {
    let start: ToyRace = text::read_spec("startpos").unwrap();
    assert_eq!(start, ToyRace::new(Bug::None));
    let numbered: ToyRace = text::read_spec("startpos:7").unwrap();
    assert_eq!(numbered.points, [7, 7, 7]);
    let played: ToyRace = text::read_spec("  startpos:7 moves roll 3 take  ").unwrap();
    assert_eq!(played.to_string(), "10 7 7 p1");
    assert!(played.outcome().is_some());
    let state: ToyRace = text::read_spec("1 2 3 p2 r2 moves pass").unwrap();
    assert_eq!(state.to_string(), "1 2 3 p0");
    // A spec's moves are its parts: start, moves, state.
    let (start, moves, game) = text::read_spec_parts::<ToyRace>("startpos moves roll 2 take").unwrap();
    assert_eq!(start, ToyRace::new(Bug::None));
    assert_eq!(moves, [ToyMove::Throw(2), ToyMove::Take]);
    assert_eq!(game.points, [2, 0, 0]);
    // `moves` with nothing after it is no moves.
    assert_eq!(text::read_spec::<ToyRace>("startpos moves").unwrap(), ToyRace::new(Bug::None));
}

#[test]
fn spec_errors_say_which_part_is_wrong() {
    let error = |spec: &str| text::read_spec::<ToyRace>(spec).unwrap_err();
    assert_eq!(error(""), SpecError::Empty { start: "startpos:<points>" });
    assert_eq!(error("moves take"), SpecError::Empty { start: "startpos:<points>" });
    assert_eq!(error("startpos:12").to_string(), "bad ToyRace position: a toy race starts at 0 to 9 points, not 12");
    assert!(error("startpos:x").to_string().starts_with("bad ToyRace position: `startpos:x` does not name a start"));
    assert!(error("startpos:+3").to_string().contains("does not name a start"));
    // A plain word is pointed to the start; a state text is not.
    assert_eq!(
        error("start").to_string(),
        "bad ToyRace position: not a toy state: `start`; the start position is `startpos:<points>`"
    );
    assert!(!error("1 2 p0").to_string().contains("start position"));
    // Moves without their keyword: the spec meant.
    assert_eq!(
        error("startpos roll 1 take"),
        SpecError::MissingMovesKeyword { suggestion: "startpos moves roll 1 take".into() }
    );
    // A bad or illegal move is named by its number.
    assert_eq!(
        error("startpos moves roll 1 jump").to_string(),
        "move 2: bad move `jump`: expected `roll N`, `take` or `pass`"
    );
    assert_eq!(error("startpos moves take").to_string(), "move 1: illegal move `take`: illegal move take");
    assert!(matches!(
        error("startpos moves roll 1 roll 2"),
        SpecError::Move { index: 2, error: MoveError::Illegal { .. } }
    ));
}

#[test]
fn sessions_play_typed_moves_undo_and_keep_records() {
    let mut session: Session<ToyRace> = Session::from_spec("startpos moves roll 2").unwrap();
    assert_eq!(session.moves(), [ToyMove::Throw(2)]);
    let before = session.clone();
    // Refused texts change nothing.
    for bad in ["roll 9", "", "   ", "take take", "pass\u{0}"] {
        assert!(matches!(session.play_text(bad), Err(MoveError::Unreadable { .. })), "{bad:?}");
        assert_eq!(session, before);
    }
    assert_eq!(
        session.play_text("roll 1").unwrap_err(),
        MoveError::Illegal { text: "roll 1".into(), standard: "roll 1".into(), reason: "illegal move roll 1".into() }
    );
    assert_eq!(session, before);
    assert_eq!(session.play_text("  take ").unwrap(), ToyMove::Take);
    assert_eq!(session.game().points, [2, 0, 0]);
    let (state, last) = session.last().unwrap();
    assert_eq!((state.to_string(), *last), ("0 0 0 p0 r2".to_string(), ToyMove::Take));
    assert_eq!(session.spec(), "startpos moves roll 2 take");
    assert_eq!(session.move_texts(Notation::Readable), ["roll 2", "take"]);

    session.set_tag("Event", "Club night").unwrap();
    let text = session.record_text(Notation::Standard);
    assert_eq!(Session::<ToyRace>::from_record_text(&text).unwrap(), session);

    assert_eq!(session.undo(), Some(ToyMove::Take));
    assert_eq!(session.undo(), Some(ToyMove::Throw(2)));
    assert_eq!(session.undo(), None);
    assert_eq!(session.game(), session.start());
    assert_eq!(session.spec(), "startpos");
    // A session from a state text writes that text as its spec.
    let session: Session<ToyRace> = Session::from_spec("3 3 3 p1 moves roll 1").unwrap();
    assert_eq!(session.spec(), "3 3 3 p1 moves roll 1");
    assert_eq!(Session::<ToyRace>::from_spec(&session.spec()).unwrap(), session);
}

#[test]
fn unchecked_play_of_listed_moves_equals_checked_play() {
    // Every listed move, played unchecked, gives the session that the
    // checked play gives: the same moves, the same state, the same record.
    let mut unchecked: Session<ToyRace> = Session::startpos().unwrap();
    let mut checked = unchecked.clone();
    let mut moves = Vec::new();
    for ply in 0..12 {
        unchecked.game().generate_moves(&mut moves);
        let Some(mv) = moves.get(ply % moves.len().max(1)).copied() else { break };
        unchecked.play_unchecked(mv);
        checked.play(mv).unwrap();
        assert_eq!(unchecked, checked, "after ply {}", ply + 1);
    }
    assert_eq!(unchecked.moves().len(), 12);
    assert_eq!(unchecked.record_text(Notation::Standard), checked.record_text(Notation::Standard));
    assert_eq!(unchecked.undo(), checked.undo());
    assert_eq!(unchecked, checked);
}

#[test]
fn players_by_name_or_number() {
    let game = ToyRace::new(Bug::None);
    assert_eq!(game.read_player("0"), Some(0)); // its name
    assert_eq!(game.read_player(" 3 "), Some(2)); // its number, counted from 1
    assert_eq!(game.read_player("4"), None);
    assert_eq!(game.read_player(""), None);
    assert_eq!(game.read_player("one"), None);
}

#[test]
fn the_catalog_opens_any_registered_game_by_name() {
    let mut catalog = Catalog::new();
    catalog.register::<ToyRace>().register::<ToyRace>();
    assert_eq!(catalog.names(), ["ToyRace"]);
    assert_eq!(catalog.find("TOYRACE"), Some("ToyRace"));

    let mut game = catalog.open("toyrace", "startpos:8").unwrap();
    assert_eq!(game.game_name(), "ToyRace");
    assert!(game.move_help().contains("roll"));
    assert!(game.chance_due());
    assert_eq!(game.to_move(), None);
    assert_eq!(game.legal_moves(Notation::Standard), ["roll 1", "roll 2", "roll 3"]);
    assert_eq!(game.play_text("roll 2").unwrap(), "roll 2");
    assert_eq!(game.to_move(), Some(0));
    assert_eq!(game.players(), ["0", "1", "2"]);
    assert_eq!(game.read_player("2"), Some(1));
    game.play_text("take").unwrap();
    assert_eq!(game.outcome().as_deref(), Some("0 wins (reached 10 points)"));
    assert_eq!(game.plies(), 2);
    assert_eq!(game.moves(Notation::Standard), ["roll 2", "take"]);
    assert_eq!(game.undo().as_deref(), Some("take"));
    assert_eq!(game.outcome(), None);
    game.set_tag("Site", "here").unwrap();
    let record = game.record_text(Notation::Standard);
    let again = catalog.read_record(&record).unwrap();
    assert_eq!(again.state_text(), game.state_text());
    assert_eq!(catalog.open("ToyRace", &game.spec()).unwrap().state_text(), game.state_text());

    let unknown = catalog.open("chess", "startpos").err().unwrap();
    assert_eq!(unknown.to_string(), "unknown game `chess` (expected toyrace)");
    assert!(matches!(catalog.open("toyrace", "nonsense"), Err(OpenError::Spec(_))));
    let other = record.replace("ToyRace", "Chess");
    assert!(matches!(catalog.read_record(&other), Err(OpenError::UnknownGame { .. })));
}

#[test]
fn long_inputs_give_short_messages() {
    let long = "x".repeat(60_000);
    let mut session: Session<ToyRace> = Session::startpos().unwrap();
    let error = session.play_text(&long).unwrap_err();
    assert!(error.to_string().chars().count() < 120, "{error}");
    assert!(error.to_string().contains(&cut(&long)));
    for spec in
        [long.clone(), format!("startpos moves {long}"), format!("startpos {long}"), format!("{long} moves take")]
    {
        let message = text::read_spec::<ToyRace>(&spec).unwrap_err().to_string();
        assert!(message.chars().count() < 600, "{} chars: {}", message.len(), cut(&message));
    }
    // Many words before `moves`: the keyword search looks at a few of them.
    let words = "roll 1 ".repeat(20_000);
    let message = text::read_spec::<ToyRace>(&format!("startpos {words}")).unwrap_err().to_string();
    assert!(message.chars().count() < 600, "{message}");
    assert!(
        message.starts_with("moves after a position follow the keyword `moves`: did you mean `startpos moves roll 1")
    );
    assert_eq!(cut(&"é".repeat(QUOTE_CHARS)), "é".repeat(QUOTE_CHARS));
    assert_eq!(cut(&"é".repeat(QUOTE_CHARS + 1)), format!("{}…", "é".repeat(QUOTE_CHARS)));
}

/// Text that looks a little like the toy's: its words and digits mixed with
/// anything.
fn toy_text() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        Just("startpos".to_string()),
        Just("startpos:".to_string()),
        Just("moves".to_string()),
        Just("roll".to_string()),
        Just("take".to_string()),
        Just("pass".to_string()),
        "[0-9]{1,3}",
        "p[0-9]",
        "r[0-9]",
        "\\PC{0,6}",
        any::<String>(),
    ];
    prop::collection::vec(word, 0..12).prop_map(|words| words.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// A spec either reads (and then writes back as a spec that reads to
    /// the same session) or is refused with a short message; never a panic.
    #[test]
    fn random_specs_read_or_are_refused(spec in toy_text()) {
        match Session::<ToyRace>::from_spec(&spec) {
            Ok(session) => {
                let again = Session::<ToyRace>::from_spec(&session.spec());
                prop_assert_eq!(again.as_ref(), Ok(&session));
            }
            Err(error) => prop_assert!(error.to_string().chars().count() < 2 * QUOTE_CHARS + 500, "{}", error),
        }
    }

    /// A typed move either plays exactly the move it reads as, or changes
    /// nothing.
    #[test]
    fn random_moves_play_or_change_nothing(spec in "startpos(:[0-9])?( moves roll [1-3]( take| pass)?)?", typed in toy_text()) {
        let mut session = Session::<ToyRace>::from_spec(&spec).unwrap();
        let before = session.clone();
        match session.play_text(&typed) {
            Ok(mv) => {
                prop_assert_eq!(session.moves().len(), before.moves().len() + 1);
                let mut expected = before.game().clone();
                expected.play(&mv).unwrap();
                prop_assert_eq!(session.game(), &expected);
                prop_assert_eq!(before.game().read_move(&typed).ok(), Some(mv));
            }
            Err(error) => {
                prop_assert_eq!(&session, &before);
                prop_assert!(error.to_string().chars().count() < 2 * QUOTE_CHARS + 500, "{}", error);
            }
        }
    }
}
