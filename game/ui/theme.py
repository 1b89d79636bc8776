"""Colours and the small drawing helpers every scene shares."""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

FELT = (22, 92, 58)
FELT_DARK = (14, 66, 41)
FELT_LIGHT = (34, 118, 76)
INK = (245, 242, 230)
INK_DIM = (190, 200, 190)
GOLD = (236, 196, 84)
RED = (214, 64, 64)
PANEL = (10, 30, 22, 215)
PANEL_EDGE = (236, 196, 84)
BUTTON = (40, 70, 56)
BUTTON_HOT = (62, 110, 84)
BUTTON_OFF = (40, 50, 46)
FOCUS = (255, 230, 120)
SUIT_COLOURS = ((30, 30, 30), (30, 30, 30), (200, 30, 40), (200, 30, 40))
SUIT_COLOURS_ON_DARK = ((235, 235, 235), (235, 235, 235), (255, 110, 110), (255, 110, 110))


_felts: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth at `size`. Right after a resize the last cloth, stretched, is used
    for one frame and the new one made on the next, so a resize frame stays short."""
    got = _felts.get(size)
    if got is not None:
        _felts.move_to_end(size)
        return got
    if _felts and not _felt_pending.get(size):
        _felt_pending.clear()
        _felt_pending[size] = True
        last = next(reversed(_felts.values()))
        return pygame.transform.scale(last, size)
    _felt_pending.clear()
    return _remember(_felts, size, lambda: _make_felt(size), 8)


_felt_pending: dict = {}


def _make_felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: a soft radial light over green, made once per window size.

    The gradient is computed small and enlarged in two steps (smooth to a quarter of the
    window, then by whole pixels), which looks the same on a gradient this gentle and
    takes a few milliseconds instead of tens after a resize."""
    w, h = max(1, size[0]), max(1, size[1])
    quarter = pygame.transform.smoothscale(_felt_light(), (max(1, (w + 3) // 4),
                                                           max(1, (h + 3) // 4)))
    if pygame.display.get_surface() is not None:
        quarter = quarter.convert()  # the screen's format, so the big one needs no convert
    return pygame.transform.scale(quarter, (w, h))


@lru_cache(maxsize=1)
def _felt_light() -> pygame.Surface:
    """The cloth's light, 64x40: brightest a little above the middle."""
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            d = ((x - 32) / 32) ** 2 + ((y - 17) / 24) ** 2
            t = min(1.0, d ** 0.5)
            small.set_at((x, y), tuple(round(FELT_LIGHT[i] + (FELT_DARK[i] - FELT_LIGHT[i]) * t)
                                       for i in range(3)))
    return small


_panels: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_texts: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def _remember(cache: OrderedDict, key, make, limit: int):
    img = cache.get(key)
    if img is None:
        img = cache[key] = make()
        if len(cache) > limit:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return img


def shade(surface: pygame.Surface, alpha: int) -> None:
    """Darken what lies under an overlay (the dark sheet is made once per size)."""
    def make() -> pygame.Surface:
        sheet = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        sheet.fill((0, 0, 0, alpha))
        return sheet
    surface.blit(_remember(_panels, ("shade", surface.get_size(), alpha), make, 64), (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect, edge: bool = True,
          colour=PANEL, radius: int = 12) -> None:
    """A translucent dark box with a thin gold edge (drawn once per size and look)."""
    if rect.width < 4 or rect.height < 4:
        return  # a window too small for it

    def make() -> pygame.Surface:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, colour, box.get_rect(), border_radius=radius)
        if edge:
            pygame.draw.rect(box, PANEL_EDGE, box.get_rect(), 2, border_radius=radius)
        return box
    surface.blit(_remember(_panels, (rect.size, edge, colour, radius), make, 64), rect.topleft)


def text(surface: pygame.Surface, font: pygame.font.Font, words: str, pos,
         colour=INK, anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    img = rendered(font, words, colour)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(rendered(font, words, (0, 0, 0)), r.move(1, 2))
    surface.blit(img, r)
    return r


def rendered(font: pygame.font.Font, words: str, colour) -> pygame.Surface:
    """`words` in `font`, rendered once and kept while it keeps being drawn."""
    return _remember(_texts, (id(font), words, tuple(colour)),
                     lambda: font.render(words, True, colour), 1024)


def clipped(font: pygame.font.Font, words: str, width: int) -> str:
    """`words` if they fit in `width` pixels, else as many whole words as fit and an
    ellipsis."""
    if font.size(words)[0] <= width:
        return words
    cut = words.split(" ")
    while len(cut) > 1:
        cut.pop()
        trial = " ".join(cut).rstrip(",;:") + "…"
        if font.size(trial)[0] <= width:
            return trial
    return cut[0][:max(1, len(cut[0]) * width // max(1, font.size(cut[0])[0]) - 1)] + "…"


def wrap(font: pygame.font.Font, words: str, width: int) -> list[str]:
    """Lines of `words` that fit in `width` pixels (paragraphs kept)."""
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
