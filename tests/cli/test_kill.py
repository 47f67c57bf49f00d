"""A real ``tabletop`` process: every accepted move is committed before the next prompt, so a
killed process loses nothing, and Ctrl-C or the end of input save and exit cleanly."""

from __future__ import annotations

import os
import signal
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.processes import PROMPT, TIMEOUT, prompts, running, send, wait_for
from tests.scoundrel.helpers import deck_for_seed

from .support import assert_ok, db_path, decisions, invoke, moves, stored_events

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

SEED = 4  # "1", "3", "2", "2", "1" leave the game going: 6♠ bare, 7♥, 4♦, 4♠ on it, 5♦
COMMAND = ("scoundrel", "play", "--seed", str(SEED), "--player", "Ana")


def committed_decisions(home: Path) -> int:
    """Rows in ``events`` that are the player's decisions (0 while the store is being made)."""
    try:
        conn = sqlite3.connect(f"file:{db_path(home)}?mode=ro", uri=True, timeout=1)
    except sqlite3.OperationalError:
        return 0
    try:
        row = conn.execute("SELECT count(*) FROM events WHERE actor != '\"chance\"'").fetchone()
    except sqlite3.OperationalError:
        return 0
    finally:
        conn.close()
    return int(row[0])


def tabletop(home: Path, out_path: Path) -> Any:
    """Game 1: Ana plays Scoundrel seed SEED in a process of its own."""
    return running(home, out_path, *COMMAND)


def test_sigkill_loses_no_committed_move(home: Path, tmp_path: Path) -> None:
    out_path = tmp_path / "out.txt"
    typed = ["1", "3", "2", "2", "1"]  # a card keeps its number while the others are played
    with tabletop(home, out_path) as (proc, stdin):
        wait_for("the first prompt", lambda: prompts(out_path) >= 1, proc)
        for number, move in enumerate(typed, 1):
            send(stdin, move)
            wait_for(f"move {number} to be committed",
                     lambda n=number: committed_decisions(home) >= n, proc)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=TIMEOUT)
        assert proc.returncode == -signal.SIGKILL

    before = stored_events(home, 1)
    assert len(decisions(before)) == len(typed)

    result = invoke("resume", "1", input=moves("log", "quit"))
    assert_ok(result)
    assert "Resuming game 1" in result.output
    log = result.output.split(PROMPT)[-2]
    assert log.count("Ana: play") == len(typed)
    after = stored_events(home, 1)
    # Resuming may deal cards a killed process had not dealt yet, but changes nothing before.
    assert after[:len(before)] == before
    assert decisions(after) == decisions(before)
    assert all(event[0] == "chance" for event in after[len(before):])


def test_ctrl_c_saves_and_exits_0(home: Path, tmp_path: Path) -> None:
    out_path = tmp_path / "out.txt"
    with tabletop(home, out_path) as (proc, stdin):
        wait_for("the first prompt", lambda: prompts(out_path) >= 1, proc)
        send(stdin, "1")
        wait_for("move 1 to be committed", lambda: committed_decisions(home) >= 1, proc)
        wait_for("the next prompt", lambda: prompts(out_path) >= 2, proc)
        before = stored_events(home, 1)
        os.kill(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=TIMEOUT) == 0
    output = out_path.read_text(encoding="utf-8")
    assert "Saved. Continue with: tabletop resume 1" in output
    assert "Traceback" not in output
    assert stored_events(home, 1) == before

    result = invoke("resume", "1", input=moves("log", "quit"))
    assert_ok(result)
    assert f"Ana: play {deck_for_seed(SEED)[0]}" in result.output  # "1": the first card dealt
    assert stored_events(home, 1) == before


def test_closing_stdin_saves_and_exits_0(home: Path, tmp_path: Path) -> None:
    out_path = tmp_path / "out.txt"
    with tabletop(home, out_path) as (proc, stdin):
        send(stdin, "1")
        stdin.close()
        assert proc.wait(timeout=TIMEOUT) == 0
    output = out_path.read_text(encoding="utf-8")
    assert "Saved. Continue with: tabletop resume 1" in output
    assert len(decisions(stored_events(home, 1))) == 1
