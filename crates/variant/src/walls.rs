//! Walls: squares no piece may enter, cross or capture, placed by the
//! moves of variants with a `wallingRule` (the Game of the Amazons' arrows,
//! Duck chess's duck, Isolation's removed squares), or by a capture under
//! `petrifyOnCaptureTypes`.
//!
//! With a walling rule every move places one wall after the piece has
//! moved, written after a comma: `e2e4,e4f5` moves e2 to e4 and walls f5.
//! Where the wall may go depends on the rule:
//!
//! - `arrow`: a square the moved piece could move to (without capturing)
//!   from where it landed, as an amazon shoots its arrow;
//! - `duck`: any empty square; the previous wall (the duck) is lifted first,
//!   so there is one wall at most and it must change square;
//! - `edge`: a square on the board's edge or next to a wall (not
//!   diagonally);
//! - `past`: the square the piece left;
//! - `static`: any empty square.
//!
//! `wallingRegionWhite` / `wallingRegionBlack` narrow the squares further.

use crate::bitboard::Bb;
use crate::game::{MoveBuffer, VariantGame, piece_kind};
use crate::moves::{Move, MoveKind, NO_SQUARE};
use crate::rules::Rules;

/// The board code of a wall square (never a piece's: pieces are `1 + colour * 32 + type`).
pub(crate) const WALL: u8 = 255;

/// Where the moves of a variant place walls (`wallingRule`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum WallingRule {
    /// No walls are placed.
    None,
    /// Where the moved piece could move next.
    Arrow,
    /// Anywhere empty, the previous wall lifted (one duck).
    Duck,
    /// On the edge or next to a wall.
    Edge,
    /// On the square the piece left.
    Past,
    /// Anywhere empty.
    Static,
}

impl WallingRule {
    /// The rule named by a `wallingRule` value.
    pub(crate) fn parse(text: &str) -> Option<WallingRule> {
        Some(match text {
            "none" => WallingRule::None,
            "arrow" => WallingRule::Arrow,
            "duck" => WallingRule::Duck,
            "edge" => WallingRule::Edge,
            "past" => WallingRule::Past,
            "static" => WallingRule::Static,
            _ => return None,
        })
    }
}

impl Rules {
    /// Whether every move places a wall (the variant has a `wallingRule`):
    /// its moves are written `e2e4,e4f5`.
    pub fn places_walls(&self) -> bool {
        self.walling_rule != WallingRule::None
    }
}

impl Move {
    /// The file and rank (from 0) of the wall the move places, if it places one.
    pub fn wall_coords(&self) -> Option<(u8, u8)> {
        self.wall.map(|square| (square % 16, square / 16))
    }
}

