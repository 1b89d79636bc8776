"""The table as the player sees it: card sprites gliding to the places the engine's state
gives them, with the moments a player needs to follow the game held on screen (the
finished trick until it turns over, the prikup shown before it joins the hand, a banner
for each declaration). Shared by the bidding, exchange and play scenes; its drawing is
drawing.py's.

Only the viewer's observation decides what is face up, so a hand, a dark prikup or a card
given to another defender is never drawn for a player who may not see it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Hashable, Optional

import pygame

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import SUIT_SYMBOLS, cards_of, suit_of
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.events import Event
from game.tysiacha.engine.observation import Observation, observe

from ..assets import CardArt
from .. import theme
from ..i18n import personal, seat_name, tr
from ..layout import under_info_row, Layout, min_text
from ..prompt import Prompt, Prompting
from ..sprites import DRAGGED, HAND, Sprite, SpriteTable, Target, hand_z
from ..tween import Tweener
from .drawing import TableDrawing
from .deck import small_art, table_art

if TYPE_CHECKING:
    from ..app import App
    from .session import Session

TRICK_TIME = 1.1  # a finished trick stays this long before it turns over (auto_flip)
PRIKUP_TIME = 1.6  # the prikup lies face up this long before the declarer takes it
BID_PAUSE = 0.45  # a short beat after each bid so the bids can be followed
CORNER_LABELS = ("Menu", "Score sheet", "Hint", "Last trick")  # right to left


def sort_key(style: str, trump: int):
    """How the player's hand is sorted (sort_hand): by suit then rank, or alternating
    colours (♠ ♦ ♣ ♥), strongest first within a suit; the trump suit first."""
    if style == "alternate_colours":
        suit_order = {0: 0, 2: 1, 1: 2, 3: 3}
    else:
        suit_order = {0: 0, 1: 1, 2: 2, 3: 3}

    def key(c: int):
        s = suit_of(c)
        return (0 if s == trump else 1, suit_order[s], -(c % 6))
    return key


@dataclass
class Dealing:
    """The deal animation's progress: the first `count` cards of `order` have arrived."""

    order: tuple  # ((card, seat or -1 for the prikup), ...)
    dealer: int
    count: int = 0


