"""The bots (DESIGN.md: they see only an observation and the legal actions).

Levels, weakest first: random (the floor), simple (crude heuristics, the engine's test
opponent), then the three levels the table offers, under the same names everywhere (the
menu, `ai_level` in settings.yaml, the saved table, the command line): easy and normal
(the rule-based player, RulesBot), hard (PIMC over the double-dummy solver with
inference from the bidding, SearchBot; it counts its work, so a seed plays the same on
any machine). The command line also takes the bots' older names, `rules` for normal and
`search` for hard, and `expert` for hard too: 1000's Expert was Hard with twice the
layouts and the solver's work, and measured no stronger (+1.2 +/- 1.4 points per deal
over 1000 duplicate deals, when both searched for a time, Expert twice Hard's), so it
was folded into Hard. A setting, a saved table or a command that names it gets Hard
(Tichu keeps an Expert of its own, measured against its Hard).
"""
from __future__ import annotations

from typing import Optional

from game.core.names import canonical

from .base import Bot, RandomBot
from .simple import SimpleBot

LEVELS = ("easy", "normal", "hard")  # the table's AI levels, weakest first
BOT_NAMES = ("random", "simple") + LEVELS
ALIASES = {"rules": "normal", "search": "hard", "expert": "hard"}  # names the bots had before


def bot_name(name: str) -> str:
    """The bot's own name for `name` (an alias or any letter case); ValueError naming the
    known ones if there is none."""
    return canonical(name, BOT_NAMES, ALIASES, "bot")


def make_bot(name: str, seed: Optional[int] = None) -> Bot:
    """A bot by its name or alias; ValueError naming the known ones otherwise."""
    name = bot_name(name)
    if name == "random":
        return RandomBot(seed)
    if name == "simple":
        return SimpleBot(seed)
    if name in ("easy", "normal"):
        from .rules_bot import RulesBot
        return RulesBot(name, seed)
    from .search import hard_bot
    return hard_bot(seed)


__all__ = ["Bot", "RandomBot", "SimpleBot", "BOT_NAMES", "LEVELS", "ALIASES", "bot_name",
           "make_bot"]
