"""Words with cards in them, for any game: a line such as "Boris: Q♦" or "You give 7♠ to
Vera" is a run of parts, each words (`str`; an `Aside` in a dimmer ink) or a card
(`CardChip`), and the card is drawn as a small card label: its rank and suit in the
suit's colour on a light chip, red for ♥ ♦ and black for ♠ ♣, as on the cards
themselves. `said()` makes the parts of a translated text with cards in its fields;
`ChipLine` lays parts out in a width (wrapping between words and cards) and draws them."""
from __future__ import annotations

import re
import string
from dataclasses import dataclass
from typing import Optional, Sequence, Union

import pygame

from . import canvas
from . import theme

RED_SUITS = "♥♦"
CHIP_FACE = (246, 243, 232)  # a card's face (assets.plain_face), a shade softer
CHIP_EDGE = (150, 146, 132)
RED_INK = theme.SUIT_COLOURS[2]
BLACK_INK = theme.SUIT_COLOURS[0]


@dataclass(frozen=True)
class CardChip:
    """A card named in a line: `rank` ("Q", "10"; a special card's name, "Dragon"; ""
    for a suit alone, a marriage's) and `suit` (one of ♠♥♦♣, or "" for a card with no
    suit or a rank alone, a wish's). `ink` colours a card with no suit (Tichu's specials);
    `words` is what the card says in plain words, where that is not its label ("the
    Dog")."""

    rank: str
    suit: str = ""
    ink: Optional[tuple] = None
    words: str = ""

    @property
    def label(self) -> str:
        return self.rank + self.suit

    @property
    def colour(self) -> tuple:
        if self.suit:
            return RED_INK if self.suit in RED_SUITS else BLACK_INK
        return self.ink or BLACK_INK

    def __str__(self) -> str:
        return self.words or self.label


class Aside(str):
    """Words of a line said by the way (a combination's name after its cards): drawn in
    the dimmer ink."""


Part = Union[str, CardChip]


def said(template: str, **fields) -> tuple[Part, ...]:
    """The parts of `template` (a text already through tr()) with its `{fields}` filled:
    a CardChip, or a tuple of them, stays a card; anything else becomes words."""
    parts: list[Part] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if literal:
            parts.append(literal)
        if name is None:
            continue
        value = fields[name]
        if isinstance(value, CardChip):
            parts.append(value)
        elif isinstance(value, tuple) and all(isinstance(v, CardChip) for v in value):
            parts.extend(value)
        else:
            parts.append(format(value, spec or ""))
    return tuple(parts)


def as_is(words: str) -> str:
    """`words` (a player's name) to stand in a template that said() will read: its
    braces kept as they are, not taken for fields."""
    return words.replace("{", "{{").replace("}", "}}")


def plain(parts: Sequence[Part]) -> str:
    """The parts in plain words: each card by its label, cards side by side spaced."""
    out = ""
    for i, p in enumerate(parts):
        if isinstance(p, CardChip) and i and isinstance(parts[i - 1], CardChip):
            out += " "
        out += str(p)
    return out


@dataclass
class _Atom:
    part: Part  # a word (with no spaces) or a card
    width: int
    gap: int  # the room before it, when it does not start a line
    lead: str = ""  # the spaces before a word, as written


