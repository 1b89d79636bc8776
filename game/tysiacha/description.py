"""1000 (Tysiacha) as the kit sees it: the one description the registry finds
(game/registry.py), naming where each of the game's parts lives."""
from __future__ import annotations

from pathlib import Path

from game.core.description import GameDescription, Replayed, StatsParts, lazy
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


def shows_action(action: int, actor: int, viewer: int) -> bool:
    """Every seat sees every bid, play and the declarer's choices; a card given to a
    defender only the declarer and that defender (R26)."""
    from .engine.actions import give_parts, is_give
    return not is_give(action) or viewer in (actor, give_parts(action)[1])


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
    simulate=lazy(".cli.simulate:run", __package__),
    tournament=lazy(".cli.tournament:run", __package__),
    load_record=_load_record,
    replay_error=ReplayError,
    replayed=Replayed(lazy(".cli.replay:sheet_text", __package__),
                      lazy(".cli.replay:sheet_json", __package__)),
    stats=StatsParts(stats.KIND, stats.GameSummary.from_data, stats.record_game,
                     stats.Finished, stats.overview),
    ui=lazy("game.ui.tysiacha.description:ui", __package__),
    new_session=lazy("game.ui.tysiacha.session:Session.new", __package__),
    resume_session=lazy("game.ui.tysiacha.session:Session.resume", __package__),
    shows_action=shows_action,
)
