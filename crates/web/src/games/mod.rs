//! What the playground needs from each game beyond the [`Game`](boardkit::core::Game) trait: the
//! picture, where on it a click lands, what each legal move looks like to a
//! mouse, the move list's notation, and the computer player.

mod scirocco;
mod sirocco;
mod towers;
mod variant;

pub use variant::{
    MAX_VARIANT_NAME, MAX_VARIANTS_TEXT, RefusedVariant, VariantInfo, VariantsFile, bundled_variants, user_variants,
};

use boardkit::core::Session as GameSession;
use boardkit::core::text::GameText;
use boardkit_players::{Bot, Strength};
use serde::Serialize;

/// A place on the picture that a player can click: a square or a point.
/// Coordinates are in the picture's own units (its `viewBox`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Spot {
    /// The square or point name, as moves write it (`e3`, `a1`).
    pub name: String,
    /// The centre, x.
    pub x: f64,
    /// The centre, y.
    pub y: f64,
    /// The side of the clickable square around the centre.
    pub size: f64,
    /// What stands there, for the hover text (`Blue Guard (Gu)`), if anything.
    pub title: Option<String>,
}

/// One legal move as the mouse makes it: pick `from`, then `to`; moves that
/// share both are told apart by their `label` (a promotion choice, say).
/// A move without squares (a throw, a pass) is a button.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UiMove {
    /// The move in the game's notation, as `POST /moves` takes it.
    #[serde(rename = "move")]
    pub text: String,
    /// What kind of move it is: `move`, `capture`, `promote`, `stay`,
    /// `relay`, `share`, `pass`, `roll`, `drop`.
    pub kind: &'static str,
    /// The spot to pick first (the piece), if the move has one.
    pub from: Option<String>,
    /// The spot to click next (the target), if the move has one.
    pub to: Option<String>,
    /// For a Towers share: the recipients.
    pub recipients: Vec<String>,
    /// For a variant's locust move (`e5e6e7`): the square captured on the
    /// way, which tells apart moves of the same `from` and `to`.
    pub via: Option<String>,
    /// For a variant's move that places a wall (duck chess): the wall's
    /// square, picked after the move's own squares.
    pub wall: Option<String>,
    /// The move in words for a choice button (`P e8-e9=Ta`).
    pub label: String,
}

/// Board options a new game can be given (each game reads its own).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewGame {
    /// Scirocco's start array, 0–511 in [`StartArray::all`](boardkit::scirocco::StartArray::all) order.
    pub array: Option<u16>,
    /// Sirocco's number of players, 2–4.
    pub players: Option<u8>,
    /// Towers' board width.
    pub width: Option<u8>,
    /// Towers' board height.
    pub height: Option<u8>,
    /// Towers' balls per piece.
    pub balls: Option<u8>,
    /// The variant's name (`capablanca`): a bundled one, or a section of `variants`.
    pub variant: Option<String>,
    /// A variants.ini text of the user's, whose sections the table may play.
    pub variants: Option<String>,
}

