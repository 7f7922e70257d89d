//! A tiny three-player dice game used only to test the core crate's tools,
//! with switches that break it in the ways the conformance kit must catch.
//!
//! Rules of "Toy Race": players 0, 1 and 2 take turns. A turn is a throw of a
//! three-sided die whose faces 1, 2, 3 have weights 1, 2, 1, then the player
//! either `take`s the thrown points or `pass`es. Whoever reaches 10 points
//! first wins; the score is the points.

#![allow(dead_code, unreachable_pub)]

use std::fmt;
use std::str::FromStr;

use boardkit_core::record::{MoveNumber, SetupError, Tags};
use boardkit_core::text::{GameText, TextError};
use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};

pub const TARGET: u8 = 10;

/// Ways to break the toy game on purpose: one for every rule the conformance
/// kit checks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Bug {
    #[default]
    None,
    /// `play` adds the points before checking that the move is legal.
    MutatesBeforeRejecting,
    /// The text form forgets the pending throw.
    LossyText,
    /// A finished game still lists `pass`.
    MovesAfterTheEnd,
    /// `pass` is listed but refused.
    RefusesListedPass,
    /// A throw of 3 is listed with weight 0.
    ZeroWeight,
    /// `take` is listed twice.
    DuplicateMove,
    /// Accepts `take` at a chance turn (an unlisted move).
    AcceptsUnlisted,
    /// Accepts the never-legal throw `roll 0` (a malformed move that parses).
    AcceptsMalformed,
    /// A clone is not equal to the original.
    CloneDiffers,
    /// The text form cannot be read back.
    UnparseableText,
    /// The text form writes the seat with a leading zero (`p01`): it reads
    /// back as the right state, whose text (`p1`) is not the same.
    NonCanonicalText,
    /// A throw of 4 is listed, whose text `roll 4` does not parse.
    UnparseableMove,
    /// The outcome names a winner who is not the top scorer.
    WrongWinner,
    /// A finished game reports no outcome.
    OverWithoutOutcome,
    /// The legal moves at a chance turn are the outcomes in another order.
    ChanceOrder,
    /// `is_legal` says yes to everything.
    IsLegalSaysYes,
    /// `is_legal` says no to `pass`, which is listed (and plays).
    IsLegalRefusesPass,
    /// `is_legal_cheaply` answers `Some(true)` to everything.
    CheapLegalitySaysYes,
    /// `is_legal_cheaply` answers `Some(false)` to `pass`, which is listed.
    CheapLegalityRefusesPass,
    /// `play` forgets to update the hash when a player passes: the hash
    /// drifts from the one computed from scratch.
    StaleHash,
    /// The hash includes a counter of plies, which equal states need not
    /// share: a state and its clone disagree.
    HashOfHistory,
    /// `play_unchecked` forgets to clear the throw after `take`.
    UncheckedDiffers,
    /// `generate_tactical_moves` lists `pass`, which `is_tactical` rejects.
    TacticalListsPass,
    /// `clone_from` forgets to copy the pending throw.
    CloneFromForgetsThrow,
    /// `generate_moves` appends without clearing the buffer.
    GenerateAppends,
    /// `pick_move` always picks the first move, whatever index it is given.
    PickIgnoresIndex,
    /// `pick_chance_outcome` draws as if every throw had weight 1.
    PickIgnoresWeights,
    /// `pick_move` offers one move more than the list has (and picks right).
    PickOffersTooMany,
    /// `pick_chance_outcome` offers a total weight one too large (and picks right).
    ChanceOffersTooMuch,
    /// `outcome()` names a winner at half the target, while the game goes on.
    EarlyOutcome,
    /// A house rule, kept correctly: the game also ends, drawn, when all three
    /// have the same points (more than 0).
    TieDraws,
    /// The same house rule, broken: the tie is scored a win for seat 0.
    TieWinsFirst,
    /// A fourth face, 5 (weight 1), whose move text is written `roll 3`.
    MiswrittenThrow,
    /// The text leaves out the pending throw (a text that is not complete),
    /// and refusing a move clears the throw: a change the text does not show.
    RefusalClearsHiddenThrow,
}

