//! A variant's rules: the options of a variants.ini section applied in
//! Fairy-Stockfish's order onto its parent (or onto the default template),
//! then compiled into move tables for the board.

use std::sync::Arc;

use boardkit_betza::{Destination, Forward, MoveTable, Movement};
use boardkit_geometry::{Grid, Square};

use crate::VariantError;
use crate::bitboard::Bb;
use crate::ini::{OptionLine, Section};
pub(crate) use crate::walls::WallingRule;

/// The most piece types one variant may define.
pub const MAX_PIECE_TYPES: usize = 64;

/// Fairy-Stockfish's piece type numbers (its `PieceType` enum): the order in
/// which it reads piece options, so letters collide the same way.
pub(crate) const PAWN: u8 = 1;
pub(crate) const KING: u8 = 63;
/// The Xiangqi soldier.
const SOLDIER: u8 = 29;
/// The first `customPieceN` number.
const CUSTOM_FIRST: u8 = 37;
/// The last `customPieceN` number (`customPiece25`) in Fairy-Stockfish,
/// which keeps 62 for a custom royal king.
const CUSTOM_LAST: u8 = 61;
/// `customPiece26`, a boardkit extension: this crate writes a custom royal
/// king as `king = k:betza` (number 63), so number 62 is free for one more
/// custom piece.
const CUSTOM_EXTRA: u8 = 62;

/// The predefined piece types: number, option name, Betza movement.
const PREDEFINED: [(u8, &str, &str); 37] = [
    (1, "pawn", "fmWfcF"),
    (2, "knight", "N"),
    (3, "bishop", "B"),
    (4, "rook", "R"),
    (5, "queen", "Q"),
    (6, "fers", "F"),
    (7, "alfil", "A"),
    (8, "fersAlfil", "FA"),
    (9, "silver", "FfW"),
    (10, "aiwok", "RNF"),
    (11, "bers", "RF"),
    (12, "archbishop", "BN"),
    (13, "chancellor", "RN"),
    (14, "amazon", "QN"),
    (15, "knibis", "mNcB"),
    (16, "biskni", "mBcN"),
    (17, "kniroo", "mNcR"),
    (18, "rookni", "mRcN"),
    (19, "shogiPawn", "fW"),
    (20, "lance", "fR"),
    (21, "shogiKnight", "fN"),
    (22, "gold", "WfF"),
    (23, "dragonHorse", "BW"),
    (24, "clobber", "cW"),
    (25, "breakthrough", "fmWfF"),
    (26, "immobile", ""),
    (27, "cannon", "mRcpR"),
    (28, "janggiCannon", "pR"),
    (29, "soldier", "fsW"),
    (30, "horse", "nN"),
    (31, "elephant", "nA"),
    (32, "janggiElephant", "nZ"),
    (33, "banner", "RcpRnN"),
    (34, "wazir", "W"),
    (35, "commoner", "K"),
    (36, "centaur", "KN"),
    (63, "king", "K"),
];

/// Predefined types whose Fairy-Stockfish rules go beyond their Betza
/// string (Janggi's cannon-pair and elephant rules): refused by name.
const SPECIAL_TYPES: [&str; 2] = ["janggiCannon", "janggiElephant"];

/// A game result value of Fairy-Stockfish (`win`, `loss`, `draw`), from the
/// point of view of the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ResultValue {
    /// The side to move wins.
    Win,
    /// The side to move loses.
    Loss,
    /// A draw.
    Draw,
}

/// The options as Fairy-Stockfish holds them, before compiling.
#[derive(Clone, Debug)]
pub(crate) struct Config {
    ranks: u8,
    files: u8,
    /// Uppercase letter per type number, 0 when absent.
    letter: [u8; 64],
    /// The Betza text of custom types and of a custom royal king.
    betza: Vec<(u8, String)>,
    mobility: Vec<(u8, [Option<Bb>; 2])>,
    piece_to_char_table: String,
    start_fen: String,
    promotion_region: [Bb; 2],
    promotion_pawn_types: [u64; 2],
    promotion_piece_types: [u64; 2],
    promoted_piece_type: [u8; 64],
    mandatory_pawn_promotion: bool,
    mandatory_piece_promotion: bool,
    double_step: bool,
    double_step_region: [Bb; 2],
    triple_step_region: [Bb; 2],
    en_passant_region: [Bb; 2],
    en_passant_types: [u64; 2],
    castling: bool,
    castling_kingside_file: u8,
    castling_queenside_file: u8,
    castling_rank: u8,
    castling_king_file: u8,
    castling_king_piece: [u8; 2],
    castling_rook_kingside_file: Option<u8>,
    castling_rook_queenside_file: u8,
    castling_rook_pieces: [u64; 2],
    castling_wins: u8,
    checking: bool,
    flying_general: bool,
    n_move_rule_types: [u64; 2],
    n_move_rule: u32,
    n_fold_rule: u32,
    n_fold_value: ResultValue,
    stalemate_value: ResultValue,
    checkmate_value: ResultValue,
    extinction_value: Option<ResultValue>,
    extinction_pseudo_royal: bool,
    extinction_claim: bool,
    promotion_limit: [u32; 64],
    immobility_illegal: bool,
    must_capture: bool,
    soldier_promotion_rank: u8,
    extinction_piece_types: u64,
    extinction_piece_count: u32,
    extinction_opponent_piece_count: u32,
    flag_piece: [u8; 2],
    flag_region: [Bb; 2],
    flag_piece_count: u32,
    flag_move: bool,
    flag_piece_safe: bool,
    /// Pieces in hand and drops.
    drops: crate::drops::DropConfig,
    blast_on_capture: bool,
    blast_immune_types: u64,
    mutually_immune_types: u64,
    walling_rule: WallingRule,
    walling_region: [Bb; 2],
    petrify_on_capture_types: u64,
    petrify_blast_pieces: bool,
    /// Types written `+x` with no letter of their own (a boardkit extension).
    promoted_only: u64,
    /// `royalPieceTypes` (a boardkit extension): counted together.
    royal_piece_types: u64,
    /// `nFoldIllegal` (a boardkit extension).
    n_fold_illegal: bool,
}

fn rank_bb(rank: u8) -> Bb {
    let mut bb = Bb::EMPTY;
    for file in 0..16 {
        bb.insert(rank * 16 + file);
    }
    bb
}

impl Config {
    /// Fairy-Stockfish's default template: chess rules on 8×8, no pieces.
    pub(crate) fn template() -> Config {
        Config {
            ranks: 8,
            files: 8,
            letter: [0; 64],
            betza: Vec::new(),
            mobility: Vec::new(),
            piece_to_char_table: "-".to_string(),
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            promotion_region: [rank_bb(7), rank_bb(0)],
            promotion_pawn_types: [1 << PAWN; 2],
            promotion_piece_types: [0; 2],
            promoted_piece_type: [0; 64],
            mandatory_pawn_promotion: true,
            mandatory_piece_promotion: false,
            double_step: true,
            double_step_region: [rank_bb(1), rank_bb(6)],
            triple_step_region: [Bb::EMPTY; 2],
            en_passant_region: [!Bb::EMPTY; 2],
            en_passant_types: [1 << PAWN; 2],
            castling: true,
            castling_kingside_file: 6,
            castling_queenside_file: 2,
            castling_rank: 0,
            castling_king_file: 4,
            castling_king_piece: [KING; 2],
            castling_rook_kingside_file: None,
            castling_rook_queenside_file: 0,
            castling_rook_pieces: [1 << 4; 2],
            castling_wins: 0,
            checking: true,
            flying_general: false,
            n_move_rule_types: [1 << PAWN; 2],
            n_move_rule: 50,
            n_fold_rule: 3,
            n_fold_value: ResultValue::Draw,
            stalemate_value: ResultValue::Draw,
            checkmate_value: ResultValue::Loss,
            extinction_value: None,
            extinction_pseudo_royal: false,
            extinction_claim: false,
            promotion_limit: [0; 64],
            immobility_illegal: false,
            must_capture: false,
            soldier_promotion_rank: 0,
            extinction_piece_types: 0,
            extinction_piece_count: 0,
            extinction_opponent_piece_count: 0,
            flag_piece: [0; 2],
            flag_region: [Bb::EMPTY; 2],
            flag_piece_count: 1,
            flag_move: false,
            flag_piece_safe: false,
            drops: crate::drops::DropConfig::default(),
            blast_on_capture: false,
            blast_immune_types: 0,
            mutually_immune_types: 0,
            walling_rule: WallingRule::None,
            walling_region: [!Bb::EMPTY; 2],
            petrify_on_capture_types: 0,
            petrify_blast_pieces: false,
            promoted_only: 0,
            royal_piece_types: 0,
            n_fold_illegal: false,
        }
    }

