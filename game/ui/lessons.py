"""Lessons at the real table, for any game (docs/LESSONS.md): what a lesson is (data: a
stacked deal the game reads, and steps), the coach that follows the learner through its
steps, and the progress kept in the data folder. No game is named here, and nothing here
draws but the coach's box.

A step says what the learner is to do (`do`, the prompt's line), why (`why`, the coach's
box), and what is wrong with any other move (`wrong`): the move the step wants is an exact
action (`right`) or a predicate over actions (`accept`); a step with `until` takes any
legal move until `until(session)` holds (play the deal out). A wrong move is explained
and taken back by the game's table (the session's undo); a refused one (a card that may
not be played) is explained too.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

import pygame
import yaml

from game.core import yamlfile
from game.core.fileio import write_atomic
from game.core.yamlfile import ReadError

from . import theme
from .i18n import tr
from .prompt import INKS

PROGRESS_FILE = "lessons.yaml"  # in the data folder, beside statistics.yaml
DONE = "done"


@dataclass(frozen=True)
class Step:
    do: str  # what to do, in the prompt (translated)
    why: str  # why, in the coach's box
    wrong: str = ""  # a wrong move explained (the move is taken back)
    right: Any = None  # the action wanted (the Hint shows it; a test plays it)
    accept: Optional[Callable[[Any], bool]] = None  # else any action this accepts
    until: Optional[Callable[[Any], bool]] = None  # a free step: any move, until this holds
    wrong_move: Any = None  # a wrong move worth showing (else any legal one not accepted)

    def accepts(self, action: Any) -> bool:
        if self.until is not None:
            return True
        if self.accept is not None:
            return bool(self.accept(action))
        return action == self.right


@dataclass(frozen=True)
class Lesson:
    id: str  # its key in the progress file
    title: str
    teaches: str  # a line on what it teaches (the lessons list)
    rules: tuple[str, ...]  # the rule ids it teaches (docs/LESSONS.md; a test checks them)
    steps: tuple[Step, ...]
    done: str  # the closing words
    to_end: bool = False  # it ends at the deal's (round's) result, not at its last step
    setup: Any = None  # the game's stacked deal: cards, dealer, scores, rules, script
    minutes: int = 3

    def counted(self, index: int) -> tuple[int, int]:
        """Step `index` as the learner counts them, and how many there are: steps in a
        row with the same words (`do`) are one, since the table makes them as one move
        (1000's two cards given by Pass cards, Tichu's three by Give)."""
        firsts = [i for i, step in enumerate(self.steps)
                  if i == 0 or step.do != self.steps[i - 1].do]
        at = sum(1 for i in firsts if i <= index)
        return max(1, min(at, len(firsts))), len(firsts)


class Coach:
    """A lesson under way: the step the learner is at, the explanation of a wrong move
    (until the next right one), the rule ids met so far, and whether it is finished."""

    def __init__(self, game: str, lesson: Lesson, progress: "Progress", step: int = 0):
        self.game = game
        self.lesson = lesson
        self.progress = progress
        self.index = max(0, min(step, len(lesson.steps)))
        self.explained = ""
        self.met: set[str] = set()
        self.wrong_moves = 0
        self.finished = False  # the closing words shown, progress marked done

    @property
    def step(self) -> Optional[Step]:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def steps_done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    def judge(self, action: Any) -> bool:
        """Whether `action` is the move the step wants (every move past the last step)."""
        step = self.step
        return step is None or step.accepts(action)

    def right(self, session: Any = None) -> None:
        """The learner made the step's move: on to the next step (a free step stays until
        its `until`)."""
        self.explained = ""
        step = self.step
        if step is not None and step.until is None:
            self.index += 1
            self.progress.at(self.game, self.lesson.id, self.index)
        if session is not None:
            self.moved(session)

    def wrong(self, words: str = "") -> None:
        """A wrong move, taken back: why it was wrong."""
        step = self.step
        self.wrong_moves += 1
        self.explained = words or (step.wrong if step is not None and step.wrong else "") \
            or tr("Not this time: read the lesson's words and try again.")

    def moved(self, session: Any) -> None:
        """The game moved on (any seat): a free step whose `until` holds is done."""
        step = self.step
        while step is not None and step.until is not None and step.until(session):
            self.index += 1
            self.progress.at(self.game, self.lesson.id, self.index)
            step = self.step

    def finish(self) -> None:
        """The lesson is done: kept so in the progress file."""
        self.finished = True
        self.progress.done(self.game, self.lesson.id)

    # ------------------------------------------------------------ words
    def ask(self) -> str:
        """The prompt's line: what to do now."""
        step = self.step
        return step.do if step is not None else ""

    def heading(self) -> str:
        at, n = self.lesson.counted(self.index)
        return tr("{title}: step {n} of {m}").format(title=self.lesson.title, n=at, m=n)

    def words(self) -> tuple[str, bool]:
        """The box's words, and whether they explain a wrong move."""
        if self.explained:
            return self.explained, True
        step = self.step
        if step is None:
            if self.lesson.to_end:  # its closing words are the result's, under its numbers
                return tr("Over: the result shows the score, with the lesson's last words "
                          "under it."), False
            return self.lesson.done, False
        return step.why, False


