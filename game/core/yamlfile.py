"""The one reader of every YAML file the program reads, the player's (settings.yaml, a
record named on the command line) or its own (saves, table files, statistics, menu.yaml,
window.yaml): whatever is wrong with a file, it becomes one ReadError with a one-line
message naming the file, the line where known, and what is wrong. Nothing else escapes:
no RecursionError from a file nested 3,000 deep, no reading on forever from /dev/zero,
no ValueError from `!!int ten`, no object of a type the program never wrote.

What each caller does with the error is its own: settings fall back to the defaults,
the program's own files are set aside (fileio.set_aside), a record on the command line
exits with status 2.
"""
from __future__ import annotations

import os
import stat
import unicodedata
from dataclasses import dataclass
from typing import Any, Optional, Union

import yaml

MAX_DEPTH = 40  # a record nests 5 deep, the statistics 6: 40 is room to spare


@dataclass(frozen=True)
class FileKind:
    """What a kind of file is called in a message, and how much of it may be read:
    `max_bytes` of text (checked while reading, so a pipe or /dev/zero is cut off too)
    and `max_nodes` values once aliases are expanded (at most twice the text's length
    in any case: a few aliases can stand for billions of values)."""

    what: str
    max_bytes: int
    max_nodes: int
    # a named pipe may stand for it (`replay <(...)`, a record the player names); the
    # program's own files never: one in their place is refused, not waited on
    pipes: bool = True


# A game of 1000 or Tichu is a few tens of kilobytes; a simulated game capped at 2000
# deals a few megabytes.
RECORD = FileKind("record file", 16 << 20, 1_000_000)
# the full default settings file is 10 KB
SETTINGS = FileKind("settings file", 1 << 20, 100_000, pipes=False)
# every game played adds half a kilobyte: 64 MB is a hundred thousand games
STATISTICS = FileKind("statistics file", 64 << 20, 20_000_000, pipes=False)
TABLE = FileKind("table file", 64 << 10, 10_000, pipes=False)  # who sits where: a few lines
MENU = FileKind("menu file", 64 << 10, 1_000, pipes=False)
WINDOW = FileKind("window file", 64 << 10, 1_000, pipes=False)
LESSONS = FileKind("lessons file", 64 << 10, 10_000, pipes=False)  # the lessons done
KINDS = (RECORD, SETTINGS, STATISTICS, TABLE, MENU, WINDOW, LESSONS)


class ReadError(ValueError):
    """A file, or a text, that cannot be read as YAML data. `message` says what is wrong
    in a few words, `line` (1-based) where when known, `path` which file when known;
    `kind` is one of missing, folder, os (the file cannot be opened or read), special (a
    named pipe or a socket where the file belongs: never waited on), size,
    encoding, syntax, depth, nodes (aliases that expand too far), tag, value (a tagged
    value that is not one), key (a key repeated or not a single value). str() is the
    one-line report: `PATH, line N: MESSAGE`."""

    def __init__(self, message: str, line: Optional[int] = None, kind: str = "",
                 path: Optional[Union[str, os.PathLike]] = None, detail: str = ""):
        message = escape_controls(str(message))  # a newline too: the report is one line
        super().__init__(message)
        self.message = message
        self.line = line
        self.kind = kind
        self.path = path
        self.detail = detail  # the system's words for an OSError ("Permission denied")

    def __str__(self) -> str:
        where = [str(self.path)] if self.path is not None else []
        if self.line:
            where.append(f"line {self.line}")
        return f"{', '.join(where)}: {self.message}" if where else self.message

    def at(self, path: Union[str, os.PathLike]) -> "ReadError":
        """This error naming `path` (the same kind, message and line)."""
        return ReadError(self.message, self.line, self.kind, path, self.detail)


