"""A game's Rules page, the same for every game: the game in brief, the options in force
in words, then the rules one by one as the game's rules document (docs/, installed with
the game) words them, each under its id. Opened at a rule (a prompt's *Why?*), it scrolls
there and marks it."""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Callable, Sequence

import pygame

from .. import canvas
from .. import theme
from ..i18n import tr
from .over_table import ScrollScene, anchored, line


def docs_dir() -> Path:
    """docs/ of a checkout, or the copy installed in the package (game/docs)."""
    here = Path(__file__).resolve()
    game = here.parent.parent.parent
    for candidate in (game / "docs", game.parent / "docs"):
        if candidate.is_dir():
            return candidate
    return game.parent / "docs"


_ENTRY = re.compile(r"^- ([RT]\d+[a-z]?)\. (.*)$")
_HEADING = re.compile(r"^#{2,3} (.*)$")


@lru_cache(maxsize=4)
def rule_texts(document: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """The rules of `document` (a file of docs/): (id, or "" for a section's heading,
    its first line, the lines under it), in order; () when it cannot be read. Markdown's
    code marks are dropped."""
    try:
        text = (docs_dir() / document).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ()
    out: list[tuple[str, str, list[str]]] = []
    current = None
    for raw in text.splitlines():
        plain = raw.replace("`", "").replace("**", "")
        m = _ENTRY.match(plain)
        h = _HEADING.match(plain)
        if m:
            current = (m.group(1), m.group(2).strip(), [])
            out.append(current)
        elif h:
            title = h.group(1).strip()
            if title.lower().startswith(("options", "rule questions", "words used")):
                current = None  # the tables and the notes for maintainers stay in docs/
                continue
            current = None
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
    return tuple((i, first, tuple(rest)) for i, first, rest in out)


def options_in_words(ui, options, value_of: Callable) -> list[tuple[str, str]]:
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
        out.append((tr(ui.option_labels.get(opt.key, opt.key)),
                    shown if shown is not None else show_value(opt.key, value)))
    return out


class RulesPage(ScrollScene):
    """The rules of a game: `brief` (paragraphs in the player's language), `options`
    ((what it is, its value) in words), then the rules of `document` rule by rule."""

    name = "rules"

    def __init__(self, app, title: str, brief: Sequence[str],
                 options: Sequence[tuple[str, str]], document: str, at: str = ""):
        super().__init__(app)
        self.title = title
        self.brief = list(brief)
        self.options = list(options)
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
            for what, value in self.options:
                out.append(line(f, f"•  {what}: {value}", indent=indent // 2))
        texts = rule_texts(self.document)
        if texts:
            out.append(gap(f))
            out.append(line(head, tr("The rules, one by one"), theme.GOLD))
            if tr("The rules, one by one") != "The rules, one by one":
                out.append(line(f, tr("(as the rules document words them, in English)"),
                                theme.INK_DIM))
            for rule, first, rest in texts:
                if not rule:
                    out.append(line(fb, first, theme.GOLD))
                    continue
                out.append(anchored(rule_row(f, fb, rule, first, rest, indent,
                                             rule == self.at), rule))
        self._rows = out
        return out


def gap(font) -> Callable:
    return lambda surface, x, y, width: font.get_linesize() // 2


def rule_row(f, fb, rule: str, first: str, rest: Sequence[str], indent: int,
             marked: bool) -> Callable:
    """One rule: its id in bold, its text wrapped beside it; the one asked for (Why?)
    marked by a gold bar and a lighter ground."""
    def draw(surface, x, y, width):
        tag = rule + "  "
        tw = fb.size(tag)[0]
        lines = theme.wrap(f, first, width - tw - indent)
        for sub in rest:  # its points, each a paragraph
            lines += theme.wrap(f, sub, width - tw - indent)
        h = len(lines) * f.get_linesize() + 6
        if marked:
            box = pygame.Rect(x, y - 2, width, h)
            canvas.rect(surface, (34, 70, 52), box, border_radius=6)
            canvas.rect(surface, theme.GOLD, (x, y - 2, max(3, indent // 6), h))
        theme.text(surface, fb, rule, (x + indent // 2, y), theme.GOLD if marked else theme.INK)
        for i, ln in enumerate(lines):
            theme.text(surface, f, ln, (x + indent // 2 + tw, y + i * f.get_linesize()))
        return h
    return draw


__all__ = ["RulesPage", "options_in_words", "rule_texts", "docs_dir"]
