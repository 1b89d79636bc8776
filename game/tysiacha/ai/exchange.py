"""RulesBot's exchange (R26): which two cards the declarer gives away and to whom.

The cards kept are the 8 whose evaluation (hand_eval.py) gives the best chance to make
the contract, then the most points; a marriage is never split while another choice
exists; with four_nines on, the last nine is not given away alone (a defender might then
hold all four and call a redeal, R12). Of the two cards, the one that could complete a
marriage goes to the defender less likely to hold its partner, and points go to the
defender behind in the score.
"""
from __future__ import annotations

from ..engine.cards import (CARD_POINTS, KING, MARRIAGE_VALUES, NINES_MASK,
                            QUEEN, SUIT_MASKS, cards_of, marriage_cards)
from ..engine.observation import Observation
from ..engine.rules import Rules
from .hand_eval import evaluate


def best_gives(hand: int, count: int, rules: Rules, contract: int = 100,
               spread: float = 1.0, meld_worth: float = 1.0) -> int:
    """The `count` cards (1 or 2) to give so that the rest plays best at `contract`."""
    return ranked_gives(hand, count, rules, contract, spread, meld_worth)[0]


def ranked_gives(hand: int, count: int, rules: Rules, contract: int = 100,
                 spread: float = 1.0, meld_worth: float = 1.0) -> list[int]:
    """Every way to give `count` cards (1 or 2), as masks, best first by the hand
    evaluation of the rest: the chance to make `contract`, then its points, less the
    points given away; a marriage is not split while another choice exists."""
    pool = cards_of(hand & ~marriage_cards(hand))
    if len(pool) < count:
        pool = cards_of(hand)
    if count == 1:
        combos = [1 << a for a in pool]
    else:
        combos = [(1 << a) | (1 << b) for i, a in enumerate(pool) for b in pool[i + 1:]]
    scored = []
    for m in combos:
        est = evaluate(hand & ~m, rules.marriage_first_trick, rules.four_aces, meld_worth)
        score = (100.0 * est.p_make(contract, spread) + 0.5 * est.total
                 - 0.3 * sum(CARD_POINTS[c] for c in cards_of(m)))
        if rules.four_nines:
            score -= nines_risk(hand, m)
        scored.append((-score, m))
    scored.sort(key=lambda t: t[0])  # stable: ties keep the order of the pool
    return [m for _, m in scored]


def quick_gives(ten: int) -> int:
    """Two cards to give, chosen cheaply (for the bidding's imagined prikups): the two
    least worth keeping outside the marriages, by `keep_score`."""
    keep = marriage_cards(ten)
    scored = sorted((keep_score(ten, c), c) for c in cards_of(ten & ~keep))
    return (1 << scored[0][1]) | (1 << scored[1][1])


def keep_score(hand: int, c: int) -> float:
    """How much a card is worth keeping: its points, a place in its suit's top run (a
    sure winner), and its suit's length (a short suit is better emptied)."""
    suit = c // 6
    in_suit = hand & SUIT_MASKS[suit]
    score = float(CARD_POINTS[c])
    if all(in_suit >> (suit * 6 + r) & 1 for r in range(5, c % 6, -1)):
        score += 25.0
    return score + 2.0 * in_suit.bit_count()



def nines_risk(hand: int, given: int) -> float:
    """Giving away a single nine and keeping none lets a defender hold all four (R12)."""
    if hand & ~given & NINES_MASK or (given & NINES_MASK).bit_count() != 1:
        return 0.0
    return 6.0


def give_risk(obs: Observation, c: int, seat: int, defenders: tuple[int, int]) -> float:
    """What giving card `c` to defender `seat` might hand it: a marriage the card
    completes (a seat that bid above 100 more likely holds the partner), and points to
    the defender ahead in the score."""
    risk = 0.0
    hand = sum(1 << x for x in obs.hand)
    rank = c % 6
    if rank in (KING, QUEEN):
        partner = c + 1 if rank == QUEEN else c - 1
        if not hand >> partner & 1:
            bid_high = any(s == seat and v is not None and v > 100 for s, v in obs.bids)
            risk += MARRIAGE_VALUES[c // 6] * (0.35 if bid_high else 0.2)
    scores = obs.standing.scores
    if scores[seat] > min(scores[d] for d in defenders):
        risk += CARD_POINTS[c] * 0.5
    return risk


def plan_gives(obs: Observation, gives: int, open_seats: list[int]) -> tuple[int, int]:
    """(card, seat) of the next give among the planned cards."""
    cards = cards_of(gives)
    if len(cards) == 2 and len(open_seats) == 2:
        c0, c1 = cards
        s0, s1 = open_seats
        pair = (s0, s1)
        straight = give_risk(obs, c0, s0, pair) + give_risk(obs, c1, s1, pair)
        crossed = give_risk(obs, c0, s1, pair) + give_risk(obs, c1, s0, pair)
        return (c0, s0) if straight <= crossed else (c0, s1)
    return cards[0], open_seats[0]
