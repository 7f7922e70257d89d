//! The protocol loop: lines from the GUI and reports from the search
//! thread arrive on one channel and are handled in order.
//!
//! While the engine thinks about its own move, a command is handled as
//! [`Command::while_thinking`] says: `?` makes it move at once, settings
//! (`post`, `time`, …) apply at once, commands that change the game
//! (`force`, `new`, `undo`, …) abandon the search, and everything else —
//! `ping` above all — waits until the move is sent, so that `pong N`
//! always follows every move the engine made before it. During an
//! analysis every command is handled at once.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Sender};

use boardkit_scirocco::Scirocco;
use boardkit_variant::VariantGame;

use crate::command::{Command, WhileThinking};
use crate::engine::{Engine, Job};
use crate::game::{AnyReport, Choice, ProtocolGame};
use crate::search::{PlayerPool, Report, Request, Search};

/// One event for the loop.
#[derive(Debug)]
enum Event {
    /// A line from the GUI; `None` when its input closed.
    Line(Option<String>),
    /// A report from a search (of either game).
    Search(AnyReport),
}

/// What the current search is for.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Purpose {
    Move,
    Analysis,
}

/// What the loop does after an event.
enum Flow {
    /// Reads the next event.
    Continue,
    /// Ends the session.
    Quit,
    /// Plays the other kind of game (a `variant` named it, or `new` starts
    /// it), handing it the command.
    Switch(Choice, Command),
}

/// The protocol loop of one kind of game.
struct Session<G: ProtocolGame, W: Write> {
    engine: Engine<G>,
    output: W,
    events: Sender<Event>,
    search: Option<(Search<G>, Purpose)>,
    pool: PlayerPool<G>,
    next_id: u64,
    deferred: VecDeque<Command>,
}

/// The session of the game being played (one for the whole run, so the
/// size of the larger kind costs nothing).
#[allow(clippy::large_enum_variant)]
enum Table<W: Write> {
    Scirocco(Session<Scirocco, W>),
    Variant(Session<VariantGame, W>),
}

/// Runs the protocol on `input` and `output` until `quit` or the end of
/// the input.
///
/// # Errors
///
/// An error writing to `output`.
pub fn run<R: BufRead + Send + 'static, W: Write>(input: R, output: W) -> std::io::Result<()> {
    run_with_variants(input, output, crate::variant::announced_names(&[]), Choice::Scirocco)
}

/// [`run`], announcing `variant_names` after `scirocco` in `feature
/// variants` (see [`crate::variant::announced_names`]: the bundled
/// variants and those of a `--variants` file, registered with
/// [`boardkit_variant::register`]), with `default` the game `new` starts
/// (XBoard names no variant for chess).
///
/// # Errors
///
/// An error writing to `output`.
pub fn run_with_variants<R: BufRead + Send + 'static, W: Write>(
    input: R,
    output: W,
    variant_names: Vec<String>,
    default: Choice,
) -> std::io::Result<()> {
    let (events, inbox) = mpsc::channel();
    let reader_events = events.clone();
    std::thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if reader_events.send(Event::Line(Some(line))).is_err() {
                return;
            }
        }
        let _ = reader_events.send(Event::Line(None));
    });
    let mut engine = Engine::with_variants(variant_names);
    engine.set_default(default.clone());
    let mut table = Table::Scirocco(Session {
        engine,
        output,
        events,
        search: None,
        pool: PlayerPool::default(),
        next_id: 0,
        deferred: VecDeque::new(),
    });
    if let Choice::Variant(rules) = default {
        table = match table {
            Table::Scirocco(session) => Table::Variant(session.into_other::<VariantGame>(rules)),
            variant => variant,
        };
    }
    'events: while let Ok(event) = inbox.recv() {
        let mut flow = match &mut table {
            Table::Scirocco(session) => session.event(event)?,
            Table::Variant(session) => session.event(event)?,
        };
        // A switch may run commands that were waiting, which may switch again.
        while let Flow::Switch(choice, command) = flow {
            (table, flow) = match table {
                Table::Scirocco(session) => session.switch(choice, command)?,
                Table::Variant(session) => session.switch(choice, command)?,
            };
        }
        if matches!(flow, Flow::Quit) {
            break 'events;
        }
    }
    match &mut table {
        Table::Scirocco(session) => session.stop_search(),
        Table::Variant(session) => session.stop_search(),
    }
    Ok(())
}

/// The search reports of game `G`, as events.
fn wrap<G: ProtocolGame>(report: Report<G>) -> Event {
    Event::Search(G::wrap_report(report))
}

impl<G: ProtocolGame, W: Write> Session<G, W> {
    fn event(&mut self, event: Event) -> std::io::Result<Flow> {
        match event {
            Event::Line(Some(line)) => self.line(&line),
            Event::Line(None) => Ok(Flow::Quit),
            // A report of the other game's search (abandoned when the game
            // changed) is dropped.
            Event::Search(report) => match G::unwrap_report(report) {
                Some(report) => self.report(report),
                None => Ok(Flow::Continue),
            },
        }
    }

