"""The command line against hostile surroundings: standard output closed under it, options
that belong to another command, options that contradict each other, no display.

Each table is walked against the parsers where it can be (tests/test_cli.py's `commands`),
so a new subcommand or option is covered by the walk or by adding a row.
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import STDOUT_CLOSED, main
from tests.test_cli import COMMANDS

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """A finished game record of each game, written by simulate --out."""
    folder = tmp_path_factory.mktemp("records")
    for game in ("tysiacha", "tichu"):
        assert main(["simulate", "--game", game, "--games", "1", "--max-deals", "3",
                     "--out", str(folder / game)]) == 0
    return {"tysiacha": str(folder / "tysiacha" / "game-0001.tysiacha.yaml"),
            "tichu": str(folder / "tichu" / "game-0001.tichu.yaml")}


def run_with_stdout_closed(argv, tmp_path):
    """`python -m game ARGV` with standard output a pipe whose reading end is closed
    before the command starts: every write to it fails, as under `| head -1` once head
    has gone (but without waiting for anything to happen first)."""
    reading, writing = os.pipe()
    os.close(reading)
    env = dict(os.environ, TYSIACHA_DATA_DIR=str(tmp_path / "data"),
               TYSIACHA_CONFIG_DIR=str(tmp_path / "config"))
    try:
        return subprocess.run([sys.executable, "-m", "game", *argv], cwd=ROOT, env=env,
                              stdout=writing, stderr=subprocess.PIPE, text=True,
                              timeout=120)
    finally:
        os.close(writing)


# ------------------------------------------------------------------ a closed stdout
# Every command that writes to standard output, with what it writes: every command's
# --help (from the walk), and each subcommand's own output ({tysiacha} and {tichu} are
# records).
WRITES = [[*prefix, "--help"] for prefix in COMMANDS] + [
    ["simulate", "--games", "3", "--max-deals", "2"],
    ["simulate", "--game", "tichu", "--games", "1", "--max-deals", "1"],
    ["replay", "{tysiacha}"],
    ["replay", "--json", "{tysiacha}"],
    ["replay", "{tichu}"],
    ["replay", "--json", "{tichu}"],
    ["tournament", "--bots", "random,simple", "--deals", "1", "--jobs", "1"],
    ["tournament", "--game", "tichu", "--bots", "random,normal", "--deals", "1", "--jobs", "1"],
]


def test_every_subcommand_that_writes_has_a_row():
    covered = {tuple(argv[:1]) for argv in WRITES if argv[-1] != "--help"}
    for prefix in COMMANDS:
        if prefix and prefix[0] not in ("play", "view"):  # these open a window, print nothing
            assert prefix[:1] in covered, f"add a row to WRITES for {prefix[0]}"


@pytest.mark.parametrize("argv", WRITES, ids=" ".join)
def test_a_closed_stdout_ends_the_command_quietly(argv, records, tmp_path):
    proc = run_with_stdout_closed([a.format(**records) for a in argv], tmp_path)
    assert proc.stderr == ""  # no traceback, no "Exception ignored", no BrokenPipeError
    assert proc.returncode == STDOUT_CLOSED
