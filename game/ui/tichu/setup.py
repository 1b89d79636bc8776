"""Tichu's new game (the kit's seats round the table, scenes/seat_setup.py): the four
seats (you at the bottom, the partner opposite, the opponents left and right), each
human or AI (Easy, Normal, Hard, Expert) with a name and a badge, and the game's length:
to a score, a fixed number of rounds, or the tournament (T27, T28), starting from the
Tichu options and for this game only.

With `resuming`, a saved game whose table file could not say who sits where: the same
seats under the record's names, and Continue goes on with that game."""
from __future__ import annotations

from typing import Optional

from game.tichu.engine.rules import TICHU_OPTIONS_BY_KEY, TichuRules

from ..i18n import tr
from ..saves import SeatConfig
from ..scenes.base import row_of
from ..scenes.seat_setup import SeatSetupScene
from ..widgets import Button
from .session import LEVEL_NAMES, LEVELS, TichuSession, default_seats

LENGTHS = ("score", "rounds", "tournament")  # how the game's length is set (T27, T28)
SPOTS = ("bottom", "right", "top", "left")  # seat 1 at the bottom, play goes to the right


def seat_label(seat: int) -> str:
    return (tr("Seat {n}"), tr("Seat {n} · right opponent"), tr("Seat {n} · partner"),
            tr("Seat {n} · left opponent"))[seat].format(n=seat + 1)


def length_of(rules: TichuRules) -> str:
    return "tournament" if rules.tournament else "rounds" if rules.rounds else "score"


class TichuSetupScene(SeatSetupScene):
    name = "tichu-setup"
    levels = LEVELS
    level_names = LEVEL_NAMES

    def __init__(self, app, resuming: Optional[TichuSession] = None):
        level = app.settings.ai_level
        self.level = level if level in LEVELS else "normal"
        seats = default_seats(1, self.level) if resuming is None else list(resuming.seats)
        super().__init__(app, seats, resuming)
        rules = app.rules_of("tichu") if resuming is None else resuming.rules
        self.length = length_of(rules)
        self.target = rules.target
        rounds = [v for v in TICHU_OPTIONS_BY_KEY["rounds"].values if v]
        self.rounds = rules.rounds or (8 if 8 in rounds else rounds[0])

    # ------------------------------------------------------------ the kit's questions
    def spots(self):
        return SPOTS

    def seat_label(self, s: int) -> str:
        return seat_label(s)

    def ours(self, s: int) -> bool:
        return s % 2 == 0  # seat 1's team: seats 1 and 3

    def title(self) -> str:
        return tr("Who sits where?") if self.resuming else tr("New game of Tichu")

    def hint(self) -> str:
        return tr("Partners sit opposite; play goes to the right.")

    def default_seats(self) -> list[SeatConfig]:
        return default_seats(1, self.level)

    # ------------------------------------------------------------ the game chosen
    def rules(self) -> TichuRules:
        """The Tichu options with this game's length."""
        rules = self.app.rules_of("tichu")
        if self.length == "tournament":
            return rules.with_changes(tournament=True)
        if self.length == "rounds":
            return rules.with_changes(tournament=False, rounds=self.rounds)
        return rules.with_changes(tournament=False, rounds=0, target=self.target)

    def rows_under(self, y: int, height: int, gap: int) -> list[Button]:
        if self.resuming:  # a saved game keeps its length
            return []
        u = max(self.unit, 0.6)
        names = {"score": tr("To a score"), "rounds": tr("Fixed rounds"),
                 "tournament": tr("Tournament")}
        buttons = [Button(names[k], lambda k=k: self.set_length(k), toggled=self.length == k)
                   for k in LENGTHS]
        if self.length == "score":
            buttons.append(Button(tr("To {n} points").format(n=self.target),
                                  lambda: self.cycle("target")))
        elif self.length == "rounds":
            buttons.append(Button(tr("Rounds: {n}").format(n=self.rounds),
                                  lambda: self.cycle("rounds")))
        w = self.app.screen_size[0]
        width = min(round(250 * u), (round(w * 0.94) - 3 * gap) // 4)
        return row_of(buttons, w // 2, y, width, height, gap)

    def line_under(self) -> str:
        if self.resuming:
            return ""
        if self.length == "tournament":
            return tr("9 rounds; partners change every 3 rounds; no Grand Tichu.")
        if self.length == "rounds":
            return tr("Exactly this many rounds, whatever the scores.")
        return tr("The game ends when a team reaches the score.")

    def set_length(self, length: str) -> None:
        self.length = length
        self.layout()

    def cycle(self, key: str) -> None:
        values = sorted(v for v in TICHU_OPTIONS_BY_KEY[key].values if v)
        cur = getattr(self, key)
        i = values.index(cur) if cur in values else -1
        setattr(self, key, values[(i + 1) % len(values)])
        self.layout()

    def cannot_start(self) -> str:
        if not any(c.human for c in self.seats):
            return tr("At least one seat must be human: make a seat Human to start.")
        return ""

    def start(self) -> None:
        if self.cannot_start():
            return
        from .table_scene import open_tichu
        if self.resuming:
            session = self.resuming.reseated(self.chosen_seats())
            self.app.stack.pop(self)
            open_tichu(self.app, session, replace=self.app.stack.top)
            return
        session = TichuSession.new(self.rules(), self.chosen_seats(), self.app.save_dir,
                                   self.app.options.seed)
        self.app.stack.pop(self)
        menu = self.app.stack.top
        open_tichu(self.app, session, replace=menu)


__all__ = ["TichuSetupScene", "LENGTHS", "length_of"]
