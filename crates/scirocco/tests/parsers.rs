//! Property tests: every parser takes arbitrary and mutated input without
//! panicking, and whatever it accepts prints back to itself.

use boardkit_core::{RandomSource, SplitMix64};
use boardkit_scirocco::{Move, MoveTextError, Position, STARTPOS_FEN, Scirocco, Setup, SpecError, StartArray};
use proptest::prelude::*;

const SAMPLE_FENS: [&str; 3] = [
    STARTPOS_FEN,
    "y2+s1p1+hv1/+p2u4+v1/5pp+y2/T1+A1Pp2+di/aco+g3P+k+M/1WK4+n1D/+FPp1+U2F+w1/1H2+C1P1M1/3+ON5/3+IS+T2G1 t 50",
    "k9/2P1K5/10/3p6/6+Vp2/1+w3PV1P1/1+Fp1C5/p+D8/4+V5/9p b",
];

/// `text` with one character replaced (op 0), inserted (op 1) or removed (op 2).
fn mutate(text: &str, op: u8, index: prop::sample::Index, c: char) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let at = index.index(chars.len() + 1);
    match op {
        0 if at < chars.len() => chars[at] = c,
        1 => chars.insert(at.min(chars.len()), c),
        _ if at < chars.len() => {
            chars.remove(at);
        }
        _ => chars.push(c),
    }
    chars.into_iter().collect()
}

/// The game after `plies` random legal moves from a random start array.
fn random_game(seed: u64, plies: usize) -> Scirocco {
    let mut rng = SplitMix64::new(seed);
    let arrays: Vec<StartArray> = StartArray::all().collect();
    let mut game = Scirocco::from_array(arrays[rng.below(arrays.len() as u64) as usize]);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        if game.play(&mv).is_err() {
            break;
        }
    }
    game
}

