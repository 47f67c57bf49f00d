"""Every test gets its own tabletop home (a temporary folder) and starts in English."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# pytest puts tests/ on sys.path, where tests/tabletop/ (a folder without __init__.py) would be
# taken for a namespace package "tabletop" when pytest runs without the project root on the path
# (plain `pytest`, not `python -m pytest`): the project root must come first.
ROOT = str(Path(__file__).resolve().parent.parent)
if ROOT not in sys.path[:1]:
    sys.path.insert(0, ROOT)

from tabletop import i18n  # noqa: E402


@pytest.fixture(autouse=True)
def _tabletop_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path / "tabletop-home"
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    i18n.set_language("en")
    yield home
    i18n.set_language("en")
