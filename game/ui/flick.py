"""Flicking: a quick swipe of a card towards the table plays it (the `flicking` setting).

A press on a card starts a gesture; the release ends it. It is a flick when the pointer
went up (towards the trick) fast enough over the last moments, far enough, and mostly
upwards; a slow drag is a rearrangement or nothing. Times in seconds, pixels scaled by
the card height so it feels the same at every window size.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Gesture:
    card: int
    start: tuple[float, float]
    t0: float
    samples: list[tuple[float, float, float]] = field(default_factory=list)  # (t, x, y)

    def add(self, t: float, x: float, y: float) -> None:
        self.samples.append((t, x, y))
        # keep the last 0.25 s: only the end of the swipe decides
        while len(self.samples) > 2 and t - self.samples[0][0] > 0.25:
            self.samples.pop(0)

    @property
    def moved(self) -> tuple[float, float]:
        if not self.samples:
            return (0.0, 0.0)
        _, x, y = self.samples[-1]
        return (x - self.start[0], y - self.start[1])


def is_flick(g: Gesture, card_h: float, t_end: float) -> bool:
    """The release at `t_end` ends a flick: upward speed above 1.5 card heights per
    second over the recent samples, at least a third of a card height up overall, and
    more up than sideways."""
    if len(g.samples) < 2:
        return False
    dx, dy = g.moved
    if -dy < card_h / 3 or abs(dx) > -dy * 1.2:
        return False
    t_first, x0, y0 = g.samples[0]
    _, x1, y1 = g.samples[-1]
    span = max(t_end - t_first, 1e-3)
    speed_up = (y0 - y1) / span
    return speed_up >= 1.5 * card_h and t_end - g.samples[-1][0] < 0.12
