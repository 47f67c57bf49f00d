"""The store under faults (issue #13): another program holding the database, read-only, a full
disk, damaged pages and rows, a failed rollback, and two windows on one game. Each is one
``StoreFault`` naming its cause, and nothing is left half-written."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.events import BadInput, EventModel, Record
from tabletop.plugin import Chance, Decision
from tabletop.registry import get
from tabletop.session.dealers import RandomDealer
from tabletop.session.driver import Driver
from tabletop.session.playout import play_on
from tabletop.session.session import Session, make_options
from tabletop.store import claims
from tabletop.store import database as store_module
from tabletop.store.columns import MAX_INTEGER
from tabletop.store.database import Store
from tabletop.store.faults import BUSY_ENV, BUSY_SECONDS, GameMovedOn, StoreFault, busy_seconds
from tabletop.store.matches import Match

QUICK = 0.05  # seconds a test waits for a lock: the wait itself is not under test


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "t.db"


@pytest.fixture
def store(path: Path) -> Iterator[Store]:
    s = Store(path, busy=QUICK)
    s.conn.execute("PRAGMA synchronous = OFF")  # what reaches the disk is not under test
    yield s
    s.close()


def played(store: Store, steps: int = 6, seed: int = 7) -> Session:
    """A Scoundrel game as the app deals it, the first listed action taken each time."""
    game = get("scoundrel")
    session = Session.start(game, make_options(game, {}), ["Ada"], mode="play", seed=seed,
                            store=store)
    return play_on(session, seed, lambda _state, now, _step: now.actions[0], steps=steps)


def resumed(store: Store, game_id: int) -> Session:
    return Session.resume(store, game_id)


def next_event(session: Session) -> Any:
    """What the game takes next: a deal, or the first listed decision."""
    now = session.game.awaiting(session.state)
    if isinstance(now, Decision):
        return now.actions[0]
    assert isinstance(now, Chance), "the game is over"
    return RandomDealer(session.record.seed or 0).deal(now, session.chance_count)


def stored_count(path: Path, game_id: int) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT count(*) FROM events WHERE game_id = ?",
                                (game_id,)).fetchone()[0])
    finally:
        conn.close()


# ---- another program holds the database ----------------------------------------------------


@pytest.fixture
def held(path: Path, store: Store) -> Iterator[sqlite3.Connection]:
    """Another program's connection holding the whole database (BEGIN EXCLUSIVE)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield other
    if other.in_transaction:
        other.execute("ROLLBACK")
    other.close()


def test_a_held_database_is_in_use_not_damaged(store: Store, held: sqlite3.Connection) -> None:
    """issue #13: a lock was reported as "damaged"."""
    for attempt in (store.results.games, lambda: store.log.load(1), lambda: played(store)):
        with pytest.raises(StoreFault) as caught:
            attempt()
        assert caught.value.key == "err_store_busy"
        assert "in use by another program" in caught.value.message()
        assert "damaged" not in caught.value.message()
        assert str(store.path) in caught.value.message()


def test_opening_a_held_database_is_in_use(path: Path, store: Store,
                                           held: sqlite3.Connection) -> None:
    with pytest.raises(StoreFault) as caught:
        Store(path, busy=QUICK)
    assert caught.value.key == "err_store_busy"


def test_after_the_lock_is_let_go_the_store_works_and_kept_nothing_half(
        path: Path, store: Store) -> None:
    session = played(store)
    game_id = session.game_id
    assert game_id is not None
    before = stored_count(path, game_id)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    with pytest.raises(StoreFault):
        session.apply(next_event(session))
    assert len(session.events) == before  # the session took the event back
    other.execute("ROLLBACK")
    other.close()
    session.apply(next_event(session))
    assert stored_count(path, game_id) == before + 1
    assert store.log.load(game_id).event_list() == session.events


def test_the_wait_for_a_lock_is_set_by_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(BUSY_ENV, "0.25")
    assert busy_seconds() == 0.25
    for junk in ("", "soon", "-1", "nan", "1e9"):
        monkeypatch.setenv(BUSY_ENV, junk)
        assert busy_seconds() == BUSY_SECONDS
    monkeypatch.setenv(BUSY_ENV, "0.05")
    assert Store().busy == 0.05


