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
use boardkit_search::{AlphaBeta, Bot, DEFAULT_HASH_MB, Evaluate, Limits, MAX_DEPTH, WIN};
use common::toy::{Corridor, Illegal, Pile};

/// A uniform tree: five moves (0–4) at every node, of which 4 is tactical,
/// two players taking turns, over after eight plies (a draw); the state is
/// the line played.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Tree {
    line: Vec<u8>,
}

impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        common::toy::write_line(f, &self.line)
    }
}

impl FromStr for Tree {
    type Err = String;
    fn from_str(text: &str) -> Result<Tree, String> {
        Ok(Tree { line: common::toy::parse_line(text)? })
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
        common::toy::play_checked(self, mv)
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
        common::toy::line_hash(&self.line)
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
/// searches its tactical replies, unless standing pat already reaches beta
/// (kills the tactical move generation of the per-ply buffers returning no
/// move, `generate_tactical` → 0, and the stand-pat cut applied only at
/// the deepest ply, alpha_beta.rs 543:48 `||` → `&&`).
#[test]
fn quiescence_searches_the_tactical_moves_past_the_horizon() {
    let evaluation = Logged::default();
    let leaves = Rc::clone(&evaluation.leaves);
    let mut bot = AlphaBeta::new(evaluation, Limits::depth(1)).with_hash_mb(1).with_quiescence(1);
    let report = bot.search(&Tree::default()).expect("seat 0 is to move");
    // The first root move is searched with the full window: its child stands
    // pat at 0, then its one tactical reply, 4, is judged. The other root
    // moves get the null window (0, 1): their children stand pat at 0 for
    // seat 1, which is seat 1's beta, so their tactical replies are cut.
    assert_eq!(*leaves.borrow(), [vec![0], vec![0, 4], vec![1], vec![2], vec![3], vec![4]]);
    assert_eq!((report.score, report.nodes), (0, 6));
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

/// Seat 0's value of a line.
type LineValue = Rc<dyn Fn(&[u8]) -> i32>;

/// A scripted evaluation of `Tree` lines: `value` gives seat 0's value of
/// a line (seat 1's is its negation), `priority` a move's priority at a
/// line; every leaf judged is logged.
#[derive(Clone)]
struct Scripted {
    value: LineValue,
    priority: fn(&[u8], u8) -> i32,
    leaves: Rc<RefCell<Vec<Vec<u8>>>>,
}

impl Scripted {
    fn new(value: impl Fn(&[u8]) -> i32 + 'static, priority: fn(&[u8], u8) -> i32) -> Scripted {
        Scripted { value: Rc::new(value), priority, leaves: Rc::default() }
    }
}

impl Evaluate<Tree> for Scripted {
    fn evaluate(&self, game: &Tree, player: u8) -> i32 {
        self.leaves.borrow_mut().push(game.line.clone());
        let for_seat_0 = (self.value)(&game.line);
        if player == 0 { for_seat_0 } else { -for_seat_0 }
    }

    fn move_priority(&self, game: &Tree, mv: &u8) -> i32 {
        (self.priority)(&game.line, *mv)
    }
}

/// `Logged`'s priorities: 4, then 3, promising; 0 unpromising; 1 and 2 quiet.
fn four_then_three(_: &[u8], mv: u8) -> i32 {
    match mv {
        4 => 2,
        3 => 1,
        0 => -1,
        _ => 0,
    }
}

/// A search from the empty line to `depth`, with late move reductions and
/// a table of one bucket (0 MiB: a reduced search is not answered by the
/// previous iteration's entry for its node, which had the same depth left):
/// its report and the leaves judged by its last iteration.
fn reduced_search(evaluation: Scripted, depth: u32) -> (boardkit_search::SearchReport<u8>, Vec<Vec<u8>>) {
    search_logged(evaluation, depth, true)
}

/// The same search, with or without the reductions.
fn search_logged(
    evaluation: Scripted,
    depth: u32,
    reductions: bool,
) -> (boardkit_search::SearchReport<u8>, Vec<Vec<u8>>) {
    let leaves = Rc::clone(&evaluation.leaves);
    let mut last_start = 0;
    let mut bot =
        AlphaBeta::new(evaluation, Limits::depth(depth)).with_hash_mb(0).with_late_move_reductions(reductions);
    let mut previous_end = 0;
    let report = bot
        .search_with_progress(&Tree::default(), |_| {
            last_start = previous_end;
            previous_end = leaves.borrow().len();
        })
        .expect("seat 0 is to move");
    assert_eq!(report.depth, depth);
    let last = leaves.borrow()[last_start..].to_vec();
    (report, last)
}

/// The lengths of the leaves below `prefix`, in the order judged.
fn lengths_below(leaves: &[Vec<u8>], prefix: &[u8]) -> Vec<usize> {
    leaves.iter().filter(|leaf| leaf.starts_with(prefix)).map(Vec::len).collect()
}

/// With late move reductions, at seat 1's node below the first root move
/// (`depth - 1` plies left, searched with the full window) the moves
/// tried fourth and fifth, 2 and 0 (quiet: no priority above 0, no killer,
/// not the table's), are searched one ply shallower, and since they do
/// not beat seat 1's best (1) they are not searched again; the table's
/// move (1) and the promising ones (4, 3) get the full depth. At depth 6
/// the reduced search is still two plies shorter than its node's depth
/// (`depth - 2`, not half of it). The score stays the minimax value.
/// (Kills the reduction's conditions and depth: 416:58 `==`, `>`, 416:62
/// `/`, 417:51, 419:86 `+` and `/`, 420:26 and 421:30 `<`.)
#[test]
fn late_move_reductions_search_late_quiet_moves_one_ply_shallower() {
    let seat_1_wants_1 = || Scripted::new(|line| if line.get(1) == Some(&1) { -10 } else { 0 }, four_then_three);
    for depth in [4, 6] {
        let (report, leaves) = reduced_search(seat_1_wants_1(), depth);
        assert_eq!(report.score, -10, "depth {depth}");
        let full = depth as usize;
        for mv in [1, 4, 3] {
            let lengths = lengths_below(&leaves, &[0, mv]);
            assert_eq!(lengths.first(), Some(&full), "depth {depth}, below 0 {mv}: {lengths:?}");
        }
        for mv in [2, 0] {
            let lengths = lengths_below(&leaves, &[0, mv]);
            assert!(
                !lengths.is_empty() && lengths.iter().all(|n| *n == full - 1),
                "depth {depth}, below 0 {mv}: {lengths:?}"
            );
        }
        // Without reductions every move below the first root move gets the full depth first.
        let evaluation = seat_1_wants_1();
        let plain = Rc::clone(&evaluation.leaves);
        AlphaBeta::new(evaluation, Limits::depth(depth)).with_hash_mb(1).search(&Tree::default());
        let plain = plain.borrow();
        for mv in 0..5 {
            let lengths = lengths_below(&plain, &[0, mv]);
            assert_eq!(lengths.last(), Some(&full), "depth {depth}, without reductions, below 0 {mv}");
        }
    }
}

/// Killers and moves with a history are not all alike: with 4 and 3
/// promising at seat 1's nodes, and 1 and 2 unpromising deeper, seat 1's
/// refutations (1 of root moves 0, 2, 4; 2 of 1, 3) become its killers and
/// move 0, first of seat 0's equal moves below, cuts off there and gathers
/// a history. Below the first root move, the moves tried fourth and fifth
/// are then 2, the older killer, searched to the full depth, and 0, quiet
/// whatever its history, searched one ply shallower. (Kills the quiet test
/// taking in the second killer, 416:58 `<=`, and leaving out moves with
/// a history, 416:62 `+`.)
#[test]
fn late_move_reductions_spare_killers_but_not_moves_with_a_history() {
    let refuted = Scripted::new(
        |line| match line {
            [root, reply, ..] if *reply == 1 + root % 2 => -10,
            _ => 0,
        },
        |line, mv| match (line.len(), mv) {
            (1, 4) => 2,
            (1, 3) => 1,
            (1, _) => 0,
            (_, 1 | 2) => -1,
            _ => 0,
        },
    );
    let (report, leaves) = reduced_search(refuted, 4);
    assert_eq!(report.score, -10);
    let firsts: Vec<u8> = leaves.iter().filter(|leaf| leaf[0] == 0).fold(Vec::new(), |mut order, leaf| {
        if order.last() != Some(&leaf[1]) {
            order.push(leaf[1]);
        }
        order
    });
    // 1 is tried twice: a null window first, then the full one (it beats 4 and 3).
    assert_eq!(firsts, [4, 3, 1, 2, 0]);
    assert_eq!(lengths_below(&leaves, &[0, 2]).first(), Some(&4), "{leaves:?}");
    let lengths = lengths_below(&leaves, &[0, 0]);
    assert!(!lengths.is_empty() && lengths.iter().all(|n| *n == 3), "{lengths:?}");
}

/// Pseudo-random leaf values that depend only on the first `plies` moves
/// from the root: where every reduced search still reaches that far (one
/// ply short of the depth, two at depth 6, where a reduced line is reduced
/// again), late move reductions lose nothing and the score is the plain
/// minimax value. (Kills the reduced search's window made empty, 419:104
/// `-` and `*`, which the other reduction tests leave.)
#[test]
fn late_move_reductions_keep_the_minimax_value_when_the_skipped_plies_do_not_count() {
    for (root, depth, plies) in
        [(vec![], 4, 3), (vec![1], 4, 3), (vec![2, 3], 4, 3), (vec![], 5, 4), (vec![3], 5, 4), (vec![], 6, 4)]
    {
        let start = root.len();
        let counted = move |line: &[u8]| {
            let prefix = Tree { line: line[..line.len().min(start + plies)].to_vec() };
            (prefix.position_hash() % 201) as i32 - 100
        };
        let noisy = move |game: &Tree, player: u8| if player == 0 { counted(&game.line) } else { -counted(&game.line) };
        let game = Tree { line: root };
        let expected = common::reference::root_minimax(&game, depth, &noisy).expect("a player is to move");
        for mib in [0, 1] {
            let mut bot = AlphaBeta::new(Scripted::new(counted, four_then_three), Limits::depth(depth))
                .with_hash_mb(mib)
                .with_late_move_reductions(true);
            let report = bot.search(&game).expect("a move");
            assert_eq!(report.score, expected, "{game}, depth {depth}, {mib} MiB");
        }
    }
}

/// A node whose moves all fail low remembers the first of them as its
/// table move, also when the later ones were reduced: at depth 5, seat 0's
/// node below root move 0 and reply 1 (lost for seat 0 whatever it plays)
/// is first searched with a null window, in the order 4, 3, 1, 2, 0 (2 and
/// 0 reduced), then again with the full window, since seat 1's reply beats
/// the replies before it; the second search starts with the move the
/// first one tried first, 4, not with the last one. The same without
/// reductions, at depth 3. (Kills the bookkeeping taking the last of equal
/// values: of the reduced moves, 421:30 `==` and `>=`, and of the others,
/// 439:22 `>=`.)
#[test]
fn a_node_that_fails_low_remembers_its_first_move() {
    let seat_1_wants_1 = || Scripted::new(|line| if line.get(1) == Some(&1) { -10 } else { 0 }, four_then_three);
    for (depth, reductions) in [(5, true), (3, false)] {
        let (report, leaves) = search_logged(seat_1_wants_1(), depth, reductions);
        assert_eq!(report.score, -10);
        let below: Vec<&Vec<u8>> = leaves.iter().filter(|leaf| leaf.starts_with(&[0, 1])).collect();
        let order = below.iter().fold(Vec::new(), |mut order, leaf| {
            if order.last() != Some(&leaf[2]) {
                order.push(leaf[2]);
            }
            order
        });
        assert_eq!(order, [4, 3, 1, 2, 0, 4, 3, 1, 2, 0], "depth {depth}: {below:?}");
        if reductions {
            let reduced: Vec<usize> =
                below.iter().filter(|leaf| matches!(leaf[2], 2 | 0)).map(|leaf| leaf.len()).collect();
            assert_eq!(reduced, [4, 4, 4, 4], "{below:?}");
        }
    }
}

/// Principal variation search proves most moves no better with a null
/// window, cheaply: a depth-6 search of pseudo-random leaves visits 4,815
/// nodes today; this allows a quarter more, far below what a search with
/// full windows below every move needs (kills the lower bound of every
/// window reset to the worst case, a loss at the next ply, 372:20 `-`
/// deleted: 8,741 nodes, for the same score).
#[test]
fn null_windows_keep_the_search_small() {
    let noisy = |game: &Tree, player: u8| {
        let value = (game.position_hash() % 201) as i32 - 100;
        if player == 0 { value } else { -value }
    };
    let report = AlphaBeta::new(noisy, Limits::depth(6)).with_hash_mb(1).search(&Tree::default()).expect("a move");
    let expected = common::reference::root_minimax(&Tree::default(), 6, &noisy).expect("seat 0 is to move");
    assert_eq!(report.score, expected);
    assert!(report.nodes <= 6_000, "{} nodes", report.nodes);
}

/// A bot reused down a line keeps its table, and a position met again at
/// the same depth left is answered from it: each search still gives the
/// minimax value of pseudo-random leaves. (Kills a fail-low at exactly
/// alpha stored as an exact value, 457:24 `>=` and `==`.)
#[test]
fn a_reused_bot_gives_the_minimax_value_down_a_line() {
    let noisy = |game: &Tree, player: u8| {
        let value = (game.position_hash() % 21) as i32 - 10;
        if player == 0 { value } else { -value }
    };
    for mib in [0, 1] {
        let mut bot = AlphaBeta::new(noisy, Limits::depth(5)).with_hash_mb(mib);
        let mut game = Tree::default();
        for depth in (1..=5).rev() {
            bot.set_limits(Limits::depth(depth));
            let expected = common::reference::root_minimax(&game, depth, &noisy).expect("a player is to move");
            let report = bot.search(&game).expect("a move");
            assert_eq!(report.score, expected, "{game}, depth {depth}, {mib} MiB");
            game.play(&report.best_move).expect("the best move is legal");
        }
    }
}

/// The counting evaluation of `tests/toy.rs`: the pile size modulo 4
/// matters.
fn hint(game: &Pile, player: u8) -> i32 {
    let good = i32::from(!game.counters.is_multiple_of(4)) * 10 - 5;
    if game.turn().player() == Some(player) { good } else { -good }
}

/// The accessors give back the limits the bot was made or last set with,
/// the table's size (two entries a bucket, a power of two of them per
/// MiB: 0 MiB is one bucket, 2 MiB twice 1 MiB, the default 16 times) and
/// the report of the last search; `choose` plays the search's move. (Kills
/// `limits`, `hash_entries`, `last_report` and `choose` returning a
/// constant.)
#[test]
fn the_accessors_give_the_limits_the_table_size_and_the_last_report() {
    let limits = Limits::depth(3).with_nodes(5_000);
    let mut bot = AlphaBeta::new(hint, limits).with_hash_mb(1);
    assert_eq!(bot.limits(), limits);
    bot.set_limits(Limits::depth(2));
    assert_eq!(bot.limits(), Limits::depth(2));
    assert_eq!(bot.last_report(), None);
    let report = bot.search(&Pile::new(7, 2, false)).expect("seat 0 is to move");
    assert_eq!(bot.last_report(), Some(&report));
    assert_eq!(report.depth, 2);
    assert_eq!(bot.choose(&Pile::new(7, 2, false)), Some(report.best_move));
    let entries = |mib| AlphaBeta::new(hint, limits).with_hash_mb(mib).hash_entries();
    assert_eq!(entries(0), 2);
    assert!(entries(1) > 2 && entries(1).is_power_of_two(), "{}", entries(1));
    assert_eq!(entries(2), 2 * entries(1));
    assert_eq!(AlphaBeta::new(hint, limits).hash_entries(), DEFAULT_HASH_MB * entries(1));
}

/// Iterative deepening stops at the iteration that proves a forced win or
/// loss, whatever depth is allowed: from 5 counters seat 0 wins in three
/// plies (take 1), from 4 it loses in two. (Kills the stop on a decided
/// score lost, 253:26 and 253:52 `||` → `&&`, which searched on to depth 10.)
#[test]
fn a_proven_win_or_loss_ends_the_deepening() {
    for (counters, depth, score) in [(5, 3, WIN - 3), (4, 2, -(WIN - 2))] {
        let mut depths = Vec::new();
        let mut bot = AlphaBeta::new(hint, Limits::depth(10)).with_hash_mb(1);
        let report = bot
            .search_with_progress(&Pile::new(counters, 2, false), |report| depths.push(report.depth))
            .expect("a move");
        assert_eq!((report.depth, report.score), (depth, score), "{counters} counters");
        assert_eq!(depths, (1..=depth).collect::<Vec<_>>(), "{counters} counters");
    }
}

/// A ladder: seat 0 moves first (two moves, 1 or 2), then two coins of
/// one outcome each; after that the seats take turns with one move each,
/// a coin after every move. So players are to move at plies 0, 3, 5, …,
/// 127 (the 64th move), and a search of [`MAX_DEPTH`] moves still has a
/// move to make at ply 127. Never over.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Ladder {
    plies: u32,
}

impl Ladder {
    fn moves(&self) -> u32 {
        if self.plies == 0 { 0 } else { (self.plies - 1) / 2 }
    }
}

impl fmt::Display for Ladder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} plies", self.plies)
    }
}