/// A game the playground can serve: what it needs beyond the game's rules
/// ([`Game`](boardkit::core::Game)) and texts ([`GameText`]: moves, position
/// specs, players and records are all read and written there): the board
/// options of a new game, the picture, where on it a click lands, what each
/// legal move looks like to a mouse, and the computer player. A game
/// implementing it is served with one line in [`crate::api`]'s list of games.
pub trait WebGame: GameText + Send + Sync + 'static
where
    Self::Move: Send + Sync,
    Self::Player: Send + Sync,
{
    /// The name in the API (`scirocco`): [`GameText::NAME`] in lowercase.
    const API_NAME: &'static str;

    /// The board options of [`NewGame`] this game reads (`"array"`), so
    /// that one given to another game is refused by name.
    const OPTIONS: &'static [&'static str];

    /// A new game from the board options (each `None` is the game's default).
    ///
    /// # Errors
    ///
    /// Why the options are not a game, in words.
    fn create(options: &NewGame) -> Result<Self, String>;

    /// Whether `options` may come with a position (which carries the board
    /// itself): by default none may.
    ///
    /// # Errors
    ///
    /// Why they may not, in words.
    fn fits(&self, options: &NewGame) -> Result<(), String> {
        if options.given().is_empty() {
            Ok(())
        } else {
            Err(format!("give either a position or {}, not both", Self::OPTIONS.join(", ")))
        }
    }

    /// A game from a position spec (`startpos`, a state text, then
    /// optionally `moves …`) with the board options: by default the spec is
    /// read as every front end reads it, and the options must
    /// [`fit`](WebGame::fits) it.
    ///
    /// # Errors
    ///
    /// Why the spec or the options are not a game, in words.
    fn from_spec(options: &NewGame, spec: &str) -> Result<GameSession<Self>, String> {
        let session = GameSession::<Self>::from_spec(spec).map_err(|error| error.to_string())?;
        session.start().fits(options)?;
        Ok(session)
    }

    /// The state as SVG, the last move (played from `before`) marked, seen
    /// from `player`'s side where the board can turn.
    fn picture(&self, last: Option<(&Self, &Self::Move)>, player: Option<Self::Player>) -> String;

    /// The clickable places of [`picture`](WebGame::picture) (same view side).
    fn spots(&self, player: Option<Self::Player>) -> Vec<Spot>;

    /// How the mouse makes the legal move `mv`.
    fn ui_move(&self, mv: &Self::Move) -> UiMove;

    /// The player who acts after the pending chance event (Sirocco: the seat
    /// the die is thrown for), for a state at a chance turn.
    fn chance_for(&self) -> Option<Self::Player> {
        None
    }

    /// The die's face the player to move has thrown, in games with a die.
    fn die(&self) -> Option<u8> {
        None
    }

    /// The computer player of this game, as [`computer`](WebGame::computer) builds it.
    type Computer: Bot<Self> + Send + 'static;

    /// A computer player at `strength`. A game at the table builds one at
    /// its first computer move and keeps it, with its transposition table,
    /// for the rest of the game.
    fn computer(strength: Strength) -> Self::Computer;
}

impl NewGame {
    /// The names of the options given.
    pub fn given(&self) -> Vec<&'static str> {
        let NewGame { array, players, width, height, balls, variant, variants } = self;
        [
            ("array", array.is_some()),
            ("players", players.is_some()),
            ("width", width.is_some()),
            ("height", height.is_some()),
            ("balls", balls.is_some()),
            ("variant", variant.is_some()),
            ("variants", variants.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
    }
}

/// A game's start: from `position` (a position spec, as every front end
/// reads it: `startpos`, Sirocco's `startpos:3`, a state text, then
/// optionally `moves …`, which become the game's first moves), or else
/// from the board options.
///
/// # Errors
///
/// Why the position or the options are not a game, in words.
pub fn start<G: WebGame>(options: &NewGame, position: Option<&str>) -> Result<GameSession<G>, String>
where
    G::Move: Send + Sync,
    G::Player: Send + Sync,
{
    match position {
        Some(spec) => G::from_spec(options, spec),
        None => G::create(options).map(GameSession::new),
    }
}

/// The shared part of a [`UiMove`] for a move from one place to another.
pub(crate) fn step(text: String, kind: &'static str, from: String, to: String, label: String) -> UiMove {
    UiMove { text, kind, from: Some(from), to: Some(to), recipients: Vec::new(), via: None, wall: None, label }
}

#[cfg(test)]
mod tests {
    use boardkit::core::{Game, SplitMix64, random_move};
    use boardkit::scirocco::Scirocco;
    use boardkit::sirocco::{Move, Sirocco};
    use boardkit::towers::Towers;

    use super::*;

