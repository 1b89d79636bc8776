"""Tichu's new-game setup: the four seats round the table (you at the bottom, the partner
opposite, the opponents left and right), each human or AI (Easy, Normal, Hard) with a
name, and the game's length: to a score, a fixed number of rounds, or the tournament
(T27, T28), starting from the Tichu options and for this game only.

With `resuming`, a saved game whose table file could not say who sits where: the same
seats under the record's names, and Continue goes on with that game."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tichu.engine.rules import TICHU_OPTIONS_BY_KEY, TichuRules

from .. import canvas
from .. import theme
from ..i18n import tr
from ..saves import SeatConfig
from ..scenes.base import ButtonScene, row_of
from ..widgets import Button
from .session import LEVEL_NAMES, LEVELS, TichuSession, default_seats

LENGTHS = ("score", "rounds", "tournament")  # how the game's length is set (T27, T28)
SPOTS = ("bottom", "left", "top", "right")  # seat 1 at the bottom, play goes to the left


def seat_label(seat: int) -> str:
    return (tr("Seat {n}"), tr("Seat {n} · left opponent"), tr("Seat {n} · partner"),
            tr("Seat {n} · right opponent"))[seat].format(n=seat + 1)


def length_of(rules: TichuRules) -> str:
    return "tournament" if rules.tournament else "rounds" if rules.rounds else "score"


class TichuSetupScene(ButtonScene):
    name = "tichu-setup"
    MAX_NAME = 14

    def __init__(self, app, resuming: Optional[TichuSession] = None):
        super().__init__(app)
        self.resuming = resuming
        level = app.settings.ai_level
        self.level = level if level in LEVELS else "normal"
        rules = app.rules_of("tichu") if resuming is None else resuming.rules
        self.seats = default_seats(1, self.level) if resuming is None else list(resuming.seats)
        self.length = length_of(rules)
        self.target = rules.target
        rounds = [v for v in TICHU_OPTIONS_BY_KEY["rounds"].values if v]
        self.rounds = rules.rounds or (8 if 8 in rounds else rounds[0])
        self.editing: Optional[int] = None
        self.name_rects: list[pygame.Rect] = []
        self.label_at: list[tuple[int, int]] = []  # where each seat's label is written
        self.problem = ""  # why Start did not start
        self.length_line_y = 0

    # ------------------------------------------------------------ the game chosen
    def rules(self) -> TichuRules:
        """The Tichu options with this game's length."""
        rules = self.app.rules_of("tichu")
        if self.length == "tournament":
            return rules.with_changes(tournament=True)
        if self.length == "rounds":
            return rules.with_changes(tournament=False, rounds=self.rounds)
        return rules.with_changes(tournament=False, rounds=0, target=self.target)

    def chosen_seats(self) -> list[SeatConfig]:
        return [SeatConfig(c.name.strip() or f"{tr('Player')} {s + 1}", c.human, c.level)
                for s, c in enumerate(self.seats)]

    # ------------------------------------------------------------ layout
    def block(self) -> tuple[int, int, int, int]:
        """A seat's box: (width, label height, button height, gap)."""
        w, _ = self.app.screen_size
        u = max(self.unit, 0.6)
        gap = round(14 * u)
        bh = max(round(52 * u), self.font(24).get_linesize() + 10)
        bw = min(round(420 * u), (w - 2 * round(24 * u) - 2 * round(40 * u)) // 3)
        return bw, self.font(20).get_linesize() + round(4 * u), bh, gap

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bw, label_h, bh, gap = self.block()
        title_bottom = round(h * 0.05) + self.font(60, True).get_linesize()
        y = max(round(h * 0.15), title_bottom + round(8 * u))
        out = row_of([Button(tr("vs AI"), self.vs_ai), Button(tr("Hot-seat"), self.hot_seat)],
                     w // 2, y, round(260 * u), bh, gap)
        # the seats in a diamond, as round the table
        y0 = y + bh + round(28 * u)
        block_h = label_h + bh + gap // 2 + bh
        side_dx = bw + round(40 * u)
        apart = round(40 * u)  # between the partner's seat and seat 1
        tops = {"bottom": (w // 2, y0 + block_h + apart),
                "left": (w // 2 - side_dx, y0 + (block_h + apart) // 2),
                "top": (w // 2, y0),
                "right": (w // 2 + side_dx, y0 + (block_h + apart) // 2)}
        self.name_rects, self.label_at = [], []
        half = (bw - gap // 2) // 2
        for s, seat in enumerate(self.seats):
            cx, top = tops[SPOTS[s]]
            left = cx - bw // 2
            self.label_at.append((left + 4, top))
            self.name_rects.append(pygame.Rect(left, top + label_h, bw, bh))
            by = top + label_h + bh + gap // 2
            kind = Button(tr("Human") if seat.human else tr("AI"),
                          lambda s=s: self.toggle_human(s), toggled=seat.human)
            kind.rect = pygame.Rect(left, by, half, bh)
            level = Button(tr(LEVEL_NAMES[seat.level]), lambda s=s: self.cycle_level(s),
                           visible=not seat.human)
            level.rect = pygame.Rect(left + bw - half, by, half, bh)
            out += [kind, level]
        y = y0 + 2 * block_h + apart + round(36 * u)
        if not self.resuming:  # a saved game keeps its length
            out += self.length_buttons(y, bh, gap)
            y += bh + round(6 * u)
            self.length_line_y = y
            y += self.font(20).get_linesize() + round(24 * u)
        start = Button(tr("Continue") if self.resuming else tr("Start"), self.start)
        out += row_of([start, Button(tr("Back"), self.back)],
                      w // 2, y, round(260 * u), max(round(64 * u), bh), gap * 2)
        self.default_focus = out.index(start)
        return out

    def length_buttons(self, y: int, bh: int, gap: int) -> list[Button]:
        u = max(self.unit, 0.6)
        names = {"score": tr("To a score"), "rounds": tr("Fixed rounds"),
                 "tournament": tr("Tournament")}
        buttons = [Button(names[k], lambda k=k: self.set_length(k), toggled=self.length == k)
                   for k in LENGTHS]
        if self.length == "score":
            buttons.append(Button(tr("To {n} points").format(n=self.target),
                                  lambda: self.cycle("target")))
        elif self.length == "rounds":
            buttons.append(Button(tr("Rounds: {n}").format(n=self.rounds),
                                  lambda: self.cycle("rounds")))
        w = self.app.screen_size[0]
        width = min(round(250 * u), (round(w * 0.94) - 3 * gap) // 4)
        return row_of(buttons, w // 2, y, width, bh, gap)

    def length_line(self) -> str:
        if self.length == "tournament":
            return tr("9 rounds; partners change every 3 rounds; no Grand Tichu.")
        if self.length == "rounds":
            return tr("Exactly this many rounds, whatever the scores.")
        return tr("The game ends when a team reaches the score.")

    # ------------------------------------------------------------ choices
    def set_length(self, length: str) -> None:
        self.length = length
        self.layout()

    def cycle(self, key: str) -> None:
        values = sorted(v for v in TICHU_OPTIONS_BY_KEY[key].values if v)
        cur = getattr(self, key)
        i = values.index(cur) if cur in values else -1
        setattr(self, key, values[(i + 1) % len(values)])
        self.layout()

    def vs_ai(self) -> None:
        if self.resuming:  # the names are the record's
            self.seats = [SeatConfig(c.name, i == 0, c.level) for i, c in enumerate(self.seats)]
        else:
            first = self.seats[0]
            self.seats = [SeatConfig(first.name if first.human else tr("You"), True)] + \
                [SeatConfig(c.name if not c.human else d.name, False, c.level)
                 for c, d in zip(self.seats[1:], default_seats(1, self.level)[1:])]
        self.problem = ""
        self.layout()

    def hot_seat(self) -> None:
        self.seats = [SeatConfig(c.name if self.resuming or c.human and c.name != tr("You")
                                 else f"{tr('Player')} {i + 1}", True, c.level)
                      for i, c in enumerate(self.seats)]
        self.problem = ""
        self.layout()

    def toggle_human(self, s: int) -> None:
        c = self.seats[s]
        self.seats[s] = SeatConfig(c.name, not c.human, c.level)
        self.problem = ""
        self.layout()

    def cycle_level(self, s: int) -> None:
        c = self.seats[s]
        level = LEVELS[(LEVELS.index(c.level) + 1) % len(LEVELS)] if c.level in LEVELS \
            else LEVELS[0]
        self.seats[s] = SeatConfig(c.name, c.human, level)
        self.layout()

    def start(self) -> None:
        if not any(c.human for c in self.seats):
            self.problem = tr("At least one seat must be human: four AI players are the "
                              "demo's.")
            return
        from .table_scene import open_tichu
        if self.resuming:
            session = self.resuming.reseated(self.seats)
            self.app.stack.pop(self)
            open_tichu(self.app, session, replace=self.app.stack.top)
            return
        session = TichuSession.new(self.rules(), self.chosen_seats(), self.app.save_dir,
                                   self.app.options.seed)
        self.app.stack.pop(self)
        menu = self.app.stack.top
        open_tichu(self.app, session, replace=menu)

    def back(self) -> None:
        if self.editing is not None:
            self.editing = None
            return
        self.app.stack.pop(self)

    # ------------------------------------------------------------ input
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

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        title = tr("Who sits where?") if self.resuming else tr("New game of Tichu")
        tf = self.font(60, True)
        theme.text(surface, tf, theme.clipped(tf, title, w - 20), (w // 2, round(h * 0.05)),
                   theme.GOLD, "midtop", shadow=True)
        f, fl = self.font(26), self.font(20)
        for s, r in enumerate(self.name_rects):
            editing = self.editing == s
            canvas.rect(surface, (250, 248, 238) if editing else (230, 228, 215), r,
                        border_radius=8)
            canvas.rect(surface, theme.FOCUS if editing else theme.GOLD, r,
                        3 if editing else 1, border_radius=8)
            caret = "|" if editing and (pygame.time.get_ticks() // 500) % 2 else ""
            name = theme.clipped(f, self.seats[s].name + caret, r.width - 20)
            theme.text(surface, f, name, (r.x + 10, r.centery), (20, 30, 25), "midleft",
                       owner=r)
            ours = s % 2 == 0  # seat 1's team: seats 1 and 3
            label = theme.clipped(fl, seat_label(s), r.width - 8)
            theme.text(surface, fl, label, self.label_at[s],
                       theme.GOLD if ours else theme.INK_DIM)
        if not self.resuming:
            line = self.length_line()
            theme.text(surface, fl, theme.clipped(fl, line, round(w * 0.94)),
                       (w // 2, self.length_line_y), theme.INK_DIM, "midtop")
        if self.problem:
            hint, colour = self.problem, theme.INK
        elif self.resuming:
            hint = tr("The saved game goes on, but {problem}: say which seats are human.") \
                .format(problem=self.resuming.seats_problem)
            colour = theme.INK
        else:
            hint = tr("Click a name to change it. Partners sit opposite; play goes to the "
                      "left.")
            colour = theme.INK_DIM
        lines = theme.wrap(fl, hint, round(w * 0.9))
        for k, text in enumerate(lines):
            y = round(h * 0.96) - (len(lines) - 1 - k) * fl.get_linesize()
            theme.text(surface, fl, text, (w // 2, y), colour, "midbottom")
        self.draw_buttons(surface, 24)


__all__ = ["TichuSetupScene", "LENGTHS", "length_of"]
