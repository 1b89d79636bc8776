"""The interface of a Tichu bot: `choose(obs, legal)` for a decision the round waits for,
and `interject(obs, options)` for what it may do out of turn (a bomb, a Tichu call), None
to let it be. A bot sees only its seat's observation."""
from __future__ import annotations

import random
from typing import Optional, Protocol, Sequence

from ..engine.observation import Observation
from ..engine.round import Action


class Bot(Protocol):
    name: str

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        ...

    def interject(self, obs: Observation, options: Sequence[Action]) -> Optional[Action]:
        ...


class RandomBot:
    """Uniform over the legal actions; out of turn it acts one time in ten, at random."""

    name = "random"

    def __init__(self, seed: Optional[int] = None, rng: Optional[random.Random] = None):
        self.rng = rng or random.Random(seed)

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        return legal[int(self.rng.random() * len(legal))]

    def interject(self, obs: Observation, options: Sequence[Action]) -> Optional[Action]:
        if self.rng.random() < 0.1:
            return options[int(self.rng.random() * len(options))]
        return None
