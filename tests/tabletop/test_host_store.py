"""tabletop.store.database: SQLite records, one committed row per event, refusing what it
can't read."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.events import CHANCE, BadInput, Event, EventModel, Record
from tabletop.store.database import Store, home
from tabletop.store.faults import GameMovedOn
from tabletop.store.migrations import SCHEMA_VERSION

EVENTS = [
    Event(CHANCE, "room", {"values": ["7D", "KS", "5H", "9C"]}),
    Event(0, "play", {"card": "7D"}),
    Event(0, "play", {"card": "KS", "with": "bare"}),
    Event(0, "run"),
]


def record(events: list[Event] | None = None, *, game: str = "scoundrel", seed: int | None = 7,
           mode: str = "play", players: list[str] | None = None) -> Record:
    return Record(game=game, options={"weapon_rule": "lower"},
                  players=players or ["Ada"], seed=seed, mode=mode,  # type: ignore[arg-type]
                  events=[EventModel(**e.to_json()) for e in events or []])


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(tmp_path / "t.db")
    yield s
    s.close()


def test_home_follows_tabletop_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "elsewhere"))
    assert home() == tmp_path / "elsewhere"
    s = Store()
    try:
        assert s.path == tmp_path / "elsewhere" / "tabletop.db"
        assert s.path.is_file()
    finally:
        s.close()


def test_conftest_points_home_into_tmp(tmp_path: Path) -> None:
    assert home().is_relative_to(tmp_path)


def test_new_database_gets_the_schema_version(tmp_path: Path) -> None:
    Store(tmp_path / "new.db").close()
    conn = sqlite3.connect(tmp_path / "new.db")
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        conn.close()


def test_create_and_load_round_trip(store: Store) -> None:
    original = record(EVENTS, players=["Ada", "Bo"], seed=None, mode="table")
    game_id = store.log.create(original)
    assert store.log.load(game_id) == original
    assert store.log.load(game_id).event_list() == EVENTS


def test_create_gives_distinct_ids(store: Store) -> None:
    ids = [store.log.create(record()) for _ in range(3)]
    assert len(set(ids)) == 3


def test_append_commits_each_event(store: Store, tmp_path: Path) -> None:
    game_id = store.log.create(record())
    for seq, event in enumerate(EVENTS):
        assert store.log.append(game_id, seq, event, revision=seq) == seq + 1
        # another connection (another process) sees it at once: it is committed
        other = Store(tmp_path / "t.db")
        try:
            assert other.log.load(game_id).event_list() == EVENTS[:seq + 1]
        finally:
            other.close()


def test_append_same_seq_twice_is_refused_and_keeps_the_first(store: Store) -> None:
    game_id = store.log.create(record())
    store.log.append(game_id, 0, EVENTS[0], revision=0)
    with pytest.raises((sqlite3.IntegrityError, BadInput)):
        store.log.append(game_id, 0, EVENTS[1], revision=1)
    assert store.log.load(game_id).event_list() == EVENTS[:1]
    store.log.append(game_id, 1, EVENTS[1], revision=1)  # no transaction left open
    assert store.log.load(game_id).event_list() == EVENTS[:2]


def test_truncate_keeps_a_prefix(store: Store) -> None:
    game_id = store.log.create(record(EVENTS))
    revision = store.log.truncate(game_id, 2, revision=0)
    assert store.log.load(game_id).event_list() == EVENTS[:2]
    revision = store.log.append(game_id, 2, EVENTS[3], revision=revision)
    assert store.log.load(game_id).event_list() == [*EVENTS[:2], EVENTS[3]]
    store.log.truncate(game_id, 0, revision=revision)
    assert store.log.load(game_id).event_list() == []


def test_truncate_touches_only_that_game(store: Store) -> None:
    first = store.log.create(record(EVENTS))
    second = store.log.create(record(EVENTS))
    store.log.truncate(first, 1, revision=0)
    assert store.log.load(second).event_list() == EVENTS
    assert store.log.load_at(second) == (store.log.load(second), 0)


def test_finish_and_truncate_reopens(store: Store) -> None:
    game_id = store.log.create(record(EVENTS))
    result = {"status": "won", "winners": ["Ada"], "players": [{"name": "Ada", "total": 21}]}
    revision = store.log.finish(game_id, "won", result, revision=0)
    row = store.results.games()[0]
    assert (row.id, row.status, row.result) == (game_id, "won", result)
    assert store.results.games(unfinished=True) == []
    store.log.truncate(game_id, 3, revision=revision)  # undo after the end: open again
    row = store.results.games()[0]
    assert (row.status, row.result, row.events) == ("playing", None, 3)
    assert [r.id for r in store.results.games(unfinished=True)] == [game_id]


def test_every_write_of_a_game_bumps_its_revision_once(store: Store) -> None:
    """issue #37: the log's revision, not its length, says whether it changed."""
    game_id = store.log.create(record())
    other = store.log.create(record())
    assert store.log.revision(game_id) == 0
    assert store.log.append(game_id, 0, EVENTS[0], revision=0) == 1
    assert store.log.keep_pending(game_id, {0: EVENTS[1]}, revision=1) == 2
    assert store.log.truncate(game_id, 1, revision=2, then=EVENTS[1:3]) == 3
    assert store.log.truncate(game_id, 0, revision=3) == 4
    assert store.log.finish(game_id, "lost", {"status": "lost"}, revision=4) == 5
    assert (store.log.revision(game_id), store.log.revision(other)) == (5, 0)
    assert store.log.load_at(game_id) == (store.log.load(game_id), 5)


