//! The pieces in hand of the chess variants in XBoard (crazyhouse, shogi,
//! Seirawan chess): which piece each slot of the holdings shows, the names
//! XBoard gives the holdings in `lift`, and the replies to a `lift` there.
//!
//! XBoard draws each side's holdings as a column beside the board, White's
//! on the right and Black's on the left. Slot `n` shows the `n`-th piece
//! type of the `setup` table, counting only the types the variant uses
//! (neither `.` nor the promoted forms `+`), the King left out; White's
//! slots count from the bottom, Black's from the top (XBoard 4.9.1,
//! `PieceToNumber`). In `lift`, XBoard names White's column by the file
//! letter two after the board's last (`j` on eight files) and Black's by
//! `_` (two before `a`), with the rank numbers of the board's squares
//! (`ReportClick`).

use boardkit_core::Game;
use boardkit_variant::{Colour, VariantGame};

/// A place XBoard names in `lift` and `put`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    /// A square of the board: file and rank from 0.
    Board(u8, u8),
    /// A slot of a side's holdings, from 0.
    Hand(Colour, usize),
}

impl Place {
    /// The board square (file and rank from 0), or `None` for a slot of
    /// the holdings.
    pub fn square(self) -> Option<(u8, u8)> {
        match self {
            Place::Board(file, rank) => Some((file, rank)),
            Place::Hand(..) => None,
        }
    }
}

/// The letters the holdings' slots show, in slot order, for the `setup`
/// table `table`: its White types other than the King (the last), the
/// unused types (`.`) and the promoted forms (`+`).
pub fn slot_letters(table: &str) -> Vec<char> {
    let white: Vec<char> = table.chars().take(table.chars().count() / 2).collect();
    let before_king = &white[..white.len().saturating_sub(1)];
    before_king.iter().copied().filter(|&c| c != '.' && c != '+').collect()
}

/// Reads a holdings place of a board of `files` by `ranks` whose first
/// rank is numbered `first_rank` (`j2`, `_8` on eight files); `None` when
/// `text` names no slot of `slots`.
pub fn parse_hand_place(text: &str, files: u8, ranks: u8, first_rank: u8, slots: usize) -> Option<Place> {
    let mut chars = text.chars();
    let column = chars.next()?;
    let number: u8 = chars.as_str().parse().ok()?;
    let row = usize::from(number.checked_sub(first_rank)?);
    let (colour, slot) = if u32::from(column) == u32::from(b'a') + u32::from(files) + 1 {
        (Colour::White, row)
    } else if column == '_' {
        (Colour::Black, usize::from(ranks).checked_sub(1 + row)?)
    } else {
        return None;
    };
    (slot < slots).then_some(Place::Hand(colour, slot))
}

/// The squares where the side to move may drop the piece `letter`
/// (uppercase) from hand: file and rank from 0.
pub fn drop_targets(game: &VariantGame, letter: char) -> Vec<(u8, u8)> {
    game.legal_moves().into_iter().filter(|mv| mv.dropped_piece() == Some(letter)).map(|mv| mv.to_coords()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_follow_the_table() {
        assert_eq!(slot_letters("PNBRQ................Kpnbrq................k"), ['P', 'N', 'B', 'R', 'Q']);
        // Shogi-style tables: the promoted forms take no slot.
        assert_eq!(slot_letters("P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k"), ['P', 'B', 'R', 'S', 'G']);
    }

    #[test]
    fn holdings_columns_are_named_beside_the_board() {
        // Eight files: White's column is `j`, Black's `_`; ranks from 1.
        assert_eq!(parse_hand_place("j1", 8, 8, 1, 5), Some(Place::Hand(Colour::White, 0)));
        assert_eq!(parse_hand_place("j5", 8, 8, 1, 5), Some(Place::Hand(Colour::White, 4)));
        assert_eq!(parse_hand_place("j6", 8, 8, 1, 5), None, "no sixth slot");
        assert_eq!(parse_hand_place("_8", 8, 8, 1, 5), Some(Place::Hand(Colour::Black, 0)));
        assert_eq!(parse_hand_place("_4", 8, 8, 1, 5), Some(Place::Hand(Colour::Black, 4)));
        assert_eq!(parse_hand_place("i1", 8, 8, 1, 5), None, "the file beside the board is the counts'");
        // Ten files and ranks from 0: White's column is `l`.
        assert_eq!(parse_hand_place("l0", 10, 10, 0, 7), Some(Place::Hand(Colour::White, 0)));
        assert_eq!(parse_hand_place("_9", 10, 10, 0, 7), Some(Place::Hand(Colour::Black, 0)));
    }
}
