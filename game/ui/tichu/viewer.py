"""Watching a saved game of Tichu again (`tysiacha view FILE.tichu.yaml`, or Past games in
the menu with Tichu chosen): the table with every hand face up, the first player's at the
bottom, stepped as 1000's viewer steps (scenes/watching.py): by action (→ ←), by trick
(↑ ↓, or Shift with → ←), by round (Page Down, Page Up), to the start (Home) or the end
(End), or played at the animation speed (Space). The score box shows the scores at each
moment; the score sheet is a button away.

The record is replayed through the engine first (game/tichu/records.py): one that breaks
a rule is refused with the line that says where.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from game.tichu.engine.match import Match
from game.tichu.viewing import TichuSteps

from ..i18n import personal, seat_name, tr
from ..reasons import signed
from ..saves import SeatConfig
from ..scenes.watching import Watching
from ..widgets import Button
from .scoring import team_names
from .session import Seating
from .table import TichuTable


class TichuViewSession(Seating):
    """What the table reads of a session, for a game being watched: nobody at it is
    human, every hand is face up."""

    open_hands = True
    humans: list = []
    undo_allowed = False

    def __init__(self, steps: TichuSteps):
        self.steps = steps
        self.match: Match = steps.match_at(0)
        self.seats = [SeatConfig(str(n), False) for n in steps.final.names]  # by player
        self.moves = 0

    def is_human(self, seat: int) -> bool:
        return False

    def legal(self, seat: int) -> list:
        return []


class TichuViewerScene(Watching):
    """The game `steps` (from the file `path`) at Tichu's table, stepped through."""

    name = "tichu-viewer"

    def __init__(self, app, steps: TichuSteps, path: Optional[Path] = None):
        session = TichuViewSession(steps)
        super().__init__(app, steps, session, TichuTable(app, session))
        self.path = path
        self.fit_table()

    def go(self, position: int) -> None:
        super().go(position)
        t = self.table
        if t.dealing is not None:  # the six cards after the Grand Tichu calls: from the
            deck = t.layout.deck_position()  # deck, at once (nothing waits on the deal)
            for card, _ in t.dealing.order:
                t.origins[card] = deck
            t.dealing = None
            t.sync()

    def unit_words(self) -> tuple[str, str]:
        return tr("« Round"), tr("Round »")

    def sheet_heads(self) -> list[str]:
        """The two teams, where they stay together (not in the tournament, where the
        partners change: the Score sheet button then)."""
        if self.session.rules.tournament:
            return []
        return [team_names(self.session, side) for side in (0, 1)]

    def sheet_rows(self) -> list:
        return [(row.scores, row.result.score) for row in self.session.match.sheet]

    def sheet_empty(self) -> str:
        return tr("No round scored yet")

    def resize(self) -> None:
        self.fit_table()
        super().resize()

    def settings_changed(self) -> None:
        self.fit_table()
        super().settings_changed()

    def corner_more(self) -> list[Button]:
        return [Button(tr("Review"), self.open_review, enabled=self._over())]

    def _over(self) -> bool:
        """The round at this position was played to its end (it can be reviewed)."""
        k, _ = self.steps.where(self.position)
        rounds = self.steps.final.rounds
        return k < len(rounds) and rounds[k].over

    def open_review(self) -> None:
        """The round's decisions judged by the Hard AI's playouts, each player's in
        turn (the first player's first)."""
        from .review_scene import RoundReviewScene
        k, _ = self.steps.where(self.position)
        final = self.steps.final
        if not self._over():
            return
        names = [final.names[p] for p in final.seating(k)]
        self.app.push(RoundReviewScene(self.app, final, k, names, range(4)))

    def open_sheet(self) -> None:
        from .scoring import TichuSheetScene
        self.app.push(TichuSheetScene(self.app, self.session))

    def where_words(self, short: bool = False) -> str:
        k, j = self.steps.where(self.position)
        rounds = len(self.steps.final.rounds)
        acts = len(self.steps.round_actions[k]) if rounds else 0
        words = tr("Round {k} of {n}, step {j} of {m}").format(k=k + 1, n=max(1, rounds),
                                                              j=j, m=acts)
        rnd = self.session.round
        sheet = self.session.match.sheet
        if rnd is not None and rnd.over and sheet:
            score = sheet[-1].result.score
            if short:  # the teams in the score box's order
                words += f" · {signed(score[0])} / {signed(score[1])}"
            else:
                words += " · " + ", ".join(
                    f"{team_names(self.session, side)} {signed(score[side])}" for side in (0, 1))
        return words

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, self.table.draw)
        self.draw_bar(surface)


def open_tichu_record(app, path: Path) -> Optional[str]:
    """Put the viewer of the Tichu game in `path` on the stack; the line saying why not
    (the file unreadable, or a step against the rules) when it cannot be watched."""
    try:
        steps = load_steps(path)
    except ValueError as exc:
        return tr("{file} cannot be watched: {why}").format(file=path.name, why=exc)
    app.push(TichuViewerScene(app, steps, path))
    return None


def load_steps(path: Path) -> TichuSteps:
    """The game in `path` laid out to be stepped through; ValueError with the reason (the
    file unreadable, not a record, or a step against the rules)."""
    from game.core.recordfile import RecordError
    from game.tichu.engine.record import ReplayError
    from game.tichu.records import load_match
    try:
        return TichuSteps(load_match(path))
    except (RecordError, ReplayError) as exc:
        raise ValueError(str(exc)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(str(getattr(exc, "strerror", None) or exc)) from None


def tichu_game_summary(path: Path) -> tuple[str, bool]:
    """`2026-11-25 14:02 · Anna, Boris, Vera, Gleb · won by Anna & Vera`, and whether it
    can be watched (else the words say why not)."""
    from game.core.recordfile import RecordError
    from game.tichu.engine.record import ReplayError
    from game.tichu.records import load_match
    from ..scenes.games_list import kept_when
    when = kept_when(path)
    try:
        match = load_match(path)
    except (RecordError, ReplayError, OSError, UnicodeDecodeError) as exc:
        return f"{when} · " + tr("cannot be watched: {why}").format(why=exc), False
    names = ", ".join(seat_name(n) for n in match.names)  # (Вера, for a Vera)
    if not match.winners:
        won = tr("not finished")
    elif len(match.winners) == 4:
        won = tr("A draw")
    else:
        won = personal(" & ".join(seat_name(match.names[p]) for p in match.winners),
                       tr("won by {name}"), tr("won by you"))
    return f"{when} · {names} · {won}", True
