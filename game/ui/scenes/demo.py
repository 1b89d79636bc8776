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
        """The caption: in the place of the dialogs above the hand (the AI players ask
        nothing there), clear of the cards."""
        w, h = surface.get_size()
        f = self.app.fonts.get(min_text(h), True)
        m = max(8, round(h * 0.018))
        words = tr("Demo: the AI players at work. Click or press a key to play.")
        lines = [words] if f.size(words)[0] + 4 * m <= w else theme.wrap(f, words, w * 0.6)
        width = max(f.size(ln)[0] for ln in lines) + 3 * m
        r = pygame.Rect(0, 0, width, f.get_linesize() * len(lines) + m)
        scene = self.app.table_scene()
        lay = scene.table.layout if scene is not None else None
        if lay is not None and hasattr(lay, "dialog_rect"):
            place = lay.dialog_rect(8.1, 2.6)
            r.midbottom = place.midbottom
        elif lay is not None:  # Tichu's table: where the player's buttons would be
            r.midbottom = (w // 2, lay.action_row(1)[0].bottom)
            plate = lay.plate_rect(0)
            if r.colliderect(plate.inflate(m, m)):  # a small window: beside the plate
                r.left = plate.right + m
                r.right = min(r.right, w - m)
        else:
            r.midbottom = (w // 2, h - m)
        theme.panel(surface, r)
        y = r.y + m // 2
        for ln in lines:
            theme.text(surface, f, ln, (r.centerx, y), theme.GOLD, "midtop", owner=r)
            y += f.get_linesize()
