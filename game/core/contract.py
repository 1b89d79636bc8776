"""The contract every game's engine and bots keep (DESIGN.md, "The engine's contract"), and
the one loop that plays a table out with it.

A table (1000's Deal, Tichu's Round) is a state machine: `waiting()` lists the seats whose
decision it needs now (several at once in Tichu's calls and exchange), `legal_actions(seat)`
every legal action of a seat and nothing else, `apply(action)` the events that followed or
an error naming the rule with the table unchanged, `observation(seat)` the only view a
player gets, and `over` when it has ended. A bot answers `choose(observation, legal)`.
"""
from __future__ import annotations

from typing import Any, Protocol, Sequence, runtime_checkable


@runtime_checkable
class Table(Protocol):
    @property
    def over(self) -> bool: ...

    def waiting(self) -> list[int]: ...

    def legal_actions(self, seat: int) -> list: ...

    def apply(self, action: Any) -> list: ...

    def observation(self, seat: int) -> Any: ...


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, obs: Any, legal: Sequence) -> Any: ...


def play_out(table: Table, bots: Sequence[Bot]) -> None:
    """Play `table` on to its end, each decision by the bot of the first seat it waits for."""
    while not table.over:
        seat = table.waiting()[0]
        table.apply(bots[seat].choose(table.observation(seat), table.legal_actions(seat)))
