//! The conformance kit: one random-game test that every game runs.
//!
//! [`check`] plays seeded random games and checks, at every state, the whole
//! [`Game`] contract:
//!
//! - `turn()` is `Over` exactly when `outcome()` is `Some`; a finished game
//!   has no legal moves, an unfinished one has at least one;
//! - the player to move is one of `players()`; legal moves are distinct;
//! - at a chance turn the outcomes have positive weights, their moves are the
//!   legal moves in the same order; elsewhere there are no chance outcomes;
//! - generating into a used buffer gives the same list as into an empty one
//!   (moves, chance outcomes and tactical moves: each generator clears its
//!   buffer first), and the convenience lists agree with the generators;
//! - [`pick_move`](Game::pick_move) offers the number of legal moves and
//!   picks the listed move at the index chosen, and
//!   [`pick_chance_outcome`](Game::pick_chance_outcome) offers the total
//!   weight and picks the outcome that owns the draw;
//! - [`generate_tactical_moves`](Game::generate_tactical_moves) is the legal
//!   list filtered by [`is_tactical`](Game::is_tactical), in the same order;
//! - a clone equals the original, and so does a state overwritten with
//!   [`clone_from`](Clone::clone_from); equal states have equal
//!   [`position_hash`](Game::position_hash)es;
//! - the state's text parses back to a state with the same text (and, with
//!   [`Config::text_is_complete`], to an equal state with the same
//!   `position_hash`: the incrementally updated hash equals the one computed
//!   from scratch);
//! - every legal move's text parses back to the same move,
//!   [`is_legal`](Game::is_legal) says yes to it (and
//!   [`is_legal_cheaply`](Game::is_legal_cheaply) yes or "cannot tell"),
//!   and it plays;
//!   [`play_unchecked`](Game::play_unchecked) gives the same state (and
//!   hash) as [`play`](Game::play) (for every legal move with
//!   [`Config::play_every_move`], else for the move chosen);
//! - moves that were legal elsewhere but are not listed here, and malformed
//!   move texts that happen to parse, are rejected and leave the state
//!   exactly as it was, and `is_legal` says no to them (`is_legal_cheaply`
//!   no or "cannot tell");
//! - scores, where a game keeps them, have one entry per player, and the
//!   winners of a finished game are the players with the top score;
//! - winners are players of the game.
//!
//! The denominator of a chance event is the sum of its weights
//! ([`total_weight`](crate::total_weight)), so "the weights are positive"
//! is what makes them a probability distribution: the kit checks that, and
//! that the outcomes are the (distinct) legal moves.
//!
//! The first broken rule stops the run with a [`Failure`] that says which
//! game, which ply, the state's text and what was wrong.
//!
//! # Examples
//!
//! ```
//! # use boardkit_core::{conformance, Game, SplitMix64};
//! # fn check_my_game<G: Game>(start: G) {
//! let report = conformance::check(|_rng: &mut SplitMix64| start.clone(), &conformance::Config::default())
//!     .unwrap_or_else(|failure| panic!("{failure}"));
//! assert!(report.finished_games > 0);
//! # }
//! ```

use core::fmt;
use std::collections::HashSet;

use crate::{Game, RandomSource, SplitMix64, Turn, random_move};

/// How much the kit plays.
#[derive(Clone, Debug)]
pub struct Config {
    /// Number of random games.
    pub games: u32,
    /// Seed of the first game; game `i` uses a generator seeded from
    /// `seed + i`.
    pub seed: u64,
    /// A game still going after this many plies is abandoned (counted in
    /// [`Report::abandoned_games`]).
    pub max_plies: u64,
    /// Whether the text form describes the whole state, so that parsing it
    /// gives a state equal to the original (`false` for games whose text
    /// leaves out history, such as a position without its repetition record).
    pub text_is_complete: bool,
    /// Check that every legal move plays (costly for games with hundreds of
    /// moves; the move actually chosen is always played).
    pub play_every_move: bool,
    /// Unlisted moves (legal somewhere earlier) tried at every state.
    pub unlisted_tries: usize,
    /// Random or malformed move texts tried at every state.
    pub malformed_tries: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            games: 100,
            seed: 0,
            max_plies: 2_000,
            text_is_complete: true,
            play_every_move: true,
            unlisted_tries: 4,
            malformed_tries: 4,
        }
    }
}

