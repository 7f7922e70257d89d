//! Property tests: the parser never panics, printing round-trips, and generation
//! respects the board.

mod common;

use boardkit_betza::{Forward, GeneratedMove, MoveTable, Movement, Occupant, ParseErrorKind, catalog};
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

/// Every catalogued piece string (Scirocco, chess, shogi, xiangqi).
fn catalogued() -> Vec<&'static str> {
    catalog::SCIROCCO
        .iter()
        .chain(catalog::CHESS)
        .chain(catalog::SHOGI)
        .chain(catalog::XIANGQI)
        .map(|(_, t)| *t)
        .collect()
}

/// One edit of a text: insert a character, delete one, or replace one.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    // Mostly the notation's own characters, sometimes anything at all.
    let letter = prop_oneof![
        4 => prop::sample::select("fblrvshmcpgyxenjiaWFDNAHCZGKRBQLJ0123456789 ".chars().collect::<Vec<_>>()),
        1 => prop::char::any(),
    ];
    let edit = prop_oneof![
        (0usize..40, letter.clone()).prop_map(|(at, c)| Edit::Insert(at, c)),
        (0usize..40).prop_map(Edit::Delete),
        (0usize..40, letter).prop_map(|(at, c)| Edit::Replace(at, c)),
    ];
    prop::collection::vec(edit, 1..6)
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Insert(at, c) => chars.insert(at.min(chars.len()), c),
            Edit::Delete(at) if at < chars.len() => {
                chars.remove(at);
            }
            Edit::Replace(at, c) if at < chars.len() => chars[at] = c,
            Edit::Delete(_) | Edit::Replace(..) => {}
        }
    }
    chars.into_iter().collect()
}

/// The canonical-printing rules of BETZA.md and the crate docs, checked on
/// a printed component: `C`/`Z` and never `L`/`J`; no direction letters on a
/// single-leg `K` or `Q`; in each leg group `i` first, then directions, then
/// the modes in XBoard's order `x y c p g m e n j`.
fn check_canonical(printed: &str) -> Result<(), TestCaseError> {
    prop_assert!(!printed.contains(['L', 'J']), "{} has L or J", printed);
    let atom_at = printed.find(|c: char| c.is_ascii_uppercase()).unwrap_or(printed.len());
    let (modifiers, atom) = printed.split_at(atom_at);
    let groups: Vec<&str> = modifiers.split('a').collect();
    if groups.len() == 1 && atom.starts_with(['K', 'Q']) {
        prop_assert!(modifiers.chars().all(|c| !"fblrvsh".contains(c)), "direction letters on {}", printed);
    }
    const MODES: &str = "xycpgmenj";
    for (leg, group) in groups.iter().enumerate() {
        let mut stage = 0; // 0: `i`, 1: directions, 2: modes
        let mut last_mode = None;
        for c in group.chars() {
            let here = if c == 'i' {
                prop_assert!(leg == 0, "`i` on a later leg of {}", printed);
                0
            } else if "fblrvsh".contains(c) {
                1
            } else {
                2
            };
            prop_assert!(here >= stage, "{} is out of order in {}", c, printed);
            stage = here;
            if here == 2 {
                let rank = MODES.find(c);
                prop_assert!(rank.is_some() && rank > last_mode, "modes out of XBoard order in {}", printed);
                last_mode = rank;
            }
        }
    }
    Ok(())
}

