"""The exchange at Tichu's table (T8): a card for each of the three others, laid in the
slots in front of the player by dragging, by a click and then a slot, or by the keys 1,
2, 3, and passed together with Give; a Tichu may be called meanwhile."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tichu.engine.round import Action, Phase

from ..i18n import tr
from ..widgets import Button
from .table_scene import TichuTableScene


class TichuExchangeScene(TichuTableScene):
    """Three slots in front of the player, for the left opponent, the partner and the
    right opponent, left to right: drag a card onto a slot, or click a card and then a
    slot (or press 1, 2, 3); Give passes the three together (T8). A Tichu may be called
    meanwhile."""

    name = "tichu-exchange"
    phases = (Phase.EXCHANGE,)

    def controls(self) -> list[Button]:
        legal = self.viewer_legal()
        t = self.table
        out = []
        self.title = self.status = ""
        gives = any(a.kind == "give" for a in legal)
        if gives:
            ready = len(t.staged) == 3
            self.title = tr("Give a card to each player")
            if t.selected and not ready:
                self.status = tr("Now click a slot (or press 1, 2, 3)")
            elif ready:
                self.status = tr("Ready: Give passes the three cards")
            else:
                self.status = tr("Drag a card onto a slot, or click it and then the slot")
            self.status_ok = True
            out.append(Button(tr("Give"), self.give, enabled=ready,
                              hotkey=pygame.K_RETURN if ready else None, kind="main"))
            out.append(Button(tr("Take back"), self.clear, enabled=bool(t.staged)))
        if any(a.kind == "tichu" for a in legal):
            out.insert(0, Button(tr("Tichu!"), self.call_tichu, hotkey=pygame.K_t))
        if out and not gives:
            self.title = tr("Waiting for the others to choose their cards")
        return out

    def drags_anywhere(self) -> bool:
        return True

    def giving(self) -> bool:
        return any(a.kind == "give" for a in self.viewer_legal())

    def card_clicked(self, card: int) -> None:
        t = self.table
        if not self.giving():
            return
        t.selected = set() if card in t.selected else {card}
        t.sync()
        self.refresh()

    def card_flicked(self, card: int) -> None:
        self.card_clicked(card)

    def stage(self, card: int, rel: int) -> None:
        t = self.table
        if not self.giving() or rel not in (1, 2, 3):
            return
        for r, c in list(t.staged.items()):
            if c == card:
                del t.staged[r]
        t.staged[rel] = card  # a card already in that slot goes back to the hand
        t.selected = set()
        t.sync()
        self.refresh()

    def card_at(self, pos) -> Optional[int]:
        card = super().card_at(pos)
        if card is None and not self.table.hidden and self.giving():
            card = self.table.slot_card_at(pos)
        return card

    def pressed(self, pos) -> bool:
        t = self.table
        rel = t.slot_at(pos)
        if rel is not None and t.selected and self.giving():
            self.stage(next(iter(t.selected)), rel)
            return True
        return False

    def dropped(self, card: int, pos) -> None:
        t = self.table
        rel = t.slot_at(pos)
        if rel is not None:
            self.stage(card, rel)
            return
        if card in t.staged.values():  # taken out of its slot
            t.staged = {r: c for r, c in t.staged.items() if c != card}
            if pos[1] < t.layout.hand_top():
                self.refresh()
                return
        self.reorder(card, pos[0])
        self.refresh()

    def key(self, event: pygame.event.Event) -> bool:
        t = self.table
        if event.key in (pygame.K_1, pygame.K_2, pygame.K_3) and self.giving():
            card = next(iter(t.selected), None) if t.selected else t.hover
            if card is not None:
                self.stage(card, t.layout.slot_rels()[event.key - pygame.K_1])
                return True
        return super().key(event)

    def clear(self) -> None:
        self.table.staged = {}
        self.table.sync()
        self.refresh()

    def give(self) -> None:
        t = self.table
        if len(t.staged) != 3:
            return
        staged, seat = dict(t.staged), t.viewer
        for rel, card in sorted(staged.items()):
            to = t.seat_at(rel)
            del t.staged[rel]
            if not self.act(Action("give", seat, (card, to))):
                t.staged = {}
                break
        t.sync()
        self.refresh()


__all__ = ["TichuExchangeScene"]
