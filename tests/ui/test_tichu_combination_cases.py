"""A Tichu combination inside a German sentence takes its article, in the case the sentence
needs (game/ui/tichu/words.py, Words; the catalog's CASE_FORMS): "Es muss höher sein als
die Einzelkarte A", "Schlage den Drilling 7 von Gleb", not "als Einzelkarte A". Every kind
of combination and each special card is gone through; as a label ("Boris: Paar 7") the
words stay without an article, and a language without forms (English) is unchanged."""
from __future__ import annotations

import importlib
import re
import string

import pytest

from game.tichu.engine.cards import parse_card
from game.tichu.engine.combos import combination_of
from game.ui import i18n
from game.ui.tichu.words import CASES, Words, card_words, combination_words, refusal_words

# one play of each kind, by its cards: (cards, label, nominative, accusative, dative)
GERMAN = [
    ("DOG", "Hund", "der Hund", "den Hund", "dem Hund"),
    ("MJ", "Mah Jong", "der Mah Jong", "den Mah Jong", "dem Mah Jong"),
    ("PH", "Phönix", "der Phönix", "den Phönix", "dem Phönix"),
    ("DR", "Drache", "der Drache", "den Drachen", "dem Drachen"),
    ("AS", "Einzelkarte A", "die Einzelkarte A", "die Einzelkarte A", "der Einzelkarte A"),
    ("7S 7H", "Paar 7", "das Paar 7", "das Paar 7", "dem Paar 7"),
    ("QS QH QD", "Drilling Q", "der Drilling Q", "den Drilling Q", "dem Drilling Q"),
    ("7S 7H 7D 2S 2H", "Full House, Drilling 7", "das Full House (Drilling 7)",
     "das Full House (Drilling 7)", "dem Full House (Drilling 7)"),
    ("3S 4H 5D 6C 7S", "Straße 3–7", "die Straße 3–7", "die Straße 3–7",
     "der Straße 3–7"),
    ("7S 7H 8S 8H", "Treppe aus 2 Paaren bis 8", "die Treppe aus 2 Paaren bis 8",
     "die Treppe aus 2 Paaren bis 8", "der Treppe aus 2 Paaren bis 8"),
    ("JS JH JD JC", "Bombe, viermal J", "die Bombe (viermal J)", "die Bombe (viermal J)",
     "der Bombe (viermal J)"),
    ("3S 4S 5S 6S 7S", "Straßenbombe 3–7", "die Straßenbombe 3–7", "die Straßenbombe 3–7",
     "der Straßenbombe 3–7"),
]


def play_of(cards: str):
    mask = 0
    for c in cards.split():
        mask |= 1 << parse_card(c)
    return max(combination_of(mask), key=lambda p: p.rank)


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_every_kind_of_combination_is_gone_through():
    kinds = {play_of(cards).kind for cards, *_ in GERMAN}
    assert kinds == set(range(8))  # dog, single, pair, triple, full house, straight,
    # stairs, bomb (four of a kind and a straight flush)


@pytest.mark.parametrize("cards,label,nominative,accusative,dative", GERMAN)
def test_a_german_combination_takes_its_article_in_each_case(german, cards, label,
                                                            nominative, accusative, dative):
    play = play_of(cards)
    words = combination_words(play)
    assert words == label  # a label: "Boris: Paar 7", "Paar 7: spielbar"
    assert [format(words, case) for case in CASES] == [nominative, accusative, dative]
    bare = combination_words(play, article=False)  # "Gleb's Dragon": the same forms
    assert format(bare, "accusative") == accusative


@pytest.mark.parametrize("cards,label,nominative,accusative,dative", GERMAN)
def test_german_sentences_about_a_combination_read_right(german, cards, label, nominative,
                                                         accusative, dative):
    play = play_of(cards)
    assert refusal_words("it must be higher", "T11", play, 0) == \
        f"Es muss höher sein als {nominative}"
    beat = combination_words(play, article=False)
    assert i18n.tr("Beat {name}'s {what}, or pass").format(name="Gleb", what=beat) == \
        f"Schlage {accusative} von Gleb oder passe"
    assert i18n.tr("Your turn: beat {name}'s {what} and fulfil the wish ({rank})").format(
        name="Gleb", what=beat, rank="5") == \
        f"Du bist dran: Schlage {accusative} von Gleb und erfülle den Wunsch (5)"
    assert i18n.tr("played {what}").format(what=format(combination_words(play), "accusative")) \
        == f"spielte {accusative}"


