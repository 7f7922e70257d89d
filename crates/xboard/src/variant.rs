//! The chess variants of `boardkit-variant` in the protocol: their names,
//! the `setup` and `piece` commands of those XBoard does not know, squares
//! and moves in XBoard's notation, the FEN of `setboard`, the replies to
//! `lift`, and the result line.
//!
//! # Names
//!
//! XBoard knows some variants by name and draws, checks and adjudicates
//! them itself: the engine announces the bundled variants XBoard knows
//! under XBoard's names ([`XBOARD_NAMES`]: chess is XBoard's `normal`) and
//! sends nothing more on `variant`. The others (and those of a `--variants`
//! file) are engine-defined variants: on `variant NAME` the engine sends
//! `setup (TABLE) WxH+0_fairy FEN` (the board, the piece letters and the
//! start position) and one `piece L& BETZA` per piece type, so that XBoard
//! draws the board and, with legality testing on, checks the moves.
//!
//! # Squares and moves
//!
//! Files are letters from `a`. XBoard counts ranks from 1 on boards of up
//! to nine ranks, as the variants' own UCI notation does, and from 0 on
//! boards of ten or more (engine-intf.html, "MOVE"; XBoard's `ONE` is `'0'`
//! then): Grand chess's `a1` is XBoard's `a0`, its `j10` is `j9`, and a
//! 12-rank board's top rank is `11`. A move is the two squares, then a
//! promotion's lowercase letter (`e7e8q`); castling is the King's move
//! (`e1g1`, Capablanca's `e1i1`); a capture on the way (the variants'
//! locust moves, `e5e6e7` in UCI) is two legs through the victim
//! (`e5e6,e6e7`). A drop is the piece's uppercase letter, `@` and the
//! square (`P@e4`, for either side); a Seirawan gating move is the move
//! and the gated piece's letter (`b1c3h`, castling `e1g1h`, or `h1e1h`
//! when the piece is gated on the Rook's square), as XBoard writes them.
//!
//! # Holdings
//!
//! A variant with pieces in hand is set up with holdings (`8x8+5_crazyhouse`:
//! five slots, see [`crate::holdings`]) under the XBoard variant whose way
//! with captured pieces it shares: `shogi` where pieces promote in place
//! (shown as `+P`), `seirawan` for gating, else `crazyhouse`. A variant
//! whose captures explode is set up under `atomic`.

use std::sync::Arc;

use boardkit_core::{Game, Verdict};
use boardkit_players::Strength;
use boardkit_search::AlphaBeta;
use boardkit_variant::{Colour, Move, Rules, VariantGame, Variants};

use crate::game::{AnyReport, Choice, ProtocolGame, Settings, score_text};
use crate::holdings::{Place, drop_targets, parse_hand_place, slot_letters};
use crate::search::Report;

/// The bundled variants XBoard knows by name: (XBoard's name, the bundled
/// variant's name).
pub const XBOARD_NAMES: [(&str, &str); 15] = [
    ("normal", "chess"),
    ("crazyhouse", "crazyhouse"),
    ("shogi", "shogi"),
    ("seirawan", "seirawan"),
    ("atomic", "atomic"),
    ("capablanca", "capablanca"),
    ("gothic", "gothic"),
    ("janus", "janus"),
    ("shatranj", "shatranj"),
    ("courier", "courier"),
    ("makruk", "makruk"),
    ("grand", "grand"),
    ("knightmate", "knightmate"),
    ("giveaway", "giveaway"),
    ("losers", "losers"),
];

/// The start positions of the variants XBoard knows by name but starts
/// from another array than the bundled variant: XBoard's Courier chess has
/// every Pawn on its second rank and the Ferz beside the King (XBoard
/// 4.9.1, `backend.c`), where the bundled one has the traditional array
/// with four Pawns and the Ferzes advanced. XBoard ignores a `setup` for a
/// variant it knows, so the engine plays XBoard's array under XBoard's name.
pub const XBOARD_STARTS: [(&str, &str); 1] =
    [("courier", "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1")];

/// XBoard's name of the variant `name`: its own name for one XBoard knows
/// ([`XBOARD_NAMES`]), else `name`.
pub fn xboard_name(name: &str) -> &str {
    XBOARD_NAMES.iter().find(|(_, bundled)| *bundled == name).map_or(name, |(xboard, _)| xboard)
}

/// The piece tables of the variants with holdings that XBoard knows by
/// name, as XBoard 4.9.1 sets them (`InitPosition`): they order the
/// holdings' slots.
const XBOARD_HOLDINGS_TABLES: [(&str, &str); 3] = [
    ("crazyhouse", "PNBRQ................Kpnbrq................k"),
    ("shogi", "PNBRLS...G.++++++Kpnbrls...g.++++++k"),
    ("seirawan", "PNBRQ..HEKpnbrq..hek"),
];

