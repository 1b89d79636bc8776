"""A lesson at Tichu's table (game/ui/lessons.py): the learner's moves judged, a wrong one
shown and taken back (the session's undo, which takes back the three cards given as one;
a wrong wish or Dragon's gift alone, to be asked again), its end, and the coach's box;
TichuTableScene's part of the lessons."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tichu.engine.round import Action, TichuError

from ..i18n import tr
from ..lessons import coach_fits, draw_coach
from ..scenes.lessons import CoachWords, lesson_done
from ..widgets import Button


class Coaching:
    """Mixed into TichuTableScene: `session`, `table`, `app` and `refresh` are its."""

    wrong_move: Optional[Action] = None  # a lesson's wrong move, shown, to take back
    words_shown = None  # the step and explanation whose words a dialog last showed

    @property
    def coach(self):
        """A lesson's coach (game/ui/lessons.py), or None at a game."""
        return getattr(self.session, "coach", None)

    def coach_turn(self) -> bool:
        """The learner is to make the lesson's move now (in or out of turn)."""
        coach = self.coach
        step = coach.step if coach is not None else None
        if step is None or self.wrong_move is not None or not self.viewer_legal():
            return False
        entry = self.session.scripted()
        if entry is not None and not self.session.is_human(entry.seat):
            return False  # the others' moves of the script come first
        if step.right is not None:
            return self.session.resolve(step.right) is not None
        return self.table.viewer in self.round.waiting()

    def coach_judges(self, action: Action) -> bool:
        """Before the learner's `action`: whether it may go to the engine (a wrong move
        does, to be shown and taken back; one that would end the round is refused)."""
        coach = self.coach
        if coach is None or not self.session.is_human(action.seat):
            return True
        if self.wrong_move is not None:
            return False  # a wrong move is being taken back
        if coach.judge(action) or action not in self.session.legal(action.seat):
            return True  # (a move the rules refuse is explained by coach_refused)
        if self._ends_round(action):
            coach.wrong()  # (the round's last move: refused rather than scored)
            self.table.warn(tr("Taken back: the lesson says why"), "refused")
            self.refresh()
            return False
        self.wrong_move = action
        return True

    def coach_refused(self, action: Action, exc: TichuError) -> None:
        """A move the rules refuse, in a lesson: the step's own words on it."""
        coach = self.coach
        if coach is not None and self.session.is_human(action.seat):
            step = coach.step
            coach.wrong(step.wrong if step is not None and step.wrong else "")
            self.refresh()

    def coach_explains(self) -> None:
        """Cards the rules refuse to play as a combination now, tried in a lesson: the
        step's own words on them."""
        coach = self.coach
        if coach is not None and self.coach_turn():
            coach.wrong(coach.step.wrong)
            self.refresh()

    def coach_saw(self, action: Action) -> None:
        """After a move: the rules it met, and the lesson on (a wrong move waits)."""
        coach = self.coach
        if coach is None or self.wrong_move is not None:
            return
        coach.met |= self.session.last_rules
        if self.session.is_human(action.seat):
            coach.right(self.session)
        else:
            coach.moved(self.session)

    def _ends_round(self, action: Action) -> bool:
        rnd = self.session._snapshot()
        rnd.apply(action)
        return rnd.over

    def coach_update(self) -> bool:
        """Each frame once nothing is being shown: a wrong move taken back, or the
        lesson's end; whether the frame is taken."""
        coach = self.coach
        if coach is None:
            return False
        if self.wrong_move is not None:
            self._take_back_wrong()
            return True
        if coach.steps_done and not coach.lesson.to_end and not coach.finished \
                and self.app.stack.top is self:
            lesson_done(self.app, self.coach)
            return True
        return self._words_in_a_dialog()

    def coach_fits(self) -> bool:
        lay = self.table.layout
        return coach_fits(self.app.fonts, self.coach, self.table.coach_room(),
                          (lay.font, lay.font_small), lay.margin)

    def _words_in_a_dialog(self) -> bool:
        """A window too small for the coach's box: its words in a dialog, once for each
        step and each explanation, when the learner is to move (or, out of the round, is
        to watch it: a free step, the others' play waiting until the words are read)."""
        coach = self.coach
        key = (coach.index, coach.explained)
        if key == self.words_shown or self.app.stack.top is not self \
                or not (self.coach_turn() or self._watching()):
            return False
        self.words_shown = key
        if self.coach_fits():
            return False
        self.app.push(CoachWords(self.app, coach))
        return True

    def words_again_button(self, undo: Button) -> Button:
        """Undo's place in a lesson (which takes its wrong moves back itself): where the
        window has no room for the coach's box, Lesson, which shows the words of the step
        again in their dialog (read once and gone with Go on, they were lost)."""
        undo.visible = False
        if self.coach_fits():
            return undo
        again = Button(tr("Lesson"), self.words_again)
        again.rect = undo.rect
        return again

    def words_again(self) -> None:
        self.app.push(CoachWords(self.app, self.coach))

    def _watching(self) -> bool:
        """The learner, out, watches the round to its end at a free step of the lesson."""
        step = self.coach.step
        rnd = self.round
        return step is not None and step.until is not None and rnd is not None \
            and not rnd.over and not rnd.hands[self.table.viewer]

    def _take_back_wrong(self) -> None:
        """A lesson's wrong move, seen on the table, is taken back (the session's undo)
        and explained in the coach's box; the lesson's step goes back with it."""
        coach = self.coach
        step = coach.step
        words = step.wrong if step is not None else ""
        self.wrong_move = None
        if self.session.undo():
            self.taken_back()
            self.table.taken_back()
            self.table.selected = set()
            self.table.staged = {}
        coach.index = self.session.step_now()
        coach.wrong(words)
        self.table.warn(tr("Taken back: the lesson says why"), "refused")
        self.refresh()

    def draw_coach(self, surface: pygame.Surface) -> None:
        if self.coach is None or self.table.hidden or not self.coach_fits() \
                or self.table.page is not None:  # (the round's result says the end)
            return  # (no room: the words are in a dialog)
        lay = self.table.layout
        draw_coach(surface, self.app.fonts, self.coach, self.table.coach_room(),
                   (lay.font, lay.font_small), lay.margin)
