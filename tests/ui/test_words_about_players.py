"""Every sentence about a player agrees with its subject in every language, by a rule of
the kit (game/ui/i18n.py `personal`): a text with a player's name in it is either said
through `personal(name, third, second)`, whose second form speaks to the player at the
screen ("You made 120", "Du erfüllst 120"), or is listed below as one that never names
that player, or names it where any form reads right (a label: "Vera: 17 taken").

The source of the table is read (no window): each `tr("...{name}...")` is found where it
stands. Then every pair is put together with a name and with "You", in every language.

Where a language needs a name in a case ("отдайте Вере", not "отдайте Вера"), the
translation asks for it (`{name:dative}`) and the kit gives it (i18n.Named, the kit
catalog's NAME_CASES), also for a name a player typed ("игроку Саша"): the last tests hold
every Russian, Ukrainian and Polish text to that rule, and to no "взял(а)" forms."""
from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from game.ui import i18n

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
PLAYER = re.compile(r"\{(name|names|other|who|team|a|b)(?::\w+)?\}")

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
    "Give one card to {a} and one to {b}": "the declarer gives to the two defenders",
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
    "Your turn: beat {name}'s {what} and fulfil the wish ({rank})": "the player beats "
                                                                    "another seat's play",
    "Beat {name}'s {what}, or pass": "the player beats another seat's play",
    "Beat {name}'s {what} and fulfil the wish ({rank})": "the player beats another seat's "
                                                         "play",
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
SAME_FORM = {("de", "{name} passes"): "er passt, du passt",
             ("ru", "Last trick: {name} took it"): "у Бориса, у вас: the case says it",
             ("uk", "Last trick: {name} took it"): "у Бориса, у вас: the case says it"}

