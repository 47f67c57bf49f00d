"""SQLite persistence: one row per game, one committed row per accepted event.

Every event is committed before the next prompt, so a killed process loses nothing. The schema
has a version (``PRAGMA user_version``) and migrates itself forward through every step it lacks
in one transaction; a database from a newer tabletop is refused untouched. Whatever the file
suffers (another program holding it, read-only, a full disk, damaged pages or rows) becomes
one ``StoreFault`` naming the cause (tabletop/store/faults.py), and a game open in one window
is claimed, so a second window is told (tabletop/store/claims.py). Every write of a game's log
or of its choices made ahead names the revision of the game it read and bumps it (``_owned``):
one made after another window wrote the game is refused (issue #37).
"""

from __future__ import annotations

import functools
import json
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import platformdirs
from pydantic import ValidationError

from tabletop.events import BadInput, Event, EventModel, Record, now_stamp
from tabletop.store import claims, columns
from tabletop.store import ratings as store_ratings
from tabletop.store.claims import Claim
from tabletop.store.faults import GameMovedOn, StoreFault, busy_seconds, damaged_row, fault
from tabletop.store.migrations import MIGRATIONS, SCHEMA_VERSION
from tabletop.text.i18n import t
from tabletop.text.names import person_key as person_key  # one person: see tabletop.text.names
from tabletop.text.why import json_reason, validation_reason


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
    lang: str | None = None


DealRow = tuple[str, str, int, int]
"""A dealt deal as the store keys it: the game, the options as JSON with sorted keys (the
rules edition among them), the dealer edition and the seed."""


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


@dataclass(frozen=True, slots=True)
class ReviewFigure:
    """One seat's figure from a game's review: what its choices gave up (expected points, in
    the game's ``unit``) over its decisions, and what chance gave it (None: not measured)."""

    seat: int
    decisions: int
    valued: int
    given_up: float
    luck: float | None
    unit: str
    effort: float


@dataclass(frozen=True, slots=True)
class NewMatch:
    """A match about to be opened with its first game (``Store.begin``)."""

    game: str
    players: list[str]
    bots: list[int]
    strategies: dict[int, str]
    options: dict[str, Any]
    planned: int
    seed: int | None


IMPORT_GAMES = 100
"""The most games an import writes in one transaction."""

IMPORT_EVENTS = 4_000
"""The most events an import writes in one transaction: with ``IMPORT_GAMES``, the bound on
how long a game in play on the same store waits for it. A count, not the clock: the same file
is written in the same steps on a busy machine (a time budget wrote a refused file's first
games there, then took them back, and the database file was no longer the bytes it was)."""

MAX_INTEGER = 2**63 - 1
"""SQLite's largest integer: no id, seed or count beyond it can be stored or looked up."""


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


def _locked(method: Callable[..., T]) -> Callable[..., T]:
    """Reads take their turn with the other threads' transactions (one connection)."""

    @functools.wraps(method)
    def inner(self: Store, *args: Any, **kwargs: Any) -> T:
        with self.lock:
            return method(self, *args, **kwargs)

    return inner


def connect(path: Path, busy: float) -> sqlite3.Connection:
    """A connection that waits ``busy`` seconds for another program's lock (tests put a
    read-only one in its place)."""
    return sqlite3.connect(path, timeout=busy, isolation_level=None, check_same_thread=False)


def _event(seq: int, actor: Any, kind: Any, data: Any) -> EventModel:
    return EventModel(actor=columns.parsed(actor, f"events.actor[{seq}]"),
                      kind=columns.text(kind, f"events.kind[{seq}]"),
                      data=columns.mapping(data, f"events.data[{seq}]"))


