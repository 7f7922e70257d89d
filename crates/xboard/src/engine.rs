//! The engine's state machine: one method per protocol command, each
//! writing its replies into an output list and saying whether a search
//! should start or stop. No threads and no I/O here, so every command is
//! testable on its own; [`crate::session`] connects it to stdin, stdout
//! and the search thread.

use std::time::Duration;

use boardkit_core::Verdict;
use boardkit_players::Strength;
use boardkit_scirocco::{Outcome, Reason, Scirocco, Side, StartArray, Swaps, Symmetry};

use crate::clock::{Clock, parse_base_time, parse_seconds};
use crate::command::Command;
use crate::game::{Choice, ProtocolGame, Settings};
use crate::search::{Info, MAX_DEPTH, Request};

/// The name the engine gives itself.
pub const NAME: &str = concat!("boardkit Scirocco ", env!("CARGO_PKG_VERSION"));

/// The protocol's name of Scirocco (the chess variants' names are in
/// [`crate::variant`]).
pub const VARIANT: &str = "scirocco";

/// The largest transposition table `memory` gets, in MiB.
pub const MAX_HASH_MB: usize = 256;

/// The engine options, as `feature option=` defines them.
const OPTION_ARRAY: &str = "Start array";
const OPTION_SYMMETRY: &str = "Symmetry";
const OPTION_STRENGTH: &str = "Strength";

/// Whom the engine plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode<P = Side> {
    /// Neither side (`force`).
    Force,
    /// This side: it thinks when this side is to move.
    Playing(P),
    /// Analysing the position (`analyze`) until `exit`.
    Analyzing,
}

/// What the session must do after a command.
#[derive(Clone, Debug)]
pub enum Job<G: ProtocolGame = Scirocco> {
    /// Nothing.
    None,
    /// Start thinking about a move to play (stopping any search).
    Think(Request<G>),
    /// Start (or restart, on the new position) an analysis.
    Analyze(Request<G>),
    /// Play another kind of game (a `variant` of the other kind, or `new`
    /// when the default game is of the other kind): the session stops any
    /// search, carries the settings over ([`Engine::switched`]) and hands
    /// the command to the new engine.
    Switch(Choice, Command),
    /// Stop any search, discarding it.
    Stop,
    /// Quit.
    Quit,
}

/// The engine, playing a game of type `G` (Scirocco, or a chess variant:
/// [`boardkit_variant::VariantGame`]).
#[derive(Clone, Debug)]
pub struct Engine<G: ProtocolGame = Scirocco> {
    /// What `new` starts from: the variant's rules (nothing for Scirocco).
    setup: G::Setup,
    /// The game, and every earlier state of it (for `undo`).
    game: G,
    history: Vec<G>,
    /// Why the last `setboard` was refused: moves are refused until a new
    /// position is set.
    invalid_position: bool,
    mode: Mode<G::Player>,
    array: StartArray,
    strength: Strength,
    clock: Clock,
    max_depth: u32,
    /// `post`: print thinking output.
    post: bool,
    /// The engine's moves in this game (for the moves-per-period clock).
    moves_made: u32,
    /// The square of the piece the user picked up (`lift`).
    lifted: Option<G::Square>,
    /// The victim square of a two-leg move whose first leg the user has
    /// entered (`put` on a cyan square), awaiting XBoard's `lift` of it.
    first_leg: Option<G::Square>,
    /// The last finished depth of the current search (for `.`).
    last_info: Option<Info<G::Move>>,
    /// `memory`: the transposition table's size (the search's only large
    /// table), capped at [`MAX_HASH_MB`]; `None` until the GUI sends it.
    hash_mb: Option<usize>,
    /// `cores`, recorded: the search uses one thread.
    cores: u32,
    /// The names `feature variants` announces after `scirocco`.
    variant_names: Vec<String>,
    /// The game `new` starts: XBoard names no variant for chess.
    default: Choice,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine<Scirocco> {
    /// An engine at the default start, playing Tan, as after `new`.
    pub fn new() -> Engine<Scirocco> {
        Engine::with_variants(crate::variant::announced_names(&[]))
    }

    /// An engine at the default start, playing Tan, that announces
    /// `variant_names` after `scirocco` (see
    /// [`crate::variant::announced_names`]).
    pub fn with_variants(variant_names: Vec<String>) -> Engine<Scirocco> {
        Engine {
            setup: (),
            game: Scirocco::startpos(),
            history: Vec::new(),
            invalid_position: false,
            mode: Mode::Playing(Side::Tan),
            array: StartArray::DEFAULT,
            strength: Strength::Standard,
            clock: Clock::default(),
            max_depth: MAX_DEPTH,
            post: false,
            moves_made: 0,
            lifted: None,
            first_leg: None,
            last_info: None,
            hash_mb: None,
            cores: 1,
            variant_names,
            default: Choice::Scirocco,
        }
    }
}

impl<G: ProtocolGame> Engine<G> {
    /// The engine with the settings of this one (clock, strength, options,
    /// thinking output, mode) playing the game of `setup` from its start:
    /// after a `variant` that names another kind of game.
    pub fn switched<H: ProtocolGame>(self, setup: H::Setup) -> Engine<H> {
        let mode = match self.mode {
            Mode::Force => Mode::Force,
            Mode::Analyzing => Mode::Analyzing,
            Mode::Playing(side) if side == G::first_player() => Mode::Playing(H::first_player()),
            Mode::Playing(_) => Mode::Playing(H::second_player()),
        };
        let game = H::start(&setup, &Settings { array: self.array });
        Engine {
            setup,
            game,
            history: Vec::new(),
            invalid_position: false,
            mode,
            array: self.array,
            strength: self.strength,
            clock: self.clock,
            max_depth: self.max_depth,
            post: self.post,
            moves_made: 0,
            lifted: None,
            first_leg: None,
            last_info: None,
            hash_mb: self.hash_mb,
            cores: self.cores,
            variant_names: self.variant_names,
            default: self.default,
        }
    }

