"""Watching a saved game of 1000 again (`tysiacha view FILE`, or Past games in the menu):
the table with every hand face up, stepped forward and back by action (→ ←), by trick
(↑ ↓, or Shift with → ←) or by deal (Page Down, Page Up), from the start (Home) to the end
(End), or played at the animation speed (Space); the score box shows the scores at each
moment, the score sheet and each deal's analysis are a button away.

The record is replayed through the engine first (game/tysiacha/viewing.py): one that
breaks a rule is refused with the line that says where. A step forward is the engine's
action, shown as the table shows a move; a step back or a jump puts the game at that
position and the cards fly to their places.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from game.tysiacha.engine.match import Match
from game.tysiacha.engine.observation import Observation, observe
from game.tysiacha.viewing import GameSteps

from ..i18n import personal, seat_name, tr
from ..saves import SeatConfig
from ..scenes.watching import Watching
from ..widgets import Button
from .panels import draw_panels
from .scoring import outcome_line
from .table import Table


class ViewSession:
    """What the table reads of a session, for a game being watched: nobody at it is
    human, every hand is face up."""

    open_hands = True
    humans: list = []
    undo_allowed = False

    def __init__(self, steps: GameSteps):
        self.steps = steps
        self.match: Match = steps.match_at(0)
        self.seats = [SeatConfig(str(n), False) for n in steps.record.players]
        self.moves = 0

    @property
    def rules(self):
        return self.match.rules

    @property
    def players(self) -> int:
        return self.match.rules.players

    def is_human(self, seat: int) -> bool:
        return False

    def observation(self, seat: int) -> Observation:
        return observe(self.match, seat)


class ViewerScene(Watching):
    """The game `steps` (from the file `path`) at the table, stepped through."""

    name = "viewer"

    def __init__(self, app, steps: GameSteps, path: Optional[Path] = None):
        session = ViewSession(steps)
        super().__init__(app, steps, session, Table(app, session))
        self.path = path
        self.fit_table()

    # ------------------------------------------------------------ what it says
    def unit_words(self) -> tuple[str, str]:
        return tr("« Deal"), tr("Deal »")

    def corner_more(self) -> list[Button]:
        return [Button(tr("Analysis"), self.open_analysis, enabled=self._played())]

    def where_words(self, short: bool = False) -> str:
        k, j = self.steps.where(self.position)
        deals = len(self.steps.record.deals)
        words = tr("Deal {k} of {n}, step {j} of {m}").format(
            k=k + 1, n=max(1, deals), j=j, m=len(self.steps.deal_actions[k]) if deals else 0)
        deal = self.session.match.deal
        if deal is not None and deal.over and self.session.match.sheet and not short:
            words += " · " + outcome_line(self.session, self.session.match.sheet[-1])
        return words

    def sheet_heads(self) -> list[str]:
        return [c.name for c in self.session.seats]

    def sheet_rows(self) -> list:
        return [(row.scores, row.deltas) for row in self.session.match.sheet]

    def _played(self) -> bool:
        k, _ = self.steps.where(self.position)
        deals = self.steps.final.deals
        return k < len(deals) and bool(deals[k].tricks)

    def open_sheet(self) -> None:
        from .overlays import ScoreSheetScene
        self.app.push(ScoreSheetScene(self.app, self.session))

    def open_analysis(self) -> None:
        from .analysis_scene import DealAnalysisScene
        k, _ = self.steps.where(self.position)
        whole = _Watched(self.steps.final, self.session.seats)
        self.app.push(DealAnalysisScene(self.app, whole, k, viewer=-1))

    def resize(self) -> None:
        self.fit_table()
        super().resize()

    def settings_changed(self) -> None:
        self.table.tween.speed = self.app.speed
        self.fit_table()
        self.table.sync()
        super().settings_changed()

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.table

        def table(s: pygame.Surface) -> None:
            t.draw(s)
            draw_panels(s, self.app, t)
        self.draw_table(surface, table)
        self.draw_bar(surface)


class _Watched:
    """The finished game, as the analysis page reads a session."""

    def __init__(self, match: Match, seats):
        self.match, self.seats = match, seats


def open_record(app, path: Path) -> Optional[str]:
    """Put the viewer of the game in `path` on the stack; the line saying why not (the
    file unreadable, or a step against the rules) when it cannot be watched."""
    from game.core.recordfile import RecordError
    from game.tysiacha.engine.record import ReplayError
    from game.tysiacha.records import load_record
    try:
        steps = GameSteps(load_record(path))
    except (RecordError, ReplayError) as exc:
        return tr("{file} cannot be watched: {why}").format(file=path.name, why=exc)
    except (OSError, UnicodeDecodeError) as exc:
        return tr("{file} cannot be watched: {why}").format(
            file=path.name, why=getattr(exc, "strerror", None) or exc)
    app.push(ViewerScene(app, steps, path))
    return None


# ---------------------------------------------------------------- the list of games
def game_summary(path: Path) -> tuple[str, bool]:
    """`2026-11-25 14:02 · Anna, Boris, Vera · won by Vera`, and whether it can be
    watched (else the words say why not)."""
    from game.core.recordfile import RecordError
    from game.tysiacha.engine.record import ReplayError
    from game.tysiacha.engine.replay import replay
    from game.tysiacha.records import load_record
    from ..scenes.games_list import kept_when
    when = kept_when(path)
    try:
        record = load_record(path)
        match = replay(record)
    except (RecordError, ReplayError, OSError, UnicodeDecodeError) as exc:
        return f"{when} · " + tr("cannot be watched: {why}").format(why=exc), False
    names = ", ".join(seat_name(n) for n in record.players)  # (Вера, for a Vera)
    if match.winners:
        won = personal(" & ".join(seat_name(record.players[s]) for s in match.winners),
                       tr("won by {name}"), tr("won by you"))
    else:
        won = tr("not finished")
    return f"{when} · {names} · {won}", True
