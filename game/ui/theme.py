"""Colours and the small drawing helpers every scene shares.

Every text of the UI is drawn through `text()`, every box through `panel()` or a Button,
and every card image is noted with `note()`; with `recording()` on, each of them is kept
as a `Drawn` (its rect, a text's size and words and the box it belongs in), which is how
tests/ui/test_text_layout.py checks that no text is too small, covered, or out of its box.
"""
from __future__ import annotations

import math
import re
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator, Optional

import pygame

from . import canvas

FELT = (22, 92, 58)
FELT_DARK = (14, 66, 41)
FELT_LIGHT = (34, 118, 76)
INK = (245, 242, 230)
INK_DIM = (190, 200, 190)
GOLD = (236, 196, 84)
RED = (214, 64, 64)
PANEL = (10, 30, 22, 215)
PANEL_EDGE = (236, 196, 84)
DIALOG = (12, 34, 25, 255)  # a dialog's or page's panel: nothing shows through it
# a seat's plate, and the plate of the seat to act: whole, as PANEL and the gold looked
# over the felt, so that a card dealt under a plate does not show through it as a ghost
# (lifted off the cloth by its shadow all the same: panel(lifted=True))
PLATE, PLATE_ACTIVE = (14, 40, 29, 255), (55, 53, 16, 255)
SHEET_BAND = (22, 52, 39)  # every other row of a score sheet: a shade over DIALOG
DIM = 170  # the dark sheet over the table under a dialog or page
BUTTON = (40, 70, 56)
BUTTON_HOT = (62, 110, 84)
BUTTON_OFF = (40, 50, 46)
FOCUS = (255, 230, 120)
# three kinds of button: the others (BUTTON), the main action of a row or dialog (gold, dark
# words: the one to press to go on), and one that throws something away (dark red: a
# give-up, quitting, a new game over a saved one), so that it is never pressed by habit
MAIN = (196, 150, 52)
MAIN_HOT = (226, 180, 72)
MAIN_INK = (30, 22, 6)
DANGER = (112, 36, 32)
DANGER_HOT = (150, 52, 44)
DANGER_EDGE = (226, 120, 108)
SUIT_COLOURS = ((30, 30, 30), (30, 30, 30), (200, 30, 40), (200, 30, 40))
SUIT_COLOURS_ON_DARK = ((235, 235, 235), (235, 235, 235), (255, 110, 110), (255, 110, 110))


class _Felt:
    """The table cloth at the window's size, made again when the size changes.

    A new 3840x2160 surface costs 9 to 20 ms just to come into being (the memory is
    touched for the first time), far more than painting the cloth (3.5 ms), so the cloth
    is painted into one buffer kept from size to size (as large as the largest window
    yet) and handed out as the part of it the window covers. Only one size is current:
    the cloth of an earlier size is not to be used after `felt` was asked for another."""

    def __init__(self):
        self.buffer: Optional[pygame.Surface] = None
        self.size: Optional[tuple[int, int]] = None
        self.cloth: Optional[pygame.Surface] = None

    def get(self, size: tuple[int, int]) -> pygame.Surface:
        if size == self.size and self.cloth is not None:
            return self.cloth
        w, h = max(1, size[0]), max(1, size[1])
        screen = pygame.display.get_surface()
        buffer = self.buffer
        if buffer is None or buffer.get_width() < w or buffer.get_height() < h \
                or (screen is not None and buffer.get_bitsize() != screen.get_bitsize()):
            bw, bh = (w, h) if buffer is None else (max(w, buffer.get_width()),
                                                  max(h, buffer.get_height()))
            buffer = pygame.Surface((bw, bh))
            if screen is not None:
                buffer = buffer.convert()  # the screen's format: blits need no convert
            self.buffer = buffer
        cloth = buffer.subsurface((0, 0, w, h))
        _make_felt((w, h), cloth)
        self.size, self.cloth = size, cloth
        return cloth


