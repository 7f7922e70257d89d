//! serde: positions and moves travel as their texts; bad input is an error.
#![cfg(feature = "serde")]

use boardkit_scirocco::{Move, Position, STARTPOS_FEN, Side, StartArray, Swaps, Symmetry};

#[test]
fn positions_and_moves_round_trip_as_text() {
    let json = serde_json::to_string(&Position::startpos()).unwrap();
    assert_eq!(json, format!("\"{STARTPOS_FEN}\""));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), Position::startpos());
    let mv: Move = "e5e6e5".parse().unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"e5e6e5\"");
    assert_eq!(serde_json::from_str::<Move>("\"e8e9+\"").unwrap().to_string(), "e8e9+");
    let array = StartArray { swaps: Swaps::KING_COMMONER, symmetry: Symmetry::Mirror };
    let json = serde_json::to_string(&array).unwrap();
    assert_eq!(serde_json::from_str::<StartArray>(&json).unwrap(), array);
    assert_eq!(serde_json::from_str::<Side>("\"Tan\"").unwrap(), Side::Tan);
}

#[test]
fn invalid_input_is_rejected() {
    assert!(serde_json::from_str::<Position>("\"kk8/10/10/10/10/10/10/10/10/10 t\"").is_err());
    assert!(serde_json::from_str::<Position>("\"hello\"").is_err());
    assert!(serde_json::from_str::<Move>("\"e5e6e4\"").is_err());
    assert!(serde_json::from_str::<Move>("17").is_err());
}

/// Rule options travel as their names (or hexadecimal bits) and refuse bits
/// that name no option (the facade's `tests/deserialize_validates.rs`
/// checks the same; this is the crate's own check, which a mutation run of
/// the crate sees).
#[test]
fn rule_options_read_their_names_and_refuse_undefined_bits() {
    use boardkit_scirocco::RuleOptions;
    let literal = RuleOptions::LITERAL_DERVISH;
    assert_eq!(serde_json::to_string(&literal).unwrap(), "\"LITERAL_DERVISH\"");
    assert_eq!(serde_json::from_str::<RuleOptions>("\"LITERAL_DERVISH\"").unwrap(), literal);
    assert_eq!(serde_json::from_str::<RuleOptions>("\"0x1\"").unwrap(), literal);
    assert_eq!(serde_json::from_str::<RuleOptions>("\"\"").unwrap(), RuleOptions::empty());
    let error = serde_json::from_str::<RuleOptions>("\"0xff\"").unwrap_err().to_string();
    assert!(error.contains("undefined rule option bits 0xfe"), "{error}");
}
