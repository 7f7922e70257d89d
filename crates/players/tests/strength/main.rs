//! Strength at equal node budgets: the new players (on `boardkit-search`)
//! against the frozen players from before it (`tests/strength/baseline`), 200
//! seeded games per game with the seats alternated. Slow: run in release,
//!
//! ```text
//! cargo test -p boardkit-players --release --test strength -- --ignored --nocapture
//! ```
//!
//! Each test prints its tally; the asserted targets: the new
//! Scirocco and Towers players win at least 70 % of the games, the new
//! Sirocco player (one against three old ones, four players) at least 40 %
//! (25 % is parity).
//!
//! The timed matches (`selective_*`) pit the players' selective search
//! against the same players searching full width, as they did before the
//! selective techniques, both with the same time per move (100 ms, or
//! `BOARDKIT_MOVE_MS`), from seeded openings played twice with the
//! colours swapped, `BOARDKIT_MATCH_THREADS` games at a time (default 1),
//! `BOARDKIT_MATCH_GAMES` games (default 200).
//! `BOARDKIT_SELECTIVE_OFF` names techniques to turn off on the selective
//! side, comma-separated (`null_move`, `futility`, `razoring`,
//! `reductions`, `internal_reductions`, `exchange_pruning`, `aspiration`,
//! `extensions`, `deep_table_cutoffs`, `follow_up_history`), to
//! weigh what each brings.

mod baseline;

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_players::{Strength, scirocco, sirocco, towers};
use boardkit_search::{Bot, Limits, MAX_DEPTH, SearchOptions, play_game};

/// Games per match.
const GAMES: u64 = 200;

/// Games per timed match: [`GAMES`], or `BOARDKIT_MATCH_GAMES` (an even
/// number keeps every opening played from both sides).
fn timed_games() -> u64 {
    std::env::var("BOARDKIT_MATCH_GAMES").ok().and_then(|text| text.parse().ok()).unwrap_or(GAMES).max(1)
}

/// The strength both sides play at (equal node budgets: the limits tables
/// give both the same nodes per move): `quick`, or the environment
/// variable `BOARDKIT_STRENGTH` (`quick`, `standard`, `strong`).
fn strength() -> Strength {
    std::env::var("BOARDKIT_STRENGTH").ok().and_then(|text| text.parse().ok()).unwrap_or(Strength::Quick)
}

/// The tally of one match, from the new player's side.
#[derive(Debug, Default)]
struct Tally {
    wins: u64,
    draws: u64,
    losses: u64,
    unfinished: u64,
}

/// Plays `GAMES` games; in game `i` the new player takes seat `i % seats`
/// and the others are old players. Returns the tally.
fn play_match<G: Game>(
    start: impl Fn() -> G,
    mut new: impl FnMut(u64) -> Box<dyn Bot<G>>,
    mut old: impl FnMut(u64) -> Box<dyn Bot<G>>,
    max_plies: u64,
) -> Tally {
    let mut tally = Tally::default();
    for index in 0..GAMES {
        let mut game = start();
        let players = game.players();
        let new_seat = (index % players.len() as u64) as usize;
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..players.len() as u64)
            .map(|seat| if seat as usize == new_seat { new(index) } else { old(index * 8 + seat) })
            .collect();
        let mut seats: Vec<&mut dyn Bot<G>> = bots.iter_mut().map(|bot| bot.as_mut() as &mut dyn Bot<G>).collect();
        let record = play_game(&mut game, &mut seats, &mut SplitMix64::new(0x5EED + index), Some(max_plies))
            .unwrap_or_else(|error| panic!("game {index}: {error}"));
        let Some(outcome) = game.outcome().filter(|_| record.finished) else {
            tally.unfinished += 1;
            continue;
        };
        let winners = outcome.verdict.winners();
        if winners.is_empty() || winners.len() == players.len() {
            tally.draws += 1;
        } else if winners.contains(&players[new_seat]) {
            tally.wins += 1;
        } else {
            tally.losses += 1;
        }
    }
    tally
}

fn report(label: &str, tally: &Tally) -> f64 {
    let rate = tally.wins as f64 / GAMES as f64;
    println!("{label} at {}: {tally:?}: new player wins {:.1} %", strength(), 100.0 * rate);
    rate
}

