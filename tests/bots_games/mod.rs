//! Tiny games for testing the bots: tic-tac-toe, Nim (with an optional
//! extra-turn rule, so that turns do not simply alternate), a dice race for
//! two or three players, and a one-shot lottery that tests chance weights.

#![allow(dead_code, unreachable_pub)]

use std::fmt;
use std::str::FromStr;

use std::hash::{DefaultHasher, Hash, Hasher};

use boardkit::core::{Game, Outcome, PlayerList, Turn, Verdict};

/// The position hash of a toy game: a hash of its text, which is complete,
/// so equal states hash equal (toys need no incremental Zobrist hash).
fn text_hash(state: &impl fmt::Display) -> u64 {
    let mut hasher = DefaultHasher::new();
    state.to_string().hash(&mut hasher);
    hasher.finish()
}

/// The error of every toy game: the move text, or the state text, was not
/// accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub String);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "refused: {}", self.0)
    }
}

impl std::error::Error for Refused {}

/// Why a toy game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Line,
    Full,
    LastStone,
    Goal,
    Drawn,
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            End::Line => "three in a row",
            End::Full => "board full",
            End::LastStone => "took the last stone",
            End::Goal => "reached the goal",
            End::Drawn => "lottery drawn",
        })
    }
}

fn win(player: u8, reason: End) -> Outcome<u8, End> {
    Outcome { verdict: Verdict::Win(player), reason }
}

// ---------------------------------------------------------------- tic-tac-toe

/// Tic-tac-toe: player 0 is X, player 1 is O; a move is a cell 0..9, row by
/// row. Text: nine of `x`, `o`, `.`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TicTacToe {
    pub cells: [Option<u8>; 9],
}

const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

impl TicTacToe {
    pub fn line_owner(&self) -> Option<u8> {
        LINES.iter().find_map(|line| {
            let first = self.cells[line[0]]?;
            line.iter().all(|&c| self.cells[c] == Some(first)).then_some(first)
        })
    }

    fn to_move(&self) -> u8 {
        (self.cells.iter().flatten().count() % 2) as u8
    }
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in self.cells {
            f.write_str(match cell {
                Some(0) => "x",
                Some(_) => "o",
                None => ".",
            })?;
        }
        Ok(())
    }
}

impl FromStr for TicTacToe {
    type Err = Refused;
    fn from_str(s: &str) -> Result<TicTacToe, Refused> {
        let mut game = TicTacToe::default();
        if s.chars().count() != 9 {
            return Err(Refused(s.to_string()));
        }
        for (cell, ch) in game.cells.iter_mut().zip(s.chars()) {
            *cell = match ch {
                'x' => Some(0),
                'o' => Some(1),
                '.' => None,
                _ => return Err(Refused(s.to_string())),
            };
        }
        Ok(game)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell(pub usize);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Cell {
    type Err = Refused;
    fn from_str(s: &str) -> Result<Cell, Refused> {
        s.parse().ok().filter(|&c| c < 9).map(Cell).ok_or_else(|| Refused(s.to_string()))
    }
}

impl Game for TicTacToe {
    type Player = u8;
    type Move = Cell;
    type Reason = End;
    type PlayError = Refused;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }

    fn turn(&self) -> Turn<u8> {
        if self.outcome().is_some() { Turn::Over } else { Turn::Player(self.to_move()) }
    }

    fn generate_moves(&self, moves: &mut Vec<Cell>) {
        moves.clear();
        if self.outcome().is_none() {
            moves.extend((0..9).filter(|&c| self.cells[c].is_none()).map(Cell));
        }
    }

    fn play(&mut self, mv: &Cell) -> Result<(), Refused> {
        if !self.is_legal(mv) {
            return Err(Refused(mv.to_string()));
        }
        self.cells[mv.0] = Some(self.to_move());
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Cell) {
        let played = self.play(mv);
        debug_assert!(played.is_ok(), "{mv} is not legal here");
    }

    fn position_hash(&self) -> u64 {
        text_hash(self)
    }

    /// A move that completes a line (what the bots' quiescence test
    /// searches past the horizon).
    fn is_tactical(&self, mv: &Cell) -> bool {
        let mut after = self.clone();
        after.play(mv).is_ok() && after.line_owner().is_some()
    }

    fn outcome(&self) -> Option<Outcome<u8, End>> {
        match self.line_owner() {
            Some(owner) => Some(win(owner, End::Line)),
            None if self.cells.iter().all(Option::is_some) => {
                Some(Outcome { verdict: Verdict::Draw, reason: End::Full })
            }
            None => None,
        }
    }
}

// ------------------------------------------------------------------------ Nim

/// Nim: take one or more stones from one heap; whoever takes the last stone
/// wins. With `extra_turn`, emptying a heap (but not the last) earns
/// another move, so a player may move several times in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    pub heaps: Vec<u8>,
    pub to_move: u8,
    pub extra_turn: bool,
    pub winner: Option<u8>,
}