class ChipLine:
    """A line of parts in `font`, wrapped to a width: `height(width)` and
    `draw(surface, x, y, width, colour)` (words in `colour`, an Aside dimmer, cards as
    chips). The lines are as tall as a chip, so that lines with and without cards are
    spaced alike."""

    def __init__(self, font: pygame.font.Font, bold: pygame.font.Font, parts: Sequence[Part]):
        self.font, self.bold = font, bold
        self.pad_x = max(3, round(font.get_height() * 0.22))
        self.pad_y = max(1, round(font.get_height() * 0.06))
        self.pitch = font.get_height() + 2 * self.pad_y + max(2, font.get_height() // 8)
        self.atoms = self._atoms(parts)
        self._laid: dict[int, list[list[_Atom]]] = {}

    def _atoms(self, parts: Sequence[Part]) -> list[_Atom]:
        atoms: list[_Atom] = []
        pending = ""  # spaces at the end of the last words, before what comes next
        space = self.font.size(" ")[0]
        for p in parts:
            if isinstance(p, CardChip):
                after_card = bool(atoms) and isinstance(atoms[-1].part, CardChip)
                gap = self.font.size(pending)[0] if pending else (space // 2 if after_card
                                                                  else 0)
                atoms.append(_Atom(p, self.chip_size(p)[0], gap, pending))
                pending = ""
                continue
            for m in re.finditer(r"(\s*)(\S+)", p):
                lead = pending + m.group(1)
                atoms.append(_Atom(type(p)(m.group(2)), self.font.size(m.group(2))[0],
                                   self.font.size(lead)[0] if lead else 0, lead))
                pending = ""
            if re.search(r"\S", p):  # the words took the spaces before them
                pending = re.search(r"\s*$", p).group(0)
            else:
                pending += p
        return atoms

    def chip_size(self, chip: CardChip) -> tuple[int, int]:
        w, h = self.bold.size(chip.label)
        return w + 2 * self.pad_x, h + 2 * self.pad_y

    def natural_width(self) -> int:
        """The width of the line on one row."""
        return sum(a.width + (a.gap if i else 0) for i, a in enumerate(self.atoms))

    def rows(self, width: int) -> list[list[_Atom]]:
        laid = self._laid.get(width)
        if laid is None:
            laid = [[]]
            x = 0
            for a in self.atoms:
                gap = a.gap if laid[-1] else 0
                if laid[-1] and x + gap + a.width > width:
                    laid.append([])
                    x, gap = 0, 0
                laid[-1].append(a)
                x += gap + a.width
            self._laid[width] = laid
        return laid

    def height(self, width: int) -> int:
        return len(self.rows(width)) * self.pitch

    def draw(self, surface: pygame.Surface, x: int, y: int, width: int, colour) -> int:
        """Draw the line in `width` from (x, y); its height."""
        text_y = self.pad_y + (self.pitch - self.font.get_height() - 2 * self.pad_y) // 2
        for k, row in enumerate(self.rows(width)):
            top = y + k * self.pitch
            cx = x
            run, run_x, run_dim = "", 0, False
            for i, a in enumerate(row):
                gap = a.gap if i else 0
                words = isinstance(a.part, str)
                dim = isinstance(a.part, Aside)
                if run and (not words or dim != run_dim):
                    self._words(surface, run, run_x, top + text_y, colour, run_dim)
                    run = ""
                if words:
                    if not run:
                        run, run_x, run_dim = str(a.part), cx + gap, dim
                    else:
                        run += a.lead + str(a.part)
                else:
                    self._chip(surface, a.part, cx + gap, top + text_y - self.pad_y)
                cx += gap + a.width
            if run:
                self._words(surface, run, run_x, top + text_y, colour, run_dim)
        return self.height(width)

    def _words(self, surface, words: str, x: int, y: int, colour, dim: bool) -> None:
        theme.text(surface, self.font, words, (x, y), theme.INK_DIM if dim else colour)

    def _chip(self, surface, chip: CardChip, x: int, y: int) -> pygame.Rect:
        box = pygame.Rect((x, y), self.chip_size(chip))
        radius = max(2, box.height // 5)
        canvas.rect(surface, CHIP_FACE, box, border_radius=radius)
        canvas.rect(surface, CHIP_EDGE, box, 1, border_radius=radius)
        theme.note(surface, "panel", box)
        theme.text(surface, self.bold, chip.label, box.center, chip.colour, "center", owner=box)
        return box


__all__ = ["CardChip", "Aside", "said", "as_is", "plain", "ChipLine", "RED_INK", "BLACK_INK"]
