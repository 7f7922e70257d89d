//! One test (at least) per rule sentence of rules/scirocco.md. Each would
//! fail if the rule were broken.

use boardkit_core::{Game, Verdict};
use boardkit_scirocco::{
    EndReason, IllegalReason, Move, Piece, PieceKind, PlayError, Position, RuleOptions, Scirocco, Setup, Side,
};

/// A position from `(square, code)` pairs; codes are position-text piece
/// codes (`K`, `+p`, …). Kings are added on j1 (Blue) and a10 (Tan) unless a
/// royal of that side is listed, and a Pawn on j2 / a9 for a side that would
/// otherwise be a bare royal.
fn pos(pieces: &[(&str, &str)], side: Side) -> Position {
    let mut setup = Setup::empty();
    setup.side_to_move = side;
    for &(square, code) in pieces {
        let promoted = code.starts_with('+');
        let letter = code.trim_start_matches('+').chars().next().unwrap_or('?');
        let kind = PieceKind::from_letter(letter.to_ascii_uppercase(), promoted).unwrap_or_else(|| panic!("{code}"));
        let side = if letter.is_ascii_uppercase() { Side::Blue } else { Side::Tan };
        setup.pieces.push((square.parse().unwrap(), Piece::new(side, kind)));
    }
    for (side, square) in [(Side::Blue, "j1"), (Side::Tan, "a10")] {
        if !setup.pieces.iter().any(|(_, p)| p.side == side && p.kind.is_royal()) {
            setup.pieces.push((square.parse().unwrap(), Piece::new(side, PieceKind::King)));
        }
    }
    // A lone King would be a bare royal (game over): give such a side a Pawn next to its King.
    for (side, square, code) in [(Side::Blue, "j2", "P"), (Side::Tan, "a9", "p")] {
        if setup.pieces.iter().filter(|(_, p)| p.side == side).count() < 2 {
            let piece = Piece::new(
                side,
                PieceKind::from_letter(code.to_ascii_uppercase().chars().next().unwrap(), false).unwrap(),
            );
            setup.pieces.push((square.parse().unwrap(), piece));
        }
    }
    Position::from_setup(&setup).unwrap_or_else(|e| panic!("{e}"))
}

/// The moves of the piece on `from`, as sorted coordinate texts.
fn moves_from(position: &Position, from: &str) -> Vec<String> {
    let from: boardkit_geometry::Square = from.parse().unwrap();
    let mut out: Vec<String> =
        position.pseudo_legal_moves().iter().filter(|m| m.from() == from).map(|m| m.to_string()).collect();
    out.sort();
    out
}

