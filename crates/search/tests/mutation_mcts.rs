//! Monte Carlo tree search beyond "it finds the winning move", from
//! mutation testing: the rewards of each verdict and of the evaluation,
//! the report, the budget and progress, the tree limit, chance drawn by
//! weight and the accessors.

mod common;

use std::fmt;
use std::str::FromStr;

use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};
use boardkit_search::{Bot, Evaluate, Even, Limits, Mcts, SearchReport};
use common::toy::{Corridor, Illegal, Pile, Toss};

/// A game decided by seat 0's one move: move `i` ends it with
/// `verdicts[i]`. Three players. (Its text is not read back.)
#[derive(Clone, Debug, PartialEq)]
struct Final {
    verdicts: Vec<Verdict<u8>>,
    played: Option<u8>,
}

impl Final {
    fn new(verdicts: impl IntoIterator<Item = Verdict<u8>>) -> Final {
        Final { verdicts: verdicts.into_iter().collect(), played: None }
    }
}

impl fmt::Display for Final {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} {:?}", self.verdicts, self.played)
    }
}

impl FromStr for Final {
    type Err = String;
    fn from_str(text: &str) -> Result<Final, String> {
        Err(format!("a final game is not read: {text}"))
    }
}

impl Game for Final {
    type Player = u8;
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        (0..3).collect()
    }
    fn turn(&self) -> Turn<u8> {
        if self.played.is_some() { Turn::Over } else { Turn::Player(0) }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.played.is_none() {
            moves.extend(0..self.verdicts.len() as u8);
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        common::toy::play_checked(self, mv)
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.played = Some(*mv);
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        let played = self.played?;
        Some(Outcome { verdict: self.verdicts[usize::from(played)].clone(), reason: "final" })
    }
    fn position_hash(&self) -> u64 {
        self.played.map_or(0, |mv| u64::from(mv) + 1)
    }
}

fn shared(players: &[u8]) -> Verdict<u8> {
    Verdict::SharedWin(players.iter().copied().collect())
}

/// A finished game rewards seat 0 with 1 for its win, 1/k for a k-way
/// shared win, ½ for a draw and 0 for a loss, so the report's score
/// (`(2 · mean − 1) · 1000`) is 1000, 0, −333, −1000. With one legal move
/// the search stops after one iteration. (Kills the rewards of each
/// verdict, the score's formula and the stop on a single move.)
#[test]
fn a_finished_game_rewards_wins_shares_draws_and_losses() {
    let cases = [
        (Verdict::Win(0), 1000),
        (shared(&[0, 2]), 0),
        (shared(&[0, 1, 2]), -333),
        (shared(&[1, 2]), -1000),
        (Verdict::Draw, 0),
        (Verdict::Win(1), -1000),
    ];
    for (verdict, score) in cases {
        let mut bot = Mcts::random_playouts(Limits::iterations(50), 1);
        let report = bot.search(&Final::new([verdict.clone()])).expect("seat 0 is to move");
        assert_eq!((report.best_move, report.score, report.iterations), (0, score, 1), "{verdict:?}");
        assert_eq!((report.depth, report.principal_variation.as_slice()), (1, &[0][..]), "{verdict:?}");
    }
}

/// Among moves that end the game the most visited, and so the one played,
/// is the win, then the best share: the upper confidence bound goes back
/// to the better mean. (Kills the selection's formula turned around.)
#[test]
fn the_search_plays_the_best_verdict() {
    let game = Final::new([Verdict::Win(1), Verdict::Draw, shared(&[0, 1]), Verdict::Win(0), shared(&[0, 1, 2])]);
    let report = Mcts::random_playouts(Limits::iterations(400), 2).search(&game).expect("seat 0 is to move");
    assert_eq!((report.best_move, report.score, report.iterations), (3, 1000, 400));
    let without_win = Final::new([Verdict::Win(1), shared(&[0, 1, 2]), Verdict::Draw, shared(&[0, 1])]);
    let report = Mcts::random_playouts(Limits::iterations(400), 2).search(&without_win).expect("seat 0 is to move");
    // A draw and a two-way share are both worth ½: the first of the most visited.
    assert!(matches!(report.best_move, 2 | 3), "{report:?}");
    assert_eq!(report.score, 0);
}

