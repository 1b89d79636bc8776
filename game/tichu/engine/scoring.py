"""Scoring a finished round (docs/TICHU_RULES.md T7, T23-T26, T28)."""
from __future__ import annotations

from dataclasses import dataclass

from .cards import points_of
from .round import Round, partner, team


@dataclass(frozen=True)
class RoundResult:
    """By round seat: `out` the finishing order; `calls` (seat, "grand" or "tichu",
    made); by team (0: seats 0 and 2, 1: seats 1 and 3): `card_points` (after T23; 0 and
    0 after a double win), `double_win` (the team, or None), `score` the round's change
    (cards or the double win, then the calls)."""
    out: tuple[int, ...]
    calls: tuple[tuple[int, str, bool], ...]
    card_points: tuple[int, int]
    double_win: int | None
    score: tuple[int, int]

    def call_points(self, side: int) -> int:
        return sum((200 if kind == "grand" else 100) * (1 if made else -1)
                   for seat, kind, made in self.calls if team(seat) == side)

    def lost_call(self, side: int) -> bool:
        return any(not made for seat, _, made in self.calls if team(seat) == side)


def score_round(rnd: Round, double_worth: int = 200) -> RoundResult:
    """The result of a round that is over. `double_worth` is what a double win scores
    (200; the tournament counts it 100, T28)."""
    if not rnd.over:
        raise ValueError("the round is not over")
    out = tuple(rnd.out)
    first = out[0] if out else -1
    calls = tuple((s, "grand" if rnd.grand[s] else "tichu", s == first)
                  for s in range(4) if rnd.grand[s] or rnd.tichu[s])
    double = team(out[0]) if len(out) >= 2 and partner(out[0]) == out[1] else None
    if double is not None:
        cards = (0, 0)
        base = [double_worth if double == 0 else 0, double_worth if double == 1 else 0]
    else:
        held = list(rnd.won)
        last = next(s for s in range(4) if s not in out)
        held[first] |= held[last]  # T23: the last player's tricks to the first out
        held[last] = 0
        pts = [points_of(h) for h in held]
        side = [pts[0] + pts[2], pts[1] + pts[3]]
        side[1 - team(last)] += points_of(rnd.hands[last])  # and its hand to the opponents
        cards = (side[0], side[1])
        base = list(cards)
    result = RoundResult(out, calls, cards, double, (0, 0))
    score = (base[0] + result.call_points(0), base[1] + result.call_points(1))
    return RoundResult(out, calls, cards, double, score)
