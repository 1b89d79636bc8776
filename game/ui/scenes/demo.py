"""`tysiacha --demo`: AI players play each other, game after game (an attract mode).
Nothing is saved; any key or click other than Esc opens the main menu."""
from __future__ import annotations

import pygame

from .. import theme
from ..i18n import tr
from ..scene import Scene
from ..session import SeatConfig, Session
from .table_scene import open_session

LEVELS = ("hard", "normal", "easy", "normal")


def start_demo(app) -> None:
    n = app.rules.players
    names = ("Anna", "Boris", "Vera", "Gleb")
    seats = [SeatConfig(names[s], False, LEVELS[s]) for s in range(n)]
    session = Session.new(app.rules, seats, save_dir=None, seed=app.options.seed)
    open_session(app, session)
    app.push(DemoBadge(app))


class DemoBadge(Scene):
    """Lies on top of the demo game, letting it run, and leaves it for the menu on a key
    press or a click."""

    opaque = False
    modal = False
    name = "demo"

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.quit()
                return True
            from .menu import MainMenu
            self.app.stack.clear()
            self.app.push(MainMenu(self.app))
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        f = self.app.fonts.get(max(14, round(24 * min(w / 1920, h / 1080))), True)
        words = tr("Demo: the AI players at work. Click or press a key to play.")
        box = f.size(words)
        r = pygame.Rect(0, 0, box[0] + 30, box[1] + 14)
        r.midbottom = (w // 2, h - 6)
        theme.panel(surface, r)
        theme.text(surface, f, words, r.center, theme.GOLD, "center")
