"""Seeded shuffling: our own Fisher-Yates over `Random.random()`, so that a seed gives the
same cards on every Python version and machine (`random.shuffle` has changed before)."""
from __future__ import annotations

import random
from typing import Iterable, TypeVar

T = TypeVar("T")


def shuffled(rng: random.Random, items: Iterable[T]) -> list[T]:
    deck = list(items)
    rand = rng.random
    for i in range(len(deck) - 1, 0, -1):
        j = int(rand() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck
