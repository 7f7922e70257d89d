//! Lists the legal moves of a state for a throw, then the outcome and scores.
//!
//! ```text
//! cargo run -p boardkit-sirocco --example inspect -- "<state text or startpos:N>" --roll 4
//! ```
//!
//! Without `--roll`, the state's pending throw is used (or, at a throw, the
//! six chance outcomes are listed).

use boardkit_core::Game;
use boardkit_sirocco::Sirocco;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let position = args.first().map(String::as_str).unwrap_or("startpos:4");
    let game = Sirocco::parse_position(position)?;
    let roll = match args.iter().position(|a| a == "--roll") {
        Some(i) => Some(args.get(i + 1).ok_or("--roll needs a number")?.parse::<u8>()?),
        None => game.pending_throw(),
    };
    let mut moves: Vec<String> = match roll {
        Some(throw) => game.legal_moves_for_roll(throw)?.iter().map(|m| m.to_string()).collect(),
        None => game.legal_moves().iter().map(|m| m.to_string()).collect(),
    };
    moves.sort();
    for mv in &moves {
        println!("{mv}");
    }
    match game.outcome() {
        Some(outcome) => println!("outcome: {outcome}"),
        None => println!("outcome: none (game in progress)"),
    }
    let scores: Vec<String> =
        game.players().iter().zip(game.scores().unwrap_or_default()).map(|(seat, s)| format!("{seat} {s}")).collect();
    println!("scores: {}", scores.join(", "));
    Ok(())
}
