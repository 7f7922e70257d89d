//! What front ends and players read of a position: the pieces on the
//! board, how many of each, and a pass for searches.

use crate::Colour;
use crate::game::{VariantGame, piece_kind, piece_side};
use crate::moves::Move;
use crate::rules::{PieceType, Rules};

/// A piece on the board of a [`VariantGame`], where it stands and what it is.
///
/// Files and ranks count from 0 at White's lower left (`a1` is file 0,
/// rank 0), as the UCI square names count them from `a` and 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoardPiece {
    /// The file, from 0 (`a`).
    pub file: u8,
    /// The rank, from 0 (rank 1).
    pub rank: u8,
    /// Whose piece it is.
    pub colour: Colour,
    /// Its type: an index into [`Rules::piece_types`].
    pub kind: usize,
    /// Whether it became this type by a `+` promotion (the FEN writes it `+X`).
    pub promoted: bool,
}

impl BoardPiece {
    /// The square's name, as moves write it: `e4`, `a10`.
    pub fn square_name(&self) -> String {
        square_name(self.file, self.rank)
    }

    /// Its type's letter as the FEN writes it: uppercase for White,
    /// lowercase for Black (without the `+` of a promoted piece).
    pub fn letter(&self, rules: &Rules) -> char {
        let letter = rules.piece_types()[self.kind].letter();
        match self.colour {
            Colour::White => letter.to_ascii_uppercase(),
            Colour::Black => letter.to_ascii_lowercase(),
        }
    }
}

/// The name of the square on `file` and `rank` (both from 0): `a1`, `p16`.
pub fn square_name(file: u8, rank: u8) -> String {
    crate::moves::square_name(rank.saturating_mul(16).saturating_add(file))
}

/// File and rank (from 0) of an internal square index (`rank * 16 + file`).
fn coords(square: u8) -> (u8, u8) {
    (square % 16, square / 16)
}

impl Move {
    /// The file and rank (from 0) the move starts from.
    pub fn from_coords(&self) -> (u8, u8) {
        coords(self.from)
    }

    /// The file and rank (from 0) the move ends on.
    pub fn to_coords(&self) -> (u8, u8) {
        coords(self.to)
    }

    /// For a move of several legs that captures on the way (`e5e6e7`), the
    /// file and rank of the square captured on.
    pub fn via_coords(&self) -> Option<(u8, u8)> {
        (self.via != crate::moves::NO_SQUARE).then(|| coords(self.via))
    }

    /// Whether the move captures (on its destination, on the way, or en
    /// passant), for a move listed by the position; a move read from text
    /// does not know until the position resolves it.
    pub fn is_capture(&self) -> bool {
        self.capture
    }

    /// For a gating move listed by the position (`b1c3h`, `e1g1h`,
    /// `h1e1h`), the file and rank of the square the piece from hand is
    /// placed on: the from-square, or the castling rook's.
    pub fn gating_coords(&self) -> Option<(u8, u8)> {
        (self.gate != crate::moves::NO_SQUARE).then(|| coords(self.gate))
    }
}

impl PieceType {
    /// Whether it is Fairy-Stockfish's pawn type (the `pawn` option): it
    /// pushes, double-steps, captures en passant and promotes by the rules
    /// of pawns.
    pub fn is_pawn(&self) -> bool {
        self.is_pawn
    }
}

impl Rules {
    /// The royal piece type (the `king` option) as an index into
    /// [`piece_types`](Rules::piece_types), if the variant has one: checks
    /// and checkmate are about it.
    pub fn royal_type(&self) -> Option<usize> {
        self.king.map(usize::from)
    }
}

impl VariantGame {
    /// The piece on `file` and `rank` (from 0), or `None` for an empty
    /// square or one off the board.
    ///
    /// ```
    /// use boardkit_variant::{Colour, VariantGame, variant};
    ///
    /// let chess = VariantGame::new(variant("chess").ok_or("bundled")?)?;
    /// let king = chess.piece_at(4, 0).ok_or("a piece on e1")?;
    /// assert_eq!((king.colour, king.letter(chess.rules()), king.square_name()), (Colour::White, 'K', "e1".to_string()));
    /// assert_eq!(chess.piece_at(4, 3), None);
    /// assert_eq!(chess.piece_at(8, 0), None); // off the 8×8 board
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn piece_at(&self, file: u8, rank: u8) -> Option<BoardPiece> {
        if file >= self.rules.files() || rank >= self.rules.ranks() {
            return None;
        }
        self.piece_on(rank * 16 + file)
    }

    /// The piece on the internal square index `square` (`rank * 16 + file`).
    fn piece_on(&self, square: u8) -> Option<BoardPiece> {
        let code = self.board[usize::from(square)];
        (code != 0 && code != crate::walls::WALL).then(|| BoardPiece {
            file: square % 16,
            rank: square / 16,
            colour: if piece_side(code) == 0 { Colour::White } else { Colour::Black },
            kind: usize::from(piece_kind(code)),
            promoted: self.promoted.contains(square),
        })
    }

