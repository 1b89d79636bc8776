"""The bots (DESIGN.md: they see only an observation and the legal actions)."""
from __future__ import annotations

from typing import Optional

from .base import Bot, RandomBot
from .simple import SimpleBot

BOT_NAMES = ("random", "simple")


def make_bot(name: str, seed: Optional[int] = None) -> Bot:
    """A bot by its name; ValueError naming the known ones otherwise."""
    if name == "random":
        return RandomBot(seed)
    if name == "simple":
        return SimpleBot(seed)
    raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOT_NAMES)}")


__all__ = ["Bot", "RandomBot", "SimpleBot", "BOT_NAMES", "make_bot"]
