//! Compiling is bounded: every text either builds a table within the
//! documented size limits or is refused with an error naming the limit.
//! (No timed assertions: the work budget, `MAX_WORK`, is what bounds time.)

use std::collections::BTreeSet;

use boardkit_betza::{
    CompileError, Forward, MAX_COMPONENTS, MAX_TEMPLATES, MAX_TEMPLATES_PER_SQUARE, MAX_TEXT_LEN, MAX_WORK,
    MAX_WORK_PER_SQUARE, MoveTable, MoveTemplate, Movement, Occupant, ParseErrorKind, catalog,
};
use boardkit_geometry::{Grid, Square};
use proptest::prelude::*;

fn grid(width: u8, height: u8) -> Grid {
    Grid::new(width, height).expect("a valid board size")
}

fn compile(text: &str, grid: Grid) -> Result<MoveTable, CompileError> {
    MoveTable::new(&Movement::parse(text).unwrap_or_else(|e| panic!("{text}: {e}")), grid)
}

/// The table's templates fit the documented limits.
fn assert_within_limits(text: &str, table: &MoveTable) {
    let grid = table.grid();
    assert!(table.template_count() <= MAX_TEMPLATES, "{text}: {} templates", table.template_count());
    let mut total = 0;
    for forward in Forward::ALL {
        for from in grid.squares() {
            let here = table.templates(from, forward).len();
            assert!(here <= MAX_TEMPLATES_PER_SQUARE, "{text} from {from}: {here} templates");
            total += here;
        }
    }
    assert_eq!(total, table.template_count(), "{text}: every template belongs to one square");
    // The memory bound the docs promise: templates are the table's bulk.
    assert!(table.template_count() * std::mem::size_of::<MoveTemplate>() <= 7 * 1024 * 1024 + 512 * 1024);
}

/// Multi-leg texts that used to build millions of templates on 16×16
/// (hundreds of MiB, more than a second) are refused by a table limit: the
/// templates kept (`aaaK`, `ypaQ`), or the work, which counts every template
/// found, repeats included (`aaaaaW`, `aaaaaF`: most of their paths repeat
/// a move another path made).
#[test]
fn texts_with_millions_of_templates_are_refused_by_the_table_limit() {
    for text in ["aaaK", "ypaQ"] {
        let error = compile(text, grid(16, 16)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TableTooLarge { width: 16, height: 16 }, "{text}");
        assert!(error.to_string().contains(&MAX_TEMPLATES.to_string()), "{text}: {error}");
    }
    for text in ["aaaaaW", "aaaaaF"] {
        let error = compile(text, grid(16, 16)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TableTooComplex { width: 16, height: 16 }, "{text}");
        assert!(error.to_string().contains(&MAX_WORK.to_string()), "{text}: {error}");
    }
    // The same texts fit a small board.
    for text in ["aaaaaW", "aaaK", "ypaQ"] {
        let table = compile(text, grid(6, 6)).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_within_limits(text, &table);
    }
}

#[test]
fn one_square_with_too_many_ways_is_refused_by_the_square_limit() {
    // Thousands of distinct 6-leg paths from e2 (c3 on 8×8), after their repeats are removed.
    for (text, size, square) in [("aaaaaWaaaaaF", 16, "e2"), ("aaaaaWaaaaaF", 8, "c3")] {
        let error = compile(text, grid(size, size)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TooManyMoves { square: square.parse().expect("a square") }, "{text}");
        assert!(error.to_string().contains(&MAX_TEMPLATES_PER_SQUARE.to_string()), "{text}: {error}");
    }
}

#[test]
fn texts_that_explore_without_finding_stop_at_the_table_work_limit() {
    // Each square stays under the per-square budget, the whole table does not.
    for text in ["yafsyafsyafseR4", "yafsyafsyafseB6"] {
        let error = compile(text, grid(16, 16)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TableTooComplex { width: 16, height: 16 }, "{text}");
        assert!(error.to_string().contains(&MAX_WORK.to_string()), "{text}: {error}");
    }
    // One square alone finds too many ways: refused on the first square.
    for text in ["yayayayayaNN", "aaaaaK"] {
        let error = compile(text, grid(16, 16)).err().unwrap_or_else(|| panic!("{text} compiled"));
        assert_eq!(error, CompileError::TooManyMoves { square: "a1".parse().expect("a1") }, "{text}");
    }
    // Exploring without finding anything, on one square: the per-square budget.
    let error = compile("yafsyafsyafsyafsyafseR", grid(16, 16)).err().unwrap_or_else(|| panic!("compiled"));
    assert!(matches!(error, CompileError::TooComplex { .. }), "{error}");
    assert!(error.to_string().contains(&MAX_WORK_PER_SQUARE.to_string()), "{error}");
}

