//! Times parsing and compiling adversarial Betza strings on 16×16: the texts
//! that cost the most per the limits in `table.rs` and `parse.rs`.
//!
//! ```text
//! cargo run --release -p boardkit-betza --example betza_compile_bench
//! cargo run --release -p boardkit-betza --example betza_compile_bench -- relay-100k   # one case
//! /usr/bin/time -v target/release/examples/betza_compile_bench relay-100k           # its peak memory
//! ```
//!
//! Each case is parsed and compiled several times; the line gives the best
//! and worst time (parse plus compile, in milliseconds) and the outcome. The
//! crate promises every text compiles or is refused "in well under 100 ms" on
//! any board up to 16×16: these are the texts that come closest.

use std::time::Instant;

use boardkit_betza::{MAX_COMPONENTS, MoveTable, Movement};
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

/// How many times each case runs (the best and the worst are printed).
const RUNS: usize = 5;

/// `prefix` + atom with each range in `ranges`, space-separated.
fn family(prefixes: &[&str], atom: &str, ranges: core::ops::RangeInclusive<u8>) -> String {
    let mut parts = Vec::new();
    for prefix in prefixes {
        for range in ranges.clone() {
            parts.push(format!("{prefix}{atom}{range}"));
        }
    }
    parts.join(" ")
}

/// `count` distinct relay components (`x` legs), about 10 bytes each (at
/// most 122,880).
fn relays(count: usize) -> String {
    const GROUPS: [&str; 16] = ["", "f", "b", "l", "r", "fl", "fr", "bl", "br", "fs", "bs", "v", "s", "m", "c", "p"];
    let mut out = String::new();
    let mut made = 0;
    'all: for atom in ["W", "F"] {
        for first in GROUPS {
            for second in GROUPS {
                for third in GROUPS {
                    for range in 1..=15 {
                        if made == count {
                            break 'all;
                        }
                        out.push_str(&format!("x{first}a{second}a{third}{atom}{range} "));
                        made += 1;
                    }
                }
            }
        }
    }
    out
}

/// Short leaper components, as many as [`MAX_COMPONENTS`] allows.
fn components() -> String {
    let mut out = String::new();
    let mut made = 0;
    for atom in ["W", "F", "D", "N", "A", "H", "C", "Z", "G"] {
        for direction in ["", "f", "b", "l", "r", "v", "s"] {
            for mode in ["", "m", "c", "n", "i"] {
                if made < MAX_COMPONENTS {
                    out.push_str(&format!("{direction}{mode}{atom}"));
                    made += 1;
                }
            }
        }
    }
    out
}

/// Makes the text of one case.
type MakeText = Box<dyn Fn() -> String>;

/// The cases: a name and how to make the text (made only when the case
/// runs, so that one case's peak memory is its own).
fn cases() -> Vec<(&'static str, MakeText)> {
    let text = |t: &'static str| -> MakeText { Box::new(move || t.to_string()) };
    vec![
        // 32 lame queens of ranges 8-15: the most templates a text was seen to build and keep.
        ("lame-queens-32", Box::new(|| family(&["n", "mn", "cn", "in"], "Q", 8..=15))),
        ("queens-45", Box::new(|| family(&["", "n", "i"], "Q", 1..=15))),
        ("queens-32", Box::new(|| family(&["", "m", "c", "i"], "Q", 8..=15))),
        ("random-accepted", text("nvR ymfsaymvacfsFF gsB cvaypracfK pfsaypaycraesF9 yfhaxbsacaelfK ymlajfrW")),
        (
            "random-too-complex",
            text(
                "cflG cfrKK nWW6 ylfamfamfracnfQ ymbaypvarW xlfacbaycvsamclfF ycbaxfsayamclC cA pvacK favsB11 \
                 ycbaifK ypfsayambC prH gvA xracsaybsafsW mcvsW11 psaymrajlfH7",
            ),
        ),
        // Fourteen queen variants: the table limit, reached with little work per template.
        ("queen-mix-14", text("nQ mnQ cnQ inQ imnQ icnQ jQ mjQ cjQ pQ gQ mpQ cpQ ipQ")),
        // 256 components (the most allowed): leapers with every direction and mode letter.
        ("components-256", Box::new(components)),
        ("aaaaaW", text("aaaaaW")),
        ("aaaK", text("aaaK")),
        ("ypaQ", text("ypaQ")),
        ("aaaaaF", text("aaaaaF")),
        ("aaaaaK", text("aaaaaK")),
        ("aaaaaWaaaaaF", text("aaaaaWaaaaaF")),
        ("yafsyafsyafseR4", text("yafsyafsyafseR4")),
        ("yayayayayaNN", text("yayayayayaNN")),
        ("pQ", text("pQ")),
        ("mRcpR", text("mRcpR")),
        ("relay-10k", Box::new(|| relays(10_000))),
        ("relay-100k", Box::new(|| relays(100_000))),
        ("long-f", Box::new(|| format!("{}W", "f".repeat(10_000_000)))),
        ("long-ws", Box::new(|| " W".repeat(5_000_000))),
    ]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let only: Vec<String> = std::env::args().skip(1).collect();
    let grid = Grid::new(16, 16)?;
    let mut worst_overall: f64 = 0.0;
    for (name, make) in cases() {
        if !only.is_empty() && !only.iter().any(|o| o == name) {
            continue;
        }
        let text = make();
        let (mut best, mut worst) = (f64::INFINITY, 0.0f64);
        let mut outcome = String::new();
        for _ in 0..RUNS {
            let start = Instant::now();
            let result = Movement::parse(&text)
                .map_err(|e| format!("parse error: {e}"))
                .and_then(|movement| MoveTable::new(&movement, grid).map_err(|e| format!("refused: {e}")));
            let elapsed = start.elapsed().as_secs_f64() * 1e3;
            best = best.min(elapsed);
            worst = worst.max(elapsed);
            outcome = match result {
                Ok(table) => format!("{} templates", table.template_count()),
                Err(error) => error,
            };
        }
        worst_overall = worst_overall.max(worst);
        say!("{name:>20} ({:>8} bytes): best {best:7.2} ms, worst {worst:7.2} ms: {outcome}", text.len());
    }
    say!("worst of all: {worst_overall:.2} ms");
    Ok(())
}
