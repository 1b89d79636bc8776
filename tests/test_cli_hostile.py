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
    ["serve", "--port", "0", "--bind", "127.0.0.1"],  # its first line: the table is open
]


def test_every_subcommand_that_writes_has_a_row():
    covered = {tuple(argv[:1]) for argv in WRITES if argv[-1] != "--help"}
    for prefix in COMMANDS:
        # play, view and host open a window and print nothing; join prints only when its game
        # has ended (a host is needed: tests/net/test_serve.py plays one)
        if prefix and prefix[0] not in ("play", "view", "join", "host"):
            assert prefix[:1] in covered, f"add a row to WRITES for {prefix[0]}"


@pytest.mark.parametrize("argv", WRITES, ids=" ".join)
def test_a_closed_stdout_ends_the_command_quietly(argv, records, tmp_path):
    proc = run_with_stdout_closed([a.format(**records) for a in argv], tmp_path)
    assert proc.stderr == ""  # no traceback, no "Exception ignored", no BrokenPipeError
    assert proc.returncode == STDOUT_CLOSED


# ------------------------------------------------------------------ foreign options
# Each command's options, as the help lists them (-h/--help aside): a new option fails
# test_each_command_has_the_options_of_its_row until it is added here, and every option
# of another command is then refused by it.
OPTIONS = {
    (): {"--demo", "--windowed", "--size", "--screenshot-dir", "--seed", "--game"},
    ("play",): {"--demo", "--windowed", "--size", "--screenshot-dir", "--seed", "--game"},
    ("simulate",): {"--games", "--seed", "--players", "--rules", "--bots", "--max-deals",
                    "--game", "--out"},
    ("replay",): {"--json", "--game"},
    ("tournament",): {"--bots", "--game", "--deals", "--games", "--seed", "--players",
                      "--rules", "--jobs"},
    ("view",): {"--windowed", "--size", "--screenshot-dir"},
    ("serve",): {"--game", "--port", "--bind", "--players", "--rules", "--level", "--code",
                 "--bomb-window", "--on-drop", "--grace", "--data", "--new", "--seed"},
    ("join",): {"--code", "--name", "--ai", "--seed", "--start", "--timeout", "--game"},
    ("host",): {"--windowed", "--size", "--screenshot-dir", "--game", "--port", "--bind"},
}
# the table's options given before a command (`tysiacha --windowed view FILE`) that the
# command takes from there; any other option given before a command is refused
TAKEN_FROM_BEFORE = {("play",): OPTIONS[()], ("view",): {"--windowed", "--size",
                                                         "--screenshot-dir"},
                     ("host",): {"--windowed", "--size", "--screenshot-dir"}}
# a value each option accepts, so that only its being foreign is wrong
VALUES = {"--size": "1280x800", "--screenshot-dir": "shots", "--seed": "3", "--game": "tichu",
          "--games": "2", "--players": "4", "--rules": "bid_step=10", "--bots": "random",
          "--max-deals": "1", "--out": "out", "--deals": "1", "--jobs": "1",
          "--port": "0", "--bind": "127.0.0.1", "--level": "hard", "--code": "ABCDEF",
          "--bomb-window": "500", "--on-drop": "wait", "--grace": "5", "--data": "served",
          "--name": "Rex", "--ai": "hard", "--timeout": "60"}
NEEDS = {("tournament",): ["--bots", "random,simple"], ("replay",): ["g.tysiacha.yaml"],
         ("view",): ["g.tysiacha.yaml"], ("join",): ["h", "--code", "C", "--ai", "hard"]}


def own_options(prefix):
    from tests.test_cli import commands
    parser = dict(commands())[prefix]
    return {s for a in parser._actions for s in a.option_strings if s.startswith("--")} - {
        "--help"}


def with_value(option):
    return [option] + ([VALUES[option]] if option in VALUES else [])


def test_each_command_has_the_options_of_its_row():
    assert set(OPTIONS) == set(COMMANDS), "add a row to OPTIONS for the new command"
    for prefix in COMMANDS:
        assert own_options(prefix) == OPTIONS[prefix], f"OPTIONS[{prefix}]"
    for option in set().union(*OPTIONS.values()):
        from tests.test_cli import commands
        flag = any(a.nargs == 0 for _, p in commands() for a in p._actions
                   if option in a.option_strings)
        assert flag or option in VALUES, f"add a value for {option} to VALUES"


FOREIGN = [(prefix, option) for prefix in OPTIONS
           for option in sorted(set().union(*OPTIONS.values()) - OPTIONS[prefix])]


def refused(argv, capsys) -> str:
    """The one error line argparse printed before exit status 2."""
    from game.__main__ import parse_command_line
    from tests.test_cli import one_error_line
    with pytest.raises(SystemExit) as exc:
        parse_command_line(argv)
    assert exc.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    return one_error_line(err)


