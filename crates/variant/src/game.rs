//! The game state of a variant: the board, move generation, playing moves
//! and the end of the game.

use std::sync::Arc;

use boardkit_betza::Destination;
use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};

use crate::bitboard::Bb;
use crate::moves::{Move, MoveKind, NO_SQUARE};
use crate::rules::{Attack, BLACK_OO, BLACK_OOO, MAX_PIECE_TYPES, ResultValue, Rules, Step, WHITE_OO, WHITE_OOO};
use crate::walls::WALL;
use crate::{Colour, EndReason, PlayError};

/// A position of a variant, with what its rules need of the past: castling
/// rights, en passant squares, the move counters and the positions since
/// the last capture or pawn move (for repetitions).
///
/// # Equality
///
/// Two states are equal when their variant (by name), board, side to move,
/// castling rights, en passant squares, counters and repetition history are.
#[derive(Debug)]
pub struct VariantGame {
    pub(crate) rules: Arc<Rules>,
    /// 0 empty, else `1 + colour * 64 + type`.
    pub(crate) board: [u8; 256],
    pub(crate) colours: [Bb; 2],
    pub(crate) counts: [[u8; MAX_PIECE_TYPES]; 2],
    /// Pieces that became their type by a `+` promotion (written `+X`).
    pub(crate) promoted: Bb,
    pub(crate) side: u8,
    /// `KQkq` bits.
    pub(crate) castling: u8,
    /// Per right bit index: the rook square; per colour the king square.
    pub(crate) castling_rooks: [u8; 4],
    pub(crate) castling_kings: [u8; 2],
    pub(crate) ep: Bb,
    /// The pawn captured by an en passant capture now.
    pub(crate) ep_victim: u8,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    /// The hashes of the positions since the last irreversible move, oldest first.
    pub(crate) history: Vec<u64>,
    /// Whether the last move castled, and which right it used (for `castlingWins`).
    pub(crate) just_castled: u8,
    /// Each side's king square (`NO_SQUARE` without one), kept by `put` and `remove`.
    pub(crate) royal: [u8; 2],
    /// The pieces in hand.
    pub(crate) hand: crate::drops::Hand,
    /// Under `capturesToHand`: per promoted square, the type the piece was
    /// before its `+` promotion (255 for a pawn's promotion), which is
    /// what goes to hand when it is captured.
    pub(crate) unpromoted_on: [u8; 256],
    /// The wall squares (their board code is `WALL`).
    pub(crate) walls: Bb,
}

impl Clone for VariantGame {
    fn clone(&self) -> VariantGame {
        VariantGame {
            rules: Arc::clone(&self.rules),
            board: self.board,
            colours: self.colours,
            counts: self.counts,
            promoted: self.promoted,
            side: self.side,
            castling: self.castling,
            castling_rooks: self.castling_rooks,
            castling_kings: self.castling_kings,
            ep: self.ep,
            ep_victim: self.ep_victim,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            hash: self.hash,
            history: self.history.clone(),
            just_castled: self.just_castled,
            royal: self.royal,
            hand: self.hand,
            unpromoted_on: self.unpromoted_on,
            walls: self.walls,
        }
    }

    /// Copies in place: the history keeps its allocation and the shared
    /// rules are not counted again when they are the same, so a search or
    /// perft that copies a position per move allocates nothing.
    fn clone_from(&mut self, source: &VariantGame) {
        if !Arc::ptr_eq(&self.rules, &source.rules) {
            self.rules = Arc::clone(&source.rules);
        }
        self.board = source.board;
        self.colours = source.colours;
        self.counts = source.counts;
        self.promoted = source.promoted;
        self.side = source.side;
        self.castling = source.castling;
        self.castling_rooks = source.castling_rooks;
        self.castling_kings = source.castling_kings;
        self.ep = source.ep;
        self.ep_victim = source.ep_victim;
        self.halfmove = source.halfmove;
        self.fullmove = source.fullmove;
        self.hash = source.hash;
        self.history.clone_from(&source.history);
        self.just_castled = source.just_castled;
        self.royal = source.royal;
        self.hand = source.hand;
        if self.rules.drops.captures_to_hand {
            self.unpromoted_on = source.unpromoted_on;
        }
        self.walls = source.walls;
    }
}

impl PartialEq for VariantGame {
    fn eq(&self, other: &VariantGame) -> bool {
        self.rules.name == other.rules.name
            && self.board == other.board
            && self.promoted == other.promoted
            && self.side == other.side
            && self.castling == other.castling
            && self.ep == other.ep
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.history == other.history
            && self.just_castled == other.just_castled
            && self.hand == other.hand
            && self.same_unpromoted(other)
            && self.walls == other.walls
    }
}

#[inline]
pub(crate) fn piece_code(side: usize, kind: u8) -> u8 {
    1 + (side as u8) * 64 + kind
}

#[inline]
pub(crate) fn piece_side(code: u8) -> usize {
    usize::from((code - 1) >> 6)
}

#[inline]
pub(crate) fn piece_kind(code: u8) -> u8 {
    (code - 1) & 63
}

/// Whether kings on `a` and `b` stand on one file with no piece of
/// `occupied` between them (`flyingGeneral`).
fn kings_face(a: u8, b: u8, occupied: Bb) -> bool {
    if a % 16 != b % 16 {
        return false;
    }
    let (low, high) = (a.min(b), a.max(b));
    let mut square = low + 16;
    while square < high {
        if occupied.contains(square) {
            return false;
        }
        square += 16;
    }
    true
}

/// The most moves one position may have in the tables' worst cases.
pub(crate) type MoveBuffer = Vec<Move>;

