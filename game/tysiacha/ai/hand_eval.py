"""Hand evaluation for RulesBot: the points a declarer's 8-card hand should make (R44),
for the bidding, the exchange, the raise and rospisat'.

Card points: each suit holding is worth a value from a table (suit_values.py) by its
cards, by whether it is the trump suit (the best marriage's) and by whether the hand has
an entry (an ace: a sure winner of the first trick while there is no trump, R35). The
table starts from a small model of a suit's play (`suit_play`: the declarer cashes its
top cards while they are the highest left, else leads low; the defenders follow low or
win cheaply; their cards are split at random) and is corrected by RulesBot's own games
(benchmarks/calibrate_rules_bot.py writes it).

Melds count only when the declarer can get the lead to declare them (R37: only the
leader declares, not in the first trick unless marriage_first_trick): the best marriage
if the hand has an entry, a second one if leading the first one's queen keeps the lead.
"""
from __future__ import annotations

import math
from functools import lru_cache

from ..engine.cards import ACE, ACES_MASK, FOUR_ACES_VALUE, MARRIAGE_MASKS, MARRIAGE_VALUES, TEN
from . import suit_values as SV

RANK_POINTS = (0, 2, 3, 4, 10, 11)
VOID_DISCARD = 1.0  # what a defender void in the suit throws on the declarer's winner


class Estimate:
    """The expected points of a declarer's 8-card hand: card points, and the meld points
    it may declare as (chance, points) scenarios (a marriage is declared or not: the
    total is not bell-shaped)."""

    __slots__ = ("cards", "sigma", "scenarios", "trump", "entry")

    def __init__(self, cards: float, sigma: float, scenarios: list, trump: int, entry: bool):
        self.cards, self.sigma, self.scenarios = cards, sigma, scenarios
        self.trump, self.entry = trump, entry

    @property
    def melds(self) -> float:
        return sum(p * v for p, v in self.scenarios)

    @property
    def total(self) -> float:
        return self.cards + self.melds

    def p_make(self, contract: int, spread: float = 1.0) -> float:
        """The chance of taking at least `contract` points (R45); `spread` scales the
        uncertainty of the card points."""
        sigma = self.sigma * spread
        return sum(p * normal_cdf((self.cards + v - contract + 0.5) / sigma)
                   for p, v in self.scenarios if p > 0.0)


def normal_cdf(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / SQRT2))


SQRT2 = math.sqrt(2.0)


def suit_bits(mask: int, suit: int) -> int:
    """The 6-bit rank pattern of a suit in a mask (bit 0 the nine, bit 5 the ace)."""
    return (mask >> (6 * suit)) & 0b111111


def marriages_by_value(hand: int) -> list[int]:
    """Suits of the marriages in hand, the most valuable first (R3)."""
    return [s for s in (3, 2, 1, 0) if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]]


def evaluate(hand: int, marriage_first_trick: bool = False, four_aces: bool = False,
             meld_worth: float = 1.0) -> Estimate:
    """What a declarer holding `hand` (8 cards, before the first lead) should score;
    `meld_worth` scales the melds (0 on the barrel without barrel_marriage, R52)."""
    suits = marriages_by_value(hand)
    trump = suits[0] if suits else -1
    entry = bool(hand & ACES_MASK)
    table = SV.WITH_ENTRY if entry else SV.NO_ENTRY
    raw = SV.INTERCEPT
    for s in range(4):
        raw += table[s == trump][suit_bits(hand, s)]
    cards, sigma = card_curve(raw)
    scenarios = meld_scenarios(hand, suits, entry or marriage_first_trick, four_aces)
    if meld_worth != 1.0:
        scenarios = [(p, v * meld_worth) for p, v in scenarios]
    return Estimate(cards, sigma, scenarios, trump, entry)


