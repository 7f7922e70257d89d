//! Helpers shared by the facade's examples: argument handling, error exits,
//! and the output lines that several commands print the same way.

#![allow(dead_code)]

pub(crate) mod records;

use std::fmt::Display;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use boardkit::core::Game;

pub(crate) mod terminal;
pub(crate) use terminal::Paint;

/// The games the examples know, by the name used on the command line.
pub(crate) const GAMES: &str = "scirocco, sirocco or towers";

/// Prints `error: <message>` to stderr and returns the exit code for bad
/// input (2), so that `main` can `return fail(...)`. Every example reports
/// every error this way.
pub(crate) fn fail(message: impl Display) -> ExitCode {
    write_stderr(format_args!("error: {message}\n"));
    ExitCode::from(2)
}

/// Writes to stderr, ignoring a failure: when stderr is a closed pipe
/// (`example 2>&1 | head -1`) nobody is left to read it, and `eprint!`
/// would panic instead.
pub(crate) fn write_stderr(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut err = std::io::stderr().lock();
    let _ = err.write_fmt(args).and_then(|()| err.flush());
}

/// `eprintln!` through [`write_stderr`]: quiet on a closed pipe.
macro_rules! tell {
    ($($arg:tt)*) => { $crate::support::write_stderr(format_args!("{}\n", format_args!($($arg)*))) };
}
#[allow(unused_imports)] // not every program that includes this module warns
pub(crate) use tell;

/// Set by [`finish_after_a_closed_pipe`].
static FINISH_AFTER_A_CLOSED_PIPE: AtomicBool = AtomicBool::new(false);
/// Set once a write to stdout found the reader gone, while the program goes on.
static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// Asks [`write_stdout`] to keep the program going when the reader goes,
/// dropping the rest of the output: for a program that has work to finish
/// beyond its output (`tour --save` writes its records).
pub(crate) fn finish_after_a_closed_pipe() {
    FINISH_AFTER_A_CLOSED_PIPE.store(true, Ordering::Relaxed);
}

/// The message for a game name the examples do not know.
pub(crate) fn unknown_game(name: &str) -> String {
    format!("unknown game `{name}` (expected {GAMES})")
}

/// Checks the game name of a command line, before anything after it: a
/// mistyped game is then reported as one, not as a fault of the options
/// or the position that follow (which depend on the game).
pub(crate) fn check_game(name: &str) -> Result<(), String> {
    if ["scirocco", "sirocco", "towers"].contains(&name) { Ok(()) } else { Err(unknown_game(name)) }
}

/// Writes to stdout; when the reader has gone (`example | head -2`), the
/// program ends quietly with success instead of panicking as `print!` does.
pub(crate) fn write_stdout(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if let Err(error) = out.write_fmt(args).and_then(|()| out.flush()) {
        if error.kind() == std::io::ErrorKind::BrokenPipe && FINISH_AFTER_A_CLOSED_PIPE.load(Ordering::Relaxed) {
            STDOUT_CLOSED.store(true, Ordering::Relaxed);
            return;
        }
        exit_on_write_error(&error);
    }
}

/// Ends the program after a failed write to stdout: quietly when the pipe
/// was closed, with `error: ...` otherwise.
pub(crate) fn exit_on_write_error(error: &std::io::Error) -> ! {
    if error.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    tell!("error: cannot write the output: {error}");
    std::process::exit(1);
}