impl Nim {
    pub fn new(heaps: &[u8], extra_turn: bool) -> Nim {
        Nim { heaps: heaps.to_vec(), to_move: 0, extra_turn, winner: None }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take {
    pub heap: usize,
    pub stones: u8,
}

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.heap, self.stones)
    }
}

impl FromStr for Take {
    type Err = Refused;
    fn from_str(s: &str) -> Result<Take, Refused> {
        let bad = || Refused(s.to_string());
        let (heap, stones) = s.split_once(':').ok_or_else(bad)?;
        Ok(Take { heap: heap.parse().map_err(|_| bad())?, stones: stones.parse().map_err(|_| bad())? })
    }
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heaps: Vec<String> = self.heaps.iter().map(u8::to_string).collect();
        write!(f, "{} p{} {}", heaps.join(","), self.to_move, if self.extra_turn { "extra" } else { "plain" })?;
        if let Some(winner) = self.winner {
            write!(f, " w{winner}")?;
        }
        Ok(())
    }
}

impl FromStr for Nim {
    type Err = Refused;
    fn from_str(s: &str) -> Result<Nim, Refused> {
        let bad = || Refused(s.to_string());
        let parts: Vec<&str> = s.split(' ').collect();
        let heaps = parts
            .first()
            .ok_or_else(bad)?
            .split(',')
            .map(|h| h.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        let to_move =
            parts.get(1).and_then(|p| p.strip_prefix('p')?.parse().ok()).filter(|&p| p < 2).ok_or_else(bad)?;
        let extra_turn = match parts.get(2) {
            Some(&"extra") => true,
            Some(&"plain") => false,
            _ => return Err(bad()),
        };
        let winner = match parts.get(3) {
            Some(w) => Some(w.strip_prefix('w').and_then(|w| w.parse().ok()).filter(|&w| w < 2).ok_or_else(bad)?),
            None => None,
        };
        Ok(Nim { heaps, to_move, extra_turn, winner })
    }
}

impl Game for Nim {
    type Player = u8;
    type Move = Take;
    type Reason = End;
    type PlayError = Refused;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }

    fn turn(&self) -> Turn<u8> {
        if self.winner.is_some() { Turn::Over } else { Turn::Player(self.to_move) }
    }

    fn generate_moves(&self, moves: &mut Vec<Take>) {
        moves.clear();
        if self.winner.is_some() {
            return;
        }
        for (heap, &size) in self.heaps.iter().enumerate() {
            moves.extend((1..=size).map(|stones| Take { heap, stones }));
        }
    }

    fn play(&mut self, mv: &Take) -> Result<(), Refused> {
        if !self.is_legal(mv) {
            return Err(Refused(mv.to_string()));
        }
        self.heaps[mv.heap] -= mv.stones;
        if self.heaps.iter().all(|&h| h == 0) {
            self.winner = Some(self.to_move);
        } else if !(self.extra_turn && self.heaps[mv.heap] == 0) {
            self.to_move = 1 - self.to_move;
        }
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Take) {
        let played = self.play(mv);
        debug_assert!(played.is_ok(), "{mv} is not legal here");
    }

    fn position_hash(&self) -> u64 {
        text_hash(self)
    }

    fn outcome(&self) -> Option<Outcome<u8, End>> {
        self.winner.map(|w| win(w, End::LastStone))
    }
}

// ------------------------------------------------------------------ dice duel

/// Dice Duel, for 2 or 3 players racing to square [`GOAL`]: each turn a
/// fair six-sided die is thrown, then the player either runs (advances by
/// the throw, stopping at the goal), hits another player (sends them back
/// by the throw, not below 0) or rests. The first to reach the goal wins;
/// the score is the square reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceDuel {
    pub squares: Vec<u8>,
    pub to_move: u8,
    pub throw: Option<u8>,
}

pub const GOAL: u8 = 20;

impl DiceDuel {
    pub fn new(players: u8) -> DiceDuel {
        DiceDuel { squares: vec![0; usize::from(players)], to_move: 0, throw: None }
    }

