"""The vocabulary of a round of Tichu (round.py): its phases, the actions and events, the
seats' relations (partner, team, opponents), and the actions that are always the same,
made once at import (the legal lists hand these objects out instead of making new ones:
the engine's speed rests on it, benchmarks/tichu_engine.py)."""
from __future__ import annotations

from enum import Enum
from functools import partial
from itertools import repeat
from typing import Any, NamedTuple, Optional

from .combos import _ABOVE, _SINGLE, DRAGON_RANK, SINGLE, Play, tables
from .cards import PH_BIT


class Phase(Enum):
    GRAND = "grand"
    EXCHANGE = "exchange"
    PLAY = "play"
    WISH = "wish"
    GIFT = "gift"
    OVER = "over"


# the phases by module name: an Enum member looked up on its class costs about 0.1 us in
# Python 3.11, and the hot paths (over, waiting, legal_actions, apply) ask the phase
# several times an action
_IN_GRAND, _IN_EXCHANGE, _IN_PLAY, _IN_WISH, _IN_GIFT, _IN_OVER = (
    Phase.GRAND, Phase.EXCHANGE, Phase.PLAY, Phase.WISH, Phase.GIFT, Phase.OVER)


class Action(NamedTuple):
    """`kind` and its `data`: grand (True: call, False: no), tichu (None), give ((card,
    to seat)), play (a Play), pass (None), wish (a rank 2..14, or 0 for none), gift (the
    opponent's seat)."""
    kind: str
    seat: int
    data: Any = None


# _new(Action, (kind, seat, data)): an Action (or an Event) made straight from its tuple,
# without the keyword handling of Action(...): the legal lists make many
_new = tuple.__new__


PLAY, GIVE = "play", "give"
# the actions that are always the same, made once: _GIVES[seat][to][card], and by seat
_GIVES = [[[_new(Action, (GIVE, s, (c, to))) for c in range(56)] for to in range(4)] for s in range(4)]
# the gives by their object's id: (to seat, card) (the objects live as long as the module)
_GIVE_OF = {id(a): (to, c) for s in range(4) for to in range(4) if to != s
            for c, a in enumerate(_GIVES[s][to])}
_PASS = [_new(Action, ("pass", s, None)) for s in range(4)]
_TICHU = [_new(Action, ("tichu", s, None)) for s in range(4)]
# a single on a single, the commonest follow, from tables: _SINGLES[seat][bit] the action
# of the card of that bit, _PHOENIX_ON[seat][rank] the Phoenix on a single of that half
# rank (T20)
_SINGLES = [{1 << c: _new(Action, (PLAY, s, p)) for c, p in _SINGLE.items()} for s in range(4)]
_BEAT_SINGLE = _ABOVE[1:]  # by the half rank of a single: the cards that beat it
# each seat's leads, and follows of a pair or a triple, from tables of its actions
_TABLES = [tables(lambda p, s=s: _new(Action, (PLAY, s, p))) for s in range(4)]
_PHOENIX_ON = [[_new(Action, (PLAY, s, Play(SINGLE, 1, r + 1, PH_BIT))) for r in range(DRAGON_RANK)]
               for s in range(4)]


class Event(NamedTuple):
    kind: str
    seat: Optional[int] = None
    data: Any = None


# the events that are always the same, made once (they are immutable)
_PASS_EVENTS = [Event("pass", s, None) for s in range(4)]
_GIVE_EVENTS = [[Event("give", s, to) for to in range(4)] for s in range(4)]
_LEAD_EVENTS = [Event("lead", s, None) for s in range(4)]
_BITS = [1 << c for c in range(56)]


def _as_actions(seat: int, plays_: list[Play]) -> list[Action]:
    """The plays as the seat's actions (map and zip: no bytecode a play, ~25% faster
    than a comprehension)."""
    return list(map(_new, repeat(Action), zip(repeat(PLAY), repeat(seat), plays_)))


def _actions_of(seat: int, groups: list[tuple]) -> list[Action]:
    """The seat's actions of the generators' groups (kind, length, rank, masks) of plays
    (combos._plays_of, each play made into its action in the same comprehension)."""
    return [_new(Action, (PLAY, seat, _new(Play, (kind, length, rank, m))))
            for kind, length, rank, masks in groups for m in masks]


_EMITS = [partial(_actions_of, s) for s in range(4)]


class TichuError(Exception):
    """An action the rules do not allow now; `rule` is its T-id. The round is unchanged."""

    def __init__(self, message: str, rule: str):
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.reason = message


def partner(seat: int) -> int:
    return (seat + 2) % 4


def team(seat: int) -> int:
    """0 for seats 0 and 2, 1 for seats 1 and 3 (T2)."""
    return seat % 2


def opponents(seat: int) -> tuple[int, int]:
    return ((seat + 1) % 4, (seat + 3) % 4)


WISH_RANKS = (0,) + tuple(range(2, 15))



_GRANDS = [(Action("grand", s, True), Action("grand", s, False)) for s in range(4)]
_WISHES = [tuple(Action("wish", s, r) for r in WISH_RANKS) for s in range(4)]
_GIFTS = [tuple(Action("gift", s, o) for o in opponents(s)) for s in range(4)]
_SEATS = frozenset(range(4))
_AFTER = [[(seat + k) % 4 for k in range(1, 5)] for seat in range(4)]  # the seats in turn after
_OTHERS = [[to for to in range(4) if to != seat] for seat in range(4)]
