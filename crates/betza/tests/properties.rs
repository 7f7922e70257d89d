//! Property tests: the parser never panics, printing round-trips, and generation
//! respects the board.

mod common;

use boardkit_betza::{Forward, MoveTable, Movement, Occupant};
use boardkit_geometry::{Grid, Square};
use proptest::prelude::*;

const SCIROCCO: [&str; 36] = [
    "fmWfcF",
    "FcWH",
    "mWcF",
    "Z",
    "W",
    "FAcafmW",
    "F",
    "WDcafmF",
    "A",
    "B",
    "D",
    "Q3cabK",
    "AcW",
    "Q",
    "DmF",
    "KNAD",
    "K",
    "K",
    "CN",
    "N",
    "R",
    "C",
    "NAD",
    "WN",
    "NB4",
    "NF",
    "NR4",
    "yafW",
    "mWyafsW",
    "R4",
    "mFyafsF",
    "ADxabafKxabsW",
    "mQ3xavspmafsK3",
    "BW",
    "mBcRK",
    "WDA",
];

/// Text made of the notation's own letters, so that many samples parse.
fn notation_text() -> impl Strategy<Value = String> {
    let token = prop::sample::select(vec![
        "f", "b", "l", "r", "v", "s", "h", "m", "c", "p", "g", "y", "x", "e", "n", "j", "i", "a", "W", "F", "D", "N",
        "A", "H", "C", "Z", "G", "K", "R", "B", "Q", "L", "J", "0", "1", "2", "3", "4", "9",
    ]);
    prop::collection::vec(token, 1..14).prop_map(|tokens| tokens.concat())
}

/// One well-formed single component: modifiers, an atom and an optional range.
fn component_text() -> impl Strategy<Value = String> {
    let dirs = prop::sample::select(vec!["", "f", "b", "l", "r", "v", "s", "fl", "br", "fs", "lf", "fh", "hl", "rv"]);
    let mode = prop::sample::select(vec!["", "m", "c", "n", "i"]);
    let atom = prop::sample::select(vec!["W", "F", "D", "N", "A", "H", "C", "Z", "G", "K", "R", "B", "Q", "NN"]);
    let range = prop::sample::select(vec!["", "", "2", "4"]);
    (dirs, mode, atom, range).prop_map(|(d, m, a, r)| format!("{d}{m}{a}{r}"))
}

