//! `boardkit-web`: starts the playground server and prints where it listens.
//!
//! ```text
//! boardkit-web [--port N] [--bind ADDR] [--max-games N]
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::process::ExitCode;

use boardkit_web::Config;

const USAGE: &str = "usage: boardkit-web [--port N] [--bind ADDR] [--max-games N]

Starts the boardkit playground: play Scirocco, Sirocco and Towers in the browser.
  --port N        the port to listen on (default 8080; 0 picks a free one)
  --bind ADDR     the address to listen on (default 127.0.0.1, this machine only)
  --max-games N   the most live games; the least recently used is evicted (default 1000)";

struct Args {
    port: u16,
    bind: IpAddr,
    config: Config,
}

fn parse(args: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut parsed = Args { port: 8080, bind: IpAddr::from([127, 0, 0, 1]), config: Config::default() };
    let mut args = args.peekable();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--port" => {
                let text = value("--port")?;
                parsed.port = text.parse().map_err(|_| format!("--port {text:?} is not a port number (0-65535)"))?;
            }
            "--bind" => {
                let text = value("--bind")?;
                parsed.bind = text.parse().map_err(|_| format!("--bind {text:?} is not an IP address"))?;
            }
            "--max-games" => {
                let text = value("--max-games")?;
                parsed.config.max_games = text
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| format!("--max-games {text:?} is not a positive number"))?;
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(Some(parsed))
}

fn main() -> ExitCode {
    let args = match parse(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            eprintln!("boardkit-web: {error}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("boardkit-web: cannot start the runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let address = SocketAddr::new(args.bind, args.port);
    let result = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|error| std::io::Error::new(error.kind(), format!("cannot listen on {address}: {error}")))?;
        // Tools wait for this line: stdout is line-buffered, so it is out before the first request.
        let _ = writeln!(std::io::stdout(), "listening on http://{}", listener.local_addr()?);
        boardkit_web::serve(listener, args.config).await
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("boardkit-web: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_list(list: &[&str]) -> Result<Option<Args>, String> {
        parse(list.iter().map(|arg| (*arg).to_string()))
    }

    #[test]
    fn every_option_is_read_and_the_defaults_are_loopback_and_8080() {
        let parsed =
            parse_list(&["--port", "0", "--bind", "::1", "--max-games", "5"]).expect("valid").expect("not help");
        assert_eq!(
            (parsed.port, parsed.bind, parsed.config.max_games),
            (0, IpAddr::from([0u16, 0, 0, 0, 0, 0, 0, 1]), 5)
        );
        let defaults = parse_list(&[]).expect("valid").expect("not help");
        assert_eq!((defaults.port, defaults.bind), (8080, IpAddr::from([127, 0, 0, 1])));
        assert_eq!(defaults.config.max_games, Config::default().max_games);
        assert_eq!(parse_list(&["--max-games", "1"]).expect("one game is enough").map(|a| a.config.max_games), Some(1));
        assert_eq!(
            parse_list(&["--max-games", "0"]).err().as_deref(),
            Some("--max-games \"0\" is not a positive number")
        );
        assert!(parse_list(&["--port", "1", "-h"]).expect("help").is_none());
    }
}
