"""Speed of the double-dummy solver (game/tysiacha/ai/dds.py) from the first lead.

    python benchmarks/solver.py [--deals N] [--seed S] [--profile] [--rules KEY=VALUE ...]

Each deal is dealt with a fixed seed, bid and exchanged with random legal actions (no
rospisat', no redeal), then solved from the declarer's first lead: 8 tricks, 24 cards.
Every search starts with an empty transposition table. Printed: median, p95 and max time
and nodes (trick boundaries searched) of

  - a full solve (the exact value),
  - zero-window tests can_reach(pos, n) for n = 100 (the usual contract), the exact value
    (true) and the exact value + 1 (false),
  - solve_moves (the exact value of every first lead).

Times are CPU time of this process (one core, pure Python). Reference (a first
prototype): full solve 150 ms median, zero-window 10 ms median.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai.dds import Position, Solver  # noqa: E402
from game.tysiacha.cli.simulate import parse_rules  # noqa: E402
from game.tysiacha.engine import actions as A  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402

_GIVE_UP = {A.ROSPISAT, A.SPISAT, A.REDEAL}


def first_leads(rules: Rules, n: int, seed: int) -> list[tuple[Position, int]]:
    """n positions at the first lead, with the contract of each."""
    rng = random.Random(seed)
    standing = Standing.new(rules.players)
    out = []
    while len(out) < n:
        dealer = rng.randrange(rules.players)
        dc = deal_cards(rules, dealer, rng)
        d = Deal(rules, standing, dealer, dc.hands, dc.prikup)
        while d.phase is not Phase.PLAY and not d.over:
            legal = [a for a in d.legal_actions() if a not in _GIVE_UP]
            if d.phase is Phase.RAISE:
                legal = [A.KEEP]
            d.apply(legal[int(rng.random() * len(legal))])
        if d.phase is Phase.PLAY:
            out.append((Position.from_deal(d), d.contract))
    return out


def timed(fn, pos, *args):
    """CPU seconds (time.process_time: other processes on the machine do not count),
    nodes searched and the result of fn(fresh solver, pos, *args)."""
    solver = Solver.for_position(pos)
    t0 = time.process_time()
    result = fn(solver, pos, *args)
    return time.process_time() - t0, solver.nodes, result


def summary(name: str, times: list[float], nodes: list[int]) -> str:
    ts = sorted(times)
    ns = sorted(nodes)
    p95 = ts[min(len(ts) - 1, int(round(0.95 * (len(ts) - 1))))]
    n95 = ns[min(len(ns) - 1, int(round(0.95 * (len(ns) - 1))))]
    return (f"{name:<26} median {1000 * statistics.median(ts):7.1f} ms  p95 {1000 * p95:7.1f} ms"
            f"  max {1000 * ts[-1]:7.1f} ms   nodes median {statistics.median(ns):8.0f}"
            f"  p95 {n95:8d}")


def run(rules: Rules, deals: int, seed: int) -> None:
    positions = first_leads(rules, deals, seed)
    rows = {k: ([], []) for k in ("full solve", "can_reach(100)", "can_reach(value)",
                                  "can_reach(value + 1)", "solve_moves")}
    values = []
    for pos, contract in positions:
        t, nodes, value = timed(Solver.solve, pos)
        rows["full solve"][0].append(t)
        rows["full solve"][1].append(nodes)
        values.append(value)
        for name, n, expect in (("can_reach(100)", 100, value >= 100),
                                ("can_reach(value)", value, True),
                                ("can_reach(value + 1)", value + 1, False)):
            t, nodes, ok = timed(Solver.can_reach, pos, n)
            assert ok == expect, (pos, n, value)
            rows[name][0].append(t)
            rows[name][1].append(nodes)
        t, nodes, moves = timed(Solver.solve_moves, pos)
        assert max(moves.values()) == value
        rows["solve_moves"][0].append(t)
        rows["solve_moves"][1].append(nodes)
    print(f"double-dummy solver, {deals} deals from the first lead, seed {seed}, "
          f"Python {sys.version.split()[0]}")
    print(f"values: median {statistics.median(values):.0f}, min {min(values)}, "
          f"max {max(values)}; {sum(v >= 100 for v in values)} of {deals} reach 100")
    for name, (ts, ns) in rows.items():
        print(summary(name, ts, ns))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--profile", action="store_true", help="cProfile the full solves")
    ap.add_argument("--rules", nargs="*", default=[], metavar="KEY=VALUE",
                    help="rule changes, e.g. must_beat=true four_aces=true")
    args = ap.parse_args()
    rules = parse_rules(args.rules, None)
    if args.profile:
        import cProfile
        import pstats
        positions = first_leads(rules, args.deals, args.seed)
        prof = cProfile.Profile()
        prof.enable()
        for pos, _ in positions:
            Solver.for_position(pos).solve(pos)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(12)
        return
    run(rules, args.deals, args.seed)


if __name__ == "__main__":
    main()
