"""A Tichu game as one seat sees it, at a networked table: a real Match whose hidden
cards are made up (every card another seat holds, or gave to a third), so that the
table's scenes, the log and the score sheet work on it as on a local game, and the
seat's own observation of it is exactly the one the host sent.

The host sends each seat only its observation (game/net/host.py); `reconstruct` finds
a deal and a history that lead to it: the seat's own cards and everything played are
as seen, the unseen cards are shared out at random (keeping what the seat knows: the
cards it gave stay with whoever got them, the Mah Jong with the first leader), the
gives between other seats are invented, and the passes between the plays of a trick
put back in the order of the turns (a bomb out of turn where the turns cannot explain a
play). A made-up history that breaks a rule (a seat with a wished card that passed) is
tried again with another deal. The last action seen is applied last, so its events are
the ones the table shows.
"""
from __future__ import annotations

import copy
import random
from typing import Optional, Sequence

from game.core.picture import Picture

from .engine.cards import FULL_DECK, MJ_BIT, cards_of, count
from .engine.combos import BOMB, DOG
from .engine.match import Match
from .engine.observation import Observation, observe
from .engine.round import Action, Event, Phase, Round, TichuError
from .engine.rules import TichuRules

TRIES = 200  # made-up deals tried before giving up on an observation


class MirrorError(ValueError):
    """No made-up deal and history leads to the observation (it is not one a Tichu round
    can show)."""


def reconstruct(rules: TichuRules, dealer: int, obs: Observation, rng: random.Random,
                last: Optional[Action] = None, tries: int = TRIES):
    """(hands as dealt, actions): a round dealt `hands` by `dealer` and played through
    `actions` is seen by `obs.seat` exactly as `obs`; `last`, if it is among the
    actions, comes last. MirrorError if none is found in `tries` deals."""
    why = "no deal"
    for _ in range(tries):
        try:
            hands, actions = _attempt(rules, obs, rng, last)
            rnd = Round(rules, dealer, hands)
            for a in actions:
                rnd.apply(a)
        except (TichuError, _Retry, ValueError) as exc:
            why = str(exc)
            continue
        if observe(rnd, obs.seat) == obs:
            return hands, actions
        why = "the round made up does not look the same"
    raise MirrorError(f"the table could not be pictured from what was sent ({why})")


class _Retry(Exception):
    pass


def _played_by(obs: Observation) -> list[int]:
    played = [0, 0, 0, 0]
    for plays, _ in obs.tricks:
        for s, p in plays:
            played[s] |= p.cards
    for s, p in obs.trick:
        played[s] |= p.cards
    return played


def _first_leader(obs: Observation) -> int:
    if obs.tricks:
        return obs.tricks[0][0][0][0]
    if obs.trick:
        return obs.trick[0][0]
    return obs.to_act if obs.phase is Phase.PLAY else -1


def _attempt(rules: TichuRules, obs: Observation, rng: random.Random,
             last: Optional[Action]):
    me = obs.seat
    phase = obs.phase
    if phase is Phase.GRAND:
        return _before_exchange(obs, rng, last, grand_only=True)
    if phase is Phase.EXCHANGE:
        return _before_exchange(obs, rng, last, grand_only=False)
    # in the play (or after it): the hands each seat held once the exchange was over
    played = _played_by(obs)
    mine_to = {to: c for to, c in obs.gave}
    held = [0, 0, 0, 0]
    held[me] = obs.hand | played[me]
    for s in range(4):
        if s != me:
            held[s] = played[s] | (1 << mine_to[s] if s in mine_to else 0)
    pool = FULL_DECK
    for m in held:
        pool &= ~m
    first = _first_leader(obs)
    if pool & MJ_BIT:  # T9: the Mah Jong's holder led the first trick
        if first < 0 or first == me:
            raise _Retry("the Mah Jong is nowhere")
        held[first] |= MJ_BIT
        pool &= ~MJ_BIT
    cards = cards_of(pool)
    rng.shuffle(cards)
    i = 0
    for s in range(4):
        if s == me:
            continue
        need = 14 - count(held[s])
        if need < 0:
            raise _Retry("a hand of more than 14")
        for c in cards[i:i + need]:
            held[s] |= 1 << c
        i += need
    if i != len(cards):
        raise _Retry("the cards do not add up")
    # the exchange: what the seat gave and got is known; the rest is made up, each card
    # given lying in its receiver's hand
    gives = [dict() for _ in range(4)]  # giver -> {to: card}
    for to, c in obs.gave:
        gives[me][to] = c
    for frm, c in obs.received:
        gives[frm][me] = c
    taken = [set() for _ in range(4)]  # cards each seat got
    for s in range(4):
        for to, c in gives[s].items():
            taken[to].add(c)
    for to in range(4):
        if to == me:
            continue
        free = [c for c in cards_of(held[to]) if c not in taken[to]]
        rng.shuffle(free)
        for s in range(4):
            if s in (me, to):
                continue
            c = free.pop()
            gives[s][to] = c
            taken[to].add(c)
    hands = []
    for s in range(4):
        dealt = held[s]
        for to, c in gives[s].items():
            dealt |= 1 << c
        for c in taken[s]:
            dealt &= ~(1 << c)
        order = cards_of(dealt)
        rng.shuffle(order)
        hands.append(order)
    actions = _calls(rules, obs)
    for s in range(4):
        for to, c in sorted(gives[s].items()):
            actions.append(Action("give", s, (c, to)))
    actions += _plays(rules, obs, hands, actions)
    return hands, _last_at_end(actions, last)