    fn remove_piece(&mut self, number: u8) {
        self.letter[usize::from(number)] = 0;
        self.promoted_only &= !(1u64 << number);
        for side in 0..2 {
            self.promotion_piece_types[side] &= !(1u64 << number);
        }
    }

    fn find_letter(&self, c: char) -> Option<u8> {
        let upper = c.to_ascii_uppercase();
        if !upper.is_ascii_uppercase() {
            return None;
        }
        self.letter
            .iter()
            .enumerate()
            .position(|(number, &letter)| letter == upper as u8 && self.promoted_only >> number & 1 == 0)
            .map(|index| index as u8)
    }

    /// The type written `+c` that has no letter of its own (see
    /// [`crate::PieceType::is_promoted_only`]).
    fn find_promoted_only(&self, c: char) -> Option<u8> {
        let upper = c.to_ascii_uppercase();
        (0..64u8)
            .find(|&number| self.promoted_only >> number & 1 != 0 && self.letter[usize::from(number)] == upper as u8)
    }

    /// Applies one section's options in Fairy-Stockfish's order.
    pub(crate) fn apply(&mut self, section: &Section) -> Result<(), VariantError> {
        let map = section.map();
        let mut used: Vec<&str> = Vec::new();
        let get = |key: &str, used: &mut Vec<&'static str>| -> Option<&OptionLine> {
            let found = map.get(key).copied();
            if found.is_some() {
                // Keys are matched against the static names below.
                if let Some(name) = ALL_KEYS.iter().find(|name| **name == key) {
                    used.push(name);
                }
            }
            found
        };
        let mut used_static: Vec<&'static str> = Vec::new();
        // Board size first: regions and pieces depend on it.
        if let Some(line) = get("maxRank", &mut used_static) {
            self.ranks = parse_size(line, 16)?;
        }
        if let Some(line) = get("maxFile", &mut used_static) {
            self.files = parse_file_number(line)?.checked_add(1).ok_or_else(|| bad(line, "a file"))?;
        }
        // Pieces, in Fairy-Stockfish's type order.
        let mut pieces: Vec<(u8, String)> = PREDEFINED.iter().map(|&(n, name, _)| (n, name.to_string())).collect();
        for custom in (CUSTOM_FIRST..=CUSTOM_LAST).chain([CUSTOM_EXTRA]) {
            pieces.push((custom, format!("customPiece{}", custom - CUSTOM_FIRST + 1)));
        }
        pieces.sort_by_key(|(number, _)| *number);
        for (number, name) in &pieces {
            let Some(line) = map.get(name.as_str()).copied() else { continue };
            used.push(line.key.as_str());
            if SPECIAL_TYPES.contains(&name.as_str()) && !line.value.starts_with('-') {
                return Err(VariantError::Unsupported { line: line.line, option: name.clone() });
            }
            let value = line.value.as_str();
            let Some(mut first) = value.chars().next() else { continue };
            // `+x`: a type with no letter of its own, written `+x` as the
            // promoted form of `x` (a boardkit extension).
            let promoted_only = first == '+';
            let value = if promoted_only {
                match value[1..].chars().next() {
                    Some(base) if base.is_ascii_alphabetic() => {
                        first = base;
                        &value[1..]
                    }
                    _ => return Err(bad(line, "`+` and the letter of the piece it promotes from")),
                }
            } else {
                value
            };
            if first.is_ascii_alphabetic() {
                let old = if promoted_only { self.find_promoted_only(first) } else { self.find_letter(first) };
                if let Some(old) = old {
                    self.remove_piece(old);
                }
                self.letter[usize::from(*number)] = first.to_ascii_uppercase() as u8;
                self.promoted_only &= !(1u64 << number);
                if promoted_only {
                    self.promoted_only |= 1u64 << number;
                }
                let custom = (CUSTOM_FIRST..=CUSTOM_LAST).contains(number) || *number == CUSTOM_EXTRA;
                if custom || *number == KING {
                    self.betza.retain(|(n, _)| n != number);
                    match value.get(1..) {
                        Some(rest) if !rest.is_empty() => {
                            let Some(betza) = rest.strip_prefix(':') else {
                                return Err(bad(line, "`letter:betza`"));
                            };
                            self.betza.push((*number, betza.to_string()));
                        }
                        _ if custom => return Err(bad(line, "`letter:betza` (a custom piece needs its movement)")),
                        _ => {}
                    }
                }
            } else if first == '-' {
                self.remove_piece(*number);
            } else {
                return Err(bad(line, "a piece letter or `-`"));
            }
        }
        // A `+x` type is what `x` promotes to.
        for number in 0..64u8 {
            if self.promoted_only >> number & 1 == 0 {
                continue;
            }
            let base = char::from(self.letter[usize::from(number)]);
            match self.find_letter(base) {
                Some(from) => self.promoted_piece_type[usize::from(from)] = number,
                None => {
                    return Err(VariantError::BadValue {
                        line: section.line,
                        option: format!("+{}", base.to_ascii_lowercase()),
                        value: String::new(),
                        expected: format!(
                            "a piece `{}` for `+{}` to promote from",
                            base.to_ascii_lowercase(),
                            base.to_ascii_lowercase()
                        ),
                    });
                }
            }
        }
        // Mobility regions.
        for (number, name) in &pieces {
            for (side, colour) in ["White", "Black"].iter().enumerate() {
                let mut capital = name.clone();
                capital[..1].make_ascii_uppercase();
                let key = format!("mobilityRegion{colour}{capital}");
                if let Some(line) = map.get(key.as_str()).copied() {
                    used.push(line.key.as_str());
                    let region = parse_region(line)?;
                    match self.mobility.iter_mut().find(|(n, _)| n == number) {
                        Some((_, regions)) => regions[side] = Some(region),
                        None => {
                            let mut regions = [None, None];
                            regions[side] = Some(region);
                            self.mobility.push((*number, regions));
                        }
                    }
                }
            }
        }
        let u = &mut used_static;
        // Deprecated forms Fairy-Stockfish still reads.
        if let Some(line) = get("promotionRank", u) {
            let rank = parse_rank(line)?;
            self.promotion_region = [self.zone(0, rank), self.zone(1, rank)];
        }
        if let Some(line) = get("pawnTypes", u) {
            let types = self.piece_set(line)?;
            self.promotion_pawn_types = [types; 2];
            self.en_passant_types = [types; 2];
            self.n_move_rule_types = [types; 2];
        }
        if let Some(line) = get("variantTemplate", u) {
            let _ = line; // selects Fairy-Stockfish's evaluation and GUI template only
        }
        for key in ["pieceValueMg", "pieceValueEg"] {
            // Piece values steer Fairy-Stockfish's evaluation, not the rules.
            let _ = get(key, u);
        }
        if let Some(line) = get("pieceToCharTable", u) {
            self.piece_to_char_table = line.value.clone();
        }
        if let Some(line) = get("startFen", u) {
            self.start_fen = line.value.clone();
        }
        if let Some(line) = get("promotionRegionWhite", u) {
            self.promotion_region[0] = parse_region(line)?;
        }
        if let Some(line) = get("promotionRegionBlack", u) {
            self.promotion_region[1] = parse_region(line)?;
        }
        for (key, sides) in [
            ("promotionPawnTypes", [true, true]),
            ("promotionPawnTypesWhite", [true, false]),
            ("promotionPawnTypesBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let types = self.piece_set(line)?;
                set_sides(&mut self.promotion_pawn_types, sides, types);
            }
        }
        for (key, sides) in [
            ("promotionPieceTypes", [true, true]),
            ("promotionPieceTypesWhite", [true, false]),
            ("promotionPieceTypesBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let types = self.piece_set(line)?;
                if types & 1 != 0 {
                    return Err(bad(line, "piece letters (`*` is not a promotion type)"));
                }
                set_sides(&mut self.promotion_piece_types, sides, types);
            }
        }
        if let Some(line) = get("promotedPieceType", u) {
            for pair in line.value.split_whitespace() {
                let mut chars = pair.chars();
                let (Some(from), Some(':'), Some(to), None) = (chars.next(), chars.next(), chars.next(), chars.next())
                else {
                    return Err(bad(line, "pairs `p:g` of piece letters"));
                };
                let from = self.find_letter(from).ok_or_else(|| bad(line, "pairs `p:g` of defined piece letters"))?;
                let to = if to == '-' {
                    0
                } else {
                    self.find_letter(to).ok_or_else(|| bad(line, "pairs `p:g` of defined piece letters"))?
                };
                // A `+x` type stays what `x` promotes to.
                if self.promoted_only >> self.promoted_piece_type[usize::from(from)] & 1 != 0
                    && self.promoted_piece_type[usize::from(from)] != 0
                {
                    return Err(bad(line, "pairs `p:g` for pieces without a `+p` type of their own"));
                }
                self.promoted_piece_type[usize::from(from)] = to;
            }
        }
        if let Some(line) = get("mandatoryPawnPromotion", u) {
            self.mandatory_pawn_promotion = parse_bool(line)?;
        }
        if let Some(line) = get("mandatoryPiecePromotion", u) {
            self.mandatory_piece_promotion = parse_bool(line)?;
        }
        if let Some(line) = get("doubleStep", u) {
            self.double_step = parse_bool(line)?;
        }
        for (key, side) in [("doubleStepRegionWhite", 0), ("doubleStepRegionBlack", 1)] {
            if let Some(line) = get(key, u) {
                self.double_step_region[side] = parse_region(line)?;
            }
        }
        for (key, side) in [("tripleStepRegionWhite", 0), ("tripleStepRegionBlack", 1)] {
            if let Some(line) = get(key, u) {
                self.triple_step_region[side] = parse_region(line)?;
            }
        }
        for (key, sides) in [
            ("enPassantRegion", [true, true]),
            ("enPassantRegionWhite", [true, false]),
            ("enPassantRegionBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let region = parse_region(line)?;
                set_sides(&mut self.en_passant_region, sides, region);
            }
        }
        for (key, sides) in [
            ("enPassantTypes", [true, true]),
            ("enPassantTypesWhite", [true, false]),
            ("enPassantTypesBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let types = self.piece_set(line)?;
                set_sides(&mut self.en_passant_types, sides, types);
            }
        }
        if let Some(line) = get("castling", u) {
            self.castling = parse_bool(line)?;
        }
        if let Some(line) = get("castlingKingsideFile", u) {
            self.castling_kingside_file = parse_file_number(line)?;
        }
        if let Some(line) = get("castlingQueensideFile", u) {
            self.castling_queenside_file = parse_file_number(line)?;
        }
        if let Some(line) = get("castlingRank", u) {
            self.castling_rank = parse_rank(line)?;
        }
        if let Some(line) = get("castlingKingFile", u) {
            self.castling_king_file = parse_file_number(line)?;
        }
        for (key, sides) in [
            ("castlingKingPiece", [true, true]),
            ("castlingKingPieceWhite", [true, false]),
            ("castlingKingPieceBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let piece = self.single_piece(line)?;
                set_sides(&mut self.castling_king_piece, sides, piece);
            }
        }
        if let Some(line) = get("castlingRookKingsideFile", u) {
            self.castling_rook_kingside_file = Some(parse_file_number(line)?);
        }
        if let Some(line) = get("castlingRookQueensideFile", u) {
            self.castling_rook_queenside_file = parse_file_number(line)?;
        }
        for (key, sides) in [
            ("castlingRookPieces", [true, true]),
            ("castlingRookPiecesWhite", [true, false]),
            ("castlingRookPiecesBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let types = self.piece_set(line)?;
                set_sides(&mut self.castling_rook_pieces, sides, types);
            }
        }
        if let Some(line) = get("checking", u) {
            self.checking = parse_bool(line)?;
        }
        if let Some(line) = get("flyingGeneral", u) {
            self.flying_general = parse_bool(line)?;
        }
        for (key, sides) in [
            ("nMoveRuleTypes", [true, true]),
            ("nMoveRuleTypesWhite", [true, false]),
            ("nMoveRuleTypesBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let types = self.piece_set(line)?;
                set_sides(&mut self.n_move_rule_types, sides, types);
            }
        }
        if let Some(line) = get("nMoveRule", u) {
            self.n_move_rule = parse_number(line)?;
        }
        if let Some(line) = get("nFoldRule", u) {
            self.n_fold_rule = parse_number(line)?;
        }
        if let Some(line) = get("nFoldValue", u) {
            self.n_fold_value = parse_value(line)?.ok_or_else(|| bad(line, "win, loss or draw"))?;
        }
        if let Some(line) = get("stalemateValue", u) {
            self.stalemate_value = parse_value(line)?.ok_or_else(|| bad(line, "win, loss or draw"))?;
        }
        if let Some(line) = get("checkmateValue", u) {
            self.checkmate_value = parse_value(line)?.ok_or_else(|| bad(line, "win, loss or draw"))?;
        }
        if let Some(line) = get("extinctionValue", u) {
            self.extinction_value = parse_value(line)?;
        }
        if let Some(line) = get("extinctionPseudoRoyal", u) {
            self.extinction_pseudo_royal = parse_bool(line)?;
        }
        if let Some(line) = get("extinctionClaim", u) {
            self.extinction_claim = parse_bool(line)?;
        }
        if let Some(line) = get("mustCapture", u) {
            self.must_capture = parse_bool(line)?;
        }
        if let Some(line) = get("soldierPromotionRank", u) {
            self.soldier_promotion_rank = parse_rank(line)?;
        }
        if let Some(line) = get("immobilityIllegal", u) {
            self.immobility_illegal = parse_bool(line)?;
        }
        if let Some(line) = get("promotionLimit", u) {
            for pair in line.value.split_whitespace() {
                let expected = "pairs `q:1` of a piece letter and a number";
                let (letter, count) = pair.split_once(':').ok_or_else(|| bad(line, expected))?;
                let mut chars = letter.chars();
                let (Some(letter), None) = (chars.next(), chars.next()) else { return Err(bad(line, expected)) };
                let number = self.find_letter(letter).ok_or_else(|| bad(line, expected))?;
                self.promotion_limit[usize::from(number)] = count.parse().map_err(|_| bad(line, expected))?;
            }
        }
        if let Some(line) = get("extinctionPieceTypes", u) {
            self.extinction_piece_types = self.piece_set(line)?;
        }
        if let Some(line) = get("extinctionPieceCount", u) {
            self.extinction_piece_count = parse_number(line)?;
        }
        if let Some(line) = get("extinctionOpponentPieceCount", u) {
            self.extinction_opponent_piece_count = parse_number(line)?;
        }
        for (key, sides) in
            [("flagPiece", [true, true]), ("flagPieceWhite", [true, false]), ("flagPieceBlack", [false, true])]
        {
            if let Some(line) = get(key, u) {
                let piece = self.single_piece(line)?;
                set_sides(&mut self.flag_piece, sides, piece);
            }
        }
        for (key, sides) in
            [("flagRegion", [true, true]), ("flagRegionWhite", [true, false]), ("flagRegionBlack", [false, true])]
        {
            if let Some(line) = get(key, u) {
                let region = parse_region(line)?;
                set_sides(&mut self.flag_region, sides, region);
            }
        }
        if let Some(line) = get("flagPieceCount", u) {
            self.flag_piece_count = parse_number(line)?;
        }
        if let Some(line) = get("flagMove", u) {
            self.flag_move = parse_bool(line)?;
        }
        if let Some(line) = get("flagPieceSafe", u) {
            self.flag_piece_safe = parse_bool(line)?;
        }
        if let Some(line) = get("castlingWins", u) {
            let mut rights = 0;
            for c in line.value.chars().filter(|c| !c.is_whitespace()) {
                rights |= match c {
                    'K' => WHITE_OO,
                    'Q' => WHITE_OOO,
                    'k' => BLACK_OO,
                    'q' => BLACK_OOO,
                    '-' => 0,
                    _ => return Err(bad(line, "castling rights such as `KQkq`")),
                };
            }
            self.castling_wins = rights;
        }
        if let Some(line) = get("royalPieceTypes", u) {
            self.royal_piece_types = self.piece_set(line)?;
            if self.royal_piece_types & 1 != 0 {
                return Err(bad(line, "piece letters (`*` is not a royal type)"));
            }
        }
        if let Some(line) = get("nFoldIllegal", u) {
            self.n_fold_illegal = parse_bool(line)?;
        }
        if let Some(line) = get("blastOnCapture", u) {
            self.blast_on_capture = parse_bool(line)?;
        }
        if let Some(line) = get("blastImmuneTypes", u) {
            self.blast_immune_types = self.piece_set(line)?;
        }
        if let Some(line) = get("mutuallyImmuneTypes", u) {
            self.mutually_immune_types = self.piece_set(line)?;
        }
        if let Some(line) = get("petrifyOnCaptureTypes", u) {
            self.petrify_on_capture_types = self.piece_set(line)?;
        }
        if let Some(line) = get("petrifyBlastPieces", u) {
            self.petrify_blast_pieces = parse_bool(line)?;
        }
        if let Some(line) = get("wallingRule", u) {
            self.walling_rule = WallingRule::parse(&line.value)
                .ok_or_else(|| bad(line, "`none`, `arrow`, `duck`, `edge`, `past` or `static`"))?;
        }
        for (key, sides) in [
            ("wallingRegion", [true, true]),
            ("wallingRegionWhite", [true, false]),
            ("wallingRegionBlack", [false, true]),
        ] {
            if let Some(line) = get(key, u) {
                let region = parse_region(line)?;
                set_sides(&mut self.walling_region, sides, region);
            }
        }
        // Pieces in hand and drops.
        let letters = self.letter;
        for key in crate::drops::OPTION_KEYS {
            if let Some(line) = map.get(key).copied() {
                used.push(line.key.as_str());
                self.drops.read(line, &letters)?;
            }
        }
        if let Some(option) = self.drops.refused()
            && let Some(line) = map.get(option).or_else(|| map.get("seirawanGating")).copied()
        {
            return Err(VariantError::Unsupported { line: line.line, option: option.to_string() });
        }
        // Options that only take their default value here.
        for (key, default) in DEFAULT_ONLY {
            if crate::drops::OPTION_KEYS.contains(&key) {
                continue;
            }
            if let Some(line) = get(key, u)
                && line.value != *default
            {
                return Err(VariantError::Unsupported { line: line.line, option: key.to_string() });
            }
        }
        used.extend(used_static.iter().copied());
        for option in &section.options {
            if !used.contains(&option.key.as_str()) {
                return Err(VariantError::Unsupported { line: option.line, option: option.key.clone() });
            }
        }
        Ok(())
    }

    /// The squares from `rank` onwards as `side` sees them.
    fn zone(&self, side: usize, rank: u8) -> Bb {
        let mut bb = Bb::EMPTY;
        for r in 0..self.ranks {
            let relative = if side == 0 { r } else { self.ranks - 1 - r };
            if relative >= rank {
                bb |= rank_bb(r);
            }
        }
        bb
    }

    fn piece_set(&self, line: &OptionLine) -> Result<u64, VariantError> {
        let mut set = 0u64;
        let mut promoted = false;
        for c in line.value.chars().filter(|c| !c.is_whitespace()) {
            if c == '-' {
                break;
            }
            if c == '*' {
                set |= 1;
                continue;
            }
            if c == '+' {
                promoted = true;
                continue;
            }
            let number = if promoted {
                self.find_promoted_only(c)
                    .ok_or_else(|| bad(line, "letters of the variant's pieces (`+x` for a `+x` type)"))?
            } else {
                self.find_letter(c).ok_or_else(|| bad(line, "letters of the variant's pieces"))?
            };
            promoted = false;
            set |= 1u64 << number;
        }
        if promoted {
            return Err(bad(line, "a piece letter after `+`"));
        }
        Ok(set)
    }

    fn single_piece(&self, line: &OptionLine) -> Result<u8, VariantError> {
        let set = self.piece_set(line)?;
        if set.count_ones() > 1 {
            return Err(bad(line, "one piece letter"));
        }
        // `*` (bit 0) is "any piece", Fairy-Stockfish's ALL_PIECES.
        Ok(if set == 0 { 0 } else { set.trailing_zeros() as u8 })
    }
}

