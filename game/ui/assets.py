"""Card faces, fonts and sounds from assets/ (see assets/README.md for their sources).

Card faces are SVG, rasterised afresh at each card size so they stay crisp (never a
scaled bitmap); a missing or unreadable file falls back to a card drawn here, so a
damaged install still plays.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Iterator, Optional

import pygame

CARD_ASPECT = 0.69  # width / height, replaced by the art's own in CardArt


def assets_dir() -> Path:
    """assets/ of a checkout, or the copy installed beside the package."""
    here = Path(__file__).resolve()
    for candidate in (here.parent.parent / "assets", here.parent.parent.parent / "assets"):
        if (candidate / "cards").is_dir():
            return candidate
    return here.parent.parent.parent / "assets"


class Deck:
    """A game's cards as the art knows them: their numbers, each one's file in
    assets/cards, and the plain face drawn when a file cannot be read."""

    def __init__(self, cards, file_of, drawn_face) -> None:
        self.cards = tuple(cards)
        self.file_of = file_of
        self.drawn_face = drawn_face


class Fonts:
    """DejaVu Sans at any pixel size (Latin, Cyrillic and the suit signs)."""

    def __init__(self) -> None:
        folder = assets_dir() / "fonts"
        self.regular = folder / "DejaVuSans.ttf"
        self.bold = folder / "DejaVuSans-Bold.ttf"
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size))
        key = (size, bold)
        font = self._cache.get(key)
        if font is None:
            path = self.bold if bold else self.regular
            try:
                font = pygame.font.Font(str(path), size)
            except (OSError, FileNotFoundError):
                font = pygame.font.Font(None, int(size * 1.3))
                font.set_bold(bold)
            self._cache[key] = font
        return font


_renderer: Optional[ThreadPoolExecutor] = None


def _render_svg(path: str, size: tuple[int, int]) -> Optional[pygame.Surface]:
    """Rasterise one card (SDL_image lets go of the interpreter lock meanwhile, so this
    runs beside the frame loop without slowing it)."""
    if size[0] <= 0 or size[1] <= 0:
        return None
    # a small card is drawn at twice its size and scaled down smoothly: the back's fine
    # lattice and the court figures' lines would shimmer (moiré) drawn at 84 pixels
    # (only small ones: a 4K table's cards are large, and four times the pixels cost)
    big = size if size[1] >= SMOOTH_BELOW else (size[0] * 2, size[1] * 2)
    try:
        img = pygame.image.load_sized_svg(path, big)
    except (pygame.error, FileNotFoundError, OSError):
        return None
    if img.get_size() != size:
        img = pygame.transform.smoothscale(img, size)
    if path.endswith("back.svg") and size[1] < BACK_WHOLE:
        _soften_lattice(img)
    return img


def _soften_lattice(img: pygame.Surface) -> None:
    """The back's lattice repeats every 6 of its 240 units: on a back under BACK_WHOLE
    pixels high a diamond is two pixels or less, and the beat between the lattice and the
    pixels shows as a plaid (moiré) however the back is scaled. Its field is blurred by a
    diamond or so, to the even tint the eye sees on a real card that small; the white
    rim and the frame stay sharp."""
    w, h = img.get_size()
    field = pygame.Rect(0, 0, w, h).inflate(-round(w * 0.12), -round(h * 0.05))
    if field.width < 4 or field.height < 4:
        return
    radius = max(2, round(w / 40 * 2))
    soft = pygame.transform.gaussian_blur(img.subsurface(field).copy(), radius)
    img.blit(soft, field)


SMOOTH_BELOW = 150  # card heights under this are rendered at twice the size, then scaled
BACK_WHOLE = 240  # under this height the back's lattice beats with the pixels: softened


def _worker() -> ThreadPoolExecutor:
    global _renderer
    if _renderer is None:
        _renderer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="card-art")
    return _renderer


class _Renders:
    """Cards rendered one after another by a single job on the worker: a warm-up asks for
    a whole deck at a new size, and a job a card cost the frame that asked 15 us each
    (171 of them for Tichu's three sizes)."""

    def __init__(self, files: dict, size: tuple[int, int]) -> None:
        self.files = files  # card or BACK -> its file, in the order to render them
        self.size = size
        self.out: dict = {}  # card or BACK -> its image (None: the file could not be read)
        self.cancelled = False
        self.finished = False
        self._urgent: list = []  # cards wanted on the table already: rendered next
        self._cond = threading.Condition()

    def run(self) -> None:
        try:
            while not self.cancelled:
                with self._cond:
                    urgent = [k for k in self._urgent if k not in self.out]
                    self._urgent = urgent[1:]
                    key = urgent[0] if urgent else \
                        next((k for k in self.files if k not in self.out), None)
                if key is None:
                    return
                img = _render_svg(self.files[key], self.size)
                with self._cond:
                    self.out[key] = img
                    self._cond.notify_all()
        finally:
            with self._cond:
                self.finished = True
                self._cond.notify_all()

    def hurry(self, key) -> None:
        """Render `key` before the rest of the cards still to do."""
        with self._cond:
            if key not in self.out and key not in self._urgent:
                self._urgent.append(key)

    def wait(self, key, timeout: Optional[float]) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: key in self.out or self.finished, timeout) \
                and key in self.out


