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

/// Values beyond this are won or lost games (a win is worth [`WIN`] minus
/// the plies to reach it; no search goes a thousand plies deep).
pub(crate) const DECIDED: i32 = WIN - 1_000;

/// How good a state is for a player: the heuristic the searching bots apply
/// where they stop looking ahead.
///
/// Positive is good for `player`, negative bad, 0 even. The bots only call it
/// on unfinished states, and clamp the result to
/// [`MAX_EVALUATION`]. For [`AlphaBeta`](crate::AlphaBeta) an evaluation
/// should be zero-sum: `evaluate(game, a) == -evaluate(game, b)` for the two
/// players (computing "mine minus yours" gives that for free).
///
/// Any closure or function `Fn(&G, G::Player) -> i32` is an evaluation.
///
/// # Examples
///
/// ```
/// use boardkit_search::Evaluate;
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
    /// [`Expectimax`](crate::Expectimax) bot asks for all players at its
    /// leaves). At most [`MAX_PLAYERS`] values are given.
    fn evaluate_all(&self, game: &G, players: &[G::Player]) -> PlayerList<i32> {
        players.iter().take(MAX_PLAYERS).map(|player| self.evaluate(game, *player)).collect()
    }

    /// [`evaluate`](Evaluate::evaluate) for a search that only needs to
    /// know how the value compares with the window `alpha..beta` (the
    /// quiescence search's "stand pat"). An implementation may return early
    /// with a bound when a cheap part of the evaluation already decides:
    /// any `v` with `beta <= v <= true value` when the true value is at
    /// least `beta`, any `v` with `true value <= v <= alpha` when it is at
    /// most `alpha`, and exactly the true value in between. The default
    /// computes the full evaluation.
    fn evaluate_in_window(&self, game: &G, player: G::Player, alpha: i32, beta: i32) -> i32 {
        let _ = (alpha, beta);
        self.evaluate(game, player)
    }

    /// Incremental evaluation, optional: a number summing up part of the
    /// evaluation of `game` (say, its material), which
    /// [`AlphaBeta`](crate::AlphaBeta) carries along its line of play,
    /// updating it from each state to the next with
    /// [`child_summary`](Evaluate::child_summary) and handing it to
    /// [`evaluate_summarised`](Evaluate::evaluate_summarised) at its leaves,
    /// so that the part is not recomputed from the whole state at every
    /// leaf. The default: 0, no summary.
    fn summary(&self, game: &G) -> i64 {
        let _ = game;
        0
    }

    /// The [`summary`](Evaluate::summary) of `child`, one move (or chance
    /// outcome) after `parent`, whose summary is `parent_summary`: it must
    /// equal `self.summary(child)`, only computed faster (from what the move
    /// changed). The default computes `self.summary(child)`.
    fn child_summary(&self, parent: &G, parent_summary: i64, child: &G) -> i64 {
        let _ = (parent, parent_summary);
        self.summary(child)
    }

    /// [`evaluate_in_window`](Evaluate::evaluate_in_window) of `game`, whose
    /// [`summary`](Evaluate::summary) is `summary`: the same value (or
    /// bound), which an incremental evaluation computes from the summary.
    /// The default ignores the summary.
    ///
    /// # Examples
    ///
    /// An incremental piece count for Towers: the summary is the balls
    /// difference, White's minus Brown's; the evaluation reads it instead
    /// of counting. (Counting balls is cheap; a real evaluation keeps an
    /// expensive sum, and `child_summary` updates it from what the move
    /// changed.)
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_search::{AlphaBeta, Bot, Evaluate, Limits};
    /// use boardkit_towers::{Side, Towers};
    ///
    /// struct Balls;
    ///
    /// fn for_side(difference: i64, player: Side) -> i32 {
    ///     if player == Side::White { difference as i32 } else { -(difference as i32) }
    /// }
    ///
    /// impl Evaluate<Towers> for Balls {
    ///     fn evaluate(&self, game: &Towers, player: Side) -> i32 {
    ///         for_side(self.summary(game), player)
    ///     }
    ///     fn summary(&self, game: &Towers) -> i64 {
    ///         i64::from(game.balls_on_board(Side::White)) - i64::from(game.balls_on_board(Side::Brown))
    ///     }
    ///     fn evaluate_summarised(&self, _: &Towers, player: Side, summary: i64, _: i32, _: i32) -> i32 {
    ///         for_side(summary, player)
    ///     }
    /// }
    ///
    /// let game = Towers::startpos();
    /// let mut bot = AlphaBeta::new(Balls, Limits::depth(3)).with_hash_mb(1).with_quiescence(2);
    /// let report = bot.search(&game).ok_or("White is to move")?;
    /// assert!(game.legal_moves().contains(&report.best_move));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn evaluate_summarised(&self, game: &G, player: G::Player, summary: i64, alpha: i32, beta: i32) -> i32 {
        let _ = summary;
        self.evaluate_in_window(game, player, alpha, beta)
    }

    /// How promising `mv`, legal in `game`, looks before searching it
    /// (e.g. the value of the piece it captures): moves with a higher
    /// priority are searched first, which makes alpha-beta prune more. The
    /// default: 0 for every move.
    fn move_priority(&self, game: &G, mv: &G::Move) -> i32 {
        let _ = (game, mv);
        0
    }

    /// Null-move pruning's pass, optional: turns `game`, a copy of a state
    /// where a player is to move, into the same position with the next
    /// player to move instead (as if the player had passed), and answers
    /// `true`; or answers `false`, leaving `game` as it was, where the game
    /// has no such state or where passing would mislead the search
    /// (zugzwang, where every move makes things worse: typically few
    /// pieces left). [`AlphaBeta`](crate::AlphaBeta) with
    /// [`SearchOptions::null_move`](crate::SearchOptions::null_move) asks
    /// it. The default: `false`, no null-move pruning.
    ///
    /// The game's rules need not allow a pass: the state is only searched,
    /// never played. Its [`position_hash`](boardkit_core::Game::position_hash)
    /// must differ from the unpassed state's (the player to move is part of
    /// the hash).
    fn pass(&self, game: &mut G) -> bool {
        let _ = game;
        false
    }

    /// Whether the player to move in `game` has its royal piece threatened
    /// (in check): it must answer the threat or lose. An
    /// [`AlphaBeta`](crate::AlphaBeta) search with
    /// [`SearchOptions::extensions`](crate::SearchOptions::extensions)
    /// searches a move that leads to such a state one ply deeper, and
    /// prunes nothing at such a state. The default: `false` (no royal, or
    /// no extensions).
    fn royal_threatened(&self, game: &G) -> bool {
        let _ = game;
        false
    }

    /// The static exchange value of the tactical move `mv`, legal in `game`:
    /// what the player moving gains, in evaluation units, if both sides
    /// then keep capturing on the square it lands on while it pays (`None`
    /// where the evaluation cannot tell; the default). An
    /// [`AlphaBeta`](crate::AlphaBeta) search with
    /// [`SearchOptions::exchange_pruning`](crate::SearchOptions::exchange_pruning)
    /// searches captures with a negative value late, and leaves them out
    /// of its quiescence search.
    fn exchange(&self, game: &G, mv: &G::Move) -> Option<i32> {
        let _ = (game, mv);
        None
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
/// use boardkit_search::ScoreDifference;
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
/// use boardkit_search::{WIN, outcome_value};
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

    /// A finished three-player game that kept score: 5, 9 and 2 points.
    #[derive(Clone, Debug, PartialEq)]
    struct Scored;

    #[derive(Debug, thiserror::Error)]
    #[error("the game is over")]
    struct Over;

    impl core::fmt::Display for Scored {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.write_str("scored")
        }
    }

    impl core::str::FromStr for Scored {
        type Err = Over;
        fn from_str(text: &str) -> Result<Scored, Over> {
            if text == "scored" { Ok(Scored) } else { Err(Over) }
        }
    }

    impl Game for Scored {
        type Player = u8;
        type Move = u8;
        type Reason = &'static str;
        type PlayError = Over;
        fn players(&self) -> PlayerList<u8> {
            [0, 1, 2].into_iter().collect()
        }
        fn turn(&self) -> boardkit_core::Turn<u8> {
            boardkit_core::Turn::Over
        }
        fn generate_moves(&self, moves: &mut Vec<u8>) {
            moves.clear();
        }
        fn play(&mut self, _: &u8) -> Result<(), Over> {
            Err(Over)
        }
        fn play_unchecked(&mut self, _: &u8) {}
        fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
            Some(Outcome { verdict: Verdict::Win(1), reason: "most points" })
        }
        fn scores(&self) -> Option<PlayerList<i64>> {
            Some([5, 9, 2].into_iter().collect())
        }
        fn position_hash(&self) -> u64 {
            0
        }
    }

    #[test]
    fn score_difference_is_own_score_minus_the_best_other() {
        let evaluation = ScoreDifference { scale: 10 };
        assert_eq!(evaluation.evaluate(&Scored, 0), -40);
        assert_eq!(evaluation.evaluate(&Scored, 1), 40);
        assert_eq!(evaluation.evaluate(&Scored, 2), -70);
        // evaluate_all: the same values, in the order asked.
        let all = evaluation.evaluate_all(&Scored, &[2, 0, 1]);
        assert_eq!(all.as_slice(), [-70, -40, 40]);
        assert_eq!(ScoreDifference::default().evaluate(&Scored, 1), 4);
    }

    /// An evaluation that keeps a summary but does not override how it is
    /// updated: the default `child_summary` recomputes it.
    struct Counting;

    impl Evaluate<Scored> for Counting {
        fn evaluate(&self, _: &Scored, player: u8) -> i32 {
            i32::from(player) * 7
        }
        fn summary(&self, _: &Scored) -> i64 {
            42
        }
    }

    #[test]
    fn the_defaults_are_documented_ones() {
        let plain = |_: &Scored, player: u8| i32::from(player) + 3;
        assert_eq!(plain.evaluate(&Scored, 2), 5, "a closure is an evaluation");
        assert_eq!(Evaluate::<Scored>::summary(&plain, &Scored), 0);
        assert_eq!(plain.evaluate_in_window(&Scored, 1, -100, 100), 4);
        assert_eq!(plain.evaluate_summarised(&Scored, 1, 99, -100, 100), 4, "the summary is ignored");
        assert_eq!(Evaluate::<Scored>::move_priority(&plain, &Scored, &0), 0);
        assert_eq!(Counting.child_summary(&Scored, 7, &Scored), 42, "recomputed from the child");
        assert_eq!(Counting.evaluate_all(&Scored, &[1, 2]).as_slice(), [7, 14]);
    }

    #[test]
    fn a_win_is_worth_the_win_to_the_winner_and_its_opposite_to_the_others() {
        let outcome = Outcome { verdict: Verdict::Win('x'), reason: "three in a row" };
        assert_eq!(outcome_value(&outcome, 'x', 2, 3), WIN - 3);
        assert_eq!(outcome_value(&outcome, 'o', 2, 3), -(WIN - 3));
        assert_eq!(outcome_value(&outcome, 'o', 3, 0), -WIN);
        let draw = Outcome { verdict: Verdict::<char>::Draw, reason: "board full" };
        assert_eq!(outcome_value(&draw, 'x', 2, 9), 0);
    }

    #[test]
    fn shared_wins_split_and_full_shares_draw() {
        let two: PlayerList<u8> = [0, 1].into_iter().collect();
        assert_eq!(share_of_win(&two, 0, 4, WIN), WIN / 2);
        assert_eq!(share_of_win(&two, 2, 4, WIN), -WIN);
        assert_eq!(share_of_win(&two, 0, 2, WIN), 0);
    }
}