#[test]
#[ignore = "200 games: run in release (see the file's docs)"]
fn new_scirocco_player_beats_the_old_one() {
    let tally = play_match(
        boardkit_scirocco::Scirocco::startpos,
        |seed| Box::new(scirocco::player(strength()).with_tie_break_seed(seed)),
        |seed| Box::new(baseline::scirocco_player(strength()).with_tie_break_seed(seed)),
        400,
    );
    assert!(report("Scirocco", &tally) >= 0.70);
}

#[test]
#[ignore = "200 games: run in release (see the file's docs)"]
fn new_towers_player_beats_the_old_one() {
    let tally = play_match(
        boardkit_towers::Towers::startpos,
        |seed| Box::new(towers::player(strength()).with_tie_break_seed(seed)),
        |seed| Box::new(baseline::towers_player(strength()).with_tie_break_seed(seed)),
        400,
    );
    assert!(report("Towers", &tally) >= 0.70);
}

#[test]
#[ignore = "200 games: run in release (see the file's docs)"]
fn new_sirocco_player_beats_three_old_ones() {
    let tally = play_match(
        || boardkit_sirocco::Sirocco::startpos(4).expect("four players"),
        |seed| Box::new(sirocco::player(strength()).with_tie_break_seed(seed)),
        |seed| Box::new(baseline::sirocco_player(strength()).with_tie_break_seed(seed)),
        5_000,
    );
    assert!(report("Sirocco (4 players)", &tally) >= 0.40);
}

/// The time per move of the timed matches: 100 ms, or `BOARDKIT_MOVE_MS`.
fn move_time() -> Duration {
    let millis = std::env::var("BOARDKIT_MOVE_MS").ok().and_then(|text| text.parse().ok()).unwrap_or(100);
    Duration::from_millis(millis)
}

/// What a timed match found, from the selective player's side.
#[derive(Debug, Default)]
struct TimedTally {
    tally: Tally,
    /// Moves and total and longest thinking time of each side.
    selective: (u64, Duration, Duration),
    full_width: (u64, Duration, Duration),
}

/// The state after `plies` seeded random moves from `start` (another seed
/// while a game ends in the opening).
fn opening<G: Game>(start: &G, pair: u64, plies: u32) -> G {
    for attempt in 0.. {
        let mut rng = SplitMix64::new(0x0BE4_1236 + pair * 1_000 + attempt);
        let mut game = start.clone();
        let mut ok = true;
        for _ in 0..plies {
            match random_move(&game, &mut rng) {
                Some(mv) => game.play(&mv).expect("random moves are legal"),
                None => ok = false,
            }
        }
        if ok && game.turn().player().is_some() {
            return game;
        }
    }
    unreachable!("some opening goes on")
}

/// Plays [`timed_games`] games of two-player `G` between the `selective` and the
/// `full_width` player (each built per game from a seed), in pairs from
/// the same opening of `opening_plies` random plies with the colours
/// swapped, on `BOARDKIT_MATCH_THREADS` threads; a game still going after
/// `max_plies` counts as unfinished.
fn play_timed_match<G: Game + Send + Sync>(
    start: G,
    opening_plies: u32,
    selective: impl Fn(u64) -> Box<dyn Bot<G>> + Sync,
    full_width: impl Fn(u64) -> Box<dyn Bot<G>> + Sync,
    max_plies: u64,
) -> TimedTally {
    let threads: u64 = std::env::var("BOARDKIT_MATCH_THREADS").ok().and_then(|text| text.parse().ok()).unwrap_or(1);
    let next = AtomicU64::new(0);
    let result = Mutex::new(TimedTally::default());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= timed_games() {
                        break;
                    }
                    let mut game = opening(&start, index / 2, opening_plies);
                    let selective_seat = (index % 2) as usize;
                    let mut bots = [selective(index), full_width(index)];
                    if selective_seat == 1 {
                        bots.swap(0, 1);
                    }
                    let [first, second] = &mut bots;
                    let mut seats: [&mut dyn Bot<G>; 2] = [first.as_mut(), second.as_mut()];
                    let players = game.players();
                    let record = play_game(&mut game, &mut seats, &mut SplitMix64::new(index), Some(max_plies))
                        .unwrap_or_else(|error| panic!("game {index}: {error}"));
                    let mut result = result.lock().expect("no thread panicked");
                    for (seat, stats) in record.seats.iter().enumerate() {
                        let side = if seat == selective_seat { &mut result.selective } else { &mut result.full_width };
                        side.0 += stats.moves;
                        side.1 += stats.think_time;
                        side.2 = side.2.max(stats.longest_think);
                    }
                    let tally = &mut result.tally;
                    match game.outcome().filter(|_| record.finished) {
                        None => tally.unfinished += 1,
                        Some(outcome) => {
                            let winners = outcome.verdict.winners();
                            if winners.len() != 1 {
                                tally.draws += 1;
                            } else if winners.contains(&players[selective_seat]) {
                                tally.wins += 1;
                            } else {
                                tally.losses += 1;
                            }
                        }
                    }
                    eprintln!("game {index}: {} plies, {:?}", record.plies, tally);
                }
            });
        }
    });
    result.into_inner().expect("no thread panicked")
}

