"""Reading settings.yaml: every problem becomes one message naming file, line and key.

YAML is composed, not loaded, so that each key keeps the line it was written on, a
duplicate key can be seen, and a value is shown as written (`no`, not False).
"""
from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import yaml
from yaml.constructor import SafeConstructor

from game.core import yamlfile
from game.core.yamlfile import ReadError
from game import registry
from game.core.options import Option
from game.settings.schema import (TABLE_SECTION, GameSettings, allowed, settings_path,
                                  settings_schema, suggest, yaml_scalar)


@dataclass(frozen=True)
class LoadResult:
    """What `load_settings` read: the settings in force and every problem found.

    `game` is the table's settings; each game's rules are `rules_of(game id)`, or the
    attribute named as its section (`loaded.rules`, `loaded.tichu`)."""

    game: GameSettings
    errors: list[str]
    path: Path
    sections: Mapping[str, Any] = field(default_factory=dict)  # section -> the game's rules

    def rules_of(self, game_id: str):
        """The rules of that game, as the file sets them."""
        section = registry.game(game_id).settings_section
        found = self.sections.get(section)
        return found if found is not None else registry.game(game_id).rules()

    def __getattr__(self, name: str):
        sections = self.__dict__.get("sections") or {}
        if name in sections:
            return sections[name]
        raise AttributeError(name)


class FileBroken(Exception):
    """The file as a whole cannot be used (not UTF-8, not YAML, not a mapping)."""


@dataclass
class Entry:
    """One known key of a section, as written."""

    key_node: yaml.Node
    value_node: yaml.Node
    ok: bool = False
    value: Any = None


@dataclass
class Section:
    key_node: yaml.Node
    value_node: yaml.Node
    entries: dict[str, Entry] = field(default_factory=dict)  # first mention of each known key


@dataclass
class Parsed:
    """A settings text, its YAML nodes, and what was wrong with its keys."""

    text: str
    root: yaml.Node | None
    sections: dict[str, Section] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def values(self, section: str) -> dict[str, Any]:
        """The keys of `section` given with an allowed value."""
        sec = self.sections.get(section)
        return {k: e.value for k, e in sec.entries.items() if e.ok} if sec else {}


def at(where: str, node: yaml.Node) -> str:
    return f"{where}, line {node.start_mark.line + 1}"


def is_null(node: yaml.Node) -> bool:
    return isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null"


def content_end(node: yaml.Node, text: str) -> int:
    """Where the node's own text ends (a block collection's end mark lies on the next key)."""
    if isinstance(node, yaml.CollectionNode) and not node.flow_style and node.value:
        last = node.value[-1]
        return content_end(last[1] if isinstance(last, tuple) else last, text)
    end = node.end_mark.index
    while end > node.start_mark.index and text[end - 1] in " \t\r\n":
        end -= 1
    return end


def written(node: yaml.Node, text: str) -> str:
    """The node as written in the file, on one line and shortened."""
    raw = " ".join(text[node.start_mark.index:content_end(node, text)].split())
    raw = raw if len(raw) <= 40 else raw[:37] + "..."
    if isinstance(node, yaml.SequenceNode):
        return f"a list ({raw})" if raw.startswith("-") else f"a list {raw}"
    if isinstance(node, yaml.MappingNode):
        return f"a mapping ({raw})"
    return raw


def parse(text: str, where: str) -> Parsed:
    """Compose `text` and check every section and key against SCHEMA.

    Raises FileBroken when the file as a whole is unusable; key problems go to `.errors`.
    """
    try:
        root = yamlfile.compose(text)
    except ReadError as exc:  # the same one line as for every file read (game/core/yamlfile.py)
        raise FileBroken(str(exc.at(where))) from None
    if root is None or (is_null(root) and root.value == ""):
        return Parsed(text, None)  # empty, or only comments: every default applies
    if not isinstance(root, yaml.MappingNode):
        is_list = isinstance(root, yaml.SequenceNode)
        what = "a list" if is_list else f"the text {written(root, text)}"
        names = [f"{name}:" for name in settings_schema()]
        names = ", ".join(names[:-1]) + " and " + names[-1]
        raise FileBroken(f"{at(where, root)}: the file must hold the sections {names},"
                         f" not {what}")
    parsed = Parsed(text, root)
    for key_node, value_node in root.value:
        _read_section(parsed, key_node, value_node, where)
    return parsed


def _read_section(parsed: Parsed, key_node: yaml.Node, value_node: yaml.Node, where: str) -> None:
    here, name = at(where, key_node), written(key_node, parsed.text)
    sections = settings_schema()
    if name not in sections:
        parsed.errors.append(f"{here}: {name}: unknown section{suggest(name, sections)};"
                             f" allowed: {', '.join(sections)}")
    elif name in parsed.sections:
        first = parsed.sections[name].key_node.start_mark.line + 1
        parsed.errors.append(f"{here}: {name}: section given twice (first on line {first});"
                             " this one is ignored")
    else:
        section = parsed.sections[name] = Section(key_node, value_node)
        if isinstance(value_node, yaml.MappingNode):
            for k, v in value_node.value:
                _read_entry(parsed, name, section, k, v, where)
        elif not is_null(value_node):
            parsed.errors.append(f"{here}: {name}: expected indented key: value lines, not "
                                 f"{written(value_node, parsed.text)}; the section is ignored")


