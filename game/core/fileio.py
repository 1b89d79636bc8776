"""Writing the player's files so that a crash never leaves one half-written."""
from __future__ import annotations

import contextlib
import errno
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Optional, Union


def write_atomic(path: Union[str, os.PathLike], data: bytes) -> Path:
    """Write `data` to `path`: a temporary file in the same folder, flushed and fsynced,
    then renamed over the target (and the folder fsynced where the platform allows).
    The folder is created if needed; a symlinked file stays a symlink and the old file's
    permissions are kept. Returns the path written."""
    path = Path(path)
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if target.exists():
            shutil.copymode(target, tmp)
        else:
            os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(target.parent)
    return path


def set_aside(path: Path) -> Path:
    """Rename a broken file to broken-<time>-<name> beside it and return the new path.
    An existing file of that name is never replaced: a counter is added instead. OSError
    if the file cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        where = path.with_name(f"broken-{stamp}{'' if n == 1 else f'-{n}'}-{path.name}")
        try:
            os.link(path, where)  # fails if `where` exists, unlike a rename on POSIX
        except FileExistsError:
            continue
        except OSError:  # no hard links on this disk: rename, after looking first
            if where.exists():
                continue
            os.rename(path, where)  # Windows refuses to replace a file
            return where
        os.unlink(path)
        return where
    raise FileExistsError(f"too many files set aside beside {path.name}")


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable (POSIX); a no-op where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def folder_problem(folder: Union[str, os.PathLike], create: bool = True) -> Optional[str]:
    """Why `folder` cannot be used to keep files in, in a few plain words (`is a file,
    not a folder`), or None if it can. With `create`, a missing folder (and its parents)
    is made and the folder is tried with a temporary file, removed again, so a read-only
    one is found even where permission bits do not tell (a read-only disk). Without it
    nothing is written: the folder must be a folder, or one that could be made (its
    nearest existing parent is a writable folder)."""
    try:
        return _folder_problem(Path(folder), create)
    except OSError as exc:  # a parent that cannot be looked into
        return f"cannot be used ({_why(exc)})"


def _folder_problem(path: Path, create: bool) -> Optional[str]:
    if path.exists() and not path.is_dir():
        return "is a file, not a folder" if path.is_file() else "is not a folder"
    if not path.exists():
        blocker = next((p for p in path.parents if p.exists()), None)
        if blocker is not None and not blocker.is_dir():
            return f"cannot be created: {blocker} is a file, not a folder"
        if not create:
            if blocker is not None and not os.access(blocker, os.W_OK | os.X_OK):
                return f"cannot be created: {blocker} is not writable"
            return None
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return f"cannot be created ({_why(exc)})"
    elif not create:
        return None
    try:
        fd, tmp = tempfile.mkstemp(dir=path, prefix=".tysiacha-", suffix=".tmp")
    except OSError as exc:
        return f"cannot be written to ({_why(exc)})"
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(tmp)
    return None


def _why(exc: OSError) -> str:
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if exc.errno == errno.EROFS:
        return "the disk is read-only"
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    return (exc.strerror or str(exc)).lower()