class Table(Prompting, TableDrawing, SpriteTable):
    @property
    def art(self) -> CardArt:
        """The faces at the hand's and the trick's size (deck.table_art)."""
        return table_art(self.app)

    def __init__(self, app: "App", session: "Session"):
        self.app = app
        self.session = session
        self.sprites: dict[Hashable, Sprite] = {}
        self.tween = Tweener(app.speed)
        self.viewer = self._first_viewer()
        # hot-seat: hands covered between two humans' turns, and until the first one
        self.hidden = len(session.humans) > 1
        self.hand_order: list[int] = []
        self.custom_order = False
        self.dealing: Optional[Dealing] = None
        self.shown_trick: Optional[tuple] = None  # (cards ((seat, card), ...), winner)
        self.trick_timer = 0.0
        self.prikup_reveal: Optional[tuple] = None  # (cards, shown, declarer)
        self.prikup_timer = 0.0
        self.pause = 0.0
        self.keep_clear: list[pygame.Rect] = []  # the scene's controls (TableScene.layout)
        self.prompt = Prompt()  # what the player at the screen is to do, and messages
        self.prompt.clock = lambda: self.session.moves  # its news lasts until the next
        self.origins: dict[Hashable, tuple[float, float]] = {}
        self.seat_origin: dict[int, tuple[float, float]] = {}
        self.selected: Optional[int] = None
        self.hover: Optional[int] = None
        self.dragging: Optional[tuple[int, float, float]] = None  # card, x, y
        self.hint: Optional[int] = None  # a card the hint suggests
        self.marked: set[int] = set()  # cards chosen for the defenders, not yet passed
        self.show_last = False
        self.thinking: Optional[int] = None  # seat whose bot is thinking
        self._obs_key = None
        self.beside = 0  # pixels kept free at the right of the window
        self._obs: Optional[Observation] = None
        self.layout = self._layout()

    # ------------------------------------------------------------ who looks
    def _first_viewer(self) -> int:
        humans = self.session.humans
        return humans[0] if humans else 0

    @property
    def demo(self) -> bool:
        return not self.session.humans

    def rel(self, seat: int) -> int:
        return (seat - self.viewer) % self.session.players

    def corner_widths(self) -> list[int]:
        """The widths of the corner buttons' labels, in the font TableScene draws them."""
        font = self.app.fonts.get(min_text(self.app.screen_size[1]))
        return [font.size(tr(label))[0] for label in CORNER_LABELS]

    def undo_rect(self) -> pygame.Rect:
        """The Undo button: under the scores, as wide as its label needs."""
        return under_info_row(self)[0]

    def log_rect(self) -> pygame.Rect:
        """The Log button: right of Undo."""
        return under_info_row(self)[1]

    def _layout(self) -> Layout:
        w, h = self.app.screen_size
        w -= self.beside  # a panel beside the table (the viewer's score sheet)
        lay = Layout(w, h, self.session.players, table_art(self.app).aspect, self.corner_widths())
        table_art(self.app).resize(lay.card_h)
        small_art(self.app).resize(lay.small_h)
        # made now, not at the first lead (the window's felt under it)
        theme.area_on_felt(self.app.screen_size, self.play_area(lay))
        return lay

    def resize(self) -> None:
        self.layout = self._layout()
        for sp in self.sprites.values():
            sp.target = None  # re-place everything at the new size
            self.tween.cancel(sp)
        self.sync(instant=True)

    def observation(self) -> Observation:
        """The viewer's observation, made once per move (a frame asks for it several
        times: the places, the plates, the panels)."""
        key = (self.session.moves, self.viewer, id(self.session.match.deal))
        if self._obs_key != key:
            self._obs = observe(self.session.match, self.viewer)
            self._obs_key = key
        return self._obs

    def open_hands(self) -> bool:
        """Every hand face up: the demo, a game being watched (the viewer), or the
        hand_monitor setting."""
        if getattr(self.session, "networked", None) is not None:
            return False  # (a networked table: the others' cards are theirs, or made up)
        return (self.demo or getattr(self.session, "open_hands", False)
                or self.app.settings.hand_monitor == "open")

    # ------------------------------------------------------------ events
    def present(self, events: list[Event]) -> None:
        """Hold on screen what the events just did; set where new cards come from."""
        lay = self.layout
        deal = self.session.match.deal
        for ev in events:
            k = ev.kind
            if k in ("bid", "pass"):
                if self.app.speed > 0:
                    self.pause = max(self.pause, BID_PAUSE)
                self.app.sounds.play("bid", 0.5)
            elif k == "declarer":
                self.say(personal(self.name(ev.seat), tr("{name} won the bidding: {n}"),
                                  tr("You won the bidding: {n}"), n=ev.data))
            elif k == "prikup":
                cards, shown = ev.data
                self.prikup_reveal = (tuple(cards_of(cards)), shown, ev.seat)
                self.prikup_timer = PRIKUP_TIME
                self.seat_origin[ev.seat] = lay.center
            elif k == "give":
                card, to = ev.data
                self.origins[card] = lay.seat_anchor(self.rel(ev.seat))
                self.seat_origin[to] = lay.seat_anchor(self.rel(ev.seat))
                self.app.sounds.play("deal", 0.5)
            elif k == "raise":
                self.say(personal(self.name(ev.seat), tr("{name} raises to {n}"),
                                  tr("You raise to {n}"), n=ev.data))
            elif k in ("rospisat", "spisat"):
                line = tr("{name}: rospisat'") if k == "rospisat" else tr("{name}: spisat'")
                self.say(line.format(name=self.name(ev.seat)))
            elif k == "redeal":
                self.say(personal(self.name(ev.seat), tr("{name} calls a redeal"),
                                  tr("You call a redeal")))
            elif k == "play":
                self.origins[ev.data] = lay.seat_anchor(self.rel(ev.seat))
                self.app.sounds.play("play")
                if self.selected == ev.data:
                    self.selected = None
                self.hint = None
            elif k == "meld":
                kind, worth = ev.data
                self.say(f"{self.name(ev.seat)}: {meld_words(kind)} {worth}")
            elif k == "trick":
                self.shown_trick = (tuple(ev.data), ev.seat)
                self.trick_timer = TRICK_TIME
        if deal is not None and deal.phase is Phase.PLAY and not deal.trick:
            self.selected = None
        self.sync()

    def new_deal(self, dealing: Dealing) -> None:
        """Start showing a fresh deal: nothing of the last one stays chosen or raised."""
        self.dealing = dealing
        if len(self.session.humans) > 1:
            self.hidden = True  # hot-seat: each hand shows only after its privacy screen
        self.sprites.clear()
        self.tween = Tweener(self.app.speed)
        self.hand_order, self.custom_order = [], False
        self.selected = self.hover = self.hint = self.dragging = None
        self.marked = set()
        self.show_last = False
        self.shown_trick = self.prikup_reveal = None
        self.origins.clear()
        self.seat_origin.clear()

    def taken_back(self) -> None:
        """Moves were taken back (undo) or done again (redo): whatever was being shown of
        them goes; the cards fly to where the game now has them."""
        self.shown_trick = self.prikup_reveal = None
        self.prompt.news = None
        self.prompt.forget()  # a hint or a refusal was about the position taken back
        self.pause = 0.0
        self.selected = self.hint = self.dragging = None
        self.marked = set()
        self.thinking = None
        self.show_last = False
        self.sync()

    def coach_room(self) -> pygame.Rect:
        """A lesson's box (game/ui/lessons.py): the top of the table between the scores
        (and Undo and Log under them) and the contract's box (as wide as its words make
        it), above the others' hands, the prikup and the trick."""
        lay = self.layout
        m = lay.margin
        left = max(lay.info_rect().right, self.log_rect().right) + m
        from .panels import status_box
        status = status_box(self.app, self)  # as wide as the contract's words make it
        right = min(lay.status_rect(5).left, status[0].left if status else lay.width) - m
        top = max(r.bottom for r in lay.corners) + m // 2  # under the corner buttons
        card_top = min(lay.trick_position(1)[1], lay.prikup_positions()[0][1]) - lay.card_h // 2
        hands = min(lay.seat_anchor(rel)[1] - lay.small_h // 2
                    for rel in range(1, self.session.players))
        bottom = min(card_top, hands) - m // 2
        return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))

    def plates(self) -> list[pygame.Rect]:
        """Every seat's plate, where it lies at this size."""
        return [self.layout.plate_rect(rel) for rel in range(self.session.players)]

    def name(self, seat: int) -> str:
        return seat_name(self.session.seats[seat].name)

    def emblem(self, seat: int) -> str:
        return self.session.seats[seat].badge(seat)

    def reveal_to(self, seat: int) -> None:
        """Hot-seat: `seat`'s player has the screen now (their hand in its own order)."""
        self.viewer = seat
        self.hidden = False
        self.selected = None
        self.hover = None
        self.custom_order = False
        self.hand_order = []
        self.sync()

    def flip_trick(self) -> None:
        """Turn the finished trick over now (a click when auto_flip is off)."""
        if self.shown_trick is not None:
            self._sweep()

    def _sweep(self) -> None:
        self.shown_trick = None
        self.app.sounds.play("trick", 0.6)
        self.sync()

    @property
    def busy(self) -> bool:
        """Something is being shown that the next move must wait for."""
        return (self.shown_trick is not None or self.prikup_reveal is not None
                or self.pause > 0 or self.dealing is not None)

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        if self.pause > 0:
            self.pause = max(0.0, self.pause - dt * max(self.app.speed, 1.0))
        self.prompt.moved(self.session.moves)
        self.last_trick_lasts(self.session.moves)
        self.prompt.update(dt)
        self.reasons_aside()
        if self.shown_trick is not None and self.app.settings.auto_flip:
            self.trick_timer -= dt * (self.app.speed or 4.0)
            if self.trick_timer <= 0:
                self._sweep()
        if self.prikup_reveal is not None:
            self.prikup_timer -= dt * (self.app.speed or 4.0)
            if self.prikup_timer <= 0:
                self.prikup_reveal = None
                self.sync()
        self.tween.update(dt)
        self.fade_lights(dt)
        self.sync()

    # ------------------------------------------------------------ places
    def my_hand(self, obs: Observation) -> list[int]:
        """The viewer's cards in the order shown: sorted (sort_hand) unless rearranged."""
        cards = set(obs.hand)
        order = [c for c in self.hand_order if c in cards]
        new = [c for c in obs.hand if c not in order]
        style = self.app.settings.sort_hand
        if style != "none" and not self.custom_order:
            order = sorted(cards, key=sort_key(style, obs.trump))
        else:
            order += new
        self.hand_order = order
        return order

    def targets(self) -> dict[Hashable, tuple[Optional[int], Target]]:
        """Every card on the table: key -> (card or None for an unknown back, its place)."""
        lay = self.layout
        out: dict[Hashable, tuple[Optional[int], Target]] = {}
        match = self.session.match
        deal = match.deal
        if deal is None:
            return out
        if self.dealing is not None:
            return self._dealing_targets()
        obs = self.observation()
        n = self.session.players
        open_all = self.open_hands() and not self.hidden
        small = lay.small_scale
        in_trick = set()
        # the trick in the middle (or the finished one still shown)
        trick = self.shown_trick[0] if self.shown_trick else obs.trick
        live = True  # the trick in play or just ended (not looked at again): new cards lit
        if self.show_last and not self.shown_trick and obs.tricks and not obs.trick:
            trick, live = obs.tricks[-1][0], False
        for i, (seat, c) in enumerate(trick):
            x, y = lay.trick_position(self.rel(seat))
            out[c] = (c, Target(x, y, 1.0, True, 200 + i, lit=live))
            in_trick.add(c)
        # won tricks, face down by their winner
        for t_i, (cards, winner) in enumerate(obs.tricks):
            for j, (_, c) in enumerate(cards):
                if c in in_trick:
                    continue
                x, y = lay.pile_position(self.rel(winner))
                out[c] = (c, Target(x + j * 3, y - t_i * 2, small, False, 10 + t_i * 4 + j))
        # the prikup: face down in the middle until the bidding ends (face up for a game
        # being watched again, where every card is in view)
        if obs.declarer < 0 and obs.phase is Phase.BIDDING:
            watched = getattr(self.session, "open_hands", False)
            for i, (x, y) in enumerate(lay.prikup_positions(len(cards_of(deal.prikup)))):
                if watched:
                    c = cards_of(deal.prikup)[i]
                    out[c] = (c, Target(x, y, 1.0, True, 100 + i))
                else:
                    out[("prikup", i)] = (None, Target(x, y, 1.0, False, 100 + i))
        reveal_cards = ()
        if self.prikup_reveal is not None:
            cards, shown, decl = self.prikup_reveal
            visible = shown or ((self.viewer == decl or open_all) and not self.hidden)
            reveal_cards = cards
            for i, (x, y) in enumerate(lay.prikup_positions(len(cards))):
                key = cards[i] if visible else ("prikup", i)
                out[key] = (cards[i] if visible else None, Target(x, y, 1.0, visible, 100 + i))
        # the hands
        for seat in range(n):
            rel = self.rel(seat)
            if seat == self.viewer and not self.hidden:
                hand = [c for c in self.my_hand(obs) if c not in reveal_cards]
                pos = lay.hand_positions(rel, len(hand), False)
                barred = self._barred(obs)
                for i, c in enumerate(hand):
                    lift = 0.0
                    if c == self.selected or c == self.hint or c in self.marked:
                        lift = lay.raise_by
                    elif c == self.hover:
                        lift = lay.raise_by * 0.35
                    x, y = pos[i]
                    if self.dragging and self.dragging[0] == c:
                        x, y = self.dragging[1], self.dragging[2]
                        out[c] = (c, Target(x, y, 1.0, True, DRAGGED, 0.0))
                        continue
                    out[c] = (c, Target(x, y, 1.0, True, hand_z(rel, i), lift,
                                        dim=c in barred))
                continue
            if open_all:
                hand = sorted((c for c in cards_of(deal.hands[seat]) if c not in reveal_cards),
                              key=sort_key("suit_then_rank", deal.trump))
                for i, (x, y) in enumerate(lay.hand_positions(rel, len(hand), True)):
                    out[hand[i]] = (hand[i], Target(x, y, small, True, hand_z(rel, i)))
                continue
            count = obs.hand_sizes[seat]
            if self.prikup_reveal is not None and seat == self.prikup_reveal[2]:
                count -= len(reveal_cards)
            for i, (x, y) in enumerate(lay.hand_positions(rel, count, True)):
                out[("back", seat, i)] = (None, Target(x, y, small, False, hand_z(rel, i)))
        return out

    @staticmethod
    def _barred(obs) -> set:
        """The cards of the hand that may not be played to this trick (R36), shown darker
        while the player is to play one; none when leading, where any card goes."""
        if obs.phase is not Phase.PLAY or not obs.trick or not obs.legal:
            return set()
        playable = {A.played_card(a) for a in obs.legal if A.is_play(a)}
        return {c for c in obs.hand if c not in playable} if playable else set()

    def _dealing_targets(self) -> dict:
        lay = self.layout
        d = self.dealing
        out = {}
        dealer_rel = self.rel(d.dealer)
        dx, dy = lay.deck_position(dealer_rel)
        open_all = self.open_hands()
        arrived: dict[int, list[int]] = {}
        for card, seat in d.order[:d.count]:
            arrived.setdefault(seat, []).append(card)
        for seat, cards in arrived.items():
            if seat < 0:
                for i, (x, y) in enumerate(lay.prikup_positions(3)):
                    if i < len(cards):
                        out[("prikup", i)] = (None, Target(x, y, 1.0, False, 100 + i))
                continue
            rel = self.rel(seat)
            mine = seat == self.viewer and not self.hidden
            if mine or (open_all and not self.hidden):
                style = self.app.settings.sort_hand if mine else "suit_then_rank"
                shown = sorted(cards, key=sort_key(style, -1)) if style != "none" else cards
                pos = lay.hand_positions(rel, len(shown), not mine)
                for i, c in enumerate(shown):
                    scale = 1.0 if mine else lay.small_scale
                    out[c] = (c, Target(*pos[i], scale, True, hand_z(rel, i)))
            else:
                for i, (x, y) in enumerate(lay.hand_positions(rel, len(cards), True)):
                    back = Target(x, y, lay.small_scale, False, hand_z(rel, i))
                    out[("back", seat, i)] = (None, back)
        left = len(d.order) - d.count
        for j in range(left):
            out[("deck", j)] = (None, Target(dx - j * 0.4, dy - j * 0.6, 1.0, False, 50 + j))
        return out

    def _origin(self, key: Hashable, card: Optional[int], t: Target) -> tuple[float, float]:
        if card is not None and card in self.origins:
            return self.origins.pop(card)
        if self.dealing is not None:
            return self.layout.deck_position(self.rel(self.dealing.dealer))
        if isinstance(key, tuple) and key[0] == "back":
            seat = key[1]
            if seat in self.seat_origin:
                return self.seat_origin[seat]
        return (t.x, t.y)

    # ------------------------------------------------------------ hit tests
    def hand_card_at(self, pos) -> Optional[int]:
        """The viewer's card under the pointer (the topmost)."""
        best = None
        for key, sp in self.sprites.items():
            if not isinstance(key, int) or sp.scale < 0.95 or sp.target is None \
                    or not HAND <= sp.target.z < DRAGGED:
                continue
            if sp.rect(table_art(self.app)).collidepoint(pos) and (best is None or sp.z > best.z):
                best = sp
        return best.card if best else None


def meld_words(kind) -> str:
    """A meld as the table names it: "marriage ♥" or "four aces"."""
    return tr("four aces") if kind == "aces" else tr("marriage") + " " + SUIT_SYMBOLS[kind]
