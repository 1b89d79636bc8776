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
    patterns = config["package-data"]["game.assets"]
    folders = {p.split("/")[0] for p in patterns if "/" in p}
    for folder in ("cards", "fonts", "sounds"):
        assert folder in folders and any((ROOT / "assets" / folder).iterdir())
