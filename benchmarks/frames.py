"""Frame times of the table (update + draw of `App.frame`), on the dummy video driver.

    python benchmarks/frames.py [--game tysiacha|tichu|both] [--size WxH ...] [--frames N]
        [--search-seconds T] [--only deal,sweep,resize,think,startup] [--seed S]
        [--startup-runs N] [--switch-interval SECONDS] [--gc-freeze] [--bot-process] [--cpu]
        [--profile deal|sweep|act|resize|think]

Software rendering, `animation_speed: normal`, a fixed dt of 1/60 per frame. A frame's
time is `app.frame(events, dt)` plus `pygame.display.flip()` (cheap on the dummy driver),
by time.perf_counter; after each frame `app.idle` works ahead until IDLE_UNTIL from the
frame's start (the cards' first-use pictures), untimed, as App.run does in the time a
frame leaves before the next. In these moments:

  deal     the deal animation (DealScene: the cards flying from the deck), over as many
           deals as --frames takes (the first deal at a size also rasterises the faces)
  sweep    a finished trick held on the table and then sweeping to its winner: from the
           frame `table.shown_trick` is set until its cards stop moving
  act      (met on the way) the frames in which a bot's action was applied: the engine,
           the sprites' new places and Session.save's record text all run in that frame
  resize   the frame after the window was resized (as the window manager does when the
           player drags its edge: SDL resizes the window's surface, not timed) and the
           30 after it, a full hand face up (the faces re-rendered at the new size),
           alternating the --size and 80% of it
  resize*  the same with a new size every time (no size-keyed cache helps); under them
           the floor of any resize frame: the whole window painted again, nothing
           changed
  think    ordinary frames while a 'search' (Hard) bot thinks on its worker thread,
           paced to 60 a second of real time as the real loop is, so that the bot's
           thread competes for the GIL as in the game (what-ifs: --switch-interval tries
           another sys.setswitchinterval, --gc-freeze calls gc.freeze() first,
           --bot-process has the bots decide in a worker process instead of a thread)

`--game tichu` measures the same moments at Tichu's table (game/ui/tichu), four AI
players of the Normal level unless said: deal is TichuDealScene's two batches (the 8
cards each, then the 6 after the Grand Tichu calls, which are not timed); sweep runs from
`table.shown_trick` being set (a finished trick, or the Dog) until none of its cards
moves any more (the next lead, which comes at once here, may already be on its way);
act is every frame in which TichuSession.apply ran (calls, gives, plays, with the save);
resize and resize* have the human at seat 0 in the exchange, the 14 cards face up and
the AI seats done; think has four Hard players and times the frames while any of the
Conductor's bots is at work on the worker (a decision, the four exchanges at once, a
question out of turn). `--game both` runs 1000 and then Tichu in one process and
prints a table for each; --bot-process is 1000's only. `--size` given more than once
measures each window size in turn (a fresh table for each), e.g. the full HD and 4K
tables of both games with one command:

    python benchmarks/frames.py --game both --size 1920x1080 --size 3840x2160

and the start-up, in fresh processes so the imports count: from the process start to the
end of the first drawn frame of the main menu (also `app.first_frame_time`, from before
`App(...)`). Targets: p99 <= 8 ms in each moment, no frame over 33 ms while an AI thinks,
start-up under 1.5 s.

To keep the run short (about a minute by default, 1000 and Tichu each) the bots' least
"thinking" pause (1000's and Tichu's table_scene.THINK_TIME, real time) is 0
in this process and frames outside the moments run unpaced and untimed; nothing else in
the game is changed, and a sweep frame in which a bot acted counts as "act", not as
"sweep". `--profile MOMENT` prints, instead of the table, cProfile's top costs in that
moment's slowest 2% of frames and in all of them (of --game's table; 1000's with both).
Timings are noisy on a loaded machine: close other work first, or give `--cpu` to time
each frame by the main thread's CPU time (it leaves out the time other processes ran, not
a core shared with them).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DT = 1 / 60
TARGET_P99_MS = 8.0
TARGET_THINK_MAX_MS = 33.0
TARGET_STARTUP_S = 1.5


def window_size(text: str) -> tuple[int, int]:
    w, h = (int(v) for v in text.lower().split("x"))
    return (w, h)


# ---------------------------------------------------------------- start-up (child)
STARTUP_CHILD = r"""
import os, sys, time, json
T0 = time.perf_counter()
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, {root!r})
from pathlib import Path
import game.__main__ as cli  # the command line's imports, as `tysiacha` starts
args = cli.build_parser().parse_args(["--size", "{w}x{h}"])
from game.ui.app import App, Options
from game.ui.scenes.menu import MainMenu
import pygame
tmp = Path({tmp!r})
T1 = time.perf_counter()
app = App(Options(size=args.size, data_dir=tmp / "data", settings_path=tmp / "settings.yaml"))
app.push(MainMenu(app))
app.frame([], 1 / 60)
pygame.display.flip()
T2 = time.perf_counter()
print(json.dumps({{"imports": T1 - T0, "app_to_frame": T2 - T1,
                   "first_frame_time": app.first_frame_time, "in_process": T2 - T0}}),
      flush=True)
