//! The state text and the move notation: round trips, errors, and random
//! input that must never panic.

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_sirocco::{Move, PointName, Seat, Sirocco, StateParseError};
use proptest::prelude::*;

#[test]
fn start_texts() {
    assert_eq!(
        Sirocco::startpos(2).unwrap().to_string(),
        "reference | SW a1 a1 a1 a1 a1 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1"
    );
    assert_eq!(
        Sirocco::startpos(3).unwrap().to_string(),
        "reference | SW a1 a1 a1 a1 a1 a1 x0 | NW a13 a13 a13 a13 a13 a13 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1"
    );
    let four = Sirocco::startpos(4).unwrap().with_round_limit(Some(40));
    assert!(four.to_string().ends_with("| SE m1 m1 m1 m1 m1 m1 x0 | SW to roll | round 1/40"));
    assert_eq!(four.to_string().parse::<Sirocco>().unwrap(), four);
}

#[test]
fn texts_of_random_games_round_trip_exactly() {
    for players in 2..=4 {
        let mut game = Sirocco::startpos(players).unwrap();
        let mut rng = SplitMix64::new(u64::from(players));
        while let Some(mv) = random_move(&game, &mut rng) {
            let text = game.to_string();
            let parsed: Sirocco = text.parse().unwrap();
            assert_eq!(parsed, game);
            assert_eq!(parsed.to_string(), text);
            game.play(&mv).unwrap();
        }
    }
}

#[test]
fn non_canonical_pawn_order_is_accepted_and_printed_canonically() {
    let text = "reference | SW m13 e5 a1 a1 c3 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | NE rolled 5 | round 7";
    let game: Sirocco = text.parse().unwrap();
    assert_eq!(
        game.to_string(),
        "reference | SW a1 a1 a1 c3 e5 m13 x0 | NE m13 m13 m13 m13 m13 m13 x0 | NE rolled 5 | round 7"
    );
    assert_eq!(game.pending_throw(), Some(5));
    assert_eq!(game.seat_to_move(), Seat::NorthEast);
}

#[test]
fn bad_state_texts_say_what_is_wrong() {
    let ne = "NE m13 m13 m13 m13 m13 m13 x0";
    let error = |text: &str| text.parse::<Sirocco>().unwrap_err();
    assert!(matches!(error("reference | SW a1"), StateParseError::Layout(_)));
    assert!(matches!(
        error(&format!("elsewhere | SW a1 a1 a1 a1 a1 a1 x0 | {ne} | SW to roll | round 1")),
        StateParseError::WrongBoard { .. }
    ));
    assert!(matches!(
        error("reference | NE m13 m13 m13 m13 m13 m13 x0 | SW a1 a1 a1 a1 a1 a1 x0 | SW to roll | round 1"),
        StateParseError::Seats(_)
    ));
    assert!(matches!(
        error(&format!("reference | XX a1 x0 | {ne} | SW to roll | round 1")),
        StateParseError::BadSeat(_)
    ));
    let pawn = error(&format!("reference | SW a1 a1 a1 a1 a1 z9 x0 | {ne} | SW to roll | round 1"));
    assert_eq!(pawn.to_string(), "South-West: no point `z9` on this board");
    let pawn = error(&format!("reference | SW a1 a1 a1 a1 a1 a13 x0 | {ne} | SW to roll | round 1"));
    assert!(pawn.to_string().contains("base a13 of another corner"), "{pawn}");
    let seven = error(&format!("reference | SW a1 a1 a1 a1 a1 a1 a1 x0 | {ne} | SW to roll | round 1"));
    assert!(seven.to_string().contains("7 pawns"), "{seven}");
    assert!(matches!(
        error(&format!("reference | SW a1 a1 a1 a1 e5 e5 x0 | {ne} | SW to roll | round 1")),
        StateParseError::Crowded(_)
    ));
    assert!(matches!(
        error("reference | SW a1 a1 a1 a1 a1 e5 x0 | NE e5 m13 m13 m13 m13 m13 x0 | SW to roll | round 1"),
        StateParseError::Crowded(_)
    ));
    assert!(matches!(
        error(&format!("reference | SW a1 a1 a1 a1 a1 x0 | {ne} | SW to roll | round 1")),
        StateParseError::Captures(_)
    ));
    assert!(matches!(
        error("reference | SW a1 a1 a1 a1 a1 x1 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1"),
        StateParseError::Captures(_)
    ));
    assert!(matches!(
        error(&format!("reference | SW a1 a1 a1 a1 a1 a1 | {ne} | SW to roll | round 1")),
        StateParseError::Pawn { .. }
    ));
    for turn in ["SW rolled 7", "SE to roll", "SW to", "sw to roll", "SW rolled"] {
        assert!(
            matches!(
                error(&format!("reference | SW a1 a1 a1 a1 a1 a1 x0 | {ne} | {turn} | round 1")),
                StateParseError::Turn(_)
            ),
            "{turn}"
        );
    }
    for round in ["round 0", "round", "round 1/0", "round 01", "round -1", "round 1/", "rounds 1", "round +5"] {
        assert!(
            matches!(
                error(&format!("reference | SW a1 a1 a1 a1 a1 a1 x0 | {ne} | SW to roll | {round}")),
                StateParseError::Round(_)
            ),
            "{round}"
        );
    }
    // A game finished by a move cannot have a pending throw.
    assert_eq!(
        error("reference | SW m13 m13 m13 m13 m13 m13 x0 | NE m13 m13 m13 m13 m13 m13 x0 | NE rolled 3 | round 7"),
        StateParseError::ThrowAfterEnd
    );
}