/// The table whose order the holdings' slots follow: XBoard's own for a
/// variant it knows, else the `setup` table ([`piece_to_char_table`]).
fn holdings_table(rules: &Rules) -> String {
    XBOARD_HOLDINGS_TABLES
        .iter()
        .find(|(name, _)| *name == rules.name())
        .map_or_else(|| piece_to_char_table(rules), |(_, table)| table.to_string())
}

/// Whether XBoard knows the variant `name` (a bundled name) by itself.
pub fn known_to_xboard(name: &str) -> bool {
    XBOARD_NAMES.iter().any(|(_, bundled)| *bundled == name)
}

/// The variant names the engine announces in `feature variants`, after
/// `scirocco`: the bundled variants (under XBoard's names where it knows
/// them), then `extra` (the sections of a `--variants` file) that are not
/// bundled.
pub fn announced_names(extra: &[String]) -> Vec<String> {
    let bundled = Variants::bundled();
    let mut names: Vec<String> = bundled
        .iter()
        .filter(|rules| playable_in_xboard(rules))
        .map(|rules| xboard_name(rules.name()).to_string())
        .collect();
    for name in extra {
        let playable = boardkit_variant::variant(name).is_some_and(|rules| playable_in_xboard(&rules));
        let name = xboard_name(name).to_string();
        if playable && !names.contains(&name) && name != crate::engine::VARIANT {
            names.push(name);
        }
    }
    names
}

/// Whether the engine can play the variant with XBoard: not the variants
/// with walls (XBoard has no notation for a move that places one), whose
/// captures petrify the capturer (XBoard has no such rule and would draw
/// the board without it), that both drop and gate pieces from hand, or
/// whose captures explode in a game with pieces in hand (XBoard's holdings
/// and explosions belong to different parent variants, and it would draw
/// one of them wrong), or with pieces written `+x` with no letter of their
/// own (a `piece` command names a piece by its letter).
pub fn playable_in_xboard(rules: &Rules) -> bool {
    let drops_and_gates = rules.has_gating() && rules.has_drops();
    let explodes_with_holdings = rules.blasts_on_capture() && rules.has_pieces_in_hand();
    let unlettered = rules.piece_types().iter().any(|piece| piece.is_promoted_only());
    !(rules.places_walls() || rules.petrifies_on_capture() || drops_and_gates || explodes_with_holdings || unlettered)
}

/// The XBoard variant whose rules for the board's extras an engine-defined
/// variant follows (the `_parent` of its `setup`): `seirawan` for gating,
/// `shogi` for drops with pieces that promote in place, `crazyhouse` for
/// other drops, `atomic` for exploding captures, else `fairy`.
pub fn parent_variant(rules: &Rules) -> &'static str {
    let promotes_in_place = (0..rules.piece_types().len()).any(|kind| rules.promoted_type(kind).is_some());
    if rules.has_gating() {
        "seirawan"
    } else if rules.has_drops() && promotes_in_place {
        "shogi"
    } else if rules.has_drops() {
        "crazyhouse"
    } else if rules.blasts_on_capture() {
        "atomic"
    } else {
        "fairy"
    }
}

/// The game `name` (a `variant` command's argument) stands for: Scirocco,
/// a variant under XBoard's name, or a bundled or registered variant.
pub fn choice(name: &str) -> Option<Choice> {
    if name == crate::engine::VARIANT {
        return Some(Choice::Scirocco);
    }
    let bundled = XBOARD_NAMES.iter().find(|(xboard, _)| *xboard == name).map_or(name, |(_, bundled)| bundled);
    boardkit_variant::variant(bundled).filter(|rules| playable_in_xboard(rules)).map(Choice::Variant)
}

/// The first rank's number in XBoard's square names on a board of
/// `ranks` ranks: 1, or 0 from ten ranks on.
fn first_rank(ranks: u8) -> u8 {
    if ranks > 9 { 0 } else { 1 }
}

/// XBoard's name of the square on `file` and `rank` (from 0) of a board
/// of `ranks` ranks: `e4`, or `a0` on a ten-rank board.
pub fn square_text(file: u8, rank: u8, ranks: u8) -> String {
    format!("{}{}", char::from(b'a' + file), u32::from(rank) + u32::from(first_rank(ranks)))
}