/// Seat 0 is always ahead by 400 (each other seat behind by as much), in
/// a pile too large to finish within the search: with playouts of no
/// plies every new leaf is judged at once, and seat
/// 0's reward is `1 / (1 + e^(−400 / scale))`: 0.731 at the default scale
/// of 400 (a score of 462), 0.622 at 800 (245). (Kills the squashing of
/// evaluations and `with_evaluation_scale`.)
#[test]
fn evaluations_are_squashed_by_the_scale() {
    #[derive(Clone, Copy)]
    struct Ahead;
    impl Evaluate<Pile> for Ahead {
        fn evaluate(&self, _: &Pile, player: u8) -> i32 {
            if player == 0 { 400 } else { -400 }
        }
    }
    let game = Pile::new(240, 2, false);
    for (scale, score) in [(None, 462), (Some(800.0), 245), (Some(200.0), 762)] {
        let bot = Mcts::new(Ahead, Limits::iterations(100), 5).with_rollout_plies(0);
        let mut bot = match scale {
            Some(scale) => bot.with_evaluation_scale(scale),
            None => bot,
        };
        let report = bot.search(&game).expect("seat 0 is to move");
        assert_eq!(report.score, score, "scale {scale:?}");
    }
}

/// Calling tails wins three times in four (the coin falls tails with
/// weight 3, heads with 1), heads once in four: drawn by their weights,
/// inside the tree and in playouts, the search calls tails and scores it
/// near `(2 · ¾ − 1) · 1000` = 500. (Kills the weighted draws of chance
/// outcomes.)
#[test]
fn chance_outcomes_are_drawn_by_their_weights() {
    for seed in 0..4 {
        for rollout in [0, 5] {
            let mut bot = Mcts::random_playouts(Limits::iterations(2_000), seed).with_rollout_plies(rollout);
            let report = bot.search(&Toss::default()).expect("seat 0 calls");
            assert_eq!(report.best_move, 2, "seed {seed}");
            assert!((400..=600).contains(&report.score), "seed {seed}, rollout {rollout}: {}", report.score);
            // The line stops at the coin.
            assert_eq!(report.principal_variation, [2], "seed {seed}");
        }
        // A tree of three holds the root and the two calls, never a coin:
        // every coin is drawn in a playout.
        let mut bot = Mcts::random_playouts(Limits::iterations(2_000), seed).with_tree_nodes(3);
        let report = bot.search(&Toss::default()).expect("seat 0 calls");
        assert_eq!(report.best_move, 2, "seed {seed}, coins in playouts");
        assert!((400..=600).contains(&report.score), "seed {seed}, coins in playouts: {}", report.score);
    }
}

/// A tree of five holds the root, the two calls and the two sides of one
/// coin, no more: the first call tried again (heads) gets its coin in the
/// tree, so its mean falls to about ¼; the other's coin never fits, and
/// with playouts of no plies its leaf is judged as it stands (even, ½).
/// The search plays the even call, scored exactly 0. (Kills the room
/// check of a chance expansion off by one either way, and playouts that
/// take a ply they were not given.)
#[test]
fn a_coin_is_expanded_only_when_its_outcomes_fit() {
    for seed in 0..4 {
        let mut bot = Mcts::new(Even, Limits::iterations(400), seed).with_rollout_plies(0).with_tree_nodes(5);
        let report = bot.search(&Toss::default()).expect("seat 0 calls");
        assert_eq!((report.best_move, report.score, report.depth), (2, 0, 1), "seed {seed}");
    }
}

/// The playouts take exactly the plies they are given, and the evaluation
/// scores the state they reach. In a corridor that never ends and has one
/// way on, a tree of three (the root and its two moves) leaves every ply
/// after the first to the playout, and an evaluation of 100 a ply played
/// (for seat 0) scores every leaf alike: after `r` playout plies the
/// reward is `1 / (1 + e^(−100 (1 + r) / 400))`, a score of 124, 245, 358
/// and 462 for `r` = 0, 1, 2, 3. (Kills the playout's ply count, its stop
/// and its step.)
#[test]
fn playouts_take_exactly_their_plies() {
    #[derive(Clone, Copy)]
    struct Length;
    impl Evaluate<Corridor> for Length {
        fn evaluate(&self, game: &Corridor, player: u8) -> i32 {
            let plies = (game.moves + game.coins) as i32 * 100;
            if player == 0 { plies } else { -plies }
        }
    }
    let game = Corridor { moves: 0, coins: 0, coin_due: false, weight: 1 };
    for (plies, score) in [(0, 124), (1, 245), (2, 358), (3, 462)] {
        let limits = Limits::iterations(20).with_nodes(10_000);
        let report = Mcts::new(Length, limits, 1).with_rollout_plies(plies).with_tree_nodes(3).search(&game);
        let report = report.expect("seat 0 is to move");
        assert_eq!((report.score, report.iterations, report.depth), (score, 20, 1), "{plies} playout plies");
    }
}

