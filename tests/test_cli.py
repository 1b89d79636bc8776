"""The `tysiacha` command line as a whole: every command's help, and every value or path
it cannot use refused with exit status 2 and one line on stderr, never a traceback.

The tables are walked against the parsers: a new subcommand gets its --help tested, and a
new numeric option fails `test_every_numeric_option_has_rows` until its range has rows.
"""
import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import build_parser, folders_problem, main
from game.commands.args import MAX_SIZE, MIN_SIZE, IntRange, subparsers, walk_actions, \
    window_size

ROOT = Path(__file__).resolve().parent.parent


def commands(parser=None, prefix=()):
    """(argv prefix, parser) of every command: ((), the `tysiacha` parser),
    (("simulate",), its parser), ..."""
    parser = parser or build_parser()
    out = [(prefix, parser)]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out += commands(sub, prefix + (name,))
    return out


COMMANDS = [prefix for prefix, _ in commands()]
# what a command needs besides the option tried, so that only that option is wrong
NEEDS = {("tournament",): ["--bots", "random,simple"], ("replay",): ["{missing}"],
         ("view",): ["{missing}"]}


def test_the_walk_finds_every_command():
    assert {c[0] for c in COMMANDS if c} >= {"play", "simulate", "replay", "tournament"}
    assert () in COMMANDS


