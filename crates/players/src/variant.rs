//! The ready-made computer player for every variant of
//! [`boardkit_variant`]: alpha-beta over material and piece placement,
//! with captures searched to quiet positions. One player serves any
//! variant, bundled or read from a user's file: it learns the piece values
//! of a variant the first time it sees one of its positions.
//!
//! ```
//! use boardkit_core::Game;
//! use boardkit_players::{Bot, Strength, variant};
//! use boardkit_variant::VariantGame;
//!
//! let mut game = VariantGame::new(boardkit_variant::variant("capablanca").ok_or("bundled")?)?;
//! let mut computer = variant::player(Strength::Quick);
//! let mv = computer.choose(&game).ok_or("a move")?;
//! game.play(&mv)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # How it judges a position
//!
//! [`Evaluation`] counts, from the side to move's point of view, own minus
//! enemy:
//!
//! - **Material**: the sum of the [piece values](piece_values) of the
//!   pieces on the board.
//! - **Pawn advance**: for each pawn, the ranks it has gone up the board
//!   from its own side, each worth [`advance`](Evaluation::advance) plus
//!   half of [`centre`](Evaluation::centre) per file the pawn stands in
//!   from the nearer edge: pawns promote at the far end, and central pawns
//!   that advance free the pieces behind them.
//! - **Centralisation**: for every other piece except the royal one, how
//!   much nearer the centre than the board's edge it stands
//!   ([`centre`](Evaluation::centre) per square of distance).
//!
//! The rules decide everything else: checkmate, stalemate, extinction,
//! flags and the draw rules end the game, and the search scores a finished
//! game as won, lost or drawn.
//!
//! # Piece values
//!
//! A piece is worth what it can do: its value is 60 × the average number of
//! moves it has over every square of the variant's board a quarter full
//! (half of the other pieces its own, half the enemy's, placed at random
//! with a fixed seed). On the 8 × 8 chess board that gives about 3 pawns
//! for a knight, 3½ for a bishop, 5 for a rook and 9 for a queen. Two
//! exceptions: a pawn (the `pawn` option's piece, whose worth is its
//! promotion) is 100, and the royal piece is 0 (losing it ends the game,
//! which the search sees). Fairy-Stockfish's `pieceValueMg` options are
//! not used: the same rule values every piece of every file.
//!
//! # Search
//!
//! [`player`] is an [`AlphaBeta`] search with quiescence and the selective
//! techniques of [`SearchOptions::SELECTIVE`]: captures and promotions are
//! [tactical](boardkit_core::Game::is_tactical), tried most valuable victim
//! first and cheapest attacker first; a null move is tried except in check
//! or when the side to move has nothing but its royal piece and pawns.

use std::cell::RefCell;
use std::sync::Arc;

use crate::Strength;
use boardkit_betza::{Forward, MoveTable, Movement, Occupant};
use boardkit_core::{RandomSource, SplitMix64};
use boardkit_geometry::{Grid, Square};
use boardkit_search::{AlphaBeta, Evaluate, Limits, MAX_DEPTH, SearchOptions};
use boardkit_variant::{Colour, Move, Rules, VariantGame};

/// How many random boards [`piece_values`] averages over.
const VALUE_BOARDS: u32 = 24;

/// The value of each piece type of `rules`, in the order of
/// [`Rules::piece_types`], in hundredths of a pawn (see [the module
/// docs](self#piece-values)).
///
/// ```
/// use boardkit_players::variant::piece_values;
///
/// let chess = boardkit_variant::variant("chess").ok_or("bundled")?;
/// let value = |letter| {
///     let kind = chess.piece_types().iter().position(|kind| kind.letter() == letter).expect("a chess piece");
///     piece_values(&chess)[kind]
/// };
/// assert_eq!((value('P'), value('K')), (100, 0));
/// assert!(value('N') > 200 && value('N') < value('B') && value('B') < value('R') && value('R') < value('Q'));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn piece_values(rules: &Rules) -> Vec<i32> {
    let royal = rules.royal_type();
    rules
        .piece_types()
        .iter()
        .enumerate()
        .map(|(kind, piece)| {
            if Some(kind) == royal {
                0
            } else if piece.is_pawn() {
                100
            } else {
                (60.0 * mobility(rules, piece.betza())).round() as i32
            }
        })
        .collect()
}

