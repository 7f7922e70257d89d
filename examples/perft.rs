//! Counts the move paths of a given depth from a position (perft), the
//! standard check of a move generator, and reports the speed.
//!
//! This command line is stable; other tools drive it.
//!
//! ```text
//! cargo run --release --example perft -- towers <position|startpos> <depth> [--divide]
//! cargo run --release --example perft -- scirocco <startpos|FEN> [moves <m1> ...] <depth> [--divide]
//! cargo run --release --example perft -- sirocco <state|startpos:<players>> <depth> [--divide]
//! ```
//!
//! Output: with `--divide`, one `<move> <count>` line per first move; then
//! `nodes <N>`. Time and nodes per second go to stderr. Bad input: a message
//! on stderr and exit code 2.

mod support;

use std::process::ExitCode;

use support::{GAMES, fail};

/// What `--help` prints.
const USAGE: &str = "\
usage: perft towers <position|startpos> <depth> [--divide]
       perft scirocco <startpos|FEN> [moves <m1> ...] <depth> [--divide]
       perft sirocco <state|startpos:<players>> <depth> [--divide]

Prints `<move> <count>` per first move with --divide, then `nodes <N>`;
the time and nodes per second go to stderr.";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let divide = args.iter().any(|arg| arg == "--divide");
    args.retain(|arg| arg != "--divide");
    let usage = format!("usage: perft <game> <position> <depth> [--divide]  (game: {GAMES})");
    if args.len() < 3 {
        return fail(usage);
    }
    let game = args.remove(0);
    let Some(depth_text) = args.pop() else { return fail(usage) };
    let Ok(depth) = depth_text.parse::<u32>() else {
        return fail(format!("the depth must be a whole number, not `{depth_text}`"));
    };
    let result = match game.as_str() {
        #[cfg(feature = "scirocco")]
        "scirocco" => scirocco(&args, depth, divide),
        #[cfg(feature = "towers")]
        "towers" => towers(&args, depth, divide),
        #[cfg(feature = "sirocco")]
        "sirocco" => sirocco(&args, depth, divide),
        other => Err(format!("unknown game `{other}` (expected {GAMES})")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(message),
    }
}

#[cfg(feature = "towers")]
fn towers(args: &[String], depth: u32, divide: bool) -> Result<(), String> {
    use boardkit::towers::{Towers, perft, perft_divide};
    let (text, moves) = support::position_and_moves(args);
    let mut game: Towers = text.parse().map_err(|error| format!("bad Towers position: {error}"))?;
    support::play_texts(&mut game, &moves)?;
    support::run_perft(divide, || perft_divide(&game, depth), || perft(&game, depth));
    Ok(())
}

#[cfg(feature = "sirocco")]
fn sirocco(args: &[String], depth: u32, divide: bool) -> Result<(), String> {
    use boardkit::core::{perft, perft_divide};
    use boardkit::sirocco::Sirocco;
    let (text, moves) = support::position_and_moves(args);
    let mut game = Sirocco::parse_position(&text).map_err(|error| format!("bad Sirocco state: {error}"))?;
    support::play_texts(&mut game, &moves)?;
    support::run_perft(divide, || perft_divide(&game, depth), || perft(&game, depth));
    Ok(())
}

#[cfg(feature = "scirocco")]
fn scirocco(args: &[String], depth: u32, divide: bool) -> Result<(), String> {
    use boardkit::scirocco::{Scirocco, perft, perft_divide};
    let game = Scirocco::from_spec(&args.join(" ")).map_err(|error| format!("bad Scirocco position: {error}"))?;
    let position = game.position();
    // The move tables are built on first use; build them before the clock
    // starts so that the reported speed is the generator's alone.
    position.count_pseudo_legal_moves();
    support::run_perft(divide, || perft_divide(position, depth), || perft(position, depth));
    Ok(())
}
