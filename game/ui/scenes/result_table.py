"""The result of a deal or round, the same table in every game: a row of heads over a row
per player or team, the columns as wide as designed or as their words need, the last one
taking what is left. 1000's deal result and Tichu's round result are drawn with it, and
their score sheets with `sheet_rows`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from .. import canvas, emblems
from .. import theme


@dataclass(frozen=True)
class Cell:
    words: str
    colour: tuple = theme.INK
    bold: bool = False
    small: bool = False  # a note (1000's marks, Tichu's calls)
    badges: tuple = ()  # the seats' badges before the words (a player's, a team's two)


def draw_result_table(surface: pygame.Surface, scene, box: pygame.Rect, y: int,
                      heads: Sequence[str], rows: Sequence[Sequence[Cell]],
                      designed: Sequence[int]) -> int:
    """The table inside `box` from `y` down; `designed` the widths of all columns but the
    last at full HD. Returns the y under it."""
    u = max(scene.unit, 0.6)
    f, fb, fm = scene.font(24), scene.font(24, True), scene.font(20)
    x0, right = box.x + round(40 * u), box.right - round(40 * u)

    def font_of(c: Cell):
        return fm if c.small else (fb if c.bold else f)
    badge = f.get_linesize()

    def width(c: Cell) -> int:
        return font_of(c).size(c.words)[0] + len(c.badges) * (badge + emblems.badge_gap(badge))
    need = []
    for i in range(len(heads) - 1):
        need.append(max([fb.size(heads[i])[0]] + [width(r[i]) for r in rows]))
    widths = [max(n + round(24 * u), round(d * u)) for n, d in zip(need, designed)]
    last = max([fb.size(heads[-1])[0]] + [width(r[-1]) for r in rows])
    if x0 + sum(widths) + last > right:
        widths = [n + round(24 * u) for n in need]
    cols = [x0]
    for wd in widths:
        cols.append(cols[-1] + wd)
    cols.append(right)

    def cell(c: Cell, i: int, y: int) -> None:
        font = font_of(c)
        dy = (f.get_linesize() - font.get_linesize()) // 2
        x = emblems.draw_badges(surface, c.badges, cols[i], y, badge, scene.app.fonts)
        theme.text(surface, font, theme.clipped(font, c.words, cols[i + 1] - x - 8),
                   (x, y + dy), c.colour, owner=box)
    for i, head in enumerate(heads):
        cell(Cell(head, theme.INK_DIM, bold=True), i, y)
    y += round(44 * u)
    for row in rows:
        for i, c in enumerate(row):
            if c.words:
                cell(c, i, y)
        y += round(48 * u)
    return y


def sheet_rows(scene, heads: Sequence[Cell], rows: Sequence[Sequence[Cell]],
               designed: Sequence[int]) -> list[Callable]:
    """A score sheet's rows for a ScrollScene (each a callable (surface, x, y, width) ->
    height): the heads, bold with their badges, over a row per deal or round, every other
    one on a band so the eye keeps to its row. `designed`: each column's width at full
    HD, 0 for the one that takes what is left (the last, if none is 0); where the row is
    too narrow for them, the other columns give up what their words do not need, and
    only then are the words cut."""
    f, fb = scene.font(22), scene.font(22, True)
    size = fb.get_linesize()
    pad = max(4, round(10 * max(scene.unit, 0.6)))
    u = scene.unit
    stretch = list(designed).index(0) if 0 in designed else len(designed) - 1

    def width_of(c: Cell) -> int:
        n = len(c.badges)
        return (fb if c.bold else f).size(c.words)[0] + n * (size + emblems.badge_gap(size))
    need = [max(width_of(r[i]) for r in [heads, *rows]) + 2 * pad for i in range(len(heads))]
    placed: dict = {}

    def columns(width: int) -> list[int]:
        """Each column's x from the left of a row `width` wide."""
        if width not in placed:
            widths = [max(n, round(d * u)) for n, d in zip(need, designed)]
            widths[stretch] = 0
            if width - sum(widths) < need[stretch]:
                widths = list(need)
                widths[stretch] = 0
            widths[stretch] = max(0, width - sum(widths))
            xs = [0]
            for w in widths[:-1]:
                xs.append(xs[-1] + w)
            placed[width] = xs
        return placed[width]

    def drawer(cells: Sequence[Cell], height: int, banded: bool) -> Callable:
        def draw(surface, x, y, width):
            if banded:
                canvas.rect(surface, theme.SHEET_BAND, pygame.Rect(x, y, width, height),
                            border_radius=max(2, height // 6))
            inner = width - 2 * pad
            xs = columns(inner)
            ends = xs[1:] + [inner]
            for c, left, end in zip(cells, xs, ends):
                font = fb if c.bold else f
                at = emblems.draw_badges(surface, c.badges, x + pad + left,
                                         y + (height - size) // 2, size, scene.app.fonts)
                room = x + pad + end - at - pad
                theme.text(surface, font, theme.clipped(font, c.words, room),
                           (at, y + height // 2), c.colour, "midleft")
            return height
        return draw
    out = [drawer(heads, size + pad, False)]
    for k, row in enumerate(rows):
        out.append(drawer(row, f.get_linesize() + pad // 2 + 2, k % 2 == 0))
    return out


def row_height(scene) -> int:
    """The height of one row of the table (the heads' is a little less)."""
    return round(48 * max(scene.unit, 0.6))


__all__ = ["Cell", "draw_result_table", "row_height", "sheet_rows"]
