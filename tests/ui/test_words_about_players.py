"""Every sentence about a player agrees with its subject in every language, by a rule of
the kit (game/ui/i18n.py `personal`): a text with a player's name in it is either said
through `personal(name, third, second)`, whose second form speaks to the player at the
screen ("You made 120", "Du erfüllst 120"), or is listed below as one that never names
that player, or names it where any form reads right (a label: "Vera: 17 taken").

The source of the table is read (no window): each `tr("...{name}...")` is found where it
stands. Then every pair is put together with a name and with "You", in every language."""
from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from game.ui import i18n

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
PLAYER = re.compile(r"\{(name|names|other|who|team)\}")

# texts with a player's name that are not said through personal(), and why
NOT_PERSONAL = {
    # never the player at this screen
    "{name} (you)": "the player at this screen by the name it gave (else just 'You')",
    "{names} dropped: waiting for them to come back": "the others, at their machines",
    "{names} dropped: an AI plays until they are back": "the others, at their machines",
    "You give {card} to {name}": "the player gives to another seat",
    "Hint: give {card} to {name}": "the player gives to another seat",
    "Hint: give the trick to {name}": "the Dragon's trick, to an opponent of the player",
    "give {card} to {name}": "the player gives to another seat",
    "To {name}": "the declarer's button for a defender, another seat",
    "to {name}": "Tichu's exchange: a card for another seat",
    "from {name}": "Tichu's exchange: a card from another seat",
    "the trick to {name}": "Why this?: the Dragon's trick given to an opponent",
    "{name} gives you {card}": "another seat gives to the player",
    "{name} gives {other} a card": "two other seats (the log of a defender)",
    "{name} gives you the Dragon's trick": "another seat gives to the player (gift_words)",
    "The Dragon's trick to {name}": "the review: another seat, an opponent of the one "
                                    "reviewed",
    "Your turn: beat {name}'s {what}, or pass": "the player beats another seat's play",
    "Pass to {name}": "hot-seat: the next player, by the name they gave",
    "I am {name}: show my cards": "hot-seat: the player, by the name they gave",
    # labels: a name and what is said of it, right with any form of the name
    "{name}: rospisat'": "a label",
    "{name}: spisat'": "a label",
    "{name}: {n} taken": "a label",
    "Contract {n}: {name}": "a label",
    "Winner: {name}": "a label",
    "Winners: {names}": "a label",
    "{name}: {call} made, +{n}": "a label",
    "{name}: {call} failed, −{n}": "a label",
    "{who}trick {k}: {card} {cost}; better {better}": "{who} is a label ('Vera: ') or nothing",
    "Double win for {team}: 200, no cards counted": "a label where a case would show (de, ru, "
                                                    "pl, uk: '{team}: ...')",
    "Last out: {name}; tricks ({n}) to {other}, hand ({m}) to {team}": "a label: the last "
        "player, then where their cards went (de, ru, pl, uk: '→ {other}')",
    # not a player
    "The saved game {file} could not be read ({why}); it was moved to {name}.": "a file",
    "Preset: {name}": "a preset of rules",
}

# where the language says it to "you" as of a name, rightly: (language, text)
SAME_FORM = {("de", "{name} passes"): "er passt, du passt"}

FIELDS = dict(name="Vera", names="Vera, Boris", other="Boris", n=120, card="A♠", rank="7",
              place="1st", call="Tichu", what="a pair", k=1, cost="-10", better="K♠",
              who="", path="x")


def _calls() -> tuple[list, list]:
    """(every tr() text with a player's name that is not inside personal(), with where it
    is), and (every personal() pair of texts, with where it is)."""
    loose, pairs = [], []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        inside = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "personal":
                texts = [_text(a) for a in node.args[1:3]]
                for a in node.args[1:3]:
                    inside.add(id(a))
                if all(texts):
                    pairs.append((texts[0], texts[1], f"{path.relative_to(UI)}:{node.lineno}"))
        for node in ast.walk(tree):
            text = _text(node)
            if text and PLAYER.search(text) and id(node) not in inside:
                loose.append((text, f"{path.relative_to(UI)}:{node.lineno}"))
    return loose, pairs


def _text(node) -> str:
    """The text of `tr("...")`, or ""."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "tr" and node.args:
        arg = node.args[0]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            return arg.value
    return ""


LOOSE, PAIRS = _calls()


def test_every_sentence_about_a_player_goes_through_personal_or_says_why_not():
    unexplained = sorted({f"{where}: {text!r}" for text, where in LOOSE
                          if text not in NOT_PERSONAL})
    assert not unexplained, "say these through personal(), or add them to NOT_PERSONAL " \
        "with the reason:\n" + "\n".join(unexplained)
    stale = sorted(set(NOT_PERSONAL) - {text for text, _ in LOOSE})
    for language in [code for code in i18n.LANGUAGES if code != "en"]:
        words = _catalog(language)
        for text, why in NOT_PERSONAL.items():
            if why.startswith("a label") and "{" in text:
                said = words.get(text, text)
                assert language == "en" or re.search(r"^\{\w+\}\s*:|:\s*\{\w+\}", said) \
                    or text.startswith("{who}"), (language, text, said)
    assert not stale, f"NOT_PERSONAL lists texts no longer used: {stale}"
    assert len(PAIRS) >= 30  # (the walk found the table's sentences)


def _catalog(language: str) -> dict:
    out: dict = {}
    for package in ("game.ui", "game.ui.tysiacha", "game.ui.tichu"):
        out.update(importlib.import_module(f"{package}.locale.{language}").STRINGS)
    return out


@pytest.mark.parametrize("language", [code for code in i18n.LANGUAGES if code != "en"])
def test_each_pair_is_said_to_you_and_of_a_name_in_every_language(language):
    """Both forms are translated, both take their fields, and the form said to the
    player is its own sentence, not the other with "You" put in (German "Du hat
    gegeben" for "Du hast gegeben")."""
    words = _catalog(language)
    you = words.get("You", "You")
    problems = []
    for third, second, where in PAIRS:
        for text in (third, second):
            if text not in words:
                problems.append(f"{where}: {text!r} is not in {language}")
        if third not in words or second not in words:
            continue
        of_a_name = words[third].format(**FIELDS)
        to_you = words[second].format(**FIELDS)
        label = re.search(r"\{name\}\s*:|:\s*\{name\}", words[third])  # "Vera: 17 taken"
        if words[third].format(**{**FIELDS, "name": you}) == to_you and not label \
                and (language, third) not in SAME_FORM:
            problems.append(f"{where}: {second!r} in {language} is {third!r} with {you!r}")
        assert "Vera" in of_a_name or "{name}" not in third, (where, of_a_name)
    assert not problems, "\n".join(problems)


def test_english_pairs_agree_with_you():
    """The English second forms begin with "You" (or say "you") and use no third-person
    verb with it ("You ends", "You makes")."""
    for third, second, where in PAIRS:
        assert re.search(r"\b[Yy]ou\b|\byour\b", second), (where, second)
        assert not re.search(r"\b[Yy]ou (ends|makes|gives|takes|calls|passes|bids|raises|"
                             r"deals|leads|wins|has|is)\b", second), (where, second)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_undo_back_and_take_back_are_three_words(language):
    """Undo (a move), Back (a page) and Take back (the cards chosen for the exchange) are
    three things; a language that says them alike leaves the player guessing."""
    words = _catalog(language) if language != "en" else {}
    said = {words.get(k, k) for k in ("Undo", "Back", "Take back")}
    assert len(said) == 3, (language, said)
