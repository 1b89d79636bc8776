"""A monkey at the table: thousands of frames of random input in every scene — clicks
(left, right, middle, wheel buttons) at random points, on the visible buttons and on the
card sprites, drags and flicks of cards, random keys, the wheel, typed text, resizes
between 1024x640 and 2560x1440, now and then F11 — with bursts of real play in between
(`driver.Player`) so the game moves on through the cut, the deal, the bidding, the
exchange, the play, the scoring and, in the run that starts near the end, the winner.

After every frame: no exception; the deal's 24 cards are each in exactly one place; the
scores are the start plus the sheet's changes; no card is face up that the player looking
may not see (their observation), unless hands are open (`hand_monitor: open`, a demo).

Every run is seeded and repeats exactly: the bots' least thinking pause is 0; each bot's
decision, each hint and each save is waited for after the frame that started it; the
table's clock (gestures, flicks) moves 1/60 s a frame; a resumed game's bots and deals are
seeded from the run's seed; the bots think on threads of the test's process, where the
Hard bot samples a fixed number of layouts instead of for a quarter second. The last run
leaves the bots in their worker process (game/ui/thinking.py) as the game has them; it
repeats too, save where a Hard bot or a hint decides there by the clock. On a failure the
run, the seed, the frame, the stack and the last 40 frames' events are printed.
`MONKEY_SEED=<seed> pytest tests/ui/test_monkey.py -k <run>` plays a run with another
seed, `MONKEY_FRAMES=<n>` changes its length, and `MONKEY_TRACE=<path>` writes every
frame's events to <path>.<run>.

The driver (`Player`) now and then finds the screen not as it expects after the monkey's
input (a bid already stepped past its choice, a card staged for a defender): that step
is counted as a "driver hiccup" and the run goes on; it is not a failure of the game.
"""
from __future__ import annotations

import json
import os
import random
import time
import traceback
from collections import Counter, deque
from pathlib import Path

import pygame
import pytest

from game.tichu.ai import make_bot as make_tichu_bot
from game.tichu.ai.runner import play_round
from game.tichu.engine import match as tichu_match_mod
from game.tichu.engine.cards import MAHJONG, cards_of, count, mask_of
from game.tichu.engine.match import Match as TichuMatch
from game.tichu.engine.observation import observe as observe_tichu
from game.tichu.engine.round import Phase as TichuPhase
from game.tichu.engine.rules import TichuRules
from game.tysiacha.ai import make_bot
from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine import replay as replay_mod
from game.tysiacha.engine.standing import Standing
from game.ui.tysiacha import table_scene as table_scene_mod
from game.ui.scenes.menu import MainMenu
from game.ui.tysiacha.table_scene import open_session
from game.ui.tysiacha import session as session_mod
from game.ui.saves import SeatConfig, flush_saves
from game.ui.tichu import hand_input as tichu_hand_input_mod
from game.ui.tichu import table_scene as tichu_table_scene_mod
from game.ui.tichu import session as tichu_session_mod
from game.ui.tichu.table_scene import TichuTableScene, open_tichu
from game.ui.tichu.session import TichuSession
from game.ui.tichu.words import combination_words, rank_word
from game.ui.tysiacha.session import Session

try:
    from game.ui import thinking as thinking_mod  # the bots in a worker process
except ImportError:  # the bots on threads of the session
    thinking_mod = None

from .driver import DT, Player, click, click_button, key, make_app, seats, use_bots

# long runs: `pytest -m soak`, as CI has it
pytestmark = pytest.mark.soak

