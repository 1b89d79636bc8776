"""The documents in docs/ keep step with the code: every rule id the code cites is a rule
of RULES.md, every settings key and value is in SETTINGS.md, the example record of
RECORD_FORMAT.md replays to the JSON shown under it, and every docs/ path the README
names exists."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.commands.replay import main as replay_main
from game.tysiacha.cli.replay import sheet_json
from game.tysiacha.engine.record import RecordError, ReplayError, replay
from game.tysiacha.engine.record_read import DEAL_KEYS, START_KEYS, TOP_KEYS
from game.tysiacha.engine.rules import PRESETS, RULE_OPTIONS, Option, format_value
from game.tysiacha.records import parse_record_text
from game.settings import load_settings
from game.settings.schema import settings_path, settings_schema
from game.tysiacha.description import PRESET_OPTION

SCHEMA = settings_schema()  # the built-in games' sections and the table's

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LAST_RULE = 56


def read(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def section(text: str, heading: str, deep: bool = False) -> str:
    """The text under `heading` (a whole heading line) up to the next heading; `deep`: up
    to the next heading of the same or a higher level (its subsections included)."""
    level = len(heading) - len(heading.lstrip("#")) if deep else 6
    lines = text.splitlines()
    start = lines.index(heading) + 1
    end = next((i for i in range(start, len(lines))
                if re.match(rf"#{{1,{level}}} ", lines[i])), len(lines))
    return "\n".join(lines[start:end])


def fenced(text: str, lang: str) -> list[str]:
    """The fenced code blocks of `text` in language `lang`."""
    return re.findall(rf"^```{lang}\n(.*?)^```$", text, re.M | re.S)


def table_rows(text: str) -> dict[str, list[str]]:
    """{key: cells} of the table rows whose first cell is a `key` in backticks."""
    rows = {}
    for line in text.splitlines():
        m = re.match(r"\| `([a-z_0-9]+)` \|", line)
        if m:
            assert m.group(1) not in rows, f"{m.group(1)} has two rows"
            rows[m.group(1)] = [c.strip() for c in line.strip().strip("|").split("|")]
    return rows


def rule_ids(text: str) -> list[str]:
    return re.findall(r"\bR\d+\b", text)


# ---------------------------------------------------------------------- RULES.md
RULE_ITEM = re.compile(r"^- (R\d+)\. ", re.M)


def defined_rules() -> list[str]:
    """The ids of RULES.md's rule items, in the order they appear."""
    return RULE_ITEM.findall(read("RULES.md"))


def rule_items() -> dict[str, str]:
    """{id: the text of its item}, an item ending at the next item or heading."""
    text = read("RULES.md")
    found = list(RULE_ITEM.finditer(text))
    items = {}
    for i, m in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        items[m.group(1)] = re.split(r"^#", text[m.start():end], flags=re.M)[0]
    return items


def unused_rules() -> list[str]:
    """The ids RULES.md declares unused, in its paragraph `**Unused ids.** ...`."""
    m = re.search(r"^\*\*Unused ids\.\*\*(.*?)\n\n", read("RULES.md"), re.M | re.S)
    assert m, "RULES.md lists the ids that name no rule in a paragraph **Unused ids.**"
    return rule_ids(m.group(1))


def test_rules_md_defines_each_id_once_in_order_and_accounts_for_every_number():
    ids = defined_rules()
    numbers = [int(r[1:]) for r in ids]
    twice = sorted({r for r in ids if ids.count(r) > 1})
    assert not twice, f"defined twice: {twice}"
    assert numbers == sorted(numbers)
    assert numbers[0] == 1 and numbers[-1] == LAST_RULE
    unused = {int(r[1:]) for r in unused_rules()}
    assert not unused & set(numbers), "an id is both a rule and unused"
    assert unused | set(numbers) == set(range(1, LAST_RULE + 1))


RANGE = re.compile(r"\bR(\d+)\s*[-–]\s*R(\d+)\b")


