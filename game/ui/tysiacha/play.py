"""The play of the cards (R33-R40): a click (or two, `card_selection: twice`), a flick or
Enter plays a card; a card that may not be played says why, naming the rule. Leading the K
or Q of a marriage declares it, at once (`auto_meld`) or after asking."""
from __future__ import annotations

import pygame

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import SUIT_MASKS, SUIT_SYMBOLS
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.explain import explain_illegal

from ..i18n import tr
from ..widgets import Button
from ..scenes.base import Dialog, row_of
from .exchange import give_up
from .table_scene import TableScene


class PlayScene(TableScene):
    name = "play"
    phases = (Phase.PLAY, Phase.OVER)

    def ask(self) -> str:
        deal = self.deal
        if not deal.trick:
            return tr("Your lead: play a card")
        said = self.table.prompt.said
        if said is not None and said.kind == "refused":
            return tr("Your turn")  # the refusal under it says what may be played
        # what the engine allows (R36), in words
        led, trump = deal.lead_suit, deal.trump
        allowed = deal.play_mask(deal.to_act)
        if allowed & SUIT_MASKS[led]:
            return tr("Your turn: follow {suit}").format(suit=SUIT_SYMBOLS[led])
        if trump >= 0 and allowed and not allowed & ~SUIT_MASKS[trump]:
            return tr("Your turn: no {suit}, play a trump ({trump})").format(
                suit=SUIT_SYMBOLS[led], trump=SUIT_SYMBOLS[trump])
        return tr("Your turn: no {suit}, play any card").format(suit=SUIT_SYMBOLS[led])

    def play_refused(self, card: int) -> str:
        """Why `card` may not be played to this trick, in a player's words: the engine's
        refusal (R36) named, or "" for one the table has no words of its own for."""
        deal = self.deal
        code = explain_illegal(deal, A.play(card)).code
        led = SUIT_SYMBOLS[deal.lead_suit] if deal.trick else ""
        trump = SUIT_SYMBOLS[deal.trump] if deal.trump >= 0 else ""
        if code == "follow":
            return tr("You must follow {suit}").format(suit=led)
        if code == "beat":
            return tr("You must beat the trick with a higher {suit}").format(suit=led)
        if code == "trump":
            return tr("You have no {suit}: you must play a trump ({trump})").format(
                suit=led, trump=trump)
        if code == "beat_trump":
            return tr("You must beat the trumps in the trick with a higher trump")
        return ""

    def controls(self) -> list[Button]:
        legal = self.legal()
        out = []
        if A.ROSPISAT in legal:
            out.append(Button(tr("Rospisat'"), lambda: give_up(self, A.ROSPISAT),
                              kind="danger"))
        if A.SPISAT in legal:
            out.append(Button(tr("Spisat'"), lambda: give_up(self, A.SPISAT), kind="danger"))
        return out

    def place_prompt(self, controls: list[Button]) -> None:
        """Between the place of the player's card in the trick (framed on their turn) and
        the hand: the prompt over Rospisat' and Spisat' when there is room, else beside
        them in one low box."""
        t = self.table
        lay = t.layout
        prompt = t.prompt
        prompt.ask = self.ask() if self.my_turn() else ""
        coach = self.coach
        if coach is not None and self.my_turn() and coach.ask():
            prompt.ask = coach.ask()  # the lesson says what to do
        prompt.set_status("", True)
        big, small = self.prompt_fonts()
        slot = lay.trick_slot_rect(0)
        m = lay.margin
        pad = max(4, m // 2)
        foot = lay.hand_y - lay.card_h // 2 - lay.raise_by - pad
        room = foot - slot.bottom - pad
        lines = prompt.height(big, small, prompt.second is not None) + 2 * pad
        most = lay.dialog_rect(30, 1).width
        if not controls:
            prompt.place(big, small, m, lay.width // 2, foot, None, most, room=room,
                         avoid=t.plates(), ceiling=slot.bottom + pad)
            if prompt.box.height > room:  # not even one line has room: over the gap's middle
                prompt.box.centery = (slot.bottom + foot) // 2
                prompt.lines = pygame.Rect(prompt.box)
            return
        if lines + lay.button_h + pad <= room:
            row_of(controls, lay.width // 2, foot - pad - lay.button_h,
                   round(lay.card_w * 1.6), lay.button_h, m)
            area = controls[0].rect.unionall([b.rect for b in controls[1:]])
            prompt.place(big, small, m, lay.width // 2, 0, area, most, avoid=t.plates(),
                         ceiling=slot.bottom + pad)
        else:
            prompt.place_beside(big, small, m, lay.width // 2, slot.bottom + pad + room // 2,
                                controls, lay.button_h, m, room=room)

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
            words, rule = self.why_not(A.play(card))
            t.warn(self.play_refused(card) or words, "refused", rule)
            coach = self.coach
            if coach is not None:  # a lesson says why, in its words
                step = coach.step
                coach.wrong(step.wrong if step is not None and step.wrong else words)
                self.layout()
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
                text = tr("Leading an ace with all four in hand declares them for {n}."
                          ).format(n=worth)
            else:
                title = tr("Declare the marriage?")
                text = tr("Leading this card with its partner in hand declares the "
                          "marriage {suit} for {n} and makes {suit} trump.").format(
                              suit=SUIT_SYMBOLS[kind], n=worth)
            self.app.push(Dialog(self.app, title, [text],
                                 [(tr("Declare"), lambda: self.act(meld)),
                                  (tr("Just play"), lambda: self.act(card))],
                                 escape=lambda: None))
            return
        self.act(card)