SIZES = ((1024, 640), (1280, 800), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
KEYS = [
    (pygame.K_LEFT, ""), (pygame.K_RIGHT, ""), (pygame.K_UP, ""), (pygame.K_DOWN, ""),
    (pygame.K_RETURN, "\r"), (pygame.K_KP_ENTER, "\r"), (pygame.K_SPACE, " "),
    (pygame.K_ESCAPE, "\x1b"), (pygame.K_TAB, "\t"), (pygame.K_BACKSPACE, "\b"),
    (pygame.K_h, "h"), (pygame.K_l, "l"), (pygame.K_b, "b"), (pygame.K_p, "p"),
    (pygame.K_a, "a"), (pygame.K_z, "z"), (pygame.K_MINUS, "-"), (pygame.K_PLUS, "+"),
    (pygame.K_EQUALS, "="), (pygame.K_KP_PLUS, "+"), (pygame.K_KP_MINUS, "-"),
    (pygame.K_PAGEUP, ""), (pygame.K_PAGEDOWN, ""), (pygame.K_HOME, ""), (pygame.K_END, ""),
    (pygame.K_g, "g"), (pygame.K_n, "n"), (pygame.K_t, "t"),  # Tichu's hotkeys
] + [(getattr(pygame, f"K_{d}"), str(d)) for d in range(10)]
TEXTS = ("a", "Z", "1", "ß", "Ж", "ą", "♥", " ", "Борис", "xx")
OVERLAYS = ("options", "rules", "score-sheet", "tricks", "game-menu", "tichu-menu",
            "tichu-sheet", "tichu-rules", "game-log")

# (run id, seed, frames, animation_speed, table settings, how it starts, bots in a process)
RUNS = [
    ("menu-off", 11, 5200, "off", {}, "menu", False),
    ("menu-fast-twice", 22, 5000, "fast",
     {"card_selection": "twice", "auto_flip": "false", "auto_meld": "false",
      "rearrange_hand": "true", "hand_monitor": "counts"}, "menu", False),
    ("hotseat-4p", 33, 5000, "normal", {"confirm_dialogs": "false", "sort_hand": "none"},
     "hotseat", False),
    ("near-the-end", 44, 5000, "fast", {"flicking": "false"}, "late", False),
    ("bots-in-a-process", 55, 2000, "off", {}, "menu", True),
    # Tichu: a human against Easy, Normal and Hard; three humans and an AI at one screen
    # (the last two rounds of four); the last round of a tournament (the game's end)
    ("tichu-vs-ai", 66, 5000, "off", {}, "tichu-ai", False),
    ("tichu-hotseat", 77, 6000, "normal",
     {"confirm_dialogs": "false", "auto_flip": "false", "flicking": "false"},
     "tichu-hotseat", False),
    ("tichu-late-fast", 88, 4000, "fast", {}, "tichu-late", False),
]
TICHU_SCENES = ("tichu-deal", "tichu-exchange", "tichu-play", "tichu-scoring",
                "tichu-game-over", "tichu-menu", "tichu-sheet", "tichu-rules", "tichu-privacy",
                "tichu-wish", "tichu-who-bombs")


# ---------------------------------------------------------------- invariants
def deal_cards_in_one_place(match) -> None:
    d = match.deal
    if d is None:
        return
    where = Counter()
    for seat, hand in enumerate(d.hands):
        for c in range(24):
            if hand >> c & 1:
                where[c] += 1
    for _, c in d.trick:
        where[c] += 1
    for cards, _ in d.tricks:
        for _, c in cards:
            where[c] += 1
    if d.declarer < 0:
        for c in range(24):
            if d.prikup >> c & 1:
                where[c] += 1
    bad = {c: n for c, n in where.items() if n != 1}
    missing = [c for c in range(24) if where[c] == 0]
    assert not bad and not missing, \
        f"cards out of place: counts {bad}, missing {missing} (phase {d.phase.name})"


def scores_add_up(match) -> None:
    start = match.start_standing.scores
    for seat in range(match.rules.players):
        total = start[seat] + sum(row.deltas[seat] for row in match.sheet)
        assert total == match.standing.scores[seat], \
            f"seat {seat}: start {start[seat]} + sheet {total - start[seat]} != " \
            f"{match.standing.scores[seat]}"
    if match.sheet:
        assert tuple(match.sheet[-1].scores) == tuple(match.standing.scores)


def visible_cards(table) -> set[int]:
    """What the viewer's observation lets them see."""
    obs = table.observation()
    out = set(obs.hand) | {c for _, c in obs.trick} | {c for _, c in obs.given}
    for cards, _ in obs.tricks:
        out |= {c for _, c in cards}
    if obs.prikup is not None:
        out |= set(obs.prikup)
    return out


def face_up_cards(table) -> list[int]:
    return [sp.card for key, sp in table.sprites.items()
            if isinstance(key, int) and sp.face and sp.card is not None]


def private_cards_hidden(table) -> None:
    if table.open_hands():
        return
    allowed = visible_cards(table)
    shown = [c for c in face_up_cards(table) if c not in allowed]
    assert not shown, f"cards {shown} face up for seat {table.viewer}, who may not see them"


# ---------------------------------------------------------------- Tichu's invariants
ALL_56 = (1 << 56) - 1


def tichu_cards_in_one_place(rnd) -> None:
    """Each of the 56 cards in exactly one place: a hand, the trick on the table, a
    seat's won cards, the Dragon's trick waiting for its gift, or (before the Grand Tichu
    calls are all in) the 6 cards not dealt yet."""
    if rnd is None:
        return
    places = list(rnd.hands) + list(rnd.won) + [rnd.trick_cards]
    if rnd.phase is TichuPhase.GRAND:
        places += [mask_of(h[8:]) for h in rnd.dealt]
    if rnd.phase is TichuPhase.GIFT:
        places.append(rnd._gift_cards)
    union = 0
    for m in places:
        union |= m
    assert sum(count(m) for m in places) == 56 and union == ALL_56, \
        f"cards out of place in {rnd.phase.name}: {sum(count(m) for m in places)} counted, " \
        f"missing {cards_of(ALL_56 & ~union)}"


def tichu_scores_add_up(match) -> None:
    for side in (0, 1):
        total = sum(row.result.score[side] for row in match.sheet)
        assert total == match.scores[side], \
            f"team {side}: the sheet's changes add up to {total}, the score is {match.scores}"
    if match.sheet:
        assert tuple(match.sheet[-1].scores) == tuple(match.scores)
    if match.rules.tournament:
        for p in range(4):
            assert sum(row.win_points[p] for row in match.sheet) == match.win_points[p]
            assert sum(row.tichu_points[p] for row in match.sheet) == match.tichu_points[p]


def tichu_private_cards_hidden(table) -> None:
    """No card face up that the player at the screen may not see: what was played, and
    while the table is not covered their own hand (the first 8 before the Grand Tichu
    calls), what they gave and what they received; in hot-seat only a human looks."""
    obs = table.observation()
    if obs is None:
        return
    allowed = set(cards_of(obs.played))
    if not table.hidden:
        allowed |= set(cards_of(obs.hand)) | {c for _, c in obs.gave} \
            | {c for _, c in obs.received}
        if table.hot_seat:
            assert table.session.is_human(table.viewer), \
                f"seat {table.viewer}'s hand is shown in hot-seat, and no human sits there"
    shown = sorted(sp.card for key, sp in table.sprites.items()
                   if isinstance(key, int) and sp.face and sp.card is not None
                   and sp.card not in allowed)
    assert not shown, (f"cards {shown} face up for seat {table.viewer} (hidden "
                       f"{table.hidden}), who may not see them")


class SimClock:
    """The table's clock for gestures and bot pauses (table_scene's `time.monotonic`):
    1/60 s a frame, so flicks and drags come out the same on every run. It runs far
    ahead of the real clock, so a bot's answer (timed by the real one) is never early."""

    def __init__(self) -> None:
        self.now = time.monotonic() + 1e6

    def monotonic(self) -> float:
        return self.now


class SeededRandom:
    """Stands in for the `random` module of game/ui/tysiacha/session.py and game/tysiacha/engine/replay.py,
    whose unseeded Random() (a resumed game's bots and deals) would make a run differ."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def Random(self, seed=None) -> random.Random:  # noqa: N802 (the module's name)
        return random.Random(self._rng.randrange(1 << 62) if seed is None else seed)


def fixed_samples_tichu_bots(name: str, seed=None):
    """Tichu's make_bot, with the search bots playing out a few layouts only."""
    bot = make_tichu_bot(name, seed)
    if getattr(bot, "name", "") in ("hard", "expert"):
        bot.playouts, bot.least = 8, 2
    return bot


class DoneThinker(thinking_mod.Thinker if thinking_mod is not None else object):
    """Tichu's sessions' Thinker, done when made: the Conductor takes a decision in the
    frame that asked for it if the bot was quick enough, so waiting after the frame, as
    for 1000's bots, would leave the order of the simultaneous decisions (the Grand Tichu
    calls, the exchange) to the threads' timing."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.wait(20.0)
        assert self.done, "a Tichu bot thought for 20 s"


def fixed_samples_bots(name: str, seed=None):
    """make_bot, with the search bots (Hard and Expert seats, the hint) sampling a fixed
    number of layouts instead of for a time, so their choices do not depend on the
    machine's load."""
    if name in ("hard", "expert"):
        bot = make_bot(name, seed)
        bot.budget, bot.max_samples = None, 8
        return bot
    return make_bot(name, seed)


class Monkey:
    """Random input for one app, with the checks after every frame."""

    def __init__(self, app, rng: random.Random, seed: int, run: str, clock: SimClock,
                 game: str = "tysiacha"):
        self.game = game  # the run's game: the player plays on in it, and leaves the other
        self.clock = clock
        self.app = app
        trace = os.environ.get("MONKEY_TRACE")  # a file to write every frame's events to
        self.trace = open(f"{trace}.{run}", "w", encoding="utf-8") if trace else None
        self.rng = rng
        self.seed = seed
        self.run = run
        self.frames = 0
        self.log: deque = deque(maxlen=40)
        self.pending: deque = deque()  # events for the coming frames (drags)
        self.visited: Counter = Counter()
        self.kinds: Counter = Counter()
        self.player_hiccups: list[str] = []
        self.hidden_deal_faces = 0  # hot-seat: own cards face up while dealing covered
        self.quits = 0
        self.rare = {"Quit", "Quit game"}  # buttons the monkey seldom takes
        self.deals: dict[int, int] = {}  # deals scored while watched, by match
        self.deals_before: dict[int, int] = {}
        self.slowest = (0.0, "")
        self.player = Player(app, random.Random(seed + 1))
        self.tichu_player = TichuPlayer(app, random.Random(seed + 2))
        self._frame = app.frame
        app.frame = self.frame  # the Player's frames are checked as well

    # ------------------------------------------------------------ one frame
    def frame(self, events, dt) -> None:
        app = self.app
        events = list(events)
        top = app.stack.top.name if app.stack.top else None
        entry = (self.frames, top, [_describe(e) for e in events])
        self.log.append(entry)
        if self.trace is not None:
            self.trace.write(f"{entry}\n")
        t0 = time.perf_counter()
        self.clock.now += dt
        try:
            self._frame(events, dt)
            took = time.perf_counter() - t0
            if took > self.slowest[0]:
                self.slowest = (took, f"frame {self.frames} in {top}")
            assert took < 10.0, f"a frame took {took:.1f} s"
            self.frames += 1
            self.wait_for_bot()
            flush_saves()  # the save on disk before the next frame: Continue is not a race
            self.check()
        except BaseException:
            self.report()
            raise
        if not app.running:  # Quit, Quit game, Esc at the menu, a QUIT event
            self.quits += 1
            app.running = True
        if not app.stack.scenes:
            app.push(MainMenu(app))

    def wait_for_bot(self) -> None:
        """A bot's decision (or a hint) started in this frame is ready by the next."""
        scene = self.app.table_scene()
        if scene is None or isinstance(scene, TichuTableScene):
            return
        for thinker in (scene.thinker, scene.hinter):
            if thinker is not None and not thinker.done:
                thinker.wait(20.0)
                assert thinker.done, "a bot thought for 20 s"

    def check(self) -> None:
        app = self.app
        for scene in app.stack.scenes:
            self.visited[scene.name] += 1
        scene = app.table_scene()
        if scene is None:
            return
        if isinstance(scene, TichuTableScene):
            self.check_tichu(scene)
            return
        match = scene.session.match
        if self.trace is not None and id(match) not in self.deals_before:
            self.trace.write(f"game: {[(c.name, c.human, c.level) for c in scene.session.seats]}\n")
        self.deals[id(match)] = len(match.sheet) - self.deals_before.setdefault(
            id(match), len(match.sheet))
        deal_cards_in_one_place(match)
        scores_add_up(match)
        table = scene.table
        private_cards_hidden(table)
        if table.hidden and table.dealing is not None and not table.open_hands():
            if set(face_up_cards(table)) & set(table.observation().hand):
                self.hidden_deal_faces += 1

    def check_tichu(self, scene) -> None:
        match = scene.session.match
        if self.trace is not None and id(match) not in self.deals_before:
            self.trace.write(f"game: {[(c.name, c.human, c.level) for c in scene.session.seats]}\n")
        self.deals[id(match)] = len(match.sheet) - self.deals_before.setdefault(
            id(match), len(match.sheet))
        tichu_cards_in_one_place(match.round)
        tichu_scores_add_up(match)
        tichu_private_cards_hidden(scene.table)

    def report(self) -> None:
        print(f"\nMONKEY FAILURE: run {self.run}, seed {self.seed}, after {self.frames} "
              f"frames (repeat: MONKEY_SEED={self.seed} pytest tests/ui/test_monkey.py "
              f"-k {self.run})")
        print(f"window {self.app.screen_size}, settings {self.app.settings}")
        print("stack:", [s.name for s in self.app.stack.scenes])
        scene = self.app.table_scene()
        if isinstance(scene, TichuTableScene) and scene.session.round is not None:
            rnd, t = scene.session.round, scene.table
            print(f"Tichu round {len(scene.session.match.rounds)}: phase {rnd.phase.name}, "
                  f"waiting {rnd.waiting()}, to_act {rnd.to_act}, viewer {t.viewer}, hidden "
                  f"{t.hidden}, busy {t.busy}, dealing {t.dealing is not None}, seats "
                  f"{[(c.name, c.human, c.level) for c in scene.session.seats]}")
        elif scene is not None and scene.deal is not None:
            d = scene.deal
            print(f"deal: phase {d.phase.name}, to_act {d.to_act}, declarer {d.declarer}, "
                  f"viewer {scene.table.viewer}, hidden {scene.table.hidden}")
        print("last frames (frame, top scene, events):")
        for n, top, evs in self.log:
            print(f"  {n:>6} {top}: {evs}")

    # ------------------------------------------------------------ monkey input
    def burst(self, n: int) -> None:
        for _ in range(n):
            if self.pending:
                events = self.pending.popleft()
            else:
                events = [e for _ in range(self.rng.choice((0, 1, 1, 1, 2, 3)))
                          for e in self.random_events()]
            self.frame(events, DT)

    def random_events(self) -> list:
        rng = self.rng
        kind = rng.choices(
            ["button", "sprite", "point", "right", "drag", "key", "motion", "wheel", "text",
             "resize", "f11", "undo", "other"],
            [26, 16, 8, 5, 7, 20, 8, 4, 4, 1.2, 0.2, 1.0, 0.6])[0]
        self.kinds[kind] += 1
        app = self.app
        w, h = app.screen_size
        if kind == "button":
            b = self.some_button()
            if b is None:
                return click(self.point())
            x = rng.randint(b.rect.left, max(b.rect.left, b.rect.right - 1))
            y = rng.randint(b.rect.top, max(b.rect.top, b.rect.bottom - 1))
            return click((x, y), rng.choice((1, 1, 1, 1, 3)))
        if kind == "sprite":
            pos = self.sprite_point()
            if rng.random() < 0.3:  # pressed this frame, released in a later one
                self.pending.extend([[]] * rng.randint(0, 3))
                self.pending.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos,
                                                        button=1)])
                return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)]
            return click(pos)
        if kind == "point":
            return click(self.point())
        if kind == "right":
            return click(self.point() if rng.random() < 0.5 else self.sprite_point(),
                         rng.choice((2, 3, 4, 5)))
        if kind == "drag":
            self.drag()
            return []
        if kind == "key":
            k, u = rng.choice(KEYS)
            mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
            out = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=u, scancode=0)]
            if rng.random() < 0.3:
                out.append(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=u,
                                              scancode=0))
            return out
        if kind == "motion":
            pos = self.point() if rng.random() < 0.5 else self.sprite_point()
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-30, 30),
                                       rng.randint(-30, 30)), buttons=(0, 0, 0))]
        if kind == "wheel":
            y = rng.choice((-3, -1, 1, 3))
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                       precise_x=0.0, precise_y=float(y))]
        if kind == "text":
            text = rng.choice(TEXTS)
            return [pygame.event.Event(pygame.TEXTINPUT, text=text)]
        if kind == "resize":
            if rng.random() < 0.5:
                size = rng.choice(SIZES)
            else:
                size = (rng.randint(1024, 2560), rng.randint(640, 1440))
            if rng.random() < 0.8:
                return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                           h=size[1])]
            return [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])]
        if kind == "f11":
            return key(pygame.K_F11)
        if kind == "undo":  # Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y (either game vs AI: undo, redo)
            k, mod = rng.choice(((pygame.K_z, pygame.KMOD_CTRL), (pygame.K_z, pygame.KMOD_CTRL
                                 | pygame.KMOD_SHIFT), (pygame.K_y, pygame.KMOD_CTRL)))
            return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]
        # rarely: a window close, F12 (a screenshot), a window event
        which = rng.random()
        if which < 0.2:
            return [pygame.event.Event(pygame.QUIT)]
        if which < 0.5:
            return key(pygame.K_F12)
        return [pygame.event.Event(pygame.WINDOWFOCUSLOST)]

    def point(self) -> tuple[int, int]:
        w, h = self.app.screen_size
        return (self.rng.randrange(w), self.rng.randrange(h))

    def some_button(self):
        row = getattr(self.app.stack.top, "row", None)
        if row is None:
            return None
        buttons = [b for b in row.buttons if b.visible and b.rect.width > 0
                   and (b.enabled or self.rng.random() < 0.1)]
        # the way out is found quickly enough by chance; do not take it every time
        buttons = [b for b in buttons if b.label not in self.rare
                   or self.rng.random() < 0.05]
        return self.rng.choice(buttons) if buttons else None

    def sprite_point(self) -> tuple[int, int]:
        scene = self.app.table_scene()
        if scene is None or not scene.table.sprites:
            return self.point()
        sp = self.rng.choice(list(scene.table.sprites.values()))
        r = sp.rect(scene.table.art)
        if self.rng.random() < 0.6:  # the visible strip of a fanned card
            return (r.x + self.rng.randint(2, max(2, min(r.width - 1, 14))), r.centery)
        return (self.rng.randint(r.left, max(r.left, r.right - 1)),
                self.rng.randint(r.top, max(r.top, r.bottom - 1)))

    def drag(self) -> None:
        """Press on a card, move over a few frames (sideways, up fast or anywhere), release."""
        rng = self.rng
        x, y = self.sprite_point() if rng.random() < 0.85 else self.point()
        steps = rng.randint(1, 8)
        style = rng.choice(("side", "up", "any"))
        frames = [[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)]]
        for _ in range(steps):
            if style == "side":
                dx, dy = rng.randint(-120, 120), rng.randint(-10, 10)
            elif style == "up":
                dx, dy = rng.randint(-15, 15), -rng.randint(30, 160)
            else:
                dx, dy = rng.randint(-200, 200), rng.randint(-200, 200)
            x, y = x + dx, y + dy
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(dx, dy),
                                    buttons=(1, 0, 0))
            if rng.random() < 0.5 and len(frames) > 1:
                frames[-1].append(ev)
            else:
                frames.append([ev])
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
        if rng.random() < 0.5:
            frames[-1].append(up)
        else:
            frames.append([up])
        self.pending.extend(frames)

    # ------------------------------------------------------------ play on
    def play_on(self, steps: int, at_menu=None) -> None:
        """Steps of a player playing the human seats, so the game goes on; they stop
        early, now and then, when a deal has been scored (for the monkey to try the
        scoring screen). `at_menu(app)`, if given, replaces the player's New game."""
        app = self.app
        for _ in range(steps):
            self.pending.clear()
            top = app.stack.top
            name = top.name if top else None
            if name in ("scoring", "winner", "tichu-scoring", "tichu-game-over") \
                    and self.rng.random() < 0.3:
                return
            game = "tichu" if any(s.name.startswith("tichu") for s in app.stack.scenes) \
                else "tysiacha"
            if name == "menu" and getattr(top, "game", self.game) != self.game:
                # the menu shows the other game (the monkey chose it): back to the run's
                click_button(app, "Tichu" if self.game == "tichu" else "1000") \
                    or self.frame([], DT)
            elif name == "menu" and at_menu is not None:
                at_menu(app)
            elif game != self.game and name in ("game-menu", "tichu-menu") or (
                    game != self.game and app.table_scene() is top):
                self.leave_game()  # the monkey started the other game: leave it
            elif name == "tichu-setup" and self.game != "tichu":
                click_button(app, "Back") or self.frame(key(pygame.K_ESCAPE), DT)
            elif game == "tichu":
                self.tichu_step(name)
            elif name in OVERLAYS:
                self.frame(key(pygame.K_ESCAPE), DT)
            elif name == "winner":
                click_button(app, "Main menu") or self.frame(key(pygame.K_ESCAPE), DT)
            elif name == "new-game" and getattr(top, "editing", None) is not None:
                self.frame(key(pygame.K_RETURN), DT)
            elif name == "demo":
                self.frame([], DT)
            elif (name in ("play", "exchange", "bidding") and top.table.shown_trick is not None
                  and not app.settings.auto_flip):
                self.frame(click((5, 5)), DT)  # a click turns the finished trick over
            else:
                try:
                    self.player.step()
                except AssertionError as exc:  # the driver found the screen not as it expects
                    last = traceback.extract_tb(exc.__traceback__)[-1]
                    where = (f"frame {self.frames} in {name}: driver.py:{last.lineno} "
                             f"{last.line} {exc!s:.120}")
                    self.player_hiccups.append(where)
                    self.frame([], DT)

    def tichu_step(self, name) -> None:
        if name in OVERLAYS:
            self.frame(key(pygame.K_ESCAPE), DT)
            return
        try:
            self.tichu_player.step()
        except AssertionError as exc:  # the driver found the screen not as it expects
            last = traceback.extract_tb(exc.__traceback__)[-1]
            self.player_hiccups.append(f"frame {self.frames} in {name}: test_monkey.py:"
                                       f"{last.lineno} {last.line} {exc!s:.120}")
            self.frame([], DT)

    def leave_game(self) -> None:
        """The in-game menu's Quit to menu (Esc where it does not open at once)."""
        app = self.app
        if app.stack.top.name not in ("game-menu", "tichu-menu"):
            self.frame(key(pygame.K_ESCAPE), DT)
        if not click_button(app, "Quit to menu"):
            self.frame(key(pygame.K_ESCAPE), DT)

    def english(self) -> None:
        """The Player reads English labels: undo a language the monkey chose."""
        s = self.app.settings
        if s.language != "en":
            self.app.apply_settings(s.with_changes(language="en"))


