"""What a long fuzz run still found at the doors (issue #13): numbers too long for ``int``, a
command line that is no UTF-8 text, and file names the system refuses. Each is one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.dungeon_dice.rules.components import words
from tabletop.events import BadInput
from tabletop.typed import small_number

from .support import assert_one_error, error_lines, invoke, moves

HUGE = "9" * 20_000


def test_a_number_is_a_few_ascii_digits() -> None:
    assert small_number("12") == 12
    for text in ("", "²", "٣", "-1", "1234567", HUGE):
        assert small_number(text) is None


def test_a_huge_position_at_the_table_is_one_line(home: Path) -> None:
    result = invoke("scoundrel", "table", "-p", "Ann", input=moves("AS AC KS KC", f"play {HUGE}"))
    assert error_lines(result.output) == ["✗ A move is at most 200 characters."]


@pytest.mark.parametrize("line", [f"place {HUGE}", "place ٣", "move 99999999999"])
def test_a_huge_space_or_card_in_halunken_is_one_line(home: Path, line: str) -> None:
    result = invoke("halunken", "table", "-p", "Ana", "-p", "Bo", input=moves(line))
    assert len(error_lines(result.output)) == 1, result.output
    assert "Traceback" not in result.output


def test_a_dice_count_is_checked_before_it_is_multiplied_out() -> None:
    with pytest.raises(BadInput):
        words("dungeon", f"{HUGE} goblin")
    with pytest.raises(BadInput):
        words("dungeon", "goblin x99999999999999999999")
    assert words("dungeon", "2 goblin ooze x2") == ["goblin", "goblin", "ooze", "ooze"]


def test_a_command_line_that_is_no_utf8_is_a_usage_error(home: Path) -> None:
    """Undecodable bytes on the command line arrive as lone surrogates."""
    assert_one_error(invoke("stats", "--player", "\udcff"), 2, "not UTF-8")


@pytest.mark.parametrize("verb", [("dungeon-dice", "replay"), ("import",), ("export", "--all")])
def test_a_file_name_the_system_refuses_is_one_short_line(home: Path, tmp_path: Path,
                                                          verb: tuple[str, ...]) -> None:
    line = assert_one_error(invoke(*verb, str(tmp_path / ("9" * 900))), 1, "too long")
    assert len(line) < 300
