"""Scenes laid over the table: the in-game menu, the hot-seat privacy screen, the score
sheet, the deal's tricks and the rules in force."""
from __future__ import annotations

from game.tysiacha.engine.cards import card_label
from game.tysiacha.engine.rules import RULE_OPTIONS

from .. import theme
from ..i18n import seat_name, tr
from ..scenes.base import ButtonScene
from ..scenes.over_table import PrivacyScreen, ScrollScene, TableMenu, line
from ..scenes.result_table import Cell, sheet_rows
from ..scenes.rules_page import RulesPage, options_in_words
from .table import meld_words
from .scoring import outcome_line
from .deck import small_art


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
        for k, row in enumerate(self.session.match.sheet, 1):
            cells = [Cell(str(k), theme.INK_DIM), Cell(outcome_line(self.session, row))]
            for i in range(n):
                d = row.deltas[i]
                words = f"{row.scores[i]}" + (f" ({d:+d})" if d else "")
                if row.marks[i]:
                    words += " " + "".join({"zero": "○", "barrel_on": "▣", "rospisat": "✕",
                                            "golden": "★"}.get(m, "") for m in row.marks[i])
                cells.append(Cell(words, theme.RED if d < 0 else theme.INK))
            body.append(cells)
        out = sheet_rows(self, heads, body, [60, 0] + [870 // n] * n)  # the deal stretches
        if not body:
            out.append(line(self.font(22), tr("No deal has been scored yet."), theme.INK_DIM))
        return out


class TrickHistoryScene(ScrollScene):
    """The tricks of the deal on show, in order, with who led and who won."""

    name = "tricks"
    fit = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.title = tr("Tricks of this deal")

    def rows(self) -> list:
        obs = self.table.observation()
        f = self.font(22)
        names = [seat_name(c.name) for c in self.table.session.seats]
        art = small_art(self.app)
        out = []
        if obs.declarer >= 0 and obs.prikup is not None:
            out.append(line(f, tr("Prikup") + ": " + " ".join(card_label(c) for c in obs.prikup)))
        for k, (cards, winner) in enumerate(obs.tricks, 1):
            def draw(surface, x, y, width, k=k, cards=cards, winner=winner):
                mid = y + art.size[1] // 2
                theme.text(surface, f, f"{k}.", (x, mid), theme.INK_DIM, "midleft")
                fn = self.font(16)
                col = max(art.size[0] + 12, max(fn.size(nm)[0] for nm in names) + 12)
                cx = x + max(round(60 * self.unit), f.size("10.")[0] + 12)
                for seat, c in cards:
                    img = art.face(c)
                    surface.blit(img, (cx, y))
                    theme.note(surface, "card", img.get_rect(topleft=(cx, y)))
                    theme.text(surface, fn, names[seat], (cx, y + art.size[1] + 2), theme.INK_DIM)
                    cx += col
                theme.text(surface, f, "→ " + names[winner], (cx + 8, mid), theme.GOLD,
                           "midleft")
                return art.size[1] + self.font(16).get_linesize() + 12
            out.append(draw)
        for seat, kind, worth in obs.melds:
            out.append(line(f, f"{names[seat]}: {meld_words(kind)} {worth}", theme.GOLD))
        if not obs.tricks:
            out.append(line(f, tr("No trick was played in this deal."), theme.INK_DIM))
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


__all__ = ["InGameMenu", "PrivacyScene", "ScoreSheetScene", "TrickHistoryScene", "RulesScene"]
