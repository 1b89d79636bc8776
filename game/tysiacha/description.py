"""1000 (Tysiacha) as the kit sees it: the one description the registry finds
(game/registry.py), naming where each of the game's parts lives."""
from __future__ import annotations

from pathlib import Path

from game.core.description import GameDescription, Replayed, StatsParts
from game.core.options import Option

from . import stats
from .ai import BOT_NAMES, LEVELS, make_bot
from .engine.record import ReplayError
from .engine.rules import PRESETS, RULE_OPTIONS, Rules, RulesError, check_option

# `preset:` is read before the section's other keys; the default file shows it commented
PRESET_OPTION = Option("preset", "classic", tuple(PRESETS), "",
                       "a set of rules to start from; the keys below override it", listed=False)


def _allows(key: str, value) -> bool:
    if key == "preset":
        return PRESET_OPTION.allows(value)
    try:
        check_option(key, value)
    except RulesError:
        return False
    return True


def _load_record(path: Path):
    from .engine.record import replay
    from .records import load_record
    return replay(load_record(path))


def _simulate(args) -> int:
    from .cli.simulate import run
    return run(args)


def _tournament(args) -> int:
    from .cli.tournament import run
    return run(args)


def _sheet_text(match, title: str) -> str:
    from .cli.replay import sheet_text
    return sheet_text(match, title)


def _sheet_json(match) -> dict:
    from .cli.replay import sheet_json
    return sheet_json(match)


def _ui():
    from game.ui.tysiacha.description import UI
    return UI


GAME = GameDescription(
    id="tysiacha",
    title="1000",
    blurb="Tysiacha (1000), the trick-taking card game with bidding, a prikup and marriages",
    record_suffix=".tysiacha.yaml",
    players=(3, 4),
    settings_section="rules",
    settings_comment="`rules:` are 1000's house rules (R-numbers: docs/RULES.md)",
    options=(PRESET_OPTION, *RULE_OPTIONS),
    rules_from_mapping=Rules.from_mapping,
    allows=_allows,
    presets=tuple(PRESETS),
    bots=BOT_NAMES,
    default_bot="simple",
    levels=LEVELS,
    make_bot=make_bot,
    simulate=_simulate,
    tournament=_tournament,
    load_record=_load_record,
    replay_error=ReplayError,
    replayed=Replayed(_sheet_text, _sheet_json),
    stats=StatsParts(stats.KIND, stats.GameSummary.from_data, stats.record_game,
                     stats.Finished, stats.overview),
    ui=_ui,
)
