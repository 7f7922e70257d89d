//! One test (or more) for every rule sentence of `rules/towers.md`. Each
//! fails if its rule is broken.

use std::collections::HashSet;

use boardkit_core::{Game, Turn, Verdict};
use boardkit_geometry::Square;
use boardkit_towers::{Config, ConfigError, Move, PlayError, Reason, Recipients, Side, Towers};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn act(text: &str) -> Move {
    text.parse().unwrap()
}

/// A position from its board (ranks top to bottom) and side to move; the
/// missing balls of each side are booked as captured, with as few balls per
/// piece at the start as the board needs.
fn position(board: &str, to_move: char) -> Towers {
    let width = board.split('/').next().unwrap().matches(['.', 'W', 'B']).count() as u16;
    let mut totals = [0u16; 2];
    for (i, letter) in ["W", "B"].iter().enumerate() {
        for part in board.split(letter).skip(1) {
            let digits: String = part.chars().take_while(char::is_ascii_digit).collect();
            totals[i] += digits.parse::<u16>().unwrap();
        }
    }
    let balls = (totals[0].max(totals[1]).div_ceil(width)).max(1);
    let start = balls * width;
    let text = format!(
        "{board} {to_move} balls {balls} captured {} {} lost 0 0 ply 0 seen 1",
        start - totals[0],
        start - totals[1]
    );
    text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn actions_from(game: &Towers, from: &str) -> Vec<String> {
    let mut texts: Vec<String> =
        game.legal_moves().iter().filter(|a| a.from() == sq(from)).map(ToString::to_string).collect();
    texts.sort();
    texts
}

fn moves_from(game: &Towers, from: &str) -> Vec<String> {
    actions_from(game, from).into_iter().filter(|t| t.contains('-')).collect()
}

// ---------------------------------------------------------------- board

#[test]
fn default_board_is_six_by_six_with_two_balls() {
    let game = Towers::startpos();
    let config = game.config();
    assert_eq!((config.width(), config.height(), config.balls()), (6, 6, 2));
    assert!(config.repetition_draw());
    assert_eq!(config.ply_limit(), None);
    assert_eq!(game.piece_at(sq("f6")).map(|p| (p.side, p.balls)), Some((Side::Brown, 2)));
    assert_eq!(game.piece_at(sq("g1")), None, "file g is off the 6-wide board");
    assert_eq!(game.piece_at(sq("a7")), None, "rank 7 is off the 6-high board");
}

#[test]
fn every_size_from_2x3_to_16x16_works_and_width_is_pieces_per_side() {
    for width in 2..=16 {
        for height in 3..=16 {
            let game = Towers::with_config(Config::new(width, height, 1).unwrap());
            for side in Side::ALL {
                assert_eq!(game.pieces(side).count(), usize::from(width), "{width}x{height}");
            }
            assert!(game.count_actions() > 0);
        }
    }
}

#[test]
fn sizes_and_balls_out_of_range_are_typed_errors() {
    assert_eq!(Config::new(1, 6, 2), Err(ConfigError::Width(1)));
    assert_eq!(Config::new(17, 6, 2), Err(ConfigError::Width(17)));
    assert_eq!(Config::new(6, 2, 2), Err(ConfigError::Height(2)));
    assert_eq!(Config::new(6, 17, 2), Err(ConfigError::Height(17)));
    assert_eq!(Config::new(6, 6, 0), Err(ConfigError::NoBalls));
    assert_eq!(Config::new(16, 6, 16), Err(ConfigError::TooManyBalls { width: 16, balls: 16 }));
    assert!(Config::new(16, 6, 15).is_ok());
    assert_eq!(Config::default().with_ply_limit(Some(0)), Err(ConfigError::ZeroPlyLimit));
}

#[test]
fn white_starts_on_rank_1_brown_on_the_top_rank_and_white_moves_first() {
    let game = Towers::with_config(Config::new(4, 7, 3).unwrap());
    assert_eq!(game.turn(), Turn::Player(Side::White));
    let white: Vec<_> = game.pieces(Side::White).map(|(s, b)| (s.to_string(), b)).collect();
    let brown: Vec<_> = game.pieces(Side::Brown).map(|(s, b)| (s.to_string(), b)).collect();
    assert_eq!(white, [("a1".into(), 3), ("b1".into(), 3), ("c1".into(), 3), ("d1".into(), 3)]);
    assert_eq!(brown, [("a7".into(), 3), ("b7".into(), 3), ("c7".into(), 3), ("d7".into(), 3)]);
}

// ---------------------------------------------------------------- move

#[test]
fn a_piece_moves_exactly_its_balls_in_all_four_orthogonal_directions() {
    let game = position("B1B1B1B1B1B1/....../....../..W2.../....../W1W1.W1W1W1", 'w');
    assert_eq!(moves_from(&game, "c3"), ["c3-a3", "c3-c1", "c3-c5", "c3-e3"]);
    for wrong in ["c3-c4", "c3-c6", "c3-b3", "c3-d3", "c3-f3"] {
        assert!(matches!(game.check(&act(wrong)), Err(PlayError::WrongDistance { .. })), "{wrong}");
    }
    let message = game.check(&act("c3-c6")).unwrap_err().to_string();
    assert_eq!(message, "the piece on c3 has 2 balls, so it acts exactly 2 squares away, not 3");
    let message = game.check(&act("a1-a3")).unwrap_err().to_string();
    assert_eq!(message, "the piece on a1 has 1 ball, so it acts exactly 1 square away, not 2");
    let mut after = game.clone();
    after.play(&act("c3-c5")).unwrap();
    assert_eq!(after.piece_at(sq("c5")).map(|p| p.balls), Some(2), "the piece keeps its balls");
    assert_eq!(after.piece_at(sq("c3")), None);
}

#[test]
fn a_piece_never_moves_diagonally() {
    let game = position("B1B1B1B1B1B1/....../....../..W2.../....../W1W1.W1W1W1", 'w');
    assert!("c3-e5".parse::<Move>().is_err(), "the notation has no diagonal moves");
    let diagonal = Move::Step { from: sq("c3"), to: sq("e5") };
    assert!(matches!(game.check(&diagonal), Err(PlayError::NotOrthogonal { .. })));
    for action in game.legal_moves().iter() {
        if let Move::Step { from, to } | Move::Capture { from, target: to } = action {
            assert!(from.file() == to.file() || from.rank() == to.rank(), "{action}");
        }
    }
}

#[test]
fn a_piece_cannot_jump_and_its_destination_must_be_empty() {
    // c4 (own, 0 balls) blocks the way north; e3 (enemy) blocks the
    // destination east; b3 (enemy with balls, 1 away) blocks the way west.
    let game = position("B1B1B1B1../....../..W0.../.B1W2.B0./....../W1W1.W1W1.", 'w');
    assert_eq!(moves_from(&game, "c3"), ["c3-c1"]);
    assert!(matches!(game.check(&act("c3-c5")), Err(PlayError::Blocked { .. })), "cannot jump over c4");
    assert!(matches!(game.check(&act("c3-e3")), Err(PlayError::Blocked { .. })), "e3 is occupied");
    assert!(matches!(game.check(&act("c3-a3")), Err(PlayError::Blocked { .. })), "cannot jump over b3");
}

#[test]
fn a_piece_cannot_change_direction_or_leave_the_board() {
    // a1 with 3 balls: only north (a4) and east is blocked by b1; no
    // L-shaped or off-board destination.
    let game = position("B1B1B1B1B1B1/....../....../....../....../W3W1W1W1W1W1", 'w');
    assert_eq!(moves_from(&game, "a1"), ["a1-a4"]);
    assert!(game.check(&Move::Step { from: sq("a1"), to: sq("c2") }).is_err());
    assert!(matches!(game.check(&act("a1-g1")), Err(PlayError::OffBoard { .. })));
}

#[test]
fn a_piece_with_zero_balls_cannot_act() {
    let game = position("B1B1B1B1B1B1/....../....../..W0.../....../W1W1.W1W1W1", 'w');
    assert!(actions_from(&game, "c3").is_empty());
    for text in ["c3-c3", "c3>a1", "c3-c4"] {
        if let Ok(action) = text.parse::<Move>() {
            assert_eq!(game.check(&action), Err(PlayError::NoBalls(sq("c3"))), "{text}");
        }
    }
}

// ---------------------------------------------------------------- share

#[test]
fn share_with_n_less_than_k_gives_c_k_n_distinct_actions() {
    fn binomial(k: u64, n: u64) -> u64 {
        (0..n).fold(1, |acc, i| acc * (k - i) / (i + 1))
    }
    for width in 2..=9u8 {
        for balls in 1..width {
            let config = Config::new(width, 5, balls).unwrap();
            let game = Towers::with_config(config);
            let shares: Vec<_> = game
                .legal_moves()
                .iter()
                .filter(|a| matches!(a, Move::Share { .. }) && a.from() == sq("a1"))
                .cloned()
                .collect();
            let k = u64::from(width) - 1;
            let n = u64::from(balls);
            assert_eq!(shares.len() as u64, binomial(k, n.min(k)), "width {width}, {balls} balls");
            let distinct: HashSet<_> = shares.iter().collect();
            assert_eq!(distinct.len(), shares.len(), "shares are distinct");
            for share in &shares {
                let Move::Share { recipients: to, .. } = share else { unreachable!() };
                assert_eq!(to.len() as u64, n.min(k));
                assert!(!to.contains(sq("a1")), "a piece never gives to itself");
                assert!(to.squares().iter().all(|s| s.rank().index() == 0), "only own pieces receive");
            }
        }
    }
}

#[test]
fn share_takes_every_ball_and_gives_one_to_each_chosen_piece() {
    let mut game = Towers::startpos();
    game.play(&act("c1>a1,f1")).unwrap();
    let white: Vec<u8> = game.pieces(Side::White).map(|(_, balls)| balls).collect();
    assert_eq!(white, [3, 2, 0, 2, 2, 3]);
    assert_eq!(game.lost(Side::White), 0);
    assert_eq!(game.balls_on_board(Side::White), 12);
    // Wrong number of recipients, the sharer itself, an enemy, an empty square.
    let game = Towers::startpos();
    assert_eq!(game.check(&act("c1>a1")), Err(PlayError::RecipientCount { expected: 2, found: 1 }));
    assert_eq!(game.check(&act("c1>a1,b1,d1")), Err(PlayError::RecipientCount { expected: 2, found: 3 }));
    assert_eq!(game.check(&act("c1>a1,c6")), Err(PlayError::BadRecipient(sq("c6"))));
    assert_eq!(game.check(&act("c1>a1,c3")), Err(PlayError::BadRecipient(sq("c3"))));
    let to_itself = Move::Share { from: sq("c1"), recipients: Recipients::from_squares([sq("a1"), sq("c1")]).unwrap() };
    assert_eq!(game.check(&to_itself), Err(PlayError::BadRecipient(sq("c1"))));
}

#[test]
fn share_with_more_balls_than_other_pieces_loses_the_rest() {
    // The sheet's example: a tower of 6 balls can give only 5, one is lost.
    let game = position("B1B1B1B1B1B1/....../....../....../....../W6W1W1W1W1W1", 'w');
    let shares: Vec<String> = actions_from(&game, "a1").into_iter().filter(|t| t.contains('>')).collect();
    assert_eq!(shares, ["a1>b1,c1,d1,e1,f1"]);
    let mut after = game.clone();
    after.play(&act("a1>b1,c1,d1,e1,f1")).unwrap();
    assert_eq!(after.lost(Side::White), 1);
    assert_eq!(after.balls_on_board(Side::White), game.balls_on_board(Side::White) - 1);
    let white: Vec<u8> = after.pieces(Side::White).map(|(_, balls)| balls).collect();
    assert_eq!(white, [0, 2, 2, 2, 2, 2]);
    // 8 balls among 5 others: 3 lost.
    let game = position("B1B1B1B1B1B1/....../....../....../....../W8W1W1W1W1W1", 'w');
    let mut after = game.clone();
    after.play(&act("a1>b1,c1,d1,e1,f1")).unwrap();
    assert_eq!(after.lost(Side::White), 3);
}

#[test]
fn pieces_with_zero_balls_can_receive_and_are_reactivated() {
    let game = position("B1B1B1B1B1B1/....../....../..W0.../....../W2W1.W1W1W1", 'w');
    assert!(actions_from(&game, "c3").is_empty());
    let mut after = game.clone();
    after.play(&act("a1>b1,c3")).unwrap();
    assert_eq!(after.piece_at(sq("c3")).map(|p| p.balls), Some(1));
    after.play(&act("a6-a5")).unwrap();
    assert_eq!(moves_from(&after, "c3"), ["c3-b3", "c3-c2", "c3-c4", "c3-d3"]);
}

// ---------------------------------------------------------------- capture

#[test]
fn capture_removes_every_ball_of_the_enemy_and_nobody_moves() {
    // The sheet's example: White with 2 balls, Brown with 3, two squares
    // apart with nothing between: White removes the 3.
    let game = position("B1B1.B1B1B1/....../..B3.../....../..W2.../W1W1.W1W1W1", 'w');
    assert!(actions_from(&game, "c2").contains(&"c2xc4".to_string()));
    let mut after = game.clone();
    after.play(&act("c2xc4")).unwrap();
    assert_eq!(after.piece_at(sq("c4")).map(|p| (p.side, p.balls)), Some((Side::Brown, 0)));
    assert_eq!(after.piece_at(sq("c2")).map(|p| (p.side, p.balls)), Some((Side::White, 2)));
    assert_eq!(after.captured(Side::Brown), game.captured(Side::Brown) + 3);
    assert_eq!(after.balls_on_board(Side::Brown), game.balls_on_board(Side::Brown) - 3);
}

#[test]
fn capture_needs_the_exact_distance() {
    // c1 with 2 balls is 3 squares from c4: no capture; the 3-ball brown
    // piece on c4 is 3 away from c1 and can capture it.
    let game = position("B1B1.B1B1B1/....../..B3.../....../....../W1W1W2W1W1W1", 'w');
    assert!(matches!(game.check(&act("c1xc4")), Err(PlayError::WrongDistance { .. })));
    assert!(actions_from(&game, "c1").iter().all(|t| !t.contains('x')));
    let brown = position("B1B1.B1B1B1/....../..B3.../....../....../W1W1W2W1W1W1", 'b');
    assert!(actions_from(&brown, "c4").contains(&"c4xc1".to_string()));
    // Nor closer: the 3-ball piece on c4 cannot capture c2, 2 squares away.
    let brown = position("B1B1.B1B1B1/....../..B3.../....../..W2.../W1W1.W1W1W1", 'b');
    assert!(actions_from(&brown, "c4").iter().all(|t| !t.contains('x')), "{:?}", actions_from(&brown, "c4"));
    assert!(matches!(brown.check(&act("c4xc2")), Err(PlayError::WrongDistance { .. })));
}

#[test]
fn capture_needs_empty_squares_between() {
    let game = position("B1B1.B1B1B1/....../..B3.../..W0.../..W2.../W1W1.W1W1.", 'w');
    assert!(actions_from(&game, "c2").iter().all(|t| !t.contains('x')));
    assert!(matches!(game.check(&act("c2xc4")), Err(PlayError::Blocked { .. })));
}

#[test]
fn capture_needs_an_enemy_with_balls() {
    // An enemy with 0 balls, and an own piece, at the right distance.
    let game = position("B1B1.B1B1B1/....../..B0W1../....../..W2.../W1W1.W1W1.", 'w');
    assert_eq!(game.check(&act("c2xc4")), Err(PlayError::NotCapturable(sq("c4"))));
    let game = position("B1B1.B1B1B1/....../..W1.../....../..W2..B1/W1W1.W1W1.", 'w');
    assert_eq!(game.check(&act("c2xc4")), Err(PlayError::NotCapturable(sq("c4"))));
    assert!(actions_from(&game, "c2").iter().all(|t| !t.contains('x')));
    // Empty target square.
    let game = position("B1B1.B1B1B1/....../....../....../..W2..B1/W1W1.W1W1W1", 'w');
    assert_eq!(game.check(&act("c2xc4")), Err(PlayError::NotCapturable(sq("c4"))));
}

#[test]
fn capture_works_along_ranks_too_but_never_diagonally() {
    let game = position("B1B1B1B1.B1/....../....../W3..B2../....../.W1W1W1W1W1", 'w');
    assert!(actions_from(&game, "a3").contains(&"a3xd3".to_string()));
    let diagonal = Move::Capture { from: sq("a3"), target: sq("d6") };
    assert!(matches!(game.check(&diagonal), Err(PlayError::NotOrthogonal { .. })));
}

// ---------------------------------------------------------------- winning

#[test]
fn ending_a_move_on_the_opponents_back_row_wins_at_once() {
    let mut game = position("B1B1.B1B1B1/....../..W2.../....../B1...../.W1W1W1W1W1", 'w');
    game.play(&act("c4-c6")).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Win(Side::White));
    assert_eq!(outcome.reason, Reason::BackRow);
    assert_eq!(game.turn(), Turn::Over);
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play(&act("a2-a3")), Err(PlayError::GameOver));
    assert_eq!(outcome.to_string(), "White wins (a piece reached the opponent's back row)");

    // Brown wins the same way on rank 1.
    let mut game = position("B1B1B1B1B1./.....W1/....../..B2.../....../W1W1.W1W1W1", 'b');
    game.play(&act("c3-c1")).unwrap();
    assert_eq!(game.outcome().map(|o| (o.verdict, o.reason)), Some((Verdict::Win(Side::Brown), Reason::BackRow)));
}

