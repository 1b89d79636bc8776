"""What a game of Tichu adds to the statistics (game/core/stats.py keeps the file, shared
with 1000), and the figures its Statistics page shows (summed by game/core/tally.py). No
pygame: everything is read from the engine's Match (its scored rounds, their results and
actions) and from who sat where.

Choices the figures make:
- A round counts once it is scored; a round in progress counts when it ends.
- Figures are by player, wherever the player sat (the tournament moves players, T28).
- A call (Tichu or Grand Tichu) is made when its caller went out first (T7).
- First out: rounds the player went out first; a double win (T24) counts for both
  players of the team that made it.
- Bombs: the bombs the player played (T13, T14), in turn or out of it.
- The final score is the player's team's score; in the tournament, the player's own
  winning points (T28). Won: the player is among the winners; a draw is no win.
- An unfinished game counts toward the round figures but not toward games played, won,
  the average or best score, nor the chart; a game "with undo" is marked.
"""
from __future__ import annotations

import datetime
import os
from dataclasses import dataclass, fields
from typing import Mapping, Optional, Protocol, Sequence, Union

from game.core.stats import Statistics
from game.core.tally import GameScore, Overview, SeatPart, Tally, overview_of, read_count, \
    read_date, read_flag, read_seat

from .ai import BOT_NAMES
from .engine.combos import BOMB
from .engine.match import Match

__all__ = ["KIND", "LAST_GAMES", "Finished",
           "TichuSeat", "TichuGame", "game_summary", "record_game",
           "open_statistics", "GameScore", "TichuFigures", "Overview", "overview"]

KIND = "tichu"
LAST_GAMES = 10  # final scores the chart shows
LEVELS = tuple(n for n in ("easy", "normal", "hard", "expert") if n in BOT_NAMES)
_COUNTS = ("first_out", "double_wins", "tichu_called", "tichu_made", "grand_called",
           "grand_made", "bombs")


class SeatLike(Protocol):
    """Who played, as the table knows it (game/ui/saves.py's SeatConfig)."""

    name: str
    human: bool
    level: str


@dataclass(frozen=True)
class TichuSeat(SeatPart):
    """One player's part of a game (by player, not by seat); the score is the team's
    (the tournament: the player's winning points)."""

    first_out: int = 0
    double_wins: int = 0
    tichu_called: int = 0
    tichu_made: int = 0
    grand_called: int = 0
    grand_made: int = 0
    bombs: int = 0


@dataclass(frozen=True)
class TichuGame:
    """What one game contributes, so far or in the end."""

    date: str  # "YYYY-MM-DD HH:MM:SS", local time
    finished: bool
    with_undo: bool
    rounds: int  # scored rounds
    tournament: bool
    seats: tuple[TichuSeat, ...]  # by player

    def to_data(self) -> dict:
        return {"date": self.date, "finished": self.finished, "with_undo": self.with_undo,
                "rounds": self.rounds, "tournament": self.tournament,
                "seats": [{f.name: getattr(s, f.name) for f in fields(s)}
                          for s in self.seats]}

    @classmethod
    def from_data(cls, data: Mapping) -> "TichuGame":
        """A summary read back from the file; ValueError naming the field that is wrong."""
        seats = data["seats"]
        if not isinstance(seats, list) or len(seats) != 4:
            raise ValueError("seats is not a list of 4 players")
        return cls(read_date(data), read_flag(data, "finished"),
                   read_flag(data, "with_undo"), read_count(data, "rounds"),
                   read_flag(data, "tournament", required=False),
                   tuple(TichuSeat(**read_seat(s, i, _COUNTS)) for i, s in enumerate(seats)))