"""


def startup(size: tuple[int, int], runs: int = 3) -> list[dict]:
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "settings.yaml").write_text(
            "game:\n  fullscreen: false\n  sound: false\n  animation_speed: normal\n",
            encoding="utf-8")
        code = STARTUP_CHILD.format(root=str(ROOT), w=size[0], h=size[1], tmp=tmp)
        for _ in range(runs):
            t0 = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                                    text=True, env=dict(os.environ))
            line = proc.stdout.readline()
            wall = time.perf_counter() - t0
            proc.wait()
            data = json.loads(line)
            data["wall"] = wall  # process start (as the parent launches it) to first frame
            out.append(data)
    return out


# ---------------------------------------------------------------- the app
def make_app(tmp: Path, size: tuple[int, int], speed: str = "normal"):
    from game.ui.app import App, Options
    cfg = tmp / "config"
    cfg.mkdir(exist_ok=True)
    (cfg / "settings.yaml").write_text(
        f"game:\n  animation_speed: {speed}\n  fullscreen: false\n  sound: false\n",
        encoding="utf-8")
    return App(Options(size=size, seed=1, data_dir=tmp / "data",
                       settings_path=cfg / "settings.yaml"))


def new_session(app, levels, seed: int, humans=()):
    """A new game on the table (the cut skipped), the old one gone."""
    from game.ui.tysiacha.session import SeatConfig, Session
    from game.ui.tysiacha.table_scene import open_session
    names = ("Anna", "Boris", "Vera", "Gleb")
    seats = [SeatConfig(names[i], i in humans, lv) for i, lv in enumerate(levels)]
    app.stack.clear()
    session = Session.new(app.rules_of("tysiacha"), seats, app.data_dir, seed)
    apply = session.apply
    session.actions = 0

    def counted(action):  # counts the actions applied (an attribute of this session only)
        session.actions += 1
        return apply(action)
    session.apply = counted
    open_session(app, session)
    return session


def skip_cut(app, limit: int = 2000) -> None:
    import pygame
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    for _ in range(limit):
        if app.stack.top.name != "cut":
            return
        app.frame([up], DT)


class Timer:
    """Times frames; `keep` files the last one under the moment. With `profiling` on,
    each frame runs under cProfile and a kept frame keeps its profile too."""

    profiling = False
    clock = time.perf_counter  # --cpu: time.thread_time

    def __init__(self):
        import pygame
        self.flip = pygame.display.flip
        self.samples: list[float] = []
        self.profiles: list = []
        self._last = None

    def frame(self, app, events=(), record: bool = True) -> float:
        prof = None
        if Timer.profiling:
            import cProfile
            prof = cProfile.Profile()
            prof.enable()
        t0, c0 = time.perf_counter(), Timer.clock()
        app.frame(list(events), DT)
        self.flip()
        ms = (Timer.clock() - c0) * 1000.0
        if prof is not None:
            prof.disable()
        app.idle(t0 + _idle_until())  # as App.run does, in the rest of the frame: not timed
        self._last = (ms, prof)
        if record:
            self.keep()
        return ms

    def keep(self) -> None:
        ms, prof = self._last
        self.samples.append(ms)
        if prof is not None:
            self.profiles.append((ms, prof))


def _idle_until() -> float:
    from game.ui.app import IDLE_UNTIL
    return IDLE_UNTIL


# ---------------------------------------------------------------- moments
def moment_deal(app, n: int, seed: int) -> tuple[list[float], int]:
    """Frames of the deal animation, over as many deals as it takes; also how many of
    them belong to the first deal (the one that rasterises the card faces)."""
    timer = Timer()
    k = 0
    first = None
    while len(timer.samples) < n:
        new_session(app, ("rules",) * app.rules_of("tysiacha").players, seed + k)
        k += 1
        skip_cut(app)
        while app.stack.top.name == "deal" and len(timer.samples) < n:
            timer.frame(app)
        if first is None:
            first = len(timer.samples)
    return timer.samples, first


def moment_sweep(app, n: int, seed: int, limit_s: float = 60.0) -> tuple[list, list]:
    """Frames from a trick's completion (`table.shown_trick` set) until its cards have
    swept to the winner's pile (no tween left, no new card led); apart, the frames in
    which a bot's action was applied (any phase: the engine, the sprites' new places and
    the save, Session.save, all run in that frame)."""
    timer = Timer()
    acts = Timer()
    k = 0
    t_end = time.monotonic() + limit_s
    while len(timer.samples) < n and time.monotonic() < t_end:
        session = new_session(app, ("rules",) * app.rules_of("tysiacha").players, seed + 100 + k)
        k += 1
        skip_cut(app)
        state = None
        for _ in range(20000):
            if len(timer.samples) >= n or time.monotonic() > t_end:
                break
            scene = app.table_scene()
            if scene is None or app.stack.top.name == "scoring":
                break
            t = scene.table
            if t.shown_trick is not None:
                state = "shown"
            elif state is not None and t.tween.moving() and not scene.deal.trick:
                state = "sweeping"
            else:
                state = None
            sorted_frame(app, session, timer, acts, state is not None)
            if scene.thinker is not None and not scene.thinker.done:
                time.sleep(0.0005)
    if Timer.profiling:
        Timer.last_acts = acts
    return timer.samples, acts.samples


def sorted_frame(app, session, timer, acts, sweeping: bool) -> None:
    """One untimed frame kept as an action's (a bot's action was applied in it: the
    session counts them) or, failing that, as the sweep's while one is on."""
    before = session.actions
    timer.frame(app, record=False)
    if session.actions != before:
        acts._last = timer._last
        acts.keep()
    elif sweeping:
        timer.keep()


