"""Tichu as the kit sees it: the one description the registry finds (game/registry.py),
naming where each of the game's parts lives."""
from __future__ import annotations

from pathlib import Path

from game.core.description import GameDescription, Replayed, StatsParts
from game.core.options import Option

from . import stats
from .ai import BOT_NAMES, make_bot
from .engine.record import ReplayError
from .engine.rules import TICHU_OPTIONS, TichuRules

LEVELS = ("easy", "normal", "hard", "expert")  # the table's AI levels, weakest first


def _load_record(path: Path):
    from .records import load_match
    return load_match(path)


def _simulate(args) -> int:
    from .cli.play import simulate
    return simulate(args)


def _tournament(args) -> int:
    from .cli.play import tournament
    return tournament(args)


def _sheet_text(match, title: str) -> str:
    from .cli.sheet import sheet_text
    return sheet_text(match, title)


def _sheet_json(match) -> dict:
    from .cli.sheet import sheet_json
    return sheet_json(match)


def _ui():
    from game.ui.tichu.description import UI
    return UI


GAME = GameDescription(
    id="tichu",
    title="Tichu",
    blurb="Tichu, the partnership climbing game with bombs, the Phoenix and the Dragon",
    record_suffix=".tichu.yaml",
    players=(4,),
    settings_section="tichu",
    settings_comment="`tichu:` Tichu's rules (T-numbers: docs/TICHU_RULES.md)",
    options=tuple(Option(o.key, o.default, o.values, o.rule, o.help) for o in TICHU_OPTIONS),
    rules_from_mapping=TichuRules.from_mapping,
    bots=BOT_NAMES,
    default_bot="normal",
    levels=LEVELS,
    make_bot=make_bot,
    simulate=_simulate,
    tournament=_tournament,
    load_record=_load_record,
    replay_error=ReplayError,
    replayed=Replayed(_sheet_text, _sheet_json),
    stats=StatsParts(stats.KIND, stats.TichuGame.from_data, stats.record_game,
                     stats.Finished, stats.overview),
    ui=_ui,
)
