"""Learn: the chosen game's lessons (its GameUI.lessons), each with what it teaches and a
mark, done or left at a step; a click plays it at the real table, from where it was left
(game/ui/lessons.py)."""
from __future__ import annotations

import pygame

from game import registry

from .. import theme
from ..i18n import tr
from ..lessons import DONE, Progress, status_words
from ..widgets import Button
from .base import ButtonScene, Dialog


class LessonsScene(ButtonScene):
    name = "lessons"

    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self.progress = Progress.load(app.data_dir)
        self.rows: list[tuple] = []  # (button, lesson) as laid out
        self.desc_w = 0  # the width of what each lesson teaches, beside its button

    @property
    def ui(self):
        return registry.game(self.game).ui()

    def lessons(self) -> list:
        make = self.ui.lessons
        return list(make()) if make is not None else []

    def resume(self) -> None:
        self.progress = Progress.load(self.app.data_dir)  # a lesson just played moved it
        super().resume()

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = self.unit
        lessons = self.lessons()
        m = max(8, round(24 * u))
        top = self.head_h() + self.problem_box().height
        bottom = h - self.back_h() - 2 * m
        rows = max(1, len(lessons))
        bh = self.font(24).get_linesize() + round(16 * max(u, 0.6))
        row_h = max(bh, 2 * self.font(20).get_linesize()) + round(10 * max(u, 0.6))
        row_h = min(row_h, (bottom - top) // rows)
        top += (bottom - top - rows * row_h) // 3  # the list nearer the middle, not under the title
        bw = min(round(w * 0.36), round(560 * max(u, 0.6)))
        # the buttons and what each lesson teaches beside them, centred as one block as
        # wide as the longest description needs (at most the window's rest)
        gap = max(8, round(24 * u))
        small = self.font(20)
        most = max(0, w - 2 * m - bw - gap)
        self.desc_w = min(most, max([small.size(lesson.teaches)[0] for lesson in lessons]
                                    + [round(420 * max(u, 0.6))]))
        left = max(m, (w - bw - gap - self.desc_w) // 2)
        out = []
        self.rows = []
        for i, lesson in enumerate(lessons):
            b = Button(lesson.title, lambda k=i: self.play(k))
            b.rect = pygame.Rect(left, top + i * row_h, bw, min(bh, row_h - 4))
            out.append(b)
            self.rows.append((b, lesson))
        back = Button(tr("Back"), self.back)
        back.rect = pygame.Rect(0, 0, round(260 * max(u, 0.6)), self.back_h())
        back.rect.midbottom = (w // 2, h - m)
        out.append(back)
        self.default_focus = 0
        return out

    def head_h(self) -> int:
        return round(24 * self.unit) + self.font(40, True).get_linesize() + round(24 * self.unit)

    def problem_box(self) -> pygame.Rect:
        """Under the title: why the progress file could not be read (or no room)."""
        if not self.progress.problem:
            return pygame.Rect(0, self.head_h(), 0, 0)
        w = self.app.screen_size[0]
        f = self.font(20)
        lines = theme.wrap(f, self.progress.problem, round(w * 0.9) - 40)
        box = pygame.Rect(0, 0, round(w * 0.9), len(lines) * f.get_linesize() + 20)
        box.midtop = (w // 2, self.head_h() - round(12 * self.unit))
        return box

    def back_h(self) -> int:
        return max(round(56 * max(self.unit, 0.6)), self.font(26).get_linesize() + 12)

    def play(self, k: int) -> None:
        lessons = self.lessons()
        if not 0 <= k < len(lessons) or self.ui.open_lesson is None:
            return
        lesson = lessons[k]
        state = self.progress.status(self.game, lesson.id)
        step = state if isinstance(state, int) and state != DONE else 0
        self.ui.open_lesson(self.app, lesson, min(step, len(lesson.steps) - 1), self.progress)

    def back(self) -> None:
        self.app.stack.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        u = self.unit
        title = self.font(40, True)
        theme.text(surface, title, tr("Learn: {game}").format(game=tr(self.ui.name)),
                   (w // 2, round(24 * u)), theme.GOLD, "midtop", shadow=True)
        small = self.font(20)
        gap = max(8, round(24 * u))
        for b, lesson in self.rows:
            x = b.rect.right + gap
            room = pygame.Rect(x, b.rect.y, self.desc_w, b.rect.height + 8)
            mark, done = status_words(self.progress, self.game, lesson)
            lines = theme.wrap(small, lesson.teaches, room.width)
            y = b.rect.centery - (len(lines) + bool(mark)) * small.get_linesize() // 2
            for line in lines:
                theme.text(surface, small, line, (x, y), theme.INK)
                y += small.get_linesize()
            if mark:
                theme.text(surface, small, ("✓ " if done else "") + mark, (x, y),
                           theme.GOLD if done else theme.INK_DIM)
        self.draw_buttons(surface, 24)
        if self.progress.problem:
            f = self.font(20)
            box = self.problem_box()
            lines = theme.wrap(f, self.progress.problem, box.width - 40)
            theme.panel(surface, box, colour=(70, 20, 20, 235))
            y = box.y + 10
            for line in lines:
                theme.text(surface, f, line, (box.x + 20, y), owner=box)
                y += f.get_linesize()


class CoachWords(Dialog):
    """The coach's words in a dialog, where the table has no room for its box (a small
    window): the lesson's step, and what it shows or why a move was wrong."""

    name = "coach-words"

    def __init__(self, app, coach):
        words, _ = coach.words()
        super().__init__(app, coach.heading(), [words], [(tr("Go on"), lambda: None, "main")],
                         escape=lambda: None)


def back_to_lessons(app) -> None:
    """From a lesson's table back to the lessons list under it (else to the menu)."""
    scenes = app.stack.scenes
    mine = [s for s in scenes if isinstance(s, LessonsScene)]
    if not mine:
        from .menu import MainMenu
        app.stack.clear()
        app.push(MainMenu(app))
        return
    while app.stack.top is not mine[-1]:
        app.stack.pop()


def lesson_done(app, coach) -> None:
    """A lesson's last step made: marked done, its closing words in a dialog, then back
    to the lessons (either game's table)."""
    coach.finish()
    app.push(Dialog(app, tr("Lesson done: {title}").format(title=coach.lesson.title),
                    [coach.lesson.done],
                    [(tr("Back to the lessons"), lambda: back_to_lessons(app), "main")],
                    escape=lambda: back_to_lessons(app)))


class LessonResult:
    """What a lesson that ends at the result adds to either game's result page (a
    ButtonScene with `session` and `box`): its closing words under the result, and
    Finish lesson."""

    def lesson_lines(self) -> list[str]:
        """A lesson's closing words, under the result they explain."""
        coach = getattr(self.session, "coach", None)
        if coach is None:
            return []
        u = max(self.unit, 0.6)
        return theme.wrap(self.font(20), coach.lesson.done, self.box.width - round(80 * u))

    def lesson_h(self) -> int:
        return len(self.lesson_lines()) * self.font(20).get_linesize() + round(8 * self.unit)

    def finish_lesson(self) -> None:
        self.session.coach.finish()
        back_to_lessons(self.app)
