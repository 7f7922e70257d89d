//! Seeded random positions of any game.

use boardkit_core::{Game, SplitMix64, Turn, random_move};

/// The state after `plies` seeded random moves (and chance outcomes) from
/// `start`, or `None` if the game ended or no player is to move there.
pub fn random_position<G: Game>(start: &G, seed: u64, plies: u64) -> Option<G> {
    let mut game = start.clone();
    let mut rng = SplitMix64::new(seed);
    for _ in 0..plies {
        let mv = random_move(&game, &mut rng)?;
        game.play(&mv).expect("random moves are legal");
    }
    // Resolve a pending chance event so that a player is to move.
    while game.turn() == Turn::Chance {
        let mv = random_move(&game, &mut rng)?;
        game.play(&mv).expect("chance outcomes are legal");
    }
    game.turn().player().is_some().then_some(game)
}
