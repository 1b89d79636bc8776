"""1000's tricks of the deal (game/ui/tysiacha/tricks_page.py): the whole deal at once, a
grid of tricks, each its cards in the order played with who played each and who took it
with the trick's card points; the grid is planned for the page's room."""
from __future__ import annotations

import pygame
import pytest

from game.tysiacha.engine.cards import CARD_POINTS
from game.ui import theme
from game.ui.tysiacha.tricks_page import plan_grid, trick_points

from .driver import DT, button, click
from .test_analysis_page import scored_deal

pytestmark = pytest.mark.usefixtures("bots_here")


def drawn_page(app):
    """What the page (the top scene) drew in one frame."""
    with theme.recording(app.screen) as rec:
        for scene in app.stack.scenes:
            rec.begin(scene.name)
            scene.draw(app.screen)
    app.canvas.invalidate()
    page = len(rec.layers) - 1
    return [d for d in rec.items if d.layer == page]


def test_the_page_shows_every_trick_of_the_deal_at_once(tmp_path):
    app, session = scored_deal(tmp_path, 4)
    deal = session.match.deal
    app.frame(click(button(app.stack.top, "Tricks").rect.center), DT)
    page = app.stack.top
    assert page.name == "tricks"
    names = [c.name for c in session.seats]
    for size in ((1920, 1080), (1280, 800), (800, 600)):
        app.frame([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])],
                  DT)
        assert app.screen_size == size
        assert page.total() <= page.inner().height, f"the page scrolls at {size}"
        items = drawn_page(app)
        cards = [d for d in items if d.kind == "card"]
        assert len(cards) == 24 == sum(len(t) for t, _ in deal.tricks)
        box = page.box
        assert all(box.contains(c.rect) and c.full == c.rect for c in cards), \
            "a card is cut off or off the page"
        for i, a in enumerate(cards):
            assert not any(a.rect.colliderect(b.rect) for b in cards[i + 1:]), size
        words = [d.words for d in items if d.kind == "text"]
        assert "scroll for more ↓" not in words
        # each card in its trick's cell, in the order played, the player's name under it
        grid = page.grid
        inner = page.inner()
        top = min(c.rect.y for c in cards) - grid.pad - grid.head  # the grid's top
        for k, (trick, winner) in enumerate(deal.tricks):
            cell = grid.cell_rect(k, inner.x, top)
            mine = cards[3 * k:3 * k + 3]
            assert all(cell.contains(c.rect) for c in mine)
            assert [c.rect.x for c in mine] == sorted(c.rect.x for c in mine)
            for (seat, _), c in zip(trick, mine):
                under = [d for d in items if d.kind == "text" and d.words == names[seat]
                         and d.rect.top >= c.rect.bottom and c.rect.left <= d.rect.centerx
                         <= c.rect.right and cell.contains(d.rect)]
                assert len(under) == 1, (k, seat)
            taker = "You take" if names[winner] == "You" else f"{names[winner]} takes"
            assert f"{k + 1}.  {taker} {trick_points(trick)}" in words
    assert sum(trick_points(t) for t, _ in deal.tricks) == sum(CARD_POINTS) == 120


@pytest.mark.parametrize("room", [(1428, 780), (940, 560), (1000, 330), (717, 410), (717, 200)])
@pytest.mark.parametrize("count,per", [(8, 3), (1, 3), (5, 4)])
def test_the_grid_keeps_every_trick_in_its_own_cell(room, count, per):
    grid = plan_grid(count, per, room, 0.69, (150, 20), (60, 16), gap=10, least=40, most=260)
    cells = [grid.cell_rect(k, 0, 0) for k in range(count)]
    for i, a in enumerate(cells):
        assert 0 <= a.left and a.right <= room[0]
        assert not any(a.colliderect(b) for b in cells[i + 1:])
        lanes = [grid.card_rect(a, j) for j in range(per)]
        assert all(a.contains(r) for r in lanes)
        assert all(r.right <= s.left for r, s in zip(lanes, lanes[1:]))
    assert grid.card[1] >= 40
    if grid.fits:
        assert grid.height <= room[1]
    else:  # too little room for the least cards: the widest cards the width allows
        assert grid.card[1] >= 40 and grid.height > room[1]


def test_the_grid_takes_the_columns_that_give_the_largest_cards():
    """A wide, low room: the tricks side by side rather than one under another."""
    low = plan_grid(8, 3, (1428, 330), 0.69, (150, 20), (60, 16), 10, 40, 260)
    high = plan_grid(8, 3, (700, 1400), 0.69, (150, 20), (60, 16), 10, 40, 260)
    assert low.fits and high.fits
    assert low.columns > high.columns
