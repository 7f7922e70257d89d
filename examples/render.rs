//! Writes an SVG picture of a position to stdout.
//!
//! ```text
//! cargo run --release --example render -- scirocco <startpos|FEN> [moves <m1> <m2> ...] > out.svg
//! cargo run --release --example render -- sirocco <state|startpos[:<players>]> [moves <m1> ...] > out.svg
//! cargo run --release --example render -- towers <position|startpos> [moves <m1> <m2> ...] > out.svg
//! cargo run --release --example render -- <variant> <startpos|FEN> [moves <m1> ...] [--variants <file>] > out.svg
//! cargo run --release --example render -- --help
//! ```
//!
//! The position is given as for `inspect`: `startpos` (for Sirocco
//! `startpos:<players>`, 4 players without a number), or the game's position
//! text (quoted or as several arguments), then optionally `moves` and moves
//! to play first. When moves are given, the picture shows the last one
//! (for Sirocco the last pawn step, since a throw moves nothing). Bad
//! input: `error: <message>` on stderr, exit code 2, nothing on stdout.
//!
//! `<variant>` is a chess-family game of the `variant` feature: a bundled
//! one (`chess`, `capablanca`, `grand`, ...; `inspect --list-variants`)
//! or a section of a Fairy-Stockfish variants.ini file given with
//! `--variants`, as for `perft` and `inspect`; its position is a FEN, its
//! moves UCI (`e2e4`, `e7e8q`).

mod support;

use std::process::ExitCode;

use boardkit::core::text::{GameText, SpecError};
use support::{GAMES, fail};

const USAGE: &str = "\
usage: render <game> <position> [moves <m1> <m2> ...] > out.svg

Writes an SVG picture of the position (after the moves, the last one
highlighted) to stdout.

  render scirocco <startpos|FEN> [moves e3e4 P e8-e7 ...]
  render sirocco <state|startpos[:<players>]> [moves roll 3 a1-d4 ...]
  render towers <position|startpos> [moves c1-c3 ...]
  render <variant> <startpos|FEN> [moves e2e4 ...] [--variants <file>]

The position is the game's position text, quoted or as several arguments, as
for `inspect`. Quote Towers shares ('a1>b1,c1'): the shell reads `>` itself.
A variant is a bundled one (chess, capablanca, grand, ...; the inspect
example lists them all) or a section of the variants.ini <file>.";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        support::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    // The variants of a file first, then the game: the rest of the
    // command line depends on it.
    if let Err(message) = support::take_variants_file(&mut args) {
        return fail(message);
    }
    let Some((game, rest)) = args.split_first() else {
        return fail(format!(
            "usage: render <game> <position> [moves ...]  (game: {GAMES}, or a variant; --help for more)"
        ));
    };
    if let Err(message) = support::check_game_or_variant(game) {
        return fail(message);
    }
    if let Some(option) = rest.iter().find(|arg| arg.starts_with("--")) {
        return fail(format!("unknown option `{option}` (try --help)"));
    }
    let picture = match game.as_str() {
        #[cfg(feature = "scirocco")]
        "scirocco" => scirocco(rest),
        #[cfg(feature = "sirocco")]
        "sirocco" => sirocco(rest),
        #[cfg(feature = "towers")]
        "towers" => towers(rest),
        #[cfg(feature = "variant")]
        name if support::is_variant(name) => variant(name, rest),
        other => Err(support::unknown_game_or_variant(other)),
    };
    match picture {
        Ok(svg) => {
            support::write_stdout(format_args!("{svg}"));
            ExitCode::SUCCESS
        }
        Err(message) => fail(message),
    }
}

/// The state the spec describes, with the state before each move and the
/// move, so that the caller can draw the last one.
fn play_recorded<G: GameText>(spec: &[String]) -> Result<(G, support::Played<G>), String> {
    support::read_spec_moves(spec).map_err(|error| match error {
        SpecError::Empty { .. } => "a position is needed: `startpos` or a position text (try --help)".to_string(),
        other => other.to_string(),
    })
}

#[cfg(feature = "scirocco")]
fn scirocco(spec: &[String]) -> Result<String, String> {
    use boardkit::scirocco::Scirocco;
    use boardkit::scirocco::svg::{LastMove, SvgOptions};
    let (game, played) = play_recorded::<Scirocco>(spec)?;
    let mut options = SvgOptions::new();
    if let Some((before, mv)) = played.last() {
        let last = LastMove::new(before.position(), mv).map_err(|error| error.to_string())?;
        options = options.with_last_move(last);
    }
    Ok(game.to_svg(&options))
}

#[cfg(feature = "sirocco")]
fn sirocco(spec: &[String]) -> Result<String, String> {
    use boardkit::sirocco::Sirocco;
    use boardkit::sirocco::svg::{LastMove, SvgOptions};
    let (game, played) = play_recorded::<Sirocco>(spec)?;
    let mut options = SvgOptions::new();
    // The last pawn step: a throw (or a pass) after it moves nothing.
    for (before, mv) in played.iter().rev() {
        if let Some(last) = LastMove::new(before, mv).map_err(|error| error.to_string())? {
            options = options.with_last_move(last);
            break;
        }
    }
    Ok(game.to_svg(&options))
}

#[cfg(feature = "towers")]
fn towers(spec: &[String]) -> Result<String, String> {
    use boardkit::towers::Towers;
    use boardkit::towers::svg::SvgOptions;
    let (game, played) = play_recorded::<Towers>(spec)?;
    let mut options = SvgOptions::new();
    if let Some((_, action)) = played.last() {
        options = options.with_last_action(action.clone());
    }
    Ok(game.to_svg(&options))
}

#[cfg(feature = "variant")]
fn variant(name: &str, spec: &[String]) -> Result<String, String> {
    use boardkit::variant::VariantGame;
    use boardkit::variant::svg::SvgOptions;
    // As for the other games, the position is asked for: `startpos` is the variant's start.
    if spec.is_empty() {
        return Err(format!("a position is needed: `startpos` or a FEN of {name} (try --help)"));
    }
    let joined = spec.join(" ");
    let rest = joined.trim();
    let after_start =
        rest.strip_prefix("startpos").filter(|after| after.is_empty() || after.starts_with(char::is_whitespace));
    // The variant's game text: its name, then the FEN (or nothing for its start) and the moves.
    let text = match after_start {
        Some(after) => format!("{name}{after}"),
        None => format!("{name} {rest}"),
    };
    let (game, played) = play_recorded::<VariantGame>(&[text])?;
    let mut options = SvgOptions::new();
    if let Some((_, mv)) = played.last() {
        options = options.with_last_move(*mv);
    }
    Ok(game.to_svg(&options))
}
