"""The hand of the player at Tichu's table under the pointer and the keys, for its
scenes (a mixin of TichuTableScene): a card pressed, dragged within the hand (or onto an
exchange slot), flicked or clicked up into the selection; Left and Right walk over the
hand, Space or Up picks the card in focus. What a click, a flick or a drop does is each
scene's (`card_clicked`, `card_flicked`, `dropped`, `pressed`)."""
from __future__ import annotations

import time
from typing import Optional

import pygame

from ..flick import Gesture, is_flick


class HandInput:
    """The pointer and the keys over the hand; mixed into TichuTableScene, whose `table`,
    `gesture` (the card being pressed) and `refresh` it uses."""

    def pointer(self, event: pygame.event.Event) -> bool:
        """A press, move or release of the pointer: a press puts the cards received into
        the hand, or sweeps a finished trick (auto_flip off); on a card of the hand it
        starts a gesture, which the moves follow and the release ends as a click, a
        flick or a drag."""
        t = self.table
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if t.received is not None:
                t.take_received()
                return True
            if t.shown_trick is not None and not self.app.settings.auto_flip:
                t.flip_trick()
                return True
            card = self.card_at(event.pos)
            if card is not None:
                self.gesture = Gesture(card, event.pos, time.monotonic())
                self.gesture.button = event.button
                self.gesture.add(time.monotonic(), *event.pos)
                return True
            return self.pressed(event.pos)
        if event.type == pygame.MOUSEMOTION:
            if self.gesture is not None:
                g = self.gesture
                g.add(time.monotonic(), *event.pos)
                dx, dy = g.moved
                lay = t.layout
                if t.dragging or abs(dx) > lay.card_w * 0.3 or (
                        self.drags_anywhere() and abs(dy) > lay.card_h * 0.3):
                    if self.drags_anywhere() or abs(dy) < lay.card_h * 0.6 or t.dragging:
                        y = event.pos[1] if self.drags_anywhere() else lay.hand_y
                        t.dragging = (g.card, event.pos[0], y)
                        t.sync()
                return True
            hover = self.card_at(event.pos)
            if hover != t.hover:
                t.hover = hover
                t.sync()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3) \
                and self.gesture is not None:
            g, self.gesture = self.gesture, None
            now = time.monotonic()
            g.add(now, *event.pos)
            if t.dragging:
                t.dragging = None
                self.dropped(g.card, event.pos)
                t.sync()
                return True
            if event.button == 1 and self.app.settings.flicking and is_flick(
                    g, t.layout.card_h, now):
                self.card_flicked(g.card)
                return True
            if event.button == 1 and abs(g.moved[0]) + abs(g.moved[1]) < t.layout.card_w * 0.5:
                self.card_clicked(g.card)
            return True
        return False

    def card_at(self, pos) -> Optional[int]:
        t = self.table
        if t.hidden or t.demo:
            return None
        return t.hand_card_at(pos)

    def drags_anywhere(self) -> bool:
        """A card dragged follows the pointer anywhere (onto a slot), not only along the
        hand."""
        return False

    def pressed(self, pos) -> bool:
        """A click on the table, not on a card of the hand."""
        return False

    def dropped(self, card: int, pos) -> None:
        """A dragged card let go: put it where it was dropped within the hand."""
        self.reorder(card, pos[0])

    def reorder(self, card: int, x: float) -> None:
        t = self.table
        obs = t.observation()
        hand = t.shown_hand(obs)
        if card not in t.hand_order:
            return
        rest = [c for c in hand if c != card]
        pos = t.layout.hand_positions(len(hand))
        slot = sum(1 for px, _ in pos[:len(rest)] if px < x)
        before = rest[slot] if slot < len(rest) else None
        order = [c for c in t.hand_order if c != card]
        i = order.index(before) if before is not None else len(order)
        order.insert(i, card)
        t.hand_order = order
        t.sync()

    def key(self, event: pygame.event.Event) -> bool:
        """Left and right walk over the hand; Space or Up picks the card in focus."""
        t = self.table
        if t.hidden or t.demo:
            return False
        hand = t.shown_hand(t.observation())
        if not hand:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            i = hand.index(t.hover) if t.hover in hand else (
                -1 if event.key == pygame.K_RIGHT else len(hand))
            i = max(0, min(len(hand) - 1, i + (1 if event.key == pygame.K_RIGHT else -1)))
            t.hover = hand[i]
            self.row.focus = -1
            t.sync()
            return True
        if event.key in (pygame.K_SPACE, pygame.K_UP) and t.hover in hand and self.row.focus < 0:
            self.card_clicked(t.hover)
            return True
        return False

    def card_clicked(self, card: int) -> None:
        """A click (or Space) on a card of the hand: it goes up into the selection, or
        down out of it."""
        t = self.table
        if card in t.selected:
            t.selected.discard(card)
        else:
            t.selected.add(card)
        t.sync()
        self.refresh()

    def card_flicked(self, card: int) -> None:
        self.card_clicked(card)


__all__ = ["HandInput"]
