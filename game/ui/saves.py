"""What both games' sessions share about the files a game at the table keeps: who sits
where (SeatConfig and the table file), the saver thread that writes after every action
without stalling a frame, and setting a broken file aside for the player. No pygame."""
from __future__ import annotations

import sys
import threading
import time
import weakref
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Mapping, Optional, Sequence

import yaml

from game.core import fileio, yamlfile
from game.core.fileio import write_atomic
from game.core.yamlfile import FileKind, ReadError

from . import emblems
from .i18n import SEAT_KEYS, seat_name, tr


@dataclass(frozen=True)
class SeatConfig:
    name: str
    human: bool
    level: str = "normal"  # one of the game's AI levels
    emblem: str = ""  # the seat's badge (emblems.py); "" the seat's own
    # a human at another machine (a networked table hosted here): not played at this
    # screen (`human` is false), but a human player in the statistics
    remote: bool = False

    def badge(self, seat: int) -> str:
        """The badge shown for this player, who has the seat (or player's place) `seat`
        among the seats: the one chosen, else that seat's own."""
        return emblems.emblem_of(self.emblem, seat)

    def to_data(self) -> dict:
        data = {"name": self.name, "human": self.human, "level": self.level}
        if self.emblem:
            data["emblem"] = self.emblem
        if self.remote:
            data["remote"] = True
        return data


AI_NAMES = SEAT_KEYS[1:]  # ("Anna", "Boris", "Vera", "Gleb"), shown by i18n.seat_name


def ai_name(seat: int) -> str:
    """The AI player's name in `seat`, in the language's script (Вера in Russian)."""
    return tr(AI_NAMES[seat % len(AI_NAMES)])


def default_seats(players: int, humans: int = 1, level: str = "normal") -> list[SeatConfig]:
    """The first `humans` seats human, the others AI players of `level`."""
    out = []
    for s in range(players):
        if s < humans:
            out.append(SeatConfig(tr("You") if humans == 1 else f"{tr('Player')} {s + 1}", True))
        else:
            out.append(SeatConfig(ai_name(s), False, level))
    return out


class SaveError(Exception):
    """The saved game cannot be used; the message names the file and the problem."""


def seats_text(seats: Sequence[SeatConfig], with_undo: bool = False) -> bytes:
    """The table file's text: who sits where, and whether moves were taken back (undo)
    in this game (the statistics mark such games)."""
    data: dict = {"seats": [c.to_data() for c in seats]}
    if with_undo:
        data["with_undo"] = True
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False).encode("utf-8")


# What a file of the program's own that cannot be read as data is: it is set aside
# (renamed broken-...) and kept, and the program goes on as if it were missing.
BROKEN_KINDS = ("size", "encoding", "syntax", "depth", "nodes", "tag", "value", "key")


def read_own(path: Path, kind: FileKind, report: bool = True) -> object:
    """The data of one of the program's own small files (menu.yaml, window.yaml), read by
    the one reader (game/core/yamlfile.py); None when it is missing or unreadable. A file
    that is there but is no YAML data (too large, too deep, not YAML ...) is set aside
    beside itself, kept, and with `report` said in one line on stderr; the next write
    makes a new one."""
    try:
        return yamlfile.read(path, kind)
    except ReadError as exc:
        if exc.kind in BROKEN_KINDS:
            where = set_aside(path)
            if report:
                print(f"{exc}; it was moved to {where.name}", file=sys.stderr)
        elif exc.kind == "special" and report:  # not the game's to move: left as it is
            print(f"{exc}; it is not used", file=sys.stderr)
        return None


def read_with_undo(path: Path) -> bool:
    """Whether the table file says moves were taken back in its game (False when the
    file cannot say: the seats' reader reports a broken file)."""
    try:
        data = yamlfile.read(path, yamlfile.TABLE)
    except ReadError:
        return False
    return isinstance(data, dict) and data.get("with_undo") is True


class SeatsError(Exception):
    """The table file cannot say who sits where; the message says why."""


