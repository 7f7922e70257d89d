//! Measures table building and move generation speed for the Scirocco pieces.
//!
//! ```text
//! cargo run --release -p boardkit-betza --example betza_bench
//! ```
//!
//! Prints the time to compile all 36 piece tables for 10×10 and the number of
//! generated moves per second over every square of a half-full board.

use std::hint::black_box;
use std::time::Instant;

use boardkit_betza::{Forward, MoveTable, Movement, Occupant, catalog};
use boardkit_geometry::{Grid, Square};

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

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let grid = Grid::new(10, 10)?;
    let movements: Vec<Movement> = catalog::SCIROCCO.iter().map(|(_, text)| text.parse()).collect::<Result<_, _>>()?;
    let start = Instant::now();
    let tables: Vec<MoveTable> = movements.iter().map(|m| MoveTable::new(m, grid)).collect::<Result<_, _>>()?;
    let compile = start.elapsed();
    say!("compiled {} tables for 10x10 in {:.2} ms", tables.len(), compile.as_secs_f64() * 1e3);

    // A fixed pseudo-random board: 3/8 own, 3/8 enemy, 1/4 empty squares.
    let board = |square: Square| match (square.index() as u32).wrapping_mul(2_654_435_761) >> 29 {
        0..=2 => Occupant::Own,
        3..=5 => Occupant::Enemy,
        _ => Occupant::Empty,
    };
    let mut buffer = Vec::with_capacity(256);
    let mut moves = 0u64;
    let rounds = 2_000;
    let start = Instant::now();
    for _ in 0..rounds {
        for table in &tables {
            for from in grid.squares() {
                for forward in Forward::ALL {
                    buffer.clear();
                    table.generate(from, forward, &board, false, &mut buffer);
                    moves += buffer.len() as u64;
                }
            }
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    let calls = rounds as f64 * tables.len() as f64 * grid.len() as f64 * 2.0;
    say!(
        "{} moves in {:.2} s: {:.1} M moves/s, {:.1} M generate calls/s",
        black_box(moves),
        elapsed,
        moves as f64 / elapsed / 1e6,
        calls / elapsed / 1e6
    );
    Ok(())
}
