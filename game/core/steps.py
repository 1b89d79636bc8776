"""Stepping through a recorded game (the replay viewer), for either game. No pygame.

A game's record becomes a line of positions 0..last: the state before its first action,
after each action, and, between two deals (or rounds), the state after the last action
of one and the state of the next one dealt. Some positions are marked as the start of a
unit: "trick" (a trick finished, or a phase of the deal began) and "deal" (a deal dealt).
Stepping goes to the next or the previous position, or the next or previous mark of a
unit; `Steps` only counts and finds, the game says what the state at a position is.
"""
from __future__ import annotations

import copy
from bisect import bisect_left, bisect_right
from typing import Any, Iterable, Optional, Sequence

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


class RecordSteps:
    """A recorded game laid out as positions: its deals (or rounds), each the actions
    `unit_actions[k]`; `match_at(p)` is the game at position p, rebuilt from its deal's
    start, which is kept (the viewer comes back to it). A game's subclass says how the
    game begins (`fresh`), how deal k is dealt (`deal`) and where tricks end
    (`trick_marks`); a match has `apply(action)`."""

    def __init__(self, unit_actions: list[list[Any]]):
        self.unit_actions = unit_actions
        # position p -> (deal k, actions j of it done); deal k starts at self.starts[k]
        self.starts = starts_of(len(acts) for acts in unit_actions)
        last = self.starts[-1] + len(unit_actions[-1]) if self.starts else 0
        self._at_start: dict[int, Any] = {}
        self.steps = Steps(last, {"deal": self.starts, "trick": self.trick_marks()})

    # the game's own
    def fresh(self) -> Any:
        """The match before its first deal."""
        raise NotImplementedError

    def deal(self, match: Any, k: int) -> None:
        """Deal deal (round) k in `match` as the record has it."""
        raise NotImplementedError

    def trick_marks(self) -> list[int]:
        """The positions where a trick was just finished or a phase began."""
        return []

    # the positions
    @property
    def last(self) -> int:
        return self.steps.last

    def where(self, position: int) -> tuple[int, int]:
        """(deal k from 0, actions of it done) at `position`."""
        return where(self.starts, position)

    def unit_start(self, k: int) -> Any:
        """The match with deal k just dealt (kept: do not change it)."""
        got = self._at_start.get(k)
        if got is None:
            match = copy.deepcopy(self.unit_start(k - 1)) if k > 0 else self.fresh()
            if k > 0:
                for a in self.unit_actions[k - 1]:
                    match.apply(a)
            self.deal(match, k)
            got = self._at_start[k] = match
        return got

    def match_at(self, position: int) -> Any:
        """A new match at `position` (the caller may play on with it)."""
        if not self.unit_actions:
            return self.fresh()
        k, j = self.where(max(0, min(self.last, position)))
        match = copy.deepcopy(self.unit_start(k))
        for a in self.unit_actions[k][:j]:
            match.apply(a)
        return match

    def action_at(self, position: int) -> Optional[Any]:
        """The action that leads from `position` to the next one (None at a deal's end)."""
        if not self.unit_actions:
            return None
        k, j = self.where(position)
        acts = self.unit_actions[k]
        return acts[j] if j < len(acts) else None
