//! Expectimax on Sirocco, 2 to 4 players with a die: the same move and
//! value as a naive expectimax at a fixed depth, with the table, on
//! hundreds of seeded positions.

mod common;

use boardkit_core::{Game, PlayerList};
use boardkit_search::{Evaluate, Expectimax, Limits, Strategy};
use boardkit_sirocco::{Seat, Sirocco};
use common::positions::random_position;
use common::reference::{iterative_choice, root_expectimax};

/// A seat's progress: its score first, then its pawns out on the board,
/// and a little by the points they stand on, so that few moves tie.
fn progress(game: &Sirocco, seat: Seat) -> i32 {
    let on_board = game.pawns_on_board(seat);
    let places: usize = on_board.iter().map(|point| point.index() % 5).sum();
    20 * game.score(seat) as i32 + 3 * on_board.len() as i32 - i32::from(game.pawns_on_base(seat)) + places as i32
}

/// A seat's progress minus the best progress of the others: not zero-sum
/// with more than two players, as max-n allows.
#[derive(Clone, Copy, Debug)]
struct Lead;

impl Evaluate<Sirocco> for Lead {
    fn evaluate(&self, game: &Sirocco, player: Seat) -> i32 {
        let best_other = game.seats().iter().filter(|seat| **seat != player).map(|seat| progress(game, *seat)).max();
        progress(game, player) - best_other.unwrap_or(0)
    }

    /// The same values, each seat's progress computed once.
    fn evaluate_all(&self, game: &Sirocco, players: &[Seat]) -> PlayerList<i32> {
        let all: PlayerList<(Seat, i32)> = game.seats().iter().map(|seat| (*seat, progress(game, *seat))).collect();
        let lead = |player: Seat| {
            let best_other = all.iter().filter(|(seat, _)| *seat != player).map(|(_, value)| *value).max();
            all.iter().find(|(seat, _)| *seat == player).map_or(0, |(_, own)| own - best_other.unwrap_or(0))
        };
        players.iter().map(|player| lead(*player)).collect()
    }
}

/// Seeded random positions with a player to move: `count` for each of 2,
/// 3 and 4 players, `plies(seed)` random plies (throws included) from
/// the start, kept if `keep` says so.
fn positions(
    count: usize,
    seeds: std::ops::Range<u64>,
    plies: impl Fn(u64) -> u64,
    keep: impl Fn(&Sirocco) -> bool,
) -> Vec<Sirocco> {
    let mut found = Vec::new();
    for players in 2..=4 {
        let start = Sirocco::startpos(players).expect("2 to 4 players");
        let games =
            seeds.clone().filter_map(|seed| random_position(&start, seed, plies(seed))).filter(|game| keep(game));
        found.extend(games.take(count));
    }
    found
}

/// Compares `strategy`'s bots (one per depth up to `deepest`, each keeping
/// its table from one position to the next) with the naive search on
/// every position: the same move (the first best in the bots' order: the
/// previous iteration's best first, then the game's order) and value. A
/// root with a single move is searched one player move deep, whatever the
/// depth, as the bot documents. Returns the positions with a choice and
/// the nodes the deepest searches took from the table.
fn check(strategy: Strategy, deepest: u32, games: &[Sirocco]) -> (usize, u64) {
    let mut bots: Vec<Expectimax<Sirocco, Lead>> = (1..=deepest)
        .map(|depth| Expectimax::new(Lead, Limits::depth(depth)).with_hash_mb(1).with_strategy(strategy))
        .collect();
    let (mut choices, mut hits) = (0, 0);
    for game in games {
        let one = root_expectimax(game, 1, strategy, &Lead).expect("a player is to move");
        let forced = one.len() == 1;
        let mut iterations = vec![one];
        for (depth, bot) in (1..=deepest).zip(&mut bots) {
            if depth > 1 && !forced {
                iterations.push(root_expectimax(game, depth, strategy, &Lead).expect("a player is to move"));
            }
            let (best, value) = iterative_choice(&iterations).expect("a player to move has a move");
            let report = bot.search(game).expect("a player is to move");
            let what = format!("{strategy:?}, depth {depth}: {game}");
            assert_eq!((report.best_move, i64::from(report.score)), (best, value), "{what}");
            assert_eq!(report.depth, iterations.len() as u32, "{what}");
            if depth == deepest {
                hits += bot.table_hits();
            }
        }
        choices += usize::from(!forced);
    }
    (choices, hits)
}

