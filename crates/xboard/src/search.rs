//! Thinking on a thread that can be stopped.
//!
//! The search is boardkit's Scirocco player
//! ([`boardkit::bots::scirocco::player`]: `boardkit-search`'s alpha-beta
//! with a transposition table and quiescence), which runs to a depth and a
//! time budget but cannot be interrupted from outside. So the thread
//! deepens itself: it searches depth 1, 2, 3, … one call each (the
//! transposition table, kept between the calls, makes the shallower depths
//! of each call cheap, and the player is kept between moves: see
//! [`PlayerPool`]), reports each finished depth (the protocol's thinking
//! output), and looks at a stop flag between calls. A timed search gives
//! each call the time still left, so it ends within its budget, and `?`
//! makes it play the best move of the deepest finished depth once the
//! current depth is done. An analysis has no budget; each call gets a time
//! slice (0.25 s at first), and a call that does not finish its depth in it
//! is made again with twice the slice, up to 8 s. An analysis that reaches
//! its depth limit (`sd`) or a forced result (a deeper search finds the
//! same) waits to be stopped. A search that is no longer wanted (`exit`, a
//! new position) is abandoned rather than waited for: the protocol goes on
//! at once while the thread finishes its slice.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use boardkit::bots::{Limits, Strength, scirocco};
use boardkit::scirocco::{Move, Scirocco};

/// The deepest search this engine asks for (the player stops earlier when
/// the result is decided).
pub const MAX_DEPTH: u32 = 64;

/// A player kept between searches, so that its transposition table (up to
/// [`crate::engine::MAX_HASH_MB`]) is allocated once and what it learnt
/// about the positions carries over to the next move. A search takes it
/// out and puts it back when it ends; a search that finds it taken (an
/// abandoned search still finishing its depth) builds its own.
#[derive(Clone, Debug, Default)]
pub struct PlayerPool(Arc<Mutex<Option<Pooled>>>);

/// A pooled player with the strength and table size it was built for.
type Pooled = (Strength, Option<usize>, scirocco::Player);

impl PlayerPool {
    /// The pooled player if it was built for this strength and table size,
    /// else a new one.
    fn take(&self, strength: Strength, hash_mb: Option<usize>) -> scirocco::Player {
        let pooled = self.0.lock().ok().and_then(|mut slot| slot.take());
        match pooled {
            Some((s, h, player)) if s == strength && h == hash_mb => player,
            _ => {
                let player = scirocco::player(strength);
                match hash_mb {
                    Some(mib) => player.with_hash_mb(mib),
                    None => player,
                }
            }
        }
    }

    /// Returns a player to the pool, unless another is there already.
    fn give_back(&self, strength: Strength, hash_mb: Option<usize>, player: scirocco::Player) {
        if let Ok(mut slot) = self.0.lock()
            && slot.is_none()
        {
            *slot = Some((strength, hash_mb, player));
        }
    }
}

/// The longest analysis slice.
const MAX_SLICE: Duration = Duration::from_secs(8);

/// What to search.
#[derive(Clone, Debug)]
pub struct Request {
    /// The game to move in.
    pub game: Scirocco,
    /// The thinking time; `None` for an analysis (until stopped).
    pub budget: Option<Duration>,
    /// The depth limit (`sd`).
    pub max_depth: u32,
    /// The player's strength (its quiescence depth).
    pub strength: Strength,
    /// The transposition table's size in MiB (from `memory`); `None` for
    /// the strength's default.
    pub hash_mb: Option<usize>,
}

/// One finished depth, for the thinking output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Plies searched.
    pub depth: u32,
    /// Centipawns for the side to move; a won or lost game is
    /// 100000 + N / -100000 - N (won / lost in N moves), as the protocol asks.
    pub score: i64,
    /// Time since the search began.
    pub elapsed: Duration,
    /// Positions visited, all depths together.
    pub nodes: u64,
    /// The best line.
    pub line: Vec<Move>,
}

/// What the search thread tells the session.
#[derive(Clone, Debug)]
pub enum Report {
    /// A depth finished.
    Info(u64, Info),
    /// The search ended with this move (`None` when there was no legal move).
    Done(u64, Option<Move>),
}

/// A running search.
#[derive(Debug)]
pub struct Search {
    /// This search's number, carried by its reports.
    pub id: u64,
    stop: Arc<AtomicBool>,
    handle: Option<JoinHandle<()>>,
}

