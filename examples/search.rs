//! Searches one position with one of the generic bots and prints what it
//! thinks, in a stable format other tools drive.
//!
//! ```text
//! cargo run --release --example search -- <game> <position> [moves <m1> ...]
//!     [--bot alphabeta|expectimax|mcts] [--depth N] [--nodes N] [--movetime MS] [--hash-mb N] [--seed N]
//! cargo run --release --example search -- <variant> <startpos|FEN> [moves <m1> ...] [options] [--variants <file>]
//! ```
//!
//! The position is written as for `inspect`: `towers <position|startpos>`,
//! `scirocco <startpos|FEN>`, `sirocco <state|startpos:<players>>` (a
//! Sirocco state must have a player to move: a pending throw, e.g.
//! `startpos:4 moves roll 3`), each optionally followed by `moves` and
//! moves to play first. A chess variant (`chess`, `capablanca`, … as
//! `inspect --list-variants` lists them, or a section of the variants.ini
//! file of `--variants`) takes `startpos` or a Fairy-Stockfish FEN, and
//! moves in the UCI notation (`e2e4`, `e7e8q`); the moves printed are in
//! that notation too.
//!
//! Output, one line per finished iteration, then the move:
//!
//! ```text
//! info depth <d> score <s> nodes <n> nps <x> time <ms> pv <move> ...
//! info iterations <n> nodes <n> nps <x> time <ms> pv <move> ...      (mcts)
//! bestmove <move>
//! ```
//!
//! The bots read positions with the evaluations of the ready-made players
//! (`boardkit::bots::{scirocco,towers,sirocco,variant}::Evaluation`). The default
//! bot is `alphabeta` for two-player games without dice and `expectimax`
//! for Sirocco; without `--depth`, `--nodes` or `--movetime` the search
//! stops after 1 000 000 nodes (MCTS: 10 000 iterations). MCTS has no
//! depth: it needs `--nodes` or `--movetime` with `--depth`, and ignores
//! the depth. `--seed` seeds MCTS (default 1); `--hash-mb` sizes the table
//! of alphabeta and expectimax (default 16, at most 4096). Bad input:
//! `error: ...` on stderr, exit code 2.

mod support;

use std::process::ExitCode;
use std::time::Duration;

use boardkit::bots::Strength;
use boardkit::core::Game;
use boardkit::search::{AlphaBeta, Evaluate, Expectimax, Limits, Mcts, SearchReport};
use support::{GAMES, fail, say};

/// What `--help` prints.
const USAGE: &str = "\
usage: search <game> <position> [moves <m1> ...]
              [--bot alphabeta|expectimax|mcts] [--depth N] [--nodes N]
              [--movetime MS] [--hash-mb N] [--seed N]
       search <variant> <startpos|FEN> [moves <m1> ...] [options]
              [--variants <file>]

<game> <position> as for inspect: towers <position|startpos>,
scirocco <startpos|FEN>, sirocco <state|startpos:<players>> (a player must be
to move). <variant> is a chess variant (chess, capablanca, ...: the inspect
example lists them) or a section of the variants.ini <file>, with a
Fairy-Stockfish FEN and UCI moves (e2e4, e7e8q).

  --bot <b>       alphabeta (default for scirocco, towers and the variants),
                  expectimax (default for sirocco) or mcts
  --depth N       plies to search, at least 1 (alphabeta and expectimax; mcts
                  has no depth, so with mcts give --nodes or --movetime too)
  --nodes N       stop after about N nodes, at least 1
  --movetime MS   stop after MS milliseconds, at least 1
  --hash-mb N     table of alphabeta and expectimax in MiB, at most 4096
                  (default 16)
  --seed N        seeds mcts (default 1); the other bots do not draw at random
Without --depth, --nodes or --movetime: 1000000 nodes (mcts: 10000
iterations).

Prints `info depth <d> score <s> nodes <n> nps <x> time <ms> pv ...` per
iteration (mcts: `info iterations <n> nodes <n> nps <x> time <ms> pv ...`),
then `bestmove <move>`.";

/// The largest `--hash-mb`. The table is allocated and cleared before the
/// search starts, so a larger one takes seconds and more memory than many
/// machines have (an allocation that fails aborts the program), for a
/// one-position search that fills a small fraction of it.
const MAX_HASH_MB: u64 = 4_096;

/// The options that take a value, as `parse` knows them.
const OPTIONS: [&str; 6] = ["--bot", "--depth", "--nodes", "--movetime", "--hash-mb", "--seed"];