/// Castling right bits, as in a FEN's `KQkq`.
pub(crate) const WHITE_OO: u8 = 1;
pub(crate) const WHITE_OOO: u8 = 2;
pub(crate) const BLACK_OO: u8 = 4;
pub(crate) const BLACK_OOO: u8 = 8;

/// Options accepted only with Fairy-Stockfish's default value, so that a
/// file spelling the default out still loads; any other value is refused.
const DEFAULT_ONLY: [(&str, &str); 35] = [
    ("chess960", "false"),
    ("twoBoards", "false"),
    ("pocketSize", "0"),
    ("sittuyinPromotion", "false"),
    ("piecePromotionOnCapture", "false"),
    ("pieceDemotion", "false"),
    ("oppositeCastling", "false"),
    ("castlingDroppedPiece", "false"),
    ("dropChecks", "true"),
    ("mustDrop", "false"),
    ("pieceDrops", "false"),
    ("dropLoop", "false"),
    ("capturesToHand", "false"),
    ("firstRankPawnDrops", "false"),
    ("promotionZonePawnDrops", "false"),
    ("sittuyinRookDrop", "false"),
    ("dropOppositeColoredBishop", "false"),
    ("dropPromoted", "false"),
    ("gating", "false"),
    ("seirawanGating", "false"),
    ("cambodianMoves", "false"),
    ("pass", "false"),
    ("passOnStalemate", "false"),
    ("makpongRule", "false"),
    ("nFoldValueAbsolute", "false"),
    ("perpetualCheckIllegal", "false"),
    ("moveRepetitionIllegal", "false"),
    ("stalematePieceCount", "false"),
    ("shogiPawnDropMateIllegal", "false"),
    ("shatarMateRule", "false"),
    ("bikjangRule", "false"),
    ("dupleCheck", "false"),
    ("flagPieceBlockedWin", "false"),
    ("checkCounting", "false"),
    ("wallOrMove", "false"),
];

