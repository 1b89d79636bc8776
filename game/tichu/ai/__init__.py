"""Tichu's bots (they see only their seat's observation): random (the floor); easy (the
rule-based player, rules_bot.py, slipping now and then); normal (the planning player,
policy.py: each combination's chance of being beaten, the plan that goes out in fewest
tricks); hard and expert (search.py: layouts of the unseen cards, each candidate played
out by the planning player, counted in playouts); normal-v1 (the rule-based player
without slips, the old Normal, kept to measure against)."""
from __future__ import annotations

from typing import Optional

from game.core.names import canonical

from .base import Bot, RandomBot

BOT_NAMES = ("random", "easy", "normal", "hard", "expert", "normal-v1")
ALIASES = {"rules": "normal", "search": "hard"}


def bot_name(name: str) -> str:
    """The bot's own name for `name` (an alias or any letter case); ValueError naming the
    known ones if there is none."""
    return canonical(name, BOT_NAMES, ALIASES, "Tichu bot")


def make_bot(name: str, seed: Optional[int] = None) -> Bot:
    name = bot_name(name)
    if name == "random":
        return RandomBot(seed)
    if name in ("normal-v1", "easy"):
        from .rules_bot import RulesBot
        return RulesBot(seed, "easy" if name == "easy" else "normal")
    if name == "normal":
        from .policy import PlanBot
        return PlanBot(seed, name)
    from .search import expert_bot, hard_bot
    return expert_bot(seed) if name == "expert" else hard_bot(seed)


__all__ = ["Bot", "RandomBot", "BOT_NAMES", "bot_name", "make_bot"]
