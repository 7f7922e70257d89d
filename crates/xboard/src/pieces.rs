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
//! its own, and such a promotion is written with that letter (`h5j7q`).
//! Eight letters are free besides boardkit's eighteen, but XBoard reads a
//! promotion suffix `x` as "no promotion", so the Camel is written `X`
//! and its Squirrel takes the Camel's `C`:
//!
//! | type | boardkit | protocol |
//! |---|---|---|
//! | Zebra | `+U` | `Z` |
//! | Queen | `+T` | `Q` |
//! | Camel | `C` | `X` |
//! | Squirrel | `+C` | `C` |
//! | Harpy | `+V` | `B` |
//! | Lioness | `+G` | `L` |
//! | Genie | `+D` | `J` |
//! | Spider | `+O` | `R` |
//! | Emperor | `+K` | `E` |

use boardkit_scirocco::{PieceKind, UNPROMOTED_COUNT};

/// The number of XBoard piece types per colour (XBoard 4.9.1 `common.h`,
/// `WhitePawn` … `WhiteKing`); the King is always the last.
const XBOARD_TYPES: usize = 66;

/// Each Scirocco piece type's XBoard type (an index into XBoard's 66
/// types, chosen for a picture that suggests the piece: the picture in
/// XBoard's default theme is named in the comment) and its protocol text,
/// uppercase (`P`, `+P`, `Q`).
pub const XBOARD_TYPES_OF: [(PieceKind, usize, &str); 36] = {
    use PieceKind as K;
    [
        // Shogi-style promotion: XBoard's first eleven types.
        (K::Pawn, 0, "P"),      // Pawn
        (K::Knight, 1, "N"),    // Knight
        (K::Scirocco, 2, "S"),  // Bishop: it slides diagonally
        (K::Chariot, 3, "H"),   // Rook: a short rook
        (K::Queen, 4, "Q"),     // Queen (promoted Stork)
        (K::Firzan, 5, "F"),    // Advisor (XBoard's Ferz)
        (K::Alfil, 6, "A"),     // Elephant (XBoard's Alfil)
        (K::Priest, 7, "I"),    // Archbishop: Knight and diagonal
        (K::Marquis, 8, "Y"),   // Marshall: Knight and orthogonal
        (K::Wazir, 9, "W"),     // Gold (XBoard's Wazir)
        (K::Commoner, 10, "M"), // Commoner
        // Their shogi-style promoted types.
        (K::Tadpole, 55, "+P"),    // GoldPawn: a promoted pawn
        (K::Rook, 47, "+N"),       // PromoRook
        (K::Vulture, 17, "+S"),    // Hawk
        (K::Octopus, 19, "+H"),    // Cobra: bends
        (K::Zig, 43, "+F"),        // Claw
        (K::Bishop, 46, "+A"),     // PromoBishop
        (K::Duke, 14, "+I"),       // CrownedRook: Knight and short rook
        (K::Abbot, 13, "+Y"),      // CrownedBishop: Knight and short bishop
        (K::Zag, 40, "+W"),        // Axe
        (K::Wildebeest, 31, "+M"), // Gnu
        // Promotion to a type with a letter of its own.
        (K::Guard, 22, "U"),    // Sword
        (K::Zebra, 23, "Z"),    // Zebra
        (K::Stork, 28, "T"),    // Duck: a long-legged bird
        (K::Camel, 24, "X"),    // Camel (letter X: see the module docs)
        (K::Squirrel, 26, "C"), // Wolf
        (K::Dervish, 27, "V"),  // Hat: a dervish's tall hat
        (K::Harpy, 30, "B"),    // Dragon: winged
        (K::Goat, 32, "G"),     // Cub: grows into the Lioness
        (K::Lioness, 21, "L"),  // Lion
        (K::Dabbaba, 25, "D"),  // Tower
        (K::Genie, 35, "J"),    // Wizard
        (K::Wagon, 11, "O"),    // Canon: a wheeled piece
        (K::Spider, 45, "R"),   // Butterfly
        (K::King, 65, "K"),     // King (XBoard's King is always the last type)
        (K::Emperor, 64, "E"),  // Princess: a crown
    ]
};

fn entry(kind: PieceKind) -> (usize, &'static str) {
    XBOARD_TYPES_OF.iter().find(|&&(k, _, _)| k == kind).map_or((0, "?"), |&(_, slot, text)| (slot, text))
}

/// Whether `kind` is a promoted type.
fn is_promoted(kind: PieceKind) -> bool {
    kind.index() >= UNPROMOTED_COUNT
}

/// The protocol's text of a piece kind, uppercase: `P`, `+P` for a
/// shogi-style promoted type, or the own letter (`Q`) of the others.
pub fn kind_text(kind: PieceKind) -> &'static str {
    entry(kind).1
}

/// boardkit's position-text token of a kind, uppercase: `P` or `+P`.
fn boardkit_text(kind: PieceKind) -> String {
    if is_promoted(kind) { format!("+{}", kind.info().letter) } else { kind.info().letter.to_string() }
}

