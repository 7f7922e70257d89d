//! Measures what compiling Betza strings costs: time and table size.
//!
//! ```text
//! cargo run --release -p boardkit-betza --example compile_cost -- 16x16 aaaaaW aaaK ypaQ
//! ```
//!
//! For each string prints the compile time, the number of templates and the
//! table's heap size (or the error). Peak memory of the whole process:
//! `/usr/bin/time -v target/release/examples/compile_cost ...`.

use std::time::Instant;

use boardkit_betza::{Forward, MoveTable, Movement};
use boardkit_geometry::Grid;

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
    let mut args = std::env::args().skip(1);
    let size = args.next().ok_or("usage: compile_cost WxH TEXT...")?;
    let (w, h) = size.split_once('x').ok_or("board size is WxH")?;
    let grid = Grid::new(w.parse()?, h.parse()?)?;
    for text in args {
        let movement = Movement::parse(&text)?;
        let start = Instant::now();
        let result = MoveTable::new(&movement, grid);
        let elapsed = start.elapsed().as_secs_f64() * 1e3;
        match result {
            Ok(table) => {
                let templates: usize = Forward::ALL
                    .iter()
                    .flat_map(|&f| grid.squares().map(move |s| (f, s)))
                    .map(|(f, s)| table.templates(s, f).len())
                    .sum();
                say!("{text:>20} {size}: {elapsed:9.2} ms, {templates} templates, {} steps of work", table.work());
            }
            Err(error) => say!("{text:>20} {size}: {elapsed:9.2} ms, refused: {error}"),
        }
    }
    Ok(())
}
