//! Deserializing validates every value: for every serde
//! type of the workspace whose values have rules, JSON that breaks a rule is
//! refused with an error, and valid JSON reads back the value it wrote.
//!
//! Which types are covered: types with public fields and no invariant (`Setup`,
//! `BoardData`, `BoardSpec`, `CornerSpec`, `Offset`, `StartArray`, the
//! `Piece` types, `GeneratedMove`, `Outcome` apart from its verdict) and
//! plain enums take any value they can hold; every other type is read
//! through its validating constructor or text (see each case below), and
//! `RuleOptions`, `Verdict` and `Standing` check their values on the way in.
#![cfg(all(feature = "scirocco", feature = "sirocco", feature = "towers", feature = "serde"))]

use core::fmt::Debug;

use boardkit::betza::Movement;
use boardkit::geometry::graph::LineBoard;
use boardkit::geometry::{File, Grid, Rank, Square};
use boardkit::scirocco::{Position, RuleOptions, StartArray, Swaps};
use boardkit::sirocco::{Board, PointName, Sirocco};
use boardkit::towers::{Config, Towers};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// `json` is refused, and the error says `what`.
fn refused<T: DeserializeOwned + Debug>(json: &str, what: &str) {
    match serde_json::from_str::<T>(json) {
        Ok(value) => panic!("{json} was accepted as {value:?}"),
        Err(error) => assert!(error.to_string().contains(what), "{json}: {error}"),
    }
}

/// `value` is written as `json` and read back.
fn round_trips<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T, json: &str) {
    assert_eq!(serde_json::to_string(value).expect("serializes"), json);
    assert_eq!(&serde_json::from_str::<T>(json).expect("deserializes"), value);
}

#[test]
fn rule_options_refuse_undefined_bits() {
    round_trips(&RuleOptions::LITERAL_DERVISH, "\"LITERAL_DERVISH\"");
    round_trips(&RuleOptions::empty(), "\"\"");
    assert_eq!(serde_json::from_str::<RuleOptions>("\"0x1\"").expect("hex"), RuleOptions::LITERAL_DERVISH);
    refused::<RuleOptions>("\"0xff\"", "undefined rule option bits 0xfe");
    refused::<RuleOptions>("\"0x2\"", "undefined rule option bits 0x2");
    refused::<RuleOptions>("\"NO_SUCH_OPTION\"", "");
    // Swaps use all eight bits: every value is eight defined swaps.
    assert_eq!(Swaps::all().bits(), 0xff);
    let array = serde_json::from_str::<StartArray>("{\"swaps\":\"0xff\",\"symmetry\":\"Mirror\"}").expect("all swaps");
    assert_eq!(array.swaps, Swaps::all());
}

#[test]
fn geometry_values_are_checked() {
    refused::<File>("16", "");
    refused::<Rank>("200", "");
    refused::<Square>("\"q1\"", "");
    refused::<Square>("\"a17\"", "");
    refused::<Grid>("{\"width\":17,\"height\":4}", "");
    refused::<Grid>("{\"width\":0,\"height\":4}", "");
    refused::<LineBoard>("{\"points\":[\"a\",\"a\"],\"lines\":[],\"regions\":[]}", "used twice");
    refused::<LineBoard>("{\"points\":[\"a\"],\"lines\":[[\"a\",\"a\"]],\"regions\":[]}", "to itself");
    let many: Vec<String> = (0..2000).map(|i| format!("[\"r{i}\",[]]")).collect();
    refused::<LineBoard>(&format!("{{\"points\":[\"a\"],\"lines\":[],\"regions\":[{}]}}", many.join(",")), "regions");
    refused::<Movement>("\"fmX\"", "");
}

#[test]
fn game_values_are_read_through_their_texts_and_constructors() {
    refused::<Position>("\"hello\"", "");
    refused::<boardkit::scirocco::Move>("\"e5e6e4\"", "");
    refused::<PointName>("\"\"", "");
    refused::<boardkit::sirocco::Move>("\"roll 7\"", "");
    refused::<Sirocco>("\"reference | SW a1 x0 | NE m13 x0 | SW to roll | round 1\"", "");
    refused::<Board>("{\"name\":\"b\",\"points\":[\"a1\"],\"lines\":[],\"corners\":[],\"protected\":[]}", "");
    refused::<Config>("{\"width\":1,\"height\":6,\"balls\":2,\"repetition_draw\":true,\"ply_limit\":null}", "width");
    refused::<Config>("{\"width\":6,\"height\":6,\"balls\":2,\"repetition_draw\":true,\"ply_limit\":0}", "ply limit");
    refused::<Towers>("\"nonsense\"", "");
    refused::<boardkit::towers::Move>("\"a1-a1\"", "");
    let sirocco = Sirocco::startpos(3).expect("3 players");
    assert_eq!(
        serde_json::from_str::<Sirocco>(&serde_json::to_string(&sirocco).expect("json")).expect("back"),
        sirocco
    );
}