/// Every round and limit a state can hold reads back,
/// up to `u32::MAX` (the text used to allow nine digits only).
#[test]
fn every_round_and_limit_up_to_u32_max_reads_back() {
    let text = |round: &str| {
        format!("reference | SW a1 a1 a1 a1 a1 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round {round}")
    };
    let edges = [1, 999_999_999, 1_000_000_000, 1_234_567_890, u32::MAX - 1, u32::MAX];
    for round in edges {
        for limit in [None, Some(1), Some(round), Some(999_999_999), Some(1_000_000_000), Some(u32::MAX)] {
            let mut game: Sirocco = text(&round.to_string()).parse().unwrap_or_else(|e| panic!("{round}: {e}"));
            game = game.with_round_limit(limit);
            let written = game.to_string();
            let again: Sirocco = written.parse().unwrap_or_else(|e| panic!("{written}: {e}"));
            assert_eq!(again, game, "{written}");
            assert_eq!(again.to_string(), written);
        }
    }
    // Extreme round limits: a limit of 10^9 and of u32::MAX on the start position.
    for limit in [1_000_000_000, u32::MAX] {
        let game = Sirocco::startpos(2).unwrap().with_round_limit(Some(limit));
        assert!(game.to_string().ends_with(&format!("| round 1/{limit}")));
        assert_eq!(game.to_string().parse::<Sirocco>().unwrap(), game);
    }
    // Beyond u32 is refused as a number too large, saying which one.
    for (round, what) in [("4294967296", "round"), ("1/4294967296", "round limit"), ("99999999999999999999/5", "round")]
    {
        match text(round).parse::<Sirocco>() {
            Err(StateParseError::RoundTooLarge { what: found, .. }) => assert_eq!(found, what, "{round}"),
            other => panic!("{round}: {other:?}"),
        }
    }
}

/// Playing on from round 999,999,999 gives round 10^9, whose text reads
/// back; at `u32::MAX` the counter saturates (documented on
/// `Sirocco::round`), so the text still reads back and a limit of
/// `u32::MAX` is never reached.
#[test]
fn playing_past_large_rounds_keeps_texts_that_read_back() {
    let start = |round: u32, limit: Option<u32>| {
        let limit = limit.map(|n| format!("/{n}")).unwrap_or_default();
        format!(
            "reference | SW a1 a1 a1 a1 a1 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round {round}{limit}"
        )
        .parse::<Sirocco>()
        .unwrap()
    };
    let play_round = |game: &mut Sirocco| {
        for _ in 0..2 {
            game.play(&Move::Roll(1)).unwrap();
            let mv = game.legal_moves()[0];
            game.play(&mv).unwrap();
        }
    };
    let mut game = start(999_999_999, None);
    play_round(&mut game);
    assert_eq!(game.round(), 1_000_000_000);
    assert!(game.to_string().ends_with("| round 1000000000"));
    assert_eq!(game.to_string().parse::<Sirocco>().unwrap(), game);
    for limit in [None, Some(u32::MAX)] {
        let mut game = start(u32::MAX, limit);
        play_round(&mut game);
        assert_eq!(game.round(), u32::MAX, "saturates");
        assert!(game.outcome().is_none(), "a limit of u32::MAX is never reached");
        assert_eq!(game.to_string().parse::<Sirocco>().unwrap(), game);
    }
    // A limit one below the counter's end is reached as usual.
    let mut game = start(u32::MAX - 1, Some(u32::MAX - 1));
    play_round(&mut game);
    assert_eq!(game.round(), u32::MAX);
    let reason = game.outcome().map(|outcome| outcome.reason);
    assert_eq!(reason, Some(boardkit_sirocco::Reason::RoundLimit(u32::MAX - 1)));
    assert_eq!(game.to_string().parse::<Sirocco>().unwrap(), game);
}