/// Reads a square name at the start of `text` on a board of `files` by
/// `ranks`: its file and rank (from 0) and the bytes it took.
pub fn parse_square_prefix(text: &str, files: u8, ranks: u8) -> Option<((u8, u8), usize)> {
    let bytes = text.as_bytes();
    let file = bytes.first()?.checked_sub(b'a')?;
    if file >= files {
        return None;
    }
    let digits = bytes[1..].iter().take(2).take_while(|b| b.is_ascii_digit()).count();
    // The longest number that names a rank of the board (`a10` on a
    // 12-rank board, `a1` then `0…` never: no rank is written with a
    // leading zero).
    (1..=digits).rev().find_map(|used| {
        let number: u8 = text.get(1..=used)?.parse().ok()?;
        if used > 1 && bytes[1] == b'0' {
            return None;
        }
        let rank = number.checked_sub(first_rank(ranks))?;
        (rank < ranks).then_some(((file, rank), 1 + used))
    })
}

impl ProtocolGame for VariantGame {
    type Setup = Arc<Rules>;
    type Square = Place;
    type Evaluation = boardkit_players::variant::Evaluation;

    fn setup_of(choice: &Choice) -> Option<Arc<Rules>> {
        match choice {
            Choice::Variant(rules) => Some(Arc::clone(rules)),
            Choice::Scirocco => None,
        }
    }

    fn name(setup: &Arc<Rules>) -> String {
        xboard_name(setup.name()).to_string()
    }

    fn start(setup: &Arc<Rules>, _: &Settings) -> VariantGame {
        let xboard_start = XBOARD_STARTS.iter().find(|(name, _)| *name == setup.name());
        if let Some(game) = xboard_start.and_then(|(_, fen)| VariantGame::from_fen(Arc::clone(setup), fen).ok()) {
            return game;
        }
        // The rules were read and checked with their start position.
        VariantGame::new(Arc::clone(setup)).unwrap_or_else(|error| unreachable!("a variant's start: {error}"))
    }

    fn definition(setup: &Arc<Rules>, _: &Settings) -> Vec<String> {
        if known_to_xboard(setup.name()) { Vec::new() } else { definition(setup) }
    }

    fn player(strength: Strength) -> AlphaBeta<VariantGame, Self::Evaluation> {
        boardkit_players::variant::player(strength)
    }

    fn first_player() -> Colour {
        Colour::White
    }

    fn second_player() -> Colour {
        Colour::Black
    }

    fn mover(&self) -> Colour {
        self.side_to_move()
    }

    fn waiting(&self) -> Colour {
        self.side_to_move().other()
    }

    fn result(&self) -> Option<String> {
        let outcome = self.outcome()?;
        let score = score_text(&outcome.verdict, &Colour::White);
        Some(match outcome.verdict {
            Verdict::Win(winner) => format!("{score} {{{winner} wins by {}}}", outcome.reason),
            _ => format!("{score} {{Draw by {}}}", outcome.reason),
        })
    }

    fn looks_like_move(&self, text: &str) -> bool {
        let rules = self.rules();
        if let Some((piece, square)) = text.split_once('@') {
            let piece = piece.strip_prefix('+').unwrap_or(piece);
            return piece.len() == 1
                && piece.bytes().all(|b| b.is_ascii_alphabetic())
                && self.parse_square(square).and_then(Place::square).is_some();
        }
        let body = text.strip_suffix(|c: char| c.is_ascii_lowercase() || c == '+' || c == '=').unwrap_or(text);
        !body.is_empty()
            && body.split(',').all(|leg| match parse_square_prefix(leg, rules.files(), rules.ranks()) {
                Some((_, used)) => parse_square_prefix(&leg[used..], rules.files(), rules.ranks())
                    .is_some_and(|(_, more)| used + more == leg.len()),
                None => false,
            })
    }

    fn move_text(&self, mv: &Move) -> String {
        let ranks = self.rules().ranks();
        let name = |(file, rank): (u8, u8)| square_text(file, rank, ranks);
        if let Some(letter) = mv.dropped_piece() {
            let promoted = if mv.promotion().is_some() { "+" } else { "" };
            return format!("{promoted}{letter}@{}", name(mv.to_coords()));
        }
        // Castling that gates on the rook's square is written from the
        // rook's square to the king's (`h1e1h`); the gated piece is the
        // promotion's letter (`b1c3h`).
        let (from, to) = match mv.gating_coords() {
            Some(gate) if gate != mv.from_coords() => (name(gate), name(mv.from_coords())),
            _ => (name(mv.from_coords()), name(mv.to_coords())),
        };
        let legs = match mv.via_coords() {
            Some(via) => {
                let via = name(via);
                format!("{from}{via},{via}{to}")
            }
            None => format!("{from}{to}"),
        };
        match mv.promotion() {
            Some(promotion) => format!("{legs}{promotion}"),
            None => legs,
        }
    }

