//! Scirocco in the playground: the readable notation in the move list, the
//! piece names on hover, the board turned for a player of Tan.

use boardkit::core::record::Notation;
use boardkit::core::text::GameText;
use boardkit::geometry::svg::GridLayout;
use boardkit::geometry::{Grid, Square};
use boardkit::scirocco::svg::{LastMove, SvgOptions};
use boardkit::scirocco::{Move, MoveKind, Scirocco, Side, StartArray};
use boardkit_players::{Strength, scirocco};

use super::{NewGame, Spot, UiMove, WebGame, step};

/// The side of a square in the picture.
const SQUARE: f64 = 44.0;

impl WebGame for Scirocco {
    const API_NAME: &'static str = "scirocco";

    const OPTIONS: &'static [&'static str] = &["array"];

    fn create(options: &NewGame) -> Result<Scirocco, String> {
        let index = options.array.unwrap_or(0);
        let array =
            StartArray::all().nth(usize::from(index)).ok_or_else(|| format!("start array {index} is outside 0-511"))?;
        Ok(Scirocco::from_array(array))
    }

    fn picture(&self, last: Option<(&Scirocco, &Move)>, player: Option<Side>) -> String {
        let mut options = SvgOptions::new().with_square(SQUARE).with_flipped(player == Some(Side::Tan));
        if let Some((before, mv)) = last
            && let Ok(last) = LastMove::new(before.position(), mv)
        {
            options = options.with_last_move(last);
        }
        self.to_svg(&options)
    }

    fn spots(&self, player: Option<Side>) -> Vec<Spot> {
        let Ok(grid) = Grid::new(10, 10) else { return Vec::new() };
        let layout = GridLayout::new(grid, SQUARE).flipped(player == Some(Side::Tan));
        let position = self.position();
        grid.squares()
            .map(|square: Square| {
                let (x, y) = layout.centre(square);
                let title = position.piece_at(square).map(|piece| {
                    let info = piece.kind.info();
                    format!("{} {} ({})", piece.side, info.name, info.abbreviation)
                });
                Spot { name: square.to_string(), x, y, size: SQUARE, title }
            })
            .collect()
    }

    fn ui_move(&self, mv: &Move) -> UiMove {
        let label = self.write_move(mv, Notation::Readable);
        let kind = match mv.kind() {
            MoveKind::Stay => "stay",
            MoveKind::Promote => "promote",
            MoveKind::Normal if label.ends_with('~') => "relay",
            MoveKind::Normal if label.contains('x') => "capture",
            MoveKind::Normal => "move",
        };
        // A capture without moving is made by clicking the piece it removes.
        let target = mv.captured_in_place().unwrap_or(mv.to());
        step(mv.to_string(), kind, mv.from().to_string(), target.to_string(), label)
    }

    type Computer = scirocco::Player;

    fn computer(strength: Strength) -> scirocco::Player {
        scirocco::player(strength)
    }
}
