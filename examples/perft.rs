//! Counts the move paths of a given depth from a position (perft), the
//! standard check of a move generator, and reports the speed.
//!
//! This command line is stable; other tools drive it.
//!
//! ```text
//! cargo run --release --example perft -- towers <position|startpos> [moves <m1> ...] <depth> [--divide] [--force]
//! cargo run --release --example perft -- scirocco <startpos|FEN> [moves <m1> ...] <depth> [--divide] [--force]
//! cargo run --release --example perft -- sirocco <state|startpos:<players>> [moves <m1> ...] <depth> [--divide] [--force]
//! cargo run --release --example perft -- <variant> <startpos|FEN> [moves <m1> ...] <depth> [--divide] [--force] [--variants <file>]
//! ```
//!
//! `<variant>` is a chess-family game of the `variant` feature: a bundled
//! one (`chess`, `capablanca`, `grand`, ...) or a section of the
//! Fairy-Stockfish variants.ini file given with `--variants`; its moves are
//! in the UCI notation (`e2e4`, `e7e8q`).
//!
//! Output: with `--divide`, one `<move> <count>` line per first move; then
//! `nodes <N>`. Time and nodes per second go to stderr. Bad input: a message
//! on stderr and exit code 2.
//!
//! Perft grows geometrically with the depth, so a deep count can run for
//! hours: before counting, the shallower depths are counted and timed, and
//! a depth estimated to take more than ten minutes is refused (`--force`
//! runs it anyway); one estimated to take more than ten seconds gets a
//! warning on stderr.

mod support;

use std::process::ExitCode;
use std::time::Instant;

use support::{GAMES, fail};

/// What `--help` prints.
const USAGE: &str = "\
usage: perft towers <position|startpos> [moves <m1> ...] <depth>
             [--divide] [--force]
       perft scirocco <startpos|FEN> [moves <m1> ...] <depth>
             [--divide] [--force]
       perft sirocco <state|startpos:<players>> [moves <m1> ...] <depth>
             [--divide] [--force]
       perft <variant> <startpos|FEN> [moves <m1> ...] <depth>
             [--divide] [--force] [--variants <file>]

Prints `<move> <count>` per first move with --divide, then `nodes <N>`;
the time and nodes per second go to stderr. A depth estimated to take more
than ten minutes is refused unless --force is given.
A variant is a bundled one (chess, capablanca, grand, ...; see
inspect --list-variants) or a section of the variants.ini <file>.";

/// The estimated running time above which a depth is refused without `--force`.
const REFUSE_SECONDS: f64 = 600.0;
/// The estimated running time above which a warning is printed.
const WARN_SECONDS: f64 = 10.0;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
        support::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    // The variants of a file first, then the game: the rest of the
    // command line depends on it.
    if let Err(message) = support::take_variants_file(&mut args) {
        return fail(message);
    }
    if let Some(Err(message)) = args.first().map(|game| support::check_game_or_variant(game)) {
        return fail(message);
    }
    let divide = args.iter().any(|arg| arg == "--divide");
    let force = args.iter().any(|arg| arg == "--force");
    args.retain(|arg| arg != "--divide" && arg != "--force");
    if let Some(option) = args.iter().find(|arg| arg.starts_with("--")) {
        return fail(format!("unknown option `{option}` (see perft --help)"));
    }
    let usage = format!(
        "usage: perft <game> <position> [moves <m1> ...] <depth> [--divide] [--force]  (game: {GAMES}, or a variant)"
    );
    if args.len() < 3 {
        return fail(usage);
    }
    let game = args.remove(0);
    let Some(depth_text) = args.pop() else { return fail(usage) };
    let Ok(depth) = depth_text.parse::<u32>() else {
        return fail(format!("the depth must be a whole number, not `{depth_text}`"));
    };
    let run = Run { depth, divide, force };
    let result = match game.as_str() {
        #[cfg(feature = "scirocco")]
        "scirocco" => scirocco(&args, run),
        #[cfg(feature = "towers")]
        "towers" => towers(&args, run),
        #[cfg(feature = "sirocco")]
        "sirocco" => sirocco(&args, run),
        #[cfg(feature = "variant")]
        name if support::is_variant(name) => variant(name, &args, run),
        other => Err(support::unknown_game_or_variant(other)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(message),
    }
}

/// What to count.
#[derive(Clone, Copy)]
struct Run {
    depth: u32,
    divide: bool,
    force: bool,
}

