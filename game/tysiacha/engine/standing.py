"""The state of a game between deals: scores and the counters the rules keep (R48-R53)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class Standing:
    """Scores and counters before a deal.

    `barrel[seat]` is None for a seat not on the barrel, else the number of deals
    already scored on it (the deal it climbed on does not count, R53).
    """

    scores: tuple[int, ...]
    barrel: tuple[Optional[int], ...]
    zeros: tuple[int, ...]
    rospisat: tuple[int, ...]
    deals_played: int = 0  # scored deals so far (rospisat' included, redeals not): R47

    @classmethod
    def new(cls, players: int) -> "Standing":
        zero = (0,) * players
        return cls(zero, (None,) * players, zero, zero, 0)

    def on_barrel(self, seat: int) -> bool:
        return self.barrel[seat] is not None
