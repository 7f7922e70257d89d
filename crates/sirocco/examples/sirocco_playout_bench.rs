//! Random playouts of complete 4-player games: games per second, single
//! threaded.
//!
//! ```text
//! cargo run --release -p boardkit-sirocco --example sirocco_playout_bench [games] [generic|fast]
//! ```
//!
//! A second argument runs only that loop (for profilers and instruction
//! counters, which see through the noise of a loaded machine).
//!
//! Two loops are timed, each from the start position to the end of every
//! game through the public API only:
//!
//! - the generic [`Game`] path: a reused [`Playout`] from boardkit-core,
//!   which generates the chance outcomes
//!   ([`generate_chance_outcomes`](Game::generate_chance_outcomes)) or the
//!   moves ([`generate_moves`](Game::generate_moves)) into its buffers at
//!   every ply and plays one with
//!   [`play_unchecked`](Game::play_unchecked) — what any boardkit tool or
//!   bot does;
//! - the crate's fast path: [`Sirocco::count_moves`] and
//!   [`Sirocco::play_index`] (no move list is built), the throw played with
//!   `play(&Move::Roll(face))`.
//!
//! Games are timed in batches of 200, the two loops taking turns batch by
//! batch (so that both see the same load on a shared machine); the report gives the overall rate
//! and the rate of the fastest batch (on a shared machine the fastest batch
//! is the best estimate of the single-core speed). The target is
//! 5,000 complete 4-player games per second, and the generic path at
//! least 0.8 times the fast path; the last line gives that ratio.

use std::time::Instant;

use boardkit_core::{Game, Playout, RandomSource, SplitMix64};
use boardkit_sirocco::{Move, Sirocco};

/// `println!` that ends the program quietly when stdout is a closed pipe
/// (`... | head -1`), where `println!` would panic.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(error) = writeln!(std::io::stdout(), $($arg)*) {
            if error.kind() != std::io::ErrorKind::BrokenPipe {
                eprintln!("error: cannot write the output: {error}");
                std::process::exit(1);
            }
            std::process::exit(0);
        }
    }};
}

/// Games per timed batch.
const BATCH: u64 = 200;

/// What one timed loop did.
struct Tally {
    games: u64,
    finished: u64,
    /// Plies: throws and moves.
    plies: u64,
    seconds: f64,
    best_batch_rate: f64,
}

/// Runs `games` games of each of the two loops in alternating batches
/// (`generic` one batch, then `fast` one batch, and so on), so that both see
/// the same machine load; each closure plays one complete game and returns
/// its plies and whether it finished.
fn timed_pair(
    games: u64,
    only: Option<&str>,
    mut generic: impl FnMut() -> (u64, bool),
    mut fast: impl FnMut() -> (u64, bool),
) -> (Tally, Tally) {
    let fresh = || Tally { games: 0, finished: 0, plies: 0, seconds: 0.0, best_batch_rate: 0.0 };
    let (mut first, mut second) = (fresh(), fresh());
    let mut played = 0;
    while played < games {
        let batch = BATCH.min(games - played);
        if only != Some("fast") {
            run_batch(batch, &mut generic, &mut first);
        }
        if only != Some("generic") {
            run_batch(batch, &mut fast, &mut second);
        }
        played += batch;
    }
    (first, second)
}

/// Plays `batch` games with `play_one` and adds them to `tally`.
fn run_batch(batch: u64, play_one: &mut impl FnMut() -> (u64, bool), tally: &mut Tally) {
    let clock = Instant::now();
    for _ in 0..batch {
        let (plies, finished) = play_one();
        tally.plies += plies;
        tally.finished += u64::from(finished);
    }
    let seconds = clock.elapsed().as_secs_f64();
    tally.games += batch;
    tally.seconds += seconds;
    tally.best_batch_rate = tally.best_batch_rate.max(batch as f64 / seconds.max(1e-9));
}

fn report(label: &str, tally: &Tally) {
    say!(
        "{label}: {} games ({} finished) in {:.2} s: {:.0} games/s overall, {:.0} games/s best batch, {:.1} plies/game",
        tally.games,
        tally.finished,
        tally.seconds,
        tally.games as f64 / tally.seconds.max(1e-9),
        tally.best_batch_rate,
        tally.plies as f64 / tally.games.max(1) as f64,
    );
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(20_000);
    let only = std::env::args().nth(2);
    let start = Sirocco::startpos(4).expect("4 players");

    let (mut generic_rng, mut fast_rng) = (SplitMix64::new(7), SplitMix64::new(7));
    let mut playout = Playout::new();
    let mut game = start.clone();
    let (generic, fast) = timed_pair(
        games,
        only.as_deref(),
        || {
            game.clone_from(&start);
            let report = playout.run(&mut game, &mut generic_rng, Some(100_000));
            (report.plies, report.finished)
        },
        || {
            let mut game = start.clone();
            let mut plies = 0;
            while !game.turn().is_over() {
                match game.count_moves() {
                    Some(count) => {
                        let index = fast_rng.below(count as u64) as usize;
                        game.play_index(index).expect("a listed move");
                    }
                    None => {
                        let face = 1 + fast_rng.below(6) as u8;
                        game.play(&Move::Roll(face)).expect("a throw");
                    }
                }
                plies += 1;
            }
            (plies, true)
        },
    );
    report("generic Game path (Playout::run)", &generic);
    report("fast path (count_moves + play_index)", &fast);
    let rate = |tally: &Tally| tally.games as f64 / tally.seconds.max(1e-9);
    say!(
        "generic / fast: {:.2} overall, {:.2} best batch",
        rate(&generic) / rate(&fast),
        generic.best_batch_rate / fast.best_batch_rate.max(1e-9)
    );
}
