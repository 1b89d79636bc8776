"""High card on the command line: `simulate --game highcard`, `tournament --game
highcard` (through game/commands, which hand over the parsed arguments) and the sheet
`replay` prints. No pygame."""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from game.commands.args import bots_by_seat, key_values, out_folder_refused
from game.core.fileio import write_atomic
from game.core.jobs import ci95, paired_line

from .bots import bot_name, make_bot
from .engine import HighCardRules, Match, card_name, record_text


def _rules(args: argparse.Namespace) -> HighCardRules:
    if getattr(args, "players", None) not in (None, 2):
        raise ValueError("--players: High card is played by two")
    return HighCardRules.from_mapping(key_values(args.rules))


def play_game(rules: HighCardRules, bots: list[str], seed: int, names=None) -> Match:
    """One game between the bots named `bots` (by seat), dealt from `seed`."""
    match = Match.deal(rules, names or bots, seed)
    bots = [make_bot(n, seed * 7 + s) for s, n in enumerate(bots)]
    while not match.finished:
        seat = match.to_act
        match.apply(bots[seat].choose(match.observe(seat), match.legal_actions()))
    return match


def simulate(args: argparse.Namespace) -> int:
    try:
        rules = _rules(args)
        names = bots_by_seat(args.bots or ["normal"], 2, bot_name)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    if out_folder_refused("simulate", args.out):
        return 2
    wins, rounds = Counter(), Counter()
    for g in range(args.games):
        match = play_game(rules, names, args.seed * 1_000_003 + g,
                          [f"{n} {s + 1}" for s, n in enumerate(names)])
        for s in match.winners:
            wins[s] += 1
        for s in (0, 1):
            rounds[s] += match.wins[s]
        if args.out:
            write_atomic(Path(args.out) / f"game-{g + 1:04d}.highcard.yaml",
                         record_text(match).encode("utf-8"))
    print(f"simulate: {args.games} games of High card ({rules.words()}), bots "
          f"{','.join(names)}, seed {args.seed}")
    for s, n in enumerate(names):
        print(f"  seat {s + 1} {n:<8} won {wins[s]} games ({100 * wins[s] / args.games:.0f}%), "
              f"{rounds[s] / args.games:.2f} rounds per game")
    if args.out:
        print(f"records in {args.out}")
    return 0


def tournament(args: argparse.Namespace) -> int:
    try:
        rules = _rules(args)
        names = [bot_name(n) for n in args.bots]
        if len(names) != 2 or names[0] == names[1]:
            raise ValueError("--bots: High card's tournament compares two different bots")
    except ValueError as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    a, b = names
    diffs, won = [], Counter()
    for d in range(args.deals):  # each deal played twice, the bots swapping seats
        seed = args.seed * 1_000_003 + d
        first = play_game(rules, [a, b], seed)
        second = play_game(rules, [b, a], seed)
        diffs.append(((first.wins[0] - first.wins[1]) + (second.wins[1] - second.wins[0])) / 2)
        for match, seats in ((first, (a, b)), (second, (b, a))):
            for s in match.winners:
                won[seats[s]] += 1
    mean, half = ci95(diffs)
    print(f"tournament: {args.deals} duplicate deals of High card ({rules.words()}), "
          f"seed {args.seed}")
    print(f"  games won: {a} {won[a]}, {b} {won[b]} of {2 * args.deals}")
    print(paired_line(a, b, diffs, "deal").replace("points", "rounds"))
    return 0


# ---------------------------------------------------------------------- replay's sheet
def sheet_text(match: Match, title: str) -> str:
    a, b = match.names
    width = max(8, len(a) + 2, len(b) + 2)
    out = [f"High card: {title}", f"{a} v {b}, {match.rules.words()}",
           f"{'round':<7}{'leader':<{width}}{a:<{width}}{b:<{width}}winner"]
    for k, r in enumerate(match.rounds, 1):
        out.append(f"{k:<7}{match.names[r.leader]:<{width}}{card_name(r.cards[0]):<{width}}"
                   f"{card_name(r.cards[1]):<{width}}{match.names[r.winner]}")
    out.append(f"rounds won: {a} {match.wins[0]}, {b} {match.wins[1]}")
    out.append("winner: " + (" & ".join(match.names[s] for s in match.winners)
                             if match.finished else "not finished"))
    return "\n".join(out)


def sheet_json(match: Match) -> dict:
    return {"game": "highcard", "players": match.names, "rules": match.rules.to_mapping(),
            "rounds": [{"leader": r.leader, "cards": [card_name(c) for c in r.cards],
                        "winner": r.winner} for r in match.rounds],
            "wins": list(match.wins), "finished": match.finished,
            "winners": list(match.winners)}