def human_hand_waiting(app, seed: int):
    """A game where seat 0 (the viewer) is human, run until it is their turn to bid."""
    new_session(app, ("rules",) * app.rules_of("tysiacha").players, seed, humans=(0,))
    skip_cut(app)
    for _ in range(5000):
        scene = app.table_scene()
        if scene is not None and app.stack.top is scene and scene.my_turn() \
                and not scene.table.tween.moving():
            return scene
        app.frame([], DT)
        if scene is not None and scene.thinker is not None and not scene.thinker.done:
            time.sleep(0.0005)
    raise RuntimeError("the human's turn never came")


def moment_resize(app, n: int, seed: int, fresh: bool, after: int = 30,
                  waiting=human_hand_waiting) -> tuple[list, list]:
    """The resize frame and the `after` frames following it, with a full hand up
    (`waiting(app, seed)` brings the game there: 1000's bidding, Tichu's exchange)."""
    base = app.screen_size
    waiting(app, seed)
    timer = Timer()
    first: list[float] = []
    i = 0
    while len(timer.samples) < n:
        i += 1
        if fresh:
            size = (base[0] - 8 * i, base[1] - 5 * i) if i % 2 else base
        else:
            size = (round(base[0] * 0.8), round(base[1] * 0.8)) if i % 2 else base
        first.append(timer.frame(app, resize_window(size)))
        for _ in range(after):
            timer.frame(app)
    if app.screen_size != base:
        app.frame(resize_window(base), DT)
    return timer.samples, first


def full_paints(app, n: int = 50) -> list[float]:
    """Frames that paint the whole window with nothing changed (canvas.invalidate(), as
    after a resize, an expose or F11): what any frame that changes every pixel costs at
    least, the resize frame's floor."""
    timer = Timer()
    for _ in range(n):
        app.canvas.invalidate()
        timer.frame(app)
    return timer.samples


def resize_window(size: tuple[int, int]) -> list:
    """Resize the window as the window manager does when the player drags its edge (SDL
    resizes the window's surface; not timed, it is not the game's work), and the events
    that brings for the next frame. Without pygame's Window (pygame-ce before 2.4), a
    bare VIDEORESIZE event, which makes the game open the window again (set_mode)."""
    import warnings
    import pygame
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.size = size
    except (AttributeError, pygame.error):
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
    return pygame.event.get()


