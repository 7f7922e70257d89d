//! A seeded random game of Towers, action by action.
//!
//! `cargo run -p boardkit-towers --example tour [seed]` (seed 2026 by
//! default). Prints the start, every action with the number of choices the
//! player had, and the final board with the outcome.

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_towers::Towers;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = std::env::args().nth(1).and_then(|arg| arg.parse().ok()).unwrap_or(2026);
    let mut rng = SplitMix64::new(seed);
    let mut game = Towers::startpos();
    println!("Towers, default rules ({}), seed {seed}\n", game.config());
    println!("{}", game.diagram());
    while let Some(action) = random_move(&game, &mut rng) {
        let side = game.side_to_move();
        let choices = game.count_actions();
        game.play(&action)?;
        println!("{:>3}. {side:<5} {action:<24} (of {choices} actions)", game.ply());
    }
    println!("\n{}", game.diagram());
    println!("position: {game}");
    Ok(())
}
