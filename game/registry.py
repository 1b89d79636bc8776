"""The games this table knows, found by id: the one module of the kit that names them.

Each game describes itself once, in its own package (`GAME`, a GameDescription, in
`<package>/description.py`); the kit asks this registry for the games, in the menu's
order, and for one by its id or by its record's name, and branches on no game's name.
A game beyond the built-in ones is added with `register()` (the third game of the tests),
or found as an entry point of the group `tysiacha.games` naming its description: a game
in a package of its own says, in its pyproject.toml,

    [project.entry-points."tysiacha.games"]
    mygame = "mygame.description:GAME"

and appears in the menu, the settings and the command line once installed. A game that
cannot be loaded is left out with one line on stderr; the built-in games stay.
"""
from __future__ import annotations

import importlib
import importlib.metadata
import sys
from pathlib import Path
from typing import Optional, Union

from game.core.description import GameDescription

# The built-in games, in the menu's order (the first is the default of `--game`).
BUILT_IN = ("game.tysiacha.description", "game.tichu.description")
ENTRY_POINTS = "tysiacha.games"  # other packages' games, after the built-in ones

_games: dict[str, GameDescription] = {}
_loaded = False


class UnknownGame(KeyError):
    """No game of that id is registered."""

    def __str__(self) -> str:
        return f"no game {self.args[0]!r}; known: {', '.join(ids())}"


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for module in BUILT_IN:
            register(importlib.import_module(module).GAME)
        for entry in _entry_points():
            _load_entry(entry)


def _entry_points() -> list:
    try:
        return list(importlib.metadata.entry_points(group=ENTRY_POINTS))
    except Exception:  # a broken installation's metadata: the built-in games still play
        return []


def _load_entry(entry) -> None:
    """Register the game an entry point names, or say in one line why not."""
    try:
        description = entry.load()
    except Exception as exc:
        print(f"tysiacha: the game {entry.name} ({entry.value}) cannot be loaded: "
              f"{type(exc).__name__}: {exc}", file=sys.stderr)
        return
    if not isinstance(description, GameDescription):
        print(f"tysiacha: the game {entry.name} ({entry.value}) is not a GameDescription",
              file=sys.stderr)
    elif description.id in _games:
        print(f"tysiacha: the game {entry.name} ({entry.value}) takes the id "
              f"{description.id!r} of a game already known; left out", file=sys.stderr)
    else:
        _games[description.id] = description


def register(description: GameDescription) -> GameDescription:
    """Add a game (after those already known; again under its id: replaced in place)."""
    _load()
    _games[description.id] = description
    return description


def unregister(game_id: str) -> None:
    """Take a game out again (the tests' third game, once its test is over)."""
    _load()
    _games.pop(game_id, None)


def games() -> list[GameDescription]:
    """Every game, in the menu's order."""
    _load()
    return list(_games.values())


def ids() -> tuple[str, ...]:
    return tuple(g.id for g in games())


def game(game_id: str) -> GameDescription:
    """The game of that id; UnknownGame if there is none."""
    _load()
    try:
        return _games[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def find(game_id: Optional[str]) -> Optional[GameDescription]:
    """The game of that id, else None."""
    _load()
    return _games.get(game_id) if isinstance(game_id, str) else None


def default() -> GameDescription:
    """The first game: the menu's choice when nothing says otherwise."""
    return games()[0]


def for_record(path: Union[str, Path]) -> GameDescription:
    """The game whose records end as `path` does (the longest suffix that fits), else the
    first game."""
    fits = [g for g in games() if g.is_record(path)]
    return max(fits, key=lambda g: len(g.record_suffix)) if fits else default()


def by_section() -> dict[str, GameDescription]:
    """Each game by the section of settings.yaml that holds its rule options."""
    return {g.settings_section: g for g in games()}
