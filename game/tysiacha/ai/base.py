"""The one interface every bot has: an observation and the legal actions in, an action out.

Bots see only what their seat may see (game.tysiacha.engine.observation), exactly as a human at
that seat does.
"""
from __future__ import annotations

import random
from typing import Optional, Protocol, Sequence

from ..engine.observation import Observation


class Bot(Protocol):
    name: str

    def choose(self, obs: Observation, legal: Sequence[int]) -> int:
        """The action to take; `legal` is never empty."""
        ...


class RandomBot:
    """Uniform over the legal actions: the floor every other bot must beat."""

    name = "random"

    def __init__(self, seed: Optional[int] = None, rng: Optional[random.Random] = None):
        self.rng = rng or random.Random(seed)

    def choose(self, obs: Observation, legal: Sequence[int]) -> int:
        return legal[int(self.rng.random() * len(legal))]
