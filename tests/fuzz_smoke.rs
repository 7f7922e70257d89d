//! A short, stable-toolchain run of the fuzz checks: the same functions the
//! cargo-fuzz targets call (`fuzz/src/checks.rs`), fed with seeded random
//! bytes and with mutations of valid texts, a few hundred inputs per target.
//! The long runs are `scripts/fuzz.sh <target|all> <seconds>` (nightly).
#![cfg(all(feature = "scirocco", feature = "sirocco", feature = "towers", feature = "variant", feature = "serde"))]

#[path = "../fuzz/src/checks.rs"]
#[allow(dead_code, unreachable_pub, missing_docs)]
mod checks;
#[path = "../fuzz/src/smoke.rs"]
mod smoke;

use boardkit::betza::catalog;
use boardkit::core::record::{self, Record};
use boardkit::core::text::GameText;
use boardkit::core::{Game, Turn};
use boardkit::scirocco::{STARTPOS_FEN, Scirocco, StartArray};
use boardkit::sirocco::{Board, Sirocco};
use boardkit::towers::{Config, Towers};
use boardkit::variant::Variants;

/// A variants file with a parent in the file, one from the bundled ones, a
/// section without a parent, custom pieces (a multi-leg one) and a 12×12 board.
const VARIANTS_FILE: &str = "
[wazirknight:chess]
bishop = -
customPiece1 = b:NW

[big:wazirknight]
maxRank = 12
maxFile = l
startFen = rnbqkbnrrnbq/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBQKBNRRNBQ w - - 0 1

[bare]
king = k
customPiece2 = c:mpafsmpafW
startFen = 3kc3/8/8/8/8/8/8/3KC3 w - - 0 1
";

/// Inputs per target: random bytes, then as many mutated seeds.
const INPUTS: usize = 150;

/// Valid inputs of each target, which mutations start from.
fn seeds(target: &str) -> Vec<Vec<u8>> {
    let texts: Vec<String> = match target {
        "betza" => catalog::SCIROCCO.iter().chain(catalog::CHESS).map(|(_, t)| format!("\x07\x09{t}")).collect(),
        "square" => vec!["a1".into(), "p16".into(), "j10".into()],
        "scirocco_text" => vec![STARTPOS_FEN.into(), Scirocco::startpos().to_string(), "startpos moves e3e4".into()],
        "scirocco_move" => Scirocco::startpos().legal_moves().iter().map(|m| m.to_string()).collect(),
        "sirocco_text" => (2..=4).filter_map(|n| Sirocco::startpos(n).ok()).map(|g| g.to_string()).collect(),
        "sirocco_move" => vec!["roll 3".into(), "a1-c3".into(), "pass".into()],
        "sirocco_board" => vec![Board::reference().to_spec().with_name("copy").to_string()],
        "towers_text" => vec![Towers::startpos().to_string(), Towers::with_config(Config::default()).to_string()],
        "towers_action" => Towers::startpos().legal_moves().iter().map(|m| m.to_string()).collect(),
        "serde_json" => vec![
            "\x00\"mWcF\"".into(),
            format!("\x07{}", serde_json::to_string(&Sirocco::startpos(3).expect("3 players")).expect("json")),
            "\x0a{\"width\":6,\"height\":6,\"balls\":2,\"repetition_draw\":true,\"ply_limit\":null}".into(),
            "\x06\"0x01\"".into(),
            "\x0d{\"SharedWin\":[\"SW\",\"NE\"]}".into(),
            format!("\x0f{}", serde_json::to_string(&Board::reference().to_spec().with_name("copy")).expect("json")),
            "\x10{\"RoundLimit\":3}".into(),
            "\x15{\"swaps\":\"0x03\",\"symmetry\":\"Mirror\"}".into(),
            "\x14\"gate_2\"".into(),
        ],
        "record" => records(),
        "variant_ini" => vec![VARIANTS_FILE.into(), "[chess960:chess]\nchess960 = true\n".into()],
        "variant_fen" => Variants::bundled()
            .iter()
            .enumerate()
            .map(|(index, rules)| format!("{}{}", char::from(index as u8), rules.start_fen()))
            .collect(),
        "variant_move" => vec!["e2e4".into(), "e7e8q".into(), "a9a10+".into(), "e5e6e7".into(), "p15p16".into()],
        "variant_play" => (0..Variants::bundled().iter().count() as u8)
            .map(|index| format!("{}\x05\x09\x01", char::from(index)))
            .collect(),
        _ => Vec::new(),
    };
    let mut seeds: Vec<Vec<u8>> = texts.into_iter().map(String::into_bytes).collect();
    if target == "sirocco_board_text" {
        seeds.extend((2..=4).filter_map(checks::sirocco_board_text_seed));
    }
    seeds
}

