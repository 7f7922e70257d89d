//! One test per rule sentence of rules/sirocco.md; each fails if the rule is
//! broken.

use boardkit_core::{Game, Turn, Verdict};
use boardkit_sirocco::{Board, Move, PlayError, Reason, Seat, Sirocco};

fn state(text: &str) -> Sirocco {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(game: &Sirocco) -> Vec<String> {
    let mut list: Vec<String> = game.legal_moves().iter().map(Move::to_string).collect();
    list.sort();
    list
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays `text` and checks the error and that nothing changed.
fn refused(game: &Sirocco, text: &str) -> PlayError {
    let mut copy = game.clone();
    let error = copy.play(&mv(text)).expect_err(text);
    assert_eq!(&copy, game, "refusing {text} changed the state");
    assert!(!game.is_legal(&mv(text)));
    error
}

const NE_HOME: &str = "NE m13 m13 m13 m13 m13 m13 x0";

#[test]
fn seats_and_turn_order() {
    let seats = |n| Sirocco::startpos(n).unwrap().players().to_vec();
    assert_eq!(seats(2), [Seat::SouthWest, Seat::NorthEast]);
    assert_eq!(seats(3), [Seat::SouthWest, Seat::NorthWest, Seat::NorthEast]);
    assert_eq!(seats(4), Seat::ALL);
    assert!(Sirocco::startpos(1).is_err() && Sirocco::startpos(5).is_err());
    // South-West moves first, then clockwise; a round counts every player once.
    let mut game = Sirocco::startpos(3).unwrap();
    let mut order = Vec::new();
    for _ in 0..4 {
        game.play(&Move::Roll(1)).unwrap();
        let Turn::Player(seat) = game.turn() else { panic!() };
        order.push(seat);
        let first = game.legal_moves()[0];
        game.play(&first).unwrap();
    }
    assert_eq!(order, [Seat::SouthWest, Seat::NorthWest, Seat::NorthEast, Seat::SouthWest]);
    assert_eq!(game.round(), 2);
}

/// The seats that move in the first `turns` turns, each turn a throw of `throw` and the
/// first listed move (a pass included).
fn turn_order(players: u8, turns: usize, throw: u8) -> (Vec<Seat>, Sirocco) {
    let mut game = Sirocco::startpos(players).unwrap();
    let mut order = Vec::new();
    for _ in 0..turns {
        assert_eq!(game.turn(), Turn::Chance);
        order.push(game.seat_to_move());
        game.play(&Move::Roll(throw)).unwrap();
        assert_eq!(game.turn(), Turn::Player(*order.last().unwrap()));
        let first = game.legal_moves()[0];
        game.play(&first).unwrap();
    }
    (order, game)
}

#[test]
fn two_and_four_players_take_turns_clockwise_from_south_west() {
    use Seat::*;
    let (order, game) = turn_order(2, 5, 1);
    assert_eq!(order, [SouthWest, NorthEast, SouthWest, NorthEast, SouthWest]);
    assert_eq!((game.round(), game.seat_to_move()), (3, NorthEast));
    let (order, game) = turn_order(4, 9, 2);
    assert_eq!(
        order,
        [SouthWest, NorthWest, NorthEast, SouthEast, SouthWest, NorthWest, NorthEast, SouthEast, SouthWest]
    );
    assert_eq!((game.round(), game.seat_to_move()), (3, NorthWest));
    // A pass ends the turn like a move.
    let mut game = state("reference | SW a1 e5 i9 k9 m13 m13 x0 | NE b1 a2 b2 m13 m13 m13 x0 | SW rolled 1 | round 3");
    game.play(&Move::Pass).unwrap();
    assert_eq!((game.turn(), game.seat_to_move(), game.round()), (Turn::Chance, NorthEast, 3));
}

#[test]
fn six_pawns_each_start_on_their_base() {
    let game = Sirocco::startpos(4).unwrap();
    for seat in Seat::ALL {
        assert_eq!(game.pawns_on_base(seat), 6);
        assert_eq!(game.pawn_count(seat), 6);
        assert!(game.pawns_on_board(seat).is_empty());
    }
}

#[test]
fn the_throw_is_a_chance_turn_with_six_equal_outcomes() {
    let mut game = Sirocco::startpos(2).unwrap();
    assert_eq!(game.turn(), Turn::Chance);
    let outcomes = game.chance_outcomes();
    assert_eq!(
        outcomes.iter().map(|(m, w)| (m.to_string(), *w)).collect::<Vec<_>>(),
        [
            ("roll 1".to_string(), 1),
            ("roll 2".to_string(), 1),
            ("roll 3".to_string(), 1),
            ("roll 4".to_string(), 1),
            ("roll 5".to_string(), 1),
            ("roll 6".to_string(), 1)
        ]
    );
    assert!(matches!(refused(&game, "a1-b1"), PlayError::ThrowDue(_)));
    assert_eq!(game.play(&Move::Roll(0)), Err(PlayError::BadThrow(0)));
    assert_eq!(game.play(&Move::Roll(7)), Err(PlayError::BadThrow(7)));
    game.play(&Move::Roll(3)).unwrap();
    assert_eq!(game.pending_throw(), Some(3));
    assert!(game.chance_outcomes().is_empty());
    assert!(matches!(refused(&game, "roll 2"), PlayError::MoveDue { throw: 3, .. }));
}

#[test]
fn a_move_is_a_simple_path_of_exactly_the_thrown_length() {
    // e3 has neighbours d3, f3, e2, e4; d3, f3, e2 and e4 each have one more neighbour.
    let game = state(&format!("reference | SW e3 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    let from_e3: Vec<String> = moves(&game).into_iter().filter(|m| m.starts_with("e3-")).collect();
    assert_eq!(from_e3, ["e3-d3", "e3-e2", "e3-e4", "e3-f3"]);
    let game = state(&format!("reference | SW e3 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 2 | round 3"));
    let from_e3: Vec<String> = moves(&game).into_iter().filter(|m| m.starts_with("e3-")).collect();
    // Two steps never come back to e3, never stop half-way, and never re-enter the own grey dot c3.
    assert_eq!(from_e3, ["e3-e1", "e3-e5", "e3-g3"]);
    assert!(matches!(refused(&game, "e3-e4"), PlayError::Unreachable { throw: 2, .. }));
}

#[test]
fn paths_pass_over_pawns_of_any_colour() {
    // f5 (opponent) and e6 (own) stand in the way; the moves over them stay.
    let game = state("reference | SW e5 e6 i9 k9 m13 m13 x0 | NE f5 m13 m13 m13 m13 m13 x0 | SW rolled 2 | round 3");
    let list = moves(&game);
    assert!(list.contains(&"e5-g5".to_string()), "{list:?}");
    assert!(list.contains(&"e5-e7".to_string()), "{list:?}");
    // Two paths to the same end are one move.
    assert_eq!(list.iter().filter(|m| *m == "e5-g5").count(), 1);
}

#[test]
fn own_grey_dots_are_never_entered_again() {
    // d1's neighbours are c1 (own grey dot) and e1.
    let game = state(&format!("reference | SW d1 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    let from_d1: Vec<String> = moves(&game).into_iter().filter(|m| m.starts_with("d1-")).collect();
    assert_eq!(from_d1, ["d1-e1"]);
    assert!(matches!(refused(&game, "d1-c1"), PlayError::Unreachable { .. }));
    // b3's only neighbours are the own grey dots a3 and c3: that pawn is stuck for good.
    let game = state(&format!("reference | SW b3 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    let from_b3: Vec<String> = moves(&game).into_iter().filter(|m| m.starts_with("b3-")).collect();
    assert!(from_b3.is_empty(), "b3 lies between the own grey dots a3 and c3: {from_b3:?}");
}

#[test]
fn inside_the_corner_pawns_move_between_grey_dots_but_never_back_to_the_base() {
    // A pawn on b1 (own grey dot): a1 is the own base, c1 a grey dot.
    let game = state(&format!("reference | SW b1 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    assert_eq!(moves(&game), ["b1-c1"]);
    assert!(matches!(refused(&game, "b1-a1"), PlayError::Unreachable { .. }));
    // From the base, a throw of 2 may end on a grey dot or on the field.
    let game = Sirocco::startpos(2).unwrap().legal_moves_for_roll(3).unwrap();
    let texts: Vec<String> = game.iter().map(Move::to_string).collect();
    assert!(texts.contains(&"a1-d1".to_string()) && texts.contains(&"a1-d4".to_string()), "{texts:?}");
}

#[test]
fn no_base_other_than_the_goal_is_entered_or_passed() {
    // SW on j1: k1 and l1 are South-East grey dots (allowed), m1 its base (never).
    let game = state(&format!("reference | SW j1 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 3 | round 3"));
    let from_j1: Vec<String> = moves(&game).into_iter().filter(|m| m.starts_with("j1-")).collect();
    // j1-k1-l1-m1 would be the third step into a foreign base; j1-k1-k2-k3 ends on a foreign grey dot.
    assert_eq!(from_j1, ["j1-g1", "j1-i3", "j1-k3"]);
    let board = Board::reference();
    let (m1, j1) = (board.point_by_str("m1").unwrap(), board.point_by_str("j1").unwrap());
    for throw in 1..=6 {
        // m1 is the goal of North-West only.
        for seat in [Seat::SouthWest, Seat::NorthEast, Seat::SouthEast] {
            assert!(!board.destinations(seat, j1, throw).contains(m1));
        }
    }
    // Paths through m1 (e.g. l1-m1-m2) are not taken either: from l1, m2 needs 2 steps only via m1.
    let l1 = board.point_by_str("l1").unwrap();
    let m2 = board.point_by_str("m2").unwrap();
    assert!(!board.destinations(Seat::SouthWest, l1, 2).contains(m2));
    // A South-East pawn never goes back to its own base either.
    assert!(!board.destinations(Seat::SouthEast, l1, 1).contains(m1));
}

#[test]
fn the_goal_base_ends_the_path_and_is_entered_only_by_the_last_step() {
    // k11-l12-m13 is two steps; from l12 one step reaches m13, two steps cannot pass it.
    let game = state("reference | SW k11 g9 i9 k9 m13 m13 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW rolled 2 | round 3");
    assert!(moves(&game).contains(&"k11-m13".to_string()));
    let board = Board::reference();
    let l12 = board.point_by_str("l12").unwrap();
    let m13 = board.point_by_str("m13").unwrap();
    assert!(board.destinations(Seat::SouthWest, l12, 1).contains(m13));
    // l13 and m12 lie beyond m13: two steps from l12 would have to pass through the goal.
    for beyond in ["l13", "m12"] {
        let point = board.point_by_str(beyond).unwrap();
        assert!(!board.destinations(Seat::SouthWest, l12, 2).contains(point), "{beyond}");
    }
    // A longer way round into the goal is fine if the goal is its last step.
    assert!(board.destinations(Seat::SouthWest, l12, 5).contains(m13));
}

#[test]
fn arriving_in_the_goal_base_is_always_allowed_and_final() {
    // North-East's pawns still stand on m13; South-West arrives among them.
    let mut game = state(&format!("reference | SW k11 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 2 | round 3"));
    game.play(&mv("k11-m13")).unwrap();
    assert_eq!(game.pawns_arrived(Seat::SouthWest), 3);
    assert_eq!(game.pawns_on_base(Seat::NorthEast), 6);
    // Arrived pawns never move again: only the field pawns are offered.
    let game = state(&format!("reference | SW g9 m13 m13 m13 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 9"));
    assert!(moves(&game).iter().all(|m| m.starts_with("g9-")), "{:?}", moves(&game));
    assert!(matches!(refused(&game, "m13-l13"), PlayError::NoPawn { .. }));
}

#[test]
fn landing_on_an_own_pawn_is_not_allowed() {
    let game = state(&format!("reference | SW e5 g5 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 2 | round 3"));
    assert!(!moves(&game).contains(&"e5-g5".to_string()));
    assert_eq!(refused(&game, "e5-g5"), PlayError::OwnPawn("g5".parse().unwrap()));
}

#[test]
fn landing_on_an_opponent_on_an_unprotected_field_point_captures_it_for_good() {
    let mut game =
        state("reference | SW e5 g9 i9 k9 m13 m13 x0 | NE g5 m13 m13 m13 m13 m13 x0 | SW rolled 2 | round 3");
    assert_eq!(game.score(Seat::SouthWest), 4);
    game.play(&mv("e5-g5")).unwrap();
    assert_eq!(game.owner(Board::reference().point_by_str("g5").unwrap()), Some(Seat::SouthWest));
    assert_eq!(game.pawn_count(Seat::NorthEast), 5);
    assert_eq!(game.captures(Seat::SouthWest), 1);
    assert_eq!(game.score(Seat::SouthWest), 4 + 3);
    assert!(game.to_string().contains("NE m13 m13 m13 m13 m13 x0"), "{game}");
    assert!(game.to_string().contains("x1 | NE"), "{game}");
}

#[test]
fn captures_are_credited_to_the_capturer() {
    // Three players: North-West takes a North-East pawn; South-West gets nothing.
    let text = "reference | SW e9 a1 a1 a1 a1 a1 x0 | NW e5 g9 i9 k9 m1 m1 x0 | NE g5 m13 m13 m13 m13 m13 x0 | NW rolled 2 | round 3";
    let mut game = state(text);
    game.play(&mv("e5-g5")).unwrap();
    assert_eq!(game.captures(Seat::NorthWest), 1);
    assert_eq!(game.captures(Seat::SouthWest), 0);
    assert_eq!(game.score(Seat::NorthWest), 4 + 3);
}

#[test]
fn pawns_on_protected_spots_cannot_be_captured() {
    // g7 is protected: an opponent there cannot be landed on; an empty g7 can.
    let game = state("reference | SW g5 g9 i9 k9 m13 m13 x0 | NE g7 m13 m13 m13 m13 m13 x0 | SW rolled 2 | round 3");
    assert!(!moves(&game).contains(&"g5-g7".to_string()));
    assert_eq!(refused(&game, "g5-g7"), PlayError::Immune("g7".parse().unwrap()));
    let game = state("reference | SW g5 g9 i9 k9 m13 m13 x0 | NE c7 m13 m13 m13 m13 m13 x0 | SW rolled 2 | round 3");
    assert!(moves(&game).contains(&"g5-g7".to_string()));
}

#[test]
fn pawns_on_grey_dots_of_any_corner_cannot_be_captured() {
    // l1 is a South-East grey dot (an unused corner in a 2-player game).
    let game = state("reference | SW j1 g9 i9 k9 m13 m13 x0 | NE l1 m13 m13 m13 m13 m13 x0 | SW rolled 2 | round 3");
    assert!(!moves(&game).contains(&"j1-l1".to_string()));
    assert_eq!(refused(&game, "j1-l1"), PlayError::Immune("l1".parse().unwrap()));
    // An opponent on one of the mover's own grey dots is safe from entering pawns too.
    let game = state("reference | SW a1 g9 i9 k9 m13 m13 x0 | NE b1 m13 m13 m13 m13 m13 x0 | SW rolled 1 | round 3");
    assert_eq!(moves(&game), ["a1-a2", "a1-b2"]);
}

#[test]
fn entry_first_pawns_on_the_base_or_own_grey_dots_move_first() {
    // A pawn on the base and one on the field: only the base pawn may move.
    let game = state(&format!("reference | SW a1 e5 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    assert_eq!(moves(&game), ["a1-a2", "a1-b1", "a1-b2"]);
    assert!(matches!(refused(&game, "e5-e6"), PlayError::EntryFirst { seat: Seat::SouthWest, .. }));
    // A pawn on an own grey dot also has to move first; its move may end in the field.
    let game = state(&format!("reference | SW c3 e5 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    assert_eq!(moves(&game), ["c3-b2", "c3-b3", "c3-c2", "c3-c4", "c3-d3", "c3-d4"]);
    assert!(matches!(refused(&game, "e5-e6"), PlayError::EntryFirst { .. }));
    // Once none is left there, field pawns move.
    let game = state(&format!("reference | SW d3 e5 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    assert!(moves(&game).iter().any(|m| m.starts_with("e5-")));
}

#[test]
fn an_entering_pawn_may_capture() {
    // From a1 a throw of 3 reaches d1 (a1 b1 c1 d1): the North-East pawn there is captured.
    let mut game = state("reference | SW a1 a1 a1 a1 a1 a1 x0 | NE d1 m13 m13 m13 m13 m13 x0 | SW rolled 3 | round 2");
    assert!(moves(&game).contains(&"a1-d1".to_string()));
    game.play(&mv("a1-d1")).unwrap();
    assert_eq!((game.captures(Seat::SouthWest), game.pawn_count(Seat::NorthEast)), (1, 5));
    assert_eq!(game.pawns_on_base(Seat::SouthWest), 5);
}

#[test]
fn entry_first_with_all_entering_pawns_blocked_is_a_pass() {
    // North-East pawns sit on b1, a2 and b2 (South-West grey dots, immune): the a1 pawn
    // cannot move 1, and the entry rule forbids moving the e5 pawn instead.
    let game = state("reference | SW a1 e5 i9 k9 m13 m13 x0 | NE b1 a2 b2 m13 m13 m13 x0 | SW rolled 1 | round 3");
    assert_eq!(moves(&game), ["pass"]);
    // The same list before the throw, as a UI would show it.
    let before_throw =
        state("reference | SW a1 e5 i9 k9 m13 m13 x0 | NE b1 a2 b2 m13 m13 m13 x0 | SW to roll | round 3");
    assert_eq!(before_throw.legal_moves_for_roll(1).unwrap().to_vec(), [Move::Pass]);
    // A throw of 2 jumps over the blockers to c1, a3 and c3.
    assert_eq!(before_throw.legal_moves_for_roll(2).unwrap().len(), 3);
    assert!(before_throw.legal_moves_for_roll(7).is_err());
    let mut after = game.clone();
    after.play(&Move::Pass).unwrap();
    assert_eq!(after.turn(), Turn::Chance);
    assert_eq!(after.seat_to_move(), Seat::NorthEast);
}

#[test]
fn pass_is_allowed_only_when_nothing_can_move() {
    let game = state(&format!("reference | SW e5 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3"));
    assert_eq!(refused(&game, "pass"), PlayError::CannotPass);
}

#[test]
fn the_game_ends_when_a_player_has_no_pawn_outside_its_goal() {
    // South-West brings its last pawn home.
    let mut game = state(&format!("reference | SW k11 m13 m13 m13 m13 m13 x0 | {NE_HOME} | SW rolled 2 | round 30"));
    assert!(game.outcome().is_none());
    game.play(&mv("k11-m13")).unwrap();
    assert_eq!(game.turn(), Turn::Over);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::AllHome(Seat::SouthWest));
    assert_eq!(outcome.verdict, Verdict::Win(Seat::SouthWest));
    assert_eq!(outcome.to_string(), "South-West wins (South-West has no pawn left outside its goal base)");
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play(&Move::Roll(1)), Err(PlayError::GameOver));
    // North-East loses its last pawn.
    let mut game = state("reference | SW e5 g9 i9 k9 m13 m13 x5 | NE g5 x0 | SW rolled 2 | round 30");
    game.play(&mv("e5-g5")).unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::AllCaptured(Seat::NorthEast));
    assert_eq!(game.scores().unwrap().to_vec(), [18 + 4, 0]);
    // Captured and home pawns together also end it: no pawn outside the goal.
    let game = state("reference | SW e5 g9 i9 k9 m13 m13 x2 | NE a1 a1 a1 a1 x0 | SW to roll | round 30");
    assert_eq!(game.outcome().unwrap().reason, Reason::AllHome(Seat::NorthEast));
}

#[test]
fn scoring_three_per_capture_two_per_home_pawn_one_per_goal_grey_dot() {
    // South-West: 2 captures (6), 1 pawn home (2), pawns on l12 and k11 (North-East grey dots: 1 each),
    // one on its own grey dot b1 and one on the field (0).
    let game = state("reference | SW b1 g9 k11 l12 e3 m13 x2 | NE a1 m13 m13 m13 x0 | SW to roll | round 9");
    assert_eq!(game.score(Seat::SouthWest), 6 + 2 + 1 + 1);
    assert_eq!(game.score(Seat::NorthEast), 2);
    assert_eq!(game.scores().unwrap().to_vec(), [10, 2]);
    let ranking = game.ranking();
    assert_eq!((ranking[0].seat, ranking[0].rank, ranking[1].rank), (Seat::SouthWest, 1, 2));
    // A pawn on another corner's grey dot (a12 is North-West's) scores nothing.
    let game = state("reference | SW a12 g9 i9 k9 e5 f9 x0 | NE m13 m13 m13 m13 m13 m13 x0 | SW to roll | round 9");
    assert_eq!(game.score(Seat::SouthWest), 0);
    assert_eq!(game.scores().unwrap().to_vec(), [0, 0]);
}

#[test]
fn equal_top_scores_share_the_win() {
    // South-West brings its last pawn home: 3 home (6) + 1 capture (3) = 9;
    // North-East has 3 captures (9) and nothing home: they share the win.
    let mut game = state("reference | SW k11 m13 m13 x1 | NE e5 g9 i9 k9 c7 x3 | SW rolled 2 | round 9");
    game.play(&mv("k11-m13")).unwrap();
    assert_eq!(game.scores().unwrap().to_vec(), [9, 9]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.verdict, Verdict::SharedWin([Seat::SouthWest, Seat::NorthEast].into_iter().collect()));
    assert_eq!(
        outcome.to_string(),
        "South-West and North-East share the win (South-West has no pawn left outside its goal base)"
    );
    assert!(game.ranking().iter().all(|standing| standing.rank == 1));
    // The player who ends the game does not necessarily win.
    let mut game = state("reference | SW k11 m13 x0 | NE e5 g9 i9 k9 a1 a1 x4 | SW rolled 2 | round 9");
    game.play(&mv("k11-m13")).unwrap();
    assert_eq!(game.scores().unwrap().to_vec(), [4, 16]);
    assert_eq!(game.outcome().unwrap().verdict, Verdict::Win(Seat::NorthEast));
}

#[test]
fn an_optional_round_limit_ends_the_game_with_the_same_scoring() {
    let mut game = Sirocco::startpos(2).unwrap().with_round_limit(Some(2));
    assert_eq!(game.round_limit(), Some(2));
    let mut plies = 0;
    while !game.turn().is_over() {
        let first = game.legal_moves()[0];
        game.play(&first).unwrap();
        plies += 1;
    }
    // Two rounds of two players: four throws and four moves.
    assert_eq!(plies, 8);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, Reason::RoundLimit(2));
    assert_eq!(outcome.verdict, Verdict::SharedWin([Seat::SouthWest, Seat::NorthEast].into_iter().collect()));
    assert!(game.to_string().ends_with("| round 3/2"), "{game}");
    assert_eq!(game.to_string().parse::<Sirocco>().unwrap(), game);
    // Off by default.
    assert_eq!(Sirocco::startpos(2).unwrap().round_limit(), None);
}

#[test]
fn a_game_in_which_no_pawn_can_ever_move_again_ends() {
    // b3 (South-West) and l11 (North-East) touch only their owners' grey dots: dead ends.
    // North-East moves its last pawn outside the goal from k11 into l11; after that every
    // remaining pawn is stuck for good, and without this rule the game would be passes forever.
    let mut game = state("reference | SW b3 m13 m13 x2 | NE k11 a1 a1 a1 x3 | NE rolled 1 | round 40");
    assert!(game.outcome().is_none());
    game.play(&mv("k11-l11")).unwrap();
    let outcome = game.outcome().expect("nothing can ever move again");
    assert_eq!(outcome.reason, Reason::Stalled);
    // Scored as usual: South-West 2 captures + 2 home = 10; North-East 3 captures + 3 home = 15.
    assert_eq!(game.scores().unwrap().to_vec(), [10, 15]);
    assert_eq!(outcome.verdict, Verdict::Win(Seat::NorthEast));
    assert_eq!(outcome.to_string(), "North-East wins (no pawn of any player can ever move again)");
    // A stuck pawn alone does not end the game while another pawn can still move (and could capture it).
    let game = state("reference | SW b3 e5 m13 x2 | NE l11 a1 a1 a1 x3 | SW to roll | round 40");
    assert!(game.outcome().is_none());
    // Pawns still on a base can always move out some day: no stall.
    let game = state("reference | SW b3 a1 m13 x2 | NE l11 a1 a1 a1 x3 | SW to roll | round 40");
    assert!(game.outcome().is_none());
    let board = Board::reference();
    let names = |seat| {
        let mut names: Vec<String> =
            board.dead_ends(seat).iter().filter_map(|p| board.point_name(p)).map(|n| n.to_string()).collect();
        names.sort();
        names
    };
    assert_eq!(names(Seat::SouthWest), ["b3", "c2"]);
    assert_eq!(names(Seat::NorthEast), ["k12", "l11"]);
}

#[test]
fn the_round_limit_counts_full_rounds_and_yields_to_the_end_rule() {
    // Limit 3 in round 3 of a 2-player game: North-East's move is the last of the game.
    let mut game = state(&format!("reference | SW e5 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW rolled 1 | round 3/3"));
    game.play(&mv("e5-e6")).unwrap();
    assert!(game.outcome().is_none(), "South-West's move is not the last of round 3");
    game.play(&Move::Roll(1)).unwrap();
    game.play(&mv("m13-l13")).unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::RoundLimit(3));
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(
        game.to_string(),
        "reference | SW e6 g9 i9 k9 m13 m13 x0 | NE m13 m13 m13 m13 m13 l13 x0 | SW to roll | round 4/3"
    );
    // When the last move of the last round also meets the end rule, the end rule is the reason:
    // North-East's g5-e5 closes round 3 and takes South-West's last pawn outside its goal.
    let mut game =
        state("reference | SW e5 m13 m13 m13 m13 m13 x0 | NE g5 a1 a1 a1 a1 a1 x0 | NE rolled 2 | round 3/3");
    game.play(&mv("g5-e5")).unwrap();
    assert_eq!(game.round(), 4);
    assert_eq!(game.outcome().unwrap().reason, Reason::AllHome(Seat::SouthWest));
    // A limit of 0 means 1; a limit already passed ends the game at once; None lifts it.
    assert_eq!(Sirocco::startpos(2).unwrap().with_round_limit(Some(0)).round_limit(), Some(1));
    let late = state(&format!("reference | SW e5 g9 i9 k9 m13 m13 x0 | {NE_HOME} | SW to roll | round 9"));
    assert_eq!(late.clone().with_round_limit(Some(5)).outcome().unwrap().reason, Reason::RoundLimit(5));
    assert!(late.with_round_limit(Some(5)).with_round_limit(None).outcome().is_none());
}

#[test]
fn scores_are_available_at_any_time_and_follow_the_position() {
    let mut game = Sirocco::startpos(4).unwrap();
    assert_eq!(game.scores().unwrap().to_vec(), [0, 0, 0, 0]);
    game.play(&Move::Roll(2)).unwrap();
    assert_eq!(game.scores().unwrap().len(), 4);
    // Mid-game, before the end: 1 capture (3) + 1 pawn home (2) + 1 on a goal grey dot (1).
    let game = state("reference | SW l12 e5 g9 i9 m13 x1 | NE e7 m13 m13 m13 m13 x1 | NE to roll | round 12");
    assert!(game.outcome().is_none());
    assert_eq!(game.scores().unwrap().to_vec(), [6, 3]);
}

#[test]
fn a_player_held_by_entry_first_on_a_dead_grey_dot_never_moves_again() {
    // A custom board: the 5x5 board of the board tests with an extra grey dot for South-West
    // (x1) and for North-East (x5), each joined to its base only. A pawn there can never move
    // (it may not go back to the base), and entry first then forbids its owner's other pawns
    // for good. When every player is held like that, the game is stalled.
    let name = |x: u8, y: u8| format!("{}{}", char::from(b'a' + x), y + 1);
    let mut spec = boardkit_sirocco::BoardSpec { name: "leafy".into(), ..Default::default() };
    for y in 0..5 {
        for x in 0..5 {
            spec.points.push(name(x, y));
            if x < 4 {
                spec.lines.push((name(x, y), name(x + 1, y)));
            }
            if y < 4 {
                spec.lines.push((name(x, y), name(x, y + 1)));
            }
        }
    }
    spec.points.extend(["x1".to_string(), "x5".to_string()]);
    spec.lines.extend([("a1".to_string(), "x1".to_string()), ("e5".to_string(), "x5".to_string())]);
    let corner = |seat, base: &str, grey: &[&str]| boardkit_sirocco::CornerSpec {
        seat,
        base: base.into(),
        grey: grey.iter().map(|s| s.to_string()).collect(),
    };
    spec.corners = vec![
        corner(Seat::SouthWest, "a1", &["b1", "a2", "x1"]),
        corner(Seat::NorthWest, "a5", &["a4", "b5"]),
        corner(Seat::NorthEast, "e5", &["e4", "d5", "x5"]),
        corner(Seat::SouthEast, "e1", &["d1", "e2"]),
    ];
    let board = std::sync::Arc::new(Board::from_spec(&spec).unwrap());
    let x1 = board.point_by_str("x1").unwrap();
    assert!(board.dead_ends(Seat::SouthWest).contains(x1));
    let read = |text: &str| Sirocco::from_text_with_board(text, board.clone()).unwrap();
    // South-West is held: its pawn on x1 must move first and cannot, so it passes although
    // c3 could move. North-East can still move, so the game goes on.
    let held = read("leafy | SW x1 c3 e5 e5 e5 e5 x0 | NE e5 c4 a1 a1 a1 a1 x0 | SW rolled 1 | round 5");
    assert_eq!(moves(&held), ["pass"]);
    let mut game = read("leafy | SW x1 c3 e5 e5 e5 e5 x0 | NE e5 c4 a1 a1 a1 a1 x0 | NE rolled 1 | round 5");
    assert!(game.outcome().is_none());
    assert_eq!(moves(&game), ["e5-d5", "e5-e4", "e5-x5"]);
    // North-East enters x5 and is held the same way: nobody can ever move again.
    game.play(&mv("e5-x5")).unwrap();
    assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::Stalled));
    assert_eq!(game.scores().unwrap().to_vec(), [8, 8]);
}
