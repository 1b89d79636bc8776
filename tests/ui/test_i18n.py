"""The translations: every text the table shows through `tr()` has an entry in each
language catalog (the kit's game/ui/locale/<code>.py, or its game's own, e.g.
game/ui/tichu/locale/<code>.py), with the same `{fields}` as the English, and no
catalog keeps texts the code no longer uses.

The texts are found by reading the source (`ast`): every string literal given as the first
argument of `tr(...)` in game/ui, plus the texts the code hands to `tr` through a name
(the scoring marks, the rules overview, the options' help lines, group titles and values,
the AI levels), read from the constants themselves.

Run `python tests/ui/test_i18n.py` to print the texts missing from each catalog.
"""
from __future__ import annotations

import ast
import importlib
import string
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"
CODES = ("de", "ru", "pl", "uk")

# The non-literal arguments of `tr(...)` the extractor knows about (as `ast.unparse` writes
# them), each covered by `indirect_texts()` or already translated before it gets there.
KNOWN_INDIRECT = {
    "label",                                 # base.py: confirm() choices, tr()'d by callers;
                                             #   statistics.py: each game's figures;
                                             #   options.py: each game's page's tab
    "p",                                     # overlays.py: RULES_OVERVIEW
    "opt.help",                              # overlays.py: RULE_OPTIONS help
    "help_",                                 # options.py: each game's options' and
                                             #   GAME_OPTIONS help
    "label",                                 # options.py: each option's title in words
    "ui.option_labels.get(opt.key, opt.key)",  # rules_page.py: the options' titles
    "key",                                   # options.py: group titles (each game's
    "title",                                 #   option_groups, TABLE_GROUPS), where drawn
    "g.title",                               # menu.py: each game's button
    "self.ui.name",                          # menu.py: the chosen game's title
    "MARK_WORDS.get(m, m)",                  # scoring.py
    "OUTCOME_WORDS[obs.outcome]",            # tysiacha/drawing.py: a plate after the deal
    "MARK_WORDS[m]",                         # overlays.py: the score sheet's legend
    "LEVEL_NAMES[seat.level]",               # menu.py
    "self.level_names[seat.level]",          # seat_setup.py: each game's LEVEL_NAMES
    "str(value).title()",                    # options.py show_value of ai_level
    "str(value).replace('_', ' ')",          # options.py show_value
    "PLACES.get(n, str(n))",                 # tichu/words.py place_word: 1st, 2nd ...
    "level.title()",                         # statistics.py level_name: the AI levels
    "preset.replace('_', ' ').capitalize()",  # options.py preset_label: each game's presets
    "words",                                 # tysiacha/description.py show_value: VALUE_WORDS
    "AI_NAMES[seat % len(AI_NAMES)]",        # saves.py ai_name: the AI players' names
}


def _is_tr(func: ast.expr) -> bool:
    return (isinstance(func, ast.Name) and func.id == "tr") or \
        (isinstance(func, ast.Attribute) and func.attr == "tr")


def _is_tr_count(func: ast.expr) -> bool:
    return (isinstance(func, ast.Name) and func.id == "tr_count") or \
        (isinstance(func, ast.Attribute) and func.attr == "tr_count")


def tr_calls(root: Path = UI):
    """(path, line, the catalog key's argument node) for every `tr(...)` call under
    `root`, and every `tr_count(n, one, other)` (its key: `other`)."""
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _is_tr(node.func) and node.args:
                yield path, node.lineno, node.args[0]
            elif isinstance(node, ast.Call) and _is_tr_count(node.func) and len(node.args) == 3:
                yield path, node.lineno, node.args[2]


def forms(translation) -> tuple:
    """A catalog's translation as its forms: one text, or a count's (one, few, many)."""
    return translation if isinstance(translation, tuple) else (translation,)


def literal_texts(root: Path = UI) -> set[str]:
    """Every string literal passed straight to `tr(...)`."""
    return {arg.value for _, _, arg in tr_calls(root)
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str)}


def unknown_indirect_calls(root: Path = UI) -> list[str]:
    """`tr(<expression>)` calls whose texts the extractor does not know how to find."""
    out = []
    for path, line, arg in tr_calls(root):
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            continue
        if ast.unparse(arg) not in KNOWN_INDIRECT:
            out.append(f"{path.relative_to(ROOT)}:{line}: tr({ast.unparse(arg)})")
    return out