    /// Plays seeded random games and checks every legal move's mouse form:
    /// its text is the move, it reads back as the move, its squares are
    /// clickable spots, and no two moves look the same to the mouse.
    /// Gives the kinds seen.
    fn check_ui_moves<G: WebGame>(start: G, games: u64, plies: usize) -> std::collections::BTreeSet<&'static str>
    where
        G::Move: Send + Sync,
        G::Player: Send + Sync,
    {
        let mut kinds = std::collections::BTreeSet::new();
        for seed in 0..games {
            let mut rng = SplitMix64::new(seed);
            let mut game = start.clone();
            for _ in 0..plies {
                let spots: Vec<String> = game.spots(None).into_iter().map(|spot| spot.name).collect();
                let mut seen = std::collections::HashSet::new();
                for mv in game.legal_moves().iter() {
                    let ui = game.ui_move(mv);
                    assert_eq!(ui.text, mv.to_string());
                    assert_eq!(game.read_move(&ui.text).as_ref(), Ok(mv), "{} reads back", ui.text);
                    for square in ui.from.iter().chain(ui.to.iter()).chain(ui.recipients.iter()) {
                        assert!(spots.contains(square), "{square} of {} is a spot", ui.text);
                    }
                    assert!(
                        seen.insert((ui.from.clone(), ui.to.clone(), ui.recipients.clone(), ui.label.clone())),
                        "two moves look alike: {}",
                        ui.text
                    );
                    kinds.insert(ui.kind);
                }
                let Some(mv) = random_move(&game, &mut rng) else { break };
                let before = game.clone();
                if game.play(&mv).is_err() {
                    panic!("a listed move was refused");
                }
                assert!(game.picture(Some((&before, &mv)), None).starts_with("<svg "));
            }
        }
        kinds
    }

    #[test]
    fn scirocco_moves_have_a_mouse_form_and_every_kind_shows() {
        let kinds = check_ui_moves(Scirocco::startpos(), 12, 160);
        for kind in ["move", "capture", "promote", "relay"] {
            assert!(kinds.contains(kind), "{kind} in {kinds:?}");
        }
    }

    #[test]
    fn scirocco_capture_without_moving_is_made_by_clicking_the_captured_piece() {
        // A Blue Genie (promoted Dabbaba) on e5 next to a Tan pawn on e6.
        let game = start::<Scirocco>(&NewGame::default(), Some("k9/10/10/10/4p5/4+D5/10/10/10/K9 b"))
            .expect("a position")
            .game()
            .clone();
        let stay = game
            .legal_moves()
            .iter()
            .map(|mv| game.ui_move(mv))
            .find(|ui| ui.kind == "stay")
            .expect("a capture without moving");
        assert_eq!((stay.from.as_deref(), stay.to.as_deref()), (Some("e5"), Some("e6")));
        assert_eq!(stay.text, "e5e6e5");
        assert!(stay.label.ends_with('!'), "{}", stay.label);
    }