/// `println!` through [`write_stdout`]: a closed pipe ends the program quietly.
macro_rules! say {
    () => { $crate::support::write_stdout(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::support::write_stdout(format_args!("{}\n", format_args!($($arg)*))) };
}
#[allow(unused_imports)] // not every program that includes this module prints through it
pub(crate) use say;

/// A Scirocco game from a `startpos|FEN [moves ...]` text, with an error
/// message that says which part is wrong (the position, or which move).
#[cfg(feature = "scirocco")]
pub(crate) fn scirocco_spec(text: &str) -> Result<boardkit::scirocco::Scirocco, String> {
    use boardkit::scirocco::{FenError, Scirocco, SpecError};
    Scirocco::from_spec(text).map_err(|error| match error {
        // Its own text starts "invalid position: ", which would stutter here.
        SpecError::Position(FenError::Invalid(invalid)) => {
            format!("bad Scirocco position: {}{}", invalid.details.join("; "), start_hint(text, "startpos"))
        }
        SpecError::Position(error) => format!("bad Scirocco position: {error}{}", start_hint(text, "startpos")),
        other => other.to_string(),
    })
}

/// A Towers position from its text (or `startpos`), optionally followed by
/// `moves <m1> ...` as for Scirocco, with a message that names the game once
/// and points a mistyped start (`start`) to `startpos`.
#[cfg(feature = "towers")]
pub(crate) fn towers_position(text: &str) -> Result<boardkit::towers::Towers, String> {
    with_moves(text, |position| {
        position.parse().map_err(|error| format!("bad Towers position: {error}{}", start_hint(position, "startpos")))
    })
}

/// A Sirocco state from its text (or `startpos[:<players>]`), optionally
/// followed by `moves <m1> ...` (a throw is `roll 3`, quoted or not), with a
/// message that names the game once and points a mistyped start to
/// `startpos`.
#[cfg(feature = "sirocco")]
pub(crate) fn sirocco_state(text: &str) -> Result<boardkit::sirocco::Sirocco, String> {
    with_moves(text, |position| {
        boardkit::sirocco::Sirocco::parse_position(position)
            .map_err(|error| format!("bad Sirocco state: {error}{}", start_hint(position, "startpos:<players>")))
    })
}

/// A hint for a position given as one plain word (`start`, `initial`):
/// every game's position text has `/` (or `|`) in it, so such a word was
/// most likely meant as the start position's name.
fn start_hint(text: &str, startpos: &str) -> String {
    let word = text.trim();
    if !word.is_empty() && word.chars().all(|c| c.is_ascii_alphabetic() || c == '-' || c == '_') {
        format!("; the start position is `{startpos}`")
    } else {
        String::new()
    }
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
            say!("{mv} {count}");
        }
        lines.iter().map(|(_, n)| n).sum()
    } else {
        run_total()
    };
    let seconds = start.elapsed().as_secs_f64();
    say!("nodes {nodes}");
    tell!("time {seconds:.3} s, {:.1} M nodes/s", nodes as f64 / seconds.max(1e-9) / 1e6);
}

/// Splits `args` at a `moves` keyword: the text before it (joined with
/// spaces, since position texts contain spaces) and the words after it. The
/// keyword may stand alone or inside one quoted argument
/// (`"startpos moves a1-a3"`), as `Scirocco::from_spec` reads it; a move of
/// several words (Sirocco's `roll 3`, Scirocco's `P e3-e4`) is put back
/// together by [`Picture::split_moves`].
pub(crate) fn position_and_moves(args: &[String]) -> (String, Vec<String>) {
    split_at_moves(&args.join(" "))
}

/// [`position_and_moves`] of one text: the position before the first word
/// `moves` (trimmed) and the words after it.
pub(crate) fn split_at_moves(text: &str) -> (String, Vec<String>) {
    let mut rest = text;
    let mut offset = 0;
    while let Some(start) = rest.find(|c: char| !c.is_whitespace()) {
        let word_end = rest[start..].find(char::is_whitespace).map_or(rest.len(), |end| start + end);
        if &rest[start..word_end] == "moves" {
            let position = text[..offset + start].trim().to_string();
            return (position, rest[word_end..].split_whitespace().map(str::to_string).collect());
        }
        offset += word_end;
        rest = &rest[word_end..];
    }
    (text.trim().to_string(), Vec::new())
}

/// A position text that may carry its moves (`<position> moves <m1> ...`,
/// as `--position` takes it): the position read by `read`, then the moves
/// played, a bad one named by its number.
fn with_moves<G: Picture>(text: &str, read: impl Fn(&str) -> Result<G, String>) -> Result<G, String> {
    let (position, moves) = split_at_moves(text);
    let mut game = read(&position).map_err(|error| match moves_without_keyword(&position, &read) {
        Some(meant) => format!("moves after a position follow the keyword `moves`: did you mean `{meant}`?"),
        None => error,
    })?;
    play_texts(&mut game, &moves)?;
    Ok(game)
}

