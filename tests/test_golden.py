"""Golden playthroughs (issue #41, deliverable 3, after OpenSpiel's): every game's seeded games
written out as text (each step's event, the narration, every place's account) are played again
and must read exactly as ``tests/golden/<game>/<name>.txt`` reads. A difference is either a
regression or a change that was meant: then ``python scripts/golden.py`` writes the files anew,
and the diff of the files in the commit shows what changed for the players."""

from __future__ import annotations

import difflib
import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "golden.py"
SHOWN = 40
"""Lines of a difference shown: the first ones say what changed, the rest is its echo."""


@cache
def golden() -> ModuleType:
    """``scripts/golden.py``, the one place that writes a playthrough (a script, not a package)."""
    spec = importlib.util.spec_from_file_location("golden_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def playthroughs() -> list[Any]:
    g = golden()
    return [pytest.param(game_id, plan, id=f"{game_id}-{plan.name}")
            for game_id, game in g.all_games().items() for plan in g.plans(game)]


def difference(expected: str, got: str, path: str) -> str:
    lines = list(difflib.unified_diff(expected.splitlines(), got.splitlines(),
                                      f"tests/golden/{path}", "played now", n=2, lineterm=""))
    more = f"\n... and {len(lines) - SHOWN} more lines of difference" if len(lines) > SHOWN else ""
    return "\n".join(lines[:SHOWN]) + more


@pytest.mark.parametrize(("game_id", "plan"), playthroughs())
def test_a_seeded_game_plays_as_written(game_id: str, plan: Any) -> None:
    g = golden()
    path = f"{game_id}/{plan.name}.txt"
    written = g.GOLDEN / path
    assert written.exists(), f"tests/golden/{path} is missing: run python scripts/golden.py"
    expected = written.read_text(encoding="utf-8")
    got = g.playthrough(g.all_games()[game_id], plan)
    if got != expected:  # the first differences alone, not pytest's comparison of the whole
        pytest.fail(f"{game_id} '{plan.name}' no longer plays as tests/golden/{path} says:\n"
                    f"{difference(expected, got, path)}\n"
                    "If the change was meant, run `python scripts/golden.py` and commit the "
                    "files.", pytrace=False)


def test_every_golden_file_is_a_playthrough() -> None:
    """A file no playthrough writes any more would be compared with nothing."""
    g = golden()
    wanted = {f"{game_id}/{plan.name}.txt"
              for game_id, game in g.all_games().items() for plan in g.plans(game)}
    present = {p.relative_to(g.GOLDEN).as_posix() for p in g.GOLDEN.rglob("*.txt")}
    assert present == wanted, "run python scripts/golden.py"
