"""The table's turn loop, shared by the bidding, exchange and play scenes.

Each frame: animate; once nothing is being shown, either start the bot of the seat to act
(on a worker thread, with a visible thinking cue) and apply its choice when ready, or wait
for the human's input through the scene's controls. In hot-seat games a privacy screen
comes between two humans' turns and the hands stay covered meanwhile.
"""
from __future__ import annotations

import time
from typing import Optional

import pygame

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.errors import IllegalAction
from game.tysiacha.engine.explain import explain_illegal

from ..flick import Gesture, is_flick
from ..i18n import tr
from .session import Session, Thinker
from ..statistics import count_game, statistics_news
from .table import Dealing, Table
from ..widgets import Button
from ..lessons import draw_coach
from .coaching import Coaching
from ..scenes.base import ButtonScene, TakingBack
from ..scenes.lessons import lesson_done
from .deck import small_art, table_art

THINK_TIME = 0.7  # the least time a bot seems to think, so its move can be followed


def warm_art(app) -> None:
    """Have every card face rendered at the table's sizes, in the background."""
    table_art(app).warm()
    small_art(app).warm()


def open_session(app, session: Session, replace=None) -> None:
    """Start showing a session: the cut for a new game, else the scene of where it stands."""
    table = Table(app, session)
    match = session.match
    if match.deal is None:
        from .cut import CutScene
        scene = CutScene(app, table)
    elif match.needs_deal or match.finished:
        from .scoring import ScoringScene
        scene = scene_for(app, table)
        _put(app, scene, replace)
        app.push(ScoringScene(app, table))
        return
    else:
        scene = scene_for(app, table)
    _put(app, scene, replace)


def _put(app, scene, replace) -> None:
    if replace is not None and replace in app.stack.scenes:
        app.stack.replace(replace, scene)
    else:
        app.push(scene)


def scene_for(app, table: Table) -> "TableScene":
    deal = table.session.match.deal
    phase = deal.phase if deal is not None else Phase.BIDDING
    if phase is Phase.BIDDING:
        from .bidding import BiddingScene
        return BiddingScene(app, table)
    if phase is Phase.PLAY or phase is Phase.OVER:
        from .play import PlayScene
        return PlayScene(app, table)
    from .exchange import ExchangeScene
    return ExchangeScene(app, table)


def start_next_deal(app, table: Table, scene) -> None:
    """Deal the next deal and show it being dealt."""
    from .dealing import DealScene
    events = table.session.start_deal()
    table.new_deal(Dealing(events[0].data, table.session.match.dealer))
    app.stack.replace(scene, DealScene(app, table))


