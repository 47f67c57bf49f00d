"""Every game has one shape (issue #27): the same roles under the same folders, and the roles
lean on each other one way only. What every game must have is what Pig, the worked example,
has (issue #41): a copy of Pig is a game. ``docs/ADDING_A_GAME.md`` shows the tree and gives
Pig's size."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = sorted(p for p in (ROOT / "games").iterdir() if (p / "game.py").exists())
PIG = ROOT / "tests" / "pig"
ROLES = ("rules", "text", "faces", "play")
# Every game, Pig too: the plugin, its rules and its catalogue. Its board, its pictures and a bot
# are capabilities (the host has defaults), in the folders below where a game has them.
EVERY = {"__init__.py", "game.py", "rules/turn.py", "text/messages.py"}
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


@pytest.mark.parametrize("game", [*GAMES, PIG], ids=lambda p: p.name)
def test_every_game_has_what_pig_has_in_its_place(game: Path) -> None:
    assert files(game) >= EVERY, sorted(EVERY - files(game))
    assert {f for f in files(game) if "/" not in f} == {"__init__.py", "game.py"}
    assert {p.name for p in game.iterdir() if p.is_dir() and p.name != "__pycache__"} <= set(ROLES)


def test_pig_asks_no_more_of_a_game_than_it_has() -> None:
    """A newcomer copies Pig (issue #41): whatever the shape asks, Pig has."""
    assert files(PIG) >= EVERY


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


def test_the_guide_draws_pigs_tree_and_pig_stays_small() -> None:
    """The guide's tree of Pig names each of its files, so the walk a newcomer follows is the
    code they copy; Pig stays within 250 lines of code."""
    guide = (ROOT / "docs" / "ADDING_A_GAME.md").read_text(encoding="utf-8")
    tree = next(block for block in guide.split("```") if block.startswith("\ntests/pig/"))
    named = {line.split()[0] for line in tree.splitlines() if line.strip()}
    assert {Path(name).name for name in files(PIG)} | {"test_rules_pig.py"} <= named
    assert sum(lines_of_code(PIG / name) for name in files(PIG)) <= 250
