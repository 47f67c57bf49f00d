"""The deep games shared between the test processes of a run are the games each would play, and
each is chosen once: a process that needs one another process is choosing chooses the others
the run needs meanwhile."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from . import cases

FIRST, SECOND = ("pig", 2, 0), ("pig", 2, 1)


@pytest.fixture
def shared(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A run's shared folder, seen by a process that has chosen no deep game yet."""
    monkeypatch.setattr(cases, "SHARED", tmp_path)
    monkeypatch.setattr(cases, "WANTED", [FIRST, SECOND])
    monkeypatch.setattr(cases, "_CHOSEN_HERE", {})
    return tmp_path


def another_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on the test is another process of the run: it has chosen nothing."""
    monkeypatch.setattr(cases, "_CHOSEN_HERE", {})


def choosing_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: Any) -> None:
        pytest.fail("a deep game was chosen again")
    monkeypatch.setattr(cases, "_choose", fail)


def deep_events(deep: cases.Deep) -> tuple[Any, ...]:
    return cases._play(*deep, "deep", None).events


def test_a_deep_game_read_from_another_process_is_the_same_game(
        shared: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    chosen_here = deep_events(FIRST)
    assert cases._shared_deep(FIRST).events == chosen_here  # the first to need it chooses it
    assert cases._written(FIRST) is not None
    another_process(monkeypatch)
    choosing_fails(monkeypatch)
    assert cases._shared_deep(FIRST).events == chosen_here  # the others read it


def test_while_another_process_chooses_a_game_this_one_chooses_the_others(
        shared: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert cases._claim(FIRST)  # another process is choosing the first game
    assert cases._shared_deep(FIRST).events == deep_events(FIRST)  # still unwritten: chosen here
    assert cases._written(FIRST) is None  # it is the other process's to write
    assert cases._written(SECOND) is not None  # chosen meanwhile, for every process
    second = deep_events(SECOND)
    choosing_fails(monkeypatch)
    assert cases._shared_deep(SECOND).events == second  # and not chosen twice here


def test_a_game_written_while_choosing_another_is_read(
        shared: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert cases._claim(FIRST)
    chosen_there = deep_events(FIRST)
    choose_and_write = cases._choose_and_write

    def while_the_other_finishes(deep: cases.Deep) -> cases.Played:
        played = choose_and_write(deep)
        cases._done(FIRST).write_text(json.dumps(
            [e.to_json() for e in chosen_there if not e.is_chance]))  # the other one wrote it
        choosing_fails(monkeypatch)
        return played

    monkeypatch.setattr(cases, "_choose_and_write", while_the_other_finishes)
    assert cases._shared_deep(FIRST).events == chosen_there
    assert cases._written(SECOND) is not None


def test_a_game_claimed_but_not_yet_written_is_chosen_here(
        shared: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cases, "WANTED", [])  # nothing else to choose meanwhile
    assert cases._claim(SECOND)
    assert cases._shared_deep(SECOND).events == deep_events(SECOND)
    assert cases._written(SECOND) is None
