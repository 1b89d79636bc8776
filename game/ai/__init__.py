"""The bots (DESIGN.md: they see only an observation and the legal actions).

Levels, weakest first: random (the floor), simple (crude heuristics, the engine's test
opponent), easy and rules (the rule-based player, RulesBot), search (Hard: PIMC over
the double-dummy solver), expert (search with inference from the bidding and a larger
budget).
"""
from __future__ import annotations

from typing import Optional

from .base import Bot, RandomBot
from .simple import SimpleBot

BOT_NAMES = ("random", "simple", "easy", "rules", "search", "expert")


def make_bot(name: str, seed: Optional[int] = None) -> Bot:
    """A bot by its name; ValueError naming the known ones otherwise."""
    if name == "random":
        return RandomBot(seed)
    if name == "simple":
        return SimpleBot(seed)
    if name in ("easy", "rules"):
        from .rules_bot import RulesBot
        return RulesBot("easy" if name == "easy" else "normal", seed)
    if name == "search":
        from .search import SearchBot
        return SearchBot(seed)
    if name == "expert":
        from .search import expert_bot
        return expert_bot(seed)
    raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOT_NAMES)}")


__all__ = ["Bot", "RandomBot", "SimpleBot", "BOT_NAMES", "make_bot"]
