//! Scripted protocol sessions piped to the `boardkit-xboard` binary,
//! asserting its exact replies (and, where the reply is the engine's own
//! choice, that it is a legal move of the position).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use boardkit_core::Game;
use boardkit_scirocco::Scirocco;
use boardkit_variant::VariantGame;
use boardkit_xboard::game::ProtocolGame;
use boardkit_xboard::notation::parse_move;
use boardkit_xboard::pieces::{piece_commands, piece_to_char_table};

/// How long a reply may take (the engine thinks for at most a few seconds
/// in these sessions).
const REPLY_TIMEOUT: Duration = Duration::from_secs(20);

/// A running engine: lines in, lines out.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        Engine::start_with(&[])
    }

    /// The engine started with command-line arguments `args`.
    fn start_with(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_boardkit-xboard"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads its input");
        self.stdin.flush().expect("flush");
    }

    fn reply(&self) -> String {
        self.lines.recv_timeout(REPLY_TIMEOUT).expect("a reply in time")
    }

    /// Sends `line` and expects exactly `replies`, in order.
    fn exchange(&mut self, line: &str, replies: &[&str]) {
        self.send(line);
        for expected in replies {
            assert_eq!(self.reply(), *expected, "reply to `{line}`");
        }
    }

    /// Sends `ping n` and expects `pong n` next: everything before it
    /// produced exactly the replies already read.
    fn sync(&mut self, n: u32) {
        self.exchange(&format!("ping {n}"), &[&format!("pong {n}")]);
    }

    /// Sends `quit` (in the middle of a think) and expects the engine to
    /// exit successfully within `limit`.
    fn quit_within(mut self, limit: Duration) {
        let asked = std::time::Instant::now();
        self.send("quit");
        let status = self.child.wait().expect("the engine exits");
        assert!(status.success(), "exit status {status}");
        assert!(asked.elapsed() < limit, "exited {:?} after `quit`", asked.elapsed());
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().expect("the engine exits");
        assert!(status.success(), "exit status {status}");
        assert!(self.lines.recv_timeout(Duration::from_secs(5)).is_err(), "nothing after quit");
    }

    /// The handshake: `xboard`, `protover 2` and the feature lines.
    fn handshake(&mut self) {
        self.send("xboard");
        self.exchange(
            "protover 2",
            &[
                "feature done=0",
                "feature myname=\"boardkit Scirocco 0.1.0\" setboard=1 usermove=1 ping=1 playother=1 sigint=0 \
                 sigterm=0 colors=0 analyze=1 time=1 draw=0 reuse=1 memory=1 smp=1 highlight=1 \
                 variants=\"scirocco,normal,capablanca,gothic,embassy,janus,almost,chigorin,shatranj,courier,makruk,\
                 grand,kingofthehill,racingkings,knightmate,gardner,losalamos,breakthrough,extinction,giveaway,\
                 antichess,losers,customchess,octopus,crazyhouse,loop,chessgi,pocketknight,capahouse,minishogi,\
                 shogi,judkins,gorogoro,euroshogi,torishogi,nocheckatomic,atomic,seirawan\"",
                "feature option=\"Start array -spin 0 0 255\"",
                "feature option=\"Symmetry -combo *rotational /// mirror\"",
                "feature option=\"Strength -combo quick /// *standard /// strong\"",
                "feature done=1",
            ],
        );
        self.send("accepted done");
    }
}

/// The default start in the protocol's letters (the Camel is `X`).
const START_FEN: &str = "odgvxn1tah/1ysmfwksi1/ppuppppupp/10/10/10/10/PPUPPPPUPP/1ISKWFMSY1/HAT1NXVGDO w - - 0 1";

#[test]
fn variant_definition() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("variant scirocco");
    assert_eq!(engine.reply(), format!("setup ({}) 10x10+0_fairy {START_FEN}", piece_to_char_table()));
    for command in piece_commands() {
        assert_eq!(engine.reply(), command);
    }
    engine.exchange("variant xiangqi", &["Error (unsupported variant): xiangqi"]);
    engine.sync(1);
    engine.quit();
}

