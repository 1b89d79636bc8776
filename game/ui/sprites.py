"""Card sprites: every card on the table is a sprite gliding to where the engine's state
(as the player may see it) puts it; the places come from TableView.targets()."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Optional

import pygame

from . import theme
from .assets import CardArt


@dataclass(frozen=True)
class Target:
    x: float
    y: float
    scale: float  # 1.0 = a big card, layout.small_scale = an opponent's card
    face: bool  # face up
    z: int  # drawing order, low first
    lift: float = 0.0  # pixels up (a selected or hovered card)


class Sprite:
    """One card (or one card back whose face the player does not know)."""

    __slots__ = ("key", "card", "x", "y", "scale", "face", "turn", "z", "target", "lift")

    def __init__(self, key: Hashable, card: Optional[int], x: float, y: float,
                 scale: float, face: bool):
        self.key = key
        self.card = card
        self.x, self.y, self.scale = x, y, scale
        self.face = face
        self.turn = 1.0  # 1 = flat; dips to 0 and back while the card turns over
        self.z = 0
        self.lift = 0.0
        self.target: Optional[Target] = None

    def rect(self, art: CardArt) -> pygame.Rect:
        w, h = art.size
        r = pygame.Rect(0, 0, round(w * self.scale), round(h * self.scale))
        r.center = (round(self.x), round(self.y - self.lift))
        return r

    def draw(self, surface: pygame.Surface, art: CardArt, small: CardArt,
             *more: CardArt) -> None:
        """Drawn from the art whose size the card has (`art` the big cards, `small` the
        backs, `more` any other size a table uses), else scaled for the moment it is in
        flight between sizes."""
        face = self.face and self.card is not None
        big_w, big_h = art.size
        use: Optional[CardArt] = None
        if abs(self.scale - 1.0) < 1e-3:
            use = art
        else:
            for other in (small, *more):
                if other.size[1] and abs(self.scale * big_h - other.size[1]) < 0.75:
                    use = other
                    break
        if use is not None:
            img = use.face(self.card) if face else use.back()
        else:  # in flight between sizes, for a moment only: the quick scale will do
            src = art.face(self.card) if face else art.back()
            img = pygame.transform.scale(
                src, (max(2, round(big_w * self.scale)), max(2, round(big_h * self.scale))))
        if self.turn < 0.999:
            w = max(1, round(img.get_width() * self.turn))
            img = pygame.transform.scale(img, (w, img.get_height()))
        r = img.get_rect(center=(round(self.x), round(self.y - self.lift)))
        if theme.is_recording():  # (a test's): where the card is, and if it is on its way
            t = self.target
            theme.note(surface, "card", r, moving=t is None or self.turn < 0.999 or (
                abs(self.x - t.x) + abs(self.y - t.y) > 0.5 or abs(self.scale - t.scale) > 1e-3))
        if use is art or (use is not None and use is not small):
            both = use.with_shadow(img) if self.turn >= 0.999 else None
            if both is not None:  # the card and its shadow composed once: one blit
                surface.blit(both, (r.x - 1, r.y))
                return
            surface.blit(use.shadow(), (r.x - 1, r.y + 1))
        surface.blit(img, r)
