//! Property tests of point-and-line boards: path destinations against a
//! brute-force enumeration, and the validator against random data.

use boardkit_geometry::graph::{BoardData, LineBoard, PathRules, PointId, PointSet};
use proptest::prelude::*;

/// Every simple path of exactly `steps` steps from `start` that keeps
/// `rules`, enumerated naively as point lists (in neighbour order: the
/// order a depth-first search meets them), then filtered by the rules
/// written out directly.
fn brute_force_paths(board: &LineBoard, start: PointId, steps: usize, rules: &PathRules) -> Vec<Vec<PointId>> {
    let mut paths: Vec<Vec<PointId>> = vec![vec![start]];
    for _ in 0..steps {
        let mut longer = Vec::new();
        for path in &paths {
            let last = *path.last().unwrap();
            for &next in board.neighbours(last) {
                if !path.contains(&next) {
                    let mut extended = path.clone();
                    extended.push(next);
                    longer.push(extended);
                }
            }
        }
        paths = longer;
    }
    let valid = |path: &Vec<PointId>| {
        let entered = &path[1..];
        if entered.iter().any(|p| rules.blocked.contains(*p)) {
            return false;
        }
        // A stopping point may only be the last point.
        if entered[..entered.len().saturating_sub(1)].iter().any(|p| rules.stops.contains(*p)) {
            return false;
        }
        // Once the path is outside the start region it never comes back.
        let mut outside = !rules.no_reentry.contains(start);
        for p in entered {
            let inside = rules.no_reentry.contains(*p);
            if inside && outside {
                return false;
            }
            outside |= !inside;
        }
        true
    };
    paths.into_iter().filter(|p| valid(p)).collect()
}

/// The end points of [`brute_force_paths`].
fn brute_force(board: &LineBoard, start: PointId, steps: usize, rules: &PathRules) -> PointSet {
    brute_force_paths(board, start, steps, rules).iter().map(|p| *p.last().unwrap()).collect()
}

/// The points reachable from `start` entering no blocked point, by a plain
/// breadth-first search.
fn reference_reachable(board: &LineBoard, start: PointId, blocked: PointSet) -> std::collections::BTreeSet<usize> {
    let mut seen = std::collections::BTreeSet::from([start.index()]);
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(point) = queue.pop_front() {
        for &next in board.neighbours(point) {
            if !blocked.contains(next) && seen.insert(next.index()) {
                queue.push_back(next);
            }
        }
    }
    seen
}

fn random_board() -> impl Strategy<Value = (LineBoard, Vec<usize>)> {
    (2usize..12).prop_flat_map(|n| {
        let lines = proptest::collection::vec((0..n, 0..n), 0..(n * 3));
        let marks = proptest::collection::vec(0usize..8, n);
        (Just(n), lines, marks).prop_map(|(n, lines, marks)| {
            let points: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
            let mut seen = std::collections::HashSet::new();
            let lines: Vec<(String, String)> = lines
                .into_iter()
                .filter(|&(a, b)| a != b && seen.insert((a.min(b), a.max(b))))
                .map(|(a, b)| (points[a].clone(), points[b].clone()))
                .collect();
            let board = LineBoard::from_data(&BoardData { points, lines, regions: vec![] }).unwrap();
            (board, marks)
        })
    })
}

