"""A start the store refuses changes nothing (issue #28, "A refused start leaves rows"):
``play``, ``table`` and ``match`` store a new game (and a new match) with its seats, the cards
dealt before anyone decides and this window's claim in one transaction. Each failure is one
line and exit 1, and the store holds exactly what it held before."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.store import database as store_module
from tabletop.store.database import Store
from tests.cli.support import assert_ok, assert_one_error, invoke

STARTS = [("scoundrel", "play", "--seed", "3", "--player", "Ana"),
          ("scoundrel", "table", "--player", "Ana"),
          ("halunken", "play", "--seed", "5", "--player", "Ana", "--bot", "B", "--bot", "C"),
          ("halunken", "match", "--games", "2", "--seed", "5", "--player", "Ana",
           "--bot", "B", "--bot", "C")]


def contents(home: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table still there, by table."""
    conn = sqlite3.connect(home / "tabletop.db")
    try:
        tables = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {name: conn.execute(f"SELECT * FROM {name}").fetchall() for name in tables}
    finally:
        conn.close()


def prepared(home: Path, sql: str = "") -> dict[str, list[tuple[object, ...]]]:
    """A store with one finished tally in it, ``sql`` done to it; what it holds then."""
    assert_ok(invoke("scoundrel", "score", "--player", "Ana", "--result", "won",
                     "--health", "20", "--last", "none"))
    conn = sqlite3.connect(home / "tabletop.db")
    conn.executescript(sql)
    conn.close()
    return contents(home)


@pytest.mark.parametrize("args", STARTS, ids=lambda a: "-".join(a[:2]))
@pytest.mark.parametrize("table", ["claims", "events"])
def test_a_missing_table_refuses_the_start_and_leaves_nothing(
        home: Path, args: tuple[str, ...], table: str) -> None:
    before = prepared(home, f"DROP TABLE {table};")
    assert_one_error(invoke(*args, input="quit\n"), 1, "damaged")
    assert contents(home) == before


def failing(sql: str) -> Callable[[Path, float], sqlite3.Connection]:
    """Connections on which ``sql`` (a temporary trigger, say) was run first."""
    opened = store_module.connect

    def connect(path: Path, busy: float) -> sqlite3.Connection:
        made = opened(path, busy)
        made.executescript(sql)
        return made

    return connect


@pytest.mark.parametrize("args", STARTS, ids=lambda a: "-".join(a[:2]))
def test_a_write_that_fails_at_the_claim_leaves_nothing(
        home: Path, args: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    """The last row of a start, the claim, is refused (as a damaged page refuses a write)."""
    before = prepared(home)
    monkeypatch.setattr(store_module, "connect", failing(
        "CREATE TEMP TRIGGER refuse BEFORE INSERT ON main.claims"
        " BEGIN SELECT RAISE(ABORT, 'database disk image is malformed'); END;"))
    assert_one_error(invoke(*args, input="quit\n"), 1, "damaged")
    assert contents(home) == before


@pytest.mark.parametrize("args", STARTS, ids=lambda a: "-".join(a[:2]))
def test_a_full_disk_at_the_start_leaves_nothing(
        home: Path, args: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    """issue #28: a full disk during ``halunken match`` left a match with no game, whose
    message said to continue it."""
    before = prepared(home)
    conn = sqlite3.connect(home / "tabletop.db")
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    monkeypatch.setattr(store_module, "connect", failing(
        f"PRAGMA max_page_count = {pages};"
        "CREATE TEMP TRIGGER fill BEFORE INSERT ON main.claims BEGIN"
        " INSERT INTO web_host (key) VALUES (zeroblob(100000)); END;"))
    result = invoke(*args, input="quit\n")
    line = assert_one_error(result, 1, "is full")
    assert "resume" not in line and "resume" not in result.output
    assert contents(home) == before


def test_a_match_started_is_stored_with_its_first_game(home: Path) -> None:
    assert_ok(invoke("halunken", "match", "--games", "2", "--seed", "5", "--player", "Ana",
                     "--bot", "B", "--bot", "C", input="quit\n"))
    assert_ok(invoke("scoundrel", "play", "--seed", "3", "--player", "Ana", input="quit\n"))
    store = Store(home / "tabletop.db")
    try:
        assert [r.id for r in store.results.games(match_id=1)] == [1]
        assert store.results.row(2).events == 4  # the first room, dealt and stored with the game
        # let go on leaving
        assert store.claims.holder(1) is None and store.claims.holder(2) is None
    finally:
        store.close()
