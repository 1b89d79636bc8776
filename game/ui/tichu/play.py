"""The play at Tichu's table: cards clicked up into a selection, which says what it is and
whether it may be played (else why not, naming the rule); Play, Enter, a flick or a drag
onto the table plays it, Pass passes. A bomb may be played out of turn: in hot-seat the
Bomb button is there for every human whenever one may be played, whether anyone holds
one or not; whoever presses it says who they are, the others look away, and they play a
bomb or take it back; to the others, a bomb taken back looks the same as no bomb. The Mah
Jong's wish and the Dragon's gift are asked in dialogs."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tichu.engine.cards import RANK_MASK, cards_of, mask_of
from game.tichu.engine.combos import BOMB, combination_of
from game.tichu.engine.round import Action, Phase

from ..i18n import tr
from ..prompt import after_colon
from ..scenes.base import Dialog
from ..widgets import Button
from .table_scene import TichuTableScene
from .words import combination_words, rank_word, refusal_words


class TichuPlayScene(TichuTableScene):
    """The play: click cards up into a selection (what it is and whether it may be played
    shows as you pick), then Play, Enter, or a flick of a picked card; Pass; the Bomb
    button also out of turn; the Mah Jong's wish and the Dragon's gift are asked."""

    name = "tichu-play"
    phases = (Phase.PLAY, Phase.WISH, Phase.GIFT)

    pass_ahead: Optional[int] = None  # the trick (by number) the player passes to its end

    def refresh(self) -> None:
        self.status, self.status_ok = self.describe_selection()
        super().refresh()

    def my_turn(self) -> bool:
        rnd = self.round
        t = self.table
        return (rnd.phase is Phase.PLAY and rnd.to_act == t.viewer and not t.hidden
                and not t.busy and self.session.is_human(t.viewer))

    def bomb_open(self) -> bool:
        """A bomb could be played now by someone (hot-seat: the button shows whether or
        not anyone holds one)."""
        rnd = self.round
        return rnd.phase is Phase.PLAY and rnd.top is not None and rnd.top[1].kind != 0 \
            and not self.table.busy

    def selection_plays(self) -> list:
        """The legal plays of exactly the selected cards for the player at the screen."""
        t = self.table
        if not t.selected:
            return []
        mask = mask_of(t.selected)
        return [a for a in self.viewer_legal() if a.kind == "play" and a.data.cards == mask]

    def describe_selection(self) -> tuple[str, bool]:
        """What the selection is, and whether it may be played now (else why not, and
        `status_rule` the rule)."""
        t = self.table
        self.status_rule = ""
        if not t.selected:
            return "", True
        mask = mask_of(t.selected)
        legal = self.selection_plays()
        if legal:
            best = max(legal, key=lambda a: a.data.rank)
            return tr("{what}: may be played").format(what=combination_words(best.data)), True
        combos = combination_of(mask)
        if not combos:
            self.status_rule = "T10"
            return tr("Not a combination"), False
        what = combination_words(max(combos, key=lambda p: p.rank))
        rnd = self.round
        seat = t.viewer
        if rnd.phase is not Phase.PLAY:
            return what, False
        reasons = []
        top = rnd.top[1] if rnd.top is not None else None
        for p in combos:
            try:
                reason = rnd.why_illegal(Action("play", seat, p))
                rule = rnd.why_illegal(Action("play", seat, p), rule=True)
                reasons.append((refusal_words(reason, rule, top, rnd.wish), rule))
            except Exception:  # a reason the engine cannot word: say it plainly
                reasons.append((tr("not now"), ""))
        reason, self.status_rule = reasons[-1]
        if reason.lower().startswith(what.lower()):  # "The Dog may only be led": said once
            return reason, False
        return f"{what}: {after_colon(reason)}", False

    def play_selection(self) -> None:
        legal = self.selection_plays()
        if not legal:
            words, _ = self.describe_selection()
            self.table.warn(words or tr("Pick the cards to play first"), "refused",
                            self.status_rule)
            self.coach_explains()
            return
        ranks = sorted({a.data.rank for a in legal})
        if len(ranks) > 1:  # the Phoenix may stand for more than one rank: ask which
            choices = [(combination_words(a.data), lambda a=a: self._play(a))
                       for a in sorted(legal, key=lambda a: -a.data.rank)]
            self.app.push(Dialog(self.app, tr("Which combination?"),
                                 [tr("The Phoenix can stand for more than one card here.")],
                                 choices + [(tr("Back"), lambda: None)], escape=lambda: None))
            return
        self._play(legal[0])

    def _play(self, action: Action) -> None:
        if self.act(action):
            self.table.selected = set()
            self.bombing = False

    def controls(self) -> list[Button]:
        t = self.table
        legal = self.viewer_legal()
        out: list[Button] = []
        self.title = ""
        mine = self.my_turn()
        if self.bombing:
            self.title = tr("Your bomb: pick its cards, then Play (Esc: no bomb)")
            out.append(Button(tr("Play"), self.play_selection, enabled=bool(self.selection_plays()),
                              hotkey=pygame.K_RETURN, kind="main"))
            out.append(Button(tr("No bomb"), self.end_bombing))
            return out
        if mine:
            self.title = self.prompt_words()
        if any(a.kind == "tichu" for a in legal):
            out.append(Button(tr("Tichu!"), self.call_tichu, hotkey=pygame.K_t))
        if mine:
            out.append(Button(tr("Pass"), self.pass_, hotkey=pygame.K_p,
                              enabled=any(a.kind == "pass" for a in legal)))
            out.append(Button(tr("Play"), self.play_selection, enabled=bool(self.selection_plays()),
                              hotkey=pygame.K_RETURN, kind="main"))
        bombs = [a for a in legal if a.kind == "play" and a.data.kind == BOMB]
        if t.hot_seat and not t.demo and self.bomb_open() and not mine:
            out.append(Button(tr("Bomb!"), self.bomb, hotkey=pygame.K_b))
        elif bombs:
            out.append(Button(tr("Bomb!"), self.bomb, hotkey=pygame.K_b))
        if self.may_pass_ahead():  # out of turn: pass on this trick when the turn comes
            out.append(Button(tr("Pass to the trick's end"), self.toggle_pass_ahead,
                              hotkey=pygame.K_p, toggled=self.passing_ahead()))
            if self.passing_ahead():
                self.title = tr("You pass to the end of this trick")
        if not mine and not self.bombing:
            self.status = ""  # out of turn a selection is only for a bomb
        return out

    # ------------------------------------------------------------ passing ahead
    def may_pass_ahead(self) -> bool:
        """Pass to the trick's end is offered: a trick lies on the table, someone else
        holds it, and the turn is another's (at a table of one human: in hot-seat each
        player decides behind the privacy screen)."""
        rnd = self.round
        t = self.table
        return (rnd.phase is Phase.PLAY and rnd.top is not None and not t.hot_seat
                and not t.demo and rnd.top[0] != t.viewer and rnd.to_act != t.viewer
                and bool(rnd.hands[t.viewer]) and self.session.is_human(t.viewer))

    def passing_ahead(self) -> bool:
        return self.pass_ahead == self._trick_no()

    def _trick_no(self) -> int:
        return len(self.round.tricks)

    def toggle_pass_ahead(self) -> None:
        self.pass_ahead = None if self.passing_ahead() else self._trick_no()
        self.refresh()

    def _pass_ahead(self) -> None:
        """The player said they pass on this trick: when the turn comes, pass (unless
        the wish makes them play; then the turn is theirs as usual)."""
        if self.pass_ahead is None:
            return
        if self.pass_ahead != self._trick_no() or self.round.phase is not Phase.PLAY:
            self.pass_ahead = None  # the trick is over
            self.refresh()
            return
        if not self.my_turn():
            return
        action = Action("pass", self.table.viewer, None)
        self.pass_ahead = None if action not in self.viewer_legal() else self.pass_ahead
        if self.pass_ahead is None:
            self.refresh()
            return
        self.table.selected = set()
        self.act(action)

    def prompt_words(self) -> str:
        """The prompt on the player's turn: lead, or beat whose combination."""
        rnd = self.round
        binds = self.wish_binds()  # then the prompt says so, and not "or pass"
        rank = rank_word(rnd.wish) if rnd.wish else ""
        if rnd.top is None and binds:
            ask = tr("Your lead: play a combination that fulfils the wish ({rank})").format(
                rank=rank)
        elif rnd.top is None:
            ask = tr("Your lead: play a combination")
        else:  # the first form that fits: in a small window without "Your turn", then
            # without whose play it is (its plate says it)
            forms = (tr("Your turn: beat {name}'s {what} and fulfil the wish ({rank})"),
                     tr("Beat {name}'s {what} and fulfil the wish ({rank})"),
                     tr("Beat the {what} and fulfil the wish ({rank})")) if binds else \
                (tr("Your turn: beat {name}'s {what}, or pass"),
                 tr("Beat {name}'s {what}, or pass"), tr("Beat the {what}, or pass"))
            seat, play = rnd.top
            fields = dict(name=self.table.name(seat), rank=rank,
                          what=combination_words(play, article=False))
            for form in forms:
                ask = form.format(**fields)
                if self.prompt_fits(ask):
                    break
        if rnd.wish and not binds:  # (also on the scores' panel: left out where the line
            # would not fit)
            wish = ask + "  ·  " + tr("wish: {rank}").format(rank=rank_word(rnd.wish))
            lay = self.table.layout
            if self.prompt_fonts()[0].size(wish)[0] <= lay.width - 4 * lay.margin \
                    - 2 * lay.plate_rect(0).width:
                ask = wish
        return ask

    def wish_binds(self) -> bool:
        """The wish in force makes the player's move (T16): no pass, and every play but a
        bomb holds the wished rank; the prompt says so rather than "or pass"."""
        rnd = self.round
        if not rnd.wish:
            return False
        plays = [a for a in self.viewer_legal() if a.kind in ("play", "pass")]
        wished = RANK_MASK[rnd.wish]
        return any(a.kind == "play" and a.data.cards & wished for a in plays) and all(
            a.kind == "play" and (a.data.cards & wished or a.data.kind == BOMB) for a in plays)

    def pass_(self) -> None:
        action = Action("pass", self.table.viewer, None)
        if action in self.viewer_legal():
            self.table.selected = set()
            self.act(action)

    def bomb(self) -> None:
        """The Bomb button: in hot-seat, ask who bombs (behind the privacy screen);
        otherwise the table waits while the player picks the bomb's cards (a bomb already
        picked is played at once)."""
        t = self.table
        if t.hot_seat and not self.my_turn():
            from .dialogs import WhoBombs
            self.app.push(WhoBombs(self.app, self))
            return
        self.start_bombing(t.viewer)

    def start_bombing(self, seat: int) -> None:
        t = self.table
        if seat != t.viewer or t.hidden:
            t.reveal_to(seat)
        legal = [a for a in self.session.legal(seat) if a.kind == "play" and a.data.kind == BOMB]
        if not legal:
            self.bombing = True
            t.warn(tr("You hold no bomb that may be played now"))
            self.refresh()
            return
        if self.selection_plays() and any(a.data.kind == BOMB for a in self.selection_plays()):
            self.play_selection()
            return
        self.bombing = True
        weakest = min(legal, key=lambda a: (a.data.length, a.data.rank))
        t.selected = set(cards_of(weakest.data.cards))
        t.sync()
        self.refresh()

    def viewer_legal(self) -> list[Action]:
        t = self.table
        if self.bombing and not t.hidden:
            return [a for a in self.session.legal(t.viewer) if a.kind == "play"
                    and a.data.kind == BOMB]
        return super().viewer_legal()

    def card_clicked(self, card: int) -> None:
        if self.table.shown_trick is not None and not self.app.settings.auto_flip:
            self.table.flip_trick()
            return
        super().card_clicked(card)

    def card_flicked(self, card: int) -> None:
        t = self.table
        if card not in t.selected:
            t.selected = {card}
        self.refresh()
        if self.selection_plays():
            self.play_selection()
        else:
            t.warn(self.describe_selection()[0])
            self.coach_explains()

    def dropped(self, card: int, pos) -> None:
        t = self.table
        if pos[1] < t.layout.hand_top() - t.layout.card_h // 2 and self.selection_plays() \
                and card in t.selected:
            self.play_selection()  # a picked card dragged onto the table plays the selection
            return
        self.reorder(card, pos[0])

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.row.focus < 0 \
                and self.table.selected:
            self.play_selection()
            return True
        return super().key(event)

    def ask(self, human: Optional[int]) -> None:
        t = self.table
        rnd = self.round
        self._pass_ahead()
        if human is None or human != t.viewer or t.hidden:
            return
        key = (self.session.moves, rnd.phase)
        if self._asked == key:
            return
        if rnd.phase is Phase.WISH:
            self._asked = key
            from .dialogs import WishDialog
            self.app.push(WishDialog(self.app, self, human))
        elif rnd.phase is Phase.GIFT:
            self._asked = key
            from .dialogs import GiftDialog
            self.app.push(GiftDialog(self.app, self, human))


__all__ = ["TichuPlayScene"]
