//! The piece table XBoard is given: which of its piece types (and so which
//! picture) stands for each Scirocco piece, the `setup` command's
//! piece-to-character table, and one `piece` command per type.
//!
//! XBoard 4.9 knows 66 piece types per colour, each with its own picture;
//! an engine-defined variant maps its letters onto them with the
//! parenthesised table of `setup`. The table lists, per XBoard type in
//! XBoard's order, `.` (unused), a letter, or `^X` ("the promoted partner
//! of X, written `+X`"), then the King's letter last, first for White
//! (Blue) in uppercase, then for Black (Tan) in lowercase. The letters
//! are those of boardkit's own position text, so the protocol's FEN and
//! boardkit's differ only in the side-to-move field.

use boardkit::scirocco::{PieceKind, UNPROMOTED_COUNT};

/// The number of XBoard piece types per colour (XBoard 4.9.1 `common.h`,
/// `WhitePawn` … `WhiteKing`); the King is always the last.
const XBOARD_TYPES: usize = 66;

/// Each Scirocco piece type's XBoard type: the index into XBoard's 66
/// piece types, chosen for a picture that suggests the piece (the picture
/// named in the comment is the file in XBoard's default theme).
pub const XBOARD_SLOTS: [(PieceKind, usize); 36] = {
    use PieceKind as K;
    [
        (K::Pawn, 0),        // Pawn
        (K::Knight, 1),      // Knight
        (K::Bishop, 2),      // Bishop (promoted Alfil)
        (K::Rook, 3),        // Rook (promoted Knight)
        (K::Queen, 4),       // Queen (promoted Stork)
        (K::Firzan, 5),      // Advisor (XBoard's Ferz)
        (K::Alfil, 6),       // Elephant (XBoard's Alfil)
        (K::Abbot, 7),       // Archbishop: a Knight-Bishop compound
        (K::Duke, 8),        // Marshall: a Knight-Rook compound
        (K::Wazir, 9),       // Gold (XBoard's Wazir)
        (K::Commoner, 10),   // Commoner
        (K::Wagon, 11),      // Canon: a wheeled piece
        (K::Scirocco, 13),   // CrownedBishop: Bishop plus Wazir
        (K::Vulture, 17),    // Hawk
        (K::Chariot, 18),    // Lance
        (K::Octopus, 19),    // Cobra
        (K::Lioness, 21),    // Lion
        (K::Guard, 22),      // Sword
        (K::Zebra, 23),      // Zebra (promoted Guard)
        (K::Camel, 24),      // Camel
        (K::Dabbaba, 25),    // Tower
        (K::Squirrel, 26),   // Wolf
        (K::Dervish, 27),    // Hat: a dervish's tall hat
        (K::Stork, 28),      // Duck: a long-legged bird
        (K::Harpy, 30),      // Dragon: winged
        (K::Wildebeest, 31), // Gnu
        (K::Goat, 32),       // Cub: grows into the Lioness
        (K::Marquis, 34),    // Pegasus: a Knight that also steps
        (K::Genie, 35),      // Wizard
        (K::Zag, 40),        // Axe
        (K::Zig, 43),        // Claw
        (K::Spider, 45),     // Butterfly
        (K::Priest, 46),     // PromoBishop: a mitred piece
        (K::Tadpole, 55),    // GoldPawn (a promoted pawn)
        (K::Emperor, 64),    // Princess: a crown
        (K::King, 65),       // King (XBoard's King is always the last type)
    ]
};

/// The protocol's letter text of a piece kind, uppercase: `P`, or `+P` for a
/// promoted type (the letter of the piece it came from).
pub fn kind_text(kind: PieceKind) -> String {
    let letter = kind.info().letter;
    if kind.index() >= UNPROMOTED_COUNT { format!("+{letter}") } else { letter.to_string() }
}

/// The `setup` command's piece-to-character table (without parentheses):
/// 66 entries for White (Blue), uppercase, then 66 for Black (Tan),
/// lowercase; unused types are `.`, promoted ones `^X`.
pub fn piece_to_char_table() -> String {
    let mut white = vec![".".to_string(); XBOARD_TYPES];
    for (kind, slot) in XBOARD_SLOTS {
        let letter = kind.info().letter;
        white[slot] = if kind.index() >= UNPROMOTED_COUNT { format!("^{letter}") } else { letter.to_string() };
    }
    let white: String = white.concat();
    let black = white.to_ascii_lowercase();
    format!("{white}{black}")
}

/// One `piece` command per piece type, for both colours (`&`), giving the
/// piece's XBetza string as the Scirocco crate writes it. XBoard uses them
/// for its move list texts (SAN); legality is the engine's (highlights).
pub fn piece_commands() -> Vec<String> {
    PieceKind::ALL.iter().map(|&kind| format!("piece {}& {}", kind_text(kind), kind.info().betza)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_one_slot_and_slots_are_distinct() {
        let mut slots: Vec<usize> = XBOARD_SLOTS.iter().map(|&(_, slot)| slot).collect();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), 36);
        assert!(slots.iter().all(|&slot| slot < XBOARD_TYPES));
        for kind in PieceKind::ALL {
            assert_eq!(XBOARD_SLOTS.iter().filter(|&&(k, _)| k == kind).count(), 1, "{kind:?}");
        }
        assert!(XBOARD_SLOTS.contains(&(PieceKind::King, XBOARD_TYPES - 1)), "XBoard's King type is the last");
    }

    #[test]
    fn the_table_has_66_entries_per_colour() {
        let table = piece_to_char_table();
        // XBoard counts entries without the `^` marks: 132 in all.
        assert_eq!(table.chars().filter(|&c| c != '^').count(), 2 * XBOARD_TYPES);
        assert!(table.starts_with("PN^A^N^TFA^Y^IWMO.S"), "{table}");
        assert!(table.ends_with("^kk"), "{table}");
    }

    #[test]
    fn piece_commands_name_both_colours() {
        let commands = piece_commands();
        assert_eq!(commands.len(), 36);
        assert_eq!(commands[0], "piece P& fmWfcF");
        assert!(commands.contains(&"piece +D& Q3cabK".to_string()));
    }
}