#[derive(Debug)]
pub struct ToyRace {
    pub points: [u8; 3],
    pub to_move: u8,
    pub throw: Option<u8>,
    pub bug: Bug,
    /// The incrementally updated hash (see [`ToyRace::hash_from_scratch`]).
    pub hash: u64,
    /// How many clones down this value is (only [`Bug::HashOfHistory`] hashes it).
    pub generation: u64,
}

/// A Zobrist-style key: any fixed pseudo-random function of the feature.
fn key(feature: u64) -> u64 {
    let mut z = feature.wrapping_add(0x9e37_79b9_7f4a_7c15).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
fn points_key(player: u8, points: u8) -> u64 {
    key(u64::from(player) << 8 | u64::from(points))
}
fn to_move_key(player: u8) -> u64 {
    key(0x1_0000 + u64::from(player))
}
fn throw_key(throw: Option<u8>) -> u64 {
    throw.map_or(0, |n| key(0x2_0000 + u64::from(n)))
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ToyMove {
    Throw(u8),
    Take,
    Pass,
}

#[derive(Debug, thiserror::Error)]
#[error("illegal move {0}")]
pub struct Illegal(pub ToyMove);

#[derive(Debug, thiserror::Error)]
#[error("not a toy move: `{0}`")]
pub struct BadMove(pub String);

#[derive(Debug, thiserror::Error)]
#[error("not a toy state: `{0}`")]
pub struct BadState(pub String);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReachedTarget;

impl fmt::Display for ReachedTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "reached {TARGET} points")
    }
}

impl Clone for ToyRace {
    fn clone(&self) -> ToyRace {
        let mut copy = ToyRace {
            points: self.points,
            to_move: self.to_move,
            throw: self.throw,
            bug: self.bug,
            hash: self.hash,
            generation: self.generation + 1,
        };
        if self.bug == Bug::CloneDiffers {
            copy.points[2] = copy.points[2].wrapping_add(1);
        }
        copy
    }

    fn clone_from(&mut self, source: &ToyRace) {
        let throw = self.throw;
        *self = source.clone();
        if source.bug == Bug::CloneFromForgetsThrow {
            self.throw = throw;
        }
    }
}

/// Equality ignores the bug switch: it is not part of the game state.
impl PartialEq for ToyRace {
    fn eq(&self, other: &ToyRace) -> bool {
        (self.points, self.to_move, self.throw) == (other.points, other.to_move, other.throw)
    }
}

impl ToyRace {
    pub fn new(bug: Bug) -> ToyRace {
        ToyRace::from_parts([0; 3], 0, None, bug)
    }

    fn from_parts(points: [u8; 3], to_move: u8, throw: Option<u8>, bug: Bug) -> ToyRace {
        let mut race = ToyRace { points, to_move, throw, bug, hash: 0, generation: 0 };
        race.hash = race.hash_from_scratch();
        race
    }

    /// The hash of the state computed from nothing but the state.
    pub fn hash_from_scratch(&self) -> u64 {
        let points = (0..3).fold(0, |hash, p| hash ^ points_key(p, self.points[p as usize]));
        points ^ to_move_key(self.to_move) ^ throw_key(self.throw)
    }

    fn winner(&self) -> Option<u8> {
        (0..3).find(|&p| self.points[p as usize] >= TARGET)
    }

    /// Whether the tie house rule ([`Bug::TieDraws`]) ends the game here.
    fn tied_end(&self) -> bool {
        let [a, b, c] = self.points;
        matches!(self.bug, Bug::TieDraws | Bug::TieWinsFirst) && a > 0 && a == b && b == c
    }

    /// Whether `mv` is listed (what `play` checks; `is_legal` may be broken).
    fn listed(&self, mv: &ToyMove) -> bool {
        self.legal_moves().contains(mv)
    }
}

