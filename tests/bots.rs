//! The generic bots on tiny games: alpha-beta must never lose tic-tac-toe
//! and must solve Nim (also when a player moves twice in a row), expectimax
//! and greedy must weigh chance by its weights and beat a random mover at a
//! dice race.

mod bots_games;

use std::collections::HashMap;

use boardkit::core::{Game, SplitMix64, Turn, Verdict, conformance};
use boardkit::search::{
    AlphaBeta, ArenaError, Bot, Evaluate, Expectimax, Greedy, Limits, RandomBot, ScoreDifference, Strategy, WIN,
    match_against_random, play_game,
};
use bots_games::{Cell, DiceDuel, DuelMove, GOAL, Lottery, LotteryMove, Nim, Take, TicTacToe};

/// No knowledge at all: only finished games count.
fn blind<G: Game>(_: &G, _: G::Player) -> i32 {
    0
}

/// Plays one game between two bots, `first` for player 0; returns the
/// winners.
fn duel<G: Game>(start: &G, first: &mut dyn Bot<G>, second: &mut dyn Bot<G>, seed: u64) -> Vec<G::Player> {
    let mut game = start.clone();
    let record = play_game(&mut game, &mut [first, second], &mut SplitMix64::new(seed), Some(2_000))
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(record.finished, "game {seed} did not finish: {game}");
    game.outcome().map(|outcome| outcome.verdict.winners().to_vec()).unwrap_or_default()
}

/// Out of `games` seeded games against random movers, alternating seats,
/// how many the bot made by `make_bot` won.
fn wins_against_random<G: Game, B: Bot<G>>(start: &G, games: u64, make_bot: impl FnMut(u64) -> B) -> u64 {
    let summary = match_against_random(|_| start.clone(), games, 2026, Some(5_000), make_bot)
        .unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(summary.games, games);
    assert_eq!(summary.unfinished, 0, "{summary}");
    assert_eq!(summary.wins + summary.draws + summary.losses, games, "{summary}");
    assert!(summary.bot_moves > 0);
    summary.wins
}

// ------------------------------------------------------------ the toy games

#[test]
fn the_toy_games_keep_the_game_contract() {
    let config = conformance::Config { games: 20, ..conformance::Config::default() };
    let report =
        conformance::check(|_: &mut SplitMix64| TicTacToe::default(), &config).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(report.finished_games, 20);
    conformance::check(|_: &mut SplitMix64| Nim::new(&[2, 3, 4], true), &config).unwrap_or_else(|f| panic!("{f}"));
    conformance::check(|_: &mut SplitMix64| DiceDuel::new(3), &config).unwrap_or_else(|f| panic!("{f}"));
    conformance::check(|_: &mut SplitMix64| Lottery::default(), &config).unwrap_or_else(|f| panic!("{f}"));
}

// ---------------------------------------------------------------- random bot

#[test]
fn random_bot_moves_legally_and_repeats_with_its_seed() {
    let game = TicTacToe::default();
    let picks = |seed| {
        let mut bot = RandomBot::new(SplitMix64::new(seed));
        (0..20).map(|_| bot.choose(&game).map(|cell| cell.0)).collect::<Vec<_>>()
    };
    let first = picks(5);
    assert!(first.iter().all(|cell| cell.is_some_and(|c| c < 9)));
    assert_eq!(first, picks(5));
    assert_ne!(first, picks(6));
}

#[test]
fn bots_pass_on_chance_turns_and_finished_games() {
    let chance = DiceDuel::new(2);
    assert_eq!(chance.turn(), Turn::Chance);
    let over: TicTacToe = "xxxoo....".parse().unwrap();
    assert_eq!(over.turn(), Turn::Over);

    assert_eq!(RandomBot::new(SplitMix64::new(1)).choose(&chance), None);
    assert_eq!(RandomBot::new(SplitMix64::new(1)).choose(&over), None);
    assert_eq!(AlphaBeta::new(blind, Limits::depth(2)).choose(&chance), None);
    assert_eq!(AlphaBeta::new(blind, Limits::depth(2)).choose(&over), None);
    assert_eq!(Expectimax::new(ScoreDifference::default(), Limits::depth(2)).choose(&chance), None);
    assert_eq!(Expectimax::new(blind, Limits::depth(2)).choose(&over), None);
    assert_eq!(Greedy::new(ScoreDifference::default()).choose(&chance), None);
    assert_eq!(Greedy::new(blind).choose(&over), None);
}

