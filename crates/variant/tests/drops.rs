//! Pieces in hand and drops: pockets in the FEN, drop moves' text, what
//! goes to hand, the drop rules, and round trips in random play.

use boardkit_core::{Game, SplitMix64, Verdict, random_move};
use boardkit_variant::{Colour, EndReason, FenError, Move, VariantGame, Variants, variant};
use proptest::prelude::*;

/// The bundled variants with pieces in hand (dropped or gated).
const DROP_VARIANTS: [&str; 13] = [
    "crazyhouse",
    "loop",
    "chessgi",
    "pocketknight",
    "capahouse",
    "minishogi",
    "shogi",
    "judkins",
    "gorogoro",
    "euroshogi",
    "torishogi",
    "seirawan",
    "shouse",
];

fn game(name: &str, fen: &str) -> VariantGame {
    VariantGame::from_fen(variant(name).expect("bundled"), fen).expect("FEN reads")
}

fn kind(game: &VariantGame, letter: char) -> usize {
    game.rules().piece_types().iter().position(|piece| piece.letter() == letter).expect("a piece of the variant")
}

fn play(game: &mut VariantGame, moves: &[&str]) {
    for text in moves {
        let mv: Move = text.parse().expect("move text");
        game.play(&mv).unwrap_or_else(|error| panic!("{text}: {error}"));
    }
}

#[test]
fn a_captured_piece_goes_to_hand_and_drops_back() {
    let mut game = VariantGame::new(variant("crazyhouse").expect("bundled")).expect("start");
    play(&mut game, &["e2e4", "d7d5", "e4d5"]);
    assert_eq!(game.fen(), "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2");
    assert_eq!(game.in_hand(Colour::White, kind(&game, 'P')), 1);
    assert_eq!(game.in_hand(Colour::Black, kind(&game, 'P')), 0);
    play(&mut game, &["d8d5"]);
    let drops: Vec<String> = game.legal_moves().iter().filter(|mv| mv.is_drop()).map(|mv| mv.to_string()).collect();
    // Pawns are not dropped on the first or last rank.
    assert!(drops.contains(&"P@e4".to_string()), "{drops:?}");
    assert!(!drops.iter().any(|text| text.ends_with('1') || text.ends_with('8')), "{drops:?}");
    let drop = game.legal_moves().into_iter().find(|mv| mv.to_string() == "P@d4").expect("P@d4 is legal");
    assert_eq!(drop.dropped_piece(), Some('P'));
    assert_eq!(drop.to_square(), "d4");
    game.play(&drop).expect("plays");
    assert_eq!(game.in_hand(Colour::White, kind(&game, 'P')), 0);
    assert!(game.fen().starts_with("rnb1kbnr/ppp1pppp/8/3q4/3P4/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3"));
    assert!(game.hash_is_consistent());
}

#[test]
fn a_promoted_pawn_goes_back_to_hand_as_a_pawn() {
    // `Q~` is a queen promoted from a pawn.
    let mut game = game("crazyhouse", "k7/8/8/3q4/3Q~4/8/8/K7[] b - - 0 1");
    assert_eq!(game.fen(), "k7/8/8/3q4/3Q~4/8/8/K7[] b - - 0 1");
    play(&mut game, &["d5d4"]);
    assert_eq!(game.fen(), "k7/8/8/8/3q4/8/8/K7[p] w - - 0 2");
    // In loop chess it keeps its type (and the FEN has no mark).
    let mut looped = self::game("loop", "k7/8/8/3q4/3Q~4/8/8/K7[] b - - 0 1");
    play(&mut looped, &["d5d4"]);
    assert_eq!(looped.fen(), "k7/8/8/8/3q4/8/8/K7[q] w - - 0 2");
    // A pawn's promotion marks the new piece.
    let mut promoting = self::game("crazyhouse", "k7/4P3/8/8/8/8/8/K7[] w - - 0 1");
    play(&mut promoting, &["e7e8q"]);
    assert_eq!(promoting.fen(), "k3Q~3/8/8/8/8/8/8/K7[] b - - 0 1");
}

#[test]
fn a_shogi_promoted_piece_goes_to_hand_as_it_was() {
    // A gold from a pawn (`+P`) and a gold from a silver (`+S`) go back to
    // hand as a pawn and a silver.
    let mut game = game("minishogi", "k4/5/+P+S3/r4/4K[] b - - 0 1");
    play(&mut game, &["a2a3"]);
    assert_eq!(game.fen(), "k4/5/r+S3/5/4K[p] w - - 0 2");
    play(&mut game, &["e1d1", "a3b3"]);
    assert_eq!(game.fen(), "k4/5/1r3/5/3K1[ps] w - - 0 3");
}