# ---------------------------------------------------------------------- the coach's box
def draw_coach(surface: pygame.Surface, fonts, coach: Coach, room: pygame.Rect,
               sizes: tuple[int, ...], margin: int) -> Optional[pygame.Rect]:
    """The coach's box in `room` (the game's table says where: clear of the cards, the
    plates and the prompt): the lesson's title and step, then its words wrapped, in the
    largest of `sizes` (pixels, largest first) they fit at. Its rect, or None with no room."""
    box = coach_box(fonts, coach, room, sizes, margin)
    if box is None:
        return None
    rect, head_font, font, heads, lines = box
    theme.panel(surface, rect)
    pad = max(4, margin // 2)
    y = rect.y + pad
    for line in heads:
        theme.text(surface, head_font, line, (rect.centerx, y), theme.GOLD, "midtop",
                   owner=rect)
        y += head_step(head_font)
    _, explaining = coach.words()
    colour = INKS["refused"] if explaining else theme.INK
    for line in lines:
        theme.text(surface, font, line, (rect.x + margin, y), colour, owner=rect)
        y += font.get_linesize()
    return rect


def head_step(font) -> int:
    """The heading's line advance: the bold font's line, or a capital with a mark above
    it (Ż, Й) drawn taller than that line at some sizes (bold 14: 18 pixels on 17)."""
    return max(font.get_linesize(), font.size("ŻЙ")[1])


def heading_lines(font, heading: str, width: int) -> list[str]:
    """The box's heading in lines `width` wide: too long for one, broken after the
    lesson's title ("title:" / "step 2 of 4"), never leaving the step's number alone."""
    lines = theme.wrap(font, heading, width)
    if len(lines) > 1 and ": " in heading:
        title, step = heading.rsplit(": ", 1)
        lines = theme.wrap(font, title + ":", width) + theme.wrap(font, step, width)
    return lines


def coach_fits(fonts, coach: Coach, room: pygame.Rect, sizes: tuple[int, ...],
               margin: int) -> bool:
    """Whether the coach's box, with its words now, fits `room` at one of `sizes` (else a
    table too small for it shows the words in a dialog: scenes.lessons.CoachWords)."""
    box = coach_box(fonts, coach, room, sizes, margin)
    if box is None:
        return False
    _, head, font, heads, lines = box
    pad = max(4, margin // 2)
    return len(heads) * head_step(head) + len(lines) * font.get_linesize() + 2 * pad \
        <= room.height


def coach_box(fonts, coach: Coach, room: pygame.Rect, sizes: tuple[int, ...], margin: int):
    """(rect, heading font, font, heading lines, lines) of the coach's box in `room`, or
    None."""
    if room.width <= 4 * margin or room.height <= 0:
        return None
    words, _ = coach.words()
    pad = max(4, margin // 2)
    for i, size in enumerate(sizes):
        font = fonts.get(size)
        head = fonts.get(size, True)
        width = room.width - 2 * margin
        heads = heading_lines(head, coach.heading(), width)
        lines = theme.wrap(font, words, width)
        height = len(heads) * head_step(head) + len(lines) * font.get_linesize() + 2 * pad
        if height <= room.height or i == len(sizes) - 1:
            need = max([font.size(ln)[0] for ln in lines] + [head.size(h)[0] for h in heads])
            rect = pygame.Rect(0, 0, min(room.width, need + 2 * margin),
                               min(room.height, height))
            rect.midtop = (room.centerx, room.y)
            return rect, head, font, heads, lines
    return None


# ---------------------------------------------------------------------- progress
@dataclass
class Progress:
    """Which lessons are done and where each one left off, per game, in `path`
    (lessons.yaml in the data folder): `{game: {lesson: done | step}}`. A file that
    cannot be read is reported (`problem`, one line) and left as it is: nothing is
    written over it this time."""

    path: Optional[Path]
    data: dict = field(default_factory=dict)
    problem: str = ""

    @classmethod
    def load(cls, data_dir: Optional[Path]) -> "Progress":
        if data_dir is None:
            return cls(None)
        path = Path(data_dir) / PROGRESS_FILE
        try:
            data = yamlfile.read(path, yamlfile.LESSONS)
        except ReadError as exc:
            if exc.kind == "missing":
                return cls(path)
            return cls(path, {}, _broken(path, str(exc.message)))
        if data is None:
            return cls(path)
        if not _well_formed(data):
            return cls(path, {}, _broken(path, tr("not a list of lessons done")))
        return cls(path, {g: dict(v) for g, v in data.items()})

    def status(self, game: str, lesson: str):
        """DONE, the step a lesson was left at (an int), or None."""
        return self.data.get(game, {}).get(lesson)

    def at(self, game: str, lesson: str, step: int) -> None:
        mine = self.data.setdefault(game, {})
        if mine.get(lesson) == DONE:
            return  # a lesson done stays done, played again or not
        mine[lesson] = step
        self.save()

    def done(self, game: str, lesson: str) -> None:
        self.data.setdefault(game, {})[lesson] = DONE
        self.save()

    def save(self) -> None:
        if self.path is None or self.problem:
            return  # (a broken file is left for the player to look at)
        text = yaml.safe_dump(self.data, allow_unicode=True, sort_keys=True)
        try:
            write_atomic(self.path, text.encode("utf-8"))
        except OSError as exc:
            self.problem = tr("The lessons' progress could not be saved in {file} ({why})."
                              ).format(file=self.path, why=exc.strerror or exc)


def _broken(path: Path, why: str) -> str:
    return tr("The lessons' progress in {file} could not be read ({why}); it is left as it "
              "is, and nothing is saved to it until it is mended or removed.").format(
                  file=path, why=why)


def _well_formed(data: Any) -> bool:
    if not isinstance(data, dict):
        return False
    for game, lessons in data.items():
        if not isinstance(game, str) or not isinstance(lessons, dict):
            return False
        for key, value in lessons.items():
            if not isinstance(key, str):
                return False
            if value != DONE and (isinstance(value, bool) or not isinstance(value, int)
                                  or value < 0):
                return False
    return True


def status_words(progress: Progress, game: str, lesson: Lesson) -> tuple[str, bool]:
    """The lessons list's mark of a lesson: its words, and whether it is done."""
    state = progress.status(game, lesson.id)
    if state == DONE:
        return tr("Done"), True
    if isinstance(state, int) and 0 < state:
        at, n = lesson.counted(state)
        return tr("Left at step {n} of {m}").format(n=at, m=n), False
    return "", False


__all__ = ["Step", "Lesson", "Coach", "Progress", "draw_coach", "coach_box", "coach_fits",
           "status_words",
           "PROGRESS_FILE", "DONE"]
