"""How near the bots' card play comes to perfect play (double dummy).

    python benchmarks/double_dummy.py [--deals N] [--seed S] [--jobs J] [--samples K]
                                     [--infer]

Rule-based players bid, exchange and raise (or give up) each deal. Where the contract
is played, the solver says whether it is made with every hand in view and both sides
playing perfectly (dds.py); then the deal is played from the first lead three ways:

- `rules`: rule-based players in every seat;
- `search defends`: a rule-based declarer against two search defenders;
- `search declares`: a search declarer against two rule-based defenders.

Printed per way: contracts made, those made that perfect defence beats (the declarer
did better than double dummy, or the defence worse), and those beaten that perfect
play makes. A defence cannot beat more than the contracts perfect defence beats, plus
the declarer's mistakes. The search bots play with a fixed number of layouts per card
(`--samples`, default 32, the most the Hard bot uses), so the figures do not depend on
the machine; with `--infer` they weigh layouts by the bidding as Hard does.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai.dds import Position, solve  # noqa: E402
from game.tysiacha.ai.rules_bot import RulesBot  # noqa: E402
from game.tysiacha.ai.runner import play_out  # noqa: E402
from game.core.jobs import map_jobs  # noqa: E402
from game.tysiacha.ai.search import SearchBot  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.observation import observe  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402

WAYS = ("rules", "search defends", "search declares")


def players(way: str, declarer: int, seed: int, samples: int, infer: bool) -> list:
    """The players of one way of playing a deal on, by seat."""
    search_seats = {"rules": (), "search defends": {0, 1, 2} - {declarer},
                    "search declares": {declarer}}[way]
    return [SearchBot(seed + s, budget=None, max_samples=samples, infer=infer)
            if s in search_seats
            else RulesBot(seed=seed + s) for s in range(3)]


def one_deal(task) -> tuple | None:
    """(made double dummy, {way: made}) for deal d, or None when it is not played."""
    d, seed, samples, infer = task
    rules = Rules()
    rng = random.Random(seed * 100_003 + d)
    dealt = deal_cards(rules, d % 3, rng)
    deal = Deal(rules, Standing.new(3), d % 3, tuple(dealt.hands), dealt.prikup)
    bidders = [RulesBot(seed=seed * 1000 + d * 3 + s) for s in range(3)]
    while not deal.over and deal.phase is not Phase.PLAY:
        seat = deal.to_act
        deal.apply(bidders[seat].choose(observe(deal, seat), deal.legal_actions()))
    if deal.over:
        return None
    exact = solve(Position.from_deal(deal)) >= deal.contract
    made = {}
    for k, way in enumerate(WAYS):
        branch = deal.clone()
        play_out(branch, players(way, branch.declarer, seed * 7919 + d * 31 + k * 3,
                                 samples, infer))
        made[way] = branch.points(branch.declarer) >= branch.contract
    return exact, made


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--samples", type=int, default=32)
    ap.add_argument("--infer", action="store_true")
    args = ap.parse_args()
    if args.deals < 1 or args.jobs < 1 or args.samples < 1:
        ap.error("--deals, --jobs and --samples need 1 or more")
    t0 = time.perf_counter()
    tasks = [(d, args.seed, args.samples, args.infer) for d in range(args.deals)]
    rows = map_jobs(one_deal, tasks, args.jobs, chunksize=4)
    played = [r for r in rows if r]
    makeable = sum(exact for exact, _ in played)
    beatable = len(played) - makeable
    print(f"{args.deals} deals, seed {args.seed}, {args.samples} layouts per card"
          f"{' weighed by the bidding' if args.infer else ''}, "
          f"{time.perf_counter() - t0:.0f} s: "
          f"{len(played)} contracts played; double dummy {makeable} made, {beatable} beaten")
    print(f"{'way':<16} {'made':>5} {'beaten':>7}   {'beaten of the':>14} "
          f"{'made of the':>12}")
    print(f"{'':<16} {'':>5} {'':>7}   {f'{beatable} beatable':>14} "
          f"{f'{makeable} makeable':>12}")
    for way in WAYS:
        c = Counter((exact, made[way]) for exact, made in played)
        made_total = c[(True, True)] + c[(False, True)]
        print(f"{way:<16} {made_total:>5} {len(played) - made_total:>7}   "
              f"{c[(False, False)]:>14} {c[(True, True)]:>12}")


if __name__ == "__main__":
    main()