/// A board of random occupants, reproducible from the seed.
fn board(seed: u64) -> impl Fn(Square) -> Occupant {
    move |square: Square| {
        let h =
            (seed ^ (square.index() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        match (h >> 40) % 5 {
            0 => Occupant::Own,
            1 => Occupant::Enemy,
            _ => Occupant::Empty,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,40}") {
        if let Err(error) = Movement::parse(&text) {
            prop_assert!(error.offset <= text.len());
            prop_assert!(!error.to_string().is_empty());
        }
    }

    #[test]
    fn notation_like_text_round_trips(text in notation_text()) {
        if let Ok(movement) = Movement::parse(&text) {
            let printed = movement.to_string();
            let again = Movement::parse(&printed);
            prop_assert_eq!(again.as_ref(), Ok(&movement), "{} printed as {}", text, printed);
            // Printing is canonical: printing again gives the same text.
            prop_assert_eq!(again.map(|m| m.to_string()).ok(), Some(printed));
        }
    }

    #[test]
    fn mutated_scirocco_strings_never_panic(
        index in 0..SCIROCCO.len(),
        at in 0usize..20,
        insert in prop::char::any(),
        delete in any::<bool>(),
    ) {
        let mut text: Vec<char> = SCIROCCO[index].chars().collect();
        let at = at.min(text.len());
        if delete && at < text.len() { text.remove(at); } else { text.insert(at, insert); }
        let text: String = text.into_iter().collect();
        match Movement::parse(&text) {
            Ok(movement) => {
                prop_assert_eq!(Movement::parse(&movement.to_string()), Ok(movement.clone()));
                // Whatever parses compiles or reports an error, without panicking.
                let _ = MoveTable::new(&movement, Grid::new(8, 8).map_err(|e| TestCaseError::fail(e.to_string()))?);
            }
            Err(error) => prop_assert!(error.offset <= text.len()),
        }
    }

    #[test]
    fn generation_respects_the_board(text in notation_text(), seed in any::<u64>(), from in 0u8..100, down in any::<bool>()) {
        let Ok(movement) = Movement::parse(&text) else { return Ok(()) };
        let grid = Grid::new(10, 10).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let Ok(table) = MoveTable::new(&movement, grid) else { return Ok(()) };
        let from = grid.square(from as usize).ok_or_else(|| TestCaseError::fail("square"))?;
        let forward = if down { Forward::Down } else { Forward::Up };
        let occupancy = board(seed);
        let board = |s: Square| if s == from { Occupant::Own } else { occupancy(s) };
        let moves = table.moves(from, forward, &board, true);
        let mut seen = std::collections::HashSet::new();
        for m in &moves {
            prop_assert!(grid.contains(m.to));
            prop_assert!(seen.insert((m.to, m.captured.clone())), "duplicate {}", m);
            let at_to = if m.to == from { Occupant::Empty } else { board(m.to) };
            prop_assert!(at_to != Occupant::Own, "{} lands on its own piece", m);
            prop_assert_eq!(at_to == Occupant::Enemy, m.captured.contains(&m.to));
            for &c in &m.captured {
                prop_assert!(grid.contains(c));
                prop_assert_eq!(board(c), Occupant::Enemy, "{} captures a non-enemy", m);
            }
        }
        // Templates only name board squares and never require the from-square.
        for t in table.templates(from, forward) {
            prop_assert!(!t.must_be_empty.contains(&from));
            prop_assert!(t.must_be_empty.iter().chain(&t.hurdles).chain(&t.captures).all(|&s| grid.contains(s)));
        }
    }

    #[test]
    fn move_only_and_capture_only(component in component_text().prop_filter("no mode", |c| !c.contains(['m', 'c'])), seed in any::<u64>(), from in 0u8..100) {
        let grid = Grid::new(10, 10).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let from = grid.square(from as usize).ok_or_else(|| TestCaseError::fail("square"))?;
        let occupancy = board(seed);
        let board = |s: Square| if s == from { Occupant::Own } else { occupancy(s) };
        for (prefix, want_empty) in [("m", true), ("c", false)] {
            let Ok(movement) = Movement::parse(&format!("{prefix}{component}")) else { continue };
            let Ok(table) = MoveTable::new(&movement, grid) else { continue };
            for m in table.moves(from, Forward::Up, &board, true) {
                let occupant = board(m.to);
                prop_assert_eq!(occupant == Occupant::Empty, want_empty, "{}{}: {}", prefix, component, m);
            }
        }
    }

    #[test]
    fn riders_stop_at_the_first_piece(
        (atom, long) in prop::sample::select(vec![
            ("R", 1), ("B", 1), ("Q", 1), ("NN", 2), ("R4", 1), ("B3", 1), ("AA", 2), ("DD2", 2), ("ZZ", 3), ("CC", 3),
        ]),
        seed in any::<u64>(),
        from in 0u8..100,
    ) {
        let grid = Grid::new(10, 10).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let from = grid.square(from as usize).ok_or_else(|| TestCaseError::fail("square"))?;
        let movement = Movement::parse(atom).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let table = MoveTable::new(&movement, grid).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let occupancy = board(seed);
        let board = |s: Square| if s == from { Occupant::Own } else { occupancy(s) };
        for m in table.moves(from, Forward::Up, &board, false) {
            let offset = from.offset_to(m.to);
            // The rider's stops are multiples of its leap; every earlier stop must be empty.
            let steps = (offset.king_distance() / long) as i8;
            let unit = boardkit_geometry::Offset::new(offset.file / steps, offset.rank / steps);
            for k in 1..steps {
                let between = grid.offset(from, unit * k).ok_or_else(|| TestCaseError::fail("off board"))?;
                prop_assert_eq!(board(between), Occupant::Empty, "{} to {} passes {}", atom, m.to, between);
            }
        }
    }

    #[test]
    fn union_of_components_is_union_of_moves(a in component_text(), b in component_text(), seed in any::<u64>(), from in 0u8..100) {
        let grid = Grid::new(10, 10).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let from = grid.square(from as usize).ok_or_else(|| TestCaseError::fail("square"))?;
        let occupancy = board(seed);
        let board = |s: Square| if s == from { Occupant::Own } else { occupancy(s) };
        let set = |movement: &Movement| -> Option<std::collections::BTreeSet<String>> {
            let table = MoveTable::new(movement, grid).ok()?;
            Some(table.moves(from, Forward::Up, &board, true).iter().map(ToString::to_string).collect())
        };
        let (Ok(ma), Ok(mb)) = (Movement::parse(&a), Movement::parse(&b)) else { return Ok(()) };
        // Text concatenation is not always a union (`mN` + `NN` reads `mNN` + `N`); `union` is.
        let joined = ma.union(&mb);
        prop_assert_eq!(Movement::parse(&joined.to_string()), Ok(joined.clone()));
        if let (Some(sa), Some(sb), Some(both)) = (set(&ma), set(&mb), set(&joined)) {
            let union: std::collections::BTreeSet<String> = sa.union(&sb).cloned().collect();
            prop_assert_eq!(both, union);
        }
    }
}

#[test]
fn very_long_inputs_are_handled_in_linear_time() {
    let long = "fmWfcF".repeat(20_000);
    let movement = Movement::parse(&long).expect("valid");
    assert_eq!(movement.to_string(), "fmWfcF");
    let garbage = "ab".repeat(50_000);
    assert!(Movement::parse(&garbage).is_err());
    let digits = format!("R{}", "9".repeat(10_000));
    assert!(Movement::parse(&digits).is_err());
}

#[test]
fn long_texts_of_contrived_components_stop_at_the_work_budget() {
    // Forty different multi-leg components that each explore thousands of
    // paths and find no move (`e` alone generates nothing). Each would compile
    // on its own; together they exceed the per-square budget instead of
    // taking a minute.
    let text: String = (0..40).map(|i| format!("yafsyafsyafse{}{}", ["R", "B", "Q"][i % 3], i % 14 + 2)).collect();
    let movement = Movement::parse(&text).expect("valid");
    assert_eq!(movement.components().len(), 40);
    let grid = Grid::new(16, 16).expect("grid");
    assert!(
        matches!(MoveTable::new(&movement, grid), Err(boardkit_betza::CompileError::TooComplex { .. })),
        "the budget is shared by all components of a square"
    );
    // A long text of real pieces is nowhere near the budget.
    let all: String = boardkit_betza::catalog::SCIROCCO.iter().map(|(_, text)| *text).collect();
    assert!(MoveTable::new(&Movement::parse(&all).expect("valid"), grid).is_ok());
}

#[test]
fn contrived_multi_leg_texts_fail_cleanly() {
    let grid = Grid::new(16, 16).expect("grid");
    for text in ["yayayayayaQ", "yayayayayaNN", "pacapacapaQ", "cacacacacaK"] {
        let movement = Movement::parse(text).expect(text);
        // Either a table or an error, quickly.
        let _ = MoveTable::new(&movement, grid);
    }
}
