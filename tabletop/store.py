"""SQLite persistence: one row per game, one committed row per accepted event.

Every event is committed before the next prompt, so a killed process loses nothing. The schema
has a version (``PRAGMA user_version``); a database from a newer tabletop is refused untouched.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from tabletop.events import BadInput, Event, EventModel, Record

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    plugin_version TEXT NOT NULL,
    options TEXT NOT NULL,
    players TEXT NOT NULL,
    seed INTEGER,
    mode TEXT NOT NULL,
    bots TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL DEFAULT 'playing',
    result TEXT,
    created TEXT NOT NULL,
    updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    actor TEXT NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""


def home() -> Path:
    """``TABLETOP_HOME`` if set, else the user data directory."""
    override = os.environ.get("TABLETOP_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir("tabletop"))


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    game: str
    players: list[str]
    options: dict[str, Any]
    mode: str
    status: str
    result: dict[str, Any] | None
    created: str
    updated: str
    events: int


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Store:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or home() / "tabletop.db"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(self.path, isolation_level=None)
            self.conn.execute("PRAGMA foreign_keys = ON")
            version = self.conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                self.conn.close()
                raise BadInput("err_store_newer", path=str(self.path))
            if version < SCHEMA_VERSION:
                # One script, one transaction: a half-made schema is never left behind.
                self.conn.executescript(
                    f"BEGIN;{SCHEMA}PRAGMA user_version = {SCHEMA_VERSION};COMMIT;")
            self.conn.execute("SELECT count(*) FROM games").fetchone()
        except (sqlite3.DatabaseError, OSError) as exc:
            raise BadInput("err_store_damaged", path=str(self.path), reason=str(exc)) from None

    @contextmanager
    def _tx(self) -> Iterator[None]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def close(self) -> None:
        self.conn.close()

    def create(self, record: Record) -> int:
        now = _now()
        with self._tx():
            cur = self.conn.execute(
                "INSERT INTO games (game, plugin_version, options, players, seed, mode, bots,"
                " created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.game, record.plugin_version, json.dumps(record.options),
                 json.dumps(record.players), record.seed, record.mode, json.dumps(record.bots),
                 now, now))
            game_id = cur.lastrowid
            assert game_id is not None
            for seq, event in enumerate(record.event_list()):
                self._insert(game_id, seq, event)
        return game_id

    def _insert(self, game_id: int, seq: int, event: Event) -> None:
        self.conn.execute(
            "INSERT INTO events (game_id, seq, actor, kind, data) VALUES (?, ?, ?, ?, ?)",
            (game_id, seq, json.dumps(event.actor), event.kind, json.dumps(event.data)))

    def append(self, game_id: int, seq: int, event: Event,
               finished: tuple[str, dict[str, Any]] | None = None) -> None:
        """Commit one accepted event (durable once this returns); ``finished`` gives the final
        status and result when this event ended the game, in the same transaction."""
        with self._tx():
            self._insert(game_id, seq, event)
            self.conn.execute("UPDATE games SET updated = ? WHERE id = ?", (_now(), game_id))
            if finished is not None:
                self.conn.execute("UPDATE games SET status = ?, result = ? WHERE id = ?",
                                  (finished[0], json.dumps(finished[1]), game_id))

    def truncate(self, game_id: int, keep: int) -> None:
        """Drop every event from position ``keep`` on (undo, correction)."""
        with self._tx():
            self.conn.execute("DELETE FROM events WHERE game_id = ? AND seq >= ?", (game_id, keep))
            self.conn.execute("UPDATE games SET updated = ?, status = 'playing', result = NULL"
                              " WHERE id = ?", (_now(), game_id))

    def finish(self, game_id: int, status: str, result: dict[str, Any]) -> None:
        with self._tx():
            self.conn.execute("UPDATE games SET status = ?, result = ?, updated = ? WHERE id = ?",
                              (status, json.dumps(result), _now(), game_id))

    def load(self, game_id: int) -> Record:
        row = self.conn.execute(
            "SELECT game, plugin_version, options, players, seed, mode, bots FROM games"
            " WHERE id = ?",
            (game_id,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_game", id=game_id)
        events = self.conn.execute(
            "SELECT actor, kind, data FROM events WHERE game_id = ? ORDER BY seq",
            (game_id,)).fetchall()
        try:
            return Record(game=row[0], plugin_version=row[1], options=json.loads(row[2]),
                          players=json.loads(row[3]), seed=row[4], mode=row[5],
                          bots=json.loads(row[6]),
                          events=[EventModel(actor=json.loads(a), kind=k, data=json.loads(d))
                                  for a, k, d in events])
        except ValueError as exc:
            raise BadInput("err_store_damaged", path=str(self.path), reason=str(exc)) from None

    def games(self, *, unfinished: bool = False, game: str | None = None,
              limit: int | None = None) -> list[GameRow]:
        query = ("SELECT g.id, g.game, g.players, g.options, g.mode, g.status, g.result,"
                 " g.created, g.updated, (SELECT count(*) FROM events e WHERE e.game_id = g.id)"
                 " FROM games g WHERE 1=1")
        params: list[Any] = []
        if unfinished:
            query += " AND g.status = 'playing'"
        if game:
            query += " AND g.game = ?"
            params.append(game)
        query += " ORDER BY g.updated DESC, g.id DESC"
        if limit:
            query += " LIMIT ?"
            params.append(limit)
        try:
            rows = self.conn.execute(query, params).fetchall()
            return [GameRow(id=r[0], game=r[1], players=json.loads(r[2]),
                            options=json.loads(r[3]), mode=r[4], status=r[5],
                            result=json.loads(r[6]) if r[6] else None, created=r[7],
                            updated=r[8], events=r[9]) for r in rows]
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise BadInput("err_store_damaged", path=str(self.path), reason=str(exc)) from None
