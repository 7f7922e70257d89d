//! Nodes per second of the ready-made Scirocco player at `Standard`
//! strength on three pinned positions: plies 0, 20 and 40 of a seeded
//! self-play (the positions were recorded once, before the search rewrite,
//! so that every version of the player is measured on the same states).
//!
//! `cargo bench -p boardkit-players --bench player_nps` (a plain program: it prints one line
//! per position, best of `REPEATS` runs, for the player and for the frozen
//! baseline of the players before `boardkit-search`, `tests/strength/baseline`).
//! `-- --new` measures the player alone (`-- --new --ply 0`: one of the
//! positions, 0, 20 or 40, alone); `-- --check` prints its searches
//! (iterations, scores, node counts, lines), to compare before and after a
//! change that must not change play. `-- --depth` prints the depth the
//! `Strong` player reaches in 5 seconds (`--seconds N`: N) on each pinned
//! position, searching selectively (as it plays) and full width (as it
//! did before the selective techniques; `--hash MB`: with a table of MB
//! MiB instead of the player's). `-- --nodes` prints the nodes
//! its selective search needs to finish each depth from 10 to 14 (`--to
//! N`: to N; `--hash MB` too) on each pinned position: selectivity in numbers that do not
//! depend on the machine's load. Both take `BOARDKIT_SELECTIVE_OFF`, as the
//! strength match does, to weigh a technique.
//! Before the rewrite (today's player on the old trait) it printed 0.772,
//! 0.245 and 0.224 M nodes/s for plies 0, 20 and 40 on the development machine,
//! on 2026-12-01; the same bench of that commit made 0.51, 0.42 and 0.37 M
//! on 2026-12-02. Figures of different runs do not compare:
//! `scripts/player-nps-vs-before.sh` runs that bench and this one
//! alternately and prints the ratios of one run.

use std::time::Instant;

#[path = "../tests/strength/baseline/mod.rs"]
#[allow(dead_code)]
mod baseline;

use boardkit_core::Game;
use boardkit_players::{Bot, Strength, scirocco};
use boardkit_scirocco::Scirocco;

/// How often each position is searched; the fastest run is reported.
const REPEATS: u32 = 15;

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_default();
    if mode == "--record" {
        record();
        return;
    }
    if mode == "--time" {
        time_limits();
        return;
    }
    if mode == "--check" {
        check();
        return;
    }
    if mode == "--depth" {
        depth_in_time();
        return;
    }
    if mode == "--suite" {
        suite_nodes_to_depth();
        return;
    }
    if mode == "--nodes" {
        nodes_to_depth();
        return;
    }
    let baseline = std::env::args().any(|arg| arg == "--baseline");
    if !baseline {
        println!("new player (boardkit-search AlphaBeta), Standard:");
        measure(|| scirocco::player(Strength::Standard), |player, game| player.search(game).map(|report| report.nodes));
    }
    if std::env::args().any(|arg| arg == "--new") {
        return;
    }
    println!("the same search with a piece-count evaluation (the search's own speed), 30 000 nodes:");
    measure(
        || {
            let count = |game: &Scirocco, player: boardkit_scirocco::Side| {
                let own = game.position().piece_count(player) as i32;
                own - game.position().piece_count(player.other()) as i32
            };
            let limits = boardkit_search::Limits::depth(boardkit_search::MAX_DEPTH).with_nodes(30_000);
            boardkit_search::AlphaBeta::new(count, limits).with_hash_mb(2).with_quiescence(6)
        },
        |player, game| player.search(game).map(|report| report.nodes),
    );
    println!("baseline (the player before boardkit-search, on the new trait), Standard:");
    measure(
        || baseline::scirocco_player(Strength::Standard),
        |player, game| player.search(game).map(|report| report.nodes),
    );
}

