"""Rows for a page of figures (a ScrollScene's rows: callables (surface, x, y, width) ->
height): key figures as tiles, a bar chart with its axes, and rows laid side by side.
The Statistics pages are made of them (statistics.py)."""
from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from . import canvas
from . import theme

Row = Callable[[pygame.Surface, int, int, int], int]

TILE = (20, 50, 37)  # a tile's ground: a shade lighter than the page
TILE_EDGE = (70, 104, 84)
GRID = (34, 66, 50)  # the chart's gridlines: light, behind the bars
AXIS = (150, 165, 150)
LOST = (120, 150, 132)  # a bar of a game lost (a won one is gold)


def side_by_side(columns: Sequence[Sequence[Row]], gap: int) -> Row:
    """Lists of rows drawn next to each other, each in its share of the width; as tall as
    the tallest."""
    def draw(surface, x, y, width):
        n = max(1, len(columns))
        share = (width - gap * (n - 1)) // n
        tallest = 0
        for i, rows in enumerate(columns):
            yy = y
            for row in rows:
                yy += row(surface, x + i * (share + gap), yy, share)
            tallest = max(tallest, yy - y)
        return tallest
    return draw


def columns(lists: Sequence[Sequence[Row]], gap: int, least: int) -> Row:
    """The lists side by side where each gets `least` pixels of the width, else one
    under another."""
    lists = [rows for rows in lists if rows]
    beside = side_by_side(lists, gap)
    under = stacked([row for rows in lists for row in rows])

    def draw(surface, x, y, width):
        if len(lists) > 1 and width >= least * len(lists) + gap * (len(lists) - 1):
            return beside(surface, x, y, width)
        return under(surface, x, y, width)
    return draw


def stacked(rows: Sequence[Row]) -> Row:
    """Rows one under another, as one row."""
    def draw(surface, x, y, width):
        yy = y
        for row in rows:
            yy += row(surface, x, yy, width)
        return yy - y
    return draw


