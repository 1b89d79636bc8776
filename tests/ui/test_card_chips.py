"""Words with cards in them (game/ui/card_chips.py): a card named in a line is drawn as a
small card label, its rank and suit in the suit's colour (red ♥ ♦, black ♠ ♣) on a light
chip; a translated text keeps its cards where its own word order puts them; a line wraps
between words and cards, never inside a card. Tichu's plays name their cards, the Phoenix
where it stands (T20)."""
from __future__ import annotations

import pygame

from game.tichu.engine.cards import card as tichu_card
from game.tichu.engine.combos import FULL_HOUSE, PAIR, SINGLE, STRAIGHT, Play
from game.ui import theme
from game.ui.card_chips import BLACK_INK, CHIP_FACE, RED_INK, Aside, CardChip, ChipLine, \
    as_is, plain, said
from game.ui.tichu.words import card_chip, play_chips

from .driver import make_app

PHOENIX = 54


def _mask(*cards: int) -> int:
    return sum(1 << c for c in cards)


def test_a_heart_or_a_diamond_is_red_a_spade_or_a_club_black():
    assert CardChip("Q", "♦").colour == RED_INK and CardChip("A", "♥").colour == RED_INK
    assert CardChip("9", "♣").colour == BLACK_INK and CardChip("10", "♠").colour == BLACK_INK
    assert CardChip("Dragon", ink=(30, 120, 60)).colour == (30, 120, 60)
    assert CardChip("7").colour == BLACK_INK  # a rank alone, a wish's


def test_said_keeps_the_card_where_the_translation_puts_it():
    q = CardChip("Q", "♦")
    assert said("You give {card} to {name}", card=q, name="Boris") == \
        ("You give ", q, " to ", "Boris")
    assert said("{name} gibt dir {card}", name="Boris", card=q) == ("Boris", " gibt dir ", q)
    prikup = (CardChip("Q", "♠"), CardChip("J", "♥"))
    parts = said("The prikup: {cards}", cards=prikup)
    assert parts == ("The prikup: ", *prikup)
    assert plain(parts) == "The prikup: Q♠ J♥"


def test_a_name_with_braces_stays_as_it_is_around_a_card():
    seven = CardChip("7")
    template = "{name} wishes for a {rank}".format(name=as_is("{Vera}"), rank="{rank}")
    assert plain(said(template, rank=seven)) == "{Vera} wishes for a 7"


def test_a_card_with_other_words_says_them_in_plain_words():
    dog = CardChip("Dog", ink=(90, 90, 90), words="the Dog")
    assert plain(("You give ", dog, " to Vera")) == "You give the Dog to Vera"


def test_a_line_wraps_between_words_and_cards_never_inside_a_card(tmp_path):
    app = make_app(tmp_path)
    font, bold = app.fonts.get(22), app.fonts.get(22, True)
    cards = tuple(CardChip(r, "♥") for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10"))
    line = ChipLine(font, bold, ("Gleb: Bomb, straight flush ", *cards, Aside(" at last")))
    whole = line.natural_width()
    assert line.height(whole) == line.pitch  # on one row where it fits
    narrow = whole // 3
    rows = line.rows(narrow)
    assert len(rows) >= 3 and line.height(narrow) == len(rows) * line.pitch
    for row in rows:
        width = sum(a.width + (a.gap if i else 0) for i, a in enumerate(row))
        assert width <= narrow
    chips = [a.part for row in rows for a in row if isinstance(a.part, CardChip)]
    assert chips == list(cards)  # every card whole, in order


def test_a_chip_is_light_with_its_rank_and_suit_in_the_suit_s_ink(tmp_path):
    app = make_app(tmp_path)
    font, bold = app.fonts.get(22), app.fonts.get(22, True)
    surface = pygame.Surface((400, 60))
    surface.fill(theme.DIALOG[:3])
    line = ChipLine(font, bold, ("Boris: ", CardChip("Q", "♦"), " Vera: ", CardChip("9", "♣")))
    with theme.recording(surface) as rec:
        line.draw(surface, 4, 4, 390, theme.INK)
    texts = {d.words: d for d in rec.of("text")}
    assert set(texts) == {"Boris:", "Vera:", "Q♦", "9♣"}
    chips = rec.of("panel")
    assert len(chips) == 2 and all(c.rect.contains(texts[w].rect) for c, w in
                                   zip(chips, ("Q♦", "9♣")))

    def inks(rect: pygame.Rect) -> set:
        return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
                for y in range(rect.top, rect.bottom)}
    red, black = inks(texts["Q♦"].rect), inks(texts["9♣"].rect)
    assert RED_INK in red and BLACK_INK not in red
    assert BLACK_INK in black and RED_INK not in black
    assert CHIP_FACE in red and CHIP_FACE in black  # on the light face, not the dark page
    assert RED_INK not in inks(texts["Boris:"].rect)  # the words stay in the line's ink


def test_a_tichu_play_names_its_cards_lowest_first():
    """A pair, a straight: each card as it lies, the lowest first; a special card by its
    name, in its own colour."""
    eight_s, eight_d = tichu_card(8, 0), tichu_card(8, 2)
    pair = Play(PAIR, 2, 16, _mask(eight_d, eight_s))
    assert [c.label for c in play_chips(pair)] == ["8♠", "8♦"]
    assert [c.colour for c in play_chips(pair)] == [BLACK_INK, RED_INK]
    dragon = card_chip(55)
    assert dragon.label == "Dragon" and dragon.colour == (30, 120, 60)
    assert str(dragon) == "the Dragon"
    assert play_chips(Play(SINGLE, 1, 30, _mask(55))) == (dragon,)


def test_t20_the_phoenix_stands_where_it_stands_in_for_a_card():
    """T20: in a straight the Phoenix fills its gap; in a pair it is the second card; in a
    full house it joins the triple or the pair, whichever lacks a card."""
    straight = Play(STRAIGHT, 5, 14, _mask(tichu_card(3, 0), tichu_card(4, 1),
                                           tichu_card(6, 2), tichu_card(7, 3), PHOENIX))
    assert [c.label for c in play_chips(straight)] == ["3♠", "4♥", "Phoenix", "6♦", "7♣"]
    low = Play(STRAIGHT, 5, 14, _mask(tichu_card(4, 1), tichu_card(5, 0), tichu_card(6, 2),
                                      tichu_card(7, 3), PHOENIX))  # the Phoenix as the 3
    assert [c.label for c in play_chips(low)][0] == "Phoenix"
    pair = Play(PAIR, 2, 16, _mask(tichu_card(8, 1), PHOENIX))
    assert [c.label for c in play_chips(pair)] == ["8♥", "Phoenix"]
    nines = [tichu_card(9, s) for s in range(3)]
    fours = [tichu_card(4, s) for s in range(2)]
    triple_short = Play(FULL_HOUSE, 5, 18, _mask(*nines[:2], *fours, PHOENIX))
    assert [c.label for c in play_chips(triple_short)] == ["4♠", "4♥", "9♠", "9♥", "Phoenix"]
    pair_short = Play(FULL_HOUSE, 5, 18, _mask(*nines, fours[0], PHOENIX))
    assert [c.label for c in play_chips(pair_short)] == ["4♠", "Phoenix", "9♠", "9♥", "9♦"]