    /// Every piece on the board, White's first, each side's from `a1`
    /// along the ranks.
    pub fn pieces(&self) -> impl Iterator<Item = BoardPiece> + '_ {
        self.colours.iter().flat_map(|colour| colour.iter()).filter_map(|square| self.piece_on(square))
    }

    /// How many pieces of type `kind` (an index into
    /// [`Rules::piece_types`]) `colour` has on the board.
    pub fn count(&self, colour: Colour, kind: usize) -> u32 {
        let side = usize::from(colour == Colour::Black);
        self.counts[side].get(kind).map_or(0, |&count| u32::from(count))
    }

    /// Passes the move to the other side, for a search's null move: the
    /// same board with the other side to move and no en passant square.
    /// The rules have no pass, so the state is only for searching. Returns
    /// `false`, changing nothing, where the side to move is in check
    /// (passing would leave its royal piece capturable).
    ///
    /// The repetition history starts afresh at the passed position, so that
    /// no line through a pass counts as a repetition of a position before it.
    ///
    /// ```
    /// use boardkit_core::Game;
    /// use boardkit_variant::{Colour, VariantGame, variant};
    ///
    /// let start = VariantGame::new(variant("chess").ok_or("bundled")?)?;
    /// let mut passed = start.clone();
    /// assert!(passed.pass_for_search());
    /// assert_eq!(passed.side_to_move(), Colour::Black);
    /// assert_ne!(passed.position_hash(), start.position_hash());
    /// assert!(passed.pass_for_search());
    /// assert_eq!(passed.position_hash(), start.position_hash());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn pass_for_search(&mut self) -> bool {
        if self.in_check() {
            return false;
        }
        self.set_ep(crate::bitboard::Bb::EMPTY);
        self.ep_victim = crate::moves::NO_SQUARE;
        if self.side == 1 {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side ^= 1;
        self.hash ^= self.rules.zobrist_side;
        self.just_castled = 0;
        self.history.clear();
        self.history.push(self.hash);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant;
    use boardkit_core::{Game, SplitMix64, random_move};

    /// The pieces listed are the FEN's, square by square, and the counts
    /// add up, along random games of several variants.
    #[test]
    fn pieces_and_counts_follow_the_position() {
        for name in ["chess", "capablanca", "shatranj", "grand"] {
            let rules = variant(name).expect("bundled");
            let mut game = VariantGame::new(rules).expect("a game");
            let mut rng = SplitMix64::new(7);
            for _ in 0..60 {
                let listed: Vec<BoardPiece> = game.pieces().collect();
                let mut on_squares = Vec::new();
                for rank in 0..game.rules().ranks() {
                    for file in 0..game.rules().files() {
                        on_squares.extend(game.piece_at(file, rank));
                    }
                }
                let mut sorted = listed.clone();
                sorted.sort_by_key(|piece| (piece.colour, piece.rank, piece.file));
                on_squares.sort_by_key(|piece| (piece.colour, piece.rank, piece.file));
                assert_eq!(sorted, on_squares, "{name}");
                for colour in [Colour::White, Colour::Black] {
                    let counted: u32 = (0..game.rules().piece_types().len()).map(|kind| game.count(colour, kind)).sum();
                    assert_eq!(counted as usize, listed.iter().filter(|piece| piece.colour == colour).count());
                }
                // The FEN's board field names the same pieces.
                let fen = game.to_string();
                let letters: usize = fen
                    .split_whitespace()
                    .nth(1)
                    .expect("a board field")
                    .chars()
                    .filter(|c| c.is_ascii_alphabetic())
                    .count();
                assert_eq!(letters, listed.len(), "{fen}");
                let Some(mv) = random_move(&game, &mut rng) else { break };
                game.play(&mv).expect("a legal move");
            }
        }
    }

    #[test]
    fn a_pass_is_refused_in_check_and_keeps_the_hash_consistent() {
        let rules = variant("chess").expect("bundled");
        let mut game = VariantGame::new(rules).expect("a game");
        for text in ["e2e4", "f7f6", "d1h5"] {
            let mv = game.legal_moves().iter().find(|mv| mv.to_string() == text).copied().expect("legal");
            game.play(&mv).expect("legal");
        }
        assert!(game.in_check());
        let before = game.clone();
        assert!(!game.pass_for_search());
        assert_eq!(game, before);
        let mut quiet = VariantGame::new(variant("chess").expect("bundled")).expect("a game");
        let e4 = quiet.legal_moves().iter().find(|mv| mv.to_string() == "e2e4").copied().expect("legal");
        quiet.play(&e4).expect("legal");
        assert!(quiet.pass_for_search());
        assert!(quiet.hash_is_consistent());
        assert_eq!(quiet.side_to_move(), Colour::White);
        assert!(!quiet.legal_moves().is_empty());
    }
}