/// For a position text that does not read, the text with the keyword
/// `moves` put in where a leading part of it reads as a position and a move
/// text follows (`startpos c1-c3` → `startpos moves c1-c3`), as
/// `Scirocco::from_spec` suggests for Scirocco.
fn moves_without_keyword<G: Picture>(position: &str, read: impl Fn(&str) -> Result<G, String>) -> Option<String> {
    let words: Vec<String> = position.split_whitespace().map(str::to_string).collect();
    // A position text is a handful of words at most (Sirocco's has the most).
    (1..words.len().min(16)).rev().find_map(|split| {
        let (head, tail) = words.split_at(split);
        let game = read(&head.join(" ")).ok()?;
        let first = G::split_moves(tail).into_iter().next()?;
        game.parse_move(&first).ok().map(|_| format!("{} moves {}", head.join(" "), tail.join(" ")))
    })
}

/// Plays `moves` (texts in the game's notation) from `game`, failing with a
/// message that names the first move that does not parse or is illegal, by
/// its number (`move 2: illegal move ...`, as `Scirocco::from_spec` says).
pub(crate) fn play_texts<G: Picture>(game: &mut G, moves: &[String]) -> Result<(), String> {
    for (index, text) in G::split_moves(moves).iter().enumerate() {
        play_text(game, text).map_err(|message| numbered(index, message))?;
    }
    Ok(())
}

/// The message of the move at `index` (from 0) of a list that was not
/// played: `move <n>: <message>`.
pub(crate) fn numbered(index: usize, message: String) -> String {
    format!("move {}: {message}", index + 1)
}

/// Parses `text` as a person types a move ([`Picture::parse_move`]) and
/// plays it; returns the move, or a message saying why it was not played
/// (`game` is then unchanged).
pub(crate) fn play_text<G: Picture>(game: &mut G, text: &str) -> Result<G::Move, String> {
    let mv = game.parse_move(text)?;
    game.play(&mv).map_err(|error| {
        // Some games' errors already say "illegal move <move>: why", in the
        // game's notation; a move typed otherwise (Scirocco's `P e3-e5`) is
        // named as it was typed.
        let message = error.to_string();
        let text = text.trim();
        match message.strip_prefix(&format!("illegal move {mv}")) {
            Some(why) if text != mv.to_string() => format!("illegal move `{text}` ({mv}){why}"),
            _ if message.starts_with("illegal move") => message,
            _ => format!("illegal move `{text}`: {message}"),
        }
    })?;
    Ok(mv)
}

/// What the examples show of a game beyond the [`Game`] trait.
pub(crate) trait Picture: Game {
    /// The game's name and a one-line description.
    const TITLE: &'static str;
    /// The board for a terminal, with a legend of its symbols; `last` is the
    /// move that led here with the state it was played from, marked on the
    /// board.
    fn picture(&self, last: Option<(&Self, &Self::Move)>, paint: Paint) -> String;
    /// A short line about the state: who is to move, material or scores.
    fn status(&self) -> String;
    /// Reads a move as a person types it; the error is a whole message
    /// (`bad move `x`: why`). Default: the move's `FromStr`.
    fn parse_move(&self, text: &str) -> Result<Self::Move, String> {
        text.parse().map_err(|error| format!("bad move `{text}`: {error}"))
    }
    /// The moves of a command line, one text per move (the arguments after
    /// `moves`; Scirocco joins `P` `e3-e4` into one readable move, Sirocco
    /// `roll` `3` into one throw).
    fn split_moves(args: &[String]) -> Vec<String> {
        args.to_vec()
    }
    /// How the examples write `mv`, a legal move of this state, for a person
    /// (default: the game's notation).
    fn move_text(&self, mv: &Self::Move) -> String {
        mv.to_string()
    }
    /// The legal moves for a person (the `moves` command): sorted, in the
    /// game's notation (default: separated by spaces), in lines that fit
    /// the terminal.
    fn move_list(&self) -> String {
        terminal::fill(&sorted_moves(self), " ")
    }
    /// The number people use for `player`, the `index`-th in `players()`
    /// order (default `index + 1`; Sirocco numbers its seats 1-4 whatever
    /// the player count, as its boards draw them).
    fn player_number(&self, index: usize, _player: &Self::Player) -> usize {
        index + 1
    }
    /// The names a person may type for `player` (any case).
    fn player_names(&self, player: &Self::Player) -> Vec<String> {
        vec![player.to_string()]
    }
}

