//! Pieces in hand and drops (crazyhouse, shogi): the options, the pockets
//! of a position, drop moves and their legality, captured pieces going to
//! the capturer's hand.

use crate::FenError;
use crate::VariantError;
use crate::bitboard::Bb;
use crate::game::{VariantGame, piece_kind, piece_side};
use crate::ini::OptionLine;
use crate::moves::{Move, MoveKind};
use crate::rules::{MAX_PIECE_TYPES, bad, parse_bool, parse_number, parse_region};

/// Fairy-Stockfish's type numbers this module's rules name.
const PAWN: u8 = 1;
const BISHOP: u8 = 3;
const ROOK: u8 = 4;
const SHOGI_PAWN: u8 = 19;

/// The drop options this module reads; the section's other options are
/// read by the rules.
pub(crate) const OPTION_KEYS: [&str; 21] = [
    "whiteDropRegion",
    "blackDropRegion",
    "pocketSize",
    "dropChecks",
    "mustDrop",
    "mustDropType",
    "pieceDrops",
    "dropLoop",
    "capturesToHand",
    "firstRankPawnDrops",
    "promotionZonePawnDrops",
    "dropRegionWhite",
    "dropRegionBlack",
    "sittuyinRookDrop",
    "dropOppositeColoredBishop",
    "dropPromoted",
    "dropNoDoubled",
    "dropNoDoubledCount",
    "shogiPawnDropMateIllegal",
    "gating",
    "seirawanGating",
];

/// The drop options as Fairy-Stockfish holds them (types by its numbers).
#[derive(Clone, Debug)]
pub(crate) struct DropConfig {
    piece_drops: bool,
    captures_to_hand: bool,
    drop_loop: bool,
    drop_checks: bool,
    must_drop: bool,
    /// 0 for any type (`*`).
    must_drop_type: u8,
    drop_region: [Option<Bb>; 2],
    first_rank_pawn_drops: bool,
    promotion_zone_pawn_drops: bool,
    sittuyin_rook_drop: bool,
    drop_opposite_colored_bishop: bool,
    drop_promoted: bool,
    /// 0 for none.
    drop_no_doubled: u8,
    drop_no_doubled_count: u32,
    shogi_pawn_drop_mate_illegal: bool,
    gating: bool,
    seirawan_gating: bool,
}

impl Default for DropConfig {
    fn default() -> DropConfig {
        DropConfig {
            piece_drops: false,
            captures_to_hand: false,
            drop_loop: false,
            drop_checks: true,
            must_drop: false,
            must_drop_type: 0,
            drop_region: [None; 2],
            first_rank_pawn_drops: false,
            promotion_zone_pawn_drops: false,
            sittuyin_rook_drop: false,
            drop_opposite_colored_bishop: false,
            drop_promoted: false,
            drop_no_doubled: 0,
            drop_no_doubled_count: 1,
            shogi_pawn_drop_mate_illegal: false,
            gating: false,
            seirawan_gating: false,
        }
    }
}

/// One piece type named by a letter of `letters` (by type number), `*`
/// for any (0) or `-` for none (0).
fn one_type(line: &OptionLine, letters: &[u8; 64]) -> Result<u8, VariantError> {
    let value = line.value.trim();
    match value {
        "" | "-" | "*" => return Ok(0),
        _ => {}
    }
    let mut chars = value.chars();
    let (Some(letter), None) = (chars.next(), chars.next()) else {
        return Err(bad(line, "one piece letter, `*` or `-`"));
    };
    let upper = letter.to_ascii_uppercase() as u8;
    letters
        .iter()
        .position(|&l| l != 0 && l == upper)
        .map(|number| number as u8)
        .ok_or_else(|| bad(line, "a letter of the variant's pieces"))
}

