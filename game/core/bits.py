"""Sets of small ints as bit masks: how both games hold hands and piles of cards."""
from __future__ import annotations

from typing import Iterable


def mask_of(items: Iterable[int]) -> int:
    m = 0
    for c in items:
        m |= 1 << c
    return m


def bits_of(mask: int) -> list[int]:
    """The members of `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