#[cfg(feature = "towers")]
impl Picture for boardkit::towers::Towers {
    const TITLE: &'static str = "Towers — the balls on a piece are its moves";
    fn picture(&self, last: Option<(&Self, &Self::Move)>, paint: Paint) -> String {
        terminal::towers::board(self, last.map(|(_, action)| action), paint)
    }
    fn status(&self) -> String {
        use boardkit::towers::Side;
        // One line of at most 80 columns: the counts side by side.
        let side = |s: Side| format!("{s} {}/{}/{}", self.balls_on_board(s), self.captured(s), self.lost(s));
        let turn =
            if self.outcome().is_some() { "game over".to_string() } else { format!("{} to move", self.side_to_move()) };
        format!("{turn}; balls (on board/captured/lost): {}, {}", side(Side::White), side(Side::Brown))
    }
    /// `White` or `w`, as the position text writes the side to move.
    fn player_names(&self, side: &Self::Player) -> Vec<String> {
        vec![side.to_string(), side.letter().to_string()]
    }
}

#[cfg(feature = "sirocco")]
impl Picture for boardkit::sirocco::Sirocco {
    const TITLE: &'static str = "Sirocco — the dice race-and-chase game";
    fn picture(&self, last: Option<(&Self, &Self::Move)>, paint: Paint) -> String {
        // A custom board without grid positions cannot be drawn: the state text says it all.
        terminal::sirocco::board(self, last.map(|(_, mv)| mv), paint).unwrap_or_else(|| format!("{self}\n"))
    }
    fn status(&self) -> String {
        let seat = self.seat_to_move();
        let turn = match (self.outcome(), self.pending_throw()) {
            (Some(_), _) => "game over".to_string(),
            (None, Some(throw)) => format!("{} ({}) threw {throw}", seat.name(), seat.code()),
            (None, None) => format!("{} ({}) to throw", seat.name(), seat.code()),
        };
        format!("round {}, {turn}", self.round())
    }
    /// A throw is two words, `roll 3`: quoted or not, it is one move.
    fn split_moves(args: &[String]) -> Vec<String> {
        let mut moves: Vec<String> = Vec::new();
        for word in args.iter().flat_map(|arg| arg.split_whitespace()) {
            match moves.last_mut() {
                Some(last) if last == "roll" => {
                    last.push(' ');
                    last.push_str(word);
                }
                _ => moves.push(word.to_string()),
            }
        }
        moves
    }
    fn player_number(&self, _index: usize, seat: &Self::Player) -> usize {
        usize::from(seat.digit() as u8 - b'0')
    }
    fn player_names(&self, seat: &Self::Player) -> Vec<String> {
        vec![seat.name().to_string(), seat.code().to_string()]
    }
}

#[cfg(feature = "scirocco")]
impl Picture for boardkit::scirocco::Scirocco {
    const TITLE: &'static str = "Scirocco — Adrian King's 10×10 chess variant";
    fn picture(&self, last: Option<(&Self, &Self::Move)>, paint: Paint) -> String {
        terminal::scirocco::board(self.position(), last.map(|(before, mv)| (before.position(), mv)), paint)
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
    /// Readable, in coordinate order: `P a3-a4, Ch a1-a2, ...`.
    fn move_list(&self) -> String {
        let mut moves = self.legal_moves().to_vec();
        moves.sort_by_key(|mv| mv.to_string());
        let texts: Vec<String> =
            moves.iter().map(|mv| self.position().readable(mv).unwrap_or_else(|_| mv.to_string())).collect();
        terminal::fill(&texts, ", ")
    }
    /// `Blue` or `b`, as the position text writes the side to move.
    fn player_names(&self, side: &Self::Player) -> Vec<String> {
        vec![side.to_string(), side.char().to_string()]
    }
    fn status(&self) -> String {
        use boardkit::scirocco::Side;
        let position = self.position();
        let side = position.side_to_move();
        let turn = if self.outcome().is_some() {
            "game over".to_string()
        } else {
            let check = if position.is_royal_attacked(side) { " (its royal piece is attacked)" } else { "" };
            format!("{side} to move{check}")
        };
        format!(
            "move {}, {turn}; pieces: Blue {}, Tan {}",
            position.fullmove(),
            position.piece_count(Side::Blue),
            position.piece_count(Side::Tan)
        )
    }
}
