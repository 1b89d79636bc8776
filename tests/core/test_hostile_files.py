"""Hostile files: every file the program reads, fed every kind of bad content, gives one
line that names the file and says what is wrong, and the program goes on (the defaults
for settings, the program's own files set aside with their bytes kept, exit 2 for a
record on the command line). Nothing ends in a traceback, nothing reads forever.

READERS has a row per way into a file; HOSTILE a row per kind of content. A new reader
is covered by adding a row to READERS: every kind is fed to it.
"""
from __future__ import annotations

import io
import os
from contextlib import redirect_stderr
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Callable, Optional

import pytest

from game.core import yamlfile

DEEP = "[" * 3000 + "]" * 3000


@dataclass(frozen=True)
class Hostile:
    content: Optional[str]  # None: the file is /dev/zero (no end, st_size 0)
    words: str  # what the report must say


HOSTILE = {
    "deep_nesting": Hostile(DEEP + "\n", "nests deeper than 40 levels"),
    "deep_value": Hostile("format: x\nplayers: " + DEEP + "\n", "nests deeper than 40 levels"),
    "deep_through_aliases": Hostile(
        "".join(f"a{i}: &a{i} [[[[[[[[[[*a{i - 1}]]]]]]]]]]\n" if i else "a0: &a0 [x]\n"
                for i in range(8)), "nests deeper than 40 levels"),
    "endless": Hostile(None, "too large: more than"),
    "syntax": Hostile("players: [A, B\nrounds: {\n", "not valid YAML"),
    "tab": Hostile("game:\n\tsound: true\n", "not valid YAML"),
    "python_tag": Hostile("game: !!python/object/apply:os.system [echo hi]\n", "!!python"),
    "binary_tag": Hostile("players: !!binary aGk=\n", "the tag !!binary is not allowed"),
    "bad_int": Hostile("players: !!int ten\n", "'ten' is not a valid !!int"),
    "recursive_alias": Hostile("a: &x [*x]\n", "a recursive alias"),
    "alias_bomb": Hostile(
        "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        + "".join(f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
                  for p, c in zip("abcdefgh", "bcdefghi")), "aliases expand too far"),
    "not_utf8": Hostile("\udcff", "not UTF-8 text"),
}
# where the kinds apply: a flow mapping of settings takes tags per key (tested there)
SETTINGS_SKIPS = {"python_tag", "binary_tag", "bad_int", "recursive_alias", "alias_bomb",
                  "deep_through_aliases"}


def write(path: Path, hostile: Hostile) -> Optional[bytes]:
    """Put the hostile content at `path`; its bytes (None for /dev/zero)."""
    if hostile.content is None:
        os.symlink("/dev/zero", path)
        return None
    data = hostile.content.encode("utf-8", "surrogateescape")
    path.write_bytes(data)
    return data


# ---------------------------------------------------------------------- the readers
@dataclass(frozen=True)
class Reader:
    name: str
    file: str  # the file's name in the folder the reader is given
    read: Callable[[Path, Path], str]  # (folder, file) -> the report, one line
    own: bool  # the program's own file: a broken one is set aside, bytes kept
    skips: frozenset = frozenset()


def replay_cli(folder: Path, path: Path) -> str:
    from game.commands.replay import main
    err = io.StringIO()
    with redirect_stderr(err):
        assert main([str(path)]) == 2
    return err.getvalue()


def view_cli(folder: Path, path: Path) -> str:
    from game.__main__ import view
    err = io.StringIO()
    with redirect_stderr(err):
        assert view(SimpleNamespace(file=str(path))) == 2  # before any window opens
    return err.getvalue()


def continue_1000(folder: Path, path: Path) -> str:
    from game.ui.tysiacha.session import SaveError, Session
    with pytest.raises(SaveError) as err:
        Session.resume(folder)
    return str(err.value)


def continue_tichu(folder: Path, path: Path) -> str:
    from game.ui.tichu.session import TichuSession
    from game.ui.saves import SaveError
    with pytest.raises(SaveError) as err:
        TichuSession.resume(folder)
    return str(err.value)


def past_game_1000(folder: Path, path: Path) -> str:
    from game.ui.tysiacha.viewer import game_summary
    line, ok = game_summary(path)
    assert not ok
    return f"{path.name}: {line}"


def past_game_tichu(folder: Path, path: Path) -> str:
    from game.ui.tichu.viewer import tichu_game_summary
    line, ok = tichu_game_summary(path)
    assert not ok
    return f"{path.name}: {line}"


