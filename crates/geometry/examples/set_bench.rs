//! Rough speed of the square sets: `cargo run --release -p boardkit-geometry --example set_bench`.
//!
//! Builds pseudo-random sets on a 10×10 board and times union + iteration
//! for `DenseSet<10>`, `SquareSet` and a `BTreeSet<Square>` for comparison.
//! Prints squares visited per second; nothing is asserted.

use std::collections::BTreeSet;
use std::hint::black_box;
use std::time::Instant;

use boardkit_geometry::{DenseSet, Grid, Square, SquareSet};

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

const SETS: usize = 1024;
const ROUNDS: usize = 2_000;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let grid = Grid::new(10, 10)?;
    // xorshift: reproducible pseudo-random squares of the board, about a third of them per set.
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let mut random_set = || -> Vec<Square> {
        grid.squares()
            .filter(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state.is_multiple_of(3)
            })
            .collect()
    };
    let lists: Vec<Vec<Square>> = (0..SETS).map(|_| random_set()).collect();
    let dense: Vec<DenseSet<10>> =
        lists.iter().map(|l| DenseSet::try_from_iter(l.iter().copied())).collect::<Result<_, _>>()?;
    let wide: Vec<SquareSet> = lists.iter().map(|l| l.iter().copied().collect()).collect();
    let tree: Vec<BTreeSet<Square>> = lists.iter().map(|l| l.iter().copied().collect()).collect();

    let report = |name: &str, visited: usize, seconds: f64| {
        say!("{name:>16}: {:>8.1} M squares/s ({visited} squares in {seconds:.3} s)", visited as f64 / seconds / 1e6);
    };

    let start = Instant::now();
    let mut visited = 0;
    for _ in 0..ROUNDS {
        for pair in dense.windows(2) {
            for square in black_box(pair[0] | pair[1]) {
                visited += usize::from(black_box(square).index() != 255);
            }
        }
    }
    report("DenseSet<10>", visited, start.elapsed().as_secs_f64());

    let start = Instant::now();
    let mut visited = 0;
    for _ in 0..ROUNDS {
        for pair in wide.windows(2) {
            for square in black_box(pair[0] | pair[1]) {
                visited += usize::from(black_box(square).index() != 255);
            }
        }
    }
    report("SquareSet", visited, start.elapsed().as_secs_f64());

    let start = Instant::now();
    let mut visited = 0;
    for _ in 0..ROUNDS / 20 {
        for pair in tree.windows(2) {
            for square in black_box(pair[0].union(&pair[1])) {
                visited += usize::from(black_box(square).index() != 255);
            }
        }
    }
    report("BTreeSet", visited, start.elapsed().as_secs_f64());

    let start = Instant::now();
    let mut total = 0;
    for _ in 0..ROUNDS * 10 {
        for set in &dense {
            total += black_box(*set).len();
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    say!(
        "{:>16}: {:>8.1} M popcounts/s ({total} squares counted)",
        "DenseSet len",
        (ROUNDS * 10 * SETS) as f64 / seconds / 1e6
    );
    Ok(())
}
