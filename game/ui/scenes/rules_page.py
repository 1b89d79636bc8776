"""A game's Rules page, the same for every game: the game in brief, the options in force
in words, then the rules one by one as the game's rules document (docs/, installed with
the game) words them. Opened at a rule (a prompt's *Why?*), it scrolls there and marks it.

The page reads as a player's rule book: the document's settings keys (`must_trump`) show
as the options' titles on the Options page ("Must trump"), their values in words, each
rule id as its number ("rule 36"), and under a rule that a setting changes, how the
player's table plays it. The keys stay in the document, for whoever edits settings.yaml.

The document is read in the player's language when docs/ has it (RULES.de.md beside
RULES.md: the same rule ids, keys and sections, in German), else in English.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Mapping, Sequence

import pygame

from game.core.options import format_value

from .. import canvas
from .. import theme
from ..i18n import language, tr
from .over_table import ScrollScene, anchored, line


def docs_dir() -> Path:
    """docs/ of a checkout, or the copy installed in the package (game/docs)."""
    here = Path(__file__).resolve()
    game = here.parent.parent.parent
    for candidate in (game / "docs", game.parent / "docs"):
        if candidate.is_dir():
            return candidate
    return game.parent / "docs"


def document_in(document: str, lang: str | None = None) -> str:
    """The file of docs/ that words `document` (an English document, "RULES.md") in the
    player's language (or `lang`): "RULES.de.md" in German when docs/ has it, else
    `document` itself."""
    lang = language() if lang is None else lang
    if lang != "en":
        stem, dot, suffix = document.rpartition(".")
        translated = f"{stem}.{lang}.{suffix}" if dot else f"{document}.{lang}"
        if (docs_dir() / translated).is_file():
            return translated
    return document


_FOOTNOTE = re.compile(r"\[\^[^\]]+\]")  # a footnote's mark in the text: "[^seed]"
_ENTRY = re.compile(r"^- ([RT]\d+[a-z]?)\. (.*)$")
_HEADING = re.compile(r"^#{2,3} (.*)$")


def rule_texts(document: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """The rules of `document` (a file of docs/): (id, or "" for a section's heading,
    its first line, the lines under it), in order; () when it cannot be read. Markdown's
    code marks are dropped."""
    return tuple((i, first.replace("`", ""), tuple(r.replace("`", "") for r in rest))
                 for i, first, rest in marked_rule_texts(document))


@lru_cache(maxsize=16)  # each game's document, in each language
def marked_rule_texts(document: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """rule_texts with the code marks kept: `like_this` is a settings key or value.

    Only the numbered sections that hold rules are read: the words used, the options
    table and the notes for maintainers stay in docs/, in every language alike. Within
    a rule, what the document says to its maintainers is left out too: a quoted
    paragraph ("  > how we read the source") and a footnote's mark ("[^seed]", its note
    written after the rules)."""
    try:
        text = (docs_dir() / document).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ()
    out: list[tuple[str, str, list[str]]] = []
    current = None
    for raw in text.splitlines():
        raw = _FOOTNOTE.sub("", raw)
        plain = raw.replace("**", "")
        if current is not None and plain.lstrip().startswith(">"):
            continue  # (a note for the maintainers, quoted within the rule)
        m = _ENTRY.match(plain)
        h = _HEADING.match(plain)
        if m:
            current = (m.group(1), m.group(2).strip(), [])
            out.append(current)
        elif h:
            title = h.group(1).strip()
            current = None
            if out and not out[-1][0]:  # a heading no rule followed: not a rules section
                out.pop()
            if re.match(r"\d+\.", title):
                out.append(("", title, []))
        elif current is not None and raw.startswith("  ") and plain.strip():
            body = plain.strip()
            if body.startswith("- "):  # a point of the rule: a paragraph of its own
                current[2].append(body)
            elif current[2]:  # the wrapped line goes on with the paragraph before
                current[2][-1] += " " + body
            else:
                current = (current[0], current[1] + " " + body, current[2])
                out[-1] = current
        elif not plain.strip():
            continue
        else:
            current = None
    if out and not out[-1][0]:
        out.pop()
    return tuple((i, first, tuple(rest)) for i, first, rest in out)


@dataclass(frozen=True)
class Setting:
    """One option of a game as the Rules page speaks of it."""

    key: str  # as settings.yaml and the rules document write it
    shown_title: str  # its title, in the player's language
    shown_value: str  # the value in force, in the player's language
    # each allowed value as the file writes it, and in words (value_words)
    values: tuple[tuple[str, str], ...]


def options_in_words(ui, options, value_of: Callable) -> list[Setting]:
    """Each of a game's `options` (listed ones) in force as its Options page shows it:
    its title (GameUI.option_labels) and its value in words (GameUI.show_value, else the
    kit's); `value_of(key)` is the value in force."""
    from .options import show_value
    out = []
    for opt in options:
        if not getattr(opt, "listed", True):
            continue
        value = value_of(opt.key)
        shown = ui.show_value(opt.key, value)
        out.append(Setting(opt.key, tr(ui.option_labels.get(opt.key, opt.key)),
                           shown if shown is not None else show_value(opt.key, value),
                           tuple((format_value(v), value_words(v)) for v in opt.values)))
    return out


def value_words(value) -> str:
    """A value as the rules page says it, in the player's language: on/off, one at a time
    (the words the Options page has for it)."""
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    return tr(str(value).replace("_", " "))


_CODE = re.compile(r"`([^`]+)`")
_ID = r"[RT](\d+[a-z]?)"
# a list of ids: "R12, R13", "R30-R32", "R3 and R38" (und, или, lub...: a short word)
_IDS = re.compile(rf"\b{_ID}((?:\s*(?:,|-|–|[^\W\d_]{{1,4}})\s*{_ID})*)\b")


def rule_number(rule: str) -> str:
    """A rule's id as the page numbers it: R36 and T17 are rules 36 and 17 (each game's
    page holds one game's rules)."""
    return re.sub(r"^[RT]", "", rule)


def _numbers(m: re.Match) -> str:
    """Rule ids as words: "rule 36", "rules 30-32". A list of numbers names the rules
    (nominative plural in every language: "правила 12, 13", never a count's "правил"), so
    one text for one rule and one for several, not a count's forms."""
    first, more = m.group(1), m.group(2)
    if not more:
        words = tr("rule {n}").format(n=first)
    else:
        words = tr("rules {list}").format(
            list=first + re.sub(_ID, lambda n: n.group(1), more))
    if re.search(r"(^|[.!?] )$", m.string[:m.start()]):  # a sentence starts with it
        words = words[:1].upper() + words[1:]
    return words


def player_words(text: str, settings: Mapping[str, Setting]) -> tuple[str, tuple[str, ...]]:
    """`text` of the rules document as a player reads it, and the keys it names: each
    key's code as its title on the Options page in the language's quotes, a value's as
    its words, a rule id as "rule 36"."""
    named: list[str] = []
    values = {written: words for s in settings.values() for written, words in s.values}

    def code(m: re.Match) -> str:
        word = m.group(1)
        if word in settings:
            if word not in named:
                named.append(word)
            # as the player finds it on Options
            return tr("“{title}”").format(title=settings[word].shown_title)
        if word in values:
            return values[word]
        return word

    return _IDS.sub(_numbers, _CODE.sub(code, text)), tuple(named)


class RulesPage(ScrollScene):
    """The rules of a game: `brief` (paragraphs in the player's language), `options`
    (each a Setting, from options_in_words: its title and value in force in words), then
    the rules of `document` rule by rule, in a player's words (player_words)."""

    name = "rules"

    def __init__(self, app, title: str, brief: Sequence[str],
                 options: Sequence[Setting], document: str, at: str = ""):
        super().__init__(app)
        self.title = title
        self.brief = list(brief)
        self.options = list(options)
        self.settings = {s.key: s for s in self.options}
        self.document = document
        self.at = at
        self._rows = None

    def enter(self) -> None:
        super().enter()
        if self.at:
            self.scroll_to(self.at)

    def resize(self) -> None:
        self._rows = None
        super().resize()
        if self.at:
            self.scroll_to(self.at)

    def settings_changed(self) -> None:
        self._rows = None
        super().settings_changed()

    def rows(self) -> list:
        if self._rows is not None:
            return self._rows
        f, fb = self.font(22), self.font(22, True)
        head = self.font(26, True)
        indent = round(24 * self.unit)
        out: list[Callable] = [line(f, p) for p in self.brief]
        if self.options:
            out.append(gap(f))
            out.append(line(head, tr("The options in force (change them in Options):"),
                            theme.GOLD))
            for s in self.options:
                out.append(line(f, f"•  {s.shown_title}: {s.shown_value}", indent=indent // 2))
        shown = document_in(self.document)
        texts = marked_rule_texts(shown)
        if texts:
            out.append(gap(f))
            out.append(line(head, tr("The rules, one by one"), theme.GOLD))
            if shown == self.document and language() != "en":  # not yet translated
                out.append(line(f, tr("(as the rules document words them, in English)"),
                                theme.INK_DIM))
            for rule, first, rest in texts:
                if not rule:  # a section's heading, without its number
                    out.append(line(fb, re.sub(r"^\d+\.\s*", "", first).replace("`", ""),
                                    theme.GOLD))
                    continue
                first, named = player_words(first, self.settings)
                points = []
                for point in rest:
                    point, more = player_words(point, self.settings)
                    points.append(point)
                    named += tuple(k for k in more if k not in named)
                row = rule_row(f, fb, rule_number(rule) + ".", first, points, indent,
                               rule == self.at, self.table_plays(named))
                out.append(anchored(row, rule))
        self._rows = out
        return out

    def table_plays(self, keys: Sequence[str]) -> str:
        """How the player's table plays the settings `keys` a rule names, in the player's
        language ("" for none)."""
        chosen = [self.settings[k] for k in keys if k in self.settings]
        if not chosen:
            return ""
        said = tr("Your table plays: {settings}. You can change this in Options.").format(
            settings=" · ".join(f"{s.shown_title}: {s.shown_value}" for s in chosen))
        # a value's abbreviation ends the sentence (wył.): one point, not two
        return re.sub(r"(?<!\.)\.\.(?!\.)", ".", said)


def gap(font) -> Callable:
    return lambda surface, x, y, width: font.get_linesize() // 2


def rule_row(f, fb, rule: str, first: str, rest: Sequence[str], indent: int,
             marked: bool, table_plays: str = "") -> Callable:
    """One rule: its number in bold, its text wrapped beside it, then how the table plays
    the settings it names (`table_plays`); the one asked for (Why?) marked by a gold bar and
    a lighter ground."""
    def draw(surface, x, y, width):
        tag = rule + "  "
        tw = fb.size(tag)[0]
        lines = theme.wrap(f, first, width - tw - indent)
        for sub in rest:  # its points, each a paragraph
            lines += theme.wrap(f, sub, width - tw - indent)
        table = theme.wrap(f, table_plays, width - tw - indent) if table_plays else []
        # a capital with a mark above (Й, Ś) can stand a pixel above the font's line:
        # the lines of a rule with one are spaced that much wider
        pitch = max([f.get_linesize()] + [f.size(ln)[1] for ln in lines + table])
        h = (len(lines) + len(table)) * pitch + 6
        if marked:
            box = pygame.Rect(x, y - 2, width, h)
            canvas.rect(surface, (34, 70, 52), box, border_radius=6)
            canvas.rect(surface, theme.GOLD, (x, y - 2, max(3, indent // 6), h))
        theme.text(surface, fb, rule, (x + indent // 2, y), theme.GOLD if marked else theme.INK)
        for i, ln in enumerate(lines):
            theme.text(surface, f, ln, (x + indent // 2 + tw, y + i * pitch))
        for i, ln in enumerate(table, len(lines)):
            theme.text(surface, f, ln, (x + indent // 2 + tw, y + i * pitch), AT_TABLE)
        return h
    return draw


AT_TABLE = (150, 215, 170)  # how the player's table plays a rule: apart from the rule's words


__all__ = ["RulesPage", "Setting", "options_in_words", "player_words", "rule_texts",
           "marked_rule_texts", "docs_dir", "document_in"]
