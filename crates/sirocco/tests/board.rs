//! The reference board against the rules, and custom boards from data.

use boardkit_geometry::graph::PointSet;
use std::collections::BTreeSet;

use boardkit_geometry::graph::PointId;
use boardkit_sirocco::{Board, BoardError, BoardSpec, CornerSpec, MAX_MOVES, MAX_PATHS, Seat};
use proptest::prelude::*;

fn names(board: &Board, set: PointSet) -> Vec<String> {
    set.iter().filter_map(|p| board.point_name(p)).map(|n| n.to_string()).collect()
}

#[test]
fn reference_board_counts_and_degrees_match_the_rules() {
    let board = Board::reference();
    assert_eq!(board.len(), 145);
    assert!(!board.is_empty());
    assert_eq!(board.line_count(), 192);
    let mut histogram = std::collections::BTreeMap::new();
    for point in board.graph().points() {
        *histogram.entry(board.graph().degree(point)).or_insert(0) += 1;
    }
    assert_eq!(histogram.into_iter().collect::<Vec<_>>(), [(2, 96), (3, 24), (4, 16), (6, 8), (8, 1)]);
    let g7 = board.point_by_str("g7").unwrap();
    assert_eq!(board.graph().degree(g7), 8);
    assert_eq!(board.field().len(), 117);
}

#[test]
fn reference_corners_and_protected_spots_match_the_rules() {
    let board = Board::reference();
    let table = [
        (Seat::SouthWest, "a1", "b1 c1 a2 a3 b2 c3", "m13"),
        (Seat::NorthWest, "a13", "b13 c13 a12 a11 b12 c11", "m1"),
        (Seat::NorthEast, "m13", "l13 k13 m12 m11 l12 k11", "a1"),
        (Seat::SouthEast, "m1", "l1 k1 m2 m3 l2 k3", "a13"),
    ];
    for (seat, base, grey, goal) in table {
        assert_eq!(board.point_name(board.base(seat)).unwrap().as_str(), base);
        assert_eq!(board.point_name(board.goal(seat)).unwrap().as_str(), goal);
        let mut expected: Vec<&str> = grey.split(' ').collect();
        let mut got = names(&board, board.grey_dots(seat));
        expected.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, expected, "{seat}");
    }
    let mut protected = names(&board, board.protected());
    protected.sort_unstable();
    assert_eq!(protected, ["a7", "d10", "d4", "g1", "g13", "g7", "j10", "j4", "m7"]);
}

/// The diagram in the rules (rules/sirocco.md), copied verbatim.
const RULES_DIAGRAM: &str = r"13 O-o-o-+-+-+-#-+-+-+-o-o-O
   |\  |   |   |   |   |  /|
12 o o +   +   +   +   + o o
   |  \|   |   |   |   |/  |
11 o-+-o-+-+-+-+-+-+-+-o-+-o
   |   |\  |   |   |  /|   |
10 +   + # +   +   + # +   +
   |   |  \|   |   |/  |   |
 9 +-+-+-+-+-+-+-+-+-+-+-+-+
   |   |   |\  |  /|   |   |
 8 +   +   + + + + +   +   +
   |   |   |  \|/  |   |   |
 7 #-+-+-+-+-+-#-+-+-+-+-+-#
   |   |   |  /|\  |   |   |
 6 +   +   + + + + +   +   +
   |   |   |/  |  \|   |   |
 5 +-+-+-+-+-+-+-+-+-+-+-+-+
   |   |  /|   |   |\  |   |
 4 +   + # +   +   + # +   +
   |   |/  |   |   |  \|   |
 3 o-+-o-+-+-+-+-+-+-+-o-+-o
   |  /|   |   |   |   |\  |
 2 o o +   +   +   +   + o o
   |/  |   |   |   |   |  \|
 1 O-o-o-+-+-+-#-+-+-+-o-o-O
   a b c d e f g h i j k l m";

fn rules_diagram() -> String {
    RULES_DIAGRAM.to_string()
}

#[test]
fn reference_diagram_is_the_one_in_the_rules() {
    let board = Board::reference();
    let diagram = board.diagram().unwrap();
    let ours = diagram.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    assert_eq!(ours, rules_diagram());
    insta::assert_snapshot!("reference_board", diagram);
}

