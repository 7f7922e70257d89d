//! The text layer (`boardkit::core::text`) on the real games: every legal
//! move written in each notation reads back as itself, position specs and
//! sessions round-trip, messages name the input once and cut, and random or
//! malformed text never panics and never changes a game.

use boardkit::core::record::Notation;
use boardkit::core::text::{self, GameText, MoveError, QUOTE_CHARS, SpecError};
use boardkit::core::{Session, SplitMix64, random_move};
use proptest::prelude::*;

/// Plays a seeded random game of `G` from `spec`, checking at every state
/// that each legal move, written in each of the game's notations, reads back
/// as that move, and that the session's spec reads back to the session.
fn check_round_trips<G: GameText>(spec: &str, seed: u64, plies: usize) {
    let mut session: Session<G> = Session::from_spec(spec).unwrap_or_else(|error| panic!("{spec}: {error}"));
    let mut rng = SplitMix64::new(seed);
    for _ in 0..plies {
        let game = session.game().clone();
        for mv in game.legal_moves().iter() {
            for &notation in G::NOTATIONS {
                let written = game.write_move(mv, notation);
                assert_eq!(game.read_move(&written).as_ref(), Ok(mv), "{} {notation:?}: {written}", G::NAME);
            }
        }
        let again: Session<G> = Session::from_spec(&session.spec()).unwrap_or_else(|error| panic!("{error}"));
        assert_eq!(again.game(), session.game(), "{}", session.spec());
        let Some(mv) = random_move(&game, &mut rng) else { break };
        let typed = game.write_move(&mv, *G::NOTATIONS.last().unwrap_or(&Notation::Standard));
        assert_eq!(session.play_text(&typed), Ok(mv));
    }
    let text = session.record_text(Notation::Readable);
    assert_eq!(Session::<G>::from_record_text(&text).as_ref(), Ok(&session));
}

#[cfg(feature = "scirocco")]
#[test]
fn scirocco_moves_and_specs_round_trip() {
    use boardkit::scirocco::Scirocco;
    for seed in 0..3 {
        check_round_trips::<Scirocco>("startpos", seed, 40);
    }
    assert_eq!(
        text::read_spec::<Scirocco>("startpos moves P e3-e4 e8e7").unwrap(),
        Scirocco::from_spec("startpos moves e3e4 e8e7").unwrap()
    );
    // The slip corrections of `Scirocco::parse_move`, through the layer.
    let mut session = Session::<Scirocco>::startpos().unwrap();
    let error = session.play_text("e3-e4").unwrap_err();
    assert!(error.to_string().starts_with("bad move `e3-e4`: "), "{error}");
    assert!(error.to_string().contains("`e3e4`"), "{error}");
    assert_eq!(
        session.play_text("P e3-e5").unwrap_err().to_string(),
        "illegal move `P e3-e5` (e3e5): the Blue Pawn on e3 cannot move to e5: that is not one of its moves here"
    );
    assert!(session.moves().is_empty());
    // One start: a number is refused.
    let error = text::read_spec::<Scirocco>("startpos:2").unwrap_err();
    assert_eq!(error.to_string(), "bad Scirocco position: Scirocco has one start position, `startpos`");
}

#[cfg(feature = "sirocco")]
#[test]
fn sirocco_moves_and_specs_round_trip() {
    use boardkit::sirocco::Sirocco;
    for (spec, seed) in [("startpos:2", 1), ("startpos:3", 2), ("startpos", 3)] {
        check_round_trips::<Sirocco>(spec, seed, 60);
    }
    assert_eq!(text::read_spec::<Sirocco>("startpos:3").unwrap().seats().len(), 3);
    assert_eq!(text::read_spec::<Sirocco>("startpos").unwrap().seats().len(), 4);
    let error = text::read_spec::<Sirocco>("startpos:5").unwrap_err();
    assert_eq!(error.to_string(), "bad Sirocco state: Sirocco is played by 2, 3 or 4 players, not 5");
    let error = text::read_spec::<Sirocco>("begin").unwrap_err();
    assert!(error.to_string().ends_with("; the start position is `startpos:<players>`"), "{error}");
    // Players by seat number (as the board draws them), name or code.
    let game = text::read_spec::<Sirocco>("startpos:2").unwrap();
    let seats = game.seats().to_vec();
    assert_eq!(game.read_player("3"), Some(seats[1]));
    assert_eq!(game.read_player("2"), None);
    assert_eq!(game.read_player("sw"), Some(seats[0]));
    assert_eq!(game.read_player("North-East"), Some(seats[1]));
}

#[cfg(feature = "towers")]
#[test]
fn towers_moves_and_specs_round_trip() {
    use boardkit::towers::{Side, Towers};
    for seed in 0..3 {
        check_round_trips::<Towers>("startpos", seed, 60);
    }
    let game = Towers::startpos();
    assert_eq!(game.read_player("W"), Some(Side::White));
    assert_eq!(game.read_player("brown"), Some(Side::Brown));
    assert_eq!(game.read_player("2"), Some(Side::Brown));
    let error = text::read_spec::<Towers>("startpos c1-c3").unwrap_err();
    assert_eq!(error, SpecError::MissingMovesKeyword { suggestion: "startpos moves c1-c3".into() });
    let error = text::read_spec::<Towers>("startpos moves c1-c3 zz").unwrap_err();
    assert!(matches!(&error, SpecError::Move { index: 2, error: MoveError::Unreadable { .. } }), "{error}");
    assert!(error.to_string().starts_with("move 2: bad move `zz`: "), "{error}");
}

