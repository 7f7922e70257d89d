//! The play loop of the `play` example, generic over the game and over its
//! input and output, so that tests can drive it with a script.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use boardkit::bots::Bot;
use boardkit::core::text::GameText;
use boardkit::core::{Game, RandomSource, Session, Turn, random_move};

use crate::support::{Paint, Picture};

/// Who plays a seat.
pub(crate) enum Seat<G: Game> {
    /// A person typing moves.
    Human,
    /// The computer.
    Computer(Box<dyn Bot<G>>),
}

/// How a session ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Ending {
    /// The game reached its end.
    GameOver,
    /// A player typed `quit`.
    Quit,
    /// The input ran out.
    EndOfInput,
    /// The ply limit for computer games was reached.
    PlyLimit,
}

/// The commands of the prompt, after the game's own notation
/// ([`GameText::MOVE_HELP`]).
const COMMANDS: &str = "\
Commands (in any case):
  moves   list the legal moves
  board   show the board again
  undo    take back your last move (and the replies since)
  help    show this help
  quit    leave the game";

/// The `help` text for game `G`: how its moves are typed, then the commands.
pub(crate) fn help<G: GameText>() -> String {
    format!("Type a move in the game's notation. {}\n{COMMANDS}", G::MOVE_HELP)
}

/// `1 ply`, `2 plies`.
pub(crate) fn plies_text(plies: u64) -> String {
    if plies == 1 { "1 ply".to_string() } else { format!("{plies} plies") }
}

/// Plays the game of `session` from its last position to the end with the
/// given seats (in `players()` order), resolving chance turns (dice) with
/// `dice`, reading a human's commands from `input` and writing everything to
/// `out`, coloured by `paint`. Every move is added to `session`, and
/// `after_move` is called with it after each move and undo (to save it);
/// `undo` takes moves off it, also moves it held at the start.
#[allow(clippy::too_many_arguments)] // the loop's whole world, each passed once
pub(crate) fn run<G: Picture>(
    session: &mut Session<G>,
    seats: &mut [Seat<G>],
    dice: &mut dyn RandomSource,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    max_plies: Option<u64>,
    paint: Paint,
    after_move: &mut dyn FnMut(&Session<G>) -> Result<(), String>,
) -> io::Result<Ending> {
    let players = session.game().players();
    // The session's length at the start of each human decision, for `undo`,
    // with the plies played then in this run and the move marked then.
    let mut undo_stack: Vec<(u64, usize, Option<usize>)> =
        human_decisions(session, seats).into_iter().map(|length| (0, length, None)).collect();
    // The index of the move marked on the board: the last player's move (a
    // throw after it moves nothing, so the step stays marked).
    let mut marked: Option<usize> = None;
    let mut plies = 0u64;
    let mut show_board = true;
    writeln!(out, "{}\nType `help` for the commands.\n", paint.heading(G::TITLE))?;
    let mut saved = |session: &Session<G>, out: &mut dyn Write| match after_move(session) {
        Ok(()) => Ok(()),
        Err(message) => writeln!(out, "warning: {message}"),
    };
    loop {
        let game = session.game().clone();
        let picture = |marked: Option<usize>| {
            let last = marked.and_then(|index| session.played(index));
            game.picture(last.as_ref().map(|(before, mv)| (before, *mv)), paint)
        };
        let player = match game.turn() {
            Turn::Over => {
                writeln!(out, "\n{}", picture(marked))?;
                if let Some(outcome) = game.outcome() {
                    writeln!(out, "{}", paint.strong(&format!("Game over: {outcome}")))?;
                }
                if let Some(scores) = boardkit::core::Scores::of(&game) {
                    writeln!(out, "Scores: {scores}")?;
                }
                return Ok(Ending::GameOver);
            }
            _ if max_plies.is_some_and(|limit| plies >= limit) => {
                writeln!(out, "\n{}{}\nStopped after {}.", picture(marked), game.status(), plies_text(plies))?;
                return Ok(Ending::PlyLimit);
            }
            Turn::Chance => {
                let Some(throw) = random_move(&game, dice) else { return Ok(Ending::GameOver) };
                session.play(throw.clone()).map_err(|error| io::Error::other(error.to_string()))?;
                writeln!(out, "Chance: {throw}")?;
                saved(session, out)?;
                continue;
            }
            Turn::Player(player) => player,
        };
        let seat = players.iter().position(|p| *p == player).and_then(|index| seats.get_mut(index));
        match seat {
            Some(Seat::Computer(bot)) => {
                let started = Instant::now();
                let Some(mv) = bot.choose(&game) else {
                    return Err(io::Error::other(format!("the computer found no move for {player}")));
                };
                let text = game.move_text(&mv);
                marked = Some(session.moves().len());
                session.play(mv).map_err(|error| io::Error::other(error.to_string()))?;
                plies += 1;
                writeln!(out, "{player} plays {text}  ({:.2} s)", started.elapsed().as_secs_f64())?;
                saved(session, out)?;
                show_board = true;
            }
            Some(Seat::Human) | None => {
                if show_board {
                    writeln!(out, "\n{}{}", picture(marked), game.status())?;
                    show_board = false;
                }
                write!(out, "{player}> ")?;
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out)?;
                    return Ok(Ending::EndOfInput);
                }
                let typed = line.trim();
                // Commands in any case; a move keeps its case (`P e3-e4`).
                match typed.to_ascii_lowercase().as_str() {
                    "" => {}
                    "help" | "?" => writeln!(out, "{}", help::<G>())?,
                    "quit" | "exit" => {
                        writeln!(out, "Bye.")?;
                        return Ok(Ending::Quit);
                    }
                    "board" => show_board = true,
                    "moves" => writeln!(out, "{}", game.move_list())?,
                    "undo" => match undo_stack.pop() {
                        Some((earlier_plies, length, earlier_marked)) => {
                            session.truncate(length);
                            plies = earlier_plies;
                            marked = earlier_marked;
                            writeln!(out, "Taken back.")?;
                            saved(session, out)?;
                            show_board = true;
                        }
                        None => writeln!(out, "Nothing to take back.")?,
                    },
                    _ => {
                        let length = session.moves().len();
                        match session.play_text(typed) {
                            Ok(mv) => {
                                undo_stack.push((plies, length, marked));
                                marked = Some(length);
                                plies += 1;
                                writeln!(out, "{player} plays {}", game.move_text(&mv))?;
                                saved(session, out)?;
                            }
                            Err(error) => {
                                // A message that asks (`did you mean ...?`) keeps its own mark.
                                let message = error.to_string();
                                let stop = if message.ends_with(['?', '.', '!']) { "" } else { "." };
                                writeln!(out, "{message}{stop} Type `moves` or `help`.")?
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The points of `session` (replayed from its start) where a person was to
/// move, as the number of moves before each: undo points into the moves a
/// session starts with (a loaded game).
fn human_decisions<G: GameText>(session: &Session<G>, seats: &[Seat<G>]) -> Vec<usize> {
    let mut points = Vec::new();
    let mut state = session.start().clone();
    let players = state.players();
    for (length, mv) in session.moves().iter().enumerate() {
        if let Turn::Player(player) = state.turn()
            && matches!(players.iter().position(|p| *p == player).and_then(|i| seats.get(i)), Some(Seat::Human) | None)
        {
            points.push(length);
        }
        if state.play(mv).is_err() {
            break; // cannot happen: the session's moves were all played from its start
        }
    }
    points
}