/// Searches each pinned position `REPEATS` times, each time with a fresh
/// player built before the clock starts (as the measurement of the player
/// before `boardkit-search` did: building a player, and its table, is not
/// searching), and prints the nodes per second of the fastest run.
fn measure<P>(mut build: impl FnMut() -> P, mut search: impl FnMut(&mut P, &Scirocco) -> Option<u64>) {
    let mut total_nodes = 0_u64;
    let mut total_seconds = 0.0_f64;
    for (ply, text) in positions() {
        if only_ply().is_some_and(|only| only != ply) {
            continue;
        }
        let game: Scirocco = text.parse().expect("pinned positions parse");
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..REPEATS {
            let mut player = build();
            let started = Instant::now();
            nodes = search(&mut player, &game).expect("a player is to move");
            best = best.min(started.elapsed().as_secs_f64());
        }
        total_nodes += nodes;
        total_seconds += best;
        println!(
            "  ply {ply:>2}: {nodes:>7} nodes in {:>7.2} ms = {:>6.3} M nodes/s",
            best * 1e3,
            nodes as f64 / best / 1e6
        );
    }
    println!(
        "  all   : {total_nodes:>7} nodes in {:>7.2} ms = {:>6.3} M nodes/s",
        total_seconds * 1e3,
        total_nodes as f64 / total_seconds / 1e6
    );
}

/// How closely the players keep a time limit: each game's player at
/// `Strong` with its node budget lifted and a time limit of 50, 200 and 1000
/// ms instead (timing the search call alone: the player, with its table, is
/// built and has searched once before, and its table is cleared before the
/// clock starts), on the first pinned Scirocco position, the Towers start and
/// four-player Sirocco after a throw; prints the time each search took.
fn time_limits() {
    use boardkit_players::{sirocco, towers};
    use boardkit_search::{Limits, MAX_DEPTH};
    use std::time::Duration;
    let scirocco_game: Scirocco = positions()[1].1.parse().expect("pinned positions parse");
    let towers_game = boardkit_towers::Towers::startpos();
    let mut sirocco_game = boardkit_sirocco::Sirocco::startpos(4).expect("four players");
    sirocco_game.play(&boardkit_sirocco::Move::Roll(4)).expect("a throw");
    for millis in [50, 200, 1_000] {
        let limits = Limits::depth(MAX_DEPTH).with_time(Duration::from_millis(millis));
        let mut line = format!("{millis:>5} ms:");
        // `run(timed)` clears the player's table and history and searches
        // (with the time limit if `timed`), answering the nodes and the
        // milliseconds the search call took (clearing an 8 MiB table is a
        // new game's cost, not a move's).
        let mut took = |label: &str, run: &mut dyn FnMut(bool) -> (u64, f64)| {
            // A first search builds the game's lazy tables; then the timed one.
            run(false);
            let (nodes, elapsed) = run(true);
            line.push_str(&format!(
                "  {label} {elapsed:.0} ms ({:+.0} %, {nodes} nodes)",
                100.0 * (elapsed / millis as f64 - 1.0)
            ));
        };
        let mut player = scirocco::player(Strength::Strong);
        took("scirocco", &mut |timed| {
            player.set_limits(if timed { limits } else { Limits::depth(2) });
            player.clear();
            let started = Instant::now();
            let nodes = player.search(&scirocco_game).map_or(0, |report| report.nodes);
            (nodes, started.elapsed().as_secs_f64() * 1e3)
        });
        let mut player = towers::player(Strength::Strong);
        took("towers", &mut |timed| {
            player.set_limits(if timed { limits } else { Limits::depth(2) });
            player.clear();
            let started = Instant::now();
            let nodes = player.search(&towers_game).map_or(0, |report| report.nodes);
            (nodes, started.elapsed().as_secs_f64() * 1e3)
        });
        let mut player = sirocco::player(Strength::Strong);
        took("sirocco", &mut |timed| {
            player.set_limits(if timed { limits } else { Limits::depth(2) });
            player.clear();
            let started = Instant::now();
            let nodes = player.search(&sirocco_game).map_or(0, |report| report.nodes);
            (nodes, started.elapsed().as_secs_f64() * 1e3)
        });
        println!("{line}");
    }
}

