"""Which rules of TICHU_RULES.md an action put to work (a lesson's check that it teaches
what it claims, game/ui/tichu/lessons.py). No pygame.

`before(round, action)` is asked just before the action is applied (of the round as it
stands then), `after(events)` of the events it gave. A rule is named where it decided
something a player could see: a Grand Tichu answer on 8 cards (T4), a follow of the same
kind (T11), a bomb out of turn (T14), a play the wish bound (T16), the Dog's lead (T18) ...
"""
from __future__ import annotations

from typing import Iterable

from .engine.cards import DR_BIT, MJ_BIT, PH_BIT, RANK_MASK
from .engine.combos import BOMB, DOG
from .engine.round import Action, Event, Phase, Round


def before(rnd: Round, action: Action) -> set[str]:
    """The rules the round as it stands puts to work on `action`."""
    out: set[str] = set()
    if rnd is None or rnd.over:
        return out
    kind, seat, data = action
    if kind == "grand":
        out |= {"T4", "T29"}
    elif kind == "tichu":
        out.add("T6")
    elif kind == "give":
        out |= {"T8", "T29"}
    elif kind == "wish":
        out.add("T15")
    elif kind == "gift":
        out.add("T19")
    elif kind == "pass":
        out.add("T11")
        if rnd.wish and rnd.hands[seat] & RANK_MASK[rnd.wish]:
            out.add("T16")  # held the wished rank, and could not play it
    elif kind == "play" and rnd.phase is Phase.PLAY:
        out.add("T10")
        cards = data.cards
        if not rnd.tricks and rnd.top is None and not any(rnd.played_any):
            out.add("T9")  # the first lead, by the Mah Jong's holder
        if rnd.top is not None:
            out.add("T11" if data.kind != BOMB else "T13")
        if data.kind == BOMB:
            out.add("T13")
            if seat != rnd.to_act:
                out.add("T14")
            if rnd.wish and not cards & RANK_MASK[rnd.wish]:
                out.add("T17")
        if cards & MJ_BIT:
            out.add("T15")
        if rnd.wish and rnd.hands[seat] & RANK_MASK[rnd.wish] and seat == rnd.to_act:
            out.add("T16")  # the wish bound this play
        if data.kind == DOG:
            out.add("T18")
        if cards == DR_BIT:
            out.add("T19")
        if cards & PH_BIT:
            out.add("T20")
    return out


def after(events: Iterable[Event]) -> set[str]:
    """The rules the events of an action show at work."""
    out: set[str] = set()
    for ev in events:
        k = ev.kind
        if k == "dealt6":
            out.add("T5")
        elif k == "exchange":
            out.add("T8")
        elif k == "lead":
            out.add("T12")
        elif k == "wish_fulfilled":
            out.add("T16")
        elif k == "dog":
            out.add("T18")
        elif k == "gift":
            out.add("T19")
        elif k == "out":
            out.add("T21")
        elif k == "round_over":
            out.add("T22")
        elif k == "scored":
            out |= _scored(ev.data.result)
    return out


def _scored(result) -> set[str]:
    out = {"T3", "T26"}
    if result.calls:
        out.add("T7")
    if result.double_win is not None:
        out.add("T25")
    else:
        out |= {"T23", "T24"}
    return out
