"""RulesBot's strength and speed: points per deal against SimpleBot and RandomBot.

    python benchmarks/rules_bot.py [--deals 1000] [--seed 1] [--bots rules,simple,random]
                                   [--rules KEY=VALUE ...]

Duplicate deals (game/tysiacha/ai/duplicate.py): each deal is played once per seat order of the
three bots, every deal from a score of 0, each bot keeping its own zero and rospisat'
counters from deal to deal (so every third rospisat' costs its penalty, R32). Printed:
points per deal, contracts declared and made, mean decision time per bot.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai.base import RandomBot  # noqa: E402
from game.tysiacha.ai.duplicate import play_duplicate  # noqa: E402
from game.tysiacha.cli.simulate import parse_rules  # noqa: E402
from game.tysiacha.ai.rules_bot import RulesBot  # noqa: E402
from game.tysiacha.ai.simple import SimpleBot  # noqa: E402

MAKERS = {
    "rules": lambda: RulesBot(seed=1),
    "easy": lambda: RulesBot("easy", seed=1),
    "simple": lambda: SimpleBot(2),
    "random": lambda: RandomBot(3),
}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", default="rules,simple,random",
                   help=f"three of {', '.join(MAKERS)} (a name may repeat)")
    p.add_argument("--rules", nargs="*", default=[], metavar="KEY=VALUE")
    args = p.parse_args()
    names = args.bots.split(",")
    rules = parse_rules(args.rules, None)
    t0 = time.perf_counter()
    res = play_duplicate(rules, [MAKERS[n] for n in names], args.deals, args.seed)
    print(f"{args.deals} duplicate deals x 6 seat orders, seed {args.seed}, "
          f"{time.perf_counter() - t0:.0f} s")
    print(f"{'bot':<8} {'pts/deal':>9} {'declared':>9} {'made':>6} {'ms/decision':>12}")
    for i, n in enumerate(names):
        print(f"{n:<8} {res.per_deal(i):9.1f} {res.declared[i]:9d} {res.made[i]:6d} "
              f"{res.decision_ms(i):12.3f}")


if __name__ == "__main__":
    main()
