//! Stopping a search from another thread, and the progress reported per
//! iteration: a stopped search returns a legal move within a bounded time,
//! a flag raised before the start stops the search at once, and every
//! finished iteration is reported once, one ply deeper than the last.

mod common;

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use boardkit_core::Game;
use boardkit_scirocco::{Move, Scirocco};
use boardkit_search::{AlphaBeta, Expectimax, Limits, Mcts, ScoreDifference, SearchReport, StopHandle};
use boardkit_sirocco::Sirocco;
use common::material::Material;

/// How long a stopped search may take to return. The flag is read every 256
/// nodes, well under a millisecond in a release build; the bound leaves
/// room for an unoptimised test build on a loaded machine, where the
/// stopping thread itself may wait to be scheduled.
const STOP_BOUND: Duration = Duration::from_millis(250);

/// What the thinking thread saw: the final report, the iterations'
/// reports, and when the search returned.
type Thought = (Option<SearchReport<Move>>, Vec<SearchReport<Move>>, Instant);

/// Starts `search` on its own thread, handing each progress report to the
/// returned channel as well as keeping it.
fn think(
    search: impl FnOnce(&mut dyn FnMut(&SearchReport<Move>)) -> Option<SearchReport<Move>> + Send + 'static,
) -> (mpsc::Receiver<u32>, thread::JoinHandle<Thought>) {
    let (sender, receiver) = mpsc::channel();
    let thinker = thread::spawn(move || {
        let mut reports = Vec::new();
        let report = search(&mut |report: &SearchReport<Move>| {
            reports.push(report.clone());
            // The receiver may be gone once it saw enough: that is fine.
            let _ = sender.send(report.depth);
        });
        (report, reports, Instant::now())
    });
    (receiver, thinker)
}

/// An alpha-beta search with no depth, node or time limit on Scirocco,
/// stopped once it has reported its third iteration: it returns within the
/// bound with a legal move of a finished iteration, and reported every
/// iteration once, each one ply deeper, with growing node counts and times.
#[test]
fn a_stopped_alpha_beta_search_returns_its_best_move_at_once() {
    let game = Scirocco::startpos();
    let mut bot = AlphaBeta::new(Material, Limits::depth(64)).with_hash_mb(1).with_quiescence(4);
    let stop = bot.stop_handle();
    let root = game.clone();
    let (depths, thinker) = think(move |progress| bot.search_with_progress(&root, progress));
    for depth in depths.iter() {
        if depth >= 3 {
            break;
        }
    }
    stop.stop();
    let stopped_at = Instant::now();
    let (report, reports, returned_at) = thinker.join().expect("the search does not panic");
    let waited = returned_at.saturating_duration_since(stopped_at);
    assert!(waited < STOP_BOUND, "returned {waited:?} after the stop");
    let report = report.expect("a player is to move");
    assert!(game.legal_moves().contains(&report.best_move), "{}", report.best_move);
    assert!(report.depth >= 3, "stopped after the third iteration, at depth {}", report.depth);
    let depths: Vec<u32> = reports.iter().map(|report| report.depth).collect();
    assert_eq!(depths, (1..=depths.len() as u32).collect::<Vec<_>>(), "one report per iteration, in order");
    assert_eq!(reports.last().map(|last| (&last.best_move, last.depth)), Some((&report.best_move, report.depth)));
    for pair in reports.windows(2) {
        assert!(pair[1].nodes > pair[0].nodes && pair[1].elapsed >= pair[0].elapsed);
    }
    for report in &reports {
        assert_eq!(report.principal_variation.first(), Some(&report.best_move), "depth {}", report.depth);
        assert!(report.principal_variation.len() <= report.depth as usize + 4, "depth {}", report.depth);
    }
    assert!(report.nodes >= reports[reports.len() - 1].nodes);
}

/// A flag raised before the search starts stops it before its first node:
/// the first legal move, at depth 0, with no iteration reported. Once
/// lowered, the same bot searches its full limits again.
#[test]
fn a_flag_raised_before_the_start_stops_at_once_until_reset() {
    let game = Scirocco::startpos();
    let stop = StopHandle::new();
    let mut bot = AlphaBeta::new(Material, Limits::depth(3)).with_hash_mb(1).with_stop_handle(stop.clone());
    assert!(bot.stop_handle().shares_flag_with(&stop));
    stop.stop();
    let mut iterations = 0;
    let report = bot.search_with_progress(&game, |_| iterations += 1).expect("a player is to move");
    assert_eq!((report.depth, report.nodes, iterations), (0, 0, 0));
    assert_eq!(Some(&report.best_move), game.legal_moves().first());
    assert!(stop.is_stopped(), "the search does not lower the flag");
    stop.reset();
    let report = bot.search_with_progress(&game, |_| iterations += 1).expect("a player is to move");
    assert_eq!((report.depth, iterations), (3, 3));
    assert!(report.nodes > 0);
}

/// MCTS with no iteration, node or time limit on Scirocco, stopped from
/// another thread: it returns within the bound with a legal move, after
/// thousands of iterations.
#[test]
fn a_stopped_mcts_search_returns_at_once() {
    let game = Scirocco::startpos();
    let mut bot = Mcts::new(Material, Limits::depth(64), 3);
    let stop = bot.stop_handle();
    let root = game.clone();
    // MCTS reports at 1 024 iterations, then at every doubling.
    let (reports, thinker) = think(move |progress| bot.search_with_progress(&root, progress));
    reports.recv().expect("the first interim report");
    stop.stop();
    let stopped_at = Instant::now();
    let (report, _, returned_at) = thinker.join().expect("the search does not panic");
    let waited = returned_at.saturating_duration_since(stopped_at);
    assert!(waited < STOP_BOUND, "returned {waited:?} after the stop");
    let report = report.expect("a player is to move");
    assert!(game.legal_moves().contains(&report.best_move), "{}", report.best_move);
    assert!(report.iterations >= 1_024, "{} iterations", report.iterations);
}

/// Expectimax on two-player Sirocco (dice between the moves), with no depth
/// limit, stopped from another thread after its second iteration.
#[test]
fn a_stopped_expectimax_search_returns_at_once() {
    let mut game = Sirocco::startpos(2).expect("two players");
    game.play(&boardkit_sirocco::Move::Roll(4)).expect("a throw of 4");
    let mut bot = Expectimax::new(ScoreDifference::default(), Limits::depth(64)).with_hash_mb(1);
    let stop = bot.stop_handle();
    let root = game.clone();
    let (sender, depths) = mpsc::channel();
    let thinker = thread::spawn(move || {
        let mut seen = Vec::new();
        let report = bot.search_with_progress(&root, |report| {
            seen.push(report.depth);
            let _ = sender.send(report.depth);
        });
        (report, seen, Instant::now())
    });
    for depth in depths.iter() {
        if depth >= 2 {
            break;
        }
    }
    stop.stop();
    let stopped_at = Instant::now();
    let (report, seen, returned_at) = thinker.join().expect("the search does not panic");
    let waited = returned_at.saturating_duration_since(stopped_at);
    assert!(waited < STOP_BOUND, "returned {waited:?} after the stop");
    let report = report.expect("a player is to move");
    assert!(game.legal_moves().contains(&report.best_move));
    assert!(report.depth >= 2);
    assert_eq!(seen, (1..=seen.len() as u32).collect::<Vec<_>>());
}