def test_a_special_card_given_or_compared_takes_its_case(german):
    dragon = card_words(parse_card("DR"))
    assert i18n.tr("Hint: give {card} to {name}").format(
        card=format(dragon, "accusative"), name="Vera") == "Tipp: Gib den Drachen an Vera"
    assert format(dragon, "dative") == "dem Drachen"
    seven = card_words(parse_card("7S"))  # a plain card stays as it is, in any case
    assert [format(seven, case) for case in CASES] == ["7♠"] * 3


def test_english_says_the_words_as_they_are():
    play = play_of("7S 7H")
    assert [format(combination_words(play), case) for case in CASES] == ["pair of 7s"] * 3
    assert refusal_words("it must be higher", "T11", play, 0) == \
        "It must be higher than the pair of 7s"


def _combination_labels(code: str) -> set[str]:
    """The language's labels of combinations and special cards (the texts Words keys)."""
    strings = importlib.import_module(f"game.ui.tichu.locale.{code}").STRINGS
    keys = ["the Dog", "the Phoenix", "the Mah Jong", "the Dragon", "Dog", "Phoenix",
            "Mah Jong", "Dragon", "single {rank}", "pair of {rank}s", "three {rank}s",
            "full house, three {rank}s", "straight {low}–{high}",
            "{n} pairs in a row to {rank}", "bomb, four {rank}s",
            "straight flush bomb {low}–{high}"]
    return {strings[k] for k in keys}


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


@pytest.mark.parametrize("code", ["de", "ru", "pl", "uk"])
def test_a_languages_case_forms_cover_every_label_and_keep_its_fields(code):
    forms = getattr(importlib.import_module(f"game.ui.tichu.locale.{code}"), "CASE_FORMS", {})
    assert set(forms) <= set(CASES)
    labels = _combination_labels(code)
    for case, by_label in forms.items():
        assert set(by_label) == labels, (code, case, set(by_label) ^ labels)
        for label, form in by_label.items():
            assert _fields(form) == _fields(label), (code, case, label, form)


# the English texts whose fields the code fills with Words (combination_words,
# card_words, reasons._name), so a translation may ask for them in a case
CASED_TEXTS = {
    "It must be higher than the {what}", "It must be the same kind and length as the {what}",
    "Your turn: beat {name}'s {what}, or pass", "Beat {name}'s {what}, or pass",
    "Your turn: beat {name}'s {what} and fulfil the wish ({rank})",
    "Beat {name}'s {what} and fulfil the wish ({rank})",
    "Beat the {what}, or pass", "Beat the {what} and fulfil the wish ({rank})",
    "{what}: your team ends about {d} points better than {than}, over {m} sample deals",
    "{what}: about as good for your team as {than}, over {m} sample deals",
}
WORDS_CASE = re.compile(r"\{(what|than|card|gives):(\w+)\}")


@pytest.mark.parametrize("code", ["de", "ru", "pl", "uk"])
def test_a_case_is_asked_only_where_the_code_gives_words(code):
    """`{what:accusative}` over a plain string would stop the table ("Invalid format
    specifier"): only the texts filled with Words ask for a case, and only for
    {what} or {than}, in a case Words knows."""
    strings = importlib.import_module(f"game.ui.tichu.locale.{code}").STRINGS
    kit = importlib.import_module(f"game.ui.locale.{code}").STRINGS
    for text, said in {**kit, **strings}.items():
        for form in (said if isinstance(said, tuple) else (said,)):
            for field, case in WORDS_CASE.findall(form):
                assert text in CASED_TEXTS and field in ("what", "than"), (code, text, form)
                assert case in CASES, (code, text, form)


def test_words_are_a_string_that_formats_as_one():
    w = Words("pair of {rank}s", rank="7")
    assert w == "pair of 7s" and f"{w}" == "pair of 7s" and f"{w:>12}" == "  pair of 7s"


def test_a_refusal_after_the_combination_keeps_german_capitals(german):
    """"Paar 7: Art und Länge müssen gleich sein …", not "art und Länge": German goes on
    after a colon with a capital, as its catalog writes it everywhere; English small."""
    from game.ui.prompt import after_colon
    reason = refusal_words("same kind", "T11", play_of("7S 7H 8S 8H"), 0)
    assert reason.startswith("Art und Länge") and after_colon(reason) == reason
    i18n.set_language("en")
    assert after_colon("It must be higher than pair of 7s") == \
        "it must be higher than pair of 7s"