def tiles(scene, items: Sequence[tuple[str, str]], least: int) -> Row:
    """Key figures as tiles in a row, each a large value over its label (both already in
    words): as many to a row as keep `least` pixels each and their labels' longest word,
    the rest on the next row. The value takes the largest size that fits its tile."""
    label = scene.font(18)
    step = label.get_linesize() + max(2, label.get_linesize() // 8)  # (Ś stands above it)
    sizes = [scene.font(px, True) for px in (44, 36, 30, 24)]
    gap = max(6, round(14 * scene.unit))
    pad = max(6, round(12 * scene.unit))

    def longest_word(words: str) -> int:
        return max(label.size(w)[0] for w in words.split(" "))

    def draw(surface, x, y, width):
        need = max([least] + [longest_word(lb) + 2 * pad for _, lb in items])
        across = max(1, min(len(items), (width + gap) // (need + gap)))
        tw = (width - gap * (across - 1)) // across
        lines = [theme.wrap(label, lb, tw - 2 * pad) for _, lb in items]
        most = max(len(ls) for ls in lines)
        big = sizes[0]
        th = pad + big.get_linesize() + most * step + pad
        for i, (value, _) in enumerate(items):
            r, c = divmod(i, across)
            box = pygame.Rect(x + c * (tw + gap), y + r * (th + gap), tw, th)
            canvas.rect(surface, TILE, box, border_radius=max(4, pad))
            canvas.rect(surface, TILE_EDGE, box, 1, border_radius=max(4, pad))
            theme.note(surface, "tile", box, words=value)
            font = next((f for f in sizes if f.size(value)[0] <= tw - 2 * pad), sizes[-1])
            theme.text(surface, font, value,
                       (box.centerx, box.y + pad + big.get_linesize() // 2), theme.GOLD,
                       "center")
            ly = box.y + pad + big.get_linesize()
            for ln in lines[i]:
                theme.text(surface, label, ln, (box.centerx, ly), theme.INK_DIM, "midtop")
                ly += step
        rows = math.ceil(len(items) / across)
        return rows * th + (rows - 1) * gap + gap
    return draw


def nice_ticks(low: float, high: float, most: int = 5) -> list[int]:
    """Round values from at or below `low` to at or above `high`, at most `most` + 1 of
    them, a step of 1, 2 or 5 times a power of ten apart (0 among them when in range)."""
    span = max(1.0, high - low)
    raw = span / max(1, most)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(1, int(step))
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    return list(range(int(first), int(last) + 1, step))


def bar_chart(scene, points: Sequence[tuple[int, bool, str]], scale: int,
              height: int, legend: tuple[str, str] = ("", "")) -> Row:
    """Bars of values (value, highlighted, x label) oldest first, over a y axis with its
    ticks and light gridlines, a stronger line at zero, and the x labels under the bars
    (one where the last shown differs, as room allows); under them, right, what a
    highlighted and a plain bar mean (`legend`, in words). The bars reach at least
    `scale`."""
    small = scene.font(14)
    gap = max(3, round(8 * scene.unit))

    def draw(surface, x, y, width):
        values = [v for v, _, _ in points]
        ticks = nice_ticks(min(0, min(values)), max(scale, max(values)))
        low, high = ticks[0], ticks[-1]
        labels = [str(t) for t in ticks]
        axis_x = x + max(small.size(t)[0] for t in labels) + gap
        top = y + small.get_linesize() // 2 + small.get_linesize()  # room for the values
        plot = pygame.Rect(axis_x, top, width - (axis_x - x) - gap, height)

        def at(value: float) -> int:
            return plot.bottom - round(plot.height * (value - low) / (high - low))
        for t, words in zip(ticks, labels):
            ty = at(t)
            canvas.line(surface, AXIS if t == 0 else GRID, (plot.x, ty), (plot.right, ty),
                        theme.line_width(2 if t == 0 and low < 0 else 1))
            theme.text(surface, small, words, (axis_x - gap, ty), theme.INK_DIM, "midright")
        canvas.line(surface, AXIS, (plot.x, plot.y), (plot.x, plot.bottom), theme.line_width(1))
        n = len(points)
        wide = round(56 * max(scene.unit, 0.6))  # a bar at most; a few games keep to the
        slot = min((plot.width - gap) // max(1, n), 2 * wide)  # left, oldest first, as many do
        bw = max(4, min(wide, slot - gap))
        zero = at(0)
        shown_label = ""
        label_right = plot.x - 2 * gap  # (the first may start at the axis)
        for i, (value, marked, xlabel) in enumerate(points):
            cx = plot.x + gap + i * slot + slot // 2
            bar_h = abs(at(value) - zero)
            bar = pygame.Rect(cx - bw // 2, zero - bar_h if value >= 0 else zero, bw,
                              max(1, bar_h))
            canvas.rect(surface, theme.GOLD if marked else LOST, bar)
            words = str(value)
            if small.size(words)[0] <= slot - 2:  # over the bar (a negative one's over
                # the zero line, where nothing else is)
                theme.text(surface, small, words, (bar.centerx, min(bar.top, zero) - 2),
                           theme.INK, "midbottom")
            lw = small.size(xlabel)[0]
            if xlabel and xlabel != shown_label and cx - lw // 2 >= label_right + gap:
                theme.text(surface, small, xlabel, (cx, plot.bottom + gap // 2),
                           theme.INK_DIM, "midtop")
                shown_label, label_right = xlabel, cx + lw // 2
        bottom = plot.bottom + small.get_linesize() + gap
        if any(legend):
            right = plot.right
            for words, colour in reversed(list(zip(legend, (theme.GOLD, LOST)))):
                drawn = theme.text(surface, small, words, (right, bottom), theme.INK_DIM,
                                   "topright")
                key = pygame.Rect(0, 0, small.get_linesize() // 2, small.get_linesize() // 2)
                key.midright = (drawn.left - gap, drawn.centery)
                canvas.rect(surface, colour, key)
                right = key.left - 3 * gap
            bottom += small.get_linesize()
        return bottom + gap - y
    return draw


__all__ = ["bar_chart", "columns", "nice_ticks", "side_by_side", "stacked", "tiles"]