// --------------------------------------------------------- alpha-beta: tic-tac-toe

fn perfect_tic_tac_toe() -> AlphaBeta<TicTacToe, fn(&TicTacToe, u8) -> i32> {
    AlphaBeta::new(blind as fn(&TicTacToe, u8) -> i32, Limits::depth(9))
}

#[test]
fn alpha_beta_never_loses_tic_tac_toe_to_a_random_mover() {
    let start = TicTacToe::default();
    let mut wins = 0;
    for seed in 0..100 {
        let mut bot = perfect_tic_tac_toe().with_tie_break_seed(seed);
        let mut random = RandomBot::new(SplitMix64::new(seed));
        let bot_player = (seed % 2) as u8;
        let winners = if bot_player == 0 {
            duel(&start, &mut bot, &mut random, seed)
        } else {
            duel(&start, &mut random, &mut bot, seed)
        };
        assert!(winners.is_empty() || winners == [bot_player], "game {seed}: the bot lost");
        wins += u32::from(winners == [bot_player]);
    }
    // A random mover blunders: most games are won, not just drawn.
    eprintln!("alpha-beta vs random, tic-tac-toe: {wins} wins, no losses in 100");
    assert!(wins >= 80, "only {wins} wins");
}

#[test]
fn alpha_beta_draws_tic_tac_toe_against_itself() {
    let start = TicTacToe::default();
    for seed in 0..4 {
        let mut x = perfect_tic_tac_toe().with_tie_break_seed(seed);
        let mut o = perfect_tic_tac_toe().with_tie_break_seed(seed + 100);
        assert_eq!(duel(&start, &mut x, &mut o, seed), Vec::<u8>::new());
    }
}

#[test]
fn alpha_beta_proves_the_empty_board_a_draw() {
    let mut bot = perfect_tic_tac_toe();
    let report = bot.search(&TicTacToe::default()).unwrap();
    assert_eq!(report.score, 0);
    assert_eq!(report.depth, 9);
    assert_eq!(report.wins_in(), None);
    assert_eq!(report.loses_in(), None);
    assert_eq!(bot.last_report(), Some(&report));
}

#[test]
fn alpha_beta_wins_at_once_rather_than_later() {
    // X to move wins at once at 8; 3 and 6 also win, but later (forks).
    //  x o o
    //  . x .
    //  . . .
    let game: TicTacToe = "xoo.x....".parse().unwrap();
    assert_eq!(game.turn(), Turn::Player(0));
    for seed in 0..20 {
        // Shuffled root orders: the fast win is chosen for its score, not
        // its place in the list.
        let report = perfect_tic_tac_toe().with_tie_break_seed(seed).search(&game).unwrap();
        assert_eq!(report.best_move, Cell(8));
        assert_eq!(report.score, WIN - 1);
        assert_eq!(report.wins_in(), Some(1));
        assert_eq!(report.principal_variation, vec![Cell(8)]);
    }
}

#[test]
fn alpha_beta_blocks_and_sees_forks() {
    // O to move must block the diagonal at 8.
    //  x o .
    //  . x .
    //  . . .
    let game: TicTacToe = "xo..x....".parse().unwrap();
    assert_eq!(game.turn(), Turn::Player(1));
    assert_eq!(perfect_tic_tac_toe().choose(&game), Some(Cell(8)));
    let report = perfect_tic_tac_toe().search(&game).unwrap();
    assert!(report.loses_in().is_some(), "X forks after the block: {report:?}");

    // X to move must block at 6, which forks 3 and 7: a win in 3 plies.
    //  x . o
    //  . o .
    //  . . x
    let fork: TicTacToe = "x.o.o...x".parse().unwrap();
    let report = perfect_tic_tac_toe().search(&fork).unwrap();
    assert_eq!(report.best_move, Cell(6));
    assert_eq!(report.wins_in(), Some(3), "{report:?}");
    assert_eq!(report.principal_variation.len(), 3, "{report:?}");
    let mut after = fork.clone();
    after.play(&report.best_move).unwrap();
    let reply = perfect_tic_tac_toe().search(&after).unwrap();
    assert_eq!(reply.loses_in(), Some(2), "{reply:?}");
}