    fn parse_move(&self, text: &str) -> Option<Move> {
        // A drop's letter in either case (`p@e4` as `P@e4`); `=` for a
        // promotion declined (`b8h2=`) as the move without one.
        let text = match text.split_once('@') {
            Some((piece, square)) => format!("{}@{square}", piece.to_ascii_uppercase()),
            None => text.strip_suffix('=').unwrap_or(text).to_string(),
        };
        self.legal_moves().into_iter().find(|mv| self.move_text(mv) == text)
    }

    fn position_text(&self) -> String {
        let ranks = self.rules().ranks();
        let fen = self.fen();
        let mut fields: Vec<String> = fen.split_whitespace().map(str::to_string).collect();
        // The en passant square, in XBoard's rank numbers.
        if let Some(ep) = fields.get_mut(3)
            && let Some((file, rank)) = variant_square(ep)
        {
            *ep = square_text(file, rank, ranks);
        }
        fields.join(" ")
    }

    fn parse_position(setup: &Arc<Rules>, text: &str) -> Result<VariantGame, String> {
        let mut fields: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        if fields.is_empty() {
            return Err("the position is empty".to_string());
        }
        // The en passant square, when the FEN has one (a shogi FEN has
        // neither castling nor en passant field: `w 0 1`).
        if let Some(ep) = fields.get_mut(3)
            && ep.starts_with(|c: char| c.is_ascii_lowercase())
        {
            match parse_square_prefix(ep, setup.files(), setup.ranks()) {
                Some(((file, rank), used)) if used == ep.len() => *ep = boardkit_variant::square_name(file, rank),
                _ => return Err(format!("the en passant square `{ep}` is not a square of the board")),
            }
        }
        VariantGame::from_fen(Arc::clone(setup), &fields.join(" ")).map_err(|error| error.to_string())
    }

    fn parse_square(&self, text: &str) -> Option<Place> {
        let rules = self.rules();
        match parse_square_prefix(text, rules.files(), rules.ranks()) {
            Some(((file, rank), used)) if used == text.len() => Some(Place::Board(file, rank)),
            _ if rules.has_pieces_in_hand() => {
                let slots = slot_letters(&holdings_table(rules)).len();
                parse_hand_place(text, rules.files(), rules.ranks(), first_rank(rules.ranks()), slots)
            }
            _ => None,
        }
    }

    fn lift(&self, from: Place) -> String {
        let mut marks = Marks::new(self.rules());
        match from {
            Place::Board(file, rank) => {
                let moves = moves_from(self, (file, rank));
                for mv in &moves {
                    match mv.via_coords() {
                        Some(via) => marks.mark(via, 'C'),
                        None => marks.mark(mv.to_coords(), destination_colour(&moves, mv)),
                    }
                }
            }
            Place::Hand(colour, slot) if colour == self.side_to_move() => {
                if let Some(&letter) = slot_letters(&holdings_table(self.rules())).get(slot) {
                    for square in drop_targets(self, letter) {
                        marks.mark(square, 'Y');
                    }
                }
            }
            Place::Hand(..) => {}
        }
        marks.command()
    }

    fn is_first_leg(&self, from: Place, square: Place) -> bool {
        let (Some(from), Some(victim)) = (from.square(), square.square()) else { return false };
        moves_from(self, from).iter().any(|mv| mv.via_coords() == Some(victim))
    }

    fn put(&self, _: Place, _: Place) -> Option<String> {
        // XBoard asks for the promotion piece itself.
        None
    }

    fn second_legs(&self, from: Place, victim: Place) -> String {
        let (Some(from), Some(victim)) = (from.square(), victim.square()) else {
            return Marks::new(self.rules()).command();
        };
        let moves = moves_from(self, from);
        let mut marks = Marks::new(self.rules());
        for mv in moves.iter().filter(|mv| mv.via_coords() == Some(victim)) {
            marks.mark(mv.to_coords(), 'Y');
        }
        // The victim itself, where the piece may also capture it by moving there.
        for mv in moves.iter().filter(|mv| mv.via_coords().is_none() && mv.to_coords() == victim) {
            marks.mark(mv.to_coords(), destination_colour(&moves, mv));
        }
        marks.command()
    }

    fn wrap_report(report: Report<VariantGame>) -> AnyReport {
        AnyReport::Variant(report)
    }

    fn unwrap_report(report: AnyReport) -> Option<Report<VariantGame>> {
        match report {
            AnyReport::Variant(report) => Some(report),
            AnyReport::Scirocco(_) => None,
        }
    }
}