# ---- read-only ---------------------------------------------------------------------------


def read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every store opens read-only, as on a write-protected medium (root may write to any
    file, so a file's permissions can't stand for it in every test run)."""

    def connect(path: Path, busy: float) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=busy,
                               isolation_level=None, check_same_thread=False)

    monkeypatch.setattr(store_module, "connect", connect)


def test_a_read_only_store_reads_and_refuses_to_write(path: Path, store: Store,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    session = played(store)
    read_only(monkeypatch)
    again = Store(path, busy=QUICK)
    try:
        assert [row.id for row in again.results.games()] == [session.game_id]
        with pytest.raises(StoreFault) as caught:
            played(again)
        assert caught.value.key == "err_store_readonly"
        assert "can't be written" in caught.value.message()
        assert [row.id for row in again.results.games()] == [session.game_id]
    finally:
        again.close()


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="file permissions bind only a user without root's rights")
def test_a_write_protected_file_is_read_only(path: Path, store: Store) -> None:
    played(store)
    store.close()
    path.chmod(0o444)
    try:
        again = Store(path, busy=QUICK)
        with pytest.raises(StoreFault) as caught:
            played(again)
        assert caught.value.key == "err_store_readonly"
        assert "the file is read-only" in caught.value.message()
        again.close()
    finally:
        path.chmod(0o644)


# ---- a full disk -------------------------------------------------------------------------


def test_a_full_disk_keeps_everything_before_it(path: Path, store: Store) -> None:
    game = get("halunken")  # games of bots, until their logs outgrow the pages there are
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages + 2}")  # the disk is nearly full
    with pytest.raises(StoreFault) as caught:
        for seed in range(100):
            session = Session.start(game, make_options(game, {}), ["A", "B", "C", "D"],
                                    mode="play", seed=seed, store=store, bots=[0, 1, 2, 3])
            Driver.for_session(session).run()
    game_id = session.game_id
    assert game_id is not None
    assert caught.value.key == "err_store_full"
    assert "is full" in caught.value.message()
    assert 0 < stored_count(path, game_id) == len(session.events)  # all but the failed one
    assert not store.conn.in_transaction
    store.conn.execute(f"PRAGMA max_page_count = {pages * 100}")  # space again
    again = Session.resume(store, game_id)
    Driver.for_session(again).run()
    assert again.over and store.results.row(game_id).status != "playing"


# ---- damaged pages and rows ----------------------------------------------------------------


def test_garbage_over_the_pages_is_damaged(path: Path, store: Store) -> None:
    events = [EventModel(actor=0, kind="play", data={"card": "7D"})] * 100
    for _ in range(20):
        store.log.create(Record(game="scoundrel", players=["Ada"],
                            events=events))
    store.close()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page:len(data)] = os.urandom(len(data) - 2 * page)  # every page but the first two
    path.write_bytes(bytes(data))
    with pytest.raises(StoreFault) as caught:
        damaged = Store(path, busy=QUICK)
        try:
            damaged.results.games()
            for game_id in damaged.results.game_ids():
                damaged.log.load(game_id)
        finally:
            damaged.close()
    assert caught.value.key == "err_store_damaged"
    assert "damaged" in caught.value.message()


@pytest.mark.parametrize(("table", "column", "value", "named"), [
    ("events", "data", "{not json", "events.data"),
    ("events", "data", None, "events.data"),
    ("events", "actor", None, "actor"),
    ("events", "actor", '"someone"', "actor"),
    ("events", "kind", None, "events.kind"),
    ("events", "data", "[1, 2]", "data"),
    ("events", "data", "[" * 3000, "data"),
    ("games", "players", "not json", "games.players"),
    ("games", "players", '"Ada"', "games.players"),
    ("games", "players", "[1]", "games.players"),
    ("games", "options", None, "games.options"),
    ("games", "result", '{"players": [{"name": "Ada", "total": "many"}]}', "games.result"),
    ("games", "result", '{"winners": [3]}', "games.result"),
    ("games", "result", "[]", "games.result"),
    ("games", "bots", '{"0": 1}', "games.bots"),
    ("games", "seed", "seven", "games.seed"),
    ("games", "updated", None, "games.updated"),
])
def test_a_row_of_the_wrong_shape_is_named(store: Store, table: str, column: str, value: Any,
                                           named: str) -> None:
    """issue #13: NULLs, bad JSON and wrong types in events and results."""
    session = played(store)
    played(store, seed=8)  # another game, which stays readable
    game_id = session.game_id
    assert game_id is not None
    store.conn.execute("PRAGMA ignore_check_constraints = ON")
    key = "game_id" if table == "events" else "id"
    # NOT NULL is a constraint SQLite enforces: a NULL can only come from another schema, so
    # the column is rebuilt without it for those cases.
    if value is None:
        store.conn.executescript(f"PRAGMA foreign_keys = OFF; PRAGMA writable_schema = ON;"
                                 f"UPDATE sqlite_master SET sql = replace(sql, '{column} TEXT "
                                 f"NOT NULL', '{column} TEXT') WHERE name = '{table}';"
                                 f"PRAGMA writable_schema = OFF;")
        store.close()
        store.__init__(store.path, busy=QUICK)  # type: ignore[misc]
    store.conn.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?", (value, game_id))
    with pytest.raises(StoreFault) as caught:
        store.results.games() if table == "games" else store.log.load(game_id)
        store.log.load(game_id)
    message = caught.value.message()
    assert caught.value.key == "err_store_damaged"
    assert f"game {game_id}" in message and named in message, message
    assert "\n" not in message
    other = [row for row in store.results.games(game="scoundrel")
             if row.id != game_id] if table == "events" else []
    assert all(store.log.load(row.id) for row in other)


