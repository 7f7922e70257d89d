//! The fast generator against the slow reference generator written straight
//! from the rules (tests/common/mod.rs), on random positions and on positions
//! of random games.

mod common;

use boardkit_core::Game;
use boardkit_core::{RandomSource, SplitMix64};
use boardkit_geometry::Square;
use boardkit_scirocco::{Move, Piece, PieceKind, Position, RuleOptions, Scirocco, Setup, Side, StartArray, perft};
use proptest::prelude::*;

use common::{board_of, reference_moves};

fn compare(position: &Position) -> Result<(), String> {
    let fast = position.pseudo_legal_moves();
    let mut fast_texts: Vec<String> = fast.iter().map(|m| m.to_string()).collect();
    fast_texts.sort();
    let reference = reference_moves(position);
    let ref_texts: Vec<String> = reference.iter().map(|m| m.text.clone()).collect();
    if fast_texts != ref_texts {
        let missing: Vec<_> = ref_texts.iter().filter(|t| !fast_texts.contains(t)).collect();
        let extra: Vec<_> = fast_texts.iter().filter(|t| !ref_texts.contains(t)).collect();
        let dupes = fast_texts.windows(2).filter(|w| w[0] == w[1]).count();
        return Err(format!(
            "{position}\n{}\nmissing {missing:?}\nextra {extra:?}\nduplicates {dupes}",
            position.diagram()
        ));
    }
    // attacked_squares agrees with the captures the side to move can make on enemy-held squares.
    if !fast.is_empty() {
        let us = position.side_to_move();
        let attacked = position.attacked_squares(us);
        let mut captured = std::collections::BTreeSet::new();
        for mv in &fast {
            let after = position.play_unchecked(mv);
            for (square, piece) in position.pieces().filter(|(_, p)| p.side != us) {
                if after.piece_at(square) != Some(piece) {
                    captured.insert(square);
                }
            }
        }
        for (square, _) in position.pieces().filter(|(_, p)| p.side != us) {
            if attacked.contains(&square) != captured.contains(&square) {
                return Err(format!("{position}: attacked_squares and the captures disagree on {square}"));
            }
        }
    }
    if position.count_pseudo_legal_moves() != fast.len() as u64 {
        return Err(format!("{position}: bulk count differs from the list"));
    }
    // The capture-only generator of quiescence search: the pseudo-legal
    // list filtered, in the same order.
    let game = Scirocco::from_position(*position);
    let mut tactical = Vec::new();
    game.generate_tactical_moves(&mut tactical);
    let filtered: Vec<Move> = fast.iter().copied().filter(|mv| game.is_tactical(mv)).collect();
    if tactical != filtered {
        return Err(format!("{position}: tactical moves {tactical:?} differ from the filtered list {filtered:?}"));
    }
    // Perft counts the last two plies together, reusing the opponent's
    // counts where a move leaves them unchanged: it must agree with
    // counting after every move afresh.
    let replies: u64 = fast.iter().map(|mv| position.play_unchecked(mv).count_pseudo_legal_moves()).sum();
    if perft(position, 2) != replies {
        return Err(format!(
            "{position}: perft(2) {} differs from the replies counted afresh {replies}",
            perft(position, 2)
        ));
    }
    for mv in &reference {
        let parsed = mv.text.parse().map_err(|e| format!("{e}"))?;
        let after = board_of(&position.play_unchecked(&parsed));
        if after != mv.board {
            return Err(format!("{position}: {} leads to a different board", mv.text));
        }
    }
    Ok(())
}

/// A random valid position: one royal a side, up to 26 other pieces a side
/// of any type (relayers more often), random side to move.
fn random_position(seed: u64) -> Position {
    let mut rng = SplitMix64::new(seed);
    let mut setup = Setup::empty();
    let mut free: Vec<u8> = (0..100).collect();
    let mut take = |rng: &mut SplitMix64| {
        let i = rng.below(free.len() as u64) as usize;
        let index = free.swap_remove(i);
        Square::from_coords(index % 10, index / 10).unwrap_or(Square::A1)
    };
    for side in Side::ALL {
        let royal = if rng.below(2) == 0 { PieceKind::King } else { PieceKind::Emperor };
        let square = take(&mut rng);
        setup.pieces.push((square, Piece::new(side, royal)));
        let limit = if rng.below(4) == 0 { 27 } else { 12 };
        let count = rng.below(limit);
        for _ in 0..count {
            let kind = match rng.below(6) {
                0 => PieceKind::Dervish,
                1 => PieceKind::Harpy,
                _ => loop {
                    let kind = PieceKind::ALL[rng.below(36) as usize];
                    if !kind.is_royal() {
                        break kind;
                    }
                },
            };
            let square = take(&mut rng);
            setup.pieces.push((square, Piece::new(side, kind)));
        }
    }
    setup.side_to_move = if rng.below(2) == 0 { Side::Blue } else { Side::Tan };
    let options = if rng.below(4) == 0 { RuleOptions::LITERAL_DERVISH } else { RuleOptions::empty() };
    match Position::from_setup(&setup) {
        Ok(position) => position.with_options(options),
        Err(error) => panic!("random setup invalid: {error}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn fast_generator_matches_reference_on_random_positions(seed in any::<u64>()) {
        let position = random_position(seed);
        if let Err(problem) = compare(&position) {
            prop_assert!(false, "{}", problem);
        }
    }
}

#[test]
fn fast_generator_matches_reference_along_random_games() {
    let arrays: Vec<StartArray> = StartArray::all().collect();
    let mut rng = SplitMix64::new(4);
    let mut checked = 0;
    for game_index in 0..24 {
        let array = arrays[rng.below(arrays.len() as u64) as usize];
        let options = if game_index % 3 == 0 { RuleOptions::LITERAL_DERVISH } else { RuleOptions::empty() };
        let mut game = Scirocco::from_array(array).with_options(options);
        for _ in 0..250 {
            compare(game.position()).unwrap_or_else(|problem| panic!("{problem}"));
            checked += 1;
            // Every move's readable form reads back to it.
            for mv in game.position().pseudo_legal_moves() {
                let text = game.position().readable(&mv).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(game.position().parse_readable(&text), Ok(mv), "{text}");
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            game.play(&mv).unwrap_or_else(|error| panic!("{error}"));
        }
    }
    assert!(checked > 2000, "{checked}");
}
