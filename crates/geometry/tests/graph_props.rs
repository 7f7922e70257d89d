//! Property tests of point-and-line boards: path destinations against a
//! brute-force enumeration, and the validator against random data.

use boardkit_geometry::graph::{BoardData, LineBoard, PathRules, PointId, PointSet};
use proptest::prelude::*;

/// Every simple path of exactly `steps` steps from `start`, enumerated
/// naively as point lists, then filtered by the rules written out directly.
fn brute_force(board: &LineBoard, start: PointId, steps: usize, rules: &PathRules) -> PointSet {
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
    paths.iter().filter(|p| valid(p)).map(|p| *p.last().unwrap()).collect()
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn destinations_equal_brute_force((board, marks) in random_board(), start in 0usize..12, steps in 0usize..6) {
        let start = PointId::new(start % board.len()).unwrap();
        // Marks: bit 0 blocked, bit 1 stop, bit 2 start region (sparse enough to leave paths).
        let set = |bit: usize| -> PointSet {
            board.points().filter(|p| marks[p.index()] & bit != 0 && marks[p.index()] < 4 + bit).collect()
        };
        let rules = PathRules::new().with_blocked(set(1)).with_stops(set(2)).with_no_reentry(set(4));
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
}
