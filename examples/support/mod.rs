//! Helpers shared by the facade's examples: argument handling, error exits,
//! and the output lines that several commands print the same way.

#![allow(dead_code)]

pub(crate) mod records;

use std::fmt::Display;
use std::process::ExitCode;
use std::time::Instant;

use boardkit::core::Game;

/// The games the examples know, by the name used on the command line.
pub(crate) const GAMES: &str = "scirocco, sirocco or towers";

/// Prints `error: <message>` to stderr and returns the exit code for bad
/// input (2), so that `main` can `return fail(...)`.
pub(crate) fn fail(message: impl Display) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(2)
}

/// The `outcome: ...` line: `outcome: ongoing` while the game goes on, else
/// the outcome as players read it (`outcome: Blue wins (royal captured)`).
pub(crate) fn outcome_line<G: Game>(game: &G) -> String {
    match game.outcome() {
        Some(outcome) => format!("outcome: {outcome}"),
        None => "outcome: ongoing".to_string(),
    }
}

/// The legal moves' texts, sorted as strings.
pub(crate) fn sorted_moves<G: Game>(game: &G) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(|mv| mv.to_string()).collect();
    moves.sort();
    moves
}

/// Runs a perft count and prints it: with `divide`, one `<move> <count>` line
/// per first move (sorted by move text), then always a closing `nodes <N>`
/// line on stdout; the time and speed go to stderr.
pub(crate) fn run_perft<M: Display>(
    divide: bool,
    run_divide: impl FnOnce() -> Vec<(M, u64)>,
    run_total: impl FnOnce() -> u64,
) {
    let start = Instant::now();
    let nodes = if divide {
        let mut lines: Vec<(String, u64)> = run_divide().into_iter().map(|(mv, n)| (mv.to_string(), n)).collect();
        lines.sort();
        for (mv, count) in &lines {
            println!("{mv} {count}");
        }
        lines.iter().map(|(_, n)| n).sum()
    } else {
        run_total()
    };
    let seconds = start.elapsed().as_secs_f64();
    println!("nodes {nodes}");
    eprintln!("time {seconds:.3} s, {:.1} M nodes/s", nodes as f64 / seconds.max(1e-9) / 1e6);
}

/// Splits `args` at a `moves` keyword: the text before it (joined with
/// spaces, since position texts contain spaces) and the move texts after it.
pub(crate) fn position_and_moves(args: &[String]) -> (String, Vec<String>) {
    match args.iter().position(|arg| arg == "moves") {
        Some(at) => (args[..at].join(" "), args[at + 1..].to_vec()),
        None => (args.join(" "), Vec::new()),
    }
}

/// Plays `moves` (texts in the game's notation) from `game`, failing with a
/// message that names the first move that does not parse or is illegal.
pub(crate) fn play_texts<G: Picture>(game: &mut G, moves: &[String]) -> Result<(), String> {
    for text in &G::split_moves(moves) {
        play_text(game, text)?;
    }
    Ok(())
}

/// Parses `text` as a person types a move ([`Picture::parse_move`]) and
/// plays it; returns the move, or a message saying why it was not played
/// (`game` is then unchanged).
pub(crate) fn play_text<G: Picture>(game: &mut G, text: &str) -> Result<G::Move, String> {
    let mv = game.parse_move(text)?;
    game.play(&mv).map_err(|error| {
        // Some games' errors already say "illegal move <move>: why".
        let message = error.to_string();
        if message.starts_with("illegal move") { message } else { format!("illegal move `{text}`: {message}") }
    })?;
    Ok(mv)
}

/// What the examples show of a game beyond the [`Game`] trait.
pub(crate) trait Picture: Game {
    /// The game's name and a one-line description.
    const TITLE: &'static str;
    /// A picture of the state for a plain terminal.
    fn picture(&self) -> String;
    /// A short line about the state (side to move, balls, scores, ...).
    fn status(&self) -> String;
    /// Reads a move as a person types it; the error is a whole message
    /// (`bad move `x`: why`). Default: the move's `FromStr`.
    fn parse_move(&self, text: &str) -> Result<Self::Move, String> {
        text.parse().map_err(|error| format!("bad move `{text}`: {error}"))
    }
    /// The moves of a command line, one text per move (the arguments after
    /// `moves`; Scirocco joins `P` `e3-e4` into one readable move).
    fn split_moves(args: &[String]) -> Vec<String> {
        args.to_vec()
    }
    /// How the examples write `mv`, a legal move of this state, for a person
    /// (default: the game's notation).
    fn move_text(&self, mv: &Self::Move) -> String {
        mv.to_string()
    }
}

#[cfg(feature = "towers")]
impl Picture for boardkit::towers::Towers {
    const TITLE: &'static str = "Towers — the balls on a piece are its moves";
    fn picture(&self) -> String {
        self.diagram()
    }
    fn status(&self) -> String {
        use boardkit::towers::Side;
        let side = |s: Side| {
            format!("{s}: {} on board, {} captured, {} lost", self.balls_on_board(s), self.captured(s), self.lost(s))
        };
        format!("balls — {}; {}", side(Side::White), side(Side::Brown))
    }
}

#[cfg(feature = "sirocco")]
impl Picture for boardkit::sirocco::Sirocco {
    const TITLE: &'static str = "Sirocco — the dice race-and-chase game";
    fn picture(&self) -> String {
        self.diagram().unwrap_or_else(|| self.to_string())
    }
    fn status(&self) -> String {
        format!("round {}; state: {self}", self.round())
    }
}

#[cfg(feature = "scirocco")]
impl Picture for boardkit::scirocco::Scirocco {
    const TITLE: &'static str = "Scirocco — Adrian King's 10×10 chess variant";
    fn picture(&self) -> String {
        self.position().diagram()
    }
    fn parse_move(&self, text: &str) -> Result<Self::Move, String> {
        boardkit::scirocco::Scirocco::parse_move(self, text).map_err(|error| error.to_string())
    }
    fn split_moves(args: &[String]) -> Vec<String> {
        boardkit::scirocco::split_moves(&args.join(" "))
    }
    /// Both notations: `P e3-e4 (e3e4)`.
    fn move_text(&self, mv: &Self::Move) -> String {
        match self.position().readable(mv) {
            Ok(readable) => format!("{readable} ({mv})"),
            Err(_) => mv.to_string(),
        }
    }
    fn status(&self) -> String {
        use boardkit::scirocco::Side;
        let position = self.position();
        let side = position.side_to_move();
        let check = if position.is_royal_attacked(side) { " (its royal piece is attacked)" } else { "" };
        format!(
            "move {}, {side} to move{check}; pieces: Blue {}, Tan {}; position: {self}",
            position.fullmove(),
            position.piece_count(Side::Blue),
            position.piece_count(Side::Tan)
        )
    }
}