    /// Makes `choice` the game `new` starts (Scirocco unless set): XBoard
    /// sends no `variant` for its `normal` chess, so an engine meant for
    /// chess is told so on its command line.
    pub fn set_default(&mut self, choice: Choice) {
        self.default = choice;
    }

    /// The current game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Whom the engine plays.
    pub fn mode(&self) -> Mode<G::Player> {
        self.mode
    }

    /// Whether thinking output is on.
    pub fn post(&self) -> bool {
        self.post
    }

    /// The `feature` lines answering `protover 2`.
    pub fn features(&self) -> Vec<String> {
        let variants =
            std::iter::once(VARIANT.to_string()).chain(self.variant_names.iter().cloned()).collect::<Vec<_>>();
        let variants = variants.join(",");
        vec![
            "feature done=0".to_string(),
            format!(
                "feature myname=\"{NAME}\" setboard=1 usermove=1 ping=1 playother=1 sigint=0 sigterm=0 colors=0 \
                 analyze=1 time=1 draw=0 reuse=1 memory=1 smp=1 highlight=1 variants=\"{variants}\""
            ),
            format!("feature option=\"{OPTION_ARRAY} -spin 0 0 255\""),
            format!("feature option=\"{OPTION_SYMMETRY} -combo *rotational /// mirror\""),
            format!("feature option=\"{OPTION_STRENGTH} -combo quick /// *standard /// strong\""),
            "feature done=1".to_string(),
        ]
    }

    /// The `setup` and `piece` lines answering `variant` (none for a
    /// variant XBoard knows by name).
    pub fn variant_definition(&self) -> Vec<String> {
        G::definition(&self.setup, &self.settings())
    }

    fn settings(&self) -> Settings {
        Settings { array: self.array }
    }

