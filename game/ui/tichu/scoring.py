"""The end of a round of Tichu and of the game: the round's result over the table (each
team's card points, the calls made or failed, a double win, the score change), the score
sheet of every round, and the winners; as 1000's scoring.py."""
from __future__ import annotations

import pygame

from game.tichu.engine.cards import points_of
from game.tichu.engine.round import partner

from .. import theme
from ..i18n import seat_name, tr
from ..reasons import signed
from ..scenes.base import ButtonScene, row_of
from ..scenes.result_table import Cell, draw_result_table, row_height, sheet_rows
from ..scenes.game_over import GameOverScene, Place
from ..scenes.lessons import LessonResult
from ..scenes.over_table import PageOverTable, ScrollScene, line
from ..widgets import Button


def team_names(session, side: int, seating=None) -> str:
    seat = side
    return f"{seat_name(session.name(seat))} & {seat_name(session.name(partner(seat)))}"


def call_words(session, calls) -> list[str]:
    out = []
    for seat, kind, made in calls:
        what = tr("Grand Tichu") if kind == "grand" else tr("Tichu")
        worth = 200 if kind == "grand" else 100
        said = tr("{name}: {call} made, +{n}") if made else tr("{name}: {call} failed, −{n}")
        out.append(said.format(name=seat_name(session.name(seat)), call=what, n=worth))
    return out


