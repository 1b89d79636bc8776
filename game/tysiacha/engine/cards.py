"""Cards as small ints and hands as bit masks (R1-R3).

A card is `suit * 6 + rank`: ranks 0..5 are 9, J, Q, K, 10, A (weakest to strongest,
R1), suits 0..3 are spades, clubs, diamonds, hearts. The suit order makes a marriage's
value `40 + 20 * suit` (R3). A hand is an int with bit `card` set for each card held.
"""
from __future__ import annotations

from game.core.bits import bits_of, mask_of  # noqa: F401 (mask_of: the engine's API)


NINE, JACK, QUEEN, KING, TEN, ACE = range(6)
SPADES, CLUBS, DIAMONDS, HEARTS = range(4)

RANK_NAMES = ("9", "J", "Q", "K", "10", "A")
SUIT_LETTERS = "SCDH"
SUIT_SYMBOLS = "♠♣♦♥"
RANK_POINTS = (0, 2, 3, 4, 10, 11)  # R2

DECK = tuple(range(24))
FULL_MASK = (1 << 24) - 1
SUIT_MASKS = tuple(0b111111 << (6 * s) for s in range(4))
CARD_POINTS = tuple(RANK_POINTS[c % 6] for c in DECK)
NINES_MASK = sum(1 << (s * 6 + NINE) for s in range(4))
ACES_MASK = sum(1 << (s * 6 + ACE) for s in range(4))
MARRIAGE_MASKS = tuple((1 << (s * 6 + KING)) | (1 << (s * 6 + QUEEN)) for s in range(4))
MARRIAGE_VALUES = (40, 60, 80, 100)  # R3: spades, clubs, diamonds, hearts
FOUR_ACES_VALUE = 200  # R3, R38


def card(rank: int, suit: int) -> int:
    return suit * 6 + rank


def suit_of(c: int) -> int:
    return c // 6


def rank_of(c: int) -> int:
    return c % 6


def card_name(c: int) -> str:
    """`AH`, `10S`, `9C`: the record format's spelling."""
    return RANK_NAMES[c % 6] + SUIT_LETTERS[c // 6]


def card_label(c: int) -> str:
    """`A♥`, `10♠`: for people."""
    return RANK_NAMES[c % 6] + SUIT_SYMBOLS[c // 6]


_PARSE = {}
for _c in DECK:
    _PARSE[card_name(_c)] = _c
    _PARSE[card_name(_c).replace("10", "T")] = _c
    _PARSE[card_label(_c)] = _c


def parse_card(text: str) -> int:
    """The card named by `text` (`AH`, `ah`, `TS`, `10s`, `A♥`); ValueError if none."""
    c = _PARSE.get(str(text).strip().upper())
    if c is None:
        raise ValueError(f"{text!r} is not a card (ranks 9 J Q K 10 A, suits S C D H)")
    return c


def cards_of(mask: int) -> list[int]:
    """The cards of a mask, weakest suit and rank first."""
    return bits_of(mask)


def count(mask: int) -> int:
    return mask.bit_count()


def points_of(mask: int) -> int:
    """Card points of a mask (R2)."""
    total = 0
    while mask:
        low = mask & -mask
        total += CARD_POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def melds_in(mask: int, four_aces: bool) -> int:
    """The total value of the melds a hand holds (R17): marriages, and four aces if on."""
    total = 0
    for s in range(4):
        if mask & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
            total += MARRIAGE_VALUES[s]
    if four_aces and mask & ACES_MASK == ACES_MASK:
        total += FOUR_ACES_VALUE
    return total


def marriage_cards(mask: int) -> int:
    """The cards of every marriage a hand holds (R3)."""
    out = 0
    for m in MARRIAGE_MASKS:
        if mask & m == m:
            out |= m
    return out


def has_meld(mask: int, four_aces: bool) -> bool:
    return melds_in(mask, four_aces) > 0


def cards_text(mask_or_cards) -> str:
    cs = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else list(mask_or_cards)
    return " ".join(card_name(c) for c in cs)
