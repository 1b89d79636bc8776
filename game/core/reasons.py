"""Why a bot chose what it chose, in numbers: the candidates its decision weighed and what
each came to, as that decision worked them out (never a second search). A bot keeps the
Reasons of its last decision in `reasons`; the table's hint carries them back from the
worker (game/ui/thinking.py) and each game's UI puts them in words. No words here: tags
and figures only, so that the engines and bots stay free of the UI's language.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Optional

# how a decision was made
SEARCH = "search"  # candidates weighed over sampled layouts
JUDGEMENT = "judgement"  # a model's figures (a chance, a utility), no layouts
RULE = "rule"  # a fixed rule of thumb: `rule` names it
ONLY = "only"  # one move was open


@dataclass(frozen=True)
class Weighed:
    """One candidate: `value` in the decision's measure (higher is better for the bot);
    `count` the layouts in which it did what the measure counts (-1: not counted);
    `extra` more of its figures as (name, value) pairs."""

    action: Any
    value: float
    count: int = -1
    extra: tuple = ()

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.extra:
            if k == name:
                return v
        return default


@dataclass(frozen=True)
class Reasons:
    """A decision's reasons: `how` it was made, what `measure` the values are in (a tag
    of the game's), the action `chosen`, the candidates `weighed` (the chosen first when
    it was among them), over how many `layouts`, the `rule` of a rule-made decision, and
    other `facts` as (name, value) pairs (the contract, a threshold)."""

    how: str
    measure: str = ""
    chosen: Any = None
    weighed: tuple = ()
    layouts: int = 0
    rule: str = ""
    facts: tuple = ()

    def fact(self, name: str, default: Any = None) -> Any:
        for k, v in self.facts:
            if k == name:
                return v
        return default

    def best(self) -> Optional[Weighed]:
        """The candidate of the highest value (the first of equals), or None."""
        return max(self.weighed, key=lambda w: w.value) if self.weighed else None

    def of(self, action: Any) -> Optional[Weighed]:
        """The candidate `action`, or None."""
        return next((w for w in self.weighed if w.action == action), None)

    def ranked(self) -> list:
        """The candidates, the chosen one first, then the others best first."""
        first = [w for w in self.weighed if w.action == self.chosen][:1]
        rest = sorted((w for w in self.weighed if w not in first), key=lambda w: -w.value)
        return first + rest

    def choosing(self, action: Any) -> "Reasons":
        """The same reasons for another action of the same plan (the second card given)."""
        return replace(self, chosen=action)


def only(action: Any, rule: str = "only") -> Reasons:
    """The one move open."""
    return Reasons(ONLY, chosen=action, rule=rule)


def by_rule(action: Any, rule: str, facts: tuple = ()) -> Reasons:
    """A move made by a fixed rule of thumb, named by `rule`."""
    return Reasons(RULE, chosen=action, rule=rule, facts=facts)


__all__ = ["Reasons", "Weighed", "SEARCH", "JUDGEMENT", "RULE", "ONLY", "only", "by_rule"]