/// End points of `throw`-step paths for `seat` from `start`, by naive
/// enumeration of every simple path and the rules of rules.md written out:
/// no base but the goal, the goal only as the last step, and the own corner
/// (base and grey dots) only while the path has not yet left it.
fn brute_force(board: &Board, seat: Seat, start: PointId, throw: u8) -> BTreeSet<PointId> {
    let graph = board.graph();
    let corner = |p: PointId| p == board.base(seat) || board.grey_dots(seat).contains(p);
    let mut paths: Vec<Vec<PointId>> = vec![vec![start]];
    for _ in 0..throw {
        let mut longer = Vec::new();
        for path in paths {
            for &next in graph.neighbours(*path.last().unwrap()) {
                if !path.contains(&next) {
                    let mut extended = path.clone();
                    extended.push(next);
                    longer.push(extended);
                }
            }
        }
        paths = longer;
    }
    let legal = |path: &[PointId]| {
        for (step, &point) in path.iter().enumerate().skip(1) {
            let last = step == path.len() - 1;
            if board.bases().contains(point) && !(point == board.goal(seat) && last) {
                return false;
            }
            if corner(point) && !path[..step].iter().all(|&p| corner(p)) {
                return false;
            }
            if point == board.base(seat) {
                return false;
            }
        }
        true
    };
    paths.iter().filter(|p| legal(p)).map(|p| *p.last().unwrap()).collect()
}

#[test]
fn destination_tables_equal_a_brute_force_search() {
    // Every seat, every point, every throw.
    let board = Board::reference();
    for seat in Seat::ALL {
        for point in board.graph().points() {
            for throw in 1..=6 {
                let table: BTreeSet<PointId> = board.destinations(seat, point, throw).iter().collect();
                assert_eq!(
                    table,
                    brute_force(&board, seat, point, throw),
                    "{seat} from {:?} throw {throw}",
                    board.point_name(point)
                );
            }
        }
    }
    // Outside 1..=6 there is nothing.
    let a1 = board.point_by_str("a1").unwrap();
    assert!(board.destinations(Seat::SouthWest, a1, 0).is_empty());
    assert!(board.destinations(Seat::SouthWest, a1, 7).is_empty());
}

#[test]
fn custom_board_tables_equal_a_brute_force_search() {
    let board = Board::from_spec(&small_spec()).unwrap();
    for seat in Seat::ALL {
        for point in board.graph().points() {
            for throw in 1..=6 {
                let table: BTreeSet<PointId> = board.destinations(seat, point, throw).iter().collect();
                assert_eq!(table, brute_force(&board, seat, point, throw), "{seat} {point:?} {throw}");
            }
        }
    }
}

fn small_spec() -> BoardSpec {
    // A 5x5 lattice with full orthogonal lines and both long diagonals.
    let mut spec = BoardSpec { name: "small".into(), ..BoardSpec::default() };
    let name = |x: u8, y: u8| format!("{}{}", char::from(b'a' + x), y + 1);
    for y in 0..5 {
        for x in 0..5 {
            spec.points.push(name(x, y));
            if x < 4 {
                spec.lines.push((name(x, y), name(x + 1, y)));
            }
            if y < 4 {
                spec.lines.push((name(x, y), name(x, y + 1)));
            }
        }
    }
    for i in 0..4 {
        spec.lines.push((name(i, i), name(i + 1, i + 1)));
        spec.lines.push((name(i, 4 - i), name(i + 1, 3 - i)));
    }
    let corner = |seat, base: &str, grey: &[&str]| CornerSpec {
        seat,
        base: base.into(),
        grey: grey.iter().map(|s| s.to_string()).collect(),
    };
    spec.corners = vec![
        corner(Seat::SouthWest, "a1", &["b1", "a2"]),
        corner(Seat::NorthWest, "a5", &["a4", "b5"]),
        corner(Seat::NorthEast, "e5", &["e4", "d5"]),
        corner(Seat::SouthEast, "e1", &["d1", "e2"]),
    ];
    spec.protected = vec!["c3".into()];
    spec
}

#[test]
fn custom_boards_build_draw_and_round_trip_through_text() {
    let spec = small_spec();
    let board = Board::from_spec(&spec).unwrap();
    assert_eq!(board.len(), 25);
    assert_eq!(board.to_spec(), spec);
    // The conversions (serde's) are the same data.
    assert_eq!(BoardSpec::from(board.clone()), spec);
    assert_eq!(Board::try_from(spec.clone()).unwrap(), board);
    let text = spec.to_string();
    assert_eq!(text.parse::<BoardSpec>().unwrap(), spec);
    insta::assert_snapshot!("small_custom_board", board.diagram().unwrap());
    // Comments and repeated statements are fine.
    let commented =
        format!("# a test board\n{}\nprotected  # nothing more\n", text.replace("points ", "points\npoints "));
    assert_eq!(commented.parse::<BoardSpec>().unwrap(), spec);
}

