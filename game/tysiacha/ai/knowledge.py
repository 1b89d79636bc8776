"""What one seat knows of the hidden cards, and layouts of them consistent with it.

The reading of the play is the bots' card counting (counting.py); this module turns it
into what sampling needs and deals the unseen cards to match it (PIMC).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.observation import Observation
from .counting import Knowledge as Counting


@dataclass(frozen=True)
class Knowledge:
    seat: int
    others: tuple[int, ...]  # the other active seats
    need: dict  # seat -> how many hidden cards it holds
    pinned: dict  # seat -> mask of hidden cards known to be there
    excluded: dict  # seat -> mask of cards it cannot hold
    free: int  # hidden cards whose place is unknown
    loose_prikup: int  # prikup cards the declarer may have passed on (one at most)


def knowledge(obs: Observation) -> Knowledge:
    """What `obs.seat` knows, from the bots' card counting (counting.py): the cards it
    has not seen, those known to be in a hand (gifts, the other card of a declared
    marriage, R26, R37), and those a seat cannot hold (voids and must-beat reads, R36)."""
    count = Counting(obs)
    others = count.others
    pinned = {s: count.known[s] for s in others}
    excluded = {s: count.excluded[s] for s in others}
    free = count.out
    for m in pinned.values():
        free &= ~m
    need = {s: obs.hand_sizes[s] - pinned[s].bit_count() for s in others}
    return Knowledge(obs.seat, others, need, pinned, excluded, free,
                     count.prikup_rest & free)


def sample_hands(k: Knowledge, rng: random.Random, declarer: int, tries: int = 40) -> dict:
    """Hands for the other seats: {seat: mask}, consistent with `k` where possible."""
    cards = [c for c in range(24) if k.free >> c & 1]
    for attempt in range(tries + 1):
        strict = attempt < tries  # the last try drops the exclusions rather than fail
        hands = dict(k.pinned)
        room = dict(k.need)
        order = cards[:]
        rng.shuffle(order)
        if k.loose_prikup and declarer in room and strict:
            # prikup cards go to the declarer, but one may have been given on (R26)
            loose = [c for c in order if k.loose_prikup >> c & 1]
            keep = loose if rng.random() < 0.7 or not loose else loose[1:]
            order = keep + [c for c in order if c not in keep]
            for c in keep:
                if room[declarer] > 0 and not k.excluded[declarer] >> c & 1:
                    hands[declarer] |= 1 << c
                    room[declarer] -= 1
            order = [c for c in order if not any(h >> c & 1 for h in hands.values())]
        eligible = {c: [s for s in k.others if not (strict and k.excluded[s] >> c & 1)]
                    for c in order}
        order.sort(key=lambda c: len(eligible[c]))
        ok = True
        for c in order:
            options = [s for s in eligible[c] if room[s] > 0]
            if not options:
                ok = False
                break
            total = sum(room[s] for s in options)
            pick = rng.random() * total
            for s in options:
                pick -= room[s]
                if pick < 0:
                    break
            hands[s] |= 1 << c
            room[s] -= 1
        if ok and not any(room.values()):
            return hands
    raise ValueError("no layout of the hidden cards fits the hand sizes")