@pytest.mark.parametrize("flag", ["--help", "-h"])
@pytest.mark.parametrize("prefix", COMMANDS, ids=lambda c: " ".join(("tysiacha",) + c))
def test_every_command_has_help(prefix, flag, capsys):
    assert main([*prefix, flag]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("usage: " + " ".join(("tysiacha",) + prefix))
    assert err == ""


# ------------------------------------------------------------------ numbers and sizes
# (argv, the error that argparse prints): every numeric option below its range, above
# it where it has a top, and not a number.
BAD_VALUES = [
    (["serve", "--port", "-1"], "argument --port: -1 is too small; at least 0"),
    (["serve", "--port", "65536"], "argument --port: 65536 is too large; at most 65535"),
    (["serve", "--port", "http"], "argument --port: 'http' is not a whole number"),
    (["serve", "--bomb-window", "-1"], "argument --bomb-window: -1 is too small; at least 0"),
    (["serve", "--bomb-window", "10001"],
     "argument --bomb-window: 10001 is too large; at most 10000"),
    (["serve", "--bomb-window", "0.5"], "argument --bomb-window: '0.5' is not a whole number"),
    (["serve", "--grace", "-1"], "argument --grace: -1 is too small; at least 0"),
    (["serve", "--grace", "3601"], "argument --grace: 3601 is too large; at most 3600"),
    (["serve", "--grace", "x"], "argument --grace: 'x' is not a whole number"),
    (["serve", "--seed", "-1"], "argument --seed: -1 is too small; at least 0"),
    (["serve", "--seed", "x"], "argument --seed: 'x' is not a whole number"),
    (["serve", "--players", "2"], "argument --players: 2 is not 3 or 4"),
    (["serve", "--players", "5"], "argument --players: 5 is not 3 or 4"),
    (["serve", "--players", "x"], "argument --players: 'x' is not a whole number"),
    (["join", "h", "--code", "C", "--ai", "hard", "--seed", "-1"],
     "argument --seed: -1 is too small; at least 0"),
    (["join", "h", "--code", "C", "--ai", "hard", "--seed", "x"],
     "argument --seed: 'x' is not a whole number"),
    (["join", "h", "--code", "C", "--ai", "hard", "--timeout", "0"],
     "argument --timeout: 0 is too small; at least 1"),
    (["join", "h", "--code", "C", "--ai", "hard", "--timeout", "86401"],
     "argument --timeout: 86401 is too large; at most 86400"),
    (["join", "h", "--code", "C", "--ai", "hard", "--timeout", "x"],
     "argument --timeout: 'x' is not a whole number"),
    (["--seed", "-1"], "argument --seed: -1 is too small; at least 0"),
    (["--seed", "x"], "argument --seed: 'x' is not a whole number"),
    (["play", "--seed", "-1"], "argument --seed: -1 is too small; at least 0"),
    (["play", "--seed", "1.5"], "argument --seed: '1.5' is not a whole number"),
    (["simulate", "--games", "0"], "argument --games: 0 is too small; at least 1"),
    (["simulate", "--games", "-1"], "argument --games: -1 is too small; at least 1"),
    (["simulate", "--games", "many"], "argument --games: 'many' is not a whole number"),
    (["simulate", "--seed", "-1"], "argument --seed: -1 is too small; at least 0"),
    (["simulate", "--seed", "x"], "argument --seed: 'x' is not a whole number"),
    (["simulate", "--players", "2"], "argument --players: 2 is not 3 or 4"),
    (["simulate", "--players", "5"], "argument --players: 5 is not 3 or 4"),
    (["simulate", "--players", "three"], "argument --players: 'three' is not a whole number"),
    (["simulate", "--max-deals", "0"], "argument --max-deals: 0 is too small; at least 1"),
    (["simulate", "--max-deals", "x"], "argument --max-deals: 'x' is not a whole number"),
    (["tournament", "--deals", "0"], "argument --deals: 0 is too small; at least 1"),
    (["tournament", "--deals", "-1"], "argument --deals: -1 is too small; at least 1"),
    (["tournament", "--deals", "1e3"], "argument --deals: '1e3' is not a whole number"),
    (["tournament", "--games", "-1"], "argument --games: -1 is too small; at least 0"),
    (["tournament", "--games", "x"], "argument --games: 'x' is not a whole number"),
    (["tournament", "--seed", "-1"], "argument --seed: -1 is too small; at least 0"),
    (["tournament", "--seed", "x"], "argument --seed: 'x' is not a whole number"),
    (["tournament", "--players", "2"], "argument --players: 2 is not 3 or 4"),
    (["tournament", "--players", "5"], "argument --players: 5 is not 3 or 4"),
    (["tournament", "--players", "x"], "argument --players: 'x' is not a whole number"),
    (["tournament", "--jobs", "0"], "argument --jobs: 0 is too small; at least 1"),
    (["tournament", "--jobs", "x"], "argument --jobs: 'x' is not a whole number"),
    (["--size", "799x600"], "argument --size: 799x600 is too small; at least 800x600"),
    (["--size", "800x599"], "argument --size: 800x599 is too small; at least 800x600"),
    (["--size", "16385x800"], "argument --size: 16385x800 is too large; at most 16384x16384"),
    (["--size", "40000x40000"], "40000x40000 is too large; at most 16384x16384"),
    (["--size", "-5x100"], "argument --size: -5x100 is too small; at least 800x600"),
    (["--size=-5x100"], "argument --size: -5x100 is too small; at least 800x600"),
    (["--size", "big"], "argument --size: 'big' is not a size like 1280x800"),
    (["--size", "1280x"], "argument --size: '1280x' is not a size like 1280x800"),
    (["play", "--size", "100x100"], "argument --size: 100x100 is too small"),
    (["play", "--size", "1280x20000"], "argument --size: 1280x20000 is too large"),
    (["play", "--size", "-1280x-800"], "argument --size: -1280x-800 is too small"),
    (["play", "--size", "1280by800"], "argument --size: '1280by800' is not a size"),
    (["view", "g.yaml", "--size", "100x100"], "argument --size: 100x100 is too small"),
    (["view", "g.yaml", "--size", "1280x20000"], "argument --size: 1280x20000 is too large"),
    (["view", "g.yaml", "--size", "big"], "argument --size: 'big' is not a size"),
    (["view", "g.yaml", "--size", "-1280x-800"], "argument --size: -1280x-800 is too small"),
    (["host", "--size", "100x100"], "argument --size: 100x100 is too small"),
    (["host", "--size", "1280x20000"], "argument --size: 1280x20000 is too large"),
    (["host", "--size", "big"], "argument --size: 'big' is not a size"),
    (["host", "--size", "-1280x-800"], "argument --size: -1280x-800 is too small"),
    (["host", "--port", "-1"], "argument --port: -1 is too small; at least 0"),
    (["host", "--port", "65536"], "argument --port: 65536 is too large; at most 65535"),
    (["host", "--port", "http"], "argument --port: 'http' is not a whole number"),
]


def command_of(argv):
    """The command prefix a row's argv addresses."""
    return max((c for c in COMMANDS if tuple(argv[:len(c)]) == c), key=len)


def with_needs(argv, tmp_path):
    prefix = command_of(argv)
    extra = [a.format(missing=tmp_path / "missing.tysiacha.yaml") for a in NEEDS.get(prefix, [])]
    return argv[:len(prefix)] + extra + argv[len(prefix):]


def one_error_line(err: str) -> str:
    """argparse's usage lines and exactly one `error:` line; that line."""
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.strip()]
    errors = [line for line in lines if "error:" in line]
    assert len(errors) == 1, err
    assert all(line.startswith(("usage:", " ")) for line in lines if line != errors[0]), err
    return errors[0]


