"""The rule options of RULES.md section 12, their allowed values, and the presets.

`RULE_OPTIONS` is the single source of truth for every `rules:` key: the settings
loader, the records, the options screen and `settings.yaml` are all derived from it.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Mapping

from game.core.options import Option, format_value


def _steps(start: int, stop: int, step: int) -> tuple:
    return tuple(range(start, stop + (1 if step > 0 else -1), step))


RULE_OPTIONS: tuple[Option, ...] = (
    Option("players", 3, (3, 4), "R5", "number of players; with 4 one sits out each deal"),
    Option("target", 1000, (1000, 1001), "R50", "score that wins the game"),
    Option("winner", "declarer", ("declarer", "highest"), "R55",
           "who wins when several reach the target: the declarer, or the highest score"),
    Option("deal_method", "one_at_a_time", ("one_at_a_time", "three_then_one", "threes_and_twos"),
           "R9", "the order in which cards leave the deck"),
    Option("first_bidder", "forehand", ("forehand", "dealer_right", "dealer"), "R14",
           "who makes the forced bid of 100"),
    Option("bid_step", 5, (5, 10), "R16", "bids and raises are multiples of this"),
    Option("bid_limit", True, (True, False), "R17",
           "above 120 only with a marriage in hand, at most 120 plus the melds held"),
    Option("no_raise_on_forced", False, (False, True), "R27",
           "a declarer who won with the forced 100 may not raise"),
    Option("four_nines", True, (True, False), "R12", "a defender holding four nines may call a redeal"),
    Option("prikup_nines", False, (False, True), "R13",
           "the declarer may call a redeal when the prikup holds two or three nines"),
    Option("marriage_first_trick", False, (False, True), "R37",
           "a marriage may be declared in the first trick"),
    Option("rounding", True, (True, False), "R46", "defenders' points are rounded"),
    Option("rounding_unit", 5, (5, 10), "R46", "round to a multiple of 5, or of 10 (5 rounds up)"),
    Option("barrel", True, (True, False), "R50", "players near the target climb on the barrel"),
    Option("barrel_score", 880, _steps(880, 1000, 5), "R50", "the score of a player on the barrel"),
    Option("barrel_penalty", "three_deals", ("three_deals", "none"), "R53",
           "lose 120 and fall off after three deals on the barrel"),
    Option("barrel_victory", False, (False, True), "R54", "the game can only be won from the barrel"),
    Option("barrel_defender", False, (False, True), "R52",
           "a player on the barrel scores as a defender and may win that way"),
    Option("barrel_marriage", True, (True, False), "R52", "melds count for a player on the barrel"),
    Option("zero_penalty", True, (True, False), "R48", "every third zero mark costs 120"),
    Option("rospisat", "every_third",
           ("every_third", "every_time", "twice_free", "free", "disabled", "with_spisat"), "R32",
           "when giving up a deal costs a penalty, or whether it is allowed"),
    Option("rospisat_points", 60, (60, 40, 50, "half_bid"), "R31",
           "what each defender scores when the declarer gives up"),
    Option("rospisat_penalty", -120, (-120, -80, -100, "bid"), "R33",
           "the penalty for a penalised rospisat' (bid: minus the contract)"),
    Option("dark_prikup", "none", ("none", "always", "min_bid", "upto_120"), "R20",
           "when the prikup is not shown to the defenders"),
    Option("golden_set", False, (False, True), "R47",
           "scores of the first deals (one per player) are doubled"),
    Option("silence", False, (False, True), "R18",
           "a player below the silence value may only make the forced bid"),
    Option("silence_value", 0, _steps(0, -200, -5), "R18", "the score below which silence applies"),
    Option("four_aces", False, (False, True), "R3, R38", "four aces is a meld worth 200"),
    Option("must_trump", True, (True, False), "R36", "a player who cannot follow suit must trump"),
    Option("must_beat", False, (False, True), "R36", "a player must beat the trick when able"),
    Option("inactive_player", "dealer", ("dealer", "forehand", "dealer_opposite", "dealer_right"),
           "R40", "with 4 players, who sits out the deal"),
    Option("prikup_card_points", False, (False, True), "R41",
           "the inactive player scores the prikup's card points"),
    Option("prikup_marriage_points", False, (False, True), "R41",
           "the inactive player scores a marriage in the prikup"),
    Option("prikup_ace_points", 0, (0, 40, 50), "R41",
           "each ace in the prikup is worth this to the inactive player"),
)

OPTIONS_BY_KEY: dict[str, Option] = {o.key: o for o in RULE_OPTIONS}

PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "polish": {"bid_step": 10, "rounding_unit": 10, "must_beat": True, "zero_penalty": False,
               "barrel_penalty": "none"},
    "french": {"rospisat_points": "half_bid"},
}


class RulesError(ValueError):
    """A rules mapping names an unknown key or a value that is not allowed."""

    def __init__(self, key: str, message: str):
        super().__init__(message)
        self.key = key


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option in force for a game. Build with `Rules.from_mapping`."""

    players: int = 3
    target: int = 1000
    winner: str = "declarer"
    deal_method: str = "one_at_a_time"
    first_bidder: str = "forehand"
    bid_step: int = 5
    bid_limit: bool = True
    no_raise_on_forced: bool = False
    four_nines: bool = True
    prikup_nines: bool = False
    marriage_first_trick: bool = False
    rounding: bool = True
    rounding_unit: int = 5
    barrel: bool = True
    barrel_score: int = 880
    barrel_penalty: str = "three_deals"
    barrel_victory: bool = False
    barrel_defender: bool = False
    barrel_marriage: bool = True
    zero_penalty: bool = True
    rospisat: str = "every_third"
    rospisat_points: Any = 60
    rospisat_penalty: Any = -120
    dark_prikup: str = "none"
    golden_set: bool = False
    silence: bool = False
    silence_value: int = 0
    four_aces: bool = False
    must_trump: bool = True
    must_beat: bool = False
    inactive_player: str = "dealer"
    prikup_card_points: bool = False
    prikup_marriage_points: bool = False
    prikup_ace_points: int = 0

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any] | None = None) -> "Rules":
        """Rules from a `rules:` mapping: an optional `preset`, then explicit keys.

        Raises RulesError naming the first bad key and what it allows.
        """
        mapping = dict(mapping or {})
        values: dict[str, Any] = {}
        preset = mapping.pop("preset", None)
        if preset is not None:
            if preset not in PRESETS:
                raise RulesError("preset", f"preset: {format_value(preset)} is not allowed; allowed: "
                                 + ", ".join(PRESETS))
            values.update(PRESETS[preset])
        for key, value in mapping.items():
            values[key] = check_option(key, value)
        return cls(**values)

    def to_mapping(self, only_changed: bool = False) -> dict[str, Any]:
        out = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if not only_changed or v != OPTIONS_BY_KEY[f.name].default:
                out[f.name] = v
        return out

    def with_changes(self, **changes: Any) -> "Rules":
        for key, value in changes.items():
            check_option(key, value)
        return replace(self, **changes)

    # Derived values used by the engine (kept here so one place reads the options).
    @property
    def meld_cap(self) -> int:
        """The highest bid with bid_limit off: 120 plus every meld the rules allow (R17)."""
        return 120 + 280 + (200 if self.four_aces else 0)


def check_option(key: str, value: Any) -> Any:
    """Return `value` if it is allowed for `key`, else raise RulesError."""
    opt = OPTIONS_BY_KEY.get(key)
    if opt is None:
        raise RulesError(key, f"unknown rules key {key!r}")
    # bool is an int in Python: never let True stand for 1 or 3 for 3 players.
    for allowed in opt.values:
        if value == allowed and type(value) is type(allowed):
            return value
    shown = format_value(value)
    if isinstance(value, str) and not any(isinstance(v, str) for v in opt.values):
        shown = f'"{value}"'  # players: "3" is text, not the number 3
    raise RulesError(key, f"{key}: {shown} is not allowed; allowed: {opt.allowed_text()}")


DEFAULT_RULES = Rules()
