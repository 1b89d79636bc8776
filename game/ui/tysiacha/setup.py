"""1000's new game (the kit's seats round the table, scenes/seat_setup.py): 3 or 4
players, you at the bottom and play going to the left; each seat human or AI (Easy,
Normal, Hard: the `ai_level` setting's Expert is Tichu's) with a name and a badge.

With `resuming`, a saved game whose table file could not say who sits where: the same
seats under the record's names, and Continue goes on with it."""
from __future__ import annotations

from typing import Optional

from game.tysiacha.ai import LEVELS, bot_name

from ..i18n import tr
from ..layout import SPOTS
from ..saves import default_seats
from ..scenes.seat_setup import SeatSetupScene
from ..widgets import Button
from .session import LEVEL_NAMES, SeatConfig, Session


class NewGameScene(SeatSetupScene):
    name = "new-game"
    levels = LEVELS
    level_names = LEVEL_NAMES

    def __init__(self, app, resuming: Optional[Session] = None):
        # the setting is both games': its Expert is Tichu's, 1000's strongest is Hard
        self.level = bot_name(app.settings.ai_level)
        if resuming is None:
            seats = default_seats(4, 1, self.level)
            self.players = app.rules_of("tysiacha").players
        else:
            seats = list(resuming.seats)
            self.players = resuming.players
        super().__init__(app, seats, resuming)

    def count(self) -> int:
        return self.players

    def spots(self):
        return SPOTS[self.players]

    def top_row(self) -> list[Button]:
        counts = [] if self.resuming else [
            Button(tr("3 players"), lambda: self.set_players(3), toggled=self.players == 3),
            Button(tr("4 players"), lambda: self.set_players(4), toggled=self.players == 4)]
        return counts + super().top_row()

    def default_seats(self) -> list[SeatConfig]:
        return default_seats(4, 1, self.level)

    def set_players(self, n: int) -> None:
        self.players = n
        self.layout()

    def start(self) -> None:
        from .table_scene import open_session
        if self.resuming:
            session = self.resuming.reseated(self.chosen_seats())
            self.app.stack.pop(self)
            open_session(self.app, session, replace=self.app.stack.top)
            return
        rules = self.app.rules_of("tysiacha")
        if rules.players != self.players:
            rules = rules.with_changes(players=self.players)
        session = Session.new(rules, self.chosen_seats(), self.app.save_dir,
                              self.app.options.seed)
        self.app.stack.pop(self)
        menu = self.app.stack.top
        open_session(self.app, session, replace=menu)


__all__ = ["NewGameScene"]
