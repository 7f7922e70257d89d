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

use crate::command::{Command, WhileThinking};
use crate::engine::{Engine, Job};
use crate::search::{PlayerPool, Report, Request, Search};

/// One event for the loop.
#[derive(Debug)]
enum Event {
    /// A line from the GUI; `None` when its input closed.
    Line(Option<String>),
    /// A report from a search.
    Search(Report),
}

/// What the current search is for.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Purpose {
    Move,
    Analysis,
}

struct Session<W: Write> {
    engine: Engine,
    output: W,
    events: Sender<Event>,
    search: Option<(Search, Purpose)>,
    pool: PlayerPool,
    next_id: u64,
    deferred: VecDeque<Command>,
}

/// Runs the protocol on `input` and `output` until `quit` or the end of
/// the input.
///
/// # Errors
///
/// An error writing to `output`.
pub fn run<R: BufRead + Send + 'static, W: Write>(input: R, output: W) -> std::io::Result<()> {
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
    let mut session = Session {
        engine: Engine::new(),
        output,
        events,
        search: None,
        pool: PlayerPool::default(),
        next_id: 0,
        deferred: VecDeque::new(),
    };
    while let Ok(event) = inbox.recv() {
        let go_on = match event {
            Event::Line(Some(line)) => session.line(&line)?,
            Event::Line(None) => false,
            Event::Search(report) => session.report(report)?,
        };
        if !go_on {
            break;
        }
    }
    session.stop_search();
    Ok(())
}

impl<W: Write> Session<W> {
    fn write(&mut self, lines: &[String]) -> std::io::Result<()> {
        for line in lines {
            writeln!(self.output, "{line}")?;
        }
        self.output.flush()
    }

    fn thinking(&self) -> bool {
        matches!(self.search, Some((_, Purpose::Move)))
    }

    /// One line from the GUI; `false` to quit.
    fn line(&mut self, line: &str) -> std::io::Result<bool> {
        let command = Command::parse(line);
        if self.thinking() {
            match command.while_thinking() {
                WhileThinking::MoveNow => return self.move_now(),
                WhileThinking::AfterMove => {
                    self.deferred.push_back(command);
                    return Ok(true);
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
    fn move_now(&mut self) -> std::io::Result<bool> {
        let Some((search, _)) = &self.search else { return Ok(true) };
        match search.best_so_far() {
            Some(best) => self.report(Report::Done(search.id, Some(best))),
            None => {
                search.stop();
                Ok(true)
            }
        }
    }

    /// Carries out a command; `false` to quit.
    fn command(&mut self, command: Command) -> std::io::Result<bool> {
        let mut out = Vec::new();
        let job = self.engine.handle(command, &mut out);
        self.write(&out)?;
        Ok(self.job(job))
    }

    fn job(&mut self, job: Job) -> bool {
        match job {
            Job::None => {}
            Job::Think(request) => self.start(request, Purpose::Move),
            Job::Analyze(request) => self.start(request, Purpose::Analysis),
            Job::Stop => self.stop_search(),
            Job::Quit => return false,
        }
        true
    }

    fn start(&mut self, request: Request, purpose: Purpose) {
        self.stop_search();
        self.next_id += 1;
        let search = Search::start(self.next_id, request, &self.pool, self.events.clone(), Event::Search);
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
    fn report(&mut self, report: Report) -> std::io::Result<bool> {
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
                    while let Some(command) = self.deferred.pop_front() {
                        if !self.line_command(command)? {
                            return Ok(false);
                        }
                    }
                }
                Some(Purpose::Analysis) => self.stop_search(),
                None => {}
            },
        }
        Ok(true)
    }

    /// A deferred command, handled like a fresh line (it may be deferred again).
    fn line_command(&mut self, command: Command) -> std::io::Result<bool> {
        if self.thinking() {
            self.deferred.push_front(command);
            return Ok(true);
        }
        self.command(command)
    }
}
