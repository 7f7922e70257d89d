//! Playthrough snapshots of seeded random games (the main regression net for
//! a dice game) and pinned perft counts.

use std::fmt::Write;

use boardkit_core::{Game, SplitMix64, Turn, perft, random_move};
use boardkit_sirocco::Sirocco;

/// Plies shown in full; the rest of the game is summarised.
const DETAILED_PLIES: u64 = 80;

fn transcript(players: u8, seed: u64) -> String {
    let mut game = Sirocco::startpos(players).unwrap();
    let mut rng = SplitMix64::new(seed);
    let mut out = String::new();
    let mut ply = 0;
    let mut record = Vec::new();
    while let Some(mv) = random_move(&game, &mut rng) {
        if ply < DETAILED_PLIES {
            writeln!(out, "ply {ply}: {game}").unwrap();
            match game.turn() {
                Turn::Chance => writeln!(out, "  throw due; outcomes: roll 1..6, weight 1 each").unwrap(),
                Turn::Player(seat) => {
                    let moves: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
                    writeln!(out, "  {seat} to move, {} legal: {}", moves.len(), moves.join(" ")).unwrap();
                }
                Turn::Over => unreachable!(),
            }
            writeln!(out, "  chosen: {mv}").unwrap();
        }
        record.push(mv.to_string());
        game.play(&mv).unwrap();
        ply += 1;
    }
    writeln!(out, "... {} plies in all", ply).unwrap();
    writeln!(out, "final: {game}").unwrap();
    writeln!(out, "outcome: {}", game.outcome().unwrap()).unwrap();
    writeln!(out, "scores: {:?}", game.scores().unwrap()).unwrap();
    for standing in game.ranking() {
        writeln!(out, "  {}. {} {}", standing.rank, standing.seat, standing.score).unwrap();
    }
    writeln!(out, "{}", game.diagram()).unwrap();
    // The record replays to the same end.
    let mut replay = Sirocco::startpos(players).unwrap();
    for token in &record {
        replay.play(&token.parse().unwrap()).unwrap();
    }
    assert_eq!(replay, game);
    out
}

#[test]
fn playthrough_two_players() {
    insta::assert_snapshot!("playthrough_2p", transcript(2, 2026));
}

#[test]
fn playthrough_four_players() {
    insta::assert_snapshot!("playthrough_4p", transcript(4, 2026));
}

#[test]
fn perft_from_the_start() {
    let counts = |players| (1..=5).map(|depth| perft(&Sirocco::startpos(players).unwrap(), depth)).collect::<Vec<_>>();
    // Depth 2 by hand: South-West's first pawn from a1 has 3, 3, 7, ... end points for throws 1, 2, 3, ...
    assert_eq!(counts(2), [6, 41, 246, 1680, 10080]);
    // With North-West second, a South-West pawn on a7 (protected) can block North-West's a13-a7.
    assert_eq!(counts(3), [6, 41, 246, 1679, 10074]);
    assert_eq!(counts(4), [6, 41, 246, 1679, 10074]);
}

/// `cargo test -p boardkit-sirocco --release -- --ignored perft_deep`
#[test]
#[ignore = "deep perft"]
fn perft_deep() {
    assert_eq!(perft(&Sirocco::startpos(2).unwrap(), 7), 448_206);
    assert_eq!(perft(&Sirocco::startpos(4).unwrap(), 7), 412_308);
}

#[test]
fn first_throws_by_hand() {
    let game = Sirocco::startpos(2).unwrap();
    let counts: Vec<usize> = (1..=6).map(|t| game.legal_moves_for_roll(t).unwrap().len()).collect();
    assert_eq!(&counts[..3], [3, 3, 7]);
    assert_eq!(counts.iter().sum::<usize>(), 41);
}
