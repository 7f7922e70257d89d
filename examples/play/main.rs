//! Play a game in the terminal: against the computer, computer against
//! computer, or people against each other.
//!
//! ```text
//! cargo run --release --example play -- <scirocco|sirocco|towers> [options]
//! cargo run --release --example play -- <variant> [options] [--variants <file>]
//!
//! options:
//!   --human <who>     which seats people play: `1` (default: the first player), a comma
//!                     list of seat numbers, names or the letters of the position texts,
//!                     in any case (`2`, `tan`, `t`, `1,3`, `ne`), `all` or `none`:
//!                     Scirocco 1 Blue / b, 2 Tan / t; Towers 1 White / w, 2 Brown / b;
//!                     a variant 1 White / w, 2 Black / b;
//!                     Sirocco numbers its seats as its boards draw them: 1 South-West / SW,
//!                     2 North-West / NW, 3 North-East / NE, 4 South-East / SE
//!                     (a 2-player game has seats 1 and 3)
//!   --players <n>     Sirocco only: 2, 3 or 4 players (default 2; not with --position or --load,
//!                     whose state says who plays)
//!   --seed <n>        seeds the dice and the computer's tie-breaks (default 1)
//!   --position <text> start from this position (the game's position text) instead of the start
//!   --max-plies <n>   stop after this many moves (useful for computer-only games)
//!   --strength <s>    how hard the computer thinks: quick, standard (default) or strong
//!   --load <file>     resume the game recorded in this file at its last position
//!   --save <file>     keep the game's record in this file: written at the start and after
//!                     every move, so stopping the program loses nothing
//! ```
//!
//! A variant is a chess variant (`chess`, `capablanca`, `grand`, … as
//! `inspect --list-variants` lists them) or a section of the variants.ini
//! file of `--variants`; its board is drawn with the pieces' letters
//! (White upper case), its moves are in the UCI notation (`e2e4`, `e7e8q`),
//! and `--position` takes a Fairy-Stockfish FEN.
//!
//! The computer is the library's player for the game
//! (`boardkit::bots::{scirocco, sirocco, towers, variant}::player`):
//! alpha-beta for Scirocco, Towers and the variants, expectimax through the
//! dice for Sirocco.
//!
//! At the prompt type a move in the game's notation (Scirocco takes both
//! `e3e4` and the readable `P e3-e4`; `help` says how for the game being
//! played), or `moves`, `board`, `undo`, `help`, `quit`, in any case. A malformed or illegal move gets a message and the
//! prompt again. With `--load`, `undo` goes back into the loaded moves too.

#[path = "../support/mod.rs"]
mod support;

mod saving;
mod session;

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use boardkit::bots::{Bot, Strength};
use boardkit::core::{Session, SplitMix64};
use session::{Seat, run};
use support::{GAMES, Paint, Picture, fail};

/// What `--help` prints.
const USAGE: &str = "\
usage: play <scirocco|sirocco|towers> [options]
       play <variant> [options] [--variants <file>]

<variant> is a chess variant (chess, capablanca, grand, ...: the inspect
example lists them) or a section of the variants.ini <file>; its moves are in
the UCI notation (e2e4, e7e8q), its --position a Fairy-Stockfish FEN.

options:
  --human <who>     which seats people play: `1` (default: the first player),
                    a comma list of seat numbers, names or the letters of the
                    position texts, in any case (`2`, `tan`, `t`, `1,3`, `ne`),
                    `all` or `none`:
                    Scirocco 1 Blue / b, 2 Tan / t;
                    Towers 1 White / w, 2 Brown / b;
                    a variant 1 White / w, 2 Black / b;
                    Sirocco numbers its seats as its boards draw them:
                    1 South-West / SW, 2 North-West / NW, 3 North-East / NE,
                    4 South-East / SE (a 2-player game has seats 1 and 3)
  --players <n>     Sirocco only: 2, 3 or 4 players (default 2; not with
                    --position or --load, whose state says who plays)
  --seed <n>        seeds the dice and the computer's tie-breaks (default 1)
  --position <text> start from this position (the game's position text)
                    instead of the start
  --max-plies <n>   stop after this many moves (useful for computer-only games)
  --strength <s>    how hard the computer thinks: quick, standard (default) or
                    strong
  --load <file>     resume the game recorded in this file at its last position
  --save <file>     keep the game's record in this file: written at the start
                    and after every move, so stopping the program loses
                    nothing

At the prompt type a move in the game's notation (`help` at the prompt says
how), or moves, board, undo, help, quit (in any case).";