/// Positions where the round limit ends the game within two player moves:
/// seeded positions whose player to move is one of the round's last two,
/// the limit set to the current round. The searches then score finished
/// games (the top scores win, a win worth less the more plies it takes).
fn ending_positions(count: usize, seeds: std::ops::Range<u64>) -> Vec<Sirocco> {
    let last_two = |game: &Sirocco| {
        let seats = game.seats();
        seats.iter().position(|seat| *seat == game.seat_to_move()).is_some_and(|at| at + 2 >= seats.len())
    };
    let games = positions(count, seeds, |seed| 20 + seed % 200, last_two);
    let games: Vec<Sirocco> = games
        .into_iter()
        .map(|game| {
            let round = game.round();
            game.with_round_limit(Some(round))
        })
        .collect();
    for game in &games {
        // A move, a throw and a move at most, and the game is over.
        let mut line = game.clone();
        for _ in 0..3 {
            if let Some(mv) = line.legal_moves().first() {
                line.play(mv).expect("a listed move plays");
            }
        }
        assert!(line.turn().is_over(), "{game}");
    }
    games
}

/// One player move deep, on positions from the first plies to late in
/// the game (captures, pawns home).
#[test]
fn max_n_expectimax_agrees_with_naive_expectimax_one_move_deep() {
    let games = positions(70, 0..1_000, |seed| 2 + seed % 300, |_| true);
    let (choices, _) = check(Strategy::MaxN, 1, &games);
    eprintln!("max-n, one move deep: {} positions, {choices} with a choice", games.len());
    assert!(games.len() >= 210 && choices >= 200, "{} positions, {choices} with a choice", games.len());
}

/// Two player moves deep (and one), on positions of the first twenty
/// turns: the trees stay small enough for hundreds of positions in the
/// test profile, and the table values ~40,000 nodes of them (the same
/// step after different throws meets the same position again).
#[test]
fn max_n_expectimax_agrees_with_naive_expectimax_two_moves_deep() {
    let games = positions(70, 0..1_000, |seed| 2 + seed % 40, |_| true);
    let (choices, hits) = check(Strategy::MaxN, 2, &games);
    eprintln!("max-n, two moves deep: {} positions, {choices} with a choice, {hits} nodes from the table", games.len());
    assert!(games.len() >= 210 && choices >= 200, "{} positions, {choices} with a choice", games.len());
    assert!(hits >= 1_000, "the table valued only {hits} nodes");
}

/// Two player moves deep in the middle game, where a tree has 10^4 to
/// 10^5 nodes: fifteen positions.
#[test]
fn max_n_expectimax_agrees_with_naive_expectimax_two_moves_deep_in_the_middle_game() {
    let games = positions(5, 0..1_000, |seed| 60 + seed % 80, |_| true);
    let (choices, hits) = check(Strategy::MaxN, 2, &games);
    eprintln!("max-n, middle game: {} positions, {choices} with a choice, {hits} nodes from the table", games.len());
    assert!(games.len() >= 15 && choices >= 13, "{} positions, {choices} with a choice", games.len());
    assert!(hits >= 1_000, "the table valued only {hits} nodes");
}

/// Two player moves deep where the game ends within them.
#[test]
fn max_n_expectimax_agrees_with_naive_expectimax_where_the_game_ends() {
    let games = ending_positions(20, 0..1_000);
    let (choices, _) = check(Strategy::MaxN, 2, &games);
    eprintln!("max-n, the game ending: {} positions, {choices} with a choice", games.len());
    assert!(games.len() >= 60 && choices >= 50, "{} positions, {choices} with a choice", games.len());
}

/// The paranoid reading (every other player against the one to move; its
/// table cleared at every search), two player moves deep, where the game
/// goes on and where it ends.
#[test]
fn paranoid_expectimax_agrees_with_the_naive_paranoid_search() {
    let mut games = positions(20, 2_000..3_000, |seed| 2 + seed % 40, |_| true);
    games.extend(ending_positions(5, 2_000..3_000));
    let (choices, hits) = check(Strategy::Paranoid, 2, &games);
    eprintln!(
        "paranoid, two moves deep: {} positions, {choices} with a choice, {hits} nodes from the table",
        games.len()
    );
    assert!(games.len() >= 75 && choices >= 70, "{} positions, {choices} with a choice", games.len());
    assert!(hits >= 100, "the table valued only {hits} nodes");
}