#[test]
fn reaching_the_back_row_by_other_means_or_ones_own_back_row_does_not_win() {
    // A move onto one's own back row.
    let mut game = position("B1B1B1B1B1B1/....../....../..W2.../....../W1W1.W1W1W1", 'w');
    game.play(&act("c3-c1")).unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_player_without_balls_loses_right_after_the_opponents_action() {
    let game = position("B0B0.B0B0B0/....../..B3.../....../..W2.../W1W1.W1W1W1", 'w');
    let mut after = game.clone();
    after.play(&act("c2xc4")).unwrap();
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Win(Side::White));
    assert_eq!(outcome.reason, Reason::NoBalls);
    assert_eq!(after.balls_on_board(Side::Brown), 0);
    // A position where the side to move has no balls is already lost.
    let lost = position("B0B0.B0B0B0/....../..B0.../....../..W2.../W1W1.W1W1W1", 'b');
    assert_eq!(lost.outcome().map(|o| (o.verdict, o.reason)), Some((Verdict::Win(Side::White), Reason::NoBalls)));
}

#[test]
fn a_player_with_a_ball_always_has_an_action() {
    // One ball left, on a piece boxed in: it can still share.
    let game = position("B1B1B1B1B1B1/....../....../....../W0...../W1W0W0W0W0.", 'w');
    assert_eq!(actions_from(&game, "a1"), ["a1>a2", "a1>b1", "a1>c1", "a1>d1", "a1>e1"]);
    assert_eq!(game.count_actions(), 5);
}