#[test]
fn a_game_with_user_moves_an_illegal_move_go_undo_and_ping_ordering() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.sync(1);
    engine.send("new");
    engine.send("force");
    // Blue e3-e4, an illegal double step, Tan e8-e7.
    engine.send("usermove e2e3");
    engine.exchange("usermove e2e4", &["Illegal move: e2e4"]);
    engine.send("usermove e7e6");
    engine.exchange("e3e9", &["Illegal move: e3e9"]);
    engine.exchange("flurble", &["Error (unknown command): flurble"]);
    engine.sync(2);
    // The engine plays Blue, to depth 2; `ping` sent while it thinks is
    // answered after its move.
    engine.send("sd 2");
    engine.send("st 5");
    engine.send("go");
    engine.send("ping 3");
    let reply = engine.reply();
    let played = reply.strip_prefix("move ").unwrap_or_else(|| panic!("a move, not `{reply}`"));
    let game = Scirocco::from_spec("startpos moves e3e4 e8e7").expect("the game so far");
    assert!(parse_move(&game, played).is_some(), "`{played}` is legal after e3e4 e8e7");
    assert_eq!(engine.reply(), "pong 3");
    // Take back the engine's move and Tan's: the old position again, where
    // Tan's e8-e7 is legal once more and Blue's old move is not.
    engine.send("force");
    engine.send("undo");
    engine.send("undo");
    engine.exchange("usermove e2e3", &["Illegal move: e2e3"]);
    engine.send("usermove e7e6");
    engine.sync(4);
    // `remove` takes back two plies (e8-e7 and e3-e4): the start position,
    // Blue to move, with nothing left to take back.
    engine.send("remove");
    engine.exchange("usermove e7e6", &["Illegal move: e7e6"]);
    engine.exchange("remove", &["Error (command not legal now): remove"]);
    engine.exchange("undo", &["Error (command not legal now): undo"]);
    engine.send("usermove e2e3");
    engine.sync(5);
    engine.quit();
}

#[test]
fn setboard_good_and_bad_positions() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("force");
    engine.send("setboard k8p/10/10/10/10/6V3/5P4/10/10/K9 w - - 0 1");
    engine.exchange("usermove f3f4", &[]);
    engine.sync(1);
    engine.exchange(
        "setboard k8p/10/10/10/10/10/10/10/10/KK8 w - - 0 1",
        &["tellusererror Illegal position: invalid position: Blue has 2 royal pieces"],
    );
    // Until a good position is set, every move is refused.
    engine.exchange("usermove a0a1", &["Illegal move: a0a1"]);
    engine.exchange(
        "setboard k8p/10/10/10/10/10/10/10/10/K9 x - - 0 1",
        &["tellusererror Illegal position: the side to move must be `w` (Blue) or `b` (Tan), found `x`"],
    );
    engine.send("setboard k8p/10/10/10/10/10/10/10/10/K8P w - - 0 1");
    engine.exchange("usermove a0a1", &[]);
    engine.sync(2);
    engine.quit();
}

#[test]
fn lift_shows_relayed_and_two_leg_moves() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("force");
    // Blue Dervish g5, Blue pawn f4: besides its step to f5, the pawn may
    // jump over the Dervish to h6 (a relayed move XBoard's Betza strings
    // cannot express).
    engine.send("setboard k8p/10/10/10/10/6V3/5P4/10/10/K9 w - - 0 1");
    engine.exchange("lift f3", &["highlight 10/10/10/10/7Y2/5Y4/10/10/10/10"]);
    engine.exchange("put f4", &[]);
    engine.exchange("usermove f3h5", &[]);
    engine.sync(1);
    // Blue Zig f4, Tan pawn g5: the jump-capture is entered in two legs,
    // the victim first (cyan), then the landing square.
    engine.send("setboard k8p/10/10/10/10/6p3/5+F4/10/10/K9 w - - 0 1");
    engine.exchange("lift f3", &["highlight 10/10/10/10/5Y4/5YC3/3YY1YY2/5Y4/5Y4/10"]);
    // XBoard sends `put` and `lift` of the cyan square, then the move.
    engine.exchange("put g4", &[]);
    engine.exchange("lift g4", &["highlight 10/10/10/10/7Y2/10/10/10/10/10"]);
    engine.exchange("put h5", &[]);
    engine.exchange("usermove f3g4,g4h5", &[]);
    engine.sync(2);
    engine.quit();
}

