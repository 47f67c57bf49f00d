"""After ``fix`` at the table the screen is drawn again, so the prompt under it asks for what the
corrected game awaits (issue #14). The game: 002_1fb84a41f10de15f.txt's worked example."""

from __future__ import annotations

from pathlib import Path

from .support import assert_ok, error_lines, invoke, moves

TABLE = ("scoundrel", "table", "--player", "Ana")
RULE = "────"


def screens(output: str) -> list[str]:
    """The output cut at each screen's rule (a screen starts with one)."""
    return output.split(RULE)


def test_the_screen_is_drawn_again_after_a_fix_that_keeps_the_log_as_long(home: Path) -> None:
    typed = ["7D KS 5H 9C", "KS", "fix 1 room 7D KS 5H 8C", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    assert error_lines(result.output) == []
    after_fix = result.output.split("Corrected entry 1")[1]
    assert RULE in after_fix  # a new screen, not the old prompt alone
    last = screens(result.output)[-1]
    assert "8♣" in last and "9♣" not in last
    assert "Ana › " in last


def test_a_fix_that_changes_nothing_draws_nothing_new(home: Path) -> None:
    typed = ["7D KS 5H 9C", "fix 1 room 7D KS 5H 9C", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    assert RULE not in result.output.split("Corrected entry 1")[1]


def test_a_refused_fix_draws_nothing_new(home: Path) -> None:
    typed = ["7D KS 5H 9C", "fix 1 room 7D ZZ", "quit"]
    result = invoke(*TABLE, input=moves(*typed))
    assert_ok(result)
    assert len(error_lines(result.output)) == 1
    assert RULE not in result.output.split("✗")[-1]
