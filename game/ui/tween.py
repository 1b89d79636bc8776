"""Tweens: attributes that move to a target over time, with easing (DESIGN.md, after
Pygame Zero's animation module). A new tween on the same attribute replaces the old one;
time is handed in by the caller, so tests drive the clock by hand."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "off": 0.0}


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


@dataclass
class _Tween:
    start: float
    end: float
    duration: float
    elapsed: float
    ease: Callable[[float], float]


class Tweener:
    """Moves float attributes of objects towards targets; `speed` scales every duration
    (0 makes every move instant, the `animation_speed: off` setting)."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self._tweens: dict[tuple[int, str], tuple[Any, _Tween]] = {}

    def to(self, obj: Any, attr: str, end: float, duration: float,
           ease: Callable[[float], float] = ease_out_cubic, delay: float = 0.0) -> None:
        """Move `obj.attr` to `end` in `duration` seconds (after `delay`), replacing any
        tween already on that attribute."""
        key = (id(obj), attr)
        if self.speed <= 0 or duration <= 0:
            self._tweens.pop(key, None)
            setattr(obj, attr, end)
            return
        start = getattr(obj, attr)
        self._tweens[key] = (obj, _Tween(start, end, duration / self.speed,
                                         -delay / self.speed, ease))

    def target(self, obj: Any, attr: str) -> float:
        """Where `obj.attr` is going (its value if it is not moving)."""
        item = self._tweens.get((id(obj), attr))
        return item[1].end if item else getattr(obj, attr)

    def moving(self, obj: Any = None) -> bool:
        if obj is None:
            return bool(self._tweens)
        return any(o is obj for o, _ in self._tweens.values())

    def cancel(self, obj: Any) -> None:
        for key in [k for k, (o, _) in self._tweens.items() if o is obj]:
            del self._tweens[key]

    def update(self, dt: float) -> None:
        done = []
        for key, (obj, tw) in self._tweens.items():
            tw.elapsed += dt
            if tw.elapsed <= 0:
                continue
            t = min(1.0, tw.elapsed / tw.duration)
            setattr(obj, key[1], tw.start + (tw.end - tw.start) * tw.ease(t))
            if t >= 1.0:
                done.append(key)
        for key in done:
            del self._tweens[key]
