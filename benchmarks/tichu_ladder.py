"""A long Tichu duplicate tournament that can stop and go on: the rounds played so far are
kept in a file, one line per round, and a run plays only the rounds still missing.

    python benchmarks/tichu_ladder.py hard normal [--rounds 1000] [--seed 2026]
                                      [--jobs 2] [--block 10] [--store FILE] [--report]

Each round is the tournament's (`tysiacha tournament --game tichu --bots A,B --deals N
--seed S`): the same deal, bots and seeds, played in both seatings, so the figures are
the ones that command prints for the same rounds, however many runs they took, on
however busy a machine (the bots' budgets are counted in playouts, not seconds).

The store (default benchmarks/results/tichu-A-B-seedS.jsonl) holds, per round, a
fingerprint of the code that played it (Tichu's engine but its record reader, its bots,
the bits, shuffle and clock of game/core: only the rounds of the code as it is now
count, so a change to a bot starts the measurement afresh), both bots' points, the
counts (out first, double wins, calls made and failed) and the decision times in tenths
of a millisecond; `--report` prints the table of what it holds without playing (`--code`
names an earlier fingerprint to print that code's rounds). A level
taking an hour or more over 1,000 rounds can so be measured over several sessions: the
workers write each block of `--block` rounds as they finish it, and each takes the next
block at once, so a run stopped loses at most a block per worker.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tichu.cli.play import play_chunk, report  # noqa: E402
from game.core.jobs import iter_jobs  # noqa: E402
from game.tichu.ai import bot_name  # noqa: E402
from game.tichu.engine.rules import TichuRules  # noqa: E402

RESULTS = Path(__file__).parent / "results"
GAME = Path(__file__).resolve().parent.parent / "game"
BLOCK = 10  # rounds a worker plays before its lines are written


def fingerprint() -> str:
    """What the figures depend on: the code of Tichu's engine and bots and of the parts
    of the kit they play with (a change there makes the stored rounds another bot's)."""
    h = hashlib.sha256()
    kit = [GAME / "core" / f"{name}.py" for name in ("bits", "shuffle", "clock")]
    engine = [p for p in (GAME / "tichu" / "engine").glob("*.py") if p.name != "record.py"]
    for path in sorted([*engine, *(GAME / "tichu" / "ai").glob("*.py"), *kit]):
        h.update(path.relative_to(GAME).as_posix().encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:12]


def load(store: Path, code: str) -> tuple[dict[int, dict], int]:
    """The rounds the store holds that were played by this code, by round number, and
    how many lines were left out as another code's (a torn last line, from a run killed
    while writing, or a line without a round's fields, is skipped: that round is played
    again)."""
    out: dict[int, dict] = {}
    other = 0
    if store.exists():
        for line in store.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue
            if not isinstance(row, dict) or row.get("code") != code:
                other += isinstance(row, dict)
                continue
            if whole(row):
                out[row["round"]] = row
    return out, other


def whole(row: dict) -> bool:
    """Whether a stored line has every field of a round, two bots' worth."""
    return (isinstance(row.get("round"), int) and isinstance(row.get("points"), list)
            and len(row["points"]) == 2 and all(
                isinstance(row.get(k), list) and len(row[k]) == 2 for k in ("counts", "times")))


def append(store: Path, rows: list[dict]) -> None:
    """The rows at the end of the store, each on its own line (after a torn last line,
    which load() then skips, on a line of their own)."""
    torn = store.exists() and store.stat().st_size and not store.read_bytes().endswith(b"\n")
    with store.open("a", encoding="utf-8") as f:
        f.write("\n" if torn else "")
        for row in rows:
            f.write(json.dumps(row, separators=(",", ":")) + "\n")


def as_result(row: dict, names: list[str]) -> dict:
    """A stored round as play_chunk's result for that one round."""
    return {"per_round": {row["round"]: tuple(row["points"])},
            "times": {n: [t / 10_000 for t in row["times"][i]] for i, n in enumerate(names)},
            "counts": {n: row["counts"][i] for i, n in enumerate(names)},
            "wins": {}, "games": 0}


def rows_of(result: dict, names: list[str], code: str) -> list[dict]:
    """play_chunk's result for one round as the store's line."""
    (d, points), = result["per_round"].items()
    return [{"round": d, "code": code, "points": list(points),
             "counts": [dict(result["counts"][n]) for n in names],
             "times": [[round(t * 10_000) for t in result["times"][n]] for n in names]}]


def play_block(task) -> list[dict]:
    names, seed, rounds, code = task
    rows = []
    for d in rounds:
        rows += rows_of(play_chunk((names, TichuRules(), seed, [d], 0)), names, code)
    return rows


def progress(stored: int, rounds: int, played: int, to_play: int, seconds: float) -> str:
    """`  40 of 1000 rounds (4.8 a minute; about 3 h 20 min to go)`."""
    rate = played / seconds * 60 if seconds > 0 else 0.0
    left = (to_play - played) / rate if rate else 0.0
    ahead = f"; about {int(left // 60)} h {int(left % 60)} min to go" if played < to_play else ""
    return f"  {stored} of {rounds} rounds ({rate:.1f} a minute{ahead})"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--rounds", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--block", type=int, default=BLOCK,
                    help=f"rounds a worker plays before it writes them (default {BLOCK})")
    ap.add_argument("--store", type=Path)
    ap.add_argument("--report", action="store_true", help="print what the store holds")
    ap.add_argument("--code", metavar="FINGERPRINT",
                    help="with --report: the rounds an earlier code played (its fingerprint, "
                         "as the store's lines give it) instead of this code's")
    args = ap.parse_args(argv)
    names = [bot_name(args.a), bot_name(args.b)]
    store = args.store or RESULTS / f"tichu-{names[0]}-{names[1]}-seed{args.seed}.jsonl"
    code = fingerprint()
    if args.code and not args.report:
        ap.error("--code only reports (rounds are played by the code as it is)")
    if args.code and args.code != code:
        print(f"the rounds of code {args.code}, not this code ({code}): how that code "
              f"played, not how this one does")
        code = args.code
    have, other = load(store, code)
    if other:
        print(f"{other} stored rounds were played by other code than {code} and are "
              f"left out")
    missing = [d for d in range(args.rounds) if d not in have]
    stored_before = sum(d < args.rounds for d in have)
    started = time.perf_counter()
    if missing and not args.report:
        store.parent.mkdir(parents=True, exist_ok=True)
        size = max(1, args.block)
        blocks = [missing[i:i + size] for i in range(0, len(missing), size)]
        print(f"{len(have)} rounds stored, {len(missing)} to play in {len(blocks)} blocks "
              f"of {size}", flush=True)
        # each worker takes the next block as soon as it is done with one (none waits for
        # a slower one), so a killed run loses at most one block per worker; each
        # block's lines are appended as it comes back, in whatever order
        tasks = [(names, args.seed, b, code) for b in blocks]
        played = 0
        for rows in iter_jobs(play_block, tasks, args.jobs):
            append(store, rows)
            have.update((row["round"], row) for row in rows)
            played += len(rows)
            print(progress(sum(d < args.rounds for d in have), args.rounds, played,
                           len(missing), time.perf_counter() - started), flush=True)
    done = sorted(d for d in have if d < args.rounds)
    if not done:
        print("no rounds stored")
        return 0
    ns = argparse.Namespace(deals=len(done), seed=args.seed)
    lines = report(names, [as_result(have[d], names) for d in done], ns, TichuRules(), 0.0)
    # the tournament's header ends in its own seconds; the rounds here took several runs
    head = lines[0].rsplit(", ", 1)[0]
    ran = len(done) - stored_before
    lines[0] = head + (f", {ran} of them played now in {time.perf_counter() - started:.0f} s"
                       if ran > 0 else ", all from the store")
    for line in lines:
        print(line)
    if len(done) < args.rounds:
        print(f"(rounds 0..{args.rounds - 1}: {len(done)} played so far; run again to go on)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