#[test]
fn node_budget_cuts_the_search_short_but_still_moves() {
    let mut bot = AlphaBeta::new(blind, Limits::depth(9).with_nodes(300));
    let report = bot.search(&TicTacToe::default()).unwrap();
    assert!(report.nodes <= 301, "{} nodes", report.nodes);
    assert!((1..9).contains(&report.depth), "depth {}", report.depth);
    assert!(TicTacToe::default().is_legal(&report.best_move));

    // A budget too small to finish one move still gives a legal move.
    let mut starved = AlphaBeta::new(blind, Limits::depth(9).with_nodes(0));
    let report = starved.search(&TicTacToe::default()).unwrap();
    assert_eq!(report.depth, 0);
    assert!(TicTacToe::default().is_legal(&report.best_move));
}

#[test]
fn time_budget_is_respected() {
    use std::time::Duration;
    let mut bot = AlphaBeta::new(blind, Limits::depth(50).with_time(Duration::from_millis(50)));
    // Nim with big heaps cannot be solved in 50 ms without a table.
    let report = bot.search(&Nim::new(&[7, 8, 9, 10], false)).unwrap();
    assert!(report.elapsed < Duration::from_millis(1_000), "{:?}", report.elapsed);
    assert!(report.depth >= 1);
}

#[test]
fn search_is_deterministic_and_seeds_break_ties() {
    let start = TicTacToe::default();
    // At depth 2 with no evaluation every opening scores 0: a pure tie.
    let pick = |seed: Option<u64>| {
        let bot = AlphaBeta::new(blind, Limits::depth(2));
        let mut bot = match seed {
            Some(seed) => bot.with_tie_break_seed(seed),
            None => bot,
        };
        bot.choose(&start).unwrap()
    };
    assert_eq!(pick(None), Cell(0), "without a seed the game's order decides");
    assert_eq!(pick(Some(3)), pick(Some(3)));
    let distinct: std::collections::HashSet<Cell> = (0..30).map(|seed| pick(Some(seed))).collect();
    assert!(distinct.len() >= 4, "{distinct:?}");
}

// ------------------------------------------------------------- alpha-beta: Nim

/// Exact Nim solver: whether the player to move wins.
fn mover_wins(game: &Nim, memo: &mut HashMap<(Vec<u8>, bool), bool>) -> bool {
    if let Some(winner) = game.winner {
        return winner == game.to_move;
    }
    let key = (game.heaps.clone(), game.extra_turn);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let wins = game.legal_moves().iter().any(|mv| move_wins(game, mv, memo));
    memo.insert(key, wins);
    wins
}

/// Whether `mv` wins for the player making it.
fn move_wins(game: &Nim, mv: &Take, memo: &mut HashMap<(Vec<u8>, bool), bool>) -> bool {
    let mut child = game.clone();
    child.play(mv).unwrap();
    let same = child.turn() == game.turn() || child.winner == Some(game.to_move);
    if child.winner.is_some() {
        return child.winner == Some(game.to_move);
    }
    mover_wins(&child, memo) == same
}

fn all_positions(max: &[u8]) -> Vec<Vec<u8>> {
    let mut positions = vec![vec![]];
    for &limit in max {
        positions =
            positions.into_iter().flat_map(|p| (0..=limit).map(move |h| [p.clone(), vec![h]].concat())).collect();
    }
    positions.into_iter().filter(|p| p.iter().any(|&h| h > 0)).collect()
}

fn check_nim_play(extra_turn: bool) {
    let mut memo = HashMap::new();
    let mut won_positions = 0;
    for heaps in all_positions(&[2, 3, 4]) {
        let game = Nim::new(&heaps, extra_turn);
        let mut bot = AlphaBeta::new(blind, Limits::depth(20));
        let report = bot.search(&game).unwrap();
        if mover_wins(&game, &mut memo) {
            won_positions += 1;
            assert!(move_wins(&game, &report.best_move, &mut memo), "{game}: {} throws the win", report.best_move);
            assert!(report.wins_in().is_some(), "{game}: {report:?}");
        } else {
            assert!(report.loses_in().is_some(), "{game}: {report:?}");
        }
    }
    assert!(won_positions > 20);
}

#[test]
fn alpha_beta_solves_nim() {
    // The classic theory: the mover wins exactly when the heaps' xor is not 0.
    let mut memo = HashMap::new();
    for heaps in all_positions(&[2, 3, 4]) {
        let xor = heaps.iter().fold(0, |x, h| x ^ h);
        assert_eq!(mover_wins(&Nim::new(&heaps, false), &mut memo), xor != 0, "{heaps:?}");
    }
    check_nim_play(false);
}

#[test]
fn alpha_beta_solves_nim_with_extra_turns() {
    // Emptying a heap earns another move: turns no longer alternate.
    check_nim_play(true);
}

