"""Buttons and keyboard focus: what every dialog and menu is made of."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

import pygame

from . import canvas
from . import theme


@dataclass(eq=False)
class Button:
    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    visible: bool = True
    toggled: bool = False  # drawn as pressed (a chosen option)
    hotkey: Optional[int] = None
    tip: str = ""
    kind: str = ""  # "" one of the others, "main" the action to go on, "danger" a loss

    def draw(self, surface: pygame.Surface, font: pygame.font.Font, hover: bool,
             focus: bool) -> None:
        if not self.visible:
            return
        # drawn as last frame, with the same words and look: its calls again (canvas.replay)
        key = (self.label, tuple(self.rect), self.enabled, self.kind, hover, self.toggled,
               focus, font)
        if canvas.replay(surface, ("button", tuple(self.rect)), key):
            return
        with canvas.keep(surface, ("button", tuple(self.rect)), key):
            self._draw(surface, font, hover, focus)

    def _draw(self, surface: pygame.Surface, font: pygame.font.Font, hover: bool,
              focus: bool) -> None:
        hot = hover or self.toggled
        ink = theme.INK
        if not self.enabled:
            colour, edge, ink = theme.BUTTON_OFF, (90, 130, 110), (120, 130, 125)
        elif self.kind == "main":
            colour, edge, ink = theme.MAIN_HOT if hot else theme.MAIN, theme.GOLD, theme.MAIN_INK
        elif self.kind == "danger":
            colour, edge = theme.DANGER_HOT if hot else theme.DANGER, theme.DANGER_EDGE
        else:
            colour = theme.BUTTON_HOT if hot else theme.BUTTON
            edge = theme.GOLD if self.toggled else (90, 130, 110)
        radius = max(6, self.rect.height // 4)
        theme.note(surface, "panel", self.rect)
        canvas.rect(surface, colour, self.rect, border_radius=radius)
        if focus:
            edge = theme.FOCUS if self.kind != "main" else (255, 250, 225)
        line = theme.line_width()
        canvas.rect(surface, edge, self.rect, line + 1 if focus else line, border_radius=radius)
        shown = self.shown_label(font)
        theme.text(surface, font, shown, self.rect.center, ink, "center", owner=self.rect,
                   role="" if shown == self.label else "cut")

    def shown_label(self, font: pygame.font.Font) -> str:
        """The label as it fits the button: cut with an ellipsis when too long."""
        label = self.label
        room = self.rect.width - 2 * max(4, self.rect.height // 5)
        while font.size(label)[0] > room and len(label) > 3:
            label = label[:-2] + "…"
        return label


class ButtonRow:
    """A set of buttons with mouse hover, click, and keyboard focus (arrows, Tab,
    Enter/Space)."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.focus: int = -1
        self.hover: Optional[Button] = None

    def set(self, buttons: list[Button], default: int = -1) -> None:
        """New buttons; when they are as many as before the focus stays where it was (an
        option whose value just changed keeps it), else it goes to `default`."""
        old = self.focus
        same = 0 <= old < len(buttons) and len(buttons) == len(self.buttons)
        self.buttons = buttons
        self.focus = old if same and old in self.usable() else default

    def usable(self) -> list[int]:
        return [i for i, b in enumerate(self.buttons) if b.visible and b.enabled]

    def move_focus(self, step: int) -> None:
        idx = self.usable()
        if not idx:
            self.focus = -1
            return
        if self.focus not in idx:
            self.focus = idx[0] if step > 0 else idx[-1]
        else:
            self.focus = idx[(idx.index(self.focus) + step) % len(idx)]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            b = self.at(event.pos)
            if b is not None:
                b.action()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.at(event.pos) is not None
        if event.type == pygame.KEYDOWN:
            # the button in focus first: Enter on "Redeal" must not fire a hotkey's button
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus in self.usable():
                    self.buttons[self.focus].action()
                    return True
            for b in self.buttons:
                if b.hotkey == event.key and b.visible and b.enabled:
                    b.action()
                    return True
            if event.key in (pygame.K_TAB,):
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
        return False

    def at(self, pos) -> Optional[Button]:
        for b in self.buttons:
            if b.visible and b.enabled and b.rect.collidepoint(pos):
                return b
        return None

    def draw(self, surface: pygame.Surface, font: pygame.font.Font,
             hide: Optional[pygame.Rect] = None) -> None:
        """The buttons, but those a page over them at `hide` would cut; the focus ring
        only round a button that can be pressed."""
        for i, b in enumerate(self.buttons):
            if hide is None or not hide.colliderect(b.rect):
                b.draw(surface, font, b is self.hover, i == self.focus and b.enabled)


# ---------------------------------------------------------------- a field to type in
def edited(text: str, event: pygame.event.Event, limit: int) -> Optional[str]:
    """`text` after `event` in a field being typed in (what was typed added, without
    control or reordering characters, at most `limit` long; Backspace), or None if the
    event does not change it."""
    if event.type == pygame.TEXTINPUT:
        from game.core.yamlfile import strip_controls
        return (text + strip_controls(event.text))[:limit]
    if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
        return text[:-1]
    return None


def draw_field(surface: pygame.Surface, font: pygame.font.Font, rect: pygame.Rect,
               text: str, editing: bool) -> None:
    """A field to type in: light, its edge lit and a blinking caret while typed in."""
    canvas.rect(surface, (250, 248, 238) if editing else (230, 228, 215), rect,
                border_radius=8)
    canvas.rect(surface, theme.FOCUS if editing else theme.GOLD, rect, 3 if editing else 1,
                border_radius=8)
    caret = "|" if editing and (pygame.time.get_ticks() // 500) % 2 else ""
    shown = theme.clipped(font, text + caret, rect.width - 20)
    theme.text(surface, font, shown, (rect.x + 10, rect.centery), (20, 30, 25), "midleft",
               owner=rect)

