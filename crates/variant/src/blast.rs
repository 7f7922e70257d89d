//! Capture effects: the explosion of atomic chess (`blastOnCapture`) and
//! pieces turned into walls by capturing (`petrifyOnCaptureTypes`).
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
    /// The effects of a capture that landed on `to`: under `blastOnCapture`
    /// removes the piece there and the non-pawn pieces around it, except
    /// blast-immune ones; under `petrifyOnCaptureTypes` turns the capturer
    /// (and under `petrifyBlastPieces` the pieces blown up) into walls.
    /// Whether the capturer petrifies goes by `mover`, its type before any
    /// promotion; whether the piece on `to` turns into a wall, by its type
    /// after (as Fairy-Stockfish has it). Returns the squares emptied of
    /// pieces (castling rights die with a king or rook on them).
    pub(crate) fn capture_effects(&mut self, to: u8, mover: u8) -> Bb {
        let rules = &*self.rules;
        let mut blast = Bb::EMPTY;
        if rules.blast_on_capture {
            blast = rules.neighbours[usize::from(to)] & (self.colours[0] | self.colours[1]);
        }
        blast.insert(to);
        if !rules.blast_on_capture && rules.petrify_on_capture_types >> mover & 1 == 0 {
            return Bb::EMPTY;
        }
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
        let mut petrified = Bb::EMPTY;
        for square in emptied.iter() {
            let kind = piece_kind(self.board[usize::from(square)]);
            let petrifies =
                if square == to { rules.petrify_on_capture_types >> kind & 1 != 0 } else { rules.petrify_blast_pieces };
            if petrifies {
                petrified.insert(square);
            }
        }
        for square in emptied.iter() {
            // Under `capturesToHand`, a piece blown up is taken like a
            // captured one: to the hand of its owner's opponent (the
            // capturer's own piece too), as Fairy-Stockfish has it.
            self.capture_to_hand(square);
            self.remove(square);
        }
        for square in petrified.iter() {
            self.put_wall(square);
        }
        emptied
    }

    /// The walls the move just played into `self` made by petrifying in an
    /// explosion (not the wall a walling rule placed): the legality test of
    /// a move sees them as blown-up squares, empty, as Fairy-Stockfish's
    /// does; without explosions a petrified capturer stays in the way.
    pub(crate) fn petrified_by(&self, before: &VariantGame, mv: &Move) -> Bb {
        if !self.rules.blast_on_capture {
            return Bb::EMPTY;
        }
        let mut new_walls = self.walls & !before.walls;
        if let Some(wall) = mv.wall {
            new_walls.remove(wall);
        }
        new_walls
    }

    /// Whether the capture `mv` by a pseudo-royal piece would petrify it (illegal).
    pub(crate) fn petrifies_royal(&self, mv: &Move, own_royals: Bb) -> bool {
        let kind = piece_kind(self.board[usize::from(mv.from)]);
        mv.capture && self.rules.petrify_on_capture_types >> kind & 1 != 0 && own_royals.contains(mv.from)
    }

    /// The pieces of `side` that do not count as attackers of a pseudo-royal
    /// piece: those of a type both petrifying and of `extinctionPieceTypes`
    /// (capturing would turn its own royal piece into a wall).
    pub(crate) fn petrifying_royals(&self, side: usize) -> Bb {
        let rules = &*self.rules;
        let types = rules.petrify_on_capture_types & rules.extinction_piece_types;
        let mut squares = Bb::EMPTY;
        if types == 0 {
            return squares;
        }
        for square in self.colours[side].iter() {
            if types >> piece_kind(self.board[usize::from(square)]) & 1 != 0 {
                squares.insert(square);
            }
        }
        squares
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

impl crate::Rules {
    /// Whether a capture does more than take the captured piece: an
    /// explosion (`blastOnCapture`) or a capturer turned into a wall
    /// (`petrifyOnCaptureTypes`).
    pub fn has_capture_effects(&self) -> bool {
        self.blast_on_capture || self.petrify_on_capture_types != 0
    }

    /// Whether a capture explodes (`blastOnCapture`, atomic chess).
    pub fn blasts_on_capture(&self) -> bool {
        self.blast_on_capture
    }

    /// Whether some capture turns the capturer into a wall
    /// (`petrifyOnCaptureTypes`).
    pub fn petrifies_on_capture(&self) -> bool {
        self.petrify_on_capture_types != 0
    }
}
