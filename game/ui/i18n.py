"""The table's words in the player's language (the `language` setting).

Texts are written in English in the code, wrapped in `tr()`; each other language is a
module `game/ui/locale/<code>.py` with a `STRINGS` dict from the English text to its
translation. A text missing from a catalog shows in English rather than not at all.
Texts with fields use `str.format` names: `tr("{name} deals").format(name=...)`.
"""
from __future__ import annotations

import importlib

LANGUAGES = {"en": "English", "ru": "Русский", "pl": "Polski", "uk": "Українська"}
_catalog: dict[str, str] = {}
_language = "en"


def set_language(code: str) -> None:
    global _catalog, _language
    _language = code if code in LANGUAGES else "en"
    _catalog = {}
    if _language != "en":
        try:
            _catalog = importlib.import_module(f"game.ui.locale.{_language}").STRINGS
        except (ImportError, AttributeError):
            _catalog = {}


def language() -> str:
    return _language


def tr(text: str) -> str:
    return _catalog.get(text, text)


def personal(name: str, third: str, second: str, **fields) -> str:
    """`third` (a sentence about `{name}`) or, when the player is the one the table calls
    "You", `second` (the same sentence to them), both already translated: so the table
    says "You raise", not "You raises"."""
    return (second if name == tr("You") else third).format(name=name, **fields)
