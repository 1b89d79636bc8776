"""Hostile surroundings (issue 40): what sits where the game keeps its files, and a disk
that will not take more. Nothing is removed or replaced before what replaces it is
safely written; a folder the game cannot use, or a full disk, is said in one line and
the game is kept where it was."""
from __future__ import annotations

import errno
import os
import random
import stat

import pytest

from game.core import fileio
from game.ui import saves
from game.ui.saves import SeatConfig, unused_name
from game.ui.tichu.session import TichuSession
from game.tichu.engine.rules import TichuRules

SEATS = [SeatConfig(n, True) for n in ("Anna", "Boris", "Vera", "Gleb")]


def finished_game(save_dir) -> TichuSession:
    """A short game of Tichu (to 500) played to its end with nothing saved, then saved
    in `save_dir` as the table saves a game that has just ended."""
    session = TichuSession.new(TichuRules(target=500), SEATS, None, seed=3)
    rng = random.Random(3)
    while not session.finished:
        if session.due():
            session.advance()
            continue
        legal = [a for a in session.legal(session.waiting()[0])  # no calls: 100 a round
                 if a.kind != "tichu" and not (a.kind == "grand" and a.data)]
        session.apply(rng.choice(legal))
    session.start_saving(save_dir)
    session.save()
    session.flush()
    return session


def test_a_finished_game_with_games_a_file_stays_the_game_in_progress(tmp_path):
    (tmp_path / "games").write_text("not a folder")
    session = finished_game(tmp_path)
    save = tmp_path / "current.tichu.yaml"
    assert save.read_text() == session.record_text()  # the whole game, to its end
    assert (tmp_path / "games").read_text() == "not a folder"  # the player's file as it was
    assert (tmp_path / "current.tichu-table.yaml").exists()
    error = session.save_error
    assert error.startswith("The finished game could not be kept in ")
    assert "it stays the game in progress" in error and "\n" not in error
    # the folder mended, the game resumed is kept where finished games go
    (tmp_path / "games").unlink()
    again = TichuSession.resume(tmp_path)
    assert again.finished
    again.save()
    again.flush()
    kept = list((tmp_path / "games").iterdir())
    assert len(kept) == 1 and kept[0].read_text() == session.record_text()
    assert not save.exists() and again.save_error is None


def test_a_full_disk_when_a_game_ends_loses_nothing(tmp_path, monkeypatch):
    real = fileio.write_atomic

    def full(path, data):
        if "games" in str(path):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)
    monkeypatch.setattr(saves, "write_atomic", full)
    session = finished_game(tmp_path)
    assert (tmp_path / "current.tichu.yaml").read_text() == session.record_text()
    assert "No space left on device" in session.save_error
    assert not (tmp_path / "games").exists() or not list((tmp_path / "games").iterdir())