class TichuScoringScene(PageOverTable, LessonResult, ButtonScene):
    """The round's result over the table: each team's card points, the calls made or
    failed, a double win, and the score change; then the next round, or the end."""

    opaque = False
    name = "tichu-scoring"

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
        if self.app.options.demo and self.clock > (3.5 if self.app.speed else 0.0):
            self.next()

    def lines(self) -> list[tuple[str, tuple]]:
        """(text, colour) lines under the result's table: a double win, the calls, the
        tournament's winning points."""
        sheet = self.session.match.sheet
        if not sheet:
            return []
        row = sheet[-1]
        res = row.result
        s = self.session
        out = []
        if res.double_win is not None:
            out.append((tr("Double win for {team}: 200, no cards counted").format(
                team=team_names(s, res.double_win)), theme.GOLD))
        else:
            handed = self.handed_over()
            if handed:
                out.append((handed, theme.INK))
        for said in call_words(s, res.calls):
            out.append((said, (150, 235, 150) if "+" in said else (255, 140, 130)))
        if s.rules.tournament and row.win_points:
            pts = ", ".join(f"{seat_name(s.seats[p].name)} {row.win_points[p]}" for p in range(4))
            out.append((tr("Winning points this round: {list}").format(list=pts), theme.INK))
        return out

    def handed_over(self) -> str:
        """What the last player handed over (T23): the tricks they won to the first player
        out, the cards left in their hand to the opponents, each with its card points; ""
        where the round is not there to tell (or does not add up to the result's)."""
        m = self.session.match
        k = len(m.sheet) - 1
        res = m.sheet[-1].result
        if len(res.out) != 3 or len(m.rounds) <= k or not m.rounds[k].over:
            return ""
        rnd = m.rounds[k]
        first = res.out[0]
        last = next(seat for seat in range(4) if seat not in res.out)
        tricks, hand = points_of(rnd.won[last]), points_of(rnd.hands[last])
        held = [points_of(w) for w in rnd.won]
        held[first] += tricks
        held[last] = 0
        sides = [held[0] + held[2], held[1] + held[3]]
        sides[1 - last % 2] += hand
        if tuple(sides) != tuple(res.card_points):
            return ""
        return tr("Last out: {name}; tricks ({n}) to {other}, hand ({m}) to {team}").format(
            name=seat_name(self.session.name(last)), n=tricks,
            other=seat_name(self.session.name(first)), m=hand,
            team=team_names(self.session, 1 - last % 2))

    def result(self) -> tuple[list[str], list[list[Cell]]]:
        """The result's table, as 1000's deal result: a row per team."""
        row = self.session.match.sheet[-1]
        res = row.result
        s = self.session
        heads = [tr("Team"), tr("Card points"), tr("Change"), tr("Score")]
        rows = []
        for side in (0, 1):
            won = res.score[side] > res.score[1 - side]
            pts = "—" if res.double_win is not None else str(res.card_points[side])
            change = res.score[side]
            badges = (s.emblem(side), s.emblem(partner(side)))
            rows.append([Cell(team_names(s, side), theme.GOLD if won else theme.INK, bold=won,
                              badges=badges),
                         Cell(pts),
                         Cell(signed(change),
                              theme.RED if change < 0 else theme.INK),
                         Cell(str(row.scores[side]), bold=True)])
        return heads, rows

    def out_line(self) -> str:
        res = self.session.match.sheet[-1].result
        order = ", ".join(f"{i}. {seat_name(self.session.name(seat))}"
                          for i, seat in enumerate(res.out, 1))
        return tr("Out: {order}").format(order=order)

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        n = len(self.lines()) + 1  # and the order out
        f = self.font(24)
        table = round(44 * u) + 2 * row_height(self)
        self.box = pygame.Rect(0, 0, min(w - 40, round(1150 * u)),
                               round(180 * u) + table + n * f.get_linesize() + round(60 * u))
        self.box.center = (w // 2, round(h * 0.45))
        finished = self.session.match.finished
        last = Button(tr("Results") if finished else tr("Next round"), self.next, kind="main")
        if getattr(self.session, "coach", None) is not None:  # a lesson ends at the result
            last = Button(tr("Finish lesson"), self.finish_lesson, kind="main")
            self.box.height += self.lesson_h()
            self.box.center = (w // 2, round(h * 0.45))
        buttons = [Button(tr("Score sheet"), self.sheet),
                   Button(tr("Review"), self.review, hotkey=pygame.K_r), last]
        out = row_of(buttons, self.box.centerx, self.box.bottom - round(80 * u),
                     round(260 * u), round(56 * u), round(20 * u))
        self.default_focus = 2
        self.cover(self.box)
        return out

    def review(self) -> None:
        """The round's decisions of the player at the screen (each human's, in hot-seat)
        judged by the Hard AI's playouts (game/tichu/review.py, in the worker)."""
        from .review_scene import RoundReviewScene
        s = self.session
        k = len(s.match.rounds) - 1
        self.app.push(RoundReviewScene(self.app, s.match, k, [s.name(x) for x in range(4)],
                                       s.humans or range(4)))

    def sheet(self) -> None:
        self.app.push(TichuSheetScene(self.app, self.session))

    def next(self) -> None:
        if self.session.match.finished:
            self.app.stack.replace(self, TichuGameOver(self.app, self.session))
            return
        ready = getattr(self.session, "ready_for_round", None)
        if ready is not None and not ready():  # a networked table: the host deals
            self.table.warn(tr("Waiting for the host to deal the next round…"))
            return
        from .table_scene import TichuTableScene, next_round
        self.app.stack.pop(self)
        scene = next((s for s in reversed(self.app.stack.scenes)
                      if isinstance(s, TichuTableScene)), None)
        if scene is not None:
            next_round(self.app, self.table, scene)

    def back(self) -> None:
        from .overlays import TichuMenu
        self.app.push(TichuMenu(self.app, self.table))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.session.match.sheet:
            return
        theme.shade(surface, theme.DIM)
        if self.covered:  # the score sheet over it: it would cut it
            return
        box = self.box
        theme.panel(surface, box, colour=theme.DIALOG)
        u = max(self.unit, 0.6)
        title = self.font(38, True)
        k = len(self.session.match.sheet)
        theme.text(surface, title, tr("Round {n}").format(n=k),
                   (box.centerx, box.y + round(26 * u)), theme.GOLD, "midtop", owner=box)
        f = self.font(24)
        x = box.x + round(40 * u)
        room = box.width - round(80 * u)
        y = box.y + round(26 * u) + title.get_linesize() + round(14 * u)
        theme.text(surface, f, theme.clipped(f, self.out_line(), room), (x, y), theme.INK_DIM,
                   owner=box)
        y += f.get_linesize() + round(12 * u)
        heads, rows = self.result()
        y = draw_result_table(surface, self, box, y, heads, rows, (420, 200, 150))
        for words, colour in self.lines():
            theme.text(surface, f, theme.clipped(f, words, room), (x, y), colour, owner=box)
            y += f.get_linesize()
        small = self.font(20)
        y += round(4 * u)
        for words in self.lesson_lines():
            theme.text(surface, small, words, (x, y), theme.INK, owner=box)
            y += small.get_linesize()
        self.draw_buttons(surface, 24)


class TichuSheetScene(ScrollScene):
    """Every round: its change and the totals, the calls, a double win."""

    name = "tichu-sheet"
    fit = True

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.title = tr("Score sheet")

    def rows(self) -> list:
        s = self.session
        f = self.font(22)
        sheet = s.match.sheet
        out = []
        if not s.rules.tournament:
            def team(side: int) -> Cell:
                return Cell(team_names(s, side), theme.GOLD, bold=True,
                            badges=(s.emblem(side), s.emblem(partner(side))))
            heads = [Cell("#", theme.INK_DIM, bold=True), team(0), team(1),
                     Cell(tr("Calls and notes"), theme.INK_DIM, bold=True)]
            body = []
            for k, row in enumerate(sheet, 1):
                res = row.result
                notes = call_words(s, res.calls)
                if res.double_win is not None:
                    notes.insert(0, tr("double win"))
                body.append([Cell(str(k), theme.INK_DIM)] +
                            [Cell(f"{row.scores[side]} ({signed(res.score[side])})",
                                  theme.RED if res.score[side] < 0 else theme.INK)
                             for side in (0, 1)] +
                            [Cell("; ".join(notes), theme.INK_DIM)])
            out = sheet_rows(self, heads, body, (70, 340, 340, 0))  # the notes stretch
        else:  # a column per player (the badge follows them): each round's winning
            # points and Tichu points, the totals last
            m = s.match
            heads = [Cell("#", theme.INK_DIM, bold=True)] + [
                Cell(seat_name(c.name), theme.GOLD, bold=True,
                     badges=(c.badge(p),)) for p, c in enumerate(s.seats)]
            body = [[Cell(str(k), theme.INK_DIM)] +
                    [Cell(f"{row.win_points[p]} / {row.tichu_points[p]}") for p in range(4)]
                    for k, row in enumerate(sheet, 1)]
            if sheet:
                body.append([Cell("Σ", theme.GOLD, bold=True)] +
                            [Cell(f"{m.win_points[p]} / {m.tichu_points[p]}", theme.GOLD,
                                  bold=True) for p in range(4)])
            out.append(line(f, tr("Winning points / Tichu points"), theme.INK_DIM))
            out += sheet_rows(self, heads, body, (70, 340, 340, 340, 340))
        if not sheet:
            out.append(line(f, tr("No round has been scored yet."), theme.INK_DIM))
        return out


class TichuGameOver(GameOverScene):
    """The end of the game: the winners, the final scores (in the tournament each
    player's winning and Tichu points), and back to the menu."""

    name = "tichu-game-over"

    def title(self) -> str:
        m = self.session.match
        winners = m.winners or ()
        if len(winners) == 4:
            return tr("A draw")
        names = [seat_name(c.name) for c in self.session.seats]
        return tr("Winners: {names}").format(names=" & ".join(names[p] for p in winners))

    def standings(self) -> list[Place]:
        m = self.session.match
        seats = self.session.seats
        names = [seat_name(c.name) for c in seats]
        winners = m.winners or ()
        if self.session.rules.tournament:
            order = sorted(range(4), key=lambda p: (-m.win_points[p], -m.tichu_points[p]))
            return [Place(rank, names[p], f"{m.win_points[p]} / {m.tichu_points[p]}",
                          p in winners, (seats[p].badge(p),))
                    for rank, p in enumerate(order, 1)]
        sides = sorted((0, 1), key=lambda sd: -m.scores[sd])
        return [Place(1 if m.scores[side] == m.scores[sides[0]] else 2,
                      f"{names[side]} & {names[side + 2]}", str(m.scores[side]),
                      side in winners, (seats[side].badge(side), seats[side + 2].badge(side + 2)))
                for side in sides]

    def footer(self) -> str:
        return tr("{n} rounds played").format(n=len(self.session.match.sheet))

    def sheet(self) -> None:
        self.app.push(TichuSheetScene(self.app, self.session))

    def start_demo(self) -> None:
        from .demo import start_tichu_demo
        start_tichu_demo(self.app)


__all__ = ["TichuScoringScene", "TichuSheetScene", "TichuGameOver", "team_names",
           "call_words"]