# ---------------------------------------------------------------- Tichu: the player
class TichuPlayer:
    """Plays the human seats of a Tichu game the way a person would: a rule-based bot
    decides from the seat's observation, and the decision is carried out on the table:
    cards clicked up (or walked to with the arrow keys and picked with Space), Play, Enter
    or a flick; Pass; the exchange's cards clicked and then their slot, dragged onto it,
    or sent with 1, 2, 3; the buttons of the calls; the wish, the gift and the Phoenix's
    rank in their dialogs. An assertion error is a "driver hiccup" (the monkey's input
    left the screen other than expected), not a failure of the game."""

    def __init__(self, app, rng: random.Random):
        self.app = app
        self.rng = rng
        self.bot = make_tichu_bot("normal", rng.randrange(1 << 30))
        self.want = None  # the play being made (for the Phoenix's "Which combination?")
        self.actions = 0

    def step(self) -> None:
        top = self.app.stack.top
        handler = getattr(self, "on_" + top.name.replace("-", "_"), None)
        if handler is not None:
            handler(top)
        else:
            self.app.frame([], DT)

    def press(self, label: str) -> bool:
        return click_button(self.app, label)

    def decide(self, scene, seat: int, legal):
        return self.bot.choose(observe_tichu(scene.session.round, seat), list(legal))

    # -- overlays
    def on_tichu_privacy(self, scene) -> None:
        if self.rng.random() < 0.2 and self.press("Bomb!"):
            return  # anybody may ask to bomb from the privacy screen, holding one or not
        self.app.frame(click(scene.row.buttons[0].rect.center), DT)

    def on_tichu_wish(self, scene) -> None:
        seat = scene.scene.session.round.pending
        legal = [a for a in scene.scene.session.legal(seat) if a.kind == "wish"]
        if not legal:
            self.app.frame([], DT)
            return
        rank = self.decide(scene.scene, seat, legal).data
        assert self.press(rank_word(rank) if rank else "No wish"), f"no button for {rank}"

    def on_tichu_gift(self, scene) -> None:
        seat = scene.scene.session.round.pending
        legal = [a for a in scene.scene.session.legal(seat) if a.kind == "gift"]
        if not legal:
            self.app.frame([], DT)
            return
        to = self.decide(scene.scene, seat, legal).data
        assert self.press(scene.scene.table.name(to)), f"no button for seat {to}"

    def on_tichu_who_bombs(self, scene) -> None:
        labels = [b.label for b in scene.row.buttons]
        self.press(self.rng.choice(labels) if self.rng.random() < 0.3 else labels[-1])

    def on_dialog(self, scene) -> None:
        """The Phoenix's rank: the one wanted; a Tichu call: yes; else the first."""
        labels = [b.label for b in scene.row.buttons]
        if self.want is not None and combination_words(self.want.data) in labels:
            self.press(combination_words(self.want.data))
        elif labels:
            self.press(labels[0])
        else:
            self.app.frame([], DT)
        self.want = None

    def on_tichu_scoring(self, scene) -> None:
        label = "Results" if scene.session.match.finished else "Next round"
        self.press(label) or self.app.frame([], DT)

    def on_tichu_game_over(self, scene) -> None:
        if self.rng.random() < 0.2:
            self.press("Score sheet") or self.app.frame([], DT)
        else:
            self.press("Main menu") or self.app.frame([], DT)

    def on_tichu_setup(self, scene) -> None:
        self.press("Start") or self.press("Continue") or self.app.frame([], DT)

    # -- the table
    def on_tichu_deal(self, scene) -> None:
        self.on_table(scene)

    def on_tichu_exchange(self, scene) -> None:
        self.on_table(scene)

    def on_tichu_play(self, scene) -> None:
        self.on_table(scene)

    def on_table(self, scene) -> None:
        app, t = self.app, scene.table
        if t.dealing is not None:  # a click finishes the deal
            app.frame(click((5, 5)) if self.rng.random() < 0.5 else [], DT)
            return
        if t.received is not None or (t.shown_trick is not None
                                      and not app.settings.auto_flip):
            app.frame(click((5, 5)), DT)
            return
        if scene.bombing and app.stack.top is scene:  # the bomb picked, or none held
            self.press("Play") or self.press("No bomb") or app.frame([], DT)
            return
        if t.hot_seat and t.viewer not in scene.session.round.waiting() \
                and not t.tween.moving() and self.rng.random() < 0.02 and self.press("Bomb!"):
            return  # in hot-seat anybody may press Bomb!, holding one or not
        legal = scene.viewer_legal()
        if not legal or t.tween.moving():
            app.frame([], DT)
            return
        seat, rnd = t.viewer, scene.session.round
        if seat not in rnd.waiting():  # out of turn: now and then a bomb or a call
            offer = self.bot.interject(observe_tichu(rnd, seat), legal)
            bombs = [a for a in legal if a.kind == "play"]
            if offer is None and bombs and self.rng.random() < 0.2:
                offer = self.rng.choice(bombs)  # a careless player bombs now and then
            if offer is None or self.rng.random() < 0.5:
                app.frame([], DT)
            elif offer.kind == "tichu":
                assert self.press("Tichu!")
            else:
                self.select(scene, set(cards_of(offer.data.cards)))
                assert self.press("Bomb!")
            return
        if rnd.phase is TichuPhase.EXCHANGE and any(a.kind == "give" for a in legal):
            if any(a.kind == "tichu" for a in legal) and self.rng.random() < 0.03:
                assert self.press("Tichu!")
                return
            self.exchange(scene)
            return
        action = self.decide(scene, seat, legal)
        self.actions += 1
        if action.kind == "grand":
            if self.rng.random() < 0.5:
                assert self.press("Grand Tichu!" if action.data else "No")
            else:
                app.frame(key(pygame.K_g if action.data else pygame.K_n), DT)
        elif action.kind == "tichu":
            assert self.press("Tichu!")
        elif action.kind == "pass":
            self.select(scene, set())
            if self.rng.random() < 0.7:
                assert self.press("Pass")
            else:
                app.frame(key(pygame.K_p), DT)
        elif action.kind == "play":
            self.play(scene, action)
        else:  # the wish and the gift are asked in their dialogs
            app.frame([], DT)

    def card_point(self, scene, card: int) -> tuple[int, int]:
        t = scene.table
        r = t.sprites[card].rect(t.art)
        return (r.x + 6, r.centery)  # the visible strip of a fanned card is its left edge

    def select(self, scene, want: set) -> None:
        """Click (or, now and then, walk to and pick with Space) until exactly `want` is
        picked."""
        t = scene.table
        for card in sorted(t.selected ^ want):
            if self.app.stack.top is not scene:
                return
            if self.rng.random() < 0.15:
                hand = t.shown_hand(t.observation())
                steps = hand.index(card) + 1
                for _ in range(steps if t.hover not in hand else 0):
                    self.app.frame(key(pygame.K_RIGHT), DT)
                for _ in range(len(hand)):
                    if t.hover not in hand or t.hover == card:
                        break
                    k = pygame.K_RIGHT if hand.index(t.hover) < hand.index(card) else pygame.K_LEFT
                    self.app.frame(key(k), DT)
                self.app.frame(key(pygame.K_SPACE), DT)
            else:
                self.app.frame(click(self.card_point(scene, card)), DT)
        assert t.selected == want, f"picked {sorted(t.selected)}, meant {sorted(want)}"

    def play(self, scene, action) -> None:
        want = set(cards_of(action.data.cards))
        self.select(scene, want)
        self.want = action
        how = self.rng.random()
        if how < 0.5:
            assert self.press("Play")
        elif how < 0.8 or not self.app.settings.flicking:
            self.app.frame(key(pygame.K_RETURN), DT)
        else:  # a picked card flicked up onto the table
            x, y = self.card_point(scene, next(iter(want)))
            lay = scene.table.layout
            self.app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)],
                           DT)
            for k in range(1, 4):
                self.app.frame([pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(x, round(y - k * lay.card_h * 0.5)),
                    rel=(0, -round(lay.card_h * 0.5)), buttons=(1, 0, 0))], DT)
            self.app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP,
                                               pos=(x, round(y - 3 * lay.card_h * 0.5)),
                                               button=1)], DT)

    def exchange(self, scene) -> None:
        """One card into a free slot per step, then Give."""
        app, t = self.app, scene.table
        free = [rel for rel in (1, 2, 3) if rel not in t.staged]
        if not free:
            if self.rng.random() < 0.05:
                assert self.press("Take back")
                return
            assert self.press("Give")
            return
        hand = [c for c in t.shown_hand(t.observation()) if c not in t.staged.values()]
        card, rel = self.rng.choice(hand), self.rng.choice(free)
        slot = t.layout.exchange_slots()[rel - 1].center
        how = self.rng.random()
        if how < 0.5:
            app.frame(click(self.card_point(scene, card)), DT)
            assert t.selected == {card}, f"picked {sorted(t.selected)}, meant {card}"
            app.frame(click(slot), DT)
        elif how < 0.7:
            app.frame(click(self.card_point(scene, card)), DT)
            app.frame(key(pygame.K_0 + rel), DT)
        else:
            x, y = self.card_point(scene, card)
            app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)], DT)
            for k in range(1, 5):
                p = (round(x + (slot[0] - x) * k / 4), round(y + (slot[1] - y) * k / 4))
                app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                              buttons=(1, 0, 0))], DT)
            app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot, button=1)], DT)
        assert t.staged.get(rel) == card, f"slot {rel} holds {t.staged.get(rel)}, meant {card}"


