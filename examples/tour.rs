//! The boardkit tour: one seeded game of each game, played to the end,
//! computer against computer.
//!
//! ```text
//! cargo run --release --example tour [-- --seed <n>] [--strength <s>] [--quick] [--save <dir>]
//! ```
//!
//! For each game it shows the start position, a few moments of the game and
//! the final position, then the outcome with the rule that ended it and the
//! scores. Every seat is played by the library's computer player for that
//! game (`boardkit::bots::{scirocco, sirocco, towers}::player`), at
//! `--strength` (quick, standard or strong; default quick, unlike `play` and
//! `arena`, so that the three whole games take about a second rather than
//! several); the seed breaks their ties between equally good moves
//! and throws Sirocco's dice, so `--seed` changes every game. `--quick`
//! makes the players think only one ply ahead (with captures followed to
//! the end): a fast mode for tests and debug builds. `--save <dir>` also
//! writes each game's record to `<dir>/scirocco.record`,
//! `<dir>/sirocco.record` and `<dir>/towers.record` (creating the
//! directory), even when standard output is closed before the end
//! (`tour --save dir | head`). Colour is used only when standard output is a
//! terminal.

mod support;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use boardkit::bots::{Bot, Limits, Strength};
use boardkit::core::record::Record;
use boardkit::core::text::GameText;
use boardkit::core::{RandomSource, SplitMix64, Turn, random_move};
use support::{Paint, Picture};

/// How hard the computer players think.
#[derive(Clone, Copy)]
struct Thinking {
    /// The library strength the players are made with.
    strength: Strength,
    /// `--quick`: one ply and captures only, whatever the strength.
    one_ply: bool,
}

impl Thinking {
    /// The limits for a player whose `limits` function is `of_strength`.
    fn limits(self, of_strength: fn(Strength) -> Limits) -> Limits {
        if self.one_ply { Limits::depth(1).with_nodes(2_000) } else { of_strength(self.strength) }
    }

    fn describe(self) -> String {
        if self.one_ply { "one ply ahead (--quick)".to_string() } else { format!("strength {}", self.strength) }
    }
}

/// Plays `start` to the end with a computer player in every seat (made by
/// `computer` from a seed drawn from `rng`; `rng` also throws the dice) and
/// prints the start, a few moments along the way and the end.
fn tour<G: Picture + GameText>(
    start: G,
    rng: &mut SplitMix64,
    mut computer: impl FnMut(u64) -> Box<dyn Bot<G>>,
    paint: Paint,
    max_plies: u64,
    save: Option<&Saving>,
) -> Result<(), String> {
    support::say!("{}", paint.heading(&format!("=== {} ===", G::TITLE)));
    support::say!("\nStart:\n{}", start.picture(None, paint));
    let mut seats: Vec<Box<dyn Bot<G>>> = start.players().iter().map(|_| computer(rng.next_u64())).collect();
    let players = start.players();
    let mut saved = Record::new(start.clone());
    let mut game = start;
    // Each ply: its number, the move as people read it, the state before and the move.
    let mut record: Vec<(u64, String, G, G::Move)> = Vec::new();
    let mut ply = 0;
    while ply < max_plies {
        let mv = match game.turn() {
            Turn::Over => break,
            Turn::Chance => random_move(&game, rng),
            Turn::Player(player) => {
                let seat = players.iter().position(|p| *p == player).and_then(|index| seats.get_mut(index));
                seat.and_then(|bot| bot.choose(&game))
            }
        };
        let Some(mv) = mv else {
            return Err(format!("{}: no move chosen at ply {ply}", G::TITLE));
        };
        let before = game.clone();
        let text = game.move_text(&mv);
        game.play(&mv).map_err(|error| format!("{} refused its own legal move {mv}: {error}", G::TITLE))?;
        if save.is_some() {
            saved.play(mv.clone()).map_err(|error| format!("the record refused the move {mv}: {error}"))?;
        }
        ply += 1;
        record.push((ply, text, before, mv));
    }
    let moments = [record.len() / 3, 2 * record.len() / 3];
    for &at in &moments {
        // The state after ply `at` is the state before ply `at + 1`.
        if let (Some((ply, text, before, mv)), Some((_, _, after, _))) =
            (record.get(at.saturating_sub(1)).filter(|_| at > 0), record.get(at))
        {
            support::say!("After ply {ply} ({text}):\n{}", after.picture(Some((before, mv)), paint));
        }
    }
    let last: Vec<&str> = record.iter().rev().take(6).rev().map(|(_, text, _, _)| text.as_str()).collect();
    let last_move = record.last().map(|(_, _, before, mv)| (before, mv));
    // Folded to the terminal's 80 columns: six readable Scirocco moves or a
    // long outcome do not fit one line.
    let heading = support::terminal::fold(&format!(
        "Final position after {} (last moves: {}):",
        support::counted(ply, "ply", "plies"),
        last.join(", ")
    ));
    support::say!("{heading}\n{}", game.picture(last_move, paint));
    match game.outcome() {
        Some(outcome) => support::say!("{}", paint.strong(&support::terminal::fold(&format!("Result: {outcome}")))),
        None => {
            support::say!("{}", game.status());
            support::say!(
                "{}",
                paint
                    .strong(&format!("Stopped after {} without a result", support::counted(max_plies, "ply", "plies")))
            );
        }
    }
    if let Some(scores) = boardkit::core::Scores::of(&game) {
        support::say!("Scores: {scores}");
    }
    if let Some(saving) = save {
        saved.set_tag("Event", &saving.event).map_err(|error| error.to_string())?;
        let path = saving.dir.join(format!("{}.record", G::NAME.to_lowercase()));
        support::records::save(&path, &saved)?;
        support::say!("Record saved to {}", path.display());
    }
    support::say!();
    Ok(())
}

