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
//! (`e5e6,e6e7`).

use std::sync::Arc;

use boardkit_core::{Game, Verdict};
use boardkit_players::Strength;
use boardkit_search::AlphaBeta;
use boardkit_variant::{Colour, Move, Rules, VariantGame, Variants};

use crate::game::{AnyReport, Choice, ProtocolGame, Settings, score_text};
use crate::search::Report;

/// The bundled variants XBoard knows by name: (XBoard's name, the bundled
/// variant's name).
pub const XBOARD_NAMES: [(&str, &str); 11] = [
    ("normal", "chess"),
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

/// Whether the engine can play the variant with XBoard: not yet the
/// variants with pieces in hand (drops, gating: neither the moves nor the
/// holdings are written in this front end's notation), with walls (XBoard
/// has no notation for a move that places one), whose captures explode or
/// petrify (XBoard would draw the board without the effect), or with
/// pieces written `+x` with no letter of their own (a `piece` command
/// names a piece by its letter).
pub fn playable_in_xboard(rules: &Rules) -> bool {
    !rules.has_pieces_in_hand()
        && !rules.places_walls()
        && !rules.has_capture_effects()
        && !rules.piece_types().iter().any(|piece| piece.is_promoted_only())
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
    type Square = (u8, u8);
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
        let (from, to) = (name(mv.from_coords()), name(mv.to_coords()));
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
        if let Some(ep) = fields.get_mut(3)
            && ep != "-"
        {
            match parse_square_prefix(ep, setup.files(), setup.ranks()) {
                Some(((file, rank), used)) if used == ep.len() => *ep = boardkit_variant::square_name(file, rank),
                _ => return Err(format!("the en passant square `{ep}` is not a square of the board")),
            }
        }
        VariantGame::from_fen(Arc::clone(setup), &fields.join(" ")).map_err(|error| error.to_string())
    }

    fn parse_square(&self, text: &str) -> Option<(u8, u8)> {
        let rules = self.rules();
        match parse_square_prefix(text, rules.files(), rules.ranks()) {
            Some((square, used)) if used == text.len() => Some(square),
            _ => None,
        }
    }

    fn lift(&self, from: (u8, u8)) -> String {
        let moves = moves_from(self, from);
        let mut marks = Marks::new(self.rules());
        for mv in &moves {
            match mv.via_coords() {
                Some(via) => marks.mark(via, 'C'),
                None => marks.mark(mv.to_coords(), destination_colour(&moves, mv)),
            }
        }
        marks.command()
    }

    fn is_first_leg(&self, from: (u8, u8), square: (u8, u8)) -> bool {
        moves_from(self, from).iter().any(|mv| mv.via_coords() == Some(square))
    }

    fn put(&self, _: (u8, u8), _: (u8, u8)) -> Option<String> {
        // XBoard asks for the promotion piece itself.
        None
    }

    fn second_legs(&self, from: (u8, u8), victim: (u8, u8)) -> String {
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
    game.legal_moves().into_iter().filter(|mv| mv.from_coords() == from).collect()
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
/// every piece of the variant, else one built from the pieces: each on
/// the XBoard type of its option (the Pawn on the Pawn, …), the others
/// (custom pieces) on free types, the royal piece on the King.
pub fn piece_to_char_table(rules: &Rules) -> String {
    let given = rules.piece_to_char_table();
    let letters: Vec<char> = rules.piece_types().iter().map(|piece| piece.letter().to_ascii_uppercase()).collect();
    let white_half = given.get(..given.len() / 2).unwrap_or_default();
    if given != "-" && letters.iter().all(|letter| white_half.contains(*letter)) {
        return given.to_string();
    }
    let mut slots = ['.'; TABLE_TYPES + 1];
    let mut unplaced = Vec::new();
    for (kind, piece) in rules.piece_types().iter().enumerate() {
        let letter = piece.letter().to_ascii_uppercase();
        let slot = if rules.royal_type() == Some(kind) {
            Some(TABLE_TYPES)
        } else {
            XBOARD_TYPE_OF_OPTION.iter().find(|(option, _)| *option == piece.name()).map(|&(_, slot)| slot)
        };
        match slot {
            Some(slot) if slots[slot] == '.' => slots[slot] = letter,
            _ => unplaced.push(letter),
        }
    }
    // Custom pieces on the types after the Man first (pictures no
    // standard piece uses), then on any free one.
    for letter in unplaced {
        let free = (11..TABLE_TYPES).chain(0..11).find(|&slot| slots[slot] == '.');
        if let Some(slot) = free {
            slots[slot] = letter;
        }
    }
    let white: String = slots.iter().collect();
    let black = white.to_ascii_lowercase();
    format!("{white}{black}")
}

/// The `setup` and `piece` commands of an engine-defined variant.
pub fn definition(rules: &Arc<Rules>) -> Vec<String> {
    let pockets = 0;
    let mut lines = vec![format!(
        "setup ({}) {}x{}+{pockets}_fairy {}",
        piece_to_char_table(rules),
        rules.files(),
        rules.ranks(),
        rules.start_fen()
    )];
    let start = VariantGame::new(Arc::clone(rules)).ok();
    let castles = rules.start_fen().split_whitespace().nth(2).is_some_and(|field| field != "-");
    for (kind, piece) in rules.piece_types().iter().enumerate() {
        let mut betza = piece.betza().to_string();
        if piece.is_pawn() && start.as_ref().is_some_and(double_steps) {
            betza.push_str("ifmnD");
        }
        if rules.royal_type() == Some(kind) && castles {
            // The King moves this many files when castling (two in chess,
            // three in Capablanca chess).
            betza.push_str(&format!("O{}", (rules.files().saturating_sub(4) / 2).max(1)));
        }
        lines.push(format!("piece {}& {betza}", piece.letter().to_ascii_uppercase()));
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
        for unplayable in ["crazyhouse", "seirawan", "duck", "amazons", "atomic", "sciroccofile"] {
            assert!(choice(unplayable).is_none(), "{unplayable}");
            assert!(!names.contains(&unplayable.to_string()), "{unplayable}");
        }
        assert!(names.contains(&"normal".to_string()) && !names.contains(&"chess".to_string()));
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