# ---------------------------------------------------------------- Tichu: the games
TICHU_NAMES = ("Anna", "Boris", "Vera", "Gleb")


def tichu_session(app, seed: int, rules: TichuRules, seats, played: int = 0) -> TichuSession:
    """A game of Tichu with its first `played` rounds played by bots (the sheet filled,
    the seats changed in the tournament), saved."""
    rng = random.Random(seed)
    match = TichuMatch(rules, [c.name for c in seats], random.Random(rng.randrange(1 << 62)))
    bots = [make_tichu_bot("normal", rng.randrange(1 << 30)) for _ in range(4)]
    while len(match.sheet) < played:
        play_round(match, [bots[p] for p in match.seating()])
    session = TichuSession(match, seats, app.data_dir, rng.randrange(1 << 62))
    session.save()
    return session


def tichu_seats(*kinds: str) -> list[SeatConfig]:
    return [SeatConfig(n, k == "human", "normal" if k == "human" else k)
            for n, k in zip(TICHU_NAMES, kinds)]


# how each Tichu run's games start: (seats, rules, rounds played by bots first)
TICHU_STARTS = {
    # you against Easy and Hard, with a Normal partner, four rounds
    "tichu-ai": (tichu_seats("human", "easy", "normal", "hard"), TichuRules(rounds=4), 0),
    # three humans at one screen (two of them partners) and a Normal AI: the last of four
    # rounds, then the end
    "tichu-hotseat": (tichu_seats("human", "human", "human", "normal"),
                      TichuRules(rounds=4), 3),
    # the tournament (no Grand Tichu, partners change every three rounds): its last round
    "tichu-late": (tichu_seats("human", "hard", "normal", "easy"),
                   TichuRules(tournament=True), 8),
}


