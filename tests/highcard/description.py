"""High card as the kit sees it: the GameDescription the tests register
(game/registry.py `register(HIGHCARD)`), naming where each of the game's parts lives."""
from __future__ import annotations

from game.core.description import GameDescription, Replayed, StatsParts

from . import stats
from .bots import BOT_NAMES, LEVELS, make_bot
from .engine import RULE_OPTIONS, HighCardRules, ReplayError, load_record


def _simulate(args) -> int:
    from .cli import simulate
    return simulate(args)


def _tournament(args) -> int:
    from .cli import tournament
    return tournament(args)


def _sheet_text(match, title: str) -> str:
    from .cli import sheet_text
    return sheet_text(match, title)


def _sheet_json(match) -> dict:
    from .cli import sheet_json
    return sheet_json(match)


def _ui():
    from .ui import UI
    return UI


HIGHCARD = GameDescription(
    id="highcard",
    title="High card",
    blurb="High card, two players and the higher card wins the round",
    record_suffix=".highcard.yaml",
    players=(2,),
    settings_section="highcard",
    settings_comment="`highcard:` High card's rules (H-numbers: tests/highcard)",
    options=RULE_OPTIONS,
    rules_from_mapping=HighCardRules.from_mapping,
    bots=BOT_NAMES,
    default_bot="normal",
    levels=LEVELS,
    make_bot=make_bot,
    simulate=_simulate,
    tournament=_tournament,
    load_record=load_record,
    replay_error=ReplayError,
    replayed=Replayed(_sheet_text, _sheet_json),
    stats=StatsParts(stats.KIND, stats.HighCardGame.from_data, stats.record_game,
                     stats.Finished, stats.overview),
    ui=_ui,
)
