"""docs/TICHU_RULES.md and the code agree: every rule id the engine raises or the code
cites is a rule of the document, the ids run T1.. without gaps, and every option is in
the document's options table."""
import re
from pathlib import Path

from game.tichu.engine.rules import TICHU_OPTIONS

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "TICHU_RULES.md").read_text(encoding="utf-8")


def rule_ids() -> list[int]:
    return [int(n) for n in re.findall(r"^- T(\d+)\. ", DOC, re.M)]


def test_the_rules_are_numbered_once_each_from_t1():
    ids = rule_ids()
    assert ids == list(range(1, len(ids) + 1))


def test_every_id_the_code_cites_is_a_rule():
    cited = set()
    for path in (ROOT / "game" / "tichu").rglob("*.py"):
        cited |= {int(n) for n in re.findall(r"\bT(\d+)\b", path.read_text(encoding="utf-8"))}
    assert cited and cited <= set(rule_ids()), sorted(cited - set(rule_ids()))


def test_every_option_is_documented_with_its_values_and_default():
    table = DOC[DOC.index("## Options"):]
    for opt in TICHU_OPTIONS:
        row = next((line for line in table.splitlines() if f"`{opt.key}`" in line), None)
        assert row, opt.key
        for v in opt.values:
            shown = str(v).lower() if isinstance(v, bool) else str(v)
            assert shown in row, (opt.key, v)
        assert opt.rule in row or opt.rule in DOC
