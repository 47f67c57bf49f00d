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

from tabletop.text import i18n  # noqa: E402

TESTS = Path(__file__).resolve().parent


def is_cli_test(path: Path) -> bool:
    """The command line's tests: the host's in tests/cli/, a game's own ones in its folder
    tests/<game>/ as test_cli_*.py (docs/ADDING_A_GAME.md, "Tests")."""
    folder = path.parent
    if folder == TESTS / "cli":
        return True
    return (folder.parent == TESTS and path.name.startswith("test_cli_")
            and (TESTS.parent / "games" / folder.name).is_dir())


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
    from tabletop.session import deal_bests

    if request.node.get_closest_marker("background_solve") is None:
        monkeypatch.setattr(deal_bests, "BACKGROUND", False)
    # A finished hotseat game solves its deal for the closing line; a command line test need not
    # wait the seconds a person would (the solver has tests of its own).
    monkeypatch.setattr(deal_bests, "EFFORT", 0.002 if is_cli_test(request.node.path) else 0.01)
    monkeypatch.setattr(deal_bests, "_known", {})
    monkeypatch.setattr(deal_bests, "_jobs", {})
    monkeypatch.setattr(deal_bests, "_failed", set())
    monkeypatch.setattr(deal_bests, "solves", 0)
    yield


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A command line test's private tabletop home (the folder of the SQLite store), English, no
    colour and an 80-column screen; the working directory is a scratch folder beside it."""
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
