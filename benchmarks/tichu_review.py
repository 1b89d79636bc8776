"""How long Tichu's round review (game/tichu/review.py) takes for one round and one seat.

    python benchmarks/tichu_review.py [--rounds N] [--seed S] [--level easy] [--playouts P]

Four bots of the level (Easy by default: a human-like player with slips, so there are
costly decisions to find) play N rounds (default 10); each round is then reviewed for
seat 0 as the table reviews it (the Hard AI's budget: 96 playouts a decision of the
play, 16 layouts of the deal a decision before it, and the second look). Only the
review is timed, in CPU time of this process (time.process_time: near what a core of
its own would take on a busy machine), the wall clock beside it.

Printed: the seconds per round (median, p90, max; CPU, then wall clock), the decisions
judged and the costly ones per round, the slowest decision, and the total. The work is
counted, so a seed gives the same reviews on any machine, only the times change.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tichu.ai import make_bot  # noqa: E402
from game.tichu.ai.runner import play_round  # noqa: E402
from game.tichu.engine.match import Match  # noqa: E402
from game.tichu.engine.rules import TichuRules  # noqa: E402
from game.tichu.review import Budget, assemble, decisions, judge, round_record  # noqa: E402


def quantile(sorted_values: list, q: float):
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="easy")
    ap.add_argument("--playouts", type=int, default=Budget().playouts,
                    help="playouts a decision of the play (the deal's layouts scale with it)")
    args = ap.parse_args()
    if args.rounds < 1 or args.playouts < 1:
        ap.error("--rounds and --playouts need 1 or more")
    scale = args.playouts / Budget().playouts
    default = Budget()
    budget = Budget(playouts=args.playouts, least=max(1, round(default.least * scale)),
                    deal_layouts=max(1, round(default.deal_layouts * scale)),
                    confirm=max(2, round(default.confirm * scale)),
                    confirm_deal=max(2, round(default.confirm_deal * scale)))
    cpu, wall, judged, costly, slowest = [], [], [], [], (0.0, "")
    for k in range(args.rounds):
        match = Match(TichuRules(grand_tichu=True), rng=random.Random(args.seed * 1000 + k))
        play_round(match, [make_bot(args.level, args.seed * 1000 + 4 * k + s)
                           for s in range(4)])
        rec = round_record(match.rounds[0])
        c0, t0 = time.process_time(), time.perf_counter()
        got = []
        for d in decisions(rec, 0):
            d0 = time.process_time()
            got.append(judge(rec, 0, d, budget))
            took = time.process_time() - d0
            if took > slowest[0]:
                slowest = (took, f"round {k + 1}, {d.kind} at action {d.index + 1}")
        review = assemble(0, got)
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - t0)
        judged.append(len(review.judged))
        costly.append(len(review.costly))
    print(f"{args.rounds} rounds reviewed for seat 0, {args.level} players, seed {args.seed}, "
          f"{budget.playouts} playouts a decision")
    print(f"{'':<28} {'median':>8} {'p90':>8} {'max':>8}")
    for name, xs in (("CPU seconds per round", cpu), ("wall seconds per round", wall)):
        xs = sorted(xs)
        print(f"{name:<28} {statistics.median(xs):>8.2f} {quantile(xs, 0.9):>8.2f} "
              f"{xs[-1]:>8.2f}")
    for name, xs in (("decisions judged per round", judged), ("costly per round", costly)):
        xs = sorted(xs)
        print(f"{name:<28} {statistics.median(xs):>8.1f} {quantile(xs, 0.9):>8} "
              f"{xs[-1]:>8}")
    print(f"slowest decision: {slowest[0]:.2f} s CPU ({slowest[1]}); "
          f"total CPU seconds {sum(cpu):.1f}")


if __name__ == "__main__":
    main()