/// Every option name this crate reads besides piece and mobility options.
const ALL_KEYS: [&str; 99] = [
    "maxRank",
    "maxFile",
    "promotionRank",
    "pawnTypes",
    "variantTemplate",
    "pieceValueMg",
    "pieceValueEg",
    "pieceToCharTable",
    "startFen",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPawnTypes",
    "promotionPawnTypesWhite",
    "promotionPawnTypesBlack",
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "promotedPieceType",
    "mandatoryPawnPromotion",
    "mandatoryPiecePromotion",
    "doubleStep",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "tripleStepRegionWhite",
    "tripleStepRegionBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "enPassantTypes",
    "enPassantTypesWhite",
    "enPassantTypesBlack",
    "castling",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "castlingRank",
    "castlingKingFile",
    "castlingKingPiece",
    "castlingKingPieceWhite",
    "castlingKingPieceBlack",
    "castlingRookKingsideFile",
    "castlingRookQueensideFile",
    "castlingRookPieces",
    "castlingRookPiecesWhite",
    "castlingRookPiecesBlack",
    "checking",
    "flyingGeneral",
    "nMoveRuleTypes",
    "nMoveRuleTypesWhite",
    "nMoveRuleTypesBlack",
    "nMoveRule",
    "nFoldRule",
    "nFoldValue",
    "stalemateValue",
    "checkmateValue",
    "extinctionValue",
    "extinctionPseudoRoyal",
    "extinctionPieceTypes",
    "extinctionPieceCount",
    "extinctionOpponentPieceCount",
    "flagPiece",
    "flagPieceWhite",
    "flagPieceBlack",
    "flagRegion",
    "flagRegionWhite",
    "flagRegionBlack",
    "flagPieceCount",
    "flagMove",
    "flagPieceSafe",
    "castlingWins",
    "chess960",
    "twoBoards",
    "pocketSize",
    "sittuyinPromotion",
    "piecePromotionOnCapture",
    "pieceDemotion",
    "blastOnCapture",
    "oppositeCastling",
    "castlingDroppedPiece",
    "dropChecks",
    "mustCapture",
    "mustDrop",
    "pieceDrops",
    "dropLoop",
    "capturesToHand",
    "extinctionClaim",
    "promotionLimit",
    "immobilityIllegal",
    "soldierPromotionRank",
    "blastImmuneTypes",
    "mutuallyImmuneTypes",
    "wallingRule",
    "wallingRegion",
    "wallingRegionWhite",
    "wallingRegionBlack",
    "wallOrMove",
    "petrifyOnCaptureTypes",
    "petrifyBlastPieces",
    "royalPieceTypes",
    "nFoldIllegal",
];

/// Sets the sides `sides` marks (White, Black) of `target` to `value`.
fn set_sides<T: Copy>(target: &mut [T; 2], sides: [bool; 2], value: T) {
    for (side, on) in sides.iter().enumerate() {
        if *on {
            target[side] = value;
        }
    }
}

pub(crate) fn bad(line: &OptionLine, expected: &str) -> VariantError {
    VariantError::BadValue {
        line: line.line,
        option: line.key.clone(),
        value: line.value.clone(),
        expected: expected.to_string(),
    }
}

pub(crate) fn parse_bool(line: &OptionLine) -> Result<bool, VariantError> {
    match line.value.as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(bad(line, "`true` or `false`")),
    }
}

pub(crate) fn parse_number(line: &OptionLine) -> Result<u32, VariantError> {
    line.value.parse().map_err(|_| bad(line, "a whole number"))
}

fn parse_size(line: &OptionLine, max: u8) -> Result<u8, VariantError> {
    match line.value.parse::<u8>() {
        Ok(size) if (1..=max).contains(&size) => Ok(size),
        _ => Err(bad(line, "a number from 1 to 16")),
    }
}

/// A rank number from 1, as a 0-based index.
fn parse_rank(line: &OptionLine) -> Result<u8, VariantError> {
    Ok(parse_size(line, 16)? - 1)
}

/// A file letter (`a`–`p`) or number from 1, as a 0-based index.
fn parse_file_number(line: &OptionLine) -> Result<u8, VariantError> {
    let value = line.value.as_str();
    let mut chars = value.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ 'a'..='p'), None) => Ok(c as u8 - b'a'),
        _ => Ok(parse_size(line, 16)? - 1),
    }
}

