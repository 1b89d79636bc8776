"""How the search bot's double-dummy values compare with what a declarer really takes.

    python benchmarks/calibrate_search.py [--deals N] [--seed S] [--bots search|rules]

Bots of one kind play N deals. At the declarer's first lead, a probe samples 24 layouts
of the defenders' hands as the declarer sees them and solves each exactly, and the real
layout is solved too; the deal is then played out. Printed: what the declarer took less
the exact value of the real layout, and less the mean of the sampled values; and, by the
share of sampled layouts that make the contract, how often it was made. This is where
search_bidding.OPTIMISM and SPREAD come from.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai import make_bot  # noqa: E402
from game.tysiacha.ai.dds import Position  # noqa: E402
from game.tysiacha.ai.search import SearchBot  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.observation import observe  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402


def one_deal(d: int, seed: int, kind: str):
    """(contract, sampled values, exact value, points taken) of deal d, or None when it
    was not played out (a redeal or rospisat')."""
    rules = Rules()
    dealt = deal_cards(rules, d % 3, random.Random(seed * 100_003 + d))
    deal = Deal(rules, Standing.new(3), d % 3, tuple(dealt.hands), dealt.prikup)
    bots = [make_bot(kind, seed * 1000 + d * 3 + s) for s in range(3)]
    probe = SearchBot(seed=d, budget=None, max_samples=24)
    found = None
    while not deal.over:
        seat = deal.to_act
        if deal.phase is Phase.PLAY and not deal.tricks and not deal.trick and found is None:
            obs = observe(deal, seat)
            solver = probe._solver(obs)
            values = [solver.solve(pos) for pos in probe._layouts(obs)]
            found = (deal.contract, values, solver.solve(Position.from_deal(deal)))
        deal.apply(bots[seat].choose(observe(deal, seat), deal.legal_actions()))
    if found is None:
        return None
    return found + (deal.points(deal.declarer),)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="search", choices=("search", "rules"))
    args = ap.parse_args()
    t0 = time.perf_counter()
    rows = [r for d in range(args.deals) if (r := one_deal(d, args.seed, args.bots))]
    print(f"{len(rows)} of {args.deals} deals played out by {args.bots} bots "
          f"({time.perf_counter() - t0:.0f} s)")
    vs_exact = [taken - exact for _, _, exact, taken in rows]
    vs_mean = [taken - statistics.fmean(values) for _, values, _, taken in rows]
    print(f"taken - exact value of the real layout: mean {statistics.fmean(vs_exact):+.1f}, "
          f"sd {statistics.stdev(vs_exact):.1f}")
    print(f"taken - mean of the sampled values:     mean {statistics.fmean(vs_mean):+.1f}, "
          f"sd {statistics.stdev(vs_mean):.1f}")
    bins: dict = {}
    for contract, values, _, taken in rows:
        p = sum(v >= contract for v in values) / len(values)
        bins.setdefault(min(int(p * 5), 4), []).append(taken >= contract)
    for b in sorted(bins):
        made = bins[b]
        print(f"sampled layouts making it {b * 20:3d}-{b * 20 + 20:3d}%: {len(made):4d} deals, "
              f"made {statistics.fmean(made):.0%}")


if __name__ == "__main__":
    main()