impl Run {
    /// Checks that `count` at the requested depth will end in reasonable
    /// time (see the module docs), then prints the count.
    fn go<M: std::fmt::Display>(
        self,
        count: impl Fn(u32) -> u64,
        divide: impl FnOnce() -> Vec<(M, u64)>,
    ) -> Result<(), String> {
        if let Some(estimate) = estimate_seconds(&count, self.depth) {
            let took = describe_duration(estimate.seconds);
            if estimate.seconds > REFUSE_SECONDS && !self.force {
                return Err(format!(
                    "depth {} would take {took} here (depth {} counted {} nodes in {:.2} s, about {:.0} times more per ply); \
                     choose a smaller depth, or add --force to run it anyway",
                    self.depth, estimate.from_depth, estimate.nodes, estimate.measured, estimate.growth
                ));
            }
            if estimate.seconds > WARN_SECONDS {
                support::tell!("warning: depth {} will take {took}", self.depth);
            }
        }
        let depth = self.depth;
        support::run_perft(self.divide, divide, || count(depth));
        Ok(())
    }
}

/// A running-time estimate for a perft depth, from the shallower ones.
struct Estimate {
    seconds: f64,
    from_depth: u32,
    nodes: u64,
    measured: f64,
    growth: f64,
}

/// Counts depths 1, 2, ... below `depth` until one takes a measurable time
/// (or the depth below is reached) and extrapolates with the growth of the
/// last two counts. `None` when the depth is small enough to run at once.
fn estimate_seconds(count: &impl Fn(u32) -> u64, depth: u32) -> Option<Estimate> {
    let mut previous = 1u64;
    for at in 1..depth {
        let started = Instant::now();
        let nodes = count(at);
        let measured = started.elapsed().as_secs_f64();
        let growth = (nodes as f64 / previous.max(1) as f64).max(1.0);
        if measured >= 0.05 || at + 1 == depth {
            let seconds = measured * growth.powi((depth - at) as i32);
            return Some(Estimate { seconds, from_depth: at, nodes, measured, growth });
        }
        if nodes == 0 {
            return None;
        }
        previous = nodes;
    }
    None
}

/// `about 3 minutes`, `about 2.5 hours`, `about 40 days`, `more than a
/// century` (not "about more than": the phrase says how sure it is).
fn describe_duration(seconds: f64) -> String {
    match seconds {
        s if s < 120.0 => format!("about {s:.0} seconds"),
        s if s < 7_200.0 => format!("about {:.0} minutes", s / 60.0),
        s if s < 172_800.0 => format!("about {:.1} hours", s / 3_600.0),
        s if s < 3.2e9 => format!("about {:.0} days", s / 86_400.0),
        _ => "more than a century".to_string(),
    }
}

#[cfg(feature = "towers")]
fn towers(args: &[String], run: Run) -> Result<(), String> {
    use boardkit::towers::{Towers, perft, perft_divide};
    let game: Towers = support::read_spec(args)?;
    run.go(|depth| perft(&game, depth), || perft_divide(&game, run.depth))
}

#[cfg(feature = "sirocco")]
fn sirocco(args: &[String], run: Run) -> Result<(), String> {
    use boardkit::core::{perft, perft_divide};
    let game: boardkit::sirocco::Sirocco = support::read_spec(args)?;
    run.go(|depth| perft(&game, depth), || perft_divide(&game, run.depth))
}

#[cfg(feature = "scirocco")]
fn scirocco(args: &[String], run: Run) -> Result<(), String> {
    use boardkit::scirocco::{perft, perft_divide};
    let game: boardkit::scirocco::Scirocco = support::read_spec(args)?;
    let position = game.position();
    // The move tables are built on first use; build them before the clock
    // starts so that the reported speed is the generator's alone.
    position.count_pseudo_legal_moves();
    run.go(|depth| perft(position, depth), || perft_divide(position, run.depth))
}

#[cfg(feature = "variant")]
fn variant(name: &str, args: &[String], run: Run) -> Result<(), String> {
    use boardkit::core::Game;
    let game = support::read_variant(name, args)?;
    // The crate's own count (as Fairy-Stockfish's `go perft`), per first move for --divide.
    let divide = || {
        let mut next = game.clone();
        let moves = game.legal_moves();
        moves
            .iter()
            .map(|mv| {
                next.clone_from(&game);
                next.play_unchecked(mv);
                (*mv, next.perft(run.depth.saturating_sub(1)))
            })
            .collect::<Vec<_>>()
    };
    run.go(|depth| game.perft(depth), divide)
}