def test_a_damaged_match_row_is_named(store: Store) -> None:
    match_id = store.matches.create(
        Match("halunken", ["A", "B"], [0, 1], {0: "basic"}, {}, 3, None))
    store.conn.execute("UPDATE matches SET strategies = '{\"seat\": 1}'")
    with pytest.raises(StoreFault) as caught:
        store.matches.get(match_id)
    assert f"match {match_id}" in caught.value.message()


# ---- a rollback that fails -----------------------------------------------------------------


class FailingRollback:
    """A connection whose ROLLBACK fails (the disk went away between the two)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    def execute(self, sql: str, *args: Any) -> Any:
        if sql == "ROLLBACK":
            raise sqlite3.OperationalError("disk I/O error")
        return self.conn.execute(sql, *args)

    def close(self) -> None:
        self.conn.close()


def test_a_failed_rollback_does_not_hide_the_first_error(store: Store) -> None:
    real = store.conn
    store.conn = FailingRollback(real)  # type: ignore[assignment]
    try:
        with pytest.raises(ZeroDivisionError), store.transaction():
            store.conn.execute("INSERT INTO web_host (key) VALUES ('x')")
            _ = 1 / 0
    finally:
        real.execute("ROLLBACK")
        store.conn = real
    assert store.conn.execute("SELECT count(*) FROM web_host").fetchone()[0] == 0


def test_a_full_disk_is_the_error_shown_though_sqlite_rolled_back(store: Store) -> None:
    """SQLite ends the transaction itself on SQLITE_FULL: no second ROLLBACK is tried, and
    the error shown is the full disk."""
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(StoreFault) as caught, store.transaction():
        store.conn.execute("CREATE TABLE filler (x TEXT)")
        for _ in range(100):
            store.conn.execute("INSERT INTO filler VALUES (?)", ("x" * 4000,))
    assert caught.value.key == "err_store_full"


# ---- numbers the store can't hold ----------------------------------------------------------


@pytest.mark.parametrize("number", [0, -1, MAX_INTEGER + 1, 2**64, 10**40])
def test_an_id_beyond_sqlite_is_no_such_game(store: Store, number: int) -> None:
    for look in (store.log.load, store.results.row):
        with pytest.raises(BadInput) as caught:
            look(number)
        assert caught.value.key == "err_no_such_game"
    with pytest.raises(BadInput) as caught:
        store.matches.get(number)
    assert caught.value.key == "err_no_such_match"
    assert store.results.games(match_id=number, limit=2**70) == []


# ---- two windows on one game ---------------------------------------------------------------


@pytest.fixture
def window(path: Path) -> Iterator[Store]:
    """A second window: its own connection (in this process, as in another)."""
    s = Store(path, busy=QUICK)
    yield s
    s.close()


def test_a_second_window_is_told_the_game_is_open(store: Store, window: Store) -> None:
    session = played(store)
    game_id = session.game_id
    assert game_id is not None
    store.claims.claim(game_id, session.revision)
    with pytest.raises(StoreFault) as caught:
        window.claims.claim(game_id, session.revision)
    assert caught.value.key == "err_game_open_elsewhere"
    assert f"process {os.getpid()}" in caught.value.message()
    assert window.claims.open_elsewhere(game_id) and not store.claims.open_elsewhere(game_id)
    store.claims.release(game_id)
    window.claims.claim(game_id, session.revision)  # let go: the other window may have it


def test_both_windows_moving_is_a_message_not_an_integrity_error(store: Store,
                                                                 window: Store) -> None:
    """issue #13: an IntegrityError traceback when both move. The one that moves second
    hears the game moved on, and the log keeps the first one's move."""
    first = played(store)
    game_id = first.game_id
    assert game_id is not None
    second = resumed(window, game_id)
    event = next_event(first)
    first.apply(event)
    with pytest.raises(GameMovedOn) as caught:
        second.apply(next_event(second))
    assert caught.value.key == "err_game_moved_on"
    assert f"tabletop resume {game_id}" in caught.value.message()
    assert len(second.events) == len(first.events) - 1  # taken back in that window
    with pytest.raises(GameMovedOn):
        second.truncate(len(second.events) - 1)  # an undo there would drop the move here
    assert window.log.load(game_id).event_list() == first.events