def test_nothing_is_removed_when_even_the_save_cannot_be_written(tmp_path, monkeypatch):
    """The disk will take nothing at all: the last save is left as it was (and said)."""
    session = TichuSession.new(TichuRules(target=500), SEATS, tmp_path, seed=3)
    session.flush()
    before = (tmp_path / "current.tichu.yaml").read_bytes()

    def full(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(saves, "write_atomic", full)
    session.write_save(b"the end", True, SEATS)
    session.flush()
    assert (tmp_path / "current.tichu.yaml").read_bytes() == before
    assert "No space left on device" in session.save_error


def test_two_games_finished_in_the_same_second_are_both_kept(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    (games / "2026-11-28-120000.tichu.yaml").write_text("the first")
    path = unused_name(games, "2026-11-28-120000", ".tichu.yaml")
    assert path.name == "2026-11-28-120000-2.tichu.yaml"


def test_a_path_in_a_message_shows_its_control_characters_escaped():
    assert saves.shown_path("/tmp/a\nb\x1b[31m") == "/tmp/a\\nb\\x1b[31m"


def test_continue_on_a_finished_game_kept_as_the_game_in_progress_shows_its_end(tmp_path):
    """At the table: the finished game that could not be kept is offered by Continue,
    shows its result, and is kept under games/ once the folder can take it."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "games").write_text("not a folder")
    session = finished_game(data)
    (data / "games").unlink()
    kept = continued(tmp_path, "Tichu")
    assert len(kept) == 1 and kept[0].read_text() == session.record_text()
    assert not (data / "current.tichu.yaml").exists()


def continued(tmp_path, game: str) -> list:
    """The main menu → `game` → Continue, a few frames at the table, the saves written:
    the files under games/ then."""
    from game.ui.scenes.menu import MainMenu
    from tests.ui.driver import click_button, make_app, run_frames
    app = make_app(tmp_path)
    app.push(MainMenu(app))
    run_frames(app, 2)
    assert click_button(app, game)
    assert click_button(app, "Continue")
    run_frames(app, 30)
    saves.flush_saves()
    return list((tmp_path / "data" / "games").iterdir())


def test_a_finished_1000_game_kept_as_the_game_in_progress_opens_at_continue(tmp_path):
    from game.tysiacha.engine import Rules
    from game.ui.tysiacha.session import Session
    data = tmp_path / "data"
    data.mkdir()
    (data / "games").write_text("not a folder")
    seats = [SeatConfig(n, True) for n in ("Anna", "Boris", "Vera")]
    session = Session.new(Rules(), seats, None, seed=5)
    from game.tysiacha.ai import make_bot
    bots = [make_bot("normal", s) for s in range(3)]
    while not session.finished:
        if session.due():
            session.advance()
            continue
        seat = session.waiting()[0]
        session.apply(bots[seat].choose(session.observation(seat), session.legal(seat)))
    session.start_saving(data)
    session.save()
    session.flush()
    assert (data / "current.tysiacha.yaml").read_text() == session.record_text()
    (data / "games").unlink()
    kept = continued(tmp_path, "1000")
    assert len(kept) == 1 and kept[0].read_text() == session.record_text()


# ---------------------------------------------------------------- a named pipe
def in_time(call, *args):
    """`call(*args)`, which must come back (a pipe read as a file would wait for ever
    for a writer): the test fails instead of hanging."""
    import threading
    out: list = []
    thread = threading.Thread(target=lambda: out.append(call(*args)), daemon=True)
    thread.start()
    thread.join(60)
    assert out, f"{call.__name__} waited on a named pipe"
    return out[0]


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@needs_fifo
def test_settings_yaml_a_named_pipe_gives_the_defaults_and_one_line(tmp_path):
    from game.settings import load_settings
    path = tmp_path / "settings.yaml"
    os.mkfifo(path)
    loaded = in_time(load_settings, path)
    assert loaded.errors == [f"{path}: cannot be read (a named pipe or a socket); the "
                             "whole file is ignored and the defaults are used"]
    assert stat.S_ISFIFO(path.stat().st_mode)  # left as it is


@needs_fifo
def test_menu_yaml_a_named_pipe_is_not_used_and_left(tmp_path, capsys):
    from game.core import yamlfile
    path = tmp_path / "menu.yaml"
    os.mkfifo(path)
    assert in_time(saves.read_own, path, yamlfile.TABLE) is None
    assert "is a named pipe or a socket" in capsys.readouterr().err
    assert stat.S_ISFIFO(path.stat().st_mode)


@needs_fifo
def test_statistics_yaml_a_named_pipe_counts_nothing_and_says_so(tmp_path):
    from game.core.stats import Statistics
    path = tmp_path / "statistics.yaml"
    os.mkfifo(path)
    store = in_time(Statistics.load, path, {})
    assert "could not be read (a named pipe or a socket)" in store.problem
    assert stat.S_ISFIFO(path.stat().st_mode) and len(list(tmp_path.iterdir())) == 1


@needs_fifo
def test_a_table_file_a_named_pipe_asks_who_sits_where(tmp_path):
    path = tmp_path / "current.tichu-table.yaml"
    os.mkfifo(path)
    exc = in_time(_seats, path)
    assert isinstance(exc, saves.SeatsError) and "named pipe" in str(exc)


def _seats(path):
    try:
        return saves.read_seats(path, ["A", "B"], ("normal",))
    except saves.SeatsError as exc:
        return exc



# ---------------------------------------------------------------- processes
GAME_WITH_A_WORKER = """
import os, sys, time
from game.ui import thinking
def main():
    pool = thinking._get_pool()
    worker = pool.submit(os.getpid).result(60)
    server = pool.submit(os.getppid).result(60)
    print(worker, server, flush=True)
    time.sleep(600)
if __name__ == "__main__":
    main()
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kill -9 and pids as on POSIX")
@pytest.mark.parametrize("sig", ["SIGKILL", "SIGHUP"])
def test_the_bots_worker_ends_with_the_game_however_it_ends(tmp_path, sig):
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path
    script = tmp_path / "game_with_a_worker.py"
    script.write_text(GAME_WITH_A_WORKER)
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=str(root))
    game = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                            text=True, env=env, cwd=tmp_path)
    worker, server = map(int, game.stdout.readline().split())
    os.kill(game.pid, getattr(signal, sig))
    game.wait(60)
    game.stdout.close()

    def alive(pid: int) -> bool:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        try:  # a zombie waiting for init to reap it has ended too
            return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
        except OSError:
            return True
    end = time.monotonic() + 60  # the worker looks twice a second: far less than this
    while time.monotonic() < end and (alive(worker) or alive(server)):
        time.sleep(0.05)
    assert not alive(worker) and not alive(server)


