"""SQLite persistence: one row per game, one committed row per accepted event.

Every event is committed before the next prompt, so a killed process loses nothing. The schema
has a version (``PRAGMA user_version``) and migrates itself forward, one step at a time, each in
one transaction; a database from a newer tabletop is refused untouched.
"""

from __future__ import annotations

import functools
import json
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from tabletop.events import BadInput, Event, EventModel, Record, now_stamp
from tabletop.names import person_key as person_key  # one person: see tabletop.names

# MIGRATIONS[n] brings a database from version n to n + 1. Never edit a step that has shipped:
# databases out there were made by it; add a new one instead.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
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
    CREATE TABLE events (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    """,
    # 2: people with stable names across games, so statistics follow a person; a game's
    # identity across machines (import); bot strategies; challenges and matches.
    """
    CREATE TABLE players (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        key TEXT NOT NULL UNIQUE,
        created TEXT NOT NULL
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players(id),
        bot INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        players TEXT NOT NULL,
        bots TEXT NOT NULL,
        strategies TEXT NOT NULL,
        options TEXT NOT NULL,
        planned INTEGER NOT NULL,
        seed INTEGER,
        created TEXT NOT NULL
    );
    ALTER TABLE games ADD COLUMN uid TEXT;
    ALTER TABLE games ADD COLUMN strategies TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE games ADD COLUMN challenge TEXT;
    ALTER TABLE games ADD COLUMN match_id INTEGER REFERENCES matches(id);
    UPDATE games SET uid = lower(hex(randomblob(16)));
    CREATE UNIQUE INDEX games_uid ON games(uid);
    INSERT OR IGNORE INTO players (name, key, created)
        SELECT p.value, person_key(p.value), g.created FROM games g, json_each(g.players) p
        ORDER BY g.id, p.key;
    INSERT INTO seats (game_id, seat, player_id, bot)
        SELECT g.id, p.key, (SELECT id FROM players WHERE key = person_key(p.value)),
               p.key IN (SELECT b.value FROM json_each(g.bots) b)
        FROM games g, json_each(g.players) p;
    """,
    # 3: the web face. A link's token lets one device play one seat (``seat``), or every
    # person's seat of a hotseat or table game, or watch (``role``); a secret choice made on
    # a phone ahead of its turn waits in ``web_pending`` so a server restart keeps it; the
    # host's key guards the host pages when the server listens on the network.
    """
    CREATE TABLE web_links (
        token TEXT PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER,
        role TEXT NOT NULL,
        created TEXT NOT NULL
    );
    CREATE INDEX web_links_game ON web_links(game_id);
    CREATE TABLE web_pending (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE web_host (key TEXT NOT NULL);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


def home() -> Path:
    """``TABLETOP_HOME`` if set, else the user data directory."""
    override = os.environ.get("TABLETOP_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir("tabletop"))


T = TypeVar("T")

Checked = tuple[Record, str, dict[str, Any] | None]  # a record with its status and result


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
    seed: int | None = None
    bots: tuple[int, ...] = ()
    challenge: str | None = None
    match_id: int | None = None


@dataclass(frozen=True, slots=True)
class MatchRow:
    id: int
    game: str
    players: list[str]
    bots: list[int]
    strategies: dict[int, str]
    options: dict[str, Any]
    planned: int
    seed: int | None


def _locked(method: Callable[..., T]) -> Callable[..., T]:
    """Reads take their turn with the other threads' transactions (one connection)."""

    @functools.wraps(method)
    def inner(self: Store, *args: Any, **kwargs: Any) -> T:
        with self.lock:
            return method(self, *args, **kwargs)

    return inner


class Store:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or home() / "tabletop.db"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # The web face answers requests on several threads; they take turns (``lock``).
            self.conn = sqlite3.connect(self.path, isolation_level=None,
                                        check_same_thread=False)
            self.lock = threading.RLock()
            self.conn.execute("PRAGMA foreign_keys = ON")
            self.conn.create_function("person_key", 1, person_key, deterministic=True)
            version = self.conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                self.conn.close()
                raise BadInput("err_store_newer", path=str(self.path))
            for step in range(version, SCHEMA_VERSION):
                # One transaction a step: a half-migrated database is never left behind.
                self.conn.executescript(
                    f"BEGIN;{MIGRATIONS[step]};PRAGMA user_version = {step + 1};COMMIT;")
            self.conn.execute("SELECT count(*) FROM games").fetchone()
        except (sqlite3.DatabaseError, OSError) as exc:
            conn = getattr(self, "conn", None)
            if conn is not None:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                conn.close()
            raise BadInput("err_store_damaged", path=str(self.path), reason=str(exc)) from None

    @contextmanager
    def _tx(self) -> Iterator[None]:
        with self.lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    transaction = _tx

    def close(self) -> None:
        self.conn.close()

    def create(self, record: Record, *, match_id: int | None = None) -> int:
        with self._tx():
            return self._create(record, match_id=match_id)

    def _create(self, record: Record, *, match_id: int | None = None,
                updated: str | None = None) -> int:
        cur = self.conn.execute(
            "INSERT INTO games (game, plugin_version, options, players, seed, mode, bots,"
            " strategies, uid, challenge, match_id, created, updated)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (record.game, record.plugin_version, json.dumps(record.options),
             json.dumps(record.players), record.seed, record.mode, json.dumps(record.bots),
             json.dumps(record.strategies), record.uid, record.challenge, match_id, record.created,
             updated or now_stamp()))
        game_id = cur.lastrowid
        assert game_id is not None
        for seat, name in enumerate(record.players):
            self.conn.execute(
                "INSERT OR IGNORE INTO players (name, key, created) VALUES (?, ?, ?)",
                (name, person_key(name), now_stamp()))
            self.conn.execute(
                "INSERT INTO seats (game_id, seat, player_id, bot)"
                " VALUES (?, ?, (SELECT id FROM players WHERE key = ?), ?)",
                (game_id, seat, person_key(name), seat in record.bots))
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
            self.conn.execute("UPDATE games SET updated = ? WHERE id = ?", (now_stamp(), game_id))
            if finished is not None:
                self._finish(game_id, *finished)

    def save_finished(self, record: Record, status: str, result: dict[str, Any]) -> int:
        """Keep a game that ended without being played here (a tally): its row and its
        result in one transaction."""
        with self._tx():
            game_id = self._create(record)
            self._finish(game_id, status, result)
            return game_id

    def _finish(self, game_id: int, status: str, result: dict[str, Any]) -> None:
        self.conn.execute("UPDATE games SET status = ?, result = ? WHERE id = ?",
                          (status, json.dumps(result), game_id))

    def truncate(self, game_id: int, keep: int) -> None:
        """Drop every event from position ``keep`` on (undo, correction)."""
        with self._tx():
            self.conn.execute("DELETE FROM events WHERE game_id = ? AND seq >= ?", (game_id, keep))
            self.conn.execute("UPDATE games SET updated = ?, status = 'playing', result = NULL"
                              " WHERE id = ?", (now_stamp(), game_id))

    def finish(self, game_id: int, status: str, result: dict[str, Any]) -> None:
        with self._tx():
            self._finish(game_id, status, result)
            self.conn.execute("UPDATE games SET updated = ? WHERE id = ?", (now_stamp(), game_id))

    @_locked
    def load(self, game_id: int) -> Record:
        row = self.conn.execute(
            "SELECT game, plugin_version, options, players, seed, mode, bots, strategies, uid,"
            " created, challenge, result FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_game", id=game_id)
        events = self.conn.execute(
            "SELECT actor, kind, data FROM events WHERE game_id = ? ORDER BY seq",
            (game_id,)).fetchall()
        try:
            # A tallied game keeps the answers it was scored from with its result.
            result = json.loads(row[11]) if row[5] == "tally" and row[11] else None
            tally = result.get("tally") if isinstance(result, dict) else None
            return Record(game=row[0], plugin_version=row[1], options=json.loads(row[2]),
                          players=json.loads(row[3]), seed=row[4], mode=row[5],
                          bots=json.loads(row[6]), strategies=json.loads(row[7]), uid=row[8],
                          created=row[9], challenge=row[10], tally=tally,
                          events=[EventModel(actor=json.loads(a), kind=k, data=json.loads(d))
                                  for a, k, d in events])
        except ValueError as exc:
            raise self.damaged(exc) from None

    def damaged(self, exc: Exception) -> BadInput:
        return BadInput("err_store_damaged", path=str(self.path), reason=str(exc))

    @_locked
    def has_uid(self, uid: str) -> bool:
        return self.conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone() is not None

    def import_records(self, finished: Iterable[Checked]) -> list[int]:
        """Insert checked records (with their status and result) all at once, or none. They may
        come one at a time (a generator checking each as it is read): anything raised while
        they come rolls every earlier one back."""
        with self._tx():
            ids = []
            for record, status, result in finished:
                game_id = self._create(record, updated=record.created)
                if result is not None:
                    self._finish(game_id, status, result)
                ids.append(game_id)
            return ids

    @_locked
    def games(self, *, unfinished: bool = False, game: str | None = None,
              player: str | None = None, limit: int | None = None,
              finished: bool = False, challenge: str | None = None,
              match_id: int | None = None, oldest_first: bool = False,
              game_id: int | None = None) -> list[GameRow]:
        query = ("SELECT g.id, g.game, g.players, g.options, g.mode, g.status, g.result,"
                 " g.created, g.updated, (SELECT count(*) FROM events e WHERE e.game_id = g.id),"
                 " g.seed, g.bots, g.challenge, g.match_id FROM games g WHERE 1=1")
        params: list[Any] = []
        if unfinished:
            query += " AND g.status = 'playing'"
        if finished:
            query += " AND g.status != 'playing'"
        if game:
            query += " AND g.game = ?"
            params.append(game)
        if player:
            query += (" AND g.id IN (SELECT s.game_id FROM seats s JOIN players p"
                      " ON p.id = s.player_id WHERE p.key = ?)")
            params.append(person_key(player))
        if challenge:
            query += " AND g.challenge = ?"
            params.append(challenge)
        if match_id is not None:
            query += " AND g.match_id = ?"
            params.append(match_id)
        if game_id is not None:
            query += " AND g.id = ?"
            params.append(game_id)
        order = "ASC" if oldest_first else "DESC"
        query += f" ORDER BY g.updated {order}, g.id {order}"
        if limit:
            query += " LIMIT ?"
            params.append(limit)
        try:
            rows = self.conn.execute(query, params).fetchall()
            return [GameRow(id=r[0], game=r[1], players=json.loads(r[2]),
                            options=json.loads(r[3]), mode=r[4], status=r[5],
                            result=json.loads(r[6]) if r[6] else None, created=r[7],
                            updated=r[8], events=r[9], seed=r[10],
                            bots=tuple(json.loads(r[11])), challenge=r[12], match_id=r[13])
                    for r in rows]
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise self.damaged(exc) from None

    @_locked
    def row(self, game_id: int) -> GameRow:
        rows = self.games(game_id=game_id)
        if not rows:
            raise BadInput("err_no_such_game", id=game_id)
        return rows[0]

    @_locked
    def game_ids(self) -> list[int]:
        return [r[0] for r in self.conn.execute("SELECT id FROM games ORDER BY id")]

    @_locked
    def player_name(self, name: str) -> str | None:
        """The name as first written, for a name typed in any case; None if nobody has it."""
        row = self.conn.execute("SELECT name FROM players WHERE key = ?",
                                (person_key(name),)).fetchone()
        return row[0] if row else None

    def create_match(self, game: str, players: list[str], bots: list[int],
                     strategies: dict[int, str], options: dict[str, Any], planned: int,
                     seed: int | None) -> int:
        with self._tx():
            cur = self.conn.execute(
                "INSERT INTO matches (game, players, bots, strategies, options, planned, seed,"
                " created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game, json.dumps(players), json.dumps(bots), json.dumps(strategies),
                 json.dumps(options), planned, seed, now_stamp()))
            assert cur.lastrowid is not None
            return cur.lastrowid

    @_locked
    def match(self, match_id: int) -> MatchRow:
        row = self.conn.execute(
            "SELECT id, game, players, bots, strategies, options, planned, seed FROM matches"
            " WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_match", id=match_id)
        return MatchRow(id=row[0], game=row[1], players=json.loads(row[2]),
                        bots=json.loads(row[3]),
                        strategies={int(k): v for k, v in json.loads(row[4]).items()},
                        options=json.loads(row[5]), planned=row[6], seed=row[7])
