"""Tichu's rule options (docs/TICHU_RULES.md, "Options"): the `tichu:` section of
settings.yaml. Each option names the rule it changes."""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Mapping, NamedTuple


class TichuOption(NamedTuple):
    key: str
    default: Any
    values: tuple
    rule: str
    help: str


TICHU_OPTIONS = (
    TichuOption("grand_tichu", True, (True, False), "T4",
                "Grand Tichu may be called after the first 8 cards"),
    TichuOption("tichu_call", "before_first_card", ("before_first_card", "before_exchange"),
                "T6", "when a Tichu may be called: until one's first card (official), or "
                      "only before one gives the exchange cards"),
    TichuOption("wish_bomb", "out_of_turn", ("out_of_turn", "any_time"), "T17",
                "a bomb without the wished rank, by a player who could fulfil the wish: only "
                "out of turn (official FAQ), or also in turn (the seed's house rule)"),
    TichuOption("target", 1000, (1000, 500, 1500, 2000), "T27",
                "the score that ends the game"),
    TichuOption("rounds", 0, (0, 4, 6, 8, 10, 12), "T27",
                "play this many rounds instead of to the target (0: to the target)"),
    TichuOption("tournament", False, (False, True), "T28",
                "the seed's tournament: 9 rounds, partners change every 3, winning points"),
)
TICHU_OPTIONS_BY_KEY = {o.key: o for o in TICHU_OPTIONS}


class TichuRulesError(ValueError):
    """A rule option with a wrong key or value; the message names both."""


@dataclass(frozen=True)
class TichuRules:
    grand_tichu: bool = True
    tichu_call: str = "before_first_card"
    wish_bomb: str = "out_of_turn"
    target: int = 1000
    rounds: int = 0
    tournament: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            opt = TICHU_OPTIONS_BY_KEY[f.name]
            value = getattr(self, f.name)
            if value not in opt.values or type(value) is not type(opt.default):
                allowed = ", ".join(str(v).lower() if isinstance(v, bool) else str(v)
                                    for v in opt.values)
                raise TichuRulesError(f"tichu.{f.name}: {value!r} is not allowed; "
                                      f"allowed: {allowed}")

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any]) -> "TichuRules":
        unknown = [k for k in mapping if k not in TICHU_OPTIONS_BY_KEY]
        if unknown:
            raise TichuRulesError(f"tichu.{unknown[0]}: unknown option; known: "
                                  + ", ".join(TICHU_OPTIONS_BY_KEY))
        return cls(**dict(mapping))

    def with_changes(self, **changes: Any) -> "TichuRules":
        return replace(self, **changes)

    def to_mapping(self, only_changed: bool = False) -> dict:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        if only_changed:
            out = {k: v for k, v in out.items() if v != TICHU_OPTIONS_BY_KEY[k].default}
        return out

    @property
    def grand_calls(self) -> bool:
        """Grand Tichu is called in this game (never in the tournament, T28)."""
        return self.grand_tichu and not self.tournament
