"""Tichu's 56 cards as small ints, hands as bit masks (docs/TICHU_RULES.md T1, T3).

An ordinary card is `(rank - 2) * 4 + suit`: ranks 2..14 (J 11, Q 12, K 13, A 14), suits
0..3 (S H D C, which only straight-flush bombs look at), so 0..51. The four special cards
follow: the Mah Jong 52, the Dog 53, the Phoenix 54, the Dragon 55.
"""
from __future__ import annotations

from game.core.bits import bits_of, mask_of  # noqa: F401 (mask_of: the engine's API)

MAHJONG, DOG, PHOENIX, DRAGON = 52, 53, 54, 55
SPECIALS = (MAHJONG, DOG, PHOENIX, DRAGON)
DECK = tuple(range(56))
FULL_DECK = (1 << 56) - 1
RANKS = tuple(range(2, 15))
SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_NAMES = {**{r: str(r) for r in range(2, 11)}, 11: "J", 12: "Q", 13: "K", 14: "A"}
SPECIAL_NAMES = {MAHJONG: "MJ", DOG: "DOG", PHOENIX: "PH", DRAGON: "DR"}
SPECIAL_WORDS = {MAHJONG: "Mah Jong", DOG: "Dog", PHOENIX: "Phoenix", DRAGON: "Dragon"}

MJ_BIT, DOG_BIT, PH_BIT, DR_BIT = (1 << c for c in SPECIALS)
# the four cards of each rank, as a mask: RANK_MASK[r] for r in 2..14
RANK_MASK = {r: 0b1111 << ((r - 2) * 4) for r in RANKS}
ORDINARY = (1 << 52) - 1


def card(rank: int, suit: int) -> int:
    return (rank - 2) * 4 + suit


def rank_of(c: int) -> int:
    """2..14 for an ordinary card; the Mah Jong 1; the others 0 (they have no rank)."""
    if c < 52:
        return c // 4 + 2
    return 1 if c == MAHJONG else 0


def suit_of(c: int) -> int:
    return c % 4 if c < 52 else -1


def card_name(c: int) -> str:
    """`10H`, `AS`, `MJ`, `DOG`, `PH`, `DR`."""
    if c >= 52:
        return SPECIAL_NAMES[c]
    return RANK_NAMES[rank_of(c)] + SUITS[c % 4]


_BY_NAME = {card_name(c): c for c in DECK}
_BY_NAME.update({"1": MAHJONG, "MAHJONG": MAHJONG, "PHOENIX": PHOENIX, "DRAGON": DRAGON})


def parse_card(text: str) -> int:
    """A card from its name (`card_name`), any letter case; ValueError otherwise."""
    key = str(text).strip().upper()
    key = key.replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C")
    if key in _BY_NAME:
        return _BY_NAME[key]
    raise ValueError(f"{text!r} is not a Tichu card (e.g. 10H, AS, MJ, DOG, PH, DR)")


def cards_of(mask: int) -> list[int]:
    """The cards of `mask`, lowest first."""
    return bits_of(mask)


def count(mask: int) -> int:
    return bin(mask).count("1")


def points_of(mask: int) -> int:
    """Card points (T3): 5s 5, 10s and kings 10, the Dragon 25, the Phoenix -25."""
    pts = 5 * count(mask & RANK_MASK[5]) + 10 * count(mask & (RANK_MASK[10] | RANK_MASK[13]))
    if mask & DR_BIT:
        pts += 25
    if mask & PH_BIT:
        pts -= 25
    return pts


def sort_key(c: int) -> tuple:
    """Sorted by rank for a hand: the Dog and the Mah Jong first, the Phoenix and the
    Dragon last."""
    order = {DOG: -2, MAHJONG: -1, PHOENIX: 100, DRAGON: 101}
    return (order.get(c, rank_of(c)), suit_of(c))


def names(mask: int) -> str:
    return " ".join(card_name(c) for c in sorted(cards_of(mask), key=sort_key))
