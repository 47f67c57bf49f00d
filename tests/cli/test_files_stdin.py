"""``-`` is standard input for ``replay``, ``<game> hint`` and ``import``; a transcript's bad
line is one line naming it, cut short (issue #13)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from tabletop import registry
from tabletop.store.database import Store

from .support import (
    assert_ok,
    assert_one_error,
    db_path,
    dealt_game,
    invoke,
    record_of,
    skip_disk_waits,
)

ROOM = "room 7D KS 5H 9C\nplay 7D\n"


@pytest.fixture(autouse=True)
def quick_commits(monkeypatch: pytest.MonkeyPatch) -> None:
    skip_disk_waits(monkeypatch)


@cache
def export_text(seed: int = 4) -> str:
    return record_of(dealt_game(registry.get("scoundrel"), ["Ann"], seed)).model_dump_json()


def test_replay_reads_standard_input(home: Path) -> None:
    from_stdin = invoke("scoundrel", "replay", "-", "--json", input=ROOM)
    assert_ok(from_stdin)
    Path("game.txt").write_text(ROOM, encoding="utf-8")
    from_file = invoke("scoundrel", "replay", "game.txt", "--json")
    assert json.loads(from_stdin.stdout) == json.loads(from_file.stdout)
    record = invoke("scoundrel", "replay", "-", "--json", input=export_text())
    assert_ok(record)
    assert json.loads(record.stdout)["status"] in ("won", "lost")


def test_hint_reads_standard_input(home: Path) -> None:
    result = invoke("scoundrel", "hint", "-", "--json", "--time", "0.05", input=ROOM)
    assert_ok(result)
    assert "exact" in json.loads(result.stdout)


def test_import_reads_standard_input(home: Path) -> None:
    result = invoke("import", "-", input=export_text())
    assert_ok(result)
    assert result.output.strip() == "Games imported: 1 (IDs 1); already here: 0."
    again = invoke("import", "-", input=export_text())
    assert again.output.strip() == "Games imported: 0 (IDs –); already here: 1."


def test_standard_input_that_is_no_text(home: Path) -> None:
    result = invoke("import", "-", input=b"\xff\xfe\x00garbage")  # type: ignore[arg-type]
    assert_one_error(result, 1, "standard input is not UTF-8 text", "Nothing was imported.")
    assert_one_error(invoke("scoundrel", "replay", "-", input=b"\xff\xfe"),  # type: ignore[arg-type]
                     1, "standard input")


def test_an_empty_standard_input_imports_nothing(home: Path) -> None:
    assert_one_error(invoke("import", "-", input=""), 1, "not JSON")
    assert not db_path(home).exists() or Store(db_path(home)).results.game_ids() == []


@pytest.mark.parametrize("line", ["options '", "options weapon_rule=\"lower", "options a\\"])
def test_an_open_quote_in_an_options_line_is_one_line(home: Path, line: str) -> None:
    """``options '`` gave a shlex traceback (issue #13)."""
    text = f"# a transcript\n\n{line}\nroom 7D KS 5H 9C\n"
    assert_one_error(invoke("scoundrel", "replay", "-", input=text), 1, "Line 3: ",
                     "quotation mark")
    assert_one_error(invoke("scoundrel", "replay", "-", "--lang", "de", input=text), 1,
                     "Zeile 3: ", "Anführungszeichen")


@pytest.mark.parametrize("game", ["scoundrel", "dungeon-dice", "halunken"])
def test_a_long_illegal_line_is_cut_where_it_is_echoed(home: Path, game: str) -> None:
    """An illegal line of 100,000 characters was echoed whole (issue #13)."""
    junk = "x" * 100_000
    for text in (junk, f"{junk}\n", f"options {junk}=1\n", f"room {junk}\n"):
        line = assert_one_error(invoke(game, "replay", "-", input=text), 1, "Line 1: ")
        assert len(line) < 400, len(line)
        assert "x" * 61 not in line


def test_control_characters_of_an_echoed_line_are_shown_escaped(home: Path) -> None:
    result = invoke("scoundrel", "replay", "-", input="play \x1b[2J\x07\n")
    line = assert_one_error(result, 1, "Line 1: ")
    assert "\x1b" not in line and "\x07" not in line
    assert "\\x1b[2J" in line