class Store:
    def __init__(self, path: Path | None = None, *, busy: float | None = None) -> None:
        """The store at ``path`` (default: in ``home()``); ``busy``: the seconds to wait for
        another program that holds the database (default ``TABLETOP_BUSY_SECONDS`` or 5)."""
        self.path = path or home() / "tabletop.db"
        self.busy = busy_seconds() if busy is None else busy
        # The web face answers requests on several threads; they take turns (``lock``).
        self.lock = _Guard(self)
        self._claims: dict[int, str] = {}  # the games this store has open: their claim tokens
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

    def fault(self, exc: BaseException) -> StoreFault:
        return fault(exc, self.path, waited=self.busy)

    @contextmanager
    def _tx(self) -> Iterator[None]:
        with self.lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield
                self.conn.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise

    transaction = _tx

    def _rollback(self) -> None:
        """Undo an unfinished transaction, if SQLite has not already: a rollback that fails
        (the disk went away) must not hide the error that made it necessary."""
        try:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # closing the connection rolls it back in the end

    def close(self) -> None:
        for token in self._claims.values():
            claims.let_go(token)
        self._claims.clear()
        self.conn.close()

    def create(self, record: Record, *, match_id: int | None = None) -> int:
        with self._tx():
            return self._create(record, match_id=match_id)

    def begin(self, record: Record, opening: list[Event], *, match_id: int | None = None,
              new_match: NewMatch | None = None, claim: bool = False,
              finished: tuple[str, dict[str, Any]] | None = None,
              lang: str | None = None) -> tuple[int, int | None, int]:
        """Start a game: its row, its seats, the events dealt before anyone decides (the
        ``opening``), the claim of this window (``claim``) and a new match it opens, all in
        one transaction, so a start the store refuses leaves nothing behind (issue #28: an
        empty "playing" game, or a match with no game). The game's id, its match's, and its
        revision (every later write names it: see ``_owned``). ``lang``: the language it was
        started in, which it resumes in."""
        token = claims.new_token() if claim else None
        try:
            with self._tx():
                if new_match is not None:
                    match_id = self._create_match(new_match)
                game_id = self._create(record, match_id=match_id, lang=lang)
                for seq, event in enumerate(opening):
                    self._insert(game_id, seq, event)
                if finished is not None:
                    self._finish(game_id, *finished)
                # The log is where events go (a store without one refuses the start).
                self.conn.execute("SELECT count(*) FROM events WHERE game_id = ?", (game_id,))
                if token is not None:
                    self._take(game_id, token)
                revision = self._revision(game_id)
        except BaseException as exc:
            if token is not None:
                claims.let_go(token)
            if isinstance(exc, StoreFault) and exc.key == "err_store_full":
                # Nothing of it was kept: there is nothing to resume.
                raise StoreFault("err_store_full_start", **exc.params) from None
            raise
        if token is not None:
            self._claims[game_id] = token
        return game_id, match_id, revision

    def holds(self, game_id: int) -> bool:
        """Whether this window has claimed the game (and not let it go)."""
        return game_id in self._claims

    def _create(self, record: Record, *, match_id: int | None = None,
                updated: str | None = None, batch: int | None = None,
                lang: str | None = None) -> int:
        cur = self.conn.execute(
            "INSERT INTO games (game, options, players, seed, dealer, mode, bots, strategies,"
            " uid, challenge, match_id, created, updated, import_batch, lang)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (record.game, json.dumps(record.options),
             json.dumps(record.players), record.seed, record.dealer, record.mode,
             json.dumps(record.bots), json.dumps(record.strategies), record.uid,
             record.challenge, match_id, record.created, updated or now_stamp(), batch, lang))
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
               finished: tuple[str, dict[str, Any]] | None = None, *, revision: int) -> int:
        """Commit one accepted event as entry ``seq`` (durable once this returns); ``finished``
        gives the final status and result when this event ended the game, in the same
        transaction. Written only at the ``revision`` the writer read (``_owned``); the
        game's revision after it."""
        with self._tx():
            revision = self._owned(game_id, revision)
            try:
                self._insert(game_id, seq, event)
            except sqlite3.IntegrityError:
                raise GameMovedOn("err_game_moved_on", id=game_id) from None
            self.conn.execute("UPDATE games SET updated = ? WHERE id = ?", (now_stamp(), game_id))
            if finished is not None:
                self._finish(game_id, *finished)
            return revision

    def save_finished(self, record: Record, status: str, result: dict[str, Any], *,
                      lang: str | None = None) -> int:
        """Keep a game that ended without being played here (a tally): its row and its
        result in one transaction; ``lang``, the language its answers were typed in."""
        with self._tx():
            game_id = self._create(record, lang=lang)
            self._finish(game_id, status, result)
            return game_id

    def _finish(self, game_id: int, status: str, result: dict[str, Any]) -> None:
        """Write a game's end and rate it, in the caller's transaction (its ``updated`` is
        written first: the ratings follow the order of games' last changes)."""
        self.conn.execute("UPDATE games SET status = ?, result = ? WHERE id = ?",
                          (status, json.dumps(result), game_id))
        store_ratings.rate_game(self.conn, game_id)

    def truncate(self, game_id: int, keep: int, *, revision: int, then: Sequence[Event] = (),
                 finished: tuple[str, dict[str, Any]] | None = None) -> int:
        """Drop every event from position ``keep`` on (undo), and put ``then`` in their place
        (a correction: the entry corrected and the later ones that still apply), ending the
        game with ``finished`` if they end it; one transaction, written only at the
        ``revision`` the writer read (``_owned``: entries another window added are never
        dropped). The game's revision after it."""
        with self._tx():
            revision = self._owned(game_id, revision)
            store_ratings.unrate_game(self.conn, game_id)
            self.conn.execute("DELETE FROM events WHERE game_id = ? AND seq >= ?", (game_id, keep))
            self.conn.execute("DELETE FROM reviews WHERE game_id = ?", (game_id,))
            self.conn.execute("UPDATE games SET updated = ?, status = 'playing', result = NULL"
                              " WHERE id = ?", (now_stamp(), game_id))
            for seq, event in enumerate(then, keep):
                self._insert(game_id, seq, event)
            if finished is not None:
                self._finish(game_id, *finished)
            return revision

    def finish(self, game_id: int, status: str, result: dict[str, Any], *,
               revision: int) -> int:
        """Write a game's end, at the ``revision`` the writer read; the revision after it."""
        with self._tx():
            revision = self._owned(game_id, revision)
            self.conn.execute("UPDATE games SET updated = ? WHERE id = ?", (now_stamp(), game_id))
            self._finish(game_id, status, result)
            return revision

    @_locked
    def pending(self, game_id: int) -> dict[int, Event]:
        """The secret choices made ahead of their turn on a seat's own device, waiting."""
        rows = self.conn.execute(
            "SELECT seat, actor, kind, data FROM web_pending WHERE game_id = ?",
            (game_id,)).fetchall()
        try:
            return {int(seat): Event(json.loads(actor), str(kind), json.loads(data))
                    for seat, actor, kind, data in rows}
        except (ValueError, TypeError) as exc:
            raise self.damaged(exc, game_id) from None

    def keep_pending(self, game_id: int, waiting: dict[int, Event], *, revision: int) -> int:
        """Make the waiting choices of a game exactly ``waiting`` (a restart keeps them), at
        the ``revision`` the writer read, like every write of the game; the revision after."""
        with self._tx():
            revision = self._owned(game_id, revision)
            self.conn.execute("DELETE FROM web_pending WHERE game_id = ?", (game_id,))
            for seat, event in waiting.items():
                self.conn.execute(
                    "INSERT INTO web_pending (game_id, seat, actor, kind, data)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (game_id, seat, json.dumps(event.actor), event.kind, json.dumps(event.data)))
            return revision

    def keep_review(self, game_id: int, events: int, figures: Iterable[ReviewFigure]) -> None:
        """Keep a finished game's review, one figure a seat, in place of an older one."""
        with self._tx():
            self.conn.execute("DELETE FROM reviews WHERE game_id = ?", (game_id,))
            for f in figures:
                self.conn.execute(
                    "INSERT INTO reviews (game_id, seat, decisions, valued, given_up, luck, unit,"
                    " effort, events, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, f.seat, f.decisions, f.valued, f.given_up, f.luck, f.unit,
                     f.effort, events, now_stamp()))

    @_locked
    def reviews(self) -> dict[int, list[ReviewFigure]]:
        """Every kept review by game, its seats in order."""
        found: dict[int, list[ReviewFigure]] = {}
        rows = self.conn.execute(
            "SELECT game_id, seat, decisions, valued, given_up, luck, unit, effort FROM reviews"
            " ORDER BY game_id, seat").fetchall()
        for game_id, *values in rows:
            found.setdefault(int(game_id), []).append(ReviewFigure(*values))
        return found

    @_locked
    def deal_best(self, deal: DealRow) -> tuple[int, bool] | None:
        """A deal's best score kept in the store and whether it is exact (see ``DealRow``)."""
        row = self.conn.execute(
            "SELECT best, exact FROM deal_bests WHERE game = ? AND options = ?"
            " AND dealer = ? AND seed = ?", deal).fetchone()
        if row is None:
            return None
        return columns.integer(row[0], "deal_bests.best"), bool(row[1])

    def keep_deal_best(self, deal: DealRow, best: int, exact: bool, effort: float) -> None:
        """Keep a deal's best score; an exact one is never replaced by one cut short."""
        with self._tx():
            held = self.conn.execute(
                "SELECT exact FROM deal_bests WHERE game = ? AND options = ?"
                " AND dealer = ? AND seed = ?", deal).fetchone()
            if held is not None and held[0] and not exact:
                return
            self.conn.execute(
                "INSERT OR REPLACE INTO deal_bests (game, options, dealer, seed, best, exact,"
                " effort, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (*deal, best, int(exact), effort, now_stamp()))

    @_locked
    def revision(self, game_id: int) -> int:
        """The game's revision in the store now: another window may have written it since
        this one read it."""
        return self._revision(game_id)

    def _revision(self, game_id: int) -> int:
        row = self.conn.execute("SELECT revision FROM games WHERE id = ?",
                                (game_id if 0 < game_id <= MAX_INTEGER else 0,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_game", id=game_id)
        try:
            return columns.integer(row[0], "games.revision")
        except columns.Shape as exc:
            raise self.damaged(exc, game_id) from None

    def load(self, game_id: int) -> Record:
        return self.load_at(game_id)[0]

    def load_at(self, game_id: int) -> tuple[Record, int]:
        """A game's record and the revision it was read at, read together (one read
        transaction: another program's write lands before it or after it, never between)."""
        with self._read():
            return self._load(game_id), self._revision(game_id)

    @contextmanager
    def _read(self) -> Iterator[None]:
        with self.lock:
            if self.conn.in_transaction:  # already inside one: it holds its reads together
                yield
                return
            self.conn.execute("BEGIN")
            try:
                yield
            finally:
                self._rollback()  # it wrote nothing: ending it lets go of its snapshot

    def _load(self, game_id: int) -> Record:
        if not 0 < game_id <= MAX_INTEGER:
            raise BadInput("err_no_such_game", id=game_id)
        row = self.conn.execute(
            "SELECT game, options, players, seed, mode, bots, strategies, uid,"
            " created, challenge, result, dealer FROM games"
            " WHERE id = ? AND import_batch IS NULL",
            (game_id,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_game", id=game_id)
        events = self.conn.execute(
            "SELECT seq, actor, kind, data FROM events WHERE game_id = ? ORDER BY seq",
            (game_id,)).fetchall()
        try:
            # A tallied game keeps the answers it was scored from with its result.
            result = json.loads(row[10]) if row[4] == "tally" and row[10] else None
            tally = result.get("tally") if isinstance(result, dict) else None
            return Record(game=row[0], options=columns.mapping(row[1], "games.options"),
                          players=columns.names(row[2], "games.players"), seed=row[3],
                          dealer=row[11], mode=row[4], bots=columns.seats(row[5], "games.bots"),
                          strategies=columns.mapping(row[6], "games.strategies"), uid=row[7],
                          created=row[8], challenge=row[9], tally=tally,
                          events=[_event(*columns) for columns in events])
        except (ValueError, TypeError, RecursionError) as exc:
            raise self.damaged(exc, game_id) from None

    def damaged(self, exc: Exception, game_id: int | None = None) -> StoreFault:
        """A row not in the shape tabletop writes, named by its game when known."""
        if isinstance(exc, columns.Shape):
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

    @_locked
    def has_uid(self, uid: str) -> bool:
        return self.conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone() is not None

    def import_records(self, finished: Iterable[Checked]) -> list[int]:
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
            with self._tx():
                arrived = [row[0] for row in self.conn.execute(
                    "SELECT id FROM games WHERE import_batch = ? ORDER BY updated, id",
                    (batch[0],))]
                self.conn.execute("UPDATE games SET import_batch = NULL WHERE import_batch = ?",
                                  (batch[0],))
                store_ratings.rate_batch(self.conn, arrived)
                self.conn.execute("DELETE FROM import_batches WHERE id = ?", (batch[0],))
        except BaseException:
            if batch is not None:
                self._drop_batch(*batch)
            raise
        return ids

    def _open_batch(self) -> tuple[int, str]:
        started = now_stamp()
        with self._tx():
            cur = self.conn.execute(
                "INSERT INTO import_batches (pid, host, started) VALUES (?, ?, ?)",
                (os.getpid(), claims.this_host(), started))
        assert cur.lastrowid is not None
        return cur.lastrowid, started

    def _write_batch(self, batch: int, items: list[Checked]) -> list[int]:
        if not items:
            return []
        with self._tx():
            ids = []
            for record, status, result in items:
                game_id = self._create(record, updated=record.created, batch=batch)
                if result is not None:
                    self._finish(game_id, status, result)
                ids.append(game_id)
            return ids

    def _drop_batch(self, batch: int, started: str | None = None) -> None:
        """Delete an unfinished import's games, a few at a time (a game in play waits no
        longer than for the import), and the people only they had brought. Quietly: the
        error that made it necessary is the one to show; what is left stays unseen and goes
        with the next import."""
        try:
            while True:
                with self._tx():
                    gone = self.conn.execute(
                        "DELETE FROM games WHERE id IN (SELECT id FROM games"
                        " WHERE import_batch = ? LIMIT ?)", (batch, IMPORT_GAMES)).rowcount
                if gone == 0:
                    break
            with self._tx():
                if started is not None:
                    self.conn.execute(
                        "DELETE FROM players WHERE created >= ?"
                        " AND id NOT IN (SELECT player_id FROM seats)", (started,))
                self.conn.execute("DELETE FROM import_batches WHERE id = ?", (batch,))
        except (StoreFault, sqlite3.Error):
            pass

    def _drop_dead_batches(self) -> None:
        """The batches of imports whose process is gone (killed, or its machine restarted)."""
        with self.lock:
            rows = self.conn.execute(
                "SELECT id, pid, host, started FROM import_batches").fetchall()
        for batch, pid, host, started in rows:
            if host == claims.this_host() and pid != os.getpid() and not claims.pid_alive(pid):
                self._drop_batch(batch, started)

    @_locked
    def games(self, *, unfinished: bool = False, game: str | None = None,
              player: str | None = None, limit: int | None = None,
              finished: bool = False, challenge: str | None = None,
              match_id: int | None = None, oldest_first: bool = False,
              game_id: int | None = None, mode: str | None = None) -> list[GameRow]:
        query = ("SELECT g.id, g.game, g.players, g.options, g.mode, g.status, g.result,"
                 " g.created, g.updated, (SELECT count(*) FROM events e WHERE e.game_id = g.id),"
                 " g.seed, g.bots, g.challenge, g.match_id, g.lang FROM games g"
                 " WHERE g.import_batch IS NULL")
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
        if mode:
            query += " AND g.mode = ?"
            params.append(mode)
        if challenge:
            query += " AND g.challenge = ?"
            params.append(challenge)
        if match_id is not None:
            query += " AND g.match_id = ?"
            params.append(match_id if 0 < match_id <= MAX_INTEGER else 0)
        if game_id is not None:
            query += " AND g.id = ?"
            params.append(game_id if 0 < game_id <= MAX_INTEGER else 0)
        order = "ASC" if oldest_first else "DESC"
        query += f" ORDER BY g.updated {order}, g.id {order}"
        if limit:
            query += " LIMIT ?"
            params.append(min(limit, MAX_INTEGER))
        return [self._game_row(r) for r in self.conn.execute(query, params).fetchall()]

    def _game_row(self, r: Any) -> GameRow:
        try:
            return GameRow(
                id=r[0], game=columns.text(r[1], "games.game"),
                players=columns.names(r[2], "games.players"),
                options=columns.mapping(r[3], "games.options"),
                mode=columns.text(r[4], "games.mode"),
                status=columns.text(r[5], "games.status"),
                result=columns.result(r[6]), created=columns.text(r[7], "games.created"),
                updated=columns.text(r[8], "games.updated"), events=r[9],
                seed=columns.optional_integer(r[10], "games.seed"),
                bots=tuple(columns.seats(r[11], "games.bots")),
                challenge=columns.optional_text(r[12], "games.challenge"),
                match_id=columns.optional_integer(r[13], "games.match_id"),
                lang=columns.optional_text(r[14], "games.lang"))
        except columns.Shape as exc:
            raise self.damaged(exc, r[0]) from None

    def ratings(self, *, game: str | None = None,
                player: str | None = None) -> list[store_ratings.Rating]:
        """The current ratings (issue #25); a kind not rated yet since the store had no
        ratings, or since its order changed, is rated from its first game first, once."""
        self._fresh_ratings()
        with self.lock:
            return store_ratings.current(self.conn, game=game, player=player)

    def rating_history(self, game: str,
                       players: Iterable[str]) -> dict[str, list[tuple[str, float]]]:
        self._fresh_ratings()
        with self.lock:
            return store_ratings.history(self.conn, game, players)

    def _fresh_ratings(self) -> None:
        with self.lock:
            stale = store_ratings.stale_kinds(self.conn)
        for game in stale:
            with self._tx():
                store_ratings.rebuild(self.conn, game)

    @_locked
    def row(self, game_id: int) -> GameRow:
        rows = self.games(game_id=game_id)
        if not rows:
            raise BadInput("err_no_such_game", id=game_id)
        return rows[0]

    @_locked
    def setting(self, key: str) -> str | None:
        """What this machine keeps under ``key`` (None: nothing yet)."""
        row = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return columns.optional_text(row[0], "settings.value") if row else None

    def keep_setting(self, key: str, value: str | None) -> None:
        """Keep ``value`` under ``key`` on this machine (None: forget it)."""
        with self._tx():
            if value is None:
                self.conn.execute("DELETE FROM settings WHERE key = ?", (key,))
            else:
                self.conn.execute("INSERT INTO settings (key, value) VALUES (?, ?)"
                                  " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                                  (key, value))

    @_locked
    def game_ids(self) -> list[int]:
        return [r[0] for r in self.conn.execute(
            "SELECT id FROM games WHERE import_batch IS NULL ORDER BY id")]

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
            return self._create_match(
                NewMatch(game, players, bots, strategies, options, planned, seed))

    def _create_match(self, match: NewMatch) -> int:
        cur = self.conn.execute(
            "INSERT INTO matches (game, players, bots, strategies, options, planned, seed,"
            " created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (match.game, json.dumps(match.players), json.dumps(match.bots),
             json.dumps(match.strategies), json.dumps(match.options), match.planned,
             match.seed, now_stamp()))
        assert cur.lastrowid is not None
        return cur.lastrowid

    @_locked
    def match(self, match_id: int) -> MatchRow:
        row = self.conn.execute(
            "SELECT id, game, players, bots, strategies, options, planned, seed FROM matches"
            " WHERE id = ?", (match_id if 0 < match_id <= MAX_INTEGER else 0,)).fetchone()
        if row is None:
            raise BadInput("err_no_such_match", id=match_id)
        try:
            return MatchRow(id=row[0], game=columns.text(row[1], "matches.game"),
                            players=columns.names(row[2], "matches.players"),
                            bots=columns.seats(row[3], "matches.bots"),
                            strategies=columns.seat_strategies(row[4], "matches.strategies"),
                            options=columns.mapping(row[5], "matches.options"),
                            planned=columns.integer(row[6], "matches.planned"),
                            seed=columns.optional_integer(row[7], "matches.seed"))
        except columns.Shape as exc:
            raise damaged_row(self.path, "match", match_id, exc.reason()) from None

    # -- which window has a game open ------------------------------------------------------

    def claim(self, game_id: int, revision: int | None, *, take_over: bool = False) -> None:
        """Open a game in this window: refused while another window that is still running
        has it (unless ``take_over``), or when the game's revision is no longer the
        ``revision`` this window read it at (None: the caller reads it after claiming). The
        claim lasts until ``release`` or the end of the process."""
        token = self._claims.get(game_id) or claims.new_token()
        try:
            with self._tx():
                holder = self.holder(game_id)
                if (holder is not None and holder.token != token and holder.live()
                        and not take_over):
                    raise StoreFault("err_game_open_elsewhere", id=game_id, pid=holder.pid,
                                     host=holder.host, since=holder.since())
                stored = self._revision(game_id)  # an unknown game is refused here
                if revision is not None and stored != revision:
                    raise GameMovedOn("err_game_moved_on", id=game_id)
                self._take(game_id, token)
        except BaseException:
            if game_id not in self._claims:
                claims.let_go(token)
            raise
        self._claims[game_id] = token

    def _take(self, game_id: int, token: str) -> None:
        self.conn.execute(
            "INSERT OR REPLACE INTO claims (game_id, pid, host, started, token)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, os.getpid(), claims.this_host(), now_stamp(), token))

    def release(self, game_id: int) -> None:
        """Let go of a game this window has open. Quietly, and without waiting long: this
        runs on the way out, perhaps after the store failed, whose error must be the one
        shown; a claim left behind is taken over once this process is gone."""
        token = self._claims.pop(game_id, None)
        if token is None:
            return
        claims.let_go(token)
        try:
            with self.lock:
                self.conn.execute("PRAGMA busy_timeout = 200")
                try:
                    self.conn.execute("DELETE FROM claims WHERE game_id = ? AND token = ?",
                                      (game_id, token))
                finally:
                    self.conn.execute(f"PRAGMA busy_timeout = {int(self.busy * 1000)}")
        except (StoreFault, sqlite3.Error):
            pass

    @_locked
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
        return (holder is not None and holder.token != self._claims.get(game_id)
                and holder.live())

    def hold(self, game_id: int) -> bool:
        """Claim the game for this window unless another window that is still running has
        it (the web face holds every game it has open, and gives way to a terminal that
        took one over); whether this window holds it now."""
        holder = self.holder(game_id)
        if holder is not None and holder.token == self._claims.get(game_id):
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

    def _owned(self, game_id: int, revision: int) -> int:
        """Inside a write of a game's log or choices made ahead: no other window holds the
        game (took it over from this one, or has it open while this one never claimed it),
        and its revision is still the ``revision`` the writer read, never mind how many
        events the log holds (an undo and another move leave that as it was). The game's
        revision after this write, bumped here: one compare-and-set for every writer."""
        mine = self._claims.get(game_id)
        holder = self.holder(game_id)
        if holder is not None and holder.token != mine:
            if mine is not None:
                raise GameMovedOn("err_game_taken_over", id=game_id)
            if holder.live():
                raise GameMovedOn("err_game_open_elsewhere", id=game_id, pid=holder.pid,
                                  host=holder.host, since=holder.since())
        moved = self.conn.execute(
            "UPDATE games SET revision = revision + 1 WHERE id = ? AND revision = ?",
            (game_id, revision)).rowcount
        if moved != 1:
            raise GameMovedOn("err_game_moved_on", id=game_id)
        return revision + 1
