"""A game record of 1000 as positions to step through (the replay viewer). No pygame.

`GameSteps(record)` replays the record through the engine once (a ReplayError or
RecordError refuses it, naming the deal and the step), keeping every action; then
`match_at(p)` is the Match at position p (game/core/steps.py: before the first action
of a deal, after each of its actions), rebuilt from the deal's start, which is kept.
"""
from __future__ import annotations

import copy
import random
from typing import Optional

from game.core.steps import Steps, starts_of, where

from .engine.cards import mask_of
from .engine.deal import Phase
from .engine.match import Match
from .engine.record import Record, cut_of
from .engine.replay import replay


class GameSteps:
    """The record's positions: `steps` (with the tricks and deals marked), the Match at
    each (`match_at`), and the finished match (`final`)."""

    def __init__(self, record: Record):
        self.record = record
        actions: list[tuple[int, int]] = []
        self.final = replay(record, random.Random(0),
                            on_action=lambda k, a: actions.append((k, a)))
        self.deal_actions: list[list[int]] = [[] for _ in record.deals]
        for k, a in actions:
            self.deal_actions[k].append(a)
        # position p -> (deal k, actions j of it done); deal k starts at self.starts[k]
        self.starts = starts_of(len(acts) for acts in self.deal_actions)
        last = self.starts[-1] + len(self.deal_actions[-1]) if self.starts else 0
        self._at_start: dict[int, Match] = {}
        self.steps = Steps(last, {"deal": self.starts, "trick": self._trick_marks()})

    @property
    def last(self) -> int:
        return self.steps.last

    def where(self, position: int) -> tuple[int, int]:
        """(deal k from 0, actions of it done) at `position`."""
        return where(self.starts, position)

    def _fresh(self) -> Match:
        """The match before the first recorded deal, as replay() makes it."""
        rec = self.record
        rules = rec.game_rules
        standing = rec.start.standing(rules.players) if rec.start is not None else None
        cut = cut_of(rec.cut) if rec.cut else None
        return Match(rules, rec.players, random.Random(0), dealer=rec.first_dealer,
                     standing=standing, cut=cut)

    def _deal_start(self, k: int) -> Match:
        """The match with deal k just dealt (kept: the viewer comes back to it)."""
        got = self._at_start.get(k)
        if got is None:
            match = copy.deepcopy(self._deal_start(k - 1)) if k > 0 else self._fresh()
            if k > 0:
                for a in self.deal_actions[k - 1]:
                    match.apply(a)
            if self.record.deals:
                hands = self.record.deals[k]
                match.start_deal([mask_of(h) for h in hands.hands], mask_of(hands.prikup))
            got = self._at_start[k] = match
        return got

    def match_at(self, position: int) -> Match:
        """A new Match at `position` (the caller may play on with it)."""
        position = max(0, min(self.last, position))
        if not self.record.deals:
            return self._fresh()
        k, j = self.where(position)
        match = copy.deepcopy(self._deal_start(k))
        for a in self.deal_actions[k][:j]:
            match.apply(a)
        return match

    def action_at(self, position: int) -> Optional[int]:
        """The action that leads from `position` to the next one (None at a deal's end)."""
        k, j = self.where(position)
        acts = self.deal_actions[k] if self.deal_actions else []
        return acts[j] if j < len(acts) else None

    def _trick_marks(self) -> list[int]:
        """The positions where a trick was just finished or a phase of the deal began."""
        marks = []
        for k, acts in enumerate(self.deal_actions):
            match = self._deal_start(k)
            deal = copy.deepcopy(match.deal)
            phase, tricks = deal.phase, 0
            for j, a in enumerate(acts, 1):
                deal.apply(a)
                if deal.phase is not phase or len(deal.tricks) != tricks:
                    if not (deal.phase is Phase.PLAY and deal.trick):
                        marks.append(self.starts[k] + j)
                    phase, tricks = deal.phase, len(deal.tricks)
        return marks