#[test]
fn the_third_occurrence_of_a_position_is_a_draw() {
    let config = Config::new(2, 3, 1).unwrap();
    let cycle = ["a1-a2", "b3-b2", "a2-a1", "b2-b3"];
    let mut game = Towers::with_config(config);
    for (i, text) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "before action {i}");
        game.play(&act(text)).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::Draw);
    assert_eq!(outcome.reason, Reason::Repetition);
    assert_eq!(outcome.to_string(), "draw (third occurrence of a position)");
    // The position text keeps the count, so the draw survives a round trip.
    let reread: Towers = game.to_string().parse().unwrap();
    assert_eq!(reread.outcome(), game.outcome());

    // Switched off: the game goes on.
    let mut game = Towers::with_config(config.with_repetition_draw(false));
    for text in cycle.iter().chain(cycle.iter()).chain(cycle.iter()) {
        game.play(&act(text)).unwrap();
    }
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 4);
}

#[test]
fn a_repetition_needs_the_same_balls_and_the_same_player_to_move() {
    // 3 x 4, one ball a piece. White passes two balls round its three
    // pieces (a share cycle of period 3: 0-2-1, 1-0-2, 2-1-0), Brown steps
    // a4-a3-a4 (period 2). Nothing leaves the board, so nothing is
    // forgotten. The squares never change; the balls repeat every 6 plies
    // and the side to move with them only every 12.
    let mut game = Towers::with_config(Config::new(3, 4, 1).unwrap());
    game.play(&act("a1>b1")).unwrap();
    let first = game.to_string(); // W0 W2 W1 against B a4, Brown to move
    let board = |game: &Towers| game.to_string().split(' ').next().unwrap().to_string();
    let white_shares = ["b1>a1,c1", "c1>a1,b1", "a1>b1,c1"];
    let brown_steps = ["a4-a3", "a3-a4"];
    let mut boards = vec![(board(&game), game.side_to_move())];
    for ply in 1..=24 {
        assert_eq!(game.outcome(), None, "before ply {ply} after the first share");
        let action = match game.side_to_move() {
            Side::Brown => brown_steps[(ply / 2) % 2],
            Side::White => white_shares[(ply / 2 - 1) % 3],
        };
        game.play(&act(action)).unwrap();
        boards.push((board(&game), game.side_to_move()));
        let same_board_and_side = boards.iter().filter(|&seen| *seen == boards[ply]).count();
        assert_eq!(game.repetitions(), same_board_and_side, "ply {ply}: {game}");
        match ply {
            // Same squares as the first position, other balls on them.
            4 | 8 => assert_ne!(boards[ply].0, boards[0].0),
            // The same board as the first position, White to move.
            7 => assert_eq!(boards[7], (boards[0].0.clone(), Side::White)),
            12 => assert_eq!(game.to_string().replace("ply 13 seen 2", "ply 1 seen 1"), first),
            _ => {}
        }
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome().map(|o| (o.verdict, o.reason)), Some((Verdict::Draw, Reason::Repetition)));
}

