"""`pip install .` must install every package of the game and the assets it draws."""
from __future__ import annotations

from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"
    assert "game.assets" in listed


def test_the_assets_the_table_loads_are_packaged():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    for folder in ("cards", "fonts", "sounds"):
        assert f"game.assets.{folder}" in config["packages"]
        assert "*" in config["package-data"][f"game.assets.{folder}"]
        assert any((ROOT / "assets" / folder).iterdir())
    assert "4color/*" in config["package-data"]["game.assets.cards"]
