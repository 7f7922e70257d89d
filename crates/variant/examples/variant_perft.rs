//! Perft of a variant from the command line, for comparing with
//! Fairy-Stockfish's `go perft`.
//!
//! ```text
//! cargo run --release -p boardkit-variant --example variant_perft -- [--ini FILE] [--divide] [--trait] VARIANT DEPTH [FEN | startpos] [moves M1 M2 ...]
//! ```
//!
//! Prints `nodes <count>` (and with `--divide` one `<move>: <count>` line
//! per legal move first); `--fen` after the moves prints the FEN reached.
//! The count is the crate's own loop ([`VariantGame::perft`]); `--trait`
//! counts with [`boardkit_core::perft`] instead, through the `Game` trait
//! as a search plays (both count the last ply without playing it).

use std::process::ExitCode;
use std::sync::Arc;

use boardkit_core::Game;
use boardkit_variant::{Rules, VariantGame, Variants, variant};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("variant_perft: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut file: Option<Variants> = None;
    let mut divide = false;
    let mut print_fen = false;
    let mut through_trait = false;
    while let Some(first) = args.first().cloned() {
        match first.as_str() {
            "--ini" => {
                let path = args.get(1).ok_or("--ini needs a file")?;
                let text = std::fs::read_to_string(path).map_err(|error| format!("{path}: {error}"))?;
                // Every supported section; a refused one is reported when asked for.
                let (variants, refused) = Variants::parse_each(&text).map_err(|error| format!("{path}: {error}"))?;
                if let Some((_, error)) =
                    args.get(2).and_then(|name| refused.iter().find(|(refused, _)| refused == name))
                {
                    return Err(format!("{path}: {error}"));
                }
                file = Some(variants);
                args.drain(..2);
            }
            "--divide" => {
                divide = true;
                args.remove(0);
            }
            "--trait" => {
                through_trait = true;
                args.remove(0);
            }
            "--fen" => {
                print_fen = true;
                args.remove(0);
            }
            _ => break,
        }
    }
    let name = args
        .first()
        .ok_or("usage: variant_perft [--ini FILE] [--divide] [--trait] VARIANT DEPTH [FEN|startpos] [moves ...]")?;
    let rules: Arc<Rules> = file
        .as_ref()
        .and_then(|file| file.get(name).cloned())
        .or_else(|| variant(name))
        .ok_or_else(|| format!("unknown variant `{name}`"))?;
    let depth: u32 = args.get(1).ok_or("missing depth")?.parse().map_err(|_| "bad depth")?;
    let rest = &args[2.min(args.len())..];
    let moves_at = rest.iter().position(|word| word == "moves").unwrap_or(rest.len());
    let position = rest[..moves_at].join(" ");
    let mut game = if position.is_empty() || position == "startpos" {
        VariantGame::new(rules)
    } else {
        VariantGame::from_fen(rules, &position)
    }
    .map_err(|error| error.to_string())?;
    for text in rest.iter().skip(moves_at + 1) {
        let mv = text.parse().map_err(|error| format!("{error}"))?;
        game.play(&mv).map_err(|error| error.to_string())?;
    }
    if print_fen {
        println!("fen {}", game.fen());
    }
    if divide {
        let mut moves = Vec::new();
        game.generate_moves(&mut moves);
        for mv in &moves {
            let mut next = game.clone();
            next.play_unchecked(mv);
            println!("{mv}: {}", if depth > 1 { next.perft(depth - 1) } else { 1 });
        }
    }
    let start = std::time::Instant::now();
    let nodes = if through_trait { boardkit_core::perft(&game, depth) } else { game.perft(depth) };
    println!("nodes {nodes}");
    // The perft alone, without reading and compiling the variants.
    println!("seconds {:.4}", start.elapsed().as_secs_f64());
    Ok(())
}
