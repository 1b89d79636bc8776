"""What a game of High card adds to the shared statistics file (game/core/stats.py), and
the figures its page sums (game/core/tally.py). No pygame. A seat's score is its rounds
won; `rounds` counts the rounds played."""
from __future__ import annotations

import datetime
from dataclasses import dataclass, fields
from typing import Mapping, Optional, Sequence

from game.core.stats import Statistics
from game.core.tally import Overview, SeatPart, Tally, overview_of, read_count, read_date, \
    read_flag, read_seat

from .bots import LEVELS

KIND = "highcard"
LAST_GAMES = 10


@dataclass(frozen=True)
class HighCardSeat(SeatPart):
    rounds_won: int = 0


@dataclass(frozen=True)
class HighCardGame:
    date: str
    finished: bool
    with_undo: bool
    rounds: int
    seats: tuple[HighCardSeat, ...]

    def to_data(self) -> dict:
        return {"date": self.date, "finished": self.finished, "with_undo": self.with_undo,
                "rounds": self.rounds,
                "seats": [{f.name: getattr(s, f.name) for f in fields(s)} for s in self.seats]}

    @classmethod
    def from_data(cls, data: Mapping) -> "HighCardGame":
        seats = data["seats"]
        if not isinstance(seats, list) or len(seats) != 2:
            raise ValueError("seats is not a list of 2 players")
        return cls(read_date(data), read_flag(data, "finished"), read_flag(data, "with_undo"),
                   read_count(data, "rounds"),
                   tuple(HighCardSeat(**read_seat(s, i, ("rounds_won",)))
                         for i, s in enumerate(seats)))


class Finished:
    """The match as the counter reads it on its own thread: copies of what it needs."""

    def __init__(self, match):
        self.wins = tuple(match.wins)
        self.rounds = len(match.rounds)
        self.finished = match.finished
        self.winners = tuple(match.winners)


def record_game(store: Statistics, game_id: str, match, seats: Sequence,
                with_undo: bool = False) -> Optional[HighCardGame]:
    """The game so far into the store, in place of what was recorded under `game_id`
    (whose date is kept); nothing before the first round is won."""
    if not match.rounds:
        return None
    earlier = store.summary(KIND, game_id)
    earlier = earlier if isinstance(earlier, HighCardGame) else None
    date = earlier.date if earlier else datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S")
    winners = match.winners if match.finished else ()
    summary = HighCardGame(
        date, match.finished, with_undo or bool(earlier and earlier.with_undo), match.rounds,
        tuple(HighCardSeat(c.name, c.human, None if c.human else c.level, match.wins[s],
                           s in winners and len(winners) == 1, rounds_won=match.wins[s])
              for s, c in enumerate(seats)))
    store.update(KIND, game_id, summary)
    return summary


@dataclass
class HighCardFigures(Tally):
    COUNTS = ("rounds_won",)

    rounds: int = 0
    rounds_won: int = 0

    def count(self, game: HighCardGame, seat: HighCardSeat) -> None:
        self.rounds += game.rounds
        super().count(game, seat)


def overview(games: Mapping[str, HighCardGame], last: int = LAST_GAMES) -> Overview:
    return overview_of(games, HighCardGame, HighCardFigures, LEVELS, last)
