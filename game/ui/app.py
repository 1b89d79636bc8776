"""The window and the frame loop: events to the scene stack, update(dt), draw, flip.

F11 toggles full screen anywhere; a windowed size is remembered in the data folder.
With `screenshot_dir`, a PNG of every scene is saved as it first opens.
"""
from __future__ import annotations

import os
import sys
import threading
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from game import registry  # noqa: E402
from game.core.fileio import FolderLock, remove_stale_temps, write_atomic  # noqa: E402
from game.core.yamlfile import WINDOW  # noqa: E402
from game.settings import (TABLE_SECTION, SettingsError, load_settings,  # noqa: E402
                           save_settings)
from game.settings.schema import GameSettings, user_data_dir  # noqa: E402

from .assets import CardArt, Fonts, Sounds, quiet_stderr  # noqa: E402
from .canvas import Canvas  # noqa: E402
from .i18n import set_language, system_language, tr  # noqa: E402
from .saves import read_own, shown_path  # noqa: E402
from .scene import Scene, SceneStack  # noqa: E402
from .tween import SPEEDS  # noqa: E402
from .sprites import prepare_halo  # noqa: E402

MIN_SIZE = (1024, 640)  # a remembered window smaller than half of this is not reopened
MAX_WINDOW = 16384  # nor one wider or taller than this (as --size)
MIN_WINDOW = (800, 600)  # the smallest window the table is laid out and tested for
DEFAULT_WINDOW = (1280, 800)
IDLE_UNTIL = 0.011  # s from a frame's start that idle work may run to (a frame is 16.7)
WINDOW_FILE = "window.yaml"


def _free_name(folder: Path, stem: str, suffix: str) -> Path:
    """folder/stem+suffix, or stem-2, stem-3... when that is taken (two screenshots in
    one second keep both)."""
    path = folder / f"{stem}{suffix}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}{suffix}"
    return path


def fit_to_screen(size: tuple[int, int]) -> tuple[int, int]:
    """A window no larger than the screen it opens on (window.yaml or --size may ask for
    16384x16384: the table would take seconds and gigabytes to draw); as asked where
    there is no screen to measure (the dummy driver of the tests and benchmarks)."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return size
    try:
        screens = pygame.display.get_desktop_sizes()
    except (pygame.error, AttributeError):
        return size
    if not screens:
        return size
    sw, sh = screens[0]
    return (min(size[0], sw), min(size[1], sh)) if sw > 0 and sh > 0 else size


def _keep_at_least(size: tuple[int, int]) -> None:
    """Ask the window manager to keep the window at least `size` (pygame-ce's Window;
    without it, `App._resized` opens a smaller window again at that size)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = size
    except (AttributeError, pygame.error, ValueError):
        pass


class DisplayError(Exception):
    """The first window cannot be opened (no display, or SDL refuses); the message says
    why, in a line."""


@dataclass
class Options:
    """The command line's choices for the table."""

    windowed: bool = False
    size: Optional[tuple[int, int]] = None
    demo: bool = False
    screenshot_dir: Optional[Path] = None
    seed: Optional[int] = None
    data_dir: Optional[Path] = None
    settings_path: Optional[Path] = None
    game: Optional[str] = None  # a game's id (game/registry.py): the menu opens on it (--game)
    # claim the data folder (the command line does): a second copy started on it while
    # this one runs saves nothing (App.read_only)
    lock_data: bool = False
    # a table hosted from the window (`tysiacha host`): where it listens (None: the usual
    # port, else any free one; every network of the machine), and the page opened first
    host_port: Optional[int] = None
    host_bind: str = "0.0.0.0"
    host: bool = False


