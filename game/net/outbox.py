"""Messages sent in the order they were handed over, made and sent on a thread of their
own while the window is between two frames (App.between_frames), so that turning a
table's states into JSON takes nothing from a frame. No pygame."""
from __future__ import annotations

import queue
import sys
import threading
from typing import Callable, Optional


class Outbox:
    """`later(job)` runs `job` (a send) after the jobs handed over before it: at once if
    `inline`, else on the outbox's thread, each job once `idle` is set (or after 0.1 s:
    a frame that long is not waited for)."""

    def __init__(self, idle: Optional[threading.Event] = None, inline: bool = False):
        self.idle = idle
        self.inline = inline
        self._jobs: Optional[queue.SimpleQueue] = None

    def later(self, job: Callable[[], None]) -> None:
        if self.inline:
            job()
            return
        if self._jobs is None:
            self._jobs = queue.SimpleQueue()
            threading.Thread(target=_run, args=(self._jobs, self.idle), name="host-outbox",
                             daemon=True).start()
        self._jobs.put(job)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every job handed over has run."""
        if self._jobs is None:
            return
        done = threading.Event()
        self._jobs.put(done.set)
        done.wait(timeout)

    def close(self) -> None:
        """The thread ends once the jobs it holds have run."""
        if self._jobs is not None:
            self._jobs.put(None)
            self._jobs = None


def _run(jobs: queue.SimpleQueue, idle: Optional[threading.Event]) -> None:
    while True:
        job = jobs.get()
        if job is None:
            return
        if idle is not None:
            idle.wait(0.1)
        try:
            job()
        except Exception as exc:  # a bug with one message must not end the table
            print(f"host: a message could not be sent: {exc!r}", file=sys.stderr)


__all__ = ["Outbox"]
