//! The examples that users meet first — `tour`, `play`, `inspect`, `perft`,
//! `arena` — run here, so they cannot silently rot.
//!
//! `cargo test` builds the examples before it runs the tests; these tests run
//! the built programs the way a person would, with piped input, and check what
//! they print. The play loop is also driven in-process through its module.

#[path = "../examples/support/mod.rs"]
#[allow(unreachable_pub)]
mod support;

#[path = "../examples/play/session.rs"]
#[allow(dead_code, unreachable_pub)]
mod session;

mod run_example;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use run_example::{example, run, run_with_env, stdout};

#[test]
fn the_tour_plays_every_game_to_the_end() {
    // `--quick`: the computer players think one ply ahead, so that the tour
    // stays fast in a debug build (the default strength is for release).
    let output = run("tour", &["--seed", "7", "--quick"], "");
    assert!(output.status.success(), "tour failed: {}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    let games = ["Scirocco", "Sirocco", "Towers"];
    for game in games {
        assert!(text.contains(&format!("=== {game}")), "no {game} in the tour:\n{text}");
    }
    let results = text.lines().filter(|line| line.starts_with("Result: ")).count();
    assert_eq!(results, games.len(), "every game ends with a result:\n{text}");
    assert!(!text.contains("\x1b["), "no colour when stdout is not a terminal");
    assert!(text.contains("computer against computer"), "{text}");
    // The seed changes the games; the same seed repeats them.
    assert_eq!(stdout(&run("tour", &["--seed", "7", "--quick"], "")), text);
    assert_ne!(stdout(&run("tour", &["--seed", "8", "--quick"], "")), text);
}

#[test]
fn the_tour_refuses_unknown_arguments() {
    let output = run("tour", &["--sed", "7"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown argument `--sed`"));
    let output = run("tour", &["--strength", "fierce"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown strength `fierce`"));
}

#[test]
fn a_scripted_towers_session_survives_bad_input() {
    let script = "help\nmoves\nnonsense\na1-a5\na1-a3\nundo\nb1-b3\nquit\n";
    let output = run("play", &["towers", "--seed", "3"], script);
    assert!(output.status.success(), "play failed: {}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    assert!(text.contains("Type a move in the game's notation"), "help is shown");
    assert!(text.contains("a1-a3 a1>b1,c1"), "`moves` lists the legal moves, sorted:\n{text}");
    assert!(text.contains("bad move `nonsense`: "), "a malformed move is explained:\n{text}");
    assert!(text.contains("illegal move `a1-a5`: "), "an illegal move is explained:\n{text}");
    assert!(text.contains("White plays a1-a3"));
    assert!(text.contains("Brown plays "), "the computer answers");
    assert!(text.contains("Taken back."));
    assert!(text.contains("White plays b1-b3"), "play goes on after undo");
    assert!(text.trim_end().ends_with("Bye."));
}

#[test]
fn a_scripted_sirocco_session_throws_the_die() {
    let output = run("play", &["sirocco", "--players", "2", "--seed", "3"], "moves\nxx\na1-c3\nquit\n");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("Chance: roll "), "the die is shown:\n{text}");
    assert!(text.contains("bad move `xx`: "), "{text}");
    assert!(text.contains("illegal move `a1-c3`") || text.contains("South-West plays a1-c3"), "{text}");
}

#[test]
fn a_scripted_scirocco_session() {
    let output = run("play", &["scirocco", "--human", "blue"], "moves\ne3e5\ne3e4\nundo\nquit\n");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.contains("Ch a1-a2, P a3-a4, Pr b2-a4"), "moves are listed readably, in coordinate order:\n{text}");
    assert!(text.contains("illegal move `e3e5`: "), "{text}");
    assert!(text.contains("Blue plays P e3-e4 (e3e4)"), "both notations:\n{text}");
    assert!(text.contains("Tan plays "));
    assert!(text.contains("Taken back."));
}

#[test]
fn scirocco_reads_the_readable_notation_wherever_a_move_is_typed() {
    // play: the notation the docs teach, a wrong piece named, a miswritten capture.
    let output = run("play", &["scirocco", "--human", "blue", "--strength", "quick"], "Gu c3-c4\nquit\n");
    let text = stdout(&output);
    assert!(text.contains("Blue plays Gu c3-c4 (c3c4)"), "{text}");
    let tan_move = text.lines().find(|line| line.starts_with("Tan plays ")).expect("the computer answers");
    let (readable, rest) = tan_move["Tan plays ".len()..].split_once(" (").expect("readable, then coordinates");
    assert!(readable.contains(' ') && readable.contains(['-', 'x']), "the computer's move is readable: {tan_move}");
    assert!(rest.split_once(')').is_some_and(|(coordinates, _)| !coordinates.contains(' ')), "{tan_move}");
    let output = run("play", &["scirocco", "--human", "blue"], "P c3-c4\nGu c3xc4\nquit\n");
    let text = stdout(&output);
    assert!(text.contains("bad move `P c3-c4`: the piece on c3 is a Guard (Gu), not a Pawn (P)"), "{text}");
    assert!(text.contains("bad move `Gu c3xc4`: this move is written `Gu c3-c4`"), "{text}");
    // inspect: the same game in either notation lists the same moves.
    let coordinates = run("inspect", &["scirocco", "startpos", "moves", "e3e4", "i9h7"], "");
    let readable = run("inspect", &["scirocco", "startpos", "moves", "P", "e3-e4", "Pr", "i9-h7"], "");
    assert!(readable.status.success(), "{}", String::from_utf8_lossy(&readable.stderr));
    assert_eq!(stdout(&readable), stdout(&coordinates));
}

#[test]
fn play_ends_cleanly_when_the_input_ends() {
    let output = run("play", &["towers"], "");
    assert!(output.status.success());
    assert!(stdout(&output).contains("White> "));
}

#[test]
fn play_rejects_bad_options() {
    for args in [
        &["checkers"][..],
        &["chess", "--position", "8/8/8 w - - 0 1"],
        &["towers", "--human", "7"],
        &["sirocco", "--players", "9"],
        &["towers", "--seed"],
        &["towers", "--strength", "fierce"],
    ] {
        let output = run("play", args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?} should fail");
        assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: "), "{args:?}");
    }
}

#[test]
fn play_explains_itself_with_help() {
    for args in [&["--help"][..], &["towers", "-h"]] {
        let output = run("play", args, "");
        assert!(output.status.success(), "{args:?}");
        let text = stdout(&output);
        assert!(text.starts_with("usage: play <scirocco|sirocco|towers> [options]"), "{text}");
        for option in ["--human", "--players", "--seed", "--position", "--max-plies", "--strength"] {
            assert!(text.contains(option), "--help names {option}: {text}");
        }
    }
}

#[test]
fn inspect_and_perft_explain_themselves_with_help() {
    for name in ["inspect", "perft"] {
        let output = run(name, &["--help"], "");
        assert!(output.status.success(), "{name} --help");
        let text = stdout(&output);
        assert!(text.starts_with(&format!("usage: {name} towers")), "{text}");
        assert!(text.contains("scirocco") && text.contains("sirocco"), "{text}");
    }
}

#[test]
fn computer_against_computer_finishes() {
    // The quick players keep this fast in a debug build.
    for (game, extra) in [("towers", &[][..]), ("sirocco", &["--players", "4"][..])] {
        let mut args = vec![game, "--human", "none", "--seed", "11", "--strength", "quick"];
        args.extend_from_slice(extra);
        let output = run("play", &args, "");
        assert!(output.status.success(), "{game}: {}", String::from_utf8_lossy(&output.stderr));
        assert!(stdout(&output).contains("Game over: "), "{game} ends:\n{}", stdout(&output));
    }
}

#[test]
fn the_arena_reports_each_match() {
    let output = run("arena", &["towers", "sirocco", "--games", "2", "--strength", "quick", "--seed", "5"], "");
    assert!(output.status.success(), "arena failed: {}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    for label in ["towers (quick)", "sirocco 2 players (quick)", "sirocco 4 players (quick)"] {
        let line = text.lines().find(|line| line.starts_with(label)).unwrap_or_else(|| panic!("no {label}:\n{text}"));
        assert!(line.contains("2 games:") && line.contains("win rate"), "{line}");
    }
    assert_eq!(text.matches(" ms per move on average").count(), 3, "{text}");
    // The same arguments give the same games (the timings aside).
    let results =
        |text: &str| text.lines().filter(|line| line.contains("win rate")).map(String::from).collect::<Vec<_>>();
    let again = stdout(&run("arena", &["towers", "sirocco", "--games", "2", "--strength", "quick", "--seed", "5"], ""));
    assert_eq!(results(&again), results(&text));
    let output = run("arena", &["chess"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown game `chess`"));
    // The game is checked first, wherever it stands: not hidden behind a bad option before it.
    let output = run("arena", &["--games", "x", "chess"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown game `chess`"));
    // An option's value is not a game (`--strength quick`), and a bad value is still reported.
    let output = run("arena", &["towers", "--games", "x"], "");
    assert!(String::from_utf8_lossy(&output.stderr).contains("--games takes a whole number, not `x`"));
}

#[test]
fn inspect_and_perft_keep_their_output_format() {
    let output = run("inspect", &["towers", "startpos"], "");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 66 + 1);
    assert_eq!(lines.last(), Some(&"outcome: ongoing"));
    let mut moves = lines[..66].to_vec();
    moves.sort();
    assert_eq!(moves, lines[..66], "moves are sorted");

    let output = run("inspect", &["sirocco", "startpos:4", "--roll", "3"], "");
    let text = stdout(&output);
    assert!(text.starts_with("a1-a4\n"), "{text}");
    assert!(text.ends_with("outcome: ongoing\nscores: South-West 0, North-West 0, North-East 0, South-East 0\n"));

    let output = run("perft", &["towers", "startpos", "2", "--divide"], "");
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 66 + 1);
    assert_eq!(text.lines().last(), Some("nodes 4356"));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nodes/s"));

    let output = run("perft", &["sirocco", "startpos:4", "3"], "");
    assert_eq!(stdout(&output), "nodes 246\n");

    let output = run("inspect", &["scirocco", "startpos", "moves", "e3e4"], "");
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 21 + 1, "{text}");
    assert!(text.ends_with("outcome: ongoing\n"));

    let output = run("perft", &["scirocco", "startpos", "3"], "");
    assert_eq!(stdout(&output), "nodes 10874\n");

    let output = run("inspect", &["towers", "not a position"], "");
    assert_eq!(output.status.code(), Some(2));
}

/// The play loop driven in-process with a script: the same checks without a
/// process, and a look at the state after the session.
#[cfg(feature = "towers")]
#[test]
fn the_play_loop_in_process() {
    use boardkit::core::SplitMix64;
    use boardkit::search::RandomBot;
    use boardkit::towers::Towers;
    use session::{Ending, Seat, run};

    let mut seats: Vec<Seat<Towers>> = vec![Seat::Human, Seat::Computer(Box::new(RandomBot::new(SplitMix64::new(1))))];
    let mut input = std::io::Cursor::new("moves\nf1-f9\nf1-f3\nquit\n");
    let mut out = Vec::new();
    let mut record = boardkit::core::Session::new(Towers::startpos());
    let mut saves = 0;
    let ending = run(
        &mut record,
        &mut seats,
        &mut SplitMix64::new(2),
        &mut input,
        &mut out,
        None,
        support::Paint::PLAIN,
        &mut |_| {
            saves += 1;
            Ok(())
        },
    )
    .unwrap();
    // After each move: White's and the computer's reply.
    assert_eq!(saves, 2);
    assert_eq!(ending, Ending::Quit);
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("bad move `f1-f9`") || text.contains("illegal move `f1-f9`"), "{text}");
    assert!(text.contains("White plays f1-f3"));
    assert_eq!(record.moves()[0].to_string(), "f1-f3");
}

/// Sirocco command lines with their exact output: `inspect`
/// lists the moves for a throw one per line, sorted, then the outcome and the
/// scores; `perft` counts the throws as branches.
#[cfg(feature = "sirocco")]
#[test]
fn sirocco_inspect_and_perft_print_exactly_this() {
    let output = run("inspect", &["sirocco", "startpos:4", "--roll", "3"], "");
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        "a1-a4\na1-b3\na1-c2\na1-c4\na1-d1\na1-d3\na1-d4\noutcome: ongoing\n\
         scores: South-West 0, North-West 0, North-East 0, South-East 0\n"
    );
    // A state text as one argument, with a pending throw; then after a capture.
    let state = "reference | SW e5 a7 c9 e9 g9 i9 x0 | NE e7 m9 k7 i7 m11 m12 x0 | SW rolled 2 | round 5";
    let output = run("inspect", &["sirocco", state], "");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 22 + 2, "{text}");
    let mut sorted = lines[..22].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..22]);
    assert!(lines.contains(&"e5-e7"), "the capture is listed: {text}");
    assert_eq!(lines[22..], ["outcome: ongoing", "scores: South-West 0, North-East 0"]);
    let output = run("inspect", &["sirocco", state, "moves", "e5-e7"], "");
    assert!(stdout(&output).ends_with("outcome: ongoing\nscores: South-West 3, North-East 0\n"));
    // A finished game: no moves, the outcome with its reason, the final scores.
    let stalled = "reference | SW b3 m13 m13 x2 | NE k11 a1 a1 a1 x3 | NE rolled 1 | round 40";
    let output = run("inspect", &["sirocco", stalled, "moves", "k11-l11"], "");
    assert_eq!(
        stdout(&output),
        "outcome: North-East wins (no pawn of any player can ever move again)\n\
         scores: South-West 10, North-East 15\n"
    );
    // Bad input: exit code 2 and a message.
    let contradicting_roll = ["sirocco", "startpos:2", "moves", "roll 3", "--roll", "2"];
    for args in [
        &["sirocco", "startpos:2", "--roll", "7"][..],
        &["sirocco", "startpos:5"],
        &["sirocco", "nonsense"],
        &contradicting_roll,
    ] {
        let output = run("inspect", args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&output.stderr).starts_with("error: "), "{args:?}");
    }
    for (players, depth, nodes) in [("2", "4", "1680"), ("3", "4", "1679"), ("4", "5", "10074")] {
        let output = run("perft", &["sirocco", &format!("startpos:{players}"), depth], "");
        assert_eq!(stdout(&output), format!("nodes {nodes}\n"), "startpos:{players} depth {depth}");
    }
    let output = run("perft", &["sirocco", "startpos:4", "3", "--divide"], "");
    assert_eq!(stdout(&output), "roll 1 18\nroll 2 18\nroll 3 42\nroll 4 30\nroll 5 66\nroll 6 72\nnodes 246\n");
}