/// A valid text with one character replaced, inserted or removed.
fn mutation(texts: &'static [&'static str]) -> impl Strategy<Value = String> {
    (0..texts.len(), any::<prop::sample::Index>(), 0u8..3, prop::char::range(' ', '~'))
        .prop_map(move |(which, index, op, c)| mutate(texts[which], op, index, c))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn position_text_never_panics_and_round_trips(text in "\\PC{0,120}") {
        if let Ok(setup) = Setup::from_fen(&text) {
            let again = Setup::from_fen(&setup.to_fen());
            prop_assert_eq!(again.as_ref(), Ok(&setup));
        }
        if let Ok(position) = Position::from_fen(&text) {
            prop_assert_eq!(Position::from_fen(&position.to_string()), Ok(position));
        }
    }

    #[test]
    fn mutated_position_texts_never_panic(text in mutation(&SAMPLE_FENS)) {
        if let Ok(position) = text.parse::<Position>() {
            prop_assert_eq!(position.to_string().parse::<Position>(), Ok(position));
            // Whatever parses is playable.
            let game = Scirocco::from_position(position);
            let _ = game.legal_moves();
            let _ = game.outcome();
        }
    }

    #[test]
    fn move_text_never_panics_and_round_trips(text in "\\PC{0,12}") {
        if let Ok(mv) = text.parse::<Move>() {
            prop_assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn coordinate_like_move_texts_round_trip(text in "[a-k](10|[0-9])[a-k](10|[0-9])([a-k](10|[0-9])|\\+)?") {
        if let Ok(mv) = text.parse::<Move>() {
            prop_assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn readable_text_never_panics(text in "(\\PC{0,16}|[A-Z][a-z]? [a-j](10|[1-9])[-x][a-j](10|[1-9])(-[a-j](10|[1-9])|!)?(=[A-Z][a-z]?)?~?)") {
        let position = Position::startpos();
        if let Ok(mv) = position.parse_readable(&text) {
            prop_assert_eq!(position.readable(&mv), Ok(text));
        }
    }

    /// Typed moves with the usual slips and random noise: never a panic, and
    /// every correction a slip offers parses.
    #[test]
    fn typed_moves_never_panic_and_every_correction_parses(
        text in "(\\PC{0,16}|[A-Za-z]{0,3} ?[a-jA-J](10|[1-9])[-x]?[a-jA-J](10|[1-9])(-[a-j](10|[1-9])|!)?(=[A-Z][a-z]?|\\+)?~?)",
        plies in 0usize..40,
        seed in any::<u64>(),
    ) {
        let game = random_game(seed, plies);
        match game.parse_move(&text) {
            Err(MoveTextError::Slip { corrections, .. }) => {
                prop_assert!(!corrections.is_empty());
                for correction in corrections {
                    prop_assert!(game.parse_move(&correction).is_ok(), "{} -> {}", text, correction);
                }
            }
            Ok(mv) => {
                let mut played = game.clone();
                if played.play(&mv).is_err() {
                    prop_assert_eq!(&played, &game);
                }
            }
            Err(_) => {}
        }
    }

    #[test]
    fn position_and_moves_specs_never_panic(text in "(startpos|\\PC{0,30})( moves( [a-j](10|[1-9])[a-j](10|[1-9])\\+?){0,4})?") {
        if let Ok(game) = Scirocco::from_spec(&text) {
            let _ = game.legal_moves();
        }
    }

    #[test]
    fn mutated_move_texts_of_played_positions_never_panic_and_change_nothing_when_refused(
        seed in any::<u64>(),
        plies in 0usize..80,
        pick in any::<prop::sample::Index>(),
        op in 0u8..3,
        at in any::<prop::sample::Index>(),
        c in prop::char::range(' ', '~'),
    ) {
        let game = random_game(seed, plies);
        let position = *game.position();
        let moves = position.pseudo_legal_moves();
        prop_assume!(!moves.is_empty());
        let mv = moves[pick.index(moves.len())];
        // Readable form: round-trips; a mutated text is an error or exactly another move's form.
        let text = position.readable(&mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(position.parse_readable(&text), Ok(mv));
        let mutated = mutate(&text, op, at, c);
        if let Ok(other) = position.parse_readable(&mutated) {
            prop_assert_eq!(position.readable(&other), Ok(mutated));
        }
        // Coordinate form: a mutated text that parses either plays or leaves the game as it was.
        let mutated = mutate(&mv.to_string(), op, at, c);
        if let Ok(other) = mutated.parse::<Move>() {
            prop_assert_eq!(other.to_string(), mutated);
            let mut played = game.clone();
            match played.play(&other) {
                Ok(()) => prop_assert!(game.legal_moves().contains(&other)),
                Err(_) => prop_assert_eq!(&played, &game),
            }
        }
    }

    #[test]
    fn illegal_moves_change_nothing(text in "[a-j](10|[1-9])[a-j](10|[1-9])\\+?") {
        let mut game = Scirocco::startpos();
        let before = game.clone();
        if let Ok(mv) = text.parse::<Move>() {
            if game.play(&mv).is_err() {
                prop_assert_eq!(&game, &before);
            } else {
                prop_assert!(before.legal_moves().contains(&mv));
            }
        }
    }
}

#[test]
fn the_moves_keyword_of_a_spec_is_a_whole_word() {
    assert!(Scirocco::from_spec("startpos movese3e4").is_err());
    assert_eq!(Scirocco::from_spec("startpos moves").map(|g| g.to_string()), Ok(STARTPOS_FEN.to_string()));
    let game = Scirocco::from_spec(&format!("{STARTPOS_FEN} 1 moves  e3e4   e8e7 ")).unwrap();
    assert_eq!(game.position().fullmove(), 2);
}

#[test]
fn moves_without_their_keyword_are_pointed_to_it() {
    let error = Scirocco::from_spec("startpos e3e4 P e8-e7").unwrap_err();
    assert_eq!(
        error,
        SpecError::MissingMovesKeyword { suggestion: "startpos moves e3e4 P e8-e7".to_string() },
        "{error}"
    );
    // After a position text of two or three fields too, and the suggestion reads.
    let position = "10/10/10/4k5/10/10/10/4K+P4/10/10 t 12";
    for text in [format!("{position} e7e8"), "10/10/10/4k5/10/10/10/4K+P4/10/10 t e7e8 d4d5".to_string()] {
        let Err(SpecError::MissingMovesKeyword { suggestion }) = Scirocco::from_spec(&text) else { panic!("{text}") };
        assert!(suggestion.contains(" t moves e7e8") || suggestion.contains(" 12 moves e7e8"), "{suggestion}");
        let (head, _) = suggestion.split_once(" moves ").unwrap();
        assert!(Scirocco::from_spec(head).is_ok(), "{suggestion}");
    }
    // A position that reads in no part, or is not followed by a move, keeps its own error.
    assert!(matches!(Scirocco::from_spec("startp e3e4"), Err(SpecError::Position(_))));
    assert!(matches!(Scirocco::from_spec("startpos movesx"), Err(SpecError::Position(_))));
    assert!(matches!(Scirocco::from_spec("startpos hello world"), Err(SpecError::Position(_))));
}

#[test]
fn a_spec_reads_moves_in_either_notation() {
    let coordinates = Scirocco::from_spec("startpos moves e3e4 i9h7 c3c4").unwrap();
    let readable = Scirocco::from_spec("startpos moves P e3-e4 Pr i9-h7 Gu c3-c4").unwrap();
    let mixed = Scirocco::from_spec("startpos moves e3e4  Pr i9-h7 c3c4").unwrap();
    assert_eq!(readable, coordinates);
    assert_eq!(mixed, coordinates);
    let error = Scirocco::from_spec("startpos moves e3e4 P i9-h7").unwrap_err();
    assert_eq!(error.to_string(), "move 2: bad move `P i9-h7`: the piece on i9 is a Priest (Pr), not a Pawn (P)");
    let error = Scirocco::from_spec("startpos moves e3e4 P e8e7").unwrap_err();
    assert_eq!(
        error.to_string(),
        "move 2: bad move `P e8e7`: the readable notation puts `-` or `x` between the squares; did you mean `P e8-e7`?"
    );
    // An illegal move is numbered as well (1-based).
    let error = Scirocco::from_spec("startpos moves e3e4 e8e7 e4e6").unwrap_err();
    assert!(matches!(error, SpecError::Illegal { index: 3, .. }), "{error:?}");
    assert!(error.to_string().starts_with("move 3: illegal move e4e6: "), "{error}");
    // A move typed in the readable notation is named as typed, and in coordinates.
    let error = Scirocco::from_spec("startpos moves e3e4 e8e7  P e4-e6").unwrap_err();
    assert!(matches!(&error, SpecError::Illegal { index: 3, text, .. } if text == "P e4-e6"), "{error:?}");
    assert!(error.to_string().starts_with("move 3: illegal move `P e4-e6` (e4e6): "), "{error}");
    // The position's own error, said once.
    let error = Scirocco::from_spec("nonsense").unwrap_err();
    assert!(!error.to_string().contains("position: "), "{error}");
}
