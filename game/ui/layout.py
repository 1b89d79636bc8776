"""Where everything goes, computed from the window size (1024x640 up to 4K).

Positions are relative to the seat at the bottom (the player looking at the table):
with 3 players the others sit left and right, with 4 left, top and right; play passes to
the left (clockwise seen from above). Pure arithmetic on rects, so it is tested alone.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SPOTS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


@dataclass
class Layout:
    width: int
    height: int
    players: int
    aspect: float = 0.69

    def __post_init__(self) -> None:
        w, h = self.width, self.height
        self.unit = min(w / 1920, h / 1080)  # 1.0 at full HD
        self.margin = max(8, round(h * 0.018))
        # the big cards: the player's hand and the trick; the hand of 10 must fit
        ch = min(h * 0.2, w * 0.58 / (self.aspect * (1 + 9 * 0.5)))
        self.card_h = max(60, round(ch))
        self.card_w = round(self.card_h * self.aspect)
        self.small_h = max(36, round(self.card_h * 0.56))
        self.small_w = round(self.small_h * self.aspect)
        self.small_scale = self.small_h / self.card_h
        self.font = max(12, round(22 * self.unit))
        self.font_small = max(11, round(17 * self.unit))
        self.font_big = max(18, round(40 * self.unit))
        self.table_rect = pygame.Rect(0, 0, w, h)
        self.center = (w // 2, round(h * (0.46 if self.players == 4 else 0.43)))
        self.hand_y = h - self.margin - self.card_h // 2  # centre line of the hand
        self.raise_by = round(self.card_h * 0.18)  # a selected card stands up this much
        self.button_h = max(34, round(52 * self.unit))

    # -------------------------------------------------------------- the seats
    def spot(self, rel: int) -> str:
        """`rel` = seats to the left of the bottom seat."""
        return SPOTS[self.players][rel % self.players]

    def seat_anchor(self, rel: int) -> tuple[int, int]:
        """The centre of the seat's hand (the small fan of an opponent)."""
        w, h = self.width, self.height
        return {
            "bottom": (w // 2, self.hand_y),
            "left": (round(w * 0.13), round(h * 0.36)),
            "right": (round(w * 0.87), round(h * 0.36)),
            # left of centre, clear of the corner buttons; its plate goes below it
            "top": (round(w * 0.42), self.margin + self.small_h // 2),
        }[self.spot(rel)]

    def plate_rect(self, rel: int) -> pygame.Rect:
        """The name plate (name, score, bid, thinking cue) of a seat."""
        h = self.height
        pw, ph = round(self.card_w * 2.1), round(self.font * 3.3 + self.margin * 1.4)
        spot = self.spot(rel)
        x, y = self.seat_anchor(rel)
        if spot == "bottom":
            r = pygame.Rect(0, 0, pw, ph)
            left_of_hand = self.hand_positions(0, 10, False)[0][0] - self.card_w // 2
            if left_of_hand - self.margin * 2 >= pw:  # beside a full hand
                r.bottomright = (left_of_hand - self.margin, h - self.margin)
            else:  # a narrow window: above the hand's left end
                r.bottomleft = (self.margin, self.hand_y - self.card_h // 2 - self.raise_by
                                - self.margin)
            return r
        r = pygame.Rect(0, 0, pw, ph)
        if spot == "top":
            r.midtop = (x, y + self.small_h // 2 + self.margin // 2)
        else:
            r.midtop = (x, y + self.small_h // 2 + self.margin)
        return r

    def hand_positions(self, rel: int, count: int, small: bool) -> list[tuple[int, int]]:
        """Centres of `count` cards fanned at the seat, left to right."""
        if count <= 0:
            return []
        x, y = self.seat_anchor(rel)
        cw = self.small_w if small else self.card_w
        if small:
            step = cw * 0.32
        else:
            avail = self.width * 0.6
            step = min(cw * 0.62, (avail - cw) / max(1, count - 1))
        span = step * (count - 1)
        return [(round(x - span / 2 + i * step), y) for i in range(count)]

    def trick_position(self, rel: int) -> tuple[int, int]:
        cx, cy = self.center
        if self.players == 4:
            dx, dy, lift = round(self.card_w * 0.8), round(self.card_h * 0.55), 0
        else:  # three cards overlap like a real trick
            dx, dy, lift = round(self.card_w * 0.62), round(self.card_h * 0.3), \
                round(self.card_h * 0.12)
        return {
            "bottom": (cx, cy + dy), "top": (cx, cy - dy),
            "left": (cx - dx, cy - lift), "right": (cx + dx, cy - lift),
        }[self.spot(rel)]

    def trick_slot_rect(self, rel: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.card_w + 8, self.card_h + 8)
        r.center = self.trick_position(rel)
        return r

    def pile_position(self, rel: int) -> tuple[int, int]:
        """Where a seat's won tricks lie, face down."""
        x, y = self.seat_anchor(rel)
        spot = self.spot(rel)
        if spot == "bottom":
            return (round(self.width * 0.5 + self.card_w * 3.9), y + self.card_h // 8)
        if spot == "top":
            return (x - round(self.small_w * 3.6), y)
        plate = self.plate_rect(rel)  # below the name plate
        return (x, plate.bottom + self.margin + self.small_h // 2)

    def prikup_positions(self, count: int = 3) -> list[tuple[int, int]]:
        cx, cy = self.center
        step = round(self.card_w * 1.08)
        return [(cx + (i - (count - 1) / 2) * step, cy) for i in range(count)]

    def deck_position(self, rel: int) -> tuple[int, int]:
        """The dealer's deck, between the dealer and the middle."""
        x, y = self.seat_anchor(rel)
        cx, cy = self.center
        return (round(x + (cx - x) * 0.45), round(y + (cy - y) * 0.45))

    # -------------------------------------------------------------- panels
    def dialog_rect(self, w_cards: float = 5.2, h_rows: float = 3.2) -> pygame.Rect:
        """A dialog box above the player's hand."""
        plate_w = round(self.card_w * 2.1)  # keep clear of the name plates at both sides
        width = min(round(self.card_w * w_cards), self.width - 2 * (plate_w + 2 * self.margin))
        r = pygame.Rect(0, 0, width, round(self.button_h * h_rows))
        r.midbottom = (self.width // 2, self.hand_y - self.card_h // 2 - self.raise_by
                       - self.margin)
        return r

    def corner_button(self, index: int) -> pygame.Rect:
        """Small buttons along the top right corner (Menu, Sheet, Hint ...)."""
        bw = min(round(self.button_h * 3.4), round(self.width * 0.1))
        r = pygame.Rect(0, 0, bw, round(self.button_h * 0.8))
        r.topright = (self.width - self.margin - index * (bw + self.margin // 2), self.margin)
        return r

    def info_rect(self) -> pygame.Rect:
        """The scoreboard, top left."""
        line = round(self.font_small * 1.17)  # DejaVu Sans's line height
        return pygame.Rect(self.margin, self.margin, round(self.width * 0.16),
                           self.margin * 2 + line * (self.players + 1))

    def status_rect(self) -> pygame.Rect:
        """Trump, contract, points taken, melds: right side, below the corner buttons."""
        w = round(self.width * 0.17)
        return pygame.Rect(self.width - self.margin - w,
                           self.margin * 2 + round(self.button_h * 0.8), w,
                           round(self.height * 0.22))