def _calls(rules: TichuRules, obs: Observation) -> list[Action]:
    out = []
    if rules.grand_calls:
        out += [Action("grand", s, bool(g)) for s, g in enumerate(obs.grand) if g is not None]
    out += [Action("tichu", s, None) for s in range(4) if obs.tichu[s]]
    return out


def _before_exchange(obs: Observation, rng: random.Random, last: Optional[Action],
                     grand_only: bool):
    me = obs.seat
    mine = cards_of(obs.hand)
    rest = [c for c in range(56) if not obs.hand >> c & 1]
    rng.shuffle(mine)
    rng.shuffle(rest)
    # the seat's own cards first: in the Grand Tichu it has seen only its first 8
    hands = []
    for s in range(4):
        take = 14 - (len(mine) if s == me else 0)
        hands.append((mine if s == me else []) + rest[:take])
        rest = rest[take:]
    others = [s for s in range(4) if s != me]
    actions = [a for a in _calls(obs.rules, obs) if not grand_only or a.kind == "grand"]
    if not grand_only:
        for to, c in obs.gave:
            actions.append(Action("give", me, (c, to)))
        for s in others:
            if s in obs.waiting:
                continue  # (how many it has given so far is not seen: none)
            cards = list(hands[s])
            rng.shuffle(cards)
            for to in range(4):
                if to != s:
                    actions.append(Action("give", s, (cards.pop(), to)))
    return hands, _last_at_end(actions, last)


def _last_at_end(actions: list[Action], last: Optional[Action]) -> list[Action]:
    """A call or a give has no place of its own among the others: the one just seen
    goes last (a play or pass is last already, where it belongs)."""
    if last is not None and last.kind in ("grand", "tichu", "give") and last in actions:
        actions = [a for a in actions if a != last] + [last]
    return actions


def _plays(rules: TichuRules, obs: Observation, hands, before: list[Action]) -> list[Action]:
    """The play of the round as the trick history shows it, with the passes between."""
    rnd = Round(rules, 0, hands)
    for a in before:
        rnd.apply(a)
    out: list[Action] = []

    def do(a: Action) -> None:
        rnd.apply(a)
        out.append(a)

    def play(s: int, p) -> None:
        a = Action("play", s, p)
        for _ in range(8):
            if rnd.phase is not Phase.PLAY:
                raise _Retry("a play where none can be")
            if rnd.to_act == s:
                break
            # the seat to act passed, unless its pass would end the trick or it may not
            # pass: then the play was a bomb out of turn
            pas = Action("pass", rnd.to_act, None)
            closes = rnd.trick and rnd.passes + 1 >= 4 - rnd.hands.count(0) - \
                (1 if rnd.hands[rnd.top[0]] else 0)
            if p.kind == BOMB and (closes or pas not in rnd.legal_actions(rnd.to_act)) \
                    and a in rnd.legal_actions(s):
                break
            do(pas)
        do(a)
        if rnd.phase is Phase.WISH and obs.phase is not Phase.WISH:
            if obs.wished is None:
                raise _Retry("the Mah Jong's wish is not seen")
            do(Action("wish", s, obs.wished))  # (else it is still to be made)

    for plays, winner in obs.tricks:
        for s, p in plays:
            play(s, p)
        if p.kind == DOG:
            continue
        for _ in range(4):  # the passes that ended the trick
            if not rnd.trick or rnd.phase is not Phase.PLAY:
                break
            do(Action("pass", rnd.to_act, None))
        if rnd.phase is Phase.GIFT:
            cards = 0
            for _, q in plays:
                cards |= q.cards
            if obs.phase is Phase.GIFT and (plays, winner) == obs.tricks[-1]:
                break  # the gift is still to be made
            to = next((t for t in range(4) if t % 2 != winner % 2
                       and obs.won[t] & cards == cards), None)
            if to is None:
                raise _Retry("the Dragon's trick went to nobody")
            do(Action("gift", winner, to))
    for s, p in obs.trick:
        play(s, p)
    for s in obs.passed:
        if rnd.phase is not Phase.PLAY or rnd.to_act != s:
            raise _Retry("a pass out of turn")
        do(Action("pass", s, None))
    return out


