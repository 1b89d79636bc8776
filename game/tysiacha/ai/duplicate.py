"""Duplicate scoring of bots: the same cards dealt again with the bots in every seat
order, so that luck of the deal cancels out. For strength tests and benchmarks."""
from __future__ import annotations

import itertools
import random
from typing import Callable, Sequence

from ..engine.deal import Deal
from ..engine.dealing import deal_cards
from ..engine.rules import Rules
from ..engine.standing import Standing
from .runner import Timed, play_scored


class DuplicateResult:
    """Points per deal of each bot (by its index in the list given), and timings."""

    def __init__(self, count: int):
        self.points = [0.0] * count
        self.deals = [0] * count
        self.decisions = [0] * count
        self.seconds = [0.0] * count
        self.declared = [0] * count
        self.made = [0] * count
        self.as_declarer = [0.0] * count  # score changes while declarer
        self.as_defender = [0.0] * count
        self.defended = [0] * count
        self.outcomes: dict = {}

    def per_deal(self, i: int) -> float:
        return self.points[i] / max(self.deals[i], 1)

    def decision_ms(self, i: int) -> float:
        return 1000.0 * self.seconds[i] / max(self.decisions[i], 1)


def play_duplicate(rules: Rules, make_bots: Sequence[Callable[[], object]], deals: int,
                   seed: int = 0) -> DuplicateResult:
    """Deal `deals` deals (3 players) and play each once per seat order of the bots
    (3 bots: 6 orders). Each deal starts from a fresh score of 0, but every bot keeps its
    own zero and rospisat' counters (R32, R48) from deal to deal."""
    assert rules.players == 3 and len(make_bots) == 3
    bots = [make() for make in make_bots]
    res = DuplicateResult(3)
    zeros = [0, 0, 0]
    rospisat = [0, 0, 0]
    rng = random.Random(seed)
    for i in range(deals):
        dealer = i % 3
        dealt = deal_cards(rules, dealer, rng)
        for order in itertools.permutations(range(3)):
            _play_one(rules, bots, order, dealer, dealt, res, zeros, rospisat)
    return res


def _play_one(rules, bots, order, dealer, dealt, res, zeros, rospisat) -> None:
    """Seat s is played by bot order[s]."""
    standing = Standing((0, 0, 0), (None,) * 3, tuple(zeros[b] for b in order),
                        tuple(rospisat[b] for b in order), 10)
    times: list[list[float]] = [[], [], []]
    seated = [Timed(bots[order[s]], times[s]) for s in range(3)]
    deal = Deal(rules, standing, dealer, tuple(dealt.hands), dealt.prikup)
    row, after = play_scored(deal, seated)
    for s in range(3):
        b = order[s]
        res.seconds[b] += sum(times[s])
        res.decisions[b] += len(times[s])
        res.points[b] += row.deltas[s]
        res.deals[b] += 1
        if s == deal.declarer:
            res.as_declarer[b] += row.deltas[s]
        elif deal.declarer >= 0 and deal.outcome != "redeal":
            res.as_defender[b] += row.deltas[s]
            res.defended[b] += 1
        zeros[b] = after.zeros[s]
        rospisat[b] = after.rospisat[s]
    if deal.declarer >= 0 and deal.outcome != "redeal":
        b = order[deal.declarer]
        res.declared[b] += 1
        res.made[b] += bool(row.made)
        key = (b, deal.outcome)
        res.outcomes[key] = res.outcomes.get(key, 0) + 1
