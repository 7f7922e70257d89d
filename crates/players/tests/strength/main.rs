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

mod baseline;

use boardkit_core::{Game, SplitMix64};
use boardkit_players::{Strength, scirocco, sirocco, towers};
use boardkit_search::{Bot, play_game};

/// Games per match.
const GAMES: u64 = 200;

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