/// Texts known to be costly to compile (long riders, many legs, every
/// atom at once on large boards): each either
/// compiles within the limits, its work counted and at most `MAX_WORK`, or
/// is refused with an error naming a limit. Compiling time is proportional
/// to the work (the `betza_compile_bench` example measures it); this test
/// asserts the counter, not the clock.
#[test]
fn adversarial_texts_compile_within_the_work_limit_or_are_refused() {
    let family = |prefixes: &[&str], ranges: core::ops::RangeInclusive<u8>| {
        let mut parts = Vec::new();
        for prefix in prefixes {
            for range in ranges.clone() {
                parts.push(format!("{prefix}Q{range}"));
            }
        }
        parts.join(" ")
    };
    let texts = [
        family(&["n", "mn", "cn", "in"], 8..=15),
        family(&["", "n", "i"], 1..=15),
        family(&["", "m", "c", "i"], 8..=15),
        "nvR ymfsaymvacfsFF gsB cvaypracfK pfsaypaycraesF9 yfhaxbsacaelfK ymlajfrW".to_string(),
        "cflG cfrKK nWW6 ylfamfamfracnfQ ymbaypvarW xlfacbaycvsamclfF ycbaxfsayamclC cA pvacK favsB11 \
         ycbaifK ypfsayambC prH gvA xracsaybsafsW mcvsW11 psaymrajlfH7"
            .to_string(),
        "aaaaaW".to_string(),
        "aaaK".to_string(),
        "ypaQ".to_string(),
        "aaaaaWaaaaaF".to_string(),
        "pQ".to_string(),
    ];
    for text in &texts {
        for size in [8, 10, 16] {
            match compile(text, grid(size, size)) {
                Ok(table) => {
                    assert!(table.work() <= MAX_WORK, "{text} on {size}x{size}: {} steps", table.work());
                    assert_within_limits(text, &table);
                }
                Err(
                    CompileError::TooManyMoves { .. }
                    | CompileError::TooComplex { .. }
                    | CompileError::TableTooLarge { .. }
                    | CompileError::TableTooComplex { .. },
                ) => {}
                Err(error) => panic!("{text} on {size}x{size}: {error}"),
            }
        }
    }
}