/// Reads a square in the variants' own notation (`e3`, `a10`: ranks from 1).
fn variant_square(text: &str) -> Option<(u8, u8)> {
    let file = text.as_bytes().first()?.checked_sub(b'a')?;
    let number: u8 = text.get(1..)?.parse().ok()?;
    Some((file, number.checked_sub(1)?))
}

/// The legal moves of the piece on `from`.
fn moves_from(game: &VariantGame, from: (u8, u8)) -> Vec<Move> {
    game.legal_moves().into_iter().filter(|mv| !mv.is_drop() && mv.from_coords() == from).collect()
}

/// The colour of a one-leg move's destination: magenta where the move may
/// promote or not, red for a capture, yellow for a move.
fn destination_colour(moves: &[Move], mv: &Move) -> char {
    let both_ways = moves.iter().any(|other| {
        other.to_coords() == mv.to_coords()
            && other.via_coords().is_none()
            && other.promotion().is_some() != mv.promotion().is_some()
    });
    if both_ways {
        'M'
    } else if mv.is_capture() {
        'R'
    } else {
        'Y'
    }
}

/// A board of colour letters, written as a `highlight` command.
struct Marks {
    files: usize,
    /// `cells[rank][file]`.
    cells: Vec<Vec<Option<char>>>,
}

impl Marks {
    fn new(rules: &Rules) -> Marks {
        let files = usize::from(rules.files());
        Marks { files, cells: vec![vec![None; files]; usize::from(rules.ranks())] }
    }

    /// Marks a square unless it holds a mark of higher priority (magenta,
    /// cyan, red, yellow).
    fn mark(&mut self, (file, rank): (u8, u8), colour: char) {
        let priority = |c: Option<char>| match c {
            Some('M') => 4,
            Some('C') => 3,
            Some('R') => 2,
            Some('Y') => 1,
            _ => 0,
        };
        if let Some(cell) = self.cells.get_mut(usize::from(rank)).and_then(|row| row.get_mut(usize::from(file)))
            && priority(Some(colour)) > priority(*cell)
        {
            *cell = Some(colour);
        }
    }

