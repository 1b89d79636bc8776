"""A round of Tichu reviewed (game/tichu/review.py: the Hard AI's playouts as a teacher), a
page over the table, as 1000's deal analysis: the decisions of one player that the
playouts rate as costly, the worst first, each a row with the move made and the move
the Hard AI prefers drawn as cards, and the points at stake; a kind line when nothing
was costly. Where more than one player may be reviewed (hot-seat, the viewer), *Next
player* goes round them.

The decisions are judged one by one in the pages' worker process (game/ui/background.py),
so the table stays responsive and the page counts them as they come back. The review is
kept, so the page opens at once the next time.
"""
from __future__ import annotations

from typing import Optional, Sequence

import pygame

from game.tichu.review import Budget, Judgement, Review, assemble, decisions, judge, \
    round_record

from .. import background, canvas, theme
from ..i18n import named, personal, seat_name, tr, tr_count
from ..scenes.over_table import ScrollScene, line
from ..widgets import Button
from .deck import DECK
from .words import combination_words, play_cards, rank_word

BUDGET = Budget()  # the Hard AI's own budget of playouts a decision (search.py)
SEED = 0

_reviews: dict = {}  # (round, seat, budget) -> Reviewing, for opening the page again


def stop_reviews() -> None:
    """The game is closing: drop the reviews under way rather than wait for them."""
    background.stop()
    _reviews.clear()


class Reviewing:
    """One seat's review of one round on its way: `review()` is None until every
    decision is back; `done` and `total` count them."""

    def __init__(self, record, seat: int, budget: Budget):
        self.seat = seat
        self.error: Optional[str] = None
        self._review: Optional[Review] = None
        try:
            found = decisions(record, seat)
        except ValueError as exc:  # (a record the engine refuses: said on the page)
            self.error, found = str(exc), []
        self.batch = background.Batch(judge, [(record, seat, d, budget, SEED) for d in found])

    @property
    def done(self) -> int:
        return self.batch.done

    @property
    def total(self) -> int:
        return self.batch.total

    def review(self) -> Optional[Review]:
        if self._review is None and self.error is None:
            self.batch.poll()
            self.error = self.batch.error
            got = self.batch.results
            if got is not None and self.error is None:
                self._review = assemble(self.seat, got)
        return self._review


def reviewing(rnd, seat: int, budget: Optional[Budget] = None) -> Reviewing:
    """The review of round `rnd` for `seat` (with BUDGET unless told): the one under way
    or done, or a new one."""
    budget = budget or BUDGET
    record = round_record(rnd)
    key = (record, seat, budget)
    job = _reviews.get(key)
    if job is None or job.error:
        job = _reviews[key] = Reviewing(record, seat, budget)
        while len(_reviews) > 32:
            _reviews.pop(next(iter(_reviews)))
    return job


# ---------------------------------------------------------------------- in words
def option_words(kind: str, option: tuple, names: Sequence[str]) -> tuple[list[int], str]:
    """An option of a decision as (its cards, in the order drawn; the words under them)."""
    if not option:
        return [], tr("No bomb") if kind == "bomb" else tr("No Tichu call")
    a = option[0]
    if a.kind == "pass":
        return [], tr("Pass")
    if a.kind == "play":
        return play_cards(a.data), combination_words(a.data)
    if a.kind == "tichu":
        return [], tr("Call Tichu")
    if a.kind == "grand":
        return [], tr("Call Grand Tichu") if a.data else tr("No Grand Tichu")
    if a.kind == "give":  # the left opponent's card, the partner's, the right one's
        gives = sorted(option, key=lambda g: (g.data[1] - g.seat) % 4)
        return [g.data[0] for g in gives], " · ".join(
            tr("to {name}").format(name=names[g.data[1]]) for g in gives)
    if a.kind == "wish":
        return [], tr("Wish for {rank}").format(rank=rank_word(a.data)) if a.data \
            else tr("No wish")
    if a.kind == "gift":
        return [], tr("The Dragon's trick to {name}").format(name=named(names[a.data]))
    return [], a.kind


def heading(j: Judgement) -> str:
    """`Trick 3 · 48 points at stake`, or the moment before the play."""
    d = j.decision
    if d.trick:
        where = tr("Trick {k}").format(k=d.trick)
    else:
        where = {"grand": tr("Grand Tichu"), "exchange": tr("The exchange")}.get(
            d.kind, tr("Tichu"))
    n = round(j.cost)
    return where + " · " + tr_count(n, "{n} point at stake", "{n} points at stake").format(n=n)


