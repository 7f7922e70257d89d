//! The facade's rules page `docs/towers.md` says it shows what the crate
//! prints ("Every diagram and text below was printed by the crate"): replay
//! its worked examples and check that each diagram, text, action list and
//! perft number is on the page exactly. (Its Rust example runs as a doctest,
//! see `DocsTowersPage` in `src/lib.rs`.)

use boardkit_core::Game;
use boardkit_towers::{Towers, perft};

const PAGE: &str = include_str!("../../../docs/towers.md");

fn after(actions: &[&str]) -> Towers {
    let mut game = Towers::startpos();
    for action in actions {
        game.play(&action.parse().unwrap()).unwrap_or_else(|error| panic!("{action}: {error}"));
    }
    game
}

fn assert_on_page(text: &str, what: &str) {
    assert!(PAGE.contains(text), "docs/towers.md does not show {what} as the crate prints it:\n{text}");
}

#[test]
fn the_start_diagram_is_the_crates() {
    assert_on_page(&Towers::startpos().diagram(), "the start diagram");
}

#[test]
fn the_share_then_capture_example_is_the_crates() {
    assert_on_page(&after(&["a1>b1,c1"]).diagram(), "the diagram after a1>b1,c1");
    let before_capture = after(&["a1>b1,c1", "c6-c4"]);
    let not_shares: Vec<String> =
        before_capture.sorted_action_texts().into_iter().filter(|text| !text.contains('>')).collect();
    assert_on_page(&format!("```text\n{}\n```", not_shares.join("\n")), "White's actions that are not shares");
    let captured = after(&["a1>b1,c1", "c6-c4", "c1xc4"]);
    assert_on_page(&captured.diagram(), "the diagram after c1xc4");
    assert_on_page(&format!("```text\n{captured}\n```"), "the position text after c1xc4");
}

#[test]
fn the_advance_and_share_example_is_the_crates() {
    let game = after(&["c1-c3", "d6>a6,b6"]);
    assert_on_page(&format!("{}\n{game}\n", game.diagram()), "the diagram and text after c1-c3 d6>a6,b6");
}

#[test]
fn the_inspect_excerpt_is_the_crates() {
    let texts = Towers::startpos().sorted_action_texts();
    assert_eq!(texts.len(), 66);
    let excerpt = format!("{}\n{}\n{}\n...\n{}\noutcome: ongoing\n", texts[0], texts[1], texts[2], texts[65]);
    assert_on_page(&excerpt, "the first and last lines of inspect");
}

#[test]
fn the_perft_table_is_the_crates() {
    let start = Towers::startpos();
    for depth in 1..=4 {
        let nodes = perft(&start, depth).to_string();
        // The page groups digits in threes with spaces: 13 757 392.
        let mut grouped = String::new();
        for (i, digit) in nodes.chars().enumerate() {
            if i > 0 && (nodes.len() - i).is_multiple_of(3) {
                grouped.push(' ');
            }
            grouped.push(digit);
        }
        assert_on_page(&format!("| {depth} | {grouped} |"), "the perft table");
    }
    // Depth 5 (631 848 674) is pinned by the ignored deep test in tests/perft.rs.
    assert_on_page("| 5 | 631 848 674 |", "perft 5");
}
