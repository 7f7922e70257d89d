//! Sirocco in the playground: 2–4 seats, the die thrown by the server, a
//! pass when the throw allows nothing.

use boardkit::geometry::Square;
use boardkit::sirocco::svg::{LastMove, SvgOptions};
use boardkit::sirocco::{Move, Seat, Sirocco};
use boardkit_players::{Strength, sirocco};

use super::{NewGame, Spot, UiMove, WebGame, step};

/// The distance between neighbouring points in the picture.
const SPACING: f64 = 40.0;

impl WebGame for Sirocco {
    const API_NAME: &'static str = "sirocco";

    const OPTIONS: &'static [&'static str] = &["players"];

    fn create(options: &NewGame) -> Result<Sirocco, String> {
        Sirocco::startpos(options.players.unwrap_or(4)).map_err(|error| error.to_string())
    }

    /// A state comes with its players: a number of players given with it must agree.
    fn fits(&self, options: &NewGame) -> Result<(), String> {
        match options.players {
            Some(players) if usize::from(players) != self.seats().len() => {
                Err(format!("the state has {} players, not {players}", self.seats().len()))
            }
            _ => Ok(()),
        }
    }

    fn chance_for(&self) -> Option<Seat> {
        Some(self.seat_to_move())
    }

    fn die(&self) -> Option<u8> {
        self.pending_throw()
    }

    fn picture(&self, last: Option<(&Sirocco, &Move)>, _player: Option<Seat>) -> String {
        let mut options = SvgOptions::new().with_spacing(SPACING);
        if let Some((before, mv)) = last
            && let Ok(Some(last)) = LastMove::new(before, mv)
        {
            options = options.with_last_move(last);
        }
        self.to_svg(&options)
    }

    fn spots(&self, _player: Option<Seat>) -> Vec<Spot> {
        // The reference board's points are lattice squares, drawn (by the
        // sirocco crate's picture) `SPACING` apart from (1.1, 0.7) spacings
        // in, rank 1 at the bottom.
        let board = self.board();
        let named: Vec<_> = board
            .graph()
            .points()
            .filter_map(|point| {
                let name = board.point_name(point)?;
                let square = name.as_str().parse::<Square>().ok()?;
                Some((point, name, square))
            })
            .collect();
        let ranks = named.iter().map(|(_, _, square)| square.rank().index()).max().unwrap_or(0) + 1;
        let (left, top) = (1.1 * SPACING, 0.7 * SPACING);
        named
            .into_iter()
            .map(|(point, name, square)| {
                let x = left + f64::from(square.file().index()) * SPACING;
                let y = top + f64::from(ranks - 1 - square.rank().index()) * SPACING;
                let base = self.seats().iter().copied().find(|seat| board.base(*seat) == point);
                let title = match (base, self.owner(point)) {
                    (Some(seat), _) => Some(format!("{seat} base, {} pawns waiting", self.pawns_on_base(seat))),
                    (None, Some(seat)) => Some(format!("{seat} pawn")),
                    (None, None) => None,
                };
                Spot { name: name.as_str().to_string(), x, y, size: SPACING, title }
            })
            .collect()
    }

    fn ui_move(&self, mv: &Move) -> UiMove {
        let text = mv.to_string();
        match *mv {
            Move::Step { from, to } => {
                let captures = board_owner(self, to.as_str()).is_some();
                let kind = if captures { "capture" } else { "move" };
                let verb = if captures { "captures on" } else { "to" };
                step(text, kind, from.as_str().to_string(), to.as_str().to_string(), format!("{from} {verb} {to}"))
            }
            Move::Roll(face) => button(text, "roll", format!("throw {face}")),
            Move::Pass => button(text, "pass", "pass (nothing can move)".into()),
        }
    }

    type Computer = sirocco::Player;

    fn computer(strength: Strength) -> sirocco::Player {
        sirocco::player(strength)
    }
}

/// The seat whose pawn stands on the point named `name`, if any.
fn board_owner(game: &Sirocco, name: &str) -> Option<Seat> {
    game.board().point_by_str(name).and_then(|point| game.owner(point))
}

/// A move without squares: a button.
fn button(text: String, kind: &'static str, label: String) -> UiMove {
    UiMove { text, kind, from: None, to: None, recipients: Vec::new(), via: None, wall: None, label }
}
