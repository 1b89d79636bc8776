"""Work spread over worker processes, the same results for any number of them (the
tournaments and the benchmarks of both games)."""
from __future__ import annotations

import math
import multiprocessing
import statistics
import sys
from typing import Callable, Iterator, Optional


def map_jobs(fn: Callable, tasks: list, jobs: int, chunksize: int = 1) -> list:
    """[fn(t) for t in tasks], in `jobs` worker processes when more than one (each
    starts afresh, so `fn` and the tasks must be picklable and the results are the same
    for any `jobs`)."""
    pool = None if jobs <= 1 or len(tasks) <= 1 else _pool(min(jobs, len(tasks)))
    if pool is None:
        return [fn(t) for t in tasks]
    with pool:
        return pool.map(fn, tasks, chunksize=chunksize)


def iter_jobs(fn: Callable, tasks: list, jobs: int) -> Iterator:
    """fn(t) for each of `tasks`, each result as soon as it is done (in any order), in
    `jobs` worker processes when more than one, each taking the next task when it
    finishes one (as map_jobs: the results are the same for any `jobs`)."""
    pool = None if jobs <= 1 or len(tasks) <= 1 else _pool(min(jobs, len(tasks)))
    if pool is None:
        yield from map(fn, tasks)
        return
    with pool:
        yield from pool.imap_unordered(fn, tasks)


def _pool(n: int):
    """A pool of `n` fresh worker processes, or None (after one line on standard error)
    where they cannot be started (too many open files, no processes left): the work is
    then done in this process, with the same results."""
    try:
        return multiprocessing.get_context("spawn").Pool(n)
    except OSError as exc:
        print(f"tysiacha: {n} worker processes could not be started "
              f"({exc.strerror or exc}); working in this one", file=sys.stderr)
        return None


def ci95(xs: list) -> tuple[float, Optional[float]]:
    """Mean and half-width of a normal 95% confidence interval (None from fewer than two
    samples: no interval)."""
    if len(xs) < 2:
        return (xs[0] if xs else 0.0), None
    return statistics.fmean(xs), 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def paired_line(a: str, b: str, diffs: list, per: str) -> str:
    """`  a - b: +3.1 ± 2.0 points per deal [+1.1, +5.1]: a better`: the verdict of a
    duplicate comparison (`per` names the unit played twice: deal, round)."""
    mean, half = ci95(diffs)
    if half is None:
        return (f"  {a} - {b}: {mean:+.1f} points per {per}, n/a (no interval from one "
                f"{per}): {a} not separated")
    verdict = "better" if mean - half > 0 else "worse" if mean + half < 0 else "not separated"
    return (f"  {a} - {b}: {mean:+.1f} ± {half:.1f} points per {per} "
            f"[{mean - half:+.1f}, {mean + half:+.1f}]: {a} {verdict}")