class Collections:
    """The garbage collections while it watches, in any thread: (start, end, generation,
    thread), for saying how much of a slow frame a full collection took."""

    def __init__(self):
        import gc
        self.items: list = []
        self._started: dict = {}
        gc.callbacks.append(self._on_gc)

    def _on_gc(self, phase, info):
        import threading
        if phase == "start":
            self._started[threading.get_ident()] = time.perf_counter()
        else:
            t0 = self._started.pop(threading.get_ident(), None)
            if t0 is not None:
                self.items.append((t0, time.perf_counter(), info["generation"],
                                   threading.current_thread().name))

    def forget(self) -> None:
        del self.items[:-50]

    def full_ms(self, t0: float, t1: float) -> float:
        """Milliseconds of full (generation 2) collections between t0 and t1."""
        return sum((min(e, t1) - max(b, t0)) * 1000 for b, e, gen, _ in self.items
                   if e > t0 and b < t1 and gen == 2)

    def stop(self) -> None:
        import gc
        gc.callbacks.remove(self._on_gc)


def moment_think(app, seconds: float, seed: int) -> tuple[list[float], list[float], list]:
    """Frames while a 'search' bot is thinking, paced at 60 per second of real time (the
    other frames run unpaced and untimed); also how long each decision took (seconds, to
    the frame that saw it done) and what the frames over 33 ms were doing."""
    timer = Timer()
    thinks: list[float] = []
    slow: list = []
    seen = None
    levels = ("search",) * app.rules_of("tysiacha").players
    collections = Collections()
    new_session(app, levels, seed)
    skip_cut(app)
    t_end = time.monotonic() + seconds
    while time.monotonic() < t_end:
        scene = app.table_scene()
        if scene is None or app.stack.top.name == "scoring":
            new_session(app, levels, seed + len(thinks) + 1)
            skip_cut(app)
            continue
        th = scene.thinker
        thinking = th is not None and not th.done
        t0 = time.perf_counter()
        collections.forget()
        ms = timer.frame(app, record=thinking)
        if thinking and ms > TARGET_THINK_MAX_MS:
            in_gc = collections.full_ms(t0, t0 + ms / 1000)
            slow.append((round(ms, 1), scene.name, scene.deal.phase.name,
                         round(time.monotonic() - th.started, 2), round(in_gc, 1)))
        if th is not None and th.done and seen is not th:
            seen = th
            thinks.append(time.monotonic() - th.started)
        if thinking:  # pace like clock.tick(60)
            pause = t0 + DT - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
    collections.stop()
    return timer.samples, thinks, slow


# ---------------------------------------------------------------- Tichu's moments
def new_tichu(app, levels, seed: int, humans=()):
    """A new game of Tichu on the table (its first round being dealt), the old one gone;
    saved after every action, as the game does."""
    from game.tichu.engine.rules import TichuRules
    from game.ui.saves import SeatConfig
    from game.ui.tichu.table_scene import open_tichu
    from game.ui.tichu.session import TichuSession
    names = ("Anna", "Boris", "Vera", "Gleb")
    seats = [SeatConfig(names[i], i in humans, lv) for i, lv in enumerate(levels)]
    app.stack.clear()
    rules = getattr(app, "tichu_rules", None) or TichuRules()
    session = TichuSession.new(rules, seats, app.data_dir, seed)
    apply = session.apply
    session.actions = 0

    def counted(action):  # counts the actions applied (an attribute of this session only)
        session.actions += 1
        return apply(action)
    session.apply = counted
    open_tichu(app, session)
    return session


def tichu_scene(app):
    """Tichu's table scene (deal, exchange or play) on the stack, if any."""
    from game.ui.tichu.table_scene import TichuTableScene
    for scene in reversed(app.stack.scenes):
        if isinstance(scene, TichuTableScene):
            return scene
    return None


def tichu_thinkers(scene) -> dict:
    """The Conductor's bots at work: (kind, seat) -> Thinker ("choose" or "offer")."""
    return getattr(scene.conductor, "_thinkers", {})


def tichu_busy_bots(scene) -> bool:
    """A bot of the table is thinking, or is still to be asked out of turn."""
    conductor = scene.conductor
    return bool(conductor.thinking()) or bool(conductor.pending_offers())


