//! Measures how long validating large point-and-line board data takes.
//!
//! ```text
//! cargo run --release -p boardkit-geometry --example board_data_cost -- 100000
//! ```
//!
//! Builds boards of 256 points with `N` regions (distinct names), as many
//! regions as allowed, one region of `N` members, and all 32,640 possible lines, and prints the time
//! [`LineBoard::from_data`] takes on each (or the error it gives).

use std::time::Instant;

use boardkit_geometry::graph::{BoardData, LineBoard};

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

fn time(label: &str, data: &BoardData) {
    let start = Instant::now();
    let result = LineBoard::from_data(data);
    let elapsed = start.elapsed().as_secs_f64() * 1e3;
    match result {
        Ok(board) => say!("{label}: {elapsed:.2} ms, {} regions", board.regions().count()),
        Err(error) => say!("{label}: {elapsed:.2} ms, refused: {error}"),
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: usize = std::env::args().nth(1).unwrap_or_else(|| "100000".into()).parse()?;
    let limit = n.min(boardkit_geometry::graph::MAX_REGIONS);
    let points: Vec<String> = (0..256).map(|i| format!("p{i}")).collect();
    let regions = (0..n).map(|i| (format!("r{i}"), vec![points[i % 256].clone()])).collect();
    time(&format!("{n} regions"), &BoardData { points: points.clone(), lines: Vec::new(), regions });
    let regions = (0..limit).map(|i| (format!("r{i}"), vec![points[i % 256].clone()])).collect();
    time(&format!("{limit} regions (the limit)"), &BoardData { points: points.clone(), lines: Vec::new(), regions });
    let members = (0..n).map(|i| points[i % 256].clone()).collect();
    let one_region = vec![("big".to_string(), members)];
    time(
        &format!("1 region of {n} members"),
        &BoardData { points: points.clone(), lines: Vec::new(), regions: one_region },
    );
    let mut lines = Vec::new();
    for a in 0..256 {
        for b in a + 1..256 {
            lines.push((points[a].clone(), points[b].clone()));
        }
    }
    time(
        &format!("{} lines", lines.len()),
        &BoardData { points: points.clone(), lines: lines.clone(), regions: Vec::new() },
    );
    lines.extend(lines.clone());
    time(&format!("{} lines (each twice)", lines.len()), &BoardData { points, lines, regions: Vec::new() });
    Ok(())
}
