//! The greedy bot: the best-looking move one ply ahead.

use crate::evaluate::{clamp_evaluation, terminal_value};
use crate::{Bot, Evaluate};
use boardkit_core::{Game, RandomSource, SplitMix64, Turn, total_weight};

/// Plays the move whose resulting state the evaluation likes best for the
/// mover, looking one ply ahead: a move that wins on the spot is always
/// taken, one that loses on the spot avoided.
///
/// With [`expecting_chance`](Greedy::expecting_chance), when a move leads to
/// a chance turn (the next die throw), the state is valued as the
/// weight-averaged evaluation over the outcomes instead of as it stands.
/// Equally good moves go to the game's move order, or to a seeded random
/// pick with [`with_tie_break_seed`](Greedy::with_tie_break_seed).
///
/// Cheap (one evaluation per move, or per move and outcome): suited to
/// games with many chance turns, where deep search pays little.
///
/// A one-ply bot, not an engine search: each choice builds the ranking
/// (a `Vec`) and clones the children, so it allocates per move chosen (the
/// no-allocation-per-node guarantee is [`AlphaBeta`](crate::AlphaBeta)'s,
/// [`Expectimax`](crate::Expectimax)'s and [`Mcts`](crate::Mcts)'s).
///
/// # Examples
///
/// ```
/// use boardkit_search::{Bot, Greedy, ScoreDifference};
/// use boardkit_core::Game;
///
/// fn pick<G: Game>(game: &G) -> Option<G::Move> {
///     Greedy::new(ScoreDifference::default()).expecting_chance(true).with_tie_break_seed(3).choose(game)
/// }
/// ```
#[derive(Clone, Debug)]
pub struct Greedy<E> {
    evaluation: E,
    expect_chance: bool,
    tie_break: Option<SplitMix64>,
}

impl<E> Greedy<E> {
    /// A greedy bot valuing states with `evaluation`.
    pub fn new(evaluation: E) -> Greedy<E> {
        Greedy { evaluation, expect_chance: false, tie_break: None }
    }

    /// Whether a move followed by a chance turn is valued by the average
    /// over the chance outcomes.
    pub fn expecting_chance(mut self, expect: bool) -> Greedy<E> {
        self.expect_chance = expect;
        self
    }

    /// Picks at random, from `seed`, among equally good moves.
    pub fn with_tie_break_seed(mut self, seed: u64) -> Greedy<E> {
        self.tie_break = Some(SplitMix64::new(seed));
        self
    }

    /// Each legal move with its value for the player to move, in the game's
    /// move order; empty when no player is to move.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardkit_search::{Greedy, ScoreDifference};
    /// use boardkit_core::Game;
    ///
    /// fn show<G: Game>(game: &G) {
    ///     for (mv, value) in Greedy::new(ScoreDifference::default()).rank(game) {
    ///         println!("{mv}: {value}");
    ///     }
    /// }
    /// ```
    pub fn rank<G: Game>(&self, game: &G) -> Vec<(G::Move, i32)>
    where
        E: Evaluate<G>,
    {
        let Turn::Player(me) = game.turn() else {
            return Vec::new();
        };
        game.legal_moves()
            .iter()
            .filter_map(|mv| {
                let mut child = game.clone();
                child.play(mv).ok()?;
                Some((mv.clone(), self.value_after(&child, me)))
            })
            .collect()
    }

    fn value_after<G: Game>(&self, child: &G, me: G::Player) -> i32
    where
        E: Evaluate<G>,
    {
        match child.turn() {
            Turn::Over => terminal_value(child, me, 1),
            Turn::Chance if self.expect_chance => {
                let outcomes = child.chance_outcomes();
                let total = total_weight(&outcomes);
                let mut sum = 0_i64;
                for (outcome, weight) in &outcomes {
                    let mut next = child.clone();
                    if next.play(outcome).is_err() {
                        continue;
                    }
                    let value = match next.turn() {
                        Turn::Over => terminal_value(&next, me, 2),
                        _ => self.evaluate(&next, me),
                    };
                    sum += i64::from(*weight) * i64::from(value);
                }
                if total == 0 { self.evaluate(child, me) } else { (sum / total as i64) as i32 }
            }
            Turn::Chance | Turn::Player(_) => self.evaluate(child, me),
        }
    }

    fn evaluate<G: Game>(&self, game: &G, player: G::Player) -> i32
    where
        E: Evaluate<G>,
    {
        clamp_evaluation(i64::from(self.evaluation.evaluate(game, player)))
    }
}

impl<G: Game, E: Evaluate<G>> Bot<G> for Greedy<E> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        let ranked = self.rank(game);
        let best = ranked.iter().map(|(_, value)| *value).max()?;
        let mut ties = ranked.into_iter().filter(|(_, value)| *value == best).map(|(mv, _)| mv);
        match &mut self.tie_break {
            None => ties.next(),
            Some(rng) => {
                let ties: Vec<G::Move> = ties.collect();
                let pick = rng.below(ties.len() as u64) as usize;
                ties.into_iter().nth(pick)
            }
        }
    }
}
