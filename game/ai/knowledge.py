"""What one seat knows of the hidden cards, and layouts of them consistent with it.

From an observation alone: the cards it has not seen, where some of them must be (the
cards the declarer gave, a prikup shown to everyone), and what each other seat cannot
hold, read from the play: a player who did not follow suit has none of it (R36), one
who then did not trump has no trump, and under must_beat one who followed low has
nothing higher. Sampling deals the unseen cards to match all of that (PIMC).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import ACE, FULL_MASK, KING, QUEEN, SUIT_MASKS, mask_of
from ..engine.observation import Observation


@dataclass(frozen=True)
class Knowledge:
    seat: int
    others: tuple[int, ...]  # the other active seats
    need: dict  # seat -> how many hidden cards it holds
    pinned: dict  # seat -> mask of hidden cards known to be there
    excluded: dict  # seat -> mask of cards it cannot hold
    free: int  # hidden cards whose place is unknown
    loose_prikup: int  # prikup cards the declarer may have passed on (one at most)


def trumps_by_trick(obs: Observation) -> list[int]:
    """The trump in force in each finished trick, from the order of the melds (R37)."""
    out, trump, k = [], -1, 0
    melds = obs.melds
    for trick, _ in obs.tricks:
        seat, card = trick[0]
        if k < len(melds) and melds[k][0] == seat:
            kind = melds[k][1]
            if kind == "aces" and card % 6 == ACE:
                k += 1
            elif kind != "aces" and card // 6 == kind and card % 6 in (KING, QUEEN):
                trump = kind
                k += 1
        out.append(trump)
    return out


def exclusions(obs: Observation, seat: int, trick, trump: int) -> int:
    """Cards `seat` cannot hold, read from how it played to one trick."""
    rules = obs.rules
    led = trick[0][1] // 6
    out = 0
    for i, (s, c) in enumerate(trick[1:], start=1):
        if s != seat:
            continue
        before = [cc for _, cc in trick[:i]]
        suit = c // 6
        trumped = trump >= 0 and trump != led and any(cc // 6 == trump for cc in before)
        if suit != led:
            out |= SUIT_MASKS[led]
            if trump >= 0 and suit != trump and rules.must_trump:
                out |= SUIT_MASKS[trump]
            elif suit == trump and rules.must_beat:
                best = max((cc for cc in before if cc // 6 == trump), default=-1)
                if c < best:  # under-trumped: it has no trump above the best one
                    out |= SUIT_MASKS[trump] & ~((1 << (best + 1)) - 1)
        elif rules.must_beat and not trumped:
            best = max(cc for cc in before if cc // 6 == led)
            if c < best:
                out |= SUIT_MASKS[led] & ~((1 << (best + 1)) - 1)
    return out


def knowledge(obs: Observation) -> Knowledge:
    seat = obs.seat
    others = tuple(s for s in range(obs.rules.players)
                   if s != seat and s != obs.inactive)
    seen = mask_of(obs.hand)
    for trick, _ in obs.tricks:
        seen |= mask_of(c for _, c in trick)
    seen |= mask_of(c for _, c in obs.trick)
    hidden = FULL_MASK & ~seen
    pinned = {s: 0 for s in others}
    loose = 0
    if obs.declarer >= 0 and seat == obs.declarer:
        for s, c in obs.given:
            pinned[s] |= (1 << c) & hidden
    elif obs.declarer >= 0 and obs.prikup is not None:
        # the declarer holds the prikup, less what it gave away (one may be the other
        # defender's, so those cards stay loose rather than pinned)
        loose = mask_of(obs.prikup) & hidden
    excluded = {s: 0 for s in others}
    for (trick, _), trump in zip(obs.tricks, trumps_by_trick(obs)):
        for s in others:
            excluded[s] |= exclusions(obs, s, trick, trump)
    if obs.trick:
        for s in others:
            excluded[s] |= exclusions(obs, s, obs.trick, obs.trump)
    need = {s: obs.hand_sizes[s] - pinned[s].bit_count() for s in others}
    free = hidden
    for m in pinned.values():
        free &= ~m
    return Knowledge(seat, others, need, pinned, excluded, free, loose)


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
