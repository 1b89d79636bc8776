"""Fit Hard's model of how others bid (game/tysiacha/ai/inference.py, BID_MODEL).

    python benchmarks/fit_bidding_model.py [--deals N] [--seed S]

Rule-based players bid N auctions; every free decision (not the forced opening, R15) is
a yes (bid) or no (pass) at a level: the bid made, or the lowest bid open to a pass.
A logistic regression of that decision on the features of inference.bid_chance, by
Newton's method, prints the weights to paste into BID_MODEL, the log-likelihood per
decision against a constant model's, and how well the fit sorts the decisions.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai.inference import BID_MODEL, bid_features  # noqa: E402
from game.tysiacha.ai.rules_bot import RulesBot  # noqa: E402
from game.tysiacha.engine import actions as A  # noqa: E402
from game.tysiacha.engine.cards import mask_of  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.observation import observe  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402


def decisions(deals: int, seed: int) -> list[tuple[list[float], int]]:
    rules = Rules()
    out = []
    for d in range(deals):
        dealt = deal_cards(rules, d % 3, random.Random(seed * 100_003 + d))
        deal = Deal(rules, Standing.new(3), d % 3, tuple(dealt.hands), dealt.prikup)
        bot = RulesBot(seed=d)
        while deal.phase is Phase.BIDDING:
            legal = deal.legal_actions()
            obs = observe(deal, deal.to_act)
            action = bot.choose(obs, legal)
            bids = [a for a in legal if A.is_bid(a)]
            if A.PASS in legal and bids:
                level = A.bid_value(action) if A.is_bid(action) else A.bid_value(bids[0])
                out.append((list(bid_features(mask_of(obs.hand), level)), int(A.is_bid(action))))
            deal.apply(action)
    return out


def fit(data, rounds: int = 25) -> list[float]:
    """Logistic regression by Newton's method (a small ridge keeps it stable)."""
    k = len(data[0][0])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [0.0] * k
        hess = [[1e-6 * (i == j) for j in range(k)] for i in range(k)]
        for x, y in data:
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x))))
            for i in range(k):
                grad[i] += (y - p) * x[i]
                for j in range(k):
                    hess[i][j] += p * (1.0 - p) * x[i] * x[j]
        w = [a + b for a, b in zip(w, solve(hess, grad))]
    return w


def solve(m: list[list[float]], v: list[float]) -> list[float]:
    """m x = v by Gaussian elimination with partial pivoting."""
    n = len(v)
    a = [row[:] + [v[i]] for i, row in enumerate(m)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        for r in range(n):
            if r != c:
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
    return [a[i][n] / a[i][i] for i in range(n)]


def log_likelihood(data, w) -> float:
    total = 0.0
    for x, y in data:
        p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total += math.log(p if y else 1.0 - p)
    return total / len(data)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    t0 = time.perf_counter()
    data = decisions(args.deals, args.seed)
    w = fit(data)
    rate = sum(y for _, y in data) / len(data)
    base = rate * math.log(rate) + (1 - rate) * math.log(1 - rate)
    print(f"{len(data)} free bidding decisions from {args.deals} auctions "
          f"({time.perf_counter() - t0:.0f} s); {rate:.1%} of them bids")
    print("BID_MODEL = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    print(f"log-likelihood per decision: fitted {log_likelihood(data, w):.3f}, "
          f"in use {log_likelihood(data, BID_MODEL):.3f}, constant {base:.3f}")
    # how often a bid is scored above a pass (the area under the ROC curve)
    scored = sorted((sum(a * b for a, b in zip(w, x)), y) for x, y in data)
    ones = sum(y for _, y in scored)
    below = seen_zero = 0
    for _, y in scored:
        if y:
            below += seen_zero
        else:
            seen_zero += 1
    print(f"a bid scored above a pass: {below / (ones * (len(data) - ones)):.1%} of pairs")


if __name__ == "__main__":
    main()
