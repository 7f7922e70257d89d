//! Nodes per second of the ready-made Scirocco player at `Standard`
//! strength on three pinned positions: plies 0, 20 and 40 of a seeded
//! self-play (the positions were recorded once, before the search rewrite,
//! so that every version of the player is measured on the same states).
//!
//! `cargo bench --bench player_nps` (a plain program: it prints one line
//! per position, best of `REPEATS` runs, for the player and for the frozen
//! baseline of the players before `boardkit-search`, `tests/baseline`).
//! Before the rewrite (today's player on the old trait) it printed 0.772,
//! 0.245 and 0.224 M nodes/s for plies 0, 20 and 40 on the lead's machine.

use std::time::Instant;

#[path = "../tests/baseline/mod.rs"]
#[allow(dead_code)]
mod baseline;

use boardkit::bots::{Bot, Strength, scirocco};
use boardkit::scirocco::Scirocco;

/// How often each position is searched; the fastest run is reported.
const REPEATS: u32 = 5;

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_default();
    if mode == "--record" {
        record();
        return;
    }
    let baseline = std::env::args().any(|arg| arg == "--baseline");
    if !baseline {
        println!("new player (boardkit-search AlphaBeta), Standard:");
        measure(|game| scirocco::player(Strength::Standard).search(game).map(|report| report.nodes));
    }
    if std::env::args().any(|arg| arg == "--new") {
        return;
    }
    println!("baseline (the player before boardkit-search, on the new trait), Standard:");
    measure(|game| baseline::scirocco_player(Strength::Standard).search(game).map(|report| report.nodes));
}

/// Searches each pinned position `REPEATS` times with a fresh player and
/// prints the nodes per second of the fastest run.
fn measure(mut search: impl FnMut(&Scirocco) -> Option<u64>) {
    let mut total_nodes = 0_u64;
    let mut total_seconds = 0.0_f64;
    for (ply, text) in positions() {
        let game: Scirocco = text.parse().expect("pinned positions parse");
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..REPEATS {
            let started = Instant::now();
            nodes = search(&game).expect("a player is to move");
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

/// The pinned positions: `(ply, FEN)`.
fn positions() -> [(u32, &'static str); 3] {
    [
        (0, "odgvcn1tah/1ysmfwksi1/ppuppppupp/10/10/10/10/PPUPPPPUPP/1ISKWFMSY1/HAT1NCVGDO b"),
        (20, "odgvcn1tah/1ysmfwksi1/p1u4up1/3pp1p3/5p3p/Pp1P1P4/1P2P1P1P1/2U4U1P/1ISKWFMSY1/HAT1NCVGDO b 11"),
        (40, "odgvcn1tah/2smfwk1i1/p1uy3up1/6p3/P1s2p3p/2I7/1P2P1P1P1/2US3U1P/3KWFMSY1/HAT1NCVGDO b 21"),
    ]
}
