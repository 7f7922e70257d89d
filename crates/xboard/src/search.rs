//! Thinking on a thread that can be stopped.
//!
//! The search is the game's player of `boardkit-players`
//! ([`ProtocolGame::player`]: for Scirocco
//! [`boardkit_players::scirocco::player`], for a variant
//! [`boardkit_players::variant::player`]; `boardkit-search`'s alpha-beta
//! with a transposition table and quiescence) with its own iterative
//! deepening. This module only runs it on a thread and speaks for it:
//!
//! - each finished depth comes from the search's progress callback and
//!   becomes a [`Report::Info`] (the protocol's thinking output);
//! - a [`StopHandle`] of the search ends it within a few hundred nodes
//!   (`?`, `force`, `new`, `exit`, a new position), and the search returns
//!   the best move found so far;
//! - a timed search gives the player the time as its limit; an analysis
//!   has none, and one that reaches its depth limit (`sd`) or a forced
//!   result (a deeper search finds the same) waits, parked, to be stopped;
//! - the player is kept between searches for the whole game (see
//!   [`PlayerPool`]), so its transposition table is allocated once and what
//!   it learnt about the positions carries over to the next move.

use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use boardkit_players::{Limits, SearchReport, Strength};
use boardkit_scirocco::Scirocco;
use boardkit_search::{AlphaBeta, StopHandle};

use crate::game::ProtocolGame;

/// The deepest search this engine asks for (the player stops earlier when
/// the result is decided).
pub const MAX_DEPTH: u32 = boardkit_search::MAX_DEPTH;

/// The player kept between searches, so that its transposition table (up
/// to [`crate::engine::MAX_HASH_MB`]) is allocated once and what it learnt
/// about the positions carries over to the next move.
///
/// A search holds the pool's lock while it thinks. A search started while
/// an earlier one is still ending (it was stopped, which takes a few
/// hundred nodes) waits for it to end and then thinks with the same player,
/// so one player, and one table, serves the whole game.
#[derive(Clone, Debug)]
pub struct PlayerPool<G: ProtocolGame = Scirocco>(Arc<Mutex<Option<Pooled<G>>>>);

impl<G: ProtocolGame> Default for PlayerPool<G> {
    fn default() -> PlayerPool<G> {
        PlayerPool(Arc::new(Mutex::new(None)))
    }
}

/// The player of a game: `boardkit-search`'s alpha-beta with the game's evaluation.
pub type Player<G> = AlphaBeta<G, <G as ProtocolGame>::Evaluation>;

/// A pooled player with the strength and table size it was built for.
type Pooled<G> = (Strength, Option<usize>, Player<G>);

impl<G: ProtocolGame> PlayerPool<G> {
    /// Locks the pool. A search thread that panicked left nothing half
    /// done in it (at worst a player in the middle of a search, which the
    /// next search starts afresh), so a poisoned lock is taken as it is.
    fn lock(&self) -> MutexGuard<'_, Option<Pooled<G>>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether a player is in the pool and no search holds it.
    pub fn holds_a_player(&self) -> bool {
        self.0.try_lock().is_ok_and(|slot| slot.is_some())
    }
}

/// The pooled player if it was built for this strength and table size,
/// else a new one.
fn player_for<G: ProtocolGame>(pooled: Option<Pooled<G>>, strength: Strength, hash_mb: Option<usize>) -> Player<G> {
    match pooled {
        Some((s, h, player)) if s == strength && h == hash_mb => player,
        _ => {
            let player = G::player(strength);
            match hash_mb {
                Some(mib) => player.with_hash_mb(mib),
                None => player,
            }
        }
    }
}

/// What to search.
#[derive(Clone, Debug)]
pub struct Request<G: ProtocolGame = Scirocco> {
    /// The game to move in.
    pub game: G,
    /// The thinking time; `None` for an analysis (until stopped).
    pub budget: Option<Duration>,
    /// The depth limit (`sd`).
    pub max_depth: u32,
    /// The player's strength (its quiescence depth and default table size).
    pub strength: Strength,
    /// The transposition table's size in MiB (from `memory`); `None` for
    /// the strength's default.
    pub hash_mb: Option<usize>,
}

impl<G: ProtocolGame> Request<G> {
    /// The player's limits for this request: the depth limit and, for a
    /// move, the time. No node budget: the clock decides.
    fn limits(&self) -> Limits {
        let limits = Limits::depth(self.max_depth.clamp(1, MAX_DEPTH));
        match self.budget {
            Some(time) => limits.with_time(time),
            None => limits,
        }
    }
}

