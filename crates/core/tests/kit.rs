//! The core tools on the toy game: the conformance kit passes a correct game
//! and catches each deliberately broken one; perft and playouts count right.

mod common;

use boardkit_core::conformance::{self, Config, Report};
use boardkit_core::{Game, Scores, SplitMix64, Turn, Verdict, perft, perft_divide, random_playout};
use common::{Bug, ToyMove, ToyRace};

fn small() -> Config {
    Config { games: 200, ..Config::default() }
}

#[test]
fn a_correct_game_passes_the_kit() {
    let report = conformance::check(|_| ToyRace::new(Bug::None), &small()).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(report.finished_games, 200);
    assert_eq!(report.abandoned_games, 0);
    assert!(report.rejections > 1000, "unlisted moves were tried: {report:?}");
}

fn failure_for(bug: Bug) -> String {
    match conformance::check(|_| ToyRace::new(bug), &small()) {
        Ok(report) => panic!("the kit missed {bug:?}: {report:?}"),
        Err(failure) => failure.problem,
    }
}

#[test]
fn the_kit_catches_a_play_that_mutates_before_rejecting() {
    assert!(failure_for(Bug::MutatesBeforeRejecting).contains("changed the state"));
}

#[test]
fn the_kit_catches_a_lossy_text_form() {
    assert!(failure_for(Bug::LossyText).contains("differs from the original"));
}

#[test]
fn the_kit_catches_moves_after_the_end() {
    assert!(failure_for(Bug::MovesAfterTheEnd).contains("the game is over but lists"));
}

#[test]
fn the_kit_catches_a_refused_listed_move() {
    assert!(failure_for(Bug::RefusesListedPass).contains("was refused"));
}

#[test]
fn the_kit_catches_a_zero_weight_chance_outcome() {
    assert!(failure_for(Bug::ZeroWeight).contains("weight 0"));
}

#[test]
fn the_kit_catches_a_duplicate_move() {
    assert!(failure_for(Bug::DuplicateMove).contains("listed twice"));
}

#[test]
fn the_kit_catches_an_accepted_unlisted_move() {
    assert!(failure_for(Bug::AcceptsUnlisted).contains("was accepted"));
}

#[test]
fn the_kit_catches_an_accepted_malformed_move() {
    assert!(failure_for(Bug::AcceptsMalformed).contains("the unlisted move roll 0 was accepted"));
}

#[test]
fn the_kit_catches_a_clone_that_differs() {
    assert!(failure_for(Bug::CloneDiffers).contains("a clone differs from the original"));
}

#[test]
fn the_kit_catches_a_text_form_that_does_not_parse() {
    assert!(failure_for(Bug::UnparseableText).contains("the state's own text does not parse"));
}

#[test]
fn the_kit_catches_a_text_form_that_reads_back_differently() {
    let problem = failure_for(Bug::NonCanonicalText);
    assert!(problem.contains("the text does not round-trip"), "{problem}");
}

#[test]
fn the_kit_catches_a_move_text_that_does_not_parse() {
    assert!(failure_for(Bug::UnparseableMove).contains("the move text `roll 4` does not parse"));
}

#[test]
fn the_kit_catches_a_winner_who_is_not_the_top_scorer() {
    assert!(failure_for(Bug::WrongWinner).contains("are not the top scorers"));
}

#[test]
fn the_kit_catches_a_finished_game_without_outcome() {
    assert!(failure_for(Bug::OverWithoutOutcome).contains("turn() is Over but outcome() is None"));
}

#[test]
fn the_kit_catches_chance_outcomes_listed_in_another_order() {
    assert!(failure_for(Bug::ChanceOrder).contains("not the legal moves in the same order"));
}

#[test]
fn the_kit_catches_is_legal_disagreeing_with_the_move_list() {
    assert!(failure_for(Bug::IsLegalSaysYes).contains("is true for a move that is not listed"));
    assert!(failure_for(Bug::IsLegalRefusesPass).contains("is_legal(pass) is false for a listed move"));
}

#[test]
fn the_kit_catches_is_legal_cheaply_disagreeing_with_the_move_list() {
    assert!(failure_for(Bug::CheapLegalitySaysYes).contains("is Some(true) for a move that is not listed"));
    assert!(
        failure_for(Bug::CheapLegalityRefusesPass).contains("is_legal_cheaply(pass) is Some(false) for a listed move")
    );
}

#[test]
fn the_kit_catches_an_incremental_hash_that_drifts() {
    let problem = failure_for(Bug::StaleHash);
    assert!(problem.contains("the hash of the state re-read from its text"), "{problem}");
}

