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


@pytest.fixture(autouse=True)
def _deal_bests_here(request: pytest.FixtureRequest,
                     monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A deal's best is worked out where it is asked for, at a small effort, with nothing
    remembered from another test: no test but those marked ``background_solve`` starts a
    process for it."""
    from tabletop.play import deal_bests

    if request.node.get_closest_marker("background_solve") is None:
        monkeypatch.setattr(deal_bests, "BACKGROUND", False)
    monkeypatch.setattr(deal_bests, "EFFORT", 0.01)
    monkeypatch.setattr(deal_bests, "_known", {})
    monkeypatch.setattr(deal_bests, "_jobs", {})
    monkeypatch.setattr(deal_bests, "_failed", set())
    monkeypatch.setattr(deal_bests, "solves", 0)
    yield