# ---------------------------------------------------------------- screenshots
def test_f12_with_screenshots_a_file_says_so_at_the_table(tmp_path):
    import pygame
    from tests.ui.driver import DT, key, make_app, run_frames
    from game.ui.tichu.table_scene import open_tichu
    app = make_app(tmp_path)
    app.data_dir.mkdir(parents=True, exist_ok=True)
    (app.data_dir / "screenshots").write_text("not a folder")
    session = TichuSession.new(TichuRules(), [SEATS[0]] + [SeatConfig(n, False) for n in
                                                           ("Boris", "Vera", "Gleb")],
                               None, seed=2)
    open_tichu(app, session)
    run_frames(app, 3)
    app.frame(key(pygame.K_F12), DT)
    run_frames(app, 2)
    said = app.table_scene().table.prompt.said
    assert said is not None and said.words.startswith("The screenshot could not be saved (")
    assert said.words.endswith("screenshots")  # the reason before the path, which may be cut
    assert (app.data_dir / "screenshots").read_text() == "not a folder"
    (app.data_dir / "screenshots").unlink()
    app.frame(key(pygame.K_F12), DT)
    run_frames(app, 2)
    assert app.screenshot_error is None, app.screenshot_error
    assert app.table_scene().table.prompt.said.words.startswith("Saved ")
    assert len(list((app.data_dir / "screenshots").iterdir())) == 1


# ---------------------------------------------------------------- where output goes
def run_game(args, tmp_path, stdout=None, **env):
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=root, stdout=stdout
                          or subprocess.PIPE, stderr=subprocess.PIPE, timeout=300,
                          env={**os.environ, "TYSIACHA_DATA_DIR": str(tmp_path / "d"),
                               **env})


@pytest.fixture(scope="module")
def named_record(tmp_path_factory):
    """A finished game of Tichu between Łucja, Борис, Zoë and Gleb."""
    folder = tmp_path_factory.mktemp("records")
    done = run_game(["simulate", "--game", "tichu", "--games", "1", "--max-deals", "1",
                     "--out", str(folder)], folder)
    assert done.returncode == 0, done.stderr
    path = next(folder.glob("*.tichu.yaml"))
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("[Normal 1, Normal 2, Normal 3, Normal 4]",
                                 "[Łucja, Борис, Zoë, Gleb]"), encoding="utf-8")
    return path


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("args", [["--help"], ["simulate", "--games", "1", "--max-deals", "1"],
                                  ["replay", "{record}"], ["replay", "--json", "{record}"],
                                  ["tournament", "--bots", "random,simple", "--deals", "1",
                                   "--jobs", "1"]], ids=" ".join)
def test_a_full_standard_output_is_said_in_one_line(args, tmp_path, named_record):
    with open("/dev/full", "w") as full:
        done = run_game([a.format(record=named_record) for a in args], tmp_path, full)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 1
    assert err == "tysiacha: the standard output cannot be written (No space left on " \
                  "device)\n"


@pytest.mark.parametrize("encoding", ["koi8-r", "iso-8859-1", "ascii"])
def test_a_terminal_that_is_not_utf8_gets_what_it_can_show(encoding, tmp_path,
                                                           named_record):
    done = run_game(["replay", str(named_record)], tmp_path, PYTHONIOENCODING=encoding)
    assert done.returncode == 0 and done.stderr == b""
    out = done.stdout.decode(encoding)
    shows = {"koi8-r": "Борис", "iso-8859-1": "Zoë", "ascii": "Gleb"}[encoding]
    assert shows in out and "?" in out  # what it cannot show is replaced


