"""The statistics file both games share (statistics.yaml in the data folder): one summary
per game played, under its game's kind ("tysiacha", "tichu") and a game id the caller
gives. No pygame; what a summary holds and what the screen shows from it is each game's
own module (game/tysiacha/stats.py).

The file is the player's: a broken one is never deleted nor written over. It is renamed
beside itself (`broken-<time>-statistics.yaml`), the store starts empty, and `problem`
says so in one line. Each update rewrites the whole file atomically (game/core/fileio.py), so
a crash leaves the old file or the new one, never half of one.

The layout (version 1):

    version: 1
    games:
      tysiacha:
        <game id>: {...the game's summary, as its module writes it...}
      tichu: {}

A kind this program has no reader for (a file shared with a newer version that has more
games) is kept as it is and written back untouched.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Callable, Mapping, Optional, Protocol, Union

import yaml

from game.core import yamlfile
from game.core.fileio import set_aside, write_atomic
from game.core.yamlfile import ReadError

VERSION = 1
FILE_NAME = "statistics.yaml"
_HEADER = ("# Statistics of the games played, written by the game after every deal.\n"
           "# A file it cannot read is renamed broken-<time>-statistics.yaml and kept.\n")
_KIND = re.compile(r"[a-z][a-z0-9_]{0,39}")  # a game's kind: a short lower-case word
_BREAK = re.compile("([\n\x85\u2028\u2029])(?=.)", re.S)  # YAML 1.1's line breaks
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # the C emitter when installed:
# the file grows with every game


class Summary(Protocol):
    """What a game contributes: a value that writes itself as plain YAML data."""

    def to_data(self) -> dict: ...


# Reads one game's entry back (a mapping from the file); raises ValueError, TypeError or
# KeyError, with a few words on what is wrong, for an entry it cannot use.
SummaryReader = Callable[[Mapping], Summary]


class StatsFileError(Exception):
    """The file as a whole cannot be used; the message says why in a few words."""


class Statistics:
    """The summaries of the games played, by kind and game id, kept in one file.

    `problem` is None, or the one line to show the player about the file as it was
    loaded (set aside, an entry left out, unreadable). `error` is None, or why the last
    write failed; a failed write changes nothing in memory, the next one tries again.
    Updates come from one thread. Each rewrites the file, turning into YAML only the
    game that changed (a few milliseconds with a thousand games), except the first
    after loading, which writes every game (about 0.5 s with a thousand)."""

    def __init__(self, path: Union[str, os.PathLike], readers: Mapping[str, SummaryReader]):
        self.path = Path(path)
        for kind in readers:
            _check_kind(kind)
        self.readers = dict(readers)
        self._games: dict[str, dict[str, Any]] = {kind: {} for kind in self.readers}
        self._parts: dict[str, dict[str, str]] = {}  # each game's text, as last written
        self.problem: Optional[str] = None
        self.error: Optional[str] = None
        self._writable = True  # False when the file on disk must not be replaced

    # ------------------------------------------------------------------ loading
    @classmethod
    def load(cls, path: Union[str, os.PathLike],
             readers: Mapping[str, SummaryReader]) -> "Statistics":
        """The statistics in `path`, read with a reader per game kind. A missing file is
        an empty store; a broken one is set aside (see the module's docstring)."""
        store = cls(path, readers)
        store._load()
        return store

    def _load(self) -> None:
        try:
            raw = yamlfile.read_bytes(self.path, yamlfile.STATISTICS)
        except ReadError as exc:
            if exc.kind == "missing":
                return
            if exc.kind in ("folder", "os", "special"):  # a folder, a pipe, no permission
                self._writable = False
                self.problem = (f"The statistics file {self.path} could not be read "
                                f"({exc.detail.lower()}); this session's games are not "
                                "counted.")
                return
            self._set_aside(f"is not usable: {exc.message}", "the statistics start afresh")
            return
        try:
            games, skipped = self._parse(raw)
        except StatsFileError as exc:
            self._set_aside(str(exc), "the statistics start afresh")
            return
        for kind, entries in games.items():
            self._games[kind] = entries
        if skipped:
            count = len(skipped)
            first = skipped[0]
            more = f" and {count - 1} more" if count > 1 else ""
            self._set_aside(f"has {count} game{'s' if count > 1 else ''} it cannot read "
                            f"({first}{more})", "the others are kept")
            if self._writable:  # the file holds what is kept again
                self.save()

    def _parse(self, raw: bytes) -> tuple[dict[str, dict[str, Any]], list[str]]:
        """The entries by kind, and a few words for each entry left out; StatsFileError
        if the file as a whole cannot be used."""
        try:
            data = yamlfile.parse(yamlfile.decode(raw), yamlfile.STATISTICS)
        except ReadError as exc:  # the one line every file gets (game/core/yamlfile.py)
            where = f", line {exc.line}" if exc.line else ""
            raise StatsFileError(f"is not usable{where}: {exc.message}") from None
        if data is None:  # empty, or comments only: nothing to keep
            return {}, []
        if not isinstance(data, dict) or "version" not in data:
            raise StatsFileError("is not a statistics file (no version)")
        version = data["version"]
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise StatsFileError(f"has an unknown version ({version!r})")
        if version > VERSION:
            raise StatsFileError(f"was written by a newer version of the game (file "
                                 f"version {version}, this one reads {VERSION})")
        kinds = data.get("games", {})
        if kinds is None:
            kinds = {}
        if not isinstance(kinds, dict) or not all(
                isinstance(k, str) and _KIND.fullmatch(k) and isinstance(v, (dict, type(None)))
                for k, v in kinds.items()):
            raise StatsFileError("does not list games under each game's name")
        games: dict[str, dict[str, Any]] = {}
        skipped: list[str] = []
        for kind, entries in kinds.items():
            read = self.readers.get(kind)
            kept: dict[str, Any] = {}
            for game_id, entry in (entries or {}).items():
                try:
                    if not isinstance(game_id, str):
                        raise ValueError("its id is not text")
                    if not isinstance(entry, dict):
                        raise ValueError("not a mapping")
                    kept[game_id] = read(entry) if read is not None else entry
                except (ValueError, TypeError, KeyError) as exc:
                    skipped.append(f"{kind} game {game_id!r}: {_entry_why(exc)}")
            games[kind] = kept
        return games, skipped

    def _set_aside(self, what: str, then: str) -> None:
        """Rename the file beside itself and say so in `problem`; if it cannot be moved,
        nothing is written over it in this session."""
        try:
            where = set_aside(self.path)
        except OSError as exc:
            self._writable = False
            self.problem = (f"The statistics file {self.path} {what}; it could not be set "
                            f"aside ({_os_why(exc)}), so this session's games are not "
                            f"counted.")
            return
        self.problem = f"The statistics file {self.path} {what}; it was moved to " \
                       f"{where.name} and {then}."

    # ------------------------------------------------------------------ queries
    @property
    def kinds(self) -> list[str]:
        return list(self._games)

    def games(self, kind: str) -> dict[str, Any]:
        """The summaries of one game kind by game id, in the order first recorded (a copy:
        change the store with update and reset)."""
        return dict(self._games.get(kind, {}))

    def summary(self, kind: str, game_id: str) -> Optional[Any]:
        return self._games.get(kind, {}).get(game_id)

    # ------------------------------------------------------------------ changes
    def update(self, kind: str, game_id: str, summary: Summary) -> None:
        """Record the whole summary of a game so far, replacing any earlier one of the
        same game: a game resumed, or a deal taken back, is never counted twice. The
        file is rewritten unless the summary is the one already held."""
        _check_kind(kind)
        if not isinstance(game_id, str) or not game_id:
            raise ValueError(f"a game id must be non-empty text, not {game_id!r}")
        entries = self._games.setdefault(kind, {})
        old = entries.get(game_id)
        if old is not None and _data(old) == summary.to_data():
            return
        entries[game_id] = summary
        self._parts.get(kind, {}).pop(game_id, None)
        self.save()

    def forget(self, kind: str, game_id: str) -> None:
        """Drop one game (one taken back to before its first deal), and write the file."""
        if self._games.get(kind, {}).pop(game_id, None) is not None:
            self._parts.get(kind, {}).pop(game_id, None)
            self.save()

    def reset(self, kind: Optional[str] = None) -> None:
        """Forget every game (or every game of one kind) and write the emptied file. The
        screen asks the player first; files set aside earlier are left alone."""
        for k in self._games:
            if kind is None or k == kind:
                self._games[k] = {}
                self._parts.pop(k, None)
        self.save()

    def text(self) -> bytes:
        """The file as it would be written now. Each game's text is kept from the last
        write and only a changed game is turned into YAML again: the file grows with
        every game, and a whole dump of a thousand games takes half a second."""
        out = [_HEADER, f"version: {VERSION}\n", "games:\n" if self._games else "games: {}\n"]
        for kind, entries in self._games.items():
            key = "  " + _key_text(kind)
            if not entries:
                out.append(key + " {}\n")
                continue
            out.append(key + "\n")
            parts = self._parts.setdefault(kind, {})
            for game_id, summary in entries.items():
                part = parts.get(game_id)
                if part is None:
                    part = parts[game_id] = _indented(_dump({game_id: _data(summary)}))
                out.append(part)
        return "".join(out).encode("utf-8")

    def save(self) -> bool:
        """Write the file atomically; False (with `error` set) if it could not be."""
        if not self._writable:
            self.error = f"The statistics are not saved: {self.path} was left as it was."
            return False
        try:
            write_atomic(self.path, self.text())
        except OSError as exc:
            self.error = f"The statistics could not be saved to {self.path} ({_os_why(exc)})."
            return False
        self.error = None
        return True


def _check_kind(kind: str) -> None:
    if not isinstance(kind, str) or not _KIND.fullmatch(kind):
        raise ValueError(f"a game's kind must be a short lower-case word, not {kind!r}")


def _dump(data: Any, flow: Optional[bool] = None) -> str:
    """YAML text; a mapping or list of plain values on one line (a seat) unless `flow`
    is False."""
    return yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False,
                     default_flow_style=flow, width=120)


def _key_text(key: str) -> str:
    """A mapping key as YAML writes it, quoted where it must be ("'on':"), with its colon."""
    return _dump({key: 0}, flow=False)[:-len(" 0\n")]


def _indented(text: str) -> str:
    """A game's YAML moved under its kind: four spaces after every line break YAML
    knows, U+2028 and the like included (the dumper may leave one raw inside a quoted
    name and indent after it), but not after the last."""
    return "    " + _BREAK.sub(r"\1    ", text)


def _data(summary: Any) -> Any:
    """A summary's plain data (an entry of a kind without a reader is data already)."""
    return summary if isinstance(summary, dict) else summary.to_data()


def _entry_why(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"{exc.args[0]!r} is missing" if exc.args else "a field is missing"
    return " ".join(str(exc).split()) or type(exc).__name__


def _os_why(exc: OSError) -> str:
    return (exc.strerror or str(exc)).lower()
