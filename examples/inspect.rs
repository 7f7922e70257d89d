//! Lists the legal moves of a position, one per line in the game's notation,
//! sorted, then the outcome (and, for Sirocco, the scores).
//!
//! This command line is stable; other tools drive it.
//!
//! ```text
//! cargo run --release --example inspect -- towers <position|startpos> [moves <m1> <m2> ...]
//! cargo run --release --example inspect -- scirocco <startpos|FEN> [moves <m1> <m2> ...]
//! cargo run --release --example inspect -- sirocco <state|startpos:<players>> [moves <m1> ...] [--roll <n>]
//! cargo run --release --example inspect -- <variant> <startpos|FEN> [moves <m1> <m2> ...] [--variants <file>]
//! cargo run --release --example inspect -- --list-variants [--variants <file>]
//! cargo run --release --example inspect -- --record <file>
//! ```
//!
//! `<variant>` is a chess-family game of the `variant` feature: a bundled
//! one (`chess`, `capablanca`, `grand`, ...) or a section of the
//! Fairy-Stockfish variants.ini file given with `--variants`; its moves are
//! in the UCI notation (`e2e4`, `e7e8q`). `--list-variants` prints the
//! names of the variants known, one per line.
//!
//! Output: one legal move per line, then `outcome: ongoing` or
//! `outcome: <verdict> (<reason>)`; Sirocco adds `scores: <seat> <n>, ...`.
//! With `--record`, the game recorded in the file (its `Game` tag says
//! which) is replayed and its final state printed the same way.
//! Bad input: a message on stderr and exit code 2.

mod support;

use std::process::ExitCode;

use support::{GAMES, fail};

/// What `--help` prints.
const USAGE: &str = "\
usage: inspect towers <position|startpos> [moves <m1> <m2> ...]
       inspect scirocco <startpos|FEN> [moves <m1> <m2> ...]
       inspect sirocco <state|startpos:<players>> [moves <m1> ...] [--roll <n>]
       inspect <variant> <startpos|FEN> [moves <m1> <m2> ...]
               [--variants <file>]
       inspect --list-variants [--variants <file>]
       inspect --record <file>

Prints the legal moves, one per line, sorted; then `outcome: ongoing` or
`outcome: <verdict> (<reason>)`; Sirocco adds `scores: <seat> <n>, ...`.
With --record, the same for the final state of the game recorded in the file.
A variant is a bundled one (chess, capablanca, grand, ...; --list-variants
lists them) or a section of the variants.ini <file>; moves are in UCI (e2e4).";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
        support::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    if args.first().map(String::as_str) != Some("--record")
        && let Err(message) = support::take_variants_file(&mut args)
    {
        return fail(message);
    }
    if args.first().map(String::as_str) == Some("--list-variants") {
        return match args.as_slice() {
            [_] => list_variants(),
            _ => fail("usage: inspect --list-variants [--variants <file>]"),
        };
    }
    if args.first().map(String::as_str) == Some("--record") {
        let result = match args.as_slice() {
            [_, path] => record(std::path::Path::new(path)),
            _ => Err("usage: inspect --record <file>".to_string()),
        };
        return match result {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => fail(message),
        };
    }
    let Some((game, rest)) = args.split_first() else {
        return fail(format!("usage: inspect <game> <position> ...  (game: {GAMES}, or a variant)"));
    };
    // The game first: the rest of the command line depends on it.
    if let Err(message) = support::check_game_or_variant(game) {
        return fail(message);
    }
    if rest.is_empty() {
        return fail(format!("inspect {game} needs a position\n{USAGE}"));
    }
    let result = match game.as_str() {
        #[cfg(feature = "scirocco")]
        "scirocco" => scirocco(rest),
        #[cfg(feature = "towers")]
        "towers" => towers(rest),
        #[cfg(feature = "sirocco")]
        "sirocco" => sirocco(rest),
        #[cfg(feature = "variant")]
        name if support::is_variant(name) => variant(name, rest),
        other => Err(support::unknown_game_or_variant(other)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(message),
    }
}