#[test]
fn balls_leaving_the_board_reset_the_repetition_record() {
    // The start position occurs twice, then a capture: balls never come
    // back, so no earlier position can occur again and the count restarts.
    let mut game = Towers::with_config(Config::new(2, 3, 1).unwrap());
    for text in ["a1-a2", "b3-b2", "a2-a1", "b2-b3"] {
        game.play(&act(text)).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    for text in ["a1-a2", "b3-b2", "a2xb2"] {
        game.play(&act(text)).unwrap();
    }
    assert_eq!(game.captured(Side::Brown), 1);
    assert_eq!(game.repetitions(), 1);
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_optional_ply_limit_ends_in_a_draw() {
    let mut game = Towers::with_config(Config::default().with_ply_limit(Some(3)).unwrap());
    for text in ["a1-a3", "a6-a4", "b1-b3"] {
        assert_eq!(game.outcome(), None);
        game.play(&act(text)).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!((outcome.verdict, outcome.reason), (Verdict::Draw, Reason::PlyLimit));
    assert_eq!(game.ply(), 3);
}

#[test]
fn a_win_on_the_last_ply_before_the_limit_is_still_a_win() {
    let mut game = position("B1B1.B1B1B1/....../..W2.../....../B1...../.W1W1W1W1W1", 'w');
    game = format!("{} limit 1", game).parse().unwrap();
    game.play(&act("c4-c6")).unwrap();
    assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::BackRow));
}

// ---------------------------------------------------------------- the generator agrees with the rules

#[test]
fn every_encodable_action_is_legal_exactly_when_listed() {
    // All moves, captures and shares that can be written on a 4x4 board,
    // checked against the list in random positions.
    let config = Config::new(4, 4, 2).unwrap();
    let squares: Vec<Square> =
        (0..4u8).flat_map(|r| (0..4u8).map(move |f| Square::from_coords(f, r).unwrap())).collect();
    let mut candidates = Vec::new();
    for &from in &squares {
        for &to in &squares {
            if from != to && (from.file() == to.file() || from.rank() == to.rank()) {
                candidates.push(Move::Step { from, to });
                candidates.push(Move::Capture { from, target: to });
            }
        }
        let others: Vec<Square> = squares.iter().copied().filter(|&s| s != from).collect();
        for mask in 1u32..(1 << others.len()) {
            if mask.count_ones() <= 3 {
                let chosen = others.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, &s)| s);
                candidates.push(Move::Share { from, recipients: Recipients::from_squares(chosen).unwrap() });
            }
        }
    }
    let mut rng = boardkit_core::SplitMix64::new(11);
    let mut checked = 0;
    for _ in 0..40 {
        let mut game = Towers::with_config(config);
        for _ in 0..30 {
            let listed: HashSet<Move> = game.legal_moves().iter().cloned().collect();
            for action in &candidates {
                assert_eq!(game.is_legal(action), listed.contains(action), "{action} in {game}");
                checked += 1;
            }
            match boardkit_core::random_move(&game, &mut rng) {
                Some(action) => game.play(&action).unwrap(),
                None => break,
            }
        }
    }
    assert!(checked > 100_000);
}