/// A large exploration constant spreads the visits evenly whatever the
/// moves' means: the loss (tried first) keeps up with the win and, the
/// first among the most visited, is played. At the default constant the
/// win takes most visits. (Kills the upper confidence bound with its sum
/// or its product turned around.)
#[test]
fn exploration_spreads_the_visits() {
    let game = Final::new([Verdict::Win(1), Verdict::Win(0)]);
    let report = Mcts::random_playouts(Limits::iterations(100), 1).with_exploration(1_000.0).search(&game);
    assert_eq!(report.map(|report| (report.best_move, report.score)), Some((0, -1000)));
    let report = Mcts::random_playouts(Limits::iterations(100), 1).search(&game);
    assert_eq!(report.map(|report| (report.best_move, report.score)), Some((1, 1000)));
}

/// Equal moves (three draws) are visited in turn, in the game's order, and
/// of those visited most the first is played: after 99 iterations each
/// has 33 visits and the first is played; after 100 the first has one
/// more. (Kills ties broken towards the last move, in the selection and
/// in the choice of the most visited.)
#[test]
fn equal_moves_are_visited_in_turn_and_the_first_is_played() {
    let game = Final::new([Verdict::Draw, Verdict::Draw, Verdict::Draw]);
    for iterations in [99, 100] {
        let report = Mcts::random_playouts(Limits::iterations(iterations), 1).search(&game).expect("a move");
        assert_eq!((report.best_move, report.score, report.iterations), (0, 0, iterations));
    }
}

/// A budget that runs out in the first playout leaves the root expanded
/// but none of its moves visited: that is no search, and the report says
/// so (the first move, score 0, depth 0), not a lost move. (Kills the
/// most visited child chosen among the unvisited.)
#[test]
fn a_budget_spent_before_any_visit_plays_the_first_move_unsearched() {
    let mut bot = Mcts::random_playouts(Limits::iterations(10).with_nodes(1), 2);
    let report = bot.search(&Pile::new(9, 2, false)).expect("a move");
    assert_eq!((report.best_move, report.score, report.depth, report.iterations), (1, 0, 0, 0));
    assert_eq!(report.principal_variation, [1]);
}

/// A clone searches as the bot it was cloned from, within the same tree
/// limit: its tree is made up again to the limit, not beyond. (Kills the
/// tree's reserve growing past the limit.)
#[test]
fn a_cloned_bot_searches_as_its_original() {
    let game = Pile::new(9, 2, false);
    let mut bot = Mcts::random_playouts(Limits::iterations(300), 3).with_tree_nodes(5);
    bot.search(&game).expect("a move");
    let mut clone = bot.clone();
    let original = bot.search(&game).expect("a move");
    let cloned = clone.search(&game).expect("a move");
    assert_eq!(same(&cloned), same(&original));
    assert_eq!(cloned.depth, 1, "the first child's three moves do not fit in one more node");
}

/// Without chance the reported line goes on down the most visited
/// children; with a coin after every move it stops at the first coin.
/// (Kills the line's stop at a chance turn made to stop everywhere or
/// nowhere.)
#[test]
fn the_line_goes_down_the_tree_to_the_first_chance_turn() {
    let report = Mcts::random_playouts(Limits::iterations(3_000), 4).search(&Pile::new(6, 2, false)).expect("a move");
    assert!(report.principal_variation.len() >= 3, "{report:?}");
    assert_eq!(report.depth as usize, report.principal_variation.len());
    assert_eq!(report.principal_variation[0], report.best_move);
    let mut game = Pile::new(6, 2, false);
    for mv in &report.principal_variation {
        game.play(mv).expect("the line is legal");
    }
    let report = Mcts::random_playouts(Limits::iterations(3_000), 4).search(&Pile::new(6, 2, true)).expect("a move");
    assert_eq!(report.principal_variation, [report.best_move]);
}