/// The work counts every template found, repeats included: a table's work
/// is at least twice its templates, so `MAX_WORK` bounds the templates
/// built, not only those kept.
#[test]
fn work_counts_every_template_and_component() {
    for text in ["W", "Q", "pQ", "mRcpR", "mFyafsF", "KNAD", "aW"] {
        let table = compile(text, grid(16, 16)).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(table.work() >= 2 * table.template_count(), "{text}: {} steps", table.work());
    }
    // The same templates twice (`WmcW` is `W` written twice): twice the template work, the same table.
    let once = compile("W", grid(16, 16)).unwrap_or_else(|e| panic!("{e}"));
    let twice = compile("WmWcWmcW", grid(16, 16)).unwrap_or_else(|e| panic!("{e}"));
    assert!(twice.work() > once.work(), "{} <= {}", twice.work(), once.work());
    // A relay component builds nothing and costs nothing per square.
    let relay = compile("WxafW", grid(16, 16)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((relay.template_count(), relay.work()), (once.template_count(), once.work()));
}

/// Real pieces use a small part of the work budget: every catalog piece on
/// a 16×16 board under two thirds of `MAX_WORK` (the heaviest, the xiangqi
/// cannon `mRcpR`, about half), every Scirocco piece on its 10×10 board
/// under a twentieth.
#[test]
fn real_pieces_use_a_small_part_of_the_work_budget() {
    let all = catalog::SCIROCCO.iter().chain(catalog::CHESS).chain(catalog::SHOGI).chain(catalog::XIANGQI);
    for (name, text) in all {
        let table = compile(text, grid(16, 16)).unwrap_or_else(|e| panic!("{name} `{text}`: {e}"));
        assert!(table.work() * 3 < MAX_WORK * 2, "{name} `{text}`: {} steps", table.work());
    }
    for (name, text) in catalog::SCIROCCO {
        let table = compile(text, grid(10, 10)).unwrap_or_else(|e| panic!("{name} `{text}`: {e}"));
        assert!(table.work() * 20 < MAX_WORK, "{name} `{text}`: {} steps", table.work());
    }
    // The cannon queen, the heaviest piece known to compile on 16×16.
    let table = compile("pQ", grid(16, 16)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(table.work(), 371_008);
}

/// The largest real pieces compile on 16×16 with room to spare.
#[test]
fn the_heaviest_real_pieces_fit_on_16_by_16() {
    let expected = [("pQ", 105_280), ("mRcpR", 87_040), ("Q", 25_280), ("mFyafsF", 27_000)];
    for (text, templates) in expected {
        let table = compile(text, grid(16, 16)).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(table.template_count(), templates, "{text}");
        assert_within_limits(text, &table);
    }
    for (name, text) in catalog::SCIROCCO.iter().chain(catalog::CHESS).chain(catalog::SHOGI).chain(catalog::XIANGQI) {
        let table = compile(text, grid(16, 16)).unwrap_or_else(|e| panic!("{name} `{text}`: {e}"));
        assert_within_limits(text, &table);
    }
}

/// More moves from one square than the table has duplicate groups for:
/// generation keeps one bit per group of templates that make the same move
/// (destination and captured squares), 32 words of 64 bits, and only a move
/// made by two templates or more gets a group. Giving every move a group
/// (mutant table.rs 292:72, `> 1` -> `>= 1` in `push_square`) needs more than
/// 32 words here, and collecting them panics.
///
/// The piece slides right along its rank, captures the square in front of it
/// (locust), then captures a square diagonally in front of that one (up-left
/// in the first component, up-right in the second), steps forward onto an
/// empty square with `y` (later legs slide), slides forward and slides right.
/// On 16x14 from a1 that is 15 slides right, times 10 forward slides (to ranks
/// 5-14), times the squares to the right: 10 x 120 (up-left) + 10 x 91
/// (up-right) = 2,110 moves, each its own; a square further right or up has
/// far fewer, so the whole table stays under `MAX_TEMPLATES`. With enemies
/// on ranks 2 and 3 and the rest empty, every one of them can be played.
#[test]
fn a_square_with_more_distinct_moves_than_duplicate_groups() {
    let text = "ralcaflcafryafarRralcafrcaflyafarR";
    let table = compile(text, grid(16, 14)).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_within_limits(text, &table);
    assert_eq!(table.template_count(), 124_850);
    let a1: Square = "a1".parse().expect("a1");
    assert_eq!(table.templates(a1, Forward::Up).len(), 2_110);
    let board = |square: Square| match square.rank().index() {
        1 | 2 => Occupant::Enemy,
        _ => Occupant::Empty,
    };
    let moves = table.moves(a1, Forward::Up, &board, false);
    let distinct: BTreeSet<(Square, BTreeSet<Square>)> =
        moves.iter().map(|m| (m.to, m.captured.iter().copied().collect())).collect();
    assert_eq!((moves.len(), distinct.len()), (2_110, 2_110));
    assert!(distinct.len() > 2_048, "more moves than 32 x 64 group bits");
    // Each captures one enemy on rank 2 and one on rank 3 and ends on an empty square.
    for (to, captured) in &distinct {
        let ranks: Vec<u8> = captured.iter().map(|square| square.rank().index()).collect();
        assert_eq!((ranks.as_slice(), board(*to)), ([1, 2].as_slice(), Occupant::Empty), "{to} {captured:?}");
    }
}

/// The moves of one square, worked out without the table's duplicate groups:
/// every template that applies, first one per (destination, captured set).
fn brute_force_moves(
    table: &MoveTable,
    from: Square,
    forward: Forward,
    board: &impl Fn(Square) -> Occupant,
) -> Vec<(Square, BTreeSet<Square>)> {
    let mut seen = BTreeSet::new();
    let mut moves = Vec::new();
    for template in table.templates(from, forward) {
        if let Some(generated) = template.try_move(from, board, false) {
            let key = (generated.to, generated.captured.iter().copied().collect::<BTreeSet<_>>());
            if seen.insert(key.clone()) {
                moves.push(key);
            }
        }
    }
    moves
}

/// A combination a property test once drew: three multi-leg pieces
/// together pass the table limit even on 8x8, and are refused by it.
#[test]
fn several_multi_leg_pieces_together_meet_the_table_limit() {
    assert_eq!(compile("aaKKNAD", grid(8, 8)).err(), Some(CompileError::TableTooLarge { width: 8, height: 8 }));
    assert!(compile("aaK", grid(8, 8)).is_ok());
}

/// A text of 100,000 relay components (a megabyte) is refused before it is
/// read: the text and component limits bound parsing too.
#[test]
fn huge_texts_are_refused_by_the_parser() {
    let relays = "xafaW ".repeat(100_000);
    assert_eq!(Movement::parse(&relays).map_err(|e| e.kind), Err(ParseErrorKind::TooLong(relays.len())));
    let components = "xaW".repeat(MAX_COMPONENTS + 1);
    assert!(components.len() <= MAX_TEXT_LEN);
    assert_eq!(Movement::parse(&components).map_err(|e| e.kind), Err(ParseErrorKind::TooManyComponents));
}

/// Multi-leg texts whose templates share destinations, where the duplicate
/// index matters.
fn text_with_shared_destinations() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "aaW", "aaK", "aaaW", "caK", "cabK", "mabK", "ypaQ", "yaR", "pafsW", "mWyafsW", "mFyafsF", "KNAD", "QK", "WRW",
        "cafmW", "cafmF", "mQ3cabK", "FAcafmW", "pQ", "gQ", "mRcpR", "caaK", "acaK",
    ]);
    prop::collection::vec(piece, 1..4).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Generation lists each move once, exactly the moves of the templates.
    #[test]
    fn generation_lists_each_move_of_the_templates_once(
        text in text_with_shared_destinations(),
        seed in any::<u64>(),
        from in 0usize..64,
        down in any::<bool>(),
    ) {
        let grid = grid(8, 8);
        let table = match compile(&text, grid) {
            Ok(table) => table,
            // Three of the multi-leg pieces together can pass a size limit
            // (`aaKKNAD` on 8x8 needs more than MAX_TEMPLATES): refused as
            // documented, so not a table to generate from.
            Err(
                CompileError::TooManyMoves { .. }
                | CompileError::TooComplex { .. }
                | CompileError::TableTooLarge { .. }
                | CompileError::TableTooComplex { .. },
            ) => return Ok(()),
            Err(error) => return Err(TestCaseError::fail(format!("{text}: {error}"))),
        };
        let board = move |square: Square| {
            let h = (seed ^ (square.index() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            match (h >> 40) % 4 {
                0 => Occupant::Own,
                1 => Occupant::Enemy,
                _ => Occupant::Empty,
            }
        };
        let from = grid.square(from).ok_or_else(|| TestCaseError::fail("square"))?;
        let forward = if down { Forward::Down } else { Forward::Up };
        let listed: Vec<(Square, BTreeSet<Square>)> = table
            .moves(from, forward, &board, false)
            .iter()
            .map(|m| (m.to, m.captured.iter().copied().collect()))
            .collect();
        prop_assert_eq!(listed, brute_force_moves(&table, from, forward, &board), "{}", text);
    }

    /// Any text of the notation's letters compiles within the limits or is refused.
    #[test]
    fn every_compiled_table_is_within_the_limits(text in "[fbrlvsmcpgyanjiWFDNAHCZGKRBQ0-9]{1,16}", big in any::<bool>()) {
        let Ok(movement) = Movement::parse(&text) else { return Ok(()) };
        let grid = if big { grid(16, 16) } else { grid(10, 10) };
        if let Ok(table) = MoveTable::new(&movement, grid) {
            assert_within_limits(&text, &table);
        }
    }
}
