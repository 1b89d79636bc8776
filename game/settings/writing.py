"""Saving settings.yaml: edit the player's file in place, keep its comments, write atomically.

Edits are computed from the YAML node marks of the file (so a value is replaced exactly
where it is written), applied from the end backwards, and the result is read back
before anything touches the disk.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Mapping

import yaml

from game import registry
from game.core.fileio import write_atomic
from game.settings.reading import (Entry, FileBroken, Parsed, Section, at, content_end, is_null,
                                   parse, read_text)
from game.settings.schema import (SettingsError, check_changes, comment, default_settings_text,
                                  key_line, settings_path, settings_schema, yaml_scalar)

Edit = tuple[int, int, str]  # replace text[start:end] with the string


def _line_after(text: str, index: int) -> int:
    """The start of the line after the one holding `index` (`index` if it starts a line)."""
    start = text.rfind("\n", 0, index) + 1
    if text[start:index].strip() == "":
        return start
    end = text.find("\n", index)
    return len(text) if end < 0 else end + 1


def _replace_value(text: str, entry: Entry, value: Any) -> Edit:
    """Write `value` over an existing key's value, keeping a trailing comment in its column."""
    node, new = entry.value_node, yaml_scalar(value)
    start, end = node.start_mark.index, content_end(node, text)
    if node.start_mark.line != entry.key_node.start_mark.line or start == end:
        # no value (`key:`), or a value on the lines below: rewrite from the colon
        start, new = text.index(":", entry.key_node.end_mark.index), ": " + new
    gap = re.compile(r"[ \t]+(?=#)").match(text, end)
    if gap and "\n" not in text[start:end]:
        new += " " * max(2, gap.end() - start - len(new))
        end = gap.end()
    return start, end, new


def _uncomment(parsed: Parsed, sec: Section, changes: dict[str, Any], indent: str) -> dict:
    """Edits turning a commented-out `# key: value` line of the section into a live one."""
    text, edits = parsed.text, {}
    top = sec.key_node.start_mark.index
    following = [k.start_mark.index for k, _ in parsed.root.value if k.start_mark.index > top]
    region = (top, min(following, default=len(text)))
    for key, value in changes.items():
        pattern = rf"^{indent}#[ \t]*{key}:[ \t]*[^\s#]*([ \t]*)(?=#|\r?$)"
        m = re.compile(pattern, re.M).search(text, *region)
        if m:
            head = f"{indent}{key}: {yaml_scalar(value)}"
            if text.startswith("#", m.end()):  # keep the comment in its column
                head = head.ljust(m.end() - m.start() - 2) + "  "
            edits[key] = (m.start(), m.end(), head)
    return edits


def _add_keys(parsed: Parsed, name: str, changes: dict[str, Any], where: str) -> list[Edit]:
    """Edits adding keys that section `name` does not state, or the whole section."""
    text, sec = parsed.text, parsed.sections.get(name)
    lines = {k: key_line(f"  {k}: {yaml_scalar(v)}", comment(settings_schema()[name][k]))
             for k, v in changes.items()}
    if sec is None:
        if parsed.root is not None and parsed.root.flow_style:
            raise SettingsError(f"{where}: written on one line ({{...}}), so the section {name}"
                                " cannot be added; nothing was saved")
        sep = "\n" if text.strip() else ""
        return [(len(text), len(text), f"{sep}{name}:\n" + "".join(lines.values()))]
    node = sec.value_node
    if is_null(node):  # `rules:` with nothing under it
        end = _line_after(text, node.end_mark.index)
        return [(node.start_mark.index, node.end_mark.index, ""),
                (end, end, "".join(lines.values()))]
    if not isinstance(node, yaml.MappingNode) or node.flow_style:
        raise SettingsError(f"{at(where, sec.key_node)}: {name}: not written as indented key: value"
                            " lines, so keys cannot be added; nothing was saved")
    indent = " " * node.value[0][0].start_mark.column
    edits = _uncomment(parsed, sec, changes, indent)
    rest = "".join(indent + line[2:] for k, line in lines.items() if k not in edits)
    end = _line_after(text, content_end(node.value[-1][1], text))
    return list(edits.values()) + ([(end, end, rest)] if rest else [])