impl FromStr for Ladder {
    type Err = String;
    fn from_str(text: &str) -> Result<Ladder, String> {
        let plies = text.strip_suffix(" plies").ok_or("n plies")?;
        Ok(Ladder { plies: plies.parse().map_err(|e: std::num::ParseIntError| e.to_string())? })
    }
}

impl Game for Ladder {
    type Player = u8;
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }
    fn turn(&self) -> Turn<u8> {
        match self.plies {
            0 => Turn::Player(0),
            1 | 2 => Turn::Chance,
            n if n % 2 == 1 => Turn::Player((self.moves() % 2) as u8),
            _ => Turn::Chance,
        }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        match self.turn() {
            Turn::Chance => moves.push(0),
            _ if self.plies == 0 => moves.extend([1, 2]),
            _ => moves.push(1),
        }
    }
    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(u8, u32)>) {
        outcomes.clear();
        if self.turn() == Turn::Chance {
            outcomes.push((0, 1));
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        common::toy::play_checked(self, mv)
    }
    fn play_unchecked(&mut self, _: &u8) {
        self.plies += 1;
    }
    /// Every move is tactical (for quiescence at the deepest ply).
    fn is_tactical(&self, _: &u8) -> bool {
        true
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        None
    }
    fn position_hash(&self) -> u64 {
        u64::from(self.plies).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

/// The deepest search, [`MAX_DEPTH`] moves, would make its last move at
/// ply 127 and judge ply 128; it stops at ply 127 and judges the state
/// there: the plies played, seat 0's gain (or seat 1's); with quiescence
/// too. (Kills the `ply + 1 >= MAX_PLY` guard of the main search and of
/// quiescence made `ply - 1` or `ply * 1`, 356:50 and 543:55.)
#[test]
fn the_search_stops_at_the_deepest_ply() {
    assert_eq!(Ladder { plies: 125 }.turn(), Turn::Player(0));
    assert_eq!(Ladder { plies: 127 }.turn(), Turn::Player(1));
    let plies_for_seat_0 =
        |game: &Ladder, player: u8| if player == 0 { game.plies as i32 } else { -(game.plies as i32) };
    let report = AlphaBeta::new(plies_for_seat_0, Limits::depth(MAX_DEPTH)).with_hash_mb(1).search(&Ladder::default());
    let report = report.expect("seat 0 is to move");
    assert_eq!(report.depth, MAX_DEPTH);
    assert_eq!(report.score, 127);
    // Nor does quiescence go past it (every move is tactical).
    let report = AlphaBeta::new(plies_for_seat_0, Limits::depth(MAX_DEPTH))
        .with_hash_mb(1)
        .with_quiescence(1)
        .search(&Ladder::default())
        .expect("seat 0 is to move");
    assert_eq!(report.score, 127);
    // Seat 1 gains by every ply: at ply 127 its one (tactical) move would
    // raise its value to 128, were quiescence to go on past the deepest ply.
    let plies_for_seat_1 = |game: &Ladder, player: u8| -plies_for_seat_0(game, player);
    let report = AlphaBeta::new(plies_for_seat_1, Limits::depth(MAX_DEPTH))
        .with_hash_mb(1)
        .with_quiescence(1)
        .search(&Ladder::default())
        .expect("seat 0 is to move");
    assert_eq!(report.score, -127);
}

/// Two races to a win for seat 0, as lines of play (the state is the line
/// and the race). Both start: seat 0 picks 0 or 1 (the same race follows),
/// seat 1 has one move (0), then seat 0 picks at ply 2:
///
/// - race 0: 1, a slow win (two chance turns of one outcome, then seat 0
///   has won, at ply 5), 2, a fast win (seat 0 has won at once, ply 3), or
///   3, a quiet move (a position to judge);
/// - race 1: 1, a win at ply 4 (seat 1's one move ends the game), or 2, a
///   long line of single moves that ends drawn at ply 8.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Race {
    race: u8,
    line: Vec<u8>,
}

enum Node {
    Moves(u8, Vec<u8>),
    Chance,
    Won,
    Drawn,
}

impl Race {
    fn node(&self) -> Node {
        let seat = (self.line.len() % 2) as u8;
        match (self.race, self.line.as_slice()) {
            (_, []) => Node::Moves(0, vec![0, 1]),
            (_, [_]) => Node::Moves(1, vec![0]),
            (0, [_, _]) => Node::Moves(0, vec![1, 2, 3]),
            (0, [_, _, 1] | [_, _, 1, _]) => Node::Chance,
            (0, [_, _, 1, _, _] | [_, _, 2]) => Node::Won,
            (1, [_, _]) => Node::Moves(0, vec![1, 2]),
            (1, [_, _, 1, _]) => Node::Won,
            (_, line) if line.len() >= 8 => Node::Drawn,
            _ => Node::Moves(seat, vec![0]),
        }
    }
}

impl fmt::Display for Race {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "race {} line ", self.race)?;
        self.line.iter().try_for_each(|mv| write!(f, "{mv}"))
    }
}

