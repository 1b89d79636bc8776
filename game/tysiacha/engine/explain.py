"""Why an action is illegal: a message naming the rule, for errors, hints and replays.

Only called on the slow path, after the fast generator has refused an action.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .cards import SUIT_LETTERS, SUIT_MASKS, card_name
from .errors import IllegalAction

if TYPE_CHECKING:
    from .deal import Deal


def explain_illegal(deal: "Deal", action: int) -> IllegalAction:
    from .deal import Phase

    phase = deal.phase
    if phase is Phase.OVER:
        return IllegalAction("the deal is over; the next deal comes after scoring", "R7")
    seat = deal.to_act
    if action in (A.ROSPISAT, A.SPISAT):
        return _give_up_reason(deal, action)
    if action in (A.REDEAL, A.NO_REDEAL) and phase not in (Phase.PRIKUP, Phase.REDEAL):
        # right after the prikup is taken only its nines could give a redeal (R13);
        # otherwise only a defender holding four nines, asked after the raise (R12)
        return IllegalAction("no redeal may be called now", "R13" if phase is Phase.EXCHANGE
                             else "R12")
    if phase is Phase.BIDDING:
        return _bid_reason(deal, seat, action)
    if phase is Phase.PLAY:
        if A.is_raise(action) or action == A.KEEP:
            return IllegalAction("the contract may be raised only once, before the first lead",
                                 "R27")
        if not A.is_play(action):
            return IllegalAction(f"{A.action_str(action)} is not a play; a card must be played",
                                 "R35")
        return _play_reason(deal, seat, action)
    if phase is Phase.EXCHANGE:
        if not A.is_give(action):
            return IllegalAction("the declarer must first give a card to each defender", "R26")
        c, to = A.give_parts(action)
        if not deal.hands[seat] >> c & 1:
            return IllegalAction(f"{card_name(c)} is not in the declarer's hand", "R26")
        if to not in deal.defenders:
            return IllegalAction(f"seat {to} is not a defender", "R26")
        return IllegalAction(f"seat {to} already received a card", "R26")
    if phase is Phase.RAISE:
        if not A.is_raise(action):
            return IllegalAction("the declarer raises or keeps the contract now", "R28")
        return _raise_reason(deal, seat, A.raise_value(action))
    if phase is Phase.PRIKUP:
        return IllegalAction("the declarer decides on a redeal for the prikup's nines now", "R13")
    return IllegalAction("a defender holding four nines decides on a redeal now", "R12")


def _give_up_reason(deal: "Deal", action: int) -> IllegalAction:
    from .deal import Phase

    name = "rospisat'" if action == A.ROSPISAT else "spisat'"
    rules = deal.rules
    if deal.phase is Phase.BIDDING or deal.declarer < 0:
        return IllegalAction(f"{name} comes only after the bidding", "R30")
    if deal.phase is Phase.REDEAL:
        return IllegalAction(f"a defender decides on a redeal now, not {name}", "R28")
    if deal.phase is Phase.PLAY and deal.tricks or deal.trick:
        return IllegalAction(f"{name} is too late once a card is played", "R30")
    if action == A.SPISAT and rules.rospisat != "with_spisat":
        return IllegalAction("spisat' is only allowed with rospisat: with_spisat", "R32")
    if rules.rospisat == "disabled":
        return IllegalAction("rospisat' is disabled", "R32")
    if deal.standing.barrel[deal.declarer] is not None:
        return IllegalAction(f"a player on the barrel may not declare {name}", "R51")
    return IllegalAction("no more than two rospisat' per player per game", "R32")


def _bid_reason(deal: "Deal", seat: int, action: int) -> IllegalAction:
    if not deal.bids:
        return IllegalAction("the first bidder must bid 100", "R15")
    if not (action == A.PASS or A.is_bid(action)):
        return IllegalAction(f"{A.action_str(action)} is not a bid; bid or pass", "R16")
    if deal.silent(seat):
        return IllegalAction("a silent player may only pass", "R18")
    value = A.bid_value(action)
    step = deal.rules.bid_step
    if value <= deal.high_bid:
        return IllegalAction(f"bid {value} is not higher than {deal.high_bid}", "R16")
    if value % step:
        return IllegalAction(f"bid {value} is not a multiple of {step}", "R16")
    cap = deal.bid_cap(seat)
    if deal.rules.bid_limit and cap == 120:
        return IllegalAction(f"bid {value} is above 120 without a marriage in hand", "R17")
    return IllegalAction(f"bid {value} is above the limit {cap} of this hand", "R17")


def _raise_reason(deal: "Deal", seat: int, value: int) -> IllegalAction:
    rules = deal.rules
    if deal.silent(seat):
        return IllegalAction("a silent player may not raise", "R18")
    if rules.no_raise_on_forced and deal.forced:
        return IllegalAction("a declarer who won with the forced bid may not raise", "R27")
    if value <= deal.contract:
        return IllegalAction(f"raise {value} is not higher than {deal.contract}", "R27")
    if value % rules.bid_step:
        return IllegalAction(f"raise {value} is not a multiple of {rules.bid_step}", "R27")
    return IllegalAction(f"raise {value} is above the limit {deal.bid_cap(seat)} of this hand",
                         "R17")


def _play_reason(deal: "Deal", seat: int, action: int) -> IllegalAction:
    c = A.played_card(action)
    hand = deal.hands[seat]
    name = card_name(c)
    if not hand >> c & 1:
        return IllegalAction(f"{name} is not in the hand of seat {seat}", "R35")
    if A.is_meld(action):
        if deal.trick:
            return IllegalAction("a meld may only be declared when leading", "R37")
        if not deal.tricks and not deal.rules.marriage_first_trick:
            return IllegalAction("no meld may be declared in the first trick", "R37")
        if c % 6 == 5:
            return IllegalAction("four aces needs all four aces in hand and four_aces on", "R38")
        return IllegalAction(f"{name} is not part of a marriage in hand", "R37")
    led = deal.lead_suit
    trump = deal.trump
    if hand & SUIT_MASKS[led]:
        if c // 6 != led:
            return IllegalAction(f"{name} does not follow the led suit {SUIT_LETTERS[led]}", "R36",
                                 "follow")
        return IllegalAction(f"{name} does not beat the trick when a higher "
                             f"{SUIT_LETTERS[led]} can (must_beat)", "R36", "beat")
    if trump >= 0 and hand & SUIT_MASKS[trump]:
        if c // 6 != trump and deal.rules.must_trump:
            return IllegalAction(f"{name} is not a trump; a player out of "
                                 f"{SUIT_LETTERS[led]} must trump", "R36", "trump")
        return IllegalAction(f"{name} does not beat the trumps in the trick when a higher "
                             f"trump can (must_beat)", "R36", "beat_trump")
    return IllegalAction(f"{name} may not be played now", "R36")
