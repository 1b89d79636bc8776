"""The Rules page reads as a player's rule book (game/ui/scenes/rules_page.py): the rules
documents' settings keys show as the options' titles on the Options page, their values in
words, rule ids as numbers, and under a rule a setting changes, how the table plays it.
Every row of both games' pages is drawn and read."""
from __future__ import annotations

import re

import pygame
import pytest

from game.tichu.engine.rules import TichuRules
from game.tysiacha.engine import Rules
from game.ui import theme
from game.ui.i18n import set_language, tr
from game.ui.scenes.rules_page import marked_rule_texts, player_words

from .driver import make_app
from .test_options_words import not_a_players_word

GAMES = [("tysiacha", "RULES.md", Rules()), ("tichu", "TICHU_RULES.md", TichuRules())]


def page(app, game_id: str, rules, at: str = ""):
    from game.ui.tichu.overlays import TichuRulesScene
    from game.ui.tysiacha.overlays import RulesScene
    scene = (RulesScene if game_id == "tysiacha" else TichuRulesScene)(app, rules, at)
    app.push(scene)
    return scene


def every_word(scene) -> list[str]:
    """The words of every row of the page, each row drawn in turn."""
    surface = pygame.Surface((1000, 3000))
    out = []
    with theme.recording(surface) as rec:
        for row in scene.rows():
            row(surface, 0, 0, 1000)
    out += [d.words for d in rec.of("text")]
    return out


def keys_in(document: str) -> set[str]:
    """The settings keys the document names in its rules (in code marks)."""
    found = set()
    for _, first, rest in marked_rule_texts(document):
        for text in (first, *rest):
            found |= set(re.findall(r"`([a-z_]+)`", text))
    return found


@pytest.mark.parametrize("game_id,document,rules", GAMES, ids=[g[0] for g in GAMES])
def test_the_rules_page_shows_no_settings_key_no_rule_id_and_no_path(tmp_path, game_id,
                                                                     document, rules):
    app = make_app(tmp_path, size=(1280, 800))
    scene = page(app, game_id, rules)
    words = every_word(scene)
    assert len(words) > 100  # the rules, one by one
    for w in words:
        assert not not_a_players_word(w), w
        assert "(default true)" not in w and "(default false)" not in w, w
    text = " ".join(words)
    named = keys_in(document) & set(scene.settings)
    assert named  # the document does name settings...
    for key in named:  # ...and each shows by its title on Options, in quotes
        assert f"“{scene.settings[key].shown_title}”" in text, key


@pytest.mark.parametrize("game_id,document,rules", GAMES, ids=[g[0] for g in GAMES])
def test_every_rule_is_numbered_and_cross_references_read_rule_n(tmp_path, game_id,
                                                                 document, rules):
    app = make_app(tmp_path, size=(1280, 800))
    scene = page(app, game_id, rules)
    words = every_word(scene)
    numbers = {i.lstrip("RT") + "." for i, _, _ in marked_rule_texts(document) if i}
    assert numbers <= set(words)
    assert any(re.search(r"\brules? \d+", w) for w in words)


def test_a_rule_a_setting_changes_says_how_the_table_plays_it(tmp_path):
    app = make_app(tmp_path, size=(1280, 800))
    scene = page(app, "tysiacha", Rules(must_trump=False))
    text = " ".join(every_word(scene))
    assert "Your table plays: Must trump: off · Must beat the trick: off." in text
    app.stack.pop(scene)
    scene = page(app, "tysiacha", Rules())
    assert "Must trump: on · Must beat the trick: off" in " ".join(every_word(scene))


def test_a_rule_names_its_settings_once_and_in_order():
    from game.ui.scenes.rules_page import Setting
    values = (("true", "on"), ("one_at_a_time", "one at a time"))
    settings = {"must_trump": Setting("must_trump", "Must trump", "on", values),
                "must_beat": Setting("must_beat", "Must beat", "off", values)}
    text, named = player_words("`must_beat` (default `true`) and `must_trump`, then "
                               "`must_beat` again; `one_at_a_time` (R12, R13), R30-R32. "
                               "R5 applies", settings)
    assert named == ("must_beat", "must_trump")
    assert text == ("“Must beat” (default on) and “Must trump”, then “Must beat” again; "
                    "one at a time (rules 12, 13), rules 30-32. Rule 5 applies")


def test_the_rules_page_speaks_the_players_language_about_the_table(tmp_path):
    set_language("de")
    try:
        app = make_app(tmp_path, size=(800, 600), language="de")
        scene = page(app, "tysiacha", Rules())
        text = " ".join(every_word(scene))
        assert tr("Must trump") != "Must trump"
        assert "An deinem Tisch gilt: " + tr("Must trump") in text
        # the rules' English names the option as the player finds it on Options
        assert f"“{tr('Must trump')}” (default on)" in text
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id,at", [("tysiacha", "R36"), ("tichu", "T17")])
def test_why_opens_the_page_at_its_rule(tmp_path, game_id, at):
    app = make_app(tmp_path, size=(800, 600))
    rules = dict((g[0], g[2]) for g in GAMES)[game_id]
    scene = page(app, game_id, rules, at)
    scene.enter()
    assert scene.scroll > 0
    assert any(getattr(row, "anchor", None) == at for row in scene.rows())