/// The command-line options after the game name.
struct Options {
    human: String,
    /// Sirocco only; `None`: 2, or what `--position` says.
    players: Option<u8>,
    seed: u64,
    position: Option<String>,
    max_plies: Option<u64>,
    strength: Strength,
    load: Option<PathBuf>,
    save: Option<PathBuf>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        human: "1".into(),
        players: None,
        seed: 1,
        position: None,
        max_plies: None,
        strength: Strength::default(),
        load: None,
        save: None,
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().cloned().ok_or_else(|| format!("{flag} needs a value"));
        let number = |text: String| support::whole_number(flag, &text);
        match flag.as_str() {
            "--human" => options.human = value()?,
            "--players" => {
                options.players =
                    Some(u8::try_from(number(value()?)?).map_err(|_| "--players takes 2, 3 or 4".to_string())?)
            }
            "--seed" => options.seed = number(value()?)?,
            "--position" => options.position = Some(value()?),
            "--max-plies" => options.max_plies = Some(number(value()?)?),
            "--strength" => options.strength = value()?.parse().map_err(|error| format!("{error}"))?,
            "--load" => options.load = Some(PathBuf::from(value()?)),
            "--save" => options.save = Some(PathBuf::from(value()?)),
            other => return Err(format!("unknown option `{other}` (see play --help)")),
        }
    }
    if options.load.is_some() && options.position.is_some() {
        return Err("--load resumes a recorded game: give it or --position, not both".into());
    }
    Ok(options)
}

/// Which seats (indices into `game.players()`) the people play: `all`,
/// `none`, or a comma list of player numbers and names in any case, as the
/// game reads them ([`GameText::read_player`](boardkit::core::GameText::read_player)).
fn human_seats<G: Picture>(who: &str, game: &G) -> Result<Vec<bool>, String> {
    let players = game.players();
    match who.to_ascii_lowercase().as_str() {
        "all" => return Ok(vec![true; players.len()]),
        "none" => return Ok(vec![false; players.len()]),
        _ => {}
    }
    let mut humans = vec![false; players.len()];
    for part in who.split(',').map(str::trim) {
        let found = game.read_player(part).and_then(|player| players.iter().position(|p| *p == player));
        match found {
            Some(index) => humans[index] = true,
            None => {
                let seats: Vec<String> = players
                    .iter()
                    .enumerate()
                    .map(|(index, player)| {
                        format!("{} {}", game.player_number(index, player), game.player_names(player).join(" / "))
                    })
                    .collect();
                return Err(format!("no seat `{part}` in this game: use {}, all or none", seats.join(", ")));
            }
        }
    }
    Ok(humans)
}

