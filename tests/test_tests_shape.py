"""Every game's tests have one shape (issue #27): tests/<game>/ holds its rule tests under
names that cite the rulings; tests/cli/ keeps the host's command line, about no single game.
Every check a game shares with the others runs from tests/conformance, so a game needs no more
tests of its own than Pig has (issue #41). ``docs/ADDING_A_GAME.md`` ("Tests") shows the tree."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.registry import entry_points

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
GAMES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "game.py").exists())
# What every game's tests hold, as Pig's do: a package, and rule tests.
ROLES = {"__init__.py"}
# A ruling's tests name it: test_rules_<topic>.py, the ids first where the file has them
# (test_rules_h5_landing.py, test_rules_d8_d9_regroup_and_fleeing.py).
RULING_FILE = re.compile(r"test_rules_[a-z0-9_]+\.py")
# How the names were before: a game's own prefix, a ruling id without ``rules_``.
OLD_NAME = re.compile(r"test_(dd|hs|sc|[dhs]\d+)_")


def test_every_game_folder_is_a_registered_game() -> None:
    """A folder under games/ is played once it is registered (its entry point), and the three
    games of the project are among them."""
    registered = {value.split(":")[0].split(".")[1] for value in entry_points().values()
                  if value.startswith("games.")}
    assert set(GAMES) == registered
    assert {"dungeon_dice", "halunken", "scoundrel"} <= registered


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_every_role_file(game: str) -> None:
    folder = TESTS / game
    present = {p.name for p in folder.iterdir() if p.suffix == ".py"}
    assert ROLES - present == set(), f"tests/{game}/ lacks {sorted(ROLES - present)}"
    assert any(RULING_FILE.fullmatch(name) for name in present), f"tests/{game}/: no ruling tests"


@pytest.mark.parametrize("game", GAMES)
def test_no_test_file_names_its_game_the_old_way(game: str) -> None:
    old = sorted(p.name for p in (TESTS / game).glob("test_*.py") if OLD_NAME.match(p.name))
    assert old == [], f"tests/{game}/: {old} (docs/ADDING_A_GAME.md, 'Tests')"


def test_the_hosts_cli_tests_name_no_game() -> None:
    """A game's command line tests live with the game's tests, as test_cli_*.py."""
    names = [p.name for p in (TESTS / "cli").glob("test_*.py")]
    named = sorted(n for n in names for g in GAMES
                   if g in n or OLD_NAME.match(n) or g.replace("_", "") in n)
    assert named == [], f"tests/cli/ holds a game's own tests: {named}"
