//! The piece table XBoard is given: which of its piece types (and so which
//! picture) stands for each Scirocco piece, the protocol's letters, the
//! `setup` command's piece-to-character table, and one `piece` command per
//! type.
//!
//! XBoard 4.9 knows 66 piece types per colour, each with its own picture;
//! an engine-defined variant maps its letters onto them with the
//! parenthesised table of `setup`: per XBoard type in XBoard's order `.`
//! (unused), a letter, or `^X` ("the promoted partner of X, written
//! `+X`"), the King's letter last, first for White (Blue) in uppercase,
//! then for Black (Tan) in lowercase.
//!
//! XBoard promotes shogi-style (`+X`, move suffix `+`) only pieces of its
//! first eleven types (Pawn … Commoner in its order, `moves.c`
//! `LegalityTest`: "already promoted" otherwise). So ten Scirocco types
//! stand on those types and promote shogi-style, written `+X` as in
//! boardkit's own position text; the other eight (Guard, Stork, Camel,
//! Dervish, Goat, Dabbaba, Wagon, King) promote to a type with a letter of
//! its own, and such a promotion is written with that letter (`h5j7q`):
//!
//! | promoted | boardkit | protocol |
//! |---|---|---|
//! | Zebra | `+U` | `Z` |
//! | Queen | `+T` | `Q` |
//! | Squirrel | `+C` | `X` |
//! | Harpy | `+V` | `B` |
//! | Lioness | `+G` | `L` |
//! | Genie | `+D` | `J` |
//! | Spider | `+O` | `R` |
//! | Emperor | `+K` | `E` |

use boardkit::scirocco::{PieceKind, UNPROMOTED_COUNT};

/// The number of XBoard piece types per colour (XBoard 4.9.1 `common.h`,
/// `WhitePawn` … `WhiteKing`); the King is always the last.
const XBOARD_TYPES: usize = 66;

/// XBoard's types below this index may promote shogi-style (`+`).
const SHOGI_PROMOTING_TYPES: usize = 11;

/// Each Scirocco piece type's XBoard type (an index into XBoard's 66
/// types, chosen for a picture that suggests the piece: the picture in
/// XBoard's default theme is named in the comment) and, for promoted types
/// that do not use `+X`, their own protocol letter.
pub const XBOARD_TYPES_OF: [(PieceKind, usize, Option<char>); 36] = {
    use PieceKind as K;
    [
        // Shogi-style promotion: XBoard's first eleven types.
        (K::Pawn, 0, None),         // Pawn
        (K::Knight, 1, None),       // Knight
        (K::Scirocco, 2, None),     // Bishop: it slides diagonally
        (K::Chariot, 3, None),      // Rook: a short rook
        (K::Queen, 4, Some('Q')),   // Queen (promoted Stork)
        (K::Firzan, 5, None),       // Advisor (XBoard's Ferz)
        (K::Alfil, 6, None),        // Elephant (XBoard's Alfil)
        (K::Priest, 7, None),       // Archbishop: Knight and diagonal
        (K::Marquis, 8, None),      // Marshall: Knight and orthogonal
        (K::Wazir, 9, None),        // Gold (XBoard's Wazir)
        (K::Commoner, 10, None),    // Commoner
        (K::Tadpole, 55, None),     // GoldPawn: a promoted pawn
        (K::Rook, 47, None),        // PromoRook
        (K::Vulture, 17, None),     // Hawk
        (K::Octopus, 19, None),     // Cobra: bends
        (K::Zig, 43, None),         // Claw
        (K::Bishop, 46, None),      // PromoBishop
        (K::Duke, 14, None),        // CrownedRook: Knight and short rook
        (K::Abbot, 13, None),       // CrownedBishop: Knight and short bishop
        (K::Zag, 40, None),         // Axe
        (K::Wildebeest, 31, None),  // Gnu
        // Promotion to a type with its own letter.
        (K::Guard, 22, None),       // Sword
        (K::Zebra, 23, Some('Z')),  // Zebra
        (K::Stork, 28, None),       // Duck: a long-legged bird
        (K::Camel, 24, None),       // Camel
        (K::Squirrel, 26, Some('X')), // Wolf
        (K::Dervish, 27, None),     // Hat: a dervish's tall hat
        (K::Harpy, 30, Some('B')),  // Dragon: winged
        (K::Goat, 32, None),        // Cub: grows into the Lioness
        (K::Lioness, 21, Some('L')), // Lion
        (K::Dabbaba, 25, None),     // Tower
        (K::Genie, 35, Some('J')),  // Wizard
        (K::Wagon, 11, None),       // Canon: a wheeled piece
        (K::Spider, 45, Some('R')), // Butterfly
        (K::King, 65, None),        // King (XBoard's King is always the last type)
        (K::Emperor, 64, Some('E')), // Princess: a crown
    ]
};

fn entry(kind: PieceKind) -> (usize, Option<char>) {
    XBOARD_TYPES_OF.iter().find(|&&(k, _, _)| k == kind).map_or((0, None), |&(_, slot, letter)| (slot, letter))
}

/// Whether `kind` is a promoted type.
fn is_promoted(kind: PieceKind) -> bool {
    kind.index() >= UNPROMOTED_COUNT
}

/// The protocol's letter text of a piece kind, uppercase: `P`, `+P` for a
/// shogi-style promoted type, or the own letter (`Q`) of the others.
pub fn kind_text(kind: PieceKind) -> String {
    match entry(kind).1 {
        Some(letter) => letter.to_string(),
        None if is_promoted(kind) => format!("+{}", kind.info().letter),
        None => kind.info().letter.to_string(),
    }
}