def test_json_out_is_only_json_with_standard_error_closed(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    bad = tmp_path / "bad.tichu.yaml"
    bad.write_text("format: tichu-record/1\nplayers: [a")
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-m", "game", "replay", "--json", str(bad)],
                          cwd=root, stdout=subprocess.PIPE, timeout=300,
                          preexec_fn=lambda: os.close(2))
    assert done.returncode != 0 and done.stdout == b""


# ---------------------------------------------------------------- names and limits
def test_help_says_where_the_files_are_and_how_to_move_them(tmp_path):
    done = run_game(["--help"], tmp_path)
    out = "".join(done.stdout.decode("utf-8").split())  # (the help wraps long paths)
    assert "TYSIACHA_CONFIG_DIR" in out and "TYSIACHA_DATA_DIR" in out
    assert "".join(str(tmp_path / "d").split()) in out and "settings.yaml" in out


@pytest.mark.parametrize("args", [
    ["simulate", "--games", "1", "--max-deals", "1", "--out", "{bad}/out"],
    ["--screenshot-dir", "{bad}/shots"],
    ["replay", "{bad}.tichu.yaml"],
    ["view", "{bad}.tichu.yaml"],
], ids=lambda a: a[0])
def test_a_path_with_a_newline_and_an_escape_is_shown_escaped_on_one_line(args, tmp_path):
    # a name with a newline and an escape, under a file: nothing can be made there
    bad = str(tmp_path / "file") + "/x\n\x1b[31mred"
    (tmp_path / "file").write_text("a file, where a folder is asked for")
    done = run_game([a.format(bad=bad) for a in args], tmp_path,
                    SDL_VIDEODRIVER="dummy")
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and err.count("\n") == 1, err
    assert "\x1b" not in err and "\\n\\x1b[31mred" in err


@pytest.mark.skipif(not hasattr(os, "fork"), reason="setrlimit as on POSIX")
def test_a_tournament_with_few_files_left_works_in_one_process(tmp_path):
    import resource
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-m", "game", "tournament", "--bots", "random,simple", "--deals",
         "2", "--jobs", "2"], cwd=root, capture_output=True, text=True, timeout=300,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (12, 12)))
    assert done.returncode == 0
    assert done.stderr == ("tysiacha: 2 worker processes could not be started (Too many "
                           "open files); working in this one\n")
    assert "random - simple" in done.stdout


# ---------------------------------------------------------------- the window
def test_a_window_larger_than_the_screen_opens_the_size_of_the_screen(monkeypatch):
    import pygame
    from game.ui import app as app_module
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert app_module.fit_to_screen((16384, 16384)) == (1920, 1080)
    assert app_module.fit_to_screen((1280, 800)) == (1280, 800)


def test_window_yaml_is_left_as_it_is_until_the_player_resizes(tmp_path):
    import pygame
    from tests.ui.driver import DT, make_app
    data = tmp_path / "data"
    data.mkdir()
    (data / "window.yaml").write_text("width: 600\nheight: 400\n")
    app = make_app(tmp_path, size=None)
    assert app.window_size == (600, 400)
    # the window manager keeps the window to the table's least size: not the player
    app.frame([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=600)], DT)
    assert (data / "window.yaml").read_text() == "width: 600\nheight: 400\n"
    # the player drags its edge
    app.frame([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=900, y=700)], DT)
    assert (data / "window.yaml").read_text() == "width: 900\nheight: 700\n"


# ---------------------------------------------------------------- a long record
def test_a_long_file_without_aliases_is_not_taken_for_an_alias_bomb():
    from game.core import yamlfile
    kind = yamlfile.FileKind("test file", 10 << 20, 1000)
    text = "- [" + ", ".join(["1"] * 50_000) + "]\n"  # 50,000 values, no alias
    assert len(yamlfile.parse(text, kind)[0]) == 50_000
    bomb = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\n" \
           "c: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c]\n"
    with pytest.raises(yamlfile.ReadError, match="aliases expand too far"):
        yamlfile.parse(bomb, kind)
