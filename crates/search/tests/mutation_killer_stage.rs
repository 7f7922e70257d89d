//! The killer stage of a staged alpha-beta node, seen through the order in
//! which the evaluation is asked about leaves (from mutation testing:
//! nothing pinned which killers the stage searches, alpha_beta.rs 621).
//!
//! [`AlphaBeta::with_staged_moves`] documents the staged order: the
//! tactical moves the evaluation rates promising, then the killers, then
//! the rest, so that a killer is searched before a move rated promising
//! that is not tactical. The stage leaves out only a killer the tactical
//! stage has searched already (a tactical move rated promising).

mod common;

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};
use boardkit_search::{AlphaBeta, Evaluate, Limits};
use common::toy::Illegal;

/// A small tree: the root has the moves 5, 6 and 7, every other node the
/// moves 0–4, of which 4 is tactical (and the only move the tactical
/// generator lists); two players taking turns, over after eight plies. Its
/// legality test is cheap, so the search stages its nodes. The root's
/// moves are not the others' numbers, so that the history of cut-offs
/// below does not reorder the root.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct StagedTree {
    line: Vec<u8>,
}

impl StagedTree {
    fn moves(&self) -> std::ops::Range<u8> {
        match self.line.len() {
            0 => 5..8,
            1..8 => 0..5,
            _ => 0..0,
        }
    }
}

impl fmt::Display for StagedTree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        common::toy::write_line(f, &self.line)
    }
}

impl FromStr for StagedTree {
    type Err = String;
    fn from_str(text: &str) -> Result<StagedTree, String> {
        Ok(StagedTree { line: common::toy::parse_line(text)? })
    }
}

impl Game for StagedTree {
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
        moves.extend(self.moves());
    }
    fn generate_tactical_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        moves.extend(self.moves().filter(|mv| self.is_tactical(mv)));
    }
    fn is_legal_cheaply(&self, mv: &u8) -> Option<bool> {
        Some(self.moves().contains(mv))
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        common::toy::play_checked(self, mv)
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.line.push(*mv);
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        (self.line.len() >= 8).then_some(Outcome { verdict: Verdict::Draw, reason: "eight plies" })
    }
    fn is_tactical(&self, mv: &u8) -> bool {
        *mv == 4 && !self.line.is_empty()
    }
    fn position_hash(&self) -> u64 {
        common::toy::line_hash(&self.line)
    }
}

/// Remembers every leaf it judges, in order. Seat 1 wants to answer with
/// `refutation` (worth 5 to it); nothing else matters. The priorities of
/// seat 1's moves depend on the root move above them: `below_6` under 6,
/// `below_7` under 7, 0 elsewhere (by move 0–4).
#[derive(Clone)]
struct Scripted {
    refutation: u8,
    below_6: [i32; 5],
    below_7: [i32; 5],
    leaves: Rc<RefCell<Vec<Vec<u8>>>>,
}

impl Evaluate<StagedTree> for Scripted {
    fn evaluate(&self, game: &StagedTree, player: u8) -> i32 {
        self.leaves.borrow_mut().push(game.line.clone());
        let for_seat_0 = if game.line.get(1) == Some(&self.refutation) { -5 } else { 0 };
        if player == 0 { for_seat_0 } else { -for_seat_0 }
    }

    fn move_priority(&self, game: &StagedTree, mv: &u8) -> i32 {
        let priorities = match game.line.first() {
            Some(6) if game.line.len() == 1 => self.below_6,
            Some(7) if game.line.len() == 1 => self.below_7,
            _ => [0; 5],
        };
        priorities.get(usize::from(*mv)).copied().unwrap_or(0)
    }
}

/// The leaves below root move 7 in the depth-2 search, after the depth-1
/// iteration. Under root move 5 (the first, the table's move from depth 1,
/// searched with the full window) seat 1 tries every answer and finds its
/// refutation; under 6 (a null window) the refutation cuts the node off
/// and becomes seat 1's killer; under 7 the killer stage meets it.
fn leaves_below_7(evaluation: Scripted) -> Vec<Vec<u8>> {
    let refutation = evaluation.refutation;
    let leaves = Rc::clone(&evaluation.leaves);
    let mut bot = AlphaBeta::new(evaluation, Limits::depth(2)).with_hash_mb(1).with_staged_moves(true);
    let report = bot.search(&StagedTree::default()).expect("seat 0 is to move");
    assert_eq!((report.depth, report.score), (2, -5));
    let leaves = leaves.borrow();
    let below = |root: u8| -> Vec<u8> {
        leaves.iter().filter(|leaf| leaf.len() == 2 && leaf[0] == root).map(|leaf| leaf[1]).collect()
    };
    // (The refutation raises alpha there, so it is searched again with the
    // full window after its null-window search.)
    let mut below_5 = below(5);
    below_5.sort_unstable();
    below_5.dedup();
    assert_eq!(below_5, [0, 1, 2, 3, 4], "the first root move's node searches every answer");
    assert_eq!(below(6).last(), Some(&refutation), "6 is cut off by the refutation: {:?}", below(6));
    leaves.iter().filter(|leaf| leaf.len() == 2 && leaf[0] == 7).cloned().collect()
}

/// A quiet killer that is rated promising in the next position (and not
/// tactical) is searched in the killer stage, before the more promising
/// quiet move 3: it cuts at once. (Kills the stage leaving out every
/// killer rated promising, `&&` → `||` at alpha_beta.rs 621:71, which
/// would search 3 first.)
#[test]
fn a_killer_rated_promising_is_searched_before_other_promising_quiet_moves() {
    let evaluation = Scripted {
        refutation: 2,
        // Under 6: 3 promising, the refutation 2 quiet, so it becomes a killer.
        below_6: [0, 0, 0, 1, 0],
        // Under 7: 2 promising, 3 more so; neither is tactical.
        below_7: [0, 0, 1, 2, 0],
        leaves: Rc::default(),
    };
    assert_eq!(leaves_below_7(evaluation), [vec![7, 2]]);
}

/// A tactical killer that the evaluation rates 0 in the next position was
/// not searched by the tactical stage (it searches only moves rated
/// promising), so the killer stage searches it, before the promising quiet
/// move 3: it cuts at once. (Kills `> 0` → `>= 0` at alpha_beta.rs 621:67,
/// which would leave it to the end, after 3, and `&&` → `||` at 621:71.)
#[test]
fn a_tactical_killer_rated_zero_is_searched_in_the_killer_stage() {
    let evaluation = Scripted {
        refutation: 4,
        // Under 6: the refutation 4 (tactical) unpromising, so it becomes a killer.
        below_6: [0, 0, 0, 1, -1],
        // Under 7: 4 rated 0, 3 promising but quiet.
        below_7: [0, 0, 0, 1, 0],
        leaves: Rc::default(),
    };
    assert_eq!(leaves_below_7(evaluation), [vec![7, 4]]);
}
