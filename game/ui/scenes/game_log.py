"""The game log, the same for every game: every action of the deal or round in order, in
words ("Gleb: Bomb, four 7s!", "Vera wishes for a 3", "Boris takes the trick"), each card
named drawn as a small card label (card_chips.py: "Boris: [Q♦]" in red), the latest at
the bottom and in view, the current trick marked with a gold bar. Opened at the table
with L or its corner button, closed with L or Esc. A game gives the lines (`LogLine`s)
as the player at the screen may know them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from .. import canvas
from .. import theme
from ..card_chips import ChipLine, Part, plain
from ..i18n import tr
from ..widgets import Button
from .over_table import ScrollScene


@dataclass(frozen=True)
class LogLine:
    words: str  # the line in plain words ("Boris: Q♦")
    kind: str = "action"  # "heading" (a phase: the bidding, the play), "action", "trick"
    # (who took a trick), "result"
    current: bool = False  # part of the trick on the table now
    parts: tuple = ()  # the line as drawn, where it names cards: words and CardChips
    # (card_chips.py); empty: the words

    @classmethod
    def of(cls, parts: Sequence[Part], kind: str = "action", current: bool = False
           ) -> "LogLine":
        """A line of words and cards (card_chips.said), its words made from them."""
        return cls(plain(parts), kind, current, tuple(parts))


class GameLogScene(ScrollScene):
    """The log of the deal or round in progress, from `lines()`, asked again when
    `version()` changes, so that a move made while it is open shows. The page is as wide
    as its longest line and as tall as its lines, up to the window; where the window is
    wide and the log long, the lines run on in two or three columns before the page
    scrolls."""

    name = "game-log"
    most_columns = 3

    def __init__(self, app, lines: Callable[[], list[LogLine]],
                 version: Callable[[], object], title: str = ""):
        super().__init__(app)
        self.lines = lines
        self.version = version  # changes when a move is made (the session's `moves`)
        self.title = title or tr("Game log")
        self._rows: list = []
        self.columns = 1
        self._seen = version()

    def enter(self) -> None:
        super().enter()
        self.scroll = 10 ** 9  # the latest at the bottom, in view
        self.clamp()

    def update(self, dt: float) -> None:
        seen = self.version()
        if seen != self._seen:  # a move came (a bot's, while the log is open)
            at_end = self.scroll >= self.total() - self.inner().height - 2
            self._seen = seen
            self.layout()  # the page grows with its lines
            if at_end:
                self.scroll = 10 ** 9
            self.clamp()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.back()
            return True
        return super().handle(event)

    def rows(self) -> list:
        return self._rows

    def entries(self) -> list["_Entry"]:
        """A row for each line of the log, at this window's size."""
        f, fb = self.font(22), self.font(22, True)
        bar = max(3, round(5 * self.unit))
        indent = round(28 * self.unit)
        lines = self.lines()
        if not lines:
            return [_Entry(f, fb, (tr("Nothing has happened yet in this deal."),),
                           theme.INK_DIM, 0, False, bar)]
        out = []
        for ln in lines:
            parts = ln.parts or (ln.words,)
            if ln.kind == "heading":
                out.append(_Entry(fb, fb, parts, theme.GOLD, 0, False, bar, gap=True))
            elif ln.kind == "trick":
                out.append(_Entry(f, fb, parts, (200, 220, 160), indent, ln.current, bar))
            elif ln.kind == "result":
                out.append(_Entry(fb, fb, parts, theme.INK, 0, False, bar))
            else:
                out.append(_Entry(f, fb, parts, theme.INK, indent, ln.current, bar))
        return out

    def build(self) -> list[Button]:
        """The page sized to its lines: each column as wide as the longest line (no wider
        than the window allows), as many columns as the lines need to be seen whole, no
        more than fit across; as tall as the tallest column, up to the window."""
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        entries = self.entries()
        margin = round(72 * u)  # the room left and right of the rows (inner())
        gap = round(40 * u)  # between columns
        widest = min(w - 40, round(1800 * u)) - margin
        self.box = pygame.Rect(0, 0, widest + margin, h - round(80 * u))
        page = self.inner().height  # the most the rows may take before they scroll
        chrome = self.box.height - page
        col = min(widest, max(e.natural_width() for e in entries))
        need = sum(e.height(col) for e in entries)
        across = max(1, (widest + gap) // (col + gap))
        n = max(1, min(self.most_columns, across, -(-need // max(1, page))))
        self.columns = n
        if n == 1:
            self._rows = entries
        elif need <= n * page:
            self._rows = [_Columns(_balanced(entries, n, col), col, gap)]
        else:  # more than the columns hold: pages of columns, one under the other
            air = round(20 * u)
            self._rows = [_Columns(band, col, gap, air if k else 0)
                          for k, band in enumerate(_bands(entries, n, col, page - air))]
        tall = sum(row(pygame.Surface((1, 1)), 0, 0, n * col + (n - 1) * gap)
                   for row in self._rows)
        least = self.least_width() - margin
        self.box.width = margin + max(least, n * col + (n - 1) * gap)
        self.box.height = min(self.box.height, chrome + tall + round(8 * u))
        return self.centred()

    def least_width(self) -> int:
        """The box's least width: room for its title, and for "scroll for more" beside
        the Close button."""
        u = max(self.unit, 0.6)
        title = self.font(40, True).size(self.title)[0] + round(72 * u)
        more = self.font(18).size(tr("scroll for more") + " ↓")[0]
        foot = round(36 * u) + more + round(24 * u) + round(200 * u) + round(24 * u)
        return max(title, foot, round(480 * u))


class _Entry:
    """One line of the log: marked with a gold bar at the left when it belongs to the
    trick on the table; a heading with a little air above it."""

    def __init__(self, font, bold, parts, colour, indent: int, marked: bool, bar: int,
                 gap: bool = False):
        self.line = ChipLine(font, bold, parts)
        self.colour, self.indent, self.marked, self.bar = colour, indent, marked, bar
        self.air = font.get_linesize() // 3 if gap else 0
        self.heading = gap

    def room(self, width: int) -> int:
        return width - self.indent - 2 * self.bar

    def natural_width(self) -> int:
        return self.indent + 2 * self.bar + self.line.natural_width()

    def height(self, width: int) -> int:
        return self.air + self.line.height(self.room(width))

    def __call__(self, surface, x, y, width) -> int:
        top = y + self.air
        if surface.get_width() > 1:  # (not the probe ScrollScene measures with)
            h = self.line.height(self.room(width))
            if self.marked:
                canvas.rect(surface, theme.GOLD, (x, top, self.bar, h))
            self.line.draw(surface, x + self.indent, top, self.room(width), self.colour)
        return self.height(width)


RULE = (60, 84, 70)  # the faint lines between columns and between pages of columns


class _Columns:
    """The log's lines in columns side by side, read down each column in turn, drawn as
    one row of the page; a page of columns under another has a rule and `air` above."""

    def __init__(self, columns: list[list[_Entry]], width: int, gap: int, air: int = 0):
        self.columns, self.width, self.gap, self.air = columns, width, gap, air
        self.tall = max(sum(e.height(width) for e in c) for c in columns)

    def __call__(self, surface, x, y, width) -> int:
        drawn = surface.get_width() > 1  # (not the probe ScrollScene measures with)
        n = len(self.columns)
        if self.air and drawn:
            canvas.rect(surface, RULE, (x, y + self.air // 2,
                                        n * self.width + (n - 1) * self.gap, 1))
        top = y + self.air
        for i, column in enumerate(self.columns):
            cx = x + i * (self.width + self.gap)
            cy = top
            for entry in column:
                cy += entry(surface, cx, cy, self.width)
            if i and drawn:
                canvas.rect(surface, RULE, (cx - self.gap // 2, top, theme.line_width(1),
                                            self.tall))
        return self.air + self.tall


def _filled(entries: list[_Entry], width: int, limit: int) -> list[list[_Entry]]:
    """`entries` in order in columns each at most `limit` high (a line taller than that
    alone in its column), no heading left at the foot of a column."""
    columns: list[list[_Entry]] = [[]]
    used = 0
    for e in entries:
        hgt = e.height(width)
        if columns[-1] and used + hgt > limit:
            columns.append([])
            used = 0
            if len(columns[-2]) > 1 and columns[-2][-1].heading:
                columns[-1].append(columns[-2].pop())
                used = columns[-1][0].height(width)
        columns[-1].append(e)
        used += hgt
    return columns


def _balanced(entries: list[_Entry], n: int, width: int) -> list[list[_Entry]]:
    """`entries` in at most `n` columns, the tallest as short as may be."""
    lo, hi = max(e.height(width) for e in entries), sum(e.height(width) for e in entries)
    while lo < hi:  # the least height of a column that n columns hold
        mid = (lo + hi) // 2
        if len(_filled(entries, width, mid)) <= n:
            hi = mid
        else:
            lo = mid + 1
    return _filled(entries, width, lo)


def _bands(entries: list[_Entry], n: int, width: int, page: int) -> list[list[list[_Entry]]]:
    """`entries` in pages of `n` columns, each column filled to `page` high, the last
    page's lines balanced across its columns."""
    columns = _filled(entries, width, page)
    bands = [columns[k:k + n] for k in range(0, len(columns), n)]
    bands[-1] = _balanced([e for c in bands[-1] for e in c], n, width)
    return bands


__all__ = ["LogLine", "GameLogScene"]
