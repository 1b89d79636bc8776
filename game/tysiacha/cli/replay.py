"""What `tysiacha replay FILE.tysiacha.yaml [--json]` prints of a checked 1000 record: its
score sheet as a table or as one JSON object (RECORD_FORMAT.md, "Replay"). The command
itself, its exit statuses and its messages are the kit's (game/commands/replay.py)."""
from __future__ import annotations

from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.match import Match
from game.tysiacha.engine.rules import format_value
from game.tysiacha.engine.scoring import SheetRow


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

