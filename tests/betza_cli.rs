//! The `betza` example's command line, run in-process.
#![cfg(feature = "scirocco")]

#[allow(dead_code)]
#[path = "../examples/betza.rs"]
mod example;

fn run(args: &[&str]) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    example::cli::run(&args)
}

#[test]
fn prints_the_diagram_then_sorted_moves() {
    let out = run(&["FAcafmW", "--board", "10x10", "--from", "e5", "--own", "c5", "--enemy", "e6,d5"]).expect("runs");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "10 . . . . . . . . . .");
    // d5 is not capturable: the own c5 blocks the landing square.
    assert_eq!(lines[5], " 5 . . o x @ c . . . .");
    assert_eq!(lines[10], "   a b c d e f g h i j");
    assert_eq!(&lines[11..], ["c3", "g3", "d4", "f4", "d6", "f6", "c7", "e7 xe6", "g7"]);
}

#[test]
fn black_side_and_errors() {
    let out = run(&["fmWfcF", "--board", "8x8", "--from", "d7", "--enemy", "c6", "--side", "black"]).expect("runs");
    assert!(out.ends_with("c6 xc6\nd6\n"), "{out}");
    assert!(run(&["fmX", "--from", "e5"]).unwrap_err().contains("at byte 2"));
    assert!(run(&["W", "--from", "k5"]).is_err());
    assert!(run(&["W", "--from", "e5", "--board", "20x20"]).is_err());
    assert!(run(&["W", "--from", "e5", "--side", "red"]).is_err());
    assert!(run(&["W"]).is_err());
    assert!(run(&["W", "--from", "e5", "--own", "e6", "--enemy", "e6"]).is_err());
}

#[test]
fn initial_square_moves_and_help() {
    // The chess pawn's double step needs --initial; a piece on e3 blocks both steps.
    let free = run(&["fmWfcFifmnD", "--board", "8x8", "--from", "e2", "--initial"]).expect("runs");
    assert!(free.ends_with("e3\ne4\n"), "{free}");
    let later = run(&["fmWfcFifmnD", "--board", "8x8", "--from", "e2"]).expect("runs");
    assert!(later.ends_with("e3\n"), "{later}");
    let blocked = run(&["fmWfcFifmnD", "--board", "8x8", "--from", "e2", "--own", "e3", "--initial"]).expect("runs");
    assert!(blocked.ends_with("   a b c d e f g h\n"), "no move lines: {blocked}");
    let help = run(&["--help"]).expect("help is not an error");
    assert!(help.starts_with("usage: betza") && help.contains("capture only"), "{help}");
}

/// The whole output is a contract that other tools parse: pinned as snapshots.
#[test]
fn the_output_format_is_stable() {
    let genie = run(&["Q3cabK", "--board", "10x10", "--from", "e5", "--own", "d5", "--enemy", "e6,f4"]).expect("runs");
    insta::assert_snapshot!("betza_cli_genie_capture_without_moving", genie);
    let tan =
        run(&["fmWfcF", "--board", "10x10", "--from", "e5", "--enemy", "d4,f6", "--side", "black"]).expect("runs");
    insta::assert_snapshot!("betza_cli_black_pawn", tan);
}

/// The example run as a program, as other tools run it: the output on
/// stdout and exit code 0; a message on stderr and exit code 2 for bad input.
#[test]
fn the_program_prints_moves_or_fails_with_code_2() {
    let exe = std::env::current_exe().expect("the test knows its own path");
    let profile_dir = exe.parent().and_then(|deps| deps.parent()).expect("target/<profile>/deps");
    let mut build = std::process::Command::new(env!("CARGO"));
    build.args(["build", "--quiet", "--example", "betza"]).current_dir(env!("CARGO_MANIFEST_DIR"));
    if profile_dir.ends_with("release") {
        build.arg("--release");
    }
    assert!(build.status().expect("cargo runs").success(), "building the betza example failed");
    let program = profile_dir.join("examples").join(format!("betza{}", std::env::consts::EXE_SUFFIX));
    let betza = |args: &[&str]| std::process::Command::new(&program).args(args).output().expect("betza runs");

    let ok = betza(&["FAcafmW", "--board", "10x10", "--from", "e5", "--own", "c5", "--enemy", "e6,d5"]);
    assert_eq!(ok.status.code(), Some(0));
    let expected =
        run(&["FAcafmW", "--board", "10x10", "--from", "e5", "--own", "c5", "--enemy", "e6,d5"]).expect("runs");
    assert_eq!(String::from_utf8_lossy(&ok.stdout), expected);
    assert!(ok.stderr.is_empty());

    let bad = betza(&["fmX", "--from", "e5"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("`fmX`: `X` is not an atom"), "{bad:?}");
}
