"""Scenes laid over the table: the in-game menu, the hot-seat privacy screen, the score
sheet and the rules in force (the deal's tricks are tricks_page.py's)."""
from __future__ import annotations

from game.tysiacha.engine.rules import RULE_OPTIONS

from .. import theme
from ..i18n import seat_name, tr
from ..reasons import signed
from ..scenes.base import ButtonScene
from ..scenes.over_table import PrivacyScreen, ScrollScene, TableMenu, line
from ..scenes.result_table import Cell, sheet_rows
from ..scenes.rules_page import RulesPage, gap, options_in_words
from .scoring import MARK_WORDS, outcome_line


class InGameMenu(TableMenu):
    """Esc at the table: resume, options, score sheet, rules, quit to the menu."""

    def sheet(self) -> None:
        self.app.push(ScoreSheetScene(self.app, self.table.session))

    def rules(self) -> None:
        self.app.push(RulesScene(self.app, self.table.session.rules))


class PrivacyScene(PrivacyScreen):
    """Hot-seat: the table is covered until the next human says they are ready."""

    def menu(self) -> ButtonScene:
        return InGameMenu(self.app, self.table)


MARK_SIGNS = {"zero": "○", "barrel_on": "▣", "rospisat": "✕", "golden": "★"}  # on the sheet


class ScoreSheetScene(ScrollScene):
    """Every deal: what happened, each player's score and change, and the marks."""

    name = "score-sheet"
    fit = True

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.title = tr("Score sheet")

    def rows(self) -> list:
        seats = self.session.seats
        n = len(seats)
        heads = [Cell("#", theme.INK_DIM, bold=True), Cell(tr("Deal"), theme.INK_DIM, bold=True)]
        heads += [Cell(seat_name(c.name), theme.GOLD, bold=True,
                       badges=(c.badge(seat),))
                  for seat, c in enumerate(seats)]
        body = []
        shown: set = set()  # the marks the sheet shows, to be explained under it
        for k, row in enumerate(self.session.match.sheet, 1):
            cells = [Cell(str(k), theme.INK_DIM), Cell(outcome_line(self.session, row))]
            for i in range(n):
                d = row.deltas[i]
                words = f"{row.scores[i]}" + (f" ({signed(d)})" if d else "")
                marks = [m for m in row.marks[i] if m in MARK_SIGNS]
                if marks:
                    words += " " + "".join(MARK_SIGNS[m] for m in marks)
                    shown.update(marks)
                cells.append(Cell(words, theme.RED if d < 0 else theme.INK))
            body.append(cells)
        out = sheet_rows(self, heads, body, [60, 0] + [870 // n] * n)  # the deal stretches
        if not body:
            out.append(line(self.font(22), tr("No deal has been scored yet."), theme.INK_DIM))
        if shown:  # what the signs stand for, a little below the last deal
            small = self.font(20)
            out.append(gap(small))
            out.append(line(small, "   ".join(
                f"{sign} {tr(MARK_WORDS[m])}" for m, sign in MARK_SIGNS.items() if m in shown),
                theme.INK_DIM))
        return out


RULES_OVERVIEW = (
    "Tysiacha (1000) is played with 24 cards, 9 to ace in four suits; the first to reach 1000 wins.",
    "Card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 120 in the deck. A king and "
    "queen of one suit are a marriage: spades 40, clubs 60, diamonds 80, hearts 100.",
    "Each player gets 7 cards and 3 go to the prikup. The players bid in turn how many points they "
    "will take, from 100 up; the highest bidder takes the prikup, gives one card to each other "
    "player, and may raise the contract.",
    "The declarer leads first. Follow suit; if you cannot, play a trump if you have one. Leading "
    "the king or queen of a marriage you hold declares it: its points are yours and its suit is "
    "trump from then on. The highest trump, else the highest card of the suit led, wins the trick.",
    "A declarer who takes the contract scores it; one who falls short loses it. The defenders "
    "score what they took, rounded to 5. Near 1000 a player sits on the barrel and must win as "
    "declarer to finish.",
)


class RulesScene(RulesPage):
    """1000 in brief, its options in force in words, and the rules one by one; at a rule
    when opened by a prompt's Why?."""

    name = "rules"

    def __init__(self, app, rules, at: str = ""):
        from .description import UI
        words = options_in_words(UI, RULE_OPTIONS, lambda key: getattr(rules, key))
        super().__init__(app, tr("Rules"), [tr(p) for p in RULES_OVERVIEW], words,
                         "RULES.md", at)
        self.rules_in_force = rules


__all__ = ["InGameMenu", "PrivacyScene", "ScoreSheetScene", "RulesScene"]