/// An interim report comes every time the iterations double from 1,024,
/// and the search runs exactly the iterations it is given; a node budget
/// stops it within the budget. (Kills the progress schedule, the
/// iteration count and the budget checks.)
#[test]
fn progress_comes_at_1024_2048_and_4096_iterations() {
    let game = Pile::new(10, 2, false);
    let mut seen = Vec::new();
    let mut bot = Mcts::random_playouts(Limits::iterations(5_000), 6);
    let report = bot.search_with_progress(&game, |report| seen.push(report.iterations)).expect("a move");
    assert_eq!(seen, [1_024, 2_048, 4_096]);
    assert_eq!(report.iterations, 5_000);
    assert_eq!(bot.last_report(), Some(&report));
    let mut bot = Mcts::random_playouts(Limits::iterations(1_000_000).with_nodes(3_000), 6);
    let report = bot.search(&game).expect("a move");
    assert!(report.nodes <= 3_000 && report.nodes > 2_900, "{report:?}");
    assert!(report.iterations > 100 && report.iterations < 3_000, "{report:?}");
}

/// The accessors give back what the bot was made with, and reseeding
/// makes the next search repeat the first. (Kills `limits`, `set_limits`,
/// `last_report` and `reseed` doing nothing.)
#[test]
fn the_accessors_and_reseed() {
    let limits = Limits::iterations(300);
    let mut bot = Mcts::random_playouts(limits, 8);
    assert_eq!(bot.limits(), limits);
    assert_eq!(bot.last_report(), None);
    bot.set_limits(Limits::iterations(200));
    assert_eq!(bot.limits(), Limits::iterations(200));
    let game = Pile::new(13, 3, true);
    let first = bot.search(&game).expect("a move");
    assert_eq!(first.iterations, 200);
    assert_eq!(bot.last_report().map(|report| report.iterations), Some(200));
    let second = bot.search(&game).expect("a move");
    bot.reseed(8);
    let again = bot.search(&game).expect("a move");
    assert_eq!(same(&again), same(&first));
    assert_ne!(same(&second), same(&first), "the generator goes on between searches");
}

/// A report without its time.
fn same(report: &SearchReport<u8>) -> (u8, i32, u32, u64, u64, Vec<u8>) {
    (report.best_move, report.score, report.depth, report.nodes, report.iterations, report.principal_variation.clone())
}

/// A tree of one node cannot hold the root's moves: the search plays the
/// first move, unsearched (score 0, depth 0); a tree of four holds the
/// root and its three moves, and nothing below them, so the line is the
/// move alone; one of thirteen holds two levels. (Kills the tree limit and
/// the expansion's room.)
#[test]
fn the_tree_holds_at_most_its_nodes() {
    let game = Pile::new(9, 2, false);
    let report = Mcts::random_playouts(Limits::iterations(100), 3).with_tree_nodes(1).search(&game).expect("a move");
    assert_eq!((report.best_move, report.score, report.depth, report.iterations), (1, 0, 0, 100));
    assert_eq!(report.principal_variation, [1]);
    let report = Mcts::random_playouts(Limits::iterations(300), 3).with_tree_nodes(4).search(&game).expect("a move");
    assert_eq!((report.depth, report.iterations), (1, 300));
    let report = Mcts::random_playouts(Limits::iterations(300), 3).with_tree_nodes(5).search(&game).expect("a move");
    assert_eq!(report.depth, 1, "the first child's three moves do not fit in one more node");
    // Thirteen: the root's three moves and their three each, not one more level.
    let report = Mcts::random_playouts(Limits::iterations(300), 3).with_tree_nodes(13).search(&game).expect("a move");
    assert_eq!(report.depth, 2, "{report:?}");
}

/// `Bot::choose` plays the search's move.
#[test]
fn choose_plays_the_searched_move() {
    let game = Pile::new(7, 2, false);
    let report = Mcts::random_playouts(Limits::iterations(500), 9).search(&game).expect("a move");
    assert_eq!(Mcts::random_playouts(Limits::iterations(500), 9).choose(&game), Some(report.best_move));
    assert_eq!(Mcts::random_playouts(Limits::iterations(500), 9).choose(&Pile::new(0, 2, false)), None);
}