#[test]
fn the_kit_catches_equal_states_with_different_hashes() {
    let problem = failure_for(Bug::HashOfHistory);
    assert!(problem.contains("a clone (an equal state) has a different position_hash"), "{problem}");
}

#[test]
fn the_kit_catches_play_unchecked_disagreeing_with_play() {
    let problem = failure_for(Bug::UncheckedDiffers);
    assert!(problem.contains("play_unchecked(take) gives a state that differs from play(take)"), "{problem}");
}

#[test]
fn the_kit_catches_play_unchecked_disagreeing_with_play_when_only_the_chosen_move_is_played() {
    let config = Config { play_every_move: false, ..small() };
    let failure = conformance::check(|_| ToyRace::new(Bug::UncheckedDiffers), &config).unwrap_err();
    assert!(failure.problem.contains("gives a state that differs from play(take)"), "{}", failure.problem);
}

#[test]
fn the_kit_catches_tactical_moves_that_is_tactical_rejects() {
    let problem = failure_for(Bug::TacticalListsPass);
    assert!(problem.contains("generate_tactical_moves gives 2 moves, not the 1 legal moves"), "{problem}");
}

#[test]
fn the_kit_catches_a_clone_from_that_differs() {
    let problem = failure_for(Bug::CloneFromForgetsThrow);
    assert!(problem.contains("clone_from gives a state that differs from the original"), "{problem}");
}

#[test]
fn the_kit_catches_a_generator_that_does_not_clear_its_buffer() {
    let problem = failure_for(Bug::GenerateAppends);
    assert!(problem.contains("generate_moves into a used buffer"), "{problem}");
}

#[test]
fn the_kit_catches_a_pick_move_that_ignores_the_index() {
    let problem = failure_for(Bug::PickIgnoresIndex);
    assert!(problem.contains("pick_move offered"), "{problem}");
}

#[test]
fn the_kit_catches_a_pick_move_that_offers_the_wrong_count() {
    // The first state is a throw of the three-faced die.
    let problem = failure_for(Bug::PickOffersTooMany);
    assert!(problem.contains("pick_move offered Some(4) moves"), "{problem}");
}

#[test]
fn the_kit_catches_a_chance_draw_that_offers_the_wrong_total() {
    let problem = failure_for(Bug::ChanceOffersTooMuch);
    assert!(problem.contains("pick_chance_outcome offered a total weight of Some(5)"), "{problem}");
}

#[test]
fn the_kit_catches_an_outcome_before_the_end() {
    let problem = failure_for(Bug::EarlyOutcome);
    assert!(
        problem.starts_with("outcome() is Outcome { verdict: Win(") && problem.contains("but turn() is"),
        "{problem}"
    );
}

/// Games from 3 3 2 with seat 2 to take a throw of 1: taking it ties the three.
fn tie_failure(bug: Bug) -> Result<conformance::Report, conformance::Failure> {
    let start = || {
        let mut race: ToyRace = "3 3 2 p2 r1".parse().unwrap();
        race.bug = bug;
        race
    };
    conformance::check(|_| start(), &small())
}

#[test]
fn the_kit_accepts_a_draw_with_every_score_tied() {
    let report = tie_failure(Bug::TieDraws).unwrap_or_else(|f| panic!("{f}"));
    assert_eq!(report.finished_games, 200);
}

#[test]
fn the_kit_catches_a_winner_among_tied_top_scorers() {
    let problem = tie_failure(Bug::TieWinsFirst).unwrap_err().problem;
    assert_eq!(problem, "winners [0] are not the top scorers [0, 1, 2] (scores [3, 3, 3])");
}

#[test]
fn the_kit_catches_a_move_text_that_reads_back_as_another_move() {
    let problem = failure_for(Bug::MiswrittenThrow);
    assert_eq!(problem, "the move text `roll 3` reads back as a different move Throw(3)");
}

#[test]
fn the_kit_catches_a_refusal_that_changes_what_the_text_does_not_show() {
    let config = Config { text_is_complete: false, ..small() };
    let failure = conformance::check(|_| ToyRace::new(Bug::RefusalClearsHiddenThrow), &config).unwrap_err();
    assert!(failure.problem.starts_with("refusing the unlisted move roll "), "{failure}");
    assert!(failure.problem.ends_with(" changed the state"), "{failure}");
}

