"""The questions Tichu's table puts in dialogs: the Mah Jong's wish (T15), whom the
Dragon's trick goes to (T19), and, in hot-seat, who bombs out of turn."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tichu.engine.round import Action

from ..i18n import named, tr, tr_count
from ..scenes.base import Dialog, row_of
from ..widgets import Button
from .overlays import TichuPrivacy
from .words import rank_word


class HintedDialog(Dialog):
    """A question of the table's in a dialog, with the table's Hint (H): the Hard bot's
    choice here framed among the choices, and under the question what it is and why
    (its reasons, as Why this? gives them at the table). `actions` are the choices'
    actions, in their order."""

    def __init__(self, app, scene, seat: int, title: str, lines, choices, actions):
        self.scene, self.seat = scene, seat
        self.actions = list(actions)
        self.asked = list(lines)
        self.hinter = None
        self.hinted: Optional[Action] = None
        super().__init__(app, title, lines, choices)

    def build(self) -> list[Button]:
        out = super().build()
        for button, action in zip(out, self.actions):
            button.toggled = action == self.hinted
        hint = Button(tr("Hint"), self.ask_hint, hotkey=pygame.K_h,
                      enabled=self.hinter is None and self.hinted is None)
        return out + [hint]

    def ask_hint(self) -> None:
        if self.hinter is not None or self.hinted is not None:
            return
        scene = self.scene
        lesson = scene.session.hint_action() if scene.coach is not None else None
        if lesson in self.actions:
            self.show_hint(lesson, [])  # the lesson's move
            return
        self.hinter = scene.session.hint(self.seat)
        self.layout()

    def update(self, dt: float) -> None:
        super().update(dt)
        hinter = self.hinter
        if hinter is not None and hinter.done:
            self.hinter = None
            if hinter.result in self.actions:
                from .reasons import reason_lines
                self.show_hint(hinter.result, reason_lines(hinter.reasons, self.scene.table))
            else:
                self.layout()

    def show_hint(self, action: Action, reasons: list[str]) -> None:
        self.hinted = action
        self.lines = self.asked + [self.hint_words(action)] + reasons
        self.layout()
        # the focus (Enter) on the choice suggested: not a second choice marked beside it
        self.row.focus = self.actions.index(action)

    def hint_words(self, action: Action) -> str:
        raise NotImplementedError


class WishDialog(HintedDialog):
    """The Mah Jong was played: wish for a rank, or for nothing (T15)."""

    name = "tichu-wish"

    def __init__(self, app, scene, seat: int):
        ranks = list(range(2, 15)) + [0]
        choices = [(rank_word(r) if r else tr("No wish"), lambda r=r: self.wish(r))
                   for r in ranks]
        super().__init__(app, scene, seat, tr("Your wish"), [tr(
            "The Mah Jong lets you wish for a rank: the first player who can play it "
            "must.")], choices, [Action("wish", seat, r) for r in ranks])

    def wish(self, rank: int) -> None:
        self.scene.act(Action("wish", self.seat, rank))

    def hint_words(self, action: Action) -> str:
        return tr("Hint: wish for {rank}").format(rank=rank_word(action.data)) \
            if action.data else tr("Hint: no wish")

    def back(self) -> None:
        """Esc: no closing without a wish; the round waits for it."""

    def build(self) -> list[Button]:
        out = super().build()
        # thirteen ranks in two rows under the text, and "No wish" and Hint under them
        w = self.box.width
        u = max(self.unit, 0.6)
        gap = round(10 * u)
        bh = out[0].rect.height if out else round(50 * u)
        per_row = 7
        bw = (w - 2 * self.pad() - gap * (per_row - 1)) // per_row
        rows = [out[:7], out[7:13], out[13:]]
        extra = 2 * (bh + gap)
        self.box.height += extra
        self.box.centery = self.app.screen_size[1] // 2
        y = self.box.bottom - round(28 * self.unit) - 3 * bh - 2 * gap
        for row in rows:
            row_of(row, self.box.centerx, y, bw if len(row) > 2 else round(bw * 2.4), bh, gap)
            y += bh + gap
        return out


class GiftDialog(HintedDialog):
    """The Dragon won the trick: give it to an opponent (T19)."""

    name = "tichu-gift"

    def __init__(self, app, scene, seat: int):
        t = scene.table
        left, right = (seat + 1) % 4, (seat + 3) % 4
        sizes = t.session.round.hand_sizes()
        choices = [(t.name(s), lambda s=s: scene.act(Action("gift", seat, s)))
                   for s in (left, right)]
        holds = [tr_count(sizes[s], "{name} holds {n} card", "{name} holds {n} cards")
                 .format(name=t.name(s), n=sizes[s]) for s in (left, right)]
        lines = [tr("The Dragon's trick goes to an opponent of your choice."),
                 ", ".join(holds) + "."]
        super().__init__(app, scene, seat, tr("Give the Dragon's trick"), lines, choices,
                         [Action("gift", seat, s) for s in (left, right)])

    def hint_words(self, action: Action) -> str:
        return tr("Hint: give the trick to {name}").format(
            name=named(self.scene.table.name(action.data)))

    def build(self) -> list[Button]:
        out = super().build()  # the two opponents, then Hint: one row
        row_of(out, self.box.centerx, out[0].rect.y, out[0].rect.width, out[0].rect.height,
               round(16 * self.unit))
        return out

    def back(self) -> None:
        """Esc: the trick must be given."""


class WhoBombs(Dialog):
    """Hot-seat: someone pressed Bomb. Who? They alone then see their hand."""

    name = "tichu-who-bombs"

    def __init__(self, app, scene):
        self.scene = scene
        t = scene.table
        humans = t.session.humans
        choices = [(t.name(s), lambda s=s: self.chosen(s)) for s in humans]
        super().__init__(app, tr("Who bombs?"), [tr(
            "The others look away: only the one who bombs sees their hand.")],
            choices + [(tr("Back"), lambda: None)], escape=lambda: None)

    def chosen(self, seat: int) -> None:
        scene = self.scene
        scene.bombing = True
        self.app.push(TichuPrivacy(self.app, scene.table, seat,
                                   then=lambda: scene.start_bombing(seat)))


__all__ = ["WishDialog", "GiftDialog", "WhoBombs"]
