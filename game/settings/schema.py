"""Every settings key, the `game:` options, the default settings.yaml text and the folders.

`game:` keys (the table, whatever the game) come from GAME_OPTIONS here; each game's
section (`rules:` for 1000, `tichu:` for Tichu) from its description's options
(game/registry.py). The settings file, the loader, the writer and the Options screen are
all derived from them.
"""
from __future__ import annotations

import difflib
import os
import re
import textwrap
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Mapping

import platformdirs
import yaml

from game import registry
from game.core.options import Option

APP_NAME = "tysiacha"
FILE_NAME = "settings.yaml"
_ON_OFF = (True, False)

GAME_OPTIONS: tuple[Option, ...] = (
    Option("auto_flip", True, _ON_OFF, "",
           "cards of a finished trick turn over by themselves, else on a click"),
    Option("trick_arrow", True, _ON_OFF, "",
           "an arrow points from each card of a trick to its winner"),
    Option("card_selection", "once", ("once", "twice"), "",
           "once: a click plays a card; twice: click to select, again to play"),
    Option("sort_hand", "suit_then_rank", ("suit_then_rank", "none", "alternate_colours"), "",
           "how your hand is sorted"),
    Option("rearrange_hand", True, _ON_OFF, "", "drag cards to reorder them within your hand"),
    Option("flicking", True, _ON_OFF, "", "a quick swipe of a card towards the table plays it"),
    Option("auto_meld", True, _ON_OFF, "",
           "leading the K or Q of a marriage declares it without asking"),
    Option("confirm_dialogs", True, _ON_OFF, "", "ask before a redeal or rospisat' is declared"),
    Option("scoreboard", True, _ON_OFF, "", "show the scoreboard"),
    Option("meld_panel", True, _ON_OFF, "", "show the panel of marriages declared"),
    Option("point_counter", True, _ON_OFF, "", "show the card points taken in this deal"),
    Option("trump_marker", True, _ON_OFF, "", "show which suit is trump"),
    Option("four_colour", False, (False, True), "",
           "the four-colour deck: spades black, hearts red, diamonds blue, clubs green"),
    Option("hand_monitor", "off", ("off", "counts", "open"), "",
           "counts: show how many cards each hand holds; open: every hand face up, for practice"),
    Option("fullscreen", True, _ON_OFF, "", "play in full screen, else in a window"),
    Option("animation_speed", "normal", ("normal", "off", "slow", "fast"), "",
           "how fast cards move"),
    Option("sound", True, _ON_OFF, "", "play sounds"),
    Option("language", "en", ("en", "de", "ru", "pl", "uk"), "",
           "the language of the menus and messages"),
    Option("ai_level", "normal", ("normal", "easy", "hard", "expert"), "",
           "how strong new AI players are: easy and normal play by rules, hard searches the "
           "unseen cards, expert searches three times as far (in Tichu; 1000's strongest is "
           "hard)"),
)
GAME_OPTIONS_BY_KEY: dict[str, Option] = {o.key: o for o in GAME_OPTIONS}
TABLE_SECTION = "game"  # the table's section; each game's own is named in its description


def settings_schema() -> dict[str, dict[str, Option]]:
    """Every key each section accepts, in the order the settings file lists them: the
    first game's section, the table's `game:`, then the other games' sections in the
    registry's order (the order the file has always had)."""
    out = {}
    for k, g in enumerate(registry.games()):
        out[g.settings_section] = {o.key: o for o in g.options}
        if k == 0:
            out[TABLE_SECTION] = GAME_OPTIONS_BY_KEY
    return out


class SettingsError(Exception):
    """A one-line message for the player: a setting is invalid or could not be saved."""


@dataclass(frozen=True, slots=True)
class GameSettings:
    """The `game:` section: how the table looks and reacts (RULES.md section 12)."""

    auto_flip: bool = True
    trick_arrow: bool = True
    card_selection: str = "once"
    sort_hand: str = "suit_then_rank"
    rearrange_hand: bool = True
    flicking: bool = True
    auto_meld: bool = True
    confirm_dialogs: bool = True
    scoreboard: bool = True
    meld_panel: bool = True
    point_counter: bool = True
    trump_marker: bool = True
    four_colour: bool = False
    hand_monitor: str = "off"
    fullscreen: bool = True
    animation_speed: str = "normal"
    sound: bool = True
    language: str = "en"
    ai_level: str = "normal"

    def to_mapping(self, only_changed: bool = False) -> dict[str, Any]:
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        return {k: v for k, v in values.items()
                if not only_changed or v != GAME_OPTIONS_BY_KEY[k].default}

    def with_changes(self, **changes: Any) -> "GameSettings":
        """A copy with `changes`; raises SettingsError on an unknown key or a bad value."""
        check_changes("game", changes)
        return replace(self, **changes)


