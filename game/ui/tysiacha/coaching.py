"""A lesson at 1000's table (game/ui/lessons.py): its wrong moves shown and taken back,
its end, and its box's place; TableScene's part of the lessons."""
from __future__ import annotations

import pygame

from game.tysiacha.engine.errors import IllegalAction

from ..i18n import tr


class Coaching:
    """Mixed into TableScene: `session`, `table`, `app`, `stepped` and `layout` are its."""

    wrong_move = None  # a lesson's wrong move, shown, to take back (TableScene.update)

    @property
    def coach(self):
        """A lesson's coach (game/ui/lessons.py), or None at a game."""
        return getattr(self.session, "coach", None)

    def _ends_deal(self, action: int) -> bool:
        d = self.deal.clone()
        d.apply(action)
        return d.over

    def coach_refusal(self, exc: IllegalAction) -> str:
        """A move the rules refuse, in a lesson: the step's own words on it, else the
        rule's reason."""
        step = self.coach.step
        return step.wrong if step is not None and step.wrong else exc.reason

    def _take_back_wrong(self) -> None:
        """A lesson's wrong move, seen on the table, is taken back (the session's undo:
        the engine's state before it) and explained in the coach's box."""
        self.wrong_move = None
        undone = 0
        if self.session.undo():
            undone = 1
            while self._half_passed() and self.session.undo():
                undone += 1  # the card given first goes back with it: its step again
            self.taken_back()
            self.table.taken_back()
        self.coach.index = max(0, self.coach.index - max(0, undone - 1))
        self.coach.wrong()
        self.table.warn(tr("Taken back: the lesson says why"), "refused")
        self.layout()

    def coach_room(self) -> pygame.Rect:
        """Where the coach's box may be: the top of the table between the scores and the
        contract's box, above the trick and the others' hands."""
        return self.table.coach_room()
