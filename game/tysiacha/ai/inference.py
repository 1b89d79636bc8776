"""Inference for the Hard bot: how likely the other seats' bids and passes were with
the hands a sampled layout gives them, so that layouts which fit the auction count more.

Each bid or pass after the forced opening (R15) is a yes or no to "bid at this level".
Its chance is a logistic model of the bidder's 7-card hand, fitted on the rule-based
player's own auctions (benchmarks/fit_bidding_model.py prints the fit), and softened,
since the others may bid differently; a bid above 120 without a marriage in hand breaks
R17 and rules the layout out. The hand a seat bid with is rebuilt from the layout: the
cards it holds now and has played, less the card the declarer gave it (R26), and for the
declarer less the prikup (R20).
"""
from __future__ import annotations

import math
import random
from typing import Optional

from ..engine.cards import melds_in
from ..engine.deal import hand_bid_cap
from ..engine.observation import Observation
from .hand_eval import evaluate

# logistic weights on (1, (total - level)/20, (cards - level)/20, min(melds, 100)/100,
# (level - 100)/20), the hand evaluation's total and card points of the 7-card hand
BID_MODEL = (1.866, 0.568, 1.516, 7.367, -0.107)
SOFTEN = 0.6  # others bid less predictably than the model's own player
FLOOR = 0.02  # no decision is ever ruled out by the model alone


def bid_features(hand: int, level: int) -> tuple[float, ...]:
    """What the model reads of a 7-card hand facing a bid at `level`, in BID_MODEL's
    order (benchmarks/fit_bidding_model.py fits on the same)."""
    est = evaluate(hand)
    return (1.0, (est.total - level) / 20.0, (est.cards - level) / 20.0,
            min(melds_in(hand, False), 100) / 100.0, (level - 100) / 20.0)


def bid_chance(hand: int, level: int, soften: float = SOFTEN) -> float:
    """The chance that a seat holding `hand` (7 cards) bids at `level` rather than pass."""
    z = sum(w * x for w, x in zip(BID_MODEL, bid_features(hand, level)))
    p = 1.0 / (1.0 + math.exp(-soften * z))
    return min(1.0 - FLOOR, max(FLOOR, p))


def auction(obs: Observation) -> list[tuple[int, int, bool]]:
    """(seat, level, bid?) of each free decision of the auction by another seat: the
    level is the bid made, or for a pass the lowest bid it could have made (R16)."""
    step = obs.rules.bid_step
    out = []
    high = 0
    for i, (seat, bid) in enumerate(obs.bids):
        if i == 0:  # the forced opening says nothing (R15)
            high = bid or 0
            continue
        if seat != obs.seat:
            out.append((seat, bid if bid is not None else high + step, bid is not None))
        if bid is not None:
            high = bid
    return out


def bidding_hands(obs: Observation, layout: dict) -> dict:
    """The 7-card hand each other seat bid with, as far as the layout tells: its cards
    now and those it played, less the card given to it and the prikup's (R20, R26)."""
    played: dict = {}
    for trick, _ in obs.tricks:
        for s, c in trick:
            played[s] = played.get(s, 0) | 1 << c
    for s, c in obs.trick:
        played[s] = played.get(s, 0) | 1 << c
    given = dict(obs.given)
    prikup = sum(1 << c for c in obs.prikup) if obs.prikup else 0
    hands = {}
    for s, held in layout.items():
        hand = held | played.get(s, 0)
        if s in given:
            hand &= ~(1 << given[s])
        if s == obs.declarer:
            hand |= sum(1 << c for c in given.values())
            hand &= ~prikup
        hands[s] = hand
    return hands


def layout_weight(obs: Observation, layout: dict, decisions: Optional[list] = None,
                  soften: float = SOFTEN) -> float:
    """How well `layout` ({seat: hidden hand now}) fits the others' bids and passes."""
    decisions = auction(obs) if decisions is None else decisions
    if not decisions:
        return 1.0
    hands = bidding_hands(obs, layout)
    weight = 1.0
    for seat, level, bid in decisions:
        hand = hands.get(seat)
        if hand is None or hand.bit_count() > 8:  # a dark prikup hides what it bid with
            continue
        if bid and over_cap(obs, hand, level):
            return 0.0
        p = bid_chance(hand, level, soften)
        weight *= p if bid else 1.0 - p
    return weight


def over_cap(obs: Observation, hand: Optional[int], level: int) -> bool:
    """Whether a bid at `level` was out of reach of the bidding hand `hand` (R17: above
    120 only with the melds to make it); only a whole known 7-card hand can say so."""
    return (hand is not None and hand.bit_count() <= 7
            and level > hand_bid_cap(obs.rules, hand))


def fits_bids(obs: Observation, layout: dict, high_bids: list) -> bool:
    """Whether `layout` lets every one of `high_bids` ((seat, level) above 120, from
    `high_bids_of`) have been made (R17): the search bot's hard constraint, where
    inferring (Hard) weighs every bid and pass."""
    if not high_bids:
        return True
    hands = bidding_hands(obs, layout)
    return not any(over_cap(obs, hands.get(s), level) for s, level in high_bids)


def high_bids_of(obs: Observation) -> list:
    """(seat, level) of the others' bids above what a hand without melds may bid (R17,
    the engine's hand_bid_cap): the bids that say for sure what a hand held."""
    plain = hand_bid_cap(obs.rules, 0)
    return [(s, level) for s, level, bid in auction(obs) if bid and level > plain]


def resample(layouts: list, weights: list[float], count: int, rng: random.Random) -> list:
    """`count` layouts drawn in proportion to their weights (systematic resampling:
    a layout of weight w is kept about w / mean times)."""
    total = sum(weights)
    if total <= 0.0:
        return layouts[:count]
    step = total / count
    u = rng.random() * step
    out, acc, i = [], weights[0], 0
    for _ in range(count):
        while acc < u and i < len(layouts) - 1:
            i += 1
            acc += weights[i]
        out.append(layouts[i])
        u += step
    return out


__all__ = ["bid_features", "bid_chance", "auction", "bidding_hands", "layout_weight", "over_cap",
           "fits_bids", "high_bids_of", "resample"]