def table_file(game: str):
    def read(folder: Path, path: Path) -> str:
        from game.ui.saves import SeatsError, read_with_undo
        if game == "tichu":
            from game.ui.tichu.session import read_seats
        else:
            from game.ui.tysiacha.session import read_seats
        assert read_with_undo(path) is False
        with pytest.raises(SeatsError) as err:
            read_seats(path, ["A", "B", "C", "D"][:4 if game == "tichu" else 3])
        return str(err.value)
    return read


def continue_with_broken_table_file(folder: Path, path: Path) -> str:
    """Continue with a good save beside the broken table file: the game goes on, with
    the seats asked for again and the reason kept for the player."""
    from game.tysiacha.engine import Rules
    from game.ui.saves import default_seats
    from game.ui.tysiacha.session import SAVE_NAME, Session
    other = folder / "good"
    Session.new(Rules(), default_seats(3), other, seed=1).flush()
    (other / SAVE_NAME).replace(folder / SAVE_NAME)
    session = Session.resume(folder)
    assert session.match.names and session.seats_problem
    return session.seats_problem


def settings(folder: Path, path: Path) -> str:
    from game.settings import load_settings
    from game.tysiacha.engine import Rules
    result = load_settings(path)
    assert result.rules == Rules()  # the defaults
    assert len(result.errors) == 1
    return result.errors[0]


def statistics(folder: Path, path: Path) -> str:
    from game.tysiacha.stats import open_statistics
    store = open_statistics(path)
    assert store.games("tysiacha") == {}
    return store.problem


def menu_file(folder: Path, path: Path) -> str:
    from game.ui.scenes.menu import chosen_game
    err = io.StringIO()
    with redirect_stderr(err):
        assert chosen_game(folder) == "tysiacha"
    return err.getvalue()


def lessons_file(folder: Path, path: Path) -> str:
    from game.ui.lessons import Progress
    progress = Progress.load(folder)
    assert progress.data == {}
    progress.done("tysiacha", "bidding")  # nothing is written over the player's file
    return progress.problem


def window_file(folder: Path, path: Path) -> str:
    from game.ui.app import DEFAULT_WINDOW, App
    err = io.StringIO()
    with redirect_stderr(err):
        assert App._remembered_size(SimpleNamespace(data_dir=folder)) == DEFAULT_WINDOW
    return err.getvalue()


READERS = [
    Reader("replay 1000", "game.tysiacha.yaml", replay_cli, own=False),
    Reader("replay Tichu", "game.tichu.yaml", replay_cli, own=False),
    Reader("view 1000", "game.tysiacha.yaml", view_cli, own=False),
    Reader("view Tichu", "game.tichu.yaml", view_cli, own=False),
    Reader("Past games 1000", "2026-01-01-100000.tysiacha.yaml", past_game_1000, own=False),
    Reader("Past games Tichu", "2026-01-01-100000.tichu.yaml", past_game_tichu, own=False),
    Reader("Continue 1000", "current.tysiacha.yaml", continue_1000, own=True),
    Reader("Continue Tichu", "current.tichu.yaml", continue_tichu, own=True),
    Reader("table file 1000", "current.table.yaml", table_file("tysiacha"), own=True),
    Reader("table file Tichu", "current.tichu-table.yaml", table_file("tichu"), own=True),
    Reader("Continue, table file broken", "current.table.yaml",
           continue_with_broken_table_file, own=True),
    Reader("settings.yaml", "settings.yaml", settings, own=False,
           skips=frozenset(SETTINGS_SKIPS)),
    Reader("statistics.yaml", "statistics.yaml", statistics, own=True),
    Reader("menu.yaml", "menu.yaml", menu_file, own=True),
    Reader("window.yaml", "window.yaml", window_file, own=True),
    Reader("lessons.yaml", "lessons.yaml", lessons_file, own=False),
]


@pytest.mark.parametrize("kind", HOSTILE)
@pytest.mark.parametrize("reader", READERS, ids=lambda r: r.name)
def test_every_reader_refuses_every_hostile_file_in_one_line(tmp_path, reader, kind):
    if kind in reader.skips:
        pytest.skip(f"{reader.name} reads {kind} key by key")
    hostile = HOSTILE[kind]
    path = tmp_path / reader.file
    data = write(path, hostile)
    report = reader.read(tmp_path, path).strip()
    assert "\n" not in report and "Traceback" not in report
    assert path.name in report, report
    assert hostile.words in report, report
    if reader.own:  # set aside beside itself, its bytes kept, not offered again
        assert not os.path.lexists(path)
        (kept,) = tmp_path.glob(f"broken-*-{path.name}")
        if data is not None:
            assert kept.read_bytes() == data
    elif data is not None:  # the player's file is never modified
        assert path.read_bytes() == data


