"""The deal analysed (game/tysiacha/analysis.py: the double-dummy solver as a teacher), a
page over the table: every hand at the first lead in cards (a band under the title that
stays while the words scroll), the contract's verdict, the human's costly cards worst
first with the better card, each player's points given away, and every trick with the
cost of each card.

The solver works in the pages' worker process (game/ui/background.py; a whole deal takes
a fraction of a second to two seconds), so the table stays responsive meanwhile; where no
process can be started, a thread does it. The result is kept, so the page opens at once the next time.
"""
from __future__ import annotations

from concurrent.futures import Future
from typing import Optional, Sequence

import pygame

from game.tysiacha.analysis import DealAnalysis, NoPlay, PlayStep, analyse_record, plain_args
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import card_label, cards_of

from .. import background, theme
from ..i18n import personal, seat_name, tr, tr_count
from ..scenes.over_table import ScrollScene, line
from .deck import page_art
from .table import sort_key

_results: dict = {}  # (a deal's identity) -> Analysis, for opening the page again


def stop_analyses() -> None:
    """The game is closing: drop the analyses under way rather than wait for them."""
    background.stop()


def start_analysis(args: tuple) -> Future:
    """analyse_record(*args) in the worker (a thread if the process cannot be had)."""
    return background.submit(analyse_record, *args)


class Analysing:
    """One deal's analysis on its way: `result()` is None until it is there."""

    def __init__(self, key, args: tuple):
        self.key, self.args = key, args
        self.error: Optional[str] = None
        self._future: Optional[Future] = None
        if key not in _results:
            self._future = start_analysis(args)

    def result(self):
        got = _results.get(self.key)
        if got is not None or self._future is None or not self._future.done():
            return got
        future, self._future = self._future, None
        try:
            got = future.result()
        except Exception as exc:  # a broken worker: once more on a thread
            if background.in_a_process() and self.error is None:
                self.error = str(exc) or type(exc).__name__
                background.use_a_thread()
                self._future = start_analysis(self.args)
                return None
            self.error = str(exc) or type(exc).__name__
            return None
        _results[self.key] = got
        while len(_results) > 64:
            _results.pop(next(iter(_results)))
        return got


def move_words(action: int) -> str:
    """A card, and that it declares its marriage (or four aces) if it does."""
    words = card_label(A.played_card(action))
    return words + " " + tr("declaring") if A.is_meld(action) else words


def step_words(step: PlayStep, names: Sequence[str], own: bool = False) -> str:
    """`trick 3: 9♣ cost 6 points; better A♥` (with the player's name unless `own`)."""
    card = move_words(step.action)
    better = ", ".join(dict.fromkeys(move_words(a) for a in step.better))
    who = "" if own else names[step.seat] + ", "
    cost = tr_count(step.cost, "cost {n} point", "cost {n} points").format(n=step.cost)
    return tr("{who}trick {k}: {card} {cost}; better {better}").format(
        who=who, k=step.trick, card=card, cost=cost, better=better)


def hands_at_first_lead(deal) -> list[tuple[int, int]]:
    """(seat, hand) of each seat that plays the deal, the declarer first and the others
    in their turn: what it holds now and what it has played (the hands change only by
    the plays once the first card is led)."""
    hands = list(deal.hands)
    for cards, _ in [*deal.tricks, (deal.trick, -1)]:
        for seat, c in cards:
            hands[seat] |= 1 << c
    order, seat = [], deal.declarer
    while seat >= 0 and seat not in order:
        order.append(seat)
        seat = deal.next_seat[seat]
    return [(s, hands[s]) for s in order if hands[s]]


