//! Small games for testing the searches on every kind of turn. The main
//! one, `Pile`: a pile of counters; the player to move takes 1–3; after
//! every take a coin (weights 1 and 2) may add 0 or 1 counters when `coins`
//! is set. Whoever takes the last counter wins; the seats take turns among
//! `players`. Also `Toss`, a bet on a coin, and `Corridor`, a long line of
//! single moves and coins.

use std::fmt;
use std::str::FromStr;

use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};

/// The state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pile {
    pub counters: u8,
    pub to_move: u8,
    pub players: u8,
    pub coins: bool,
    /// A coin is due.
    pub coin_due: bool,
    pub last: u8,
}

impl Pile {
    pub fn new(counters: u8, players: u8, coins: bool) -> Pile {
        Pile { counters, to_move: 0, players, coins, coin_due: false, last: 0 }
    }
}

/// The play error of the test games: the move that was not legal.
#[derive(Debug, thiserror::Error)]
#[error("illegal move {0}")]
pub struct Illegal(pub u8);

/// The checked `play` of the toy games: refuses a move that
/// [`Game::is_legal`] refuses (the game unchanged), else plays it.
pub fn play_checked<G: Game<Move = u8, PlayError = Illegal>>(game: &mut G, mv: &u8) -> Result<(), Illegal> {
    if !game.is_legal(mv) {
        return Err(Illegal(*mv));
    }
    game.play_unchecked(mv);
    Ok(())
}

/// The text of a test game whose state is the line of moves played (each
/// 0–9): `line 0123`.
pub fn write_line(f: &mut fmt::Formatter<'_>, line: &[u8]) -> fmt::Result {
    f.write_str("line ")?;
    line.iter().try_for_each(|mv| write!(f, "{mv}"))
}

/// Reads [`write_line`]'s text.
pub fn parse_line(text: &str) -> Result<Vec<u8>, String> {
    let digits = text.strip_prefix("line ").ok_or("a line")?;
    let line = digits.bytes().map(|b| if b.is_ascii_digit() { Ok(b - b'0') } else { Err("a digit") });
    Ok(line.collect::<Result<_, _>>()?)
}

/// The position hash of such a game: FNV-1a over the moves, seeded by the
/// line's length.
pub fn line_hash(line: &[u8]) -> u64 {
    let start = 0xcbf2_9ce4_8422_2325_u64 ^ line.len() as u64;
    line.iter().fold(start, |h, mv| (h ^ u64::from(*mv)).wrapping_mul(0x0100_0000_01b3))
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {} {} {} {}", self.counters, self.to_move, self.players, self.coins, self.coin_due, self.last)
    }
}

impl FromStr for Pile {
    type Err = String;
    fn from_str(text: &str) -> Result<Pile, String> {
        let parts: Vec<&str> = text.split(' ').collect();
        let [counters, to_move, players, coins, coin_due, last] = parts.as_slice() else {
            return Err("six fields".into());
        };
        let number = |s: &str| s.parse::<u8>().map_err(|e| e.to_string());
        let flag = |s: &str| s.parse::<bool>().map_err(|e| e.to_string());
        Ok(Pile {
            counters: number(counters)?,
            to_move: number(to_move)?,
            players: number(players)?,
            coins: flag(coins)?,
            coin_due: flag(coin_due)?,
            last: number(last)?,
        })
    }
}

impl Game for Pile {
    type Player = u8;
    /// 1–3: take that many; 10/11: the coin adds 0/1.
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        (0..self.players).collect()
    }
    fn turn(&self) -> Turn<u8> {
        if self.counters == 0 {
            Turn::Over
        } else if self.coin_due {
            Turn::Chance
        } else {
            Turn::Player(self.to_move)
        }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        match self.turn() {
            Turn::Over => {}
            Turn::Chance => moves.extend([10, 11]),
            Turn::Player(_) => moves.extend(1..=self.counters.min(3)),
        }
    }
    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(u8, u32)>) {
        outcomes.clear();
        if self.turn() == Turn::Chance {
            outcomes.extend([(10, 1), (11, 2)]);
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        play_checked(self, mv)
    }
    fn play_unchecked(&mut self, mv: &u8) {
        if self.coin_due {
            self.counters += mv - 10;
            self.coin_due = false;
        } else {
            self.counters -= mv;
            self.last = self.to_move;
            self.to_move = (self.to_move + 1) % self.players;
            self.coin_due = self.coins && self.counters > 0;
        }
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        (self.counters == 0).then(|| Outcome { verdict: Verdict::Win(self.last), reason: "took the last counter" })
    }
    fn is_legal(&self, mv: &u8) -> bool {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves.contains(mv)
    }
    fn position_hash(&self) -> u64 {
        let fields =
            [self.counters, self.to_move, self.players, u8::from(self.coins), u8::from(self.coin_due), self.last];
        fields.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3))
    }
}

