//! `boardkit-xboard`: the CECP engine on stdin/stdout.
//!
//! `boardkit-xboard --replay FILE.pgn` instead replays a game XBoard saved
//! and prints how it ended (used by `scripts/suite-xboard.sh`).

#![forbid(unsafe_code)]

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => match boardkit_xboard::session::run(std::io::BufReader::new(std::io::stdin()), std::io::stdout()) {
            Ok(()) => ExitCode::SUCCESS,
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
