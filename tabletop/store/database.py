"""SQLite persistence: the one connection, its lock, its transactions and its schema.

The schema has a version (``PRAGMA user_version``) and migrates itself forward through every
step it lacks in one transaction; a database from a newer tabletop is refused untouched.
Whatever the file suffers (another program holding it, read-only, a full disk, damaged pages
or rows) becomes one ``StoreFault`` naming the cause (tabletop/store/faults.py).

Each concern is a small repository over this one connection, reached as an attribute:
``log`` (a game's log, its revision and its choices made ahead: tabletop/store/log.py),
``results`` (games' ends, the history's rows, ratings), ``caches`` (review figures, deal
bests), ``links`` (the web's links), ``claims`` (which window has a game open: a second one is
told), ``matches``, ``imports`` and ``settings``. One lock and one transaction at a time cover
them all, so a write that spans several (a game begun with its match and its claim) is one.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
from pydantic import ValidationError

from tabletop.events import BadInput
from tabletop.store.claims import Claims
from tabletop.store.columns import Shape
from tabletop.store.faults import StoreFault, busy_seconds, damaged_row, fault
from tabletop.store.log import GameLog
from tabletop.store.migrations import MIGRATIONS, SCHEMA_VERSION
from tabletop.store.results import Results
from tabletop.text.i18n import t
from tabletop.text.names import person_key
from tabletop.text.why import json_reason, validation_reason

if TYPE_CHECKING:
    from tabletop.store.caches import Caches
    from tabletop.store.imports import Imports
    from tabletop.store.matches import Matches
    from tabletop.store.settings import Settings
    from tabletop.store.web_links import WebLinks


def home() -> Path:
    """``TABLETOP_HOME`` if set, else the user data directory."""
    override = os.environ.get("TABLETOP_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir("tabletop"))


class _Guard:
    """The store's lock: the web face's threads take their turns (one connection), and an
    SQLite error met while it is held leaves as the ``StoreFault`` naming its cause."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._lock = threading.RLock()

    def __enter__(self) -> _Guard:
        self._lock.acquire()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 trace: object) -> None:
        self._lock.release()
        if isinstance(exc, sqlite3.Error):
            raise self._store.fault(exc) from exc


def connect(path: Path, busy: float) -> sqlite3.Connection:
    """A connection that waits ``busy`` seconds for another program's lock (tests put a
    read-only one in its place)."""
    return sqlite3.connect(path, timeout=busy, isolation_level=None, check_same_thread=False)


class Store:
    conn: sqlite3.Connection

    def __init__(self, path: Path | None = None, *, busy: float | None = None) -> None:
        """The store at ``path`` (default: in ``home()``); ``busy``: the seconds to wait for
        another program that holds the database (default ``TABLETOP_BUSY_SECONDS`` or 5)."""
        self.path = path or home() / "tabletop.db"
        self.busy = busy_seconds() if busy is None else busy
        # The web face answers requests on several threads; they take turns (``lock``).
        self.lock = _Guard(self)
        self.log = GameLog(self)
        self.results = Results(self)
        self.claims = Claims(self)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = connect(self.path, self.busy)
            self.conn.execute("PRAGMA foreign_keys = ON")
            self.conn.create_function("person_key", 1, person_key, deterministic=True)
            version = self.conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                self.conn.close()
                raise BadInput("err_store_newer", path=str(self.path))
            if version < SCHEMA_VERSION:
                # Every step in one transaction: a half-migrated database is never left behind,
                # and a new store is made with one write to the disk, not one a step.
                steps = ";".join(MIGRATIONS[version:])
                self.conn.executescript(
                    f"BEGIN;{steps};PRAGMA user_version = {SCHEMA_VERSION};COMMIT;")
            self.conn.execute("SELECT count(*) FROM games").fetchone()
        except (sqlite3.Error, OSError) as exc:
            conn = getattr(self, "conn", None)
            if conn is not None:
                self._rollback()
                conn.close()
            raise self.fault(exc) from None


    # What only some commands use is loaded when first asked for: ``history`` and ``stats``
    # start without the import batches, the caches, the web's links (issue #41: start-up).
    @cached_property
    def caches(self) -> Caches:
        from tabletop.store.caches import Caches

        return Caches(self)

    @cached_property
    def links(self) -> WebLinks:
        from tabletop.store.web_links import WebLinks

        return WebLinks(self)

    @cached_property
    def matches(self) -> Matches:
        from tabletop.store.matches import Matches

        return Matches(self)

    @cached_property
    def imports(self) -> Imports:
        from tabletop.store.imports import Imports

        return Imports(self)

    @cached_property
    def settings(self) -> Settings:
        from tabletop.store.settings import Settings

        return Settings(self)
    def fault(self, exc: BaseException) -> StoreFault:
        return fault(exc, self.path, waited=self.busy)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One write transaction, taken in turn with the other threads: every repository's
        writes inside it are kept together or not at all."""
        with self.lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield
                self.conn.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise

    @contextmanager
    def reading(self) -> Iterator[None]:
        """One read transaction: its reads see the database as it was at its first, another
        program's write lands before them or after them, never between."""
        with self.lock:
            if self.conn.in_transaction:  # already inside one: it holds its reads together
                yield
                return
            self.conn.execute("BEGIN")
            try:
                yield
            finally:
                self._rollback()  # it wrote nothing: ending it lets go of its snapshot

    def _rollback(self) -> None:
        """Undo an unfinished transaction, if SQLite has not already: a rollback that fails
        (the disk went away) must not hide the error that made it necessary."""
        try:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # closing the connection rolls it back in the end

    def close(self) -> None:
        self.claims.let_go_all()
        self.conn.close()

    def damaged(self, exc: Exception, game_id: int | None = None) -> StoreFault:
        """A row not in the shape tabletop writes, named by its game when known."""
        if isinstance(exc, Shape):
            reason = exc.reason()
        elif isinstance(exc, ValidationError):
            reason = validation_reason(exc.errors()[0])
        elif isinstance(exc, json.JSONDecodeError):
            reason = json_reason(exc.msg)
        else:  # a value the game's own types refuse, or nesting past Python's depth
            reason = t("why_db_shape")
        if game_id is None:
            return self.fault(ValueError(reason))
        return damaged_row(self.path, "game", game_id, reason)
