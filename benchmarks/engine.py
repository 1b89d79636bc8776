"""Engine speed: random full deals per second, and the cost of legal_actions()/apply().

    python benchmarks/engine.py [--deals N] [--seed S] [--players 3|4]

A "full deal" is dealing, bidding, the exchange and either all eight tricks or a
rospisat'/redeal, with uniformly random legal actions, then scoring. The figure for deals
played out to the last trick is printed too, since those are the longest. One core.
Target (issue 2): at least 5,000 full deals per second.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.engine import actions as A  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.scoring import score_deal  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402


def full_deals(rules: Rules, n: int, seed: int) -> tuple[float, int, int]:
    """Seconds for n random deals incl. scoring; also how many were played out."""
    rng = random.Random(seed)
    rand = rng.random
    standing = Standing.new(rules.players)
    played = actions = 0
    over = Phase.OVER
    t0 = time.perf_counter()
    for i in range(n):
        dealer = i % rules.players
        dc = deal_cards(rules, dealer, rng)
        d = Deal(rules, standing, dealer, dc.hands, dc.prikup)
        while d.phase is not over:
            legal = d.legal_actions()
            d.apply(legal[int(rand() * len(legal))])
            actions += 1
        score_deal(rules, standing, d.result())
        played += d.outcome == "played"
    return time.perf_counter() - t0, played, actions


def played_only(rules: Rules, n: int, seed: int) -> float:
    """Deals per second when every deal is played to the last trick (no giving up)."""
    rng = random.Random(seed)
    rand = rng.random
    standing = Standing.new(rules.players)
    give_up = {A.ROSPISAT, A.SPISAT, A.REDEAL}
    t0 = time.perf_counter()
    for i in range(n):
        dealer = i % rules.players
        dc = deal_cards(rules, dealer, rng)
        d = Deal(rules, standing, dealer, dc.hands, dc.prikup)
        while d.phase is not Phase.OVER:
            legal = [a for a in d.legal_actions() if a not in give_up]
            d.apply(legal[int(rand() * len(legal))])
    return time.perf_counter() - t0


def per_call(rules: Rules, n: int, seed: int) -> tuple[float, float]:
    """Mean microseconds of legal_actions() (fresh state) and of apply()."""
    rng = random.Random(seed)
    standing = Standing.new(rules.players)
    t_legal = t_apply = 0.0
    calls = 0
    clock = time.perf_counter
    for i in range(n):
        dc = deal_cards(rules, 0, rng)
        d = Deal(rules, standing, 0, dc.hands, dc.prikup)
        while d.phase is not Phase.OVER:
            t0 = clock()
            legal = d.legal_actions()
            t1 = clock()
            d.apply(legal[int(rng.random() * len(legal))])
            t2 = clock()
            t_legal += t1 - t0
            t_apply += t2 - t1
            calls += 1
    return 1e6 * t_legal / calls, 1e6 * t_apply / calls


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, choices=(3, 4), default=3)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    rules = Rules(players=args.players)
    runs = [full_deals(rules, args.deals, args.seed + k) for k in range(args.repeat)]
    rates = [args.deals / t for t, _, _ in runs]
    _, played, actions = runs[0]
    print(f"engine benchmark, {args.players} players, {args.deals} deals x {args.repeat}, "
          f"Python {sys.version.split()[0]}")
    print(f"full random deals/s         median {statistics.median(rates):8.0f}  "
          f"(min {min(rates):.0f}, max {max(rates):.0f}); {100 * played / args.deals:.0f}% "
          f"played out, {actions / args.deals:.1f} actions per deal")
    t = played_only(rules, args.deals // 2, args.seed)
    print(f"played-out deals/s          {args.deals // 2 / t:8.0f}  (all 8 tricks, no give-up)")
    lu, au = per_call(rules, min(args.deals, 5000), args.seed)
    print(f"legal_actions() mean        {lu:8.2f} us")
    print(f"apply() mean                {au:8.2f} us")
    print(f"target                          5000 deals/s: "
          f"{'met' if statistics.median(rates) >= 5000 else 'NOT met'}")


if __name__ == "__main__":
    main()
