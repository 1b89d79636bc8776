"""The rules engine of Tysiacha (RULES.md): pure Python, no I/O, no global randomness."""
from . import actions
from .cards import card_label, card_name, cards_of, mask_of, parse_card
from .deal import Deal, Phase
from .errors import IllegalAction
from .events import Event
from .match import Match
from .observation import Observation, observe
from .rules import DEFAULT_RULES, PRESETS, RULE_OPTIONS, Rules, RulesError
from .scoring import SheetRow, score_deal
from .standing import Standing

__all__ = [
    "actions", "card_label", "card_name", "cards_of", "mask_of", "parse_card", "Deal",
    "Phase", "IllegalAction", "Event", "Match", "Observation", "observe", "DEFAULT_RULES",
    "PRESETS", "RULE_OPTIONS", "Rules", "RulesError", "SheetRow", "score_deal", "Standing",
]