    /// The session of the game `choice` names, with this one's settings,
    /// output and pending commands; it has carried out `command` (the
    /// `variant` or `new` that chose the game) and the pending commands.
    fn switch(mut self, choice: Choice, command: Command) -> std::io::Result<(Table<W>, Flow)> {
        self.stop_search();
        match choice {
            Choice::Scirocco => {
                let mut next = self.into_other::<Scirocco>(());
                let flow = next.command_then_deferred(command)?;
                Ok((Table::Scirocco(next), flow))
            }
            Choice::Variant(rules) => {
                let mut next = self.into_other::<VariantGame>(rules);
                let flow = next.command_then_deferred(command)?;
                Ok((Table::Variant(next), flow))
            }
        }
    }

    /// `command`, then the commands that were waiting, unless it ends the
    /// session or changes the game again.
    fn command_then_deferred(&mut self, command: Command) -> std::io::Result<Flow> {
        match self.command(command)? {
            Flow::Continue => self.drain_deferred(),
            other => Ok(other),
        }
    }

    fn into_other<H: ProtocolGame>(self, setup: H::Setup) -> Session<H, W> {
        Session {
            engine: self.engine.switched::<H>(setup),
            output: self.output,
            events: self.events,
            search: None,
            pool: PlayerPool::default(),
            next_id: self.next_id,
            deferred: self.deferred,
        }
    }

    fn write(&mut self, lines: &[String]) -> std::io::Result<()> {
        for line in lines {
            writeln!(self.output, "{line}")?;
        }
        self.output.flush()
    }

    fn thinking(&self) -> bool {
        matches!(self.search, Some((_, Purpose::Move)))
    }

    /// One line from the GUI.
    fn line(&mut self, line: &str) -> std::io::Result<Flow> {
        let command = Command::parse(line);
        if self.thinking() {
            match command.while_thinking() {
                WhileThinking::MoveNow => return self.move_now(),
                WhileThinking::AfterMove => {
                    self.deferred.push_back(command);
                    return Ok(Flow::Continue);
                }
                WhileThinking::Abort => self.stop_search(),
                WhileThinking::Now => {}
            }
        }
        self.command(command)
    }

    /// `?` while thinking: the best move of the deepest depth finished is
    /// played at once (the search ends on its own thread); before the
    /// first depth is done, the search is stopped and its move comes within
    /// a few hundred nodes.
    fn move_now(&mut self) -> std::io::Result<Flow> {
        let Some((search, _)) = &self.search else { return Ok(Flow::Continue) };
        match search.best_so_far() {
            Some(best) => self.report(Report::Done(search.id, Some(best))),
            None => {
                search.stop();
                Ok(Flow::Continue)
            }
        }
    }

    /// Carries out a command.
    fn command(&mut self, command: Command) -> std::io::Result<Flow> {
        let mut out = Vec::new();
        let job = self.engine.handle(command, &mut out);
        self.write(&out)?;
        Ok(self.job(job))
    }

    fn job(&mut self, job: Job<G>) -> Flow {
        match job {
            Job::None => {}
            Job::Think(request) => self.start(request, Purpose::Move),
            Job::Analyze(request) => self.start(request, Purpose::Analysis),
            Job::Stop => self.stop_search(),
            Job::Switch(choice, command) => return Flow::Switch(choice, command),
            Job::Quit => return Flow::Quit,
        }
        Flow::Continue
    }

    fn start(&mut self, request: Request<G>, purpose: Purpose) {
        self.stop_search();
        self.next_id += 1;
        let search = Search::start(self.next_id, request, &self.pool, self.events.clone(), wrap::<G>);
        self.search = Some((search, purpose));
    }

    fn stop_search(&mut self) {
        if let Some((search, _)) = self.search.take() {
            search.abandon();
        }
    }

    fn current(&self, id: u64) -> Option<Purpose> {
        self.search.as_ref().filter(|(search, _)| search.id == id).map(|&(_, purpose)| purpose)
    }

    /// A report from a search; reports of abandoned searches are dropped.
    fn report(&mut self, report: Report<G>) -> std::io::Result<Flow> {
        match report {
            Report::Info(id, info) => {
                if self.current(id).is_some() {
                    self.engine.search_info(&info);
                    if self.engine.post() {
                        let line = self.engine.thinking_line(&info);
                        self.write(&[line])?;
                    }
                }
            }
            Report::Done(id, best) => match self.current(id) {
                Some(Purpose::Move) => {
                    self.stop_search();
                    let mut out = Vec::new();
                    self.engine.engine_move(best, &mut out);
                    self.write(&out)?;
                    return self.drain_deferred();
                }
                Some(Purpose::Analysis) => self.stop_search(),
                None => {}
            },
        }
        Ok(Flow::Continue)
    }

    /// Handles the commands deferred while thinking, until one starts a
    /// search (the rest wait for its move), quits or changes the game.
    fn drain_deferred(&mut self) -> std::io::Result<Flow> {
        while !self.thinking() {
            let Some(command) = self.deferred.pop_front() else { break };
            match self.command(command)? {
                Flow::Continue => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Continue)
    }
}