def open_tichu_game(app, seed: int, start: str) -> None:
    """The run's game at the table (in place of the scene on top), its next round dealt
    with the Mah Jong in a human's first eight cards, so that every run's first round
    reaches the wish (a scene the runs must reach), whatever path the monkey's random
    input takes."""
    seats, rules, played = TICHU_STARTS[start]
    session = tichu_session(app, seed, rules, seats, played)
    hands = tichu_match_mod.deal_hands(random.Random(seed))
    human = next(s for s in range(4) if session.is_human(s))
    holder = next(s for s in range(4) if MAHJONG in hands[s])
    i = hands[holder].index(MAHJONG)
    hands[holder][i], hands[human][0] = hands[human][0], hands[holder][i]
    open_tichu(app, session, replace=app.stack.top, hands=hands)


def tichu_at_the_menu(start: str, rng: random.Random, monkey: Monkey):
    """For the Tichu runs, what the player does at the main menu: Continue (where the
    menu offers Tichu's) when the game saved is of the run's kind, else a new one."""
    humans = sum(c.human for c in TICHU_STARTS[start][0])
    monkey.rare |= {"New game", "Quit to menu"}

    def at_menu(app) -> None:
        if getattr(app.stack.top, "game", None) == "tichu" and click_button(app, "Continue"):
            scene = next((s for s in reversed(app.stack.scenes)
                          if isinstance(s, TichuTableScene)), None)
            if scene is not None and len(scene.session.humans) == humans:
                return
            app.stack.clear()
            app.push(MainMenu(app))
        open_tichu_game(app, rng.randrange(1 << 30), start)
    return at_menu


