//! Why a move is not pseudo-legal: the specific reason a checked `play`
//! reports (no piece there, not the mover's piece, not the piece's way of
//! moving, a blocked way, a capture-only or move-only pattern, a promotion
//! that is not possible).

use crate::bitboard::{Bits, bit, dense, square_of};
use crate::movegen::Sink;
use crate::moves::MoveKind;
use crate::tables::{Dest, tables};
use crate::{IllegalReason, Move, Piece, Position};

impl Position {
    /// Whether `mv` is one of the pseudo-legal moves, found by generating
    /// only the moves of the piece on its from-square.
    pub(crate) fn is_pseudo_legal(&self, mv: &Move) -> bool {
        let Some(from) = dense(mv.from()) else { return false };
        let mut probe = Finds { wanted: *mv, found: false };
        self.generate_piece(from, &mut probe);
        probe.found
    }

    /// The reason `mv`, which is not pseudo-legal here, is refused (the game
    /// is not over by material).
    pub(crate) fn refusal(&self, mv: &Move) -> IllegalReason {
        let (Some(from), Some(to)) = (dense(mv.from()), dense(mv.second_square())) else {
            return IllegalReason::NotAMove;
        };
        let Some(piece) = Piece::from_code(self.board[from as usize]) else {
            return IllegalReason::NoPiece;
        };
        if piece.side != self.side_to_move {
            return IllegalReason::NotYourPiece { piece };
        }
        if mv.kind() == MoveKind::Promote {
            let plain = Move::new(mv.from(), mv.to());
            if self.is_pseudo_legal(&plain) {
                return IllegalReason::NoPromotion { piece };
            }
            return self.refusal(&plain);
        }
        let us = piece.side;
        let own = self.sides[us.index()];
        let enemy = self.sides[us.other().index()];
        let occupied = own | enemy;
        let tables = tables();
        let entry = tables.entry(piece.kind.index(), us.index(), from);
        // Every way of this piece to reach the move's second square (for a
        // capture without moving: to capture on it), occupancy ignored.
        let stay = mv.kind() == MoveKind::Stay;
        let ways: Vec<_> = tables
            .templates(entry)
            .iter()
            .filter(|t| {
                if stay { t.dest == Dest::Stay && t.locust & bit(to) != 0 } else { t.dest != Dest::Stay && t.to == to }
            })
            .collect();
        let leap =
            [(entry.leaps.empty, Dest::Empty), (entry.leaps.enemy, Dest::Enemy), (entry.leaps.any, Dest::EmptyOrEnemy)]
                .into_iter()
                .find(|(mask, _)| !stay && mask & bit(to) != 0)
                .map(|(_, dest)| dest);
        if ways.is_empty() && leap.is_none() {
            return IllegalReason::CannotMoveThatWay { piece };
        }
        if own & bit(to) != 0 && !stay {
            return IllegalReason::Blocked { piece, at: mv.second_square() };
        }
        // The nearest occupied square on a path (or a missing hurdle) blocks.
        let nearest = |set: u128| {
            Bits(set).min_by_key(|&s| square_of(from).offset_to(square_of(s)).king_distance()).map(square_of)
        };
        if leap.is_none()
            && let Some(at) = ways.iter().filter_map(|t| nearest(t.path & occupied)).next()
            && ways.iter().all(|t| t.path & occupied != 0 || t.hurdles & occupied != t.hurdles)
        {
            return IllegalReason::Blocked { piece, at };
        }
        let enemy_target = enemy & bit(to) != 0;
        let dests = leap.into_iter().chain(ways.iter().filter(|t| t.path & occupied == 0).map(|t| t.dest));
        let (mut captures_only, mut moves_only) = (true, true);
        for dest in dests {
            captures_only &= dest == Dest::Enemy || dest == Dest::Stay;
            moves_only &= dest == Dest::Empty;
        }
        let jump_captures_only = !ways.is_empty() && leap.is_none() && ways.iter().all(|t| t.locust != 0);
        if (captures_only || jump_captures_only) && !enemy_target {
            IllegalReason::CaptureOnly { piece }
        } else if moves_only && occupied & bit(to) != 0 {
            IllegalReason::MoveOnly { piece }
        } else {
            IllegalReason::NotAMove
        }
    }
}

/// Looks for one move in a generation, stopping when it is found.
struct Finds {
    wanted: Move,
    found: bool,
}

impl Sink for Finds {
    const FULL: bool = false;

    #[inline]
    fn push(&mut self, from: u8, to: u8, kind: MoveKind) {
        let mv = crate::movegen::dense_move(from, to, kind);
        self.found |= mv == self.wanted;
    }

    #[inline]
    fn done(&self) -> bool {
        self.found
    }
}
