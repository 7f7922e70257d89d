//! Shows where a piece written in Betza / XBetza notation can move.
//!
//! ```text
//! cargo run --release --example betza -- "<string>" --board 10x10 --from e5 [--own d4,e6] [--enemy f6] [--side white|black] [--initial]
//! ```
//!
//! Prints the diagram (see `boardkit::betza::LEGEND`), then one line per
//! move, sorted by square:
//! the destination, then ` x<square>` for every captured square
//! (`e7 xe6` is a jump-capture over e6; `e5 xf4` a capture without moving).
//! `--side black` (or `tan`) turns the movement 180 degrees; `--initial`
//! says the piece stands on its initial square (for `i` moves). This output
//! format is relied on by other tools: keep it stable.

#[cfg(feature = "scirocco")]
pub(crate) mod cli {
    use boardkit::betza::{Forward, LEGEND, MoveTable, Movement, Occupant, diagram};
    use boardkit::geometry::{Grid, Square};

    const USAGE: &str = "usage: betza \"<string>\" --board WxH --from SQUARE [--own SQ,SQ]
             [--enemy SQ,SQ] [--side white|black] [--initial]";

    /// `diagram: ` and the diagram's legend, folded after a comma to fit 80
    /// columns, the next lines aligned under the first entry.
    fn fold_legend() -> String {
        let entries: Vec<&str> = LEGEND.split(", ").collect();
        let mut out = String::from("diagram:");
        let mut width = out.len();
        for (index, entry) in entries.iter().enumerate() {
            let entry = if index + 1 < entries.len() { format!("{entry},") } else { entry.to_string() };
            if width + 1 + entry.len() > 80 {
                out.push_str("\n        ");
                width = 8;
            }
            out.push(' ');
            out.push_str(&entry);
            width += 1 + entry.len();
        }
        out
    }

    /// Runs the command line (without the program name) and returns the text to print.
    pub(crate) fn run(args: &[String]) -> Result<String, String> {
        let mut text = None;
        let mut board = None;
        let mut from = None;
        let mut own = Vec::new();
        let mut enemy = Vec::new();
        let mut forward = Forward::Up;
        let mut initial = false;
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| args.next().cloned().ok_or(format!("{name} needs a value\n{USAGE}"));
            match arg.as_str() {
                "--board" => board = Some(parse_board(&value("--board")?)?),
                "--from" => from = Some(value("--from")?),
                "--own" => own.push(value("--own")?),
                "--enemy" => enemy.push(value("--enemy")?),
                "--side" => {
                    forward = match value("--side")?.to_ascii_lowercase().as_str() {
                        "white" | "blue" | "up" => Forward::Up,
                        "black" | "tan" | "down" => Forward::Down,
                        other => return Err(format!("unknown side `{other}`: expected white or black")),
                    }
                }
                "--initial" => initial = true,
                "-h" | "--help" => return Ok(format!("{USAGE}\n{}\n", fold_legend())),
                option if option.starts_with("--") => return Err(format!("unknown option `{option}`\n{USAGE}")),
                string if text.is_none() => text = Some(string.to_string()),
                extra => return Err(format!("unexpected argument `{extra}`\n{USAGE}")),
            }
        }
        let text = text.ok_or(format!("missing the Betza string\n{USAGE}"))?;
        let grid = board.unwrap_or(Grid::new(10, 10).map_err(|e| e.to_string())?);
        // Squares are read once the board is known, so that errors name its range.
        let from = parse_square(&from.ok_or(format!("missing --from\n{USAGE}"))?, "--from", grid)?;
        let own = parse_squares(&own, "--own", grid)?;
        let enemy = parse_squares(&enemy, "--enemy", grid)?;
        if let Some(both) = own.iter().find(|s| enemy.contains(s)) {
            return Err(format!("{both} is listed as both own and enemy"));
        }
        let movement = Movement::parse(&text).map_err(|e| format!("`{text}`: {e}"))?;
        let table = MoveTable::new(&movement, grid).map_err(|e| e.to_string())?;
        let occupancy = |square: Square| {
            if own.contains(&square) {
                Occupant::Own
            } else if enemy.contains(&square) {
                Occupant::Enemy
            } else {
                Occupant::Empty
            }
        };
        let mut out = diagram(&table, from, forward, &occupancy, initial);
        let mut moves = table.moves(from, forward, &occupancy, initial);
        moves.sort_by(|a, b| (a.to, &a.captured[..]).cmp(&(b.to, &b.captured[..])));
        for generated in moves {
            out.push_str(&format!("{generated}\n"));
        }
        Ok(out)
    }

    fn parse_board(text: &str) -> Result<Grid, String> {
        let (w, h) = text.split_once(['x', 'X']).ok_or(format!("bad board size `{text}`: expected WxH, e.g. 10x10"))?;
        let w: u8 = w.parse().map_err(|_| format!("bad board width `{w}`"))?;
        let h: u8 = h.parse().map_err(|_| format!("bad board height `{h}`"))?;
        Grid::new(w, h).map_err(|e| e.to_string())
    }

    /// A square of `grid`; the error names the board's own range.
    fn parse_square(text: &str, flag: &str, grid: Grid) -> Result<Square, String> {
        match text.trim().parse::<Square>() {
            Ok(square) if grid.contains(square) => Ok(square),
            _ => {
                let last =
                    Square::from_coords(grid.width() - 1, grid.height() - 1).map_or(String::new(), |s| s.to_string());
                Err(format!(
                    "bad square `{text}` for {flag}: the {}x{} board has squares a1 to {last}",
                    grid.width(),
                    grid.height()
                ))
            }
        }
    }

    /// Comma-separated squares of `grid`, from every use of `flag`.
    fn parse_squares(texts: &[String], flag: &str, grid: Grid) -> Result<Vec<Square>, String> {
        texts
            .iter()
            .flat_map(|text| text.split(','))
            .filter(|s| !s.trim().is_empty())
            .map(|s| parse_square(s, flag, grid))
            .collect()
    }
}

#[cfg(feature = "scirocco")]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match cli::run(&args) {
        Ok(text) => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                // A closed pipe (`betza ... | head -3`): the reader has what it wanted.
                Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => {
                    error_line(format_args!("cannot write the output: {error}"));
                    std::process::exit(1);
                }
                _ => {}
            }
        }
        Err(message) => {
            error_line(format_args!("{message}"));
            std::process::exit(2);
        }
    }
}

/// Writes `error: <message>` to stderr, quietly doing nothing when stderr is a
/// closed pipe (`betza ... 2>&1 | head -1`), where `eprintln!` would panic.
fn error_line(message: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr().lock(), "error: {message}");
}

#[cfg(not(feature = "scirocco"))]
fn main() {
    error_line(format_args!("the betza example needs the `scirocco` feature (on by default)"));
    std::process::exit(2);
}