/// Which bot searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Which {
    AlphaBeta,
    Expectimax,
    Mcts,
}

/// The command line after the game name.
#[derive(Debug)]
struct Options {
    /// The position text and the moves to play, as `inspect` takes them.
    position: Vec<String>,
    bot: Option<Which>,
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Option<u64>,
    hash_mb: usize,
    seed: u64,
}

impl Options {
    fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            position: Vec::new(),
            bot: None,
            depth: None,
            nodes: None,
            movetime: None,
            hash_mb: boardkit::search::DEFAULT_HASH_MB,
            seed: 1,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            // No position text or move starts with `-` and a letter: such a
            // word is a mistyped option (`-d 3`), not a bad position.
            let option = arg.starts_with("--")
                || arg.strip_prefix('-').is_some_and(|rest| rest.starts_with(char::is_alphabetic));
            if !option {
                options.position.push(arg.clone());
                continue;
            }
            if !OPTIONS.contains(&arg.as_str()) {
                return Err(format!("unknown option `{arg}` (see search --help)"));
            }
            let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
            let number = || support::whole_number(arg, value);
            // Nothing is searched in a budget of 0: refused, as `--depth 0` is.
            let positive = || match number()? {
                0 => Err(format!("{arg} must be at least 1")),
                n => Ok(n),
            };
            match arg.as_str() {
                "--bot" => {
                    options.bot = Some(match value.as_str() {
                        "alphabeta" => Which::AlphaBeta,
                        "expectimax" => Which::Expectimax,
                        "mcts" => Which::Mcts,
                        other => return Err(format!("unknown bot `{other}` (expected alphabeta, expectimax or mcts)")),
                    });
                }
                "--depth" => {
                    let depth = positive()?;
                    options.depth = Some(u32::try_from(depth).map_err(|_| format!("--depth {depth} is too deep"))?);
                }
                "--nodes" => options.nodes = Some(positive()?),
                "--movetime" => options.movetime = Some(positive()?),
                "--hash-mb" => {
                    let mib = number()?;
                    options.hash_mb = usize::try_from(mib)
                        .ok()
                        .filter(|_| mib <= MAX_HASH_MB)
                        .ok_or_else(|| format!("--hash-mb {mib} is more than {MAX_HASH_MB}"))?;
                }
                "--seed" => options.seed = number()?,
                other => unreachable!("{other} is in OPTIONS but not handled"),
            }
        }
        if options.position.is_empty() {
            return Err("a position is needed (e.g. startpos)".to_string());
        }
        Ok(options)
    }

    /// The search limits the options ask for; an error for a search that
    /// would never end.
    fn limits(&self, which: Which) -> Result<Limits, String> {
        // MCTS ignores the depth: with nothing else to stop it, it would
        // run until the tree is full, for hours.
        if which == Which::Mcts && self.depth.is_some() && self.nodes.is_none() && self.movetime.is_none() {
            return Err("mcts has no depth to stop at: give --nodes N or --movetime MS (without --depth, \
                        it stops after 10000 iterations)"
                .to_string());
        }
        let mut limits = Limits::depth(self.depth.unwrap_or(boardkit::search::MAX_DEPTH));
        limits.nodes = self.nodes;
        limits.time = self.movetime.map(Duration::from_millis);
        if self.depth.is_none() && self.nodes.is_none() && self.movetime.is_none() {
            match which {
                Which::Mcts => limits.iterations = Some(10_000),
                Which::AlphaBeta | Which::Expectimax => limits.nodes = Some(1_000_000),
            }
        }
        Ok(limits)
    }
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
        say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    // The variants of a file first, then the game: the rest of the
    // command line depends on it.
    if let Err(message) = support::take_variants_file(&mut args) {
        return fail(message);
    }
    let Some((game, rest)) = args.split_first() else {
        return fail(format!("usage: search <game> <position> ...  (game: {GAMES}, or a variant)"));
    };
    let result =
        support::check_game_or_variant(game).and_then(|()| Options::parse(rest)).and_then(|options| {
            match game.as_str() {
                #[cfg(feature = "scirocco")]
                "scirocco" => scirocco(&options),
                #[cfg(feature = "towers")]
                "towers" => towers(&options),
                #[cfg(feature = "sirocco")]
                "sirocco" => sirocco(&options),
                #[cfg(feature = "variant")]
                name if support::is_variant(name) => variant(name, &options),
                other => Err(support::unknown_game_or_variant(other)),
            }
        });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(message),
    }
}