/// What a successful [`check`] played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games that reached their end.
    pub finished_games: u32,
    /// Games stopped by [`Config::max_plies`].
    pub abandoned_games: u32,
    /// States checked.
    pub states: u64,
    /// Moves played (chosen and trial moves on clones).
    pub moves_played: u64,
    /// Unlisted or malformed moves that were correctly rejected.
    pub rejections: u64,
}

/// A broken rule found by [`check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The game (0-based) in which it happened.
    pub game: u32,
    /// The ply of that game.
    pub ply: u64,
    /// The state's text.
    pub state: String,
    /// What was wrong.
    pub problem: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {} ply {}: {}\nstate: {}", self.game, self.ply, self.problem, self.state)
    }
}

impl std::error::Error for Failure {}

/// Texts that no game's move notation should take as a legal move: empty,
/// blank, control characters, overlong input and near-misses of common
/// notations.
const MALFORMED: &[&str] = &[
    "",
    " ",
    "\n",
    "\0",
    "-",
    "x",
    "a0a1",
    "a1-",
    "-a1",
    "z9z9",
    "a1a1a1a1",
    "a99-b99",
    "roll 0",
    "roll 7",
    "roll",
    "pass pass",
    "a1>",
    "a1>,",
    "a1xa1",
    "é1-a1",
    "a1\u{202e}a2",
    "99999999999999999999",
];

/// Plays [`Config::games`] seeded random games from the states that `start`
/// makes (it receives the game's generator, so it can pick a random setup)
/// and checks the whole [`Game`] contract at every state.
///
/// # Errors
///
/// The first [`Failure`] found.
pub fn check<G: Game>(mut start: impl FnMut(&mut SplitMix64) -> G, config: &Config) -> Result<Report, Failure> {
    let mut report = Report::default();
    let mut seen_moves: Vec<G::Move> = Vec::new();
    let mut seen_set: HashSet<G::Move> = HashSet::new();
    let mut buffers = Buffers::<G>::default();
    for game_index in 0..config.games {
        let mut rng = SplitMix64::new(config.seed.wrapping_add(u64::from(game_index)));
        let mut game = start(&mut rng);
        let mut ply = 0;
        loop {
            let fail = |problem: String, game: &G| Failure { game: game_index, ply, state: game.to_string(), problem };
            check_state(&game, config, &mut rng, &seen_moves, &mut buffers, &mut report)
                .map_err(|problem| fail(problem, &game))?;
            for mv in &buffers.moves {
                if seen_set.len() < 4096 && seen_set.insert(mv.clone()) {
                    seen_moves.push(mv.clone());
                }
            }
            let Some(mv) = random_move(&game, &mut rng) else {
                report.finished_games += 1;
                break;
            };
            if ply >= config.max_plies {
                report.abandoned_games += 1;
                break;
            }
            let before = game.clone();
            if let Err(error) = game.play(&mv) {
                return Err(fail(format!("the chosen legal move {mv} was refused: {error}"), &game));
            }
            if !config.play_every_move {
                compare_unchecked(&before, &mv, &game).map_err(|problem| fail(problem, &before))?;
            }
            // The state just left is the `clone_from` target of the next check:
            // a state of the same game, with heap data to overwrite.
            buffers.scratch = Some(before);
            report.moves_played += 1;
            ply += 1;
        }
    }
    Ok(report)
}