def tichu_moment_deal(app, n: int, seed: int) -> tuple[list[float], int]:
    """Frames of Tichu's deal animation (TichuDealScene: the 8 cards each, the Grand
    Tichu calls untimed, then the 6), over as many rounds as it takes; also how many of
    them belong to the first deal (the one that rasterises the card faces)."""
    timer = Timer()
    k = 0
    first = None
    while len(timer.samples) < n:
        new_tichu(app, ("normal",) * 4, seed + k)
        k += 1
        for _ in range(20000):
            scene = tichu_scene(app)
            if scene is None or scene.name != "tichu-deal" or len(timer.samples) >= n:
                break
            timer.frame(app, record=scene.table.dealing is not None)
            if tichu_busy_bots(scene):
                time.sleep(0.0005)
        if first is None:
            first = len(timer.samples)
    return timer.samples, first


def tichu_moment_sweep(app, n: int, seed: int, limit_s: float = 60.0) -> tuple[list, list]:
    """Frames from a trick's completion (`table.shown_trick` set: the trick, or the Dog,
    held on the table) until its cards have swept to the winner's pile (none of them
    moving; the next lead, which comes at once with no least thinking time, may already
    be on its way); apart, the frames in which a bot's action was applied (any phase:
    the engine, the sprites' new places and TichuSession.save all run in that frame)."""
    from game.tichu.engine.cards import cards_of
    timer = Timer()
    acts = Timer()
    k = 0
    t_end = time.monotonic() + limit_s
    while len(timer.samples) < n and time.monotonic() < t_end:
        session = new_tichu(app, ("normal",) * 4, seed + 100 + k)
        k += 1
        state = None
        swept: list = []  # the sprites of the trick shown last
        for _ in range(40000):
            if len(timer.samples) >= n or time.monotonic() > t_end:
                break
            scene = tichu_scene(app)
            if scene is None or app.stack.top is not scene:  # the round's result
                break
            t = scene.table
            if t.shown_trick is not None:
                state = "shown"
                swept = [t.sprites.get(c) for _, play in t.shown_trick[0]
                         for c in cards_of(play.cards)]
            elif state is not None and any(t.tween.moving(sp) for sp in swept
                                           if sp is not None):
                state = "sweeping"
            else:
                state = None
            sorted_frame(app, session, timer, acts, state is not None)
            if tichu_busy_bots(scene):
                time.sleep(0.0005)
    if Timer.profiling:
        Timer.last_acts = acts
    return timer.samples, acts.samples


def tichu_hand_waiting(app, seed: int):
    """A game where seat 0 (the viewer) is human, run until the exchange waits for them
    alone, the 14 cards face up and still (the Grand Tichu question answered No)."""
    from game.tichu.engine.round import Action
    session = new_tichu(app, ("normal",) * 4, seed, humans=(0,))
    for _ in range(20000):
        scene = tichu_scene(app)
        if scene is not None and app.stack.top is scene:
            legal = scene.viewer_legal()
            if any(a.kind == "grand" for a in legal):
                scene.act(Action("grand", 0, False))
            elif scene.name == "tichu-exchange" and scene.giving() \
                    and list(session.round.waiting()) == [0] and not tichu_busy_bots(scene) \
                    and not scene.table.tween.moving() and not scene.table.busy:
                return scene
        app.frame([], DT)
        if scene is not None and tichu_busy_bots(scene):
            time.sleep(0.0005)
    raise RuntimeError("the human's exchange never came")


def tichu_moment_think(app, seconds: float, seed: int) -> tuple[list[float], list[float], list]:
    """Frames while a Hard bot thinks (any of the Conductor's bots at work: a decision,
    the exchange of all four at once, or a question out of turn), paced at 60 per second
    of real time (the other frames run unpaced and untimed); also how long each decision
    took (seconds, to the frame that saw it done) and what the frames over 33 ms were
    doing."""
    timer = Timer()
    thinks: list[float] = []
    slow: list = []
    seen: set = set()
    levels = ("hard",) * 4
    collections = Collections()
    k = 0
    new_tichu(app, levels, seed)
    t_end = time.monotonic() + seconds
    while time.monotonic() < t_end:
        scene = tichu_scene(app)
        if scene is None or app.stack.top is not scene:
            k += 1
            new_tichu(app, levels, seed + k)
            continue
        working = [th for th in tichu_thinkers(scene).values() if not th.done]
        thinking = bool(working)
        t0 = time.perf_counter()
        collections.forget()
        ms = timer.frame(app, record=thinking)
        if thinking and ms > TARGET_THINK_MAX_MS:
            in_gc = collections.full_ms(t0, t0 + ms / 1000)
            rnd = scene.session.round
            slow.append((round(ms, 1), scene.name, rnd.phase.name if rnd else "-",
                         round(time.monotonic() - min(th.started for th in working), 2),
                         round(in_gc, 1)))
        for (kind, _), th in list(tichu_thinkers(scene).items()):
            if kind == "choose" and th.done and th not in seen:
                seen.add(th)
                thinks.append(time.monotonic() - th.started)
        if thinking:  # pace like clock.tick(60)
            pause = t0 + DT - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
    collections.stop()
    return timer.samples, thinks, slow


