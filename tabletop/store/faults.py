"""What the store can suffer, told in one line that names the real cause (issue #13).

The one place that maps an SQLite or file-system error to a message: another program holding
the database, a read-only file, folder or disk, a full disk, damaged pages, a row of the wrong
shape, and another window that moved a game on. Every such error is a ``StoreFault``, a
``BadInput`` like any other refusal, so each face shows its one line; the terminal's game loop
ends on it instead of asking for the move again.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from tabletop.events import BadInput
from tabletop.text.why import os_reason, sqlite_reason

BUSY_SECONDS = 5.0
"""How long a command waits for another program to let go of the database."""

BUSY_ENV = "TABLETOP_BUSY_SECONDS"
"""Overrides ``BUSY_SECONDS`` (a slow network drive may need longer; tests need less)."""

MOST_BUSY_SECONDS = 600.0

# SQLite's primary result codes (an extended code keeps its primary one in the low byte).
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _AUTH, _NOTADB = (
    5, 6, 8, 10, 11, 13, 14, 23, 26)


class StoreFault(BadInput):
    """The store could not do what was asked, and nothing of it was kept."""


class GameMovedOn(StoreFault):
    """Another window (or device) changed the game since this one read it."""


def busy_seconds() -> float:
    """The wait for a locked database: ``TABLETOP_BUSY_SECONDS`` if it is a sensible number."""
    text = os.environ.get(BUSY_ENV, "")
    try:
        value = float(text)
    except ValueError:
        return BUSY_SECONDS
    return value if 0 <= value <= MOST_BUSY_SECONDS else BUSY_SECONDS


def fault(exc: BaseException, path: Path, *, waited: float = BUSY_SECONDS) -> StoreFault:
    """The one-line refusal for what SQLite or the file system said about the store at
    ``path`` (``waited``: the seconds a lock was waited for)."""
    where = str(path)
    if isinstance(exc, StoreFault):
        return exc
    if isinstance(exc, sqlite3.Error):
        code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
        if code in (_BUSY, _LOCKED):
            return StoreFault("err_store_busy", path=where, seconds=_seconds(waited))
        if code in (_READONLY, _AUTH):
            return StoreFault("err_store_readonly", path=where, why=_why_readonly(path))
        if code == _FULL:
            return StoreFault("err_store_full", path=where)
        if code == _CANTOPEN:
            return _cant_open(path)
        if code == _IOERR:
            return StoreFault("err_store_io", path=where, reason=sqlite_reason(exc))
        return StoreFault("err_store_damaged", path=where, reason=sqlite_reason(exc))
    if isinstance(exc, OSError):
        if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return StoreFault("err_store_full", path=where)
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return StoreFault("err_store_readonly", path=where, why=_why_readonly(path))
        if exc.errno in (errno.ENOTDIR, errno.EISDIR, errno.EEXIST):  # a file in the way
            blocker = _not_a_folder(path)
            if blocker is not None:
                return StoreFault("err_store_not_folder", path=where, folder=str(blocker))
            return StoreFault("err_store_damaged", path=where, reason=os_reason(exc))
        return StoreFault("err_store_io", path=where, reason=os_reason(exc))
    return StoreFault("err_store_damaged", path=where, reason=str(exc))


def _not_a_folder(path: Path) -> Path | None:
    """The nearest of the folders the database is to be kept in that is there but is no
    folder (``TABLETOP_HOME=/dev/null``, or a file where a folder was meant)."""
    for folder in path.parents:
        if folder.exists() or folder.is_symlink():
            return None if folder.is_dir() else folder
    return None


def damaged_row(path: Path, what: str, number: int, reason: str) -> StoreFault:
    """A row that is not in the shape tabletop wrote it (edited by hand, or written by another
    program), named (``what``: ``game`` or ``match``, and its number) so the rest is known
    to be sound."""
    from tabletop.text.i18n import t

    return StoreFault("err_store_damaged", path=str(path),
                      reason=t(f"store_row_{what}", id=number, reason=reason))


def _seconds(value: float) -> str:
    return f"{value:g}"


def _why_readonly(path: Path) -> str:
    """Which of the disk, the file or its folder forbids writing (the first one found: on a
    read-only disk every file says it is read-only too)."""
    from tabletop.text.i18n import t

    folder = next((p for p in path.parents if p.exists()), path.parent)  # the one to make it in
    try:
        medium = bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (AttributeError, OSError):  # no statvfs (Windows), or the folder is gone
        medium = False
    if medium:
        return t("store_readonly_medium")
    if path.exists() and not os.access(path, os.W_OK):
        return t("store_readonly_file")
    if folder.exists() and not os.access(folder, os.W_OK):
        return t("store_readonly_folder")
    return t("store_readonly_other")


def _said(number: int) -> str:
    return os_reason(OSError(number, ""))


def _cant_open(path: Path) -> StoreFault:
    """SQLite only says it can't open the file: the file system says why."""
    if path.is_dir():
        return StoreFault("err_store_damaged", path=str(path), reason=_said(errno.EISDIR))
    if not path.exists():
        if path.parent.exists() and not os.access(path.parent, os.W_OK):
            return StoreFault("err_store_readonly", path=str(path), why=_why_readonly(path))
        return StoreFault("err_store_io", path=str(path), reason=_said(errno.ENOENT))
    if not os.access(path, os.R_OK):
        return StoreFault("err_store_io", path=str(path), reason=_said(errno.EACCES))
    if not os.access(path.parent, os.W_OK):  # the journal beside it can't be made
        return StoreFault("err_store_readonly", path=str(path), why=_why_readonly(path))
    return StoreFault("err_store_io", path=str(path), reason="unable to open database file")
