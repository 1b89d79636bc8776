"""The figures the Statistics pages show, summed over the games recorded, for either game
(game/tysiacha/stats.py and game/tichu/stats.py say what one game holds). No pygame.

A game's summary has `date`, `finished`, `with_undo` and `seats`; a seat has `name`,
`human`, `level` (None for a human), `score` and `won`, and the counts its game's
figures add up (`COUNTS`). Players are told apart by name: the human seats by their own
name, the AI players by their level. "Against a level" gathers the human seats' figures
in games where an AI player of that level sat at the table (a game with two levels
counts for both; a game with two human seats counts once for each of them). An
unfinished game counts toward the counts but not toward games played, won, the average
or best score, nor the chart: its score is not final.
"""
from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Iterable, Mapping, Optional, Sequence

from .yamlfile import escape_controls


@dataclass(frozen=True)
class SeatPart:
    """One seat's (or player's) part of one game: who played, and how it ended; a game
    adds the counts its figures sum."""

    name: str
    human: bool
    level: Optional[str]  # the AI level; None for a human
    score: int  # final, or current while the game goes on
    won: bool


@dataclass(frozen=True)
class GameScore:
    """One finished game's final score, for the chart and the best game."""

    score: int
    date: str
    won: bool
    with_undo: bool
    game_id: str


@dataclass
class Tally:
    """A player's (or a group of seats') figures over many games; a game's own figures
    add their counts (`COUNTS`, read from each seat) and whatever else in `count()`."""

    COUNTS: ClassVar[tuple[str, ...]] = ()

    games: int = 0  # finished games
    won: int = 0
    with_undo: int = 0  # finished games in which moves were taken back
    unfinished: int = 0
    score_total: int = 0  # of the final scores of finished games
    best: Optional[GameScore] = None  # the highest final score (the earliest of equals)
    last: list[GameScore] = field(default_factory=list)  # the latest finished, oldest first

    @property
    def win_rate(self) -> Optional[float]:
        return self.won / self.games if self.games else None

    @property
    def average_score(self) -> Optional[float]:
        return self.score_total / self.games if self.games else None

    def count(self, game: Any, seat: Any) -> None:
        """The game's counts of one seat (finished or not)."""
        for key in self.COUNTS:
            setattr(self, key, getattr(self, key) + getattr(seat, key))

    def add(self, game_id: str, game: Any, seat: Any, last: int) -> None:
        """Count one seat of one game (games come in date order)."""
        self.count(game, seat)
        if not game.finished:
            self.unfinished += 1
            return
        self.games += 1
        self.won += seat.won
        self.with_undo += game.with_undo
        self.score_total += seat.score
        point = GameScore(seat.score, game.date, seat.won, game.with_undo, game_id)
        if self.best is None or point.score > self.best.score:
            self.best = point
        self.last.append(point)
        if len(self.last) > last:
            del self.last[:len(self.last) - last]


@dataclass(frozen=True)
class Overview:
    """What a Statistics page shows: the human players by name; the humans' figures
    against each AI level; each AI level's own figures. Levels weakest first."""

    players: dict[str, Tally]
    against_level: dict[str, Tally]
    ai_levels: dict[str, Tally]
    games: int  # games recorded, finished or not


def overview_of(games: Mapping[str, Any], kind: type, tally: Callable[[], Tally],
                levels: Sequence[str], last: int) -> Overview:
    """The figures of the games recorded (those of type `kind`, by game id), each
    player's and level's a `tally()`."""
    players: dict[str, Tally] = {}
    against: dict[str, Tally] = {}
    ai: dict[str, Tally] = {}
    for game_id, game in _in_date_order(games, kind):
        faced = {s.level for s in game.seats if not s.human and s.level}
        for seat in game.seats:
            if seat.human:
                players.setdefault(seat.name, tally()).add(game_id, game, seat, last)
                for level in faced:
                    against.setdefault(level, tally()).add(game_id, game, seat, last)
            elif seat.level:
                ai.setdefault(seat.level, tally()).add(game_id, game, seat, last)
    by_games = dict(sorted(players.items(), key=lambda kv: (-(kv[1].games + kv[1].unfinished),
                                                             kv[0].casefold())))
    return Overview(by_games, _by_level(against, levels), _by_level(ai, levels), len(games))


def _in_date_order(games: Mapping[str, Any], kind: type) -> Iterable[tuple[str, Any]]:
    """Oldest first; games of the same date in the order recorded."""
    items = [(k, g) for k, g in games.items() if isinstance(g, kind)]
    return sorted(items, key=lambda kv: kv[1].date)


def _by_level(table: dict[str, Tally], levels: Sequence[str]) -> dict[str, Tally]:
    order = {level: i for i, level in enumerate(levels)}
    return dict(sorted(table.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))


# ---------------------------------------------------------------------- reading back
# A game's summary read back from the file: each raises ValueError naming the field that
# is wrong (the store then leaves that game out and keeps the others).
def read_date(data: Mapping) -> str:
    date = data["date"]
    if isinstance(date, datetime.date):  # an unquoted date typed into the file
        date = date.strftime("%Y-%m-%d %H:%M:%S")
    if not isinstance(date, str):
        raise ValueError("date is not text")
    return date


def read_flag(data: Mapping, key: str, required: bool = True) -> bool:
    value = data[key] if required else data.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"{key} is not true or false")
    return value


def read_count(data: Mapping, key: str, where: str = "", required: bool = True) -> int:
    """A count of 0 or more; a seat's counts may be missing (0), so that a count added
    later does not make older files unreadable."""
    value = data[key] if required else data.get(key, 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{where}{key} is not a whole number of 0 or more")
    if value > MOST:
        raise ValueError(f"{where}{key} is more than any game makes")
    return value


# No game's figure comes near these; a larger one in the file is not a game's (a value
# of 10^400 would overflow the charts' arithmetic), and a longer name is cut.
MOST = 10 ** 9
NAME_LENGTH = 60


def read_seat(data: Any, i: int, counts: Sequence[str]) -> dict:
    """Seat `i`: its name, human, level, score and won, and its `counts`, as keywords."""
    if not isinstance(data, Mapping):
        raise ValueError(f"seat {i} is not a mapping")
    name, level = data["name"], data.get("level")
    if not isinstance(name, str) or not (level is None or isinstance(level, str)):
        raise ValueError(f"seat {i}: name or level is not text")
    score = data["score"]
    if not isinstance(score, int) or isinstance(score, bool):
        raise ValueError(f"seat {i}: score is not a whole number")
    if abs(score) > MOST:
        raise ValueError(f"seat {i}: score is more than any game makes")
    if level is not None and len(level) > NAME_LENGTH:
        raise ValueError(f"seat {i}: level is not a level")
    # a control character is kept as its escape (\x1b): the name is drawn on the table;
    # a name longer than any typed at the table is cut
    return dict(name=escape_controls(name[:NAME_LENGTH]), human=read_flag(data, "human"),
                level=level,
                score=score, won=read_flag(data, "won"),
                **{k: read_count(data, k, f"seat {i}: ", required=False) for k in counts})