def why_unreadable(exc: ReadError) -> str:
    """A few words for the player on why a file could not be read (not the YAML parser's
    page of detail)."""
    if exc.kind == "syntax":
        return (tr("not valid YAML, line {n}").format(n=exc.line) if exc.line
                else tr("not valid YAML"))
    if exc.kind == "encoding":
        return tr("not UTF-8 text")
    if exc.kind in ("folder", "os", "special"):
        return " ".join(exc.detail.split())
    return f"line {exc.line}: {exc.message}" if exc.line else exc.message


def why_broken(exc: ReadError) -> str:
    """A few words for the player on why a saved game's record could not be read: as
    for any file, or that it is not a game record (not the checker's English detail)."""
    if exc.kind == "record":
        return (tr("not a game record, line {n}").format(n=exc.line) if exc.line
                else tr("not a game record"))
    return why_unreadable(exc)


def read_seats(path: Path, names: Sequence[str], levels: Sequence[str],
               aliases: Mapping[str, str] = {}) -> list[SeatConfig]:
    """Who was human and the AI levels (a record has only the names); SeatsError if the
    file is missing or does not say it for every seat. A level by an older name
    (`aliases`) is read as the level it is now."""
    try:
        data = yamlfile.read(path, yamlfile.TABLE)
    except ReadError as exc:
        if exc.kind == "missing":
            raise SeatsError(tr("{file} is missing").format(file=path.name)) from None
        if exc.kind in BROKEN_KINDS:  # kept for the player: the next save writes anew
            set_aside(path)
        raise SeatsError(tr("{file} could not be read ({why})").format(
            file=path.name, why=why_unreadable(exc))) from None
    try:
        rows = data["seats"]
        seats = []
        for name, d in zip(names, rows, strict=True):
            level = d.get("level", "normal")
            level = aliases.get(level, level)
            if not isinstance(d["human"], bool) or level not in levels:
                raise ValueError
            emblem = d.get("emblem", "")  # an emblem not known here: the seat's own
            seats.append(SeatConfig(seat_name(str(name)), d["human"], level,
                                    emblem if emblem in emblems.KEYS else "",
                                    d.get("remote") is True))
        # no two seats alike, whatever the file says (a badge kept as the file has it
        # where it needs no change)
        badges = emblems.distinct([c.emblem for c in seats])
        return [c if c.badge(s) == b else replace(c, emblem=b)
                for s, (c, b) in enumerate(zip(seats, badges))]
    except (TypeError, KeyError, ValueError, AttributeError):
        raise SeatsError(tr("{file} does not say who sits in each of the {n} seats").format(
            file=path.name, n=len(names))) from None


def default_seats_named(names: Sequence[str]) -> list[SeatConfig]:
    """The first seat human, the others Normal AI players, under the record's names."""
    return [SeatConfig(seat_name(str(n)), i == 0) for i, n in enumerate(names)]


def set_aside(path: Path) -> Path:
    """Rename a broken save so it is kept for the player but not offered again, never
    over an earlier one (fileio.set_aside); the path it has now (the same one if it
    could not be moved)."""
    try:
        return fileio.set_aside(path)
    except OSError:
        return path


_SAVERS: "weakref.WeakSet[Saver]" = weakref.WeakSet()


def flush_saves() -> None:
    """Wait for every pending save (the app calls this before it exits)."""
    for saver in list(_SAVERS):
        saver.flush()


