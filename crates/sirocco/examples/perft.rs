//! Perft through chance and move turns (each die face is one branch).
//!
//! ```text
//! cargo run --release -p boardkit-sirocco --example perft -- startpos:4 4
//! cargo run --release -p boardkit-sirocco --example perft -- "<state text>" 3
//! ```

use std::time::Instant;

use boardkit_core::perft;
use boardkit_sirocco::Sirocco;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let position = args.next().unwrap_or_else(|| "startpos:4".to_string());
    let depth: u32 = args.next().map(|d| d.parse()).transpose()?.unwrap_or(4);
    let game = Sirocco::parse_position(&position)?;
    for d in 1..=depth {
        let clock = Instant::now();
        let nodes = perft(&game, d);
        let seconds = clock.elapsed().as_secs_f64();
        println!("perft {d}: {nodes} ({:.0} nodes/s)", nodes as f64 / seconds.max(1e-9));
    }
    Ok(())
}