def test_a_claim_left_by_a_process_that_is_gone_is_taken_over(store: Store,
                                                              window: Store) -> None:
    session = played(store)
    game_id = session.game_id
    assert game_id is not None
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    pid = int(gone.stdout)
    assert not claims.pid_alive(pid)
    store.conn.execute("INSERT INTO claims VALUES (?, ?, ?, '2020-01-01T00:00:00+00:00', 'x')",
                       (game_id, pid, claims.this_host()))
    window.claims.claim(game_id, session.revision)
    holder = window.claims.holder(game_id)
    assert holder is not None and holder.pid == os.getpid()


def test_a_claim_left_by_a_closed_store_of_this_process_is_taken_over(path: Path,
                                                                     window: Store) -> None:
    first = Store(path, busy=QUICK)
    session = played(first)
    assert session.game_id is not None
    first.claims.claim(session.game_id, session.revision)
    first.close()  # closed without letting go, as a window that ended abruptly
    window.claims.claim(session.game_id, session.revision)


def test_a_claim_from_another_machine_stands_until_taken_over(store: Store,
                                                              window: Store) -> None:
    session = played(store)
    game_id = session.game_id
    assert game_id is not None
    store.claims.claim(game_id, session.revision)
    store.conn.execute("UPDATE claims SET host = 'elsewhere'")
    with pytest.raises(StoreFault) as caught:
        window.claims.claim(game_id, session.revision)
    assert "elsewhere" in caught.value.message()
    assert f"tabletop resume {game_id} --take-over" in caught.value.message()
    window.claims.claim(game_id, session.revision, take_over=True)
    with pytest.raises(GameMovedOn) as taken:  # the first window may not write any more
        session.apply(next_event(session))
    assert taken.value.key == "err_game_taken_over"
    moved = resumed(window, game_id)
    moved.apply(next_event(moved))


def test_a_window_that_read_an_older_revision_can_not_claim(store: Store, window: Store) -> None:
    session = played(store)
    game_id = session.game_id
    assert game_id is not None
    with pytest.raises(GameMovedOn):
        window.claims.claim(game_id, session.revision - 1)
    assert window.claims.holder(game_id) is None


def test_a_damaged_claim_protects_nothing(store: Store, window: Store) -> None:
    session = played(store)
    game_id = session.game_id
    assert game_id is not None
    store.claims.claim(game_id, session.revision)
    store.conn.execute("UPDATE claims SET pid = 'many'")
    window.claims.claim(game_id, session.revision)
