//! The arena (`play_game`, `match_against_random` and their records), at
//! crate level: until mutation testing showed it, only the facade's tests
//! played games through it, and a per-crate run does not see those.

mod common;

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use boardkit_core::{Game, Outcome, PlayerList, SplitMix64, Turn, Verdict};
use boardkit_search::{ArenaError, Bot, MatchSummary, RandomBot, SeatStats, match_against_random, play_game};
use common::toy::{Illegal, Pile};

/// How long a [`Seat`] thinks, so that think times are measurable.
const PAUSE: Duration = Duration::from_millis(1);

/// Takes as many counters as it may (the last listed move), after a pause,
/// and remembers for which player it was asked.
#[derive(Default)]
struct Seat {
    asked: Vec<u8>,
}

impl Bot<Pile> for Seat {
    fn choose(&mut self, game: &Pile) -> Option<u8> {
        self.asked.extend(game.turn().player());
        std::thread::sleep(PAUSE);
        game.legal_moves().last().copied()
    }
}

#[test]
fn a_played_game_counts_its_plies_and_each_seats_moves_and_time() {
    // 9 counters, 3 at a time: seat 0, seat 1, seat 0, who takes the last.
    let mut game = Pile::new(9, 2, false);
    let (mut first, mut second) = (Seat::default(), Seat::default());
    let record = play_game(&mut game, &mut [&mut first, &mut second], &mut SplitMix64::new(1), None).unwrap();
    assert_eq!((record.plies, record.finished), (3, true));
    assert_eq!((first.asked.as_slice(), second.asked.as_slice()), ([0, 0].as_slice(), [1].as_slice()));
    assert_eq!(game.outcome().map(|outcome| outcome.verdict), Some(Verdict::Win(0)));
    let [one, two] = record.seats.as_slice() else { panic!("two seats: {record:?}") };
    assert_eq!((one.moves, two.moves), (2, 1));
    for stats in [one, two] {
        assert!(stats.longest_think >= PAUSE, "{stats:?}");
        assert!(stats.think_time >= PAUSE * stats.moves as u32, "{stats:?}");
        assert!(stats.longest_think <= stats.think_time, "{stats:?}");
    }
    assert_eq!(one.average_think_time(), one.think_time / 2);
}

#[test]
fn chance_turns_are_drawn_and_counted_as_plies() {
    for seed in 0..20 {
        // Every take but the last is followed by a coin.
        let mut game = Pile::new(9, 2, true);
        let (mut first, mut second) = (Seat::default(), Seat::default());
        let record = play_game(&mut game, &mut [&mut first, &mut second], &mut SplitMix64::new(seed), None).unwrap();
        let moves = record.seats[0].moves + record.seats[1].moves;
        assert!(record.finished, "{record:?}");
        assert_eq!(record.plies, 2 * moves - 1, "seed {seed}: {record:?}");
        assert_eq!(moves, (first.asked.len() + second.asked.len()) as u64);
        assert!(first.asked.iter().all(|&p| p == 0) && second.asked.iter().all(|&p| p == 1));
    }
}

#[test]
fn the_ply_limit_stops_a_game_unfinished() {
    let mut game = Pile::new(9, 2, true);
    let (mut first, mut second) = (Seat::default(), Seat::default());
    let record = play_game(&mut game, &mut [&mut first, &mut second], &mut SplitMix64::new(3), Some(2)).unwrap();
    // A take and its coin.
    assert_eq!((record.plies, record.finished), (2, false));
    assert_eq!((record.seats[0].moves, record.seats[1].moves), (1, 0));
    assert_eq!(game.turn(), Turn::Player(1));
    let record = play_game(&mut game, &mut [&mut first, &mut second], &mut SplitMix64::new(3), Some(0)).unwrap();
    assert_eq!((record.plies, record.finished), (0, false));
    assert_eq!(game.turn(), Turn::Player(1));
}

/// Gives no move, or an illegal one.
struct Broken {
    mv: Option<u8>,
}

impl Bot<Pile> for Broken {
    fn choose(&mut self, _: &Pile) -> Option<u8> {
        self.mv
    }
}

#[test]
fn a_missing_silent_or_cheating_bot_stops_the_game_with_its_error() {
    // Three players, two bots: the third player's turn has no bot.
    let mut game = Pile::new(9, 3, false);
    let error = play_game(&mut game, &mut [&mut Seat::default(), &mut Seat::default()], &mut SplitMix64::new(1), None)
        .unwrap_err();
    assert_eq!(error, ArenaError::NoBot { player: "2".to_string() });
    assert_eq!(error.to_string(), "no bot plays for 2");
    assert_eq!(game.counters, 3, "the game is left after the last good ply");

    let mut game = Pile::new(9, 2, false);
    let error =
        play_game(&mut game, &mut [&mut Seat::default(), &mut Broken { mv: None }], &mut SplitMix64::new(1), None)
            .unwrap_err();
    assert_eq!(error, ArenaError::NoMove { player: "1".to_string(), ply: 1 });
    assert_eq!(error.to_string(), "the bot of 1 gave no move at ply 1");

    let mut game = Pile::new(9, 2, false);
    let error =
        play_game(&mut game, &mut [&mut Seat::default(), &mut Broken { mv: Some(7) }], &mut SplitMix64::new(1), None)
            .unwrap_err();
    let expected = ArenaError::IllegalMove {
        player: "1".to_string(),
        mv: "7".to_string(),
        reason: "illegal move 7".to_string(),
        ply: 1,
    };
    assert_eq!(error, expected);
    assert_eq!(error.to_string(), "the bot of 1 chose the illegal move 7 at ply 1: illegal move 7");
    assert_eq!(game.counters, 6, "the illegal move was not played");
}

