"""A hand as the combinations it will be played in: its partitions (the policy's plan,
policy.py).

`partitions(hand)` lists the few most promising ways to split a hand into combinations:
bombs kept whole, then up to two long pieces (straights and stairs, the Mah Jong as a 1
and the Phoenix filling a rank), then the rest by rank (triples with a pair as full
houses or not; the Phoenix alone, pairing a single or making a triple). It works at the
level of ranks, so two partitions that differ only in suits count once, and it is judged
by `hand.control` (the kind and rank alone); it is cached by hand, since a hand is met
again and again in the search's playouts. Which of them to play by is decided with the
chances of the moment (`best_plan`).
"""
from __future__ import annotations

import gc
from functools import lru_cache
from ..engine.cards import DOG_BIT, DR_BIT, MJ_BIT, ORDINARY, PH_BIT, RANK_MASK
from ..engine.combos import BOMB, DOG, FULL_HOUSE, PAIR, SINGLE, STAIRS, STRAIGHT, TRIPLE, \
    Play, bombs
from .hand import control
from .odds import Odds

KEEP = 8  # partitions kept of a hand
DEPTH = 2  # long pieces (straights, stairs) in a partition, at most
PIECE_COST = 0.35  # what one more combination to play costs a plan, beside its chance of losing

_LOW = [1 << (4 * (r - 2)) if r >= 2 else 0 for r in range(15)]


def _cards_of_rank(hand: int, r: int) -> list[int]:
    m = hand & RANK_MASK[r]
    out = []
    while m:
        low = m & -m
        out.append(low)
        m ^= low
    return out


def _counts(hand: int) -> list[int]:
    return [0, 1 if hand & MJ_BIT else 0] + [(hand & RANK_MASK[r]).bit_count() for r in range(2, 15)]


def _long_pieces(hand: int) -> list[Play]:
    """Every straight and stairs of the hand at the level of ranks: one set of cards
    for each (kind, ranks, where the Phoenix stands)."""
    counts = _counts(hand)
    ph = bool(hand & PH_BIT)
    out: list[Play] = []
    # straights: ranks lo..hi, each held once (1 is the Mah Jong), the Phoenix for one
    for lo in range(1, 11):
        missing = False
        cards = 0
        for hi in range(lo, 15):
            if counts[hi]:
                cards |= MJ_BIT if hi == 1 else (hand & RANK_MASK[hi]) & -(hand & RANK_MASK[hi])
            elif hi == 1 or not ph or missing:  # the Phoenix is never the 1 (T20)
                break
            else:
                missing = True
            if hi - lo >= 4:
                out.append(Play(STRAIGHT, hi - lo + 1, 2 * hi, cards | (PH_BIT if missing else 0)))
    # stairs: ranks lo..hi each paired, the Phoenix pairing one single
    for lo in range(2, 14):
        used_ph = False
        cards = 0
        for hi in range(lo, 15):
            c = counts[hi]
            if c >= 2:
                rc = _cards_of_rank(hand, hi)
                cards |= rc[0] | rc[1]
            elif c == 1 and ph and not used_ph:
                used_ph = True
                cards |= (hand & RANK_MASK[hi]) | PH_BIT
            else:
                break
            if hi > lo:
                out.append(Play(STAIRS, 2 * (hi - lo + 1), 2 * hi, cards))
    return out