impl FromStr for Race {
    type Err = String;
    fn from_str(text: &str) -> Result<Race, String> {
        let rest = text.strip_prefix("race ").ok_or("race n")?;
        let (race, line) = rest.split_once(" line ").ok_or("a line")?;
        let Tree { line } = format!("line {line}").parse()?;
        Ok(Race { race: race.parse().map_err(|e: std::num::ParseIntError| e.to_string())?, line })
    }
}

impl Game for Race {
    type Player = u8;
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }
    fn turn(&self) -> Turn<u8> {
        match self.node() {
            Node::Moves(seat, _) => Turn::Player(seat),
            Node::Chance => Turn::Chance,
            Node::Won | Node::Drawn => Turn::Over,
        }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        match self.node() {
            Node::Moves(_, list) => moves.extend(list),
            Node::Chance => moves.push(0),
            Node::Won | Node::Drawn => {}
        }
    }
    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(u8, u32)>) {
        outcomes.clear();
        if let Node::Chance = self.node() {
            outcomes.push((0, 1));
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        common::toy::play_checked(self, mv)
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.line.push(*mv);
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        match self.node() {
            Node::Won => Some(Outcome { verdict: boardkit_core::Verdict::Win(0), reason: "won the race" }),
            Node::Drawn => Some(Outcome { verdict: boardkit_core::Verdict::Draw, reason: "eight plies" }),
            _ => None,
        }
    }
    fn position_hash(&self) -> u64 {
        Tree { line: self.line.clone() }.position_hash() ^ u64::from(self.race) << 60
    }
}

