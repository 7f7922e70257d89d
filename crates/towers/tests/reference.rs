//! The crate against a second, deliberately naive implementation of
//! `rules/towers.md` written only from the rules text: a plain grid of
//! `Option<(Side, balls)>`, line walks square by square, shares by listing
//! every subset, and repetition counted over the whole game with no
//! shortcuts (no hashes, no forgetting after captures).
//!
//! On random games of many sizes, including the extremes 2 × 3 and
//! 16 × 16, every state must agree: the set of legal actions, the board,
//! the ball accounting and the outcome after every action.

use std::collections::BTreeSet;

use boardkit_core::{Game, RandomSource, SplitMix64, Verdict};
use boardkit_geometry::Square;
use boardkit_towers::{Config, Move, Reason, Recipients, Side, Towers};

/// The squares of a board, `grid[rank][file]`: empty, or a piece's side and
/// balls.
type Grid = Vec<Vec<Option<(Side, u32)>>>;

/// A position as the reference sees it.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Model {
    width: usize,
    height: usize,
    grid: Grid,
    to_move: Side,
    captured: [u32; 2],
    lost: [u32; 2],
}

fn index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Brown => 1,
    }
}

fn square(file: usize, rank: usize) -> Square {
    Square::from_coords(file as u8, rank as u8).unwrap()
}

impl Model {
    /// Reads the crate's state through its public queries only.
    fn of(game: &Towers) -> Model {
        let config = game.config();
        let (width, height) = (usize::from(config.width()), usize::from(config.height()));
        let mut grid = vec![vec![None; width]; height];
        for (rank, row) in grid.iter_mut().enumerate() {
            for (file, cell) in row.iter_mut().enumerate() {
                *cell = game.piece_at(square(file, rank)).map(|piece| (piece.side, u32::from(piece.balls)));
            }
        }
        Model {
            width,
            height,
            grid,
            to_move: game.side_to_move(),
            captured: Side::ALL.map(|side| u32::from(game.captured(side))),
            lost: Side::ALL.map(|side| u32::from(game.lost(side))),
        }
    }

    /// The part of the state that decides a repetition: pieces, balls, side.
    fn key(&self) -> (Grid, Side) {
        (self.grid.clone(), self.to_move)
    }

    fn balls_on_board(&self, side: Side) -> u32 {
        self.grid.iter().flatten().flatten().filter(|(owner, _)| *owner == side).map(|(_, balls)| balls).sum()
    }

    fn own_pieces(&self) -> Vec<(usize, usize)> {
        let mut squares = Vec::new();
        for rank in 0..self.height {
            for file in 0..self.width {
                if matches!(self.grid[rank][file], Some((side, _)) if side == self.to_move) {
                    squares.push((file, rank));
                }
            }
        }
        squares
    }

    /// Every legal action as text, from the rules text alone.
    fn actions(&self) -> BTreeSet<String> {
        let mut actions = BTreeSet::new();
        let own = self.own_pieces();
        for &(file, rank) in &own {
            let Some((_, n)) = self.grid[rank][file] else { unreachable!() };
            if n == 0 {
                continue; // a piece with 0 balls cannot act
            }
            let from = square(file, rank);
            // Move / capture: exactly n squares in one of four directions.
            for (df, dr) in [(0i64, 1i64), (1, 0), (0, -1), (-1, 0)] {
                for step in 1..=i64::from(n) {
                    let (f, r) = (file as i64 + df * step, rank as i64 + dr * step);
                    if f < 0 || r < 0 || f >= self.width as i64 || r >= self.height as i64 {
                        break; // off the board
                    }
                    let cell = self.grid[r as usize][f as usize];
                    if step < i64::from(n) {
                        if cell.is_some() {
                            break; // no jumping
                        }
                        continue;
                    }
                    let to = square(f as usize, r as usize);
                    match cell {
                        None => {
                            actions.insert(format!("{from}-{to}"));
                        }
                        Some((side, balls)) if side != self.to_move && balls >= 1 => {
                            actions.insert(format!("{from}x{to}"));
                        }
                        Some(_) => {}
                    }
                }
            }
            // Share: one ball each on min(n, k) different other own pieces.
            let others: Vec<Square> =
                own.iter().filter(|&&other| other != (file, rank)).map(|&(f, r)| square(f, r)).collect();
            let chosen = (n as usize).min(others.len());
            for mask in 0u32..(1 << others.len()) {
                if mask.count_ones() as usize == chosen {
                    let to: Vec<Square> =
                        others.iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, &s)| s).collect();
                    let to = Recipients::from_squares(to).unwrap();
                    actions.insert(format!("{from}>{to}"));
                }
            }
        }
        actions
    }

    /// Plays a legal action; returns whether it was a move onto the
    /// opponent's back row.
    fn play(&mut self, action: &Move) -> bool {
        let cell = |s: Square| (usize::from(s.file().index()), usize::from(s.rank().index()));
        let mover = self.to_move;
        let mut back_row = false;
        match action {
            Move::Step { from, to } => {
                let ((ff, fr), (tf, tr)) = (cell(*from), cell(*to));
                self.grid[tr][tf] = self.grid[fr][ff].take();
                let enemy_back = match mover {
                    Side::White => self.height - 1,
                    Side::Brown => 0,
                };
                back_row = tr == enemy_back;
            }
            Move::Capture { target, .. } => {
                let (tf, tr) = cell(*target);
                let Some((enemy, balls)) = self.grid[tr][tf] else { unreachable!() };
                self.captured[index(enemy)] += balls;
                self.grid[tr][tf] = Some((enemy, 0));
            }
            Move::Share { from, recipients: to } => {
                let (ff, fr) = cell(*from);
                let Some((side, balls)) = self.grid[fr][ff] else { unreachable!() };
                self.grid[fr][ff] = Some((side, 0));
                for &recipient in to.squares() {
                    let (rf, rr) = cell(recipient);
                    if let Some((_, had)) = &mut self.grid[rr][rf] {
                        *had += 1;
                    }
                }
                self.lost[index(side)] += balls - to.len() as u32;
            }
        }
        self.to_move = mover.opponent();
        back_row
    }
}

