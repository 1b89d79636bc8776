"""1000's new-game setup: 3 or 4 players; each seat human or AI (Easy, Normal, Hard,
Expert) with a name. With `resuming`, a saved game whose table file could not say who
sits where: the same seats under the record's names, and Continue goes on with it."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tysiacha.ai import LEVELS

from .. import canvas
from .. import theme
from ..i18n import tr
from ..saves import default_seats
from ..scenes.base import ButtonScene, row_of
from ..widgets import Button
from .session import LEVEL_NAMES, SeatConfig, Session


class NewGameScene(ButtonScene):
    """3 or 4 players; each seat human or AI (Easy, Normal, Hard, Expert) with a name.

    With `resuming`, a saved game whose table file could not say who sits where: the
    same seats under the record's names, and Continue goes on with that game."""

    name = "new-game"
    MAX_NAME = 14

    def __init__(self, app, resuming: Optional[Session] = None):
        super().__init__(app)
        self.resuming = resuming
        self.level = app.settings.ai_level
        if resuming is None:
            self.players = app.rules_of("tysiacha").players
            self.seats = default_seats(4, 1, self.level)
        else:
            self.players = resuming.players
            self.seats = list(resuming.seats)
        self.editing: Optional[int] = None
        self.name_rects: list[pygame.Rect] = []

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bh = round(56 * u)
        gap = round(14 * u)
        counts = [] if self.resuming else [
            Button(tr("3 players"), lambda: self.set_players(3), toggled=self.players == 3),
            Button(tr("4 players"), lambda: self.set_players(4), toggled=self.players == 4)]
        out = row_of(counts + [
            Button(tr("vs AI"), self.vs_ai),
            Button(tr("Hot-seat"), self.hot_seat),
        ], w // 2, round(h * 0.18), round(230 * u), bh, gap)
        self.name_rects = []
        top = round(h * 0.18) + bh + round(50 * u)
        for s in range(self.players):
            y = top + s * (bh + gap)
            seat = self.seats[s]
            name_rect = pygame.Rect(0, 0, round(360 * u), bh)
            name_rect.topright = (w // 2 - gap, y)
            self.name_rects.append(name_rect)
            kind = Button(tr("Human") if seat.human else tr("AI"),
                          lambda s=s: self.toggle_human(s), toggled=seat.human)
            kind.rect = pygame.Rect(w // 2 + gap, y, round(170 * u), bh)
            level = Button(tr(LEVEL_NAMES[seat.level]), lambda s=s: self.cycle_level(s),
                           visible=not seat.human)
            level.rect = pygame.Rect(kind.rect.right + gap, y, round(190 * u), bh)
            out += [kind, level]
        bottom = top + self.players * (bh + gap) + round(40 * u)
        start = Button(tr("Continue") if self.resuming else tr("Start"), self.start)
        out += row_of([start, Button(tr("Back"), self.back)],
                      w // 2, bottom, round(260 * u), round(64 * u), gap * 2)
        self.default_focus = out.index(start)
        return out

    def set_players(self, n: int) -> None:
        self.players = n
        self.layout()

    def vs_ai(self) -> None:
        if self.resuming:  # the names are the record's
            self.seats = [SeatConfig(c.name, i == 0, c.level) for i, c in enumerate(self.seats)]
        else:
            self.seats = [SeatConfig(self.seats[0].name if self.seats[0].human else tr("You"),
                                     True)] + \
                [SeatConfig(c.name if not c.human else d.name, False, c.level)
                 for c, d in zip(self.seats[1:], default_seats(4, 1, self.level)[1:])]
        self.layout()

    def hot_seat(self) -> None:
        self.seats = [SeatConfig(c.name if self.resuming or c.human and c.name != tr("You")
                                 else f"{tr('Player')} {i + 1}", True, c.level)
                      for i, c in enumerate(self.seats)]
        self.layout()

    def toggle_human(self, s: int) -> None:
        c = self.seats[s]
        self.seats[s] = SeatConfig(c.name, not c.human, c.level)
        self.layout()

    def cycle_level(self, s: int) -> None:
        c = self.seats[s]
        level = LEVELS[(LEVELS.index(c.level) + 1) % len(LEVELS)]
        self.seats[s] = SeatConfig(c.name, c.human, level)
        self.layout()

    def start(self) -> None:
        from .table_scene import open_session
        if self.resuming:
            session = self.resuming.reseated(self.seats)
            self.app.stack.pop(self)
            open_session(self.app, session, replace=self.app.stack.top)
            return
        seats = []
        for s in range(self.players):
            c = self.seats[s]
            name = c.name.strip() or f"{tr('Player')} {s + 1}"
            seats.append(SeatConfig(name, c.human, c.level))
        rules = self.app.rules_of("tysiacha")
        if rules.players != self.players:
            rules = rules.with_changes(players=self.players)
        session = Session.new(rules, seats, self.app.save_dir, self.app.options.seed)
        self.app.stack.pop(self)
        menu = self.app.stack.top
        open_session(self.app, session, replace=menu)

    def back(self) -> None:
        if self.editing is not None:
            self.editing = None
            return
        self.app.stack.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.resuming:
            for s, r in enumerate(self.name_rects):
                if r.collidepoint(event.pos):
                    self.editing = s
                    pygame.key.start_text_input()
                    return True
            self.editing = None
        if self.editing is not None:
            s = self.editing
            c = self.seats[s]
            if event.type == pygame.TEXTINPUT:
                name = (c.name + event.text)[:self.MAX_NAME]
                self.seats[s] = SeatConfig(name, c.human, c.level)
                return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_BACKSPACE:
                    self.seats[s] = SeatConfig(c.name[:-1], c.human, c.level)
                    return True
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB,
                                 pygame.K_ESCAPE):
                    self.editing = None
                    return True
                return True  # typing keys belong to the name
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        title = tr("Who sits where?") if self.resuming else tr("New game")
        theme.text(surface, self.font(60, True), title, (w // 2, round(h * 0.06)),
                   theme.GOLD, "midtop", shadow=True)
        f = self.font(26)
        for s, r in enumerate(self.name_rects):
            editing = self.editing == s
            canvas.rect(surface, (250, 248, 238) if editing else (230, 228, 215), r,
                        border_radius=8)
            canvas.rect(surface, theme.FOCUS if editing else theme.GOLD, r, 3 if editing else 1,
                        border_radius=8)
            name = self.seats[s].name + ("|" if editing and (pygame.time.get_ticks() // 500) % 2 else "")
            theme.text(surface, f, name, (r.x + 14, r.centery), (20, 30, 25), "midleft")
            theme.text(surface, self.font(20), tr("Seat {n}").format(n=s + 1),
                       (r.x - 14, r.centery), theme.INK_DIM, "midright")
        if self.resuming:
            hint = tr("The saved game goes on, but {problem}: say which seats are human.") \
                .format(problem=self.resuming.seats_problem)
        else:
            hint = tr("Click a name to change it. Play goes to the left, seat 1 first.")
        f = self.font(20)
        lines = theme.wrap(f, hint, round(w * 0.9))
        for k, line in enumerate(lines):
            y = round(h * 0.95) - (len(lines) - 1 - k) * f.get_linesize()
            theme.text(surface, f, line, (w // 2, y), theme.INK if self.resuming else theme.INK_DIM,
                       "midbottom")
        self.draw_buttons(surface, 24)
