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

from .. import theme
from ..i18n import personal, tr
from ..saves import SeatConfig
from ..scenes.base import fit_row
from ..scenes.watching import Watching
from ..widgets import Button
from .panels import draw_panels
from .scoring import outcome_line
from ..layout import min_text
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
        self.table.beside = self.sheet_width()
        self.table.resize()

    # ------------------------------------------------------------ controls
    def build(self) -> list[Button]:
        lay = self.table.layout
        row = self.step_buttons(tr("« Deal"), tr("Deal »"))
        box = self.controls_box()
        font = self.app.fonts.get(lay.font_small)
        fit_row(row, font, box.centerx, box.bottom - lay.button_h, box.width, lay.button_h,
                max(4, lay.margin // 2), least=lay.button_h)
        corner = [Button(tr("Close"), self.back), Button(tr("Score sheet"), self.open_sheet),
                  Button(tr("Analysis"), self.open_analysis, enabled=self._played())]
        small = self.app.fonts.get(min_text(self.app.screen_size[1]))
        rects = lay.corner_rects([small.size(b.label)[0] + 2 * lay.corner_pad
                                  for b in corner])
        for b, r in zip(corner, rects):
            b.rect = r
        self.default_focus = 3
        return row + corner

    def controls_box(self) -> pygame.Rect:
        """Above the bottom hand: where the step buttons go, with a line over them that
        says where in the game this is."""
        lay = self.table.layout
        box = lay.dialog_rect(8.1, 1.0)
        line = self.app.fonts.get(lay.font_small, True).get_linesize()
        return box.inflate(0, line + lay.margin // 2).move(0, -(line + lay.margin // 2) // 2)

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

    def sheet_width(self) -> int:
        """The score sheet beside the table, where the window is wide enough to keep the
        table at its size (else it is the Score sheet button only)."""
        w, h = self.app.screen_size
        if w < 1200 or w < 1.45 * h:
            return 0
        return round(min(w * 0.22, h * 0.42))

    def resize(self) -> None:
        self.table.beside = self.sheet_width()
        self.table.resize()
        super().resize()

    def settings_changed(self) -> None:
        self.table.tween.speed = self.app.speed
        self.table.beside = self.sheet_width()
        self.table.resize()
        self.table.sync()
        super().settings_changed()

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        t.draw(surface)
        draw_panels(surface, self.app, t)
        lay = t.layout
        k, j = self.steps.where(self.position)
        deals = len(self.steps.record.deals)
        words = tr("Deal {k} of {n}, step {j} of {m}").format(
            k=k + 1, n=max(1, deals), j=j, m=len(self.steps.deal_actions[k]) if deals else 0)
        deal = self.session.match.deal
        if deal is not None and deal.over and self.session.match.sheet:
            words += " · " + outcome_line(self.session, self.session.match.sheet[-1])
        f = self.app.fonts.get(lay.font_small, True)
        box = self.controls_box()
        theme.text(surface, f, theme.clipped(f, words, box.width), (box.centerx, box.y),
                   theme.GOLD, "midtop")
        self.draw_buttons(surface, lay.font_small)
        if t.beside:
            self.draw_sheet(surface)

    def draw_sheet(self, surface: pygame.Surface) -> None:
        """The score sheet as it stands at this moment of the game, beside the table: a
        row per deal scored (the latest at the bottom, as many as fit), the scores after
        it and the change."""
        lay = self.table.layout
        w, h = self.app.screen_size
        m = lay.margin
        box = pygame.Rect(lay.width, m, w - lay.width - m, h - 2 * m)
        theme.panel(surface, box)
        fb = self.app.fonts.get(lay.font_small, True)
        f = self.app.fonts.get(min_text(h))
        pad = m
        x, y = box.x + pad, box.y + pad
        theme.text(surface, fb, tr("Score sheet"), (x, y), theme.GOLD, owner=box)
        y += fb.get_linesize() + m // 2
        names = [c.name for c in self.session.seats]
        first = f.size("30")[0] + m
        col = max(1, (box.width - 2 * pad - first) // len(names))
        # each head whole: in the bold font if every name fits its column, else in the
        # small one, wrapped to two lines where it must ("Normal" / "AI 2"), so that the
        # players can be told apart
        font = fb if all(fb.size(n)[0] <= col - 6 for n in names) else f
        heads = []
        for n in names:
            lines = theme.wrap(font, n, col - 6)
            if len(lines) > 2:  # the second line keeps the name's end, which tells apart
                rest = " ".join(lines[1:])
                while len(rest) > 1 and font.size("…" + rest)[0] > col - 6:
                    rest = rest[1:]
                lines = [lines[0], "…" + rest.lstrip()]
            heads.append(lines)
        for i, lines in enumerate(heads):
            for j, ln in enumerate(lines):
                theme.text(surface, font, theme.clipped(font, ln, col - 6),
                           (x + first + i * col, y + j * font.get_linesize()), theme.INK,
                           owner=box)
        y += font.get_linesize() * max(len(h) for h in heads) + 4
        sheet = self.session.match.sheet
        step = f.get_linesize() * 2 + 4
        room = max(1, (box.bottom - pad - y) // step)
        for k, row in list(enumerate(sheet, 1))[-room:]:
            theme.text(surface, f, str(k), (x, y), theme.INK_DIM, owner=box)
            for i in range(len(names)):
                d = row.deltas[i]
                colour = theme.RED if d < 0 else theme.INK
                theme.text(surface, f, str(row.scores[i]), (x + first + i * col, y), colour,
                           owner=box)
                if d:
                    theme.text(surface, f, f"{d:+d}", (x + first + i * col, y + step // 2 - 2),
                               theme.INK_DIM, owner=box)
            y += step
        if not sheet:
            theme.text(surface, f, tr("No deal scored yet"), (x, y), theme.INK_DIM, owner=box)


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
    names = ", ".join(record.players)
    if match.winners:
        won = personal(" & ".join(record.players[s] for s in match.winners),
                       tr("won by {name}"), tr("won by you"))
    else:
        won = tr("not finished")
    return f"{when} · {names} · {won}", True