impl fmt::Display for ToyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // Only Bug::MiswrittenThrow lists a throw of 5.
            ToyMove::Throw(5) => f.write_str("roll 3"),
            ToyMove::Throw(n) => write!(f, "roll {n}"),
            ToyMove::Take => f.write_str("take"),
            ToyMove::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for ToyMove {
    type Err = BadMove;
    fn from_str(s: &str) -> Result<ToyMove, BadMove> {
        match s {
            "take" => Ok(ToyMove::Take),
            "pass" => Ok(ToyMove::Pass),
            // `roll 0` is well-formed but never legal: the kit's malformed samples include it.
            "roll 0" => Ok(ToyMove::Throw(0)),
            "roll 1" => Ok(ToyMove::Throw(1)),
            "roll 2" => Ok(ToyMove::Throw(2)),
            "roll 3" => Ok(ToyMove::Throw(3)),
            _ => Err(BadMove(s.to_string())),
        }
    }
}

impl fmt::Display for ToyRace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let zero = if self.bug == Bug::NonCanonicalText { "0" } else { "" };
        write!(f, "{} {} {} p{zero}{}", self.points[0], self.points[1], self.points[2], self.to_move)?;
        match self.throw {
            Some(n) if !matches!(self.bug, Bug::LossyText | Bug::RefusalClearsHiddenThrow) => write!(f, " r{n}")?,
            _ => {}
        }
        if self.bug == Bug::UnparseableText {
            f.write_str(" ?")?;
        }
        Ok(())
    }
}

impl FromStr for ToyRace {
    type Err = BadState;
    fn from_str(s: &str) -> Result<ToyRace, BadState> {
        let bad = || BadState(s.to_string());
        let parts: Vec<&str> = s.split(' ').collect();
        if parts.len() != 4 && parts.len() != 5 {
            return Err(bad());
        }
        let mut points = [0u8; 3];
        for (slot, text) in points.iter_mut().zip(&parts) {
            *slot = text.parse().map_err(|_| bad())?;
        }
        let to_move = parts[3].strip_prefix('p').and_then(|p| p.parse().ok()).filter(|&p| p < 3).ok_or_else(bad)?;
        let throw = match parts.get(4) {
            Some(t) => {
                Some(t.strip_prefix('r').and_then(|r| r.parse().ok()).filter(|r| (1..=3).contains(r)).ok_or_else(bad)?)
            }
            None => None,
        };
        Ok(ToyRace::from_parts(points, to_move, throw, Bug::None))
    }
}

impl Game for ToyRace {
    type Player = u8;
    type Move = ToyMove;
    type Reason = ReachedTarget;
    type PlayError = Illegal;

    fn players(&self) -> PlayerList<u8> {
        [0, 1, 2].into_iter().collect()
    }

    fn turn(&self) -> Turn<u8> {
        if self.winner().is_some() || self.tied_end() {
            Turn::Over
        } else if self.throw.is_none() {
            Turn::Chance
        } else {
            Turn::Player(self.to_move)
        }
    }

