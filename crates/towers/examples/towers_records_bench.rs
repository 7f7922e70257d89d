//! Measures the record reader on a large file: writes seeded random Towers
//! games to a file until it holds the asked size, then reads it back with
//! the streaming `Reader`, replaying every move.
//!
//! Run with `cargo run --release -p boardkit-towers --example towers_records_bench [megabytes]`
//! (100 by default). Prints the file's size and game count, the read time,
//! megabytes and games per second, and on Linux the process's peak resident
//! memory, which stays near one game's worth: the reader never holds the file.

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::time::Instant;

use boardkit_core::record::{self, Reader, Record};
use boardkit_core::{Game, RandomSource, SplitMix64};
use boardkit_towers::{Config, Towers};

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

/// The peak resident memory (`VmHWM`) of this process, where `/proc` has it.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status.lines().find(|line| line.starts_with("VmHWM:")).map(|line| line[6..].trim().to_string())
        })
        .unwrap_or_else(|| "n/a".to_string())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let megabytes: u64 = std::env::args().nth(1).and_then(|arg| arg.parse().ok()).unwrap_or(100);
    let path = std::env::temp_dir().join(format!("towers-records-bench-{}.record", std::process::id()));
    let mut out = BufWriter::new(File::create(&path)?);
    let mut rng = SplitMix64::new(2026);
    let (mut written, mut games) = (0u64, 0u64);
    let config = Config::new(6, 6, 2)?.with_ply_limit(Some(400))?;
    while written < megabytes << 20 {
        let mut game = Record::new(Towers::with_config(config));
        game.set_tag("Round", &games.to_string())?;
        while let Some(pick) = {
            let moves = game.game().legal_moves();
            (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u64) as usize].clone())
        } {
            game.play(pick)?;
        }
        let text = record::write(&game);
        out.write_all(text.as_bytes())?;
        out.write_all(b"\n")?;
        written += text.len() as u64 + 1;
        games += 1;
    }
    out.flush()?;
    drop(out);
    say!(
        "wrote {games} games, {:.1} MB, to {}; peak memory so far {}",
        written as f64 / 1e6,
        path.display(),
        peak_memory()
    );

    let began = Instant::now();
    let mut read = 0u64;
    let mut plies = 0u64;
    for game in Reader::<Towers, _>::new(BufReader::new(File::open(&path)?)) {
        plies += game?.moves().len() as u64;
        read += 1;
    }
    let seconds = began.elapsed().as_secs_f64();
    std::fs::remove_file(&path)?;
    assert_eq!(read, games);
    say!(
        "read {read} games ({plies} plies, each replayed) in {seconds:.2} s: {:.1} MB/s, {:.0} games/s; peak memory {}",
        written as f64 / 1e6 / seconds,
        read as f64 / seconds,
        peak_memory()
    );
    Ok(())
}
