"""What many scenes share: a column of buttons with keyboard focus, and overlay dialogs."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from .. import theme
from ..i18n import tr
from ..scene import Scene
from ..widgets import Button, ButtonRow


class ButtonScene(Scene):
    """A scene whose controls are Buttons: mouse, Tab/arrows and Enter/Space, Esc = back."""

    def __init__(self, app):
        super().__init__(app)
        self.row = ButtonRow()
        self._built_for: Optional[tuple] = None

    @property
    def unit(self) -> float:
        w, h = self.app.screen_size
        return min(w / 1920, h / 1080)

    def font(self, px: float, bold: bool = False) -> pygame.font.Font:
        return self.app.fonts.get(max(11, round(px * self.unit)), bold)

    def build(self) -> list[Button]:
        """The buttons, placed for the current window size."""
        return []

    def layout(self) -> None:
        self.default_focus = -1  # build() may name the button Enter presses at first
        buttons = self.build()
        self.row.set(buttons, self.default_focus)
        self._built_for = self.app.screen_size

    def enter(self) -> None:
        self.layout()

    def resume(self) -> None:
        self.layout()

    def resize(self) -> None:
        self.layout()

    def settings_changed(self) -> None:
        self.layout()

    def back(self) -> None:
        """Esc."""

    def handle(self, event: pygame.event.Event) -> bool:
        if self.row.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.row.move_focus(1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.row.move_focus(-1)
                return True
        return False

    def draw_buttons(self, surface: pygame.Surface, px: float = 26) -> None:
        self.row.draw(surface, self.font(px))


def column(buttons: Sequence[Button], center_x: int, top: int, width: int, height: int,
           gap: int) -> list[Button]:
    y = top
    for b in buttons:
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (center_x, y)
        y += height + gap
    return list(buttons)


def row_of(buttons: Sequence[Button], center_x: int, y: int, width: int, height: int,
           gap: int) -> list[Button]:
    total = len(buttons) * width + (len(buttons) - 1) * gap
    x = center_x - total // 2
    for b in buttons:
        b.rect = pygame.Rect(x, y, width, height)
        x += width + gap
    return list(buttons)


class Dialog(ButtonScene):
    """A box over the scene beneath: a title, lines of text and a row of buttons."""

    opaque = False
    modal = True
    name = "dialog"

    def __init__(self, app, title: str, lines: Sequence[str],
                 choices: Sequence[tuple[str, Callable[[], None]]],
                 escape: Optional[Callable[[], None]] = None):
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.choices = list(choices)
        self.escape = escape
        self.box = pygame.Rect(0, 0, 0, 0)

    def _choose(self, fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.stack.pop(self)
            fn()
        return run

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = self.unit
        width = round(min(w * 0.9, 900 * max(u, 0.75)))
        body = self.font(24)
        lines = []
        for line in self.lines:
            lines += theme.wrap(body, line, width - round(60 * u))
        self.wrapped = lines
        bh = round(56 * max(u, 0.7))
        height = round(90 * u) + len(lines) * body.get_linesize() + bh + round(70 * u)
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        bw = min(round(260 * max(u, 0.7)), (width - 40) // max(1, len(self.choices)) - 16)
        buttons = [Button(tr(label), self._choose(fn)) for label, fn in self.choices]
        out = row_of(buttons, self.box.centerx, self.box.bottom - bh - round(28 * u), bw, bh,
                     round(16 * u))
        if out:
            self.default_focus = 0
        return out

    def back(self) -> None:
        if self.escape is not None:
            self._choose(self.escape)()

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 110)
        theme.panel(surface, self.box)
        u = self.unit
        theme.text(surface, self.font(34, True), self.title,
                   (self.box.centerx, self.box.y + round(24 * u)), theme.GOLD, "midtop")
        body = self.font(24)
        y = self.box.y + round(90 * u)
        for line in self.wrapped:
            theme.text(surface, body, line, (self.box.x + round(30 * u), y))
            y += body.get_linesize()
        self.draw_buttons(surface, 24)
