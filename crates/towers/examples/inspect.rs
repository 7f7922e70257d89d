//! Lists the legal actions of a Towers position, one per line and sorted,
//! then the outcome.
//!
//! `cargo run -p boardkit-towers --example inspect -- <position text|startpos>`

use boardkit_core::Game;
use boardkit_towers::Towers;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let text = if args.is_empty() { "startpos".to_string() } else { args.join(" ") };
    let game: Towers = text.parse()?;
    for action in game.sorted_action_texts() {
        println!("{action}");
    }
    match game.outcome() {
        Some(outcome) => println!("outcome: {outcome}"),
        None => println!("outcome: none ({} to move)", game.side_to_move()),
    }
    Ok(())
}
