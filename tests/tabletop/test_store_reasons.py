"""Issue #28 ("Words"): the damaged-store line carried SQLite's English ("file is not a
database", "no such table: events") under --lang de too. SQLite's reason is now told by its
result code, or by the fixed start of its message, in the reader's language."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tabletop.store.database import Store
from tabletop.store.faults import StoreFault, fault
from tabletop.text import i18n


def said(exc: BaseException, language: str) -> str:
    with i18n.speaking(language):
        return fault(exc, Path("t.db")).message()


def sqlite_error(sql: str, path: Path) -> sqlite3.Error:
    with pytest.raises(sqlite3.Error) as raised:
        sqlite3.connect(path).execute(sql)
    return raised.value


def test_a_file_that_is_no_database_is_said_in_words(tmp_path: Path) -> None:
    path = tmp_path / "junk.db"
    path.write_bytes(b"garbage" * 1000)
    exc = sqlite_error("select * from games", path)
    assert said(exc, "en").endswith("(the file is not a database).")
    assert said(exc, "de").endswith("(die Datei ist keine Datenbank).")


def test_a_missing_table_is_named(tmp_path: Path) -> None:
    exc = sqlite_error("select * from events", tmp_path / "empty.db")
    assert said(exc, "en").endswith("(the table 'events' is missing).")
    assert said(exc, "de").endswith("(die Tabelle 'events' fehlt).")


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_sqlite_english_in_a_store_without_its_tables(tmp_path: Path, language: str) -> None:
    store = Store(tmp_path / "t.db")
    store.close()
    with sqlite3.connect(tmp_path / "t.db") as raw:
        raw.execute("drop table events")
    with i18n.speaking(language):
        with pytest.raises(StoreFault) as refused:
            Store(tmp_path / "t.db").results.games()
        line = refused.value.message()
    assert "no such" not in line and "'events'" in line
