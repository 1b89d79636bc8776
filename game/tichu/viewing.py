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

from game.core.steps import RecordSteps

from .engine.match import Match
from .engine.round import Action, Round


class TichuSteps(RecordSteps):
    """The game's positions: `steps` (with the tricks and rounds marked), the Match at
    each (`match_at`), and the game as recorded (`final`)."""

    def __init__(self, final: Match):
        self.final = final
        super().__init__([list(r.history) for r in final.rounds])

    @property
    def round_actions(self) -> list[list[Action]]:
        return self.unit_actions

    def fresh(self) -> Match:
        f = self.final
        return Match(f.rules, list(f.names), random.Random(0), f.first_dealer)

    def deal(self, match: Match, k: int) -> None:
        match.start_round([list(h) for h in self.final.rounds[k].dealt])

    def trick_marks(self) -> list[int]:
        """The positions where a trick was just won or a phase of the round began."""
        marks = []
        for k, acts in enumerate(self.unit_actions):
            rnd: Round = copy.deepcopy(self.unit_start(k).round)
            phase, tricks = rnd.phase, 0
            for j, a in enumerate(acts, 1):
                rnd.apply(a)
                changed = rnd.phase is not phase or len(rnd.tricks) != tricks
                phase, tricks = rnd.phase, len(rnd.tricks)
                if changed and not rnd.trick:  # not the wish, in the Mah Jong's trick
                    marks.append(self.starts[k] + j)
        return marks