#[test]
fn the_scirocco_board_has_a_legend_and_marks_the_last_move() {
    let output = run("play", &["scirocco", "--human", "blue", "--strength", "quick"], "e3e4\nquit\n");
    let text = stdout(&output);
    for entry in ["U  Guard (Gu)", "I  Priest (Pr)", "Y  Marquis (Ma)", "O  Wagon (Wa)", "V  Dervish (De)"] {
        assert!(text.contains(entry), "the legend names {entry}:\n{text}");
    }
    // After Blue's e3e4 and Tan's answer, the board marks Tan's move with two stars.
    let board = text.rsplit("Tan plays ").next().expect("the computer answers");
    let marked: usize = board.lines().take(11).map(|line| line.matches('*').count()).sum();
    assert_eq!(marked, 2, "the last move's two squares are starred:\n{board}");
    assert!(board.contains("* the last move's squares"), "{board}");
}

#[test]
fn colour_only_on_a_terminal_or_when_forced_and_never_with_no_color() {
    let forced = run_with_env("play", &["towers"], "quit\n", &[("CLICOLOR_FORCE", "1")]);
    assert!(stdout(&forced).contains("\x1b["), "CLICOLOR_FORCE colours a pipe");
    let refused = run_with_env("play", &["towers"], "quit\n", &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]);
    assert!(!stdout(&refused).contains("\x1b["), "NO_COLOR wins");
    let piped = run("tour", &["--quick"], "");
    assert!(!stdout(&piped).contains("\x1b["), "a pipe gets no colour");
}

