//! Measures the fast perft of the default Towers start position.
//!
//! Run with `cargo run --release -p boardkit-towers --example perft_bench [depth]`
//! (depth 4 by default). Prints the node count, the time and nodes per second
//! (leaves counted in bulk, single thread).

use std::time::Instant;

use boardkit_towers::{Towers, perft};

fn main() {
    let depth: u32 = std::env::args().nth(1).and_then(|arg| arg.parse().ok()).unwrap_or(4);
    let start = Towers::startpos();
    // Warm up caches and the branch predictor with a shallower run.
    let _ = perft(&start, depth.saturating_sub(1));
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..3 {
        let began = Instant::now();
        nodes = perft(&start, depth);
        best = best.min(began.elapsed().as_secs_f64());
    }
    println!("perft({depth}) of the default start = {nodes}");
    println!("best of 3: {:.3} s, {:.1} M nodes/s", best, nodes as f64 / best / 1e6);
}
