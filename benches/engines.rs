//! Benchmarks of the engine paths, per game (divan):
//!
//! - `perft`: the generic [`Perft`] counter of `boardkit-core` (per-depth
//!   buffers, a state stack refilled with `clone_from`, `play_unchecked`);
//! - `search`: the ready-made players at a fixed node budget
//!   ([`SEARCH_NODES`]) on a fixed position: the nodes per second of the
//!   searches with their real evaluations;
//! - `playout`: complete random games through the `Game` trait
//!   ([`Playout::run`]), and for Sirocco also through its fast path
//!   (`count_moves` + `play_index`).
//!
//! `cargo bench --bench engines` prints a time per iteration and, with the
//! counters, the rate (nodes, games or items per second). The README's
//! speed table comes from these.

use boardkit::bots::{Strength, scirocco, sirocco, towers};
use boardkit::core::{Game, Perft, Playout, RandomSource, SplitMix64};
use boardkit::scirocco::Scirocco;
use boardkit::search::Limits;
use boardkit::sirocco::{Move as SiroccoMove, Sirocco};
use boardkit::towers::Towers;
use divan::counter::ItemsCount;
use divan::{Bencher, black_box};

fn main() {
    divan::main();
}

/// The node budget of the fixed-node searches.
const SEARCH_NODES: u64 = 20_000;

/// Ply 20 of the seeded self-play of `crates/players/benches/player_nps.rs`.
const SCIROCCO_MIDDLEGAME: &str =
    "odgvcn1tah/1ysmfwksi1/p1u4up1/3pp1p3/5p3p/Pp1P1P4/1P2P1P1P1/2U4U1P/1ISKWFMSY1/HAT1NCVGDO b 11";

fn sirocco_thrown() -> Sirocco {
    let mut game = Sirocco::startpos(4).expect("four players");
    game.play(&SiroccoMove::Roll(4)).expect("a throw");
    game
}

mod perft {
    use super::*;

    fn count<G: Game>(bencher: Bencher<'_, '_>, game: G, depth: u32) {
        let nodes = Perft::new().count(&game, depth);
        let mut perft = Perft::new();
        bencher.counter(ItemsCount::new(nodes)).bench_local(|| perft.count(black_box(&game), depth));
    }

    #[divan::bench(sample_count = 10)]
    fn scirocco_startpos_3(bencher: Bencher<'_, '_>) {
        count(bencher, Scirocco::startpos(), 3);
    }

    #[divan::bench(sample_count = 10)]
    fn towers_startpos_4(bencher: Bencher<'_, '_>) {
        count(bencher, Towers::startpos(), 4);
    }

    #[divan::bench(sample_count = 10)]
    fn sirocco_4_players_6(bencher: Bencher<'_, '_>) {
        count(bencher, Sirocco::startpos(4).expect("four players"), 6);
    }
}

mod search {
    use super::*;

    fn limits() -> Limits {
        Limits::depth(boardkit::search::MAX_DEPTH).with_nodes(SEARCH_NODES)
    }

    #[divan::bench(sample_count = 10)]
    fn scirocco_alpha_beta(bencher: Bencher<'_, '_>) {
        let game: Scirocco = SCIROCCO_MIDDLEGAME.parse().expect("the position parses");
        bencher.counter(ItemsCount::new(SEARCH_NODES)).bench_local(|| {
            let mut player = scirocco::player(Strength::Standard);
            player.set_limits(limits());
            player.search(black_box(&game))
        });
    }

    #[divan::bench(sample_count = 10)]
    fn towers_alpha_beta(bencher: Bencher<'_, '_>) {
        let game = Towers::startpos();
        bencher.counter(ItemsCount::new(SEARCH_NODES)).bench_local(|| {
            let mut player = towers::player(Strength::Standard);
            player.set_limits(limits());
            player.search(black_box(&game))
        });
    }

    #[divan::bench(sample_count = 10)]
    fn sirocco_expectimax(bencher: Bencher<'_, '_>) {
        let game = sirocco_thrown();
        bencher.counter(ItemsCount::new(SEARCH_NODES)).bench_local(|| {
            let mut player = sirocco::player(Strength::Standard);
            player.set_limits(limits());
            player.search(black_box(&game))
        });
    }

    #[divan::bench(sample_count = 10)]
    fn sirocco_mcts(bencher: Bencher<'_, '_>) {
        let game = sirocco_thrown();
        bencher.counter(ItemsCount::new(SEARCH_NODES)).bench_local(|| {
            let evaluation = sirocco::Evaluation::default();
            let mut bot =
                boardkit::search::Mcts::new(evaluation, Limits::iterations(u64::MAX).with_nodes(SEARCH_NODES), 1);
            bot.search(black_box(&game))
        });
    }
}

mod playout {
    use super::*;

    /// Random games per iteration.
    const GAMES: u64 = 20;

    fn games<G: Game>(bencher: Bencher<'_, '_>, start: G, max_plies: u64) {
        let mut rng = SplitMix64::new(7);
        let mut playout = Playout::new();
        let mut game = start.clone();
        bencher.counter(ItemsCount::new(GAMES)).bench_local(|| {
            for _ in 0..GAMES {
                game.clone_from(&start);
                black_box(playout.run(&mut game, &mut rng, Some(max_plies)));
            }
        });
    }

    #[divan::bench(sample_count = 10)]
    fn scirocco_trait(bencher: Bencher<'_, '_>) {
        games(bencher, Scirocco::startpos(), 1_000);
    }

    #[divan::bench(sample_count = 10)]
    fn towers_trait(bencher: Bencher<'_, '_>) {
        games(bencher, Towers::startpos(), 1_000);
    }

    #[divan::bench(sample_count = 10)]
    fn sirocco_4_players_trait(bencher: Bencher<'_, '_>) {
        games(bencher, Sirocco::startpos(4).expect("four players"), 100_000);
    }

    #[divan::bench(sample_count = 10)]
    fn sirocco_4_players_fast_path(bencher: Bencher<'_, '_>) {
        let start = Sirocco::startpos(4).expect("four players");
        let mut rng = SplitMix64::new(7);
        let mut game = start.clone();
        bencher.counter(ItemsCount::new(GAMES)).bench_local(|| {
            for _ in 0..GAMES {
                game.clone_from(&start);
                while !game.turn().is_over() {
                    match game.count_moves() {
                        Some(count) => {
                            let index = rng.below(count as u64) as usize;
                            black_box(game.play_index(index).expect("a listed move"));
                        }
                        None => {
                            let face = 1 + rng.below(6) as u8;
                            game.play(&SiroccoMove::Roll(face)).expect("a throw");
                        }
                    }
                }
            }
        });
    }
}
