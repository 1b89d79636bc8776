"""Shuffling, the cut for the dealer and the order cards are dealt (R6-R10, R14, R40).

Shuffling is our own Fisher-Yates over `Random.random()` so that a seed gives the
same cards on every Python version (R10; `random.shuffle` has changed before).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.shuffle import shuffled as core_shuffled

from .cards import DECK, cards_of, rank_of
from .rules import Rules

PRIKUP = -1  # the destination of a card dealt to the prikup


def shuffled(rng: random.Random, items=DECK) -> list:
    return core_shuffled(rng, items)


def inactive_seat(rules: Rules, dealer: int) -> int:
    """The seat sitting out the deal with 4 players (R40), or -1 with 3."""
    if rules.players == 3:
        return -1
    offset = {"dealer": 0, "forehand": 1, "dealer_opposite": 2, "dealer_right": 3}[
        rules.inactive_player]
    return (dealer + offset) % 4


def active_seats(rules: Rules, dealer: int) -> tuple[int, ...]:
    """The three active seats clockwise from the dealer's left (R4, R40)."""
    n = rules.players
    out = inactive_seat(rules, dealer)
    return tuple(s for s in ((dealer + i) % n for i in range(1, n + 1)) if s != out)


def first_bidder(rules: Rules, dealer: int) -> int:
    """R14: forehand, the dealer's right, or the dealer; an inactive seat passes it on
    clockwise to the next active seat."""
    n = rules.players
    start = {"forehand": dealer + 1, "dealer_right": dealer - 1, "dealer": dealer}[
        rules.first_bidder] % n
    out = inactive_seat(rules, dealer)
    return start if start != out else (start + 1) % n


def deal_destinations(rules: Rules, dealer: int) -> list[int]:
    """Where each card of the deck goes, in order: a seat, or PRIKUP (R9)."""
    seats = active_seats(rules, dealer)
    order: list[int] = []
    method = rules.deal_method
    if method == "one_at_a_time":
        for rnd in range(7):
            for i, s in enumerate(seats):
                order.append(s)
                if i == 1 and rnd < 3:
                    order.append(PRIKUP)
    elif method == "three_then_one":
        for s in seats:
            order += [s] * 3
        order += [PRIKUP] * 3
        for _ in range(4):
            order += list(seats)
    else:  # threes_and_twos
        for batch in (3, 2, 2):
            for s in seats:
                order += [s] * batch
                if batch == 3:
                    order.append(PRIKUP)
    assert len(order) == 24
    return order


@dataclass(frozen=True)
class DealtCards:
    hands: tuple[int, ...]  # a mask per seat; 0 for the inactive seat
    prikup: int
    order: tuple[tuple[int, int], ...]  # (card, destination) in the order dealt


def deal_cards(rules: Rules, dealer: int, rng: random.Random) -> DealtCards:
    deck = shuffled(rng)
    hands = [0] * rules.players
    prikup = 0
    order = []
    for c, dest in zip(deck, deal_destinations(rules, dealer)):
        order.append((c, dest))
        if dest == PRIKUP:
            prikup |= 1 << c
        else:
            hands[dest] |= 1 << c
    return DealtCards(tuple(hands), prikup, tuple(order))


def order_for(rules: Rules, dealer: int, hands, prikup: int) -> tuple[tuple[int, int], ...]:
    """A plausible dealing order for cards known in advance (a loaded record), for the
    deal animation: the cards of each destination in the order R9 gives them out."""
    pools = {s: cards_of(m) for s, m in enumerate(hands)}
    pools[PRIKUP] = cards_of(prikup)
    out = []
    for dest in deal_destinations(rules, dealer):
        out.append((pools[dest].pop(0), dest))
    return tuple(out)


@dataclass(frozen=True)
class Cut:
    """The cut for the first dealer (R6): the rounds of cards drawn and the dealer."""

    rounds: tuple[tuple[tuple[int, int], ...], ...]  # per round: (seat, card) drawn
    dealer: int


def cut_for_dealer(players: int, rng: random.Random) -> Cut:
    """Every player draws; the highest rank deals; those tied for highest draw again."""
    contenders = list(range(players))
    rounds = []
    while True:
        deck = shuffled(rng)
        draw = tuple((s, deck[i]) for i, s in enumerate(contenders))
        rounds.append(draw)
        best = max(rank_of(c) for _, c in draw)
        contenders = [s for s, c in draw if rank_of(c) == best]
        if len(contenders) == 1:
            return Cut(tuple(rounds), contenders[0])



def cut_from_rounds(rounds) -> Cut:
    """The Cut (R6) of recorded rounds, each listing the cards of the players still in
    contention in seat order; ValueError if the rounds do not settle the dealer."""
    contenders = None
    out = []
    for i, cards_drawn in enumerate(rounds):
        if contenders is None:
            contenders = list(range(len(cards_drawn)))
        elif len(contenders) == 1:
            raise ValueError(f"cut: round {i + 1} is one too many, the dealer is settled "
                             "(R6)")
        if len(cards_drawn) != len(contenders):
            raise ValueError(f"cut: round {i + 1} has {len(cards_drawn)} cards for "
                             f"{len(contenders)} players drawing (R6)")
        out.append(tuple(zip(contenders, cards_drawn)))
        best = max(rank_of(c) for c in cards_drawn)
        contenders = [s for s, c in zip(contenders, cards_drawn) if rank_of(c) == best]
    if contenders is None or len(contenders) != 1:
        raise ValueError("cut: the cut does not settle the dealer; the players tied for "
                         "the highest card draw again (R6)")
    return Cut(tuple(out), contenders[0])


def cut_winner(rounds) -> int:
    """The dealer given recorded cut rounds (R6); ValueError if they do not settle it."""
    return cut_from_rounds(rounds).dealer
