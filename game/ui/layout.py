"""Where everything goes, computed from the window size (800x600 up to 4K).

Positions are relative to the seat at the bottom (the player looking at the table):
with 3 players the others sit left and right, with 4 left, top and right; play passes to
the left (clockwise seen from above). Pure arithmetic on rects, so it is tested alone.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Sequence

import pygame

from . import emblems
from .i18n import tr

SPOTS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}

# The least text size, so that every word on screen reads at arm's length: no font is
# made smaller than MIN_TEXT_PX pixels (the em, as pygame's Font takes it; DejaVu Sans's
# capitals are 0.73 of that), nor than 1/MIN_TEXT_SHARE of the window's height, so text
# grows with the window as the cards do: 14 px at 600 lines, 16 at 800, 22 at 1080, 43 at
# 2160. Every font of the UI is made through min_text (Layout's fonts, ButtonScene.font),
# and tests/ui/test_text_layout.py checks each text drawn on every scene against it.
MIN_TEXT_PX = 14
MIN_TEXT_SHARE = 50


def min_text(height: int) -> int:
    """The least font size (pixels) for a window `height` pixels high."""
    return max(MIN_TEXT_PX, round(height / MIN_TEXT_SHARE))


def line_height(size: int) -> int:
    """The height of a line of DejaVu Sans at `size` pixels (its Font.get_linesize())."""
    return math.ceil(size * 1.17)


def free_spot(size: tuple[int, int], obstacles: Sequence[pygame.Rect], bounds: pygame.Rect,
              prefer_y: float, step: int = 0) -> Optional[pygame.Rect]:
    """A box of `size` inside `bounds` meeting none of `obstacles`: the one nearest the
    middle of `bounds` across, at the height `prefer_y` (its centre); None when there
    is no room anywhere. Heights are tried `step` pixels apart (by default a 200th of
    the bounds' height), places across twice that, and the middle itself.

    The place is the one with the least distance d = |its centre's height - prefer_y| +
    |its centre across - the middle| / 2 (the higher one, then the one further left, of
    equal d). Heights are taken nearest first, and each is solved across at once from
    the obstacles that reach into it (the free stretches between them), so a banner is
    placed in well under a millisecond (trying every place took 12 ms at 1920x1080)."""
    w, h = pygame.Rect(0, 0, *size).size
    if w > bounds.width or h > bounds.height:
        return None
    step = step or max(2, bounds.height // 200)
    stride = 2 * step
    cx = bounds.centerx
    half = w // 2  # a box with its middle at x spans x - half .. x - half + w
    g0, g1 = bounds.left + half, bounds.right - half  # the places across: g0, g0 + stride ...
    g1 = g0 + (g1 - g0) // stride * stride  # the last of them
    mid = cx - half >= bounds.left  # the middle is tried as well
    boxes = []  # (left, top, right, bottom), as pygame's collisions see them
    for r in obstacles:
        if r.width and r.height:
            x0, x1 = sorted((r.left, r.left + r.width))
            y0, y1 = sorted((r.top, r.top + r.height))
            boxes.append((x0, y0, x1, y1))
    boxes = _joined(boxes)
    rows = range(bounds.top, bounds.bottom - h + 1, step)
    best: Optional[tuple[float, int, int]] = None  # (d, y, x)
    for y in sorted(rows, key=lambda y: (abs(y + h / 2 - prefer_y), y)):
        dy = abs(y + h / 2 - prefer_y)
        if best is not None and dy > best[0]:
            break
        x = _nearest_free_x(sorted((x0 + half - w, x1 + half) for x0, y0, x1, y1 in boxes
                                   if y0 < y + h and y1 > y), cx, g0, g1, stride, mid)
        if x is not None:
            d = dy + abs(x - cx) * 0.5
            if best is None or (d, y) < best[:2]:
                best = (d, y, x)
    if best is None:
        return None
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (best[2], best[1])
    return box


def _joined(boxes: list) -> list:
    """The same area in fewer boxes: boxes of one height side by side (a fan of cards)
    become one, and then boxes of one width one above another (a fan down the side)."""
    for across in (True, False):
        if across:
            boxes.sort(key=lambda b: (b[1], b[3], b[0]))
        else:
            boxes.sort(key=lambda b: (b[0], b[2], b[1]))
        out: list = []
        for b in boxes:
            if out:
                p = out[-1]
                if across and p[1] == b[1] and p[3] == b[3] and b[0] <= p[2]:
                    out[-1] = (p[0], p[1], max(p[2], b[2]), p[3])
                    continue
                if not across and p[0] == b[0] and p[2] == b[2] and b[1] <= p[3]:
                    out[-1] = (p[0], p[1], p[2], max(p[3], b[3]))
                    continue
            out.append(b)
        boxes = out
    return boxes


def _nearest_free_x(blocked: list[tuple[int, int]], cx: int, g0: int, g1: int, stride: int,
                    mid: bool) -> Optional[int]:
    """Of the places across (g0, g0 + stride ... g1, and cx where `mid`), the one nearest
    cx (the left one of two as near) outside every open interval of `blocked` (sorted)."""
    runs: list[list[int]] = []  # the blocked intervals merged
    for a, b in blocked:
        if runs and a < runs[-1][1]:
            runs[-1][1] = max(runs[-1][1], b)
        else:
            runs.append([a, b])
    best: Optional[tuple[int, int]] = None  # (distance to cx, x)
    start: float = -math.inf
    for a, b in runs + [[math.inf, math.inf]]:
        # the closed stretch start..a is free
        if mid and start <= cx <= a:
            return cx
        lo, hi = max(start, g0), min(a, g1)
        if lo <= hi:
            c = min(max(cx, lo), hi)
            k = (c - g0) // stride
            for x in (g0 + k * stride, g0 + (k + 1) * stride):
                if lo <= x <= hi and (best is None or (abs(x - cx), x) < best):
                    best = (abs(x - cx), x)
        start = b
    return best[1] if best is not None else None


FAN_STEP = 0.32  # an opponent's fanned cards show this share of their width


def corner_buttons(width: int, margin: int, height: int, widths: Sequence[int],
                   left: int) -> list[pygame.Rect]:
    """Buttons along the top right corner of a table, right to left, each as wide as
    `widths` asks (at least 2.2 heights): in one row when they fit right of `left`, else
    in two rows."""
    m, gap = margin, max(4, margin // 2)
    ws = [max(round(height * 2.2), round(wd)) for wd in widths]
    rows = [ws]
    if sum(ws) + gap * (len(ws) - 1) > width - m - left:
        half = (len(ws) + 1) // 2
        rows = [ws[:half], ws[half:]]
    out = []
    for r, row in enumerate(rows):
        x, y = width - m, m + r * (height + gap)
        for wd in row:
            out.append(pygame.Rect(x - wd, y, wd, height))
            x -= wd + gap
    return out


@dataclass
class Layout:
    """`corner_widths`: how wide the corner buttons' labels are (Menu, Score sheet, Hint,
    Last trick) in the font they are drawn in; unknown, 13 letters each are assumed."""

    width: int
    height: int
    players: int
    aspect: float = 0.69
    corner_widths: Sequence[int] = ()

    def __post_init__(self) -> None:
        w, h = self.width, self.height
        self.unit = min(w / 1920, h / 1080)  # 1.0 at full HD
        self.margin = m = max(8, round(h * 0.018))
        # the big cards: the player's hand and the trick; the hand of 10 must fit
        ch = min(h * 0.2, w * 0.58 / (self.aspect * (1 + 9 * 0.5)))
        self.card_h = max(60, round(ch))
        self.card_w = round(self.card_h * self.aspect)
        self.small_h = max(36, round(self.card_h * 0.56))
        self.small_w = round(self.small_h * self.aspect)
        self.small_scale = self.small_h / self.card_h
        # three sizes of text: the least (a plate's score, the scoreboard, the buttons of
        # the table), names and titles a little larger, announcements large
        self.font_small = min_text(h)
        self.font = max(round(self.font_small * 1.2), round(22 * self.unit))
        self.font_big = max(round(self.font_small * 1.6), round(40 * self.unit))
        self.line = line_height(self.font_small)
        self.table_rect = pygame.Rect(0, 0, w, h)
        self.center = (w // 2, round(h * (0.46 if self.players == 4 else 0.43)))
        self.hand_y = h - m - self.card_h // 2  # centre line of the hand
        self.raise_by = round(self.card_h * 0.18)  # a selected card stands up this much
        self.button_h = max(34, round(52 * self.unit), line_height(self.font) + 12)
        self.corner_h = max(round(self.button_h * 0.8), self.line + 10)
        self.corner_pad = max(8, self.corner_h // 4)  # air each side of a corner label
        # a name plate holds the name (font) and two lines (font_small)
        # and the seat's badge beside the name and the score
        self.badge_lines, self.badge, wider = emblems.plate_badge(
            w, line_height(self.font), self.line, m)
        self.plate_w = max(round(self.card_w * 2.1), round(self.font_small * 11.5)) + wider
        self.plate_h = line_height(self.font) + 2 * self.line + round(m * 1.2)
        self.fan_w = round(self.small_w * (1 + 9 * FAN_STEP))  # an opponent's 10 cards
        # the player's hand of 10 spans at most this, leaving room for the plate beside it
        self.hand_span = min(w * 0.6, w - 2 * (self.plate_w + 3 * m))
        # with 4 players the trick is a cross; its top card keeps clear of the top plate
        self.trick_dy = round(self.card_h * 0.55)
        if self.players == 4:
            top_plate = m + self.small_h // 2 * 2 + m // 2 + self.plate_h
            room = self.center[1] - self.card_h // 2 - 4 - top_plate - m // 2
            self.trick_dy = max(round(self.card_h * 0.45), min(self.trick_dy, room))
        labels = list(self.corner_widths) or [round(self.font_small * 0.62 * 13)] * 4
        self.corners = self.corner_rects([lw + 2 * self.corner_pad for lw in labels])

    # -------------------------------------------------------------- the seats
    def spot(self, rel: int) -> str:
        """`rel` = seats to the left of the bottom seat."""
        return SPOTS[self.players][rel % self.players]

    def seat_anchor(self, rel: int) -> tuple[int, int]:
        """The centre of the seat's hand (the small fan of an opponent)."""
        w, h, m = self.width, self.height, self.margin
        spot = self.spot(rel)
        if spot == "bottom":
            return (w // 2, self.hand_y)
        if spot == "top":  # left of centre, clear of the corner buttons; its plate below
            return (round(w * 0.42), m + self.small_h // 2)
        # the sides: clear of the window's edge, and below the panel of the contract
        x = max(round(w * 0.13), 2 * m + max(self.plate_w, self.fan_w) // 2)
        y = max(round(h * 0.36), self.status_rect(5).bottom + m + self.small_h // 2)
        return (x, y) if spot == "left" else (w - x, y)

    def plate_rect(self, rel: int) -> pygame.Rect:
        """The name plate (name, score, bid, thinking cue) of a seat."""
        h, m = self.height, self.margin
        r = pygame.Rect(0, 0, self.plate_w, self.plate_h)
        spot = self.spot(rel)
        x, y = self.seat_anchor(rel)
        if spot == "bottom":
            left_of_hand = self.hand_positions(0, 10, False)[0][0] - self.card_w // 2
            if left_of_hand - m * 2 >= r.width:  # beside a full hand
                r.bottomright = (left_of_hand - m, h - m)
            else:  # a narrow window: above the hand's left end
                r.bottomleft = (m, self.hand_y - self.card_h // 2 - self.raise_by - m)
            return r
        if spot == "top":
            r.midtop = (x, y + self.small_h // 2 + m // 2)
        else:
            r.midtop = (x, y + self.small_h // 2 + m)
        return r

    def hand_positions(self, rel: int, count: int, small: bool) -> list[tuple[int, int]]:
        """Centres of `count` cards fanned at the seat, left to right."""
        if count <= 0:
            return []
        x, y = self.seat_anchor(rel)
        cw = self.small_w if small else self.card_w
        if small:
            step = cw * FAN_STEP
        else:
            step = min(cw * 0.7, (self.hand_span - cw) / max(1, count - 1))
        span = step * (count - 1)
        return [(round(x - span / 2 + i * step), y) for i in range(count)]

    def trick_position(self, rel: int) -> tuple[int, int]:
        cx, cy = self.center
        if self.players == 4:
            dx, dy, lift = round(self.card_w * 0.8), self.trick_dy, 0
        else:  # three cards side by side in a shallow V: none covers another, so the
            # card led shows whole whoever led it
            dx, dy, lift = round(self.card_w * 1.06), round(self.card_h * 0.3), \
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
        """Where a seat's won tricks lie, face down: right of the player's hand, and
        beside an opponent's plate on the side of the middle."""
        m = self.margin
        spot = self.spot(rel)
        if spot == "bottom":
            right_of_hand = self.hand_positions(0, 10, False)[-1][0] + self.card_w // 2
            return (right_of_hand + 2 * m + self.small_w // 2, self.hand_y + self.card_h // 8)
        plate = self.plate_rect(rel)
        if spot == "right":
            return (plate.left - m - self.small_w // 2 - 6, plate.centery)
        return (plate.right + m + self.small_w // 2, plate.centery)

    def prikup_positions(self, count: int = 3) -> list[tuple[int, int]]:
        cx, cy = self.center
        step = round(self.card_w * 1.08)
        return [(cx + (i - (count - 1) / 2) * step, cy) for i in range(count)]

    def deck_position(self, rel: int) -> tuple[int, int]:
        """The dealer's deck, between the dealer and the middle, clear of the dealer's
        plate and hand (the deck's cards rise up to 18 pixels and 12 to the left)."""
        x, y = self.seat_anchor(rel)
        cx, cy = self.center
        dx, dy = x + (cx - x) * 0.45, y + (cy - y) * 0.45
        m, half_w, half_h = self.margin, self.card_w // 2, self.card_h // 2
        spot = self.spot(rel)
        plate = self.plate_rect(rel)
        if spot == "left":
            dx = max(dx, plate.right + m + half_w + 12)
        elif spot == "right":
            dx = min(dx, plate.left - m - half_w)
        elif spot == "top":
            dy = max(dy, plate.bottom + m + half_h + 18)
        else:
            dy = min(dy, self.hand_y - self.card_h - self.raise_by - m)
        return (round(dx), round(dy))

    # -------------------------------------------------------------- panels
    def dialog_rect(self, w_cards: float = 5.2, h_rows: float = 3.2) -> pygame.Rect:
        """A dialog box above the player's hand, clear of the plates and piles beside."""
        m = self.margin
        r = pygame.Rect(0, 0, 0, round(self.button_h * h_rows))
        r.bottom = self.hand_y - self.card_h // 2 - self.raise_by - m
        room = self.width - 4 * m
        for rel in range(1, self.players):
            if self.spot(rel) == "top":
                continue
            x, _ = self.pile_position(rel)
            beside = self.plate_rect(rel).union(pygame.Rect(x - self.small_w // 2 - 6,
                                                            self.plate_rect(rel).y - 20,
                                                            self.small_w + 12,
                                                            self.plate_h + 20))
            if beside.bottom > r.top:
                room = min(room, self.width - 2 * (beside.right + m) if self.spot(rel) == "left"
                           else 2 * (beside.left - m) - self.width)
        r.width = min(round(self.card_w * w_cards), room)
        r.centerx = self.width // 2
        return r

    def table_dialog(self, w_cards: float, lift: int = 0) -> pygame.Rect:
        """The box of a dialog at the table (a title over a row of buttons) above the
        player's hand, raised by `lift` (room for labels over chosen cards) as far as the
        place of a dialog allows."""
        r = self.dialog_rect(w_cards, 2.6)
        bottom, top = r.bottom, r.top
        pad = max(4, self.margin // 2)
        r.height = pad * 3 + line_height(self.font) + self.button_h
        r.bottom = max(bottom - lift, top + r.height)
        return r

    def corner_rects(self, widths: Sequence[int]) -> list[pygame.Rect]:
        """Buttons along the top right corner, right to left (Menu, Score sheet, Hint,
        Last trick), each as wide as `widths` asks (its label and some air): in a row
        when they fit beside the scoreboard or the top seat, else in two rows."""
        if self.players == 4:
            left = self.seat_anchor(2)[0] + max(self.plate_w, self.fan_w) // 2 + self.margin
        else:
            left = self.info_rect().right + self.margin
        return corner_buttons(self.width, self.margin, self.corner_h, widths, left)

    def corner_button(self, index: int) -> pygame.Rect:
        """The corner button `index` (0 = Menu, the rightmost)."""
        return self.corners[index]

    def info_rect(self) -> pygame.Rect:
        """The scoreboard, top left."""
        return pygame.Rect(self.margin, self.margin,
                           max(round(self.width * 0.16), round(self.font_small * 14)),
                           self.margin * 2 + self.line * (self.players + 1))

    def under_info(self, width: int) -> pygame.Rect:
        """A button of `width` under the scoreboard (1000's Undo), at least 2.2 of its
        heights wide."""
        info = self.info_rect()
        gap = max(4, self.margin // 2)
        return pygame.Rect(info.left, info.bottom + gap,
                           max(round(self.corner_h * 2.2), width), self.corner_h)

    def status_rect(self, lines: int = 5, want: int = 0) -> pygame.Rect:
        """Trump, contract, points taken, melds (`lines` of them, at most 5): right side,
        below the corner buttons; `want` pixels wide if there is room (the words' width
        and the margins), which there is as far as the top seat or a third of the window."""
        m = self.margin
        w = max(round(self.width * 0.17), round(self.font_small * 15.5))
        if self.players == 4:  # clear of the top seat's fan, plate and won tricks
            top_seat = max(self.seat_anchor(2)[0] + self.fan_w // 2,
                           self.pile_position(2)[0] + self.small_w // 2 + 3 * 3)
            widest = self.width - 2 * m - top_seat
        else:
            widest = self.width // 3
        w = max(w, min(want, widest))
        top = max(r.bottom for r in self.corners) + m
        height = 2 * m + line_height(self.font) + self.line * max(0, lines - 1)
        return pygame.Rect(self.width - m - w, top, w, height)


def under_info_row(table) -> list[pygame.Rect]:
    """The small buttons under a table's scores (Undo, Log), left to right, each as wide
    as its label needs; `table` has `layout` (with `under_info`), `app` and `session`.
    In a lesson, which takes its wrong moves back itself, Undo's place may hold Lesson
    (the coach's words again, where the window has no room for its box): as wide as the
    wider of the two, so that Log stays where it is."""
    lay = table.layout
    font = table.app.fonts.get(min_text(table.app.screen_size[1]))
    gap = max(4, lay.margin // 2)
    first = ("Undo", "Lesson") if getattr(table.session, "coach", None) else ("Undo",)
    out = []
    x = None
    for labels in (first, ("Log",)):
        r = lay.under_info(max(font.size(tr(label))[0] for label in labels)
                           + 2 * lay.corner_pad)
        if x is not None:
            r.x = x
        x = r.right + gap
        out.append(r)
    return out