def test_every_file_kind_has_a_cap_and_a_reader_row():
    assert {k.what for k in yamlfile.KINDS} == {
        "record file", "settings file", "statistics file", "table file", "menu file",
        "window file", "lessons file"}
    assert all(0 < k.max_bytes <= 64 << 20 for k in yamlfile.KINDS)


# ---------------------------------------------------------------------- the one reader
@pytest.mark.parametrize("kind", yamlfile.KINDS, ids=lambda k: k.what)
def test_a_file_at_its_cap_is_read_and_one_byte_more_is_refused(tmp_path, kind):
    path = tmp_path / "f.yaml"
    with open(path, "wb") as f:
        f.truncate(kind.max_bytes)  # a sparse file of NULs: cheap at any size
    assert len(yamlfile.read_bytes(path, kind)) == kind.max_bytes
    with open(path, "ab") as f:
        f.write(b"\n")
    with pytest.raises(yamlfile.ReadError) as err:
        yamlfile.read_bytes(path, kind)
    assert err.value.kind == "size" and str(err.value).startswith(f"{path}: too large")


def test_a_pipe_is_read_only_up_to_the_cap(tmp_path):
    r, w = os.pipe()
    kind = yamlfile.FileKind("test file", 1000, 100)
    os.write(w, b"x" * (kind.max_bytes + 1000))  # more than the cap, and never closed
    try:
        with pytest.raises(yamlfile.ReadError) as err:
            yamlfile.read_bytes(f"/dev/fd/{r}", kind)
        assert err.value.kind == "size"
    finally:
        os.close(r)
        os.close(w)


@pytest.mark.parametrize("text, kind, line", [
    ("a: [b\n", "syntax", 2),
    ("a: 1\na: 2\n", "key", 2),
    ("? [a]\n: 1\n", "key", 1),
    ("a: !!set {b}\n", "tag", 1),
    ("a: !!timestamp 2001-01-01\n", "tag", 1),
    ("a: !foo b\n", "tag", 1),
    ("a: !!bool maybe\n", "value", 1),
    ("a: !!float x\n", "value", 1),
    ("a: *nowhere\n", "syntax", 1),
    ("a: 1\n---\nb: 2\n", "syntax", 2),
    ("a: [" * 41 + "]" * 41 + "\n", "depth", 1),
])
def test_what_is_not_plain_data_is_refused_with_its_kind_and_line(text, kind, line):
    with pytest.raises(yamlfile.ReadError) as err:
        yamlfile.parse(text, yamlfile.RECORD)
    assert (err.value.kind, err.value.line) == (kind, line), err.value


def test_plain_data_reads_as_before():
    text = "a: [1, 2.5, true, ~, text, '2'] \nb: {c: 2026-01-05, d: &x [e], f: *x}\n"
    assert yamlfile.parse(text, yamlfile.RECORD) == {
        "a": [1, 2.5, True, None, "text", "2"],
        "b": {"c": "2026-01-05", "d": ["e"], "f": ["e"]}}  # a date is read as its text
    assert yamlfile.parse("", yamlfile.RECORD) is None
    assert yamlfile.parse("[" * 40 + "]" * 40, yamlfile.RECORD) is not None  # at the cap


def test_the_report_names_the_file_and_the_line():
    err = yamlfile.ReadError("nests deeper than 40 levels", 3, "depth", "/x/settings.yaml")
    assert str(err) == "/x/settings.yaml, line 3: nests deeper than 40 levels"
    assert str(err.at("/y.yaml")) == "/y.yaml, line 3: nests deeper than 40 levels"
    assert str(yamlfile.ReadError("no such file", kind="missing")) == "no such file"


def test_a_rules_value_on_the_command_line_nested_deep_is_text(capsys):
    from game.commands.args import key_values
    assert key_values(["bid_step=" + DEEP]) == {"bid_step": DEEP}
    assert key_values(["bid_step=10", "x=[1, 2]"]) == {"bid_step": 10, "x": [1, 2]}