fn parse_value(line: &OptionLine) -> Result<Option<ResultValue>, VariantError> {
    match line.value.as_str() {
        "win" => Ok(Some(ResultValue::Win)),
        "loss" => Ok(Some(ResultValue::Loss)),
        "draw" => Ok(Some(ResultValue::Draw)),
        "none" => Ok(None),
        _ => Err(bad(line, "win, loss, draw or none")),
    }
}

/// A region: squares (`e4`), whole ranks (`*8`) and files (`a*`),
/// separated by spaces; `-` for none.
pub(crate) fn parse_region(line: &OptionLine) -> Result<Bb, VariantError> {
    let mut bb = Bb::EMPTY;
    for symbol in line.value.split_whitespace() {
        if symbol == "-" {
            break;
        }
        let expected = "squares `e4`, ranks `*8` or files `a*`";
        if let Some(rank) = symbol.strip_prefix('*') {
            let rank: u8 = rank.parse().map_err(|_| bad(line, expected))?;
            if !(1..=16).contains(&rank) {
                return Err(bad(line, expected));
            }
            bb |= rank_bb(rank - 1);
        } else if let Some(file) = symbol.strip_suffix('*') {
            let mut chars = file.chars();
            let (Some(file @ 'a'..='p'), None) = (chars.next(), chars.next()) else { return Err(bad(line, expected)) };
            for rank in 0..16 {
                bb.insert(rank * 16 + (file as u8 - b'a'));
            }
        } else {
            let square: Square = symbol.parse().map_err(|_| bad(line, expected))?;
            bb.insert(square.index());
        }
    }
    Ok(bb)
}

/// One way a piece moves from a square, compiled for this crate's sets.
#[derive(Clone, Debug)]
pub(crate) struct Template {
    /// The destination square.
    pub(crate) to: u8,
    /// What the destination must hold.
    pub(crate) destination: Destination,
    /// Only from the double-step region (`i`).
    pub(crate) initial_only: bool,
    /// Squares that must be empty.
    pub(crate) empty: Bb,
    /// Squares that must be occupied (by either side).
    pub(crate) hurdles: Bb,
    /// Squares whose enemy is captured on the way (locust legs).
    pub(crate) locust: arrayvec::ArrayVec<u8, 2>,
    /// Where to go on in the square's list when `to` is occupied: the next
    /// template whose path does not pass `to` (a slider's ray ends there).
    pub(crate) skip: u32,
}

/// The part of a [`Template`] that move generation reads for every
/// template, kept apart and small so a square's list stays in few cache
/// lines; the rest is read only when `flags` says it matters.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Step {
    /// The destination square.
    pub(crate) to: u8,
    /// What the destination must hold.
    pub(crate) destination: Destination,
    /// Which of the template's other conditions must be tested
    /// ([`Step::INITIAL_ONLY`], [`Step::EMPTY`], [`Step::HURDLES`],
    /// [`Step::LOCUST`]); 0 for a plain step or an open ray's next square.
    pub(crate) flags: u8,
    /// The template's `skip`.
    pub(crate) skip: u32,
}

impl Step {
    /// Only from the double-step region.
    pub(crate) const INITIAL_ONLY: u8 = 1;
    /// Squares must be empty that the walk along the list has not shown empty.
    pub(crate) const EMPTY: u8 = 2;
    /// Squares must be occupied.
    pub(crate) const HURDLES: u8 = 4;
    /// Enemies are captured on the way.
    pub(crate) const LOCUST: u8 = 8;
}

/// The steps of the templates of the square `from`. A template's empty
/// squares need no test when each is the destination (away from `from`)
/// of an earlier template whose skip, taken when that square is occupied,
/// passes this one, and that earlier template is reached whenever this
/// one is: no template before it skips past it without also skipping past
/// this one.
fn steps_of(from: u8, templates: &[Template]) -> Vec<Step> {
    // Per template: the nearest landing beyond it of a skip from before it
    // (a sweep with the pending landings in a min-heap).
    let mut pending = std::collections::BinaryHeap::with_capacity(templates.len());
    let mut skipped_to = Vec::with_capacity(templates.len());
    for (index, template) in templates.iter().enumerate() {
        while pending.peek().is_some_and(|&std::cmp::Reverse(skip)| skip <= index) {
            pending.pop();
        }
        skipped_to.push(pending.peek().map_or(usize::MAX, |&std::cmp::Reverse(skip)| skip));
        pending.push(std::cmp::Reverse(template.skip as usize));
    }
    // The template ending on each square, when only one does (with more,
    // the test stays: a cautious answer).
    const NONE: u32 = u32::MAX;
    const MANY: u32 = u32::MAX - 1;
    let mut ending = [NONE; 256];
    for (index, template) in templates.iter().enumerate() {
        let slot = &mut ending[usize::from(template.to)];
        *slot = if *slot == NONE { index as u32 } else { MANY };
    }
    let shown_empty = |index: usize, square: u8| {
        let earlier = ending[usize::from(square)];
        square != from
            && earlier < MANY
            && (earlier as usize) < index
            && templates[earlier as usize].skip as usize > index
            && skipped_to[earlier as usize] > index
    };
    templates
        .iter()
        .enumerate()
        .map(|(index, template)| {
            let mut flags = 0;
            if template.initial_only {
                flags |= Step::INITIAL_ONLY;
            }
            if !template.hurdles.is_empty() {
                flags |= Step::HURDLES;
            }
            if !template.locust.is_empty() {
                flags |= Step::LOCUST;
            }
            if template.empty.iter().any(|square| !shown_empty(index, square)) {
                flags |= Step::EMPTY;
            }
            Step { to: template.to, destination: template.destination, flags, skip: template.skip }
        })
        .collect()
}

/// Where a pawn on one square may go, by its rules (pushes, double and
/// triple steps, diagonal captures), with the board's edges and the
/// pawn's mobility region applied; [`NO_SQUARE`](crate::moves::NO_SQUARE)
/// where it may not.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PawnSquares {
    /// The square ahead (where the pawn may stand: no further step without it).
    pub(crate) one: u8,
    /// Two ahead, from the double- or triple-step region.
    pub(crate) two: u8,
    /// Whether the pawn may stop on `two` (a double step).
    pub(crate) two_stops: bool,
    /// Three ahead, from the triple-step region.
    pub(crate) three: u8,
    /// The diagonal squares ahead.
    pub(crate) captures: [u8; 2],
}

impl PawnSquares {
    /// The table of a pawn type for both sides (`side * 256 + square`).
    fn table(
        grid_files: u8,
        board: Bb,
        mobility: [Bb; 2],
        double_step_region: [Bb; 2],
        triple_step_region: [Bb; 2],
    ) -> Vec<PawnSquares> {
        use crate::moves::NO_SQUARE;
        let mut table = Vec::with_capacity(512);
        for side in 0..2 {
            let forward: i16 = if side == 0 { 16 } else { -16 };
            let step = |square: u8, delta: i16| -> u8 {
                let target = i16::from(square) + delta;
                if (0..256).contains(&target) && board.contains(target as u8) { target as u8 } else { NO_SQUARE }
            };
            for from in 0..=255u8 {
                let mut squares = PawnSquares {
                    one: NO_SQUARE,
                    two: NO_SQUARE,
                    two_stops: false,
                    three: NO_SQUARE,
                    captures: [NO_SQUARE; 2],
                };
                if board.contains(from) {
                    let one = step(from, forward);
                    if one != NO_SQUARE && mobility[side].contains(one) {
                        squares.one = one;
                        let double = double_step_region[side].contains(from);
                        let triple = triple_step_region[side].contains(from);
                        let two = step(one, forward);
                        if (double || triple) && two != NO_SQUARE {
                            squares.two = two;
                            squares.two_stops = double && mobility[side].contains(two);
                            let three = step(two, forward);
                            if triple
                                && mobility[side].contains(two)
                                && three != NO_SQUARE
                                && mobility[side].contains(three)
                            {
                                squares.three = three;
                            }
                        }
                    }
                    for (at, file_delta) in [-1i16, 1].into_iter().enumerate() {
                        let file = i16::from(from % 16) + file_delta;
                        if !(0..i16::from(grid_files)).contains(&file) {
                            continue;
                        }
                        let to = step(from, forward + file_delta);
                        if to != NO_SQUARE && mobility[side].contains(to) {
                            squares.captures[at] = to;
                        }
                    }
                }
                table.push(squares);
            }
        }
        table
    }
}

/// Where one square's templates are in a type's list.
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct Span {
    pub(crate) start: u32,
    pub(crate) end: u32,
}

