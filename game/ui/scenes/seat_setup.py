"""New game, the same for every game: the seats round the table as the player will see
them (seat 1 at the bottom, play going round as the game goes), each with its badge, its name, human
or AI and the AI's level; the game's own choices in rows above and under the seats; Start
and Back. A game fills in its seats' places and labels, its levels, its rows and how a
game starts (tysiacha/setup.py, tichu/setup.py).

With `resuming`, a saved game whose table file could not say who sits where: the same
seats under the record's names, and Continue goes on with that game."""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Optional, Sequence

import pygame

from .. import emblems
from .. import theme
from ..i18n import tr
from ..saves import SeatConfig
from ..widgets import Button, draw_field, edited
from .base import ButtonScene, row_of


class SeatSetupScene(ButtonScene):
    MAX_NAME = 14
    levels: Sequence[str] = ()
    level_names: Mapping[str, str] = {}

    def __init__(self, app, seats: Sequence[SeatConfig], resuming=None):
        super().__init__(app)
        self.resuming = resuming
        self.seats = list(seats)
        self.editing: Optional[int] = None
        self.name_rects: list[pygame.Rect] = []
        self.badge_rects: list[pygame.Rect] = []
        self.label_at: list[tuple[int, int]] = []  # where each seat's label is written
        self.problem = ""  # why Start did not start
        self.line_y = 0  # where the line under the game's rows is written
        self.table = pygame.Rect(0, 0, 0, 0)  # the table the seats sit round, drawn

    # ------------------------------------------------------------ what a game fills in
    def count(self) -> int:
        """How many seats are at the table."""
        return len(self.seats)

    def spots(self) -> Sequence[str]:
        """Where each seat is: "bottom", "left", "top" or "right"."""
        raise NotImplementedError

    def seat_label(self, s: int) -> str:
        return tr("Seat {n}").format(n=s + 1)

    def ours(self, s: int) -> bool:
        """A seat on the player's side (its label in gold)."""
        return s == 0

    def title(self) -> str:
        return tr("Who sits where?") if self.resuming else tr("New game")

    def top_row(self) -> list[Button]:
        """The buttons above the seats: vs AI (lit with one human, in seat 1) and
        Hot-seat (lit with more than one)."""
        seats = self.seats[:self.count()]
        humans = sum(c.human for c in seats)
        return [Button(tr("vs AI"), self.vs_ai, toggled=humans == 1 and seats[0].human),
                Button(tr("Hot-seat"), self.hot_seat, toggled=humans > 1)]

    def rows_under(self, y: int, height: int, gap: int) -> list[Button]:
        """The game's buttons under the seats, from `y` (one row of `height`)."""
        return []

    def line_under(self) -> str:
        """A line under those buttons: what the choice in them means."""
        return ""

    def hint(self) -> str:
        """How the seats go round the table (after how to change a name or badge)."""
        return tr("Play goes to the left, seat 1 first.")

    def default_seats(self) -> list[SeatConfig]:
        raise NotImplementedError

    def start(self) -> None:
        raise NotImplementedError

    def cannot_start(self) -> str:
        """Why the seats as chosen cannot start a game ("" when they can): Start is off
        and the line under it says why."""
        return ""

    # ------------------------------------------------------------ the seats chosen
    def chosen_seats(self) -> list[SeatConfig]:
        """The seats at the table, each name filled in and each badge said."""
        seats = self.seats[:self.count()]
        badges = emblems.distinct([c.emblem for c in seats])
        return [replace(c, name=c.name.strip() or f"{tr('Player')} {s + 1}", emblem=badges[s])
                for s, c in enumerate(seats)]

    def emblem(self, s: int) -> str:
        return self.seats[s].badge(s)

    def _set(self, s: int, **change) -> None:
        self.seats[s] = replace(self.seats[s], **change)

    # ------------------------------------------------------------ layout
    def block(self) -> tuple[int, int, int, int]:
        """A seat's box: (width, label height, button height, gap)."""
        w, _ = self.app.screen_size
        u = max(self.unit, 0.6)
        gap = round(14 * u)
        bh = max(round(52 * u), self.font(24).get_linesize() + 10)
        bw = min(round(460 * u), (w - 2 * round(24 * u) - 2 * round(40 * u)) // 3)
        return bw, self.font(20).get_linesize() + round(4 * u), bh, gap

    def build(self) -> list[Button]:
        """The page, its seats spread round a table over the room the page has (at
        first close together, then apart by as much of the room left as looks right)."""
        u = max(self.unit, 0.6)
        bw, label_h, bh, gap = self.block()
        apart = round(40 * u)
        out, spare = self._build(apart)
        if spare > 0:
            block_h = label_h + bh + gap // 2 + bh
            out, _ = self._build(apart + min(round(spare * 0.7), 2 * block_h))
        return out

    def _build(self, apart: int) -> tuple[list[Button], int]:
        """The page with `apart` pixels between the top seat and the bottom one, and
        the room left over under it."""
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bw, label_h, bh, gap = self.block()
        title_bottom = round(h * 0.05) + self.font(60, True).get_linesize()
        y = max(round(h * 0.15), title_bottom + round(8 * u))
        top = self.top_row()
        width = min(round(260 * u), (round(w * 0.94) - (len(top) - 1) * gap) // len(top))
        out = row_of(top, w // 2, y, width, bh, gap)
        # the seats as round the table: a diamond of four, a triangle of three
        y0 = y + bh + round(28 * u)
        block_h = label_h + bh + gap // 2 + bh
        side_dx = bw + round(40 * u)
        spots = self.spots()
        high = "top" in spots
        sides_y = y0 + (block_h + apart) // 2 if high else y0
        bottom_y = y0 + block_h + apart if high else y0 + block_h // 2 + apart
        tops = {"bottom": (w // 2, bottom_y), "left": (w // 2 - side_dx, sides_y),
                "top": (w // 2, y0), "right": (w // 2 + side_dx, sides_y)}
        self.name_rects, self.badge_rects, self.label_at = [], [], []
        for s in range(self.count()):
            seat = self.seats[s]
            cx, top_y = tops[spots[s]]
            left = cx - bw // 2
            self.label_at.append((left + 4, top_y))
            size = min(bh * 2 + gap // 2, bw // 4)  # the badge beside the name and buttons
            badge = Button("", lambda s=s: self.next_emblem(s, 1))
            badge.rect = pygame.Rect(left, top_y + label_h, size, size)
            self.badge_rects.append(badge.rect)
            x = left + size + gap // 2
            room = left + bw - x
            self.name_rects.append(pygame.Rect(x, top_y + label_h, room, bh))
            by = top_y + label_h + bh + gap // 2
            half = (room - gap // 2) // 2
            kind = Button(tr("Human") if seat.human else tr("AI"),
                          lambda s=s: self.toggle_human(s), toggled=seat.human)
            kind.rect = pygame.Rect(x, by, half, bh)
            level = Button(tr(self.level_names[seat.level]) if seat.level in self.level_names
                           else seat.level, lambda s=s: self.cycle_level(s),
                           visible=not seat.human)
            level.rect = pygame.Rect(x + room - half, by, half, bh)
            out += [badge, kind, level]
        y = bottom_y + block_h + round(36 * u)
        under = self.rows_under(y, bh, gap)
        if under:
            out += under
            y = max(b.rect.bottom for b in under) + round(6 * u)
            self.line_y = y
            y += self.font(20).get_linesize() + round(24 * u)
        start = Button(tr("Continue") if self.resuming else tr("Start"), self.start,
                       kind="main", enabled=not self.cannot_start())
        out += row_of([start, Button(tr("Back"), self.back)],
                      w // 2, y, round(260 * u), max(round(64 * u), bh), gap * 2)
        self.default_focus = out.index(start)
        # the table: between the seats, under the side seats' names
        table_top = y0 + (block_h if high else 0) - round(8 * u)
        self.table = pygame.Rect(0, 0, 2 * side_dx - round(bw * 0.6),
                                 max(0, bottom_y - table_top - round(8 * u)))
        self.table.midtop = (w // 2, table_top)
        # all of it in the middle of the room between the title and the hint at the foot
        room_bottom = round(h * 0.96) - 3 * self.font(20).get_linesize()
        spare = max(0, room_bottom - out[-1].rect.bottom)
        dy = spare // 2
        for b in out:
            b.rect.move_ip(0, dy)
        for r in self.name_rects:
            r.move_ip(0, dy)
        self.label_at = [(x, y + dy) for x, y in self.label_at]
        self.line_y += dy
        self.table.move_ip(0, dy)
        return out, spare

    # ------------------------------------------------------------ choices
    def vs_ai(self) -> None:
        """One human in seat 1, the others AI players (their names kept)."""
        defaults = self.default_seats()
        if self.resuming:  # the names are the record's
            self.seats = [replace(c, human=i == 0) for i, c in enumerate(self.seats)]
        else:
            first = self.seats[0]
            self.seats = [SeatConfig(first.name if first.human else tr("You"), True,
                                     first.level, first.emblem)] + \
                [SeatConfig(c.name if not c.human else d.name, False, c.level, c.emblem)
                 for c, d in zip(self.seats[1:], defaults[1:])]
        self.problem = ""
        self.layout()

    def hot_seat(self) -> None:
        """Every seat human."""
        self.seats = [SeatConfig(c.name if self.resuming or c.human and c.name != tr("You")
                                 else f"{tr('Player')} {i + 1}", True, c.level, c.emblem)
                      for i, c in enumerate(self.seats)]
        self.problem = ""
        self.layout()

    def toggle_human(self, s: int) -> None:
        self._set(s, human=not self.seats[s].human)
        self.problem = ""
        self.layout()

    def cycle_level(self, s: int) -> None:
        level = self.seats[s].level
        levels = list(self.levels)
        self._set(s, level=levels[(levels.index(level) + 1) % len(levels)]
                  if level in levels else levels[0])
        self.layout()

    def next_emblem(self, s: int, step: int) -> None:
        """The next badge (the one before with `step` -1) that no other seat has."""
        taken = [self.emblem(o) for o in range(len(self.seats)) if o != s]  # (a 4th seat
        # not at a table of 3 keeps its badge for when it is)
        self._set(s, emblem=emblems.next_free(self.emblem(s), taken, step))

    def back(self) -> None:
        if self.editing is not None:
            self.editing = None
            return
        self.app.stack.pop(self)

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            for s, r in enumerate(self.badge_rects):
                if r.collidepoint(event.pos):
                    self.next_emblem(s, -1)  # the right button goes back a badge
                    return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.resuming:
            for s, r in enumerate(self.name_rects):
                if r.collidepoint(event.pos):
                    self.editing = s
                    pygame.key.start_text_input()
                    return True
            self.editing = None
        if self.editing is not None:
            s = self.editing
            name = self.seats[s].name
            # (no control or reordering mark, U+202E: the record keeps such a character
            # escaped, and the name would come back changed at Continue)
            typed = edited(name, event, self.MAX_NAME)
            if typed is not None:
                self._set(s, name=typed)
                return True
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB,
                                 pygame.K_ESCAPE):
                    self.editing = None
                    return True
                return True  # typing keys belong to the name
        return super().handle(event)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        theme.table_area(surface, self.table)
        tf = self.font(60, True)
        theme.text(surface, tf, theme.clipped(tf, self.title(), w - 20),
                   (w // 2, round(h * 0.05)), theme.GOLD, "midtop", shadow=True)
        f, fl = self.font(26), self.font(20)
        for s, r in enumerate(self.name_rects):
            draw_field(surface, f, r, self.seats[s].name, self.editing == s)
            room = r.right - self.label_at[s][0]
            label = theme.clipped(fl, self.seat_label(s), room - 8)
            theme.text(surface, fl, label, self.label_at[s],
                       theme.GOLD if self.ours(s) else theme.INK_DIM)
        line = self.line_under()
        if line:
            theme.text(surface, fl, theme.clipped(fl, line, round(w * 0.94)),
                       (w // 2, self.line_y), theme.INK_DIM, "midtop")
        cannot = self.cannot_start()
        if self.problem or cannot:
            hint, colour = self.problem or cannot, theme.INK
        elif self.resuming:
            hint = tr("The saved game goes on, but {problem}: say which seats are human.") \
                .format(problem=self.resuming.seats_problem)
            colour = theme.INK
        else:
            hint = tr("Click a name to change it, or a badge for another.") + " " + \
                self.hint()
            colour = theme.INK_DIM
        lines = theme.wrap(fl, hint, round(w * 0.9))
        for k, text in enumerate(lines):
            y = round(h * 0.96) - (len(lines) - 1 - k) * fl.get_linesize()
            theme.text(surface, fl, text, (w // 2, y), colour, "midbottom")
        self.draw_buttons(surface, 24)
        inset = max(3, self.badge_rects[0].width // 14) if self.badge_rects else 0
        for s, r in enumerate(self.badge_rects):
            emblems.draw_badge(surface, self.emblem(s), r.inflate(-2 * inset, -2 * inset),
                               self.app.fonts)


__all__ = ["SeatSetupScene"]