#[test]
fn the_engine_claims_the_result_with_the_reason() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    // The engine plays Tan; Blue's Knight c3 captures the Tan King b5.
    engine.send("setboard 9p/10/10/10/10/1k8/10/2N7/10/K8P w - - 0 1");
    engine.exchange("usermove c2b4", &["1-0 {Blue captures the royal}"]);
    engine.exchange("usermove j9j8", &["Illegal move: j9j8"]);
    engine.sync(1);
    engine.quit();
}

#[test]
fn analyze_status_and_exit() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("force");
    engine.send("sd 1");
    engine.send("post");
    engine.send("analyze");
    let info = engine.reply();
    let fields: Vec<&str> = info.split(' ').collect();
    assert_eq!(fields[0], "1", "depth 1 first: `{info}`");
    assert!(fields[1..4].iter().all(|f| f.parse::<i64>().is_ok()), "score, time, nodes: `{info}`");
    assert!(parse_move(&Scirocco::startpos(), fields[4]).is_some(), "a legal first move: `{info}`");
    engine.send(".");
    let status = engine.reply();
    assert!(status.starts_with("stat01: ") && status.ends_with(fields[4]), "`{status}`");
    engine.exchange("exit", &[]);
    engine.sync(1);
    // A move during an analysis restarts it on the new position.
    engine.send("sd 3");
    engine.send("analyze");
    let first = engine.reply();
    assert!(first.starts_with("1 "), "`{first}`");
    engine.send("usermove e2e3");
    let after = Scirocco::from_spec("startpos moves e3e4").expect("after e3e4");
    loop {
        let line = engine.reply();
        let fields: Vec<&str> = line.split(' ').collect();
        if fields[0] == "1" && fields.len() > 4 && parse_move(&after, fields[4]).is_some() {
            break; // depth 1 of the new analysis: a Tan move
        }
    }
    let asked = std::time::Instant::now();
    engine.send("exit");
    engine.send("ping 2");
    // Thinking lines already on their way may come first; then the pong.
    loop {
        let line = engine.reply();
        if line == "pong 2" {
            break;
        }
        assert!(line.starts_with(|c: char| c.is_ascii_digit()), "only thinking output before the pong: `{line}`");
    }
    assert!(asked.elapsed() < Duration::from_secs(2), "`exit` is answered at once");
    engine.sync(3);
    engine.quit();
}

#[test]
fn move_now_stops_a_long_think() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("st 60");
    engine.send("usermove e2e3");
    std::thread::sleep(Duration::from_millis(300));
    let asked = std::time::Instant::now();
    engine.send("?");
    let reply = engine.reply();
    let played = reply.strip_prefix("move ").unwrap_or_else(|| panic!("a move, not `{reply}`"));
    let game = Scirocco::from_spec("startpos moves e3e4").expect("the game so far");
    assert!(parse_move(&game, played).is_some(), "`{played}` is legal for Tan after e3e4");
    // A 60-second budget, cut short: the search stops within a few hundred
    // nodes and the move comes at once.
    assert!(asked.elapsed() < MOVE_NOW, "moved {:?} after `?`", asked.elapsed());
    engine.sync(1);
    engine.quit();
}

/// How soon `?`, `force` and `new` must be answered in the middle of a
/// long think.
const MOVE_NOW: Duration = Duration::from_millis(100);

/// `force` and `new` in the middle of a long think end it at once: the
/// `pong` after them comes within [`MOVE_NOW`], with no move before it, and
/// the engine then thinks again on the next game.
#[test]
fn force_and_new_end_a_long_think_at_once() {
    let mut engine = Engine::start();
    engine.handshake();
    for (n, command) in [(1, "force"), (2, "new")] {
        engine.send("new");
        engine.send("st 60");
        engine.send("usermove e2e3");
        std::thread::sleep(Duration::from_millis(300));
        let asked = std::time::Instant::now();
        engine.send(command);
        engine.send(&format!("ping {n}"));
        assert_eq!(engine.reply(), format!("pong {n}"), "no move after `{command}`");
        assert!(asked.elapsed() < MOVE_NOW, "`{command}` answered {:?} later", asked.elapsed());
    }
    // After `new` the engine plays Tan again: a short think gives a move.
    engine.send("st 1");
    engine.send("usermove e2e3");
    let reply = engine.reply();
    assert!(reply.starts_with("move "), "a move, not `{reply}`");
    engine.sync(3);
    // `quit` in the middle of a think: the engine exits at once.
    engine.send("st 60");
    engine.send("go");
    std::thread::sleep(Duration::from_millis(300));
    engine.quit_within(MOVE_NOW);
}

