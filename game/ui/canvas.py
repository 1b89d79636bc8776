"""The screen as the scenes draw on it: their drawing is recorded, and painted only where
it changed since the last frame.

Each frame the scene stack draws on a Canvas, which keeps the drawing calls (blits,
fills, and rectangles, lines and polygons drawn through this module's `rect`, `line` and
`polygon`) instead of carrying them out. `paint()` then compares them with the last
frame's calls: where the two differ (a call changed, came or went), the old and the new
bounds of those calls are painted on the screen by playing again, in order and clipped
there, every call that reaches into them. Everywhere else the screen already shows what
the calls draw. A frame in which nothing moves costs the drawing code's Python and no
pixels; at 3840x2160 the felt alone took 2.4 ms to blit every frame.

The pixels are those a full redraw makes, as long as the bottom scene covers the window
(every opaque scene draws the felt first): outside the painted rectangles the same calls
fall on each pixel as last frame. `check=N` proves it against a full replay every N-th
frame (the tests; TYSIACHA_CHECK_FRAMES=N for the game). A new or resized window, or
`invalidate()`, paints everything.
"""
from __future__ import annotations

import difflib
from contextlib import contextmanager
from typing import Iterator, Optional

import pygame

BLIT, FILL, RECT, LINE, POLYGON = range(5)
MERGE_GAP = 24  # dirty rectangles this close are painted as one
MAX_RECTS = 24  # more than this, or over half the window: paint it all
SLAB_FROM = 300_000  # a rectangle to paint this large is cut into slabs (slabs())...
SLAB_WASTE = 50_000  # ...where one would paint this many pixels (or a tenth) none needs
SLAB_RECTS = 80  # (from at most this many changed rectangles)


class Canvas(pygame.Surface):
    """A stand-in for the screen that records what is drawn on it (see the module)."""

    def __init__(self, screen: pygame.Surface, check: int = 0):
        super().__init__((1, 1))
        self.screen = screen
        self.check = check  # compare with a full replay every this many frames (0: never)
        self._frames = 0
        self.ops: list = []  # this frame's calls: (what, bounds)
        self.last: list = []  # the last frame's, as painted
        self._clip: Optional[pygame.Rect] = None
        self._full = True
        self._truth: Optional[pygame.Surface] = None
        self.painted: list = []  # the rectangles the last paint() drew (for the benchmark)
        self._whole = screen.get_rect()  # the window's rectangle, the clip when none is set
        self._kept: dict = {}  # slot -> (key, clip, calls): see replay() and keep()

    # ------------------------------------------------------------ as a Surface
    def get_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def get_width(self) -> int:
        return self.screen.get_width()

    def get_height(self) -> int:
        return self.screen.get_height()

    def get_rect(self, **kwargs) -> pygame.Rect:
        return self.screen.get_rect(**kwargs)

    def get_clip(self) -> pygame.Rect:
        return self._clip.copy() if self._clip is not None else self.get_rect()

    def set_clip(self, rect=None) -> None:
        self._clip = None if rect is None else pygame.Rect(rect).clip(self.get_rect())

    def _clip_box(self) -> pygame.Rect:
        # (never changed in place by the callers: a blit or a fill clips a new rectangle)
        return self._clip if self._clip is not None else self._whole

    def blit(self, source: pygame.Surface, dest, area=None, special_flags: int = 0):
        if isinstance(dest, pygame.Rect):
            x, y = dest.x, dest.y
        else:
            x, y = int(dest[0]), int(dest[1])
        if area is not None:
            area = pygame.Rect(area)
            w, h = area.size
            area = tuple(area)
        else:
            w, h = source.get_size()
        clip = self._clip_box()
        bounds = pygame.Rect(x, y, w, h).clip(clip)
        self.ops.append(((BLIT, source, x, y, area, special_flags, tuple(clip)), bounds))
        return bounds

    def fill(self, color, rect=None, special_flags: int = 0):
        clip = self._clip_box()
        box = (pygame.Rect(rect) if rect is not None else self.get_rect()).clip(clip)
        self.ops.append(((FILL, tuple(pygame.Color(color)), tuple(box), special_flags,
                          tuple(clip)), box))
        return box

    def _draw(self, what: tuple, bounds: pygame.Rect) -> pygame.Rect:
        clip = self._clip_box()
        bounds = bounds.clip(clip)
        self.ops.append((what + (tuple(clip),), bounds))
        return bounds

    # ------------------------------------------------------------ painting
    def invalidate(self) -> None:
        """Paint the whole window next time (a new window, or its pixels not ours)."""
        self._full = True

    def use(self, screen: pygame.Surface) -> None:
        """The window's surface changed (opened again, resized)."""
        if screen is not self.screen or screen.get_size() != self._whole.size:
            self.screen = screen
            self._whole = screen.get_rect()
            self._full = True
            self._truth = None
            self._kept.clear()

    def paint(self) -> list[pygame.Rect]:
        """Carry this frame's drawing out on the screen where it differs from the last
        frame's; the rectangles painted."""
        ops, screen = self.ops, self.screen
        whole = screen.get_rect()
        if self._full:
            dirty = [whole]
        else:
            rects = changed(self.last, ops)
            dirty = merged(rects, whole)
            if dirty != [whole]:
                dirty = [slab for box in dirty for slab in (
                    slabs(rects, box) if box.width * box.height >= SLAB_FROM else (box,))]
        if dirty == [whole]:
            play_all(screen, ops)
        else:
            for box in dirty:
                mine = [op for op in ops if op[1].colliderect(box)]
                play_all(screen, mine[covered_from(mine, box):], box)
        screen.set_clip(None)
        if self.check:
            self._frames += 1
            self._prove(ops, dirty, self._frames % self.check == 0)
        self.last, self.ops, self._clip, self._full = ops, [], None, False
        self.painted = dirty
        return dirty

    def _prove(self, ops: list, dirty: list, compare: bool) -> None:
        """The check: the same frame drawn whole on a copy kept beside the screen, and the
        two compared (when `compare`)."""
        screen = self.screen
        if self._truth is None or self._truth.get_size() != screen.get_size() \
                or dirty == [screen.get_rect()] and self._full:
            self._truth = screen.copy()
            return
        truth = self._truth
        play_all(truth, ops)
        truth.set_clip(None)
        if compare and pygame.image.tobytes(truth, "RGB") != pygame.image.tobytes(screen, "RGB"):
            raise AssertionError(f"the painted frame differs from the whole frame; painted "
                                 f"{dirty}, the calls {[w[0] for w, _ in ops][:40]}")