#[cfg(feature = "towers")]
fn towers(args: &[String]) -> Result<(), String> {
    use boardkit::towers::Towers;
    let game: Towers = support::read_spec(args)?;
    print_towers(&game);
    Ok(())
}

/// What inspect prints for a Towers state.
#[cfg(feature = "towers")]
fn print_towers(game: &boardkit::towers::Towers) {
    for action in game.sorted_action_texts() {
        support::say!("{action}");
    }
    support::say!("{}", support::outcome_line(game));
}

#[cfg(feature = "sirocco")]
fn sirocco(args: &[String]) -> Result<(), String> {
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
    let game: boardkit::sirocco::Sirocco = support::read_spec(&args)?;
    print_sirocco(&game, roll)
}

/// What inspect prints for a Sirocco state, listing the moves of throw
/// `roll` when it is given.
#[cfg(feature = "sirocco")]
fn print_sirocco(game: &boardkit::sirocco::Sirocco, roll: Option<u8>) -> Result<(), String> {
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
        None => support::sorted_moves(game),
    };
    listed.sort();
    for mv in listed {
        support::say!("{mv}");
    }
    support::say!("{}", support::outcome_line(game));
    if let Some(scores) = boardkit::core::Scores::of(game) {
        support::say!("scores: {scores}");
    }
    Ok(())
}

#[cfg(feature = "scirocco")]
fn scirocco(args: &[String]) -> Result<(), String> {
    let game: boardkit::scirocco::Scirocco = support::read_spec(args)?;
    print_scirocco(&game);
    Ok(())
}

/// What inspect prints for a Scirocco state.
#[cfg(feature = "scirocco")]
fn print_scirocco(game: &boardkit::scirocco::Scirocco) {
    for mv in support::sorted_moves(game) {
        support::say!("{mv}");
    }
    support::say!("{}", support::outcome_line(game));
}
#[cfg(feature = "variant")]
fn variant(name: &str, args: &[String]) -> Result<(), String> {
    let game = support::read_variant(name, args)?;
    for mv in support::sorted_moves(&game) {
        support::say!("{mv}");
    }
    support::say!("{}", support::outcome_line(&game));
    Ok(())
}

/// `--list-variants`: the names of the bundled variants, then those of the
/// `--variants` file that are not bundled, one per line.
fn list_variants() -> ExitCode {
    #[cfg(feature = "variant")]
    {
        for name in support::variant_names() {
            support::say!("{name}");
        }
        ExitCode::SUCCESS
    }
    #[cfg(not(feature = "variant"))]
    fail("variants need the `variant` feature, which this build leaves out")
}

/// `--record <file>`: replays the recorded game (its `Game` tag names the
/// game) and prints its final state as for a position.
fn record(path: &std::path::Path) -> Result<(), String> {
    use boardkit::core::record::{RecordError, game_name, read_one_from};
    let bytes = support::records::read_file(path)?;
    let (name, line, column) = game_name(&bytes[..]).map_err(|error| error.to_string())?;
    let read = |error: RecordError| error.to_string();
    match name.as_str() {
        #[cfg(feature = "scirocco")]
        "Scirocco" => print_scirocco(read_one_from(&bytes[..]).map_err(read)?.game()),
        #[cfg(feature = "towers")]
        "Towers" => print_towers(read_one_from(&bytes[..]).map_err(read)?.game()),
        #[cfg(feature = "sirocco")]
        "Sirocco" => print_sirocco(read_one_from(&bytes[..]).map_err(read)?.game(), None)?,
        other => {
            return Err(format!(
                "line {line}, column {column}: unknown game `{other}` (expected Scirocco, Sirocco or Towers)"
            ));
        }
    }
    Ok(())
}
