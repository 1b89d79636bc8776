"""What the kit knows of a game: one GameDescription, written in the game's own package
and found through the registry (game/registry.py), the way PySolFC's games register a
GameInfo with its game database. The kit (core, settings, commands and the ui outside the
games' folders) reads everything about a game from here and names no game itself.

A description holds no state and imports no pygame: its table side (the scenes, the
deck's art, the Options page) is loaded on demand through `ui()`, so the command line's
simulate, tournament and replay never open a window's worth of modules.

The rules object a description makes (`rules_from_mapping`) is the game's own; the kit
only asks it for `to_mapping(only_changed=False)` and `with_changes(**changes)` (raising
ValueError on a change it refuses).
"""
from __future__ import annotations

import argparse
import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

from .options import Option


def lazy(target: str, package: str) -> Callable[..., Any]:
    """A function standing for `module:name` (relative to `package`; `name` may be
    `Class.method`), looked up when called: a description names its parts without
    loading them (the command line does not load a game's table, nor a game's table its
    tournament)."""
    module, _, name = target.partition(":")

    def call(*args, **kwargs):
        part = importlib.import_module(module, package)  # (once: then sys.modules has it)
        for attr in name.split("."):  # `Session.resume`: a class's method
            part = getattr(part, attr)
        return part(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"{target}, looked up when called."
    return call


# What a game's command-line parts take: the parsed arguments of `simulate` or
# `tournament` (game/commands), and give back: the exit status.
Command = Callable[[argparse.Namespace], int]


@dataclass(frozen=True)
class Replayed:
    """What `replay FILE` prints of a checked record: its sheet as text and as JSON."""

    text: Callable[[Any, str], str]  # (the match, the file's name) -> the printed sheet
    json: Callable[[Any], dict]  # the match -> the JSON object of `--json`


@dataclass(frozen=True)
class StatsParts:
    """How a game's figures go into the shared statistics file (game/core/stats.py)."""

    kind: str  # its key under `games:` in statistics.yaml
    reader: Callable[[Mapping], Any]  # one entry of the file -> the game's summary
    # (store, game id, match as it stood, seats, with_undo): the summary written
    record: Callable[..., None]
    # the match as the counter sees it when a deal or round has ended: what changes no
    # more, copied, so the counter's thread never reads a match the table goes on with
    snapshot: Callable[[Any], Any]
    overview: Callable[..., Any]  # {game id: summary} -> game/core/tally.Overview


@dataclass(frozen=True)
class GameDescription:
    """One game, as the kit sees it."""

    id: str  # `--game`, menu.yaml, the settings' and statistics' keys: a lower-case word
    title: str  # as the menu's choice of game shows it ("1000", "Tichu"), in English
    blurb: str  # a few words for `--help`: "the trick-taking game with bidding"
    record_suffix: str  # a finished game's record: games/<date>-<time><suffix>
    players: tuple[int, ...]  # how many may play, e.g. (3, 4)

    # -- its section of settings.yaml and its page of Options
    settings_section: str  # `rules:`, `tichu:`
    settings_comment: str  # the default file's header line on the section
    options: tuple[Option, ...]  # every key of the section, in the file's order
    rules_from_mapping: Callable[[Mapping[str, Any]], Any]  # raises ValueError
    # a value the section's key may hold (default: one of its option's values)
    allows: Optional[Callable[[str, Any], bool]] = None
    presets: tuple[str, ...] = ()  # names the `preset` key takes, applied before the rest

    # -- its bots
    bots: tuple[str, ...] = ()  # `--bots` names, weakest first
    default_bot: str = "normal"
    levels: tuple[str, ...] = ("easy", "normal", "hard", "expert")  # the table's AI levels
    make_bot: Optional[Callable[[str, int], Any]] = None  # (name or level, seed) -> bot

    # -- its command-line parts
    simulate: Optional[Command] = None
    tournament: Optional[Command] = None
    # a record read and checked: raises game.core.recordfile.RecordError (not a record:
    # exit 2) or `replay_error` (a step breaks a rule: exit 1)
    load_record: Optional[Callable[[Path], Any]] = None
    replay_error: type = Exception
    replayed: Optional[Replayed] = None

    stats: Optional[StatsParts] = None
    ui: Optional[Callable[[], Any]] = None  # -> its game.ui.description.GameUI

    # -- a game at the table, with nothing drawn (the networked table's host, game/net):
    # (rules, seats, save_dir, seed) -> a new session keeping game/ui/turns.py's
    # contract, and (save_dir) -> the one saved there (game.ui.saves.SaveError if none)
    new_session: Optional[Callable[..., Any]] = None
    resume_session: Optional[Callable[..., Any]] = None
    # whether the seat `viewer` sees which action the seat `actor` made ((action, actor,
    # viewer) -> bool); without it a seat sees only its own actions (and, through its
    # observation, whatever they changed that it may know)
    shows_action: Optional[Callable[[Any, int, int], bool]] = None

    def rules(self, mapping: Optional[Mapping[str, Any]] = None):
        """The rules from a settings section's values (every default for None)."""
        return self.rules_from_mapping(dict(mapping or {}))

    def allowed(self, key: str, value: Any) -> bool:
        """`value` may stand for `key` of the game's settings section."""
        if self.allows is not None:
            return self.allows(key, value)
        for opt in self.options:
            if opt.key == key:
                return opt.allows(value)
        return False

    def is_record(self, path) -> bool:
        return str(path).endswith(self.record_suffix)