#[test]
fn the_sirocco_board_shows_pawns_on_bases_with_the_seat_numbers_of_human() {
    let output = run("play", &["sirocco", "--human", "ne", "--seed", "3"], "quit\n");
    assert!(output.status.success(), "--human ne is accepted: {}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    // North-East's six pawns wait on m13: the base shows its number 3, as in the legend.
    assert!(text.lines().any(|line| line.starts_with("13 ") && line.contains("-o-o-3")), "{text}");
    assert!(text.contains("3 North-East (NE): 6 on base"), "{text}");
    assert!(text.contains("North-East> "), "North-East is the human seat:\n{text}");
    // The board's own symbols are explained too, with the rules' names.
    assert!(text.contains("O base, o grey dot, # protected spot,"), "{text}");
    assert!(text.contains("+ field point"), "{text}");
    // Seat numbers are the board's: a 2-player game has seats 1 and 3.
    let output = run("play", &["sirocco", "--human", "3"], "quit\n");
    assert!(stdout(&output).contains("North-East> "));
    let output = run("play", &["sirocco", "--human", "2"], "");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("use 1 South-West / SW, 3 North-East / NE"), "{error}");
}

/// Runs an example whose standard output is closed before it writes anything,
/// as `example | head -0` would: it must end quietly, not panic.
fn run_into_closed_pipe(name: &str, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(example(name))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the example starts");
    drop(child.stdout.take());
    child.stdin.take().expect("stdin is piped").write_all(input.as_bytes()).ok();
    child.wait_with_output().expect("the example finishes")
}