fn sorted(texts: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = texts.iter().map(|s| s.to_string()).collect();
    out.sort();
    out
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

// ---- Board, sides, promotion zone ----

#[test]
fn blue_moves_first_from_the_start() {
    let game = Scirocco::startpos();
    assert_eq!(game.turn(), boardkit_core::Turn::Player(Side::Blue));
    assert!(game.legal_moves().iter().all(|m| m.from().rank().number() <= 3));
}

// ---- Pieces ----

#[test]
fn pawn_steps_forward_captures_diagonally_forward_no_double_step() {
    let p = pos(&[("e3", "P"), ("d4", "p"), ("f4", "P"), ("e2", "p"), ("d2", "p")], Side::Blue);
    assert_eq!(moves_from(&p, "e3"), sorted(&["e3e4", "e3d4"]));
    // Tan pawns move down.
    let t = pos(&[("e8", "p"), ("d7", "P")], Side::Tan);
    assert_eq!(moves_from(&t, "e8"), sorted(&["e8e7", "e8d7"]));
    // Blocked pawn, no backward or sideways capture.
    let b = pos(&[("e3", "P"), ("e4", "p"), ("d3", "p"), ("d2", "p")], Side::Blue);
    assert!(moves_from(&b, "e3").is_empty());
}

#[test]
fn guard_steps_orthogonally_and_captures_diagonally() {
    let p = pos(&[("e5", "U"), ("e6", "p"), ("f6", "p"), ("d4", "p")], Side::Blue);
    assert_eq!(moves_from(&p, "e5"), sorted(&["e5d5", "e5f5", "e5e4", "e5f6", "e5d4"]));
}

#[test]
fn wagon_never_stops_on_the_adjacent_square_which_still_blocks() {
    let open = pos(&[("a1", "O")], Side::Blue);
    assert_eq!(
        moves_from(&open, "a1"),
        sorted(&[
            "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1a8+", "a1a9", "a1a9+", "a1c1", "a1d1", "a1e1", "a1f1",
            "a1g1", "a1h1", "a1i1"
        ])
    );
    // An enemy on the adjacent square is neither captured nor passed.
    let blocked = pos(&[("a1", "O"), ("a2", "p"), ("b1", "P")], Side::Blue);
    assert!(moves_from(&blocked, "a1").is_empty());
    // It captures the first enemy beyond the adjacent square.
    let capture = pos(&[("a1", "O"), ("a4", "p"), ("b1", "P")], Side::Blue);
    assert_eq!(moves_from(&capture, "a1"), sorted(&["a1a3", "a1a4"]));
}

#[test]
fn octopus_steps_diagonally_then_slides_outward() {
    let p = pos(&[("e5", "+H"), ("f6", "P"), ("c4", "p"), ("c3", "p")], Side::Blue);
    let moves = moves_from(&p, "e5");
    // f6 blocked by its own piece: no move through it.
    assert!(!moves.iter().any(|m| ["e5f6", "e5g6", "e5f7"].contains(&m.as_str())));
    // d6: continues west (c6 b6 a6) and north (d7 d8 d9 d10).
    for m in ["e5d6", "e5c6", "e5b6", "e5a6", "e5d7", "e5d10"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    // d4: continues west and captures c4 at a knight's distance; south d3 d2 d1.
    assert!(moves.contains(&"e5c4".to_string()) && !moves.contains(&"e5b4".to_string()));
    // It never reaches an orthogonally adjacent square, and never moves straight.
    for m in ["e5e6", "e5d5", "e5f5", "e5e4", "e5e7", "e5c5"] {
        assert!(!moves.contains(&m.to_string()), "{m}");
    }
    // The diagonal step itself does not capture.
    let q = pos(&[("e5", "+H"), ("f6", "p")], Side::Blue);
    assert!(!moves_from(&q, "e5").iter().any(|m| m.starts_with("e5f6") || m == "e5g6" || m == "e5f7"));
}

#[test]
fn spider_steps_orthogonally_then_slides_diagonally_outward() {
    let p = pos(&[("e5", "+O"), ("e6", "P")], Side::Blue);
    let moves = moves_from(&p, "e5");
    for m in ["e5f5", "e5g6", "e5h7", "e5g4", "e5d5", "e5c6", "e5e4", "e5d3", "e5f3"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    // North is blocked by its own piece on e6: no d7/f7.
    assert!(!moves.contains(&"e5d7".to_string()) && !moves.contains(&"e5f7".to_string()));
    // Never diagonally adjacent.
    for m in ["e5f6", "e5d6", "e5d4", "e5f4"] {
        assert!(!moves.contains(&m.to_string()), "{m}");
    }
}

#[test]
fn vulture_moves_as_bishop_captures_as_rook_and_king() {
    let p = pos(&[("e5", "+S"), ("g7", "p"), ("e8", "p"), ("f5", "p"), ("h2", "p")], Side::Blue);
    let moves = moves_from(&p, "e5");
    assert!(moves.contains(&"e5f6".to_string())); // K step
    assert!(!moves.contains(&"e5g7".to_string())); // no bishop capture
    assert!(moves.contains(&"e5e8".to_string())); // rook capture
    assert!(!moves.contains(&"e5e7".to_string())); // no rook move
    assert!(moves.contains(&"e5f5".to_string())); // K capture
    assert!(moves.contains(&"e5c3".to_string())); // bishop move
    assert!(!moves.contains(&"e5h2".to_string())); // no bishop capture far away
}

#[test]
fn zig_and_zag_jump_capture_and_never_move_diagonally_or_orthogonally_otherwise() {
    let p = pos(&[("d4", "+F"), ("e5", "p"), ("c5", "p"), ("b6", "P"), ("e3", "P")], Side::Blue);
    let moves = moves_from(&p, "d4");
    assert!(moves.contains(&"d4f6".to_string())); // over the enemy on e5 to the empty f6
    assert!(!moves.contains(&"d4b6".to_string())); // landing square held by a friend
    assert!(!moves.contains(&"d4f2".to_string())); // e3 is friendly
    assert!(!moves.contains(&"d4b2".to_string())); // c3 empty
    for m in ["d4e5", "d4c5", "d4c3", "d4e3"] {
        assert!(!moves.contains(&m.to_string()), "{m}: no plain diagonal move");
    }
    let after = p.play(&mv("d4f6")).unwrap();
    assert_eq!(after.piece_at("e5".parse().unwrap()), None);
    assert_eq!(after.piece_at("f6".parse().unwrap()).map(|p| p.kind), Some(PieceKind::Zig));
    assert_eq!(p.readable(&mv("d4f6")).unwrap(), "Zi d4xe5-f6");

    let z = pos(&[("d4", "+W"), ("d5", "p"), ("e4", "p"), ("f4", "p")], Side::Blue);
    let moves = moves_from(&z, "d4");
    assert!(moves.contains(&"d4d6".to_string()));
    assert!(!moves.contains(&"d4f4".to_string())); // landing occupied
    assert!(!moves.contains(&"d4d3".to_string()) && !moves.contains(&"d4d2".to_string()));
    assert!(!moves.contains(&"d4d5".to_string()) && !moves.contains(&"d4e4".to_string()));
}

#[test]
fn genie_captures_without_moving_and_by_moving() {
    let p = pos(&[("e5", "+D"), ("e6", "p"), ("f4", "P")], Side::Blue);
    let moves = moves_from(&p, "e5");
    assert!(moves.contains(&"e5e6e5".to_string()));
    assert!(moves.contains(&"e5e6".to_string()));
    assert!(!moves.contains(&"e5f4e5".to_string())); // own piece
    let after = p.play(&mv("e5e6e5")).unwrap();
    assert_eq!(after.piece_at("e6".parse().unwrap()), None);
    assert_eq!(after.piece_at("e5".parse().unwrap()).map(|p| p.kind), Some(PieceKind::Genie));
    assert_eq!(p.readable(&mv("e5e6e5")).unwrap(), "Ge e5xe6!");
}

#[test]
fn leapers_jump_riders_are_blocked() {
    let p = pos(&[("e5", "C"), ("e6", "P"), ("f6", "P"), ("f5", "P"), ("e4", "P"), ("d4", "P")], Side::Blue);
    // Eight leaps over the crowd; the two into the zone (d8, f8) also promote.
    assert_eq!(moves_from(&p, "e5").len(), 10);
    let r = pos(&[("a1", "H"), ("a3", "P"), ("c1", "p")], Side::Blue);
    assert_eq!(moves_from(&r, "a1"), sorted(&["a1a2", "a1b1", "a1c1"]));
}

// ---- Relays ----

#[test]
fn dervish_worked_example() {
    // Dervish g5, friendly pawns f4 and h5: f4 may go to h6; h5 may go to g6 or g4.
    let p = pos(&[("g5", "V"), ("f4", "P"), ("h5", "P")], Side::Blue);
    assert_eq!(moves_from(&p, "f4"), sorted(&["f4f5", "f4h6"]));
    assert_eq!(moves_from(&p, "h5"), sorted(&["h5h6", "h5g6", "h5g4", "h5f5"]));
    // The literal reading adds f4->f6 and f4->h4, off by default.
    let literal = p.with_options(RuleOptions::LITERAL_DERVISH);
    assert_eq!(moves_from(&literal, "f4"), sorted(&["f4f5", "f4h6", "f4f6", "f4h4"]));
    assert_eq!(moves_from(&literal, "h5"), moves_from(&p, "h5"));
}

#[test]
fn relayed_moves_may_capture_but_not_land_on_friends() {
    let p = pos(&[("g5", "V"), ("f4", "P"), ("h6", "p"), ("h5", "P"), ("g6", "P")], Side::Blue);
    assert!(moves_from(&p, "f4").contains(&"f4h6".to_string()));
    assert!(!moves_from(&p, "h5").contains(&"h5g6".to_string()));
    let after = p.play(&mv("f4h6")).unwrap();
    assert_eq!(after.piece_at("h6".parse().unwrap()).map(|p| (p.side, p.kind)), Some((Side::Blue, PieceKind::Pawn)));
}

#[test]
fn relays_never_help_enemy_pieces() {
    let p = pos(&[("g5", "V"), ("f4", "p"), ("d5", "+V"), ("d7", "p")], Side::Tan);
    assert_eq!(moves_from(&p, "f4"), sorted(&["f4f3", "f4f3+"]));
    assert_eq!(moves_from(&p, "d7"), sorted(&["d7d6"]));
}

#[test]
fn the_relaying_piece_gains_nothing_itself() {
    let alone = pos(&[("e5", "V")], Side::Blue);
    let with_friend = pos(&[("e5", "V"), ("e4", "P")], Side::Blue);
    // e4 blocks nothing a leaper needs; the Dervish's own moves are D and A only.
    assert_eq!(moves_from(&alone, "e5"), moves_from(&with_friend, "e5"));
    assert_eq!(moves_from(&alone, "e5").len(), 8);
}

#[test]
fn harpy_relays_knight_moves_along_clear_lines_up_to_three() {
    // Harpy e5. Pawn e8 (3 away, clear): Knight moves. Pawn b2 (3 away diagonally, c3 blocked): nothing.
    let p = pos(&[("e5", "+V"), ("e8", "P"), ("b2", "P"), ("c3", "P"), ("a5", "P"), ("h5", "p")], Side::Blue);
    assert_eq!(
        moves_from(&p, "e8"),
        sorted(&["e8e9", "e8e9+", "e8c9", "e8g9", "e8d10", "e8f10", "e8c7", "e8g7", "e8d6", "e8f6"])
    );
    assert_eq!(moves_from(&p, "b2"), sorted(&["b2b3"]));
    // a5 is 4 squares away: nothing.
    assert_eq!(moves_from(&p, "a5"), sorted(&["a5a6"]));
    // c3 is 2 away on a clear diagonal: Knight moves.
    assert!(moves_from(&p, "c3").contains(&"c3b5".to_string()));
    // The Harpy itself cannot capture (mQ3).
    assert!(!moves_from(&p, "e5").iter().any(|m| m == "e5h5"));
}

#[test]
fn pieces_that_have_the_knight_move_gain_nothing_from_a_harpy() {
    for code in ["N", "I", "Y", "+C", "+M", "+I", "+Y", "+G"] {
        let with = pos(&[("e5", "+V"), ("e7", code)], Side::Blue);
        let without = pos(&[("e5", "W"), ("e7", code)], Side::Blue);
        assert_eq!(moves_from(&with, "e7"), moves_from(&without, "e7"), "{code}");
        for m in with.pseudo_legal_moves().iter().filter(|m| m.from().to_string() == "e7") {
            assert!(!with.readable(m).unwrap().ends_with('~'), "{code}: {m}");
        }
    }
    // A Camel (no Knight move) does gain them.
    let camel = pos(&[("e5", "+V"), ("e7", "C")], Side::Blue);
    assert!(moves_from(&camel, "e7").contains(&"e7f5".to_string()));
}

#[test]
fn relays_from_several_relayers_are_a_union_without_duplicates() {
    // The pawn on e4 is next to Dervishes e5 and f5, and seen by a Harpy on e1.
    let p = pos(&[("e5", "V"), ("f5", "V"), ("e4", "P"), ("e1", "+V")], Side::Blue);
    let moves = moves_from(&p, "e4");
    let mut unique = moves.clone();
    unique.dedup();
    assert_eq!(moves, unique);
    for m in ["e4e6", "e4g6", "e4d5", "e4f6", "e4c5"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
}

#[test]
fn no_promotion_on_a_relayed_move() {
    // Pawn e7, Dervish f8 (diagonal): the relayed jump to g9 enters the zone but cannot promote.
    let p = pos(&[("f8", "V"), ("e7", "P")], Side::Blue);
    let moves = moves_from(&p, "e7");
    assert!(moves.contains(&"e7g9".to_string()));
    assert!(!moves.contains(&"e7g9+".to_string()));
    // The pawn's own move into the zone may promote.
    assert!(moves.contains(&"e7e8".to_string()) && moves.contains(&"e7e8+".to_string()));
    assert!(p.play(&mv("e7g9+")).is_err());
}

#[test]
fn a_relayed_move_the_piece_could_make_itself_may_promote() {
    // Commoner e7 below a Dervish on e8: the "around" squares d8, f8 are also its own K steps.
    let p = pos(&[("e8", "V"), ("e7", "M")], Side::Blue);
    let moves = moves_from(&p, "e7");
    assert!(moves.contains(&"e7d8+".to_string()) && moves.contains(&"e7f8+".to_string()));
    // The jump over the Dervish to e9 is relayed only: no promotion.
    assert!(moves.contains(&"e7e9".to_string()) && !moves.contains(&"e7e9+".to_string()));
    assert!(p.readable(&mv("e7e9")).unwrap().ends_with('~'));
    assert!(!p.readable(&mv("e7d8")).unwrap().ends_with('~'));
}

// ---- Promotion ----

#[test]
fn promotion_is_optional_and_gives_two_moves() {
    let p = pos(&[("e8", "P")], Side::Blue);
    assert_eq!(moves_from(&p, "e8"), sorted(&["e8e9", "e8e9+"]));
    let promoted = p.play(&mv("e8e9+")).unwrap();
    assert_eq!(promoted.piece_at("e9".parse().unwrap()).map(|p| p.kind), Some(PieceKind::Tadpole));
    let plain = p.play(&mv("e8e9")).unwrap();
    assert_eq!(plain.piece_at("e9".parse().unwrap()).map(|p| p.kind), Some(PieceKind::Pawn));
}

#[test]
fn promotion_on_moves_starting_or_ending_in_the_zone() {
    // Into the zone.
    let into = pos(&[("e7", "W")], Side::Blue);
    assert!(moves_from(&into, "e7").contains(&"e7e8+".to_string()));
    assert!(!moves_from(&into, "e7").contains(&"e7e6+".to_string()));
    // Out of the zone.
    let out = pos(&[("e8", "W")], Side::Blue);
    assert!(moves_from(&out, "e8").contains(&"e8e7+".to_string()));
    // Outside the zone: never.
    let outside = pos(&[("e5", "W")], Side::Blue);
    assert!(!moves_from(&outside, "e5").iter().any(|m| m.ends_with('+')));
    // Tan's zone is ranks 1-3.
    let tan = pos(&[("e4", "w")], Side::Tan);
    assert!(moves_from(&tan, "e4").contains(&"e4e3+".to_string()));
    assert!(!moves_from(&tan, "e4").contains(&"e4e5+".to_string()));
}

#[test]
fn promoted_pieces_never_promote_again_and_the_king_may_promote() {
    let p = pos(&[("e8", "+P"), ("c8", "K")], Side::Blue);
    assert!(!moves_from(&p, "e8").iter().any(|m| m.ends_with('+')));
    assert!(moves_from(&p, "c8").contains(&"c8c9+".to_string()));
    let emperor = p.play(&mv("c8c9+")).unwrap();
    assert_eq!(emperor.piece_at("c9".parse().unwrap()).map(|p| p.kind), Some(PieceKind::Emperor));
    assert_eq!(emperor.royal_square(Side::Blue).map(|s| s.to_string()), Some("c9".into()));
}

// ---- End of the game ----

#[test]
fn capturing_the_royal_ends_the_game() {
    let mut game = Scirocco::new(pos(&[("e5", "K"), ("e6", "k"), ("a1", "P"), ("a10", "p")], Side::Blue));
    game.play(&mv("e5e6")).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Win(Side::Blue));
    assert_eq!(outcome.reason, EndReason::RoyalCaptured);
    assert_eq!(outcome.to_string(), "Blue wins (royal captured)");
    assert!(game.legal_moves().is_empty());
    assert!(matches!(game.play(&mv("a10a9")), Err(PlayError::Illegal { reason: IllegalReason::GameOver, .. })));
    // The finished position's text parses back.
    let text = game.to_string();
    assert_eq!(text.parse::<Scirocco>().unwrap().to_string(), text);
}

#[test]
fn checking_is_not_enforced() {
    // Blue may move its King next to the Tan Rook.
    let p = pos(&[("e1", "K"), ("d5", "+n"), ("a1", "P")], Side::Blue);
    assert!(moves_from(&p, "e1").contains(&"e1d1".to_string()));
    let after = p.play(&mv("e1d1")).unwrap();
    assert!(after.is_royal_attacked(Side::Blue));
}

#[test]
fn bare_royal_loses_at_once_even_if_the_baring_piece_could_be_recaptured() {
    // Tan has King and one Pawn; Blue's Rook takes the Pawn next to the Tan King.
    let mut game = Scirocco::new(pos(&[("e1", "+N"), ("e9", "p"), ("e10", "k"), ("a1", "K")], Side::Blue));
    game.play(&mv("e1e9")).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Win(Side::Blue));
    assert_eq!(outcome.reason, EndReason::BareRoyal);
    assert!(game.legal_moves().is_empty());
}

#[test]
fn a_player_with_two_pieces_loses_on_losing_either() {
    // Losing the non-royal piece: bare royal.
    let mut a = Scirocco::new(pos(&[("e4", "K"), ("e5", "p"), ("a10", "k"), ("a1", "P")], Side::Blue));
    a.play(&mv("e4e5")).unwrap();
    assert_eq!(a.outcome().map(|o| o.reason), Some(EndReason::BareRoyal));
    // Losing the royal: royal captured.
    let mut b = Scirocco::new(pos(&[("e4", "K"), ("e5", "k"), ("a10", "p"), ("a1", "P")], Side::Blue));
    b.play(&mv("e4e5")).unwrap();
    assert_eq!(b.outcome().map(|o| o.reason), Some(EndReason::RoyalCaptured));
}

#[test]
fn no_legal_move_loses_stalemate_is_not_a_draw() {
    // Tan: King a10 and twenty pawns filling the a and b files; every pawn is blocked by the
    // one below it (or the board's edge) and has no enemy to capture. Blue is far away.
    let mut pieces: Vec<(String, &str)> = vec![("a10".into(), "k"), ("j2".into(), "P")];
    for rank in 1..=9 {
        pieces.push((format!("a{rank}"), "p"));
    }
    for rank in 1..=10 {
        pieces.push((format!("b{rank}"), "p"));
    }
    let pieces: Vec<(&str, &str)> = pieces.iter().map(|(s, c)| (s.as_str(), *c)).collect();
    let p = pos(&pieces, Side::Tan);
    assert!(p.pseudo_legal_moves().is_empty(), "{:?}", p.pseudo_legal_moves());
    let game = Scirocco::new(p);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Win(Side::Blue));
    assert_eq!(outcome.reason, EndReason::NoLegalMove);
    assert_eq!(game.turn(), boardkit_core::Turn::Over);
}

/// The rules sheet's 2×3 example transposed: the Blue King shuffles in a
/// pen a1–c1 walled by its own Wagons (which cannot move: Tan pieces stand
/// on the squares next to them), the Tan King shuffles j10–j9.
fn pen() -> Scirocco {
    Scirocco::new(pos(
        &[
            ("a1", "K"),
            ("a2", "O"),
            ("b2", "O"),
            ("c2", "O"),
            ("d2", "O"),
            ("a3", "w"),
            ("b3", "w"),
            ("c3", "w"),
            ("d3", "w"),
            ("e2", "w"),
            ("d1", "w"),
            ("j10", "k"),
        ],
        Side::Blue,
    ))
}

#[test]
fn a_move_making_the_third_occurrence_is_illegal() {
    let mut game = pen();
    assert_eq!(game.legal_moves().iter().filter(|m| m.from().to_string() == "a1").count(), 1);
    // 1.Kb1 Kj9 2.Ka1 Kj10 (second occurrence of the start) 3.Kb1 Kj9 4.Ka1
    for m in ["a1b1", "j10j9", "b1a1", "j9j10", "a1b1", "j10j9", "b1a1"] {
        game.play(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    // 4...Kj10 would be the third occurrence: illegal, other moves remain.
    let back = mv("j9j10");
    assert!(game.position().pseudo_legal_moves().contains(&back));
    assert!(!game.legal_moves().contains(&back));
    assert!(!game.is_legal(&back));
    let before = game.clone();
    assert!(matches!(game.play(&back), Err(PlayError::Illegal { reason: IllegalReason::Repetition, .. })));
    assert_eq!(game, before);
    assert!(game.legal_moves().contains(&mv("j9i9")));
    assert!(game.outcome().is_none());
}

#[test]
fn a_player_whose_every_move_repeats_a_third_time_loses() {
    let mut game = pen();
    // The Blue King walks a1-b1-c1-b1-a1 while the Tan King shuffles: after 4...Kj10 Blue's
    // only move, Kb1, would make the position after 1.Kb1 occur a third time (after 1.Kb1 and 3.Kb1).
    for m in ["a1b1", "j10j9", "b1c1", "j9j10", "c1b1", "j10j9", "b1a1", "j9j10"] {
        game.play(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(game.position().pseudo_legal_moves().len(), 1);
    assert!(game.legal_moves().is_empty());
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Win(Side::Tan));
    assert_eq!(outcome.reason, EndReason::NoLegalMove);
}

#[test]
fn repetition_counts_only_same_side_to_move() {
    // The same placement with the other side to move is a different position.
    let blue = pos(&[("e5", "K"), ("a1", "P"), ("a10", "k"), ("j10", "p")], Side::Blue);
    let tan = pos(&[("e5", "K"), ("a1", "P"), ("a10", "k"), ("j10", "p")], Side::Tan);
    assert_ne!(blue.zobrist_hash(), tan.zobrist_hash());
}
