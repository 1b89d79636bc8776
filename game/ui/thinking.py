"""The bots think off the frame loop: in a worker process, so that neither the picture
nor the input waits on them (a thread would share the interpreter lock with the frame
loop and make frames uneven while a Hard bot searches). Where a process cannot be
started, a thread does the same job.

A bot is made in the worker the first time its key (session, seat) asks, and kept
there, so its random stream and anything it remembers carry over from move to move.
Every game thinks here: `game` names whose bots to make (its description's `make_bot`,
game/registry.py, handed to the worker by reference); a bot may also be asked whether it
acts out of turn (`interject`: Tichu's bomb or call), where no is an answer. Asked to
`explain` (the hint), the worker sends back with the action the bot's `reasons`: the
figures its decision was made on (game/core/reasons.py), not a second search.
"""
from __future__ import annotations

import multiprocessing
import random
import threading
import time
from collections import OrderedDict
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Callable, Optional, Sequence

from game import registry

_BOTS: "OrderedDict[tuple, Any]" = OrderedDict()  # in whichever process thinks
_MAX_BOTS = 64
_pool: Optional[ProcessPoolExecutor] = None
_use_processes = True
_lock = threading.Lock()


def choose(key: tuple, level: str, seed: int, obs: Any, legal: Sequence[Any],
           make_bot: Callable[[str, int], Any], interject: bool = False,
           explain: bool = False, reseed: Optional[int] = None) -> Any:
    """The bot of `key` (made by `make_bot` on first use) decides; runs in the worker.
    With `reseed`, its random streams start from that seed for this decision (the seed
    follows the record, so a position met again after an undo is decided from the same
    seed). With `explain`, (the action, the bot's reasons for it or None)."""
    bot = _BOTS.get(key)
    if bot is None:
        bot = _BOTS[key] = make_bot(level, seed)
        while len(_BOTS) > _MAX_BOTS:
            _BOTS.popitem(last=False)
    else:
        _BOTS.move_to_end(key)
    if reseed is not None:
        _reseed(bot, reseed)
    if interject:
        return bot.interject(obs, list(legal))
    action = bot.choose(obs, list(legal))
    if explain:
        return action, getattr(bot, "reasons", None)
    return action


def _reseed(bot: Any, seed: int) -> None:
    """Seed the random streams of `bot` and of the bot it falls back on (1000's
    `fallback`, Tichu's `judge`)."""
    for b in (bot, getattr(bot, "fallback", None), getattr(bot, "judge", None)):
        rng = getattr(b, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(seed)


def _ready() -> bool:
    return True


def _watch(game_pid: int, interval: float = 0.5) -> None:
    """In the worker: end it (and the fork server it came from) once the game's process
    is gone, however it ended (kill -9, a hang-up): nothing of a game outlives it."""
    import os
    import signal

    def watch() -> None:
        while True:
            time.sleep(interval)
            try:
                os.kill(game_pid, 0)
            except ProcessLookupError:
                break
            except OSError:  # (another user's pid: it is alive)
                continue
        parent = os.getppid()
        if parent not in (1, game_pid):
            try:
                os.kill(parent, signal.SIGTERM)  # the fork server
            except OSError:
                pass
        os._exit(0)

    threading.Thread(target=watch, name="watch-the-game", daemon=True).start()


def worker_process() -> Optional[ProcessPoolExecutor]:
    """A pool of one worker process (started by a fresh interpreter, not a fork of this
    one, which holds the window), or None where no process can be started. The worker
    watches the game's process and ends with it."""
    import os
    try:
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods
                                          else "spawn")
        if os.name != "posix":  # (os.kill(pid, 0) asks nothing there: it signals)
            return ProcessPoolExecutor(max_workers=1, mp_context=ctx)
        return ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_watch,
                                   initargs=(os.getpid(),))
    except (OSError, ValueError, ImportError, NotImplementedError):
        return None


