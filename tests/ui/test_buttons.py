"""The three kinds of button (widgets.Button.kind): the main action in gold, the others in
green, a loss in dark red; a disabled one grey whatever its kind; a dialog's choices may
name their kind."""
from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.scenes.base import Dialog
from game.ui.widgets import Button

from .driver import make_app


def fill_of(button: Button, hover: bool = False) -> tuple:
    pygame.font.init()
    surface = pygame.Surface((200, 60))
    button.rect = pygame.Rect(10, 10, 180, 40)
    button.draw(surface, pygame.font.Font(None, 20), hover, False)
    return tuple(surface.get_at((20, 30)))[:3]  # inside the edge, left of the words


@pytest.mark.parametrize("kind,colour,hot", [("", theme.BUTTON, theme.BUTTON_HOT),
                                             ("main", theme.MAIN, theme.MAIN_HOT),
                                             ("danger", theme.DANGER, theme.DANGER_HOT)])
def test_each_kind_has_its_colour_and_a_disabled_one_is_grey(kind, colour, hot):
    assert fill_of(Button("Go", lambda: None, kind=kind)) == colour
    assert fill_of(Button("Go", lambda: None, kind=kind), hover=True) == hot
    assert fill_of(Button("Go", lambda: None, kind=kind, enabled=False)) == theme.BUTTON_OFF


def test_a_dialog_s_choices_carry_their_kind(tmp_path):
    app = make_app(tmp_path)
    d = Dialog(app, "A game is in progress", ["A new game takes its place."],
               [("New game", lambda: None, "danger"), ("Keep playing", lambda: None, "main"),
                ("Later", lambda: None)])
    buttons = d.build()
    assert [(b.label, b.kind) for b in buttons] == [
        ("New game", "danger"), ("Keep playing", "main"), ("Later", "")]


def test_enter_in_a_dialog_does_not_take_a_choice_that_loses_something(tmp_path):
    """The first choice has the focus (Enter), unless it loses something (a dark red
    one: Yes to a rospisat'): then the first that does not."""
    app = make_app(tmp_path)
    lose = Dialog(app, "Rospisat'?", ["..."], [("Yes", lambda: None, "danger"),
                                              ("No", lambda: None)])
    lose.build()
    assert lose.default_focus == 1
    go = Dialog(app, "Start?", ["..."], [("Yes", lambda: None, "main"), ("No", lambda: None)])
    go.build()
    assert go.default_focus == 0
