//! The computer players as they were before `boardkit-search` (frozen
//! copies of the facade's old `bots` alpha-beta, expectimax, limits and
//! evaluation glue, and the Scirocco and Sirocco evaluations themselves,
//! `scirocco_eval.rs` and `sirocco_eval.rs`, frozen at commit 4549a6e so
//! that improving the live ones shows): the baseline the new players are
//! measured against in the strength matches (`tests/strength/main.rs`) and
//! the speed benchmark (`benches/player_nps.rs`). Not public API: it
//! lives beside the match that uses it, a fixture of this crate's tests and
//! bench only. Kept unchanged except for compiling against the
//! engine-grade trait (`legal_moves()` now returns a `Vec`) and naming the
//! crates it uses directly.
//!
//! Two adapters: [`Old`] gives a new [`boardkit_search::Evaluate`] (the
//! ready-made players' evaluations) the old trait, whose `is_tactical` it
//! answers with [`Game::is_tactical`]; the `*_player` functions rebuild the
//! old players with the old limits table.

#![allow(dead_code, unused_imports, unreachable_pub, missing_docs, clippy::all)]

mod alpha_beta;
mod evaluate;
mod expectimax;
mod limits;
#[cfg(feature = "scirocco")]
mod scirocco_eval;
#[cfg(feature = "sirocco")]
mod sirocco_eval;

pub use alpha_beta::{AlphaBeta, SearchReport};
pub use boardkit_search::Bot;
pub use evaluate::{Evaluate, MAX_EVALUATION, WIN};
pub use expectimax::{Expectimax, Strategy};
pub use limits::Limits;

use boardkit_core::{Game, PlayerList, RandomSource};
use boardkit_players::Strength;

/// Shuffles `items` in place (Fisher–Yates), for seeded tie-breaking.
pub(crate) fn shuffle<T, R: RandomSource + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// A new-style evaluation seen through the old trait.
#[derive(Clone, Debug)]
pub struct Old<E>(pub E);

impl<G: Game, E: boardkit_search::Evaluate<G>> Evaluate<G> for Old<E> {
    fn evaluate(&self, game: &G, player: G::Player) -> i32 {
        self.0.evaluate(game, player)
    }
    fn evaluate_all(&self, game: &G, players: &[G::Player]) -> PlayerList<i32> {
        self.0.evaluate_all(game, players)
    }
    fn is_tactical(&self, game: &G, mv: &G::Move) -> bool {
        game.is_tactical(mv)
    }
    fn move_priority(&self, game: &G, mv: &G::Move) -> i32 {
        self.0.move_priority(game, mv)
    }
}

/// The old quiescence depth of each strength.
fn quiescence(strength: Strength) -> u32 {
    match strength {
        Strength::Quick => 4,
        Strength::Standard => 6,
        Strength::Strong => 8,
    }
}

/// The old Scirocco player.
#[cfg(feature = "scirocco")]
pub fn scirocco_player(
    strength: Strength,
) -> AlphaBeta<boardkit_scirocco::Scirocco, Old<scirocco_eval::FrozenSciroccoEvaluation>> {
    let limits = match strength {
        Strength::Quick => Limits::depth(2).with_nodes(4_000),
        Strength::Standard => Limits::depth(3).with_nodes(30_000),
        Strength::Strong => Limits::depth(4).with_nodes(80_000),
    };
    AlphaBeta::new(Old(scirocco_eval::FrozenSciroccoEvaluation), limits).with_quiescence(quiescence(strength))
}

/// The old Towers player.
#[cfg(feature = "towers")]
pub fn towers_player(
    strength: Strength,
) -> AlphaBeta<boardkit_towers::Towers, Old<boardkit_players::towers::Evaluation>> {
    let limits = match strength {
        Strength::Quick => Limits::depth(2).with_nodes(5_000),
        Strength::Standard => Limits::depth(3).with_nodes(40_000),
        Strength::Strong => Limits::depth(4).with_nodes(250_000),
    };
    AlphaBeta::new(Old(boardkit_players::towers::Evaluation::default()), limits).with_quiescence(quiescence(strength))
}

/// The old Sirocco player.
#[cfg(feature = "sirocco")]
pub fn sirocco_player(strength: Strength) -> Expectimax<Old<sirocco_eval::Evaluation>> {
    let limits = match strength {
        Strength::Quick => Limits::depth(1).with_nodes(2_000),
        Strength::Standard => Limits::depth(2).with_nodes(20_000),
        Strength::Strong => Limits::depth(2).with_nodes(120_000),
    };
    Expectimax::new(Old(sirocco_eval::Evaluation::default()), limits)
}