    fn generate_moves(&self, moves: &mut Vec<ToyMove>) {
        if self.bug != Bug::GenerateAppends {
            moves.clear();
        }
        match self.turn() {
            Turn::Over => {
                if self.bug == Bug::MovesAfterTheEnd {
                    moves.push(ToyMove::Pass);
                }
            }
            Turn::Chance => {
                let start = moves.len();
                moves.extend(self.chance_outcomes().into_iter().map(|(mv, _)| mv));
                if self.bug == Bug::ChanceOrder {
                    moves[start..].reverse();
                }
            }
            Turn::Player(_) => {
                moves.push(ToyMove::Take);
                if self.bug == Bug::DuplicateMove {
                    moves.push(ToyMove::Take);
                }
                moves.push(ToyMove::Pass);
            }
        }
    }

    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(ToyMove, u32)>) {
        outcomes.clear();
        if self.turn() == Turn::Chance {
            let three = if self.bug == Bug::ZeroWeight { 0 } else { 1 };
            outcomes.extend([(ToyMove::Throw(1), 1), (ToyMove::Throw(2), 2), (ToyMove::Throw(3), three)]);
            if self.bug == Bug::UnparseableMove {
                outcomes.push((ToyMove::Throw(4), 1));
            }
            if self.bug == Bug::MiswrittenThrow {
                outcomes.push((ToyMove::Throw(5), 1));
            }
        }
    }

    fn play(&mut self, mv: &ToyMove) -> Result<(), Illegal> {
        if self.bug == Bug::MutatesBeforeRejecting
            && let Some(points) = self.throw
        {
            self.points[self.to_move as usize] += points;
            if !self.listed(mv) {
                return Err(Illegal(*mv));
            }
            self.points[self.to_move as usize] -= points;
        }
        let accepts_unlisted = match self.bug {
            Bug::AcceptsUnlisted => *mv == ToyMove::Take && self.throw.is_none(),
            Bug::AcceptsMalformed => *mv == ToyMove::Throw(0) && self.throw.is_none(),
            _ => false,
        };
        if !self.listed(mv) && !accepts_unlisted {
            if self.bug == Bug::RefusalClearsHiddenThrow {
                self.throw = None;
            }
            return Err(Illegal(*mv));
        }
        if *mv == ToyMove::Pass && self.bug == Bug::RefusesListedPass {
            return Err(Illegal(*mv));
        }
        self.apply(mv, false);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &ToyMove) {
        self.apply(mv, true);
    }

    fn outcome(&self) -> Option<Outcome<u8, ReachedTarget>> {
        match self.bug {
            Bug::OverWithoutOutcome => None,
            Bug::WrongWinner => {
                self.winner().map(|w| Outcome { verdict: Verdict::Win((w + 1) % 3), reason: ReachedTarget })
            }
            Bug::TieDraws if self.tied_end() => Some(Outcome { verdict: Verdict::Draw, reason: ReachedTarget }),
            Bug::TieWinsFirst if self.tied_end() => Some(Outcome { verdict: Verdict::Win(0), reason: ReachedTarget }),
            Bug::EarlyOutcome => (0..3)
                .find(|&p| self.points[p as usize] >= TARGET / 2)
                .map(|w| Outcome { verdict: Verdict::Win(w), reason: ReachedTarget }),
            _ => self.winner().map(|w| Outcome { verdict: Verdict::Win(w), reason: ReachedTarget }),
        }
    }

    fn scores(&self) -> Option<PlayerList<i64>> {
        Some(self.points.iter().map(|&p| i64::from(p)).collect())
    }

    fn is_legal(&self, mv: &ToyMove) -> bool {
        match self.bug {
            Bug::IsLegalSaysYes => true,
            Bug::IsLegalRefusesPass => *mv != ToyMove::Pass && self.listed(mv),
            _ => self.listed(mv),
        }
    }

    fn is_legal_cheaply(&self, mv: &ToyMove) -> Option<bool> {
        match self.bug {
            Bug::CheapLegalitySaysYes => Some(true),
            Bug::CheapLegalityRefusesPass => Some(*mv != ToyMove::Pass && self.listed(mv)),
            _ => Some(self.listed(mv)),
        }
    }

    fn position_hash(&self) -> u64 {
        match self.bug {
            Bug::HashOfHistory => self.hash ^ key(self.generation),
            _ => self.hash,
        }
    }

    /// Taking points is the "capture" of this game.
    fn is_tactical(&self, mv: &ToyMove) -> bool {
        *mv == ToyMove::Take
    }

    fn pick_move(&self, moves: &mut Vec<ToyMove>, pick: impl FnOnce(usize) -> usize) -> Option<ToyMove> {
        self.generate_moves(moves);
        if moves.is_empty() {
            return None;
        }
        let index = match self.bug {
            Bug::PickIgnoresIndex => {
                let _ = pick(moves.len());
                0
            }
            Bug::PickOffersTooMany => pick(moves.len() + 1),
            _ => pick(moves.len()),
        };
        moves.get(index).copied()
    }

    fn pick_chance_outcome(
        &self,
        outcomes: &mut Vec<(ToyMove, u32)>,
        pick: impl FnOnce(u64) -> u64,
    ) -> Option<ToyMove> {
        self.generate_chance_outcomes(outcomes);
        if self.bug != Bug::PickIgnoresWeights {
            let total: u64 = outcomes.iter().map(|(_, weight)| u64::from(*weight)).sum();
            let mut draw = pick(total + u64::from(self.bug == Bug::ChanceOffersTooMuch));
            for (mv, weight) in outcomes.iter() {
                if draw < u64::from(*weight) {
                    return Some(*mv);
                }
                draw -= u64::from(*weight);
            }
            return None;
        }
        let draw = pick(outcomes.len() as u64);
        outcomes.get(usize::try_from(draw).ok()?).map(|(mv, _)| *mv)
    }

    fn generate_tactical_moves(&self, moves: &mut Vec<ToyMove>) {
        moves.clear();
        if let Turn::Player(_) = self.turn() {
            moves.push(ToyMove::Take);
            if self.bug == Bug::TacticalListsPass {
                moves.push(ToyMove::Pass);
            }
        }
    }
}

