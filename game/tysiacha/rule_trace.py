"""Which rules of RULES.md an action at the table put to work (a lesson's check that it
teaches what it claims, game/ui/tysiacha/lessons.py). No pygame.

`rules_met(deal, action, events)` is asked just before the action is applied (of the deal
as it stands then) and, once applied, of the events it gave. It names a rule where the
rule decided something a player could see: the forced bid (R15), the limit of a hand
without a marriage (R17), a card that had to follow or trump (R36), a trick taken by a
trump (R39), a defender's points rounded (R46), a declarer on the barrel (R51) ...
"""
from __future__ import annotations

from typing import Iterable

from .engine import actions as A
from .engine.cards import SUIT_MASKS, melds_in
from .engine.deal import Deal, Phase
from .engine.events import Event


def before(deal: Deal, action: int) -> set[str]:
    """The rules the state `deal` puts to work on the seat about to take `action`."""
    out: set[str] = set()
    if deal is None or deal.over:
        return out
    seat = deal.to_act
    rules = deal.rules
    if deal.phase is Phase.BIDDING:
        if not deal.bids:
            if seat == deal.first_bidder:
                out.add("R14")
            out.add("R15")
        else:
            out.add("R16")
        cap = deal.bid_cap(seat)
        no_meld = melds_in(deal.hands[seat], rules.four_aces) == 0
        if rules.bid_limit and no_meld and deal.high_bid + rules.bid_step > 120 - rules.bid_step:
            out.add("R17")  # the next bids would pass 120: this hand stops there
        if A.is_bid(action) and A.bid_value(action) > 120 and A.bid_value(action) <= cap:
            out.add("R17")  # over 120 with a marriage in hand
    elif deal.phase is Phase.RAISE and A.is_raise(action):
        out.add("R27")
    elif deal.phase is Phase.PLAY and action < A.PASS:
        card = A.played_card(action)
        if not deal.tricks and not deal.trick and seat == deal.declarer:
            out.add("R35")
        if deal.trick:
            led = deal.lead_suit
            hand = deal.hands[seat]
            if hand & SUIT_MASKS[led] or (deal.trump >= 0 and hand & SUIT_MASKS[deal.trump]):
                out.add("R36")  # the hand had to follow, or to trump
            if card // 6 != led and deal.trump >= 0 and card // 6 == deal.trump:
                out.add("R36")
    return out


def after(events: Iterable[Event], standing_before=None) -> set[str]:
    """The rules the events of an action show at work."""
    out: set[str] = set()
    for ev in events:
        k = ev.kind
        if k == "dealt":
            out |= {"R8", "R9"}
        elif k == "prikup":
            out.add("R20")
        elif k == "give":
            out.add("R26")
        elif k in ("raise", "keep"):
            out.add("R27")
        elif k in ("rospisat", "spisat"):
            out.add("R30")
        elif k == "meld":
            out |= {"R3", "R37"}
        elif k == "trick":
            out.add("R39")
        elif k == "scored":
            out |= _scored(ev.data, standing_before)
    return out


def _scored(row, standing_before) -> set[str]:
    out: set[str] = set()
    if row.outcome == "played":
        out |= {"R44", "R45"}
        for s, pts in enumerate(row.points):
            if pts is not None and s != row.declarer and pts % 5:
                out.add("R46")  # a defender's points rounded
    if row.outcome == "rospisat":
        out |= {"R31", "R32"}
    if standing_before is not None and row.outcome == "played" \
            and standing_before.barrel[row.declarer] is not None:
        out.add("R51")  # a declarer on the barrel: made to the target, or failed and off
    for s, marks in enumerate(row.marks):
        if "zero" in marks:
            out.add("R48")
        if "barrel_on" in marks:
            out.add("R50")
        if "barrel_penalty" in marks:
            out.add("R53")
        if standing_before is not None and standing_before.barrel[s] is not None \
                and s != row.declarer and row.points[s] and row.deltas[s] <= 0:
            out.add("R52")  # a defender on the barrel: its points do not count
        if "winner" in marks:
            out.add("R55")
    return out


def cut_rules(cut) -> set[str]:
    """The cut for the first dealer (R6): the highest card deals, a tie cuts again."""
    if cut is None:
        return set()
    return {"R6"}
