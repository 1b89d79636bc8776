"""The turn loop of Tichu's table, shared by its scenes over the same TichuTable: the
deal with the Grand Tichu question (deal.py), the exchange (exchange.py) and the play
(play.py), as 1000's table_scene.py is by its scenes; the hand under the pointer and the
keys is hand_input.py's.

Each frame: animate; once nothing is being shown, let the Conductor (session.py) take the
AI seats' decisions, in and out of turn, off the frame loop; humans decide through the
scene's controls. In hot-seat games a privacy screen comes before each human's decision,
including the simultaneous ones (Grand Tichu, the exchange), which the humans make one
after another; a bomb out of turn is play.py's.
"""
from __future__ import annotations

from typing import Optional

import pygame

from game.tichu.engine.cards import cards_of
from game.tichu.engine.round import Action, Phase, TichuError

from ..flick import Gesture
from ..i18n import named, tr
from ..prompt import Prompt
from ..scenes.base import ButtonScene, Dialog, TakingBack, fit_row
from ..statistics import count_game, statistics_news
from ..widgets import Button
from .coaching import Coaching
from .hand_input import HandInput
from .session import TichuSession
from .table import TichuTable
from .words import card_words, combination_words, rank_word, refusal_words

THINK_TIME = 0.7  # the least time an AI seems to think, so its move can be followed


def open_tichu(app, session: TichuSession, replace=None, hands=None) -> None:
    """Start showing a Tichu game: deal a round if one is due (`hands`, for tests: the
    hands to deal), else the scene of where the round stands (the result, if it is
    over)."""
    table = TichuTable(app, session)
    match = session.match
    if match.round is None or (match.needs_round and not match.finished):
        from .deal import TichuDealScene
        events = session.start_round(hands)
        table.new_round(events[0].data, events[0].seat)
        _put(app, TichuDealScene(app, table), replace)
        return
    scene = scene_for(app, table)
    _put(app, scene, replace)
    if match.round.over:
        from .scoring import TichuScoringScene
        app.push(TichuScoringScene(app, table))


def _put(app, scene, replace) -> None:
    if replace is not None and replace in app.stack.scenes:
        app.stack.replace(replace, scene)
    else:
        app.push(scene)


def scene_for(app, table: TichuTable) -> "TichuTableScene":
    rnd = table.session.round
    phase = rnd.phase if rnd is not None else Phase.GRAND
    if table.dealing is not None or phase is Phase.GRAND:
        from .deal import TichuDealScene
        return TichuDealScene(app, table)
    if phase is Phase.EXCHANGE:
        from .exchange import TichuExchangeScene
        return TichuExchangeScene(app, table)
    from .play import TichuPlayScene
    return TichuPlayScene(app, table)


def next_round(app, table: TichuTable, scene) -> None:
    """Deal the next round and show it being dealt."""
    from .deal import TichuDealScene
    events = table.session.start_round()
    table.new_round(events[0].data, events[0].seat)
    app.stack.replace(scene, TichuDealScene(app, table))


