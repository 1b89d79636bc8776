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

from .. import theme
from ..i18n import personal, tr
from ..layout import min_text
from ..saves import SeatConfig
from ..scenes.base import fit_row
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
        self.table.sync(instant=True)

    def go(self, position: int) -> None:
        super().go(position)
        t = self.table
        if t.dealing is not None:  # the six cards after the Grand Tichu calls: from the
            deck = t.layout.deck_position()  # deck, at once (nothing waits on the deal)
            for card, _ in t.dealing.order:
                t.origins[card] = deck
            t.dealing = None
            t.sync()

    def build(self) -> list[Button]:
        lay = self.table.layout
        box, row = self._placed()
        font = self.app.fonts.get(lay.font_small)
        fit_row(row, font, box.centerx, box.bottom - lay.button_h - lay.margin // 2,
                box.width - lay.margin, lay.button_h, max(4, lay.margin // 2),
                least=lay.button_h)
        corner = [Button(tr("Close"), self.back), Button(tr("Score sheet"), self.open_sheet)]
        small = self.app.fonts.get(min_text(self.app.screen_size[1]))
        rects = lay.corner_rects([small.size(b.label)[0] + 2 * lay.corner_pad
                                  for b in corner])
        for b, r in zip(corner, rects):
            b.rect = r
        self.default_focus = 3
        return row + corner

    def controls_box(self) -> pygame.Rect:
        return self._placed()[0]

    def _placed(self) -> tuple[pygame.Rect, list[Button]]:
        """The box above the bottom hand, where the table's own buttons go, with a line
        over the step buttons that says where in the game this is; and the buttons, with
        their words, or in a small window, where the player's plate is beside them, as
        signs only (« ‹‹ ‹ Play › ›› »)."""
        lay = self.table.layout
        m, gap = lay.margin, max(4, lay.margin // 2)
        font, bold = self.app.fonts.get(lay.font_small), self.app.fonts.get(lay.font_small, True)
        pad = max(8, lay.button_h // 3)
        height = lay.button_h + lay.line + 2 * m
        bottom = lay.hand_top() - m
        plate = lay.plate_rect(0)
        room = lay.width - 2 * m
        if plate.top < bottom and plate.bottom > bottom - height:  # the plate beside it
            room = lay.width - 2 * (plate.right + 2 * m)
        for row in (self.step_buttons(tr("« Round"), tr("Round »")), self._signs()):
            need = sum(max(lay.button_h, font.size(b.label)[0] + 2 * pad) for b in row) \
                + gap * (len(row) - 1) + m
            if need <= room:
                break
        want = max(need, lay.button_h * 16, bold.size(self.where_words())[0] + 2 * m)
        width = min(room, want)
        return pygame.Rect(lay.width // 2 - width // 2, bottom - height, width, height), row

    def _signs(self) -> list[Button]:
        row = self.step_buttons("«", "»")
        row[1].label, row[5].label = "‹‹", "››"
        return row

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
                words += f" · {score[0]:+d} / {score[1]:+d}"
            else:
                words += " · " + ", ".join(
                    f"{team_names(self.session, side)} {score[side]:+d}" for side in (0, 1))
        return words

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        t.draw(surface)
        lay = t.layout
        box = self.controls_box()
        theme.panel(surface, box)
        f = self.app.fonts.get(lay.font_small, True)
        words = self.where_words()
        if f.size(words)[0] > box.width - lay.margin:
            words = self.where_words(short=True)
        theme.text(surface, f, theme.clipped(f, words, box.width - lay.margin),
                   (box.centerx, box.y + lay.margin // 2), theme.GOLD, "midtop", owner=box)
        self.draw_buttons(surface, lay.font_small)


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
    names = ", ".join(match.names)
    if not match.winners:
        won = tr("not finished")
    elif len(match.winners) == 4:
        won = tr("A draw")
    else:
        won = personal(" & ".join(match.names[p] for p in match.winners), tr("won by {name}"),
                       tr("won by you"))
    return f"{when} · {names} · {won}", True