/// `--save <dir>`: where the records go, and their `Event` tag.
struct Saving {
    dir: PathBuf,
    event: String,
}

impl Saving {
    fn new(dir: &Path, event: String) -> Result<Saving, String> {
        std::fs::create_dir_all(dir).map_err(|error| format!("cannot create {}: {error}", dir.display()))?;
        Ok(Saving { dir: dir.to_path_buf(), event })
    }
}

const USAGE: &str = "\
usage: tour [--seed <n>] [--strength quick|standard|strong] [--quick]
            [--save <dir>]

Plays one seeded game of each game, computer against computer.
  --seed <n>        changes every game (default 2026)
  --strength <s>    how hard the players think (default quick, unlike play
                    and arena, whose default is standard: the tour plays three
                    whole games, and standard takes several seconds for them
                    where quick takes one)
  --quick           the players look one ply ahead only (tests, debug builds)
  --save <dir>      also write each game's record to <dir>/<game>.record";

/// The tour's default strength: see `USAGE` for why it is not `Strength::default()`.
const TOUR_STRENGTH: Strength = Strength::Quick;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seed: u64 = 2026;
    let mut thinking = Thinking { strength: TOUR_STRENGTH, one_ply: false };
    let mut save_dir: Option<PathBuf> = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--seed" => match rest.next().map(|text| support::whole_number("--seed", text)) {
                Some(Ok(value)) => seed = value,
                Some(Err(message)) => return support::fail(message),
                None => return support::fail("--seed takes a whole number"),
            },
            "--strength" => match rest.next().map(|s| s.parse::<Strength>()) {
                Some(Ok(strength)) => thinking.strength = strength,
                Some(Err(error)) => return support::fail(error),
                None => return support::fail("--strength takes quick, standard or strong"),
            },
            "--quick" => thinking.one_ply = true,
            "--save" => match rest.next() {
                Some(dir) => save_dir = Some(PathBuf::from(dir)),
                None => return support::fail("--save takes a directory"),
            },
            "--help" | "-h" => {
                support::say!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            other => return support::fail(format!("unknown argument `{other}` (see tour --help)")),
        }
    }
    let paint = Paint::for_stdout();
    let saving =
        match save_dir.map(|dir| Saving::new(&dir, format!("boardkit tour, seed {seed}, {}", thinking.describe()))) {
            Some(Ok(saving)) => Some(saving),
            Some(Err(message)) => return support::fail(message),
            None => None,
        };
    let save = saving.as_ref();
    if save.is_some() {
        // The records are what `--save` asks for: a reader that stops
        // reading (`tour --save dir | head`) does not stop the games.
        support::finish_after_a_closed_pipe();
    }
    support::say!("boardkit tour, seed {seed}: computer against computer, {}\n", thinking.describe());
    let mut rng = SplitMix64::new(seed);
    // Each game gets its own generator, drawn from the seed, so that adding a
    // game to the tour does not change the others.
    let mut next_rng = || SplitMix64::new(rng.next_u64());
    #[cfg(feature = "scirocco")]
    {
        use boardkit::bots::scirocco;
        let computer = |seed: u64| -> Box<dyn Bot<_>> {
            let mut player = scirocco::player(thinking.strength).with_tie_break_seed(seed);
            player.set_limits(thinking.limits(scirocco::limits));
            Box::new(player)
        };
        if let Err(message) =
            tour(boardkit::scirocco::Scirocco::startpos(), &mut next_rng(), computer, paint, 3_000, save)
        {
            return support::fail(message);
        }
    }
    #[cfg(feature = "sirocco")]
    {
        use boardkit::bots::sirocco;
        let start = match boardkit::sirocco::Sirocco::startpos(4) {
            Ok(start) => start,
            Err(error) => return support::fail(error),
        };
        let computer = |seed: u64| -> Box<dyn Bot<_>> {
            let mut player = sirocco::player(thinking.strength).with_tie_break_seed(seed);
            player.set_limits(thinking.limits(sirocco::limits));
            Box::new(player)
        };
        if let Err(message) = tour(start, &mut next_rng(), computer, paint, 20_000, save) {
            return support::fail(message);
        }
    }
    #[cfg(feature = "towers")]
    {
        use boardkit::bots::towers;
        let computer = |seed: u64| -> Box<dyn Bot<_>> {
            let mut player = towers::player(thinking.strength).with_tie_break_seed(seed);
            player.set_limits(thinking.limits(towers::limits));
            Box::new(player)
        };
        if let Err(message) = tour(boardkit::towers::Towers::startpos(), &mut next_rng(), computer, paint, 2_000, save)
        {
            return support::fail(message);
        }
    }
    ExitCode::SUCCESS
}
