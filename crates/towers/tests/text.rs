//! The position text and the action notation: round trips, errors, serde.

use boardkit_core::{Game, Verdict};
use boardkit_towers::{Config, Move, MoveParseError, PositionParseError, Reason, Recipients, Side, Square, Towers};

const START: &str =
    "B2B2B2B2B2B2/....../....../....../....../W2W2W2W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1";

#[test]
fn the_start_text_is_exact_and_round_trips() {
    assert_eq!(Towers::startpos().to_string(), START);
    assert_eq!(START.parse::<Towers>().unwrap(), Towers::startpos());
    assert_eq!("startpos".parse::<Towers>().unwrap(), Towers::startpos());
}

#[test]
fn rule_options_are_written_only_when_not_default() {
    let config = Config::new(3, 3, 2).unwrap().with_repetition_draw(false).with_ply_limit(Some(40)).unwrap();
    let game = Towers::with_config(config);
    let text = game.to_string();
    assert_eq!(text, "B2B2B2/.../W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1 repetition off limit 40");
    let reread: Towers = text.parse().unwrap();
    assert_eq!(reread.config(), config);
    assert_eq!(reread, game);
}

#[test]
fn the_rules_read_as_english() {
    assert_eq!(Config::default().to_string(), "6x6, 2 balls, repetition draw on, no ply limit");
    let config = Config::new(2, 3, 1).unwrap().with_repetition_draw(false).with_ply_limit(Some(9)).unwrap();
    assert_eq!(config.to_string(), "2x3, 1 ball, repetition draw off, ply limit 9");
}

#[test]
fn finished_games_read_back_as_finished() {
    // Brown to move with a White piece on rank 6: White has won.
    let text = "B1B1W2B1B1B1/....../....../....../B1...../.W1W1W1W1W1 b balls 2 captured 5 6 lost 0 0 ply 9 seen 1";
    let game: Towers = text.parse().unwrap();
    assert_eq!(game.outcome().map(|o| (o.verdict, o.reason)), Some((Verdict::Win(Side::White), Reason::BackRow)));
    assert!(game.legal_moves().is_empty());
    // A ply limit reached.
    let game: Towers = "B2B2B2/.../W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 40 seen 1 limit 40".parse().unwrap();
    assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::PlyLimit));
}

#[test]
fn bad_position_texts_say_what_is_wrong() {
    let cases: &[(&str, PositionParseError)] = &[
        ("", PositionParseError::Missing("board")),
        ("/ w", PositionParseError::Cell { rank: 1, at: 0 }),
        ("B2B2/../W2W2", PositionParseError::Missing("side to move")),
        ("B2B2/../W2W2 x balls 2", PositionParseError::SideToMove("x".into())),
        ("B2B2/..W2W2 w", PositionParseError::Ragged { rank: 2, found: 4, expected: 2 }),
        // The rank that differs from the others is blamed, the first one too.
        ("B2B2B2/../.. w", PositionParseError::Ragged { rank: 1, found: 3, expected: 2 }),
        ("B2B2/.!/W2W2 w", PositionParseError::Cell { rank: 2, at: 1 }),
        ("B2B2/../W256W2 w", PositionParseError::Cell { rank: 3, at: 1 }),
        ("B2B2/../W02W2 w", PositionParseError::Cell { rank: 3, at: 1 }),
        ("B2B2/W2W2 w balls 2", PositionParseError::Config(boardkit_towers::ConfigError::Height(2))),
        (
            "B2B2/../W2W2 w balls two",
            PositionParseError::Number { field: 4, what: "balls per piece", found: "two".into() },
        ),
        // Numbers are plain decimal digits, as they print: no sign, no leading zero.
        (
            "B2B2/../W2W2 w balls +2",
            PositionParseError::Number { field: 4, what: "balls per piece", found: "+2".into() },
        ),
        (
            "B2B2/../W2W2 w balls 2 captured 0 0 lost 0 0 ply 03 seen 1",
            PositionParseError::Number { field: 12, what: "ply count", found: "03".into() },
        ),
        ("B2B2/../W2W2 w bals 2", PositionParseError::Keyword { field: 3, expected: "balls", found: "bals".into() }),
        (
            "B2B2/../W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1 extra",
            PositionParseError::Trailing("extra".into()),
        ),
        (
            "B2B2/W2./W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1",
            PositionParseError::PieceCount { side: Side::White, found: 3, expected: 2 },
        ),
        (
            "B2B2/../W2W1 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1",
            PositionParseError::Accounting { side: Side::White, on_board: 3, captured: 0, lost: 0, expected: 4 },
        ),
        ("W2B2/.B2/.W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1", PositionParseError::MoverOnBackRow(Side::White)),
        ("B2B2/../W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 4", PositionParseError::Seen(4)),
        ("B2B2/../W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 0", PositionParseError::Seen(0)),
        (
            "B2B2/../W2W2 w balls 2 captured 0 0 lost 0 0 ply 9 seen 1 limit 8",
            PositionParseError::PastPlyLimit { ply: 9, limit: 8 },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Towers>().as_ref().map_err(Clone::clone).err(), Some(expected.clone()), "{text}");
        assert!(!expected.to_string().is_empty());
    }
}