# ---------------------------------------------------------------------- control characters
# C0 and C1 controls (ESC starts a terminal's escape sequence), DEL, the line and paragraph
# separators, and the marks that reorder text on screen (a name that reads backwards).
_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def _is_control(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Zl", "Zp") or ch in _BIDI


def strip_controls(text: str) -> str:
    """`text` without the characters escape_controls would escape: what a name typed at
    the table keeps, so that it reads back from the record exactly as it was typed."""
    return "".join(ch for ch in text if not _is_control(ch))


def escape_controls(text: str) -> str:
    """`text` with every control character written as its escape (`\\x1b`, `\\n`,
    `\\u202e`), so that it shows as what it is on a terminal or on the table, and
    changes nothing there. Text without one is returned as it is."""
    if text.isprintable() and not any(ch in _BIDI for ch in text):
        return text
    return "".join(repr(ch)[1:-1] if _is_control(ch) else ch for ch in text)


# ---------------------------------------------------------------------- the bytes
def size_text(n: int) -> str:
    return f"{n >> 20} MB" if n >= 1 << 20 else f"{n >> 10} KB"


def read_bytes(path: Union[str, os.PathLike], kind: FileKind) -> bytes:
    """The file's bytes, at most `kind.max_bytes` of them: a larger file (or a device or
    pipe that goes on) is refused after reading one byte more, whatever its size says."""
    try:
        # O_NONBLOCK: a named pipe in the file's place is opened without waiting for a
        # writer, and then refused (reading it would wait for ever)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISSOCK(mode) or (stat.S_ISFIFO(mode) and not kind.pipes):
                raise ReadError(f"is a named pipe or a socket, not a {kind.what}",
                                kind="special", path=path, detail="a named pipe or a socket")
            if hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)
            with os.fdopen(fd, "rb") as f:
                fd = -1
                data = f.read(kind.max_bytes + 1)
        finally:
            if fd >= 0:
                os.close(fd)
    except FileNotFoundError:
        raise ReadError("no such file", kind="missing", path=path) from None
    except IsADirectoryError:
        raise ReadError(f"is a folder, not a {kind.what}", kind="folder", path=path,
                        detail="Is a directory") from None
    except OSError as e:
        why = e.strerror or str(e)
        raise ReadError(f"cannot read the file: {why}", kind="os", path=path,
                        detail=why) from None
    if len(data) > kind.max_bytes:
        raise ReadError(f"too large: more than {size_text(kind.max_bytes)}, the most a "
                        f"{kind.what} may hold", kind="size", path=path)
    return data


