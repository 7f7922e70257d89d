//! Random playouts of complete 4-player games: games per second, single
//! threaded.
//!
//! ```text
//! cargo run --release -p boardkit-sirocco --example sirocco_playout_bench [games]
//! ```
//!
//! Two loops are timed: the generic [`Game`] path (`legal_moves` + `play`, as
//! any boardkit tool drives a game) and the crate's fast path
//! ([`Sirocco::count_moves`] + [`Sirocco::play_index`], which never builds a
//! move list).

use std::time::Instant;

use boardkit_core::{Game, RandomSource, SplitMix64, random_playout};
use boardkit_sirocco::{Move, Sirocco};

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(20_000);
    let start = Sirocco::new(4).expect("4 players");

    // The generic path.
    let mut rng = SplitMix64::new(7);
    let clock = Instant::now();
    let mut plies = 0;
    let mut finished = 0;
    for _ in 0..games {
        let mut game = start.clone();
        let playout = random_playout(&mut game, &mut rng, Some(100_000));
        plies += playout.plies;
        finished += u64::from(playout.finished);
    }
    let seconds = clock.elapsed().as_secs_f64();
    println!(
        "generic Game path: {games} games ({finished} finished) in {seconds:.2} s: {:.0} games/s, {:.0} plies/s, {:.1} plies/game",
        games as f64 / seconds,
        plies as f64 / seconds,
        plies as f64 / games as f64
    );

    // The fast path.
    let mut rng = SplitMix64::new(7);
    let clock = Instant::now();
    let mut plies = 0u64;
    let mut moves = 0u64;
    for _ in 0..games {
        let mut game = start.clone();
        while !game.turn().is_over() {
            match game.count_moves() {
                Some(count) => {
                    let index = rng.below(count as u64) as usize;
                    game.play_index(index).expect("a listed move");
                    moves += 1;
                }
                None => {
                    let face = 1 + rng.below(6) as u8;
                    game.play(&Move::Roll(face)).expect("a throw");
                }
            }
            plies += 1;
        }
    }
    let seconds = clock.elapsed().as_secs_f64();
    println!(
        "fast path:         {games} games in {seconds:.2} s: {:.0} games/s, {:.0} plies/s, {:.1} moves/game (plus as many throws)",
        games as f64 / seconds,
        plies as f64 / seconds,
        moves as f64 / games as f64
    );
}
