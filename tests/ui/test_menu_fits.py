"""The main menu's buttons stay inside the window at every usual screen size, 16:9 ones
included, where the window has less height for its width than the scale assumes."""
from __future__ import annotations

import pytest

from game.ui.scenes.menu import MainMenu

from .driver import make_app, run_frames


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800), (1366, 768),
                                  (1920, 1080), (2560, 1440), (3840, 2160)])
def test_quit_is_clear_of_the_bottom_edge(tmp_path, size):
    app = make_app(tmp_path, size=size)
    menu = MainMenu(app)
    app.push(menu)
    run_frames(app, 1)
    lowest = max(b.rect.bottom for b in menu.row.buttons)
    assert lowest <= size[1] - 8, (size, lowest)
    quit_ = next(b for b in menu.row.buttons if b.label == "Quit")
    assert quit_.rect.bottom == lowest
