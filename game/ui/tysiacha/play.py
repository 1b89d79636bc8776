"""The play of the cards (R33-R40): a click (or two, `card_selection: twice`), a flick or
Enter plays a card; a card that may not be played says why, naming the rule. Leading the K
or Q of a marriage declares it, at once (`auto_meld`) or after asking."""
from __future__ import annotations

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import SUIT_SYMBOLS
from game.tysiacha.engine.deal import Phase

from ..i18n import tr
from ..widgets import Button
from ..scenes.base import Dialog, row_of
from .exchange import give_up
from .table_scene import TableScene


class PlayScene(TableScene):
    name = "play"
    phases = (Phase.PLAY, Phase.OVER)

    def controls(self) -> list[Button]:
        legal = self.legal()
        out = []
        if A.ROSPISAT in legal:
            out.append(Button(tr("Rospisat'"), lambda: give_up(self, A.ROSPISAT)))
        if A.SPISAT in legal:
            out.append(Button(tr("Spisat'"), lambda: give_up(self, A.SPISAT)))
        if out:
            lay = self.table.layout
            box = lay.dialog_rect(3.0 * len(out), 1.2)
            # below the place of the player's card in the trick (framed on their turn)
            # when there is room between it and the hand, else in the place of dialogs
            slot = lay.trick_slot_rect(0)
            room = lay.hand_y - lay.card_h // 2 - lay.raise_by - lay.margin // 2 - slot.bottom
            y = box.y
            if room >= lay.button_h + 4:
                y = slot.bottom + (room - lay.button_h) // 2
            row_of(out, box.centerx, y, round(lay.card_w * 1.6), lay.button_h, lay.margin)
        return out

    def card_clicked(self, card: int) -> None:
        t = self.table
        if not self.my_turn():
            if t.shown_trick is not None and not self.app.settings.auto_flip:
                t.flip_trick()
            return
        if self.app.settings.card_selection == "twice" and t.selected != card:
            t.selected = card
            t.sync()
            return
        self.play(card)

    def card_flicked(self, card: int) -> None:
        if self.my_turn():
            self.play(card)

    def play(self, card: int) -> None:
        legal = self.legal()
        t = self.table
        if card not in legal:
            t.selected = None
            t.warn(self.why_not(A.play(card)))
            t.sync()
            return
        meld = A.play(card, meld=True)
        if meld in legal:
            if self.app.settings.auto_meld:
                self.act(meld)
                return
            kind, worth = self.deal.meld_of(self.match.to_act, card)
            if kind == "aces":
                title = tr("Declare four aces?")
                text = tr("Leading an ace with all four in hand declares them for {n} "
                          "(R38).").format(n=worth)
            else:
                title = tr("Declare the marriage?")
                text = tr("Leading this card with its partner in hand declares the "
                          "marriage {suit} for {n} and makes {suit} trump (R37).").format(
                              suit=SUIT_SYMBOLS[kind], n=worth)
            self.app.push(Dialog(self.app, title, [text],
                                 [(tr("Declare"), lambda: self.act(meld)),
                                  (tr("Just play"), lambda: self.act(card))],
                                 escape=lambda: None))
            return
        self.act(card)

