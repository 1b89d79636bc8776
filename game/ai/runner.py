"""Running whole games between bots (simulate, tournaments, tests)."""
from __future__ import annotations

from typing import Sequence

from ..engine.match import Match
from ..engine.observation import observe
from .base import Bot


def play_deal(match: Match, bots: Sequence[Bot]) -> None:
    """Deal (if needed) and play one deal of `match` to its end with `bots` by seat."""
    if match.needs_deal:
        match.start_deal()
    deal = match.deal
    while not deal.over:
        seat = deal.to_act
        legal = deal.legal_actions()
        action = bots[seat].choose(observe(deal, seat), legal)
        match.apply(action, seat)


def play_match(match: Match, bots: Sequence[Bot], max_deals: int = 2000) -> bool:
    """Play `match` until it is finished or `max_deals` deals were dealt; True if finished."""
    while not match.finished and len(match.deals) < max_deals:
        play_deal(match, bots)
    return match.finished
