"""Stepping through a recorded game (the replay viewer), for either game. No pygame.

A game's record becomes a line of positions 0..last: the state before its first action,
after each action, and, between two deals (or rounds), the state after the last action
of one and the state of the next one dealt. Some positions are marked as the start of a
unit: "trick" (a trick finished, or a phase of the deal began) and "deal" (a deal dealt).
Stepping goes to the next or the previous position, or the next or previous mark of a
unit; `Steps` only counts and finds, the game says what the state at a position is.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Iterable, Sequence

LEVELS = ("action", "trick", "deal")


class Steps:
    """Positions 0..`last`, with the marks of each level (sorted, without duplicates)."""

    def __init__(self, last: int, marks: dict[str, Iterable[int]]):
        self.last = max(0, last)
        self.marks = {level: sorted(set(p for p in marks.get(level, ()) if 0 <= p <= self.last))
                      for level in LEVELS[1:]}
        # a deal starts a trick too: stepping by tricks stops at each deal
        self.marks["trick"] = sorted(set(self.marks["trick"]) | set(self.marks["deal"]))

    def forward(self, position: int, level: str = "action") -> int:
        """The next position of `level` after `position` (the last when none is left)."""
        if level == "action":
            return min(self.last, position + 1)
        marks = self.marks[level]
        i = bisect_right(marks, position)
        return marks[i] if i < len(marks) else self.last

    def back(self, position: int, level: str = "action") -> int:
        """The previous position of `level` before `position` (0 when none is left)."""
        if level == "action":
            return max(0, position - 1)
        marks = self.marks[level]
        i = bisect_left(marks, position)
        return marks[i - 1] if i > 0 else 0

    def unit(self, position: int, level: str) -> int:
        """Which unit of `level` (0 = the first) `position` lies in."""
        return max(0, bisect_right(self.marks[level], position) - 1)


def starts_of(actions: Iterable[int]) -> list[int]:
    """Where each deal (or round) starts, given how many actions each has: its start is
    a position, and each of its actions the next one."""
    starts, p = [], 0
    for n in actions:
        starts.append(p)
        p += n + 1
    return starts


def where(starts: Sequence[int], position: int) -> tuple[int, int]:
    """(deal k from 0, actions of it done) at `position`."""
    if not starts:
        return 0, 0
    k = max(0, bisect_right(starts, position) - 1)
    return k, position - starts[k]