    #[test]
    fn variant_moves_have_a_mouse_form_with_promotions_and_locust_captures() {
        use boardkit::variant::VariantGame;
        let options = |variant: &str, variants: Option<&str>| NewGame {
            variant: Some(variant.to_string()),
            variants: variants.map(str::to_string),
            ..NewGame::default()
        };
        let grand = VariantGame::create(&options("grand", None)).expect("bundled");
        let kinds = check_ui_moves(grand, 6, 200);
        for kind in ["move", "capture"] {
            assert!(kinds.contains(kind), "{kind} in {kinds:?}");
        }
        let promoting = start::<VariantGame>(&options("chess", None), Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"))
            .expect("a position")
            .game()
            .clone();
        assert!(check_ui_moves(promoting, 1, 1).contains("promote"));
        // A locust captures on the way: two moves from e4 to e6, told apart by what they capture.
        let ini = "[locust:chess]\ncustomPiece1 = l:cafmW\n";
        let locust = start::<VariantGame>(&options("locust", Some(ini)), Some("4k3/8/8/8/3pLp2/4p3/8/4K3 w - - 0 1"))
            .expect("a position")
            .game()
            .clone();
        let through: Vec<UiMove> =
            locust.legal_moves().iter().map(|mv| locust.ui_move(mv)).filter(|ui| ui.via.is_some()).collect();
        assert!(!through.is_empty(), "locust captures");
        for ui in &through {
            assert_eq!(ui.kind, "capture");
            let via = ui.via.as_deref().expect("a square captured on");
            assert!(ui.label.ends_with(&format!("capturing on {via}")), "{}", ui.label);
            assert_eq!(ui.text, format!("{}{via}{}", ui.from.as_deref().unwrap_or(""), ui.to.as_deref().unwrap_or("")));
        }
        check_ui_moves(locust, 2, 20);
    }

    #[test]
    fn towers_moves_have_a_mouse_form_with_shares_and_captures() {
        let kinds = check_ui_moves(Towers::startpos(), 8, 120);
        assert_eq!(kinds.into_iter().collect::<Vec<_>>(), ["capture", "move", "share"]);
    }

    #[test]
    fn sirocco_moves_have_a_mouse_form_with_throws_and_passes() {
        let kinds = check_ui_moves(Sirocco::startpos(4).expect("4 players"), 6, 400);
        for kind in ["roll", "move", "capture", "pass"] {
            assert!(kinds.contains(kind), "{kind} in {kinds:?}");
        }
    }

    /// A position as the examples and the Python package take it: a start
    /// word or a state text, then optionally `moves` and the moves, which
    /// are the game's first moves.
    #[test]
    fn positions_are_read_as_the_examples_write_them() {
        let options = NewGame::default();
        let scirocco = start::<Scirocco>(&options, Some("startpos moves e3e4 P e8-e7")).expect("a spec");
        assert_eq!(*scirocco.start(), Scirocco::startpos());
        assert_eq!(scirocco.moves().iter().map(ToString::to_string).collect::<Vec<_>>(), ["e3e4", "e8e7"]);
        let sirocco = start::<Sirocco>(&options, Some("startpos:3")).expect("three players");
        assert_eq!(sirocco.game().seats().len(), 3);
        let thrown = start::<Sirocco>(&options, Some("  startpos:2   moves roll 3 ")).expect("a throw");
        assert_eq!(thrown.game().pending_throw(), Some(3));
        let mut towers = Towers::startpos();
        let first = towers.legal_moves()[0].clone();
        towers.play(&first).expect("a legal move");
        let text = format!("{} moves {first}", Towers::startpos());
        assert_eq!(*start::<Towers>(&options, Some(&text)).expect("a state text and a move").game(), towers);
        let error = start::<Scirocco>(&options, Some("startpos moves e3e4 e3e4")).expect_err("e3 is empty");
        assert!(error.starts_with("move 2"), "{error}");
        assert!(start::<Sirocco>(&options, Some("startpos:9")).is_err());
        let two = NewGame { players: Some(2), ..options.clone() };
        assert_eq!(start::<Sirocco>(&two, Some("startpos:3")).err().as_deref(), Some("the state has 3 players, not 2"));
        let sized = NewGame { width: Some(6), ..options };
        assert_eq!(
            start::<Towers>(&sized, Some("startpos")).err().as_deref(),
            Some("give either a position or width, height, balls, not both")
        );
    }

    #[test]
    fn options_are_checked() {
        assert!(Scirocco::create(&NewGame { array: Some(512), ..NewGame::default() }).is_err());
        assert!(Scirocco::create(&NewGame { array: Some(511), ..NewGame::default() }).is_ok());
        assert!(Sirocco::create(&NewGame { players: Some(1), ..NewGame::default() }).is_err());
        assert!(Towers::create(&NewGame { width: Some(17), ..NewGame::default() }).is_err());
        assert!(
            Towers::create(&NewGame { width: Some(2), height: Some(3), balls: Some(1), ..NewGame::default() }).is_ok()
        );
        let text = Sirocco::startpos(3).expect("3 players").to_string();
        assert!(start::<Sirocco>(&NewGame { players: Some(4), ..NewGame::default() }, Some(&text)).is_err());
        assert!(start::<Sirocco>(&NewGame { players: Some(3), ..NewGame::default() }, Some(&text)).is_ok());
    }

    #[test]
    fn the_board_turns_for_the_second_player_and_the_spots_with_it() {
        let at = |spots: &[Spot], name: &str| {
            let spot = spots.iter().find(|spot| spot.name == name).expect("the square is a spot");
            (spot.x, spot.y)
        };
        let towers = Towers::startpos();
        let (white, brown) =
            (towers.spots(Some(boardkit::towers::Side::White)), towers.spots(Some(boardkit::towers::Side::Brown)));
        assert!(
            at(&white, "a1").0 < at(&white, "f1").0 && at(&white, "a1").1 > at(&white, "a6").1,
            "White: a1 bottom left"
        );
        assert!(
            at(&brown, "a1").0 > at(&brown, "f1").0 && at(&brown, "a1").1 < at(&brown, "a6").1,
            "Brown: a1 top right"
        );
        let scirocco = Scirocco::startpos();
        let tan = scirocco.spots(Some(boardkit::scirocco::Side::Tan));
        assert!(at(&tan, "a1").0 > at(&tan, "j1").0 && at(&tan, "a1").1 < at(&tan, "a10").1, "Tan: a1 top right");
        // The picture is drawn turned as well.
        let (seen_by_blue, seen_by_tan) =
            (scirocco.picture(None, None), scirocco.picture(None, Some(boardkit::scirocco::Side::Tan)));
        assert_ne!(seen_by_blue, seen_by_tan);
    }

    /// The spot of a point or square, by its name.
    fn spot<'a>(spots: &'a [Spot], name: &str) -> &'a Spot {
        spots.iter().find(|spot| spot.name == name).unwrap_or_else(|| panic!("{name} is a spot"))
    }

