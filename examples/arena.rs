//! The arena: the ready-made computer players against random movers.
//!
//! ```text
//! cargo run --release --example arena -- [scirocco|sirocco|towers|all] [options]
//!
//! options:
//!   --games <n>       games per match (default 100)
//!   --seed <n>        seeds the random movers and the dice (default 2026)
//!   --strength <s>    quick, standard (default) or strong
//!   --max-plies <n>   a game not over after this many plies counts as unfinished (default 5000)
//! ```
//!
//! A game named more than once (`towers towers`, `all towers`) plays one
//! match. Each match plays seeded games of one computer player against random
//! movers, the computer taking every seat in turn. Sirocco is played twice:
//! two players (the computer against one random mover), and four players
//! (the computer against three), where a win means the top score. For each
//! match it prints the wins (and how many were shared top scores), draws,
//! losses and unfinished games, the win rate, games per second, and the
//! computer's thinking time per move, on average and at worst. The same
//! arguments give the same games on every machine (the players count nodes,
//! not time); only the timings change.

mod support;

use std::process::ExitCode;
use std::time::Instant;

use boardkit::bots::{Bot, Strength};
use boardkit::core::Game;
use boardkit::search::{MatchSummary, match_against_random};

const USAGE: &str = "\
usage: arena [scirocco|sirocco|towers|all] [--games <n>] [--seed <n>]
             [--strength <s>] [--max-plies <n>]";

/// The command line.
struct Options {
    games: Vec<String>,
    matches: u64,
    seed: u64,
    strength: Strength,
    max_plies: u64,
}

/// The options that take a value.
const VALUE_OPTIONS: [&str; 4] = ["--games", "--seed", "--max-plies", "--strength"];

/// Checks the game names before anything else, as the other examples do: a
/// mistyped game is reported as one wherever it stands, not hidden behind a
/// fault of an option before it.
fn check_games(args: &[String]) -> Result<(), String> {
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if VALUE_OPTIONS.contains(&arg.as_str()) {
            args.next();
        } else if !arg.starts_with('-') && arg != "all" {
            support::check_game(arg)?;
        }
    }
    Ok(())
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    check_games(args)?;
    let mut options =
        Options { games: Vec::new(), matches: 100, seed: 2026, strength: Strength::default(), max_plies: 5_000 };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().cloned().ok_or_else(|| format!("{arg} needs a value ({USAGE})"));
        let number = |text: String| support::whole_number(arg, &text);
        // No games, or games stopped before their first move, measure nothing.
        let positive = |text: String| match number(text)? {
            0 => Err(format!("{arg} must be at least 1")),
            n => Ok(n),
        };
        match arg.as_str() {
            "--games" => options.matches = positive(value()?)?,
            "--seed" => options.seed = number(value()?)?,
            "--max-plies" => options.max_plies = positive(value()?)?,
            "--strength" => options.strength = value()?.parse().map_err(|error| format!("{error}"))?,
            "scirocco" | "sirocco" | "towers" => options.games.push(arg.clone()),
            "all" => options.games.extend(["scirocco", "sirocco", "towers"].map(String::from)),
            other if other.starts_with('-') => return Err(format!("unknown option `{other}` ({USAGE})")),
            other => return Err(support::unknown_game(other)),
        }
    }
    if options.games.is_empty() {
        options.games.extend(["scirocco", "sirocco", "towers"].map(String::from));
    }
    // A game named twice (`towers towers`, `all towers`) is one match: the
    // same arguments give the same games, so a second would only repeat it.
    let mut seen = Vec::new();
    options.games.retain(|game| {
        let first = !seen.contains(game);
        seen.push(game.clone());
        first
    });
    Ok(options)
}

/// Plays one match and prints its line.
fn run_match<G: Game, B: Bot<G>>(
    label: &str,
    options: &Options,
    start: impl FnMut(u64) -> G,
    make_bot: impl FnMut(u64) -> B,
) -> Result<MatchSummary, String> {
    let started = Instant::now();
    let summary = match_against_random(start, options.matches, options.seed, Some(options.max_plies), make_bot)
        .map_err(|error| format!("{label}: {error}"))?;
    let seconds = started.elapsed().as_secs_f64();
    support::say!(
        "{label:<28} {:>4} {}: {:>3} won ({} shared), {:>3} drawn, {:>3} lost, {:>3} unfinished — win rate {}",
        summary.games,
        if summary.games == 1 { "game" } else { "games" },
        summary.wins,
        summary.shared_wins,
        summary.draws,
        summary.losses,
        summary.unfinished,
        // Nothing finished: no rate to give, rather than a rate of 0.
        if summary.unfinished == summary.games {
            "n/a".to_string()
        } else {
            format!("{:5.1} %", 100.0 * summary.win_rate())
        },
    );
    support::say!(
        "{:<28} {:.2} games/s; {}, {:.2} ms per move on average, {:.2} ms at most",
        "",
        summary.games as f64 / seconds.max(1e-9),
        support::counted(summary.bot_moves, "computer move", "computer moves"),
        summary.average_think_time().as_secs_f64() * 1_000.0,
        summary.longest_think.as_secs_f64() * 1_000.0,
    );
    Ok(summary)
}

fn run(game: &str, options: &Options) -> Result<(), String> {
    let strength = options.strength;
    match game {
        #[cfg(feature = "scirocco")]
        "scirocco" => {
            use boardkit::bots::scirocco;
            use boardkit::scirocco::Scirocco;
            run_match(
                &format!("scirocco ({strength})"),
                options,
                |_| Scirocco::startpos(),
                |_| scirocco::player(strength),
            )?;
        }
        #[cfg(feature = "sirocco")]
        "sirocco" => {
            use boardkit::bots::sirocco;
            use boardkit::sirocco::Sirocco;
            for players in [2, 4] {
                let start = Sirocco::startpos(players).map_err(|error| error.to_string())?;
                let label = format!("sirocco {players} players ({strength})");
                run_match(&label, options, |_| start.clone(), |_| sirocco::player(strength))?;
            }
        }
        #[cfg(feature = "towers")]
        "towers" => {
            use boardkit::bots::towers;
            use boardkit::towers::Towers;
            run_match(&format!("towers ({strength})"), options, |_| Towers::startpos(), |_| towers::player(strength))?;
        }
        other => return Err(support::unknown_game(other)),
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        support::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let options = match parse_options(&args) {
        Ok(options) => options,
        Err(message) => return support::fail(message),
    };
    support::say!(
        "arena: {} per match against random movers, seed {}, strength {}",
        support::counted(options.matches, "game", "games"),
        options.seed,
        options.strength
    );
    for game in &options.games {
        if let Err(message) = run(game, &options) {
            return support::fail(message);
        }
    }
    ExitCode::SUCCESS
}
