//! Movement diagrams of the pieces, drawn by boardkit-betza's renderer, and
//! relay diagrams drawn from this crate's own generator.

use boardkit_betza::{Forward, empty_board_diagram};
use boardkit_geometry::Square;

use crate::bitboard::dense;
use crate::{Piece, PieceKind, Position, Setup, Side};

impl PieceKind {
    /// The movement diagram of a Blue piece of this type on e5 of an empty
    /// board, drawn by `boardkit_betza::empty_board_diagram` from the XBetza
    /// string: `@` the piece, `*` move or capture, `m` move only, `c`
    /// capture only (for a jump-capture or a capture without moving, the
    /// square of the captured enemy). Relays are not shown (see
    /// [`relay_diagram`](PieceKind::relay_diagram)).
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_scirocco::PieceKind;
    /// let text = PieceKind::Pawn.diagram();
    /// assert!(text.contains(" 6 . . . c m c . . . ."));
    /// ```
    pub fn diagram(self) -> String {
        match (crate::betza_source::dsl_tables().get(self.index()), Square::from_coords(4, 4)) {
            (Some(table), Some(e5)) => empty_board_diagram(table, e5, Forward::Up),
            _ => String::new(),
        }
    }

    /// For the Dervish and the Harpy: a diagram of the moves they relay.
    /// Blue relayer `@` on e5, friendly Pawns `o`; every square a Pawn may
    /// reach only by the relay is marked `r`. `None` for other types.
    ///
    /// Dervish: Pawns on d4 (diagonal neighbour, jumps to f6) and f5
    /// (orthogonal neighbour, jumps to d5 or steps around to e6 and e4).
    /// Harpy: a Pawn on e7, two squares away on a clear line, gains the
    /// Knight's leaps.
    pub fn relay_diagram(self) -> Option<String> {
        let friends: &[(u8, u8)] = match self {
            PieceKind::Dervish => &[(3, 3), (5, 4)],
            PieceKind::Harpy => &[(4, 6)],
            _ => return None,
        };
        let square = |file: u8, rank: u8| Square::from_coords(file, rank);
        let mut setup = Setup::empty();
        let pieces = [((4, 4), Piece::new(Side::Blue, self)), ((9, 0), Piece::new(Side::Blue, PieceKind::King))]
            .into_iter()
            .chain(friends.iter().map(|&at| (at, Piece::new(Side::Blue, PieceKind::Pawn))))
            .chain([
                ((0, 9), Piece::new(Side::Tan, PieceKind::King)),
                ((1, 9), Piece::new(Side::Tan, PieceKind::Pawn)),
            ]);
        for ((file, rank), piece) in pieces {
            setup.pieces.push((square(file, rank)?, piece));
        }
        let position = Position::from_setup(&setup).ok()?;
        let relayed: Vec<Square> = position
            .pseudo_legal_moves()
            .iter()
            .filter(|mv| friends.iter().any(|&(f, r)| square(f, r) == Some(mv.from())))
            .filter(|mv| position.readable(mv).is_ok_and(|text| text.ends_with('~')))
            .map(|mv| mv.to())
            .collect();
        let grid = boardkit_geometry::Grid::new(10, 10).ok()?;
        Some(grid.diagram(|sq| {
            let index = dense(sq).unwrap_or(0);
            if index == 44 {
                '@'
            } else if friends.iter().any(|&(f, r)| square(f, r) == Some(sq)) {
                'o'
            } else if relayed.contains(&sq) {
                'r'
            } else {
                '.'
            }
        }))
    }
}

/// The pieces chapter of the crate docs (docs/pieces.md): every type with
/// its abbreviation, letter, XBetza string, description and diagram.
#[cfg(test)]
pub(crate) fn pieces_chapter() -> String {
    use core::fmt::Write;
    let mut out = String::from(
        "## The pieces, one by one\n\n\
         Each diagram shows a Blue piece `@` on e5 of an empty board (Blue moves up): `*` move or capture, \
         `m` move only, `c` capture only (for a jump-capture or a capture without moving: the square of \
         the captured enemy), `.` unreachable. Diagrams are drawn by boardkit-betza from the XBetza \
         strings (`PieceKind::diagram`); relays have their own diagrams (`PieceKind::relay_diagram`). \
         Tan's pieces move the same way turned half a turn.\n\n",
    );
    for (unpromoted, promoted) in PieceKind::ALL[..18].iter().zip(PieceKind::ALL[18..].iter()) {
        for kind in [unpromoted, promoted] {
            let info = kind.info();
            let plus = if kind.is_promoted() { "+" } else { "" };
            let promotion = match (info.promotes_to, kind.is_promoted()) {
                (Some(target), _) => format!("promotes to the {target}"),
                (None, _) => format!("promoted {}", kind.unpromoted()),
            };
            let _ = write!(
                out,
                "### {} ({})\n\nLetter `{plus}{}` / `{plus}{}`, XBetza `{}`, {promotion}.\n\n{}\n\n```text\n{}```\n\n",
                info.name,
                info.abbreviation,
                info.letter,
                info.letter.to_ascii_lowercase(),
                info.betza,
                info.description,
                kind.diagram(),
            );
            if let Some(relay) = kind.relay_diagram() {
                let _ = write!(
                    out,
                    "Relays (`o` friendly pieces, `r` the squares they reach by the relay):\n\n```text\n{relay}```\n\n"
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed docs/pieces.md is what the code draws today.
    /// Regenerate with `UPDATE_DOCS=1 cargo test -p boardkit-scirocco --lib pieces_chapter`.
    #[test]
    fn pieces_chapter_is_up_to_date() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/pieces.md");
        let fresh = pieces_chapter();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            std::fs::write(path, &fresh).unwrap();
        }
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(committed == fresh, "docs/pieces.md is stale: rerun with UPDATE_DOCS=1");
    }

    #[test]
    fn every_piece_has_a_diagram() {
        for kind in PieceKind::ALL {
            let diagram = kind.diagram();
            assert_eq!(diagram.lines().count(), 11, "{kind}");
            assert_eq!(diagram.matches('@').count(), 1, "{kind}");
        }
        let dervish = PieceKind::Dervish.relay_diagram().unwrap();
        assert_eq!(dervish.matches('r').count(), 4, "{dervish}");
        let harpy = PieceKind::Harpy.relay_diagram().unwrap();
        assert_eq!(harpy.matches('r').count(), 8, "{harpy}");
        assert!(PieceKind::Pawn.relay_diagram().is_none());
    }
}
