"""`tysiacha --demo`: AI players play each other, game after game (an attract mode). Each
game starts its own table (its GameUI's `start_demo`) and lays the DemoBadge over it.
Nothing is saved; any key or click other than Esc opens the main menu."""
from __future__ import annotations

import pygame

from .. import theme
from ..i18n import tr
from ..layout import min_text
from ..scene import Scene

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
        """The caption: where the table says it is free (its scene's `place_caption`,
        e.g. in the place of the dialogs above the hand: the AI players ask nothing
        there), else at the bottom of the window."""
        w, h = surface.get_size()
        f = self.app.fonts.get(min_text(h), True)
        m = max(8, round(h * 0.018))
        words = tr("Demo: the AI players at work. Click or press a key to play.")
        lines = [words] if f.size(words)[0] + 4 * m <= w else theme.wrap(f, words, w * 0.6)
        width = max(f.size(ln)[0] for ln in lines) + 3 * m
        r = pygame.Rect(0, 0, width, f.get_linesize() * len(lines) + m)
        scene = self.app.table_scene()
        place = getattr(scene, "place_caption", None)  # the table knows where it is free
        if place is None or not place(r, m):
            r.midbottom = (w // 2, h - m)
        theme.panel(surface, r)
        y = r.y + m // 2
        for ln in lines:
            theme.text(surface, f, ln, (r.centerx, y), theme.GOLD, "midtop", owner=r)
            y += f.get_linesize()