/// A bet on a coin, for a chance outcome that ends the game: seat 0 calls
/// heads (1) or tails (2), then the coin falls, heads (11, weight 1) or
/// tails (12, weight 3); seat 0 wins if it called it, seat 1 otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Toss {
    pub call: Option<u8>,
    pub fell: Option<u8>,
}

impl fmt::Display for Toss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.call.unwrap_or(0), self.fell.unwrap_or(0))
    }
}

impl FromStr for Toss {
    type Err = String;
    fn from_str(text: &str) -> Result<Toss, String> {
        let (call, fell) = text.split_once(' ').ok_or("two fields")?;
        let field = |s: &str| s.parse::<u8>().map(|n| (n != 0).then_some(n)).map_err(|e| e.to_string());
        Ok(Toss { call: field(call)?, fell: field(fell)? })
    }
}

impl Game for Toss {
    type Player = u8;
    /// 1/2: call heads/tails; 11/12: the coin falls heads/tails.
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }
    fn turn(&self) -> Turn<u8> {
        match (self.call, self.fell) {
            (_, Some(_)) => Turn::Over,
            (Some(_), None) => Turn::Chance,
            (None, None) => Turn::Player(0),
        }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        match self.turn() {
            Turn::Over => {}
            Turn::Chance => moves.extend([11, 12]),
            Turn::Player(_) => moves.extend([1, 2]),
        }
    }
    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(u8, u32)>) {
        outcomes.clear();
        if self.turn() == Turn::Chance {
            outcomes.extend([(11, 1), (12, 3)]);
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        play_checked(self, mv)
    }
    fn play_unchecked(&mut self, mv: &u8) {
        if self.call.is_none() {
            self.call = Some(*mv);
        } else {
            self.fell = Some(mv - 10);
        }
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        let fell = self.fell?;
        let winner = if Some(fell) == self.call { 0 } else { 1 };
        Some(Outcome { verdict: Verdict::Win(winner), reason: "the coin fell" })
    }
    fn is_legal(&self, mv: &u8) -> bool {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves.contains(mv)
    }
    fn position_hash(&self) -> u64 {
        u64::from(self.call.unwrap_or(0)) << 8 | u64::from(self.fell.unwrap_or(0))
    }
}

/// A long corridor: at the start two moves (1 or 2), then one move a turn,
/// each followed by a coin with one outcome (weight 1, or 0 for a game that
/// breaks the contract); two players; never over within a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Corridor {
    pub moves: u32,
    pub coins: u32,
    pub coin_due: bool,
    pub weight: u32,
}

impl fmt::Display for Corridor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {} {}", self.moves, self.coins, self.coin_due, self.weight)
    }
}

impl FromStr for Corridor {
    type Err = String;
    fn from_str(text: &str) -> Result<Corridor, String> {
        let parts: Vec<&str> = text.split(' ').collect();
        let [moves, coins, coin_due, weight] = parts.as_slice() else { return Err("four fields".into()) };
        let number = |s: &str| s.parse::<u32>().map_err(|e| e.to_string());
        Ok(Corridor {
            moves: number(moves)?,
            coins: number(coins)?,
            coin_due: coin_due.parse().map_err(|e: std::str::ParseBoolError| e.to_string())?,
            weight: number(weight)?,
        })
    }
}

impl Game for Corridor {
    type Player = u8;
    type Move = u8;
    type Reason = &'static str;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }
    fn turn(&self) -> Turn<u8> {
        if self.coin_due { Turn::Chance } else { Turn::Player((self.moves % 2) as u8) }
    }
    fn generate_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        match self.turn() {
            Turn::Chance => moves.push(0),
            _ if self.moves == 0 => moves.extend([1, 2]),
            _ => moves.push(1),
        }
    }
    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(u8, u32)>) {
        outcomes.clear();
        if self.coin_due {
            outcomes.push((0, self.weight));
        }
    }
    fn play(&mut self, mv: &u8) -> Result<(), Illegal> {
        play_checked(self, mv)
    }
    fn play_unchecked(&mut self, _: &u8) {
        if self.coin_due {
            self.coins += 1;
        } else {
            self.moves += 1;
        }
        self.coin_due = !self.coin_due;
    }
    fn outcome(&self) -> Option<Outcome<u8, &'static str>> {
        None
    }
    fn position_hash(&self) -> u64 {
        let fields = [u64::from(self.moves), u64::from(self.coins), u64::from(self.coin_due), u64::from(self.weight)];
        fields.iter().fold(0xcbf2_9ce4_8422_2325, |h, field| (h ^ field).wrapping_mul(0x0100_0000_01b3))
    }
}
