"""Sets of small ints as bit masks: how both games hold hands and piles of cards."""
from __future__ import annotations

from typing import Iterable


def mask_of(items: Iterable[int]) -> int:
    m = 0
    for c in items:
        m |= 1 << c
    return m


# _BYTE_BITS[k][b]: the members of byte value b as the k-th byte of a mask (k < 8)
_BYTE_BITS = [[[8 * k + i for i in range(8) if b >> i & 1] for b in range(256)] for k in range(8)]


def bits_of(mask: int) -> list[int]:
    """The members of `mask`, lowest first (a byte at a time, from a table: both games'
    hands fit in 64 bits; beyond them a bit at a time)."""
    out: list[int] = []
    k = 0
    while mask and k < 8:
        b = mask & 255
        if b:
            out += _BYTE_BITS[k][b]
        mask >>= 8
        k += 1
    base = 64
    while mask:
        low = mask & -mask
        out.append(base + low.bit_length() - 1)
        mask ^= low
    return out