class _Part:
    """One card of a _Renders job, answering as a Future does (done, result, cancel)."""

    def __init__(self, renders: _Renders, key) -> None:
        self.renders, self.key = renders, key

    def done(self) -> bool:
        return self.key in self.renders.out

    def result(self, timeout: Optional[float] = None) -> Optional[pygame.Surface]:
        if not self.renders.wait(self.key, timeout):
            raise TimeoutError(f"card {self.key} not rendered")
        return self.renders.out[self.key]

    def cancel(self) -> bool:
        self.renders.cancelled = True
        return True

    def hurry(self) -> None:
        self.renders.hurry(self.key)


class CardArt:
    """A deck's faces and the back at one size, rasterised from the SVG at that size.

    A face is rendered on a worker thread when first wanted (or when `warm` asks for all
    of them); until it is ready, the same face at an earlier size, scaled, stands in, so
    a resize never stalls a frame. Only a face never seen at any size is rendered on
    the spot. The faces of the last few sizes are kept, so going back costs nothing."""

    BACK = "back"

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.folder = assets_dir() / "cards"
        self.aspect = self._aspect()
        self.size = (0, 0)
        self._images: dict = {}  # card or BACK -> surface, at self.size
        self._sizes: "OrderedDict[tuple, dict]" = OrderedDict()  # earlier sizes' images
        self._old: dict = {}  # card or BACK -> the latest image at an earlier size
        self._stand_in: dict = {}
        self._pending: dict = {}  # card or BACK -> Future, for self.size
        self._shadow: Optional[pygame.Surface] = None
        self._shadowed: dict[int, tuple] = {}  # id(image) -> (image, it over its shadow)
        self._encoded: set[int] = set()  # id(image) whose composition prepare() encoded
        self._quick: dict[int, tuple] = {}  # id(image) -> (image, its encoded copy)
        self._plain = False  # images of this size are blitted plain (quick() was asked)
        self._files: dict = {}  # card or BACK -> its SVG file's path
        self.four_colour = False  # the faces of cards/4color/ where there is one

    def set_four_colour(self, on: bool) -> None:
        """The four-colour faces (♦ blue, ♣ green) or the usual ones, from the next frame:
        everything rendered so far goes."""
        if on == self.four_colour:
            return
        self.four_colour = on
        for pending in self._pending.values():
            pending.cancel()
        self._pending, self._images, self._old, self._stand_in = {}, {}, {}, {}
        self._sizes.clear()
        self._files, self._shadowed, self._encoded, self._quick = {}, {}, set(), {}

    def _aspect(self) -> float:
        try:
            img = pygame.image.load(str(self.folder / "back.svg"))
            w, h = img.get_size()
            return w / h if h else CARD_ASPECT
        except (pygame.error, FileNotFoundError, OSError):
            return CARD_ASPECT

    def resize(self, height: int) -> None:
        """Cards of `height` pixels from now on."""
        height = max(20, int(height))
        size = (max(14, round(height * self.aspect)), height)
        if size == self.size:
            return
        if self.size != (0, 0):
            self._sizes[self.size] = self._images
            self._sizes.move_to_end(self.size)
        # the latest image of each card at any earlier size stands in (a card whose render
        # was cut short by resizes in a row would otherwise be rendered on the spot, 3 ms)
        for images in self._sizes.values():  # the most recent size last, so it wins
            self._old.update(images)
        self._images = self._sizes.pop(size, {})
        while len(self._sizes) > 2:
            self._sizes.popitem(last=False)
        self.size = size
        for pending in self._pending.values():
            pending.cancel()  # renders at a size no longer wanted
        self._pending = {}
        self._stand_in = {}
        self._shadowed, self._encoded, self._quick = {}, set(), {}
        self._shadow = None

    # ------------------------------------------------------------ getting images
    def face(self, card: int) -> pygame.Surface:
        return self._get(card)

    def back(self) -> pygame.Surface:
        return self._get(self.BACK)

    def _file(self, key) -> str:
        path = self._files.get(key)
        if path is None:  # made once: a resize asks for every file again
            name = "back.svg" if key == self.BACK else self.deck.file_of(key)
            four = self.folder / "4color" / name
            path = self._files[key] = str(four if self.four_colour and key != self.BACK
                                          and four.is_file() else self.folder / name)
        return path

    def _finish(self, key, img: Optional[pygame.Surface]) -> pygame.Surface:
        if img is None:  # a missing or unreadable file: the plain drawn card
            img = _drawn_back(self.size) if key == self.BACK else self.deck.drawn_face(key, self.size)
        elif pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        self._images[key] = img
        self._stand_in.pop(key, None)
        return img

    def _get(self, key) -> pygame.Surface:
        img = self._images.get(key)
        if img is not None:
            return img
        pending = self._pending.get(key)
        if pending is not None and pending.done():
            del self._pending[key]
            return self._finish(key, pending.result())
        old = self._old.get(key)
        if old is None and pending is not None and key != self.BACK \
                and self.BACK in self._images and hasattr(pending, "hurry"):
            # a face of a deck being rendered (the first deal), not there yet: it is
            # rendered next, and its back shows meanwhile (a frame or two), rather than
            # the frame rendering it (15-20 ms at 4K)
            pending.hurry()
            return self._images[self.BACK]
        if old is None:  # nothing to show meanwhile: render it now
            return self._finish(key, _render_svg(self._file(key), self.size))
        self._request(key)
        stand_in = self._stand_in.get(key)
        if stand_in is None:
            stand_in = self._stand_in[key] = pygame.transform.scale(old, self.size)
        return stand_in

    def _request(self, key) -> None:
        if key in self._pending or key in self._images:
            return
        self._pending[key] = _worker().submit(_render_svg, self._file(key), self.size)

    def warm(self) -> None:
        """Have every face and the back rendered at this size, in the background (one job
        for all those not asked for yet)."""
        todo = {}
        for key in (self.BACK, *self.deck.cards):
            if key not in self._images:
                pending = self._pending.get(key)
                if pending is None:
                    todo[key] = self._file(key)
                elif pending.done():
                    del self._pending[key]
                    self._finish(key, pending.result())
        if todo:
            renders = _Renders(todo, self.size)
            for key in todo:
                self._pending[key] = _Part(renders, key)
            _worker().submit(renders.run)

    def ready(self, timeout: float = 10.0) -> bool:
        """Wait for the renders asked for (tests and screenshots); True when all done."""
        for key, pending in list(self._pending.items()):
            try:
                img = pending.result(timeout=timeout)
            except Exception:
                img = None
            self._pending.pop(key, None)
            self._finish(key, img)
        return not self._pending

    def final(self, key) -> bool:
        """The image of `key` is rendered at this size (not a stand-in)."""
        return key in self._images

    def with_shadow(self, img: pygame.Surface) -> Optional[pygame.Surface]:
        """`img` (a face or the back at this size) over its drop shadow."""
        key = id(img)
        out = self._shadowed.get(key)
        if out is None and not any(img is v for v in self._images.values()):
            return None  # a stand-in for a moment: not worth keeping
        if out is None or out[0] is not img:
            w, h = self.size
            comp = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
            comp.blit(self.shadow(), (0, 1))
            comp.blit(img, (1, 0))
            # only ever blitted: run-length encoded, so that its opaque middle is copied
            # and its clear margin skipped rather than blended pixel by pixel (half the
            # time of a card's blit at 4K; at most one step of a colour off at the rim)
            comp.set_alpha(255, pygame.RLEACCEL)
            comp.set_at((0, h + 5), (0, 0, 0, 0))  # (clear already: prepare() blits it)
            out = self._shadowed[key] = (img, comp)
        return out[1]

    @property
    def shadowed(self) -> bool:
        """Cards of this size have been shown with their shadows."""
        return self._shadow is not None

    def quick(self, img: pygame.Surface) -> pygame.Surface:
        """`img` (a face or the back at this size) for a plain blit: its run-length
        encoded copy once prepare() made one (a small back blits in 7 us instead of 18 at
        4K, and a deal blits dozens a frame), else `img` itself. The copy is only ever
        blitted; `img` stays the one to scale or compose from."""
        self._plain = True
        got = self._quick.get(id(img))
        return got[1] if got is not None and got[0] is img else img

    def prepare(self, screen: pygame.Surface, until: float) -> bool:
        """Compose the cards with their shadows ahead of their first use, and have each
        run-length encoded for `screen`, until `time.perf_counter()` passes `until`
        (what the frame loop does in the time left of a frame: at 3840x2160 a card's
        first blit encodes it, 1.3 ms, and a first play of a deck was a run of them).
        Only at a size whose cards are shown with shadows; True when nothing is left."""
        if self._plain:
            for img in list(self._images.values()):
                key = id(img)
                got = self._quick.get(key)
                if got is not None and got[0] is img:
                    continue
                if time.perf_counter() >= until:
                    return False
                copy = img.copy()
                copy.set_alpha(255, pygame.RLEACCEL)
                _encode_for(copy, screen)
                self._quick[key] = (img, copy)
        if not self.shadowed:
            return True
        for img in list(self._images.values()):
            key = id(img)
            if key in self._encoded:
                continue
            if time.perf_counter() >= until:
                return False
            comp = self.with_shadow(img)
            if comp is not None:
                _encode_for(comp, screen)
            self._encoded.add(key)
        return True

    def shadow(self) -> pygame.Surface:
        if self._shadow is None:
            w, h = self.size
            s = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
            for i, alpha in enumerate((18, 28, 40)):
                pygame.draw.rect(s, (0, 0, 0, alpha), (i, i, w + 6 - 2 * i, h + 6 - 2 * i),
                                 border_radius=max(3, w // 12))
            self._shadow = s
        return self._shadow


def _encode_for(img: pygame.Surface, screen: pygame.Surface) -> None:
    """Have a run-length encoded `img` encoded for blits to `screen` now, not at its first
    blit in a frame: one of its clear corner pixels blitted (the screen is unchanged, and
    a first blit to a surface is what maps and encodes it)."""
    corner = (0, img.get_height() - 1)
    if img.get_at(corner)[3] == 0:
        screen.blit(img, (0, 0), (*corner, 1, 1))


def plain_face(index_text: str, suit: str, colour, size: tuple[int, int]) -> pygame.Surface:
    """A plain face: the index and suit in a corner and a big suit sign (or the index):
    the art a game draws for a card whose file cannot be read."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    pygame.draw.rect(s, (250, 250, 245), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(s, (60, 60, 60), (0, 0, w, h), 1, border_radius=radius)
    fonts = _fallback_fonts()
    index = fonts.get(max(8, h // 7), True).render(index_text, True, colour)
    s.blit(index, (w * 0.08, h * 0.04))
    if suit:
        sign = fonts.get(max(8, h // 7)).render(suit, True, colour)
        s.blit(sign, (w * 0.08, h * 0.04 + index.get_height()))
    big = fonts.get(max(10, h // 2.6)).render(suit or index_text, True, colour)
    s.blit(big, big.get_rect(center=(w / 2, h / 2)))
    return s


def _drawn_back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    pygame.draw.rect(s, (250, 250, 245), (0, 0, w, h), border_radius=radius)
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(s, (150, 30, 40), inner, border_radius=radius)
    step = max(4, w // 8)
    for x in range(inner.left - inner.height, inner.right, step):
        pygame.draw.line(s, (180, 60, 70), (x, inner.bottom), (x + inner.height, inner.top))
    pygame.draw.rect(s, (60, 60, 60), (0, 0, w, h), 1, border_radius=radius)
    return s


@lru_cache(maxsize=1)
def _fallback_fonts() -> Fonts:
    return Fonts()


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what C libraries write to the process's stderr to nowhere for a while: ALSA
    and PulseAudio print a page of errors on a machine without a sound device, where the
    game only needs to know that there is none."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):  # no real stderr (tests capture it)
        yield
        return
    sys.stderr.flush()
    saved = os.dup(fd)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), fd)
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


class Sounds:
    """Short sounds by name; silent when `sound` is off or there is no sound device
    (`available` is then False and `problem` says why)."""

    NAMES = ("deal", "play", "trick", "shuffle", "bid", "win")

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.problem: Optional[str] = None
        self._ready = False

    @property
    def available(self) -> bool:
        if not self._ready:
            self._start()
        return self.problem is None

    def _start(self) -> None:
        self._ready = True
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            return  # tests and headless runs: nothing to hear
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init()
            for name in self.NAMES:
                path = assets_dir() / "sounds" / f"{name}.wav"
                if path.exists():
                    self._sounds[name] = pygame.mixer.Sound(str(path))
        except pygame.error as exc:
            self._sounds = {}
            self.problem = " ".join(str(exc).split()) or "the sound device could not be opened"

    def play(self, name: str, volume: float = 0.7) -> None:
        if not self.enabled:
            return
        if not self._ready:
            self._start()
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(volume)
            sound.play()
