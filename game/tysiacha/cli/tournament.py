"""`tysiacha tournament` for 1000 (the command and its options:
game/commands/tournament.py): duplicate deals between bots, with confidence intervals.

Each deal is dealt once and played again under every seating of the bots (every way to
give each seat one of the bots, with each bot present), so that luck of the cards
cancels: a bot's score for a deal is its mean score change over all its seats and
seatings, and the bots are compared by the paired difference per deal. Each seating is a
table that goes on from deal to deal, so the counters behind penalties carry over; the
seatings are independent of each other and are played in parallel processes (`--jobs`).
"""
from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Optional

from game.tysiacha.ai import bot_name, make_bot
from game.tysiacha.ai.runner import Timed, carry_counters, play_match, play_scored
from game.core.jobs import ci95, map_jobs, paired_line
from game.tysiacha.engine.deal import Deal
from game.tysiacha.engine.dealing import deal_cards
from game.tysiacha.engine.match import Match
from game.tysiacha.engine.rules import RulesError
from game.tysiacha.engine.standing import Standing
from .simulate import parse_rules


@dataclass
class BotStats:
    per_deal: list = field(default_factory=list)  # mean score change per duplicate deal
    times: list = field(default_factory=list)  # seconds per decision
    declared: int = 0
    made: int = 0
    failed: int = 0
    rospisat: int = 0
    as_declarer: float = 0.0  # score changes of its declarers
    as_defender: float = 0.0  # and of its defenders
    defended: int = 0
    game_wins: float = 0.0
    games: int = 0


def seatings(names: list[str], players: int) -> list[tuple[str, ...]]:
    """Every assignment of the bots to the seats in which each bot plays."""
    return [s for s in itertools.product(names, repeat=players) if set(s) == set(names)]


def run(args: argparse.Namespace) -> int:
    try:
        rules = parse_rules(args.rules, args.players)
        names = [bot_name(n) for n in args.bots]
        if len(set(names)) < 2 or len(set(names)) != len(names):
            same = [f"{n} is {b}" for n, b in zip(args.bots, names) if n.lower() != b]
            raise ValueError("--bots needs two or more different bots"
                             + (f" ({', '.join(same)})" if same else ""))
        if len(names) > rules.players:
            raise ValueError(f"--bots names more bots than the {rules.players} seats")
    except (RulesError, ValueError) as e:
        print(f"tournament: {e}", file=sys.stderr)
        return 2
    for line in compare(names, rules, args, seated_bot):
        print(line)
    return 0


def compare(names: list[str], rules, args: argparse.Namespace, seat) -> list[str]:
    """Every seating of `names` over `args.deals` duplicate deals from `args.seed` (and
    `args.games` whole games), `args.jobs` at once; `seat(name, seed, deal)` makes the
    players. The report's lines."""
    plans = seatings(names, rules.players)
    jobs = min(args.jobs or os.cpu_count() or 1, len(plans))
    tasks = [(rules, plan, k, args.deals, args.games, args.seed, seat)
             for k, plan in enumerate(plans)]
    started = time.perf_counter()
    stats = merge(names, map_jobs(play_seating, tasks, jobs), args.deals)
    return report(names, stats, args, rules, len(plans), time.perf_counter() - started)


def seated_bot(name: str, seed: int, deal: Deal):
    """The player called `name` for one deal: a bot, which sees only its observations
    (a benchmark may seat a player that is given the deal itself)."""
    return make_bot(name, seed)


