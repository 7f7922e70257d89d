//! Tests from mutation testing of the conformance kit and the record
//! writer, on a game made for them, "Tally": a tally starts at 0; the seats
//! (two or three) take turns adding 20 to 25 to it (at 0 also 26), and
//! whoever brings it to 100 or more wins. No chance, no scores; six or seven
//! moves at every state, so the kit's middle pick is neither end.
//!
//! A move is written `add 20` or, in the unary notation, as that many `+`.
//! Each bug makes `play` accept one kind of unlisted move that only one of
//! the kit's sources of malformed text produces from the first listed move
//! (`add 20`, or twenty `+`), or breaks `pick_move` at the middle index only.

use std::fmt;
use std::str::FromStr;

use boardkit_core::conformance::{self, Config};
use boardkit_core::record;
use boardkit_core::{Game, Outcome, PlayerList, Turn, Verdict};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Bug {
    None,
    /// `play` accepts `add 2`: the first move's text less its last
    /// character (only a truncation of `add 20` gives it).
    AcceptsTwo,
    /// `play` accepts an add of 30, 40, …, 90: the first move's text with
    /// its first digit changed (only a changed character gives it).
    AcceptsTens,
    /// `play` accepts an add of 40: in the unary notation, the first
    /// move's text written twice (only a duplication gives it).
    AcceptsForty,
    /// `pick_move` picks the move after the one asked for at the middle
    /// index of four or more moves (and is right everywhere else).
    MiddlePick,
}

#[derive(Clone, Debug)]
struct Tally {
    tally: u32,
    to_move: u8,
    players: u8,
    unary: bool,
    bug: Bug,
}

impl PartialEq for Tally {
    fn eq(&self, other: &Tally) -> bool {
        (self.tally, self.to_move, self.players, self.unary) == (other.tally, other.to_move, other.players, other.unary)
    }
}

/// Adds `n`; `unary` says how it is written.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Add {
    n: u32,
    unary: bool,
}

#[derive(Debug, thiserror::Error)]
#[error("not a move here: {0}")]
struct NotHere(Add);

#[derive(Debug, thiserror::Error)]
#[error("not a tally text: `{0}`")]
struct BadText(String);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct ReachedHundred;

impl fmt::Display for ReachedHundred {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("reached a hundred")
    }
}

impl fmt::Display for Add {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.unary { (0..self.n).try_for_each(|_| f.write_str("+")) } else { write!(f, "add {}", self.n) }
    }
}

impl FromStr for Add {
    type Err = BadText;
    fn from_str(s: &str) -> Result<Add, BadText> {
        let bad = || BadText(s.to_string());
        if let Some(number) = s.strip_prefix("add ") {
            let n = number.parse().map_err(|_| bad())?;
            return Ok(Add { n, unary: false });
        }
        if !s.is_empty() && s.bytes().all(|b| b == b'+') {
            return Ok(Add { n: s.len() as u32, unary: true });
        }
        Err(bad())
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let notation = if self.unary { "unary" } else { "decimal" };
        write!(f, "{} p{} of {} {notation}", self.tally, self.to_move, self.players)
    }
}

impl FromStr for Tally {
    type Err = BadText;
    fn from_str(s: &str) -> Result<Tally, BadText> {
        let bad = || BadText(s.to_string());
        let parts: Vec<&str> = s.split(' ').collect();
        let [tally, to_move, "of", players, notation] = parts.as_slice() else { return Err(bad()) };
        let tally = tally.parse().map_err(|_| bad())?;
        let players: u8 = players.parse().ok().filter(|p| (2..=3).contains(p)).ok_or_else(bad)?;
        let to_move = to_move.strip_prefix('p').and_then(|p| p.parse().ok()).filter(|&p| p < players);
        let unary = match *notation {
            "unary" => true,
            "decimal" => false,
            _ => return Err(bad()),
        };
        Ok(Tally { tally, to_move: to_move.ok_or_else(bad)?, players, unary, bug: Bug::None })
    }
}

impl Tally {
    fn new(players: u8, unary: bool, bug: Bug) -> Tally {
        Tally { tally: 0, to_move: 0, players, unary, bug }
    }

    /// The unlisted add that the bug lets `play` take.
    fn wrongly_accepted(&self, n: u32) -> bool {
        match self.bug {
            Bug::AcceptsTwo => n == 2,
            Bug::AcceptsTens => n.is_multiple_of(10) && (30..=90).contains(&n),
            Bug::AcceptsForty => n == 40,
            Bug::None | Bug::MiddlePick => false,
        }
    }
}

impl Game for Tally {
    type Player = u8;
    type Move = Add;
    type Reason = ReachedHundred;
    type PlayError = NotHere;

    fn players(&self) -> PlayerList<u8> {
        (0..self.players).collect()
    }

    fn turn(&self) -> Turn<u8> {
        if self.tally >= 100 { Turn::Over } else { Turn::Player(self.to_move) }
    }

    fn generate_moves(&self, moves: &mut Vec<Add>) {
        moves.clear();
        if self.tally < 100 {
            let last = if self.tally == 0 { 26 } else { 25 };
            moves.extend((20..=last).map(|n| Add { n, unary: self.unary }));
        }
    }

    fn play(&mut self, mv: &Add) -> Result<(), NotHere> {
        let wrongly = self.tally < 100 && self.wrongly_accepted(mv.n);
        if !self.is_legal(mv) && !wrongly {
            return Err(NotHere(*mv));
        }
        self.play_unchecked(mv);
        Ok(())
    }

    fn play_unchecked(&mut self, mv: &Add) {
        self.tally += mv.n;
        self.to_move = (self.to_move + 1) % self.players;
    }

