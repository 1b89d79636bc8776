"""1000 at the table, as the kit sees it (game/ui/description.py): its menu, setup,
viewer, statistics page and Options page, named once here."""
from __future__ import annotations

import re
from pathlib import Path

from game.core.description import lazy
from game.tysiacha.engine.cards import parse_card
from game.tysiacha.engine.rules import RULE_OPTIONS

from ..description import GameUI
from ..i18n import tr
from ..statistics import GAME_FIGURES, UNDO_FIGURE, number
from .deck import DECK

GAME_ID = "tysiacha"

# The Options page's groups, by the section of RULES.md a rule id belongs to: a rule
# numbered up to the first figure falls in the first group, and so on.
RULE_GROUPS = ((13, "Players and the deal"), (19, "Bidding"), (33, "Prikup, exchange and raise"),
               (40, "Play and marriages"), (49, "Scoring"), (99, "The barrel and the end"))

FIGURES = (
    *GAME_FIGURES,
    ("Deals as declarer", lambda f: str(f.declared)),
    ("Contracts made", lambda f: str(f.made)),
    ("Contracts failed", lambda f: str(f.failed)),
    ("Average contract", lambda f: number(f.average_contract)),
    ("Rospisat'", lambda f: str(f.rospisat)),
    ("Barrels climbed", lambda f: str(f.barrel_on)),
    ("Barrels fallen off", lambda f: str(f.barrel_off)),
    ("Zero marks", lambda f: str(f.zeros)),
    ("Marriages declared", lambda f: str(f.marriages)),
    UNDO_FIGURE,
)


def rule_group(rule: str) -> str:
    """The group of the Options page a rule id belongs to (by its section of RULES.md)."""
    numbers = [int(x) for x in re.findall(r"\d+", rule)]
    n = max(numbers) if numbers else 99
    for last, title in RULE_GROUPS:
        if n <= last:
            return title
    return RULE_GROUPS[-1][1]


# each rule option's title in words, on Options and the Rules page
OPTION_LABELS = {
    "players": "Players",
    "target": "Target score",
    "winner": "Winner when several reach it",
    "deal_method": "How the cards are dealt",
    "first_bidder": "Who opens the bidding",
    "bid_step": "Bid step",
    "bid_limit": "Bids over 120 need a marriage",
    "no_raise_on_forced": "No raise after the forced bid",
    "four_nines": "Redeal with four nines",
    "prikup_nines": "Redeal for nines in the prikup",
    "marriage_first_trick": "Marriages in the first trick",
    "rounding": "Rounding the defenders' points",
    "rounding_unit": "Rounding unit",
    "barrel": "The barrel",
    "barrel_score": "Barrel score",
    "barrel_penalty": "Falling off the barrel",
    "barrel_victory": "Win only from the barrel",
    "barrel_defender": "Win from the barrel as a defender",
    "barrel_marriage": "Marriages on the barrel",
    "zero_penalty": "Penalty for three zeros",
    "rospisat": "Rospisat' (giving up)",
    "rospisat_points": "Defenders' points for a rospisat'",
    "rospisat_penalty": "Rospisat' penalty",
    "dark_prikup": "Dark prikup",
    "golden_set": "Golden deals",
    "silence": "Silence below a score",
    "silence_value": "Silence score",
    "four_aces": "Four aces meld",
    "must_trump": "Must trump",
    "must_beat": "Must beat the trick",
    "inactive_player": "Who sits out (4 players)",
    "prikup_card_points": "Prikup's card points to who sits out",
    "prikup_marriage_points": "Prikup's marriage to who sits out",
    "prikup_ace_points": "Prikup's aces to who sits out",
}


# values whose words as the file writes them (dealer_right, upto_120, bid) do not say
# enough to a player: the Options page and the Rules page's options in force show these
VALUE_WORDS = {
    ("first_bidder", "dealer_right"): "dealer's right",
    ("inactive_player", "dealer_right"): "dealer's right",
    ("inactive_player", "dealer_opposite"): "opposite the dealer",
    ("dark_prikup", "none"): "never",
    ("dark_prikup", "min_bid"): "at a bid of 100",
    ("dark_prikup", "upto_120"): "at bids up to 120",
    ("rospisat", "with_spisat"): "with spisat'",
    ("rospisat_points", "half_bid"): "half the contract",
    ("rospisat_penalty", "bid"): "minus the contract",
    ("barrel_penalty", "none"): "no limit",
}

# help lines in a player's words, where the option's own names a value as the file does
OPTION_HELP = {
    "rospisat_penalty": "the penalty for a penalised rospisat'",
}


def show_value(key: str, value):
    """A value in VALUE_WORDS in the player's language; None: as any other."""
    words = VALUE_WORDS.get((key, value))
    return tr(words) if words else None


def option_groups() -> list:
    groups: dict[str, list] = {}
    for opt in RULE_OPTIONS:
        groups.setdefault(rule_group(opt.rule), []).append(opt)
    return [(title, groups[title]) for _, title in RULE_GROUPS if title in groups]


def load_steps(path: Path):
    from game.tysiacha.records import load_record
    from game.tysiacha.viewing import GameSteps
    return GameSteps(load_record(path))


def rules_scene(app):
    from .overlays import RulesScene
    return RulesScene(app, app.rules_of(GAME_ID))


UI = GameUI(
    words=__package__,
    option_labels=OPTION_LABELS,
    option_help=OPTION_HELP,
    show_value=show_value,
    name="Tysiacha",
    subtitle=lambda: tr("the card game 1000") + "  ·  Тысяча  ·  Tysiąc",
    deck=DECK,
    title_cards=tuple(parse_card(c) for c in ("JS", "QH", "KH", "10D", "AC")),
    has_save=lazy(".session:has_save", __package__),
    resume=lazy(".session:Session.resume", __package__),
    new_game=lazy(".setup:NewGameScene", __package__),
    open_table=lazy(".table_scene:open_session", __package__),
    remote_table=lazy(".remote:open_remote", __package__),
    rules_scene=rules_scene,
    start_demo=lazy(".demo:start_demo", __package__),
    load_steps=load_steps,
    viewer=lazy(".viewer:ViewerScene", __package__),
    game_summary=lazy(".viewer:game_summary", __package__),
    open_record=lazy(".viewer:open_record", __package__),
    no_games_yet=lambda: tr("No finished game of 1000 yet: each game played to its end "
                            "is kept to be watched here."),
    figures=FIGURES,
    score_scale=1000,  # the target
    no_statistics_yet=lambda: tr("No game of 1000 counted yet: the figures come after each "
                                 "deal of a game at the table."),
    options_tab="Rules",
    option_groups=option_groups,
    lessons=lazy(".lessons:lessons", __package__),
    open_lesson=lazy(".lesson_table:open_lesson", __package__),
    # the program ends: an analysis under way is not waited for
    on_quit=lazy(".analysis_scene:stop_analyses", __package__),
)


def ui() -> GameUI:
    """The description's `ui`: this page, once the table is wanted."""
    return UI