def _get_pool() -> Optional[ProcessPoolExecutor]:
    global _pool, _use_processes
    with _lock:
        if _pool is None and _use_processes:
            _pool = worker_process()
            _use_processes = _pool is not None
        return _pool


def use_processes(enabled: bool) -> None:
    """Think in a worker process (the default) or on threads of this process (tests that
    patch the bots, or a platform where processes misbehave)."""
    global _use_processes
    if not enabled:
        _give_up_processes()
    else:
        with _lock:
            _use_processes = True


def _give_up_processes() -> None:
    global _pool, _use_processes
    with _lock:
        _use_processes = False
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None


def prestart() -> None:
    """Start the worker now (it takes a moment), so the first bot move does not wait."""
    pool = _get_pool()
    if pool is not None:
        try:
            pool.submit(_ready)
        except RuntimeError:
            _give_up_processes()


class Thinker:
    """One decision in the making; `done` and `result` are polled by the frame loop. With
    `interject`, the question is whether to act out of turn: `result` is one of `legal`
    or None for no (also what a failing bot answers). With `explain` (the hint), `reasons`
    holds the bot's reasons for `result` once it is done (None: it gave none, or the
    result is not its)."""

    def __init__(self, key: tuple, level: str, seed: int, obs: Any, legal: Sequence[Any],
                 game: str, interject: bool = False,
                 reseed: Optional[int] = None, explain: bool = False):
        self.started = time.monotonic()
        self.result: Optional[Any] = None
        self.reasons: Optional[Any] = None
        self.error: Optional[BaseException] = None
        self.interject = interject
        self.explain = explain and not interject
        self._finished = False
        self._args = (key, level, seed, obs, tuple(legal), registry.game(game).make_bot,
                      interject, self.explain, reseed)
        self._legal = list(legal)
        self._future: Optional[Future] = None
        self._thread: Optional[threading.Thread] = None
        pool = _get_pool()
        if pool is not None:
            try:
                self._future = pool.submit(choose, *self._args)
                return
            except RuntimeError:  # the pool broke or was shut down
                _give_up_processes()
        self._start_thread()

    def _start_thread(self) -> None:
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._take(choose(*self._args))
        except Exception as exc:  # a bot's bug must not stop the game
            self.error = exc
            self._take(None)

    def _take(self, answer: Any) -> None:
        # (asked to explain, the worker answers (action, reasons); a failure answers None)
        action, reasons = answer if self.explain and answer is not None else (answer, None)
        fallback = None if self.interject else self._legal[0]
        ok = action is not None and action in self._legal
        self.result = action if ok else fallback
        # reasons only for the bot's own action, never for the fallback's
        self.reasons = reasons if ok and getattr(reasons, "chosen", None) == action else None
        self._finished = True

    @property
    def done(self) -> bool:
        if not self._finished and self._future is not None and self._future.done():
            future, self._future = self._future, None
            try:
                self._take(future.result())
            except Exception as exc:
                # the worker died (or the bot failed there): think here instead
                self.error = exc
                _give_up_processes()
                self._start_thread()
        return self._finished

    def wait(self, timeout: Optional[float] = None) -> Optional[Any]:
        end = time.monotonic() + (timeout if timeout is not None else 1e9)
        while not self.done and time.monotonic() < end:
            if self._future is not None:
                try:
                    self._future.exception(timeout=max(0.0, end - time.monotonic()))
                except Exception:
                    pass
            elif self._thread is not None:
                self._thread.join(max(0.0, end - time.monotonic()))
        return self.result


class Decided:
    """A decision already made: what a Thinker gives when it is done (a bot asked again
    in a position it decided before an undo answers at once, the same)."""

    interject = False
    error: Optional[BaseException] = None
    done = True
    reasons = None

    def __init__(self, result: Any):
        self.started = time.monotonic()
        self.result = result

    def wait(self, timeout: Optional[float] = None) -> Any:
        return self.result
