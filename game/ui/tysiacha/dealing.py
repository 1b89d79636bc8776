"""The deal animation: cards fly from the dealer's deck to the seats and the prikup, one
by one in the order of `deal_method` (R9)."""
from __future__ import annotations

import pygame

from ..i18n import personal, tr
from .table_scene import TableScene, scene_for, warm_art

CARD_EVERY = 0.07  # seconds between two cards leaving the deck (normal speed)


class DealScene(TableScene):
    name = "deal"

    def __init__(self, app, table):
        super().__init__(app, table)
        self.clock = 0.0
        self.done_at = None
        self.app.sounds.play("shuffle", 0.6)

    def settled(self) -> bool:
        d = self.table.dealing
        return d is not None and d.count >= len(d.order) // 2

    def controls(self):
        return []

    def build(self):
        return []

    def update(self, dt: float) -> None:
        t = self.table
        warm_art(self.app)
        d = t.dealing
        if d is None:
            self.app.stack.replace(self, scene_for(self.app, t))
            return
        speed = self.app.speed
        self.clock += dt * (speed if speed > 0 else 1000.0)
        want = min(len(d.order), int(self.clock / CARD_EVERY))
        if want != d.count:
            if want > d.count and speed > 0:
                self.app.sounds.play("deal", 0.35)
            d.count = want
            t.sync()
        t.tween.update(dt)
        if d.count >= len(d.order) and not t.tween.moving():
            t.dealing = None
            t.sync()
            t.say(personal(t.name(d.dealer), tr("{name} dealt"), tr("You dealt")), 0.9)
            self.app.stack.replace(self, scene_for(self.app, t))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_SPACE)):
            self.clock = 1e9  # a click finishes the deal at once
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        return False
