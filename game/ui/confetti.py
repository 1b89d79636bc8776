"""A short shower of confetti over the winner's screen: flat pieces of paper in the
table's colours that fall, sway and turn, for a few seconds, then are gone.

Frame-based: `update(dt)` moves them (dt already scaled by the animation speed) and the
shower ends by itself after `duration` seconds. The pieces are kept in shares of the
window (a resize moves them with it) and drawn as small polygons: no surface is made
while they fall."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from . import canvas
from . import theme

COLOURS = (theme.GOLD, (214, 64, 64), (245, 242, 230), (90, 170, 230), (120, 200, 120),
           (230, 140, 60))


@dataclass
class Piece:
    x: float  # across, a share of the window's width
    y: float  # down, a share of the window's height (below 0: not in yet)
    fall: float  # shares of the height a second
    sway: float  # how far it swings across, a share of the width
    phase: float
    turn: float  # turns a second (its angle, radians, grows by 2pi times this)
    size: float  # its long side, a share of the window's height
    colour: tuple


class Confetti:
    """`count` pieces from above the window, falling for at most `duration` seconds."""

    def __init__(self, seed: int = 1000, count: int = 80, duration: float = 4.5):
        rng = random.Random(seed)
        self.duration = duration
        self.age = 0.0
        self.pieces = [Piece(x=rng.random(), y=-rng.random() * 0.6,
                             fall=rng.uniform(0.28, 0.45), sway=rng.uniform(0.005, 0.02),
                             phase=rng.uniform(0, 2 * math.pi), turn=rng.uniform(0.4, 1.6),
                             size=rng.uniform(0.012, 0.022), colour=rng.choice(COLOURS))
                       for _ in range(count)]

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.age = min(self.duration, self.age + dt)
        for p in self.pieces:
            p.y += p.fall * dt

    def draw(self, surface: pygame.Surface) -> None:
        """Each piece still in the window, as a thin turning quadrilateral."""
        if self.done:
            return
        w, h = surface.get_size()
        shown = 0
        for p in self.pieces:
            if p.y < -0.05 or p.y > 1.05:
                continue
            cx = (p.x + p.sway * math.sin(p.phase + self.age * 3)) * w
            cy = p.y * h
            a = p.phase + self.age * p.turn * 2 * math.pi
            long, short = p.size * h / 2, p.size * h * abs(math.cos(a)) / 4 + 1
            dx, dy = math.cos(a * 0.5), math.sin(a * 0.5)
            canvas.polygon(surface, p.colour, [
                (cx + dx * long - dy * short, cy + dy * long + dx * short),
                (cx - dx * long - dy * short, cy - dy * long + dx * short),
                (cx - dx * long + dy * short, cy - dy * long - dx * short),
                (cx + dx * long + dy * short, cy + dy * long - dx * short)])
            shown += 1
        if shown:
            theme.note(surface, "confetti", surface.get_rect(), words=str(shown))


__all__ = ["Confetti"]
