//! The position and its moves on the command lines of `inspect`, `perft`
//! and `render`: Sirocco's throw `roll 3` may be quoted or not, and every
//! game takes `<position> moves ...` as one quoted argument as well as
//! several.

mod run_example;

use run_example::{run, stdout};

/// Runs `name` with `args`, expecting success; its standard output.
fn ok(name: &str, args: &[&str]) -> String {
    let output = run(name, args, "");
    assert!(output.status.success(), "{name} {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    stdout(&output)
}

/// The same command with its position and moves given in each of the ways
/// a person writes them, appended to `before` and followed by `after`.
fn spellings<'a>(game: &'a str, forms: &[&'a [&'a str]]) -> Vec<Vec<&'a str>> {
    forms.iter().map(|form| std::iter::once(game).chain(form.iter().copied()).collect()).collect()
}

#[test]
fn inspect_reads_a_sirocco_throw_quoted_or_not_and_a_quoted_position_with_moves() {
    let forms = spellings(
        "sirocco",
        &[
            &["startpos:2", "moves", "roll 3", "a1-d4", "roll", "5"],
            &["startpos:2", "moves", "roll", "3", "a1-d4", "roll 5"],
            &["startpos:2 moves roll 3 a1-d4 roll 5"],
            &["startpos:2 moves roll 3", "a1-d4", "roll", "5"],
        ],
    );
    let first = ok("inspect", &forms[0]);
    assert!(first.lines().count() > 2, "the moves of NE's throw of 5 are listed:\n{first}");
    for args in &forms[1..] {
        assert_eq!(ok("inspect", args), first, "inspect {args:?}");
    }
    // A throw without its number is named as the bad move.
    let output = run("inspect", &["sirocco", "startpos:2", "moves", "roll"], "");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.starts_with("error: move 1: bad move `roll`"), "{error}");
}

#[test]
fn inspect_reads_a_quoted_towers_position_with_its_moves() {
    let first = ok("inspect", &["towers", "startpos", "moves", "a1-a3", "a6-a4"]);
    assert_eq!(ok("inspect", &["towers", "startpos moves a1-a3 a6-a4"]), first);
    assert_eq!(ok("inspect", &["towers", "startpos moves a1-a3", "a6-a4"]), first);
    assert_ne!(ok("inspect", &["towers", "startpos"]), first, "the moves were played");
    // A bad move in the quoted text is named by its number.
    let output = run("inspect", &["towers", "startpos moves a1-a3 a1-a2"], "");
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.starts_with("error: move 2: "), "{error}");
}

#[test]
fn perft_reads_the_same_positions() {
    let sirocco = ok("perft", &["sirocco", "startpos:2", "moves", "roll", "3", "a1-d4", "2"]);
    assert_eq!(ok("perft", &["sirocco", "startpos:2", "moves", "roll 3", "a1-d4", "2"]), sirocco);
    assert_eq!(ok("perft", &["sirocco", "startpos:2 moves roll 3 a1-d4", "2"]), sirocco);
    let towers = ok("perft", &["towers", "startpos", "moves", "a1-a3", "2"]);
    assert_eq!(ok("perft", &["towers", "startpos moves a1-a3", "2"]), towers);
    let scirocco = ok("perft", &["scirocco", "startpos", "moves", "P", "e3-e4", "2"]);
    assert_eq!(ok("perft", &["scirocco", "startpos moves P e3-e4", "2"]), scirocco);
}

#[test]
fn render_reads_the_same_positions_and_draws_the_last_move() {
    for (game, forms) in [
        ("sirocco", [&["startpos:2", "moves", "roll", "3", "a1-d4"][..], &["startpos:2 moves roll 3 a1-d4"]]),
        ("towers", [&["startpos", "moves", "a1-a3"][..], &["startpos moves a1-a3"]]),
        ("scirocco", [&["startpos", "moves", "e3e4"][..], &["startpos moves e3e4"]]),
    ] {
        let args: Vec<Vec<&str>> = spellings(game, &forms);
        let svg = ok("render", &args[0]);
        assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{game}: {svg}");
        assert_eq!(ok("render", &args[1]), svg, "render {:?}", args[1]);
        assert_ne!(ok("render", &[game, if game == "sirocco" { "startpos:2" } else { "startpos" }]), svg);
    }
}

/// The slips a person makes typing Scirocco moves on a command line are
/// answered with the text meant, and a refused readable move is named as it
/// was typed.
#[test]
fn scirocco_slips_on_the_command_line_name_the_text_meant() {
    let cases: [(&[&str], &str); 5] = [
        (&["startpos", "e3e4"], "did you mean `startpos moves e3e4`?"),
        (&["startpos", "moves", "e3-e4"], "did you mean `e3e4` or `P e3-e4`?"),
        (&["startpos", "moves", "p", "e3-e4"], "did you mean `P e3-e4`?"),
        (&["startpos", "moves", "Pe3-e4"], "did you mean `P e3-e4`?"),
        (
            &["startpos", "moves", "P", "e3-e5"],
            "move 1: illegal move `P e3-e5` (e3e5): the Blue Pawn on e3 cannot move to e5",
        ),
    ];
    for (words, expected) in cases {
        for program in ["inspect", "render"] {
            let args: Vec<&str> = std::iter::once("scirocco").chain(words.iter().copied()).collect();
            let output = run(program, &args, "");
            assert_eq!(output.status.code(), Some(2), "{program} {args:?}");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(stderr.starts_with("error: ") && stderr.contains(expected), "{program} {args:?}: {stderr}");
        }
    }
}

/// At `play`'s prompt, too: the slip is answered with the text meant (one
/// question mark, no stray full stop), and the refused text changes nothing.
#[test]
fn play_answers_a_scirocco_slip_with_the_text_meant() {
    let output = run("play", &["scirocco", "--strength", "quick"], "e3-e4\nP e3-e4\nquit\n");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    assert!(text.contains("did you mean `e3e4` or `P e3-e4`? Type `moves` or `help`."), "{text}");
    assert!(text.contains("Blue plays P e3-e4 (e3e4)"), "{text}");
}

/// Towers and Sirocco moves after a position without their keyword are
/// pointed to it as Scirocco's are; a position that does not read and is
/// followed by no move keeps its own message.
#[test]
fn moves_without_their_keyword_are_pointed_to_it_in_every_game() {
    let cases: [(&[&str], &str); 3] = [
        (&["towers", "startpos", "c1-c3"], "did you mean `startpos moves c1-c3`?"),
        (&["sirocco", "startpos:2", "roll", "3", "a1-d4"], "did you mean `startpos:2 moves roll 3 a1-d4`?"),
        (&["scirocco", "startpos", "e3e4"], "did you mean `startpos moves e3e4`?"),
    ];
    for (args, expected) in cases {
        let output = run("inspect", args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("error: moves after a position follow the keyword `moves`: "), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    let output = run("inspect", &["towers", "startpos", "hello"], "");
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: bad Towers position: "));
}
