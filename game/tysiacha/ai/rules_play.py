"""RulesBot's card play (R35-R39): which card to lead or follow with, and when to declare
a marriage or four aces, for the declarer and for the defenders.

Following is an expected-value choice: for each legal card, what the trick is worth to
the bot's side given who can still beat it (counting.py's odds), minus what the card
would be worth kept (play_values.future_value). Leads are rules_lead.py's.
"""
from __future__ import annotations

from typing import Sequence

from ..engine import actions as A
from ..engine.cards import CARD_POINTS
from .counting import Knowledge, trick_winner
from .play_values import (BEAT, DUMP, SMEAR, Stakes, future_value, lead_worth, p_beats,
                          same_side)
from .rules_lead import choose_lead


def choose_play(k: Knowledge, legal: Sequence[int]) -> int:
    st = Stakes(k)
    if not k.obs.trick:
        return choose_lead(k, legal, st)
    return choose_follow(k, legal, st)


def choose_follow(k: Knowledge, legal: Sequence[int], st: Stakes) -> int:
    trick = k.obs.trick
    led = trick[0][1] // 6
    so_far = sum(CARD_POINTS[c] for _, c in trick)
    third = k.next if len(trick) == 1 else -1
    best_a, best_score = legal[0], -1e9
    for a in legal:
        c = A.played_card(a)
        ws, wc = trick_winner(tuple(trick) + ((k.seat, c),), k.trump)
        pot = so_far + CARD_POINTS[c]
        if third < 0:
            u = st.w[ws] * pot + lead_worth(k, st, ws)
        else:
            u = _third_outcome(k, st, third, ws, wc, led, pot)
        score = u - future_value(k, c, st) - 0.01 * (c % 6)
        if score > best_score:
            best_a, best_score = a, score
    return best_a


def _third_outcome(k, st, third, ws, wc, led, pot) -> float:
    """The expected worth of the trick when `third` still plays after the bot."""
    if same_side(k, third, ws):
        return st.w[ws] * (pot + SMEAR) + lead_worth(k, st, ws)
    p = p_beats(k, third, wc, led)
    return (p * (st.w[third] * (pot + BEAT) + lead_worth(k, st, third))
            + (1.0 - p) * (st.w[ws] * (pot + DUMP) + lead_worth(k, st, ws)))