class DealAnalysisScene(ScrollScene):
    """The analysis of deal `index` (0 = the first) of the session's game, for `viewer`
    (the human whose costly cards are listed first; -1 for none)."""

    name = "analysis"

    def __init__(self, app, session, index: int, viewer: int = -1):
        super().__init__(app)
        self.session = session
        self.index = index
        self.viewer = viewer
        self.names = [seat_name(c.name) for c in session.seats]  # (Вера, for a Vera)
        deal = session.match.deals[index]
        self.hands = hands_at_first_lead(deal) if deal.tricks or deal.trick else []
        self.declarer = deal.declarer
        self._band: Optional[tuple] = None  # (box size, the band's plan)
        self.title = tr("Deal {k} with every hand in view").format(k=index + 1)
        args = plain_args(deal)
        self.job = Analysing(repr(args), args)  # the deal itself is the key
        self.clock = 0.0
        self.shown = None

    # ------------------------------------------------------------ the hands in view
    def band(self) -> tuple:
        """The hands' band under the title, for the box as it is: (its height, each
        hand's width, the cards' height, the step from one card to the next, the font of
        the names); planned once per size of the box."""
        key = (tuple(self.box.size), self.app.screen_size)
        if self._band is None or self._band[0] != key:
            self._band = (key, self._plan_band())
        return self._band[1]

    def _plan_band(self) -> tuple:
        font = self.font(20)
        if not self.hands:
            return 0, 0, 0, 0, font
        whole = super().inner()
        u = max(self.unit, 0.6)
        gap = round(32 * u)
        n = len(self.hands)
        most = max(len(cards_of(hand)) for _, hand in self.hands)
        slot = (whole.width - (n - 1) * gap) // n
        aspect = page_art(self.app, "hands").aspect
        # the cards overlap to 0.6 of a card's width (each one's corner shows), and take
        # at most a quarter of the page's height: the words below keep most of it
        h = int(min(slot / (1 + 0.6 * (most - 1)) / aspect, whole.height * 0.24,
                    230 * self.unit))
        w = round(h * aspect)
        step = min(w + gap // 3, (slot - w) / max(1, most - 1))
        height = font.get_linesize() + round(6 * u) + h + round(18 * u)
        return height, slot, h, step, font

    def inner(self) -> pygame.Rect:
        """The words scroll below the hands."""
        whole = super().inner()
        height = self.band()[0]
        return pygame.Rect(whole.x, whole.y + height, whole.width, whole.height - height)

    def hand_label(self, seat: int, font, width: int) -> str:
        """The seat's name and its part in the deal, or the name alone where that is all
        there is room for."""
        name = seat_name(self.names[seat])
        role = tr("declarer") if seat == self.declarer else tr("defender")
        words = f"{name} ({role})"
        return words if font.size(words)[0] <= width else name

    def hand_cards(self, hand: int) -> list[int]:
        """A hand's cards as the player sorts their own (sort_hand; by suit when unsorted),
        no suit trump yet."""
        return sorted(cards_of(hand), key=sort_key(self.app.settings.sort_hand, -1))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        height, slot, h, step, font = self.band()
        if not height:
            return
        art = page_art(self.app, "hands")
        art.resize(h)
        whole = super().inner()
        gap = round(32 * max(self.unit, 0.6))
        y = whole.y + font.get_linesize() + round(6 * max(self.unit, 0.6))
        for i, (seat, hand) in enumerate(self.hands):
            x = whole.x + i * (slot + gap)
            theme.text(surface, font, self.hand_label(seat, font, slot), (x, whole.y),
                       theme.GOLD if seat == self.declarer else theme.INK, owner=self.box)
            for j, c in enumerate(self.hand_cards(hand)):
                r = pygame.Rect(round(x + j * step), y, *art.size)
                surface.blit(art.face(c), r)
                theme.note(surface, "card", r)

    def update(self, dt: float) -> None:
        self.clock += dt
        got = self.job.result()
        if got is not self.shown:
            self.shown = got
            self.layout()

    def rows(self) -> list:
        f, fb = self.font(22), self.font(22, True)
        got = self.job.result()
        if got is None:
            if self.job.error:
                return [line(f, tr("The deal could not be analysed ({why}).").format(
                    why=self.job.error), theme.RED)]
            dots = "." * (1 + int(self.clock * 3) % 3)
            return [line(f, tr("The solver is playing the deal through with every hand "
                               "in view") + dots, theme.INK_DIM)]
        if isinstance(got, NoPlay):
            return [line(f, tr("No card was played in this deal: nothing to analyse."),
                         theme.INK_DIM)]
        return self.verdict(got, f, fb) + self.mine(got, f, fb) + self.costs(got, f, fb) \
            + self.tricks(got, f, fb)

    def verdict(self, a: DealAnalysis, f, fb) -> list:
        who = self.names[a.declarer]
        if self.viewer == a.declarer:
            who = tr("You")  # (the player at the screen, whatever the seat is called)
        out = [line(fb, personal(who, tr("{name} played for {n}."), tr("You played for {n}."),
                                 n=a.contract), theme.GOLD)]
        if a.makeable:
            said = personal(who, tr("With best play by both sides from the first lead {name} "
                                    "ends with {n} points: the contract was makeable."),
                            tr("With best play by both sides from the first lead you end "
                               "with {n} points: the contract was makeable."), n=a.best_total)
        else:
            said = personal(who, tr("With best play by both sides from the first lead {name} "
                                    "ends with {n} points: best defence beats the contract."),
                            tr("With best play by both sides from the first lead you end "
                               "with {n} points: best defence beats the contract."),
                            n=a.best_total)
        out.append(line(f, said))
        if a.complete:
            said = (tr("At the table: {n} points, the contract made.") if a.made else
                    tr("At the table: {n} points, the contract failed."))
            out.append(line(f, said.format(n=a.final_points), theme.INK_DIM))
        return out + [_gap]

    def mine(self, a: DealAnalysis, f, fb) -> list:
        if self.viewer < 0 or self.viewer == a.inactive:
            return []
        report = a.report(self.viewer)
        out = [line(fb, tr("Your costly cards"), theme.GOLD)]
        if not report.mistakes:
            out.append(line(f, tr("None: every card you played was as good as the best "
                                  "card then.")))
        for step in report.mistakes:
            out.append(line(f, step_words(step, self.names, own=True), indent=16))
        return out + [_gap]

    def costs(self, a: DealAnalysis, f, fb) -> list:
        out = [line(fb, tr("Points given away"), theme.GOLD)]
        for r in a.seat_reports:
            role = tr("declarer") if r.declarer else tr("defender")
            out.append(line(f, f"{self.names[r.seat]} ({role}): {r.cost}", indent=16))
            if r.seat != self.viewer:
                for step in r.mistakes[:3]:
                    out.append(line(self.font(18), step_words(step, self.names, own=True),
                                    theme.INK_DIM, indent=40))
        return out + [_gap]

    def tricks(self, a: DealAnalysis, f, fb) -> list:
        out = [line(fb, tr("Every card (its cost in points)"), theme.GOLD)]
        by_trick: dict[int, list[str]] = {}
        for step in a.steps:
            words = f"{self.names[step.seat]} {card_label(step.card)}"
            if step.cost:
                words += f" (−{step.cost})"
            by_trick.setdefault(step.trick, []).append(words)
        for k, plays in by_trick.items():
            out.append(line(f, f"{k}.  " + ",  ".join(plays), indent=16))
        return out


def _gap(surface, x, y, width) -> int:
    return 12
