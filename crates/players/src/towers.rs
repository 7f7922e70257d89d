//! The ready-made computer player for Towers: alpha-beta over balls,
//! advancement and back-row threats, with captures searched to quiet
//! positions.
//!
//! ```
//! use boardkit_players::{Bot, Strength, towers};
//! use boardkit_core::Game;
//! use boardkit_towers::Towers;
//!
//! let mut game = Towers::startpos();
//! let mut computer = towers::player(Strength::Quick);
//! let action = computer.choose(&game).ok_or("no action")?;
//! game.play(&action)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # How it judges a position
//!
//! [`Evaluation`] counts, from the side to move's point of view:
//!
//! - **Balls on the board**, own minus enemy
//!   ([`ball`](Evaluation::ball) each): balls are moves, and a side without
//!   balls has lost.
//! - **Advancement**: for every piece that can act (at least one ball), the
//!   ranks it stands away from its own back row
//!   ([`advance`](Evaluation::advance) each), own minus enemy — a piece wins
//!   by ending a move on the enemy's back row.
//! - **Back-row threats**: a piece that could end a move on the enemy back
//!   row right now (its balls are exactly the ranks left, the file ahead is
//!   clear). For the side to move that is a win next ply
//!   ([`winning_move`](Evaluation::winning_move), far above any material);
//!   for the other side each threat is worth
//!   [`threat`](Evaluation::threat): the side to move must answer it.
//!
//! # Search
//!
//! [`player`] is an [`AlphaBeta`] search with quiescence: captures are
//! [tactical](boardkit_core::Game::is_tactical) (searched past the depth
//! until quiet), and moves are tried winning moves first, then captures by
//! the balls they remove, then forward moves.

use crate::Strength;
use boardkit_geometry::Square;
use boardkit_search::{AlphaBeta, Evaluate, Limits, MAX_DEPTH};
use boardkit_towers::{Move, Side, Towers};

/// How the Towers player judges a position (see [the module
/// docs](self#how-it-judges-a-position)); zero-sum.
///
/// # Examples
///
/// ```
/// use boardkit_players::Evaluate;
/// use boardkit_players::towers::Evaluation;
/// use boardkit_towers::{Side, Towers};
///
/// let evaluation = Evaluation::default();
/// let start = Towers::startpos();
/// assert_eq!(evaluation.evaluate(&start, Side::White), 0); // symmetric
/// // White's c1 went to c3: White is further forward.
/// let after: Towers = "B2B2B2B2B2B2/....../....../..W2.../....../W2W2.W2W2W2 b balls 2 captured 0 0 lost 0 0 ply 1 seen 1".parse()?;
/// assert!(evaluation.evaluate(&after, Side::White) > 0);
/// assert_eq!(evaluation.evaluate(&after, Side::Brown), -evaluation.evaluate(&after, Side::White));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The value of one ball on the board.
    pub ball: i32,
    /// The value of one rank of advancement of a piece that can act.
    pub advance: i32,
    /// The value, for the side to move, of having a move onto the enemy back
    /// row (a win next ply).
    pub winning_move: i32,
    /// The value of each back-row threat of the side not to move.
    pub threat: i32,
}

impl Default for Evaluation {
    fn default() -> Evaluation {
        Evaluation { ball: 100, advance: 12, winning_move: 100_000, threat: 150 }
    }
}

impl Evaluation {
    /// The value of `game` for the side to move.
    fn for_side_to_move(&self, game: &Towers) -> i32 {
        let us = game.side_to_move();
        let them = us.opponent();
        let balls = i32::from(game.balls_on_board(us)) - i32::from(game.balls_on_board(them));
        let advancement = advancement(game, us) - advancement(game, them);
        let mut value = self.ball * balls + self.advance * advancement;
        if back_row_threats(game, us) > 0 {
            value += self.winning_move;
        } else {
            value -= self.threat * back_row_threats(game, them);
        }
        value
    }
}

impl Evaluate<Towers> for Evaluation {
    fn evaluate(&self, game: &Towers, player: Side) -> i32 {
        let value = self.for_side_to_move(game);
        if game.side_to_move() == player { value } else { -value }
    }

    /// Moves onto the enemy back row (they win), then captures by the balls
    /// they remove, then moves forward by how far they go; shares and other
    /// moves keep the game's order.
    fn move_priority(&self, game: &Towers, action: &Move) -> i32 {
        let us = game.side_to_move();
        match action {
            Move::Step { from, to } => {
                let gain = forward(us, *from, *to);
                if i32::from(to.rank().index()) == enemy_back_rank(game, us) { 1_000_000 } else { gain.max(0) }
            }
            Move::Capture { target, .. } => 1_000 + game.piece_at(*target).map_or(0, |piece| i32::from(piece.balls)),
            Move::Share { .. } => 0,
        }
    }
}

