"""A simple heuristic bot: bids on sure winners and melds, gives away its cheapest cards,
declares marriages, wins tricks worth winning and throws its lowest card otherwise.

It is the engine's `simulate` opponent and the table's stand-in until the real AI levels
arrive; it is meant to play sensibly enough that games reach the target.
"""
from __future__ import annotations

import random
from typing import Optional, Sequence

from ..engine import actions as A
from ..engine.cards import (ACE, CARD_POINTS, KING, MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN, TEN,
                            mask_of, melds_in)
from ..engine.deal import Phase
from ..engine.observation import Observation


def sure_points(hand: int) -> int:
    """Points a hand can expect to take as declarer: each top card of a suit's run from
    the ace wins a trick worth itself plus about ten from the others' cards."""
    total = 0
    for s in range(4):
        for rank in (ACE, TEN, KING):
            c = s * 6 + rank
            if not hand >> c & 1:
                break
            total += CARD_POINTS[c] + 10
    return total


def estimate(hand: int, four_aces: bool, prikup_bonus: int = 15) -> int:
    """What the hand should make as declarer, melds included."""
    return sure_points(hand) + melds_in(hand, four_aces) + prikup_bonus


def _winning(trick, trump: int, led: int, c: int) -> bool:
    """Whether card `c` would now beat every card of the trick (R39)."""
    for _, t in trick:
        ts, cs = t // 6, c // 6
        if cs == ts:
            if t > c:
                return False
        elif ts == trump or cs != trump:
            return False
    return True


class SimpleBot:
    name = "simple"

    def __init__(self, seed: Optional[int] = None, rng: Optional[random.Random] = None):
        self.rng = rng or random.Random(seed)

    def choose(self, obs: Observation, legal: Sequence[int]) -> int:
        phase = obs.phase
        hand = mask_of(obs.hand)
        rules = obs.rules
        if phase is Phase.BIDDING:
            bids = [a for a in legal if A.is_bid(a)]
            if A.PASS not in legal:
                return bids[0]
            target = estimate(hand, rules.four_aces)
            if obs.standing.barrel[obs.seat] is not None:
                target = max(target, 120 if target >= 95 else 0)  # the barrel needs 120
            ok = [a for a in bids if A.bid_value(a) <= target]
            return ok[0] if ok else A.PASS
        if phase is Phase.PRIKUP or phase is Phase.REDEAL:
            return A.REDEAL if A.REDEAL in legal and estimate(hand, rules.four_aces, 0) < 100 \
                else A.NO_REDEAL
        if phase is Phase.EXCHANGE or phase is Phase.RAISE:
            if A.ROSPISAT in legal and estimate(hand, rules.four_aces, 0) + 25 < obs.contract:
                return A.ROSPISAT
            if phase is Phase.RAISE:
                return A.KEEP
            return min((a for a in legal if A.is_give(a)), key=lambda a: self._give_cost(hand, a))
        return self._play(obs, hand, legal)

    @staticmethod
    def _give_cost(hand: int, action: int) -> tuple:
        c, _ = A.give_parts(action)
        in_marriage = any(hand & m == m and (1 << c) & m for m in MARRIAGE_MASKS)
        return (in_marriage, c % 6 == ACE, CARD_POINTS[c], c)

    def _play(self, obs: Observation, hand: int, legal: Sequence[int]) -> int:
        plays = [a for a in legal if A.is_play(a)]
        if not obs.trick:
            melds = [a for a in plays if A.is_meld(a)]
            if melds:  # the best marriage, led with the queen so the king can still win
                return max(melds, key=lambda a: (MARRIAGE_VALUES[A.played_card(a) // 6],
                                                 A.played_card(a) % 6 == QUEEN))
            aces = [a for a in plays if a % 6 == ACE]
            if aces:
                return aces[0]
            tens = [a for a in plays if a % 6 == TEN and self._ace_gone(obs, a // 6)]
            if tens:
                return tens[0]
            return min(plays, key=lambda a: (CARD_POINTS[a], self._keeps_marriage(hand, a), a))
        led = obs.trick[0][1] // 6
        winners = [a for a in plays if _winning(obs.trick, obs.trump, led, a)]
        partner_wins = self._partner_winning(obs, led)
        last = len(obs.trick) == 2
        if winners and not partner_wins and (last or sum(CARD_POINTS[c] for _, c in obs.trick) >= 10
                                             or obs.seat == obs.declarer):
            return min(winners, key=lambda a: (CARD_POINTS[a], a)) if last else max(winners)
        if partner_wins and last:  # give the partner the most points that are spare
            return max(plays, key=lambda a: (CARD_POINTS[a] * (a % 6 != ACE), -a))
        return min(plays, key=lambda a: (CARD_POINTS[a], self._keeps_marriage(hand, a), a))

    @staticmethod
    def _keeps_marriage(hand: int, a: int) -> bool:
        return any(hand & m == m and (1 << a) & m for m in MARRIAGE_MASKS)

    @staticmethod
    def _ace_gone(obs: Observation, suit: int) -> bool:
        ace = suit * 6 + ACE
        return any(c == ace for trick, _ in obs.tricks for _, c in trick)

    @staticmethod
    def _partner_winning(obs: Observation, led: int) -> bool:
        """A defender whose fellow defender is winning the trick so far."""
        if obs.seat == obs.declarer or not obs.trick:
            return False
        best_seat, best = obs.trick[0]
        for s, c in obs.trick[1:]:
            if _winning([(best_seat, best)], obs.trump, led, c):
                best_seat, best = s, c
        return best_seat != obs.declarer