#[test]
fn average_think_times_divide_by_the_moves() {
    let ms = Duration::from_millis;
    assert_eq!(SeatStats::default().average_think_time(), Duration::ZERO);
    let four = SeatStats { moves: 4, think_time: ms(10), longest_think: ms(4) };
    assert_eq!(four.average_think_time(), Duration::from_micros(2_500));
    // More moves than a u32 holds: the float path.
    let many = SeatStats { moves: 1 << 33, think_time: Duration::from_secs(3 << 33), longest_think: ms(9) };
    assert_eq!(many.average_think_time(), Duration::from_secs(3));

    let summary = MatchSummary {
        games: 4,
        wins: 3,
        shared_wins: 1,
        draws: 0,
        losses: 1,
        unfinished: 0,
        bot_moves: 4,
        think_time: ms(10),
        longest_think: ms(4),
    };
    assert_eq!(summary.win_rate(), 0.75);
    assert_eq!(MatchSummary::default().win_rate(), 0.0);
    assert_eq!(summary.average_think_time(), Duration::from_micros(2_500));
    assert_eq!(
        summary.to_string(),
        "4 games: 3 won (1 shared), 0 drawn, 1 lost, 0 unfinished (win rate 75.0 %); think time 2.50 ms per move \
         on average, 4.00 ms at most"
    );
}

/// A game decided before it starts: seat 0 plays its one move, 0, and the
/// game ends with the verdict it was made with. Three players. (Its text is
/// not read back: the arena never parses a state.)
#[derive(Clone, Debug, PartialEq)]
struct Fixed {
    verdict: Verdict<u8>,
    played: bool,
}

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} {}", self.verdict, self.played)
    }
}

impl FromStr for Fixed {
    type Err = String;
    fn from_str(text: &str) -> Result<Fixed, String> {
        Err(format!("a fixed game is not read: {text}"))
    }
}

impl Game for Fixed {
    type Player = u8;
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        (0..3).collect()
    }
    fn turn(&self) -> Turn<u8> {
        if self.played { Turn::Over } else { Turn::Player(0) }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if !self.played {
            moves.push(0);
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        common::toy::play_checked(self, mv)
    }
    fn play_unchecked(&mut self, _: &u8) {
        self.played = true;
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        self.played.then(|| Outcome { verdict: self.verdict.clone(), reason: "fixed" })
    }
    fn position_hash(&self) -> u64 {
        u64::from(self.played)
    }
}

/// Moves after a pause (it only ever moves for seat 0, the one that moves).
struct Patient;

impl<G: Game> Bot<G> for Patient {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        std::thread::sleep(PAUSE);
        game.legal_moves().first().cloned()
    }
}

/// The bot takes seat `i % 3` in game `i`; each verdict counts as a win
/// (alone or shared), a draw (nobody, or everybody, won) or a loss from
/// that seat.
#[test]
fn a_match_counts_each_verdict_from_the_bots_seat() {
    let shared = |seats: &[u8]| Verdict::SharedWin(seats.iter().copied().collect());
    let verdicts = [
        Verdict::Win(0),    // seat 0: won
        Verdict::Win(0),    // seat 1: lost
        Verdict::Draw,      // seat 2: drawn
        shared(&[0, 1]),    // seat 0: won, shared
        shared(&[0, 1]),    // seat 1: won, shared
        shared(&[0, 1]),    // seat 2: lost
        shared(&[0, 1, 2]), // seat 0: drawn
        Verdict::Win(1),    // seat 1: won
        Verdict::Win(1),    // seat 2: lost
        Verdict::Win(0),    // seat 0: won
    ];
    let start = |index: u64| Fixed { verdict: verdicts[index as usize].clone(), played: false };
    let summary = match_against_random(start, 10, 5, None, |_| Patient).unwrap();
    let times = (summary.think_time, summary.longest_think);
    assert_eq!(
        summary,
        MatchSummary {
            games: 10,
            wins: 5,
            shared_wins: 2,
            draws: 2,
            losses: 3,
            unfinished: 0,
            // Seat 0 moves, and the bot sits there in games 0, 3, 6 and 9.
            bot_moves: 4,
            think_time: times.0,
            longest_think: times.1,
        }
    );
    assert!(summary.longest_think >= PAUSE && summary.think_time >= 4 * PAUSE, "{summary:?}");
    assert!(summary.longest_think <= summary.think_time, "{summary:?}");
    assert_eq!(summary.win_rate(), 0.5);

    // Stopped before the end, every game is unfinished.
    let summary = match_against_random(start, 10, 5, Some(0), |_| Patient).unwrap();
    assert_eq!((summary.games, summary.unfinished, summary.wins + summary.draws + summary.losses), (10, 10, 0));
    assert_eq!(summary.bot_moves, 0);
}

/// The random movers and the chance turns are seeded from the seed and the
/// game's index: the same arguments play the same games.
#[test]
fn a_match_replays_for_the_same_seed() {
    let play = |seed| {
        match_against_random(|_| Pile::new(11, 2, true), 12, seed, None, |index| RandomBot::new(SplitMix64::new(index)))
            .unwrap()
    };
    let (first, again) = (play(4), play(4));
    assert_eq!(
        (first.wins, first.losses, first.bot_moves, first.unfinished),
        (again.wins, again.losses, again.bot_moves, again.unfinished)
    );
    assert_eq!((first.games, first.wins + first.losses, first.draws), (12, 12, 0));
}