#[test]
fn scores_come_with_their_players() {
    let race: ToyRace = "3 0 7 p1".parse().unwrap();
    let scores = Scores::of(&race).unwrap();
    assert_eq!(scores.iter().collect::<Vec<_>>(), [(0, 3), (1, 0), (2, 7)]);
    assert_eq!((scores.get(&2), scores.get(&1), scores.get(&5)), (Some(7), Some(0), None));
    assert_eq!(scores.to_string(), "0 3, 1 0, 2 7");
    assert_eq!(Scores::from_pairs([(4u8, -2)]).to_string(), "4 -2");
    assert_eq!(Scores::<u8>::from_pairs([]).to_string(), "");
}

#[test]
fn turns_and_verdicts_answer_who() {
    assert_eq!(Turn::Player(2).player(), Some(2));
    assert_eq!(Turn::<u8>::Chance.player(), None);
    assert_eq!(Turn::<u8>::Over.player(), None);
    let shared = Verdict::SharedWin([0u8, 2].into_iter().collect());
    assert!(shared.is_winner(0) && shared.is_winner(2) && !shared.is_winner(1));
    assert!(Verdict::Win(1u8).is_winner(1) && !Verdict::Win(1u8).is_winner(0));
    assert!(!Verdict::<u8>::Draw.is_winner(0));
}

#[test]
fn the_kit_counts_the_rejected_moves_of_each_kind() {
    let unlisted = Config { malformed_tries: 0, ..small() };
    let malformed = Config { unlisted_tries: 0, ..small() };
    let neither = Config { unlisted_tries: 0, malformed_tries: 0, ..small() };
    let rejections = |config: &Config| conformance::check(|_| ToyRace::new(Bug::None), config).unwrap().rejections;
    let (unlisted, malformed, neither) = (rejections(&unlisted), rejections(&malformed), rejections(&neither));
    assert_eq!(neither, 0);
    assert!(unlisted > 1000 && malformed > 100, "{unlisted} unlisted, {malformed} malformed rejections");
}

#[test]
fn the_report_counts_what_the_kit_played() {
    // Five plies cannot reach ten points: every game is abandoned after its fifth ply, with six
    // states checked (throw, choice, throw, choice, throw, choice: 3 + 2 + 3 + 2 + 3 + 2 legal
    // moves each played on a copy) and five moves chosen.
    let config = Config { games: 10, max_plies: 5, unlisted_tries: 0, malformed_tries: 0, ..Config::default() };
    let report = conformance::check(|_| ToyRace::new(Bug::None), &config).unwrap();
    let expected =
        Report { finished_games: 0, abandoned_games: 10, states: 60, moves_played: 10 * (5 + 15), rejections: 0 };
    assert_eq!(report, expected);
    let chosen_only = Config { play_every_move: false, ..config };
    let report = conformance::check(|_| ToyRace::new(Bug::None), &chosen_only).unwrap();
    assert_eq!(report, Report { moves_played: 10 * 5, ..expected });
}

#[test]
fn the_kit_catches_a_chance_draw_that_ignores_the_weights() {
    let problem = failure_for(Bug::PickIgnoresWeights);
    assert!(problem.contains("pick_chance_outcome offered a total weight of Some(3)"), "{problem}");
}

#[test]
fn the_toy_hash_is_incremental_and_agrees_with_the_scratch_hash() {
    let mut rng = SplitMix64::new(3);
    let mut game = ToyRace::new(Bug::None);
    let mut seen = std::collections::HashMap::new();
    while let Some(mv) = boardkit_core::random_move(&game, &mut rng) {
        game.play(&mv).unwrap();
        assert_eq!(game.position_hash(), game.hash_from_scratch(), "after {mv}: {game}");
        // Equal states hash equal, wherever they were reached.
        let previous = *seen.entry(game.to_string()).or_insert(game.position_hash());
        assert_eq!(previous, game.position_hash());
    }
    assert!(seen.len() > 10);
}

#[test]
fn perft_allocates_buffers_once_and_reuses_them() {
    let start = ToyRace::new(Bug::None);
    let mut counter = boardkit_core::Perft::new();
    let first = counter.count(&start, 6);
    assert_eq!(first, perft(&start, 6));
    assert_eq!(counter.count(&start, 6), first);
    assert_eq!(counter.divide(&start, 6), perft_divide(&start, 6));
    assert_eq!(counter.divide(&start, 1).len(), 3);
    assert_eq!(counter.count(&start, 0), 1);
}