/// A search of a race with an evaluation of 0 that logs the lines it
/// judges: the report and the lines judged in the last iteration.
fn race(race: u8) -> (boardkit_search::SearchReport<u8>, Vec<Vec<u8>>) {
    let judged: Rc<RefCell<Vec<Vec<u8>>>> = Rc::default();
    let log = Rc::clone(&judged);
    let evaluation = move |game: &Race, _: u8| {
        log.borrow_mut().push(game.line.clone());
        0
    };
    let mut last_start = 0;
    let mut previous_end = 0;
    let mut bot = AlphaBeta::new(evaluation, Limits::depth(10)).with_hash_mb(1);
    let report = bot
        .search_with_progress(&Race { race, line: Vec::new() }, |_| {
            last_start = previous_end;
            previous_end = judged.borrow().len();
        })
        .expect("seat 0 is to move");
    let last = judged.borrow()[last_start..].to_vec();
    (report, last)
}

/// Mate-distance pruning, for the side that has a win: at ply 2 no line
/// beats a win at ply 3, so once seat 0 has found it (after the slow win,
/// tried first) the quiet move (3) is not searched, and below the second
/// root move, searched only to show it is no better, nothing is: no
/// position is judged in the last iteration. The win found is the fast
/// one. (Kills the bound `WIN - ply - 1` made looser, 365:33 `+`, 365:46
/// `+` and `/`, or narrower, 365:33 `/`, which kept the slow win's value,
/// and the cut on beta lost, 366:17 `==` and `<`.)
#[test]
fn a_line_that_cannot_beat_a_win_found_is_not_looked_at() {
    let (report, judged) = race(0);
    assert_eq!((report.best_move, report.score, report.depth), (0, WIN - 3, 3));
    assert_eq!(report.principal_variation, [0, 0, 2]);
    assert_eq!(judged, Vec::<Vec<u8>>::new());
}

