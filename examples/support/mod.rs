//! Helpers shared by the facade's examples: argument handling, error exits,
//! and the output lines that several commands print the same way.

#![allow(dead_code)]

pub(crate) mod records;

use std::fmt::Display;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use boardkit::core::Game;
use boardkit::core::text::{self, GameText, SpecError};

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

/// The message for a name that is neither a game nor a known variant.
pub(crate) fn unknown_game_or_variant(name: &str) -> String {
    format!(
        "unknown game `{}` (expected {GAMES}) and no variant of that name (`inspect --list-variants` lists the variants)",
        text::cut(name)
    )
}

/// [`check_game`] for the examples that also take a variant: `name` is a
/// game, a bundled variant, or one registered by [`take_variants_file`].
pub(crate) fn check_game_or_variant(name: &str) -> Result<(), String> {
    if check_game(name).is_ok() || is_variant(name) { Ok(()) } else { Err(unknown_game_or_variant(name)) }
}

/// Whether `name` is a variant the examples know (not a game's name).
pub(crate) fn is_variant(name: &str) -> bool {
    #[cfg(feature = "variant")]
    {
        check_game(name).is_err() && boardkit::variant::variant(name).is_some()
    }
    #[cfg(not(feature = "variant"))]
    {
        let _ = name;
        false
    }
}

/// Takes `--variants FILE` out of `args`, reads the file's sections and
/// makes them known by name. A section of the file that cannot be played
/// is an error only when the command line names it (its first argument);
/// a file that cannot be read, or is not a variants.ini text, is an error.
pub(crate) fn take_variants_file(args: &mut Vec<String>) -> Result<(), String> {
    let Some(at) = args.iter().position(|arg| arg == "--variants") else { return Ok(()) };
    let Some(path) = args.get(at + 1).cloned() else {
        return Err("--variants needs a file (a Fairy-Stockfish variants.ini)".to_string());
    };
    args.drain(at..at + 2);
    if args.iter().any(|arg| arg == "--variants") {
        return Err("--variants is given twice".to_string());
    }
    let name = args.first().filter(|first| !first.starts_with("--"));
    load_variants(std::path::Path::new(&path), name.map(String::as_str))
}

#[cfg(feature = "variant")]
fn load_variants(path: &std::path::Path, name: Option<&str>) -> Result<(), String> {
    use boardkit::variant::{MAX_FILE_BYTES, Variants};
    let shown = path.display();
    let size = std::fs::metadata(path).map_err(|error| format!("cannot read {shown}: {error}"))?.len();
    if size > MAX_FILE_BYTES as u64 {
        return Err(format!("{shown} is too large for a variants file ({size} bytes, at most {MAX_FILE_BYTES})"));
    }
    let bytes = records::read_file(path)?;
    let text = String::from_utf8(bytes).map_err(|_| format!("{shown} is not UTF-8 text"))?;
    let (variants, refused) = Variants::parse_each(&text).map_err(|error| format!("{shown}: {error}"))?;
    if variants.names().next().is_none() && refused.is_empty() {
        return Err(format!("{shown} holds no variant: a section starts with a line like `[name:chess]`"));
    }
    if let Some(name) = name
        && let Some((_, error)) = refused.iter().find(|(section, _)| section == name)
    {
        return Err(format!("{shown}: variant `{}` cannot be played: {error}", text::cut(name)));
    }
    boardkit::variant::register(&variants);
    let mut loaded = LOADED_VARIANTS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    loaded.extend(variants.names().map(str::to_string));
    Ok(())
}

/// The names of the sections read by [`take_variants_file`].
#[cfg(feature = "variant")]
static LOADED_VARIANTS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

/// The names of the variants known: the bundled ones, then those of the
/// `--variants` file that are not bundled.
#[cfg(feature = "variant")]
pub(crate) fn variant_names() -> Vec<String> {
    let bundled = boardkit::variant::Variants::bundled();
    let mut names: Vec<String> = bundled.names().map(str::to_string).collect();
    let loaded = LOADED_VARIANTS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    names.extend(loaded.iter().filter(|name| bundled.get(name).is_none()).cloned());
    names
}

#[cfg(not(feature = "variant"))]
fn load_variants(_: &std::path::Path, _: Option<&str>) -> Result<(), String> {
    Err("--variants needs the `variant` feature, which this build leaves out".to_string())
}

