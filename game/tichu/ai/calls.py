"""Tichu and Grand Tichu calls (T4, T6): a call is worth making when the hand goes out
first more often than not (it gains 100, or 200, when made and loses as much when not).

The chance is a logistic function of a few features of the hand, fitted on rounds of the
Normal policy in which nobody called (benchmarks/fit_tichu_calls.py prints the fit and
how well it is calibrated).
"""
from __future__ import annotations

from functools import lru_cache
from math import exp

from ..engine.cards import DOG_BIT, DR_BIT, FULL_DECK, MJ_BIT, PH_BIT, RANK_MASK
from ..engine.combos import BOMB, DOG
from .odds import Odds
from .plan import best_plan

# the fitted weights, in the order of the features below (intercept first)
TICHU_WEIGHTS = (-0.7169, -0.7599, 0.7135, -0.1301, 0.6496, 0.1607, 0.4906, 0.3395, -1.3090)
GRAND_WEIGHTS = (-1.6349, 0.7060, 0.7312, 0.3364, 0.2023, 0.2460, -0.1100)
# the chance at which a call is made: above even, since a call also shows the opponents
# whom to stop (measured in duplicate rounds, benchmarks/fit_tichu_calls.py)
TICHU_AT = 0.5
GRAND_AT = 0.5


def _has_four(hand: int) -> int:
    return sum(1 for r in range(2, 15) if hand & RANK_MASK[r] == RANK_MASK[r])


def tichu_features(hand: int) -> tuple:
    """Intercept, the plan's cost and pieces, its winners, the Dragon, the Phoenix, the
    aces, bombs, the Dog (14 cards, at the start of the play)."""
    odds = Odds(FULL_DECK & ~hand, (14, 14))
    plan, cost = best_plan(hand, odds)
    winners = sum(1 for p in plan if p.kind != DOG and odds.beaten(p) < 0.3)
    bombs = sum(1 for p in plan if p.kind == BOMB)
    return (1.0, cost, len(plan), winners, bool(hand & DR_BIT), bool(hand & PH_BIT),
            (hand & RANK_MASK[14]).bit_count(), bombs, bool(hand & DOG_BIT))


def grand_features(first8: int) -> tuple:
    """Intercept, the Dragon, the Phoenix, aces, kings, a four of a kind, the Mah Jong
    (the first 8 cards)."""
    return (1.0, bool(first8 & DR_BIT), bool(first8 & PH_BIT),
            (first8 & RANK_MASK[14]).bit_count(), (first8 & RANK_MASK[13]).bit_count(),
            _has_four(first8), bool(first8 & MJ_BIT))


def _logistic(weights: tuple, features: tuple) -> float:
    z = sum(w * f for w, f in zip(weights, features))
    return 1.0 / (1.0 + exp(-max(-30.0, min(30.0, z))))


@lru_cache(maxsize=4096)
def tichu_chance(hand: int) -> float:
    return _logistic(TICHU_WEIGHTS, tichu_features(hand))


@lru_cache(maxsize=4096)
def grand_chance(first8: int) -> float:
    return _logistic(GRAND_WEIGHTS, grand_features(first8))