#[cfg(all(feature = "scirocco", feature = "sirocco", feature = "towers", feature = "variant"))]
#[test]
fn the_catalog_serves_every_game_by_name() {
    let catalog = boardkit::catalog();
    for (name, spec, mv) in [
        ("scirocco", "startpos", "P e3-e4"),
        ("sirocco", "startpos:2", "roll 3"),
        ("towers", "startpos", "c1-c3"),
        ("variant", "capablanca", "e2e4"),
    ] {
        let mut game = catalog.open(name, spec).unwrap_or_else(|error| panic!("{name}: {error}"));
        assert_eq!(game.game_name().to_lowercase(), name);
        let before = game.state_text();
        assert!(game.play_text("no such move").is_err());
        assert_eq!(game.state_text(), before);
        game.play_text(mv).unwrap_or_else(|error| panic!("{name}: {error}"));
        let record = game.record_text(Notation::Standard);
        assert_eq!(catalog.read_record(&record).unwrap().state_text(), game.state_text());
        assert!(game.undo().is_some());
        assert_eq!(game.state_text(), before);
    }
    let error = catalog.open("chess", "startpos").err().unwrap();
    assert_eq!(error.to_string(), "unknown game `chess` (expected scirocco, sirocco, towers or variant)");
}

/// A long bad move or spec gives a message of a line, in every game.
#[test]
fn long_input_gives_a_short_message() {
    fn check<G: GameText>(start: &str) {
        let long = format!("a1{}", "x".repeat(60_000));
        let mut session = Session::<G>::from_spec(start).unwrap();
        let before = session.clone();
        let message = session.play_text(&long).unwrap_err().to_string();
        assert!(message.chars().count() < 300, "{}: {} chars", G::NAME, message.chars().count());
        assert_eq!(session, before);
        for spec in [long.clone(), format!("{start} moves {long}"), format!("{start} {long}"), format!("{long} moves")]
        {
            let message = text::read_spec::<G>(&spec).unwrap_err().to_string();
            assert!(message.chars().count() < 2 * QUOTE_CHARS + 500, "{}: {} chars", G::NAME, message.len());
        }
    }
    #[cfg(feature = "scirocco")]
    check::<boardkit::scirocco::Scirocco>("startpos");
    #[cfg(feature = "sirocco")]
    check::<boardkit::sirocco::Sirocco>("startpos:2");
    #[cfg(feature = "towers")]
    check::<boardkit::towers::Towers>("startpos");
    // The games' own errors quote a long input cut too.
    #[cfg(feature = "scirocco")]
    {
        let long = format!("P e3-e4{}", "!".repeat(60_000));
        let error = boardkit::scirocco::Scirocco::startpos().parse_move(&long).unwrap_err();
        assert!(error.to_string().chars().count() < 300, "{} chars", error.to_string().len());
    }
}

/// Words of the games' texts mixed with anything.
fn game_text() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        Just("startpos".to_string()),
        Just("startpos:2".to_string()),
        Just("moves".to_string()),
        Just("roll".to_string()),
        Just("pass".to_string()),
        Just("P".to_string()),
        "[a-j][0-9]{1,2}[a-j][0-9]{1,2}",
        "[a-f][1-6][-x>][a-f][1-6]",
        "[a-p][0-9]{1,2}-[a-p][0-9]{1,2}",
        "[0-9/bBtTwW|:]{1,12}",
        "\\PC{0,8}",
        any::<String>(),
    ];
    prop::collection::vec(word, 0..10).prop_map(|words| words.join(" "))
}

/// A spec reads to a session whose own spec reads back to it, or is refused
/// with a bounded message; a typed move plays or changes nothing.
fn check_random<G: GameText>(spec: &str, typed: &str, start: &str) -> Result<(), TestCaseError> {
    match Session::<G>::from_spec(spec) {
        Ok(session) => {
            let again = Session::<G>::from_spec(&session.spec()).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(again.game(), session.game());
        }
        Err(error) => prop_assert!(error.to_string().chars().count() < 2 * QUOTE_CHARS + 500),
    }
    let mut session = Session::<G>::from_spec(start).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let before = session.clone();
    match session.play_text(typed) {
        Ok(mv) => {
            let mut expected = before.game().clone();
            prop_assert!(expected.play(&mv).is_ok());
            prop_assert_eq!(session.game(), &expected);
        }
        Err(error) => {
            prop_assert_eq!(&session, &before);
            prop_assert!(error.to_string().chars().count() < 2 * QUOTE_CHARS + 500);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[cfg(feature = "scirocco")]
    #[test]
    fn scirocco_random_text(spec in game_text(), typed in game_text()) {
        check_random::<boardkit::scirocco::Scirocco>(&spec, &typed, "startpos moves e3e4")?;
    }

    #[cfg(feature = "sirocco")]
    #[test]
    fn sirocco_random_text(spec in game_text(), typed in game_text()) {
        check_random::<boardkit::sirocco::Sirocco>(&spec, &typed, "startpos:2 moves roll 3")?;
    }

    #[cfg(feature = "towers")]
    #[test]
    fn towers_random_text(spec in game_text(), typed in game_text()) {
        check_random::<boardkit::towers::Towers>(&spec, &typed, "startpos moves c1-c3")?;
    }
}
