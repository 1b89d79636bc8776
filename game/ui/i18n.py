"""The table's words in the player's language (the `language` setting).

Texts are written in English in the code, wrapped in `tr()`; each other language is a
module `game/ui/locale/<code>.py` (the kit's words) and one in each game's own ui folder,
`<its package>/locale/<code>.py` (GameUI.words), each with a `STRINGS` dict from the
English text to its translation. A text missing from a catalog shows in English rather
than not at all.
Texts with fields use `str.format` names: `tr("{name} deals").format(name=...)`.
A player's name given as `named(name)` (or through `personal()`) may be asked for in a
case by the translation, `{name:dative}`, `{name:genitive}`: see `Named`.
A text with a count takes the form its language gives that number:
`tr_count(n, "{n} card", "{n} cards").format(n=n)`.
"""
from __future__ import annotations

import importlib
import locale
import os

LANGUAGES = {"en": "English", "de": "Deutsch", "ru": "Русский", "pl": "Polski",
             "uk": "Українська"}
_catalog: dict[str, str] = {}
_language = "en"
CASES = ("dative", "genitive")  # the cases a translation may ask a player's name in
_name_cases: dict[str, dict[str, str]] = {}  # the kit catalog's NAME_CASES (see Named)


def set_language(code: str) -> None:
    """Texts in `code` from now on: the kit's catalog, and each game's own over it."""
    global _catalog, _language, _name_cases
    _language = code if code in LANGUAGES else "en"
    _catalog = {}
    _name_cases = {}
    if _language == "en":
        return
    try:
        _name_cases = importlib.import_module(f"game.ui.locale.{_language}").NAME_CASES
    except (ImportError, AttributeError):
        pass  # a language whose names do not change (German): as they are
    for package in ("game.ui",) + word_packages():
        try:
            _catalog.update(importlib.import_module(f"{package}.locale.{_language}").STRINGS)
        except (ImportError, AttributeError):
            continue  # a game not (yet) in this language shows its words in English


# the names Windows gives its locales ("German_Germany"), by their language's code
_LOCALE_NAMES = {"german": "de", "russian": "ru", "polish": "pl", "ukrainian": "uk"}


def _system_locale() -> str | None:
    """The locale's name as `locale.getlocale()` gives it ("de_DE"), or None for the C
    locale: Python runs in "C.UTF-8" there (or when the locale asked for is not
    installed), which getlocale() calls "en_US"."""
    try:
        if locale.setlocale(locale.LC_CTYPE).split(".")[0] in ("C", "POSIX"):
            return None
        return locale.getlocale()[0]
    except (ValueError, TypeError, locale.Error):
        return None


def system_language() -> str:
    """The language the system asks for, if the table speaks it, else "en": the first set of
    the locale (`locale.getlocale()`), LC_ALL, LC_MESSAGES and LANG, by its first letters
    ("de_DE.UTF-8" and "German_Germany" are "de"). The language of a first start, before
    there is a settings file."""
    found = _system_locale()
    for wanted in (found, *(os.environ.get(name) for name in ("LC_ALL", "LC_MESSAGES", "LANG"))):
        if wanted and wanted.strip():
            wanted = wanted.strip().lower()
            for name, code in _LOCALE_NAMES.items():
                if wanted.startswith(name):
                    return code
            return wanted[:2] if wanted[:2] in LANGUAGES else "en"
    return "en"


def word_packages() -> tuple[str, ...]:
    """The packages whose `locale` holds a game's words (GameUI.words), as registered."""
    from game import registry
    out = []
    for game in registry.games():
        try:
            words = game.ui().words
        except Exception:  # a game whose table cannot load says nothing here
            continue
        if words:
            out.append(words)
    return tuple(out)


def language() -> str:
    return _language


def tr(text: str) -> str:
    return _catalog.get(text, text)


def _east_slavic(n: int) -> int:
    """Russian and Ukrainian: 1, 21, 101 (one); 2-4, 22-24 (few); else many."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2


def _polish(n: int) -> int:
    """Polish: 1 (one); 2-4, 22-24, but not 12-14 (few); else many."""
    if n == 1:
        return 0
    return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2


def _germanic(n: int) -> int:
    """German: 1 (one); else the plural (its catalog's second and third forms are the same)."""
    return 0 if n == 1 else 1


# which of a catalog's forms (one, few, many) a count takes, by language
PLURAL_FORM = {"de": _germanic, "ru": _east_slavic, "uk": _east_slavic, "pl": _polish}


def tr_count(n: int, one: str, other: str) -> str:
    """The text for a count of `n` in the player's language, its fields not yet filled:
    in English `one` for 1 and `other` for any other number. A catalog keeps it under
    `other`, as the language's forms (one, few, many) or one text for every count."""
    found = _catalog.get(other)
    if found is None:
        return one if n == 1 else other
    if isinstance(found, str):
        return found
    return found[PLURAL_FORM[_language](abs(n))]


def personal(name: str, third: str, second: str, **fields) -> str:
    """`third` (a sentence about `{name}`) or, when the player is the one the table calls
    "You", `second` (the same sentence to them), both already translated: so the table
    says "You raise", not "You raises"."""
    name = named(name)
    return (second if name == tr("You") else third).format(name=name, **fields)


_seat_forms: dict[str, str] = {}  # "You" and the AI players' names in any language -> key
SEAT_KEYS = ("You", "Anna", "Boris", "Vera", "Gleb")  # (saves.AI_NAMES after "You")


def seat_name(name: str) -> str:
    """A seat's name as the table shows it: "You", and the AI players' own names (Vera,
    Вера), in the language shown, whichever language the game was started in (a saved
    game keeps the name it was given)."""
    key = seat_key(name)
    return name if key is None else tr(key)


def seat_key(name: str) -> str | None:
    """The SEAT_KEYS entry `name` is in some language ("Вера" -> "Vera"), or None for a
    name a player gave."""
    if not _seat_forms:
        for key in SEAT_KEYS:
            _seat_forms[key] = key
        for code in LANGUAGES:
            if code != "en":
                try:
                    strings = importlib.import_module(f"game.ui.locale.{code}").STRINGS
                except (ImportError, AttributeError):
                    continue
                for key in SEAT_KEYS:
                    form = strings.get(key)
                    if isinstance(form, str):
                        _seat_forms.setdefault(form, key)
    return _seat_forms.get(name)


class Named(str):
    """A player's name in a sentence, as the table shows it, which the translation may ask
    for in one of the CASES: `"Отдайте {card} {name:dative}"` says "Отдайте A♠ Вере".
    The forms are the kit catalog's NAME_CASES: for "You" and each AI player's name by its
    key ("Vera": "Вере"), under "Player" hot-seat's "Player {n}" ("игроку {n}"), and
    under "" the words for any other name, one a player typed,
    whose forms the table cannot know: there the name stands as typed ("игроку {name}",
    "игроку Саша"). A language without NAME_CASES (German, English) says the name as it
    is; `{name}` alone is the name as it is in every language."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if spec not in CASES:
            return super().__format__(spec)
        forms = _name_cases.get(spec)
        if not forms:
            return str(self)
        key = seat_key(self)
        if key is not None and key in forms:
            return forms[key]
        number = str(self).removeprefix(tr("Player") + " ")
        if number.isdigit() and "Player" in forms:  # hot-seat's "Player 2" (saves.py)
            return forms["Player"].format(n=number)
        return forms[""].format(name=str(self))


def named(name: str) -> Named:
    """A seat's name (seat_name) to fill a text's `{field}` that a translation may
    decline (`{other:dative}`); personal() gives its `{name}` so."""
    return Named(seat_name(name))