# ---------------------------------------------------------------- what-if: bots in a process
_BOTS: dict = {}


def _choose_in_worker(key, level, seed, obs, legal):
    """In the worker process: the seat's bot (kept between decisions) chooses."""
    bot = _BOTS.get(key)
    if bot is None:
        from game.tysiacha.ai import make_bot
        bot = _BOTS[key] = make_bot(level, seed)
    return bot.choose(obs, legal)


class ProcessThinker:
    """Session.think's Thinker, with the bot in a worker process (no GIL shared)."""

    pool = None

    def __init__(self, session, seat: int):
        import concurrent.futures
        import multiprocessing
        if ProcessThinker.pool is None:
            ProcessThinker.pool = concurrent.futures.ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"))
        self.started = time.monotonic()
        self.error = None
        self._legal = session.legal_actions()
        level = session.seats[seat].level
        self._future = ProcessThinker.pool.submit(
            _choose_in_worker, (id(session), seat), level, seat, session.observation(seat),
            self._legal)

    @property
    def done(self) -> bool:
        return self._future.done()

    @property
    def result(self):
        if not self._future.done():
            return None
        action = self._future.result()
        return action if action in self._legal else self._legal[0]

    def wait(self, timeout=None):
        try:
            return self._future.result(timeout)
        except Exception:
            return None


def bots_in_a_process() -> None:
    from game.ui.tysiacha.session import Session
    Session.think = lambda self, seat: ProcessThinker(self, seat)
    ProcessThinker.pool = None


# ---------------------------------------------------------------- report
def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))
    return s[k]


def row(name: str, samples: list[float], target: str, ok: bool, extra: str = "") -> str:
    return (f"{name:<9}{len(samples):>7}{statistics.median(samples):>9.2f}"
            f"{pct(samples, 99):>9.2f}{max(samples):>9.2f}   {target:<30}"
            f"{'ok' if ok else 'MISSED':<8}{extra}")


MOMENTS = ("deal", "sweep", "resize", "think", "startup")
GAMES = {"tysiacha": "1000", "tichu": "Tichu"}


class Game:
    """One game's moments and the module whose THINK_TIME is the bots' least pause."""

    def __init__(self, name: str):
        self.name = name
        if name == "tichu":
            from game.ui.tichu import table_scene as module
            self.deal, self.sweep, self.think = (tichu_moment_deal, tichu_moment_sweep,
                                                 tichu_moment_think)
            self.waiting = tichu_hand_waiting
        else:
            from game.ui.tysiacha import table_scene as module
            self.deal, self.sweep, self.think = moment_deal, moment_sweep, moment_think
            self.waiting = human_hand_waiting
        self.module = module

    def resize(self, app, n: int, seed: int, fresh: bool):
        return moment_resize(app, n, seed, fresh, waiting=self.waiting)