/// Mate-distance pruning, for the side facing a loss: once seat 0 has
/// found the win at ply 4 (move 1 at ply 2), seat 1's node after the other
/// move (2) cannot do better than lose at ply 4 either, so nothing below
/// it is searched or judged, under either root move. (Kills the cut on
/// alpha lost or made looser: 372:18 `==` and `>`, 372:20, and the looser
/// bounds of 365.)
#[test]
fn a_line_that_cannot_escape_a_loss_found_is_not_looked_at() {
    let (report, judged) = race(1);
    assert_eq!((report.best_move, report.score, report.depth), (0, WIN - 4, 4));
    assert_eq!(judged, Vec::<Vec<u8>>::new());
}

/// Only moves the evaluation does not already rate promising become
/// killers: seat 1 refutes root moves 1, 2, 3 and 4 with 0, 2, 2 and 4, in
/// that order, and at seat 1's nodes 4 (and 3) are promising, 0
/// unpromising; so its killers stay 2 and 0, and below root move 0 the
/// next iteration tries the promising 4 and 3, then the killers 2 and 0,
/// then the quiet 1. (Kills promising moves kept as killers, which
/// displace 0 to the end: `evaluation_rates_tactical` → `false` and its
/// `>` → `<`.)
#[test]
fn promising_moves_do_not_become_killers() {
    let refuted = Scripted::new(
        |line| match line {
            [root, reply, ..] if *reply == [1, 0, 2, 2, 4][usize::from(*root)] => -10,
            _ => 0,
        },
        |line, mv| match (line.len(), mv) {
            (1, 4) => 2,
            (1, 3) => 1,
            (1, 0) => -1,
            _ => 0,
        },
    );
    let (report, leaves) = search_logged(refuted, 4, false);
    assert_eq!(report.score, -10);
    let firsts: Vec<u8> = leaves.iter().filter(|leaf| leaf[0] == 0).fold(Vec::new(), |mut order, leaf| {
        if order.last() != Some(&leaf[1]) {
            order.push(leaf[1]);
        }
        order
    });
    assert_eq!(firsts, [4, 3, 2, 0, 1]);
}