class Mirror(Picture):
    """One seat's picture of the game: `match` is a Match with made-up hidden cards,
    kept in step with the observations the host sends (`see`)."""

    def __init__(self, rules: TichuRules, names: Sequence[str], dealer: int = 0,
                 seed: Optional[int] = None):
        self.match = Match(rules, names, random.Random(0), dealer)
        self.rng = random.Random(seed)

    @property
    def round(self) -> Optional[Round]:
        return self.match.round

    def seat_of(self, player: int) -> int:
        return self.match.seating().index(player)

    def catch_up(self, finished: Sequence[Observation]) -> None:
        """The rounds played before this seat came to the table, each as the seat saw it
        at its end: played again here, so that the score sheet is the game's."""
        for obs in finished[len(self.match.sheet):]:
            hands, actions = reconstruct(self.match.rules, self._dealer(), obs, self.rng)
            self.match.start_round(hands)
            for a in actions:
                self.match.apply(a)

    # what the kit's picture asks (game/core/picture.py)
    def begun(self) -> int:
        return len(self.match.rounds)

    def in_progress(self) -> bool:
        current = self.match.round
        return current is not None and not current.over

    def drop_unfinished(self) -> None:
        m = self.match
        if m.rounds and not m.rounds[-1].over:
            m.rounds.pop()

    def _dealer(self) -> int:
        return self.match.dealer_of(len(self.match.rounds))

    def start(self, obs: Observation) -> list[Event]:
        """A new round, dealt as `obs` shows it (at its start, or further on when the seat
        joins in the middle): the deal's event, then any actions seen since."""
        hands, actions = reconstruct(self.match.rules, self._dealer(), obs, self.rng)
        rnd = self.match.start_round(hands)
        events = [Event("deal", rnd.dealer, tuple(rnd.dealt))]
        for a in actions:
            events += self.match.apply(a)
        return events

    def see(self, obs: Observation, last: Optional[Action] = None) -> list[Event]:
        """The round in progress is now as `obs` shows it, `last` the action just made
        (None if it is hidden from this seat): the events of that action, as the table
        animates them (none when it is hidden)."""
        rnd = self.match.round
        if rnd is None or rnd.over:
            raise MirrorError("no round is in progress")
        if observe(rnd, obs.seat) == obs:
            return []
        if last is not None and last in rnd.legal_actions(last.seat):
            trial = copy.deepcopy(rnd)  # most often the action fits the picture as it is
            trial.apply(last)
            if observe(trial, obs.seat) == obs:
                return self.match.apply(last)
        hands, actions = reconstruct(self.match.rules, rnd.dealer, obs, self.rng, last)
        fresh = Round(self.match.rules, rnd.dealer, hands)
        shown = last is not None and actions and actions[-1] == last
        for a in actions[:-1] if shown else actions:
            fresh.apply(a)
        self.match.rounds[-1] = fresh
        if shown:
            return self.match.apply(last)
        if fresh.over:  # (a round ended by a hidden action: none does in Tichu)
            raise MirrorError("a round ended unseen")
        return []


__all__ = ["Mirror", "MirrorError", "reconstruct"]
