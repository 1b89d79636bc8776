"""High card as the kit sees it: the GameDescription the tests register
(game/registry.py `register(HIGHCARD)`), naming where each of the game's parts lives."""
from __future__ import annotations

from game.core.description import GameDescription, Replayed, StatsParts, lazy

from . import stats
from .bots import BOT_NAMES, LEVELS, make_bot
from .engine import RULE_OPTIONS, HighCardRules, ReplayError, load_record


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
    simulate=lazy(".cli:simulate", __package__),
    tournament=lazy(".cli:tournament", __package__),
    load_record=load_record,
    replay_error=ReplayError,
    replayed=Replayed(lazy(".cli:sheet_text", __package__), lazy(".cli:sheet_json", __package__)),
    stats=StatsParts(stats.KIND, stats.HighCardGame.from_data, stats.record_game,
                     stats.Finished, stats.overview),
    ui=_ui,
    new_session=lazy(".session:HighCardSession.new", __package__),
    resume_session=lazy(".session:HighCardSession.resume", __package__),
)
