//! Fairy-Stockfish's FEN for a variant: reading and writing positions.

use std::sync::Arc;

use crate::FenError;
use crate::bitboard::Bb;
use crate::game::{VariantGame, piece_kind, piece_side};
use crate::moves::{NO_SQUARE, square_name};
use crate::rules::Rules;
use crate::walls::WALL;

/// The longest FEN read, so that reading stays bounded.
pub const MAX_FEN_BYTES: usize = 1024;

impl VariantGame {
    /// The variant's start position.
    pub fn new(rules: Arc<Rules>) -> Result<VariantGame, FenError> {
        let fen = rules.start_fen.clone();
        VariantGame::from_fen(rules, &fen)
    }

    /// The position a FEN describes (Fairy-Stockfish's FEN for the variant:
    /// `+` before a promoted piece, `*` for a wall square, multi-digit empty runs on wide boards,
    /// `KQkq` or file letters for castling, the en passant square).
    ///
    /// # Errors
    ///
    /// [`FenError`] naming the field that is wrong.
    pub fn from_fen(rules: Arc<Rules>, fen: &str) -> Result<VariantGame, FenError> {
        if fen.len() > MAX_FEN_BYTES {
            return Err(FenError::TooLong { bytes: fen.len() });
        }
        let mut all: Vec<&str> = fen.split_whitespace().collect();
        // Fairy-Stockfish reads a FEN whose castling or en passant field is
        // left out (`w 0 1`): a number there starts the move counters.
        for at in [2, 3] {
            if all.get(at).is_some_and(|field| field.bytes().all(|b| b.is_ascii_digit())) {
                all.insert(at, "-");
            }
        }
        let mut fields = all.into_iter();
        let placement = fields.next().ok_or(FenError::Empty)?;
        let mut game = VariantGame {
            rules: Arc::clone(&rules),
            board: [0; 256],
            colours: [Bb::EMPTY; 2],
            counts: [[0; crate::MAX_PIECE_TYPES]; 2],
            promoted: Bb::EMPTY,
            side: 0,
            castling: 0,
            castling_rooks: [NO_SQUARE; 4],
            castling_kings: [NO_SQUARE; 2],
            ep: Bb::EMPTY,
            ep_victim: NO_SQUARE,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            history: Vec::new(),
            just_castled: 0,
            royal: [NO_SQUARE; 2],
            hand: crate::drops::Hand::default(),
            unpromoted_on: [crate::drops::NO_TYPE; 256],
            walls: Bb::EMPTY,
        };
        game.hash = rules.zobrist_castling[0];
        let (placement, pockets) = crate::drops::split_pockets(placement, rules.ranks)?;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != usize::from(rules.ranks) {
            return Err(FenError::Board { message: format!("{} ranks, the board has {}", rows.len(), rules.ranks) });
        }
        for (row_index, row) in rows.iter().enumerate() {
            let rank = rules.ranks - 1 - row_index as u8;
            let mut file: u32 = 0;
            let mut chars = row.chars().peekable();
            let mut promoted = false;
            while let Some(c) = chars.next() {
                if c.is_ascii_digit() {
                    let mut run = c.to_digit(10).unwrap_or(0);
                    while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                        run = run * 10 + d;
                        chars.next();
                        if run > 16 {
                            break;
                        }
                    }
                    if run == 0 {
                        return Err(FenError::Board {
                            message: format!("a run of 0 empty squares in rank {}", rank + 1),
                        });
                    }
                    file += run;
                    continue;
                }
                match c {
                    '+' => {
                        promoted = true;
                        continue;
                    }
                    '~' => {
                        // A piece promoted from a pawn (crazyhouse): back to hand as one.
                        let square = rank * 16 + file.saturating_sub(1) as u8;
                        if file > 0 && game.board[usize::from(square)] != 0 && !game.promoted.contains(square) {
                            game.set_promoted(square);
                        }
                        continue;
                    }
                    // A wall square, as Fairy-Stockfish writes it.
                    '*' if !promoted => {
                        if file >= u32::from(rules.files) {
                            return Err(FenError::Board {
                                message: format!("rank {} is longer than {} files", rank + 1, rules.files),
                            });
                        }
                        game.put_wall(rank * 16 + file as u8);
                        file += 1;
                        continue;
                    }
                    _ => {}
                }
                let upper = c.to_ascii_uppercase();
                let kind = if upper.is_ascii_uppercase() { rules.by_letter[upper as usize] } else { 255 };
                if kind == 255 {
                    return Err(FenError::Board { message: format!("`{c}` is not a piece of {}", rules.name) });
                }
                if file >= u32::from(rules.files) {
                    return Err(FenError::Board {
                        message: format!("rank {} is longer than {} files", rank + 1, rules.files),
                    });
                }
                let side = usize::from(c.is_ascii_lowercase());
                let square = rank * 16 + file as u8;
                if promoted {
                    let Some(target) = rules.promoted_piece_type[usize::from(kind)] else {
                        return Err(FenError::Board { message: format!("`+{c}`: {c} has no promoted type") });
                    };
                    game.put(side, target, square);
                    game.set_promoted(square);
                    game.unpromoted_on[usize::from(square)] = kind;
                    promoted = false;
                } else {
                    game.put(side, kind, square);
                }
                file += 1;
            }
            if promoted {
                return Err(FenError::Board { message: format!("`+` without a piece in rank {}", rank + 1) });
            }
            if file != u32::from(rules.files) {
                return Err(FenError::Board {
                    message: format!("rank {} has {file} files, the board has {}", rank + 1, rules.files),
                });
            }
        }
        if let Some(pockets) = pockets {
            game.read_pockets(pockets)?;
        }
        match fields.next() {
            None | Some("w") => {}
            Some("b") => {
                game.side = 1;
                game.hash ^= rules.zobrist_side;
            }
            Some(other) => return Err(FenError::Side { text: other.chars().take(20).collect() }),
        }
        if let Some(castling) = fields.next() {
            game.read_castling(castling)?;
        }
        if let Some(ep) = fields.next() {
            game.read_ep(ep)?;
        }
        if let Some(halfmove) = fields.next() {
            game.halfmove =
                halfmove.parse().map_err(|_| FenError::Counter { text: halfmove.chars().take(20).collect() })?;
        }
        if let Some(fullmove) = fields.next() {
            game.fullmove =
                fullmove.parse().map_err(|_| FenError::Counter { text: fullmove.chars().take(20).collect() })?;
            game.fullmove = game.fullmove.max(1);
        }
        if let Some(extra) = fields.next() {
            return Err(FenError::Extra { text: extra.chars().take(20).collect() });
        }
        Ok(game)
    }

    fn read_castling(&mut self, text: &str) -> Result<(), FenError> {
        let rules = Arc::clone(&self.rules);
        if text == "-" {
            return Ok(());
        }
        let mut rights = 0u8;
        for c in text.chars() {
            let side = usize::from(c.is_ascii_lowercase());
            let upper = c.to_ascii_uppercase();
            let rank = if side == 0 { rules.castling_rank } else { rules.ranks - 1 - rules.castling_rank };
            let is_rook = |square: u8| {
                let code = self.board[usize::from(square)];
                code != 0 && piece_side(code) == side && rules.castling_rook_pieces[side] >> piece_kind(code) & 1 != 0
            };
            let rook = match upper {
                'K' => (0..=rules.castling_rook_kingside_file)
                    .rev()
                    .map(|file| rank * 16 + file)
                    .find(|&square| is_rook(square)),
                'Q' => (rules.castling_rook_queenside_file..rules.files)
                    .map(|file| rank * 16 + file)
                    .find(|&square| is_rook(square)),
                'A'..='P' if (upper as u8 - b'A') < rules.files => {
                    Some(rank * 16 + (upper as u8 - b'A')).filter(|&square| is_rook(square))
                }
                _ => return Err(FenError::Castling { text: text.chars().take(20).collect() }),
            };
            if rules.drops.gating && self.read_gate(side, upper, rook, rank) {
                continue;
            }
            if !rules.castling {
                continue;
            }
            let Some(rook) = rook else { continue };
            let Some(king_kind) = rules.castling_king_piece[side] else { continue };
            let kings: Vec<u8> = (0..rules.files)
                .map(|file| rank * 16 + file)
                .filter(|&square| self.board[usize::from(square)] == crate::game::piece_code(side, king_kind))
                .collect();
            let king = match kings.as_slice() {
                [one] => *one,
                [] => continue,
                _ => {
                    let expected = rank * 16 + rules.castling_king_file;
                    if !kings.contains(&expected) {
                        continue;
                    }
                    expected
                }
            };
            let bit = side * 2 + usize::from(rook < king);
            self.castling_kings[side] = king;
            self.castling_rooks[bit] = rook;
            rights |= 1 << bit;
        }
        self.set_castling(rights);
        Ok(())
    }

    fn read_ep(&mut self, text: &str) -> Result<(), FenError> {
        if text == "-" {
            return Ok(());
        }
        let rules = Arc::clone(&self.rules);
        let bad = || FenError::EnPassant { text: text.chars().take(20).collect() };
        let mut rest = text.as_bytes();
        let stm = usize::from(self.side);
        let forward: i16 = if stm == 0 { 16 } else { -16 };
        let mut ep = Bb::EMPTY;
        while !rest.is_empty() {
            let file = rest[0];
            if !(b'a'..=b'p').contains(&file) || rest.len() < 2 {
                return Err(bad());
            }
            let digits = rest[1..].iter().take_while(|b| b.is_ascii_digit()).count().min(2);
            let number: u8 =
                std::str::from_utf8(&rest[1..1 + digits]).ok().and_then(|n| n.parse().ok()).ok_or_else(bad)?;
            if number == 0 || number > rules.ranks || file - b'a' >= rules.files {
                return Err(bad());
            }
            let square = (number - 1) * 16 + (file - b'a');
            rest = &rest[1 + digits..];
            if !rules.en_passant_region[stm].contains(square) || self.board[usize::from(square)] != 0 {
                continue;
            }
            // The pawn that passed stands one or two squares beyond.
            let victim = [1i16, 2].iter().map(|n| i16::from(square) - forward * n).find(|&at| {
                (0..256).contains(&at) && {
                    let code = self.board[at as usize];
                    code != 0
                        && code != WALL
                        && piece_side(code) != stm
                        && rules.types[usize::from(piece_kind(code))].is_pawn
                }
            });
            if let Some(victim) = victim {
                ep.insert(square);
                self.ep_victim = victim as u8;
            }
        }
        self.set_ep(ep);
        Ok(())
    }

    /// The rook a `K` (kingside) or `Q` right of `side` names: the first
    /// castling rook found from the castling rook file towards the king.
    fn outermost_rook(&self, side: usize, kingside: bool) -> Option<u8> {
        let rules = &*self.rules;
        let rank = if side == 0 { rules.castling_rank } else { rules.ranks - 1 - rules.castling_rank };
        let is_rook = |square: u8| {
            let code = self.board[usize::from(square)];
            code != 0 && piece_side(code) == side && rules.castling_rook_pieces[side] >> piece_kind(code) & 1 != 0
        };
        if kingside {
            (0..=rules.castling_rook_kingside_file).rev().map(|file| rank * 16 + file).find(|&square| is_rook(square))
        } else {
            (rules.castling_rook_queenside_file..rules.files)
                .map(|file| rank * 16 + file)
                .find(|&square| is_rook(square))
        }
    }

    /// The position in Fairy-Stockfish's FEN.
    pub fn fen(&self) -> String {
        let rules = &*self.rules;
        let mut out = String::new();
        for rank in (0..rules.ranks).rev() {
            let mut empty = 0;
            for file in 0..rules.files {
                let square = rank * 16 + file;
                let code = self.board[usize::from(square)];
                if code == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                if code == WALL {
                    out.push('*');
                    continue;
                }
                let side = piece_side(code);
                let mut kind = piece_kind(code);
                if (self.promoted.contains(square) || rules.types[usize::from(kind)].promoted_only)
                    && let Some(base) = self.unpromoted_type(square).or(rules.unpromoted[usize::from(kind)])
                {
                    out.push('+');
                    kind = base;
                }
                let letter = rules.types[usize::from(kind)].letter;
                out.push(if side == 0 { letter } else { letter.to_ascii_lowercase() });
                if rules.drops.marks_promoted()
                    && self.promoted.contains(square)
                    && self.unpromoted_type(square).is_none()
                {
                    out.push('~');
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        if rules.drops.has_pockets() {
            out.push_str(&self.pocket_text());
        }
        out.push_str(if self.side == 0 { " w " } else { " b " });
        let mut castling = String::new();
        for (bit, letter) in [(0, 'K'), (1, 'Q'), (2, 'k'), (3, 'q')] {
            if self.castling >> bit & 1 == 0 {
                continue;
            }
            let side = bit / 2;
            let rook = self.castling_rooks[bit];
            // `KQkq` where reading it finds this rook again, else its file (X-FEN).
            if self.outermost_rook(side, bit % 2 == 0) == Some(rook) {
                castling.push(letter);
            } else {
                let file = char::from(b'a' + rook % 16);
                castling.push(if side == 0 { file.to_ascii_uppercase() } else { file });
            }
        }
        if rules.drops.gating {
            castling = self.write_gates(&castling);
        }
        if castling.is_empty() {
            castling.push('-');
        }
        out.push_str(&castling);
        out.push(' ');
        if self.ep.is_empty() {
            out.push('-');
        } else {
            for square in self.ep.iter() {
                out.push_str(&square_name(square));
            }
        }
        out.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        out
    }
}
