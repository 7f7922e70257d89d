//! Board data beyond the documented size limits is refused at once with an
//! error naming the limit; data inside them validates (in time linear in its
//! size: the checks of repeated names and lines are hashed or bit sets).

use boardkit_geometry::graph::{BoardData, GraphError, LineBoard, MAX_LINES, MAX_POINTS, MAX_REGIONS};

fn points(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("p{i}")).collect()
}

fn every_line(points: &[String]) -> Vec<(String, String)> {
    let mut lines = Vec::new();
    for (i, a) in points.iter().enumerate() {
        for b in &points[i + 1..] {
            lines.push((a.clone(), b.clone()));
        }
    }
    lines
}

#[test]
fn the_largest_board_validates() {
    let points = points(MAX_POINTS);
    let lines = every_line(&points);
    assert_eq!(lines.len(), MAX_LINES);
    let regions: Vec<(String, Vec<String>)> =
        (0..MAX_REGIONS).map(|i| (format!("r{i}"), vec![points[i % MAX_POINTS].clone()])).collect();
    let board = LineBoard::from_data(&BoardData { points, lines, regions }).expect("valid");
    assert_eq!(board.len(), MAX_POINTS);
    assert_eq!(board.lines().len(), MAX_LINES);
    assert_eq!(board.regions().count(), MAX_REGIONS);
    assert!(board.points().all(|p| board.degree(p) == MAX_POINTS - 1));
    assert_eq!(board.region("r300").map(|set| set.len()), Some(1));
}

#[test]
fn more_regions_than_the_limit_are_refused_before_any_is_read() {
    let points = points(4);
    // 100,000 regions used to take 25 s (a quadratic duplicate check).
    let regions: Vec<(String, Vec<String>)> = (0..100_000).map(|i| (format!("r{i}"), vec!["nowhere".into()])).collect();
    let error = LineBoard::from_data(&BoardData { points, lines: Vec::new(), regions }).expect_err("too many");
    assert_eq!(error, GraphError::TooManyRegions { count: 100_000, max: MAX_REGIONS });
    assert_eq!(error.to_string(), "a board may have at most 1024 regions, this one has 100000");
}

#[test]
fn more_lines_than_every_pair_are_refused_before_any_is_read() {
    let lines = vec![("a".to_string(), "b".to_string()); MAX_LINES + 1];
    let error =
        LineBoard::from_data(&BoardData { points: points(2), lines, regions: Vec::new() }).expect_err("too many");
    assert_eq!(error, GraphError::TooManyLines { count: MAX_LINES + 1, max: MAX_LINES });
}

#[test]
fn repeats_are_found_wherever_they_are() {
    // The last region repeats the first; the last line repeats the first, backwards.
    let points = points(MAX_POINTS);
    let mut regions: Vec<(String, Vec<String>)> = (0..MAX_REGIONS - 1).map(|i| (format!("r{i}"), Vec::new())).collect();
    regions.push(("r0".into(), Vec::new()));
    let error = LineBoard::from_data(&BoardData { points: points.clone(), lines: Vec::new(), regions })
        .expect_err("repeated region");
    assert_eq!(error, GraphError::DuplicateRegion { name: "r0".into() });
    let mut lines = every_line(&points);
    lines.pop();
    lines.push(("p1".into(), "p0".into()));
    let error = LineBoard::from_data(&BoardData { points, lines, regions: Vec::new() }).expect_err("repeated line");
    assert_eq!(error, GraphError::DuplicateLine { line: MAX_LINES - 1, a: "p1".into(), b: "p0".into() });
}

#[test]
fn long_member_lists_are_fine() {
    let points = points(3);
    let members: Vec<String> = (0..100_000).map(|i| points[i % 3].clone()).collect();
    let board = LineBoard::from_data(&BoardData { points, lines: Vec::new(), regions: vec![("all".into(), members)] })
        .expect("valid");
    assert_eq!(board.region("all").map(|set| set.len()), Some(3));
}
