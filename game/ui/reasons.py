"""Why this? The hint's reasons in words: what the kit shares between the games. A bot's
decision comes back from the worker with the figures it was made on (game/core/reasons.py);
each game's ui puts those figures in its own words (tysiacha/reasons.py,
tichu/reasons.py), and the prompt shows them under the hint (prompt.py), asked for by
*Why this?* beside the hint or a second press of H.

The figures are the search's own, rounded for reading: a count of layouts as it is, a
chance in whole percent, points to the nearest whole.
"""
from __future__ import annotations

MOST_LINES = 3  # the reasons a hint shows: the choice and the best one or two others


def signed(points: float) -> str:
    """Points with their sign, as a score change reads: "+12", "−8", "0"."""
    n = round(points)
    if n > 0:
        return f"+{n}"
    return f"−{-n}" if n < 0 else "0"


def percent(chance: float) -> int:
    """A chance in whole percent, 0 to 100."""
    return max(0, min(100, round(100 * chance)))


__all__ = ["MOST_LINES", "signed", "percent"]
