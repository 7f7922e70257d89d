//! Running this package's examples the way a person does, for the test
//! crates that check their command lines and output (`mod run_example;`).
// Each test crate uses the part it needs.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The path of an example of this package, built now so that it is never
/// stale (`cargo test` builds examples before it runs the tests, but
/// `cargo test --test examples` does not; a fresh build is a no-op).
pub(crate) fn example(name: &str) -> PathBuf {
    // The test binary is target/<profile>/deps/<name>-<hash>; examples are in target/<profile>/examples.
    let exe = std::env::current_exe().expect("the test knows its own path");
    let profile_dir =
        exe.parent().and_then(|deps| deps.parent()).expect("the test binary lives in target/<profile>/deps");
    let mut build = Command::new(env!("CARGO"));
    build.args(["build", "--quiet", "--example", name]).current_dir(env!("CARGO_MANIFEST_DIR"));
    if profile_dir.ends_with("release") {
        build.arg("--release");
    }
    let status = build.status().expect("cargo runs");
    assert!(status.success(), "building the example {name} failed");
    let path = profile_dir.join("examples").join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(path.exists(), "{} was not built", path.display());
    path
}

/// Runs an example with `args`, feeding `input` on stdin.
pub(crate) fn run(name: &str, args: &[&str], input: &str) -> Output {
    run_with_env(name, args, input, &[])
}

/// [`run`] with extra environment variables (`NO_COLOR` and `CLICOLOR_FORCE`
/// are removed unless given).
pub(crate) fn run_with_env(name: &str, args: &[&str], input: &str, env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(example(name));
    command.env_remove("NO_COLOR").env_remove("CLICOLOR_FORCE");
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the example starts");
    // An example may finish before it has read all its input (a refused
    // command line ends it at once): a closed pipe is its answer, not a fault.
    match child.stdin.take().expect("stdin is piped").write_all(input.as_bytes()) {
        Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => panic!("the example reads its input: {error}"),
        _ => {}
    }
    child.wait_with_output().expect("the example finishes")
}

/// An example's standard output as text.
pub(crate) fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}
