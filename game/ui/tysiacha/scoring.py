"""After each deal: each seat's points, made or failed, the changes to the scores and the
marks (zero, barrel, rospisat', golden); then the next deal, or the winner at the end."""
from __future__ import annotations

import pygame

from .. import theme
from ..i18n import personal, seat_name, tr
from ..reasons import signed
from ..widgets import Button
from ..scenes.result_table import Cell, draw_result_table
from ..scenes.base import ButtonScene, row_of
from ..scenes.game_over import GameOverScene, Place
from ..scenes.lessons import LessonResult
from ..scenes.over_table import PageOverTable

MARK_WORDS = {
    "zero": "zero", "zero_penalty": "third zero: penalty", "rospisat": "rospisat'",
    "rospisat_penalty": "rospisat' penalty", "spisat": "spisat'", "barrel_on": "on the barrel",
    "barrel_off": "off the barrel", "barrel_penalty": "barrel penalty", "golden": "golden deal",
    "redeal": "redeal", "winner": "winner",
}


def outcome_line(session, row) -> str:
    names = [seat_name(c.name) for c in session.seats]
    if row.outcome == "redeal":
        return tr("Redeal: the same dealer deals again")
    who = names[row.declarer]
    if row.outcome == "rospisat":
        return personal(who, tr("{name} gave up {n} (rospisat')"),
                        tr("You gave up {n} (rospisat')"), n=row.contract)
    if row.outcome == "spisat":
        return personal(who, tr("{name} gave up {n} (spisat')"),
                        tr("You gave up {n} (spisat')"), n=row.contract)
    if row.made:
        return personal(who, tr("{name} made {n}"), tr("You made {n}"), n=row.contract)
    return personal(who, tr("{name} failed {n}"), tr("You failed {n}"), n=row.contract)