def decode(data: bytes, path: Optional[Union[str, os.PathLike]] = None) -> str:
    """UTF-8 text (a byte-order mark is dropped); ReadError with the line otherwise."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise ReadError("not UTF-8 text (save the file as UTF-8)", line, "encoding",
                        path) from None


def read_text(path: Union[str, os.PathLike], kind: FileKind) -> str:
    return decode(read_bytes(path, kind), path)


# ---------------------------------------------------------------------- the YAML
def _without_timestamps(loader: type) -> type:
    """`loader` reading a plain 2026-01-05 as the text it is: a date is no value any
    file of the program holds, and a bad one (2026-13-45) raised ValueError."""
    stamp = "tag:yaml.org,2002:timestamp"
    resolvers = {first: [(tag, rx) for tag, rx in pairs if tag != stamp]
                 for first, pairs in loader.yaml_implicit_resolvers.items()}
    return type(f"Plain{loader.__name__}", (loader,), {"yaml_implicit_resolvers": resolvers})


FAST_LOADER = _without_timestamps(getattr(yaml, "CSafeLoader", yaml.SafeLoader))

_BASE = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_BASE + t for t in ("null", "bool", "int", "float", "str")}


def _tag_text(tag: str) -> str:
    return "!!" + tag[len(_BASE):] if tag.startswith(_BASE) else tag


def _syntax_error(e: yaml.YAMLError, text: str) -> ReadError:
    """The parser's complaint in one line: the problem, a hint for the usual slips, where
    the construct it was in started, and the line."""
    if "maximum nesting depth" in str(e):
        # libyaml (PyYAML 6.0.4's wheels) has a nesting limit of its own and scans ahead
        # of the events _check_depth counts: the same refusal, in the same words
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        line = min(mark.line + 1, text.count("\n") + 1) if mark else None
        return ReadError(f"nests deeper than {MAX_DEPTH} levels", line, "depth")
    if not isinstance(e, yaml.MarkedYAMLError):
        return ReadError(f"not valid YAML: {str(e).splitlines()[0] if str(e) else e}",
                         kind="syntax")
    mark = e.problem_mark or e.context_mark
    problem = e.problem or e.context or "not YAML"
    if "'\\t'" in problem:
        problem = "a tab character (indent with spaces)"
    elif problem.startswith("expected <block end>"):
        problem += " (bad indentation: keys of one mapping must line up)"
    if e.problem and e.context and e.context_mark and e.problem_mark and (
            e.context_mark.line != e.problem_mark.line):
        problem += f" ({e.context} on line {e.context_mark.line + 1})"
    line = min(mark.line + 1, text.count("\n") + 1) if mark else None
    return ReadError(f"not valid YAML: {problem}", line, "syntax")


def _check_depth(text: str, loader: type) -> None:
    """Refuse a text that nests deeper than MAX_DEPTH, before it is composed (composing
    recurses once per level, and 3,000 levels overflow Python's stack)."""
    depth = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise ReadError(f"nests deeper than {MAX_DEPTH} levels",
                                event.start_mark.line + 1, "depth")
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            depth -= 1


def compose(text: str, loader: type = yaml.SafeLoader) -> Optional[yaml.Node]:
    """The YAML nodes of `text` (None for an empty text), each with its marks: for a
    reader that reports on what was written (settings.yaml). ReadError for text that is
    not YAML or nests too deep."""
    try:
        _check_depth(text, loader)
        return yaml.compose(text, Loader=loader)
    except yaml.YAMLError as e:
        raise _syntax_error(e, text) from None
    except RecursionError:  # cannot happen after the check: one line all the same
        raise ReadError(f"nests deeper than {MAX_DEPTH} levels", kind="depth") from None


def parse(text: str, kind: FileKind, lines: bool = False) -> Any:
    """The plain data of a YAML text: None, booleans, whole numbers, numbers, text, lists
    and mappings, and nothing else (a tag for any other type is refused). With `lines`
    every mapping is a LineDict and every list a LineList carrying the 1-based lines of
    its keys and items, for messages that point into the file. ReadError (with the line)
    for anything that is not such data: bad syntax, too deep, a key given twice or that
    is a list, a recursive alias or aliases that expand past `kind.max_nodes`."""
    loader = FAST_LOADER(text)
    try:
        _check_depth(text, FAST_LOADER)
        # a value takes two characters at least ("a," or "- a"): more values than
        # that come from aliases, and a few can stand for billions
        limit = min(kind.max_nodes, 2 * len(text) + 1000)
        return _Events(loader, limit, lines).document()
    except yaml.YAMLError as e:
        raise _syntax_error(e, text) from None
    except RecursionError:
        raise ReadError(f"nests deeper than {MAX_DEPTH} levels", kind="depth") from None
    finally:
        loader.dispose()


def read(path: Union[str, os.PathLike], kind: FileKind, lines: bool = False) -> Any:
    """The plain data of the YAML file at `path` (see read_bytes and parse); every
    ReadError names the file."""
    text = read_text(path, kind)
    try:
        return parse(text, kind, lines)
    except ReadError as e:
        raise e.at(path) from None


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


_BUILDING = object()  # an anchor whose value is being built (an alias to it is recursive)


class _Events:
    """Plain data built straight from the parser's events, with no graph of nodes in
    between: a long file costs its data (a record of 12 MB a few hundred MB, not the
    1.4 GB its nodes took). An alias gives the value of its anchor again, the same
    object; what aliases repeat is counted, and refused past `max_nodes` values."""

    def __init__(self, loader, max_nodes: int, lines: bool):
        self.loader = loader
        self.max_nodes = max_nodes
        self.lines = lines
        self.count = 0  # values given again through an alias
        self.anchors: dict = {}  # anchor -> (value, values in it, its depth) or _BUILDING

    def document(self) -> Any:
        """The one document of the stream, or None (as Composer.get_single_node)."""
        loader = self.loader
        loader.get_event()  # the stream's start
        value = None
        start = None
        if not loader.check_event(yaml.StreamEndEvent):
            start = loader.get_event().start_mark  # the document's start
            value = self.value(1)[0]
            loader.get_event()  # its end
            self.anchors = {}
        if not loader.check_event(yaml.StreamEndEvent):
            event = loader.get_event()
            raise yaml.composer.ComposerError("expected a single document in the stream",
                                              start, "but found another document",
                                              event.start_mark)
        loader.get_event()
        return value

    def value(self, depth: int) -> tuple[Any, int, int]:
        """(the value of the next event, the values in it, its depth)."""
        loader = self.loader
        event = loader.get_event()
        line = event.start_mark.line + 1
        if depth > MAX_DEPTH:
            raise ReadError(f"nests deeper than {MAX_DEPTH} levels", line, "depth")
        if isinstance(event, yaml.AliasEvent):
            known = self.anchors.get(event.anchor)
            if known is None:
                raise yaml.composer.ComposerError(None, None, "found undefined alias %r"
                                                  % event.anchor, event.start_mark)
            if known is _BUILDING:
                raise ReadError("a recursive alias", line, "nodes")
            value, size, deep = known
            self.count += size
            if self.count > self.max_nodes:
                raise ReadError("too large: its aliases expand too far", line, "nodes")
            if depth + deep - 1 > MAX_DEPTH:  # (the parser's events do not show it)
                raise ReadError(f"nests deeper than {MAX_DEPTH} levels", line, "depth")
            return value, size, deep
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            self.anchors[anchor] = _BUILDING
        if isinstance(event, yaml.ScalarEvent):
            out = (self.scalar(event, line), 1, 1)
        elif isinstance(event, yaml.SequenceStartEvent):
            out = self.sequence(event, line, depth)
        elif isinstance(event, yaml.MappingStartEvent):
            out = self.mapping(event, line, depth)
        else:  # (the parser gives nothing else where a value belongs)
            raise ReadError("not valid YAML", line, "syntax")
        if anchor is not None:
            self.anchors[anchor] = out
        return out

    def _tag(self, event, kind: type, value) -> str:
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(kind, value, event.implicit)
        return tag

    def scalar(self, event, line: int) -> Any:
        tag = self._tag(event, yaml.ScalarNode, event.value)
        if tag not in _SCALAR_TAGS:
            raise ReadError(f"the tag {_tag_text(tag)} is not allowed here", line, "tag")
        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark,
                               event.style)
        try:
            return self.loader.yaml_constructors[tag](self.loader, node)
        except Exception:  # !!int ten, !!bool maybe: ValueError, KeyError ...
            shown = event.value if len(event.value) <= 40 else event.value[:37] + "..."
            raise ReadError(f"{shown!r} is not a valid {_tag_text(tag)}", line,
                            "value") from None

    def sequence(self, event, line: int, depth: int) -> tuple[Any, int, int]:
        tag = self._tag(event, yaml.SequenceNode, None)
        if tag != _BASE + "seq":
            raise ReadError(f"the tag {_tag_text(tag)} is not allowed here", line, "tag")
        loader = self.loader
        items, item_lines, size, deep = [], [], 1, 0
        while not loader.check_event(yaml.SequenceEndEvent):
            if self.lines:
                item_lines.append(loader.peek_event().start_mark.line + 1)
            value, n, d = self.value(depth + 1)
            items.append(value)
            size += n
            deep = max(deep, d)
        loader.get_event()
        if not self.lines:
            return items, size, deep + 1
        out = LineList(items, line=line)
        out.item_lines = item_lines
        return out, size, deep + 1

    def mapping(self, event, line: int, depth: int) -> tuple[Any, int, int]:
        tag = self._tag(event, yaml.MappingNode, None)
        if tag != _BASE + "map":
            raise ReadError(f"the tag {_tag_text(tag)} is not allowed here", line, "tag")
        loader = self.loader
        out = LineDict(line=line) if self.lines else {}
        size, deep = 1, 0
        while not loader.check_event(yaml.MappingEndEvent):
            key_line = loader.peek_event().start_mark.line + 1
            key, n, d = self.value(depth + 1)
            if isinstance(key, (dict, list)):
                raise ReadError("a key must be a single value, not a list or mapping",
                                key_line, "key")
            if key in out:
                raise ReadError(f"{key!r} is given twice", key_line, "key")
            value, m, e = self.value(depth + 1)
            out[key] = value
            if self.lines:
                out.key_lines[key] = key_line
            size += n + m
            deep = max(deep, d, e)
        loader.get_event()
        return out, size, deep + 1
