"""The deep games shared between the test processes of a run are the games each would play."""

from __future__ import annotations

from pathlib import Path

import pytest

from . import cases


def test_a_deep_game_read_from_another_process_is_the_same_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cases, "SHARED", tmp_path)
    chosen_here = cases._play("pig", 2, 0, "deep", None)
    written = cases._deep_decisions("pig", 2, 0)  # the first to need it chooses and writes it
    read = cases._deep_decisions("pig", 2, 0)  # the others read it
    assert written is not None and read == written
    assert cases._play("pig", 2, 0, "deep", read).events == chosen_here.events


def test_a_game_claimed_but_not_yet_written_is_chosen_here(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cases, "SHARED", tmp_path)
    (tmp_path / "deep-pig-2-1.json.claimed").touch()
    assert cases._deep_decisions("pig", 2, 1) is None
