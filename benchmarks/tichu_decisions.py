"""How long a level of Tichu's AI takes per decision, one decision at a time, on one core.

    python benchmarks/tichu_decisions.py [--level hard] [--rounds N] [--seed S] [--slowest K]

Two bots of the level (seats 0 and 2) play N rounds (default 40) against two Normal
players, in this process alone (the tournament's times come from processes sharing the
machine with whatever else runs). Every decision the level's seats are asked for is
timed, the forced ones included, as the table waits for them; so is every offer to act
out of turn (a bomb), which the table also waits for.

Printed: the decisions, the mean, p95, p99 and the slowest, by kind (the exchange, a
play, an offer out of turn), then the K slowest (default 8) with their phase and how
many legal moves there were, and how near the slowest came to the level's safety cap
(a decision stopped by it could differ on another machine). Each time is the decision's
CPU time (time.process_time): on a busy machine, near enough what a core of its own
would take; the wall-clock mean and p95 follow for comparison.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tichu.ai import bot_name, make_bot  # noqa: E402
from game.tichu.ai.runner import play_round  # noqa: E402
from game.tichu.engine.match import Match, deal_hands  # noqa: E402
from game.tichu.engine.rules import TichuRules  # noqa: E402


class Timed:
    """A bot whose every decision and offer is timed into `log` as (seconds, what,
    legal moves)."""

    def __init__(self, bot, log: list):
        self.bot, self.log, self.name = bot, log, bot.name

    def choose(self, obs, legal):
        c0, t0 = time.process_time(), time.perf_counter()
        a = self.bot.choose(obs, legal)
        self.log.append((time.process_time() - c0, obs.phase.value, len(legal),
                         time.perf_counter() - t0))
        return a

    def interject(self, obs, options):
        c0, t0 = time.process_time(), time.perf_counter()
        a = self.bot.interject(obs, options)
        self.log.append((time.process_time() - c0, "out of turn", len(options),
                         time.perf_counter() - t0))
        return a


def line(name: str, times: list) -> str:
    t = sorted(times)
    pick = lambda q: t[min(len(t) - 1, int(q * len(t)))]  # noqa: E731
    return (f"{name:<12} {len(t):6d}  mean {1000 * statistics.fmean(t):7.1f}  p95 "
            f"{1000 * pick(0.95):7.1f}  p99 {1000 * pick(0.99):7.1f}  max {1000 * t[-1]:7.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="hard")
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--slowest", type=int, default=8)
    args = ap.parse_args()
    level = bot_name(args.level)
    log: list = []
    started = time.perf_counter()
    for d in range(args.rounds):
        bots = [Timed(make_bot(level, args.seed * 1000 + d * 4 + s), log) if s % 2 == 0
                else make_bot("normal", args.seed * 1000 + d * 4 + s) for s in range(4)]
        match = Match(TichuRules(), rng=random.Random(args.seed + d))
        play_round(match, bots, deal_hands(random.Random(args.seed * 1_000_003 + d)))
    print(f"{level}: {args.rounds} rounds, {time.perf_counter() - started:.0f} s, one core")
    print("CPU time per decision:")
    print(line("all", [t for t, _, _, _ in log]))
    print(line("asked", [t for t, what, _, _ in log if what != "out of turn"]))
    for what in ("exchange", "play", "out of turn"):
        times = [t for t, w, _, _ in log if w == what]
        if times:
            print(line(what, times))
    print("wall-clock time per decision:")
    print(line("asked", [w for _, what, _, w in log if what != "out of turn"]))
    print("slowest (CPU):")
    for t, what, n, _ in sorted(log, reverse=True)[:args.slowest]:
        print(f"  {1000 * t:7.1f} ms  {what}, {n} legal")
    cap = getattr(make_bot(level, 0), "cap", None)
    if cap:  # past its cap a decision would stop early, and could differ on another machine
        slowest = max(t for t, _, _, _ in log)
        reached = sum(1 for t, _, _, _ in log if t >= cap)
        print(f"safety cap {cap:g} s of CPU: reached by {reached} decisions; the slowest took "
              f"{slowest / cap:.0%} of it")


if __name__ == "__main__":
    main()