    /// Carries out one command.
    pub fn handle(&mut self, command: Command, out: &mut Vec<String>) -> Job<G> {
        match command {
            Command::Xboard | Command::FeatureReply | Command::Ignored | Command::Color => Job::None,
            Command::Protover(version) => {
                if version >= 2 {
                    out.extend(self.features());
                }
                Job::None
            }
            Command::New => match G::setup_of(&self.default) {
                Some(setup) => {
                    self.setup = setup;
                    self.new_game();
                    Job::Stop
                }
                None => Job::Switch(self.default.clone(), Command::New),
            },
            Command::Variant(name) => match crate::variant::choice(&name) {
                Some(choice) => match G::setup_of(&choice) {
                    Some(setup) => {
                        if G::name(&setup) != G::name(&self.setup) {
                            self.setup = setup;
                            self.new_game();
                        }
                        out.extend(self.variant_definition());
                        Job::Stop
                    }
                    None => Job::Switch(choice, Command::Variant(name)),
                },
                None => {
                    out.push(format!("Error (unsupported variant): {name}"));
                    Job::None
                }
            },
            Command::Quit => Job::Quit,
            Command::Force => {
                self.mode = Mode::Force;
                Job::Stop
            }
            Command::Go => {
                self.mode = Mode::Playing(self.game.mover());
                self.think_if_on_move(out)
            }
            Command::PlayOther => {
                self.mode = Mode::Playing(self.game.waiting());
                Job::None
            }
            Command::Level(mps, base, inc) => {
                match (mps.parse::<u32>(), parse_base_time(&base), parse_seconds(&inc)) {
                    (Ok(mps), Some(base), Some(inc)) => {
                        self.clock = Clock { moves_per_period: mps, increment: inc, per_move: None, remaining: base };
                    }
                    _ => out.push(format!("Error (bad arguments): level {mps} {base} {inc}")),
                }
                Job::None
            }
            Command::St(seconds) => {
                match parse_seconds(&seconds) {
                    Some(time) => self.clock.per_move = Some(time),
                    None => out.push(format!("Error (bad arguments): st {seconds}")),
                }
                Job::None
            }
            Command::Sd(depth) => {
                self.max_depth = depth.clamp(1, MAX_DEPTH);
                Job::None
            }
            Command::Time(centis) => {
                self.clock.remaining = Duration::from_millis(centis.saturating_mul(10));
                Job::None
            }
            Command::Otim(_) | Command::Draw | Command::MoveNow | Command::Hard | Command::Easy => Job::None,
            Command::UserMove(text) => self.user_move(&text, out),
            Command::Ping(n) => {
                out.push(format!("pong {n}"));
                Job::None
            }
            Command::Result(_) => {
                self.mode = Mode::Force;
                Job::Stop
            }
            Command::SetBoard(text) => self.set_board(&text, out),
            Command::Undo => self.take_back(1, out),
            Command::Remove => self.take_back(2, out),
            Command::Post => {
                self.post = true;
                Job::None
            }
            Command::NoPost => {
                self.post = false;
                Job::None
            }
            Command::Analyze => {
                self.mode = Mode::Analyzing;
                self.analysis()
            }
            Command::Exit => {
                if self.mode == Mode::Analyzing {
                    self.mode = Mode::Force;
                }
                Job::Stop
            }
            Command::Status => {
                if self.mode == Mode::Analyzing {
                    out.push(self.status_line());
                }
                Job::None
            }
            Command::Memory(megabytes) => {
                let megabytes = usize::try_from(megabytes).unwrap_or(MAX_HASH_MB);
                self.hash_mb = Some(megabytes.clamp(1, MAX_HASH_MB));
                Job::None
            }
            Command::Cores(cores) => {
                self.cores = cores;
                Job::None
            }
            Command::SetOption(name, value) => {
                self.set_option(&name, value.as_deref(), out);
                Job::None
            }
            Command::Lift(text) => {
                match (self.game.parse_square(&text), self.lifted) {
                    // XBoard lifts the piece again at the victim of a two-leg move.
                    (Some(square), Some(from)) if self.first_leg == Some(square) => {
                        self.first_leg = None;
                        out.push(self.game.second_legs(from, square));
                    }
                    (Some(square), _) => {
                        self.lifted = Some(square);
                        self.first_leg = None;
                        out.push(self.game.lift(square));
                    }
                    (None, _) => out.push(format!("Error (bad square): lift {text}")),
                }
                Job::None
            }
            Command::Put(text) => {
                match (self.lifted, self.game.parse_square(&text)) {
                    (Some(from), Some(square)) => {
                        if self.game.is_first_leg(from, square) {
                            self.first_leg = Some(square);
                        }
                        out.extend(self.game.put(from, square));
                    }
                    (_, None) => out.push(format!("Error (bad square): put {text}")),
                    (None, Some(_)) => {}
                }
                Job::None
            }
            // No capture removes a piece the GUI would not see from the
            // marks already shown, so hovering needs no reply.
            Command::Hover(_) => Job::None,
            Command::BadArguments(line) => {
                out.push(format!("Error (bad arguments): {line}"));
                Job::None
            }
            Command::Unknown(line) => {
                out.push(format!("Error (unknown command): {line}"));
                Job::None
            }
        }
    }

    /// Plays the engine's own move (the search's result), writing `move`
    /// and, when it ends the game, the result.
    pub fn engine_move(&mut self, mv: Option<G::Move>, out: &mut Vec<String>) {
        self.last_info = None;
        let Some(mv) = mv else {
            // No legal move: the game is already over.
            self.claim_result(out);
            return;
        };
        let text = self.game.move_text(&mv);
        let before = self.game.clone();
        if self.game.play(&mv).is_err() {
            // The search only returns legal moves; refuse to send anything else.
            out.push(format!("# internal error: the search chose {mv}, which is not legal"));
            return;
        }
        self.history.push(before);
        self.moves_made += 1;
        out.push(format!("move {text}"));
        self.claim_result(out);
    }

    /// Records a finished depth of the search (for `.`).
    pub fn search_info(&mut self, info: &Info<G::Move>) {
        self.last_info = Some(info.clone());
    }

    /// The thinking-output line of `info`: `depth score time nodes pv`.
    pub fn thinking_line(&self, info: &Info<G::Move>) -> String {
        let mut game = self.game.clone();
        let mut line = Vec::new();
        for mv in &info.line {
            line.push(game.move_text(mv));
            if game.play(mv).is_err() {
                break;
            }
        }
        format!("{} {} {} {} {}", info.depth, info.score, info.elapsed.as_millis() / 10, info.nodes, line.join(" "))
    }

    fn status_line(&self) -> String {
        let total = self.game.legal_moves().len();
        match &self.last_info {
            Some(info) => {
                let best = info.line.first().map(|mv| self.game.move_text(mv)).unwrap_or_default();
                format!("stat01: {} {} {} 0 {total} {best}", info.elapsed.as_millis() / 10, info.nodes, info.depth)
            }
            None => format!("stat01: 0 0 0 0 {total}"),
        }
    }