/// Components whose leg groups hold several modifier letters in random
/// order, to exercise the printer's ordering. Earlier legs draw from the
/// letters allowed there, the last leg from its own.
fn modifier_soup() -> impl Strategy<Value = String> {
    let group = |letters: &str| {
        prop::collection::vec(prop::sample::select(letters.chars().collect::<Vec<_>>()), 0..5)
            .prop_map(|letters| letters.into_iter().collect::<String>())
    };
    let earlier = prop::collection::vec(group("fbsixycpmnj"), 0..3);
    let last = group("fblrvsicpgmenj");
    let atom = prop::sample::select(vec!["W", "F", "D", "N", "K", "R", "B", "Q", "NN", "R4"]);
    (earlier, last, atom).prop_map(|(mut groups, last, atom)| {
        groups.push(last);
        format!("{}{atom}", groups.join("a"))
    })
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
    fn printing_follows_the_canonical_rules(text in prop_oneof![notation_text(), modifier_soup()]) {
        if let Ok(movement) = Movement::parse(&text) {
            prop_assert_eq!(Movement::parse(&movement.to_string()), Ok(movement.clone()));
            for component in movement.components() {
                check_canonical(&component.to_string())?;
            }
        }
    }

    #[test]
    fn several_edits_of_catalogued_strings_never_panic(index in 0usize..40, script in edits(), seed in any::<u64>()) {
        let pieces = catalogued();
        let text = apply(pieces[index % pieces.len()], &script);
        match Movement::parse(&text) {
            Ok(movement) => {
                let printed = movement.to_string();
                prop_assert_eq!(Movement::parse(&printed), Ok(movement.clone()), "{} printed as {}", text, printed);
                for component in movement.components() {
                    check_canonical(&component.to_string())?;
                }
                let grid = Grid::new(10, 10).map_err(|e| TestCaseError::fail(e.to_string()))?;
                if let Ok(table) = MoveTable::new(&movement, grid) {
                    let occupancy = board(seed);
                    for from in grid.squares().step_by(7) {
                        let board = |s: Square| if s == from { Occupant::Own } else { occupancy(s) };
                        for m in table.moves(from, Forward::Up, &board, true) {
                            prop_assert!(grid.contains(m.to));
                            prop_assert!(m.captured.iter().all(|&c| board(c) == Occupant::Enemy));
                        }
                    }
                }
            }
            Err(error) => {
                prop_assert!(error.offset <= text.len());
                prop_assert!(text.is_char_boundary(error.offset), "offset {} of {:?} splits a character", error.offset, text);
            }
        }
    }

    #[test]
    fn the_other_side_sees_the_board_turned_half_a_turn(
        text in notation_text(),
        seed in any::<u64>(),
        from in 0u8..100,
        wide in 4u8..=16,
    ) {
        // Moves for the side playing down equal the moves for the side playing
        // up on the board turned 180 degrees, turned back.
        let Ok(movement) = Movement::parse(&text) else { return Ok(()) };
        let grid = Grid::new(wide, 10).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let Ok(table) = MoveTable::new(&movement, grid) else { return Ok(()) };
        let from = grid.square(usize::from(from) % grid.len()).ok_or_else(|| TestCaseError::fail("square"))?;
        let turn = |s: Square| grid.rotate_180(s).unwrap_or(s);
        let occupancy = board(seed);
        let board = |s: Square| if s == from { Occupant::Own } else { occupancy(s) };
        let turned_board = |s: Square| board(turn(s));
        let sorted = |mut moves: Vec<GeneratedMove>| {
            for m in &mut moves {
                m.captured.sort();
            }
            moves.sort_by(|a, b| (a.to, &a.captured[..]).cmp(&(b.to, &b.captured[..])));
            moves
        };
        let down = sorted(table.moves(from, Forward::Down, &board, true));
        let up_turned: Vec<GeneratedMove> = table
            .moves(turn(from), Forward::Up, &turned_board, true)
            .into_iter()
            .map(|m| GeneratedMove { to: turn(m.to), captured: m.captured.iter().map(|&c| turn(c)).collect() })
            .collect();
        prop_assert_eq!(down, sorted(up_turned), "{}", text);
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
    // The longest text allowed, of the most components allowed, reads back merged.
    let long = "fmWfcF".repeat(boardkit_betza::MAX_COMPONENTS / 2);
    assert!(long.len() <= boardkit_betza::MAX_TEXT_LEN);
    let movement = Movement::parse(&long).expect("valid");
    assert_eq!(movement.to_string(), "fmWfcF");
    // Longer texts are refused before they are read.
    let too_long = "fmWfcF".repeat(20_000);
    assert_eq!(Movement::parse(&too_long).map_err(|e| e.kind), Err(ParseErrorKind::TooLong(120_000)));
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
    // A long text of real pieces is nowhere near the work budget: the union
    // of all 36 Scirocco pieces compiles on their 10×10 board. (On 16×16 it
    // would hold more templates than `MAX_TEMPLATES`: tests/limits.rs.)
    let all: String = boardkit_betza::catalog::SCIROCCO.iter().map(|(_, text)| *text).collect();
    let scirocco = Grid::new(10, 10).expect("grid");
    assert!(MoveTable::new(&Movement::parse(&all).expect("valid"), scirocco).is_ok());
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
