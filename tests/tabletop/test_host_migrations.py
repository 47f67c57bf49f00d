"""tabletop.store.database: the schema version and its migrations, from the first schema to
the current.

A version-1 database is built here exactly as the first tabletop made it (the SQL of
MIGRATIONS[0], ``PRAGMA user_version = 1``) and filled by hand in that old shape.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tabletop.cli.app import app
from tabletop.events import CHANCE, BadInput, Event, EventModel, Record
from tabletop.store import database as store_module
from tabletop.store.database import Store
from tabletop.store.migrations import MIGRATIONS, SCHEMA_VERSION

OLD_GAMES: list[dict[str, Any]] = [
    # a finished two-player game with a bot in seat 1
    {"game": "dungeon-dice", "plugin_version": "1", "options": {}, "players": ["Ann", "Robo"],
     "seed": 3, "mode": "play", "bots": [1], "status": "over",
     "result": {"status": "over", "winners": ["Ann"],
                "players": [{"name": "Ann", "total": 14}, {"name": "Robo", "total": 9}]},
     "created": "2023-05-01T10:00:00+00:00", "updated": "2023-05-01T10:30:00+00:00",
     "events": [Event(0, "hero", {"hero": "knight"}), Event(1, "hero", {"hero": "minstrel"})]},
    # a solo game at the table, unfinished; the same person written in another case
    {"game": "scoundrel", "plugin_version": "1", "options": {"weapon_rule": "lower"},
     "players": ["ann"], "seed": None, "mode": "table", "bots": [], "status": "playing",
     "result": None, "created": "2023-05-02T09:00:00+00:00",
     "updated": "2023-05-02T09:05:00+00:00",
     "events": [Event(CHANCE, "room", {"values": ["7D", "KS", "5H", "9C"]}),
                Event(0, "play", {"card": "7D"})]},
    # a finished solo game of somebody else
    {"game": "scoundrel", "plugin_version": "1", "options": {}, "players": ["Cy"], "seed": 42,
     "mode": "play", "bots": [], "status": "won",
     "result": {"status": "won", "winners": ["Cy"], "players": [{"name": "Cy", "total": 7}]},
     "created": "2023-05-03T09:00:00+00:00", "updated": "2023-05-03T09:20:00+00:00",
     "events": [Event(CHANCE, "room", {"values": ["2S", "3S", "4S", "5S"]})]},
    # three players, no events yet, default columns left to the schema
    {"game": "halunken", "plugin_version": "1", "options": {"variant": "intro"},
     "players": ["Bo", "ANN", "Dee"], "seed": 9, "mode": "play",
     "created": "2023-05-04T09:00:00+00:00", "updated": "2023-05-04T09:00:00+00:00",
     "events": []},
]


def make_v1(path: Path, games: list[dict[str, Any]] = OLD_GAMES) -> None:
    """A database as the first tabletop left it: schema 1, rows written in the old shape."""
    conn = sqlite3.connect(path)
    conn.executescript(MIGRATIONS[0])
    conn.execute("PRAGMA user_version = 1")
    for game in games:
        columns = ["game", "plugin_version", "options", "players", "seed", "mode", "created",
                   "updated"]
        values: list[Any] = [game["game"], game["plugin_version"], json.dumps(game["options"]),
                             json.dumps(game["players"]), game["seed"], game["mode"],
                             game["created"], game["updated"]]
        for optional in ("bots", "status", "result"):
            if optional in game:
                columns.append(optional)
                value = game[optional]
                values.append(value if isinstance(value, str) or value is None
                              else json.dumps(value))
        cur = conn.execute(f"INSERT INTO games ({', '.join(columns)}) VALUES "
                           f"({', '.join('?' * len(columns))})", values)
        for seq, event in enumerate(game["events"]):
            conn.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?)",
                         (cur.lastrowid, seq, json.dumps(event.actor), event.kind,
                          json.dumps(event.data)))
    conn.commit()
    conn.close()


def read(path: Path, query: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(query).fetchall()
    finally:
        conn.close()


def version(path: Path) -> int:
    value: int = read(path, "PRAGMA user_version")[0][0]
    return value


def tables(path: Path) -> set[str]:
    return {r[0] for r in read(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}


def columns(path: Path, table: str) -> list[str]:
    return [r[1] for r in read(path, f"PRAGMA table_info({table})")]


OLD_GAME_COLUMNS = ("id, game, options, players, seed, mode, bots, status, result, created, "
                    "updated")  # and plugin_version, which migration 11 drops


def at_version(path: Path, steps: int) -> sqlite3.Connection:
    """A store built by the first ``steps`` migrations, as an older tabletop left it."""
    conn = sqlite3.connect(path)
    conn.create_function("person_key", 1, lambda name: name.casefold())
    for step, script in enumerate(MIGRATIONS[:steps]):
        conn.executescript(f"BEGIN;{script};PRAGMA user_version = {step + 1};COMMIT;")
    return conn


@pytest.fixture
def v1(tmp_path: Path) -> Path:
    path = tmp_path / "old.db"
    make_v1(path)
    return path


def test_the_first_schema_is_what_make_v1_builds(v1: Path) -> None:
    assert version(v1) == 1
    assert tables(v1) >= {"games", "events"}
    assert "players" not in tables(v1)
    assert "uid" not in columns(v1, "games")
    assert SCHEMA_VERSION == len(MIGRATIONS) >= 2


def test_a_version_1_database_is_migrated_and_keeps_every_game_and_event(v1: Path) -> None:
    games_before = read(v1, f"SELECT {OLD_GAME_COLUMNS} FROM games ORDER BY id")
    events_before = read(v1, "SELECT * FROM events ORDER BY game_id, seq")
    store = Store(v1)
    try:
        assert version(v1) == SCHEMA_VERSION
        assert read(v1, f"SELECT {OLD_GAME_COLUMNS} FROM games ORDER BY id") == games_before
        assert read(v1, "SELECT * FROM events ORDER BY game_id, seq") == events_before
        assert len(events_before) == sum(len(g["events"]) for g in OLD_GAMES)
        # every game loads as a record, its events as they were written
        for game_id, old in enumerate(OLD_GAMES, 1):
            record = store.log.load(game_id)
            assert (record.game, record.players, record.seed, record.mode) == (
                old["game"], old["players"], old["seed"], old["mode"])
            assert record.options == old["options"]
            assert record.bots == old.get("bots", [])
            assert record.strategies == {}
            assert record.created == old["created"]
            assert record.event_list() == old["events"]
        rows = {r.id: r for r in store.results.games()}
        assert [rows[i].status for i in (1, 2, 3, 4)] == ["over", "playing", "won", "playing"]
        assert rows[1].result == OLD_GAMES[0]["result"]
        assert rows[1].bots == (1,)
        assert rows[2].events == 2
        assert all(r.challenge is None and r.match_id is None for r in rows.values())
    finally:
        store.close()


def test_migration_gives_each_game_its_own_uid(v1: Path) -> None:
    Store(v1).close()
    uids = [r[0] for r in read(v1, "SELECT uid FROM games ORDER BY id")]
    assert len(uids) == len(OLD_GAMES) == len(set(uids))
    assert all(isinstance(u, str) and re.fullmatch(r"[0-9a-f]{32}", u) for u in uids), uids
    store = Store(v1)
    try:
        assert all(store.imports.has_uid(u) for u in uids)
        assert store.log.load(1).uid == uids[0]
    finally:
        store.close()


def test_migration_makes_one_player_per_person_and_seats_per_game(v1: Path) -> None:
    Store(v1).close()
    names = [r[0] for r in read(v1, "SELECT name FROM players ORDER BY id")]
    # 'Ann', 'ann' and 'ANN' are one person (as first written); everyone else once
    assert sorted(names, key=str.casefold) == ["Ann", "Bo", "Cy", "Dee", "Robo"]
    seats = read(v1, "SELECT s.game_id, s.seat, p.name, s.bot FROM seats s JOIN players p"
                     " ON p.id = s.player_id ORDER BY s.game_id, s.seat")
    assert seats == [(1, 0, "Ann", 0), (1, 1, "Robo", 1),
                     (2, 0, "Ann", 0),
                     (3, 0, "Cy", 0),
                     (4, 0, "Bo", 0), (4, 1, "Ann", 0), (4, 2, "Dee", 0)]
    store = Store(v1)
    try:
        assert store.results.player_name("ANN") == "Ann"
        assert store.results.player_name("nobody") is None
        # the person's games are found by any spelling of the name
        assert [r.id for r in store.results.games(player="aNN", oldest_first=True)] == [1, 2, 4]
        assert [r.id for r in store.results.games(player="robo")] == [1]
    finally:
        store.close()


def test_a_migrated_store_takes_new_games_for_the_same_people(v1: Path) -> None:
    store = Store(v1)
    try:
        new = Record(game="scoundrel", players=["ANN"], seed=1,
                     events=[EventModel(actor=CHANCE, kind="room",
                                        data={"values": ["7D", "KS", "5H", "9C"]})])
        game_id = store.log.create(new)
        assert game_id == len(OLD_GAMES) + 1
        assert store.log.load(game_id) == new
        ann = store.results.games(player="ann", oldest_first=True)
        assert [r.id for r in ann] == [1, 2, 4, game_id]
    finally:
        store.close()
    assert read(v1, "SELECT count(*) FROM players WHERE name = 'ann' COLLATE NOCASE") == [(1,)]


def test_an_empty_version_1_database_migrates(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    make_v1(path, [])
    Store(path).close()
    assert version(path) == SCHEMA_VERSION
    assert tables(path) >= {"games", "events", "players", "seats", "matches"}
    assert {"uid", "strategies", "challenge", "match_id"} <= set(columns(path, "games"))


def test_a_new_database_gets_every_step(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    Store(path).close()
    assert version(path) == SCHEMA_VERSION
    assert tables(path) >= {"games", "events", "players", "seats", "matches"}
    # and a database made now has the same tables and columns as a migrated one
    old = tmp_path / "old.db"
    make_v1(old, [])
    Store(old).close()
    for table in ("games", "events", "players", "seats", "matches"):
        assert columns(path, table) == columns(old, table), table


def test_migrating_twice_changes_nothing(v1: Path) -> None:
    Store(v1).close()
    snapshot = [read(v1, f"SELECT * FROM {t} ORDER BY 1, 2") for t in ("games", "events",
                                                                          "players", "seats")]
    Store(v1).close()
    assert [read(v1, f"SELECT * FROM {t} ORDER BY 1, 2") for t in ("games", "events", "players",
                                                                    "seats")] == snapshot


def test_a_migrated_database_reads_in_history_and_stats(
        v1: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    v1.rename(home / "tabletop.db")
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    runner = CliRunner()
    result = runner.invoke(app, ["history", "--json"])
    assert result.exit_code == 0, result.output
    listed = json.loads(result.stdout)["games"]
    assert sorted(g["id"] for g in listed) == [1, 2, 3, 4]
    by_id = {g["id"]: g for g in listed}
    assert by_id[1]["result"] == OLD_GAMES[0]["result"]
    assert by_id[2]["status"] == "playing" and by_id[2]["entries"] == 2
    result = runner.invoke(app, ["stats", "--json", "--player", "ann"])
    assert result.exit_code == 0, result.output
    assert [(s["player"], s["game"], s["played"], s["wins"], s["best"])
            for s in json.loads(result.stdout)["stats"]] == [("Ann", "dungeon-dice", 1, 1, 14)]
    assert version(home / "tabletop.db") == SCHEMA_VERSION


# --- refused: newer, damaged, failing -------------------------------------------------------


def test_a_newer_database_is_refused_and_its_bytes_stay(v1: Path) -> None:
    Store(v1).close()
    conn = sqlite3.connect(v1)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = v1.read_bytes()
    with pytest.raises(BadInput) as info:
        Store(v1)
    assert info.value.key == "err_store_newer"
    assert str(v1) in info.value.message()
    assert v1.read_bytes() == before
    assert version(v1) == SCHEMA_VERSION + 1


def test_a_newer_database_is_one_line_on_the_command_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    path = home / "tabletop.db"
    make_v1(path)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 7}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    for args in (["history"], ["stats"], ["show", "1"], ["export", "--all", "x.json"],
                 ["resume", "2"]):
        result = CliRunner().invoke(app, [*args, "--lang", "en"])
        assert result.exit_code == 1, (args, result.output)
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("✗ "), (args, result.stderr)
        assert "newer tabletop" in lines[0] and "not changed" in lines[0]
        assert path.read_bytes() == before, args
    assert sorted(p.name for p in home.iterdir()) == ["tabletop.db"]


def test_a_failing_migration_leaves_the_old_version_intact(v1: Path) -> None:
    """A step that fails half-way (bad JSON in an old row) is rolled back as a whole."""
    conn = sqlite3.connect(v1)
    conn.execute("UPDATE games SET players = 'not json' WHERE id = 3")
    conn.commit()
    conn.close()
    games_before = read(v1, "SELECT * FROM games ORDER BY id")
    events_before = read(v1, "SELECT * FROM events ORDER BY game_id, seq")
    before = v1.read_bytes()
    with pytest.raises(BadInput) as info:
        Store(v1)
    assert info.value.key == "err_store_damaged"
    assert version(v1) == 1
    assert "players" not in tables(v1) and "seats" not in tables(v1)
    assert "uid" not in columns(v1, "games")
    assert read(v1, "SELECT * FROM games ORDER BY id") == games_before
    assert read(v1, "SELECT * FROM events ORDER BY game_id, seq") == events_before
    assert v1.read_bytes() == before


def test_a_name_clash_in_a_migration_is_rolled_back(v1: Path) -> None:
    """An old database that happens to hold a table the next step creates."""
    conn = sqlite3.connect(v1)
    conn.execute("CREATE TABLE seats (note TEXT)")
    conn.execute("INSERT INTO seats VALUES ('mine')")
    conn.commit()
    conn.close()
    before = v1.read_bytes()
    with pytest.raises(BadInput) as info:
        Store(v1)
    assert info.value.key == "err_store_damaged"
    assert version(v1) == 1
    assert "players" not in tables(v1)
    assert read(v1, "SELECT * FROM seats") == [("mine",)]
    assert v1.read_bytes() == before


def test_a_failing_later_step_keeps_the_version_before_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.db"
    make_v1(path)
    Store(path).close()  # now at SCHEMA_VERSION
    games_before = read(path, "SELECT * FROM games ORDER BY id")
    broken = "ALTER TABLE games ADD COLUMN note TEXT; UPDATE games SET note = 'x';" \
             " INSERT INTO no_such_table VALUES (1);"
    monkeypatch.setattr(store_module, "MIGRATIONS", (*MIGRATIONS, broken))
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with pytest.raises(BadInput) as info:
        Store(path)
    assert info.value.key == "err_store_damaged"
    assert version(path) == SCHEMA_VERSION
    assert "note" not in columns(path, "games")
    assert read(path, "SELECT * FROM games ORDER BY id") == games_before
    monkeypatch.undo()
    store = Store(path)  # the old tabletop still opens it
    try:
        assert len(store.results.games()) == len(OLD_GAMES)
    finally:
        store.close()


def test_steps_run_one_after_another_from_the_stored_version(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.db"
    make_v1(path)
    extra = "ALTER TABLE games ADD COLUMN note TEXT; UPDATE games SET note = 'from ' || game;"
    monkeypatch.setattr(store_module, "MIGRATIONS", (*MIGRATIONS, extra))
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    store = Store(path)  # 1 -> 2 -> 3
    try:
        assert len(store.results.games()) == len(OLD_GAMES)
    finally:
        store.close()
    assert version(path) == SCHEMA_VERSION + 1
    assert read(path, "SELECT note FROM games ORDER BY id")[0] == ("from dungeon-dice",)
    assert len(read(path, "SELECT * FROM seats")) == 7  # step 2 ran before step 3


def test_a_game_played_on_own_phones_is_stored_as_such_after_migration_6(
        tmp_path: Path) -> None:
    """Issue #22: own-phone games were stored as hotseat ("play"), told apart only by their
    seats' links; migration 6 names their mode, and leaves a hotseat game as it was."""
    path = tmp_path / "tabletop.db"
    conn = at_version(path, 5)
    for uid in ("phones", "passed"):
        conn.execute("INSERT INTO games (game, plugin_version, options, players, seed, mode,"
                     " created, updated, uid) VALUES ('halunken', '1', '{}', '[\"A\", \"B\"]',"
                     " 7, 'play', '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00', ?)",
                     (uid,))
    conn.execute("INSERT INTO web_links (token, game_id, seat, role, created)"
                 " VALUES ('t0', 1, 0, 'seat', '2026-01-01T00:00:00+00:00')")
    conn.execute("INSERT INTO web_links (token, game_id, seat, role, created)"
                 " VALUES ('t1', 2, NULL, 'device', '2026-01-01T00:00:00+00:00')")
    conn.commit()
    conn.close()
    store = Store(path)
    try:
        assert [store.results.row(1).mode, store.results.row(2).mode] == ["devices", "play"]
    finally:
        store.close()