class ScoringScene(PageOverTable, LessonResult, ButtonScene):
    """The deal's result, over the table."""

    opaque = False
    name = "scoring"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.session = table.session
        self.box = pygame.Rect(0, 0, 0, 0)
        self.clock = 0.0
        # the result is the next thing to read: the round's last news ("Vera is out:
        # 2nd") goes, rather than showing half under the page
        table.prompt.news = None
        if self.session.match.finished:
            self.app.sounds.play("win")

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.app.options.demo and self.clock > (3.0 if self.app.speed else 0.0):
            self.next()

    @property
    def row_data(self):
        sheet = self.session.match.sheet
        return sheet[-1] if sheet else None

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        self.box = pygame.Rect(0, 0, min(w - 40, round(1100 * u)),
                               round((262 + 48 * self.session.players) * u))  # (its rows)
        self.box.center = (w // 2, round(h * 0.45))
        finished = self.session.match.finished
        played = bool(self.session.match.deal and self.session.match.deal.tricks)
        last = Button(tr("Results") if finished else tr("Next deal"), self.next, kind="main")
        coach = getattr(self.session, "coach", None)
        if coach is not None:  # a lesson ends at the deal's result
            last = Button(tr("Finish lesson"), self.finish_lesson, kind="main")
            self.box.height += self.lesson_h()
            self.box.center = (w // 2, round(h * 0.45))
        buttons = [Button(tr("Score sheet"), self.sheet), Button(tr("Tricks"), self.tricks),
                   Button(tr("Analysis"), self.analysis, enabled=played, hotkey=pygame.K_a),
                   last]
        out = row_of(buttons, self.box.centerx, self.box.bottom - round(80 * u),
                     round(230 * u), round(56 * u), round(20 * u))
        self.default_focus = 3
        self.cover(self.box)
        return out

    def analysis(self) -> None:
        """The deal with every hand in view: what best play gives, and what each card
        cost (the double-dummy solver, in a worker process)."""
        from .analysis_scene import DealAnalysisScene
        humans = self.session.humans
        viewer = humans[0] if len(humans) == 1 else -1  # hot-seat: each player's below
        self.app.push(DealAnalysisScene(self.app, self.session,
                                        len(self.session.match.deals) - 1, viewer))

    def sheet(self) -> None:
        from .overlays import ScoreSheetScene
        self.app.push(ScoreSheetScene(self.app, self.session))

    def tricks(self) -> None:
        from .tricks_page import TrickHistoryScene
        self.app.push(TrickHistoryScene(self.app, self.table))

    def next(self) -> None:
        if self.session.match.finished:
            self.app.stack.replace(self, WinnerScene(self.app, self.session))
            return
        ready = getattr(self.session, "ready_for_round", None)
        if ready is not None and not ready():  # a networked table: the host deals
            self.table.warn(tr("Waiting for the host to deal…"))
            return
        from .table_scene import start_next_deal
        self.app.stack.pop(self)
        start_next_deal(self.app, self.table, self.app.table_scene())

    def back(self) -> None:
        """Esc: the game menu, as at the table (Next deal is a deliberate click)."""
        from .overlays import InGameMenu
        self.app.push(InGameMenu(self.app, self.table))

    def draw(self, surface: pygame.Surface) -> None:
        row = self.row_data
        if row is None:
            return
        theme.shade(surface, theme.DIM)  # the table beneath, dimmed: this is the deal's result
        if self.covered:  # the score sheet over it: it would cut it
            return
        box = self.box
        theme.panel(surface, box, colour=theme.DIALOG)
        u = max(self.unit, 0.6)
        x0, y = box.x + round(40 * u), box.y + round(28 * u)
        room = box.right - round(40 * u)
        title = self.font(38, True)
        theme.text(surface, title, theme.clipped(title, outcome_line(self.session, row),
                                                 room - x0),
                   (box.centerx, y), theme.GOLD, "midtop", owner=box)
        y += round(70 * u)
        heads = (tr("Player"), tr("Points"), tr("Change"), tr("Score"), tr("Marks"))
        rows = []
        for seat, c in enumerate(self.session.seats):
            pts = row.points[seat]
            delta = row.deltas[seat]
            marks = ", ".join(tr(MARK_WORDS.get(m, m)) for m in row.marks[seat])
            declarer = seat == row.declarer
            rows.append([Cell(seat_name(c.name), theme.GOLD if declarer else theme.INK,
                              bold=declarer, badges=(c.badge(seat),)),
                         Cell("—" if pts is None else str(pts)),
                         Cell(signed(delta),
                              theme.RED if delta < 0 else theme.INK),
                         Cell(str(row.scores[seat]), bold=True),
                         Cell(marks, theme.INK_DIM, small=True)])
        y = draw_result_table(surface, self, box, y, heads, rows, (300, 150, 150, 120))
        small = self.font(20)
        y += round(8 * self.unit)
        for line in self.lesson_lines():
            theme.text(surface, small, line, (x0, y), theme.INK, owner=box)
            y += small.get_linesize()
        self.draw_buttons(surface, 24)


class WinnerScene(GameOverScene):
    """The end of the game: the winner, the final scores, and back to the menu."""

    name = "winner"

    def title(self) -> str:
        names = [seat_name(c.name) for c in self.session.seats]
        winners = self.session.match.winners or ()
        return tr("Winner: {name}").format(name=" & ".join(names[s] for s in winners))

    def standings(self) -> list[Place]:
        m = self.session.match
        seats = self.session.seats
        scores = m.standing.scores
        order = sorted(range(len(seats)), key=lambda s: -scores[s])
        return [Place(rank, seat_name(seats[s].name), str(scores[s]), s in (m.winners or ()),
                      (seats[s].badge(s),))
                for rank, s in enumerate(order, 1)]

    def footer(self) -> str:
        return tr("{n} deals played").format(n=len(self.session.match.sheet))

    def sheet(self) -> None:
        from .overlays import ScoreSheetScene
        self.app.push(ScoreSheetScene(self.app, self.session))

    def start_demo(self) -> None:
        from .demo import start_demo
        start_demo(self.app)
