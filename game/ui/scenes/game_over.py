"""The end of a game, the same for every game: the winners' badges over their title, a
word for the players at this screen, the final standings on a panel (a row a place, the
winners' on a gold band), then the score sheet or the main menu; in the demo, a new demo
game after a pause.

When a player at this screen won, the screen celebrates: a warm panel and a short
shower of confetti (confetti.py) while the title breathes, for a few seconds, then all
is still; with the animations off, only the stillness. When they lost, no confetti: a
kind word over the standings."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

import pygame

from .. import canvas
from .. import emblems
from .. import theme
from ..confetti import Confetti
from ..i18n import tr
from ..widgets import Button
from .base import ButtonScene, row_of

WARM = (62, 40, 20, 255)  # the panel of a win: a warm brown under the gold edge (whole:
# the confetti falls behind it, unseen)
SOBER = (14, 40, 30, 255)  # of a loss, or a game only watched
WINNER_BAND = (104, 76, 28)  # the winners' rows
MEDALS = {1: theme.GOLD, 2: (200, 204, 212), 3: (205, 132, 66)}


@dataclass(frozen=True)
class Place:
    """One row of the final standings: a player or a team."""

    rank: int
    who: str
    score: str
    won: bool
    badges: tuple = ()  # the emblems before the name (a team's two)


class GameOverScene(ButtonScene):
    """A game's scene says what (`title`, `standings`, `footer`, `sheet`, `start_demo`)
    and how big (the class sizes)."""

    name = "game-over"
    title_size = 72  # the title's font, before its breathing
    row_size = 30  # the standings' font

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.t = 0.0
        self._fit = 1.0  # the share of title_size the title is drawn at (_title_font)
        self.confetti: Optional[Confetti] = (Confetti() if self.outcome() and app.speed
                                             else None)

    # ------------------------------------------------------------ what a game says
    def title(self) -> str:
        raise NotImplementedError

    def standings(self) -> list[Place]:
        """A row a place, first place first (a game may give (who, score, won) tuples:
        ranked in their order, without badges)."""
        raise NotImplementedError

    def places(self) -> list[Place]:
        return [p if isinstance(p, Place) else Place(rank, *p)
                for rank, p in enumerate(self.standings(), 1)]

    def footer(self) -> str:
        return ""

    def sheet(self) -> None:
        raise NotImplementedError

    def start_demo(self) -> None:
        raise NotImplementedError

    def outcome(self) -> Optional[bool]:
        """True when a player at this screen won, False when they all lost; None when
        no one here played (the demo, a game of bots) or everyone won (a draw)."""
        seats = self.session.seats
        humans = {p for p, c in enumerate(seats) if c.human}
        winners = set(self.session.match.winners or ())
        if self.app.options.demo or not humans or winners >= set(range(len(seats))):
            return None
        return bool(humans & winners)

    def word(self) -> str:
        """Said under the title, to the players at this screen."""
        won = self.outcome()
        if won is None:
            return ""
        return tr("Congratulations!") if won else tr("Well played. The next game may be yours.")

    @property
    def celebrating(self) -> bool:
        """The confetti still falls (and the title breathes)."""
        return self.confetti is not None

    # ------------------------------------------------------------ the scene
    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        return row_of([Button(tr("Score sheet"), self.sheet),
                       Button(tr("Main menu"), self.menu, kind="main")],
                      w // 2, round(h * 0.82), round(280 * u), round(60 * u), round(24 * u))

    def menu(self) -> None:
        from .menu import MainMenu
        self.app.stack.clear()
        self.app.push(MainMenu(self.app))

    def back(self) -> None:
        self.menu()

    def update(self, dt: float) -> None:
        self.t += dt
        if self.confetti is not None:
            self.confetti.update(dt * self.app.speed)
            if self.confetti.done or not self.app.speed:  # (animations turned off)
                self.confetti = None
        if self.app.options.demo and self.t > (6.0 if self.app.speed else 0.0):
            self.app.stack.clear()
            self.start_demo()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = max(self.unit, 0.6)
        surface.blit(theme.felt((w, h)), (0, 0))
        if self.covered:  # the score sheet over it: the felt alone
            return  # (its title would show cut in half above the sheet)
        if self.confetti is not None:  # behind the words: they stay readable
            self.confetti.draw(surface)
        places = self.places()
        won = self.outcome()
        crest = round(96 * u)
        badges = () if len([p for p in places if p.won]) == len(places) else \
            tuple(b for p in places if p.won for b in p.badges)
        big = self._title_font(w - round(80 * u))
        word = self.font(28)
        rows = self._rows(places)
        said = self.word()
        high = (crest + round(10 * u) if badges else 0) + big.get_linesize() + \
            (word.get_linesize() + round(8 * u) if said else 0) + round(20 * u) + rows[1]
        room = self.row.buttons[0].rect.top if self.row.buttons else round(h * 0.82)
        y = max(round(h * 0.04), (room - high) // 2)
        if badges:
            gap = emblems.badge_gap(crest)
            x = w // 2 - (len(badges) * crest + (len(badges) - 1) * gap) // 2
            emblems.draw_badges(surface, badges, x, y, crest, self.app.fonts)
            y += crest + round(10 * u)
        font = big
        if self.celebrating:  # the title breathes while the confetti falls
            font = self.font(self.title_size * self._fit * (1.0 + 0.03 * abs(
                math.sin(self.confetti.age * 2.5))), True)
        theme.text(surface, font, self.title(), (w // 2, y + big.get_linesize() // 2),
                   theme.GOLD, "center", shadow=True)
        y += big.get_linesize()
        if said:
            theme.text(surface, word, said, (w // 2, y + round(4 * u)),
                       theme.GOLD if won else theme.INK, "midtop")
            y += word.get_linesize() + round(8 * u)
        self._draw_panel(surface, places, pygame.Rect(0, y + round(20 * u), rows[0], rows[1]),
                         won)
        self.draw_buttons(surface, 26)

    def _title_font(self, room: int) -> pygame.font.Font:
        """The title's font: as large as designed, smaller where the title is too wide
        for the window (a long pair of names); `_fit` the share kept."""
        self._fit = 1.0
        font = self.font(self.title_size, True)
        while font.size(self.title())[0] > room and self._fit > 0.4:
            self._fit -= 0.1
            font = self.font(self.title_size * self._fit, True)
        return font

    def _rows(self, places: list[Place]) -> tuple[int, int]:
        """The panel's width and height."""
        w, _ = self.app.screen_size
        u = max(self.unit, 0.6)
        f, head, small = self.font(self.row_size), self.font(24, True), self.font(22)
        pad = round(20 * u)
        row = max(round(56 * u), f.get_linesize() + round(12 * u))
        height = pad + head.get_linesize() + round(8 * u) + len(places) * row + pad
        if self.footer():
            height += small.get_linesize() + round(6 * u)
        return min(w - 40, round(820 * u)), height

    def _draw_panel(self, surface, places: list[Place], box: pygame.Rect,
                    won: Optional[bool]) -> None:
        w, _ = surface.get_size()
        u = max(self.unit, 0.6)
        box.centerx = w // 2
        theme.panel(surface, box, colour=WARM if won else SOBER, radius=round(16 * u))
        f, head, small = self.font(self.row_size), self.font(24, True), self.font(22)
        pad = round(20 * u)
        row = max(round(56 * u), f.get_linesize() + round(12 * u))
        x0, right = box.x + pad, box.right - pad
        y = box.y + pad
        theme.text(surface, head, tr("Final standings"), (box.centerx, y), theme.INK_DIM,
                   "midtop", owner=box)
        y += head.get_linesize() + round(8 * u)
        size = f.get_linesize()
        medal_font = self.font(self.row_size * 0.7, True)
        for place in places:
            band = pygame.Rect(x0 - pad // 2, y, box.width - pad, row)
            if place.won:
                canvas.rect(surface, WINNER_BAND, band, border_radius=row // 4)
            mid = y + row // 2
            medal = pygame.Rect(0, 0, size, size)
            medal.midleft = (x0, mid)
            canvas.rect(surface, MEDALS.get(place.rank, theme.INK_DIM), medal,
                        border_radius=size // 2)
            theme.text(surface, medal_font, str(place.rank), medal.center, (30, 24, 14),
                       "center", owner=box)
            x = emblems.draw_badges(surface, place.badges, medal.right + round(14 * u),
                                    mid - size // 2, size, self.app.fonts)
            room = right - f.size(place.score)[0] - x - pad  # (the name, then its score)
            theme.text(surface, f, theme.clipped(f, place.who, room), (x, mid),
                       theme.GOLD if place.won else theme.INK, "midleft", owner=box)
            theme.text(surface, f, place.score, (right, mid), theme.INK, "midright",
                       owner=box)
            y += row
        if self.footer():
            theme.text(surface, small, self.footer(), (box.centerx, y + round(6 * u)),
                       theme.INK_DIM, "midtop", owner=box)


__all__ = ["GameOverScene", "Place"]