def _read_entry(parsed: Parsed, name: str, section: Section, key_node: yaml.Node,
                value_node: yaml.Node, where: str) -> None:
    here, key = at(where, key_node), written(key_node, parsed.text)
    options = settings_schema()[name]
    if key not in options:
        hint = suggest(key, options) or f"; allowed: {', '.join(options)}"
        parsed.errors.append(f"{here}: {name}.{key}: unknown key{hint}")
    elif key in section.entries:
        first = section.entries[key].key_node.start_mark.line + 1
        parsed.errors.append(f"{here}: {name}.{key}: given twice (first on line {first});"
                             " this one is ignored")
    else:
        entry = section.entries[key] = Entry(key_node, value_node)
        problem = _check_value(entry, name, key, parsed.text)
        if problem:
            parsed.errors.append(f"{here}: {name}.{key}: {problem}")


def _check_value(entry: Entry, section: str, key: str, text: str) -> str | None:
    """Fill `entry.value` if its node holds an allowed value, else say what is wrong."""
    opt, node = settings_schema()[section][key], entry.value_node
    shown, allowed_text = written(node, text), opt.allowed_text()
    if shown == "":
        return f"no value given; allowed: {allowed_text}"
    try:
        value = SafeConstructor().construct_object(node, deep=True)
    except Exception:  # any odd tag (!!int ten, !!python/...): the loader must never crash
        return f"{shown} is not allowed; allowed: {allowed_text}"
    if value is False and shown.lower() == "off" and "off" in opt.values:
        value = "off"  # hand_monitor, animation_speed: a bare off means their value "off"
    if allowed(section, key, value):
        entry.ok, entry.value = True, value
        return None
    return f"{shown} is not allowed; allowed: {allowed_text}{_hint(opt, node, value, shown)}"


def _hint(opt: Option, node: yaml.Node, value: Any, shown: str) -> str:
    """Explain YAML 1.1 surprises: a bare `no` read as false, a quoted `"3"` read as text."""
    quoted = isinstance(node, yaml.ScalarNode) and node.style in ("'", '"')
    if isinstance(value, bool) and not quoted and shown.lower() not in ("true", "false"):
        if shown in opt.values:
            return f' (YAML reads {shown} as {yaml_scalar(value)}: write "{shown}" in quotes)'
        if any(isinstance(v, str) for v in opt.values):
            return f' (YAML reads {shown} as {yaml_scalar(value)}, not as the word "{shown}")'
    if isinstance(value, str) and quoted:
        with contextlib.suppress(ReadError):
            bare = yamlfile.parse(value, yamlfile.SETTINGS)
            if not isinstance(bare, str) and any(bare == a and type(bare) is type(a)
                                                 for a in opt.values):
                return f" (write {value} without quotes)"
    return ""


def read_text(path: Path) -> str | None:
    """The file's text, None if it does not exist; raises FileBroken if it cannot be read
    or is larger than a settings file may be (yamlfile.SETTINGS)."""
    try:
        data = yamlfile.read_bytes(path, yamlfile.SETTINGS)
    except ReadError as exc:
        if exc.kind == "missing":
            return None
        if exc.kind in ("folder", "os", "special"):
            raise FileBroken(f"{path}: cannot be read ({exc.detail})") from None
        raise FileBroken(str(exc)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise FileBroken(f"{path}, line {line}: not UTF-8 text (save the file as UTF-8)") from None


def load_settings(path: str | os.PathLike | None = None) -> LoadResult:
    """Read the player's settings (default: `settings_path()`) over the defaults.

    Never raises, never writes. A missing, empty or comment-only file gives every default
    and no error. A bad key is reported and falls back to its default (the preset's value
    when a preset is chosen); a key given twice keeps its first value. A syntax error, a
    top level that is not a mapping, or a file that is not UTF-8 is reported once and the
    whole file is ignored. `rules: {preset: polish, bid_step: 5}` applies the preset
    first, then the explicit keys, wherever they are written.
    """
    path = Path(path) if path is not None else settings_path()
    errors: list[str] = []
    sections = settings_schema()
    values: dict[str, dict[str, Any]] = {section: {} for section in sections}
    try:
        text = read_text(path)
        if text is not None:
            parsed = parse(text, str(path))
            errors, values = parsed.errors, {s: parsed.values(s) for s in sections}
    except FileBroken as exc:
        errors = [f"{exc}; the whole file is ignored and the defaults are used"]
    rules = {}
    for game in registry.games():
        section = game.settings_section
        try:
            rules[section] = game.rules(values[section])
        except ValueError as exc:  # only if a game checks across keys
            errors.append(f"{path}: {section}: {exc}; the default rules are used")
            rules[section] = game.rules()
    return LoadResult(GameSettings(**values[TABLE_SECTION]), errors, path, rules)