/// A Sirocco state on a custom board serializes with its board's spec and
/// reads back equal (it used to be refused with WrongBoard), validating the
/// board; the reference-board form is unchanged.
#[test]
fn sirocco_states_on_custom_boards_read_back() {
    let board = Board::from_spec(&Board::reference().to_spec().with_name("mine")).expect("a valid board");
    let game = Sirocco::with_board(board.into(), 2).expect("2 players");
    let json = serde_json::to_string(&game).expect("serializes");
    assert!(
        json.ends_with("\\nmine | SW a1 a1 a1 a1 a1 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1\"")
    );
    assert_eq!(serde_json::from_str::<Sirocco>(&json).expect("deserializes"), game);
    refused::<Sirocco>(&json.replace("corner NE base m13", "corner NE base zz"), "the state's board");
    refused::<Sirocco>(&json.replace("\\nmine |", "\\nyours |"), "the state is on board `yours`");
    round_trips(
        &Sirocco::startpos(2).expect("2 players"),
        "\"reference | SW a1 a1 a1 a1 a1 a1 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 1\"",
    );
}

#[test]
fn verdicts_list_a_shared_win_as_the_games_do() {
    use boardkit::core::{Outcome, Verdict};
    use boardkit::sirocco::{Reason, Seat};
    let shared = Verdict::SharedWin([Seat::SouthWest, Seat::NorthEast].into_iter().collect());
    round_trips(&shared, "{\"SharedWin\":[\"SouthWest\",\"NorthEast\"]}");
    for (json, what) in [
        ("{\"SharedWin\":[]}", "at least 2 winners, not 0"),
        ("{\"SharedWin\":[\"SouthWest\"]}", "at least 2 winners, not 1"),
        ("{\"SharedWin\":[\"NorthEast\",\"NorthEast\"]}", "once each, in seat order"),
        ("{\"SharedWin\":[\"NorthEast\",\"SouthWest\"]}", "once each, in seat order"),
    ] {
        refused::<Verdict<Seat>>(json, what);
    }
    let outcome = Outcome { verdict: shared, reason: Reason::Stalled };
    let json = serde_json::to_string(&outcome).expect("serializes");
    assert_eq!(serde_json::from_str::<Outcome<Seat, Reason>>(&json).expect("reads back"), outcome);
    refused::<Outcome<Seat, Reason>>(&json.replace("\"SouthWest\",", ""), "at least 2 winners");
}

#[test]
fn standings_have_a_rank_from_1() {
    use boardkit::sirocco::Standing;
    let game = Sirocco::startpos(4).expect("4 players");
    for standing in game.ranking() {
        let json = serde_json::to_string(&standing).expect("serializes");
        assert_eq!(serde_json::from_str::<Standing>(&json).expect("reads back"), standing);
    }
    refused::<Standing>("{\"rank\":0,\"seat\":\"SouthWest\",\"score\":3}", "rank 0 is outside 1-4");
    refused::<Standing>("{\"rank\":5,\"seat\":\"SouthWest\",\"score\":3}", "rank 5 is outside 1-4");
    // Scores run from 0 to 66 (3 x 18 captures + 2 x 6 pawns home).
    assert_eq!(boardkit::sirocco::MAX_SCORE, 66);
    for score in [0, 66] {
        let standing = Standing { rank: 1, seat: boardkit::sirocco::Seat::SouthWest, score };
        round_trips(&standing, &format!("{{\"rank\":1,\"seat\":\"SouthWest\",\"score\":{score}}}"));
    }
    for score in [-7, -1, 67, i64::MAX, i64::MIN] {
        refused::<Standing>(
            &format!("{{\"rank\":1,\"seat\":\"SouthWest\",\"score\":{score}}}"),
            &format!("score {score} is outside 0-66"),
        );
    }
}

#[test]
fn sirocco_moves_never_end_where_they_start() {
    use boardkit::sirocco::Move;
    // A move is a path that never visits a point twice; serde and FromStr agree.
    refused::<Move>("\"a1-a1\"", "ends where it starts");
    assert!("a1-a1".parse::<Move>().is_err());
    round_trips(&"a1-b1".parse::<Move>().expect("a step"), "\"a1-b1\"");
}

#[test]
fn round_limit_reasons_count_at_least_one_round() {
    use boardkit::sirocco::{Reason, Seat};
    for reason in [
        Reason::RoundLimit(1),
        Reason::RoundLimit(30),
        Reason::Stalled,
        Reason::AllHome(Seat::NorthEast),
        Reason::AllCaptured(Seat::SouthWest),
    ] {
        let json = serde_json::to_string(&reason).expect("serializes");
        assert_eq!(serde_json::from_str::<Reason>(&json).expect("reads back"), reason);
    }
    refused::<Reason>("{\"RoundLimit\":0}", "at least 1 round");
    // The round counter stops at u32::MAX, so a limit there is never reached; one below is.
    refused::<Reason>("{\"RoundLimit\":4294967295}", "never reached");
    round_trips(&Reason::RoundLimit(u32::MAX - 1), "{\"RoundLimit\":4294967294}");
}
