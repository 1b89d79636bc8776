"""Scenes laid over Tichu's table: the privacy screen of hot-seat games, the in-game menu
and the rules in force, as 1000's overlays.py. The questions of the play (the wish, the
Dragon's gift, who bombs) are dialogs.py's; the round's result, the score sheet and the
end of the game are scoring.py's."""
from __future__ import annotations

import pygame

from ..i18n import tr
from ..scenes.base import ButtonScene
from ..scenes.over_table import PrivacyScreen, TableMenu
from ..scenes.rules_page import RulesPage, options_in_words
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


TICHU_BRIEF = (
    "Four players in two teams, partners opposite. Each round every player gets 14 cards; "
    "the aim is to be rid of them first, and to take tricks holding points: fives count 5, "
    "tens and kings 10, the Dragon 25 and the Phoenix minus 25.",
    "The leader plays a combination (a single card, a pair, a triple, a full house, a "
    "straight of five or more, or consecutive pairs); each player in turn plays a higher "
    "combination of the same kind and length, or passes. When the other three pass, the last "
    "to play takes the trick and leads again. A bomb (four of a kind, or a straight flush of "
    "five or more) beats anything, and may be played at any time, even out of turn.",
    "The Mah Jong (1) leads first and lets its player wish for a rank, which the next player "
    "holding it must play. The Dog passes the lead to the partner. The Phoenix stands for any "
    "card in a combination, or as a single beats any card but the Dragon. The Dragon is the "
    "highest single; a trick it wins is given to an opponent.",
    "A Tichu call (before your first card) bets 100 that you go out first; Grand Tichu, "
    "called after seeing 8 cards, bets 200. If both partners go out first and second, their "
    "team scores 200 and no cards are counted. The first team to the target wins.",
)


class TichuRulesScene(RulesPage):
    """Tichu in brief, its options in force in words, and the rules one by one; at a
    rule when opened by a prompt's Why?."""

    name = "tichu-rules"

    def __init__(self, app, rules, at: str = ""):
        from game.tichu.engine.rules import TICHU_OPTIONS
        from .description import UI
        words = options_in_words(UI, TICHU_OPTIONS, lambda key: getattr(rules, key))
        super().__init__(app, tr("Rules of Tichu"), [tr(p) for p in TICHU_BRIEF], words,
                         "TICHU_RULES.md", at)
        self.rules_in_force = rules


__all__ = ["TichuPrivacy", "TichuMenu", "TichuRulesScene"]
