"""The envelope every game's record file shares (DESIGN.md, game/core): YAML read with the
line of every key and item kept for the error messages, and RecordError, the one error a
file that is not a record gives. The games' record modules build on it."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Optional, Union

import yaml

class RecordError(ValueError):
    """The data is not a valid record (its structure, not its rules). `line` is the
    line of the file (1-based) when known."""

    def __init__(self, message: str, line: Optional[int] = None):
        super().__init__(message)
        self.message = message
        self.line = line

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


class LineDict(dict):
    """A mapping read from a file: `line` of the mapping, `key_lines` {key: line}."""

    def __init__(self, *args, line: Optional[int] = None, **kw):
        super().__init__(*args, **kw)
        self.line = line
        self.key_lines: dict[Any, int] = {}


class LineList(list):
    """A sequence read from a file: `line` of the sequence, `item_lines` [line]."""

    def __init__(self, *args, line: Optional[int] = None):
        super().__init__(*args)
        self.line = line
        self.item_lines: list[int] = []


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
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_MAX_NODES = 200_000  # a record has a few thousand; aliases must not blow it up


# ---------------------------------------------------------------------- reading
def parse_yaml(text: str) -> Any:
    """Plain data from YAML text, with LineDict/LineList carrying 1-based lines.
    RecordError for text that is not YAML (with its line) or repeats a key."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        return _Builder(loader).build(node)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        problem = e.problem or e.context or "not YAML"
        if e.problem and e.context and e.context_mark and e.problem_mark and (
                e.context_mark.line != e.problem_mark.line):
            problem += f" ({e.context} on line {e.context_mark.line + 1})"
        line = min(mark.line + 1, text.count("\n") + 1) if mark else None
        raise RecordError(f"not valid YAML: {problem}", line) from None
    except yaml.YAMLError as e:
        raise RecordError(f"not valid YAML: {e}") from None
    finally:
        loader.dispose()


class _Builder:
    def __init__(self, loader):
        self.loader = loader
        self.count = 0
        self.active: set[int] = set()  # nodes being built: a recursive alias is refused

    def build(self, node: yaml.Node) -> Any:
        self.count += 1
        line = node.start_mark.line + 1
        if self.count > _MAX_NODES:
            raise RecordError("the file is too large or its aliases expand too far", line)
        if isinstance(node, yaml.ScalarNode):
            return self.loader.construct_object(node, deep=True)
        if id(node) in self.active:
            raise RecordError("a recursive alias", line)
        self.active.add(id(node))
        try:
            if isinstance(node, yaml.SequenceNode):
                out = LineList(line=line)
                for item in node.value:
                    out.append(self.build(item))
                    out.item_lines.append(item.start_mark.line + 1)
                return out
            out = LineDict(line=line)
            for key_node, value_node in node.value:
                key = self.build(key_node)
                key_line = key_node.start_mark.line + 1
                try:
                    hash(key)
                except TypeError:
                    raise RecordError("a key must be a single value, not a list or mapping",
                                      key_line) from None
                if key in out:
                    raise RecordError(f"{key!r} is given twice", key_line)
                out[key] = self.build(value_node)
                out.key_lines[key] = key_line
            return out
        finally:
            self.active.discard(id(node))


def read_record_text(path: Union[str, os.PathLike]) -> str:
    """The text of a record file; RecordError saying why it cannot be read."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise RecordError("no such file") from None
    except IsADirectoryError:
        raise RecordError("is a folder, not a record file") from None
    except OSError as e:
        raise RecordError(f"cannot read the file: {e.strerror or e}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError("not a text file in UTF-8") from None
