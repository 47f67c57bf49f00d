"""``hint 3`` inside a game asks for three seconds of thought (issue #15: the 3 was read as
the third card of the room)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.cli import advisors

from .support import invoke, moves, stored_events


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[float | None]:
    """The seconds each hint was given; the search itself is not what is tested here."""
    seen: list[float | None] = []
    real = advisors.advise

    def spy(table: Any, place: Any, seconds: float | None,
            stop: Any = None) -> advisors.Advice:
        seen.append(seconds)
        return real(table, place, 0.05, stop)

    monkeypatch.setattr(advisors, "advise", spy)
    return seen


def test_hint_with_seconds_is_a_hint_not_a_move(home: Path, asked: list[float | None]) -> None:
    result = invoke("scoundrel", "play", "--seed", "3", "--player", "Ana",
                    input=moves("hint 3", "tipp 2,5", "hint", "quit"))
    assert result.exit_code == 0, result.output
    assert asked == [3.0, 2.5, None]
    assert all(event[0] == "chance" for event in stored_events(home, 1))  # nothing played


@pytest.mark.parametrize(("typed", "shown"), [("hint 0", "0"), ("hint 61", "61"),
                                             ("hint soon", "soon"), ("hint -1", "-1")])
def test_a_bad_number_of_seconds_is_one_line(home: Path, asked: list[float | None],
                                              typed: str, shown: str) -> None:
    result = invoke("scoundrel", "play", "--seed", "3", "--player", "Ana",
                    input=moves(typed, "quit"))
    assert result.exit_code == 0, result.output
    assert asked == []
    assert (f"hint takes seconds, more than 0 and at most 60, not '{shown}'."
            in result.output)
