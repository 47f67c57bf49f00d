"""The games the web face has open: one table a game, shared by every device in it.

A request runs on a worker thread; a game's lock makes two phones acting at the same moment
take turns, and the table refuses an answer chosen on a page drawn before the game moved on.
Listeners (the pages' event streams) hear of every change. Who may act, see, undo and fix is
the table's (``tabletop.play.table``): the hub only finds the game and passes the device's answer.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from contextlib import suppress
from typing import Any, TypeVar

from pydantic import BaseModel

from tabletop.play.answers import Answer
from tabletop.play.driver import bot_seats
from tabletop.play.session import Session
from tabletop.play.table import Fixed, Table, Undone
from tabletop.plugin import Game, Stop
from tabletop.store.database import Store
from tabletop.store.faults import GameMovedOn
from tabletop.web.links import DEVICE, SEAT, WATCH, Link, Links

T = TypeVar("T")


class Hub:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.links = Links(store)
        self._tables: dict[int, Table] = {}
        self._lock = threading.Lock()
        self._again = threading.Lock()  # two phones pressing "play again" start one game
        self._listeners: dict[int, set[asyncio.Queue[str]]] = {}
        self.thinking: dict[str, Stop] = {}  # the hints being searched, by the asking link
        self.loop: asyncio.AbstractEventLoop | None = None

    # -- the games --------------------------------------------------------------------------

    def table(self, game_id: int) -> Table:
        """The open game, loaded from the store the first time, and again when another
        window (the terminal) has written it since: its revision in the store is not the one
        the table's session holds. The check is made under the game's lock, after the server
        claimed the game (``Store.hold``: one window at a time, unless another window that
        still runs took it over)."""
        with self._lock:
            table = self._tables.get(game_id)
            if table is None:
                self.store.hold(game_id)
                table = self._tables[game_id] = self._load(game_id)
                return table
        with table.lock:
            self.store.hold(game_id)
            if self.store.revision(game_id) != table.session.revision:
                fresh = self._load(game_id)
                fresh.lock = table.lock  # the pages that wait on the old one go on in turn
                with self._lock:
                    self._tables[game_id] = table = fresh
        return table

    def _load(self, game_id: int) -> Table:
        session = Session.resume(self.store, game_id)
        table = Table(session, pending=self.store.pending(game_id), keep=session.keep_pending)
        # A solo deal's best is worked out while it is played; its end screen fills it in.
        table.best_known = lambda: self.notify(game_id)
        with table.lock:
            # As the terminal does on resuming: the bots and the dealer go on (unless
            # another window has the game: its session then reads it again next time).
            with suppress(GameMovedOn):
                table.advance()
            table.solve_ahead()
        return table

    def start(self, session: Session) -> Link:
        """Links for a game just started: on own devices (its mode) one per person's seat and
        a watching link for the one who made it, else one device for everyone."""
        assert session.game_id is not None
        if session.record.mode != "devices":
            return self.links.make(session.game_id, DEVICE)
        people = [seat for seat in range(len(session.record.players))
                  if seat not in bot_seats(session)]
        for seat in people:
            self.links.make(session.game_id, SEAT, seat)
        return self.links.make(session.game_id, WATCH)

    def begin(self, game: Game[Any], options: BaseModel, players: list[str], *, mode: str,
              seed: int | None, bots: list[int], strategies: dict[int, str]) -> Link:
        """Start a game and open it: the dealer deals and the bots play up to a person; the
        link of the device that started it (see ``start``)."""
        session = Session.start(game, options, players, mode=mode, seed=seed, store=self.store,
                                bots=bots, strategies=strategies)
        link = self.start(session)
        self.table(link.game_id)
        return link

    def open(self, game_id: int) -> Link:
        """A device link for a stored game, continued in the browser (``Links.continued``)."""
        return self.links.continued(game_id)

    def take_over(self, link: Link) -> None:
        """Take the game back from the window that took it over ("Take over here"): its
        next write is refused, and every page of the game is told."""
        table = self.table(link.game_id)
        with table.lock:
            self.store.claim(link.game_id, None, take_over=True)
        self.table(link.game_id)  # as that window left it
        self.notify(link.game_id)

    def again(self, link: Link) -> Link:
        """Play again (issue #23): a new game of the finished one's game with the same people
        in the same seats, the same bots, way of playing and options, and a new deal; started
        once, so every later press from any device of the old game finds it. The link of
        ``link``'s place in it; every page of the old game is told, to follow."""
        with self._again:
            following = self.successor(link)
            if following is not None:
                return following
            table = self.table(link.game_id)
            with table.lock:
                session = table.session.again(self.store)
            started = self.start(session)
            self.table(started.game_id)
            self.links.follow(link.game_id, started.game_id)
        self.notify(link.game_id)
        following = self.successor(link)
        assert following is not None
        return following

    def successor(self, link: Link) -> Link | None:
        """The link of ``link``'s place in the game played after its game, if there is one."""
        next_id = self.links.next_game(link.game_id)
        return None if next_id is None else self.links.at(next_id, link.role, link.seat)

    def joined(self, link: Link) -> None:
        """A seat's page was opened: its player has joined; the first time, the game's pages
        are told (the host's lists who has joined)."""
        if self.links.open(link):
            self.notify(link.game_id)

    # -- acting -----------------------------------------------------------------------------

    def answer(self, link: Link, version: str, answer: Answer,
               ready: int | None = None, offered: str | None = None) -> list[int]:
        """What a device chose from what it was offered at ``version`` (``Table.answer``)."""
        table = self.table(link.game_id)
        with table.lock:
            applied = table.answer(link.place(ready), answer, version=version, offered=offered)
        self.notify(link.game_id)
        return applied

    def undo(self, link: Link, version: str, ready: int | None = None) -> Undone:
        table = self.table(link.game_id)
        with table.lock:
            undone = table.undo(link.place(ready), version=version)
        self.notify(link.game_id)
        return undone

    def confirm_end(self, link: Link, version: str) -> None:
        """The players at the table confirmed the end (see ``Table.confirm_end``)."""
        table = self.table(link.game_id)
        with table.lock:
            table.fresh(version)
            table.confirm_end(link.place())
        self.notify(link.game_id)

    def fix(self, link: Link, version: str, number: int, answer: Answer) -> Fixed:
        """Correct entry ``number`` at the table (see ``Table.fix``)."""
        table = self.table(link.game_id)
        with table.lock:
            fixed = table.fix(link.place(), number, answer, version=version)
        self.notify(link.game_id)
        return fixed

    def fix_preview(self, link: Link, version: str, number: int, answer: Answer) -> Fixed:
        """What the same correction would drop, changing nothing (see ``Table.fix_preview``)."""
        table = self.table(link.game_id)
        with table.lock:
            return table.fix_preview(link.place(), number, answer, version=version)

    # -- hints ------------------------------------------------------------------------------

    def hint(self, link: Link, think: Callable[[Table, Stop], T]) -> T:
        """``think`` on the link's game with a ``Stop`` that ``stop_hint`` sets (a second tap
        on the hint button), under the game's lock."""
        stop = Stop()
        self.thinking[link.token] = stop
        try:
            table = self.table(link.game_id)
            with table.lock:
                return think(table, stop)
        finally:
            if self.thinking.get(link.token) is stop:
                del self.thinking[link.token]

    def stop_hint(self, link: Link) -> bool:
        """Cut short the hint this link is waiting for: it answers with the best found so
        far. False when none is being searched."""
        stop = self.thinking.get(link.token)
        if stop is not None:
            stop.set()
        return stop is not None

    # -- listening --------------------------------------------------------------------------

    def listen(self, game_id: int) -> asyncio.Queue[str]:
        queue: asyncio.Queue[str] = asyncio.Queue(maxsize=16)
        self._listeners.setdefault(game_id, set()).add(queue)
        return queue

    def unlisten(self, game_id: int, queue: asyncio.Queue[str]) -> None:
        self._listeners.get(game_id, set()).discard(queue)

    def version(self, game_id: int) -> str:
        """What the game's pages show now: the game's version (the table's snapshot is built
        by one thread at a time) and the mark (see ``mark``)."""
        table = self.table(game_id)
        with table.lock:
            version = table.version
            return version + self.mark(game_id, table)

    def mark(self, game_id: int, table: Table) -> str:
        """What a game's pages show besides the game: who has joined, the next game (the
        links' mark), whether the deal's best is still being worked out (the end screen
        fills it in when it is known) and whether another window has the game ("!": the
        pages say so). The caller holds the table's lock."""
        table.end()  # an end drawn now begins its deal's best if nothing else did
        return (self.links.mark(game_id) + ("…" if table.best_pending() else "")
                + ("!" if self.store.open_elsewhere(game_id) else ""))

    def notify(self, game_id: int) -> None:
        """Tell every page of the game (from any thread) that it moved on."""
        loop = self.loop
        if loop is None:
            return
        version = self.version(game_id)
        for queue in list(self._listeners.get(game_id, ())):
            loop.call_soon_threadsafe(_offer, queue, version)


def _offer(queue: asyncio.Queue[str], version: str) -> None:
    if queue.full():  # a page that stopped reading only needs the newest version
        queue.get_nowait()
    queue.put_nowait(version)
