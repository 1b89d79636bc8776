"""What a crash leaves, and two copies of the game on one data folder.

A copy killed while saving leaves write_atomic's temporary file (`.NAME.PID-XXXXXXXX.tmp`,
up to a whole record); the game removes its own stale ones at start, never one that a
live process is still writing. Two copies started on one data folder: the first holds
the folder's lock, the second says so and saves nothing; a lock left by a killed copy
holds nobody up. Processes are waited for by what they print, never by time.
"""
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.__main__ import main
from game.core.fileio import STALE_AGE, FolderLock, remove_stale_temps, write_atomic

ROOT = Path(__file__).resolve().parent.parent


class Helper:
    """A Python process running `code` (with the project importable), that has printed
    its first line (what the test waits for) and then waits for its stdin to close."""

    def __init__(self, code: str, *args: str):
        self.proc = subprocess.Popen([sys.executable, "-c", code, *map(str, args)], cwd=ROOT,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.said = self.proc.stdout.readline().strip()
        self.pid = self.proc.pid

    def kill(self) -> None:
        """kill -9, and wait until it is gone."""
        self.proc.kill()
        self.proc.wait()
        self.proc.stdin.close()
        self.proc.stdout.close()

    def end(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait()
            self.proc.stdout.close()


HOLD_LOCK = """
import sys
from game.core.fileio import FolderLock
lock = FolderLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
sys.stdin.read()
"""
SAVE_AND_HANG = """
import os, sys
from game.core import fileio
def hang(src, dst):  # the rename that ends a save, never reached: killed first
    print("writing", flush=True)
    sys.stdin.read()
os.replace = hang
fileio.write_atomic(sys.argv[1], b"deals: []\\n" * 30000)
"""
WAIT = """
print("waiting", flush=True)
import sys
sys.stdin.read()
"""


@pytest.fixture(scope="module")
def pids():
    """{dead}: a pid whose process has ended; {live}: one still running; {own}: ours."""
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    live = Helper(WAIT)
    yield {"dead": ended.pid, "live": live.pid, "own": os.getpid()}
    live.end()


# ------------------------------------------------------------------ stale temporary files
NOW, OLD = 0.0, 2 * STALE_AGE  # how old a file is made
# (file name, its age, removed?): {dead}, {live} and {own} are pids (the fixture)
TEMPS = [
    (".current.tichu.yaml.{dead}-k3j4h5g6.tmp", NOW, True),  # its writer was killed
    (".current.tichu-table.yaml.{dead}-a_b0c9d8.tmp", NOW, True),
    (".current.tysiacha.yaml.{dead}-k3j4h5g6.tmp", NOW, True),
    (".current.table.yaml.{dead}-k3j4h5g6.tmp", NOW, True),
    (".game-0001.tichu.yaml.{dead}-k3j4h5g6.tmp", NOW, True),  # simulate --out's
    (".2026-01-02-030405.tysiacha.yaml.{dead}-k3j4h5g6.tmp", NOW, True),  # games/
    (".statistics.yaml.{dead}-k3j4h5g6.tmp", NOW, True),
    (".current.tichu.yaml.{live}-k3j4h5g6.tmp", NOW, False),  # a second copy is writing it
    (".current.tichu.yaml.{own}-k3j4h5g6.tmp", NOW, False),  # this process is writing it
    (".current.tichu.yaml.{live}-zzzzzzzz.tmp", OLD, True),  # an hour on: left over anyway
    (".current.tichu.yaml.k3j4h5g6.tmp", NOW, False),  # an older version's, maybe in use
    (".current.tichu.yaml.k3j4h5g6.tmp.x", OLD, False),
    (".current.tichu-table.yaml.0a1b2c3d.tmp", OLD, True),  # an older version's, left over
    ("current.tichu.yaml", OLD, False),  # the save itself
    ("broken-20260101-current.tichu.yaml", OLD, False),
    (".notes.txt.{dead}-k3j4h5g6.tmp", OLD, False),  # not a file the game writes
    ("draft.yaml.tmp", OLD, False),
    (".tysiacha.lock", OLD, False),
]


def make_temps(folder: Path, pids) -> dict:
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for pattern, age, removed in TEMPS:
        path = folder / pattern.format(**pids)
        path.write_bytes(b"x")
        stamp = time.time() - age
        os.utime(path, (stamp, stamp))
        made[path] = removed
    return made


def test_only_stale_temporary_files_of_the_game_are_removed(tmp_path, pids):
    made = make_temps(tmp_path, pids)
    (tmp_path / ".current.tysiacha.yaml.{dead}-k3j4h5g7.tmp".format(**pids)).mkdir()
    removed = remove_stale_temps(tmp_path)
    assert sorted(removed) == sorted(p for p, gone in made.items() if gone)
    for path, gone in made.items():
        assert path.exists() != gone, path.name
    assert (tmp_path / ".current.tysiacha.yaml.{dead}-k3j4h5g7.tmp".format(**pids)).is_dir()


def test_a_folder_that_cannot_be_read_is_passed_over(tmp_path):
    assert remove_stale_temps(tmp_path / "missing") == []
    (tmp_path / "a-file").write_text("")
    assert remove_stale_temps(tmp_path / "a-file") == []


def test_write_atomic_names_its_temporary_file_with_its_pid(tmp_path, monkeypatch):
    seen = []
    real = os.replace

    def replace(src, dst):
        seen.append(Path(src).name)
        real(src, dst)
    monkeypatch.setattr(os, "replace", replace)
    write_atomic(tmp_path / "current.tichu.yaml", b"x")
    from game.core.fileio import TEMP_NAME
    m = TEMP_NAME.match(seen[0])
    assert m and m["name"] == "current.tichu.yaml" and int(m["pid"]) == os.getpid()


def test_a_save_killed_half_way_leaves_a_file_the_next_start_removes(tmp_path):
    """kill -9 while the record is being written: the temporary file stays (the save
    itself is untouched), and is removed the next time the game starts."""
    save = tmp_path / "current.tichu.yaml"
    save.write_text("the last save\n")
    writer = Helper(SAVE_AND_HANG, save)
    assert writer.said == "writing"
    left = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1 and left[0].stat().st_size > 200_000
    assert remove_stale_temps(tmp_path) == []  # still being written: kept
    writer.kill()
    assert remove_stale_temps(tmp_path) == left
    assert save.read_text() == "the last save\n"


# Who removes stale temporary files at start, and where: (argv, the folder) for every
# command that writes files; {tysiacha} is a record, {out} a --out folder.
CLEANERS = [
    ([], "data"),
    ([], "data/games"),
    ([], "config"),
    (["play", "--demo"], "data"),
    (["view", "{tysiacha}"], "data"),
    (["view", "{tysiacha}"], "data/games"),
    (["simulate", "--games", "1", "--max-deals", "1", "--out", "{out}"], "out"),
    (["simulate", "--game", "tichu", "--games", "1", "--max-deals", "1", "--out", "{out}"],
     "out"),
]


def test_every_command_that_writes_files_has_a_row():
    """The commands that write files: the table's (data and settings folders), and those
    with --out; replay and tournament write none."""
    from tests.test_cli import commands
    # (serve and join: tests/net/test_serve.py starts them on a folder with leftovers;
    # host is the table's window, whose saves the tour's tichu-host route makes)
    writers = {prefix for prefix, p in commands()
               if prefix[:1] not in (("replay",), ("tournament",), ("serve",), ("join",),
                                     ("host",))}
    outs = {prefix for prefix, p in commands()
            if any("--out" in a.option_strings for a in p._actions)}
    rows = {tuple(argv[:1]) if argv[:1] in (["view"], ["simulate"], ["play"]) else ()
            for argv, _ in CLEANERS}
    assert rows == writers, "add a row to CLEANERS"
    assert {tuple(argv[:1]) for argv, folder in CLEANERS if folder == "out"} == outs


@pytest.fixture
def table(tmp_path, monkeypatch):
    """The folders the game uses, in tmp_path; a table that returns at once instead of
    running (the App as it was made, in `made`)."""
    monkeypatch.setenv("TYSIACHA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TYSIACHA_CONFIG_DIR", str(tmp_path / "config"))
    from game.ui.app import App
    made = []

    def run(app):
        made.append(app)
        app.release_data_folder()
        return 0
    monkeypatch.setattr(App, "run", run)
    return made


@pytest.mark.parametrize("argv,folder", CLEANERS, ids=lambda v: " ".join(v)
                         if isinstance(v, list) else v)
def test_each_command_removes_stale_temporary_files_at_start(argv, folder, tmp_path, pids,
                                                             table, capsys):
    record = tmp_path / "records"
    assert main(["simulate", "--games", "1", "--max-deals", "1", "--out", str(record)]) == 0
    made = make_temps(tmp_path / folder, pids)
    fill = {"tysiacha": record / "game-0001.tysiacha.yaml", "out": tmp_path / "out"}
    assert main([a.format(**fill) for a in argv]) == 0, capsys.readouterr().err
    for path, gone in made.items():
        assert path.exists() != gone, path.name


# ------------------------------------------------------------------ a second copy
# Every command that opens the table on the data folder ({tysiacha} is a record).
TABLES = [[], ["play"], ["--demo"], ["play", "--game", "tichu"], ["view", "{tysiacha}"]]


@pytest.fixture
def record(tmp_path):
    assert main(["simulate", "--games", "1", "--max-deals", "1", "--out",
                 str(tmp_path / "records")]) == 0
    return str(tmp_path / "records" / "game-0001.tysiacha.yaml")


@pytest.mark.parametrize("argv", TABLES, ids=lambda v: " ".join(v) or "tysiacha")
def test_a_second_copy_says_so_and_saves_nothing(argv, tmp_path, record, table, capsys):
    capsys.readouterr()
    (tmp_path / "data").mkdir()
    first = Helper(HOLD_LOCK, tmp_path / "data")
    try:
        assert first.said == "held"
        assert main([a.format(tysiacha=record) for a in argv]) == 0
    finally:
        first.end()
    app, = table
    assert app.save_dir is None and f"(process {first.pid})" in app.read_only
    err = capsys.readouterr().err
    assert err == f"tysiacha: {app.read_only}\n"


@pytest.mark.parametrize("argv", TABLES, ids=lambda v: " ".join(v) or "tysiacha")
def test_the_first_copy_holds_the_data_folder(argv, tmp_path, record, table, capsys):
    assert main([a.format(tysiacha=record) for a in argv]) == 0
    app, = table
    assert app.read_only is None and app.save_dir == tmp_path / "data"
    assert (tmp_path / "data" / FolderLock.NAME).read_text() == f"{os.getpid()}\n"
    assert FolderLock(tmp_path / "data").acquire()  # let go of when the table ended


def test_a_lock_left_by_a_killed_copy_holds_nobody_up(tmp_path, table):
    (tmp_path / "data").mkdir()
    killed = Helper(HOLD_LOCK, tmp_path / "data")
    assert killed.said == "held"
    killed.kill()
    assert (tmp_path / "data" / FolderLock.NAME).read_text() == f"{killed.pid}\n"  # left
    assert main([]) == 0
    app, = table
    assert app.read_only is None


def test_the_copies_in_turn(tmp_path):
    """The first holds the folder; the second, started meanwhile, saves nothing; once the
    first has ended, the next one holds it."""
    from game.ui.app import App, Options
    data = tmp_path / "data"

    def start():
        return App(Options(size=(1280, 800), data_dir=data, lock_data=True,
                           settings_path=tmp_path / "settings.yaml"))
    first = start()
    second = start()
    assert first.read_only is None and second.read_only is not None
    assert str(os.getpid()) in second.read_only
    first.release_data_folder()
    third = start()
    assert third.read_only is None
    third.release_data_folder()


def test_the_second_copy_continues_the_game_without_saving_it(tmp_path):
    """Continue in the second copy shows the first copy's game as last saved, and plays
    it on without writing over it."""
    from game.ui.app import App, Options
    from game.ui.saves import flush_saves
    from game.ui.scenes.menu import MainMenu
    from game.ui.tysiacha.session import SAVE_NAME, Session
    from game.ui.saves import default_seats
    from game.tysiacha.engine import Rules
    data = tmp_path / "data"
    session = Session.new(Rules(), default_seats(3, humans=0), data, seed=4)
    flush_saves()
    saved = (data / SAVE_NAME).read_bytes()
    first = Helper(HOLD_LOCK, data)
    try:
        assert first.said == "held"
        app = App(Options(size=(1280, 800), data_dir=data, lock_data=True,
                          settings_path=tmp_path / "settings.yaml"))
    finally:
        first.end()
    menu = MainMenu(app)
    app.push(menu)
    app.frame([], 0.016)
    assert app.read_only in menu.messages
    menu.continue_game()
    resumed = app.stack.top.table.session  # (at the cut: nothing was dealt yet)
    assert resumed.save_dir is None
    resumed.save()
    flush_saves()
    assert (data / SAVE_NAME).read_bytes() == saved
    assert session.save_dir == data
