"""Tichu as the kit sees it: the one description the registry finds (game/registry.py),
naming where each of the game's parts lives."""
from __future__ import annotations

from game.core.description import GameDescription, Replayed, StatsParts, lazy
from game.core.options import Option

from . import stats
from .ai import BOT_NAMES, make_bot
from .engine.record import ReplayError
from .engine.rules import TICHU_OPTIONS, TichuRules

LEVELS = ("easy", "normal", "hard", "expert")  # the table's AI levels, weakest first


def shows_action(action, actor: int, viewer: int) -> bool:
    """Every seat sees every call and play; a card given in the exchange only its giver
    (the receiver sees it, once the exchange is over, in its observation: T6)."""
    return action.kind != "give" or actor == viewer


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
    simulate=lazy(".cli.play:simulate", __package__),
    tournament=lazy(".cli.play:tournament", __package__),
    load_record=lazy(".records:load_match", __package__),
    replay_error=ReplayError,
    replayed=Replayed(lazy(".cli.sheet:sheet_text", __package__),
                      lazy(".cli.sheet:sheet_json", __package__)),
    stats=StatsParts(stats.KIND, stats.TichuGame.from_data, stats.record_game,
                     stats.Finished, stats.overview),
    ui=lazy("game.ui.tichu.description:ui", __package__),
    new_session=lazy("game.ui.tichu.session:TichuSession.new", __package__),
    resume_session=lazy("game.ui.tichu.session:TichuSession.resume", __package__),
    shows_action=shows_action,
)
