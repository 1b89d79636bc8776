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

import os
import random
import time
import traceback
from collections import Counter, deque

import pygame
import pytest

from game.tysiacha.ai import make_bot
from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine import replay as replay_mod
from game.tysiacha.engine.standing import Standing
from game.ui.tysiacha import table_scene as table_scene_mod
from game.ui.scenes.menu import MainMenu
from game.ui.tysiacha.table_scene import open_session
from game.ui.tysiacha import session as session_mod
from game.ui.saves import flush_saves
from game.ui.tysiacha.session import Session

try:
    from game.ui import thinking as thinking_mod  # the bots in a worker process
except ImportError:  # the bots on threads of the session
    thinking_mod = None

from .driver import DT, Player, click, click_button, key, make_app, seats

SIZES = ((1024, 640), (1280, 800), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
KEYS = [
    (pygame.K_LEFT, ""), (pygame.K_RIGHT, ""), (pygame.K_UP, ""), (pygame.K_DOWN, ""),
    (pygame.K_RETURN, "\r"), (pygame.K_KP_ENTER, "\r"), (pygame.K_SPACE, " "),
    (pygame.K_ESCAPE, "\x1b"), (pygame.K_TAB, "\t"), (pygame.K_BACKSPACE, "\b"),
    (pygame.K_h, "h"), (pygame.K_l, "l"), (pygame.K_b, "b"), (pygame.K_p, "p"),
    (pygame.K_a, "a"), (pygame.K_z, "z"), (pygame.K_MINUS, "-"), (pygame.K_PLUS, "+"),
    (pygame.K_EQUALS, "="), (pygame.K_KP_PLUS, "+"), (pygame.K_KP_MINUS, "-"),
    (pygame.K_PAGEUP, ""), (pygame.K_PAGEDOWN, ""), (pygame.K_HOME, ""), (pygame.K_END, ""),
] + [(getattr(pygame, f"K_{d}"), str(d)) for d in range(10)]
TEXTS = ("a", "Z", "1", "ß", "Ж", "ą", "♥", " ", "Борис", "xx")
OVERLAYS = ("options", "rules", "score-sheet", "tricks", "game-menu")

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
]
VISITED: dict[str, Counter] = {}


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

    def __init__(self, app, rng: random.Random, seed: int, run: str, clock: SimClock):
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
        if scene is None:
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

    def report(self) -> None:
        print(f"\nMONKEY FAILURE: run {self.run}, seed {self.seed}, after {self.frames} "
              f"frames (repeat: MONKEY_SEED={self.seed} pytest tests/ui/test_monkey.py "
              f"-k {self.run})")
        print(f"window {self.app.screen_size}, settings {self.app.settings}")
        print("stack:", [s.name for s in self.app.stack.scenes])
        scene = self.app.table_scene()
        if scene is not None and scene.deal is not None:
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
             "resize", "f11", "other"],
            [26, 16, 8, 5, 7, 20, 8, 4, 4, 1.2, 0.2, 0.6])[0]
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
        r = sp.rect(self.app.art)
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
            if name in ("scoring", "winner") and self.rng.random() < 0.3:
                return
            if name == "menu" and at_menu is not None:
                at_menu(app)
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

    def english(self) -> None:
        """The Player reads English labels: undo a language the monkey chose."""
        s = self.app.settings
        if s.language != "en":
            self.app.apply_settings(s.with_changes(language="en"))


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
    monkeypatch.setattr(thinking_mod, "make_bot", fixed_samples_bots)


@pytest.mark.parametrize("run,seed,frames,speed,settings,start,processes", RUNS,
                         ids=[r[0] for r in RUNS])
def test_monkey(tmp_path, monkeypatch, request, run, seed, frames, speed, settings, start,
                processes):
    seed = int(os.environ.get("MONKEY_SEED", seed))
    frames = int(os.environ.get("MONKEY_FRAMES", frames))
    monkeypatch.setattr(table_scene_mod, "THINK_TIME", 0.0)
    clock = SimClock()
    monkeypatch.setattr(table_scene_mod, "time", clock, raising=False)
    monkeypatch.setattr(session_mod, "random", SeededRandom(seed))
    monkeypatch.setattr(replay_mod, "random", SeededRandom(seed + 1))
    if not processes or thinking_mod is None:
        bots_think_here(monkeypatch, request)
    rng = random.Random(seed)
    app = make_app(tmp_path, size=(1280, 800), speed=speed, seed=seed, **settings)
    monkey = Monkey(app, rng, seed, run, clock)
    app.push(MainMenu(app))
    if start == "late":
        open_session(app, near_the_end_session(app, seed), replace=app.stack.top)
    elif start == "hotseat":
        open_session(app, hot_seat_session(app, seed), replace=app.stack.top)
    at_menu = back_at_the_menu(start, rng, monkey)
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
    VISITED[run] = monkey.visited
    print(f"\n{run} (seed {seed}): {monkey.frames} frames in {took:.1f} s, "
          f"{sum(monkey.deals.values())} deals scored in {len(monkey.deals)} games; scenes "
          f"(frames on the stack): {dict(sorted(monkey.visited.items()))}; input "
          f"{dict(monkey.kinds)}; "
          f"quits {monkey.quits}; slowest frame {monkey.slowest[0] * 1000:.0f} ms "
          f"({monkey.slowest[1]}); driver hiccups {len(monkey.player_hiccups)}; own cards "
          f"face up while covered, dealing: {monkey.hidden_deal_faces} frames")
    for h in monkey.player_hiccups[:5]:
        print("  hiccup:", h)
    if "MONKEY_FRAMES" in os.environ:
        return  # a shortened run need not get everywhere
    for name in ("bidding", "scoring"):
        assert monkey.visited[name], f"{run}: the {name} scene was never reached"
    assert monkey.visited["exchange"] or monkey.visited["play"], f"{run}: no exchange or play"


def test_monkey_reached_every_scene():
    """Over all the runs (when they all ran): every scene of the game was on screen."""
    if len(VISITED) < len(RUNS) or "MONKEY_SEED" in os.environ or "MONKEY_FRAMES" in os.environ:
        pytest.skip("only after all the monkey runs, with their own seeds and lengths")
    seen = Counter()
    for c in VISITED.values():
        seen.update(c)
    want = ("menu", "new-game", "cut", "deal", "bidding", "exchange", "play", "scoring",
            "winner", "options", "rules", "score-sheet", "tricks", "game-menu", "privacy",
            "dialog")
    missing = [name for name in want if not seen[name]]
    print("\nscenes over all runs (frames on the stack):", dict(sorted(seen.items())))
    assert not missing, f"never reached: {missing}"


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
