"""CLI tests: a private tabletop home, English, no colour and an 80-column screen per test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop import i18n


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The folder of the SQLite store; the working directory is a scratch folder beside it."""
    folder = tmp_path / "home"
    monkeypatch.setenv("TABLETOP_HOME", str(folder))
    monkeypatch.setenv("TABLETOP_LANG", "en")
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("LINES", "40")
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    i18n.set_language("en")
    yield folder
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def quick_deal_report(monkeypatch: pytest.MonkeyPatch) -> None:
    """A finished hotseat game solves its deal for the closing line; a test need not wait the
    seconds a person would (the solver has tests of its own)."""
    from tabletop.play import deal_bests

    monkeypatch.setattr(deal_bests, "EFFORT", 0.002)
