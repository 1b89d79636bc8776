"""Scenes laid over the table: the in-game menu, the hot-seat privacy screen, the score
sheet, the deal's tricks and the rules in force."""
from __future__ import annotations

from typing import Callable

import pygame

from game.tysiacha.engine.cards import card_label
from game.tysiacha.engine.rules import RULE_OPTIONS, format_value

from .. import theme
from ..i18n import tr
from ..widgets import Button
from ..scenes.base import ButtonScene, column, row_of
from .table import meld_words
from .scoring import outcome_line


class InGameMenu(ButtonScene):
    """Esc at the table: resume, options, score sheet, rules, quit to the menu."""

    opaque = False
    name = "game-menu"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bw, bh, gap = round(400 * u), round(58 * u), round(14 * u)
        items = [Button(tr("Resume"), self.back), Button(tr("Options"), self.options),
                 Button(tr("Score sheet"), self.sheet), Button(tr("Rules"), self.rules),
                 Button(tr("Save screenshot"), self.shot),
                 Button(tr("Quit to menu"), self.to_menu), Button(tr("Quit game"), self.app.quit)]
        self.box = pygame.Rect(0, 0, bw + round(80 * u),
                               len(items) * (bh + gap) + round(130 * u))
        self.box.center = (w // 2, h // 2)
        out = column(items, w // 2, self.box.y + round(100 * u), bw, bh, gap)
        self.default_focus = 0
        return out

    def back(self) -> None:
        self.app.stack.pop(self)

    def options(self) -> None:
        from ..scenes.options import OptionsScene
        self.app.push(OptionsScene(self.app))

    def sheet(self) -> None:
        self.app.push(ScoreSheetScene(self.app, self.table.session))

    def rules(self) -> None:
        self.app.push(RulesScene(self.app, self.table.session.rules))

    def shot(self) -> None:
        self.app.stack.pop(self)
        self.app.screenshot_after_draw(lambda path: self.table.warn(
            tr("Saved {path}").format(path=path)))

    def to_menu(self) -> None:
        """The game stays saved; Continue picks it up again."""
        from ..scenes.menu import MainMenu
        self.app.stack.clear()
        self.app.push(MainMenu(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 120)
        theme.panel(surface, self.box)
        theme.text(surface, self.font(40, True), tr("Paused"),
                   (self.box.centerx, self.box.y + round(28 * self.unit)), theme.GOLD, "midtop",
                   owner=self.box)
        self.draw_buttons(surface, 26)


class PrivacyScene(ButtonScene):
    """Hot-seat: the table is covered until the next human says they are ready."""

    name = "privacy"

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        b = Button(tr("I am {name}: show my cards").format(name=self.table.name(self.seat)),
                   self.ready)
        out = column([b], w // 2, round(h * 0.58), round(620 * u), round(70 * u), 0)
        self.default_focus = 0
        return out

    def ready(self) -> None:
        t = self.table
        t.viewer = self.seat
        t.hidden = False
        t.selected = None
        t.hover = None
        t.custom_order = False
        t.hand_order = []
        t.sync()
        self.app.stack.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push(InGameMenu(self.app, self.table))
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        art = self.app.art
        back = art.back()
        for i in range(5):
            surface.blit(back, back.get_rect(center=(w // 2 + (i - 2) * back.get_width() * 0.3,
                                                     round(h * 0.3))))
        theme.text(surface, self.font(64, True),
                   tr("Pass to {name}").format(name=self.table.name(self.seat)),
                   (w // 2, round(h * 0.44)), theme.GOLD, "midtop", shadow=True)
        theme.text(surface, self.font(26), tr("The others look away; click when ready."),
                   (w // 2, round(h * 0.52)), theme.INK, "midtop")
        self.draw_buttons(surface, 26)


class ScrollScene(ButtonScene):
    """A page of rows over the game: the wheel, arrows and Page keys scroll; Esc closes."""

    opaque = False
    name = "page"
    title = ""

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.box = pygame.Rect(0, 0, 0, 0)

    def clamp(self) -> None:
        """Keep the page from scrolling past its end (after a scroll or a resize)."""
        inner = self.inner()
        probe = pygame.Surface((1, 1))
        total = sum(row(probe, 0, 0, inner.width) for row in self.rows())
        self.scroll = max(0, min(self.scroll, total - inner.height))

    def rows(self) -> list:
        """Rows to draw: each a callable (surface, x, y, width) -> height."""
        return []

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        self.box = pygame.Rect(0, 0, min(w - 40, round(1500 * u)), h - round(80 * u))
        self.box.center = (w // 2, h // 2)
        close = Button(tr("Close"), self.back)
        close.rect = self.close_rect()
        self.default_focus = 0
        self.clamp()
        return [close]

    def back(self) -> None:
        self.app.stack.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        step = round(60 * max(self.unit, 0.6))
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * step)
            self.clamp()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll += step * (8 if event.key == pygame.K_PAGEDOWN else 1)
                self.clamp()
                return True
            if event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - step * (8 if event.key == pygame.K_PAGEUP else 1))
                return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 140)
        theme.panel(surface, self.box, colour=(10, 30, 22, 240))
        u = max(self.unit, 0.6)
        theme.text(surface, self.font(40, True), self.title,
                   (self.box.x + round(36 * u), self.box.y + round(20 * u)), theme.GOLD,
                   owner=self.box)
        inner = self.inner()
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - self.scroll
        total = 0
        with theme.within(inner):
            for row in self.rows():
                hgt = row(surface, inner.x, y, inner.width)
                y += hgt
                total += hgt
        surface.set_clip(clip)
        if total - inner.height > self.scroll:
            more = self.font(18)
            theme.text(surface, more, tr("scroll for more") + " ↓",
                       (self.box.x + round(36 * u), self.close_rect().centery), theme.INK_DIM,
                       "midleft", owner=self.box)
        self.draw_buttons(surface, 24)

    def inner(self) -> pygame.Rect:
        """The part of the box the rows scroll in: below the title, above the button."""
        u = max(self.unit, 0.6)
        top = self.box.y + round(20 * u) + self.font(40, True).get_linesize() + round(16 * u)
        bottom = self.close_rect().top - round(12 * u)
        return pygame.Rect(self.box.x + round(36 * u), top, self.box.width - round(72 * u),
                           bottom - top)

    def close_rect(self) -> pygame.Rect:
        u = max(self.unit, 0.6)
        r = pygame.Rect(0, 0, round(200 * u),
                        max(round(52 * u), self.font(24).get_linesize() + 12))
        r.bottomright = (self.box.right - round(24 * u), self.box.bottom - round(18 * u))
        return r


def _line(font, words: str, colour=theme.INK, indent: int = 0) -> Callable:
    def draw(surface, x, y, width):
        lines = theme.wrap(font, words, width - indent)
        for i, ln in enumerate(lines):
            theme.text(surface, font, ln, (x + indent, y + i * font.get_linesize()), colour)
        return len(lines) * font.get_linesize() + 4
    return draw


class ScoreSheetScene(ScrollScene):
    name = "score-sheet"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.title = tr("Score sheet")

    def rows(self) -> list:
        f, fb = self.font(22), self.font(22, True)
        names = [c.name for c in self.session.seats]
        n = len(names)

        def header(surface, x, y, width):
            col = (width - round(560 * self.unit)) // n
            theme.text(surface, fb, "#", (x, y), theme.INK_DIM)
            theme.text(surface, fb, tr("Deal"), (x + round(60 * self.unit), y), theme.INK_DIM)
            for i, nm in enumerate(names):
                theme.text(surface, fb, nm, (x + round(560 * self.unit) + i * col, y), theme.GOLD)
            return fb.get_linesize() + 8

        out = [header]
        for k, row in enumerate(self.session.match.sheet, 1):
            def draw(surface, x, y, width, k=k, row=row):
                col = (width - round(560 * self.unit)) // n
                theme.text(surface, f, str(k), (x, y), theme.INK_DIM)
                theme.text(surface, f, outcome_line(self.session, row),
                           (x + round(60 * self.unit), y))
                for i in range(n):
                    d = row.deltas[i]
                    cell = f"{row.scores[i]}" + (f" ({d:+d})" if d else "")
                    if row.marks[i]:
                        cell += " " + "".join({"zero": "○", "barrel_on": "▣", "rospisat": "✕",
                                               "golden": "★"}.get(m, "") for m in row.marks[i])
                    theme.text(surface, f, cell, (x + round(560 * self.unit) + i * col, y),
                               theme.RED if d < 0 else theme.INK)
                return f.get_linesize() + 4
            out.append(draw)
        if not self.session.match.sheet:
            out.append(_line(f, tr("No deal has been scored yet."), theme.INK_DIM))
        return out


class TrickHistoryScene(ScrollScene):
    """The tricks of the deal on show, in order, with who led and who won."""

    name = "tricks"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.title = tr("Tricks of this deal")

    def rows(self) -> list:
        obs = self.table.observation()
        f = self.font(22)
        names = [c.name for c in self.table.session.seats]
        art = self.app.art_small
        out = []
        if obs.declarer >= 0 and obs.prikup is not None:
            out.append(_line(f, tr("Prikup") + ": " + " ".join(card_label(c) for c in obs.prikup)))
        for k, (cards, winner) in enumerate(obs.tricks, 1):
            def draw(surface, x, y, width, k=k, cards=cards, winner=winner):
                mid = y + art.size[1] // 2
                theme.text(surface, f, f"{k}.", (x, mid), theme.INK_DIM, "midleft")
                fn = self.font(16)
                col = max(art.size[0] + 12, max(fn.size(nm)[0] for nm in names) + 12)
                cx = x + max(round(60 * self.unit), f.size("10.")[0] + 12)
                for seat, c in cards:
                    img = art.face(c)
                    surface.blit(img, (cx, y))
                    theme.note(surface, "card", img.get_rect(topleft=(cx, y)))
                    theme.text(surface, fn, names[seat], (cx, y + art.size[1] + 2), theme.INK_DIM)
                    cx += col
                theme.text(surface, f, "→ " + names[winner], (cx + 8, mid), theme.GOLD,
                           "midleft")
                return art.size[1] + self.font(16).get_linesize() + 12
            out.append(draw)
        for seat, kind, worth in obs.melds:
            out.append(_line(f, f"{names[seat]}: {meld_words(kind)} {worth}", theme.GOLD))
        if not obs.tricks:
            out.append(_line(f, tr("No trick was played in this deal."), theme.INK_DIM))
        return out


RULES_OVERVIEW = (
    "Tysiacha (1000) is played with 24 cards, 9 to ace in four suits; the first to reach 1000 wins.",
    "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 120 in the deck. A king and "
    "queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100.",
    "Each player gets 7 cards and 3 go to the prikup. The players bid in turn how many points they "
    "will take, from 100 up; the highest bidder takes the prikup, gives one card to each other "
    "player, and may raise the contract.",
    "The declarer leads first. Follow suit; if you cannot, play a trump if you have one. Leading "
    "the king or queen of a marriage you hold declares it: its points are yours and its suit is "
    "trump from then on. The highest trump, else the highest card of the suit led, wins the trick.",
    "A declarer who takes the contract scores it; one who falls short loses it. The defenders "
    "score what they took, rounded to 5. Near 1000 a player sits on the barrel and must win as "
    "declarer to finish.",
)


class RulesScene(ScrollScene):
    """A readable summary of the rules and of every rule option in force."""

    name = "rules"

    def __init__(self, app, rules):
        super().__init__(app)
        self.rules_in_force = rules
        self.title = tr("Rules")

    def rows(self) -> list:
        f, fb = self.font(22), self.font(22, True)
        out = [_line(f, tr(p)) for p in RULES_OVERVIEW]
        out.append(_line(fb, tr("The options in force (change them in Options):"), theme.GOLD))
        values = self.rules_in_force.to_mapping()
        for opt in RULE_OPTIONS:
            value = format_value(values[opt.key])
            out.append(_line(f, f"{opt.rule}  {opt.key}: {value} — {tr(opt.help)}", theme.INK, 10))
        return out


__all__ = ["InGameMenu", "PrivacyScene", "ScoreSheetScene", "TrickHistoryScene", "RulesScene",
           "row_of"]
