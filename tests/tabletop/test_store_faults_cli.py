"""The store under faults as the command line meets them (issue #13): each fault is one line
and exit 1 naming its cause, never a traceback, never a game asking again; what was stored
before stays, and the game resumes later. Two windows on one game: the second is told."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import Result

from tabletop.plugin import Chance, Decision
from tabletop.session.dealers import RandomDealer
from tabletop.session.session import Session
from tabletop.store import database as store_module
from tabletop.store.database import Store
from tabletop.store.faults import BUSY_ENV
from tests.cli.support import invoke
from tests.processes import PROMPT, TIMEOUT, prompts, running, send, wait_for

SEED = 7


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    for name, value in (("TABLETOP_HOME", str(folder)), ("TABLETOP_LANG", "en"),
                        ("NO_COLOR", "1"), ("COLUMNS", "80"), (BUSY_ENV, "0.05")):
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(tmp_path)
    return folder


def db(home: Path) -> Path:
    return home / "tabletop.db"


def one_error(result: Result, code: int, *fragments: str) -> str:
    """Exit ``code``, no traceback, exactly one ``✗`` line; returns it."""
    assert result.exit_code == code, result.output
    assert isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("✗ "), result.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


def ok(result: Result) -> None:
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output


def stored(home: Path, game_id: int = 1) -> int:
    conn = sqlite3.connect(db(home))
    try:
        return int(conn.execute("SELECT count(*) FROM events WHERE game_id = ?",
                                (game_id,)).fetchone()[0])
    finally:
        conn.close()


def status(home: Path, game_id: int = 1) -> str:
    conn = sqlite3.connect(db(home))
    try:
        return str(conn.execute("SELECT status FROM games WHERE id = ?",
                                (game_id,)).fetchone()[0])
    finally:
        conn.close()


def started(home: Path) -> None:
    """One Scoundrel game with a few moves, quit: game 1."""
    ok(invoke("scoundrel", "play", "--seed", str(SEED), "--player", "Ana",
              input="1\n2\nquit\n"))


# ---- another program holds the database ----------------------------------------------------


@pytest.mark.parametrize("args", [("history",), ("show", "1"), ("resume", "1"), ("stats",),
                                  ("scoundrel", "play", "--seed", "3")])
def test_a_held_database_is_one_line_in_use(home: Path, args: tuple[str, ...]) -> None:
    """issue #13: a lock held by another program was reported as "damaged", or a traceback."""
    started(home)
    other = sqlite3.connect(db(home), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        line = one_error(invoke(*args, input="quit\n"), 1, "in use by another program")
        assert "damaged" not in line
    finally:
        other.execute("ROLLBACK")
        other.close()
    ok(invoke("history"))


# ---- read-only -----------------------------------------------------------------------------


def test_a_read_only_store_shows_the_history_and_refuses_a_new_game(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started(home)

    def connect(path: Path, busy: float) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=busy,
                               isolation_level=None, check_same_thread=False)

    monkeypatch.setattr(store_module, "connect", connect)
    before = db(home).read_bytes()
    ok(invoke("history"))
    ok(invoke("show", "1"))
    one_error(invoke("scoundrel", "play", "--seed", "3", input="quit\n"), 1, "can't be written")
    one_error(invoke("resume", "1", input="1\nquit\n"), 1, "can't be written")
    assert db(home).read_bytes() == before


# ---- a full disk in the middle of a game ---------------------------------------------------


def test_a_full_disk_during_a_game_ends_it_with_one_line_and_it_resumes(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game of bots commits an event after each move; the disk fills up in the middle."""
    Store(db(home)).close()
    conn = sqlite3.connect(db(home))
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    opened = store_module.connect

    def nearly_full(path: Path, busy: float) -> sqlite3.Connection:
        made = opened(path, busy)
        made.execute(f"PRAGMA max_page_count = {pages + 1}")
        return made

    monkeypatch.setattr(store_module, "connect", nearly_full)
    bots = [f"--bot={name}" for name in ("A", "B", "C", "D")]
    result = invoke("halunken", "play", "--seed", "5", *bots)
    line = one_error(result, 1, "is full", "tabletop resume")
    assert "Game over" not in result.output
    kept = stored(home)
    assert kept > 0 and status(home) == "playing"

    monkeypatch.setattr(store_module, "connect", opened)  # space again
    ok(invoke("resume", "1"))
    assert stored(home) > kept and status(home) != "playing"
    assert line


def test_a_full_disk_at_a_persons_move_is_one_line_not_a_question_again(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started(home)
    before = stored(home)
    opened = store_module.connect

    def full(path: Path, busy: float) -> sqlite3.Connection:
        made = opened(path, busy)
        pages = made.execute("PRAGMA page_count").fetchone()[0]
        made.execute(f"PRAGMA max_page_count = {pages}")
        # Each new event brings a big row along, for which no page is left: SQLite's own
        # "database or disk is full", at the move.
        made.execute("CREATE TEMP TRIGGER fill BEFORE INSERT ON main.events BEGIN"
                     " INSERT INTO web_host (key) VALUES (zeroblob(100000)); END")
        return made

    monkeypatch.setattr(store_module, "connect", full)
    result = invoke("resume", "1", input="3\n3\n3\nquit\n")  # cards 1 and 2 were played
    one_error(result, 1, "is full")
    assert result.output.count(PROMPT) == 1  # not asked again
    assert stored(home) == before
    monkeypatch.setattr(store_module, "connect", opened)
    ok(invoke("resume", "1", input="3\nquit\n"))
    assert stored(home) > before


# ---- damaged rows and pages ----------------------------------------------------------------


@pytest.mark.parametrize("args", [("history",), ("show", "1"), ("resume", "1"), ("stats",),
                                  ("export", "1", "out.json")])
def test_a_damaged_row_is_one_line_naming_the_game(home: Path, args: tuple[str, ...]) -> None:
    started(home)
    conn = sqlite3.connect(db(home))
    conn.execute("UPDATE games SET result = '[1]', status = 'won' WHERE id = 1")
    conn.execute("UPDATE events SET data = '{not json' WHERE game_id = 1 AND seq = 1")
    conn.commit()
    conn.close()
    one_error(invoke(*args, input="quit\n"), 1, "damaged", "game 1")


def test_damaged_pages_are_one_line(home: Path) -> None:
    started(home)
    data = bytearray(db(home).read_bytes())
    data[4096:] = b"\xff" * (len(data) - 4096)
    db(home).write_bytes(bytes(data))
    for args in (("history",), ("show", "1"), ("resume", "1")):
        one_error(invoke(*args, input="quit\n"), 1, "damaged")


# ---- two windows on one game ---------------------------------------------------------------


def window(home: Path, out: Path, *args: str) -> Any:
    """``tabletop ARGS`` in a process of its own: another terminal window."""
    return running(home, out, *args, **{BUSY_ENV: "2"})


pytestmark_posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@pytestmark_posix
def test_the_second_window_is_told_the_game_is_open(home: Path, tmp_path: Path) -> None:
    started(home)
    out = tmp_path / "first.txt"
    with window(home, out, "resume", "1") as (proc, stdin):
        wait_for("the first window's prompt", lambda: prompts(out) >= 1, proc)
        line = one_error(invoke("resume", "1", input="1\nquit\n"), 1,
                         "Game 1 is open in another window", f"process {proc.pid}")
        assert "--take-over" in line
        picked = invoke("resume", input="\nquit\n")  # without an ID: nothing else to pick
        one_error(picked, 1, "open in another window")
        send(stdin, "quit")
        assert proc.wait(timeout=TIMEOUT) == 0
    ok(invoke("resume", "1", input="quit\n"))  # let go: this window may have it


@pytestmark_posix
def test_a_window_that_is_killed_leaves_the_game_to_the_next(home: Path, tmp_path: Path) -> None:
    started(home)
    out = tmp_path / "first.txt"
    with window(home, out, "resume", "1") as (proc, _stdin):
        wait_for("the first window's prompt", lambda: prompts(out) >= 1, proc)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=TIMEOUT)
    ok(invoke("resume", "1", input="quit\n"))


def move_elsewhere(home: Path, game_id: int = 1) -> None:
    """Another window takes the game over, takes the next step and lets go of it."""
    store = Store(db(home))
    try:
        session = Session.resume(store, game_id)
        store.claims.claim(game_id, session.revision, take_over=True)
        now = session.game.awaiting(session.state)
        if isinstance(now, Chance):
            session.apply(RandomDealer(SEED).deal(now, session.chance_count))
        else:
            assert isinstance(now, Decision)
            session.apply(now.actions[0])
        store.claims.release(game_id)
    finally:
        store.close()


@pytestmark_posix
def test_a_game_moved_on_elsewhere_ends_this_window_with_one_line(home: Path,
                                                                 tmp_path: Path) -> None:
    """issue #13: an IntegrityError traceback when both move."""
    started(home)
    out = tmp_path / "first.txt"
    with window(home, out, "resume", "1") as (proc, stdin):
        wait_for("the first window's prompt", lambda: prompts(out) >= 1, proc)
        move_elsewhere(home)
        kept = stored(home)
        send(stdin, "3")  # cards 1 and 2 of the room were played
        assert proc.wait(timeout=TIMEOUT) == 1
    output = out.read_text(encoding="utf-8")
    assert "Traceback" not in output and "IntegrityError" not in output
    errors = [line for line in output.splitlines() if "✗" in line]
    assert len(errors) == 1 and "moved on in another window" in errors[0], output
    assert stored(home) == kept  # the move made elsewhere stands; this window's was not kept
    ok(invoke("resume", "1", input="quit\n"))


def test_history_marks_nothing_and_json_rows_stay_readable(home: Path) -> None:
    """A claim is the store's own bookkeeping: lists and exports don't change with it."""
    started(home)
    before = invoke("history", "--json")
    conn = sqlite3.connect(db(home))
    conn.execute("INSERT INTO claims VALUES (1, 1, 'elsewhere', '2020-01-01T00:00:00', 't')")
    conn.commit()
    conn.close()
    after = invoke("history", "--json")
    assert json.loads(before.stdout) == json.loads(after.stdout)


def test_take_over_a_game_claimed_on_another_machine(home: Path) -> None:
    started(home)
    conn = sqlite3.connect(db(home))
    conn.execute("INSERT INTO claims VALUES (1, 1, 'elsewhere', '2020-01-01T00:00:00', 't')")
    conn.commit()
    conn.close()
    one_error(invoke("resume", "1", input="quit\n"), 1, "elsewhere", "--take-over")
    ok(invoke("resume", "1", "--take-over", input="quit\n"))
    ok(invoke("resume", "1", input="quit\n"))  # taken over and let go


def test_an_sqlite_error_met_outside_the_store_is_still_its_one_line(home: Path) -> None:
    """The one place that decides exit codes knows the store's faults however they arrive."""
    from tabletop.cli.common import failure

    started(home)
    other = sqlite3.connect(db(home), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    reader = sqlite3.connect(db(home), timeout=0.01)
    try:
        with pytest.raises(sqlite3.OperationalError) as caught:
            reader.execute("SELECT count(*) FROM games").fetchone()
    finally:
        reader.close()
        other.execute("ROLLBACK")
        other.close()
    verdict = failure(caught.value)
    assert verdict is not None
    code, line = verdict
    assert code == 1 and line is not None and "in use by another program" in line
