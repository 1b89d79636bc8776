"""The tournament with a search bot whose knobs are set otherwise: what a change to the
bot is worth over whole deals, before it is made.

    python benchmarks/variants.py KNOB=VALUE [KNOB=VALUE ...]
                                  [--vs BOT] [--deals N] [--seed S] [--jobs J]

The variant is the search bot (Hard) with the knobs given (the Expert level 1000 once
had is `max_samples=64 max_nodes=140000`); it plays duplicate deals against `--vs`
(default rules) exactly as `python -m game tournament --bots search,rules` does, on the
same deals, seatings and seeds for the same `--seed` (default 2026), and prints the same
table. Comparing its line with the plain
bot's on the same seed says what the knobs are worth. The knobs:

- the search bot's (SearchBot): `infer` (0 or 1: weigh layouts by the others' bids and
  passes, the inference Hard has; `infer=0` is Hard without it),
  `inference_pool`,
  `inference_soften`, `simulate_bids` (0 or 1), `raise_shift`, `keep_shift`,
  `play_tolerance`, `max_samples` (layouts per decision), `max_nodes` (the solver's nodes
  per decision, past which no more layouts are drawn), `budget` (seconds per decision,
  the clock's safety cap only);
- its rule-based judgement's (RulesBot), which it bids with: `declare_shift`,
  `bid_bonus`, `rivalry`, `give_up_share` (two numbers, `0.42/0.05`: how often it
  expects a declarer to give up at 100 and above when it passes).

Decision times count as in the tournament, so a knob that costs time shows in the
p95 and max columns.
"""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai import make_bot  # noqa: E402
from game.tysiacha.cli.tournament import compare  # noqa: E402
from game.tysiacha.engine.deal import Deal  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402

SEARCH_KNOBS = {"infer": bool, "inference_pool": int, "inference_soften": float,
                "simulate_bids": bool, "raise_shift": float, "keep_shift": float,
                "play_tolerance": float, "budget": float, "max_samples": int,
                "max_nodes": int}
JUDGEMENT_KNOBS = {"declare_shift": float, "bid_bonus": float, "rivalry": float,
                   "give_up_share": lambda text: tuple(float(x) for x in text.split("/"))}
KNOBS = {**SEARCH_KNOBS, **JUDGEMENT_KNOBS}


def knob(text: str) -> tuple[str, object]:
    """KNOB=VALUE, checked against KNOBS and converted."""
    name, sep, value = text.partition("=")
    name = name.strip()
    if not sep or name not in KNOBS:
        raise argparse.ArgumentTypeError(
            f"{text!r}: give KNOB=VALUE, KNOB one of {', '.join(KNOBS)}")
    convert = KNOBS[name]
    try:
        if convert is bool:
            if value.strip() not in ("0", "1"):
                raise ValueError
            return name, value.strip() == "1"
        got = convert(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: {value!r} is not a value for {name}")
    if name == "give_up_share" and len(got) != 2:
        raise argparse.ArgumentTypeError(f"{text!r}: give_up_share takes two numbers, a/b")
    return name, got


def variant_name(base: str, knobs: list) -> str:
    """`base:knob=value,...`, the values as they are written on the command line."""
    def shown(v):
        if isinstance(v, bool):
            return int(v)
        return "/".join(map(str, v)) if isinstance(v, tuple) else v
    return base + ":" + ",".join(f"{k}={shown(v)}" for k, v in knobs)


def build(base: str, knobs: list, seed: int):
    """The `base` bot with `knobs` set, named after them."""
    bot = make_bot(base, seed)
    for name, value in knobs:
        setattr(bot.fallback if name in JUDGEMENT_KNOBS else bot, name, value)
    bot.name = variant_name(base, knobs)
    return bot


class Seat:
    """The tournament's players: the variant under its name, any other bot by its own.
    A class rather than a closure, so that worker processes can receive it."""

    def __init__(self, base: str, knobs: list):
        self.base, self.knobs = base, knobs
        self.name = variant_name(base, knobs)

    def __call__(self, name: str, seed: int, deal: Deal):
        if name == self.name:
            return build(self.base, self.knobs, seed)
        return make_bot(name, seed)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("knobs", nargs="+", type=knob, metavar="KNOB=VALUE")
    p.add_argument("--vs", default="rules", help="the bot it plays against (default rules)")
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = p.parse_args(argv)
    try:
        make_bot(args.vs)
    except ValueError as e:
        p.error(str(e))
    seat = Seat("search", args.knobs)
    if args.vs == seat.name:
        p.error("--vs names the variant itself")
    args.games = 0
    for line in compare([seat.name, args.vs], Rules(), args, seat):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
