//! A short, stable-toolchain run of the XBoard bridge's fuzz checks: the
//! functions its cargo-fuzz targets (`fuzz/fuzz_targets/xboard_*.rs`) call
//! (`fuzz/src/xboard_checks.rs`), fed with seeded random bytes and with
//! mutations of valid inputs, as `tests/fuzz_smoke.rs` does for the others.

#[path = "../../../fuzz/src/smoke.rs"]
mod smoke;
#[path = "../../../fuzz/src/xboard_checks.rs"]
#[allow(dead_code, unreachable_pub, missing_docs)]
mod xboard_checks;

use boardkit_scirocco::Scirocco;
use boardkit_xboard::position_text::position_text;

/// Inputs per target: random bytes, then as many mutated seeds.
const INPUTS: usize = 150;

/// Valid inputs of each target, which mutations start from.
fn seeds(target: &str) -> Vec<Vec<u8>> {
    let texts: Vec<String> = match target {
        "xboard_command" => [
            "level 40 5:30 0.5",
            "st 2.5",
            "level 0 999999999999999999 0",
            "usermove e2e3",
            "f3g4,g4h5",
            "time 500",
            "setboard 10/10 w",
        ]
        .map(String::from)
        .to_vec(),
        "xboard_position" => vec![
            position_text(&Scirocco::startpos()),
            position_text(&Scirocco::from_spec("startpos moves e3e4 e8e7").expect("two moves")),
        ],
        "xboard_move" => {
            vec!["\0\0\x04\x01\0\x02\0e2e3".into(), "\x05\x01\x10\x07\0\x03\0\x09\0\x01\0f3g4,g4h5".into()]
        }
        "xboard_replay" => vec![
            include_str!("data/xboard-4.9.1-game.pgn").into(),
            include_str!("data/xboard-4.9.1-jump-captures.pgn").into(),
        ],
        _ => Vec::new(),
    };
    texts.into_iter().map(String::into_bytes).collect()
}

#[test]
fn every_xboard_fuzz_check_holds_on_random_and_mutated_inputs() {
    for (target, check) in xboard_checks::TARGETS {
        smoke::run_check(target, *check, &seeds(target), INPUTS);
    }
}

/// Every `xboard_*` target (the facade's smoke test covers the others).
#[test]
fn the_smoke_test_covers_every_xboard_fuzz_target() {
    let targets = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz/fuzz_targets")).expect("targets");
    let mut names: Vec<String> = targets
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".rs").map(str::to_string))
        .filter(|name| name.starts_with("xboard_"))
        .collect();
    names.sort();
    let mut covered: Vec<String> = xboard_checks::TARGETS.iter().map(|(name, _)| name.to_string()).collect();
    covered.sort();
    assert_eq!(names, covered);
}