impl DropConfig {
    /// The option that asks for what is not implemented: `gating` without
    /// `seirawanGating` (Fairy-Stockfish's other gating) is refused.
    pub(crate) fn refused(&self) -> Option<&'static str> {
        (self.gating && !self.seirawan_gating).then_some("gating")
    }

    /// Reads one of [`OPTION_KEYS`]; `letters` is the uppercase letter
    /// per type number.
    pub(crate) fn read(&mut self, line: &OptionLine, letters: &[u8; 64]) -> Result<(), VariantError> {
        match line.key.as_str() {
            "whiteDropRegion" | "dropRegionWhite" => self.drop_region[0] = Some(parse_region(line)?),
            "blackDropRegion" | "dropRegionBlack" => self.drop_region[1] = Some(parse_region(line)?),
            // The pocket's size on a GUI's board: not a rule.
            "pocketSize" => {
                parse_number(line)?;
            }
            "dropChecks" => self.drop_checks = parse_bool(line)?,
            "mustDrop" => self.must_drop = parse_bool(line)?,
            "mustDropType" => self.must_drop_type = one_type(line, letters)?,
            "pieceDrops" => self.piece_drops = parse_bool(line)?,
            "dropLoop" => self.drop_loop = parse_bool(line)?,
            "capturesToHand" => self.captures_to_hand = parse_bool(line)?,
            "firstRankPawnDrops" => self.first_rank_pawn_drops = parse_bool(line)?,
            "promotionZonePawnDrops" => self.promotion_zone_pawn_drops = parse_bool(line)?,
            "sittuyinRookDrop" => self.sittuyin_rook_drop = parse_bool(line)?,
            "dropOppositeColoredBishop" => self.drop_opposite_colored_bishop = parse_bool(line)?,
            "dropPromoted" => self.drop_promoted = parse_bool(line)?,
            "dropNoDoubled" => self.drop_no_doubled = one_type(line, letters)?,
            "dropNoDoubledCount" => self.drop_no_doubled_count = parse_number(line)?,
            "shogiPawnDropMateIllegal" => self.shogi_pawn_drop_mate_illegal = parse_bool(line)?,
            "gating" => self.gating = parse_bool(line)?,
            "seirawanGating" => self.seirawan_gating = parse_bool(line)?,
            _ => {}
        }
        Ok(())
    }
}

/// The drop rules compiled for a variant's dense piece types.
#[derive(Clone, Debug, Default)]
pub(crate) struct DropRules {
    /// Pieces in hand may be dropped.
    pub(crate) piece_drops: bool,
    /// Captured pieces go to the capturer's hand.
    pub(crate) captures_to_hand: bool,
    /// Captured promoted pieces keep their type in hand.
    pub(crate) drop_loop: bool,
    pub(crate) drop_checks: bool,
    pub(crate) must_drop: bool,
    /// Dense type, `None` for any.
    pub(crate) must_drop_type: Option<u8>,
    /// Per side and dense type: where it may be dropped (before the
    /// rules that depend on the position: doubled pawns).
    pub(crate) region: [Vec<Bb>; 2],
    pub(crate) drop_promoted: bool,
    /// Dense type and how many of it on one file forbid dropping it there.
    pub(crate) no_doubled: Option<(u8, u32)>,
    pub(crate) opposite_bishops: Option<u8>,
    /// The dense type of the shogi pawn, when its drop may not mate.
    pub(crate) pawn_drop_mate: Option<u8>,
    /// Per side: the type a captured promoted piece of that side goes to
    /// hand as, when its type has no unpromoted one.
    pub(crate) main_pawn: [Option<u8>; 2],
    /// The square colour dark squares are: a1's.
    pub(crate) dark: Bb,
    /// Seirawan gating (`gating` and `seirawanGating`): a piece leaving its
    /// first square may leave a piece from hand there.
    pub(crate) gating: bool,
}

