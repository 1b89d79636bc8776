"""Game record files (`.tysiacha.yaml`, RECORD_FORMAT.md): reading, writing, saving.

The engine's record.py holds the model and checks; this module does the YAML and the
files. YAML is composed, not loaded, so that every mapping key and sequence item keeps
its line for the error messages. Output is written by hand in the spec's layout (hands
as flow lists, keys in the spec's order) so that saving a loaded record gives the same
text back.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Optional, Union

import yaml

from ..core.recordfile import parse_yaml, read_record_text
from ..core.fileio import write_atomic
from .engine.match import Match
from .engine.record import Record, record_from_data, record_from_match, record_to_data

# ---------------------------------------------------------------------- reading
def parse_record_text(text: str) -> Record:
    """A Record from the text of a record file (RecordError if it is not one)."""
    return record_from_data(parse_yaml(text))


def load_record(path: Union[str, os.PathLike]) -> Record:
    """A Record from a `.tysiacha.yaml` file. RecordError names the problem (a file that
    cannot be read, bad YAML, an unknown key, a card that does not exist or is dealt
    twice ...) and its line where it has one."""
    return parse_record_text(read_record_text(path))


# ---------------------------------------------------------------------- writing
def _flow(value: Any) -> str:
    """A flow-style YAML rendering of a list or mapping of scalars, on one line. The
    table saves after every action, and most of a record (the rules, the players, the
    hands, the plays so far) is the same as at the last save: each text is made once."""
    key = _frozen(value)
    text = _FLOWS.get(key)
    if text is None:
        text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True,
                              width=1 << 30, sort_keys=False)
        text = text[:-5] if text.endswith("\n...\n") else text.rstrip("\n")
        if len(_FLOWS) >= 4096:
            _FLOWS.clear()
        _FLOWS[key] = text
    return text


_FLOWS: dict = {}


def _frozen(value: Any) -> tuple:
    """`value` as a key that tells every value apart (1 from True, "1" from 1)."""
    if isinstance(value, list):
        return ("list",) + tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return ("dict",) + tuple((_frozen(k), _frozen(v)) for k, v in value.items())
    return (type(value).__name__, value)


def _wrapped_flow(items: list, indent: int, per_line: int) -> str:
    """A flow list broken after every `per_line` items, continuation lines aligned."""
    if len(items) <= per_line:
        return _flow(items)
    chunks = [_flow(items[i:i + per_line])[1:-1] for i in range(0, len(items), per_line)]
    pad = " " * (indent + 1)
    return "[" + (",\n" + pad).join(chunks) + "]"


def dump_record_text(record: Union[Record, Match], cache: Optional[dict] = None) -> str:
    """The text of a record file in the layout of RECORD_FORMAT.md.

    `cache` (a dict the caller keeps between calls for one Match) holds the text of
    deals that are over, which never changes, so saving after every action of a long
    game costs one deal's text, not the whole game's."""
    finished = None
    if isinstance(record, Match):
        finished = [d.over for d in record.deals]
        record = record_from_match(record)
    data = record_to_data(record)
    lines = [f"format: {_flow(data['format'])}"]
    if "rules" in data:
        rules = data["rules"]
        if rules:
            lines.append("rules:")
            lines += [f"  {_flow(k)}: {_flow(v)}" for k, v in rules.items()]
        else:
            lines.append("rules: {}")
    lines.append(f"players: {_flow(data['players'])}")
    if "start" in data:
        start = data["start"]
        lines.append("start:" if start else "start: {}")
        lines += [f"  {k}: {_flow(v) if isinstance(v, (list, dict)) else _flow(v)}"
                  for k, v in start.items()]
    if "cut" in data:
        lines.append(f"cut: {_flow(data['cut'])}")
    if not data["deals"]:
        lines.append("deals: []")
    else:
        lines.append("deals:")
    for k, deal in enumerate(data["deals"], 1):
        cached = cache.get(k) if cache is not None and finished is not None else None
        if cached is None:
            cached = _deal_lines(k, deal)
            if cache is not None and finished is not None and finished[k - 1]:
                cache[k] = cached
        lines += cached
    return "\n".join(lines) + "\n"


def _deal_lines(k: int, deal: dict) -> list[str]:
    lines = [f"  # deal {k}"]
    first = True
    for key, value in deal.items():
        lead = "  - " if first else "    "
        first = False
        if key == "hands":
            lines.append(f"{lead}hands:")
            lines += [f"      - {_flow(h)}" for h in value]
        elif key == "plays":
            lines.append(f"{lead}plays: " + _wrapped_flow(value, len("    plays: "), 12))
        else:
            lines.append(f"{lead}{key}: {_flow(value)}")
    return lines


def save_record(record: Union[Record, Match], path: Union[str, os.PathLike],
                cache: Optional[dict] = None) -> Path:
    """Write a record (or a Match's record) to `path` atomically (game/core/fileio.py);
    `cache` as for dump_record_text."""
    return write_atomic(path, dump_record_text(record, cache).encode("utf-8"))
