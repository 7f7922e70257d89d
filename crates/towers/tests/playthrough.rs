//! Playthrough snapshots: seeded games written out step by step (state
//! text, legal actions, chosen action), diffed on every run.

use std::fmt::Write;

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_towers::{Config, Towers, perft_divide};

fn transcript(mut game: Towers, seed: u64, max_plies: u32, list_actions: bool) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut out = String::new();
    writeln!(out, "rules: {}, seed {seed}", game.config()).unwrap();
    for _ in 0..max_plies {
        writeln!(out, "state: {game}").unwrap();
        let actions = game.sorted_action_texts();
        match list_actions {
            true => writeln!(out, "actions ({}): {}", actions.len(), actions.join(" ")).unwrap(),
            false => writeln!(out, "actions: {}", actions.len()).unwrap(),
        }
        let Some(action) = random_move(&game, &mut rng) else { break };
        writeln!(out, "play: {action}").unwrap();
        game.play(&action).unwrap();
    }
    writeln!(out, "final:\n{}", game.diagram()).unwrap();
    out
}

#[test]
fn playthrough_small_board() {
    let game = Towers::with_config(Config::new(4, 5, 2).unwrap());
    insta::assert_snapshot!(transcript(game, 7, 80, true));
}

#[test]
fn playthrough_default_board() {
    insta::assert_snapshot!(transcript(Towers::startpos(), 2026, 60, false));
}

#[test]
fn playthrough_repetition_draw() {
    // 2 × 3 with one ball a piece: reversible moves, so random play soon
    // repeats a position three times.
    let game = Towers::with_config(Config::new(2, 3, 1).unwrap());
    insta::assert_snapshot!(transcript(game, 51, 80, true));
}

#[test]
fn perft_divide_of_the_default_start_at_depth_2() {
    let lines: Vec<String> =
        perft_divide(&Towers::startpos(), 2).into_iter().map(|(action, nodes)| format!("{action} {nodes}")).collect();
    insta::assert_snapshot!(lines.join("\n"));
}
