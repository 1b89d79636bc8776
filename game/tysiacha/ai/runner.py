"""Running deals and whole games between bots (simulate, tournaments, tests)."""
from __future__ import annotations

import time
from typing import Sequence

from game.core.contract import play_out as core_play_out

from ..engine.deal import Deal
from ..engine.match import Match
from ..engine.observation import observe
from ..engine.scoring import SheetRow, score_deal
from ..engine.standing import Standing
from .base import Bot


class Timed:
    """Wraps a bot to record the seconds of each decision in `times`."""

    def __init__(self, bot: Bot, times: list):
        self.bot, self.times, self.name = bot, times, bot.name

    def choose(self, obs, legal):
        t0 = time.perf_counter()
        action = self.bot.choose(obs, legal)
        self.times.append(time.perf_counter() - t0)
        return action


def play_scored(deal: Deal, bots: Sequence[Bot]) -> tuple[SheetRow, Standing]:
    """Play `deal` on to its end with `bots` by seat and score it from the standing it
    was dealt on: its score-sheet row and the standing after it."""
    play_out(deal, bots)
    after, row = score_deal(deal.rules, deal.standing, deal.result())
    return row, after


def play_out(deal: Deal, bots: Sequence[Bot]) -> None:
    """Play `deal` on from where it stands to its end, with `bots` by seat."""
    core_play_out(deal, bots)


def carry_counters(after: Standing) -> Standing:
    """A table that goes on for duplicate play: zero marks, rospisat' counts and the
    deals played carry over (so every third is penalised, R32, R48, and golden_set ends,
    R47), while the scores start from 0 each deal to keep the barrel out of the figures."""
    n = len(after.scores)
    return Standing((0,) * n, (None,) * n, after.zeros, after.rospisat, after.deals_played)


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