#[test]
fn bad_board_data_is_rejected_with_clear_errors() {
    let check = |change: &dyn Fn(&mut BoardSpec), expected: &str| {
        let mut spec = small_spec();
        change(&mut spec);
        let error = Board::from_spec(&spec).unwrap_err();
        assert!(error.to_string().contains(expected), "{error} (expected {expected:?})");
        error
    };
    check(&|s| drop(s.corners.pop()), "the corner of South-East is missing");
    check(&|s| s.corners[1].seat = Seat::SouthWest, "given twice");
    check(&|s| s.corners[0].base = "z9".into(), "unknown point `z9`");
    check(&|s| s.protected.push("q1".into()), "the list of protected spots names the unknown point `q1`");
    check(&|s| s.lines.push(("a1".into(), "zz".into())), "unknown point `zz`");
    check(&|s| s.points.push("a1".into()), "used twice");
    check(&|s| s.points.push("bad-name".into()), "point `bad-name`");
    check(&|s| s.protected.push("b1".into()), "point `b1` is both a grey dot of South-West and a protected spot");
    check(
        &|s| s.corners[0].grey.push("e1".into()),
        "point `e1` is both a grey dot of South-West and the base of South-East",
    );
    check(&|s| s.corners[0].grey.clear(), "has no grey dots");
    check(&|s| s.name = "reference".into(), "not allowed");
    check(&|s| s.name = "two words".into(), "not allowed");
    // `|` separates the fields of a state text.
    check(&|s| s.name = "small|board".into(), "not allowed");
    // a1 joined only to c3 by an extra point: cut its lines to its grey dots.
    check(
        &|s| s.lines.retain(|(a, b)| !((a == "a1" || b == "a1") && (a == "b1" || b == "b1" || a == "a2" || b == "a2"))),
        "the base of South-West is not connected",
    );
    // Cut the board in two halves: no seat reaches its goal.
    let error = check(
        &|s| {
            s.lines.retain(|(a, b)| {
                a.as_bytes()[0].abs_diff(b.as_bytes()[0]) == 0 || (a.as_bytes()[0] < b'c') == (b.as_bytes()[0] < b'c')
            })
        },
        "cannot reach its goal base",
    );
    assert!(matches!(error, BoardError::GoalUnreachable { .. }));
    // Text format errors name the line.
    let error = "name x\nfrobnicate a b\n".parse::<BoardSpec>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "board text line 2: unknown statement `frobnicate` (expected name, points, lines, corner or protected)"
    );
    assert!("points a1\n".parse::<BoardSpec>().unwrap_err().to_string().contains("no `name`"));
    assert!("name x\ncorner XX base a1 grey b1\n".parse::<BoardSpec>().unwrap_err().to_string().contains("line 2"));
    assert!("name x\nlines a1b1\n".parse::<BoardSpec>().unwrap_err().to_string().contains("a1b1"));
}

#[test]
fn a_goal_reachable_only_through_another_base_is_unreachable() {
    // Cut the South-West corner (a1, b1, a2) off the board but for the path a2-a3-a4-a5: out of
    // its corner a South-West pawn reaches a3 and a4 (a grey dot of North-West, which it may
    // cross), then only North-West's base a5, which no pawn but North-West's may enter.
    // The small board with every line touching the pocket cut but `kept`.
    let pocket = ["a1", "b1", "a2", "a3", "a4"];
    let cut_pocket = |kept: &[(&str, &str)]| {
        let mut spec = small_spec();
        spec.lines.retain(|(a, b)| {
            let touches = pocket.contains(&a.as_str()) || pocket.contains(&b.as_str());
            !touches || kept.contains(&(a.as_str(), b.as_str()))
        });
        spec
    };
    let mut spec = cut_pocket(&[("a1", "b1"), ("a1", "a2"), ("a2", "a3"), ("a3", "a4"), ("a4", "a5")]);
    let error = Board::from_spec(&spec).unwrap_err();
    assert_eq!(error, BoardError::GoalUnreachable { seat: Seat::SouthWest, goal: "e5".into() });
    assert_eq!(error.to_string(), "South-West cannot reach its goal base e5");
    // One line from the pocket into the field makes it a board.
    spec.lines.push(("a3".into(), "b3".into()));
    assert!(Board::from_spec(&spec).is_ok());
    // The corner itself next to another base: out of a1, b1 and a2 the only
    // way leads straight into North-West's base a5, and on from there.
    let mut spec = cut_pocket(&[("a1", "b1"), ("a1", "a2")]);
    spec.lines.push(("a2".into(), "a5".into()));
    let error = Board::from_spec(&spec).unwrap_err();
    assert_eq!(error, BoardError::GoalUnreachable { seat: Seat::SouthWest, goal: "e5".into() });
}

