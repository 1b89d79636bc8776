"""A game record of 1000 as positions to step through (the replay viewer). No pygame.

`GameSteps(record)` replays the record through the engine once (a ReplayError or
RecordError refuses it, naming the deal and the step), keeping every action; then
`match_at(p)` is the Match at position p (game/core/steps.py: before the first action
of a deal, after each of its actions), rebuilt from the deal's start, which is kept.
"""
from __future__ import annotations

import copy
import random

from game.core.steps import RecordSteps

from .engine.cards import mask_of
from .engine.deal import Phase
from .engine.match import Match
from .engine.record import Record, cut_of
from .engine.replay import replay


class GameSteps(RecordSteps):
    """The record's positions: `steps` (with the tricks and deals marked), the Match at
    each (`match_at`), and the finished match (`final`)."""

    def __init__(self, record: Record):
        self.record = record
        actions: list[tuple[int, int]] = []
        self.final = replay(record, random.Random(0),
                            on_action=lambda k, a: actions.append((k, a)))
        deal_actions: list[list[int]] = [[] for _ in record.deals]
        for k, a in actions:
            deal_actions[k].append(a)
        super().__init__(deal_actions)

    @property
    def deal_actions(self) -> list[list[int]]:
        return self.unit_actions

    def fresh(self) -> Match:
        """The match before the first recorded deal, as replay() makes it."""
        rec = self.record
        rules = rec.game_rules
        standing = rec.start.standing(rules.players) if rec.start is not None else None
        cut = cut_of(rec.cut) if rec.cut else None
        return Match(rules, rec.players, random.Random(0), dealer=rec.first_dealer,
                     standing=standing, cut=cut)

    def deal(self, match: Match, k: int) -> None:
        hands = self.record.deals[k]
        match.start_deal([mask_of(h) for h in hands.hands], mask_of(hands.prikup))

    def trick_marks(self) -> list[int]:
        """The positions where a trick was just finished or a phase of the deal began."""
        marks = []
        for k, acts in enumerate(self.unit_actions):
            deal = copy.deepcopy(self.unit_start(k).deal)
            phase, tricks = deal.phase, 0
            for j, a in enumerate(acts, 1):
                deal.apply(a)
                if deal.phase is not phase or len(deal.tricks) != tricks:
                    if not (deal.phase is Phase.PLAY and deal.trick):
                        marks.append(self.starts[k] + j)
                    phase, tricks = deal.phase, len(deal.tricks)
        return marks