#[test]
fn a_third_repetition_is_an_illegal_move() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("force");
    // Kings a1 and j10 step out and back twice; the second return of the
    // Tan King would make the third occurrence of the start.
    engine.send("setboard 9k/10/10/4p5/10/10/4P5/10/10/K9 w - - 0 1");
    for mv in ["a0b0", "j9i9", "b0a0", "i9j9", "a0b0", "j9i9", "b0a0"] {
        engine.exchange(mv, &[]);
    }
    engine.exchange("i9j9", &["Illegal move: i9j9"]);
    engine.exchange("i9i8", &[]);
    engine.sync(1);
    engine.quit();
}

#[test]
fn playother_result_and_time_controls() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("level 40 0:30 0");
    engine.send("time 3000");
    engine.send("otim 3000");
    engine.send("sd 1");
    engine.send("force");
    engine.send("usermove e2e3");
    // The engine plays Blue, who is not to move: it waits for Tan's move.
    engine.exchange("playother", &[]);
    engine.sync(1);
    engine.send("usermove e7e6");
    let reply = engine.reply();
    let played = reply.strip_prefix("move ").unwrap_or_else(|| panic!("a move, not `{reply}`"));
    let game = Scirocco::from_spec("startpos moves e3e4 e8e7").expect("the game so far");
    assert!(parse_move(&game, played).is_some(), "`{played}` is legal for Blue");
    engine.sync(2);
    // After `result` the engine plays neither side: a move gets no answer.
    engine.exchange("result 1/2-1/2 {agreed}", &[]);
    engine.exchange("usermove e6e5", &[]);
    engine.sync(3);
    engine.exchange("level 40 0:75 0", &["Error (bad arguments): level 40 0:75 0"]);
    engine.exchange("time soon", &["Error (bad arguments): time soon"]);
    engine.sync(4);
    engine.quit();
}

/// The engine's reply is `move M` with M legal in `game`; M played.
fn expect_move(engine: &Engine, game: &mut VariantGame) -> String {
    let reply = engine.reply();
    let played = reply.strip_prefix("move ").unwrap_or_else(|| panic!("a move, not `{reply}`")).to_string();
    let mv = game.parse_move(&played).unwrap_or_else(|| panic!("`{played}` is legal in {}", game.fen()));
    game.play(&mv).expect("legal");
    played
}

/// A variant of the bundled file by its name there.
fn start_of(name: &str) -> VariantGame {
    VariantGame::new(boardkit_variant::variant(name).expect("bundled")).expect("its start")
}

#[test]
fn chess_and_capablanca_games_then_scirocco_again() {
    let mut engine = Engine::start();
    engine.handshake();
    // XBoard's `normal` is chess; XBoard knows it, so no `setup` comes.
    engine.send("new");
    engine.send("variant normal");
    engine.send("sd 2");
    engine.send("usermove e2e4");
    let mut chess = start_of("chess");
    chess.play(&chess.parse_move("e2e4").expect("legal")).expect("legal");
    expect_move(&engine, &mut chess);
    engine.sync(1);
    // The user's move, the engine's answer, and two taken back.
    engine.send("force");
    engine.send("usermove d2d4");
    engine.exchange("usermove d2d4", &["Illegal move: d2d4"]);
    engine.send("undo");
    engine.send("undo");
    engine.exchange("usermove e2e4", &["Illegal move: e2e4"]);
    engine.sync(2);
    // Capablanca chess: the engine plays White after `go`.
    engine.send("new");
    engine.send("variant capablanca");
    engine.send("sd 2");
    engine.send("go");
    let mut capablanca = start_of("capablanca");
    expect_move(&engine, &mut capablanca);
    engine.sync(3);
    // An engine-defined variant: the board and the pieces.
    engine.send("new");
    engine.send("variant kingofthehill");
    assert!(engine.reply().starts_with("setup (PNBRQ................Kpnbrq................k) 8x8+0_fairy rnbqkbnr/"));
    for _ in 0..6 {
        assert!(engine.reply().starts_with("piece "));
    }
    engine.sync(4);
    // And Scirocco again, as before.
    engine.send("new");
    engine.send("variant scirocco");
    assert_eq!(engine.reply(), format!("setup ({}) 10x10+0_fairy {START_FEN}", piece_to_char_table()));
    for command in piece_commands() {
        assert_eq!(engine.reply(), command);
    }
    engine.send("force");
    engine.send("usermove e2e3");
    engine.sync(5);
    engine.quit();
}

