"""The cards' sprites as every table uses them: a card played to the trick lands lit and
its light fades, without anything waiting for it; the last trick looked at again, or a
game with the animations off, lights nothing. A card on its way from one place to another
(a hand to the trick, one hand to another) passes over the seats' plates; a card that
only moves within its hand stays under them."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.ui.sprites import (DRAGGED, LIT_TIME, MOVE_TIME, Sprite, SpriteTable, Target,
                             hand_z)
from game.ui.tween import Tweener

CARD = 5


class Table(SpriteTable):
    """The least a table has: sprites following `want`."""

    def __init__(self, speed: float = 1.0):
        self.sprites, self.dealing = {}, None
        self.app = SimpleNamespace(speed=speed)
        self.tween = Tweener(speed)
        self.want: dict = {}

    def targets(self) -> dict:
        return dict(self.want)

    def _origin(self, key, card, target):
        return (target.x, target.y)

    def place(self, target: Target) -> None:
        self.want[CARD] = (CARD, target)
        self.sync()

    def run(self, seconds: float, step: float = 1 / 60) -> None:
        t = 0.0
        while t < seconds:
            self.tween.update(step)
            self.fade_lights(step)
            t += step


IN_HAND = Target(400, 500, 1.0, True, hand_z(0, 0))
ON_TRICK = Target(400, 250, 1.0, True, 200, lit=True)


def test_a_card_played_lands_lit_and_its_light_fades_while_nothing_waits_for_it():
    table = Table()
    table.place(IN_HAND)
    table.run(1.0)
    sp = table.sprites[CARD]
    assert sp.light == 0
    table.place(ON_TRICK)
    assert sp.light > LIT_TIME  # lit through its flight, then the fading
    table.run(MOVE_TIME + 0.05)
    assert not table.tween.moving(), "the card is down: nothing waits for its light"
    assert sp.light > 0
    table.run(LIT_TIME)
    assert sp.light == 0


def test_a_lit_card_is_not_lit_again_when_its_place_on_the_trick_changes():
    table = Table()
    table.place(IN_HAND)
    table.place(ON_TRICK)
    table.run(MOVE_TIME + LIT_TIME + 0.1)
    table.place(Target(400, 250, 1.0, True, 200, dim=True, lit=True))  # beaten: dimmed
    assert table.sprites[CARD].light == 0


def test_no_light_with_the_animations_off_or_for_a_trick_looked_at_again():
    off = Table(speed=0.0)
    off.place(IN_HAND)
    off.place(ON_TRICK)
    assert off.sprites[CARD].light == 0
    table = Table()
    table.place(IN_HAND)
    table.place(ON_TRICK)
    table.place(Target(400, 250, 1.0, True, 200))  # the same place, not the live trick
    assert table.sprites[CARD].light == 0


def test_the_light_is_drawn_round_the_card_in_gold():
    from game.ui.assets import CardArt
    from game.ui.tysiacha.deck import DECK
    pygame.display.set_mode((64, 64))
    art = CardArt(DECK)
    art.resize(140)
    art.face(CARD)
    assert art.ready()
    table = Table()
    table.place(IN_HAND)
    table.place(ON_TRICK)
    table.run(MOVE_TIME + 0.05)
    sp = table.sprites[CARD]

    def beside(lit: bool) -> tuple[int, int, int]:
        surface = pygame.Surface((800, 600))
        surface.fill((0, 0, 0))
        sp.light = LIT_TIME if lit else 0.0
        sp.draw(surface, art, art)
        r = sp.rect(art)
        return tuple(surface.get_at((r.centerx, r.top - 2)))[:3]

    red, green, blue = beside(True)
    assert red > 120 and green > 90 and blue < red, (red, green, blue)
    assert beside(False) == (0, 0, 0)


def test_a_card_on_its_way_between_places_is_drawn_over_the_plates_until_it_lands():
    table = Table()
    table.place(IN_HAND)
    table.run(1.0)
    sp = table.sprites[CARD]
    assert not sp.on_top()
    table.place(Target(440, 500, 1.0, True, hand_z(0, 1)))  # the hand closes up
    table.run(0.05)
    assert table.tween.moving() and not sp.on_top(), "within its hand: under the plates"
    table.run(1.0)
    table.place(ON_TRICK)
    table.run(0.1)
    assert sp.on_top(), "from the hand to the trick: over the plates"
    table.run(MOVE_TIME)
    assert not table.tween.moving() and not sp.on_top(), "down on the trick"
    table.place(Target(400, 250, 1.0, True, 201))  # another play laid beside it
    assert not sp.on_top()


def test_a_card_given_to_another_hand_or_dragged_is_drawn_over_the_plates():
    table = Table()
    table.place(IN_HAND)
    table.run(1.0)
    sp = table.sprites[CARD]
    table.place(Target(100, 200, 0.6, True, hand_z(1, 3)))  # given to the seat at the left
    table.run(0.1)
    assert sp.on_top()
    table.run(MOVE_TIME)
    assert not sp.on_top()
    table.place(Target(300, 300, 1.0, True, DRAGGED))
    table.run(1.0)
    assert sp.on_top(), "a card held by the pointer stays over everything, even at rest"


def test_draw_sprites_draws_each_card_in_one_pass_only(monkeypatch):
    drawn = []
    table = Table()
    table.want = {k: (k, Target(100 + 50 * k, 500, 1.0, True, hand_z(0, k))) for k in range(3)}
    table.sync()
    table.run(1.0)
    table.want[1] = (1, ON_TRICK)
    table.sync()
    table.run(0.1)
    monkeypatch.setattr(Sprite, "draw", lambda sp, surface, *arts: drawn.append(sp.key))
    table.draw_sprites(None, None)
    assert drawn == [0, 2]
    drawn.clear()
    table.draw_sprites(None, None, on_top=True)
    assert drawn == [1]


def test_the_cards_are_composed_with_their_shadows_in_the_time_frames_leave():
    """CardArt.prepare (App.idle, after a frame): every card of a size already shown
    with shadows is composed and mapped to the screen ahead of its first use, until the
    deadline; the screen's pixels stay as they were."""
    import time
    from game.ui.assets import CardArt
    from game.ui.tysiacha.deck import DECK
    screen = pygame.display.set_mode((200, 160))
    screen.fill((10, 60, 30))
    before = pygame.image.tobytes(screen, "RGB")
    art = CardArt(DECK)
    art.resize(120)
    art.warm()
    assert art.ready()
    cards = (*DECK.cards, CardArt.BACK)
    assert art.prepare(screen, time.perf_counter() + 60)  # no shadows shown at this size
    assert not art._shadowed
    first = art.with_shadow(art.face(CARD))  # a card drawn with its shadow: now the rest
    assert not art.prepare(screen, 0.0)  # no time left: nothing done
    assert len(art._shadowed) == 1
    assert art.prepare(screen, time.perf_counter() + 60)
    assert len(art._shadowed) == len(cards)
    assert art.with_shadow(art.face(CARD)) is first  # composed once
    assert all(art.with_shadow(art._get(key)) is not None for key in cards)
    assert pygame.image.tobytes(screen, "RGB") == before