def test_migration_13_gives_every_game_a_revision_that_its_next_write_names(
        tmp_path: Path) -> None:
    """issue #37: a store of schema 12 keeps its games; each starts at revision 0, and a
    write at another revision is refused."""
    path = tmp_path / "tabletop.db"
    conn = at_version(path, 12)
    conn.execute("INSERT INTO games (game, options, players, seed, mode, created, updated, uid)"
                 " VALUES ('scoundrel', '{}', '[\"Ada\"]', 7, 'play',"
                 " '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00', 'old')")
    conn.execute("INSERT INTO events (game_id, seq, actor, kind, data) VALUES"
                 " (1, 0, '\"chance\"', 'room', '{\"values\": [\"7D\", \"KS\", \"5H\","
                 " \"9C\"]}')")
    conn.commit()
    conn.close()
    store = Store(path)
    try:
        assert version(path) == SCHEMA_VERSION and "revision" in columns(path, "games")
        record, revision = store.log.load_at(1)
        assert (len(record.events), revision) == (1, 0)
        with pytest.raises(BadInput) as refused:
            store.log.append(1, 1, Event(0, "play", {"card": "7D"}), revision=1)
        assert refused.value.key == "err_game_moved_on"
        assert store.log.append(1, 1, Event(0, "play", {"card": "7D"}), revision=0) == 1
    finally:
        store.close()


