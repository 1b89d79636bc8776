"""1000's 24 cards as the card art draws them (assets/cards/<card>.svg, else a plain face),
and the table's two sizes of them."""
from __future__ import annotations

import pygame

from game.tysiacha.engine.cards import RANK_NAMES, SUIT_SYMBOLS, card_name

from ..assets import CardArt, Deck, plain_face

RED_SUITS = (2, 3)


def card_file(card: int) -> str:
    return f"{card_name(card)}.svg"


def _drawn_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """A plain face: the index in two corners and a big suit sign (the fallback art)."""
    colour = (200, 20, 30) if card // 6 in RED_SUITS else (20, 20, 20)
    return plain_face(RANK_NAMES[card % 6], SUIT_SYMBOLS[card // 6], colour, size)


DECK = Deck(range(24), card_file, _drawn_face)


def table_art(app) -> CardArt:
    """The faces at the hand's and the trick's size."""
    return app.card_art(DECK, "table")


def small_art(app) -> CardArt:
    """The faces at the size of the panels (the prikup shown, the marriages)."""
    return app.card_art(DECK, "small")


def page_art(app, use: str) -> CardArt:
    """The faces at the size of a page over the table (`use`: "tricks", "hands"), each
    page's own, sized for its room."""
    return app.card_art(DECK, "page-" + use)
