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
