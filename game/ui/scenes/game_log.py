"""The game log, the same for every game: every action of the deal or round in order, in
words ("Gleb: Bomb! four 7s", "Vera wishes for a 3", "Boris takes the trick"), the latest
at the bottom and in view, the current trick marked with a gold bar. Opened at the table
with L or its corner button, closed with L or Esc. A game gives the lines
(`LogLine`s) as the player at the screen may know them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from .. import canvas
from .. import theme
from ..i18n import tr
from .over_table import ScrollScene


@dataclass(frozen=True)
class LogLine:
    words: str
    kind: str = "action"  # "heading" (a phase: the bidding, the play), "action", "trick"
    # (who took a trick), "result"
    current: bool = False  # part of the trick on the table now


class GameLogScene(ScrollScene):
    """The log of the deal or round in progress, from `lines()`, asked again when
    `version()` changes, so that a move made while it is open shows."""

    name = "game-log"

    def __init__(self, app, lines: Callable[[], list[LogLine]],
                 version: Callable[[], object], title: str = ""):
        super().__init__(app)
        self.lines = lines
        self.version = version  # changes when a move is made (the session's `moves`)
        self.title = title or tr("Game log")
        self._rows = None
        self._seen = version()

    def enter(self) -> None:
        super().enter()
        self.scroll = 10 ** 9  # the latest at the bottom, in view
        self.clamp()

    def update(self, dt: float) -> None:
        seen = self.version()
        if seen != self._seen:  # a move came (a bot's, while the log is open)
            at_end = self.scroll >= self.total() - self.inner().height - 2
            self._rows = None
            self._seen = seen
            if at_end:
                self.scroll = 10 ** 9
            self.clamp()

    def resize(self) -> None:
        self._rows = None
        super().resize()

    def settings_changed(self) -> None:
        self._rows = None
        super().settings_changed()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.back()
            return True
        return super().handle(event)

    def rows(self) -> list:
        if self._rows is not None:
            return self._rows
        f, fb = self.font(22), self.font(22, True)
        bar = max(3, round(5 * self.unit))
        indent = round(28 * self.unit)
        out = []
        lines = self.lines()
        if not lines:
            out.append(_row(f, tr("Nothing has happened yet in this deal."), theme.INK_DIM, 0,
                            False, bar))
        for ln in lines:
            if ln.kind == "heading":
                out.append(_row(fb, ln.words, theme.GOLD, 0, False, bar, gap=True))
            elif ln.kind == "trick":
                out.append(_row(f, ln.words, (200, 220, 160), indent, ln.current, bar))
            elif ln.kind == "result":
                out.append(_row(fb, ln.words, theme.INK, 0, False, bar))
            else:
                out.append(_row(f, ln.words, theme.INK, indent, ln.current, bar))
        self._rows = out
        return out


def _row(font, words: str, colour, indent: int, marked: bool, bar: int,
         gap: bool = False) -> Callable:
    """One line of the log: marked with a gold bar at the left when it belongs to the
    trick on the table."""
    def draw(surface, x, y, width):
        top = y + (font.get_linesize() // 3 if gap else 0)
        lines = theme.wrap(font, words, width - indent - 2 * bar)
        h = len(lines) * font.get_linesize()
        if marked:
            canvas.rect(surface, theme.GOLD, (x, top, bar, h))
        for i, ln in enumerate(lines):
            theme.text(surface, font, ln, (x + indent, top + i * font.get_linesize()), colour)
        return h + (top - y) + 2
    return draw


__all__ = ["LogLine", "GameLogScene"]