    fn new_game(&mut self) {
        self.game = G::start(&self.setup, &self.settings());
        self.history.clear();
        self.invalid_position = false;
        self.mode = Mode::Playing(G::second_player());
        self.clock = Clock { per_move: None, ..self.clock };
        self.max_depth = MAX_DEPTH;
        self.moves_made = 0;
        self.lifted = None;
        self.first_leg = None;
    }

    fn request(&self, budget: Option<Duration>) -> Request<G> {
        Request {
            game: self.game.clone(),
            budget,
            max_depth: self.max_depth,
            strength: self.strength,
            hash_mb: self.hash_mb,
        }
    }

    fn analysis(&self) -> Job<G> {
        if self.game.outcome().is_some() || self.invalid_position {
            Job::Stop
        } else {
            Job::Analyze(self.request(None))
        }
    }

    /// Starts thinking when the engine plays the side to move.
    fn think_if_on_move(&mut self, out: &mut Vec<String>) -> Job<G> {
        match self.mode {
            Mode::Playing(side) if side == self.game.mover() && !self.invalid_position => {
                if self.game.outcome().is_some() {
                    self.claim_result(out);
                    Job::None
                } else {
                    Job::Think(self.request(Some(self.clock.budget(self.moves_made))))
                }
            }
            Mode::Analyzing => self.analysis(),
            _ => Job::None,
        }
    }

    fn user_move(&mut self, text: &str, out: &mut Vec<String>) -> Job<G> {
        if !self.game.looks_like_move(text) {
            out.push(format!("Error (unknown command): {text}"));
            return Job::None;
        }
        let parsed = if self.invalid_position { None } else { self.game.parse_move(text) };
        let Some(mv) = parsed else {
            out.push(format!("Illegal move: {text}"));
            return Job::None;
        };
        let before = self.game.clone();
        if self.game.play(&mv).is_err() {
            out.push(format!("Illegal move: {text}"));
            return Job::None;
        }
        self.history.push(before);
        self.lifted = None;
        self.first_leg = None;
        if self.game.outcome().is_some() {
            if self.mode != Mode::Force {
                self.claim_result(out);
            }
            return if self.mode == Mode::Analyzing { Job::Stop } else { Job::None };
        }
        self.think_if_on_move(out)
    }

    fn set_board(&mut self, text: &str, out: &mut Vec<String>) -> Job<G> {
        match G::parse_position(&self.setup, text) {
            Ok(game) => {
                self.game = game;
                self.history.clear();
                self.invalid_position = false;
                if self.mode == Mode::Analyzing { self.analysis() } else { Job::Stop }
            }
            Err(error) => {
                self.invalid_position = true;
                out.push(format!("tellusererror Illegal position: {error}"));
                Job::Stop
            }
        }
    }

    fn take_back(&mut self, plies: usize, out: &mut Vec<String>) -> Job<G> {
        if self.history.len() < plies {
            out.push(format!("Error (command not legal now): {}", if plies == 1 { "undo" } else { "remove" }));
            return Job::None;
        }
        for _ in 0..plies {
            if let Some(game) = self.history.pop() {
                self.game = game;
            }
        }
        if self.mode == Mode::Analyzing { self.analysis() } else { Job::Stop }
    }

    fn set_option(&mut self, name: &str, value: Option<&str>, out: &mut Vec<String>) {
        let ok = match (name, value) {
            (OPTION_ARRAY, Some(value)) => match value.parse::<u8>() {
                Ok(bits) => {
                    self.array.swaps = Swaps::from_bits_retain(bits);
                    true
                }
                Err(_) => false,
            },
            (OPTION_SYMMETRY, Some("rotational")) => {
                self.array.symmetry = Symmetry::Rotational;
                true
            }
            (OPTION_SYMMETRY, Some("mirror")) => {
                self.array.symmetry = Symmetry::Mirror;
                true
            }
            (OPTION_STRENGTH, Some(value)) => match Strength::ALL.iter().find(|s| s.name() == value) {
                Some(&strength) => {
                    self.strength = strength;
                    true
                }
                None => false,
            },
            _ => false,
        };
        if !ok {
            let shown = value.map(|v| format!("={v}")).unwrap_or_default();
            out.push(format!("Error (bad option): option {name}{shown}"));
        }
    }

