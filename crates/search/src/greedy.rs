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
/// After its first choice it allocates nothing more: the move list, the
/// chance outcomes and the two states it tries moves on are buffers it
/// keeps and refills ([`Clone::clone_from`]), as the deeper searches do.
/// ([`rank`](Greedy::rank) returns a fresh `Vec` for display.)
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
pub struct Greedy<G: Game, E> {
    evaluation: E,
    expect_chance: bool,
    tie_break: Option<SplitMix64>,
    buffers: Buffers<G>,
}

/// What one choice needs, kept from one choice to the next.
#[derive(Clone, Debug)]
struct Buffers<G: Game> {
    /// The legal moves of the state chosen for.
    moves: Vec<G::Move>,
    /// Each move's value, in the order of `moves`.
    values: Vec<i32>,
    /// The chance outcomes after a move.
    outcomes: Vec<(G::Move, u32)>,
    /// The state after a move, and after a move and an outcome.
    child: Option<G>,
    grandchild: Option<G>,
}

impl<G: Game> Default for Buffers<G> {
    fn default() -> Buffers<G> {
        Buffers { moves: Vec::new(), values: Vec::new(), outcomes: Vec::new(), child: None, grandchild: None }
    }
}

impl<G: Game, E> Greedy<G, E> {
    /// A greedy bot valuing states with `evaluation`.
    pub fn new(evaluation: E) -> Greedy<G, E> {
        Greedy { evaluation, expect_chance: false, tie_break: None, buffers: Buffers::default() }
    }

    /// Whether a move followed by a chance turn is valued by the average
    /// over the chance outcomes.
    pub fn expecting_chance(mut self, expect: bool) -> Greedy<G, E> {
        self.expect_chance = expect;
        self
    }

    /// Picks at random, from `seed`, among equally good moves.
    pub fn with_tie_break_seed(mut self, seed: u64) -> Greedy<G, E> {
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
    pub fn rank(&self, game: &G) -> Vec<(G::Move, i32)>
    where
        E: Evaluate<G>,
    {
        let mut buffers = Buffers::default();
        if !self.value_moves(game, &mut buffers) {
            return Vec::new();
        }
        let Buffers { moves, values, .. } = buffers;
        moves.into_iter().zip(values).collect()
    }

    /// Fills `buffers.moves` and `buffers.values` for `game`; `false` when
    /// no player is to move.
    fn value_moves(&self, game: &G, buffers: &mut Buffers<G>) -> bool
    where
        E: Evaluate<G>,
    {
        let Turn::Player(me) = game.turn() else {
            return false;
        };
        let Buffers { moves, values, outcomes, child, grandchild } = buffers;
        game.generate_moves(moves);
        values.clear();
        for mv in moves.iter() {
            let child = refill(child, game);
            // Listed by `generate_moves` for this very state: legal, as
            // `play_unchecked` requires.
            child.play_unchecked(mv);
            values.push(self.value_after(child, me, outcomes, grandchild));
        }
        true
    }

    fn value_after(&self, child: &G, me: G::Player, outcomes: &mut Vec<(G::Move, u32)>, next: &mut Option<G>) -> i32
    where
        E: Evaluate<G>,
    {
        match child.turn() {
            Turn::Over => terminal_value(child, me, 1),
            Turn::Chance if self.expect_chance => {
                child.generate_chance_outcomes(outcomes);
                let total = total_weight(outcomes);
                let mut sum = 0_i64;
                for (outcome, weight) in outcomes.iter() {
                    let next = refill(next, child);
                    // Listed by `generate_chance_outcomes`: legal.
                    next.play_unchecked(outcome);
                    let value = match next.turn() {
                        Turn::Over => terminal_value(next, me, 2),
                        _ => self.evaluate(next, me),
                    };
                    sum += i64::from(*weight) * i64::from(value);
                }
                if total == 0 { self.evaluate(child, me) } else { (sum / total as i64) as i32 }
            }
            Turn::Chance | Turn::Player(_) => self.evaluate(child, me),
        }
    }

    fn evaluate(&self, game: &G, player: G::Player) -> i32
    where
        E: Evaluate<G>,
    {
        clamp_evaluation(i64::from(self.evaluation.evaluate(game, player)))
    }
}

/// `slot` made a copy of `state`: cloned the first time, refilled with
/// [`Clone::clone_from`] (keeping its heap buffers) after.
fn refill<'a, G: Clone>(slot: &'a mut Option<G>, state: &G) -> &'a mut G {
    match slot {
        Some(copy) => {
            copy.clone_from(state);
            copy
        }
        None => slot.insert(state.clone()),
    }
}

impl<G: Game, E: Evaluate<G>> Bot<G> for Greedy<G, E> {
    fn choose(&mut self, game: &G) -> Option<G::Move> {
        let mut buffers = std::mem::take(&mut self.buffers);
        let chosen = self.pick(game, &mut buffers);
        self.buffers = buffers;
        chosen
    }
}

impl<G: Game, E: Evaluate<G>> Greedy<G, E> {
    /// The best move by `buffers.values` (filled here), ties broken by the
    /// game's order or the seeded pick.
    fn pick(&mut self, game: &G, buffers: &mut Buffers<G>) -> Option<G::Move> {
        if !self.value_moves(game, buffers) {
            return None;
        }
        let best = buffers.values.iter().max().copied()?;
        let ties = buffers.values.iter().filter(|value| **value == best).count();
        let nth = match &mut self.tie_break {
            None => 0,
            Some(rng) => rng.below(ties as u64) as usize,
        };
        let index = buffers.values.iter().enumerate().filter(|(_, value)| **value == best).nth(nth)?.0;
        buffers.moves.get(index).cloned()
    }
}
