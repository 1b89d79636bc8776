"""Scenes laid over Tichu's table: the privacy screen of hot-seat games, the in-game menu
and the rules in force, as 1000's overlays.py. The questions of the play (the wish, the
Dragon's gift, who bombs) are dialogs.py's; the round's result, the score sheet and the
end of the game are scoring.py's."""
from __future__ import annotations

import pygame

from .. import theme
from ..i18n import tr
from ..scenes.base import ButtonScene
from ..scenes.over_table import PrivacyScreen, ScrollScene, TableMenu, line
from ..widgets import Button
from .scoring import TichuSheetScene


class TichuPrivacy(PrivacyScreen):
    """Hot-seat: the table is covered until the next human says they are ready."""

    name = "tichu-privacy"

    def __init__(self, app, table, seat: int, then=None):
        super().__init__(app, table, seat)
        self.then = then  # what to do once they are at the screen (a bomb out of turn)

    def build(self) -> list[Button]:
        out = super().build()
        scene = self.play_scene()
        if scene is not None and self.then is None and scene.bomb_open():
            # hot-seat: anyone may bomb out of turn, from here too (play.py)
            w, h = self.app.screen_size
            u = max(self.unit, 0.6)
            bomb = Button(tr("Bomb!"), self.bomb, hotkey=pygame.K_b)
            bomb.rect = pygame.Rect(0, 0, round(300 * u), round(56 * u))
            bomb.rect.midtop = (w // 2, out[0].rect.bottom + round(24 * u))
            out.append(bomb)
        return out

    def play_scene(self):
        from .play import TichuPlayScene
        return next((s for s in reversed(self.app.stack.scenes)
                     if isinstance(s, TichuPlayScene)), None)

    def bomb(self) -> None:
        scene = self.play_scene()
        self.app.stack.pop(self)
        if scene is not None:
            from .dialogs import WhoBombs
            self.app.push(WhoBombs(self.app, scene))

    def ready(self) -> None:
        super().ready()
        if self.then is not None:
            self.then()

    def menu(self) -> ButtonScene:
        return TichuMenu(self.app, self.table)


class TichuMenu(TableMenu):
    """Esc at the table: resume, options, score sheet, rules, quit to the menu."""

    name = "tichu-menu"

    def sheet(self) -> None:
        self.app.push(TichuSheetScene(self.app, self.table.session))

    def rules(self) -> None:
        self.app.push(TichuRulesScene(self.app, self.table.session.rules))


class TichuRulesScene(ScrollScene):
    """The rule options of this game."""

    name = "tichu-rules"

    def __init__(self, app, rules):
        super().__init__(app)
        self.rules_in_force = rules
        self.title = tr("Rules of this game")

    def rows(self) -> list:
        from game.tichu.engine.rules import TICHU_OPTIONS
        f, fb = self.font(22), self.font(22, True)
        out = []
        for opt in TICHU_OPTIONS:
            value = getattr(self.rules_in_force, opt.key)
            shown = (tr("on") if value else tr("off")) if isinstance(value, bool) \
                else tr(str(value).replace("_", " "))
            out.append(line(fb, f"{opt.key.replace('_', ' ')}: {shown}   ({opt.rule})"))
            out.append(line(f, tr(opt.help), theme.INK_DIM, indent=round(24 * self.unit)))
        out.append(line(f, tr("The rules in full: docs/TICHU_RULES.md"), theme.INK_DIM))
        return out


__all__ = ["TichuPrivacy", "TichuMenu", "TichuRulesScene"]