/// The average number of moves of a piece moving as `betza` over every
/// square of the board of `rules`, on [`VALUE_BOARDS`] random boards a
/// quarter full; 0 for a piece that cannot move.
fn mobility(rules: &Rules, betza: &str) -> f64 {
    let (Ok(grid), Ok(movement)) = (Grid::new(rules.files(), rules.ranks()), betza.parse::<Movement>()) else {
        return 0.0;
    };
    let Ok(table) = MoveTable::new(&movement, grid) else { return 0.0 };
    let squares = usize::from(rules.files()) * usize::from(rules.ranks());
    let mut rng = SplitMix64::new(2026);
    let mut moves = 0_usize;
    let mut generated = Vec::new();
    for _ in 0..VALUE_BOARDS {
        let occupants: Vec<Occupant> = (0..squares)
            .map(|_| match rng.below(8) {
                0 => Occupant::Enemy,
                1 => Occupant::Own,
                _ => Occupant::Empty,
            })
            .collect();
        for from in grid.squares() {
            let board = |square: Square| {
                let at = usize::from(square.rank().index()) * usize::from(rules.files())
                    + usize::from(square.file().index());
                if square == from { Occupant::Own } else { occupants.get(at).copied().unwrap_or(Occupant::Empty) }
            };
            generated.clear();
            table.generate(from, Forward::Up, &board, false, &mut generated);
            moves += generated.len();
        }
    }
    moves as f64 / (f64::from(VALUE_BOARDS) * squares as f64)
}

/// The piece values of the variant last seen, kept so that they are worked
/// out once per variant, not once per position.
#[derive(Clone, Debug, Default)]
struct ValueCache {
    seen: Option<(Arc<Rules>, Vec<i32>)>,
}

/// How the variant player judges a position (see [the module
/// docs](self#how-it-judges-a-position)); zero-sum.
///
/// ```
/// use boardkit_players::Evaluate;
/// use boardkit_players::variant::Evaluation;
/// use boardkit_variant::{Colour, VariantGame};
///
/// let evaluation = Evaluation::default();
/// let start = VariantGame::new(boardkit_variant::variant("chess").ok_or("bundled")?)?;
/// assert_eq!(evaluation.evaluate(&start, Colour::White), 0); // symmetric
/// // Black has no queen.
/// let odds: VariantGame = "chess rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse()?;
/// assert!(evaluation.evaluate(&odds, Colour::White) > 500);
/// assert_eq!(evaluation.evaluate(&odds, Colour::Black), -evaluation.evaluate(&odds, Colour::White));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Evaluation {
    /// The value of each rank a pawn has advanced.
    pub advance: i32,
    /// The value of each square of distance from the board's edge towards
    /// its centre, for a piece that is neither a pawn nor royal.
    pub centre: i32,
    values: RefCell<ValueCache>,
}

impl Default for Evaluation {
    fn default() -> Evaluation {
        Evaluation { advance: 8, centre: 4, values: RefCell::default() }
    }
}

impl PartialEq for Evaluation {
    /// Equal weights (the cached piece values follow from the variant).
    fn eq(&self, other: &Evaluation) -> bool {
        (self.advance, self.centre) == (other.advance, other.centre)
    }
}

impl Eq for Evaluation {}

impl Evaluation {
    /// Runs `judge` with the piece values of `game`'s variant, worked out on
    /// the first position of a variant not seen last.
    fn with_values<T>(&self, game: &VariantGame, judge: impl FnOnce(&[i32]) -> T) -> T {
        let mut cache = self.values.borrow_mut();
        let rules = game.rules();
        let fresh = match &cache.seen {
            Some((seen, _)) => !Arc::ptr_eq(seen, rules),
            None => true,
        };
        if fresh {
            cache.seen = Some((Arc::clone(rules), piece_values(rules)));
        }
        match &cache.seen {
            Some((_, values)) => judge(values),
            None => judge(&[]),
        }
    }

