"""Tichu's table layout (game/ui/tichu/layout.py) at every window size it is made for,
800x600 to 4K: everything inside the window, the hand readable, and nothing of one seat
on another's things."""
from __future__ import annotations

import pygame
import pytest

from game.ui.tichu.layout import MAX_HAND, TichuLayout

SIZES = [(800, 600), (1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440),
         (3840, 2160)]


def card(x, y, w, h) -> pygame.Rect:
    r = pygame.Rect(0, 0, w, h)
    r.center = (x, y)
    return r


def hand_rect(lay: TichuLayout) -> pygame.Rect:
    cards = [card(x, y, lay.card_w, lay.card_h) for x, y in lay.hand_positions(MAX_HAND)]
    r = cards[0].unionall(cards[1:])
    r.top -= lay.raise_by
    return r


def fan_rect(lay: TichuLayout, rel: int) -> pygame.Rect:
    cards = [card(x, y, lay.small_w, lay.small_h) for x, y in lay.fan_positions(rel, MAX_HAND)]
    return cards[0].unionall(cards[1:])


def seat_rects(lay: TichuLayout, rel: int) -> list[pygame.Rect]:
    out = [lay.plate_rect(rel), card(*lay.pile_position(rel), lay.small_w, lay.small_h)]
    out.append(hand_rect(lay) if rel == 0 else fan_rect(lay, rel))
    return out


@pytest.mark.parametrize("size", SIZES)
def test_everything_is_inside_the_window(size):
    lay = TichuLayout(*size)
    window = pygame.Rect(0, 0, *size)
    rects = [r for rel in range(4) for r in seat_rects(lay, rel)]
    rects += lay.corners + [lay.info_rect(), lay.trick_rect()] + lay.exchange_slots() \
        + lay.action_row(4)
    for r in rects:
        assert window.contains(r), (size, r)


@pytest.mark.parametrize("size", SIZES)
def test_no_seat_s_things_lie_on_another_seat_s_or_on_the_trick(size):
    lay = TichuLayout(*size)
    seats = [seat_rects(lay, rel) for rel in range(4)]
    fixed = lay.corners + [lay.info_rect()]
    for rel in range(4):
        for other in range(rel + 1, 4):
            for a in seats[rel]:
                for b in seats[other]:
                    assert not a.colliderect(b), (size, rel, other, a, b)
        for a in seats[rel]:
            assert not a.collidelistall(fixed), (size, rel, a)
            if rel != 0:  # the trick lies between the seats
                assert not a.colliderect(lay.trick_rect()), (size, rel, a)
    assert not hand_rect(lay).colliderect(lay.trick_rect())
    # the trick between the partner's plate and the player's buttons with their title
    assert lay.plate_rect(2).bottom <= lay.trick_rect().top
    assert lay.trick_rect().bottom <= lay.action_top()
    for b in lay.action_row(4):  # the buttons above the hand, clear of it and the plate
        assert not b.colliderect(hand_rect(lay)) and not b.colliderect(lay.plate_rect(0))


@pytest.mark.parametrize("size", SIZES)
def test_the_combinations_of_a_trick_do_not_cover_one_another(size):
    """Four seats' five-card combinations (the common long ones) side by side."""
    lay = TichuLayout(*size)
    rows = [[card(x, y, lay.play_w, lay.play_h) for x, y in lay.play_positions(rel, 5)]
            for rel in range(4)]
    boxes = [r[0].unionall(r[1:]) for r in rows]
    for i in range(4):
        for j in range(i + 1, 4):
            assert not boxes[i].colliderect(boxes[j]), (size, i, j)


@pytest.mark.parametrize("size", SIZES)
def test_a_straight_of_fourteen_stays_clear_of_the_piles(size):
    lay = TichuLayout(*size)
    lo, hi = lay.play_bounds()
    for rel in range(4):
        xs = [x for x, _ in lay.play_positions(rel, 14)]
        assert xs == sorted(xs)
        assert xs[0] - lay.play_w / 2 >= lo - 1 and xs[-1] + lay.play_w / 2 <= hi + 1


def test_the_hand_of_fourteen_is_readable_at_1280x800():
    """Each card shows its corner index: at least 40% of the card's width, the card at
    least 100 pixels wide."""
    lay = TichuLayout(1280, 800)
    xs = [x for x, _ in lay.hand_positions(MAX_HAND)]
    assert lay.card_w >= 100
    assert min(b - a for a, b in zip(xs, xs[1:])) >= 0.4 * lay.card_w


@pytest.mark.parametrize("size", SIZES)
def test_the_exchange_slots_sit_above_the_hand_left_to_right(size):
    lay = TichuLayout(*size)
    slots = [lay.exchange_slots()[rel - 1] for rel in lay.slot_rels()]  # keys 1, 2, 3
    assert [s.centerx for s in slots] == sorted(s.centerx for s in slots)
    # each seat's slot on its side of the table (T2: the next seat, rel 1, on the right)
    assert lay.slot_rels() == [3, 2, 1] and lay.spot(1) == "right"
    assert all(s.bottom <= lay.action_top() for s in slots)
    # their labels (to or from whom) clear of the partner's plate
    assert all(s.top - lay.line - 4 >= lay.plate_rect(2).bottom for s in slots)
    assert not any(s.colliderect(t) for i, s in enumerate(slots) for t in slots[i + 1:])


@pytest.mark.parametrize("language", ["en", "de", "ru"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 640), (1280, 800)])
def test_the_corner_buttons_stand_in_one_row_as_1000s_do(size, language):
    """Last trick, Hint, Score sheet and Menu in one row, as at 1000's table: at 800x600
    the partner's seat moves left for them (before, they stood in two rows there), and
    its fan, plate and won tricks keep clear of them and of the scores."""
    from game.ui.assets import Fonts
    from game.ui.i18n import set_language, tr
    from game.ui.layout import min_text
    from game.ui.tichu.table import CORNER_LABELS
    pygame.font.init()
    set_language(language)
    try:
        font = Fonts().get(min_text(size[1]))
        lay = TichuLayout(*size, corner_widths=[font.size(tr(w))[0] for w in CORNER_LABELS])
    finally:
        set_language("en")
    assert len({r.y for r in lay.corners}) == 1, (size, lay.corners)
    for r in seat_rects(lay, 2):
        assert not r.collidelistall(lay.corners + [lay.info_rect(4)]), (r, lay.corners)
    assert lay.seat_anchor(2)[0] <= size[0] // 2
