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
//! `--strength` (quick, standard or strong; default quick, so the tour takes
//! a few seconds); the seed breaks their ties between equally good moves
//! and throws Sirocco's dice, so `--seed` changes every game. `--quick`
//! makes the players think only one ply ahead (with captures followed to
//! the end): a fast mode for tests and debug builds. `--save <dir>` also
//! writes each game's record to `<dir>/scirocco.record`,
//! `<dir>/sirocco.record` and `<dir>/towers.record` (creating the
//! directory). Colour is used only when standard output is a terminal.

mod support;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use boardkit::bots::{Bot, Limits, Strength};
use boardkit::core::record::{Record, RecordGame};
use boardkit::core::{RandomSource, SplitMix64, Turn, random_move};
use support::Picture;

struct Style {
    colour: bool,
}

impl Style {
    fn heading(&self, text: &str) -> String {
        if self.colour { format!("\x1b[1;36m{text}\x1b[0m") } else { text.to_string() }
    }
    fn strong(&self, text: &str) -> String {
        if self.colour { format!("\x1b[1m{text}\x1b[0m") } else { text.to_string() }
    }
}

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
/// prints the start, a few moments along the way and the end; with `save`,
/// writes the game's record into that directory.
fn tour<G: Picture + RecordGame>(
    start: G,
    rng: &mut SplitMix64,
    mut computer: impl FnMut(u64) -> Box<dyn Bot<G>>,
    style: &Style,
    max_plies: u64,
    save: Option<&Saving>,
) -> Result<(), String> {
    println!("{}", style.heading(&format!("=== {} ===", G::TITLE)));
    println!("\nStart:\n{}", start.picture());
    let mut seats: Vec<Box<dyn Bot<G>>> = start.players().iter().map(|_| computer(rng.next_u64())).collect();
    let players = start.players();
    let mut saved = Record::new(start.clone());
    let mut game = start;
    let mut record: Vec<(u64, String, G)> = Vec::new();
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
        game.play(&mv).map_err(|error| format!("{} refused its own legal move {mv}: {error}", G::TITLE))?;
        if save.is_some() {
            saved.play(mv.clone()).map_err(|error| format!("the record refused the move {mv}: {error}"))?;
        }
        ply += 1;
        record.push((ply, mv.to_string(), game.clone()));
    }
    let moments = [record.len() / 3, 2 * record.len() / 3];
    for &at in &moments {
        if let Some((ply, mv, state)) = record.get(at.saturating_sub(1)).filter(|_| at > 0 && at < record.len()) {
            println!("After ply {ply} ({mv}):\n{}", state.picture());
        }
    }
    let last: Vec<&str> = record.iter().rev().take(6).rev().map(|(_, mv, _)| mv.as_str()).collect();
    println!("Final position after {ply} plies (last moves: {}):\n{}", last.join(" "), game.picture());
    println!("{}", game.status());
    match game.outcome() {
        Some(outcome) => println!("{}", style.strong(&format!("Result: {outcome}"))),
        None => println!("{}", style.strong(&format!("Stopped after {max_plies} plies without a result"))),
    }
    if let Some(scores) = game.scores() {
        let players = game.players();
        let line: Vec<String> = players.iter().zip(scores.iter()).map(|(p, s)| format!("{p} {s}")).collect();
        println!("Scores: {}", line.join(", "));
    }
    if let Some(saving) = save {
        saved.set_tag("Event", &saving.event).map_err(|error| error.to_string())?;
        let path = saving.dir.join(format!("{}.record", G::NAME.to_lowercase()));
        support::records::save(&path, &saved)?;
        println!("Record saved to {}", path.display());
    }
    println!();
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

const USAGE: &str = "usage: tour [--seed <n>] [--strength quick|standard|strong] [--quick] [--save <dir>]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seed: u64 = 2026;
    let mut thinking = Thinking { strength: Strength::Quick, one_ply: false };
    let mut save_dir: Option<PathBuf> = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--seed" => match rest.next().map(|s| s.parse()) {
                Some(Ok(value)) => seed = value,
                _ => return support::fail("--seed takes a whole number"),
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
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            other => return support::fail(format!("unknown argument `{other}` ({USAGE})")),
        }
    }
    let style = Style { colour: std::io::stdout().is_terminal() };
    let saving =
        match save_dir.map(|dir| Saving::new(&dir, format!("boardkit tour, seed {seed}, {}", thinking.describe()))) {
            Some(Ok(saving)) => Some(saving),
            Some(Err(message)) => return support::fail(message),
            None => None,
        };
    let save = saving.as_ref();
    println!("boardkit tour, seed {seed}: computer against computer, {}\n", thinking.describe());
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
            tour(boardkit::scirocco::Scirocco::startpos(), &mut next_rng(), computer, &style, 3_000, save)
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
        if let Err(message) = tour(start, &mut next_rng(), computer, &style, 20_000, save) {
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
        if let Err(message) = tour(boardkit::towers::Towers::startpos(), &mut next_rng(), computer, &style, 2_000, save)
        {
            return support::fail(message);
        }
    }
    ExitCode::SUCCESS
}