/// Records of each game (a byte choosing the game, then the text): short
/// games from their start, a Sirocco game on a custom board, a Scirocco game
/// from a start array.
fn records() -> Vec<String> {
    fn game<G: GameText>(start: G, plies: usize, tags: &[(&str, &str)]) -> String {
        let mut record = Record::new(start);
        for (name, value) in tags {
            record.set_tag(name, value).expect("a valid tag");
        }
        for _ in 0..plies {
            let state = record.game().clone();
            let mv = match state.turn() {
                Turn::Over => break,
                Turn::Chance => state.chance_outcomes()[plies % 6 % state.chance_outcomes().len()].0.clone(),
                Turn::Player(_) => state.legal_moves()[plies % state.legal_moves().len()].clone(),
            };
            record.play(mv).map_err(|_| ()).expect("a listed move");
        }
        record::write(&record)
    }
    let custom = Board::from_spec(&Board::reference().to_spec().with_name("copy")).expect("a renamed reference board");
    vec![
        format!("\x00{}", game(Scirocco::startpos(), 6, &[("Event", "smoke"), ("White", "A \"quoted\" name")])),
        format!("\x00{}", game(Scirocco::from_array(StartArray::all().nth(300).expect("512 arrays")), 4, &[])),
        format!("\x01{}", game(Sirocco::startpos(3).expect("3 players"), 12, &[("Round", "2")])),
        format!("\x01{}", game(Sirocco::with_board(custom.into(), 2).expect("2 players"), 8, &[])),
        format!("\x02{}", game(Towers::with_config(Config::new(4, 5, 1).expect("a config")), 8, &[("Site", "here")])),
        "\x02[Game \"Towers\"]\n{a comment}\n\n1. a1-a2 ; to the end\n*\n".into(),
    ]
}

#[test]
fn every_fuzz_check_holds_on_random_and_mutated_inputs() {
    for (target, check) in checks::TARGETS {
        smoke::run_check(target, *check, &seeds(target), INPUTS);
    }
}

/// Every target but the XBoard bridge's (`xboard_*`, which
/// `crates/xboard/tests/fuzz_smoke.rs` runs and checks the same way).
#[test]
fn the_smoke_test_covers_every_fuzz_target() {
    let targets = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/fuzz/fuzz_targets")).expect("fuzz_targets");
    let mut names: Vec<String> = targets
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.strip_suffix(".rs").map(str::to_string))
        .filter(|name| !name.starts_with("xboard_"))
        .collect();
    names.sort();
    let mut covered: Vec<String> = checks::TARGETS.iter().map(|(name, _)| name.to_string()).collect();
    covered.sort();
    assert_eq!(names, covered);
}

/// The variants file the `variant_ini` seeds start from reads whole, so
/// that mutations start from sections that play.
#[test]
fn the_variants_seed_file_reads_whole() {
    let variants = Variants::parse(VARIANTS_FILE).expect("the seed file reads");
    assert_eq!(variants.names().collect::<Vec<_>>(), ["wazirknight", "big", "bare"]);
}
