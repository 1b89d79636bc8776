"""`python -m game replay FILE [--json]`: check a game record against the rules and print
its score sheet (RECORD_FORMAT.md, "Replay").

Exit status 0: a valid record (finished or not); 1: a step breaks a rule (stderr:
`deal 2, plays 7: QS does not follow the led suit H (R36)`, nothing on stdout); 2: the
file is not a valid record (stderr: the file, the line where known, the problem).
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Optional, Sequence

from ..core.recordfile import RecordError
from ..tysiacha.engine.deal import Phase
from ..tysiacha.engine.match import Match
from ..tysiacha.engine.record import ReplayError, replay
from ..tysiacha.engine.rules import format_value
from ..tysiacha.engine.scoring import SheetRow
from .args import add_game_argument


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="FILE", help="a game record (.tysiacha.yaml or .tichu.yaml)")
    p.add_argument("--json", action="store_true",
                   help="print one JSON object instead of the table")
    add_game_argument(p, default=None)


def run(args: argparse.Namespace) -> int:
    from ..tysiacha.records import load_record
    from ..tichu.engine.record import ReplayError as TichuReplayError
    from ..tichu.records import is_tichu_record, load_match

    path = args.file
    tichu = args.game == "tichu" or (args.game is None and is_tichu_record(path))
    try:
        match = load_match(path) if tichu else replay(load_record(path))
    except RecordError as e:
        where = f"{path}, line {e.line}" if e.line else str(path)
        _err(f"{where}: {e.message}")
        return 2
    except (ReplayError, TichuReplayError) as e:
        _err(str(e))
        return 1
    except RecursionError:
        _err(f"{path}: the file nests too deeply to be a record")
        return 2
    except Exception as e:  # never a traceback: a bug shows as one line
        _err(f"{path}: could not be replayed: {type(e).__name__}: {e}")
        return 2
    if tichu:
        from .replay_tichu import sheet_json as tichu_json, sheet_text as tichu_text
        print(json.dumps(tichu_json(match)) if args.json else tichu_text(match, str(path)))
        return 0
    print(json.dumps(sheet_json(match)) if args.json else sheet_text(match, str(path)))
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
    print(" ".join(line.split("\n")), file=sys.stderr)


# ---------------------------------------------------------------------- JSON
def sheet_json(match: Match) -> dict:
    """The replay's JSON object (RECORD_FORMAT.md)."""
    st = match.standing
    return {
        "deals": [row.to_json() for row in match.sheet],
        "scores": list(st.scores),
        "barrel": {str(s): n for s, n in enumerate(st.barrel) if n is not None},
        "zeros": list(st.zeros),
        "rospisat": list(st.rospisat),
        "finished": match.finished,
        "winner": list(match.winners) if match.winners else None,
    }


# ---------------------------------------------------------------------- the table
_RESULT = {"redeal": "redeal", "rospisat": "rospisat'", "spisat": "spisat'"}
_PHASE = {Phase.BIDDING: "the bidding", Phase.PRIKUP: "the prikup", Phase.EXCHANGE:
          "the exchange", Phase.RAISE: "the raise", Phase.REDEAL: "a redeal offer",
          Phase.PLAY: "the play"}


def _result(row: SheetRow) -> str:
    if row.outcome in _RESULT:
        return _RESULT[row.outcome]
    return "made" if row.made else "failed"


def _marks(row: SheetRow, names: list[str]) -> str:
    """Marks every seat shares (golden, redeal) once, the others by name."""
    common = [m for m in row.marks[0] if all(m in ms for ms in row.marks)]
    parts = list(common)
    for s, ms in enumerate(row.marks):
        own = [m for m in ms if m not in common]
        if own:
            parts.append(f"{names[s]}: {' '.join(own)}")
    return "; ".join(parts)


def sheet_text(match: Match, title: str = "") -> str:
    """The score sheet as a table: a line per deal, the points, change and score of
    each seat, the marks; then the final standing and the winner."""
    names = list(match.names)
    n = len(names)
    cell = max(18, *(len(x) for x in names))
    who = lambda s: "-" if s is None or s < 0 else names[s]  # noqa: E731
    pw = max(8, *(len(x) for x in names))
    head = f"{'deal':>4}  {'dealer':<{pw}}  {'declarer':<{pw}}  {'contract':>8}  {'result':<9}"
    lines = []
    rules = match.rules.to_mapping(only_changed=True)
    rules.pop("players", None)
    lines.append(f"{title + ': ' if title else ''}{n} players: "
                 + ", ".join(f"{s} {x}" for s, x in enumerate(names)))
    lines.append("rules: " + (", ".join(f"{k}={format_value(v)}" for k, v in rules.items())
                              or "classic (the defaults)"))
    lines.append("")
    lines.append(head + "".join(f" | {x:^{cell}}" for x in names) + " | marks")
    lines.append(" " * len(head) + "".join(f" | {'points':>6} {'+/-':>5} {'score':>5}"
                                           .ljust(cell + 3) for _ in names) + " |")
    for k, row in enumerate(match.sheet, 1):
        line = (f"{k:>4}  {who(row.dealer):<{pw}}  {who(row.declarer):<{pw}}  "
                f"{'-' if row.contract is None else row.contract:>8}  {_result(row):<9}")
        for s in range(n):
            pts = "-" if row.points[s] is None else str(row.points[s])
            line += f" | {pts:>6} {row.deltas[s]:>+5} {row.scores[s]:>5}".ljust(cell + 3)
        lines.append(line + " | " + _marks(row, names))
    if not match.sheet:
        lines.append("(no deal scored yet)")
    lines.append("")
    st = match.standing
    lines.append("scores:    " + ", ".join(f"{names[s]} {st.scores[s]}" for s in range(n)))
    on = [f"{names[s]} ({b} deal{'s' if b != 1 else ''} on it)"
          for s, b in enumerate(st.barrel) if b is not None]
    lines.append("barrel:    " + (", ".join(on) or "nobody"))
    lines.append("zeros:     " + ", ".join(f"{names[s]} {st.zeros[s]}" for s in range(n)))
    lines.append("rospisat': " + ", ".join(f"{names[s]} {st.rospisat[s]}" for s in range(n)))
    if match.finished:
        lines.append("winner:    " + " and ".join(names[w] for w in match.winners))
    else:
        d = match.deal
        state = "the game is not finished"
        if d is not None and not d.over:
            state += (f"; deal {len(match.deals)} is in progress at {_PHASE[d.phase]}, "
                      f"{names[d.to_act]} to act")
        lines.append("winner:    none yet (" + state + ")")
    return "\n".join(line.rstrip() for line in lines)