/// Buffers reused from state to state, as engines reuse them: generating into
/// a buffer that still holds the previous state's moves must give the same
/// list as generating into an empty one.
struct Buffers<G: Game> {
    moves: Vec<G::Move>,
    tactical: Vec<G::Move>,
    chance: Vec<(G::Move, u32)>,
    /// A state of the same game (the previous one) to `clone_from` into.
    scratch: Option<G>,
}

impl<G: Game> Default for Buffers<G> {
    fn default() -> Buffers<G> {
        Buffers { moves: Vec::new(), tactical: Vec::new(), chance: Vec::new(), scratch: None }
    }
}

/// `play_unchecked(mv)` on `before` must give `played`, the state that
/// `play(mv)` gave, with the same hash.
fn compare_unchecked<G: Game>(before: &G, mv: &G::Move, played: &G) -> Result<(), String> {
    // A plain clone: `clone_from` has its own check.
    let mut unchecked = before.clone();
    unchecked.play_unchecked(mv);
    if unchecked != *played {
        return Err(format!("play_unchecked({mv}) gives a state that differs from play({mv}): `{unchecked}`"));
    }
    if unchecked.position_hash() != played.position_hash() {
        return Err(format!("play_unchecked({mv}) and play({mv}) give equal states with different position hashes"));
    }
    Ok(())
}