    fn outcome(&self) -> Option<Outcome<u8, ReachedHundred>> {
        // The winner is the seat that moved last.
        let last = (self.to_move + self.players - 1) % self.players;
        (self.tally >= 100).then_some(Outcome { verdict: Verdict::Win(last), reason: ReachedHundred })
    }

    fn position_hash(&self) -> u64 {
        let fields = [u64::from(self.tally), u64::from(self.to_move), u64::from(self.players), u64::from(self.unary)];
        fields.iter().fold(0xcbf2_9ce4_8422_2325, |h, field| (h ^ field).wrapping_mul(0x0100_0000_01b3))
    }

    fn pick_move(&self, moves: &mut Vec<Add>, pick: impl FnOnce(usize) -> usize) -> Option<Add> {
        self.generate_moves(moves);
        if moves.is_empty() {
            return None;
        }
        let mut index = pick(moves.len());
        if self.bug == Bug::MiddlePick && moves.len() >= 4 && index == moves.len() / 2 {
            index += 1;
        }
        (index < moves.len()).then(|| moves.swap_remove(index))
    }
}

fn kit(players: u8, unary: bool, bug: Bug, config: &Config) -> Result<conformance::Report, conformance::Failure> {
    conformance::check(|_| Tally::new(players, unary, bug), config)
}

fn many() -> Config {
    Config { games: 1_000, ..Config::default() }
}

#[test]
fn the_correct_tally_passes_the_kit_in_both_notations() {
    for (players, unary) in [(2, false), (3, false), (2, true), (3, true)] {
        let report = kit(players, unary, Bug::None, &many()).unwrap_or_else(|failure| panic!("{failure}"));
        assert_eq!(report.finished_games, 1_000);
        assert!(report.rejections > 1_000, "{report:?}");
    }
}

/// Truncating the first move's text (`add 20`) is the one source that
/// gives `add 2` (kills the truncation arm deleted, 496:17, and the kept
/// length drawn below `len − 1`, 497:61 `-`).
#[test]
fn the_kit_tries_truncated_move_texts() {
    let failure = kit(2, false, Bug::AcceptsTwo, &many()).expect_err("the kit misses an accepted `add 2`");
    assert!(failure.problem.contains("the unlisted move add 2 was accepted"), "{failure}");
}

/// Changing one character of `add 20` is the one source that gives `add 90`
/// and the like (kills the guard `!chars.is_empty()` negated, 502:24).
#[test]
fn the_kit_tries_move_texts_with_a_changed_character() {
    let failure = kit(2, false, Bug::AcceptsTens, &many()).expect_err("the kit misses an accepted `add 90`");
    assert!(failure.problem.contains("0 was accepted"), "{failure}");
    assert!(failure.problem.starts_with("the unlisted move add "), "{failure}");
}

/// Writing the first move's text twice is the one source that gives forty
/// `+` (kills the duplication arm deleted, 500:17).
#[test]
fn the_kit_tries_move_texts_written_twice() {
    let failure = kit(2, true, Bug::AcceptsForty, &many()).expect_err("the kit misses an accepted add of 40");
    let forty = "+".repeat(40);
    assert!(failure.problem.contains(&format!("the unlisted move {forty} was accepted")), "{failure}");
}

/// The kit picks the first, the middle and the last move by index; a
/// `pick_move` wrong only at the middle of six or seven moves is caught
/// (kills `moves.len() / 2` → `%`, 306:38, which tests index 0 or 1
/// instead).
#[test]
fn the_kit_checks_pick_move_at_the_middle_index() {
    let failure = kit(2, false, Bug::MiddlePick, &many()).expect_err("the kit misses a wrong middle pick");
    assert!(failure.problem.starts_with("pick_move offered Some(7) moves and picked"), "{failure}");
    assert!(failure.problem.contains("at index 3;"), "{failure}");
}

/// The unlisted tries draw among the distinct moves seen before, each
/// alike: `add 26`, listed only at the start, is one of seven, so about a
/// seventh of the 2,400 tries at the three later states of 200 games are
/// rejections (kills the deduplication `&&` → `||`, 186:42, under which
/// every listing is remembered again and `add 26` is one entry in 25).
#[test]
fn unlisted_tries_draw_among_the_distinct_moves_seen() {
    let config = Config { games: 200, max_plies: 3, malformed_tries: 0, ..Config::default() };
    let report = kit(2, false, Bug::None, &config).unwrap_or_else(|failure| panic!("{failure}"));
    assert_eq!((report.abandoned_games, report.states), (200, 800));
    // 2,400 / 7 ≈ 343 (σ ≈ 17).
    assert!((280..=410).contains(&report.rejections), "{report:?}");
}

/// A finished game of more than two players gets a `Winners` tag even
/// without scores, and the result token `end` (kills `players > 2` → `<`,
/// writer.rs 110:53).
#[test]
fn a_three_player_game_without_scores_names_its_winner() {
    let mut game = Tally::new(3, false, Bug::None);
    for _ in 0..5 {
        game.play(&Add { n: 20, unary: false }).expect("adding 20 is legal");
    }
    // 20 five times: seat 1 (the fifth move) reached a hundred.
    assert_eq!(game.outcome().map(|outcome| outcome.verdict), Some(Verdict::Win(1)));
    assert_eq!(game.scores(), None);
    assert_eq!(
        record::result_tags(&game),
        [("Termination", "reached a hundred".to_string()), ("Winners", "1".to_string())]
    );
    assert_eq!(record::result_token(&game), "end");
    // Two players without scores: the result token says it all.
    let mut two = Tally::new(2, false, Bug::None);
    for _ in 0..5 {
        two.play(&Add { n: 20, unary: false }).expect("adding 20 is legal");
    }
    assert_eq!(record::result_tags(&two), [("Termination", "reached a hundred".to_string())]);
    assert_eq!(record::result_token(&two), "1-0");
}