def measure(app, game: Game, args, only: set) -> list:
    """The game's moments in `only`: (name, samples, target text, ok, extra) rows."""
    results = []  # (name, samples, target text, ok, extra)
    p99 = f"p99 <= {TARGET_P99_MS:g} ms"

    def add(name, samples, extra=""):
        if samples:
            results.append((name, samples, p99, pct(samples, 99) <= TARGET_P99_MS, extra))
        else:
            results.append((name, samples, p99, False, "no frame timed"))

    think_time = game.module.THINK_TIME
    game.module.THINK_TIME = 0.0
    try:
        if "deal" in only:
            deal, first = game.deal(app, args.frames, args.seed)
            later = deal[first:]
            add("deal", deal, f"the first deal ({first} frames): p99 "
                              f"{pct(deal[:first], 99):.1f}, max {max(deal[:first]):.1f} ms;"
                              f" later deals: p99 {pct(later, 99):.1f}, max "
                              f"{max(later, default=0):.1f} ms")
        if "sweep" in only:
            sweep, acts = game.sweep(app, args.frames, args.seed)
            add("sweep", sweep)
            add("act", acts, "frames that applied a bot's action (with "
                             f"{'TichuSession' if game.name == 'tichu' else 'Session'}.save)")
        if "resize" in only:
            for name, fresh in (("resize", False), ("resize*", True)):
                frames, first = game.resize(app, args.frames, args.seed, fresh)
                add(name, frames, f"the resize frame itself: median "
                                  f"{statistics.median(first):.1f}, max {max(first):.1f} ms")
            whole = full_paints(app)
            results.append((None, f"  the floor of a resize frame: painting the whole "
                                  f"table again at the same size, median "
                                  f"{statistics.median(whole):.1f} ms (of "
                                  f"{len(whole)})", "", True, ""))
        if "think" in only:
            think, thinks, slow = game.think(app, args.search_seconds, args.seed)
            over = sum(1 for v in think if v > TARGET_THINK_MAX_MS)
            extra = (f"{len(thinks)} decisions (longest {max(thinks, default=0):.2f} s); "
                     f"frames > 33 ms: {over}, > 16.7 ms: "
                     f"{sum(1 for v in think if v > 1000 / 60)}")
            results.append(("think", think, f"max <= {TARGET_THINK_MAX_MS:g} ms, {p99}",
                            bool(think) and over == 0 and pct(think, 99) <= TARGET_P99_MS,
                            extra))
            for ms, scene, phase, into, in_gc in slow[:10]:
                results.append((None, f"  slow: {ms} ms in {scene} ({phase}), {into} s "
                                      f"into the decision; a full garbage collection "
                                      f"ran for {in_gc} ms of it", "", True, ""))
    finally:
        game.module.THINK_TIME = think_time
        from game.ui.saves import flush_saves
        flush_saves()
    return results


def print_table(results: list) -> None:
    print(f"{'moment':<9}{'frames':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}   "
          f"{'target':<30}")
    for name, samples, target, ok, extra in results:
        if name is None:
            print(" " * 9 + samples)
        elif samples:
            print(row(name, samples, target, ok, extra))
        else:
            print(f"{name:<9}{0:>7}   {extra}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=("tysiacha", "tichu", "both"), default="tysiacha",
                    help="whose table: 1000 (tysiacha, the default), Tichu, or both, one "
                         "after the other in the same process (1000 first)")
    ap.add_argument("--size", type=window_size, action="append",
                    help="the window, WxH (default 1920x1080); give it again for more sizes, "
                         "each measured in turn and printed in its own table, e.g. --size "
                         "1920x1080 --size 3840x2160")
    ap.add_argument("--frames", type=int, default=1000,
                    help="timed frames per moment (deal, sweep, resize); default 1000")
    ap.add_argument("--search-seconds", type=float, default=30.0,
                    help="real seconds of play with 'search' bots for the think moment")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--startup-runs", type=int, default=3)
    ap.add_argument("--only", default=",".join(MOMENTS),
                    help="a comma list of moments to run: " + ", ".join(MOMENTS))
    ap.add_argument("--switch-interval", type=float,
                    help="what-if: sys.setswitchinterval(SECONDS) first (Python's default "
                         "is 0.005: how long the bot's thread may keep the GIL)")
    ap.add_argument("--cpu", action="store_true",
                    help="time each frame by the main thread's CPU time (time.thread_time) "
                         "instead of the wall clock: on a loaded machine what the frame "
                         "itself costs, without the time other processes ran meanwhile (nor "
                         "the time it waited for the interpreter lock)")
    ap.add_argument("--gc-freeze", action="store_true",
                    help="what-if: gc.freeze() once the app is up (fewer objects for the "
                         "bots' threads' full collections to walk)")
    ap.add_argument("--bot-process", action="store_true",
                    help="what-if (1000): the bots decide in a worker process of this "
                         "script's own instead of the game's Thinker")
    ap.add_argument("--profile", choices=("deal", "sweep", "act", "resize", "think"),
                    help="print cProfile's top costs of one moment instead (of --game, "
                         "1000 with both)")
    args = ap.parse_args(argv)
    only = set(args.only.split(","))
    if only - set(MOMENTS):
        ap.error(f"unknown moments: {', '.join(sorted(only - set(MOMENTS)))}")
    if args.cpu:
        Timer.clock = time.thread_time
    if args.switch_interval:
        sys.setswitchinterval(args.switch_interval)
    games = ("tysiacha", "tichu") if args.game == "both" else (args.game,)

    import pygame

    sizes = args.size or [(1920, 1080)]
    tables = []  # (size, game, results)
    t_all = time.perf_counter()
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmpdir:
            tmp = Path(tmpdir)
            app = make_app(tmp, size)
            pygame.display.flip()
            if size == sizes[0]:  # (the App sets the switch interval the game runs with)
                print(f"frames at {', '.join(f'{w}x{h}' for w, h in sizes)}, "
                      f"SDL_VIDEODRIVER={os.environ.get('SDL_VIDEODRIVER')}, pygame-ce "
                      f"{pygame.version.ver}, Python {sys.version.split()[0]}, "
                      f"animation_speed normal, dt 1/60, switch interval "
                      f"{sys.getswitchinterval() * 1000:g} ms, {os.cpu_count()} CPUs"
                      + (", CPU time of the main thread" if args.cpu else "")
                      + ("" if games == ("tysiacha",) else
                         f", game {' and '.join(GAMES[g] for g in games)}"))
            if args.bot_process:
                bots_in_a_process()
            if args.gc_freeze:
                import gc
                gc.freeze()
            if args.profile:
                return profile(app, args, Game(games[0]))
            for game in games:
                tables.append((size, game, measure(app, Game(game), args, only)))
    app_time = time.perf_counter() - t_all
    starts = startup(sizes[0], args.startup_runs) if "startup" in only else []

    for size, game, results in tables:
        print()
        if games != ("tysiacha",) or len(sizes) > 1:
            print(f"{GAMES[game]}" + (f" at {size[0]}x{size[1]}" if len(sizes) > 1 else "")
                  + ":")
        print_table(results)
    if starts:
        walls = [s["wall"] for s in starts]
        print()
        print(f"start-up to the first drawn menu frame, {len(starts)} fresh processes "
              f"(target < {TARGET_STARTUP_S:g} s):")
        print(f"  process start -> first frame: "
              f"{', '.join(f'{v:.2f}' for v in walls)} s  "
              f"{'ok' if max(walls) < TARGET_STARTUP_S else 'MISSED'}")
        print(f"  of which imports (game.__main__, game.ui): "
              f"{statistics.median(s['imports'] for s in starts):.2f} s; App() -> first "
              f"frame (app.first_frame_time): "
              f"{statistics.median(s['first_frame_time'] for s in starts):.2f} s")
    print(f"(run time {time.perf_counter() - t_all:.0f} s; frames {app_time:.0f} s)")
    return 0