FIELDS = dict(name=i18n.Named("Vera"), names="Vera, Boris", other=i18n.Named("Boris"),
              a=i18n.Named("Boris"), b=i18n.Named("Vera"), n=120, card="A♠", rank="7",
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
    i18n.set_language(language)
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
        if words[third].format(**{**FIELDS, "name": i18n.Named(you)}) == to_you and not label \
                and (language, third) not in SAME_FORM:
            problems.append(f"{where}: {second!r} in {language} is {third!r} with {you!r}")
        assert re.search("Vera|Вер|Вір|Wier", of_a_name) or "{name}" not in third, \
            (where, of_a_name)  # (declined: "Веры", "Wierze")
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


# ------------------------------------------------------------ names in a case (i18n.Named)
CASED_LANGUAGES = ("ru", "uk", "pl")
# the words a language puts before a name it cannot decline ("игроку Саша"): the kit's
# NAME_CASES say them, never a text, which would say them before an AI's name too
APPOSITION = re.compile(r"(игроку|игрока|игроком|гравцеві|гравцю|гравця|гравцем|graczowi|"
                        r"gracza|graczem)\s+\{")
# where a name that is not declined reads right as it is (the nominative): the text's
# start, after a colon, a dash, an arrow or a bracket, or joined by "and" to another name
NOMINATIVE_BEFORE = re.compile(r"(^|[:—–→←(]\s*|\}\s*(и|і|й|i)\s+)$")
# ... but not after a colon that ends a giving ("Отдайте по карте: Борис и Вера" is wrong)
GIVING = re.compile(r"отда|переда|дайте|дать|віддa|віддає|віддаєте|віддайте|віддати|"
                    r"передай|\bdaj|\bdaje|\bdać|odda|przekaż", re.IGNORECASE)
# texts whose player stands later in the sentence and is its subject, by language
SUBJECT_LATER = {
    "The Dog: {name} leads": "the one who leads ('начинает Вера')",
    "With best play by both sides from the first lead {name} ends with {n} points: the "
    "contract was makeable.": "the one who ends with the points",
    "With best play by both sides from the first lead {name} ends with {n} points: best "
    "defence beats the contract.": "the one who ends with the points",
    "I am {name}: show my cards": "Polish 'Jestem Wiera'",
}
NOT_A_PLAYER = {text for text, why in NOT_PERSONAL.items() if why in ("a file",
                                                                      "a preset of rules")}


def _player_fields(text: str) -> list[tuple[str, str, int]]:
    """(field, its case or "", where it starts) for each player's field of `text`."""
    return [(m.group(1), m.group(0)[len(m.group(1)) + 2:-1], m.start())
            for m in PLAYER.finditer(text)]


@pytest.mark.parametrize("language", CASED_LANGUAGES)
def test_a_name_stands_where_its_form_is_right_or_the_rule_declines_it(language):
    """In Russian, Ukrainian and Polish a player's name after a verb of giving or a
    preposition ("отдайте ... Вере", "решения Бориса") is asked for in its case, and every
    other stands where it is the subject or a label: no "Отдайте по карте: Борис и Вера"."""
    words = _catalog(language)
    problems = []
    for text, said in words.items():
        if text in NOT_A_PLAYER:
            continue
        for form in (said if isinstance(said, tuple) else (said,)):
            if APPOSITION.search(form):
                problems.append(f"{text!r}: {form!r} says 'игроку'-like words itself")
            for field, case, at in _player_fields(form):
                if case:
                    assert case in i18n.CASES, (text, form)
                elif (not NOMINATIVE_BEFORE.search(form[:at])
                      or GIVING.search(re.split(r"[.;!?]", form[:at])[-1])) \
                        and field != "who" and text not in SUBJECT_LATER:
                    problems.append(f"{text!r}: {{{field}}} in {form!r}")
    assert not problems, "decline these ({name:dative}) or put the name where it is the " \
        "subject or a label:\n" + "\n".join(problems)


def _declined() -> dict[str, set[str]]:
    """Each English text whose translation in some language declines a player's field,
    with those fields."""
    out: dict[str, set[str]] = {}
    for language in CASED_LANGUAGES:
        for text, said in _catalog(language).items():
            for form in (said if isinstance(said, tuple) else (said,)):
                for field, case, _ in _player_fields(form):
                    if case:
                        out.setdefault(text, set()).add(field)
    return out


def test_every_name_a_translation_declines_is_given_as_a_name():
    """A field a translation declines is filled with i18n.named(...) (or is personal()'s
    {name}) wherever the code says the text: a plain string there would stop the table
    ("Invalid format specifier")."""
    declined = _declined()
    assert declined, "no translation declines a name"
    problems, seen = [], set()
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        parent = {id(c): n for n in ast.walk(tree) for c in ast.iter_child_nodes(n)}
        for node in ast.walk(tree):
            text = _text(node)
            if text not in declined:
                continue
            seen.add(text)
            where = f"{path.relative_to(UI)}:{node.lineno}"
            up = parent.get(id(node))
            if isinstance(up, ast.Attribute) and up.attr == "format":
                call, by_personal = parent.get(id(up)), False
            elif isinstance(up, ast.Call) and getattr(up.func, "id", "") in ("said",
                                                                               "personal"):
                call, by_personal = up, up.func.id == "personal"
            else:
                problems.append(f"{where}: {text!r} is filled where this test cannot see")
                continue
            given = {k.arg: k.value for k in call.keywords}
            for field in declined[text]:
                if field == "name" and by_personal:
                    continue
                value = given.get(field)
                if not (isinstance(value, ast.Call) and getattr(value.func, "id", "")
                        == "named"):
                    problems.append(f"{where}: {field}= of {text!r} is not named(...)")
    assert not problems, "\n".join(problems)
    assert seen == set(declined), f"declined texts not found in the code: " \
                                  f"{set(declined) - seen}"


@pytest.mark.parametrize("language", CASED_LANGUAGES)
def test_the_kit_declines_every_seat_and_any_other_name(language):
    """The AI players, "You", hot-seat's "Player 2" and a typed name, in each case; a
    name from a game begun in another language ("Vera" in a Russian table) too."""
    i18n.set_language(language)
    cases = importlib.import_module(f"game.ui.locale.{language}").NAME_CASES
    assert set(cases) == set(i18n.CASES)
    for case, forms in cases.items():
        assert set(forms) == set(i18n.SEAT_KEYS) | {"Player", ""}, (language, case)
        assert "{name}" in forms[""] and "{n}" in forms["Player"]
        for key in i18n.SEAT_KEYS:
            said = f"{{0:{case}}}".format(i18n.named(key))
            assert said == forms[key] and said == format(i18n.named(i18n.tr(key)), case)
        assert format(i18n.named("Sasha"), case) == forms[""].format(name="Sasha")
        player_2 = f"{i18n.tr('Player')} 2"
        assert format(i18n.named(player_2), case) == forms["Player"].format(n=2)
        assert format(i18n.named("Sasha"), "") == "Sasha"
    ru = {"ru": "Отдайте по карте Борису и Вере", "uk": "Віддайте по карті Борисові і Вірі",
          "pl": "Daj po jednej karcie Borysowi i Wierze"}[language]
    assert i18n.tr("Give one card to {a} and one to {b}").format(
        a=i18n.named("Boris"), b=i18n.named("Vera")) == ru


def test_a_language_without_cases_says_the_name_as_it_is():
    for language in ("en", "de"):
        i18n.set_language(language)
        assert format(i18n.named("Vera"), "dative") == "Vera"
        assert format(i18n.named("Sasha"), "genitive") == "Sasha"


@pytest.mark.parametrize("language", CASED_LANGUAGES)
def test_no_text_leaves_the_player_s_gender_to_brackets(language):
    """No "взял(а)", "узяв(ла)", "grał(a)", "Grałeś(aś)": a sentence about a player says it
    in words that need no gender (the present, a label, a noun: "Заказ Бориса: 120")."""
    found = []
    for text, said in _catalog(language).items():
        for form in (said if isinstance(said, tuple) else (said,)):
            found += [f"{text!r}: {form!r}" for _ in re.finditer(r"\w\(\w{1,5}\)", form)]
    assert not found, "\n".join(found)


def test_polish_never_takes_the_player_for_a_man():
    """Polish speaks to the player in forms a woman can read as hers too: no "-łeś",
    "-byś" (Wygrałeś, musiałbyś) but the present, a noun or a label ("Licytacja za 100
    jest twoja"). Russian and Ukrainian address the player as "вы", whose past ("вы
    взяли") has no gender."""
    found = []
    for text, said in _catalog("pl").items():
        for form in (said if isinstance(said, tuple) else (said,)):
            found += [f"{text!r}: {m.group()}" for m in re.finditer(r"\w+(?:łeś|byś)\b", form)]
    assert not found, "\n".join(found)
