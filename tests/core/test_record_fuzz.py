"""Fuzzing both games' record loaders: a seeded mutator changes a valid record (a token
swapped for odd YAML, a line dropped, doubled or moved, brackets, control characters,
bytes that are not UTF-8 ...) 1,500 times per game, and the loader must answer each with
its own clean error, RecordError (exit 2) or ReplayError (exit 1), or a replayed game,
and nothing else. Every 10th mutation also goes through `replay` itself, which must exit
0, 1 or 2 without reaching its last-resort "could not be replayed" line.

The seeds are fixed, so a failure repeats; TYSIACHA_FUZZ_SEED=N tries other mutations.
"""
from __future__ import annotations

import io
import os
import random
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from game.commands.replay import main as replay_main
from game.core.recordfile import RecordError
from tests.test_replay_cli import RECORD as RECORD_1000  # a 1000 record of two deals

MUTATIONS = 1500  # per game: 3,000 a run


def tichu_record() -> str:
    """The example of docs/TICHU_RECORD_FORMAT.md: a whole round and more."""
    doc = Path(__file__).resolve().parents[2] / "docs" / "TICHU_RECORD_FORMAT.md"
    return re.search(r"```yaml\n(.*?)```", doc.read_text(encoding="utf-8"), re.S).group(1)


# what a token may become: every YAML type and oddity, and words of both games
POOL = [
    "~", "null", "[]", "{}", "[[x]]", "{a: 1}", "true", "no", "on", "-1", "0", "3", "99",
    "99999999999999999999999", "1e400", ".nan", "-.inf", "0x1F", "0o17", "1_000", "10:20",
    '"\\e[31mRED"', '"\\u202e"', "'é'", '""', "!!binary aGk=", "!!int x", "!!float y",
    "!!bool maybe", "!!timestamp 2001-13-45", "2001-13-45", "2026-01-05",
    "!!python/object/apply:os.system [echo]", "!foo x", "!!set {a}", "!!omap [a: 1]",
    "!!str 5", "&a x", "*a", "*nowhere", "[", "]", "{", "}", "'", '"', "|", ">", "? x",
    "- - -", "<<: {a: 1}", "#", "%YAML 1.1", "---", "...", "[" * 50 + "]" * 50,
    "pass", "PH", "DR", "DOG", "MJ", "AS", "10H", "9S", "KD*", "ZZ", "as", "as 8", "as 99",
    "0 pass", "9 play AS", "0 play PH as 99", "1 gift 7", "2 wish Q", "0 give AS to 0",
    "0 grand yes", "3 tichu", "²", "0 give AS to ²", "players", "deals", "rounds", "hands",
    "actions", "prikup", "bids", "plays", "give", "raise", "start", "cut", "rules",
    "first_dealer", "format", "tournament: true", "target: 500", "players: 4",
]
CHARS = list("[]{},:-?&*!|>'\"%@`#\t\n ") + ["\x00", "\x1b", "\x7f", "\u2028", "\ufeff"]
TOKEN = re.compile(r"[^\s\[\]{},:#]+")


def mutate(text: str, rng: random.Random) -> bytes:
    """`text` with one to three random changes, as the bytes of a file."""
    data = None
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(10)
        lines = text.split("\n")
        if op <= 2:  # a token becomes something else (the commonest: reaches deepest)
            tokens = list(TOKEN.finditer(text))
            if tokens:  # none left once the text is cut short
                m = rng.choice(tokens)
                text = text[:m.start()] + rng.choice(POOL) + text[m.end():]
        elif op == 3:
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif op == 4:
            k = rng.randrange(len(lines))
            lines.insert(k, lines[k])
            text = "\n".join(lines)
        elif op == 5:
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif op == 6:
            k = rng.randrange(len(lines))
            lines[k] = lines[k][2:] if rng.random() < 0.5 else "  " + lines[k]
            text = "\n".join(lines)
        elif op == 7:
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(CHARS) + text[at:]
        elif op == 8:
            text = text[:rng.randrange(len(text) + 1)]
        else:  # bytes: one changed, which may leave the file no longer UTF-8
            raw = bytearray(text.encode("utf-8"))
            if raw:
                raw[rng.randrange(len(raw))] = rng.randrange(256)
            data = bytes(raw)
            break
    return data if data is not None else text.encode("utf-8")


def load_1000(path: Path) -> None:
    from game.tysiacha.engine.record import ReplayError, replay
    from game.tysiacha.records import load_record
    try:
        replay(load_record(path))
    except (RecordError, ReplayError):
        pass


def load_tichu(path: Path) -> None:
    from game.tichu.engine.record import ReplayError
    from game.tichu.records import load_match
    try:
        load_match(path)
    except (RecordError, ReplayError):
        pass


@pytest.mark.parametrize("game, seed", [("tysiacha", 1000), ("tichu", 2000)])
def test_mutated_records_give_only_the_loaders_own_errors(tmp_path, game, seed):
    base, load, suffix = ((RECORD_1000, load_1000, ".tysiacha.yaml") if game == "tysiacha"
                          else (tichu_record(), load_tichu, ".tichu.yaml"))
    seed += int(os.environ.get("TYSIACHA_FUZZ_SEED", "0"))
    rng = random.Random(seed)
    path = tmp_path / f"fuzzed{suffix}"
    path.write_text(base, encoding="utf-8")
    load(path)  # the base record loads
    for i in range(MUTATIONS):
        data = mutate(base, rng)
        path.write_bytes(data)
        try:
            load(path)
        except Exception as exc:  # anything but the loader's own errors is a bug
            keep = tmp_path.parent / f"fuzz-{game}-{seed}-{i}{suffix}"
            keep.write_bytes(data)
            raise AssertionError(f"mutation {i} (kept in {keep}): {type(exc).__name__}: "
                                 f"{exc}") from exc
        if i % 10 == 0:
            out, err = io.StringIO(), io.StringIO()
            with redirect_stdout(out), redirect_stderr(err):
                status = replay_main([str(path)])
            assert status in (0, 1, 2) and "could not be replayed" not in err.getvalue(), \
                (i, err.getvalue())
            assert status == 0 or err.getvalue().count("\n") == 1, (i, err.getvalue())