class TableScene(Coaching, TakingBack, ButtonScene):
    """A phase of the deal at the table. Subclasses add their controls in `controls()`."""

    name = "table"
    at_table = True  # app.table_scene() finds it
    hinted_action = None  # the move the hint on show names (show_hint)
    phases: tuple = ()

    def __init__(self, app, table: Table):
        super().__init__(app)
        self.table = table
        self.session = table.session
        # the kit's turn loop (game/ui/turns.py): the AI seats' decisions off the frame
        self.turns = self.session.conductor()
        self.hinter: Optional[Thinker] = None
        self.gesture: Optional[Gesture] = None
        self.drag_from: Optional[int] = None
        self._state_key = None
        self._scored_shown = False
        self.wrong_move: Optional[int] = None  # a lesson's wrong move, shown, to take back

    # ------------------------------------------------------------ state
    @property
    def match(self):
        return self.session.match

    @property
    def deal(self):
        return self.session.match.deal

    def my_turn(self) -> bool:
        """The viewer is the human to act, and nothing is being shown."""
        t = self.table
        seat = self.match.to_act
        return (seat >= 0 and self.session.is_human(seat) and seat == t.viewer
                and not t.hidden and not t.busy)

    def legal(self) -> list[int]:
        return self.session.legal_actions() if self.my_turn() else []

    def place_caption(self, r, margin: int) -> bool:
        """Lay the demo's caption `r` in the place of the dialogs above the hand (the AI
        players ask nothing there), clear of the cards."""
        r.midbottom = self.table.layout.dialog_rect(8.1, 2.6).midbottom
        return True

    def settled(self) -> bool:
        """For screenshots: nothing is moving."""
        return not self.table.tween.moving() and self.table.pause <= 0

    # ------------------------------------------------------------ life cycle
    def enter(self) -> None:
        self.table.sync()
        super().enter()

    def resize(self) -> None:
        self.table.resize()
        super().resize()

    def settings_changed(self) -> None:
        self.table.tween.speed = self.app.speed
        if self.table.layout.corner_widths != self.table.corner_widths():
            self.table.resize()  # another language: the corner buttons change width
        self.table.sync()
        super().settings_changed()

    def build(self) -> list[Button]:
        lay = self.table.layout
        corner = [
            Button(tr("Menu"), self.open_menu),
            Button(tr("Score sheet"), self.open_sheet),
            Button(tr("Hint"), self.ask_hint, enabled=self.my_turn() and not self.table.demo,
                   hotkey=pygame.K_h),
            Button(tr("Last trick"), self.toggle_last,
                   enabled=bool(self.deal and self.deal.tricks), toggled=self.table.show_last),
        ]
        for i, b in enumerate(corner):  # in the order of table.CORNER_LABELS
            b.rect = lay.corner_button(i)
        undo = self.undo_button()
        undo.rect = self.table.undo_rect()
        if self.coach is not None:
            undo.visible = False
        log = Button(tr("Log"), self.open_log, hotkey=pygame.K_l, visible=not self.table.demo)
        log.rect = self.table.log_rect()
        corner += [undo, log]
        controls = self.controls()
        self.place_prompt(controls)
        clear = self.control_area(controls)
        self.table.keep_clear = clear
        return controls + corner

    def controls(self) -> list[Button]:
        return []

    def ask(self) -> str:
        """What the player at the screen is to do now, and how (the prompt's first
        line), or ""."""
        return ""

    def status(self) -> tuple[str, bool]:
        """What the player's choice so far is (the prompt's second line), and whether it
        will do."""
        return "", True

    def prompt_fonts(self):
        lay = self.table.layout
        return self.app.fonts.get(lay.font, True), self.app.fonts.get(lay.font_small)

    def place_prompt(self, controls: list[Button]) -> None:
        """The prompt round the scene's controls (and a value box among them), or alone
        above the hand."""
        t = self.table
        lay = t.layout
        prompt = t.prompt
        prompt.ask = self.ask() if self.my_turn() else ""
        coach = self.coach
        if coach is not None and self.my_turn() and coach.ask():
            prompt.ask = coach.ask()  # the lesson says what to do
        view = getattr(self.session, "networked", None)
        if view is not None:  # a networked table's trouble comes first
            prompt.ask = view.words() or prompt.ask
        words, ok = self.status() if self.my_turn() else ("", True)
        prompt.set_status(words, ok)
        big, small = self.prompt_fonts()
        rects = [b.rect for b in controls if b.visible] + self.value_rects()
        most = lay.dialog_rect(30, 1).width
        fallback = self.app.fonts.get(lay.font_small, True)
        plates = t.plates()
        ceiling = t.play_area(lay).bottom + lay.margin // 2  # (the hint's reasons)
        if rects:
            area = rects[0].unionall(rects[1:])
            prompt.place(big, small, lay.margin, area.centerx, 0, area, most, fallback,
                         avoid=plates, ceiling=ceiling)
        else:
            bottom = lay.hand_y - lay.card_h // 2 - lay.raise_by - lay.margin // 2
            prompt.place(big, small, lay.margin, lay.width // 2, bottom, None, most, fallback,
                         avoid=plates, ceiling=ceiling)

    def value_rects(self) -> list[pygame.Rect]:
        """A value box among the controls (a bid, a raise)."""
        return []

    def control_area(self, controls: list[Button]) -> list[pygame.Rect]:
        """Where the scene's controls and the prompt are, for the table's tags to keep
        clear of."""
        prompt = self.table.prompt
        return [prompt.box] if controls or prompt.shown else []

    # ------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        t = self.table
        warm_art(self.app)
        t.update(dt)
        news = statistics_news()
        if news:
            t.warn(news)
        if self.hinter is not None and self.hinter.done:
            self._show_hint()
        key = self._key()
        if key != self._state_key:
            self._state_key = key
            self.layout()
        if t.busy:
            return
        if self.wrong_move is not None:
            self._take_back_wrong()
            return
        coach = self.coach
        if coach is not None and coach.steps_done and not coach.lesson.to_end \
                and not coach.finished and self.app.stack.top is self:
            lesson_done(self.app, self.coach)
            return
        match = self.match
        if self.deal is not None and self.deal.over:
            self._deal_over()
            return
        if self.deal.phase not in self.phases:  # the deal moved on to another scene
            self.app.stack.replace(self, scene_for(self.app, t))
            return
        seat = match.to_act
        if seat < 0:
            return
        if self.session.is_human(seat):
            t.thinking = None
            if len(self.session.humans) > 1 and (t.viewer != seat or t.hidden):
                from .overlays import PrivacyScene
                self.app.push(PrivacyScene(self.app, t, seat))
                return
            if getattr(self.session, "remote", False):
                self._take()  # a networked table: the host's word on the player's move
            return
        self._bot_turn(seat)

    def _take(self) -> None:
        """The next action to apply (an AI's, or at a networked table the host's), if
        it came."""
        action = self.turns.step()
        if action is not None:
            self.table.thinking = None
            self.act(action)
        elif getattr(self.session, "resynced", False):  # after a drop: afresh
            self.session.resynced = False
            self.table.taken_back()  # what was being shown goes; the cards where they are
            self.layout()

    def _key(self):
        d = self.deal
        return (id(d), d.phase if d else None, len(d.bids) if d else 0,
                len(d.given) if d else 0, (d.hands[d.to_act] if d and not d.over else 0),
                self.table.busy, self.table.viewer, self.table.hidden, self.table.show_last,
                self.my_turn(), self.app.screen_size, self.session.can_undo(),
                self.table.prompt.key,  # the box fits its words
                (self.coach.index, self.coach.explained) if self.coach else None,
                view.key() if (view := getattr(self.session, "networked", None)) else None)

    @property
    def thinker(self) -> Optional[Thinker]:
        """A bot still thinking, or None (for the tools that wait for the bots)."""
        return self.turns.working()

    def _bot_turn(self, seat: int) -> None:
        t = self.table
        wait = THINK_TIME / self.app.speed if self.app.speed > 0 else 0.0
        if self.app.options.demo and self.app.speed > 0:
            wait = max(wait, 0.9)
        self.turns.min_time = wait
        t.thinking = seat
        self._take()

    def _deal_over(self) -> None:
        if self._scored_shown:
            return
        if self.table.prompt.fresh and self.app.speed > 0:
            return  # the last news (a rospisat', a redeal) is read first
        self._scored_shown = True
        from .scoring import ScoringScene
        self.app.push(ScoringScene(self.app, self.table))

    def act(self, action: int) -> bool:
        """Hand an action to the engine; a refused one is explained on screen."""
        seat = self.match.to_act
        coach = self.coach
        human = self.session.is_human(seat)
        if self.wrong_move is not None:
            return False  # a wrong move of a lesson is being taken back
        if coach is not None and human and action in self.session.legal_actions() \
                and not coach.judge(action) and not self._ends_deal(action):
            self.wrong_move = action  # shown, then taken back (update)
        elif coach is not None and human and not coach.judge(action) \
                and action in self.session.legal_actions():
            coach.wrong()  # (the deal's last card: refused rather than scored)
            self.table.warn(tr("Taken back: the lesson says why"), "refused")
            self.layout()
            return False
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.table.warn(exc.reason, "refused", exc.rule)
            if coach is not None and human:
                coach.wrong(self.coach_refusal(exc))
                self.layout()
            return False
        if coach is not None and self.wrong_move is None:
            coach.met |= self.session.last_rules
            if human:
                coach.right(self.session)
            else:
                coach.moved(self.session)
        t = self.table
        t.hint = None
        self.hinter = None
        if self.session.is_human(seat):
            t.prompt.forget()  # what was said about the player's move goes with it
        else:
            t.prompt.forget(("refused",))  # (the table moved on: the refusal is old)
        t.present(events)
        if self.session.save_error:
            t.warn(self.session.save_error)
        if self.deal.over and not self.table.demo:
            count_game(self.app, self.session)
        humans = self.session.humans
        if self.session.is_human(seat) and len(humans) > 1:
            nxt = self.match.to_act
            if nxt != seat:
                t.hidden = True  # cover this hand before the next human comes
                t.sync()
        self.layout()
        return True

    def why_not(self, action: int) -> tuple[str, str]:
        """Why `action` may not be taken now, in words, and the rule."""
        exc = explain_illegal(self.deal, action)
        return exc.reason, exc.rule

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        t = self.table
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        if self.undo_key(event):
            return True
        if t.prompt.handle(event, self.open_rule):
            return True
        if event.type == pygame.KEYDOWN and self.value_key(event):
            return True
        # left and right walk over the hand; Enter and Space play the card in focus
        if event.type == pygame.KEYDOWN and (
                event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                or (event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
                    and t.hover is not None and self.row.focus < 0)):
            if self.key(event):
                return True
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if t.shown_trick is not None and not self.app.settings.auto_flip:
                t.flip_trick()
                return True
            card = t.hand_card_at(event.pos) if not t.hidden else None
            if card is not None:
                self.gesture = Gesture(card, event.pos, time.monotonic())
                self.gesture.add(time.monotonic(), *event.pos)
                return True
        if event.type == pygame.MOUSEMOTION:
            if self.gesture is not None:
                self.gesture.add(time.monotonic(), *event.pos)
                dx, dy = self.gesture.moved
                if self.app.settings.rearrange_hand and (t.dragging or abs(dx) > t.layout.card_w * 0.3) \
                        and abs(dy) < t.layout.card_h * 0.6:
                    t.dragging = (self.gesture.card, event.pos[0], t.layout.hand_y)
                    t.custom_order = True
                    t.sync()
                return True
            hover = t.hand_card_at(event.pos) if not t.hidden else None
            if hover != t.hover:
                t.hover = hover
                t.sync()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.gesture is not None:
            g, self.gesture = self.gesture, None
            now = time.monotonic()
            g.add(now, *event.pos)
            if t.dragging:
                self._drop(g.card, event.pos[0])
                return True
            if self.app.settings.flicking and is_flick(g, t.layout.card_h, now):
                self.card_flicked(g.card)
                return True
            if abs(g.moved[0]) + abs(g.moved[1]) < t.layout.card_w * 0.5:
                self.card_clicked(g.card)
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def _drop(self, card: int, x: float) -> None:
        """Put a dragged card where it was dropped within the hand (rearrange_hand)."""
        t = self.table
        t.dragging = None
        order = [c for c in t.hand_order if c != card]
        pos = t.layout.hand_positions(0, len(t.hand_order), False)
        slot = sum(1 for px, _ in pos[:len(order)] if px < x)
        order.insert(slot, card)
        t.hand_order = order
        t.custom_order = True
        t.sync()

    def key(self, event: pygame.event.Event) -> bool:
        """Arrow keys move over the hand, Enter/Space choose the card in focus."""
        t = self.table
        hand = list(t.hand_order) if not t.hidden else []
        if not hand or event.key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
                                         pygame.K_SPACE, pygame.K_KP_ENTER):
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            i = hand.index(t.hover) if t.hover in hand else (-1 if event.key == pygame.K_RIGHT else len(hand))
            i = max(0, min(len(hand) - 1, i + (1 if event.key == pygame.K_RIGHT else -1)))
            t.hover = hand[i]
            self.row.focus = -1
            t.sync()
            return True
        if t.hover in hand:
            self.card_clicked(t.hover)
            return True
        return False

    def value_key(self, event: pygame.event.Event) -> bool:
        """Keys that type or step a bid or raise (the scenes with a value box)."""
        return False

    def card_clicked(self, card: int) -> None:
        """A click (or Enter) on a card of the viewer's hand."""

    def card_flicked(self, card: int) -> None:
        self.card_clicked(card)

    # ------------------------------------------------------------ buttons
    def nothing_to_undo(self) -> str:
        return tr("Nothing to undo in this deal")

    def stepped(self, step) -> bool:
        if not step():
            return False
        while self._half_passed() and step():
            pass  # the two cards given pass as one decision at the table (Pass cards)
        return True

    def _half_passed(self) -> bool:
        """The human declarer has given one card of the two (R26): a state the table
        never stops in, since Pass cards gives both."""
        d = self.deal
        return (d is not None and d.phase is Phase.EXCHANGE and len(d.given) == 1
                and self.session.is_human(d.declarer))

    def taken_back(self) -> None:
        """The bots' answers and the hint asked for the moves taken back go."""
        self.turns.forget()
        self.hinter = None

    def open_menu(self) -> None:
        from .overlays import InGameMenu
        self.app.push(InGameMenu(self.app, self.table))

    def open_log(self) -> None:
        """L: every action of the deal so far, in words (scenes/game_log.py)."""
        from ..scenes.game_log import GameLogScene
        from .log import log_lines
        self.app.push(GameLogScene(self.app, lambda: log_lines(self.table),
                                   lambda: self.session.moves))

    def open_rule(self, rule: str) -> None:
        """Why?: the Rules page at `rule`."""
        from .overlays import RulesScene
        self.app.push(RulesScene(self.app, self.session.rules, at=rule))

    def open_sheet(self) -> None:
        from .overlays import ScoreSheetScene
        self.app.push(ScoreSheetScene(self.app, self.session))

    def toggle_last(self) -> None:
        self.table.look_back()
        self.layout()

    def ask_hint(self) -> None:
        """Hint (H): the Hard player's move in the player's place, shown when it comes;
        H again (or Why this?) shows its reasons, and again hides them."""
        if self.my_turn() and self.table.prompt.explain():
            self.layout()
            return
        if not self.my_turn() or self.hinter is not None:
            return
        if self.table.prompt.hinted and self.hinted_action is not None:
            return self.show_hint(self.hinted_action)  # raised again, never searched again
        if self.coach is not None and self.session.hint_action() in self.session.legal_actions():
            self.table.prompt.forget()
            self.show_hint(self.session.hint_action())  # the lesson's move
            return
        self.hinter = self.session.hint(self.match.to_act)
        self.table.warn(tr("Thinking about a hint…"))

    def _show_hint(self) -> None:
        h = self.hinter
        if h is None or not h.done:
            return
        self.hinter = None
        action = h.result
        if not self.my_turn() or action not in self.session.legal_actions():
            return
        self.table.prompt.forget()
        self.show_hint(action)
        from .reasons import reason_lines
        self.table.prompt.give_reasons(reason_lines(h.reasons, self.session))
        self.layout()

    def show_hint(self, action: int) -> None:
        self.hinted_action = action
        if A.is_play(action):
            self.table.hint = A.played_card(action)
            self.table.sync()
            self.table.warn(tr("Hint: play the raised card"), "hint")
        else:
            from .reasons import describe
            self.table.warn(tr("Hint: {what}").format(what=describe(action, self.session)),
                            "hint")

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface, flying=False)
        from .panels import draw_panels
        draw_panels(surface, self.app, self.table)
        self.draw_controls(surface)
        lay = self.table.layout
        self.row.draw(surface, self.app.fonts.get(lay.font_small), self.table.page)
        if self.coach is not None and self.table.page is None:  # (the result says its end)
            draw_coach(surface, self.app.fonts, self.coach, self.coach_room(), (lay.font, lay.font_small), lay.margin)
        self.table.draw_flying(surface)  # over the prompt and the buttons

    def draw_controls(self, surface: pygame.Surface) -> None:
        """The prompt round the buttons, and what a scene draws among them (a value)."""
        t = self.table
        if t.hidden or t.dealing is not None:
            return
        big, small = self.prompt_fonts()
        t.prompt.draw(surface, big, small, t.layout.margin)

    def value_font(self, r: pygame.Rect) -> pygame.font.Font:
        """The font of a bid's or raise's value box `r`: large, as its height allows."""
        lay = self.table.layout
        size = lay.font_big
        while size > lay.font and self.app.fonts.get(size, True).get_linesize() > r.height:
            size -= 1
        return self.app.fonts.get(size, True)

