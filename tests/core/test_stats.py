"""The statistics file both games share (game/core/stats.py): one summary per game, an
update that replaces rather than adds, atomic writes, and a broken file set aside whole
with one line for the player, never deleted nor written over."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Mapping

import pytest
import yaml

import game.core.fileio as fileio_module  # set_aside stamps the name it gives
import game.core.stats as stats_module
from game.core.stats import VERSION, Statistics

STAMP = "20250101-120000"


@dataclass(frozen=True)
class Tally:
    """A stand-in for a game's summary: a score and a name."""

    name: str
    score: int

    def to_data(self) -> dict:
        return {"name": self.name, "score": self.score}

    @classmethod
    def from_data(cls, data: Mapping) -> "Tally":
        if not isinstance(data["name"], str) or not isinstance(data["score"], int):
            raise ValueError("name or score of the wrong type")
        return cls(data["name"], data["score"])


READERS = {"tysiacha": Tally.from_data}


@pytest.fixture
def path(tmp_path, monkeypatch):
    monkeypatch.setattr(fileio_module.time, "strftime", lambda fmt: STAMP)
    return tmp_path / "statistics.yaml"


def load(path) -> Statistics:
    return Statistics.load(path, READERS)


def aside(path, n: int = 1):
    suffix = "" if n == 1 else f"-{n}"
    return path.with_name(f"broken-{STAMP}{suffix}-{path.name}")