    fn command(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .iter()
            .rev()
            .map(|row| {
                let mut text = String::new();
                let mut empty = 0;
                for cell in row.iter().take(self.files) {
                    match cell {
                        Some(colour) => {
                            if empty > 0 {
                                text.push_str(&empty.to_string());
                                empty = 0;
                            }
                            text.push(*colour);
                        }
                        None => empty += 1,
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
                text
            })
            .collect();
        format!("highlight {}", rows.join("/"))
    }
}

/// XBoard's piece types a variant's pieces are shown as, by the option
/// that defines the piece: an index into XBoard's types (its order:
/// Pawn, Knight, Bishop, Rook, Queen, Ferz, Alfil, Archbishop, Chancellor,
/// Wazir, Man, …, with the King last).
const XBOARD_TYPE_OF_OPTION: [(&str, usize); 12] = [
    ("pawn", 0),
    ("knight", 1),
    ("bishop", 2),
    ("rook", 3),
    ("queen", 4),
    ("fers", 5),
    ("alfil", 6),
    ("archbishop", 7),
    ("chancellor", 8),
    ("wazir", 9),
    ("commoner", 10),
    ("silver", 19),
];

/// The number of XBoard types a `setup` table lists per colour before the
/// King (as Fairy-Stockfish's tables do).
const TABLE_TYPES: usize = 21;

/// The `setup` table of a variant: its `pieceToCharTable` when that names
/// every piece shown by its own letter, else one built from the pieces:
/// each on the XBoard type of its option (the Pawn on the Pawn, …), the
/// others (custom pieces) on free types, the royal piece on the King. A
/// piece that promotes in place stands on one of XBoard's first eleven
/// types, and its promoted form eleven types later is written `+` (XBoard
/// pairs them so): a promoted Pawn is shown and written `+P`.
pub fn piece_to_char_table(rules: &Rules) -> String {
    let types = rules.piece_types();
    let shown: Vec<usize> = (0..types.len()).filter(|&kind| shown_by_letter(rules, kind)).collect();
    let given = rules.piece_to_char_table();
    let white_half = given.get(..given.len() / 2).unwrap_or_default();
    if given != "-" && shown.iter().all(|&kind| white_half.contains(types[kind].letter().to_ascii_uppercase())) {
        return given.to_string();
    }
    let promotes = |kind: usize| rules.promoted_type(kind).is_some();
    let mut slots = ['.'; TABLE_TYPES + 1];
    let mut unplaced = Vec::new();
    // The pieces that promote in place first, so that their partners'
    // types are kept free.
    let mut order = shown.clone();
    order.sort_by_key(|&kind| !promotes(kind));
    for kind in order {
        let letter = types[kind].letter().to_ascii_uppercase();
        let slot = if rules.royal_type() == Some(kind) {
            Some(TABLE_TYPES)
        } else {
            XBOARD_TYPE_OF_OPTION.iter().find(|(option, _)| *option == types[kind].name()).map(|&(_, slot)| slot)
        };
        match slot {
            Some(slot) if is_free(&slots, slot, promotes(kind)) => place(&mut slots, slot, letter, promotes(kind)),
            _ => unplaced.push((letter, promotes(kind))),
        }
    }
    // Custom pieces on the types after the Man first (pictures no
    // standard piece uses), then on any free one; one that promotes in
    // place on the first free type with a free partner.
    for (letter, promoting) in unplaced {
        let free = if promoting {
            (0..PROMOTED_OFFSET).find(|&slot| is_free(&slots, slot, true))
        } else {
            (11..TABLE_TYPES).chain(0..11).find(|&slot| slots[slot] == '.')
        };
        if let Some(slot) = free {
            place(&mut slots, slot, letter, promoting);
        }
    }
    let white: String = slots.iter().collect();
    let black = white.to_ascii_lowercase();
    format!("{white}{black}")
}

/// XBoard pairs each of its first eleven types with the type eleven later,
/// a shogi-style promotion's partner.
const PROMOTED_OFFSET: usize = 11;

/// Whether the table's `slot` is free for a piece, and for one that
/// promotes in place also its partner eleven types on.
fn is_free(slots: &[char; TABLE_TYPES + 1], slot: usize, promotes_in_place: bool) -> bool {
    slots[slot] == '.' && (!promotes_in_place || slot < PROMOTED_OFFSET && slots[slot + PROMOTED_OFFSET] == '.')
}

/// Puts `letter` on the table's `slot`, and `+` on its partner's when the
/// piece promotes in place.
fn place(slots: &mut [char; TABLE_TYPES + 1], slot: usize, letter: char, promotes_in_place: bool) {
    slots[slot] = letter;
    if promotes_in_place {
        slots[slot + PROMOTED_OFFSET] = '+';
    }
}

/// Whether a piece of type `kind` is shown by its own letter: every type
/// but one reached only by promoting in place (shogi's Dragon Horse, shown
/// `+B`) and absent from the start position.
fn shown_by_letter(rules: &Rules, kind: usize) -> bool {
    let is_promoted_form = (0..rules.piece_types().len()).any(|base| rules.promoted_type(base) == Some(kind));
    let letter = rules.piece_types()[kind].letter().to_ascii_uppercase();
    let start_board = rules.start_fen().split_whitespace().next().unwrap_or_default();
    !is_promoted_form || start_board.chars().any(|c| c.to_ascii_uppercase() == letter)
}

/// The `setup` and `piece` commands of an engine-defined variant: the
/// table, the board with its holdings and parent variant, the start
/// position; then each piece's moves, a piece that promotes in place also
/// as its promoted form (`piece +P& …`).
pub fn definition(rules: &Arc<Rules>) -> Vec<String> {
    let table = piece_to_char_table(rules);
    let holdings = if rules.has_pieces_in_hand() { slot_letters(&table).len() } else { 0 };
    let mut lines = vec![format!(
        "setup ({table}) {}x{}+{holdings}_{} {}",
        rules.files(),
        rules.ranks(),
        parent_variant(rules),
        rules.start_fen()
    )];
    let start = VariantGame::new(Arc::clone(rules)).ok();
    // Castling rights (`KQkq`, files): a shogi FEN has no such field (`w 0 1`).
    let castles =
        rules.start_fen().split_whitespace().nth(2).is_some_and(|field| field.chars().any(|c| c.is_ascii_alphabetic()));
    let types = rules.piece_types();
    for (kind, piece) in types.iter().enumerate() {
        let mut betza = piece.betza().to_string();
        if piece.is_pawn() && start.as_ref().is_some_and(double_steps) {
            betza.push_str("ifmnD");
        }
        if rules.royal_type() == Some(kind) && castles {
            // The King moves this many files when castling (two in chess,
            // three in Capablanca chess).
            betza.push_str(&format!("O{}", (rules.files().saturating_sub(4) / 2).max(1)));
        }
        if shown_by_letter(rules, kind) {
            lines.push(format!("piece {}& {betza}", piece.letter().to_ascii_uppercase()));
        }
        for base in (0..types.len()).filter(|&base| rules.promoted_type(base) == Some(kind)) {
            lines.push(format!("piece +{}& {}", types[base].letter().to_ascii_uppercase(), piece.betza()));
        }
    }
    lines
}

/// Whether a pawn of the start position may step two squares.
fn double_steps(start: &VariantGame) -> bool {
    start.legal_moves().iter().any(|mv| {
        let ((_, from), (_, to)) = (mv.from_coords(), mv.to_coords());
        start.piece_at(mv.from_coords().0, from).is_some_and(|piece| start.rules().piece_types()[piece.kind].is_pawn())
            && from.abs_diff(to) == 2
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(name: &str) -> Arc<Rules> {
        boardkit_variant::variant(name).expect("bundled")
    }

    #[test]
    fn ranks_count_from_zero_on_boards_of_ten_ranks() {
        assert_eq!(square_text(0, 0, 8), "a1");
        assert_eq!(square_text(0, 0, 10), "a0");
        assert_eq!(square_text(9, 9, 10), "j9");
        assert_eq!(square_text(0, 11, 12), "a11");
        assert_eq!(parse_square_prefix("j9", 10, 10), Some(((9, 9), 2)));
        assert_eq!(parse_square_prefix("a11", 12, 12), Some(((0, 11), 3)));
        // No rank 10 on a ten-rank board: `a1`, and `0` is left over.
        assert_eq!(parse_square_prefix("a10", 8, 10), Some(((0, 1), 2)));
        assert_eq!(parse_square_prefix("a1a2", 8, 8), Some(((0, 0), 2)));
        assert_eq!(parse_square_prefix("a0", 8, 8), None);
        assert_eq!(parse_square_prefix("i1", 8, 8), None);
    }

    #[test]
    fn names_map_to_xboards() {
        assert!(matches!(choice("normal"), Some(Choice::Variant(r)) if r.name() == "chess"));
        assert!(matches!(choice("scirocco"), Some(Choice::Scirocco)));
        assert!(matches!(choice("kingofthehill"), Some(Choice::Variant(_))));
        assert!(choice("xiangqi").is_none());
        let names = announced_names(&[]);
        assert_eq!(names.len(), Variants::bundled().iter().filter(|rules| playable_in_xboard(rules)).count());
        for unplayable in ["shouse", "duck", "amazons", "sciroccofile"] {
            assert!(choice(unplayable).is_none(), "{unplayable}");
            assert!(!names.contains(&unplayable.to_string()), "{unplayable}");
        }
        assert!(names.contains(&"normal".to_string()) && !names.contains(&"chess".to_string()));
        for known in ["crazyhouse", "shogi", "seirawan", "atomic"] {
            assert!(known_to_xboard(known) && matches!(choice(known), Some(Choice::Variant(_))), "{known}");
        }
    }

    #[test]
    fn holdings_come_with_their_parent_variant() {
        let lines = definition(&rules("loop"));
        assert_eq!(
            lines[0],
            "setup (PNBRQ................Kpnbrq................k) 8x8+5_crazyhouse \
             rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
        );
        assert!(definition(&rules("capahouse"))[0].contains(" 10x8+7_crazyhouse "));
        assert!(definition(&rules("nocheckatomic"))[0].contains(" 8x8+0_atomic "));
        assert_eq!(parent_variant(&rules("seirawan")), "seirawan");
    }

    #[test]
    fn pieces_that_promote_in_place_are_shown_as_their_promoted_form() {
        // Minishogi's own table names its pieces; the promoted forms are `+`.
        let minishogi = rules("minishogi");
        let lines = definition(&minishogi);
        assert!(
            lines[0].starts_with("setup (P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k) 5x5+5_shogi rbsgk/4p/5/P4/KGSBR[-]")
        );
        let betza = |letter: char| {
            minishogi.piece_types().iter().find(|piece| piece.letter() == letter).expect("a piece").betza().to_string()
        };
        // The Dragon Horse has no letter of its own in XBoard: it is the promoted Bishop.
        assert!(lines.contains(&format!("piece +B& {}", betza('H'))), "{lines:?}");
        assert!(lines.contains(&format!("piece +P& {}", betza('G'))), "{lines:?}");
        assert!(!lines.iter().any(|line| line.starts_with("piece H&")), "{lines:?}");
        assert!(lines.contains(&"piece K& K".to_string()), "no castling: {lines:?}");
        // XBoard's FEN of the start reads back (no en passant field).
        let start = VariantGame::parse_position(&minishogi, "rbsgk/4p/5/P4/KGSBR[-] w 0 1").expect("the start");
        assert_eq!(start.fen(), VariantGame::new(Arc::clone(&minishogi)).expect("the start").fen());
        // A table built for shogi's pieces pairs each promoting piece with a `+` eleven types on.
        let table = piece_to_char_table(&rules("shogi"));
        let white: Vec<char> = table.chars().take(table.len() / 2).collect();
        for letter in ['P', 'S', 'B', 'R', 'L', 'N'] {
            let slot = white.iter().position(|&c| c == letter).unwrap_or_else(|| panic!("{letter} in {table}"));
            assert!(slot < PROMOTED_OFFSET && white[slot + PROMOTED_OFFSET] == '+', "{letter} in {table}");
        }
        assert!(white.contains(&'G') && !white.contains(&'H') && !white.contains(&'D'), "{table}");
    }

    #[test]
    fn drops_and_gating_are_written_as_xboard_writes_them() {
        let game = |name: &str, fen: &str| VariantGame::from_fen(rules(name), fen).expect("a position");
        let crazyhouse = game("crazyhouse", "rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Pp] b KQkq - 0 2");
        let drop = crazyhouse.parse_move("P@e4").expect("Black drops a pawn");
        assert_eq!((drop.dropped_piece(), crazyhouse.move_text(&drop)), (Some('P'), "P@e4".to_string()));
        assert_eq!(crazyhouse.parse_move("p@e4"), Some(drop), "either case");
        assert!(crazyhouse.looks_like_move("P@e4") && !crazyhouse.looks_like_move("P@z9"));
        // Black's pawn is held in Black's column, slot 0 from the top.
        let place = crazyhouse.parse_square("_8").expect("Black's holdings");
        assert_eq!(place, Place::Hand(Colour::Black, 0));
        let marks = crazyhouse.lift(place);
        assert_eq!(marks.matches('Y').count(), drop_targets(&crazyhouse, 'P').len());
        assert_eq!(crazyhouse.lift(Place::Hand(Colour::White, 0)), "highlight 8/8/8/8/8/8/8/8", "not White's turn");
        let seirawan = rules("seirawan");
        let start = VariantGame::new(Arc::clone(&seirawan)).expect("the start");
        let gate = start.parse_move("b1c3h").expect("a gating move");
        assert_eq!(gate.gating_coords(), Some((1, 0)));
        let castling = "r3k2r/8/8/8/8/8/8/R3K2R[HEhe] w KQkq - 0 1";
        let castling = VariantGame::from_fen(seirawan, castling).expect("a position");
        assert!(castling.parse_move("h1e1h").is_some() && castling.parse_move("e1g1e").is_some());
        // XBoard's S-Chess FEN names the gates in its own order.
        let board = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[HEhe] w";
        let xboard = VariantGame::parse_position(&rules("seirawan"), &format!("{board} KGFDCBQkgfdcbq - 4 1"));
        let fsf = VariantGame::parse_position(&rules("seirawan"), &format!("{board} KQBCDFGkqbcdfg - 4 1"));
        assert_eq!(xboard.expect("XBoard's FEN").fen(), fsf.expect("Fairy-Stockfish's FEN").fen());
        // Ten ranks: XBoard's ranks count from 0 in drops too.
        let tall = boardkit_variant::Variants::parse(
            "[tallhouse:seirawan]\nmaxRank = 10\npieceDrops = true\ncapturesToHand = true\n\
             startFen = rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR[HEPhep] w KQBCDFGkqbcdfg - 0 1\n",
        )
        .expect("a variants file");
        let tall = VariantGame::new(Arc::clone(tall.get("tallhouse").expect("its section"))).expect("its start");
        let text =
            |uci: &str| tall.move_text(&tall.legal_moves().into_iter().find(|mv| mv.to_string() == uci).expect(uci));
        assert_eq!(text("P@e5"), "P@e4");
        assert_eq!(text("b1c3h"), "b0c2h");
        assert_eq!(start.move_text(&gate), "b1c3h");
    }

    #[test]
    fn tables_name_every_piece() {
        assert_eq!(piece_to_char_table(&rules("capablanca")), "PNBRQ..AC............Kpnbrq..ac............k");
        // Custom chess inherits chess's table, which lacks its wildebeest.
        let table = piece_to_char_table(&rules("customchess"));
        for letter in ['P', 'N', 'B', 'R', 'W', 'K'] {
            assert!(table[..table.len() / 2].contains(letter), "{letter} in {table}");
        }
        assert!(table.ends_with('k') && table.len() == 2 * (TABLE_TYPES + 1), "{table}");
    }

    #[test]
    fn an_engine_defined_variant_is_set_up_with_its_pieces() {
        let lines = definition(&rules("kingofthehill"));
        assert_eq!(
            lines[0],
            "setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy \
             rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert!(lines.contains(&"piece P& fmWfcFifmnD".to_string()), "{lines:?}");
        assert!(lines.contains(&"piece K& KO2".to_string()), "{lines:?}");
        assert_eq!(lines.len(), 7);
    }
}
