//! The terminal boards of the examples as a person sees them: every line
//! fits an 80-column terminal, the last move's mark sits inside its
//! highlighted cell when there is colour, and colour follows `NO_COLOR`,
//! `CLICOLOR_FORCE` and `TERM=dumb`.

#[path = "../examples/support/mod.rs"]
#[allow(unreachable_pub)]
mod support;

mod run_example;

use run_example::{run, run_with_env, stdout};
use support::Paint;
use support::terminal::WIDTH;

/// The lines of `text` wider than [`WIDTH`] (colour codes not counted),
/// without their colour codes.
fn too_wide(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| styled(line).into_iter().map(|(c, _, _)| c).collect::<String>())
        .filter(|line| line.chars().count() > WIDTH)
        .collect()
}

#[test]
fn every_line_of_the_tour_fits_80_columns_in_all_three_games() {
    for seed in ["2026", "7"] {
        let output = run("tour", &["--quick", "--seed", seed], "");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        let text = stdout(&output);
        for game in ["=== Scirocco", "=== Sirocco", "=== Towers"] {
            assert!(text.contains(game), "the tour plays {game}:\n{text}");
        }
        let wide = too_wide(&text);
        assert!(wide.is_empty(), "seed {seed}: lines wider than {WIDTH} columns:\n{}", wide.join("\n"));
        // With colour the same lines are as wide on the screen.
        let coloured = run_with_env("tour", &["--quick", "--seed", seed], "", &[("CLICOLOR_FORCE", "1")]);
        let wide = too_wide(&stdout(&coloured));
        assert!(wide.is_empty(), "seed {seed}, in colour: lines wider than {WIDTH} columns:\n{}", wide.join("\n"));
    }
}

/// Every example's `--help`, and `play`'s `help` command, fit an 80-column
/// terminal too.
#[test]
fn every_help_text_fits_80_columns() {
    for example in ["arena", "betza", "inspect", "perft", "play", "render", "search", "tour"] {
        let output = run(example, &["--help"], "");
        assert!(output.status.success(), "{example} --help: {}", String::from_utf8_lossy(&output.stderr));
        let text = stdout(&output);
        assert!(text.contains("usage: "), "{example} --help:\n{text}");
        let wide = too_wide(&text);
        assert!(wide.is_empty(), "{example} --help: lines wider than {WIDTH} columns:\n{}", wide.join("\n"));
    }
    let text = stdout(&run("play", &["scirocco"], "help\nquit\n"));
    assert!(text.contains("undo    take back your last move"), "{text}");
    // The prompt and the help share the first line only because the input is piped.
    let wide: Vec<String> = too_wide(&text).into_iter().filter(|line| !line.contains("> ")).collect();
    assert!(wide.is_empty(), "play's help: lines wider than {WIDTH} columns:\n{}", wide.join("\n"));
}

#[test]
fn a_four_player_sirocco_board_and_the_play_commands_fit_80_columns() {
    let output = run("play", &["sirocco", "--players", "4", "--human", "sw", "--seed", "1"], "moves\nboard\nquit\n");
    let text = stdout(&output);
    assert!(text.contains("4 South-East (SE): 6 on base, 0 arrived, 0 captured, score 0"), "{text}");
    let wide = too_wide(&text);
    assert!(wide.is_empty(), "lines wider than {WIDTH} columns:\n{}", wide.join("\n"));
    // The `moves` list of a game with many moves is folded.
    for game in ["scirocco", "towers"] {
        let text = stdout(&run("play", &[game], "moves\nquit\n"));
        // The prompt and the list share the first line only because the input is piped.
        let wide: Vec<String> = too_wide(&text).into_iter().filter(|line| !line.contains("> ")).collect();
        assert!(wide.is_empty(), "{game}: lines wider than {WIDTH} columns:\n{}", wide.join("\n"));
        let status = text.lines().find(|line| line.contains(" to move")).expect("a status line");
        assert!(status.len() <= WIDTH, "{game}: {status}");
    }
}

/// Each visible character of `line` with the styles in force on it: reverse
/// video (`7`) and a red background (`41`), as a terminal keeps them.
fn styled(line: &str) -> Vec<(char, bool, bool)> {
    let (mut reverse, mut red) = (false, false);
    let mut out = Vec::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            let code: String = chars.by_ref().skip(1).take_while(|&c| c != 'm').collect();
            for part in code.split(';') {
                match part {
                    "" | "0" => (reverse, red) = (false, false),
                    "7" => reverse = true,
                    "27" => reverse = false,
                    "41" => red = true,
                    "49" => red = false,
                    _ => {}
                }
            }
        } else {
            out.push((c, reverse, red));
        }
    }
    out
}

/// The board rows of `text` (lines that start with a rank number), styled,
/// cut at `width` columns before the legend beside them.
fn board_rows(text: &str, width: usize) -> Vec<Vec<(char, bool, bool)>> {
    text.lines()
        .map(styled)
        .filter(|cells| {
            let label: String = cells.iter().take(3).map(|&(c, _, _)| c).collect();
            label.len() == 3 && label[..2].trim().parse::<u8>().is_ok() && matches!(&label[2..], " " | "(")
        })
        .map(|cells| cells.into_iter().take(width).collect())
        .collect()
}

