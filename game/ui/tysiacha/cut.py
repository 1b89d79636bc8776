"""The cut for the first dealer (R6): each player's card turns up in front of them, the
highest rank deals, and those tied for highest cut again."""
from __future__ import annotations

import pygame

from .. import theme
from ..i18n import personal, tr
from ..scene import Scene
from .table_scene import start_next_deal, warm_art
from .deck import table_art

FLIP_EVERY = 0.45
ROUND_PAUSE = 1.2
END_PAUSE = 2.0


class CutScene(Scene):
    name = "cut"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        cut = table.session.match.cut
        self.rounds = list(cut.rounds) if cut else []
        self.dealer = table.session.match.dealer
        self.clock = 0.0
        # the moment each card turns up, and when the scene may end
        self.steps = []
        t = 0.4
        for r, draw in enumerate(self.rounds):
            for i in range(len(draw)):
                self.steps.append((t, r, i))
                t += FLIP_EVERY
            t += ROUND_PAUSE
        self.end = t + END_PAUSE - ROUND_PAUSE

    def settled(self) -> bool:
        return self.clock >= self.end - END_PAUSE * 0.5

    def update(self, dt: float) -> None:
        table_art(self.app).resize(self.table.layout.card_h)
        warm_art(self.app)  # the deal that follows needs every face at the table's size
        speed = self.app.speed
        self.clock += dt * (speed if speed > 0 else 100.0)
        if self.clock >= self.end:
            self.finish()

    def finish(self) -> None:
        if self in self.app.stack.scenes:
            start_next_deal(self.app, self.table, self)

    def resize(self) -> None:
        self.table.resize()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                               pygame.K_ESCAPE)):
            if self.clock >= self.end - END_PAUSE:
                self.finish()
            else:
                self.clock = self.end - END_PAUSE  # skip to the result
            return True
        return False

    def current(self):
        """The round on show and how many of its cards are up."""
        shown_round, up = 0, 0
        for t, r, i in self.steps:
            if self.clock >= t:
                shown_round, up = r, i + 1
        return shown_round, up

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.table.layout
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        art = table_art(self.app)
        big = self.app.fonts.get(lay.font_big, True)
        f = self.app.fonts.get(lay.font, True)
        taken = [theme.text(surface, big, tr("Cutting for the deal"),
                            (lay.width // 2, lay.margin * 3), theme.GOLD, "midtop", shadow=True)]
        r, up = self.current()
        names = [self.table.name(seat) for seat in range(len(self.table.session.seats))]
        if not self.rounds:
            return
        draw = self.rounds[r]
        in_round = {s for s, _ in draw}
        for seat in range(len(names)):
            rel = self.table.rel(seat)
            x, y = lay.trick_position(rel)
            ax, ay = lay.seat_anchor(rel)
            # each player's cut card lies between them and the middle
            cx, cy = x + (ax - x) * 0.55, y + (ay - y) * 0.55
            cy = max(cy, taken[0].bottom + lay.margin + lay.card_h / 2)  # under the title
            taken.append(theme.text(surface, f, names[seat],
                                    (cx, cy + lay.card_h * 0.5 + lay.margin),
                                    theme.INK if seat in in_round else theme.INK_DIM, "midtop",
                                    shadow=True))
            for i, (s, card) in enumerate(draw):
                if s != seat:
                    continue
                img = art.face(card) if i < up else art.back()
                place = img.get_rect(center=(round(cx), round(cy)))
                surface.blit(art.shadow(), place.move(-1, 1))
                surface.blit(img, place)
                theme.note(surface, "card", place)
                taken.append(place)
        if up == len(draw):
            if r < len(self.rounds) - 1:
                msg = tr("A tie for the highest card: cut again")
            else:
                msg = personal(names[self.dealer], tr("{name} deals"), tr("You deal"))
            self._draw_result(surface, msg, taken)

    def _draw_result(self, surface: pygame.Surface, msg: str, taken) -> None:
        """Who deals (or that the cut goes again), on a banner in the free part of the
        table nearest its middle, clear of the cards and names; wrapped when the free
        part is narrow."""
        lay = self.table.layout
        m = lay.margin
        f2 = self.app.fonts.get(lay.font_big)
        lines, box = theme.placed(f2, msg, (2 * m, m), [[t.inflate(m, m) for t in taken]],
                                  lay.table_rect.inflate(-2 * m, -2 * m), lay.center[1],
                                  widths=(0.4, 0.25))
        theme.panel(surface, box)
        y = box.y + m
        for ln in lines:
            theme.text(surface, f2, ln, (box.centerx, y), theme.GOLD, "midtop", owner=box,
                       role="banner")
            y += f2.get_linesize()