    fn winner(&self) -> Option<u8> {
        self.squares.iter().position(|&s| s >= GOAL).map(|p| p as u8)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DuelMove {
    Throw(u8),
    Run,
    Hit(u8),
    Rest,
}

impl fmt::Display for DuelMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelMove::Throw(n) => write!(f, "throw {n}"),
            DuelMove::Run => f.write_str("run"),
            DuelMove::Hit(p) => write!(f, "hit {p}"),
            DuelMove::Rest => f.write_str("rest"),
        }
    }
}

impl FromStr for DuelMove {
    type Err = Refused;
    fn from_str(s: &str) -> Result<DuelMove, Refused> {
        let bad = || Refused(s.to_string());
        match s.split_once(' ') {
            None if s == "run" => Ok(DuelMove::Run),
            None if s == "rest" => Ok(DuelMove::Rest),
            Some(("throw", n)) => n.parse().map(DuelMove::Throw).map_err(|_| bad()),
            Some(("hit", p)) => p.parse().map(DuelMove::Hit).map_err(|_| bad()),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for DiceDuel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let squares: Vec<String> = self.squares.iter().map(u8::to_string).collect();
        write!(f, "{} p{}", squares.join(","), self.to_move)?;
        if let Some(throw) = self.throw {
            write!(f, " t{throw}")?;
        }
        Ok(())
    }
}

impl FromStr for DiceDuel {
    type Err = Refused;
    fn from_str(s: &str) -> Result<DiceDuel, Refused> {
        let bad = || Refused(s.to_string());
        let parts: Vec<&str> = s.split(' ').collect();
        let squares: Vec<u8> = parts
            .first()
            .ok_or_else(bad)?
            .split(',')
            .map(|h| h.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        let to_move = parts
            .get(1)
            .and_then(|p| p.strip_prefix('p')?.parse().ok())
            .filter(|&p: &u8| usize::from(p) < squares.len())
            .ok_or_else(bad)?;
        let throw = match parts.get(2) {
            Some(t) => Some(t.strip_prefix('t').and_then(|t| t.parse().ok()).ok_or_else(bad)?),
            None => None,
        };
        Ok(DiceDuel { squares, to_move, throw })
    }
}

impl Game for DiceDuel {
    type Player = u8;
    type Move = DuelMove;
    type Reason = End;
    type PlayError = Refused;

    fn players(&self) -> PlayerList<u8> {
        (0..self.squares.len() as u8).collect()
    }

    fn turn(&self) -> Turn<u8> {
        match (self.winner(), self.throw) {
            (Some(_), _) => Turn::Over,
            (None, None) => Turn::Chance,
            (None, Some(_)) => Turn::Player(self.to_move),
        }
    }

    fn generate_moves(&self, moves: &mut Vec<DuelMove>) {
        moves.clear();
        match self.turn() {
            Turn::Over => {}
            Turn::Chance => moves.extend(self.chance_outcomes().into_iter().map(|(mv, _)| mv)),
            Turn::Player(me) => {
                moves.push(DuelMove::Run);
                moves.extend((0..self.squares.len() as u8).filter(|&p| p != me).map(DuelMove::Hit));
                moves.push(DuelMove::Rest);
            }
        }
    }

    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(DuelMove, u32)>) {
        outcomes.clear();
        if self.turn() == Turn::Chance {
            outcomes.extend((1..=6).map(|n| (DuelMove::Throw(n), 1)));
        }
    }

    fn play(&mut self, mv: &DuelMove) -> Result<(), Refused> {
        if !self.is_legal(mv) {
            return Err(Refused(mv.to_string()));
        }
        let me = usize::from(self.to_move);
        let throw = self.throw.unwrap_or(0);
        match *mv {
            DuelMove::Throw(n) => {
                self.throw = Some(n);
                return Ok(());
            }
            DuelMove::Run => self.squares[me] = (self.squares[me] + throw).min(GOAL),
            DuelMove::Hit(p) => {
                let target = &mut self.squares[usize::from(p)];
                *target = target.saturating_sub(throw);
            }
            DuelMove::Rest => {}
        }
        self.throw = None;
        self.to_move = (self.to_move + 1) % self.squares.len() as u8;
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &DuelMove) {
        let played = self.play(mv);
        debug_assert!(played.is_ok(), "{mv} is not legal here");
    }

    fn position_hash(&self) -> u64 {
        text_hash(self)
    }

