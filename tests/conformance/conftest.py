"""Where the test processes of one run share the deep games (``cases.SHARED``)."""

from __future__ import annotations

import os

import pytest

from . import cases


@pytest.fixture(scope="session", autouse=True)
def _shared_deep_games(tmp_path_factory: pytest.TempPathFactory) -> None:
    # Under pytest-xdist each worker's temporary folder lies in one folder of the run: the
    # place its workers share (pytest removes it with the run's other old folders).
    if os.environ.get("PYTEST_XDIST_WORKER"):
        cases.SHARED = tmp_path_factory.getbasetemp().parent
