"""`tysiacha replay FILE.tichu.yaml [--json]`: a Tichu record checked and its score sheet
(docs/TICHU_RECORD_FORMAT.md, "Replay")."""
from __future__ import annotations

from game.tichu.engine.match import Match
from game.tichu.engine.round import Phase

_PHASE = {Phase.GRAND: "the Grand Tichu calls", Phase.EXCHANGE: "the exchange",
          Phase.PLAY: "the play", Phase.WISH: "the Mah Jong's wish",
          Phase.GIFT: "the Dragon's gift"}


def team_names(match: Match, seating) -> tuple[str, str]:
    names = [match.names[p] for p in seating]
    return (f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}")


def sheet_json(match: Match) -> dict:
    rounds = []
    for k, row in enumerate(match.sheet):
        res, seating = row.result, row.seating
        player = lambda seat: seating[seat]  # noqa: E731
        rounds.append({
            "round": k + 1,
            "seating": list(seating),
            "out": [player(s) for s in res.out],
            "calls": [{"player": player(s), "call": kind, "made": made}
                      for s, kind, made in res.calls],
            "double_win": None if res.double_win is None
            else [player(res.double_win), player(res.double_win + 2)],
            "card_points": list(res.card_points),
            "change": list(res.score),
            "scores": list(row.scores),
            **({"win_points": list(row.win_points), "tichu_points": list(row.tichu_points)}
               if match.rules.tournament else {}),
        })
    return {
        "game": "tichu",
        "players": list(match.names),
        "rounds": rounds,
        "scores": list(match.scores),
        **({"win_points": list(match.win_points), "tichu_points": list(match.tichu_points)}
           if match.rules.tournament else {}),
        "finished": match.finished,
        "winner": list(match.winners) if match.winners else None,
    }


def sheet_text(match: Match, title: str = "") -> str:
    lines = [f"{title + ': ' if title else ''}Tichu, "
             + ", ".join(f"{p} {n}" for p, n in enumerate(match.names))]
    changed = match.rules.to_mapping(only_changed=True)
    lines.append("rules: " + (", ".join(f"{k}={v}" for k, v in changed.items())
                              or "official (the defaults)"))
    lines.append("")
    lines.append(f"{'round':>5}  {'teams (seats 0+2 | 1+3)':<30} {'out':<24} {'calls':<28} "
                 f"{'cards':>9}  {'change':>11}  {'score':>11}")
    for k, row in enumerate(match.sheet, 1):
        res = row.result
        a, b = team_names(match, row.seating)
        names = [match.names[p] for p in row.seating]
        out = ", ".join(names[s] for s in res.out)
        calls = ", ".join(f"{names[s]} {'GT' if kind == 'grand' else 'T'}{'+' if made else '-'}"
                          for s, kind, made in res.calls) or "-"
        cards = "double" if res.double_win is not None else f"{res.card_points[0]}:{res.card_points[1]}"
        lines.append(f"{k:>5}  {a + ' | ' + b:<30} {out:<24} {calls:<28} {cards:>9}  "
                     f"{res.score[0]:>+5}:{res.score[1]:<+5}  {row.scores[0]:>5}:{row.scores[1]:<5}")
    if not match.sheet:
        lines.append("(no round scored yet)")
    lines.append("")
    if match.rules.tournament:
        lines.append("winning points: " + ", ".join(
            f"{match.names[p]} {match.win_points[p]} ({match.tichu_points[p]} Tichu points)"
            for p in range(4)))
    else:
        lines.append(f"scores:  {match.scores[0]} : {match.scores[1]}")
    if match.finished:
        lines.append("winner:  " + (" and ".join(match.names[p] for p in match.winners)
                                    if len(match.winners) < 4 else "a draw"))
    else:
        rnd = match.round
        state = "the game is not finished"
        if rnd is not None and not rnd.over:
            state += f"; round {len(match.rounds)} is in progress at {_PHASE[rnd.phase]}"
        lines.append(f"winner:  none yet ({state})")
    return "\n".join(line.rstrip() for line in lines)
