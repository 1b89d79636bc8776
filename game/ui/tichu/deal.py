"""The deal at Tichu's table: the cards fly out from the middle, 8 each, and the Grand
Tichu question is put with those 8 in view (T4); then the other 6 (T5). A click or Enter
finishes the deal at once."""
from __future__ import annotations

import pygame

from game.tichu.engine.round import Action, Phase

from ..i18n import personal, tr
from ..widgets import Button
from .table_scene import TichuTableScene

CARD_EVERY = 0.05  # seconds between two cards leaving the deck (normal speed)


class TichuDealScene(TichuTableScene):
    """The cards fly out, 8 each; the Grand Tichu question with those 8 in view (T4);
    then the other 6 (T5)."""

    name = "tichu-deal"
    phases = (Phase.GRAND,)

    def __init__(self, app, table):
        super().__init__(app, table)
        self.clock = 0.0
        self.app.sounds.play("shuffle", 0.6)

    def settled(self) -> bool:
        d = self.table.dealing
        if d is not None:
            return d.count >= len(d.order) // 2
        return not self.table.tween.moving()

    def controls(self) -> list[Button]:
        legal = self.viewer_legal()
        self.title = self.status = ""
        if not any(a.kind == "grand" for a in legal):
            return []
        seat = self.table.viewer
        self.title = tr("Grand Tichu? You have seen 8 of your 14 cards")
        self.status = tr("200 points if you go out first, 200 off if not")
        self.status_ok = True
        return [Button(tr("Grand Tichu!"), lambda: self.act(Action("grand", seat, True)),
                       hotkey=pygame.K_g),
                Button(tr("No"), lambda: self.act(Action("grand", seat, False)),
                       hotkey=pygame.K_n)]

    def update(self, dt: float) -> None:
        t = self.table
        d = t.dealing
        if d is None:
            super().update(dt)
            return
        t.warm()
        speed = self.app.speed
        self.clock += dt * (speed if speed > 0 else 1000.0)
        want = min(len(d.order), int(self.clock / CARD_EVERY))
        if want != d.count:
            if want > d.count and speed > 0 and want % 4 == 0:
                self.app.sounds.play("deal", 0.3)
            d.count = want
            t.sync()
        t.update(dt)
        if d.count >= len(d.order) and not t.tween.moving():
            t.dealing = None
            self.clock = 0.0
            t.sync()
            if d.before == (0, 0, 0, 0):
                t.say(personal(t.name(d.dealer), tr("{name} dealt"), tr("You dealt")), 0.9)
            self.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.table.dealing is not None:
            if event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in (
                    pygame.K_RETURN, pygame.K_SPACE)):
                self.clock = 1e9  # a click finishes the deal at once
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            return False
        return super().handle(event)

    def card_clicked(self, card: int) -> None:
        """Nothing to pick before the exchange."""


__all__ = ["TichuDealScene"]