def file_data(path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------- loading
def test_a_missing_file_is_an_empty_store_and_nothing_is_written(path):
    store = load(path)
    assert store.games("tysiacha") == {} and store.problem is None
    assert not path.exists()


def test_an_empty_file_is_an_empty_store(path):
    path.write_bytes(b"# nothing yet\n")
    store = load(path)
    assert store.games("tysiacha") == {} and store.problem is None
    assert path.exists() and not aside(path).exists()


def test_what_is_written_reads_back_the_same(path):
    store = load(path)
    store.update("tysiacha", "g1", Tally("You", 1000))
    store.update("tysiacha", "g2", Tally("Вера", -40))
    again = load(path)
    assert again.problem is None
    assert again.games("tysiacha") == {"g1": Tally("You", 1000), "g2": Tally("Вера", -40)}
    data = file_data(path)
    assert data["version"] == VERSION
    assert data["games"]["tysiacha"]["g2"] == {"name": "Вера", "score": -40}


@pytest.mark.parametrize("name", [
    "on", "null", "12", "2025-01-01", "a: b", "#hash", " lead", "- dash", "'q\"", "~",
    "multi\nline", "tab\there", "x\u2028y", "z\x85w", "a\rb", "\ufeffbom", "x" * 200, "",
])
def test_names_and_ids_yaml_would_misread_come_back_as_written(path, name):
    """Each game's text is made once and put under its kind: quoting, long keys and line
    breaks inside a name must survive that."""
    store = load(path)
    store.update("tysiacha", name or "empty", Tally(name, 5))
    store.update("tysiacha", "after", Tally("plain", 1))
    again = load(path)
    assert again.problem is None
    assert again.games("tysiacha") == {name or "empty": Tally(name, 5), "after": Tally("plain", 1)}


def test_a_kind_without_a_reader_is_kept_and_written_back_untouched(path):
    path.write_text("version: 1\ngames:\n  tichu:\n    t1: {team: [1, 2], any: {thing: x}}\n",
                    encoding="utf-8")
    store = load(path)
    assert store.problem is None and store.kinds == ["tysiacha", "tichu"]
    store.update("tysiacha", "g1", Tally("You", 5))
    assert file_data(path)["games"]["tichu"] == {"t1": {"team": [1, 2], "any": {"thing": "x"}}}


# ---------------------------------------------------------------------- update
def test_the_same_game_updated_twice_counts_once(path):
    store = load(path)
    store.update("tysiacha", "g1", Tally("You", 120))
    store.update("tysiacha", "g1", Tally("You", 480))  # after the next deal
    assert store.games("tysiacha") == {"g1": Tally("You", 480)}
    assert load(path).games("tysiacha") == {"g1": Tally("You", 480)}


def test_an_unchanged_summary_is_not_written_again(path, monkeypatch):
    store = load(path)
    store.update("tysiacha", "g1", Tally("You", 120))
    writes = []
    monkeypatch.setattr(stats_module, "write_atomic", lambda p, data: writes.append(p))
    store.update("tysiacha", "g1", Tally("You", 120))
    assert writes == []
    store.update("tysiacha", "g1", Tally("You", 125))
    assert writes == [path]


def test_a_game_keeps_its_place_when_updated(path):
    store = load(path)
    for gid in ("a", "b", "c"):
        store.update("tysiacha", gid, Tally(gid, 0))
    store.update("tysiacha", "a", Tally("a", 9))
    assert list(load(path).games("tysiacha")) == ["a", "b", "c"]


def test_forget_drops_one_game(path):
    store = load(path)
    store.update("tysiacha", "a", Tally("a", 1))
    store.update("tysiacha", "b", Tally("b", 2))
    store.forget("tysiacha", "a")
    assert load(path).games("tysiacha") == {"b": Tally("b", 2)}


def test_bad_kinds_and_ids_are_refused(path):
    store = load(path)
    for kind, gid in (("Tysiacha", "g"), ("has space", "g"), ("tysiacha", ""),
                      ("tysiacha", 7)):
        with pytest.raises(ValueError):
            store.update(kind, gid, Tally("x", 1))
    assert not path.exists()


# ---------------------------------------------------------------------- atomic writes
def test_a_save_leaves_a_whole_file_and_no_temporary_one(path):
    store = load(path)
    for i in range(20):
        store.update("tysiacha", f"g{i}", Tally("You", i))
    assert sorted(p.name for p in path.parent.iterdir()) == ["statistics.yaml"]
    assert len(file_data(path)["games"]["tysiacha"]) == 20


def test_a_write_that_fails_leaves_the_old_file_and_says_why(path, monkeypatch):
    store = load(path)
    store.update("tysiacha", "g1", Tally("You", 120))
    before = path.read_bytes()

    def full_disk(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)  # write_atomic's last step
    store.update("tysiacha", "g1", Tally("You", 480))
    assert path.read_bytes() == before
    assert store.error and str(path) in store.error and "no space" in store.error
    assert sorted(p.name for p in path.parent.iterdir()) == ["statistics.yaml"]
    monkeypatch.undo()
    store.update("tysiacha", "g2", Tally("You", 5))  # the next write tries again
    assert store.error is None
    assert load(path).games("tysiacha") == {"g1": Tally("You", 480), "g2": Tally("You", 5)}


# ---------------------------------------------------------------------- reset
def test_reset_empties_the_file(path):
    store = load(path)
    store.update("tysiacha", "g1", Tally("You", 120))
    store.reset()
    assert store.games("tysiacha") == {}
    assert file_data(path) == {"version": VERSION, "games": {"tysiacha": {}}}
    assert load(path).games("tysiacha") == {}


def test_reset_of_one_kind_keeps_the_other(path):
    path.write_text("version: 1\ngames:\n  tichu:\n    t1: {score: 5}\n", encoding="utf-8")
    store = load(path)
    store.update("tysiacha", "g1", Tally("You", 120))
    store.reset("tysiacha")
    assert file_data(path)["games"] == {"tysiacha": {}, "tichu": {"t1": {"score": 5}}}


# ---------------------------------------------------------------------- broken files
BROKEN = [
    (b"version: 1\ngames: {tysiacha: [\n", "is not usable, line 3: not valid YAML"),
    (b"version: 1\n\xff\xfe games\n", "is not usable, line 2: not UTF-8 text"),
    (b"- just\n- a list\n", "is not a statistics file"),
    (b"games: {}\n", "is not a statistics file"),
    (b"version: 1\ngames: [1, 2]\n", "does not list games"),
    (b"version: 1\ngames: {tysiacha: 5}\n", "does not list games"),
    (b"version: one\ngames: {}\n", "has an unknown version ('one')"),
    (b"version: 0\ngames: {}\n", "has an unknown version (0)"),
    (b"version: 2\ngames: {tysiacha: {g: {any: new}}}\n",
     "was written by a newer version of the game (file version 2, this one reads 1)"),
]


@pytest.mark.parametrize("raw, why", BROKEN)
def test_a_broken_file_is_set_aside_with_one_line(path, raw, why):
    path.write_bytes(raw)
    store = load(path)
    assert store.games("tysiacha") == {}
    line = store.problem
    assert line is not None and "\n" not in line
    assert str(path) in line and why in line and aside(path).name in line
    assert aside(path).read_bytes() == raw  # the original bytes, kept
    assert not path.exists()
    store.update("tysiacha", "g1", Tally("You", 120))  # starts afresh beside it
    assert load(path).games("tysiacha") == {"g1": Tally("You", 120)}
    assert aside(path).read_bytes() == raw


def test_setting_aside_never_overwrites_an_earlier_broken_file(path):
    aside(path).write_bytes(b"set aside before\n")
    path.write_bytes(b"version: [\n")
    store = load(path)
    assert aside(path).read_bytes() == b"set aside before\n"
    assert aside(path, 2).read_bytes() == b"version: [\n"
    assert aside(path, 2).name in store.problem


def test_a_malformed_game_is_left_out_and_the_others_kept(path):
    raw = ("version: 1\ngames:\n  tysiacha:\n"
           "    good: {name: You, score: 120}\n"
           "    bad: {name: You, score: lots}\n"
           "    worse: {name: You}\n"
           "    fine: {name: Vera, score: 5}\n").encode()
    path.write_bytes(raw)
    store = load(path)
    assert store.games("tysiacha") == {"good": Tally("You", 120), "fine": Tally("Vera", 5)}
    line = store.problem
    assert "\n" not in line and str(path) in line
    assert "2 games" in line and "'bad'" in line and "1 more" in line
    assert aside(path).read_bytes() == raw  # the whole file as it was
    assert load(path).games("tysiacha") == store.games("tysiacha")  # written again


def test_a_file_that_cannot_be_read_is_left_alone(path):
    path.mkdir()  # a folder where the file should be
    store = load(path)
    assert store.problem and str(path) in store.problem and "\n" not in store.problem
    store.update("tysiacha", "g1", Tally("You", 120))
    assert path.is_dir() and store.error
    assert sorted(p.name for p in path.parent.iterdir()) == ["statistics.yaml"]
