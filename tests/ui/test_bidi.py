"""A name written right to left (Hebrew, Arabic) is drawn the right way round, alone or
within a line of the table's words (issue 40); every other line is drawn as written."""
from __future__ import annotations

import pygame

from game.ui import theme


def test_a_right_to_left_name_is_drawn_right_to_left():
    assert theme.visual("דני") == "ינד"
    # within an English line the line stays left to right, the name reads right to left
    assert theme.visual("Vera & דני win") == "Vera & ינד win"


def test_a_line_without_right_to_left_letters_is_left_alone():
    for words in ("Борис passed", "Łucja: pair of 7s", "Gleb ♠ 100", ""):
        assert theme.visual(words) is words


def test_the_drawn_name_is_the_visual_order(tmp_path):
    pygame.font.init()
    font = pygame.font.Font(None, 24)
    drawn = theme.rendered(font, "דני", (255, 255, 255))
    expected = font.render("ינד", True, (255, 255, 255))
    assert drawn.get_size() == expected.get_size()
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(expected, "RGBA")
