//! The commands XBoard sends, parsed from one input line.

use crate::notation::looks_like_move;

/// One command from the GUI. Words after a command that takes none are
/// ignored, as the protocol's engines customarily do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// `xboard`: the GUI announces the protocol.
    Xboard,
    /// `protover N`: the protocol version; answered by the features.
    Protover(u32),
    /// `accepted F` / `rejected F`: the GUI's answer to a feature.
    FeatureReply,
    /// `new`: a new game from the start array, engine plays Tan.
    New,
    /// `variant NAME`.
    Variant(String),
    /// `quit`.
    Quit,
    /// `force`: play neither side.
    Force,
    /// `go`: play the side to move, and move now.
    Go,
    /// `playother`: play the side not to move.
    PlayOther,
    /// `white` / `black` (obsolete; disabled with `colors=0`).
    Color,
    /// `level MPS BASE INC`, the texts as sent.
    Level(String, String, String),
    /// `st SECONDS`.
    St(String),
    /// `sd DEPTH`.
    Sd(u32),
    /// `time N`: the engine's clock in centiseconds.
    Time(u64),
    /// `otim N`: the opponent's clock in centiseconds.
    Otim(u64),
    /// `usermove MOVE`, or a bare move.
    UserMove(String),
    /// `?`: move now.
    MoveNow,
    /// `ping N`.
    Ping(String),
    /// `draw`: the opponent offers a draw.
    Draw,
    /// `result RESULT {COMMENT}`.
    Result(String),
    /// `setboard FEN`.
    SetBoard(String),
    /// `undo`.
    Undo,
    /// `remove`.
    Remove,
    /// `hard`: pondering on.
    Hard,
    /// `easy`: pondering off.
    Easy,
    /// `post`: thinking output on.
    Post,
    /// `nopost`: thinking output off.
    NoPost,
    /// `analyze`.
    Analyze,
    /// `exit`: leave analyze mode.
    Exit,
    /// `.`: an analysis status update.
    Status,
    /// `memory N` (megabytes).
    Memory(u64),
    /// `cores N`.
    Cores(u32),
    /// `option NAME[=VALUE]`.
    SetOption(String, Option<String>),
    /// `lift SQUARE`: the user picked up a piece.
    Lift(String),
    /// `put SQUARE`: the user put it down.
    Put(String),
    /// `hover SQUARE`: the user points at a red-marked square.
    Hover(String),
    /// Commands accepted and ignored: `random`, `computer`, `name`, `rating`,
    /// `ics`, `hint`, `bk`, `nps`, `pause`, `resume`, `easy` variants, empty lines.
    Ignored,
    /// A command with missing or bad arguments.
    BadArguments(String),
    /// A line this engine does not know.
    Unknown(String),
}

impl Command {
    /// Parses one line.
    pub fn parse(line: &str) -> Command {
        let line = line.trim();
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim()),
            None => (line, ""),
        };
        let bad = || Command::BadArguments(line.to_string());
        let number = |text: &str| text.split_whitespace().next().and_then(|n| n.parse::<u64>().ok());
        match word {
            "xboard" => Command::Xboard,
            "protover" => number(rest).and_then(|n| u32::try_from(n).ok()).map_or_else(bad, Command::Protover),
            "accepted" | "rejected" => Command::FeatureReply,
            "new" => Command::New,
            "variant" if !rest.is_empty() => Command::Variant(rest.to_string()),
            "quit" => Command::Quit,
            "force" => Command::Force,
            "go" => Command::Go,
            "playother" => Command::PlayOther,
            "white" | "black" => Command::Color,
            "level" => match rest.split_whitespace().collect::<Vec<_>>()[..] {
                [mps, base, inc] => Command::Level(mps.to_string(), base.to_string(), inc.to_string()),
                _ => bad(),
            },
            "st" if !rest.is_empty() => Command::St(rest.to_string()),
            "sd" => number(rest).and_then(|n| u32::try_from(n).ok()).map_or_else(bad, Command::Sd),
            "time" => number(rest).map_or_else(bad, Command::Time),
            "otim" => number(rest).map_or_else(bad, Command::Otim),
            "usermove" if !rest.is_empty() => Command::UserMove(rest.to_string()),
            "?" => Command::MoveNow,
            "ping" => Command::Ping(rest.to_string()),
            "draw" => Command::Draw,
            "result" => Command::Result(rest.to_string()),
            "setboard" => Command::SetBoard(rest.to_string()),
            "undo" => Command::Undo,
            "remove" => Command::Remove,
            "hard" => Command::Hard,
            "easy" => Command::Easy,
            "post" => Command::Post,
            "nopost" => Command::NoPost,
            "analyze" => Command::Analyze,
            "exit" => Command::Exit,
            "." => Command::Status,
            "memory" => number(rest).map_or_else(bad, Command::Memory),
            "cores" => number(rest).and_then(|n| u32::try_from(n).ok()).map_or_else(bad, Command::Cores),
            "option" if !rest.is_empty() => match rest.split_once('=') {
                Some((name, value)) => Command::SetOption(name.trim().to_string(), Some(value.trim().to_string())),
                None => Command::SetOption(rest.to_string(), None),
            },
            "lift" if !rest.is_empty() => Command::Lift(rest.to_string()),
            "put" if !rest.is_empty() => Command::Put(rest.trim_end_matches(',').to_string()),
            "hover" if !rest.is_empty() => Command::Hover(rest.to_string()),
            "" | "random" | "computer" | "name" | "rating" | "ics" | "hint" | "bk" | "nps" | "pause" | "resume"
            | "include" | "exclude" | "egtpath" => Command::Ignored,
            "variant" | "st" | "usermove" | "option" | "lift" | "put" | "hover" => bad(),
            _ if looks_like_move(word) && rest.is_empty() => Command::UserMove(word.to_string()),
            _ => Command::Unknown(line.to_string()),
        }
    }

    /// What to do with this command when it arrives while the engine is
    /// thinking about its own move.
    pub fn while_thinking(&self) -> WhileThinking {
        match self {
            Command::MoveNow => WhileThinking::MoveNow,
            Command::Post
            | Command::NoPost
            | Command::Hard
            | Command::Easy
            | Command::Time(_)
            | Command::Otim(_)
            | Command::Ignored
            | Command::FeatureReply
            | Command::Lift(_)
            | Command::Put(_)
            | Command::Hover(_)
            | Command::Memory(_)
            | Command::Cores(_)
            | Command::Status => WhileThinking::Now,
            Command::Quit
            | Command::Force
            | Command::New
            | Command::Result(_)
            | Command::SetBoard(_)
            | Command::Undo
            | Command::Remove
            | Command::Variant(_)
            | Command::Exit
            | Command::Analyze => WhileThinking::Abort,
            _ => WhileThinking::AfterMove,
        }
    }
}

