//! Tests written to kill the survivors of mutation testing
//! (docs/mutation-testing.md, third session): behaviour the other tests
//! did not pin.

use boardkit_core::{Game, SplitMix64, random_move};
use boardkit_towers::{Config, Move, MoveList, Towers};

/// Seeded random games on a few boards, visiting every state (the last
/// one is over).
fn random_games(mut visit: impl FnMut(&Towers)) {
    for seed in 0..12_u64 {
        let config = Config::new(3 + (seed % 4) as u8, 4 + (seed % 3) as u8, 1 + (seed % 3) as u8).unwrap();
        let mut game = Towers::with_config(config);
        let mut rng = SplitMix64::new(seed);
        visit(&game);
        while let Some(action) = random_move(&game, &mut rng) {
            game.play(&action).unwrap();
            visit(&game);
        }
    }
}

/// `legal_actions_into` clears the list it is given and fills it with the
/// legal actions in the order of `legal_moves`; an `MoveList` reads
/// back the same actions by slice, by iterator (owned and borrowed) and
/// as a `Vec`.
#[test]
fn a_reused_action_list_holds_exactly_the_legal_actions() {
    let mut list = MoveList::new();
    let mut states = 0;
    let mut over = 0;
    random_games(|game| {
        game.legal_actions_into(&mut list);
        let expected = game.legal_moves();
        assert_eq!(&list[..], &expected[..], "{game}");
        assert_eq!(list.len() as u64, game.count_actions(), "{game}");
        let borrowed: Vec<Move> = (&list).into_iter().cloned().collect();
        assert_eq!(borrowed, expected);
        let owned: Vec<Move> = list.clone().into_iter().collect();
        assert_eq!(owned, expected);
        assert_eq!(list.clone().into_vec(), expected);
        states += 1;
        over += usize::from(game.outcome().is_some());
    });
    assert!(states > 200, "{states} states");
    assert!(over > 0 && list.is_empty(), "the last state is over and has no actions");
}

/// The position hash tells apart every two positions (pieces with their
/// balls, side to move) met in random games, and is the same for the same
/// position reached by different orders of actions.
#[test]
fn the_position_hash_tells_positions_apart() {
    use std::collections::HashMap;
    let mut by_hash: HashMap<u64, String> = HashMap::new();
    random_games(|game| {
        // The position text's board and side to move: what the hash covers.
        let text = game.to_string();
        let position: Vec<&str> = text.split(' ').take(2).collect();
        let position = format!("{} {}", game.config().width(), position.join(" "));
        let earlier = by_hash.entry(game.position_hash()).or_insert_with(|| position.clone());
        assert_eq!(*earlier, position, "two positions share the hash {:#x}", game.position_hash());
    });
    assert!(by_hash.len() > 200, "{} positions", by_hash.len());
    let play = |texts: &[&str]| {
        let mut game = Towers::startpos();
        for text in texts {
            game.play(&text.parse().unwrap()).unwrap();
        }
        game.position_hash()
    };
    assert_eq!(play(&["a1-a3", "a6-a4", "b1-b3"]), play(&["b1-b3", "a6-a4", "a1-a3"]));
}

/// `Debug` shows the state's text, so a failed assertion names the state.
#[test]
fn the_debug_form_is_the_state_text() {
    let game = Towers::with_config(Config::new(3, 4, 1).unwrap());
    assert_eq!(format!("{game:?}"), format!("Towers({game})"));
    assert_eq!(format!("{game:?}"), "Towers(B1B1B1/.../.../W1W1W1 w balls 1 captured 0 0 lost 0 0 ply 0 seen 1)");
}

/// A state read from a text that says its position was already seen
/// before: the fast perft counts the earlier sightings for that position
/// only, as the game does (the repetition draw comes one return sooner
/// there, and nowhere else).
#[test]
fn perft_counts_a_texts_earlier_sightings_for_its_own_position_only() {
    let start = Towers::with_config(Config::new(2, 4, 1).unwrap());
    let text = start.to_string().replace("seen 1", "seen 2");
    let seen_twice: Towers = text.parse().unwrap();
    assert_eq!(seen_twice.repetitions(), 2);
    for depth in 1..=6 {
        let generic = boardkit_core::perft(&seen_twice, depth);
        assert_eq!(boardkit_towers::perft(&seen_twice, depth), generic, "depth {depth}");
    }
    // The earlier sighting changes the count: a return to the start is a draw.
    assert_ne!(boardkit_towers::perft(&seen_twice, 6), boardkit_towers::perft(&start, 6));
}

/// A finished game has no action paths and nothing to divide.
#[test]
fn perft_of_a_finished_game_is_zero() {
    let mut finished = 0;
    random_games(|game| {
        if game.outcome().is_some() {
            for depth in 1..=3 {
                assert_eq!(boardkit_towers::perft(game, depth), 0, "{game}");
                assert!(boardkit_towers::perft_divide(game, depth).is_empty(), "{game}");
            }
            assert_eq!(boardkit_towers::perft(game, 0), 1);
            finished += 1;
        }
    });
    assert_eq!(finished, 12);
}
