"""The bots' safety clock: CPU seconds of the thread that decides.

Both games' searches count their work in layouts and playouts, so the same seed plays
the same moves on any machine; the clock only stops a decision on a machine too slow for
that work. It counts the deciding thread's CPU time, not the wall clock: on a machine
busy with other work (or in the table's worker beside the frame loop) a decision takes
longer by the wall clock but no more CPU, so the cap stays out of the way there.
"""
from __future__ import annotations

import time


def cpu_now() -> float:
    """Seconds of CPU the calling thread has used (only differences mean anything)."""
    return time.thread_time()
