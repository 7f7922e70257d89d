//! The `render` example, run as a user would: `cargo run --example render --
//! <game or variant> <position> [moves ...] > out.svg`. Every picture it writes is a
//! well-formed SVG with what it should show; bad input is an error on
//! stderr with exit code 2 and nothing on stdout.

use std::process::{Command, Output};

use boardkit_svg_check::{CheckSummary, check};

mod run_example;

use run_example::example;

fn render(args: &[&str]) -> Output {
    Command::new(example("render")).args(args).output().expect("the example runs")
}

/// Runs `render` with `args`, expects success and a well-formed picture.
fn picture(args: &[&str]) -> (String, CheckSummary) {
    let output = render(args);
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty(), "{args:?}: nothing on stderr");
    let svg = String::from_utf8(output.stdout).expect("the picture is UTF-8");
    let summary = check(&svg).unwrap_or_else(|e| panic!("{args:?}: {e}\n{svg}"));
    (svg, summary)
}

fn has_text(summary: &CheckSummary, text: &str) -> bool {
    summary.texts.iter().any(|t| t == text)
}

#[test]
fn scirocco_pictures() {
    let (start, summary) = picture(&["scirocco", "startpos"]);
    assert!(has_text(&summary, "Gu") && has_text(&summary, "Blue to move"));
    assert_eq!(summary.texts.iter().filter(|t| *t == "P").count(), 16, "the pawns of both sides");
    assert!(!start.contains("stroke-dasharray"), "no last move without moves");
    let (after, summary) = picture(&["scirocco", "startpos", "moves", "e3e4", "e8e7"]);
    assert!(has_text(&summary, "Blue to move") && has_text(&summary, "move 2"));
    assert!(after.contains("stroke-dasharray"), "the last move's from-square");
    // A position text in several arguments, as `inspect` takes it.
    // Two bare Kings: the game is over, and the picture says how instead of whose move it is.
    let (_, summary) = picture(&["scirocco", "k9/10/10/10/10/10/10/10/10/9K", "t"]);
    assert!(has_text(&summary, "Blue wins (bare royal)") && !has_text(&summary, "Tan to move"));
    let (_, summary) = picture(&["scirocco", "k9/10/10/10/10/10/10/10/9p/8PK", "t"]);
    assert!(has_text(&summary, "Tan to move"));
    // Same input, same bytes.
    assert_eq!(picture(&["scirocco", "startpos"]).0, start);
}

#[test]
fn sirocco_pictures() {
    let (_, summary) = picture(&["sirocco", "startpos:2"]);
    assert!(has_text(&summary, "South-West to roll"));
    assert!(has_text(&summary, "6"), "the badge counting six pawns on a base");
    assert!(!summary.texts.iter().any(|t| t.contains("North-West")), "two players: South-West and North-East");
    let (svg, summary) = picture(&["sirocco", "startpos", "moves", "roll 3", "a1-d3", "roll 2"]);
    assert!(has_text(&summary, "North-West rolled 2"));
    assert!(svg.contains("stroke-dasharray"), "the last pawn step is drawn even after a throw");
    let state = "reference | SW a1 a1 a1 a1 a1 a1 x0 | NE d3 m13 m13 m13 m13 m13 x0 | SW rolled 3 | round 2";
    let (svg, summary) = picture(&["sirocco", state, "moves", "a1-d3"]);
    assert!(has_text(&summary, "1 South-West: score 3, captured 1"));
    assert!(svg.contains("#d55e00"), "the capture's cross-hair");
}

#[test]
fn towers_pictures() {
    let (_, summary) = picture(&["towers", "startpos"]);
    assert!(has_text(&summary, "White to move") && has_text(&summary, "balls: White 12, Brown 12"));
    let (svg, summary) = picture(&["towers", "startpos", "moves", "c1-c3", "a6>b6,f6"]);
    assert!(has_text(&summary, "White to move"));
    assert_eq!(svg.matches(">+1</text>").count(), 2, "the share's two recipients");
    let (svg, _) = picture(&["towers", "startpos", "moves", "c1-c3"]);
    assert!(svg.contains("marker-end"), "the move's arrow");
}

/// A variant's picture: a bundled one by name, a FEN, the last move
/// marked, and a section of a variants file given with `--variants`.
#[cfg(feature = "variant")]
#[test]
fn variant_pictures() {
    let (start, summary) = picture(&["chess", "startpos"]);
    assert!(has_text(&summary, "chess: White to move"));
    assert_eq!(summary.texts.iter().filter(|t| *t == "P").count(), 16, "the pawns of both sides");
    assert!(!start.contains("stroke-dasharray"), "no last move without moves");
    let (after, summary) = picture(&["capablanca", "startpos", "moves", "e2e4", "e7e5"]);
    assert!(has_text(&summary, "capablanca: White to move") && has_text(&summary, "j"), "ten files, a to j");
    assert!(after.contains("stroke-dasharray"), "the last move's from-square");
    // A FEN in several arguments, and one quoted.
    let (_, summary) = picture(&["chess", "4k3/8/8/8/8/8/8/4K2R", "w", "K", "-", "0", "1"]);
    assert_eq!(summary.texts.iter().filter(|t| t.len() == 1 && t.chars().all(|c| c.is_ascii_uppercase())).count(), 3);
    let (_, summary) = picture(&["shatranj", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"]);
    assert!(summary.texts.iter().any(|t| t.starts_with("shatranj: ")), "{:?}", summary.texts);
    // Same input, same bytes.
    assert_eq!(picture(&["chess", "startpos"]).0, start);

    // A 16x16 variant of a file, its coordinates a to p and 1 to 16.
    let dir = std::env::temp_dir().join(format!("boardkit-render-variants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let file = dir.join("big.ini");
    std::fs::write(
        &file,
        "[big:chess]\nmaxRank = 16\nmaxFile = 16\ncastling = false\n\
         startFen = 7k8/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/7K8 w - - 0 1\n",
    )
    .expect("a variants file");
    let path = file.to_str().expect("a UTF-8 path");
    let (_, summary) = picture(&["big", "startpos", "moves", "a2a4", "--variants", path]);
    assert!(has_text(&summary, "big: Black to move") && has_text(&summary, "p") && has_text(&summary, "16"));
    let output = render(&["nosuch", "startpos", "--variants", path]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no variant of that name"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_is_an_error_with_nothing_on_stdout() {
    for args in [
        &[][..],
        &["checkers", "startpos"],
        &["chess"],
        &["chess", "startpos", "moves", "e2e5"],
        &["chess", "8/8 w"],
        &["chess", "startpos", "--variants"],
        &["towers"],
        &["towers", "not a position"],
        &["towers", "startpos", "moves", "a1-b2"],
        &["towers", "startpos", "moves", "a1-a5"],
        &["scirocco", "startpos", "moves", "e3e5"],
        &["scirocco", "xyz"],
        &["sirocco", "startpos:9"],
        &["sirocco", "startpos", "moves", "a1-b1"],
        &["towers", "startpos", "--flip"],
    ] {
        let output = render(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}: nothing on stdout");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("error: ") && stderr.ends_with('\n'), "{args:?}: {stderr}");
    }
}

#[test]
fn help_explains_the_command_line() {
    let output = render(&["--help"]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("usage: render <game> <position>"), "{text}");
    for game in ["scirocco", "sirocco", "towers", "<variant>"] {
        assert!(text.contains(&format!("render {game} ")), "{game} in the help");
    }
    assert!(text.contains("--variants <file>"), "{text}");
}