def snapshot(store: Store, game_id: int) -> tuple[object, ...]:
    row = store.results.row(game_id)
    return store.log.load_at(game_id), store.log.pending(game_id), row.status, row.result


def test_a_write_at_an_old_revision_is_refused_and_changes_nothing(store: Store) -> None:
    """issue #37: another window undid the last entry and made another: the log has its old
    length again, so only the revision tells that a write made on the log before is stale."""
    game_id = store.log.create(record(EVENTS[:2]))
    read = store.log.revision(game_id)
    moved = store.log.truncate(game_id, 1, revision=read)
    moved = store.log.append(game_id, 1, EVENTS[2], revision=moved)  # as long as before
    assert store.results.row(game_id).events == 2
    before = snapshot(store, game_id)
    result = {"status": "lost", "winners": [], "players": []}
    writes = [lambda: store.log.append(game_id, 2, EVENTS[3], revision=read),
              lambda: store.log.append(game_id, 2, EVENTS[3], ("lost", result), revision=read),
              lambda: store.log.truncate(game_id, 1, revision=read),
              lambda: store.log.truncate(game_id, 1, revision=read, then=[EVENTS[1]]),
              lambda: store.log.finish(game_id, "lost", result, revision=read),
              lambda: store.log.keep_pending(game_id, {0: EVENTS[3]}, revision=read),
              lambda: store.log.append(game_id, 2, EVENTS[3], revision=moved + 1)]
    for write in writes:
        with pytest.raises(GameMovedOn) as refused:
            write()
        assert refused.value.key == "err_game_moved_on"
        assert "\n" not in refused.value.message()
        assert snapshot(store, game_id) == before
        assert not store.conn.in_transaction
    assert store.log.append(game_id, 2, EVENTS[3], revision=moved) == moved + 1


def test_a_window_that_never_claimed_a_game_another_holds_may_not_write_it(
        store: Store, tmp_path: Path) -> None:
    """One writer per game: the web face gives way to a terminal that has the game open."""
    game_id = store.log.create(record())
    terminal = Store(tmp_path / "t.db")
    try:
        terminal.claims.claim(game_id, 0)
        with pytest.raises(GameMovedOn) as refused:
            store.log.append(game_id, 0, EVENTS[0], revision=0)
        assert refused.value.key == "err_game_open_elsewhere"
        assert not store.claims.hold(game_id) and store.claims.open_elsewhere(game_id)
        assert (store.log.revision(game_id), store.results.row(game_id).events) == (0, 0)
        terminal.claims.release(game_id)
        assert store.claims.hold(game_id) and terminal.claims.open_elsewhere(game_id)
        store.log.append(game_id, 0, EVENTS[0], revision=0)
    finally:
        terminal.close()