def _apply(text: str, edits: list[Edit]) -> str:
    newline = "\r\n" if "\r\n" in text else "\n"
    # From the end backwards; edits at one place keep their order (a key, then a section).
    for _, (start, end, new) in sorted(enumerate(edits), key=lambda e: (e[1][0], e[1][1], e[0]),
                                       reverse=True):
        text = text[:start] + new.replace("\n", newline) + text[end:]
    return text


def _edit(parsed: Parsed, writes: dict[str, dict[str, Any]], where: str) -> str:
    """The text of `parsed` with every key of `writes` set."""
    edits: list[Edit] = []
    for name, changes in writes.items():
        sec, missing = parsed.sections.get(name), {}
        for key, value in changes.items():
            entry = sec.entries.get(key) if sec else None
            if entry is None:
                missing[key] = value
            elif not (entry.ok and entry.value == value and type(entry.value) is type(value)):
                edits.append(_replace_value(parsed.text, entry, value))
        if missing:
            edits += _add_keys(parsed, name, missing, where)
    return _apply(parsed.text, edits)


def _verify(text: str, writes: dict[str, dict[str, Any]], old_errors: int, where: str) -> None:
    """Read the edited text back: every change must be there and no new problem appear."""
    try:
        parsed = parse(text, where)
    except FileBroken:
        parsed = None
    ok = parsed is not None and len(parsed.errors) <= old_errors and all(
        k in parsed.values(s) and parsed.values(s)[k] == v
        for s, changes in writes.items() for k, v in changes.items())
    if not ok:
        raise SettingsError(f"{where}: the file's layout could not be edited safely;"
                            " nothing was saved")


def save_settings(changes: Mapping[str, Mapping[str, Any]],
                  path: str | os.PathLike | None = None) -> Path:
    """Write `changes` ({section: {key: value}}, e.g. `{"game": {"sound": False}}`) into the
    player's file (default: `settings_path()`); return its path.

    The file is edited in place, keeping its comments and layout; a missing file (and its
    folder) is created from `default_settings_text()`. A `preset` among a game's changes
    resets that game's rules to the preset: keys of its section the file states are
    rewritten to the preset's values, then the other changes apply. Raises SettingsError,
    leaving the file untouched, on a bad change, on a file that exists but cannot be read
    as settings (syntax error, not a mapping, not UTF-8), or when the file cannot be
    written.
    """
    path = Path(path) if path is not None else settings_path()
    changes = {section: dict(values) for section, values in changes.items()}
    for section, values in changes.items():
        check_changes(section, values)
    try:
        old = read_text(path)
        text = default_settings_text() if old is None else old
        if text and not text.endswith("\n"):  # so that added lines start a line of their own
            text += "\r\n" if "\r\n" in text else "\n"
        parsed = parse(text, str(path))
    except FileBroken as exc:
        raise SettingsError(f"{exc}; nothing was saved (back up or fix the file first)") from None
    writes: dict[str, dict[str, Any]] = {}
    games = registry.by_section()
    for section, values in changes.items():
        game = games.get(section)
        writes[section] = {}
        if game is not None and game.presets and "preset" in values:
            chosen = game.rules(values).to_mapping()
            stated = parsed.sections[section].entries if section in parsed.sections else {}
            writes[section] = {k: chosen[k] for k in stated if k != "preset"}
        writes[section].update(values)
    new = _edit(parsed, writes, str(path))
    _verify(new, writes, len(parsed.errors), str(path))
    if new != old:
        try:
            write_atomic(path, new.encode("utf-8"))
        except OSError as exc:
            raise SettingsError(f"{path}: cannot be saved ({exc.strerror or exc})") from None
    return path
