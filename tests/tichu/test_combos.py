"""The move generator (combos.plays) against the slow reference: every legal play, each
once, on random hands and random tables (T10, T13, T15, T18-T20)."""
import random

import pytest

from game.tichu.engine.cards import DECK, PHOENIX, mask_of
from game.tichu.engine.combos import BOMB, FULL_HOUSE, SINGLE, STAIRS, STRAIGHT, Play, \
    combination_of, plays

from .helpers import cards
from .reference import reference_plays


def random_hand(rng, n, with_phoenix=None):
    deck = list(DECK)
    rng.shuffle(deck)
    hand = deck[:n]
    if with_phoenix is True and PHOENIX not in hand:
        hand[0] = PHOENIX
    return mask_of(hand)


def tops_for(rng, hand):
    """None (a lead) and a few plays from another random hand to play on."""
    other = random_hand(rng, 12) & ~hand
    options = plays(other)
    return [None] + rng.sample(options, min(4, len(options)))


@pytest.mark.parametrize("seed", range(60))
def test_the_generator_agrees_with_the_reference(seed):
    rng = random.Random(seed)
    hand = random_hand(rng, 9 + seed % 3, with_phoenix=seed % 2 == 0)
    for top in tops_for(rng, hand):
        fast = plays(hand, top)
        assert len(fast) == len(set(fast)), "a play listed twice"
        assert set(fast) == reference_plays(hand, top), (hand, top)


@pytest.mark.parametrize("text", [
    "2S 2H 3S 3H 4S 4H 5S 5H PH",  # stairs galore
    "MJ 2S 3H 4D 5C 6S 7H PH DR",  # straights from the Mah Jong, the Phoenix anywhere
    "8S 8H 8D 8C 9S 9H 10S JS QS",  # a four of a kind and a straight flush
    "AS AH AD KS KH KD QS PH DOG",  # full houses both ways
    "9S 10S JS QS KS AS 9H 10H JH",  # straight flushes of 5 and 6
])
def test_hands_rich_in_combinations(text):
    hand = mask_of(cards(text))
    for top in [None] + plays(hand)[:40:7]:
        assert sorted(plays(hand, top)) == sorted(reference_plays(hand, top))


def test_the_phoenix_gives_the_same_cards_two_ranks_where_it_matters():
    hand = mask_of(cards("4S 5H 6D 7C PH"))
    ranks = sorted(p.rank // 2 for p in combination_of(hand))
    assert ranks == [7, 8]  # 3-7 or 4-8
    fh = combination_of(mask_of(cards("5S 5H 8S 8H PH")))
    assert sorted(p.rank // 2 for p in fh) == [5, 8] and all(p.kind == FULL_HOUSE for p in fh)


def test_a_straight_flush_is_a_bomb_not_a_straight():
    (p,) = combination_of(mask_of(cards("5S 6S 7S 8S 9S")))
    assert p.kind == BOMB and p.length == 5
    readings = combination_of(mask_of(cards("5S 6S 7S 8S PH")))  # no Phoenix in a bomb
    assert sorted(q.rank // 2 for q in readings) == [8, 9]
    assert all(q.kind == STRAIGHT for q in readings)


def test_stairs_need_consecutive_pairs():
    assert combination_of(mask_of(cards("5S 5H 7S 7H"))) == []
    (p,) = combination_of(mask_of(cards("5S 5H 6S 6H 7S 7H")))
    assert (p.kind, p.length, p.rank) == (STAIRS, 6, 14)


def test_plays_are_fast_enough_to_list_at_every_turn():
    rng = random.Random(1)
    for _ in range(200):
        hand = random_hand(rng, 14)
        assert all(isinstance(p, Play) for p in plays(hand))
        assert any(p.kind == SINGLE for p in plays(hand))