#[test]
fn captures_are_written_with_digits_only() {
    // `u8::from_str` takes a sign: the reader must not (`x+0` is not how a count is written).
    for captures in ["x+0", "x+1", "x-0", "x 0", "x", "x000", "x0x"] {
        let text = format!(
            "reference | SW a1 a1 a1 a1 a1 a1 {captures} | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1"
        );
        assert!(
            matches!(text.parse::<Sirocco>(), Err(StateParseError::Pawn { seat: Seat::SouthWest, .. })),
            "{captures}: {:?}",
            text.parse::<Sirocco>()
        );
    }
}

#[test]
fn a_round_limit_set_while_a_throw_is_pending_gives_a_text_that_reads_back() {
    let mut game = Sirocco::startpos(2).expect("2 players");
    game.play(&"roll 5".parse().expect("a move")).expect("a throw");
    let game = game.with_round_limit(Some(1));
    assert!(game.outcome().is_none(), "round 1 of 1 goes on");
    // Play into round 2 up to a pending throw, then set a limit it passed.
    let mut later = game.clone().with_round_limit(None);
    while later.round() < 2 || later.pending_throw().is_none() {
        let moves = later.legal_moves();
        let mv = moves.first().cloned().expect("a move");
        later.play(&mv).expect("listed");
    }
    for state in [game, later.clone().with_round_limit(Some(1))] {
        let text = state.to_string();
        let again: Sirocco = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(again, state, "{text}");
        if state.round() > 1 {
            assert!(state.outcome().is_some() && state.pending_throw().is_some(), "{text}");
            assert!(text.contains("rolled") && text.ends_with("/1"), "{text}");
            // Lifting the limit gives back the game, throw and all.
            assert_eq!(again.with_round_limit(None), later);
        }
    }
}

