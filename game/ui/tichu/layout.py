"""Where everything of Tichu's table goes, computed from the window size (800x600 up to
4K). Pure arithmetic on rects, tested alone (tests/ui/test_tichu_layout.py).

Four seats, seen from the player at the bottom: the right opponent (`rel` 1), the
partner opposite at the top (2), the left opponent (3); `rel` is (seat - viewer) % 4, the
order of play, which passes to the right (T2: counter-clockwise, as the official rules).
The player's hand of 14 is the largest thing on the table: its cards overlap so that
each one's corner index shows (spread wider where the bottom row has room), and at
1280x800 a card is 131 pixels wide.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from .. import emblems
from ..layout import corner_buttons, line_height, min_text

SPOTS = ("bottom", "right", "top", "left")  # by rel: play passes to the right (T2)
SLOT_SIDE = {"left": -1, "top": 0, "right": 1}  # where each seat's exchange slot lies
HAND_STEP = 0.45  # a card of the hand shows at least this much of its width under the next
SPREAD_STEP = 0.62  # and at most this much, where the window has room to spread the hand
FAN_STEP = 0.16  # an opponent's cards, backs up, overlap more
OPEN_STEP = 0.3  # and face up (the replay viewer), enough to show each index
PLAY_STEP = 0.34  # the cards of a combination on the table
PLAY_DX = 2.5  # the side seats' combinations this many card widths from the middle
PLAY_DY = 0.62  # the player's and the partner's this many card heights from the middle
BEHIND = 0.12  # an earlier combination of the same seat, this much further out
MAX_HAND = 14


@dataclass
class TichuLayout:
    width: int
    height: int
    aspect: float = 5 / 7
    corner_widths: Sequence[int] = ()

    def __post_init__(self) -> None:
        w, h = self.width, self.height
        self.unit = min(w / 1920, h / 1080)
        self.margin = m = max(8, round(h * 0.016))
        # the hand of 14 fits 72% of the width; a card is at most 23% of the height
        ch = min(h * 0.23, w * 0.72 / (self.aspect * (1 + (MAX_HAND - 1) * HAND_STEP)))
        self.card_h = max(60, round(ch))
        self.card_w = round(self.card_h * self.aspect)
        self.small_h = max(36, round(self.card_h * 0.5))
        self.small_w = round(self.small_h * self.aspect)
        self.font_small = min_text(h)
        self.font = max(round(self.font_small * 1.2), round(22 * self.unit))
        self.font_big = max(round(self.font_small * 1.6), round(40 * self.unit))
        self.line = line_height(self.font_small)
        self.raise_by = round(self.card_h * 0.2)  # a picked card stands up this much
        self.button_h = max(34, round(52 * self.unit), line_height(self.font) + 12)
        self.corner_h = max(round(self.button_h * 0.8), self.line + 10)
        self.corner_pad = max(8, self.corner_h // 4)
        self.hand_y = h - m - self.card_h // 2
        self.fan_w = round(self.small_w * (1 + (MAX_HAND - 1) * FAN_STEP))
        # a plate: the name (font), then two lines: cards left; the call and what the seat
        # is doing (narrower in a small window, where the hand leaves less room beside it)
        least = self.font_small * (13 if self.width >= 1024 else 11)
        # and the seat's badge beside the name and the cards
        self.badge_lines, self.badge, wider = emblems.plate_badge(
            w, line_height(self.font), self.line, m)
        self.plate_w = max(round(self.fan_w * 1.05), round(least)) + wider
        self.plate_h = line_height(self.font) + 2 * self.line + round(m * 1.2)
        # the player's hand spreads over the bottom row between room for a plate each side
        tight = self.card_w * (1 + (MAX_HAND - 1) * HAND_STEP)
        self.hand_room = max(tight, w - 2 * (self.plate_w + 3 * m))
        labels = list(self.corner_widths) or [round(self.font_small * 0.62 * 12)] * 3
        self.top_x = w // 2  # the partner's seat: in the middle, unless moved for the corner
        self.corners = self.corner_rects([lw + 2 * self.corner_pad for lw in labels])
        # the combinations on the table: three of five cards side by side (the left
        # seat's, the partner's or the player's, the right seat's) between the piles
        lo, hi = self.play_bounds()
        widest = (hi - lo) / (2 * PLAY_DX + 1 + 4 * PLAY_STEP)
        # and three rows of them (the partner's, the sides', the player's) between the
        # partner's plate and the player's buttons with their title and status
        top, bottom = self.plate_rect(2).bottom + m, self.action_top() - m
        tallest = (bottom - top) / (1 + 2 * PLAY_DY + 2 * BEHIND)
        self.play_h = max(48, round(min(self.card_h * 0.72, widest / self.aspect, tallest)))
        self.play_w = round(self.play_h * self.aspect)
        self.center = (w // 2, round((top + bottom) / 2))

    # -------------------------------------------------------------- the seats
    @staticmethod
    def spot(rel: int) -> str:
        return SPOTS[rel % 4]

    def seat_anchor(self, rel: int) -> tuple[int, int]:
        """The centre of a seat's hand (the player's own, or an opponent's backs)."""
        w, h, m = self.width, self.height, self.margin
        spot = self.spot(rel)
        if spot == "bottom":
            return (w // 2, self.hand_y)
        if spot == "top":
            return (self.top_x, m + self.small_h // 2)
        x = 2 * m + max(self.plate_w, self.fan_w) // 2
        y = round(h * 0.3)
        return (x, y) if spot == "left" else (w - x, y)

    def hand_positions(self, count: int) -> list[tuple[int, int]]:
        """Centres of the player's `count` cards, left to right."""
        if count <= 0:
            return []
        x, y = self.seat_anchor(0)
        step = self.card_w * SPREAD_STEP
        if count > 1:
            step = min(step, (self.hand_room - self.card_w) / (count - 1))
        span = step * (count - 1)
        return [(round(x - span / 2 + i * step), y) for i in range(count)]

    def hand_top(self) -> int:
        """The top of the player's hand with a card picked out of it."""
        return self.hand_y - self.card_h // 2 - self.raise_by

    def fan_positions(self, rel: int, count: int) -> list[tuple[int, int]]:
        """Centres of an opponent's or the partner's cards, backs up."""
        if count <= 0:
            return []
        x, y = self.seat_anchor(rel)
        step = self.small_w * FAN_STEP
        span = step * (count - 1)
        return [(round(x - span / 2 + i * step), y) for i in range(count)]

    def open_fan_positions(self, rel: int, count: int) -> list[tuple[int, int]]:
        """Centres of another seat's cards face up (the replay viewer): spread so that each
        card's index shows, and kept inside the window."""
        if count <= 0:
            return []
        x, y = self.seat_anchor(rel)
        step = self.small_w * OPEN_STEP
        span = step * (count - 1)
        lo = self.margin + self.small_w / 2
        hi = self.width - self.margin - self.small_w / 2 - span
        left = max(lo, min(x - span / 2, hi))
        return [(round(left + i * step), y) for i in range(count)]

    def plate_rect(self, rel: int) -> pygame.Rect:
        """The name plate of a seat: name, cards left, calls, finishing place."""
        m = self.margin
        r = pygame.Rect(0, 0, self.plate_w, self.plate_h)
        x, y = self.seat_anchor(rel)
        if self.spot(rel) == "bottom":
            left_of_hand = self.hand_positions(MAX_HAND)[0][0] - self.card_w // 2
            if left_of_hand - 2 * m >= r.width:
                r.bottomright = (left_of_hand - m, self.height - m)
            else:  # a narrow window: above the hand's left end
                r.bottomleft = (m, self.hand_top() - m)
            return r
        r.midtop = (x, y + self.small_h // 2 + m // 2)
        return r

    def pile_position(self, rel: int) -> tuple[int, int]:
        """Where a seat's won tricks lie, face down: beside its plate, on the side of the
        middle (the player's right of the hand)."""
        m = self.margin
        if self.spot(rel) == "bottom":
            right = self.hand_positions(MAX_HAND)[-1][0] + self.card_w // 2
            return (min(right + 2 * m + self.small_w // 2, self.width - m - self.small_w // 2),
                    self.hand_y + self.card_h // 8)
        plate = self.plate_rect(rel)
        if self.spot(rel) == "right":
            return (plate.left - m - self.small_w // 2, plate.centery)
        return (plate.right + m + self.small_w // 2, plate.centery)

    # -------------------------------------------------------------- the middle
    def play_anchor(self, rel: int) -> tuple[int, int]:
        """The centre of the combination a seat last put on the trick: between the seat
        and the middle, so that a trick reads as who played what."""
        cx, cy = self.center
        dx = round(self.play_w * PLAY_DX)
        dy = round(self.play_h * PLAY_DY)
        return {"bottom": (cx, cy + dy), "top": (cx, cy - dy),
                "left": (cx - dx, cy), "right": (cx + dx, cy)}[self.spot(rel)]

    def play_positions(self, rel: int, count: int) -> list[tuple[int, int]]:
        """Centres of the `count` cards of a combination played from seat `rel`."""
        if count <= 0:
            return []
        x, y = self.play_anchor(rel)
        lo, hi = self.play_bounds()
        step = min(self.play_w * PLAY_STEP, (hi - lo - self.play_w) / max(1, count - 1))
        span = step * (count - 1)
        # a long combination slides towards the middle rather than over a plate or pile
        left = min(max(x - span / 2, lo + self.play_w / 2), hi - self.play_w / 2 - span)
        return [(round(left + i * step), y) for i in range(count)]

    def play_bounds(self) -> tuple[int, int]:
        """How far left and right the cards on the table may reach: clear of the side
        seats' piles of won tricks."""
        m = self.margin
        return (self.pile_position(SPOTS.index("left"))[0] + self.small_w // 2 + m,
                self.pile_position(SPOTS.index("right"))[0] - self.small_w // 2 - m)

    def trick_rect(self) -> pygame.Rect:
        """The part of the table the trick is played on."""
        lo = [self.play_positions(r, MAX_HAND) for r in range(4)]
        xs = [x for row in lo for x, _ in row]
        ys = [y for row in lo for _, y in row]
        r = pygame.Rect(min(xs) - self.play_w // 2, min(ys) - self.play_h // 2, 0, 0)
        r.width = max(xs) + self.play_w // 2 - r.x
        r.height = max(ys) + self.play_h // 2 - r.y
        return r

    def deck_position(self) -> tuple[int, int]:
        return self.center

    def exchange_slots(self) -> list[pygame.Rect]:
        """The three places in front of the player where the cards to give are laid, for
        rel 1, 2, 3: each on the side its seat sits (the left opponent's on the left)."""
        gap = round(self.card_w * 0.6)
        y = self.action_top() - self.margin - self.card_h // 2 - 4
        out = []
        for rel in (1, 2, 3):
            i = SLOT_SIDE[self.spot(rel)]
            r = pygame.Rect(0, 0, self.card_w + 8, self.card_h + 8)
            r.center = (self.width // 2 + i * (self.card_w + gap), y)
            out.append(r)
        return out

    def slot_rels(self) -> list[int]:
        """The seats (rel) of the exchange slots from left to right: the keys 1, 2, 3."""
        return sorted((1, 2, 3), key=lambda rel: SLOT_SIDE[self.spot(rel)])

    def action_top(self) -> int:
        """The top of the action row with its title and status lines over the buttons."""
        return self.hand_top() - self.margin - self.button_h - 2 * self.line - self.margin

    def action_row(self, count: int) -> list[pygame.Rect]:
        """The buttons above the hand (Play, Pass, Bomb, Tichu ...), centred."""
        m = self.margin
        bw = max(round(self.button_h * 3.2), round(self.font * 6.5))
        gap = m
        # four of them, and the panel round them, clear of the player's plate beside them
        room = self.width - 2 * (self.plate_rect(0).right + 2 * m)
        bw = min(bw, (room - 3 * gap) // 4)
        total = count * bw + (count - 1) * gap
        x = self.width // 2 - total // 2
        y = self.hand_top() - m - self.button_h
        return [pygame.Rect(x + i * (bw + gap), y, bw, self.button_h) for i in range(count)]

    def info_rect(self, lines: int = 3) -> pygame.Rect:
        """The scores, top left."""
        return pygame.Rect(self.margin, self.margin,
                           max(round(self.width * 0.15), round(self.font_small * (13 if self.width >= 1024 else 11))),
                           self.margin * 2 + self.line * lines)

    def under_info(self, width: int) -> pygame.Rect:
        """A button of `width` under the scores (Undo), below their tallest form (with the
        wish line), at least 2.2 of its heights wide."""
        info = self.info_rect(4)
        gap = max(4, self.margin // 2)
        return pygame.Rect(info.left, info.bottom + gap,
                           max(round(self.corner_h * 2.2), width), self.corner_h)

    def corner_rects(self, widths: Sequence[int]) -> list[pygame.Rect]:
        """Buttons along the top right (Menu, Score sheet, Hint, Last trick), right to
        left, in one row right of the partner's fan and plate: where they do not fit right
        of the middle (800x600) the partner's seat moves left for them, as far as the
        scores leave room (1000's top seat sits left of the middle too); else two rows."""
        m, gap = self.margin, max(4, self.margin // 2)
        half = max(self.plate_w, self.fan_w) // 2
        ws = [max(round(self.corner_h * 2.2), round(wd)) for wd in widths]
        need = sum(ws) + gap * (len(ws) - 1)
        fits_at = self.width - m - need - m - half
        if fits_at < self.top_x and fits_at >= self.info_rect(4).right + m + half:
            self.top_x = fits_at
        return corner_buttons(self.width, m, self.corner_h, widths, self.top_x + half + m)
