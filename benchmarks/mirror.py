"""A networked table's picture of the game (game/tichu/mirror.py, game/tysiacha/mirror.py):
how often and how fast a joined window pictures what the host sent.

    python benchmarks/mirror.py [--game tysiacha|tichu|both] [--games N] [--seed S]

Random games (random rules, random legal actions, most of them what a player might do)
are played by the engine; after every action each seat's mirror is shown that seat's
observation, as a window joined at another machine is. It prints, per game and number
of players: the observations followed, how many made the picture afresh (the action
did not fit the made-up cards; a deal or round begun), the time of one made afresh
(p50, p99, slowest), and the observations that could not be pictured (the target: 0).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q / 100))] if ordered else 0.0


class _Timed:
    """Wraps a mirror module's `reconstruct` to time every picture made afresh."""

    def __init__(self, module):
        self.module, self.inner, self.times = module, module.reconstruct, []
        module.reconstruct = self

    def __call__(self, *args, **kwargs):
        t0 = time.perf_counter()
        try:
            return self.inner(*args, **kwargs)
        finally:
            self.times.append((time.perf_counter() - t0) * 1000.0)

    def undo(self) -> None:
        self.module.reconstruct = self.inner


def _tysiacha(games: int, players: int, rng: random.Random) -> tuple[int, int]:
    from game.tysiacha import mirror as M
    from game.tysiacha.description import shows_action
    from game.tysiacha.engine import actions as A
    from game.tysiacha.engine.match import Match
    from game.tysiacha.engine.observation import observe
    from game.tysiacha.engine.rules import RULE_OPTIONS, Rules

    def action(match):
        legal = match.legal_actions()
        melds = [a for a in legal if A.is_meld(a)]
        if melds and rng.random() < 0.8:
            return rng.choice(melds)
        bids = [a for a in legal if A.is_bid(a) or A.is_raise(a)]
        if bids and rng.random() < 0.5:
            return max(bids) if rng.random() < 0.4 else rng.choice(bids)
        quiet = [a for a in legal if a not in (A.ROSPISAT, A.SPISAT)]
        return rng.choice(quiet if quiet and rng.random() < 0.97 else legal)

    seen = failed = 0
    for _ in range(games):
        rules = Rules(**{o.key: rng.choice(o.values) for o in RULE_OPTIONS}).with_changes(
            players=players)
        match = Match(rules, rng=random.Random(rng.randrange(1 << 30)))
        mirrors = [M.Mirror(rules, match.names, match.first_dealer, seed=s)
                   for s in range(players)]
        broken = set()
        for _ in range(rng.randrange(2, 8)):
            match.start_deal()
            last = actor = None
            while True:
                for seat, mirror in enumerate(mirrors):
                    if seat in broken:
                        continue
                    obs = observe(match, seat)
                    seen += 1
                    try:
                        if len(mirror.match.deals) < len(match.deals):
                            mirror.start(obs)
                        else:
                            shown = last if last is not None and \
                                shows_action(last, actor, seat) else None
                            mirror.see(obs, shown)
                    except M.MirrorError:
                        failed += 1
                        broken.add(seat)  # (its picture is lost: the others go on)
                if match.deal.over:
                    break
                actor = match.to_act
                last = action(match)
                match.apply(last)
            if match.finished:
                break
    return seen, failed


def _tichu(games: int, players: int, rng: random.Random) -> tuple[int, int]:
    from game.tichu import mirror as M
    from game.tichu.description import shows_action
    from game.tichu.engine.match import Match
    from game.tichu.engine.observation import observe
    from game.tichu.engine.rules import TICHU_OPTIONS, TichuRules

    seen = failed = 0
    for _ in range(games):
        rules = TichuRules(**{o.key: rng.choice(o.values) for o in TICHU_OPTIONS})
        match = Match(rules, rng=random.Random(rng.randrange(1 << 30)))
        mirrors = [M.Mirror(rules, match.names, seed=p) for p in range(4)]
        broken = set()
        for _ in range(rng.randrange(1, 4)):
            match.start_round()
            last = None
            while True:
                for player, mirror in enumerate(mirrors):
                    if player in broken:
                        continue
                    seat = match.seating().index(player)
                    obs = observe(match.round, seat)
                    seen += 1
                    try:
                        if len(mirror.match.rounds) < len(match.rounds):
                            mirror.start(obs)
                        else:
                            shown = last if last is not None and \
                                shows_action(last, last.seat, seat) else None
                            mirror.see(obs, shown)
                    except M.MirrorError:
                        failed += 1
                        broken.add(player)
                rnd = match.round
                if rnd.over:
                    break
                seats = [s for s in range(4) if rnd.legal_actions(s)]
                s = rng.choice(rnd.waiting()) if rng.random() < 0.85 else rng.choice(seats)
                last = rng.choice(rnd.legal_actions(s))
                match.apply(last)
            if match.finished:
                break
    return seen, failed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("tysiacha", "tichu", "both"), default="both")
    ap.add_argument("--games", type=int, default=200, help="random games of each kind")
    ap.add_argument("--seed", type=int, default=39)
    args = ap.parse_args()
    kinds = []
    if args.game in ("tysiacha", "both"):
        kinds += [("1000, 3 players", "tysiacha", _tysiacha, 3),
                  ("1000, 4 players", "tysiacha", _tysiacha, 4)]
    if args.game in ("tichu", "both"):
        kinds += [("Tichu", "tichu", _tichu, 4)]
    print(f"{'game':17} {'games':>5} {'observations':>12} {'afresh':>7} {'p50 ms':>7} "
          f"{'p99 ms':>7} {'max ms':>7} {'not pictured':>12}")
    for label, game_id, run, players in kinds:
        import importlib
        timed = _Timed(importlib.import_module(f"game.{game_id}.mirror"))
        try:
            seen, failed = run(args.games, players, random.Random(args.seed))
        finally:
            timed.undo()
        t = timed.times
        print(f"{label:17} {args.games:5} {seen:12} {len(t):7} "
              f"{statistics.median(t) if t else 0:7.2f} {_pct(t, 99):7.2f} "
              f"{max(t, default=0):7.2f} {failed:12}", flush=True)


if __name__ == "__main__":
    main()