def test_seats_devices_after_migration_14(tmp_path: Path) -> None:
    """Issue #37: a store of version 13 gains the table of seats' devices; a seat joined before
    it has no device yet, so the next device to open it is its own (nobody is told), another
    one after it is noted until the seat acts, and a link the host shows again goes then too."""
    from tabletop.web.links import Links

    path = tmp_path / "tabletop.db"
    conn = at_version(path, 13)
    conn.execute("INSERT INTO games (game, options, players, seed, mode, created, updated, uid)"
                 " VALUES ('halunken', '{}', '[\"A\", \"B\"]', 7, 'devices',"
                 " '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00', 'u')")
    for token, seat, opened in (("joined-before-the-step-14", 0, "2026-01-01T00:00:00+00:00"),
                                ("not-joined-before-step-14", 1, None)):
        conn.execute("INSERT INTO web_links (token, game_id, seat, role, created, opened)"
                     " VALUES (?, 1, ?, 'seat', '2026-01-01T00:00:00+00:00', ?)",
                     (token, seat, opened))
    conn.commit()
    conn.close()
    store = Store(path)
    try:
        assert "web_seat_devices" in tables(path)
        assert columns(path, "web_seat_devices") == ["token", "device", "elsewhere", "shown"]
        links = Links(store)
        joined = links.find("joined-before-the-step-14")
        assert joined is not None and joined.opened and not joined.elsewhere
        assert links.mark(1) == "~1"
        assert not links.open(joined, "phone-of-a-0123456789")  # its own device now
        assert links.open(joined, "another-phone-0123456789")  # noted: the pages are told
        assert not links.open(joined, "a-third-phone-0123456789")  # already noted
        assert links.mark(1) == "~1@0"
        assert links.show(1, 0, True) and links.mark(1) == "~1@0*0"
        assert not links.open(joined, "another-phone-0123456789")  # drawn again: as it was
        assert links.open(joined, "a-third-phone-0123456789")  # new to it: the link hides
        assert links.mark(1) == "~1@0"
        assert links.show(1, 0, True) and not links.show(1, 0, True)
        assert links.acted(joined, "another-phone-0123456789")  # the first to act has it
        assert links.mark(1) == "~1"
        assert not links.acted(joined, "another-phone-0123456789")
        assert links.open(joined, "phone-of-a-0123456789")  # the old device is the other now
        later = links.find("not-joined-before-step-14")
        assert later is not None and links.open(later, "phone-of-b-0123456789")  # joins
        assert not links.show(1, 5, True) and links.mark(1) == "~2@0"
    finally:
        store.close()
    conn = sqlite3.connect(path)
    try:  # a game deleted takes its links' devices with it
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("DELETE FROM games")
        assert conn.execute("SELECT count(*) FROM web_seat_devices").fetchone()[0] == 0
    finally:
        conn.close()


