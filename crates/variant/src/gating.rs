//! Seirawan gating (S-Chess, S-House): when a piece leaves a square of its
//! first rank for the first time, a piece from hand may be placed on the
//! square it left (`b1c3h`); castling may gate on the king's or the rook's
//! square (`e1g1h`, written `h1e1h` on the rook's square). The squares that may still gate (the
//! gates) are written in the FEN's castling field as file letters beside
//! `KQkq` (`KQBCDFGkqbcdfg`), as Fairy-Stockfish writes them.

use crate::bitboard::Bb;
use crate::game::{VariantGame, piece_code, piece_side};
use crate::moves::{Move, MoveKind, NO_SQUARE};

impl VariantGame {
    /// Under Seirawan gating, whether the piece on `file`, `rank` (from 0)
    /// may still gate: it stands on its first rank and has not moved, so a
    /// piece from hand may be placed on the square it leaves. `false` in
    /// other variants and off the board.
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_variant::{Move, VariantGame};
    ///
    /// let mut seirawan = VariantGame::new(boardkit_variant::variant("seirawan").ok_or("bundled")?)?;
    /// assert!(seirawan.may_gate(1, 0) && seirawan.may_gate(4, 7) && !seirawan.may_gate(4, 1));
    /// seirawan.play(&"b1c3h".parse::<Move>()?)?;
    /// assert!(!seirawan.may_gate(1, 0) && !seirawan.may_gate(2, 2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn may_gate(&self, file: u8, rank: u8) -> bool {
        file < 16 && rank < 16 && self.hand.gates.iter().any(|gates| gates.contains(rank * 16 + file))
    }

    /// Under gating, reads one letter of the FEN's castling field as a gate:
    /// `K` and `Q` make the king's and the rook's squares gates, a file
    /// letter the square of that file on the side's castling rank (when
    /// one of its pieces stands there). Returns whether the letter names a
    /// gate only, not a castling right: a file letter, unless the side has
    /// nothing in hand (then it is a castling right as in Chess960).
    pub(crate) fn read_gate(&mut self, side: usize, letter: char, rook: Option<u8>, rank: u8) -> bool {
        let rules = std::sync::Arc::clone(&self.rules);
        match letter {
            'K' | 'Q' => {
                if let Some(rook) = rook {
                    self.hand.gates[side].insert(rook);
                }
                if let Some(king_kind) = rules.castling_king_piece[side] {
                    let code = piece_code(side, king_kind);
                    let kings: Vec<u8> = (0..rules.files)
                        .map(|file| rank * 16 + file)
                        .filter(|&square| self.board[usize::from(square)] == code)
                        .collect();
                    let king = match kings.as_slice() {
                        [one] => Some(*one),
                        _ => Some(rank * 16 + rules.castling_king_file).filter(|square| kings.contains(square)),
                    };
                    if let Some(king) = king {
                        self.hand.gates[side].insert(king);
                    }
                }
                false
            }
            _ => {
                let square = rank * 16 + (letter as u8 - b'A');
                let code = self.board[usize::from(square)];
                if code != 0 && piece_side(code) == side {
                    self.hand.gates[side].insert(square);
                }
                self.holds_pieces(side) || rules.drops.captures_to_hand
            }
        }
    }

    /// Whether `side` holds any piece in hand.
    fn holds_pieces(&self, side: usize) -> bool {
        self.hand.counts[side].iter().any(|&count| count > 0)
    }

    /// The gates as the castling field writes them, after each side's
    /// castling letters: the files of its gates that no castling right
    /// names already (a side with nothing in hand writes none).
    pub(crate) fn write_gates(&self, castling: &str) -> String {
        let rules = &*self.rules;
        let split = castling.find(|c: char| c.is_ascii_lowercase()).unwrap_or(castling.len());
        let (white, black) = castling.split_at(split);
        let mut out = String::new();
        for (side, part) in [(0usize, white), (1, black)] {
            out.push_str(part);
            if !(self.holds_pieces(side) || rules.drops.captures_to_hand) {
                continue;
            }
            let rights = self.castling >> (side * 2) & 3;
            let mut named = Bb::EMPTY;
            if rights != 0 {
                named.insert(self.castling_kings[side]);
            }
            for bit in 0..2 {
                if rights >> bit & 1 != 0 {
                    named.insert(self.castling_rooks[side * 2 + bit]);
                }
            }
            let gates = self.hand.gates[side];
            for file in 0..rules.files {
                let on_file = (0..rules.ranks).map(|rank| rank * 16 + file).filter(|&square| gates.contains(square));
                let mut on_file = on_file.peekable();
                if on_file.peek().is_none() || (0..rules.ranks).any(|rank| named.contains(rank * 16 + file)) {
                    continue;
                }
                let letter = char::from(b'a' + file);
                out.push(if side == 0 { letter.to_ascii_uppercase() } else { letter });
            }
        }
        out
    }

    /// Appends to the legal moves in `moves` their gating forms: a legal
    /// move from a gate (or castling with the rook on one) may place each
    /// type held in hand on the gate, unless the king or rook lands there.
    pub(crate) fn add_gating_moves(&self, moves: &mut Vec<Move>) {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        let gates = self.hand.gates[side];
        if gates.is_empty() || !self.holds_pieces(side) {
            return;
        }
        for index in 0..moves.len() {
            let mv = moves[index];
            if mv.kind == MoveKind::Drop || mv.promotion != 0 {
                continue;
            }
            let mut squares: arrayvec::ArrayVec<u8, 2> = arrayvec::ArrayVec::new();
            if gates.contains(mv.from) {
                squares.push(mv.from);
            }
            if mv.kind == MoveKind::Castling && mv.rook != mv.from && gates.contains(mv.rook) {
                squares.push(mv.rook);
            }
            if mv.kind == MoveKind::Castling {
                // The king lands on `to`, the rook beside it.
                let kingside = mv.to > mv.from || (mv.to == mv.from && mv.rook > mv.from);
                let rook_to = if kingside { mv.to - 1 } else { mv.to + 1 };
                squares.retain(|square| *square != mv.to && *square != rook_to);
            }
            for &gate in &squares {
                for (kind, &count) in self.hand.counts[side].iter().enumerate().take(rules.types.len()) {
                    if count == 0 || !rules.drops.region[side][kind].contains(gate) {
                        continue;
                    }
                    let mut gated = mv;
                    gated.promotion = rules.types[kind].letter.to_ascii_lowercase() as u8;
                    gated.gate = gate;
                    moves.push(gated);
                }
            }
        }
    }

    /// After a move by `side` under gating: places the gated piece, and
    /// closes the gates the move used or captured on.
    pub(crate) fn apply_gating(&mut self, mv: &Move, side: usize) {
        if mv.gate != NO_SQUARE {
            let kind = self.rules.by_letter[usize::from(mv.promotion.to_ascii_uppercase())];
            self.remove_from_hand(side, kind);
            self.put(side, kind, mv.gate);
        }
        self.hand.gates[side].remove(mv.from);
        if mv.kind == MoveKind::Castling {
            self.hand.gates[side].remove(mv.rook);
        }
        self.hand.gates[1 - side].remove(mv.to);
        self.forget_gates_without_hand(side);
    }

    /// In Seirawan chess a side with nothing left in hand has no gates
    /// (pieces captured do not come back to hand, unless `capturesToHand`).
    pub(crate) fn forget_gates_without_hand(&mut self, side: usize) {
        if !self.rules.drops.captures_to_hand && !self.holds_pieces(side) {
            self.hand.gates[side] = Bb::EMPTY;
        }
    }
}
