"""The benchmark scripts still run against the package: each is run for a
moment and must print a figure for every row it promises (their numbers
are not judged here; speed is measured, not asserted in tests)."""

import json
import pathlib
import subprocess
import sys

BENCH = pathlib.Path(__file__).resolve().parent.parent / "bench"


def run(script, *arguments):
    completed = subprocess.run(
        [sys.executable, str(BENCH / script), *arguments, "--json"],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    # The JSON document is the last thing printed, after the table.
    return json.loads(completed.stdout[completed.stdout.index("\n{") :])


def test_vector_bench_measures_every_row():
    results = run("vector.py", "--envs", "32", "--seconds", "0.02", "--repeat", "1", "--threads", "2",
                  "--games", "towers", "sirocco2")
    for game in ("towers", "sirocco2"):
        rows = results[game]
        assert set(rows) == {
            "python actions",
            "rust trait",
            "vector masks",
            "vector masks+obs",
            "vector masks, 1 thread, wall",
            "vector masks, 2 threads, wall",
        }
        assert all(rate > 0 for rate in rows.values()), rows


def test_playouts_bench_measures_every_game():
    results = run("playouts.py", "--seconds", "0.02", "--repeat", "1")
    assert results, "no game measured"
    for game, rows in results.items():
        assert rows, f"no row for {game}"
