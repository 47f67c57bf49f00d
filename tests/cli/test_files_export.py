"""``tabletop export`` writes only where it may (issue #13): never over a file unless told
(``--force``), never through a symbolic link, never onto the store or its journals (not even
with ``--force``), whole or not at all, and ``-`` is standard output."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tabletop import registry
from tabletop.archive.checks import checked
from tabletop.events import Record

from .support import (
    assert_ok,
    assert_one_error,
    db_path,
    dealt_game,
    invoke,
    open_store,
    record_of,
    skip_disk_waits,
)


@pytest.fixture(autouse=True)
def quick_commits(monkeypatch: pytest.MonkeyPatch) -> None:
    skip_disk_waits(monkeypatch)


def stored(home: Path, count: int = 1) -> list[Record]:
    """``count`` finished Scoundrel games in the store (IDs 1, 2, …)."""
    game = registry.get("scoundrel")
    records = [record_of(dealt_game(game, ["Ann"], seed)) for seed in range(1, count + 1)]
    store = open_store(home)
    try:
        store.imports.records([checked(r) for r in records])
    finally:
        store.close()
    return records


def test_an_existing_file_is_kept_unless_forced(home: Path, tmp_path: Path) -> None:
    stored(home, 2)
    path = tmp_path / "game.json"
    path.write_text("my notes", encoding="utf-8")
    line = assert_one_error(invoke("export", "1", str(path)), 1, str(path), "--force")
    assert "exists" in line
    assert path.read_text(encoding="utf-8") == "my notes"
    assert_one_error(invoke("export", "--all", str(path)), 1, "--force")
    assert path.read_text(encoding="utf-8") == "my notes"
    assert_ok(invoke("export", "1", str(path), "--force"))
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "tabletop-record"


def test_an_overwritten_file_keeps_its_permissions(home: Path, tmp_path: Path) -> None:
    stored(home)
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o600)
    assert_ok(invoke("export", "1", str(path), "--force"))
    assert path.stat().st_mode & 0o777 == 0o600


def test_the_refusal_in_german(home: Path, tmp_path: Path) -> None:
    stored(home)
    path = tmp_path / "game.json"
    path.write_text("x", encoding="utf-8")
    assert_one_error(invoke("export", "1", str(path), "--lang", "de"), 1, "gibt es schon",
                     "--force")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
@pytest.mark.parametrize("force", [False, True])
def test_no_file_is_written_through_a_symbolic_link(home: Path, tmp_path: Path,
                                                     force: bool) -> None:
    stored(home)
    target = tmp_path / "elsewhere.txt"
    target.write_text("precious", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nothing-here.json")
    extra = ["--force"] if force else []
    assert_one_error(invoke("export", "1", str(link), *extra), 1, "symbolic link")
    assert_one_error(invoke("export", "1", str(dangling), *extra), 1, "symbolic link")
    assert target.read_text(encoding="utf-8") == "precious"
    assert link.is_symlink() and not (tmp_path / "nothing-here.json").exists()


@pytest.mark.parametrize("name", ["tabletop.db", "tabletop.db-wal", "tabletop.db-shm",
                                  "tabletop.db-journal", "TABLETOP.DB"])
def test_the_store_and_its_journals_are_never_written(home: Path, name: str) -> None:
    """``export 1 <the store's own file>`` destroyed every game (issue #13); not even
    ``--force`` writes there."""
    stored(home, 2)
    before = db_path(home).read_bytes()
    assert_one_error(invoke("export", "1", str(home / name)), 1, "store")
    for path in (home / name, home / ".." / home.name / name):
        assert_one_error(invoke("export", "1", str(path), "--force"), 1, "store")
        assert_one_error(invoke("export", "--all", str(path), "--force"), 1, "store")
    assert db_path(home).read_bytes() == before
    assert sorted(p.name for p in home.iterdir()) == ["tabletop.db"]


def test_a_hard_link_to_the_store_is_the_store(home: Path, tmp_path: Path) -> None:
    stored(home)
    link = tmp_path / "backup.db"
    try:
        os.link(db_path(home), link)
    except OSError:
        pytest.skip("no hard links here")
    before = db_path(home).read_bytes()
    assert_one_error(invoke("export", "1", str(link), "--force"), 1, "store")
    assert db_path(home).read_bytes() == before


def test_a_folder_is_no_file(home: Path, tmp_path: Path) -> None:
    stored(home)
    assert_one_error(invoke("export", "1", str(tmp_path), "--force"), 1, "no ordinary file")


def test_a_failed_write_leaves_nothing_behind(home: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    stored(home, 3)
    path = tmp_path / "all.json"
    path.write_text("the old export", encoding="utf-8")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    for args in (["--all", str(path), "--force"], ["1", str(tmp_path / "new.json")]):
        assert_one_error(invoke("export", *args), 1, "the disk is full",
                         "Nothing was written")
    assert path.read_text(encoding="utf-8") == "the old export"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["all.json", "home", "work"]


def test_a_game_that_cannot_be_read_writes_no_half_file(home: Path, tmp_path: Path) -> None:
    """The store gives the games one at a time; one that can't be read stops the export and
    no half-written file is left."""
    stored(home, 3)
    store = open_store(home)
    try:
        store.conn.execute("UPDATE games SET players = 'not json' WHERE id = 2")
    finally:
        store.close()
    path = tmp_path / "all.json"
    assert_one_error(invoke("export", "--all", str(path)), 1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home", "work"]


def test_dash_is_standard_output(home: Path) -> None:
    records = stored(home, 2)
    one = invoke("export", "1", "-")
    assert_ok(one)
    assert Record.model_validate_json(one.stdout) == records[0]
    every = invoke("export", "--all", "-")
    assert_ok(every)
    data = json.loads(every.stdout)
    assert [Record.model_validate(r) for r in data["records"]] == records
    assert not Path("-").exists()


def test_an_id_beyond_sqlite_is_no_game(home: Path) -> None:
    stored(home)
    assert_one_error(invoke("export", str(2**64), "x.json"), 1, str(2**64))
    assert_one_error(invoke("export", "²", "x.json"), 2)
    assert not Path("x.json").exists()
