"""Masks as sets of small ints: bits_of and mask_of undo each other, in order."""
import random

from game.core.bits import bits_of, mask_of


def test_bits_of_lists_every_member_lowest_first():
    rng = random.Random(5)
    for _ in range(3000):
        items = sorted(rng.sample(range(150), rng.randint(0, 40)))  # also past 64 bits
        assert bits_of(mask_of(items)) == items


def test_edges():
    assert bits_of(0) == []
    assert bits_of(1) == [0]
    assert bits_of(1 << 63 | 1 << 64) == [63, 64]
    assert bits_of((1 << 56) - 1) == list(range(56))