/// The compiled drop rules; `by_number` maps type numbers to dense types
/// (255 for none), `types` are the dense types (their numbers and mobility).
pub(crate) fn compile(
    config: &DropConfig,
    by_number: &[u8; 64],
    types: &[crate::rules::PieceType],
    promotion_region: [Bb; 2],
    promotion_pawn_types: [u64; 2],
    files: u8,
    ranks: u8,
) -> DropRules {
    let dense =
        |number: u8| (number != 0 && by_number[usize::from(number)] != 255).then(|| by_number[usize::from(number)]);
    let mut board = Bb::EMPTY;
    let mut dark = Bb::EMPTY;
    for rank in 0..ranks {
        for file in 0..files {
            board.insert(rank * 16 + file);
            if (rank + file) % 2 == 0 {
                dark.insert(rank * 16 + file);
            }
        }
    }
    let rank_of = |side: usize, relative: u8| {
        let rank = if side == 0 { relative } else { ranks - 1 - relative };
        let mut bb = Bb::EMPTY;
        for file in 0..files {
            bb.insert(rank * 16 + file);
        }
        bb
    };
    let region = [0usize, 1].map(|side| {
        types
            .iter()
            .map(|piece| {
                let number = piece.number;
                let mut squares = config.drop_region[side].unwrap_or(board) & piece.mobility[side] & board;
                if number == PAWN {
                    if !config.promotion_zone_pawn_drops {
                        squares &= !promotion_region[side];
                    }
                    if !config.first_rank_pawn_drops {
                        squares &= !rank_of(side, 0);
                    }
                }
                if number == ROOK && config.sittuyin_rook_drop {
                    squares &= rank_of(side, 0);
                }
                squares
            })
            .collect()
    });
    let main_pawn = [0, 1].map(|side| {
        let set = promotion_pawn_types[side];
        (set != 0).then(|| set.trailing_zeros() as u8).and_then(dense)
    });
    DropRules {
        piece_drops: config.piece_drops,
        captures_to_hand: config.captures_to_hand,
        drop_loop: config.drop_loop,
        drop_checks: config.drop_checks,
        must_drop: config.must_drop,
        must_drop_type: dense(config.must_drop_type),
        region,
        drop_promoted: config.drop_promoted,
        no_doubled: dense(config.drop_no_doubled).map(|kind| (kind, config.drop_no_doubled_count)),
        opposite_bishops: if config.drop_opposite_colored_bishop { dense(BISHOP) } else { None },
        pawn_drop_mate: if config.shogi_pawn_drop_mate_illegal { dense(SHOGI_PAWN) } else { None },
        main_pawn,
        dark,
        gating: config.gating && config.seirawan_gating,
    }
}

impl DropRules {
    /// Whether positions have pockets (written in the FEN).
    pub(crate) fn has_pockets(&self) -> bool {
        self.piece_drops || self.gating
    }

    /// Whether a piece promoted by a pawn's promotion is marked (`Q~`) to
    /// go back to hand as a pawn when captured.
    pub(crate) fn marks_promoted(&self) -> bool {
        self.captures_to_hand && !self.drop_loop
    }
}

impl crate::Rules {
    /// Whether the variant has pieces in hand (`pieceDrops`): its FEN
    /// writes pockets and its moves include drops.
    pub fn has_pieces_in_hand(&self) -> bool {
        self.drops.has_pockets()
    }

    /// Whether pieces in hand are placed by Seirawan gating (`b1c3h`: on
    /// the square a back-rank piece leaves) rather than dropped anywhere.
    ///
    /// ```
    /// let seirawan = boardkit_variant::variant("seirawan").expect("bundled");
    /// assert!(seirawan.has_gating() && seirawan.has_pieces_in_hand());
    /// assert!(!boardkit_variant::variant("crazyhouse").expect("bundled").has_gating());
    /// ```
    pub fn has_gating(&self) -> bool {
        self.drops.gating
    }

    /// Whether a piece may be dropped from hand onto the board (`P@e4`).
    pub fn has_drops(&self) -> bool {
        self.drops.piece_drops
    }

    /// Whether a piece that promotes in place may also be dropped in its
    /// promoted form (`dropPromoted`; written `+P@e4`).
    pub fn drops_promoted(&self) -> bool {
        self.drops.piece_drops && self.drops.drop_promoted
    }
}

/// No drop was the last move.
const NO_DROP: u8 = 255;

/// No type: a square's piece not promoted by `+` (see `unpromoted_on`).
pub(crate) const NO_TYPE: u8 = 255;