@pytest.mark.parametrize("prefix,option", FOREIGN,
                         ids=lambda v: " ".join(v) if isinstance(v, tuple) else v)
def test_an_option_of_another_command_is_refused(prefix, option, capsys):
    line = refused([*prefix, *NEEDS.get(prefix, []), *with_value(option)], capsys)
    if not prefix and option in VALUES:  # the value is read as the command
        assert line.startswith(f"tysiacha: error: argument COMMAND: invalid choice: "
                               f"'{VALUES[option]}'")
        return
    # (argparse says it as the main command's error: a subcommand leaves what it does
    # not know to its parent)
    assert line == f"tysiacha: error: unrecognized arguments: {' '.join(with_value(option))}"


@pytest.mark.parametrize("argv", [["view", "--demo", "g.tysiacha.yaml"],
                                  ["view", "--seed", "3", "g.tysiacha.yaml"],
                                  ["view", "--game", "tichu", "g.tysiacha.yaml"],
                                  ["--demo", "view", "g.tysiacha.yaml"]], ids=" ".join)
def test_view_refuses_what_it_does_not_use(argv, capsys):
    line = refused(argv, capsys)
    assert "unrecognized arguments: " in line
    assert main(["view", "--help"]) == 0
    shown = capsys.readouterr().out
    assert "--demo" not in shown and "--seed" not in shown and "--game" not in shown


BEFORE = [(prefix, option) for prefix in COMMANDS if prefix
          for option in sorted(OPTIONS[()] - TAKEN_FROM_BEFORE.get(prefix, set()))]


@pytest.mark.parametrize("prefix,option", BEFORE,
                         ids=lambda v: " ".join(v) if isinstance(v, tuple) else v)
def test_a_table_option_before_a_command_that_does_not_take_it_is_refused(
        prefix, option, capsys):
    line = refused([*with_value(option), *prefix, *NEEDS.get(prefix, [])], capsys)
    assert line.startswith(f"{' '.join(('tysiacha',) + prefix)}: error: ")
    assert option in line


@pytest.mark.parametrize("prefix", list(TAKEN_FROM_BEFORE), ids=" ".join)
def test_a_table_option_before_a_command_that_takes_it_holds(prefix):
    from game.__main__ import parse_command_line
    for option in TAKEN_FROM_BEFORE[prefix]:
        args = parse_command_line([*with_value(option), *prefix, *NEEDS.get(prefix, [])])
        value = getattr(args, option[2:].replace("-", "_"))
        assert value is True or str(value) == VALUES[option] or value == (1280, 800)


# ------------------------------------------------------------------ contradictions
# (argv, the one line on stderr): options that cannot all hold, for every command that
# takes them, refused with exit status 2 rather than one of them silently winning.
CONTRADICTIONS = [
    (["simulate", "--rules", "players=4", "--players", "3"],
     "simulate: --players 3 and --rules players=4 disagree"),
    (["tournament", "--bots", "random,simple", "--rules", "players=3", "--players", "4"],
     "tournament: --players 4 and --rules players=3 disagree"),
    (["simulate", "--game", "tichu", "--players", "4"],
     "simulate: --players: Tichu is played by four"),
    (["tournament", "--game", "tichu", "--bots", "random,normal", "--players", "3"],
     "tournament: --players: Tichu is played by four"),
    (["simulate", "--rules", "bid_step=10", "--rules", "bid_step=5"],
     "simulate: --rules gives bid_step twice, 10 and 5"),
    (["simulate", "--rules", "bid_step=10", "bid_step=5"],
     "simulate: --rules gives bid_step twice, 10 and 5"),
    (["tournament", "--bots", "random,simple", "--rules", "must_beat=true",
      "--rules", "must_beat=false"], "tournament: --rules gives must_beat twice, True and "
                                     "False"),
    (["simulate", "--game", "tichu", "--rules", "target=500", "--rules", "target=1000"],
     "simulate: --rules gives target twice, 500 and 1000"),
    (["simulate", "--bots", ""], "tysiacha simulate: error: argument --bots: '' names no bot"),
    (["simulate", "--bots", "simple,"],
     "tysiacha simulate: error: argument --bots: 'simple,' has an empty name in its list"),
    (["simulate", "--game", "tichu", "--bots", ""],
     "tysiacha simulate: error: argument --bots: '' names no bot"),
    (["tournament", "--bots", ""],
     "tysiacha tournament: error: argument --bots: '' names no bot"),
    (["tournament", "--bots", "hard,,normal"],
     "tysiacha tournament: error: argument --bots: 'hard,,normal' has an empty name in its "
     "list"),
    (["--seed", "3", "simulate"], "tysiacha simulate: error: argument --seed: put it after "
                                  "the command (tysiacha simulate --seed ...)"),
    (["--game", "tichu", "tournament", "--bots", "random,normal"],
     "tysiacha tournament: error: argument --game: put it after the command (tysiacha "
     "tournament --game ...)"),
]


