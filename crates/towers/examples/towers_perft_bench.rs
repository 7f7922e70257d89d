//! Measures the fast perft of the default Towers start position.
//!
//! Run with `cargo run --release -p boardkit-towers --example towers_perft_bench [depth]`
//! (depth 4 by default). Prints the node count, the best time of three runs
//! and paths per second (leaves counted in bulk, single thread), and for
//! comparison the generic `boardkit_core::perft`, which lists and plays
//! every action.

use std::time::Instant;

use boardkit_towers::{Towers, perft};

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

fn best_of_three(mut run: impl FnMut() -> u64) -> (u64, f64) {
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..3 {
        let began = Instant::now();
        nodes = run();
        best = best.min(began.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn main() {
    let depth: u32 = std::env::args().nth(1).and_then(|arg| arg.parse().ok()).unwrap_or(4);
    let start = Towers::startpos();
    // Warm up caches and the branch predictor with a shallower run.
    let _ = perft(&start, depth.saturating_sub(1));
    let (nodes, seconds) = best_of_three(|| perft(&start, depth));
    say!("perft({depth}) of the default start = {nodes}");
    say!("fast perft:    best of 3: {seconds:.3} s, {:.1} M nodes/s", nodes as f64 / seconds / 1e6);
    if depth <= 4 {
        let (generic, seconds) = best_of_three(|| boardkit_core::perft(&start, depth));
        assert_eq!(generic, nodes, "the generic perft disagrees");
        say!("generic perft: best of 3: {seconds:.3} s, {:.1} M nodes/s", generic as f64 / seconds / 1e6);
    }
}