#[test]
fn a_board_allowing_too_many_moves_is_rejected() {
    // A star on the small board: a hub joined to c3 and to 200 leaves. Few paths, but from a
    // leaf two steps reach every other leaf, so six pawns on leaves would have about 1,200
    // moves for a throw of 2, more than a move list holds.
    let mut spec = small_spec();
    spec.points.push("hub".into());
    spec.lines.push(("c3".into(), "hub".into()));
    hang_leaves(&mut spec, "hub", 200);
    let error = Board::from_spec(&spec).unwrap_err();
    let BoardError::TooManyMoves { moves, max } = error else { panic!("{error}") };
    assert_eq!(max, MAX_MOVES);
    assert!(moves > MAX_MOVES, "{moves}");
}

/// The small board with a broom hung off c3: a handle c3-t4-t3-t2-t1, a second bristle t3b
/// on t2, and a hub on t1 holding `leaves` leaves. A throw of 2 takes a leaf to the other
/// leaves and t1 (`leaves` end points), and t1 to every leaf, t3 and t3b (`leaves + 2`); no
/// other throw comes near, so six pawns have at most `6 * leaves + 2` moves.
fn broom_spec(leaves: usize) -> BoardSpec {
    let mut spec = small_spec();
    for point in ["t4", "t3", "t3b", "t2", "t1", "hub"] {
        spec.points.push(point.into());
    }
    for (a, b) in [("c3", "t4"), ("t4", "t3"), ("t3", "t2"), ("t3b", "t2"), ("t2", "t1"), ("t1", "hub")] {
        spec.lines.push((a.into(), b.into()));
    }
    hang_leaves(&mut spec, "hub", leaves);
    spec
}

/// Adds `count` points `leaf0`, `leaf1`, … to `spec`, each joined to `hub` alone.
fn hang_leaves(spec: &mut BoardSpec, hub: &str, count: usize) {
    for i in 0..count {
        spec.points.push(format!("leaf{i}"));
        spec.lines.push((hub.into(), format!("leaf{i}")));
    }
}

#[test]
fn a_board_allowing_exactly_max_moves_is_accepted() {
    let board = Board::from_spec(&broom_spec(85)).unwrap();
    assert_eq!(board.max_moves(), MAX_MOVES);
    let t1 = board.point_by_str("t1").unwrap();
    assert_eq!(board.destinations(Seat::SouthWest, t1, 2).len(), 87);
    assert_eq!(Board::from_spec(&broom_spec(86)).unwrap_err(), BoardError::TooManyMoves { moves: 518, max: MAX_MOVES });
}