/// Prints a timed match's result; returns the selective player's score
/// (a win 1, a draw or an unfinished game ½).
fn report_timed(label: &str, result: &TimedTally) -> f64 {
    let TimedTally { tally, selective, full_width } = result;
    let score = (tally.wins as f64 + (tally.draws + tally.unfinished) as f64 / 2.0) / timed_games() as f64;
    let average =
        |(moves, total, _): &(u64, Duration, Duration)| total.as_secs_f64() * 1_000.0 / (*moves).max(1) as f64;
    println!(
        "{label}, {:?} a move: {tally:?}: the selective search scores {:.1} %; thinking per move: selective {:.1} ms \
         on average, {:?} at most; full width {:.1} ms, {:?} at most",
        move_time(),
        100.0 * score,
        average(selective),
        selective.2,
        average(full_width),
        full_width.2
    );
    score
}

/// `options` without the techniques `BOARDKIT_SELECTIVE_OFF` names.
fn selective_options(mut options: SearchOptions) -> SearchOptions {
    let off = std::env::var("BOARDKIT_SELECTIVE_OFF").unwrap_or_default();
    for name in off.split(',').map(str::trim).filter(|name| !name.is_empty()) {
        options = options.without(name).unwrap_or_else(|| {
            panic!("BOARDKIT_SELECTIVE_OFF: unknown technique {name} (known: {})", SearchOptions::TECHNIQUES.join(", "))
        });
    }
    options
}

/// The timed limits of the matches: as deep as the time allows.
fn timed() -> Limits {
    Limits::depth(MAX_DEPTH).with_time(move_time())
}

#[test]
#[ignore = "200 timed games: run in release (see the file's docs)"]
fn selective_scirocco_player_beats_the_full_width_one() {
    let full_width = SearchOptions { staged_moves: true, ..SearchOptions::EXACT };
    let player = |seed: u64, options: SearchOptions| {
        let mut player = scirocco::player(Strength::Strong).with_tie_break_seed(seed).with_options(options);
        player.set_limits(timed());
        Box::new(player)
    };
    let result = play_timed_match(
        boardkit_scirocco::Scirocco::startpos(),
        4,
        |seed| player(seed, selective_options(scirocco::SEARCH_OPTIONS)),
        |seed| player(seed, full_width),
        300,
    );
    assert!(report_timed("Scirocco", &result) >= 0.75);
}

#[test]
#[ignore = "200 timed games: run in release (see the file's docs)"]
fn selective_towers_player_beats_the_full_width_one() {
    let player = |seed: u64, options: SearchOptions| {
        let mut player = towers::player(Strength::Strong).with_tie_break_seed(seed).with_options(options);
        player.set_limits(timed());
        Box::new(player)
    };
    let result = play_timed_match(
        boardkit_towers::Towers::startpos(),
        2,
        |seed| player(seed, selective_options(towers::SEARCH_OPTIONS)),
        |seed| player(seed, SearchOptions::EXACT),
        300,
    );
    assert!(report_timed("Towers", &result) >= 0.70);
}