def test_games_listing(store: Store) -> None:
    a = store.log.create(record(EVENTS, players=["Ada"]))
    b = store.log.create(record(EVENTS[:1], game="other", players=["Bo", "Cy"]))
    c = store.log.create(record([], mode="table"))
    store.log.finish(a, "lost", {"status": "lost", "winners": [], "players": []}, revision=0)
    rows = {r.id: r for r in store.results.games()}
    assert set(rows) == {a, b, c}
    assert (rows[a].game, rows[a].status, rows[a].events) == ("scoundrel", "lost", len(EVENTS))
    assert (rows[b].game, rows[b].players, rows[b].events) == ("other", ["Bo", "Cy"], 1)
    assert (rows[c].mode, rows[c].options) == ("table", {"weapon_rule": "lower"})
    assert rows[c].created and rows[c].updated
    assert {r.id for r in store.results.games(unfinished=True)} == {b, c}
    assert {r.id for r in store.results.games(game="other")} == {b}
    assert {r.id for r in store.results.games(game="scoundrel", unfinished=True)} == {c}
    assert len(store.results.games(limit=2)) == 2
    ordered = [r.id for r in store.results.games()]
    assert ordered == sorted(ordered, key=lambda i: (rows[i].updated, i), reverse=True)


def test_games_listing_empty(store: Store) -> None:
    assert store.results.games() == []


def test_load_unknown_game(store: Store) -> None:
    with pytest.raises(BadInput) as info:
        store.log.load(999)
    assert info.value.key == "err_no_such_game"
    assert info.value.params["id"] == 999


def test_reopened_store_keeps_everything(tmp_path: Path) -> None:
    first = Store(tmp_path / "t.db")
    original = record(EVENTS)
    game_id = first.log.create(original)
    first.close()
    again = Store(tmp_path / "t.db")
    try:
        assert again.log.load(game_id) == original
    finally:
        again.close()


# --- damaged and newer files ----------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_random_bytes_are_refused_as_damaged(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "t.db"
    data = random.Random(seed).randbytes(8192)
    path.write_bytes(data)
    with pytest.raises(BadInput) as info:
        Store(path)
    assert info.value.key == "err_store_damaged"
    assert info.value.params["path"] == str(path)
    assert str(path) in info.value.message()
    assert path.read_bytes() == data


def test_text_file_is_refused_as_damaged(tmp_path: Path) -> None:
    path = tmp_path / "t.db"
    path.write_text("this is not a database\n" * 100)
    with pytest.raises(BadInput) as info:
        Store(path)
    assert info.value.key == "err_store_damaged"


def test_other_sqlite_database_is_refused_as_damaged(tmp_path: Path) -> None:
    """A SQLite file of the current version without tabletop's tables is not ours."""
    path = tmp_path / "t.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (x TEXT)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.commit()
    conn.close()
    with pytest.raises(BadInput) as info:
        Store(path)
    assert info.value.key == "err_store_damaged"


def test_directory_in_the_way_is_refused_as_damaged(tmp_path: Path) -> None:
    path = tmp_path / "t.db"
    path.mkdir()
    with pytest.raises(BadInput) as info:
        Store(path)
    assert info.value.key == "err_store_damaged"


def test_damaged_event_row_is_reported_on_load(store: Store) -> None:
    game_id = store.log.create(record(EVENTS))
    store.conn.execute("UPDATE events SET data = '{not json' WHERE seq = 1")
    with pytest.raises(BadInput) as info:
        store.log.load(game_id)
    assert info.value.key == "err_store_damaged"


def test_damaged_game_row_is_reported_on_listing(store: Store) -> None:
    store.log.create(record(EVENTS))
    store.conn.execute("UPDATE games SET players = 'not json'")
    with pytest.raises(BadInput) as info:
        store.results.games()
    assert info.value.key == "err_store_damaged"


def test_newer_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "t.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future (x TEXT)")
    conn.execute("INSERT INTO future VALUES ('from tomorrow')")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    siblings = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(BadInput) as info:
        Store(path)
    assert info.value.key == "err_store_newer"
    assert info.value.params["path"] == str(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == siblings
    # and it stays refused (the refusal did not "upgrade" anything)
    with pytest.raises(BadInput):
        Store(path)
    assert path.read_bytes() == before


def test_append_the_last_event_finishes_the_game(store: Store) -> None:
    game_id = store.log.create(record(EVENTS[:3]))
    result = {"status": "lost", "winners": [], "players": [{"name": "Ada", "total": -20}]}
    store.log.append(game_id, 3, EVENTS[3], ("lost", result), revision=0)
    row = store.results.games()[0]
    assert (row.status, row.result, row.events) == ("lost", result, 4)