def option_value_texts(options) -> set[str]:
    """What `show_value` hands to `tr` for each option's allowed values."""
    out = set()
    for opt in options:
        if opt.key in ("language", "ai_level"):  # shown by LANGUAGES and LEVEL_NAMES
            continue
        for v in opt.values:
            if isinstance(v, (bool, int)):
                continue
            out.add(str(v).replace("_", " "))
    return out


def indirect_texts() -> set[str]:
    """The texts given to `tr` through a name rather than as a literal."""
    from game import registry
    from game.settings.schema import GAME_OPTIONS
    from game.ui.scenes.options import TABLE_GROUPS
    from game.ui.tysiacha.overlays import RULES_OVERVIEW
    from game.ui.tysiacha.scoring import MARK_WORDS
    from game.ui.tysiacha.session import LEVEL_NAMES
    from game.ui.tichu.session import LEVEL_NAMES as TICHU_LEVEL_NAMES
    from game.ui.tichu.words import PLACES
    from game.ui.tichu.overlays import TICHU_BRIEF
    from game.ui.saves import AI_NAMES
    from game.ui.tysiacha.drawing import OUTCOME_WORDS

    out = set(MARK_WORDS.values()) | set(RULES_OVERVIEW) | set(LEVEL_NAMES.values())
    out |= set(TICHU_LEVEL_NAMES.values())  # Tichu has an Expert, 1000 not
    out |= set(AI_NAMES)
    out |= {w for w in OUTCOME_WORDS.values() if w}
    out |= set(TICHU_BRIEF)
    out |= {title for title, _ in TABLE_GROUPS} | set(PLACES.values()) | {"Table"}
    options = list(GAME_OPTIONS)
    for game in registry.games():  # what each game's description gives the kit to show
        ui = game.ui()
        out |= {game.title, ui.name, ui.options_tab}
        out |= {label for label, _ in ui.figures}
        for title, group in ui.option_groups():
            out.add(title)
            options += group
    out |= {opt.help for opt in GAME_OPTIONS}  # each game's help as its page shows it
    for game in registry.games():
        for title, group in game.ui().option_groups():
            out |= {game.ui().option_help.get(opt.key, opt.help) for opt in group}
    from game.ui.tysiacha.description import VALUE_WORDS
    out |= set(VALUE_WORDS.values())
    from game.ui.scenes.options import TABLE_LABELS
    out |= set(TABLE_LABELS.values())
    for game in registry.games():
        out |= set(game.ui().option_labels.values())
        out |= {preset.replace("_", " ").capitalize() for preset in game.presets}
    out |= option_value_texts(options)
    out |= {"on", "off"}
    return out


def all_texts() -> set[str]:
    return literal_texts() | indirect_texts()


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def catalogs(code: str) -> dict[str, dict[str, str]]:
    """A language's catalogs: the kit's and each game's (GameUI.words), by package."""
    from game.ui.i18n import word_packages
    out = {}
    for package in ("game.ui",) + word_packages():
        out[package] = importlib.import_module(f"{package}.locale.{code}").STRINGS
    return out


def catalog(code: str) -> dict[str, str]:
    """All of a language's texts, as i18n merges them."""
    merged: dict[str, str] = {}
    for strings in catalogs(code).values():
        merged.update(strings)
    return merged


@pytest.fixture(scope="module")
def texts() -> set[str]:
    return all_texts()


def test_extractor_finds_the_texts(texts):
    assert "New game" in texts
    assert "{name} deals" in texts
    assert "golden deal" in texts          # MARK_WORDS
    assert "suit then rank" in texts       # an option value
    assert "how fast cards move" in texts  # an option's help
    assert "Hard" in texts                 # LEVEL_NAMES
    assert "Expert" in texts               # Tichu's LEVEL_NAMES


def test_every_tr_argument_is_known():
    unknown = unknown_indirect_calls()
    assert not unknown, ("tr() is given an expression the i18n extractor does not follow; "
                         "add its texts to indirect_texts() and the expression to "
                         "KNOWN_INDIRECT:\n" + "\n".join(unknown))


@pytest.mark.parametrize("code", CODES)
def test_every_text_is_translated(code, texts):
    strings = catalog(code)
    missing = sorted(t for t in texts if t not in strings)
    assert not missing, f"{code}: {len(missing)} texts not translated:\n" + "\n".join(missing)
    empty = sorted(t for t in texts if not all(f.strip() for f in forms(strings[t])))
    assert not empty, f"{code}: empty translations:\n" + "\n".join(empty)


