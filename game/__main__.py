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
    p = sub.add_parser("play", help="open the table (the default)")
    add_play_arguments(p)
    add_play_arguments(parser)

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


def window_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError(f"{text} is too small; at least 320x240")
    return (w, h)


def add_play_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--demo", action="store_true",
                   help="AI players play each other (an attract mode); no save is touched")
    p.add_argument("--windowed", action="store_true", help="open in a window, not full screen")
    p.add_argument("--size", type=window_size, metavar="WxH",
                   help="open a window of this size, e.g. 1280x800")
    p.add_argument("--screenshot-dir", metavar="DIR",
                   help="save a PNG of each scene as it opens into DIR")
    p.add_argument("--seed", type=int, help="seed the shuffles (for reproducible games)")


def play(args: argparse.Namespace) -> int:
    from pathlib import Path

    from .ui.app import App, Options
    from .ui.scenes.menu import MainMenu

    options = Options(windowed=args.windowed, size=args.size, demo=args.demo,
                      screenshot_dir=Path(args.screenshot_dir) if args.screenshot_dir else None,
                      seed=args.seed)
    app = App(options)
    if args.demo:
        from .ui.scenes.demo import start_demo
        start_demo(app)
    else:
        app.push(MainMenu(app))
    return app.run()


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command in (None, "play"):
        return play(args)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
