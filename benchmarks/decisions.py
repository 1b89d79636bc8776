"""One kind of the search bot's decisions, two policies, compared where they differ.

    python benchmarks/decisions.py raise --shift P [--deals N] [--seed S] [--repeats R]
                                   [--jobs J]
    python benchmarks/decisions.py bid --bonus B [...]
    python benchmarks/decisions.py bid --shift P [...]
    python benchmarks/decisions.py bid --simulate [...]
    python benchmarks/decisions.py giveup --shift P [...]
    python benchmarks/decisions.py defend|declare --tolerance T [...]
    ... [--others rules]

A tournament compares whole bots, and a change to one rare decision drowns in the luck
of the rest. Here search bots play N deals with their default policy; at the first
decision of the kind asked for where a candidate policy would choose differently, the
deal is played on from that point once per choice, R times, with the same bots and
seeds for both branches (everyone back on the default policy), and the deciding seat's
score change is compared.

- `raise`: the declarer's raise, keep or rospisat' (R27, R30-R32), by the share of
  sampled layouts that make a contract double dummy. Candidate: `--shift` points added
  to every layout's exact value (SearchBot.raise_shift), since a search declarer takes
  more than double dummy (benchmarks/calibrate_search.py).
- `giveup`: the same decision, but the candidate adds `--shift` points only when weighing
  playing on against rospisat' (SearchBot.keep_shift); the contract is chosen as before.
- `defend`, `declare`: a card played by a defender or the declarer (R35-R39). Candidate:
  cards that decide the contract the bot's way in a share `--tolerance` of the layouts
  fewer than the best card count as tied with it (SearchBot.play_tolerance), and the
  rule-based player's judgement of points chooses among them.
- `bid`: a bid or a pass (R14-R18). Candidate: the rule-based bidding with `--bonus`
  points added to the worth of declaring (RulesBot.bid_bonus), or with `--shift` card
  points added to what the hand is expected to take (RulesBot.declare_shift), or with
  `--simulate` the search bot's bidding by simulated deals (SearchBot.simulate_bids).

With `--others rules` the two other seats are rule-based players (as in a tournament of
search against rules), else search bots.

Every seat's rospisat' count is drawn from 0-2, so that a third of them cost the penalty
(R32). Printed: how often and how the policies differ, and by how much the candidate
scores better where they do (own score, and own less the mean of the other two), with a
95% interval.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai.rules_bot import RulesBot  # noqa: E402
from game.tysiacha.ai.runner import play_scored  # noqa: E402
from game.core.jobs import map_jobs  # noqa: E402
from game.tysiacha.ai.search import SearchBot  # noqa: E402
from game.tysiacha.engine import actions as A  # noqa: E402
from game.tysiacha.engine.actions import action_str  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.observation import observe  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402

SAMPLES = 24  # layouts per decision: fixed, so results do not depend on the machine


def bot(seed: int, knob: str = "", value: float = 0.0) -> SearchBot:
    b = SearchBot(seed, budget=None, max_samples=SAMPLES)
    if knob:  # the search bot's own knob, or its rule-based bidding's
        setattr(b if hasattr(b, knob) else b.fallback, knob, value)
    return b


def table(seed: int, seat: int, others: str) -> list:
    """The players of a play-out: `seat` a search bot, the others `others`."""
    return [bot(seed * 3 + s) if s == seat or others == "search"
            else RulesBot(seed=seed * 3 + s) for s in range(3)]


def at_decision(deal: Deal, kind: str, legal: list) -> bool:
    if kind in ("raise", "giveup"):
        return deal.phase is Phase.RAISE
    if kind in ("defend", "declare"):
        return (deal.phase is Phase.PLAY and (deal.to_act == deal.declarer) == (kind == "declare")
                and sum(map(A.is_play, legal)) > 1)
    return deal.phase is Phase.BIDDING and A.PASS in legal and any(map(A.is_bid, legal))


def play_on(deal: Deal, seed: int, seat: int, others: str) -> tuple[float, float]:
    """Play `deal` to its end: `seat`'s score change, and that less the others' mean."""
    row, _ = play_scored(deal, table(seed, seat, others))
    rest = [row.deltas[s] for s in range(3) if s != seat]
    return row.deltas[seat], row.deltas[seat] - statistics.fmean(rest)


def one_deal(task):
    """(default choice, candidate choice, [(own, relative) gain per repeat]) at the first
    decision of deal d where the policies differ, or None."""
    d, seed, repeats, kind, knob, value, others = task
    rules = Rules()
    rng = random.Random(seed * 100_003 + d)
    dealt = deal_cards(rules, d % 3, rng)
    standing = Standing((0,) * 3, (None,) * 3, (0,) * 3,
                        tuple(rng.randrange(3) for _ in range(3)))
    deal = Deal(rules, standing, d % 3, tuple(dealt.hands), dealt.prikup)
    if others == "rules":  # one search seat, a different one from deal to deal
        players = table(seed * 1000 + d, d // 3 % 3, others)
    else:
        players = [bot(seed * 1000 + d * 3 + s) for s in range(3)]
    while not deal.over:
        seat = deal.to_act
        obs, legal = observe(deal, seat), deal.legal_actions()
        if not at_decision(deal, kind, legal) or not isinstance(players[seat], SearchBot):
            deal.apply(players[seat].choose(obs, legal))
            continue
        # twins, the same seed: the same layouts for both policies
        default = bot(seed * 7 + d).choose(obs, legal)
        candidate = bot(seed * 7 + d, knob, value).choose(obs, legal)
        if candidate != default:
            return action_str(default), action_str(candidate), branches(
                deal, seat, (default, candidate), seed * 10_007 + d * 31, repeats,
                others)
        deal.apply(default)
    return None


def branches(deal, seat, choices, seed, repeats, others) -> list:
    gains = []
    for r in range(repeats):
        results = []
        for action in choices:
            branch = deal.clone()
            branch.apply(action)
            results.append(play_on(branch, seed + r, seat, others))
        gains.append((results[1][0] - results[0][0], results[1][1] - results[0][1]))
    return gains


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("decision", choices=("raise", "giveup", "bid", "defend", "declare"))
    ap.add_argument("--bonus", type=float, default=None,
                    help="for bid: points added to the worth of declaring (default 10)")
    ap.add_argument("--shift", type=float, default=None,
                    help="points added to what the declarer expects to take (raise: "
                         "default 5)")
    ap.add_argument("--simulate", action="store_true",
                    help="for bid: the bidding by simulated deals")
    ap.add_argument("--tolerance", type=float, default=0.1,
                    help="for defend and declare: a share of the layouts (default 0.1)")
    ap.add_argument("--others", choices=("search", "rules"), default="search",
                    help="the players at the other two seats (default search)")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    if args.deals < 1 or args.repeats < 1 or args.jobs < 1:
        ap.error("--deals, --repeats and --jobs need 1 or more")
    t0 = time.perf_counter()
    if args.decision in ("defend", "declare"):
        knob, value = "play_tolerance", args.tolerance
    elif args.decision in ("raise", "giveup"):
        if args.bonus is not None:
            ap.error(f"{args.decision} takes --shift, not --bonus")
        knob = "raise_shift" if args.decision == "raise" else "keep_shift"
        value = 5.0 if args.shift is None else args.shift
    elif (args.shift is not None) + (args.bonus is not None) + args.simulate > 1:
        ap.error("bid takes one of --bonus, --shift and --simulate")
    elif args.simulate:
        knob, value = "simulate_bids", True
    elif args.shift is not None:
        knob, value = "declare_shift", args.shift
    else:
        knob, value = "bid_bonus", 10.0 if args.bonus is None else args.bonus
    tasks = [(d, args.seed, args.repeats, args.decision, knob, value, args.others)
             for d in range(args.deals)]
    rows = map_jobs(one_deal, tasks, args.jobs, chunksize=4)
    differ = [r for r in rows if r]
    print(f"{args.decision} ({knob} {value:g}, others {args.others}): {args.deals} deals, "
          f"seed {args.seed}, {args.repeats} "
          f"play-outs per choice, {time.perf_counter() - t0:.0f} s; the policies differ "
          f"in {len(differ)} deals")
    for (old, new), n in Counter((old, new) for old, new, _ in differ).most_common():
        print(f"  default {old:<12} candidate {new:<12} {n:4d}")
    if len(differ) < 2:
        return
    for i, score in enumerate(("own score", "own less the others' mean")):
        per = [statistics.fmean(g[i] for g in gains) for _, _, gains in differ]
        mean = statistics.fmean(per)
        half = 1.96 * statistics.stdev(per) / math.sqrt(len(per))
        print(f"candidate - default, {score}: {mean:+.1f} ± {half:.1f} where they differ, "
              f"{mean * len(per) / args.deals:+.2f} per deal")


if __name__ == "__main__":
    main()
