"""Tichu's lessons at the real table (the kit's game/ui/lessons.py; the lessons' words and
deals are lessons.py's): a TichuSession dealt from a stacked deal, whose AI seats answer
Grand Tichu, call and give as the deal says and play the lesson's script while the play
keeps to it (the bots wait for the learner's bomb out of turn when the script has one
next), and decide as bots once it is left; it notes the rules each action puts to work
(game/tichu/rule_trace.py). Nothing of it is saved but the lesson's progress."""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import Optional

from game.tichu import rule_trace
from game.tichu.engine.cards import DECK, mask_of, parse_card, sort_key
from game.tichu.engine.combos import has_bomb
from game.tichu.engine.match import Match
from game.tichu.engine.round import Action, Event, Phase
from game.tichu.engine.rules import TichuRules

from ..lessons import Coach, Lesson, Progress
from ..thinking import Decided
from .session import Conductor, TichuSession, default_seats

GAME_ID = "tichu"
LEARNER = 0
PLAY_KINDS = ("play", "pass", "wish", "gift")  # the script's actions (calls and gives: the deal's)


def filled(named: list[list[int]]) -> list[list[int]]:
    """Four hands of 14: the cards `named` for each seat, the rest of the deck spread over
    them so that no seat gets a bomb it was not given (nor, where it can be helped, a
    pair or a run the deal did not mean)."""
    used = [c for h in named for c in h]
    assert len(set(used)) == len(used), "a card named twice"
    hands = [list(h) for h in named]
    for i, c in enumerate(sorted(set(DECK) - set(used))):
        need = [s for s in range(4) if len(hands[s]) < 14]
        rank = c // 4 if c < 52 else 100 + c

        def crowd(s, c=c, rank=rank, i=i):
            same = sum(1 for x in hands[s] if (x // 4 if x < 52 else 100 + x) == rank)
            near = sum(1 for x in hands[s] if c < 52 and x < 52 and x % 4 == c % 4
                       and abs(x // 4 - c // 4) <= 4)
            return (same, near, (s - i) % 4)
        hands[min(need, key=crowd)].append(c)
    assert all(len(h) == 14 for h in hands)
    for s in range(4):
        assert has_bomb(mask_of(hands[s])) == has_bomb(mask_of(named[s])), \
            f"the filler made a bomb for seat {s}"
    return hands


def cards(text: str) -> list[int]:
    return [parse_card(w) for w in text.split()]


def play(seat: int, text: str) -> Action:
    """A play of these cards by `seat`, as a lesson writes it: its data the cards' mask
    (the session finds the legal play of those cards, the Phoenix's rank included)."""
    return Action("play", seat, mask_of(cards(text)))


def key(action: Action) -> tuple:
    """An action as the script compares it: a play by its cards."""
    kind, seat, data = action
    if kind == "play" and not isinstance(data, int):
        return (kind, seat, data.cards)
    return (kind, seat, data)


@dataclass(frozen=True)
class Deal:
    """A lesson's stacked deal. `hands`: the cards each seat holds after the exchange that
    matter (the first named are among the 8 seen before Grand Tichu); the rest of the
    deck fills the hands up to 14, spread so that it makes no bomb. `gives[s]`: the three
    cards seat s gives, to the seats after it in turn (they must be in the receivers'
    hands); else the filler's. `grand`: each seat's Grand Tichu answer; `calls`: the AI
    seats that call Tichu in the exchange. `script`: the play, every action in order, the
    learner's right moves among them. `opens`: where the lesson's table opens, at the
    deal, the exchange or the play (after the first `prelude` actions of the script)."""

    hands: tuple[str, str, str, str]
    script: tuple[Action, ...] = ()
    gives: tuple = ((), (), (), ())
    grand: tuple[bool, bool, bool, bool] = (False, False, False, False)
    calls: tuple[int, ...] = ()
    opens: str = "play"
    prelude: int = 0
    dealer: int = 3

    @cached_property
    def dealt(self) -> tuple[list[list[int]], dict]:
        """The 14 cards dealt to each seat (the first 8 before Grand Tichu), and each
        seat's gives {to: card}."""
        named = [cards(h) for h in self.hands]
        hands = filled(named)
        gives: dict = {s: {} for s in range(4)}
        for s in range(4):
            for k, text in enumerate(self.gives[s]):
                if text:  # ("" leaves that card to the filler)
                    gives[s][(s + k + 1) % 4] = parse_card(text)
        for to in range(4):
            fixed = {gives[s][to] for s in range(4) if to in gives[s]}
            spare = [c for c in sorted(hands[to], key=sort_key) if c not in named[to]]
            spare += [c for c in sorted(hands[to], key=sort_key) if c in named[to]]
            spare = [c for c in spare if c not in fixed]
            for s in range(4):
                if s != to and to not in gives[s]:
                    gives[s][to] = spare.pop(0)
        dealt = []
        for s in range(4):
            got = {gives[f][s] for f in range(4) if f != s}
            gave = [gives[s][to] for to in sorted(gives[s])]
            dealt.append([c for c in hands[s] if c not in got] + gave)
        assert sorted(c for h in dealt for c in h) == list(DECK)
        return dealt, gives


class LessonSession(TichuSession):
    """A round of one stacked deal at the table, for a lesson."""

    def __init__(self, match: Match, deal: Deal, coach: Coach):
        super().__init__(match, default_seats(1), None, seed=7)
        self.lesson_deal = deal
        self.coach = coach
        self.last_rules: set[str] = set()
        # the coach's step before each of the learner's moves, by the length of the
        # round's history then: a move taken back puts the step back with it
        self.step_at: dict[int, int] = {}

    def start_round(self, hands=None) -> list[Event]:
        events = super().start_round(hands or self.lesson_deal.dealt[0])
        self.step_at = {}
        return events

    def apply(self, action: Action) -> list[Event]:
        rnd = self.round
        met = rule_trace.before(rnd, action)
        if self.is_human(action.seat):
            self.step_at[len(rnd.history)] = self.coach.index
        events = super().apply(action)
        self.last_rules = met | rule_trace.after(events)
        return events

    def _midway(self) -> bool:
        """A lesson's wrong wish or Dragon's gift is its own step: taken back, it is
        asked again, and the Mah Jong or the Dragon played right stays on the table
        (at a game the two go back as one decision)."""
        if self.round.phase in (Phase.WISH, Phase.GIFT):
            return False
        return super()._midway()

    def step_now(self) -> int:
        """The coach's step at the round as it stands (after a move taken back)."""
        return self.step_at.get(len(self.round.history), self.coach.index)

    # ------------------------------------------------------------ the script
    def scripted(self) -> Optional[Action]:
        """The script's next action (as written), while the play has kept to it."""
        script = self.lesson_deal.script
        done = [key(a) for a in self.round.history if a.kind in PLAY_KINDS]
        n = len(done)
        if n < len(script) and done == [key(a) for a in script[:n]]:
            return script[n]
        return None

    def resolve(self, action: Optional[Action]) -> Optional[Action]:
        """The legal action a lesson's action stands for (a play: of those cards, the
        highest), or None."""
        if action is None:
            return None
        legal = self.legal(action.seat)
        if action.kind == "play" and isinstance(action.data, int):
            fit = [a for a in legal if a.kind == "play" and a.data.cards == action.data]
            return max(fit, key=lambda a: a.data.rank) if fit else None
        return action if action in legal else None

    def planned(self, seat: int) -> Optional[Action]:
        """What the deal has `seat` do in the Grand Tichu calls and the exchange."""
        rnd = self.round
        d = self.lesson_deal
        if rnd.phase is Phase.GRAND:
            return Action("grand", seat, d.grand[seat]) if rnd.grand[seat] is None else None
        if rnd.phase is Phase.EXCHANGE:
            if seat in d.calls and rnd.may_call_tichu(seat):
                return Action("tichu", seat, None)
            for to, c in sorted(d.dealt[1][seat].items()):
                if to not in rnd.gives[seat]:
                    return Action("give", seat, (c, to))
        return None

    def think(self, seat: int):
        rnd = self.round
        if rnd.phase in (Phase.GRAND, Phase.EXCHANGE):
            action = self.planned(seat)
            if action is not None and action in self.legal(seat):
                return Decided(action)
        else:
            action = self.resolve(self.scripted())
            if action is not None and action.seat == seat:
                return Decided(action)
        return super().think(seat)

    def offer(self, seat: int):
        """Out of turn (a bomb, a call) only as the script says, while it is kept to."""
        entry = self.scripted()
        if entry is not None or self.round.phase in (Phase.GRAND, Phase.EXCHANGE):
            action = self.resolve(entry) if entry is not None and entry.seat == seat else None
            return Decided(action)
        return super().offer(seat)

    def holding(self) -> bool:
        """The script's next move is the learner's out of turn (a bomb): the seat to act
        waits for it."""
        if self.round is None or self.round.phase is not Phase.PLAY:
            return False
        entry = self.scripted()
        return entry is not None and self.is_human(entry.seat) \
            and entry.seat not in self.waiting()

    def conductor(self, min_time: float = 0.0):
        return Conductor(self, min_time, hold=self.holding)

    def hint_action(self) -> Optional[Action]:
        """The lesson's move for the learner now: its step's, else the script's."""
        step = self.coach.step
        if step is not None and step.right is not None:
            return self.resolve(step.right)
        entry = self.scripted()
        return self.resolve(entry) if entry is not None and self.is_human(entry.seat) else None

    def lesson_move(self, opened: bool) -> Optional[Action]:
        """The next move of the lesson as planned (headless: to play a lesson up to a
        step): the learner's right move once the lesson is open, else the deal's and the
        script's."""
        rnd = self.round
        if rnd is None or rnd.over:
            return None
        if rnd.phase in (Phase.GRAND, Phase.EXCHANGE):
            step = self.coach.step
            if opened and step is not None:
                action = self.resolve(step.right)
                if action is not None:
                    return action
            for seat in rnd.waiting():
                if opened and self.is_human(seat):
                    continue
                action = self.planned(seat)
                if action is not None:
                    return action
            return None
        step = self.coach.step
        if opened and step is not None and step.right is not None \
                and step.right.kind not in PLAY_KINDS:  # a call: the step's, not the script's
            action = self.resolve(step.right)
            if action is not None:
                return action
        return self.resolve(self.scripted())

    def opened(self) -> bool:
        """The round has come where the lesson opens."""
        d = self.lesson_deal
        rnd = self.round
        if d.opens == "deal":
            return True
        if d.opens == "exchange":
            return rnd.phase is not Phase.GRAND
        played = [a for a in rnd.history if a.kind in PLAY_KINDS]
        return rnd.phase not in (Phase.GRAND, Phase.EXCHANGE) and len(played) >= d.prelude


def make_session(lesson: Lesson, step: int, progress: Progress) -> LessonSession:
    """The lesson's round at `step`: dealt as stacked, played (the deal's calls and gives,
    the script's prelude, and the learner's moves) up to where the lesson opens and the
    learner's `step`-th move."""
    d: Deal = lesson.setup
    match = Match(TichuRules(), [c.name for c in default_seats(1)], random.Random(1),
                  dealer=d.dealer)
    coach = Coach(GAME_ID, lesson, progress, 0)
    session = LessonSession(match, d, coach)
    if d.opens == "deal" and step == 0:
        return session  # the cards fly out first (open_tichu deals)
    session.start_round()
    for _ in range(400):
        opened = session.opened()
        if opened and coach.index >= step:
            break
        action = session.lesson_move(opened)
        if action is None:
            break
        human = session.is_human(action.seat)
        session.apply(action)
        if opened:
            coach.met |= session.last_rules
            if human:
                coach.right(session)
            else:
                coach.moved(session)
    coach.index = step
    session.history.clear()  # nothing before the lesson's step is taken back
    return session


def open_lesson(app, lesson: Lesson, step: int, progress: Progress) -> None:
    """The lesson at the real table, from `step` (0: from its start)."""
    from .table_scene import open_tichu
    progress.at(GAME_ID, lesson.id, step)
    open_tichu(app, make_session(lesson, step, progress))


__all__ = ["Deal", "LessonSession", "make_session", "open_lesson", "play", "cards", "key"]