/// The plies played, seat 0's gain and seat 1's loss.
fn corridor_plies(game: &Corridor, player: u8) -> i32 {
    let plies = (game.moves + game.coins) as i32;
    if player == 0 { plies } else { -plies }
}

/// With a coin after every move the deepest search, [`MAX_DEPTH`] moves,
/// would throw its 64th coin at ply 127 and judge ply 128; it judges the
/// state at the coin instead. (Kills the chance turn's `ply + 1 >=
/// MAX_PLY` guard made `ply - 1` or `ply * 1`, 502:16.)
#[test]
fn a_coin_at_the_deepest_ply_is_judged_as_it_stands() {
    let game = Corridor { moves: 0, coins: 0, coin_due: false, weight: 1 };
    let report = AlphaBeta::new(corridor_plies, Limits::depth(MAX_DEPTH)).with_hash_mb(1).search(&game);
    let report = report.expect("seat 0 is to move");
    assert_eq!((report.depth, report.score), (MAX_DEPTH, 127));
}

/// A chance turn whose weights add up to nothing (a game that breaks the
/// contract) is judged as it stands, not averaged (a division by zero).
/// (Kills `count == 0 || total == 0` → `&&`, 507:23.)
#[test]
fn a_chance_turn_without_weight_is_judged_as_it_stands() {
    let game = Corridor { moves: 0, coins: 0, coin_due: false, weight: 0 };
    let report = AlphaBeta::new(corridor_plies, Limits::depth(3)).with_hash_mb(1).search(&game);
    // Every line stops at the first coin, after one move.
    assert_eq!(report.map(|report| (report.depth, report.score)), Some((3, 1)));
}