#[test]
fn a_board_with_too_many_paths_is_rejected_before_its_tables_are_built() {
    // Forty points all joined to each other: about 40 * 39^5 simple six-step paths, so the
    // path tables would take hours to build. The check must refuse it at once instead.
    let mut spec = BoardSpec { name: "dense".into(), ..BoardSpec::default() };
    let name = |i: usize| format!("p{i}");
    spec.points = (0..40).map(name).collect();
    for i in 0..40 {
        for j in i + 1..40 {
            spec.lines.push((name(i), name(j)));
        }
    }
    let corner = |seat, base: usize| CornerSpec { seat, base: name(base), grey: vec![name(base + 1)] };
    spec.corners = vec![
        corner(Seat::SouthWest, 0),
        corner(Seat::NorthWest, 2),
        corner(Seat::NorthEast, 4),
        corner(Seat::SouthEast, 6),
    ];
    // Without the check this call would not return for hours.
    let error = Board::from_spec(&spec).unwrap_err();
    assert!(matches!(error, BoardError::TooManyPaths { max: MAX_PATHS }), "{error}");
    assert!(error.to_string().contains("simple paths"), "{error}");
    // The reference board and the small board are far below the budget.
    assert!(Board::from_spec(&small_spec()).is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_board_text_never_panics(text in "(name|points|lines|corner|protected|SW|NE|base|grey|a1|b1|-| |\n|#|x){0,40}") {
        if let Ok(spec) = text.parse::<BoardSpec>() {
            let _ = Board::from_spec(&spec);
        }
    }

    #[test]
    fn mutated_reference_data_never_panics(drop_line in 0usize..192, drop_point in 0usize..145, swap in 0usize..4) {
        let mut spec = Board::reference().to_spec().with_name("mutant");
        spec.lines.remove(drop_line);
        if swap == 0 {
            spec.points.remove(drop_point);
        }
        if swap == 1 {
            spec.corners.swap(0, 1);
        }
        match Board::from_spec(&spec) {
            Ok(board) => prop_assert!(board.len() >= 144),
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }
}

#[test]
fn the_reference_board_as_data_builds_the_reference_board() {
    // `reference` is the built-in board's name: its own data is accepted under it, and gives
    // an equal board; any other data under that name is refused.
    let spec = Board::reference().to_spec();
    assert_eq!(spec.name, "reference");
    let board = Board::from_spec(&spec).unwrap();
    assert_eq!(board, *Board::reference());
    let again: BoardSpec = spec.to_string().parse().unwrap();
    assert_eq!(Board::from_spec(&again).unwrap(), *Board::reference());
    let mut changed = spec.clone();
    changed.protected.pop();
    let error = Board::from_spec(&changed).unwrap_err();
    assert!(matches!(error, BoardError::BadBoardName(_)), "{error}");
    assert!(error.to_string().contains("reference"), "{error}");
}

/// Random specs built from a small pool of names, good and bad.
fn arbitrary_spec() -> impl Strategy<Value = BoardSpec> {
    const NAMES: [&str; 14] =
        ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "d4", "zz", "bad-name", "", "toolongname"];
    let name = (0..NAMES.len()).prop_map(|i| NAMES[i].to_string());
    let seat = (0..4usize).prop_map(|i| Seat::ALL[i]);
    let corner = (seat, name.clone(), prop::collection::vec(name.clone(), 0..4))
        .prop_map(|(seat, base, grey)| CornerSpec { seat, base, grey });
    (
        prop::sample::select(vec!["t", "reference", "", "two words", "a|b"]),
        prop::collection::vec(name.clone(), 0..12),
        prop::collection::vec((name.clone(), name.clone()), 0..24),
        prop::collection::vec(corner, 0..6),
        prop::collection::vec(name, 0..4),
    )
        .prop_map(|(board_name, points, lines, corners, protected)| BoardSpec {
            name: board_name.to_string(),
            points,
            lines,
            corners,
            protected,
        })
}

/// One change to the small spec: what a typo or a careless edit does.
#[derive(Clone, Debug)]
enum Edit {
    RenamePoint(usize, String),
    DropPoint(usize),
    DropLine(usize),
    AddLine(usize, usize),
    MoveBase(usize, usize),
    DropGrey(usize),
    AddGrey(usize, usize),
    Protect(usize),
    ChangeSeat(usize, usize),
    DropCorner(usize),
}

fn apply(spec: &mut BoardSpec, edit: &Edit) {
    let points = spec.points.clone();
    let pick = |i: usize| points[i % points.len()].clone();
    match edit {
        Edit::RenamePoint(i, name) => {
            let at = i % spec.points.len();
            spec.points[at] = name.clone();
        }
        Edit::DropPoint(i) => {
            spec.points.remove(i % points.len());
        }
        Edit::DropLine(i) => {
            if !spec.lines.is_empty() {
                spec.lines.remove(i % spec.lines.len());
            }
        }
        Edit::AddLine(a, b) => spec.lines.push((pick(*a), pick(*b))),
        Edit::MoveBase(c, p) => {
            let at = c % spec.corners.len().max(1);
            if let Some(corner) = spec.corners.get_mut(at) {
                corner.base = pick(*p);
            }
        }
        Edit::DropGrey(c) => {
            let at = c % spec.corners.len().max(1);
            if let Some(corner) = spec.corners.get_mut(at) {
                corner.grey.pop();
            }
        }
        Edit::AddGrey(c, p) => {
            let at = c % spec.corners.len().max(1);
            if let Some(corner) = spec.corners.get_mut(at) {
                corner.grey.push(pick(*p));
            }
        }
        Edit::Protect(p) => spec.protected.push(pick(*p)),
        Edit::ChangeSeat(c, s) => {
            let at = c % spec.corners.len().max(1);
            if let Some(corner) = spec.corners.get_mut(at) {
                corner.seat = Seat::ALL[s % 4];
            }
        }
        Edit::DropCorner(c) => {
            if !spec.corners.is_empty() {
                let at = c % spec.corners.len();
                spec.corners.remove(at);
            }
        }
    }
}

fn edit() -> impl Strategy<Value = Edit> {
    let index = 0usize..400;
    prop_oneof![
        (index.clone(), "[a-z0-9_|-]{0,10}").prop_map(|(i, n)| Edit::RenamePoint(i, n)),
        index.clone().prop_map(Edit::DropPoint),
        index.clone().prop_map(Edit::DropLine),
        (index.clone(), index.clone()).prop_map(|(a, b)| Edit::AddLine(a, b)),
        (index.clone(), index.clone()).prop_map(|(c, p)| Edit::MoveBase(c, p)),
        index.clone().prop_map(Edit::DropGrey),
        (index.clone(), index.clone()).prop_map(|(c, p)| Edit::AddGrey(c, p)),
        index.clone().prop_map(Edit::Protect),
        (index.clone(), index.clone()).prop_map(|(c, s)| Edit::ChangeSeat(c, s)),
        index.prop_map(Edit::DropCorner),
    ]
}

/// What every accepted board must satisfy, whatever data it came from.
fn check_accepted(board: &Board) -> Result<(), TestCaseError> {
    let spec = board.to_spec();
    prop_assert_eq!(&Board::from_spec(&spec).unwrap(), board);
    prop_assert_eq!(&spec.to_string().parse::<BoardSpec>().unwrap(), &spec);
    prop_assert!(board.max_moves() <= MAX_MOVES);
    for seat in Seat::ALL {
        prop_assert!(board.bases().contains(board.base(seat)));
        prop_assert!(!board.grey_dots(seat).is_empty());
        prop_assert_eq!(board.goal(seat), board.base(seat.goal()));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_board_specs_never_panic(spec in arbitrary_spec()) {
        match Board::from_spec(&spec) {
            Ok(board) => check_accepted(&board)?,
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }

    #[test]
    fn edited_board_specs_never_panic(edits in prop::collection::vec(edit(), 1..5)) {
        let mut spec = small_spec();
        for edit in &edits {
            apply(&mut spec, edit);
        }
        match Board::from_spec(&spec) {
            Ok(board) => check_accepted(&board)?,
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }

    #[test]
    fn mutated_board_texts_never_panic(cut in 0usize..2000, insert in "\\PC{0,4}", drop in 0usize..6) {
        let text = small_spec().to_string();
        let mut cut = cut.min(text.len());
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let mut end = (cut + drop).min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let mutated = format!("{}{}{}", &text[..cut], insert, &text[end..]);
        if let Ok(spec) = mutated.parse::<BoardSpec>() {
            match Board::from_spec(&spec) {
                Ok(board) => check_accepted(&board)?,
                Err(error) => prop_assert!(!error.to_string().is_empty()),
            }
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn boards_deserialize_only_when_valid() {
    let board = Board::from_spec(&small_spec()).unwrap();
    let json = serde_json::to_string(&board).unwrap();
    assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
    // The reference board round-trips too.
    let json = serde_json::to_string(&*Board::reference()).unwrap();
    assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), *Board::reference());
    // Deserializing validates: an unknown point, a missing corner.
    let mut spec = small_spec();
    spec.protected.push("q7".into());
    let error = serde_json::from_str::<Board>(&serde_json::to_string(&spec).unwrap()).unwrap_err();
    assert!(error.to_string().contains("unknown point `q7`"), "{error}");
    let mut spec = small_spec();
    spec.corners.pop();
    let error = serde_json::from_str::<Board>(&serde_json::to_string(&spec).unwrap()).unwrap_err();
    assert!(error.to_string().contains("South-East is missing"), "{error}");
    // Malformed JSON of the right shape is an error, not a panic.
    for text in ["{}", "[]", "null", r#"{"name":"x","points":[1],"lines":[],"corners":[],"protected":[]}"#] {
        assert!(serde_json::from_str::<Board>(text).is_err(), "{text}");
    }
}

#[cfg(feature = "serde")]
#[test]
fn board_specs_are_serde_values() {
    let spec = small_spec();
    let json = serde_json::to_string(&spec).unwrap();
    let back: BoardSpec = serde_json::from_str(&json).unwrap();
    assert_eq!(back, spec);
}

#[test]
fn oversized_specs_are_refused_by_size_before_any_name_is_read() {
    use boardkit_geometry::graph::{GraphError, MAX_LINES, MAX_POINTS};
    // Names that would be refused one by one: the size is checked first.
    let spec = BoardSpec { name: "big".into(), points: vec!["not a name".into(); 100_000], ..BoardSpec::default() };
    assert_eq!(
        Board::from_spec(&spec),
        Err(BoardError::Graph(GraphError::TooManyPoints { count: 100_000, max: MAX_POINTS }))
    );
    let mut spec = Board::reference().to_spec().with_name("dense");
    spec.lines = vec![("x".into(), "y".into()); MAX_LINES + 1];
    assert_eq!(
        Board::from_spec(&spec),
        Err(BoardError::Graph(GraphError::TooManyLines { count: MAX_LINES + 1, max: MAX_LINES }))
    );
    // At the limits themselves the size is fine: the names are what is refused.
    let spec = BoardSpec { name: "big".into(), points: vec!["not a name".into(); MAX_POINTS], ..BoardSpec::default() };
    let error = Board::from_spec(&spec).unwrap_err();
    assert!(!matches!(error, BoardError::Graph(GraphError::TooManyPoints { .. })), "{error:?}");
    let mut spec = Board::reference().to_spec().with_name("dense");
    spec.lines = vec![("x".into(), "y".into()); MAX_LINES];
    let error = Board::from_spec(&spec).unwrap_err();
    assert!(!matches!(error, BoardError::Graph(GraphError::TooManyLines { .. })), "{error:?}");
}

#[test]
fn a_point_name_is_found_only_when_it_is_whole() {
    let board = Board::reference();
    let name = |point| board.point_name(point).map(|n| n.to_string());
    for text in ["a1", "m13", "g7"] {
        assert_eq!(name(board.point_by_str(text).unwrap()).as_deref(), Some(text));
    }
    // A known coordinate followed by more characters is another name, not on this board.
    for text in ["a1x", "m13a", "g7_", "a01", "n1"] {
        assert_eq!(board.point_by_str(text), None, "{text}");
    }
    // On a board that has both `c3` and `c3x`, each name finds its own point and `c3y` none.
    let mut spec = small_spec();
    spec.points.push("c3x".into());
    spec.lines.push(("c3".into(), "c3x".into()));
    let board = Board::from_spec(&spec).unwrap();
    let name = |point| board.point_name(point).map(|n| n.to_string());
    assert_eq!(name(board.point_by_str("c3").unwrap()).as_deref(), Some("c3"));
    assert_eq!(name(board.point_by_str("c3x").unwrap()).as_deref(), Some("c3x"));
    assert_eq!(board.point_by_str("c3y"), None);
}

/// Names of a letter and a number from 1 to 127 are looked up by their
/// coordinates, other names by name. A board with a whole column `z1` to
/// `z127` (every coordinate of a letter, so that a wrong coordinate
/// formula sends two names to one slot), `z128`, `z999`, `a128` and
/// `z12345` (past the coordinates) builds, and each name finds its own
/// point.
#[test]
fn every_name_finds_its_own_point() {
    let mut spec = small_spec();
    let mut names: Vec<String> = (1..=127).map(|n| format!("z{n}")).collect();
    names.extend(["z128", "z999", "a128", "z12345"].map(String::from));
    let mut previous = "c3".to_string();
    for name in &names {
        spec.points.push(name.clone());
        spec.lines.push((previous, name.clone()));
        previous = name.clone();
    }
    let board = Board::from_spec(&spec).unwrap();
    for text in names.iter().map(String::as_str).chain(["a1", "c3", "e5"]) {
        let point = board.point_by_str(text).unwrap_or_else(|| panic!("{text}"));
        assert_eq!(board.point_name(point).map(|n| n.to_string()).as_deref(), Some(text));
    }
    assert_eq!(board.point_by_str("z0"), None);
    assert_eq!(board.point_by_str("y1"), None);
}

/// A board's debug form names it and counts its points.
#[test]
fn a_board_debugs_as_its_name_and_size() {
    assert_eq!(format!("{:?}", Board::from_spec(&small_spec()).unwrap()), "Board { name: \"small\", points: 25, .. }");
}

#[test]
fn max_moves_bounds_the_moves_of_every_throw() {
    use boardkit_core::{Game, SplitMix64, random_move};
    let mut rng = SplitMix64::new(5);
    for players in [2, 4] {
        let mut game = boardkit_sirocco::Sirocco::startpos(players).unwrap();
        let bound = game.board().max_moves();
        assert!(bound <= MAX_MOVES, "{bound}");
        let mut most = 0;
        for _ in 0..2_000 {
            for throw in 1..=6 {
                if let Ok(moves) = game.legal_moves_for_roll(throw) {
                    most = most.max(moves.len());
                }
            }
            let Some(mv) = random_move(&game, &mut rng) else { break };
            game.play(&mv).unwrap();
        }
        assert!(most > 1 && most <= bound, "{players} players: {most} moves seen, bound {bound}");
    }
}

/// The path rules a board gives for a seat are the ones its move tables
/// were made with: walking the graph under `path_rules(seat)` reaches, from
/// every point and for every throw, exactly the table's destinations.
#[test]
fn the_path_rules_give_the_destinations_of_the_move_tables() {
    let board = Board::reference();
    let mut nonempty = 0;
    for seat in Seat::ALL {
        let rules = board.path_rules(seat);
        for point in board.graph().points() {
            for throw in 1..=6 {
                let walked = board.graph().destinations(point, usize::from(throw), &rules);
                let tabled = board.destinations(seat, point, throw);
                assert_eq!(names(&board, walked), names(&board, tabled), "{seat:?} from {point:?}, throw {throw}");
                nonempty += usize::from(!tabled.is_empty());
            }
        }
    }
    assert!(nonempty > 2_000, "{nonempty} non-empty destination sets");
}

/// Two diagonal lines crossing between four points are drawn as one `X`,
/// whichever line the board lists first.
#[test]
fn crossing_diagonals_are_drawn_as_an_x() {
    for lines in [[("b4", "c5"), ("c4", "b5")], [("c4", "b5"), ("b4", "c5")]] {
        let mut spec = small_spec();
        spec.lines.extend(lines.iter().map(|&(a, b)| (a.to_string(), b.to_string())));
        let board = Board::from_spec(&spec).unwrap_or_else(|error| panic!("{error}"));
        let diagram = board.diagram().expect("a board on squares has a diagram");
        assert_eq!(diagram.lines().nth(1), Some("   |\\|X| |/|"), "{lines:?}\n{diagram}");
    }
}

/// The worst case of a move list, as `max_moves` documents it: for some
/// seat and throw, six pawns on the six points (the seat's own base or a
/// point on no base) with the most end points.
fn worst_case_moves(board: &Board) -> usize {
    let bases: Vec<_> = Seat::ALL.iter().map(|&seat| board.base(seat)).collect();
    let mut most = 0;
    for seat in Seat::ALL {
        for throw in 1..=6 {
            let mut counts: Vec<usize> = board
                .graph()
                .points()
                .filter(|point| !bases.contains(point) || *point == board.base(seat))
                .map(|point| board.destinations(seat, point, throw).len())
                .collect();
            counts.sort_unstable_by(|a, b| b.cmp(a));
            most = most.max(counts.iter().take(6).sum());
        }
    }
    most
}

/// `max_moves` is that worst case on the reference and small boards and
/// on small boards with 60 extra points hung on one point: on South-West's
/// base a1 (where its own base counts and the others do not: the base's
/// table is then among the largest), on its grey dot a2, and on the
/// centre. (Kills board.rs 500:63 `==` → `!=`, which counted the other
/// bases instead of the own one: 118 instead of 117 on the a1 board.)
#[test]
fn max_moves_is_the_worst_case_of_six_pawns() {
    let mut boards = vec![Board::reference().as_ref().clone(), Board::from_spec(&small_spec()).unwrap()];
    for hub in ["a1", "a2", "c3"] {
        let mut spec = small_spec();
        hang_leaves(&mut spec, hub, 60);
        boards.push(Board::from_spec(&spec).unwrap());
    }
    for board in &boards {
        assert_eq!(board.max_moves(), worst_case_moves(board), "{board:?}");
    }
    assert_eq!(boards[2].max_moves(), 117);
}
