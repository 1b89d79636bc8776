"""Fit the chance that a Tichu hand goes out first, for the calls (game/tichu/ai/calls.py).

    python benchmarks/fit_tichu_calls.py [--rounds 8000] [--seed 1] [--jobs 2]

Plays rounds with the Normal policy in every seat and nobody calling, and records each
seat's features (its first 8 cards, for Grand Tichu; its 14 after the exchange, for
Tichu) and whether it went out first. Fits a logistic regression of each (Newton's
method, numpy) and prints the coefficients to paste into calls.py, with how well they
are calibrated: the share that went out first among the hands given each chance.
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import numpy as np  # noqa: E402  (a benchmark's tool, not the game's dependency)

from game.tichu.ai import calls, policy  # noqa: E402
from game.tichu.ai.policy import PlanBot  # noqa: E402
from game.tichu.ai.runner import next_action  # noqa: E402
from game.tichu.engine.match import deal_hands  # noqa: E402
from game.tichu.engine.round import Phase, Round  # noqa: E402
from game.tichu.engine.rules import TichuRules  # noqa: E402


def play(task):
    seed, rounds = task
    policy.wants_tichu = lambda v: False  # nobody calls: the hands' own chances
    policy.wants_grand = lambda first8: False
    rows = []
    for d in rounds:
        rng = random.Random(seed * 1_000_003 + d)
        bots = [PlanBot(seed * 7 + d * 4 + s) for s in range(4)]
        rnd = Round(TichuRules(), 0, deal_hands(rng))
        first8 = list(rnd.first8)
        full = None
        while not rnd.over:
            if full is None and rnd.phase is Phase.PLAY:
                full = list(rnd.hands)
            rnd.apply(next_action(rnd, bots))
        for s in range(4):
            rows.append((calls.grand_features(first8[s]), calls.tichu_features(full[s]),
                         rnd.out[0] == s))
    return rows


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3) -> np.ndarray:
    w = np.zeros(x.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) + ridge * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        w -= np.linalg.solve(hess, grad)
    return w


def report(name: str, x, y, w) -> None:
    p = 1 / (1 + np.exp(-x @ w))
    print(f"{name}: {len(y)} hands, out first {y.mean():.3f}; coefficients:")
    print("    (" + ", ".join(f"{c:.4f}" for c in w) + ")")
    for lo in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8):
        sel = (p >= lo) & (p < lo + 0.1)
        if sel.sum():
            print(f"    chance {lo:.1f}-{lo + 0.1:.1f}: {sel.sum():6d} hands, out first "
                  f"{y[sel].mean():.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=8000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    chunks = [(args.seed, list(range(k, args.rounds, args.jobs))) for k in range(args.jobs)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        rows = [r for part in pool.map(play, chunks) for r in part]
    y = np.array([r[2] for r in rows], dtype=float)
    for name, k in (("grand", 0), ("tichu", 1)):
        x = np.array([r[k] for r in rows], dtype=float)
        report(name, x, y, fit(x, y))


if __name__ == "__main__":
    main()