@pytest.mark.parametrize("argv,fragment", BAD_VALUES, ids=lambda v: " ".join(v)
                         if isinstance(v, list) else "")
def test_a_value_out_of_range_is_one_error_line(argv, fragment, tmp_path, capsys):
    assert main(with_needs(argv, tmp_path)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    line = one_error_line(err)
    assert fragment in line
    assert line.startswith(" ".join(("tysiacha",) + command_of(argv)) + ": error: argument ")


def numeric_options():
    """(command prefix, option, type) for every option that takes a number or a size."""
    return [(prefix, action.option_strings[-1], action.type)
            for prefix, parser in commands() for action in parser._actions
            if isinstance(action.type, IntRange) or action.type is window_size]


def test_no_option_takes_a_number_without_a_range():
    for action, parser in walk_actions(build_parser()):
        assert action.type not in (int, float), (
            f"{parser.prog} {action.option_strings}: use an IntRange (game/commands/args.py) "
            f"so that the value is checked as it is read")


def test_every_numeric_option_has_rows():
    """Each option's range has a row below it, above it (if it has a top) and one that is
    no number at all; a size has rows too small, too large, negative and not a size."""
    options = numeric_options()
    assert len(options) >= 13  # the sanity of the walk: the options of today
    for prefix, option, kind in options:
        rows = [(argv[len(prefix):], fragment) for argv, fragment in BAD_VALUES
                if command_of(argv) == prefix and any(a.split("=")[0] == option for a in argv)]
        values = [argv[-1].split("=")[-1] for argv, _ in rows]
        where = f"add rows to BAD_VALUES for {' '.join(('tysiacha',) + prefix)} {option}"
        if kind is window_size:
            for needed in ("too small", "too large", "not a size"):
                assert any(needed in f for _, f in rows), f"{where}: {needed}"
            assert any(v.startswith("-") for v in values), f"{where}: negative"
            continue
        assert any(not v.lstrip("-").isdigit() for v in values), f"{where}: not a number"
        if kind.lo is not None:
            assert str(kind.lo - 1) in values, f"{where}: {kind.lo - 1}"
        if kind.hi is not None:
            assert str(kind.hi + 1) in values, f"{where}: {kind.hi + 1}"


def test_the_edges_of_each_range_are_taken():
    parse = build_parser().parse_args
    assert parse(["--size", f"{MIN_SIZE[0]}x{MIN_SIZE[1]}"]).size == MIN_SIZE
    assert parse(["--size", f"{MAX_SIZE[0]}x{MAX_SIZE[1]}"]).size == MAX_SIZE
    assert parse(["--seed", "0"]).seed == 0
    args = parse(["simulate", "--games", "1", "--max-deals", "1", "--players", "4"])
    assert (args.games, args.max_deals, args.players) == (1, 1, 4)
    args = parse(["tournament", "--bots", "a,b", "--deals", "1", "--games", "0", "--jobs", "1",
                  "--players", "3"])
    assert (args.deals, args.games, args.jobs, args.players) == (1, 0, 1, 3)


# ------------------------------------------------------------------ paths
@pytest.fixture
def places(tmp_path, monkeypatch):
    """A regular file, a writable folder, a read-only folder; the game's folders in
    tmp_path; and no window (a path that is wrongly let through would open one)."""
    file = tmp_path / "a-file"
    file.write_text("not a folder\n")
    ro = tmp_path / "read-only"
    ro.mkdir()
    (ro / "game.tysiacha.yaml").write_text("format: tysiacha-record/1\n")
    (ro / "game.tysiacha.yaml").chmod(0)
    ro.chmod(0o555)
    monkeypatch.setenv("TYSIACHA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TYSIACHA_CONFIG_DIR", str(tmp_path / "config"))
    import game.ui.app

    def no_window(*args, **kwargs):
        raise AssertionError("the window would open")

    monkeypatch.setattr(game.ui.app, "App", no_window)
    yield {"file": str(file), "dir": str(tmp_path), "ro": str(ro),
           "missing": str(tmp_path / "missing.tysiacha.yaml")}
    ro.chmod(0o755)


ROOT_WRITES_ANYWHERE = hasattr(os, "geteuid") and os.geteuid() == 0
needs_permissions = pytest.mark.skipif(ROOT_WRITES_ANYWHERE,
                                       reason="root writes where permissions forbid it")

# (argv, environment, the line on stderr): every path the command line is given that
# cannot be used; {file}, {dir}, {ro} are a regular file, a folder and a read-only one.
BAD_PATHS = [
    (["simulate", "--games", "1", "--out", "{file}"], {},
     "simulate: --out {file}: is a file, not a folder"),
    (["simulate", "--games", "1", "--out", "{file}/games"], {},
     "simulate: --out {file}/games: cannot be created: {file} is a file, not a folder"),
    pytest.param(["simulate", "--games", "1", "--out", "{ro}/games"], {},
                 "simulate: --out {ro}/games: cannot be created (permission denied)",
                 marks=needs_permissions),
    pytest.param(["simulate", "--games", "1", "--out", "{ro}"], {},
                 "simulate: --out {ro}: cannot be written to (permission denied)",
                 marks=needs_permissions),
    (["--screenshot-dir", "{file}"], {},
     "tysiacha: --screenshot-dir {file}: is a file, not a folder"),
    (["play", "--screenshot-dir", "{file}/shots"], {},
     "tysiacha: --screenshot-dir {file}/shots: cannot be created: {file} is a file, "
     "not a folder"),
    (["--demo", "--screenshot-dir", "{file}/shots"], {},
     "tysiacha: --screenshot-dir {file}/shots: cannot be created: {file} is a file, "
     "not a folder"),
    pytest.param(["play", "--screenshot-dir", "{ro}"], {},
                 "tysiacha: --screenshot-dir {ro}: cannot be written to (permission denied)",
                 marks=needs_permissions),
    ([], {"TYSIACHA_DATA_DIR": "{file}"},
     "tysiacha: the data folder {file} (from TYSIACHA_DATA_DIR): is a file, not a folder"),
    (["play"], {"TYSIACHA_DATA_DIR": "{file}/data"},
     "tysiacha: the data folder {file}/data (from TYSIACHA_DATA_DIR): cannot be created: "
     "{file} is a file, not a folder"),
    pytest.param([], {"TYSIACHA_DATA_DIR": "{ro}"},
                 "tysiacha: the data folder {ro} (from TYSIACHA_DATA_DIR): cannot be written "
                 "to (permission denied)", marks=needs_permissions),
    ([], {"TYSIACHA_CONFIG_DIR": "{file}"},
     "tysiacha: the settings folder {file} (from TYSIACHA_CONFIG_DIR): is a file, not a "
     "folder"),
    (["--demo"], {"TYSIACHA_CONFIG_DIR": "{file}/config"},
     "tysiacha: the settings folder {file}/config (from TYSIACHA_CONFIG_DIR): cannot be "
     "created: {file} is a file, not a folder"),
    pytest.param([], {"TYSIACHA_CONFIG_DIR": "{ro}/config"},
                 "tysiacha: the settings folder {ro}/config (from TYSIACHA_CONFIG_DIR): "
                 "cannot be created: {ro} is not writable", marks=needs_permissions),
    (["replay", "{missing}"], {}, "{missing}: no such file"),
    (["replay", "{dir}"], {}, "{dir}: is a folder, not a record file"),
    (["replay", "{file}/game.tysiacha.yaml"], {},
     "{file}/game.tysiacha.yaml: cannot read the file: Not a directory"),
    pytest.param(["replay", "{ro}/game.tysiacha.yaml"], {},
                 "{ro}/game.tysiacha.yaml: cannot read the file: Permission denied",
                 marks=needs_permissions),
]


@pytest.mark.parametrize("argv,env,line", BAD_PATHS,
                         ids=lambda v: " ".join(v) if isinstance(v, list) else
                         ",".join(v) if isinstance(v, dict) else "")
def test_a_path_that_cannot_be_used_is_one_line(argv, env, line, places, monkeypatch, capsys):
    for name, value in env.items():
        monkeypatch.setenv(name, value.format(**places))
    assert main([a.format(**places) for a in argv]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err and err.endswith("\n") and err.count("\n") == 1, err
    assert err.strip() == line.format(**places)


def test_missing_folders_are_made_before_the_window_opens(tmp_path, monkeypatch):
    monkeypatch.setenv("TYSIACHA_DATA_DIR", str(tmp_path / "data" / "tysiacha"))
    monkeypatch.setenv("TYSIACHA_CONFIG_DIR", str(tmp_path / "config" / "tysiacha"))
    assert folders_problem(str(tmp_path / "shots" / "today")) is None
    assert (tmp_path / "shots" / "today").is_dir()
    assert (tmp_path / "data" / "tysiacha").is_dir()
    assert not (tmp_path / "config").exists()  # written only when an option is changed
    assert list((tmp_path / "data" / "tysiacha").iterdir()) == []  # the trial file is gone


def test_the_default_folders_say_which_variable_moves_them(tmp_path, monkeypatch):
    file = tmp_path / "a-file"
    file.write_text("")
    monkeypatch.delenv("TYSIACHA_DATA_DIR", raising=False)
    monkeypatch.setenv("TYSIACHA_CONFIG_DIR", str(tmp_path / "config"))
    import game.settings.schema as schema
    monkeypatch.setattr(schema.platformdirs, "user_data_dir", lambda *a, **k: str(file))
    assert folders_problem(None) == (f"tysiacha: the data folder {file} (set "
                                     f"TYSIACHA_DATA_DIR to use another): is a file, not a "
                                     f"folder")


# ------------------------------------------------------------------ a real process
def run_game(*argv, tmp_path):
    env = dict(os.environ, TYSIACHA_DATA_DIR=str(tmp_path / "data"),
               TYSIACHA_CONFIG_DIR=str(tmp_path / "config"))
    return subprocess.run([sys.executable, "-m", "game", *argv], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_help_in_a_real_process(tmp_path):
    proc = run_game("--help", tmp_path=tmp_path)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.startswith("usage: tysiacha") and "95% intervals" in proc.stdout


def test_refusals_in_a_real_process(tmp_path):
    file = tmp_path / "a-file"
    file.write_text("")
    proc = run_game("simulate", "--games", "1", "--out", str(file), tmp_path=tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == f"simulate: --out {file}: is a file, not a folder\n"
    proc = run_game("tournament", "--bots", "random,simple", "--deals", "-1",
                    tmp_path=tmp_path)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert "Traceback" not in proc.stderr
    assert one_error_line(proc.stderr) == (
        "tysiacha tournament: error: argument --deals: -1 is too small; at least 1")


def test_subparsers_are_all_reached():
    """The walk used by the tables reaches every parser the command line builds."""
    assert len(subparsers(build_parser())) == len(COMMANDS)


@pytest.mark.parametrize("argv", [["--seed", "3", "play", "--windowed"],
                                  ["play", "--seed", "3", "--windowed"],
                                  ["--windowed", "--seed", "3"]])
def test_the_table_options_hold_before_or_after_play(argv):
    args = build_parser().parse_args(argv)
    assert (args.seed, args.windowed, args.size, args.demo) == (3, True, None, False)


def test_the_bots_older_names_are_the_same_bots(capsys):
    assert main(["tournament", "--bots", "search,hard", "--deals", "1"]) == 2
    assert "two or more different bots" in capsys.readouterr().err
    assert main(["simulate", "--bots", "rules", "--games", "1", "--max-deals", "1"]) == 0
    assert "bots normal,normal,normal" in capsys.readouterr().out


def test_ctrl_c_ends_a_command_with_one_line(monkeypatch, capsys):
    from game.commands import simulate

    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(simulate, "run", interrupted)
    assert main(["simulate"]) == 130
    assert capsys.readouterr().err == "tysiacha simulate: interrupted\n"


def test_the_smallest_size_is_the_smallest_window_the_table_is_laid_out_for():
    from game.ui.app import MIN_WINDOW
    assert MIN_SIZE == MIN_WINDOW
