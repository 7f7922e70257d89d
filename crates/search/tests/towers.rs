//! The searches on Towers: the same root value as plain minimax, a win in
//! one by reaching the back row, a forced win in three, MCTS's win in one.

mod common;

use boardkit_core::{Game, Verdict};
use boardkit_search::{AlphaBeta, Bot, Evaluate, Limits, Mcts, WIN};
use boardkit_towers::{Move, Side, Towers};
use common::positions::random_position;
use common::reference::{minimax, root_minimax};

/// Balls on the board, own minus enemy; moves forward tried first.
#[derive(Clone, Copy, Debug)]
struct Balls;

impl Evaluate<Towers> for Balls {
    fn evaluate(&self, game: &Towers, player: Side) -> i32 {
        10 * (i32::from(game.balls_on_board(player)) - i32::from(game.balls_on_board(player.opponent())))
    }

    fn move_priority(&self, game: &Towers, mv: &Move) -> i32 {
        i32::from(game.is_tactical(mv))
    }
}

fn alpha_beta(depth: u32) -> AlphaBeta<Towers, Balls> {
    AlphaBeta::new(Balls, Limits::depth(depth)).with_hash_mb(1)
}

#[test]
fn alpha_beta_with_the_table_agrees_with_minimax() {
    let start = Towers::startpos();
    let mut bot = alpha_beta(3);
    let (mut checked, mut hits) = (0, 0);
    for seed in 0..200 {
        let Some(game) = random_position(&start, seed, 4 + seed % 40) else { continue };
        let expected = root_minimax(&game, 3, &Balls).expect("a player is to move");
        assert_eq!(bot.search(&game).expect("a move").score, expected, "seed {seed}: {game}");
        hits += bot.table_hits();
        checked += 1;
    }
    eprintln!("{checked} positions, {hits} nodes settled by the table");
    assert!(checked >= 150, "only {checked} positions");
    // The table's values were put to the test.
    assert!(hits >= 200, "the table settled only {hits} nodes");
}

/// Whether `mv` wins on the spot for the player to move in `game`.
fn wins_at_once(game: &Towers, mv: &Move) -> bool {
    let mut after = game.clone();
    after.play(mv).expect("legal");
    let mover = game.side_to_move();
    after.outcome().is_some_and(|outcome| outcome.verdict == Verdict::Win(mover))
}

/// Seeded random positions where the player to move has a winning Move onto
/// the back row.
fn back_row_wins() -> Vec<Towers> {
    (0..3_000)
        .filter_map(|seed| random_position(&Towers::startpos(), seed, 6 + seed % 30))
        .filter(|game| game.legal_moves().iter().any(|mv| matches!(mv, Move::Step { .. }) && wins_at_once(game, mv)))
        .take(10)
        .collect()
}

#[test]
fn alpha_beta_wins_in_one_by_reaching_the_back_row() {
    let positions = back_row_wins();
    assert!(positions.len() >= 5, "found {}", positions.len());
    for game in &positions {
        let report = alpha_beta(4).search(game).expect("a move");
        assert_eq!(report.wins_in(), Some(1), "{game}");
        assert!(wins_at_once(game, &report.best_move), "{game}: {}", report.best_move);
    }
}

#[test]
fn mcts_wins_in_one() {
    for game in back_row_wins() {
        let mut bot = Mcts::new(Balls, Limits::iterations(2_000), 3).with_rollout_plies(4);
        let mv = bot.choose(&game).expect("a move");
        assert!(wins_at_once(&game, &mv), "{game}: {mv}");
    }
}

#[test]
fn alpha_beta_finds_a_forced_win_in_three() {
    // Positions where plain minimax proves a win in exactly three plies.
    let mut found = 0;
    for seed in 0..300 {
        let Some(game) = random_position(&Towers::startpos(), 5_000 + seed, 8 + seed % 30) else { continue };
        let me = game.side_to_move();
        if minimax(&game, me, 1, 0, &Balls) >= WIN - 1 || minimax(&game, me, 3, 0, &Balls) != WIN - 3 {
            continue;
        }
        let report = alpha_beta(5).search(&game).expect("a move");
        assert_eq!(report.wins_in(), Some(3), "{game}");
        // Whatever the reply, a win in one follows.
        let mut after = game.clone();
        after.play(&report.best_move).expect("legal");
        for reply in after.legal_moves() {
            let mut next = after.clone();
            next.play(&reply).expect("legal");
            assert_eq!(alpha_beta(1).search(&next).and_then(|r| r.wins_in()), Some(1), "{game}: {reply}");
        }
        found += 1;
        if found == 3 {
            break;
        }
    }
    assert!(found >= 1, "no forced win in three among the seeded positions");
}

