"""The registry of games (game/registry.py): the built-in games in the menu's order, a
game found by its id or its record's name, and games of other packages found through the
`tysiacha.games` entry points, where one that cannot be loaded is left out in one line.
And the arrows of the kit: no module outside the games' folders imports a game's package
but the registry."""
from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest

from game import registry
from game.core.description import GameDescription

ROOT = Path(__file__).resolve().parents[1]
GAME_FOLDERS = ("game/tichu", "game/tysiacha", "game/ui/tichu", "game/ui/tysiacha")
GAME_PACKAGES = ("game.tichu", "game.tysiacha", "game.ui.tichu", "game.ui.tysiacha")


def test_the_built_in_games_in_the_menus_order():
    assert registry.ids()[:2] == ("tysiacha", "tichu")
    assert registry.default().id == "tysiacha"
    for g in registry.games():
        assert registry.game(g.id) is g and registry.find(g.id) is g
        assert g.settings_section in registry.by_section()


def test_an_unknown_game_is_named_with_the_known_ones():
    with pytest.raises(registry.UnknownGame) as err:
        registry.game("chess")
    assert "chess" in str(err.value) and "tichu" in str(err.value)
    assert registry.find("chess") is None and registry.find(None) is None


def test_a_record_is_told_by_its_name_and_the_first_game_is_the_default():
    assert registry.for_record("games/2026-11-26-120000.tichu.yaml").id == "tichu"
    assert registry.for_record("x.tysiacha.yaml").id == "tysiacha"
    assert registry.for_record("game.yaml").id == "tysiacha"


class _Entry:
    def __init__(self, name, value, loaded):
        self.name, self.value, self._loaded = name, value, loaded

    def load(self):
        if isinstance(self._loaded, Exception):
            raise self._loaded
        return self._loaded


def test_games_of_other_packages_come_from_entry_points(monkeypatch, capsys):
    other = replace(registry.game("tichu"), id="othergame", title="Other",
                    settings_section="othergame", record_suffix=".other.yaml")
    entries = [_Entry("othergame", "other.description:GAME", other),
               _Entry("broken", "broken.description:GAME", ImportError("no module broken")),
               _Entry("notagame", "x:GAME", "a string"),
               _Entry("clash", "clash:GAME", replace(other, title="Clash", id="tichu"))]
    monkeypatch.setattr(registry, "_entry_points", lambda: entries)
    monkeypatch.setattr(registry, "_games", {})
    monkeypatch.setattr(registry, "_loaded", False)
    assert registry.ids() == ("tysiacha", "tichu", "othergame")
    assert registry.for_record("a.other.yaml").title == "Other"
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 3
    assert "broken" in err[0] and "ImportError: no module broken" in err[0]
    assert "notagame" in err[1] and "not a GameDescription" in err[1]
    assert "clash" in err[2] and "'tichu'" in err[2]


def test_register_adds_after_the_others_and_unregister_takes_it_out():
    other = replace(registry.game("tichu"), id="othergame", settings_section="othergame")
    try:
        registry.register(other)
        assert registry.ids()[-1] == "othergame" and registry.game("othergame") is other
    finally:
        registry.unregister("othergame")
    assert "othergame" not in registry.ids()
    assert isinstance(registry.game("tichu"), GameDescription)


def _imports(path: Path) -> set[str]:
    """The modules a file imports, relative imports made absolute."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.add(module)
            out |= {f"{module}.{a.name}" for a in node.names}
    return out


def test_the_kit_imports_no_game_but_through_the_registry():
    """Arrows one way: core, settings, commands and the ui outside the games' folders
    never import a game's package; the registry module is the one that names them."""
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(GAME_FOLDERS) or rel == "game/registry.py":
            continue
        for module in _imports(path):
            if module.startswith(GAME_PACKAGES):
                offenders.append(f"{rel}: {module}")
    assert not offenders


def test_the_scene_stack_does_not_import_the_app():
    """A scene is handed the app (scene.Host); the arrows go from the app to the scenes."""
    assert not {m for m in _imports(ROOT / "game/ui/scene.py") if m.startswith("game.ui.app")}


def test_no_file_of_the_game_is_over_600_lines_but_the_solver():
    long = {path.relative_to(ROOT).as_posix(): n for path in (ROOT / "game").rglob("*.py")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    assert set(long) <= {"game/tysiacha/ai/dds.py"}, long