/// Prints the depth the `Strong` player reaches in a time budget on each
/// pinned position (from a fresh table), selective and full width.
fn depth_in_time() {
    use boardkit_search::{Limits, MAX_DEPTH, SearchOptions};
    use std::time::Duration;
    let args: Vec<String> = std::env::args().collect();
    let seconds = args
        .iter()
        .position(|arg| arg == "--seconds")
        .and_then(|at| args.get(at + 1))
        .and_then(|text| text.parse().ok())
        .unwrap_or(5);
    let hash_mb = hash_mb();
    let limits = Limits::depth(MAX_DEPTH).with_time(Duration::from_secs(seconds));
    let full_width = SearchOptions { staged_moves: true, ..SearchOptions::EXACT };
    for (ply, text) in positions() {
        let game: Scirocco = text.parse().expect("pinned positions parse");
        for (label, options) in [("selective", selective_options()), ("full width", full_width)] {
            let mut player = scirocco::player(Strength::Strong).with_options(options);
            if let Some(hash_mb) = hash_mb {
                player = player.with_hash_mb(hash_mb);
            }
            player.set_limits(limits);
            let Some(report) = player.search(&game) else { continue };
            println!(
                "ply {ply}, {label}: depth {} in {:.2} s, {} nodes ({:.2} M nodes/s), score {}, move {}",
                report.depth,
                report.elapsed.as_secs_f64(),
                report.nodes,
                report.nodes_per_second() as f64 / 1e6,
                report.score,
                report.best_move
            );
        }
    }
}

/// Prints the nodes the `Strong` player's selective search needs to finish
/// each depth from 10 to 14 (`--to N`: N) on each pinned position, from a
/// fresh table: a measure of the search's selectivity that does not depend
/// on the machine or its load.
fn nodes_to_depth() {
    use boardkit_search::Limits;
    let deepest: u32 = flag("--to").unwrap_or(14);
    for (ply, text) in positions() {
        let game: Scirocco = text.parse().expect("pinned positions parse");
        let mut player = scirocco::player(Strength::Strong).with_options(selective_options());
        if let Some(hash_mb) = hash_mb() {
            player = player.with_hash_mb(hash_mb);
        }
        player.set_limits(Limits::depth(deepest));
        let mut line = format!("ply {ply:>2}:");
        let started = Instant::now();
        player.search_with_progress(&game, |report| {
            if report.depth >= 10 {
                line.push_str(&format!("  d{} {}", report.depth, report.nodes));
            }
        });
        println!("{line}  ({:.1} s)", started.elapsed().as_secs_f64());
    }
}

/// Prints the nodes the `Strong` player's selective search needs to finish
/// depth 11 (`--to N`: N) on each of 24 positions of seeded games (two
/// random moves, then 10 to 40 plies of the `Quick` player), with their sum
/// and geometric mean: more positions than the three pinned ones, so that
/// one position's luck weighs less in a comparison of two versions.
fn suite_nodes_to_depth() {
    use boardkit_core::{SplitMix64, random_move};
    use boardkit_search::Limits;
    let deepest: u32 = flag("--to").unwrap_or(11);
    let (mut total, mut log_sum, mut count) = (0_u64, 0.0_f64, 0_u32);
    let started = Instant::now();
    for seed in 0..24_u64 {
        let mut game = Scirocco::startpos();
        let mut rng = SplitMix64::new(seed);
        let mut quick = scirocco::player(Strength::Quick);
        for ply in 0..(2 + 10 * (1 + seed % 4)) {
            let mv = if ply < 2 { random_move(&game, &mut rng) } else { quick.choose(&game) };
            let Some(mv) = mv else { break };
            game.play(&mv).expect("players play legal moves");
        }
        if game.turn().player().is_none() {
            continue;
        }
        let mut player = scirocco::player(Strength::Strong).with_options(selective_options());
        player.set_limits(Limits::depth(deepest));
        let Some(report) = player.search(&game) else { continue };
        total += report.nodes;
        log_sum += (report.nodes.max(1) as f64).ln();
        count += 1;
        if report.depth < deepest {
            print!(" {}(depth {}, score {})", report.nodes, report.depth, report.score);
        } else {
            print!(" {}", report.nodes);
        }
    }
    println!();
    println!(
        "{count} positions to depth {deepest}: {total} nodes in all, geometric mean {:.0} ({:.1} s)",
        (log_sum / f64::from(count.max(1))).exp(),
        started.elapsed().as_secs_f64()
    );
}