#[test]
fn pockets_read_in_both_spellings() {
    let bracket = game("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRbn] w KQkq - 0 1");
    let slash = game("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/QRbn w KQkq - 0 1");
    assert_eq!(bracket, slash);
    assert_eq!(bracket.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QRbn] w KQkq - 0 1");
    assert_eq!(bracket.in_hand(Colour::White, kind(&bracket, 'Q')), 1);
    assert_eq!(bracket.in_hand(Colour::Black, kind(&bracket, 'N')), 1);
    assert_eq!(bracket.in_hand(Colour::Black, kind(&bracket, 'Q')), 0);
    // Shogi's empty pocket `[-]`.
    let shogi = game("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1");
    assert_eq!(shogi.fen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1");
    // A variant without drops takes an empty pocket only.
    let chess = variant("chess").expect("bundled");
    assert!(VariantGame::from_fen(chess.clone(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1").is_ok());
    assert!(matches!(
        VariantGame::from_fen(chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1"),
        Err(FenError::Pocket { .. })
    ));
}

#[test]
fn malformed_pockets_are_typed_errors() {
    let rules = variant("crazyhouse").expect("bundled");
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR]Q w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[X] w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q1] w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q][q] w KQkq - 0 1",
    ] {
        let error = VariantGame::from_fen(rules.clone(), fen).expect_err(fen);
        assert!(matches!(error, FenError::Pocket { .. }), "{fen}: {error}");
        assert!(error.to_string().starts_with("pieces in hand: "), "{error}");
    }
    let many = format!("8/8/8/8/8/8/8/K6k[{}] w - - 0 1", "P".repeat(256));
    assert!(matches!(VariantGame::from_fen(rules, &many), Err(FenError::Pocket { .. })));
}

#[test]
fn drop_texts_round_trip_and_bad_ones_are_refused() {
    for text in ["P@e4", "+P@e4", "N@a10", "Q@p16"] {
        let mv: Move = text.parse().expect(text);
        assert_eq!(mv.to_string(), text);
        assert!(mv.is_drop());
    }
    let lower: Move = "n@c3".parse().expect("a lowercase letter reads");
    assert_eq!(lower.to_string(), "N@c3");
    assert_eq!(lower.dropped_piece(), Some('N'));
    let plain: Move = "e2e4".parse().expect("a move");
    assert!(!plain.is_drop());
    assert_eq!(plain.dropped_piece(), None);
    for bad in ["@e4", "PP@e4", "P@", "P@e4x", "P@e0", "1@e4", "++P@e4", "P@e4@e5"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
    // A drop with nothing in hand is illegal and changes nothing.
    let mut game = VariantGame::new(variant("crazyhouse").expect("bundled")).expect("start");
    let before = game.clone();
    assert!(game.play(&"Q@e4".parse().expect("text")).is_err());
    assert_eq!(game, before);
}

#[test]
fn shogi_drop_rules() {
    // No second pawn on a file, no pawn drop on the last rank (it could
    // never move), knights not on the last two ranks.
    let game = game("shogi", "4k4/9/9/9/9/9/4P4/9/4K4[PN] w - - 0 1");
    let drops: Vec<String> = game.legal_moves().iter().filter(|mv| mv.is_drop()).map(|mv| mv.to_string()).collect();
    assert!(!drops.iter().any(|text| text.starts_with("P@e")), "{drops:?}");
    assert!(!drops.contains(&"P@a9".to_string()));
    assert!(drops.contains(&"P@a8".to_string()));
    assert!(!drops.iter().any(|text| text.starts_with("N@") && (text.ends_with('8') || text.ends_with('9'))));
    assert!(drops.contains(&"N@a7".to_string()));
}

#[test]
fn a_mate_by_a_pawn_drop_loses() {
    // P@e4 checks the king on e5; the gold guards e4 and d4, the silver d5.
    let mut pawn = game("minishogi", "4k/2S2/3G1/5/K4[P] w - - 0 1");
    play(&mut pawn, &["P@e4"]);
    let outcome = pawn.outcome().expect("no legal move");
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.verdict, Verdict::Win(Colour::Black));
    // The same mate by a dropped gold wins.
    let mut gold = game("minishogi", "4k/2S2/3G1/5/K4[G] w - - 0 1");
    play(&mut gold, &["G@e4"]);
    let outcome = gold.outcome().expect("no legal move");
    assert_eq!(outcome.verdict, Verdict::Win(Colour::White));
}

#[test]
fn drop_options_parse_with_typed_errors() {
    let file = Variants::parse(
        "[dropper:chess]\npieceDrops = true\ncapturesToHand = true\ndropNoDoubled = p\ndropNoDoubledCount = 2\n\
         whiteDropRegion = *1 *2 *3\nblackDropRegion = *6 *7 *8\nmustDrop = true\nmustDropType = n\n\
         startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1\n",
    )
    .expect("reads");
    let rules = file.get("dropper").expect("defined");
    let game = VariantGame::new(rules.clone()).expect("start");
    // mustDrop: the knight in hand must be dropped, on the empty squares of ranks 1 to 3.
    let moves: Vec<String> = game.legal_moves().iter().map(|mv| mv.to_string()).collect();
    assert_eq!(moves.len(), 8, "{moves:?}");
    assert!(moves.iter().all(|text| text.starts_with("N@")), "{moves:?}");
    for (text, option) in [
        ("[x:chess]\npieceDrops = maybe\n", "pieceDrops"),
        ("[x:chess]\ndropNoDoubled = z\n", "dropNoDoubled"),
        ("[x:chess]\nwhiteDropRegion = z9z\n", "whiteDropRegion"),
        ("[x:chess]\ndropNoDoubledCount = -1\n", "dropNoDoubledCount"),
    ] {
        match Variants::parse(text) {
            Err(boardkit_variant::VariantError::BadValue { option: named, line: 2, .. }) => assert_eq!(named, option),
            other => panic!("{text}: {other:?}"),
        }
    }
    // Options still not implemented are refused by name (gating without
    // seirawanGating is another kind of gating).
    for option in ["enclosingDrop = reversi", "castlingDroppedPiece = true", "twoBoards = true", "gating = true"] {
        let text = format!("[x:chess]\n{option}\n");
        assert!(
            matches!(Variants::parse(&text), Err(boardkit_variant::VariantError::Unsupported { line: 2, .. })),
            "{option}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn pockets_and_drops_round_trip(seed in any::<u64>(), variant_index in 0usize..DROP_VARIANTS.len(), plies in 0usize..120) {
        let rules = variant(DROP_VARIANTS[variant_index]).expect("bundled");
        let mut game = VariantGame::new(rules.clone()).expect("start");
        let mut rng = SplitMix64::new(seed);
        for _ in 0..plies {
            let Some(mv) = random_move(&game, &mut rng) else { break };
            game.play(&mv).expect("a listed move plays");
            prop_assert!(game.hash_is_consistent());
        }
        let again = VariantGame::from_fen(rules.clone(), &game.fen()).expect("own FEN");
        prop_assert_eq!(again.fen(), game.fen());
        prop_assert_eq!(again.position_hash(), game.position_hash());
        prop_assert_eq!(again.legal_moves(), game.legal_moves());
        // The pocket's letters are the pieces in hand.
        let fen = game.fen();
        let pocket = &fen[fen.find('[').expect("a pocket") + 1..fen.find(']').expect("a pocket")];
        for (index, piece) in rules.piece_types().iter().enumerate() {
            let white = pocket.chars().filter(|&c| c == piece.letter()).count();
            let black = pocket.chars().filter(|&c| c == piece.letter().to_ascii_lowercase()).count();
            prop_assert_eq!(usize::from(game.in_hand(Colour::White, index)), white);
            prop_assert_eq!(usize::from(game.in_hand(Colour::Black, index)), black);
        }
        for mv in game.legal_moves() {
            let read: Move = mv.to_string().parse().expect("own move text");
            prop_assert_eq!(read, mv);
            prop_assert_eq!(read.is_drop(), mv.to_string().contains('@'));
            let mut next = game.clone();
            prop_assert!(next.play(&read).is_ok());
            prop_assert!(next.hash_is_consistent());
        }
    }
}

#[test]
fn seirawan_gating_places_a_piece_from_hand_on_the_square_left() {
    let mut game = VariantGame::new(variant("seirawan").expect("bundled")).expect("start");
    assert_eq!(game.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1");
    let mut gating: Vec<String> =
        game.legal_moves().iter().filter(|mv| mv.gating_square().is_some()).map(|mv| mv.to_string()).collect();
    gating.sort();
    assert_eq!(gating, ["b1a3e", "b1a3h", "b1c3e", "b1c3h", "g1f3e", "g1f3h", "g1h3e", "g1h3h"]);
    play(&mut game, &["g1f3h"]);
    // The hawk stands on g1, the g-file gate is closed, the hawk left hand.
    assert_eq!(game.fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1");
    assert_eq!(game.in_hand(Colour::White, kind(&game, 'H')), 0);
    assert!(game.hash_is_consistent());
    // A move from a square whose gate is closed has no gating form.
    play(&mut game, &["e7e6", "f3g5", "d8g5"]);
    assert!(!game.legal_moves().iter().any(|mv| mv.to_string() == "g1h3e"));
    // Castling may gate on the rook's square, written with that square.
    let mut castle = self::game("seirawan", "r3k2r/8/8/8/8/8/8/R3K2R[Ee] w KQkq - 0 1");
    let texts: Vec<String> = castle.legal_moves().iter().map(|mv| mv.to_string()).collect();
    assert!(texts.contains(&"e1g1e".to_string()) && texts.contains(&"h1e1e".to_string()), "{texts:?}");
    play(&mut castle, &["h1e1e"]);
    assert_eq!(castle.fen(), "r3k2r/8/8/8/8/8/8/R4RKE[e] b kq - 1 1");
    let read: Move = "h1e1e".parse().expect("gating text");
    assert_eq!(read.to_string(), "h1e1e");
    let listed = castle_moves_gating_on_h1();
    assert_eq!(listed.gating_square().as_deref(), Some("h1"));
    assert_eq!((listed.from_square(), listed.to_square()), ("e1".to_string(), "g1".to_string()));
}

fn castle_moves_gating_on_h1() -> Move {
    let castle = game("seirawan", "r3k2r/8/8/8/8/8/8/R3K2R[Ee] w KQkq - 0 1");
    castle.legal_moves().into_iter().find(|mv| mv.to_string() == "h1e1e").expect("listed")
}