/// One piece type of a variant, compiled.
#[derive(Clone, Debug)]
pub struct PieceType {
    pub(crate) number: u8,
    /// The uppercase letter.
    pub(crate) letter: char,
    /// The option name (`knight`, `customPiece1`).
    pub(crate) name: String,
    /// The Betza movement.
    pub(crate) betza: String,
    /// Fairy-Stockfish's pawn: pushes, double steps and en passant by rule.
    pub(crate) is_pawn: bool,
    pub(crate) templates: Vec<Template>,
    /// The templates' steps, at the same indices.
    pub(crate) steps: Vec<Step>,
    /// Per side and square (`side * 256 + square`).
    pub(crate) spans: Vec<Span>,
    /// No two templates of a square without a capture on the way end on
    /// the same square: the moves need no test for repeats.
    pub(crate) distinct: bool,
    /// Per side: the squares the piece may stand on and move to.
    pub(crate) mobility: [Bb; 2],
    /// For the pawn: where it may go from each square (empty for other types).
    pub(crate) pawn: Vec<PawnSquares>,
    /// Written `+x`, with no letter of its own (a boardkit extension).
    pub(crate) promoted_only: bool,
    /// The moves it relays to friendly pieces (`x` legs, a boardkit extension).
    pub(crate) relay: crate::relay::RelayTable,
}

impl PieceType {
    /// The uppercase letter.
    pub fn letter(&self) -> char {
        self.letter
    }

    /// The option name that defines it (`knight`, `customPiece1`, `king`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its Betza movement.
    pub fn betza(&self) -> &str {
        &self.betza
    }

    /// Whether the type has no letter of its own and is written `+x`, the
    /// promoted form of the piece `x` whose letter [`letter`](Self::letter)
    /// gives (defined as `customPieceN = +x:betza`, a boardkit extension).
    pub fn is_promoted_only(&self) -> bool {
        self.promoted_only
    }

    #[inline]
    pub(crate) fn templates(&self, side: usize, square: u8) -> &[Template] {
        let span = self.spans[side * 256 + usize::from(square)];
        &self.templates[span.start as usize..span.end as usize]
    }

    /// The steps of [`templates`](Self::templates), at the same indices.
    #[inline]
    pub(crate) fn steps(&self, side: usize, square: u8) -> &[Step] {
        let span = self.spans[side * 256 + usize::from(square)];
        &self.steps[span.start as usize..span.end as usize]
    }
}

/// An attack entry: a piece of `kind` on `from` reaches the square with
/// the template at `index`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Attack {
    pub(crate) from: u8,
    pub(crate) kind: u8,
    /// The template only needs `empty` clear: it lands on the attacked
    /// square, from anywhere, with no hurdle and no capture on the way
    /// (most attacks; tested without reading the template).
    pub(crate) plain: bool,
    pub(crate) index: u32,
    /// The template's squares that must be empty (a copy, for `plain`).
    pub(crate) empty: Bb,
}

/// The capturing templates that reach one square, grouped by the square
/// they start from, so that a test looks only at the squares where a
/// piece of the attacking side stands.
#[derive(Clone, Debug, Default)]
pub(crate) struct AttackList {
    /// The squares some template reaches the square from.
    pub(crate) from: Bb,
    /// Per square: how many entries start from a lower square, so those
    /// of square `s` are `before[s]..before[s + 1]` (empty when nothing
    /// reaches the square).
    before: Vec<u32>,
    entries: Vec<Attack>,
}

impl AttackList {
    /// Builds the list from entries, kept in their order within each square.
    fn new(unsorted: Vec<Attack>) -> AttackList {
        let mut from = Bb::EMPTY;
        let mut before = Vec::new();
        let mut entries = Vec::new();
        if !unsorted.is_empty() {
            // A counting sort by square: `before` counts, then places.
            before = vec![0u32; 257];
            for attack in &unsorted {
                from.insert(attack.from);
                before[usize::from(attack.from) + 1] += 1;
            }
            for square in 1..257 {
                before[square] += before[square - 1];
            }
            let mut place = before.clone();
            entries = unsorted.clone();
            for attack in unsorted {
                let at = &mut place[usize::from(attack.from)];
                entries[*at as usize] = attack;
                *at += 1;
            }
        }
        AttackList { from, before, entries }
    }

    /// The entries that start from `square`, one of [`from`](Self::from).
    #[inline]
    pub(crate) fn starting_on(&self, square: u8) -> &[Attack] {
        let square = usize::from(square);
        &self.entries[self.before[square] as usize..self.before[square + 1] as usize]
    }
}

/// A variant's compiled rules, shared by all its positions.
#[derive(Debug)]
pub struct Rules {
    pub(crate) name: String,
    pub(crate) files: u8,
    pub(crate) ranks: u8,
    pub(crate) types: Vec<PieceType>,
    pub(crate) king: Option<u8>,
    pub(crate) start_fen: String,
    pub(crate) piece_to_char_table: String,
    pub(crate) promotion_region: [Bb; 2],
    /// Dense type sets (bit per dense index).
    pub(crate) promotion_pawn_types: [u64; 2],
    pub(crate) promotion_piece_types: [Vec<u8>; 2],
    pub(crate) promoted_piece_type: Vec<Option<u8>>,
    /// The unpromoted type of each type that is some type's promotion.
    pub(crate) unpromoted: Vec<Option<u8>>,
    pub(crate) mandatory_pawn_promotion: bool,
    pub(crate) mandatory_piece_promotion: bool,
    pub(crate) double_step_region: [Bb; 2],
    pub(crate) en_passant_region: [Bb; 2],
    pub(crate) en_passant_types: [u64; 2],
    pub(crate) castling: bool,
    pub(crate) castling_kingside_file: u8,
    pub(crate) castling_queenside_file: u8,
    pub(crate) castling_rank: u8,
    pub(crate) castling_king_file: u8,
    pub(crate) castling_king_piece: [Option<u8>; 2],
    pub(crate) castling_rook_kingside_file: u8,
    pub(crate) castling_rook_queenside_file: u8,
    pub(crate) castling_rook_pieces: [u64; 2],
    pub(crate) castling_wins: u8,
    pub(crate) checking: bool,
    pub(crate) flying_general: bool,
    pub(crate) n_move_rule_types: [u64; 2],
    pub(crate) n_move_rule: u32,
    pub(crate) n_fold_rule: u32,
    pub(crate) n_fold_value: ResultValue,
    pub(crate) stalemate_value: ResultValue,
    pub(crate) checkmate_value: ResultValue,
    pub(crate) extinction_value: Option<ResultValue>,
    pub(crate) extinction_pseudo_royal: bool,
    pub(crate) extinction_claim: bool,
    /// Per dense type: how many a side may have by promotion (0: any).
    pub(crate) promotion_limit: Vec<u32>,
    /// Per side: per dense type, the squares where it could never move again
    /// (moving there is illegal under `immobilityIllegal`).
    pub(crate) immobile: [Vec<Bb>; 2],
    pub(crate) immobility_illegal: bool,
    /// A side that can capture must.
    pub(crate) must_capture: bool,
    /// Dense type set; `extinction_all` for `*`.
    pub(crate) extinction_piece_types: u64,
    pub(crate) extinction_all: bool,
    pub(crate) extinction_piece_count: u32,
    pub(crate) extinction_opponent_piece_count: u32,
    /// Dense type per side; `None` for any piece.
    pub(crate) flag_piece: [Option<u8>; 2],
    pub(crate) flag_region: [Bb; 2],
    pub(crate) flag_piece_count: u32,
    pub(crate) flag_move: bool,
    pub(crate) flag_piece_safe: bool,
    /// Per side and target square: the templates that capture there.
    pub(crate) attacks: Vec<AttackList>,
    /// No template captures on the way (locust) or ends where it started:
    /// every attack lands on the square it attacks, so whether a move
    /// leaves the king attacked can be told from the occupancy after it
    /// without playing it.
    pub(crate) landing_attacks_only: bool,
    /// Zobrist keys: per (colour, type, square), side to move, castling, en passant file.
    pub(crate) zobrist_pieces: Vec<u64>,
    pub(crate) zobrist_side: u64,
    pub(crate) zobrist_castling: [u64; 16],
    pub(crate) zobrist_ep: [u64; 256],
    pub(crate) zobrist_promoted: [u64; 256],
    /// Dense type by uppercase ASCII letter.
    pub(crate) by_letter: [u8; 128],
    /// Pieces in hand and drops.
    pub(crate) drops: crate::drops::DropRules,
    /// A capture explodes (`blastOnCapture`).
    pub(crate) blast_on_capture: bool,
    /// Dense type set: pieces no explosion removes.
    pub(crate) blast_immune_types: u64,
    /// Dense type set: pieces that may not capture a piece of their own type.
    pub(crate) mutually_immune_types: u64,
    /// Where a move places a wall, if it does.
    pub(crate) walling_rule: WallingRule,
    /// Per side: the squares where it may place a wall.
    pub(crate) walling_region: [Bb; 2],
    /// The squares of the board.
    pub(crate) board_squares: Bb,
    /// Zobrist keys of wall squares.
    pub(crate) zobrist_wall: [u64; 256],
    /// Dense type set: a capturing piece of these types turns into a wall.
    pub(crate) petrify_on_capture_types: u64,
    /// With both explosions and petrification, the pieces blown up turn into walls too.
    pub(crate) petrify_blast_pieces: bool,
    /// Per square: the squares a king's step away (the blast's reach).
    pub(crate) neighbours: Vec<Bb>,
    /// `royalPieceTypes` (dense): a side with none of them left has lost.
    pub(crate) royal_piece_types: u64,
    /// `nFoldIllegal`: a move that makes the `nFoldRule`-th occurrence is illegal.
    pub(crate) n_fold_illegal: bool,
    /// Some type relays moves (`x` legs).
    pub(crate) has_relays: bool,
}

