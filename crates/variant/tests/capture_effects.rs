//! Capture effects: the explosions of atomic chess and petrified pieces,
//! position by position.

use boardkit_core::Game;
use boardkit_variant::{EndReason, Move, VariantError, VariantGame, Variants, variant};

fn atomic(fen: &str) -> VariantGame {
    VariantGame::from_fen(variant("atomic").expect("bundled"), fen).expect("FEN reads")
}

fn mv(text: &str) -> Move {
    text.parse().expect("move text")
}

#[test]
fn a_capture_blows_up_the_capturer_and_the_pieces_around_but_pawns() {
    // White's knight takes on d5: it, the captured pawn and Black's bishop
    // on c6 go; the pawns on c4 and e6 stay.
    let mut game = atomic("4k3/8/2b1p3/3p4/2P5/4N3/8/4K3 w - - 0 1");
    game.play(&mv("e3d5")).expect("legal");
    assert_eq!(game.fen(), "4k3/8/4p3/8/2P5/8/8/4K3 b - - 0 1");
}

#[test]
fn a_king_may_not_capture_and_may_not_be_blown_up_by_its_own_side() {
    // The king on e1 next to the pawn on e2 would blow itself up.
    let game = atomic("4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");
    assert!(!game.is_legal(&mv("e1e2")));
    // The rook's capture on d2 would blow up its own king beside it.
    let game = atomic("4k3/8/8/8/8/8/3n4/3RK3 w - - 0 1");
    assert!(!game.is_legal(&mv("d1d2")));
    assert!(game.is_legal(&mv("d1c1")));
}

#[test]
fn blowing_up_the_other_king_wins_and_touching_kings_are_safe() {
    // The queen takes on e7 next to Black's king: the king is blown up.
    let mut game = atomic("4k3/4p3/8/8/8/8/8/3QK3 w - - 0 1");
    game.play(&mv("d1d7")).expect("legal"); // d7 is empty: no explosion
    assert!(game.outcome().is_none());
    let mut game = atomic("4k3/4p3/8/8/8/8/8/4QK2 w - - 0 1");
    game.play(&mv("e1e7")).expect("legal");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::Extinction);
    // Kings side by side: the rook on a1 "attacks" e1 and d1, but taking
    // the king would blow up Black's own. Every step that keeps the kings
    // touching is legal (as Fairy-Stockfish counts it); taking the king is not.
    let game = atomic("8/8/8/8/8/8/4k3/r3K3 w - - 0 1");
    let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    moves.sort();
    assert_eq!(moves, ["e1d1", "e1d2", "e1f1", "e1f2"]);
}

#[test]
fn a_rook_blown_up_takes_its_castling_right_with_it() {
    // The bishop takes on g2; the explosion takes the rook on h1 too.
    let mut game = atomic("r3k2r/8/8/8/8/5B2/6n1/R3K2R w KQkq - 0 1");
    game.play(&mv("f3g2")).expect("legal");
    assert_eq!(game.fen(), "r3k2r/8/8/8/8/8/8/R3K3 b Qkq - 0 1");
}

#[test]
fn mutually_immune_kings_cannot_take_each_other() {
    let file =
        Variants::parse("[atomar:nocheckatomic]\nblastImmuneTypes = k\nmutuallyImmuneTypes = k\n").expect("reads");
    let rules = file.get("atomar").expect("section").clone();
    let game = VariantGame::from_fen(rules, "8/8/8/8/8/8/4k3/4K3 w - - 0 1").expect("FEN");
    assert!(!game.is_legal(&mv("e1e2")));
    assert!(game.is_legal(&mv("e1d1")));
}

#[test]
fn a_petrifying_capturer_turns_into_a_wall() {
    // On a board without a royal king (giveaway's king is a plain piece).
    let file = Variants::parse("[stone:giveaway]\npetrifyOnCaptureTypes = q\n").expect("reads");
    let rules = file.get("stone").expect("section").clone();
    let mut game = VariantGame::from_fen(rules, "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1").expect("FEN");
    game.play(&mv("d1d5")).expect("legal");
    assert_eq!(game.fen(), "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1");
    assert!(game.wall_at(3, 4));
}