def cited_in_code() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Rule ids cited in the game's source, {id: files}: ids cited alone, and the ends of
    ranges (`R14-R19`). The engine's errors, the bots' comments, the settings and the
    Rules and Options screens and the translations (game/ui) are all under game/."""
    alone: dict[str, set[str]] = {}
    ends: dict[str, set[str]] = {}
    for path in sorted((ROOT / "game").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = str(path.relative_to(ROOT))
        for lo, hi in RANGE.findall(text):
            assert int(lo) < int(hi), f"{name}: the range R{lo}-R{hi} runs backwards"
            for r in (f"R{lo}", f"R{hi}"):
                ends.setdefault(r, set()).add(name)
        for r in rule_ids(RANGE.sub(" ", text)):
            alone.setdefault(r, set()).add(name)
    return alone, ends


def test_every_rule_the_code_cites_is_a_rule_of_rules_md():
    alone, ends = cited_in_code()
    rules = set(defined_rules())
    assert len(alone) > 30, "the code cites rule ids; the search for them found too few"
    missing = {r: sorted(files) for r, files in alone.items() if r not in rules}
    assert not missing, f"cited in the code but not a rule of docs/RULES.md: {missing}"
    known = rules | set(unused_rules())
    strays = {r: sorted(files) for r, files in ends.items() if r not in known}
    assert not strays, f"ranges in the code end beyond docs/RULES.md's ids: {strays}"


def test_the_ids_the_engine_raises_are_rules():
    """The ids of IllegalAction and ReplayError in the engine are all rules (not merely
    numbers left unused)."""
    raised = set()
    for path in (ROOT / "game" / "tysiacha" / "engine").glob("*.py"):
        raised |= set(re.findall(r"\"(R\d+)\"", path.read_text(encoding="utf-8")))
    assert {"R15", "R16", "R17", "R36", "R37"} <= raised  # the search works
    assert raised <= set(defined_rules())


def test_each_rule_names_the_settings_that_change_it():
    items = rule_items()
    for opt in RULE_OPTIONS:
        for r in rule_ids(opt.rule):
            assert f"`{opt.key}`" in items[r], f"RULES.md {r} should name `{opt.key}`"


def values_shown(opt: Option, cell: str) -> None:
    """Assert that a table cell shows every value `opt` allows: each one in backticks, or
    for a long run of numbers its ends and its step."""
    vals = opt.values
    if len(vals) > 6:
        step = abs(vals[1] - vals[0])
        assert f"`{min(vals)}`" in cell and f"`{max(vals)}`" in cell, (opt.key, cell)
        assert f"steps of {step}" in cell, (opt.key, cell)
    else:
        shown = re.findall(r"`([^`]+)`", cell)
        assert sorted(shown) == sorted(format_value(v) for v in vals), (opt.key, cell)


def test_the_options_table_of_rules_md_matches_the_rule_options():
    table = table_rows(section(read("RULES.md"), "## 12. Options table"))
    assert set(table) == {o.key for o in RULE_OPTIONS}
    for opt in RULE_OPTIONS:
        key, values, rules = table[opt.key]
        values_shown(opt, values)
        assert values.startswith(f"`{format_value(opt.default)}`"), "the default first"
        assert rule_ids(rules) == rule_ids(opt.rule)


# ---------------------------------------------------------------------- SETTINGS.md
SECTION_HEADINGS = {"rules": "## The `rules:` section", "game": "## The `game:` section",
                    "tichu": "## The `tichu:` section"}


def test_settings_md_has_every_section_of_the_schema():
    assert set(SECTION_HEADINGS) == set(SCHEMA), "a new section needs its heading here"
    text = read("SETTINGS.md")
    for heading in SECTION_HEADINGS.values():
        assert heading in text.splitlines()


@pytest.mark.parametrize("name", sorted(SCHEMA))
def test_settings_md_describes_every_key_with_its_values_and_default(name):
    rows = table_rows(section(read("SETTINGS.md"), SECTION_HEADINGS[name], deep=True))
    options = {k: o for k, o in SCHEMA[name].items() if o is not PRESET_OPTION}
    presets = set(PRESETS) if name == "rules" else set()
    assert set(rows) - presets == set(options), "keys documented and keys of the schema"
    for key, opt in options.items():
        _, values, default, what = rows[key]
        values_shown(opt, values)
        assert default == f"`{format_value(opt.default)}`", (key, default)
        assert len(what) > 10, f"{key}: say what it does"
        for r in rule_ids(opt.rule):
            assert r in what, f"{key}: name {r}"


def test_settings_md_describes_every_preset():
    text = section(read("SETTINGS.md"), "### Presets")
    assert "`preset:`" in text
    rows = table_rows(text)
    assert set(rows) == set(PRESET_OPTION.values) == set(PRESETS)
    for name, changes in PRESETS.items():
        shown = set(re.findall(r"`([a-z_]+: [^`]+)`", rows[name][1]))
        assert shown == {f"{k}: {format_value(v)}" for k, v in changes.items()}, name


def test_settings_md_names_the_folders_the_code_uses(monkeypatch, tmp_path):
    text = read("SETTINGS.md")
    monkeypatch.setenv("TYSIACHA_CONFIG_DIR", str(tmp_path))
    assert settings_path() == tmp_path / "settings.yaml"
    assert "`TYSIACHA_CONFIG_DIR`" in text
    for where in ("~/.config/tysiacha/settings.yaml",
                  "~/Library/Application Support/tysiacha/settings.yaml",
                  "%LOCALAPPDATA%\\tysiacha\\settings.yaml"):
        assert f"`{where}`" in text


def test_the_example_settings_file_is_valid_and_does_what_it_says(tmp_path):
    (block,) = fenced(section(read("SETTINGS.md"), "## Your settings file"), "yaml")
    path = tmp_path / "settings.yaml"
    path.write_text(block, encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.errors == []
    assert loaded.rules.must_beat and loaded.rules.bid_step == 5  # polish, but in fives
    assert loaded.game.sort_hand == "alternate_colours"


# The file the error lines of SETTINGS.md come from.
BAD_SETTINGS = """\
rules:
  preset: polish
  bid_step: 7
  barel: true
  players: "3"
