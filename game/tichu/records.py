"""Tichu record files (`.tichu.yaml`, docs/TICHU_RECORD_FORMAT.md): reading with lines for
the messages, writing in the format's layout (hands as flow lists, an action a line),
saving atomically."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Optional, Union

import yaml

from game.core.recordfile import parse_yaml, read_record_text
from game.fileio import write_atomic

from .engine.match import Match
from .engine.record import header_data, replay_data, round_data

SUFFIX = ".tichu.yaml"


def load_match(path: Union[str, os.PathLike]) -> Match:
    """The game a `.tichu.yaml` file records, replayed and checked: RecordError for a file
    that is not a record, ReplayError for a step that breaks a rule."""
    return replay_data(parse_yaml(read_record_text(path)))


def _flow(value) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True,
                          width=1 << 30, sort_keys=False)
    return text[:-5] if text.endswith("\n...\n") else text.rstrip("\n")


def dump_match_text(match: Match, cache: Optional[dict] = None) -> str:
    """The record's text. With `cache` (a dict kept by the caller between calls, as the
    table saves after every action), a finished round's lines are made once: otherwise
    each save would replay the whole game."""
    data = header_data(match)
    lines = [f"format: {data['format']}"]
    if "rules" in data:
        lines.append(f"rules: {_flow(data['rules'])}")
    lines.append(f"players: {_flow(data['players'])}")
    lines.append(f"first_dealer: {data['first_dealer']}")
    lines.append("rounds:" + ("" if match.rounds else " []"))
    for rnd in match.rounds:
        got = cache.get(id(rnd)) if cache is not None else None
        if got is None or got[0] is not rnd:
            got = (rnd, _round_lines(round_data(match.rules, rnd)))
            if cache is not None and rnd.over:
                cache[id(rnd)] = got
        lines += got[1]
    return "\n".join(lines) + "\n"


def _round_lines(rd: dict) -> list[str]:
    lines = ["  - hands:"]
    lines += [f"      - {_flow(h)}" for h in rd["hands"]]
    lines.append("    actions:" + ("" if rd["actions"] else " []"))
    lines += [f"      - {_flow(a) if a[:1] in '[{' else a}" for a in rd["actions"]]
    return lines


def save_match(match: Match, path: Union[str, os.PathLike]) -> Path:
    return write_atomic(path, dump_match_text(match).encode("utf-8"))


def is_tichu_record(path: Union[str, os.PathLike]) -> bool:
    """By its name, or failing that by its first lines' format."""
    if str(path).endswith(SUFFIX):
        return True
    try:
        with open(path, "rb") as f:
            head = f.read(400).decode("utf-8", "replace")
    except OSError:
        return False
    return "tichu-record/" in head
