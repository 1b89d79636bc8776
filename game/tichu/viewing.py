"""A game record of Tichu as positions to step through (the replay viewer). No pygame.

`TichuSteps(match)` takes a game as `load_match` replayed it (every action already
checked by the engine) and lays it out as game/core/steps.py has it: before the first
action of each round, and after each of its actions; a round's start is marked "deal",
and a finished trick or the start of a phase of the round "trick". `match_at(p)` is the
Match at position p, rebuilt from the round's start, which is kept.
"""
from __future__ import annotations

import copy
import random
from typing import Optional

from game.core.steps import Steps, starts_of, where

from .engine.match import Match
from .engine.round import Action, Round


class TichuSteps:
    """The game's positions: `steps` (with the tricks and rounds marked), the Match at
    each (`match_at`), and the game as recorded (`final`)."""

    def __init__(self, final: Match):
        self.final = final
        self.round_actions: list[list[Action]] = [list(r.history) for r in final.rounds]
        # position p -> (round k, actions j of it done); round k starts at self.starts[k]
        self.starts = starts_of(len(acts) for acts in self.round_actions)
        last = self.starts[-1] + len(self.round_actions[-1]) if self.starts else 0
        self._at_start: dict[int, Match] = {}
        self.steps = Steps(last, {"deal": self.starts, "trick": self._trick_marks()})

    @property
    def last(self) -> int:
        return self.steps.last

    def where(self, position: int) -> tuple[int, int]:
        """(round k from 0, actions of it done) at `position`."""
        return where(self.starts, position)

    def _fresh(self) -> Match:
        f = self.final
        return Match(f.rules, list(f.names), random.Random(0), f.first_dealer)

    def _round_start(self, k: int) -> Match:
        """The match with round k just dealt (kept: the viewer comes back to it)."""
        got = self._at_start.get(k)
        if got is None:
            match = copy.deepcopy(self._round_start(k - 1)) if k > 0 else self._fresh()
            if k > 0:
                for a in self.round_actions[k - 1]:
                    match.apply(a)
            match.start_round([list(h) for h in self.final.rounds[k].dealt])
            got = self._at_start[k] = match
        return got

    def match_at(self, position: int) -> Match:
        """A new Match at `position` (the caller may play on with it)."""
        if not self.final.rounds:
            return self._fresh()
        k, j = self.where(max(0, min(self.last, position)))
        match = copy.deepcopy(self._round_start(k))
        for a in self.round_actions[k][:j]:
            match.apply(a)
        return match

    def action_at(self, position: int) -> Optional[Action]:
        """The action that leads from `position` to the next one (None at a round's end)."""
        if not self.round_actions:
            return None
        k, j = self.where(position)
        acts = self.round_actions[k]
        return acts[j] if j < len(acts) else None

    def _trick_marks(self) -> list[int]:
        """The positions where a trick was just won or a phase of the round began."""
        marks = []
        for k, acts in enumerate(self.round_actions):
            rnd: Round = copy.deepcopy(self._round_start(k).round)
            phase, tricks = rnd.phase, 0
            for j, a in enumerate(acts, 1):
                rnd.apply(a)
                changed = rnd.phase is not phase or len(rnd.tricks) != tricks
                phase, tricks = rnd.phase, len(rnd.tricks)
                if changed and not rnd.trick:  # not the wish, in the Mah Jong's trick
                    marks.append(self.starts[k] + j)
        return marks
