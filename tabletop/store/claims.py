"""Which window has a game open: a claim names the process that holds it (issue #13).

A terminal claims a game while it plays it, and lets go when it stops. A claim left behind by
a process that is gone (killed, or its machine restarted) is stale and taken over; so is one
this process made with a store it has since closed. A claim made on another machine (a store
on a shared drive) can't be checked from here, so it stands until it is let go or taken over.
The claims kept in the store are ``store.claims`` (``Claims``).
"""

from __future__ import annotations

import os
import socket
import sqlite3
import sys
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from tabletop.events import now_stamp
from tabletop.store import columns
from tabletop.store.faults import GameMovedOn, StoreFault
from tabletop.store.repository import Repository, locked

if TYPE_CHECKING:
    from tabletop.store.database import Store

_OPEN: set[str] = set()
"""The tokens of claims this process holds now (two stores in one process are two windows)."""


@dataclass(frozen=True, slots=True)
class Claim:
    game_id: int
    pid: int
    host: str
    started: str
    token: str

    def live(self) -> bool:
        """Whether the window that made this claim may still be playing."""
        if self.host != this_host():
            return True
        if self.pid == os.getpid():
            return self.token in _OPEN
        return pid_alive(self.pid)

    def since(self) -> str:
        """When the claim was made, in this machine's time (as stored if unreadable)."""
        try:
            return datetime.fromisoformat(self.started).astimezone().strftime("%Y-%m-%d %H:%M")
        except (ValueError, OverflowError, OSError):
            return self.started


def this_host() -> str:
    return socket.gethostname()


def new_token() -> str:
    token = uuid.uuid4().hex
    _OPEN.add(token)
    return token


def let_go(token: str) -> None:
    _OPEN.discard(token)


def pid_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine (one that can't be asked counts as
    running: better to refuse a game than to let two windows play it)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0 only asks
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True


def _windows_pid_alive(pid: int) -> bool:
    # os.kill would end the process on Windows: ask the kernel about it instead.
    if sys.platform != "win32":
        return True
    import ctypes

    query_limited_information, still_active = 0x1000, 259
    kernel = ctypes.windll.kernel32
    handle = kernel.OpenProcess(query_limited_information, False, pid)
    if not handle:
        return kernel.GetLastError() == 5  # access denied: it exists
    try:
        code = ctypes.c_ulong()
        if not kernel.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == still_active
    finally:
        kernel.CloseHandle(handle)


class Claims(Repository):
    """The ``claims`` table: which window has which game open (``store.claims``)."""

    def __init__(self, store: Store) -> None:
        super().__init__(store)
        self.mine: dict[int, str] = {}  # the games this store has open: their claim tokens

    def holds(self, game_id: int) -> bool:
        """Whether this window has claimed the game (and not let it go)."""
        return game_id in self.mine

    def claim(self, game_id: int, revision: int | None, *, take_over: bool = False) -> None:
        """Open a game in this window: refused while another window that is still running
        has it (unless ``take_over``), or when the game's revision is no longer the
        ``revision`` this window read it at (None: the caller reads it after claiming). The
        claim lasts until ``release`` or the end of the process."""
        token = self.mine.get(game_id) or new_token()
        try:
            with self.store.transaction():
                holder = self.holder(game_id)
                if (holder is not None and holder.token != token and holder.live()
                        and not take_over):
                    raise StoreFault("err_game_open_elsewhere", id=game_id, pid=holder.pid,
                                     host=holder.host, since=holder.since())
                stored = self.store.log.stored_revision(game_id)  # an unknown game: refused
                if revision is not None and stored != revision:
                    raise GameMovedOn("err_game_moved_on", id=game_id)
                self.take(game_id, token)
        except BaseException:
            if game_id not in self.mine:
                let_go(token)
            raise
        self.mine[game_id] = token

    def take(self, game_id: int, token: str) -> None:
        """Claim the game with ``token``, in the caller's transaction."""
        self.conn.execute(
            "INSERT OR REPLACE INTO claims (game_id, pid, host, started, token)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, os.getpid(), this_host(), now_stamp(), token))

    def release(self, game_id: int) -> None:
        """Let go of a game this window has open. Quietly, and without waiting long: this
        runs on the way out, perhaps after the store failed, whose error must be the one
        shown; a claim left behind is taken over once this process is gone."""
        token = self.mine.pop(game_id, None)
        if token is None:
            return
        let_go(token)
        try:
            with self.store.lock:
                self.conn.execute("PRAGMA busy_timeout = 200")
                try:
                    self.conn.execute("DELETE FROM claims WHERE game_id = ? AND token = ?",
                                      (game_id, token))
                finally:
                    self.conn.execute(f"PRAGMA busy_timeout = {int(self.store.busy * 1000)}")
        except (StoreFault, sqlite3.Error):
            pass

    def let_go_all(self) -> None:
        """The store closes: every game it had open is free for another window."""
        for token in self.mine.values():
            let_go(token)
        self.mine.clear()

    @locked
    def holder(self, game_id: int) -> Claim | None:
        """Who has the game open, if anyone claimed it."""
        row = self.conn.execute("SELECT pid, host, started, token FROM claims WHERE game_id = ?",
                                (game_id,)).fetchone()
        if row is None:
            return None
        try:
            return Claim(game_id, columns.integer(row[0], "claims.pid"),
                         columns.text(row[1], "claims.host"),
                         columns.text(row[2], "claims.started"),
                         columns.text(row[3], "claims.token"))
        except columns.Shape:
            return None  # a damaged claim protects nothing: the next window replaces it

    def open_elsewhere(self, game_id: int) -> bool:
        """Whether another window that is still running has the game open."""
        holder = self.holder(game_id)
        return (holder is not None and holder.token != self.mine.get(game_id)
                and holder.live())

    def hold(self, game_id: int) -> bool:
        """Claim the game for this window unless another window that is still running has
        it (the web face holds every game it has open, and gives way to a terminal that
        took one over); whether this window holds it now."""
        holder = self.holder(game_id)
        if holder is not None and holder.token == self.mine.get(game_id):
            return True
        if holder is not None and holder.live():
            return False
        try:
            self.claim(game_id, None)
        except StoreFault as exc:
            if exc.key != "err_game_open_elsewhere":
                raise
            return False  # claimed by another window in the meantime
        return True
