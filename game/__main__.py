"""The command line: `tysiacha` / `python -m game` [play | simulate | replay]."""
from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tysiacha",
        description="Tysiacha (1000), the trick-taking card game with bidding, a prikup "
                    "and marriages.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("play", help="open the table (the default)")

    from .commands import simulate
    p = sub.add_parser("simulate", help="play whole games between bots and print a summary")
    simulate.add_arguments(p)
    p.set_defaults(run=simulate.run)

    from .commands import replay
    p = sub.add_parser("replay", help="check a game record against the rules and print "
                                      "its score sheet")
    replay.add_arguments(p)
    p.set_defaults(run=replay.run)

    from .commands import tournament
    p = sub.add_parser("tournament", help="duplicate deals between bots, with 95% intervals")
    tournament.add_arguments(p)
    p.set_defaults(run=tournament.run)
    return parser


def play() -> int:
    print("The table (the full-screen game) is not built yet.\n"
          "Meanwhile the rules engine can be used from the command line:\n"
          "  tysiacha simulate --games 200 --seed 1     whole games between bots\n"
          "  tysiacha replay GAME.tysiacha.yaml [--json] check a record, print its score sheet\n"
          "See README.md.")
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command in (None, "play"):
        return play()
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