impl VariantGame {
    /// Whether the square on `file` and `rank` (from 0) is a wall.
    ///
    /// ```
    /// use boardkit_variant::{VariantGame, variant};
    ///
    /// let duck = variant("duck").ok_or("bundled")?;
    /// let game = VariantGame::from_fen(duck, "rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
    /// assert!(game.wall_at(4, 3));
    /// assert!(!game.wall_at(4, 1));
    /// assert_eq!(game.piece_at(4, 3), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn wall_at(&self, file: u8, rank: u8) -> bool {
        file < self.rules.files && rank < self.rules.ranks && self.walls.contains(rank * 16 + file)
    }

    /// Puts a wall on an empty `square`.
    pub(crate) fn put_wall(&mut self, square: u8) {
        self.board[usize::from(square)] = WALL;
        self.walls.insert(square);
        self.hash ^= self.rules.zobrist_wall[usize::from(square)];
    }

    /// Lifts every wall (the duck before it moves).
    fn lift_walls(&mut self) {
        for square in self.walls.iter() {
            self.board[usize::from(square)] = 0;
            self.hash ^= self.rules.zobrist_wall[usize::from(square)];
        }
        self.walls = Bb::EMPTY;
    }

    /// Places the wall of a move just made on the board (called by `make`
    /// before the turn passes). A wall on the square a pawn passed takes
    /// the en passant capture away.
    pub(crate) fn place_wall(&mut self, wall: u8) {
        if self.rules.walling_rule == WallingRule::Duck {
            self.lift_walls();
        }
        self.put_wall(wall);
        if self.ep.contains(wall) {
            let mut ep = self.ep;
            ep.remove(wall);
            self.set_ep(ep);
        }
    }

    /// Replaces each move of `moves` by the same move with each wall
    /// placement the walling rule allows (a move with nowhere to place its
    /// wall is dropped).
    pub(crate) fn add_walls(&self, moves: &mut MoveBuffer) {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        let occupied = self.colours[0] | self.colours[1] | self.walls;
        let base = std::mem::take(moves);
        for mv in &base {
            // The occupancy once the piece has moved (before any explosion).
            let mut after = occupied;
            after.remove(mv.from);
            match mv.kind {
                MoveKind::Castling => {
                    let kingside = mv.to > mv.from || (mv.to == mv.from && mv.rook > mv.from);
                    after.remove(mv.rook);
                    after.insert(if kingside { mv.to - 1 } else { mv.to + 1 });
                }
                MoveKind::EnPassant => after.remove(self.ep_victim),
                _ => {}
            }
            after.insert(mv.to);
            let mut allowed = rules.board_squares & !after & rules.walling_region[side];
            match rules.walling_rule {
                WallingRule::None | WallingRule::Duck | WallingRule::Static => {}
                WallingRule::Arrow => {
                    let mut through = occupied;
                    through.remove(mv.from);
                    let kind = piece_kind(self.board[usize::from(mv.from)]);
                    allowed &= self.quiet_reach(kind, side, mv.to, through);
                }
                WallingRule::Edge => allowed &= self.edge_or_next_to_wall(),
                WallingRule::Past => {
                    let left = allowed.contains(mv.from);
                    allowed = Bb::EMPTY;
                    if left {
                        allowed.insert(mv.from);
                    }
                }
            }
            for wall in allowed.iter() {
                let mut walled = *mv;
                walled.wall = Some(wall);
                moves.push(walled);
            }
        }
    }

    /// The squares a piece of `kind` of `side` standing on `from` could move
    /// to without capturing, with the occupancy `occupied` (an amazon's
    /// arrow flies as the amazon moves).
    fn quiet_reach(&self, kind: u8, side: usize, from: u8, occupied: Bb) -> Bb {
        let rules = &*self.rules;
        let piece = &rules.types[usize::from(kind)];
        let mut reach = Bb::EMPTY;
        if piece.is_pawn {
            let squares = piece.pawn[side * 256 + usize::from(from)];
            let free = |square: u8| square != NO_SQUARE && !occupied.contains(square);
            if free(squares.one) {
                reach.insert(squares.one);
                if free(squares.two) && squares.two_stops {
                    reach.insert(squares.two);
                }
            }
            return reach;
        }
        let initial = rules.double_step_region[side].contains(from);
        for template in piece.templates(side, from) {
            if template.destination == boardkit_betza::Destination::Enemy
                || !template.locust.is_empty()
                || template.to == from
                || (template.initial_only && !initial)
                || template.empty.intersects(occupied)
                || !template.hurdles.is_subset(occupied)
                || occupied.contains(template.to)
            {
                continue;
            }
            reach.insert(template.to);
        }
        reach
    }

    /// The board's edge squares and the squares orthogonally next to a wall.
    fn edge_or_next_to_wall(&self) -> Bb {
        let rules = &*self.rules;
        let mut squares = Bb::EMPTY;
        for square in rules.board_squares.iter() {
            let (file, rank) = (square % 16, square / 16);
            if file == 0 || rank == 0 || file + 1 == rules.files || rank + 1 == rules.ranks {
                squares.insert(square);
            }
        }
        for wall in self.walls.iter() {
            let (file, rank) = (wall % 16, wall / 16);
            if file > 0 {
                squares.insert(wall - 1);
            }
            if file + 1 < rules.files {
                squares.insert(wall + 1);
            }
            if rank > 0 {
                squares.insert(wall - 16);
            }
            if rank + 1 < rules.ranks {
                squares.insert(wall + 16);
            }
        }
        squares
    }
}