#[test]
fn action_notation_round_trips_and_normalises_recipient_order() {
    for text in ["a1-a3", "a1xa3", "a1>b1,c1", "p16-a16", "j10xj1", "a1>b1,c1,d1,e1,f1,g1,h1,i1,j1,k1,l1,m1,n1,o1,p1"] {
        assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
    }
    assert_eq!("a1>c1,b1".parse::<Move>().unwrap().to_string(), "a1>b1,c1");
    assert_eq!("c1>a2,b1".parse::<Move>().unwrap().to_string(), "c1>b1,a2");
    // The String conversions (serde's) are the same text.
    let action = Move::try_from("a1>c1,b1".to_string()).unwrap();
    assert_eq!(String::from(action), "a1>b1,c1");
}

#[test]
fn recipients_answer_who_receives_a_ball() {
    let square = |name: &str| name.parse::<Square>().unwrap();
    let recipients = Recipients::from_squares([square("c1"), square("a2")]).unwrap();
    assert_eq!(recipients.len(), 2);
    assert_eq!(recipients.squares(), [square("c1"), square("a2")]);
    assert!(recipients.contains(square("c1")));
    assert!(recipients.contains(square("a2")));
    assert!(!recipients.contains(square("b1")));
}

#[test]
fn bad_action_texts_say_what_is_wrong() {
    let cases: &[(&str, MoveParseError)] = &[
        ("", MoveParseError::ExpectedSquare { at: 0 }),
        ("a1", MoveParseError::ExpectedSeparator { at: 2 }),
        ("a1+a3", MoveParseError::ExpectedSeparator { at: 2 }),
        ("a1-", MoveParseError::ExpectedSquare { at: 3 }),
        ("a1-a3 ", MoveParseError::Trailing { at: 5 }),
        ("a1-a1", MoveParseError::SameSquare),
        ("a1xb2", MoveParseError::NotOrthogonal { from: "a1".parse().unwrap(), to: "b2".parse().unwrap() }),
        ("a1>", MoveParseError::ExpectedSquare { at: 3 }),
        ("a1>b1,", MoveParseError::ExpectedSquare { at: 6 }),
        ("a1>b1,b1", MoveParseError::DuplicateRecipient("b1".parse().unwrap())),
        ("a1>a1", MoveParseError::SelfRecipient("a1".parse().unwrap())),
        ("a1>b1;c1", MoveParseError::Trailing { at: 5 }),
        ("a1>b1,c1,d1,e1,f1,g1,h1,i1,j1,k1,l1,m1,n1,o1,p1,a2", MoveParseError::TooManyRecipients),
        // Past `p` or past rank 16: named whole, with the range.
        ("q1-q2", MoveParseError::SquareOutOfRange { at: 0, name: "q1".into() }),
        ("a17-a1", MoveParseError::SquareOutOfRange { at: 0, name: "a17".into() }),
        // A letter without digits names no square at all: not one out of range.
        ("a1-b", MoveParseError::ExpectedSquare { at: 3 }),
        ("a1>bc", MoveParseError::ExpectedSquare { at: 3 }),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Move>().err().as_ref(), Some(expected), "{text}");
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_texts_and_validates() {
    let mut game = Towers::startpos();
    game.play(&"c1-c3".parse().unwrap()).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(json, format!("\"{game}\""));
    let back: Towers = serde_json::from_str(&json).unwrap();
    assert_eq!(back.to_string(), game.to_string());
    assert!(serde_json::from_str::<Towers>("\"B2B2/../W2W1 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1\"").is_err());

    let action: Move = "a1>b1,c1".parse().unwrap();
    assert_eq!(serde_json::to_string(&action).unwrap(), "\"a1>b1,c1\"");
    assert_eq!(serde_json::from_str::<Move>("\"a1>b1,c1\"").unwrap(), action);
    assert!(serde_json::from_str::<Move>("\"a1>a1\"").is_err());

    let config = Config::new(8, 5, 3).unwrap().with_ply_limit(Some(100)).unwrap();
    let json = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), config);
    let bad = r#"{"width":1,"height":5,"balls":3,"repetition_draw":true,"ply_limit":null}"#;
    assert!(serde_json::from_str::<Config>(bad).is_err());
}

#[test]
fn the_largest_counts_a_text_allows_do_not_overflow() {
    // With the repetition draw off, `seen` and `ply` may be as large as their
    // types; repeating the position once more, or searching on, must neither
    // panic nor wrap around.
    let cycle = ["a1-a2", "b3-b2", "a2-a1", "b2-b3"];
    let text =
        format!("B1B1/../W1W1 w balls 1 captured 0 0 lost 0 0 ply {} seen {} repetition off", u32::MAX, usize::MAX);
    let mut game: Towers = text.parse().unwrap();
    assert_eq!(game.to_string(), text);
    assert_eq!(boardkit_towers::perft(&game, 5), boardkit_core::perft(&game, 5));
    for action in cycle {
        game.play(&action.parse().unwrap()).unwrap();
    }
    assert_eq!(game.repetitions(), usize::MAX, "the count stays at its largest value");
    assert_eq!(game.ply(), u32::MAX, "the ply count stays at its largest value");
    assert_eq!(game.outcome(), None);
}
