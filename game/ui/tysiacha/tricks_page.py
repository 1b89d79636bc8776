"""1000's tricks of the deal, a page over the table: the whole deal at once, as a grid of
tricks, each a small group of its cards in the order they were played (the leader's
first) with who played each, the trick's number and who took it with its card points.

The grid is planned for the page's room (`plan_grid`): as many columns as give the
largest cards that still let every trick in without scrolling, the cards drawn at that
size (a CardArt of the page's own, so the table's cards keep theirs). Only where even
the least readable cards would not fit (a small window) does the page scroll.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

import pygame

from game.tysiacha.engine.cards import CARD_POINTS, card_label

from .. import canvas
from .. import theme
from ..i18n import personal, seat_name, tr
from ..scenes.over_table import ScrollScene, line
from .deck import page_art
from .table import meld_words


@dataclass(frozen=True)
class TrickGrid:
    """Where the tricks go: `columns` cells across (as many rows as it takes), each
    `cell` (w, h) with `gap` between cells; in a cell, the head line, then one lane a
    card (`lane` wide, its card `card` (w, h) at the lane's top and the player's name
    under it), `pad` in from the cell's edges. `fits`: every trick is in the room it
    was planned for."""

    count: int
    columns: int
    cell: tuple[int, int]
    gap: int
    pad: int
    head: int  # the head line's height
    lane: int
    card: tuple[int, int]
    fits: bool

    @property
    def rows(self) -> int:
        return math.ceil(self.count / self.columns)

    @property
    def height(self) -> int:
        return self.rows * self.cell[1] + (self.rows - 1) * self.gap

    def cell_rect(self, k: int, x: int, y: int) -> pygame.Rect:
        """The `k`th trick's cell (from 0), the grid's top left at (x, y)."""
        col, row = k % self.columns, k // self.columns
        return pygame.Rect(x + col * (self.cell[0] + self.gap), y + row * (self.cell[1] + self.gap),
                           *self.cell)

    def lane_rect(self, cell: pygame.Rect, i: int) -> pygame.Rect:
        """The `i`th card's lane in `cell`: the card and its player's name."""
        return pygame.Rect(cell.x + self.pad + i * (self.lane + self.gap // 2),
                           cell.y + self.pad + self.head, self.lane,
                           cell.height - 2 * self.pad - self.head)

    def card_rect(self, cell: pygame.Rect, i: int) -> pygame.Rect:
        lane = self.lane_rect(cell, i)
        return pygame.Rect(lane.centerx - self.card[0] // 2, lane.y, *self.card)


def plan_grid(count: int, per: int, room: tuple[int, int], aspect: float, head: tuple[int, int],
              name: tuple[int, int], gap: int, least: int, most: int) -> TrickGrid:
    """The grid of `count` tricks of up to `per` cards in `room` (w, h): the columns that
    give the largest cards (at most `most` high) with all the tricks in the room and
    the cards at least `least` high; failing that, the columns giving the largest cards
    within the width alone (the page scrolls). `head` and `name` are the (w, h) the
    widest head line and player's name need: a cell is never narrower than they."""
    pad = max(4, gap // 2)
    best: Optional[TrickGrid] = None
    wide: Optional[TrickGrid] = None
    for columns in range(min(count, 6), 0, -1):
        rows = math.ceil(count / columns)
        cell_w = (room[0] - (columns - 1) * gap) // columns
        lane = (cell_w - 2 * pad - (per - 1) * (gap // 2)) // per
        if lane < name[0] or cell_w - 2 * pad < head[0]:
            continue
        by_width = min(most, int(lane / aspect))
        cell_h = (room[1] - (rows - 1) * gap) // rows
        by_height = cell_h - 2 * pad - head[1] - name[1] - pad
        card_h = min(by_width, by_height)

        def grid(h: int, fits: bool) -> TrickGrid:
            return TrickGrid(count, columns, (cell_w, 2 * pad + head[1] + h + name[1] + pad),
                             gap, pad, head[1], lane, (round(h * aspect), h), fits)
        if card_h >= least and (best is None or card_h > best.card[1]):
            best = grid(card_h, True)
        if wide is None or by_width > wide.card[1]:
            wide = grid(max(least, by_width), False)
    if best is not None:
        return best
    if wide is not None:
        return wide
    # (names too wide for any grid: one column, as wide as the room)
    lane = max(1, (room[0] - 2 * pad - (per - 1) * (gap // 2)) // per)
    h = max(least, min(most, int(lane / aspect)))
    return TrickGrid(count, 1, (room[0], 2 * pad + head[1] + h + name[1] + pad), gap, pad,
                     head[1], lane, (round(h * aspect), h), False)


def trick_points(cards) -> int:
    """The card points a trick gives whoever takes it (R2): a meld's are the melder's,
    counted apart."""
    return sum(CARD_POINTS[c] for _, c in cards)


class TrickHistoryScene(ScrollScene):
    """The tricks of the deal on show, all at once: who played what, who took each."""

    name = "tricks"
    fit = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.title = tr("Tricks of this deal")
        self.grid: Optional[TrickGrid] = None

    def build(self) -> list:
        self.grid = None  # planned again in the page's whole box (rows() does it)
        return super().build()

    def fonts(self):
        return self.font(22), self.font(22, True), self.font(16)

    def names(self) -> list[str]:
        return [seat_name(c.name) for c in self.table.session.seats]

    def taker(self, k: int, cards, winner: int) -> str:
        """`3.` and who took the trick with how many points."""
        who = personal(self.names()[winner], tr("{name} takes {n}"), tr("You take {n}"),
                       n=trick_points(cards))
        return f"{k}.  {who}"

    def rows(self) -> list:
        obs = self.table.observation()
        f, fb, fn = self.fonts()
        names = self.names()
        above, below = [], []
        if obs.declarer >= 0 and obs.prikup is not None:
            above.append(line(f, tr("Prikup") + ": " + " ".join(card_label(c) for c in obs.prikup)))
        for seat, kind, worth in obs.melds:
            below.append(line(f, f"{names[seat]}: {meld_words(kind)} {worth}", theme.GOLD))
        if not obs.tricks:
            return above + below + [line(f, tr("No trick was played in this deal."),
                                         theme.INK_DIM)]
        if self.grid is None:
            self.grid = self.plan(obs.tricks, above + below)
        page_art(self.app, "tricks").resize(self.grid.card[1])
        return above + [self.drawer(obs.tricks)] + below

    def plan(self, tricks, others: list) -> TrickGrid:
        """The grid for the room the page's box leaves under the other rows."""
        f, fb, fn = self.fonts()
        inner = self.inner()
        probe = pygame.Surface((1, 1))
        spare = inner.height - sum(row(probe, 0, 0, inner.width) for row in others) \
            - round(12 * max(self.unit, 0.6))
        head_w = max(fb.size(self.taker(k, cards, winner))[0]
                     for k, (cards, winner) in enumerate(tricks, 1))
        name_w = max(fn.size(nm)[0] for nm in self.names())
        u = self.unit
        gap = max(8, round(24 * u))
        return plan_grid(len(tricks), max(len(cards) for cards, _ in tricks),
                         (inner.width, spare), page_art(self.app, "tricks").aspect,
                         (head_w, fb.get_linesize() + gap // 4),
                         (name_w + gap // 2, fn.get_linesize()),
                         gap, least=max(40, round(90 * u)), most=max(60, round(260 * u)))

    def drawer(self, tricks):
        grid = self.grid
        f, fb, fn = self.fonts()
        names = self.names()
        art = page_art(self.app, "tricks")

        def draw(surface, x, y, width):
            for k, (cards, winner) in enumerate(tricks):
                cell = grid.cell_rect(k, x, y)
                canvas.rect(surface, theme.SHEET_BAND, cell, border_radius=max(4, grid.pad))
                # (cut short only where no grid gives the words their room: names
                # longer than a third of the page)
                theme.text(surface, fb, theme.clipped(fb, self.taker(k + 1, cards, winner),
                                                      cell.width - 2 * grid.pad),
                           (cell.x + grid.pad, cell.y + grid.pad), theme.GOLD)
                for i, (seat, c) in enumerate(cards):
                    r = grid.card_rect(cell, i)
                    surface.blit(art.face(c), r)
                    theme.note(surface, "card", r)
                    if seat == winner:  # the card that took the trick
                        lw = theme.line_width(2)
                        canvas.rect(surface, theme.GOLD, r.inflate(2 * lw, 2 * lw), lw,
                                    border_radius=max(3, r.width // 10))
                    theme.text(surface, fn, theme.clipped(fn, names[seat], grid.lane),
                               (r.centerx, r.bottom + 4),
                               theme.GOLD if seat == winner else theme.INK_DIM, "midtop")
            return grid.height + round(8 * max(self.unit, 0.6))
        return draw


__all__ = ["TrickGrid", "plan_grid", "trick_points", "TrickHistoryScene"]
