"""Checking the plain data of a record (as the one YAML reader gives it, with lines) field
by field, the same way for every game: a field of the wrong type is refused with a
RecordError naming the field, what it must be and what it is (`players: seat 0's name
must be text, not a list`), at the field's line. Both games' record readers are built
on these (game/tysiacha/engine/record_read.py, game/tichu/engine/record.py)."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from .recordfile import RecordError, line_of
from .yamlfile import escape_controls


def type_name(value: Any) -> str:
    """A value as a message shows it: `nothing`, `true`, `a list`, `'text'`, `12`."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return "a mapping" if isinstance(value, dict) else "a list"
    return repr(value) if isinstance(value, str) else str(value)


def mapping(value: Any, where: str, line: Optional[int], keys: Sequence) -> dict:
    """`value` if it is a mapping whose keys are all among `keys`."""
    if not isinstance(value, dict):
        raise RecordError(f"{where} must be a mapping, not {type_name(value)}", line)
    for key in value:
        if key not in keys:
            raise RecordError(f"{where}: unknown key {key!r}; known keys: "
                              + ", ".join(map(str, keys)), line_of(value, key))
    return value


def list_of(value: Any, where: str, line: Optional[int]) -> list:
    if not isinstance(value, list):
        raise RecordError(f"{where} must be a list, not {type_name(value)}", line)
    return value


def whole_number(value: Any, where: str, line: Optional[int], low: Optional[int] = None,
                 high: Optional[int] = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{where} must be a whole number, not {type_name(value)}", line)
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise RecordError(f"{where} must be {span}, not {value}", line)
    return value


def text(value: Any, where: str, line: Optional[int]) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{where} must be text, not {type_name(value)}", line)
    return value


def player_names(value: Any, where: str, line: Optional[int]) -> list[str]:
    """The players' names, seat 0 first: a list of non-empty texts. A control character
    in a name (an escape sequence that would colour a terminal) is kept as its escape,
    `\\x1b`, so the name shows as what it is wherever it is printed or drawn."""
    names = list_of(value, where, line)
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip():
            raise RecordError(f"{where}: seat {i}'s name must be text, not "
                              f"{type_name(name)}", line_of(names, i))
    return [escape_controls(name) for name in names]
