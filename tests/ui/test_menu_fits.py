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


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800), (1366, 768),
                                  (1920, 1080), (2560, 1440), (3840, 2160)])
def test_a_message_covers_neither_the_logo_nor_the_buttons(tmp_path, size):
    """A load error's banner (a broken save, three lines) lies where it covers nothing:
    under the buttons where there is room, else at the top, the fan of cards over the
    title made smaller under it."""
    from game.ui import theme
    app = make_app(tmp_path, size=size)
    long = ("The saved game /home/someone/.local/share/tysiacha/current.tysiacha.yaml could "
            "not be read (not valid YAML, line 1); it was moved to "
            "broken-20261129-073554-current.tysiacha.yaml.")
    menu = MainMenu(app, long)
    app.push(menu)
    run_frames(app, 1)
    with theme.recording(app.screen) as rec:
        app.stack.draw(app.screen)
    app.canvas.invalidate()
    logo = rec.of("logo")
    assert len(logo) == 1
    banner = next(p for p in rec.of("panel")
                  if any(t.owner == p.rect and t.words.startswith("The saved game")
                         for t in rec.of("text")))
    assert not banner.rect.colliderect(logo[0].rect), (banner.rect, logo[0].rect)
    assert not any(banner.rect.colliderect(b.rect) for b in menu.row.buttons)
    assert app.screen.get_rect().contains(banner.rect)
    assert logo[0].rect.height > size[1] * 0.2  # the fan is still there, over the title