/// Plays `games` random games of `config` (at most `max_plies` each), the
/// crate and the reference side by side, and checks that they agree.
fn agree(config: Config, games: u64, max_plies: u32, seed: u64) -> u64 {
    let mut states = 0;
    let mut finished = 0;
    for game_index in 0..games {
        let mut rng = SplitMix64::new(seed + game_index);
        let mut game = Towers::with_config(config);
        let mut model = Model::of(&game);
        let start_balls = u32::from(config.balls_per_side());
        let mut seen = vec![model.key()];
        let mut ply = 0u32;
        loop {
            states += 1;
            let context = format!("{config}, seed {}, ply {ply}: {game}", seed + game_index);
            assert_eq!(Model::of(&game), model, "board and accounting, {context}");
            for side in Side::ALL {
                let accounted = model.balls_on_board(side) + model.captured[index(side)] + model.lost[index(side)];
                assert_eq!(accounted, start_balls, "ball accounting of {side}, {context}");
            }
            let listed: Vec<Move> = game.legal_moves();
            let texts: BTreeSet<String> = listed.iter().map(ToString::to_string).collect();
            assert_eq!(texts.len(), listed.len(), "legal actions are distinct, {context}");
            match game.outcome() {
                Some(_) => {
                    assert!(listed.is_empty(), "a finished game has no actions, {context}");
                    finished += 1;
                    break;
                }
                None => assert_eq!(texts, model.actions(), "legal actions, {context}"),
            }
            if ply >= max_plies {
                break;
            }
            let action = listed[rng.below(listed.len() as u64) as usize].clone();
            game.play(&action).unwrap();
            ply += 1;
            let mover = model.to_move;
            let back_row = model.play(&action);
            seen.push(model.key());
            let occurrences = seen.iter().filter(|&key| *key == model.key()).count();
            let expected = if back_row {
                Some((Verdict::Win(mover), Reason::BackRow))
            } else if model.balls_on_board(model.to_move) == 0 {
                Some((Verdict::Win(mover), Reason::NoBalls))
            } else if config.repetition_draw() && occurrences >= 3 {
                Some((Verdict::Draw, Reason::Repetition))
            } else if config.ply_limit().is_some_and(|limit| ply >= limit) {
                Some((Verdict::Draw, Reason::PlyLimit))
            } else {
                None
            };
            let outcome = game.outcome().map(|outcome| (outcome.verdict, outcome.reason));
            assert_eq!(outcome, expected, "outcome after {action}, {config}, seed {}, ply {ply}", seed + game_index);
            assert_eq!(game.repetitions(), occurrences, "occurrences after {action}, {context}");
        }
    }
    eprintln!("{config}: {games} games, {finished} finished, {states} states");
    states
}

#[test]
fn the_smallest_board_agrees_with_the_reference() {
    for (i, balls) in [1, 2, 3].into_iter().enumerate() {
        let config = Config::new(2, 3, balls).unwrap();
        assert!(agree(config, 300, 400, 100 * i as u64) > 1_000);
        let capped = config.with_repetition_draw(false).with_ply_limit(Some(80)).unwrap();
        assert!(agree(capped, 100, 400, 7) > 300);
    }
}

#[test]
fn small_and_default_boards_agree_with_the_reference() {
    for (i, (width, height, balls)) in
        [(3, 3, 1), (3, 5, 2), (4, 4, 2), (5, 3, 1), (6, 6, 2), (6, 6, 3), (7, 9, 4), (2, 16, 5)]
            .into_iter()
            .enumerate()
    {
        let config = Config::new(width, height, balls).unwrap();
        assert!(agree(config, 60, 300, 1_000 * i as u64) > 500, "{config}");
    }
}

#[test]
fn the_widest_boards_agree_with_the_reference() {
    // Shares on 16 files run into thousands of actions per state, and the
    // reference lists every subset of 15 pieces: few, short games.
    let big = Config::new(16, 16, 1).unwrap();
    assert!(agree(big, 6, 60, 50) > 200);
    let flat = Config::new(16, 3, 2).unwrap();
    assert!(agree(flat, 4, 40, 60) > 100);
}
