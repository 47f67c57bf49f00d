"""A screen is drawn at most ``MOST_COLUMNS`` wide (issue #28: ``COLUMNS=10000000 tabletop
scoundrel rules`` ran 14 s and wrote 110 MB); a narrow terminal is still drawn as narrow."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text

from tabletop.cli.render import MOST_COLUMNS, MOST_LINES, ScreenConsole, error_console

from .support import assert_ok, invoke


@pytest.mark.parametrize("columns", ["10000000", "99999999999999999999"])
def test_a_huge_columns_draws_at_the_widest_screen(
        home: Path, monkeypatch: pytest.MonkeyPatch, columns: str) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    monkeypatch.setenv("LINES", columns)
    result = invoke("scoundrel", "rules", "--no-pager")
    assert_ok(result)
    assert max(len(line) for line in result.output.splitlines()) <= MOST_COLUMNS
    assert len(result.output) < 20_000


def test_the_consoles_are_capped_and_a_narrow_one_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "10000000")
    monkeypatch.setenv("LINES", "10000000")
    for con in (ScreenConsole(), error_console()):  # the progress bar draws on the latter
        assert (con.width, con.height) == (MOST_COLUMNS, MOST_LINES)
    monkeypatch.setenv("COLUMNS", "40")
    narrow = ScreenConsole()
    with narrow.capture() as captured:
        narrow.print(Text("word " * 30))
    assert max(len(line) for line in captured.get().splitlines()) <= 40
    narrow.size = (60, 10)
    assert narrow.width == 60
