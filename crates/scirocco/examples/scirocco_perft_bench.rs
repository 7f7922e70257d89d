//! Measures pseudo-legal perft speed (bulk counting at the leaves), single-threaded.
//!
//! `cargo run --release -p boardkit-scirocco --example scirocco_perft_bench [depth]`
//! runs the default start position to `depth` (default 5), then a crafted
//! middlegame holding all 36 piece types to depth 4.

use std::time::Instant;

use boardkit_scirocco::{Position, perft};

const MIDDLEGAME: &str =
    "4+m+y4/g3ppp1h1/+s5kt1p/+I1+d+p1o1FW1/+N1+u+W+c3s+H/p+g1+v2P1A+F/m1d1UN+T1+K1/1+O5PP1/+A3CPV1Y1/7I2 b 21";

fn measure(name: &str, position: &Position, depth: u32) {
    for d in 1..=depth {
        let start = Instant::now();
        let nodes = perft(position, d);
        let seconds = start.elapsed().as_secs_f64();
        let rate = if seconds > 0.0 { nodes as f64 / seconds / 1e6 } else { 0.0 };
        println!("{name} perft({d}) = {nodes} in {seconds:.3} s: {rate:.1} M nodes/s");
    }
}

fn main() {
    let depth = std::env::args().nth(1).and_then(|arg| arg.parse().ok()).unwrap_or(5);
    measure("start", &Position::startpos(), depth);
    match MIDDLEGAME.parse::<Position>() {
        Ok(position) => measure("middlegame", &position, 4),
        Err(error) => eprintln!("bad middlegame position: {error}"),
    }
}