/// The state of variant `name` a command line describes: `startpos` (the
/// variant's start) or a FEN, as one argument or many, then optionally
/// `moves` and moves in the UCI notation (`e2e4`, `e7e8q`).
#[cfg(feature = "variant")]
pub(crate) fn read_variant(name: &str, args: &[String]) -> Result<boardkit::variant::VariantGame, String> {
    let spec = args.join(" ");
    let spec = spec.trim();
    let rest = spec.strip_prefix("startpos").filter(|rest| rest.is_empty() || rest.starts_with(char::is_whitespace));
    let spec = match rest {
        Some(rest) => format!("{name}{rest}"),
        None => format!("{name} {spec}"),
    };
    text::read_spec(&spec).map_err(|error| error.to_string())
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

/// The state a position spec describes: `startpos` (`startpos:<players>`
/// for Sirocco) or the game's position text, optionally followed by `moves`
/// and moves in any of the game's notations; the arguments of a command
/// line are joined with spaces, so the spec may be one quoted argument or
/// many. Read by the library's text layer
/// ([`boardkit::core::text::read_spec`]): its message says which part is
/// wrong (`bad Towers position: ...`, `move 2: illegal move ...`).
pub(crate) fn read_spec<G: GameText>(args: &[String]) -> Result<G, String> {
    text::read_spec(&args.join(" ")).map_err(|error| error.to_string())
}

/// The moves of a spec, each with the state it was played from.
pub(crate) type Played<G> = Vec<(G, <G as Game>::Move)>;

/// [`read_spec`] with the moves kept: the state after each move but the
/// last is not needed, so this gives the start, the moves, and the state
/// each move was played from (to draw the last one).
pub(crate) fn read_spec_moves<G: GameText>(args: &[String]) -> Result<(G, Played<G>), SpecError> {
    let (start, moves, game) = text::read_spec_parts::<G>(&args.join(" "))?;
    let mut state = start;
    let mut played = Vec::with_capacity(moves.len());
    for mv in moves {
        let before = state.clone();
        // Every move was accepted by `play` from this very state.
        state.play_unchecked(&mv);
        played.push((before, mv));
    }
    Ok((game, played))
}

/// `count` with the noun in the singular or the plural as it needs:
/// `1 ply`, `2 plies`, `0 games`.
pub(crate) fn counted(count: impl Into<u64>, one: &str, many: &str) -> String {
    let count = count.into();
    format!("{count} {}", if count == 1 { one } else { many })
}

/// The whole number given to option `flag`; the message of one that does
/// not read says why, and for one too large the range the option takes.
pub(crate) fn whole_number(flag: &str, text: &str) -> Result<u64, String> {
    text.parse::<u64>().map_err(|error| match error.kind() {
        std::num::IntErrorKind::PosOverflow => {
            format!("{flag} takes a number from 0 to {}, and `{}` is larger", u64::MAX, text::cut(text))
        }
        _ => format!("{flag} takes a whole number, not `{}`", text::cut(text)),
    })
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

/// What the examples show of a game beyond the [`Game`] trait.
pub(crate) trait Picture: GameText {
    /// The game's name and a one-line description.
    const TITLE: &'static str;
    /// The board for a terminal, with a legend of its symbols; `last` is the
    /// move that led here with the state it was played from, marked on the
    /// board.
    fn picture(&self, last: Option<(&Self, &Self::Move)>, paint: Paint) -> String;
    /// A short line about the state: who is to move, material or scores.
    fn status(&self) -> String;
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
}

#[cfg(feature = "variant")]
impl Picture for boardkit::variant::VariantGame {
    const TITLE: &'static str = "Chess variants — a game of Fairy-Stockfish's variants.ini";
    fn picture(&self, last: Option<(&Self, &Self::Move)>, paint: Paint) -> String {
        terminal::variant::board(self, last.map(|(_, mv)| mv), paint)
    }
    fn status(&self) -> String {
        use boardkit::variant::Colour;
        let side = self.side_to_move();
        let turn = if self.outcome().is_some() {
            "game over".to_string()
        } else {
            let check = if self.in_check() { " (in check)" } else { "" };
            format!("{side} to move{check}")
        };
        let pieces = |colour: Colour| self.pieces().filter(|piece| piece.colour == colour).count();
        format!(
            "{}, move {}, {turn}; pieces: White {}, Black {}",
            self.rules().name(),
            self.fullmove(),
            pieces(Colour::White),
            pieces(Colour::Black)
        )
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
}

#[cfg(feature = "scirocco")]
impl Picture for boardkit::scirocco::Scirocco {
    const TITLE: &'static str = "Scirocco — Adrian King's 10×10 chess variant";
    fn picture(&self, last: Option<(&Self, &Self::Move)>, paint: Paint) -> String {
        terminal::scirocco::board(self.position(), last.map(|(before, mv)| (before.position(), mv)), paint)
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
