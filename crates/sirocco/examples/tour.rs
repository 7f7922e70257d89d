//! Plays a seeded 4-player game of Sirocco to the end and prints the final
//! position and scores.
//!
//! ```text
//! cargo run -p boardkit-sirocco --example tour [seed]
//! ```

use boardkit_core::{Game, SplitMix64, Turn, random_move};
use boardkit_sirocco::Sirocco;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed: u64 = std::env::args().nth(1).map(|s| s.parse()).transpose()?.unwrap_or(2026);
    let mut game = Sirocco::new(4)?;
    let mut rng = SplitMix64::new(seed);
    let mut record = Vec::new();
    while let Some(mv) = random_move(&game, &mut rng) {
        if let Turn::Player(seat) = game.turn() {
            // Show the first round in full, as a player would follow it.
            if game.round() == 1 {
                println!("{seat} rolled {}: {mv}", game.pending_throw().unwrap_or(0));
            }
        }
        game.play(&mv)?;
        record.push(mv.to_string());
    }
    println!("...\n{} plies ({} rounds)", record.len(), game.round());
    if let Some(diagram) = game.diagram() {
        println!("{diagram}");
    }
    println!("final state: {game}");
    if let Some(outcome) = game.outcome() {
        println!("outcome: {outcome}");
    }
    for standing in game.ranking() {
        println!(
            "{}. {:<10} {:>3} points ({} captured, {} home)",
            standing.rank,
            standing.seat,
            standing.score,
            game.captures(standing.seat),
            game.pawns_arrived(standing.seat)
        );
    }
    Ok(())
}
