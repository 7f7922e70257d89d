//! The boardkit tour: one seeded game of each game, played to the end.
//!
//! ```text
//! cargo run --release --example tour [-- --seed <n>]
//! ```
//!
//! For each game it shows the start position, a few moments of the game and
//! the final position, then the outcome with the rule that ended it and the
//! scores. The moves are chosen by seeded random players (so `--seed`
//! changes every game); the dice of Sirocco come from the same seed.
//! Colour is used only when standard output is a terminal.

mod support;

use std::io::IsTerminal;
use std::process::ExitCode;

use boardkit::core::{RandomSource, SplitMix64, random_move};
use support::Picture;

struct Style {
    colour: bool,
}

impl Style {
    fn heading(&self, text: &str) -> String {
        if self.colour { format!("\x1b[1;36m{text}\x1b[0m") } else { text.to_string() }
    }
    fn strong(&self, text: &str) -> String {
        if self.colour { format!("\x1b[1m{text}\x1b[0m") } else { text.to_string() }
    }
}

/// Plays `start` to the end with seeded random moves and prints the start,
/// `moments` positions along the way and the end.
fn tour<G: Picture>(start: G, rng: &mut SplitMix64, style: &Style, max_plies: u64) -> Result<(), String> {
    println!("{}", style.heading(&format!("=== {} ===", G::TITLE)));
    println!("\nStart:\n{}", start.picture());
    let mut game = start;
    let mut record: Vec<(u64, String, G)> = Vec::new();
    let mut ply = 0;
    while let Some(mv) = random_move(&game, rng) {
        if ply >= max_plies {
            break;
        }
        game.play(&mv).map_err(|error| format!("{} refused its own legal move {mv}: {error}", G::TITLE))?;
        ply += 1;
        record.push((ply, mv.to_string(), game.clone()));
    }
    let moments = [record.len() / 3, 2 * record.len() / 3];
    for &at in &moments {
        if let Some((ply, mv, state)) = record.get(at.saturating_sub(1)).filter(|_| at > 0 && at < record.len()) {
            println!("After ply {ply} ({mv}):\n{}", state.picture());
        }
    }
    let last: Vec<&str> = record.iter().rev().take(6).rev().map(|(_, mv, _)| mv.as_str()).collect();
    println!("Final position after {ply} plies (last moves: {}):\n{}", last.join(" "), game.picture());
    println!("{}", game.status());
    match game.outcome() {
        Some(outcome) => println!("{}", style.strong(&format!("Result: {outcome}"))),
        None => println!("{}", style.strong(&format!("Stopped after {max_plies} plies without a result"))),
    }
    if let Some(scores) = game.scores() {
        let players = game.players();
        let line: Vec<String> = players.iter().zip(scores.iter()).map(|(p, s)| format!("{p} {s}")).collect();
        println!("Scores: {}", line.join(", "));
    }
    println!();
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seed: u64 = 2026;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--seed" => match rest.next().map(|s| s.parse()) {
                Some(Ok(value)) => seed = value,
                _ => return support::fail("--seed takes a whole number"),
            },
            "--help" | "-h" => {
                println!("usage: tour [--seed <n>]");
                return ExitCode::SUCCESS;
            }
            other => return support::fail(format!("unknown argument `{other}` (usage: tour [--seed <n>])")),
        }
    }
    let style = Style { colour: std::io::stdout().is_terminal() };
    println!("boardkit tour, seed {seed}\n");
    let mut rng = SplitMix64::new(seed);
    // Each game gets its own generator, drawn from the seed, so that adding a
    // game to the tour does not change the others.
    let mut next_rng = || SplitMix64::new(rng.next_u64());
    #[cfg(feature = "scirocco")]
    if let Err(message) = tour(boardkit::scirocco::Scirocco::startpos(), &mut next_rng(), &style, 3_000) {
        return support::fail(message);
    }
    #[cfg(feature = "sirocco")]
    {
        let start = match boardkit::sirocco::Sirocco::startpos(4) {
            Ok(start) => start,
            Err(error) => return support::fail(error),
        };
        if let Err(message) = tour(start, &mut next_rng(), &style, 20_000) {
            return support::fail(message);
        }
    }
    #[cfg(feature = "towers")]
    if let Err(message) = tour(boardkit::towers::Towers::startpos(), &mut next_rng(), &style, 2_000) {
        return support::fail(message);
    }
    ExitCode::SUCCESS
}
