//! The variants.ini reader: inheritance, the default template, and errors
//! that name the line and the option.

use boardkit_variant::{VariantError, VariantGame, Variants};

fn error(text: &str) -> VariantError {
    Variants::parse(text).expect_err("refused")
}

#[test]
fn unsupported_option_is_refused_by_name_and_line() {
    let text = "[a:chess]\nmaxFile = j\ntwoBoards = true\n";
    assert_eq!(error(text), VariantError::Unsupported { line: 3, option: "twoBoards".to_string() });
    assert_eq!(error(text).to_string(), "line 3: option `twoBoards` is not supported");
    // A made-up option too.
    assert_eq!(
        error("[a:chess]\nfrobnicate = 3\n"),
        VariantError::Unsupported { line: 2, option: "frobnicate".to_string() }
    );
    // An option Fairy-Stockfish has, at its default value, loads.
    assert!(Variants::parse("[a:chess]\ntwoBoards = false\n").is_ok());
}

#[test]
fn bad_values_name_line_option_and_value() {
    match error("[a:chess]\n\ncastling = maybe\n") {
        VariantError::BadValue { line, option, value, .. } => {
            assert_eq!((line, option.as_str(), value.as_str()), (3, "castling", "maybe"));
        }
        other => panic!("{other}"),
    }
    assert!(matches!(error("[a:chess]\nmaxRank = 17\n"), VariantError::BadValue { line: 2, .. }));
    assert!(matches!(error("[a:chess]\npromotionPieceTypes = qz\n"), VariantError::BadValue { line: 2, .. }));
    assert!(matches!(error("[a:chess]\nflagRegion = *0\n"), VariantError::BadValue { line: 2, .. }));
    assert!(matches!(error("[a:chess]\ncustomPiece1 = x:Wq\n"), VariantError::Betza { .. }));
    assert!(matches!(error("[a:chess]\ncustomPiece1 = x\n"), VariantError::BadValue { .. }));
}

#[test]
fn structure_errors() {
    assert!(matches!(error("[a:nowhere]\n"), VariantError::UnknownParent { line: 1, .. }));
    assert!(matches!(error("[a]\n[a]\n"), VariantError::Duplicate { line: 2, .. }));
    assert!(matches!(error("[a:b]\n[b:a]\n"), VariantError::Cycle { .. }));
    assert!(matches!(error("[a:chess]\nno equals sign\n"), VariantError::Syntax { line: 2, .. }));
    assert!(matches!(error("[a:chess\n"), VariantError::Syntax { line: 1, .. }));
    assert!(matches!(error("[a:chess]\nstartFen = 8/8 w - - 0 1\n"), VariantError::StartFen { .. }));
}

#[test]
fn inheritance_within_the_file_and_from_chess() {
    let file = Variants::parse(
        "; text before the first section is a comment\n\
         [big:chess]\nmaxFile = j\nstartFen = rnbqkbnrnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKBNRNR w - - 0 1\n\
         [bigger:big]\nknight = -\ncustomPiece1 = n:NN\n",
    )
    .expect("reads");
    let big = VariantGame::new(file.get("big").expect("big").clone()).expect("start");
    let bigger = VariantGame::new(file.get("bigger").expect("bigger").clone()).expect("start");
    assert_eq!(big.rules().files(), 10);
    assert_eq!(bigger.rules().files(), 10, "inherited");
    // Pawns: 10 single and 10 double steps; knights: 2 jumps each x3.
    assert_eq!(big.perft(1), 26);
    // Nightriders ride on; the counts are Fairy-Stockfish's for this file.
    assert_eq!(bigger.perft(1), 34);
    assert_eq!(bigger.perft(3), 42_798);
    assert_eq!(
        bigger.rules().piece_types().iter().find(|kind| kind.letter() == 'N').map(|kind| kind.betza()),
        Some("NN")
    );
}

#[test]
fn a_section_without_parent_starts_from_the_template_without_pieces() {
    // Chess rules, no pieces: a piece letter of the start position must be defined.
    assert!(matches!(error("[bare]\n"), VariantError::StartFen { .. }));
    let file = Variants::parse("[kings]\nking = k\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n").expect("reads");
    let game = VariantGame::new(file.get("kings").expect("kings").clone()).expect("start");
    assert_eq!(game.perft(1), 5);
    // No promotion types in the template: a pawn without any would stick.
    assert_eq!(file.get("kings").expect("kings").piece_types().len(), 1);
}

#[test]
fn parse_each_keeps_the_good_sections() {
    let (variants, refused) =
        Variants::parse_each("[good:chess]\n[bad:chess]\ngating = true\n[child:good]\ncastling = false\n")
            .expect("INI");
    assert_eq!(variants.names().collect::<Vec<_>>(), ["good", "child"]);
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].0, "bad");
}