#[test]
fn crazyhouse_drops_holdings_and_a_lift_in_the_holdings() {
    let mut engine = Engine::start();
    engine.handshake();
    // XBoard knows crazyhouse: no `setup` comes.
    engine.send("new");
    engine.send("variant crazyhouse");
    engine.send("force");
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[NBnb] w KQkq - 4 4";
    engine.send(&format!("setboard {fen}"));
    engine.sync(1);
    let rules = boardkit_variant::variant("crazyhouse").expect("bundled");
    let mut game = VariantGame::from_fen(rules, fen).expect("the position");
    // White's Knight in hand: slot 1 of White's column (`j`, from the bottom).
    engine.send("lift j2");
    let marks = engine.reply();
    let drops = game.legal_moves().iter().filter(|mv| mv.dropped_piece() == Some('N')).count();
    assert_eq!(marks.matches('Y').count(), drops, "{marks}");
    assert!(marks.starts_with("highlight ") && !marks.contains('R'), "{marks}");
    // The user drops it; the engine answers, maybe with a drop of its own.
    engine.send("usermove N@d5");
    game.play(&game.parse_move("N@d5").expect("legal")).expect("legal");
    engine.send("sd 2");
    engine.send("go");
    let answer = expect_move(&engine, &mut game);
    assert!(boardkit_xboard::variant::announced_names(&[]).contains(&"crazyhouse".to_string()), "{answer}");
    // A drop of a piece not in hand is illegal and changes nothing.
    engine.send("force");
    engine.exchange("usermove Q@e3", &["Illegal move: Q@e3"]);
    engine.sync(2);
    // Black's drop of a pawn is written with an uppercase letter too.
    engine.send("new");
    engine.send("variant crazyhouse");
    engine.send("force");
    engine.send("setboard rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR[Pp] b KQkq - 0 2");
    engine.send("usermove P@e4");
    engine.exchange("usermove P@e4", &["Illegal move: P@e4"]);
    engine.sync(3);
    engine.quit();
}

#[test]
fn a_minishogi_game_sets_up_holdings_and_promotes_in_place() {
    let mut engine = Engine::start();
    engine.handshake();
    engine.send("new");
    engine.send("variant minishogi");
    assert_eq!(engine.reply(), "setup (P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k) 5x5+5_shogi rbsgk/4p/5/P4/KGSBR[-] w 0 1");
    let mut pieces = Vec::new();
    engine.send("force");
    engine.send("ping 1");
    loop {
        let line = engine.reply();
        if line == "pong 1" {
            break;
        }
        pieces.push(line);
    }
    assert!(pieces.iter().all(|line| line.starts_with("piece ")), "{pieces:?}");
    assert!(pieces.contains(&"piece +B& BW".to_string()), "{pieces:?}");
    // XBoard's FEN of a position with a promoted Pawn and pieces in hand.
    let fen = "rbsgk/4+P/5/5/KGSBR[Pp] b - - 0 1";
    engine.send(&format!("setboard {fen}"));
    // The King may not take the promoted Pawn: the Rook guards it.
    engine.exchange("usermove e5e4", &["Illegal move: e5e4"]);
    engine.sync(2);
    let rules = boardkit_variant::variant("minishogi").expect("bundled");
    let mut game = VariantGame::from_fen(rules, fen).expect("the position");
    engine.send("sd 2");
    engine.send("go");
    expect_move(&engine, &mut game);
    engine.quit();
}