def near_the_end_session(app, seed: int) -> Session:
    """Three players, one human, all near 1000 (the winner screen comes within a few deals)."""
    players = 3
    zero = (0,) * players
    standing = Standing((880, 850, 860), (None,) * players, zero, zero, 30)
    match = Match(Rules(players=players), ["You", "Boris", "Vera"], random.Random(seed),
                  dealer=0, standing=standing)
    return Session(match, seats("human", "normal", "normal"), app.data_dir, seed=seed)


def hot_seat_session(app, seed: int) -> Session:
    return Session.new(Rules(players=4), seats("human", "human", "normal", "human"),
                       app.data_dir, seed)


def back_at_the_menu(start: str, rng: random.Random, monkey: Monkey):
    """For the hot-seat and near-the-end runs, what the player does at the main menu:
    Continue, or else a new game of the run's kind (the monkey seldom leaves it)."""
    if start not in ("late", "hotseat"):
        return None
    make, fits = {
        "late": (near_the_end_session,
                 lambda s: max(s.match.standing.scores) >= 700 and len(s.humans) == 1),
        "hotseat": (hot_seat_session, lambda s: s.players == 4 and len(s.humans) == 3),
    }[start]
    monkey.rare |= {"New game", "Quit to menu"}

    def at_menu(app) -> None:
        if click_button(app, "Continue"):
            scene = next((s for s in reversed(app.stack.scenes)
                          if getattr(s, "session", None) is not None), None)
            if scene is not None and fits(scene.session):
                return
            app.stack.clear()
            app.push(MainMenu(app))
        open_session(app, make(app, rng.randrange(1 << 30)), replace=app.stack.top)
    return at_menu


