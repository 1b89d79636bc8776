"""Tichu at the table, as the kit sees it (game/ui/description.py): its menu, setup,
viewer, statistics page and Options page, named once here."""
from __future__ import annotations

from typing import Optional

from game.core.description import lazy
from game.tichu.engine.cards import parse_card

from ..description import GameUI
from ..i18n import tr
from ..statistics import GAME_FIGURES, UNDO_FIGURE, percent
from .deck import DECK

GAME_ID = "tichu"

FIGURES = (
    *GAME_FIGURES,
    ("Rounds played", lambda f: str(f.rounds)),
    ("Out first", lambda f: f"{f.first_out} ({percent(f.first_out_rate)})"),
    ("Double wins", lambda f: str(f.double_wins)),
    ("Tichu made / called", lambda f: f"{f.tichu_made} / {f.tichu_called}"),
    ("Grand Tichu made / called", lambda f: f"{f.grand_made} / {f.grand_called}"),
    ("Bombs played", lambda f: str(f.bombs)),
    UNDO_FIGURE,
)


# each rule option's title in words, on Options and the Rules page
OPTION_LABELS = {
    "grand_tichu": "Grand Tichu",
    "tichu_call": "When Tichu may be called",
    "wish_bomb": "A bomb against the wish",
    "target": "Target score",
    "rounds": "Number of rounds",
    "tournament": "Tournament",
}


# help lines in a player's words, where the option's own (settings.yaml's comment) names
# a value as the file writes it or the program's sources
OPTION_HELP = {
    "wish_bomb": "a bomb without the wished rank, by a player who could fulfil the wish: "
                 "only out of turn (the official rule), or also in turn (a house rule)",
    "rounds": "play this many rounds instead of to the target score",
    "tournament": "tournament play: 9 rounds, partners change every 3, winning points",
}


def option_groups() -> list:
    from game.registry import game
    return [("Tichu rules", list(game(GAME_ID).options))]


def show_value(key: str, value) -> Optional[str]:
    """`rounds` 0: the game goes to the target score (T27)."""
    return tr("to the target") if key == "rounds" and value == 0 else None


def rules_scene(app):
    from .overlays import TichuRulesScene
    return TichuRulesScene(app, app.rules_of(GAME_ID))


UI = GameUI(
    words=__package__,
    option_labels=OPTION_LABELS,
    option_help=OPTION_HELP,
    name="Tichu",
    subtitle=lambda: tr("the partnership climbing game"),
    deck=DECK,
    title_cards=tuple(parse_card(c) for c in ("DOG", "MJ", "AS", "PH", "DR")),
    has_save=lazy(".session:has_save", __package__),
    resume=lazy(".session:TichuSession.resume", __package__),
    new_game=lazy(".setup:TichuSetupScene", __package__),
    open_table=lazy(".table_scene:open_tichu", __package__),
    remote_table=lazy(".remote:open_remote", __package__),
    rules_scene=rules_scene,
    lessons=lazy(".lessons:lessons", __package__),
    open_lesson=lazy(".lesson_table:open_lesson", __package__),
    start_demo=lazy(".demo:start_tichu_demo", __package__),
    load_steps=lazy(".viewer:load_steps", __package__),
    viewer=lazy(".viewer:TichuViewerScene", __package__),
    game_summary=lazy(".viewer:tichu_game_summary", __package__),
    open_record=lazy(".viewer:open_tichu_record", __package__),
    no_games_yet=lambda: tr("No finished game of Tichu yet: each game played to its end "
                            "is kept to be watched here."),
    figures=FIGURES,
    score_scale=1000,  # the target
    no_statistics_yet=lambda: tr("No game of Tichu counted yet: the figures come after "
                                 "each round of a game at the table."),
    options_tab="Tichu",
    option_groups=option_groups,
    show_value=show_value,
    # the program ends: a review under way is not waited for
    on_quit=lazy(".review_scene:stop_reviews", __package__),
)


def ui() -> GameUI:
    """The description's `ui`: this page, once the table is wanted."""
    return UI