def test_choices_made_ahead_keep_their_place_after_migration_16(tmp_path: Path) -> None:
    """Issue #41: the table of secret choices made ahead of their turn was named
    ``web_pending``; a store of version 15 keeps its waiting choices under the name that says
    what they are (``choices_ahead``), read and written by the game's log as before."""
    path = tmp_path / "tabletop.db"
    conn = at_version(path, 15)
    conn.execute("INSERT INTO games (game, options, players, seed, mode, created, updated, uid)"
                 " VALUES ('halunken', '{}', '[\"A\", \"B\"]', 7, 'devices',"
                 " '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00', 'u')")
    conn.execute("INSERT INTO web_pending (game_id, seat, actor, kind, data)"
                 " VALUES (1, 1, '1', 'choose', '{\"card\": 3}')")
    conn.commit()
    conn.close()
    store = Store(path)
    try:
        assert version(path) == SCHEMA_VERSION
        assert "web_pending" not in tables(path) and "choices_ahead" in tables(path)
        assert columns(path, "choices_ahead") == ["game_id", "seat", "actor", "kind", "data"]
        assert store.log.pending(1) == {1: Event(1, "choose", {"card": 3})}
        store.log.keep_pending(1, {0: Event(0, "choose", {"card": 5})}, revision=0)
        assert store.log.pending(1) == {0: Event(0, "choose", {"card": 5})}
    finally:
        store.close()
    conn = sqlite3.connect(path)
    try:  # a game deleted takes its choices with it, as before the new name
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("DELETE FROM games")
        assert conn.execute("SELECT count(*) FROM choices_ahead").fetchone()[0] == 0
    finally:
        conn.close()
