//! Towers in the playground: any board size and number of balls, the board
//! turned for a player of Brown.

use boardkit::geometry::Grid;
use boardkit::geometry::svg::GridLayout;
use boardkit::towers::svg::SvgOptions;
use boardkit::towers::{Config, Move, Side, Towers};
use boardkit_players::{Strength, towers};

use super::{NewGame, Spot, UiMove, WebGame, step};

/// The side of a square in the picture.
const SQUARE: f64 = 56.0;

impl WebGame for Towers {
    const API_NAME: &'static str = "towers";

    const OPTIONS: &'static [&'static str] = &["width", "height", "balls"];

    fn create(options: &NewGame) -> Result<Towers, String> {
        let default = Config::default();
        let config = Config::new(
            options.width.unwrap_or(default.width()),
            options.height.unwrap_or(default.height()),
            options.balls.unwrap_or(default.balls()),
        )
        .map_err(|error| error.to_string())?;
        Ok(Towers::with_config(config))
    }

    fn picture(&self, last: Option<(&Towers, &Move)>, player: Option<Side>) -> String {
        // The picture's caption (turn, outcome, balls) is cut off on boards
        // narrower than the default 6 files; the page says the same above the board.
        let caption = self.config().width() >= 6;
        let mut options =
            SvgOptions::new().with_square(SQUARE).with_flipped(player == Some(Side::Brown)).with_caption(caption);
        if let Some((_, action)) = last {
            options = options.with_last_action(action.clone());
        }
        self.to_svg(&options)
    }

    fn spots(&self, player: Option<Side>) -> Vec<Spot> {
        let config = self.config();
        let Ok(grid) = Grid::new(config.width(), config.height()) else { return Vec::new() };
        let layout = GridLayout::new(grid, SQUARE).flipped(player == Some(Side::Brown));
        grid.squares()
            .map(|square| {
                let (x, y) = layout.centre(square);
                let title = self.piece_at(square).map(|piece| {
                    let plural = if piece.balls == 1 { "" } else { "s" };
                    format!("{} piece, {} ball{plural}", piece.side, piece.balls)
                });
                Spot { name: square.to_string(), x, y, size: SQUARE, title }
            })
            .collect()
    }

    fn ui_move(&self, action: &Move) -> UiMove {
        let text = action.to_string();
        match action {
            Move::Step { from, to } => {
                step(text, "move", from.to_string(), to.to_string(), format!("move {from} to {to}"))
            }
            Move::Capture { from, target } => {
                step(text, "capture", from.to_string(), target.to_string(), format!("capture {target} from {from}"))
            }
            Move::Share { from, recipients: to } => UiMove {
                label: format!("share {from} to {to}"),
                text,
                kind: "share",
                from: Some(from.to_string()),
                to: None,
                recipients: to.squares().iter().map(ToString::to_string).collect(),
                via: None,
                wall: None,
            },
        }
    }

    type Computer = towers::Player;

    fn computer(strength: Strength) -> towers::Player {
        towers::player(strength)
    }
}