#[test]
fn the_buffered_playout_draws_what_random_move_draws() {
    let mut playout = boardkit_core::Playout::new();
    for seed in 0..20 {
        let (mut a, mut b) = (ToyRace::new(Bug::None), ToyRace::new(Bug::None));
        let mut rng_a = SplitMix64::new(seed);
        let mut rng_b = SplitMix64::new(seed);
        let report = playout.run(&mut a, &mut rng_a, None);
        let mut plies = 0;
        while let Some(mv) = boardkit_core::random_move(&b, &mut rng_b) {
            b.play(&mv).unwrap();
            plies += 1;
        }
        assert_eq!(a, b);
        assert_eq!(report, boardkit_core::PlayoutReport { plies, finished: true });
    }
}

#[test]
fn failures_name_the_game_ply_and_state() {
    let failure = conformance::check(|_| ToyRace::new(Bug::MovesAfterTheEnd), &small()).unwrap_err();
    let text = failure.to_string();
    assert!(text.starts_with(&format!("game {} ply {}: ", failure.game, failure.ply)), "{text}");
    assert!(text.contains(&failure.state));
    assert!(failure.ply > 0);
}

#[test]
fn perft_counts_chance_outcomes_and_moves_as_branches() {
    let start = ToyRace::new(Bug::None);
    assert_eq!(perft(&start, 0), 1);
    // Three throws, then take or pass: 3 * 2 paths per turn.
    assert_eq!(perft(&start, 1), 3);
    assert_eq!(perft(&start, 2), 6);
    assert_eq!(perft(&start, 4), 36);
    let divide = perft_divide(&start, 2);
    let expected: Vec<(ToyMove, u64)> = vec![(ToyMove::Throw(1), 2), (ToyMove::Throw(2), 2), (ToyMove::Throw(3), 2)];
    assert_eq!(divide, expected);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), perft(&start, 2));
}

#[test]
fn perft_stops_counting_at_the_end_of_the_game() {
    // Player 0 has 9 points and has thrown: `take` ends the game, `pass` does not.
    let nearly: ToyRace = "9 0 0 p0 r1".parse().unwrap();
    assert_eq!(perft(&nearly, 1), 2);
    // After `take` the game is over (0 paths); after `pass`, 3 throws.
    assert_eq!(perft(&nearly, 2), 3);
}

#[test]
fn playouts_end_games_and_respect_the_ply_limit() {
    let mut rng = SplitMix64::new(5);
    let mut game = ToyRace::new(Bug::None);
    let full = random_playout(&mut game, &mut rng, None);
    assert!(full.finished);
    assert_eq!(game.turn(), Turn::Over);
    assert!(game.outcome().is_some());

    let mut game = ToyRace::new(Bug::None);
    let cut = random_playout(&mut game, &mut rng, Some(3));
    assert_eq!(cut, boardkit_core::PlayoutReport { plies: 3, finished: false });
    assert_eq!(game.turn(), Turn::Player(1), "three plies: throw, choice, throw");
}

#[test]
fn chance_outcomes_are_drawn_by_weight() {
    let mut rng = SplitMix64::new(11);
    let start = ToyRace::new(Bug::None);
    let mut counts = [0u32; 4];
    for _ in 0..4000 {
        if let Some(ToyMove::Throw(n)) = boardkit_core::random_move(&start, &mut rng) {
            counts[n as usize] += 1;
        }
    }
    // Weights 1:2:1 of 4000 draws: about 1000, 2000 and 1000 (each within 10%;
    // the seed is fixed, so this is deterministic).
    assert_eq!(counts.iter().sum::<u32>(), 4000);
    assert_eq!(counts[0], 0);
    assert!((900..1100).contains(&counts[1]), "{counts:?}");
    assert!((1800..2200).contains(&counts[2]), "{counts:?}");
    assert!((900..1100).contains(&counts[3]), "{counts:?}");
}

#[test]
fn outcomes_display_as_players_read_them() {
    let won: ToyRace = "10 3 4 p1".parse().unwrap();
    let outcome = won.outcome().unwrap();
    assert_eq!(outcome.to_string(), "0 wins (reached 10 points)");
    let shared = boardkit_core::Outcome {
        verdict: boardkit_core::Verdict::SharedWin([1u8, 2, 3].into_iter().collect()),
        reason: "tie",
    };
    assert_eq!(shared.to_string(), "1, 2 and 3 share the win (tie)");
    let draw = boardkit_core::Outcome { verdict: boardkit_core::Verdict::<u8>::Draw, reason: "agreed" };
    assert_eq!(draw.to_string(), "draw (agreed)");
}