/// Quiet moves that are not killers come by their history of cut-offs,
/// the most rewarded first: seat 1 refutes root moves 1 to 4 with 3, 3, 2
/// and 1 (nothing is promising; 0 is unpromising at seat 1's nodes, and
/// every move deeper), so below root move 0 the last iteration tries the
/// killers 1 and 2, then 3 (two cut-offs in each earlier iteration), then
/// 4 (none), last 0. (Kills the history's weight reversed or multiplied,
/// 488:23 `-` and `*`.)
#[test]
fn quiet_moves_come_by_their_history() {
    let refuted = Scripted::new(
        |line| match line {
            [root, reply, ..] if *reply == [4, 3, 3, 2, 1][usize::from(*root)] => -10,
            _ => 0,
        },
        |line, mv| match (line.len(), mv) {
            (1, 0) => -1,
            (1, _) => 0,
            _ => -1,
        },
    );
    let (report, leaves) = search_logged(refuted, 4, false);
    assert_eq!(report.score, -10);
    let firsts: Vec<u8> = leaves.iter().filter(|leaf| leaf[0] == 0).fold(Vec::new(), |mut order, leaf| {
        if order.last() != Some(&leaf[1]) {
            order.push(leaf[1]);
        }
        order
    });
    assert_eq!(firsts, [1, 2, 3, 4, 0]);
}

