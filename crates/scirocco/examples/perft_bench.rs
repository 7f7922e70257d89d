//! Measures pseudo-legal perft speed from the default start position.
//!
//! `cargo run --release -p boardkit-scirocco --example perft_bench [depth]` (default depth 5).

use std::time::Instant;

use boardkit_scirocco::{Position, perft};

fn main() {
    let depth = std::env::args().nth(1).and_then(|arg| arg.parse().ok()).unwrap_or(5);
    let position = Position::startpos();
    for d in 1..=depth {
        let start = Instant::now();
        let nodes = perft(&position, d);
        let seconds = start.elapsed().as_secs_f64();
        let rate = if seconds > 0.0 { nodes as f64 / seconds / 1e6 } else { 0.0 };
        println!("perft({d}) = {nodes} in {seconds:.3} s: {rate:.1} M nodes/s");
    }
}