#[test]
fn in_colour_the_last_move_mark_is_inside_its_highlighted_cell() {
    let forced = [("CLICOLOR_FORCE", "1")];
    // Scirocco: Tan's answer to e3e4 is starred on two squares, each `*`
    // in reverse video with the piece letter before it.
    let text = stdout(&run_with_env("play", &["scirocco", "--human", "blue"], "e3e4\nquit\n", &forced));
    let board = text.rsplit("Tan plays ").next().expect("the computer answers");
    let stars: Vec<(char, bool, bool)> =
        board_rows(board, 33).into_iter().take(10).flatten().filter(|&(c, _, _)| c == '*').collect();
    assert_eq!(stars.len(), 2, "{board}");
    assert!(stars.iter().all(|&(_, reverse, _)| reverse), "the stars are inside the reverse video:\n{board:?}");
    // Sirocco: the step's two points are bracketed, brackets and pawn all
    // in reverse video.
    let text = stdout(&run_with_env("play", &["sirocco", "--players", "3", "--human", "nw"], "quit\n", &forced));
    let marked: Vec<(char, bool, bool)> =
        board_rows(&text, 29).into_iter().flatten().filter(|&(c, _, _)| c == '(' || c == ')').collect();
    assert_eq!(marked.len(), 4, "two bracketed points:\n{text}");
    assert!(marked.iter().all(|&(_, reverse, _)| reverse), "{text:?}");
    // Towers: every mark after a piece code keeps its cell's style.
    let text = stdout(&run_with_env(
        "play",
        &["towers", "--human", "none", "--strength", "quick", "--max-plies", "8"],
        "",
        &forced,
    ));
    let mut seen = 0;
    for line in board_rows(&text, 35) {
        for &(c, reverse, red) in &line {
            match c {
                '*' | '+' => {
                    assert!(reverse, "{c} in reverse video:\n{text:?}");
                    seen += 1;
                }
                'x' => {
                    assert!(red, "x on red:\n{text:?}");
                    seen += 1;
                }
                _ => {}
            }
        }
    }
    assert!(seen >= 2, "the actions are marked:\n{text}");
}

#[test]
fn a_style_around_a_coloured_text_covers_all_of_it() {
    let paint = Paint { colour: true };
    for outer in [
        paint.last_move(&format!("{}*", paint.player(1, " k"))),
        paint.captured(&format!("{}x", paint.player(0, " K"))),
    ] {
        let cells = styled(&outer);
        assert_eq!(cells.len(), 3, "{outer:?}");
        assert!(cells.iter().all(|&(_, reverse, red)| reverse || red), "the mark is inside: {outer:?}");
    }
    assert_eq!(Paint::PLAIN.last_move(&Paint::PLAIN.player(1, " k")), " k");
}

#[test]
fn colour_follows_no_color_clicolor_force_and_term_dumb() {
    let wants = Paint::wants_colour;
    assert!(wants(None, None, Some("xterm-256color"), true), "a terminal");
    assert!(!wants(None, None, Some("dumb"), true), "TERM=dumb shows escape codes as text");
    assert!(!wants(None, None, Some("xterm"), false), "a pipe");
    assert!(wants(None, Some("1"), Some("dumb"), false), "CLICOLOR_FORCE forces");
    assert!(!wants(None, Some("0"), None, false), "CLICOLOR_FORCE=0 does not");
    assert!(!wants(Some("1"), Some("1"), Some("xterm"), true), "NO_COLOR wins");
    assert!(wants(Some(""), None, Some("xterm"), true), "an empty NO_COLOR is not set");
    // The programs too: TERM=dumb with CLICOLOR_FORCE still colours (forced).
    let output = run_with_env("play", &["towers"], "quit\n", &[("CLICOLOR_FORCE", "1"), ("TERM", "dumb")]);
    assert!(stdout(&output).contains("\x1b["));
}

#[test]
fn fill_and_fold_keep_lines_within_80_columns() {
    let moves: Vec<String> = (0..60).map(|i| format!("a{i}-b{i}")).collect();
    for text in [support::terminal::fill(&moves, ", "), support::terminal::fill(&moves, " ")] {
        assert!(text.lines().count() > 1 && text.lines().all(|line| line.len() <= WIDTH), "{text}");
        assert_eq!(text.split_whitespace().count(), 60, "no move lost: {text}");
    }
    assert_eq!(support::terminal::fill(&moves[..2], ", "), "a0-b0, a1-b1");
    let long = format!("Final position after 211 plies (last moves: {})", moves[..12].join(", "));
    let folded = support::terminal::fold(&long);
    assert!(folded.lines().count() == 2 && folded.lines().all(|line| line.len() <= WIDTH), "{folded}");
    assert!(folded.lines().nth(1).is_some_and(|line| line.starts_with("  a")), "{folded}");
    assert_eq!(folded.split_whitespace().collect::<Vec<_>>(), long.split_whitespace().collect::<Vec<_>>());
    assert_eq!(support::terminal::fold("short line"), "short line");
}
