"""Tichu engine speed: random full rounds per second, and the cost of legal_actions().

    python benchmarks/tichu_engine.py [--rounds N] [--seed S]

A "full round" is the deal, the Grand Tichu calls, the exchange and the play to the end
(three players out or a double win) with uniformly random legal actions of the seat the
round waits for, then scoring. One core. Target (issue 13): at least 2,000 rounds a second.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tichu.engine.combos import plays  # noqa: E402
from game.tichu.engine.match import deal_hands  # noqa: E402
from game.tichu.engine.round import Round  # noqa: E402
from game.tichu.engine.rules import TichuRules  # noqa: E402
from game.tichu.engine.scoring import score_round  # noqa: E402


def full_rounds(n: int, seed: int) -> tuple[float, int]:
    rng = random.Random(seed)
    rand = rng.random
    rules = TichuRules()
    actions = 0
    t0 = time.perf_counter()
    for i in range(n):
        rnd = Round(rules, i % 4, deal_hands(rng))
        while not rnd.over:
            legal = rnd.legal_actions(rnd.waiting()[0])
            rnd.apply(legal[int(rand() * len(legal))])
            actions += 1
        score_round(rnd)
    return time.perf_counter() - t0, actions


def legal_cost(n: int, seed: int) -> tuple[float, float, float]:
    """Microseconds for every lead of a 14-card hand, and for the plays on a table."""
    rng = random.Random(seed)
    hands = [random.Random(rng.randrange(1 << 30)).sample(range(56), 14) for _ in range(n)]
    masks = [sum(1 << c for c in h) for h in hands]
    t0 = time.perf_counter()
    counts = [len(plays(m)) for m in masks]
    lead = (time.perf_counter() - t0) / n * 1e6
    tops = [rng.choice(plays(m)) for m in masks]
    t0 = time.perf_counter()
    for m, top in zip(reversed(masks), tops):
        plays(m, top)
    follow = (time.perf_counter() - t0) / n * 1e6
    return lead, follow, statistics.fmean(counts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3,
                    help="time the same rounds this many times; the best is the figure, as "
                         "timeit does (a shared machine only ever slows a run down)")
    args = ap.parse_args()
    runs = [full_rounds(args.rounds, args.seed) for _ in range(max(1, args.repeat))]
    secs, actions = min(runs)
    rates = sorted(args.rounds / s for s, _ in runs)
    print(f"random full rounds: {args.rounds / secs:,.0f} per second, best of {len(runs)} "
          f"(median {statistics.median(rates):,.0f}; {secs / args.rounds * 1e3:.2f} ms each, "
          f"{actions / args.rounds:.0f} actions)")
    lead, follow, mean = legal_cost(2000, args.seed)
    print(f"plays(hand) for a lead of 14 cards: {lead:.0f} us ({mean:.0f} plays)")
    print(f"plays(hand, top) on a table:        {follow:.0f} us")


if __name__ == "__main__":
    main()