/// The rank index of the back row `side` must reach.
fn enemy_back_rank(game: &Towers, side: Side) -> i32 {
    match side {
        Side::White => i32::from(game.config().height()) - 1,
        Side::Brown => 0,
    }
}

/// How many ranks `from` → `to` goes towards the enemy back row of `side`.
fn forward(side: Side, from: Square, to: Square) -> i32 {
    let ranks = i32::from(to.rank().index()) - i32::from(from.rank().index());
    match side {
        Side::White => ranks,
        Side::Brown => -ranks,
    }
}

/// The ranks `side`'s pieces that can act stand away from its own back row,
/// summed.
fn advancement(game: &Towers, side: Side) -> i32 {
    let height = i32::from(game.config().height());
    game.pieces(side)
        .filter(|(_, balls)| *balls > 0)
        .map(|(square, _)| {
            let rank = i32::from(square.rank().index());
            match side {
                Side::White => rank,
                Side::Brown => height - 1 - rank,
            }
        })
        .sum()
}

/// How many of `side`'s pieces could end a move on the enemy back row now:
/// the piece's balls are exactly the ranks left, and the squares ahead up to
/// and including the back row are empty.
///
/// # Examples
///
/// ```
/// use boardkit_players::towers::back_row_threats;
/// use boardkit_towers::{Side, Towers};
///
/// // White's W4 on b2 reaches b6: four squares up, all empty.
/// let game: Towers = "B2.B2B2B2B2/..B2.../....../....../.W4..../W2.W0W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1".parse()?;
/// assert_eq!(back_row_threats(&game, Side::White), 1);
/// assert_eq!(back_row_threats(&game, Side::Brown), 0);
/// // A piece on b5 blocks the way.
/// let game: Towers = "B2.B2B2B2B2/.B2..../....../....../.W4..../W2.W0W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 0 seen 1".parse()?;
/// assert_eq!(back_row_threats(&game, Side::White), 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn back_row_threats(game: &Towers, side: Side) -> i32 {
    let target = enemy_back_rank(game, side);
    let step: i32 = match side {
        Side::White => 1,
        Side::Brown => -1,
    };
    let mut threats = 0;
    for (square, balls) in game.pieces(side) {
        let rank = i32::from(square.rank().index());
        if balls == 0 || rank + step * i32::from(balls) != target {
            continue;
        }
        let file = square.file().index();
        let clear = (1..=i32::from(balls)).all(|distance| {
            let ahead = u8::try_from(rank + step * distance).ok().and_then(|rank| Square::from_coords(file, rank));
            ahead.is_some_and(|ahead| game.piece_at(ahead).is_none())
        });
        threats += i32::from(clear);
    }
    threats
}

/// The search limits of each [`Strength`]: a node budget (no time budget,
/// so play is the same on every machine); the search deepens as far as the
/// budget allows (up to [`MAX_DEPTH`]). The quiescence depth and the
/// transposition table size come with the strength too
/// ([`Strength::quiescence_plies`], [`Strength::hash_mb`]).
///
/// | strength | nodes | quiescence | table |
/// |---|---|---|---|
/// | `Quick` | 5 000 | 4 plies | 1 MiB |
/// | `Standard` | 40 000 | 6 plies | 2 MiB |
/// | `Strong` | 250 000 | 8 plies | 8 MiB |
///
/// # Examples
///
/// ```
/// use boardkit_players::{Strength, towers};
/// assert_eq!(towers::limits(Strength::Standard).nodes, Some(40_000));
/// assert_eq!(towers::limits(Strength::Standard).time, None);
/// ```
pub const fn limits(strength: Strength) -> Limits {
    match strength {
        Strength::Quick => Limits::depth(MAX_DEPTH).with_nodes(5_000),
        Strength::Standard => Limits::depth(MAX_DEPTH).with_nodes(40_000),
        Strength::Strong => Limits::depth(MAX_DEPTH).with_nodes(250_000),
    }
}

/// The Towers computer player's type.
pub type Player = AlphaBeta<Towers, Evaluation>;

/// A computer player for Towers of the given strength: alpha-beta with the
/// default [`Evaluation`], the [`limits`] of that strength, and quiescence
/// over captures. It plays any board size and ball count. Equal moves go to
/// the game's move order; add
/// [`with_tie_break_seed`](AlphaBeta::with_tie_break_seed) for seeded
/// variety.
///
/// # Examples
///
/// ```
/// use boardkit_players::{Bot, Strength, towers};
/// use boardkit_core::Game;
/// use boardkit_towers::Towers;
///
/// let game = Towers::startpos();
/// let mut computer = towers::player(Strength::Quick).with_tie_break_seed(3);
/// let action = computer.choose(&game).ok_or("no action")?;
/// assert!(game.legal_moves().contains(&action));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn player(strength: Strength) -> Player {
    AlphaBeta::new(Evaluation::default(), limits(strength))
        .with_quiescence(strength.quiescence_plies())
        .with_hash_mb(strength.hash_mb())
}
