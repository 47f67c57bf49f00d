"""A dealt solo deal's best score, worked out while the deal is played (issue #26).

When a solo game dealt by a seed starts (in the terminal or the web), its deal is solved in a
process of its own (the game's ``DealSolver``), so the end screen finds the answer ready. The
answer is kept with the deal in the store, never with a game: a challenge's leaderboard and
every later game of the same deal read it and nothing is solved twice. A process of its own
because the search is pure Python (a thread would take the interpreter from the game) and
made by the forkserver, never by forking: the web face's threads hold locks a forked copy
would keep locked forever.

One solve runs per deal in this process at a time (``_jobs``); who started it may be told
when it is done (the web face redraws the end screen). The tests turn the background off
(``BACKGROUND``): then the answer is worked out where it is asked for, as before.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import signal
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from tabletop.events import Record
from tabletop.plugin import DealSolver, Game, Stop, best_for_deal
from tabletop.session.dealers import RandomDealer
from tabletop.session.session import make_options
from tabletop.store.caches import DealRow
from tabletop.store.database import Store
from tabletop.store.faults import StoreFault

BACKGROUND = True
"""Solve in a process of its own; off, a best is worked out only where it is asked for."""

EFFORT = 1.0
"""The share of the game's own work budget a deal gets (1: the game's usual budget)."""

Best = tuple[int, bool]  # the best score and whether it is exact


@dataclass(frozen=True, slots=True)
class Deal:
    """One dealt deal: the same game, options (the rules edition among them), dealer edition
    and seed deal the same cards, whoever plays them."""

    game: str
    options: str  # JSON with sorted keys
    dealer: int
    seed: int

    def row(self) -> DealRow:
        return (self.game, self.options, self.dealer, self.seed)

    def best(self, game: Game[Any], effort: float,
             stop: Stop | None = None) -> tuple[int, bool] | None:
        """The game's answer for this deal, handed the dealer that deals it."""
        return best_for_deal(game, make_options(game, json.loads(self.options)),
                             RandomDealer(self.seed, self.dealer), effort, stop)


def deal_of(game: Game[Any], record: Record) -> Deal | None:
    """The deal a game plays, if it is a solo deal dealt by a seed whose best its game can
    say; None for a game of several, one at the table (its cards are typed) or without a
    seed."""
    if record.seed is None or len(record.players) != 1 or record.mode in ("table", "tally"):
        return None
    return deal_for(game, record.options, record.seed, record.dealer)


def deal_for(game: Game[Any], options: dict[str, Any], seed: int, dealer: int) -> Deal | None:
    """The deal of ``seed`` under ``options`` (as stored), if its game can say its best."""
    if not isinstance(game, DealSolver):
        return None
    return Deal(game.meta.id, json.dumps(options, sort_keys=True), dealer, seed)


@dataclass(slots=True)
class _Job:
    done: threading.Event = field(default_factory=threading.Event)
    listeners: list[Callable[[], None]] = field(default_factory=list)


_lock = threading.Lock()
_jobs: dict[Deal, _Job] = {}
_known: dict[Deal, Best] = {}  # answers of this process, for sessions without a store
_failed: set[Deal] = set()  # its process died: worked out where it is asked for instead
solves = 0  # deals solved by this process, here or in a process of its own (the tests read it)


def known(deal: Deal, store: Store | None) -> Best | None:
    """The deal's best if it is known: worked out in this process or kept in the store."""
    with _lock:
        found = _known.get(deal)
    if found is not None or store is None:
        return found
    try:
        found = store.caches.deal_best(deal.row())
    except StoreFault:
        return None  # the store can't say now: the end screen does without
    if found is not None:
        with _lock:
            _known[deal] = found
    return found


def pending(deal: Deal) -> bool:
    """Whether the deal is being solved in the background now."""
    with _lock:
        return deal in _jobs


def begin(game: Game[Any], deal: Deal, store: Store | None,
          when_done: Callable[[], None] | None = None) -> bool:
    """Start solving the deal in the background unless its best is known or under way;
    ``when_done`` is called (on another thread) once it is known. True when it is under way
    now; False when it is known already or the background is off."""
    if known(deal, store) is not None:
        return False
    with _lock:
        job = _jobs.get(deal)
        if job is None:
            if not BACKGROUND or deal in _failed:
                return False
            job = _jobs[deal] = _Job()
            threading.Thread(target=_watch, args=(game, deal, store, job), daemon=True,
                             name=f"deal-best-{deal.seed}").start()
        if when_done is not None and when_done not in job.listeners:
            job.listeners.append(when_done)
    return True


