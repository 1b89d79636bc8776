"""The envelope every game's record file shares (DESIGN.md, game/core): YAML read with the
line of every key and item kept for the error messages, and RecordError, the one error a
file that is not a record gives. The games' record modules build on it."""
from __future__ import annotations

import os
from typing import Any, Optional, Union

from . import yamlfile
from .yamlfile import LineDict, LineList, ReadError


class RecordError(ReadError):
    """The data is not a valid record (its structure, not its rules). `line` is the
    line of the file (1-based) when known. Control characters in the message (a value
    quoted from the file) are escaped."""

    def __init__(self, message: str, line: Optional[int] = None, kind: str = "record"):
        super().__init__(message, line, kind)


def line_of(container: Any, key: Any = None) -> Optional[int]:
    """The line of `container[key]` (or of the container itself) if the data knows it."""
    if key is None:
        return getattr(container, "line", None)
    if isinstance(container, LineDict):
        return container.key_lines.get(key, container.line)
    if isinstance(container, LineList):
        if isinstance(key, int) and 0 <= key < len(container.item_lines):
            return container.item_lines[key]
        return container.line
    return None


# ---------------------------------------------------------------------- reading
def parse_yaml(text: str) -> Any:
    """Plain data from YAML text, with LineDict/LineList carrying 1-based lines.
    RecordError for text that is not YAML data (game/core/yamlfile.py: bad syntax, too
    deep, a key given twice, a tag, aliases that expand too far), with its line."""
    try:
        return yamlfile.parse(text, yamlfile.RECORD, lines=True)
    except ReadError as e:
        raise RecordError(e.message, e.line, e.kind) from None


def read_record_text(path: Union[str, os.PathLike]) -> str:
    """The text of a record file, at most yamlfile.RECORD.max_bytes of it; RecordError
    saying why it cannot be read."""
    try:
        return yamlfile.read_text(path, yamlfile.RECORD)
    except ReadError as e:
        raise RecordError(e.message, e.line, e.kind) from None