class TichuTableScene(Coaching, HandInput, TakingBack, ButtonScene):
    """A phase of the round at the table. Subclasses add their controls in `controls()`
    and say which phases they show."""

    name = "tichu-table"
    hinted_action = None  # the move the hint on show names (show_hint)
    at_table = True  # app.table_scene() finds it
    phases: tuple = ()

    def __init__(self, app, table: TichuTable):
        super().__init__(app)
        self.table = table
        self.session = table.session
        self.conductor = self.session.conductor(self.think_time())
        self.gesture: Optional[Gesture] = None
        self.bombing = False  # a human chooses a bomb out of turn: the table waits
        self.title = ""
        self.status = ""  # what the selection is, or why it may not be played
        self.status_ok = True
        self.status_rule = ""  # the rule behind a refused selection (the prompt's Why?)
        self.box = pygame.Rect(0, 0, 0, 0)
        self._state_key = None
        self._scored_shown = False
        self._asked = None  # the state a dialog (wish, gift) was last opened for
        self.hinter = None  # the Hard bot thinking of a hint (session.hint)
        self._chosen = ((), ())  # the cards chosen when the prompt last said something

    @property
    def thinker(self):
        """A bot still thinking, or None (as 1000's table scene has it, for the tools
        that wait for the bots)."""
        return self.conductor.working()

    def think_time(self) -> float:
        speed = self.app.speed
        wait = THINK_TIME / speed if speed > 0 else 0.0
        if self.app.options.demo and speed > 0:
            wait = max(wait, 0.9)
        return wait

    # ------------------------------------------------------------ state
    @property
    def round(self):
        return self.session.round

    def viewer_legal(self) -> list[Action]:
        """What the player at the screen may do now (nothing while the hand is covered
        or something is being shown)."""
        t = self.table
        if t.hidden or t.busy or t.demo or not self.session.is_human(t.viewer):
            return []
        rnd = self.round
        if rnd is None or rnd.phase not in self.phases:
            return []  # the round moved on: the next scene takes over this frame
        return self.session.legal(t.viewer)

    def needs_human(self) -> Optional[int]:
        """The human whose decision the round waits for (the viewer first)."""
        rnd = self.round
        if rnd is None or rnd.over:
            return None
        waiting = [s for s in rnd.waiting() if self.session.is_human(s)]
        if not waiting:
            return None
        if self.table.viewer in waiting:
            return self.table.viewer
        return waiting[0]

    def place_caption(self, r, margin: int) -> bool:
        """Lay the demo's caption `r` where the player's buttons would be, or beside the
        bottom plate in a small window."""
        lay = self.table.layout
        r.midbottom = (self.app.screen_size[0] // 2, lay.action_row(1)[0].bottom)
        plate = lay.plate_rect(0)
        if r.colliderect(plate.inflate(margin, margin)):
            r.left = plate.right + margin
            r.right = min(r.right, self.app.screen_size[0] - margin)
        return True

    def settled(self) -> bool:
        return not self.table.tween.moving() and not self.table.busy

    # ------------------------------------------------------------ life cycle
    def enter(self) -> None:
        self.table.sync()
        super().enter()

    def resize(self) -> None:
        self.table.resize()
        super().resize()

    def settings_changed(self) -> None:
        self.table.tween.speed = self.app.speed
        self.conductor.min_time = self.think_time()
        if self.table.layout.corner_widths != self.table.corner_widths():
            self.table.resize()
        self.table.sync()
        super().settings_changed()

    def build(self) -> list[Button]:
        lay = self.table.layout
        rnd = self.round
        corner = [
            Button(tr("Menu"), self.open_menu),
            Button(tr("Score sheet"), self.open_sheet),
            Button(tr("Hint"), self.ask_hint, hotkey=pygame.K_h,
                   enabled=bool(self.viewer_legal()) and not self.bombing),
            Button(tr("Last trick"), self.toggle_last,
                   enabled=bool(rnd and rnd.tricks), toggled=self.table.show_last),
        ]
        for b, r in zip(corner, lay.corners):
            b.rect = r
        undo = self.undo_button()
        undo.rect = self.table.undo_rect()
        if self.coach is not None:
            undo = self.words_again_button(undo)
        log = Button(tr("Log"), self.open_log, hotkey=pygame.K_l, visible=not self.table.demo)
        log.rect = self.table.log_rect()
        corner += [undo, log]
        controls = self.controls()
        self.place_controls(controls)
        self.table.keep_clear = [self.box] if controls or self.table.prompt.shown else []
        return controls + corner

    def controls(self) -> list[Button]:
        return []

    def place_controls(self, controls: list[Button]) -> None:
        """The scene's buttons in a row above the hand, under the prompt (what to do,
        and the selection or the latest message)."""
        lay = self.table.layout
        m = lay.margin
        prompt = self.table.prompt
        prompt.ask = self.title
        if self.coach_turn():
            prompt.ask = self.coach.ask()  # the lesson says what to do
        view = getattr(self.session, "networked", None)
        if view is not None:  # a networked table's trouble comes first
            prompt.ask = view.words() or self.title
        prompt.set_status(self.status, self.status_ok, self.status_rule)
        big, small = self.prompt_fonts()
        rows = lay.action_row(max(1, len(controls)))
        if controls:
            room = rows[-1].right - rows[0].left
            fit_row(controls, self.app.fonts.get(lay.font), lay.width // 2, rows[0].y, room,
                    lay.button_h, m)
        most = self.prompt_room(rows[0].y)
        fallback = self.app.fonts.get(lay.font_small, True)
        ceiling = self.prompt_ceiling()
        if controls:
            area = controls[0].rect.unionall([b.rect for b in controls[1:]])
            self.box = prompt.place(big, small, m, lay.width // 2, 0, area, most, fallback,
                                    avoid=self.table.plates(), ceiling=ceiling)
        else:
            self.box = prompt.place(big, small, m, lay.width // 2, rows[0].bottom, None, most,
                                    fallback, avoid=self.table.plates(), ceiling=ceiling)

    def prompt_room(self, row_y: Optional[int] = None) -> int:
        """How wide the prompt's box may be (over the buttons' row at `row_y`): in a small
        window the player's plate stands beside it."""
        lay = self.table.layout
        big, small = self.prompt_fonts()
        plate = lay.plate_rect(0)
        row_y = lay.action_row(1)[0].y if row_y is None else row_y
        top = row_y - Prompt.height(big, small) - lay.margin
        if plate.bottom > top:
            return lay.width - 2 * (plate.right + lay.margin)
        return lay.width - 2 * lay.margin

    def prompt_fits(self, words: str) -> bool:
        """`words` fit the prompt's first line, in its smaller type at least."""
        lay = self.table.layout
        font = self.app.fonts.get(lay.font_small, True)
        return font.size(words)[0] + 2 * lay.margin <= self.prompt_room()

    def prompt_ceiling(self) -> int:
        """How far up the hint's reasons may take the prompt: clear of the trick's cards
        (in the exchange, where no trick lies, of the places of the cards to give)."""
        lay = self.table.layout
        top = lay.trick_rect().bottom
        rnd = self.round
        if rnd is not None and rnd.phase is Phase.EXCHANGE:  # (nothing under the slots)
            return max(r.bottom for r in lay.exchange_slots()) + 2
        return top + lay.margin // 2

    def prompt_fonts(self):
        lay = self.table.layout
        return self.app.fonts.get(lay.font, True), self.app.fonts.get(lay.font_small)

    # ------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        t = self.table
        t.warm()
        t.update(dt)
        news = statistics_news()
        if news:
            t.warn(news)
        if self.hinter is not None and self.hinter.done:
            self._show_hint()
        key = self._key()
        if key != self._state_key:
            self._state_key = key
            self.refresh()
        if t.busy or self.coach_update():
            return
        rnd = self.round
        if rnd.over:
            self._round_over()
            return
        if rnd.phase not in self.phases:
            self.app.stack.replace(self, scene_for(self.app, t))
            return
        if self.bombing:
            return
        human = self.needs_human()
        if human is not None and t.hot_seat and (t.viewer != human or t.hidden):
            from .overlays import TichuPrivacy
            self.app.push(TichuPrivacy(self.app, t, human))
            return
        self.ask(human)
        action = self.conductor.step()
        t.thinking = self.conductor.thinking()
        if action is not None:
            self.act(action)
        elif getattr(self.session, "resynced", False):  # a networked table, after a drop
            self.session.resynced = False
            t.taken_back()  # what was being shown goes; the cards go where they now are
            self.refresh()

    def ask(self, human: Optional[int]) -> None:
        """A question to put to the human at the screen (the wish, the Dragon's gift)."""

    def refresh(self) -> None:
        """The state changed: the controls and the status again (a refusal goes once
        the player chooses other cards)."""
        t = self.table
        chosen = (tuple(sorted(t.selected)), tuple(sorted(t.staged.items())))
        if chosen != self._chosen:
            t.prompt.forget(("refused",))
        self._chosen = chosen
        self.layout()

    def _key(self):
        t = self.table
        rnd = self.round
        return (self.session.moves, t.busy, t.viewer, t.hidden, t.show_last, self.bombing,
                tuple(sorted(t.selected)), tuple(sorted(t.staged.items())),
                self.app.screen_size, rnd.phase if rnd else None,
                t.prompt.key,  # the box fits its words
                (self.coach.index, self.coach.explained) if self.coach else None,
                view.key() if (view := getattr(self.session, "networked", None)) else None)

    def _round_over(self) -> None:
        if self._scored_shown:
            return
        self._scored_shown = True
        from .scoring import TichuScoringScene
        self.app.push(TichuScoringScene(self.app, self.table))

    def act(self, action: Action) -> bool:
        """Hand an action to the engine; a refused one is explained on screen."""
        t = self.table
        if not self.coach_judges(action):
            return False
        try:
            events = self.session.apply(action)
        except TichuError as exc:
            rnd = self.round
            t.warn(refusal_words(exc.reason, exc.rule, rnd.top[1] if rnd.top else None,
                                 rnd.wish), "refused", exc.rule)
            self.coach_refused(action, exc)
            return False
        except ValueError as exc:
            t.warn(str(exc))
            return False
        if self.session.is_human(action.seat):
            t.prompt.forget()  # what was said about the player's move goes with it
        else:
            t.prompt.forget(("refused",))  # (the table moved on: the refusal is old)
        self.hinter = None
        self.coach_saw(action)
        t.present(events)
        if self.session.save_error:
            t.warn(self.session.save_error)
        if self.round.over and not t.demo:
            count_game(self.app, self.session)  # the round's figures (statistics.py)
        if t.hot_seat and self.session.is_human(action.seat):
            if self.needs_human() != action.seat:
                t.cover()
        self.refresh()
        return True

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.bombing:
                self.end_bombing()
                return True
            self.open_menu()
            return True
        if self.undo_key(event):
            return True
        if self.table.prompt.handle(event, self.open_rule):
            return True
        if event.type == pygame.KEYDOWN and self.key(event):
            return True
        if super().handle(event):
            return True
        return self.pointer(event)

    # ------------------------------------------------------------ buttons
    def nothing_to_undo(self) -> str:
        return tr("Nothing to undo in this round")

    def taken_back(self) -> None:
        """The bots' questions, a bomb being picked and a dialog asked for the moves taken
        back go (the session groups the three cards given, and a Mah Jong or Dragon with
        its wish or gift, as one decision)."""
        self.conductor.forget()
        self.bombing = False
        self._asked = None
        self.hinter = None

    def open_menu(self) -> None:
        from .overlays import TichuMenu
        self.app.push(TichuMenu(self.app, self.table))

    def open_log(self) -> None:
        """L: every action of the round so far, in words (scenes/game_log.py)."""
        from ..scenes.game_log import GameLogScene
        from .log import log_lines
        self.app.push(GameLogScene(self.app, lambda: log_lines(self.table),
                                   lambda: self.session.moves))

    def open_rule(self, rule: str) -> None:
        """Why?: the Rules page at `rule`."""
        from .overlays import TichuRulesScene
        self.app.push(TichuRulesScene(self.app, self.session.rules, at=rule))

    def open_sheet(self) -> None:
        from .scoring import TichuSheetScene
        self.app.push(TichuSheetScene(self.app, self.session))

    def ask_hint(self) -> None:
        """Hint (H): the Hard bot's move in the player's place, shown when it comes; H
        again (or Why this?) shows its reasons, and again hides them."""
        if self.viewer_legal() and self.table.prompt.explain():
            self.refresh()
            return
        if self.hinter is not None or not self.viewer_legal() or self.table.demo:
            return
        if self.table.prompt.hinted and self.hinted_action is not None:
            return self.show_hint(self.hinted_action)  # raised again, never searched again
        if self.coach is not None and self.session.hint_action() is not None:
            self.table.prompt.forget()
            self.show_hint(self.session.hint_action())  # the lesson's move
            return
        self.hinter = self.session.hint(self.table.viewer)
        self.table.warn(tr("Thinking about a hint…"), "hint")

    def _show_hint(self) -> None:
        hinter, self.hinter = self.hinter, None
        action = hinter.result
        if action not in self.viewer_legal():
            return  # the position moved on meanwhile
        self.table.prompt.forget()
        self.show_hint(action)
        from .reasons import reason_lines
        self.table.prompt.give_reasons(reason_lines(hinter.reasons, self.table))
        self.refresh()

    def show_hint(self, action: Action) -> None:
        """The hint in the player's words: the cards raised, or the call named."""
        self.hinted_action = action
        t = self.table
        if action.kind == "play":
            t.selected = set(cards_of(action.data.cards))
            t.sync()
            self.refresh()
            t.warn(tr("Hint: play the raised cards ({what})").format(
                what=combination_words(action.data)), "hint")
        elif action.kind == "pass":
            t.warn(tr("Hint: pass"), "hint")
        elif action.kind == "tichu":
            t.warn(tr("Hint: call Tichu"), "hint")
        elif action.kind == "grand":
            t.warn(tr("Hint: call Grand Tichu") if action.data else tr("Hint: no Grand Tichu"),
                   "hint")
        elif action.kind == "give":
            card, to = action.data
            # the card as the object of "give" (the kit's text, 1000's too): a special
            # card in the accusative ("Gib den Drachen an Vera")
            t.warn(tr("Hint: give {card} to {name}").format(
                card=format(card_words(card), "accusative"), name=named(t.name(to))), "hint")
        elif action.kind == "wish":
            t.warn(tr("Hint: wish for {rank}").format(rank=rank_word(action.data))
                   if action.data else tr("Hint: no wish"), "hint")
        elif action.kind == "gift":
            t.warn(tr("Hint: give the trick to {name}").format(name=named(t.name(action.data))),
                   "hint")

    def toggle_last(self) -> None:
        self.table.look_back()
        self.layout()

    def call_tichu(self) -> None:
        seat = self.table.viewer
        action = Action("tichu", seat, None)
        if action not in self.viewer_legal():
            return
        if not self.app.settings.confirm_dialogs:
            self.act(action)
            return
        self.app.push(Dialog(self.app, tr("Call Tichu?"), [tr(
            "You bet that you go out first this round: 100 points if you do, 100 off if "
            "you do not.")], [(tr("Tichu!"), lambda: self.act(action)),
                                       (tr("No"), lambda: None)], escape=lambda: None))

    def end_bombing(self) -> None:
        self.bombing = False
        self.table.selected = set()
        if self.table.hot_seat:
            self.table.cover()
        self.refresh()

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface, flying=False)
        self.draw_controls(surface)
        self.row.draw(surface, self.app.fonts.get(self.table.layout.font_small),
                      self.table.page)
        self.draw_coach(surface)
        self.table.draw_flying(surface)  # over the prompt and the buttons

    def draw_controls(self, surface: pygame.Surface) -> None:
        """The prompt, round the scene's buttons (or alone, over the hand)."""
        t = self.table
        if t.hidden:
            return
        big, small = self.prompt_fonts()
        t.prompt.draw(surface, big, small, t.layout.margin)


__all__ = ["open_tichu", "TichuTableScene", "next_round", "scene_for"]