/// One finished depth, for the thinking output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info<M = boardkit_scirocco::Move> {
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
    pub line: Vec<M>,
}

impl<M: Clone> Info<M> {
    /// The thinking output of one finished iteration of the player.
    fn of(report: &SearchReport<M>) -> Info<M> {
        Info {
            depth: report.depth,
            score: protocol_score(report),
            elapsed: report.elapsed,
            nodes: report.nodes,
            line: report.principal_variation.clone(),
        }
    }
}

/// What the search thread tells the session.
#[derive(Clone, Debug)]
pub enum Report<G: ProtocolGame = Scirocco> {
    /// A depth finished.
    Info(u64, Info<G::Move>),
    /// The search ended with this move (`None` when there was no legal move).
    Done(u64, Option<G::Move>),
}

/// A running search.
#[derive(Debug)]
pub struct Search<G: ProtocolGame = Scirocco> {
    /// This search's number, carried by its reports.
    pub id: u64,
    stop: StopHandle,
    handle: Option<JoinHandle<()>>,
    /// The best move of the deepest depth finished so far.
    best: Arc<Mutex<Option<G::Move>>>,
}

impl<G: ProtocolGame> Search<G> {
    /// Starts `request` on a new thread with the player of `pool`,
    /// reporting into `reports` wrapped by `wrap`.
    pub fn start<E: Send + 'static>(
        id: u64,
        request: Request<G>,
        pool: &PlayerPool<G>,
        reports: Sender<E>,
        wrap: fn(Report<G>) -> E,
    ) -> Search<G> {
        // A flag of this search's own: a stop raised before the thread
        // has the player (still ending an earlier search) is not lost.
        let stop = StopHandle::new();
        let flag = stop.clone();
        let pool = pool.clone();
        let best = Arc::new(Mutex::new(None));
        let best_so_far = Arc::clone(&best);
        let handle = std::thread::spawn(move || {
            let best = {
                let mut slot = pool.lock();
                let player = player_for(slot.take(), request.strength, request.hash_mb);
                let mut player = player.with_stop_handle(flag.clone());
                let best = think(&request, &mut player, &flag, |info| {
                    if let Some(mv) = info.line.first() {
                        *best_so_far.lock().unwrap_or_else(PoisonError::into_inner) = Some(mv.clone());
                    }
                    // The session may be gone (quitting); nothing to do then.
                    let _ = reports.send(wrap(Report::Info(id, info)));
                });
                *slot = Some((request.strength, request.hash_mb, player));
                best
            };
            let _ = reports.send(wrap(Report::Done(id, best)));
        });
        Search { id, stop, handle: Some(handle), best }
    }

    /// The best move of the deepest depth the search has finished, if it
    /// has finished one: what `?` plays at once, without waiting for the
    /// search thread to see its stop.
    pub fn best_so_far(&self) -> Option<G::Move> {
        self.best.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    /// Asks the search to end now: it sends the best move it has found
    /// within a few hundred nodes (an analysis waiting at its depth limit
    /// at once).
    pub fn stop(&self) {
        self.stop.stop();
        if let Some(handle) = &self.handle {
            // Wakes an analysis parked at its depth limit.
            handle.thread().unpark();
        }
    }

    /// Stops the search without waiting for it: its reports carry an id
    /// the session no longer listens to. The protocol loop uses this, so
    /// that the commands after `exit`, `force` or `new` are answered at
    /// once; the next search waits for this one to hand back the player.
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
fn protocol_score<M>(report: &SearchReport<M>) -> i64 {
    if let Some(moves) = report.wins_in() {
        100_000 + i64::from(moves)
    } else if let Some(moves) = report.loses_in() {
        -100_000 - i64::from(moves)
    } else {
        i64::from(report.score)
    }
}

/// Searches `request` with `player` (stopped by `stop`) until its limits
/// or the stop, calling
/// `progress` with each finished depth; returns the move to play. An
/// analysis that ends before it is stopped (its depth limit, a forced
/// result, a single legal move) waits for `stop`.
fn think<G: ProtocolGame>(
    request: &Request<G>,
    player: &mut Player<G>,
    stop: &StopHandle,
    mut progress: impl FnMut(Info<G::Move>),
) -> Option<G::Move> {
    player.set_limits(request.limits());
    let report = player.search_with_progress(&request.game, |report| progress(Info::of(report)));
    if request.budget.is_none() {
        while !stop.is_stopped() {
            std::thread::park();
        }
    }
    report.map(|report| report.best_move)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_players::scirocco;
    use boardkit_scirocco::Move;
    use std::sync::mpsc;
    use std::time::Instant;

    /// A Quick search of `game` with a 1 MiB table: `budget` `None` for an
    /// analysis.
    fn quick(game: Scirocco, budget: Option<Duration>, max_depth: u32) -> Request {
        Request { game, budget, max_depth, strength: Strength::Quick, hash_mb: Some(1) }
    }

    /// Starts `request` as search `id` with `pool`; its reports.
    fn started_with(pool: &PlayerPool, id: u64, request: Request) -> (Search, mpsc::Receiver<Report>) {
        let (tx, rx) = mpsc::channel();
        (Search::start(id, request, pool, tx, |report| report), rx)
    }

    /// Starts `request` as search `id` with a fresh pool; its reports.
    fn started(id: u64, request: Request) -> (Search, mpsc::Receiver<Report>) {
        started_with(&PlayerPool::default(), id, request)
    }

    /// The reports of a search until its `Done`, and its move.
    fn reports_until_done(rx: &mpsc::Receiver<Report>) -> (Vec<Info>, Option<Move>) {
        let mut infos = Vec::new();
        loop {
            match rx.recv_timeout(Duration::from_secs(30)).expect("the search reports") {
                Report::Info(_, info) => infos.push(info),
                Report::Done(_, best) => return (infos, best),
            }
        }
    }

    #[test]
    fn a_timed_search_reports_depths_and_a_legal_move() {
        let game = Scirocco::startpos();
        let pool = PlayerPool::default();
        let (search, rx) = started_with(&pool, 7, quick(game.clone(), Some(Duration::from_secs(5)), 2));
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
        assert!(pool.holds_a_player(), "the player is back in the pool");
        assert_eq!(depths.iter().map(|(depth, _)| *depth).collect::<Vec<_>>(), vec![1, 2]);
        // The nodes count every depth's search.
        assert!(depths[0].1 > 0 && depths[1].1 > depths[0].1, "{depths:?}");
        assert!(game.legal_moves().contains(&best.expect("a move")));
    }

    /// Forced results are shown as mate scores, 100 000 plus the plies
    /// (negative for a loss), other scores as they are.
    #[test]
    fn protocol_scores() {
        let report = |score: i32| SearchReport {
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
        assert_eq!(protocol_score(&report(boardkit_search::WIN - 3)), 100_003);
        assert_eq!(protocol_score(&report(-boardkit_search::WIN + 2)), -100_002);
    }

    /// The pool hands its player back only for the strength and table
    /// size it was built with (it is marked here by limits no strength has).
    #[test]
    fn the_pool_reuses_a_player_only_for_its_strength_and_table() {
        let marked = Limits::depth(3);
        let pooled = || {
            let mut player = scirocco::player(Strength::Quick);
            player.set_limits(marked);
            Some((Strength::Quick, None, player))
        };
        assert_eq!(player_for(pooled(), Strength::Quick, None).limits(), marked, "the pooled player");
        for (strength, hash_mb) in [(Strength::Standard, None), (Strength::Quick, Some(1)), (Strength::Strong, Some(1))]
        {
            let taken = player_for(pooled(), strength, hash_mb);
            assert_eq!(taken.limits(), scirocco::player(strength).limits(), "{strength:?} {hash_mb:?}");
            if let Some(mib) = hash_mb {
                assert_eq!(taken.hash_entries(), scirocco::player(strength).with_hash_mb(mib).hash_entries());
            }
        }
    }

    /// The second search of a position, with the same pool, finds what the
    /// first one stored in the transposition table: the player and its
    /// table are kept from one search to the next.
    #[test]
    fn the_player_and_its_table_are_kept_between_searches() {
        let pool = PlayerPool::default();
        let nodes_to_depth_4 = || {
            let (search, rx) = started_with(&pool, 1, quick(Scirocco::startpos(), Some(Duration::from_secs(60)), 4));
            let (infos, best) = reports_until_done(&rx);
            search.stop_and_join();
            assert!(best.is_some());
            let last = infos.last().expect("depths reported");
            assert_eq!(last.depth, 4);
            last.nodes
        };
        let first = nodes_to_depth_4();
        let second = nodes_to_depth_4();
        assert!(second * 2 < first, "the second search visits {second} nodes, the first {first}");
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
        let (infos, best) = reports_until_done(&rx);
        search.stop_and_join();
        let depths: Vec<(u32, i64)> = infos.iter().map(|info| (info.depth, info.score)).collect();
        assert_eq!(depths, [(1, 100_001)], "decided at depth 1");
        assert_eq!(best, Some(winning));
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

    /// How long after [`Search::stop`] a stopped search's move may come:
    /// `?` must be answered within 100 ms.
    const MOVE_NOW: Duration = Duration::from_millis(100);

    /// `?` in the middle of a long think (60 s, the strongest player, no
    /// depth limit): the move comes within [`MOVE_NOW`], and it is legal.
    #[test]
    fn a_stopped_search_moves_within_100_ms() {
        let game = Scirocco::from_spec("startpos moves e3e4").expect("a position");
        let request = Request {
            game: game.clone(),
            budget: Some(Duration::from_secs(60)),
            max_depth: MAX_DEPTH,
            strength: Strength::Strong,
            hash_mb: Some(8),
        };
        let (search, rx) = started(9, request);
        // Deep in the search: past its first depths.
        let first = rx.recv_timeout(Duration::from_secs(30)).expect("a first depth");
        assert!(matches!(first, Report::Info(9, _)), "{first:?}");
        std::thread::sleep(Duration::from_millis(300));
        let asked = Instant::now();
        search.stop();
        let best = loop {
            match rx.recv_timeout(Duration::from_secs(30)).expect("the search ends") {
                Report::Info(..) => {}
                Report::Done(9, best) => break best,
                other => panic!("{other:?}"),
            }
        };
        let waited = asked.elapsed();
        assert!(waited < MOVE_NOW, "the move came {waited:?} after the stop");
        assert!(game.legal_moves().contains(&best.expect("a move")));
        search.stop_and_join();
    }

    /// A timed search keeps to its time: its move comes within 20 % of
    /// the budget, neither much later nor much earlier (it deepens as long
    /// as time is left).
    #[test]
    fn a_timed_search_keeps_its_time() {
        let budget = Duration::from_secs(1);
        let request = Request {
            game: Scirocco::startpos(),
            budget: Some(budget),
            max_depth: MAX_DEPTH,
            strength: Strength::Standard,
            hash_mb: None,
        };
        let began = Instant::now();
        let (search, rx) = started(10, request);
        let (infos, best) = reports_until_done(&rx);
        let took = began.elapsed();
        search.stop_and_join();
        assert!(best.is_some() && !infos.is_empty());
        assert!(took >= budget * 8 / 10 && took <= budget * 12 / 10, "a 1 s search took {took:?}");
    }

    /// The best move so far is the first move of the last depth reported.
    #[test]
    fn the_best_move_so_far_is_the_last_depth_s() {
        let (search, rx) = started(8, quick(Scirocco::startpos(), None, 2));
        let mut last = None;
        for _ in 1..=2 {
            match rx.recv_timeout(Duration::from_secs(30)).expect("a depth") {
                Report::Info(8, info) => last = info.line.first().copied(),
                other => panic!("{other:?}"),
            }
        }
        assert!(last.is_some());
        assert_eq!(search.best_so_far(), last);
        search.stop_and_join();
    }

    /// A search started while an abandoned one is still ending thinks
    /// with the same player once the first hands it back, and both end.
    #[test]
    fn a_search_after_an_abandoned_one_waits_for_the_player() {
        let pool = PlayerPool::default();
        let (first, first_rx) = started_with(&pool, 1, quick(Scirocco::startpos(), None, MAX_DEPTH));
        assert!(matches!(first_rx.recv_timeout(Duration::from_secs(30)), Ok(Report::Info(1, _))));
        first.abandon();
        let (second, second_rx) = started_with(&pool, 2, quick(Scirocco::startpos(), Some(Duration::from_secs(20)), 2));
        assert!(reports_until_done(&first_rx).1.is_some(), "the abandoned search ends with a move");
        let (infos, best) = reports_until_done(&second_rx);
        assert_eq!(infos.iter().map(|info| info.depth).collect::<Vec<_>>(), [1, 2]);
        assert!(best.is_some());
        second.stop_and_join();
        assert!(pool.holds_a_player());
    }
}