#[test]
fn alpha_beta_finds_the_forced_win_in_nim_against_any_reply() {
    // From 1-3-5 (xor 7) the bot must win every game against random replies.
    let start = Nim::new(&[1, 3, 5], false);
    for seed in 0..20 {
        let mut bot = AlphaBeta::new(blind, Limits::depth(20));
        let mut random = RandomBot::new(SplitMix64::new(seed));
        assert_eq!(duel(&start, &mut bot, &mut random, seed), vec![0], "seed {seed}");
    }
}

// ------------------------------------------------------- chance: the lottery

#[test]
fn every_searching_bot_weighs_chance_outcomes_by_their_weights() {
    let game = Lottery::default();
    let b = Some(LotteryMove::Ticket('b'));
    assert_eq!(Expectimax::new(blind, Limits::depth(1)).choose(&game), b);
    assert_eq!(Expectimax::new(blind, Limits::depth(1)).with_strategy(Strategy::Paranoid).choose(&game), b);
    assert_eq!(AlphaBeta::new(blind, Limits::depth(1)).choose(&game), b);
    assert_eq!(Greedy::new(blind).expecting_chance(true).choose(&game), b);

    // The value is the expectation: 3/5 of a win minus 2/5 of a loss.
    let report = Expectimax::new(blind, Limits::depth(1)).search(&game).unwrap();
    let expected = (3 * (WIN - 2) - 2 * (WIN - 2)) / 5;
    assert!((report.score - expected).abs() <= 1, "{} vs {expected}", report.score);
}

#[test]
fn greedy_without_chance_expectation_sees_only_the_state() {
    // Without expectation both tickets look alike (the evaluation is blind):
    // the tie goes to the game's order.
    let ranked = Greedy::new(blind).rank(&Lottery::default());
    assert_eq!(ranked, vec![(LotteryMove::Ticket('a'), 0), (LotteryMove::Ticket('b'), 0)]);
}

// ------------------------------------------------------ chance: the dice duel

/// Squares ahead of the best opponent.
fn duel_evaluation(game: &DiceDuel, player: u8) -> i32 {
    ScoreDifference { scale: 10 }.evaluate(game, player)
}

#[test]
fn greedy_takes_the_win_and_the_best_step() {
    // Running into the goal wins outright.
    let game: DiceDuel = format!("{},19 p0 t5", GOAL - 5).parse().unwrap();
    assert_eq!(Greedy::new(duel_evaluation).choose(&game), Some(DuelMove::Run));
    // Hitting a player at 0 or resting gains nothing; running gains 3.
    let game: DiceDuel = "5,0 p0 t3".parse().unwrap();
    let ranked = Greedy::new(duel_evaluation).rank(&game);
    assert_eq!(ranked, vec![(DuelMove::Run, 80), (DuelMove::Hit(1), 50), (DuelMove::Rest, 50)]);
    assert_eq!(Greedy::new(duel_evaluation).with_tie_break_seed(1).choose(&game), Some(DuelMove::Run));
}

#[test]
fn expectimax_looks_past_the_next_throw() {
    // Player 0 threw a 5 at 10; the opponent at 19 wins with any throw next
    // turn unless hit now. Running looks as good as hitting one ply ahead,
    // but two plies ahead only the hit survives.
    let game: DiceDuel = "10,19 p0 t5".parse().unwrap();
    for strategy in [Strategy::MaxN, Strategy::Paranoid] {
        let mut bot = Expectimax::new(duel_evaluation, Limits::depth(2)).with_strategy(strategy);
        let report = bot.search(&game).unwrap();
        assert_eq!(report.best_move, DuelMove::Hit(1), "{strategy:?}: {report:?}");
        assert!(report.score.abs() < WIN / 2, "{report:?}");
    }
    let mut shallow = AlphaBeta::new(duel_evaluation, Limits::depth(2));
    assert_eq!(shallow.choose(&game), Some(DuelMove::Hit(1)));
}

#[test]
fn expectimax_beats_a_random_mover_at_the_dice_duel() {
    let start = DiceDuel::new(2);
    let wins = wins_against_random(&start, 100, |seed| {
        Expectimax::new(duel_evaluation, Limits::depth(2).with_nodes(20_000)).with_tie_break_seed(seed)
    });
    eprintln!("expectimax (max-n) vs random, dice duel: {wins}/100");
    assert!(wins >= 90, "expectimax won {wins} of 100");
}