class RoundReviewScene(ScrollScene):
    """Round `index` (0 = the first) of `match` reviewed for one of `seats` (the first to
    begin with); `names`: the name in each seat that round."""

    name = "tichu-review"

    def __init__(self, app, match, index: int, names: Sequence[str], seats: Sequence[int]):
        super().__init__(app)
        self.round = match.rounds[index]
        self.index = index
        self.names = [seat_name(n) for n in names]
        self.seats = list(seats) or [0]
        self.seat = self.seats[0]
        self.clock = 0.0
        self.shown = None
        self.start()

    def start(self) -> None:
        self.job = reviewing(self.round, self.seat)
        self.title = personal(self.names[self.seat], tr("Round {k}: {name}'s decisions"),
                              tr("Round {k}: your decisions"), k=self.index + 1)

    def build(self) -> list[Button]:
        out = super().build()
        if len(self.seats) > 1:  # beside Close: the next player's review
            u = max(self.unit, 0.6)
            close = out[0].rect
            other = Button(tr("Next player"), self.next_player)
            other.rect = close.copy()
            other.rect.width = max(close.width, self.font(24).size(other.label)[0]
                                   + round(40 * u))
            other.rect.right = close.left - round(16 * u)
            out.append(other)
        return out

    def next_player(self) -> None:
        self.seat = self.seats[(self.seats.index(self.seat) + 1) % len(self.seats)]
        self.start()
        self.scroll = 0
        self.shown = None
        self.layout()

    def update(self, dt: float) -> None:
        self.clock += dt
        got = self.job.review()
        if got is not self.shown or got is None:
            self.shown = got
            self.layout()

    # ------------------------------------------------------------ the rows
    def rows(self) -> list:
        f, fb = self.font(22), self.font(22, True)
        got = self.job.review()
        if got is None:
            if self.job.error:
                return [line(f, tr("The round could not be reviewed ({why}).").format(
                    why=self.job.error), theme.RED)]
            dots = "." * (1 + int(self.clock * 3) % 3)
            words = tr("The Hard AI is playing each decision out: {done} of {n}").format(
                done=self.job.done, n=self.job.total)
            return [line(f, words + dots, theme.INK_DIM),
                    self.progress_bar(self.job.done, self.job.total)]
        out = [line(self.font(19), tr(
            "Each decision was played out many times by the Hard AI from what was known "
            "then. Listed are those where another move scores clearly better, the worst "
            "first; the points are the team's against the opponents', on average."),
            theme.INK_DIM), _gap]
        if not got.costly:
            out.append(line(fb, tr("Nothing costly: every decision was as good as the "
                                   "Hard AI's, or near enough. Well played!"), theme.GOLD))
        for j in got.costly:
            out.append(self.decision_row(j))
        out.append(_gap)
        n = len(got.judged)
        out.append(line(self.font(18), tr_count(n, "{n} decision judged",
                                                "{n} decisions judged").format(n=n),
                        theme.INK_DIM))
        return out

    def progress_bar(self, done: int, total: int):
        def draw(surface, x, y, width):
            u = max(self.unit, 0.6)
            h = max(8, round(14 * u))
            track = pygame.Rect(x, y + round(6 * u), min(width, round(600 * u)), h)
            canvas.rect(surface, (38, 62, 50), track, border_radius=h // 2)
            if total and done:
                full = track.copy()
                full.width = max(h, round(track.width * done / total))
                canvas.rect(surface, theme.GOLD, full, border_radius=h // 2)
            return h + round(18 * u)
        return draw

    def card_height(self) -> int:
        return round(100 * max(self.unit, 0.6))

    def decision_row(self, j: Judgement):
        """The decision's place and the points at stake, then the move made and the one
        the Hard AI prefers side by side, each its cards over its words."""
        u = max(self.unit, 0.6)
        fb, f, small = self.font(22, True), self.font(20), self.font(19)
        kind = j.decision.kind
        made = option_words(kind, j.made, self.names)
        better = option_words(kind, j.preferred or (), self.names)
        art = self.app.card_art(DECK, "page-review")

        def column(surface, x, y, width, label: str, option, colour) -> int:
            cards, words = option
            theme.text(surface, small, theme.clipped(small, label, width), (x, y),
                       theme.INK_DIM)
            y0 = y
            y += small.get_linesize() + round(4 * u)
            if cards:
                h = self.card_height()
                art.resize(h)
                w = art.size[0]
                step = min(w + round(6 * u), (width - w) / max(1, len(cards) - 1))
                for i, c in enumerate(cards):
                    r = pygame.Rect(round(x + i * step), y, *art.size)
                    surface.blit(art.face(c), r)
                    theme.note(surface, "card", r)
                y += h + round(6 * u)
            for ln in theme.wrap(f, words, width):
                theme.text(surface, f, ln, (x, y), colour)
                y += f.get_linesize()
            return y - y0

        def draw(surface, x, y, width) -> int:
            top = y
            theme.text(surface, fb, theme.clipped(fb, heading(j), width), (x, y), theme.GOLD)
            y += fb.get_linesize() + round(4 * u)
            gap = round(28 * u)
            col = (width - gap) // 2
            left = column(surface, x, y, col, tr("Played"), made, theme.INK)
            right = column(surface, x + col + gap, y, col, tr("The Hard AI prefers"), better,
                           (150, 235, 150))
            y += max(left, right) + round(22 * u)
            return y - top
        return draw


def _gap(surface, x, y, width) -> int:
    return 12


__all__ = ["RoundReviewScene", "Reviewing", "reviewing", "stop_reviews", "option_words",
           "heading"]
