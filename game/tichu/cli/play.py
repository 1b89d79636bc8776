"""`simulate --game tichu` and `tournament --game tichu`: Tichu games and duplicate rounds
between bots.

In the tournament each round is dealt once and played twice, the two bots swapping teams
(A in seats 0 and 2, then B), so that the luck of the cards cancels; a bot's score for a
round is its team's score change, averaged over the two seatings, and the bots are
compared by the paired difference per round. Rounds are independent, so they are played
in parallel chunks (`--jobs`) with the same results.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from typing import Sequence

from game.core.jobs import ci95, map_jobs, paired_line
from game.core.yamlfile import escape_controls
from game.tichu.ai import bot_name, make_bot
from game.tichu.ai.runner import play_match, play_round
from game.tichu.engine.match import Match, deal_hands
from game.tichu.engine.round import team
from game.tichu.engine.rules import TichuRules, TichuRulesError
from game.commands.args import bots_by_seat, key_values, out_folder_refused


def parse_rules(pairs: Sequence[str]) -> TichuRules:
    """TichuRules from KEY=VALUE strings (values read as YAML scalars)."""
    try:
        return TichuRules.from_mapping(key_values(pairs))
    except ValueError as e:
        raise TichuRulesError(str(e)) from None


def _setup(args: argparse.Namespace) -> TichuRules:
    if getattr(args, "players", None) is not None:
        raise ValueError("--players: Tichu is played by four")
    return parse_rules(args.rules)


# ---------------------------------------------------------------------- simulate
def simulate(args: argparse.Namespace) -> int:
    try:
        rules = _setup(args)
        names = bots_by_seat(args.bots or ["normal"], 4, bot_name)
    except (TichuRulesError, ValueError) as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    if out_folder_refused("simulate", args.out):
        return 2
    from game.tichu.records import save_match
    c: Counter = Counter()
    wins = Counter()
    started = time.perf_counter()
    for g in range(args.games):
        seed = args.seed * 1_000_003 + g
        bots = [make_bot(n, seed * 7 + s) for s, n in enumerate(names)]
        match = Match(rules, [f"{n.title()} {s + 1}" for s, n in enumerate(names)],
                      random.Random(seed))
        finished = play_match(match, bots, args.max_deals)
        c["games"] += 1
        c["finished"] += finished
        for row in match.sheet:
            res = row.result
            c["rounds"] += 1
            c["double"] += res.double_win is not None
            for _, kind, made in res.calls:
                c[f"{kind}_{'made' if made else 'failed'}"] += 1
        for p in match.winners or ():
            wins[p] += 1 / len(match.winners)
        if args.out:
            try:
                save_match(match, args.out / f"game-{g + 1:04d}.tichu.yaml")
            except OSError as e:
                print(f"simulate: --out {escape_controls(str(args.out))}: cannot be written "
                      f"({e.strerror or e})",
                      file=sys.stderr)
                return 2
    elapsed = time.perf_counter() - started
    games = max(c["games"], 1)
    print(f"simulate: {args.games} games of Tichu, bots {','.join(names)}, seed {args.seed}, "
          f"{elapsed:.1f} s")
    changed = rules.to_mapping(only_changed=True)
    if changed:
        print("rules            " + ", ".join(f"{k}={v}" for k, v in changed.items()))
    print(f"games              {c['games']}  (finished {c['finished']})")
    print(f"rounds             {c['rounds']}  ({c['rounds'] / games:.1f} per game)")
    print(f"double wins        {c['double']}")
    for kind in ("tichu", "grand"):
        made, failed = c[f"{kind}_made"], c[f"{kind}_failed"]
        word = "Tichu" if kind == "tichu" else "Grand Tichu"
        print(f"{word + ' calls':<19}{made + failed}  (made {made}, failed {failed})")
    print("wins per player    " + "  ".join(f"{p}: {wins[p]:g}" for p in range(4)))
    if args.out:
        print(f"records            {args.out}/game-0001.tichu.yaml ...")
    return 0


# ---------------------------------------------------------------------- tournament
def tournament(args: argparse.Namespace) -> int:
    try:
        rules = _setup(args)
        names = [bot_name(n) for n in args.bots]
        if len(names) != 2 or names[0] == names[1]:
            raise ValueError("--bots: Tichu's tournament compares two different bots "
                             "(one team each)")
    except (TichuRulesError, ValueError) as e:
        print(f"tournament: {e}", file=sys.stderr)
        return 2
    jobs = max(1, min(args.jobs or os.cpu_count() or 1, args.deals))
    chunks = [list(range(k, args.deals, jobs)) for k in range(jobs)]
    tasks = [(names, rules, args.seed, chunk, args.games if k == 0 else 0)
             for k, chunk in enumerate(chunks)]
    started = time.perf_counter()
    results = map_jobs(play_chunk, tasks, jobs)
    for line in report(names, results, args, rules, time.perf_counter() - started):
        print(line)
    return 0


def play_chunk(task) -> dict:
    """Both seatings of the given rounds (and whole games): plain data back."""
    names, rules, seed, rounds, games = task
    per_round: dict[int, tuple[float, float]] = {}
    times = {n: [] for n in names}
    counts = {n: Counter() for n in names}
    for d in rounds:
        hands = deal_hands(random.Random(seed * 1_000_003 + d))
        got = {n: 0.0 for n in names}
        for swap in (0, 1):
            plan = [names[(s + swap) % 2] for s in range(4)]  # A in seats 0 and 2, then B
            bots = [make_bot(n, seed * 7919 + d * 101 + swap * 7 + s) for s, n in enumerate(plan)]
            match = Match(rules, list(plan), random.Random(seed + d))
            play_round(match, bots, hands,
                       clock=lambda s, t, plan=plan: times[plan[s]].append(t))
            res = match.sheet[-1].result
            for s in (0, 1):
                n = plan[s]
                got[n] += res.score[s] / 2
                c = counts[n]
                c["first"] += bool(res.out) and team(res.out[0]) == s
                c["double"] += res.double_win == s
                for seat, kind, made in res.calls:
                    if team(seat) == s:
                        c[f"{kind}_{'made' if made else 'failed'}"] += 1
        per_round[d] = (got[names[0]], got[names[1]])
    wins = Counter()
    for g in range(games):
        for swap in (0, 1):
            plan = [names[(s + swap) % 2] for s in range(4)]
            bots = [make_bot(n, seed * 31 + g * 97 + swap * 7 + s) for s, n in enumerate(plan)]
            match = Match(rules, list(plan), random.Random(seed * 1_000_003 + 10_000_000 + g))
            play_match(match, bots)
            for p in match.winners or ():
                wins[plan[p]] += 1 / len(match.winners)
    return {"per_round": per_round, "times": times, "counts": counts, "wins": dict(wins),
            "games": 2 * games}


def report(names, results, args, rules, elapsed) -> list[str]:
    per_round: dict[int, tuple[float, float]] = {}
    times = {n: [] for n in names}
    counts = {n: Counter() for n in names}
    wins, games = Counter(), 0
    for r in results:
        per_round.update(r["per_round"])
        for n in names:
            times[n] += r["times"][n]
            counts[n].update(r["counts"][n])
        wins.update(r["wins"])
        games += r["games"]
    rounds = [per_round[d] for d in sorted(per_round)]
    out = [f"tournament: Tichu, {args.deals} duplicate rounds x 2 seatings, seed {args.seed}, "
           f"{elapsed:.0f} s"]
    changed = rules.to_mapping(only_changed=True)
    if changed:
        out.append("rules: " + ", ".join(f"{k}={v}" for k, v in changed.items()))
    w = max(8, *map(len, names))
    out.append(f"{'bot':<{w}} {'pts/round':>9} {'±95%':>7} {'1st out':>8} {'double':>7} "
               f"{'Tichu':>9} {'Grand':>9} {'ms/dec':>7} {'p95 ms':>7} {'max ms':>7}"
               + (f" {'game wins':>10}" if games else ""))
    seatings = 2 * len(rounds)
    for i, n in enumerate(names):
        mean, half = ci95([r[i] for r in rounds])
        c = counts[n]
        t = sorted(times[n]) or [0.0]
        p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
        half_text = "n/a" if half is None else f"{half:.1f}"
        out.append(f"{n:<{w}} {mean:9.1f} {half_text:>7} {100 * c['first'] / max(seatings, 1):7.1f}% "
                   f"{c['double']:7d} {c['tichu_made']:>4}/{c['tichu_made'] + c['tichu_failed']:<4} "
                   f"{c['grand_made']:>4}/{c['grand_made'] + c['grand_failed']:<4} "
                   f"{1000 * statistics.fmean(t):7.2f} {1000 * p95:7.1f} {1000 * t[-1]:7.1f}"
                   + (f" {wins[n]:>5g}/{games:<4}" if games else ""))
    out.append("1st out: rounds its team went out first; Tichu, Grand: calls made/called")
    out.append(paired_line(*names, [a - b for a, b in rounds], "round"))
    return out