/// `--hash MB`: a table of MB MiB for the `Strong` player instead of its
/// own 8 (64 is what the Fairy-Stockfish comparison gives that engine).
fn hash_mb() -> Option<usize> {
    flag("--hash")
}

/// The value after the command-line flag `name` (`--to 16`), if it is
/// there and reads.
fn flag<T: std::str::FromStr>(name: &str) -> Option<T> {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|arg| arg == name).and_then(|at| args.get(at + 1)).and_then(|text| text.parse().ok())
}

/// The Scirocco player's options without the techniques the environment
/// variable `BOARDKIT_SELECTIVE_OFF` names (comma-separated; the names of
/// the strength match's timed tests), to weigh what each brings.
fn selective_options() -> boardkit_search::SearchOptions {
    let mut options = scirocco::SEARCH_OPTIONS;
    let off = std::env::var("BOARDKIT_SELECTIVE_OFF").unwrap_or_default();
    for name in off.split(',').map(str::trim).filter(|name| !name.is_empty()) {
        options = options.without(name).unwrap_or_else(|| {
            panic!(
                "BOARDKIT_SELECTIVE_OFF: unknown technique {name} (known: {})",
                boardkit_search::SearchOptions::TECHNIQUES.join(", ")
            )
        });
    }
    options
}

/// Prints what the `Standard` player's search does on each pinned
/// position: every finished iteration's depth, score, cumulative node count
/// and line, then a self-play of 12 moves from it. A change meant to keep
/// play identical (a faster evaluation, cheaper bookkeeping) must print the
/// same lines before and after (`cargo bench -p boardkit-players --bench player_nps -- --check`).
fn check() {
    for (ply, text) in positions() {
        let game: Scirocco = text.parse().expect("pinned positions parse");
        println!("ply {ply}:");
        let mut player = scirocco::player(Strength::Standard);
        player.search_with_progress(&game, |report| {
            let line: Vec<String> = report.principal_variation.iter().map(ToString::to_string).collect();
            println!("  depth {} score {} nodes {} pv {}", report.depth, report.score, report.nodes, line.join(" "));
        });
        let mut game = game;
        let mut moves = Vec::new();
        for _ in 0..12 {
            let Some(mv) = player.choose(&game) else { break };
            moves.push(mv.to_string());
            game.play(&mv).expect("the player plays legal moves");
        }
        println!("  self-play: {}", moves.join(" "));
    }
}

/// Prints the positions of a seeded `Standard` self-play at plies 0, 20, 40.
fn record() {
    let mut game = Scirocco::startpos();
    let mut player = scirocco::player(Strength::Standard).with_tie_break_seed(2026);
    for ply in 0..=40 {
        if ply % 20 == 0 {
            println!("({ply}, \"{game}\"),");
        }
        let Some(mv) = player.choose(&game) else { break };
        game.play(&mv).expect("the player plays legal moves");
    }
}

/// The ply given by `--ply N`, if any: [`measure`] then searches that
/// pinned position alone (to profile one of them).
fn only_ply() -> Option<u32> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|arg| arg == "--ply")?;
    args.get(at + 1).and_then(|ply| ply.parse().ok())
}

/// The pinned positions: `(ply, FEN)`.
fn positions() -> [(u32, &'static str); 3] {
    [
        (0, "odgvcn1tah/1ysmfwksi1/ppuppppupp/10/10/10/10/PPUPPPPUPP/1ISKWFMSY1/HAT1NCVGDO b"),
        (20, "odgvcn1tah/1ysmfwksi1/p1u4up1/3pp1p3/5p3p/Pp1P1P4/1P2P1P1P1/2U4U1P/1ISKWFMSY1/HAT1NCVGDO b 11"),
        (40, "odgvcn1tah/2smfwk1i1/p1uy3up1/6p3/P1s2p3p/2I7/1P2P1P1P1/2US3U1P/3KWFMSY1/HAT1NCVGDO b 21"),
    ]
}
