"""Tichu's 56 cards as the card art draws them (assets/cards/<card>.svg, else a plain face
with MJ, Dog, Ph, Dr for the specials)."""
from __future__ import annotations

import pygame

from game.tichu.engine.cards import RANK_NAMES, SPECIAL_NAMES, SUIT_SYMBOLS, card_name, \
    rank_of, suit_of

from ..assets import Deck, plain_face

SPECIAL_COLOURS = {52: (20, 20, 20), 53: (90, 90, 90), 54: (200, 90, 20), 55: (30, 120, 60)}


def _file(card: int) -> str:
    return f"{card_name(card)}.svg"


def _drawn_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """Tichu's fallback face: the index (MJ, Dog, Ph, Dr for the specials) and suit."""
    if card in SPECIAL_NAMES:
        return plain_face(SPECIAL_NAMES[card].title()[:3], "", SPECIAL_COLOURS[card], size)
    colour = (200, 20, 30) if suit_of(card) in (1, 2) else (20, 20, 20)
    return plain_face(RANK_NAMES[rank_of(card)], SUIT_SYMBOLS[suit_of(card)], colour, size)


DECK = Deck(range(56), _file, _drawn_face)
