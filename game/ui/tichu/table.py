"""Tichu's table as one player sees it: card sprites gliding to where the round (as that
player may see it) puts them, and the moments worth following held on screen: the deal
in two batches, the cards received in the exchange turning up in front of the player,
each combination by the seat that played it, a finished trick with arrows to its winner,
the Dog handing the lead over, the calls and who went out.

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
from game.tichu.engine.round import Event, Phase, partner

from .. import canvas
from .. import theme
from ..assets import TICHU_DECK, CardArt
from ..i18n import personal, tr
from ..layout import min_text
from ..sprites import Sprite, SpriteTable
from ..tween import Tweener
from .layout import TichuLayout
from .places import TichuPlaces
from .words import place_word, rank_word

if TYPE_CHECKING:
    from ..app import App
    from .session import TichuSession

TRICK_TIME = 1.2  # a finished trick stays this long before it is swept to its winner
DOG_TIME = 1.3  # the Dog lies on the table this long, pointing to whom the lead goes
RECEIVE_TIME = 2.6  # the cards received in the exchange lie face up this long
BANNER_TIME = 1.6
PLAY_PAUSE = 0.25  # a beat after each combination or pass so play can be followed
CORNER_LABELS = ("Menu", "Score sheet", "Last trick")  # right to left


def tichu_arts(app: "App") -> tuple[CardArt, CardArt, CardArt]:
    """Tichu's 56 faces at the hand's, the backs' and the trick's sizes (made once)."""
    arts = getattr(app, "_tichu_arts", None)
    if arts is None:
        arts = app._tichu_arts = (CardArt(TICHU_DECK), CardArt(TICHU_DECK), CardArt(TICHU_DECK))
    return arts


@dataclass
class Dealing:
    """The deal animation's progress: the first `count` of `order` ((card, seat), ...)
    have arrived; `before` holds how many cards each seat had when it began (the second
    batch of 6 comes after the first 8, T4, T5)."""

    order: tuple
    dealer: int
    before: tuple = (0, 0, 0, 0)
    count: int = 0


@dataclass
class Received:
    """The cards the viewer got in the exchange, shown face up in the slots for a while:
    (from seat, card) by slot, and how long they still lie there."""

    cards: tuple
    timer: float = RECEIVE_TIME
    seen: set = field(default_factory=set)


class TichuTable(TichuPlaces, SpriteTable):
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
        self.banner: Optional[str] = None
        self.banner_timer = 0.0
        self._banner_box: Optional[tuple] = None  # (words, lines, box), once placed
        self.notice: Optional[str] = None
        self.notice_timer = 0.0
        self.show_last = False
        self.thinking: list[int] = []
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

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def corner_widths(self) -> list[int]:
        font = self.app.fonts.get(min_text(self.app.screen_size[1]))
        return [font.size(tr(label))[0] for label in CORNER_LABELS]

    def undo_rect(self) -> pygame.Rect:
        """The Undo button: under the scores, as wide as its label needs."""
        lay = self.layout
        font = self.app.fonts.get(min_text(self.app.screen_size[1]))
        return lay.under_info(font.size(tr("Undo"))[0] + 2 * lay.corner_pad)

    def _layout(self) -> TichuLayout:
        w, h = self.app.screen_size
        lay = TichuLayout(w, h, self.art.aspect, self.corner_widths())
        self.art.resize(lay.card_h)
        self.small.resize(lay.small_h)
        self.play_art.resize(lay.play_h)
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
                self.say(tr("The Dog: {name} leads").format(name=self.name(ev.data)), 1.3)
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
                self.say(personal(self.name(ev.seat),
                                  tr("{name} gives the Dragon's trick to {other}"),
                                  tr("You give the Dragon's trick to {other}"),
                                  other=self.name(ev.data)))
            elif k == "out":
                self.say(personal(self.name(ev.seat), tr("{name} is out: {place}"),
                                  tr("You are out: {place}"), place=place_word(ev.data)))
        self.sync()

    def taken_back(self) -> None:
        """Moves were taken back (undo) or done again (redo): whatever was being shown of
        them goes, and the cards fly to where the round now has them."""
        self.shown_trick = self.dog_to = self.received = None
        self.banner = self._banner_box = None
        self.banner_timer = self.pause = 0.0
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

    def say(self, words: str, seconds: float = BANNER_TIME) -> None:
        self.banner = words
        self.banner_timer = seconds
        if self.app.speed > 0:
            self.pause = max(self.pause, min(seconds, 0.8))

    def warn(self, words: str) -> None:
        self.notice = words
        self.notice_timer = 3.0

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
        if self.banner_timer > 0:
            self.banner_timer -= dt
            if self.banner_timer <= 0:
                self.banner = None
        if self.notice_timer > 0:
            self.notice_timer -= dt
            if self.notice_timer <= 0:
                self.notice = None
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
        self.sync()

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, announce: bool = True) -> None:
        lay = self.layout
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        rnd = self.session.round
        if rnd is None:
            return
        obs = self.observation()
        self._draw_slots(surface, obs)
        self.draw_sprites(surface, self.art, self.small, self.play_art)
        if self.shown_trick is not None:
            self._draw_arrows(surface)
        for seat in range(4):
            self._draw_plate(surface, seat, obs)
        self._draw_info(surface, obs)
        self._draw_slot_labels(surface, obs)
        if announce and self.banner and not self.show_last:  # (the last trick asked for)
            f = self.app.fonts.get(lay.font_big, True)
            # placed for its words and the cards on the table: again when a card comes
            key = (self.banner, self.session.moves, self.shown_trick is None,
                   self.received is None, self.show_last, len(self.sprites))
            if self._banner_box is None or self._banner_box[0] != key:
                self._banner_box = (key,) + self._place_banner(f, obs)
            _, lines, box = self._banner_box
            theme.panel(surface, box)
            for i, ln in enumerate(lines):
                theme.text(surface, f, ln, (box.centerx, box.y + lay.margin // 2
                                            + i * f.get_linesize()),
                           theme.GOLD, "midtop", owner=box, role="banner")
        if announce and self.notice:
            self._draw_box(surface, self.notice, self.app.fonts.get(lay.font), theme.INK,
                           (90, 20, 20, 230), lay.hand_top() - lay.margin * 3 - lay.button_h
                           - self.app.fonts.get(lay.font).get_linesize())

    def _place_banner(self, font, obs: Observation) -> tuple[list[str], pygame.Rect]:
        """Where the banner goes (placed once for its words): over the table, clear of
        the plates, the panels, the buttons and the cards (where they are going), as
        near the middle of the trick's upper half as there is room."""
        lay = self.layout
        m = lay.margin
        fixed = [lay.plate_rect(rel) for rel in range(4)] + list(lay.corners) \
            + [lay.info_rect(4)] + list(self.keep_clear)
        if self._slots_shown(obs):
            fixed += [r.inflate(0, 2 * lay.line + 8).move(0, -lay.line)
                      for r in lay.exchange_slots()]
        fixed = [r.inflate(m, m) for r in fixed]
        bw, bh = self.art.size
        cards = []
        for sp in self.sprites.values():
            t = sp.target
            if t is not None:
                r = pygame.Rect(0, 0, round(bw * t.scale), round(bh * t.scale))
                r.center = (round(t.x), round(t.y - t.lift))
                cards.append(r.inflate(m // 2, m // 2))
        bounds = pygame.Rect(m, m, lay.width - 2 * m, lay.hand_top() - 2 * m)
        prefer = lay.center[1] - lay.play_h
        return theme.placed(font, self.banner, (2 * m, m // 2), [fixed + cards, fixed],
                            bounds, prefer, widths=(0.45,))

    def _draw_box(self, surface, words: str, font, colour, fill, y: float) -> None:
        lay = self.layout
        m = lay.margin
        lines = theme.wrap(font, words, round(lay.width * 0.5))
        w = max(font.size(ln)[0] for ln in lines) + 3 * m
        box = pygame.Rect(0, 0, w, font.get_linesize() * len(lines) + m)
        box.center = (lay.width // 2, round(y))
        box.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        theme.panel(surface, box, colour=fill)
        for i, ln in enumerate(lines):
            theme.text(surface, font, ln, (box.centerx, box.y + m // 2 + i * font.get_linesize()),
                       colour, "midtop", owner=box, role="banner")

    def _slots_shown(self, obs: Observation) -> bool:
        """The exchange slots are on the table (in the exchange, and while the cards
        received lie in them)."""
        if self.hidden or self.dealing is not None:
            return False
        return obs.phase is Phase.EXCHANGE or self.received is not None

    def _draw_slots(self, surface: pygame.Surface, obs: Observation) -> None:
        """The three places for the cards to give, in the exchange (and for the cards
        received, while they show)."""
        if not self._slots_shown(obs):
            return
        lay = self.layout
        for r in lay.exchange_slots():
            canvas.rect(surface, (235, 240, 235), r, max(2, round(lay.unit * 3)),
                        border_radius=max(6, lay.card_w // 10))

    def _draw_slot_labels(self, surface: pygame.Surface, obs: Observation) -> None:
        if not self._slots_shown(obs):
            return
        lay = self.layout
        f = self.app.fonts.get(lay.font_small, True)
        for i, r in enumerate(lay.exchange_slots()):
            seat = self.seat_at(i + 1)
            if self.received is not None:
                words = tr("from {name}").format(name=self.name(seat))
            else:
                words = tr("to {name}").format(name=self.name(seat))
            words = theme.clipped(f, words, r.width + lay.card_w // 2)
            box = pygame.Rect(0, 0, f.size(words)[0] + 12, f.get_linesize() + 4)
            box.midbottom = (r.centerx, r.top - 2)
            theme.panel(surface, box, colour=(60, 50, 10, 235), radius=6)
            theme.text(surface, f, words, box.center, theme.GOLD, "center", owner=box)

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        """From the finished trick's plays to the winner's (or from the Dog to the
        partner), once the cards have landed."""
        plays, winner = self.shown_trick
        lay = self.layout
        if any(self.tween.moving(self.sprites.get(c)) for _, p in plays
               for c in cards_of(p.cards) if c in self.sprites):
            return
        width = max(3, round(5 * lay.unit))
        if self.dog_to is not None:
            sx, sy = lay.play_anchor(self.rel(winner))
            tx, ty = lay.seat_anchor(self.rel(self.dog_to))
            theme.arrow(surface, (sx, sy), (tx, ty), theme.GOLD, width)
            return
        tx, ty = lay.play_anchor(self.rel(winner))
        for seat in {s for s, _ in plays}:
            if seat != winner:
                theme.arrow(surface, lay.play_anchor(self.rel(seat)), (tx, ty), theme.GOLD, width)
        rnd = self.session.round
        to = winner
        if rnd.phase is Phase.GIFT:
            return  # the Dragon's trick waits for its gift
        last = plays[-1][1] if plays else None
        if last is not None and last.cards == 1 << 55:
            gifts = [a for a in rnd.history[::-1] if a.kind == "gift"]
            if gifts:
                to = gifts[0].data
        px, py = lay.pile_position(self.rel(to))
        theme.arrow(surface, (tx, ty), (tx + (px - tx) * 0.4, ty + (py - ty) * 0.4), theme.GOLD,
               max(3, round(6 * lay.unit)))

    def _draw_plate(self, surface: pygame.Surface, seat: int, obs: Observation) -> None:
        lay = self.layout
        rel = self.rel(seat)
        r = lay.plate_rect(rel)
        active = self.dealing is None and not self.busy and seat in obs.waiting
        colour = (60, 50, 10, 225) if active else theme.PANEL
        theme.panel(surface, r, edge=True, colour=colour)
        f = self.app.fonts.get(lay.font, True)
        fs = self.app.fonts.get(lay.font_small)
        fb = self.app.fonts.get(lay.font_small, True)
        x, room = r.x + lay.margin, r.width - 2 * lay.margin
        y = r.y + max(2, lay.margin // 2)
        name = self.name(seat)
        role = ""
        if rel == 2 and not self.demo:
            role = tr("partner")
        elif rel == 0 and not self.demo:
            role = tr("you")
        w_role = fs.size(role)[0] + lay.margin if role else 0
        if w_role and f.size(name)[0] + w_role > room:
            role, w_role = "", 0
        theme.text(surface, f, theme.clipped(f, name, room - w_role), (x, y),
                   theme.GOLD if active else theme.INK, owner=r)
        if role:
            theme.text(surface, fs, role, (r.right - lay.margin, y + f.get_ascent()
                                           - fs.get_ascent()), theme.INK_DIM, "topright", owner=r)
        y += f.get_linesize()
        # cards left and the call, or what the seat is doing
        line = tr("{n} cards").format(n=obs.hand_sizes[seat])
        call = ""
        if obs.grand[seat]:
            call = tr("Grand Tichu")
        elif obs.tichu[seat]:
            call = tr("Tichu")
        third = self._status(seat, obs)
        theme.text(surface, fs, theme.clipped(fs, line, room), (x, y), theme.INK_DIM, owner=r)
        if call:  # the call in its colour (gold while open, green made, red failed), beside
            # what the seat is doing, or beside its cards where the two do not fit together
            made = self._call_state(seat, obs)
            ink = {None: theme.GOLD, True: (140, 230, 140), False: (255, 120, 120)}[made]
            w_call = fb.size(call)[0] + lay.margin
            beside_cards = (third and fs.size(third)[0] + w_call > room
                            and fs.size(line)[0] + w_call <= room)
            y_call = y if beside_cards else y + lay.line
            theme.text(surface, fb, call, (r.right - lay.margin, y_call), ink, "topright",
                       owner=r)
            if not beside_cards:
                room -= w_call
        y += lay.line
        if third and room > fs.size("…")[0] * 3:
            hot = seat in self.thinking or third == tr("leads")
            theme.text(surface, fs, theme.clipped(fs, third, room), (x, y),
                       theme.GOLD if hot else theme.INK, owner=r)

    def _call_state(self, seat: int, obs: Observation) -> Optional[bool]:
        """A call made (True: the caller went out first), failed (False), or open."""
        if obs.out:
            return obs.out[0] == seat
        return None

    def _status(self, seat: int, obs: Observation) -> str:
        if seat in obs.out:
            return tr("out: {place}").format(place=place_word(obs.out.index(seat) + 1))
        if seat in self.thinking:
            dots = "." * (1 + int(pygame.time.get_ticks() / 350) % 3)
            return tr("thinking") + dots
        if obs.phase is Phase.GRAND:
            g = obs.grand[seat]
            return "" if g is None else (tr("no Grand Tichu") if not g else "")
        if obs.phase is Phase.EXCHANGE:
            gave = len(self.session.round.gives[seat]) == 3
            return tr("cards chosen") if gave else tr("choosing cards")
        if seat in obs.passed:
            return tr("passed")
        if obs.top is not None and obs.top[0] == seat and obs.phase is Phase.PLAY:
            return tr("holds the trick")
        if obs.to_act == seat and obs.phase is Phase.PLAY and obs.top is None:
            return tr("leads")
        return ""

    def _draw_info(self, surface: pygame.Surface, obs: Observation) -> None:
        """Top left: the two teams' scores, the round, and the wish in force."""
        lay = self.layout
        match = self.session.match
        fs = self.app.fonts.get(lay.font_small)
        fb = self.app.fonts.get(lay.font_small, True)
        lines = []
        for side in (0, 1):
            a, b = self.seat_at(0) if side == 0 else self.seat_at(1), None
            mine = self.viewer % 2 == side
            first = self.viewer if mine else (self.viewer + 1) % 4
            names = f"{self.name(first)} & {self.name(partner(first))}"
            lines.append((names, str(match.scores[side]), mine))
            del a, b
        rules = self.session.rules
        if rules.tournament:
            goal = tr("Tournament, round {n} of 9").format(n=len(match.rounds))
        elif rules.rounds:
            goal = tr("Round {n} of {m}").format(n=len(match.rounds), m=rules.rounds)
        else:
            goal = tr("Round {n} · to {target}").format(n=len(match.rounds), target=rules.target)
        wish = ""
        if obs.wish:
            wish = tr("Wish: {rank}").format(rank=rank_word(obs.wish))
        r = lay.info_rect(4 if wish else 3)
        widest = max([fs.size(n)[0] + fb.size(s)[0] for n, s, _ in lines] +
                     [fs.size(goal)[0], fb.size(wish)[0]]) + 3 * lay.margin
        r.width = min(max(r.width, widest), lay.width // 2 - lay.plate_w // 2 - 2 * lay.margin)
        theme.panel(surface, r)
        x, room = r.x + lay.margin, r.width - 2 * lay.margin
        y = r.y + lay.margin
        for n, score, mine in lines:
            sw = fb.size(score)[0]
            theme.text(surface, fs, theme.clipped(fs, n, room - sw - lay.margin), (x, y),
                       theme.INK if mine else theme.INK_DIM, owner=r)
            theme.text(surface, fb, score, (r.right - lay.margin, y), theme.GOLD if mine else theme.INK,
                       "topright", owner=r)
            y += lay.line
        theme.text(surface, fs, theme.clipped(fs, goal, room), (x, y), theme.INK_DIM, owner=r)
        if wish:
            y += lay.line
            theme.text(surface, fb, wish, (x, y), theme.GOLD, owner=r)


__all__ = ["TichuTable", "Dealing", "Received", "tichu_arts"]