#[test]
fn capture_effect_options_are_typed_errors_when_wrong() {
    let error = Variants::parse("[a:chess]\nblastOnCapture = maybe\n").expect_err("bad bool");
    assert!(matches!(error, VariantError::BadValue { line: 2, ref option, .. } if option == "blastOnCapture"));
    let error = Variants::parse("[a:chess]\nblastImmuneTypes = z\n").expect_err("no such piece");
    assert!(matches!(error, VariantError::BadValue { line: 2, ref option, .. } if option == "blastImmuneTypes"));
    let error = Variants::parse("[a:chess]\npetrifyBlastPieces = 1\n").expect_err("bad bool");
    assert!(matches!(error, VariantError::BadValue { line: 2, ref option, .. } if option == "petrifyBlastPieces"));
    // Refused by name with a royal king.
    for option in ["blastOnCapture = true", "petrifyOnCaptureTypes = q"] {
        let error = Variants::parse(&format!("[a:chess]\n{option}\n")).expect_err("refused");
        let name = option.split(' ').next().unwrap_or_default();
        assert!(matches!(error, VariantError::Unsupported { ref option, .. } if option.starts_with(name)), "{error}");
    }
}

/// Atomic perft positions published with other atomic move generators
/// (Fairy-Stockfish, commit c19b5f6c, counts the same), beside the ones
/// pinned from random play in `bundled.rs`.
const PUBLISHED: [(&str, u32, u64); 3] = [
    ("rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1", 4, 1_434_825),
    ("rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq - 0 1", 4, 714_499),
    ("r4b1r/2kb1N2/p2Bpnp1/8/2Pp3p/1P1PPP2/P5PP/R3K2R b KQ - 0 1", 2, 148),
];

#[test]
fn published_atomic_perft_small() {
    for (fen, depth, nodes) in PUBLISHED.iter().filter(|(_, _, nodes)| *nodes < 300_000) {
        assert_eq!(atomic(fen).perft(*depth), *nodes, "{fen}");
    }
}

#[test]
#[ignore = "deep: run with --release"]
fn published_atomic_perft_deep() {
    for (fen, depth, nodes) in PUBLISHED.iter().filter(|(_, _, nodes)| *nodes >= 300_000) {
        assert_eq!(atomic(fen).perft(*depth), *nodes, "{fen}");
    }
}

#[test]
fn with_captures_to_hand_the_pieces_blown_up_go_to_their_opponents() {
    // Fairy-Stockfish's atomiczh section, on the bundled atomic.
    let file = Variants::parse(
        "[atomichouse:atomic]\ndropChecks = false\npieceDrops = true\ncapturesToHand = true\ncastling = false\n",
    )
    .expect("the section reads");
    let rules = file.get("atomichouse").expect("read").clone();
    // The knight takes the pawn on d5, which goes to White's hand. Blown
    // up, the bishop on c6 goes to White's hand too, the capturing knight
    // to Black's; the pawns around stay.
    let mut game = VariantGame::from_fen(rules.clone(), "4k3/8/2b1p3/3p4/2P5/4N3/8/4K3[] w - - 0 1").expect("FEN");
    game.play(&mv("e3d5")).expect("legal");
    assert_eq!(game.fen(), "4k3/8/4p3/8/2P5/8/8/4K3[BPn] b - - 0 1");
    // Fairy-Stockfish's count (commit c19b5f6c, `go perft 3`) from a
    // position of its random play.
    let game = VariantGame::from_fen(rules, "rn2qbnr/1b1ppk2/p1p3p1/5p1p/6PP/PP1PPP2/2P2K2/R2Q1BNR[Pbn] w - - 0 13")
        .expect("FEN");
    assert_eq!(game.perft(3), 226_491);
}