#[cfg(feature = "scirocco")]
fn scirocco(options: &Options) -> Result<(), String> {
    use boardkit::bots::scirocco::Evaluation;
    let game: boardkit::scirocco::Scirocco = support::read_spec(&options.position)?;
    // The prepared form: the same values, from tables built once.
    run(&game, Evaluation::default().prepare(), Which::AlphaBeta, options)
}

#[cfg(feature = "towers")]
fn towers(options: &Options) -> Result<(), String> {
    use boardkit::bots::towers::Evaluation;
    use boardkit::towers::Towers;
    let game: Towers = support::read_spec(&options.position)?;
    run(&game, Evaluation::default(), Which::AlphaBeta, options)
}

#[cfg(feature = "sirocco")]
fn sirocco(options: &Options) -> Result<(), String> {
    use boardkit::bots::sirocco::Evaluation;
    let game: boardkit::sirocco::Sirocco = support::read_spec(&options.position)?;
    let evaluation = Evaluation::new(game.board());
    run(&game, evaluation, Which::Expectimax, options)
}

#[cfg(feature = "variant")]
fn variant(name: &str, options: &Options) -> Result<(), String> {
    use boardkit::bots::variant::Evaluation;
    let game = support::read_variant(name, &options.position)?;
    run(&game, Evaluation::default(), Which::AlphaBeta, options)
}

/// Searches `game` with the chosen bot and prints the lines.
fn run<G: Game, E: Evaluate<G> + Clone>(
    game: &G,
    evaluation: E,
    default: Which,
    options: &Options,
) -> Result<(), String> {
    if game.turn().player().is_none() {
        return Err(match game.outcome() {
            Some(outcome) => format!("the game is over: {outcome}"),
            None => "no player is to move: a chance event is due (give a state with a player to move)".to_string(),
        });
    }
    let which = options.bot.unwrap_or(default);
    let limits = options.limits(which)?;
    if which != Which::Mcts {
        check_memory(options.hash_mb)?;
    }
    let report = match which {
        Which::AlphaBeta => {
            if game.players().len() != 2 {
                return Err(format!(
                    "alphabeta needs two players; this game has {} (use expectimax or mcts)",
                    game.players().len()
                ));
            }
            let mut bot = AlphaBeta::new(evaluation, limits)
                .with_hash_mb(options.hash_mb)
                .with_quiescence(Strength::Standard.quiescence_plies());
            bot.search_with_progress(game, print_depth)
        }
        Which::Expectimax => {
            let mut bot = Expectimax::new(evaluation, limits).with_hash_mb(options.hash_mb);
            bot.search_with_progress(game, print_depth)
        }
        Which::Mcts => {
            let mut bot = Mcts::new(evaluation, limits, options.seed);
            let mut printed = 0;
            let report = bot.search_with_progress(game, |report| {
                print_iterations(report);
                printed = report.iterations;
            });
            // The closing line, unless the last progress line was it.
            if let Some(report) = report.as_ref().filter(|report| report.iterations != printed) {
                print_iterations(report);
            }
            report
        }
    };
    let report = report.ok_or("no move to search")?;
    say!("bestmove {}", report.best_move);
    Ok(())
}

/// Checks that a table of `mib` MiB can be allocated, so that a machine
/// without that much memory gets an error rather than an abort (the search
/// crate's tables allocate infallibly). The probe is given back at once.
fn check_memory(mib: usize) -> Result<(), String> {
    let mut probe: Vec<u8> = Vec::new();
    probe
        .try_reserve_exact(mib.saturating_mul(1 << 20))
        .map_err(|_| format!("cannot allocate a {mib} MiB table on this machine: give a smaller --hash-mb"))
}

/// `info depth ...`, after each finished iteration of a tree search.
fn print_depth<M: std::fmt::Display>(report: &SearchReport<M>) {
    say!(
        "info depth {} score {} nodes {} nps {} time {} pv {}",
        report.depth,
        report.score,
        report.nodes,
        report.nodes_per_second(),
        report.elapsed.as_millis(),
        line(&report.principal_variation)
    );
}

/// `info iterations ...`, as MCTS goes on and at its end.
fn print_iterations<M: std::fmt::Display>(report: &SearchReport<M>) {
    say!(
        "info iterations {} nodes {} nps {} time {} pv {}",
        report.iterations,
        report.nodes,
        report.nodes_per_second(),
        report.elapsed.as_millis(),
        line(&report.principal_variation)
    );
}

fn line<M: std::fmt::Display>(moves: &[M]) -> String {
    moves.iter().map(|mv| mv.to_string()).collect::<Vec<_>>().join(" ")
}
