//! Lists the legal moves of a position, one per line in the game's notation,
//! sorted, then the outcome (and, for Sirocco, the scores).
//!
//! This command line is stable; other tools drive it.
//!
//! ```text
//! cargo run --example inspect -- towers <position|startpos> [moves <m1> <m2> ...]
//! cargo run --example inspect -- scirocco <startpos|FEN> [moves <m1> <m2> ...]
//! cargo run --example inspect -- sirocco <state|startpos:<players>> [moves <m1> ...] [--roll <n>]
//! ```
//!
//! Output: one legal move per line, then `outcome: ongoing` or
//! `outcome: <verdict> (<reason>)`; Sirocco adds `scores: <seat> <n>, ...`.
//! Bad input: a message on stderr and exit code 2.

mod support;

use std::process::ExitCode;

use support::{GAMES, fail};

/// What `--help` prints.
const USAGE: &str = "\
usage: inspect towers <position|startpos> [moves <m1> <m2> ...]
       inspect scirocco <startpos|FEN> [moves <m1> <m2> ...]
       inspect sirocco <state|startpos:<players>> [moves <m1> ...] [--roll <n>]

Prints the legal moves, one per line, sorted; then `outcome: ongoing` or
`outcome: <verdict> (<reason>)`; Sirocco adds `scores: <seat> <n>, ...`.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
        support::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let Some((game, rest)) = args.split_first() else {
        return fail(format!("usage: inspect <game> <position> ...  (game: {GAMES})"));
    };
    let result = match game.as_str() {
        #[cfg(feature = "scirocco")]
        "scirocco" => scirocco(rest),
        #[cfg(feature = "towers")]
        "towers" => towers(rest),
        #[cfg(feature = "sirocco")]
        "sirocco" => sirocco(rest),
        other => Err(support::unknown_game(other)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(message),
    }
}

#[cfg(feature = "towers")]
fn towers(args: &[String]) -> Result<(), String> {
    use boardkit::towers::Towers;
    let (text, moves) = support::position_and_moves(args);
    let mut game: Towers = text.parse().map_err(|error| format!("bad Towers position: {error}"))?;
    support::play_texts(&mut game, &moves)?;
    for action in game.sorted_action_texts() {
        support::say!("{action}");
    }
    support::say!("{}", support::outcome_line(&game));
    Ok(())
}

#[cfg(feature = "sirocco")]
fn sirocco(args: &[String]) -> Result<(), String> {
    use boardkit::sirocco::Sirocco;
    let mut args = args.to_vec();
    let roll = match args.iter().position(|arg| arg == "--roll") {
        Some(at) => {
            let value = args.get(at + 1).ok_or("--roll needs a number from 1 to 6")?;
            let throw: u8 = value.parse().map_err(|_| format!("--roll needs a number from 1 to 6, not `{value}`"))?;
            args.drain(at..at + 2);
            Some(throw)
        }
        None => None,
    };
    let (text, moves) = support::position_and_moves(&args);
    let mut game = Sirocco::parse_position(&text).map_err(|error| format!("bad Sirocco state: {error}"))?;
    support::play_texts(&mut game, &moves)?;
    if let (Some(asked), Some(pending)) = (roll, game.pending_throw())
        && asked != pending
    {
        return Err(format!("--roll {asked} contradicts the state, whose pending throw is {pending}"));
    }
    let mut listed: Vec<String> = match roll.or(game.pending_throw()) {
        Some(throw) => game
            .legal_moves_for_roll(throw)
            .map_err(|error| error.to_string())?
            .iter()
            .map(|mv| mv.to_string())
            .collect(),
        None => support::sorted_moves(&game),
    };
    listed.sort();
    for mv in listed {
        support::say!("{mv}");
    }
    support::say!("{}", support::outcome_line(&game));
    if let Some(scores) = boardkit::core::Scores::of(&game) {
        support::say!("scores: {scores}");
    }
    Ok(())
}

#[cfg(feature = "scirocco")]
fn scirocco(args: &[String]) -> Result<(), String> {
    let game = support::scirocco_spec(&args.join(" "))?;
    for mv in support::sorted_moves(&game) {
        support::say!("{mv}");
    }
    support::say!("{}", support::outcome_line(&game));
    Ok(())
}
