//! The alpha-beta searcher's documented move ordering, seen through the
//! order in which it asks the evaluation about leaves (from mutation
//! testing: nothing pinned the order, so the ordering classes could
//! collapse unnoticed).

mod common;

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use boardkit_core::{Game, Outcome, PlayerList, Turn};
use boardkit_search::{AlphaBeta, Evaluate, Limits};
use common::toy::Illegal;

/// A uniform tree: five moves (0–4) at every node, of which 4 is tactical,
/// two players taking turns, over after eight plies (a draw); the state is
/// the line played.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Tree {
    line: Vec<u8>,
}

impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("line ")?;
        self.line.iter().try_for_each(|mv| write!(f, "{mv}"))
    }
}

impl FromStr for Tree {
    type Err = String;
    fn from_str(text: &str) -> Result<Tree, String> {
        let digits = text.strip_prefix("line ").ok_or("a line")?;
        let line = digits.bytes().map(|b| if b.is_ascii_digit() { Ok(b - b'0') } else { Err("a digit") });
        Ok(Tree { line: line.collect::<Result<_, _>>()? })
    }
}

impl Game for Tree {
    type Player = u8;
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }
    fn turn(&self) -> Turn<u8> {
        if self.line.len() >= 8 { Turn::Over } else { Turn::Player(self.line.len() as u8 % 2) }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.line.len() < 8 {
            moves.extend(0..5);
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        if !self.is_legal(mv) {
            return Err(Illegal(*mv));
        }
        self.play_unchecked(mv);
        Ok(())
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.line.push(*mv);
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        (self.line.len() >= 8).then_some(Outcome { verdict: boardkit_core::Verdict::Draw, reason: "eight plies" })
    }
    /// Move 4 is tactical (for quiescence).
    fn is_tactical(&self, mv: &u8) -> bool {
        *mv == 4
    }
    fn position_hash(&self) -> u64 {
        let start = 0xcbf2_9ce4_8422_2325_u64 ^ self.line.len() as u64;
        self.line.iter().fold(start, |h, mv| (h ^ u64::from(*mv)).wrapping_mul(0x0100_0000_01b3))
    }
}

/// Remembers every leaf it judges, in order. Seat 1 wants its first move
/// to be 1 (worth 10 to it); nothing else matters. Move 4 is rated most
/// promising, then 3; move 0 unpromising; 1 and 2 quiet.
#[derive(Clone, Default)]
struct Logged {
    leaves: Rc<RefCell<Vec<Vec<u8>>>>,
}

impl Evaluate<Tree> for Logged {
    fn evaluate(&self, game: &Tree, player: u8) -> i32 {
        self.leaves.borrow_mut().push(game.line.clone());
        let for_seat_0 = if game.line.get(1) == Some(&1) { -10 } else { 0 };
        if player == 0 { for_seat_0 } else { -for_seat_0 }
    }

    fn move_priority(&self, _: &Tree, mv: &u8) -> i32 {
        match mv {
            4 => 2,
            3 => 1,
            0 => -1,
            _ => 0,
        }
    }
}

/// At seat 1's node below the first root move, the third iteration tries
/// the table's move (1, its best at depth 2) first, then the promising
/// moves by their priority (4, 3), then the quiet one (2), last the
/// unpromising one (0), as the type's documentation orders them. (Kills
/// the ordering classes collapsing, `CLASS = 1 << 40` → `1 >> 40`, which
/// puts the promising moves before the table's.)
#[test]
fn the_table_move_comes_first_then_promising_quiet_and_unpromising_moves() {
    let evaluation = Logged::default();
    let leaves = Rc::clone(&evaluation.leaves);
    let mut bot = AlphaBeta::new(evaluation, Limits::depth(3)).with_hash_mb(1);
    let mut iteration_ends = Vec::new();
    let report = bot
        .search_with_progress(&Tree::default(), |report| iteration_ends.push((report.depth, leaves.borrow().len())))
        .expect("seat 0 is to move");
    assert_eq!(report.depth, 3);
    assert_eq!(iteration_ends.iter().map(|(depth, _)| *depth).collect::<Vec<_>>(), [1, 2, 3]);
    let leaves = leaves.borrow();
    // Depth 1 judges the five children in the game's order (no ordering at the root's first iteration).
    assert_eq!(leaves[..iteration_ends[0].1], [[0], [1], [2], [3], [4]]);
    // The third iteration: its first root move's subtree, seat 1's moves in the order first tried.
    let third = &leaves[iteration_ends[1].1..];
    let first_root_move = third[0][0];
    let mut order: Vec<u8> = Vec::new();
    for leaf in third.iter().take_while(|leaf| leaf[0] == first_root_move) {
        assert_eq!(leaf.len(), 3, "{leaf:?}");
        if order.last() != Some(&leaf[1]) {
            order.push(leaf[1]);
        }
    }
    assert_eq!(order, [1, 4, 3, 2, 0]);
    // And at depth 2 (no table move yet): promising, quiet in the game's order, unpromising.
    let second = &leaves[iteration_ends[0].1..iteration_ends[1].1];
    let mut order: Vec<u8> = Vec::new();
    for leaf in second.iter().take_while(|leaf| leaf[0] == second[0][0]) {
        // A move that raises alpha is searched again at once, with the full window.
        if order.last() != Some(&leaf[1]) {
            order.push(leaf[1]);
        }
    }
    assert_eq!(order, [4, 3, 1, 2, 0]);
}