class Saver:
    """Writes files on a thread of its own, the latest request replacing any that has not
    started; each file is written atomically (game/core/fileio.py), None deletes it."""

    def __init__(self) -> None:
        _SAVERS.add(self)
        self._lock = threading.Condition()
        self._pending: Optional[list] = None
        self._busy = False
        self.error: Optional[str] = None
        self._thread: Optional[threading.Thread] = None

    def put(self, writes: list, fallback: Optional[list] = None) -> None:
        """Write `writes` ((path, bytes or None to delete), in order) on the thread: each
        only once the one before it is safely written, so that nothing is removed before
        what replaces it is on disk. If one fails, the rest are not done and `fallback`
        (writes of the same kind) is done instead, to keep the game where it was."""
        with self._lock:
            self._pending = (writes, fallback)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True)
                self._thread.start()
            self._lock.notify_all()

    IDLE = 3.0  # seconds the thread waits for the next save before it ends

    def _run(self) -> None:
        # the thread stays a while after a write: at a table the next save comes within
        # seconds, and starting a thread for each (the caller waits for it to start)
        # cost a frame at the table a millisecond or more on a busy machine
        while True:
            with self._lock:
                if self._pending is None:
                    self._busy = False
                    self._lock.notify_all()
                    if not self._lock.wait_for(lambda: self._pending is not None, self.IDLE):
                        self._thread = None
                        return
                (writes, fallback), self._pending = self._pending, None
                self._busy = True
            error = None
            try:
                failed = _write_all(writes)
                if failed is not None:
                    path, exc = failed
                    error = (f"The game could not be saved to {shown_path(path)} "
                             f"({exc.strerror or exc}).")
                    if fallback:
                        kept = _write_all(fallback)
                        if kept is None:
                            error = (f"The finished game could not be kept in "
                                     f"{shown_path(path.parent)} ({exc.strerror or exc}); it "
                                     f"stays the game in progress in "
                                     f"{shown_path(fallback[0][0])}.")
            finally:
                with self._lock:
                    self._busy = False  # so no flush waits on a write that failed
                    self._lock.notify_all()
                self.error = error

    def flush(self, timeout: float = 10.0) -> None:
        with self._lock:
            self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)


def _write_all(writes: list):
    """Each write in order, stopping at the first that fails: (its path, the OSError),
    or None when all were done."""
    for path, data in writes:
        try:
            if data is None:
                path.unlink(missing_ok=True)
            else:
                write_atomic(path, data)
        except OSError as exc:
            return path, exc
    return None


def shown_path(path) -> str:
    """A path in a message: control characters (a newline, an escape) shown escaped."""
    return yamlfile.escape_controls(str(path))


def unused_name(folder: Path, stem: str, suffix: str) -> Path:
    """`folder/stem+suffix`, or with -2, -3 ... where that is taken (two games finished
    in the same second are both kept)."""
    path, n = folder / f"{stem}{suffix}", 1
    while path.exists() or path.is_symlink():
        n += 1
        path = folder / f"{stem}-{n}{suffix}"
    return path


class SavedGame:
    """What a game at the table does with its files, for both games' sessions: after every
    action the record's text is handed to the saver thread with the table file beside it;
    a game that has ended is kept under games/ and the current save removed, so Continue
    offers nothing. A session sets the three names and calls `start_saving`."""

    SAVE_NAME = ""  # the game in progress, in the data folder
    SEATS_NAME = ""  # who sits where in it
    SUFFIX = ""  # of a finished game's file under games/

    def start_saving(self, save_dir: Optional[Path]) -> None:
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.saver = Saver()
        self._seats_text: Optional[tuple[bool, bytes]] = None
        self.seats_problem: Optional[str] = None  # why resume() had to guess the seats
        self.with_undo = False  # moves were taken back in this game

    @property
    def save_error(self) -> Optional[str]:
        return self.saver.error

    def write_save(self, text: bytes, finished: bool, seats: Sequence[SeatConfig]) -> None:
        if self.save_dir is None:
            return
        if finished:
            # kept under games/ first; only then is the game in progress removed. Where it
            # cannot be kept (a full disk, `games` a file), the finished game is written
            # as the game in progress instead, and the player is told in one line
            stamp = time.strftime("%Y-%m-%d-%H%M%S")
            games = self.save_dir / "games"
            kept = unused_name(games, stamp, self.SUFFIX) if games.is_dir() \
                else games / f"{stamp}{self.SUFFIX}"
            self.saver.put([(kept, text),
                            (self.save_dir / self.SAVE_NAME, None),
                            (self.save_dir / self.SEATS_NAME, None)],
                           fallback=[(self.save_dir / self.SAVE_NAME, text),
                                     (self.save_dir / self.SEATS_NAME,
                                      seats_text(seats, self.with_undo))])
            return
        if self._seats_text is None or self._seats_text[0] != self.with_undo:
            self._seats_text = (self.with_undo, seats_text(seats, self.with_undo))
        self.saver.put([(self.save_dir / self.SAVE_NAME, text),
                        (self.save_dir / self.SEATS_NAME, self._seats_text[1])])

    def flush(self) -> None:
        """Wait until the last save is on disk."""
        self.saver.flush()
