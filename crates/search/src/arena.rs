//! Playing a whole game between bots, with chance resolved by a random
//! source.

use std::fmt;
use std::time::{Duration, Instant};

use crate::Bot;
use crate::RandomBot;
use boardkit_core::{Game, RandomSource, SplitMix64, Turn, random_move};

/// How one seat played in a [`play_game`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatStats {
    /// Moves the seat's bot chose.
    pub moves: u64,
    /// Total time the seat's bot spent choosing.
    pub think_time: Duration,
    /// The longest time the seat's bot spent on one move.
    pub longest_think: Duration,
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
    /// Per seat, in [`players`](boardkit_core::Game::players) order.
    pub seats: Vec<SeatStats>,
}

/// Why [`play_game`] stopped before the end.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
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
/// for the `i`-th of [`players`](boardkit_core::Game::players), and chance
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
/// use boardkit_search::{Bot, RandomBot, play_game};
/// use boardkit_core::{Game, SplitMix64};
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
                    let thought = started.elapsed();
                    stats.think_time += thought;
                    stats.longest_think = stats.longest_think.max(thought);
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

/// The results of a [`match_against_random`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchSummary {
    /// Games played.
    pub games: u64,
    /// Games the bot won, alone or sharing the win with some (not all) of
    /// the others.
    pub wins: u64,
    /// Of the [`wins`](MatchSummary::wins), those shared with other players
    /// (equal top scores).
    pub shared_wins: u64,
    /// Games drawn (including wins shared by every player).
    pub draws: u64,
    /// Games the bot lost.
    pub losses: u64,
    /// Games stopped by the ply limit.
    pub unfinished: u64,
    /// Moves the bot chose, over all games.
    pub bot_moves: u64,
    /// Time the bot spent choosing, over all games.
    pub think_time: Duration,
    /// The longest time the bot spent on one move.
    pub longest_think: Duration,
}

impl MatchSummary {
    /// The share of games won, from 0.0 to 1.0 (0.0 before any game).
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.wins as f64 / self.games as f64 }
    }

    /// The average time the bot spent per move.
    pub fn average_think_time(&self) -> Duration {
        SeatStats { moves: self.bot_moves, think_time: self.think_time, longest_think: self.longest_think }
            .average_think_time()
    }
}

impl fmt::Display for MatchSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} games: {} won ({} shared), {} drawn, {} lost, {} unfinished (win rate {:.1} %); think time {:.2} ms \
             per move on average, {:.2} ms at most",
            self.games,
            self.wins,
            self.shared_wins,
            self.draws,
            self.losses,
            self.unfinished,
            100.0 * self.win_rate(),
            self.average_think_time().as_secs_f64() * 1_000.0,
            self.longest_think.as_secs_f64() * 1_000.0,
        )
    }
}

/// Plays `games` seeded games of a bot against random movers and counts
/// the results.
///
/// Game `i` starts from `start(i)`, seats the bot made by `make_bot(i)` in
/// seat `i % players` (so the bot takes every seat in turn) and fills the
/// other seats with [`RandomBot`]s; the random movers and the chance turns
/// draw from generators seeded from `seed` and `i`, so the same arguments
/// replay the same games (with a bot that does not think by the clock).
///
/// # Errors
///
/// [`ArenaError`] if a bot chooses no move or an illegal one.
///
/// # Examples
///
/// ```
/// use boardkit_search::{Greedy, ScoreDifference, match_against_random};
/// use boardkit_core::Game;
///
/// fn rate<G: Game>(start: G) -> Result<f64, Box<dyn std::error::Error>> {
///     let summary =
///         match_against_random(|_| start.clone(), 10, 2026, Some(1_000), |_| Greedy::new(ScoreDifference::default()))?;
///     println!("{summary}");
///     Ok(summary.win_rate())
/// }
/// ```
pub fn match_against_random<G: Game, B: Bot<G>>(
    mut start: impl FnMut(u64) -> G,
    games: u64,
    seed: u64,
    max_plies: Option<u64>,
    mut make_bot: impl FnMut(u64) -> B,
) -> Result<MatchSummary, ArenaError> {
    let mut summary = MatchSummary { games, ..MatchSummary::default() };
    for index in 0..games {
        let mut game = start(index);
        let players = game.players();
        let bot_seat = (index % players.len().max(1) as u64) as usize;
        let game_seed = seed.wrapping_add(index.wrapping_mul(0x9E37_79B9));
        let mut randoms: Vec<RandomBot<G, SplitMix64>> = (0..players.len() as u64)
            .map(|seat| RandomBot::new(SplitMix64::new(game_seed.wrapping_mul(31).wrapping_add(seat))))
            .collect();
        let mut bot = make_bot(index);
        let mut bot_slot: Option<&mut dyn Bot<G>> = Some(&mut bot);
        let mut seats: Vec<&mut dyn Bot<G>> = Vec::with_capacity(players.len());
        for (seat, random) in randoms.iter_mut().enumerate() {
            match bot_slot.take_if(|_| seat == bot_seat) {
                Some(bot) => seats.push(bot),
                None => seats.push(random),
            }
        }
        let record = play_game(&mut game, &mut seats, &mut SplitMix64::new(game_seed), max_plies)?;
        if let Some(stats) = record.seats.get(bot_seat) {
            summary.bot_moves += stats.moves;
            summary.think_time += stats.think_time;
            summary.longest_think = summary.longest_think.max(stats.longest_think);
        }
        let outcome = game.outcome();
        let Some(outcome) = outcome.filter(|_| record.finished) else {
            summary.unfinished += 1;
            continue;
        };
        let winners = outcome.verdict.winners();
        let Some(bot_player) = players.get(bot_seat).copied() else {
            continue;
        };
        if winners.is_empty() || winners.len() == players.len() {
            summary.draws += 1;
        } else if winners.contains(&bot_player) {
            summary.wins += 1;
            summary.shared_wins += u64::from(winners.len() > 1);
        } else {
            summary.losses += 1;
        }
    }
    Ok(summary)
}