def test_the_app_works_ahead_between_frames_for_the_sizes_shown_with_shadows(tmp_path):
    """App.idle (after each frame of App.run): the cards of a size shown with shadows
    composed, and the light of a card played at that size made, before they are needed;
    nothing for a size never shown so, nothing once the frame's time is up."""
    import time
    from game.ui import sprites
    from game.ui.assets import CardArt
    from game.ui.tysiacha.deck import DECK
    from .driver import make_app
    app = make_app(tmp_path)
    shown, unseen = app.card_art(DECK, "test-shown"), app.card_art(DECK, "test-unseen")
    for art, height in ((shown, 131), (unseen, 77)):
        art.resize(height)
        art.warm()
        assert art.ready()
    shown.with_shadow(shown.face(CARD))
    app.idle(0.0)  # no time left
    assert len(shown._shadowed) == 1 and (shown.size, sprites.halo_reach(shown.size)) \
        not in sprites._halos
    app.idle(time.perf_counter() + 60)
    assert len(shown._shadowed) == len(DECK.cards) + 1  # and the back
    assert (shown.size, sprites.halo_reach(shown.size)) in sprites._halos
    assert not unseen._shadowed and not unseen.shadowed
    assert CardArt.BACK in shown._images


def test_cards_blitted_plain_get_an_encoded_copy_that_draws_the_same(tmp_path):
    """CardArt.quick: the small cards (no shadow) are blitted from a run-length encoded
    copy made between frames, with the same pixels; until then, the image itself."""
    import time
    from game.ui.assets import CardArt
    from game.ui.tysiacha.deck import DECK
    screen = pygame.display.set_mode((240, 200))
    art = CardArt(DECK)
    art.resize(90)
    art.warm()
    assert art.ready()
    back = art.back()
    assert art.prepare(screen, time.perf_counter() + 60)  # never blitted plain: nothing
    assert art.quick(back) is back
    assert art.prepare(screen, time.perf_counter() + 60)
    copy = art.quick(back)
    assert copy is not back and copy.get_flags() & pygame.RLEACCEL
    assert art.quick(art.face(CARD)) is not art.face(CARD)  # every card of the size

    def drawn(img) -> bytes:
        s = pygame.Surface((120, 160))
        s.fill((20, 90, 50))
        s.blit(img, (5, 5))
        return pygame.image.tobytes(s, "RGB")
    a, b = drawn(copy), drawn(back)  # the encoded blend rounds a step off at the rim
    assert max(abs(x - y) for x, y in zip(a, b)) <= 2 and sum(x != y for x, y in zip(a, b)) \
        < len(a) // 100