game:
  hand_monitor: off
  language: no
"""


def test_the_settings_errors_shown_in_settings_md_are_the_real_ones(tmp_path):
    path = tmp_path / "settings.yaml"
    path.write_text(BAD_SETTINGS, encoding="utf-8")
    loaded = load_settings(path)
    errors = [e.replace(str(path), "/home/anna/.config/tysiacha/settings.yaml")
              for e in loaded.errors]
    shown = fenced(section(read("SETTINGS.md"), "### When something is wrong"), "text")
    lines = [line for block in shown for line in block.splitlines()]
    assert lines and set(lines) <= set(errors)
    # what SETTINGS.md says happens: the bad key takes the preset's value, the rest holds
    assert loaded.rules.bid_step == PRESETS["polish"]["bid_step"]
    assert loaded.rules.must_beat and loaded.game.hand_monitor == "off"


# ---------------------------------------------------------------------- RECORD_FORMAT.md
def example() -> tuple[str, dict]:
    """The example record of RECORD_FORMAT.md and the JSON shown for it."""
    text = section(read("RECORD_FORMAT.md"), "## An example")
    (record,), (shown,) = fenced(text, "yaml"), fenced(text, "json")
    return record, json.loads(shown)


def test_the_example_record_replays_to_the_json_shown(tmp_path, capsys):
    record, shown = example()
    path = tmp_path / "example.tysiacha.yaml"
    path.write_text(record, encoding="utf-8")
    assert replay_main(["--json", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert json.loads(out) == shown
    assert len(shown["deals"]) == len(parse_record_text(record).deals) >= 3


def test_the_example_record_shows_a_meld_a_raise_a_redeal_and_a_rospisat():
    deals = parse_record_text(example()[0]).deals
    assert any(d.rospisat for d in deals)
    assert any(d.redeal is not None for d in deals)
    assert any(d.raise_to is not None for d in deals)
    assert any(meld for d in deals for _, meld in d.plays or ())


@pytest.mark.parametrize("old, new", [
    ("plays: [AH, 9H,", "plays: [AH, 10C,"),  # a defender does not follow suit (R36)
    ("redeal: 0", "redeal: 1"),  # a redeal without the four nines (R12)
])
def test_the_rule_errors_shown_are_what_the_replay_says(old, new):
    record, _ = example()
    assert old in record
    with pytest.raises(ReplayError) as e:
        replay(parse_record_text(record.replace(old, new, 1)))
    assert str(e.value) in fenced(section(read("RECORD_FORMAT.md"), "### Exit status"),
                                  "text")[0].splitlines()


@pytest.mark.parametrize("old, new", [
    ("prikup: [KH, JC, JS]", "prikup: [KH, JC, AH]"),  # a card dealt twice
    ("players: [Anna, Boris, Vera]", "players: [Anna, Boris]"),
])
def test_the_file_errors_shown_are_what_the_replay_says(old, new):
    record, _ = example()
    assert old in record
    with pytest.raises(RecordError) as e:
        replay(parse_record_text(record.replace(old, new, 1)))
    line = f"game.tysiacha.yaml, line {e.value.line}: {e.value.message}"
    assert line in fenced(section(read("RECORD_FORMAT.md"), "### Exit status"),
                          "text")[1].splitlines()


@pytest.mark.parametrize("heading, keys", [
    ("## The layout", TOP_KEYS), ("### `start`", START_KEYS), ("### A deal", DEAL_KEYS)])
def test_record_format_md_describes_every_key_a_record_may_hold(heading, keys):
    rows = table_rows(section(read("RECORD_FORMAT.md"), heading))
    assert set(rows) == set(keys)


def test_record_format_md_explains_every_mark_of_the_score_sheet():
    source = (ROOT / "game" / "tysiacha" / "engine" / "scoring.py").read_text(encoding="utf-8")
    marks = set(re.findall(r'(?:append\(|\(|\[)"([a-z_]+)"(?:\)|,\)|\])', source))
    assert {"zero", "rospisat", "barrel_on", "golden", "redeal", "winner"} <= marks
    rows = table_rows(section(read("RECORD_FORMAT.md"), "### Marks"))
    assert marks == set(rows)


def test_record_format_md_describes_every_field_of_the_json():
    record, shown = example()
    match = replay(parse_record_text(record))
    rows = table_rows(section(read("RECORD_FORMAT.md"), "### The JSON output"))
    assert set(rows) == set(sheet_json(match))
    rows = table_rows(section(read("RECORD_FORMAT.md"), "### A deal in the JSON"))
    assert set(rows) == set(match.sheet[0].to_json())


# ---------------------------------------------------------------------- links
def slug(heading: str) -> str:
    """GitHub's anchor of a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip("# ").lower())
    return text.replace(" ", "-")


def test_every_docs_path_the_readme_names_exists():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    named = set(re.findall(r"\bdocs/[A-Za-z0-9_]+\.md\b", readme))
    assert named, "the README points to the documents in docs/"
    assert not [p for p in named if not (ROOT / p).is_file()]


@pytest.mark.parametrize("doc", sorted(p.name for p in DOCS.glob("*.md")))
def test_the_links_between_the_docs_resolve(doc):
    links = re.findall(r"\]\(([A-Za-z0-9_./]+\.md)(?:#([\w-]+))?\)", read(doc))
    for target, anchor in links:
        assert (DOCS / target).is_file(), f"{doc} links to {target}"
        if anchor:
            headings = [slug(h) for h in re.findall(r"^#+ .*$", read(target), re.M)]
            assert anchor in headings, f"{doc} links to {target}#{anchor}"
