//! What a person meets on a first try of the examples: `play --save` keeps
//! the game on disk move by move and refuses a path it cannot write before
//! the game starts; `help` describes the notation of the game being played;
//! commands in any case; counts in the singular where there is one; no win
//! rate when nothing finished; a number too large for `--seed` named as
//! such; `inspect <game>` without a position shows the usage.

mod run_example;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use run_example::{example, run, stdout};

/// A fresh scratch directory for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("boardkit-first-use-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[cfg(feature = "towers")]
#[test]
fn play_save_writes_the_record_after_every_move() {
    let dir = scratch("save-every-move");
    let file = dir.join("game.record");
    let mut child = Command::new(example("play"))
        .args(["towers", "--human", "all", "--save"])
        .arg(&file)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("play starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    // The record is there before the first move, with no moves.
    let read_when = |wanted: &str| {
        let started = Instant::now();
        loop {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            if text.contains(wanted) || started.elapsed() > Duration::from_secs(30) {
                return text;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    assert!(read_when("*").ends_with("\n*\n"), "an empty game is saved at the start");
    input.write_all(b"c1-c3\n").expect("play reads its input");
    input.flush().expect("play reads its input");
    let text = read_when("c1-c3");
    assert!(text.contains("1. c1-c3 *"), "the first move is on disk while the game goes on:\n{text}");
    input.write_all(b"d6>a6,b6\n").expect("play reads its input");
    input.flush().expect("play reads its input");
    let text = read_when("d6>a6,b6");
    assert!(text.contains("1. c1-c3 d6>a6,b6 *"), "{text}");
    // Stopped without `quit` (as Ctrl-C would): nothing is lost.
    child.kill().expect("play can be stopped");
    child.wait().expect("play ends");
    let text = std::fs::read_to_string(&file).expect("the record is kept");
    assert!(text.contains("1. c1-c3 d6>a6,b6 *"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "towers")]
#[test]
fn play_refuses_a_save_path_it_cannot_write_before_the_game() {
    let dir = scratch("unwritable");
    let file = dir.join("no such directory").join("game.record");
    let output = run("play", &["towers", "--save", file.to_str().expect("a UTF-8 path")], "c1-c3\nquit\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(stdout(&output).is_empty(), "no game is shown: {}", stdout(&output));
    let error = stderr(&output);
    assert!(error.starts_with(&format!("error: cannot write {}: ", file.display())), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_help_describes_the_game_being_played_and_commands_take_any_case() {
    #[allow(unused_mut)]
    let mut games: Vec<(&str, &str, &str)> = Vec::new();
    #[cfg(feature = "towers")]
    games.push(("towers", "shares its balls, one to each", "the die shows 3"));
    #[cfg(feature = "sirocco")]
    games.push(("sirocco", "the die shows 3", "capturing on e6"));
    #[cfg(feature = "scirocco")]
    games.push(("scirocco", "capturing on e6", "shares its balls"));
    for (game, own, other) in games {
        let output = run("play", &[game, "--human", "all"], "HELP\nBoard\nMoves\nQuit\n");
        assert!(output.status.success(), "{game}: {}", stderr(&output));
        let text = stdout(&output);
        assert!(text.contains(own), "{game}: the help shows its own notation:\n{text}");
        assert!(!text.contains(other), "{game}: the help shows no other game's notation:\n{text}");
        assert!(!text.contains("bad move"), "{game}: the commands are read in any case:\n{text}");
        assert!(text.trim_end().ends_with("Bye."), "{game}: `Quit` quits:\n{text}");
    }
}

#[cfg(feature = "towers")]
#[test]
fn one_is_counted_in_the_singular() {
    let dir = scratch("singular");
    let file = dir.join("game.record");
    let args = ["towers", "--human", "none", "--max-plies", "1", "--save", file.to_str().expect("a UTF-8 path")];
    let output = run("play", &args, "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Stopped after 1 ply."), "{text}");
    assert!(text.contains("Saved the game (1 ply) to "), "{text}");
    assert!(!text.contains("1 plies"), "{text}");
    let output = run("play", &["towers", "--human", "none", "--max-plies", "2"], "");
    assert!(stdout(&output).contains("Stopped after 2 plies."));
    let _ = std::fs::remove_dir_all(&dir);

    let output = run("arena", &["towers", "--games", "1", "--max-plies", "1"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("   1 game: "), "{text}");
    // With spaces around: the speed (`1.81 games/s`) may end in a 1.
    assert!(!text.contains(" 1 games") && !text.contains(" 1 computer moves"), "{text}");
}

#[cfg(feature = "towers")]
#[test]
fn no_win_rate_when_no_game_finished() {
    let output = run("arena", &["towers", "--games", "2", "--max-plies", "1"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("2 unfinished — win rate n/a"), "{text}");
    assert!(!text.contains('%'), "{text}");
}

#[test]
fn a_seed_too_large_is_named_with_the_range() {
    let too_large = "18446744073709551616"; // u64::MAX + 1
    for (program, args) in [
        ("play", vec!["towers", "--seed", too_large]),
        ("arena", vec!["towers", "--seed", too_large]),
        ("tour", vec!["--seed", too_large]),
        ("search", vec!["towers", "startpos", "--seed", too_large]),
    ] {
        let output = run(program, &args, "");
        assert_eq!(output.status.code(), Some(2), "{program}");
        let error = stderr(&output);
        assert_eq!(
            error.trim_end(),
            format!("error: --seed takes a number from 0 to 18446744073709551615, and `{too_large}` is larger"),
            "{program}"
        );
    }
    // Not a number at all: said so, as before.
    let error = stderr(&run("play", &["towers", "--seed", "many"], ""));
    assert_eq!(error.trim_end(), "error: --seed takes a whole number, not `many`");
}

#[test]
fn inspect_without_a_position_shows_the_usage() {
    for game in ["towers", "scirocco", "sirocco"] {
        let output = run("inspect", &[game], "");
        assert_eq!(output.status.code(), Some(2), "{game}");
        assert!(stdout(&output).is_empty());
        let error = stderr(&output);
        assert!(error.starts_with(&format!("error: inspect {game} needs a position\n")), "{error}");
        assert!(error.contains("usage: inspect towers <position|startpos>"), "{error}");
    }
}
