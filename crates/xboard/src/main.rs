//! `boardkit-xboard`: the CECP engine on stdin/stdout.
//!
//! `boardkit-xboard --variants FILE` also offers the variants of a
//! Fairy-Stockfish variants.ini file; `--variant NAME` makes `new` start
//! NAME instead of Scirocco (`--variant normal` for XBoard's chess, for
//! which XBoard sends no `variant` command). `boardkit-xboard --replay FILE.pgn`
//! instead replays a game XBoard saved and prints how it ended (used by
//! `scripts/suite-xboard.sh`).

#![forbid(unsafe_code)]

use std::process::ExitCode;

use boardkit_xboard::game::Choice;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => speak(Vec::new(), None),
        [first, ..] if first == "--variants" || first == "--variant" => match speak_options(&args) {
            Ok((extra, default)) => speak(extra, Some(default)),
            Err(error) => {
                eprintln!("boardkit-xboard: {error}");
                ExitCode::FAILURE
            }
        },
        [flag, path] if flag == "--replay" => match boardkit_xboard::replay::replay_file(path) {
            Ok(summary) => {
                println!("{summary}");
                if summary.agrees() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
            }
            Err(error) => {
                eprintln!("boardkit-xboard: {path}: {error}");
                ExitCode::FAILURE
            }
        },
        [flag] if flag == "--help" || flag == "-h" => {
            println!("usage: boardkit-xboard            speak CECP (the XBoard protocol) on stdin/stdout");
            println!("       boardkit-xboard [--variants FILE] [--variant NAME]");
            println!("           the same, also offering the variants of FILE (a Fairy-Stockfish variants.ini),");
            println!("           and starting NAME (e.g. normal, for chess) on `new` instead of scirocco");
            println!(
                "       boardkit-xboard --replay FILE.pgn   replay a game XBoard saved; exit 1 unless its result matches"
            );
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("boardkit-xboard: unknown arguments (try --help)");
            ExitCode::FAILURE
        }
    }
}

/// Speaks the protocol on stdin and stdout, offering the bundled variants
/// and `extra` (the sections of a `--variants` file), with `default` the
/// game `new` starts (Scirocco when `None`).
fn speak(extra: Vec<String>, default: Option<Choice>) -> ExitCode {
    let names = boardkit_xboard::variant::announced_names(&extra);
    match boardkit_xboard::session::run_with_variants(
        std::io::BufReader::new(std::io::stdin()),
        std::io::stdout(),
        names,
        default.unwrap_or(Choice::Scirocco),
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("boardkit-xboard: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Reads `--variants FILE` and `--variant NAME` (each at most once, in
/// either order): the variants of the file (registered) and the game `new`
/// starts.
fn speak_options(args: &[String]) -> Result<(Vec<String>, Choice), String> {
    let mut extra = None;
    let mut default = None;
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value (try --help)"))?;
        match flag.as_str() {
            "--variants" if extra.is_none() => {
                extra = Some(load_variants(value).map_err(|error| format!("{value}: {error}"))?);
            }
            "--variant" if default.is_none() => default = Some(value.clone()),
            _ => return Err(format!("unexpected `{flag}` (try --help)")),
        }
    }
    // Read after the file: the default may be one of its variants.
    let default = match default {
        Some(name) => boardkit_xboard::variant::choice(&name).ok_or_else(|| {
            format!("--variant {name}: no such variant (scirocco, a bundled one or one of --variants)")
        })?,
        None => Choice::Scirocco,
    };
    Ok((extra.unwrap_or_default(), default))
}

/// Reads a variants file and registers its sections, so that `variant`
/// finds them; their names.
fn load_variants(path: &str) -> Result<Vec<String>, String> {
    use boardkit_variant::{MAX_FILE_BYTES, Variants};
    let size = std::fs::metadata(path).map_err(|error| error.to_string())?.len();
    if size > MAX_FILE_BYTES as u64 {
        return Err(format!("too large for a variants file ({size} bytes, at most {MAX_FILE_BYTES})"));
    }
    let text = std::fs::read_to_string(path).map_err(|error| error.to_string())?;
    let variants = Variants::parse(&text).map_err(|error| error.to_string())?;
    let names: Vec<String> = variants.names().map(str::to_string).collect();
    if names.is_empty() {
        return Err("no variant: a section starts with a line like `[name:chess]`".to_string());
    }
    boardkit_variant::register(&variants);
    Ok(names)
}
