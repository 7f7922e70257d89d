//! Playing a whole game between bots, with chance resolved by a random
//! source.

use std::fmt;
use std::time::{Duration, Instant};

use super::Bot;
use crate::core::{Game, RandomSource, Turn, random_move};

/// How one seat played in a [`play_game`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatStats {
    /// Moves the seat's bot chose.
    pub moves: u64,
    /// Total time the seat's bot spent choosing.
    pub think_time: Duration,
}

impl SeatStats {
    /// The average time per move (zero before the first move).
    pub fn average_think_time(&self) -> Duration {
        match u32::try_from(self.moves) {
            Ok(0) => Duration::ZERO,
            Ok(moves) => self.think_time / moves,
            Err(_) => Duration::from_secs_f64(self.think_time.as_secs_f64() / self.moves as f64),
        }
    }
}

/// What a [`play_game`] played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Moves and chance outcomes played.
    pub plies: u64,
    /// Whether the game reached its end (otherwise the ply limit stopped it).
    pub finished: bool,
    /// Per seat, in [`players`](crate::core::Game::players) order.
    pub seats: Vec<SeatStats>,
}

/// Why [`play_game`] stopped before the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArenaError {
    /// A player to move has no bot: fewer bots than players.
    NoBot {
        /// The player, as displayed by the game.
        player: String,
    },
    /// A bot gave no move although its player was to move.
    NoMove {
        /// The player, as displayed by the game.
        player: String,
        /// Plies played before.
        ply: u64,
    },
    /// A bot chose a move the game refused.
    IllegalMove {
        /// The player, as displayed by the game.
        player: String,
        /// The move, in the game's notation.
        mv: String,
        /// The game's reason.
        reason: String,
        /// Plies played before.
        ply: u64,
    },
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::NoBot { player } => write!(f, "no bot plays for {player}"),
            ArenaError::NoMove { player, ply } => write!(f, "the bot of {player} gave no move at ply {ply}"),
            ArenaError::IllegalMove { player, mv, reason, ply } => {
                write!(f, "the bot of {player} chose the illegal move {mv} at ply {ply}: {reason}")
            }
        }
    }
}

impl std::error::Error for ArenaError {}

/// Plays `game` to its end (or `max_plies` plies) with `bots[i]` choosing
/// for the `i`-th of [`players`](crate::core::Game::players), and chance
/// turns drawn from `chance` by their weights.
///
/// # Errors
///
/// [`ArenaError`] when a player has no bot, or a bot gives no move or an
/// illegal one; `game` is then left as it was after the last good ply.
///
/// # Examples
///
/// ```
/// use boardkit::bots::{Bot, RandomBot, play_game};
/// use boardkit::core::{Game, SplitMix64};
///
/// fn random_game<G: Game>(mut game: G) -> Result<bool, Box<dyn std::error::Error>> {
///     let mut bots: Vec<Box<dyn Bot<G>>> = game
///         .players()
///         .iter()
///         .enumerate()
///         .map(|(seat, _)| Box::new(RandomBot::new(SplitMix64::new(seat as u64))) as Box<dyn Bot<G>>)
///         .collect();
///     let mut seats: Vec<&mut dyn Bot<G>> = bots.iter_mut().map(|bot| bot.as_mut() as &mut dyn Bot<G>).collect();
///     let record = play_game(&mut game, &mut seats, &mut SplitMix64::new(9), Some(1_000))?;
///     Ok(record.finished)
/// }
/// ```
pub fn play_game<G: Game, R: RandomSource + ?Sized>(
    game: &mut G,
    bots: &mut [&mut dyn Bot<G>],
    chance: &mut R,
    max_plies: Option<u64>,
) -> Result<GameRecord, ArenaError> {
    let players = game.players();
    let mut record = GameRecord { plies: 0, finished: false, seats: vec![SeatStats::default(); players.len()] };
    while max_plies.is_none_or(|limit| record.plies < limit) {
        let (mv, player) = match game.turn() {
            Turn::Over => break,
            Turn::Chance => match random_move(game, chance) {
                Some(mv) => (mv, None),
                None => break,
            },
            Turn::Player(player) => {
                let seat = players.iter().position(|p| *p == player);
                let (Some(seat), Some(bot)) = (seat, seat.and_then(|seat| bots.get_mut(seat))) else {
                    return Err(ArenaError::NoBot { player: player.to_string() });
                };
                let started = Instant::now();
                let choice = bot.choose(game);
                if let Some(stats) = record.seats.get_mut(seat) {
                    stats.think_time += started.elapsed();
                    stats.moves += 1;
                }
                let Some(mv) = choice else {
                    return Err(ArenaError::NoMove { player: player.to_string(), ply: record.plies });
                };
                (mv, Some(player))
            }
        };
        if let Err(error) = game.play(&mv) {
            return Err(ArenaError::IllegalMove {
                player: player.map_or_else(|| "chance".to_string(), |p| p.to_string()),
                mv: mv.to_string(),
                reason: error.to_string(),
                ply: record.plies,
            });
        }
        record.plies += 1;
    }
    record.finished = game.turn().is_over();
    Ok(record)
}