impl Search {
    /// Starts `request` on a new thread with a player from `pool`,
    /// reporting into `reports` wrapped by `wrap`.
    pub fn start<E: Send + 'static>(
        id: u64,
        request: Request,
        pool: &PlayerPool,
        reports: Sender<E>,
        wrap: fn(Report) -> E,
    ) -> Search {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let pool = pool.clone();
        let handle = std::thread::spawn(move || {
            let mut player = pool.take(request.strength, request.hash_mb);
            let best = think(id, &request, &mut player, &flag, |report| {
                // The session may be gone (quitting); nothing to do then.
                let _ = reports.send(wrap(report));
            });
            pool.give_back(request.strength, request.hash_mb, player);
            let _ = reports.send(wrap(Report::Done(id, best)));
        });
        Search { id, stop, handle: Some(handle) }
    }

    /// Asks the search to finish after its current depth.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Stops the search without waiting for it: the thread ends at the end
    /// of its current depth (or slice), and its reports carry an id the
    /// session no longer listens to. The protocol loop uses this, so that
    /// the commands after `exit`, `force` or `new` are answered at once.
    pub fn abandon(self) {
        self.stop();
    }

    /// Stops the search and waits for its thread.
    pub fn stop_and_join(mut self) {
        self.stop();
        if let Some(handle) = self.handle.take() {
            // A panicking search thread has already printed its message.
            let _ = handle.join();
        }
    }
}

/// The protocol's score of a search result.
fn protocol_score(report: &boardkit::bots::SearchReport<Move>) -> i64 {
    if let Some(moves) = report.wins_in() {
        100_000 + i64::from(moves)
    } else if let Some(moves) = report.loses_in() {
        -100_000 - i64::from(moves)
    } else {
        i64::from(report.score)
    }
}

/// Whether the move of a call to the player becomes the move to play. A
/// finished depth's move always does, and any move when there is none yet.
/// A call that the clock cut short completed only shallower depths (its
/// `completed`): in a timed search its move is still the freshest, from the
/// deepest depth finished with everything the earlier calls left in the
/// table, unless it completed none; an analysis keeps the move of the last
/// depth it reported, so that the move it plays when stopped is the one its
/// thinking output showed last.
fn replaces_best(finished: bool, have_move: bool, timed: bool, completed: u32) -> bool {
    finished || !have_move || timed && completed > 0
}

/// The next analysis slice after one too short to finish its depth: twice
/// as long, up to [`MAX_SLICE`].
fn longer_slice(slice: Duration) -> Duration {
    (slice * 2).min(MAX_SLICE)
}

