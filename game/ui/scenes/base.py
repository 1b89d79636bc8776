"""What many scenes share: a column of buttons with keyboard focus, and overlay dialogs."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from .. import theme
from ..layout import min_text
from ..i18n import tr
from ..prompt import strip_rules
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
        """DejaVu Sans at `px` pixels on a full HD window, scaled to this one. Body text
        (24 px and less) is never under the least size for the window (layout.min_text),
        and a title keeps some of its proportion to that size (up to 1.5 times), so it
        stays a title."""
        least = min_text(self.app.screen_size[1]) * min(1.5, max(1.0, px / 24))
        return self.app.fonts.get(round(max(least, px * self.unit)), bold)

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


def fit_row(buttons: Sequence[Button], font: pygame.font.Font, center_x: int, y: int,
            room: int, height: int, gap: int, least: int = 0,
            pad: Optional[int] = None) -> list[Button]:
    """Buttons in a row at most `room` wide, centred on `center_x`: all alike and
    sharing the room when the longest label fits in that share, else each as wide as its
    own label needs (at least `least`; an empty label is a place kept, e.g. for a value
    box) with what is left shared out. `pad`: the air each side of a label (a third of
    the height unless told)."""
    pad = max(8, height // 3) if pad is None else pad
    need = [max(least, font.size(b.label)[0] + 2 * pad if b.label else 0) for b in buttons]
    n = len(buttons)
    avail = room - gap * (n - 1)
    if max(need) * n <= avail:
        widths = [avail // n] * n
    else:
        extra = max(0, avail - sum(need)) // n
        widths = [w + extra for w in need]
    x = center_x - (sum(widths) + gap * (n - 1)) // 2
    for b, w in zip(buttons, widths):
        b.rect = pygame.Rect(x, y, w, height)
        x += w + gap
    return list(buttons)


class TakingBack:
    """Undo and redo at a game's table (either game; ui/undo.py): Ctrl+Z, Ctrl+Shift+Z or
    Ctrl+Y, and the Undo button. The scene has `session` (undo, redo, undo_allowed) and
    `table` (demo, dealing, warn, taken_back); `taken_back()` is what the scene itself
    holds of the moves just taken back or done again, `stepped()` how many undo steps the
    table takes as one decision."""

    def undo_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL and \
                event.key in (pygame.K_z, pygame.K_y):
            if event.key == pygame.K_y or event.mod & pygame.KMOD_SHIFT:
                self.redo()
            else:
                self.undo()
            return True
        return False

    def undo(self) -> None:
        if getattr(self, "coach", None) is not None:  # a lesson takes its wrong moves
            self.table.warn(tr("In a lesson a wrong move is taken back for you"))  # back
            return
        self.take_back(self.session.undo, self.nothing_to_undo())

    def undo_button(self):
        """Undo under the scores; at a networked table (the session's `networked`), where
        nothing is taken back, Say… in its place (a quick word to the others)."""
        view = getattr(self.session, "networked", None)
        if view is not None:
            from .network import say_button
            return say_button(self.app, view)
        return Button(tr("Undo"), self.undo, enabled=self.session.can_undo(),
                      visible=self.session.undo_allowed and not self.table.demo)

    def nothing_to_undo(self) -> str:
        """What Ctrl+Z says when there is nothing to take back."""
        raise NotImplementedError

    def redo(self) -> None:
        if getattr(self, "coach", None) is None:  # (nothing is redone in a lesson)
            self.take_back(self.session.redo, tr("Nothing to redo"))

    def take_back(self, step: Callable[[], bool], nothing: str) -> None:
        t = self.table
        if t.demo:
            return
        if not self.session.undo_allowed:
            t.warn(tr("Undo is off in hot-seat games: the others have seen the move"))
            return
        if t.dealing is not None or not self.stepped(step):
            t.warn(nothing)
            return
        self.taken_back()
        t.taken_back()
        self.app.sounds.play("deal", 0.4)
        self.layout()

    def stepped(self, step: Callable[[], bool]) -> bool:
        """Undo or redo once, as the table takes one decision."""
        return step()

    def taken_back(self) -> None:
        """What the scene itself holds of the moves just taken back or done again."""


class Dialog(ButtonScene):
    """A box over the scene beneath: a title, lines of text and a row of buttons."""

    opaque = False
    modal = True
    name = "dialog"

    def __init__(self, app, title: str, lines: Sequence[str],
                 choices: Sequence[tuple],
                 escape: Optional[Callable[[], None]] = None):
        """`choices`: (label, what it does) or (label, what it does, the button's kind:
        "main", "danger"), in the order of the row."""
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
        title = self.font(34, True).size(self.title)[0] + 24  # (a long title widens it)
        width = round(min(w * 0.9, max(900 * max(u, 0.75), title)))
        body = self.font(24)
        lines = []
        for line in self.lines:  # a player reads the reason, not the rule's number
            lines += theme.wrap(body, strip_rules(line), width - 2 * self.pad())
        self.wrapped = lines
        bh = max(round(56 * max(u, 0.7)), self.font(24).get_linesize() + 12)
        height = self.title_h() + len(lines) * body.get_linesize() + bh + round(70 * u)
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        most = (width - 40) // max(1, len(self.choices)) - 16
        buttons = [Button(tr(label), self._choose(fn), kind=(kind[0] if kind else ""))
                   for label, fn, *kind in self.choices]
        need = max((self.font(24).size(b.label)[0] for b in buttons), default=0) \
            + round(32 * max(u, 0.7))  # a long label (another language) widens its button
        bw = min(max(round(260 * max(u, 0.7)), need), most)
        out = row_of(buttons, self.box.centerx, self.box.bottom - bh - round(28 * u), bw, bh,
                     round(16 * u))
        if out:  # Enter takes the first choice, unless it loses something: then the next
            danger = [b.kind == "danger" for b in buttons]
            self.default_focus = next((i for i, d in enumerate(danger) if not d), 0) \
                if danger[0] else 0
        return out

    def pad(self) -> int:
        """The room left and right of the lines."""
        return max(12, round(30 * self.unit))

    def title_h(self) -> int:
        """From the box's top to its first line: the title and some air."""
        return round(24 * self.unit) + self.font(34, True).get_linesize() + round(30 * self.unit)

    def back(self) -> None:
        if self.escape is not None:
            self._choose(self.escape)()

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, theme.DIM)
        theme.panel(surface, self.box, colour=theme.DIALOG)
        u = self.unit
        title = self.font(34, True)
        theme.text(surface, title, theme.clipped(title, self.title, self.box.width - 24),
                   (self.box.centerx, self.box.y + round(24 * u)), theme.GOLD, "midtop",
                   owner=self.box)
        body = self.font(24)
        y = self.box.y + self.title_h()
        for line in self.wrapped:
            theme.text(surface, body, line, (self.box.x + self.pad(), y), owner=self.box)
            y += body.get_linesize()
        self.draw_buttons(surface, 24)