def wait(deal: Deal, store: Store | None, stop: Stop | None = None) -> Best | None:
    """The deal's best once the background has it (at once when nothing is under way: what
    is known, if anything); None if ``stop`` is set first or the solve failed."""
    with _lock:
        job = _jobs.get(deal)
    while job is not None and not job.done.wait(0.05):
        if stop is not None and stop.is_set():
            return None
    return known(deal, store)


def best(game: Game[Any], deal: Deal, store: Store | None, stop: Stop | None = None) -> Best | None:
    """The deal's best: kept, else waited for, else worked out here and kept (None: the game
    cannot say, or ``stop`` came first while waiting). Worked out here, ``stop`` cuts the
    search short: its best found so far is answered (not exact) but never kept, so the next
    one asked solves the deal whole."""
    found = known(deal, store)
    if found is not None:
        return found
    if pending(deal):
        return wait(deal, store, stop)
    found = deal.best(game, EFFORT, stop)
    if found is not None and not (stop is not None and stop.is_set()):
        _keep(deal, store, found)
    return found


def _keep(deal: Deal, store: Store | None, found: Best) -> None:
    global solves
    with _lock:
        _known[deal] = found
        solves += 1
    if store is not None:
        # A store that can't keep it now: kept in this process; the next one solves it again.
        with contextlib.suppress(StoreFault):
            store.caches.keep_deal_best(deal.row(), found[0], found[1], EFFORT)


PROCESS_SIGNALS = frozenset(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                            if hasattr(signal, name))
"""The signals that end or save a game: the kernel gives a signal sent to the process to any
thread that does not block it, and one taken by this thread while the terminal waits in
``input`` would leave the game waiting for a line instead of saving (Python runs a handler
only in the main thread, and only the main thread's read is cut short)."""


def _mask(how: int) -> None:
    if hasattr(signal, "pthread_sigmask"):  # POSIX; elsewhere signals reach the main thread
        signal.pthread_sigmask(how, PROCESS_SIGNALS)


def _watch(game: Game[Any], deal: Deal, store: Store | None, job: _Job) -> None:
    """Solve the deal in a process of its own, keep its answer and tell who waits."""
    _mask(getattr(signal, "SIG_BLOCK", 0))
    found: Best | None = None
    try:
        methods = multiprocessing.get_all_start_methods()
        context: Any = multiprocessing.get_context(
            "forkserver" if "forkserver" in methods else "spawn")
        receiving, sending = context.Pipe(duplex=False)
        process = context.Process(target=_solve, args=(deal, EFFORT, sending), daemon=True,
                                  name=f"tabletop-deal-{deal.seed}")
        process.start()
        sending.close()
        try:
            answer = receiving.recv()
            found = (int(answer[0]), bool(answer[1]))
        except (EOFError, OSError, TypeError, IndexError, ValueError):
            found = None  # the process died: the end does without, or solves it where asked
        receiving.close()
        process.join()
    except OSError:
        found = None  # no process to be had (none left, no /dev/shm): the same
    done(deal, store, job, found)


def done(deal: Deal, store: Store | None, job: _Job, found: Best | None) -> None:
    """The background's answer for ``deal`` (None: it failed): kept, and everyone told."""
    if found is not None:
        _keep(deal, store, found)
    with _lock:
        _jobs.pop(deal, None)
        if found is None:
            _failed.add(deal)
        listeners = list(job.listeners)
    try:
        for listener in listeners:  # told before a waiter wakes: it sees them done
            listener()
    finally:
        job.done.set()


def _solve(deal: Deal, effort: float, sending: Connection) -> None:
    """In the solving process: the game found again by its id, its answer sent back."""
    _mask(getattr(signal, "SIG_UNBLOCK", 1))  # a process made from the watching thread's mask
    from tabletop import registry

    game = registry.get(deal.game)
    found = deal.best(game, effort)
    try:
        sending.send(found)
        sending.close()
    except OSError:  # the window left before the answer came (quit at once): nobody to tell
        return