# ---------------------------------------------------------------- drawing kept
def replay(surface: pygame.Surface, slot, key) -> bool:
    """Draw again what `slot` (a plate, a box) drew last time, if it was drawn with the
    same `key` (everything its drawing depends on) under the same clip: its calls are
    put in this frame's recording as they were, and its drawing code need not run (True).
    False when `surface` is not a Canvas, a test records what is drawn (theme.note), or
    the key changed: then draw it under keep()."""
    if not isinstance(surface, Canvas):
        return False
    kept = surface._kept.get(slot)
    if kept is None or kept[0] != key or kept[1] != tuple(surface._clip_box()):
        return False
    from . import theme
    if theme.is_recording():
        return False
    surface.ops += kept[2]
    return True


def sized(layout) -> tuple:
    """What a key for replay() takes from a table's layout: its window and its sizes of
    text (a layout made again for another size draws the same words otherwise)."""
    return (layout.width, layout.height, layout.margin, layout.font_small, layout.font)


class keep:
    """`with keep(surface, slot, key):` around a drawing keeps its calls for replay()."""

    def __init__(self, surface: pygame.Surface, slot, key):
        self.surface, self.slot, self.key = surface, slot, key

    def __enter__(self):
        if isinstance(self.surface, Canvas):
            self.start = len(self.surface.ops)
            self.clip = tuple(self.surface._clip_box())
        return self

    def __exit__(self, kind, *_) -> None:
        s = self.surface
        if kind is None and isinstance(s, Canvas) and tuple(s._clip_box()) == self.clip:
            s._kept[self.slot] = (self.key, self.clip, s.ops[self.start:])


def changed(old: list, new: list) -> list[pygame.Rect]:
    """The bounds of the calls that differ between two frames' recordings (matched in
    order: a call moved, changed, added or gone marks where it was and where it is)."""
    a = [what for what, _ in old]
    b = [what for what, _ in new]
    if a == b:
        return []
    lo = 0
    n = min(len(a), len(b))
    while lo < n and a[lo] == b[lo]:
        lo += 1
    hi_a, hi_b = len(a), len(b)
    while hi_a > lo and hi_b > lo and a[hi_a - 1] == b[hi_b - 1]:
        hi_a -= 1
        hi_b -= 1
    out = []
    match = difflib.SequenceMatcher(None, a[lo:hi_a], b[lo:hi_b], autojunk=False)
    for tag, i1, i2, j1, j2 in match.get_opcodes():
        if tag == "equal":
            continue
        out += [old[lo + i][1] for i in range(i1, i2)]
        out += [new[lo + j][1] for j in range(j1, j2)]
    return out


