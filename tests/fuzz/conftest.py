"""Every fuzzed input runs within a budget of game turns (no clock), and searches that take
a person's seconds take a fuzzed input's hundredths."""

from __future__ import annotations

import pytest

from tabletop.registry import games

from .harness import counted


@pytest.fixture(autouse=True)
def work_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    for game in games().values():
        # On the instance, so that undoing it leaves the class's own turn.
        monkeypatch.setitem(vars(game), "turn", counted(game.turn))


@pytest.fixture(autouse=True)
def quick_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.cli import advisors
    from tabletop.session import deal_bests

    monkeypatch.setattr(deal_bests, "EFFORT", 0.0005)
    monkeypatch.setattr(advisors, "HINT_SECONDS", 0.02)
