"""The questions Tichu's table puts in dialogs: the Mah Jong's wish (T15), whom the
Dragon's trick goes to (T19), and, in hot-seat, who bombs out of turn."""
from __future__ import annotations

from game.tichu.engine.round import Action

from ..i18n import tr, tr_count
from ..scenes.base import Dialog, row_of
from ..widgets import Button
from .overlays import TichuPrivacy
from .words import rank_word


class WishDialog(Dialog):
    """The Mah Jong was played: wish for a rank, or for nothing (T15)."""

    name = "tichu-wish"

    def __init__(self, app, scene, seat: int):
        self.scene = scene
        self.seat = seat
        choices = [(rank_word(r), lambda r=r: self.wish(r)) for r in range(2, 15)]
        super().__init__(app, tr("Your wish"), [tr(
            "The Mah Jong lets you wish for a rank: the first player who can play it "
            "must.")], choices + [(tr("No wish"), lambda: self.wish(0))])

    def wish(self, rank: int) -> None:
        self.scene.act(Action("wish", self.seat, rank))

    def back(self) -> None:
        """Esc: no closing without a wish; the round waits for it."""

    def build(self) -> list[Button]:
        out = super().build()
        # thirteen ranks and "No wish": two rows under the text
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
            row_of(row, self.box.centerx, y, bw if len(row) > 1 else round(bw * 2.4), bh, gap)
            y += bh + gap
        return out


class GiftDialog(Dialog):
    """The Dragon won the trick: give it to an opponent (T19)."""

    name = "tichu-gift"

    def __init__(self, app, scene, seat: int):
        self.scene = scene
        t = scene.table
        left, right = (seat + 1) % 4, (seat + 3) % 4
        sizes = t.session.round.hand_sizes()
        choices = [(t.name(s), lambda s=s: scene.act(Action("gift", seat, s)))
                   for s in (left, right)]
        holds = [tr_count(sizes[s], "{name} holds {n} card", "{name} holds {n} cards")
                 .format(name=t.name(s), n=sizes[s]) for s in (left, right)]
        lines = [tr("The Dragon's trick goes to an opponent of your choice."),
                 ", ".join(holds) + "."]
        super().__init__(app, tr("Give the Dragon's trick"), lines, choices)

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