impl VariantGame {
    /// The rules of this game.
    pub fn rules(&self) -> &Arc<Rules> {
        &self.rules
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Colour {
        if self.side == 0 { Colour::White } else { Colour::Black }
    }

    /// The full-move number (from 1, increased after Black's move).
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// Plies since the last capture or move of an `nMoveRuleTypes` piece.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    #[inline]
    fn occupied(&self) -> Bb {
        self.colours[0] | self.colours[1] | self.walls
    }

    #[inline]
    fn forward(&self, side: usize) -> i16 {
        if side == 0 { 16 } else { -16 }
    }

    pub(crate) fn put(&mut self, side: usize, kind: u8, square: u8) {
        if Some(kind) == self.rules.king {
            self.royal[side] = square;
        }
        self.board[usize::from(square)] = piece_code(side, kind);
        self.colours[side].insert(square);
        self.counts[side][usize::from(kind)] += 1;
        self.hash ^= self.rules.zobrist(side, kind, square);
    }

    pub(crate) fn remove(&mut self, square: u8) {
        let code = self.board[usize::from(square)];
        if code == 0 {
            return;
        }
        let (side, kind) = (piece_side(code), piece_kind(code));
        if self.royal[side] == square {
            self.royal[side] = NO_SQUARE;
        }
        self.board[usize::from(square)] = 0;
        self.colours[side].remove(square);
        self.counts[side][usize::from(kind)] -= 1;
        self.hash ^= self.rules.zobrist(side, kind, square);
        if self.promoted.contains(square) {
            self.promoted.remove(square);
            self.hash ^= self.rules.zobrist_promoted[usize::from(square)];
        }
    }

    pub(crate) fn set_promoted(&mut self, square: u8) {
        self.promoted.insert(square);
        self.hash ^= self.rules.zobrist_promoted[usize::from(square)];
    }

    pub(crate) fn set_ep(&mut self, ep: Bb) {
        for square in self.ep.iter() {
            self.hash ^= self.rules.zobrist_ep[usize::from(square)];
        }
        self.ep = ep;
        for square in self.ep.iter() {
            self.hash ^= self.rules.zobrist_ep[usize::from(square)];
        }
    }

    pub(crate) fn set_castling(&mut self, rights: u8) {
        self.hash ^= self.rules.zobrist_castling[usize::from(self.castling)];
        self.castling = rights;
        self.hash ^= self.rules.zobrist_castling[usize::from(self.castling)];
    }

    /// The hash computed from scratch (the incremental one must equal it).
    pub(crate) fn full_hash(&self) -> u64 {
        let mut hash = 0;
        for side in 0..2 {
            for square in self.colours[side].iter() {
                hash ^= self.rules.zobrist(side, piece_kind(self.board[usize::from(square)]), square);
            }
        }
        for square in self.promoted.iter() {
            hash ^= self.rules.zobrist_promoted[usize::from(square)];
        }
        for square in self.ep.iter() {
            hash ^= self.rules.zobrist_ep[usize::from(square)];
        }
        hash ^= self.rules.zobrist_castling[usize::from(self.castling)];
        for square in self.walls.iter() {
            hash ^= self.rules.zobrist_wall[usize::from(square)];
        }
        if self.side == 1 {
            hash ^= self.rules.zobrist_side;
        }
        hash ^ self.hand_hash()
    }

    /// Whether a piece of `by` attacks `square` with the current occupancy.
    pub(crate) fn attacked(&self, square: u8, by: usize) -> bool {
        self.attacked_with(square, by, self.occupied(), self.colours[by])
    }

    /// Whether a piece of `by` standing on one of `attackers` attacks
    /// `square` when `occupied` is the occupancy (a move's result, tested
    /// before playing it: the attackers then leave out a captured piece).
    fn attacked_with(&self, square: u8, by: usize, occupied: Bb, attackers: Bb) -> bool {
        let rules = &*self.rules;
        let list = &rules.attacks[by * 256 + usize::from(square)];
        for from in (list.from & attackers).iter() {
            let code = self.board[usize::from(from)];
            for attack in list.starting_on(from) {
                if code != piece_code(by, attack.kind) {
                    continue;
                }
                if attack.plain {
                    if !attack.empty.intersects(occupied) {
                        return true;
                    }
                    continue;
                }
                if self.template_attacks(attack, square, by, occupied) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the template of `attack`, whose piece stands on its square,
    /// attacks `square` with the occupancy `occupied`.
    fn template_attacks(&self, attack: &Attack, square: u8, by: usize, occupied: Bb) -> bool {
        let rules = &*self.rules;
        let target_side = 1 - by;
        let template = &rules.types[usize::from(attack.kind)].templates[attack.index as usize];
        if template.initial_only && !rules.double_step_region[by].contains(attack.from) {
            return false;
        }
        if template.empty.intersects(occupied) || !template.hurdles.is_subset(occupied) {
            return false;
        }
        // Other locust squares must hold the attacked side's pieces too.
        if template.locust.iter().any(|&locust| locust != square && !self.colours[target_side].contains(locust)) {
            return false;
        }
        if template.to != square && template.to != attack.from {
            let at = self.board[usize::from(template.to)];
            return match template.destination {
                Destination::Empty => at == 0,
                Destination::Enemy => at != 0 && piece_side(at) == target_side,
                Destination::EmptyOrEnemy => at == 0 || piece_side(at) == target_side,
            };
        }
        true
    }

    #[inline]
    fn royal_square(&self, side: usize) -> Option<u8> {
        let square = self.royal[side];
        (square != NO_SQUARE).then_some(square)
    }

    /// The squares whose change could let an enemy piece attack `king`:
    /// the squares a move may not leave, then those it may not land on; or
    /// `None` when the king is attacked now. A move by a piece other than
    /// the king that touches none of them cannot expose the king.
    ///
    /// A plain attack (a path that must be empty) is blocked now; when by
    /// a single piece, that piece may not leave (it is pinned), and no
    /// other move opens the path: landing on it only blocks it more. For
    /// other attacks, whose hurdles a landing piece can make and whose
    /// conditions are more varied, every square they read counts both ways.
    fn danger_squares(&self, king: u8, side: usize) -> Option<(Bb, Bb)> {
        let rules = &*self.rules;
        let by = 1 - side;
        let occupied = self.occupied();
        let mut leave = Bb::EMPTY;
        let mut land = Bb::EMPTY;
        let list = &rules.attacks[by * 256 + usize::from(king)];
        for from in (list.from & self.colours[by]).iter() {
            let code = self.board[usize::from(from)];
            for attack in list.starting_on(from) {
                if code != piece_code(by, attack.kind) {
                    continue;
                }
                if attack.plain {
                    let blockers = attack.empty & occupied;
                    if blockers.is_empty() {
                        return None;
                    }
                    if blockers.is_single() {
                        leave |= blockers;
                    }
                    continue;
                }
                if self.template_attacks(attack, king, by, occupied) {
                    return None;
                }
                let template = &rules.types[usize::from(attack.kind)].templates[attack.index as usize];
                land |= template.empty | template.hurdles;
                for &square in &template.locust {
                    land.insert(square);
                }
            }
        }
        Some((leave | land, land))
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        let side = usize::from(self.side);
        self.royal_square(side).is_some_and(|square| self.attacked(square, 1 - side))
    }

    fn flying_general_faces(&self) -> bool {
        let (Some(white), Some(black)) = (self.royal_square(0), self.royal_square(1)) else { return false };
        kings_face(white, black, self.occupied())
    }

    /// Whether the side to move's king on `king` would face the other king
    /// along a file with the occupancy `occupied` (a move's result).
    fn generals_face(&self, king: u8, occupied: Bb) -> bool {
        let Some(other) = self.royal_square(1 - usize::from(self.side)) else { return false };
        kings_face(king, other, occupied)
    }

    /// Whether `side`'s position is illegal after its own move: its king
    /// attacked, generals facing, a pseudo-royal piece attacked.
    fn leaves_royal_attacked(&self, side: usize) -> bool {
        let rules = &*self.rules;
        if let Some(square) = self.royal_square(side)
            && self.attacked(square, 1 - side)
        {
            return true;
        }
        if rules.flying_general && self.flying_general_faces() {
            return true;
        }
        false
    }

    fn is_extinction_type(&self, kind: u8) -> bool {
        self.rules.extinction_piece_types >> kind & 1 != 0
    }

    /// Pseudo-legal moves of the side to move, appended to `out`.
    ///
    /// `royal_attacked` is whether the king stands attacked, when known:
    /// castling then tests fewer squares.
    fn pseudo_moves(&self, out: &mut MoveBuffer, royal_attacked: Option<bool>) {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        let occupied = self.occupied();
        let own = self.colours[side];
        let enemy = self.colours[1 - side];
        let zone = rules.promotion_region[side];
        let own_start = out.len();
        for from in own.iter() {
            let kind = piece_kind(self.board[usize::from(from)]);
            let piece = &rules.types[usize::from(kind)];
            if piece.is_pawn {
                self.pawn_moves(from, kind, out);
                continue;
            }
            let initial = rules.double_step_region[side].contains(from);
            let pawn_promotes = rules.promotion_pawn_types[side] >> kind & 1 != 0;
            let promoted = rules.promoted_piece_type[usize::from(kind)];
            let promotes = pawn_promotes || promoted.is_some();
            let from_in_zone = zone.contains(from);
            let mut seen = Bb::EMPTY;
            let templates = piece.templates(side, from);
            let steps = piece.steps(side, from);
            let mut next = 0;
            while let Some(step) = steps.get(next) {
                let index = next;
                next += 1;
                let to = step.to;
                let at = self.board[usize::from(to)];
                if to != from && at != 0 {
                    // Every later template through `to` is blocked: skip them.
                    next = step.skip as usize;
                }
                let mut via = NO_SQUARE;
                if step.flags != 0 {
                    let template = &templates[index];
                    if step.flags & Step::INITIAL_ONLY != 0 && !initial {
                        continue;
                    }
                    if step.flags & Step::EMPTY != 0 && template.empty.intersects(occupied) {
                        continue;
                    }
                    if step.flags & Step::HURDLES != 0 && !template.hurdles.is_subset(occupied) {
                        continue;
                    }
                    if step.flags & Step::LOCUST != 0 {
                        if template.locust.iter().any(|&square| !enemy.contains(square)) {
                            continue;
                        }
                        via = template.locust[0];
                    }
                }
                let allowed = if to == from {
                    // Back on the from-square: a capture without moving, never a pass.
                    via != NO_SQUARE && step.destination != Destination::Enemy
                } else if at == 0 {
                    step.destination != Destination::Enemy
                } else if piece_side(at) == side || at == WALL {
                    false
                } else {
                    step.destination != Destination::Empty
                };
                if !allowed {
                    continue;
                }
                if via == NO_SQUARE && !piece.distinct {
                    if seen.contains(to) {
                        continue;
                    }
                    seen.insert(to);
                }
                let capture = (at != 0 && piece_side(at) != side) || via != NO_SQUARE;
                if !promotes {
                    out.push(Move::new(from, to, via, 0, MoveKind::Normal, capture));
                    continue;
                }
                let to_in_zone = zone.contains(to);
                let mut plain = true;
                if pawn_promotes && to_in_zone {
                    for &target in &rules.promotion_piece_types[side] {
                        if self.promotion_full(side, target) {
                            continue;
                        }
                        out.push(Move::new(
                            from,
                            to,
                            via,
                            rules.types[usize::from(target)].letter.to_ascii_lowercase() as u8,
                            MoveKind::Promotion,
                            capture,
                        ));
                    }
                    if rules.mandatory_pawn_promotion {
                        plain = false;
                    }
                }
                if promoted.is_some() {
                    if rules.mandatory_piece_promotion && (from_in_zone || to_in_zone) {
                        plain = false;
                    }
                    if from_in_zone || to_in_zone {
                        out.push(Move::new(from, to, via, b'+', MoveKind::PiecePromotion, capture));
                    }
                }
                if plain {
                    out.push(Move::new(from, to, via, 0, MoveKind::Normal, capture));
                }
            }
        }
        if rules.has_relays {
            self.relay_moves(out, own_start);
        }
        if rules.castling && self.castling != 0 {
            self.castling_moves(out, royal_attacked);
        }
        if rules.drops.piece_drops {
            self.drop_moves(out);
        }
    }

    /// Whether `side` already has as many of `kind` as promotion may give.
    fn promotion_full(&self, side: usize, kind: u8) -> bool {
        let limit = self.rules.promotion_limit[usize::from(kind)];
        limit != 0 && u32::from(self.counts[side][usize::from(kind)]) >= limit
    }

    fn pawn_moves(&self, from: u8, kind: u8, out: &mut MoveBuffer) {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        let squares = rules.types[usize::from(kind)].pawn[side * 256 + usize::from(from)];
        let zone = rules.promotion_region[side];
        let push = |out: &mut MoveBuffer, to: u8, capture: bool, kind_of: MoveKind| {
            if zone.contains(to) {
                self.pawn_promotions(from, to, kind, capture, kind_of, out);
            } else {
                out.push(Move::new(from, to, NO_SQUARE, 0, kind_of, capture));
            }
        };
        let empty = |square: u8| square != NO_SQUARE && self.board[usize::from(square)] == 0;
        if empty(squares.one) {
            push(out, squares.one, false, MoveKind::Normal);
            if empty(squares.two) {
                if squares.two_stops {
                    push(out, squares.two, false, MoveKind::Normal);
                }
                if empty(squares.three) {
                    push(out, squares.three, false, MoveKind::Normal);
                }
            }
        }
        for to in squares.captures {
            if to == NO_SQUARE {
                continue;
            }
            let at = self.board[usize::from(to)];
            if at != 0 {
                if piece_side(at) != side && at != WALL {
                    push(out, to, true, MoveKind::Normal);
                }
            } else if self.ep.contains(to) && rules.en_passant_types[side] >> kind & 1 != 0 {
                out.push(Move::new(from, to, NO_SQUARE, 0, MoveKind::EnPassant, true));
            }
        }
    }

    /// The moves of a pawn of `kind` reaching the promotion zone on `to`.
    fn pawn_promotions(&self, from: u8, to: u8, kind: u8, capture: bool, kind_of: MoveKind, out: &mut MoveBuffer) {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        for &target in &rules.promotion_piece_types[side] {
            if self.promotion_full(side, target) {
                continue;
            }
            let letter = rules.types[usize::from(target)].letter.to_ascii_lowercase() as u8;
            out.push(Move::new(from, to, NO_SQUARE, letter, MoveKind::Promotion, capture));
        }
        if rules.promoted_piece_type[usize::from(kind)].is_some() {
            out.push(Move::new(from, to, NO_SQUARE, b'+', MoveKind::PiecePromotion, capture));
        }
        if !rules.mandatory_pawn_promotion {
            out.push(Move::new(from, to, NO_SQUARE, 0, kind_of, capture));
        }
    }

    fn castling_moves(&self, out: &mut MoveBuffer, royal_attacked: Option<bool>) {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        let occupied = self.occupied();
        let rank = if side == 0 { rules.castling_rank } else { rules.ranks - 1 - rules.castling_rank };
        for (bit, kingside) in [(0usize, true), (1, false)] {
            let right = 1u8 << (side * 2 + bit);
            if self.castling & right == 0 {
                continue;
            }
            let king_from = self.castling_kings[side];
            let rook_from = self.castling_rooks[side * 2 + bit];
            let king_to =
                rank * 16 + if kingside { rules.castling_kingside_file } else { rules.castling_queenside_file };
            let rook_to = if kingside { king_to - 1 } else { king_to + 1 };
            let mut path = Bb::EMPTY;
            for (a, b) in [(king_from, king_to), (rook_from, rook_to)] {
                for square in a.min(b)..=a.max(b) {
                    path.insert(square);
                }
            }
            path.remove(king_from);
            path.remove(rook_from);
            if path.intersects(occupied) {
                continue;
            }
            // A king may not castle out of, through or into check; another
            // castling piece is not royal and may.
            if rules.king.is_some() && Some(piece_kind(self.board[usize::from(king_from)])) == rules.king {
                let known = royal_attacked.filter(|_| king_from == self.royal[side]);
                if known == Some(true) {
                    continue;
                }
                // Under `flyingGeneral`, facing the other king is as being attacked.
                let attacked = (king_from.min(king_to)..=king_from.max(king_to))
                    .filter(|&square| known.is_none() || square != king_from)
                    .any(|square| {
                        self.attacked(square, 1 - side)
                            || (rules.flying_general && self.generals_face(square, occupied))
                    });
                if attacked {
                    continue;
                }
            }
            out.push(Move::new(king_from, king_to, NO_SQUARE, 0, MoveKind::Castling, false).with_rook(rook_from));
        }
    }

    /// Plays a move known to be pseudo-legal, without checking legality.
    pub(crate) fn make(&mut self, mv: &Move) {
        if mv.kind == MoveKind::Drop {
            self.make_drop(mv);
            return;
        }
        self.clear_last_drop();
        let side = usize::from(self.side);
        let from = mv.from;
        let to = mv.to;
        let code = self.board[usize::from(from)];
        let kind = piece_kind(code);
        let mut irreversible = self.rules.n_move_rule_types[side] >> kind & 1 != 0;
        let old_ep = self.ep;
        if !old_ep.is_empty() {
            self.set_ep(Bb::EMPTY);
        }
        let mut rights = self.castling;
        self.just_castled = 0;
        match mv.kind {
            MoveKind::Castling => {
                let rook_from = mv.rook;
                let rook_kind = piece_kind(self.board[usize::from(rook_from)]);
                let kingside = to > from || (to == from && rook_from > from);
                let king_promoted = self.promoted.contains(from);
                self.remove(from);
                self.remove(rook_from);
                self.put(side, kind, to);
                if king_promoted {
                    self.set_promoted(to);
                    self.unpromoted_on[usize::from(to)] = self.unpromoted_on[usize::from(from)];
                }
                let rook_to = if kingside { to - 1 } else { to + 1 };
                self.put(side, rook_kind, rook_to);
                self.just_castled = 1 << (side * 2 + if kingside { 0 } else { 1 });
                rights &= if side == 0 { !(WHITE_OO | WHITE_OOO) } else { !(BLACK_OO | BLACK_OOO) };
            }
            MoveKind::EnPassant => {
                self.capture_to_hand(self.ep_victim);
                self.remove(self.ep_victim);
                self.remove(from);
                self.put(side, kind, to);
                irreversible = true;
            }
            _ => {
                let was_promoted = self.promoted.contains(from);
                if mv.via != NO_SQUARE {
                    self.capture_to_hand(mv.via);
                    self.remove(mv.via);
                    irreversible = true;
                }
                if self.board[usize::from(to)] != 0 && to != from {
                    self.capture_to_hand(to);
                    self.remove(to);
                    irreversible = true;
                }
                self.remove(from);
                match mv.kind {
                    MoveKind::Promotion => {
                        // A promotion cannot be taken back: the move rule's count starts again.
                        irreversible = true;
                        let target = self.rules.by_letter[usize::from(mv.promotion.to_ascii_uppercase())];
                        self.put(side, target, to);
                        if self.rules.drops.marks_promoted() {
                            // Back to hand as a pawn when captured (`Q~`).
                            self.set_promoted(to);
                            self.unpromoted_on[usize::from(to)] = crate::drops::NO_TYPE;
                        }
                    }
                    MoveKind::PiecePromotion => {
                        irreversible = true;
                        let target = self.rules.promoted_piece_type[usize::from(kind)].unwrap_or(kind);
                        self.put(side, target, to);
                        self.set_promoted(to);
                        self.unpromoted_on[usize::from(to)] = kind;
                    }
                    _ => {
                        self.put(side, kind, to);
                        if was_promoted {
                            self.set_promoted(to);
                            self.unpromoted_on[usize::from(to)] = self.unpromoted_on[usize::from(from)];
                        }
                    }
                }
                // A pawn's double or triple step leaves en passant squares
                // (not when it promoted on the way, as Fairy-Stockfish has it).
                if self.rules.types[usize::from(kind)].is_pawn
                    && !matches!(mv.kind, MoveKind::Promotion | MoveKind::PiecePromotion)
                {
                    let distance = (i16::from(to) - i16::from(from)).abs();
                    // The pawn's own steps only: a relayed leap (`x` legs) leaves no en passant square.
                    let steps = self.rules.types[usize::from(kind)].pawn[side * 256 + usize::from(from)];
                    let own_step = to == steps.two || to == steps.three;
                    if own_step && (distance == 32 || distance == 48) {
                        let back = -self.forward(side);
                        let mut ep = Bb::EMPTY;
                        let mut square = i16::from(to) + back;
                        while square != i16::from(from) {
                            let passed = square as u8;
                            if self.rules.en_passant_region[1 - side].contains(passed)
                                && self.pawn_attacks_ep(passed, 1 - side)
                            {
                                ep.insert(passed);
                            }
                            square += back;
                        }
                        if !ep.is_empty() {
                            self.set_ep(ep);
                            self.ep_victim = to;
                        }
                    }
                }
            }
        }
        let blasted =
            if mv.capture && self.rules.has_capture_effects() { self.capture_effects(to, kind) } else { Bb::EMPTY };
        // Castling rights die with a move from or to a king or rook square.
        if rights != 0 {
            for bit in 0..4 {
                let right = 1u8 << bit;
                if rights & right != 0 {
                    let king = self.castling_kings[bit / 2];
                    let rook = self.castling_rooks[bit];
                    if from == king
                        || to == king
                        || from == rook
                        || to == rook
                        || mv.via == rook
                        || blasted.contains(king)
                        || blasted.contains(rook)
                    {
                        rights &= !right;
                    }
                }
            }
        }
        if rights != self.castling {
            self.set_castling(rights);
        }
        if self.rules.drops.gating {
            self.apply_gating(mv, side);
        }
        if irreversible {
            self.halfmove = 0;
            self.history.clear();
        } else {
            self.halfmove += 1;
        }
        if side == 1 {
            self.fullmove += 1;
        }
        if let Some(wall) = mv.wall {
            self.place_wall(wall);
        }
        self.side ^= 1;
        self.hash ^= self.rules.zobrist_side;
    }

    /// Whether a pawn of `side` could capture on `square` (diagonally behind it).
    fn pawn_attacks_ep(&self, square: u8, side: usize) -> bool {
        let rules = &*self.rules;
        let back = -self.forward(side);
        let file = i16::from(square % 16);
        [-1i16, 1].iter().any(|&df| {
            let f = file + df;
            if !(0..i16::from(rules.files)).contains(&f) {
                return false;
            }
            let at = i16::from(square) + back + df;
            if !(0..256).contains(&at) {
                return false;
            }
            let code = self.board[at as usize];
            code != 0
                && piece_side(code) == side
                && (rules.types[usize::from(piece_kind(code))].is_pawn)
                && rules.en_passant_types[side] >> piece_kind(code) & 1 != 0
        })
    }

    /// Whether the move just made (by the other side) gives check, for `checking = false`.
    fn gives_check_after(&self) -> bool {
        let side = usize::from(self.side);
        self.royal_square(side).is_some_and(|square| self.attacked(square, 1 - side))
    }

    /// The legal moves of the side to move into `out` (cleared first).
    pub(crate) fn legal_moves_into(&self, out: &mut MoveBuffer) {
        out.clear();
        if self.immediate_end().is_some() {
            return;
        }
        let rules = &*self.rules;
        let side = usize::from(self.side);
        // Under plain check rules, a move that is not the king's and touches
        // no square of an attack on the king is legal without playing it.
        let plain = rules.checking && !rules.flying_general && !rules.extinction_pseudo_royal;
        let king = self.royal_square(side);
        let safe = match (plain, king) {
            (false, _) => None,
            (true, None) => Some((Bb::EMPTY, Bb::EMPTY)),
            (true, Some(king)) => self.danger_squares(king, side),
        };
        let royal_attacked = (plain && king.is_some()).then_some(safe.is_none());
        self.pseudo_moves(out, royal_attacked);
        if rules.mutually_immune_types != 0 {
            out.retain(|mv| !self.mutually_immune_capture(mv));
        }
        // A wall can only matter to a move's legality by shielding a piece
        // that may not be left attacked, or by blocking a check that may
        // not be given. With neither (walls beside a royal king are refused),
        // the plain moves are judged and their walls added afterwards: up to
        // a board's worth fewer moves to play out.
        let royals = self.pseudo_royals();
        let walls_later = rules.places_walls() && rules.checking && royals[0].is_empty() && royals[1].is_empty();
        if rules.places_walls() && !walls_later {
            self.add_walls(out);
        }
        // Where every attack lands on the square it attacks, the king's
        // safety after a move follows from the occupancy after it (and so
        // does whether the generals face each other).
        let royal_only = rules.checking && !rules.extinction_pseudo_royal;
        let by_occupancy = if royal_only && rules.landing_attacks_only { king } else { None };
        let occupied = self.occupied();
        let mut next: Option<VariantGame> = None;
        // Any piece of the king's type moves as a king (its square is royal after it).
        let king_code = rules.king.map_or(0, |king| piece_code(side, king));
        // The squares whose moves need a look: pinned pieces and kings.
        let quick = safe.map(|(leave, land)| {
            let mut stop = leave;
            match rules.king.map(|king| self.counts[side][usize::from(king)]) {
                Some(0) | None => {}
                Some(1) => stop.insert(self.royal[side]),
                Some(_) => {
                    for square in self.colours[side].iter() {
                        if self.board[usize::from(square)] == king_code {
                            stop.insert(square);
                        }
                    }
                }
            }
            (stop, (!land.is_empty()).then_some(land))
        });
        let immobility = rules.immobility_illegal;
        // Where the royal pieces are pseudo-royal (atomic chess), a quiet
        // move changes only the occupancy: their safety after it is read
        // from the occupancy, as `legal_after` would find it on the board.
        let quiet_by_occupancy = rules.checking
            && rules.extinction_pseudo_royal
            && rules.landing_attacks_only
            && rules.petrify_on_capture_types == 0
            && !rules.flying_general
            && king.is_none();
        // With one pseudo-royal piece, shielded by an adjacent enemy one (an
        // explosion would take both) or not attacked now, a quiet move of
        // another piece is legal unless it leaves a square of an attack's
        // path or lands where an attack needs a piece: as for a king.
        let lone_royal = if quiet_by_occupancy && royals[side].is_single() { royals[side].iter().next() } else { None };
        let royal_safe_unless = lone_royal.and_then(|royal| {
            if self.shielded_by_blast(royal, royals[1 - side]) {
                Some((Bb::EMPTY, Bb::EMPTY))
            } else {
                self.danger_squares(royal, side)
            }
        });
        out.retain(|mv| {
            // A drop only adds a piece: with the king not attacked, it can
            // expose it only by landing where an attack needs a piece.
            if mv.kind == MoveKind::Drop
                && rules.drops.drop_checks
                && let Some((_, land)) = &quick
                && land.is_none_or(|land| !land.contains(mv.to))
            {
                return self.drop_allowed(mv);
            }
            if let Some((stop, land)) = &quick
                && !stop.contains(mv.from)
                && land.is_none_or(|land| !land.contains(mv.to))
                && mv.via == NO_SQUARE
                && matches!(mv.kind, MoveKind::Normal | MoveKind::Promotion | MoveKind::PiecePromotion)
            {
                return !(immobility && self.immobile_after(mv));
            }
            let king_moves = self.board[usize::from(mv.from)] == king_code;
            if let Some(king) = by_occupancy
                && mv.via == NO_SQUARE
            {
                let mut after = occupied;
                let mut attackers = self.colours[1 - side];
                after.remove(mv.from);
                after.insert(mv.to);
                attackers.remove(mv.to);
                let target = match mv.kind {
                    MoveKind::Normal if king_moves => Some(mv.to),
                    MoveKind::Normal | MoveKind::Promotion | MoveKind::PiecePromotion if !king_moves => Some(king),
                    MoveKind::EnPassant if !king_moves => {
                        after.remove(self.ep_victim);
                        attackers.remove(self.ep_victim);
                        Some(king)
                    }
                    MoveKind::Castling => {
                        // As `make` places the rook: beside the king's square, on the side it came from.
                        let kingside = mv.to > mv.from || (mv.to == mv.from && mv.rook > mv.from);
                        let rook_to = if kingside { mv.to - 1 } else { mv.to + 1 };
                        after = occupied;
                        after.remove(mv.from);
                        after.remove(mv.rook);
                        after.insert(mv.to);
                        after.insert(rook_to);
                        attackers = self.colours[1 - side];
                        Some(if king_moves { mv.to } else { king })
                    }
                    _ => None,
                };
                if let Some(target) = target {
                    let exposed = self.attacked_with(target, 1 - side, after, attackers)
                        || (rules.flying_general && self.generals_face(target, after));
                    return !(exposed || self.immobile_after(mv));
                }
            }
            if quiet_by_occupancy
                && mv.kind == MoveKind::Normal
                && !mv.capture
                && mv.via == NO_SQUARE
                && mv.wall.is_none()
            {
                let off_every_attack = matches!((lone_royal, royal_safe_unless), (Some(royal), Some((stop, land)))
                    if mv.from != royal && !stop.contains(mv.from) && !land.contains(mv.to));
                return !self.immobile_after(mv) && (off_every_attack || self.quiet_move_keeps_royals_safe(mv, royals));
            }
            let next = next.get_or_insert_with(|| self.clone());
            self.legal_after(mv, next, royals)
        });
        // `mustCapture`: when a capture is legal, only captures are.
        if rules.must_capture && out.iter().any(|mv| mv.capture) {
            out.retain(|mv| mv.capture);
        }
        if walls_later {
            self.add_walls(out);
        }
        if rules.drops.gating {
            self.add_gating_moves(out);
        }
        if rules.n_fold_illegal {
            self.drop_repeating_moves(out);
        }
        self.filter_must_drop(out);
    }

    /// Whether `immobilityIllegal` forbids the move: the piece could never
    /// move again from where it lands.
    #[inline(always)]
    fn immobile_after(&self, mv: &Move) -> bool {
        let rules = &*self.rules;
        if !rules.immobility_illegal || mv.kind != MoveKind::Normal {
            return false;
        }
        let kind = piece_kind(self.board[usize::from(mv.from)]);
        rules.immobile[usize::from(self.side)][usize::from(kind)].contains(mv.to)
    }

    /// The pieces of each side that are pseudo-royal now (an extinction type
    /// down to its last piece above the count), under `extinctionPseudoRoyal`.
    pub(crate) fn pseudo_royals(&self) -> [Bb; 2] {
        let rules = &*self.rules;
        let mut royals = [Bb::EMPTY; 2];
        if !rules.extinction_pseudo_royal || rules.extinction_value.is_none() {
            return royals;
        }
        for (side, royal) in royals.iter_mut().enumerate() {
            for square in self.colours[side].iter() {
                let kind = piece_kind(self.board[usize::from(square)]);
                if self.is_extinction_type(kind)
                    && u32::from(self.counts[side][usize::from(kind)]) <= rules.extinction_piece_count + 1
                {
                    royal.insert(square);
                }
            }
        }
        royals
    }

    /// Whether the quiet move `mv` (no capture, no promotion, no castling)
    /// leaves every pseudo-royal piece of the mover unattacked (or shielded:
    /// beside an enemy pseudo-royal piece under `blastOnCapture`), judged
    /// from the occupancy after it: what [`legal_after`](Self::legal_after)
    /// finds for such a move where every attack lands on its square.
    fn quiet_move_keeps_royals_safe(&self, mv: &Move, royals: [Bb; 2]) -> bool {
        let side = usize::from(self.side);
        let mut occupied = self.occupied();
        occupied.remove(mv.from);
        occupied.insert(mv.to);
        let mut after = royals[side];
        if after.contains(mv.from) {
            after.remove(mv.from);
            after.insert(mv.to);
        }
        self.royals_unattacked(after, 1 - side, occupied, self.colours[1 - side], royals[1 - side])
    }

    /// Whether a pseudo-legal move is legal: played into `next`, it leaves
    /// no royal or pseudo-royal piece of the mover attacked, gives no check
    /// where checks are not allowed, and moves no piece where it could never
    /// move again under `immobilityIllegal`.
    fn legal_after(&self, mv: &Move, next: &mut VariantGame, royals: [Bb; 2]) -> bool {
        if mv.kind == MoveKind::Drop {
            return self.drop_legal(mv, next);
        }
        let rules = &*self.rules;
        let side = usize::from(self.side);
        if self.immobile_after(mv) || self.mutually_immune_capture(mv) {
            return false;
        }
        let own_royals = royals[side];
        if mv.kind == MoveKind::Castling && own_royals.contains(mv.from) {
            // A pseudo-royal castling piece may not pass attacked squares.
            let (low, high) = (mv.from.min(mv.to), mv.from.max(mv.to));
            if (low..=high).filter(|&square| square != mv.to).any(|square| self.attacked(square, 1 - side)) {
                return false;
            }
        }
        next.clone_from(self);
        next.make(mv);
        if next.leaves_royal_attacked(side) {
            return false;
        }
        if !rules.checking && next.gives_check_after() {
            return false;
        }
        if !own_royals.is_empty() {
            let theirs = royals[1 - side];
            // Blowing up one's own pseudo-royal piece is illegal, even when
            // the same explosion takes the opponent's.
            if rules.blast_on_capture && mv.capture && self.blasts_own_royal(mv, next, own_royals) {
                return false;
            }
            if self.petrifies_royal(mv, own_royals) {
                return false;
            }
            // Capturing one of the opponent's pseudo-royal pieces wins first.
            if !(theirs & !next.colours[1 - side]).is_empty() {
                return true;
            }
            let mut after = own_royals;
            if after.contains(mv.from) {
                after.remove(mv.from);
                after.insert(mv.to);
            }
            if mv.kind == MoveKind::Promotion {
                let target = rules.by_letter[usize::from(mv.promotion.to_ascii_uppercase())];
                if self.is_extinction_type(target) {
                    if u32::from(self.counts[side][usize::from(target)]) > rules.extinction_piece_count {
                        for square in own_royals.iter() {
                            if piece_kind(self.board[usize::from(square)]) == target {
                                after.remove(square);
                            }
                        }
                    } else {
                        after.insert(mv.to);
                    }
                }
            }
            let attackers = next.colours[1 - side] & !next.petrifying_royals(1 - side);
            let occupied = next.occupied() & !next.petrified_by(self, mv);
            return next.royals_unattacked(after & next.colours[side], 1 - side, occupied, attackers, theirs);
        }
        true
    }

    /// Whether no piece of `royals` is attacked by a piece of `by` standing
    /// on `attackers` with the occupancy `occupied`; a royal piece beside
    /// one of `theirs` (the enemy's pseudo-royal pieces) is shielded under
    /// `blastOnCapture`, as taking it would blow those up too.
    fn royals_unattacked(&self, royals: Bb, by: usize, occupied: Bb, attackers: Bb, theirs: Bb) -> bool {
        royals.iter().all(|square| {
            self.shielded_by_blast(square, theirs) || !self.attacked_with(square, by, occupied, attackers)
        })
    }

    /// A game end that needs no move generation: extinction, a flag
    /// reached, castling wins; the verdict from the side to move's view.
    pub(crate) fn immediate_end(&self) -> Option<(ResultValue, EndReason)> {
        let rules = &*self.rules;
        let stm = usize::from(self.side);
        if let Some(end) = self.royal_set_end() {
            return Some(end);
        }
        // Pseudo-royal pieces cannot be captured, but they can be blown up.
        if let Some(value) = rules.extinction_value
            && (!rules.extinction_pseudo_royal || rules.blast_on_capture)
        {
            for c in [1 - stm, stm] {
                for kind in 0..rules.types.len() as u8 {
                    if !self.is_extinction_type(kind) {
                        continue;
                    }
                    let claim = u32::from(rules.extinction_claim && c == stm);
                    if u32::from(self.counts[c][usize::from(kind)]) <= rules.extinction_piece_count
                        && u32::from(self.counts[1 - c][usize::from(kind)])
                            >= rules.extinction_opponent_piece_count + claim
                    {
                        return Some((if c == stm { value } else { flip(value) }, EndReason::Extinction));
                    }
                }
                if rules.extinction_all {
                    let own = self.colours[c].count();
                    let other = self.colours[1 - c].count();
                    let claim = u32::from(rules.extinction_claim && c == stm);
                    if own <= rules.extinction_piece_count && other >= rules.extinction_opponent_piece_count + claim {
                        return Some((if c == stm { value } else { flip(value) }, EndReason::Extinction));
                    }
                }
            }
        }
        if !rules.flag_region[0].is_empty() || !rules.flag_region[1].is_empty() {
            if (rules.flag_move || rules.flag_piece_safe) && self.flag_reached(stm) {
                let flag_king_first =
                    rules.flag_move && stm == 0 && rules.flag_piece[1] == rules.king && rules.king.is_some();
                let draw =
                    (flag_king_first || (rules.flag_piece_safe && !rules.flag_move)) && self.flag_reached(1 - stm);
                return Some((if draw { ResultValue::Draw } else { ResultValue::Win }, EndReason::Flag));
            }
            if (!rules.flag_move
                || rules.flag_piece_safe
                || (rules.flag_piece[stm] == rules.king && rules.king.is_some()))
                && self.flag_reached(1 - stm)
            {
                let mut game_end = true;
                if rules.flag_move
                    && rules.king.is_some()
                    && rules.flag_piece[stm] == rules.king
                    && stm == 1
                    && !self.in_check()
                {
                    // Black may still draw by reaching the flag too.
                    let mut moves = Vec::new();
                    self.pseudo_moves(&mut moves, None);
                    let side = stm;
                    let mut next = self.clone();
                    for mv in &moves {
                        let code = self.board[usize::from(mv.from)];
                        if Some(piece_kind(code)) != rules.king || !rules.flag_region[side].contains(mv.to) {
                            continue;
                        }
                        next.clone_from(self);
                        next.make(mv);
                        if !next.leaves_royal_attacked(side) {
                            game_end = false;
                            break;
                        }
                    }
                }
                if game_end {
                    return Some((ResultValue::Loss, EndReason::Flag));
                }
            }
        }
        if rules.castling_wins != 0 {
            let just = self.just_castled;
            // The side that just moved is the opponent of the side to move.
            if just & rules.castling_wins != 0 {
                return Some((ResultValue::Loss, EndReason::CastlingWins));
            }
            for c in [1 - stm, stm] {
                let mask = if c == 0 { WHITE_OO | WHITE_OOO } else { BLACK_OO | BLACK_OOO };
                if mask & rules.castling_wins != 0 && self.castling & mask & rules.castling_wins == 0 {
                    return Some((
                        if c == stm { ResultValue::Loss } else { ResultValue::Win },
                        EndReason::CastlingWins,
                    ));
                }
            }
        }
        None
    }

    fn flag_reached(&self, c: usize) -> bool {
        let rules = &*self.rules;
        let region = rules.flag_region[c];
        let mut in_zone = Bb::EMPTY;
        for square in (self.colours[c] & region).iter() {
            let kind = piece_kind(self.board[usize::from(square)]);
            if rules.flag_piece[c].is_none_or(|flag| flag == kind) {
                in_zone.insert(square);
            }
        }
        let count = in_zone.count();
        let simple = count > 0 && count >= rules.flag_piece_count;
        if simple
            && rules.flag_piece_safe
            && (!rules.flag_move || c != usize::from(self.side))
            && count == rules.flag_piece_count
        {
            for square in in_zone.iter() {
                if self.attacked(square, 1 - c) {
                    return false;
                }
            }
        }
        simple
    }

    fn repetitions(&self) -> usize {
        // Positions with the same side to move are two plies apart.
        self.history.iter().rev().skip(1).step_by(2).filter(|&&hash| hash == self.hash).count()
    }

    /// The outcome with no legal move or by a rule that ends the game now.
    fn outcome_value(&self, has_moves: bool) -> Option<(ResultValue, EndReason)> {
        let rules = &*self.rules;
        if let Some(end) = self.immediate_end() {
            return Some(end);
        }
        if !has_moves {
            return Some(if self.in_check() {
                // A mate by a shogi pawn's drop loses for the dropper instead.
                (if self.pawn_drop_mated() { ResultValue::Win } else { rules.checkmate_value }, EndReason::Checkmate)
            } else {
                (rules.stalemate_value, EndReason::Stalemate)
            });
        }
        if rules.n_move_rule > 0 && self.halfmove >= 2 * rules.n_move_rule {
            return Some((ResultValue::Draw, EndReason::MoveRule));
        }
        if rules.n_fold_rule > 0 && !rules.n_fold_illegal && self.repetitions() + 1 >= rules.n_fold_rule as usize {
            return Some((rules.n_fold_value, EndReason::Repetition));
        }
        None
    }

    fn has_legal_move(&self) -> bool {
        if self.rules.n_fold_illegal {
            // Every move may be a forbidden repetition: the full list decides.
            let mut moves = Vec::new();
            self.legal_moves_into(&mut moves);
            return !moves.is_empty();
        }
        let mut moves = Vec::new();
        self.pseudo_moves(&mut moves, None);
        let royals = self.pseudo_royals();
        let mut next = self.clone();
        moves.iter().any(|mv| self.legal_after(mv, &mut next, royals))
    }

    /// Perft: the number of legal move paths `depth` plies long, counted
    /// with this crate's own loop (the last ply counted without playing it),
    /// as Fairy-Stockfish's `go perft` does. A position where the game has
    /// ended by extinction, a flag or castling has no moves; the move and
    /// repetition rules do not cut perft short, as in Fairy-Stockfish.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers = Vec::new();
        self.perft_count(depth, &mut buffers)
    }

    /// Whether the incremental hash equals the hash computed from scratch.
    #[doc(hidden)]
    pub fn hash_is_consistent(&self) -> bool {
        self.hash == self.full_hash()
    }

    /// Counts the leaves `depth` plies down, with legal move lists reused per ply.
    pub(crate) fn perft_count(&self, depth: u32, buffers: &mut Vec<MoveBuffer>) -> u64 {
        if depth == 0 {
            return 1;
        }
        let level = depth as usize;
        while buffers.len() <= level {
            buffers.push(Vec::new());
        }
        let mut moves = std::mem::take(&mut buffers[level]);
        self.legal_moves_into(&mut moves);
        let count = if depth == 1 {
            moves.len() as u64
        } else {
            let mut next = self.clone();
            let mut total = 0;
            for mv in &moves {
                next.clone_from(self);
                next.make(mv);
                total += next.perft_count(depth - 1, buffers);
            }
            total
        };
        buffers[level] = moves;
        count
    }

    /// [`make`](Self::make) plus the repetition history.
    pub(crate) fn make_tracked(&mut self, mv: &Move) {
        let before = self.hash;
        self.make(mv);
        if self.halfmove != 0 {
            self.history.push(before);
        }
    }

    /// Finds the generated move that `mv` names (its kind and rook).
    pub(crate) fn resolve(&self, mv: &Move) -> Option<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves.into_iter().find(|candidate| candidate == mv)
    }
}

fn flip(value: ResultValue) -> ResultValue {
    match value {
        ResultValue::Win => ResultValue::Loss,
        ResultValue::Loss => ResultValue::Win,
        ResultValue::Draw => ResultValue::Draw,
    }
}

impl Game for VariantGame {
    type Player = Colour;
    type Move = Move;
    type Reason = EndReason;
    type PlayError = PlayError;

    fn players(&self) -> PlayerList<Colour> {
        [Colour::White, Colour::Black].into_iter().collect()
    }

    fn turn(&self) -> Turn<Colour> {
        if self.outcome().is_some() { Turn::Over } else { Turn::Player(self.side_to_move()) }
    }

    fn generate_moves(&self, moves: &mut Vec<Move>) {
        if self.outcome_value(true).is_some() {
            moves.clear();
            return;
        }
        self.legal_moves_into(moves);
    }

    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::GameOver { mv: mv.to_string() });
        }
        let Some(resolved) = self.resolve(mv) else {
            return Err(PlayError::Illegal { mv: mv.to_string() });
        };
        self.make_tracked(&resolved);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Move) {
        if mv.kind == MoveKind::Unknown
            && let Some(resolved) = self.resolve(mv)
        {
            self.make_tracked(&resolved);
            return;
        }
        debug_assert!(self.is_legal(mv), "illegal move {mv}");
        self.make_tracked(mv);
    }

    fn outcome(&self) -> Option<Outcome<Colour, EndReason>> {
        let has_moves = self.immediate_end().is_some() || self.has_legal_move();
        let (value, reason) = self.outcome_value(has_moves)?;
        let stm = self.side_to_move();
        let verdict = match value {
            ResultValue::Win => Verdict::Win(stm),
            ResultValue::Loss => Verdict::Win(stm.other()),
            ResultValue::Draw => Verdict::Draw,
        };
        Some(Outcome { verdict, reason })
    }

    fn is_legal(&self, mv: &Move) -> bool {
        self.outcome_value(true).is_none() && self.resolve(mv).is_some()
    }

    fn position_hash(&self) -> u64 {
        self.hash
    }

    fn is_tactical(&self, mv: &Move) -> bool {
        mv.capture || mv.promotion != 0
    }

    fn generate_tactical_moves(&self, moves: &mut Vec<Move>) {
        self.generate_moves(moves);
        moves.retain(|mv| mv.capture || mv.promotion != 0);
    }
}
