"""One seat's picture of a game at a networked table, the part every game's shares (the
games' mirror.py: a real match whose hidden cards are made up, kept so that the seat's
observation of it is exactly the one the host sent): how a seat that comes back after a
drop is given the table again."""
from __future__ import annotations

from typing import Any, Sequence


class Picture:
    """A game's mirror: `start(obs)` pictures a new round (deal) from its observation,
    `see(obs, last)` the one in progress after an action, `catch_up(finished)` the
    rounds finished before; `begun()` counts the rounds pictured, `in_progress()` says
    one is being played, `drop_unfinished()` forgets one that was not seen to end."""

    def start(self, obs: Any) -> list:
        raise NotImplementedError

    def see(self, obs: Any, last: Any = None) -> list:
        raise NotImplementedError

    def catch_up(self, finished: Sequence[Any]) -> None:
        raise NotImplementedError

    def begun(self) -> int:
        raise NotImplementedError

    def in_progress(self) -> bool:
        raise NotImplementedError

    def drop_unfinished(self) -> None:
        raise NotImplementedError

    def rejoin(self, finished: Sequence[Any], obs: Any, rounds: int) -> None:
        """The seat is back after a drop (the host sent the whole table: the rounds
        finished, and `obs` of round number `rounds`): a round it did not see end is
        pictured from its end, and the one in progress as it is now."""
        if self.begun() == rounds and self.in_progress():
            self.see(obs)
            return
        self.drop_unfinished()  # (its end is among the finished ones)
        self.catch_up(finished)
        if self.begun() < rounds:
            self.start(obs)


__all__ = ["Picture"]
