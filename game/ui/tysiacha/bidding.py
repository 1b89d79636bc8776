"""The bidding (R14-R19): on the human's turn a bid dialog with Pass, -step / +step, the
value (typed digits go straight into it) and Bid; only legal bids can be made."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.deal import Phase

from .. import canvas
from .. import theme
from ..i18n import tr
from ..widgets import Button
from ..scenes.base import fit_row
from .table_scene import TableScene


class ValuePicker:
    """A value among the legal ones, stepped with - and + or typed in."""

    def __init__(self) -> None:
        self.values: list[int] = []
        self.value: Optional[int] = None
        self.typed = ""
        self._arrows: tuple = ()  # the - and + buttons, lit only where they lead somewhere

    def offer(self, values: list[int]) -> None:
        values = sorted(values)
        if values != self.values:
            self.values = values
            self.value = values[0] if values else None
            self.typed = ""
        self._light()

    def arrows(self, minus, plus) -> None:
        """The buttons that step the value: each enabled only while it can step."""
        self._arrows = (minus, plus)
        self._light()

    def _light(self) -> None:
        if self._arrows:
            minus, plus = self._arrows
            v, vs = self.value, self.values
            minus.enabled = bool(vs) and v is not None and v > vs[0]
            plus.enabled = bool(vs) and v is not None and v < vs[-1]

    def step(self, k: int) -> None:
        if not self.values:
            return
        i = self.values.index(self.value) if self.value in self.values else 0
        self.value = self.values[max(0, min(len(self.values) - 1, i + k))]
        self.typed = ""
        self._light()

    def type(self, ch: str) -> None:
        """A digit typed: the value becomes the typed number when it is a legal one."""
        self.typed = (self.typed + ch)[-3:]
        n = int(self.typed)
        if n in self.values:
            self.value = n
            self._light()

    def backspace(self) -> None:
        self.typed = self.typed[:-1]
        if self.typed and int(self.typed) in self.values:
            self.value = int(self.typed)
            self._light()

    @property
    def ready(self) -> bool:
        """The value shown can be sent: nothing half typed, or a legal number typed."""
        return self.value is not None and (not self.typed or int(self.typed) == self.value)

    def key(self, event: pygame.event.Event) -> bool:
        """Digits type the value; Backspace, Up/Down and +/- change it."""
        if not self.values:
            return False
        if event.unicode and event.unicode.isdigit():
            self.type(event.unicode)
        elif event.key == pygame.K_BACKSPACE:
            self.backspace()
        elif event.key in (pygame.K_UP, pygame.K_KP_PLUS, pygame.K_EQUALS, pygame.K_PLUS):
            self.step(1)
        elif event.key in (pygame.K_DOWN, pygame.K_KP_MINUS, pygame.K_MINUS):
            self.step(-1)
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, font) -> None:
        """The value box: the typed digits in red until they make a legal value."""
        theme.note(surface, "panel", rect)
        canvas.rect(surface, (245, 242, 230), rect, border_radius=8)
        shown = self.typed or (str(self.value) if self.value is not None else "—")
        colour = (20, 30, 25) if self.ready or not self.typed else theme.RED
        theme.text(surface, font, shown, rect.center, colour, "center", owner=rect)


class BiddingScene(TableScene):
    name = "bidding"
    phases = (Phase.BIDDING,)

    def __init__(self, app, table):
        super().__init__(app, table)
        self.picker = ValuePicker()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.value_rect = pygame.Rect(0, 0, 0, 0)

    def controls(self) -> list[Button]:
        legal = self.legal()
        if not legal:
            return []
        bids = [A.bid_value(a) for a in legal if A.is_bid(a)]
        self.picker.offer(bids)
        lay = self.table.layout
        self.box = lay.table_dialog(6.4)
        bh = lay.button_h
        gap = max(4, lay.margin // 2)
        minus = Button(f"−{self.session.rules.bid_step}", lambda: self.picker.step(-1))
        plus = Button(f"+{self.session.rules.bid_step}", lambda: self.picker.step(1))
        self.picker.arrows(minus, plus)
        bid = Button(tr("Bid"), self.bid, enabled=bool(bids), hotkey=pygame.K_b, kind="main")
        pas = Button(tr("Pass"), lambda: self.act(A.PASS), enabled=A.PASS in legal,
                     hotkey=pygame.K_p)
        y = self.box.bottom - bh - gap
        font = self.app.fonts.get(lay.font_small)
        out = fit_row([pas, minus, Button("", lambda: None, enabled=False), plus, bid],
                      font, self.box.centerx, y, self.box.width - gap * 4, bh, gap,
                      least=self.value_font(pygame.Rect(0, 0, 0, bh)).size("8888")[0])
        self.value_rect = out[2].rect
        out.pop(2)
        self.default_focus = 3 if bids else 0
        return out

    def value_rects(self) -> list[pygame.Rect]:
        return [self.value_rect] if self.legal() else []

    def ask(self) -> str:
        obs = self.table.observation()
        if not self.picker.values:
            return tr("You may only pass now")
        least = self.picker.values[0]
        only = len(self.picker.values) == 1  # (no "or more" where nothing more may be bid)
        if not obs.bids:  # R15: the forced opening bid
            return tr("You open the bidding: bid {n}").format(n=least) if only else \
                tr("You open the bidding: bid {n} or more").format(n=least)
        if obs.high_bid:
            return (tr("Highest bid {high}: bid {n}, or pass") if only else
                    tr("Highest bid {high}: bid {n} or more, or pass")).format(high=obs.high_bid,
                                                                              n=least)
        return (tr("Bid {n}, or pass") if only else tr("Bid {n} or more, or pass")).format(n=least)

    def bid(self) -> None:
        if self.picker.ready:
            self.act(A.bid(self.picker.value))
        else:
            self.table.warn(tr("{n} is not a bid you can make now").format(n=self.picker.typed))

    def value_key(self, event: pygame.event.Event) -> bool:
        return self.my_turn() and self.picker.key(event)

    def draw_controls(self, surface: pygame.Surface) -> None:
        super().draw_controls(surface)
        if not self.row.buttons or not self.my_turn() or not self.legal():
            return
        r = self.value_rect
        self.picker.draw(surface, r, self.value_font(r))
