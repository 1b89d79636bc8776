"""High card's bots: each chooses one of the legal cards from what its seat sees
(engine.Observation). No pygame; made by `make_bot(name or level, seed)`, also in the
table's worker process (game/ui/thinking.py), which finds this function by its name.

- random: any card.
- easy: leads a card at random; answers with its highest card if that wins, else its
  lowest.
- normal: leads its highest card; answers with the lowest card that beats the lead,
  else its lowest.
- hard (and expert): as normal, but leads its highest card only when no card still
  unseen beats it, else its lowest (to draw out a high card cheaply).
"""
from __future__ import annotations

import random
from typing import Sequence

from .engine import DECK, Observation, strength

BOT_NAMES = ("random", "easy", "normal", "hard", "expert")
LEVELS = ("easy", "normal", "hard", "expert")  # the table's AI levels, weakest first


class Bot:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, obs: Observation, legal: Sequence[int]) -> int:
        legal = sorted(legal, key=lambda c: (strength(c, obs.rules), c))  # weakest first
        if obs.lead is None:
            return self.lead(obs, legal)
        beats = [c for c in legal if strength(c, obs.rules) > strength(obs.lead, obs.rules)]
        return self.answer(obs, legal, beats)

    def lead(self, obs: Observation, legal: list[int]) -> int:
        return self.rng.choice(legal)

    def answer(self, obs: Observation, legal: list[int], beats: list[int]) -> int:
        return self.rng.choice(legal)


class Easy(Bot):
    name = "easy"

    def answer(self, obs, legal, beats):
        return legal[-1] if beats else legal[0]


class Normal(Bot):
    name = "normal"

    def lead(self, obs, legal):
        return legal[-1]

    def answer(self, obs, legal, beats):
        return beats[0] if beats else legal[0]


class Hard(Normal):
    name = "hard"

    def lead(self, obs, legal):
        unseen = set(DECK) - set(obs.hand) - set(obs.played)
        top = legal[-1]
        if all(strength(c, obs.rules) <= strength(top, obs.rules) for c in unseen):
            return top
        return legal[0]


BOTS = {"random": Bot, "easy": Easy, "normal": Normal, "hard": Hard, "expert": Hard}


def bot_name(name: str) -> str:
    """`name` if it names a bot; ValueError otherwise (simulate's and tournament's --bots)."""
    if name not in BOTS:
        raise ValueError(f"--bots: no High card bot {name!r}; known: {', '.join(BOT_NAMES)}")
    return name


def make_bot(name: str, seed: int) -> Bot:
    return BOTS[bot_name(name)](seed)
