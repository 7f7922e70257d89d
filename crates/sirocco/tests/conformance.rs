//! The core conformance kit on random games of 2, 3 and 4 players.

use boardkit_core::conformance::{Config, check};
use boardkit_core::{Game, SplitMix64};
use boardkit_sirocco::Sirocco;

fn run(players: u8, games: u32, seed: u64) {
    let start = Sirocco::startpos(players).unwrap();
    let config = Config { games, seed, max_plies: 5_000, ..Config::default() };
    let report = check(|_rng: &mut SplitMix64| start.clone(), &config).unwrap_or_else(|failure| panic!("{failure}"));
    println!("{players} players: {report:?}");
    // Every random game ends (the longest of 3,000 seeded 2-player games takes about 3,900
    // plies); before stalled games ended, about one 2-player game in forty went on forever.
    assert_eq!(report.finished_games, games, "{report:?}");
    assert_eq!(report.abandoned_games, 0);
    assert!(report.rejections > 0);
    assert!(start.players().len() == usize::from(players));
}

#[test]
fn conformance_two_players() {
    run(2, 150, 1);
}

#[test]
fn conformance_three_players() {
    run(3, 150, 2);
}

#[test]
fn conformance_four_players() {
    run(4, 150, 3);
}

/// Thousands of games per player count: `cargo test -p boardkit-sirocco --release -- --ignored`.
#[test]
#[ignore = "soak run: thousands of games"]
fn conformance_soak() {
    for players in 2..=4 {
        run(players, 3_000, 1_000 * u64::from(players));
    }
}

/// The fast path (`count_moves`, `play_index`) agrees with `legal_moves` and
/// `play` at every state of random games.
#[test]
fn fast_path_agrees_with_the_game_trait() {
    use boardkit_core::{RandomSource, Turn};
    for players in 2..=4 {
        let mut rng = SplitMix64::new(100 + u64::from(players));
        for _ in 0..10 {
            let mut game = Sirocco::startpos(players).unwrap();
            while !game.turn().is_over() {
                let moves = game.legal_moves();
                if let Turn::Player(_) = game.turn() {
                    assert_eq!(game.count_moves(), Some(moves.len()), "{game}");
                    for (index, mv) in moves.iter().enumerate() {
                        let mut fast = game.clone();
                        assert_eq!(fast.play_index(index).unwrap(), *mv);
                        let mut slow = game.clone();
                        slow.play(mv).unwrap();
                        assert_eq!(fast, slow);
                    }
                    let mut beyond = game.clone();
                    assert!(beyond.play_index(moves.len()).is_err());
                    assert_eq!(beyond, game);
                } else {
                    assert_eq!(game.count_moves(), None);
                    let mut early = game.clone();
                    assert_eq!(early.play_index(0), Err(boardkit_sirocco::PlayError::ThrowDueBeforeIndex));
                    assert_eq!(early, game);
                }
                let pick = moves[rng.below(moves.len() as u64) as usize];
                game.play(&pick).unwrap();
            }
        }
    }
}