fn check_state<G: Game>(
    game: &G,
    config: &Config,
    rng: &mut SplitMix64,
    seen_moves: &[G::Move],
    buffers: &mut Buffers<G>,
    report: &mut Report,
) -> Result<(), String> {
    report.states += 1;
    let turn = game.turn();
    let outcome = game.outcome();
    let players = game.players();
    let hash = game.position_hash();

    // The generators clear their buffers (they hold the previous state's
    // lists now) and agree with the allocating conveniences.
    game.generate_moves(&mut buffers.moves);
    let moves = game.legal_moves();
    if buffers.moves != moves {
        return Err(format!(
            "generate_moves into a used buffer gives {} moves, legal_moves() gives {}: the buffer was not cleared or the order is not deterministic",
            buffers.moves.len(),
            moves.len()
        ));
    }
    game.generate_chance_outcomes(&mut buffers.chance);
    let chance = game.chance_outcomes();
    if buffers.chance.as_slice() != chance.as_slice() {
        return Err("generate_chance_outcomes into a used buffer differs from chance_outcomes()".into());
    }
    // Turn, outcome and moves agree.
    match (&turn, &outcome) {
        (Turn::Over, None) => return Err("turn() is Over but outcome() is None".into()),
        (Turn::Player(_) | Turn::Chance, Some(outcome)) => {
            return Err(format!("outcome() is {outcome:?} but turn() is {turn:?}"));
        }
        _ => {}
    }
    if turn.is_over() && !moves.is_empty() {
        return Err(format!("the game is over but lists {} legal moves", moves.len()));
    }
    if !turn.is_over() && moves.is_empty() {
        return Err("the game is not over but lists no legal move".into());
    }
    if let Turn::Player(player) = turn
        && !players.contains(&player)
    {
        return Err(format!("the player to move, {player}, is not one of players() {players:?}"));
    }
    let mut distinct = HashSet::new();
    for mv in moves.iter() {
        if !distinct.insert(mv) {
            return Err(format!("the move {mv} is listed twice"));
        }
    }

    // Picking a move by its index gives the listed move (first, middle and
    // last; no random draw, so the games played stay those of the seed).
    if !moves.is_empty() {
        for index in [0, moves.len() / 2, moves.len() - 1] {
            let mut seen = None;
            let picked = game.pick_move(&mut Vec::new(), |count| {
                seen = Some(count);
                index
            });
            if seen != Some(moves.len()) || picked.as_ref() != Some(&moves[index]) {
                return Err(format!(
                    "pick_move offered {seen:?} moves and picked {picked:?} at index {index}; the list has {} moves, {:?} there",
                    moves.len(),
                    moves[index]
                ));
            }
        }
    }

    // Tactical moves.
    game.generate_tactical_moves(&mut buffers.tactical);
    if !buffers.tactical.iter().eq(moves.iter().filter(|mv| game.is_tactical(mv))) {
        return Err(format!(
            "generate_tactical_moves gives {} moves, not the {} legal moves that is_tactical accepts, in legal-move order",
            buffers.tactical.len(),
            moves.iter().filter(|mv| game.is_tactical(mv)).count()
        ));
    }

    // Chance.
    if matches!(turn, Turn::Chance) {
        if let Some((mv, _)) = chance.iter().find(|(_, weight)| *weight == 0) {
            return Err(format!("the chance outcome {mv} has weight 0"));
        }
        if !chance.iter().map(|(mv, _)| mv).eq(moves.iter()) {
            return Err("the chance outcomes are not the legal moves in the same order".into());
        }
    } else if !chance.is_empty() {
        return Err(format!("{} chance outcomes listed outside a chance turn", chance.len()));
    }

    // Drawing a chance outcome by weight gives the outcome that owns the
    // draw: the first and last draw of each outcome's range.
    if !chance.is_empty() {
        let total = crate::total_weight(&chance);
        let mut start = 0u64;
        for (mv, weight) in &chance {
            for draw in [start, start + u64::from(*weight).saturating_sub(1)] {
                let mut seen = None;
                let picked = game.pick_chance_outcome(&mut Vec::new(), |offered| {
                    seen = Some(offered);
                    draw
                });
                if seen != Some(total) || picked.as_ref() != Some(mv) {
                    return Err(format!(
                        "pick_chance_outcome offered a total weight of {seen:?} and picked {picked:?} for draw {draw}; the weights add up to {total} and {mv:?} owns that draw"
                    ));
                }
            }
            start += u64::from(*weight);
        }
    }

    // Clone, clone_from, hash and text.
    let clone = game.clone();
    if clone != *game {
        return Err("a clone differs from the original".into());
    }
    if clone.position_hash() != hash {
        return Err("a clone (an equal state) has a different position_hash".into());
    }
    if let Some(scratch) = buffers.scratch.as_mut() {
        scratch.clone_from(game);
        if *scratch != *game {
            return Err("clone_from gives a state that differs from the original".into());
        }
        if scratch.position_hash() != hash {
            return Err("clone_from gives an equal state with a different position_hash".into());
        }
    }
    let text = game.to_string();
    match text.parse::<G>() {
        Ok(parsed) => {
            let again = parsed.to_string();
            if again != text {
                return Err(format!("the text does not round-trip: it reads back as `{again}`"));
            }
            if config.text_is_complete {
                if parsed != *game {
                    return Err("the parsed text gives a state that differs from the original".into());
                }
                if parsed.position_hash() != hash {
                    return Err(format!(
                        "position_hash {hash:#018x} differs from {:#018x}, the hash of the state re-read from its text: the incremental hash drifted",
                        parsed.position_hash()
                    ));
                }
            }
        }
        Err(error) => return Err(format!("the state's own text does not parse: {error}")),
    }

    // Scores and outcome.
    if let Some(scores) = game.scores() {
        if scores.len() != players.len() {
            return Err(format!("{} scores for {} players", scores.len(), players.len()));
        }
        if let Some(outcome) = &outcome {
            let top = scores.iter().copied().max();
            let top_scorers: Vec<_> =
                players.iter().zip(scores.iter()).filter(|(_, s)| Some(**s) == top).map(|(p, _)| *p).collect();
            let winners = outcome.verdict.winners();
            let all_share = winners.len() == players.len() || matches!(outcome.verdict, crate::Verdict::Draw);
            if winners.as_slice() != top_scorers.as_slice() && !(all_share && top_scorers.len() == players.len()) {
                return Err(format!("winners {winners:?} are not the top scorers {top_scorers:?} (scores {scores:?})"));
            }
        }
    }
    if let Some(outcome) = &outcome
        && let Some(stranger) = outcome.verdict.winners().iter().find(|w| !players.contains(w))
    {
        return Err(format!("the winner {stranger} is not a player of this game"));
    }

    // Every legal move: text round-trip, and it plays.
    for mv in moves.iter() {
        let mv_text = mv.to_string();
        match mv_text.parse::<G::Move>() {
            Ok(parsed) if parsed == *mv => {}
            Ok(parsed) => return Err(format!("the move text `{mv_text}` reads back as a different move {parsed:?}")),
            Err(error) => return Err(format!("the move text `{mv_text}` does not parse: {error}")),
        }
        if !game.is_legal(mv) {
            return Err(format!("is_legal({mv}) is false for a listed move"));
        }
        if game.is_legal_cheaply(mv) == Some(false) {
            return Err(format!("is_legal_cheaply({mv}) is Some(false) for a listed move"));
        }
        if config.play_every_move {
            let mut child = game.clone();
            if let Err(error) = child.play(mv) {
                return Err(format!("the listed move {mv} was refused: {error}"));
            }
            compare_unchecked(game, mv, &child)?;
            report.moves_played += 1;
        }
    }

    // Unlisted moves are refused without a trace.
    if !seen_moves.is_empty() {
        for _ in 0..config.unlisted_tries {
            let candidate = &seen_moves[rng.below(seen_moves.len() as u64) as usize];
            if !moves.contains(candidate) {
                expect_rejection(game, candidate, &text)?;
                report.rejections += 1;
            }
        }
    }
    for _ in 0..config.malformed_tries {
        let garbage = malformed_text(rng, moves.first().map(|m| m.to_string()));
        if let Ok(candidate) = garbage.parse::<G::Move>()
            && !moves.contains(&candidate)
        {
            expect_rejection(game, &candidate, &text)?;
            report.rejections += 1;
        }
    }
    Ok(())
}

