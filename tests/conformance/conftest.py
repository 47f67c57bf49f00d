"""Where the test processes of one run share the deep games (``cases.SHARED``), and which deep
games the run's tests walk (``cases.WANTED``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from . import cases

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="session", autouse=True)
def _shared_deep_games(tmp_path_factory: pytest.TempPathFactory) -> None:
    # Under pytest-xdist each worker's temporary folder lies in one folder of the run: the
    # place its workers share (pytest removes it with the run's other old folders).
    if os.environ.get("PYTEST_XDIST_WORKER"):
        cases.SHARED = tmp_path_factory.getbasetemp().parent


def pytest_collection_finish(session: pytest.Session) -> None:
    """Every process collects the run's whole selection, so each knows the same deep games."""
    walked = dict.fromkeys(case for item in session.items if (case := _case_of(item)))
    cases.WANTED[:] = [(*case, seed) for case in walked for seed in cases.DEEP_SEEDS]


def _case_of(item: pytest.Item) -> tuple[str, int] | None:
    """The (game id, seats) a conformance test is run for (None: a test of no such case)."""
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec is not None else {}
    if item.path.parent != HERE or not {"game_id", "seats"} <= params.keys():
        return None
    return params["game_id"], params["seats"]