def allowed(section: str, key: str, value: Any) -> bool:
    """`value` may stand for `key`; True never passes for 1, nor "3" for 3."""
    game = registry.by_section().get(section)
    if game is not None:
        return game.allowed(key, value)
    return GAME_OPTIONS_BY_KEY[key].allows(value)


def suggest(word: str, choices: Mapping[str, Any]) -> str:
    """` (did you mean x?)` for a near miss, else ""."""
    match = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.7)
    return f" (did you mean {match[0]}?)" if match else ""


def check_changes(section: str, changes: Mapping[str, Any]) -> None:
    """Raise SettingsError naming the first key of `changes` that is unknown or not allowed."""
    sections = settings_schema()
    if section not in sections:
        raise SettingsError(f"{section}: unknown section{suggest(section, sections)}")
    options = sections[section]
    for key, value in changes.items():
        if key not in options:
            raise SettingsError(f"{section}.{key}: unknown key{suggest(key, options)}")
        if not allowed(section, key, value):
            raise SettingsError(f"{section}.{key}: {yaml_scalar(value)} is not allowed; "
                                f"allowed: {options[key].allowed_text()}")


# -- where the files live -----------------------------------------------------------

def user_config_dir() -> Path:
    """The folder of the player's settings.yaml; `TYSIACHA_CONFIG_DIR` overrides it."""
    return Path(os.environ.get("TYSIACHA_CONFIG_DIR")
                or platformdirs.user_config_dir(APP_NAME, appauthor=False))


def user_data_dir() -> Path:
    """The folder for saved games and statistics; `TYSIACHA_DATA_DIR` overrides it."""
    return Path(os.environ.get("TYSIACHA_DATA_DIR")
                or platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """The player's own settings file (it may not exist yet)."""
    return user_config_dir() / FILE_NAME


# -- the default file ---------------------------------------------------------------

_INTRO = ("The game reads your own copy of this file: settings.yaml in your config folder "
          "(Linux ~/.config/tysiacha, macOS ~/Library/Application Support/tysiacha, Windows "
          "%LOCALAPPDATA%\\tysiacha, or the folder named by TYSIACHA_CONFIG_DIR). A key left "
          "out there keeps its default.")
_YAML_WORDS = ("YAML reads the words yes, no, on and off as true or false: quote them when "
               "you mean the word (\"no\").")
_GENERATED = ("The copy at the project root is generated by "
              "game.settings.default_settings_text(): change the options in the code, not "
              "here (a test checks that the two agree).")
_TABLE_COMMENT = "`game:` the table"


def _header() -> str:
    """The default file's opening comment, naming each section (the games' from their
    descriptions) in the file's order."""
    games = registry.by_section()
    said = [games[s].settings_comment if s in games else _TABLE_COMMENT
            for s in settings_schema()]
    paragraphs = ("Tysiacha (1000) settings: every option with its default.",
                  f"{_INTRO} {', '.join(said)}. {_YAML_WORDS}", _GENERATED)
    out = []
    for k, paragraph in enumerate(paragraphs):
        if k:
            out.append("#\n")
        out += [f"# {line}\n" for line in textwrap.wrap(paragraph, 84,
                                                        break_on_hyphens=False)]
    return "".join(out)


def yaml_scalar(value: Any) -> str:
    """`value` as YAML text: true/false, bare numbers, strings quoted only when needed."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.-]*", text) and yaml.safe_load(text) == text:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def comment(opt: Option) -> str:
    """`R17 - what it does; values: a | b`: the comment of the option's line."""
    if len(opt.values) <= 6:
        values = " | ".join(yaml_scalar(v) for v in opt.values)
    else:
        values = opt.allowed_text()
    return f"{opt.rule + ' - ' if opt.rule else ''}{opt.help}; values: {values}"


def _comment_column() -> int:
    return 2 + max(len(f"  {o.key}: {yaml_scalar(o.default)}")
                   for options in settings_schema().values() for o in options.values())


def key_line(head: str, text: str, column: int = 0) -> str:
    """`head` (`  key: value`) and `# text`, the comment in the file's comment column."""
    column = column or _comment_column()
    return f"{head.ljust(column - 2)}  # {text}\n"


def default_settings_text() -> str:
    """The text of the default settings.yaml, generated from GAME_OPTIONS and each game's
    options."""
    out = [_header()]
    column = _comment_column()
    for section, options in settings_schema().items():
        out.append(f"\n{section}:\n")
        for opt in options.values():
            head = f"  {opt.key}: {yaml_scalar(opt.default)}"
            if not opt.listed:  # optional, so listed as a comment
                out.append(key_line(f"  # {head.strip()}",
                                    f"{' | '.join(map(str, opt.values))} - {opt.help}", column))
            else:
                out.append(key_line(head, comment(opt), column))
    return "".join(out)
