"""Colours and the small drawing helpers every scene shares."""
from __future__ import annotations

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


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth: a soft radial light over green, made once per window size."""
    w, h = size
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            d = ((x - 32) / 32) ** 2 + ((y - 17) / 24) ** 2
            t = min(1.0, d ** 0.5)
            small.set_at((x, y), tuple(round(FELT_LIGHT[i] + (FELT_DARK[i] - FELT_LIGHT[i]) * t)
                                       for i in range(3)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h))).convert() \
        if pygame.display.get_surface() else pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


def panel(surface: pygame.Surface, rect: pygame.Rect, edge: bool = True,
          colour=PANEL, radius: int = 12) -> None:
    """A translucent dark box with a thin gold edge."""
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, colour, box.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(box, PANEL_EDGE, box.get_rect(), 2, border_radius=radius)
    surface.blit(box, rect.topleft)


def text(surface: pygame.Surface, font: pygame.font.Font, words: str, pos,
         colour=INK, anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    img = font.render(words, True, colour)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(font.render(words, True, (0, 0, 0)), r.move(1, 2))
    surface.blit(img, r)
    return r


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
