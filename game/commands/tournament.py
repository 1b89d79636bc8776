"""`python -m game tournament`: duplicate deals (or rounds) between bots, with 95%
intervals. The options are the same for every game; each game deals, seats and compares
its own bots (its description's `tournament`, game/registry.py)."""
from __future__ import annotations

import argparse

from .. import registry
from .args import add_game_argument, add_players_argument, add_rules_argument, bot_list, \
    bots_help, nonneg_int, positive_int


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--bots", required=True, type=bot_list,
                   help=f"comma list of two or more bots ({bots_help(defaults=False)})")
    add_game_argument(p)
    p.add_argument("--deals", type=positive_int, default=200, metavar="N",
                   help="duplicate deals (Tichu: rounds), 1 or more (default 200; an "
                        "interval needs 2)")
    p.add_argument("--games", type=nonneg_int, default=0, metavar="N",
                   help="also play this many whole games per seating and count wins "
                        "(default 0: none)")
    p.add_argument("--seed", type=nonneg_int, default=1, metavar="N",
                   help="master seed, 0 or more (default 1)")
    add_players_argument(p)
    add_rules_argument(p)
    p.add_argument("--jobs", type=positive_int, default=None, metavar="N",
                   help="seatings played at once, in worker processes (default: one per "
                        "core); the results do not depend on it")


def run(args: argparse.Namespace) -> int:
    return registry.game(args.game).tournament(args)