def _by_rank(hand: int) -> list[tuple[Play, ...]]:
    """The hand without long pieces, grouped by rank: the variants worth comparing (the
    Phoenix alone, pairing the highest or the lowest single, or making a triple; triples
    joined with the lowest pairs as full houses, or not)."""
    singles, pairs_, triples = [], [], []
    fixed: list[Play] = []
    for r in range(2, 15):
        m = hand & RANK_MASK[r]
        if not m:
            continue
        n = m.bit_count()
        if n == 1:
            singles.append((r, m))
        elif n == 2:
            pairs_.append((r, m))
        elif n == 3:
            triples.append((r, m))
        else:
            fixed.append(Play(BOMB, 4, 2 * r, m))
    if hand & MJ_BIT:
        fixed.append(Play(SINGLE, 1, 2, MJ_BIT))
    if hand & DR_BIT:
        fixed.append(Play(SINGLE, 1, 30, DR_BIT))
    if hand & DOG_BIT:
        fixed.append(Play(DOG, 1, 0, DOG_BIT))
    phoenix_uses: list[tuple] = [None]
    if hand & PH_BIT:
        phoenix_uses = [("single",)]
        if singles:
            phoenix_uses.append(("pair", singles[-1][0]))
            if len(singles) > 1:
                phoenix_uses.append(("pair", singles[0][0]))
        if pairs_ and not triples:
            phoenix_uses.append(("triple", pairs_[0][0]))
    out = []
    for use in phoenix_uses:
        s = list(singles)
        p = list(pairs_)
        t = list(triples)
        extra: list[Play] = []
        if use is not None:
            if use[0] == "single":
                extra.append(Play(SINGLE, 1, 29, PH_BIT))  # kept for an ace (odds.py)
            elif use[0] == "pair":
                r = use[1]
                m = next(m for q, m in s if q == r)
                s.remove((r, m))
                p.append((r, m | PH_BIT))
                p.sort()
            else:
                r = use[1]
                m = next(m for q, m in p if q == r)
                p.remove((r, m))
                t.append((r, m | PH_BIT))
                t.sort()
        plain = [Play(SINGLE, 1, 2 * r, m) for r, m in s] + \
            [Play(PAIR, 2, 2 * r, m) for r, m in p] + [Play(TRIPLE, 3, 2 * r, m) for r, m in t]
        out.append(tuple(fixed + extra + plain))
        if t and p:  # each triple with the lowest pair left (below the kings)
            left = [x for x in p if x[0] < 13]
            houses = []
            rest_t = []
            for r, m in t:
                if left:
                    q, qm = left.pop(0)
                    houses.append(Play(FULL_HOUSE, 5, 2 * r, m | qm))
                else:
                    rest_t.append((r, m))
            rest_p = [x for x in p if x[0] >= 13] + left
            out.append(tuple(fixed + extra + [Play(SINGLE, 1, 2 * r, m) for r, m in s]
                             + [Play(PAIR, 2, 2 * r, m) for r, m in rest_p]
                             + [Play(TRIPLE, 3, 2 * r, m) for r, m in rest_t] + houses))
    return out


_STATIC: dict[Play, float] = {}


def static_cost(parts: tuple[Play, ...]) -> float:
    total = 0.0
    for p in parts:
        c = _STATIC.get(p)
        if c is None:
            c = _STATIC[p] = 1.0 - control(p) + PIECE_COST
        total += c
    return total


_PARTS: dict[int, tuple[tuple[Play, ...], ...]] = {}
MEMORY = 300_000  # hands whose partitions are kept, then forgotten all at once
# partitions learnt from a hand's before a play (after_play), during one decision of the
# search: they depend on the order hands were met in, so they are forgotten after each
# decision to keep its moves the same whatever came before
_LEARNT: dict[int, tuple[tuple[Play, ...], ...]] = {}


def partitions(hand: int) -> tuple[tuple[Play, ...], ...]:
    """The KEEP best partitions of `hand` by `static_cost` (module docstring)."""
    got = _LEARNT.get(hand) or _PARTS.get(hand)
    if got is None:
        if len(_PARTS) >= MEMORY:
            _PARTS.clear()
        got = _PARTS[hand] = _partitions(hand)
    return got


def after_play(hand: int, cards: int) -> None:
    """Learn the partitions of what is left of `hand` once `cards` are played, from
    those of `hand` (`without`), rather than work them out afresh: the search's
    playouts play one piece after another, and partitioning each hand anew would cost
    most of their time."""
    rest = hand & ~cards
    if rest and rest not in _LEARNT:  # (whether or not _PARTS knows it: the same moves
        _LEARNT[rest] = without(hand, cards)  # whatever earlier decisions worked out)


def forget_learnt() -> None:
    """The end of a search decision: back to partitions worked out in full."""
    _LEARNT.clear()