    /// The value of `game` for the side to move.
    fn for_side_to_move(&self, game: &VariantGame) -> i32 {
        let us = game.side_to_move();
        let rules = game.rules();
        let types = rules.piece_types();
        let royal = rules.royal_type();
        let (files, ranks) = (i32::from(rules.files()), i32::from(rules.ranks()));
        self.with_values(game, |values| {
            let mut value = 0;
            for piece in game.pieces() {
                let sign = if piece.colour == us { 1 } else { -1 };
                let (file, rank) = (i32::from(piece.file), i32::from(piece.rank));
                let mut worth = values.get(piece.kind).copied().unwrap_or(0);
                if types[piece.kind].is_pawn() {
                    let advanced = if piece.colour == Colour::White { rank } else { ranks - 1 - rank };
                    // Central pawns gain more by advancing: they free the
                    // pieces behind them and take the centre.
                    let file_inward = file.min(files - 1 - file);
                    worth += advanced * (self.advance + self.centre * file_inward / 2);
                } else if Some(piece.kind) != royal {
                    // Squares from the nearest edge, counted on both axes.
                    let inward = file.min(files - 1 - file) + rank.min(ranks - 1 - rank);
                    worth += self.centre * inward;
                }
                value += sign * worth;
            }
            value
        })
    }

    /// The value of the piece `game` has on the square of `(file, rank)`, or 0.
    fn value_on(game: &VariantGame, values: &[i32], (file, rank): (u8, u8)) -> i32 {
        game.piece_at(file, rank).and_then(|piece| values.get(piece.kind).copied()).unwrap_or(0)
    }
}

impl Evaluate<VariantGame> for Evaluation {
    fn evaluate(&self, game: &VariantGame, player: Colour) -> i32 {
        let value = self.for_side_to_move(game);
        if game.side_to_move() == player { value } else { -value }
    }

    /// Captures first, by the value taken (on the destination, on the way,
    /// or a pawn en passant) minus a sixteenth of the mover's, then
    /// promotions by the value gained; quiet moves keep the game's order.
    fn move_priority(&self, game: &VariantGame, mv: &Move) -> i32 {
        self.with_values(game, |values| {
            let mut priority = 0;
            if mv.is_capture() {
                let taken = Evaluation::value_on(game, values, mv.to_coords())
                    + mv.via_coords().map_or(0, |via| Evaluation::value_on(game, values, via));
                // An en passant capture lands on an empty square and takes a pawn.
                let taken = if taken == 0 { 100 } else { taken };
                priority += 1_000_000 + 16 * taken - Evaluation::value_on(game, values, mv.from_coords());
            }
            if let Some(letter) = mv.promotion() {
                let rules = game.rules();
                let promoted = rules
                    .piece_types()
                    .iter()
                    .position(|kind| kind.letter().eq_ignore_ascii_case(&letter))
                    .and_then(|kind| values.get(kind).copied())
                    .unwrap_or(300);
                priority += 500_000 + promoted;
            }
            priority
        })
    }

    /// A null move, except in check and when the side to move has nothing
    /// but its royal piece and pawns (where passing may be better than
    /// every move: zugzwang).
    fn pass(&self, game: &mut VariantGame) -> bool {
        let us = game.side_to_move();
        let rules = Arc::clone(game.rules());
        let royal = rules.royal_type();
        let has_pieces = rules
            .piece_types()
            .iter()
            .enumerate()
            .any(|(kind, piece)| !piece.is_pawn() && Some(kind) != royal && game.count(us, kind) > 0);
        has_pieces && game.pass_for_search()
    }

    /// Check: the side to move's royal piece is attacked.
    fn royal_threatened(&self, game: &VariantGame) -> bool {
        game.in_check()
    }
}