impl ToyRace {
    /// Plays a move known to be legal (or accepted by a bug), updating the
    /// hash incrementally.
    fn apply(&mut self, mv: &ToyMove, unchecked: bool) {
        match (*mv, self.throw) {
            (ToyMove::Throw(0), _) => {}
            (ToyMove::Throw(n), _) => {
                self.hash ^= throw_key(self.throw) ^ throw_key(Some(n));
                self.throw = Some(n);
            }
            (ToyMove::Take | ToyMove::Pass, throw) => {
                let player = self.to_move;
                if *mv == ToyMove::Take {
                    let before = self.points[player as usize];
                    let after = before + throw.unwrap_or(0);
                    self.hash ^= points_key(player, before) ^ points_key(player, after);
                    self.points[player as usize] = after;
                }
                let stale = self.bug == Bug::StaleHash && *mv == ToyMove::Pass;
                let keeps_throw = unchecked && self.bug == Bug::UncheckedDiffers && *mv == ToyMove::Take;
                if !keeps_throw {
                    if !stale {
                        self.hash ^= throw_key(self.throw);
                    }
                    self.throw = None;
                }
                self.to_move = (player + 1) % 3;
                if !stale {
                    self.hash ^= to_move_key(player) ^ to_move_key(self.to_move);
                }
            }
        }
    }
}

/// The toy race as text: its state text is the `Position` tag; a turn (the
/// throw, then take or pass) is one move numbered by the seat to move (1 to
/// 3), so numbers can be checked against the ply. `startpos:N` starts with
/// every player at N points (0 to 9).
impl GameText for ToyRace {
    const NAME: &'static str = "ToyRace";
    const SETUP_TAGS: &'static [&'static str] = &["Position"];
    const MOVE_HELP: &'static str = "a throw is `roll 1` to `roll 3`, then `take` or `pass`";
    const START: &'static str = "startpos:<points>";

    fn start(number: Option<u32>) -> Result<ToyRace, TextError> {
        match number {
            None => Ok(ToyRace::new(Bug::None)),
            Some(n @ 0..=9) => Ok(ToyRace::from_parts([n as u8; 3], 0, None, Bug::None)),
            Some(n) => Err(TextError::new(format!("a toy race starts at 0 to 9 points, not {n}"))),
        }
    }

    fn read_move(&self, text: &str) -> Result<ToyMove, TextError> {
        text.trim().parse().map_err(|_| TextError::new("expected `roll N`, `take` or `pass`"))
    }

    fn setup_tags(&self) -> Vec<(&'static str, String)> {
        vec![("Position", self.to_string())]
    }

    fn from_setup_tags(tags: &Tags) -> Result<ToyRace, SetupError> {
        match tags.get("Position") {
            None => Ok(ToyRace::new(Bug::None)),
            Some(text) => {
                text.parse().map_err(|error: BadState| SetupError { tag: "Position", message: error.to_string() })
            }
        }
    }

    fn move_number(&self) -> MoveNumber {
        MoveNumber { number: u64::from(self.to_move) + 1, starts: self.throw.is_none() }
    }

    fn move_words(first: &str) -> usize {
        if first == "roll" { 2 } else { 1 }
    }
}