#[test]
fn paranoid_expectimax_beats_a_random_mover_at_the_dice_duel() {
    let start = DiceDuel::new(2);
    let wins = wins_against_random(&start, 100, |_| {
        Expectimax::new(duel_evaluation, Limits::depth(2).with_nodes(20_000)).with_strategy(Strategy::Paranoid)
    });
    eprintln!("expectimax (paranoid) vs random, dice duel: {wins}/100");
    assert!(wins >= 90, "paranoid expectimax won {wins} of 100");
}

#[test]
fn expectimax_beats_two_random_movers_at_the_three_player_duel() {
    let start = DiceDuel::new(3);
    let wins =
        wins_against_random(&start, 100, |_| Expectimax::new(duel_evaluation, Limits::depth(2).with_nodes(20_000)));
    eprintln!("expectimax (max-n) vs two randoms, three-player dice duel: {wins}/100");
    assert!(wins >= 90, "max-n expectimax won {wins} of 100 three-player games");
}

#[test]
fn greedy_beats_a_random_mover_at_the_dice_duel() {
    let start = DiceDuel::new(2);
    let wins = wins_against_random(&start, 100, |seed| {
        Greedy::new(duel_evaluation).expecting_chance(true).with_tie_break_seed(seed)
    });
    eprintln!("greedy vs random, dice duel: {wins}/100");
    assert!(wins >= 90, "greedy won {wins} of 100");
}

#[test]
fn alpha_beta_plays_the_dice_duel_through_its_chance_turns() {
    let start = DiceDuel::new(2);
    let wins =
        wins_against_random(&start, 30, |_| AlphaBeta::new(duel_evaluation, Limits::depth(2).with_nodes(20_000)));
    eprintln!("alpha-beta vs random, dice duel: {wins}/30");
    assert!(wins >= 27, "alpha-beta won {wins} of 30");
}

// ---------------------------------------------------------------- the arena

#[test]
fn play_game_reports_seats_and_refuses_missing_or_cheating_bots() {
    let mut game = DiceDuel::new(3);
    let mut one = RandomBot::new(SplitMix64::new(1));
    let error = play_game(&mut game, &mut [&mut one], &mut SplitMix64::new(2), None).unwrap_err();
    assert!(matches!(error, ArenaError::NoBot { ref player } if player == "1"), "{error}");

    /// Always tries to hit itself: illegal.
    struct Cheat;
    impl Bot<DiceDuel> for Cheat {
        fn choose(&mut self, game: &DiceDuel) -> Option<DuelMove> {
            game.turn().player().map(DuelMove::Hit)
        }
    }
    let mut game = DiceDuel::new(2);
    let error = play_game(&mut game, &mut [&mut Cheat, &mut one], &mut SplitMix64::new(2), None).unwrap_err();
    assert_eq!(error.to_string().split(':').next(), Some("the bot of 0 chose the illegal move hit 0 at ply 1"));
    // The throw was played, the illegal move not.
    assert_eq!(game.turn(), Turn::Player(0));

    let mut game = DiceDuel::new(2);
    let mut two = RandomBot::new(SplitMix64::new(2));
    let record = play_game(&mut game, &mut [&mut one, &mut two], &mut SplitMix64::new(3), Some(7)).unwrap();
    assert_eq!(record.plies, 7);
    assert!(!record.finished);
    assert_eq!(record.seats.len(), 2);
    assert_eq!(record.seats[0].moves + record.seats[1].moves, 3, "7 plies: 4 throws and 3 moves");
    let outcome_so_far = game.outcome();
    assert!(outcome_so_far.is_none());
    let _: Option<Verdict<u8>> = None;
}

// ------------------------------------------------------------ any position

/// The state after `plies` random plies (chance included) from `start`.
fn random_state<G: Game>(start: &G, seed: u64, plies: u64) -> G {
    let mut game = start.clone();
    boardkit::core::random_playout(&mut game, &mut SplitMix64::new(seed), Some(plies));
    game
}