/// The node budgets of the variant player at each strength: 5,000, 40,000
/// and 150,000 nodes, searched as deep as they allow.
pub const fn limits(strength: Strength) -> Limits {
    match strength {
        Strength::Quick => Limits::depth(MAX_DEPTH).with_nodes(5_000),
        Strength::Standard => Limits::depth(MAX_DEPTH).with_nodes(40_000),
        Strength::Strong => Limits::depth(MAX_DEPTH).with_nodes(150_000),
    }
}

/// The variant computer player's type.
pub type Player = AlphaBeta<VariantGame, Evaluation>;

/// The variant computer player at `strength`, for any variant.
pub fn player(strength: Strength) -> Player {
    AlphaBeta::new(Evaluation::default(), limits(strength))
        .with_quiescence(strength.quiescence_plies())
        .with_hash_mb(strength.hash_mb())
        .with_options(SearchOptions::SELECTIVE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardkit_core::Game;
    use boardkit_search::Bot;

    fn game(fen: &str) -> VariantGame {
        fen.parse().expect("a position")
    }

    #[test]
    fn mate_in_one_is_found() {
        // Back-rank mate: Ra1-a8.
        let position = game("chess 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let mv = player(Strength::Quick).choose(&position).expect("a move");
        assert_eq!(mv.to_string(), "a1a8");
    }

    #[test]
    fn a_hanging_queen_is_taken() {
        let position = game("chess 4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
        let mv = player(Strength::Quick).choose(&position).expect("a move");
        assert_eq!(mv.to_string(), "d2d5");
    }

    #[test]
    fn one_player_serves_several_variants_with_their_own_values() {
        let mut computer = player(Strength::Quick);
        for name in ["chess", "capablanca", "shatranj", "grand", "courier"] {
            let rules = boardkit_variant::variant(name).expect("bundled");
            let start = VariantGame::new(Arc::clone(&rules)).expect("a game");
            let mv = computer.choose(&start).expect("a move");
            assert!(start.is_legal(&mv), "{name}: {mv}");
            let values = piece_values(&rules);
            assert_eq!(values.len(), rules.piece_types().len());
            assert!(values.iter().all(|value| *value >= 0), "{name}: {values:?}");
        }
        // Capablanca's archbishop (bishop + knight) is worth more than either part.
        let capablanca = boardkit_variant::variant("capablanca").expect("bundled");
        let values = piece_values(&capablanca);
        let value = |letter: char| {
            capablanca.piece_types().iter().position(|kind| kind.letter() == letter).map(|kind| values[kind])
        };
        let (archbishop, bishop, knight) = (value('A'), value('B'), value('N'));
        assert!(archbishop > bishop && archbishop > knight, "{archbishop:?} {bishop:?} {knight:?}");
    }

    #[test]
    fn the_player_opens_chess_in_the_centre() {
        let start = VariantGame::new(boardkit_variant::variant("chess").expect("bundled")).expect("a game");
        for strength in [Strength::Quick, Strength::Standard] {
            let mv = player(strength).choose(&start).expect("a move").to_string();
            assert!(
                ["e2e4", "d2d4", "c2c4", "e2e3", "d2d3", "g1f3", "b1c3"].contains(&mv.as_str()),
                "{strength}: {mv}"
            );
        }
    }

    #[test]
    fn no_pass_in_check_or_with_only_pawns() {
        let evaluation = Evaluation::default();
        let mut pawns = game("chess 4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1");
        assert!(!evaluation.pass(&mut pawns));
        let mut rook = game("chess 4k3/4p3/8/8/8/8/4P3/R3K3 w - - 0 1");
        assert!(evaluation.pass(&mut rook));
        assert_eq!(rook.side_to_move(), Colour::Black);
        let mut checked = game("chess 4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1");
        assert!(evaluation.royal_threatened(&checked));
        assert!(!evaluation.pass(&mut checked));
    }

    #[test]
    fn the_player_beats_a_random_mover_at_chess() {
        let start = VariantGame::new(boardkit_variant::variant("chess").expect("bundled")).expect("a game");
        let summary = crate::match_against_random(|_| start.clone(), 4, 1, Some(300), |_| player(Strength::Quick))
            .expect("the games are played");
        assert!(summary.wins >= 3, "{summary:?}");
    }
}