/// Sets up the seats and runs the session on the terminal, from its last
/// position; with `--save`, writes its record first (so that a path that
/// cannot be written is reported before the game), after every move and at
/// the end.
fn start<G: Picture>(
    mut session: Session<G>,
    options: &Options,
    mut computer: impl FnMut(Strength, u64) -> Box<dyn Bot<G>>,
) -> Result<(), String> {
    let humans = human_seats(&options.human, session.game())?;
    saving::save(options.save.as_ref(), &session)?;
    let mut seats: Vec<Seat<G>> = humans
        .iter()
        .enumerate()
        .map(|(index, &human)| {
            if human {
                Seat::Human
            } else {
                // Wrapping: any u64 is a seed, u64::MAX too.
                Seat::Computer(computer(options.strength, options.seed.wrapping_add(index as u64)))
            }
        })
        .collect();
    let mut dice = SplitMix64::new(options.seed);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    let paint = Paint::for_stdout();
    let ending = run(
        &mut session,
        &mut seats,
        &mut dice,
        &mut input as &mut dyn BufRead,
        &mut out as &mut dyn Write,
        options.max_plies,
        paint,
        &mut |session| saving::save(options.save.as_ref(), session),
    );
    match ending {
        Ok(_) => saving::finish(options.save.as_ref(), &session, &mut out),
        // A closed pipe (`play ... | head`): the reader has gone, so the
        // session ends here, quietly; the game so far is still saved.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => saving::save(options.save.as_ref(), &session),
        Err(error) => Err(error.to_string()),
    }
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        support::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    // The variants of a file first, then the game: the options depend on it.
    if let Err(message) = support::take_variants_file(&mut args) {
        return fail(message);
    }
    let Some((game, rest)) = args.split_first() else {
        return fail(format!("usage: play <game> [options]  (game: {GAMES}, or a variant; see play --help)"));
    };
    if let Err(message) = support::check_game_or_variant(game) {
        return fail(message);
    }
    let options = match parse_options(rest) {
        Ok(options) => options,
        Err(message) => return fail(message),
    };
    if options.players.is_some() && game != "sirocco" {
        return fail(format!("--players is for Sirocco only: {game} is played by two"));
    }
    let load = options.load.as_deref();
    let result = match game.as_str() {
        #[cfg(feature = "scirocco")]
        "scirocco" => saving::begin(load, || match &options.position {
            Some(text) => support::read_spec(std::slice::from_ref(text)),
            None => Ok(boardkit::scirocco::Scirocco::startpos()),
        })
        .and_then(|session| start(session, &options, computers::scirocco)),
        #[cfg(feature = "towers")]
        "towers" => saving::begin(load, || match &options.position {
            Some(text) => support::read_spec(std::slice::from_ref(text)),
            None => Ok(boardkit::towers::Towers::startpos()),
        })
        .and_then(|session| start(session, &options, computers::towers)),
        #[cfg(feature = "sirocco")]
        "sirocco" if load.is_some() && options.players.is_some() => {
            Err("--players does not go with --load: the record says who plays".to_string())
        }
        #[cfg(feature = "sirocco")]
        "sirocco" => saving::begin(load, || match &options.position {
            Some(_) if options.players.is_some() => {
                Err("--players does not go with --position: the state says who plays".to_string())
            }
            Some(text) => support::read_spec(std::slice::from_ref(text)),
            None => {
                boardkit::sirocco::Sirocco::startpos(options.players.unwrap_or(2)).map_err(|error| error.to_string())
            }
        })
        .and_then(|session| {
            let board = session.game().board().clone();
            start(session, &options, |strength, seed| computers::sirocco(&board, strength, seed))
        }),
        #[cfg(feature = "variant")]
        name if support::is_variant(name) => saving::begin(load, || match &options.position {
            Some(text) => support::read_variant(name, std::slice::from_ref(text)),
            None => support::read_variant(name, &["startpos".to_string()]),
        })
        .and_then(|session| start(session, &options, computers::variant)),
        other => Err(support::unknown_game_or_variant(other)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(message),
    }
}

/// The computer players, one per game: the library's, seeded for their
/// tie-breaks.
mod computers {
    #[allow(unused_imports)]
    use boardkit::bots::{Bot, Strength};

    #[cfg(feature = "towers")]
    pub(crate) fn towers(strength: Strength, seed: u64) -> Box<dyn Bot<boardkit::towers::Towers>> {
        Box::new(boardkit::bots::towers::player(strength).with_tie_break_seed(seed))
    }

    #[cfg(feature = "variant")]
    pub(crate) fn variant(strength: Strength, seed: u64) -> Box<dyn Bot<boardkit::variant::VariantGame>> {
        Box::new(boardkit::bots::variant::player(strength).with_tie_break_seed(seed))
    }

    #[cfg(feature = "scirocco")]
    pub(crate) fn scirocco(strength: Strength, seed: u64) -> Box<dyn Bot<boardkit::scirocco::Scirocco>> {
        Box::new(boardkit::bots::scirocco::player(strength).with_tie_break_seed(seed))
    }

    /// The player for the game's board (the reference board unless a
    /// position on another board was given).
    #[cfg(feature = "sirocco")]
    pub(crate) fn sirocco(
        board: &std::sync::Arc<boardkit::sirocco::Board>,
        strength: Strength,
        seed: u64,
    ) -> Box<dyn Bot<boardkit::sirocco::Sirocco>> {
        Box::new(boardkit::bots::sirocco::player_on(board, strength).with_tie_break_seed(seed))
    }
}