    /// Sirocco's spots sit on the points of its picture: each base is where
    /// the picture rings it, and a spot says what stands there.
    #[test]
    fn sirocco_spots_lie_on_the_picture_s_points_and_name_what_stands_there() {
        use boardkit::geometry::svg::number;
        let mut game = Sirocco::startpos(4).expect("4 players");
        let picture = game.picture(None, None);
        let spots = game.spots(None);
        let board = game.board().clone();
        for &seat in game.seats() {
            let base = board.point_name(board.base(seat)).expect("a named base").as_str().to_string();
            let at = spot(&spots, &base);
            let ring = format!("<circle cx=\"{}\" cy=\"{}\" r=", number(at.x), number(at.y));
            assert!(picture.contains(&ring), "{seat}'s base {base} is ringed at ({}, {})", at.x, at.y);
            assert_eq!(at.title.as_deref(), Some(format!("{seat} base, 6 pawns waiting").as_str()));
        }
        // A pawn out on the field is named by its seat; an empty point by nothing.
        game.play(&Move::Roll(1)).expect("a throw");
        let step = *game.legal_moves().iter().find(|mv| matches!(mv, Move::Step { .. })).expect("a step");
        let Move::Step { to, .. } = step else { unreachable!() };
        let seat = game.seat_to_move();
        game.play(&step).expect("the step");
        let spots = game.spots(None);
        assert_eq!(spot(&spots, to.as_str()).title, Some(format!("{seat} pawn")));
        assert!(spots.iter().filter(|spot| spot.title.is_none()).count() > 20, "empty points have no title");
    }

    /// The die is Sirocco's thrown face, and no other game has one.
    #[test]
    fn only_sirocco_shows_a_die() {
        let mut sirocco = Sirocco::startpos(2).expect("2 players");
        assert_eq!(sirocco.die(), None, "not thrown yet");
        sirocco.play(&Move::Roll(5)).expect("a throw");
        assert_eq!(sirocco.die(), Some(5));
        assert_eq!(Towers::startpos().die(), None);
        assert_eq!(Scirocco::startpos().die(), None);
    }

