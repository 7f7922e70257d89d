//! The play loop of the `play` example, generic over the game and over its
//! input and output, so that tests can drive it with a script.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use boardkit::bots::Bot;
use boardkit::core::record::{Record, RecordGame};
use boardkit::core::{Game, RandomSource, Turn, random_move};

use crate::support::{Paint, Picture, play_text};

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

const HELP: &str = "\
Type a move in the game's notation (Scirocco reads `e3e4` and `P e3-e4`),
or one of:
  moves   list the legal moves
  board   show the board again
  undo    take back your last move (and the replies since)
  help    show this help
  quit    leave the game";

/// The last move on the board, with the state it was played from, to mark it.
type LastMove<G> = Option<(G, <G as Game>::Move)>;

/// Plays the game of `record` from its last position to the end with the
/// given seats (in `players()` order), resolving chance turns (dice) with
/// `dice`, reading a human's commands from `input` and writing everything to
/// `out`, coloured by `paint`. Every move is added to `record`; `undo` takes
/// moves off it, also moves it held at the start.
pub(crate) fn run<G: Picture + RecordGame>(
    record: &mut Record<G>,
    seats: &mut [Seat<G>],
    dice: &mut dyn RandomSource,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    max_plies: Option<u64>,
    paint: Paint,
) -> io::Result<Ending> {
    let mut game = record.game().clone();
    let players = game.players();
    // The states at the start of each human decision, for `undo`, with the
    // plies played then in this session, the record's length and the last move.
    let mut undo_stack: Vec<(G, u64, usize, LastMove<G>)> =
        human_decisions(record, seats).into_iter().map(|(state, plies, length)| (state, plies, length, None)).collect();
    let mut last: LastMove<G> = None;
    let mut plies = 0u64;
    let mut show_board = true;
    writeln!(out, "{}\nType `help` for the commands.\n", paint.heading(G::TITLE))?;
    loop {
        let picture = |game: &G, last: &LastMove<G>| game.picture(last.as_ref().map(|(b, m)| (b, m)), paint);
        let player = match game.turn() {
            Turn::Over => {
                writeln!(out, "\n{}", picture(&game, &last))?;
                if let Some(outcome) = game.outcome() {
                    writeln!(out, "{}", paint.strong(&format!("Game over: {outcome}")))?;
                }
                if let Some(scores) = boardkit::core::Scores::of(&game) {
                    writeln!(out, "Scores: {scores}")?;
                }
                return Ok(Ending::GameOver);
            }
            _ if max_plies.is_some_and(|limit| plies >= limit) => {
                writeln!(out, "\n{}{}\nStopped after {plies} plies.", picture(&game, &last), game.status())?;
                return Ok(Ending::PlyLimit);
            }
            Turn::Chance => {
                let Some(throw) = random_move(&game, dice) else { return Ok(Ending::GameOver) };
                game.play(&throw).map_err(|error| io::Error::other(error.to_string()))?;
                record.play(throw.clone()).map_err(|error| io::Error::other(error.to_string()))?;
                writeln!(out, "Chance: {throw}")?;
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
                let before = game.clone();
                game.play(&mv).map_err(|error| io::Error::other(error.to_string()))?;
                record.play(mv.clone()).map_err(|error| io::Error::other(error.to_string()))?;
                last = Some((before, mv));
                plies += 1;
                writeln!(out, "{player} plays {text}  ({:.2} s)", started.elapsed().as_secs_f64())?;
                show_board = true;
            }
            Some(Seat::Human) | None => {
                if show_board {
                    writeln!(out, "\n{}{}", picture(&game, &last), game.status())?;
                    show_board = false;
                }
                write!(out, "{player}> ")?;
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out)?;
                    return Ok(Ending::EndOfInput);
                }
                let command = line.trim();
                match command {
                    "" => {}
                    "help" | "?" => writeln!(out, "{HELP}")?,
                    "quit" | "exit" => {
                        writeln!(out, "Bye.")?;
                        return Ok(Ending::Quit);
                    }
                    "board" => show_board = true,
                    "moves" => writeln!(out, "{}", game.move_list())?,
                    "undo" => match undo_stack.pop() {
                        Some((earlier, earlier_plies, length, earlier_last)) => {
                            game = earlier;
                            plies = earlier_plies;
                            record.truncate(length);
                            last = earlier_last;
                            writeln!(out, "Taken back.")?;
                            show_board = true;
                        }
                        None => writeln!(out, "Nothing to take back.")?,
                    },
                    text => {
                        let before = game.clone();
                        let shown = game.parse_move(text).map(|mv| game.move_text(&mv));
                        match play_text(&mut game, text) {
                            Ok(mv) => {
                                undo_stack.push((before.clone(), plies, record.moves().len(), last.take()));
                                record.play(mv.clone()).map_err(|error| io::Error::other(error.to_string()))?;
                                last = Some((before, mv));
                                plies += 1;
                                writeln!(out, "{player} plays {}", shown.unwrap_or_else(|_| text.to_string()))?;
                            }
                            Err(message) => {
                                // A message that asks (`did you mean ...?`) keeps its own mark.
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

/// The points of `record` (replayed from its start) where a person was to
/// move: undo points into the moves a session starts with (a loaded game).
fn human_decisions<G: RecordGame>(record: &Record<G>, seats: &[Seat<G>]) -> Vec<(G, u64, usize)> {
    let mut points = Vec::new();
    let mut state = record.start().clone();
    let players = state.players();
    for (length, mv) in record.moves().iter().enumerate() {
        if let Turn::Player(player) = state.turn()
            && matches!(players.iter().position(|p| *p == player).and_then(|i| seats.get(i)), Some(Seat::Human) | None)
        {
            points.push((state.clone(), 0, length));
        }
        if state.play(mv).is_err() {
            break; // cannot happen: the record's moves were all played from its start
        }
    }
    points
}
