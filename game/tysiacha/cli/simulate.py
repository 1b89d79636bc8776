"""`tysiacha simulate` for 1000: whole games between bots, headless, with a summary
(the command and its options: game/commands/simulate.py)."""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from typing import Sequence


from game.tysiacha.ai import bot_name, make_bot
from game.tysiacha.ai.runner import play_match
from game.tysiacha.engine.match import Match
from game.tysiacha.engine.rules import Rules, RulesError
from game.commands.args import bots_by_seat, key_values, out_folder_refused
from game.core.yamlfile import escape_controls


def parse_rules(pairs: Sequence[str], players: int | None) -> Rules:
    """Rules from KEY=VALUE strings (values read as YAML scalars) and --players;
    RulesError if bad, or if the two say different numbers of players."""
    try:
        mapping = key_values(pairs)
    except ValueError as e:
        raise RulesError(str(pairs), str(e)) from None
    if players is not None:
        if mapping.get("players", players) != players:
            raise RulesError("players", f"--players {players} and --rules "
                                        f"players={mapping['players']} disagree")
        mapping["players"] = players
    return Rules.from_mapping(mapping)


class Tally:
    """The counts the summary prints."""

    def __init__(self, players: int):
        self.c: Counter = Counter()
        self.wins = [0] * players

    def add(self, match: Match) -> None:
        c = self.c
        c["games"] += 1
        c["finished"] += match.finished
        for row in match.sheet:
            c["deals"] += 1
            c[row.outcome] += 1
            if row.outcome == "played":
                c["made" if row.made else "failed"] += 1
            for marks in row.marks:
                for m in marks:
                    c["mark_" + m] += 1
        for w in match.winners or ():
            self.wins[w] += 1

    def lines(self) -> list[str]:
        c = self.c
        games = max(c["games"], 1)
        played = max(c["made"] + c["failed"], 1)
        return [
            f"games            {c['games']}  (finished {c['finished']}, "
            f"unfinished {c['games'] - c['finished']})",
            f"deals            {c['deals']}  ({c['deals'] / games:.1f} per game)",
            f"redeals          {c['redeal']}",
            f"contracts made   {c['made']}  ({100 * c['made'] / played:.1f}%)",
            f"contracts failed {c['failed']}  ({100 * c['failed'] / played:.1f}%)",
            f"rospisat'        {c['rospisat']}  (penalised {c['mark_rospisat_penalty']}), "
            f"spisat' {c['spisat']}",
            f"zero marks       {c['mark_zero']}  (penalised {c['mark_zero_penalty']})",
            f"barrel climbs    {c['mark_barrel_on']}",
            f"barrel falls     {c['mark_barrel_off']}  (after three deals "
            f"{c['mark_barrel_penalty']})",
            f"golden deals     {c['mark_golden'] // max(len(self.wins), 1)}",
            "wins per seat    " + "  ".join(f"{s}: {w}" for s, w in enumerate(self.wins)),
        ]


def run(args: argparse.Namespace) -> int:
    try:
        rules = parse_rules(args.rules, args.players)
        names = bots_by_seat(args.bots or ["simple"], rules.players, bot_name)
    except (RulesError, ValueError) as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    if out_folder_refused("simulate", args.out):
        return 2
    tally = Tally(rules.players)
    started = time.perf_counter()
    for g in range(args.games):
        game_seed = args.seed * 1_000_003 + g
        bots = [make_bot(name, game_seed * 7 + s) for s, name in enumerate(names)]
        match = Match(rules, [f"{n.title()} {s + 1}" for s, n in enumerate(names)],
                      random.Random(game_seed))
        play_match(match, bots, args.max_deals)
        tally.add(match)
        if args.out:
            from game.tysiacha.records import save_record
            path = args.out / f"game-{g + 1:04d}.tysiacha.yaml"
            try:
                save_record(match, path)
            except OSError as e:
                print(f"simulate: --out {escape_controls(str(args.out))}: {path.name} cannot "
                      "be written "
                      f"({e.strerror or e})", file=sys.stderr)
                return 2
    elapsed = time.perf_counter() - started
    print(f"simulate: {args.games} games, {rules.players} players, bots {','.join(names)}, "
          f"seed {args.seed}, {elapsed:.1f} s")
    changed = rules.to_mapping(only_changed=True)
    if changed:
        print("rules            " + ", ".join(f"{k}={v}" for k, v in changed.items()))
    for line in Tally.lines(tally):
        print(line)
    if args.out:
        print(f"records          {args.out}/game-0001.tysiacha.yaml ...")
    return 0
