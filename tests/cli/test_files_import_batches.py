"""An import stores its games in short transactions and stays all or nothing (issue #28: an
import of 240 games held the write lock for 11.5 s, and a game in play on the same store gave
up after its 5 s). Each game is marked with the import's batch, unseen until the last is in;
a batch that fails is deleted, and one whose process was killed goes with the next import."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from games.scoundrel import GAME
from tabletop.archive.checks import checked
from tabletop.events import BadInput
from tabletop.session.session import Session
from tabletop.store import imports
from tabletop.store.database import Store
from tabletop.store.imports import Checked

from .support import assert_ok, db_path, dealt_game, invoke, open_store, record_of


def games(count: int) -> list[Checked]:
    """Finished Scoundrel games as an import hands them to the store, each with a new uid."""
    return [checked(record_of(dealt_game(GAME, [f"Imp{n}"], n)).model_copy(
        update={"uid": uuid.uuid4().hex})) for n in range(1, count + 1)]


def contents(home: Path) -> dict[str, list[Any]]:
    conn = sqlite3.connect(db_path(home))
    try:
        return {table: conn.execute(f"SELECT * FROM {table}").fetchall()
                for table in ("games", "events", "players", "seats", "import_batches")}
    finally:
        conn.close()


@pytest.fixture
def each_game_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every checked game is written at once, in a transaction of its own."""
    monkeypatch.setattr(imports, "IMPORT_GAMES", 1)


def test_a_game_in_play_is_stored_while_an_import_checks(
        home: Path, each_game_written: None) -> None:
    importing, playing = open_store(home), Store(db_path(home), busy=0)  # no waiting at all
    seen: list[list[int]] = []

    def feed() -> Iterator[Checked]:
        for number, item in enumerate(games(3)):
            if number == 2:  # two games of the import are written, unseen
                session = Session.start(GAME, GAME.meta.options(), ["Ana"], mode="play",
                                        seed=5, store=playing, opened=True)
                seen.append([row.id for row in playing.results.games()])
                assert session.game_id is not None
                seen.append([row.id for row in importing.results.games()])
            yield item

    try:
        ids = importing.imports.records(feed())
        assert seen == [[3], [3]]  # the game in play took its place among the import's IDs
        assert ids == [1, 2, 4]
        assert sorted(row.id for row in playing.results.games()) == [1, 2, 3, 4]
    finally:
        importing.close()
        playing.close()


def test_an_import_that_fails_half_way_leaves_nothing(
        home: Path, each_game_written: None) -> None:
    store = open_store(home)
    before = contents(home)

    def feed() -> Iterator[Checked]:
        yield from games(3)
        raise BadInput("err_import_record", number=4, reason="test")

    try:
        with pytest.raises(BadInput):
            store.imports.records(feed())
    finally:
        store.close()
    assert contents(home) == before


def test_a_killed_imports_games_stay_unseen_and_go_with_the_next_import(
        home: Path, each_game_written: None, monkeypatch: pytest.MonkeyPatch) -> None:
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead = int(gone.stdout)  # a process that has ended: the import that was killed
    store = open_store(home)
    items = games(2)

    def killed() -> Iterator[Checked]:
        yield from items
        raise KeyboardInterrupt

    # Only the tidying is taken away, and given back: undoing the whole monkeypatch would
    # also undo the test's home and open the real one.
    with monkeypatch.context() as patched, pytest.raises(KeyboardInterrupt):
        # killed: nothing tidied
        patched.setattr(imports.Imports, "_drop_batch", lambda *args: None)
        store.imports.records(killed())
    store.conn.execute("UPDATE import_batches SET pid = ?", (dead,))
    assert store.results.games() == []
    assert_ok(invoke("history"))
    assert "Imp1" not in invoke("history").output

    assert store.imports.records(items) == [3, 4]  # the same games: not taken for stored ones
    assert [row.id for row in store.results.games(oldest_first=True)] == [3, 4]
    assert store.conn.execute("SELECT count(*) FROM games").fetchone()[0] == 2
    assert store.conn.execute("SELECT count(*) FROM import_batches").fetchone()[0] == 0
    store.close()