def card_curve(raw: float) -> tuple[float, float]:
    """(expected card points, their spread) for the table's sum `raw`: the calibrated
    curve, interpolated (a hand can take at most 120 and the spread narrows there)."""
    curve = SV.CARD_CURVE
    if raw <= curve[0][0]:
        return max(0.0, raw - curve[0][0] + curve[0][1]), curve[0][2]
    for (x0, m0, s0), (x1, m1, s1) in zip(curve, curve[1:]):
        if raw <= x1:
            t = (raw - x0) / (x1 - x0)
            return m0 + t * (m1 - m0), s0 + t * (s1 - s0)
    return min(120.0, curve[-1][1] + raw - curve[-1][0]), curve[-1][2]


def meld_scenarios(hand: int, suits: list[int], entry: bool, four_aces: bool) -> list:
    """(chance, meld points) of each way the declarations may go: the first marriage
    needs the lead, a second one needs the lead kept (or won back) after the first one's
    queen, and so on."""
    base = 0.0
    if four_aces and hand & ACES_MASK == ACES_MASK:
        base = FOUR_ACES_VALUE  # four aces always hold an entry
    out = []
    p = 1.0
    got = base
    for i, s in enumerate(suits):
        if i == 0:
            q = SV.FIRST_WITH_ENTRY if entry else SV.FIRST_NO_ENTRY
        elif i == 1:
            q = SV.SECOND_KEPT if queen_keeps_lead(hand, suits[0]) else SV.SECOND_LOST
        else:
            q = SV.FURTHER
        out.append((p * (1.0 - q), got))
        p *= q
        got += MARRIAGE_VALUES[s]
    out.append((p, got))
    return out


def queen_keeps_lead(hand: int, suit: int) -> bool:
    """Leading the queen of a marriage wins the trick when the ace and ten are ours."""
    need = (1 << (suit * 6 + ACE)) | (1 << (suit * 6 + TEN))
    return hand & need == need


# ---------------------------------------------------------------------- the prior model
def _play_suit(mine: list[int], d1: list[int], d2: list[int], ruff: float) -> float:
    """Points the declarer takes in one suit for one split of the defenders' cards
    (ranks, highest first)."""
    pts = 0.0
    mine, d1, d2 = list(mine), list(d1), list(d2)
    while mine:
        top_d = max(d1[0] if d1 else -1, d2[0] if d2 else -1)
        if mine[0] > top_d:
            c = mine.pop(0)
            voids = (not d1) + (not d2)
            p_ruff = 1.0 - (1.0 - ruff) ** voids
            take = RANK_POINTS[c]
            for d in (d1, d2):
                take += RANK_POINTS[d.pop()] if d else VOID_DISCARD
            pts += (1.0 - p_ruff) * take
        else:
            c = mine.pop()
            holder, other = (d1, d2) if d1 and d1[0] == top_d else (d2, d1)
            holder.remove(min(x for x in holder if x > c))
            if other:
                other.pop()
    return pts


@lru_cache(maxsize=None)
def suit_play(mine6: int, ruff: float) -> float:
    """Expected points of a suit pattern when the defenders hold its other cards."""
    mine = [r for r in range(5, -1, -1) if mine6 >> r & 1]
    theirs = [r for r in range(5, -1, -1) if not mine6 >> r & 1]
    n = len(theirs)
    total = 0.0
    for split in range(1 << n):
        d1 = [r for i, r in enumerate(theirs) if split >> i & 1]
        d2 = [r for i, r in enumerate(theirs) if not split >> i & 1]
        total += _play_suit(mine, d1, d2, ruff)
    return total / (1 << n)


def prior_table(is_trump: bool) -> list[float]:
    """The model's value of every suit pattern (trump, or a side suit that may be
    trumped) before calibration."""
    ruff = 0.0 if is_trump else 0.3
    return [suit_play(p, ruff) for p in range(64)]


def hand_trump(hand: int) -> int:
    """The suit evaluate() counts as trump: the most valuable marriage's, or -1."""
    suits = marriages_by_value(hand)
    return suits[0] if suits else -1


__all__ = ["Estimate", "evaluate", "meld_scenarios", "prior_table", "suit_bits",
           "marriages_by_value", "queen_keeps_lead", "hand_trump"]