def settle() -> None:
    """The end of a search decision: what it cached (partitions, plays, bombs of hands
    met: a million tuples and more, every one of them tracked by Python's cycle
    collector) is frozen out of the collector's sight (`gc.freeze`). A full collection
    walks every tracked object; with the caches full it stopped a decision for half a
    second and more (up to a second under Expert), and took a tenth of the search's
    time. Nothing is lost: the search makes no reference cycles (tests/tichu/test_bots.py
    checks), so what it drops is freed by its reference count, frozen or not. What
    else is frozen with it is only not looked at again: the bots think in a process
    of their own (game/ui/thinking.py), where little else lives; where the table has
    to think on a thread, a reference cycle the frame loop had just dropped is kept
    (a little memory, against half-second stops of the picture)."""
    gc.freeze()


def without(hand: int, cards: int) -> tuple[tuple[Play, ...], ...]:
    """The partitions of `hand` with `cards` taken out: the partitions that hold that
    very piece, without it; if none does, each partition with the pieces those cards
    broke regrouped by rank. Quick, and close to partitioning the rest afresh."""
    parts = partitions(hand)
    whole = tuple(tuple(p for p in ps if p.cards != cards) for ps in parts
                  if any(p.cards == cards for p in ps))
    if whole:
        return whole
    out = []
    for ps in parts:
        kept = []
        left = 0
        for p in ps:
            if p.cards & cards:
                left |= p.cards
            else:
                kept.append(p)
        left &= ~cards
        out.append(tuple(kept) + (_regrouped(left) if left else ()))
    return tuple(out)


@lru_cache(maxsize=50_000)
def _regrouped(cards: int) -> tuple[Play, ...]:
    return min(_by_rank(cards), key=static_cost)


def cost_without(hand: int, cards: int, odds: Odds) -> float:
    """What the plan of `hand` costs once `cards` are played (see `without`)."""
    got = _LEARNT.get(hand & ~cards) or without(hand, cards)  # (never what _PARTS happens
    return min(plan_cost(ps, odds) for ps in got)  # to know: the same moves every time)


def _partitions(hand: int) -> tuple[tuple[Play, ...], ...]:
    head: tuple[Play, ...] = ()
    rest = hand
    fours = sum(RANK_MASK[r] for r in range(2, 15) if hand & RANK_MASK[r] == RANK_MASK[r])
    # a four of a kind stays a bomb (grouped by rank); so does a straight flush that
    # takes no card of one, the longest first
    for b in sorted((b for b in bombs(hand) if b.length >= 5), key=lambda b: -b.length):
        if b.cards & rest == b.cards and not b.cards & fours:
            head += (b,)
            rest &= ~b.cards
    return tuple(head + parts for parts in _search(rest, DEPTH))


@lru_cache(maxsize=100_000)
def _search(hand: int, depth: int) -> tuple[tuple[Play, ...], ...]:
    found = _by_rank(hand)
    if depth and (hand & ORDINARY).bit_count() >= 4:
        for p in _long_pieces(hand):
            for rest in _search(hand & ~p.cards, depth - 1):
                found.append((p,) + rest)
    found.sort(key=static_cost)
    kept: list[tuple[Play, ...]] = []
    seen: set[frozenset] = set()
    for parts in found:  # a set of long pieces found in two orders counts once
        key = frozenset(p.cards for p in parts)
        if key not in seen:
            seen.add(key)
            kept.append(parts)
            if len(kept) == KEEP:
                break
    return tuple(kept)


def plan_cost(parts: tuple[Play, ...], odds: Odds) -> float:
    """What a partition costs now: the chance each piece is beaten, and a price per
    piece."""
    beaten = odds.beaten
    total = PIECE_COST * len(parts)
    for p in parts:
        total += beaten(p)
    return total


def best_plan(hand: int, odds: Odds) -> tuple[tuple[Play, ...], float]:
    """The partition of `hand` that costs least with the chances of the moment, and its
    cost."""
    if not hand:
        return (), 0.0
    best, best_cost = (), 1e9
    for parts in partitions(hand):
        c = plan_cost(parts, odds)
        if c < best_cost:
            best, best_cost = parts, c
    return best, best_cost
