//! Random and malformed input thrown at the readers: variants files, FEN,
//! moves and game texts. Nothing panics; every failure is a typed error.

use boardkit_variant::{Move, VariantGame, Variants, variant};
use proptest::prelude::*;

/// Fragments of real variants files, so that random files get past the
/// first line often enough to reach the option readers.
const FRAGMENTS: [&str; 24] = [
    "[a]\n",
    "[b:a]\n",
    "[c:chess]\n",
    "maxRank = 12\n",
    "maxFile = p\n",
    "maxFile = 17\n",
    "pawn = p\n",
    "king = k:KN\n",
    "customPiece1 = x:mFyafsF\n",
    "customPiece2 = y:aaaaW\n",
    "startFen = 8/8 w - - 0 1\n",
    "promotionPieceTypes = qx\n",
    "promotionRegionWhite = *8 a* e4\n",
    "castling = maybe\n",
    "flagRegion = *99\n",
    "extinctionPieceTypes = *\n",
    "extinctionValue = loss\n",
    "nMoveRule = -1\n",
    "pieceDrops = true\n",
    "promotedPieceType = p:g\n",
    "; comment\n",
    "=\n",
    "mobilityRegionWhiteKing = d1 e1\n",
    "doubleStepRegionWhite = *2\n",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_text_as_a_variants_file(text in ".{0,300}") {
        let _ = Variants::parse(&text);
        let _ = Variants::parse_each(&text);
    }

    #[test]
    fn random_fragments_as_a_variants_file(parts in proptest::collection::vec(0..FRAGMENTS.len(), 0..12)) {
        let text: String = parts.iter().map(|&i| FRAGMENTS[i]).collect();
        if let Ok(variants) = Variants::parse(&text) {
            for rules in variants.iter() {
                let game = VariantGame::new(rules.clone()).expect("a compiled variant starts");
                let _ = game.perft(1);
            }
        }
    }

    #[test]
    fn random_text_as_a_fen(text in ".{0,120}") {
        for name in ["chess", "grand", "courier", "octopus"] {
            let _ = VariantGame::from_fen(variant(name).expect("bundled"), &text);
        }
        let _ = text.parse::<VariantGame>();
        let _ = text.parse::<Move>();
    }

    #[test]
    fn mutated_fen(position in 0usize..60, replacement in "[0-9a-zA-Z/+~* -]{0,3}") {
        let fen = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
        let cut = position.min(fen.len());
        let text = format!("{}{}{}", &fen[..cut], replacement, &fen[(cut + 1).min(fen.len())..]);
        if let Ok(game) = VariantGame::from_fen(variant("grand").expect("bundled"), &text) {
            // Whatever was read is a position that plays and writes itself.
            let again = VariantGame::from_fen(variant("grand").expect("bundled"), &game.fen()).expect("own FEN");
            prop_assert_eq!(again.fen(), game.fen());
            let _ = game.perft(1);
        }
    }

    #[test]
    fn move_text_round_trip(from in 0u8..16, from_rank in 1u8..=16, to in 0u8..16, to_rank in 1u8..=16, promotion in "[a-z+]?") {
        let text = format!("{}{from_rank}{}{to_rank}{promotion}", char::from(b'a' + from), char::from(b'a' + to));
        let mv: Move = text.parse().expect("a move");
        prop_assert_eq!(mv.to_string(), text);
    }
}
