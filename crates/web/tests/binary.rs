//! The `boardkit-web` binary as a person starts it: the line it prints, the
//! page it serves, its usage and its refusals.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

const BINARY: &str = env!("CARGO_BIN_EXE_boardkit-web");

/// The server process, stopped when the test ends (pass or fail).
struct Running(std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn it_prints_where_it_listens_and_serves_the_page_there() {
    let mut child = Running(
        Command::new(BINARY)
            .args(["--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start boardkit-web"),
    );
    let mut line = String::new();
    let stdout = child.0.stdout.take().expect("its stdout");
    BufReader::new(stdout).read_line(&mut line).expect("the first line");
    let address = line.trim().strip_prefix("listening on http://").unwrap_or_else(|| panic!("printed {line:?}"));
    assert!(address.starts_with("127.0.0.1:"), "loopback by default: {address}");
    let mut stream = TcpStream::connect(address).expect("connect");
    stream.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    drop(child);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("<title>boardkit playground</title>"));
}

#[test]
fn help_prints_the_usage_and_bad_arguments_are_refused() {
    let help = Command::new(BINARY).arg("--help").output().expect("run --help");
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).starts_with("usage: boardkit-web"));
    for args in
        [&["--port", "70000"][..], &["--bind", "localhost-ish"], &["--max-games", "0"], &["--colour"], &["--port"]]
    {
        let output = Command::new(BINARY).args(args).output().expect("run");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8_lossy(&output.stderr);
        assert!(error.starts_with("boardkit-web: "), "{args:?}: {error}");
    }
}
