"""Every test gets its own tabletop home (a temporary folder) and starts in English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop import i18n


@pytest.fixture(autouse=True)
def _tabletop_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "tabletop-home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    i18n.set_language("en")
    yield home
    i18n.set_language("en")
