"""The result of a deal or round, the same table in every game: a row of heads over a row
per player or team, the columns as wide as designed or as their words need, the last one
taking what is left. 1000's deal result and Tichu's round result are drawn with it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from .. import emblems
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
    gap = max(4, badge // 5)

    def width(c: Cell) -> int:
        return font_of(c).size(c.words)[0] + len(c.badges) * (badge + gap)
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
        x = cols[i]
        for key in c.badges:
            emblems.draw_badge(surface, key, pygame.Rect(x, y, badge, badge), scene.app.fonts)
            x += badge + gap
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


def row_height(scene) -> int:
    """The height of one row of the table (the heads' is a little less)."""
    return round(48 * max(scene.unit, 0.6))


__all__ = ["Cell", "draw_result_table", "row_height"]