/// Every bot gives a legal move exactly when a player is to move, and
/// leaves the state alone.
fn every_bot_moves_legally<G: Game>(game: &G, evaluation: fn(&G, G::Player) -> i32, seed: u64) {
    let before = game.to_string();
    let player_to_move = game.turn().player().is_some();
    let mut bots: Vec<Box<dyn Bot<G>>> = vec![
        Box::new(RandomBot::new(SplitMix64::new(seed))),
        Box::new(AlphaBeta::new(evaluation, Limits::depth(3).with_nodes(2_000)).with_tie_break_seed(seed)),
        Box::new(Expectimax::new(evaluation, Limits::depth(2).with_nodes(2_000))),
        Box::new(Expectimax::new(evaluation, Limits::depth(2).with_nodes(2_000)).with_strategy(Strategy::Paranoid)),
        Box::new(Greedy::new(evaluation).expecting_chance(true).with_tie_break_seed(seed)),
    ];
    for bot in &mut bots {
        let choice = bot.choose(game);
        assert_eq!(choice.is_some(), player_to_move, "{game}");
        if let Some(mv) = choice {
            assert!(game.is_legal(&mv), "{game}: {mv}");
        }
        assert_eq!(game.to_string(), before);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    #[test]
    fn bots_move_legally_in_any_tic_tac_toe_position(seed in 0u64..1_000_000, plies in 0u64..9) {
        every_bot_moves_legally(&random_state(&TicTacToe::default(), seed, plies), blind, seed);
    }

    #[test]
    fn bots_move_legally_in_any_nim_position(seed in 0u64..1_000_000, plies in 0u64..12) {
        every_bot_moves_legally(&random_state(&Nim::new(&[3, 4, 5], true), seed, plies), blind, seed);
    }

    #[test]
    fn bots_move_legally_in_any_dice_duel_position(seed in 0u64..1_000_000, plies in 0u64..40, players in 2u8..=3) {
        every_bot_moves_legally(&random_state(&DiceDuel::new(players), seed, plies), duel_evaluation, seed);
    }
}

#[test]
fn match_summary_counts_every_game_of_a_perfect_player() {
    let summary = match_against_random(
        |_| TicTacToe::default(),
        20,
        7,
        None,
        |seed| perfect_tic_tac_toe().with_tie_break_seed(seed),
    )
    .unwrap();
    assert_eq!(summary.losses, 0, "{summary}");
    assert_eq!(summary.wins + summary.draws, 20, "{summary}");
    assert!(summary.win_rate() >= 0.7, "{summary}");
    assert!(summary.longest_think >= summary.average_think_time());
    assert!(summary.to_string().starts_with("20 games: "), "{summary}");
    // The same seed replays the same games.
    let again = match_against_random(
        |_| TicTacToe::default(),
        20,
        7,
        None,
        |seed| perfect_tic_tac_toe().with_tie_break_seed(seed),
    )
    .unwrap();
    assert_eq!((again.wins, again.draws, again.bot_moves), (summary.wins, summary.draws, summary.bot_moves));
}

// ------------------------------------------------- tactics and quiescence

/// Knows nothing about positions, but tries a move that completes a line
/// (which the game calls tactical) first.
struct LineThreats;

impl Evaluate<TicTacToe> for LineThreats {
    fn evaluate(&self, _: &TicTacToe, _: u8) -> i32 {
        0
    }

    fn move_priority(&self, game: &TicTacToe, mv: &Cell) -> i32 {
        if game.is_tactical(mv) { 100 } else { 0 }
    }
}

#[test]
fn quiescence_sees_the_winning_reply_past_the_horizon() {
    // O to move must block at 8. One ply deep, every move looks alike...
    //  x o .
    //  . x .
    //  . . .
    let game: TicTacToe = "xo..x....".parse().unwrap();
    let mut shallow = AlphaBeta::new(LineThreats, Limits::depth(1));
    assert_eq!(shallow.choose(&game), Some(Cell(2)), "the first move, blind to X's reply");
    // ...but searching X's line-completing replies past the horizon shows
    // that only the block survives.
    let mut quiet = AlphaBeta::new(LineThreats, Limits::depth(1)).with_quiescence(2);
    assert_eq!(quiet.choose(&game), Some(Cell(8)));
    assert_eq!(quiet.last_report().map(|r| r.score), Some(0));
}

#[test]
fn move_priorities_change_the_order_not_the_result() {
    for (seed, plies) in [(1, 2), (2, 3), (3, 4), (4, 1), (5, 0)] {
        let game = random_state(&TicTacToe::default(), seed, plies);
        let plain = AlphaBeta::new(blind, Limits::depth(9)).search(&game).unwrap();
        let ordered = AlphaBeta::new(LineThreats, Limits::depth(9)).search(&game).unwrap();
        assert_eq!(plain.score, ordered.score, "{game}");
        assert!(ordered.nodes <= plain.nodes * 2, "{game}: {} vs {} nodes", ordered.nodes, plain.nodes);
    }
}