    fn outcome(&self) -> Option<Outcome<u8, End>> {
        self.winner().map(|w| win(w, End::Goal))
    }

    fn scores(&self) -> Option<PlayerList<i64>> {
        Some(self.squares.iter().map(|&s| i64::from(s)).collect())
    }
}

// -------------------------------------------------------------------- lottery

/// A one-shot lottery: player 0 picks a ticket, then a chance draw decides
/// whether player 0 or player 1 wins. Ticket `a` wins on two of three
/// outcomes, but those weigh 1 each against 3 for the loss (2 in 5); ticket
/// `b` wins on one outcome of weight 3 against two losses of weight 1 (3 in
/// 5). Counting outcomes instead of weighing them picks the wrong ticket.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Lottery {
    pub ticket: Option<char>,
    pub winner: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LotteryMove {
    Ticket(char),
    /// Draw number `n` of the ticket's outcomes.
    Draw(u8),
}

impl fmt::Display for LotteryMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LotteryMove::Ticket(t) => write!(f, "{t}"),
            LotteryMove::Draw(n) => write!(f, "{n}"),
        }
    }
}

impl FromStr for LotteryMove {
    type Err = Refused;
    fn from_str(s: &str) -> Result<LotteryMove, Refused> {
        match s {
            "a" => Ok(LotteryMove::Ticket('a')),
            "b" => Ok(LotteryMove::Ticket('b')),
            _ => s.parse().map(LotteryMove::Draw).map_err(|_| Refused(s.to_string())),
        }
    }
}

impl fmt::Display for Lottery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.ticket.unwrap_or('-'), self.winner.map_or('-', |w| char::from(b'0' + w)))
    }
}

impl FromStr for Lottery {
    type Err = Refused;
    fn from_str(s: &str) -> Result<Lottery, Refused> {
        let chars: Vec<char> = s.chars().collect();
        match chars.as_slice() {
            [t, w] => Ok(Lottery {
                ticket: (*t != '-').then_some(*t),
                winner: (*w != '-').then(|| w.to_digit(10).map(|d| d as u8)).flatten(),
            }),
            _ => Err(Refused(s.to_string())),
        }
    }
}

impl Lottery {
    /// The draws of a ticket: (who wins, weight).
    fn draws(ticket: char) -> [(u8, u32); 3] {
        match ticket {
            'a' => [(0, 1), (0, 1), (1, 3)],
            _ => [(0, 3), (1, 1), (1, 1)],
        }
    }
}

impl Game for Lottery {
    type Player = u8;
    type Move = LotteryMove;
    type Reason = End;
    type PlayError = Refused;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }

    fn turn(&self) -> Turn<u8> {
        match (self.ticket, self.winner) {
            (_, Some(_)) => Turn::Over,
            (Some(_), None) => Turn::Chance,
            (None, None) => Turn::Player(0),
        }
    }

    fn generate_moves(&self, moves: &mut Vec<LotteryMove>) {
        moves.clear();
        match self.turn() {
            Turn::Player(_) => moves.extend([LotteryMove::Ticket('a'), LotteryMove::Ticket('b')]),
            Turn::Chance => moves.extend(self.chance_outcomes().into_iter().map(|(mv, _)| mv)),
            Turn::Over => {}
        }
    }

    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(LotteryMove, u32)>) {
        outcomes.clear();
        if let (Some(ticket), None) = (self.ticket, self.winner) {
            for (n, (_, weight)) in Lottery::draws(ticket).iter().enumerate() {
                outcomes.push((LotteryMove::Draw(n as u8), *weight));
            }
        }
    }

    fn play(&mut self, mv: &LotteryMove) -> Result<(), Refused> {
        if !self.is_legal(mv) {
            return Err(Refused(mv.to_string()));
        }
        match (*mv, self.ticket) {
            (LotteryMove::Ticket(t), _) => self.ticket = Some(t),
            (LotteryMove::Draw(n), Some(t)) => self.winner = Lottery::draws(t).get(usize::from(n)).map(|d| d.0),
            (LotteryMove::Draw(_), None) => return Err(Refused(mv.to_string())),
        }
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &LotteryMove) {
        let played = self.play(mv);
        debug_assert!(played.is_ok(), "{mv} is not legal here");
    }

    fn position_hash(&self) -> u64 {
        text_hash(self)
    }

    fn outcome(&self) -> Option<Outcome<u8, End>> {
        self.winner.map(|w| win(w, End::Drawn))
    }
}
