"""Actions are small ints, so that the AI can generate and apply millions of them.

    0..23        play card c
    24..47       play card c - 24 and declare the meld it belongs to (R37, R38)
    PASS         pass in the bidding
    1000 + v     bid v (R15-R17)
    2000 + 24*s + c   give card c to seat s (R26)
    3000 + v     raise the contract to v (R27)
    KEEP         keep the contract (no raise)
    ROSPISAT, SPISAT, REDEAL, NO_REDEAL

Use the helpers below rather than the numbers.
"""
from __future__ import annotations

import re

from .cards import card_name, parse_card

MELD_OFFSET = 24
PASS = 900
KEEP = 901
ROSPISAT = 902
SPISAT = 903
REDEAL = 904
NO_REDEAL = 905
BID_BASE = 1000
GIVE_BASE = 2000
RAISE_BASE = 3000


def play(c: int, meld: bool = False) -> int:
    return c + MELD_OFFSET if meld else c


def bid(value: int) -> int:
    return BID_BASE + value


def give(c: int, seat: int) -> int:
    return GIVE_BASE + 24 * seat + c


def raise_to(value: int) -> int:
    return RAISE_BASE + value


def is_play(a: int) -> bool:
    return 0 <= a < 48


def played_card(a: int) -> int:
    return a - MELD_OFFSET if a >= MELD_OFFSET else a


def is_meld(a: int) -> bool:
    return MELD_OFFSET <= a < 48


def is_bid(a: int) -> bool:
    return BID_BASE < a < GIVE_BASE


def bid_value(a: int) -> int:
    return a - BID_BASE


def is_give(a: int) -> bool:
    return GIVE_BASE <= a < GIVE_BASE + 96


def give_parts(a: int) -> tuple[int, int]:
    """(card, receiving seat) of a give action."""
    s, c = divmod(a - GIVE_BASE, 24)
    return c, s


def is_raise(a: int) -> bool:
    return RAISE_BASE < a < RAISE_BASE + 1000


def raise_value(a: int) -> int:
    return a - RAISE_BASE


_NAMES = {PASS: "pass", KEEP: "keep", ROSPISAT: "rospisat", SPISAT: "spisat",
          REDEAL: "redeal", NO_REDEAL: "no redeal"}


def action_str(a: int) -> str:
    """`play AH`, `play KH*` (with a meld), `bid 110`, `give 9C to 2`, `raise 140`, `pass`."""
    if 0 <= a < 48:
        return f"play {card_name(played_card(a))}{'*' if a >= MELD_OFFSET else ''}"
    if a in _NAMES:
        return _NAMES[a]
    if is_bid(a):
        return f"bid {bid_value(a)}"
    if is_give(a):
        c, s = give_parts(a)
        return f"give {card_name(c)} to {s}"
    if is_raise(a):
        return f"raise {raise_value(a)}"
    return f"unknown action {a}"


_GIVE_RE = re.compile(r"give\s+(\S+)\s+to\s+(\d)$")


def parse_action(text: str) -> int:
    """The inverse of action_str; ValueError for text that names no action."""
    t = " ".join(str(text).strip().lower().split())
    for a, name in _NAMES.items():
        if t == name:
            return a
    if t.startswith("play "):
        body = t[5:]
        meld = body.endswith("*")
        return play(parse_card(body.rstrip("*")), meld)
    m = _GIVE_RE.match(t)
    if m:
        return give(parse_card(m.group(1)), int(m.group(2)))
    for prefix, make in (("bid ", bid), ("raise ", raise_to)):
        if t.startswith(prefix) and t[len(prefix):].isdigit():
            return make(int(t[len(prefix):]))
    raise ValueError(f"{text!r} is not an action")