/// The iterative deepening loop; returns the move to play.
fn think(
    id: u64,
    request: &Request,
    player: &mut scirocco::Player,
    stop: &AtomicBool,
    mut report: impl FnMut(Report),
) -> Option<Move> {
    let start = Instant::now();
    let mut best: Option<Move> = request.game.legal_moves().first().copied();
    let mut nodes = 0;
    let mut slice = Duration::from_millis(250);
    let max_depth = request.max_depth.clamp(1, MAX_DEPTH);
    let mut depth = 1;
    while depth <= max_depth && !stop.load(Ordering::Relaxed) {
        let time = match request.budget {
            Some(budget) => match budget.checked_sub(start.elapsed()) {
                Some(left) if !left.is_zero() => left,
                _ => break,
            },
            None => slice,
        };
        player.set_limits(Limits::depth(depth).with_time(time));
        let Some(result) = player.search(&request.game) else { break };
        nodes += result.nodes;
        let finished = result.depth >= depth;
        if replaces_best(finished, best.is_some(), request.budget.is_some(), result.depth) {
            best = Some(result.best_move);
        }
        if finished {
            report(Report::Info(
                id,
                Info {
                    depth,
                    score: protocol_score(&result),
                    elapsed: start.elapsed(),
                    nodes,
                    line: result.principal_variation.clone(),
                },
            ));
            // A forced result is final: a deeper search finds the same (the
            // player stops at the decided depth, so asking it again would
            // only repeat that search).
            let decided = result.wins_in().is_some() || result.loses_in().is_some();
            if decided && request.budget.is_some() {
                break;
            }
            depth += 1;
            if request.budget.is_none() && (decided || depth > max_depth) {
                // An analysis that reached the depth limit or a forced result
                // waits to be stopped.
                while !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
        } else if request.budget.is_some() {
            break; // out of time
        } else {
            slice = longer_slice(slice); // an analysis: try again with more time
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn a_timed_search_reports_depths_and_a_legal_move() {
        let (tx, rx) = mpsc::channel();
        let game = Scirocco::startpos();
        let request = Request {
            game: game.clone(),
            budget: Some(Duration::from_secs(5)),
            max_depth: 2,
            strength: Strength::Quick,
            hash_mb: None,
        };
        let pool = PlayerPool::default();
        let search = Search::start(7, request, &pool, tx, |report| report);
        let mut depths = Vec::new();
        let best = loop {
            match rx.recv().expect("the search reports") {
                Report::Info(id, info) => {
                    assert_eq!(id, 7);
                    depths.push((info.depth, info.nodes));
                }
                Report::Done(_, best) => break best,
            }
        };
        search.stop_and_join();
        assert!(pool.0.lock().expect("not poisoned").is_some(), "the player is back in the pool");
        assert_eq!(depths.iter().map(|(depth, _)| *depth).collect::<Vec<_>>(), vec![1, 2]);
        // The nodes count every depth's search.
        assert!(depths[0].1 > 0 && depths[1].1 > depths[0].1, "{depths:?}");
        assert!(game.legal_moves().contains(&best.expect("a move")));
    }

    /// Forced results are shown as mate scores, 100 000 plus the plies
    /// (negative for a loss), other scores as they are.
    #[test]
    fn protocol_scores() {
        let report = |score: i32| boardkit::bots::SearchReport {
            best_move: Scirocco::startpos().legal_moves()[0],
            score,
            depth: 4,
            nodes: 100,
            iterations: 0,
            elapsed: Duration::ZERO,
            principal_variation: Vec::new(),
        };
        assert_eq!(protocol_score(&report(37)), 37);
        assert_eq!(protocol_score(&report(-37)), -37);
        assert_eq!(protocol_score(&report(boardkit::search::WIN - 3)), 100_003);
        assert_eq!(protocol_score(&report(-boardkit::search::WIN + 2)), -100_002);
    }

    /// The pool hands its player back only for the strength and table
    /// size it was built with (it is marked here by limits no strength has).
    #[test]
    fn the_pool_reuses_a_player_only_for_its_strength_and_table() {
        let marked = Limits::depth(3);
        let pool = PlayerPool::default();
        let give_marked = || {
            let mut player = scirocco::player(Strength::Quick);
            player.set_limits(marked);
            pool.give_back(Strength::Quick, None, player);
        };
        give_marked();
        assert_eq!(pool.take(Strength::Quick, None).limits(), marked, "the pooled player");
        for (strength, hash_mb) in [(Strength::Standard, None), (Strength::Quick, Some(1)), (Strength::Strong, Some(1))]
        {
            give_marked();
            let taken = pool.take(strength, hash_mb);
            assert_eq!(taken.limits(), scirocco::player(strength).limits(), "{strength:?} {hash_mb:?}");
            if let Some(mib) = hash_mb {
                assert_eq!(taken.hash_entries(), scirocco::player(strength).with_hash_mb(mib).hash_entries());
            }
        }
    }

    /// Which call's move is played: see [`replaces_best`].
    #[test]
    fn a_finished_depth_or_a_timed_call_with_a_completed_depth_gives_the_move() {
        for have_move in [false, true] {
            for timed in [false, true] {
                for completed in [0, 1, 5] {
                    assert!(replaces_best(true, have_move, timed, completed), "a finished depth");
                    assert!(replaces_best(false, false, timed, completed), "no move yet");
                }
            }
        }
        assert!(replaces_best(false, true, true, 1));
        assert!(replaces_best(false, true, true, 3));
        assert!(!replaces_best(false, true, true, 0), "a timed call that completed nothing");
        assert!(!replaces_best(false, true, false, 3), "an analysis keeps the move it showed");
    }

    #[test]
    fn analysis_slices_double_up_to_the_longest() {
        assert_eq!(longer_slice(Duration::from_millis(250)), Duration::from_millis(500));
        assert_eq!(longer_slice(Duration::from_secs(3)), Duration::from_secs(6));
        assert_eq!(longer_slice(Duration::from_secs(6)), MAX_SLICE);
        assert_eq!(longer_slice(MAX_SLICE), MAX_SLICE);
    }

    /// A Quick search of `game` with a 1 MiB table: `budget` `None` for an
    /// analysis.
    fn quick(game: Scirocco, budget: Option<Duration>, max_depth: u32) -> Request {
        Request { game, budget, max_depth, strength: Strength::Quick, hash_mb: Some(1) }
    }

    /// Starts `request` as search `id` with a fresh pool; its reports.
    fn started(id: u64, request: Request) -> (Search, mpsc::Receiver<Report>) {
        let (tx, rx) = mpsc::channel();
        (Search::start(id, request, &PlayerPool::default(), tx, |report| report), rx)
    }

    /// The reports of a search until its `Done`, as (depth, score) pairs,
    /// and its move.
    fn reports_until_done(rx: &mpsc::Receiver<Report>) -> (Vec<(u32, i64)>, Option<Move>) {
        let mut depths = Vec::new();
        loop {
            match rx.recv_timeout(Duration::from_secs(30)).expect("the search reports") {
                Report::Info(_, info) => depths.push((info.depth, info.score)),
                Report::Done(_, best) => return (depths, best),
            }
        }
    }

    /// Blue's Knight c1 takes Tan's only other piece on b3: a win in one
    /// (Tan is left with its bare royal), and not the first legal move.
    const WIN_IN_ONE: &str = "k9/10/10/10/10/10/10/1n8/10/K1N7 b";

    /// A timed search stops deepening once the result is decided; it plays
    /// the winning move.
    #[test]
    fn a_timed_search_stops_at_a_forced_result() {
        let game = Scirocco::from_fen(WIN_IN_ONE).expect("test position");
        let winning: Move = "c1b3".parse().expect("a move");
        assert_ne!(game.legal_moves().first(), Some(&winning));
        let (search, rx) = started(3, quick(game, Some(Duration::from_secs(20)), 5));
        let (depths, best) = reports_until_done(&rx);
        search.stop_and_join();
        assert_eq!(depths, [(1, 100_001)], "decided at depth 1");
        assert_eq!(best, Some(winning));
        // And it asked the player for no deeper search (its last limits).
        let request = quick(Scirocco::from_fen(WIN_IN_ONE).expect("test position"), Some(Duration::from_secs(20)), 5);
        let mut player = scirocco::player(Strength::Quick).with_hash_mb(1);
        assert_eq!(think(0, &request, &mut player, &AtomicBool::new(false), |_| {}), Some(winning));
        assert_eq!(player.limits().depth, 1, "searched to depth 1 only");
    }

    /// An analysis reports every depth up to its limit before it waits.
    #[test]
    fn an_analysis_reports_each_depth_to_its_limit() {
        let (search, rx) = started(4, quick(Scirocco::startpos(), None, 2));
        for depth in 1..=2 {
            let report = rx.recv_timeout(Duration::from_secs(30)).expect("a depth");
            assert!(matches!(report, Report::Info(4, Info { depth: d, .. }) if d == depth), "{report:?}");
        }
        assert!(rx.recv_timeout(Duration::from_millis(200)).is_err(), "waits at the depth limit");
        search.stop_and_join();
    }

    /// An analysis of a forced result reports it once and waits (a deeper
    /// search would find the same); stopped, it plays the move it showed.
    /// `stop_and_join` stops it and waits for its thread, which has sent its
    /// move by then.
    #[test]
    fn an_analysis_of_a_forced_result_waits_and_plays_its_best_move() {
        let (search, rx) = started(6, quick(Scirocco::from_fen(WIN_IN_ONE).expect("test position"), None, 5));
        let report = rx.recv_timeout(Duration::from_secs(30)).expect("depth 1");
        assert!(matches!(report, Report::Info(6, Info { depth: 1, score: 100_001, .. })), "{report:?}");
        assert!(rx.recv_timeout(Duration::from_millis(300)).is_err(), "waits once the result is forced");
        search.stop_and_join();
        match rx.try_recv() {
            Ok(Report::Done(6, best)) => assert_eq!(best, Some("c1b3".parse().expect("a move"))),
            other => panic!("not done after stop_and_join: {other:?}"),
        }
    }

    /// An abandoned analysis ends on its own thread: its move arrives
    /// without anyone waiting for it.
    #[test]
    fn an_abandoned_analysis_still_ends() {
        let (search, rx) = started(5, quick(Scirocco::startpos(), None, 1));
        assert!(matches!(rx.recv_timeout(Duration::from_secs(30)), Ok(Report::Info(5, _))));
        search.abandon();
        assert!(matches!(rx.recv_timeout(Duration::from_secs(30)), Ok(Report::Done(5, Some(_)))));
    }

    #[test]
    fn an_analysis_runs_until_stopped() {
        let (search, rx) = started(1, quick(Scirocco::startpos(), None, 1));
        assert!(matches!(rx.recv().expect("depth 1"), Report::Info(1, Info { depth: 1, .. })));
        assert!(rx.recv_timeout(Duration::from_millis(200)).is_err(), "waits at the depth limit");
        search.stop();
        assert!(matches!(rx.recv().expect("done"), Report::Done(1, Some(_))));
        search.stop_and_join();
    }
}
