"""Calibrate RulesBot's hand evaluation on its own games and write game/tysiacha/ai/suit_values.py.

    python benchmarks/calibrate_rules_bot.py [--deals 20000] [--seed 1] [--write]

Deals random hands, makes the forehand declarer at 100 (the others pass), lets it choose
its exchange, then plays the deal out with RulesBot in every seat (no rospisat'). From
the declarer's 8-card hand and the points it took it fits:
- the card points of each suit pattern (by trump or side suit, and by whether the hand
  holds an ace), starting from hand_eval's model of a suit's play and shrunk towards it
  where a pattern is rare;
- how often the first and the second marriage got declared;
- a curve from the tables' sum to the mean card points and their spread.
Without --write it only prints the fit.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai import hand_eval  # noqa: E402
from game.tysiacha.ai.exchange import best_gives  # noqa: E402
from game.tysiacha.ai.rules_bot import RulesBot  # noqa: E402
from game.tysiacha.engine import actions as A  # noqa: E402
from game.tysiacha.engine.cards import ACES_MASK  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import deal_cards  # noqa: E402
from game.tysiacha.engine.observation import observe  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402
from game.tysiacha.engine.standing import Standing  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "game", "tysiacha", "ai", "suit_values.py")
SHRINK = 40.0  # a pattern seen n times moves n/(n+SHRINK) of the way to its data


def play_forced(rules: Rules, rng: random.Random, bot: RulesBot):
    """One deal with the forehand as declarer at 100: (hand8, card points, meld points,
    melds declared in order)."""
    dealer = 2
    dealt = deal_cards(rules, dealer, rng)
    d = Deal(rules, Standing.new(3), dealer, dealt.hands, dealt.prikup)
    d.apply(A.bid(100))
    d.apply(A.PASS)
    d.apply(A.PASS)
    decl = d.declarer
    gives = best_gives(d.hands[decl], 2, rules)
    cs = [c for c in range(24) if gives >> c & 1]
    d.apply(A.give(cs[0], d.defenders[0]))
    d.apply(A.give(cs[1], d.defenders[1]))
    hand8 = d.hands[decl]
    d.apply(A.KEEP)
    while d.phase is Phase.REDEAL:
        d.apply(A.NO_REDEAL)
    while not d.over:
        legal = [a for a in d.legal_actions() if a not in (A.ROSPISAT, A.SPISAT)]
        d.apply(bot.choose(observe(d, d.to_act), legal))
    melds = [kind for s, kind, _ in d.melds if s == decl]
    return hand8, d.taken[decl], d.meld_points[decl], melds


def keys_of(hand: int):
    trump = hand_eval.hand_trump(hand)
    entry = int(bool(hand & ACES_MASK))
    return [(entry, int(s == trump), hand_eval.suit_bits(hand, s)) for s in range(4)]


def fit_cards(rows):
    """Backfitting of the per-suit values, shrunk towards the scaled prior."""
    prior = {t: hand_eval.prior_table(bool(t)) for t in (0, 1)}
    xs = [sum(prior[t][p] for _, t, p in keys_of(h)) for h, *_ in rows]
    ys = [float(c) for _, c, _, _ in rows]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    alpha = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    intercept = my - alpha * mx
    base = {(e, t, p): alpha * prior[t][p] for e in (0, 1) for t in (0, 1) for p in range(64)}
    table = dict(base)
    keys = [keys_of(h) for h, *_ in rows]
    for _ in range(80):
        sums = {k: 0.0 for k in table}
        counts = {k: 0 for k in table}
        for ks, y in zip(keys, ys):
            res = y - intercept - sum(table[k] for k in ks)
            for k in ks:
                sums[k] += res
                counts[k] += 1
        for k in table:  # a damped ridge step towards the data, penalised off the prior
            step = (sums[k] - SHRINK * (table[k] - base[k])) / (counts[k] + SHRINK)
            table[k] += 0.3 * step
        intercept += statistics.fmean(
            y - intercept - sum(table[k] for k in ks) for ks, y in zip(keys, ys))
    return intercept, table


def fit_melds(rows):
    first = {True: [0, 0], False: [0, 0]}
    second = {True: [0, 0], False: [0, 0]}
    further = [0, 0]
    for hand, _, _, melds in rows:
        suits = hand_eval.marriages_by_value(hand)
        if not suits:
            continue
        entry = bool(hand & ACES_MASK)
        got = set(m for m in melds if m != "aces")
        first[entry][0] += suits[0] in got
        first[entry][1] += 1
        if len(suits) > 1 and suits[0] in got:
            kept = hand_eval.queen_keeps_lead(hand, suits[0])
            second[kept][0] += suits[1] in got
            second[kept][1] += 1
            for s in suits[2:]:
                further[0] += s in got
                further[1] += 1
    rate = lambda x: x[0] / max(x[1], 1)  # noqa: E731
    return {"FIRST_WITH_ENTRY": rate(first[True]), "FIRST_NO_ENTRY": rate(first[False]),
            "SECOND_KEPT": rate(second[True]), "SECOND_LOST": rate(second[False]),
            "FURTHER": rate(further)}


def curve(rows, intercept, table) -> list:
    """(table sum, mean card points, spread) by bands of the table's sum: the card points
    of strong hands bunch under 120, and their spread narrows."""
    pairs = sorted((intercept + sum(table[k] for k in keys_of(hand)), c)
                   for hand, c, _, _ in rows)
    out = []
    size = max(200, len(pairs) // 25)
    for i in range(0, len(pairs), size):
        band = pairs[i:i + size]
        if len(band) < size // 2 and out:
            continue
        xs = [x for x, _ in band]
        ys = [y for _, y in band]
        out.append((statistics.fmean(xs), statistics.fmean(ys), max(4.0, statistics.pstdev(ys))))
    return out


def write(intercept, table, melds, points, deals) -> None:
    def rows_of(e, t):
        vals = [f"{table[(e, t, p)]:.1f}" for p in range(64)]
        return "\n".join("    " + ", ".join(vals[i:i + 8]) + "," for i in range(0, 64, 8))
    lines = [
        '"""Card points of each suit pattern for RulesBot\'s hand evaluation (hand_eval.py).',
        "",
        f"Written by benchmarks/calibrate_rules_bot.py from {deals} self-play deals; do not",
        "edit by hand. A pattern is 6 bits, bit 0 the nine ... bit 5 the ace. Each table has",
        "two rows of 64: [side suit, trump suit].",
        '"""',
        f"INTERCEPT = {intercept:.2f}",
        "# (table sum, mean card points, their spread) along the table's sums",
        "CARD_CURVE = (",
    ] + [f"    ({x:.1f}, {m:.1f}, {sd:.1f})," for x, m, sd in points] + [")"]
    for k, v in melds.items():
        lines.append(f"{k} = {v:.3f}")
    for name, e in (("WITH_ENTRY", 1), ("NO_ENTRY", 0)):
        lines.append(f"{name} = (")
        for t in (0, 1):
            lines.append("  (")
            lines.append(rows_of(e, t))
            lines.append("  ),")
        lines.append(")")
    with open(OUT, "w") as f:
        f.write("\n".join(lines) + "\n")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=20000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--write", action="store_true")
    args = p.parse_args()
    rules = Rules()
    rng = random.Random(args.seed)
    bot = RulesBot(seed=args.seed)
    rows = [play_forced(rules, rng, bot) for _ in range(args.deals)]
    intercept, table = fit_cards(rows)
    melds = fit_melds(rows)
    points = curve(rows, intercept, table)
    print(f"intercept {intercept:.1f}  melds {melds}")
    for x, m, sd in points:
        print(f"  table {x:6.1f}  points {m:6.1f}  spread {sd:5.1f}")
    if args.write:
        write(intercept, table, melds, points, args.deals)
        print("wrote", os.path.normpath(OUT))


if __name__ == "__main__":
    main()
