//! Evaluation functions and the value of finished games.

use boardkit_core::{Game, MAX_PLAYERS, Outcome, PlayerList, Verdict};

/// The value of winning on the spot. A win `n` plies ahead is worth
/// `WIN - n`, a loss `-(WIN - n)`, so searches prefer fast wins and slow
/// losses.
pub const WIN: i32 = 1_000_000;

/// The largest value an evaluation may give: the bots clamp every
/// [`Evaluate`] result to `-MAX_EVALUATION..=MAX_EVALUATION`, far from
/// [`WIN`], so that no evaluation is ever mistaken for a won game.
pub const MAX_EVALUATION: i32 = 500_000;

/// How good a state is for a player: the heuristic the searching bots apply
/// where they stop looking ahead.
///
/// Positive is good for `player`, negative bad, 0 even. The bots only call it
/// on unfinished states, and clamp the result to
/// [`MAX_EVALUATION`]. For [`AlphaBeta`](super::AlphaBeta) an evaluation
/// should be zero-sum: `evaluate(game, a) == -evaluate(game, b)` for the two
/// players (computing "mine minus yours" gives that for free).
///
/// Any closure or function `Fn(&G, G::Player) -> i32` is an evaluation.
///
/// # Examples
///
/// ```
/// use boardkit_players::Evaluate;
/// use boardkit_core::Game;
///
/// /// Prefers states where the player has more moves than the others.
/// fn mobility<G: Game>(game: &G, player: G::Player) -> i32 {
///     let moves = game.legal_moves().len() as i32;
///     if game.turn().player() == Some(player) { moves } else { -moves }
/// }
///
/// fn takes_an_evaluation<G: Game, E: Evaluate<G>>(_evaluation: E) {}
/// fn demo<G: Game>() {
///     takes_an_evaluation::<G, _>(mobility::<G>);
///     takes_an_evaluation::<G, _>(|_: &G, _: G::Player| 0);
/// }
/// ```
pub trait Evaluate<G: Game> {
    /// How good `game` is for `player`: positive good, negative bad.
    fn evaluate(&self, game: &G, player: G::Player) -> i32;

    /// How good `game` is for each of `players`, in that order: by default
    /// [`evaluate`](Evaluate::evaluate) for each one. Override it when one
    /// pass over the state values every player at once (the
    /// [`Expectimax`](super::Expectimax) bot asks for all players at its
    /// leaves). At most [`MAX_PLAYERS`] values are given.
    fn evaluate_all(&self, game: &G, players: &[G::Player]) -> PlayerList<i32> {
        players.iter().take(MAX_PLAYERS).map(|player| self.evaluate(game, *player)).collect()
    }

    /// Whether `mv`, legal in `game`, changes the balance at once (a
    /// capture, a winning step): [`AlphaBeta`](super::AlphaBeta) keeps
    /// searching such moves past its depth limit (see
    /// [`AlphaBeta::with_quiescence`](super::AlphaBeta::with_quiescence)), so
    /// that it never stops in the middle of an exchange. The default: no
    /// move is tactical.
    fn is_tactical(&self, game: &G, mv: &G::Move) -> bool {
        let _ = (game, mv);
        false
    }

    /// How promising `mv`, legal in `game`, looks before searching it
    /// (e.g. the value of the piece it captures): moves with a higher
    /// priority are searched first, which makes alpha-beta prune more. The
    /// default: 0 for every move.
    fn move_priority(&self, game: &G, mv: &G::Move) -> i32 {
        let _ = (game, mv);
        0
    }
}

impl<G: Game, F: Fn(&G, G::Player) -> i32> Evaluate<G> for F {
    fn evaluate(&self, game: &G, player: G::Player) -> i32 {
        self(game, player)
    }
}

/// The evaluation of games that keep score: the player's
/// [`score`](boardkit_core::Game::scores) minus the best score among the other
/// players (0 for games without scores), times `scale`.
///
/// # Examples
///
/// ```
/// use boardkit_players::ScoreDifference;
/// let evaluation = ScoreDifference { scale: 100 };
/// # let _ = evaluation;
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreDifference {
    /// What one point of score is worth in the evaluation.
    pub scale: i32,
}

