//! The engine side of the Game trait on Sirocco: the incremental hash, the
//! cheap checked and unchecked play, and captures as tactical moves.

use std::collections::HashMap;

use boardkit_core::{Game, Playout, SplitMix64};
use boardkit_sirocco::{Move, Sirocco};

/// Seeded random games of 2, 3 and 4 players, visiting every state.
fn random_games(games: u64, mut visit: impl FnMut(&Sirocco, &[Move])) {
    let mut playout: Playout<Sirocco> = Playout::new();
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut game = Sirocco::startpos(2 + (seed % 3) as u8).unwrap();
        if seed % 4 == 1 {
            game = game.with_round_limit(Some(20));
        }
        let mut rng = SplitMix64::new(seed);
        loop {
            game.generate_moves(&mut moves);
            visit(&game, &moves);
            let Some(mv) = playout.random_move(&game, &mut rng) else { break };
            game.play_unchecked(&mv);
        }
    }
}

#[test]
fn the_incremental_hash_equals_the_hash_computed_from_scratch_at_every_step() {
    let mut seen: HashMap<String, u64> = HashMap::new();
    let mut states = 0;
    random_games(60, |game, _| {
        // The state re-read from its text has its hash computed from scratch.
        let fresh: Sirocco = game.to_string().parse().unwrap();
        assert_eq!(fresh, *game);
        assert_eq!(game.position_hash(), fresh.position_hash(), "{game}");
        // Equal states (equal texts) hash equal, wherever they were reached.
        let earlier = *seen.entry(game.to_string()).or_insert(game.position_hash());
        assert_eq!(earlier, game.position_hash(), "{game}");
        states += 1;
    });
    assert!(states > 10_000, "{states}");
}

#[test]
fn the_hash_tells_the_seat_to_move_and_the_pending_throw_apart() {
    let start = Sirocco::startpos(4).unwrap();
    let mut hashes = vec![start.position_hash()];
    for face in 1..=6 {
        let mut thrown = start.clone();
        thrown.play(&Move::Roll(face)).unwrap();
        hashes.push(thrown.position_hash());
    }
    let mut passed = start.clone();
    passed.play(&Move::Roll(6)).unwrap();
    let step = passed.legal_moves()[0];
    passed.play(&step).unwrap();
    hashes.push(passed.position_hash());
    let distinct: std::collections::HashSet<u64> = hashes.iter().copied().collect();
    assert_eq!(distinct.len(), hashes.len(), "{hashes:x?}");
}

#[test]
fn captures_are_the_tactical_moves_and_unchecked_play_agrees_with_play() {
    let mut captures = 0;
    random_games(60, |game, moves| {
        for mv in moves {
            let mut checked = game.clone();
            checked.play(mv).unwrap();
            let mut unchecked = game.clone();
            unchecked.play_unchecked(mv);
            assert_eq!(unchecked, checked);
            assert_eq!(unchecked.position_hash(), checked.position_hash());
            let total = |g: &Sirocco| g.seats().iter().map(|&s| g.captures(s)).sum::<u8>();
            assert_eq!(game.is_tactical(mv), total(&checked) > total(game), "{mv} in {game}");
            captures += usize::from(game.is_tactical(mv));
        }
    });
    assert!(captures > 100, "{captures}");
}

/// The dense-id walk over the steps visits exactly the legal steps, in
/// the move list's order, at every state of random games (nothing at a
/// chance turn, after the end, or when the only move is a pass).
#[test]
fn the_legal_steps_by_point_id_are_the_legal_moves() {
    random_games(60, |game, moves| {
        let board = game.board();
        let mut steps = Vec::new();
        game.for_each_legal_step(|from, to| {
            steps.push(Move::Step { from: board.point_name(from).unwrap(), to: board.point_name(to).unwrap() });
        });
        let listed: Vec<Move> = moves.iter().filter(|mv| matches!(mv, Move::Step { .. })).cloned().collect();
        assert_eq!(steps, listed, "{game}");
    });
    // A game that a round limit ends while a throw is pending has no step.
    let mut game = Sirocco::startpos(2).unwrap();
    let mut rng = SplitMix64::new(5);
    while game.round() < 2 || game.pending_throw().is_none() {
        let mv = boardkit_core::random_move(&game, &mut rng).unwrap();
        game.play(&mv).unwrap();
    }
    let mut ended = game.clone().with_round_limit(Some(1));
    assert!(ended.outcome().is_some() && ended.pending_throw().is_some());
    ended.for_each_legal_step(|from, to| panic!("a step {from:?} -> {to:?} after the end"));
    // The same state without the limit visits the steps it lists, and
    // taking the limit off again gives it back.
    let mut steps = 0;
    game.for_each_legal_step(|_, _| steps += 1);
    assert_eq!(steps, game.legal_moves().iter().filter(|mv| matches!(mv, Move::Step { .. })).count());
    ended = ended.with_round_limit(None);
    assert_eq!(ended, game);
}

