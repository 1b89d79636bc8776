"""The result of a deal or round, the same table in every game: a row of heads over a row
per player or team, the columns as wide as designed or as their words need, the last one
taking what is left. 1000's deal result and Tichu's round result are drawn with it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from .. import theme


@dataclass(frozen=True)
class Cell:
    words: str
    colour: tuple = theme.INK
    bold: bool = False
    small: bool = False  # a note (1000's marks, Tichu's calls)


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
    need = []
    for i in range(len(heads) - 1):
        words = [fb.size(heads[i])[0]] + [font_of(r[i]).size(r[i].words)[0] for r in rows]
        need.append(max(words))
    widths = [max(n + round(24 * u), round(d * u)) for n, d in zip(need, designed)]
    last = max([fb.size(heads[-1])[0]] + [font_of(r[-1]).size(r[-1].words)[0] for r in rows])
    if x0 + sum(widths) + last > right:
        widths = [n + round(24 * u) for n in need]
    cols = [x0]
    for wd in widths:
        cols.append(cols[-1] + wd)
    cols.append(right)

    def cell(c: Cell, i: int, y: int) -> None:
        font = font_of(c)
        dy = (f.get_linesize() - font.get_linesize()) // 2
        theme.text(surface, font, theme.clipped(font, c.words, cols[i + 1] - cols[i] - 8),
                   (cols[i], y + dy), c.colour, owner=box)
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
