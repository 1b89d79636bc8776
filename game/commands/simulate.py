"""`python -m game simulate`: whole games between bots, headless, with a summary. The
options are the same for every game; each game plays and sums up its own (its
description's `simulate`, game/registry.py)."""
from __future__ import annotations

import argparse
from pathlib import Path

from .. import registry
from .args import add_game_argument, add_players_argument, add_rules_argument, bot_list, \
    bots_help, nonneg_int, positive_int


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--games", type=positive_int, default=100, metavar="N",
                   help="number of games, 1 or more (default 100)")
    p.add_argument("--seed", type=nonneg_int, default=1, metavar="N",
                   help="master seed, 0 or more (default 1)")
    add_players_argument(p)
    add_rules_argument(p)
    p.add_argument("--bots", type=bot_list, default=None,
                   help=f"one bot for every seat, or a comma list by seat ({bots_help()})")
    p.add_argument("--max-deals", type=positive_int, default=2000, metavar="N",
                   help="give up a game after this many deals, 1 or more (default 2000)")
    add_game_argument(p)
    p.add_argument("--out", type=Path, metavar="DIR",
                   help="write each game as a record into this folder")


def run(args: argparse.Namespace) -> int:
    return registry.game(args.game).simulate(args)