/// Rewrites a board field piece by piece (`+` and a letter, or a letter),
/// keeping the case (Blue uppercase, Tan lowercase), digits and `/`;
/// `from_boardkit` chooses the direction. An unknown token is kept, for the
/// position parser to report.
pub fn translate_board(board: &str, from_boardkit: bool) -> String {
    let mut text = String::with_capacity(board.len() + 8);
    let mut chars = board.chars().peekable();
    while let Some(c) = chars.next() {
        let token = match c {
            '+' => match chars.next() {
                Some(letter) => format!("+{letter}"),
                None => "+".to_string(),
            },
            _ if c.is_ascii_alphabetic() => c.to_string(),
            _ => {
                text.push(c);
                continue;
            }
        };
        let tan = token.chars().any(|c| c.is_ascii_lowercase());
        let upper = token.to_ascii_uppercase();
        let found = PieceKind::ALL.iter().find_map(|&kind| {
            let (from, to) = if from_boardkit {
                (boardkit_text(kind), kind_text(kind).to_string())
            } else {
                (kind_text(kind).to_string(), boardkit_text(kind))
            };
            (from == upper).then_some(to)
        });
        let out = found.unwrap_or(upper);
        text.push_str(&if tan { out.to_ascii_lowercase() } else { out });
    }
    text
}

/// The move suffix that promotes a piece of unpromoted type `kind`: `=+`
/// for a shogi-style promotion, else the promoted type's letter in
/// lowercase (`q`). XBoard reads a bare `+` as promotion only for its
/// first eleven types and as a check mark otherwise, hence `=+`.
pub fn promotion_suffix(kind: PieceKind) -> String {
    match own_letter(kind) {
        Some(letter) => letter.to_ascii_lowercase().to_string(),
        None => "=+".to_string(),
    }
}

/// The letter of the type that `kind` promotes to, when it has one of its
/// own (not `+X`).
fn own_letter(kind: PieceKind) -> Option<char> {
    let text = kind_text(kind.promoted()?);
    if text.starts_with('+') { None } else { text.chars().next() }
}

/// The move suffixes that name a promotion of a piece of type `kind`
/// (what the GUI may send), and those that name none.
pub fn accepted_suffixes(kind: PieceKind, promotion: bool) -> Vec<String> {
    match (promotion, own_letter(kind)) {
        (true, Some(letter)) => vec![letter.to_ascii_lowercase().to_string()],
        (true, None) => vec!["=+".to_string(), "+".to_string()],
        // Choosing the piece itself in the promotion dialog keeps it.
        (false, Some(_)) => vec![String::new(), "=".to_string(), kind_text(kind).to_ascii_lowercase()],
        (false, None) => vec![String::new(), "=".to_string()],
    }
}

/// The `choice` reply for a promotion of a piece of type `kind` whose
/// promoted type has a letter of its own (`choice QT`: promote, the
/// default, or keep); `None` for shogi-style promotions, where the GUI
/// asks by itself.
pub fn promotion_choice(kind: PieceKind) -> Option<String> {
    let letter = own_letter(kind)?;
    Some(format!("choice {letter}{}", kind_text(kind)))
}

/// The `setup` command's piece-to-character table (without parentheses):
/// 66 entries for White (Blue), uppercase, then 66 for Black (Tan),
/// lowercase; unused types are `.`, shogi-style promoted ones `^X`.
pub fn piece_to_char_table() -> String {
    let mut white = vec![".".to_string(); XBOARD_TYPES];
    for (_, slot, text) in XBOARD_TYPES_OF {
        white[slot] = text.replace('+', "^");
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

    /// XBoard's types below this index may promote shogi-style (`+`).
    const SHOGI_PROMOTING_TYPES: usize = 11;

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
            let shogi_style = kind_text(promoted).starts_with('+');
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
    fn board_fields_translate_both_ways() {
        let boardkit = "k1c+c+t6/10/10/10/10/10/10/10/10/+K1C+C+T+P4";
        let protocol = translate_board(boardkit, true);
        assert_eq!(protocol, "k1xcq6/10/10/10/10/10/10/10/10/E1XCQ+P4");
        assert_eq!(translate_board(&protocol, false), boardkit);
    }

    #[test]
    fn no_promotion_letter_is_x() {
        // XBoard reads a promotion suffix `x` as "no promotion" (and as a
        // capture mark), so no promoted type may be written X.
        for kind in PieceKind::ALL {
            assert_ne!(own_letter(kind), Some('X'), "{kind:?}");
        }
    }

    #[test]
    fn protocol_letters_are_distinct() {
        let mut texts: Vec<&str> = PieceKind::ALL.iter().map(|&kind| kind_text(kind)).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), 36);
    }

    #[test]
    fn the_table_has_66_entries_per_colour() {
        let table = piece_to_char_table();
        // XBoard counts entries without the `^` marks: 132 in all.
        assert_eq!(table.chars().filter(|&c| c != '^').count(), 2 * XBOARD_TYPES);
        assert!(table.starts_with("PNSHQFAIYWMO.^Y^I..^S.^H.LUZXDCVT.B^MG..J....^W..^F.R^A^N"), "{table}");
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