#[test]
fn every_example_stops_quietly_on_a_closed_pipe() {
    let cases: [(&str, &[&str], &str); 9] = [
        ("tour", &["--quick"], ""),
        ("search", &["towers", "startpos", "--depth", "2"], ""),
        ("inspect", &["towers", "startpos"], ""),
        ("perft", &["towers", "startpos", "2", "--divide"], ""),
        ("render", &["scirocco", "startpos"], ""),
        ("arena", &["towers", "--games", "1", "--strength", "quick"], ""),
        ("betza", &["W", "--from", "e5"], ""),
        ("play", &["towers", "--human", "none", "--strength", "quick", "--max-plies", "4"], ""),
        ("play", &["scirocco"], "moves\nquit\n"),
    ];
    for (name, args, input) in cases {
        let output = run_into_closed_pipe(name, args, input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{name} {args:?}: {:?}\n{stderr}", output.status);
        assert!(!stderr.contains("panicked") && !stderr.contains("Broken pipe"), "{name} {args:?}: {stderr}");
    }
}

/// Runs an example whose standard error is closed before it writes anything,
/// as `example 2>&1 | head -0` would: it must not panic (`eprintln!` would).
fn run_with_closed_stderr(name: &str, args: &[&str]) -> Output {
    let mut child = Command::new(example(name))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the example starts");
    drop(child.stderr.take());
    child.wait_with_output().expect("the example finishes")
}

#[test]
fn every_example_stays_quiet_on_a_closed_stderr() {
    // perft writes its time to stderr after a successful count.
    let output = run_with_closed_stderr("perft", &["towers", "startpos", "2"]);
    assert!(output.status.success(), "{:?}", output.status);
    assert_eq!(
        stdout(&output),
        "nodes 4356
"
    );
    // Every error goes to stderr: still exit code 2, not a panic's 101.
    for (name, args) in [
        ("perft", &["checkers", "startpos", "1"][..]),
        ("inspect", &["checkers"]),
        ("render", &["chess"]),
        ("search", &["chess"]),
        ("play", &["checkers"]),
        ("arena", &["chess"]),
        ("tour", &["--frob"]),
        ("betza", &["W"]),
    ] {
        let output = run_with_closed_stderr(name, args);
        assert_eq!(output.status.code(), Some(2), "{name} {args:?}");
    }
}

/// A fresh directory for one test's files, under the system's temporary
/// directory.
fn scratch(test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("boardkit-examples-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

#[test]
fn a_closed_pipe_does_not_lose_the_saved_record() {
    let dir = scratch("closed-pipe-save");
    let file = dir.join("t.rec");
    let file_text = file.to_str().expect("a UTF-8 path");
    let args = ["towers", "--human", "none", "--strength", "quick", "--max-plies", "6", "--save", file_text];
    let output = run_into_closed_pipe("play", &args, "");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    // The session ended at the first line it could not write; what was played is saved.
    let output = run("inspect", &["--record", file_text], "");
    assert!(output.status.success(), "the saved record reads back: {}", String::from_utf8_lossy(&output.stderr));
    // The tour plays its games to the end for their records: the same
    // records as with an open pipe.
    let closed = dir.join("closed");
    let output = run_into_closed_pipe("tour", &["--quick", "--save", closed.to_str().expect("UTF-8")], "");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let open = dir.join("open");
    assert!(run("tour", &["--quick", "--save", open.to_str().expect("UTF-8")], "").status.success());
    for game in ["scirocco", "sirocco", "towers"] {
        let read = |dir: &std::path::Path| {
            let path = dir.join(format!("{game}.record"));
            std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
        };
        assert_eq!(read(&closed), read(&open), "{game}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_error_starts_with_error_and_unknown_games_are_named_so() {
    for (name, args) in [
        ("inspect", &["checkers", "startpos"][..]),
        ("inspect", &["checkers"]),
        ("perft", &["checkers", "startpos", "1"]),
        ("perft", &["checkers", "startpos"]),
        ("perft", &["checkers", "--frob"]),
        ("render", &["checkers", "startpos"]),
        ("render", &["checkers"]),
        ("search", &["checkers"]),
        ("search", &["checkers", "startpos", "--frob"]),
        ("play", &["checkers"]),
        ("play", &["checkers", "--players", "3"]),
        ("play", &["checkers", "--bogus"]),
        ("arena", &["checkers"]),
    ] {
        let output = run(name, args, "");
        assert_eq!(output.status.code(), Some(2), "{name}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with("error: unknown game `checkers` (expected scirocco, sirocco or towers)"),
            "{name}: {stderr}"
        );
    }
    for (name, args) in [
        ("betza", &["W"][..]),
        ("betza", &["W", "--from", "z1"]),
        ("tour", &["--seed"]),
        ("perft", &["towers", "startpos", "x"]),
        ("inspect", &["scirocco", "nonsense"]),
        ("play", &["towers", "--players", "3"]),
        ("render", &["towers", "startpos", "--flip"]),
    ] {
        let output = run(name, args, "");
        assert_eq!(output.status.code(), Some(2), "{name} {args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("error: "), "{name} {args:?}: {stderr}");
    }
    let output = run("play", &["towers", "--players", "3"], "");
    assert!(String::from_utf8_lossy(&output.stderr).contains("--players is for Sirocco only"));
}

#[test]
fn messages_do_not_stutter() {
    let output = run("perft", &["towers", "startpos", "100"], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("error: depth 100 would take more than a century here"), "{stderr}");
    let dir = scratch("stutter");
    let missing = dir.join("missing.rec");
    let output = run("play", &["towers", "--load", missing.to_str().expect("UTF-8")], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr.starts_with(&format!("error: cannot read {}: ", missing.display())), "{stderr}");
    assert!(!stderr.contains("cannot load"), "{stderr}");
    // A record of another game is named as such, not as an unknown game.
    let scirocco = dir.join("scirocco.rec");
    let scirocco_text = scirocco.to_str().expect("UTF-8");
    let args = ["scirocco", "--human", "none", "--strength", "quick", "--max-plies", "1", "--save", scirocco_text];
    assert!(run("play", &args, "").status.success());
    let output = run("play", &["towers", "--load", scirocco_text], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with(&format!("error: cannot load {scirocco_text}: the record is of Scirocco, not Towers")));
    // --players does not override a loaded record's players.
    let sirocco = dir.join("sirocco.rec");
    let sirocco_text = sirocco.to_str().expect("UTF-8");
    let args = ["sirocco", "--players", "4", "--human", "none", "--max-plies", "1", "--save", sirocco_text];
    assert!(run("play", &args, "").status.success());
    let output = run("play", &["sirocco", "--players", "2", "--load", sirocco_text], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--players does not go with --load"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn human_takes_the_side_letters_of_the_position_texts() {
    for (game, who, prompt) in [
        ("towers", "b", "Brown> "),
        ("towers", "W", "White> "),
        ("scirocco", "t", "Tan> "),
        ("scirocco", "b", "Blue> "),
    ] {
        let output = run("play", &[game, "--human", who, "--strength", "quick"], "quit\n");
        assert!(output.status.success(), "{game} --human {who}: {}", String::from_utf8_lossy(&output.stderr));
        assert!(stdout(&output).contains(prompt), "{game} --human {who}:\n{}", stdout(&output));
    }
    let help = stdout(&run("play", &["--help"], ""));
    assert!(help.contains("Towers 1 White / w, 2 Brown / b") && help.contains("Scirocco 1 Blue / b, 2 Tan / t"));
}

#[test]
fn any_seed_is_a_seed() {
    // The computer's seed is the seed plus its seat: it wraps (a debug build checked the overflow).
    let output =
        run("play", &["towers", "--seed", &u64::MAX.to_string(), "--human", "1", "--strength", "quick"], "quit\n");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn the_arena_refuses_empty_matches_and_plays_each_game_once() {
    for args in [&["towers", "--games", "0"][..], &["towers", "--max-plies", "0"]] {
        let output = run("arena", args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&output.stderr).contains("must be at least 1"), "{args:?}");
    }
    let output = run("arena", &["towers", "towers", "--games", "1", "--strength", "quick"], "");
    assert!(output.status.success());
    assert_eq!(stdout(&output).matches("towers (quick)").count(), 1, "{}", stdout(&output));
}

/// README's table of examples shows each one's whole command line: every
/// option its `--help` names is in its row.
#[test]
fn the_readme_rows_name_every_option_of_the_help() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).expect("README.md");
    for name in ["tour", "play", "arena", "inspect", "perft", "search", "betza", "render"] {
        let row = readme
            .lines()
            .find(|line| line.starts_with("| `cargo run") && line.contains(&format!("--example {name} ")))
            .unwrap_or_else(|| panic!("README has no row for {name}"));
        let help = stdout(&run(name, &["--help"], ""));
        for option in help.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).filter(|word| {
            word.starts_with("--") && word.len() > 2 && word[2..].starts_with(|c: char| c.is_ascii_alphabetic())
        }) {
            if option != "--help" {
                assert!(row.contains(option), "README's row for {name} lacks {option}:\n{row}");
            }
        }
    }
}

#[test]
fn messages_name_the_real_board_and_say_things_once() {
    let output = run("inspect", &["scirocco", "startpos", "moves", "z1a1"], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim_end(), "error: move 1: bad move `z1a1`: expected a square a1 to j10 at byte 0");
    let output = run("betza", &["W", "--from", "k1"], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim_end(), "error: bad square `k1` for --from: the 10x10 board has squares a1 to j10");
    let output = run("inspect", &["scirocco", "ppp b"], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("error: bad Scirocco position: the board is 3x1, not 10x10"), "{stderr}");
    let output = run("inspect", &["scirocco", "nonsense"], "");
    let stderr = String::from_utf8_lossy(&output.stderr);
    // Said once (no "bad position: invalid position: ..."), then the hint.
    assert_eq!(stderr.matches("position:").count(), 1, "{stderr}");
    assert!(stderr.trim_end().ends_with("; the start position is `startpos`"), "{stderr}");
}

/// Every program that reads a position reports a bad one, or a bad move
/// after it, the same way: the game named once, a move's fault called a
/// move's fault (not a bad position), and a plain word such as `start`
/// pointed to the start position's name.
#[test]
fn every_program_reports_bad_positions_and_moves_alike() {
    // How each program takes a position (and the moves after it).
    let arguments = |name: &str, spec: &[&str]| -> Vec<String> {
        let mut args: Vec<String> = match name {
            "play" => {
                vec![spec[0].to_string(), "--position".into(), spec[1..].join(" "), "--human".into(), "none".into()]
            }
            _ => spec.iter().map(|word| word.to_string()).collect(),
        };
        match name {
            "search" => args.extend(["--depth".to_string(), "1".to_string()]),
            "perft" => args.push("1".to_string()),
            _ => {}
        }
        args
    };
    let stderr_of = |name: &str, args: &[String]| {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = run(name, &args, "");
        assert_eq!(output.status.code(), Some(2), "{name} {args:?}");
        assert!(stdout(&output).is_empty(), "{name} {args:?} printed {}", stdout(&output));
        String::from_utf8_lossy(&output.stderr).trim_end().to_string()
    };
    for name in ["inspect", "search", "perft", "render", "play"] {
        for (game, what, start) in [
            ("scirocco", "bad Scirocco position: ", "startpos"),
            ("towers", "bad Towers position: ", "startpos"),
            ("sirocco", "bad Sirocco state: ", "startpos:<players>"),
        ] {
            let stderr = stderr_of(name, &arguments(name, &[game, "start"]));
            assert!(stderr.starts_with(&format!("error: {what}")), "{name} {game}: {stderr}");
            assert!(stderr.ends_with(&format!("; the start position is `{start}`")), "{name} {game}: {stderr}");
        }
        let stderr = stderr_of(name, &arguments(name, &["scirocco", "10/10", "b"]));
        assert!(stderr.starts_with("error: bad Scirocco position: the board is 10x2"), "{name}: {stderr}");
        assert_eq!(stderr.matches("position").count(), 1, "{name}: {stderr}");
        assert!(!stderr.contains("start position"), "{name}: a position text gets no hint: {stderr}");
        if name != "play" {
            let stderr = stderr_of(name, &arguments(name, &["scirocco", "startpos", "moves", "e3e5"]));
            assert!(stderr.starts_with("error: move 1: illegal move `e3e5`: "), "{name}: {stderr}");
            assert!(!stderr.contains("position"), "{name}: {stderr}");
            let stderr = stderr_of(name, &arguments(name, &["towers", "startpos", "moves", "zz"]));
            assert!(stderr.starts_with("error: move 1: bad move `zz`: "), "{name}: {stderr}");
        }
    }
}

#[test]
fn perft_refuses_depths_that_would_run_for_hours() {
    let output = run("perft", &["scirocco", "startpos", "12"], "");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("error: depth 12 would take ") && stderr.contains("--force"), "{stderr}");
    assert!(stdout(&output).is_empty());
    let output = run("perft", &["towers", "startpos", "9"], "");
    assert_eq!(output.status.code(), Some(2), "{}", String::from_utf8_lossy(&output.stderr));
    // Small depths run at once, with no warning.
    let output = run("perft", &["sirocco", "startpos:2", "3"], "");
    assert!(output.status.success());
    assert!(!String::from_utf8_lossy(&output.stderr).contains("warning"));
}

#[test]
fn usage_strings_name_the_moves_keyword_and_every_option() {
    let help = |name: &str| stdout(&run(name, &["--help"], ""));
    let perft = help("perft");
    for game in ["towers", "scirocco", "sirocco"] {
        // Each game's usage, with its continuation line (usage lines fit 80 columns).
        let start = perft.find(&format!("perft {game}")).unwrap_or_default();
        let usage = perft[start..].split("\n\n").next().unwrap_or_default();
        let usage = usage.get(..usage[6..].find("perft ").map_or(usage.len(), |end| end + 6)).unwrap_or_default();
        assert!(
            usage.contains("[moves <m1> ...]") && usage.contains("--divide") && usage.contains("--force"),
            "{usage}"
        );
    }
    let inspect = help("inspect");
    assert_eq!(inspect.matches("[moves <m1>").count(), 4, "{inspect}");
    assert!(inspect.contains("--roll"), "{inspect}");
    let tour = help("tour");
    for option in ["--seed", "--strength", "--quick"] {
        assert!(tour.contains(option), "{tour}");
    }
    let arena = help("arena");
    for option in ["--games", "--seed", "--strength", "--max-plies"] {
        assert!(arena.contains(option), "{arena}");
    }
}

/// Runs `name` with `args`, expecting success; its stdout.
#[cfg(feature = "variant")]
fn succeeds(name: &str, args: &[&str]) -> String {
    let output = run(name, args, "");
    assert!(output.status.success(), "{name} {args:?}: {}", String::from_utf8_lossy(&output.stderr));
    stdout(&output)
}

/// Runs `name` with `args`, expecting bad input (exit code 2); its stderr.
#[cfg(feature = "variant")]
fn fails(name: &str, args: &[&str]) -> String {
    let output = run(name, args, "");
    assert_eq!(output.status.code(), Some(2), "{name} {args:?}: {}", stdout(&output));
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[cfg(feature = "variant")]
#[test]
fn perft_and_inspect_play_the_bundled_variants() {
    assert_eq!(succeeds("perft", &["chess", "startpos", "3"]).lines().last(), Some("nodes 8902"));
    assert_eq!(succeeds("perft", &["capablanca", "startpos", "2"]).lines().last(), Some("nodes 784"));
    let divided = succeeds("perft", &["chess", "startpos", "2", "--divide"]);
    assert!(divided.lines().any(|line| line == "e2e4 20"), "{divided}");
    assert_eq!(divided.lines().last(), Some("nodes 400"));

    let listed = succeeds("inspect", &["chess", "startpos"]);
    let lines: Vec<&str> = listed.lines().collect();
    assert_eq!(lines.len(), 21, "{listed}");
    assert!(lines.contains(&"e2e4"), "{listed}");
    assert_eq!(lines.last(), Some(&"outcome: ongoing"));
    let moves = &lines[..20];
    assert!(moves.windows(2).all(|pair| pair[0] < pair[1]), "sorted: {listed}");
    // Moves after the start, in the UCI notation.
    let after = succeeds("inspect", &["chess", "startpos", "moves", "f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(after.lines().collect::<Vec<_>>(), ["outcome: Black wins (checkmate)"], "{after}");
}

#[cfg(feature = "variant")]
#[test]
fn a_variant_position_is_a_fen_quoted_or_in_words() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let quoted = succeeds("perft", &["chess", fen, "2"]);
    assert_eq!(quoted.lines().last(), Some("nodes 600"));
    let words: Vec<&str> = fen.split(' ').collect();
    let mut args = vec!["chess"];
    args.extend(&words);
    args.push("2");
    assert_eq!(succeeds("perft", &args), quoted);
    // The same position reached by a move from the start.
    assert_eq!(succeeds("perft", &["chess", "startpos", "moves", "e2e4", "2"]), quoted);
    let mut args = vec!["chess"];
    args.extend(&words);
    args.extend(["moves", "e7e5"]);
    let listed = succeeds("inspect", &args);
    assert!(listed.contains("\ng1f3\n"), "{listed}");
    // Bad positions and moves are errors that say what is wrong.
    assert!(fails("inspect", &["chess", "8/8/8 w - - 0 1"]).starts_with("error: bad Variant position"));
    assert!(fails("inspect", &["chess", "startpos", "moves", "e2e5"]).contains("move 1: illegal move `e2e5`"));
}

#[cfg(feature = "variant")]
#[test]
fn a_variants_file_adds_its_sections_by_name() {
    let dir = scratch("variants-file");
    let file = dir.join("my.ini");
    // The bishops become wazir-knights (a custom piece); one section cannot be played.
    let ini = "[wazirknight:chess]\nbishop = -\ncustomPiece1 = b:NW\n\n[bughouse:chess]\ntwoBoards = true\n";
    std::fs::write(&file, ini).expect("a variants file");
    let path = file.to_str().expect("a UTF-8 path");

    let listed = succeeds("inspect", &["wazirknight", "startpos", "--variants", path]);
    let lines: Vec<&str> = listed.lines().collect();
    // 20 chess moves, and from c1 and f1 the wazir-knight's jumps over the pawns.
    assert_eq!(lines.len(), 25, "{listed}");
    assert!(["c1b3", "c1d3", "f1e3", "f1g3"].iter().all(|mv| lines.contains(mv)), "{listed}");
    assert_eq!(lines.last(), Some(&"outcome: ongoing"));
    let counted = succeeds("perft", &["wazirknight", "startpos", "2", "--variants", path]);
    assert_eq!(counted.lines().last(), Some("nodes 576"));
    // The option may come anywhere; the bundled variants stay known.
    let counted = succeeds("perft", &["--variants", path, "chess", "startpos", "1"]);
    assert_eq!(counted.lines().last(), Some("nodes 20"));
    let names = succeeds("inspect", &["--list-variants", "--variants", path]);
    assert!(names.lines().any(|line| line == "chess") && names.lines().any(|line| line == "wazirknight"), "{names}");
    assert!(!names.lines().any(|line| line == "bughouse"), "{names}");

    // Without the file, the section is unknown.
    let stderr = fails("inspect", &["wazirknight", "startpos"]);
    assert!(
        stderr.starts_with("error: unknown game `wazirknight` (expected scirocco, sirocco or towers)")
            && stderr.contains("inspect --list-variants"),
        "{stderr}"
    );
    // A section that cannot be played says why.
    let stderr = fails("perft", &["bughouse", "startpos", "1", "--variants", path]);
    assert!(stderr.contains("variant `bughouse` cannot be played") && stderr.contains("twoBoards"), "{stderr}");
    let stderr = fails("inspect", &["--variants", path, "bughouse", "startpos"]);
    assert!(stderr.contains("variant `bughouse` cannot be played"), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "variant")]
#[test]
fn bad_variants_files_are_errors() {
    let dir = scratch("bad-variants-files");
    let missing = dir.join("missing.ini");
    let stderr = fails("perft", &["chess", "startpos", "1", "--variants", missing.to_str().expect("UTF-8")]);
    assert!(stderr.starts_with("error: cannot read ") && stderr.contains("missing.ini"), "{stderr}");
    for (text, message) in [
        ("[open:chess\nbishop = -\n", "must end with `]`"),
        ("no sections here\n", "holds no variant"),
        ("[orphan:nowhere]\n", "unknown variant `nowhere`"),
    ] {
        let file = dir.join("bad.ini");
        std::fs::write(&file, text).expect("a variants file");
        let stderr = fails("inspect", &["orphan", "startpos", "--variants", file.to_str().expect("UTF-8")]);
        assert!(stderr.starts_with("error: ") && stderr.contains(message), "{text:?}: {stderr}");
    }
    assert!(fails("inspect", &["chess", "startpos", "--variants"]).contains("--variants needs a file"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `play` takes a variant: the board drawn with the pieces' letters, moves
/// in the UCI notation, the computer answering.
#[cfg(feature = "variant")]
#[test]
fn a_scripted_variant_session() {
    let output = run("play", &["chess", "--strength", "quick"], "e2e5\ne2e4\nmoves\nundo\nquit\n");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    assert!(text.contains(" 8  r  n  b  q  k  b  n  r"), "the board, Black lower case:\n{text}");
    assert!(text.contains(" 1  R  N  B  Q  K  B  N  R"), "White upper case:\n{text}");
    assert!(text.contains("\n    a  b  c  d  e  f  g  h"), "the files:\n{text}");
    assert!(text.contains("illegal move `e2e5`"), "{text}");
    assert!(text.contains("White plays e2e4"), "{text}");
    assert!(text.contains("Black plays "), "the computer answers:\n{text}");
    assert!(text.contains("Taken back."), "{text}");
    // A 10×10 board from a FEN, and computer against computer to the end.
    let output = run("play", &["grand", "--human", "none", "--strength", "quick", "--max-plies", "4"], "");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    assert!(text.contains("10  r  .  .  .  .  .  .  .  .  r"), "ten ranks:\n{text}");
    assert!(text.contains("\n    a  b  c  d  e  f  g  h  i  j"), "{text}");
    let mate = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
    let output = run("play", &["chess", "--human", "none", "--position", mate], "");
    assert!(stdout(&output).contains("Game over: "), "{}", stdout(&output));
}

/// The variant board in-process: any size up to 16×16, the last move
/// marked.
#[cfg(feature = "variant")]
#[test]
fn the_variant_board_is_drawn_for_any_size() {
    use boardkit::core::Game;
    use support::{Paint, Picture};
    let wide = "[wide:chess]\nmaxFile = p\nmaxRank = 16\nstartFen = 15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w - - 0 1\ncastling = false\n";
    let variants = boardkit::variant::Variants::parse(wide).expect("a variants text");
    let rules = variants.get("wide").expect("the section").clone();
    let mut game = boardkit::variant::VariantGame::new(rules).expect("its start");
    let before = game.clone();
    let mv = game.legal_moves().into_iter().find(|mv| mv.to_string() == "a1b2").expect("Ka1-b2");
    game.play(&mv).expect("legal");
    let board = game.picture(Some((&before, &mv)), Paint::PLAIN);
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines[0].starts_with("16  .  .") && lines[0].trim_end().ends_with(" k"), "{board}");
    assert!(lines.iter().any(|line| line.starts_with(" 2  .  K*")), "the King's new square marked:\n{board}");
    assert!(lines.iter().any(|line| line.starts_with(" 1  .*")), "and the square it left:\n{board}");
    assert!(lines.iter().any(|line| line.contains("a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p")), "{board}");
    assert!(lines.iter().all(|line| line.chars().count() <= 80), "{board}");
    assert!(game.status().starts_with("wide, move 1, Black to move"), "{}", game.status());
}
