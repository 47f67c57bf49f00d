"""A search that takes its time says so in the terminal, and Ctrl-C keeps its best so far.

The work runs on a thread of its own while this one waits: Ctrl-C (which Python delivers to
the main thread) sets the work's ``Stop``, and the work answers with the best it found. After
``DELAY`` seconds without an answer a Rich status line says what is being worked out; an
answer sooner shows nothing at all.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

from rich.console import Console
from rich.status import Status

from tabletop.plugin import Stop
from tabletop.text.i18n import t

T = TypeVar("T")

DELAY = 0.5
"""Seconds of silence before the status line: a quick answer needs none."""

POLL = 0.05  # how often the waiting thread looks up: Ctrl-C is felt between two looks


class _Outcome(Generic[T]):
    def __init__(self) -> None:
        self.done = threading.Event()
        self.value: T | None = None
        self.error: BaseException | None = None


def thinking(con: Console, what: str, work: Callable[[Stop], T], *,
             delay: float = DELAY) -> tuple[T, bool]:
    """``work(stop)``'s answer and whether Ctrl-C stopped it. ``what`` is the status line
    shown once the work has taken ``delay`` seconds (only at a terminal)."""
    stop = Stop()
    outcome: _Outcome[T] = _Outcome()

    def run() -> None:
        try:
            outcome.value = work(stop)
        except BaseException as exc:  # handed to the waiting thread, which raises it
            outcome.error = exc
        finally:
            outcome.done.set()

    worker = threading.Thread(target=run, daemon=True, name="thinking")
    status: Status | None = None
    began = time.monotonic()
    try:
        # Started within: a search that answers at once leaves Ctrl-C only the moments of
        # the start itself, and those must keep the best found too.
        worker.start()
        while not outcome.done.wait(POLL):
            if status is None and con.is_terminal and time.monotonic() - began >= delay:
                status = con.status(what)
                status.start()
    except KeyboardInterrupt:
        stop.set()
        if status is not None:
            status.update(t("thinking_stopping"))
        outcome.done.wait()
    finally:
        if status is not None:
            status.stop()
    if outcome.error is not None:
        raise outcome.error
    return outcome.value, stop.is_set()  # type: ignore[return-value]
