"""The card art draws: every face either game asks for loads as SVG (nanosvg) and is not a
blank card, and Tichu's four special cards can be told apart by their top-left quarter,
which is what shows of a card in a fan (assets/README.md, cards/)."""
from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from game.tichu.engine import cards as tichu_cards
from game.tysiacha.engine import cards as tysiacha_cards

CARDS = Path(__file__).resolve().parent.parent / "assets" / "cards"
SIZE = (60, 84)
# the corner index at 60x84: SVG x -114..-86, y -158..-94 is about px 1..9, 2..19
INDEX_BOX = (1, 2, 9, 18)
TOP_LEFT = (0, 0, SIZE[0] // 2, SIZE[1] // 2)

TICHU_FILES = [tichu_cards.card_name(c) + ".svg" for c in range(56)]
TYSIACHA_FILES = [tysiacha_cards.card_name(c) + ".svg" for c in range(24)] + ["back.svg"]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _pixels(surface: pygame.Surface, box: tuple[int, int, int, int]) -> list[tuple[int, int, int]]:
    x0, y0, w, h = box
    raw = pygame.image.tobytes(surface.subsurface((x0, y0, w, h)), "RGB")
    return [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]


def _load(name: str) -> pygame.Surface:
    path = CARDS / name
    assert path.is_file(), f"missing card art {name}"
    surface = pygame.image.load_sized_svg(str(path), SIZE)
    assert surface.get_size() == SIZE
    return surface


def _inked(pixels) -> int:
    """Pixels clearly darker or more coloured than the white card."""
    return sum(1 for r, g, b in pixels if min(r, g, b) < 170)


def test_tichu_names_are_the_56_files():
    assert len(set(TICHU_FILES)) == 56
    some = {"MJ.svg", "DOG.svg", "PH.svg", "DR.svg", "2S.svg", "10H.svg", "AC.svg"}
    assert some <= set(TICHU_FILES)


@pytest.mark.parametrize("name", sorted(set(TICHU_FILES) | set(TYSIACHA_FILES)))
def test_face_draws(name):
    surface = _load(name)
    whole = _pixels(surface, (0, 0) + SIZE)
    # a blank white card with its edge has 9 colours (the edge's anti-aliasing)
    assert len(set(whole)) > 20, f"{name} draws as a blank card"
    if name != "back.svg":
        assert _inked(_pixels(surface, INDEX_BOX)) >= 12, f"{name} has no corner index"
        # the index is in the bottom-right corner too (turned)
        x0, y0, w, h = INDEX_BOX
        turned = (SIZE[0] - x0 - w, SIZE[1] - y0 - h, w, h)
        assert _inked(_pixels(surface, turned)) >= 12, f"{name} has no bottom-right index"


def _mean(pixels):
    n = len(pixels)
    return tuple(sum(p[k] for p in pixels) / n for k in range(3))


def test_specials_differ_in_the_top_left_quarter():
    names = [tichu_cards.card_name(c) + ".svg" for c in tichu_cards.SPECIALS]
    quarters = {n: _pixels(_load(n), TOP_LEFT) for n in names}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            pa, pb = quarters[a], quarters[b]
            mean_gap = math.dist(_mean(pa), _mean(pb))
            pixel_gap = sum(math.dist(x, y) for x, y in zip(pa, pb)) / len(pa)
            assert mean_gap > 20, f"{a} and {b}: mean colours too close ({mean_gap:.1f})"
            assert pixel_gap > 40, f"{a} and {b}: top-left quarters too alike ({pixel_gap:.1f})"
    # and none of them looks like an ordinary card there
    for n in names:
        for other in ("2S.svg", "AH.svg", "KD.svg"):
            po = _pixels(_load(other), TOP_LEFT)
            assert sum(math.dist(x, y) for x, y in zip(quarters[n], po)) / len(po) > 40


def test_a_warm_up_renders_the_whole_deck_at_the_size_asked():
    from game.ui.assets import CardArt
    from game.ui.tichu.deck import DECK as TICHU_DECK
    art = CardArt(TICHU_DECK)
    art.resize(84)
    art.warm()
    assert art.ready()
    for key in (CardArt.BACK, *TICHU_DECK.cards):
        assert art.final(key) and art._get(key).get_size() == art.size, key


def test_a_face_cut_short_by_resizes_in_a_row_stands_in_from_an_earlier_size():
    """Each resize cancels the renders of the size before; a face seen at any earlier
    size is scaled from there meanwhile, not rendered on the spot (3 ms of a frame)."""
    from game.ui.assets import CardArt
    from game.ui.tichu.deck import DECK as TICHU_DECK
    art = CardArt(TICHU_DECK)
    art.resize(80)
    assert art.face(7) is not None and art.final(7)  # never seen: rendered at once
    for height in (90, 100, 110, 120):  # no render finished at these sizes
        art.resize(height)
    img = art.face(7)
    assert not art.final(7) and img.get_size() == art.size  # a stand-in, at the new size
    assert art.ready() and art.final(7)


@pytest.mark.parametrize("name", [f"{r}{s}.svg" for r in ("2", "9", "10", "J", "Q", "K", "A")
                                  for s in "SHDC"])
def test_the_four_colour_faces_load_with_their_suits_colours(name):
    """cards/4color/ (the `four_colour` setting): ♦ blue, ♣ green, ♠ and ♥ as usual."""
    path = CARDS / "4color" / name
    assert path.is_file(), f"missing four-colour art {name}"
    surface = pygame.image.load_sized_svg(str(path), SIZE)
    index = _pixels(surface, INDEX_BOX)
    blue = sum(1 for r, g, b in index if b > 150 and r < 90 and g < 90)
    green = sum(1 for r, g, b in index if g > 90 and r < 60 and b < 60)
    suit = name[-5]
    assert (blue > 3) == (suit == "D") and (green > 3) == (suit == "C"), (blue, green)


def test_the_table_switches_to_the_four_colour_faces(tmp_path):
    from game.ui.app import App, Options
    from game.ui.tichu.deck import DECK

    app = App(Options(size=(800, 600), data_dir=tmp_path / "data",
                      settings_path=tmp_path / "settings.yaml"))
    art = app.card_art(DECK)
    art.resize(84)
    ace = tichu_cards.parse_card("AD")
    assert "4color" not in art._file(ace)
    before = pygame.image.tobytes(art.face(ace), "RGB")
    app.apply_settings(app.settings.with_changes(four_colour=True))
    assert "4color" in art._file(ace) and "4color" not in art._file(art.BACK)
    assert pygame.image.tobytes(art.face(ace), "RGB") != before  # drawn anew, in blue
    dragon = tichu_cards.parse_card("DR")
    assert "4color" not in art._file(dragon)  # the special cards have one face


def test_a_face_wanted_while_its_deck_renders_is_hurried_and_its_back_shows_meanwhile():
    """The first deal at a size: a face the table wants before the worker got to it is
    rendered next, and the back stands in for it meanwhile, instead of the frame
    rendering it on the spot (15-20 ms at 4K)."""
    from game.ui import assets
    from game.ui.assets import CardArt
    from game.ui.tichu.deck import DECK as TICHU_DECK
    art = CardArt(TICHU_DECK)
    art.resize(96)
    gate = __import__("threading").Event()
    art._request(CardArt.BACK)
    assert art.ready()  # the back first, as warm() renders it
    assert art._get(CardArt.BACK) is not None
    assets._worker().submit(gate.wait, 30)  # the worker busy: the deck's job waits
    art.warm()
    last = TICHU_DECK.cards[-1]
    shown = art.face(last)
    assert shown is art.back() and not art.final(last)
    gate.set()
    renders = art._pending[last].renders
    assert renders.wait(last, 30)
    assert next(iter(renders.out)) == last  # rendered first of the job, not last
    assert art.face(last) is not art.back() and art.final(last)
    assert art.ready()