@pytest.mark.parametrize("code", CODES)
def test_translations_keep_the_fields(code):
    wrong = [f"{en!r}: {fields(en)} -> {form!r}: {fields(form)}"
             for en, tr in catalog(code).items() for form in forms(tr)
             if fields(en) != fields(form)]
    assert not wrong, f"{code}: fields differ from the English:\n" + "\n".join(wrong)


@pytest.mark.parametrize("code", CODES)
def test_each_text_is_in_one_catalog(code):
    """A text is the kit's or one game's: the same key in two catalogs of a language
    would let one game's words change another's."""
    seen: dict[str, str] = {}
    twice = []
    for package, strings in catalogs(code).items():
        for key in strings:
            if key in seen:
                twice.append(f"{key!r}: {seen[key]} and {package}")
            seen[key] = package
    assert not twice, f"{code}: in two catalogs:\n" + "\n".join(twice)


@pytest.mark.parametrize("code", CODES)
def test_no_stale_entries(code, texts):
    stale = sorted(k for k in catalog(code) if k not in texts)
    assert not stale, (f"{code}: {len(stale)} catalog keys are no longer used by the code "
                       "(remove or update them):\n" + "\n".join(stale))


def test_a_count_takes_its_languages_form():
    from game.ui import i18n

    before = i18n.language()
    try:
        i18n.set_language("en")
        assert [i18n.tr_count(n, "{n} card", "{n} cards").format(n=n) for n in (1, 2, 0)] \
            == ["1 card", "2 cards", "0 cards"]
        i18n.set_language("ru")
        assert [i18n.tr_count(n, "{n} card", "{n} cards").format(n=n)
                for n in (1, 2, 5, 11, 14, 21, 22)] == \
            ["1 карта", "2 карты", "5 карт", "11 карт", "14 карт", "21 карта", "22 карты"]
        i18n.set_language("pl")
        assert [i18n.tr_count(n, "{n} card", "{n} cards").format(n=n)
                for n in (1, 3, 5, 12, 21, 24)] == \
            ["1 karta", "3 karty", "5 kart", "12 kart", "21 kart", "24 karty"]
        i18n.set_language("de")
        assert [i18n.tr_count(n, "{n} card", "{n} cards").format(n=n)
                for n in (1, 0, 2, 5, 21)] == \
            ["1 Karte", "0 Karten", "2 Karten", "5 Karten", "21 Karten"]
        for code in CODES:  # every count form a catalog gives has all three
            assert all(len(t) == 3 for t in catalog(code).values() if isinstance(t, tuple))
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize("system, env, expected", [
    (("de_DE", "UTF-8"), {}, "de"),
    (("German_Germany", "1252"), {}, "de"),                   # Windows names its locales
    (("ru_RU", "UTF-8"), {"LANG": "de_DE.UTF-8"}, "ru"),      # the locale comes first
    ((None, None), {"LC_ALL": "pl_PL.UTF-8", "LANG": "de_DE.UTF-8"}, "pl"),
    ((None, None), {"LC_ALL": "", "LC_MESSAGES": "uk_UA.UTF-8", "LANG": "de_DE"}, "uk"),
    ((None, None), {"LANG": "de_AT.UTF-8"}, "de"),
    ((None, None), {"LANG": "fr_FR.UTF-8"}, "en"),            # not one the table speaks
    ((None, None), {"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),  # the first set one decides
    ((None, None), {}, "en"),
    (("en_GB", "UTF-8"), {"LANG": "de_DE.UTF-8"}, "en"),
])
def test_system_language(monkeypatch, system, env, expected):
    from game.ui import i18n

    monkeypatch.setattr(i18n, "_system_locale", lambda: system[0])
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert i18n.system_language() == expected


def test_the_c_locale_leaves_it_to_the_environment(monkeypatch):
    """Python runs in "C.UTF-8" where no locale is set (or the one asked for is missing),
    and getlocale() calls that "en_US": LANG decides then."""
    from game.ui import i18n

    monkeypatch.setattr(i18n.locale, "setlocale", lambda *a: "C.UTF-8")
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: ("en_US", "UTF-8"))
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "de"
    monkeypatch.setattr(i18n.locale, "setlocale", lambda *a: "de_DE.UTF-8")
    monkeypatch.setattr(i18n.locale, "getlocale", lambda *a: ("de_DE", "UTF-8"))
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert i18n.system_language() == "de"


def test_a_first_start_speaks_the_systems_language(tmp_path, monkeypatch):
    """No settings file yet: the system's language, saved so that it stays; a file, even
    one without `language`, is the player's: its language (English by default) wins."""
    from game.settings import load_settings
    from game.ui import app as app_module, i18n
    from game.ui.app import App, Options

    monkeypatch.setattr(app_module, "system_language", lambda: "de")
    settings = tmp_path / "config" / "settings.yaml"

    def start():
        return App(Options(size=(800, 600), data_dir=tmp_path / "data", settings_path=settings))

    assert start().settings.language == "de"
    assert i18n.language() == "de" and i18n.tr("New game") == catalog("de")["New game"]
    assert load_settings(settings).game.language == "de"  # kept for the next start
    settings.write_text("game:\n  sound: false\n", encoding="utf-8")
    assert start().settings.language == "en"               # a file without it: the default


def test_set_language_and_fallback():
    from game.ui import i18n

    before = i18n.language()
    try:
        i18n.set_language("ru")
        assert i18n.language() == "ru"
        assert i18n.tr("New game") == catalog("ru")["New game"] != "New game"
        assert i18n.tr("{name} deals").format(name="Ann") == \
            catalog("ru")["{name} deals"].format(name="Ann")
        assert i18n.tr("a text nobody wrote") == "a text nobody wrote"
        i18n.set_language("pl")
        assert i18n.tr("New game") == catalog("pl")["New game"]
        i18n.set_language("xx")
        assert i18n.language() == "en"
        assert i18n.tr("New game") == "New game"
    finally:
        i18n.set_language(before)


if __name__ == "__main__":
    found = all_texts()
    print(f"{len(found)} texts")
    for c in CODES:
        try:
            have = catalog(c)
        except (ImportError, AttributeError):
            have = {}
        miss = sorted(t for t in found if t not in have)
        print(f"\n== {c}: {len(miss)} missing, {len(set(have) - found)} stale")
        for t in miss:
            print(repr(t))
    for u in unknown_indirect_calls():
        print("unknown:", u)


def test_the_table_speaks_to_you_in_the_second_person():
    from game.ui.i18n import personal, set_language, tr
    try:
        for code, you_raise in (("en", "You raise to 125"), ("ru", "Вы повышаете до 125")):
            set_language(code)
            assert personal(tr("You"), tr("{name} raises to {n}"), tr("You raise to {n}"),
                            n=125) == you_raise
            assert personal("Zoya", tr("{name} raises to {n}"), tr("You raise to {n}"),
                            n=125).startswith("Zoya ")
    finally:
        set_language("en")


def test_the_player_called_you_in_one_language_is_you_in_the_language_shown(tmp_path):
    """A game started in English keeps "You" in its files; shown in German it is "Du",
    and the table speaks to that player ("Du gibst", not "Du gibt")."""
    from game.ui import i18n
    from game.ui.saves import SeatConfig, read_seats, seats_text

    path = tmp_path / "table.yaml"
    path.write_bytes(seats_text([SeatConfig("You", True), SeatConfig("Boris", False)]))
    before = i18n.language()
    try:
        i18n.set_language("de")
        assert [i18n.seat_name(n) for n in ("You", "Вы", "Ty", "Boris")] == \
            ["Du", "Du", "Du", "Boris"]
        seats = read_seats(path, ["You", "Boris"], ("normal",))
        assert [c.name for c in seats] == ["Du", "Boris"]
        said = i18n.personal("You", i18n.tr("{name} deals"), i18n.tr("You deal"))
        assert said == i18n.tr("You deal") != "You deal"
    finally:
        i18n.set_language(before)


def test_the_ai_players_are_named_in_the_languages_script():
    from game.ui import i18n
    from game.ui.saves import default_seats

    before = i18n.language()
    try:
        i18n.set_language("ru")
        assert [s.name for s in default_seats(4)][1:] == ["Борис", "Вера", "Глеб"]
        i18n.set_language("en")
        assert [s.name for s in default_seats(3)][1:] == ["Boris", "Vera"]
    finally:
        i18n.set_language(before)


def test_the_ai_players_names_show_in_the_language_shown_whatever_they_were_saved_in():
    from game.ui import i18n
    before = i18n.language()
    try:
        i18n.set_language("ru")
        assert [i18n.seat_name(n) for n in ("Vera", "Вера", "Віра", "You", "Zoya")] == \
            ["Вера", "Вера", "Вера", "Вы", "Zoya"]
        i18n.set_language("en")
        assert i18n.seat_name("Вера") == "Vera" and i18n.seat_name("Вы") == "You"
    finally:
        i18n.set_language(before)
