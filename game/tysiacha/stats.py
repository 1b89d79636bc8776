"""What a game of 1000 adds to the statistics (game/core/stats.py keeps the file), and the
figures the Statistics screen shows. No pygame, no UI state: everything is read from the
engine's Match (its finished deals and their score-sheet rows) and from who sat where.

Choices the figures make:
- A deal counts once it is scored: a redeal (R12, R13) is no deal, a rospisat' or
  spisat' (R30, R32) is one. A deal in progress counts when it ends.
- Contracts made and failed are deals played out as declarer; the average contract is
  theirs. Rospisat' and spisat' are counted apart, not as failed contracts.
- A barrel climbed onto is the sheet's `barrel_on` mark (R50, R54); a fall is
  `barrel_off`: a failed contract on the barrel (R51) or its three deals up (R53).
  Reaching the target from the barrel is not a fall.
- A zero mark is the sheet's `zero` mark (R48), whether or not it cost 120.
- A marriage is counted when declared, whatever it was worth (0 on the barrel with
  barrel_marriage off, R52); four aces (R38) apart.
- An unfinished game counts toward the deal figures (declarer, contracts, barrels...)
  but not toward games played, won, the average or best score, nor the chart: its score
  is not final. A finished game "with undo" (a human took moves back) counts like any
  other and is marked: `with_undo` counts them, and the chart and best game flag them.
- A shared win (R55) is a win for each winner.
- Players are told apart by name, and grouped by the AI level they faced, as
  game/core/tally.py does for both games.
"""
from __future__ import annotations

import datetime
import os
from dataclasses import dataclass, fields
from typing import Any, Mapping, Optional, Protocol, Sequence, Union

from game.core.stats import Statistics
from game.core.tally import GameScore, Overview, SeatPart, Tally, overview_of, read_count, \
    read_date, read_flag, read_seat
from game.tysiacha.ai import LEVELS
from game.tysiacha.engine.match import Match

__all__ = ["KIND", "LAST_GAMES", "Finished",
           "SeatSummary", "GameSummary", "game_summary", "now",
           "record_game", "open_statistics", "GameScore", "Figures", "Overview", "overview"]

KIND = "tysiacha"
LAST_GAMES = 10  # final scores the chart shows
_COUNTS = ("declared", "made", "failed", "contracts", "rospisat", "spisat", "barrel_on",
           "barrel_off", "zeros", "marriages", "four_aces")
# the score sheet's marks (scoring.py) that are counted, and the count each goes to
_MARKS = {"rospisat": "rospisat", "spisat": "spisat", "barrel_on": "barrel_on",
          "barrel_off": "barrel_off", "zero": "zeros"}


class SeatLike(Protocol):
    """Who sat in a seat, as the table knows it (game/ui/saves.py's SeatConfig)."""

    name: str
    human: bool
    level: str


# ---------------------------------------------------------------------- one game
@dataclass(frozen=True)
class SeatSummary(SeatPart):
    """One seat's part of a game. `contracts` is the sum of the contracts it played out
    (made or failed), for the average contract."""

    declared: int = 0  # scored deals as declarer, rospisat' and spisat' included
    made: int = 0
    failed: int = 0
    contracts: int = 0
    rospisat: int = 0
    spisat: int = 0
    barrel_on: int = 0
    barrel_off: int = 0
    zeros: int = 0
    marriages: int = 0
    four_aces: int = 0


@dataclass(frozen=True)
class GameSummary:
    """What one game contributes, so far or in the end. `date` is when it was first
    recorded (the game's start, as near as the statistics know it)."""

    date: str  # "YYYY-MM-DD HH:MM:SS", local time
    finished: bool
    with_undo: bool
    deals: int  # scored deals
    seats: tuple[SeatSummary, ...]
    four_aces_rule: bool = False  # R38 on: the screen shows four aces
    spisat_rule: bool = False  # rospisat `with_spisat` (R32): the screen shows spisat'

    def to_data(self) -> dict:
        return {"date": self.date, "finished": self.finished, "with_undo": self.with_undo,
                "deals": self.deals,
                "rules": {"four_aces": self.four_aces_rule, "spisat": self.spisat_rule},
                "seats": [{f.name: getattr(s, f.name) for f in fields(s)}
                          for s in self.seats]}

    @classmethod
    def from_data(cls, data: Mapping) -> "GameSummary":
        """A summary read back from the file; ValueError naming the field that is wrong
        (the store then leaves this game out and keeps the others)."""
        date = read_date(data)
        rules = data.get("rules") or {}
        if not isinstance(rules, Mapping):
            raise ValueError("rules is not a mapping")
        seats = data["seats"]
        if not isinstance(seats, list) or len(seats) not in (3, 4):
            raise ValueError("seats is not a list of 3 or 4 seats")
        return cls(date, read_flag(data, "finished"), read_flag(data, "with_undo"),
                   read_count(data, "deals"), tuple(_seat(s, i) for i, s in enumerate(seats)),
                   read_flag(rules, "four_aces", required=False),
                   read_flag(rules, "spisat", required=False))


