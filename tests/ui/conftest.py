"""Fixtures of the table's tests."""
import pytest


@pytest.fixture
def bots_here(monkeypatch):
    """The bots decide on threads of this process (not the worker process) and without
    their least pause (real time), so that unpaced frames see them act at once."""
    from game.ui import thinking
    from game.ui.tichu import scenes as tichu_scenes
    from game.ui.tysiacha import table_scene
    thinking.use_processes(False)
    monkeypatch.setattr(table_scene, "THINK_TIME", 0.0)
    monkeypatch.setattr(tichu_scenes, "THINK_TIME", 0.0)
    yield
    thinking.use_processes(True)
