"""Card faces, fonts and sounds from assets/ (see assets/README.md for their sources).

Card faces are SVG, rasterised afresh at each card size so they stay crisp (never a
scaled bitmap); a missing or unreadable file falls back to a card drawn here, so a
damaged install still plays.
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Optional

import pygame

from game.engine.cards import RANK_NAMES, SUIT_SYMBOLS, card_name

RED_SUITS = (2, 3)
CARD_ASPECT = 0.69  # width / height, replaced by the art's own in CardArt


def assets_dir() -> Path:
    """assets/ of a checkout, or the copy installed beside the package."""
    here = Path(__file__).resolve()
    for candidate in (here.parent.parent / "assets", here.parent.parent.parent / "assets"):
        if (candidate / "cards").is_dir():
            return candidate
    return here.parent.parent.parent / "assets"


def card_file(card: int) -> str:
    return f"{card_name(card)}.svg"


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


class CardArt:
    """The 24 faces and the back at one size; `resize` re-renders from the SVG."""

    def __init__(self) -> None:
        self.folder = assets_dir() / "cards"
        self.aspect = self._aspect()
        self.size = (0, 0)
        self._faces: dict[int, pygame.Surface] = {}
        self._back: Optional[pygame.Surface] = None
        self._shadow: Optional[pygame.Surface] = None
        # After a resize, faces are re-rendered a few per frame; meanwhile the old size,
        # scaled, stands in for a frame or two (rendering one takes ~3 ms at full HD).
        self._old: dict[int, pygame.Surface] = {}
        self._stand_in: dict[int, pygame.Surface] = {}
        self.budget = 1 << 30

    def begin_frame(self, renders: int = 2) -> None:
        """Allow `renders` fresh SVG renders this frame (the rest use stand-ins)."""
        self.budget = renders
        self._stand_in.clear()

    def _aspect(self) -> float:
        try:
            img = pygame.image.load(str(self.folder / "back.svg"))
            w, h = img.get_size()
            return w / h if h else CARD_ASPECT
        except (pygame.error, FileNotFoundError, OSError):
            return CARD_ASPECT

    def resize(self, height: int) -> None:
        height = max(20, int(height))
        size = (max(14, round(height * self.aspect)), height)
        if size != self.size:
            self.size = size
            self._old = self._faces or self._old
            self._faces = {}
            self._back = None
            self._shadow = None

    def _load(self, name: str) -> Optional[pygame.Surface]:
        try:
            img = pygame.image.load_sized_svg(str(self.folder / name), self.size)
        except (pygame.error, FileNotFoundError, OSError):
            return None
        if img.get_size() != self.size:
            img = pygame.transform.smoothscale(img, self.size)
        return img.convert_alpha() if pygame.display.get_surface() else img

    def face(self, card: int) -> pygame.Surface:
        img = self._faces.get(card)
        if img is None:
            old = self._old.get(card)
            if self.budget <= 0 and old is not None:
                stand_in = self._stand_in.get(card)
                if stand_in is None:
                    stand_in = self._stand_in[card] = pygame.transform.smoothscale(old, self.size)
                return stand_in
            self.budget -= 1
            img = self._load(card_file(card)) or _drawn_face(card, self.size)
            self._faces[card] = img
            if len(self._faces) == 24:
                self._old = {}
        return img

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = self._load("back.svg") or _drawn_back(self.size)
        return self._back

    def shadow(self) -> pygame.Surface:
        if self._shadow is None:
            w, h = self.size
            s = pygame.Surface((w + 6, h + 6), pygame.SRCALPHA)
            for i, alpha in enumerate((18, 28, 40)):
                pygame.draw.rect(s, (0, 0, 0, alpha), (i, i, w + 6 - 2 * i, h + 6 - 2 * i),
                                 border_radius=max(3, w // 12))
            self._shadow = s
        return self._shadow


def _drawn_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """A plain face: the index in two corners and a big suit sign (the fallback art)."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    pygame.draw.rect(s, (250, 250, 245), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(s, (60, 60, 60), (0, 0, w, h), 1, border_radius=radius)
    colour = (200, 20, 30) if card // 6 in RED_SUITS else (20, 20, 20)
    fonts = _fallback_fonts()
    index = fonts.get(max(8, h // 7), True).render(RANK_NAMES[card % 6], True, colour)
    sign = fonts.get(max(8, h // 7)).render(SUIT_SYMBOLS[card // 6], True, colour)
    s.blit(index, (w * 0.08, h * 0.04))
    s.blit(sign, (w * 0.08, h * 0.04 + index.get_height()))
    big = fonts.get(max(10, h // 2.6)).render(SUIT_SYMBOLS[card // 6], True, colour)
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


class Sounds:
    """Short sounds by name; silent when the mixer cannot start or `sound` is off."""

    NAMES = ("deal", "play", "trick", "shuffle", "bid", "win")

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._ready = False

    def _start(self) -> None:
        self._ready = True
        if os.environ.get("SDL_AUDIODRIVER") == "dummy":
            return  # tests and headless runs: nothing to hear
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in self.NAMES:
                path = assets_dir() / "sounds" / f"{name}.wav"
                if path.exists():
                    self._sounds[name] = pygame.mixer.Sound(str(path))
        except pygame.error:
            self._sounds = {}

    def play(self, name: str, volume: float = 0.7) -> None:
        if not self.enabled:
            return
        if not self._ready:
            self._start()
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(volume)
            sound.play()
