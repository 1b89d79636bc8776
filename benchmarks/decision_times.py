"""How long a level of 1000's AI takes per decision, one decision at a time, on one core.

    python benchmarks/decision_times.py [--level hard] [--deals N] [--seed S] [--slowest K]

Three bots of the level play N duplicate-free deals (default 100) from the bidding to the
last trick, the scores carried from deal to deal as in a game, in this process alone
(the tournament's times come from two processes sharing the machine with whatever else
runs). Every decision the bots take is timed, the forced ones (a single legal move)
included, as the table waits for them.

Printed: the decisions, the mean, p95, p99 and the slowest, in wall-clock time and in the
process's CPU time (what a core of its own would take, near enough, when other work shares
the machine), then per phase the decisions that sampled layouts, the layouts they drew and
their times, then the K slowest (default 10) with the phase of the deal and how many legal
moves there were, which says where the time goes (the raise and the exchange solve many
layouts from the first lead; a card in the play solves a zero-window search per card and
layout).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai import bot_name, make_bot  # noqa: E402
from game.tysiacha.ai.runner import carry_counters, play_scored  # noqa: E402
from game.tysiacha.engine.deal import Deal  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402


class Timed:
    """A bot whose every decision is timed into `log` as (seconds, phase, legal moves,
    CPU seconds, layouts drawn: the search bots' `layouts`, 0 if it drew none)."""

    def __init__(self, bot, log: list):
        self.bot, self.log, self.name = bot, log, bot.name

    def choose(self, obs, legal):
        if hasattr(self.bot, "layouts"):
            self.bot.layouts = 0
        start, cpu = time.perf_counter(), time.process_time()
        action = self.bot.choose(obs, legal)
        self.log.append((time.perf_counter() - start, obs.phase.name, len(legal),
                         time.process_time() - cpu, getattr(self.bot, "layouts", 0)))
        return action


def figures(seconds: list) -> str:
    """mean, p95, p99 and max of `seconds`, in ms."""
    times = sorted(seconds)
    n = len(times)
    return (f"mean {1000 * sum(times) / n:.0f}, p95 {1000 * times[int(n * .95)]:.0f}"
            f", p99 {1000 * times[int(n * .99)]:.0f}, max {1000 * times[-1]:.0f}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="hard")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--slowest", type=int, default=10)
    args = p.parse_args()
    level = bot_name(args.level)
    rules = Rules(players=3)
    rng = random.Random(args.seed)
    table = Standing.new(rules.players)
    log: list = []
    started = time.perf_counter()
    for d in range(args.deals):
        dealer = d % rules.players
        dealt = deal_cards(rules, dealer, rng)
        deal = Deal(rules, table, dealer, tuple(dealt.hands), dealt.prikup)
        bots = [Timed(make_bot(level, args.seed * 7919 + d * 101 + s), log)
                for s in range(rules.players)]
        _, after = play_scored(deal, bots)
        table = carry_counters(after)
    print(f"{level}: {args.deals} deals, {len(log)} decisions, "
          f"{time.perf_counter() - started:.0f} s")
    print(f"ms per decision: {figures([row[0] for row in log])}")
    print(f"CPU ms per decision: {figures([row[3] for row in log])}")
    for phase in ("EXCHANGE", "RAISE", "PLAY"):
        rows = [row for row in log if row[1] == phase and row[4]]
        if rows:
            drawn = sorted(row[4] for row in rows)
            print(f"  {phase.lower():8s} {len(rows):4d} sampled, layouts mean "
                  f"{sum(drawn) / len(drawn):4.1f} (min {drawn[0]}, median "
                  f"{drawn[len(drawn) // 2]}, max {drawn[-1]}); ms {figures([r[0] for r in rows])}")
    print(f"the {args.slowest} slowest:")
    for seconds, phase, legal, cpu, drawn in sorted(log, reverse=True)[:args.slowest]:
        print(f"  {1000 * seconds:7.0f} ms ({1000 * cpu:5.0f} CPU)  {phase.lower():9s} "
              f"{legal} legal moves, {drawn} layouts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
