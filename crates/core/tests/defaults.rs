//! The `Game` trait's default methods, on a game that implements only what
//! the trait requires (and its chance outcomes): the conformance kit passes
//! it, and each default answers as documented.
//!
//! Rules of "Pile": a pile of 4, 5 or 6 stones (weights 1, 2, 3) is drawn
//! first; then players 0 and 1 take turns taking one or two stones, and
//! whoever takes the last stone wins.

use std::fmt;
use std::str::FromStr;

use boardkit_core::conformance::{self, Config};
use boardkit_core::record;
use boardkit_core::{Game, Outcome, PlayerList, Scores, Turn, Verdict};

#[derive(Clone, PartialEq, Eq, Debug)]
struct Pile {
    /// `None` until the start is drawn.
    stones: Option<u8>,
    to_move: u8,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum PileMove {
    Start(u8),
    Take(u8),
}

#[derive(Debug, thiserror::Error)]
#[error("not a move here: {0}")]
struct NotHere(PileMove);

#[derive(Debug, thiserror::Error)]
#[error("not a pile text: `{0}`")]
struct BadText(String);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct TookTheLast;

impl fmt::Display for TookTheLast {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("took the last stone")
    }
}

impl fmt::Display for PileMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PileMove::Start(n) => write!(f, "start {n}"),
            PileMove::Take(n) => write!(f, "take {n}"),
        }
    }
}

impl FromStr for PileMove {
    type Err = BadText;
    fn from_str(s: &str) -> Result<PileMove, BadText> {
        let bad = || BadText(s.to_string());
        let (word, number) = s.split_once(' ').ok_or_else(bad)?;
        let number: u8 = number.parse().map_err(|_| bad())?;
        match word {
            "start" => Ok(PileMove::Start(number)),
            "take" => Ok(PileMove::Take(number)),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.stones {
            Some(n) => write!(f, "{n} p{}", self.to_move),
            None => write!(f, "- p{}", self.to_move),
        }
    }
}

impl FromStr for Pile {
    type Err = BadText;
    fn from_str(s: &str) -> Result<Pile, BadText> {
        let bad = || BadText(s.to_string());
        let (stones, to_move) = s.split_once(" p").ok_or_else(bad)?;
        let stones = if stones == "-" { None } else { Some(stones.parse().map_err(|_| bad())?) };
        let to_move = to_move.parse().ok().filter(|&p| p < 2).ok_or_else(bad)?;
        Ok(Pile { stones, to_move })
    }
}

impl Game for Pile {
    type Player = u8;
    type Move = PileMove;
    type Reason = TookTheLast;
    type PlayError = NotHere;

    fn players(&self) -> PlayerList<u8> {
        [0, 1].into_iter().collect()
    }

    fn turn(&self) -> Turn<u8> {
        match self.stones {
            None => Turn::Chance,
            Some(0) => Turn::Over,
            Some(_) => Turn::Player(self.to_move),
        }
    }

    fn generate_moves(&self, moves: &mut Vec<PileMove>) {
        moves.clear();
        match self.stones {
            None => moves.extend([4, 5, 6].map(PileMove::Start)),
            Some(0) => {}
            Some(n) => moves.extend((1..=n.min(2)).map(PileMove::Take)),
        }
    }

    fn generate_chance_outcomes(&self, outcomes: &mut Vec<(PileMove, u32)>) {
        outcomes.clear();
        if self.stones.is_none() {
            outcomes.extend([(PileMove::Start(4), 1), (PileMove::Start(5), 2), (PileMove::Start(6), 3)]);
        }
    }

