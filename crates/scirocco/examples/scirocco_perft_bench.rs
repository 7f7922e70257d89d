//! Measures pseudo-legal perft speed, single-threaded.
//!
//! `cargo run --release -p boardkit-scirocco --example scirocco_perft_bench [depth]`
//! runs the default start position to `depth` (default 5), then a crafted
//! middlegame holding all 36 piece types to depth 4, each twice:
//!
//! - `perft`: the crate's [`perft`], which counts the last two plies
//!   together (every reply counted once per position, and again after a
//!   move only where the move changed something);
//! - `one ply at a time`: the same count with the last ply counted afresh
//!   after every move ([`Position::count_pseudo_legal_moves`]): the speed
//!   of move generation itself, bulk-counted at the leaves.

use std::time::Instant;

use boardkit_scirocco::{Move, Position, perft};

/// `println!` that ends the program quietly when stdout is a closed pipe
/// (`... | head -1`), where `println!` would panic.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(error) = writeln!(std::io::stdout(), $($arg)*) {
            if error.kind() != std::io::ErrorKind::BrokenPipe {
                eprintln!("error: cannot write the output: {error}");
                std::process::exit(1);
            }
            std::process::exit(0);
        }
    }};
}

const MIDDLEGAME: &str =
    "4+m+y4/g3ppp1h1/+s5kt1p/+I1+d+p1o1FW1/+N1+u+W+c3s+H/p+g1+v2P1A+F/m1d1UN+T1+K1/1+O5PP1/+A3CPV1Y1/7I2 b 21";

/// Perft counting only the last ply in bulk; `buffers[d]` serves depth `d`.
fn one_ply_at_a_time(position: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_pseudo_legal_moves(),
        _ => {
            let (mine, below) = buffers.split_last_mut().expect("one buffer per ply");
            position.generate_pseudo_legal_moves(mine);
            mine.iter().map(|mv| one_ply_at_a_time(&position.play_unchecked(mv), depth - 1, below)).sum()
        }
    }
}

fn measure(name: &str, position: &Position, depth: u32) {
    let mut buffers = vec![Vec::new(); depth as usize];
    for d in 1..=depth {
        let start = Instant::now();
        let nodes = perft(position, d);
        let seconds = start.elapsed().as_secs_f64();
        say!("{name} perft({d}) = {nodes} in {seconds:.3} s: {:.1} M nodes/s", rate(nodes, seconds));
        let start = Instant::now();
        let plain = one_ply_at_a_time(position, d, &mut buffers);
        let seconds = start.elapsed().as_secs_f64();
        say!("{name} one ply at a time({d}) = {plain} in {seconds:.3} s: {:.1} M nodes/s", rate(plain, seconds));
    }
}

/// Millions of nodes per second.
fn rate(nodes: u64, seconds: f64) -> f64 {
    if seconds > 0.0 { nodes as f64 / seconds / 1e6 } else { 0.0 }
}

fn main() {
    let depth = std::env::args().nth(1).and_then(|arg| arg.parse().ok()).unwrap_or(5);
    measure("start", &Position::startpos(), depth);
    match MIDDLEGAME.parse::<Position>() {
        Ok(position) => measure("middlegame", &position, 4),
        Err(error) => eprintln!("bad middlegame position: {error}"),
    }
}