#[test]
fn move_texts() {
    // Points may be named `roll`, `rollers`, `pass` or `roll1` on custom boards: their steps read back.
    for text in [
        "roll 1",
        "roll 6",
        "pass",
        "a1-b2",
        "m13-l12",
        "gate_2-X9",
        "roll-pass",
        "roll-a2",
        "a2-roll",
        "pass-roll",
        "roll1-x",
        "rollers-passes",
    ] {
        let mv: Move = text.parse().unwrap();
        assert_eq!(mv.to_string(), text);
        // The String conversions (serde's) are the same text.
        assert_eq!(String::from(Move::try_from(text.to_string()).unwrap()), text);
    }
    for text in [
        "",
        "roll",
        "roll 0",
        "roll 7",
        "roll 12",
        "roll1",
        "rollers",
        "roll -1",
        "roll 1-a2",
        "pass-",
        "-pass",
        "a1-a1",
        "roll-roll",
        "roll  1",
        "Pass",
        "a1",
        "a1-",
        "-a1",
        "a1-b2-c3",
        "a1 -b2",
        "é1-a1",
        "toolongname-a1",
    ] {
        assert!(text.parse::<Move>().is_err(), "{text:?}");
    }
    // No move ends where it starts: refused by name, by the text and by serde alike.
    assert_eq!("c3-c3".parse::<Move>(), Err(boardkit_sirocco::MoveParseError::NullStep("c3-c3".into())));
    assert!(Move::try_from("c3-c3".to_string()).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn random_move_texts_never_panic_and_round_trip(text in "\\PC{0,16}") {
        if let Ok(mv) = text.parse::<Move>() {
            prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv);
            prop_assert_eq!(mv.to_string(), text.clone());
        }
        let _ = text.parse::<PointName>();
        let _ = text.parse::<Seat>();
    }

    #[test]
    fn random_state_texts_never_panic(text in "(reference|SW|NE|NW|SE|a1|m13|e5|g7| |\\||x0|x1|to roll|rolled 3|round 1|/2|\\PC){0,30}") {
        if let Ok(game) = text.parse::<Sirocco>() {
            prop_assert_eq!(game.to_string().parse::<Sirocco>().unwrap(), game);
        }
    }

    #[test]
    fn mutated_state_texts_never_panic(seed in 0u64..1000, cut in 0usize..120, insert in "\\PC{0,3}") {
        let mut game = Sirocco::startpos(4).unwrap();
        let mut rng = SplitMix64::new(seed);
        for _ in 0..(seed % 200) {
            match random_move(&game, &mut rng) {
                Some(mv) => game.play(&mv).unwrap(),
                None => break,
            }
        }
        let text = game.to_string();
        let mut cut = cut.min(text.len());
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let mutated = format!("{}{}{}", &text[..cut], insert, &text[cut..]);
        if let Ok(parsed) = mutated.parse::<Sirocco>() {
            prop_assert_eq!(parsed.to_string().parse::<Sirocco>().unwrap(), parsed);
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn moves_and_seats_are_serde_values() {
    let mv: Move = "c3-g7".parse().unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"c3-g7\"");
    assert_eq!(serde_json::from_str::<Move>("\"roll 4\"").unwrap(), Move::Roll(4));
    assert!(serde_json::from_str::<Move>("\"roll 9\"").is_err());
    let game = Sirocco::startpos(2).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<Sirocco>(&json).unwrap(), game);
    assert!(serde_json::from_str::<Sirocco>("\"reference | nonsense\"").is_err());
    // A state on a custom board carries its board's spec (it is not refused with WrongBoard).
    let board = boardkit_sirocco::Board::from_spec(&boardkit_sirocco::Board::reference().to_spec().with_name("mine"))
        .expect("a valid board");
    let mut custom = Sirocco::with_board(board.into(), 3).unwrap().with_round_limit(Some(9));
    custom.play(&Move::Roll(4)).unwrap();
    let json = serde_json::to_string(&custom).unwrap();
    assert!(json.starts_with("\"name mine\\npoints ") && json.contains("\\nmine | SW "), "{json}");
    assert_eq!(serde_json::from_str::<Sirocco>(&json).unwrap(), custom);
    // The board is validated, then the state on it.
    let bad_board = json.replace("corner SW", "corner XX");
    assert!(serde_json::from_str::<Sirocco>(&bad_board).unwrap_err().to_string().contains("the state's board"));
    let bad_state = json.replace("SW rolled 4", "SW rolled 9");
    assert!(serde_json::from_str::<Sirocco>(&bad_state).unwrap_err().to_string().contains("bad turn"));
    // Without the spec, the custom state text is refused as before.
    assert!(serde_json::from_str::<Sirocco>(&format!("\"{custom}\"")).is_err());
    // A standing reads back; a rank outside 1-4 is refused.
    let first = game.ranking()[0];
    let json = serde_json::to_string(&first).unwrap();
    assert_eq!(serde_json::from_str::<boardkit_sirocco::Standing>(&json).unwrap(), first);
    for rank in [0, 5] {
        let json = serde_json::to_string(&boardkit_sirocco::Standing { rank, ..first }).unwrap();
        let error = serde_json::from_str::<boardkit_sirocco::Standing>(&json).unwrap_err();
        assert!(error.to_string().contains(&format!("rank {rank} is outside 1-4")), "{error}");
    }
    // Every reason reads back; a round limit of 0 rounds (no game has one) is refused.
    use boardkit_sirocco::Reason;
    for reason in [
        Reason::AllHome(Seat::NorthEast),
        Reason::AllCaptured(Seat::SouthWest),
        Reason::Stalled,
        Reason::RoundLimit(30),
    ] {
        let json = serde_json::to_string(&reason).unwrap();
        assert_eq!(serde_json::from_str::<Reason>(&json).unwrap(), reason, "{json}");
    }
    let json = serde_json::to_string(&Reason::RoundLimit(0)).unwrap();
    let error = serde_json::from_str::<Reason>(&json).unwrap_err();
    assert!(error.to_string().contains("a round limit is at least 1 round, not 0"), "{error}");
}

/// A standing's score reads back from 0 to `MAX_SCORE`, the 66 points of a
/// player who captured the 18 pawns of three opponents (3 each) and has its
/// 6 pawns home (2 each); one point more is refused.
#[cfg(feature = "serde")]
#[test]
fn a_standing_reads_back_up_to_the_highest_score() {
    use boardkit_sirocco::{MAX_SCORE, Standing};
    let first = Sirocco::startpos(2).unwrap().ranking()[0];
    for score in [0, 1, MAX_SCORE - 1, MAX_SCORE] {
        let standing = Standing { score, ..first };
        let json = serde_json::to_string(&standing).unwrap();
        assert_eq!(serde_json::from_str::<Standing>(&json).unwrap(), standing, "{json}");
    }
    for score in [-1, MAX_SCORE + 1] {
        let json = serde_json::to_string(&Standing { score, ..first }).unwrap();
        let error = serde_json::from_str::<Standing>(&json).unwrap_err();
        assert!(error.to_string().contains(&format!("score {score} is outside 0-66")), "{error}");
    }
}

/// A state on the reference board written over several lines (a string
/// with a newline inside, as a hand-edited file may have it) still reads as
/// the state text, not as a board spec followed by a state.
#[cfg(feature = "serde")]
#[test]
fn a_reference_state_over_several_lines_reads_as_the_state_text() {
    let game = Sirocco::startpos(2).unwrap().with_round_limit(Some(9));
    let text = game.to_string().replace(" | ", " |\n");
    assert!(text.matches('\n').count() >= 3, "{text}");
    let json = serde_json::to_string(&text).unwrap();
    assert_eq!(serde_json::from_str::<Sirocco>(&json).unwrap(), game);
    // Its errors are the state text's own, not the custom board's.
    let json = serde_json::to_string(&text.replace("SW to roll", "SW to fly")).unwrap();
    let error = serde_json::from_str::<Sirocco>(&json).unwrap_err().to_string();
    assert!(!error.contains("the state's board"), "{error}");
}

/// The highest score: 3 for each of the 18 pawns of three opponents and 2
/// for each of the player's 6 pawns in its goal base.
#[test]
fn the_highest_score_is_sixty_six() {
    assert_eq!(boardkit_sirocco::MAX_SCORE, 3 * 18 + 2 * 6);
    assert_eq!(boardkit_sirocco::MAX_SCORE, 66);
}

/// A standing reads as its rank, the player and the score.
#[test]
fn a_standing_displays_its_rank_player_and_score() {
    let game = Sirocco::startpos(2).unwrap();
    let standings: Vec<String> = game.ranking().iter().map(ToString::to_string).collect();
    assert_eq!(standings, ["1. South-West 0", "1. North-East 0"]);
}

#[test]
fn bad_start_positions_name_the_player_count() {
    let error = Sirocco::parse_position("startpos:5").unwrap_err();
    assert!(matches!(error, StateParseError::StartPos { .. }));
    assert_eq!(
        error.to_string(),
        "`startpos:5` is not a start position: Sirocco is played by 2, 3 or 4 players, not 5 \
         (use startpos:2, startpos:3 or startpos:4)"
    );
    let error = Sirocco::parse_position("startpos:two").unwrap_err();
    assert!(error.to_string().contains("the player count is not a number"), "{error}");
    assert_eq!(Sirocco::parse_position("startpos").unwrap().players().len(), 4);
    assert_eq!(Sirocco::parse_position("startpos:3").unwrap().players().len(), 3);
}

#[test]
fn the_debug_form_is_the_state_text() {
    let game = Sirocco::startpos(2).unwrap();
    assert_eq!(format!("{game:?}"), format!("Sirocco({game})"));
}

#[test]
fn games_with_other_players_are_not_equal() {
    // Same round, no throw pending and no round limit: the seats still differ.
    let [two, three, four] = [2, 3, 4].map(|players| Sirocco::startpos(players).unwrap());
    assert_ne!(two, three);
    assert_ne!(two, four);
    assert_ne!(three, four);
    assert_eq!(two, Sirocco::startpos(2).unwrap());
}

#[test]
fn the_diagram_shows_pawns_on_bases_and_shared_points() {
    let row = |game: &Sirocco, rank: &str| {
        game.diagram().lines().find(|line| line.starts_with(rank)).unwrap_or_else(|| panic!("rank {rank}")).to_string()
    };
    // South-West's pawns wait on a1 (seat 1), North-East's on m13 (seat 3); the empty bases are `O`.
    let start = Sirocco::startpos(2).unwrap();
    assert_eq!(row(&start, "13 "), "13 O-o-o-+-+-+-#-+-+-+-o-o-3");
    assert_eq!(row(&start, " 1 "), " 1 1-o-o-+-+-+-#-+-+-+-o-o-O");
    // A South-West pawn arrived on m13 while North-East's still wait there: two seats, `*`.
    let shared: Sirocco =
        "reference | SW a1 a1 a1 a1 a1 m13 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1".parse().unwrap();
    assert_eq!(row(&shared, "13 "), "13 O-o-o-+-+-+-#-+-+-+-o-o-*");
    assert_eq!(row(&shared, " 1 "), " 1 1-o-o-+-+-+-#-+-+-+-o-o-O");
}

#[test]
fn the_position_hash_follows_the_round_limit() {
    let start = Sirocco::startpos(2).unwrap();
    let seven = start.clone().with_round_limit(Some(7));
    assert_ne!(seven.position_hash(), start.position_hash());
    assert_eq!(
        start.clone().with_round_limit(Some(5)).with_round_limit(Some(7)).position_hash(),
        seven.position_hash()
    );
    assert_eq!(seven.with_round_limit(None).position_hash(), start.position_hash());
}
