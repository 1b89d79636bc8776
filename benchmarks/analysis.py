"""How long the deal analysis (game/tysiacha/analysis.py) takes for one deal.

    python benchmarks/analysis.py [--deals N] [--seed S] [--players 3|4] [--profile]

Rule-based players (RulesBot, the Normal level) play deals from the bidding to the last
trick; deals that end without play (rospisat', a redeal) are dealt again, until N deals
(default 50) have been played. Each played deal is then analysed as the table would
analyse it after the last trick: `analyse_deal(deal)` with a fresh Solver, i.e. the
replay of the record up to the first lead, the solver's value of every legal move at
each of the 24 cards, and the reports. Only the analysis is timed, not the bots' play.

Printed: the seconds per deal (median, p90, max; the target is a median of at most 2 s
on the machine the table runs on), the solver's nodes per deal (trick boundaries
searched), the positions searched per deal, and how often the best play makes the
contract. With --profile the analyses run under cProfile and the functions taking the
most time are listed after the figures. The default run takes well under a minute.
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai.rules_bot import RulesBot  # noqa: E402
from game.tysiacha.ai.runner import play_out  # noqa: E402
from game.tysiacha.analysis import DealAnalysis, analyse_deal  # noqa: E402
from game.tysiacha.engine.deal import Deal  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402


def played_deals(count: int, seed: int, players: int) -> tuple[list[Deal], int]:
    """`count` deals played to the last trick by rule-based players, and how many deals
    it took (the others ended without play)."""
    rules = Rules(players=players)
    out: list[Deal] = []
    dealt = 0
    while len(out) < count:
        dealer = dealt % players
        rng = random.Random(seed * 100_003 + dealt)
        cards = deal_cards(rules, dealer, rng)
        deal = Deal(rules, Standing.new(players), dealer, cards.hands, cards.prikup)
        play_out(deal, [RulesBot(seed=seed * 1000 + dealt * 4 + s) for s in range(players)])
        dealt += 1
        if deal.outcome == "played":
            out.append(deal)
    return out, dealt


def quantile(sorted_values: list, q: float):
    """The value at quantile q of an ascending list (nearest rank)."""
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def positions_searched(a: DealAnalysis) -> int:
    """The positions the analysis gave to the solver: the moves not played at each card
    that had a choice, and the first lead's value when no card was played."""
    return sum(len(s.moves) - 1 for s in a.steps) + (0 if a.steps else 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, choices=(3, 4), default=3)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    if args.deals < 1:
        ap.error("--deals needs 1 or more")
    deals, dealt = played_deals(args.deals, args.seed, args.players)
    profiler = cProfile.Profile() if args.profile else None
    seconds, results = [], []
    for deal in deals:
        if profiler:
            profiler.enable()
        t0 = time.perf_counter()
        a = analyse_deal(deal)
        seconds.append(time.perf_counter() - t0)
        if profiler:
            profiler.disable()
        assert isinstance(a, DealAnalysis) and a.final_points == deal.points(deal.declarer)
        results.append(a)
    seconds.sort()
    nodes = sorted(a.nodes for a in results)
    searched = sorted(positions_searched(a) for a in results)
    print(f"{len(deals)} deals analysed ({dealt} dealt, the others not played), "
          f"{args.players} players, seed {args.seed}")
    print(f"{'':<22} {'median':>9} {'p90':>9} {'max':>9}")
    print(f"{'seconds per deal':<22} {statistics.median(seconds):>9.3f} "
          f"{quantile(seconds, 0.9):>9.3f} {seconds[-1]:>9.3f}")
    print(f"{'nodes per deal':<22} {statistics.median(nodes):>9.0f} "
          f"{quantile(nodes, 0.9):>9} {nodes[-1]:>9}")
    print(f"{'positions searched':<22} {statistics.median(searched):>9.0f} "
          f"{quantile(searched, 0.9):>9} {searched[-1]:>9}")
    makeable = sum(a.makeable for a in results)
    made = sum(bool(a.made) for a in results)
    print(f"contracts: {makeable} makeable with best play, {made} made at the table; "
          f"total seconds {sum(seconds):.1f}")
    if profiler:
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    main()
