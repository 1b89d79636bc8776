"""The canvas (game/ui/canvas.py): the scenes' drawing is recorded and the window painted
only where the frame changed, with the pixels a full redraw makes. The monkey test checks
that over every scene of both games (app.canvas.check); here the parts, one case each."""
from __future__ import annotations

import pygame
import pytest

from game.ui import canvas
from game.ui.canvas import Canvas, changed, merged


@pytest.fixture
def screen():
    pygame.init()
    return pygame.Surface((400, 300))


def blit_op(src, x, y, clip=(0, 0, 400, 300)):
    w, h = src.get_size()
    return ((canvas.BLIT, src, x, y, None, 0, clip), pygame.Rect(x, y, w, h))


def test_the_same_frame_changes_nothing():
    a = pygame.Surface((10, 10))
    ops = [blit_op(a, 0, 0), blit_op(a, 50, 50)]
    assert changed(ops, list(ops)) == []


def test_a_moved_call_marks_where_it_was_and_where_it_is():
    felt, card = pygame.Surface((400, 300)), pygame.Surface((20, 30))
    old = [blit_op(felt, 0, 0), blit_op(card, 10, 10)]
    new = [blit_op(felt, 0, 0), blit_op(card, 100, 10)]
    assert sorted(map(tuple, changed(old, new))) == [(10, 10, 20, 30), (100, 10, 20, 30)]


def test_a_call_added_or_gone_marks_its_own_bounds_only():
    felt, card, other = (pygame.Surface((400, 300)), pygame.Surface((20, 30)),
                         pygame.Surface((5, 5)))
    old = [blit_op(felt, 0, 0), blit_op(card, 10, 10), blit_op(card, 200, 200)]
    new = [blit_op(felt, 0, 0), blit_op(card, 10, 10), blit_op(other, 70, 70),
           blit_op(card, 200, 200)]
    assert [tuple(r) for r in changed(old, new)] == [(70, 70, 5, 5)]
    assert [tuple(r) for r in changed(new, old)] == [(70, 70, 5, 5)]


def test_two_calls_that_swap_places_in_the_order_mark_both():
    a, b = pygame.Surface((20, 20)), pygame.Surface((20, 20))
    old = [blit_op(a, 0, 0), blit_op(b, 10, 10)]
    new = [blit_op(b, 10, 10), blit_op(a, 0, 0)]
    assert changed(old, new), "the one on top changed: it must be painted"


def test_near_rectangles_are_painted_as_one_and_many_as_the_whole_window():
    whole = pygame.Rect(0, 0, 1000, 1000)
    assert merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(20, 0, 10, 10)], whole) == \
        [pygame.Rect(0, 0, 30, 10)]
    assert merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(500, 500, 10, 10)], whole) == \
        [pygame.Rect(0, 0, 10, 10), pygame.Rect(500, 500, 10, 10)]
    many = [pygame.Rect(x * 40, y * 40, 5, 5) for x in range(10) for y in range(10)]
    assert merged(many, whole) == [whole]
    assert merged([pygame.Rect(0, 0, 900, 900)], whole) == [whole]


def test_a_card_gliding_over_the_felt_is_painted_where_it_was_and_is(screen):
    """Frame by frame the same pixels as drawing it all (check=1 compares every frame),
    painting only the card's old and new places."""
    felt = pygame.Surface((400, 300))
    felt.fill((20, 90, 50))
    card = pygame.Surface((30, 40), pygame.SRCALPHA)
    card.fill((250, 250, 240, 200))
    c = Canvas(screen, check=1)
    for x in range(0, 200, 7):
        c.blit(felt, (0, 0))
        c.blit(card, (x, 100))
        canvas.rect(c, (200, 30, 30), pygame.Rect(300, 20, 50, 50), 3, border_radius=6)
        canvas.line(c, (0, 0, 0), (10, 290), (390, 250), 2)
        canvas.polygon(c, (240, 200, 60), [(350, 200), (380, 260), (320, 260)])
        painted = c.paint()
        if x:
            assert painted == [pygame.Rect(x - 7, 100, 37, 40)], painted
    c.blit(felt, (0, 0))  # the card alone moves on: 3 px, from where it was (196)
    c.blit(card, (199, 100))
    canvas.rect(c, (200, 30, 30), pygame.Rect(300, 20, 50, 50), 3, border_radius=6)
    canvas.line(c, (0, 0, 0), (10, 290), (390, 250), 2)
    canvas.polygon(c, (240, 200, 60), [(350, 200), (380, 260), (320, 260)])
    assert c.paint() == [pygame.Rect(196, 100, 33, 40)]


def test_nothing_changed_paints_nothing(screen):
    felt = pygame.Surface((400, 300))
    c = Canvas(screen)
    for _ in range(3):
        c.blit(felt, (0, 0))
        c.set_clip(pygame.Rect(10, 10, 50, 50))
        c.fill((255, 0, 0))
        c.set_clip(None)
        painted = c.paint()
    assert painted == []


def test_a_new_window_is_painted_whole(screen):
    felt = pygame.Surface((400, 300))
    c = Canvas(screen)
    c.blit(felt, (0, 0))
    c.paint()
    bigger = pygame.Surface((500, 400))
    c.use(bigger)
    c.blit(felt, (0, 0))
    assert c.paint() == [bigger.get_rect()]


def test_the_check_sees_a_frame_painted_wrong(screen, monkeypatch):
    felt = pygame.Surface((400, 300))
    card = pygame.Surface((30, 40))
    card.fill((255, 255, 255))
    c = Canvas(screen, check=1)
    c.blit(felt, (0, 0))
    c.paint()
    monkeypatch.setattr(canvas, "changed", lambda old, new: [])  # paints nothing new
    c.blit(felt, (0, 0))
    c.blit(card, (10, 10))
    with pytest.raises(AssertionError, match="differs from the whole frame"):
        c.paint()