_felt = _Felt()


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth at `size` (the window's): valid until it is asked for another
    size."""
    return _felt.get(size)


def _make_felt(size: tuple[int, int], into: pygame.Surface) -> None:
    """The table cloth: a soft radial light over green, painted into `into`.

    The gradient is computed small and enlarged in two steps (smooth to a quarter of the
    window, then by whole pixels), which looks the same on a gradient this gentle and
    takes a few milliseconds instead of tens after a resize."""
    w, h = size
    quarter = pygame.transform.smoothscale(_felt_light(), (max(1, (w + 3) // 4),
                                                           max(1, (h + 3) // 4)))
    quarter = quarter.convert(into)
    pygame.transform.scale(quarter, (w, h), into)
    # the cloth's grain: a tile of fine darker specks multiplied into it (once per size,
    # one pass: about 6 ms at 4K), so that the felt reads as cloth, not a flat colour
    grain = _felt_grain().convert(into)  # in the cloth's own format: the fast blit
    tw, th = grain.get_size()
    for y in range(0, h, th):
        for x in range(0, w, tw):
            into.blit(grain, (x, y), special_flags=pygame.BLEND_RGB_MULT)


def empty_slot(surface: pygame.Surface, rect: pygame.Rect, radius: int, edge: int) -> None:
    """A place where a card is to go (the player's card in a trick, a card to give): the
    same in every game, a card-shaped hollow in the cloth, darker, with a light rim
    `edge` pixels wide, so that a card half over it still reads as lying in it (an
    outline alone showed broken behind the cards)."""
    def make() -> pygame.Surface:
        slot = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(slot, (0, 0, 0, 60), slot.get_rect(), border_radius=radius)
        pygame.draw.rect(slot, (235, 240, 235, 200), slot.get_rect(), edge,
                         border_radius=radius)
        return slot
    note(surface, "slot", rect)
    surface.blit(_remember(_panels, ("slot", rect.size, radius, edge), make, 64), rect.topleft)


@lru_cache(maxsize=1)
def _felt_grain() -> pygame.Surface:
    """The grain's tile, 256x256: each pixel a factor of 240..255 out of 255, a little
    longer across than down (the weave), from a fixed seed."""
    import random
    rng = random.Random(7)
    n = 256
    out = bytearray(n * n * 3)
    for y in range(n):
        carry = 0.0
        for x in range(n):
            carry = carry * 0.45 + rng.gauss(0, 3.2)  # the weave runs along x
            v = 255 - min(15, max(0, int(abs(carry)) + (4 if carry < 0 else 0)))
            i = 3 * (y * n + x)
            out[i] = out[i + 1] = out[i + 2] = v
    return pygame.image.frombuffer(bytes(out), (n, n), "RGB")


def table_area(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The part of the cloth where the trick is played, marked: a little darker, with a
    faint light edge (made once per size; not a panel: nothing is drawn in it)."""
    if rect.width < 8 or rect.height < 8:
        return
    if canvas.shift_now():  # drawn away from where it lies on the felt: blended over it
        surface.blit(area_surface(tuple(rect.size)), rect.topleft)
        return
    picture, at = area_on_felt(surface.get_size(), rect)
    surface.blit(picture, at)


def area_on_felt(window: tuple[int, int], rect: pygame.Rect) -> tuple[pygame.Surface, tuple]:
    """table_area's picture over the cloth of a `window` beneath it, opaque, and where it
    goes: what a table draws right after the felt, made once per layout (a table asks for
    it as it lays itself out). Where the area is painted again (a card moving over it),
    its pixels are copied instead of blended, a quarter of the time at 4K."""
    def make() -> tuple[pygame.Surface, tuple]:
        cloth = felt(window)
        r = pygame.Rect(rect).clip(cloth.get_rect())
        out = cloth.subsurface(r).copy()
        out.blit(area_surface(tuple(rect.size)), (rect.x - r.x, rect.y - r.y))
        return out, r.topleft
    return _remember(_panels, ("area-on-felt", tuple(window), tuple(rect)), make, 64)


def area_surface(size: tuple[int, int]) -> pygame.Surface:
    """table_area's picture at `size`, made once: a table asks for it when it lays itself
    out, so that the first frame of play does not make it (4 ms at 4K)."""
    def make() -> pygame.Surface:
        area = pygame.Surface(size, pygame.SRCALPHA)
        radius = min(size) // 5
        pygame.draw.rect(area, (0, 0, 0, 34), area.get_rect(), border_radius=radius)
        pygame.draw.rect(area, (255, 255, 255, 26), area.get_rect(), 2, border_radius=radius)
        return area
    return _remember(_panels, ("area", tuple(size)), make, 64)


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


# ------------------------------------------------------------------ what is drawn
@dataclass
class Drawn:
    """One thing drawn while recording: `kind` is "text", "panel" (a box, a button or a
    value field), "card" or "shade" (the dark sheet under an overlay)."""

    kind: str
    rect: pygame.Rect  # the part that shows (inside the surface's clip)
    layer: int  # which scene drew it: Recording.layer when it was drawn
    size: int = 0  # a text's font size in pixels
    words: str = ""
    owner: Optional[pygame.Rect] = None  # the box a text is drawn in
    role: str = ""  # "banner": an announcement, which nothing may lie over; "cut": a
    # button's label too long for it, shown cut short
    moving: bool = False  # a card on its way somewhere
    full: Optional[pygame.Rect] = None  # the whole rect, where a clip cut `rect`


class Recording:
    """What was drawn on `target`, in order; scenes mark where each begins."""

    def __init__(self, target: Optional[pygame.Surface]):
        self.target = target
        self.items: list[Drawn] = []
        self.layer = 0
        self.layers: list[str] = []
        self.cut: set[str] = set()  # words clipped() shortened while recording

    def begin(self, name: str) -> None:
        """The next things drawn belong to the scene `name`."""
        self.layers.append(name)
        self.layer = len(self.layers) - 1

    def of(self, kind: str) -> list[Drawn]:
        return [d for d in self.items if d.kind == kind]


_recording: Optional[Recording] = None
_within: Optional[pygame.Rect] = None


@contextmanager
def within(rect: pygame.Rect) -> Iterator[None]:
    """Texts drawn in the block without an `owner` belong in `rect` (a scrolled page)."""
    global _within
    before, _within = _within, pygame.Rect(rect)
    try:
        yield
    finally:
        _within = before


@contextmanager
def recording(target: Optional[pygame.Surface] = None) -> Iterator[Recording]:
    """Keep what is drawn on `target` (the window unless told) while the block runs."""
    global _recording
    rec = Recording(target if target is not None else pygame.display.get_surface())
    before, _recording = _recording, rec
    try:
        yield rec
    finally:
        _recording = before


def is_recording() -> bool:
    return _recording is not None


def current_recording() -> Optional[Recording]:
    """The recording on, if one is (canvas.shifted moves what it noted)."""
    return _recording


def note(surface: pygame.Surface, kind: str, rect: pygame.Rect, **about) -> None:
    """Tell a recording (if one is on) that `rect` of `surface` was drawn with a `kind`."""
    rec = _recording
    if rec is None or surface is not rec.target:
        return
    rect = pygame.Rect(rect)
    clip = surface.get_clip()
    shown = rect.clip(clip) if clip != surface.get_rect() else rect
    if shown.width <= 0 or shown.height <= 0:
        return
    rec.items.append(Drawn(kind, shown, rec.layer, full=rect, **about))


def shade(surface: pygame.Surface, alpha: int) -> None:
    """Darken what lies under an overlay (the dark sheet is made once per size)."""
    def make() -> pygame.Surface:
        sheet = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        sheet.fill((0, 0, 0, alpha))
        return sheet
    surface.blit(_remember(_panels, ("shade", surface.get_size(), alpha), make, 64), (0, 0))
    note(surface, "shade", surface.get_rect())


def line_width(base: int = 2) -> int:
    """An outline's width in this window: `base` pixels in one 800 high, more in a
    larger one (5 at 2160), so that a 4K table's frames are not hairlines."""
    screen = pygame.display.get_surface()
    high = screen.get_height() if screen is not None else 800
    return max(base, round(base * high / 800))


def panel(surface: pygame.Surface, rect: pygame.Rect, edge: bool = True,
          colour=PANEL, radius: int = 12, lifted: Optional[bool] = None) -> None:
    """A translucent dark box with a thin gold edge (drawn once per size and look),
    `lifted` off the cloth by a shadow: unless told, a translucent one is, an opaque one
    (a dialog's, over its shade) is not."""
    if rect.width < 4 or rect.height < 4:
        return  # a window too small for it
    note(surface, "panel", rect)
    if lifted is None:
        lifted = colour[3:] != (255,)
    if lifted and rect.height < surface.get_height() // 2:
        _shadow(surface, rect, radius)  # a box lifted off the cloth (a dialog has the shade)

    width = line_width()

    def make() -> pygame.Surface:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, colour, box.get_rect(), border_radius=radius)
        if edge:
            pygame.draw.rect(box, PANEL_EDGE, box.get_rect(), width, border_radius=radius)
        return box
    surface.blit(_remember(_panels, (rect.size, edge, colour, radius, width), make, 64),
                 rect.topleft)


def _shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A soft shadow under a box, a few pixels down: a dark rounded rect, blurred by
    scaling it down and up (made once per size)."""
    off = max(2, rect.height // 40)

    def make() -> pygame.Surface:
        pad = off * 2
        w, h = rect.width + 2 * pad, rect.height + 2 * pad
        sheet = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(sheet, (0, 0, 0, 90), (pad, pad, rect.width, rect.height),
                         border_radius=radius)
        small = pygame.transform.smoothscale(sheet, (max(1, w // 4), max(1, h // 4)))
        return pygame.transform.smoothscale(small, (w, h))
    img = _remember(_panels, ("shadow", rect.size, radius), make, 64)
    surface.blit(img, (rect.x - off * 2, rect.y - off * 2 + off))


def text(surface: pygame.Surface, font: pygame.font.Font, words: str, pos,
         colour=INK, anchor: str = "topleft", shadow: bool = False,
         owner: Optional[pygame.Rect] = None, role: str = "") -> pygame.Rect:
    """`words` drawn at `pos` (`anchor` says which point of their rect that is). `owner`
    is the box (panel, button, field) they are drawn in, if any: they must fit in it."""
    img = rendered(font, words, colour)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(rendered(font, words, (0, 0, 0)), r.move(1, 2))
    surface.blit(img, r)
    if _recording is not None and words.strip():
        if owner is None:
            owner = _within
        if not role and words in _recording.cut:
            role = "cut"
        note(surface, "text", r, size=font_size(font), words=words,
             owner=pygame.Rect(owner) if owner is not None else None, role=role)
    return r


def font_size(font: pygame.font.Font) -> int:
    """The pixel size a font was made at (its em)."""
    return getattr(font, "point_size", 0) or font.get_height()


def rendered(font: pygame.font.Font, words: str, colour) -> pygame.Surface:
    """`words` in `font`, rendered once and kept while it keeps being drawn. The key holds
    the font itself, not its id: a font let go (another App's, in the tests) could leave
    its id to a font of another size, whose texts would come out at the old size."""
    return _remember(_texts, (font, words, tuple(colour)),
                     lambda: font.render(visual(words), True, colour), 1024)


_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


def visual(words: str) -> str:
    """`words` in the order they are drawn from left to right: a name in Hebrew or
    Arabic right to left within the line, as the Unicode bidirectional algorithm has it
    (python-bidi); a line with no right-to-left letter as it is."""
    if not _RTL.search(words):
        return words
    from bidi import get_display
    return get_display(words, base_dir="L")


def clipped(font: pygame.font.Font, words: str, width: int) -> str:
    """`words` if they fit in `width` pixels, else as many whole words as fit and an
    ellipsis (a recording notes that they were cut)."""
    if font.size(words)[0] <= width:
        return words
    cut = _clipped(font, words, width)
    if _recording is not None:
        _recording.cut.add(cut)
    return cut


def _clipped(font: pygame.font.Font, words: str, width: int) -> str:
    cut = words.split(" ")
    while len(cut) > 1:
        cut.pop()
        trial = " ".join(cut).rstrip(",;:") + "…"
        if font.size(trial)[0] <= width:
            return trial
    return cut[0][:max(1, len(cut[0]) * width // max(1, font.size(cut[0])[0]) - 1)] + "…"


def tag(surface: pygame.Surface, font: pygame.font.Font, words: str, around: pygame.Rect,
        clear: list, window: pygame.Rect, gap: int, pad: int,
        order=("below", "above", "right", "left"), colour=(60, 50, 10, 235),
        ink=None) -> Optional[pygame.Rect]:
    """A small label beside `around` (a trick, a combination): in the first place of
    `order` where it stays in `window` and clears `around` and every rect of `clear`;
    drawn there, and its rect given back (None where no place clears)."""
    box = pygame.Rect(0, 0, font.size(words)[0] + 2 * pad, font.get_linesize() + pad)
    for place in order:
        if place == "below":
            box.midtop = (around.centerx, around.bottom + gap)
        elif place == "above":
            box.midbottom = (around.centerx, around.top - gap)
        elif place == "right":
            box.midleft = (around.right + gap, around.centery)
        else:
            box.midright = (around.left - gap, around.centery)
        box.clamp_ip(window)
        if box.colliderect(around) or any(box.colliderect(r) for r in clear):
            continue
        panel(surface, box, colour=colour, radius=6)
        text(surface, font, words, box.center, ink or GOLD, "center", owner=box)
        return box
    return None


def placed(font: pygame.font.Font, words: str, pad: tuple[int, int],
           avoid: "list[list[pygame.Rect]]", bounds: pygame.Rect, prefer_y: float,
           widths: tuple[float, ...] = (0.3, 0.22)) -> tuple[list[str], pygame.Rect]:
    """Where a box of `words` (with `pad` pixels of air across and down) goes: on one
    line, else wrapped to each of `widths` (shares of the bounds' width) in turn, at the
    free place nearest `prefer_y` (layout.free_spot) keeping clear of the first list of
    `avoid`, else of the next...; failing all, one line centred at `prefer_y`."""
    from .layout import free_spot
    for obstacles in avoid:
        for share in (0,) + tuple(widths):
            lines = wrap(font, words, round(bounds.width * share)) if share else [words]
            size = (max(font.size(ln)[0] for ln in lines) + 2 * pad[0],
                    font.get_linesize() * len(lines) + 2 * pad[1])
            box = free_spot(size, obstacles, bounds, prefer_y)
            if box is not None:
                return lines, box
    words = clipped(font, words, bounds.width - 2 * pad[0])
    box = pygame.Rect(0, 0, font.size(words)[0] + 2 * pad[0], font.get_linesize() + 2 * pad[1])
    box.center = (bounds.centerx, round(prefer_y))
    return [words], box


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


def arrow(surface, start, end, colour, width: int) -> None:
    """An arrow from `start` to `end` (a trick to its winner), starting and ending a
    little inside them."""
    sx, sy = start
    ex, ey = end
    dx, dy = ex - sx, ey - sy
    length = math.hypot(dx, dy)
    if length < 10:
        return
    ux, uy = dx / length, dy / length
    # start and end a little inside the cards so the arrow reads clearly
    sx, sy = sx + ux * length * 0.15, sy + uy * length * 0.15
    ex, ey = ex - ux * length * 0.15, ey - uy * length * 0.15
    canvas.line(surface, colour, (sx, sy), (ex, ey), width)
    head = width * 4
    left = (ex - ux * head - uy * head * 0.6, ey - uy * head + ux * head * 0.6)
    right = (ex - ux * head + uy * head * 0.6, ey - uy * head - ux * head * 0.6)
    canvas.polygon(surface, colour, [(ex, ey), left, right])