def bots_think_here(monkeypatch, request) -> None:
    """The bots on threads of this process, the Hard one with a fixed number of samples
    (a worker process would not see the patch, nor repeat its timing)."""
    if thinking_mod is None:  # before game/ui/thinking.py: threads, the session's make_bot
        monkeypatch.setattr(session_mod, "make_bot", fixed_samples_bots)
        return
    thinking_mod.use_processes(False)
    request.addfinalizer(lambda: thinking_mod.use_processes(True))
    use_bots(monkeypatch, "tysiacha", fixed_samples_bots)
    use_bots(monkeypatch, "tichu", fixed_samples_tichu_bots)


def game_of(start: str) -> str:
    return "tichu" if start.startswith("tichu") else "tysiacha"


def visited_folder(tmp_path_factory) -> Path:
    """A folder the whole pytest run shares, its xdist workers too (their own temporary
    folders, popen-gwN, lie side by side in the run's), where each monkey run leaves
    the scenes it reached."""
    base = tmp_path_factory.getbasetemp()
    if base.name.startswith("popen-gw"):
        base = base.parent
    folder = base / "monkey-visited"
    folder.mkdir(exist_ok=True)
    return folder


def every_scene_reached(folder: Path, game: str) -> None:
    """Once every run of `game` has left what it reached in `folder` (whichever worker
    ran it), every scene of that game was on screen over them (1000's runs: the menus and
    1000's scenes; Tichu's runs: Tichu's scenes). The run that completes the set checks:
    each run writes its own file before it looks, so the last to finish sees them all."""
    runs = [r[0] for r in RUNS if game_of(r[5]) == game]
    files = [folder / f"{run}.json" for run in runs]
    if not all(f.exists() for f in files):
        return
    seen = Counter()
    for f in files:
        seen.update(json.loads(f.read_text(encoding="utf-8")))
    want = ("menu", "new-game", "cut", "deal", "bidding", "exchange", "play", "scoring",
            "winner", "options", "rules", "score-sheet", "tricks", "game-menu", "privacy",
            "dialog") if game == "tysiacha" else TICHU_SCENES
    missing = [name for name in want if not seen[name]]
    print(f"\nscenes over the {game} runs (frames on the stack):", dict(sorted(seen.items())))
    assert not missing, f"never reached over the {game} runs: {missing}"