@pytest.mark.parametrize("argv,line", CONTRADICTIONS, ids=lambda v: " ".join(v)
                         if isinstance(v, list) else "")
def test_contradictory_options_are_refused_in_one_line(argv, line, capsys):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    errors = [x for x in err.splitlines() if not x.startswith(("usage:", " "))]
    assert errors == [line]


def test_the_same_rule_twice_or_the_same_players_is_no_contradiction(capsys):
    assert main(["simulate", "--games", "1", "--max-deals", "1", "--players", "4",
                 "--rules", "players=4", "bid_step=10", "--rules", "bid_step=10"]) == 0
    out = capsys.readouterr().out
    assert "4 players" in out and "bid_step=10" in out


# ------------------------------------------------------------------ no display
# Every command that opens a window ({tysiacha} and {tichu} are records).
WINDOWS = [[], ["play"], ["--demo"], ["play", "--demo", "--game", "tichu"], ["--windowed"],
           ["view", "{tysiacha}"], ["view", "{tichu}"], ["view", "{tichu}", "--size", "800x600"]]
X11_OR_WAYLAND = pytest.mark.skipif(sys.platform.startswith(("win", "darwin")),
                                    reason="DISPLAY and WAYLAND_DISPLAY are X11's and Wayland's")


def test_every_command_that_opens_a_window_has_a_row():
    """The commands that open a window: those that run the table (no `run` of their
    own: `tysiacha` and play) and view."""
    from game.__main__ import view
    from tests.test_cli import commands
    opens = {prefix for prefix, p in commands() if p.get_default("run") in (None, view)}
    assert opens == {(), ("play",), ("view",)}
    assert {tuple(argv[:1]) if argv[:1] in (["play"], ["view"]) else () for argv in WINDOWS} \
        == opens, "add rows to WINDOWS"


@pytest.fixture
def folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TYSIACHA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TYSIACHA_CONFIG_DIR", str(tmp_path / "config"))


@X11_OR_WAYLAND
@pytest.mark.parametrize("argv", WINDOWS, ids=lambda v: " ".join(v) or "tysiacha")
def test_no_display_is_said_in_one_line(argv, records, folders, monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    import game.ui.app

    def no_window(*args, **kwargs):
        raise AssertionError("the window would open, unseen")
    monkeypatch.setattr(game.ui.app, "App", no_window)
    assert main([a.format(**records) for a in argv]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == ("tysiacha: no display to open the table on (neither DISPLAY nor "
                   "WAYLAND_DISPLAY is set); to run it without a window, set "
                   "SDL_VIDEODRIVER=dummy\n")


@pytest.mark.parametrize("environ,platform,refused", [
    ({}, "linux", True),
    ({}, "freebsd14", True),
    ({"DISPLAY": ":0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"SDL_VIDEODRIVER": "dummy"}, "linux", False),  # asked for: no window, as the tests
    ({"SDL_VIDEODRIVER": "kmsdrm"}, "linux", False),  # a console's screen
    ({"DISPLAY": ""}, "linux", True),
    ({}, "win32", False),  # there SDL says it (DisplayError)
    ({}, "darwin", False),
])
def test_what_counts_as_no_display(environ, platform, refused):
    from game.__main__ import display_problem
    assert (display_problem(environ, platform) is not None) == refused


@pytest.mark.parametrize("argv", WINDOWS, ids=lambda v: " ".join(v) or "tysiacha")
def test_a_display_sdl_cannot_open_is_said_in_one_line(argv, records, folders, monkeypatch,
                                                      capsys):
    import pygame

    def refused(*args, **kwargs):
        raise pygame.error("No available video device\n")
    monkeypatch.setattr(pygame.display, "set_mode", refused)
    assert main([a.format(**records) for a in argv]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines()[-1] == "tysiacha: cannot open a window: No available video device"


@pytest.mark.parametrize("argv", [[], ["view", "{tichu}"]], ids=lambda v: " ".join(v))
def test_sdl_drawing_off_screen_unasked_is_no_display(argv, records, folders, monkeypatch,
                                                      capsys):
    """SDL, finding no display, draws off screen (its offscreen driver) unless a driver
    was asked for: said, wherever it happens (not only where DISPLAY tells)."""
    import pygame
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert main([a.format(**records) for a in argv]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "tysiacha: cannot open a window: no display found (SDL fell back to its offscreen "
        "driver); to run without a window, set SDL_VIDEODRIVER=dummy")


@X11_OR_WAYLAND
def test_no_display_in_a_real_process(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(TYSIACHA_DATA_DIR=str(tmp_path / "data"),
               TYSIACHA_CONFIG_DIR=str(tmp_path / "config"))
    proc = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.startswith("tysiacha: no display to open the table on")
    assert proc.stderr.count("\n") == 1
