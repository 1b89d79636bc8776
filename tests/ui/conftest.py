"""Fixtures of the table's tests."""
import pytest


@pytest.fixture
def bots_here(monkeypatch):
    """The bots decide on threads of this process (not the worker process) and without
    their least pause (real time), so that unpaced frames see them act at once."""
    from game.ui import thinking
    from game.ui.tichu import table_scene as tichu_table_scene
    from game.ui.tysiacha import table_scene
    thinking.use_processes(False)
    monkeypatch.setattr(table_scene, "THINK_TIME", 0.0)
    monkeypatch.setattr(tichu_table_scene, "THINK_TIME", 0.0)
    yield
    thinking.use_processes(True)


@pytest.fixture(autouse=True)
def steady():
    """Every bot's decision is made at the frame the table asks for it, with no least
    pause (tests/ui/driver.py, steady_bots): what a test sees frame by frame follows from
    the states alone, not from how fast the machine runs the bots."""
    from .driver import steady_bots
    from .tichu_driver import SteadyThinker
    with steady_bots(SteadyThinker):
        yield
