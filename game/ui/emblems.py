"""Each seat's emblem: a round badge with a sign on it, chosen in New game and shown on
the seat's plate at the table, so that a player is known at a glance. The badges are
drawn here from the bundled DejaVu Sans (its signs, under the font's licence in
assets/fonts) and a colour each: nothing to license beyond the font."""
from __future__ import annotations

from typing import Sequence

import pygame

from . import theme

# key (kept in the table file), sign, ground colour; in the order New game offers them
EMBLEMS: tuple[tuple[str, str, tuple[int, int, int]], ...] = (
    ("star", "★", (40, 70, 150)),
    ("knight", "♞", (130, 40, 50)),
    ("anchor", "⚓", (20, 110, 120)),
    ("sun", "☀", (190, 110, 20)),
    ("snow", "❄", (70, 120, 190)),
    ("crown", "♛", (110, 50, 140)),
    ("clover", "☘", (40, 120, 60)),
    ("flower", "✿", (180, 60, 110)),
    ("moon", "☾", (50, 50, 90)),
    ("lily", "⚜", (70, 45, 35)),
    ("rook", "♜", (90, 90, 90)),
    ("music", "♫", (35, 35, 40)),
)
KEYS = tuple(k for k, _, _ in EMBLEMS)
_BY_KEY = {k: (sign, colour) for k, sign, colour in EMBLEMS}


def default_emblem(seat: int) -> str:
    return KEYS[seat % len(KEYS)]


def emblem_of(key: str, seat: int) -> str:
    """A seat's emblem: the one chosen, or the seat's own when none (or an unknown one)
    was."""
    return key if key in _BY_KEY else default_emblem(seat)


def next_free(current: str, taken: Sequence[str], step: int = 1) -> str:
    """The next emblem after `current` (the one before with `step` -1) that no other seat
    has."""
    i = KEYS.index(current) if current in KEYS else 0
    for k in range(1, len(KEYS) + 1):
        key = KEYS[(i + step * k) % len(KEYS)]
        if key not in taken:
            return key
    return current


WIDE = 1600  # from this window width a plate's badge stands beside its first two lines


def plate_badge(width: int, name_line: int, line: int, margin: int) -> tuple[int, int, int]:
    """A seat's badge on its plate in a window `width` wide: (how many lines it stands
    beside, its size, what it adds to the plate's width). Beside the name alone under
    WIDE, where the hand, the player's buttons and the trick need the room."""
    lines = 2 if width >= WIDE else 1
    size = name_line + (line if lines == 2 else 0) - 2
    return lines, size, (size + margin // 2 if lines == 2 else 0)


def draw_on_plate(surface: pygame.Surface, lay, key: str, x: int, y: int, room: int,
                  fonts) -> tuple[int, int, int, int]:
    """The badge at the plate's top left (`x`, `y`; `lay` has `badge`, `badge_lines` and
    `margin`); where the name's line and the next one start and how wide they may be
    (what the seat is doing goes under both, as wide as `room`)."""
    d = lay.badge
    draw_badge(surface, key, pygame.Rect(x, y + 1, d, d), fonts)
    x1, room1 = x + d + lay.margin // 2, room - d - lay.margin // 2
    return (x1, room1) + ((x1, room1) if lay.badge_lines == 2 else (x, room))


def distinct(chosen: Sequence[str]) -> list[str]:
    """Each seat's badge (`chosen` by seat, "" or unknown for the seat's own), no two
    alike: a later seat whose badge an earlier one has takes the next free one."""
    out: list[str] = []
    for seat, key in enumerate(chosen):
        mine = emblem_of(key, seat)
        rest = [emblem_of(k, s) for s, k in enumerate(chosen) if s > seat]
        if mine in out:
            mine = next_free(mine, out + rest)
        out.append(mine)
    return out


_cache: dict = {}


def badge(key: str, diameter: int, fonts) -> pygame.Surface:
    """The emblem as a round badge `diameter` pixels across: a ground lit from above, a
    gold rim and the sign in ivory (made once per emblem and size)."""
    diameter = max(12, int(diameter))
    cache_key = (key, diameter)
    surf = _cache.get(cache_key)
    if surf is not None:
        return surf
    if len(_cache) > 64:
        _cache.clear()
    sign, colour = _BY_KEY.get(key, _BY_KEY[KEYS[0]])
    big = diameter * 2  # drawn at twice the size and scaled down: smooth edges
    work = pygame.Surface((big, big), pygame.SRCALPHA)
    r = big // 2
    rim = max(2, big // 14)
    pygame.draw.circle(work, theme.GOLD, (r, r), r)
    steps = 12
    for k in range(steps):  # the ground, lighter towards the top
        t = k / (steps - 1)
        shade = tuple(min(255, round(c * (0.8 + 0.5 * t))) for c in colour)
        rad = round((r - rim) * (1 - t * 0.55))
        pygame.draw.circle(work, shade, (r, r - round((r - rim - rad) * 0.6)), rad)
    font = fonts.get(round(big * 0.56))
    glyph = font.render(sign, True, (250, 244, 225))
    work.blit(glyph, glyph.get_rect(center=(r, r + big // 40)))
    surf = pygame.transform.smoothscale(work, (diameter, diameter))
    _cache[cache_key] = surf
    return surf


def draw_badge(surface: pygame.Surface, key: str, rect: pygame.Rect, fonts) -> pygame.Rect:
    """The badge centred in `rect` (as large as its smaller side); where it lies."""
    img = badge(key, min(rect.width, rect.height), fonts)
    place = img.get_rect(center=rect.center)
    surface.blit(img, place)
    theme.note(surface, "emblem", place, words=key)
    return place


def badge_gap(size: int) -> int:
    """The room after a badge `size` across, before the next badge or the words."""
    return max(3, size // 5)


def draw_badges(surface: pygame.Surface, keys: Sequence[str], x: int, y: int, size: int,
                fonts) -> int:
    """Badges `size` across in a row from (x, y), as before a name in a list or a sheet;
    the x where the words after them go."""
    for key in keys:
        draw_badge(surface, key, pygame.Rect(x, y, size, size), fonts)
        x += size + badge_gap(size)
    return x


__all__ = ["EMBLEMS", "KEYS", "WIDE", "badge", "badge_gap", "default_emblem", "distinct",
           "draw_badge", "draw_badges", "draw_on_plate", "emblem_of", "next_free",
           "plate_badge"]