/// Past the depth limit, quiescence judges a leaf as it stands, then
/// searches its tactical replies (kills the tactical move generation of
/// the per-ply buffers returning no move, `generate_tactical` → 0).
#[test]
fn quiescence_searches_the_tactical_moves_past_the_horizon() {
    let evaluation = Logged::default();
    let leaves = Rc::clone(&evaluation.leaves);
    let mut bot = AlphaBeta::new(evaluation, Limits::depth(1)).with_hash_mb(1).with_quiescence(1);
    bot.search(&Tree::default()).expect("seat 0 is to move");
    // The first root move is searched with the full window: its child stands
    // pat at 0, then its one tactical reply, 4, is judged.
    assert_eq!(leaves.borrow()[..2], [vec![0], vec![0, 4]]);
    // Without quiescence, only the five children.
    let evaluation = Logged::default();
    let plain = Rc::clone(&evaluation.leaves);
    AlphaBeta::new(evaluation, Limits::depth(1)).with_hash_mb(1).search(&Tree::default());
    assert_eq!(*plain.borrow(), [[0], [1], [2], [3], [4]]);
}

/// Each search reports its own line: after a deeper search, a one-ply
/// search's principal variation is its move alone, and every line is a
/// legal line from the root (kills the per-ply line never being emptied,
/// `clear_line` → nothing, which left the deeper search's line behind).
#[test]
fn a_shallower_search_reports_only_its_own_line() {
    let mut bot = AlphaBeta::new(Logged::default(), Limits::depth(4)).with_hash_mb(1);
    let deep = bot.search(&Tree::default()).expect("seat 0 is to move");
    assert_eq!(deep.depth, 4);
    assert!(!deep.principal_variation.is_empty() && deep.principal_variation.len() <= 4, "{deep:?}");
    assert_eq!(deep.principal_variation[0], deep.best_move);
    bot.set_limits(Limits::depth(1));
    let shallow = bot.search(&Tree::default()).expect("seat 0 is to move");
    assert_eq!(shallow.depth, 1);
    assert_eq!(shallow.principal_variation, [shallow.best_move]);
    for report in [deep, shallow] {
        let mut game = Tree::default();
        for mv in &report.principal_variation {
            game.play(mv).expect("a principal variation is a legal line");
        }
    }
}

/// Pseudo-random leaf values (a hash of the line, for seat 0; the
/// opposite for seat 1): the score is plain minimax's at every depth and
/// from several positions (kills the principal-variation re-search dropped,
/// `value > alpha && value < beta` → `false`, which kept a null window's
/// bound as the value).
#[test]
fn the_score_is_the_minimax_value_of_varied_leaves() {
    let noisy = |game: &Tree, player: u8| {
        let value = (game.position_hash() % 201) as i32 - 100;
        if player == 0 { value } else { -value }
    };
    for line in [vec![], vec![0], vec![1, 2], vec![3, 3, 1], vec![4, 0, 2, 1]] {
        let game = Tree { line };
        for depth in 1..=4 {
            let expected = common::reference::root_minimax(&game, depth, &noisy).expect("a player is to move");
            let report = AlphaBeta::new(noisy, Limits::depth(depth)).with_hash_mb(1).search(&game).expect("a move");
            assert_eq!(report.score, expected, "{game}, depth {depth}");
        }
    }
}
