"""1000's lessons at the real table (the kit's game/ui/lessons.py; the lessons' words and
deals are lessons.py's): a Session dealt from a stacked deal, whose AI seats play the
lesson's script while the learner keeps to it and decide as bots once it is left, and
which notes the rules each action puts to work (game/tysiacha/rule_trace.py). Nothing of
it is saved but the lesson's progress."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional

from game.tysiacha import rule_trace
from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine.cards import parse_card
from game.tysiacha.engine.dealing import cut_from_rounds
from game.tysiacha.engine.events import Event
from game.tysiacha.engine.standing import Standing

from ..lessons import Coach, Lesson, Progress
from ..saves import default_seats
from ..thinking import Decided
from .session import Session

GAME_ID = "tysiacha"


def mask(cards: str) -> int:
    """A hand written as cards ("AS 10S KH"): its mask."""
    out = 0
    for text in cards.split():
        out |= 1 << parse_card(text)
    return out


@dataclass(frozen=True)
class Deal:
    """A lesson's stacked deal: each seat's seven cards and the prikup (as card texts),
    the dealer, the scores and barrels before it, rule changes, the cut (rounds of card
    texts, or none: the table opens at the bidding), and the script: every action in
    order, the learner's right moves among them, of which the first `prelude` are played
    before the lesson opens."""

    hands: tuple[str, str, str]
    prikup: str
    dealer: int
    script: tuple[int, ...] = ()
    prelude: int = 0
    scores: tuple[int, int, int] = (0, 0, 0)
    barrel: tuple = (None, None, None)
    rules: dict = field(default_factory=dict)
    cut: tuple = ()


class LessonSession(Session):
    """A game of one stacked deal at the table, for a lesson."""

    def __init__(self, match: Match, deal: Deal, coach: Coach):
        super().__init__(match, default_seats(3), None, seed=7)
        self.lesson_deal = deal
        self.coach = coach
        self.last_rules: set[str] = set()

    def start_deal(self) -> list[Event]:
        d = self.lesson_deal
        events = self.match.start_deal([mask(h) for h in d.hands], mask(d.prikup))
        self.history.clear()
        self.log, self.decided = [], {}
        self.moves += 1
        self.last_rules = rule_trace.after(events) | rule_trace.cut_rules(self.match.cut)
        self.coach.met |= self.last_rules
        return events

    def apply(self, action: int) -> list[Event]:
        deal = self.match.deal
        standing = self.match.standing
        met = rule_trace.before(deal, action)
        events = super().apply(action)
        self.last_rules = met | rule_trace.after(events, standing)
        return events

    def scripted(self) -> Optional[int]:
        """The script's next action, while the deal has kept to it."""
        script = self.lesson_deal.script
        n = len(self.log)
        if n < len(script) and tuple(self.log) == script[:n]:
            return script[n]
        return None

    def think(self, seat: int):
        action = self.scripted()
        if action is not None and action in self.legal_actions():
            return Decided(action)
        return super().think(seat)

    def hint_action(self) -> Optional[int]:
        """The lesson's move for the learner now: its step's, else the script's."""
        step = self.coach.step
        if step is not None and step.right is not None:
            return step.right
        return self.scripted()


def make_session(lesson: Lesson, step: int, progress: Progress) -> LessonSession:
    """The lesson's game at `step`: dealt as stacked, its prelude and the script up to the
    learner's `step`-th move played."""
    d: Deal = lesson.setup
    rules = Rules(players=3, **d.rules)
    standing = Standing(tuple(d.scores), tuple(d.barrel), (0, 0, 0), (0, 0, 0), 3)
    cut = cut_from_rounds([[parse_card(c) for c in r.split()] for r in d.cut]) if d.cut \
        else None
    names = [c.name for c in default_seats(3)]
    match = Match(rules, names, random.Random(1), dealer=d.dealer, standing=standing, cut=cut)
    coach = Coach(GAME_ID, lesson, progress, 0)
    session = LessonSession(match, d, coach)
    if cut is not None and step == 0:
        return session  # the cut is shown first, then the deal
    session.start_deal()
    for i, action in enumerate(d.script):
        if i >= d.prelude and coach.index >= step:
            break
        human = session.to_act == 0
        session.apply(action)
        if i >= d.prelude:
            coach.met |= session.last_rules
            if human:
                coach.right(session)
            else:
                coach.moved(session)
    coach.index = step
    return session


def open_lesson(app, lesson: Lesson, step: int, progress: Progress) -> None:
    """The lesson at the real table, from `step` (0: from its start)."""
    from .table_scene import open_session
    progress.at(GAME_ID, lesson.id, step)
    open_session(app, make_session(lesson, step, progress))
