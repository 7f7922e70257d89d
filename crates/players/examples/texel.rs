//! Fits the Scirocco piece values to the results of self-play games (a
//! Texel-style logistic fit) and prints the table, to paste as
//! `scirocco::PIECE_VALUES`:
//!
//! ```text
//! cargo run --release -p boardkit-players --example texel
//! ```
//!
//! The games, node budget and seed are `SETTINGS` of
//! `tests/texel/fit.rs`; the test `tests/texel/main.rs` (`#[ignore]`d,
//! slow) checks that the committed table is what this prints.

#[cfg(feature = "scirocco")]
#[path = "../tests/texel/fit.rs"]
mod fit;

#[cfg(feature = "scirocco")]
fn main() {
    use boardkit_players::scirocco::MOBILITY_VALUES;
    use boardkit_scirocco::PieceKind;
    let started = std::time::Instant::now();
    let samples = fit::samples(fit::SETTINGS);
    eprintln!("{:?}: {} positions in {:.0} s", fit::SETTINGS, samples.len(), started.elapsed().as_secs_f64());
    let found = fit::fit(&samples);
    eprintln!(
        "{} positions, slope {:.3}, mean loss {:.5} with the mobility values, {:.5} fitted ({:.0} s in all)",
        found.positions,
        found.scale,
        found.loss_before,
        found.loss_after,
        started.elapsed().as_secs_f64()
    );
    println!("pub const PIECE_VALUES: [i32; KIND_COUNT] = [");
    for kind in PieceKind::ALL {
        let value = found.values[kind.index()];
        println!("    {value}, // {} (mobility {})", kind.name(), MOBILITY_VALUES[kind.index()]);
    }
    println!("];");
}

#[cfg(not(feature = "scirocco"))]
fn main() {
    eprintln!("the texel example needs the scirocco feature");
}