/// The random mover plays a legal move at a player's turn, the same ones
/// for the same seed, different ones for different seeds, and none once
/// the game is over.
#[test]
fn the_random_mover_plays_legal_seeded_moves() {
    use boardkit_core::SplitMix64;
    use boardkit_search::RandomBot;
    let play = |seed: u64| {
        let mut game = Towers::startpos();
        let mut bot = RandomBot::new(SplitMix64::new(seed));
        let mut moves = Vec::new();
        while game.outcome().is_none() && moves.len() < 400 {
            let mv = bot.choose(&game).expect("a player to move gets a move");
            assert!(game.legal_moves().contains(&mv), "{mv:?} in {game}");
            game.play(&mv).expect("a legal move plays");
            moves.push(mv);
        }
        if game.outcome().is_some() {
            assert_eq!(bot.choose(&game), None, "no move after the end");
        }
        moves
    };
    assert_eq!(play(5), play(5));
    assert_ne!(play(5), play(6));
    assert!(!play(5).is_empty());
}

/// Balls, with a move order that mixes every case the stages of a staged
/// search must sort out: tactical moves rated promising or not, quiet moves
/// rated promising or unpromising (by a digest of the move's text).
#[derive(Clone, Copy, Debug)]
struct Mixed;

impl Evaluate<Towers> for Mixed {
    fn evaluate(&self, game: &Towers, player: Side) -> i32 {
        Balls.evaluate(game, player)
    }

    fn move_priority(&self, _: &Towers, mv: &Move) -> i32 {
        mv.to_string().bytes().map(i32::from).sum::<i32>() % 5 - 2
    }
}

/// Staged move generation searches every move once whatever the order:
/// the minimax value at a fixed depth, with an evaluation that rates
/// exactly the tactical moves promising and with one that does not.
#[test]
fn staged_moves_keep_the_minimax_value() {
    let start = Towers::startpos();
    let mut tactical = alpha_beta(3).with_staged_moves(true);
    let mut mixed = AlphaBeta::new(Mixed, Limits::depth(3)).with_hash_mb(1).with_staged_moves(true);
    let mut checked = 0;
    for seed in 0..150 {
        let Some(game) = random_position(&start, seed, 4 + seed % 40) else { continue };
        let expected = root_minimax(&game, 3, &Balls).expect("a player is to move");
        assert_eq!(tactical.search(&game).expect("a move").score, expected, "seed {seed}: {game}");
        assert_eq!(mixed.search(&game).expect("a move").score, expected, "seed {seed}: {game}");
        checked += 1;
    }
    assert!(checked >= 100, "only {checked} positions");
}

/// The principal variation is the line the score comes from: where it is
/// whole (a table hit ends it early), the position at its end is worth
/// the root's score, by the evaluation or by the game's end. (A move that
/// only ties the best so far must not take the line over.)
#[test]
fn the_principal_variation_leads_to_the_score() {
    let start = Towers::startpos();
    let mut whole = 0;
    for seed in 0..150 {
        let Some(game) = random_position(&start, seed, 4 + seed % 40) else { continue };
        let me = game.side_to_move();
        let report = alpha_beta(3).search(&game).expect("a move");
        if report.principal_variation.len() < 3 {
            continue;
        }
        let mut end = game.clone();
        for mv in &report.principal_variation {
            end.play(mv).expect("the line is legal");
        }
        if end.outcome().is_none() {
            assert_eq!(Balls.evaluate(&end, me), report.score, "seed {seed}: {game} {report:?}");
            whole += 1;
        }
    }
    assert!(whole >= 60, "only {whole} whole lines");
}