def profile(app, args, game: Game) -> int:
    """cProfile of each of the moment's frames; the slowest 2% (at least 5) are summed up
    and printed, then all of them."""
    import pstats
    Timer.profiling = True
    game.module.THINK_TIME = 0.0
    n = args.frames
    made = []
    orig_init = Timer.__init__

    def init(self):
        orig_init(self)
        made.append(self)
    Timer.__init__ = init
    which = args.profile
    if which == "deal":
        game.deal(app, n, args.seed)
    elif which in ("sweep", "act"):
        game.sweep(app, n, args.seed)
    elif which == "resize":
        game.resize(app, n, args.seed, fresh=True)
    else:
        game.think(app, args.search_seconds, args.seed)
    timer = Timer.last_acts if which == "act" else made[0]
    frames = list(timer.profiles)
    s = [ms for ms, _ in frames]
    print(f"{GAMES[game.name]}, {which}: {len(s)} frames profiled (times include profiler "
          f"overhead): p50 {statistics.median(s):.2f} ms, p99 {pct(s, 99):.2f} ms, "
          f"max {max(s):.2f} ms")
    frames.sort(key=lambda f: -f[0])
    worst = frames[:max(5, len(frames) // 50)]
    print(f"\n=== the {len(worst)} slowest frames ({', '.join(f'{ms:.1f}' for ms, _ in worst[:12])}"
          f"{' ...' if len(worst) > 12 else ''} ms), summed ===")
    st = pstats.Stats(worst[0][1])
    for _, p in worst[1:]:
        st.add(p)
    st.sort_stats("tottime").print_stats(18)
    st.sort_stats("cumulative").print_stats(25)
    print(f"=== all {len(frames)} frames, summed ===")
    st = pstats.Stats(frames[0][1])
    for _, p in frames[1:]:
        st.add(p)
    st.sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    sys.exit(main())