    fn play(&mut self, mv: &PileMove) -> Result<(), NotHere> {
        if !self.legal_moves().contains(mv) {
            return Err(NotHere(*mv));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &PileMove) {
        match (*mv, self.stones) {
            (PileMove::Start(n), _) => self.stones = Some(n),
            (PileMove::Take(k), Some(n)) => {
                self.stones = Some(n - k);
                self.to_move = 1 - self.to_move;
            }
            (PileMove::Take(_), None) => {}
        }
    }

    fn outcome(&self) -> Option<Outcome<u8, TookTheLast>> {
        // The player who took the last stone is the one who just moved.
        (self.stones == Some(0)).then(|| Outcome { verdict: Verdict::Win(1 - self.to_move), reason: TookTheLast })
    }

    fn position_hash(&self) -> u64 {
        let stones = self.stones.map_or(0, |n| u64::from(n) + 1);
        (stones << 1 | u64::from(self.to_move)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
}

fn start() -> Pile {
    Pile { stones: None, to_move: 0 }
}

#[test]
fn a_game_with_only_the_required_methods_passes_the_kit() {
    let report = conformance::check(|_| start(), &Config { games: 200, ..Config::default() })
        .unwrap_or_else(|failure| panic!("{failure}"));
    assert_eq!(report.finished_games, 200);
    assert!(report.rejections > 100, "{report:?}");
}

#[test]
fn the_defaults_answer_as_documented() {
    let five = Pile { stones: Some(5), to_move: 1 };
    // No scores, nothing tactical (also into a used buffer).
    assert_eq!(five.scores(), None);
    assert_eq!(Scores::of(&five), None);
    assert!(!five.is_tactical(&PileMove::Take(1)));
    let mut tactical = vec![PileMove::Take(2)];
    five.generate_tactical_moves(&mut tactical);
    assert!(tactical.is_empty(), "{tactical:?}");
    // Legality is membership of the list.
    assert!(five.is_legal(&PileMove::Take(2)));
    assert!(!five.is_legal(&PileMove::Take(3)) && !five.is_legal(&PileMove::Start(5)));
    // A game that does not say otherwise cannot test legality cheaply.
    assert_eq!(five.is_legal_cheaply(&PileMove::Take(2)), None);
    assert_eq!(five.is_legal_cheaply(&PileMove::Take(3)), None);
    assert_eq!(five.legal_moves(), [PileMove::Take(1), PileMove::Take(2)]);

    // pick_move: the move at the index, `None` past the end or with no move.
    let mut scratch = Vec::new();
    assert_eq!(five.pick_move(&mut scratch, |n| n - 1), Some(PileMove::Take(2)));
    assert_eq!(five.pick_move(&mut scratch, |_| 0), Some(PileMove::Take(1)));
    assert_eq!(five.pick_move(&mut scratch, |n| n), None);
    let over = Pile { stones: Some(0), to_move: 0 };
    assert_eq!(over.pick_move(&mut scratch, |_| panic!("no move to pick")), None);

    // pick_chance_outcome: the outcome owning the draw over the weights 1, 2, 3.
    let owners: Vec<Option<PileMove>> =
        (0..7).map(|draw| start().pick_chance_outcome(&mut Vec::new(), |total| draw.min(total))).collect();
    let [four, five_stones, six] = [4, 5, 6].map(|n| Some(PileMove::Start(n)));
    assert_eq!(owners, [four, five_stones, five_stones, six, six, six, None]);
    assert_eq!(start().pick_chance_outcome(&mut Vec::new(), |total| total), None);
    assert_eq!(five.pick_chance_outcome(&mut Vec::new(), |_| panic!("no chance event")), None);
}

#[test]
fn two_player_results_are_written_from_the_first_seat() {
    let won_by = |winner: u8| Pile { stones: Some(0), to_move: 1 - winner };
    assert_eq!(won_by(0).outcome().unwrap().verdict, Verdict::Win(0));
    assert_eq!(record::result_token(&won_by(0)), "1-0");
    assert_eq!(record::result_token(&won_by(1)), "0-1");
    assert_eq!(record::result_token(&Pile { stones: Some(3), to_move: 0 }), "*");
    // No scores: only the termination is a result tag.
    assert_eq!(record::result_tags(&won_by(1)), [("Termination", "took the last stone".to_string())]);
}