class App:
    def __init__(self, options: Optional[Options] = None):
        self.options = options or Options()
        self.tickers: list = []  # called every frame, whatever scene is on top
        # set while no frame is being made: work on a thread of its own (a hosted
        # table's messages) waits for it, so as not to take the GIL from a frame
        self.between_frames = threading.Event()
        self.between_frames.set()
        t0 = time.perf_counter()
        # A bot thinks on a worker thread; the frame loop must get the GIL back quickly,
        # within 1 ms rather than Python's default 5 ms, so no frame waits long for it.
        sys.setswitchinterval(0.001)
        with quiet_stderr():  # the sound libraries' complaints; Sounds says it in a line
            pygame.init()
        self._check_display()
        pygame.key.set_repeat(400, 40)
        loaded = load_settings(self.options.settings_path)
        self.settings_file = loaded.path
        self.settings_errors = list(loaded.errors)  # shown on the menu, and said here
        for line in self.settings_errors:  # for a game started from a terminal
            print(f"tysiacha: settings not used: {line}", file=sys.stderr)
        # each game's rule options, for the next game of it (rules_of)
        self.game_rules = {g.id: loaded.rules_of(g.id) for g in registry.games()}
        self.settings: GameSettings = loaded.game
        self.data_dir = Path(self.options.data_dir or user_data_dir())
        self._data_lock: Optional[FolderLock] = None
        self._shared_with: Optional[int] = None  # another copy's pid: this one saves nothing
        self._shared = False
        if self.options.lock_data:
            self._claim_data_folder()
        if not self.settings_file.exists():  # a first start: the system's language
            self._first_language()
        for folder in (self.data_dir, self.data_dir / "games", self.settings_file.parent):
            remove_stale_temps(folder)  # what a copy killed while saving left
        self.fullscreen = self.settings.fullscreen and not self.options.windowed \
            and self.options.size is None
        self.window_size = self.options.size or self._remembered_size()
        self.screen = self._first_window()
        # the scenes draw on the canvas, which paints the window where the frame changed
        check = os.environ.get("TYSIACHA_CHECK_FRAMES", "")
        self.canvas = Canvas(self.screen, check=int(check) if check.isdigit() else 0)
        pygame.display.set_caption("Tysiacha — 1000")
        self.fonts = Fonts()
        self._card_arts: dict = {}  # (deck, use) -> CardArt (card_art)
        self._lit_sizes: set = set()  # card sizes whose light idle() made
        self.sounds = Sounds(self.settings.sound)
        if self.settings.sound and not self.sounds.available:
            print(f"tysiacha: no sound ({self.sounds.problem}); playing without it",
                  file=sys.stderr)
        set_language(self.settings.language)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self._shot_scenes: set[int] = set()
        self._shot_next = None  # a callback waiting for the next frame's screenshot
        self.screenshot_error: Optional[str] = None  # why the last one was not saved
        self._shots = 0
        self.startup_time = time.perf_counter() - t0
        self.first_frame_time: Optional[float] = None
        self._t0 = t0

    # ------------------------------------------------------------ the data folder
    def _claim_data_folder(self) -> None:
        """Take the data folder's lock, or, if another copy of the game holds it, play
        without saving: two copies saving one game in progress would write over each
        other after every action. Said on the menu, and on stderr for a terminal."""
        lock = FolderLock(self.data_dir)
        if lock.acquire():
            self._data_lock = lock
            return
        self._shared, self._shared_with = True, lock.holder()
        print(f"tysiacha: {self.read_only}", file=sys.stderr)

    def _first_language(self) -> None:
        """A first start (no settings file yet) speaks the system's language. One other
        than English is saved at once, so that it stays when the file is made later for
        another setting; from then on the file's `language` is the one used."""
        code = system_language()
        if code == self.settings.language:
            return
        self.settings = self.settings.with_changes(language=code)
        if self._shared:  # this copy saves nothing
            return
        try:
            save_settings({TABLE_SECTION: {"language": code}}, path=self.settings_file)
        except SettingsError:
            pass  # in this language for this run; the next start asks the system again

    @property
    def read_only(self) -> Optional[str]:
        """Why this copy saves nothing (another copy has the data folder), or None."""
        if not self._shared:
            return None
        return tr("Another copy of the game (process {pid}) has the data folder {folder} "
                  "open. This one saves nothing (games, statistics), so that neither "
                  "writes over the other's game in progress.").format(
            pid=self._shared_with or "?", folder=self.data_dir)

    @property
    def save_dir(self) -> Optional[Path]:
        """Where a game at the table is saved: the data folder, or None in a copy that
        saves nothing (read_only)."""
        return None if self.read_only else self.data_dir

    def release_data_folder(self) -> None:
        if self._data_lock is not None:
            self._data_lock.release()
            self._data_lock = None

    # ------------------------------------------------------------ window
    @property
    def screen_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def speed(self) -> float:
        return SPEEDS.get(self.settings.animation_speed, 1.0)

    def _remembered_size(self) -> tuple[int, int]:
        data = read_own(self.data_dir / WINDOW_FILE, WINDOW)
        size = (data.get("width"), data.get("height")) if isinstance(data, dict) else ()
        if len(size) == 2 and all(isinstance(n, int) and not isinstance(n, bool) for n in size):
            w, h = size
            if MIN_SIZE[0] // 2 <= w <= MAX_WINDOW and MIN_SIZE[1] // 2 <= h <= MAX_WINDOW:
                return (w, h)
        return DEFAULT_WINDOW

    def _remember_size(self) -> None:
        if self.fullscreen or self.options.size is not None:
            return
        w, h = self.window_size
        try:
            write_atomic(self.data_dir / WINDOW_FILE,
                         f"width: {w}\nheight: {h}\n".encode("utf-8"))
        except OSError:
            pass  # the size is a comfort, not worth a message

    def _check_display(self) -> None:
        """DisplayError if SDL found no display: its display part did not start, or it
        fell back to drawing off screen where no driver was asked for (SDL_VIDEODRIVER
        unset)."""
        if not pygame.display.get_init():  # pygame.init() said nothing: ask again, for why
            try:
                pygame.display.init()
            except pygame.error as exc:
                raise DisplayError(" ".join(str(exc).split()) or "SDL refused") from None
        driver = pygame.display.get_driver()
        if driver in ("offscreen", "dummy") and not os.environ.get("SDL_VIDEODRIVER"):
            raise DisplayError(f"no display found (SDL fell back to its {driver} driver); "
                               f"to run without a window, set SDL_VIDEODRIVER=dummy")

    def _first_window(self) -> pygame.Surface:
        """The window, or DisplayError if SDL cannot open one."""
        try:
            return self._open_window()
        except pygame.error as exc:
            raise DisplayError(" ".join(str(exc).split()) or "SDL refused") from None

    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        self.window_size = fit_to_screen(self.window_size)
        self._asked_size = self.window_size
        screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        _keep_at_least(MIN_WINDOW)
        return screen

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self.canvas.invalidate()  # a window opened again: none of its pixels are ours
        self.stack.resize()

    def _resized(self, size: tuple[int, int]) -> None:
        """The window was resized (by the player; SDL has already resized its surface).
        Only a window smaller than the table's least size, where the window manager did
        not keep to the minimum asked of it, is opened again (set_mode: 100 ms or more
        under X11 at 4K)."""
        if self.fullscreen:
            return
        w, h = max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1])
        if (w, h) == self.screen_size and (w, h) == self.window_size:
            return
        asked = getattr(self, "_asked_size", None)
        if asked is not None and (w, h) == (max(MIN_WINDOW[0], asked[0]),
                                            max(MIN_WINDOW[1], asked[1])):
            # the window manager kept the window to the least size asked of it (or opened
            # it as asked): not the player's doing, so window.yaml is left as it is
            remember = False
        else:
            remember = True
            self._asked_size = None
        self.window_size = (w, h)
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != (w, h):
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        else:
            self.screen = surface
        self.canvas.invalidate()
        if remember:
            self._remember_size()
        self.stack.resize()

    # ------------------------------------------------------------ settings
    def apply_settings(self, game: GameSettings) -> None:
        """Table settings take effect at once (the options screen calls this)."""
        old = self.settings
        self.settings = game
        self.sounds.enabled = game.sound
        set_language(game.language)
        for art in self._card_arts.values():
            art.set_four_colour(game.four_colour)
        if game.fullscreen != old.fullscreen and game.fullscreen != self.fullscreen:
            self.toggle_fullscreen()
        for scene in self.stack.scenes:
            on_change = getattr(scene, "settings_changed", None)
            if on_change:
                on_change()

    def rules_of(self, game_id: str):
        """The rule options of that game, for its next game (the settings file's, as
        Options changed them since)."""
        rules = self.game_rules.get(game_id)
        if rules is None:  # a game registered after the settings were read
            rules = self.game_rules[game_id] = registry.game(game_id).rules()
        return rules

    def set_rules_of(self, game_id: str, rules) -> None:
        """That game's rule options for its next game (the options screen)."""
        self.game_rules[game_id] = rules

    def card_art(self, deck, use: str = "table") -> CardArt:
        """The art of `deck` for one use (`table`, `title`, ...), made once: each use
        keeps its own size."""
        art = self._card_arts.get((id(deck), use))
        if art is None:
            art = self._card_arts[id(deck), use] = CardArt(deck)
            art.set_four_colour(self.settings.four_colour)
        return art

    # ------------------------------------------------------------ loop
    def table_scene(self):
        """The topmost scene on the stack that is a game's table (its class says
        `at_table`: 1000's bidding, exchange or play, Tichu's table), if any."""
        for scene in reversed(self.stack.scenes):
            if getattr(scene, "at_table", False):
                return scene
        return None

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def quit(self) -> None:
        self.running = False

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One frame: input, update, draw. The loop and the tests both call this."""
        self.between_frames.clear()
        try:
            self._frame(events, dt)
        finally:
            self.between_frames.set()

    def _frame(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        for event in events:
            self.dispatch(event)
        for tick in list(self.tickers):  # what runs beside the scenes (a hosted table)
            tick()
        self.stack.update(min(dt, 0.1))
        if not self.stack.scenes:
            self.running = False
            return
        self.canvas.use(self.screen)
        self.stack.draw(self.canvas)
        self.canvas.paint()
        self.frames += 1
        if self.first_frame_time is None:
            self.first_frame_time = time.perf_counter() - self._t0
        self._screenshot()
        if self._shot_next is not None:
            done, self._shot_next = self._shot_next, None
            path = self.save_screenshot()
            done(path if path is not None else None)

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                          pygame.WINDOWRESTORED):
            self.canvas.invalidate()  # the window's pixels may not be the last frame's
        if event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self._resized((event.x, event.y))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
            self.screenshot_after_draw(self.tell_screenshot)
            return
        self.stack.handle(event)

    def idle(self, until: float) -> None:
        """Work ahead in the time a frame leaves before the next (until
        `time.perf_counter()` passes `until`): the cards' first-use pictures, and the
        light of a card just played at each size shown with shadows."""
        for art in list(self._card_arts.values()):
            if not art.prepare(self.screen, until):
                return
            if art.shadowed and art.size not in self._lit_sizes \
                    and time.perf_counter() < until:
                prepare_halo(art.size)
                self._lit_sizes.add(art.size)

    def run(self) -> int:
        while self.running:
            dt = self.clock.tick(60) / 1000.0
            start = time.perf_counter()
            self.frame(pygame.event.get(), dt)
            # only what the canvas painted goes to the window (all of it, when it was all)
            painted = self.canvas.painted
            if painted == [self.screen.get_rect()]:
                pygame.display.flip()
            elif painted:
                pygame.display.update(painted)
            self.idle(start + IDLE_UNTIL)
        from .saves import flush_saves
        flush_saves()
        from .statistics import flush_statistics
        flush_statistics()  # the last deal's figures
        for game in registry.games():
            game.ui().on_quit()  # e.g. 1000's analysis under way is not waited for
        from game.net.client import leave_all
        leave_all()  # the others hear that this player left, not that it dropped
        from .scenes.hosting import close_hosted
        close_hosted()
        self.release_data_folder()  # everything is written: the next copy may have it
        pygame.quit()
        return 0

    # ------------------------------------------------------------ screenshots
    def _screenshot(self) -> None:
        """With --screenshot-dir: one PNG per scene, once it has settled."""
        folder = self.options.screenshot_dir
        if folder is None:
            return
        for scene in reversed(self.stack.scenes):
            if id(scene) in self._shot_scenes or scene.name == "demo":
                continue
            if getattr(scene, "settled", lambda: True)():
                self._shot_scenes.add(id(scene))
                self._shots += 1
                self.save_screenshot(Path(folder) / f"{self._shots:02d}-{scene.name}.png")
            return

    def screenshot_after_draw(self, done) -> None:
        """Save a screenshot of the next frame drawn (without whatever is closing now);
        `done(path)` is told where it went (None: it could not be saved, and
        `screenshot_error` says why)."""
        self._shot_next = done

    def save_screenshot(self, path: Optional[Path] = None) -> Optional[Path]:
        self.screenshot_error = None
        try:
            if path is None:
                path = _free_name(self.data_dir / "screenshots",
                                  time.strftime("tysiacha-%Y%m%d-%H%M%S"), ".png")
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(path))
            return path
        except (OSError, pygame.error) as exc:
            where = path.parent if path is not None else self.data_dir / "screenshots"
            from game.core.fileio import folder_problem
            why = (folder_problem(where, create=False)
                   or getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)
            # (the reason first: a long path is what the prompt's ellipsis cuts)
            self.screenshot_error = tr("The screenshot could not be saved ({why}): "
                                       "{folder}").format(folder=shown_path(where), why=why)
            return None

    def tell_screenshot(self, path: Optional[Path]) -> None:
        """What came of a screenshot (F12, the menu's Save screenshot): said at the table
        where there is one, else on the standard error."""
        words = (tr("Saved {path}").format(path=shown_path(path)) if path is not None
                 else self.screenshot_error)
        scene = self.table_scene()
        table = getattr(scene, "table", None)
        if table is not None and hasattr(table, "warn"):
            table.warn(words)
        else:
            print(words, file=sys.stderr)