    /// Towers and Sirocco write their moves in the list as they are typed;
    /// Scirocco in its readable notation.
    #[test]
    fn the_move_list_writes_each_game_s_notation() {
        use boardkit::core::record::Notation::Readable;
        let towers = Towers::startpos();
        let action = towers.legal_moves()[0].clone();
        assert_eq!(towers.write_move(&action, Readable), action.to_string());
        let mut sirocco = Sirocco::startpos(2).expect("2 players");
        sirocco.play(&Move::Roll(3)).expect("a throw");
        let step = sirocco.legal_moves()[0];
        assert_eq!(sirocco.write_move(&step, Readable), step.to_string());
        let scirocco = Scirocco::startpos();
        let mv = scirocco.legal_moves()[0];
        assert_eq!(scirocco.write_move(&mv, Readable), scirocco.position().readable(&mv).expect("readable"));
        assert_ne!(scirocco.write_move(&mv, Readable), mv.to_string());
    }

    /// The pictures are the games' own, turned for the second player only;
    /// Towers leaves out its caption on boards narrower than 6 files.
    #[test]
    fn pictures_are_the_games_own_turned_for_the_second_player() {
        use boardkit::scirocco::svg::SvgOptions as SciroccoSvg;
        use boardkit::towers::svg::SvgOptions as TowersSvg;
        use boardkit::towers::{Config, Side};
        let scirocco = Scirocco::startpos();
        let upright = scirocco.to_svg(&SciroccoSvg::new().with_square(44.0));
        let turned = scirocco.to_svg(&SciroccoSvg::new().with_square(44.0).with_flipped(true));
        assert_eq!(scirocco.picture(None, None), upright);
        assert_eq!(scirocco.picture(None, Some(boardkit::scirocco::Side::Blue)), upright);
        assert_eq!(scirocco.picture(None, Some(boardkit::scirocco::Side::Tan)), turned);
        for (width, caption) in [(6, true), (7, true), (5, false)] {
            let towers = Towers::with_config(Config::new(width, 6, 2).expect("a board"));
            let options = TowersSvg::new().with_square(56.0).with_caption(caption);
            assert_eq!(towers.picture(None, None), towers.to_svg(&options), "width {width}");
            assert_eq!(towers.picture(None, Some(Side::White)), towers.to_svg(&options));
            assert_eq!(towers.picture(None, Some(Side::Brown)), towers.to_svg(&options.clone().with_flipped(true)));
        }
    }

    /// A Towers spot says whose piece stands there and how many balls it has.
    #[test]
    fn towers_spots_count_the_balls() {
        let game: Towers =
            "B2B2B2B2B2B2/....../....../....../....../W1W2W2W2W2W2 w balls 2 captured 1 0 lost 0 0 ply 2 seen 1"
                .parse()
                .expect("a position");
        let spots = game.spots(None);
        assert_eq!(spot(&spots, "a1").title.as_deref(), Some("White piece, 1 ball"));
        assert_eq!(spot(&spots, "b1").title.as_deref(), Some("White piece, 2 balls"));
        assert_eq!(spot(&spots, "c1").title.as_deref(), Some("White piece, 2 balls"));
        assert_eq!(spot(&spots, "c3").title, None);
    }

    /// A Towers position comes alone: with a board size or a ball count
    /// beside it, it is refused.
    #[test]
    fn a_towers_position_comes_without_a_size() {
        let text = Towers::startpos().to_string();
        assert!(start::<Towers>(&NewGame::default(), Some(&text)).is_ok());
        for options in [
            NewGame { width: Some(6), ..NewGame::default() },
            NewGame { height: Some(6), ..NewGame::default() },
            NewGame { balls: Some(2), ..NewGame::default() },
        ] {
            let refused = start::<Towers>(&options, Some(&text)).expect_err("a position and a size");
            assert!(refused.contains("not both"), "{refused}");
        }
    }

    #[test]
    fn players_are_named_by_name_or_code() {
        let game = Sirocco::startpos(2).expect("2 players");
        assert!(game.read_player("sw").is_some());
        assert!(game.read_player("north-east").is_some());
        assert!(game.read_player("NW").is_none(), "not seated with 2 players");
        assert!(Scirocco::startpos().read_player("tan").is_some());
        assert!(Towers::startpos().read_player("Purple").is_none());
    }
}
