//! Tests written to kill the survivors of mutation testing
//! (docs/mutation-testing.md): behaviour the other tests did not pin.

use boardkit_core::{RandomSource, SplitMix64};
use boardkit_scirocco::{Position, RuleOptions, StartArray, perft};

const VECTORS: &str = include_str!("data/perft.txt");

/// The positions of the pinned perft vectors (every piece type, relays,
/// jump-captures, captures without moving and promotions on the board).
fn crafted() -> Vec<Position> {
    VECTORS.lines().filter_map(|line| line.strip_prefix("epd ")).map(|fen| fen.parse().unwrap()).collect()
}

/// The positions of a random walk of pseudo-legal moves from `start`
/// (`plies` of them at most; it stops where the game is over).
fn walk(start: Position, plies: usize, rng: &mut SplitMix64) -> Vec<Position> {
    let mut out = vec![start];
    let mut position = start;
    for _ in 0..plies {
        let moves = position.pseudo_legal_moves();
        if moves.is_empty() {
            break;
        }
        position = position.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
        out.push(position);
    }
    out
}

/// Positions of random walks from the start, from other start arrays, with
/// the literal Dervish and from the crafted middlegames: many with relays,
/// some where the game is over (a royal captured).
fn positions() -> Vec<Position> {
    let mut rng = SplitMix64::new(15);
    let mut out = Vec::new();
    let arrays: Vec<StartArray> = StartArray::all().collect();
    for game in 0..8 {
        let array = arrays[rng.below(arrays.len() as u64) as usize];
        let mut start = *boardkit_scirocco::Scirocco::from_array(array).position();
        if game % 2 == 1 {
            start = start.with_options(RuleOptions::LITERAL_DERVISH);
        }
        out.extend(walk(start, 60, &mut rng));
    }
    for start in crafted() {
        out.extend(walk(start, 25, &mut rng));
    }
    out
}

/// The two-ply count (the last two plies counted together, reusing the
/// opponent's counts from before each move) equals the one-ply counts of
/// every child summed, position by position, over random positions.
#[test]
fn two_ply_perft_is_the_sum_of_the_children_one_ply_counts() {
    let mut checked = 0;
    let mut over = 0;
    for position in positions() {
        let children: Vec<Position> =
            position.pseudo_legal_moves().iter().map(|mv| position.play_unchecked(mv)).collect();
        over += children.iter().filter(|child| child.pseudo_legal_moves().is_empty()).count();
        let expected: u64 = children.iter().map(|child| child.pseudo_legal_moves().len() as u64).sum();
        assert_eq!(perft(&position, 2), expected, "{position}");
        checked += 1;
    }
    assert!(checked > 500, "{checked} positions");
    assert!(over > 0, "some moves end the game");
}
