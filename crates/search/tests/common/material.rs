//! The Scirocco evaluation the search tests share: a zero-sum material
//! count (royals count nothing, other pieces 100 to 160 by kind), with
//! captures and promotions tried first.

use boardkit_core::Game;
use boardkit_scirocco::{Move, Scirocco, Side};
use boardkit_search::Evaluate;

/// The material of `player` less the opponent's.
pub fn material(game: &Scirocco, player: Side) -> i32 {
    let mut value = 0;
    for (_, piece) in game.position().pieces() {
        let worth = if piece.kind.is_royal() { 0 } else { 100 + 10 * (piece.kind.index() as i32 % 7) };
        value += if piece.side == player { worth } else { -worth };
    }
    value
}

/// Tactical moves (captures, promotions) before quiet ones.
pub fn tactical_first(game: &Scirocco, mv: &Move) -> i32 {
    i32::from(game.is_tactical(mv))
}

/// [`material`] as an evaluation, [`tactical_first`] as its move order.
#[derive(Clone, Copy, Debug)]
pub struct Material;

impl Evaluate<Scirocco> for Material {
    fn evaluate(&self, game: &Scirocco, player: Side) -> i32 {
        material(game, player)
    }

    fn move_priority(&self, game: &Scirocco, mv: &Move) -> i32 {
        tactical_first(game, mv)
    }
}