impl Default for ScoreDifference {
    fn default() -> ScoreDifference {
        ScoreDifference { scale: 1 }
    }
}

impl<G: Game> Evaluate<G> for ScoreDifference {
    fn evaluate(&self, game: &G, player: G::Player) -> i32 {
        let Some(scores) = game.scores() else {
            return 0;
        };
        let players = game.players();
        let mut own = 0_i64;
        let mut best_other = i64::MIN;
        for (seat, score) in players.iter().zip(scores.iter()) {
            if *seat == player {
                own = *score;
            } else {
                best_other = best_other.max(*score);
            }
        }
        if best_other == i64::MIN {
            best_other = 0;
        }
        let difference = own.saturating_sub(best_other).saturating_mul(i64::from(self.scale));
        clamp_evaluation(difference)
    }
}

/// Clamps an evaluation into `-MAX_EVALUATION..=MAX_EVALUATION`.
pub(crate) fn clamp_evaluation(value: i64) -> i32 {
    let bound = i64::from(MAX_EVALUATION);
    // The clamp makes the conversion lossless.
    value.clamp(-bound, bound) as i32
}

/// The value of a finished game for `player`, reached `ply` plies after the
/// position being searched: [`WIN`]` - ply` for a sole winner, a share of it
/// for one of several winners, 0 for a draw (or when every player shares the
/// win) and `-(WIN - ply)` for a loser.
///
/// # Examples
///
/// ```
/// use boardkit_players::{WIN, outcome_value};
/// use boardkit_core::{Outcome, Verdict};
///
/// let outcome = Outcome { verdict: Verdict::Win('x'), reason: "three in a row" };
/// assert_eq!(outcome_value(&outcome, 'x', 2, 3), WIN - 3);
/// assert_eq!(outcome_value(&outcome, 'o', 2, 3), -(WIN - 3));
/// let draw = Outcome { verdict: Verdict::<char>::Draw, reason: "board full" };
/// assert_eq!(outcome_value(&draw, 'x', 2, 9), 0);
/// ```
pub fn outcome_value<P: Copy + PartialEq, R>(outcome: &Outcome<P, R>, player: P, players: usize, ply: u32) -> i32 {
    let win = WIN - ply.min(1_000) as i32;
    match &outcome.verdict {
        Verdict::Win(winner) if *winner == player => win,
        Verdict::Win(_) => -win,
        Verdict::SharedWin(winners) => share_of_win(winners, player, players, win),
        Verdict::Draw => 0,
    }
}

/// A shared win: every player sharing is a draw; otherwise the winners split
/// the win (a two-way share is still far better than any evaluation).
fn share_of_win<P: Copy + PartialEq>(winners: &PlayerList<P>, player: P, players: usize, win: i32) -> i32 {
    if winners.len() >= players {
        0
    } else if winners.contains(&player) {
        win / winners.len().max(1) as i32
    } else {
        -win
    }
}

/// The value of `game` for `player` if it is over.
pub(crate) fn terminal_value<G: Game>(game: &G, player: G::Player, ply: u32) -> i32 {
    match game.outcome() {
        Some(outcome) => outcome_value(&outcome, player, game.players().len(), ply),
        // A game that says it is over without an outcome breaks the contract;
        // treat it as a draw rather than panic.
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamp_keeps_evaluations_away_from_wins() {
        assert_eq!(clamp_evaluation(i64::MAX), MAX_EVALUATION);
        assert_eq!(clamp_evaluation(i64::MIN), -MAX_EVALUATION);
        assert_eq!(clamp_evaluation(-17), -17);
    }

    #[test]
    fn shared_wins_split_and_full_shares_draw() {
        let two: PlayerList<u8> = [0, 1].into_iter().collect();
        assert_eq!(share_of_win(&two, 0, 4, WIN), WIN / 2);
        assert_eq!(share_of_win(&two, 2, 4, WIN), -WIN);
        assert_eq!(share_of_win(&two, 0, 2, WIN), 0);
    }
}
