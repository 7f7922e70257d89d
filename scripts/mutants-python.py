#!/usr/bin/env python3
"""Mutation run of the boardkit Python bindings (crates/python).

cargo mutants cannot test this crate itself (its tests are the pytest suite,
not cargo test), so this script takes cargo mutants' own list of mutants and
runs each one against the pytest suite (docs/mutation-testing.md):

    scripts/mutants-python.py [--reverse] [--in-diff DIFF] REPO OUT VENV FILE...

REPO is a private copy of the repository (one per parallel run: the sources there
are mutated), OUT a folder of outcome files shared by the runs
(outcomes-<REPO's name>.tsv: mutant, outcome, seconds; a mutant that any
run recorded is skipped, so runs resume and two runs can share one list,
one of them going backwards with --reverse), VENV a virtual environment with
maturin, pytest, numpy, open-spiel and pettingzoo, FILE a source file
relative to crates/python (src/session.rs). --in-diff DIFF runs only the
mutants on the lines that DIFF adds or changes (cargo mutants' own
--in-diff); its paths must be relative to crates/python, as cargo mutants
matches them against src/..., so make it with
`git diff --relative=crates/python BASE HEAD -- crates/python/src/`
(a file none of whose mutants the diff touches is skipped; a diff that
matches no file at all is refused). BOARDKIT_EXAMPLES names the
built release examples `inspect` and `perft` (default REPO/target/release/
examples); the baseline run refuses to start if any test skips.

For each mutant: write the replacement into the span, `cargo build --lib`
(a failed build is "unviable"), copy the extension module over the one that
`maturin develop` installed, run `pytest -x` with a timeout ("caught" when it
fails, "missed" when it passes, "timeout" past five times the baseline),
restore the file. Needs cargo-mutants (27.1) for the list. Stop a run by
killing this script's process, then restore and touch REPO's
crates/python/src (a killed run leaves its mutant there).
"""

import json
import os
import pathlib
import shutil
import subprocess
import sys
import time


