"""The games the web face has open: one table a game, shared by every device in it.

A request runs on a worker thread; a game's lock makes two phones acting at the same moment
take turns, and the table refuses an answer chosen on a page drawn before the game moved on.
Listeners (the pages' event streams) hear of every change. Who may act, see, undo and fix is
the table's (``tabletop.session.table``): the hub only finds the game and passes the device's
answer.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import suppress
from typing import Any, TypeVar

from pydantic import BaseModel

from tabletop.plugin import Game, Stop
from tabletop.session.answers import Answer
from tabletop.session.session import Session
from tabletop.session.table import Table, Undone
from tabletop.store.database import Store
from tabletop.store.faults import GameMovedOn
from tabletop.web.links import Link, Links
from tabletop.web.streams import Streams, Thinking

T = TypeVar("T")


class Hub:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.links = Links(store)
        self.streams = Streams()
        self.thinking = Thinking()
        self._tables: dict[int, Table] = {}
        self._lock = threading.Lock()
        self._again = threading.Lock()  # two phones pressing "play again" start one game

    # -- the games --------------------------------------------------------------------------

    def table(self, game_id: int) -> Table:
        """The open game, loaded the first time, and again when another window (a terminal)
        wrote it since (its stored revision is not its session's); under the game's lock,
        after the server claimed it (``store.claims.hold``: one window at a time)."""
        with self._lock:
            table = self._tables.get(game_id)
            if table is None:
                self.store.claims.hold(game_id)
                table = self._tables[game_id] = self._load(game_id)
                return table
        with table.lock:
            self.store.claims.hold(game_id)
            if self.store.log.revision(game_id) != table.session.revision:
                fresh = self._load(game_id)
                fresh.lock = table.lock  # the pages that wait on the old one go on in turn
                with self._lock:
                    self._tables[game_id] = table = fresh
        return table

    def _load(self, game_id: int) -> Table:
        session = Session.resume(self.store, game_id)
        table = Table(session, pending=self.store.log.pending(game_id), keep=session.keep_pending)
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
        """Open a game just started: its links (``Links.opening``), the first one's."""
        link = self.links.opening(session)
        self.table(link.game_id)
        return link

    def begin(self, game: Game[Any], options: BaseModel, players: list[str], *, mode: str,
              seed: int | None, bots: list[int], strategies: dict[int, str]) -> Link:
        """Start a game and open it: the dealer deals and the bots play up to a person."""
        return self.start(Session.start(game, options, players, mode=mode, seed=seed,
                                        store=self.store, bots=bots, strategies=strategies))

    def take_over(self, link: Link) -> None:
        """"Take over here": the window that took the game is refused its next write."""
        self.act(link, lambda table: self.store.claims.claim(link.game_id, None, take_over=True))

    def again(self, link: Link) -> Link:
        """Play again (``Session.again``), started once: every later press from any device
        of the old game finds it. ``link``'s place in it; the old game's pages follow."""
        with self._again:
            following = self.links.successor(link)
            if following is None:
                session = self.act(link, lambda table: table.session.again(self.store),
                                   tell=False)
                self.links.follow(link.game_id, self.start(session).game_id)
        self.notify(link.game_id)
        following = self.links.successor(link)
        assert following is not None
        return following

    # -- answers: each passed to the table under the game's lock, every page then told --

    def act(self, link: Link, do: Callable[[Table], T], *, tell: bool = True) -> T:
        """``do`` on the link's game (``Table.fix``, ``confirm_end`` ...), then ``tell``."""
        table = self.table(link.game_id)
        with table.lock:
            done = do(table)
        if tell:
            self.notify(link.game_id)
        return done

    def answer(self, link: Link, version: str, answer: Answer, ready: int | None = None,
               offered: str | None = None) -> list[int]:
        return self.act(link, lambda table: table.answer(
            link.place(ready), answer, version=version, offered=offered))

    def undo(self, link: Link, version: str, ready: int | None = None) -> Undone:
        return self.act(link, lambda table: table.undo(link.place(ready), version=version))

    def hint(self, link: Link, think: Callable[[Table, Stop], T]) -> T:
        """``think`` with a ``Stop`` that a second tap sets (``thinking.stop``)."""
        return self.thinking.run(link.token, lambda stop: self.act(
            link, lambda table: think(table, stop), tell=False))

    # -- what the pages show ----------------------------------------------------------------

    def version(self, game_id: int) -> str:
        """The game's version and the mark (see ``mark``), what its pages compare."""
        table = self.table(game_id)
        with table.lock:
            return table.version + self.mark(game_id, table)

    def mark(self, game_id: int, table: Table) -> str:
        """What a game's pages show besides the game: who has joined, the next game (the
        links' mark), whether the deal's best is still being worked out and whether another
        window has the game ("!"). The caller holds the table's lock."""
        table.end()  # an end drawn now begins its deal's best if nothing else did
        return (self.links.mark(game_id) + ("…" if table.best_pending() else "")
                + ("!" if self.store.claims.open_elsewhere(game_id) else ""))

    def notify(self, game_id: int) -> None:
        """Tell every page of the game (from any thread) that it moved on."""
        self.streams.tell(game_id, lambda: self.version(game_id))