@pytest.mark.parametrize("run,seed,frames,speed,settings,start,processes", RUNS,
                         ids=[r[0] for r in RUNS])
def test_monkey(tmp_path, tmp_path_factory, monkeypatch, request, run, seed, frames, speed,
                settings, start, processes):
    seed = int(os.environ.get("MONKEY_SEED", seed))
    frames = int(os.environ.get("MONKEY_FRAMES", frames))
    monkeypatch.setattr(table_scene_mod, "THINK_TIME", 0.0)
    clock = SimClock()
    monkeypatch.setattr(table_scene_mod, "time", clock, raising=False)
    monkeypatch.setattr(session_mod, "random", SeededRandom(seed))
    monkeypatch.setattr(replay_mod, "random", SeededRandom(seed + 1))
    # Tichu's: no least thinking time, the gestures' clock, a resumed game's bots and
    # deals seeded, and every Thinker waited for
    monkeypatch.setattr(tichu_table_scene_mod, "THINK_TIME", 0.0)
    monkeypatch.setattr(tichu_hand_input_mod, "time", clock)
    monkeypatch.setattr(tichu_session_mod, "random", SeededRandom(seed + 2))
    monkeypatch.setattr(tichu_match_mod, "random", SeededRandom(seed + 3))
    monkeypatch.setattr(tichu_session_mod, "Thinker", DoneThinker)
    if not processes or thinking_mod is None:
        bots_think_here(monkeypatch, request)
    rng = random.Random(seed)
    app = make_app(tmp_path, size=(1280, 800), speed=speed, seed=seed, **settings)
    # every frame is also drawn whole beside the window, and every 5th compared with what
    # the canvas painted where it changed (game/ui/canvas.py)
    app.canvas.check = int(os.environ.get("TYSIACHA_CHECK_FRAMES", 5))
    game = game_of(start)
    monkey = Monkey(app, rng, seed, run, clock, game)
    app.push(MainMenu(app))
    if start == "late":
        open_session(app, near_the_end_session(app, seed), replace=app.stack.top)
    elif start == "hotseat":
        open_session(app, hot_seat_session(app, seed), replace=app.stack.top)
    elif game == "tichu":
        open_tichu_game(app, seed, start)
    at_menu = back_at_the_menu(start, rng, monkey) if game == "tysiacha" \
        else tichu_at_the_menu(start, rng, monkey)
    t0 = time.perf_counter()
    try:
        while monkey.frames < frames:
            monkey.burst(rng.randint(15, 120))
            monkey.english()
            monkey.play_on(rng.randint(40, 400), at_menu)
            monkey.english()
    finally:
        flush_saves()
    took = time.perf_counter() - t0
    print(f"\n{run} (seed {seed}): {monkey.frames} frames in {took:.1f} s, "
          f"{sum(monkey.deals.values())} deals scored in {len(monkey.deals)} games; scenes "
          f"(frames on the stack): {dict(sorted(monkey.visited.items()))}; input "
          f"{dict(monkey.kinds)}; "
          f"quits {monkey.quits}; slowest frame {monkey.slowest[0] * 1000:.0f} ms "
          f"({monkey.slowest[1]}); driver hiccups {len(monkey.player_hiccups)}; own cards "
          f"face up while covered, dealing: {monkey.hidden_deal_faces} frames")
    for h in monkey.player_hiccups[:5]:
        print("  hiccup:", h)
    if "MONKEY_FRAMES" in os.environ or "MONKEY_SEED" in os.environ:
        return  # a shortened or reseeded run need not get everywhere
    folder = visited_folder(tmp_path_factory)
    mine = folder / f"{run}.json"
    mine.write_text(json.dumps(dict(monkey.visited)) + "\n", encoding="utf-8")
    every_scene_reached(folder, game)
    if game == "tichu":
        for name in ("tichu-deal", "tichu-play", "tichu-scoring"):
            assert monkey.visited[name], f"{run}: the {name} scene was never reached"
        return
    for name in ("bidding", "scoring"):
        assert monkey.visited[name], f"{run}: the {name} scene was never reached"
    assert monkey.visited["exchange"] or monkey.visited["play"], f"{run}: no exchange or play"


def _describe(e) -> str:
    name = pygame.event.event_name(e.type)
    d = e.dict
    if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        return f"{name}{d.get('pos')}b{d.get('button')}"
    if e.type == pygame.MOUSEMOTION:
        return f"{name}{d.get('pos')}{'drag' if d.get('buttons', (0,))[0] else ''}"
    if e.type in (pygame.KEYDOWN, pygame.KEYUP):
        return f"{name}:{pygame.key.name(d.get('key', 0))}{'+shift' if d.get('mod') else ''}"
    if e.type == pygame.TEXTINPUT:
        return f"TEXT:{d.get('text')!r}"
    if e.type == pygame.MOUSEWHEEL:
        return f"WHEEL:{d.get('y')}"
    if e.type == pygame.VIDEORESIZE:
        return f"RESIZE{d.get('size')}"
    if e.type == pygame.WINDOWSIZECHANGED:
        return f"SIZECHANGED({d.get('x')},{d.get('y')})"
    return name


def test_every_scene_is_checked_once_a_game_s_runs_are_all_in(tmp_path):
    """The scenes are summed up only once every run of the game has left its file, and a
    scene none of them reached then fails the last run (here with made-up files)."""
    tichu_runs = [r[0] for r in RUNS if game_of(r[5]) == "tichu"]
    all_scenes = {name: 3 for name in TICHU_SCENES}
    for run in tichu_runs[:-1]:
        (tmp_path / f"{run}.json").write_text(json.dumps({"tichu-deal": 1}))
    every_scene_reached(tmp_path, "tichu")  # not all in: nothing to check yet
    (tmp_path / f"{tichu_runs[-1]}.json").write_text(json.dumps({"tichu-deal": 1}))
    with pytest.raises(AssertionError, match="never reached over the tichu runs"):
        every_scene_reached(tmp_path, "tichu")
    (tmp_path / f"{tichu_runs[-1]}.json").write_text(json.dumps(all_scenes))
    every_scene_reached(tmp_path, "tichu")
