"""Tichu's table as one player sees it: card sprites gliding to where the round (as that
player may see it) puts them, and the moments worth following held on screen: the deal
in two batches, the cards received in the exchange turning up in front of the player,
each combination by the seat that played it, a finished trick with arrows to its winner,
the Dog handing the lead over, the calls and who went out. Where the cards lie is
places.py's, the drawing drawing.py's; this module keeps the state and its moments.

Only the viewer's observation decides what is face up (game/tichu/engine/observation),
so no hand, and no card passed between two other seats, is ever drawn for a player who
may not see it. Shared by the deal, exchange and play scenes (table_scene.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Hashable, Optional

import pygame

from game.tichu.engine.cards import cards_of
from game.tichu.engine.combos import Play
from game.tichu.engine.observation import Observation, observe
from game.tichu.engine.round import Event, Phase

from ..assets import CardArt
from .. import theme
from ..i18n import personal, seat_name, tr
from ..layout import under_info_row, min_text
from ..prompt import Prompt, Prompting
from ..sprites import Sprite, SpriteTable
from ..tween import Tweener
from .deck import DECK
from .drawing import TichuDrawing
from .layout import TichuLayout
from .places import TichuPlaces
from .words import gift_words, place_word, rank_word

if TYPE_CHECKING:
    from ..app import App
    from .session import TichuSession

TRICK_TIME = 1.2  # a finished trick stays this long before it is swept to its winner
DOG_TIME = 1.3  # the Dog lies on the table this long, pointing to whom the lead goes
RECEIVE_TIME = 2.6  # the cards received in the exchange lie face up this long
PLAY_PAUSE = 0.25  # a beat after each combination or pass so play can be followed
CORNER_LABELS = ("Menu", "Score sheet", "Hint", "Last trick")  # right to left, as 1000's


def tichu_arts(app: "App") -> tuple[CardArt, CardArt, CardArt]:
    """Tichu's 56 faces at the hand's, the backs' and the trick's sizes (made once)."""
    return tuple(app.card_art(DECK, use) for use in ("hand", "small", "trick"))


@dataclass
class Dealing:
    """The deal animation's progress: the first `count` of `order` ((card, seat), ...)
    have arrived; `before` holds how many cards each seat had when it began (the second
    batch of 6 comes after the first 8, T4, T5)."""

    order: tuple
    dealer: int
    before: tuple = (0, 0, 0, 0)
    count: int = 0

    def arrived(self, seat: int) -> list:
        """The cards of this batch dealt to `seat` so far."""
        return [card for card, s in self.order[:self.count] if s == seat]


@dataclass
class Received:
    """The cards the viewer got in the exchange, shown face up in the slots for a while:
    (from seat, card) by slot, and how long they still lie there."""

    cards: tuple
    timer: float = RECEIVE_TIME
    seen: set = field(default_factory=set)


class TichuTable(Prompting, TichuPlaces, TichuDrawing, SpriteTable):
    READ_PAUSE = 0.8  # Tichu's news comes thick (calls, bombs): a shorter wait for each
    def __init__(self, app: "App", session: "TichuSession"):
        self.app = app
        self.session = session
        self.art, self.small, self.play_art = tichu_arts(app)
        self.sprites: dict[Hashable, Sprite] = {}
        self.tween = Tweener(app.speed)
        self.viewer = self._first_viewer()
        self.hidden = len(session.humans) > 1  # hot-seat: covered until a human shows it
        self.hand_order: list[int] = []  # the player's own order (dragged), kept for the round
        self.selected: set[int] = set()
        self.hover: Optional[int] = None
        self.dragging: Optional[tuple[int, float, float]] = None  # card, x, y
        self.staged: dict[int, int] = {}  # exchange: rel (1..3) -> card laid in its slot
        self.received: Optional[Received] = None
        self.received_seen: set[int] = set()  # the seats that have seen what they got
        self.dealing: Optional[Dealing] = None
        self.shown_trick: Optional[tuple] = None  # (plays, winner) of a finished trick
        self.trick_timer = 0.0
        self.dog_to: Optional[int] = None  # while the Dog is shown: the seat it hands to
        self.pause = 0.0
        self.prompt = Prompt()  # what the player at the screen is to do, and messages
        self.prompt.clock = lambda: self.session.moves  # its news lasts until the next
        self.show_last = False
        self.thinking: list[int] = []
        self.beside = 0  # pixels kept free at the right of the window
        self.keep_clear: list[pygame.Rect] = []
        self.origins: dict[int, tuple[float, float]] = {}
        self._back_origins: dict[int, list[tuple[float, float]]] = {}  # (taken_back)
        self._obs_key = None
        self._obs: Optional[Observation] = None
        self.layout = self._layout()

    # ------------------------------------------------------------ who looks
    def _first_viewer(self) -> int:
        humans = self.session.humans
        return humans[0] if humans else 0

    @property
    def demo(self) -> bool:
        return not self.session.humans

    @property
    def hot_seat(self) -> bool:
        return len(self.session.humans) > 1

    def rel(self, seat: int) -> int:
        return (seat - self.viewer) % 4

    def seat_at(self, rel: int) -> int:
        return (self.viewer + rel) % 4

    def plates(self) -> list[pygame.Rect]:
        """Every seat's plate, where it lies at this size."""
        return [self.layout.plate_rect(rel) for rel in range(4)]

    def name(self, seat: int) -> str:
        return seat_name(self.session.name(seat))

    def emblem(self, seat: int) -> str:
        """The badge of the player in `seat` (which follows the player when seats change)."""
        return self.session.emblem(seat)

    def corner_widths(self) -> list[int]:
        font = self.app.fonts.get(min_text(self.app.screen_size[1]))
        return [font.size(tr(label))[0] for label in CORNER_LABELS]

    def undo_rect(self) -> pygame.Rect:
        """The Undo button: under the scores, as wide as its label needs."""
        return under_info_row(self)[0]

    def log_rect(self) -> pygame.Rect:
        """The Log button: right of Undo."""
        return under_info_row(self)[1]

    def coach_room(self) -> pygame.Rect:
        """A lesson's box (game/ui/lessons.py): beside the partner at the top, above the
        side seats' hands; left of the partner's fan and plate (right of the scores and
        the buttons under them), or right of them (past the partner's won tricks, under
        the corner buttons), whichever is larger."""
        lay = self.layout
        m = lay.margin
        fan = lay.fan_positions(2, 14)
        plate = lay.plate_rect(2)
        bottom = lay.seat_anchor(1)[1] - lay.small_h // 2 - m // 2
        obs = self.observation()
        scores = self.info_box(obs)[0] if obs is not None else lay.info_rect(4)
        x = max(scores.right, self.log_rect().right) + m
        left = pygame.Rect(x, m, min(fan[0][0] - lay.small_w // 2, plate.left) - m - x,
                           bottom - m)
        x = max(fan[-1][0] + lay.small_w // 2, plate.right + m + lay.small_w) + m
        top = max(r.bottom for r in lay.corners) + m // 2
        right = pygame.Rect(x, top, lay.width - m - x, bottom - top)
        rooms = [r for r in (left, right) if r.width > 0 and r.height > 0]
        return max(rooms, key=lambda r: r.width * r.height, default=pygame.Rect(0, 0, 0, 0))

    def _layout(self) -> TichuLayout:
        w, h = self.app.screen_size
        w -= self.beside  # a panel beside the table (the viewer's score sheet)
        lay = TichuLayout(w, h, self.art.aspect, self.corner_widths())
        self.art.resize(lay.card_h)
        self.small.resize(lay.small_h)
        self.play_art.resize(lay.play_h)
        # made now, not at the first lead (the window's felt under it)
        theme.area_on_felt(self.app.screen_size, self._trick_area(lay))
        return lay

    def resize(self) -> None:
        self.layout = self._layout()
        for sp in self.sprites.values():
            sp.target = None
            self.tween.cancel(sp)
        self.sync(instant=True)

    def warm(self) -> None:
        for art in (self.art, self.small, self.play_art):
            art.warm()

    def dealt_scale(self) -> float:
        return self.small_scale  # the deck lies small, as the backs do

    @property
    def small_scale(self) -> float:
        return self.layout.small_h / self.layout.card_h

    @property
    def play_scale(self) -> float:
        return self.layout.play_h / self.layout.card_h

    def observation(self) -> Optional[Observation]:
        rnd = self.session.round
        if rnd is None:
            return None
        key = (self.session.moves, self.viewer, id(rnd))
        if self._obs_key != key:
            self._obs = observe(rnd, self.viewer)
            self._obs_key = key
        return self._obs

    def reveal_to(self, seat: int) -> None:
        """Hot-seat: `seat`'s player has the screen now."""
        if seat != self.viewer:
            self.hand_order = []
            self.staged = {}
            self.received = None
        self.viewer = seat
        self.hidden = False
        rnd = self.session.round
        if rnd is not None and rnd.phase not in (Phase.GRAND, Phase.EXCHANGE) \
                and seat not in self.received_seen:  # hot-seat: what they got, shown once
            self.received_seen.add(seat)
            got = tuple(sorted((s, g[seat]) for s, g in enumerate(rnd.gives) if seat in g))
            if got:
                self.received = Received(got)
        self.selected = set()
        self.hover = None
        self.sprites.clear()  # everything is seen from another side now
        self.sync(instant=True)

    def cover(self) -> None:
        """Hot-seat: hide the hand before the next human comes to the screen."""
        self.hidden = True
        self.selected = set()
        self.hover = None
        self.sync()

    # ------------------------------------------------------------ events
    def new_round(self, dealt: tuple, dealer: int) -> None:
        """A round was dealt: show the first batch (or all 14) flying from the middle."""
        self.sprites.clear()
        self.tween = Tweener(self.app.speed)
        self.viewer = self._first_viewer()
        self.hidden = self.hot_seat
        self.hand_order, self.selected, self.staged = [], set(), {}
        self.received = None
        self.received_seen = set()
        self.shown_trick = None
        self.dog_to = None
        self.show_last = False
        self.hover = self.dragging = None
        first = 8 if self.session.rules.grand_tichu else 14
        self.dealing = Dealing(self._order(dealt, dealer, 0, first), dealer)

    @staticmethod
    def _order(dealt, dealer: int, start: int, stop: int) -> tuple:
        seats = [(dealer + k) % 4 for k in range(1, 5)]
        return tuple((dealt[s][i], s) for i in range(start, stop) for s in seats)

    def present(self, events: list[Event]) -> None:
        """Hold on screen what the events just did."""
        rnd = self.session.round
        lay = self.layout
        for ev in events:
            k = ev.kind
            if k == "dealt6":
                self.dealing = Dealing(self._order(rnd.dealt, rnd.dealer, 8, 14), rnd.dealer,
                                       (8, 8, 8, 8))
            elif k == "grand":
                if ev.data:
                    self.say(personal(self.name(ev.seat), tr("{name} calls Grand Tichu!"),
                                      tr("You call Grand Tichu!")))
                self.app.sounds.play("bid", 0.5)
            elif k == "tichu":
                self.say(personal(self.name(ev.seat), tr("{name} calls Tichu!"),
                                  tr("You call Tichu!")))
                self.app.sounds.play("bid", 0.6)
            elif k == "give":
                self.app.sounds.play("deal", 0.4)
            elif k == "exchange":
                got = tuple(sorted((s, g[self.viewer]) for s, g in enumerate(rnd.gives)
                                   if self.viewer in g))
                for s, g in enumerate(rnd.gives):
                    for to, c in g.items():
                        self.origins[c] = lay.seat_anchor(self.rel(s))
                self.staged = {}
                if not self.hidden:
                    self.received = Received(got)
                    self.received_seen.add(self.viewer)
            elif k == "play":
                play: Play = ev.data
                for c in cards_of(play.cards):
                    self.origins[c] = lay.seat_anchor(self.rel(ev.seat))
                self.selected -= set(cards_of(play.cards))
                self.app.sounds.play("play")
                if self.app.speed > 0:
                    self.pause = max(self.pause, PLAY_PAUSE)
                if play.kind == 7:  # a bomb
                    self.say(personal(self.name(ev.seat), tr("{name} bombs!"), tr("You bomb!")),
                             1.2)
            elif k == "pass":
                if self.app.speed > 0:
                    self.pause = max(self.pause, PLAY_PAUSE)
            elif k == "dog":
                self.shown_trick = (rnd.tricks[-1][0], ev.seat)
                self.dog_to = ev.data
                self.trick_timer = DOG_TIME
                self.say(personal(self.name(ev.data), tr("The Dog: {name} leads"),
                                  tr("The Dog: you lead")), 1.3)
            elif k == "trick":
                self.shown_trick = rnd.tricks[-1]
                self.trick_timer = TRICK_TIME
            elif k == "wish":
                if ev.data:
                    self.say(personal(self.name(ev.seat), tr("{name} wishes for a {rank}"),
                                      tr("You wish for a {rank}"), rank=rank_word(ev.data)))
            elif k == "wish_fulfilled":
                self.say(tr("The wish is fulfilled"), 1.0)
            elif k == "gift":
                self.say(gift_words(self.name(ev.seat), self.name(ev.data)))
            elif k == "out":
                self.say(personal(self.name(ev.seat), tr("{name} is out: {place}"),
                                  tr("You are out: {place}"), place=place_word(ev.data)))
        self.sync()

    def taken_back(self) -> None:
        """Moves were taken back (undo) or done again (redo): whatever was being shown of
        them goes, and the cards fly to where the round now has them."""
        self.shown_trick = self.dog_to = self.received = None
        self.prompt.news = None
        self.prompt.forget()  # a hint or a refusal was about the position taken back
        self.pause = 0.0
        self.selected, self.staged = set(), {}
        self.hover = self.dragging = None
        self.thinking = []
        self.show_last = False
        # an opponent's card taken back flies from where it lay into the fan, as a back
        rnd = self.session.round
        self._back_origins = {}
        for key, sp in self.sprites.items():
            if isinstance(key, int):
                for seat in range(4):
                    if seat != self.viewer and rnd.hands[seat] >> key & 1:
                        self._back_origins.setdefault(seat, []).append((sp.x, sp.y))
        self.sync()
        self._back_origins = {}

    @property
    def busy(self) -> bool:
        """Something is being shown that the next decision must wait for."""
        return (self.shown_trick is not None or self.pause > 0 or self.dealing is not None
                or self.received is not None)

    def flip_trick(self) -> None:
        if self.shown_trick is not None:
            self._sweep()

    def _sweep(self) -> None:
        self.shown_trick = None
        self.dog_to = None
        self.app.sounds.play("trick", 0.6)
        self.sync()

    def take_received(self) -> None:
        """The cards received join the hand (a click, or their time is up)."""
        if self.received is not None:
            self.received = None
            self.sync()

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        fast = self.app.speed or 4.0
        if self.pause > 0:
            self.pause = max(0.0, self.pause - dt * max(self.app.speed, 1.0))
        self.prompt.moved(self.session.moves)
        self.last_trick_lasts(self.session.moves)
        self.prompt.update(dt)
        self.reasons_aside()
        if self.shown_trick is not None and (self.app.settings.auto_flip or self.dog_to is not None
                                             or self.demo):
            self.trick_timer -= dt * fast
            if self.trick_timer <= 0:
                self._sweep()
        if self.received is not None:
            self.received.timer -= dt * fast
            if self.received.timer <= 0:
                self.take_received()
        self.tween.update(dt)
        self.fade_lights(dt)
        self.sync()


__all__ = ["TichuTable", "Dealing", "Received", "tichu_arts"]