def _seat(data: Any, i: int) -> SeatSummary:
    return SeatSummary(**read_seat(data, i, _COUNTS))


def game_summary(match: Match, seats: Sequence[SeatLike], with_undo: bool = False,
                 date: Optional[str] = None) -> GameSummary:
    """The summary of `match` so far: its finished deals, read from the deals and the
    score sheet; `seats` says who played (in seat order), `date` defaults to now."""
    rules = match.rules
    n = rules.players
    if len(seats) != n:
        raise ValueError(f"{len(seats)} seats for {n} players")
    counts = [dict.fromkeys(_COUNTS, 0) for _ in range(n)]
    deals = 0
    # the sheet has a row for every finished deal, in the order of match.deals
    for deal, row in zip(match.deals, match.sheet):
        if row.outcome == "redeal":
            continue
        deals += 1
        counts[row.declarer]["declared"] += 1
        if row.outcome == "played":
            counts[row.declarer]["made" if row.made else "failed"] += 1
            counts[row.declarer]["contracts"] += row.contract
        for s, marks in enumerate(row.marks):
            for mark, key in _MARKS.items():
                counts[s][key] += mark in marks
        for seat, kind, _worth in deal.melds:
            counts[seat]["four_aces" if kind == "aces" else "marriages"] += 1
    winners = match.winners or ()
    return GameSummary(
        date or now(), match.finished, with_undo, deals,
        tuple(SeatSummary(c.name, _person(c), None if _person(c) else c.level,
                          match.standing.scores[s], s in winners, **counts[s])
              for s, c in enumerate(seats)),
        rules.four_aces, rules.rospisat == "with_spisat")



class Finished:
    """What the statistics read of a match of 1000 as it stands when a deal has ended:
    the finished deals do not change any more, the lists are copies (the counter reads
    them on its own thread while the table goes on)."""

    def __init__(self, match):
        self.rules, self.standing = match.rules, match.standing
        self.deals, self.sheet = list(match.deals), list(match.sheet)
        self.winners, self.finished = match.winners, match.finished

def now() -> str:
    return datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S")


def record_game(store: Statistics, game_id: str, match: Match, seats: Sequence[SeatLike],
                with_undo: bool = False) -> Optional[GameSummary]:
    """Put the game's summary so far in the store (which writes its file), replacing the
    one recorded before under `game_id`, whose date is kept: call it after every deal,
    after an undo and on resuming, any number of times. A game is marked `with_undo`
    for good once it has been. Nothing is recorded until the first deal is scored (a
    redeal is none), and an undo back to before it forgets the game again. Returns the
    summary recorded, or None."""
    earlier = store.summary(KIND, game_id)
    if not isinstance(earlier, GameSummary):
        earlier = None
    if all(row.outcome == "redeal" for row in match.sheet):
        if earlier is not None:
            store.forget(KIND, game_id)
        return None
    date = earlier.date if earlier is not None else None
    with_undo = with_undo or (earlier is not None and earlier.with_undo)
    summary = game_summary(match, seats, with_undo, date)
    store.update(KIND, game_id, summary)
    return summary


def open_statistics(path: Union[str, os.PathLike]) -> Statistics:
    """The statistics file with this game's reader (the caller adds other games' readers
    by building Statistics itself)."""
    return Statistics.load(path, {KIND: GameSummary.from_data})


# ---------------------------------------------------------------------- the figures
@dataclass
class Figures(Tally):
    """A player's (or a group of seats') figures over many games of 1000: counts, and the
    averages and rates as properties (None where there is nothing to average)."""

    COUNTS = _COUNTS

    deals: int = 0  # scored deals of every game counted, finished or not
    declared: int = 0
    made: int = 0
    failed: int = 0
    contracts: int = 0
    rospisat: int = 0
    spisat: int = 0
    barrel_on: int = 0
    barrel_off: int = 0
    zeros: int = 0
    marriages: int = 0
    four_aces: int = 0
    four_aces_rule: bool = False  # some game counted had four aces on (R38)
    spisat_rule: bool = False  # some game counted allowed spisat' (R32)

    @property
    def average_contract(self) -> Optional[float]:
        played = self.made + self.failed
        return self.contracts / played if played else None

    def count(self, game: GameSummary, seat: SeatSummary) -> None:
        self.deals += game.deals
        super().count(game, seat)
        self.four_aces_rule |= game.four_aces_rule
        self.spisat_rule |= game.spisat_rule


def overview(games: Mapping[str, GameSummary], last: int = LAST_GAMES) -> Overview:
    """The figures of the games recorded (Statistics.games(KIND)), by game id."""
    return overview_of(games, GameSummary, Figures, LEVELS, last)


def _person(seat) -> bool:
    """A human player, at this screen or at another machine's (a SeatConfig's `remote`)."""
    return bool(seat.human or getattr(seat, "remote", False))