/// The pieces each side holds in hand, and what the last move dropped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Hand {
    /// Per side and dense type.
    pub(crate) counts: [[u8; MAX_PIECE_TYPES]; 2],
    /// The dense type the last move placed by a drop, or [`NO_DROP`].
    pub(crate) last_drop: u8,
    /// Per side, under gating: the squares whose piece has not moved yet,
    /// where a piece from hand may be gated.
    pub(crate) gates: [Bb; 2],
}

impl Default for Hand {
    fn default() -> Hand {
        Hand { counts: [[0; MAX_PIECE_TYPES]; 2], last_drop: NO_DROP, gates: [Bb::EMPTY; 2] }
    }
}

/// The hash key of `count` pieces of `kind` in `side`'s hand (each count a
/// key of its own: a SplitMix64 of the triple, the same on every run).
fn hand_key(side: usize, kind: u8, count: u8) -> u64 {
    let mut z = 0x5851_f42d_4c95_7f2du64 ^ ((side as u64) << 16 | u64::from(kind) << 8 | u64::from(count));
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl VariantGame {
    /// How many pieces of the type at `kind` (an index into
    /// [`Rules::piece_types`](crate::Rules::piece_types)) `colour` holds in
    /// hand; 0 for a type out of range or a variant without drops.
    pub fn in_hand(&self, colour: crate::Colour, kind: usize) -> u8 {
        let side = usize::from(colour == crate::Colour::Black);
        self.hand.counts[side].get(kind).copied().unwrap_or(0)
    }

    pub(crate) fn add_to_hand(&mut self, side: usize, kind: u8) {
        let count = &mut self.hand.counts[side][usize::from(kind)];
        *count = count.saturating_add(1);
        let count = *count;
        self.hash ^= hand_key(side, kind, count);
    }

    pub(crate) fn remove_from_hand(&mut self, side: usize, kind: u8) {
        let count = self.hand.counts[side][usize::from(kind)];
        self.hash ^= hand_key(side, kind, count);
        self.hand.counts[side][usize::from(kind)] = count - 1;
    }

    /// The hash of the pockets, for a hash computed from scratch.
    pub(crate) fn hand_hash(&self) -> u64 {
        let mut hash = 0;
        for side in 0..2 {
            for (kind, &count) in self.hand.counts[side].iter().enumerate() {
                for n in 1..=count {
                    hash ^= hand_key(side, kind as u8, n);
                }
            }
        }
        hash
    }

    /// Under `capturesToHand`, the piece on `square`, about to be captured,
    /// goes to the capturer's hand: demoted when it was promoted (unless
    /// `dropLoop`).
    #[inline]
    pub(crate) fn capture_to_hand(&mut self, square: u8) {
        let drops = &self.rules.drops;
        if !drops.captures_to_hand {
            return;
        }
        let code = self.board[usize::from(square)];
        if code == 0 {
            return;
        }
        let (side, mut kind) = (piece_side(code), piece_kind(code));
        if self.promoted.contains(square) && !drops.drop_loop {
            match self.unpromoted_type(square).or(drops.main_pawn[side]) {
                Some(base) => kind = base,
                None => return,
            }
        }
        self.add_to_hand(1 - side, kind);
    }

    /// The drop moves of the side to move (pseudo-legal), appended to `out`.
    pub(crate) fn drop_moves(&self, out: &mut Vec<Move>) {
        let rules = &*self.rules;
        let drops = &rules.drops;
        let side = usize::from(self.side);
        let empty = !(self.colours[0] | self.colours[1]);
        for (kind, &count) in self.hand.counts[side].iter().enumerate().take(rules.types.len()) {
            if count == 0 {
                continue;
            }
            let kind = kind as u8;
            let mut squares = drops.region[side][usize::from(kind)] & empty;
            if let Some((doubled, limit)) = drops.no_doubled
                && doubled == kind
            {
                let code = crate::game::piece_code(side, kind);
                for file in 0..rules.files {
                    let on_file =
                        (0..rules.ranks).filter(|rank| self.board[usize::from(rank * 16 + file)] == code).count();
                    if on_file as u32 >= limit {
                        for rank in 0..rules.ranks {
                            squares.remove(rank * 16 + file);
                        }
                    }
                }
            }
            let letter = rules.types[usize::from(kind)].letter as u8;
            if drops.drop_promoted && rules.promoted_piece_type[usize::from(kind)].is_some() {
                for to in squares.iter() {
                    out.push(Move::drop(letter, to, true));
                }
            }
            for to in squares.iter() {
                out.push(Move::drop(letter, to, false));
            }
        }
    }

    /// The type a drop move places and the type it takes from hand.
    fn drop_types(&self, mv: &Move) -> (u8, u8) {
        let rules = &*self.rules;
        let from_hand = rules.by_letter[usize::from(mv.dropped)];
        let placed = if mv.promotion == b'+' {
            rules.promoted_piece_type[usize::from(from_hand)].unwrap_or(from_hand)
        } else {
            from_hand
        };
        (from_hand, placed)
    }

    /// Plays a drop known to be pseudo-legal.
    pub(crate) fn make_drop(&mut self, mv: &Move) {
        let side = usize::from(self.side);
        let (from_hand, placed) = self.drop_types(mv);
        if !self.ep.is_empty() {
            self.set_ep(Bb::EMPTY);
        }
        self.just_castled = 0;
        self.remove_from_hand(side, from_hand);
        self.put(side, placed, mv.to);
        if placed != from_hand {
            self.set_promoted(mv.to);
            self.unpromoted_on[usize::from(mv.to)] = from_hand;
        }
        self.hand.last_drop = placed;
        if self.rules.drops.gating {
            self.forget_gates_without_hand(side);
        }
        // A drop cannot be taken back: the move rule's count starts again.
        self.halfmove = 0;
        self.history.clear();
        if side == 1 {
            self.fullmove += 1;
        }
        self.side ^= 1;
        self.hash ^= self.rules.zobrist_side;
    }

    /// Whether a pseudo-legal drop is legal: the rules on drops that look
    /// at the whole position, then the king's safety after it (played
    /// into `next`).
    pub(crate) fn drop_legal(&self, mv: &Move, next: &mut VariantGame) -> bool {
        let rules = &*self.rules;
        let drops = &rules.drops;
        let side = usize::from(self.side);
        if !self.drop_allowed(mv) {
            return false;
        }
        let (_, placed) = self.drop_types(mv);
        next.clone_from(self);
        next.make_drop(mv);
        if next.drop_exposes_royal(side) {
            return false;
        }
        if rules.extinction_pseudo_royal && rules.extinction_value.is_some() {
            // The pseudo-royal pieces, and a dropped piece of their type,
            // may not stand attacked after the drop.
            let mut royals = self.pseudo_royals()[side];
            if rules.extinction_piece_types >> placed & 1 != 0 {
                royals.insert(mv.to);
            }
            if royals.iter().any(|square| next.attacked(square, 1 - side)) {
                return false;
            }
        }
        if (!rules.checking || !drops.drop_checks) && next.in_check() {
            return false;
        }
        true
    }

    /// Whether the drop rules that need no move played allow a pseudo-legal
    /// drop: no piece dropped where it could never move
    /// (`immobilityIllegal`), room left for bishops on both colours.
    pub(crate) fn drop_allowed(&self, mv: &Move) -> bool {
        let rules = &*self.rules;
        let side = usize::from(self.side);
        let (from_hand, placed) = self.drop_types(mv);
        if rules.immobility_illegal && rules.immobile[side][usize::from(placed)].contains(mv.to) {
            return false;
        }
        if let Some(bishop) = rules.drops.opposite_bishops
            && !self.bishops_stay_balanced(side, bishop, from_hand, mv.to)
        {
            return false;
        }
        true
    }

    /// `dropOppositeColoredBishop`: after dropping `kind` on `to`, `side`
    /// can still have its bishops on both colours of squares.
    fn bishops_stay_balanced(&self, side: usize, bishop: u8, kind: u8, to: u8) -> bool {
        let dark = self.rules.drops.dark;
        let code = crate::game::piece_code(side, bishop);
        let mut bishops = Bb::EMPTY;
        for square in self.colours[side].iter() {
            if self.board[usize::from(square)] == code {
                bishops.insert(square);
            }
        }
        let with_hand =
            u32::from(self.counts[side][usize::from(bishop)]) + u32::from(self.hand.counts[side][usize::from(bishop)]);
        if kind != bishop {
            let mut remaining =
                self.rules.drops.region[side][usize::from(bishop)] & !(self.colours[0] | self.colours[1]);
            remaining.remove(to);
            let available = bishops | remaining;
            (available & dark).count() >= with_hand / 2 && (available & !dark).count() >= with_hand / 2
        } else {
            let colour = if dark.contains(to) { dark } else { !dark };
            (bishops & colour).count() < with_hand.div_ceil(2)
        }
    }

    /// `mustDrop`: while the side to move holds a piece of `mustDropType`
    /// (any piece without it), drops of other types are illegal, and other
    /// moves are when a drop is legal.
    pub(crate) fn filter_must_drop(&self, moves: &mut Vec<Move>) {
        let drops = &self.rules.drops;
        if !drops.must_drop {
            return;
        }
        let side = usize::from(self.side);
        let holds = match drops.must_drop_type {
            Some(kind) => self.hand.counts[side][usize::from(kind)] > 0,
            None => self.hand.counts[side].iter().any(|&count| count > 0),
        };
        if !holds {
            return;
        }
        let by_letter = &self.rules.by_letter;
        let allowed = |mv: &Move| {
            mv.kind == MoveKind::Drop
                && drops.must_drop_type.is_none_or(|kind| by_letter[usize::from(mv.dropped)] == kind)
        };
        moves.retain(|mv| mv.kind != MoveKind::Drop || allowed(mv));
        if moves.iter().any(allowed) {
            moves.retain(allowed);
        }
    }

    /// Whether a shogi pawn dropped by the last move mates: under
    /// `shogiPawnDropMateIllegal` that loses for the side that dropped it.
    pub(crate) fn pawn_drop_mated(&self) -> bool {
        self.rules.drops.pawn_drop_mate.is_some_and(|pawn| pawn == self.hand.last_drop)
    }

    /// The type the promoted piece on `square` was before its `+`
    /// promotion: as it stood where pieces go to hand (gold from a pawn or
    /// a silver), else by its type; `None` for a pawn's promotion (`Q~`).
    pub(crate) fn unpromoted_type(&self, square: u8) -> Option<u8> {
        if self.rules.drops.captures_to_hand {
            let origin = self.unpromoted_on[usize::from(square)];
            return (origin != NO_TYPE).then_some(origin);
        }
        self.rules.unpromoted[usize::from(piece_kind(self.board[usize::from(square)]))]
    }

    /// Whether the promoted pieces of both positions came from the same types.
    pub(crate) fn same_unpromoted(&self, other: &VariantGame) -> bool {
        !self.rules.drops.captures_to_hand
            || self
                .promoted
                .iter()
                .all(|square| self.unpromoted_on[usize::from(square)] == other.unpromoted_on[usize::from(square)])
    }

    /// Forgets the last drop (a move that is not one).
    #[inline]
    pub(crate) fn clear_last_drop(&mut self) {
        self.hand.last_drop = NO_DROP;
    }

    /// The pockets as the FEN writes them: `[QRbn]`, White's then Black's,
    /// each from the last piece type to the first.
    pub(crate) fn pocket_text(&self) -> String {
        let rules = &*self.rules;
        let mut text = String::from("[");
        for side in 0..2 {
            for (kind, piece) in rules.types.iter().enumerate().rev() {
                let letter = if side == 0 { piece.letter } else { piece.letter.to_ascii_lowercase() };
                for _ in 0..self.hand.counts[side][kind] {
                    text.push(letter);
                }
            }
        }
        text.push(']');
        text
    }

    /// The pieces in hand for a picture's caption (`in hand: White PN,
    /// Black q`, `-` for none); `None` without pieces in hand.
    #[cfg(feature = "svg")]
    pub(crate) fn pocket_caption(&self) -> Option<String> {
        if !self.rules.drops.has_pockets() {
            return None;
        }
        let pocket = self.pocket_text();
        let letters = &pocket[1..pocket.len() - 1];
        let white: String = letters.chars().filter(char::is_ascii_uppercase).collect();
        let black: String = letters.chars().filter(char::is_ascii_lowercase).collect();
        let or_none = |text: String| if text.is_empty() { "-".to_string() } else { text };
        Some(format!("in hand: White {}, Black {}", or_none(white), or_none(black)))
    }

    /// Reads the pockets' letters (`QRbn`, `-` for none).
    pub(crate) fn read_pockets(&mut self, text: &str) -> Result<(), FenError> {
        let rules = std::sync::Arc::clone(&self.rules);
        for c in text.chars() {
            if c == '-' {
                continue;
            }
            let upper = c.to_ascii_uppercase();
            let kind = if upper.is_ascii_uppercase() { rules.by_letter[upper as usize] } else { 255 };
            if kind == 255 {
                return Err(FenError::Pocket { message: format!("`{c}` is not a piece of {}", rules.name) });
            }
            if !rules.drops.has_pockets() {
                return Err(FenError::Pocket { message: format!("{} has no pieces in hand", rules.name) });
            }
            let side = usize::from(c.is_ascii_lowercase());
            if self.hand.counts[side][usize::from(kind)] == u8::MAX {
                return Err(FenError::Pocket { message: format!("more than {} `{c}` in hand", u8::MAX) });
            }
            self.add_to_hand(side, kind);
        }
        Ok(())
    }

    /// Whether `side`'s royal piece is attacked (or the generals face)
    /// after its drop.
    fn drop_exposes_royal(&self, side: usize) -> bool {
        self.royal[side] != crate::moves::NO_SQUARE && self.attacked(self.royal[side], 1 - side)
            || (self.rules.flying_general && {
                let (a, b) = (self.royal[0], self.royal[1]);
                a != crate::moves::NO_SQUARE && b != crate::moves::NO_SQUARE && a % 16 == b % 16 && {
                    let occupied = self.colours[0] | self.colours[1];
                    let (low, high) = (a.min(b), a.max(b));
                    (low + 16..high).step_by(16).all(|square| !occupied.contains(square))
                }
            })
    }
}

/// Splits a FEN's piece placement into the board and the pockets: `[..]`
/// after the board, or one row more than the board has after a `/`.
pub(crate) fn split_pockets(placement: &str, ranks: u8) -> Result<(&str, Option<&str>), FenError> {
    if let Some(open) = placement.find('[') {
        let Some(inner) = placement[open + 1..].strip_suffix(']') else {
            return Err(FenError::Pocket { message: "`[` without a closing `]` at the end".to_string() });
        };
        if inner.contains(['[', ']']) {
            return Err(FenError::Pocket { message: "more than one `[...]`".to_string() });
        }
        return Ok((&placement[..open], Some(inner)));
    }
    if placement.contains(']') {
        return Err(FenError::Pocket { message: "`]` without an opening `[`".to_string() });
    }
    let rows = placement.split('/').count();
    if rows == usize::from(ranks) + 1
        && let Some(slash) = placement.rfind('/')
    {
        let last = &placement[slash + 1..];
        if last.chars().all(|c| c.is_ascii_alphabetic() || c == '-') {
            return Ok((&placement[..slash], Some(last)));
        }
    }
    Ok((placement, None))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pockets_split_from_the_board() {
        assert_eq!(split_pockets("8/8[Qn]", 2).ok(), Some(("8/8", Some("Qn"))));
        assert_eq!(split_pockets("8/8/Qn", 2).ok(), Some(("8/8", Some("Qn"))));
        assert_eq!(split_pockets("8/8", 2).ok(), Some(("8/8", None)));
        assert!(matches!(split_pockets("8/8[Qn", 2), Err(FenError::Pocket { .. })));
        assert!(matches!(split_pockets("8/8]", 2), Err(FenError::Pocket { .. })));
    }

    #[test]
    fn hand_keys_differ_by_count_and_side() {
        assert_ne!(hand_key(0, 1, 1), hand_key(0, 1, 2));
        assert_ne!(hand_key(0, 1, 1), hand_key(1, 1, 1));
    }
}
