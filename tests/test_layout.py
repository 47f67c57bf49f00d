"""Every game has one shape (issue #27): the same roles under the same folders, and the roles
lean on each other one way only. ``docs/ADDING_A_GAME.md`` shows the tree; Pig, the game that
lives in the tests, keeps the same layout and its line count is the one the guide gives."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted(p for p in (ROOT / "games").iterdir() if (p / "game.py").exists())
PIG = ROOT / "tests" / "pig"
ROLES = ("rules", "text", "faces", "play")
# Every game, Pig too: the plugin, its rules and notation, its catalogue, its board's account,
# its pictures for both faces, a bot.
EVERY = {"__init__.py", "game.py", "rules/turn.py", "rules/notation.py", "text/messages.py",
         "text/board.py", "faces/terminal.py", "faces/pictures.py", "play/bots.py"}
# A game people play has each of these too.
PLAYED = EVERY | {
    "rules/state.py", "rules/options.py", "rules/components.py", "rules/words.py",
    "rules/observe.py", "rules/narrate.py", "rules/chapters.py", "rules/score.py",
    "rules/tally.py", "text/narration.py", "text/rules_summary.py",
    "play/fast_model.py", "play/advice.py",
    "play/search.py", "play/review.py"}
# What a role may import of its own game's other roles.
MAY_USE = {"rules": {"rules", "text"}, "text": {"text", "rules"},
           "faces": {"faces", "text", "rules.components", "rules.heroes", "rules.words"},
           "play": {"play", "rules", "text"}}


def files(game: Path) -> set[str]:
    return {p.relative_to(game).as_posix() for p in game.rglob("*.py")
            if "__pycache__" not in p.parts and not p.name.startswith("test_")}


def uses(path: Path, game: Path, package: str) -> set[str]:
    """The modules of ``game`` that ``path`` imports, named from the game's folder (``rules.turn``),
    absolute or relative."""
    here = path.relative_to(game).with_suffix("").parts[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = list(here[:len(here) - node.level + 1])
            module = ".".join([*base, *([node.module] if node.module else [])])
        elif (node.module or "").startswith(package + "."):
            module = node.module.removeprefix(package + ".")  # type: ignore[union-attr]
        else:
            continue
        for alias in node.names:
            found.add(f"{module}.{alias.name}" if module in ROLES else module)
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
def test_a_played_game_has_every_role_in_its_place(game: Path) -> None:
    assert files(game) >= PLAYED, sorted(PLAYED - files(game))
    assert {f for f in files(game) if "/" not in f} == {"__init__.py", "game.py"}
    assert {p.name for p in game.iterdir() if p.is_dir() and p.name != "__pycache__"} == set(ROLES)


def test_pig_keeps_the_same_layout() -> None:
    assert files(PIG) >= EVERY, sorted(EVERY - files(PIG))
    assert {f.split("/")[0] for f in files(PIG) if "/" in f} == set(ROLES)


@pytest.mark.parametrize("game", [*GAMES, PIG], ids=lambda p: p.name)
def test_each_role_leans_only_on_the_roles_below_it(game: Path) -> None:
    package = ".".join(game.relative_to(ROOT).parts)
    wrong = []
    for name in files(game):
        role = name.split("/")[0]
        if role not in ROLES:
            continue
        for module in uses(game / name, game, package):
            if module != role and not any(module == may or module.startswith(may + ".")
                                          for may in MAY_USE[role]):
                wrong.append(f"{name} imports {module}")
    assert wrong == []


def lines_of_code(path: Path) -> int:
    """Lines that are neither blank, nor a comment, nor part of a docstring."""
    source = path.read_text(encoding="utf-8")
    docs: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if (isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and body
                and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)):
            docs.update(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
    return sum(1 for number, line in enumerate(source.splitlines(), 1)
               if line.strip() and not line.strip().startswith("#") and number not in docs)


def test_pig_is_as_small_as_the_guide_says() -> None:
    """The guide gives Pig's size; it holds, and stays within 250 lines of code."""
    pig = [PIG / name for name in files(PIG)]
    code = sum(lines_of_code(p) for p in pig)
    written = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in pig)
    guide = (ROOT / "docs" / "ADDING_A_GAME.md").read_text(encoding="utf-8")
    said = re.search(r"(\d+) files,\s+(\d+)\s+lines\s+of\s+code\s+\((\d+)\s+lines\s+in\s+all\)",
                     guide)
    assert said is not None
    assert (int(said[1]), int(said[2]), int(said[3])) == (len(pig), code, written)
    assert code <= 250