#[test]
fn the_die_draw_is_the_face_and_an_out_of_range_draw_picks_nothing() {
    let game = Sirocco::startpos(2).unwrap();
    let mut scratch = Vec::new();
    for draw in 0..6u8 {
        assert_eq!(
            game.pick_chance_outcome(&mut scratch, |total| {
                assert_eq!(total, 6);
                u64::from(draw)
            }),
            Some(Move::Roll(draw + 1))
        );
    }
    // The trait's contract: a draw out of range is `None`, never a seventh face.
    assert_eq!(game.pick_chance_outcome(&mut scratch, |_| 6), None);
    assert_eq!(game.pick_chance_outcome(&mut scratch, |_| u64::MAX), None);
}

/// The hash values themselves are a contract: stable within a minor
/// version (a table saved by 0.x.y is valid for 0.x.z). These pins fail
/// when the keys or how they combine change, which needs a minor version
/// bump and a CHANGELOG line.
#[test]
fn the_hash_values_are_pinned_within_the_minor_version() {
    let shown: Vec<String> = pinned_states().iter().map(|game| format!("{:#018x}", game.position_hash())).collect();
    assert_eq!(shown, PINNED);
}

const PINNED: [&str; 4] = ["0x5de2cd7507870ca4", "0x6bf76fab75697b78", "0x8bd4070d9804e8a6", "0x699e9bc8caca890a"];

/// The two- and four-player starts (a throw pending), the four-player
/// game after a throw of 6, and after its first listed move.
fn pinned_states() -> Vec<Sirocco> {
    let mut game = Sirocco::startpos(4).expect("four players");
    let mut states = vec![Sirocco::startpos(2).expect("two players"), game.clone()];
    game.play(&Move::Roll(6)).expect("a throw of 6");
    states.push(game.clone());
    let first = game.legal_moves()[0];
    game.play(&first).expect("a listed move plays");
    states.push(game);
    states
}

/// `is_legal_cheaply` always answers (the search relies on it to try the
/// table's move and the killers before generating), and agrees with the
/// move list: every listed move is legal, and the previous state's moves
/// that are not listed here are not.
#[test]
fn the_cheap_legality_test_always_answers_and_agrees_with_the_list() {
    let mut previous: Vec<Move> = Vec::new();
    let (mut legal, mut illegal) = (0, 0);
    random_games(6, |game, moves| {
        for mv in moves {
            assert_eq!(game.is_legal_cheaply(mv), Some(true), "{mv} in {game}");
            legal += 1;
        }
        for mv in previous.iter().filter(|mv| !moves.contains(mv)) {
            assert_eq!(game.is_legal_cheaply(mv), Some(false), "{mv} in {game}");
            illegal += 1;
        }
        previous = moves.to_vec();
    });
    assert!(legal > 100 && illegal > 100, "{legal} legal, {illegal} illegal");
}

/// `play_unchecked`'s contract: debug builds assert the move's legality,
/// so that a caller's bug shows up in its tests instead of as a silently
/// wrong state (a pass where the die is to be thrown).
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "play_unchecked(pass): not a legal move of")]
fn play_unchecked_asserts_legality_in_debug_builds() {
    let mut game = Sirocco::startpos(3).unwrap();
    assert!(!game.is_legal(&Move::Pass));
    game.play_unchecked(&Move::Pass);
}
