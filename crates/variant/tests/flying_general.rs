//! `flyingGeneral`: a king may not stand facing the other king on an open
//! file, nor castle across a square where it would. The counts are
//! Fairy-Stockfish's `go perft` (commit c19b5f6c) on the same section.

use boardkit_core::Game;
use boardkit_variant::{Move, VariantGame, Variants};

const SECTION: &str = "[facinggenerals:chess]\nflyingGeneral = true\n";

fn game(fen: &str) -> VariantGame {
    let variants = Variants::parse(SECTION).expect("the section reads");
    let rules = variants.get("facinggenerals").expect("the section is there").clone();
    VariantGame::from_fen(rules, fen).expect("a valid FEN")
}

#[test]
fn castling_may_not_cross_a_square_facing_the_other_king() {
    let cases: [(&str, [u64; 4]); 3] = [
        // Kingside castling would cross f8, on the open file of the king on f1.
        ("4k2r/8/8/8/8/8/8/5K2 b k - 0 1", [12, 34, 606, 2632]),
        // Queenside castling would cross d8, facing the king on d1.
        ("r3k3/8/8/8/8/8/8/3K4 b q - 0 1", [13, 37, 657, 3271]),
        // With the files closed both castlings stay.
        ("r3k2r/pppp1ppp/8/8/8/8/PPP2PPP/R2K3R b kq - 0 1", [24, 464, 10451, 208731]),
    ];
    for (fen, counts) in cases {
        let game = game(fen);
        for (depth, nodes) in (1..).zip(counts) {
            assert_eq!(game.perft(depth), nodes, "{fen} depth {depth}");
        }
    }
    let crossing: Move = "e8g8".parse().expect("a move");
    assert!(!game("4k2r/8/8/8/8/8/8/5K2 b k - 0 1").is_legal(&crossing));
    assert!(game("r3k2r/pppp1ppp/8/8/8/8/PPP2PPP/R2K3R b kq - 0 1").is_legal(&crossing));
}