def play_seating(task) -> dict:
    """One seating: a table that goes on from deal to deal over every duplicate deal (the
    same cards for every seating: one deal stream from the seed), then the whole games.
    `seat(name, seed, deal)` makes each deal's players. Plain data back, so that
    seatings can be played in other processes."""
    rules, plan, k, deals, games, seed, seat = task
    rng = random.Random(seed)
    table = Standing.new(rules.players)
    times: dict = {n: [] for n in plan}
    per_deal = []  # per deal: {bot: [sum of score changes, seats]}
    counts = {n: defaultdict(int) for n in plan}
    for d in range(deals):
        dealer = d % rules.players
        dealt = deal_cards(rules, dealer, rng)
        deal = Deal(rules, table, dealer, tuple(dealt.hands), dealt.prikup)
        row, after = play_scored(deal, [Timed(seat(n, seed * 7919 + d * 101 + k * 7 + s,
                                                   deal), times[n])
                                        for s, n in enumerate(plan)])
        table = carry_counters(after)
        sums: dict = {}
        for s, n in enumerate(plan):
            if s != deal.inactive:
                got = sums.setdefault(n, [0.0, 0])
                got[0] += row.deltas[s]
                got[1] += 1
                if s == deal.declarer:
                    counts[n]["as_declarer"] += row.deltas[s]
                elif deal.declarer >= 0:
                    counts[n]["as_defender"] += row.deltas[s]
                    counts[n]["defended"] += 1
        per_deal.append(sums)
        if deal.declarer >= 0:
            c = counts[plan[deal.declarer]]
            c["declared"] += 1
            c["made"] += row.made is True
            c["failed"] += row.made is False
            c["rospisat"] += deal.outcome in ("rospisat", "spisat")
    wins: dict = defaultdict(float)
    for g in range(games):
        bots = [Timed(make_bot(n, seed * 31 + g * 97 + k * 7 + s), times[n])
                for s, n in enumerate(plan)]
        match = Match(rules, list(plan), random.Random(seed * 1_000_003 + g))
        play_match(match, bots)
        for w in match.winners or ():
            wins[plan[w]] += 1 / len(match.winners)
    return {"plan": plan, "per_deal": per_deal, "counts": counts, "times": times,
            "wins": dict(wins), "games": games}


def merge(names: list[str], tables: list[dict], deals: int) -> dict:
    """The seatings' results as one BotStats per bot: per deal, a bot's mean score
    change over all its seats in every seating."""
    stats = {n: BotStats() for n in names}
    for d in range(deals):
        total, seats = defaultdict(float), defaultdict(int)
        for t in tables:
            for n, (points, count) in t["per_deal"][d].items():
                total[n] += points
                seats[n] += count
        for n in names:
            stats[n].per_deal.append(total[n] / seats[n])
    for t in tables:
        for n in set(t["plan"]):
            st = stats[n]
            c = t["counts"][n]
            st.declared += c["declared"]
            st.made += c["made"]
            st.failed += c["failed"]
            st.rospisat += c["rospisat"]
            st.as_declarer += c["as_declarer"]
            st.as_defender += c["as_defender"]
            st.defended += c["defended"]
            st.times.extend(t["times"][n])
            st.games += t["games"]
            st.game_wins += t["wins"].get(n, 0.0)
    return stats


def report(names, stats, args, rules, n_plans, elapsed) -> list[str]:
    out = [f"tournament: {args.deals} duplicate deals x {n_plans} seatings, "
           f"{rules.players} players, seed {args.seed}, {elapsed:.0f} s"]
    changed = rules.to_mapping(only_changed=True)
    if changed:
        out.append("rules: " + ", ".join(f"{k}={v}" for k, v in changed.items()))
    w = max(10, *map(len, names))
    out.append(f"{'bot':<{w}} {'pts/deal':>9} {'±95%':>7} {'declared':>9} {'made':>6} "
               f"{'failed':>7} {'rosp.':>6} {'decl.':>6} {'def.':>6} "
               f"{'ms/dec':>7} {'p95 ms':>7} {'max ms':>7}"
               + (f" {'game wins':>10}" if args.games else ""))
    for n in names:
        st = stats[n]
        mean, half = ci95(st.per_deal)
        times = sorted(st.times) or [0.0]
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        line = (f"{n:<{w}} {mean:9.1f} {_half(half):>7} {st.declared:9d} {st.made:6d} "
                f"{st.failed:7d} {st.rospisat:6d} {st.as_declarer / max(st.declared, 1):6.1f} "
                f"{st.as_defender / max(st.defended, 1):6.1f} "
                f"{1000 * statistics.fmean(times):7.2f} "
                f"{1000 * p95:7.2f} {1000 * times[-1]:7.1f}")
        if args.games:
            line += f" {st.game_wins:5.1f}/{st.games:<4d}"
        out.append(line)
    out.append("decl.: mean score change per contract declared; def.: per deal defended")
    out.append("paired differences per deal (first minus second, 95% interval):")
    for a, b in itertools.combinations(names, 2):
        diffs = [x - y for x, y in zip(stats[a].per_deal, stats[b].per_deal)]
        out.append(paired_line(a, b, diffs, "deal"))
    return out


def _half(half: Optional[float]) -> str:
    return "n/a" if half is None else f"{half:.1f}"
