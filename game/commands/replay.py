"""`python -m game replay FILE [--json]`: check a game record against the rules and print
its score sheet (RECORD_FORMAT.md and docs/TICHU_RECORD_FORMAT.md, "Replay").

The game is told by the file's name (`.tysiacha.yaml`, `.tichu.yaml`: each game's record
suffix, game/registry.py), or by `--game`. Exit status 0: a valid record (finished or
not); 1: a step breaks a rule (stderr: `deal 2, plays 7: QS does not follow the led suit
H (R36)`, nothing on stdout); 2: the file is not a valid record (stderr: the file, the
line where known, the problem).
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Optional, Sequence

from .. import registry
from ..core.recordfile import RecordError
from .args import add_game_argument


def add_arguments(p: argparse.ArgumentParser) -> None:
    suffixes = " or ".join(g.record_suffix for g in registry.games())
    p.add_argument("file", metavar="FILE", help=f"a game record ({suffixes})")
    p.add_argument("--json", action="store_true",
                   help="print one JSON object instead of the table")
    add_game_argument(p, default=None)


def run(args: argparse.Namespace) -> int:
    path = args.file
    game = registry.game(args.game) if args.game else registry.for_record(path)
    try:
        match = game.load_record(path)
    except RecordError as e:
        where = f"{path}, line {e.line}" if e.line else str(path)
        _err(f"{where}: {e.message}")
        return 2
    except game.replay_error as e:
        _err(str(e))
        return 1
    except RecursionError:
        _err(f"{path}: the file nests too deeply to be a record")
        return 2
    except Exception as e:  # never a traceback: a bug shows as one line
        _err(f"{path}: could not be replayed: {type(e).__name__}: {e}")
        return 2
    sheet = game.replayed
    print(json.dumps(sheet.json(match)) if args.json else sheet.text(match, str(path)))
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="tysiacha replay",
                                     description="Check a game record and print its score "
                                                 "sheet.")
    add_arguments(parser)
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help (0) or a usage error (2)
        return e.code if isinstance(e.code, int) else 2
    return run(args)


def _err(line: str) -> None:
    """One line on standard error: a newline or an escape in a name shown escaped."""
    from ..core.yamlfile import escape_controls
    print(escape_controls(line), file=sys.stderr)