def game_summary(match: Match, seats: Sequence[SeatLike], with_undo: bool = False,
                 date: Optional[str] = None) -> TichuGame:
    """The summary of `match` so far, from its scored rounds; `seats` says who played
    (by player), `date` defaults to now."""
    if len(seats) != 4:
        raise ValueError(f"{len(seats)} players for Tichu's four")
    counts = [dict.fromkeys(_COUNTS, 0) for _ in range(4)]
    for rnd, row in zip(match.rounds, match.sheet):
        player = row.seating  # the player in each seat of that round
        result = row.result
        if result.out:
            counts[player[result.out[0]]]["first_out"] += 1
        if result.double_win is not None:
            for seat in (result.double_win, result.double_win + 2):
                counts[player[seat]]["double_wins"] += 1
        for seat, kind, made in result.calls:
            c = counts[player[seat]]
            c[f"{kind}_called"] += 1
            c[f"{kind}_made"] += made
        for action in rnd.history:
            if action.kind == "play" and action.data.kind == BOMB:
                counts[player[action.seat]]["bombs"] += 1
    winners = match.winners or ()
    draw = len(winners) == 4
    rules = match.rules

    def score(p: int) -> int:
        if rules.tournament:
            return match.win_points[p]
        return match.scores[p % 2]  # outside the tournament a player keeps the seat

    return TichuGame(date or now(), match.finished, with_undo, len(match.sheet),
                     rules.tournament,
                     tuple(TichuSeat(c.name, _person(c), None if _person(c) else c.level,
                                     score(p), p in winners and not draw, **counts[p])
                           for p, c in enumerate(seats)))



class Finished:
    """What the statistics read of a match of Tichu as it stands when a round has ended:
    the finished rounds do not change any more, the lists are copies (the counter reads
    them on its own thread while the table goes on)."""

    def __init__(self, match):
        self.rules, self.rounds, self.sheet = match.rules, list(match.rounds), list(match.sheet)
        self.scores, self.win_points = match.scores, list(match.win_points)
        self.winners, self.finished = match.winners, match.finished

def now() -> str:
    return datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S")


def record_game(store: Statistics, game_id: str, match: Match, seats: Sequence[SeatLike],
                with_undo: bool = False) -> Optional[TichuGame]:
    """Put the game's summary so far in the store (which writes its file), replacing the
    one recorded before under `game_id`, whose date is kept: after every round, any
    number of times. A game is marked `with_undo` for good once it has been. Nothing is
    recorded before the first round is scored. Returns the summary recorded, or None."""
    earlier = store.summary(KIND, game_id)
    if not isinstance(earlier, TichuGame):
        earlier = None
    if not match.sheet:
        return None
    date = earlier.date if earlier is not None else None
    with_undo = with_undo or (earlier is not None and earlier.with_undo)
    summary = game_summary(match, seats, with_undo, date)
    store.update(KIND, game_id, summary)
    return summary


def open_statistics(path: Union[str, os.PathLike]) -> Statistics:
    """The statistics file with this game's reader only (the table reads it with both
    games' readers)."""
    return Statistics.load(path, {KIND: TichuGame.from_data})


# ---------------------------------------------------------------------- the figures
@dataclass
class TichuFigures(Tally):
    """A player's (or a group of players') figures over many games of Tichu."""

    COUNTS = _COUNTS

    rounds: int = 0  # scored rounds of every game counted, finished or not
    first_out: int = 0
    double_wins: int = 0
    tichu_called: int = 0
    tichu_made: int = 0
    grand_called: int = 0
    grand_made: int = 0
    bombs: int = 0

    def count(self, game: TichuGame, seat: TichuSeat) -> None:
        self.rounds += game.rounds
        super().count(game, seat)

    @property
    def first_out_rate(self) -> Optional[float]:
        return self.first_out / self.rounds if self.rounds else None


def overview(games: Mapping[str, TichuGame], last: int = LAST_GAMES) -> Overview:
    """The figures of the games recorded (Statistics.games(KIND)), by game id."""
    return overview_of(games, TichuGame, TichuFigures, LEVELS, last)


def _person(seat) -> bool:
    """A human player, at this screen or at another machine's (a SeatConfig's `remote`)."""
    return bool(seat.human or getattr(seat, "remote", False))