def merged(rects: list[pygame.Rect], whole: pygame.Rect) -> list[pygame.Rect]:
    """Rectangles to paint: overlapping or near ones joined; everything when there are
    many or they cover over half the window."""
    boxes = [r.clip(whole) for r in rects]
    boxes = [r for r in boxes if r.width > 0 and r.height > 0]
    joined = True
    while joined:
        joined = False
        out: list[pygame.Rect] = []
        for r in boxes:
            for o in out:
                if o.inflate(MERGE_GAP, MERGE_GAP).colliderect(r):
                    o.union_ip(r)
                    joined = True
                    break
            else:
                out.append(r.copy())
        boxes = out
    if len(boxes) > MAX_RECTS or sum(r.width * r.height for r in boxes) * 2 > \
            whole.width * whole.height:
        return [whole]
    return boxes


def slabs(rects: list[pygame.Rect], box: pygame.Rect) -> list[pygame.Rect]:
    """`box` (what merged() made of `rects`) cut across into slabs, each as wide as the
    rectangles in its rows: a card flying above a hand is painted as the card's rows
    and the hand's rows, not as the rectangle around both, which paints the felt either
    side of the card (in the busiest frames of a deal or the exchange at 4K, a third of
    the pixels). Rows joined would paint SLAB_WASTE pixels, or a tenth of their
    rectangle, that no rectangle needs before a slab ends; rows no rectangle reaches
    are not painted."""
    inside = [r.clip(box) for r in rects if r.colliderect(box)]
    if len(inside) > SLAB_RECTS:
        return [box]  # (the cut's Python would cost more than it saves)
    edges = sorted({r.top for r in inside} | {r.bottom for r in inside})
    out: list[pygame.Rect] = []
    slab: Optional[pygame.Rect] = None
    for top, bottom in zip(edges, edges[1:]):
        across = [r for r in inside if r.top <= top and r.bottom >= bottom]
        if not across:
            continue
        left = min(r.left for r in across)
        band = pygame.Rect(left, top, max(r.right for r in across) - left, bottom - top)
        if slab is None:
            slab = band
            continue
        both = slab.union(band)
        area = both.width * both.height
        if area - slab.width * slab.height - band.width * band.height \
                <= max(SLAB_WASTE, area // 10):
            slab = both
        else:
            out.append(slab)
            slab = band
    if slab is not None:
        out.append(slab)
    return out


def covered_from(ops: list, box: pygame.Rect) -> int:
    """The index of the last call that paints all of `box` with no pixel showing through
    (an opaque picture or fill: the felt, the play area over it), from which on replaying
    `ops` in `box` gives its pixels; 0 if none does. What lies under it is not painted."""
    for i in range(len(ops) - 1, 0, -1):
        what, bounds = ops[i]
        if what[0] == BLIT:
            source, area, flags = what[1], what[4], what[5]
            if flags or not bounds.contains(box) or source.get_flags() & pygame.SRCALPHA \
                    or area is not None and not source.get_rect().contains(area) \
                    or source.get_colorkey() is not None \
                    or source.get_alpha() not in (None, 255):
                continue
            return i
        if what[0] == FILL and not what[3] and what[1][3] == 255 \
                and pygame.Rect(what[2]).contains(box):
            return i
    return 0


def play_all(surface: pygame.Surface, ops: list, box: Optional[pygame.Rect] = None) -> None:
    """Carry out recorded calls on `surface` in order, each clipped to its own clip and
    `box` (the clip set only when it changes: most calls share the window's)."""
    current = None
    for what, _ in ops:
        clip = what[-1]
        if box is not None:
            clip = tuple(box.clip(clip))
            if not clip[2] or not clip[3]:
                continue
        if clip != current:
            surface.set_clip(clip)
            current = clip
        play(surface, what)


def play(surface: pygame.Surface, what: tuple) -> None:
    """Carry out one recorded call on `surface` (clipped as it is)."""
    kind = what[0]
    if kind == BLIT:
        _, source, x, y, area, flags, _ = what
        surface.blit(source, (x, y), area, flags)
    elif kind == FILL:
        _, colour, rect, flags, _ = what
        surface.fill(colour, rect, flags)
    elif kind == RECT:
        _, colour, rect, width, radius, _ = what
        pygame.draw.rect(surface, colour, rect, width, border_radius=radius)
    elif kind == LINE:
        _, colour, start, end, width, _ = what
        pygame.draw.line(surface, colour, start, end, width)
    elif kind == POLYGON:
        _, colour, points, width, _ = what
        pygame.draw.polygon(surface, colour, points, width)


# ---------------------------------------------------------------- drawing on either
def rect(surface: pygame.Surface, colour, box, width: int = 0, border_radius: int = 0):
    """pygame.draw.rect, recorded on a Canvas."""
    if isinstance(surface, Canvas):
        box = pygame.Rect(box)
        return surface._draw((RECT, tuple(pygame.Color(colour)), tuple(box), width,
                              border_radius), box.inflate(2, 2))
    return pygame.draw.rect(surface, colour, box, width, border_radius=border_radius)


def line(surface: pygame.Surface, colour, start, end, width: int = 1):
    """pygame.draw.line, recorded on a Canvas."""
    if isinstance(surface, Canvas):
        start, end = (start[0], start[1]), (end[0], end[1])
        x0, x1 = sorted((start[0], end[0]))
        y0, y1 = sorted((start[1], end[1]))
        pad = width + 2
        bounds = pygame.Rect(int(x0) - pad, int(y0) - pad, int(x1 - x0) + 2 * pad + 1,
                             int(y1 - y0) + 2 * pad + 1)
        return surface._draw((LINE, tuple(pygame.Color(colour)), start, end, width), bounds)
    return pygame.draw.line(surface, colour, start, end, width)


def polygon(surface: pygame.Surface, colour, points, width: int = 0):
    """pygame.draw.polygon, recorded on a Canvas."""
    if isinstance(surface, Canvas):
        points = tuple((p[0], p[1]) for p in points)
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        pad = width + 2
        bounds = pygame.Rect(int(min(xs)) - pad, int(min(ys)) - pad,
                             int(max(xs) - min(xs)) + 2 * pad + 1,
                             int(max(ys) - min(ys)) + 2 * pad + 1)
        return surface._draw((POLYGON, tuple(pygame.Color(colour)), points, width), bounds)
    return pygame.draw.polygon(surface, colour, points, width)


# ---------------------------------------------------------------- drawing moved
_shift = 0  # while shifted() runs: how far right what is drawn lands


def shift_now() -> int:
    """How far right the drawing in progress lands (shifted()); 0 outside it."""
    return _shift


@contextmanager
def shifted(surface: pygame.Surface, dx: int) -> Iterator[pygame.Surface]:
    """`with shifted(surface, dx) as s:` what is drawn on `s` lands `dx` pixels further
    right on `surface`: a table laid out narrower than the window, centred in it (the
    viewer's, with the score sheet beside it). A blit or fill of the whole window (the
    felt) stays where it is; what a recording notes in the block is moved with it."""
    global _shift
    from . import theme
    rec = theme.current_recording()
    first = len(rec.items) if rec is not None else 0
    before = _shift
    if not dx:
        yield surface
        return
    _shift = before + dx
    try:
        if isinstance(surface, Canvas):
            start = len(surface.ops)
            yield surface
            whole = surface._whole
            surface.ops[start:] = [_moved(op, dx, whole) for op in surface.ops[start:]]
        else:
            w, h = surface.get_size()
            temp = surface.copy()
            if rec is not None and rec.target is surface:
                rec.target = temp
            try:
                yield temp
            finally:
                if rec is not None and rec.target is temp:
                    rec.target = surface
            surface.blit(temp, (dx, 0), pygame.Rect(0, 0, max(0, w - dx), h))
    finally:
        _shift = before
    if rec is not None:
        for d in rec.items[first:]:
            for name in ("rect", "full", "owner"):
                r = getattr(d, name)
                if r is not None:
                    setattr(d, name, r.move(dx, 0))


def _moved(op: tuple, dx: int, whole: pygame.Rect) -> tuple:
    """A recorded call `dx` pixels to the right (one of the whole window as it is)."""
    what, bounds = op
    kind, clip = what[0], pygame.Rect(what[-1]).move(dx, 0)
    if kind == BLIT:
        _, source, x, y, area, flags, _ = what
        if (x, y) == (0, 0) and area is None and source.get_size() == whole.size:
            return op
        what = (BLIT, source, x + dx, y, area, flags, tuple(clip))
    elif kind == FILL:
        _, colour, rect, flags, _ = what
        if pygame.Rect(rect) == whole:
            return op
        what = (FILL, colour, tuple(pygame.Rect(rect).move(dx, 0)), flags, tuple(clip))
    elif kind == RECT:
        _, colour, rect, width, radius, _ = what
        what = (RECT, colour, tuple(pygame.Rect(rect).move(dx, 0)), width, radius, tuple(clip))
    elif kind == LINE:
        _, colour, start, end, width, _ = what
        what = (LINE, colour, (start[0] + dx, start[1]), (end[0] + dx, end[1]), width,
                tuple(clip))
    elif kind == POLYGON:
        _, colour, points, width, _ = what
        what = (POLYGON, colour, tuple((x + dx, y) for x, y in points), width, tuple(clip))
    return what, bounds.move(dx, 0).clip(clip).clip(whole)
