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
from game.ui.i18n import LANGUAGES, set_language, tr
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
        # the rules name the option as the player finds it on Options, in German quotes
        assert f"„{tr('Must trump')}“ (Standard: an)" in text
        assert "Wer die ausgespielte Farbe hat, muss sie bedienen." in text  # rule 36
        assert "(Regel 40)" in text and "(Regeln 12, 13)" in text
    finally:
        set_language("en")


# a few words of the English rules that no other language's rules use
ENGLISH = re.compile(r"\b(the|must|which|player|players|trick|declarer|defenders?|with)\b")


def translated_pages():
    """(game id, its document, its rules, a language) for each translation in docs/."""
    from game.ui.scenes.rules_page import docs_dir
    return [(g, doc, rules, lang) for g, doc, rules in GAMES for lang in LANGUAGES
            if lang != "en" and (docs_dir() / doc.replace(".md", f".{lang}.md")).is_file()]


@pytest.mark.parametrize("game_id,document,rules,lang", translated_pages(),
                         ids=[f"{g}-{lang}" for g, _, _, lang in translated_pages()])
def test_the_rules_page_reads_its_rules_in_the_players_language(tmp_path, game_id, document,
                                                                rules, lang):
    """The page reads docs/<NAME>.<lang>.md when there is one: every rule numbered as in
    English, no English rule left, no key, id or path, and no note that the rules are in
    English."""
    set_language(lang)
    try:
        app = make_app(tmp_path, size=(1280, 800), language=lang)
        scene = page(app, game_id, rules)
        words = every_word(scene)
        numbers = {i.lstrip("RT") + "." for i, _, _ in marked_rule_texts(document) if i}
        assert numbers <= set(words)
        for w in words:
            assert not not_a_players_word(w), w
        text = " ".join(words)
        assert not ENGLISH.findall(text), sorted(set(ENGLISH.findall(text)))
        assert tr("(as the rules document words them, in English)") not in words
        assert re.search(r"\b" + re.escape(tr("rule {n}").format(n="")), text, re.I)
        headings = [t for i, t, _ in marked_rule_texts(document) if not i]
        translated = marked_rule_texts(document.replace(".md", f".{lang}.md"))
        assert len([t for i, t, _ in translated if not i]) == len(headings)
    finally:
        set_language("en")


def test_rules_not_yet_in_the_players_language_say_they_are_in_english(tmp_path,
                                                                         monkeypatch):
    """A language without its document shows the English rules, and says so."""
    import game.ui.scenes.rules_page as rules_page
    monkeypatch.setattr(rules_page, "document_in", lambda document, lang=None: document)
    set_language("de")
    try:
        app = make_app(tmp_path, size=(1280, 800), language="de")
        words = every_word(page(app, "tysiacha", Rules()))
        assert tr("(as the rules document words them, in English)") in words
        assert "Regel 40" in " ".join(words)  # the numbers are in German all the same
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en"] + sorted(set(LANGUAGES) - {"en"}))
def test_a_rule_number_reads_in_every_language(lang):
    from game.ui.scenes.rules_page import Setting
    settings = {"must_trump": Setting("must_trump", "T", "on", (("true", "on"),))}
    set_language(lang)
    try:
        one, _ = player_words("R5 applies (R40)", settings)
        several, _ = player_words("see R12, R13 and R30-R32", settings)
        assert one.startswith(tr("rule {n}").format(n=5)[:1].upper())  # a sentence's start
        assert f"({tr('rule {n}').format(n=40)})" in one
        assert tr("rules {list}").format(list="12, 13") in several
        assert not re.search(r"\b[RT]\d", one + several)
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


# what a rules document says to its maintainers (the program it was made from, the
# engine, its own readings of the sources), in each language's words: on the Rules page
# none of it, it stays in the document as a quoted paragraph or a footnote
MAINTAINERS_WORDS = {
    "en": [r"\bseed", r"\bengine", r"\bour reading", r"\bprogram", r"\bwe read\b",
           r"random\.", r"Fisher", r"Python"],
    "de": [r"\bVorlage", r"\bProgramm", r"\bEngine", r"\bunsere Auslegung",
           r"\bunsere Lesart", r"\bStartwert", r"\bZufallsgenerator", r"random\.",
           r"Fisher", r"Python"],
    "ru": [r"\bпервоисточник", r"\bпрограмм", r"\bнаше толкование", r"\bнаше прочтение",
           r"\bзерн", r"random\.", r"Фишер", r"питон"],
    "uk": [r"\bпершоджерел", r"\bпрограм", r"\bнаше тлумачення", r"\bнаше прочитання",
           r"\bзерн", r"random\.", r"Фішер", r"пітон"],
    "pl": [r"\bpierwowz", r"\bprogram", r"\bnasza interpretacja", r"\bnasze odczytanie",
           r"\bziarn", r"random\.", r"Fisher", r"python"],
}


def test_every_language_has_its_maintainers_words():
    assert set(MAINTAINERS_WORDS) == set(LANGUAGES)


@pytest.mark.parametrize("game_id,document,rules,lang",
                         [(*g, lang) for g in GAMES for lang in sorted(LANGUAGES)],
                         ids=[f"{g[0]}-{lang}" for g in GAMES for lang in sorted(LANGUAGES)])
def test_the_rules_page_says_nothing_meant_for_the_maintainers(tmp_path, game_id, document,
                                                               rules, lang):
    """The documents keep their notes for maintainers (how the sources were read, what the
    seed's program does, the engine) as quoted paragraphs or footnotes: the page shows
    none of them, in any language."""
    set_language(lang)
    try:
        app = make_app(tmp_path, size=(1280, 800), language=lang)
        text = " ".join(every_word(page(app, game_id, rules)))
        assert len(text) > 2000  # the rules are there
        found = [m.group(0) for p in MAINTAINERS_WORDS.get(lang, MAINTAINERS_WORDS["en"])
                 for m in re.finditer(p, text, re.I)]
        assert not found, found
    finally:
        set_language("en")
