//! Capture effects: the explosion of atomic chess (`blastOnCapture`).
//!
//! A capture removes the capturing piece and every piece that is not a
//! pawn on the eight squares around the capture square, except pieces of a
//! `blastImmuneTypes` type. Under `extinctionPseudoRoyal` a move that blows
//! up one's own last royal-type piece is illegal, and a royal-type piece
//! standing next to one of the opponent's cannot be captured (the capture
//! would blow up the capturer's own).

use crate::bitboard::Bb;
use crate::game::{VariantGame, piece_kind, piece_side};
use crate::moves::Move;

/// Per square of the 16×16 mailbox: the squares a king's step away on a
/// board of `files` × `ranks` (empty off the board).
pub(crate) fn neighbour_table(files: u8, ranks: u8) -> Vec<Bb> {
    let mut table = vec![Bb::EMPTY; 256];
    for rank in 0..ranks {
        for file in 0..files {
            let around = &mut table[usize::from(rank * 16 + file)];
            for (df, dr) in [(-1i16, -1i16), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                let (f, r) = (i16::from(file) + df, i16::from(rank) + dr);
                if (0..i16::from(files)).contains(&f) && (0..i16::from(ranks)).contains(&r) {
                    around.insert((r * 16 + f) as u8);
                }
            }
        }
    }
    table
}

impl VariantGame {
    /// Explodes a capture that landed on `to`: removes the piece there and
    /// the non-pawn pieces around it, except blast-immune ones. Returns the
    /// squares emptied (castling rights die with a king or rook on them).
    pub(crate) fn explode(&mut self, to: u8) -> Bb {
        let rules = &*self.rules;
        let mut blast = rules.neighbours[usize::from(to)] & (self.colours[0] | self.colours[1]);
        blast.insert(to);
        let mut emptied = Bb::EMPTY;
        for square in blast.iter() {
            let code = self.board[usize::from(square)];
            if code == 0 {
                continue;
            }
            let kind = piece_kind(code);
            let is_pawn = rules.types[usize::from(kind)].is_pawn;
            // The capturer explodes even as a pawn; around it, pawns stay.
            if (is_pawn && square != to) || rules.blast_immune_types >> kind & 1 != 0 {
                continue;
            }
            emptied.insert(square);
        }
        for square in emptied.iter() {
            self.remove(square);
        }
        emptied
    }

    /// Whether `mv` captures a piece of its own type where that type is
    /// one of the `mutuallyImmuneTypes` (illegal).
    pub(crate) fn mutually_immune_capture(&self, mv: &Move) -> bool {
        let rules = &*self.rules;
        if rules.mutually_immune_types == 0 || !mv.capture {
            return false;
        }
        let mover = piece_kind(self.board[usize::from(mv.from)]);
        let target = self.board[usize::from(mv.to)];
        rules.mutually_immune_types >> mover & 1 != 0
            && target != 0
            && piece_side(target) != usize::from(self.side)
            && piece_kind(target) == mover
    }

    /// Whether the explosion of `mv`, played into `next`, took one of the
    /// mover's pseudo-royal pieces `own_royals` (the moving one counted
    /// where it landed).
    pub(crate) fn blasts_own_royal(&self, mv: &Move, next: &VariantGame, own_royals: Bb) -> bool {
        let side = usize::from(self.side);
        own_royals.iter().any(|square| {
            let now = if square == mv.from { mv.to } else { square };
            !next.colours[side].contains(now)
        })
    }

    /// Under `blastOnCapture`, whether a royal-type piece on `square` stands
    /// next to one of `theirs` (the opponent's): capturing it would blow up
    /// the capturer's own, so it is not attacked.
    pub(crate) fn shielded_by_blast(&self, square: u8, theirs: Bb) -> bool {
        self.rules.blast_on_capture && self.rules.neighbours[usize::from(square)].intersects(theirs)
    }
}
