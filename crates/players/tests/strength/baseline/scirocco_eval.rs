//! The Scirocco evaluation as it was before `boardkit-search` (frozen from
//! `src/bots/scirocco.rs` at commit 4549a6e): material by the mobility
//! piece values, the two royal-attack terms, pawn advancement, pressure on
//! the enemy royal as the board empties, and the few-pieces penalty; MVV-LVA
//! move ordering. Kept here so that improving the live evaluation shows in
//! the strength match instead of improving the baseline along with it.

use boardkit_players::scirocco::captured_piece;
use boardkit_scirocco::{KIND_COUNT, Move, Piece, PieceKind, Position, Scirocco, Side};

/// The piece values of that version (the live table may change).
const PIECE_VALUES: [i32; KIND_COUNT] = [
    100, 187, 473, 581, 0, 189, 170, 359, 492, 453, 134, 161, 302, 265, 302, 314, 168, 339, 344, 235, 755, 597, 0, 322,
    371, 567, 664, 754, 392, 920, 528, 605, 626, 964, 778, 675,
];

const START_PIECES: u32 = 54;
const ROYAL_ORDER_VALUE: i32 = 10_000;
const ROYAL_EN_PRISE: i32 = 5_000;
const ROYAL_ATTACKED: i32 = 60;
const PAWN_ADVANCE: i32 = 8;
const ROYAL_TROPISM: i32 = 4;
const FEW_PIECES: i32 = 80;

/// The frozen evaluation (no parameters: it is what it was).
#[derive(Clone, Copy, Debug, Default)]
pub struct FrozenSciroccoEvaluation;

fn piece_value(kind: PieceKind) -> i32 {
    PIECE_VALUES[kind.index()]
}

fn for_side_to_move(position: &Position) -> i32 {
    let us = position.side_to_move();
    let royals = [Side::Blue, Side::Tan].map(|side| position.royal_square(side));
    let mut material = [0_i32; 2];
    let mut pressure = [0_i32; 2];
    for (square, piece) in position.pieces() {
        let mut value = piece_value(piece.kind);
        if let Some(royal) = royals[piece.side.other().index()].filter(|_| !piece.kind.is_royal()) {
            let offset = square.offset_to(royal);
            let distance = i32::from(offset.file.unsigned_abs().max(offset.rank.unsigned_abs()));
            pressure[piece.side.index()] += 9 - distance;
        }
        if piece.kind == PieceKind::Pawn {
            let rank = i32::from(square.rank().index());
            let advanced = match piece.side {
                Side::Blue => rank - 2,
                Side::Tan => 7 - rank,
            };
            value += PAWN_ADVANCE * advanced.max(0);
        }
        material[piece.side.index()] += value;
    }
    let pieces = position.piece_count(Side::Blue) + position.piece_count(Side::Tan);
    let emptied = START_PIECES.saturating_sub(pieces) as i32;
    for side in [Side::Blue, Side::Tan] {
        let missing = 4_i32.saturating_sub_unsigned(position.piece_count(side)).max(0);
        material[side.index()] += ROYAL_TROPISM * pressure[side.index()] * emptied / START_PIECES as i32;
        material[side.index()] -= FEW_PIECES * missing;
    }
    let mut value = material[us.index()] - material[us.other().index()];
    if position.is_royal_attacked(us.other()) {
        value += ROYAL_EN_PRISE;
    } else if position.is_royal_attacked(us) {
        value -= ROYAL_ATTACKED;
    }
    value
}

fn victim_value(piece: Piece) -> i32 {
    if piece.kind.is_royal() { ROYAL_ORDER_VALUE } else { piece_value(piece.kind) }
}

impl boardkit_search::Evaluate<Scirocco> for FrozenSciroccoEvaluation {
    fn evaluate(&self, game: &Scirocco, player: Side) -> i32 {
        let position = game.position();
        let value = for_side_to_move(position);
        if position.side_to_move() == player { value } else { -value }
    }

    fn move_priority(&self, game: &Scirocco, mv: &Move) -> i32 {
        let position = game.position();
        let Some(mover) = position.piece_at(mv.from()) else {
            return 0;
        };
        let gain = match (mv.is_promotion(), mover.kind.promoted()) {
            (true, Some(promoted)) => (piece_value(promoted) - piece_value(mover.kind)).max(1),
            _ => 0,
        };
        match captured_piece(position, mv) {
            Some(victim) => {
                let attacker = victim_value(mover).min(ROYAL_ORDER_VALUE / 10);
                100_000 + 16 * victim_value(victim) - attacker + gain
            }
            None => gain,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::{Game, SplitMix64, random_move};
    use boardkit_search::Evaluate;

    /// Keeps the copy frozen: a checksum of both sides' values and every
    /// move's priority along seeded random games, taken when the copy was
    /// made (when the live evaluation gave the same values and priorities
    /// on 4 800 positions).
    #[test]
    fn the_frozen_evaluation_gives_the_values_it_gave_when_copied() {
        let evaluation = FrozenSciroccoEvaluation;
        let mut rng = SplitMix64::new(3);
        let mut checksum: u64 = 0;
        let mut add = |value: i32| checksum = checksum.wrapping_mul(31).wrapping_add(value as u64);
        for _ in 0..20 {
            let mut game = Scirocco::startpos();
            for _ in 0..120 {
                if game.outcome().is_some() {
                    break;
                }
                add(evaluation.evaluate(&game, Side::Blue));
                add(evaluation.evaluate(&game, Side::Tan));
                for mv in game.legal_moves() {
                    add(evaluation.move_priority(&game, &mv));
                }
                let mv = random_move(&game, &mut rng).expect("an unfinished game has a move");
                game.play(&mv).expect("a random move is legal");
            }
        }
        assert_eq!(checksum, 3_741_919_167_921_765_555);
    }
}
