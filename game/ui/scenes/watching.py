"""Watching a recorded game again, for either game's viewer: the position in the game
(game/core/steps.py), stepped by action, by trick or by deal (a round of Tichu), to the
start or the end, or played at the animation speed. A step forward is the engine's
action, shown as the table shows a move; a step back or a jump puts the game at that
position and the cards fly to their places.

The game's viewer gives `steps` (its positions: `steps`, `last`, `action_at`,
`match_at`), `session` (with `match` and `moves`, as the table reads it) and `table`
(`taken_back`, `present`, `sync`, `update`, `busy`, `tween`), and builds and draws the
rest."""
from __future__ import annotations

import pygame

from ..i18n import tr
from ..widgets import Button
from .base import ButtonScene

PLAY_STEP = 0.9  # seconds between two actions when the game plays itself, at normal speed


class Watching(ButtonScene):
    """Stepping through a recorded game at its table."""

    def __init__(self, app, steps, session, table):
        super().__init__(app)
        self.steps = steps
        self.session = session
        self.table = table
        self.position = 0
        self.playing = False
        self.clock = 0.0

    # ------------------------------------------------------------ moving
    def go(self, position: int) -> None:
        """To `position`: one step forward is shown as the move; anything else is a jump."""
        position = max(0, min(self.steps.last, position))
        if position == self.position:
            return
        action = self.steps.action_at(self.position) if position == self.position + 1 else None
        self.table.taken_back()
        if action is not None:
            events = self.session.match.apply(action)
            self.session.moves += 1
            self.table.present(events)
        else:
            self.session.match = self.steps.match_at(position)
            self.session.moves += 1
            self.table.sync()
        self.position = position
        self.layout()

    def step(self, level: str, forward: bool) -> None:
        self.playing = False
        s = self.steps.steps
        self.go(s.forward(self.position, level) if forward else s.back(self.position, level))

    def toggle_play(self) -> None:
        if self.position >= self.steps.last:
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0
        self.layout()

    def update(self, dt: float) -> None:
        t = self.table
        t.update(dt)
        if not self.playing or t.busy or t.tween.moving():
            return
        self.clock += dt * max(self.app.speed, 0.25)
        if self.clock >= PLAY_STEP:
            self.clock = 0.0
            if self.position >= self.steps.last:
                self.playing = False
                self.layout()
            else:
                self.go(self.position + 1)

    # ------------------------------------------------------------ controls
    def step_buttons(self, back_deal: str, deal_on: str) -> list[Button]:
        """« Deal, ‹ Trick, ‹, Play (or Pause), ›, Trick ›, Deal » (the unit's words are
        the game's)."""
        at_start, at_end = self.position <= 0, self.position >= self.steps.last
        return [
            Button(back_deal, lambda: self.step("deal", False), enabled=not at_start),
            Button(tr("‹ Trick"), lambda: self.step("trick", False), enabled=not at_start),
            Button("‹", lambda: self.step("action", False), enabled=not at_start),
            Button(tr("Pause") if self.playing else tr("Play"), self.toggle_play),
            Button("›", lambda: self.step("action", True), enabled=not at_end),
            Button(tr("Trick ›"), lambda: self.step("trick", True), enabled=not at_end),
            Button(deal_on, lambda: self.step("deal", True), enabled=not at_end),
        ]

    def back(self) -> None:
        self.app.stack.pop(self)
        if not self.app.stack.scenes:
            from .menu import MainMenu
            self.app.push(MainMenu(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            keys = {pygame.K_RIGHT: ("trick" if shift else "action", True),
                    pygame.K_LEFT: ("trick" if shift else "action", False),
                    pygame.K_DOWN: ("trick", True), pygame.K_UP: ("trick", False),
                    pygame.K_PAGEDOWN: ("deal", True), pygame.K_PAGEUP: ("deal", False)}
            if event.key in keys:
                self.step(*keys[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.playing = False
                self.go(0)
                return True
            if event.key == pygame.K_END:
                self.playing = False
                self.go(self.steps.last)
                return True
            if event.key == pygame.K_SPACE:
                self.toggle_play()
                return True
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
        return super().handle(event)
