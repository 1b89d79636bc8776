"""The card art (game/ui/assets.py): a small back shows an even tint, not the plaid its
fine lattice makes when it beats with the pixels; a large back keeps its lattice."""
from __future__ import annotations

import statistics

import pygame
import pytest

from game.ui.assets import BACK_WHOLE, _render_svg, assets_dir


def field_spread(img: pygame.Surface) -> float:
    """How much the brightness varies over the middle of the back."""
    w, h = img.get_size()
    values = [sum(img.get_at((x, y))[:3]) for x in range(w // 4, 3 * w // 4)
              for y in range(h // 4, 3 * h // 4)]
    return statistics.pstdev(values)


@pytest.mark.parametrize("height", [40, 62, 90, 150])
def test_a_small_back_is_an_even_tint(height):
    path = str(assets_dir() / "cards" / "back.svg")
    size = (round(height * 240 / 336), height)
    img = _render_svg(path, size)
    assert img is not None and img.get_size() == size
    assert field_spread(img) < 15, "the lattice beats with the pixels: a plaid"  # (was 22-190)


def test_a_large_back_keeps_its_lattice():
    path = str(assets_dir() / "cards" / "back.svg")
    height = BACK_WHOLE * 2
    img = _render_svg(path, (round(height * 240 / 336), height))
    assert field_spread(img) > 40  # the diamonds on the white, as drawn