fn expect_rejection<G: Game>(game: &G, candidate: &G::Move, text: &str) -> Result<(), String> {
    if game.is_legal(candidate) {
        return Err(format!("is_legal({candidate}) is true for a move that is not listed"));
    }
    if game.is_legal_cheaply(candidate) == Some(true) {
        return Err(format!("is_legal_cheaply({candidate}) is Some(true) for a move that is not listed"));
    }
    let mut trial = game.clone();
    match trial.play(candidate) {
        Ok(()) => Err(format!("the unlisted move {candidate} was accepted")),
        Err(_) if trial != *game || trial.to_string() != text => {
            Err(format!("refusing the unlisted move {candidate} changed the state"))
        }
        Err(_) => Ok(()),
    }
}

/// A random text: a fixed malformed sample, random printable bytes, or a
/// mutation (truncation, duplication, a changed character) of a legal move.
fn malformed_text(rng: &mut SplitMix64, legal: Option<String>) -> String {
    match (rng.below(3), legal) {
        (0, _) | (_, None) => MALFORMED[rng.below(MALFORMED.len() as u64) as usize].to_string(),
        (1, _) => {
            let len = rng.below(12) as usize;
            (0..len).map(|_| char::from(b' ' + rng.below(95) as u8)).collect()
        }
        (_, Some(legal)) => {
            let mut chars: Vec<char> = legal.chars().collect();
            match rng.below(3) {
                0 => {
                    let keep = rng.below(chars.len() as u64 + 1) as usize;
                    chars.truncate(keep);
                }
                1 => chars.extend(legal.chars()),
                _ => {
                    if !chars.is_empty() {
                        let at = rng.below(chars.len() as u64) as usize;
                        chars[at] = char::from(b' ' + rng.below(95) as u8);
                    }
                }
            }
            chars.into_iter().collect()
        }
    }
}