/// The protocol's board texts that differ from boardkit's: (boardkit,
/// protocol) for the promoted types with a letter of their own, uppercase.
pub fn renamed_kinds() -> impl Iterator<Item = (String, char)> {
    XBOARD_TYPES_OF
        .iter()
        .filter_map(|&(kind, _, letter)| letter.map(|letter| (format!("+{}", kind.info().letter), letter)))
}

/// The move suffix that promotes a piece of unpromoted type `kind`: `=+`
/// for a shogi-style promotion, else the promoted type's letter in
/// lowercase (`q`). XBoard reads a bare `+` as promotion only for its
/// first eleven types and as a check mark otherwise, hence `=+`.
pub fn promotion_suffix(kind: PieceKind) -> String {
    match kind.promoted().and_then(|promoted| entry(promoted).1) {
        Some(letter) => letter.to_ascii_lowercase().to_string(),
        None => "=+".to_string(),
    }
}

/// The move suffixes that name a promotion of a piece of type `kind`
/// (what the GUI may send), and those that name none.
pub fn accepted_suffixes(kind: PieceKind, promotion: bool) -> Vec<String> {
    let own = kind.promoted().and_then(|promoted| entry(promoted).1);
    match (promotion, own) {
        (true, Some(letter)) => vec![letter.to_ascii_lowercase().to_string()],
        (true, None) => vec!["=+".to_string(), "+".to_string()],
        // Choosing the piece itself in the promotion dialog keeps it.
        (false, Some(_)) => vec![String::new(), "=".to_string(), kind.info().letter.to_ascii_lowercase().to_string()],
        (false, None) => vec![String::new(), "=".to_string()],
    }
}

/// The `choice` reply for a promotion of a piece of type `kind` whose
/// promoted type has a letter of its own (`choice QT`: promote, the
/// default, or keep); `None` for shogi-style promotions, where the GUI
/// asks by itself.
pub fn promotion_choice(kind: PieceKind) -> Option<String> {
    let letter = kind.promoted().and_then(|promoted| entry(promoted).1)?;
    Some(format!("choice {letter}{}", kind.info().letter))
}

/// The `setup` command's piece-to-character table (without parentheses):
/// 66 entries for White (Blue), uppercase, then 66 for Black (Tan),
/// lowercase; unused types are `.`, shogi-style promoted ones `^X`.
pub fn piece_to_char_table() -> String {
    let mut white = vec![".".to_string(); XBOARD_TYPES];
    for (kind, slot, letter) in XBOARD_TYPES_OF {
        white[slot] = match letter {
            Some(letter) => letter.to_string(),
            None if is_promoted(kind) => format!("^{}", kind.info().letter),
            None => kind.info().letter.to_string(),
        };
    }
    let white: String = white.concat();
    let black = white.to_ascii_lowercase();
    format!("{white}{black}")
}

/// One `piece` command per piece type, for both colours (`&`), giving the
/// piece's XBetza string as the Scirocco crate writes it. XBoard uses them
/// for its move texts (SAN); legality is the engine's (highlights).
pub fn piece_commands() -> Vec<String> {
    PieceKind::ALL.iter().map(|&kind| format!("piece {}& {}", kind_text(kind), kind.info().betza)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_one_slot_and_slots_are_distinct() {
        let mut slots: Vec<usize> = XBOARD_TYPES_OF.iter().map(|&(_, slot, _)| slot).collect();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), 36);
        assert!(slots.iter().all(|&slot| slot < XBOARD_TYPES));
        for kind in PieceKind::ALL {
            assert_eq!(XBOARD_TYPES_OF.iter().filter(|&&(k, _, _)| k == kind).count(), 1, "{kind:?}");
        }
        assert_eq!(entry(PieceKind::King).0, XBOARD_TYPES - 1, "XBoard's King type is the last");
    }

    #[test]
    fn shogi_style_promotion_only_from_xboards_first_eleven_types() {
        for kind in PieceKind::ALL.into_iter().filter(|kind| !is_promoted(*kind)) {
            let (slot, _) = entry(kind);
            let promoted = kind.promoted().expect("an unpromoted type promotes");
            let shogi_style = entry(promoted).1.is_none();
            assert_eq!(shogi_style, slot < SHOGI_PROMOTING_TYPES, "{kind:?}");
        }
        assert_eq!(promotion_suffix(PieceKind::Pawn), "=+");
        assert_eq!(promotion_suffix(PieceKind::Stork), "q");
        assert_eq!(kind_text(PieceKind::Queen), "Q");
        assert_eq!(kind_text(PieceKind::Tadpole), "+P");
        assert_eq!(promotion_choice(PieceKind::Stork).as_deref(), Some("choice QT"));
        assert_eq!(promotion_choice(PieceKind::Pawn), None);
    }

    #[test]
    fn protocol_letters_are_distinct() {
        let mut texts: Vec<String> = PieceKind::ALL.iter().map(|&kind| kind_text(kind)).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), 36);
    }

    #[test]
    fn the_table_has_66_entries_per_colour() {
        let table = piece_to_char_table();
        // XBoard counts entries without the `^` marks: 132 in all.
        assert_eq!(table.chars().filter(|&c| c != '^').count(), 2 * XBOARD_TYPES);
        assert!(table.starts_with("PNSHQFAIYWMO.^Y^I..^S.^H.LUZC"), "{table}");
        assert!(table.ends_with("ek"), "{table}");
    }

    #[test]
    fn piece_commands_name_both_colours() {
        let commands = piece_commands();
        assert_eq!(commands.len(), 36);
        assert_eq!(commands[0], "piece P& fmWfcF");
        assert!(commands.contains(&"piece J& Q3cabK".to_string()));
        assert!(commands.contains(&"piece +P& FcWH".to_string()));
    }
}