/// The rules the marks of [`random_board`] give: bit 0 blocked, bit 1
/// stop, bit 2 start region (sparse enough to leave paths).
fn marked_rules(board: &LineBoard, marks: &[usize]) -> PathRules {
    let set = |bit: usize| -> PointSet {
        board.points().filter(|p| marks[p.index()] & bit != 0 && marks[p.index()] < 4 + bit).collect()
    };
    PathRules::new().with_blocked(set(1)).with_stops(set(2)).with_no_reentry(set(4))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn destinations_equal_brute_force((board, marks) in random_board(), start in 0usize..12, steps in 0usize..6) {
        let start = PointId::new(start % board.len()).unwrap();
        let rules = marked_rules(&board, &marks);
        for rules in [PathRules::new(), rules] {
            let fast = board.destinations(start, steps, &rules);
            prop_assert_eq!(fast, brute_force(&board, start, steps, &rules));
            let precomputed = board.path_table(steps, |_| rules);
            prop_assert_eq!(precomputed.get(start, steps), if steps == 0 { PointSet::EMPTY } else { fast });
            let table = board.destinations_up_to(start, steps, &rules);
            for (n, ends) in table.iter().enumerate() {
                prop_assert_eq!(*ends, brute_force(&board, start, n, &rules));
            }
        }
    }

    /// `path_to` gives the first valid path (in neighbour order) to each
    /// end, without its start, and `None` exactly where there is none.
    #[test]
    fn paths_are_the_first_brute_force_path((board, marks) in random_board(), start in 0usize..12, steps in 0usize..6) {
        let start = PointId::new(start % board.len()).unwrap();
        let rules = marked_rules(&board, &marks);
        for rules in [PathRules::new(), rules] {
            let paths = brute_force_paths(&board, start, steps, &rules);
            for end in board.points() {
                let expected = paths.iter().find(|path| path.last() == Some(&end)).map(|path| path[1..].to_vec());
                prop_assert_eq!(board.path_to(start, end, steps, &rules), expected, "to {} in {} steps", end.index(), steps);
            }
        }
    }

    /// `reachable` is a breadth-first search's set, the start included
    /// even when blocked.
    #[test]
    fn reachable_points_match_a_breadth_first_search((board, marks) in random_board(), start in 0usize..12) {
        let start = PointId::new(start % board.len()).unwrap();
        let blocked: PointSet = board.points().filter(|p| marks[p.index()] % 3 == 0).collect();
        for blocked in [PointSet::EMPTY, blocked] {
            let ids: std::collections::BTreeSet<usize> = board.reachable(start, blocked).iter().map(PointId::index).collect();
            prop_assert_eq!(ids, reference_reachable(&board, start, blocked));
        }
    }

    #[test]
    fn random_data_never_panics_the_validator(
        points in proptest::collection::vec("[a-c ]{0,2}", 0..8),
        lines in proptest::collection::vec(("[a-c]{0,2}", "[a-c]{0,2}"), 0..8),
        regions in proptest::collection::vec(("[r-s]{0,1}", proptest::collection::vec("[a-c]{1,2}", 0..3)), 0..3),
    ) {
        let data = BoardData { points, lines, regions };
        if let Ok(board) = LineBoard::from_data(&data) {
            prop_assert_eq!(board.len(), data.points.len());
            prop_assert_eq!(LineBoard::from_data(&board.to_data()).unwrap(), board.clone());
            for p in board.points() {
                prop_assert_eq!(board.point(board.name(p).unwrap()), Some(p));
            }
        } else {
            prop_assert!(!LineBoard::from_data(&data).unwrap_err().to_string().is_empty());
        }
    }

    #[test]
    fn point_set_ops_match_a_model(a in proptest::collection::btree_set(0usize..256, 0..40), b in proptest::collection::btree_set(0usize..256, 0..40)) {
        let sa: PointSet = a.iter().filter_map(|&i| PointId::new(i)).collect();
        let sb: PointSet = b.iter().filter_map(|&i| PointId::new(i)).collect();
        let ids = |s: PointSet| s.iter().map(PointId::index).collect::<Vec<_>>();
        prop_assert_eq!(ids(sa | sb), a.union(&b).copied().collect::<Vec<_>>());
        prop_assert_eq!(ids(sa & sb), a.intersection(&b).copied().collect::<Vec<_>>());
        prop_assert_eq!(ids(sa - sb), a.difference(&b).copied().collect::<Vec<_>>());
        prop_assert_eq!(sa.len(), a.len());
        prop_assert_eq!(sa.is_empty(), a.is_empty());
        prop_assert_eq!(PointSet::from_words(sa.to_words()), sa);
        let words = sa.to_words();
        for i in 0..256 {
            prop_assert_eq!(words[i / 64] >> (i % 64) & 1 == 1, a.contains(&i), "bit {}", i);
        }
        prop_assert_eq!(format!("{sa:?}"), format!("{a:?}"));
        let mut extended = sa;
        extended.extend(sb.iter());
        prop_assert_eq!(extended, sa | sb);
        let mut removed = sa;
        for &i in &b {
            prop_assert_eq!(removed.remove(PointId::new(i).unwrap()), a.contains(&i));
        }
        prop_assert_eq!(removed, sa - sb);
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_validates_on_deserialize() {
    let good = r#"{"points":["a","b"],"lines":[["a","b"]],"regions":[["home",["a"]]]}"#;
    let board: LineBoard = serde_json::from_str(good).unwrap();
    assert_eq!(board.len(), 2);
    let text = serde_json::to_string(&board).unwrap();
    assert_eq!(text, good);
    let bad = r#"{"points":["a","b"],"lines":[["a","c"]],"regions":[]}"#;
    let error = serde_json::from_str::<LineBoard>(bad).unwrap_err();
    assert!(error.to_string().contains("unknown point `c`"), "{error}");
}

#[test]
fn huge_path_lengths_are_answered_without_panicking() {
    let data = BoardData::new(["a", "b", "c"], [("a", "b"), ("b", "c")], []);
    let board = LineBoard::from_data(&data).unwrap();
    let [a, c] = ["a", "c"].map(|n| board.point(n).unwrap());
    // No simple path has MAX_POINTS steps or more, so lengths beyond that are empty.
    assert!(board.destinations(a, usize::MAX, &PathRules::new()).is_empty());
    let table = board.destinations_up_to(a, usize::MAX, &PathRules::new());
    assert_eq!(table.get(2).copied(), Some(PointSet::from_iter([c])));
    assert!(table.iter().skip(3).all(|ends| ends.is_empty()));
    let precomputed = board.path_table(usize::MAX, |_| PathRules::new());
    assert!(precomputed.get(a, 2).contains(c));
    assert!(precomputed.get(a, usize::MAX).is_empty());
    assert!(precomputed.get(a, 300).is_empty());
    // Capped at MAX_POINTS - 1 steps, and every point's entries where they belong.
    assert_eq!(precomputed.max_steps(), 255);
    assert_eq!(board.path_table(2, |_| PathRules::new()).max_steps(), 2);
    assert_eq!(precomputed.get(c, 2), PointSet::from_iter([a]));
    assert_eq!(precomputed.get(board.point("b").unwrap(), 1), PointSet::from_iter([a, c]));
    assert_eq!(board.path_to(a, c, usize::MAX, &PathRules::new()), None);
    assert_eq!(board.path_to(a, c, 3, &PathRules::new()), None);
}

/// On a line of all 256 points the longest simple path has 255 steps: it
/// ends at the far end, and 256 or more steps reach nothing.
#[test]
fn the_longest_path_on_the_largest_board_has_255_steps() {
    let names: Vec<String> = (0..256).map(|i| format!("p{i}")).collect();
    let lines: Vec<(String, String)> = names.windows(2).map(|pair| (pair[0].clone(), pair[1].clone())).collect();
    let board = LineBoard::from_data(&BoardData { points: names, lines, regions: vec![] }).unwrap();
    let [first, last] = ["p0", "p255"].map(|name| board.point(name).unwrap());
    let rules = PathRules::new();
    assert_eq!(board.destinations(first, 255, &rules), PointSet::from_iter([last]));
    for steps in [256, 257, 300, usize::MAX] {
        assert!(board.destinations(first, steps, &rules).is_empty(), "{steps} steps");
        assert_eq!(board.path_to(first, last, steps, &rules), None, "{steps} steps");
    }
    let path = board.path_to(first, last, 255, &rules).expect("along the line");
    assert_eq!(path.len(), 255);
    assert_eq!(path.last(), Some(&last));
    assert_eq!(board.reachable(first, PointSet::EMPTY), board.all_points());
}

/// The board's plain accessors: emptiness, every point, names, and the
/// conversion back to data.
#[test]
fn a_board_reports_its_points_and_converts_back_to_its_data() {
    let data = BoardData::new(["a", "b", "c"], [("a", "b"), ("b", "c")], [("home", vec!["a"])]);
    let board = LineBoard::from_data(&data).unwrap();
    assert!(!board.is_empty());
    // A point in any one word of the set, or the same bits in two words,
    // makes a set that is not empty.
    for ids in [&[0][..], &[64], &[130], &[255], &[130, 194], &[2, 66], &[66, 130]] {
        let set: PointSet = ids.iter().map(|&i| PointId::new(i).unwrap()).collect();
        assert!(!set.is_empty(), "{ids:?}");
    }
    assert!(PointSet::EMPTY.is_empty() && PointSet::default().is_empty());
    assert!(LineBoard::from_data(&BoardData::default()).unwrap().is_empty());
    assert_eq!(board.all_points(), board.points().collect::<PointSet>());
    assert_eq!(board.all_points().len(), 3);
    let names: Vec<&str> = board.points().map(|p| board.name(p).unwrap()).collect();
    assert_eq!(names, ["a", "b", "c"]);
    assert_eq!(board.name(PointId::new(3).unwrap()), None);
    assert_eq!(BoardData::from(board.clone()), data);
    // A start the board does not have reaches nothing.
    assert!(board.reachable(PointId::new(3).unwrap(), PointSet::EMPTY).is_empty());
    // A blocked neighbour cuts the line; the start itself is never entered.
    let b = board.point("b").unwrap();
    assert_eq!(board.reachable(board.point("a").unwrap(), PointSet::from_iter([b])).len(), 1);
    assert_eq!(board.reachable(b, PointSet::from_iter([b])).len(), 3);
}
