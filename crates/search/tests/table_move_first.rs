//! Alpha-beta plays its table's move before it generates the moves when the
//! game can test the move's legality cheaply ([`Game::is_legal_cheaply`]).
//! That must keep the value a game that cannot test cheaply gets, generate
//! less, and never play a move that is not legal where it is played, even
//! when the positions' hashes collide.

use std::cell::Cell;
use std::fmt;
use std::str::FromStr;

use boardkit_core::{Game, Outcome, PlayerList, Turn};
use boardkit_search::{AlphaBeta, Evaluate, Limits, SearchReport};
use boardkit_towers::{Move, PlayError, Reason, Side, Towers};

mod common;
use common::positions::random_position;
use common::reference::root_minimax;

thread_local! {
    /// How many full move generations the wrapped games made on this thread.
    static GENERATIONS: Cell<u64> = const { Cell::new(0) };
}

/// Towers, with a say over the two things the table's move depends on:
/// whether `is_legal_cheaply` answers (`CHEAP`), and whether the positions
/// share four hash values (`COLLIDE`: then the table hands most nodes moves
/// of other positions).
#[derive(Clone, PartialEq, Debug)]
struct Wrapped<const CHEAP: bool, const COLLIDE: bool>(Towers);

impl<const CHEAP: bool, const COLLIDE: bool> fmt::Display for Wrapped<CHEAP, COLLIDE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<const CHEAP: bool, const COLLIDE: bool> FromStr for Wrapped<CHEAP, COLLIDE> {
    type Err = <Towers as FromStr>::Err;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.parse().map(Wrapped)
    }
}

impl<const CHEAP: bool, const COLLIDE: bool> Game for Wrapped<CHEAP, COLLIDE> {
    type Player = Side;
    type Move = Move;
    type Reason = Reason;
    type PlayError = PlayError;

    fn players(&self) -> PlayerList<Side> {
        self.0.players()
    }
    fn turn(&self) -> Turn<Side> {
        self.0.turn()
    }
    fn generate_moves(&self, moves: &mut Vec<Move>) {
        GENERATIONS.with(|count| count.set(count.get() + 1));
        self.0.generate_moves(moves);
    }
    fn play(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.0.play(mv)
    }
    /// Checks legality in every build: a search that plays another
    /// position's move here fails the test.
    fn play_unchecked(&mut self, mv: &Move) {
        assert!(self.0.is_legal(mv), "the search played {mv}, which is not legal in {}", self.0);
        self.0.play_unchecked(mv);
    }
    fn outcome(&self) -> Option<Outcome<Side, Reason>> {
        self.0.outcome()
    }
    fn is_legal(&self, mv: &Move) -> bool {
        self.0.is_legal(mv)
    }
    fn is_legal_cheaply(&self, mv: &Move) -> Option<bool> {
        CHEAP.then(|| self.0.is_legal(mv))
    }
    fn position_hash(&self) -> u64 {
        if COLLIDE { self.0.position_hash() & 3 } else { self.0.position_hash() }
    }
    fn is_tactical(&self, mv: &Move) -> bool {
        self.0.is_tactical(mv)
    }
}

/// Balls on the board, own minus enemy; captures tried first.
#[derive(Clone, Copy, Debug)]
struct Balls;

impl<const CHEAP: bool, const COLLIDE: bool> Evaluate<Wrapped<CHEAP, COLLIDE>> for Balls {
    fn evaluate(&self, game: &Wrapped<CHEAP, COLLIDE>, player: Side) -> i32 {
        10 * (i32::from(game.0.balls_on_board(player)) - i32::from(game.0.balls_on_board(player.opponent())))
    }
    fn move_priority(&self, game: &Wrapped<CHEAP, COLLIDE>, mv: &Move) -> i32 {
        i32::from(game.0.is_tactical(mv))
    }
}

/// Searches `game` to `depth` with a fresh bot; returns the report and how
/// many full generations the search made.
fn search<const CHEAP: bool, const COLLIDE: bool>(game: &Towers, depth: u32) -> (Option<SearchReport<Move>>, u64) {
    let mut bot = AlphaBeta::new(Balls, Limits::depth(depth)).with_hash_mb(1);
    let before = GENERATIONS.with(Cell::get);
    let report = bot.search(&Wrapped::<CHEAP, COLLIDE>(game.clone()));
    (report, GENERATIONS.with(Cell::get) - before)
}

/// Whether or not the game tests legality cheaply, the search returns the
/// plain minimax value (the order of the moves after the table's may
/// differ: the history has then already learnt from the table move's
/// subtree); it generates less when it does.
#[test]
fn the_table_move_first_keeps_the_value_and_saves_generations() {
    let start = Towers::startpos();
    let (mut cheap_generations, mut plain_generations, mut checked) = (0, 0, 0);
    for seed in 0..60 {
        let Some(game) = random_position(&start, seed, 2 + seed % 30) else { continue };
        let expected = root_minimax(&Wrapped::<false, false>(game.clone()), 3, &Balls).expect("a player is to move");
        let (cheap, cheap_count) = search::<true, false>(&game, 3);
        let (plain, plain_count) = search::<false, false>(&game, 3);
        let (cheap, plain) = (cheap.expect("a player is to move"), plain.expect("a player is to move"));
        assert_eq!((cheap.score, plain.score), (expected, expected), "seed {seed}: {game}");
        assert_eq!(cheap.depth, plain.depth, "seed {seed}: {game}");
        assert!(game.is_legal(&cheap.best_move) && game.is_legal(&plain.best_move), "seed {seed}: {game}");
        cheap_generations += cheap_count;
        plain_generations += plain_count;
        checked += 1;
    }
    assert!(checked >= 50, "only {checked} positions");
    assert!(
        cheap_generations < plain_generations,
        "{cheap_generations} generations with the table move first, {plain_generations} without"
    );
}

/// With four hash values for all positions the table offers most nodes
/// moves of other positions (illegal ones six times in seven);
/// the legality test keeps them from being played (the wrapper's
/// `play_unchecked` asserts legality), and the search still ends with a
/// legal move and a line that plays.
#[test]
fn a_colliding_table_move_is_never_played() {
    let start = Towers::startpos();
    let mut checked = 0;
    for seed in 0..40 {
        let Some(game) = random_position(&start, seed, 2 + seed % 30) else { continue };
        let (report, _) = search::<true, true>(&game, 3);
        let report = report.expect("a player is to move");
        let mut line = Wrapped::<true, true>(game.clone());
        for mv in &report.principal_variation {
            line.play(mv).unwrap_or_else(|error| panic!("seed {seed}: the line's {mv} does not play: {error}"));
        }
        assert!(game.is_legal(&report.best_move), "seed {seed}: best move {} in {game}", report.best_move);
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} positions");
}
