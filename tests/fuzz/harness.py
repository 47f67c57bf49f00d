"""Running the app on one fuzzed input and judging it by the contract of issue #13.

Every example starts from a copy of one small store (made once) in a folder of its own, so an
example is judged alone and hypothesis can shrink it: exit code 0, 1 or 2; no traceback; a
failure says what went wrong in one line; nothing raw reaches the screen; and afterwards the
store is still read by ``history``, ``stats`` and ``show``, with every game it had.
"""

from __future__ import annotations

import atexit
import json
import os
import re
import resource
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from unittest.mock import patch

import typer
import typer.testing
from hypothesis import HealthCheck, settings
from typer.testing import CliRunner, Result

from tabletop.cli.app import app
from tabletop.events import Record
from tabletop.registry import games
from tabletop.text import i18n

# Derandomized: the suite tries the same inputs on every run and machine.
FUZZ = settings(max_examples=6, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])

ENV = {"TABLETOP_LANG": "en", "NO_COLOR": "1", "COLUMNS": "80", "LINES": "40", "USER": "fuzz"}
# C0 and C1 controls and bidi overrides: raw on a terminal they wipe, move or reorder the screen.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@dataclass(frozen=True)
class Seeded:
    """The store every example starts from, and what was exported from it."""

    folder: Path  # holds tabletop.db
    ids: tuple[int, ...]
    unfinished: tuple[int, ...]
    exports: dict[int, bytes]
    transcripts: dict[str, tuple[str, ...]]  # game -> the notation of a finished game


@cache
def _command() -> Any:
    return typer.main.get_command(app)


class WorkBudgetExceeded(Exception):
    """An input made the games turn more often than any input here needs: a hang."""


TURNS = {"done": 0}
TURN_BUDGET = 50_000  # a whole game of bots takes a few hundred


def counted(turn: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """A game's ``turn`` that counts against the budget of the input at hand."""
    def counting(state: Any, event: Any) -> Any:
        TURNS["done"] += 1
        if TURNS["done"] > TURN_BUDGET:
            raise WorkBudgetExceeded(f"more than {TURN_BUDGET} game turns for one input")
        return turn(state, event)

    return counting


@contextmanager
def bounded_memory(extra: int = 2 << 30) -> Iterator[None]:
    """An input may take ``extra`` bytes more address space, no more: a count taken at its
    word (a list of 2**64 games) fails with a MemoryError instead of the machine."""
    try:
        found = re.search(r"VmSize:\s+(\d+) kB", Path("/proc/self/status").read_text("ascii"))
    except OSError:
        found = None
    if found is None:  # no way to know it here: unbounded
        yield
        return
    size = int(found.group(1)) * 1024
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    wanted = size + extra if hard == resource.RLIM_INFINITY else min(size + extra, hard)
    resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def invoke(*argv: str, input: str | bytes | None = None) -> Result:
    """``tabletop ARGV`` in-process, within a budget of game turns and memory. Typer builds the
    Click command anew for every call (a tenth of a second on a busy machine): here, once."""
    TURNS["done"] = 0
    with bounded_memory():
        if not hasattr(typer.testing, "_get_command"):  # a Typer that no longer does
            return CliRunner().invoke(app, list(argv), input=input)
        with patch.object(typer.testing, "_get_command", lambda _app: _command()):
            return CliRunner().invoke(app, list(argv), input=input)


@contextmanager
def _environment(home: Path, work: Path) -> Iterator[None]:
    saved = {name: os.environ.get(name) for name in [*ENV, "TABLETOP_HOME"]}
    cwd = Path.cwd()
    os.environ.update({**ENV, "TABLETOP_HOME": str(home)})
    os.chdir(work)
    i18n.set_language("en")
    try:
        yield
    finally:
        os.chdir(cwd)
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        i18n.set_language("en")


@cache
def seeded() -> Seeded:
    """Finished games of bots, an unfinished game of people, their exports and notations."""
    base = Path(tempfile.mkdtemp(prefix="tabletop-fuzz-seed-"))
    atexit.register(shutil.rmtree, base, True)
    home, work = base / "home", base / "work"
    work.mkdir()
    with _environment(home, work):
        for argv, stdin in ((("scoundrel", "play", "--seed", "3", "--bot", "Bot"), ""),
                            (("halunken", "play", "--seed", "3", "--bot", "A", "--bot", "B"), ""),
                            (("scoundrel", "play", "--seed", "5", "-p", "Ana"), "1\nquit\n"),
                            (("dungeon-dice", "table", "-p", "Ana", "-p", "Bo"),
                             "hero knight\nquit\n")):
            result = invoke(*argv, input=stdin)
            assert result.exit_code == 0, (argv, result.output)
        rows = json.loads(invoke("history", "--json").stdout)["games"]
        exports: dict[int, bytes] = {}
        transcripts: dict[str, tuple[str, ...]] = {}
        for row in rows:
            assert invoke("export", str(row["id"]), f"{row['id']}.json",
                          "--with-seed").exit_code == 0
            exports[row["id"]] = (work / f"{row['id']}.json").read_bytes()
            record = Record.model_validate_json(exports[row["id"]])
            game = games()[record.game]
            transcripts.setdefault(record.game, tuple(
                game.notation(event) for event in record.event_list()))
    return Seeded(home, tuple(r["id"] for r in rows),
                  tuple(r["id"] for r in rows if r["status"] == "playing"), exports,
                  transcripts)


@contextmanager
def fresh_store(files: dict[str, bytes] | None = None) -> Iterator[Path]:
    """A copy of the seeded store and an empty working folder (with ``files``) for one
    example; yields the working folder."""
    seed = seeded()
    with tempfile.TemporaryDirectory(prefix="tabletop-fuzz-") as folder:
        home, work = Path(folder) / "home", Path(folder) / "work"
        shutil.copytree(seed.folder, home)
        work.mkdir()
        for name, data in (files or {}).items():
            (work / name).write_bytes(data)
        with _environment(home, work):
            yield work


def assert_contract(result: Result) -> None:
    """Issue #13: an exit code of 0, 1 or 2, never a traceback; a failure is one line; no
    control character typed or imported reaches the screen raw."""
    error = result.exception
    assert error is None or isinstance(error, SystemExit), repr(error)
    assert result.exit_code in (0, 1, 2), result.output
    assert "Traceback (most recent call last)" not in result.output, result.output
    if result.exit_code != 0:
        lines = [line for line in result.stderr.split("\n") if line.strip()]
        assert len(lines) <= 1, result.stderr
    raw = CONTROL.search(result.output)
    assert raw is None, repr(result.output[max(0, raw.start() - 60):raw.end() + 20])


def assert_store_readable() -> None:
    """``history``, ``stats`` and ``show`` of every game still work; no game was lost."""
    listed = invoke("history", "--json", "--limit", "1000")
    assert_contract(listed)
    assert listed.exit_code == 0, listed.stderr
    ids = {row["id"] for row in json.loads(listed.stdout)["games"]}
    assert set(seeded().ids) <= ids, "a stored game was lost"
    stats = invoke("stats")
    assert_contract(stats)
    assert stats.exit_code == 0, stats.stderr
    for new in sorted(ids - set(seeded().ids)):
        shown = invoke("show", str(new))
        assert_contract(shown)
        assert shown.exit_code == 0, shown.stderr


def check(*argv: str, input: str | bytes | None = None) -> Result:
    """Run one input; it keeps the contract, and so does the store afterwards."""
    result = invoke(*argv, input=input)
    assert_contract(result)
    assert_store_readable()
    return result
