"""Which window has a game open: a claim names the process that holds it (issue #13).

A terminal claims a game while it plays it, and lets go when it stops. A claim left behind by
a process that is gone (killed, or its machine restarted) is stale and taken over; so is one
this process made with a store it has since closed. A claim made on another machine (a store
on a shared drive) can't be checked from here, so it stands until it is let go or taken over.
"""

from __future__ import annotations

import os
import socket
import sys
import uuid
from dataclasses import dataclass
from datetime import datetime

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
