"""The rules documents in the players' languages (docs/<NAME>.<lang>.md beside the English
docs/<NAME>.md: RULES.de.md, TICHU_RULES.ru.md...) say the same rules as the English: the
same rule ids in the same order, the same settings keys and values in each rule (the Rules
page turns them into the options' titles and their values in words), the same sections and
the same options table. Every translation present is checked, whichever document it is."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.ui.i18n import LANGUAGES

DOCS = Path(__file__).resolve().parent.parent / "docs"
TRANSLATED = re.compile(r"^(?P<name>[A-Z_]+)\.(?P<lang>[a-z]{2})\.md$")
ENTRY = re.compile(r"^- ([RT]\d+[a-z]?)\. ", re.M)
HEADING = re.compile(r"^(#{1,6}) (?:(\d+)\. )?", re.M)
CODE = re.compile(r"`([^`]+)`")


def translations() -> list[str]:
    return sorted(p.name for p in DOCS.glob("*.*.md") if TRANSLATED.match(p.name))


def english(translated: str) -> str:
    return TRANSLATED.match(translated).group("name") + ".md"


def read(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def items(text: str) -> dict[str, str]:
    """{id: its rule's text}: an item ends at the next item or heading."""
    found = list(ENTRY.finditer(text))
    out = {}
    for i, m in enumerate(found):
        end = found[i + 1].start() if i + 1 < len(found) else len(text)
        out[m.group(1)] = re.split(r"^#", text[m.start():end], flags=re.M)[0]
    return out


def table_rows(text: str) -> list[tuple[str, ...]]:
    """The code marks of each row of the options table (a row whose first cell is a
    `key`), in order."""
    return [tuple(CODE.findall(line)) for line in text.splitlines()
            if re.match(r"\| `[a-z_0-9]+` \|", line)]


def test_the_translations_are_found():
    """The rules of 1000 are in every language of the table (the search below works)."""
    assert {f"RULES.{code}.md" for code in LANGUAGES if code != "en"} <= set(translations())


@pytest.mark.parametrize("doc", translations())
def test_a_translation_is_of_a_document_in_a_language_of_the_table(doc):
    m = TRANSLATED.match(doc)
    assert m.group("lang") in LANGUAGES and m.group("lang") != "en"
    assert (DOCS / english(doc)).is_file()


@pytest.mark.parametrize("doc", translations())
def test_a_translation_is_installed_with_the_game(doc):
    """The Rules page reads docs/ from the installed package too (game.docs)."""
    from fnmatch import fnmatch
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((DOCS.parent / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert any(fnmatch(doc, pattern) for pattern in config["package-data"]["game.docs"])


@pytest.mark.parametrize("doc", translations())
def test_a_translation_has_the_english_rules_in_order(doc):
    assert ENTRY.findall(read(doc)) == ENTRY.findall(read(english(doc)))


@pytest.mark.parametrize("doc", translations())
def test_each_rule_of_a_translation_names_the_same_settings_and_values(doc):
    """A key or value in code marks (`must_trump`, `one_at_a_time`) stays as settings.yaml
    writes it: the Rules page shows it as the option's title or value in words."""
    mine, theirs = items(read(doc)), items(read(english(doc)))
    for rule, text in theirs.items():
        assert set(CODE.findall(mine[rule])) == set(CODE.findall(text)), rule


@pytest.mark.parametrize("doc", translations())
def test_a_translation_has_the_same_sections(doc):
    """The same headings at the same levels, the numbered sections with their numbers
    (the Rules page shows the numbered sections that hold rules), in the same order."""
    assert HEADING.findall(read(doc)) == HEADING.findall(read(english(doc)))


@pytest.mark.parametrize("doc", translations())
def test_a_translation_has_the_same_options_table(doc):
    assert table_rows(read(doc)) == table_rows(read(english(doc)))


@pytest.mark.parametrize("doc", translations())
def test_every_rule_of_a_translation_is_translated(doc):
    """No rule left in English: its words, the code marks aside, differ from the English."""
    mine, theirs = items(read(doc)), items(read(english(doc)))

    def words(text: str) -> str:
        return " ".join(CODE.sub("", text).split())

    same = [rule for rule, text in theirs.items() if words(mine[rule]) == words(text)]
    assert not same, f"in English still: {same}"
