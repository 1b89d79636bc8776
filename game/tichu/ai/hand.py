"""How a Tichu player sees its hand: split into the fewest strong combinations, and how many
tricks it can hope to win (the rules bot's judgement, docs/TICHU_RULES.md T10-T20).

`split(hand)` tries each straight, stairs and full house the hand holds as a first piece
(and none) and groups the rest by rank, and keeps the split with the lowest `cost`: a
combination costs 1, less when it is likely to win its trick (`control`), so that a split
in fewer, higher pieces is preferred.
"""
from __future__ import annotations

from functools import lru_cache

from ..engine.cards import DOG_BIT, DR_BIT, MJ_BIT, PH_BIT, RANK_MASK, count
from ..engine.combos import BOMB, DOG, FULL_HOUSE, PAIR, SINGLE, STAIRS, STRAIGHT, TRIPLE, \
    Play, stairs, straights

ACE = 28  # half ranks
KING = 26


def control(p: Play) -> float:
    """How likely this combination is to win the trick it is played to (0..1), judged
    from its kind and rank alone."""
    if p.kind == BOMB:
        return 1.0
    if p.kind == DOG:
        return 0.6  # it wins the lead for the partner
    if p.kind == SINGLE:
        if p.cards == DR_BIT:
            return 1.0
        if p.cards == PH_BIT:
            return 0.7
        return max(0.0, (p.rank - 18) / 12) ** 1.5  # A 0.77, K 0.54, Q 0.33, below 9 nothing
    if p.kind == PAIR:
        return max(0.0, (p.rank - 16) / 12) ** 1.3
    if p.kind == TRIPLE:
        return max(0.0, (p.rank - 10) / 18)
    if p.kind in (STRAIGHT, STAIRS):
        return min(1.0, 0.25 + (p.rank - 12) / 24 + (p.length - 5) * 0.08)
    if p.kind == FULL_HOUSE:
        return min(1.0, 0.3 + (p.rank - 8) / 24)
    return 0.0


def cost(parts: tuple[Play, ...]) -> float:
    return sum(1.0 - control(p) for p in parts)


def _by_rank(hand: int) -> list[Play]:
    """The rest of a hand grouped by rank: bombs, triples, pairs, singles; the Phoenix
    joins the highest single it can make a pair of (or stays single), the Mah Jong, Dog
    and Dragon alone."""
    parts = []
    ph = bool(hand & PH_BIT)
    loose: list[int] = []
    for r in range(2, 15):
        m = hand & RANK_MASK[r]
        n = count(m)
        if n == 4:
            parts.append(Play(BOMB, 4, 2 * r, m))
        elif n == 3:
            parts.append(Play(TRIPLE, 3, 2 * r, m))
        elif n == 2:
            parts.append(Play(PAIR, 2, 2 * r, m))
        elif n == 1:
            loose.append(r)
    if ph:
        # the Phoenix pairs up the highest loose card below the ace, or stays a single
        target = next((r for r in reversed(loose) if r < 14), None)
        if target is not None and target >= 9:
            loose.remove(target)
            parts.append(Play(PAIR, 2, 2 * target, (hand & RANK_MASK[target]) | PH_BIT))
        else:
            parts.append(Play(SINGLE, 1, 3, PH_BIT))
    for r in loose:
        parts.append(Play(SINGLE, 1, 2 * r, hand & RANK_MASK[r]))
    if hand & MJ_BIT:
        parts.append(Play(SINGLE, 1, 2, MJ_BIT))
    if hand & DR_BIT:
        parts.append(Play(SINGLE, 1, 30, DR_BIT))
    if hand & DOG_BIT:
        parts.append(Play(DOG, 1, 0, DOG_BIT))
    return parts


def _merge_full_houses(parts: list[Play]) -> list[Play]:
    """A triple with the lowest pair becomes a full house: one lead instead of two."""
    triples = sorted((p for p in parts if p.kind == TRIPLE), key=lambda p: p.rank)
    pairs = sorted((p for p in parts if p.kind == PAIR and p.rank < 24), key=lambda p: p.rank)
    out = [p for p in parts if p not in triples and p not in pairs]
    for t in triples:
        if pairs:
            q = pairs.pop(0)
            out.append(Play(FULL_HOUSE, 5, t.rank, t.cards | q.cards))
        else:
            out.append(t)
    return out + pairs


@lru_cache(maxsize=50_000)
def split(hand: int) -> tuple[Play, ...]:
    """The hand as the cheapest set of combinations (module docstring)."""
    return _split(hand, 2)


def _split(hand: int, depth: int) -> tuple[Play, ...]:
    best = tuple(_merge_full_houses(_by_rank(hand)))
    best_cost = cost(best)
    if depth == 0 or count(hand) < 4:
        return best
    firsts = straights(hand, None) + stairs(hand, None)
    if len(firsts) > 40:  # keep the longest and highest first pieces
        firsts.sort(key=lambda p: (p.length, p.rank), reverse=True)
        firsts = firsts[:40]
    seen: set[int] = set()
    for p in firsts:
        if p.cards in seen:
            continue
        seen.add(p.cards)
        rest = _split(hand & ~p.cards, depth - 1)
        parts = (p,) + rest
        c = cost(parts)
        if c < best_cost - 1e-9:
            best, best_cost = parts, c
    return best


def strength(hand: int) -> float:
    """Tricks the hand should win less the leads it needs: high is a hand that can go out
    first (the calls' judgement)."""
    parts = split(hand)
    wins = sum(control(p) for p in parts)
    return wins - (len(parts) - wins)


def tichu_hand(hand: int) -> bool:
    """A hand worth a Tichu call: few pieces, most of them winners."""
    parts = split(hand)
    losers = sum(1 - control(p) for p in parts if p.kind != DOG)
    big = sum(1 for p in parts if p.kind == BOMB or p.cards in (DR_BIT, PH_BIT)
              or (p.kind == SINGLE and p.rank == ACE))
    return losers <= 2.2 and big >= 2


def grand_hand(first8: int) -> bool:
    """8 cards worth a Grand Tichu: the Dragon or a bomb, with the Phoenix or aces."""
    aces = count(first8 & RANK_MASK[14])
    top = (first8 & DR_BIT != 0) + (first8 & PH_BIT != 0) + aces
    bomb = any(first8 & RANK_MASK[r] == RANK_MASK[r] for r in range(2, 15))
    return top >= 3 and (first8 & DR_BIT != 0 or bomb) or top >= 4