/// How a command that arrives during the engine's own search is handled.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WhileThinking {
    /// Stop thinking and play the best move found so far.
    MoveNow,
    /// Carry it out at once; the search goes on.
    Now,
    /// Abandon the search (no move is played), then carry it out.
    Abort,
    /// Carry it out after the move is sent (`ping` among them, so that its
    /// `pong` follows the move, as the protocol requires).
    AfterMove,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_arguments() {
        assert_eq!(Command::parse("protover 2"), Command::Protover(2));
        assert_eq!(Command::parse("level 40 0:30 0"), Command::Level("40".into(), "0:30".into(), "0".into()));
        assert_eq!(Command::parse("usermove e2e3"), Command::UserMove("e2e3".into()));
        assert_eq!(Command::parse("e2e3"), Command::UserMove("e2e3".into()));
        assert_eq!(Command::parse("f3g4,g4h5"), Command::UserMove("f3g4,g4h5".into()));
        assert_eq!(
            Command::parse("option Start array=17"),
            Command::SetOption("Start array".into(), Some("17".into()))
        );
        assert_eq!(Command::parse("time x"), Command::BadArguments("time x".into()));
        assert_eq!(Command::parse("level 40"), Command::BadArguments("level 40".into()));
        assert_eq!(Command::parse("fly"), Command::Unknown("fly".into()));
        assert_eq!(
            Command::parse("result 1-0 {Blue captures the royal}"),
            Command::Result("1-0 {Blue captures the royal}".into())
        );
        assert_eq!(Command::parse("put e5,"), Command::Put("e5".into()));
    }

    /// Every command word this engine knows reads as its own command (a
    /// word that fell through would be answered "Error (unknown command)").
    #[test]
    fn every_command_word_has_its_command() {
        use Command::*;
        let table = [
            ("xboard", Xboard),
            ("protover 2", Protover(2)),
            ("accepted usermove", FeatureReply),
            ("rejected ping", FeatureReply),
            ("new", New),
            ("variant scirocco", Variant("scirocco".into())),
            ("quit", Quit),
            ("force", Force),
            ("go", Go),
            ("playother", PlayOther),
            ("white", Color),
            ("black", Color),
            ("st 5", St("5".into())),
            ("sd 4", Sd(4)),
            ("time 1000", Time(1000)),
            ("otim 900", Otim(900)),
            ("?", MoveNow),
            ("ping 7", Ping("7".into())),
            ("draw", Draw),
            ("setboard 10/10 b", SetBoard("10/10 b".into())),
            ("undo", Undo),
            ("remove", Remove),
            ("hard", Hard),
            ("easy", Easy),
            ("post", Post),
            ("nopost", NoPost),
            ("analyze", Analyze),
            ("exit", Exit),
            (".", Status),
            ("memory 64", Memory(64)),
            ("cores 2", Cores(2)),
            ("option Ponder", SetOption("Ponder".into(), None)),
            ("lift e2", Lift("e2".into())),
            ("hover e4", Hover("e4".into())),
            ("", Ignored),
            ("random", Ignored),
            ("computer", Ignored),
            ("name Someone", Ignored),
            ("rating 2000 1900", Ignored),
            ("ics -", Ignored),
            ("hint", Ignored),
            ("bk", Ignored),
            ("nps 1000", Ignored),
            ("pause", Ignored),
            ("resume", Ignored),
            ("include all", Ignored),
            ("exclude all", Ignored),
            ("egtpath x y", Ignored),
        ];
        for (line, command) in table {
            assert_eq!(Command::parse(line), command, "{line:?}");
        }
        for line in [
            "memory x",
            "cores x",
            "sd x",
            "otim x",
            "protover x",
            "variant",
            "st",
            "usermove",
            "option",
            "lift",
            "put",
            "hover",
        ] {
            assert_eq!(Command::parse(line), BadArguments(line.into()), "{line:?}");
        }
    }

    #[test]
    fn ping_waits_for_the_move_and_question_mark_moves_now() {
        assert_eq!(Command::parse("ping 3").while_thinking(), WhileThinking::AfterMove);
        assert_eq!(Command::parse("?").while_thinking(), WhileThinking::MoveNow);
        assert_eq!(Command::parse("force").while_thinking(), WhileThinking::Abort);
        assert_eq!(Command::parse("post").while_thinking(), WhileThinking::Now);
    }
}