def test_the_felt_made_again_at_each_size_is_the_felt_made_fresh():
    """theme.felt paints every size into one buffer kept across sizes: going to a
    smaller, a larger and back to the first size gives each time the cloth a fresh
    buffer gets, corner to corner."""
    from game.ui import theme
    pygame.init()
    for size in ((640, 400), (500, 300), (900, 700), (640, 400)):
        got = theme.felt(size)
        assert got.get_size() == size
        fresh = pygame.Surface(size)
        theme._make_felt(size, fresh)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(fresh, "RGB"), size
        assert theme.felt(size) is got  # kept while the size stays


def test_what_an_opaque_picture_covers_is_not_painted_under_it(screen, monkeypatch):
    """A card gliding over the play area (an opaque picture over the felt): in the places
    painted, the felt under the area is not blitted, and the pixels are a full redraw's
    (check=1); where the area does not cover the place, the felt is."""
    felt = pygame.Surface((400, 300))
    felt.fill((20, 90, 50))
    area = pygame.Surface((200, 150))
    area.fill((15, 70, 40))
    card = pygame.Surface((30, 40), pygame.SRCALPHA)
    card.fill((250, 250, 240, 200))
    played = []
    play = canvas.play
    monkeypatch.setattr(canvas, "play", lambda s, what: (
        played.append(what[1]) if s is screen else None, play(s, what)))  # (not the check's)
    c = Canvas(screen, check=1)
    for x in (120, 130, 300, 310):
        played.clear()
        c.blit(felt, (0, 0))
        c.blit(area, (100, 100), (0, 0, 200, 150))
        c.blit(card, (x, 150))
        c.paint()
    # 300 -> 310: outside the area, the felt is painted under the card
    assert played == [felt, card]
    c.blit(felt, (0, 0))
    c.blit(area, (100, 100), (0, 0, 200, 150))
    c.blit(card, (140, 150))
    played.clear()
    c.paint()  # where it was (outside) and where it is (inside), each its own place
    assert played.count(area) == 1 and played.count(card) == 1
    c.blit(felt, (0, 0))
    c.blit(area, (100, 100), (0, 0, 200, 150))
    c.blit(card, (150, 150))
    played.clear()
    c.paint()  # inside the area: the felt is not painted under it
    assert played == [area, card]


def test_a_drawing_with_the_same_key_is_replayed_not_drawn_again(screen):
    """canvas.replay/keep: a plate drawn under keep() puts the same calls in the next
    frame's recording when its key is the same, without its drawing code; a new key, a
    new clip or a test's recording draws it afresh."""
    from game.ui import theme
    c = Canvas(screen)
    box = pygame.Surface((30, 20))
    drawn = []

    def plate(key, colour=(200, 0, 0)):
        if canvas.replay(c, "plate", key):
            return
        with canvas.keep(c, "plate", key):
            drawn.append(key)
            c.blit(box, (10, 10))
            canvas.rect(c, colour, (10, 10, 30, 20), 2)

    plate(("Vera", 3))
    first = [what for what, _ in c.ops]
    c.paint()
    plate(("Vera", 3))
    assert drawn == [("Vera", 3)] and [what for what, _ in c.ops] == first
    assert c.paint() == []  # nothing changed: nothing painted
    plate(("Vera", 2), (0, 200, 0))  # the words changed: drawn again
    assert drawn[-1] == ("Vera", 2) and c.paint()
    c.set_clip((0, 0, 100, 100))
    plate(("Vera", 2), (0, 200, 0))  # the same words under another clip: drawn again
    assert len(drawn) == 3
    c.paint()
    with theme.recording(c):  # a test looks at what is drawn: never replayed
        plate(("Vera", 2), (0, 200, 0))
    assert len(drawn) == 4
    assert not canvas.replay(screen, "plate", ("Vera", 2))  # a plain surface: never


def test_a_card_flying_above_a_hand_is_painted_as_its_rows_and_the_hands(monkeypatch):
    """merged() joins a card gliding down onto a hand with the hand that closes up under
    it; the rectangle around both would paint the felt either side of the card, so it is
    cut into slabs as wide as what is in their rows: the card's rows and the hand's. The
    pixels are a full redraw's every frame (check=1)."""
    monkeypatch.setattr(canvas, "SLAB_FROM", 0)  # (sizes of 4K: here a tenth of them)
    monkeypatch.setattr(canvas, "SLAB_WASTE", 5_000)
    pygame.init()
    screen = pygame.Surface((700, 400))
    felt = pygame.Surface((700, 400))
    felt.fill((20, 90, 50))
    card = pygame.Surface((60, 80), pygame.SRCALPHA)
    card.fill((250, 250, 240, 230))
    c = Canvas(screen, check=1)
    for step in range(6):
        c.blit(felt, (0, 0))
        for i in range(8):  # the hand, closing up by a pixel a frame
            c.blit(card, (100 + i * (50 - step), 300))
        c.blit(card, (330, 200 + step * 5))  # the card on its way down to it
        painted = c.paint()
        if step:
            assert len(painted) == 2, painted  # (merged() made one rectangle of them)
            above, hand = sorted(painted, key=lambda r: r.top)
            top = 195 + step * 5
            assert above == pygame.Rect(330, top, 60, min(top + 85, 300) - top), above
            assert hand.top == 300 and hand.height == 80 and hand.width > 300, hand
    rects = [pygame.Rect(0, 0, 100, 40), pygame.Rect(0, 41, 102, 40)]  # near alike: one
    assert canvas.slabs(rects, pygame.Rect(0, 0, 102, 81)) == [pygame.Rect(0, 0, 102, 81)]
