"""The prompt (game/ui/prompt.py): a message keeps its rule behind Why?, never in its
words; and the Rules page (scenes/rules_page.py) finds every rule the engines name, in
the documents installed with the game."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.ui.prompt import Prompt, first_rule, split_rule, strip_rules
from game.ui.scenes.rules_page import rule_texts

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("words,plain,rule", [
    ("Not a combination (T10)", "Not a combination", "T10"),
    ("You give up the deal (R32).", "You give up the deal.", "R32"),
    ("a wish for a rank (T15, T16)", "a wish for a rank", "T15, T16"),
    ("given up (R30-R32)", "given up", "R30-R32"),
    ("Pair of 8s: may be played", "Pair of 8s: may be played", ""),
    ("Bid 105 (or pass)", "Bid 105 (or pass)", ""),
])
def test_a_rule_id_at_the_end_goes_behind_why(words, plain, rule):
    assert split_rule(words) == (plain, rule)


def test_a_dialog_line_loses_every_rule_id():
    assert strip_rules("The Mah Jong lets you wish (T15, T16). Then (T4) play.") == \
        "The Mah Jong lets you wish. Then play."
    assert first_rule("T15, T16") == "T15" and first_rule("R30-R32") == "R30"
    assert first_rule("") == ""


def test_a_message_lasts_then_the_status_shows_again():
    p = Prompt()
    p.ask = "Your lead: play a combination"
    p.set_status("pair of 4s: it must be higher than single 10", False, "T11")
    assert p.second.kind == "refused" and p.rule == "T11"
    p.tell("Nothing to undo in this round")
    assert p.second.words == "Nothing to undo in this round" and p.rule == ""
    p.update(10.0)  # its time is up
    assert p.said is None and p.second.words.startswith("Pair of 4s") and p.rule == "T11"
    p.tell("a player who cannot follow suit must trump (R36)", "refused")
    assert p.second.words == "A player who cannot follow suit must trump" and p.rule == "R36"
    p.update(60.0)  # why a move was refused stays, its Why? too, until the next move
    assert p.second.words == "A player who cannot follow suit must trump" and p.rule == "R36"
    p.forget()
    assert p.said is None


def over_controls():
    """A prompt that says what to do, placed over a row of controls: (the prompt, its
    fonts, the controls' rect, the box with one line)."""
    pygame.font.init()
    big, small = pygame.font.Font(None, 30), pygame.font.Font(None, 20)
    p = Prompt()
    p.ask = "Your lead: play a combination"
    controls = pygame.Rect(100, 400, 300, 40)
    return p, big, small, controls, p.place(big, small, 10, 400, 0, controls).copy()


def test_the_controls_keep_their_place_when_a_message_comes_and_goes():
    """The box grows upwards over the controls for the second line; the buttons, where
    the pointer is, do not move."""
    p, big, small, controls, quiet = over_controls()
    p.tell("a player who cannot follow suit must trump (R36)", "refused")
    said = p.place(big, small, 10, 400, 0, controls)
    assert said.bottom == quiet.bottom and said.top < quiet.top
    assert controls == pygame.Rect(100, 400, 300, 40)


def test_news_leads_when_there_is_nothing_to_do_and_lasts_until_the_next_move():
    p = Prompt()
    p.announce("the Dog: Vera leads", moves=7)
    assert p.head == "The Dog: Vera leads" and p.second is None and p.shown and p.fresh
    p.update(60.0)  # time alone does not take it away; it is no longer fresh
    assert p.head == "The Dog: Vera leads" and not p.fresh
    p.moved(7)
    assert p.news is not None
    p.ask = "Your lead: play a combination"  # something to do: the news goes second
    assert p.head == p.ask and p.second.words == "The Dog: Vera leads"
    p.set_status("pair of 4s: may be played")  # the selection says more
    assert p.second.kind == "ok"
    p.tell("a player who cannot follow suit must trump (R36)", "refused")
    assert p.second.kind == "refused"
    key = p.key
    p.moved(8)  # the next decision was taken
    assert p.news is None and p.key != key


def test_news_in_the_box_moves_no_control():
    p, big, small, controls, quiet = over_controls()
    p.announce("Vera bombs!", 3)
    told = p.place(big, small, 10, 400, 0, controls)
    assert told.bottom == quiet.bottom and told.top < quiet.top
    p.ask = ""  # alone above the hand: one line, as what to do would be
    alone = p.place(big, small, 10, 400, 500)
    assert alone.bottom == 500 and alone.height == big.get_linesize() + 2 * 5


@pytest.mark.parametrize("document,folder", [("RULES.md", "game/tysiacha"),
                                             ("TICHU_RULES.md", "game/tichu")])
def test_every_rule_the_code_names_is_on_the_rules_page(document, folder):
    """Why? opens the page at the rule of a refusal: every id the engine raises (and any
    the table names) has its paragraph there."""
    ids = {i for i, _, _ in rule_texts(document) if i}
    named = set()
    for path in (ROOT / folder).rglob("*.py"):
        named |= set(re.findall(r'"([RT]\d+)"', path.read_text(encoding="utf-8")))
    assert named and named <= ids, f"not on the Rules page: {sorted(named - ids)}"
    first = rule_texts(document)[1]
    assert first[0] and len(first[1]) > 40  # a rule's words, joined into one paragraph


def test_the_rules_documents_are_installed_with_the_game():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert config["package-dir"]["game.docs"] == "docs"
    assert "*.md" in config["package-data"]["game.docs"] and "game.docs" in config["packages"]


def test_every_refusal_of_the_tichu_engine_is_said_in_a_player_s_words():
    """Each reason the engine can give (round.py's why_illegal), shown in German: never the
    engine's English sentence, its seat numbers or a rule id."""
    import re
    from pathlib import Path

    from game.tichu.engine.cards import card, mask_of
    from game.tichu.engine.combos import combination_of
    from game.ui import i18n
    from game.ui.tichu.words import refusal_words

    source = (Path(__file__).parents[2] / "game/tichu/engine/round.py").read_text("utf-8")
    found = re.findall(r'return \(?f?"([^"]+)"[^,\n]*\)?,\s*"(T\d+)"', source)
    assert len(found) >= 25, found
    before = i18n.language()
    try:
        i18n.set_language("de")
        top = combination_of(mask_of([card(7, 0)]))[0]
        for reason, rule in found:
            said = refusal_words(reason, rule, top, 5)
            assert said and said != reason and not re.search(r"\bT\d+\b", said), (reason, said)
            assert "seat" not in said and "{" not in said, (reason, said)
    finally:
        i18n.set_language(before)
