"""Work a page over the table waits for (1000's deal analysis, Tichu's round review), done
off the frame loop: in one worker process of its own (thinking.worker_process: a fresh
interpreter that ends with the game), so that the picture and the input never wait on
it; where no process can be started, or the process breaks, a thread does it.

`submit(fn, *args)` hands one call to the worker (fn and its arguments must pickle);
`Batch` hands it many and counts them as they come back, for a page that shows its
progress; `stop()` drops whatever is under way when the game closes.
"""
from __future__ import annotations

from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, Callable, Optional, Sequence

from .thinking import worker_process

_pool = None


def _executor():
    global _pool
    if _pool is None:
        _pool = worker_process() or ThreadPoolExecutor(max_workers=1)
    return _pool


def use_a_thread() -> None:
    """From now on the work is done on a thread (the worker process broke)."""
    global _pool
    if isinstance(_pool, ProcessPoolExecutor):
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool = ThreadPoolExecutor(max_workers=1)


def in_a_process() -> bool:
    return isinstance(_pool, ProcessPoolExecutor)


def stop() -> None:
    """The game is closing: drop the work under way rather than wait for it."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def submit(fn: Callable, *args) -> Future:
    """fn(*args) in the worker (on a thread if the process cannot be had)."""
    try:
        return _executor().submit(fn, *args)
    except RuntimeError:  # the pool broke or was shut down
        use_a_thread()
        return _executor().submit(fn, *args)


class Batch:
    """Many calls of `fn`, one for each of `calls` (argument tuples), done in the worker
    in order. `poll()` takes what has come back; `done` counts it, `results` holds each
    in the order of `calls` once all are there (else None); `error` says why one failed
    (a broken worker process: that call once more on a thread first)."""

    def __init__(self, fn: Callable, calls: Sequence[tuple]):
        self.fn = fn
        self.calls = list(calls)
        self.total = len(self.calls)
        self.error: Optional[str] = None
        self._got: list[Any] = [None] * self.total
        self._taken = [False] * self.total
        self._retried = False
        self._futures: list[Optional[Future]] = [submit(fn, *args) for args in self.calls]

    @property
    def done(self) -> int:
        return sum(self._taken)

    @property
    def finished(self) -> bool:
        return self.done == self.total

    @property
    def results(self) -> Optional[list]:
        return list(self._got) if self.finished else None

    def poll(self) -> None:
        for i, future in enumerate(self._futures):
            if future is None or self._taken[i] or not future.done():
                continue
            try:
                self._got[i] = future.result()
                self._taken[i] = True
            except Exception as exc:  # a broken worker: the rest once more on a thread
                if in_a_process() and not self._retried:
                    self._retried = True
                    use_a_thread()
                    self._futures = [None if self._taken[k] else submit(self.fn, *args)
                                     for k, args in enumerate(self.calls)]
                    return
                self.error = str(exc) or type(exc).__name__
                self._futures[i] = None
                return

    def pending(self) -> list[Future]:
        """The calls not back yet (to wait on, in a test)."""
        return [f for i, f in enumerate(self._futures) if f is not None and not self._taken[i]]
