"""A slow, obvious reference for Tichu's combinations (docs/TICHU_RULES.md T10, T13, T15,
T18-T20): every subset of a hand, every rank the Phoenix may stand for, classified from
the rule text. The fast generator (combos.plays) must agree with it exactly."""
from __future__ import annotations

from collections import Counter
from itertools import combinations

from game.tichu.engine.cards import DOG, DRAGON, MAHJONG, PHOENIX, cards_of, mask_of, rank_of
from game.tichu.engine.combos import BOMB, DOG as DOG_KIND, FULL_HOUSE, PAIR, SINGLE, STAIRS, \
    STRAIGHT, TRIPLE, Play


def shapes(cards: list[int]) -> set[tuple[int, int, int]]:
    """(kind, length, rank in half ranks) of every combination these exact cards make;
    the Phoenix alone is left to `reference_plays` (its rank depends on the table)."""
    n = len(cards)
    if n == 1:
        c = cards[0]
        if c == DOG:
            return {(DOG_KIND, 1, 0)}
        if c == DRAGON:
            return {(SINGLE, 1, 30)}
        if c == PHOENIX:
            return set()
        return {(SINGLE, 1, 2 * rank_of(c))}
    if DOG in cards or DRAGON in cards:
        return set()
    out = set()
    phoenix = PHOENIX in cards
    real = [c for c in cards if c != PHOENIX]
    for stand in (range(2, 15) if phoenix else [None]):
        ranks = [rank_of(c) for c in real] + ([stand] if stand else [])
        cnt = Counter(ranks)
        top = max(ranks)
        if 1 in cnt and (n < 5 or cnt[1] > 1):
            continue  # the Mah Jong is a 1 only in a straight
        if n == 2 and len(cnt) == 1:
            out.add((PAIR, 2, 2 * top))
        if n == 3 and len(cnt) == 1:
            out.add((TRIPLE, 3, 2 * top))
        if n == 4 and len(cnt) == 1 and not phoenix:
            out.add((BOMB, 4, 2 * top))
        if n == 5 and sorted(cnt.values()) == [2, 3]:
            triple = next(r for r, k in cnt.items() if k == 3)
            out.add((FULL_HOUSE, 5, 2 * triple))
        if n >= 5 and len(cnt) == n and top - min(ranks) == n - 1:
            flush = not phoenix and MAHJONG not in cards and len({c % 4 for c in real}) == 1
            out.add((BOMB if flush else STRAIGHT, n, 2 * top))
        if n >= 4 and n % 2 == 0 and all(k == 2 for k in cnt.values()) and \
                top - min(ranks) == n // 2 - 1 and 1 not in cnt:
            out.add((STAIRS, n, 2 * top))
    return out


def reference_plays(hand: int, top: Play | None) -> set[Play]:
    cs = cards_of(hand)
    out = set()
    for k in range(1, len(cs) + 1):
        for sub in combinations(cs, k):
            m = mask_of(sub)
            if sub == (PHOENIX,):
                if top is None:
                    out.add(Play(SINGLE, 1, 3, m))
                elif top.kind == SINGLE and top.rank < 30:
                    out.add(Play(SINGLE, 1, top.rank + 1, m))
                continue
            for kind, length, rank in shapes(list(sub)):
                p = Play(kind, length, rank, m)
                if p.beats(top) and (top is not None or True):
                    if kind == DOG_KIND and top is not None:
                        continue
                    out.add(p)
    return out
