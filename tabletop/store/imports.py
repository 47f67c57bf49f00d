"""Games brought in from a file (``store.imports``): written in batches nothing sees until the
last is in, so an import is kept whole or not at all, and a game in play on the same store
waits a moment at most."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from typing import Any

from tabletop.events import Record, now_stamp
from tabletop.store import claims, skills
from tabletop.store.faults import StoreFault
from tabletop.store.repository import Repository, locked

Checked = tuple[Record, str, dict[str, Any] | None]  # a record with its status and result

IMPORT_GAMES = 100
"""The most games an import writes in one transaction."""

IMPORT_EVENTS = 4_000
"""The most events an import writes in one transaction: with ``IMPORT_GAMES``, the bound on
how long a game in play on the same store waits for it. A count, not the clock: the same file
is written in the same steps on a busy machine (a time budget wrote a refused file's first
games there, then took them back, and the database file was no longer the bytes it was)."""


class Imports(Repository):
    @locked
    def has_uid(self, uid: str) -> bool:
        """Whether a game with this identity across machines is kept already."""
        return self.conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone() is not None

    def records(self, finished: Iterable[Checked]) -> list[int]:
        """Insert checked records (with their status and result) all, or none. They may come
        one at a time (a generator checking each as it is read).

        They are written a few at a time, each write a short transaction, so a game in play
        on the same store waits a moment at most (issue #28: one transaction for the whole
        import held it for as long as checking took, and it gave up after its 5 seconds).
        Until the last one is in, every game written is marked with the import's batch and
        seen by nothing; the marks go in one transaction at the end. Anything raised on the
        way deletes the batch; a batch whose process is gone (killed) is deleted by the next
        import."""
        self._drop_dead_batches()
        batch: tuple[int, str] | None = None  # opened with the first write: a file refused
        ids: list[int] = []                   # before it leaves the database file as it was
        waiting: list[Checked] = []
        events = 0
        try:
            for item in finished:
                waiting.append(item)
                events += len(item[0].events)
                if len(waiting) >= IMPORT_GAMES or events >= IMPORT_EVENTS:
                    batch = batch or self._open_batch()
                    ids += self._write_batch(batch[0], waiting)
                    waiting.clear()
                    events = 0
            if not waiting and batch is None:
                return ids
            batch = batch or self._open_batch()
            ids += self._write_batch(batch[0], waiting)
            with self.store.transaction():
                arrived = [row[0] for row in self.conn.execute(
                    "SELECT id FROM games WHERE import_batch = ? ORDER BY updated, id",
                    (batch[0],))]
                self.conn.execute("UPDATE games SET import_batch = NULL WHERE import_batch = ?",
                                  (batch[0],))
                skills.rate_batch(self.conn, arrived)
                self.conn.execute("DELETE FROM import_batches WHERE id = ?", (batch[0],))
        except BaseException:
            if batch is not None:
                self._drop_batch(*batch)
            raise
        return ids

    def _open_batch(self) -> tuple[int, str]:
        started = now_stamp()
        with self.store.transaction():
            cur = self.conn.execute(
                "INSERT INTO import_batches (pid, host, started) VALUES (?, ?, ?)",
                (os.getpid(), claims.this_host(), started))
        assert cur.lastrowid is not None
        return cur.lastrowid, started

    def _write_batch(self, batch: int, items: list[Checked]) -> list[int]:
        if not items:
            return []
        with self.store.transaction():
            ids = []
            for record, status, result in items:
                game_id = self.store.log.write(record, updated=record.created, batch=batch)
                if result is not None:
                    self.store.results.end(game_id, status, result)
                ids.append(game_id)
            return ids

    def _drop_batch(self, batch: int, started: str | None = None) -> None:
        """Delete an unfinished import's games, a few at a time (a game in play waits no
        longer than for the import), and the people only they had brought. Quietly: the
        error that made it necessary is the one to show; what is left stays unseen and goes
        with the next import."""
        try:
            while True:
                with self.store.transaction():
                    gone = self.conn.execute(
                        "DELETE FROM games WHERE id IN (SELECT id FROM games"
                        " WHERE import_batch = ? LIMIT ?)", (batch, IMPORT_GAMES)).rowcount
                if gone == 0:
                    break
            with self.store.transaction():
                if started is not None:
                    self.conn.execute(
                        "DELETE FROM players WHERE created >= ?"
                        " AND id NOT IN (SELECT player_id FROM seats)", (started,))
                self.conn.execute("DELETE FROM import_batches WHERE id = ?", (batch,))
        except (StoreFault, sqlite3.Error):
            pass

    def _drop_dead_batches(self) -> None:
        """The batches of imports whose process is gone (killed, or its machine restarted)."""
        with self.store.lock:
            rows = self.conn.execute(
                "SELECT id, pid, host, started FROM import_batches").fetchall()
        for batch, pid, host, started in rows:
            if host == claims.this_host() and pid != os.getpid() and not claims.pid_alive(pid):
                self._drop_batch(batch, started)