    /// Writes the result line when the game is over (`1-0 {Blue captures the royal}`).
    fn claim_result(&self, out: &mut Vec<String>) {
        if let Some(line) = self.game.result() {
            out.push(line);
        }
    }
}

/// The protocol's result line of a finished Scirocco game.
pub fn result_line(outcome: &Outcome) -> String {
    let Verdict::Win(winner) = outcome.verdict else {
        // Scirocco never draws by rule (the rules: draws only by agreement).
        return "1/2-1/2 {Draw}".to_string();
    };
    let score = match winner {
        Side::Blue => "1-0",
        Side::Tan => "0-1",
    };
    let loser = !winner;
    let reason = match outcome.reason {
        Reason::RoyalCaptured => format!("{winner} captures the royal"),
        Reason::BareRoyal => format!("{loser} has only the royal left"),
        Reason::NoLegalMove => format!("{loser} has no legal move"),
        _ => format!("{winner} wins"),
    };
    format!("{score} {{{reason}}}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::highlight;
    use crate::notation::move_text;
    use crate::position_text::position_text;
    use crate::squares::square_text;
    use boardkit_geometry::Square;

    fn outcome(winner: Side, reason: Reason) -> Outcome {
        Outcome { verdict: Verdict::Win(winner), reason }
    }

    #[test]
    fn result_lines_name_the_rule() {
        assert_eq!(result_line(&outcome(Side::Blue, Reason::RoyalCaptured)), "1-0 {Blue captures the royal}");
        assert_eq!(result_line(&outcome(Side::Tan, Reason::BareRoyal)), "0-1 {Blue has only the royal left}");
        assert_eq!(result_line(&outcome(Side::Tan, Reason::NoLegalMove)), "0-1 {Blue has no legal move}");
    }

    #[test]
    fn options_choose_the_start_array() {
        let mut engine = Engine::new();
        let mut out = Vec::new();
        engine.handle(Command::parse("option Start array=255"), &mut out);
        engine.handle(Command::parse("option Symmetry=mirror"), &mut out);
        engine.handle(Command::parse("option Strength=quick"), &mut out);
        assert!(out.is_empty(), "{out:?}");
        engine.handle(Command::New, &mut out);
        let array = StartArray { swaps: Swaps::all(), symmetry: Symmetry::Mirror };
        assert_eq!(engine.game().position(), Scirocco::from_array(array).position());
        engine.handle(Command::parse("option Start array=256"), &mut out);
        engine.handle(Command::parse("option Symmetry=diagonal"), &mut out);
        assert_eq!(
            out,
            vec!["Error (bad option): option Start array=256", "Error (bad option): option Symmetry=diagonal"]
        );
    }

    /// An engine after `new` (it plays Tan), the commands of `lines` sent,
    /// with the job of the last one and every reply.
    fn after(lines: &[&str]) -> (Engine, Job, Vec<String>) {
        let mut engine = Engine::new();
        let mut out = Vec::new();
        let mut job = engine.handle(Command::New, &mut out);
        for line in lines {
            job = engine.handle(Command::parse(line), &mut out);
        }
        (engine, job, out)
    }

    /// The text of a legal move of the side to move.
    fn some_move(engine: &Engine) -> String {
        let mv = engine.game().legal_moves()[0];
        move_text(engine.game().position(), &mv)
    }

    /// The text of the move from `from` to `to` (named as in Scirocco's
    /// own notation), which must be legal.
    fn move_named(engine: &Engine, from: &str, to: &str) -> String {
        let legal = engine.game().legal_moves();
        let mv = legal.iter().find(|mv| mv.from().to_string() == from && mv.to().to_string() == to);
        move_text(engine.game().position(), mv.expect("the move is legal"))
    }

    /// Blue takes the Tan King with the Rook j1 (`+N`).
    fn royal_capture_setboard() -> String {
        let game: Scirocco = "p8k/10/10/10/10/10/10/10/10/K8+N b".parse().expect("a position");
        format!("setboard {}", position_text(&game))
    }

    #[test]
    fn the_engine_thinks_only_on_its_own_turn() {
        let (mut engine, _, _) = after(&[]);
        let mut out = Vec::new();
        let blue = some_move(&engine);
        let job = engine.handle(Command::UserMove(blue), &mut out);
        assert!(matches!(job, Job::Think(_)), "Tan, the engine, is to move: {job:?}");
        // The user moves for Tan too: Blue is to move, not the engine.
        let tan = some_move(&engine);
        let job = engine.handle(Command::UserMove(tan), &mut out);
        assert!(matches!(job, Job::None), "{job:?}");
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn exit_leaves_analysis_for_force_mode_and_nothing_else() {
        let (mut engine, job, _) = after(&["analyze"]);
        assert!(matches!(job, Job::Analyze(_)), "{job:?}");
        let mut out = Vec::new();
        assert!(matches!(engine.handle(Command::Exit, &mut out), Job::Stop));
        assert_eq!(engine.mode, Mode::Force);
        // Out of analysis, `exit` keeps the mode: the engine still plays Tan.
        let (engine, _, _) = after(&["exit"]);
        assert_eq!(engine.mode, Mode::Playing(Side::Tan));
    }

    #[test]
    fn no_analysis_of_a_finished_game_or_a_refused_position() {
        let (_, job, out) = after(&["setboard 10/10 x"]);
        assert!(matches!(job, Job::Stop) && out.len() == 1, "{job:?} {out:?}");
        let (_, job, _) = after(&["setboard 10/10 x", "analyze"]);
        assert!(matches!(job, Job::Stop), "a refused position: {job:?}");
        let finish = royal_capture_setboard();
        let (mut engine, _, _) = after(&["force", &finish]);
        let mut out = Vec::new();
        let capture = move_named(&engine, "j1", "j10");
        engine.handle(Command::UserMove(capture), &mut out);
        assert!(engine.game().outcome().is_some(), "{out:?}");
        assert!(matches!(engine.handle(Command::Analyze, &mut out), Job::Stop));
    }

    #[test]
    fn a_user_move_that_ends_the_game_is_claimed_unless_in_force_mode_and_stops_an_analysis() {
        let finish = royal_capture_setboard();
        let (mut engine, _, _) = after(&["playother", &finish]);
        assert_eq!(engine.mode, Mode::Playing(Side::Tan));
        let mut out = Vec::new();
        let capture = move_named(&engine, "j1", "j10");
        engine.handle(Command::UserMove(capture.clone()), &mut out);
        assert_eq!(out, ["1-0 {Blue captures the royal}"]);
        let (mut engine, _, _) = after(&["force", &finish]);
        let mut out = Vec::new();
        let job = engine.handle(Command::UserMove(capture.clone()), &mut out);
        assert!(out.is_empty() && engine.game().outcome().is_some(), "{out:?}");
        assert!(matches!(job, Job::None), "{job:?}");
        // An analysis of the game stops when a move ends it.
        let (mut engine, _, _) = after(&["force", &finish, "analyze"]);
        let job = engine.handle(Command::UserMove(capture), &mut out);
        assert!(matches!(job, Job::Stop), "{job:?}");
    }

    #[test]
    fn setboard_and_undo_restart_only_an_analysis() {
        let start = format!("setboard {}", position_text(&Scirocco::startpos()));
        let (_, job, _) = after(&["force", &start]);
        assert!(matches!(job, Job::Stop), "{job:?}");
        let (_, job, _) = after(&["analyze", &start]);
        assert!(matches!(job, Job::Analyze(_)), "{job:?}");
        let (mut engine, _, _) = after(&["force"]);
        let mut out = Vec::new();
        let blue = some_move(&engine);
        engine.handle(Command::UserMove(blue.clone()), &mut out);
        assert!(matches!(engine.handle(Command::Undo, &mut out), Job::Stop));
        engine.handle(Command::UserMove(blue), &mut out);
        engine.handle(Command::Analyze, &mut out);
        assert!(matches!(engine.handle(Command::Undo, &mut out), Job::Analyze(_)));
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn lifting_another_piece_shows_its_moves() {
        let (mut engine, _, _) = after(&[]);
        let mut out = Vec::new();
        let squares: Vec<Square> = engine.game().legal_moves().iter().map(|mv| mv.from()).collect();
        let (first, other) = (squares[0], *squares.iter().find(|&&sq| sq != squares[0]).expect("two pieces move"));
        engine.handle(Command::Lift(square_text(first)), &mut out);
        engine.handle(Command::Lift(square_text(other)), &mut out);
        assert_eq!(out, [highlight::lift(engine.game(), first), highlight::lift(engine.game(), other)]);
    }

    #[test]
    fn the_engine_counts_its_moves_for_the_time_control() {
        // Ten moves in a minute: a tenth of the clock, then a ninth.
        let (mut engine, _, _) = after(&["level 10 1 0", "time 6000", "force"]);
        let mut out = Vec::new();
        let blue = engine.game().legal_moves()[0];
        engine.engine_move(Some(blue), &mut out);
        assert_eq!(engine.moves_made, 1);
        let tan = some_move(&engine);
        engine.handle(Command::UserMove(tan), &mut out);
        let Job::Think(request) = engine.handle(Command::Go, &mut out) else { panic!("{out:?}") };
        assert_eq!(request.budget, Some(engine.clock.budget(1)));
        assert!(request.budget > Some(Duration::from_millis(6_300)), "{:?}", request.budget);
    }

    #[test]
    fn a_new_game_forgets_the_time_per_move() {
        let (mut engine, _, _) = after(&["level 40 5 0", "st 1", "new", "time 30000", "go"]);
        let mut out = Vec::new();
        let Job::Think(request) = engine.handle(Command::Go, &mut out) else { panic!("{out:?}") };
        assert!(request.budget > Some(Duration::from_secs(2)), "the level, not st: {:?}", request.budget);
    }

    #[test]
    fn options_choose_the_symmetry_and_the_strength() {
        for strength in Strength::ALL {
            let option = format!("option Strength={}", strength.name());
            let (engine, _, out) = after(&[&option]);
            assert_eq!((engine.strength, out.len()), (strength, 0), "{option}");
        }
        let (mut engine, _, out) = after(&["option Symmetry=mirror", "option Symmetry=rotational", "new"]);
        assert!(out.is_empty(), "{out:?}");
        let rotational = StartArray { symmetry: Symmetry::Rotational, ..engine.array };
        assert_eq!(engine.game().position(), Scirocco::from_array(rotational).position());
        engine.handle(Command::parse("option Symmetry=mirror"), &mut Vec::new());
        assert_eq!(engine.array.symmetry, Symmetry::Mirror);
    }
}

/// The engine playing the chess variants: the same state machine over
/// [`boardkit_variant::VariantGame`].
#[cfg(test)]
mod variant_tests {
    use super::*;
    use boardkit_core::Game;
    use boardkit_players::Limits;
    use boardkit_variant::VariantGame;

    /// An engine after `new` and `variant name` (it plays Black), the
    /// commands of `lines` sent, with every reply after the `variant`.
    fn playing(name: &str, lines: &[&str]) -> (Engine<VariantGame>, Vec<String>) {
        let mut scirocco = Engine::new();
        let mut out = Vec::new();
        scirocco.handle(Command::New, &mut out);
        let Job::Switch(choice, _) = scirocco.handle(Command::parse(&format!("variant {name}")), &mut out) else {
            panic!("`variant {name}` plays another kind of game: {out:?}");
        };
        let setup = VariantGame::setup_of(&choice).expect("a variant");
        let mut engine = scirocco.switched::<VariantGame>(setup);
        let mut out = engine.variant_definition();
        for line in lines {
            engine.handle(Command::parse(line), &mut out);
        }
        (engine, out)
    }

    fn fen(engine: &Engine<VariantGame>) -> String {
        engine.game().fen()
    }

    /// Thinks as the session would (a quick search to depth 2) and plays
    /// the move found; the replies (`move …`, and the result if it ends
    /// the game).
    fn computer_move(engine: &mut Engine<VariantGame>, job: Job<VariantGame>) -> Vec<String> {
        let Job::Think(request) = job else { panic!("the engine thinks: {job:?}") };
        let mut player = VariantGame::player(Strength::Quick);
        player.set_limits(Limits::depth(2));
        let best = player.search(&request.game).map(|report| report.best_move);
        let legal = request.game.legal_moves();
        assert!(best.as_ref().is_some_and(|mv| legal.contains(mv)), "{best:?}");
        let mut out = Vec::new();
        engine.engine_move(best, &mut out);
        assert!(out.first().is_some_and(|line| line.starts_with("move ")), "{out:?}");
        out
    }

    #[test]
    fn the_variants_are_announced_under_xboards_names() {
        let mut out = Vec::new();
        Engine::new().handle(Command::Protover(2), &mut out);
        let line = out.iter().find(|line| line.contains("variants=")).expect("the variants feature");
        assert!(line.contains("variants=\"scirocco,normal,capablanca,gothic,"), "{line}");
        assert!(line.contains(",kingofthehill,"), "{line}");
        let names = line.split("variants=\"").nth(1).expect("names").trim_end_matches('"');
        assert!(!names.split(',').any(|name| name == "chess"), "chess is XBoard's normal: {line}");
    }

    #[test]
    fn xboards_own_variants_need_no_setup_and_the_others_are_defined() {
        let (engine, out) = playing("normal", &[]);
        assert!(out.is_empty(), "XBoard knows chess: {out:?}");
        assert_eq!(engine.game().rules().name(), "chess");
        assert_eq!(engine.mode(), Mode::Playing(boardkit_variant::Colour::Black));
        let (_, out) = playing("capablanca", &[]);
        assert!(out.is_empty(), "{out:?}");
        // XBoard's Courier chess starts from its own array, which the
        // engine plays under its name.
        let (engine, out) = playing("courier", &[]);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(fen(&engine), "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1");
        let (engine, out) = playing("kingofthehill", &[]);
        assert_eq!(engine.game().rules().name(), "kingofthehill");
        assert!(out[0].starts_with("setup (PNBRQ") && out[0].contains(" 8x8+0_fairy rnbqkbnr/"), "{out:?}");
        assert!(out[1..].iter().all(|line| line.starts_with("piece ")) && out.len() == 7, "{out:?}");
    }

    #[test]
    fn another_variant_or_scirocco_again() {
        let (mut engine, mut out) = playing("normal", &["force", "usermove e2e4"]);
        // A variant of the same kind: the engine stays, at the new start.
        let job = engine.handle(Command::parse("variant capablanca"), &mut out);
        assert!(matches!(job, Job::Stop), "{job:?}");
        assert_eq!(engine.game().rules().name(), "capablanca");
        assert_eq!(fen(&engine), engine.game().rules().start_fen());
        let job = engine.handle(Command::parse("variant scirocco"), &mut out);
        assert!(matches!(job, Job::Switch(Choice::Scirocco, Command::Variant(_))), "{job:?}");
        engine.handle(Command::parse("variant xiangqi"), &mut out);
        assert_eq!(out, ["Error (unsupported variant): xiangqi"]);
    }

    #[test]
    fn chess_moves_undo_and_setboard() {
        let (mut engine, out) = playing("normal", &["force", "usermove e2e4", "usermove e7e5", "usermove g1f3"]);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(fen(&engine), "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
        let mut out = Vec::new();
        engine.handle(Command::parse("usermove e8e6"), &mut out);
        engine.handle(Command::parse("usermove z9z9"), &mut out);
        assert_eq!(out, ["Illegal move: e8e6", "Error (unknown command): z9z9"]);
        out.clear();
        engine.handle(Command::Undo, &mut out);
        engine.handle(Command::Remove, &mut out);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(fen(&engine), engine.game().rules().start_fen());
        engine.handle(Command::Undo, &mut out);
        assert_eq!(out, ["Error (command not legal now): undo"]);
        // Castling is the King's move.
        let castle = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
        let (mut engine, out) = playing("normal", &["force", &format!("setboard {castle}"), "usermove e1g1"]);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(fen(&engine), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1");
        assert_eq!(engine.game().position_text(), fen(&engine));
        let mut out = Vec::new();
        let job = engine.handle(Command::parse("setboard 8/8/8 w - - 0 1"), &mut out);
        assert!(matches!(job, Job::Stop), "{job:?}");
        assert!(out.len() == 1 && out[0].starts_with("tellusererror Illegal position: "), "{out:?}");
        out.clear();
        engine.handle(Command::parse("usermove e2e4"), &mut out);
        assert_eq!(out, ["Illegal move: e2e4"], "no move until a position is set");
    }

    #[test]
    fn the_engine_moves_at_chess_and_claims_a_mate() {
        let (mut engine, out) = playing("normal", &[]);
        assert!(out.is_empty());
        let mut out = Vec::new();
        let job = engine.handle(Command::parse("usermove e2e4"), &mut out);
        let reply = computer_move(&mut engine, job);
        assert!(reply.len() == 1 && reply[0].len() == 9, "{reply:?}");
        assert_eq!(engine.game().side_to_move(), boardkit_variant::Colour::White);
        // Fool's mate: the engine, Black, mates at once and says so.
        let (mut engine, _) =
            playing("normal", &["force", "usermove f2f3", "usermove e7e5", "usermove g2g4", "playother"]);
        let mut out = Vec::new();
        let job = engine.handle(Command::Go, &mut out);
        let reply = computer_move(&mut engine, job);
        assert_eq!(reply, ["move d8h4", "0-1 {Black wins by checkmate}"]);
        assert!(engine.game().outcome().is_some());
    }

    #[test]
    fn capablanca_castles_promotes_and_moves() {
        let castle = "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1";
        let (engine, out) = playing("capablanca", &["force", &format!("setboard {castle}"), "usermove e1i1"]);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(fen(&engine), "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R6RK1 b kq - 1 1");
        // A pawn promotes to an archbishop (`a`) or a chancellor (`c`).
        let promote = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1";
        let (engine, out) = playing("capablanca", &["force", &format!("setboard {promote}"), "usermove b7b8c"]);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(fen(&engine), "1C2k5/10/10/10/10/10/10/4K5 b - - 0 1");
        // The engine plays White after `go`.
        let (mut engine, _) = playing("capablanca", &[]);
        let mut out = Vec::new();
        let job = engine.handle(Command::Go, &mut out);
        let reply = computer_move(&mut engine, job);
        let text = reply[0].strip_prefix("move ").expect("a move");
        assert!(
            VariantGame::new(engine.game().rules().clone()).expect("start").parse_move(text).is_some(),
            "{reply:?}"
        );
        assert_eq!(engine.game().side_to_move(), boardkit_variant::Colour::Black);
        // The user's answer, then undo.
        let mut out = Vec::new();
        engine.handle(Command::Force, &mut out);
        engine.handle(Command::parse("usermove j7j6"), &mut out);
        engine.handle(Command::Undo, &mut out);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(engine.game().side_to_move(), boardkit_variant::Colour::Black);
    }

    #[test]
    fn grand_chess_counts_ranks_from_zero() {
        // XBoard's e2e4 is the pawn e3-e5 of the variant's own notation,
        // next to a Black pawn that may take it en passant.
        let start = "r8r/1nbqkcabn1/ppp1pppppp/10/10/3p6/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
        let (engine, out) = playing("grand", &["force", &format!("setboard {start}"), "usermove e2e4"]);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(fen(&engine), "r8r/1nbqkcabn1/ppp1pppppp/10/10/3pP5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - e4 0 1");
        // The en passant square too: the variant's e4 is XBoard's e3.
        let text = engine.game().position_text();
        assert!(text.ends_with(" b - e3 0 1"), "{text}");
        let back = VariantGame::parse_position(&engine.setup, &text).expect("reads back");
        assert_eq!(back.fen(), fen(&engine));
        // Black's d-pawn (XBoard d4) may step to d3 or take en passant on e3.
        assert_eq!(engine.game().parse_square("d4"), Some(crate::holdings::Place::Board(3, 4)));
        assert_eq!(
            engine.game().lift(crate::holdings::Place::Board(3, 4)),
            "highlight 10/10/10/10/10/10/3YR5/10/10/10"
        );
        let mut out = Vec::new();
        let mut engine = engine;
        engine.handle(Command::parse("usermove d4e3"), &mut out);
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(engine.game().piece_at(4, 4), None, "taken en passant");
    }
}
