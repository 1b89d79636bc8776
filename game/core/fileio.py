"""Writing the player's files so that a crash never leaves one half-written; removing
the temporary files a crash leaves; and the lock that keeps two copies of the game from
writing over each other's game in progress."""
from __future__ import annotations

import contextlib
import errno
import os
import re
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
    # `.NAME.PID-XXXXXXXX.tmp`: the writer's pid says, after a crash, whether it is
    # still alive to finish it (remove_stale_temps)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.{os.getpid()}-",
                               suffix=".tmp")
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


# A temporary file of write_atomic: `.NAME.PID-XXXXXXXX.tmp` (before the pid was in the
# name, `.NAME.XXXXXXXX.tmp`; mkstemp's eight characters), of the YAML files the game
# writes. Nothing else is ever removed.
TEMP_NAME = re.compile(r"^\.(?P<name>.+\.yaml)\.(?:(?P<pid>\d{1,10})-)?[a-z0-9_]{8}\.tmp$")
# A write takes milliseconds: a temporary file this old is left over, whoever wrote it
# (a pid in its name may since have been given to another process).
STALE_AGE = 3600.0


def remove_stale_temps(folder: Union[str, os.PathLike], now: Optional[float] = None
                       ) -> list[Path]:
    """Remove the temporary files write_atomic left in `folder` (not below it) when the
    process writing them was killed: those whose writer is no longer alive, and any
    older than STALE_AGE. A file another live process is writing (a second copy of the
    game, a simulate beside it) is left alone. Returns the files removed; a folder that
    cannot be read, or a file that cannot be removed, is passed over in silence."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        m = TEMP_NAME.match(entry.name)
        try:
            if not m or not entry.is_file(follow_symlinks=False):
                continue
            old = now - entry.stat(follow_symlinks=False).st_mtime > STALE_AGE
            pid = int(m["pid"]) if m["pid"] else None
            if old or (pid is not None and not pid_alive(pid)):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def pid_alive(pid: int) -> bool:
    """Whether a process with this id is running (on this machine), our own included."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: nothing is sent, only whether it could be
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # alive, another user's
    except (OverflowError, ValueError, OSError):
        return False
    return True


def _windows_pid_alive(pid: int) -> bool:
    import ctypes  # (os.kill on Windows would end the process, not look at it)
    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel32.GetLastError() == 5  # ERROR_ACCESS_DENIED: it is there
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


class FolderLock:
    """One process's claim on a folder (the data folder: the game in progress), so that
    a second copy of the game started on it knows. An advisory lock on a file in the
    folder (flock on Linux and macOS, msvcrt.locking on Windows), which the operating
    system lets go of when the process ends, however it ends: a copy killed with
    kill -9 leaves the file but no lock, and the next copy takes it at once. The file
    holds the holder's pid, for the message."""

    NAME = ".tysiacha.lock"
    _WINDOWS_BYTE = 1 << 20  # the byte locked on Windows, past the pid (which stays readable)

    def __init__(self, folder: Union[str, os.PathLike]):
        self.path = Path(folder) / self.NAME
        self._fd: Optional[int] = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """True if this process holds the lock now (or the folder cannot be locked at
        all: a file system without locks, a folder that cannot be written: nothing to
        keep the copies apart with, and the saves say what fails); False if another
        process holds it (`holder()` says which)."""
        if self._fd is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return True
        try:
            _lock(fd, self._WINDOWS_BYTE)
        except BlockingIOError:
            os.close(fd)
            return False
        except OSError as exc:
            if exc.errno in (errno.EACCES, errno.EAGAIN, errno.EDEADLK):  # Windows: held
                os.close(fd)
                return False
            os.close(fd)
            return True
        self._fd = fd
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return True

    def holder(self) -> Optional[int]:
        """The pid written in the lock file (the holder's, while it is held), if any."""
        try:
            text = self.path.read_text(encoding="ascii", errors="replace")
            return int(text.split()[0])
        except (OSError, ValueError, IndexError):
            return None

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                _unlock(fd, self._WINDOWS_BYTE)
            os.close(fd)

    def __del__(self) -> None:
        try:
            self.release()
        except Exception:  # at interpreter exit, when os may be gone: the OS lets go
            pass


if os.name == "nt":
    import msvcrt

    def _lock(fd: int, byte: int) -> None:
        os.lseek(fd, byte, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int, byte: int) -> None:
        os.lseek(fd, byte, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int, byte: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int, byte: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


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