fn dense_set(set: u64, by_number: &[u8; 64]) -> u64 {
    let mut dense = 0;
    for (number, &index) in by_number.iter().enumerate().skip(1) {
        if set >> number & 1 != 0 && index != 255 {
            dense |= 1u64 << index;
        }
    }
    dense
}

impl Rules {
    /// Compiles a configuration for its board.
    pub(crate) fn compile(name: &str, config: &Config, header_line: usize) -> Result<Arc<Rules>, VariantError> {
        let grid = Grid::new(config.files, config.ranks)
            .map_err(|error| VariantError::Board { line: header_line, message: error.to_string() })?;
        let mut board = Bb::EMPTY;
        for square in grid.squares() {
            board.insert(square.index());
        }
        let mut by_number = [255u8; 64];
        let mut types: Vec<PieceType> = Vec::new();
        for number in 1..64u8 {
            let letter = config.letter[usize::from(number)];
            if letter == 0 {
                continue;
            }
            if types.len() == MAX_PIECE_TYPES {
                return Err(VariantError::TooManyPieceTypes { line: header_line });
            }
            let name = PREDEFINED
                .iter()
                .find(|(n, _, _)| *n == number)
                .map(|(_, name, _)| (*name).to_string())
                .unwrap_or_else(|| format!("customPiece{}", number - CUSTOM_FIRST + 1));
            let betza = config
                .betza
                .iter()
                .find(|(n, _)| *n == number)
                .map(|(_, text)| text.clone())
                .or_else(|| PREDEFINED.iter().find(|(n, _, _)| *n == number).map(|(_, _, text)| (*text).to_string()))
                .unwrap_or_default();
            let is_pawn = number == PAWN;
            // The immobile piece has no movement at all.
            let movement =
                if betza.is_empty() { Movement::parse("W").map(|_| None) } else { Movement::parse(&betza).map(Some) };
            let movement = movement.map_err(|error| VariantError::Betza {
                line: header_line,
                option: name.clone(),
                message: error.to_string(),
            })?;
            let movement = match movement {
                Some(movement) => movement,
                None => {
                    by_number[usize::from(number)] = types.len() as u8;
                    types.push(PieceType {
                        number,
                        letter: char::from(letter),
                        name,
                        betza,
                        is_pawn,
                        templates: Vec::new(),
                        steps: Vec::new(),
                        spans: vec![Span::default(); 512],
                        distinct: true,
                        mobility: [board; 2],
                        pawn: Vec::new(),
                        promoted_only: config.promoted_only >> number & 1 != 0,
                        relay: crate::relay::RelayTable::default(),
                    });
                    continue;
                }
            };
            let relay = crate::relay::compile(&movement, grid, board).map_err(|message| VariantError::Betza {
                line: header_line,
                option: name.clone(),
                message,
            })?;
            if !relay.is_empty() && config.letter[usize::from(KING)] != 0 && config.checking {
                return Err(VariantError::Betza {
                    line: header_line,
                    option: name.clone(),
                    message: "relay (`x`) legs need a game without check (no `king` piece, or `checking = false`)"
                        .to_string(),
                });
            }
            if movement.has_en_passant() && !is_pawn {
                return Err(VariantError::Unsupported {
                    line: header_line,
                    option: format!("{name} (en passant `e` moves)"),
                });
            }
            let table = MoveTable::new(&movement, grid).map_err(|error| VariantError::Betza {
                line: header_line,
                option: name.clone(),
                message: error.to_string(),
            })?;
            let mut mobility = [board; 2];
            if let Some((_, regions)) = config.mobility.iter().find(|(n, _)| *n == number) {
                for side in 0..2 {
                    if let Some(region) = regions[side] {
                        mobility[side] = region & board;
                    }
                }
            }
            let mut templates = Vec::new();
            let mut steps = Vec::new();
            let mut distinct = true;
            let mut spans = vec![Span::default(); 512];
            for (side, forward) in [Forward::Up, Forward::Down].into_iter().enumerate() {
                for square in grid.squares() {
                    let start = templates.len() as u32;
                    let relative_rank =
                        if side == 0 { square.rank().index() } else { config.ranks - 1 - square.rank().index() };
                    // The Xiangqi soldier goes only forward before it crosses the river.
                    let file_only = number == SOLDIER && relative_rank < config.soldier_promotion_rank;
                    for template in table.templates(square, forward) {
                        if !mobility[side].contains(template.to.index()) {
                            continue;
                        }
                        if file_only && template.to.file() != square.file() {
                            continue;
                        }
                        let mut empty = Bb::EMPTY;
                        for passed in &template.must_be_empty {
                            empty.insert(passed.index());
                        }
                        let mut hurdles = Bb::EMPTY;
                        for hurdle in &template.hurdles {
                            hurdles.insert(hurdle.index());
                        }
                        templates.push(Template {
                            to: template.to.index(),
                            destination: template.destination,
                            initial_only: template.initial_only,
                            empty,
                            hurdles,
                            locust: template.captures.iter().map(|square| square.index()).collect(),
                            skip: 0,
                        });
                    }
                    let end = templates.len();
                    for i in start as usize..end {
                        let to = templates[i].to;
                        let next = (i + 1..end).find(|&j| !templates[j].empty.contains(to)).unwrap_or(end);
                        templates[i].skip = (next - start as usize) as u32;
                    }
                    let square_templates = &templates[start as usize..end];
                    steps.extend(steps_of(square.index(), square_templates));
                    let mut landing = Bb::EMPTY;
                    for template in square_templates.iter().filter(|template| template.locust.is_empty()) {
                        if landing.contains(template.to) {
                            distinct = false;
                        }
                        landing.insert(template.to);
                    }
                    spans[side * 256 + usize::from(square.index())] = Span { start, end: templates.len() as u32 };
                }
            }
            by_number[usize::from(number)] = types.len() as u8;
            types.push(PieceType {
                number,
                letter: char::from(letter),
                name,
                betza,
                is_pawn,
                templates,
                steps,
                spans,
                distinct,
                mobility,
                pawn: Vec::new(),
                promoted_only: config.promoted_only >> number & 1 != 0,
                relay,
            });
        }
        let dense = |set: u64| dense_set(set, &by_number);
        let single =
            |number: u8| (number != 0 && by_number[usize::from(number)] != 255).then(|| by_number[usize::from(number)]);
        let mut by_letter = [255u8; 128];
        for (index, kind) in types.iter().enumerate().filter(|(_, kind)| !kind.promoted_only) {
            by_letter[kind.letter as usize] = index as u8;
        }
        let has_relays = types.iter().any(|kind| !kind.relay.is_empty());
        let promotion_piece_types = [0, 1].map(|side| {
            (0..types.len() as u8).filter(|&t| dense(config.promotion_piece_types[side]) >> t & 1 != 0).collect()
        });
        let promoted_piece_type: Vec<Option<u8>> =
            types.iter().map(|kind| single(config.promoted_piece_type[usize::from(kind.number)])).collect();
        let mut unpromoted = vec![None; types.len()];
        for (index, promoted) in promoted_piece_type.iter().enumerate() {
            if let Some(promoted) = promoted
                && unpromoted[usize::from(*promoted)].is_none()
            {
                unpromoted[usize::from(*promoted)] = Some(index as u8);
            }
        }
        let double_step_region = if config.double_step {
            [config.double_step_region[0] & board, config.double_step_region[1] & board]
        } else {
            [Bb::EMPTY; 2]
        };
        let triple_step_region = [config.triple_step_region[0] & board, config.triple_step_region[1] & board];
        for kind in types.iter_mut().filter(|kind| kind.is_pawn) {
            kind.pawn = PawnSquares::table(config.files, board, kind.mobility, double_step_region, triple_step_region);
        }
        // Attack index: per side and target, every capturing template;
        // gathered in one list first so each target's list is sized once.
        let mut gathered: Vec<(u16, Attack)> = Vec::new();
        let mut landing_attacks_only = true;
        for (kind_index, kind) in types.iter().enumerate() {
            for side in 0..2 {
                for from in board.iter() {
                    let span = kind.spans[side * 256 + usize::from(from)];
                    for index in span.start..span.end {
                        let template = &kind.templates[index as usize];
                        if !template.locust.is_empty() || template.to == from {
                            landing_attacks_only = false;
                        }
                        if template.destination == Destination::Empty && template.locust.is_empty() {
                            continue;
                        }
                        let plain = !template.initial_only
                            && template.hurdles.is_empty()
                            && template.locust.is_empty()
                            && template.to != from;
                        let attack = Attack { from, kind: kind_index as u8, plain, index, empty: template.empty };
                        let list = |square: u8| (side * 256 + usize::from(square)) as u16;
                        if template.destination != Destination::Empty {
                            gathered.push((list(template.to), attack));
                        }
                        for &square in &template.locust {
                            gathered.push((list(square), Attack { plain: false, ..attack }));
                        }
                    }
                }
            }
        }
        let mut sizes = vec![0usize; 512];
        for &(list, _) in &gathered {
            sizes[usize::from(list)] += 1;
        }
        let mut attacks: Vec<Vec<Attack>> = sizes.into_iter().map(Vec::with_capacity).collect();
        for (list, attack) in gathered {
            attacks[usize::from(list)].push(attack);
        }
        let attacks: Vec<AttackList> = attacks.into_iter().map(AttackList::new).collect();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ (name.len() as u64);
        let mut next = || {
            // SplitMix64: a fixed sequence, so hashes are the same on every run.
            seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        let zobrist_pieces = (0..2 * types.len() * 256).map(|_| next()).collect();
        let zobrist_side = next();
        let zobrist_castling = [0; 16].map(|_: u64| next());
        let zobrist_ep = [0; 256].map(|_: u64| next());
        let zobrist_promoted = [0; 256].map(|_: u64| next());
        let zobrist_wall = [0; 256].map(|_: u64| next());
        let king = single(KING);
        let drops = crate::drops::compile(
            &config.drops,
            &by_number,
            &types,
            [config.promotion_region[0] & board, config.promotion_region[1] & board],
            config.promotion_pawn_types,
            config.files,
            config.ranks,
        );
        // Whether a wall may shield a royal king from check, and what an
        // explosion or a petrified capturer does to one, Fairy-Stockfish
        // leaves open (it warns): these are refused with a royal king.
        let with_royal_king = [
            ("wallingRule", config.walling_rule != WallingRule::None),
            ("blastOnCapture", config.blast_on_capture),
            ("petrifyOnCaptureTypes", config.petrify_on_capture_types != 0),
        ];
        if let Some((option, _)) = with_royal_king.iter().find(|(_, used)| *used && king.is_some()) {
            return Err(VariantError::Unsupported {
                line: header_line,
                option: format!("{option} (with a royal king)"),
            });
        }
        Ok(Arc::new(Rules {
            name: name.to_string(),
            files: config.files,
            ranks: config.ranks,
            king,
            start_fen: config.start_fen.clone(),
            piece_to_char_table: config.piece_to_char_table.clone(),
            promotion_region: [config.promotion_region[0] & board, config.promotion_region[1] & board],
            promotion_pawn_types: [dense(config.promotion_pawn_types[0]), dense(config.promotion_pawn_types[1])],
            promotion_piece_types,
            promoted_piece_type,
            unpromoted,
            mandatory_pawn_promotion: config.mandatory_pawn_promotion,
            mandatory_piece_promotion: config.mandatory_piece_promotion,
            double_step_region,
            en_passant_region: [config.en_passant_region[0] & board, config.en_passant_region[1] & board],
            en_passant_types: [dense(config.en_passant_types[0]), dense(config.en_passant_types[1])],
            castling: config.castling,
            castling_kingside_file: config.castling_kingside_file,
            castling_queenside_file: config.castling_queenside_file,
            castling_rank: config.castling_rank,
            castling_king_file: config.castling_king_file,
            castling_king_piece: [single(config.castling_king_piece[0]), single(config.castling_king_piece[1])],
            castling_rook_kingside_file: config.castling_rook_kingside_file.unwrap_or(config.files - 1),
            castling_rook_queenside_file: config.castling_rook_queenside_file,
            castling_rook_pieces: [dense(config.castling_rook_pieces[0]), dense(config.castling_rook_pieces[1])],
            castling_wins: config.castling_wins,
            checking: config.checking,
            flying_general: config.flying_general,
            n_move_rule_types: [dense(config.n_move_rule_types[0]), dense(config.n_move_rule_types[1])],
            n_move_rule: config.n_move_rule,
            n_fold_rule: config.n_fold_rule,
            n_fold_value: config.n_fold_value,
            stalemate_value: config.stalemate_value,
            checkmate_value: config.checkmate_value,
            extinction_value: config.extinction_value,
            extinction_pseudo_royal: config.extinction_pseudo_royal,
            extinction_claim: config.extinction_claim,
            promotion_limit: types.iter().map(|kind| config.promotion_limit[usize::from(kind.number)]).collect(),
            immobile: [0, 1].map(|side| {
                types
                    .iter()
                    .map(|kind| {
                        let mut squares = Bb::EMPTY;
                        for square in board.iter() {
                            let span = kind.spans[side * 256 + usize::from(square)];
                            let mobile = kind.templates[span.start as usize..span.end as usize]
                                .iter()
                                .any(|template| !template.initial_only);
                            if !mobile {
                                squares.insert(square);
                            }
                        }
                        squares
                    })
                    .collect()
            }),
            immobility_illegal: config.immobility_illegal,
            must_capture: config.must_capture,
            extinction_piece_types: dense(config.extinction_piece_types),
            extinction_all: config.extinction_piece_types & 1 != 0,
            extinction_piece_count: config.extinction_piece_count,
            extinction_opponent_piece_count: config.extinction_opponent_piece_count,
            flag_piece: [single(config.flag_piece[0]), single(config.flag_piece[1])],
            flag_region: [config.flag_region[0] & board, config.flag_region[1] & board],
            flag_piece_count: config.flag_piece_count,
            flag_move: config.flag_move,
            flag_piece_safe: config.flag_piece_safe,
            attacks,
            landing_attacks_only,
            zobrist_pieces,
            zobrist_side,
            zobrist_castling,
            zobrist_ep,
            zobrist_promoted,
            by_letter,
            types,
            drops,
            blast_on_capture: config.blast_on_capture,
            blast_immune_types: dense(config.blast_immune_types),
            mutually_immune_types: dense(config.mutually_immune_types),
            walling_rule: config.walling_rule,
            walling_region: [config.walling_region[0] & board, config.walling_region[1] & board],
            board_squares: board,
            zobrist_wall,
            petrify_on_capture_types: dense(config.petrify_on_capture_types),
            petrify_blast_pieces: config.petrify_blast_pieces,
            neighbours: crate::blast::neighbour_table(config.files, config.ranks),
            royal_piece_types: dense(config.royal_piece_types),
            n_fold_illegal: config.n_fold_illegal,
            has_relays,
        }))
    }

    /// The variant's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The board's width.
    pub fn files(&self) -> u8 {
        self.files
    }

    /// The board's height.
    pub fn ranks(&self) -> u8 {
        self.ranks
    }

    /// The piece types, in Fairy-Stockfish's type order.
    pub fn piece_types(&self) -> &[PieceType] {
        &self.types
    }

    /// The start position's FEN.
    pub fn start_fen(&self) -> &str {
        &self.start_fen
    }

    /// The `pieceToCharTable` option (for XBoard front ends; `-` when unset).
    pub fn piece_to_char_table(&self) -> &str {
        &self.piece_to_char_table
    }

    /// The type a piece of type `kind` (an index into
    /// [`piece_types`](Self::piece_types)) becomes when it promotes in
    /// place, shogi-style (`promotedPieceType`; written `+X` in the FEN
    /// and `+` after the move); `None` when it has no such promotion.
    ///
    /// ```
    /// let shogi = boardkit_variant::variant("shogi").expect("bundled");
    /// let index = |letter| shogi.piece_types().iter().position(|piece| piece.letter() == letter);
    /// assert_eq!(shogi.promoted_type(index('P').expect("the pawn")), index('G'));
    /// assert_eq!(shogi.promoted_type(index('G').expect("the gold")), None);
    /// ```
    pub fn promoted_type(&self, kind: usize) -> Option<usize> {
        self.promoted_piece_type.get(kind).copied().flatten().map(usize::from)
    }

    #[inline]
    pub(crate) fn zobrist(&self, side: usize, kind: u8, square: u8) -> u64 {
        self.zobrist_pieces[(side * self.types.len() + usize::from(kind)) * 256 + usize::from(square)]
    }
}