#[test]
fn a_variants_file_offers_its_games() {
    let path = std::env::temp_dir().join(format!("boardkit-xboard-variants-{}.ini", std::process::id()));
    std::fs::write(&path, "[wazirknight:chess]\nbishop = -\ncustomPiece1 = b:NW\n").expect("a temporary file");
    let mut engine = Engine::start_with(&["--variants", path.to_str().expect("a UTF-8 path")]);
    engine.send("xboard");
    engine.send("protover 2");
    assert_eq!(engine.reply(), "feature done=0");
    let features = engine.reply();
    assert!(features.contains(",seirawan,wazirknight\""), "{features}");
    while engine.reply() != "feature done=1" {}
    engine.send("new");
    engine.send("variant wazirknight");
    let setup = engine.reply();
    assert!(setup.contains(" 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), "{setup}");
    let mut pieces = Vec::new();
    for _ in 0..6 {
        pieces.push(engine.reply());
    }
    assert!(pieces.contains(&"piece B& NW".to_string()), "{pieces:?}");
    engine.send("force");
    engine.exchange("usermove c1d3", &[]);
    engine.sync(1);
    engine.quit();
    std::fs::remove_file(&path).expect("removed");
    // A file that is not a variants file: the engine says so and stops.
    let output = Command::new(env!("CARGO_BIN_EXE_boardkit-xboard"))
        .args(["--variants", "/nonexistent/variants.ini"])
        .output()
        .expect("runs");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).starts_with("boardkit-xboard: /nonexistent/variants.ini: "));
}

/// Analysis, thinking output, `?` and a time control work for a variant as
/// for Scirocco (Grand chess: its moves in XBoard's ranks from 0).
#[test]
fn a_variant_is_analysed_and_moves_now() {
    let mut engine = Engine::start_with(&["--variant", "grand"]);
    engine.handshake();
    engine.send("new");
    engine.send("force");
    engine.send("sd 2");
    engine.send("post");
    engine.send("analyze");
    let grand = start_of("grand");
    let info = engine.reply();
    let fields: Vec<&str> = info.split(' ').collect();
    assert_eq!(fields[0], "1", "depth 1 first: `{info}`");
    assert!(fields[1..4].iter().all(|f| f.parse::<i64>().is_ok()), "score, time, nodes: `{info}`");
    assert!(grand.parse_move(fields[4]).is_some(), "a legal first move in XBoard's ranks: `{info}`");
    engine.send(".");
    loop {
        let line = engine.reply();
        if line.starts_with("stat01: ") {
            assert_eq!(line.split(' ').count(), 7, "`{line}`");
            break;
        }
    }
    engine.send("exit");
    engine.send("nopost");
    // The analysis may have printed its next depth before `exit` was read:
    // thinking output, and nothing else, may come before the pong.
    engine.send("ping 1");
    loop {
        let line = engine.reply();
        if line == "pong 1" {
            break;
        }
        let depth = line.split(' ').next().and_then(|depth| depth.parse::<u32>().ok());
        assert!(depth.is_some() && line.split(' ').count() >= 5, "only thinking output before the pong: `{line}`");
    }
    // A long think cut short by `?`: a legal move, soon.
    engine.send("sd 64");
    engine.send("st 60");
    engine.send("go");
    std::thread::sleep(std::time::Duration::from_millis(500));
    let asked = std::time::Instant::now();
    engine.send("?");
    let mut game = start_of("grand");
    expect_move(&engine, &mut game);
    assert!(asked.elapsed() < std::time::Duration::from_secs(5), "moved {:?} after `?`", asked.elapsed());
    engine.sync(2);
    // A level: the engine moves in time, and `undo` takes its move back.
    engine.send("force");
    engine.send("undo");
    engine.send("level 40 0:10 0");
    engine.send("time 1000");
    engine.send("go");
    let mut game = start_of("grand");
    expect_move(&engine, &mut game);
    engine.sync(3);
    engine.quit();
}
