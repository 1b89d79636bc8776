"""The layout at every window size from 800x600 to 4K, with 3 and 4 players: everything
on screen, nothing on top of anything it must not cover."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ui.layout import Layout, free_spot

SIZES = [(800, 600), (1024, 640), (1280, 720), (1280, 800), (1280, 1024), (1600, 900),
         (1920, 1080), (2560, 1440), (3840, 2160), (1024, 768)]


def card_rect(lay: Layout, pos, small: bool = False) -> pygame.Rect:
    w, h = (lay.small_w, lay.small_h) if small else (lay.card_w, lay.card_h)
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(pos[0]), round(pos[1]))
    return r


def hand_rect(lay: Layout, rel: int, count: int) -> pygame.Rect:
    small = rel != 0
    rects = [card_rect(lay, p, small) for p in lay.hand_positions(rel, count, small)]
    return rects[0].unionall(rects[1:])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_everything_is_on_screen_and_apart(size, players):
    lay = Layout(*size, players, 5 / 7)
    screen = pygame.Rect(0, 0, *size)
    hand = hand_rect(lay, 0, 10).inflate(0, 0)
    hand.y -= lay.raise_by  # a raised card still fits
    hand.height += lay.raise_by
    assert screen.contains(hand)
    plates = [lay.plate_rect(rel) for rel in range(players)]
    for rel in range(players):
        assert screen.contains(plates[rel]), (rel, plates[rel])
        assert screen.contains(card_rect(lay, lay.pile_position(rel), True))
        assert screen.contains(lay.trick_slot_rect(rel))
        if rel:
            opp = hand_rect(lay, rel, 10)
            # an opponent's fan keeps a margin from the window's edge
            assert screen.inflate(-2 * lay.margin, -2 * lay.margin).contains(opp), (rel, opp)
            assert not opp.colliderect(plates[rel])
            assert not opp.colliderect(hand)
    assert not plates[0].colliderect(hand)
    for plate in plates:  # the widest dialog (the raise: six buttons) clears every plate
        assert not lay.dialog_rect(8.1, 2.6).colliderect(plate)
    trick = lay.trick_slot_rect(0).unionall([lay.trick_slot_rect(r) for r in range(players)])
    assert not trick.colliderect(hand)
    prikup = card_rect(lay, lay.prikup_positions()[0]).union(card_rect(lay, lay.prikup_positions()[-1]))
    assert not prikup.colliderect(hand)
    for rel in range(1, players):
        assert not trick.colliderect(plates[rel])
    panels = [lay.info_rect(), lay.status_rect(5, lay.width)]  # as wide as it may grow
    for rel in range(1, players):
        for p in panels:
            assert not plates[rel].colliderect(p), (rel, p)
            assert not hand_rect(lay, rel, 10).colliderect(p)
    corner = lay.corner_button(3).unionall(lay.corners)
    piles = [pile_rect(lay, rel) for rel in range(players)]
    for rel in range(1, players):
        for thing in (hand_rect(lay, rel, 10), plates[rel], piles[rel]):
            assert not thing.colliderect(corner)
            assert not any(thing.colliderect(p) for p in panels)
    assert screen.contains(corner) and not corner.colliderect(lay.info_rect())
    assert not corner.colliderect(lay.status_rect(5, lay.width))
    # a won trick's pile (ten tricks high) clears every plate, hand and panel
    others = plates + [hand_rect(lay, rel, 10) for rel in range(1, players)] + [hand] + panels
    for pile in piles:
        assert screen.contains(pile), pile
        assert pile.collidelist(others) < 0, pile
    # the dealer's deck clears the dealer's plate and hand
    for rel in range(players):
        deck = card_rect(lay, lay.deck_position(rel)).union(
            card_rect(lay, lay.deck_position(rel)).move(-12, -18))
        assert screen.contains(deck)
        assert not deck.colliderect(plates[rel]), (rel, deck, plates[rel])
        if rel:
            assert not deck.colliderect(hand_rect(lay, rel, 10))
        else:
            assert not deck.colliderect(hand)


def pile_rect(lay: Layout, rel: int) -> pygame.Rect:
    """Ten won tricks, as Table lays them: each a little up and right of the last."""
    r = card_rect(lay, lay.pile_position(rel), True)
    return r.union(r.move(3 * (lay.players - 1), -2 * 9))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_the_dialogs_at_the_table_clear_the_plates_and_the_hand(size, players):
    lay = Layout(*size, players, 5 / 7)
    hand = hand_rect(lay, 0, 10)
    hand.y -= lay.raise_by
    for box in (lay.dialog_rect(8.1, 2.6), lay.table_dialog(8.1, lay.line + 6)):
        assert not box.colliderect(hand)
        for rel in range(players):
            assert not box.colliderect(lay.plate_rect(rel)), (rel, box)
            if rel:
                assert not box.colliderect(pile_rect(lay, rel))
        assert box.width >= lay.card_w * 6, box  # room for seven buttons


@pytest.mark.parametrize("height", [500, 600, 640, 800, 1080, 1440, 2160])
def test_the_least_text_size_grows_with_the_window(height):
    from game.ui.layout import min_text
    assert min_text(height) >= 14
    assert min_text(height) >= height / 50 - 0.5
    lay = Layout(round(height * 1.6), height, 3)
    assert min(lay.font_small, lay.font, lay.font_big) >= min_text(height)
    assert lay.font_small < lay.font < lay.font_big


def test_cards_grow_with_the_window():
    small, big = Layout(1024, 640, 3), Layout(3840, 2160, 3)
    assert big.card_h >= small.card_h * 3
    assert abs(big.card_w / big.card_h - small.card_w / small.card_h) < 0.02


def test_card_faces_are_rendered_at_the_card_size_not_scaled(tmp_path):
    from game.ui.assets import CardArt
    from game.ui.tysiacha.deck import DECK
    pygame.display.set_mode((64, 64))
    art = CardArt(DECK)
    for h in (128, 216, 432):
        art.resize(h)
        art.face(5)  # at a new size a stand-in may show while the face renders
        assert art.ready()
        assert art.final(5) and art.face(5).get_size() == art.size == (round(h * art.aspect), h)
    art.resize(128)  # back to a size seen before: nothing to render again
    assert art.final(5)


def test_a_help_line_too_long_for_its_room_is_cut_at_a_word_with_an_ellipsis():
    from game.ui import theme
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    words = "how strong new AI players are: easy and normal play by rules, hard searches"
    assert theme.clipped(font, words, 10_000) == words
    room = font.size(words)[0] // 2
    cut = theme.clipped(font, words, room)
    assert cut.endswith("…") and font.size(cut)[0] <= room
    assert words.startswith(cut[:-1])
    assert not cut[:-1].endswith((" ", ","))  # cut at a whole word, without its comma
    tiny = theme.clipped(font, "unbreakable", font.size("unb")[0] + font.size("…")[0])
    assert tiny.endswith("…") and "unbreakable".startswith(tiny[:-1])


def test_options_rows_keep_their_help_left_of_the_value_buttons(tmp_path, monkeypatch):
    """At the smallest window every help line, as drawn, ends left of its row's value
    button and inside its row, in every language and on both tabs."""
    from game.ui import theme
    from game.ui.scenes.options import OptionsScene
    from tests.ui.driver import make_app, run_frames
    drawn = []
    real_text = theme.text

    def recording(surface, font, words, pos, colour=theme.INK, *args, **kw):
        r = real_text(surface, font, words, pos, colour, *args, **kw)
        if colour == theme.INK_DIM:
            drawn.append(r)
        return r

    monkeypatch.setattr(theme, "text", recording)
    for lang in ("en", "ru", "pl", "uk"):
        app = make_app(tmp_path, size=(800, 500), language=lang)
        scene = OptionsScene(app)
        app.push(scene)
        for tab in ("table", "rules"):
            scene.set_tab(tab)
            for top in range(0, scene.content_h, scene.view.height // 2):
                scene.scroll = 0
                scene._scroll(top)
                drawn.clear()
                run_frames(app, 1)
                rows = [r for section, _, _, r in scene.rows if section != "title"]
                helps = [d for d in drawn if scene.view.top <= d.top < scene.view.bottom]
                assert helps, (lang, tab)
                for d in helps:
                    row = next(r for r in rows if r.top <= d.top < r.bottom)
                    assert d.right <= row.right - 10 - scene.value_w, (lang, tab)
                    assert d.bottom <= row.bottom, (lang, tab)


def test_a_help_line_cut_short_is_shown_whole_for_the_focused_row(tmp_path, monkeypatch):
    """At a small window the Ukrainian help of ai_level does not fit its row; with its
    value button in focus the whole of it is drawn above the buttons, and with the mouse
    on a row whose help fits, nothing extra is."""
    from game.ui import theme
    from game.ui.i18n import tr
    from game.ui.scenes.options import OptionsScene
    from tests.ui.driver import make_app, run_frames
    drawn = []
    real_text = theme.text

    def recording(surface, font, words, pos, colour=theme.INK, *args, **kw):
        drawn.append((words, colour))
        return real_text(surface, font, words, pos, colour, *args, **kw)

    monkeypatch.setattr(theme, "text", recording)
    app = make_app(tmp_path, size=(800, 500), language="uk")
    scene = OptionsScene(app)
    app.push(scene)
    scene.set_tab("table")

    def focus(key):
        r = next(r for _, k, _, r in scene.rows if k == key)
        scene._scroll(r.top - scene.view.top)
        r = next(r for _, k, _, r in scene.rows if k == key)
        scene.row.focus = next(i for i, b in enumerate(scene.row.buttons)
                               if r.collidepoint(b.rect.center))
        drawn.clear()
        run_frames(app, 1)
        return [w for w, c in drawn if c == theme.INK]

    whole = tr("how strong new AI players are: easy and normal play by rules, hard searches "
               "the unseen cards, expert searches three times as far (in Tichu; 1000's "
               "strongest is hard)")
    shown = focus("ai_level")
    assert scene.active_help()[0] == whole
    lines = [(i, j) for i in range(len(shown)) for j in range(i + 1, len(shown) + 1)
             if " ".join(shown[i:j]) == whole]  # the help's lines, drawn one after another
    assert lines
    assert lines[0][1] - lines[0][0] >= 2  # wrapped: it is wider than the window
    assert tr("play sounds") not in focus("sound")
    assert scene.active_help()[0] == tr("play sounds")


def every_place_tried(size, obstacles, bounds, prefer_y, step=0):
    """What free_spot answers, by trying every place in turn (its first version): the
    place of least d = |centre height - prefer_y| + |centre across - middle| / 2, the
    first found of equal d, heights top down, places across nearest the middle first."""
    box = pygame.Rect(0, 0, *size)
    if box.width > bounds.width or box.height > bounds.height:
        return None
    step = step or max(2, bounds.height // 200)
    best = None
    cx = bounds.centerx
    xs = sorted(range(bounds.left + box.width // 2, bounds.right - box.width // 2 + 1,
                      2 * step), key=lambda x: abs(x - cx))
    if cx - box.width // 2 >= bounds.left and cx not in xs:
        xs.insert(0, cx)
    for y in range(bounds.top, bounds.bottom - box.height + 1, step):
        dy = abs(y + box.height / 2 - prefer_y)
        if best is not None and dy >= best[0]:
            continue
        for x in xs:
            d = dy + abs(x - cx) * 0.5
            if best is not None and d >= best[0]:
                break
            box.midtop = (x, y)
            if box.collidelist(obstacles) < 0:
                best = (d, box.copy())
                break
    return best[1] if best else None


@pytest.mark.parametrize("seed", range(6))
def test_a_free_spot_is_the_one_trying_every_place_would_find(seed):
    """free_spot solves each height across at once; it must find the very place that
    trying every place finds, boxes that fit nowhere included."""
    rng = random.Random(seed)
    for _ in range(60):
        bw, bh = rng.randint(200, 900), rng.randint(150, 600)
        bounds = pygame.Rect(rng.randint(0, 40), rng.randint(0, 40), bw, bh)
        obstacles = []
        for _ in range(rng.randint(0, 40)):
            r = pygame.Rect(rng.randint(-50, bw + 50), rng.randint(-50, bh + 50),
                            rng.randint(0, bw // 2), rng.randint(0, bh // 2))
            obstacles.append(r)
        for _ in range(rng.randint(0, 4)):  # fans of cards, across and down (joined)
            x, y, w, h = (rng.randint(-50, bw), rng.randint(-50, bh), rng.randint(5, 200),
                          rng.randint(5, 300))
            across, gap = rng.random() < 0.5, rng.choice((0, 1, 3, 1000))
            for i in range(rng.randint(1, 14)):
                obstacles.append(pygame.Rect(x + i * w // gap if across and gap else x,
                                             y if across or not gap else y + i * h // gap,
                                             w, h))
        size = (rng.randint(10, bw + 20), rng.randint(8, bh // 3))
        prefer = rng.uniform(bounds.top - 30, bounds.bottom + 30)
        step = rng.choice((0, 0, 1, 3, 7))
        assert free_spot(size, obstacles, bounds, prefer, step) == \
            every_place_tried(size, obstacles, bounds, prefer, step), \
            (size, obstacles, bounds, prefer, step)