/// Knots: four moves (0–3) at every node, of which 2 and 3 are tactical;
/// the seats move 0, 1, 1, 0, 0, 1, 1 (twice in a row after the first
/// move); over after seven plies, won by seat 0 if the line's hash is
/// even, else by seat 1. The state is the line played.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Knots {
    line: Vec<u8>,
}

impl Knots {
    fn hash(&self) -> u64 {
        Tree { line: self.line.clone() }.position_hash()
    }
}

impl fmt::Display for Knots {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "knots {}", Tree { line: self.line.clone() })
    }
}

impl FromStr for Knots {
    type Err = String;
    fn from_str(text: &str) -> Result<Knots, String> {
        let Tree { line } = text.strip_prefix("knots ").ok_or("knots")?.parse()?;
        Ok(Knots { line })
    }
}

impl Game for Knots {
    type Player = u8;
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }
    fn turn(&self) -> Turn<u8> {
        if self.line.len() >= 7 { Turn::Over } else { Turn::Player((self.line.len().div_ceil(2) % 2) as u8) }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.line.len() < 7 {
            moves.extend(0..4);
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        common::toy::play_checked(self, mv)
    }
    fn play_unchecked(&mut self, mv: &u8) {
        self.line.push(*mv);
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        (self.line.len() >= 7)
            .then(|| Outcome { verdict: boardkit_core::Verdict::Win((self.hash() % 2) as u8), reason: "seven plies" })
    }
    fn is_tactical(&self, mv: &u8) -> bool {
        *mv >= 2
    }
    fn position_hash(&self) -> u64 {
        self.hash()
    }
}

/// Quiescence against a plain reference (minimax to the depth, then stand
/// pat or a tactical move, up to the quiescence plies; finished games
/// scored): pseudo-random leaves, seats that move twice in a row, games
/// that end inside the quiescence, two tactical moves a node. (Kills the
/// quiescence's stop, sign, window, depth and best-value bookkeeping:
/// 543:48, 573:36, 573:97, 574:36, 574:66, 574:73, 574:92, 576:22 `==`
/// and `<`, 580:22.)
#[test]
fn quiescence_gives_the_value_of_a_plain_quiescence_search() {
    let noisy = |game: &Knots, player: u8| {
        let value = (game.hash() % 201) as i32 - 100;
        if player == 0 { value } else { -value }
    };
    for line in [vec![], vec![1], vec![2, 0], vec![3, 1, 2], vec![0, 2, 3, 1]] {
        let game = Knots { line };
        let me = game.turn().player().expect("a player is to move");
        for depth in 1..=3 {
            for quiescence in [1, 2, 4] {
                let expected = common::reference::quiescent_minimax(&game, me, depth, quiescence, 0, &noisy);
                let mut bot = AlphaBeta::new(noisy, Limits::depth(depth)).with_hash_mb(1).with_quiescence(quiescence);
                let report = bot.search(&game).expect("a move");
                assert_eq!(report.score, expected, "{game}, depth {depth}, quiescence {quiescence}");
            }
        }
    }
}

/// Where every line is worth the same, the principal variation is the
/// first line searched: a later move that only ties the best so far does
/// not take the line over (the first moves in the game's order here).
#[test]
fn a_tie_does_not_take_the_principal_variation_over() {
    let level = |_: &Tree, _: u8| 0;
    for depth in 2..=4 {
        let report =
            AlphaBeta::new(level, Limits::depth(depth)).with_hash_mb(1).search(&Tree::default()).expect("a move");
        assert_eq!(report.score, 0);
        assert_eq!(report.principal_variation, vec![0; depth as usize], "depth {depth}");
    }
}