def run(cmd, cwd, env=None, timeout=None):
    return subprocess.run(cmd, cwd=cwd, env=env, timeout=timeout,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def mutate(text, mutant):
    """The file text with the mutant's span replaced (1-based lines and columns, end exclusive)."""
    lines = text.split("\n")
    start, end = mutant["span"]["start"], mutant["span"]["end"]
    offsets = []
    total = 0
    for line in lines:
        offsets.append(total)
        total += len(line) + 1
    begin = offsets[start["line"] - 1] + start["column"] - 1
    finish = offsets[end["line"] - 1] + end["column"] - 1
    return text[:begin] + mutant["replacement"] + text[finish:]


def main():
    args = sys.argv[1:]
    reverse = "--reverse" in args
    args = [arg for arg in args if arg != "--reverse"]
    in_diff = []
    if "--in-diff" in args:
        at = args.index("--in-diff")
        if at + 1 >= len(args):
            sys.exit("--in-diff needs a diff file")
        diff = pathlib.Path(args[at + 1]).resolve()
        if not diff.is_file():
            sys.exit(f"no diff file {diff}")
        # cargo mutants runs in crates/python: give it the diff's full path.
        in_diff = ["--in-diff", str(diff)]
        del args[at:at + 2]
    if len(args) < 4:
        sys.exit(__doc__)
    repo, out, venv = map(pathlib.Path, args[:3])
    files = args[3:]
    crate = repo / "crates" / "python"
    out.mkdir(parents=True, exist_ok=True)
    # Each run writes its own file; every run skips what any run recorded
    # (read again before each mutant, so two runs can share the files,
    # one of them going backwards).
    outcomes = out / f"outcomes-{repo.name}.tsv"

    def recorded():
        return {line.split("\t")[0] for path in out.glob("outcomes*.tsv")
                for line in path.read_text().splitlines() if line}

    env = dict(os.environ)
    env["VIRTUAL_ENV"] = str(venv)
    env["PATH"] = f"{venv / 'bin'}:{env['PATH']}"
    env.setdefault("BOARDKIT_EXAMPLES", str(repo / "target" / "release" / "examples"))
    env.pop("CI", None)
    # The crate itself at opt-level 1 (its dependencies are at 2 by the
    # crate's own profile): the game code it instantiates runs about four
    # times faster than at 0 (suite 39 s instead of 147 s), and an
    # incremental rebuild stays about a second.
    env["CARGO_PROFILE_DEV_OPT_LEVEL"] = "1"
    env["CARGO_PROFILE_DEV_DEBUG"] = "0"
    # The lists first: a diff that matches nothing is refused before any run.
    lists = []
    for name in files:
        # stdout alone: with --in-diff, cargo mutants tells on stderr that a
        # file has no mutant in the diff, and then prints no list at all.
        listing = subprocess.run(["cargo", "mutants", "--list", "--json", "-f", name, *in_diff], cwd=crate,
                                 env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if listing.returncode != 0:
            sys.exit("cargo mutants --list failed:\n" + listing.stdout + listing.stderr)
        mutants = json.loads(listing.stdout) if listing.stdout.strip() else []
        print(f"{name}: {len(mutants)} mutants", flush=True)
        lists.append((name, mutants))
    if in_diff and not any(mutants for _, mutants in lists):
        sys.exit("no mutant on the diff's lines: are its paths relative to crates/python (src/...)?")
    module = crate / "python" / "boardkit" / "_boardkit.abi3.so"
    built = repo / "target" / "debug" / "lib_boardkit.so"
    if not module.exists():
        result = run(["maturin", "develop", "-q"], crate, env)
        if result.returncode != 0 or not module.exists():
            sys.exit("maturin develop failed:\n" + result.stdout)
    pytest = [str(venv / "bin" / "python"), "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "tests"]
    # The baseline must pass, and sets the timeout.
    result = run(["cargo", "build", "--lib", "-q"], crate, env)
    if result.returncode != 0:
        sys.exit("baseline build failed:\n" + result.stdout)
    shutil.copyfile(built, module)
    began = time.monotonic()
    result = run(pytest, crate, env)
    baseline = time.monotonic() - began
    if result.returncode != 0:
        sys.exit("baseline tests failed:\n" + result.stdout[-3000:])
    if "skipped" in result.stdout.splitlines()[-1]:
        sys.exit("baseline skipped tests: " + result.stdout.splitlines()[-1])
    limit = max(60.0, 5 * baseline)
    print(f"baseline {baseline:.1f}s, timeout {limit:.0f}s", flush=True)
    for name, mutants in lists:
        if not mutants:
            continue
        if reverse:
            mutants.reverse()
        source = crate / name
        original = source.read_text()
        try:
            for mutant in mutants:
                key = mutant["name"].replace("\t", " ")
                if key in recorded():
                    continue
                began = time.monotonic()
                source.write_text(mutate(original, mutant))
                build = run(["cargo", "build", "--lib", "-q"], crate, env)
                if build.returncode != 0:
                    outcome = "unviable"
                else:
                    shutil.copyfile(built, module)
                    try:
                        tests = run(pytest, crate, env, timeout=limit)
                        outcome = "caught" if tests.returncode != 0 else "missed"
                    except subprocess.TimeoutExpired:
                        outcome = "timeout"
                source.write_text(original)
                seconds = time.monotonic() - began
                with outcomes.open("a") as log:
                    log.write(f"{key}\t{outcome}\t{seconds:.1f}\n")
                print(f"{outcome:9} {seconds:6.1f}s {key}", flush=True)
        finally:
            source.write_text(original)
    # Leave the module built from the unmutated source.
    run(["cargo", "build", "--lib", "-q"], crate, env)
    shutil.copyfile(built, module)


if __name__ == "__main__":
    main()
